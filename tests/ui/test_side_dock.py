"""The dock beside the editor shows the shown panel's side panel, or says there is none."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from garage.ui.side_dock import SideDock


class Panel(QWidget):
    def __init__(self, side: QWidget | None) -> None:
        super().__init__()
        if side is not None:
            self.side_panel = side


def test_it_follows_the_panel_shown(qtbot):
    dock = SideDock("Matchup")
    qtbot.addWidget(dock)
    side = QLabel("a matchup")
    with_side, without = Panel(side), Panel(None)
    assert dock.add(with_side) is side and dock.add(without) is None
    dock.follow(with_side)
    assert dock.stack.currentWidget() is side
    dock.follow(without)
    assert dock.stack.currentWidget() is dock.none and "No matchup" in dock.none.text()
    assert dock.objectName() == "matchup-dock"  # the window keeps where it was left
