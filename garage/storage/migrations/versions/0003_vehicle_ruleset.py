"""Each car names its rule set (garage.rules.rulesets): the cars stored before are A&A II's.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("vehicle") as batch:
        batch.add_column(sa.Column("ruleset", sa.String(), nullable=False, server_default="aa2"))


def downgrade() -> None:
    with op.batch_alter_table("vehicle") as batch:
        batch.drop_column("ruleset")
