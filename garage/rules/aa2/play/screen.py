"""A&A II as the game-night screen and `garage-cli play` see it (rulesets.RuleSet's play
methods): the actions' fields, what the rules allow now, the odds before a roll, each car's
card and the turn banner as lines of words, and the new-game choices. Plain data only."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import FACES, load_catalogue
from garage.rules.aa2.play import allowed as rules_allowed
from garage.rules.aa2.play import correction
from garage.rules.aa2.play.damage import component_title, weapon_title
from garage.rules.aa2.play.movement import THINGS
from garage.rules.aa2.play.setup import ENVIRONMENT, SCALES, Options, Setup
from garage.rules.aa2.play.state import GameState
from garage.rules.aa2.play.words import (
    STATUS_WORDS,
    THING_WORDS,
    listed,
    lower_word,
    scatter_words,
    status_word,
    why_words,
)
from garage.rules.aa2.scenarios import load_experience
from garage.rules.phrase import Phrase, Word
from garage.rules.play.errors import IllegalAction
from garage.rules.rulesets import ActionSpec, Choice, Field, Line, OptionGroup, SetupForm

INCH = '"'
HIDDEN = Phrase("plotted (hidden until every car has plotted)")  # secret plotting
# Menu words for each action, with a mnemonic each: every action reachable from the keyboard.
TITLES = {
    "plot": Phrase("Plot &speed"), "defer": Phrase("De&fer"), "turn": Phrase("&Turn"), "jump": Phrase("&Jump"),
    "drop": Phrase("&Drop"), "cross": Phrase("Cr&oss a template"), "hit": Phrase("&Hit something"),
    "collide": Phrase("&Collide"), "land": Phrase("&Land"), "moved": Phrase("&Moved (end of move)"),
    "attack": Phrase("&Attack"), "defence": Phrase("Fi&xed defence fires"), "end_turn": Phrase("&End the game-turn"),
    "lap": Phrase("La&p"), "pickup": Phrase("Pic&k up a token"), "eject": Phrase("Eject na&vigator"),
    "artillery": Phrase("Artiller&y"), "radiation": Phrase("Radiatio&n"), "leave": Phrase("Leave the ta&ble"),
    "place": Phrase("Place a template (set&up)"), "end_game": Phrase("End the &game"),
    "correct": Phrase("Co&rrect..."),
}
LABELS = {"car": Phrase("Car"), "speed": Phrase("Speed"), "nitro": Phrase("Nitro charges"),
          "reverse": Phrase("Reverse"), "at": Phrase("At"), "drift": Phrase("Drift (90 degrees)"),
          "system": Phrase("Dropped system"), "template": Phrase("Template"), "thing": Phrase("Hit"),
          "square": Phrase("Square on (90 degrees)"), "other": Phrase("Other car"), "head_on": Phrase("Head-on"),
          "target": Phrase("Target"), "weapons": Phrase("Weapons"), "range": Phrase("Range"), "arc": Phrase("Arc"),
          "rear60": Phrase("Into the rear 60 degrees"), "token": Phrase("Token"), "hit": Phrase("Where"),
          "defence": Phrase("Fixed defence"), "kind": Phrase("Template"), "what": Phrase("Correct"),
          "value": Phrase("To"), "component": Phrase("Component"), "status": Phrase("Now")}
TEAM_SCENARIOS = frozenset({"team", "badlands-ambush"})
PHASES = {"plot": Phrase("plotting speeds"), "move": Phrase("movement"), "fire": Phrase("attacks after movement"),
          "over": Phrase("game over")}
# What the Correct action may set (correction.WHATS), as a player reads it.
WHAT_WORDS = {"hit_points": Phrase("hit points left"), "speed": Phrase("speed"), "fires": Phrase("fires burning"),
              "rerolls": Phrase("driver's rerolls left"), "component": Phrase("a component")}


def _choices(field: str) -> tuple[tuple[Any, str], ...]:
    """(value, label) for the words whose values do not depend on the game."""
    if field == "clock":  # the classic rules' clock face, written with the speed
        return (("", Phrase("none written (12 o'clock)")),) + tuple(
            (f, Phrase("{face} o'clock", face=f)) for f in tables.clock_faces())
    if field == "head_on":
        return (("", Phrase("ask when it comes to it")), (False, Phrase("no")), (True, Phrase("yes, head-on")))
    if field == "thing":
        return tuple((t, THING_WORDS.get(t, t.replace("_", " "))) for t in THINGS)
    if field == "token":
        return (("sword", Phrase("Sword")), ("shield", Phrase("Shield")))
    if field == "hit":
        rule = tables.environment("artillery")
        return (("ranging", Phrase("under the ranging shot")), ("direct", Phrase("under the barrage"))) + tuple(
            (f"within {d}", Phrase('within {d}" of the barrage', d=d)) for d, _ in rule["barrage"])
    if field == "kind":
        placeable = tables.tables().raw["templates_before_play"]["kinds"]  # section 10: before play
        return tuple((key, Word(load_catalogue().dropped[key].name)) for key in placeable)  # in the text's order
    if field == "arc":
        return tuple((arc, lower_word(arc)) for arc in FACES)
    if field == "what":
        return tuple((key, WHAT_WORDS.get(key, words)) for key, words in correction.WHATS.items())
    if field == "status":
        return (("", Phrase("not given")),) + tuple((str(s), STATUS_WORDS.get(str(s), str(s)))
                                                    for s in correction.STATUSES)
    raise KeyError(field)


def _f(name: str, kind: str, required: bool = True, **more: Any) -> Field:
    """A field with its label; a "choice" field takes the choices of its name."""
    if kind == "choice":
        more["choices"] = _choices(name)
    return Field(name, kind, required, LABELS.get(name, ""), **more)


@cache
def action_specs() -> tuple[ActionSpec, ...]:
    """Every action of A&A II's play log (docs/play-log.md), declared once: the play screen's
    forms and the engine's parser read these; actions.HANDLERS runs each."""
    speed_rules, radiation = tables.speed_rules(), tables.environment("radiation")
    car = _f("car", "car")
    # table units from the start of the mover's own move (half a unit: the midway of an odd move)
    at = _f("at", "number", unit=INCH, bounded_by="move_length")
    at_when_shot = _f("at", "number", False, unit=INCH)
    range_ = _f("range", "number", unit=INCH)
    specs = (
        ("plot", Phrase("write down this turn's speed (and nitro charges; the clock face, classic rules)"),
         (car, _f("speed", "int", unit=INCH, bounded_by="plot_now"), _f("nitro", "int", False, maximum=2),
          _f("reverse", "bool", False), _f("clock", "choice", False))),
        ("defer", Phrase("the car due to move waits until after the next one"), (car,)),
        ("turn", Phrase("a {degrees} degree turn ({drift} if drift) at `at`", degrees=speed_rules["turn_degrees"],
                        drift=speed_rules["drift_max_degrees"]),
         (car, at, _f("drift", "bool", False))),
        ("jump", Phrase("leave a ramp or crest at `at`"), (car, at)),
        ("drop", Phrase("drop a template from dropped system `system`"), (car, _f("system", "system"), at)),
        ("cross", Phrase("the car drove over a template"), (car, _f("template", "template"))),
        ("hit", Phrase("the car hit solid scenery, a pond, toxic waste, a Deathshead or a race barrier"),
         (car, _f("thing", "choice"), _f("square", "bool", False))),
        ("collide", Phrase("the car hit another car"),
         (car, _f("other", "other"), _f("head_on", "choice", False))),
        ("land", Phrase("a car flying since last turn has come down"), (car,)),
        ("moved", Phrase("the car has finished its move"), (car,)),
        ("attack", Phrase("fire the car's weapons that bear at a target (`at`: where along its move "
                          "the car moving is when shot)"),
         (car, _f("target", "target"), _f("weapons", "weapons"), range_, _f("arc", "choice"),
          _f("rear60", "bool", False), at_when_shot)),
        ("defence", Phrase("a fixed defence fires at a car"),
         (_f("defence", "defence"), _f("target", "target"), range_, at_when_shot)),
        ("end_turn", Phrase("roll for fires and start the next game-turn"), ()),
        ("lap", Phrase("the car completed a lap (races)"), (car,)),
        ("pickup", Phrase("the car ran over a Sword or a Shield"), (car, _f("token", "choice"))),
        ("eject", Phrase("the Lady Navigator ejects"), (car,)),
        ("artillery", Phrase("artillery fell on the car"), (car, _f("hit", "choice"))),
        ("radiation", Phrase('the car came within {within}" of a radiation hotspot', within=radiation["within"]),
         (car,)),
        ("leave", Phrase("the car left the table or leapt a barrier for good"), (car,)),
        ("place", Phrase("a template placed before play"), (_f("kind", "choice"),)),
        ("end_game", Phrase("the players call the game"), ()),
        ("correct", Phrase("the table and the app disagree and the players agree: set one thing to what the table "
                           "says (a value left out is 0; a component takes its status); nothing is rolled"),
         (car, _f("what", "choice"), _f("value", "int", False, minimum=0),
          _f("component", "component", False), _f("status", "choice", False))),
    )
    return tuple(ActionSpec(name, what, fields, TITLES[name], ends_game=name == "end_game")
                 for name, what, fields in specs)


