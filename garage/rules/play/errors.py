"""What the play engine refuses, whatever the rule set: a setup that cannot be played, an
action the rules do not allow now. Each message names the field or says why."""


class SetupError(ValueError):
    """A setup that cannot be played; the message names the field."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""
