"""The desktop app. PySide6 is imported first, so that its import hook reads less of every
module imported after it (garage.ui.qt_startup)."""

import PySide6

from garage.ui.qt_startup import read_less

read_less()
del PySide6
