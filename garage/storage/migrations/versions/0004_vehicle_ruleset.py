"""Each car names its rule set (garage.rules.rulesets): the cars stored before are A&A II's.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("vehicle") as batch:
        batch.add_column(sa.Column("ruleset", sa.String(), nullable=False, server_default="aa2"))


def downgrade() -> None:
    with op.batch_alter_table("vehicle") as batch:
        batch.drop_column("ruleset")
