"""Each rule set's example game played with a phone per car (raw WebSocket clients on 127.0.0.1),
through the typed status and action seam alone: every action the rules expect of a car is sent
from that car's phone, every die and decision of a car answered on it, the rest at the desktop;
each game ends as its replay, and no phone was refused anything."""

from __future__ import annotations

import pytest

from garage.resources import resource
from garage.rules.play import Game
from garage.rules.play import log as play_log
from tests.ui.play.driving import log_lines
from tests.ui.play.phones import Raw, close, hosting

GAMES = [resource("examples", "games", "short-deathmatch.jsonl"),
         resource("examples", "battle_cars", "short-battle.jsonl"),
         resource("examples", "car_wars", "crash-tables.jsonl")]


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_a_phone_per_car_plays_the_example_game_to_its_end(qtbot, tmp_path, path):
    window, server = hosting(qtbot, tmp_path, path)
    try:
        match = window.match
        phones = {}
        for n, car in enumerate(server.table.cars):
            phones[car] = Raw(qtbot, server.port).upgrade()
            view = phones[car].join(server.table.code, car, f"phone {n}")
            assert view["you"] == car and {c["car"] for c in view["cars"]} == set(server.table.cars)
        specs = {spec.name: spec for spec in match.action_specs()}
        answered_on_phones = 0
        for line in log_lines(path)[1:]:
            action = {k: v for k, v in line.items() if k != "inputs"}
            car = next((action.get(f.name) for f in specs[action["action"]].fields if f.kind == "car"), None)
            if car in phones and car in match.status().ready.get(action["action"], ()):
                count = len(match.lines())
                phones[car].say({"type": "act", "action": action})  # refused, it would wait here till the bound
                qtbot.waitUntil(lambda c=count: len(match.lines()) > c or match.pending is not None)
            else:
                assert window.play(action), window.problem.text()
            inputs = list(line["inputs"])
            while (request := match.pending) is not None:
                given = inputs[0] if inputs else None
                if request.kind == "decide" and not (given and given.get("decide") == request.question):
                    value = request.default
                else:
                    value = inputs.pop(0)["value"]
                if request.car in phones:
                    phones[request.car].say({"type": "answer", "request": server.request_id(), "value": value})
                    qtbot.waitUntil(lambda r=request: match.pending is not r)
                    answered_on_phones += 1
                else:
                    window.answer(tuple(value) if isinstance(value, list) else value)
        assert answered_on_phones > 0
        expected = Game.replay(play_log.read(path))
        assert match.rules.summary(match.game.state) == expected.rules.summary(expected.state)
        assert match.over == expected.rules.over(expected.state)
        for phone in phones.values():
            last = phone.next("view")
            while last["revision"] < server.revision:
                last = phone.next("view")
            assert last["over"] == match.over and last["request"] is None
            assert not [m for m in phone.messages if m["type"] == "refused"]
    finally:
        close(window)
