"""garage.digest: hashlib's SHA-256 digests, without the OpenSSL that importing hashlib loads
(some 3-4 ms of the desktop app's start before the cars are listed)."""

from __future__ import annotations

import hashlib
import subprocess
import sys

from garage.digest import sha256


def test_the_digests_are_hashlibs():
    for data in (b"", b"abc", bytes(range(256)) * 100):
        assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
    made = sha256()
    made.update(b"garage-")
    made.update(b"\0name")
    assert made.digest() == hashlib.sha256(b"garage-\0name").digest()


READS_WITHOUT_OPENSSL = """
import sys
from garage.storage.quick_list import rules_fingerprint
from garage.ui.single_instance import server_name
from garage.storage import checked, wal
rules_fingerprint(), server_name("club.sqlite")
print("_hashlib" in sys.modules)
"""


def test_the_first_looks_digests_load_no_openssl():
    """The rules data's fingerprint and the socket's name, which the first look makes, and the
    storage modules it reads the garage with."""
    done = subprocess.run([sys.executable, "-c", READS_WITHOUT_OPENSSL], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"]
