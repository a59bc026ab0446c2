"""A list of catalogue parts on a car (dropped-weapon systems, equipment) with a chooser to
add one and a button to take the selected one off.

Changes are reported as the whole new tuple through `changed(parts, text)`, so the editor
makes one undoable command per click. A part's name and effect are the rules' words, said in
the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QGridLayout, QListWidget, QListWidgetItem, QToolButton, QWidget

from garage.ui.rules_words import spoken


class PartsList(QWidget):
    changed = Signal(tuple, str)

    def __init__(self, what: str, catalogue: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.what = what
        self.catalogue = catalogue
        self.parts: tuple[str, ...] = ()

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Fitted {what}").format(what=what))
        self.list.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        # Room for three parts: more than any Capacity allows of one kind, rarely needed.
        self.list.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.chooser = QComboBox()
        self.chooser.setAccessibleName(self.tr("{what} to add").format(what=what[:1].upper() + what[1:]))
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.chooser.setMinimumContentsLength(8)
        for key, part in catalogue.items():
            self.chooser.addItem(spoken(part.name), key)
            self.chooser.setItemData(self.chooser.count() - 1,
                                     self.tr("{cost} Capacity: {effect}").format(cost=part.cost,
                                                                                 effect=spoken(part.effect)),
                                     Qt.ItemDataRole.ToolTipRole)
        # Tool buttons: as wide as their word, so two lists fit side by side.
        self.add_button = QToolButton()
        self.add_button.setText(self.tr("Add"))
        self.add_button.setAccessibleName(self.tr("Add {what}").format(what=what))
        self.add_button.clicked.connect(self.add_chosen)
        self.remove_button = QToolButton()
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove {what}").format(what=what))
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        shortcut = QShortcut(QKeySequence.StandardKey.Delete, self.list, self.remove_selected)
        shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)

        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 0, 0, 1, 3)
        layout.addWidget(self.chooser, 1, 0)
        layout.addWidget(self.add_button, 1, 1)
        layout.addWidget(self.remove_button, 1, 2)
        layout.setColumnStretch(0, 1)
        self.setFocusProxy(self.list)
        self._update_buttons()

    def set_parts(self, parts: tuple[str, ...]) -> None:
        if parts == self.parts and self.list.count() == len(parts):
            return
        row = self.list.currentRow()
        self.parts = parts
        self.list.clear()
        for key in parts:
            part = self.catalogue.get(key)
            item = QListWidgetItem(spoken(part.name) if part else self.tr("{key} (unknown)").format(key=key))
            if part is not None:
                item.setToolTip(spoken(getattr(part, "effect", "")))
            self.list.addItem(item)
        if 0 <= row < len(parts):
            self.list.setCurrentRow(row)
        self._update_buttons()

    def select(self, index: int) -> None:
        if 0 <= index < self.list.count():
            self.list.setCurrentRow(index)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def add_chosen(self) -> None:
        key = self.chooser.currentData()
        if key is None:
            return
        self.changed.emit(self.parts + (key,), self.tr("Add {part}").format(part=spoken(self.catalogue[key].name)))
        self.list.setCurrentRow(len(self.parts) - 1)

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.parts):
            return
        key = self.parts[row]
        part = self.catalogue.get(key)
        self.changed.emit(self.parts[:row] + self.parts[row + 1:],
                          self.tr("Remove {part}").format(part=spoken(part.name) if part else key))

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.list.currentRow() >= 0 and bool(self.parts))
