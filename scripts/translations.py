"""Keep resources/translations/garage_<lang>.ts in step with the words the UI marks for
translation (self.tr / QCoreApplication.translate in SOURCES), with PySide6's lupdate:

    python scripts/translations.py update    # add new strings to every .ts, drop gone ones
    python scripts/translations.py check     # exit 1 naming each marked string a .ts lacks,
                                             # or one it has not translated

Translate a new string in the .ts (Qt Linguist: `pyside6-linguist FILE.ts`, or by hand: its
<translation> element), then `check`. tests/ui/test_translations.py runs the check.

garage_en.ts, English, holds only the strings with plural forms (%n): "%n car(s)" as "%n car"
and "%n cars".

The rules' own words (garage/rules/phrase.py) are not in SOURCES: the rules may not import Qt.
Their templates, `Phrase("...")` and `Word("...")` literals in garage/rules, and the words of the
rule sets' data (DATA_WORDS, from resources/rules) go to the catalogues as the contexts "rules"
and "data", through a generated file lupdate reads beside SOURCES. English has no "rules"
catalogue: the rules say their English, plurals included, themselves.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "garage_en.ts"  # the source text's own catalogue: its plural forms only
# The files whose strings go through Qt's translation functions (more as they are wrapped).
SOURCES = ("garage/ui/main_window.py", "garage/ui/file_menu.py", "garage/ui/lookups/aa2.py",
           "garage/ui/lookups/battle_cars.py", "garage/ui/lookups/car_wars.py",
           # the car editors and what they show
           "garage/ui/editors/aa2/__init__.py", "garage/ui/editors/aa2/weapons_table.py",
           "garage/ui/editors/aa2/matchup_panel.py", "garage/ui/editors/battle_cars.py",
           "garage/ui/editors/car_wars.py", "garage/ui/editors/name_check.py", "garage/ui/capacity_meter.py",
           "garage/ui/parts_list.py", "garage/ui/report_panel.py", "garage/ui/rules_text.py",
           # the dialogs and the rest of the main window's neighbours
           "garage/ui/sheet_dialogs.py", "garage/ui/sheet_menu.py", "garage/ui/import_export.py",
           "garage/ui/dialogs.py", "garage/ui/report_problem.py", "garage/ui/help_window.py",
           "garage/ui/garage_list.py", "garage/ui/garage_model.py", "garage/ui/commands.py",
           "garage/ui/operations.py", "garage/ui/undo_keys.py", "garage/ui/side_dock.py", "garage/ui/app.py")
# Game night and campaigns.
SOURCES += ("garage/ui/play/play_window.py", "garage/ui/play/play_menu.py", "garage/ui/play/new_game_dialog.py",
            "garage/ui/play/car_card.py", "garage/ui/play/log_pane.py", "garage/ui/play/request_panel.py",
            "garage/ui/play/action_form.py", "garage/ui/play/engine_adapter.py",
            "garage/ui/play/companion_dialog.py", "garage/ui/play/companion_server.py",
            "garage/ui/play/garage_access.py", "garage/ui/boards/battle_cars.py",
            "garage/ui/tools/battle_cars/__init__.py", "garage/ui/tools/battle_cars/map_editor.py",
            "garage/ui/tools/car_wars/__init__.py", "garage/ui/tools/car_wars/resolver.py",
            "garage/ui/campaign_window.py", "garage/ui/campaign_menu.py", "garage/ui/campaign_model.py",
            "garage/ui/campaign_commands.py", "garage/ui/post_game_form.py", "garage/ui/rerolls_chart.py")

RULES_CODE = ROOT / "garage" / "rules"
# Outside garage/rules, files that make rules' words too (a decision's options, said on the desktop and the phone).
RULES_TOO = ("garage/companion/protocol.py",)
# The rule sets' data words to translate: {a TOML file under resources/rules: the keys whose
# string values anywhere in it are words a player reads (an item's "name", an option's "label")}.
DATA_WORDS: dict[str, tuple[str, ...]] = {
    "aa2/vehicles.toml": ("name", "examples", "label", "outcome"),
    "aa2/components.toml": ("name", "in_text", "template", "effect"),
    "aa2/combat.toml": ("text",),  # the to-hit bands' and the fire tables' words (a list of lines)
    "aa2/options.toml": ("label", "1", "2", "3", "deathmatch", "race", "team", "badlands-ambush",
                         "to-the-finishline", "banger", "suicide"),  # the labels, [scales], [scenarios], [variants]
    "aa2/campaign.toml": ("label", "name", "to-the-finishline", "banger", "suicide"),
    "battle_cars/vehicle.toml": ("name", "tyres"),
    "car_wars/crash_tables.toml": ("name", "text", "tyre_corners", "cycle_tyres"),
    "car_wars/vehicles.toml": ("name", "tyres", "sides"),
    "car_wars/campaign.toml": ("name",),
}


def _said(tree: ast.AST, path: Path) -> Iterator[tuple[str, str, bool] | str]:
    """(context, text, plural) of each Phrase/Word made in `tree`; a problem line for one whose
    text is not a literal (lupdate could not know it)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name not in ("Phrase", "Word") or not node.args:
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            yield ("rules", first.value, "%n" in first.value) if name == "Phrase" else ("data", first.value, False)
        elif name == "Phrase":
            yield f"{path.relative_to(ROOT)}:{node.lineno}: a Phrase's template must be a literal string"


