"""``questwright play`` and ``questwright simulate`` (DESIGN §9).

``play QUEST`` is terminal test play (:mod:`questwright.engine.play`); ``simulate QUEST`` runs seeded bot
games in parallel and reports win rate with a 95 % interval, rounds, deaths, objectives and
per-zone heatmaps (:mod:`questwright.engine.simulate`; the ``--json`` keys are documented in docs/engine.md).
Exit codes: 0 done, 2 bad usage or unreadable input.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from questwright.i18n import said_translator, tr

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


def _people(game: Any, side: str | None) -> list[int] | None:
    """The players a person takes with ``--as`` (``None``: everyone)."""
    from questwright.engine.play import PlaySession

    if side is None or side == "all":
        return None
    return PlaySession.side_players(game, side)


def cmd_play(args: argparse.Namespace) -> int:
    from questwright.engine.bots import make_bot
    from questwright.engine.core import Game
    from questwright.engine.log import shown_line, speaking
    from questwright.engine.play import (
        PlaySession,
        TerminalPlay,
        action_label,
        game_over,
        load_save,
    )
    from questwright.schema.errors import LoadError

    try:
        if args.replay:
            game, state = load_save(args.replay)
            print(
                tr("replayed {count} history entries from {replay}").format(
                    count=len(state.history()), replay=args.replay
                )
            )
            session = PlaySession(game, state=state, people=_people(game, args.side))
        else:
            if not args.quest:
                print(tr("questwright play: give a QUEST file or --replay FILE"), file=sys.stderr)
                return 2
            # with a bot playing everyone nobody is there to ask: ties go by chance, as
            # in simulate (asking the bot made every enemy's tied step a decision of its
            # own, printed: 78,000 of them on the largest md1 board), unless asked for
            ties = args.ties or ("random" if args.auto else "ask")
            game = Game(
                args.quest,
                party=parse_heroes(args.heroes),
                ties=ties,
                max_rounds=args.max_rounds,
            )
            session = PlaySession(game, args.seed, people=_people(game, args.side))
        if args.auto:
            session.bot = make_bot(args.auto, session.seed)
    except (LoadError, ValueError, KeyError, OSError) as exc:
        print(tr("questwright play: {exc}").format(exc=_message(exc)), file=sys.stderr)
        return 2
    if args.auto:
        while not session.state.is_terminal():
            action = session.bot_action()
            print(f"# {action_label(action, said_translator())}")
            session.apply(action, undoable=False)  # nobody is at the prompt to undo
        state = session.state
        speak = said_translator()
        print("\n".join(shown_line(line, speak) for line in state.log[-30:]))
        with speaking(speak):
            print(state.render())
        print(game_over(state, speak))
        return 0
    front = TerminalPlay(session, sys.stdout, said_translator())
    return front.run(sys.stdin, prompt=sys.stdin.isatty())


def _hero_range(text: str | None) -> list[int] | None:
    """``--heroes 1-6`` (a range of party sizes) → ``[1, …, 6]``; otherwise None."""
    from questwright.engine.sweep import parse_range

    if text is None or not re.fullmatch(r"\s*\d+\s*-\s*\d+(:\d+)?\s*", text):
        return None
    return parse_range(text.replace(" ", ""))


def _plot_path(args: argparse.Namespace, axis: str) -> Path:
    if args.plot:
        return Path(args.plot)
    stem = Path(args.quest).name.split(".")[0]
    safe = re.sub(r"[^A-Za-z0-9_-]+", "-", axis).strip("-") or "sweep"
    return Path(f"{stem}-{safe}.png")


def _write_json(target: str, doc: dict[str, Any]) -> None:
    text = json.dumps(doc, indent=1) + "\n"
    if target == "-":
        sys.stdout.write(text)
    else:
        Path(target).write_text(text, encoding="utf-8")


def cmd_simulate(args: argparse.Namespace) -> int:
    from questwright.engine.bots import make_bot
    from questwright.engine.simulate import (
        GameSpec,
        bot_strength,
        dask_executor,
        default_jobs,
        quest_balance_bot,
        simulate,
        strength_games,
    )
    from questwright.schema.errors import LoadError

    jobs_given = args.jobs is not None
    if args.jobs is None:
        args.jobs = default_jobs()
    if args.n < 1 or args.jobs < 1:
        print(tr("questwright simulate: -n and --jobs must be at least 1"), file=sys.stderr)
        return 2
    if not 0 <= args.precision < 50:
        print(tr("questwright simulate: --precision must be from 0 to 50 points"), file=sys.stderr)
        return 2
    precision = args.precision / 100 if args.precision > 0 else None
    # with the JSON on stdout (--json -), the text report goes to stderr: stdout stays JSON
    text_out = sys.stderr if args.json == "-" else sys.stdout
    try:
        hero_range = _hero_range(args.heroes)
        vary = None
        if args.vary:
            from questwright.engine.sweep import parse_vary

            vary = parse_vary(args.vary)
        if hero_range is not None and vary is not None:
            raise ValueError("--vary needs one party size (--heroes N), not a range")
        heroes = None if hero_range is not None else parse_heroes(args.heroes)
        party: Any = tuple(heroes) if isinstance(heroes, list) else (heroes or 2)
        spec = GameSpec(
            str(Path(args.quest)), party, args.bot or "", args.max_rounds, opponent=args.opponent
        )
        if args.bot is None:  # the search bot, unless the quest's game names another
            spec = replace(spec, bot=quest_balance_bot(spec))
        make_bot(spec.bot)  # an unknown name is bad usage
        if args.opponent is not None:
            make_bot(args.opponent)
        progress = not args.quiet and sys.stderr.isatty()
        with contextlib.ExitStack() as stack:
            executor = None
            workers: list[str] = []
            if args.dask is not None:
                executor, workers = stack.enter_context(dask_executor(args.dask or None))
                if not jobs_given:  # as many chunks in flight as the cluster has workers
                    args.jobs = max(1, len(workers))
            if hero_range is not None or vary is not None:
                from questwright.engine.plot import write_chart
                from questwright.engine.sweep import sweep

                sweep_report = sweep(
                    spec,
                    heroes=hero_range,
                    vary=vary,
                    n=args.n,
                    seed=args.seed,
                    jobs=args.jobs,
                    executor=executor,
                    strength_games=strength_games(args.n)
                    if args.strength is None
                    else args.strength,
                    precision=precision,
                )
                if workers:
                    sweep_report.extra["dask_workers"] = workers
                axis = sweep_report.axis
                title = f"{sweep_report.quest}: win rate by {axis} ({sweep_report.bot_label})"
                path = _plot_path(args, axis)
                write_chart(path, sweep_report.plot_points(), title=title, xlabel=axis)
                print(sweep_report.text(), file=text_out)
                print(tr("plot: {path}").format(path=path), file=text_out)
                if args.json:
                    _write_json(args.json, sweep_report.to_json())
                return 0
            report = simulate(
                spec,
                n=args.n,
                seed=args.seed,
                jobs=args.jobs,
                executor=executor,
                progress=progress,
                precision=precision,
            )
            strength = strength_games(report.n) if args.strength is None else args.strength
            if strength and not report.stopped:
                report.extra["strength"] = bot_strength(
                    spec, report, strength, args.seed, args.jobs, executor
                )
            if workers:
                report.extra["dask_workers"] = workers
    except (LoadError, ValueError, KeyError, OSError, RuntimeError) as exc:
        print(tr("questwright simulate: {exc}").format(exc=_message(exc)), file=sys.stderr)
        return 2
    print(report.text(), file=text_out)
    if args.json:
        _write_json(args.json, report.to_json())
    if report.stopped:  # a worker died: what finished is above, the run is not whole
        message = report.extra["stopped"]["message"]
        print(
            tr("questwright simulate: stopped early: {message}").format(message=message),
            file=sys.stderr,
        )
        return 1
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
        default=None,
        help=tr(
            "who settles ties the rules leave to the players (default ask; with --auto, "
            "random, as in simulate)"
        ),
    )
    p.add_argument(
        "--auto", metavar="BOT", help=tr("let a bot play every player: goal, random or search")
    )
    p.add_argument("--max-rounds", type=int, help=tr("round bound (default: the ruleset's)"))
    p.add_argument(
        "--as",
        dest="side",
        metavar="SIDE",
        help=tr(
            "who you play: a side (heroes, overlord), one player (h1) or all (default); "
            "the bot plays the others and you see only your side's view"
        ),
    )
    p.set_defaults(func=cmd_play)

    s = subparsers.add_parser(
        "simulate",
        help=tr("Monte Carlo balance run with bots"),
        description=tr(
            "Play N seeded games with bots and report win rate (95% interval), "
            "rounds to win/loss, hero deaths, objectives reached and per-zone heatmaps."
        ),
    )
    s.add_argument("quest", help=tr("quest file (*.quest.json)"))
    s.add_argument(
        "-n",
        type=int,
        default=1000,
        help=tr("games at most (default 1000; the run stops sooner at its --precision)"),
    )
    s.add_argument(
        "--precision",
        type=float,
        default=5.0,
        metavar="POINTS",
        help=tr(
            "stop once the win rate's 95%% interval is within ±POINTS percentage points "
            "(default 5; 0: play all -n games)"
        ),
    )
    s.add_argument(
        "--heroes",
        help=tr(
            "hero count, comma-separated classes, or a range of party sizes such as 1-6 "
            "(a sweep: win rate per party size, with a plot) (default 2)"
        ),
    )
    s.add_argument("--seed", type=int, default=0, help=tr("first seed; game i uses seed+i"))
    s.add_argument(
        "--vary",
        metavar="PARAM=RANGE",
        help=tr(
            "run the quest with one parameter changed over a range and plot the win rate: "
            "round-limit, counter:ID, spawn:TRIGGER, setup.KEY or a rule parameter; RANGE "
            "a-b, a-b:step or 1,3,5"
        ),
    )
    s.add_argument(
        "--plot", metavar="FILE", help=tr("the sweep's PNG plot (default QUEST-AXIS.png)")
    )
    s.add_argument(
        "--strength",
        type=int,
        metavar="N",
        help=tr(
            "games the random and goal bots play for the bot-strength line "
            "(default min(n, 200), none for one game; 0: none)"
        ),
    )
    s.add_argument(
        "--jobs",
        type=int,
        default=None,
        help=tr("worker processes (default: every core this process may use)"),
    )
    s.add_argument(
        "--bot",
        default=None,
        help=tr(
            "the bot of every player: search (default; Monte Carlo search that cannot see "
            "the future, once a turn: ten games a second per core or more, about two on "
            "descent1), search-deep (a search at every decision, about ten times "
            "slower), goal (plans toward the objectives, hundreds of games a second) or "
            "random"
        ),
    )
    s.add_argument(
        "--opponent",
        metavar="BOT",
        help=tr(
            "the bot of the players not on the heroes' side, such as the overlord "
            "(default: the --bot)"
        ),
    )
    s.add_argument(
        "--json",
        metavar="FILE",
        help=tr("write the full report as JSON ('-': stdout, and the text report to stderr)"),
    )
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
