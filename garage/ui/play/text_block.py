"""Lines of toned text (rulesets.Line: [text, tone] pieces), word-wrapped and painted by one
widget: each line is laid out once per text, font and width (a QTextLayout) and kept, and
painted from there. The play screen's card texts and banner change on every action; as
rich-text QLabels, each change laid a whole document out again for the layout's size
questions (twice each), and again as it was painted."""

from __future__ import annotations

from html import escape, unescape
from math import ceil

from PySide6.QtCore import QEvent, QPointF, QRect, QSize
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextCharFormat,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from garage.rules import rulesets
from garage.ui.colours import error_colour, warning_colour
from garage.ui.rules_words import spoken

Piece = tuple[str, str]  # text, tone (rulesets.TONES)
Paragraph = tuple[Piece, ...]
WIDE = 80  # characters: the width a block asks for before it has one of its own
SLACK = 8  # px: a block asked its height this much wider than it is answers its own
MEMORY = 8  # widths whose heights are kept (a window being resized asks at every one)
WORDS_KEPT = 512  # words whose widths a block keeps, then forgets all at once
RECENT = 32  # lines no longer shown whose layouts a block keeps, the oldest let go first
SAID_KEPT = 256  # pieces a block keeps said in the player's language, then forgets all at once

_COLOURS: dict[int, tuple[QColor, QColor]] = {}


def tone_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """The error and warning colours of this palette, walked to a readable contrast once."""
    key = palette.cacheKey()
    if key not in _COLOURS:
        _COLOURS[key] = (error_colour(palette), warning_colour(palette))
    return _COLOURS[key]


def paragraph(line: rulesets.Line | Paragraph, said: dict[tuple[type, str], str] | None = None) -> Paragraph:
    """A rules line as the block keeps it, in the player's language: a tuple of (text, tone),
    empty pieces dropped. `said`: the words already said (a block's `said`), by their type
    and English (a Phrase equals its English: the rules word each sentence one way), so the
    pieces a new text shares with the last (the card's lines that did not change, the banner's
    turn and names) are not translated again."""
    if said is None:
        return tuple((spoken(text), str(tone)) for text, tone in line if text)
    if len(said) > SAID_KEPT:
        said.clear()
    pieces = []
    for text, tone in line:
        if text:
            key = (type(text), text)
            words = said.get(key)
            if words is None:
                words = said[key] = spoken(text)
            pieces.append((words, str(tone)))
    return tuple(pieces)


def marked_up(text: str) -> Paragraph:
    """A line of words with its bold parts marked <b>...</b> (a translated string's own), as
    pieces; any other markup is left as it is written."""
    pieces: list[Piece] = []
    for i, part in enumerate(text.split("<b>")):
        strong, _, rest = part.partition("</b>") if i else ("", "", part)
        pieces += [(unescape(strong), "strong"), (unescape(rest), "")]
    return paragraph(pieces)


def line_html(line: rulesets.Line | Paragraph, bad: QColor, warn: QColor) -> str:
    """A card, banner or odds line as rich text (where a QLabel shows one: the action forms' odds),
    in the player's language."""
    out = []
    for text, tone in line:
        text = escape(spoken(text))
        if tone == "strong":
            text = f"<b>{text}</b>"
        elif tone == "warning":
            text = f"<span style='color:{warn.name()}'>{text}</span>"
        elif tone == "bad":
            text = f"<b style='color:{bad.name()}'>{text}</b>"
        elif tone == "gone":
            text = f"<s style='color:{bad.name()}'>{text}</s>"
        out.append(text)
    return "".join(out)


