"""The phones' protocol without a server: each message read or refused in one line naming its
field, who may join and answer for which car, and what each car's phone is shown and offered,
on the short deathmatch's own game."""

from __future__ import annotations

import json

import pytest

from garage.companion import protocol as p
from garage.resources import resource
from garage.rules.play import Game, log
from garage.rules.play.inputs import Request

DEATHMATCH = resource("examples", "games", "short-deathmatch.jsonl")


@pytest.fixture
def game():
    lines = log.read(DEATHMATCH)
    return Game.replay(lines[:1])


def joined(table, conn=1, car="haze", client="phone-a"):
    table.connect(conn)
    return table.join(conn, p.Join(table.code, client, car))


@pytest.mark.parametrize(("raw", "words"), [
    ("not json", "a message is one JSON object (this is not JSON)"),
    ("[1]", "a message is one JSON object"),
    ('{"type": "fly"}', "type: must be one of join, act, answer, roll, odds, sync, not \"fly\""),
    ('{"type": "sync", "extra": 1}', "extra: unknown field of 'sync' (known: none)"),
    ('{"type": "join", "code": "", "client": "a"}', "code: must be text of 1 to 32 characters, not \"\""),
    ('{"type": "answer", "request": -1, "value": 3}', "request: must be the request's number, not -1"),
    ('{"type": "answer", "request": true, "value": 3}', "request: must be the request's number, not true"),
    ('{"type": "answer", "request": 1}', "value: is missing ('answer' needs it)"),
    ('{"type": "act", "action": {"car": "haze"}}',
     'action: must be an action (an object with its "action"), not {"car": "haze"}'),
    ('{"type": "act", "action": {"action": "plot", "inputs": []}}',
     "action.inputs: the dice are asked for one by one, never sent with the action"),
    ('[' * 100000 + ']' * 100000, "a message is at most 4096 bytes, not 200000"),
])
def test_a_bad_message_is_refused_in_one_line_naming_its_field(raw, words):
    with pytest.raises(p.Refused) as refused:
        p.parse(raw)
    assert str(refused.value) == words and "\n" not in words


def test_good_messages_are_typed():
    assert p.parse('{"type": "join", "code": "ABC", "client": "x"}') == p.Join("ABC", "x", None)
    assert p.parse('{"type": "answer", "request": 4, "value": [1, 2]}') == p.Answer(4, [1, 2])
    assert p.parse('{"type": "roll", "request": 0}') == p.RollForMe(0)
    assert p.parse('{"type": "sync"}') == p.Sync()
    assert p.parse(b'{"type": "act", "action": {"action": "plot"}}') == p.Act({"action": "plot"})


def test_the_join_code_is_short_readable_and_checked():
    code = p.new_code()
    assert len(code) == p.CODE_LENGTH and set(code) <= set(p.CODE_LETTERS)
    table = p.Table(["haze", "helga"], code="ACDEFH")
    table.connect(1)
    with pytest.raises(p.Refused, match="not this game's join code"):
        table.join(1, p.Join("WRONG1", "a", "haze"))
    assert table.car_of(1) is None
    assert table.join(1, p.Join("acdefh", "a", None)) is None  # typed in lower case: the same code
    with pytest.raises(p.Refused):
        table.join(1, p.Join("WRONG2", "a", "haze"))
    with pytest.raises(p.Closed, match="not this game's join code"):  # the third wrong code: no more guesses
        table.join(1, p.Join("WRONG3", "a", "haze"))
    table.connect(2)
    with pytest.raises(p.Refused) as refused:
        table.join(2, p.Join("é" * 5, "a", "haze"))  # not ASCII: refused as any wrong code
    assert type(refused.value) is p.Refused
    with pytest.raises(p.Refused, match='this game has no car "mater"'):
        table.join(1, p.Join("ACDEFH", "a", "mater"))


def test_one_browser_per_car_until_the_host_hands_it_over():
    table = p.Table(["haze", "helga"])
    assert joined(table, 1, "haze", "a") == "haze"
    assert joined(table, 2, "haze", "a") == "haze"  # the same browser reloaded: its car still
    with pytest.raises(p.Refused, match="haze is played from another phone"):
        joined(table, 3, "haze", "b")
    assert table.hand_over("haze") == [1, 2]
    assert table.car_of(1) is None
    assert table.join(3, p.Join(table.code, "b", "haze")) == "haze"


def test_a_car_takes_a_handful_of_connections_and_the_table_a_few_more():
    table = p.Table(["haze"])
    for conn in range(p.MAX_PER_CAR):
        joined(table, conn, "haze", "a")
    with pytest.raises(p.Refused, match=f"haze has {p.MAX_PER_CAR} pages open already"):
        joined(table, 99, "haze", "a")
    for conn in range(100, 100 + p.MAX_CONNECTIONS - p.MAX_PER_CAR - 1):
        table.connect(conn)
    with pytest.raises(p.Refused, match="at most"):
        table.connect(1000)


