"""The README's and the docs' links and the files they name are in the repository: a clone (and
the sdist) has nothing beside it, where `../shared/...` once pointed."""

from __future__ import annotations

import re

import pytest

from tests import ROOT

DOCS = [ROOT / "README.md", ROOT / "packaging" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
# A path in backticks that leaves the repository (or names the shared folder beside it).
NAMED = re.compile(r"`((?:\.\./)+[\w./-]*\w|shared/[\w./-]*\w)`")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_and_named_file_of_a_doc_is_in_the_repository(doc):
    text = doc.read_text(encoding="utf-8")
    missing = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        if not (doc.parent / target.split("#")[0]).exists():
            missing.append(target)
    for named in NAMED.findall(text):
        if not (doc.parent / named).resolve().is_relative_to(ROOT) or not (doc.parent / named).exists():
            missing.append(named)
    assert "../shared" not in text
    assert missing == []
