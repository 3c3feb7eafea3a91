"""The per-game data the Massive Darkness rulesets (md1 and md2) share: zones of note, the
item index, the dice an equipped hero rolls (rules digest massive-darkness.md §6; auto-
equipment, docs/engine.md), and the chamber table (§1.2).
"""

from __future__ import annotations

from typing import Any

__all__ = ["ATTACK_KINDS", "KIND_BIT", "Dice", "MdData", "open_chambers"]

ATTACK_KINDS = ("melee", "ranged", "magic")
KIND_BIT = {"melee": 1, "ranged": 2, "magic": 4}
_DIGITS = [str(i) for i in range(64)]
Dice = dict[str, int]


class MdData:
    """Per-game data shared by every state: zones of note, item index, dice tables, caches."""

    def __init__(self, game: Any, content: dict[str, Any]) -> None:
        board, topo = game.board, game.topology
        self.content = content
        self.start = self._token_zone(game, "start")
        self.exit = self._token_zone(game, "exit")
        if self.start < 0:
            raise ValueError("the quest has no hero start zone")
        self.items: dict[str, dict[str, Any]] = {}
        for item in content.get("startingEquipment", []):
            self.items[item["id"]] = item
        for deck in content.get("treasure", {}).values():
            for item in deck:
                self.items[item["id"]] = item
        for item in content.get("artifacts", []):
            self.items[item["id"]] = item
        for deck in content.get("items", {}).values():
            for item in deck:
                self.items[item["id"]] = item
        self.classes = {c["id"]: c for c in content["heroClasses"]}
        self.cap = int(content.get("diceCap", 3))
        self.caps: dict[str, int] = {
            c: int(content.get("diceCaps", {}).get(c, self.cap)) for c in content["dice"]
        }
        self.attack_faces: dict[str, list[int]] = {}
        self.defence_faces: dict[str, list[int]] = {}
        self.wound_faces: dict[str, list[int]] = {}
        ench = content.get("enchantments", {})
        att_e, def_e = ench.get("attack", {}), ench.get("defence", {})
        for colour, die in content["dice"].items():
            faces = die["faces"]
            self.attack_faces[colour] = [
                f.get("hits", 0) + sum(f.get(s, 0) * v for s, v in att_e.items()) for f in faces
            ]
            self.defence_faces[colour] = [
                f.get("shields", 0) + sum(f.get(s, 0) * v for s, v in def_e.items()) for f in faces
            ]
            self.wound_faces[colour] = [f.get("wound", 0) for f in faces]
        self.attack_mean = {c: sum(v) / len(v) for c, v in self.attack_faces.items()}
        self.defence_mean = {c: sum(v) / len(v) for c, v in self.defence_faces.items()}
        self.movement_points = int(board.parameter("movementPoints", 2))
        self.actions = int(board.parameter("actionsPerActivation", 3))
        self.magic_min = int(board.parameter("magicRangeMin", 1))
        self.magic_max = int(board.parameter("magicRangeMax", 2))
        self.ranged_min = int(board.parameter("rangedRangeMin", 1))
        logic = game.logic
        self.escape_objectives = [o for o in logic.objectives if o.kind == "escape"]
        #: what a hero may work with the Activate action, and where: the targets of
        #: activate objectives and of ``activated`` triggers (a lever a trigger listens to
        #: is worked although no objective names it; issue #32)
        self.levers: dict[str, int] = {}
        targets = [
            t
            for obj in logic.objectives
            if obj.kind == "activate" and obj.props.get("rule", "action") == "action"
            for t in obj.targets
        ]
        targets += [spec.target for spec in logic.triggers.get("activated", []) if spec.target]
        for t in targets:
            zones = _zones_of(game, t)
            if zones and t not in self.levers:
                self.levers[t] = min(zones)
        self.setup = dict(game.quest.setup)
        self.flags = dict(self.setup.get("flags", {}))
        self.scripts: dict[str, str] = dict(self.setup.get("enemyScripts", {}))
        self._gear_attack: dict[tuple[tuple[str, ...], str], Dice | None] = {}
        self._gear_defence: dict[tuple[str, ...], Dice] = {}
        self._gear_power: dict[tuple[tuple[str, ...], str], float] = {}
        self._gear_kinds: dict[tuple[str, ...], tuple[str, ...]] = {}
        #: distance -> the attack kinds that reach it (``reaching``)
        self._reaching: dict[int, frozenset[str]] = {}
        #: what skill steps add, by (class, steps taken, level) (``md/skills.py``)
        self.skill_bonus: dict[tuple[str, tuple[int, ...], int], Any] = {}
        self.n_zones = len(topo.zone_ids)
        refs: list[list[str]] = [[z] for z in topo.zone_ids]
        for z, tile in enumerate(topo.zone_tile):
            if tile >= 0:
                refs[z].append(topo.tile_ids[tile])
        for token in board.tokens.values():
            zone = board.token_zone(token)
            if zone in topo.index:
                refs[topo.index[zone]].append(token.id)
        self.zone_refs: list[tuple[str, ...]] = [tuple(r) for r in refs]

    @staticmethod
    def _token_zone(game: Any, token_type: str) -> int:
        for token in game.board.tokens_of_type(token_type):
            zone = game.board.token_zone(token)
            if zone in game.topology.index:
                return game.topology.index[zone]
        return -1

    # ------------------------------------------------------------------ equipment
    def score(self, dice: Dice, defence: bool = False) -> float:
        """Expected value of ``dice`` in attack (or ``defence``), colours capped (auto-equipment,
        docs/engine.md)."""
        means = self.defence_mean if defence else self.attack_mean
        caps = self.caps
        return sum(means.get(c, 0.0) * min(n, caps.get(c, self.cap)) for c, n in dice.items())

    def attack_power(self, gear: list[str], kind: str) -> float:
        """Expected hits of :meth:`attack_dice` (cached).
        (digest §6.1 combat; auto-equipment, docs/engine.md)"""
        key = (tuple(gear), kind)
        found = self._gear_power.get(key)
        if found is None:
            dice = self.attack_dice(gear, kind)
            found = self.score(dice) if dice else 0.0
            self._gear_power[key] = found
        return found

    def attack_dice(self, gear: list[str], kind: str) -> Dice | None:
        """The dice a hero rolls for ``kind`` with the best loadout it owns (None: cannot).
        (digest §6.1 combat; auto-equipment, docs/engine.md)"""
        key = (tuple(gear), kind)
        if key in self._gear_attack:
            return self._gear_attack[key]
        one: list[Dice] = []
        two: list[Dice] = []
        free: list[Dice] = []
        for gid in gear:
            item = self.items.get(gid)
            if item is None:
                continue
            dice = item.get("attack", {}).get(kind)
            if not dice:
                continue
            slot = item["slot"]
            (two if slot == "two-hand" else one if slot == "hand" else free).append(dice)
        one.sort(key=self.score, reverse=True)
        pair = _add(*one[:2]) if one else {}
        best_two = max(two, key=self.score) if two else {}
        hands = pair if self.score(pair) >= self.score(best_two) else best_two
        result: Dice | None = _add(hands, *free) if (hands or free) else None
        self._gear_attack[key] = result
        return result

    def attack_kinds(self, gear: list[str]) -> tuple[str, ...]:
        """The attack kinds ``gear`` can make, in :data:`ATTACK_KINDS` order (cached: a
        bot asks at every decision). (digest §2; auto-equipment, docs/engine.md)"""
        key = tuple(gear)
        found = self._gear_kinds.get(key)
        if found is None:
            found = tuple(k for k in ATTACK_KINDS if self.attack_dice(gear, k))
            self._gear_kinds[key] = found
        return found

    def reaching(self, distance: int) -> frozenset[str]:
        """The attack kinds that reach a target ``distance`` zones away (digest §2: melee
        in the zone, ranged and magic by distance bands; cached)."""
        found = self._reaching.get(distance)
        if found is None:
            kinds = set()
            if distance == 0:
                kinds.add("melee")
            if distance >= self.ranged_min:
                kinds.add("ranged")
            if self.magic_min <= distance <= self.magic_max:
                kinds.add("magic")
            found = self._reaching[distance] = frozenset(kinds)
        return found

    def defence_dice(self, gear: list[str]) -> Dice:
        """The defence dice of a hero's best body armour and shield (digest §6.1 combat;
        auto-equipment, docs/engine.md)."""
        key = tuple(gear)
        found = self._gear_defence.get(key)
        if found is not None:
            return found
        body: list[Dice] = []
        hand: list[Dice] = []
        free: list[Dice] = []
        for gid in gear:
            item = self.items.get(gid)
            if item is None or not item.get("defence"):
                continue
            slot = item["slot"]
            (body if slot == "body" else hand if slot in ("hand", "two-hand") else free).append(
                item["defence"]
            )
        parts = [max(body, key=lambda d: self.score(d, True))] if body else []
        if hand:
            parts.append(max(hand, key=lambda d: self.score(d, True)))
        result = _add(*parts, *free)
        self._gear_defence[key] = result
        return result


