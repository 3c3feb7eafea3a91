"""Hostile packs: real manifests with hostile values, members renamed, doubled and lied about.

A pack document (what the ``pack`` target builds a ``.qwpack`` from) is JSON::

    {"manifest": {...}, "members": {"quests/md1/x.quest.json": MEMBER, ...}}

where a ``MEMBER`` is a string (a file of the repository, whose bytes are the member) or
any other JSON value (encoded as the member's text). The base packs are planned by
``questwright.packs.build`` from bundled quests, one of them carrying a tileset of its own.
A mutant changes one to three things: any value of the manifest (the generic mutations of
:mod:`.hostile`), its id or version, a member's name (reserved on Windows, a case or
trailing-dot twin, outside the pack, the manifest's own), a member doubled under another
name, a hash, a quest or carried-tileset entry; about half the mutants get their hashes
recomputed afterwards, so that they reach the checks behind the hash check.
"""

from __future__ import annotations

import copy
import hashlib
import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

Json = Any
ROOT = Path(__file__).resolve().parents[2]

PACK_IDS = [
    "con",
    "CON",
    "aux",
    "nul",
    "com1",
    "lpt9",
    "fz-good.",
    "fz-good ",
    "Fz-Good",
    "a" * 300,
    "..",
    "x/y",
    "",
    "\ud800",
    "test-pack",
]
VERSIONS = ["1.0", "01.0.0", "1.0.0-", "9" * 400 + ".0.0", "0.0.0", "2.0.0", "1.0.0+b", ""]
MEMBER_NAMES = [
    "manifest.json",
    "MANIFEST.JSON",
    "quests/con.quest.json",
    "quests/x.quest.json.",
    "quests/x.quest.json ",
    "../x.quest.json",
    "/abs.quest.json",
    "quests/a\\b.quest.json",
    "quests//x.quest.json",
    "quests/" + "a" * 300 + ".quest.json",
    "quests/x.quest.json/",
    "notes.txt",
    "quests/x.exe",
    "",
]
TILESET_IDS = ["md1-core", "md2-core", "md2-bridges", "fz-bridges", "FZ-BRIDGES", "x"]


def member_bytes(value: Json) -> bytes:
    """The bytes of one member of a pack document."""
    from tests.fuzz.targets import encode

    if isinstance(value, str):
        path = ROOT / value
        return path.read_bytes() if path.is_file() and ROOT in path.resolve().parents else b""
    return encode(value).encode("utf-8", "surrogatepass")


def _rehash(doc: dict[str, Json]) -> None:
    manifest, members = doc.get("manifest"), doc.get("members")
    if isinstance(manifest, dict) and isinstance(members, dict):
        manifest["files"] = {
            name: hashlib.sha256(member_bytes(value)).hexdigest()
            for name, value in sorted(members.items())
            if name != "manifest.json"
        }


def _carried() -> tuple[dict[str, Json], dict[str, Json]]:
    """An md2 quest whose bridges come from a tileset the pack carries (ids of its own)."""
    tileset = json.loads((ROOT / "tilesets/md2/bridges.tiles.json").read_text(encoding="utf-8"))
    tileset["id"] = "fz-bridges"
    text = (ROOT / "quests/md2/cinder-span.quest.json").read_text(encoding="utf-8")
    for tile in tileset["tiles"]:
        text = text.replace(json.dumps(tile["id"]), json.dumps("fz-" + tile["id"]))
        tile["id"] = "fz-" + tile["id"]
    quest = json.loads(text)
    quest["tilesets"] = [t for t in quest["tilesets"] if t != "md2-bridges"] + ["fz-bridges"]
    return quest, tileset


