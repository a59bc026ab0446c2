"""The Campaign screen's tables as Qt models over plain rows: the standings, the Lady
Navigators, one driver's history, the games and the memorial of the dead.

Each table is one `CampaignTableModel` given a tuple of `Column`s and the rows straight from
garage.rules.campaign (DriverStanding, GameLine, ...) or garage.storage.campaigns (GameRow).
The models know nothing of storage or widgets, so they are tested on their own
(tests/ui/test_campaign_model.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from garage.rules import rulesets
from garage.rules.campaign import ALIVE, DEAD, DriverStanding, GameLine, NavigatorLine, NavigatorStanding
from garage.ui import dialogs
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

ROOT = QModelIndex()  # the invisible root every row of a table hangs from
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2  # the plain row itself, for the screen to act on


@dataclass(frozen=True, slots=True)
class Column:
    """`header` and `tip` are English, each marked once in HEADERS: the model shows them translated."""

    header: str
    text: Callable[[Any], str]
    sort: Callable[[Any], Any] | None = None  # natural order; the text when None
    number: bool = False  # right-aligned
    tip: str = ""


def scenario_name(scenario: str, variant: str | None) -> str:
    # A stored game's row does not say its rule set: the default's scenarios first, then any other's.
    known = (rulesets.get(rulesets.DEFAULT), *rulesets.all_rulesets())
    found = next((r.experience.scenarios[scenario] for r in known if scenario in r.experience.scenarios), None)
    if found is None:
        return scenario
    if variant is not None:
        return spoken(found.variants.get(variant, variant))  # the rule set's data words, in the player's language
    return spoken(found.name)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    words = {"st": QCoreApplication.translate("CampaignTableModel", "{n}st"),
             "nd": QCoreApplication.translate("CampaignTableModel", "{n}nd"),
             "rd": QCoreApplication.translate("CampaignTableModel", "{n}rd"),
             "th": QCoreApplication.translate("CampaignTableModel", "{n}th")}
    return words[suffix].format(n=n)


def happened(line: GameLine) -> str:
    """One game of one driver's history in a sentence, the game's own words."""
    parts = []
    if line.finished is not None:
        if line.finished:
            parts.append(QCoreApplication.translate("CampaignTableModel", "won the race") if line.position == 1 else
                         QCoreApplication.translate("CampaignTableModel", "finished {place}")
                         .format(place=ordinal(line.position))
                         if line.position else QCoreApplication.translate("CampaignTableModel", "finished"))
        else:
            parts.append(QCoreApplication.translate("CampaignTableModel", "did not finish"))
    if line.kills:
        parts.append(QCoreApplication.translate("CampaignTableModel", "destroyed {cars}")
                     .format(cars=", ".join(line.kills)))
    if line.navigator is not None:
        parts.append(QCoreApplication.translate("CampaignTableModel", "navigator {name}").format(name=line.navigator))
    if line.survived:
        parts.insert(0, QCoreApplication.translate("CampaignTableModel", "survived"))
    else:
        parts.insert(0, QCoreApplication.translate("CampaignTableModel", "died ({how})").format(how=line.death)
                     if line.death
                     else QCoreApplication.translate("CampaignTableModel", "died"))
    return "; ".join(parts)


def earned_text(line: GameLine) -> str:
    if not line.survived:
        return QCoreApplication.translate("CampaignTableModel", "nothing (died)")
    return ", ".join(f"+{e.rerolls} {spoken(e.label)}" for e in line.earned) or _nothing()


def _nothing() -> str:
    return QCoreApplication.translate("CampaignTableModel", "nothing")


def _unnamed() -> str:
    return QCoreApplication.translate("CampaignTableModel", "(unnamed driver)")


def _not_recorded() -> str:
    return QCoreApplication.translate("CampaignTableModel", "(not recorded)")


def _status(s: DriverStanding | NavigatorStanding) -> str:
    return (QCoreApplication.translate("CampaignTableModel", "Alive") if s.status == ALIVE
            else QCoreApplication.translate("CampaignTableModel", "Dead"))


STANDINGS = (
    Column("Driver", lambda s: s.driver, lambda s: s.driver.casefold()),
    Column("Status", _status, lambda s: (s.status != ALIVE, s.driver.casefold())),
    Column("Rerolls", lambda s: str(s.rerolls), lambda s: s.rerolls, True,
           "The rerolls they may use in each game (an allowance, never spent)"),
    Column("Games", lambda s: str(s.games), lambda s: s.games, True),
    Column("Kills", lambda s: str(s.kills), lambda s: s.kills, True, "Vehicles destroyed"),
    Column("Wins", lambda s: str(s.wins), lambda s: s.wins, True, "Races won"),
    Column("Car", lambda s: s.vehicle, lambda s: s.vehicle.casefold(), tip="The car they drove last"),
)

NAVIGATORS = (
    Column("Lady Navigator", lambda s: s.navigator, lambda s: s.navigator.casefold()),
    Column("Status", _status, lambda s: (s.status != ALIVE, s.navigator.casefold())),
    Column("Rerolls", lambda s: str(s.rerolls), lambda s: s.rerolls, True,
           "Her own tally, added to her driver's allowance in a game"),
    Column("Games", lambda s: str(s.games), lambda s: s.games, True),
    Column("Rode with", lambda s: s.driver or _unnamed(), lambda s: (s.driver or "").casefold()),
)

HISTORY = (
    Column("Game", lambda g: str(g.game), lambda g: g.game, True),
    Column("Played", lambda g: g.played_on.isoformat(), lambda g: g.played_on),
    Column("Scenario", lambda g: scenario_name(g.scenario, g.variant)),
    Column("Car", lambda g: g.vehicle),
    Column("Rerolls", lambda g: str(g.rerolls) + (f" + {g.navigator_rerolls}" if g.navigator_rerolls else ""),
           lambda g: g.allowance, True, "The allowance they took into the game (+ their navigator's tally)"),
    Column("Earned", earned_text, lambda g: g.rerolls_earned),
    Column("After", lambda g: str(g.rerolls_after), lambda g: g.rerolls_after, True,
           "Their rerolls after the game"),
    Column("What happened", happened),
)

def navigator_happened(line: NavigatorLine) -> str:
    if not line.survived:
        return QCoreApplication.translate("CampaignTableModel", "lost, and died")
    return (QCoreApplication.translate("CampaignTableModel", "survived, ejected") if line.ejected
            else QCoreApplication.translate("CampaignTableModel", "survived without ejecting"))


NAVIGATOR_HISTORY = (
    Column("Game", lambda g: str(g.game), lambda g: g.game, True),
    Column("Played", lambda g: g.played_on.isoformat(), lambda g: g.played_on),
    Column("Rode with", lambda g: g.driver or _unnamed(), lambda g: (g.driver or "").casefold()),
    Column("Car", lambda g: g.vehicle),
    Column("Tally", lambda g: str(g.rerolls), lambda g: g.rerolls, True,
           "Her own tally going into the game, added to her driver's allowance"),
    Column("Earned", lambda g: f"+{g.earned}" if g.earned else _nothing(), lambda g: g.earned),
    Column("After", lambda g: str(g.rerolls + g.earned), lambda g: g.rerolls + g.earned, True),
    Column("What happened", navigator_happened),
)

GAMES = (
    Column("Game", lambda g: str(g.number), lambda g: g.number, True),
    Column("Played", lambda g: g.played_on.isoformat(), lambda g: g.played_on),
    Column("Scenario", lambda g: scenario_name(g.scenario, g.variant)),
    Column("Cars", lambda g: str(g.entries), lambda g: g.entries, True),
    Column("House rules", lambda g: "; ".join(g.house_rules)),
)


def _death_day(s: DriverStanding) -> str:
    return s.history[-1].played_on.isoformat() if s.history else ""


MEMORIAL = (
    Column("Driver", lambda s: s.driver, lambda s: s.driver.casefold()),
    Column("Died in game", lambda s: str(s.died_in), lambda s: s.died_in, True),
    Column("On", _death_day),
    Column("How", lambda s: s.death or _not_recorded()),
    Column("Car", lambda s: s.vehicle),
    Column("Games", lambda s: str(s.games), lambda s: s.games, True),
    Column("Kills", lambda s: str(s.kills), lambda s: s.kills, True),
    Column("Rerolls", lambda s: str(s.rerolls), lambda s: s.rerolls, True, "The rerolls they died with"),
)


# Every column's header and tip above, marked for translation (the model shows them translated).
HEADERS = (
    QT_TRANSLATE_NOOP("CampaignTableModel", "Driver"), QT_TRANSLATE_NOOP("CampaignTableModel", "Status"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Rerolls"), QT_TRANSLATE_NOOP("CampaignTableModel", "Games"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Kills"), QT_TRANSLATE_NOOP("CampaignTableModel", "Wins"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Car"), QT_TRANSLATE_NOOP("CampaignTableModel", "Lady Navigator"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Rode with"), QT_TRANSLATE_NOOP("CampaignTableModel", "Game"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Played"), QT_TRANSLATE_NOOP("CampaignTableModel", "Scenario"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Earned"), QT_TRANSLATE_NOOP("CampaignTableModel", "After"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "What happened"), QT_TRANSLATE_NOOP("CampaignTableModel", "Tally"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Cars"), QT_TRANSLATE_NOOP("CampaignTableModel", "House rules"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Died in game"), QT_TRANSLATE_NOOP("CampaignTableModel", "On"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "How"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "The rerolls they may use in each game (an allowance, never spent)"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Vehicles destroyed"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Races won"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "The car they drove last"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Her own tally, added to her driver's allowance in a game"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "The allowance they took into the game (+ their navigator's tally)"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Their rerolls after the game"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "Her own tally going into the game, added to her driver's allowance"),
    QT_TRANSLATE_NOOP("CampaignTableModel", "The rerolls they died with"),
)


class CampaignTableModel(QAbstractTableModel):
    def __init__(self, columns: Sequence[Column], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._rows: tuple[Any, ...] = ()  # the rows of the rules' kind the columns read

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def row_at(self, i: int) -> Any:
        return self._rows[i]

    def rows(self) -> tuple[Any, ...]:
        return self._rows

    def find(self, test: Callable[[Any], bool]) -> int | None:
        return next((i for i, row in enumerate(self._rows) if test(row)), None)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        column = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr(column.header)
        if role == Qt.ItemDataRole.ToolTipRole and column.tip:
            return self.tr(column.tip)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return column.text(row)
        if role == SORT_ROLE:
            return column.sort(row) if column.sort is not None else column.text(row).casefold()
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.ToolTipRole:
            text = column.text(row)
            return dialogs.tip(text) if len(text) > 30 else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column.number:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and getattr(row, "status", ALIVE) == DEAD:
            # The dead stay in the table, set apart without a colour of their own.
            font = QFont()
            font.setItalic(True)
            return font
        return None


def standings_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(STANDINGS, parent)


def navigators_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(NAVIGATORS, parent)


def history_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(HISTORY, parent)


def navigator_history_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(NAVIGATOR_HISTORY, parent)


def games_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(GAMES, parent)


def memorial_model(parent: QObject | None = None) -> CampaignTableModel:
    return CampaignTableModel(MEMORIAL, parent)

