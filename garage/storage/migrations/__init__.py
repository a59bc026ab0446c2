"""Alembic migration scripts for the garage database (see README.md here)."""
