"""What every file Garage reads shares: refusals with the field named, regular files only."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from garage.rules import game_result, jsonfile, vehicles

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "resources" / "examples"
HAZE = json.loads((EXAMPLES / "purple-haze.car.json").read_text())


def refused(text: str) -> str:
    with pytest.raises(vehicles.VehicleFileError) as err:
        vehicles.loads(text, "haze.car.json")
    message = str(err.value)
    assert "\n" not in message
    return message


def test_json_nested_10000_deep_is_refused():
    assert refused("[" * 10000 + "]" * 10000) == "haze.car.json: not valid JSON (nested more than 64 deep)"
    assert refused(json.dumps({**HAZE, "notes": "X"}).replace('"X"', "[" * 70 + "]" * 70)) \
        .endswith("...: nested more than 64 deep")


@pytest.mark.parametrize("number", ["9" * 4300, "-" + "9" * 5000])
def test_integers_python_cannot_even_convert_are_refused_naming_the_field(number):
    assert refused(json.dumps(HAZE).replace('"version": 1', f'"version": {number}')) == (
        f"haze.car.json: version: a number of {len(number.lstrip('-'))} digits is too large "
        "(whole numbers lie between -2^63 and 2^63-1)")


@pytest.mark.parametrize("number", [2**63, -(2**63) - 1, 10**19])
def test_integers_that_do_not_fit_the_database_are_refused(number):
    weapons = [{**HAZE["weapons"][0], "extra": number}]
    assert refused(json.dumps({**HAZE, "weapons": weapons})) == \
        f"haze.car.json: weapons[0].extra: {number} is too large (whole numbers lie between -2^63 and 2^63-1)"


def test_the_largest_whole_numbers_that_fit_are_read():
    assert jsonfile.loads(f"[{2**63 - 1}, {-(2**63)}]", lambda f, p: ValueError(p)) == [2**63 - 1, -(2**63)]


@pytest.mark.parametrize("text, message", [
    ('{"name": "Haze\\ud800"}', "haze.car.json: name: contains a lone surrogate (\\ud800), not text"),
    ('{"\\udfff": 1}', "haze.car.json: (a key): contains a lone surrogate (\\udfff), not text"),
    ('{"stats": NaN}', "haze.car.json: stats: NaN is not a number JSON allows"),
    ('{"stats": -Infinity}', "haze.car.json: stats: -Infinity is not a number JSON allows"),
    ('{"stats": 1e999}', "haze.car.json: stats: 1e999 is too large a number"),
    ('{"stats": 2.5, "notes": "\\ud83d\\ude97 ok", "x": "\\udead"}',  # a pair is fine
     "haze.car.json: x: contains a lone surrogate (\\udead), not text"),
])
def test_text_and_numbers_no_file_should_hold(text, message):
    assert refused(text) == message


def test_game_results_share_the_checks():
    with pytest.raises(game_result.GameResultError, match=r"^game.json: entries\[0\]: 18446744073709551616 is too"):
        game_result.loads('{"entries": [18446744073709551616]}', "game.json")


def test_a_pipe_a_device_and_a_folder_are_refused_without_reading(tmp_path):
    fifo = tmp_path / "haze.car.json"
    os.mkfifo(fifo)  # opening it to read would wait for a writer forever
    with pytest.raises(vehicles.VehicleFileError, match="is not a regular file"):
        vehicles.load(fifo)
    with pytest.raises(vehicles.VehicleFileError, match=r"^/dev/zero: is not a regular file"):
        vehicles.load("/dev/zero")
    with pytest.raises(vehicles.VehicleFileError, match="is a folder, not a vehicle file"):
        vehicles.load(tmp_path)


def test_a_file_over_the_size_limit_is_refused_without_reading_it_whole(tmp_path):
    big = tmp_path / "big.car.json"
    with open(big, "wb") as fh:
        fh.truncate(jsonfile.MAX_FILE_BYTES + 1)  # sparse: no disk, and never read whole
    with pytest.raises(vehicles.VehicleFileError, match=r"big\.car\.json: is larger than 16 MiB"):
        vehicles.load(big)
    big.write_bytes(b" " * (jsonfile.MAX_FILE_BYTES - 2) + b"{}")
    with pytest.raises(vehicles.VehicleFileError, match="format"):  # read: it is within the limit
        vehicles.load(big)