def open_chambers(topo: Any, start: int = -1) -> tuple[list[int], set[int]]:
    """The chamber table at the start and the chambers an opening (or a door open at the
    start) already joins to another area: their rooms draw no Door card.

    With ``start`` (a zone), only where the heroes can walk from it without opening a
    door: a chamber joined by an opening to an inner corridor behind closed doors (an MD2
    boss room) is still unexplored, and revealed when a door into it opens (issue #29).
    (digest §1.2, §8.4)"""
    chamber = topo.chamber_of(topo.initial_key)
    free = [
        (a, b)
        for a, b, mask, link in topo.passages
        if not link and not (mask and not (mask & topo.initial_key))
    ]
    reach: set[int] | None = None
    if start >= 0:
        beside: dict[int, list[int]] = {}
        for a, b in free:
            beside.setdefault(a, []).append(b)
            beside.setdefault(b, []).append(a)
        reach = {start}
        stack = [start]
        while stack:
            for nxt in beside.get(stack.pop(), ()):
                if nxt not in reach:
                    reach.add(nxt)
                    stack.append(nxt)
    open_marks: set[int] = set()
    for a, b in free:
        if reach is not None and a not in reach:
            continue  # both ends of a free passage are reached together, or neither
        for x, y in ((a, b), (b, a)):
            if chamber[x] >= 0 and chamber[y] != chamber[x]:
                open_marks.add(chamber[x])
    return chamber, open_marks


def _zones_of(game: Any, ref: str) -> set[int]:
    from questwright.engine.quest_logic import resolve_zones

    return set(resolve_zones(game, ref))


def _add(*dice: Dice) -> Dice:
    out: Dice = {}
    for d in dice:
        for c, n in d.items():
            out[c] = out.get(c, 0) + n
    return dict(sorted(out.items()))
