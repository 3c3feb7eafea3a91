"""Damaged packs: random byte flips, cuts and insertions never crash the checks or write."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from packkit import PackKit, snapshot

from questwright.packs import PackError, check_pack, install_pack

_KIT_DIR: dict[str, bytes] = {}


def _good_bytes(tmp: Path) -> bytes:
    if "pack" not in _KIT_DIR:
        kit = PackKit(tmp)
        _KIT_DIR["pack"] = kit.write(*kit.good(), name="fuzz-base.qwpack").read_bytes()
    return _KIT_DIR["pack"]


edits = st.lists(
    st.tuples(
        st.sampled_from(["flip", "cut", "insert"]),
        st.floats(min_value=0, max_value=1, exclude_max=True),
        st.binary(min_size=1, max_size=8),
    ),
    min_size=1,
    max_size=4,
)


def _mutate(data: bytes, steps: list[tuple[str, float, bytes]]) -> bytes:
    out = bytearray(data)
    for kind, where, blob in steps:
        at = int(where * len(out)) if out else 0
        if kind == "flip" and out:
            out[at] ^= blob[0] or 1
        elif kind == "cut":
            del out[at : at + len(blob) * 16]
        else:
            out[at:at] = blob
    return bytes(out)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(steps=edits)
@example(steps=[("cut", 0.0, b"\x00" * 7), ("flip", 0.9392650779457775, b"@")])  # found by fuzzing
def test_damaged_pack_never_crashes(tmp_path: Path, steps: list) -> None:
    data = _mutate(_good_bytes(tmp_path), steps)
    path = tmp_path / "damaged.qwpack"
    path.write_bytes(data)
    report = check_pack(path)  # must not raise
    assert report.exit_code() in (0, 1, 2)
    for problem in report.problems:
        assert "\n" not in str(problem)
    library = tmp_path / "lib"
    before = snapshot(library)
    try:
        install_pack(path, library)
    except PackError:
        assert snapshot(library) == before
    else:
        # Only a mutation that left every checked byte intact (e.g. in the zip comment
        # area or padding) may install, and then it installs the genuine content.
        assert report.ok
