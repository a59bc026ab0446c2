"""The rules' own words in the player's language (garage.rules.phrase): a `Phrase` through the
catalogues' context "rules", a `Word` through "data", anything else as it is.

A phrase the catalogue lacks is said as the rules say it, in English (its words in the
player's language): English itself has no "rules" catalogue, its plurals are the rules' own.
A translation that does not fit its phrase (a field it names that the phrase lacks) is not
shown: the English is, so a slip in a catalogue never hides what the rules said.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from garage.rules.phrase import COUNT, Phrase, Word, english

RULES = "rules"
DATA = "data"


def spoken(text: str) -> str:
    """`text` in the player's language, as far as the catalogues have it."""
    if isinstance(text, Phrase):
        n = text.args.get("n")
        count = n if isinstance(n, int) and not isinstance(n, bool) else -1
        said = QCoreApplication.translate(RULES, text.template, None, count)
        args = {key: spoken(value) if isinstance(value, str) else value for key, value in text.args.items()}
        untranslated = text.template.replace(COUNT, str(count)) if count >= 0 else text.template
        try:
            return english(text.template, args) if said == untranslated else said.format(**args)
        except (KeyError, IndexError, ValueError, AttributeError):
            return str(text)
    if isinstance(text, Word):
        return QCoreApplication.translate(DATA, text)
    return text