def test_a_flood_is_cut_off_and_a_steady_hand_is_not():
    flood = p.Flood(burst=3, rate=1.0)
    assert [flood.take(0.0) for _ in range(4)] == [True, True, True, False]
    assert flood.take(1.0)  # a second later, one more
    steady = p.Flood(burst=3, rate=1.0)
    assert all(steady.take(t * 1.0) for t in range(100))


def test_a_phone_plays_only_what_the_game_waits_for_of_its_own_car(game):
    status = game.rules.status(game.state)
    specs = game.rules.action_specs()
    table = p.Table(["haze", "helga"])
    joined(table, 1, "haze", "a")
    plot = {"action": "plot", "car": "haze", "speed": 11}
    assert table.check_act(1, p.Act(plot), status, specs) == plot
    with pytest.raises(p.Refused, match=r"car: a phone acts only for its own car \(haze\), not \"helga\""):
        table.check_act(1, p.Act({**plot, "car": "helga"}), status, specs)
    with pytest.raises(p.Refused, match="the game does not wait for haze to attack now"):
        table.check_act(1, p.Act({"action": "attack", "car": "haze"}), status, specs)
    with pytest.raises(p.Refused, match="'end_turn' is not one a phone plays"):
        table.check_act(1, p.Act({"action": "end_turn"}), status, specs)
    table.connect(2)
    with pytest.raises(p.Refused, match="join the game with its code and your car first"):
        table.check_act(2, p.Act(plot), status, specs)


def test_only_its_own_die_and_only_the_request_still_waiting():
    table = p.Table(["haze", "helga"])
    joined(table, 1, "haze", "a")
    die = Request("roll", "Heavy Laser to hit, die 1", "haze", sides=6)
    assert table.check_answer(1, p.Answer(7, 4), die, 7) == 4
    with pytest.raises(p.Refused, match="already answered"):
        table.check_answer(1, p.Answer(6, 4), die, 7)
    with pytest.raises(p.Refused, match="already answered"):
        table.check_answer(1, p.Answer(7, 4), None, 7)
    with pytest.raises(p.Refused, match=r"value: must be a face of the d6, 1 to 6, not 7"):
        table.check_answer(1, p.Answer(7, 7), die, 7)
    theirs = Request("roll", "Crossbow to hit, die 1", "helga", sides=6)
    with pytest.raises(p.Refused, match="that die is helga's, not haze's"):
        table.check_answer(1, p.Answer(7, 4), theirs, 7)
    tables = Request("roll", "the movement-order dice-off", None, sides=6)
    with pytest.raises(p.Refused, match="that die is the table's"):
        table.check_answer(1, p.Answer(7, 4), tables, 7)
    offer = Request("decide", "reroll?", "haze", question="reroll", options=("none", "driver"), default="none")
    assert table.check_answer(1, p.Answer(7, "driver"), offer, 7) == "driver"
    with pytest.raises(p.Refused, match="one of the options offered"):
        table.check_answer(1, p.Answer(7, "equipment:9"), offer, 7)


def test_a_cars_view_has_the_cards_its_request_and_its_plot_form(game):
    status = game.rules.status(game.state)
    forms = p.offers(game.rules.action_specs(), status, "haze",
                     lambda a, f: game.rules.field_used(game.state, a, f),
                     lambda a, f: game.rules.field_values(game.state, a, f))
    assert [f["action"] for f in forms] == ["plot"]
    speed = next(f for f in forms[0]["fields"] if f["name"] == "speed")
    assert (speed["min"], speed["max"]) == (1, 11)  # the card's plot range, as the desktop bounds it
    assert "clock" not in [f["name"] for f in forms[0]["fields"]]  # not used without the classic rules
    shared = p.shared_view(status, 3, [], "Axles and Alloys II", status.waiting_for, "to plot")
    offer = Request("decide", "reroll?", "haze", question="reroll", options=("none", "driver"), default="none")
    request = p.request_view(offer, 9, "Purple Haze: reroll?", status.card_of("haze"))
    view = json.loads(p.dumps(p.car_view(shared, "haze", request, forms)))
    assert view["revision"] == 3 and view["you"] == "haze"
    assert [c["name"] for c in view["cars"]] == ["Purple Haze (Antihiro Protagonist)",
                                                 "Der Bahnstormer (Hirsute Helga)"]
    assert view["cars"][0]["card"] == json.loads(json.dumps(status.cars[0].to_dict()["card"]))
    assert [o["words"] for o in view["request"]["options"]] == ["Keep it (no reroll)", "Driver's reroll, 1 left"]
    lobby = p.lobby({c.car: c.name for c in status.cars}, {"haze": "a"}, "b", "game")
    assert [c["taken"] for c in lobby["cars"]] == [True, False]
