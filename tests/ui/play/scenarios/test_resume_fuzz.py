"""The game-night screen's resume of a damaged Battle Cars or crash-tables log: one line in a
dialog (the file and the line), or the game opened when the damage still makes a legal game;
never an exception. The logs are tests/cli/scenarios/test_fuzz.py's, damaged the same ways."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from garage.ui.play import engine_adapter as engine
from garage.ui.play import play_menu
from tests.cli.scenarios.test_fuzz import GAME_LOGS, damaged_log

RESUME = settings(max_examples=12, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@RESUME
@given(game=st.sampled_from(sorted(GAME_LOGS)).flatmap(lambda key: st.tuples(st.just(key),
                                                                             damaged_log(GAME_LOGS[key][0]))))
def test_resuming_a_damaged_log(open_window, db_url, dialogs, tmp_path, game):
    ruleset, (how, raw) = game
    window = open_window(db_url)
    window.games_folder = tmp_path / "games"
    window.games_folder.mkdir(exist_ok=True)
    broken = window.games_folder / f"{ruleset}.jsonl"
    broken.write_bytes(raw)
    shown = len(dialogs.shown)
    listed = [g for g in play_menu.unfinished(window) if g.path == broken]
    screen = play_menu.resume(window, broken)
    new = dialogs.shown[shown:]
    if screen is None:
        assert [(kind, title) for kind, title, _ in new] == [("critical", "Resume Game")], new
        message = new[0][2]
        assert "\n" not in message and message.lower().startswith(str(broken).lower()), message
        assert [g.error for g in listed] == [message[:1].lower() + message[1:]]  # the resume list says the same
    else:
        assert how != "malformed", raw
        assert new == [] and screen.match.path == broken
        screen.close()
    assert broken.read_bytes() == raw  # resuming never rewrites the log
    engine.list_games(window.games_folder)  # and the folder still lists
    window.close()
