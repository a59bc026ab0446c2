"""The matchup lab (issue 26): which of two cars wins a stand-up fight, how often, and why.

A question names the two designs, the range between them, each car's speed and the arc the
other car is in, the optional rules in force and how many game-turns. Each duel is a real
Deathmatch played by the engine (`Game`, the same actions and request/answer loop a player
uses) on seeded dice: every game-turn both cars plot the speed nearest the one asked that
they may write down (from the scenario's entry speed), move without turning, and then, in
the simultaneous attacks after movement, each fires every working weapon that bears into
its arc and reaches the range. A reroll is spent whenever one is offered on a die that goes
against the car (to-hit dice, component checks, the driver's survival), never on a
loss-of-control move. No movement, collisions or templates: the cars hold their distance.

`simulate(question, n, seed, first)` is pure and picklable and returns `Counts`, which add
up: duels first..first+n-1 use dice seeded by (seed, duel number), so a run split over
processes and merged gives exactly the answer of one run. It keeps a transposition table
(`Transpositions`): an action the engine has resolved from a state with the same dice faces
is not resolved again, and the counts are those of every duel played through `Game` on its
own (`simulate_uncached`), bit for bit. `answer` turns counts into chances
with 95% (Wilson) intervals. `first_volley` is exact (Fractions): the damage of each car's
first attack and the chance it crosses each line of the other, where the numbers allow it
(no rerolls for the shooter, no environment).
"""

from __future__ import annotations

import gc
import math
import re
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from functools import lru_cache
from itertools import chain
from operator import attrgetter
from typing import Any

from garage.rules import rulesets
from garage.rules.aa2 import odds, tables
from garage.rules.aa2.catalogue import WEIGHTS, load_catalogue
from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.combat import target_speed
from garage.rules.aa2.play.damage import weapon_title
from garage.rules.aa2.play.setup import ENVIRONMENT, Entry, Options, Setup
from garage.rules.aa2.play.state import CarState, GameState
from garage.rules.aa2.play.statuses import FIRE, MOVE, PLOT, Phase
from garage.rules.aa2.vehicle import Design
from garage.rules.distribution import Distribution
from garage.rules.phrase import Phrase
from garage.rules.play.action import Action, Number
from garage.rules.play.dice import SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction, SetupError
from garage.rules.play.inputs import Inputs, Request
from garage.rules.play.values import changed

CARS = ("a", "b")
ARCS = ("front", "rear", "left", "right")
OUTCOMES = ("a", "b", "both", "neither")  # which car went out first (destroyed or driver killed)
MAX_TURNS = 50
MAX_DUELS = 100_000
PLAYED_ON = "2010-01-01"  # the duels are not games anyone played: a fixed day keeps them pure
Z95 = 1.959963984540054


class MatchupError(ValueError):
    """A question the matchup cannot ask; `field` names the part that is wrong."""

    def __init__(self, field_name: str, message: str):
        super().__init__(f"{field_name}: {message}")
        self.field = field_name
        self.message = message


@dataclass(frozen=True, slots=True)
class Side:
    """One car of the duel: its design, the speed it drives at, the arc the other car is in
    (its weapons mounted there, and turreted ones, fire), its driver's rerolls."""

    design: Design
    speed: int
    arc: str = "front"
    rerolls: int = 0

    def __reduce__(self) -> tuple[type[Side], tuple[Design, int, str, int]]:
        # rebuilt through __init__ (compiled, a frozen class cannot be unpickled field by field:
        # mypyc/mypyc#1213)
        return Side, (self.design, self.speed, self.arc, self.rerolls)


@dataclass(frozen=True, slots=True)
class Question:
    a: Side
    b: Side
    range_inches: Number = 12.0
    turns: int = 10
    options: tuple[str, ...] = ()  # optional rules in force: Options' switches, environment names

    def __reduce__(self) -> tuple[type[Question], tuple[Side, Side, Number, int, tuple[str, ...]]]:
        return Question, (self.a, self.b, self.range_inches, self.turns, self.options)  # as Side's

    def side(self, car: str) -> Side:
        return self.a if car == "a" else self.b

    def play_options(self) -> Options:
        switches = {f.name for f in fields(Options) if f.name != "environment"}
        environment = tuple(o for o in self.options if o in ENVIRONMENT)
        values: dict[str, Any] = {o: True for o in self.options if o in switches}
        return Options(environment=environment, **values)


def option_names() -> tuple[str, ...]:
    """What `Question.options` may name: every switch of the table (off by default) and the
    section 10 environments."""
    off = tuple(f.name for f in fields(Options)
                if f.name != "environment" and getattr(Options(), f.name) is False)
    return off + ENVIRONMENT


def best_arc(design: Design) -> str:
    """The arc with the most dice at point-blank range (ties: front first)."""
    def dice(arc: str) -> int:
        return sum(tables.dice_for(w.cls, 0) or 0 for w in design.weapons if w.mount in (arc, "turret"))
    return max(ARCS, key=lambda arc: (dice(arc), -ARCS.index(arc)))


def check(question: Question) -> None:
    """MatchupError naming the field, for a question no duel can answer."""
    if not isinstance(question.range_inches, (int, float)) or not 0 <= question.range_inches <= 1000:
        raise MatchupError("range", f"must be 0 to 1000 inches, not {question.range_inches!r}")
    if not 1 <= question.turns <= MAX_TURNS:
        raise MatchupError("turns", f"must be 1 to {MAX_TURNS} game-turns, not {question.turns}")
    known = option_names()
    for name in question.options:
        if name not in known:
            raise MatchupError("options", f"'{name}' is not an optional rule (known: {', '.join(known)})")
    catalogue = load_catalogue()
    for car in CARS:
        side = question.side(car)
        if side.design.weight not in WEIGHTS:
            raise MatchupError(f"{car}.design", f"weight must be one of {', '.join(WEIGHTS)}")
        top = side.design.stat_line(catalogue).max
        if not 0 <= side.speed <= top:
            raise MatchupError(f"{car}.speed", f"{side.design.name} drives at 0 to {top}\" (its MAX), "
                                               f"not {side.speed}")
        if side.arc not in ARCS:
            raise MatchupError(f"{car}.arc", f"must be one of {', '.join(ARCS)}, not {side.arc!r}")
        if side.rerolls < 0:
            raise MatchupError(f"{car}.rerolls", f"must be 0 or more, not {side.rerolls}")
    try:  # what the engine refuses (a design it cannot write to a log...), said as it says it
        Game(_setup(question), SeededDice(0))
    except (SetupError, IllegalAction) as exc:
        raise MatchupError("cars", str(exc)) from None
    try:  # and what the rules refuse only in play (an attack beyond a cloudburst's 12"...)
        simulate(question, 1)
    except IllegalAction as exc:
        raise MatchupError("options" if question.options else "cars", str(exc)) from None


@lru_cache(maxsize=16)  # one setup for all the duels of a question (a setup is an immutable value)
def _setup(question: Question) -> Setup:
    entries = tuple(Entry(id=car, design=question.side(car).design, rerolls=question.side(car).rerolls)
                    for car in CARS)
    return Setup("deathmatch", entries, options=question.play_options(), played_on=PLAYED_ON)


# --- one duel, played through the engine ----------------------------------------------------


