"""Printable PDF record sheets: design (+ driver) -> PDF bytes or file. No Qt.

    from garage.sheets import SheetEntry, SheetOptions, write_pdf
    write_pdf([SheetEntry(design, driver="Hirsute Helga", rerolls=1)], "helga.pdf",
              SheetOptions(page_size="letter", per_page=2))
"""

from garage.sheets.document import render_pdf, write_pdf
from garage.sheets.options import SheetEntry, SheetError, SheetOptions

__all__ = ["SheetEntry", "SheetError", "SheetOptions", "render_pdf", "write_pdf"]
