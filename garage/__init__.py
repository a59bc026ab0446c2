"""Garage: the companion program for the car-combat game Axles and Alloys II."""

__version__ = "0.1.0"
