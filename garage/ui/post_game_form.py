"""The post-game form: a wizard that walks the table through one played game and gives back
a game result.

The form writes a game-result document (docs/game-result-format.md) and reads it back with
garage.rules.game_result, the reader `garage-cli campaign record` uses on a file, so a game
entered here is checked and stored exactly as the same game from the command line. The form
itself never writes: on Finish it hands the result to `submit`, and stays open when that
refuses it (a dead driver named), so nothing typed is lost.

Pages: the game (scenario, race variant, date, house rules); who drove what (driver, car from
the garage, Lady Navigator); what happened (survived, how they died, who destroyed them, race
finish and place, the navigator's fate); and a check of the rerolls each driver earns.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from itertools import count
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from garage.rules import game_result, rulesets
from garage.rules.campaign import GoingIn, Standings
from garage.rules.game_result import GameResult, GameResultError
from garage.rules.scenario import Experience
from garage.ui.colours import error_colour
from garage.ui.translations import QT_TRANSLATE_NOOP

SOURCE = "post-game form"


def _experience() -> Experience:
    # Stored campaigns do not record their rule set: they are the default's.
    return rulesets.get(rulesets.DEFAULT).experience
_serials = count(1)
ENTRY_FIELD = re.compile(r"entries\[(\d+)\](?:\.(\w+))?(?:\[\d+\])?")
FIELD_WORDS = {"driver": "driver", "vehicle": "car", "navigator": "Lady Navigator", "kills": "kills",
               "position": "place", "finished": "finish", "survived": "survival", "death": "death"}


def player_words(message: str, entries: Sequence[tuple[str | None, str]]) -> str:
    """A refusal as players say it: field paths ("entries[0].driver") become the car and
    driver they are about. `entries` are (driver, car) in the game's order."""
    message = message.removeprefix(SOURCE + ": ")
    message = re.sub(r"^(?:[Cc]ampaign '[^']*': )?game (\d+): ", r"Game \1: ", message)

    def title(i: int) -> str:
        driver, car = entries[i] if i < len(entries) else (None, f"car {i + 1}")
        return f"{driver} ({car})" if driver else car

    def car(i: int) -> str:
        return entries[i][1] if i < len(entries) else f"car {i + 1}"

    def at_start(match: re.Match[str]) -> str:
        i, field = int(match.group(1)), match.group(2)
        return f"{title(i)}, {FIELD_WORDS.get(field, field)}: " if field else f"{title(i)}: "

    # A clause that opens with a path: the name is said after it when it opens with a quote.
    message = re.sub(r"(?:(?<=: )|^)" + ENTRY_FIELD.pattern + r": (?=')", "", message)
    message = re.sub(r"(?:(?<=: )|^)" + ENTRY_FIELD.pattern + r": ", at_start, message)
    message = re.sub(r"entries\[(\d+)\]'s (\w+)",
                     lambda m: f"the {FIELD_WORDS.get(m.group(2), m.group(2))} of {car(int(m.group(1)))}", message)
    message = ENTRY_FIELD.sub(lambda m: title(int(m.group(1))), message)
    return message[:1].upper() + message[1:]


