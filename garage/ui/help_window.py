"""Help: the user guide, the A&A II rules text, the rulings for players and quick rule look-ups,
searchable, beside the designer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPalette, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from garage.resources import resource
from garage.ui import lookups
from garage.ui.rules_text import rules_html, rulings_for_players
from garage.ui.rules_words import spoken


class HelpWindow(QDialog):
    """Four tabs: the user guide, the rules text, the rulings and the quick look-ups. Find
    searches the three texts, moving on to the next tab when this one has no more matches."""

    @staticmethod
    def _scrolled(widget: QWidget) -> QScrollArea:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(widget)
        return scroll

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Help"))  # Qt appends " — Garage"
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.resize(900, 700)
        self.tabs = QTabWidget()
        self.pages: dict[QWidget, QTextBrowser] = {}
        guide = self._page(self.tr("User guide"))
        guide.setMarkdown(resource("help", "guide.md").read_text(encoding="utf-8"))
        self.tabs.addTab(guide, self.tr("&Using Garage"))
        rules = self._page(self.tr("Rules"))
        html, headings = rules_html()
        rules.document().setDefaultStyleSheet("th { background-color: palette(midlight); } h3 { margin-top: 12px; }")
        rules.setHtml(html)
        self.contents = QListWidget()
        self.contents.setAccessibleName(self.tr("Rules contents"))
        self.contents.addItems(headings)
        self.contents.currentRowChanged.connect(lambda row: rules.scrollToAnchor(f"s{row}"))
        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(rules)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 640])
        self.pages[split] = rules
        self.tabs.addTab(split, self.tr("&Rules (A&&A II playtest 2010)"))
        rulings = self._page(self.tr("Rulings"))
        rulings.setMarkdown(rulings_for_players(resource("help", "RULINGS.md").read_text(encoding="utf-8")))
        self.tabs.addTab(rulings, self.tr("Rulin&gs"))
        # Each rule set's look-ups (garage/ui/lookups); `lookups` is the first, A&A II's.
        found = lookups.panels()
        self.lookups = found[0][1] if found else QWidget()
        if len(found) > 1:
            inner = QTabWidget()
            for ruleset, panel in found:
                inner.addTab(self._scrolled(panel), spoken(ruleset.name).replace("&", "&&"))
            self.tabs.addTab(inner, self.tr("&Look-ups"))
        else:
            self.tabs.addTab(self._scrolled(self.lookups), self.tr("&Look-ups"))
        self.search = QLineEdit()
        self.search.setAccessibleName(self.tr("Search the rules"))
        self.search.setPlaceholderText(self.tr("Search (Enter: next, Shift+Enter: previous)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.installEventFilter(self)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        QShortcut(QKeySequence.StandardKey.FindNext, self, self.find_next)
        QShortcut(QKeySequence.StandardKey.FindPrevious, self, self.find_previous)
        self.previous_button = QPushButton(self.tr("&Previous"))
        self.previous_button.clicked.connect(self.find_previous)
        self.next_button = QPushButton(self.tr("&Next"))
        self.next_button.clicked.connect(self.find_next)
        for button in (self.previous_button, self.next_button):
            button.setAutoDefault(False)  # Return in the search field is "next", not a button press
        self.matches = QLabel()
        self.matches.setAccessibleName(self.tr("Matches"))
        self.tabs.currentChanged.connect(lambda _: self._highlight(self.search.text()))
        find_label = QLabel(self.tr("&Find:"))
        find_label.setBuddy(self.search)
        bar = QHBoxLayout()
        bar.addWidget(find_label)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.matches)
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.tabs, 1)
        self.search.setFocus()

    def _page(self, name: str) -> QTextBrowser:
        page = QTextBrowser()
        page.setOpenExternalLinks(True)
        page.setAccessibleName(name)
        self.pages[page] = page
        return page

    @property
    def page(self) -> QTextBrowser | None:
        """The text of the tab shown; None on the look-ups."""
        shown = self.tabs.currentWidget()
        return self.pages.get(shown) if shown is not None else None

    def _texts(self) -> list[tuple[int, QTextBrowser]]:
        """(tab index, text) of every searchable tab, from the one shown onwards."""
        count = self.tabs.count()
        order = [(self.tabs.currentIndex() + n) % count for n in range(count)]
        return [(i, self.pages[tab]) for i in order if (tab := self.tabs.widget(i)) is not None and tab in self.pages]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Return finds the next match, Shift+Return the previous one, as in a browser.
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.find_previous()
            else:
                self.find_next()
            return True
        return super().eventFilter(watched, event)

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _search_changed(self, text: str) -> None:
        self._highlight(text)
        if text and self.page is not None:
            self.page.moveCursor(QTextCursor.MoveOperation.Start)
            self.find_next()

    def _highlight(self, text: str) -> None:
        """Mark every match in every text; say how many here and in all."""
        counts = []
        for _, page in self._texts():
            selections = []
            if text:
                colour = QColor(page.palette().color(QPalette.ColorRole.Highlight))
                colour.setAlphaF(0.35)
                cursor = QTextCursor(page.document())
                while True:
                    cursor = page.document().find(text, cursor)
                    if cursor.isNull():
                        break
                    selection = QTextEdit.ExtraSelection()
                    selection.cursor = cursor
                    selection.format.setBackground(colour)
                    selections.append(selection)
            page.setExtraSelections(selections)
            counts.append(len(selections))
        here = counts[0] if self.page is not None else 0
        total = sum(counts)
        self.matches.setText("" if not text else self.tr("{here} found").format(here=here) if here == total else
                             self.tr("{here} here, {total} in all").format(here=here, total=total))

    def find_next(self) -> bool:
        return self._find(QTextDocument.FindFlag(0))

    def find_previous(self) -> bool:
        return self._find(QTextDocument.FindFlag.FindBackward)

    def _find(self, flags: QTextDocument.FindFlag) -> bool:
        found = self._step(flags)
        page = self.page
        if found and page is not None:
            # The match a third of the way down the page, with what comes after it (a table's rows)
            # in view, rather than on the bottom edge.
            bar = page.verticalScrollBar()
            bar.setValue(bar.value() + page.cursorRect().center().y() - page.viewport().height() // 3)
        return found

    def _step(self, flags: QTextDocument.FindFlag) -> bool:
        """The next match in this tab, else the first in the next tab that has one, else
        round to the start of this one, as a browser's find bar does."""
        text = self.search.text()
        if not text:
            return False
        texts = self._texts()
        if self.page is not None and self.page.find(text, flags):
            return True
        backward = bool(flags & QTextDocument.FindFlag.FindBackward)
        others = texts[1:] if self.page is not None else texts
        for index, page in (reversed(others) if backward else others):
            if not page.document().find(text, 0).isNull():
                self.tabs.setCurrentIndex(index)
                page.moveCursor(QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start)
                return page.find(text, flags)
        if self.page is None:
            return False
        self.page.moveCursor(QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start)
        return self.page.find(text, flags)
