"""The storage tests' fresh garage per test, for the test that stores a Battle Cars car."""

from tests.storage.conftest import db_path, db_url, no_real_garage  # noqa: F401