@dataclass(slots=True)
class Counts:
    """What n duels came to; `+` merges the counts of two runs (other duels, same question)."""

    duels: int = 0
    first_out: Counter[str] = field(default_factory=Counter)  # OUTCOMES
    how_out: Counter[str] = field(default_factory=Counter)  # "b:fuel tank exploded"
    kill_turns: int = 0  # duels with a car out within the turns
    kill_turn_sum: int = 0
    kill_turn_squares: int = 0
    crossed: Counter[str] = field(default_factory=Counter)  # "b:2:3": b's line 2 crossed by turn 3
    damage: Counter[str] = field(default_factory=Counter)  # "a:0" hit points rolled by a's weapon 0; "a:fire"
    lost: Counter[str] = field(default_factory=Counter)  # "b:weapon:0": duels in which b lost it
    decided: Counter[str] = field(default_factory=Counter)  # "b:fuel": the loss that put the loser out

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.duels + other.duels, self.first_out + other.first_out, self.how_out + other.how_out,
                      self.kill_turns + other.kill_turns, self.kill_turn_sum + other.kill_turn_sum,
                      self.kill_turn_squares + other.kill_turn_squares, self.crossed + other.crossed,
                      self.damage + other.damage, self.lost + other.lost, self.decided + other.decided)


def duel_seed(seed: int, duel: int) -> int:
    """Each duel's own dice: the same for duel k whichever run (or process) plays it."""
    return (seed * 1_000_003 + duel) & 0xFFFF_FFFF_FFFF


def _wants_reroll(purpose: str) -> bool:
    # Offers on every face come only with movement dice (loss of control); the others are
    # made only on a face that goes against the car, which a player always rerolls.
    return "loss of control" not in purpose


def _choose(request: Request) -> Any:
    """What the duel's players answer: a reroll spent when one is offered against the car, the
    default to every other decision."""
    if request.kind == "decide" and request.question == "reroll":
        spend = [o for o in request.options if o != request.default]
        return spend[0] if spend and _wants_reroll(request.purpose) else request.default
    if request.kind == "decide":
        return request.default
    raise RuntimeError(f"a duel cannot answer: {request.purpose}")  # pragma: no cover - seeded dice roll


def _answer(game: Game) -> None:
    while game.pending is not None:
        game.answer(_choose(game.pending))


def _act(game: Game, action: dict[str, Any]) -> None:
    game.act(action, answer=_choose)  # answered as it asks: the action resolves once


def _plot_action(state: GameState, car: str, question: Question) -> dict[str, Any] | None:
    """The speed `car` writes down: the one asked, or the nearest it may plot; None when it
    plots nothing now."""
    speeds = allowed.plot_range(state, car)
    if speeds is None:
        return None
    wanted = question.side(car).speed
    action: dict[str, Any] = {"action": "plot", "car": car, "speed": min(max(wanted, speeds.min), speeds.max)}
    if state.setup.options.classic_turning:
        action["clock"] = tables.straight_ahead()
    return action


def _fire_action(state: GameState, car: str, question: Question) -> dict[str, Any] | None:
    """`car`'s attack with every working weapon that bears into its arc and reaches the range;
    None when it may not attack now, its target is destroyed, or nothing bears and reaches."""
    if state.phase != FIRE or allowed.attack_problem(state, car) is not None:
        return None
    target = "b" if car == "a" else "a"
    if state.car(target).destroyed:
        return None
    arc = question.side(car).arc
    design = state.setup.entry(car).design
    weapons = [i for i in allowed.weapons_bearing(state, car, arc)
               if tables.dice_for(design.weapons[i].cls, question.range_inches, state.setup.scale) is not None]
    if not weapons:
        return None
    return {"action": "attack", "car": car, "target": target, "weapons": weapons, "range": question.range_inches,
            "arc": arc}


def _plot(game: Game, question: Question) -> None:
    for car in allowed.to_plot(game.state):
        action = _plot_action(game.state, car, question)
        if action is not None:
            _act(game, action)


def _fire(game: Game, question: Question) -> None:
    for car in CARS:
        action = _fire_action(game.state, car, question)
        if action is not None:
            _act(game, action)


def play_duel(question: Question, dice_seed: int) -> Game:
    """One duel, played through the engine; the finished (or stopped) game."""
    game = Game(_setup(question), SeededDice(dice_seed))
    _answer(game)
    while not game.state.over and game.state.turn <= question.turns:
        _plot(game, question)
        if game.state.phase == PLOT:  # never a silent endless loop
            raise RuntimeError(f"a duel cannot go on: {allowed.to_plot(game.state)} cannot plot")
        while game.state.phase == MOVE and game.state.mover is not None:
            _act(game, {"action": "moved", "car": game.state.mover})
        if game.state.phase == FIRE:
            _fire(game, question)
        if game.state.phase == FIRE:
            _act(game, {"action": "end_turn"})
    return game


# --- what a duel counts, from its states and events (what the log says) ---------------------


def _crossed_keys(state: GameState, turn: int) -> tuple[str, ...]:
    """The lines crossed in `state`, counted as crossed by the end of game-turn `turn`."""
    return tuple(f"{car.id}:{line}:{turn}" for car in state.cars for line in range(1, car.thresholds + 1))


def _event_tally(events: list[dict[str, Any]]) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    """One action's events as (the hit points each weapon or fire rolled, in order; the
    components and drivers lost, in order)."""
    damage: list[tuple[str, int]] = []
    lost: list[str] = []
    for event in events:
        kind = event["event"]
        if kind == "attack" and event.get("fired") and "car" in event:
            table = tables.hit_table(event["target_speed"], event["jumping"])
            for index, faces in event["dice"].items():
                damage.append((f"{event['car']}:{index}", sum(table.get(f, 0) for f in faces)))
        elif kind == "damage" and event.get("why") == "fire":
            burner = "b" if event["car"] == "a" else "a"
            damage.append((f"{burner}:fire", event["hit_points"]))
        elif kind == "component":
            lost.append(f"{event['car']}:{event['component']}")
        elif kind == "driver-killed":
            lost.append(f"{event['car']}:driver")
    return tuple(damage), tuple(lost)


@dataclass(frozen=True, slots=True)
class _Ending:
    """What a duel's last state counts: who went out first, in which game-turn (0: none within
    the turns), and each car out as (how it went out, what decided it)."""

    first_out: str
    turn: int
    outs: tuple[tuple[str, str], ...]


def _ending(final: GameState, question: Question) -> _Ending:
    out_turn = {c.id: c.out_at[0] for c in final.cars if c.out_at is not None and c.out_at[0] <= question.turns}
    first, key = 0, "neither"
    if out_turn:
        first = min(out_turn.values())
        gone = [car for car, turn in out_turn.items() if turn == first]
        key = "both" if len(gone) == 2 else gone[0]
    outs = []
    for car in final.cars:
        if car.id in out_turn:
            why = car.out or ""
            if "fuel" in why:
                decider = "fuel"
            elif "flame tank" in why:
                decider = "flame-tank"
            elif "driver" in why:
                decider = "driver"
            else:
                decider = "hit points"
            outs.append((f"{car.id}:{car.out}", f"{car.id}:{decider}"))
    return _Ending(key, first, tuple(outs))


def _count(counts: Counts, ending: _Ending, tallies: list[tuple[tuple[tuple[str, int], ...], tuple[str, ...]]],
           crossed: list[tuple[str, ...]]) -> None:
    """One duel into the counts: its lines crossed by each turn, its ending, and its actions'
    tallies in the order they were played."""
    counts.duels += 1
    counts.crossed.update(chain.from_iterable(crossed))
    counts.first_out[ending.first_out] += 1
    if ending.turn:
        counts.kill_turns += 1
        counts.kill_turn_sum += ending.turn
        counts.kill_turn_squares += ending.turn * ending.turn
    lost: set[str] = set()
    for damage, components in tallies:
        for key, hit_points in damage:
            counts.damage[key] += hit_points
        lost.update(components)
    counts.lost.update(lost)
    for how, decided in ending.outs:
        counts.how_out[how] += 1
        counts.decided[decided] += 1


