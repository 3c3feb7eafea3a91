"""What happens to Dark Darker Darkest survivors (rules digest §A.6): energy, death, virus,
zombification, entering rooms, and what they carry.

* **Energy** is the hero's health (spaces left before the skull); the AP of a round are the
  track value at the wounds taken (:meth:`~.ddd_state.DddBase.ap_of`).
* **Elimination** before the showdown costs darkness; the survivor sits out until the next
  regroup and comes back in the entrance hall with the starting card, full energy and no
  virus (code chips are kept). After the showdown starts it is for good; the antidote
  holder's death loses the game.
* **Virus**: at most two per survivor (a bite on a survivor who has two goes to another
  survivor in the room, or is lost); two start the decay: the cube goes on the rightmost of
  four skill slots at the next upkeep and one slot left at each upkeep after; on the
  leftmost slot the survivor is zombified (a zombie takes its place). An antidote or the
  virus cabinet removes the second token and pauses the decay where it is.
* **Entering** a burning or destroyed tile costs its burn markers (the destroy threshold for
  a destroyed tile) in energy; entering the opened lab starts the showdown.
* **Inventory**: five slots for cards and virus tokens; a survivor over the limit drops the
  card worth least (a player decision).
"""

from __future__ import annotations

from typing import Any

from questwright.engine.rulesets.ddd.fire import DddFire

__all__ = ["DddSurvivors", "card_value"]


def card_value(card: dict[str, Any]) -> int:
    """How much a card is worth keeping (the greedy default for drops and distribution)."""
    weapon = card.get("weapon")
    if weapon:
        return 20 + 3 * int(weapon.get("dice", 1)) + 2 * int(weapon.get("range", 0))
    if card.get("effect") == "antidote":
        return 14
    if card.get("effect") == "heal":
        return 12
    if card.get("ammo"):
        return 8
    return 4 + len(card.get("icons", ()))


