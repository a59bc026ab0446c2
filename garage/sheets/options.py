"""What a print job asks for: which cars (with their drivers) and how the pages look."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from garage.rules.board import BoardGrid
from garage.rules.design import Vehicle

PAGE_SIZES = ("a4", "letter")
PER_PAGE = (1, 2)


class SheetError(ValueError):
    """A sheet that cannot be made. `str()` is the one-line message for the player."""


@dataclass(frozen=True, slots=True)
class SheetOptions:
    page_size: str = "a4"  # a4 | letter
    per_page: int = 1  # 1: a full landscape page per car; 2: two half-page sheets per page
    colour: bool = True
    reference: bool = False  # the to-hit, range, fire and loss-of-control tables on each sheet
    cover: bool = False  # a cover page even for one car (a garage of several always has one)
    race: bool = False  # the race stat line (section 10, RULINGS D10) instead of the standard one
    printed_on: date | None = None  # the PDF's date; None: today (the same job the same day, the same bytes)
    board: BoardGrid | None = None  # a map for the table, printed on a page of its own after the sheets

    def __post_init__(self) -> None:
        if self.page_size not in PAGE_SIZES:
            raise SheetError(f"page size '{self.page_size}' is not one of {', '.join(PAGE_SIZES)}")
        if self.per_page not in PER_PAGE:
            raise SheetError(f"sheets per page must be 1 or 2, not {self.per_page}")


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One car to print, with the driver at its wheel (None: blank lines to write on)."""

    design: Vehicle
    driver: str | None = None
    rerolls: int | None = None
