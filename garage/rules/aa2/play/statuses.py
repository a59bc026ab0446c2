"""The words a game's state is in: what a component can be, and where a game-turn is.
StrEnums, so logs, events and summaries keep the plain words."""

from enum import StrEnum
from typing import Final


class Status(StrEnum):
    """What a component can be. Engine and steering are damaged first, destroyed on a second
    loss; the navigator can also have ejected. A StrEnum: logs, events and summaries keep the
    plain words."""

    OK = "ok"
    DAMAGED = "damaged"
    DESTROYED = "destroyed"
    DEAD = "dead"
    EJECTED = "ejected"


class Phase(StrEnum):
    """Where a game-turn is: speeds plotted, cars moving, the attacks after movement; or the
    game is over."""

    PLOT = "plot"
    MOVE = "move"
    FIRE = "fire"
    OVER = "over"


# The members as plain names, as the rules read them: `Phase.PLOT` goes through the enum
# metaclass's __getattr__ hook (a slow attribute read, several times an action); a Final name
# compiled code reads in place (a module's other names are a dictionary read).
PLOT: Final = Phase.PLOT
MOVE: Final = Phase.MOVE
FIRE: Final = Phase.FIRE
OVER: Final = Phase.OVER
