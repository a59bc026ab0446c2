"""The first garage: cars with their components, drivers, and the database's own facts.

Revision ID: 0001
Revises: (none)
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "vehicle",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("weight", sa.String(), nullable=False),
        sa.Column("stat_max", sa.Integer(), nullable=True),
        sa.Column("stat_acc", sa.Integer(), nullable=True),
        sa.Column("stat_dec", sa.Integer(), nullable=True),
        sa.Column("stat_turn", sa.Integer(), nullable=True),
        sa.Column("navigator", sa.Boolean(), nullable=False),
        sa.Column("turret", sa.Boolean(), nullable=True),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("capacity_used", sa.Integer(), nullable=False),
        sa.Column("capacity_limit", sa.Integer(), nullable=False),
        sa.Column("legal", sa.Boolean(), nullable=False),
        sa.Column("problems_count", sa.Integer(), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.Column("updated", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_vehicle"),
        sa.UniqueConstraint("name", name="uq_vehicle_name"),
    )
    for table, columns in (
        ("vehicle_weapon", [sa.Column("name", sa.String(), nullable=False),
                            sa.Column("weapon_class", sa.String(), nullable=False),
                            sa.Column("mount", sa.String(), nullable=True)]),
        ("vehicle_dropped", [sa.Column("system", sa.String(), nullable=False)]),
        ("vehicle_equipment", [sa.Column("item", sa.String(), nullable=False)]),
    ):
        op.create_table(
            table,
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("vehicle_id", sa.Integer(), nullable=False),
            sa.Column("position", sa.Integer(), nullable=False),
            *columns,
            sa.ForeignKeyConstraint(["vehicle_id"], ["vehicle.id"], name=f"fk_{table}_vehicle_id_vehicle",
                                    ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("id", name=f"pk_{table}"),
            sa.UniqueConstraint("vehicle_id", "position", name=f"uq_{table}_vehicle_id_position"),
        )
    op.create_table(
        "driver",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("created", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_driver"),
        sa.UniqueConstraint("name", name="uq_driver_name"),
    )
    op.create_table(
        "garage_meta",
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("value", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_garage_meta"),
    )


def downgrade() -> None:
    for table in ("garage_meta", "driver", "vehicle_equipment", "vehicle_dropped", "vehicle_weapon", "vehicle"):
        op.drop_table(table)
