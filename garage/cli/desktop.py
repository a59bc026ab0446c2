"""`garage-cli desktop install|uninstall`: Garage in the desktop's menu, with its icon and the
`*.car.json` file type, for an installation made with pip (garage/desktop_install.py)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from garage import desktop_install
from garage.cli.common import EXIT_OK, CliError

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("desktop", help="put Garage in the desktop's menu (or take it out), for a pip install",
                       description="Put the launcher (with the absolute path of this installation's "
                                   "`garage`), its icon, the AppStream metainfo and the *.car.json file "
                                   "type in your XDG data folder ($XDG_DATA_HOME, else ~/.local/share), "
                                   "or take them out again. The bundle's ./install does the same for it.")
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    install = actions.add_parser("install", help="add Garage to the menu and register the file type",
                                 description="Add Garage to the desktop's menu and register *.car.json.")
    install.add_argument("--program", type=Path, metavar="PATH",
                         help="the garage command the menu starts (default: the one installed beside this)")
    install.set_defaults(func=run_install)
    uninstall = actions.add_parser("uninstall", help="take Garage out of the menu",
                                   description="Remove the files `desktop install` put in place.")
    uninstall.set_defaults(func=run_uninstall)


def run_install(args: argparse.Namespace) -> int:
    program = args.program.absolute() if args.program else desktop_install.garage_program()
    if program is None:
        raise CliError("desktop install: no garage command beside this garage-cli; name it with --program PATH")
    if not program.is_file():
        raise CliError(f"{program}: --program: no such file")
    try:
        written = desktop_install.install(program)
    except OSError as exc:
        raise CliError(f"{exc.filename or desktop_install.data_home()}: cannot be written ({exc.strerror})") from exc
    for path in written:
        print(f"installed {path}")
    print(f"Garage is in the menu (it starts {program})")
    return EXIT_OK


def run_uninstall(args: argparse.Namespace) -> int:
    try:
        removed = desktop_install.uninstall()
    except OSError as exc:
        raise CliError(f"{exc.filename or desktop_install.data_home()}: cannot be removed ({exc.strerror})") from exc
    for path in removed:
        print(f"removed {path}")
    print("Garage is out of the menu" if removed else "Garage was not in the menu")
    return EXIT_OK