def _tally(counts: Counts, question: Question, game: Game) -> None:
    """One duel's game into the counts, from its states and events."""
    final: GameState = game.state
    # lines crossed by the end of game-turn t: the first state of turn t+1 (the turn's fires
    # burnt), else the last one (the game ended in turn t or before)
    crossed = [_crossed_keys(next((s for s in game.states if s.turn > turn), final), turn)
               for turn in range(1, question.turns + 1)]
    _count(counts, _ending(final, question), [_event_tally(events) for events in game.events], crossed)


def simulate_uncached(question: Question, n: int, seed: int = 1, first: int = 0) -> Counts:
    """Duels first .. first+n-1 of this question, each played through `Game` on its own (no
    transposition table): what `simulate` must give, bit for bit."""
    counts = Counts()
    for duel in range(first, first + n):
        _tally(counts, question, play_duel(question, duel_seed(seed, duel)))
    return counts


# --- the transposition table: a transition the engine has resolved is not resolved again -----


# The actions of a duel's players from a state, as places in its entry's plan: each car's
# plot, move and attack, and the end of the game-turn.
_ACTIONS = (*(("plot", car) for car in CARS), *(("moved", car) for car in CARS), *(("fire", car) for car in CARS),
            ("end", ""))
_PLOT = {car: _ACTIONS.index(("plot", car)) for car in CARS}
_MOVED = {car: _ACTIONS.index(("moved", car)) for car in CARS}
_FIRE = tuple(_ACTIONS.index(("fire", car)) for car in CARS)
_END = _ACTIONS.index(("end", ""))


class _Leaf:
    """Where a transition led: the next state's entry, its actions' tally, and how many
    game-turns it moved on (the entries' states are all held at game-turn 1: Transpositions)."""

    __slots__ = ("entry", "tally", "turns")

    def __init__(self, entry: _Entry, tally: tuple[tuple[tuple[str, int], ...], tuple[str, ...]], turns: int):
        self.entry = entry
        self.tally = tally if tally[0] or tally[1] else None
        self.turns = turns


_PAIR = -1  # a trie node's key (never a face) marking the two dice of a dice-off pair (Transpositions._paired)

# A transition's dice: a trie whose inner nodes are dicts, the sides of the node's die at key
# 0 and a child for each face rolled so far; a leaf at the end. None: not resolved yet.
_Node = dict[int, Any] | _Leaf | None


class _Move:
    """An action as the duel's players give it (one object for every state it is taken from)
    and as the engine parsed it (once, when first resolved)."""

    __slots__ = ("action", "parsed")

    def __init__(self, action: dict[str, Any]):
        self.action = action
        self.parsed: Action | None = None


class _Slot:
    """One action from one state and the trie of its dice."""

    __slots__ = ("move", "node", "pairs", "to_hit")

    def __init__(self, move: _Move):
        self.move = move
        self.node: _Node = None
        self.to_hit: _Alike | None = None  # an attack's to-hit faces alike (_to_hit_alike), once worked out
        # Where the dice lead after a dice-off of the two cars opening them, by the second car's
        # face against the first's (-1, 0, 1); None: its dice-offs are not merged (Transpositions)
        self.pairs: dict[int, Any] | None = None


class _Entry:
    """A state of the duels, held at game-turn 1 (one object for every state of the same
    value but its game-turn) and what the duels do from it: the actions the players choose,
    once, and where each led."""

    __slots__ = ("crossed", "endings", "game", "mover", "over", "phase", "plan", "plots", "state")

    def __init__(self, state: GameState, game: tuple[Any, ...]):
        self.state = state
        self.game = game  # the state's key but its cars (Transpositions._entry)
        self.over: bool = state.over
        self.phase: Phase = state.phase
        self.mover: str | None = state.mover
        self.plots: tuple[str, ...] | None = None  # allowed.to_plot
        self.plan: list[_Slot | None] = [_UNPLANNED] * len(_ACTIONS)  # by _ACTIONS: its slot, None: no action
        self.crossed: dict[int, tuple[str, ...]] | None = None  # turn -> _crossed_keys, once asked
        self.endings: dict[int, _Ending] | None = None  # the game-turn it stands for -> _ending


_UNPLANNED = _Slot(_Move({}))  # a plan's action not chosen yet


# A die's faces that the engine cannot tell apart (their classes, by face: _Replay.alike).
_Alike = tuple[tuple[int, ...], ...]

TO_HIT = " to hit, die "  # in the purpose of a to-hit die and of its reroll (combat.roll_to_hit)


@lru_cache(maxsize=64)
def _to_hit_alike(speed: int, jumping: bool) -> _Alike:
    """The to-hit faces against a target at this speed that deal the same hit points: the
    engine reads a to-hit face only through the hit points it deals (combat.roll_to_hit sums
    them; a reroll is offered on the faces dealing less than the most), and the table reads
    it only through them too (`_event_tally`); the face itself is written only in the log's
    words, which the table does not write. So such faces lead to the same state and tally."""
    table = tables.hit_table(speed, jumping)
    return ((),) + tuple(tuple(g for g in range(1, 7) if table.get(g, 0) == table.get(f, 0)) for f in range(1, 7))


# A check's purpose naming the faces that go against the car (damage.threshold's component
# checks, damage.destroy's driver in the wreck; and the reroll of either, which ends alike).
_CHECK = re.compile(r"(?: lost on |^driver survives the wreck \(dies on |: driver survives the wreck \(dies on )"
                    r"([1-6](?:,[1-6])*)\)?$")


@lru_cache(maxsize=256)
def _check_alike(purpose: str) -> _Alike | None:
    """A check's faces alike (damage.check): the engine reads its face only as one of the
    `bad` faces it names or not (what is lost, or whether the driver dies; a reroll is offered
    on the bad ones), and the table not at all. None: another die."""
    found = _CHECK.search(purpose)
    if found is None:
        return None
    bad = tuple(int(f) for f in found.group(1).split(","))
    good = tuple(f for f in range(1, 7) if f not in bad)
    return ((),) + tuple(bad if f in bad else good for f in range(1, 7))


DICE_OFF = "the movement-order dice-off at "  # movement.dice_off's purpose
REROLL_OF = "the reroll of the "  # rerolls.offer's second die, before the first die's purpose


@lru_cache(maxsize=8)
def _dice_off_alike(other: int) -> _Alike:
    """The second car's faces alike in a dice-off of the duel's two cars, the first car's
    face being `other` (movement.dice_off): the engine reads the face only as higher, equal
    or lower than the other (who moves first; equal: both roll again) and as offered a
    reroll or not (BETTER_THAN_6), and the table not at all."""
    from garage.rules.aa2.play.movement import BETTER_THAN_6

    def key(face: int) -> tuple[int, bool]:
        return (face > other) - (face < other), face in BETTER_THAN_6

    return ((),) + tuple(tuple(g for g in range(1, 7) if key(g) == key(f)) for f in range(1, 7))


def _kind(purpose: str) -> str | _Alike | None:
    """What a d6's purpose says of its faces alike: TO_HIT, DICE_OFF, a check's, or None."""
    if TO_HIT in purpose:
        return TO_HIT
    if DICE_OFF in purpose:
        return DICE_OFF
    return _check_alike(purpose)