def allowed(state: GameState) -> dict[str, bool]:
    """Which actions the rules allow now (the engine still judges each one)."""
    if state.over:
        return {spec.name: False for spec in action_specs()}
    setup = state.setup
    options = setup.options
    mover = state.car(state.mover) if state.phase == "move" and state.mover is not None else None
    moving = mover is not None
    active = [c for c in state.cars if c.active]
    can_attack = any(rules_allowed.attack_problem(state, c.id) is None for c in state.cars)
    return {
        "plot": bool(rules_allowed.to_plot(state)),
        "defer": mover is not None and not options.no_deferral and len(state.order) > 1 and not mover.turns_at,
        "turn": mover is not None and rules_allowed.turns_left(state, mover.id) > 0,
        "jump": moving, "drop": mover is not None and any(mover.drops_left) and not setup.is_race,
        "cross": moving and bool(state.templates), "hit": moving, "collide": moving,
        "land": mover is not None and mover.airborne_left > 0, "moved": moving,
        "attack": can_attack,
        "defence": bool(state.defences) and state.phase in ("move", "fire"),
        "end_turn": state.phase == "fire",
        "lap": setup.is_race and bool(active),
        "pickup": options.swords_shields_deathsheads and bool(active),
        "eject": options.lady_navigators and any(setup.entry(c.id).navigator for c in active),
        "artillery": "artillery" in options.environment and bool(active),
        "radiation": "radiation" in options.environment and bool(active),
        "leave": bool(active),
        "place": state.turn == 1 and state.phase == "plot",
        "end_game": True,
        "correct": True,
    }


