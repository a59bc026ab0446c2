"""Each campaign carries a revision, set to a new random value by every write to its games,
so a process that keeps a campaign's fold open (garage.storage.campaigns, issue 24) can tell
whether it is still the stored one. A campaign stored before has revision 0: its first read
folds its games as before, so it stands exactly as it did.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("campaign") as batch:
        batch.add_column(sa.Column("revision", sa.BigInteger(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("campaign") as batch:
        batch.drop_column("revision")
