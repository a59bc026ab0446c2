"""Hypothesis strategies for game results: any game the result reader would accept."""

from __future__ import annotations

from datetime import date

from hypothesis import strategies as st

from garage.rules.aa2.scenarios import load_experience
from garage.rules.game_result import Entry, GameResult, result_from_dict, result_to_dict

DRIVERS = ("Damnation Alex", "Hirsute Helga", "Mad Mick", "Spikes Herbie", "Antihiro Protagonist")
NAVIGATORS = ("Lifer Lil", "Queen Bee")


@st.composite
def game_results(draw, drivers=DRIVERS, navigators=NAVIGATORS) -> GameResult:
    experience = load_experience()
    scenario = experience.scenario(draw(st.sampled_from(sorted(experience.scenarios))))
    variant = draw(st.sampled_from(sorted(scenario.variants))) if scenario.is_race else None
    named = draw(st.lists(st.sampled_from(drivers), unique=True, max_size=len(drivers)))
    unnamed = draw(st.integers(0, 2))
    people = [*named, *([None] * unnamed)]
    if not people:
        people = [None]
    free_navigators = list(draw(st.permutations(navigators)))
    places = list(range(1, len(people) + 1)) if scenario.is_race else []
    if places:
        places = draw(st.permutations(places))
    victims = list(range(len(people)))
    claimed: set[int] = set()
    entries = []
    for i, driver in enumerate(people):
        survived = draw(st.booleans())
        kills = []
        for v in draw(st.lists(st.sampled_from(victims), unique=True, max_size=2)):
            if v != i and v not in claimed:
                claimed.add(v)
                kills.append(people[v] if people[v] is not None else f"Car {v}")
        finished = position = None
        if scenario.is_race:
            position = places[i] if draw(st.booleans()) else None
            finished = True if position == 1 else draw(st.booleans())
        navigator = nav_survived = nav_ejected = None
        if draw(st.booleans()):
            navigator = free_navigators.pop() if free_navigators and draw(st.booleans()) else None
            nav_survived = draw(st.booleans())
            nav_ejected = draw(st.booleans())
        entries.append(Entry(
            driver=driver, vehicle=f"Car {i}", survived=survived, kills=tuple(kills),
            death=None if survived else draw(st.sampled_from([None, "Fuel tank exploded"])),
            finished=finished, position=position, navigator=navigator,
            navigator_survived=nav_survived, navigator_ejected=nav_ejected))
    result = GameResult(scenario=scenario.key, variant=variant,
                        played_on=draw(st.dates(date(2020, 1, 1), date(2030, 12, 31))),
                        entries=tuple(entries),
                        house_rules=tuple(draw(st.lists(st.sampled_from(["Doing a Scott", "Night Stages"]),
                                                        unique=True))))
    # Only what the reader accepts is a game result.
    return result_from_dict(result_to_dict(result))
