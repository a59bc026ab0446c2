"""The rules text as help: every listed heading found, in order, and the PDF's running
headers gone."""

from __future__ import annotations

from garage.ui.rules_text import rules_html


def test_every_heading_becomes_an_anchor_in_order():
    html, headings = rules_html()
    assert len(headings) == 13 and headings[1] == "2 - VEHICLES"
    positions = [html.index(f'<a name="s{i}"></a>') for i in range(len(headings))]
    assert positions == sorted(positions)
    assert "AXLES AND ALLOYS II - 1" not in html and "AXLES AND ALLOYS II 2 - VEHICLES" not in html
    assert "Purple Haze has been built with the standard Medium weight class stat line" in html
