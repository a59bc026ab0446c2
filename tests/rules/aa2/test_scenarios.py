"""Section 10's scenarios: one class each, named and numbered by campaign.toml, and asked by
the engine for what each decides."""

import pytest

from garage.rules.aa2.scenarios import SCENARIOS, BadlandsAmbush, Deathmatch, Race, TeamGame, load_experience
from garage.rules.scenario import read_experience


def test_one_class_per_scenario_in_the_texts_order_of_play():
    assert [cls.key for cls in SCENARIOS] == ["deathmatch", "race", "team", "badlands-ambush"]
    experience = load_experience()
    assert [type(s) for s in experience.scenarios.values()] == [Deathmatch, Race, TeamGame, BadlandsAmbush]


def test_entry_speeds_laps_and_races_per_section_10():
    s = load_experience().scenarios
    assert (s["deathmatch"].entry_speed, s["team"].entry_speed) == (6, 6)
    assert (s["badlands-ambush"].entry_speed, s["badlands-ambush"].attacker_entry_speed) == (10, 15)
    assert s["race"].entry_speed == 0 and s["race"].laps == 3 and s["race"].is_race
    assert dict(s["race"].variants) == {"to-the-finishline": "To The Finishline", "banger": "Banger Race",
                                        "suicide": "Suicide Race"}
    assert s["team"].needs_teams and s["badlands-ambush"].needs_teams and not s["deathmatch"].needs_teams
    assert (s["race"].truce_laps, s["race"].drops_allowed, s["race"].barriers) == (1, False, True)
    assert (s["deathmatch"].truce_laps, s["deathmatch"].drops_allowed, s["deathmatch"].barriers) == (0, True, False)


def _campaign(**scenarios) -> dict:
    return {"awards": {"survived": {"label": "survived", "rerolls": 1}}, "scenarios": scenarios}


def test_the_data_names_exactly_the_scenario_classes():
    with pytest.raises(ValueError, match="must be exactly deathmatch"):
        read_experience(_campaign(deathmatch={"name": "Deathmatch"}), (Deathmatch, Race), "campaign.toml")
    with pytest.raises(ValueError, match="must be exactly deathmatch"):
        read_experience(_campaign(deathmatch={"name": "D"}, joust={"name": "J"}), (Deathmatch,), "campaign.toml")
    experience = read_experience(_campaign(deathmatch={"name": "D", "awards": ["survived"], "entry_speed": 4}),
                                 (Deathmatch,), "campaign.toml")
    assert experience.scenario("deathmatch").entry_speed == 4


def test_an_award_without_a_rule_in_code_is_refused():
    raw = _campaign(deathmatch={"name": "D"})
    raw["awards"]["style"] = {"label": "drove with style", "rerolls": 1}
    with pytest.raises(ValueError, match="style"):
        read_experience(raw, (Deathmatch,), "campaign.toml")
