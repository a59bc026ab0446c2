"""Text fitting on the sheet: clipping and wrapping keep their results and cost work in
proportion to the text, however long its longest word (issue 14: a 20 KB word took 59 s)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfbase import pdfmetrics

from garage.sheets import fonts

fonts.register()


@pytest.fixture
def measured(monkeypatch) -> list[int]:
    """The length of every string reportlab is asked to measure: the work of fitting text."""
    counts: list[int] = []
    real = pdfmetrics.stringWidth

    def counting(text, font_name, size, *args, **kwargs):
        counts.append(len(text))
        return real(text, font_name, size, *args, **kwargs)

    monkeypatch.setattr(pdfmetrics, "stringWidth", counting)
    return counts


def _slow_clip(text: str, font_name: str, size: float, max_width: float) -> str:
    """The obvious definition: the longest prefix that fits with its ellipsis."""
    if fonts.width(text, font_name, size) <= max_width:
        return text
    while text and fonts.width(text + "…", font_name, size) > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


@settings(max_examples=80, deadline=None)
@given(st.text(alphabet="aW ix車輪Ωé-", max_size=60), st.floats(min_value=0, max_value=200))
def test_clip_keeps_the_longest_prefix_that_fits(text, max_width):
    assert fonts.clip(text, fonts.BOLD, 9, max_width) == _slow_clip(text, fonts.BOLD, 9, max_width)


@pytest.mark.parametrize("letter", ["x", "車"])
def test_clipping_a_long_word_measures_it_about_once(measured, letter):
    n = 20_000
    clipped = fonts.clip(letter * n, fonts.REGULAR, 7, 120)
    assert clipped.endswith("…") and fonts.width(clipped, fonts.REGULAR, 7) <= 120
    assert sum(measured) <= 3 * n


def test_wrapping_notes_with_a_long_word_measures_them_about_once(measured):
    n = 20_000
    text = "Spikes " * 50 + "x" * n + " and more words after it" * 20
    lines = fonts.wrap(text, fonts.REGULAR, 7, 200)
    assert lines[0].startswith("Spikes") and any(line.endswith("…") for line in lines)
    assert all(fonts.width(line, fonts.REGULAR, 7) <= 200 for line in lines)
    assert sum(measured) <= 3 * len(text)


def test_runs_split_a_long_mixed_text_by_face():
    text = "ab車輪" * 5_000
    pieces = fonts.runs(text, fonts.REGULAR)
    assert "".join(piece for _, piece in pieces) == text
    assert [name for name, _ in pieces[:2]] == [fonts.REGULAR, fonts.FALLBACK]
    assert len(pieces) == 10_000
