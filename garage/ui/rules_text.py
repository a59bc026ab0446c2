"""The rules text as the help window shows it: the original paragraphs with the section
headings (resources/help/contents.toml) turned into headings, and the running headers of
the PDF it came from removed."""

from __future__ import annotations

import html
import re
import tomllib

from garage.resources import resource

FOOTER = re.compile(r"^AXLES AND ALLOYS II(?: - \d+)?\s*$")


def rules_html() -> tuple[str, list[str]]:
    """HTML for the rules text and its headings; heading i has the anchor "s{i}"."""
    contents = tomllib.loads(resource("help", "contents.toml").read_text(encoding="utf-8"))
    headings = contents["rules"]
    text = resource("help", "axles-and-alloys-ii-playtest-2010.txt").read_text(encoding="utf-8")
    parts: list[str] = []
    found: list[str] = []
    pending = list(headings)
    for line in text.splitlines():
        line = line.strip()
        if not line or FOOTER.match(line):
            continue
        while pending and pending[0] in line:
            before, _, line = line.partition(pending[0])
            before = before.removesuffix("AXLES AND ALLOYS II ").strip()
            if before:
                parts.append(f"<p>{html.escape(before)}</p>")
            parts.append(f'<h2><a name="s{len(found)}"></a>{html.escape(pending[0])}</h2>')
            found.append(pending.pop(0))
            line = line.strip()
        line = line.removeprefix("AXLES AND ALLOYS II ").strip()
        if line:
            parts.append(f"<p>{html.escape(line)}</p>")
    return "\n".join(parts), found