class EntryRow:
    """One car in the game: its widgets on the drivers page and on the outcome page."""

    def __init__(self, cars: Sequence[str], drivers: Sequence[str], last_car: dict[str, str]) -> None:
        self.serial = next(_serials)
        self.last_car = last_car
        self.driver = QComboBox()
        self.driver.setEditable(True)
        self.driver.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.driver.addItems(list(drivers))
        self.driver.setCurrentIndex(-1)
        typed = self.driver.lineEdit()  # there, the combo being editable
        if typed is not None:
            typed.setPlaceholderText(QCoreApplication.translate("PostGameForm", "unnamed driver"))
        self.driver.setMinimumContentsLength(18)
        # Popup completion: inline completion would silently turn "Alex" into "Alex Junior".
        completer = self.driver.completer()
        if completer is not None:
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseSensitive)
        self.driver.currentTextChanged.connect(self._driver_changed)
        self.car = QComboBox()
        self.car.addItems(list(cars))
        self.car.currentTextChanged.connect(lambda _: self.relabel())
        self.has_navigator = QCheckBox(QCoreApplication.translate("PostGameForm", "Lady Navigator"))
        self.navigator = QLineEdit()
        self.navigator.setPlaceholderText(QCoreApplication.translate("PostGameForm", "unnamed navigator"))
        self.navigator.setEnabled(False)
        self.has_navigator.toggled.connect(self.navigator.setEnabled)
        self.remove = QToolButton()
        self.remove.setText(QCoreApplication.translate("PostGameForm", "Remove"))

        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a driver's and a car's names
        self.label.setWordWrap(True)  # a long driver and car take two lines, not the page's width
        self.survived = QCheckBox(QCoreApplication.translate("PostGameForm", "Survived"))
        self.survived.setChecked(True)
        self.death = QLineEdit()
        self.death.setPlaceholderText(QCoreApplication.translate("PostGameForm", "how they died"))
        self.death.setMinimumWidth(140)
        self.death.setEnabled(False)
        self.survived.toggled.connect(lambda alive: self.death.setEnabled(not alive))
        self.destroyed_by = QComboBox()
        self.destroyed_by.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.destroyed_by.setMinimumContentsLength(14)
        self.finished = QCheckBox(QCoreApplication.translate("PostGameForm", "Finished"))
        self.place = QSpinBox()
        self.place.setRange(0, 99)
        self.place.setSpecialValueText(QCoreApplication.translate("PostGameForm", "unplaced"))
        self.navigator_survived = QCheckBox(QCoreApplication.translate("PostGameForm", "She survived"))
        self.navigator_survived.setChecked(True)
        self.navigator_ejected = QCheckBox(QCoreApplication.translate("PostGameForm", "She ejected"))
        self.relabel()

    def _driver_changed(self, text: str) -> None:
        car = self.last_car.get(text.strip())
        if car is not None and self.car.findText(car) >= 0:
            self.car.setCurrentText(car)
        self.relabel()

    @property
    def driver_name(self) -> str | None:
        return self.driver.currentText().strip() or None

    @property
    def vehicle(self) -> str:
        return self.car.currentText()

    @property
    def victim_name(self) -> str:
        """How a kill names this car: by its driver, else by the car (an unnamed driver)."""
        return self.driver_name or self.vehicle

    def title(self) -> str:
        driver = self.driver_name or QCoreApplication.translate("PostGameForm", "Unnamed driver")
        car = self.vehicle or QCoreApplication.translate("PostGameForm", "no car")
        return QCoreApplication.translate("PostGameForm", "{driver} ({car})").format(driver=driver, car=car)

    def relabel(self) -> None:
        title = self.title()
        self.label.setText(title)
        for widget, what in ((self.driver, QT_TRANSLATE_NOOP("PostGameForm", "driver")),
                             (self.car, QT_TRANSLATE_NOOP("PostGameForm", "car")),
                             (self.has_navigator, QT_TRANSLATE_NOOP("PostGameForm", "Lady Navigator")),
                             (self.navigator, QT_TRANSLATE_NOOP("PostGameForm", "navigator's name")),
                             (self.remove, QT_TRANSLATE_NOOP("PostGameForm", "remove")),
                             (self.survived, QT_TRANSLATE_NOOP("PostGameForm", "survived")),
                             (self.death, QT_TRANSLATE_NOOP("PostGameForm", "how they died")),
                             (self.destroyed_by, QT_TRANSLATE_NOOP("PostGameForm", "destroyed by")),
                             (self.finished, QT_TRANSLATE_NOOP("PostGameForm", "finished")),
                             (self.place, QT_TRANSLATE_NOOP("PostGameForm", "place")),
                             (self.navigator_survived, QT_TRANSLATE_NOOP("PostGameForm", "navigator survived")),
                             (self.navigator_ejected, QT_TRANSLATE_NOOP("PostGameForm", "navigator ejected"))):
            widget.setAccessibleName(f"{title}: {QCoreApplication.translate('PostGameForm', what)}")

    def set_car(self, name: str) -> None:
        if self.car.findText(name) < 0:  # a car no longer in the garage, from a stored game
            self.car.addItem(name)
        self.car.setCurrentText(name)

    def widgets(self) -> list[QWidget]:
        return [self.driver, self.car, self.has_navigator, self.navigator, self.remove, self.label, self.survived,
                self.death, self.destroyed_by, self.finished, self.place, self.navigator_survived,
                self.navigator_ejected]


