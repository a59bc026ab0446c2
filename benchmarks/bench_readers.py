"""What the checks every file Garage reads keeps to (garage.rules.jsonfile) cost, beside a bare
json.loads of the same text in the same run.

Usage: python benchmarks/bench_readers.py [--repeat N]

For documents near the 16 MiB file limit (many short values; long text; deep-ish nesting)
prints the time of a bare json.loads, of jsonfile.loads (the same parse plus the check of
depth, 64-bit whole numbers, floats and lone surrogates), and their ratio. Also the time to
refuse /dev/zero and a file over the limit, which never read more than the limit.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules import jsonfile

MIB = 1024 * 1024


def documents() -> dict[str, str]:
    weapon = {"name": "Machine gun", "class": "light", "mount": "front", "count": 2**62}
    many = json.dumps({"weapons": [weapon] * 180_000})
    long_text = json.dumps({"notes": "Ünïcode ascii text, ok. " * 500_000})
    nested = json.dumps([[[[[[{"a": [1, 2.5, "x"]}]]]]]] * 120_000)
    return {"many values": many, "long text": long_text, "nested": nested}


def best(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def fail(field: str, problem: str) -> Exception:
    return ValueError(f"{field}: {problem}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=count, default=3)
    args = parser.parse_args()
    print(f"{'document':<12} {'MiB':>6} {'json.loads':>11} {'jsonfile':>10} {'ratio':>6}")
    for name, text in documents().items():
        bare = best(lambda text=text: json.loads(text), args.repeat)
        checked = best(lambda text=text: jsonfile.loads(text, fail), args.repeat)
        print(f"{name:<12} {len(text.encode()) / MIB:6.1f} {bare * 1000:9.0f}ms {checked * 1000:8.0f}ms "
              f"{checked / bare:6.2f}")

    def refuse(path) -> None:
        try:
            jsonfile.read_bytes(path, "a vehicle file", lambda problem: ValueError(problem))
        except ValueError:
            return
        raise AssertionError(f"{path} was read")

    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "big.car.json"
        with open(big, "wb") as fh:
            fh.truncate(64 * MIB)
        for label, path in (("/dev/zero", "/dev/zero"), ("64 MiB file", big)):
            print(f"refuse {label:<12} {best(lambda path=path: refuse(path), args.repeat) * 1000:8.2f}ms")


if __name__ == "__main__":
    main()