# Fields that mean something only with an optional rule: (action, field) -> the option.
OPTION_FIELDS = {("plot", "clock"): "classic_turning", ("turn", "drift"): "skids",
                 ("attack", "rear60"): "turret_rear_60"}


def field_used(state: GameState, action: str, name: str) -> bool:
    """A clock face only with the classic rules, a drift only with the skids and drifts, the
    rear 60 degrees only when turrets may not fire into them."""
    option = OPTION_FIELDS.get((action, name))
    return option is None or bool(getattr(state.setup.options, option))


def field_values(state: GameState, action: dict[str, Any], name: str) -> tuple[Any, ...] | None:
    """The weapons that bear on the attack's arc, the clock faces the car may plot (classic
    rules), the points of the move where it may turn (start, midway, end); every other field
    offers what it offers."""
    car = action.get("car")
    if not isinstance(car, str):
        return None
    known = car in {c.id for c in state.cars}
    if (action.get("action"), name) == ("plot", "clock") and known:
        return rules_allowed.clock_faces(state, car)
    if (action.get("action"), name) == ("turn", "at") and known:
        return rules_allowed.turn_points(state, car) or None
    if name != "weapons" or not isinstance(action.get("arc"), str):
        return None
    try:
        return rules_allowed.weapons_bearing(state, action["car"], action["arc"], bool(action.get("rear60")))
    except (IllegalAction, KeyError):
        return ()


