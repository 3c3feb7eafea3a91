"""``questwright play`` and ``questwright simulate`` (DESIGN §9).

``play QUEST`` is terminal test play (:mod:`questwright.engine.play`); ``simulate QUEST`` runs seeded bot
games in parallel and reports win rate with a 95 % interval, rounds, deaths, objectives and
per-zone heatmaps (:mod:`questwright.engine.simulate`; the ``--json`` keys are documented in docs/engine.md).
Exit codes: 0 done, 2 bad usage or unreadable input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from questwright.i18n import tr

__all__ = ["parse_heroes", "register"]


def parse_heroes(text: str | None) -> int | list[str] | None:
    """``"3"`` → 3; ``"warrior,ranger"`` → a list of class ids; ``None`` → the default."""
    if text is None:
        return None
    text = text.strip()
    if text.isdigit():
        return int(text)
    return [c.strip() for c in text.split(",") if c.strip()]


def _message(exc: BaseException) -> str:
    """One line for a person (a KeyError's repr quotes would get in the way)."""
    if isinstance(exc, KeyError) and exc.args:
        return str(exc.args[0])
    return str(exc)


def cmd_play(args: argparse.Namespace) -> int:
    from questwright.engine.bots import make_bot
    from questwright.engine.core import Game
    from questwright.engine.play import PlaySession, TerminalPlay, load_save
    from questwright.schema.errors import LoadError

    try:
        if args.replay:
            game, state = load_save(args.replay)
            print(
                tr("replayed {count} history entries from {replay}").format(
                    count=len(state.history()), replay=args.replay
                )
            )
            session = PlaySession(game, state=state)
        else:
            if not args.quest:
                print(tr("questwright play: give a QUEST file or --replay FILE"), file=sys.stderr)
                return 2
            game = Game(
                args.quest,
                party=parse_heroes(args.heroes),
                ties=args.ties,
                max_rounds=args.max_rounds,
            )
            session = PlaySession(game, args.seed)
        if args.auto:
            session.bot = make_bot(args.auto, session.seed)
    except (LoadError, ValueError, KeyError, OSError) as exc:
        print(tr("questwright play: {exc}").format(exc=_message(exc)), file=sys.stderr)
        return 2
    if args.auto:
        while not session.state.is_terminal():
            action = session.bot_action()
            print(f"# {action}")
            session.apply(action)
        state = session.state
        print("\n".join(state.log[-30:]))
        print(state.render())
        outcome = state.outcome() or {}
        print(
            tr("game over: {result} — {reason}").format(
                result=outcome.get("result"), reason=outcome.get("reason")
            )
        )
        return 0
    front = TerminalPlay(session, sys.stdout)
    return front.run(sys.stdin, prompt=sys.stdin.isatty())


def cmd_simulate(args: argparse.Namespace) -> int:
    from questwright.engine.bots import make_bot
    from questwright.engine.simulate import GameSpec, dask_executor, simulate
    from questwright.schema.errors import LoadError

    if args.n < 1 or args.jobs < 1:
        print(tr("questwright simulate: -n and --jobs must be at least 1"), file=sys.stderr)
        return 2
    heroes = parse_heroes(args.heroes)
    party: Any = tuple(heroes) if isinstance(heroes, list) else (heroes or 2)
    spec = GameSpec(str(Path(args.quest)), party, args.bot, args.max_rounds)
    executor = None
    try:
        make_bot(args.bot)  # an unknown name is bad usage
        if args.dask is not None:
            executor = dask_executor(args.dask or None)
        report = simulate(
            spec,
            n=args.n,
            seed=args.seed,
            jobs=args.jobs,
            executor=executor,
            progress=not args.quiet and sys.stderr.isatty(),
        )
    except (LoadError, ValueError, KeyError, OSError, RuntimeError) as exc:
        print(tr("questwright simulate: {exc}").format(exc=_message(exc)), file=sys.stderr)
        return 2
    print(report.text())
    if args.json:
        doc = report.to_json()
        text = json.dumps(doc, indent=1) + "\n"
        if args.json == "-":
            sys.stdout.write(text)
        else:
            Path(args.json).write_text(text, encoding="utf-8")
    return 0


def register(subparsers: Any) -> None:
    """Add ``play`` and ``simulate``."""
    p = subparsers.add_parser(
        "play",
        help=tr("test play a quest in the terminal"),
        description=tr(
            "Play a quest in the terminal: the board as text each turn, numbered "
            "legal actions, undo, save/load. Type 'help' at the prompt."
        ),
    )
    p.add_argument("quest", nargs="?", help=tr("quest file (*.quest.json)"))
    p.add_argument("--heroes", help=tr("hero count or comma-separated classes (default 2)"))
    p.add_argument("--seed", type=int, default=0, help=tr("random seed (default 0)"))
    p.add_argument("--replay", metavar="FILE", help=tr("replay a saved game, then continue"))
    p.add_argument(
        "--ties",
        choices=["ask", "random"],
        default="ask",
        help=tr("who settles ties the rules leave to the players (default ask)"),
    )
    p.add_argument(
        "--auto", metavar="BOT", help=tr("let a bot play every player: goal, random or search")
    )
    p.add_argument("--max-rounds", type=int, help=tr("round bound (default: the ruleset's)"))
    p.set_defaults(func=cmd_play)

    s = subparsers.add_parser(
        "simulate",
        help=tr("Monte Carlo balance run with bots"),
        description=tr(
            "Play N seeded games with bots and report win rate (95%% interval), "
            "rounds to win/loss, hero deaths, objectives reached and per-zone heatmaps."
        ),
    )
    s.add_argument("quest", help=tr("quest file (*.quest.json)"))
    s.add_argument("-n", type=int, default=1000, help=tr("number of games (default 1000)"))
    s.add_argument("--heroes", help=tr("hero count or comma-separated classes (default 2)"))
    s.add_argument("--seed", type=int, default=0, help=tr("first seed; game i uses seed+i"))
    s.add_argument("--jobs", type=int, default=1, help=tr("worker processes (default 1)"))
    s.add_argument(
        "--bot",
        default="goal",
        help=tr(
            "the bot of every player: goal (default), random, or search (MCTS that cannot "
            "see the future; slower)"
        ),
    )
    s.add_argument("--json", metavar="FILE", help=tr("write the full report as JSON ('-': stdout)"))
    s.add_argument("--max-rounds", type=int, help=tr("round bound (default: the ruleset's)"))
    s.add_argument(
        "--dask",
        nargs="?",
        const="",
        metavar="ADDRESS",
        help=tr(
            "run the chunks on a Dask cluster (optional extra 'distributed'); without an "
            "address a local cluster is started"
        ),
    )
    s.add_argument("--quiet", action="store_true", help=tr("no progress bar"))
    s.set_defaults(func=cmd_simulate)
