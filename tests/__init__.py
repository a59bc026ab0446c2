"""Garage's tests: tests/x/test_y.py tests garage/x/y.py; a `scenarios/` folder of a layer holds
the tests that prove a capability across its modules (a whole game, a fuzz run, concurrency,
an audit against a rules text). ROOT is the checkout."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