def percent(p: Any) -> str:
    value = float(p) * 100
    return f"{value:.0f}%" if value >= 1 or value == 0 else f"{value:.1f}%"


def skid_chance(speed: int) -> tuple[tuple[int, ...], Fraction] | None:
    """The d6 faces on which a turn at this speed skids, and the chance; None when a turn
    at this speed needs no skid check."""
    band = tables.skid_band(speed)
    if band is None:
        return None
    return band.skids_on, Fraction(len(band.skids_on), 6)


def odds(state: GameState, action: dict[str, Any]) -> tuple[Line, ...]:
    """A plot's skid chance, an attack's exact damage and the chance of crossing each line."""
    name = action.get("action")
    if name == "plot" and isinstance(action.get("speed"), int):
        speed = action["speed"]
        skid = skid_chance(speed) if state.setup.options.skids else None
        return ([(Phrase('A turn at {speed}" needs no skid check.', speed=speed) if skid is None else
                  Phrase('A turn at {speed}" skids on {faces}: {chance} a turn (before nitro).', speed=speed,
                         faces=",".join(map(str, skid[0])), chance=percent(skid[1])), "")],)
    if name != "attack":
        return ()
    target = action.get("target")
    if not action.get("weapons") or target is None or not any(c.id == target for c in state.cars):
        return ([(Phrase("Choose the weapons and a target to see the odds."), "")],)
    try:
        found = rules_allowed.attack_odds(state, action["car"], target, action["weapons"], action["range"])
    except (IllegalAction, KeyError) as exc:
        return ([(str(exc), "")],)
    damage = found.damage
    spread = ", ".join(f"{hp}: {percent(damage[hp])}" for hp in sorted(damage) if damage[hp])
    lines: list[Line] = [[(Phrase("{dice} dice; hits {chance}. Damage {spread}", dice=found.dice,
                                  chance=percent(found.hit_chance), spread=spread), "")]]
    for line in found.thresholds:
        lines.append([(Phrase("Crosses line {line} ({label}, {needed}+ damage): ", line=line.line,
                              label=Word(line.label), needed=line.damage_needed), ""),
                      (percent(line.probability), "strong")])
    return tuple(lines)


# --- the cards and the banner ----------------------------------------------------------------

def _component(label: str, state: str) -> tuple[str, str]:
    tone = "gone" if state in ("destroyed", "dead") else "warning" if state in ("damaged", "ejected") else ""
    return Phrase("{component} {status}", component=label, status=status_word(state)), tone


def _join(pieces: list[tuple[str, str]], sep: str) -> Line:
    out: Line = []
    for i, piece in enumerate(pieces):
        if i:
            out.append((sep, ""))
        out.append(piece)
    return out


def crew(car: dict[str, Any]) -> str:
    """The driver (and how they are), the navigator, the team."""
    driver = Phrase("unnamed driver") if car["driver"] == car["car"] else str(car["driver"])  # the summary's: the id
    words = driver if car["driver_status"] == "ok" else Phrase("{driver} ({status})", driver=driver,
                                                                   status=status_word(car["driver_status"]))
    if car.get("navigator"):
        words = Phrase("{crew}, navigator {navigator} ({status})", crew=words, navigator=car["navigator"],
                       status=status_word(car["components"].get("navigator", "ok")))
    return Phrase("{crew} · {team}", crew=words, team=car["team"]) if car.get("team") else words


