"""Garage: the companion program for the car-combat game Axles and Alloys II."""

from garage import compiled

__version__ = "0.1.0"

# Before any module of the rules engine is imported: its compiled modules (scripts/build-core)
# run only when they are those of the source beside them (garage/compiled.py).
compiled.guard()