def _regrid(scroll: QScrollArea, headers: Sequence[str], rows: Sequence[Sequence[QWidget]],
            stretch: Sequence[int]) -> None:
    """Lay the rows out afresh in a new grid; the old one goes, the row widgets move over."""
    container = QWidget()
    grid = QGridLayout(container)
    for column in stretch:
        grid.setColumnStretch(column, 1)
    for c, header in enumerate(headers):
        label = QLabel(f"<b>{header}</b>")
        grid.addWidget(label, 0, c)
    for r, row in enumerate(rows, start=1):
        for c, widget in enumerate(row):
            grid.addWidget(widget, r, c)
            widget.show()
    grid.setRowStretch(len(rows) + 1, 1)
    scroll.setWidget(container)


class GamePage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("The game"))
        self.setSubTitle(self.tr("Which scenario was played, and when."))
        experience = _experience()
        self.scenario = QComboBox()
        self.scenario.setAccessibleName(self.tr("Scenario"))
        for key, scenario in experience.scenarios.items():
            self.scenario.addItem(scenario.name, key)
        self.variant = QComboBox()
        self.variant.setAccessibleName(self.tr("Race variant"))
        self.played_on = QDateEdit(QDate.currentDate())
        self.played_on.setAccessibleName(self.tr("Played on"))
        self.played_on.setCalendarPopup(True)
        self.played_on.setDisplayFormat("yyyy-MM-dd")
        self.house_rules = QLineEdit()
        self.house_rules.setAccessibleName(self.tr("House rules"))
        self.house_rules.setPlaceholderText(self.tr("the house and optional rules in force, separated by ;"))
        self.scenario.currentIndexChanged.connect(self._scenario_changed)
        form = QFormLayout(self)
        for text, widget in ((self.tr("&Scenario:"), self.scenario), (self.tr("Race &variant:"), self.variant),
                             (self.tr("&Played on:"), self.played_on), (self.tr("&House rules:"), self.house_rules)):
            form.addRow(text, widget)
            label = form.labelForField(widget)
            if isinstance(label, QLabel):
                label.setBuddy(widget)
        self._scenario_changed()

    def scenario_key(self) -> str:
        return str(self.scenario.currentData())

    def is_race(self) -> bool:
        return _experience().scenario(self.scenario_key()).is_race

    def _scenario_changed(self) -> None:
        kept = self.variant.currentData()
        self.variant.clear()
        for key, name in _experience().scenario(self.scenario_key()).variants.items():
            self.variant.addItem(name, key)
        self.variant.setEnabled(self.variant.count() > 0)
        if kept is not None and self.variant.findData(kept) >= 0:
            self.variant.setCurrentIndex(self.variant.findData(kept))

    def rules(self) -> list[str]:
        return [rule.strip() for rule in self.house_rules.text().split(";") if rule.strip()]


class DriversPage(QWizardPage):
    HEADERS = (QT_TRANSLATE_NOOP("DriversPage", "Driver"), QT_TRANSLATE_NOOP("DriversPage", "Car"), "",
               QT_TRANSLATE_NOOP("DriversPage", "Navigator"), "")  # shown translated

    def __init__(self, form: PostGameForm) -> None:
        super().__init__()
        self.form = form
        self.setTitle(self.tr("Who drove what"))
        self.setSubTitle(self.tr("Each car in the game and its driver; leave the driver empty for an unnamed one, "
                                 "who plays but earns nothing."))
        self.rows_area = QScrollArea()
        self.rows_area.setWidgetResizable(True)
        self.add_button = QPushButton(self.tr("&Add Car"))
        self.add_button.setAccessibleName(self.tr("Add a car to the game"))
        self.add_button.clicked.connect(lambda: self.form.add_entry())
        self.no_cars = QLabel(self.tr("The garage has no cars yet: add the cars that played in the main window first."))
        self.no_cars.setWordWrap(True)
        self.no_cars.setVisible(not form.cars)
        layout = QVBoxLayout(self)
        layout.addWidget(self.no_cars)
        layout.addWidget(self.rows_area, 1)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)

    def regrid(self) -> None:
        _regrid(self.rows_area, [self.tr(h) if h else h for h in self.HEADERS],
                [(e.driver, e.car, e.has_navigator, e.navigator, e.remove) for e in self.form.entries], (0, 3))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return bool(self.form.entries) and all(e.vehicle for e in self.form.entries)


