"""`garage-cli sheet`: the PDF it writes, and its one-line errors with exit 2 and no file."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.resources import resource
from garage.rules.vehicles import load
from tests.sheets import pdfread

ROOT = Path(__file__).resolve().parents[2]
PURPLE = str(resource("examples", "purple-haze.car.json"))
ALL = [str(p) for p in sorted(resource("examples").glob("*.car.json"))]


def test_writes_one_pdf_for_several_cars(tmp_path, capsys):
    out = tmp_path / "garage.pdf"
    assert main(["sheet", *ALL, "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: {len(ALL)} record sheets"
    assert len(pdfread.reader(out.read_bytes()).pages) == 1 + len(ALL)


def test_options_reach_the_sheet(tmp_path):
    out = tmp_path / "haze.pdf"
    args = ["sheet", PURPLE, "-o", str(out), "--page-size", "letter", "--per-page", "2", "--driver",
            "Antihiro Protagonist", "--rerolls", "3", "--reference", "--bw"]
    assert main(args) == 0
    page = pdfread.reader(out.read_bytes()).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (612, 792)
    text = page.extract_text()
    assert "Antihiro Protagonist" in text and "Rerolls 3" in text and "REFERENCE" in text


def test_race_prints_the_race_stat_line(tmp_path):
    out = tmp_path / "haze.pdf"
    assert main(["sheet", PURPLE, "-o", str(out), "--race"]) == 0
    assert "race line" in pdfread.reader(out.read_bytes()).pages[0].extract_text()


@pytest.mark.parametrize("bad, message", [
    ("missing.car.json", "missing.car.json: no such file"),
    ("broken.car.json", "broken.car.json: not valid JSON"),
])
def test_unreadable_input_is_exit_2_and_writes_nothing(tmp_path, capsys, bad, message):
    (tmp_path / "broken.car.json").write_text("{", encoding="utf-8")
    out = tmp_path / "out.pdf"
    assert main(["sheet", PURPLE, str(tmp_path / bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not out.exists()


def test_unwritable_output_is_exit_2_and_leaves_no_partial_file(tmp_path, capsys):
    out = tmp_path / "no-such-folder" / "out.pdf"
    assert main(["sheet", PURPLE, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(out) in err and "cannot write" in err and err.count("\n") == 1
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    assert main(["sheet", PURPLE, "-o", str(folder)]) == 2
    assert str(folder) in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["folder.pdf"]


def test_a_driver_belongs_to_one_car(tmp_path, capsys):
    assert main(["sheet", *ALL[:2], "-o", str(tmp_path / "x.pdf"), "--driver", "Mad Mick"]) == 2
    assert "a single car" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["sheet", PURPLE, "-o", str(tmp_path / "x.pdf"), "--rerolls", "-1"])
    assert exit_info.value.code == 2
    assert not (tmp_path / "x.pdf").exists()


def test_runs_as_a_program(tmp_path):
    out = tmp_path / "haze.pdf"
    done = subprocess.run([sys.executable, "-m", "garage.cli", "sheet", PURPLE, "-o", str(out)], cwd=ROOT,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert "Purple Haze" in pdfread.reader(out.read_bytes()).pages[0].extract_text()


STORED = "Ça & <Bêta> Ωмега 車"


@pytest.fixture
def stocked(db_url):
    """A new garage (which starts with the example cars) plus one car only the database has."""
    from garage.storage import open_garage

    with open_garage(db_url) as garage:
        garage.add_design(replace(load(PURPLE), name=STORED))
        return db_url, garage.names()


def test_cars_by_name_from_the_database(tmp_path, stocked):
    url, _ = stocked
    out = tmp_path / "two.pdf"
    dogmeat = str(resource("examples", "dogmeat.car.json"))
    assert main(["--db", url, "sheet", STORED, dogmeat, "-o", str(out)]) == 0
    pages = pdfread.reader(out.read_bytes()).pages
    assert len(pages) == 3
    assert STORED in pages[1].extract_text() and "Dogmeat" in pages[2].extract_text()


def test_all_prints_every_car_in_the_garage(tmp_path, stocked):
    url, names = stocked
    out = tmp_path / "all.pdf"
    assert main(["sheet", "--all", "--db", url, "-o", str(out), "--per-page", "2"]) == 0
    pages = pdfread.reader(out.read_bytes()).pages
    assert len(pages) == 1 + (len(names) + 1) // 2
    cover = pages[0].extract_text()
    assert all(name in cover for name in names) and STORED in names


def test_unknown_name_or_empty_garage_is_exit_2_without_a_file(tmp_path, stocked, capsys):
    from garage.storage import open_garage

    url, names = stocked
    out = tmp_path / "x.pdf"
    assert main(["sheet", "Nobody's Car", "--db", url, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "Nobody's Car: not a vehicle file, and no car called" in err and err.count("\n") == 1
    with open_garage(url) as garage:
        for name in names:
            garage.remove(name)
    assert main(["sheet", "--all", "--db", url, "-o", str(out)]) == 2
    assert "no cars yet" in capsys.readouterr().err
    assert main(["sheet", "-o", str(out)]) == 2
    assert not out.exists()


def test_printing_files_leaves_the_database_alone(tmp_path, db_path):
    assert main(["sheet", PURPLE, "--db", str(db_path), "-o", str(tmp_path / "x.pdf")]) == 0
    assert not db_path.exists()


def test_a_pipe_as_the_output_is_refused_and_left_a_pipe(tmp_path, capsys):
    import stat

    out = tmp_path / "out.pdf"
    os.mkfifo(out)
    assert main(["sheet", str(resource("examples", "dogmeat.car.json")), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("garage-cli: ") and err.count("\n") == 1 and "not a regular file" in err
    assert stat.S_ISFIFO(out.stat().st_mode)


def test_all_prints_a_crash_tables_car_beside_the_others(tmp_path, stocked):
    """Before the crash tables had a sheet, `sheet --all` failed on a garage holding one."""
    from garage.storage import open_garage

    url, names = stocked
    with open_garage(url) as garage:
        garage.add_design(load(resource("examples", "car_wars", "sand-shark.car.json")))
    out = tmp_path / "all.pdf"
    assert main(["sheet", "--all", "--db", url, "-o", str(out)]) == 0
    pages = pdfread.reader(out.read_bytes()).pages
    assert len(pages) == 1 + len(names) + 1
    assert any("Sand Shark" in p.extract_text() and "Crash Table 1" in p.extract_text() for p in pages[1:])


def _same_file_spellings(path: Path) -> list[Path]:
    """The file itself, another spelling of its path, a symbolic link and a hard link to it."""
    (path.parent / "sub").mkdir(exist_ok=True)
    link, hard = path.parent / "link.json", path.parent / "hard.json"
    link.symlink_to(path)
    os.link(path, hard)
    return [path, path.parent / "sub" / ".." / path.name, link, hard]


def test_an_output_naming_an_input_is_refused_and_the_input_kept(tmp_path, capsys, db_path):
    car = tmp_path / "h.car.json"
    car.write_bytes(Path(PURPLE).read_bytes())
    for output in _same_file_spellings(car):
        assert main(["sheet", str(car), "-o", str(output)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and err.startswith(f"garage-cli: {output}: -o/--output: "), err
        assert car.read_bytes() == Path(PURPLE).read_bytes()
    # the garage's own file is an input too
    assert main(["--db", str(db_path), "list"]) == 0
    before = db_path.read_bytes()
    capsys.readouterr()
    assert main(["--db", str(db_path), "sheet", "--all", "-o", str(db_path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"garage-cli: {db_path}: -o/--output: ") and err.count("\n") == 1, err
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("driver", ["Mad\x00Max", "Mad\x1b[2JMax", "Mad\u2028Max", "Mad\u202eMax", "Mad\u200fMax",
                                    "M" * 101])
def test_a_driver_name_no_file_could_hold_is_refused(tmp_path, capsys, driver):
    out_file = tmp_path / "haze.pdf"
    assert main(["sheet", PURPLE, "-o", str(out_file), "--driver", driver]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("garage-cli: --driver: ") and err.count("\n") == 1, err
    assert not out_file.exists()


def test_a_map_for_the_table_prints_after_the_sheets_and_a_damaged_one_is_refused(tmp_path, capsys):
    out = tmp_path / "game.pdf"
    hog = resource("examples", "battle_cars", "road-hog.car.json")
    assert main(["sheet", str(hog), "--map", "Town block", "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"{out}: 1 record sheet and the map Town block\n"
    pages = pdfread.reader(out.read_bytes()).pages
    assert len(pages) == 2 and "Town block: the table" in pages[1].extract_text()
    bad = tmp_path / "bad.map.json"
    bad.write_text('{"format": "battle-cars/map", "version": 1, "name": "X", "width": 1, "height": 5, "starts": []}')
    again = tmp_path / "again.pdf"
    assert main(["sheet", str(hog), "--map", str(bad), "-o", str(again)]) == 2
    assert capsys.readouterr().err == f"garage-cli: {bad}: width: must be 2 or more, not 1\n"
    assert not again.exists()


SHEET_ALL = """
import atexit, sys
atexit.register(lambda: print("loaded", sorted(m for m in ("sqlalchemy", "sqlmodel", "pydantic", "alembic")
                                               if m in sys.modules), file=sys.stderr))
