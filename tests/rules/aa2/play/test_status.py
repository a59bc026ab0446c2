"""What a car's card shows (garage-cli play status, the play screen): the plot range now and
next turn, turns left, stats after damage, weapons that can fire, rerolls per source."""

from garage.rules.aa2.play.status import car_status, status, waiting_for
from tests.rules.aa2.playkit import PADDYWAGON, car, feed, game, plot_all, poke


def test_the_paddywagon_with_a_damaged_engine_shows_its_halved_max_and_plot_range():
    g = game(PADDYWAGON, car())
    state = g.states[-1]
    poke(g, "a", speed=18, components=state.car("a").with_status("engine", "damaged").components)
    card = car_status(g.state, "a")
    assert card["stats"] == {"max": 10, "acc": 5, "dec": 4, "turn": 2}
    assert card["plot_range"] == {"min": 6, "max": 10}


def test_once_plotted_the_range_is_the_next_plot_and_the_mover_has_its_turns():
    g = game(car(), car())
    plot_all(g, {"a": 8, "b": 4})
    a, b = (car_status(g.state, c) for c in "ab")
    assert a["plot_range"] == {"min": 3, "max": 13}  # from 8": DEC 5, ACC 5
    assert (a["turns_left"], a["move_length"], b["turns_left"]) == (2, 8, 0)
    g.act({"action": "turn", "car": "a", "at": 4})
    assert car_status(g.state, "a")["turns_left"] == 1
    assert waiting_for(g.state).startswith("Car (Driver A) to move")


def test_a_car_that_lost_control_plots_nothing_next_turn():
    g = game(car(), car())
    plot_all(g, {"a": 8, "b": 4})
    poke(g, "a", misses_turn=2)
    assert car_status(g.state, "a")["plot_range"] is None


def test_a_lost_weapon_says_why_and_equipment_rerolls_are_listed():
    g = game(car(equipment=["body-armour"]), car(), rerolls=2)
    poke(g, "a", components=g.states[-1].car("a").with_status("weapon:0", "destroyed").components)
    card = car_status(g.state, "a")
    assert card["weapons"][0]["problem"] == "Gun is destroyed"
    assert card["equipment_rerolls"] == [{"key": "body-armour", "name": card["equipment_rerolls"][0]["name"],
                                          "for": "driver", "left": True}]
    assert card["rerolls_left"] == 2


def test_status_is_the_replay_summary_and_more():
    g = game(car(), car())
    feed(g)
    data = status(g.state)
    assert data["waiting_for"] == "the speeds of Car (Driver A), Car (Driver B)" and data["order"] == []
    assert {"hit_points", "thresholds", "components", "plot_range", "weapons"} <= set(data["cars"][0])


# --- secret plotting: speeds written down unseen, revealed together -------------------------

def _secret_game():
    from garage.rules.rulesets import get

    g = game(car("Purple Haze", equipment=["nitro"]), car("Helga"), secret_plotting=True)
    return g, get("aa2")


def test_with_secret_plotting_a_plotted_speed_is_hidden_until_every_car_has_plotted():
    g, rules = _secret_game()
    feed(g, 3, 4)  # the nitro's 2d6
    g.act({"action": "plot", "car": "a", "speed": 8, "nitro": 1})
    a = rules.status(g.state).card_of("a")
    assert a is not None and a.extra["plotted"] is None and a.extra["plotted_hidden"] is True
    assert a.extra["plot_range"] is None and a.extra["nitro"] == 0  # the next plot's range would tell it
    words = rules.status_text(rules.status(g.state))
    assert "8\"" not in words.split("Purple Haze (Driver A)")[1].split("Helga (Driver B)")[0].replace("speed 0\"", "")
    assert "plotted (hidden until every car has plotted)" in words
    card_words = " ".join(t for line in a.card for t, _ in line)
    assert "plotted (hidden" in card_words and "8" not in card_words.split("plotted")[1].split("·")[0]
    g.act({"action": "plot", "car": "b", "speed": 4})
    a = rules.status(g.state).card_of("a")
    assert a is not None and a.extra["plotted"] == 8 and a.extra["plotted_hidden"] is False


def test_without_secret_plotting_the_card_has_no_hidden_key():
    g = game(car(), car())
    g.act({"action": "plot", "car": "a", "speed": 8})
    assert car_status(g.state, "a")["plotted"] == 8 and "plotted_hidden" not in car_status(g.state, "a")


def test_with_secret_plotting_the_log_says_has_plotted_and_the_last_plot_reveals_them_all():
    g, rules = _secret_game()
    feed(g, 3, 4)  # the nitro's 2d6
    g.act({"action": "plot", "car": "a", "speed": 8, "nitro": 1})
    said = rules.describe(g.lines[-1], g.events[-1], g.setup)
    assert said == "Purple Haze (Driver A) has plotted" and g.lines[-1]["speed"] == 8  # the log line keeps it
    g.act({"action": "plot", "car": "b", "speed": 4})
    said = rules.describe(g.lines[-1], g.events[-1], g.setup)
    assert said.startswith("Helga (Driver B) has plotted - speeds revealed: Purple Haze (Driver A) 8\" +7\" nitro, "
                           "Helga (Driver B) 4\"")
    entry = rules.log_entry(g.setup, g.lines[-1], g.events[-1])
    assert entry.action == "Helga (Driver B) has plotted" and entry.outcomes[0].startswith("speeds revealed")
