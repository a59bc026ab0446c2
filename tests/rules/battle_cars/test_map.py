"""The Battle Cars map file (battle-cars/map): strict reader, canonical writer, the built-in
maps, the JSON Schema agreeing with the reader, and a map applied to a game's setup."""

import copy
import json

import jsonschema
import pytest

from garage.resources import resource
from garage.rules.battle_cars import map as maps
from garage.rules.battle_cars.play.setup import setup_from_dict
from garage.rules.play.errors import SetupError

SCHEMA = json.loads(resource("schema", "battle-cars-map.schema.json").read_text(encoding="utf-8"))
GOOD = {"format": "battle-cars/map", "version": 1, "name": "Yard", "width": 6, "height": 5, "surface": "road",
        "grass": [[0, 0], [1, 0]], "buildings": [[3, 3]], "trees": [[0, 4]],
        "starts": [{"at": [2, 0], "facing": "n"}, {"at": [2, 4], "facing": "s"}], "notes": ""}


def _schema_accepts(data) -> bool:
    return jsonschema.Draft202012Validator(SCHEMA).is_valid(data)


def test_the_schema_is_a_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_a_map_reads_and_writes_back_the_same_bytes():
    board = maps.map_from_dict(GOOD, "yard.map.json")
    assert (board.name, board.width, board.height) == ("Yard", 6, 5)
    assert board.surface_at((0, 0)) == "grass" and board.surface_at((5, 4)) == "road"
    assert board.thing_at((3, 3)) == "building" and board.thing_at((0, 4)) == "tree"
    assert [(s.at, s.facing) for s in board.starts] == [((2, 0), 0), ((2, 4), 4)]
    text = maps.dumps(board)
    assert maps.dumps(maps.loads(text)) == text
    assert maps.loads(text) == board


def test_every_built_in_map_is_valid_written_as_the_writer_writes_it_and_the_schema_accepts_it():
    found = maps.built_ins()
    assert next(key for key, _ in found) == maps.OPEN_SQUARE
    assert {key for key, _ in found} == {"open-square", "town-block", "figure-of-eight"}
    for key, board in found:
        path = maps.built_in_folder() / f"{key}{maps.SUFFIX}"
        text = path.read_text(encoding="utf-8")
        assert maps.dumps(board) == text, key
        assert _schema_accepts(json.loads(text)), key
        assert len(board.starts) >= 4, key


def test_the_built_in_maps_have_what_their_names_promise():
    boards = dict(maps.built_ins())
    square = boards["open-square"]
    assert (square.width, square.height, square.surface) == (20, 20, "road")
    assert square.patches == square.obstructions == ()
    town = boards["town-block"]
    kinds = {t.kind for t in town.obstructions}
    assert kinds == {"building", "tree"} and any(s == "grass" for _, s in town.patches)
    assert all(town.surface_at(t.at) == "grass" for t in town.obstructions if t.kind == "tree")  # the park
    eight = boards["figure-of-eight"]
    assert eight.surface == "grass" and all(s == "road" for _, s in eight.patches)
    assert all(eight.surface_at(s.at) == "road" for s in eight.starts)


def test_find_takes_a_key_a_name_or_a_file(tmp_path):
    assert maps.find("town-block").name == "Town block"
    assert maps.find("town block").name == "Town block"
    path = tmp_path / "yard.map.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    assert maps.find(str(path)).name == "Yard"
    with pytest.raises(maps.MapFileError, match=r"^nowhere\.map\.json: no such file$"):
        maps.find("nowhere.map.json")


def _with(change):
    data = copy.deepcopy(GOOD)
    change(data)
    return data


def _set(key, value):
    return lambda d: d.__setitem__(key, value)


def _start(i, key, value):
    return lambda d: d["starts"][i].__setitem__(key, value)


# (change, the field named, the problem): the schema refuses those marked True as well.
REFUSALS = [
    (_set("format", "battle-cars/vehicle"), "format", "must be \"battle-cars/map\"", True),
    (_set("version", 2), "version", "newer Garage", True),
    (lambda d: d.pop("name"), "name", "is missing", True),
    (_set("name", ""), "name", "must not be empty", True),
    (_set("name", "a\nb"), "name", "control character", True),
    (_set("colour", "red"), "colour", "unknown field", True),
    (_set("width", 1), "width", "must be 2 or more", True),
    (_set("height", 201), "height", "must be 200 or less", True),
    (_set("width", "6"), "width", "must be a whole number", True),
    (_set("surface", "ice"), "surface", "'ice' is not one of road, grass", True),
    (_set("grass", [[6, 0]]), "grass[0][0]", "must be 5 or less", False),
    (_set("grass", [[0, -1]]), "grass[0][1]", "must be 0 or more", True),
    (_set("grass", [[0]]), "grass[0]", "must be a point", True),
    (_set("grass", [[0, 0], [0, 0]]), "grass[1]", "is already in grass", True),
    (_set("road", [[0, 0]]), "grass[0]", "is already in road", False),
    (_set("trees", [[3, 3]]), "trees[0]", "is already in buildings", False),
    (_set("buildings", [[0, 0]] * 1001), "buildings", "at most 1000", True),
    (_set("starts", [{"at": [2, 0], "facing": "n"}]), "starts", "2 starting points or more", True),
    (lambda d: d.update(width=200, height=200, buildings=[[x, y] for y in range(10, 13) for x in range(200)],
                        trees=[[x, y] for y in range(13, 16) for x in range(200)]),
     "trees", "buildings and trees: 1200 together; at most 1000 are allowed", False),
    (_start(0, "facing", "up"), "starts[0].facing", "'up' is not one of n, ne", True),
    (_start(1, "at", [3, 3]), "starts[1].at", "3,3 is a building", False),
    (_start(1, "at", [2, 0]), "starts[1].at", "2,0 is already a starting point", False),
    (_start(1, "speed", 3), "starts[1].speed", "unknown field", True),
    (_set("notes", 3), "notes", "must be text", True),
]


