"""Timestamps with their time zone on a server: every stored moment is UTC.

On PostgreSQL the columns were `timestamp without time zone`, so a moment took the meaning of
whatever time zone a session had (8 hours off on a server in Los Angeles). They become
`timestamp with time zone`, reading the old values as UTC, which is what Garage's sessions
write (garage/storage/engine.py). SQLite keeps no column types: nothing to do there.

Revision ID: 0003
Revises: 0002
"""

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

COLUMNS = (("vehicle", "created"), ("vehicle", "updated"), ("driver", "created"),
           ("campaign", "created"), ("campaign_game", "recorded"))


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table, column in COLUMNS:
        op.execute(f'ALTER TABLE {table} ALTER COLUMN "{column}" TYPE timestamp with time zone '
                   f'USING "{column}" AT TIME ZONE \'UTC\'')


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table, column in COLUMNS:
        op.execute(f'ALTER TABLE {table} ALTER COLUMN "{column}" TYPE timestamp without time zone '
                   f'USING "{column}" AT TIME ZONE \'UTC\'')
