"""The weapons fitted to a car, as an editable table: name, class and face (or turret).

The model never changes a design itself: an edit in a cell becomes a call to `on_edit(row,
weapon)`, which the editor turns into one undoable command.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QComboBox, QCompleter, QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from garage.rules.aa2.catalogue import MOUNTS, WEAPON_CLASSES, Catalogue, face_word
from garage.rules.aa2.vehicle import Weapon
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

ROOT = QModelIndex()  # the invisible root every row of a table hangs from
NAME, CLASS, MOUNT = range(3)
# Translated where shown: the module is imported before the translators load.
HEADERS = (QT_TRANSLATE_NOOP("WeaponsModel", "Weapon"), QT_TRANSLATE_NOOP("WeaponsModel", "Class"),
           QT_TRANSLATE_NOOP("WeaponsModel", "Face"))
NO_FACE = QT_TRANSLATE_NOOP("WeaponsModel", "(choose a face)")


def mount_label(mount: str | None) -> str:
    """A face (or the turret) in the player's language."""
    return spoken(face_word(mount)) if mount else QCoreApplication.translate("WeaponsModel", str(NO_FACE))


def class_label(catalogue: Catalogue, cls: str) -> str:
    """A weapon class's name in the player's language."""
    return spoken(catalogue.weapon_classes[cls].name)


class WeaponsModel(QAbstractTableModel):
    def __init__(self, catalogue: Catalogue, on_edit: Callable[[int, Weapon], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.on_edit = on_edit
        self.weapons: tuple[Weapon, ...] = ()

    def set_weapons(self, weapons: tuple[Weapon, ...]) -> None:
        if weapons == self.weapons:
            return
        if len(weapons) == len(self.weapons):
            self.weapons = weapons
            self.dataChanged.emit(self.index(0, 0), self.index(len(weapons) - 1, len(HEADERS) - 1))
            return
        self.beginResetModel()
        self.weapons = weapons
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.weapons)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.tr(HEADERS[section])
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        weapon = self.weapons[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if column == NAME:
                return weapon.name or self.tr("(unnamed)")
            if column == CLASS:
                return class_label(self.catalogue, weapon.cls)
            return mount_label(weapon.mount)
        if role == Qt.ItemDataRole.EditRole:
            return (weapon.name, weapon.cls, weapon.mount)[column]
        return None

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        weapon = self.weapons[index.row()]
        field = ("name", "cls", "mount")[index.column()]
        if getattr(weapon, field) == value:
            return False
        values = {"name": weapon.name, "cls": weapon.cls, "mount": weapon.mount, field: value}
        if field == "name":
            values["name"] = value.strip()
        self.on_edit(index.row(), Weapon(**values))
        return True


class WeaponDelegate(QStyledItemDelegate):
    """Class and face cells edit with a drop-down of the rules' choices; the name cell offers
    the rules' example weapons as completions but takes any text."""

    def __init__(self, catalogue: Catalogue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        if index.column() == NAME:
            editor = QLineEdit(parent)
            names = [n for names in self.catalogue.example_weapons.values() for n in names]
            completer = QCompleter(names, editor)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            editor.setCompleter(completer)
            editor.setAccessibleName(self.tr("Weapon name"))
            return editor
        combo = QComboBox(parent)
        if index.column() == CLASS:
            combo.setAccessibleName(self.tr("Weapon class"))
            for cls in WEAPON_CLASSES:
                combo.addItem(class_label(self.catalogue, cls), cls)
        else:
            combo.setAccessibleName(self.tr("Weapon face"))
            for mount in MOUNTS:
                combo.addItem(mount_label(mount), mount)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        elif isinstance(editor, QLineEdit):
            editor.setText(value)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        elif isinstance(editor, QLineEdit):
            model.setData(index, editor.text())