class OutcomePage(QWizardPage):
    def __init__(self, form: PostGameForm) -> None:
        super().__init__()
        self.form = form
        self.setTitle(self.tr("What happened"))
        self.setSubTitle(self.tr("Who survived (a driver can live through the loss of the car), who destroyed "
                                 "whom, and for a race who finished where."))
        self.rows_area = QScrollArea()
        self.rows_area.setWidgetResizable(True)
        QVBoxLayout(self).addWidget(self.rows_area)

    def initializePage(self) -> None:
        race = self.form.game.is_race()
        entries = self.form.entries
        for entry in entries:
            entry.relabel()
            chosen = entry.destroyed_by.currentData()
            entry.destroyed_by.clear()
            entry.destroyed_by.addItem(self.tr("no one"), None)
            for other in entries:
                if other is not entry:
                    entry.destroyed_by.addItem(other.title(), other.serial)
            entry.destroyed_by.setCurrentIndex(max(0, entry.destroyed_by.findData(chosen)))
        headers = [self.tr("Driver (car)"), self.tr("Survived"), self.tr("How they died"), self.tr("Destroyed by")]
        if race:
            headers += [self.tr("Finished"), self.tr("Place")]
        headers += [self.tr("Navigator"), ""]
        rows = []
        for e in entries:
            rode = e.has_navigator.isChecked()
            row = [e.label, e.survived, e.death, e.destroyed_by]
            row += [e.finished, e.place] if race else []
            row += [e.navigator_survived, e.navigator_ejected] if rode else []
            rows.append(row)
            # Out of the grid, so the old grid does not take them with it when it goes.
            for widget in ([] if race else [e.finished, e.place]) + ([] if rode else [e.navigator_survived,
                                                                                      e.navigator_ejected]):
                widget.setParent(self.form.holder)
        _regrid(self.rows_area, headers, rows, (2,))


