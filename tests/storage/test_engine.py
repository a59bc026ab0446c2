"""Where the garage is: URLs read, and shown or remembered without their password."""

from __future__ import annotations

import pytest

from garage.storage.engine import passwords_in, redact

SECRET = "S3cretPW"


@pytest.mark.parametrize(("url", "shown", "remembered"), [
    (f"postgresql+psycopg://garage:{SECRET}@club/league", "postgresql+psycopg://garage:***@club/league",
     "postgresql+psycopg://garage@club/league"),
    (f"postgresql+psycopg://garage@club/league?password={SECRET}",
     "postgresql+psycopg://garage@club/league?password=***", "postgresql+psycopg://garage@club/league"),
    (f"postgresql://garage@club:5432/league?sslmode=require&PASSWORD={SECRET}&application_name=x",
     "postgresql://garage@club:5432/league?sslmode=require&PASSWORD=***&application_name=x",
     "postgresql://garage@club:5432/league?sslmode=require&application_name=x"),
    ("postgresql+psycopg://garage:S3cret@PW@club/league", "postgresql+psycopg://garage:***@club/league",
     "postgresql+psycopg://garage@club/league"),  # an unencoded @ in the password
    (f"postgresql+psycopg://garage:{SECRET}@127.0.0.1:abc/db", "postgresql+psycopg://garage:***@127.0.0.1:abc/db",
     "postgresql+psycopg://garage@127.0.0.1:abc/db"),  # too malformed to parse
    ("postgresql+psycopg://garage@club/league", "postgresql+psycopg://garage@club/league",
     "postgresql+psycopg://garage@club/league"),
    ("sqlite:////home/me/a:b@c.sqlite", "sqlite:////home/me/a:b@c.sqlite", "sqlite:////home/me/a:b@c.sqlite"),
    ("/home/me/garage.sqlite", "/home/me/garage.sqlite", "/home/me/garage.sqlite"),
])
def test_no_password_is_ever_shown_or_remembered(url, shown, remembered):
    assert redact(url) == shown
    assert redact(url, mask=None) == remembered
    assert "S3cret" not in redact(url) + redact(url, mask=None) or "S3cret" not in url


def test_the_passwords_of_a_url_are_found_for_scrubbing_driver_messages():
    assert passwords_in("postgresql://garage:S3cret@PW@club/league?password=other") == [
        "S3cret@PW", "S3cret", "other", "PW"]
    assert passwords_in("postgresql://garage@club/league") == []
