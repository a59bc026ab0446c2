"""Axles and Alloys II (the 2010 playtest text and RULINGS.md): its data loading, vehicle
file, validation and tables here; its play rules in `play/`."""
