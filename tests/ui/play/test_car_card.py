"""The car cards: conditions as icons (each with its words as tooltip and accessible name),
the active car's card highlighted, the templates on the table listed with who dropped them."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from garage.rules import rulesets
from garage.ui.colours import contrast
from garage.ui.play import car_card
from garage.ui.play.engine_adapter import Match
from garage.ui.play.play_window import PlayWindow
from tests.ui.play.driving import GAMES

DEATHMATCH = GAMES / "short-deathmatch.jsonl"


def card_of(conditions) -> rulesets.CarCard:
    return rulesets.CarCard.from_dict({
        "car": "haze", "vehicle": "Purple Haze", "driver": "Antihiro", "out": None, "destroyed": False,
        "card": [[("speed 10", "")]], "conditions": conditions})


def test_each_condition_is_a_drawn_icon_with_its_words(qtbot):
    widget = car_card.CarCard("haze")
    qtbot.addWidget(widget)
    conditions = [{"kind": kind, "count": 2 if kind == "fire" else 1, "words": f"{kind} in words"}
                  for kind in rulesets.CONDITIONS]
    widget.show_car(card_of(conditions), moving=False, plotting=False)
    icons = widget.conditions.icons()
    assert [icon.kind for icon in icons] == list(rulesets.CONDITIONS)
    for icon in icons:
        assert icon.toolTip() == f"{icon.kind} in words"
        assert icon.accessibleName() and icon.accessibleDescription() == f"{icon.kind} in words"
        assert icon.isVisibleTo(widget)
    fire = icons[rulesets.CONDITIONS.index("fire")]
    assert "2" in fire.accessibleName()
    # none left: no icon, and the row takes no room
    widget.show_car(card_of([]), moving=False, plotting=False)
    assert not widget.conditions.icons() and not widget.conditions.isVisibleTo(widget)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_icons_are_drawn_readably_in_both_palettes(qtbot, dark):
    widget = car_card.CarCard("haze")
    qtbot.addWidget(widget)
    if dark:
        palette = QPalette(QColor("#2b2b2b"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
        widget.setPalette(palette)
    widget.show_car(card_of([{"kind": k, "count": 1, "words": k} for k in rulesets.CONDITIONS]),
                    moving=False, plotting=False)
    widget.show()
    qtbot.waitExposed(widget)
    background = widget.palette().color(QPalette.ColorRole.Window)
    for icon in widget.conditions.icons():
        assert icon.width() >= 16 and icon.height() >= 16
        image = icon.grab().toImage()
        inked = sum(1 for x in range(image.width()) for y in range(image.height())
                    if contrast(QColor(image.pixel(x, y)), background) > 3)
        assert inked > image.width() * image.height() // 12, icon.kind  # drawn, and stands out


def _screen(qtbot, tmp_path, lines: int) -> PlayWindow:
    path = tmp_path / "game.jsonl"
    path.write_text("".join(DEATHMATCH.read_text().splitlines(keepends=True)[:lines]))
    screen = PlayWindow(Match.load(path))
    qtbot.addWidget(screen)
    return screen


def test_the_active_cars_card_is_highlighted(qtbot, tmp_path):
    screen = _screen(qtbot, tmp_path, 4)  # plotted: haze moves
    mover = screen.match.status().mover
    assert mover
    for car, card in screen.cards.items():
        assert card.highlighted == (car == mover), car
        assert ("whose move it is" in card.accessibleDescription()) == (car == mover)


def test_a_destroyed_car_shows_its_icon_from_the_typed_status(qtbot, tmp_path):
    screen = _screen(qtbot, tmp_path, 10_000)  # the whole game: helga is destroyed
    kinds = [icon.kind for icon in screen.cards["helga"].conditions.icons()]
    assert "destroyed" in kinds
    status = screen.match.status().card_of("helga")
    assert [c.kind for c in status.conditions] == kinds


def test_the_templates_on_the_table_say_what_they_are_and_who_dropped_them(qtbot, tmp_path):
    screen = _screen(qtbot, tmp_path, 20)  # helga has dropped oil (T1)
    templates = screen.match.status().templates
    assert templates and templates[0].kind == "oil"
    text = screen.templates.text()
    assert screen.templates.isVisibleTo(screen)
    assert "Oil" in text and "Hirsute Helga" in text and "T1" in text
    assert "helga" not in text.replace("Hirsute Helga", "")  # the car's name, not its id