_KINDS: dict[str, Any] = {}  # a d6's purpose -> _kind of it


class _Replay(Inputs):
    """The dice and decisions of a transition the table has not seen, as `Inputs([], dice,
    False, _choose)` gives them to the action, without the log's record of each input (no log
    line is written for it): each die the face already rolled while walking its trie, then
    the duel's own dice rolling on; each decision `_choose`'s, checked. Every die (sides, face)
    is recorded, with the faces alike to it (`alike`: for a to-hit die, all faces dealing its
    hit points; else only itself), under each of which its path joins the trie. The setup's
    dice source too (`Game(setup, replay)` asks it only for dice)."""

    def __init__(self, walk: list[tuple[int, int]], dice: SeededDice, to_hit: _Alike | None = None):
        # Inputs.__init__ not run: only roll and decide are asked, each answered here
        self.walk = walk  # (sides, face) of the dice already rolled
        self.seeded = dice  # the duel's (not Inputs.dice, a source Inputs itself would ask)
        self.to_hit = to_hit
        self.rolled: list[tuple[int, int]] = []
        self.alike: list[tuple[int, ...]] = []
        self.dice_off: dict[str | None, int] = {}  # this round of a dice-off: each car's face so far
        self.pair = False  # the first two dice: the two cars' dice of a dice-off round

    def roll(self, sides: int, purpose: str = "", car: str | None = None) -> int:
        rolled = self.rolled
        at = len(rolled)
        face = self.walk[at][1] if at < len(self.walk) else self.seeded.roll(sides)
        rolled.append((sides, face))
        alike = None
        if sides == 6:
            kind = _KINDS.get(purpose, _KINDS)
            if kind is _KINDS:
                if len(_KINDS) > 4096:  # the purposes of other questions' cars
                    _KINDS.clear()
                kind = _KINDS[purpose] = _kind(purpose)
            if kind is TO_HIT:
                alike = self.to_hit
            elif kind is DICE_OFF:
                alike = self._dice_off(face, purpose, car)
                if at == 1 and alike is not None:  # the second car's die of the round opened by die 0
                    self.pair = True
            else:
                alike = kind
        self.alike.append((face,) if alike is None else alike[face])
        return face

    def _dice_off(self, face: int, purpose: str, car: str | None) -> _Alike | None:
        """A dice-off die's faces alike: a round of the duel's two cars is the first car's die
        (and its reroll), then the second's (and its reroll); the second's faces are alike
        as `_dice_off_alike` says, the first's each its own. A car rolling its first die again
        starts a new round (a tie)."""
        round_ = self.dice_off
        if not purpose.startswith(REROLL_OF) and car in round_:
            round_.clear()
        others = [f for c, f in round_.items() if c != car]
        round_[car] = face
        return _dice_off_alike(others[0]) if len(others) == 1 and car is not None else None

    def decide(self, question: str, options: tuple[Any, ...], default: Any, purpose: str, car: str | None = None,
               optional: bool = False) -> Any:
        request = Request("decide", purpose, car, question=question, options=tuple(options), default=default,
                          optional=optional)
        return request.checked(_choose(request))


