"""The car cards: conditions as icons (each with its words as tooltip and accessible name),
the active car's card highlighted, the templates on the table listed with who dropped them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPalette

from garage.rules import rulesets
from garage.ui.colours import contrast
from garage.ui.play import car_card, text_block
from garage.ui.play.engine_adapter import Match
from garage.ui.play.play_window import PlayWindow
from garage.ui.play.text_block import TextBlock
from tests.ui.play.driving import GAMES, PaintedRegion, quiet
from tests.ui.test_rules_words import german  # noqa: F401 (a fixture)

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


class _Painted(QObject):
    """Which of the cards are painted."""

    def __init__(self, cards: dict) -> None:
        super().__init__()
        self.cards = {card: car for car, card in cards.items()}
        self.seen: set[str] = set()
        for card in self.cards:
            card.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.cards:
            self.seen.add(self.cards[watched])
        return False


class _LayoutRequests(QObject):
    """Counts the layout requests a widget it filters is sent."""

    count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _four_car_window(qtbot, tmp_path, size: tuple[int, int] = (1280, 800)) -> PlayWindow:
    """A four-car game at game-turn 20, shown on a play window of `size`."""
    from tests.ui.play.driving import generated_game
    path = tmp_path / "four.jsonl"
    generated_game(path, ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon"), 20)
    screen = PlayWindow(Match.load(path))
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _four_cars_each_moved_on_screen(qtbot, tmp_path) -> PlayWindow:
    """The four-car window, each car's move played and undone twice, so the heights its
    lines need are known."""
    screen = _four_car_window(qtbot, tmp_path)
    for _ in range(2):
        for _ in range(4):
            assert screen.play({"action": "moved", "car": screen.match.status().mover})
            quiet()
        for _ in range(4):
            screen.undo_stack.undo()
            quiet()
    return screen




def test_an_action_paints_only_the_cards_it_changed_and_none_changes_size(qtbot, tmp_path):
    """A car's move ends: its card and the next mover's change. The line of the move comes and
    goes with the mover, and the row heights it changed resized every card, so all four were
    painted again on every action: each card now keeps the tallest height it has needed."""
    screen = _four_cars_each_moved_on_screen(qtbot, tmp_path)
    screen.repaint()
    quiet()
    sizes = {car: card.size() for car, card in screen.cards.items()}
    mover = screen.match.status().mover
    painted = _Painted(screen.cards)
    assert screen.play({"action": "moved", "car": mover})
    quiet()
    after = screen.match.status().mover
    assert painted.seen == {mover, after}, painted.seen
    assert {car: card.size() for car, card in screen.cards.items()} == sizes
    assert "moving" in screen.cards[after].title.text() and "moving" not in screen.cards[mover].title.text()


def _play_on(screen: PlayWindow, rng) -> int:
    """The next action of the generated game (plot the speed, move, end the game-turn) played
    on the screen, its dice (the movement order's dice-offs) rolled by `rng`, its offers
    declined; how many dice it asked."""
    from garage.rules.aa2.play import allowed
    state = screen.match.state
    if state.phase == "plot":
        car = allowed.to_plot(state)[0]
        action = {"action": "plot", "car": car, "speed": state.car(car).speed}
    else:
        action = {"action": "moved", "car": state.mover} if state.phase == "move" else {"action": "end_turn"}
    assert screen.play(action)
    dice = 0
    while (request := screen.match.pending) is not None:
        dice += request.kind == "roll"
        screen.answer(rng.randint(1, request.sides) if request.kind == "roll" else request.default)
    quiet()
    return dice


def test_game_turns_played_on_resize_no_card_once_each_has_shown_its_lines(qtbot, tmp_path):
    """Played on (not an action after an undo), each game-turn's dice-offs light the cars'
    cards up for their dice: the style sheet that lit a card made it forget the tallest
    heights it had needed, so the next lines to come and go resized the cards, their rows
    and the pane's scroll bar, and painted every card and the pane again, action after action."""
    import random
    screen = _four_car_window(qtbot, tmp_path)
    rng = random.Random(5)
    start = screen.match.state.turn
    while screen.match.state.turn < start + 2:  # two game-turns: every line a card shows, seen
        _play_on(screen, rng)
    sizes = {car: card.size() for car, card in screen.cards.items()}
    dice = 0
    while screen.match.state.turn < start + 4:
        dice += _play_on(screen, rng)
        assert {car: card.size() for car, card in screen.cards.items()} == sizes, screen.match.state.turn
    assert dice > 0  # the cards were lit up for their dice


TEXTS = [(((("Purple Haze", "strong"), (" ▶ moving", "")), (("Antihiro Protagonist", ""),)), 0),
         ((((("MAX 22 ACC 5 DEC 5 TURN 2 · speed 14\" · plotted 14\" · move 14\", turns left 2"
             " · next plot 9-19\""), ""),),
           (("Engine ok, Steering ok, Brakes ok, Fuel Tank ok, Driver ok, ", ""), ("Ramplates", "gone")),
           (("Weapons: Heavy Laser (medium, front), Light Laser (light, rear)", ""),)), car_card.PARAGRAPH_MARGIN),
         (((("DESTROYED: Out: rammed off the table by Der Bahnstormer", "bad"),),), 0),
         (((("Supercalifragilisticexpialidocious&Co unbroken", ""),),), 0)]


@pytest.mark.parametrize(("paragraphs", "spacing"), TEXTS, ids=["title", "sheet", "fate", "long word"])
def test_a_card_text_is_as_tall_as_its_lines_wrapped_and_never_narrower_than_a_label(qtbot, paragraphs, spacing):
    """A card's text block lays its lines out at a width once and keeps them: its height there
    holds every line it wrapped to, no line is wider than the block, and its least width is
    never less than a rich-text QLabel's of the same words (the widest word, in bold)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel
    block, label = TextBlock(spacing=spacing), QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    for widget in (block, label):
        qtbot.addWidget(widget)
    block.set_paragraphs(((("something else first", ""),),))
    block.heightForWidth(200)
    block.set_paragraphs(paragraphs)
    label.setText(block.text())
    heights = []
    for width in (120, 261, 480, 900):
        height = heights.append(block.heightForWidth(width)) or heights[-1]
        assert block.heightForWidth(width) == height, width  # asked again: the same
        block.resize(width, height)
        lines = 0
        for para in block.paragraphs:
            block._lay(para, width)
            layout = block._layout(para)
            lines += layout.lineCount()
            assert all(layout.lineAt(i).naturalTextWidth() <= width for i in range(layout.lineCount())), width
        assert height >= lines * block.fontMetrics().height() + spacing * (len(paragraphs) - 1), width
    assert heights == sorted(heights, reverse=True)  # narrower, never shorter
    assert block.minimumSizeHint().width() >= label.minimumSizeHint().width()


def test_a_card_text_keeps_the_layout_of_a_line_that_did_not_change_and_says_its_words(qtbot):
    block = TextBlock(spacing=4)
    qtbot.addWidget(block)
    block.setAccessibleName("Record sheet")
    kept, changed = (("Engine ok", ""),), (("speed 14\"", ""), ("on fire", "bad"))
    block.set_paragraphs((kept, (("speed 10\"", ""),)))
    block.resize(300, block.heightForWidth(300))
    block.grab()
    layout = block._layout(kept)
    block.set_paragraphs((kept, changed))
    assert block._layout(kept) is layout  # not laid out again
    assert block.accessibleName() == "Record sheet"
    assert block.accessibleDescription() == "Engine ok\nspeed 14\"on fire"
    bad = car_card.card_colours(block.palette())[0]
    assert block.text() == f"Engine ok<br>speed 14&quot;<b style='color:{bad.name()}'>on fire</b>"
    title = TextBlock()  # with no name of its own, its words are its name
    qtbot.addWidget(title)
    title.set_paragraphs(((("Purple Haze", "strong"),), (("Antihiro", ""),)))
    assert title.accessibleName() == "Purple Haze\nAntihiro"


def test_a_line_that_comes_back_is_drawn_from_the_layout_it_had_and_paints_as_a_fresh_one(qtbot):
    """The mover's move line goes and comes back (an action, an undo; the next game-turn): its
    layout is kept, not shaped again, and the block paints what a new block of the text paints."""
    moving, moved = (("speed 6\" · move 6\", turns left 2", ""),), (("speed 6\"", ""),)
    mark = (("Purple Haze", "strong"), (" ▶ moving", ""))
    block = TextBlock(spacing=4)
    qtbot.addWidget(block)
    block.set_paragraphs((mark, moving))
    block.resize(300, block.heightForWidth(300))
    block.show()
    quiet()
    layouts = block._layout(mark), block._layout(moving)
    block.set_paragraphs(((("Purple Haze", "strong"),), moved))
    quiet()
    block.set_paragraphs((mark, moving))
    quiet()
    assert (block._layout(mark), block._layout(moving)) == layouts  # the same objects: not shaped again
    new = TextBlock(spacing=4)
    qtbot.addWidget(new)
    new.set_paragraphs((mark, moving))
    new.resize(block.size())
    assert new.grab().toImage() == block.grab().toImage()
    for i in range(text_block.RECENT + 1):  # a block keeps so many lines it no longer shows, no more
        block.set_paragraphs((((f"line {i}", ""),),))
    assert mark not in block._layouts and len(block._layouts) == text_block.RECENT + 1


def test_a_card_text_takes_its_colours_from_a_new_palette(qtbot):
    """Lit or dark: a bad line's colour is walked to the palette's contrast again."""
    block = TextBlock()
    qtbot.addWidget(block)
    block.set_paragraphs(((("DESTROYED", "bad"),),))
    block.resize(200, 40)
    [piece] = block._layout(block.paragraphs[0]).formats()
    light = QColor(piece.format.foreground().color())
    palette = QPalette(QColor("#2b2b2b"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
    block.setPalette(palette)
    [piece] = block._layout(block.paragraphs[0]).formats()
    dark = QColor(piece.format.foreground().color())
    assert dark == car_card.card_colours(block.palette())[0] and dark != light
    assert contrast(dark, QColor("#2b2b2b")) >= contrast(light, QColor("#2b2b2b"))


def test_a_cards_text_can_be_copied_from_its_menu(qtbot, tmp_path):
    """The card's words were selectable labels: now its menu copies them all."""
    from PySide6.QtGui import QGuiApplication
    screen = _screen(qtbot, tmp_path, 4)
    card = screen.cards["haze"]
    [copy] = card.actions()
    copy.trigger()
    words = QGuiApplication.clipboard().text()
    assert words.startswith("Purple Haze") and card.sheet.plain_text() in words
    assert "<" not in words


@pytest.mark.parametrize("size", [(1024, 640), (1400, 900)], ids=["1024x640", "1400x900"])
def test_every_card_shows_all_its_text_after_actions(qtbot, tmp_path, size):
    """Whatever the cards keep of their heights, no label is ever shorter than its text
    wrapped at its width: nothing of a card is cut off, at 1024x640 either."""
    screen = _four_car_window(qtbot, tmp_path, size)
    for step in range(6):
        if step == 3:
            screen.undo_stack.undo()
            screen.undo_stack.undo()
        else:
            assert screen.play({"action": "moved", "car": screen.match.status().mover})
        quiet()
        for car, card in screen.cards.items():
            for label in (card.title, card.sheet):
                assert label.height() >= label.heightForWidth(label.width()), (car, label.accessibleName())
            assert card.sheet.geometry().bottom() <= card.contentsRect().bottom(), car
        banner = screen.banner
        assert banner.height() >= banner.heightForWidth(banner.width())


def test_an_action_lays_the_changed_lines_out_only_at_the_width_they_are_painted_at(qtbot, tmp_path, monkeypatch):
    """A block's size hint asked before it was shown (80 characters wide) stayed, and the
    cards' grid then asked every card its height at that width too: each changed line was
    laid out there, and again at its own width to be painted."""
    laid: list[tuple[int, int]] = []
    lay = TextBlock._lay

    def counted(block, para, width):
        laid.append((width, max(1, block.width() - 2 * block.margin)))
        return lay(block, para, width)

    monkeypatch.setattr(TextBlock, "_lay", counted)
    screen = _four_car_window(qtbot, tmp_path)
    quiet()
    laid.clear()
    for _ in range(3):
        assert screen.play({"action": "moved", "car": screen.match.status().mover})
        quiet()
    assert laid and all(width == own for width, own in laid), laid


def test_the_mover_changing_paints_the_cards_ring_and_title_not_their_circles(qtbot, tmp_path):
    """The highlight moves from one card to the next: each card's ring and title are painted
    again, its hit points (the same) are not (each frame setter repainted the whole card)."""
    screen = _four_cars_each_moved_on_screen(qtbot, tmp_path)
    mover = screen.match.status().mover
    painted = _Painted({("circles", car): card.hit_points for car, card in screen.cards.items()}
                       | {("title", car): card.title for car, card in screen.cards.items()})
    assert screen.play({"action": "moved", "car": mover})
    quiet()
    after = screen.match.status().mover
    assert {("title", mover), ("title", after)} <= painted.seen, painted.seen
    assert not {seen for seen in painted.seen if seen[0] == "circles"}, painted.seen
    assert screen.cards[after].highlighted and not screen.cards[mover].highlighted


def test_a_card_lit_up_for_its_die_paints_its_ring_alone_and_resizes_nothing(qtbot, tmp_path):
    """The die or decision asked is this car's: its card is lit, and unlit once answered. A
    style sheet lit it, with a wider frame: every card, its row and the pane were restyled,
    laid out and painted again for each die entered (some 10 ms of the 12 of an answer)."""
    screen = _four_cars_each_moved_on_screen(qtbot, tmp_path)
    card = next(c for c in screen.cards.values() if not c.highlighted)
    sizes = {car: c.size() for car, c in screen.cards.items()}
    contents = card.contentsRect()
    for lit in (True, False, True):
        painted = PaintedRegion()
        card.installEventFilter(painted)
        others = _Painted({car: c for car, c in screen.cards.items() if c is not card}
                          | {("circles", card.car_id): card.hit_points, ("sheet", card.car_id): card.sheet})
        card.set_concerned(lit)
        quiet()
        card.removeEventFilter(painted)
        assert card.concerned is lit and ("this car's" in card.accessibleDescription()) is lit
        assert not others.seen, others.seen  # the ring only: no other card, nor this one's texts
        inner = card.rect().adjusted(car_card.LIT, car_card.LIT, -car_card.LIT, -car_card.LIT)
        assert not painted.region.isEmpty() and not painted.region.intersects(inner)
        assert {car: c.size() for car, c in screen.cards.items()} == sizes and card.contentsRect() == contents
        if lit:  # painted in the palette's highlight all round
            image = card.grab().toImage()
            highlight = card.palette().color(QPalette.ColorRole.Highlight)
            middle = card.height() // 2
            for x, y in ((1, middle), (card.width() - 2, middle), (card.width() // 2, 1)):
                assert image.pixelColor(x, y) == highlight, (x, y)


def test_a_card_text_as_tall_as_before_is_repainted_not_laid_out_and_never_cut_off(qtbot):
    """A new text that needs the height the old one had (the mover's mark, the banner's words)
    asks no new layout of the card or the window; one that needs more does. And the layout's
    height remembered for another width is asked again when that width comes back."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget
    holder = QWidget()
    qtbot.addWidget(holder)
    column = QVBoxLayout(holder)
    block = TextBlock()
    column.addWidget(block)
    column.addStretch(1)
    block.set_paragraphs(((("Purple Haze", "strong"),), (("Antihiro", ""),)))
    holder.resize(400, 300)
    holder.show()
    qtbot.waitExposed(holder)
    holder.resize(120, 300)  # the layout asks the block's height at 120 too
    quiet()
    holder.resize(400, 300)
    quiet()

    requests = _LayoutRequests()
    holder.installEventFilter(requests)
    block.set_paragraphs(((("Purple Haze", "strong"), (" ▶ moving", "")), (("Antihiro", ""),)))
    quiet()
    assert requests.count == 0
    long = "Waiting for Purple Haze (Antihiro Protagonist) to move (turns, attacks, then Moved)"
    block.set_paragraphs(((("Purple Haze", "strong"),), ((long, ""),)))  # one line at 400, more at 120
    quiet()
    assert block.height() >= block.heightForWidth(block.width())
    holder.resize(120, 300)
    quiet()
    assert block.height() >= block.heightForWidth(120) > 2 * block.fontMetrics().height()


@pytest.mark.parametrize("size", [(1024, 640), (1400, 900)], ids=["1024x640", "1400x900"])
def test_the_cards_share_the_width_evenly(qtbot, tmp_path, size):
    """Two columns of cards, as wide as each other, after actions too (a text's size hint that
    followed the width it was given kept whatever share the grid first gave its column)."""
    from tests.ui.play.driving import generated_game
    path = tmp_path / "three.jsonl"
    generated_game(path, ("purple-haze", "der-bahnstormer", "dogmeat"), 3)
    screen = PlayWindow(Match.load(path))
    qtbot.addWidget(screen)
    screen.show()  # at the size it opens at, then the players' size
    qtbot.waitExposed(screen)
    quiet()
    screen.resize(*size)
    for _ in range(3):
        quiet()
        widths = {card.width() for card in screen.cards.values()}
        assert max(widths) - min(widths) <= 2, widths
        assert screen.play({"action": "moved", "car": screen.match.status().mover})


def test_a_card_text_paints_again_only_the_lines_that_changed(qtbot):
    """The sheet's speed line changes, its weapons do not: only the changed line is painted."""
    block = TextBlock(spacing=4)
    qtbot.addWidget(block)
    lines = ((("speed 10\"", ""),), (("Weapons: Heavy Laser", ""),), (("rerolls: driver 1", ""),))
    block.set_paragraphs(lines)
    block.resize(300, block.heightForWidth(300))
    block.show()
    qtbot.waitExposed(block)
    block.minimumSizeHint()
    quiet()

    painted = PaintedRegion()
    block.installEventFilter(painted)
    block.set_paragraphs((lines[0], (("Weapons: Heavy Laser (lost)", ""),), lines[2]))
    quiet()
    line = block.fontMetrics().height()
    assert not painted.region.isEmpty()
    assert painted.region.boundingRect().top() >= line  # not the first line
    assert painted.region.boundingRect().bottom() < block.height() - line  # nor the last


def test_a_card_sheet_that_needs_fewer_lines_asks_no_layout_and_one_that_needs_more_does(qtbot):
    """The card keeps the tallest height it has needed and its sheet takes the room below the
    circles: a sheet text that needs less (the mover's move line gone) repaints from its first
    changed line down and asks no layout of the card; one that needs more than it has asks."""
    from PySide6.QtGui import QRegion
    card = car_card.CarCard("haze")
    qtbot.addWidget(card)
    long = "MAX 22 ACC 5 DEC 5 TURN 2 · speed 6\" · plotted 6\" · move 6\", turns left 2 · next plot 1-11\""

    def show(first: str) -> None:
        card.show_car(rulesets.CarCard.from_dict({
            "car": "haze", "vehicle": "Purple Haze", "driver": "Antihiro", "out": None, "destroyed": False,
            "card": [[(first, "")], [("Engine ok, Steering ok", "")], [("rerolls: driver 0", "")]]}), False, False)

    show(long)
    card.resize(260, card.sizeHint().height())
    card.show()
    qtbot.waitExposed(card)
    quiet()

    class Seen(QObject):
        requests = 0
        region = QRegion()

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                self.requests += 1
            elif event.type() == QEvent.Type.Paint and watched is card.sheet:
                self.region = self.region.united(event.region())
            return False

    seen = Seen()
    card.installEventFilter(seen)
    card.sheet.installEventFilter(seen)
    tall = card.sheet.height()
    show("speed 6\"")
    quiet()
    assert card.sheet.heightForWidth(card.sheet.width()) < tall  # it needs fewer lines now
    assert seen.requests == 0 and card.sheet.height() == tall
    assert seen.region.boundingRect().top() == 0 and seen.region.boundingRect().bottom() == tall - 1
    assert card.sheet.paragraphs[0] == (("speed 6\"", ""),)
    show(long + " · " + long)  # more than the room it has
    quiet()
    assert seen.requests > 0


@pytest.mark.usefixtures("german")
def test_a_text_says_each_piece_once_and_a_word_apart_from_a_name_of_the_same_english():
    """A block keeps the words it has said in the player's language (text_block.paragraph's
    `said`): the pieces a new text shares with the last are not translated again, and a Word of
    the data is kept apart from a player's name that reads the same in English."""
    from garage.rules.phrase import Phrase, Word
    from garage.ui.play.text_block import paragraph
    said: dict = {}
    line = [(Word("Front"), "strong"), ("Front", ""), (Phrase("{car} fires at its {face}", car="Dogmeat",
                                                              face=Word("Front")), "")]
    first = paragraph(line, said)
    assert first == (("Vorne", "strong"), ("Front", ""), ("Dogmeat feuert nach Vorne", "")) == paragraph(line)
    assert len(said) == 3
    again = [(Word("Front"), ""), (Phrase("{car} fires at its {face}", car="Dogmeat", face=Word("Front")), "bad")]
    assert paragraph(again, said) == (("Vorne", ""), ("Dogmeat feuert nach Vorne", "bad"))
    assert len(said) == 3  # said from what it kept


def test_the_movers_mark_coming_and_going_asks_no_layout_of_the_card(qtbot):
    """A short name's card: the mark " ▶ moving" is wider than any word of its title, yet its
    coming and going asks no layout (the title's least width counts the marks it may show)."""
    card = car_card.CarCard("can")
    qtbot.addWidget(card)
    tin_can = rulesets.CarCard.from_dict({"car": "can", "vehicle": "Tin Can", "driver": "Al", "out": None,
                                          "destroyed": False, "card": [[("speed 6", "")]]})
    card.show_car(tin_can, False, False)
    card.resize(260, card.sizeHint().height())
    card.show()
    qtbot.waitExposed(card)
    quiet()
    least = card.title.minimumSizeHint().width()

    requests = _LayoutRequests()
    card.installEventFilter(requests)
    for moving, plotting in ((True, False), (False, False), (False, True), (False, False)):
        card.show_car(tin_can, moving, plotting)
        quiet()
    assert requests.count == 0
    assert card.title.minimumSizeHint().width() == least
    assert card.title.paragraphs[0] == (("Tin Can", "strong"),)
    assert least >= card.title.fontMetrics().horizontalAdvance("moving")