@cache
def base_packs() -> tuple[tuple[str, str], ...]:
    """``(name, text)`` of the base pack documents (planned once per process)."""
    from questwright.packs.build import collect_files, plan_pack

    out = []
    meta = {"id": "test-pack", "name": "Test pack", "version": "1.0.0"}
    for system in ("md1", "md2", "ddd", "descent1", "machina"):
        quest = sorted((ROOT / "quests" / system).glob("*.quest.json"))[0]
        plan = plan_pack(collect_files([quest]), meta, validate=False)
        members = {name: str(quest.relative_to(ROOT)) for name in plan.members}
        doc = {"manifest": plan.manifest, "members": members}
        out.append((f"pack:{quest.relative_to(ROOT)}", json.dumps(doc)))
    quest_doc, tileset_doc = _carried()
    with tempfile.TemporaryDirectory() as tmp:
        quest = Path(tmp) / "cinder-carried.quest.json"
        tileset = Path(tmp) / "fz-bridges.tiles.json"
        quest.write_text(json.dumps(quest_doc), encoding="utf-8")
        tileset.write_text(json.dumps(tileset_doc), encoding="utf-8")
        plan = plan_pack(collect_files([quest], [tileset]), meta, validate=False)
    inline = {quest.name: quest_doc, tileset.name: tileset_doc}
    members = {name: inline[name.rsplit("/", 1)[-1]] for name in plan.members}
    doc = {"manifest": plan.manifest, "members": members}
    _rehash(doc)
    out.append(("pack:carried-tileset", json.dumps(doc)))
    return tuple(out)


def _rename(draw: st.DrawFn, doc: dict[str, Json]) -> None:
    members = doc["members"]
    if not isinstance(members, dict) or not members:
        return
    old = draw(st.sampled_from(sorted(members)))
    new = draw(st.one_of(st.sampled_from(MEMBER_NAMES), st.just(old.upper())))
    keep = draw(st.booleans())  # doubled under the new name, else moved
    members[new] = members[old] if keep else members.pop(old)
    manifest = doc["manifest"]
    if isinstance(manifest, dict) and draw(st.booleans()):
        for entry in [*manifest.get("quests", []), *manifest.get("customTilesets", [])]:
            if isinstance(entry, dict) and entry.get("path") == old:
                entry["path"] = new


def _entry_edit(draw: st.DrawFn, manifest: dict[str, Json]) -> None:
    from tests.fuzz.hostile import hostile_value

    field = draw(st.sampled_from(["quests", "customTilesets", "files"]))
    entries = manifest.get(field)
    if field == "files" and isinstance(entries, dict) and entries:
        name = draw(st.sampled_from(sorted(entries)))
        entries[name] = draw(st.sampled_from(["0" * 64, "A" * 64, "xyz", "", None]))
    elif isinstance(entries, list) and entries and isinstance(entries[0], dict):
        entry = draw(st.sampled_from(entries))
        key = draw(st.sampled_from(["id", "path", "system", "party", "tilesets", "title"]))
        if key == "id" and field == "customTilesets":
            entry[key] = draw(st.sampled_from(TILESET_IDS))
        elif key == "party":
            entry[key] = draw(st.sampled_from([{"min": 5, "max": 1}, {"min": 0}, {}, 3]))
        else:
            entry[key] = draw(hostile_value)
        if draw(st.booleans()):
            entries.append(copy.deepcopy(entry))
    elif isinstance(manifest.get("customTilesets"), list):
        manifest["customTilesets"].append(
            {"id": draw(st.sampled_from(TILESET_IDS)), "path": "quests/x.quest.json"}
        )


def mutate_pack(draw: st.DrawFn, doc: Json) -> Json:
    """One hostile change to the pack document ``doc``."""
    from tests.fuzz.hostile import mutate_any

    manifest = doc.get("manifest") if isinstance(doc, dict) else None
    if not isinstance(manifest, dict):
        return doc
    how = draw(st.integers(0, 7))
    if how == 0:
        manifest["id"] = draw(st.sampled_from(PACK_IDS))
    elif how == 1:
        manifest["version"] = draw(st.sampled_from(VERSIONS))
    elif how <= 3:
        _rename(draw, doc)
    elif how == 4:
        _entry_edit(draw, manifest)
    else:
        doc["manifest"] = mutate_any(draw, manifest)
    return doc


@st.composite
def mutated_pack(draw: st.DrawFn) -> tuple[str, Json]:
    """``(base name, mutated pack document)``."""
    name, text = draw(st.sampled_from(base_packs()))
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        doc = mutate_pack(draw, doc)
    if draw(st.booleans()):
        _rehash(doc)
    return name, doc
