"""The Machina Arcana ruleset (``machina``): rules digest §B on the engine core.

Where the rules live (modules of functions over the state, by phase or actor):

* :mod:`.state` — :class:`MachinaState`: the fields, small queries, the round (``ROUND``)
  and the core's hooks (legal actions, apply, clone, JSON, views);
* :mod:`.turn` — the explorer's legal actions and the dispatch table from action to rule;
* :mod:`.explorers` — the explorer phase: stamina, moving, trading, items, abilities,
  sealing, exits (B.2);
* :mod:`.exploring` — action spaces, items drawn, laying and scrolling map tiles (B.2);
* :mod:`.combat` — dice, attacks, essence after a roll, area attacks, wounds (B.3);
* :mod:`.spawning` — the spawn and horror phases, threat and level, events (B.5);
* :mod:`.monsters` — the monster phase: targets, steps, doors in the way (B.4);
* :mod:`.abilities` — monster abilities and usable items as data (push, pull, teleport…);
* :mod:`.chapters` — chapters, quest triggers, the round's end (B.2);
* :mod:`.spaces` — spaces, doors and sight (B.1); :mod:`.grid` — the integer space graph;
* :mod:`.views` — the board as text and the editor's play summary;
* :mod:`.actions` — the explorers' verbs;
* :mod:`.content` — the shape of the stand-in content file ``tilesets/machina/content.json``;
* :mod:`.goal` — the goal-seeking bot; :mod:`.policies` — the search bot's other policy.

Importing this package registers the ruleset (``questwright.engine.registry``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import Board
from questwright.core.text import english_count
from questwright.engine.content import load_content
from questwright.engine.core import Game, Player, Ruleset
from questwright.engine.played import PLAYED
from questwright.engine.registry import register_ruleset
from questwright.engine.rulesets.machina.actions import VOCABULARY
from questwright.engine.rulesets.machina.content import MachinaContent
from questwright.engine.rulesets.machina.state import MachinaState

__all__ = ["MachinaData", "MachinaRuleset"]

Cell = tuple[int, int]


@dataclass
class MachinaData:
    """Per-game facts every state shares (``game.data``): content by id, parameters, the
    quest's tokens, chapters and objectives."""

    content: dict[str, Any]
    params: dict[str, Any]
    rules: dict[str, Any]
    dice: dict[str, list[int]]
    area_dice: str
    explorers: dict[str, dict[str, Any]]
    cards: dict[str, dict[str, Any]]
    events: dict[str, dict[str, Any]]
    items: dict[str, dict[str, Any]]
    starts: list[Cell]
    barrels: list[Cell]
    monster_tokens: list[Any]
    exit_tokens: list[Any]
    token_cards: dict[str, str]
    map_tiles: list[str]
    chapters: list[dict[str, Any]]
    objectives: dict[str, Any]
    objective_targets: frozenset[str]
    spawn_terrain: tuple[str, ...]
    pit_terrain: tuple[str, ...]
    trapped_terrain: tuple[str, ...]
    lever_terrain: tuple[str, ...] = ("trap-lever",)
    #: cells of tokens whose type is an obstacle (not barrels: they explode, nor units)
    static_obstacles: frozenset[Cell] = frozenset()
    _cells: dict[tuple[str, int], frozenset[Cell]] = field(default_factory=dict)
    _flags: dict[str, tuple[Any, frozenset[str]]] = field(default_factory=dict)

    def flagged(self, flag: str) -> frozenset[str]:
        """Ids of the monster cards with ``flag`` set (``ethereal``, ``immobile``), worked
        out once per card table."""
        found = self._flags.get(flag)
        if found is None or found[0] is not self.cards:
            found = (self.cards, frozenset(c for c, card in self.cards.items() if card.get(flag)))
            self._flags[flag] = found
        return found[1]

    def chapter_cells(self, objective: Any, board: Board) -> frozenset[Cell]:
        """The chapter spaces an ``activate`` objective names: ``properties.cell``, else the
        chapter spaces of its target tiles (empty for other kinds)."""
        if objective.kind != "activate":
            return frozenset()
        cell = objective.props.get("cell")
        if cell is not None:
            return frozenset({(int(cell[0]), int(cell[1]))})
        spaces = board.cells_with_terrain(("chapter-space",))
        return frozenset(
            c for c in spaces if board.cells[c].tile in objective.targets
        ) | self.target_cells(objective, board)

    def target_cells(self, objective: Any, board: Board) -> frozenset[Cell]:
        """Cells of the tokens and ``x,y``/``cell:x,y`` refs among an objective's targets
        (tile ids: every cell of the tile)."""
        out: set[Cell] = set()
        for target in objective.targets:
            token = board.tokens.get(target)
            if token is not None and token.cell is not None:
                out.add((token.cell[0], token.cell[1]))
            elif target in board.tiles and objective.kind != "activate":
                out |= board.tiles[target].cells
            elif target.removeprefix("cell:").replace(",", "").replace("-", "").isdigit():
                x, y = target.removeprefix("cell:").split(",")
                out.add((int(x), int(y)))
        return frozenset(out)


_PLAYABLE = ("activate", "escape", "kill", "reach")


