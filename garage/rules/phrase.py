"""The rules' own words, ready for the player's language, while the rules stay pure Python.

The rules speak English: a log line, a card, a banner or a validation problem is a `str`, and
files, logs and `garage-cli` write that English byte for byte. Where the words are made, they
are made as a `Phrase` or a `Word`, which *are* that English `str` and also keep what they were
made from, so the desktop app can say them in another language through its Qt catalogues
(`garage.ui.rules_words.spoken`):

- `Phrase(template, **args)`: a sentence of the rules. `template` is a `str.format` text with
  named fields (`"{car} takes {hit_points} damage"`), written as a literal at the call, so
  `scripts/translations.py` finds it (context "rules" of resources/translations/garage_*.ts).
  An argument may be a number, a plain `str` (a name a player gave: never translated), a `Word`
  or another `Phrase` (each said in the player's language).
- A count: the argument `n` (an int) stands for "%n" in the template, and "(s)" after a noun
  is English's plural: `Phrase("%n hit point(s) left", n=2)` is "2 hit points left". A
  translation gives each of its language's plural forms (Qt's numerus forms).
- `Word(text)`: a word of a rule set's data (a weapon class's, an item's, a face's name, from
  resources/): context "data" of the catalogues.

Anything else (a plain `str`) is shown as it is. A `Phrase` is equal to, hashes as, and
pickles to the same English text; a `str` method on it (`.lower()`, `+`) gives a plain `str`
that no longer translates, so make the whole sentence one `Phrase`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PLURAL = "(s)"
COUNT = "%n"


def english(template: str, args: Mapping[str, object]) -> str:
    """The template said in English with these arguments."""
    if COUNT in template:
        n = args["n"]
        template = template.replace(COUNT, str(n)).replace(PLURAL, "" if n == 1 else "s")
    return template.format(**args)


class Phrase(str):
    """A sentence of the rules: its English text, with its template and arguments kept."""

    template: str
    args: Mapping[str, object]

    def __new__(cls, template: str, /, **args: object) -> Phrase:
        said = super().__new__(cls, english(template, args))
        said.template = template
        said.args = args
        return said

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        return (self.template,), dict(self.args)

    def __repr__(self) -> str:
        return f"Phrase({self.template!r}, {dict(self.args)!r})"


class Word(str):
    """A word of a rule set's data: said in the player's language where the app shows it."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Word({str(self)!r})"
