"""The Car Wars Compendium (2nd ed.) crash tables as a rule set: losing control, skids,
spinouts, rolls, vaults and fishtails, and a vehicle's control state from phase to phase."""
