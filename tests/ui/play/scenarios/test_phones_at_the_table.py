"""Every player's phone at the table (issue 25), in real headless Chromium against the app hosting
on 127.0.0.1: two phones play the short deathmatch to its end, each car's plots and dice entered
on its own phone and the rest on the desktop, and it ends as its replay; a wrong code is refused;
a page reloaded mid-game and a phone offline for a turn come back to the game as it stands."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from garage.rules.rulesets import plain
from tests.ui.play.driving import log_lines
from tests.ui.play.phones import DEATHMATCH, WAIT, Browsers, Phone, close, desktop_line, hosting


@pytest.fixture
def browsers(qtbot):
    running = Browsers(qtbot)
    yield running
    running.close()


@pytest.fixture
def hosted(qtbot, tmp_path):
    window, server = hosting(qtbot, tmp_path)
    yield window, server
    close(window)


def settled(qtbot, server) -> int:
    """The revision every page has been sent (a change goes out as the desktop shows it)."""
    return server.revision


def caught_up(phone: Phone, revision: int) -> None:
    phone.do(lambda page: page.wait_for_function("r => Number(document.body.dataset.revision) >= r", arg=revision))


def cli_replay(path) -> dict:
    done = subprocess.run([sys.executable, "-m", "garage.cli", "play", "replay", str(path), "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def plot_on_phone(qtbot, server, phone: Phone, line: dict) -> None:
    caught_up(phone, settled(qtbot, server))

    def plot(page):
        form = page.locator("form[data-action='plot']")
        form.locator("input[name='speed']").fill(str(line["speed"]))
        form.locator("button.play").click()
    count = len(server.window.match.lines())
    phone.do(plot)
    qtbot.waitUntil(lambda: len(server.window.match.lines()) > count or server.window.match.pending is not None,
                    timeout=WAIT)


def answer_on_phone(qtbot, server, phone: Phone, value) -> None:
    """The request waiting, answered by tapping its face or its option on the phone."""
    asked = server.request_id()
    request = server.window.match.pending
    caught_up(phone, settled(qtbot, server))
    selector = f".face[data-face='{value}']" if request.kind == "roll" else f".option[data-value='{json.dumps(value)}']"
    phone.do(lambda page: (page.wait_for_selector(f"body[data-request='{asked}']"), page.click(selector)))
    qtbot.waitUntil(lambda: server.window.match.pending is not request, timeout=WAIT)


def declined(window) -> int:
    """The reroll offers the players declined out loud (the example's log leaves them out)."""
    return sum(1 for line in window.match.lines()[1:] for i in line["inputs"] if i.get("value") == "none")


def test_two_phones_play_the_short_deathmatch_to_its_end_as_its_replay(qtbot, hosted, browsers):
    window, server = hosted
    phones = {car: Phone(browsers, server.url) for car in ("haze", "helga")}
    for car, phone in phones.items():
        phone.pick(car)
    assert server.phones() == {"haze": 1, "helga": 1}
    on_phones = on_desktop = desktop_actions = 0
    odds_seen = False
    for line in log_lines(DEATHMATCH)[1:]:
        action = {k: v for k, v in line.items() if k != "inputs"}
        if action["action"] == "plot":
            plot_on_phone(qtbot, server, phones[action["car"]], line)
        else:
            odds = window.match.odds(action)  # what the desktop's form shows before it is played
            assert window.play(action), window.problem.text()
            desktop_actions += 1
            if action["action"] == "attack" and not odds_seen and window.match.pending is not None:
                attacker = phones[action["car"]]
                caught_up(attacker, settled(qtbot, server))
                shown = attacker.do(lambda page: page.inner_text("#request .odds"))
                assert [t for t in shown.splitlines() if t] == [plain(line) for line in odds]  # exact, on its phone
                odds_seen = True
        inputs = list(line["inputs"])
        while (request := window.match.pending) is not None:
            given = inputs[0] if inputs else None
            if request.kind == "decide" and not (given and given.get("decide") == request.question):
                value = request.default  # an offer the log does not take up, declined
            else:
                value = inputs.pop(0)["value"]
            if request.car in phones:
                answer_on_phone(qtbot, server, phones[request.car], value)
                on_phones += 1
            else:
                window.answer(value)
                on_desktop += 1
        assert not inputs
    assert window.match.over and odds_seen
    # Every die of this game is a car's (none is the table's): all on the phones; the moves,
    # attacks and turn ends on the desktop.
    assert on_phones == sum(len(line["inputs"]) for line in log_lines(DEATHMATCH)[1:]) + declined(window)
    assert on_desktop == 0
    assert desktop_actions == sum(1 for line in log_lines(DEATHMATCH)[1:] if line["action"] != "plot") > 0
    window.match.save_as(saved := window.match.path.with_name("played.jsonl"))
    assert cli_replay(saved) == cli_replay(DEATHMATCH)
    # And both phones say so.
    revision = settled(qtbot, server)
    for phone in phones.values():
        caught_up(phone, revision)
        said = phone.do(lambda page: page.inner_text("#waiting"))
        assert said == "Game over: Purple Haze (Antihiro Protagonist) wins"


def test_a_tap_lands_on_its_button_when_the_host_answers_while_the_finger_is_down(qtbot, hosted, browsers):
    """Leaving the speed field asks the host for its odds; on a slow phone they come back while
    the finger is on Plot speed. Drawn at once they push the button down, the release lands
    beside it and the plot is lost: nothing from the host moves the page during a tap."""
    window, server = hosted
    phone = Phone(browsers, server.url)
    phone.pick("haze")
    caught_up(phone, settled(qtbot, server))
    count = len(window.match.lines())

    def tap_while_the_odds_come(page):
        form = page.locator("form[data-action='plot']")
        speed = form.locator("input[name='speed']")
        fastest = speed.get_attribute("max")
        speed.fill(fastest)  # a speed that skids: its odds have a line to show above the button
        heard = int(page.get_attribute("body", "data-heard"))
        button = form.locator("button.play")
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.2)  # near its top edge: it moves down
        page.mouse.down()  # the field loses its focus: its change asks for the odds
        page.wait_for_function("n => Number(document.body.dataset.heard) > n", arg=heard)  # they came
        page.mouse.up()
        return page.evaluate("sessionStorage.getItem('garage-mine')"), int(fastest)
    played, fastest = phone.do(tap_while_the_odds_come)
    assert played is not None, "the tap missed Plot speed"
    qtbot.waitUntil(lambda: len(window.match.lines()) > count, timeout=WAIT)
    assert window.match.lines()[-1]["speed"] == fastest


