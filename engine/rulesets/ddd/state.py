"""The Dark Darker Darkest ruleset (rules digest §A.8, the rulebook in seeds/002): registers ``ddd``.

**Round** (``ROUND``): *upkeep* — the event track (zombie spawn, fire spread, darkness),
regroup (survivors sharing a room form a team; the players order the teams), the camera
check, the zombie spawn roll, zombification — then the *action* phase team by team
(:class:`~questwright.engine.rounds.TeamTurns`: a team's survivors act in any interleaving,
``h1 switch h2`` hands over), each team followed by the reactions (attacks, zombie and
creature movement, fire spread); *end*: the final round of the darkness track.

**Survivors' actions**: :mod:`.ddd_actions`. AP come from energy; an entrapped survivor has
one, for an escape attempt. The code chips a survivor unlocks feed the security board at the
corner terminals; when the last code token is gone the lab opens, and the first survivor in
it takes the antidote and starts the **showdown**: chips and cameras go, every spawn token
turns, a fire breaks out if none burns, the nemesis (hit points: the survivors' AP plus one
each) rises in the lab, the tracks start again; survivors act in any order (a move covers
two rooms) with the rulebook's action markers (one per AP into the multitracker's left box,
back to the hand only when shifted out of the right one; an entrapped survivor tries once
between reactions), and at every sixth marker the boxes shift and the nemesis reacts
(event, fire, zombification, the nemesis toward the corners, zombies and the creature
toward the survivors).

**End**: won when the nemesis is destroyed; lost at the end of the round in which darkness
reached its last space with nobody in the lab (``darknessExtraRounds`` more with the easing
rule), when darkness fills again during the showdown, when the antidote holder dies, when
the nemesis has destroyed three corners (``nemesisCornerLoss``), or by the quest's own loss
conditions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.core.params import as_int, param_int_map
from questwright.core.text import Text, say
from questwright.engine.actions import Action, EndTurn, Give, Move
from questwright.engine.pieces import Enemy, Hero
from questwright.engine.quest_logic import ObjectiveSpec
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Step, TeamTurns
from questwright.engine.rulesets.ddd.actions import (
    Apply,
    Bypass,
    DddAttack,
    Extinguish,
    Free,
    Search,
    Shift,
    Take,
    Terminal,
    Unlock,
    UseFunction,
)
from questwright.engine.rulesets.ddd.monsters import INF, DddMonsters
from questwright.engine.rulesets.ddd.survivors import card_value

__all__ = ["DddState"]

_COSTS: dict[type, int] = {
    Move: 1,
    Search: 1,
    DddAttack: 1,
    Unlock: 1,
    Give: 1,
    Take: 1,
    Extinguish: 2,
    UseFunction: 2,
    Terminal: 2,
    Free: 1,
}


class DddState(DddMonsters):
    """A game of Dark Darker Darkest (see the module docstring)."""

    ROUND = Round(
        [
            Step("upkeep", "upkeep"),
            TeamTurns(
                "action",
                teams="team_order",
                start_turn="start_turn",
                after_team="after_team",
                skip="sits_out",
            ),
            Step("end", "round_end"),
        ]
    )

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        self._init_ddd()
        data, house = self.data, self.house
        game = self.game
        for i, cls in enumerate(game.party):
            track = data.track(cls)
            hero = Hero(i, cls, house.start, len(track))
            self.heroes.append(hero)
            self.ap.append(0)
            self.box_left.append(0)
            self.box_centre.append(0)
            self.box_right.append(0)
            self.round_ap.append(0)
            self.virus.append(0)
            self.decay.append(-1)
            self.entrapped.append(False)
            self.away.append(0)
            self.receive(i, f"{data.classes[cls]['starting']}.1")
        self.visits[house.start] += len(self.heroes)
        # the face-down piles (their order is nobody's to know)
        self.rng.shuffle(self.deck)
        self.rng.shuffle(self.creature_pile)
        self.place_quest_tokens()
        self.setup_code()
        self.round = 1
        self.look_around()
        self.start_rounds()

    def place_quest_tokens(self) -> None:
        """Zombies, face-down spawn tokens, a creature, fire and burn markers, searched
        cubes the quest puts in the house."""
        board, house = self.game.board, self.house
        topo = house.topology
        for tok in sorted(board.tokens.values(), key=lambda t: t.id):
            props = tok.properties if isinstance(tok.properties, dict) else {}
            zone_id = board.token_zone(tok)
            zone = topo.index[zone_id] if zone_id is not None else -1
            tile = topo.tile_index.get(tok.tile or "", -1)
            if tok.type == "zombie" and zone >= 0:
                self.add_zombies(zone, as_int(props.get("count", 1), 1, 0, 100))
            elif tok.type == "spawn" and zone >= 0:
                value = as_int(props.get("zombies", 2), 2, 1, 6)
                if value in self.spawn_pile:
                    self.spawn_pile.remove(value)
                self.hidden[zone] = (*self.hidden.get(zone, ()), value)
            elif tok.type == "creature" and zone >= 0 and self.creature() is None:
                board_id = str(props.get("board") or "")
                if board_id not in self.data.creatures and self.creature_pile:
                    board_id = self.creature_pile[-1]
                if board_id in self.creature_pile:
                    self.creature_pile.remove(board_id)
                if board_id in self.data.creatures:
                    self.add_creature(board_id, zone, tok.id)
            elif tok.type == "fire" and tile >= 0:
                self.fire_tile = tile
            elif tok.type == "burn" and tile >= 0:
                self.burn[tile] += 1
            elif tok.type == "searched" and zone >= 0:
                self.searched |= 1 << zone
        if self.fire_tile >= 0 and not self.burn[self.fire_tile]:
            self.burn[self.fire_tile] = 1

    def setup_code(self) -> None:
        """The security sequence: the quest's, else drawn blindly from the code tokens."""
        setup = self.game.quest.setup if isinstance(self.game.quest.setup, dict) else {}
        given = setup.get("securitySequence")
        sequence = [c for c in given if isinstance(c, str)][:20] if isinstance(given, list) else []
        board = self.game.board
        colours = param_int_map(board, "codeTokenColours", 0, 20) or {"red": 3}
        if not sequence:
            pool = [c for c, k in sorted(colours.items()) for _ in range(k)]
            slots = param_int_map(board, "securitySlots", 1, 20)
            size = slots.get(str(setup.get("difficulty", "dark")), 7)
            for _ in range(min(size, len(pool))):
                sequence.append(pool.pop(self.rng.below(len(pool))))
            self.chance("draw", f"code:{','.join(sequence)}")
        self.sequence = sequence
        # chips the quest left blank get random colours, unknown until turned
        names = sorted(colours)
        cols = [c[:] for c in self.chip_cols]
        for i, chip in enumerate(self.house.chips):
            if not cols[i]:
                cols[i] = [names[self.rng.below(len(names), ())] for _ in range(2)]
                self.chance("draw", f"chip:{chip.id}", ())
        self.chip_cols = cols

    # ------------------------------------------------------------------ upkeep
    def upkeep(self) -> None:
        if self.showdown:
            return
        self.phase = "upkeep"
        self.used_corners = 0
        self.fire("round-start", (str(self.round),))
        steps = (self.resolve_event, self.regroup, self.camera_check, self.upkeep_spawn,
                 self.zombification, self.look_around)  # fmt: skip
        for step in steps:
            if self._outcome is not None:
                return
            step()
        self.fix_round_ap()
        self.check_objectives("round-start")

    def fix_round_ap(self) -> None:
        """Every survivor's AP for the round, fixed at its start from its energy after the
        upkeep: wounds taken while another team acts do not change it (DDD action phase)."""
        for h in self.heroes:
            self.round_ap[h.index] = self.ap_of(h)

    def upkeep_spawn(self) -> None:
        self.spawn_roll("upkeep")

    def resolve_event(self) -> None:
        """The event marker moves on, then its space happens."""
        cycle = self.data.event_cycle
        self.event = (self.event + 1) % len(cycle)
        kind = cycle[self.event]
        self.say(f"event: {kind}")
        if kind == "zombie":
            self.spawn_roll("event")
        elif kind == "fire":
            self.spread_fire()
        elif kind == "darkness":
            self.advance_darkness(self.data.costs["event"], "the darkness grows")
        self.look_around()

    def regroup(self) -> None:
        """Zombified and fallen survivors come back; survivors sharing a room form a team;
        the players order the teams."""
        for h in self.heroes:
            if self.away[h.index] == 1:
                self.return_survivor(h.index)
                if self._outcome is not None:
                    return
        groups: dict[int, list[int]] = {}
        for h in self.survivors():
            groups.setdefault(h.zone, []).append(h.index)
        left = [groups[z] for z in sorted(groups)]
        order: list[list[int]] = []
        while left:
            ranked = sorted(left, key=self.team_rank)
            labels = ["+".join(self.hero_label(p) for p in t) for t in ranked]
            team = self.decide("team-order", ranked, labels)
            left.remove(team)
            order.append(team)
        self.teams = order

    def team_rank(self, team: list[int]) -> tuple[int, int, int]:
        """The greedy team order: teams with monsters in their room first (to fight or
        flee before the others draw the hordes), then bigger teams."""
        zone = self.heroes[team[0]].zone
        return (0 if self.monsters_in(zone) else 1, -len(team), team[0])

    # ------------------------------------------------------------------ action phase
    def team_order(self) -> list[list[int]]:
        if self.showdown:
            return [[h.index for h in self.survivors()]]
        return [[p for p in t if not self.away[p]] for t in self.teams]

    def sits_out(self, p: int) -> bool:
        return bool(self.away[p])

    def start_turn(self, p: int) -> None:
        if self.showdown:
            # the showdown has no AP by round: a survivor's hand of action markers carries on
            self.phase = "showdown"
            return
        self.phase = "action"
        ap = self.round_ap[p]  # fixed at the start of the round (upkeep)
        self.ap[p] = 1 if self.entrapped[p] else ap

    def after_team(self, team: list[int]) -> None:
        if self.showdown:
            # the markers left shift on; a round in which nobody acted still lets time pass
            if self.markers or self.reactions_run == self.round_reactions:
                self.shift()
            self.round_reactions = self.reactions_run
            return
        self.phase = "reactions"
        self.attack_rooms()
        if self._outcome is None:
            self.zombie_reaction(team)
        creature = self.creature()
        if self._outcome is None and creature is not None:
            targets = {self.heroes[p].zone for p in team if not self.away[p]}
            if targets:
                self.creature_move(creature, targets, attack=True)
        if self._outcome is None:
            self.spread_fire()
        self.release_entrapped()
        self.look_around()
        self.check_objectives()

    def round_end(self) -> None:
        self.phase = "end"
        self.fire("round-end", (str(self.round),))
        self.check_objectives("round-end")
        if self._outcome is not None:
            return
        if (
            not self.showdown
            and self.final_round
            and self.round >= self.final_round + self.data.extra_rounds
        ):
            self.finish(
                "loss", self.loss_text("darkness-end", "darkness falls: nobody reached the lab")
            )
            return
        for spec in self.game.logic.loss:
            if spec.kind == "round-limit" and spec.rounds and self.round >= spec.rounds:
                self.finish("loss", spec.text)
                return
        if self.round >= self.game.max_rounds:
            self.finish("loss", f"round bound reached ({self.game.max_rounds} rounds)")

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        p = self.active
        if p < 0 or p >= len(self.heroes) or self.away[p]:
            return [EndTurn(max(p, 0))]
        h = self.heroes[p]
        ap = self.ap[p]
        out: list[Action] = []
        if self.entrapped[p]:
            if ap > 0 and not self.tried >> p & 1:
                out.append(Free(p, p))
            out.append(EndTurn(p))
            return out
        zone = h.zone
        data, house = self.data, self.house
        topo = house.topology
        engaged = self.holds(zone)
        if ap > 0:
            for q in self.survivors_in(zone):
                if self.entrapped[q.index]:
                    out.append(Free(p, q.index))
            if not engaged:
                out += [Move(p, topo.zone_ids[z]) for z in self.move_targets(zone)]
            if self.can_search(zone):
                out.append(Search(p))
            out += [DddAttack(p, w) for w in self.usable_weapons(p)]
            if not self.showdown:
                for i in house.room_chips[zone]:
                    if (
                        self.chips_on >> i & 1
                        and self.unlock_cost(p, i) + self.darkness <= data.darkness_len
                    ):
                        out.append(Unlock(p, topo.door_ids[house.chips[i].door]))
            for q in self.survivors_in(zone):
                if q.index == p:
                    continue
                for item in self.tradeable(p):
                    out.append(Give(p, item, q.index))
                for item in self.tradeable(q.index):
                    out.append(Take(p, item, q.index))
        if ap >= 2:
            tile = house.zone_tile[zone]
            if not self.showdown and tile >= 0 and self.burn[tile] and not self.is_wrecked(tile):
                out.append(Extinguish(p))
            if (
                zone in house.corner_rooms
                and not self.used_corners >> zone & 1
                and not (tile >= 0 and self.is_wrecked(tile))
            ):
                out += self.function_actions(p, zone)
        out += self.free_actions(p)
        out.append(EndTurn(p))
        return out

    def move_targets(self, zone: int) -> list[int]:
        steps = self.house.survivor_steps(self.key, self.gone_mask())
        first = steps[zone]
        if not self.showdown or self.data.showdown_move < 2:
            return list(first)
        reach = set(first)
        for z in first:
            if not self.monsters_in(z):
                reach.update(steps[z])
        reach.discard(zone)
        return sorted(reach)

    def can_search(self, zone: int) -> bool:
        tile = self.house.zone_tile[zone]
        return (
            not self.showdown
            and not self.searched >> zone & 1
            and not (tile >= 0 and self.is_wrecked(tile))
            and bool(self.deck)
        )

    def in_reach(self, zone: int) -> dict[int, int]:
        """The rooms an attack from ``zone`` may target, with their distance: the rooms in
        sight, and always the attacker's own room (an attack reaches the monsters "in his
        room" with no line of sight asked, even in a destroyed room)."""
        rows = self.house.sight(self.key)[zone]
        if zone in rows:
            return rows  # type: ignore[no-any-return]
        return {zone: 0, **rows}

    def weapon(self, item: str) -> dict[str, Any]:
        if item == "fists":
            return {"range": 0, "dice": 1}
        return self.data.card(item).get("weapon") or {}

    def usable_weapons(self, p: int) -> list[str]:
        """Weapons that can attack something now (``fists`` when no carried weapon can)."""
        h = self.heroes[p]
        rows = self.in_reach(h.zone)
        targets = [z for z, r in rows.items() if self.monsters_in(z)]
        if not targets:
            return []
        out: list[str] = []
        kinds: set[str] = set()
        for g in h.gear:
            w = self.data.card(g).get("weapon")
            if not w or g.rsplit(".", 1)[0] in kinds:
                continue
            if self.data.use_ammo and "ammo" in w and self.ammo.get(g, 0) <= 0:
                continue
            reach = int(w.get("range", 0))
            if reach > 0:
                reach += min(int(w.get("dice", 1)), self.data.dice_cap) - 1
            if any(rows[z] <= reach for z in targets):
                out.append(g)
                kinds.add(g.rsplit(".", 1)[0])
        if not out and h.zone in targets:
            out.append("fists")
        return out

    def unlock_cost(self, p: int, chip: int) -> int:
        """Darkness an unlock costs ``p``: one per chip icon their cards do not show."""
        icons = self.icons(p)
        missing = sum(1 for c in self.chip_cols[chip] if c not in icons)
        return missing * self.data.costs["unmatchedIcon"]

    def tradeable(self, p: int) -> list[str]:
        return [*self.heroes[p].gear, *self.carried_chips(p)]

    def function_actions(self, p: int, zone: int) -> list[Action]:
        out: list[Action] = []
        house, data = self.house, self.data
        function = house.function.get(zone, "terminal")
        h = self.heroes[p]
        if function == "sprinkler" and not self.showdown:
            for t, b in enumerate(self.burn):
                if b and not self.is_wrecked(t):
                    out.append(UseFunction(p, "sprinkler", house.tile_name(t)))
        elif function == "virus-cabinet" and self.virus[p] >= 2:
            out.append(UseFunction(p, "virus-cabinet", "-"))
        elif function == "medic-bay" and h.health < h.max_health:
            out.append(UseFunction(p, "medic-bay", "-"))
        elif function == "ammo-reserve":
            for g in h.gear:
                w = data.card(g).get("weapon") or {}
                if "ammo" in w and self.ammo.get(g, 0) < data.ammo_cap:
                    out.append(UseFunction(p, "ammo-reserve", g))
        if self.sequence and self.placed < data.max_chips and not self.showdown:
            for chip in self.carried_chips(p):
                i = house.chip_index[chip]
                if any(c in self.sequence for c in self.chip_cols[i]):
                    out.append(Terminal(p, chip, "match"))
                for colour in sorted(set(self.sequence)):
                    out.append(Terminal(p, chip, f"take:{colour}"))
        return out

    def free_actions(self, p: int) -> list[Action]:
        """Actions that cost no AP: one-shot cards, darkness for a code token, the shift."""
        out: list[Action] = []
        data = self.data
        h = self.heroes[p]
        for g in h.gear:
            card = data.card(g)
            if not card.get("oneShot"):
                continue
            effect = card.get("effect")
            if (
                (effect == "antidote" and self.virus[p] >= 2)
                or (effect == "heal" and h.health < h.max_health)
                or (card.get("ammo") and self.reload_target(p, card))
            ):
                out.append(Apply(p, g))
        if (
            self.sequence
            and not self.showdown
            and not self.lab_open
            and self.darkness + data.costs["codeTokenBypassed"] <= data.darkness_len
        ):
            out += [Bypass(p, c) for c in sorted(set(self.sequence))]
        if self.showdown and (self.markers or any(self.box_centre) or any(self.box_right)):
            out.append(Shift(p))
        return out

    def reload_target(self, p: int, card: dict[str, Any]) -> str | None:
        kinds = set((card.get("ammo") or {}).get("for", ()))
        best = None
        for g in self.heroes[p].gear:
            if (
                g.rsplit(".", 1)[0] in kinds
                and self.ammo.get(g, 0) < self.data.ammo_cap
                and (best is None or self.ammo.get(g, 0) < self.ammo.get(best, 0))
            ):
                best = g
        return best

    # ------------------------------------------------------------------ applying
    def _apply_action(self, action: Action) -> None:
        p = action.player
        if p != self.active:
            raise ValueError(f"it is not {action.actor()}'s turn")
        if isinstance(action, EndTurn):
            self.finish_turn()
            return
        if self.away[p]:
            raise ValueError(f"{action.actor()} is not in the house")
        cost = _COSTS.get(type(action), 0)
        if cost > self.ap[p]:
            raise ValueError(f"{action} needs {cost} AP")
        self.ap[p] -= cost
        name = f"_do_{type(action).__name__.lower()}"
        getattr(self, name)(action)
        if self._outcome is not None:
            return
        self.look_around()
        self.release_entrapped()
        self.check_objectives()
        if self._outcome is not None:
            return
        if self.showdown and cost:
            # one action marker per AP into the left box; the sixth shifts the boxes
            for _ in range(cost):
                if self.away[p]:
                    break
                self.box_left[p] += 1
                self.markers += 1
                if self.markers >= self.data.showdown_actions:
                    self.shift()
                if self._outcome is not None:
                    return
        if self.active == p and (self.away[p] or self.ap[p] <= 0):
            self.finish_turn()

    def _do_move(self, action: Move) -> None:
        p = action.player
        topo = self.house.topology
        dest = topo.index.get(action.to)
        zone = self.heroes[p].zone
        steps = self.house.survivor_steps(self.key, self.gone_mask())
        if dest is None or dest not in self.move_targets(zone) or self.holds(zone):
            raise ValueError(f"{action.actor()} cannot move to {action.to}")
        if dest not in steps[zone]:  # a showdown double move: through the calmest room
            via = sorted(
                (z for z in steps[zone] if dest in steps[z] and not self.monsters_in(z)),
                key=lambda z: (self.room_fire(z), z),
            )[0]
            self.enter_room(p, via)
            if self.away[p] or self._outcome is not None or self.heroes[p].zone != via:
                return
            self.look_around()
        self.enter_room(p, dest)

    def _do_search(self, action: Search) -> None:
        p = action.player
        zone = self.heroes[p].zone
        if not self.can_search(zone):
            raise ValueError("this room cannot be searched")
        here = self.survivors_in(zone)
        dice = self.roll("survivor", min(len(here), self.data.dice_cap), "search")
        face = self.roll("terror", 1, "search")[0]
        found = [c for c in (self.draw_card() for _ in range(dice.count("success"))) if c]
        if found:
            self.searched |= 1 << zone
            self.share_cards(p, found, [h.index for h in here if h.index != p])
        counts = {f: dice.count(f) for f in set(dice) if f != "success"}
        if any(k >= 2 for k in counts.values()):
            self.say(f"the search makes noise: {face}")
            team = {self.heroes[q].zone for q in self._acting if not self.away[q]} or {zone}
            self.terror(face, zone, team)

    def share_cards(self, p: int, cards: list[str], others: list[int]) -> None:
        """The searcher keeps one card and hands the others out, one per survivor there."""
        value = self.data.card
        ranked = sorted(cards, key=lambda c: (-card_value(value(c)), c))
        keep = self.decide("keep-card", ranked, ranked, player=p)
        cards = [c for c in cards if c != keep]
        self.say(f"{self.hero_label(p)} finds {keep}")
        self.receive(p, keep)
        takers = list(others)
        for card in sorted(cards, key=lambda c: (-card_value(value(c)), c)):
            if not takers:
                break
            ranked_q = sorted(takers, key=lambda q: (self.items(q), q))
            to = self.decide(
                "give-card", ranked_q, [self.hero_label(q) for q in ranked_q], player=p
            )
            takers.remove(to)
            self.say(f"{self.hero_label(to)} gets {card}")
            self.receive(to, card)

    def _do_dddattack(self, action: DddAttack) -> None:
        self.survivor_attack(action.player, action.weapon)

    def _do_unlock(self, action: Unlock) -> None:
        p = action.player
        house = self.house
        door = house.topology.door_index.get(action.door, -1)
        chips = [i for i in house.room_chips[self.heroes[p].zone] if house.chips[i].door == door]
        chips = [i for i in chips if self.chips_on >> i & 1]
        if not chips:
            raise ValueError(f"no chip on {action.door} beside {action.actor()}")
        i = chips[0]
        cost = self.unlock_cost(p, i)
        if self.darkness + cost > self.data.darkness_len:
            raise ValueError("that would push darkness past its last space")
        chip = house.chips[i]
        self.chips_seen |= 1 << i
        self.chips_on &= ~(1 << i)
        self.key |= house.topology.door_bit(chip.door)
        self.heroes[p].items.append(f"chip:{chip.id}")
        self.gain_xp(self.heroes[p], self.data.xp_unlock)
        self.say(f"{self.hero_label(p)} unlocks {action.door} and takes {chip.id}")
        self.fire("door-opened", (action.door,))
        if cost:
            self.advance_darkness(cost, "icons without matching equipment")

    def _do_give(self, action: Give) -> None:
        self.hand_over(action.player, action.to, action.item)

    def _do_take(self, action: Take) -> None:
        self.hand_over(action.frm, action.player, action.item)

    def hand_over(self, frm: int, to: int, item: str) -> None:
        a, b = self.heroes[frm], self.heroes[to]
        if a.zone != b.zone or self.away[to] or self.away[frm]:
            raise ValueError("both survivors must be in the same room")
        if item in a.gear:
            a.gear.remove(item)
            ammo = self.ammo.pop(item, None)
            self.say(f"{self.hero_label(frm)} passes {item} to {self.hero_label(to)}")
            b.gear.append(item)
            if ammo is not None:
                self.ammo[item] = ammo
            self.check_inventory(to)
        elif f"chip:{item}" in a.items:
            a.items.remove(f"chip:{item}")
            b.items.append(f"chip:{item}")
            self.say(f"{self.hero_label(frm)} passes chip {item} to {self.hero_label(to)}")
        else:
            raise ValueError(f"{self.hero_label(frm)} does not carry {item}")

    def _do_extinguish(self, action: Extinguish) -> None:
        tile = self.house.zone_tile[self.heroes[action.player].zone]
        self.extinguish(tile)

    def _do_usefunction(self, action: UseFunction) -> None:
        p = action.player
        zone = self.heroes[p].zone
        if action not in self.function_actions(p, zone):
            raise ValueError(f"{action} is not possible here")
        self.used_corners |= 1 << zone
        if action.function == "sprinkler":
            self.extinguish(self.house.topology.tile_index[action.arg], all_markers=True)
        elif action.function == "virus-cabinet":
            self.cure(p)
        elif action.function == "medic-bay":
            self.heal(p, self.data.heal)
        elif action.function == "ammo-reserve":
            self.ammo[action.arg] = min(
                self.data.ammo_cap, self.ammo.get(action.arg, 0) + self.data.reload
            )
            self.say(f"{self.hero_label(p)} reloads {action.arg} ({self.ammo[action.arg]})")

    def _do_terminal(self, action: Terminal) -> None:
        p = action.player
        zone = self.heroes[p].zone
        if action not in self.function_actions(p, zone):
            raise ValueError(f"{action} is not possible here")
        self.used_corners |= 1 << zone
        self.heroes[p].items.remove(f"chip:{action.chip}")
        self.placed += 1
        i = self.house.chip_index[action.chip]
        if action.option == "match":
            removed = []
            for colour in self.chip_cols[i]:
                if colour in self.sequence:
                    self.sequence.remove(colour)
                    removed.append(colour)
        else:
            colour = action.option.split(":", 1)[1]
            self.sequence.remove(colour)
            removed = [colour]
        self.say(
            f"{self.hero_label(p)} enters {action.chip}: removes {', '.join(removed)} "
            f"({len(self.sequence)} left, chip {self.placed}/{self.data.max_chips})"
        )
        self.fire("activated", (action.chip, self.house.topology.zone_ids[zone]))
        if not self.sequence:
            self.open_lab()

    def _do_free(self, action: Free) -> None:
        p, who = action.player, action.who
        zone = self.heroes[who].zone
        if not self.entrapped[who] or self.heroes[p].zone != zone:
            raise ValueError(f"{self.hero_label(who)} is not entrapped here")
        if self.entrapped[p] and p != who:
            raise ValueError("an entrapped survivor can only try to free themselves")
        if self.entrapped[p]:
            if self.showdown and self.tried >> p & 1:
                raise ValueError(f"{self.hero_label(p)} has made its escape attempt this round")
            self.tried |= 1 << p
        rate = int(self.data.classes[self.heroes[p].cls].get("entrapRate", 1))
        dice = self.roll("survivor", min(max(rate, 1), self.data.dice_cap), "escape")
        trapped = [h.index for h in self.survivors_in(zone) if self.entrapped[h.index]]
        if dice.count("retreat") < len(trapped):
            self.say(f"{self.hero_label(who)} stays entrapped")
            return
        steps = self.house.survivor_steps(self.key, self.gone_mask())[zone]
        rooms = sorted(steps, key=lambda z: (self.monsters_in(z), self.room_fire(z), z))
        for q in trapped:
            self.entrapped[q] = False
        self.say(f"{' and '.join(self.hero_label(q) for q in trapped)} break free")
        if rooms:
            dest = self.decide("escape-room", rooms, [self.zone_id(z) for z in rooms])
            for q in trapped:
                self.enter_room(q, dest)
                if self.away[q] == 0 and not self.showdown:
                    self.ap[q] = max(self.ap[q], self.round_ap[q] - 1)
        elif p in trapped and not self.showdown:
            self.ap[p] = max(self.ap[p], self.round_ap[p] - 1)

    def _do_apply(self, action: Apply) -> None:
        p = action.player
        if action not in self.free_actions(p):
            raise ValueError(f"{action} is not possible now")
        card = self.data.card(action.card)
        self.heroes[p].gear.remove(action.card)
        effect = card.get("effect")
        if effect == "antidote":
            self.cure(p)
        elif effect == "heal":
            self.heal(p, int(card.get("heal", self.data.heal)))
        else:
            weapon = self.reload_target(p, card)
            if weapon is not None:
                rounds = int((card.get("ammo") or {}).get("rounds", self.data.reload))
                self.ammo[weapon] = min(self.data.ammo_cap, self.ammo.get(weapon, 0) + rounds)
                self.say(f"{self.hero_label(p)} loads {weapon} ({self.ammo[weapon]})")

    def _do_bypass(self, action: Bypass) -> None:
        if action not in self.free_actions(action.player):
            raise ValueError(f"{action} is not possible now")
        self.sequence.remove(action.colour)
        self.say(f"a {action.colour} code token is forced ({len(self.sequence)} left)")
        self.advance_darkness(
            self.data.costs["codeTokenBypassed"], "a code token removed without a chip"
        )
        if not self.sequence and self._outcome is None:
            self.open_lab()

    def _do_shift(self, action: Shift) -> None:
        if Shift(action.player) not in self.free_actions(action.player):
            raise ValueError("nothing to shift")
        self.shift()

    def shift(self) -> None:
        """The multitracker shifts: the right box's markers go back to their survivors'
        hands, the centre's to the right, the left's to the centre, and the nemesis reacts."""
        for q, back in enumerate(self.box_right):
            if back and not self.away[q]:
                self.ap[q] += back
        self.box_right = self.box_centre
        self.box_centre = self.box_left
        self.box_left = [0] * len(self.heroes)
        self.markers = 0
        self.nemesis_reaction()
        if self._team and self._outcome is None:
            # there are no rounds in the showdown: after a reaction in the middle of the
            # survivors' turns, whoever had passed may act again with the markers in hand
            again = [
                q
                for q in self._acting
                if q not in self._team and not self.away[q] and self.ap[q] > 0
            ]
            self._team += sorted(again)

    def drop_markers(self, p: int, count: int) -> None:
        """``p`` lost ``count`` AP of energy in the showdown: that many of its action markers
        leave the game (the greedy choice: those that would come back last, the left box's
        first, then the centre's, the right's, the hand's)."""
        for box in (self.box_left, self.box_centre, self.box_right):
            take = min(count, box[p])
            box[p] -= take
            count -= take
            if box is self.box_left:
                self.markers -= take
        self.ap[p] = max(0, self.ap[p] - count)

    # ------------------------------------------------------------------ combat
    def survivor_attack(self, p: int, item: str) -> None:
        """Roll the weapon's dice; failures cancel faces; hits, knockbacks, retreats."""
        h = self.heroes[p]
        if item != "fists" and item not in h.gear:
            raise ValueError(f"{self.hero_label(p)} does not carry {item}")
        if item not in self.usable_weapons(p):
            raise ValueError(f"{item} has nothing to attack")
        w = self.weapon(item)
        if self.data.use_ammo and "ammo" in w:
            self.ammo[item] = self.ammo.get(item, 0) - 1
        reach = int(w.get("range", 0))
        faces = self.roll("survivor", min(int(w.get("dice", 1)), self.data.dice_cap), "attack")
        faces = self.cancel_failures(faces)
        aims = faces.count("aim") if reach > 0 else 0
        zone = h.zone
        for _ in range(faces.count("success")):
            target = self.pick_target(p, reach, aims)
            if target is None:
                break
            room, what, need = target
            aims -= need
            self.hit(p, room, what)
            if self._outcome is not None:
                return
        for _ in range(faces.count("knockback")):
            self.knockback(p, reach)
            if self._outcome is not None:
                return
        for _ in range(faces.count("retreat")):
            self.retreat(zone)
            if self._outcome is not None:
                return
        self.release_entrapped()

    def cancel_failures(self, faces: list[str]) -> list[str]:
        """Each failure cancels one other face (failures pair off first); what is left of
        the rest is the players' choice (greedy: the least useful face)."""
        faces = list(faces)
        fails = faces.count("failure")
        faces = [f for f in faces if f != "failure"]
        fails %= 2  # two failures cancel each other
        for _ in range(fails):
            if not faces:
                break
            order = ("retreat", "knockback", "aim", "success")
            kinds = sorted(set(faces), key=lambda f: order.index(f) if f in order else -1)
            faces.remove(self.decide("cancel-own", kinds, kinds))
        return faces

    def pick_target(self, p: int, reach: int, aims: int) -> tuple[int, str, int] | None:
        """Where a success lands: (room, ``zombie``/``creature``/``nemesis``, aims used)."""
        zone = self.heroes[p].zone
        rows = self.in_reach(zone)
        options: list[tuple[int, str, int]] = []
        for room, dist in rows.items():
            need = max(0, dist - reach)
            if need > aims:
                continue
            if self.zombies[room]:
                options.append((room, "zombie", need))
            for e in self.enemies.values():
                if e.zone == room:
                    options.append((room, e.kind, need))
        if not options:
            return None
        rank = {"nemesis": 0, "zombie": 1, "creature": 2}
        options.sort(key=lambda o: (o[0] != zone, rank.get(o[1], 3), rows[o[0]], o[2], o[0]))
        labels = [f"{o[1]}@{self.zone_id(o[0])}" for o in options]
        return self.decide("hit", options, labels)

    def hit(self, p: int, room: int, what: str) -> None:
        if what == "zombie":
            if self.kill_zombies(room, 1, p):
                self.say(f"{self.hero_label(p)} kills a zombie in {self.zone_id(room)}")
            return
        for e in list(self.enemies.values()):
            if e.zone == room and e.kind == what:
                self.hurt_monster(e, 1, p, f"{self.hero_label(p)}'s hit")
                return

    def knockback(self, p: int, reach: int) -> None:
        """Push one zombie (or the creature) a room further from the attacker."""
        zone = self.heroes[p].zone
        rows = self.in_reach(zone)
        options: list[tuple[int, str, int]] = []
        for room, dist in sorted(rows.items()):
            if dist > reach:
                continue
            direction = self.house.direction_to(rows, zone, room, self.key)
            if room == zone:
                dests = list(self.house.survivor_steps(self.key, self.gone_mask())[zone])
            elif direction is not None:
                dests = list(self.house.ray_next(self.key, room, direction))
            else:
                dests = []
            for dest in dests:
                if self.zombies[room]:
                    options.append((room, "zombie", dest))
                creature = self.creature()
                if creature is not None and creature.zone == room:
                    options.append((room, "creature", dest))
        if not options:
            return

        def rank(o: tuple[int, str, int]) -> tuple[int, ...]:
            room, what, dest = o
            deadly = 0 if self.room_fire(dest) else 1
            return (room != zone, deadly, len(self.survivors_in(dest)), what != "zombie", dest)

        options.sort(key=rank)
        labels = [f"{o[1]}@{self.zone_id(o[0])}>{self.zone_id(o[2])}" for o in options]
        labels.append("none")
        choice = self.decide("knockback", [*options, None], labels)
        if choice is None:
            return
        room, what, dest = choice
        b = self.room_fire(dest)
        if what == "zombie":
            self.zombies[room] -= 1
            if b:
                self.gain_xp(self.heroes[p], self.data.xp_zombie)
                self.say(f"a zombie is knocked into the flames of {self.zone_id(dest)}")
            else:
                self.zombies[dest] += 1
                self.say(f"a zombie is knocked back to {self.zone_id(dest)}")
            return
        creature = self.creature()
        if creature is None:
            return
        creature.zone = dest
        self.say(f"{creature.name} is knocked back to {self.zone_id(dest)}")
        if b and not self.data.creatures[creature.card].get("fireResistant"):
            self.hurt_monster(creature, b, p, "flames")

    def retreat(self, zone: int) -> None:
        """A retreat face: one survivor in the room (not entrapped) may step out."""
        steps = self.house.survivor_steps(self.key, self.gone_mask())[zone]
        options: list[tuple[int, int] | None] = [
            (h.index, z)
            for h in self.survivors_in(zone)
            if not self.entrapped[h.index]
            for z in steps
        ]
        if not options:
            return
        # the nemesis holds nobody: stepping out of its room only costs a step back
        engaged = self.holds(zone)

        def rank(o: tuple[int, int] | None) -> tuple[int, ...]:
            if o is None:
                return (0 if not engaged else 2,)
            q, z = o
            return (1, self.monsters_in(z), self.room_fire(z), q != self.active, z, q)

        options.append(None)
        options.sort(key=rank)
        labels = [
            "stay" if o is None else f"{self.hero_label(o[0])}>{self.zone_id(o[1])}"
            for o in options
        ]
        choice = self.decide("retreat", options, labels)
        if choice is None:
            return
        q, dest = choice
        self.say(f"{self.hero_label(q)} retreats to {self.zone_id(dest)}")
        self.enter_room(q, dest)

    # ------------------------------------------------------------------ the lab and the showdown
    def open_lab(self) -> None:
        self.lab_open = True
        topo = self.house.topology
        for d in self.house.lab_doors:
            self.key |= topo.door_bit(d)
        self.say("the last code token is gone: the lab opens")
        self.check_objectives()
        for h in self.survivors():
            if h.zone in self.house.lab_zones and not self.showdown:
                self.start_showdown(h.index)
                return

    def start_showdown(self, p: int) -> None:
        """The first survivor in the opened lab takes the antidote (see the module docstring)."""
        house = self.house
        topo = house.topology
        self.showdown = True
        self.antidote = p
        self.say(f"{self.hero_label(p)} takes the antidote: the showdown begins")
        for i, chip in enumerate(house.chips):
            if self.chips_on >> i & 1:
                self.chips_on &= ~(1 << i)
                self.key |= topo.door_bit(chip.door)
        self.cameras = 0
        for z in sorted(self.hidden):
            self.convert(z)
        if self.fire_tile < 0:
            self.outbreak("the showdown")
        living = self.survivors()
        hp = sum(self.ap_of(h) for h in living) + len(living)
        token = next(
            (
                t
                for t in sorted(self.game.board.tokens.values(), key=lambda t: t.id)
                if t.type == "nemesis"
            ),
            None,
        )
        props = token.properties if token and isinstance(token.properties, dict) else {}
        wanted = str(props.get("board") or "")
        boards = {b["id"]: b for b in self.data.nemeses}
        if wanted not in boards:
            wanted = self.data.nemeses[self.rng.below(len(self.data.nemeses))]["id"]
            self.chance("draw", f"nemesis:{wanted}")
        spec = boards[wanted]
        uid = self.new_uid()
        here = self.heroes[p].zone
        lab = here if here in house.lab_zones else min(house.lab_zones, default=here)
        nem = Enemy(uid, wanted, spec["name"], "nemesis", 0, lab, max(hp, 1), {}, {})
        nem.source = token.id if token else "nemesis"
        self.enemies[uid] = nem
        self.say(f"{spec['name']} rises in the lab with {nem.health} hit points")
        self.event = self.data.event_start
        self.darkness = self.data.darkness_start
        self.final_round = 0
        # every survivor takes action markers for the AP its energy gives: its hand
        self.markers = 0
        self.tried = 0
        n = len(self.heroes)
        self.box_left, self.box_centre, self.box_right = [0] * n, [0] * n, [0] * n
        for h in self.heroes:
            self.ap[h.index] = 0 if self.away[h.index] else self.ap_of(h)
        self.round_reactions = self.reactions_run
        self.nemesis_goal = -1
        self.nemesis_ready = False
        # from now on the survivors act in any order: one team of everyone in the house,
        # those who have finished their turn this round too (they hold markers now)
        queued = [q for t in self._teams for q in t if not self.away[q] and q not in self._team]
        if self._team:  # in the middle of a team's turn: everyone joins it
            everyone = [h.index for h in self.survivors()]
            self._team = sorted({*self._team, *everyone})
            self._acting = sorted({*self._acting, *everyone})
            self._teams = []
        elif queued:  # between teams: the teams still to act become one
            self._teams = [sorted(set(queued))]
        self.check_objectives()

    def nemesis_reaction(self) -> None:
        """Event, fire, zombification, then the nemesis, zombies and creature move."""
        if self._outcome is not None:
            return
        self.reactions_run += 1
        self.tried = 0
        self.phase = "nemesis"
        self.say("the nemesis reacts")
        for step in (self.resolve_event, self.spread_fire, self.zombification, self.nemesis_moves):
            step()
            if self._outcome is not None:
                return
        rooms = self.survivor_rooms()
        if rooms:
            for z in range(self.house.n):
                if self.zombies[z] and z not in rooms:
                    self.move_horde(z, self.zombies[z], rooms)
                    if self._outcome is not None:
                        return
            creature = self.creature()
            if creature is not None:
                self.creature_move(creature, self.survivor_rooms(), attack=True)
        self.release_entrapped()
        self.look_around()
        self.phase = "showdown"

    def nemesis_moves(self) -> None:
        nem = self.nemesis()
        if nem is None:
            return
        house = self.house
        spec = next(b for b in self.data.nemeses if b["id"] == nem.card)
        if self.nemesis_ready:
            tile = house.zone_tile[nem.zone]
            self.nemesis_ready = False
            self.say(f"{nem.name} wrecks {house.tile_name(tile)}")
            for h in self.survivors_in(nem.zone):
                self.wound(h.index, 3, nem.name)
                if self._outcome is not None:
                    return
            creature = self.creature()
            if creature is not None and creature.zone in house.tile_zones[tile]:
                self.hurt_monster(creature, 3, None, nem.name)
            for z in house.tile_zones[tile]:
                self.zombies[z] = 0
            self.nemesis_attack(nem)
            if self._outcome is not None:
                return
            self.destroy_tile(tile, "nemesis")  # the corners-destroyed loss is checked there
            return
        steps = house.survivor_steps(self.key, self.gone_mask())
        dist = self.corner_distances()
        mp = int(spec.get("move", 2))
        while mp > 0 and dist[nem.zone] not in (0, INF):
            nxt = [z for z in steps[nem.zone] if dist[z] == dist[nem.zone] - 1]
            nem.zone = self.decide("nemesis-step", nxt, [self.zone_id(z) for z in nxt])
            mp -= 1
            if self.survivors_in(nem.zone):
                self.nemesis_attack(nem)
                if self._outcome is not None:
                    return
        if dist[nem.zone] == 0:
            self.nemesis_ready = True
            self.say(f"{nem.name} reaches {self.zone_id(nem.zone)}")

    def corner_distances(self, skip_tile: int = -1) -> list[int]:
        """Per room, the steps to the nearest intact corner room (not ``skip_tile``) over
        the survivors' step graph: the way the nemesis walks (``INF``: no corner left).
        The nemesis's move and the goal bot's forecasts of it share this."""
        house = self.house
        goals = {
            z
            for t in house.corner_tiles
            if t != skip_tile and not self.is_wrecked(t)
            for z in house.tile_zones[t]
        }
        steps = house.survivor_steps(self.key, self.gone_mask())
        return house.path_distances(steps, goals, set())

    def nemesis_attack(self, nem: Enemy) -> None:
        spec = next(b for b in self.data.nemeses if b["id"] == nem.card)
        power = int((spec.get("power") or {}).get("damage", 1))
        self.resolve_attack(nem.zone, int(spec.get("attack", 2)), nem.name, power, 0, 0)

    # ------------------------------------------------------------------ objectives
    OBJECTIVES: ClassVar[dict[str, str]] = {
        **DddMonsters.OBJECTIVES,
        "activate": "_objective_ddd_activate",
    }

    def _objective_ddd_activate(self, obj: ObjectiveSpec, timing: str) -> bool:
        """``properties.securityBoard``: the lab code is broken."""
        if obj.props.get("securityBoard"):
            return self.lab_open
        return self._objective_activate(obj, timing)

    # ------------------------------------------------------------------ views
    def zone_id(self, zone: int) -> str:
        return self.house.topology.zone_ids[zone]

    def status_lines(self) -> list[Text]:
        """The darkness marker's space (Test Play's status line)."""
        if not hasattr(self, "darkness"):  # the setup's first upkeep is still asking
            return []
        return [say("Darkness {darkness}", darkness=self.darkness)]

    def render(self) -> str:
        """The public position: tracks, the security board, the house by tile, survivors."""
        house, data = self.house, self.data
        if not hasattr(self, "darkness"):
            # a decision inside the setup and first upkeep (one atomic step) is pending
            return "setting up the house: the first upkeep asks the players a question"
        cycle = data.event_cycle
        lines = [
            f"round {self.round}  phase {self.phase}  darkness {self.darkness}/{data.darkness_len}"
            f"{' (final round)' if self.final_round else ''}  event {cycle[self.event]}",
            f"code: {' '.join(self.sequence) or 'broken'}  chips placed {self.placed}/{data.max_chips}"
            f"{'  lab open' if self.lab_open else ''}"
            f"{'  SHOWDOWN markers ' + str(self.markers) if self.showdown else ''}",
        ]
        fire = house.tile_name(self.fire_tile) if self.fire_tile >= 0 else "none"
        lines.append(f"fire: {fire}")
        for row in range(1, house.rows + 1):
            cells = []
            for col in range(1, house.cols + 1):
                t = house.tile_at(row, col)
                if t < 0:
                    cells.append(" " * 9)
                    continue
                mark = "X" if self.is_wrecked(t) else ("F" if t == self.fire_tile else " ")
                burn = str(self.burn[t]) if self.burn[t] else " "
                z = sum(self.zombies[q] for q in house.tile_zones[t])
                hidden = sum(len(self.hidden.get(q, ())) for q in house.tile_zones[t])
                who = "".join(
                    str(h.index + 1) for h in self.survivors() if house.zone_tile[h.zone] == t
                )
                cells.append(
                    f"{mark}{burn}{who[:3]:<3}{('Z' + str(z)) if z else '':<3}{'?' if hidden else ' '}"
                )
            lines.append("|".join(cells))
        for z in range(house.n):
            parts = [self.hero_label(h.index) for h in self.survivors_in(z)]
            if self.zombies[z]:
                parts.append(f"{self.zombies[z]} zombie(s)")
            if z in self.hidden:
                parts.append(f"{len(self.hidden[z])} face-down token(s)")
            parts += [f"{e.name} {e.remaining}hp" for e in self.enemies.values() if e.zone == z]
            if parts:
                lines.append(f"  {self.zone_id(z)}: {', '.join(parts)}")
        for i, chip in enumerate(house.chips):
            if self.chips_on >> i & 1:
                shown = (
                    ",".join(self.chip_cols[i])
                    if self.chips_seen >> i & 1
                    else f"{len(self.chip_cols[i])} icons"
                )
                lines.append(f"  chip {chip.id} on {house.topology.door_ids[chip.door]}: {shown}")
        for h in self.heroes:
            p = h.index
            state = {0: "", 1: " (out until the regroup)", 2: " (out)"}[self.away[p]]
            extra = " entrapped" if self.entrapped[p] else ""
            extra += f" virus {self.virus[p]}" if self.virus[p] else ""
            extra += " ANTIDOTE" if p == self.antidote else ""
            gear = ", ".join(f"{g}({self.ammo[g]})" if g in self.ammo else g for g in h.gear)
            chips = ",".join(self.carried_chips(p))
            lines.append(
                f"  {self.hero_label(p)} {h.cls} in {self.zone_id(h.zone)} energy {h.health} "
                f"AP {self.ap[p]} xp {h.xp}{extra}{state}: {gear}{'; chips ' + chips if chips else ''}"
            )
        return "\n".join(lines)

    # ------------------------------------------------------------------ bots
    def goal_action(self, player: int, rng: Rng) -> Action | None:
        """The goal-seeking policy (:mod:`.ddd_goal`); a pending decision takes its default
        (listed first)."""
        if self._pending is not None:
            return None
        from questwright.engine.rulesets.ddd.goal import choose

        return choose(self, player)
