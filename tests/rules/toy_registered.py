"""The one line that adds the toy rule set to Garage, as a built-in rule set's `ruleset.py` ends:
tests/scenarios/test_a_fourth_rule_set.py puts this module in `rulesets.BUILT_IN`, as a new rule
set's author would add theirs."""

from garage.rules import rulesets
from tests.rules.toy_ruleset import TOY

rulesets.register(TOY)