class DddSurvivors(DddFire):
    """Wounds, death, virus, zombification, entering rooms and inventory."""

    # ------------------------------------------------------------------ energy
    def wound(self, p: int, amount: int, cause: str) -> None:
        """``p`` loses ``amount`` energy; at the skull the survivor is eliminated."""
        if amount <= 0 or self.away[p] or self._outcome is not None:
            return
        h = self.heroes[p]
        before = self.ap_of(h)
        h.health -= amount
        self.say(f"{self.hero_label(p)} loses {amount} energy ({cause}), {max(h.health, 0)} left")
        if h.health <= 0:
            self.eliminate(p, cause)
        elif self.showdown and self.ap_of(h) < before:
            self.drop_markers(p, before - self.ap_of(h))  # type: ignore[attr-defined]

    def heal(self, p: int, amount: int) -> None:
        h = self.heroes[p]
        got = min(amount, h.max_health - h.health)
        if got > 0:
            before = self.ap_of(h)
            h.health += got
            self.say(f"{self.hero_label(p)} heals {got}")
            if self.showdown:
                self.ap[p] += self.ap_of(h) - before  # a marker from the supply per AP gained

    def eliminate(self, p: int, cause: str, zombified: bool = False) -> None:
        """The survivor leaves the house (see the module docstring)."""
        h = self.heroes[p]
        zone = h.zone
        h.health = 0
        self.hero_deaths += 1
        self.deaths[zone] += 1
        self.entrapped[p] = False
        self.ap[p] = 0
        if self.showdown:  # its action markers leave with it
            self.markers -= self.box_left[p]
            self.box_left[p] = self.box_centre[p] = self.box_right[p] = 0
        what = "is zombified" if zombified else "is eliminated"
        self.say(f"{self.hero_label(p)} {what} ({cause})")
        if zombified:
            self.add_zombies(zone, 1)
        if self.showdown:
            self.away[p] = 2
            h.dead = True
            if p == self.antidote:
                self.finish(
                    "loss", self.loss_text("antidote-holder-dies", "the antidote holder is dead")
                )
                return
            if not self.survivors():
                self.finish("loss", "no survivor is left")
                return
        else:
            self.away[p] = 1
            h.dead = True
            self.advance_darkness(self.data.costs["survivorEliminated"], "a survivor eliminated")
        self.leave_team(p)

    def leave_team(self, p: int) -> None:
        """An eliminated survivor takes no further part in this round."""
        if p in self._team and p != self.active:
            self._team.remove(p)

    def return_survivor(self, p: int) -> None:
        """Back through the entrance hall with the starting card, full energy, no virus."""
        h = self.heroes[p]
        data = self.data
        h.dead = False
        h.health = h.max_health
        start = data.classes[h.cls]["starting"]
        for g in h.gear:
            self.ammo.pop(g, None)
        h.gear = [f"{start}.1"]
        weapon = data.card(h.gear[0]).get("weapon") or {}
        if "ammo" in weapon:
            self.ammo[h.gear[0]] = int(weapon["ammo"])
        self.virus[p] = 0
        self.decay[p] = -1
        self.entrapped[p] = False
        self.away[p] = 0
        h.zone = self.house.start
        self.visits[h.zone] += 1
        self.say(f"{self.hero_label(p)} re-enters through the entrance hall")
        self.enter_fire(p)

    # ------------------------------------------------------------------ virus
    def bite(self, p: int, room: int) -> None:
        """One virus token to ``p``; over two, to another survivor in the room (the players'
        pick) or lost."""
        target = p
        if self.virus[p] >= 2:
            others = [h.index for h in self.survivors_in(room) if self.virus[h.index] < 2]
            if not others:
                self.say("a bite finds no one left to infect")
                return
            others.sort(key=lambda q: (self.virus[q], q))
            target = self.decide("bite-overflow", others, [self.hero_label(q) for q in others])
        self.virus[target] += 1
        self.say(f"{self.hero_label(target)} is bitten ({self.virus[target]} virus)")
        self.check_inventory(target)

    def cure(self, p: int) -> None:
        """The second virus token goes; the decay pauses where it is."""
        if self.virus[p] >= 2:
            self.virus[p] = 1
            self.say(f"{self.hero_label(p)} halts the infection")

    def zombification(self) -> None:
        """Upkeep step 5 (also in the nemesis reaction): decay advances for two-virus
        survivors; on the leftmost slot the survivor is zombified."""
        for h in self.heroes:
            p = h.index
            if self.away[p] or self.virus[p] < 2:
                continue
            self.decay[p] = 3 if self.decay[p] < 0 else self.decay[p] - 1
            self.say(f"{self.hero_label(p)} decays (slot {self.decay[p]})")
            if self.decay[p] <= 0:
                self.eliminate(p, "the virus", zombified=True)
                if self._outcome is not None:
                    return

    # ------------------------------------------------------------------ rooms
    def enter_room(self, p: int, zone: int) -> None:
        """``p`` steps into ``zone``: fire costs energy; the opened lab starts the showdown."""
        h = self.heroes[p]
        h.zone = zone
        self.visits[zone] += 1
        self.enter_fire(p)
        if self.away[p] or self._outcome is not None:
            return
        if zone in self.house.lab_zones and self.lab_open and not self.showdown:
            self.start_showdown(p)  # type: ignore[attr-defined]

    def enter_fire(self, p: int) -> None:
        b = self.room_fire(self.heroes[p].zone)
        if b:
            self.wound(p, b, "flames")

    # ------------------------------------------------------------------ inventory
    def receive(self, p: int, card: str) -> None:
        """A card joins ``p``'s inventory (loaded weapons get their ammunition)."""
        self.heroes[p].gear.append(card)
        weapon = self.data.card(card).get("weapon") or {}
        if "ammo" in weapon and card not in self.ammo:
            self.ammo[card] = int(weapon["ammo"])
        self.check_inventory(p)

    def check_inventory(self, p: int) -> None:
        """Over the limit, a card is dropped (removed from the game)."""
        h = self.heroes[p]
        while self.items(p) > self.data.item_limit and h.gear:
            cards = sorted(h.gear, key=lambda g: (card_value(self.data.card(g)), g))
            drop = self.decide("drop", cards, cards, player=p)
            h.gear.remove(drop)
            self.ammo.pop(drop, None)
            self.say(f"{self.hero_label(p)} drops {drop}")
