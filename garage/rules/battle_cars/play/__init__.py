"""Battle Cars played through the shared engine (garage/rules/play): the setup, the state,
the actions of the play sequence (lines 2-16) and the game result."""
