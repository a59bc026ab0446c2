"""Every example log cut after each of its lines, and what `garage-cli play status --json` and
`play replay --json` print for it: recorded once (`python -m tests.cli.status_outputs`) before
the status became a typed value, and compared since, so its `to_dict()` stays the JSON."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import tempfile
from pathlib import Path

from garage.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
LOGS = sorted(p for p in (ROOT / "resources" / "examples").rglob("*.jsonl"))
RECORDED = Path(__file__).with_name("data") / "play_status_outputs.json"


def _printed(*argv: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(list(argv))
    return f"{code}\n{out.getvalue()}"


def outputs() -> dict[str, dict[str, str]]:
    """For each log and each cut, the digest of each command's exit code and output."""
    found: dict[str, dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for log in LOGS:
            lines = log.read_text().splitlines(keepends=True)
            for n in range(1, len(lines) + 1):
                cut = Path(tmp) / f"{log.stem}.jsonl"
                cut.write_text("".join(lines[:n]))
                key = f"{log.relative_to(ROOT)}:{n}"
                found[key] = {cmd: hashlib.sha256(_printed("play", cmd, str(cut), "--json").encode()).hexdigest()
                              for cmd in ("status", "replay")}
    return found


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(outputs(), indent=1, sort_keys=True) + "\n")