def rules_words() -> tuple[set[tuple[str, str, bool]], list[str]]:
    """Every (context, text, plural) the rules and their data say, and the problems found."""
    found: set[tuple[str, str, bool]] = set()
    problems: list[str] = []
    for path in [*sorted(RULES_CODE.rglob("*.py")), *(ROOT / name for name in RULES_TOO)]:
        for said in _said(ast.parse(path.read_text(encoding="utf-8")), path):
            if isinstance(said, str):
                problems.append(said)
            else:
                found.add(said)
    for name, keys in DATA_WORDS.items():
        found.update(("data", word, False) for word in _values(tomllib.loads((ROOT / "resources" / "rules" / name)
                                                                           .read_text(encoding="utf-8")), keys))
    return found, problems


def _values(data: object, keys: tuple[str, ...]) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key in keys and isinstance(value, str) and value:
                yield value
            elif key in keys and isinstance(value, list) and all(isinstance(line, str) for line in value):
                yield from (line for line in value if line)
            else:
                yield from _values(value, keys)
    elif isinstance(data, list):
        for value in data:
            yield from _values(value, keys)


def rules_source(folder: Path) -> Path:
    """A Python file lupdate reads for the rules' words (their plural ones as a count-taking
    translate, which lupdate takes as plural only with the count written out)."""
    lines = ["from PySide6.QtCore import QCoreApplication", "",
             "from garage.ui.translations import QT_TRANSLATE_NOOP", ""]
    for context, text, plural in sorted(rules_words()[0]):
        quoted = json.dumps(text, ensure_ascii=False)
        lines.append(f'QCoreApplication.translate("{context}", {quoted}, None, 1)' if plural
                     else f'QT_TRANSLATE_NOOP("{context}", {quoted})')
    path = folder / "rules_words.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def lupdate() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / ("lupdate.exe" if sys.platform == "win32" else "lupdate")


def plural_only(ts: Path) -> bool:
    return ts.name == SOURCE_LANGUAGE


def run_lupdate(ts: Path, plurals: bool = False, rules_too: bool | None = None) -> None:
    """`plurals`: only the strings with plural forms (English's catalogue, without the rules'
    unless `rules_too`)."""
    with tempfile.TemporaryDirectory() as folder:
        rules = [str(rules_source(Path(folder)))] if (not plurals if rules_too is None else rules_too) else []
        done = subprocess.run([str(lupdate()), *[str(ROOT / s) for s in SOURCES], *rules, "-ts", str(ts),
                               "-no-obsolete", "-locations", "none", "-silent", *(["-pluralonly"] if plurals else [])],
                              capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"lupdate failed: {done.stderr}")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """{(context, source): its <translation>} of a .ts file."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found[(name, message.findtext("source") or "")] = translation
    return found


def marked(plurals: bool = False, rules_too: bool | None = None) -> set[tuple[str, str]]:
    """Every (context, source) the SOURCES mark, as lupdate reads them (`plurals`: those with %n;
    `rules_too`: with the rules' words, which English's plurals-only catalogue leaves out)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / "marked.ts"
        run_lupdate(fresh, plurals, rules_too)
        return set(messages(fresh))


def not_plural() -> list[str]:
    """Marked strings with %n that lupdate did not take as plural: it reads the count of
    QCoreApplication.translate only as a number written out (self.tr's as any expression), so
    such a string would show "%n" to everyone."""
    return [f"not a plural string (give it its count through self.tr): [{context}] {source!r}"
            for context, source in sorted(marked() - marked(plurals=True, rules_too=True)) if "%n" in source]


def empty(translation: ET.Element) -> bool:
    """No text, or (a plural string) a plural form without any."""
    forms = translation.findall("numerusform")
    return any(not (f.text or "").strip() for f in forms) if forms else not "".join(translation.itertext()).strip()


def problems(ts: Path) -> list[str]:
    """What keeps `ts` from being in step: marked strings it lacks, and ones it has not translated."""
    have = messages(ts)
    wanted = marked(plural_only(ts))
    missing = [f"{ts.name}: missing [{context}] {source!r}" for context, source in sorted(wanted - set(have))]
    unfinished = [f"{ts.name}: not translated [{context}] {source!r}" for (context, source), translation
                  in sorted(have.items()) if (context, source) in wanted and
                  (translation.get("type") == "unfinished" or empty(translation))]
    return missing + unfinished


def main(argv: list[str]) -> int:
    catalogues = sorted(FOLDER.glob("garage_*.ts"))
    if argv == ["update"]:
        for ts in catalogues:
            run_lupdate(ts, plural_only(ts))
            print(f"updated {ts.relative_to(ROOT)}")
        return 0
    if argv == ["check"]:
        found = rules_words()[1] + not_plural() + [line for ts in catalogues for line in problems(ts)]
        print("\n".join(found) if found else f"{len(catalogues)} translation(s) in step")
        return 1 if found else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
