"""The game API (DESIGN §7, OpenSpiel's shape): an immutable :class:`Game` and its :class:`State`.

``Game(quest, ruleset, party)`` compiles the quest once (board, zone graph, distance and sight
caches, quest logic, stand-in content) and is shared by every state it creates. Its players
are declared by the ruleset (:class:`Player`): heroes first (``h1``, ``h2``…), then any
opponent (Descent's overlord), each on a *side* for :meth:`State.returns`.

``State`` is a template: the base class keeps the history, the chance and decision points,
the round (:mod:`.rounds`), JSON and clone bookkeeping; a ruleset implements
``setup``, ``_legal_actions``, ``_apply_action``, ``_clone_into``, ``_state_json`` and
``_load_state``.

**Chance.** Every random draw of the rules goes through ``state.rng.below(n)`` (and
``shuffle``/``choice``, built on it). With ``Game(chance="explicit")`` each draw is a chance
node: ``current_player()`` is :data:`CHANCE`, ``chance_outcomes()`` lists ``n`` equally likely
:class:`~.actions.ChanceOutcome` actions, and ``apply_action`` takes one; the initial state
itself is a chance node while the decks are shuffled. With the default ``chance="internal"``
the state resolves every draw from its own SplitMix64 generator seeded with the game's seed,
which is much faster. Sampling each chance node with ``Rng(seed).below(n)``
(:func:`sample_chance`) plays exactly the game the internal mode plays from that seed.

**Decisions inside an action.** Rules may need a player to decide in the middle of something:
a tie the rules leave to the players (``ties="ask"``), or an interrupt window where another
player may react (:meth:`State.ask`). The state then pauses: it shows how it was before the
action, remembers the action and the decisions (and chance outcomes) made so far, and
``legal_actions()`` offers the options; applying one goes on with the decision made.
``history()`` lists the action, then each decision and outcome, in order.

Nothing is played twice for that: the action runs in a greenlet of its own
(:mod:`.suspend`) which waits where the rules asked and goes on when the answer is applied.
No copy is taken before an action either; the position before a paused action is rebuilt
only when somebody looks at it (its observation, JSON, a copy): from a checkpoint (a clean
earlier position) and the actions played since, each replayed once. A copy of a paused
state, or a state whose suspended action was abandoned, plays the action again from that
position with the answers recorded so far (draws made in a row with no rule code between
them, ``rng.draws(sizes)``, are then asked one node after another without running it).

``(quest, seed, history)`` replays exactly (:meth:`Game.replay`); the history's
:class:`~.actions.Chance` records (what the dice showed, which card was drawn) are compared
on the way, so a replay that diverges is refused.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from threading import get_ident
from typing import Any, ClassVar

from greenlet import getcurrent
from questwright.core.board import Board, compile_board
from questwright.core.text import Text
from questwright.engine.actions import (
    STOCK,
    Action,
    Begin,
    Chance,
    ChanceOutcome,
    Choose,
    HistoryEntry,
    Switch,
    Vocabulary,
    hero_name,
)
from questwright.engine.layout import Layout, TileChange, compile_fragment, fits, open_joins
from questwright.engine.log import ENDING, Line, load_log, result_word, said_json
from questwright.engine.played import Played
from questwright.engine.protocol import GameInfo
from questwright.engine.quest_logic import QuestLogic
from questwright.engine.registry import get_ruleset
from questwright.engine.rng import Rng
from questwright.engine.rounds import RoundDriver, TeamTurns
from questwright.engine.suspend import (
    Failed,
    Suspended,
    forget,
    release,
    remember,
    start,
    suspend,
)
from questwright.engine.topology import Topology
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest, TilePlacement

__all__ = [
    "CHANCE",
    "INVALID",
    "SIMULTANEOUS",
    "TERMINAL",
    "ExplicitChance",
    "Game",
    "NeedDecision",
    "Player",
    "Ruleset",
    "State",
    "StateError",
    "play_chance",
    "sample_batch",
    "sample_chance",
]

#: ``current_player()`` at a chance node (OpenSpiel's ids)
CHANCE = -1
SIMULTANEOUS = -2
INVALID = -3
#: ``current_player()`` of a finished game
TERMINAL = -4
#: board revisions and tile fragments a game keeps (search makes many; a bound keeps memory)
_KEEP_REVISIONS = 4096
#: actions played on a checkpoint before a new one is taken (bounds the replay that
#: rebuilds the position before a paused action)
_CHAIN = 64
#: JSON format name and version of a saved state
STATE_FORMAT = "questwright-engine-state"
STATE_VERSION = 2


class StateError(ValueError):
    """An illegal action, a history that does not fit the game, or a bad saved state."""


class NeedDecision(Exception):
    """Raised inside rule code when chance or a player must decide before play goes on."""

    def __init__(
        self,
        player: int,
        kind: str,
        options: Sequence[Action] = (),
        n: int = 0,
        private: tuple[int, ...] | None = None,
        rest: tuple[int, ...] = (),
    ) -> None:
        super().__init__(kind)
        self.player = player
        self.kind = kind
        self.options = list(options)
        self.n = n
        self.private = private
        #: the sizes of the draws that follow this one with no rule code in between (the
        #: rest of a shuffle or a handful of dice): they are asked without re-running
        self.rest = rest


class _ChanceAsk:
    """What a chance node needs (the fields of :class:`NeedDecision`, without the cost of
    an exception: a game asks this at every draw): draw ``at`` of a batch of ``sizes``.
    One serves a whole batch, moving on along it (``State._resolve``)."""

    __slots__ = ("at", "n", "private", "sizes")
    player = CHANCE
    kind = "chance"
    options: tuple[Action, ...] = ()

    def __init__(self, sizes: tuple[int, ...], at: int, private: tuple[int, ...] | None) -> None:
        self.sizes = sizes
        self.at = at
        self.n = sizes[at]
        self.private = private

    @property
    def rest(self) -> tuple[int, ...]:
        """The sizes of the draws that follow this one in the batch."""
        return self.sizes[self.at + 1 :]

    def error(self) -> NeedDecision:
        """The same question as an exception (raised where the action cannot wait)."""
        return NeedDecision(CHANCE, "chance", n=self.n, private=self.private, rest=self.rest)


@dataclass(frozen=True)
class Player:
    """A seat at the table: ``kind`` ``hero`` or ``opponent`` (or what a ruleset declares);
    ``side`` decides :meth:`State.returns` (a game's ``result`` is the heroes' side's)."""

    id: int
    name: str
    kind: str = "hero"
    side: str = "heroes"


class _Resolutions:
    """Decisions and chance outcomes a re-run consumes in order."""

    __slots__ = ("items", "pos")

    def __init__(self, items: Sequence[Any] = ()) -> None:
        self.items = list(items)
        self.pos = 0


_NONE = _Resolutions()


class ExplicitChance:
    """Stands in for the state's generator in an explicit-chance game: each draw takes the
    next recorded outcome or pauses the state at a chance node."""

    __slots__ = ("res",)

    def __init__(self) -> None:
        self.res = _NONE

    def below(self, n: int, private: tuple[int, ...] | None = None) -> int:
        return self.draws((n,), private)[0]

    def draws(self, sizes: Sequence[int], private: tuple[int, ...] | None = None) -> list[int]:
        """One chance node per size, in order (as :meth:`Rng.draws`). The node of a draw
        not yet recorded says which sizes follow, so they are asked one after another
        and the action waits once for the whole batch."""
        res = self.res
        items = res.items
        pos = res.pos
        end = pos + len(sizes)
        if end > len(items):
            _check_outcomes(items[pos:], sizes)  # what is recorded, before asking more
            while end > len(items):
                suspend(res, _ChanceAsk(tuple(sizes), len(items) - pos, private))
            # the answers were checked against their nodes when they were applied
        else:
            _check_outcomes(items[pos:end], sizes)
        res.pos = end
        return [item.index for item in items[pos:end]]

    def choice(self, options: Sequence[Any]) -> Any:
        return options[self.below(len(options))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates, one private chance node per swap (as :meth:`Rng.shuffle`), drawn
        as one batch (the swaps do not change the sizes)."""
        top = len(items) - 1
        for i, j in zip(range(top, 0, -1), self.draws(range(top + 1, 1, -1), ()), strict=True):
            items[i], items[j] = items[j], items[i]

    def copy(self) -> ExplicitChance:
        return ExplicitChance()


def _check_outcomes(items: Sequence[Any], sizes: Sequence[int]) -> None:
    """Refuse recorded answers that are not chance outcomes of the sizes drawn."""
    for item, n in zip(items, sizes, strict=False):
        if not isinstance(item, ChanceOutcome) or item.of != n:
            raise StateError(f"expected a chance outcome of {n}, the history has {item}")


def sample_chance(state: State, rng: Rng) -> ChanceOutcome:
    """The outcome of ``state``'s chance node drawn with ``rng`` (the canonical sampler)."""
    pending = state._pending
    if pending is None or pending.need.player != CHANCE:
        raise StateError("not a chance node")
    need = pending.need  # the outcomes are uniform: the same pick as from chance_outcomes()
    return _outcomes(need.n, need.private)[rng.below(need.n)]


def sample_batch(state: State, rng: Rng) -> None:
    """Draw with ``rng`` and apply the outcomes of ``state``'s chance node and of the draws
    of its batch that follow it, all but the batch's last: the same outcomes, in the same
    order, and the same state as :func:`sample_chance` and ``apply_action`` node by node
    (a batch's draws come one after another with no rule code between them), without two
    calls a node. Nothing happens at a node that is the last of its batch, or that is not
    a chance node. (A loop that samples chance, as ``simulate`` does, calls this first.)"""
    pending = state._pending
    if pending is None:
        return
    need = pending.need
    if type(need) is not _ChanceAsk:
        return
    sizes = need.sizes
    at, last = need.at, len(sizes) - 1
    if at >= last:
        return
    private = need.private
    answers = pending.answers
    for n, index in zip(sizes[at:last], rng.draws(sizes[at:last]), strict=True):
        answers.append(_outcomes(n, private)[index])
    pending.count += last - at
    need.at = last
    need.n = sizes[last]


def play_chance(state: State, rng: Rng) -> None:
    """Draw with ``rng`` and apply the outcome of ``state``'s chance node and of every draw
    of its batch that follows it: the same outcomes, in the same order, and the same state
    as :func:`sample_chance` and ``apply_action`` node by node (``rng.draws`` gives the
    numbers of one ``below`` per size). A loop that samples every chance node, as
    ``simulate`` does, plays a handful of dice in one call instead of a call per die."""
    pending = state._pending
    need = None if pending is None else pending.need
    if type(need) is not _ChanceAsk:
        state.apply_action(sample_chance(state, rng))
        return
    assert pending is not None
    sizes = need.sizes
    at = need.at
    private = need.private
    live = state._live
    answers = pending.answers
    if (
        live is not None
        and live.work is not None
        and live.thread == get_ident()
        and answers is live.res.items
    ):
        # the action waits where it asked (the common case): the whole batch goes into
        # its record and it goes on; its pending record is dropped or renewed there
        outcomes = _OUTCOMES
        for n, index in zip(sizes[at:], rng.draws(sizes[at:]), strict=True):
            found = outcomes.get((n, private))
            answers.append((found or _outcomes(n, private))[index])
        state._go_on(live)
        return
    # a copy of a paused state, or an abandoned action: node by node, as it would be
    sample_batch(state, rng)
    state.apply_action(sample_chance(state, rng))


#: ``_execute``'s snapshot for a replay, which may not pause
_REPLAY: Any = object()
#: an action's greenlet ran to its end
_DONE: Any = object()
#: ``State._run``'s position before an action played after the checkpoint: built from it
#: and the actions since only if the action pauses
_SINCE: Any = object()
#: a paused setup's view, laid when somebody asks for it (``State.setup_view``)
_LAID_LATER: Any = object()
#: a state's own fields that a paused state keeps when it shows the position before the
#: action (everything else is that position's)
_PAUSE_KEYS = frozenset({"_pending", "_live", "_setup_view", "_thin"})


class _Before:
    """The position before a paused action, rebuilt only when somebody looks at it: the
    checkpoint's copy with the actions played since replayed once each."""

    __slots__ = ("built", "checkpoint", "count", "since")

    def __init__(self, checkpoint: State, since: list[tuple[Action, tuple[Any, ...]]]) -> None:
        self.checkpoint = checkpoint
        self.since = since  # only grows past ``count`` (see State._finish)
        self.count = len(since)
        self.built: State | None = None

    def state(self) -> State:
        if self.built is None:
            base = self.checkpoint.clone()
            for thunk, resolutions in self.since[: self.count]:
                base._execute(_REPLAY, thunk, list(resolutions), ready=True)
            self.built = base
        return self.built


class _Pending:
    """A paused action: the state before it (``None``: before setup), what was being done,
    the decisions and outcomes made so far (the first ``count`` of ``answers``), and what
    is needed now. It belongs to the one state that holds it (a copy of the state copies
    it), which updates it in place along a batch of draws; the answers are not copied at
    each node."""

    __slots__ = ("answers", "count", "need", "snapshot", "thunk")

    def __init__(
        self,
        snapshot: State | _Before | None,
        thunk: Action | None,
        answers: list[Any],
        need: NeedDecision | _ChanceAsk,
    ) -> None:
        self.snapshot = snapshot
        self.thunk = thunk  # None: the setup
        self.answers = answers
        self.count = len(answers)
        self.need = need

    @property
    def resolutions(self) -> tuple[Any, ...]:
        return tuple(self.answers[: self.count])

    def copy(self) -> _Pending:
        """The same record with answers of its own (for a copy of the state)."""
        need = self.need
        if type(need) is _ChanceAsk:
            need = _ChanceAsk(need.sizes, need.at, need.private)
        return _Pending(self.snapshot, self.thunk, self.answers[: self.count], need)


_OUTCOMES: dict[tuple[int, tuple[int, ...] | None], tuple[ChanceOutcome, ...]] = {}


def _outcomes(n: int, private: tuple[int, ...] | None) -> tuple[ChanceOutcome, ...]:
    """The ``n`` outcomes of a chance node (immutable, so made once and shared)."""
    key = (n, private)
    found = _OUTCOMES.get(key)
    if found is None:
        if len(_OUTCOMES) >= 4096:  # odd sizes and private seats: bounded
            _OUTCOMES.clear()
        found = _OUTCOMES[key] = tuple(ChanceOutcome(i, n, private) for i in range(n))
    return found


class Ruleset:
    """Base of a ruleset class (registered by system id with ``register_ruleset``).

    A ruleset names its ``system``, its ``state_class`` (a :class:`State` subclass, which
    declares the round as ``ROUND``), its ``vocabulary`` (the verbs its players use) and its
    round bound; it loads its stand-in content, resolves the party, declares the players and
    prepares per-game data shared by every state.
    """

    system: ClassVar[str] = ""
    state_class: ClassVar[type[State]]
    default_max_rounds: ClassVar[int] = 40
    vocabulary: ClassVar[Vocabulary] = STOCK
    #: a player may have to decide inside another player's action (interrupt windows)
    interrupts: ClassVar[bool] = False
    #: the bot of this game's balance runs when none is named (``simulate`` without
    #: ``--bot``, the editor's simulation report): the search bot, unless one of its games
    #: takes minutes (``engine.simulate.balance_bot``)
    balance_bot: ClassVar[str] = "search"
    #: the trigger events, effect kinds and objective kinds its games play
    #: (:mod:`questwright.engine.played`; the validators warn about the rest)
    played: ClassVar[Played] = Played()

    #: ``imperfect`` when some player may not know something drawn (deck order, a hand,
    #: face-down tokens); ``perfect`` when only the future (dice) is unknown
    information: ClassVar[str] = "imperfect"
    #: a bound on one player's actions in one turn (chance outcomes included), from which
    #: :meth:`game_info` bounds a whole game
    max_turn_actions: ClassVar[int] = 400

    @classmethod
    def game_info(cls, game: Game) -> GameInfo:
        """The declared facts of ``game`` (the conformance test checks games against them)."""
        players = len(game.players)
        return GameInfo(
            num_players=players,
            information="perfect" if cls.information == "perfect" else "imperfect",
            chance="explicit" if game.chance == "explicit" else "sampled",
            min_utility=-1.0,
            max_utility=1.0,
            max_rounds=game.max_rounds,
            # setup draws, then every player's turns in every round
            max_game_length=cls.max_turn_actions * (1 + players * (game.max_rounds + 1)),
        )

    @classmethod
    def load_content(cls, game: Game) -> Any:
        return None

    #: the list in the ruleset's content whose entries' ids are the classes a party is made
    #: of (``heroClasses``, ``survivors``, ``explorers``, ``heroes``); ``None``: every hero is
    #: a plain ``hero``
    party_content: ClassVar[str | None] = None
    #: what one of those classes is called in messages
    party_noun: ClassVar[str] = "hero class"
    #: whether two heroes may be of one class (descent1: each hero figure exists once)
    classes_repeat: ClassVar[bool] = True

    @classmethod
    def resolve_party(cls, game: Game, party: Any) -> list[str]:
        """The party's classes, one home for every ruleset: ``None`` is the quest's smallest
        party of at least two; a count takes the classes in content order (round again
        where classes repeat); a list names them. How many heroes the game allows is the
        system's ``party`` range (``Game`` checks it)."""
        classes = (
            [str(c["id"]) for c in game.content[cls.party_content]]
            if cls.party_content is not None
            else ["hero"]
        )
        if party is None:
            quest_party = game.quest.party
            party = max(2, quest_party.min) if quest_party else 2
        if isinstance(party, int):
            if party < 1:
                raise ValueError("a party needs at least one hero")
            if not cls.classes_repeat and party > len(classes):
                raise ValueError(
                    f"{game.quest.system} has {len(classes)} {cls.party_noun}(es), not {party}"
                )
            return [classes[i % len(classes)] for i in range(party)]
        chosen = [str(c) for c in party]
        unknown = [c for c in chosen if c not in classes]
        if unknown and cls.party_content is not None:
            raise ValueError(f"unknown {cls.party_noun}(es) {unknown}; known: {', '.join(classes)}")
        if not cls.classes_repeat and len(set(chosen)) < len(chosen):
            raise ValueError(f"each {cls.party_noun} plays once: {chosen}")
        return chosen

    @classmethod
    def players(cls, game: Game) -> list[Player]:
        """Heroes ``h1``… for the party (add an opponent in an override)."""
        return [Player(i, hero_name(i)) for i in range(len(game.party))]

    @classmethod
    def prepare(cls, game: Game) -> Any:
        return None


class Game:
    """A quest ready to play under a ruleset with a party (an immutable factory).

    ``quest`` is a :class:`Quest` or a path; ``ruleset`` a system id (default: the quest's)
    or a ruleset class; ``party`` a hero count or a list of hero class ids. ``ties`` is
    ``"random"`` (chance settles ties the rules leave to the players) or ``"ask"`` (the
    players choose); ``chance`` is ``"internal"`` or ``"explicit"`` (see the module
    docstring); ``max_rounds`` the declared bound on game length. ``board`` is the quest
    already compiled against ``catalog`` (by the editor or the CLI, which so compile a
    revision once); the game reads it and never changes it.
    """

    def __init__(
        self,
        quest: Quest | str | os.PathLike[str],
        ruleset: Any = None,
        party: int | Sequence[str] | None = None,
        *,
        catalog: Catalog | None = None,
        ties: str = "random",
        chance: str = "internal",
        max_rounds: int | None = None,
        options: dict[str, Any] | None = None,
        board: Board | None = None,
    ) -> None:
        if not isinstance(quest, Quest):
            self.quest_path: str | None = str(quest)
            quest = load_quest(Path(quest))
        else:
            self.quest_path = None
        self.quest: Quest = quest
        self.catalog = catalog or default_catalog()
        if ruleset is None or isinstance(ruleset, str):
            ruleset = get_ruleset(ruleset or quest.system, self.catalog)
        self.ruleset = ruleset
        if ties not in ("random", "ask"):
            raise ValueError(f"ties must be 'random' or 'ask', not {ties!r}")
        if chance not in ("internal", "explicit"):
            raise ValueError(f"chance must be 'internal' or 'explicit', not {chance!r}")
        self.ties = ties
        self.chance = chance
        self.options: dict[str, Any] = dict(options or {})
        # a board the caller compiled (editor, CLI) is shared, never changed
        self.board: Board = board if board is not None else compile_board(quest, self.catalog)
        if self.board.quest.id != quest.id:
            raise ValueError(f"the board given was compiled from quest {self.board.quest.id!r}")
        if self.board.problems:
            first = self.board.problems[0]
            raise ValueError(f"quest {quest.id!r} does not compile: {first.message}")
        self.topology = Topology(self.board)
        #: the board the quest lays out, and every revision play has made of it
        self.layout0 = Layout(self.board, self.topology)
        self._layouts: dict[tuple[TileChange, ...], Layout] = {(): self.layout0}
        self._fragments: dict[tuple[Any, ...], Board] = {}
        self.content = ruleset.load_content(self)
        self.party: tuple[str, ...] = tuple(ruleset.resolve_party(self, party))
        if not self.party:
            raise ValueError("a party needs at least one hero")
        system = self.catalog.systems.get(quest.system)
        if system is not None and not system.party.min <= len(self.party) <= system.party.max:
            # the system's hero range is its components': beyond it a ruleset would repeat
            # heroes or classes that a real game cannot field
            raise ValueError(
                f"{system.name or quest.system} plays {system.party.min} to "
                f"{system.party.max} heroes, not {len(self.party)}"
            )
        self.players: list[Player] = list(
            ruleset.players(self) if hasattr(ruleset, "players") else Ruleset.players(self)
        )
        self.actor_ids: dict[str, int] = {p.name: p.id for p in self.players}
        # the core's own verbs (pick who goes next, hand over in a team, settle a tie)
        self.vocabulary = Vocabulary(
            Begin, Switch, Choose, parent=getattr(ruleset, "vocabulary", STOCK)
        )
        self.interrupts: bool = bool(getattr(ruleset, "interrupts", False))
        self.logic = QuestLogic(self)
        self.max_rounds: int = max_rounds or self.logic.round_limit or ruleset.default_max_rounds
        self.data: Any = ruleset.prepare(self)

    def info(self) -> GameInfo:
        """The game's declared facts (:class:`~questwright.engine.protocol.GameInfo`)."""
        ruleset = self.ruleset
        if isinstance(ruleset, type) and issubclass(ruleset, Ruleset):
            return ruleset.game_info(self)
        return Ruleset.game_info.__func__(ruleset, self)  # type: ignore[attr-defined,no-any-return]

    def num_players(self) -> int:
        return len(self.players)

    # ------------------------------------------------------------------ board revisions
    def tile_fragment(self, placement: TilePlacement) -> Board:
        """A tile compiled alone at its placement (kept: search and replays place the same
        tiles again)."""
        key = (
            placement.id,
            placement.tile,
            placement.side,
            tuple(placement.at),
            placement.rotation,
        )
        found = self._fragments.get(key)
        if found is None:
            if len(self._fragments) > _KEEP_REVISIONS:
                self._fragments.clear()
            found = self._fragments[key] = compile_fragment(self, placement)
        return found

    def layout_after(self, layout: Layout, change: TileChange) -> Layout:
        """The revision ``change`` makes of ``layout`` (built once, then shared)."""
        key = (*layout.changes, change)
        found = self._layouts.get(key)
        if found is None:
            if len(self._layouts) > _KEEP_REVISIONS:
                self._layouts = {(): self.layout0}
            found = self._layouts[key] = layout.apply(self, change)
        return found

    def layout_for(self, changes: Sequence[TileChange]) -> Layout:
        """The revision after ``changes`` from the quest's board."""
        layout = self.layout0
        for change in changes:
            layout = self.layout_after(layout, change)
        return layout

    @property
    def system(self) -> str:
        return self.quest.system

    def parse_action(self, text: str) -> HistoryEntry:
        """An action of this game (or a chance record/outcome) from its string."""
        parsed = self.__dict__.setdefault("_parsed", {})
        found = parsed.get(text)
        if found is None:
            found = self.vocabulary.parse(text, self.actor_ids)  # actions are immutable
            if len(parsed) >= 50_000:  # loading long histories again and again: bounded
                parsed.clear()
            parsed[text] = found
        return found

    def new_initial_state(self, seed: int = 0) -> State:
        """A fresh game, set up with chance seeded by ``seed`` (explicit chance: the state
        is a chance node until the setup's shuffles are done)."""
        state: State = self.ruleset.state_class(self, seed)
        if state._snapshots:
            state._start_setup([])
        else:
            state.setup()
        return state

    def state_from_json(self, doc: dict[str, Any]) -> State:
        """Rebuild a state saved with :meth:`State.to_json` for this game."""
        if not isinstance(doc, dict) or doc.get("format") != STATE_FORMAT:
            raise StateError("not a saved game state")
        if doc.get("formatVersion") != STATE_VERSION:
            raise StateError(f"saved state version {doc.get('formatVersion')!r} is not supported")
        if doc.get("quest") != self.quest.id or doc.get("system") != self.system:
            raise StateError(
                f"saved state is for quest {doc.get('quest')!r}, not {self.quest.id!r}"
            )
        if tuple(doc.get("party", ())) != self.party:
            raise StateError("saved state has a different party")
        cls = self.ruleset.state_class
        state: State = cls(self, int(doc["seed"]))
        try:
            state._load(doc)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            if isinstance(exc, StateError):
                raise
            raise StateError(f"saved state is damaged: {exc!r}") from None
        return state

    def replay(
        self, seed: int, history: Iterable[HistoryEntry | str], *, check: bool = False
    ) -> State:
        """Play ``history`` again from ``seed``; its chance records must come out the same.

        Chance outcomes in the history are applied at chance nodes (explicit chance) or
        skipped (internal chance: the seed decides). ``check=True`` refuses an action that
        is not legal where it comes, naming the entry.
        """
        entries: list[HistoryEntry] = []
        for i, entry in enumerate(history):
            try:
                entries.append(self.parse_action(entry) if isinstance(entry, str) else entry)
            except ValueError as exc:
                raise StateError(f"history entry {i + 1}: {exc}") from None
        state = self.new_initial_state(seed)
        for i, item in enumerate(entries):
            if isinstance(item, Chance):
                continue
            if isinstance(item, ChanceOutcome) and not state._explicit:
                continue
            if state.is_terminal():
                raise StateError(f"history entry {i + 1} {str(item)!r} comes after the game ended")
            try:
                state.apply_action(item, check=check)  # type: ignore[arg-type]
            except StateError as exc:
                raise StateError(f"history entry {i + 1} {str(item)!r}: {exc}") from None
        keep = (lambda e: True) if state._explicit else (lambda e: not isinstance(e, ChanceOutcome))
        got = [str(x) for x in state.history() if keep(x)]
        want = [str(x) for x in entries if keep(x)]
        if got != want:
            at = next((k for k, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), None)
            if at is None:
                at = min(len(got), len(want))
            detail = f" at entry {at + 1}" if at is not None else ""
            raise StateError(f"replay diverged from the recorded history{detail}")
        return state


class State(RoundDriver):
    """A position in a game. Subclasses implement the rules (see the module docstring)."""

    game: Game
    #: set on the class a paused state takes (:func:`_paused_class`): its own class
    _plain_class: ClassVar[type[State] | None] = None

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self._explicit = game.chance == "explicit"
        self.rng: Any = ExplicitChance() if self._explicit else Rng(seed)
        self._snapshots = self._explicit or game.ties == "ask" or game.interrupts
        self._history: list[HistoryEntry] = []
        #: the history's text, written lazily (the history only grows)
        self._history_text: list[str] = []
        self._pending: _Pending | None = None
        #: a clean earlier position and the actions (with their resolutions) played since:
        #: where an action pauses for a decision, the position before it is rebuilt from
        #: them, so an action that asks nothing costs no copy of the state
        self._checkpoint: State | None = None
        self._since: list[tuple[Action, tuple[Any, ...]]] = []
        #: the action suspended at this state's decision, if it can go on where it stopped
        self._live: Suspended | None = None
        #: while the setup waits for a decision: the position it had reached (for display)
        self._setup_view: State | None = None
        self._res = _NONE
        self._actor = 0
        self._outcome: dict[str, Any] | None = None
        self.round = 0
        #: the game log (:attr:`log`) as written out, and the lines said since, kept as
        #: ``(round, template, values)`` until somebody reads the log
        self._lines: list[str] = []
        self._unsaid: list[tuple[int, str | Text, dict[str, object]]] = []
        #: the board revision in play and the topology key (open doors, gone zones…)
        self.layout: Layout = game.layout0
        self.key: int = game.topology.initial_key
        self._init_driver()

    # ------------------------------------------------------------------ API
    def setup(self) -> None:
        """Build the starting position, then ``start_rounds()`` (called once per game)."""
        raise NotImplementedError

    def current_player(self) -> int:
        """The player to decide now, :data:`CHANCE` at a chance node, or :data:`TERMINAL`."""
        if self._outcome is not None:
            return TERMINAL
        if self._pending is not None:
            return self._pending.need.player
        if self._choosing:
            waiting = self.waiting_players()
            return waiting[0] if waiting else 0
        return self._current_player()

    def is_chance_node(self) -> bool:
        return self._pending is not None and self._pending.need.player == CHANCE

    def chance_outcomes(self) -> list[tuple[ChanceOutcome, float]]:
        """The outcomes of this chance node with their probabilities (empty elsewhere)."""
        pending = self._pending
        if pending is None or pending.need.player != CHANCE:
            return []
        n = pending.need.n
        return [(o, 1.0 / n) for o in _outcomes(n, pending.need.private)]

    def legal_actions(self, player: int | None = None) -> list[Any]:
        """Every legal action now, in a deterministic order (empty only when terminal);
        at a chance node the chance outcomes. With ``player``: empty unless it is theirs."""
        if self._outcome is not None:
            return []
        if player is not None and player != self.current_player():
            return []
        pending = self._pending
        if pending is not None:
            if pending.need.player == CHANCE:
                return [o for o, _ in self.chance_outcomes()]
            return list(pending.need.options)
        if self._choosing:
            return [Begin(p) for p in self.waiting_players()]
        actions = self._legal_actions()
        if self.can_switch() and isinstance(self.current_phase(), TeamTurns):
            actions += [Switch(self.active, p) for p in self._team if p != self.active]
        return actions

    def apply_action(self, action: Any, *, check: bool = False) -> None:
        """Apply ``action`` (a chance outcome at a chance node); with ``check=True`` refuse
        one that is not in :meth:`legal_actions`."""
        pending = self._pending
        if pending is not None:  # (a finished game has nothing pending)
            need = pending.need
            if (
                type(need) is _ChanceAsk
                and need.at + 1 < len(need.sizes)
                and type(action) is ChanceOutcome
                and action.of == need.n
                and 0 <= action.index < action.of
                and action.private == need.private
            ):
                # a draw of a batch with more to come: only recorded (the commonest node
                # of an explicit-chance game, so it is handled here, see _resolve)
                pending.answers.append(action)
                pending.count += 1
                need.at += 1
                need.n = need.sizes[need.at]
                return
            self._resolve(pending, action)
            return
        if self._outcome is not None:
            raise StateError("the game is over")
        if isinstance(action, ChanceOutcome):
            raise StateError("this is not a chance node")
        if check and action not in self.legal_actions():
            raise StateError(f"illegal action {action}")
        if not self._snapshots:
            self._history.append(action)
            self._dispatch(action)
            return
        if self._checkpoint is None or len(self._since) >= _CHAIN:
            self._run(action, self.clone(), [])
        else:
            self._run(action, _SINCE, [])

    def is_terminal(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> dict[str, Any] | None:
        """``None`` while playing, else ``{"result": "win"|"loss", "reason", "round"}``
        (the result of the heroes' side)."""
        return self._outcome

    def returns(self) -> list[float]:
        """One value per player: +1 for the winning side, -1 for the other, 0 while playing."""
        players = self.game.players
        if self._outcome is None:
            return [0.0] * len(players)
        heroes_won = self._outcome["result"] == "win"
        return [1.0 if (p.side == "heroes") == heroes_won else -1.0 for p in players]

    def completed_objectives(self) -> list[str]:
        """Ids of the quest objectives completed so far, in order (none by default)."""
        return []

    def heuristic_value(self, player: int) -> float:
        """How well the game goes for ``player``, in [-1, 1], for search rollouts that stop
        before the end (0: no opinion, the default). Reads only what ``player`` knows."""
        return 0.0

    def statistics(self) -> dict[str, Any]:
        """Figures ``simulate`` sums over games: ``deaths`` (heroes killed), and per zone
        ``visits`` and ``zoneDeaths`` (lists in zone order), ``spawned`` (enemies by level).
        A ruleset reports what it has; nothing by default."""
        return {}

    def history(self) -> list[HistoryEntry]:
        """Actions, decisions, chance outcomes and chance records, in order."""
        out = list(self._history)
        pending = self._pending
        if pending is not None:
            if pending.thunk is not None:
                out.append(pending.thunk)
            out.extend(self._recorded(r) for r in pending.resolutions)
        return out

    def pending_choice(self) -> tuple[str, list[str]] | None:
        """A decision waiting for a player inside an action, as (kind, option strings)."""
        pending = self._pending
        if pending is None or pending.need.player == CHANCE:
            return None
        return pending.need.kind, [
            o.label if isinstance(o, Choose) and o.label else str(o) for o in pending.need.options
        ]

    def action_to_string(self, action: Any) -> str:
        return str(action)

    def child(self, action: Any) -> State:
        """A clone with ``action`` applied."""
        other = self.clone()
        other.apply_action(action)
        return other

    def observation_string(self, player: int) -> str:
        """What ``player`` sees now (the board and the public state, plus their own hidden
        things); never what they may not know."""
        self._check_player(player)
        return self._observation(player)

    def information_state_string(self, player: int) -> str:
        """Everything ``player`` has seen: the history entries visible to them, then the
        current observation."""
        self._check_player(player)
        lines = [str(e) for e in self.history() if _visible(e, player)]
        lines.append("--")
        lines.append(self._observation(player))
        return "\n".join(lines)

    def resample_from_infostate(self, player: int, rng: Rng) -> State:
        """A state ``player`` cannot tell from this one: what they may not know (deck
        orders, face-down identities, other players' hidden cards, every future roll) drawn
        again with ``rng``. Chance is internal in the result (search rollouts)."""
        self._check_player(player)
        pending = self._pending
        if pending is not None:
            before = _position_before(pending)
            if before is None or pending.need.player == CHANCE:
                raise StateError("resample at a decision node, not a chance node")
            base = before.resample_from_infostate(player, rng)
            decisions = [r for r in pending.resolutions if not isinstance(r, ChanceOutcome)]
            out = base.clone()
            out._snapshots = True
            out._run(pending.thunk, base, decisions)
            return out
        out = self.clone()
        out._explicit = False
        out.rng = Rng(rng.next64())
        out._snapshots = self.game.ties == "ask" or self.game.interrupts
        out._resample_hidden(player, rng)
        return out

    def clone(self) -> State:
        """An independent copy (hand-written: much cheaper than ``copy.deepcopy``)."""
        cls = self.__class__._plain_class or self.__class__
        other = cls.__new__(cls)
        other.game = self.game
        other.seed = self.seed
        other._explicit = self._explicit
        other.rng = self.rng.copy()
        other._snapshots = self._snapshots
        other._history = self._history[:]
        other._history_text = self._history_text[:]
        other._pending = None if self._pending is None else self._pending.copy()
        other._checkpoint = None  # the copy's first action takes its own snapshot
        other._since = []
        other._live = None  # a suspended action goes on only in the state it paused
        other._setup_view = self._setup_view  # read only
        other._res = _NONE
        other._actor = self._actor
        other._outcome = None if self._outcome is None else dict(self._outcome)
        other.round = self.round
        other._lines = self._lines[:]
        other._unsaid = self._unsaid[:]
        other.layout = self.layout
        other.key = self.key
        self._clone_driver(other)
        if self._pending is None or self._pending.snapshot is not None:
            self._clone_into(other)
        return other

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON (history as strings)."""
        game = self.game
        pending = self._pending
        bare = pending is not None and pending.snapshot is None
        private = [
            [i, list(e.private)]
            for i, e in enumerate(self._history)
            if isinstance(e, (Chance, ChanceOutcome)) and e.private is not None
        ]
        return {
            "format": STATE_FORMAT,
            "formatVersion": STATE_VERSION,
            "quest": game.quest.id,
            "system": game.system,
            "party": list(game.party),
            "seed": self.seed,
            "chance": "explicit" if self._explicit else "internal",
            "rng": None if self._explicit else self.rng.state,
            "round": self.round,
            "outcome": self._outcome,
            "log": self.log,
            "said": said_json(self.log),
            "history": self._history_strings(),
            "private": private,
            "pending": None
            if pending is None
            else {
                "action": None if pending.thunk is None else str(pending.thunk),
                "resolutions": [
                    [
                        str(self._recorded(r)),
                        r.label if isinstance(r, Choose) else "",
                        None if getattr(r, "private", None) is None else list(r.private),
                    ]
                    for r in pending.resolutions
                ],
            },
            "turns": self._driver_json(),
            "board": [change.to_json() for change in self.layout.changes],
            "key": self.key,
            "rules": None if bare else self._state_json(),
        }

    def _history_strings(self) -> list[str]:
        """``str`` of every history entry; entries written before are not written again
        (long games are saved and compared often: clones and replays compare JSON)."""
        text = self._history_text
        history = self._history
        if len(text) > len(history):  # never expected: the history only grows
            text.clear()
        text.extend(str(x) for x in history[len(text) :])
        return text[:]

    @classmethod
    def from_json(cls, game: Game, doc: dict[str, Any]) -> State:
        """Rebuild a state saved with :meth:`to_json` (same as ``game.state_from_json``)."""
        return game.state_from_json(doc)

    def _load(self, doc: dict[str, Any]) -> None:
        game = self.game
        self.seed = doc["seed"]
        self._explicit = doc["chance"] == "explicit"
        if self._explicit:
            self.rng = ExplicitChance()
        else:
            self.rng = Rng(0)
            self.rng.state = int(doc["rng"])
        self._snapshots = self._explicit or game.ties == "ask" or game.interrupts
        history: list[HistoryEntry] = [game.parse_action(x) for x in doc["history"]]
        for i, players in doc.get("private", []):
            history[i] = dataclasses.replace(history[i], private=tuple(players))  # type: ignore[type-var]
        self._history = history
        self._history_text = list(doc["history"])
        self._pending = None
        self._checkpoint = None
        self._since = []
        self._live = None
        self._setup_view = None
        self._res = _NONE
        self._outcome = doc["outcome"]
        self.round = doc["round"]
        self.log = load_log(doc["log"], doc.get("said"))
        self.layout = game.layout_for([TileChange.from_json(c) for c in doc["board"]])
        self.key = int(doc["key"])
        self._load_driver(doc["turns"])
        if doc["rules"] is not None:
            self._load_state(doc["rules"])
        pending = doc.get("pending")
        if pending is not None:
            thunk = None if pending["action"] is None else game.parse_action(pending["action"])
            resolutions: list[Any] = []
            for text, label, private in pending["resolutions"]:
                item = game.parse_action(text)
                if isinstance(item, Choose) and label:
                    item = Choose(item.player, item.index, label)
                elif isinstance(item, ChanceOutcome) and private is not None:
                    item = ChanceOutcome(item.index, item.of, tuple(private))
                resolutions.append(item)
            if doc["rules"] is None:
                self._restore(self._bare())
                self._start_setup(resolutions)
            else:
                self._run(thunk, self.clone(), resolutions)  # type: ignore[arg-type]
            if self._pending is None:
                raise StateError("the saved pending decision does not come up again")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State) or other.game is not self.game:
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return self.render()

    # ------------------------------------------------------------------ the board in play
    @property
    def topology(self) -> Topology:
        """The topology of the board revision in play."""
        return self.layout.topology

    @property
    def board(self) -> Board:
        """The compiled board in play (the quest's, or a revision play has made of it)."""
        return self.layout.board

    def change_board(self, change: TileChange) -> None:
        """Apply a board change (``ValueError`` if it does not fit); doors the new tile has
        printed open are open."""
        self.layout = self.game.layout_after(self.layout, change)
        self.key |= self.layout.topology.opened_bits

    def attach_tile(
        self,
        definition: str,
        side: str = "A",
        at: tuple[int, int] = (0, 0),
        rotation: int = 0,
        tile: str | None = None,
    ) -> str:
        """Bring tile ``definition`` into play; returns its instance id (``tile``, else
        ``play-<n>``). ``ValueError`` when it would cover the board or fails to compile."""
        if tile is None:
            n = sum(1 for c in self.layout.changes if c.op == "attach") + 1
            while f"play-{n}" in self.board.tiles:
                n += 1
            tile = f"play-{n}"
        self.change_board(TileChange("attach", tile, definition, side, at, rotation))
        return tile

    def remove_tile(self, tile: str) -> set[int]:
        """Take a placed tile off the board; returns the indices of its zones (what stood
        there is the ruleset's to deal with)."""
        topo = self.topology
        zones = set(topo.tile_zones[topo.tile_index[tile]]) if tile in topo.tile_index else set()
        self.change_board(TileChange("remove", tile))
        return zones

    def tile_fits(self, join: Any, definition: str, tile: str | None = None) -> list[TileChange]:
        """Every way tile ``definition`` can be attached at the open ``join`` feature."""
        name = tile or f"play-{sum(1 for c in self.layout.changes if c.op == 'attach') + 1}"
        return fits(self.game, self.layout, join, definition, name)

    def open_joins(self, feature_type: str = "join") -> list[Any]:
        """Join features with nothing beyond them yet."""
        return open_joins(self.board, feature_type)

    def destroy_zone(self, zone: int) -> None:
        """A zone leaves play (a burnt room, a fallen bridge): it blocks movement and sight."""
        self.key |= self.topology.zone_bit(zone)

    # ------------------------------------------------------------------ rule-code helpers
    def chance(self, kind: str, value: str, private: tuple[int, ...] | None = None) -> None:
        """Record in words what chance decided (``private``: who may see it)."""
        self._history.append(Chance(kind, value, private))

    def tie(
        self,
        kind: str,
        options: list[Any],
        labels: list[str] | None = None,
        player: int | None = None,
    ) -> Any:
        """Settle a tie the rules leave to the players: chance (``ties="random"``) or the
        player ``player`` (default: the one whose action this is) chooses (``"ask"``)."""
        if len(options) == 1:
            return options[0]
        labels = labels or [str(o) for o in options]
        if self.game.ties == "ask":
            who = self._actor if player is None else player
            picked = self.ask(who, [Choose(who, i, lab) for i, lab in enumerate(labels)], kind)
            index = picked.index  # type: ignore[attr-defined]
        else:
            index = self.rng.below(len(options))
        self._history.append(Chance("tie", f"{kind}:{labels[index]}"))
        return options[index]

    def ask(self, player: int, options: Sequence[Action], kind: str = "choice") -> Action:
        """Let ``player`` choose among ``options`` now, inside the action being applied
        (an interrupt window, a tie); returns the option chosen. One option is no choice."""
        res = self._res
        if res.pos == len(res.items):
            if len(options) == 1:
                return options[0]
            if not options:
                raise StateError(f"no option to choose for {kind}")
            if not self._snapshots:
                raise StateError(
                    "a player was asked inside an action; the ruleset must declare interrupts"
                )
            suspend(res, NeedDecision(player, kind, options))  # the answer is recorded now
        item = res.items[res.pos]
        if isinstance(item, ChanceOutcome) or item not in options:
            raise StateError(f"the recorded decision {item} is not an option here")
        res.pos += 1
        return options[list(options).index(item)]

    def finish(self, result: str, reason: str | Text) -> None:
        """End the game (first call wins); ``result`` is the heroes' side's, ``reason`` a
        template (``say(…)``) or the quest's own words."""
        if self._outcome is None:
            self._outcome = {"result": result, "reason": str(reason), "round": self.round}
            self.say(ENDING, result=result_word(result), reason=reason)

    def say(self, message: str | Text, /, **values: object) -> None:
        """Append a line to the game log: a template and the values it names, translated
        when shown (:mod:`.log`); a message without values is shown as it is."""
        # the English line is made when the log is read (:attr:`log`): most games a bot
        # plays are never shown, and formatting every line cost md1 a fifth of its speed
        self._unsaid.append((self.round, message, values))

    @property
    def log(self) -> list[str]:
        """The game log: one :class:`~questwright.engine.log.Line` per line said (a plain
        string in a state saved before lines kept their template)."""
        lines = self._lines
        unsaid = self._unsaid
        if unsaid:
            lines.extend([Line(*said) for said in unsaid])
            unsaid.clear()
        return lines

    @log.setter
    def log(self, lines: list[str]) -> None:
        self._lines = list(lines)
        self._unsaid = []

    # ------------------------------------------------------------------ machinery
    def _dispatch(self, action: Action) -> None:
        cls = type(action)
        if cls is Begin and self._choosing:
            self.begin_turn(action.player)
        elif cls is Switch:
            self.switch_to(action.to)  # type: ignore[attr-defined]
        else:
            self._handed = False
            self._apply_action(action)

    def _recorded(self, item: Any) -> Any:
        """How a decision is written in the history (a tie choice without its label)."""
        if isinstance(item, Choose):
            return Choose(item.player, item.index)
        return item

    def _bare(self) -> State:
        """A state of this game before setup, with this state's chance mode."""
        bare = (type(self)._plain_class or type(self))(self.game, self.seed)
        bare._explicit = self._explicit
        bare.rng = ExplicitChance() if self._explicit else Rng(self.seed)
        bare._snapshots = self._snapshots
        return bare

    def _execute(
        self,
        snapshot: State | None,
        thunk: Action | None,
        resolutions: list[Any],
        *,
        ready: bool = False,
    ) -> None:
        """Run ``thunk`` (``None``: the setup) from ``snapshot`` consuming ``resolutions``, in
        the caller's own stack: a replay (``snapshot`` :data:`_REPLAY`, which may not pause)
        or a setup laid again up to where it waits, to show it (:meth:`setup_view`; a pause
        raises and keeps what the setup laid). ``ready``: this state is already a copy of
        ``snapshot``."""
        if not ready:
            self._restore(snapshot.clone() if snapshot is not None else self._bare())
        if thunk is not None:
            self._history.append(thunk)
        self._history.extend(self._recorded(r) for r in resolutions)
        res = _Resolutions(resolutions)
        self._res = res
        if self._explicit:
            self.rng.res = res
        self._actor = 0 if thunk is None else max(thunk.player, 0)
        try:
            if thunk is None:
                self.setup()
            else:
                self._dispatch(thunk)
        except NeedDecision as need:
            if snapshot is _REPLAY:
                raise StateError(f"replaying {thunk} asked for a decision again") from None
            view = None
            if snapshot is None:
                # the setup pauses: keep what it has laid so far to show it (the paused
                # state itself goes back to before the setup)
                cls = self.__class__._plain_class or self.__class__
                view = cls.__new__(cls)
                view.__dict__.update(self.__dict__)
                view._pending = None
            # the paused state shows the position before the action; it shares the
            # snapshot's objects, which nothing changes at a pending node (a resolution
            # runs on a fresh clone of the snapshot)
            self._restore(snapshot if snapshot is not None else self._bare())
            self._pending = _Pending(snapshot, thunk, list(resolutions), need)
            self._setup_view = view
            return
        finally:
            self._res = _NONE
            if self._explicit:
                self.rng.res = _NONE
        if res.pos != len(res.items):
            raise StateError("the history has decisions this game did not ask for")
        self._pending = None
        if thunk is not None and snapshot is not _REPLAY and snapshot is not None:
            self._checkpoint, self._since = snapshot, [(thunk, tuple(resolutions))]

    def _start_setup(self, resolutions: list[Any]) -> None:
        """Set up this bare state, pausing at each decision (explicit chance, ties asked)."""
        self._run(None, None, resolutions)

    def _run(self, thunk: Action | None, before: Any, resolutions: list[Any]) -> None:
        """Play ``thunk`` (``None``: the setup) on this state, consuming ``resolutions``
        first; at the first question beyond them the state pauses (:meth:`_pause`), and the
        action waits in its greenlet to go on. ``before`` is the position before it (a
        state, a lazy :class:`_Before`, or ``None`` for the setup: a bare state)."""
        n0 = len(self._history)
        if thunk is not None:
            self._history.append(thunk)
        res = _Resolutions(resolutions)
        self._res = res
        if self._explicit:
            self.rng.res = res
        self._actor = 0 if thunk is None else max(thunk.player, 0)
        let, asked = start(self._play, thunk, res)
        if asked is _DONE and not res.items:
            # it asked nothing (most actions): no record of a waiting action is made
            release(let)
            self._res = _NONE
            if self._explicit:
                self.rng.res = _NONE
            if thunk is not None:
                if before is _SINCE:
                    self._since.append((thunk, ()))
                elif before is not None:
                    self._checkpoint, self._since = before, [(thunk, ())]
            return
        if before is _SINCE:
            before = _Before(self._checkpoint, self._since)  # type: ignore[arg-type]
        self._went(Suspended(let, res, n0, before, thunk), asked)

    def _play(self, thunk: Action | None) -> Any:
        """An action's greenlet: the rules, from the start of the action to its end."""
        if thunk is None:
            self.setup()
        else:
            self._dispatch(thunk)
        return _DONE

    def _went(self, action: Suspended, asked: Any) -> None:
        """``action``'s greenlet handed back ``asked``: the end of the action, a question,
        or an error of the rules (raised here, as a plain call would)."""
        if asked is _DONE:
            release(action.let)  # type: ignore[arg-type]
            self._finish(action)
        elif type(asked) is Failed:
            release(action.let)  # type: ignore[arg-type]
            forget(action)
            self._res = _NONE
            if self._explicit:
                self.rng.res = _NONE
            raise asked.error
        else:
            self._pause(action, asked)

    def _finish(self, action: Suspended) -> None:
        """``action`` ran to its end: its decisions go into the history after the action
        (where a run with them recorded writes them) and the checkpoint moves on."""
        forget(action)
        self._res = _NONE
        if self._explicit:
            self.rng.res = _NONE
        res = action.res
        items = res.items
        if res.pos != len(items):
            raise StateError("the history has decisions this game did not ask for")
        self._pending = None
        thunk = action.thunk
        if thunk is None:
            self._setup_view = None
        if items:
            at = action.n0 + (thunk is not None)
            history = self._history
            answers = (
                items
                if Choose not in map(type, items)
                else [Choose(r.player, r.index) if type(r) is Choose else r for r in items]
            )
            if at == len(history):  # (nothing was played after the action: the rule)
                history.extend(answers)
            else:
                history[at:at] = answers
            text = self._history_text
            if len(text) > at:
                del text[at:]
        if thunk is None:
            return
        done = (thunk, tuple(items))
        before = action.before
        if type(before) is _Before:
            if before.built is None:
                self._since.append(done)
                return
            before = before.built
        self._checkpoint, self._since = before, [done]

    def _pause(self, action: Suspended, need: NeedDecision) -> None:
        """``action`` asked ``need``: the state shows the position before the action (only
        built when looked at, see :func:`_show_before`), and the action's own fields wait
        aside until it goes on."""
        work = self.__dict__
        action.work = work
        shown = action.shown
        if shown is not None and "_thin" in shown:
            # nobody looked at the position: the same view, its record moved on in place
            pending = shown["_pending"]
            pending.count = len(pending.answers)
            pending.need = need
            if shown["_setup_view"] is not None:
                shown["_setup_view"] = _LAID_LATER  # laid further since it was shown
        else:
            pending = _Pending(action.before, action.thunk, action.res.items, need)
            shown = action.shown = {
                "game": work["game"],
                "seed": work["seed"],
                "_explicit": work["_explicit"],
                "_snapshots": work["_snapshots"],
                "_outcome": None,
                "_pending": pending,
                "_live": action,
                # a setup's half-laid position goes on changing in the greenlet: shown,
                # it is laid again up to here (see setup_view)
                "_setup_view": _LAID_LATER if action.thunk is None and self.SHOWS_SETUP else None,
                "_thin": True,
            }
        self.__dict__ = shown
        cls = type(self)
        if cls._plain_class is None:
            self.__class__ = _PAUSED.get(cls) or _paused_class(cls)
        remember(action, self)

    def _resolve(self, pending: _Pending, action: Any) -> None:
        need = pending.need
        if (
            type(need) is _ChanceAsk
            and type(action) is ChanceOutcome
            and action.of == need.n
            and 0 <= action.index < action.of
            and action.private == need.private
        ):
            chosen: Any = action  # (what sample_chance and chance_outcomes hand out)
        elif need.player == CHANCE:
            if not isinstance(action, ChanceOutcome) or action.of != need.n:
                raise StateError(f"a chance node of {need.n} outcomes needs one of them")
            if not 0 <= action.index < need.n:
                raise StateError(f"no chance outcome {action.index} of {need.n}")
            chosen = _outcomes(need.n, need.private)[action.index]
        else:
            if isinstance(action, ChanceOutcome) or action not in need.options:
                raise StateError(f"{action} is not one of the options for {need.kind}")
            chosen = need.options[need.options.index(action)]
        if (need.at + 1 < len(need.sizes)) if type(need) is _ChanceAsk else need.rest:
            # the next draw of a batch (apply_action takes the common case itself): the
            # action would only ask again, a waiting one is given the whole batch at once
            pending.answers.append(chosen)
            pending.count += 1
            if type(need) is _ChanceAsk:
                need.at += 1
                need.n = need.sizes[need.at]
            else:
                pending.need = _ChanceAsk(tuple(need.rest), 0, need.private)
            return
        live = self._live
        if live is not None and live.work is not None and live.thread == get_ident():
            # the action waits where it asked: give it the answers and let it go on
            items = live.res.items
            if pending.answers is not items:  # never expected: the answers are its own
                items.extend(pending.answers[len(items) : pending.count])
            items.append(chosen)
            self._go_on(live)
            return
        # a copy of a paused state (or an abandoned action): play it again from before
        resolutions = [*pending.answers[: pending.count], chosen]
        if pending.thunk is None:
            self._restore(self._bare())
            self._start_setup(resolutions)
            return
        before = _position_before(pending)
        assert before is not None
        self._restore(before.clone())
        self._run(pending.thunk, before, resolutions)

    def _go_on(self, live: Suspended) -> None:
        """The action ``live`` waits for, in its greenlet, with its answers recorded: it goes
        on from where it asked, on its own fields."""
        self.__dict__ = live.work  # type: ignore[assignment]
        self.__class__ = type(self)._plain_class or type(self)
        live.work = None
        let = live.let
        assert let is not None
        current = getcurrent()
        if let.parent is not current:  # (setting it checks for a cycle: only when it changes)
            let.parent = current
        self._went(live, let.switch())

    def _restore(self, other: State) -> None:
        self.__dict__.clear()
        self.__dict__.update(other.__dict__)
        self.__class__ = type(self)._plain_class or type(self)

    def _check_player(self, player: int) -> None:
        if not 0 <= player < len(self.game.players):
            raise StateError(f"no player {player}")

    # ------------------------------------------------------------------ hooks
    def _current_player(self) -> int:
        return self.active if self.active >= 0 else 0

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply_action(self, action: Action) -> None:
        raise NotImplementedError

    def _clone_into(self, other: State) -> None:
        raise NotImplementedError

    def _state_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def _load_state(self, doc: dict[str, Any]) -> None:
        raise NotImplementedError

    #: whether :meth:`render` can draw :meth:`setup_view` (a setup stopped half-way)
    SHOWS_SETUP: bool = False

    def setup_view(self) -> State | None:
        """While the setup waits for a decision (``ties="ask"``: where the first zombies
        go…): the position the setup has reached, to show the players what they decide on;
        ``None`` at any other time, and always for a ruleset without ``SHOWS_SETUP``. Only
        for display: it is not a state to play on."""
        pending = self._pending
        if pending is None or pending.snapshot is not None:
            return None
        view = self._setup_view
        if view is _LAID_LATER:
            probe = self._bare()  # the setup again, in this stack, up to where it waits
            probe._execute(None, None, list(pending.resolutions), ready=True)
            view = self._setup_view = probe._setup_view
        return view

    def _observation(self, player: int) -> str:
        """What ``player`` sees (default: :meth:`render`, which must show only public
        things, then :meth:`_private_view`)."""
        if self._pending is not None and self._pending.snapshot is None:
            # a ruleset whose render draws a half-laid setup (``SHOWS_SETUP``) shows it
            return self.render() if self.SHOWS_SETUP else "(setting up)"
        private = self._private_view(player)
        return self.render() + (f"\n{private}" if private else "")

    def _private_view(self, player: int) -> str:
        """What only ``player`` sees (their hidden hand…); nothing by default."""
        return ""

    def _resample_hidden(self, player: int, rng: Rng) -> None:
        """Draw again, with ``rng``, what ``player`` may not know (override per ruleset)."""

    def render(self) -> str:
        return f"{type(self).__name__} round {self.round}"


def _show_before(self: State, name: str) -> Any:
    """``__getattr__`` of a paused state (see :func:`_paused_class`): only reached for a
    field its dict lacks, it builds the position before the action the first time somebody
    reads one."""
    fields = self.__dict__
    if not fields.get("_thin") or name.startswith("__"):
        raise AttributeError(name)
    before = _position_before(fields["_pending"])
    shown = before if before is not None else self._bare()
    for key, value in shown.__dict__.items():
        if key not in _PAUSE_KEYS:
            fields.setdefault(key, value)
    del fields["_thin"]
    try:
        return fields[name]
    except KeyError:
        raise AttributeError(name) from None


_PAUSED: dict[type[State], type[State]] = {}


def _paused_class(cls: type[State]) -> type[State]:
    """The class a state of ``cls`` takes while its action waits (:meth:`State._pause`):
    the same class with a ``__getattr__`` that builds the position before the action when
    somebody reads it. Only a paused state has one: a class with ``__getattr__`` makes
    every attribute read of its instances take Python's slow path (about an eighth of an
    md1 game's instructions went there)."""
    found = _PAUSED.get(cls)
    if found is None:
        found = _PAUSED[cls] = type(
            cls.__name__,
            (cls,),
            {
                "__getattr__": _show_before,
                "__module__": cls.__module__,
                "__qualname__": cls.__qualname__,
                "__doc__": cls.__doc__,
                "_plain_class": cls,
            },
        )
    return found


def _position_before(pending: _Pending) -> State | None:
    """The state a paused action started from (``None``: before the setup)."""
    before = pending.snapshot
    return before.state() if isinstance(before, _Before) else before


def _visible(entry: Any, player: int) -> bool:
    private = getattr(entry, "private", None)
    return private is None or player in private
