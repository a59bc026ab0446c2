"""`garage-cli sheet`: the PDF it writes, and its one-line errors with exit 2 and no file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.resources import resource
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
    assert "single FILE" in capsys.readouterr().err
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
