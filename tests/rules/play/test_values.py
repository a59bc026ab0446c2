"""Immutable values copied with some fields changed: the same value as dataclasses.replace."""

from dataclasses import FrozenInstanceError, dataclass, field, replace

import pytest

from garage.rules.aa2.play.state import CarState, GameState
from garage.rules.play.values import changed
from tests.rules.aa2.playkit import car, game


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Checked:
    x: int
    doubled: int = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "doubled", self.x * 2)


def test_a_copy_with_changes_is_what_replace_gives_and_the_original_stays():
    point = Point(1, 2, ("a",))
    moved = changed(point, y=5)
    assert moved == replace(point, y=5) == Point(1, 5, ("a",)) and type(moved) is Point
    assert point == Point(1, 2, ("a",))
    assert changed(point) == point and changed(point) is not point
    with pytest.raises(FrozenInstanceError):
        moved.x = 3  # type: ignore[misc]


def test_every_field_of_the_game_state_and_a_car_copies():
    state = game(car(), car()).state
    first = state.cars[0]
    assert changed(first, speed=9, fires=("b",)) == replace(first, speed=9, fires=("b",))
    assert changed(state, turn=3, cars=state.cars[::-1]) == replace(state, turn=3, cars=state.cars[::-1])
    assert isinstance(changed(first), CarState) and isinstance(changed(state), GameState)


def test_an_unknown_field_is_refused_as_replace_refuses_it():
    with pytest.raises(TypeError, match="z"):
        changed(Point(1), z=2)
    with pytest.raises(TypeError):
        replace(Point(1), z=2)
    first = game(car(), car()).state.cars[0]  # a class without slots: copied as one dictionary
    with pytest.raises(TypeError, match="spede"):
        changed(first, speed=3, spede=3)
    with pytest.raises(TypeError):
        replace(first, spede=3)


def test_a_copy_without_slots_shares_nothing_with_its_original():
    state = game(car(), car()).state
    first = state.cars[0]
    speed = first.speed
    moved = changed(first, speed=speed + 1)
    assert moved.speed == speed + 1 and first.speed == speed and moved is not first
    assert changed(state, turn=5).turn == 5 and state.turn == 1
    with pytest.raises(FrozenInstanceError):
        moved.speed = 3  # type: ignore[misc]


def test_a_class_with_post_init_or_fields_out_of_init_is_copied_by_replace():
    assert changed(Checked(2), x=3) == replace(Checked(2), x=3) and changed(Checked(2), x=3).doubled == 6