class Transpositions:
    """The transposition table of one question's duels, as a chess engine keeps one.

    Every duel starts from the same setup, the engine is a pure function of (state, action,
    dice faces, decisions), the duel's players decide from the state alone (`_choose`,
    `_plot_action`, `_fire_action`), and states are immutable values. So an action from a
    state, followed by the faces of the dice the engine asks for, in order, always gives the
    same next state and events. The table keeps, for each state (one `_Entry` per value: the
    same state reached on other dice or in another duel is the same entry), the actions its
    players take and a trie of the dice each action asked for; a duel walks the trie rolling
    each die from its own SeededDice, exactly as the engine would, so its random stream is
    consumed identically. Where the walk leaves the trie, the rules engine resolves the action
    (`RuleSet.apply` with `Inputs`, as `Game.act` does, `_choose` answering in place; the setup
    through `Game` itself) on dice that first give back the faces already rolled and then roll
    on, and the new path is added. Nothing of the engine is changed; only the log line `Game`
    would write for the action is not written. The counts are those of every duel played
    through `Game` on its own, bit for bit (`simulate_uncached`, tests/rules/aa2/test_matchup.py).

    The game-turn's number is left out of a state's value: the rules read it only against
    other game-turns of the same state (a car stalled in the turn it misses, `misses_turn`;
    the attacks after movement armed this turn, `armed_turn`; a car out in an earlier turn,
    `out_at`), never on its own in the duels' actions (only `place`, before the first turn,
    asks for turn 1), and the duel's players never read it (they stop at the question's last
    turn, which the duel counts itself). So every state is held as it would stand in
    game-turn 1 (`_TURNS` shifted alike), a transition is resolved from that, and a duel
    counts the game-turns its transitions moved on: the same car fights the same turn 2 and
    turn 7 from one entry, a third fewer entries to resolve.

    A die's faces the rules read alike share one path of the trie (`_Replay.alike`): a to-hit
    die's faces dealing the same hit points (`_to_hit_alike`), a check's faces alike against
    the car or not (`_check_alike`), the second car's faces in a dice-off alike against the
    first car's (`_dice_off_alike`). The duel still rolls each die from its own dice, so the
    dice after it are the same; the path is added under every face alike to the one rolled.
    And where a dice-off of the two cars opens an action's dice and neither car may reroll,
    every pair of faces with the second car's alike higher, equal or lower than the first's
    leads where the first such pair led (`_paired`), whatever the first car's face.

    Its memory is bounded: between duels, a table holding more than `limit` transitions is
    emptied (a duel adds at most one transition a line of its log). `hits`, `misses`, `cleared`
    and `peak` (the most transitions held) say how it went.

    Its entries lead to each other in loops (an entry's plan, to its slots' tries, to the
    leaves' next entries, back to an entry held at game-turn 1 reached again later). So the
    entries it lets go, when emptied or itself dropped, first drop their plans (`_let_go`):
    reference counts then free them there and then, not the next full garbage collection
    (its hundreds of thousands of objects, half a second, at some random later moment).
    """

    LIMIT = 200_000  # transitions held: about 1.5 kB each, the states included, so some 300 MB at most

    def __init__(self, question: Question, limit: int | None = None):  # None: LIMIT
        self._entries: dict[tuple[Any, ...], _Entry] = {}  # first: __del__ reads it, whatever fails below
        self.question = question
        self.limit = self.LIMIT if limit is None else limit  # (compiled, a default cannot name it)
        self.setup = _setup(question)
        self.rules = rulesets.get(self.setup.ruleset)
        self.hits = 0
        self.misses = 0
        self.cleared = 0
        self.peak = 0
        self._empty()

    def __del__(self) -> None:
        self._let_go()

    def _let_go(self) -> None:
        """The loops between the entries broken (each plan dropped), so that reference counts
        free them as soon as nothing else holds them. The entries are of no use after."""
        for entry in self._entries.values():
            entry.plan = []
        self._entries = {}

    def _empty(self) -> None:
        self._let_go()
        self.size = 0  # transitions held
        self._start = _Slot(_Move({"action": "setup"}))  # the setup's own dice (random cars...)
        self._car_values: dict[tuple[Any, ...], Any] = {}  # a car's fields -> the car the table holds
        self._known: set[int] = set()  # their ids: the states of the entries hold no other cars
        self._moves: dict[tuple[tuple[str, Any], ...], _Move] = {}  # an action's words -> its move
        self._fixed: dict[int, _Move | None] = {}  # a car's move, the end of the game-turn: by plan
        # a car's plot by (the car the table holds, the phase, last turn's cloudburst): all that
        # _plot_action reads of a state at game-turn 1 (the car's own speeds and stall)
        self._plots: dict[tuple[int, Phase, bool], _Move | None] = {}
        # a car's attack by (its place in the plan, the car the table holds, whether its target
        # is destroyed, the game's key but its cars): all that _fire_action reads of a state
        self._attacks: dict[tuple[int, int, bool, tuple[Any, ...]], _Move | None] = {}
        self._fields: Any = None  # the state's fields but its setup and cars, read at once

    # --- the states ----------------------------------------------------------------------

    def _entry(self, state: GameState) -> _Entry:
        """The entry of `state`'s value as it stands in game-turn 1 (`_at_turn`). Its cars
        are looked up by value only when the engine made a new one (a car an action left alone
        is the object it was, one the table holds), then the state by its cars' objects and
        its other fields."""
        if self._fields is None:
            # the game's game-turns are keyed as `armed_turn - turn`: the state at turn 1
            self._fields = attrgetter(*(f.name for f in fields(state)
                                        if f.name not in ("setup", "cars", "turn", "armed_turn")))
        turn = state.turn
        cars = state.cars
        if turn != 1:  # its cars at turn 1: only those holding a game-turn change
            cars = tuple(_car_at(car, 1 - turn) if car.misses_turn is not None or car.out_at is not None
                         or car.loss_of_control is not None else car for car in cars)
        first, second = cars  # a duel's two cars, CARS
        known = self._known
        if id(first) not in known:
            first = self._car(first)
        if id(second) not in known:
            second = self._car(second)
        game = (id(state.setup), state.armed_turn - turn, *self._fields(state))
        key = (id(first), id(second), game)
        entry = self._entries.get(key)
        if entry is None:
            if turn != 1:
                state = changed(state, turn=1, armed_turn=state.armed_turn + 1 - turn, cars=(first, second))
            elif first is not cars[0] or second is not cars[1]:  # the same values, in the cars the table holds
                state = changed(state, cars=(first, second))
            entry = self._entries[key] = _Entry(state, game)
        return entry

    def _car(self, car: CarState) -> CarState:
        """The car of this value the table holds, by its fields' values (a tuple of them hashes
        and compares faster than the car, most of whose fields are objects shared with the car
        it was copied from): CarState.values, in the order of the class's fields."""
        words = car.values()
        held = self._car_values.get(words)
        if held is None:
            held = self._car_values[words] = car
            self._known.add(id(car))
        return held

    def _plan(self, entry: _Entry, index: int) -> _Slot | None:
        """The action the duel's players take from this state (None: none), chosen once."""
        kind, car = _ACTIONS[index]
        state = entry.state
        move: _Move | None
        if kind == "plot":
            plot = (id(state.car(car)), state.phase, state.last_cloudburst)
            if plot in self._plots:
                move = self._plots[plot]
            else:
                move = self._plots[plot] = self._move(_plot_action(state, car, self.question))
        elif kind == "fire":
            target = "b" if car == "a" else "a"
            attack = (index, id(state.car(car)), state.car(target).destroyed, entry.game)
            if attack in self._attacks:
                move = self._attacks[attack]
            else:
                move = self._attacks[attack] = self._move(_fire_action(state, car, self.question))
        else:
            move = self._fixed.get(index)
            if move is None:
                move = self._fixed[index] = self._move({"action": "moved", "car": car} if kind == "moved"
                                                       else {"action": "end_turn"})
        slot = entry.plan[index] = None if move is None else _Slot(move)
        return slot

    def _move(self, action: dict[str, Any] | None) -> _Move | None:
        """The one move of these words (None: no action)."""
        if action is None:
            return None
        words = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in action.items())
        move = self._moves.get(words)
        if move is None:
            move = self._moves[words] = _Move(action)
        return move

    # --- the transitions ------------------------------------------------------------------

    def _go(self, entry: _Entry | None, slot: _Slot, dice: SeededDice) -> _Leaf:
        """Where `slot`'s action from `entry` (None: the setup) leads on the duel's dice."""
        node = slot.node
        if type(node) is _Leaf:  # no dice: the most common transition
            self.hits += 1
            return node
        walk: list[tuple[int, int]] = []
        parent: dict[int, Any] | None = None
        while type(node) is dict:
            sides = node[0]
            face = dice.roll(sides)
            walk.append((sides, face))
            parent, node = node, node.get(face)
            if node is None and slot.pairs and len(walk) <= 2 and parent.get(_PAIR):
                node = self._paired(slot, walk, parent)
        if isinstance(node, _Leaf):
            self.hits += 1
            return node
        return self._resolve(entry, slot, dice, walk, parent)

    @staticmethod
    def _paired(slot: _Slot, walk: list[tuple[int, int]], parent: dict[int, Any]) -> _Node:
        """A dice-off of the two cars opening the dice of an action from which neither car
        may reroll (`slot.pairs`): the rules read its faces only as the second car's against
        the first's, higher, equal or lower (movement.dice_off: who moves first; equal: both
        roll again), and the table not at all. So every pair with the same comparison leads
        the same way: where one pair has led, each other faces of its comparison lead too,
        without the engine. The second car's die after a first face that no pair has shown
        yet is added to the trie; the walk goes on there (None: not known yet)."""
        if len(walk) == 1:  # the first car's face: its second car's die, always a d6 (dice_off)
            second: dict[int, Any] = {0: 6, _PAIR: True}
            parent[walk[0][1]] = second
            return second
        first, face = walk[0][1], walk[1][1]
        assert slot.pairs is not None
        node = slot.pairs.get((face > first) - (face < first))
        if node is not None:
            parent[face] = node
        return node

    def _resolve(self, entry: _Entry | None, slot: _Slot, dice: SeededDice, walk: list[tuple[int, int]],
                 parent: dict[int, Any] | None) -> _Leaf:
        """The rules engine resolves the action (from the entry's state, at game-turn 1); its
        dice path and result join the trie."""
        self.misses += 1
        move = slot.move
        to_hit = slot.to_hit
        if to_hit is None and entry is not None and move.action["action"] == "attack":
            to_hit = slot.to_hit = _to_hit_alike(*target_speed(entry.state, entry.state.car(move.action["target"])))
        replay = _Replay(walk, dice, to_hit)
        if entry is None:
            game = Game(self.setup, replay)
            _answer(game)
            state, events = game.state, game.events[0]
        else:
            if move.parsed is None:
                move.parsed = self.rules.action_parser()(move.action)  # as the engine parses: in C
            state, events = self.rules.apply(entry.state, move.parsed, replay)
        rolled = replay.rolled
        if rolled[:len(walk)] != walk:
            raise RuntimeError("the engine asked for other dice from the same state and action: "
                               "it is not a function of its inputs, and the table cannot be used")
        leaf = _Leaf(self._entry(state), _event_tally(events), state.turn - 1)
        node: Any = leaf
        alike = replay.alike
        pair = replay.pair and entry is not None and not any(car.rerolls_left for car in entry.state.cars)
        if pair and len(walk) <= 2:
            if slot.pairs is None:
                slot.pairs = {}
            # where this comparison leads: the leaf, or the node of the die after the pair
            (_, first), (_, second) = rolled[0], rolled[1]
            follow: _Node = leaf if len(rolled) == 2 else None
            for at in range(len(rolled) - 1, len(walk) - 1, -1):
                child, node = node, {0: rolled[at][0]}
                for face in alike[at]:
                    node[face] = child
                if at < 2:
                    node[_PAIR] = True
                elif at == 2:
                    follow = node
            slot.pairs.setdefault((second > first) - (second < first), follow)
        else:
            for at in range(len(rolled) - 1, len(walk) - 1, -1):
                child, node = node, {0: rolled[at][0]}
                for face in alike[at]:
                    node[face] = child
        if parent is None:
            slot.node = node
        else:
            for face in alike[len(walk) - 1]:
                parent[face] = node
        self.size += 1
        return leaf

    # --- the duels ------------------------------------------------------------------------

    def _advance(self, entry: _Entry, key: int, dice: SeededDice, tallies: list[Any],
                 starts: list[tuple[int, _Entry]], turn: int) -> tuple[_Entry, int]:
        """The state after the action `key` names from `entry`, which stands for game-turn
        `turn`, and the game-turn it stands for (itself when there is no action)."""
        slot = entry.plan[key]
        if slot is _UNPLANNED:
            slot = self._plan(entry, key)
        if slot is None:
            return entry, turn
        leaf = slot.node
        if type(leaf) is _Leaf:  # an action that rolls no die, seen before: the most common
            self.hits += 1
        else:
            leaf = self._go(entry, slot, dice)
        if leaf.tally is not None:
            tallies.append(leaf.tally)
        following = leaf.entry
        if leaf.turns:
            turn += leaf.turns
            starts.append((turn, following))
        return following, turn

    def play(self, counts: Counts, dice: SeededDice) -> None:
        """One duel, played as `play_duel` plays it, into the counts as `_tally` counts it."""
        question = self.question
        turns = question.turns
        leaf = self._go(None, self._start, dice)
        tallies = [leaf.tally] if leaf.tally is not None else []
        starts: list[tuple[int, _Entry]] = []  # the first state of each later game-turn, with its turn
        entry = leaf.entry
        turn = 1 + leaf.turns  # the game-turn the entry stands for
        advance = self._advance
        while not entry.over and turn <= turns:
            plots = entry.plots
            if plots is None:
                plots = entry.plots = tuple(allowed.to_plot(entry.state))
            for car in plots:
                entry, turn = advance(entry, _PLOT[car], dice, tallies, starts, turn)
            if entry.phase == PLOT:  # never a silent endless loop
                raise RuntimeError(f"a duel cannot go on: {allowed.to_plot(entry.state)} cannot plot")
            while entry.phase == MOVE and entry.mover is not None:
                entry, turn = advance(entry, _MOVED[entry.mover], dice, tallies, starts, turn)
            if entry.phase == FIRE:
                for key in _FIRE:  # _fire_action: none once the phase is over
                    entry, turn = advance(entry, key, dice, tallies, starts, turn)
            if entry.phase == FIRE:
                entry, turn = advance(entry, _END, dice, tallies, starts, turn)
        crossed = []
        at = 0
        for by in range(1, turns + 1):
            while at < len(starts) and starts[at][0] <= by:
                at += 1
            seen = starts[at][1] if at < len(starts) else entry
            if seen.crossed is None:
                seen.crossed = {}
            keys = seen.crossed.get(by)
            if keys is None:
                keys = seen.crossed[by] = _crossed_keys(seen.state, by)
            crossed.append(keys)
        endings = entry.endings
        if endings is None:
            endings = entry.endings = {}
        ending = endings.get(turn)
        if ending is None:
            ending = endings[turn] = _ending(_at_turn(entry.state, turn), question)
        _count(counts, ending, tallies, crossed)
        self.peak = max(self.peak, self.size)
        if self.size > self.limit:
            self._empty()
            self.cleared += 1