def card(car: dict[str, Any], moving: bool, names: Mapping[str, str] | None = None) -> list[Line]:
    """A car's card below its title, crew and hit points: speed, components, weapons, the rest."""
    names = names or {}
    lines: list[Line] = []
    stats = car["stats"]
    speed = [f"MAX {stats['max']} ACC {stats['acc']} DEC {stats['dec']} TURN {stats['turn']}",
             Phrase('speed {speed}"', speed=car["speed"])]
    if car["plotted"] is not None:
        speed.append(_plotted(car["plotted"], car["nitro"], bool(car.get("reverse"))))
    elif car.get("plotted_hidden"):
        speed.append(HIDDEN)
    if moving:
        speed.append(Phrase('move {move}", turns left {turns}', move=car["move_length"], turns=car["turns_left"]))
    if car["plot_range"]:
        low, high = car["plot_range"]["min"], car["plot_range"]["max"]
        speed.append(Phrase('next plot {low}-{high}"', low=low, high=high) if car["plotted"] is not None
                     else Phrase('plot {low}-{high}"', low=low, high=high))
    lines.append([(listed(speed, " · "), "")])
    labels = car["component_labels"]
    lines.append(_join([_component(labels.get(k, k), v) for k, v in car["components"].items()
                        if not k.startswith("weapon:")], ", "))
    weapons = [(_weapon(w, Phrase("no face")), "gone" if w["problem"] else "") for w in car["weapons"]]
    lines.append([(Phrase("Weapons: "), "")] + (_join(weapons, ", ") if weapons else [(Phrase("none"), "")]))
    extras: list[tuple[str, str]] = [(Phrase("rerolls: driver {left}", left=car["rerolls_left"]), "")]
    extras += [(Phrase("{item} ready", item=Word(e["name"])) if e["left"]
                else Phrase("{item} used", item=Word(e["name"])), "") for e in car["equipment_rerolls"]]
    if car["fires"]:
        extras.append((Phrase("on fire ×{fires}", fires=car["fires"]), "bad"))
    if car["nitro_charges"]:
        extras.append((Phrase("nitro ×{charges}", charges=car["nitro_charges"]), ""))
    if any(car["drops_left"]):
        extras.append((Phrase("drops left {drops}", drops="/".join(str(n) for n in car["drops_left"])), ""))
    if car["airborne"] or car["airborne_left"]:
        extras.append((Phrase('airborne ({left}" to fly)', left=car["airborne_left"]), "strong"))
    if car["stalled"]:
        extras.append((Phrase("misses this turn"), "warning"))
    loss = car["loss_of_control"]
    if loss:
        extras.append((Phrase("lost control in turn {turn}: {text}", turn=loss["turn"], text=scatter_words(loss)), ""))
    done = [word for word, flag in ((Phrase("moved"), car["moved"]), (Phrase("attacked"), car["attacked"])) if flag]
    if done and car["out"] is None:
        extras.append((Phrase("this turn: {done}", done=listed(done)), ""))
    if car["kills"]:
        extras.append((Phrase("kills: {cars}", cars=", ".join(names.get(c, c) for c in car["kills"])), ""))
    if car.get("laps"):
        extras.append((Phrase("laps {laps}", laps=car["laps"]), ""))
    lines.append(_join(extras, " · "))
    return lines


def _plotted(plotted: int, nitro: int, reverse: bool) -> str:
    """'plotted 7" +2" nitro reverse', as much of it as the car plotted."""
    if nitro:
        return (Phrase('plotted {speed}" +{nitro}" nitro reverse', speed=plotted, nitro=nitro) if reverse
                else Phrase('plotted {speed}" +{nitro}" nitro', speed=plotted, nitro=nitro))
    return (Phrase('plotted {speed}" reverse', speed=plotted) if reverse
            else Phrase('plotted {speed}"', speed=plotted))


