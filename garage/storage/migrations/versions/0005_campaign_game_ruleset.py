"""Each campaign game names its rule set (garage.rules.rulesets), so a game of Battle Cars
or Car Wars is folded by its own awards: the games stored before are A&A II's.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("campaign_game") as batch:
        batch.add_column(sa.Column("ruleset", sa.String(), nullable=False, server_default="aa2"))


def downgrade() -> None:
    with op.batch_alter_table("campaign_game") as batch:
        batch.drop_column("ruleset")