def test_what_a_player_typed_stays_when_a_view_draws_the_forms_again(qtbot, hosted, browsers):
    """A view whose forms differ (another car's move, an undo) draws them again: the speed
    typed is still there, and the tap plays it, not the form's first value."""
    window, server = hosted
    phone = Phone(browsers, server.url)
    phone.pick("haze")
    caught_up(phone, settled(qtbot, server))
    count = len(window.match.lines())

    def type_then_redraw_then_tap(page):
        form = page.locator("form[data-action='plot']")
        speed = form.locator("input[name='speed']")
        first, fastest = speed.input_value(), speed.get_attribute("max")
        fastest = fastest if fastest != first else speed.get_attribute("min")  # not its first value
        speed.fill(fastest)
        # The host's own view with its forms changed, as one arriving now would be.
        page.evaluate("() => { const v = structuredClone(view); v.offers[0].help += ' (again)'; receive(v); }")
        assert page.locator("form[data-action='plot'] .help").inner_text().endswith("(again)")  # drawn again
        page.locator("form[data-action='plot'] button.play").click()
        return int(fastest)
    fastest = phone.do(type_then_redraw_then_tap)
    qtbot.waitUntil(lambda: len(window.match.lines()) > count, timeout=WAIT)
    assert window.match.lines()[-1]["speed"] == fastest


def test_a_wrong_code_is_refused_on_the_page_and_changes_nothing(qtbot, hosted, browsers):
    window, server = hosted
    before = window.match.text()
    phone = Phone(browsers, server.url.split("#")[0] + "#WRONG1")
    said = phone.do(lambda page: (page.wait_for_selector("body[data-state='code']"), page.inner_text("#waiting"))[1])
    assert said == "code: that is not this game's join code (the host's screen shows it)"
    assert server.phones() == {"haze": 0, "helga": 0} and window.match.text() == before


def test_a_reloaded_page_and_a_phone_offline_for_a_turn_come_back_to_the_game(qtbot, hosted, browsers):
    window, server = hosted
    haze, helga = Phone(browsers, server.url), Phone(browsers, server.url)
    haze.pick("haze")
    helga.pick("helga")
    lines = log_lines(DEATHMATCH)
    for line in lines[1:4]:
        desktop_line(window, line)
    haze.do(lambda page: page.reload())
    caught_up(haze, settled(qtbot, server))  # joined again as haze, at once: the browser keeps its car
    assert haze.do(lambda page: page.inner_text("#you")) == "You play Purple Haze (Antihiro Protagonist)"
    helga.do(lambda page: page.context.set_offline(True))
    qtbot.waitUntil(lambda: server.phones()["helga"] == 0, timeout=WAIT)
    gone_at = server.revision
    for line in lines[4:10]:  # the rest of the turn, and the next turn's plots, while Helga's phone is away
        desktop_line(window, line)
    assert settled(qtbot, server) > gone_at
    helga.do(lambda page: page.context.set_offline(False))
    caught_up(helga, settled(qtbot, server))
    banner = helga.do(lambda page: page.inner_text("#banner"))
    assert banner == plain(window.match.status().banner)
    cards = helga.do(lambda page: page.inner_text("article[data-car='helga']"))
    assert all(plain(line) in cards for line in window.match.status().card_of("helga").card)
