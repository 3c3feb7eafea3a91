"""The earliest-round table's nearest zone (core/questlogic/timing.py ``rounds_for``).

Of equally near zones the first by name is named, whatever order the zones come in (a
set's order changes from one process to the next, and the zone goes into explanations);
a set of zones asked for again is answered from what was found (the worst legal md1 file
asked for the same few regions of thousands of zones 8,856 times: 6.5 s of validation).
"""

from __future__ import annotations

from questwright.core.questlogic.timing import Timing


def test_equally_near_zones_name_the_first_by_name_in_any_order() -> None:
    timing = Timing(reach=2, distance={"b": 3, "a": 3, "c": 1, "far": 9})
    assert timing.rounds_for(["b", "a"]) == (2, "a", 3)
    assert timing.rounds_for(["a", "b"]) == (2, "a", 3)
    assert timing.rounds_for(["far", "c"]) == (1, "c", 1)
    assert timing.rounds_for(["nowhere"]) is None


def test_a_set_of_zones_asked_again_is_answered_from_what_was_found() -> None:
    timing = Timing(reach=2, distance={"a": 4, "b": 6})
    zones = frozenset({"a", "b"})
    assert timing.rounds_for(zones) == (2, "a", 4)
    timing.distance["a"] = 0  # the table is fixed once built: a second walk would see this
    assert timing.rounds_for(zones) == (2, "a", 4)
