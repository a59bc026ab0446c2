"""The bundle's `garage-cli` executable: the command line of the installed garage package."""

import sys

from garage.cli.main import main

sys.exit(main())
