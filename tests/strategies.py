"""Hypothesis strategies shared by the test folders."""

from hypothesis import strategies as st

from garage.rules.aa2.catalogue import MOUNTS, WEAPON_CLASSES, WEIGHTS, load_catalogue
from garage.rules.aa2.vehicle import Design, StatLine, Weapon

CAT = load_catalogue()

# What a name may hold (garage.rules.limits): no control, format or line-separator characters.
names = st.text(st.characters(blacklist_categories=("Cc", "Cf", "Cs", "Zl", "Zp")), max_size=10)

weapons = st.builds(Weapon, name=names, cls=st.sampled_from(WEAPON_CLASSES),
                    mount=st.none() | st.sampled_from(MOUNTS))
designs = st.builds(
    Design,
    name=names,
    weight=st.sampled_from(WEIGHTS),
    stats=st.none() | st.builds(StatLine, *[st.integers(0, 40)] * 4),
    weapons=st.lists(weapons, max_size=5).map(tuple),
    dropped=st.lists(st.sampled_from(list(CAT.dropped) + ["bogus"]), max_size=4).map(tuple),
    equipment=st.lists(st.sampled_from(list(CAT.equipment) + ["bogus"]), max_size=5).map(tuple),
    navigator=st.booleans(),
    turret=st.none() | st.booleans(),
)
