"""The bundle's `garage` executable: the desktop app of the installed garage package."""

import sys

from garage.ui.app import main

sys.exit(main())