# Where a game-turn's number is held in a state (garage/rules/aa2/play/state.py): the game's
# `turn` and `armed_turn`; a car's `misses_turn`, `out_at` (turn, phase) and its last loss of
# control's `turn`. Transpositions holds every state at game-turn 1, these shifted alike.


def _at_turn(state: GameState, turn: int) -> GameState:
    """`state` as it stands in game-turn `turn`: every game-turn it holds shifted alike."""
    shift = turn - state.turn
    if not shift:
        return state
    cars = tuple(_car_at(car, shift) for car in state.cars)
    return changed(state, turn=turn, armed_turn=state.armed_turn + shift, cars=cars)


def _car_at(car: Any, shift: int) -> Any:
    changes: dict[str, Any] = {}
    if car.misses_turn is not None:
        changes["misses_turn"] = car.misses_turn + shift
    if car.out_at is not None:
        changes["out_at"] = (car.out_at[0] + shift, car.out_at[1])
    if car.loss_of_control is not None:
        changes["loss_of_control"] = changed(car.loss_of_control, turn=car.loss_of_control.turn + shift)
    return changed(car, **changes) if changes else car


def simulate(question: Question, n: int, seed: int = 1, first: int = 0, table: Transpositions | None = None) -> Counts:
    """Duels first .. first+n-1 of this question, played through the engine with a
    transposition table (`table`: one kept across runs of the same question, as the panel
    keeps one; else a new one for this run).

    Python's cyclic garbage collector is paused while the duels are played: it would walk the
    table's hundreds of thousands of objects again and again (a fifth of the time of 10,000
    duels), and the duels make no cyclic garbage for it to find."""
    if table is None:
        table = Transpositions(question)
    elif table.question != question:
        raise ValueError("the transposition table was made for another question")
    counts = Counts()
    collecting = gc.isenabled()
    gc.disable()
    try:
        for duel in range(first, first + n):
            table.play(counts, SeededDice(duel_seed(seed, duel)))
    finally:
        if collecting:
            gc.enable()
    return counts


# --- the answer -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Estimate:
    """A chance from `duels` simulated duels, with its 95% (Wilson) interval."""

    hits: int
    duels: int

    @property
    def p(self) -> float:
        return self.hits / self.duels if self.duels else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        n = self.duels
        if not n:
            return 0.0, 1.0
        p, z2 = self.p, Z95 * Z95
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        low = 0.0 if self.hits == 0 else max(0.0, centre - half)  # exact ends: no rounding past them
        high = 1.0 if self.hits == n else min(1.0, centre + half)
        return low, high

    def as_dict(self) -> dict[str, Any]:
        low, high = self.interval
        return {"p": round(self.p, 4), "low": round(low, 4), "high": round(high, 4), "duels": self.duels}


@dataclass(frozen=True, slots=True)
class Mean:
    """The mean of a count over `n` duels, with a 95% interval (normal approximation)."""

    value: float | None
    half_width: float | None
    n: int

    def as_dict(self) -> dict[str, Any]:
        if self.value is None or self.half_width is None:
            return {"mean": None, "low": None, "high": None, "duels": self.n}
        return {"mean": round(self.value, 3), "low": round(self.value - self.half_width, 3),
                "high": round(self.value + self.half_width, 3), "duels": self.n}


@dataclass(frozen=True, slots=True)
class WeaponShare:
    car: str
    weapon: str  # as the record sheet names it, or "fire"
    hit_points: float  # rolled per duel, on average
    share: float  # of the car's damage


@dataclass(frozen=True, slots=True)
class Volley:
    """Exact: the damage of a car's first attack and the chance it crosses each line."""

    shooter: str
    dice: int
    target_speed: int
    damage: Distribution
    lines: tuple[odds.ThresholdOdds, ...]

    def as_dict(self) -> dict[str, Any]:
        return {"car": self.shooter, "dice": self.dice, "target_speed": self.target_speed,
                "damage": {str(k): str(v) for k, v in self.damage.items()},
                "lines": [{"line": t.line, "label": t.label, "damage_needed": t.damage_needed,
                           "probability": str(t.probability), "p": float(t.probability)} for t in self.lines]}


