"""What can go wrong with the garage database, each as one line a player can act on."""

from __future__ import annotations


class StorageError(Exception):
    """Base of every storage failure. `str()` is a one-line message for the player."""


class DuplicateName(StorageError):
    def __init__(self, name: str, what: str = "car"):
        self.name = name
        super().__init__(f"a {what} called '{name}' is already in the garage; choose another name")


class UnknownName(StorageError):
    def __init__(self, name: str, what: str = "car"):
        self.name = name
        super().__init__(f"no {what} called '{name}' in the garage")


class BadName(StorageError):
    def __init__(self, name: str, problem: str, what: str = "car"):
        self.name = name
        super().__init__(f"{what} name {name!r}: {problem}")


class BadDesign(StorageError):
    """A car the vehicle file could not hold (over its limits): stored, it could not be
    exported and read back."""


class DatabaseDamaged(StorageError):
    """The file is not a readable garage. The message names the newest good backup and the
    exact command that restores it, so nothing is ever silently thrown away."""

    def __init__(self, where: str, problem: str, backup: str | None = None, command: str | None = None):
        self.where = where
        self.problem = problem
        self.backup = backup
        self.command = command
        if backup and command:
            advice = f"the newest good backup is {backup}; restore it with: {command}"
        else:
            advice = "no good backup was found; the file was left untouched so it can still be rescued"
        super().__init__(f"the garage database {where} is damaged ({problem}); {advice}")


class DamagedValue(StorageError):
    """A value in a sound garage file that no Garage writes (changed by hand, by another
    program or by a bug): `str()` names the row (a car, a campaign's game...) and the field,
    as a file reader names a field. Storage calls turn it into DatabaseDamaged, which adds
    the file and the newest good backup (garage.storage.failures.translated)."""


class NewerSchema(StorageError):
    def __init__(self, where: str, revision: str):
        self.revision = revision
        super().__init__(f"the garage database {where} was written by a newer Garage (schema {revision}); "
                         f"update Garage to open it")


class DatabaseBusy(StorageError):
    pass


class UpgradeNeeded(StorageError):
    """A shared server database at an older schema. Upgrading it changes it for every member
    of the club, so it is an explicit act (`garage-cli upgrade`), never a side effect of one
    member opening it with a newer Garage."""

    def __init__(self, where: str, revision: str, head: str):
        self.revision = revision
        super().__init__(f"the shared garage database {where} is at schema {revision} and this Garage needs "
                         f"{head}; after a backup (pg_dump), upgrade it once for everyone with: "
                         f"garage-cli --db URL upgrade")
