# The CLI tests use the storage tests' fresh garage per test and keep off the real one.
from tests.storage.conftest import db_path, db_url, examples, no_real_garage  # noqa: F401
