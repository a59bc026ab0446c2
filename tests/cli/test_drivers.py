"""garage-cli drivers."""

from __future__ import annotations

import json

from garage.cli.main import main


def test_drivers_add_list_rename_remove(db_path, capsys):
    db = ["--db", str(db_path)]
    assert main([*db, "drivers"]) == 0
    assert capsys.readouterr().out.startswith("No drivers yet")
    assert main([*db, "drivers", "add", "Hirsute Helga", "--notes", "Der Bahnstormer"]) == 0
    assert main(["drivers", "add", "Spikes Herbie", "--db", str(db_path)]) == 0
    capsys.readouterr()
    assert main([*db, "drivers", "add", "Spikes Herbie"]) == 2
    assert capsys.readouterr().err == ("garage-cli: a driver called 'Spikes Herbie' is already in the garage; "
                                       "choose another name\n")
    assert main([*db, "drivers", "rename", "Spikes Herbie", "Herbie"]) == 0
    assert main([*db, "drivers", "remove", "Hirsute Helga"]) == 0
    capsys.readouterr()
    assert main([*db, "drivers", "list", "--json"]) == 0
    assert [d["name"] for d in json.loads(capsys.readouterr().out)] == ["Herbie"]
    assert main([*db, "drivers", "remove", "Nobody"]) == 2
    assert capsys.readouterr().err == "garage-cli: no driver called 'Nobody' in the garage\n"
    assert main([*db, "drivers", "add", " "]) == 2
    assert "cannot be empty" in capsys.readouterr().err