from garage.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.sqlite_only("a SQLite file's schema, as another program could change it")
@pytest.mark.parametrize("change", ["alter table driver drop column notes",
                                    "alter table campaign_kill rename to kills"])
def test_all_of_a_garage_whose_schema_is_damaged_is_refused_as_the_open_refuses_it(tmp_path, stocked, capsys, change):
    """A table or column of the newest schema missing: `sheet --all` says the garage is damaged
    in one line and exits 2, as every other command does, with no PDF; and it takes no daily
    backup of the damaged file (which the message would then offer as a good one to restore)."""
    from garage.storage.backups import list_backups
    from tests.storage.conftest import sql

    url, _ = stocked
    path = Path(url.removeprefix("sqlite:///"))
    for backup in list_backups(path):
        backup.unlink()  # one is due
    sql(url, change)
    before = path.read_bytes()
    out = tmp_path / "all.pdf"
    assert main(["sheet", "--all", "--db", url, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{path} is damaged" in err and "missing" in err
    assert not out.exists() and not list_backups(path) and path.read_bytes() == before


@pytest.mark.sqlite_only("a value of another type, which only SQLite keeps")
def test_all_of_a_garage_with_a_summary_of_another_type_is_refused_as_list_refuses_it(tmp_path, stocked, capsys):
    """A car's `capacity_used` 'abc' (SQLite keeps any value in any column): `list` refuses the
    garage naming the field; `sheet --all` printed it. Both refuse it alike, in one line, exit
    2, with no PDF and no backup of it taken as a good one."""
    from garage.storage.backups import list_backups
    from tests.storage.conftest import sql

    url, _ = stocked
    path = Path(url.removeprefix("sqlite:///"))
    for backup in list_backups(path):
        backup.unlink()  # one is due
    sql(url, "UPDATE vehicle SET capacity_used = 'abc' WHERE name = 'Dogmeat'")
    capsys.readouterr()
    out = tmp_path / "all.pdf"
    for command in (["list"], ["sheet", "--all", "-o", str(out)]):
        assert main([*command, "--db", url]) == 2, command
        printed, err = capsys.readouterr()
        assert printed == "" and err.count("\n") == 1, (command, err)
        assert "car 'Dogmeat': capacity_used: must be a whole number, not text ('abc')" in err, (command, err)
        assert "no good backup was found" in err, (command, err)
    assert not out.exists() and not list_backups(path)


@pytest.mark.sqlite_only("reads a SQLite file with sqlite3")
def test_all_reads_a_sqlite_garage_without_the_database_layer(tmp_path, stocked):
    """`sheet --all` of an up-to-date SQLite garage reads its cars with sqlite3 alone (SQLAlchemy
    and sqlmodel were half its memory); the sheets are the same, and the daily backup is still
    taken when one is due."""
    from garage.storage import open_garage
    from garage.storage.backups import list_backups

    url, names = stocked
    path = Path(url.removeprefix("sqlite:///"))
    for backup in list_backups(path):
        backup.unlink()  # one is due
    out = tmp_path / "all.pdf"
    done = subprocess.run([sys.executable, "-c", SHEET_ALL, "sheet", "--all", "--db", url, "-o", str(out)],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1] == "loaded []"
    assert len(list_backups(path)) == 1
    with open_garage(url) as garage:
        stored = [design.name for design in garage.all_designs()]
    pages = pdfread.reader(out.read_bytes()).pages
    assert len(pages) == 1 + len(names) and sorted(stored) == sorted(names)
    for page, name in zip(pages[1:], stored):
        assert name in page.extract_text()
