"""Garage: the companion program for the car-combat game Axles and Alloys II."""

from garage import compiled

__version__ = "0.1.0"

# The rules engine's compiled modules (scripts/build-core) run only when they are those of the
# source beside them: decided as the first of them is imported (garage/compiled.py).
compiled.install()
