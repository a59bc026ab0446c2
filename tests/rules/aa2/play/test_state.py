"""The game state's values (garage/rules/aa2/play/state.py): frozen dataclasses whose __init__
and copies are written out (compiled with the engine by scripts/build-core), the same values
pure and compiled: every field made and copied, compared, hashed, pickled and copied alike."""

import copy
import pickle
from dataclasses import MISSING, FrozenInstanceError, fields, replace

import pytest

from garage.rules.aa2.play.state import CarState, DefenceState, GameState, LossOfControl, Template
from tests.rules.aa2.playkit import car, game


def started() -> GameState:
    state = game(car(), car("b")).state
    loss = LossOfControl(turn=2, scatter=3, bearing="4 o'clock", speed=6, dice="d6", distance=4, why="skid")
    first = replace(state.cars[0], loss_of_control=loss, out_at=(3, "move"), fires=("b", None), kills=("c",))
    return replace(state, cars=(first, state.cars[1]), templates=(Template("t1", "oil", "b"),),
                   defences=(DefenceState("gun", hp_lost=2),), armed=(("a", (0, 1)),), turn=3)


@pytest.mark.parametrize("cls", [CarState, GameState])
def test_the_written_out_init_takes_and_keeps_every_field_with_its_default(cls):
    state = started()
    value = state if cls is GameState else state.cars[0]
    every = {f.name: getattr(value, f.name) for f in fields(cls)}
    assert cls(**every) == value and cls(*every.values()) == value
    made = cls(**{f.name: every[f.name] for f in fields(cls) if f.default is MISSING})
    assert {f.name: getattr(made, f.name) for f in fields(cls) if f.default is not MISSING} == \
        {f.name: f.default for f in fields(cls) if f.default is not MISSING}


@pytest.mark.parametrize("cls", [CarState, GameState])
def test_values_are_the_fields_in_the_class_order_and_replaced_copies_them(cls):
    state = started()
    value = state if cls is GameState else state.cars[0]
    assert value.values() == tuple(getattr(value, f.name) for f in fields(cls))
    name = "turn" if cls is GameState else "speed"
    copied = value.replaced({name: 7})
    assert copied == replace(value, **{name: 7}) and copied is not value and getattr(value, name) != 7
    assert copied.values() == tuple(getattr(copied, f.name) for f in fields(cls))
    with pytest.raises(TypeError, match=f"{cls.__name__} has no field 'spede'"):
        value.replaced({name: 1, "spede": 1})
    with pytest.raises(FrozenInstanceError):
        copied.id = "x" if cls is CarState else None  # type: ignore[misc,union-attr]


def test_a_state_compares_hashes_pickles_and_copies_as_a_value():
    # the simulation's workers get their jobs and send results pickled; compiled, a frozen class
    # is rebuilt through its __init__ (mypyc/mypyc#1213): every class of the state says how
    state = started()
    values = (state, *state.cars, state.cars[0].loss_of_control, *state.templates, *state.defences)
    for value in values:
        for again in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
            assert again == value and hash(again) == hash(value) and type(again) is type(value)
    assert hash(started()) == hash(state) and started() == state and repr(started()) == repr(state)


# Every field of a car with a default, away from it (started() sets the others), so that a field
# `turned` did not carry over would show.
BUSY = {"plotted": 9, "nitro": 3, "reverse": True, "clock": 2, "hp_lost": 4, "thresholds": 1,
        "engine_destroyed_turns": 2, "airborne_left": 3, "airborne": True, "air_from": 1, "air_to": 5,
        "misses_turn": 4, "free_facing": True, "loc_owner": "b", "equipment_rerolls_used": ("armour",),
        "moved": True, "attacked": True, "turns_at": (0, 6), "half_speed_next": True, "destroyed": True,
        "out": "gone", "killed_by": "b", "laps": 2, "position": 1, "sword": True, "shield": True, "radiation": 3}


def test_turned_is_the_car_replaced_with_the_next_turns_changes_and_keeps_every_other_field():
    car0 = started().cars[0]
    defaulted = {f.name for f in fields(CarState) if f.default is not MISSING}
    assert defaulted <= set(BUSY) | {"loss_of_control", "fires", "out_at", "kills"}
    busy = car0.replaced(BUSY)
    turned = busy.turned(5, airborne=False, free_facing=False, engine_destroyed_turns=3)
    assert turned == busy.replaced({
        "speed": 5, "plotted": None, "nitro": 0, "clock": None, "moved": False, "attacked": False, "turns_at": (),
        "half_speed_next": False, "loc_owner": None, "air_from": 0, "air_to": 0, "airborne": False,
        "free_facing": False, "engine_destroyed_turns": 3})
    kept = {f.name for f in fields(CarState)} - {"speed", "plotted", "nitro", "clock", "moved", "attacked", "turns_at",
                                                 "half_speed_next", "loc_owner", "air_from", "air_to", "airborne",
                                                 "free_facing", "engine_destroyed_turns"}
    assert all(getattr(turned, name) == getattr(busy, name) for name in kept)


def test_with_cars_and_write_cars_are_replaced_and_write_of_the_cars_and_the_order():
    state = started()
    cars, order = (state.cars[1], state.cars[0]), ("b",)
    assert state.with_cars(cars, order) == state.replaced({"cars": cars, "order": order})
    assert state.with_cars(cars, order).values()[2:] == state.replaced({"cars": cars, "order": order}).values()[2:]
    copy_ = state.replaced({})
    copy_.write_cars(cars, order)
    assert copy_ == state.replaced({"cars": cars, "order": order})
