"""The generic crawler's content: hero classes, monsters and dice, as a system may ship them.

A game system written only as data may put a ``content.json`` beside its ``system.json``
(``"format": "questwright-content"``, its own ``system`` id) in the shape declared by
:class:`GenericContent`. Without one, or for what the file leaves out, the generic ruleset
uses :data:`DEFAULT_CONTENT`: our own plain stand-in numbers (a d6-like die that hits on
half its faces, heroes of 8 health, monsters of 2), not any game's.

The engine reads the checked document as plain JSON; :func:`md_shape` turns it into the
dice-and-equipment form of the crawler machinery the generic ruleset shares with md1/md2.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from questwright.schema.spec import prop

__all__ = [
    "DEFAULT_CONTENT",
    "GenericContent",
    "content_file",
    "md_shape",
    "merged_content",
    "monster_stats",
]

ATTACK, DEFENCE = "attack", "defence"

#: Our own default numbers, used for whatever a system's content file does not give.
DEFAULT_CONTENT: dict[str, Any] = {
    "format": "questwright-content",
    "label": "Questwright generic stand-in content (our own numbers)",
    "dice": {
        ATTACK: {
            "faces": [{"hits": 0}, {"hits": 0}, {"hits": 0}, {"hits": 1}, {"hits": 1}, {"hits": 1}]
        },
        DEFENCE: {
            "faces": [
                {"shields": 0},
                {"shields": 0},
                {"shields": 0},
                {"shields": 0},
                {"shields": 1},
                {"shields": 1},
            ]
        },
    },
    "heroClasses": [
        {"id": "fighter", "name": "Fighter", "health": 8, "attack": 3, "defence": 2},
        {"id": "archer", "name": "Archer", "health": 7, "attack": 2, "defence": 2, "range": 3},
        {"id": "mystic", "name": "Mystic", "health": 6, "attack": 2, "defence": 1, "range": 2},
        {"id": "scout", "name": "Scout", "health": 7, "attack": 2, "defence": 2},
    ],
    "monsters": [],
    "monster": {"name": "Monster", "health": 2, "attack": 2, "defence": 1, "move": 2, "range": 0},
}


@dataclass
class GenericDieFace:
    """One face of a die."""

    hits: int = prop("Hits it scores on an attack roll.", minimum=0, maximum=100)
    shields: int = prop("Hits it cancels on a defence roll.", minimum=0, maximum=100)


@dataclass
class GenericDie:
    """The attack die or the defence die."""

    # at most 64: a roll's trace notes each face by a digit of md/data.py's _DIGITS
    faces: list[GenericDieFace] = prop("Faces.", required=True, minItems=2, maxItems=64)


@dataclass
class GenericDice:
    """The two dice of the generic rules."""

    attack: GenericDie = prop("The die attacks roll.")
    defence: GenericDie = prop("The die defences roll.")


@dataclass
class GenericHeroClass:
    """A hero class: health and dice."""

    id: str = prop("Class id (a quest's party names it).", required=True, maxLength=64)
    name: str = prop("Display name.", maxLength=200)
    health: int = prop("Starting and maximum health.", minimum=1, maximum=1000)
    attack: int = prop("Attack dice rolled.", minimum=0, maximum=20)
    defence: int = prop("Defence dice rolled.", minimum=0, maximum=20)
    range: int = prop("Farthest zone it attacks (0: its own zone only).", minimum=0, maximum=50)


@dataclass
class GenericMonster:
    """A monster's stat block; ``kind`` matches a monster token's ``kind`` (or ``monster``)
    property, or the token's type."""

    kind: str = prop("Kind id.", maxLength=64)
    name: str = prop("Display name.", maxLength=200)
    health: int = prop("Wounds it takes to kill.", minimum=1, maximum=1000)
    attack: int = prop("Attack dice rolled.", minimum=0, maximum=20)
    defence: int = prop("Defence dice rolled.", minimum=0, maximum=20)
    move: int = prop("Zones it moves in an activation.", minimum=0, maximum=50)
    range: int = prop("Farthest zone it attacks (0: its own zone only).", minimum=0, maximum=50)
    ai: str = prop(
        "How it acts: hunt (toward the nearest hero it has seen), guard (only attacks what "
        "comes in range).",
        enum=["hunt", "guard"],
    )


