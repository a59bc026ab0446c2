"""What the engine waits for: a die (typed on the keyboard and checked, or "Roll for me") or
a decision (one button per option, named by what it spends; the default is the button Enter
presses)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from garage.companion.protocol import option_words
from garage.rules import rulesets
from garage.ui.play.engine_adapter import Request
from garage.ui.rules_words import spoken


class FaceField(QLineEdit):
    """The face typed in: Enter enters it and goes no further, so on a dialog (the crash
    resolver) it never also presses the dialog's default button."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class RequestPanel(QGroupBox):
    answered = Signal(object)
    rollForMe = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("RequestPanel", "Dice and decisions"), parent)
        self.request: Request | None = None
        self._idle = False  # "Nothing to roll." is shown: a refresh with no request changes nothing
        self.purpose = QLabel()
        self.purpose.setTextFormat(Qt.TextFormat.PlainText)  # it names the car
        self.purpose.setWordWrap(True)
        self.purpose.setAccessibleName(self.tr("Waiting for"))
        font = self.purpose.font()
        font.setBold(True)
        self.purpose.setFont(font)
        self.face = FaceField()
        self.face.setAccessibleName(self.tr("Face rolled"))
        self.face.setPlaceholderText(self.tr("type the face, Enter"))
        self.face.returnPressed.connect(self._typed)
        self.enter = QPushButton(self.tr("E&nter"))  # Alt+E is the Edit menu
        self.enter.clicked.connect(self._typed)
        self.roll = QPushButton(self.tr("&Roll for me"))
        self.roll.setToolTip(self.tr("Garage rolls the die and shows the face (Ctrl+R)"))
        self.roll.clicked.connect(self.rollForMe)
        self.cancel = QPushButton(self.tr("Cancel action"))
        self.cancel.clicked.connect(self.cancelled)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.last = QLabel()
        self.last.setTextFormat(Qt.TextFormat.PlainText)
        self.last.setWordWrap(True)  # it names the car and the die: never widen the pane for it
        self.last.setAccessibleName(self.tr("Last die"))
        self.dice_row = QWidget()
        row = QHBoxLayout(self.dice_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.face, 1)
        row.addWidget(self.enter)
        row.addWidget(self.roll)
        self.choices = QWidget()
        self.choice_layout = QVBoxLayout(self.choices)
        self.choice_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        for widget in (self.purpose, self.dice_row, self.choices, self.problem, self.last, self.cancel):
            layout.addWidget(widget)
        self.show_request(None, None)

    def hold_room(self) -> None:
        """The dice pane keeps the height of a die asked for (or a decision between two) whether
        it asks one or not, with room for its messages: the actions and the Play button under it
        never move as dice and messages come and go. A decision of more choices (rarer, and
        while it waits nothing else can be played) takes what more room it needs."""
        self.purpose.setMinimumHeight(2 * self.purpose.fontMetrics().lineSpacing())
        self.problem.setMinimumHeight(self.problem.fontMetrics().lineSpacing())
        self.last.setMinimumHeight(self.last.fontMetrics().lineSpacing())
        rows = (self.dice_row, self.choices, self.cancel)
        hidden = [row.isHidden() for row in rows]
        for row in rows:
            row.setHidden(True)
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()
        bare = self.sizeHint().height()
        for row, was in zip(rows, hidden, strict=True):
            row.setHidden(was)
        layout.invalidate()
        button = self.cancel.sizeHint().height()
        choices = 2 * button + max(0, self.choice_layout.spacing())
        spacing = max(0, layout.spacing())
        self.setMinimumHeight(bare + 2 * spacing + max(self.dice_row.sizeHint().height(), choices) + button)

    def show_request(self, request: Request | None, car: rulesets.CarCard | None, can_cancel: bool = True,
                     words: str = "") -> None:
        """`words`: the request as the rule set says it (whose die or decision, and why)."""
        if request is not None and request is self.request:
            return  # still the same question: keep what the players typed
        if request is None and self._idle:
            return  # still nothing to roll: nothing to set again
        self.request = request
        self._idle = request is None
        if self.problem.text():  # a label cleared asks for a layout and a paint, empty or not
            self.problem.clear()
        for button in self.buttons:
            button.hide()  # at once: deleteLater waits for the event loop, and refreshes may come first
            self.choice_layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        if request is None:
            self.purpose.setText(self.tr("Nothing to roll."))
            for widget in (self.dice_row, self.choices, self.cancel):
                widget.setVisible(False)
            self.setEnabled(False)
            return
        self.purpose.setText(words or (self.tr("Roll a d{sides}: {purpose}") if request.kind == "roll"
                                       else self.tr("Decide: {purpose}")).format(sides=request.sides,
                                                                                 purpose=request.purpose))
        self.dice_row.setVisible(request.kind == "roll")
        self.choices.setVisible(request.kind == "decide")
        self.cancel.setVisible(can_cancel)
        self.setEnabled(True)
        if request.kind == "roll":
            self.face.clear()
            self.face.setValidator(QIntValidator(1, request.sides, self.face))
            self.face.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        for option in request.options:
            words = spoken(option_words(request, option, car))
            button = QPushButton(words + ("  " + self.tr("(default)") if option == request.default else ""))
            button.setAccessibleName(words)
            button.clicked.connect(lambda _=False, value=option: self.answered.emit(value))
            button.setAutoDefault(True)
            self.choice_layout.addWidget(button)
            button.show()  # now, not when the layout gets round to it: a hidden button takes no focus
            self.buttons.append(button)
            if option == request.default:
                button.setDefault(True)
                button.setFocus(Qt.FocusReason.OtherFocusReason)

    def button_for(self, option: object) -> QPushButton:
        if self.request is None:
            raise ValueError(f"no decision is shown, so no button for {option!r}")
        index = list(self.request.options).index(option)
        return self.buttons[index]

    def _typed(self) -> None:
        text = self.face.text().strip()
        sides = self.request.sides if self.request is not None and self.request.kind == "roll" else 0
        if not text.isdigit() or not 1 <= int(text) <= sides:
            self.problem.setText(self.tr("A d{sides} shows 1 to {sides}; '{text}' is not a face of it.")
                                 .format(sides=sides, text=text))
            self.face.selectAll()
            return
        self.answered.emit(int(text))

    def show_rolled(self, text: str) -> None:
        self.last.setText(text)