@pytest.mark.parametrize("change, field, problem, schema_says", REFUSALS, ids=[r[1] + ":" + r[2] for r in REFUSALS])
def test_a_damaged_map_is_refused_in_one_line_naming_the_file_and_the_field(change, field, problem, schema_says):
    data = _with(change)
    with pytest.raises(maps.MapFileError) as caught:
        maps.map_from_dict(data, "yard.map.json")
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"yard.map.json: {field}: "), message
    assert problem in message
    if schema_says:
        assert not _schema_accepts(data)


def test_the_schema_accepts_what_the_reader_reads():
    assert _schema_accepts(GOOD)
    minimal = {k: GOOD[k] for k in ("format", "version", "name", "width", "height", "starts")}
    maps.map_from_dict(minimal)
    assert _schema_accepts(minimal)


def test_a_file_that_is_not_json_is_refused_in_one_line(tmp_path):
    path = tmp_path / "bad.map.json"
    path.write_text('{"format": "battle-cars/map", "version": 1,', encoding="utf-8")
    with pytest.raises(maps.MapFileError) as caught:
        maps.load(path)
    assert str(caught.value).startswith(f"{path}: ") and "\n" not in str(caught.value)


def _setup(n_cars):
    from garage.rules.battle_cars.vehicle_file import BattleCar, design_to_dict

    return {"played_on": "2026-12-01", "cars": [{"id": f"c{i}", "driver": None,
                                                  "design": design_to_dict(BattleCar(f"Car {i}", weapons=("Gun",))),
                                                  "at": [0, 0], "facing": "n"} for i in range(n_cars)]}


def test_a_game_on_a_map_carries_the_map_and_stands_the_cars_on_its_starts():
    board = maps.map_from_dict(GOOD)
    setup = setup_from_dict(maps.apply(board, _setup(2)))
    assert setup.board_name == "Yard" and (setup.width, setup.height) == (6, 5)
    assert setup.surface_at((1, 0)) == "grass"
    assert {(t.kind, t.at) for t in setup.obstructions} == {("building", (3, 3)), ("tree", (0, 4))}
    assert [(e.at, e.facing) for e in setup.entries] == [((2, 0), 0), ((2, 4), 4)]
    again = setup_from_dict(json.loads(json.dumps(setup.as_dict())))  # the log's line, read back
    assert again == setup and setup.as_dict()["board"]["name"] == "Yard"


def test_a_setup_without_a_map_writes_no_name():
    setup = setup_from_dict(_setup(2) | {"cars": [c | {"at": [i, 0]} for i, c in enumerate(_setup(2)["cars"])]})
    assert setup.board_name is None and "name" not in setup.as_dict()["board"]


def test_a_bad_board_name_in_a_setup_is_refused():
    with pytest.raises(SetupError, match=r"^board\.name: "):
        setup_from_dict(_setup(2) | {"board": {"name": ""}})


def test_more_cars_than_starting_points_is_refused_naming_the_starts():
    with pytest.raises(maps.MapFileError, match=r"^starts: the map 'Yard' has 2 starting points, not enough for 3"):
        maps.apply(maps.map_from_dict(GOOD), _setup(3))


def test_the_documented_map_file_reads_and_the_schema_accepts_it():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "battle-cars.md").read_text(encoding="utf-8")
    block = re.search(r"\*\*The map file\*\*.*?```json\n(.*?)```", doc, re.S)
    assert block is not None
    board = maps.loads(block.group(1), "docs")
    assert board.name == "Car park" and len(board.starts) == 2
    assert _schema_accepts(json.loads(block.group(1)))


def test_the_largest_map_the_reader_takes_fits_a_games_setup_line():
    points = [[x, y] for y in range(200) for x in range(200)]
    largest = {"format": "battle-cars/map", "version": 1, "name": "Largest", "width": 200, "height": 200,
               "grass": points[:1000], "buildings": points[1000:1500], "trees": points[1500:2000],
               "starts": [{"at": p, "facing": "n"} for p in points[2000:2100]]}
    board = maps.map_from_dict(largest)
    setup = setup_from_dict(maps.apply(board, _setup(100)))
    assert len(setup.obstructions) == 1000 and len(setup.entries) == 100