@dataclass(frozen=True, slots=True)
class Answer:
    question: Question
    duels: int
    seed: int
    first_out: dict[str, Estimate]  # OUTCOMES
    how_out: dict[str, dict[str, Estimate]]  # car -> why -> chance
    turns_to_kill: Mean  # among the duels with a car out within the turns
    crossed: dict[str, tuple[tuple[Estimate, ...], ...]]  # car -> line-1 -> turn-1 -> by then
    weapons: dict[str, tuple[WeaponShare, ...]]  # car -> its damage, biggest share first
    lost: dict[str, dict[str, Estimate]]  # car -> component title -> chance lost
    decided: dict[str, dict[str, Estimate]]  # car -> what put it out -> chance
    exact: dict[str, Volley | None]  # shooter -> its first volley; None: not exact
    why: tuple[str, ...]  # the "why" in words
    line_one: dict[str, tuple[Fraction, ...] | None] = field(default_factory=dict)  # exact, by turn

    def as_dict(self) -> dict[str, Any]:
        q = self.question
        return {
            "question": {"range": q.range_inches, "turns": q.turns, "options": list(q.options),
                         **{car: {"car": q.side(car).design.name, "speed": q.side(car).speed, "arc": q.side(car).arc,
                                  "rerolls": q.side(car).rerolls} for car in CARS}},
            "duels": self.duels, "seed": self.seed,
            "first_out": {k: e.as_dict() for k, e in self.first_out.items()},
            "how_out": {car: {k: e.as_dict() for k, e in d.items()} for car, d in self.how_out.items()},
            "turns_to_kill": self.turns_to_kill.as_dict(),
            "thresholds": {car: [{"line": i + 1, "by_turn": [e.as_dict() for e in line]}
                                 for i, line in enumerate(lines)] for car, lines in self.crossed.items()},
            "weapons": {car: [{"weapon": w.weapon, "hit_points": round(w.hit_points, 3), "share": round(w.share, 3)}
                              for w in ws] for car, ws in self.weapons.items()},
            "lost": {car: {k: e.as_dict() for k, e in d.items()} for car, d in self.lost.items()},
            "decided": {car: {k: e.as_dict() for k, e in d.items()} for car, d in self.decided.items()},
            "exact": {car: v.as_dict() if v else None for car, v in self.exact.items()},
            "exact_line_1_by_turn": {car: [str(p) for p in ps] if ps is not None else None
                                     for car, ps in self.line_one.items()},
            "why": list(self.why),
        }


@lru_cache(maxsize=64)
def _cached_line_one(question: Question, target: str) -> tuple[Fraction, ...] | None:
    return line_one_by_turn(question, target)


@lru_cache(maxsize=64)
def first_volley(question: Question, shooter: str) -> Volley | None:
    """The exact odds of `shooter`'s first attack (game-turn 1, both cars at the speeds they
    plot from the entry speed); None where a reroll or the environment would change them, or
    no weapon bears and reaches."""
    side = question.side(shooter)
    if side.rerolls or question.play_options().environment or question.play_options().random_cars:
        return None
    target = "b" if shooter == "a" else "a"
    state: GameState = Game(_setup(question), SeededDice(0)).state
    speeds = allowed.plot_range(state, target)
    speed = question.side(target).speed
    if speeds is not None:
        speed = min(max(speed, speeds.min), speeds.max)
    dice = sum(tables.dice_for(w.cls, question.range_inches, state.setup.scale) or 0
               for i, w in enumerate(side.design.weapons)
               if i in allowed.weapons_bearing(state, shooter, side.arc))
    if not dice:
        return None
    damage = odds.damage_distribution(dice, speed)
    victim = state.car(target)
    lines = odds.threshold_odds(damage, victim.hp_left, question.side(target).design.weight)
    return Volley(shooter, dice, speed, damage, lines)


# Rules that change who may fire or what the dice do beyond the tables: no exact numbers then.
_INEXACT = ("random_cars", "swords_shields_deathsheads", *ENVIRONMENT)


def line_one_by_turn(question: Question, target: str) -> tuple[Fraction, ...] | None:
    """Exact: the chance the target's first threshold line has been crossed by each game-turn,
    where the numbers allow it: the target fires nothing back (no gun of its bears and
    reaches), so the shooter's guns and speed never change; the shooter has no rerolls and no
    flamethrower bearing (a fire's damage comes after the attacks, with dice of its own); no
    rule of `_INEXACT` is in force. Until line 1 is crossed nothing of the target is lost, so
    its speed follows its plots from the entry speed and each turn's volley is independent:
    the damage by turn t is the sum of t volleys, and line 1 is crossed when it reaches the
    line's hit points. None where that does not hold."""
    from garage.rules.aa2.speed import plotted_speed_range

    shooter = "b" if target == "a" else "a"
    if question.side(shooter).rerolls or any(o in _INEXACT for o in question.options):
        return None
    state: GameState = Game(_setup(question), SeededDice(0)).state
    scale = state.setup.scale

    def bearing(car: str) -> list[int]:
        weapons = state.setup.entry(car).design.weapons
        return [i for i in allowed.weapons_bearing(state, car, question.side(car).arc)
                if tables.dice_for(weapons[i].cls, question.range_inches, scale) is not None]

    guns = [state.setup.entry(shooter).design.weapons[i] for i in bearing(shooter)]
    if bearing(target) or not guns or any(g.cls == "flamethrower" for g in guns):
        return None
    dice = sum(tables.dice_for(g.cls, question.range_inches, scale) or 0 for g in guns)
    car = state.car(target)
    needed = odds.threshold_odds(odds.damage_distribution(0, 0), car.hp_left,
                                 question.side(target).design.weight)[0].damage_needed
    speed, total, by_turn = car.speed, Distribution({0: Fraction(1)}), []
    for _ in range(question.turns):
        plot = plotted_speed_range(max_speed=car.stats.max, acc=car.stats.acc, dec=car.stats.dec, current=speed)
        speed = min(max(question.side(target).speed, plot.min), plot.max)
        total = total + odds.damage_distribution(dice, speed)
        by_turn.append(total.at_least(needed))
    return tuple(by_turn)


def _title(design: Design, key: str) -> str:
    from garage.rules.aa2.play.damage import component_title

    return component_title(design, key) if key != "driver" else "Driver"