class CheckPage(QWizardPage):
    def __init__(self, form: PostGameForm) -> None:
        super().__init__()
        self.form = form
        self.setTitle(self.tr("Check and record"))
        self.setSubTitle(self.tr("The rerolls each named driver earns from this game."))
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("What this game earns"))
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setAccessibleName(self.tr("Problem"))
        self.problem.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.summary, 1, Qt.AlignmentFlag.AlignTop)
        self.result: GameResult | None = None

    def initializePage(self) -> None:
        palette = self.problem.palette()
        palette.setColor(self.problem.foregroundRole(), error_colour(palette))
        self.problem.setPalette(palette)
        self.refused = []
        try:
            self.result = self.form.entered_result()
        except GameResultError as exc:
            self.result = None
            self.problem.setText(self.form.in_player_words(str(exc)) + "\n" + self.tr("Go back and fix it."))
            self.summary.setText("")
        else:
            self.refused = self.form.refusals(self.result)
            self.problem.setText("\n".join(self.refused) + ("\n" + self.tr("Go back and change who drove.")
                                                              if self.refused else ""))
            self.summary.setText(self.form.summary(self.result))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Finish only for a game the campaign will take."""
        return self.result is not None and not self.refused


class PostGameForm(QWizard):
    def __init__(self, cars: Sequence[str], standings: Standings | None,
                 submit: Callable[[GameResult], bool], result: GameResult | None = None, number: int | None = None,
                 title: str = "", parent: QWidget | None = None):
        """`standings` are the campaign's now; `number` is the game entered (a correction's),
        by default the next one. Who may drive, and with what rerolls, is read as it stood
        going into that game."""
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Record a Game"))
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveFinishButtonOnEarlyPages, False)
        self.cars = list(cars)
        self.standings = standings or Standings(games=0, drivers=(), navigators=())
        self.number = number if number is not None else self.standings.games + 1
        self.submit = submit
        alive = [s for s in self.standings.drivers if self.going_in(s.driver).died_in is None]
        self.drivers = sorted((s.driver for s in alive), key=str.casefold)
        self.last_car = {s.driver: s.vehicle for s in alive}
        self.entries: list[EntryRow] = []
        # Keeps (hidden) the widgets of an entry that no page is showing, so they live and die
        # with the form.
        self.holder = QWidget(self)
        self.holder.hide()
        self.game = GamePage()
        self.drivers_page = DriversPage(self)
        self.outcome = OutcomePage(self)
        self.check = CheckPage(self)
        for page in (self.game, self.drivers_page, self.outcome, self.check):
            self.addPage(page)
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("&Record Game"))
        # Its pages fit 1040x560; a smaller screen gets the form whole on it.
        available = (parent or self).screen().availableGeometry()
        self.resize(min(1040, available.width() - 40), min(560, available.height() - 40))
        if result is None:
            for _ in range(2):
                self.add_entry()
        else:
            self.fill(result)

    # -- entries ------------------------------------------------------------------------------

    def add_entry(self) -> EntryRow:
        entry = EntryRow(self.cars, self.drivers, self.last_car)
        for widget in entry.widgets():
            widget.setParent(self.holder)
        entry.remove.clicked.connect(lambda: self.remove_entry(entry))
        entry.car.currentTextChanged.connect(lambda _: self.drivers_page.completeChanged.emit())
        self.entries.append(entry)
        self.drivers_page.regrid()
        entry.driver.setFocus()
        return entry

    def remove_entry(self, entry: EntryRow) -> None:
        self.entries.remove(entry)
        for widget in entry.widgets():
            widget.setParent(None)
            widget.deleteLater()
        self.drivers_page.regrid()

    def fill(self, result: GameResult) -> None:
        """Start from a stored game, to correct it."""
        game = self.game
        game.scenario.setCurrentIndex(game.scenario.findData(result.scenario))
        if result.variant is not None:
            game.variant.setCurrentIndex(game.variant.findData(result.variant))
        game.played_on.setDate(QDate(result.played_on.year, result.played_on.month, result.played_on.day))
        game.house_rules.setText("; ".join(result.house_rules))
        rows = []
        for e in result.entries:
            row = self.add_entry()
            row.driver.setCurrentText(e.driver or "")
            row.set_car(e.vehicle)
            row.has_navigator.setChecked(e.has_navigator)
            row.navigator.setText(e.navigator or "")
            row.survived.setChecked(e.survived)
            row.death.setText(e.death or "")
            row.finished.setChecked(bool(e.finished))
            row.place.setValue(e.position or 0)
            if e.has_navigator:
                row.navigator_survived.setChecked(bool(e.navigator_survived))
                row.navigator_ejected.setChecked(bool(e.navigator_ejected))
            rows.append(row)
        self.outcome.initializePage()  # fills each "destroyed by" list
        for killer, e in zip(rows, result.entries):
            for kill in e.kills:
                victim = rows[result.entries.index(result.victim(kill))]
                victim.destroyed_by.setCurrentIndex(victim.destroyed_by.findData(killer.serial))

    # -- the result ---------------------------------------------------------------------------

    def result_data(self) -> dict[str, Any]:
        """The game as a game-result document, as `garage-cli campaign record` reads it:
        a GameResult as typed in, written by the one game-result writer."""
        game = self.game
        race = game.is_race()
        by_serial = {e.serial: e for e in self.entries}
        entries = []
        for e in self.entries:
            death = e.death.text().strip()
            navigator: dict[str, Any] = {}
            if e.has_navigator.isChecked():
                navigator = {"navigator": e.navigator.text().strip() or None,
                             "navigator_survived": e.navigator_survived.isChecked(),
                             "navigator_ejected": e.navigator_ejected.isChecked()}
            entries.append(game_result.Entry(
                driver=e.driver_name, vehicle=e.vehicle, survived=e.survived.isChecked(),
                death=death if death and not e.survived.isChecked() else None,
                kills=tuple(victim.victim_name for victim in self.entries
                            if by_serial.get(victim.destroyed_by.currentData()) is e),
                finished=e.finished.isChecked() if race else None,
                position=(e.place.value() or None) if race else None, **navigator))
        day = game.played_on.date()
        return game_result.result_to_dict(GameResult(
            scenario=game.scenario_key(), played_on=date(day.year(), day.month(), day.day()),
            entries=tuple(entries), variant=game.variant.currentData() if race else None,
            house_rules=tuple(game.rules())))

    def entered_result(self) -> GameResult:
        """Raises GameResultError, in the file reader's words, for a game that cannot be."""
        return game_result.result_from_dict(self.result_data(), SOURCE)

    def going_in(self, driver: str) -> GoingIn:
        """A driver's rerolls going into this game, and the game they died in before it."""
        return self.standings.going_into(driver, self.number)

    def summary(self, result: GameResult) -> str:
        lines = []
        outcomes = self.standings.outcomes(result, self.number)
        for o in outcomes:
            e = o.entry
            if o.going_in is None:
                lines.append(self.tr("{car}: unnamed driver, earns nothing").format(car=e.vehicle))
            elif o.going_in.died_in is not None:
                lines.append(self.tr("{driver}: died in game {game}; a game naming them will be refused").format(
                    driver=e.driver, game=o.going_in.died_in))
            elif not e.survived:
                lines.append(self.tr("{driver} ({car}): dies with %n reroll(s)", "", o.going_in.rerolls).format(
                    driver=e.driver, car=e.vehicle))
            else:
                why = ", ".join(f"+{a.rerolls} {a.label}" for a in o.earned) or self.tr("nothing")
                lines.append(self.tr("{driver} ({car}): {why}: {before} → {after} rerolls").format(
                    driver=e.driver, car=e.vehicle, why=why, before=o.going_in.rerolls, after=o.rerolls_after))
        for o in outcomes:
            e = o.entry
            if e.has_navigator and e.navigator is not None:
                if not e.navigator_survived:
                    fate = self.tr("lost, and dies")
                elif e.navigator_ejected:
                    fate = self.tr("ejected, earns nothing")
                else:
                    fate = self.tr("+{earned} survived without ejecting").format(earned=o.navigator_earned)
                lines.append(self.tr("{navigator} (Lady Navigator): {fate}").format(navigator=e.navigator, fate=fate))
        return "\n".join(lines)

    def in_player_words(self, message: str) -> str:
        return player_words(message, [(e.driver_name, e.vehicle) for e in self.entries])

    def refusals(self, result: GameResult) -> list[str]:
        """Why the campaign would refuse this game: a driver or a Lady Navigator who died
        before it, in the words of the check page."""
        dead_navigators = {n.navigator: n.died_in for n in self.standings.navigators
                           if n.died_in is not None and n.died_in < self.number}
        refused = []
        for e in result.entries:
            died_in = self.going_in(e.driver).died_in if e.driver is not None else None
            if died_in is not None:
                refused.append(self.tr("{driver} died in game {game}: a new driver of {car} needs a new name.")
                               .format(driver=e.driver, game=died_in, car=e.vehicle))
            if e.navigator in dead_navigators:
                refused.append(self.tr("{navigator} (Lady Navigator) died in game {game}: a new navigator needs a "
                                       "new name.").format(navigator=e.navigator, game=dead_navigators[e.navigator]))
        return refused

    def accept(self) -> None:
        try:
            result = self.entered_result()
        except GameResultError as exc:
            self.check.initializePage()
            self.check.problem.setText(self.in_player_words(str(exc)))
            return
        if self.submit(result):
            super().accept()
