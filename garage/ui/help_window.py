"""Help: the A&A II rules text and the project's RULINGS, searchable, beside the designer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QSplitter,
                               QTabWidget, QTextBrowser, QTextEdit, QVBoxLayout, QWidget)

from garage.resources import resource
from garage.ui.rules_text import rules_html


class HelpWindow(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Garage Help: Rules and Rulings")
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.resize(900, 700)
        self.tabs = QTabWidget()
        self.pages: list[QTextBrowser] = []
        rules = self._page("Rules")
        html, headings = rules_html()
        rules.setHtml(html)
        self.contents = QListWidget()
        self.contents.setAccessibleName("Rules contents")
        self.contents.addItems(headings)
        self.contents.currentRowChanged.connect(lambda row: rules.scrollToAnchor(f"s{row}"))
        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(rules)
        split.setStretchFactor(1, 1)
        split.setSizes([320, 680])
        self.tabs.addTab(split, "Rules (A&&A II playtest 2010)")
        rulings = self._page("Rulings")
        rulings.setMarkdown(resource("help", "RULINGS.md").read_text(encoding="utf-8"))
        self.tabs.addTab(rulings, "Rulings")
        self.search = QLineEdit()
        self.search.setAccessibleName("Search the rules")
        self.search.setPlaceholderText("Search (Enter: next, Shift+Enter: previous)")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.installEventFilter(self)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        QShortcut(QKeySequence.StandardKey.FindNext, self, self.find_next)
        QShortcut(QKeySequence.StandardKey.FindPrevious, self, self.find_previous)
        self.previous_button = QPushButton("&Previous")
        self.previous_button.clicked.connect(self.find_previous)
        self.next_button = QPushButton("&Next")
        self.next_button.clicked.connect(self.find_next)
        for button in (self.previous_button, self.next_button):
            button.setAutoDefault(False)  # Return in the search field is "next", not a button press
        self.matches = QLabel()
        self.matches.setAccessibleName("Matches")
        self.tabs.currentChanged.connect(lambda _: self._search_changed(self.search.text()))
        find_label = QLabel("&Find:")
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
        self.pages.append(page)
        return page

    @property
    def page(self) -> QTextBrowser:
        return self.pages[self.tabs.currentIndex()]

    def eventFilter(self, watched, event) -> bool:
        # Return finds the next match, Shift+Return the previous one, as in a browser.
        if watched is self.search and event.type() == QEvent.Type.KeyPress and \
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
        page = self.page
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
        self.matches.setText(f"{len(selections)} found" if text else "")
        if text:
            page.moveCursor(QTextCursor.MoveOperation.Start)
            self.find_next()

    def find_next(self) -> bool:
        return self._find(QTextDocument.FindFlag(0))

    def find_previous(self) -> bool:
        return self._find(QTextDocument.FindFlag.FindBackward)

    def _find(self, flags) -> bool:
        text = self.search.text()
        if not text:
            return False
        page = self.page
        if page.find(text, flags):
            return True
        # Wrap round, as a browser's find bar does.
        page.moveCursor(QTextCursor.MoveOperation.End if flags else QTextCursor.MoveOperation.Start)
        return page.find(text, flags)