def answer(question: Question, counts: Counts, seed: int = 1) -> Answer:
    n = counts.duels
    first_out = {k: Estimate(counts.first_out[k], n) for k in OUTCOMES}
    how_out: dict[str, dict[str, Estimate]] = {car: {} for car in CARS}
    for key, hits in sorted(counts.how_out.items()):
        car, why = key.split(":", 1)
        how_out[car][why] = Estimate(hits, n)
    k = counts.kill_turns
    mean = Mean(None, None, k)
    if k:
        value = counts.kill_turn_sum / k
        variance = max(0.0, counts.kill_turn_squares / k - value * value) * (k / (k - 1) if k > 1 else 0)
        mean = Mean(value, Z95 * math.sqrt(variance / k), k)
    crossed = {car: tuple(tuple(Estimate(counts.crossed[f"{car}:{line}:{turn}"], n)
                                for turn in range(1, question.turns + 1)) for line in (1, 2, 3))
               for car in CARS}
    weapons: dict[str, tuple[WeaponShare, ...]] = {}
    for car in CARS:
        design = question.side(car).design
        rows = []
        total = sum(v for key, v in counts.damage.items() if key.startswith(f"{car}:"))
        for key, hp in counts.damage.items():
            owner, what = key.split(":", 1)
            if owner != car or not hp:
                continue
            title = "fire" if what == "fire" else weapon_title(design, int(what))
            rows.append(WeaponShare(car, title, hp / n if n else 0.0, hp / total if total else 0.0))
        weapons[car] = tuple(sorted(rows, key=lambda w: -w.hit_points))
    lost: dict[str, dict[str, Estimate]] = {car: {} for car in CARS}
    for key, hits in sorted(counts.lost.items(), key=lambda kv: -kv[1]):
        car, component = key.split(":", 1)
        lost[car][_title(question.side(car).design, component)] = Estimate(hits, n)
    decided: dict[str, dict[str, Estimate]] = {car: {} for car in CARS}
    for key, hits in sorted(counts.decided.items(), key=lambda kv: -kv[1]):
        car, what = key.split(":", 1)
        decided[car][what] = Estimate(hits, n)
    exact = {car: first_volley(question, car) for car in CARS}
    line_one = {car: _cached_line_one(question, car) for car in CARS}
    result = Answer(question, n, seed, first_out, how_out, mean, crossed, weapons, lost, decided, exact, (), line_one)
    return replace(result, why=explain(result))


# The words of the why that the rules' keys stand for ("front": the arc; a car's fire).
_ARC_WORDS = {"front": Phrase("front"), "rear": Phrase("rear"), "left": Phrase("left"), "right": Phrase("right")}
_OUT_BY = {"fuel": Phrase("its Fuel Tank exploding"), "flame-tank": Phrase("its Flame Tank exploding"),
           "driver": Phrase("its driver killed"), "hit points": Phrase("its hit points gone")}


def explain(result: Answer) -> tuple[str, ...]:
    """The why, in a few lines: who wins, the weapon doing the work, the loss that decides it."""
    q = result.question
    names = {car: q.side(car).design.name for car in CARS}
    other = {"a": "b", "b": "a"}
    lines: list[str] = []
    a_wins, b_wins = result.first_out["b"].p, result.first_out["a"].p
    if max(a_wins, b_wins) == 0:
        lines.append(Phrase("Neither car puts the other out within {turns} game-turns.", turns=q.turns))
    else:
        leader = "a" if a_wins >= b_wins else "b"
        lines.append(Phrase("{car} puts {other} out first in {percent}% of the duels ({other_way}% the other way).",
                            car=names[leader], other=names[other[leader]], percent=f"{100 * max(a_wins, b_wins):.0f}",
                            other_way=f"{100 * min(a_wins, b_wins):.0f}"))
    for car in CARS:
        shares = result.weapons[car]
        if shares:
            top = shares[0]
            lines.append(Phrase("{car}: its {weapon} does {percent}% of its damage ({hit_points} hit points a duel).",
                                car=names[car], weapon=Phrase("fire") if top.weapon == "fire" else top.weapon,
                                percent=f"{100 * top.share:.0f}", hit_points=f"{top.hit_points:.1f}"))
        else:
            arc = q.side(car).arc
            lines.append(Phrase('{car}: no weapon bears into the {arc} arc at {range}".', car=names[car],
                                arc=_ARC_WORDS.get(arc, arc), range=f"{q.range_inches:g}"))
    for car in CARS:
        firing = {share.weapon for share in result.weapons[car]}  # the guns that do its work
        guns = [(what, e) for what, e in result.lost[car].items() if what in firing]
        if guns:
            what, estimate = guns[0]
            lines.append(Phrase("{car} loses its {weapon} in {percent}% of the duels.", car=names[car], weapon=what,
                                percent=f"{100 * estimate.p:.0f}"))
    for car in CARS:
        if result.decided[car]:
            what, estimate = next(iter(result.decided[car].items()))
            lines.append(Phrase("{car} goes out mostly by {how} ({percent}% of the duels).", car=names[car],
                                how=_OUT_BY[what], percent=f"{100 * estimate.p:.0f}"))
    return tuple(lines)


def run(question: Question, duels: int = 1000, seed: int = 1) -> Answer:
    """Check the question, play the duels on one core and answer."""
    check(question)
    if not 1 <= duels <= MAX_DUELS:
        raise MatchupError("duels", f"must be 1 to {MAX_DUELS}, not {duels}")
    return answer(question, simulate(question, duels, seed), seed)


def fraction_text(p: Fraction) -> str:
    return f"{p} ({float(p):.1%})"


def top_speed(design: Design) -> int:
    """The design's MAX (its stat line), the fastest a Side may ask."""
    return design.stat_line(load_catalogue()).max


def _pct(estimate: Estimate) -> str:
    low, high = estimate.interval
    return f"{100 * estimate.p:.1f}% [{100 * low:.1f}-{100 * high:.1f}]"


def text(result: Answer) -> str:
    """The answer in words, as `garage-cli matchup` prints it."""
    q = result.question
    names = {car: q.side(car).design.name for car in CARS}
    out = [f"{names['a']} (A, {q.a.speed}\", {q.a.arc}) against {names['b']} (B, {q.b.speed}\", {q.b.arc}) "
           f"at {q.range_inches:g}\" for {q.turns} game-turns"
           + (f", with {', '.join(q.options)}" if q.options else "")
           + f": {result.duels} duels, seed {result.seed}, 95% intervals",
           "Put out first (destroyed or driver killed):",
           f"  {names['a']}: {_pct(result.first_out['a'])}",
           f"  {names['b']}: {_pct(result.first_out['b'])}",
           f"  both in the same game-turn: {_pct(result.first_out['both'])}",
           f"  neither within {q.turns} game-turns: {_pct(result.first_out['neither'])}"]
    kill = result.turns_to_kill
    if kill.value is not None and kill.half_width is not None:
        out.append(f"Game-turns to the first kill: {kill.value:.2f} [{kill.value - kill.half_width:.2f}-"
                   f"{kill.value + kill.half_width:.2f}] (in the {kill.n} duels with one)")
    else:
        out.append("Game-turns to the first kill: no duel had one")
    out.append(f"Threshold lines crossed by game-turn 1..{q.turns} (%):")
    for car in CARS:
        for line, by_turn in enumerate(result.crossed[car], 1):
            out.append(f"  {names[car]} line {line}: " + " ".join(f"{100 * e.p:.0f}" for e in by_turn))
    for car in CARS:
        volley = result.exact[car]
        target = names["b" if car == "a" else "a"]
        if volley is None:
            out.append(f"First volley of {names[car]}: not exact here (rerolls, the environment, or nothing bears)")
            continue
        lines = ", ".join(f"line {t.line} {fraction_text(t.probability)}" for t in volley.lines)
        out.append(f"First volley of {names[car]} (exact): {volley.dice}d6 against {target} at "
                   f"{volley.target_speed}\", mean {float(volley.damage.mean):.2f} hit points; {lines}")
    for car in CARS:
        exact_line = result.line_one.get(car)
        if exact_line is not None:
            out.append(f"{names[car]} line 1 crossed by game-turn 1..{q.turns} (exact, %): "
                       + " ".join(f"{100 * float(p):.1f}" for p in exact_line))
    out.append("Why:")
    out.extend(f"  {line}" for line in result.why)
    return "\n".join(out)
