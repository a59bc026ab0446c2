"""SHA-256 without loading OpenSSL: `hashlib` loads it (its `_hashlib`) as it is imported, some
3-4 ms of the desktop app's start before the cars are listed, for the few short digests the
start makes (the rules data's fingerprint, the single-instance socket's name). CPython's own
SHA-256 module gives the same digests; where it is missing (another Python), hashlib's does.
Standard library only, used from every layer."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hashlib import _Hash


def _constructor() -> Callable[[bytes], Any]:
    for name in ("_sha256", "_sha2"):  # CPython's own module: _sha256 up to 3.11, _sha2 from 3.12
        try:
            made: Callable[[bytes], Any] = importlib.import_module(name).sha256
            return made
        except (ImportError, AttributeError):
            continue
    import hashlib

    return hashlib.sha256


_SHA256 = _constructor()


def sha256(data: bytes = b"") -> _Hash:
    """A new SHA-256 hash object of `data` (update, digest, hexdigest), as hashlib.sha256."""
    made: _Hash = _SHA256(data)
    return made