def _weapon(w: dict[str, Any], no_face: str) -> str:
    """A weapon of a card: its name (or class), class and where it faces."""
    mount = Phrase("turret") if w["turreted"] else (lower_word(w["mount"]) if w["mount"] else no_face)
    return Phrase("{weapon} ({cls}, {mount})", weapon=w["name"] or lower_word(w["class"]), cls=lower_word(w["class"]),
                  mount=mount)


def banner(status: dict[str, Any], scale: int, names: Mapping[str, str] | None = None) -> Line:
    names = names or {}
    pieces: list[tuple[str, str]] = [(Phrase("Game-turn {turn}", turn=status["turn"]), "strong"),
                                     (Phrase(" · {phase}", phase=PHASES[status["phase"]]), "")]
    after = [names.get(c, c) for c in status["order"] if c != status["mover"]]
    if status["mover"]:  # the mover once, then who moves after it
        pieces += [(" · ", ""), (names.get(status["mover"], status["mover"]), "strong"), (Phrase(" moves"), "")]
        if after:
            pieces.append((Phrase(", then {cars}", cars=" → ".join(after)), ""))
    elif after:
        pieces.append((Phrase(" · order: {cars}", cars=" → ".join(after)), ""))
    if scale != 1:
        pieces.append((Phrase(" · distances ×{scale}", scale=scale), ""))
    if "sides" in status:
        sides, points = status["sides"], status["points"]
        pieces.append((Phrase(" · {attackers} attack ({attack}), {defenders} defend ({defend})",
                              attackers=sides["attacker"], attack=points["attacker"], defenders=sides["defender"],
                              defend=points["defender"]), ""))
    for defence in status.get("defences", []):
        hit_points = defence["hit_points"]
        state = Phrase("silenced") if hit_points is not None and defence["hp_lost"] >= hit_points else (
            Phrase("has fired") if defence["attacked"] else Phrase("may fire"))
        name, cls = defence["name"] or defence["id"], lower_word(defence["class"])
        pieces.append((Phrase(" · {defence} ({cls} gun, {left}/{total} hp) {state}", defence=name, cls=cls,
                              left=hit_points - defence["hp_lost"], total=hit_points, state=state)
                       if hit_points is not None else
                       Phrase(" · {defence} ({cls} gun) {state}", defence=name, cls=cls, state=state), ""))
    return pieces


def conditions(car: dict[str, Any], turn: int) -> list[dict[str, Any]]:
    """What the card draws as icons (status.CONDITIONS), each with its words."""
    found: list[dict[str, Any]] = []
    if car["destroyed"]:
        found.append({"kind": "destroyed", "count": 1, "words": Phrase("destroyed")})
    if car["fires"]:
        found.append({"kind": "fire", "count": car["fires"],
                      "words": Phrase("on fire: %n fire(s) burning", n=car["fires"])})
    loss = car["loss_of_control"]
    if loss and loss["turn"] == turn:
        found.append({"kind": "lost_control", "count": 1,
                      "words": Phrase("lost control this game-turn: {text}", text=loss["text"])})
    if car["misses_turn"] is not None and car["misses_turn"] >= turn and not car["destroyed"]:
        found.append({"kind": "misses_turn", "count": 1,
                      "words": Phrase("misses this game-turn (lost control)") if car["misses_turn"] == turn
                      else Phrase("misses the next game-turn (lost control)")})
    if car["airborne"] or car["airborne_left"]:
        found.append({"kind": "airborne", "count": 1,
                      "words": Phrase('airborne: {left}" still to fly', left=car["airborne_left"])})
    return found


@lru_cache(maxsize=16)
def table_names(setup: Setup) -> dict[str, str]:
    """Each car's id -> the car as the table calls it: "Purple Haze (Antihiro Protagonist)".
    (Setups are immutable values; a game asks for every line of its log.)"""
    return {e.id: rulesets.named(e.design.name, e.driver, e.id) for e in setup.entries}


