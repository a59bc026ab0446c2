"""Garage in the user's language: Qt translators for Garage's own words (garage_<lang>.qm, from
resources/translations/garage_<lang>.ts) and for Qt's (qtbase_<lang>.qm: the standard
buttons and dialogs), chosen from the desktop's languages, or GARAGE_LANGUAGE (`de`, `en`).

A wheel or a bundle carries the .qm files, compiled as it was built (packaging/build.py); a
checkout compiles its .ts files with PySide6's lrelease into the user's cache folder the first
time they are needed (and again when a .ts changes). Numbers stay as Python writes them,
whatever the language (app.py sets Qt's default locale to C).

English is the source text, but for its plural forms: a string with %n ("%n car(s)") gets
"1 car" and "2 cars" from garage_en.ts, which holds the plural strings only. It is loaded for
English and for any language Garage has no catalogue of.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from garage.digest import sha256
from garage.resources import resource

LANGUAGE_ENV = "GARAGE_LANGUAGE"
CATALOGUE = "garage"
SOURCE_LANGUAGE = "en"  # the source text's language: its catalogue has only the plural forms


def ui_locale() -> QLocale:
    """The language to speak: GARAGE_LANGUAGE if set, else the desktop's."""
    chosen = os.environ.get(LANGUAGE_ENV, "").strip()
    return QLocale(chosen) if chosen else QLocale.system()


def lrelease() -> Path | None:
    """PySide6's lrelease (in PySide6-Essentials' wheel), if this installation has it."""
    import PySide6

    found = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return found if found.is_file() else None


def _compiled(source: Path) -> Path | None:
    """A .ts compiled to a .qm in the user's cache folder, named by the .ts's contents."""
    from platformdirs import user_cache_dir

    tool = lrelease()
    if tool is None:
        return None
    digest = sha256(source.read_bytes()).hexdigest()[:16]
    target = Path(user_cache_dir("garage", appauthor=False)) / "translations" / f"{source.stem}-{digest}.qm"
    if target.is_file():
        return target
    import subprocess  # only to compile one (a tenth of the imports before the window showed)

    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.name}.{os.getpid()}")
        done = subprocess.run([str(tool), "-silent", str(source), "-qm", str(partial)], capture_output=True,
                              timeout=60)
        if done.returncode != 0 or not partial.is_file():
            partial.unlink(missing_ok=True)
            return None
        os.replace(partial, target)
    except (OSError, subprocess.SubprocessError):
        return None
    return target


def catalogue(locale: QLocale, folder: Path | None = None) -> Path | None:
    """Garage's .qm for the first of the locale's languages there is one for (de_DE, then de):
    shipped beside the .ts, or compiled from it. English, and a language without one, get
    English's (its plural forms); None: not even that (the bare source text)."""
    folder = folder or resource("translations")
    for language in locale.uiLanguages():
        for name in dict.fromkeys([language.replace("-", "_"), language.split("-")[0]]):
            if name.startswith(SOURCE_LANGUAGE):
                return _found(folder, SOURCE_LANGUAGE)
            found = _found(folder, name)
            if found is not None:
                return found
    return _found(folder, SOURCE_LANGUAGE)


def _found(folder: Path, name: str) -> Path | None:
    shipped = folder / f"{CATALOGUE}_{name}.qm"
    if shipped.is_file():
        return shipped
    source = folder / f"{CATALOGUE}_{name}.ts"
    return _compiled(source) if source.is_file() else None


def speaks(found: Path) -> bool:
    """Whether a catalogue catalogue() found is a language's (not English's plural forms)."""
    return not found.stem.startswith(f"{CATALOGUE}_{SOURCE_LANGUAGE}")


def install(app: QCoreApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install the translators for `locale` (default: ui_locale()) on `app`; returns them (the
    application keeps them; they are children of it). Qt's own words only for a language
    Garage speaks: a French desktop gets Garage, and its buttons, in English."""
    locale = locale or ui_locale()
    found = catalogue(locale)
    if found is None:
        return []
    installed = []
    ours = QTranslator(app)
    if ours.load(str(found)):
        app.installTranslator(ours)
        installed.append(ours)
    if not speaks(found):
        return installed
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for lupdate in `context` where it is defined (a constant); translate it where
    it is shown (QCoreApplication.translate(context, text)). PySide6's own gives a type checker
    `object`."""
    return text
