import sys

from garage.cli.main import main

sys.exit(main())
