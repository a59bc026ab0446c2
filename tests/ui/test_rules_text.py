"""The rules text as help: every listed heading found, in order, and the PDF's running
headers gone."""

from __future__ import annotations

from garage.ui.rules_text import rules_html


def test_every_heading_becomes_an_anchor_in_order():
    html, headings = rules_html()
    assert len(headings) == 14 and headings[1] == "2 - VEHICLES"
    positions = [html.index(f'<a name="s{i}"></a>') for i in range(len(headings))]
    assert positions == sorted(positions)
    assert "AXLES AND ALLOYS II - 1" not in html and "AXLES AND ALLOYS II 2 - VEHICLES" not in html
    assert "Purple Haze has been built with the standard Medium weight class stat line" in html


def test_every_numbered_section_of_the_text_has_a_heading():
    # Section 9 opens "AXLES AND ALLOYS II 9 -EQUIPMENT LIST & DROPPED WEAPONS" (text line 172),
    # with no space after its dash: it was missing from the contents.
    _, headings = rules_html()
    numbers = [h.split()[0] for h in headings if h[0].isdigit()]
    assert numbers == [str(n) for n in range(1, 11)]
    assert "9 -EQUIPMENT LIST & DROPPED WEAPONS" in headings
