"""Battle Cars (rules/battle-cars-rules.txt) as a rule set: movement points on a grid of
points, cornering safe speeds, skids and drift on one 8-sided die, rams by relative velocity,
pedestrians. Its numbers live in resources/rules/battle_cars/."""