@lru_cache(maxsize=16)
def _weapon_titles(setup: Setup) -> dict[str, tuple[str, ...]]:
    return {e.id: tuple(weapon_title(e.design, i) for i in range(len(e.design.weapons))) for e in setup.entries}


CAR_FIELDS = ("car", "target", "other", "credit")


def named_log(setup: Setup, line: dict[str, Any], events: list[dict[str, Any]]
              ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A log line and its events with the cars, weapons, systems and components named as the
    table names them (for `words.describe`): no ids, indices or keys."""
    names = table_names(setup)

    def cars(d: dict[str, Any]) -> dict[str, Any]:
        out = {k: names.get(v, v) if k in CAR_FIELDS and isinstance(v, str) else v for k, v in d.items()}
        if isinstance(d.get("order"), list):
            out["order"] = [names.get(c, c) for c in d["order"]]
        if isinstance(d.get("speeds"), list):  # secret plotting's reveal
            out["speeds"] = [cars(s) if isinstance(s, dict) else s for s in d["speeds"]]
        return out

    named_line = cars(line)
    catalogue = load_catalogue()
    if isinstance(line.get("inputs"), list):  # a reroll decision's answer by what it spends
        named_line["inputs"] = [{**given, "value": _spent(given["value"], catalogue)}
                                if given.get("decide") == "reroll" else given for given in line["inputs"]]
    car = line.get("car")
    if car in names and isinstance(line.get("weapons"), list):
        titles = _weapon_titles(setup)[car]
        named_line["weapons"] = [titles[i] if isinstance(i, int) and 0 <= i < len(titles) else i
                                 for i in line["weapons"]]
    system = line.get("system")
    if car in names and isinstance(system, int) and 0 <= system < len(setup.entry(car).design.dropped):
        named_line["system"] = component_title(setup.entry(car).design, f"dropped:{system}")
    component = line.get("component")
    if car in names and isinstance(component, str) and setup.entry(car).design is not None:
        named_line["component"] = component_title(setup.entry(car).design, component)
    if line.get("action") == "place" and line.get("kind") in catalogue.dropped:
        named_line["kind"] = catalogue.dropped[line["kind"]].name
    named_events = []
    for event in events:
        named_event = cars(event)
        if event.get("car") in names and isinstance(event.get("component"), str):
            named_event["component"] = component_title(setup.entry(event["car"]).design, event["component"])
        if isinstance(event.get("used"), str):
            named_event["used"] = _spent(event["used"], catalogue)
        named_events.append(named_event)
    return named_line, named_events


def _spent(used: Any, catalogue: Any) -> Any:
    """A reroll's answer by what it spends: "the driver's reroll", "Body Armour"."""
    if used == "driver":
        return "the driver's reroll"
    if isinstance(used, str) and used.startswith("equipment:"):
        item = catalogue.equipment.get(used.split(":", 1)[1])
        return item.name if item is not None else used
    return used


def screen_status(data: dict[str, Any], scale: int, names: Mapping[str, str] | None = None,
                  shown: Callable[[dict[str, Any]], Any] | None = None) -> dict[str, Any]:
    """The status with what the screen draws: the banner, each car's card and its weapons'
    labels, the cars ready for an action, the speed a car still to plot may plot. `names`:
    the cars as the table calls them (`table_names`), for the words. `shown`: what a car of
    the rules' status (`status.status`, left as it is) becomes in the status; by default its
    `screen_car`."""
    names = names or {}
    data["banner"] = banner(data, scale, names)
    ready = [c["car"] for c in data["cars"] if c["attack_problem"] is None]
    data["ready"] = {"plot": list(data["to_plot"]), "attack": ([data["mover"]] if data["mover"] else []) + ready}
    mover, turn = data["mover"], data["turn"]
    data["cars"] = [shown(car) if shown is not None else screen_car(car, mover == car["car"], turn, names)
                    for car in data["cars"]]
    return data


def screen_car(car: dict[str, Any], moving: bool, turn: int, names: Mapping[str, str]) -> dict[str, Any]:
    """A car of the rules' status with what its card draws, as a new dict (`car` is left as it
    is): made of `car`, whether it moves now, the game-turn and the cars' names alone, so a car
    whose status, move and turn are the same has the same card."""
    shown = dict(car)
    shown["crew"] = crew(car)
    shown["out"] = why_words(car["out"])  # the engine's reason, said in the player's language
    shown["card"] = card(shown, moving, names)
    shown["conditions"] = conditions(shown, turn)
    shown["plot_now"] = car["plot_range"] if car["plotted"] is None else None
    labelled = []
    for w in car["weapons"]:
        weapon = _weapon(w, w["mount"])
        labelled.append({**w, "label": Phrase("{weapon}: {problem}", weapon=weapon, problem=w["problem"])
                         if w["problem"] else weapon})
    shown["weapons"] = labelled
    return shown


# --- setting up ------------------------------------------------------------------------------

@cache
def option_texts() -> dict[str, Any]:
    """Labels and quoted rules for the optional rules, scenarios and scales
    (resources/rules/aa2/options.toml). The labels, scenarios, variants and scales are `Word`s
    (said in the player's language where shown); a `rule` quotes the text, in its English."""
    with open(resource("rules", "aa2", "options.toml"), "rb") as f:
        texts = tomllib.load(f)
    for group in ("options", "environment"):
        for option in texts[group].values():
            option["label"] = Word(option["label"])
    for group in ("scales", "scenarios", "variants"):
        texts[group] = {key: Word(value) for key, value in texts[group].items()}
    return texts


@cache
def setup_form() -> SetupForm:
    texts = option_texts()
    experience = load_experience()
    defaults = Options()
    options = []
    for key in Options.__dataclass_fields__:
        if key == "environment":
            continue
        text = texts["options"][key]
        options.append(Choice(key, text["label"], Phrase("<p><b>Section {section}</b>: “{rule}”</p>",
                                                         section=text["section"], rule=text["rule"]),
                              getattr(defaults, key)))
    environment = OptionGroup("environment", Phrase("Environmental conditions (section 10)"), tuple(
        Choice(key, texts["environment"][key]["label"], f"<p>“{texts['environment'][key]['rule']}”</p>")
        for key in ENVIRONMENT))
    return SetupForm(
        scenarios=tuple(Choice(key, texts["scenarios"][key]) for key in experience.scenarios),
        variants={key: tuple(Choice(v, texts["variants"][v]) for v in scenario.variants)
                  for key, scenario in experience.scenarios.items() if scenario.variants},
        laps=frozenset({"race"}),
        scales=tuple(Choice(str(scale), texts["scales"][str(scale)]) for scale in SCALES),
        options=tuple(options), option_groups=(environment,),
        car_fields=("rerolls", "navigator", "team"), team_scenarios=TEAM_SCENARIOS,
        navigator_option="lady_navigators",
        defence_classes=tuple(Choice(cls, Phrase("{cls} gun", cls=lower_word(cls)))
                              for cls in ("heavy", "medium", "light")))


def setup_dict(ruleset: rulesets.RuleSet, scenario: str, cars: list[dict[str, Any]], *,
               played_on: str | None = None, options: Any = None, variant: str | None = None, laps: int = 3,
               scale: int = 1, defences: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A setup as a log's first line holds it; each car: id, design (a Design), driver,
    rerolls, navigator, team."""
    from datetime import date

    from garage.rules.aa2.vehicle import Design

    data: dict[str, Any] = {"scenario": scenario, "played_on": played_on or date.today().isoformat(),
                            "scale": scale, "options": dict(options or {}), "cars": []}
    if scenario == "race":
        data["variant"], data["laps"] = variant, laps
    for car in cars:
        row = {k: v for k, v in car.items() if v is not None and k != "design"}
        row["design"] = ruleset.design_to_dict(car["design"]) if isinstance(car["design"], Design) else car["design"]
        data["cars"].append(row)
    if defences:
        data["defences"] = defences
    return data