class MachinaRuleset(Ruleset):
    """Machina Arcana: explorers against the machine's monsters, chapter by chapter."""

    #: what its games play of a quest's logic (:mod:`questwright.engine.played`)
    played = PLAYED["machina"]

    system = "machina"
    state_class = MachinaState
    default_max_rounds = 20
    vocabulary = VOCABULARY
    content_model = MachinaContent
    party_content = "explorers"
    party_noun = "explorer class"

    @classmethod
    def load_content(cls, game: Game) -> dict[str, Any]:
        """The stand-in content file (``tilesets/machina/content.json``, or the game's
        ``content`` option)."""
        return load_content("machina", game.options.get("content"))

    @classmethod
    def players(cls, game: Game) -> list[Player]:
        """One player per explorer, ``h1``, ``h2``…"""
        return [Player(i, f"h{i + 1}") for i in range(len(game.party))]

    @classmethod
    def prepare(cls, game: Game) -> MachinaData:
        """The facts every state of the game shares (:class:`MachinaData`): the parameters
        with the quest's overrides, content by id, start spaces, tokens, chapters (the quest's
        ``setup.chapters``, else one per objective) and the map tiles left to explore."""
        board, quest, content = game.board, game.quest, game.content
        params = dict(game.board.system.parameters) if game.board.system else {}
        for name, value in quest.parameters.items():
            params[name] = value
        cards = {c["id"]: c for c in content["monsters"]}
        by_name = {c["name"]: c["id"] for c in content["monsters"]}
        starts = [
            (t.cell[0], t.cell[1])
            for t in board.tokens_of_type(*_types(params, "startTokens", "start"))
            if t.cell and board.cell_passable((t.cell[0], t.cell[1]))
        ]
        if len(starts) < len(game.party):
            raise ValueError(
                f"quest {quest.id!r} has "
                f"{english_count(len(starts), 'explorer start space')} on passable spaces for "
                f"{english_count(len(game.party), 'explorer')}"
            )
        monster_tokens = [
            t
            for t in board.tokens_of_type("monster")
            if t.cell and (t.cell[0], t.cell[1]) in board.cells
        ]
        token_cards: dict[str, str] = {}
        for token in monster_tokens:
            props = token.properties or {}
            name = str(props.get("name") or "")
            raw_level = props.get("level")
            level = raw_level if isinstance(raw_level, int) else 1
            card = by_name.get(name) or next(
                (c["id"] for c in content["monsters"] if c["level"] == level),
                content["monsters"][0]["id"],
            )
            token_cards[token.id] = card
        logic = game.logic
        objectives = {o.id: o for o in logic.objectives}
        for o in logic.objectives:
            if o.kind not in _PLAYABLE:
                raise ValueError(
                    f"quest {quest.id!r}: the machina ruleset cannot play objective "
                    f"{o.id!r} of kind {o.kind!r} (it plays {', '.join(_PLAYABLE)})"
                )
        setup = quest.setup or {}
        chapters = [
            {
                "id": str(c.get("id", i + 1)),
                "blocking": bool(c.get("blocking", False)),
                "objective": str(c.get("objective", "")),
            }
            for i, c in enumerate(setup.get("chapters") or [])
        ]
        if not chapters:  # no chapter list: one chapter per objective, in order
            chapters = [
                {"id": str(i + 1), "blocking": o.kind != "activate", "objective": o.id}
                for i, o in enumerate(logic.objectives)
            ]
        for c in chapters:
            if c["objective"] and c["objective"] not in objectives:
                raise ValueError(
                    f"quest {quest.id!r}: chapter {c['id']!r} names no objective {c['objective']!r}"
                )
        in_play = {t.tile for t in board.tiles.values()}
        map_tiles = sorted(
            tile.id
            for tileset in game.catalog.tilesets.values()
            if tileset.system == "machina" and tileset.id in quest.tilesets
            for tile in tileset.tiles
            if tile.category == "map" and tile.id not in in_play
        )
        return MachinaData(
            content=content,
            params=params,
            rules=dict(content["rules"]),
            dice={k: list(v) for k, v in content["dice"].items()},
            area_dice=str(content["areaDice"]),
            explorers={c["id"]: c for c in content["explorers"]},
            cards=cards,
            events={c["id"]: c for c in content["horrorEvents"] + content["explorerEvents"]},
            items={c["id"]: c for c in content["items"]},
            starts=starts,
            barrels=[
                (t.cell[0], t.cell[1])
                for t in board.tokens_of_type("barrel")
                if t.cell and (t.cell[0], t.cell[1]) in board.cells
            ],
            monster_tokens=monster_tokens,
            exit_tokens=[
                t for t in board.tokens_of_type(*_types(params, "exitTokens", "exit")) if t.cell
            ],
            token_cards=token_cards,
            map_tiles=map_tiles,
            chapters=chapters,
            objectives=objectives,
            objective_targets=frozenset(logic.target_ids),
            spawn_terrain=tuple(params.get("spawnTerrain") or ("spawn-space",)),
            pit_terrain=tuple(params.get("pitTerrain") or ("pit",)),
            trapped_terrain=tuple(params.get("trappedTerrain") or ("floor-trapped",)),
            lever_terrain=tuple(params.get("trapLeverTerrain") or ("trap-lever",)),
            static_obstacles=frozenset(
                (t.cell[0], t.cell[1])
                for t in board.tokens.values()
                if t.cell
                and t.type not in ("barrel", "monster")
                and board.system is not None
                and t.type in board.system.token_types
                and board.system.token_types[t.type].obstacle
            ),
        )


def _types(params: dict[str, Any], name: str, default: str) -> tuple[str, ...]:
    value = params.get(name)
    return tuple(value) if value else (default,)


register_ruleset("machina", MachinaRuleset)
