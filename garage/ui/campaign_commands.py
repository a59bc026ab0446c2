"""One QUndoCommand per change the Campaign screen makes to a campaign's games.

Unlike a car edit, a game goes straight to the database (it changes every standing after it,
and the CLI must see it), so each command is an operation on the open garage and its inverse,
run through operations.py like every storage call of the UI: a refusal is reported there and
the change announced, so the screen shows the campaign as stored either way. The screen makes
the first call itself, to show a refusal as an error before anything is on the stack, and
pushes the command already done. Games are named by their number, not their row id, since
undoing "remove the last game" records it again under a new id.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from garage.rules.game_result import GameResult
from garage.ui.operations import FAILED, Change, OpenGarage, Storage
from garage.ui.undo_keys import AlreadyDone


class CampaignCommand(AlreadyDone):
    """An operation and its inverse: each subclass defines apply() and revert(), each given
    the storage of the open garage."""

    apply: Callable[[Storage], None]  # makes the change
    revert: Callable[[Storage], None]  # takes it back

    def __init__(self, ops: OpenGarage, parent: QWidget, campaign: str, text: str, failed: str) -> None:
        """`text`: the command's words ("Record game 3"); `failed`: the title of its refusal
        ("Cannot record game 3")."""
        again = QCoreApplication.translate("CampaignCommand", "Done again: {command}")
        super().__init__(text, lambda: self._run(self.apply, again))
        self.ops, self.parent, self.campaign, self.failed = ops, parent, campaign, failed

    def undo(self) -> None:
        self._run(self.revert, QCoreApplication.translate("CampaignCommand", "Undone: {command}"))

    def _run(self, step: Callable[[Storage], None], said: str) -> None:
        # The database may have changed under the stack (the CLI): a refusal is reported;
        # otherwise the status bar says what was undone, not the message of the change.
        if self.ops.run(self.parent, self.failed, step, Change.CAMPAIGNS) is not FAILED:
            window = self.parent.window()
            if isinstance(window, QMainWindow):
                window.statusBar().showMessage(said.format(command=self.text()), 8000)


class RecordGame(CampaignCommand):
    def __init__(self, ops: OpenGarage, parent: QWidget, campaign: str, result: GameResult, number: int) -> None:
        super().__init__(ops, parent, campaign,
                         QCoreApplication.translate("CampaignCommand", "Record game {number}").format(number=number),
                         QCoreApplication.translate("CampaignCommand", "Cannot record game {number}")
                         .format(number=number))
        self.result = result

    def apply(self, storage: Storage) -> None:
        # A game put back is no second playing of an earlier one, whatever it looks like.
        storage.campaigns.record(self.campaign, self.result, again=True)

    def revert(self, storage: Storage) -> None:
        storage.campaigns.undo_last(self.campaign)


class CorrectGame(CampaignCommand):
    def __init__(self, ops: OpenGarage, parent: QWidget, campaign: str, number: int, before: GameResult,
                 after: GameResult) -> None:
        super().__init__(ops, parent, campaign,
                         QCoreApplication.translate("CampaignCommand", "Correct game {number}").format(number=number),
                         QCoreApplication.translate("CampaignCommand", "Cannot correct game {number}")
                         .format(number=number))
        self.number, self.before, self.after = number, before, after

    def _replace(self, storage: Storage, result: GameResult) -> None:
        storage.campaigns.replace_game(storage.campaigns.game(self.campaign, self.number).id, result)

    def apply(self, storage: Storage) -> None:
        self._replace(storage, self.after)

    def revert(self, storage: Storage) -> None:
        self._replace(storage, self.before)


class RemoveLastGame(CampaignCommand):
    def __init__(self, ops: OpenGarage, parent: QWidget, campaign: str, removed: GameResult, number: int) -> None:
        super().__init__(ops, parent, campaign,
                         QCoreApplication.translate("CampaignCommand", "Remove game {number}").format(number=number),
                         QCoreApplication.translate("CampaignCommand", "Cannot remove game {number}")
                         .format(number=number))
        self.removed = removed

    def apply(self, storage: Storage) -> None:
        self.removed = storage.campaigns.undo_last(self.campaign)

    def revert(self, storage: Storage) -> None:
        storage.campaigns.record(self.campaign, self.removed, again=True)
