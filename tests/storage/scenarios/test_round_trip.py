"""Any design, legal or not, comes back from the database exactly as it went in."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from garage.rules.aa2.catalogue import MOUNTS, WEAPON_CLASSES, WEIGHTS
from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.vehicles import dumps, loads
from garage.storage import open_garage

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
# A line as the vehicle file allows it in a weapon's or component's name (garage.rules.limits).
line = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Cf", "Zl", "Zp")), max_size=30)
names = line.filter(lambda n: n == n.strip() and n.strip())
designs = st.builds(
    Design,
    name=names,
    weight=st.sampled_from(WEIGHTS),
    stats=st.none() | st.builds(StatLine, *[st.integers(0, 40)] * 4),
    weapons=st.lists(st.builds(Weapon, line, st.sampled_from(WEAPON_CLASSES), st.none() | st.sampled_from(MOUNTS)),
                     max_size=5).map(tuple),
    dropped=st.lists(line, max_size=4).map(tuple),
    equipment=st.lists(line, max_size=4).map(tuple),
    navigator=st.booleans(),
    notes=text,
    turret=st.none() | st.booleans(),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(design=designs)
def test_any_design_round_trips_exactly(tmp_path, design):
    with open_garage("sqlite://") as garage:  # fresh per example: in memory, dropped on close
        garage.save_design(design)
        stored = garage.get_design(design.name)
        written = garage.export([design.name], tmp_path)[0].read_bytes()
    assert stored == design
    assert written == dumps(design).encode("utf-8")
    assert loads(written) == design
