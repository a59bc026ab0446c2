"""Campaigns: named drivers and navigators, and every game with each car's entry and kills.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _fk(table: str, column: str, parent: str, cascade: bool = True) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint([column], [f"{parent}.id"], name=f"fk_{table}_{column}_{parent}",
                                   ondelete="CASCADE" if cascade else None)


def upgrade() -> None:
    op.create_table(
        "campaign",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_campaign"),
        sa.UniqueConstraint("name", name="uq_campaign_name"),
    )
    for table, extra in (("campaign_driver", [sa.Column("vehicle", sa.String(), nullable=False)]),
                         ("campaign_navigator", [])):
        op.create_table(
            table,
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("campaign_id", sa.Integer(), nullable=False),
            sa.Column("name", sa.String(), nullable=False),
            sa.Column("status", sa.String(), nullable=False),
            *extra,
            _fk(table, "campaign_id", "campaign"),
            sa.PrimaryKeyConstraint("id", name=f"pk_{table}"),
            sa.UniqueConstraint("campaign_id", "name", name=f"uq_{table}_campaign_id_name"),
        )
    op.create_table(
        "campaign_game",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("scenario", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=True),
        sa.Column("recorded", sa.DateTime(), nullable=False),
        _fk("campaign_game", "campaign_id", "campaign"),
        sa.PrimaryKeyConstraint("id", name="pk_campaign_game"),
        sa.UniqueConstraint("campaign_id", "number", name="uq_campaign_game_campaign_id_number"),
    )
    op.create_table(
        "campaign_house_rule",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("rule", sa.String(), nullable=False),
        _fk("campaign_house_rule", "game_id", "campaign_game"),
        sa.PrimaryKeyConstraint("id", name="pk_campaign_house_rule"),
        sa.UniqueConstraint("game_id", "position", name="uq_campaign_house_rule_game_id_position"),
    )
    op.create_table(
        "campaign_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("driver_id", sa.Integer(), nullable=True),
        sa.Column("vehicle", sa.String(), nullable=False),
        sa.Column("survived", sa.Boolean(), nullable=False),
        sa.Column("death", sa.String(), nullable=True),
        sa.Column("finished", sa.Boolean(), nullable=True),
        sa.Column("place", sa.Integer(), nullable=True),
        sa.Column("navigator_id", sa.Integer(), nullable=True),
        sa.Column("navigator_survived", sa.Boolean(), nullable=True),
        sa.Column("navigator_ejected", sa.Boolean(), nullable=True),
        _fk("campaign_entry", "game_id", "campaign_game"),
        _fk("campaign_entry", "driver_id", "campaign_driver", cascade=False),
        _fk("campaign_entry", "navigator_id", "campaign_navigator", cascade=False),
        sa.PrimaryKeyConstraint("id", name="pk_campaign_entry"),
        sa.UniqueConstraint("game_id", "position", name="uq_campaign_entry_game_id_position"),
    )
    op.create_table(
        "campaign_kill",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("victim", sa.String(), nullable=False),
        sa.Column("victim_driver_id", sa.Integer(), nullable=True),
        _fk("campaign_kill", "entry_id", "campaign_entry"),
        _fk("campaign_kill", "victim_driver_id", "campaign_driver", cascade=False),
        sa.PrimaryKeyConstraint("id", name="pk_campaign_kill"),
        sa.UniqueConstraint("entry_id", "position", name="uq_campaign_kill_entry_id_position"),
    )


def downgrade() -> None:
    for table in ("campaign_kill", "campaign_entry", "campaign_house_rule", "campaign_game",
                  "campaign_navigator", "campaign_driver", "campaign"):
        op.drop_table(table)
