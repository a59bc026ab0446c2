"""What the benchmarks' command lines take: a count (of runs, games, cars, actions...) of at least
one. Each figure is a median of runs, or a rate per game: none would give no figure, or a
division by zero after minutes of work; argparse refuses it in one line, exit 2, before any."""

from __future__ import annotations

import argparse


def count(text: str) -> int:
    """`text` as a count of one or more (argparse words a non-number itself)."""
    number = int(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text}: at least 1")
    return number
