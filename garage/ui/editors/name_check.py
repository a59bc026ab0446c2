"""The name field every car-editor panel has, checked as it is typed: an empty, too long,
control-character or taken name is flagged under the field in the error colour and never
applied, so Save never meets it; leaving the field with one puts the car's name back and
says so in the status bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QLineEdit

from garage.rules.limits import NAME, line_problem
from garage.ui.colours import error_colour
from garage.ui.rules_words import spoken


class NameCheck(QObject):
    def __init__(self, field: QLineEdit, problem: QLabel, taken: Callable[[str], bool],
                 current: Callable[[], str | None], rename: Callable[[str], None],
                 said: Callable[[str], None]) -> None:
        """`taken(name)`: another car has it; `current()`: the shown car's name (None: no car);
        `rename(text)`: apply a good name as typed; `said(line)`: a line for the status bar."""
        super().__init__(field)
        self.field, self.problem = field, problem
        self.taken, self.current, self.rename, self.said = taken, current, rename, said
        field.setMaxLength(NAME)
        problem.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the name as typed
        problem.setAccessibleName(self.tr("Name problem"))
        problem.setWordWrap(True)
        problem.hide()
        field.textEdited.connect(self._typed)
        field.editingFinished.connect(self._finished)

    def error(self, text: str) -> str:
        name = text.strip()
        if not name:
            return self.tr("A car needs a name.")
        problem = line_problem(text, NAME)
        if problem:
            return self.tr("The name {problem}.").format(problem=spoken(problem))  # the rules' words
        if self.taken(name):
            return self.tr("A car called '{name}' is already in the garage.").format(name=name)
        return ""

    def show(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        colour = error_colour(self.field.palette()).name()
        self.problem.setStyleSheet(f"color: {colour};" if problem else "")
        self.field.setStyleSheet(f"QLineEdit {{ border: 2px solid {colour}; }}" if problem else "")

    def _typed(self, text: str) -> None:
        problem = self.error(text)
        self.show(problem)
        if not problem:
            self.rename(text)

    def _finished(self) -> None:
        kept = self.current()
        if kept is not None and self.error(self.field.text()):
            self.said(self.tr("Kept the name '{name}': {problem}").format(name=kept, problem=self.problem.text()))
            self.field.setText(kept)
            self.show("")