@dataclass
class GenericContent:
    """Stand-in content of a game system played by the generic crawler rules."""

    format: str = prop("Always questwright-content.", required=True, const="questwright-content")
    system: str = prop("The system id.", required=True, maxLength=64)
    label: str = prop("What this content is (say that it is a stand-in).", maxLength=500)
    dice: GenericDice = prop("The attack and defence dice.")
    hero_classes: list[GenericHeroClass] = prop(
        "Hero classes (a party takes them in this order).", json="heroClasses", maxItems=100
    )
    monsters: list[GenericMonster] = prop("Monster stat blocks by kind.", maxItems=1000)
    monster: GenericMonster = prop("The stat block of a monster whose kind has none.")


def content_file(system_dir: Path | None) -> Path | None:
    """The content file a data system ships beside its ``system.json``, if any.
    (stand-in, docs/engine.md)"""
    if system_dir is None:
        return None
    path = system_dir / "content.json"
    return path if path.is_file() else None


def merged_content(doc: dict[str, Any] | None) -> dict[str, Any]:
    """The system's content with :data:`DEFAULT_CONTENT` for whatever it leaves out.
    (stand-in, docs/engine.md)"""
    out = copy.deepcopy(DEFAULT_CONTENT)
    if not doc:
        return out
    for key in ("label", "monsters"):
        if key in doc:
            out[key] = copy.deepcopy(doc[key])
    if doc.get("heroClasses"):
        out["heroClasses"] = copy.deepcopy(doc["heroClasses"])
    for die in (ATTACK, DEFENCE):
        if die in doc.get("dice", {}):
            out["dice"][die] = copy.deepcopy(doc["dice"][die])
    out["monster"].update(doc.get("monster", {}))
    return out


def monster_stats(content: dict[str, Any], kind: str) -> dict[str, Any]:
    """The stat block of monster ``kind`` (the default monster's where it has none or
    leaves a number out). (stand-in, docs/engine.md)"""
    base = dict(DEFAULT_CONTENT["monster"])
    base.update(content.get("monster", {}))
    for block in content.get("monsters", []):
        if block.get("kind") == kind:
            base.update(block)
            break
    else:
        base["name"] = kind.replace("-", " ").capitalize() if kind else base["name"]
    return base


def md_shape(content: dict[str, Any]) -> dict[str, Any]:
    """The content in the dice-and-equipment form of the shared crawler machinery: one
    attack colour and one defence colour, and each class's dice as a weapon and an armour.
    (stand-in, docs/engine.md)"""
    dice = {
        ATTACK: {"role": ATTACK, "faces": content["dice"][ATTACK]["faces"]},
        DEFENCE: {"role": DEFENCE, "faces": content["dice"][DEFENCE]["faces"]},
    }
    items: list[dict[str, Any]] = []
    classes: list[dict[str, Any]] = []
    for cls in content["heroClasses"]:
        kind = "ranged" if int(cls.get("range", 0)) > 0 else "melee"
        weapon = {
            "id": f"{cls['id']}-weapon",
            "name": f"{cls.get('name', cls['id'])}'s weapon",
            "slot": "hand",
            "attack": {kind: {ATTACK: int(cls.get("attack", 2))}},
        }
        armour = {
            "id": f"{cls['id']}-armour",
            "name": f"{cls.get('name', cls['id'])}'s armour",
            "slot": "body",
            "defence": {DEFENCE: int(cls.get("defence", 1))},
        }
        items += [weapon, armour]
        classes.append(
            {
                "id": cls["id"],
                "name": cls.get("name", cls["id"]),
                "health": int(cls.get("health", 8)),
                "equipment": [weapon["id"], armour["id"]],
                "range": int(cls.get("range", 0)),
            }
        )
    return {"dice": dice, "diceCap": 20, "heroClasses": classes, "startingEquipment": items}
