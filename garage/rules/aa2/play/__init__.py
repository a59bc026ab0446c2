"""The A&A II play rules (sections 3-10): the actions, the game state and the rules they run."""
