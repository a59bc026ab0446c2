"""What the rules core says about the car being edited: the Capacity meter with its
breakdown (where every point goes) and the problems, errors first.

The breakdown's lines, the problems and the rule set's toughness line are the rules' words,
said in the player's language (garage.ui.rules_words.spoken). Activating a breakdown line or
a problem asks, through `subjectActivated`, for the part it is about ("weapons/1",
"equipment/0", "stats"...) to be selected in the editor.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from garage.ui.capacity_meter import CapacityMeter
from garage.ui.colours import error_colour
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # The rules' report (its dataclasses) loads with the first car's report, after the window
    # has listed the cars: show_report imports what it reads of it.
    from garage.rules.report import Report

SUBJECT_ROLE = Qt.ItemDataRole.UserRole
# Translated where shown (self.tr): the module is imported before the translators load.
CAPACITY_TITLE = QT_TRANSLATE_NOOP("ReportPanel", "Capac&ity")
NO_CAPACITY_TITLE = QT_TRANSLATE_NOOP("ReportPanel", "What the rules count (no Capac&ity)")
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class WrappingDelegate(QStyledItemDelegate):
    """A tree's lines as tall as their text wrapped to their column's width (a QTreeView asks
    its rows' heights without it, so a word-wrapped line would keep one line's height): with
    the view's word wrap on, a line too long for its column goes on over more lines instead of
    being cut short. In a column narrower than a line's longest word, wrapping would cut every
    word: the line stays one, ended by an ellipsis. The view lays out its rows again when a
    column is resized."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self.view = view
        view.header().sectionResized.connect(self._resized)

    def _option(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QStyleOptionViewItem:
        """`option` at the column's width, wrapping only where the line's words fit it."""
        width = self.view.header().sectionSize(index.column())
        wrapped = QStyleOptionViewItem(option)
        wrapped.rect = QRect(option.rect.x(), option.rect.y(), max(width, 1), max(option.rect.height(), 1))
        text = index.data(Qt.ItemDataRole.DisplayRole)
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font) if isinstance(font, QFont) else option.fontMetrics
        margin = 2 * (self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1)
        words = str(text or "").split()
        if words and max(metrics.horizontalAdvance(word) for word in words) + margin > width:
            wrapped.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        return wrapped

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if self.view.header().sectionSize(index.column()) <= 0:
            return super().sizeHint(option, index)
        return super().sizeHint(self._option(option, index), index)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        narrow = self._option(option, index)
        narrow.rect = option.rect
        super().paint(painter, narrow, index)

    def _resized(self, column: int, old: int, new: int) -> None:
        model = self.view.model()
        if model is not None and model.rowCount() and old != new:
            self.sizeHintChanged.emit(model.index(0, column))  # the view lays its rows out again


