"""One QUndoCommand per change the Campaign screen makes to a campaign's games.

Unlike a car edit, a game goes straight to the database (it changes every standing after it,
and the CLI must see it), so each command is a storage call and its inverse. The screen makes
the first call itself, to show a refusal as an error before anything is on the stack, and
pushes the command already done. Games are named by their number, not their row id, since
undoing "remove the last game" records it again under a new id.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QUndoCommand

from garage.rules.game_result import GameResult
from garage.storage import StorageError
from garage.storage.campaigns import Campaigns


class CampaignCommand(QUndoCommand):
    """A storage call and its inverse: each subclass defines apply() and revert()."""

    def __init__(self, book: Campaigns, campaign: str, text: str, changed: Callable[[], None],
                 failed: Callable[[str], None]):
        super().__init__(text)
        self.book, self.campaign = book, campaign
        self.changed, self.failed = changed, failed
        self._done = True  # the screen has already made the change

    def redo(self) -> None:
        if self._done:
            self._done = False
        else:
            self._run(self.apply)
        self.changed()

    def undo(self) -> None:
        self._run(self.revert)
        self.changed()

    def _run(self, step) -> None:
        # The database may have changed under the stack (the CLI); say so rather than crash.
        try:
            step()
        except StorageError as exc:
            self.failed(f"Cannot {self.text()[:1].lower()}{self.text()[1:]}: {exc}")


class RecordGame(CampaignCommand):
    def __init__(self, book, campaign, result: GameResult, number: int, changed, failed):
        super().__init__(book, campaign, f"Record game {number}", changed, failed)
        self.result = result

    def apply(self) -> None:
        # A game put back is no second playing of an earlier one, whatever it looks like.
        self.book.record(self.campaign, self.result, again=True)

    def revert(self) -> None:
        self.book.undo_last(self.campaign)


class CorrectGame(CampaignCommand):
    def __init__(self, book, campaign, number: int, before: GameResult, after: GameResult, changed, failed):
        super().__init__(book, campaign, f"Correct game {number}", changed, failed)
        self.number, self.before, self.after = number, before, after

    def _replace(self, result: GameResult) -> None:
        self.book.replace_game(self.book.game(self.campaign, self.number).id, result)

    def apply(self) -> None:
        self._replace(self.after)

    def revert(self) -> None:
        self._replace(self.before)


class RemoveLastGame(CampaignCommand):
    def __init__(self, book, campaign, removed: GameResult, number: int, changed, failed):
        super().__init__(book, campaign, f"Remove game {number}", changed, failed)
        self.removed = removed

    def apply(self) -> None:
        self.removed = self.book.undo_last(self.campaign)

    def revert(self) -> None:
        self.book.record(self.campaign, self.removed, again=True)
