"""The rules text as the help window shows it: a formatted document made from the plain text
of the original PDF. The section headings become headings, the tables tables, the example
record sheet is laid out line by line, the worked examples and optional rules stand apart,
and the PDF's running headers go (resources/help/contents.toml says where each of these is).
A paragraph the PDF broke across a page is joined again."""

from __future__ import annotations

import html
import re
import tomllib
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from garage.resources import resource
from garage.ui.translations import QT_TRANSLATE_NOOP

FOOTER = re.compile(r"^AXLES AND ALLOYS II(?: - \d+)?\s*$")
RUNNING_HEAD = "AXLES AND ALLOYS II "
SENTENCE_END = (".", "!", "?", ":", "”", '"', ")", "]")


@dataclass
class Line:
    text: str
    page_start: bool  # the first line of a PDF page: may continue the paragraph before


def _lines(text: str) -> list[Line]:
    lines = []
    for raw in text.splitlines():
        raw = raw.strip()
        if not raw or FOOTER.match(raw):
            continue
        page_start = raw.startswith(RUNNING_HEAD)
        lines.append(Line(raw.removeprefix(RUNNING_HEAD).strip(), page_start))
    return lines


def _table(header: list[str], cells: list[str]) -> str:
    columns = len(header)
    head = "".join(f"<th align='left'>{html.escape(c)}</th>" for c in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells[i:i + columns]) + "</tr>"
                   for i in range(0, len(cells), columns))
    return f"<table border='1' cellspacing='0' cellpadding='4'><tr>{head}</tr>{body}</table>"


class _Layout:
    def __init__(self, contents: dict[str, Any]) -> None:
        self.headings = list(contents["rules"])
        self.tables = list(contents.get("tables", []))
        self.blocks = [block["lines"] for block in contents.get("blocks", [])]
        self.examples = contents.get("examples", [])
        self.optional = contents.get("optional", [])
        self.subheadings = contents.get("subheadings", [])
        self.found: list[str] = []

    def document(self, lines: list[Line]) -> str:
        parts: list[str] = []
        paragraphs: list[str] = []  # the text of the paragraph being gathered

        def flush() -> None:
            if paragraphs:
                parts.extend(self._paragraph(" ".join(paragraphs)))
                paragraphs.clear()

        i = 0
        while i < len(lines):
            line = lines[i]
            text = line.text
            if not (line.page_start and paragraphs and not paragraphs[-1].endswith(SENTENCE_END)):
                flush()  # a new paragraph, unless the PDF only broke this one across a page
            while self.headings and self.headings[0] in text:
                before, _, text = text.partition(self.headings[0])
                if before.strip():
                    paragraphs.append(before.strip())
                flush()
                parts.append(f'<h2><a name="s{len(self.found)}"></a>{html.escape(self.headings[0])}</h2>')
                self.found.append(self.headings.pop(0))
                text = text.strip()
            table = self._table_at(text, lines, i)
            if table is None:
                if text:
                    paragraphs.append(text)
                i += 1
                continue
            header, rows, before = table
            if before:
                paragraphs.append(before)
            flush()
            count = len(header) * rows
            cells = [entry.text for entry in lines[i + len(header):i + len(header) + count]]
            parts.append(_table(header, cells))
            del self.tables[0]
            i += len(header) + count
        flush()
        return "\n".join(parts)

    def _table_at(self, text: str, lines: list[Line], i: int) -> tuple[list[str], int, str] | None:
        """(header, rows, text before the header) when the next table the data lists starts
        on line i (whose text is `text`): its first header cell ends the line, the other
        header cells follow on lines of their own."""
        if not self.tables:
            return None
        header, rows = self.tables[0]["header"], self.tables[0]["rows"]
        if not text.endswith(header[0]) or [entry.text for entry in lines[i + 1:i + len(header)]] != header[1:]:
            return None
        return header, rows, text[:len(text) - len(header[0])].strip()

    def _paragraph(self, text: str) -> list[str]:
        """One paragraph of the text, split where a block, a sub-heading, an example or an
        optional rule begins."""
        for lines in self.blocks:
            joined = " ".join(lines)
            if joined in text:
                before, _, after = text.partition(joined)
                self.blocks.remove(lines)
                block = "<br>".join(html.escape(line) for line in lines)
                return [*self._paragraph(before.strip()),
                        f"<table border='1' cellpadding='8' cellspacing='0'><tr><td><tt>{block}</tt></td></tr></table>",
                        *self._paragraph(after.strip())]
        if not text:
            return []
        cuts = []
        for heading, follows in self.subheadings:
            at = text.find(f"{heading} {follows}")
            if at >= 0:
                cuts.append((at, "heading", heading))
        for kind, markers in (("example", self.examples), ("optional", self.optional)):
            for marker in markers:
                at = text.find(marker)
                while at >= 0:
                    if not any(c[0] <= at < c[0] + 12 for c in cuts):  # "Examples " holds "Example"
                        cuts.append((at, kind, marker))
                    at = text.find(marker, at + len(marker))
        cuts.sort()
        pieces, start, kind, label = [], 0, "text", ""
        for at, next_kind, next_label in cuts:
            pieces.append((kind, label, text[start:at].strip()))
            start, kind, label = at, next_kind, next_label
        pieces.append((kind, label, text[start:].strip()))
        out = []
        for kind, label, piece in pieces:
            if not piece:
                continue
            if kind == "heading":
                out.append(f"<h3>{html.escape(label)}</h3>")
                piece = piece[len(label):].strip()
                out.append(f"<p>{html.escape(piece)}</p>")
            elif kind in ("example", "optional"):
                rest = html.escape(piece[len(label):].strip())
                name = html.escape(label.strip(" -–"))
                indent = "margin-left:24px; margin-right:24px;"
                style = f"font-style:italic; {indent}" if kind == "optional" else indent
                out.append(f"<p style='{style}'><b>{name}</b>{': ' if kind == 'optional' else ' '}{rest}</p>")
            else:
                out.append(f"<p>{html.escape(piece)}</p>")
        return out


def rules_html() -> tuple[str, list[str]]:
    """HTML for the rules text and its headings; heading i has the anchor "s{i}"."""
    contents = tomllib.loads(resource("help", "contents.toml").read_text(encoding="utf-8"))
    text = resource("help", "axles-and-alloys-ii-playtest-2010.txt").read_text(encoding="utf-8")
    layout = _Layout(contents)
    return layout.document(_lines(text)), layout.found


# Translated where used (the module is imported before the translators load).
PLAYERS_INTRO = QT_TRANSLATE_NOOP("RulesText", """# Rulings

Where the rules text is silent, contradicts itself or leaves a choice to the table, Garage
plays it the way below: its record sheets, checks and look-ups all follow these rulings.
Your table may rule otherwise; the numbers (D1, P2...) are how Garage refers to them.
""")


def rulings_for_players(markdown: str) -> str:
    """The rulings as players read them: each section's table of question and ruling, without
    the notes for the people working on Garage around them."""
    sections = re.split(r"^## ", markdown, flags=re.MULTILINE)[1:]
    kept = []
    for section in sections:
        title, _, body = section.partition("\n")
        table = [line for line in body.splitlines() if line.startswith("|")]
        if table:
            kept.append(f"## {title}\n\n" + "\n".join(table))
    return QCoreApplication.translate("RulesText", str(PLAYERS_INTRO)) + "\n" + "\n\n".join(kept) + "\n"