class TextBlock(QWidget):
    """Paragraphs of toned pieces, each wrapped at the block's width, `spacing` px under each
    (but the last), `margin` px round the whole. Its height at a width is the sum of its
    paragraphs' there, worked out once per text and width; a paragraph unchanged by a new text
    keeps its layout. Screen readers read its words as its accessible description (its name
    when it has none of its own); text() gives them as the rich text a label would show."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 0, margin: int = 0,
                 keeps_room: bool = False) -> None:
        """`keeps_room`: the block's layout gives it at least the height it had whatever its
        text (a card's sheet: its card keeps the tallest height it has needed, and the sheet
        takes the room below the circles), so a text that needs less asks no layout again."""
        super().__init__(parent)
        self.spacing, self.margin = spacing, margin
        self.keeps_room = keeps_room
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.paragraphs: tuple[Paragraph, ...] = ()
        self._named = False  # an accessible name of its own (else its words are its name)
        self._layouts: dict[Paragraph, QTextLayout] = {}
        self._laid: dict[Paragraph, tuple[int, int]] = {}  # paragraph -> (width, height) it is laid at
        self._heights: dict[Paragraph, dict[int, int]] = {}  # paragraph -> width -> height
        self._totals: dict[int, int] = {}  # width -> the block's height
        self._least: QSize | None = None
        self._widest: dict[Paragraph, int] = {}  # paragraph -> its widest word, in bold
        self._words: dict[str, int] = {}  # word -> its width in bold
        self._reserved: Paragraph = ()  # words it may show at any time (`reserve`)
        # The rules' words it has shown, said in the player's language (`paragraph`'s `said`):
        # the app's language is chosen at its start, and a block shows the words of one screen.
        self.said: dict[tuple[type, str], str] = {}
        self._strong: QFontMetrics | None = None
        self._fonts: dict[str, QFont] | None = None

    # --- the text ---------------------------------------------------------------------------

    def set_paragraphs(self, paragraphs: tuple[Paragraph, ...]) -> None:
        if paragraphs == self.paragraphs:
            return
        width = self.width()
        inner = max(1, width - 2 * self.margin)
        before = self._totals.get(width) if self.isVisible() else None
        # Where each line was (its height at this width), to paint again only the lines that changed.
        was = [(p, self._heights.get(p, {}).get(inner)) for p in self.paragraphs]
        least = self._least
        self._keep(paragraphs)
        self.paragraphs = paragraphs
        self._totals.clear()
        self._least = None
        words = self.plain_text()
        if self._named:
            self.setAccessibleDescription(words)
        else:
            super().setAccessibleName(words)
        now = self.minimumSizeHint() if least is not None else None
        height = self.heightForWidth(width)
        if before is not None and least is not None and now is not None and now.width() <= least.width() \
                and ((height == before and now.height() == least.height())
                     or (self.keeps_room and height <= self.height() and now.height() <= self.height())):
            # As tall as before at its width (or no taller than the room it keeps), its widest
            # word no wider: the lines that changed are painted again, and its layout is not
            # asked again (the least size it keeps may be a word's more than it needs until the
            # next layout).
            self.update(self._changed(was, inner))
            return
        self.update()
        self.updateGeometry()

    def _keep(self, paragraphs: tuple[Paragraph, ...]) -> None:
        """The layouts of the new text's lines, and of the RECENT lines last shown before them:
        a line that comes back (the mover's marks and move, an action undone and played again,
        the same words a game-turn later) is drawn from the layout it had, not shaped again."""
        layouts = self._layouts
        for para in paragraphs:
            if para in layouts and para not in self.paragraphs:  # back again: the most recent
                layouts[para] = layouts.pop(para)
        if len(layouts) <= RECENT:
            return
        kept = set(paragraphs)
        gone = [p for p in layouts if p not in kept]
        for para in gone[:len(gone) - RECENT]:  # the longest gone first
            del layouts[para]
            self._laid.pop(para, None)
            self._heights.pop(para, None)
            self._widest.pop(para, None)

    def _changed(self, was: list[tuple[Paragraph, int | None]], inner: int) -> QRect:
        """The band of the block whose lines differ from `was` (from the first line whose
        height changed, everything below it)."""
        top = bottom = None
        y = self.margin
        for i, para in enumerate(self.paragraphs):
            height = self._height(para, inner)
            old, old_height = was[i] if i < len(was) else ((), None)
            if old != para or old_height != height:
                top = y if top is None else top
                bottom = y + height + self.spacing
                if old_height != height:
                    bottom = self.height()
                    break
            y += height + self.spacing
        else:
            if len(was) > len(self.paragraphs):
                top, bottom = (y if top is None else top), self.height()
        if top is None or bottom is None:
            return QRect()
        return QRect(0, top, self.width(), bottom - top)

    def reserve(self, words: str) -> None:
        """Words the block may show at any time (a card title's marks, for the mover and the cars
        to plot): its least width is never less than their widest, so their coming and going
        asks no layout again."""
        reserved = ((words, "strong"),) if words else ()
        if reserved != self._reserved:
            self._widest.pop(self._reserved, None)
            self._reserved = reserved
            self._least = None
            self.updateGeometry()

    def setAccessibleName(self, name: str) -> None:
        self._named = bool(name)
        super().setAccessibleName(name)
        self.setAccessibleDescription(self.plain_text())

    def plain_text(self) -> str:
        return "\n".join("".join(text for text, _ in p) for p in self.paragraphs)

    def text(self) -> str:
        """The words as the rich text a QLabel would show: bold, colours, struck through."""
        bad, warn = tone_colours(self.palette())
        return "<br>".join(line_html(p, bad, warn) for p in self.paragraphs)

    # --- laying out ---------------------------------------------------------------------------

    def _font_of(self) -> dict[str, QFont]:
        if self._fonts is None:
            bold = QFont(self.font())
            bold.setBold(True)
            self._fonts = {"": self.font(), "strong": bold, "bad": bold}
        return self._fonts

    def _layout(self, para: Paragraph) -> QTextLayout:
        layout = self._layouts.get(para)
        if layout is None:
            layout = self._layouts[para] = QTextLayout("".join(text for text, _ in para), self.font())
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
            layout.setTextOption(option)
            layout.setCacheEnabled(True)
            bad, warn = tone_colours(self.palette())
            ranges, start = [], 0
            for text, tone in para:
                if tone:
                    char = QTextCharFormat()
                    if tone in ("strong", "bad"):
                        char.setFontWeight(QFont.Weight.Bold)
                    if tone in ("bad", "gone"):
                        char.setForeground(QBrush(bad))
                    elif tone == "warning":
                        char.setForeground(QBrush(warn))
                    if tone == "gone":
                        char.setFontStrikeOut(True)
                    piece = QTextLayout.FormatRange()
                    piece.start, piece.length, piece.format = start, len(text), char
                    ranges.append(piece)
                start += len(text)
            layout.setFormats(ranges)
        return layout

    def _lay(self, para: Paragraph, width: int) -> int:
        """The paragraph's lines at `width` (its text width): its height."""
        laid = self._laid.get(para)
        if laid is not None and laid[0] == width:
            return laid[1]
        layout = self._layout(para)
        layout.beginLayout()
        y = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, y))
            y += line.height()
        layout.endLayout()
        height = ceil(y)
        self._laid[para] = (width, height)
        self._heights.setdefault(para, {})[width] = height
        return height

    def _height(self, para: Paragraph, width: int) -> int:
        known = self._heights.get(para)
        if known is not None and width in known:
            return known[width]
        if known is not None and len(known) > MEMORY:
            known.clear()
        return self._lay(para, width)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        total = self._totals.get(width)
        current = self.width()
        if total is None and current < width <= current + SLACK and current in self._totals:
            # A few pixels wider than it is (a layout's size hint counts a frame twice) needs
            # no more lines than its own width: its lines are not laid out again for that.
            return self._totals[current]
        if total is None:
            if len(self._totals) > MEMORY:
                self._totals.clear()
            inner = max(1, width - 2 * self.margin)
            heights = [self._height(p, inner) for p in self.paragraphs]
            total = sum(heights) + self.spacing * max(0, len(heights) - 1) + 2 * self.margin
            self._totals[width] = total
        return total

    def sizeHint(self) -> QSize:
        """80 characters wide, as a label asks, whatever width it has: a hint that followed the
        width given would keep whatever share a layout first gave it. As tall as its text at
        the width it has once shown (not at the hint's width: its lines are laid out only at
        the width they are painted at, never again for a layout's questions)."""
        width = min(self.fontMetrics().averageCharWidth() * WIDE + 2 * self.margin, self.maximumWidth())
        shown = self.width() if self.isVisible() and self.width() > 2 * self.margin else width
        return QSize(width, self.heightForWidth(shown))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.heightForWidth(self.width()) > self.height():
            # A layout's height for this width asked before a new text of the same height at
            # the old width (set_paragraphs): asked again.
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        """As wide as its widest word (in bold, to be sure), as tall as its paragraphs unwrapped."""
        if self._least is None:
            if self._strong is None:
                self._strong = QFontMetrics(self._font_of()["strong"])
            strong = self._strong
            widest = 0
            known = self._words
            if len(known) > WORDS_KEPT:
                known.clear()
            for para in (*self.paragraphs, self._reserved):  # a line's widest word once per line and font
                width = self._widest.get(para)
                if width is None:
                    words = {word for text, _ in para for word in text.split()}
                    longest = sorted(words, key=len, reverse=True)[:5]  # the widest is among them
                    width = 0
                    for word in longest:  # most words come again in the next line (names, numbers)
                        advance = known.get(word)
                        if advance is None:
                            advance = known[word] = strong.horizontalAdvance(word)
                        width = max(width, advance)
                    self._widest[para] = width
                widest = max(widest, width)
            lines = len(self.paragraphs)
            height = lines * strong.lineSpacing() + self.spacing * max(0, lines - 1)
            self._least = QSize(widest + 2 * self.margin, height + 2 * self.margin)
        return self._least

    def _forget(self) -> None:
        """A new font or palette: every layout again."""
        self._layouts.clear()
        self._laid.clear()
        self._heights.clear()
        self._totals.clear()
        self._least = None
        self._fonts = None
        self._widest.clear()
        self._words.clear()
        self._strong = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            self._forget()
            if event.type() != QEvent.Type.PaletteChange:
                self.updateGeometry()
            self.update()
        super().changeEvent(event)

    # --- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
        painter.setPen(self.palette().color(group, self.foregroundRole()))
        inner = max(1, self.width() - 2 * self.margin)
        y = self.margin
        clip = event.region()  # the lines that changed, not all between the first and the last
        width = self.width()
        for para in self.paragraphs:
            height = self._lay(para, inner)
            if clip.intersects(QRect(0, y, width, height)):
                self._layout(para).draw(painter, QPointF(self.margin, y))
            y += height + self.spacing
