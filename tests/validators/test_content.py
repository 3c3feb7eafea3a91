"""Content bytes: equal content gives equal bytes, different content different bytes, and
the bytes read back as the content (the Revalidator's snapshots are read from them)."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from questwright.schema import serde
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from questwright.schema.model import EdgeSpec, Lock, Quest, Token
from questwright.validators.content import (
    ContentWriter,
    content_bytes,
    content_loads,
    section_names,
)

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "issues"
QUESTS = (
    sorted(bundled_quests_dir().rglob("*.quest.json")) + sorted(GOLDEN.glob("*/*.quest.json"))[::5]
)


def _same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (``==`` alone takes ``1`` for
    ``True``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if dataclasses.is_dataclass(a):
        return _same(vars(a), vars(b))
    return bool(a == b)


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_section_reads_back_as_it_was(path: Path) -> None:
    quest = load_quest(path)
    for attr, name in section_names(quest):
        value = getattr(quest, attr)
        data = content_bytes(value)
        back = content_loads(data)
        assert _same(back, value), name
        assert back is not value or not isinstance(value, (list, dict)), name
        assert content_bytes(back) == data, name


def test_lists_of_one_dataclass_are_written_as_rows() -> None:
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    for section in (quest.tokens, quest.edges, quest.tiles, quest.objectives):
        assert content_bytes(section)[:1] == b"R"


def test_equal_rows_give_equal_bytes_however_their_parts_are_shared() -> None:
    quest = load_quest(bundled_quests_dir() / "md1" / "ember-reliquary.quest.json")
    again = serde.from_json(Quest, json.loads(json.dumps(serde.to_json(quest))))
    shared = copy.deepcopy(quest.tokens)
    for token in shared:  # one dict and one string object for all of them
        token.properties = shared[0].properties if token.properties == {} else token.properties
        token.type = {t.type: t.type for t in shared}[token.type]
    for a, b in ((quest.tokens, again.tokens), (quest.tokens, shared), (quest.edges, again.edges)):
        assert content_bytes(a) == content_bytes(b)


def _variants() -> list[list[Any]]:
    """Lists of tokens and edges that differ in one small way each."""
    base = [Token("a", "key", cell=(1, 2)), Token("b", "key", cell=(2, 2))]
    out: list[list[Any]] = [base]

    def variant(change: Any) -> None:
        tokens = copy.deepcopy(base)
        change(tokens)
        out.append(tokens)

    variant(lambda t: t[1].properties.update(count=1))
    variant(lambda t: t[1].properties.update(count=True))
    variant(lambda t: t[1].properties.update(count=1.0))
    variant(lambda t: setattr(t[1], "cell", [2, 2]))  # a list, not a tuple
    variant(lambda t: setattr(t[1], "cell", (2, 3)))
    variant(lambda t: t.reverse())
    variant(lambda t: t.pop())
    # an attribute that is not a field: pickled, so it tells the items apart
    variant(lambda t: setattr(t[1], "note", 1))

    # a field deleted (the class default shows through) and another attribute added
    def swap(tokens: list[Token]) -> None:
        del tokens[1].size
        tokens[1].other = None  # type: ignore[attr-defined]

    variant(swap)
    variant(lambda t: delattr(t[1], "size"))

    edges = [EdgeSpec("door", (0, 0), (0, 1), id="d", lock=Lock("key", keys=["a"]))]
    out.append(edges)
    other = copy.deepcopy(edges)
    assert other[0].lock is not None
    other[0].lock.keys.append("b")
    out.append(other)
    out.append([*copy.deepcopy(edges), EdgeSpec("wall", (1, 0), (1, 1))])
    out.append([Token("a", "key", cell=(1, 2)), EdgeSpec("wall", (1, 0), (1, 1))])
    return out


def test_different_rows_give_different_bytes_and_read_back() -> None:
    variants = _variants()
    written = [content_bytes(v) for v in variants]
    assert len(set(written)) == len(variants)
    for value, data in zip(variants, written, strict=True):
        assert _same(content_loads(data), value)


def test_instances_that_are_not_their_fields_are_pickled_the_usual_way() -> None:
    odd = [Token("a", "key", cell=(1, 2))]
    setattr(odd[0], "note", "x")  # noqa: B010 (not a field)
    assert content_bytes(odd)[:1] != b"R"
    gone = [Token("a", "key", cell=(1, 2))]
    del gone[0].size
    assert content_bytes(gone)[:1] != b"R"
    assert "size" not in vars(content_loads(content_bytes(gone))[0])


def test_one_writer_for_many_values_writes_what_content_bytes_writes() -> None:
    """A writer used for one section after another (the Revalidator's way) gives each the
    bytes a fresh pickler gives, also after a value it could not write without the memo
    (a structure with a cycle)."""
    cyclic: list[Any] = [Token("a", "key")]
    cyclic[0].properties["self"] = cyclic
    values: list[Any] = []
    for path in QUESTS[::4]:
        quest = load_quest(path)
        values += [getattr(quest, attr) for attr, _name in section_names(quest)]
        values.append(cyclic)
    write = ContentWriter()
    assert [write(v) for v in values] == [content_bytes(v) for v in values]
    assert content_loads(write(cyclic))[0].properties["self"][0].id == "a"


def test_many_frozensets_are_written_one_pickler_or_many() -> None:
    # CPython's fast pickling counts each frozenset into its nesting depth and never out
    # again: after about fifty (the quest-time rule's movement steps carry a frozenset
    # of gates per door) it failed with a KeyError, an internal error of the rule
    many = [(i, i + 1, frozenset({f"door:d{i}"}), True) for i in range(200)]
    data = content_bytes(many)
    assert content_loads(data) == many
    assert content_bytes(copy.deepcopy(many)) == data
    write = ContentWriter()
    first = write([frozenset({"door:d0"})])
    assert all(write([frozenset({"door:d0"})]) == first for _ in range(200))


def test_a_quest_with_many_doors_has_no_internal_error() -> None:
    # the generated 60×60 md1 board of benchmarks/bench_validate.py: 60 doors, whose
    # movement steps the quest-time rule's key writes with a frozenset of gates each
    import importlib.util

    from questwright.validators.runner import validate_quest

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_validate.py"
    spec = importlib.util.spec_from_file_location("bench_validate_for_test", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    quest, catalog = bench.big_board("md1", cells=60)
    assert sum(e.kind == "door" for e in quest.edges) >= 50
    issues = validate_quest(quest, catalog)
    assert not [i for i in issues if i.code == "INTERNAL_RULE_ERROR"], issues