class ReportPanel(QWidget):
    subjectActivated = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._report: Report | None = None

        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setAccessibleName(self.tr("Verdict"))
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.verdict.setFont(font)

        self.meter = CapacityMeter()
        self.capacity_label = QLabel()
        self.capacity_label.setAccessibleName(self.tr("Capacity used"))
        self.capacity_label.setFont(font)
        self.hit_points = QLabel()
        self.hit_points.setAccessibleName(self.tr("Hit points"))
        self.hit_points.setWordWrap(True)
        self.hit_points.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        self.breakdown = QTreeWidget()
        self.breakdown.setAccessibleName(self.tr("Capacity breakdown"))
        self.breakdown.setHeaderLabels([self.tr("Used by"), self.tr("Points")])
        self.breakdown.setRootIsDecorated(False)
        # a line longer than the column (a German weapon class, a long name) wraps onto more
        # lines rather than being cut short (only a word longer than the whole column is, with
        # an ellipsis); its tooltip says it whole too
        self.breakdown.setWordWrap(True)
        self.breakdown.setUniformRowHeights(False)
        self.breakdown.setItemDelegate(WrappingDelegate(self.breakdown))
        header = self.breakdown.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.breakdown.itemActivated.connect(self._activated)
        self.breakdown.itemClicked.connect(self._activated)

        self.problems = QListWidget()
        self.problems.setAccessibleName(self.tr("Problems"))
        self.problems.setWordWrap(True)
        self.problems.itemActivated.connect(self._activated)
        self.problems.itemClicked.connect(self._activated)

        self.capacity_box = capacity_box = QGroupBox(self.tr(CAPACITY_TITLE))
        meter_row = QHBoxLayout()
        meter_row.addWidget(self.meter, 1)
        meter_row.addWidget(self.capacity_label)
        box = QVBoxLayout(capacity_box)
        box.addLayout(meter_row)
        box.addWidget(self.hit_points)
        box.addWidget(self.breakdown)
        capacity_box.setFocusProxy(self.breakdown)

        problems_box = QGroupBox(self.tr("Pro&blems"))  # Alt+P: kept for a Play menu
        QVBoxLayout(problems_box).addWidget(self.problems)
        problems_box.setFocusProxy(self.problems)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.verdict)
        layout.addWidget(capacity_box, 1)
        layout.addWidget(problems_box, 1)
        self.show_report(None)

    def _show_capacity(self, shown: bool) -> None:
        """A rule set without a Capacity rule (the Car Wars crash tables) has no meter or
        breakdown: only its own line of what the car can take."""
        self.capacity_box.setTitle(self.tr(CAPACITY_TITLE if shown else NO_CAPACITY_TITLE))
        for widget in (self.meter, self.capacity_label, self.breakdown):
            widget.setVisible(shown)
        # alone in its box, the line sits at the top instead of floating in the middle
        # (changing the label's own policy keeps the height-for-width its word wrap needs)
        policy = self.hit_points.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred if shown else QSizePolicy.Policy.Expanding)
        self.hit_points.setSizePolicy(policy)

    @property
    def report(self) -> Report | None:
        return self._report

    def problem_messages(self) -> list[str]:
        items = (self.problems.item(i) for i in range(self.problems.count()))
        return [item.text() for item in items if item is not None and item.data(SUBJECT_ROLE) is not None]

    def show_report(self, report: Report | None) -> None:
        self._report = report
        self.breakdown.clear()
        self.problems.clear()
        self.setEnabled(report is not None)
        if report is None:
            self.verdict.setText(self.tr("No car selected"))
            self.meter.set_capacity(0, 0)
            self.capacity_label.setText("")
            self.hit_points.setText("")
            self._show_capacity(True)
            return
        from garage.rules.report import ERROR

        errors, warnings = len(report.errors), len(report.warnings)
        if report.legal:
            # one string for one, one for more: English needs no catalogue of its own for plurals
            verdict = (self.tr("Legal") if not warnings else self.tr("Legal, %n warning", "", warnings)
                       if warnings == 1 else self.tr("Legal, %n warnings", "", warnings))
        else:
            verdict = (self.tr("Illegal: %n error", "", errors) if errors == 1
                       else self.tr("Illegal: %n errors", "", errors))
        self.verdict.setText(verdict)
        cap = report.capacity
        self.meter.set_capacity(cap.used, cap.limit)
        self.capacity_label.setText(f"{cap.used}/{cap.limit}")
        self._mark(self.capacity_label, cap.over > 0)
        self._mark(self.verdict, not report.legal)
        self.hit_points.setText(spoken(report.toughness) or
                                self.tr("Hit points: {points} (three lines of {line})").format(
                                    points=report.hit_points, line=report.hit_points // 3))
        self._show_capacity(report.has_capacity)
        for line in cap.items:
            row = QTreeWidgetItem([spoken(line.item), str(line.cost)])
            row.setData(0, SUBJECT_ROLE, line.subject)
            row.setToolTip(0, row.text(0))
            row.setTextAlignment(1, RIGHT)
            self.breakdown.addTopLevelItem(row)
        total = QTreeWidgetItem([self.tr("Total (limit {limit})").format(limit=cap.limit), str(cap.used)])
        bold = total.font(0)
        bold.setBold(True)
        total.setFont(0, bold)
        total.setFont(1, bold)
        total.setTextAlignment(1, RIGHT)
        total.setData(0, SUBJECT_ROLE, "capacity")
        total.setToolTip(0, total.text(0))
        self.breakdown.addTopLevelItem(total)
        style = self.style()
        icons = {ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)}
        for problem in sorted(report.problems, key=lambda p: p.severity != ERROR):
            item = QListWidgetItem(icons.get(problem.severity, icons["warning"]), spoken(problem.message))
            item.setData(SUBJECT_ROLE, problem.subject)
            item.setToolTip((self.tr("Error ({code})") if problem.severity == ERROR
                             else self.tr("Warning ({code})")).format(code=problem.code))
            self.problems.addItem(item)
        if not report.problems:
            item = QListWidgetItem(style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton),
                                   self.tr("No problems: this car follows the rules."))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.problems.addItem(item)

    def _mark(self, label: QLabel, bad: bool) -> None:
        # An empty palette inherits again, so a later theme change reaches the label.
        palette = QPalette()
        if bad:
            palette = QPalette(label.palette())
            palette.setColor(QPalette.ColorRole.WindowText, error_colour(self.palette()))
        label.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and self._report is not None:
            self.show_report(self._report)

    def _activated(self, item: QTreeWidgetItem | QListWidgetItem) -> None:
        subject = item.data(0, SUBJECT_ROLE) if isinstance(item, QTreeWidgetItem) else item.data(SUBJECT_ROLE)
        if subject:
            self.subjectActivated.emit(subject)
