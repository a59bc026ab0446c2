"""Two processes writing to one garage at once: both succeed, nothing is corrupted."""

from __future__ import annotations

import os

from garage.rules.aa2.vehicle import Design
from garage.storage import DuplicateName, open_garage
from garage.storage.drivers import Drivers
from tests.storage.children import fork, read_all

CARS = 40


def contender(url: str, who: str, go_fd: int):
    def work(report):
        garage = open_garage(url)
        os.read(go_fd, 1)  # both start writing at the same moment
        for i in range(CARS):
            garage.add_design(Design(name=f"{who} {i}", weight="light", notes=who))
            if i % 4 == 3:
                garage.rename(f"{who} {i - 1}", f"{who} {i - 1} renamed")
            if i == CARS // 2:
                try:
                    garage.add_design(Design(name="Contested", weight="heavy", notes=who))
                    report("won")
                except DuplicateName:
                    report("lost")
            Drivers(garage).add(f"{who} driver {i}")
        report("done")
    return work


def test_two_processes_write_at_once_and_both_succeed(db_url):
    open_garage(db_url).close()
    go_read, go_write = os.pipe()
    children = [fork(contender(db_url, who, go_read)) for who in ("Alice", "Bob")]
    os.write(go_write, b"gg")
    outcomes = []
    for pid, fd in children:
        outcomes.append(read_all(fd))
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0, outcomes[-1]
    os.close(go_read)
    os.close(go_write)
    assert sorted(lines[0] for lines in outcomes) == ["lost", "won"]
    assert all(lines[-1] == "done" for lines in outcomes)
    with open_garage(db_url) as garage:
        assert garage.check() == []
        names = set(garage.names())
        for who in ("Alice", "Bob"):
            expected = {f"{who} {i}" + (" renamed" if i % 4 == 2 else "") for i in range(CARS)}
            assert expected <= names
        assert len(names) == 6 + 2 * CARS + 1
        assert len(Drivers(garage).list()) == 2 * CARS
