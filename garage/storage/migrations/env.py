"""Alembic's entry point, run by garage.storage.migrate with the connection already open.

The caller owns the connection and its transaction (BEGIN IMMEDIATE on SQLite, foreign
keys off), so the whole upgrade commits or rolls back as one.
"""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=None,  # migrations describe their own tables; see tables.py
    render_as_batch=True,  # SQLite cannot ALTER most things: batch mode copies the table
)
with context.begin_transaction():
    context.run_migrations()
