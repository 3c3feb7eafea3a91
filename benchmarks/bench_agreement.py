"""The model and the engine agree (a script, not a timed test): ``python benchmarks/bench_agreement.py``.

Issue #29 item 5. For each quest (default: every bundled quest and the md1 rulebook
fixtures of ``tests/engine/md1_rulebook``) the tool applies ONE change at a time (a
*mutation*), validates the changed quest and plays ``-n`` goal-bot games with 2 and with 4
heroes, then flags where the validators and the engine disagree:

- ``FALSE-ALARM``: the validators report an error whose code is not in :data:`LEGIT`
  (codes that rightly reject a file the engine tolerates), yet the engine wins some games;
- ``MISS``: no error, the engine never wins (or refuses to start), while the unchanged
  quest wins at least half of its games;
- ``CRASH``: loading, validating, building the game or playing raised something other
  than a clean one-line error (:class:`~questwright.schema.errors.LoadError`, a plain
  ``ValueError`` or ``StateError`` of the engine).

A mutation whose file no longer loads (schema-invalid) is reported as ``schema-invalid``,
not as a crash. Mutation kinds (``--kinds``): see :data:`KINDS`.

Output: a text table of the flagged mutations per quest; ``--json FILE`` writes every
mutation's error and warning codes and wins, with figures ``mutations``, ``false_alarm``,
``miss``, ``crash``, ``schema_invalid`` and ``refused``. Same arguments, same JSON (the CPU
time is printed, not written). ``--jobs J`` plays quests in J processes; ``--quick`` plays
only the games that can change a flag, up to the first win (the flags are the same).
"""

from __future__ import annotations

import argparse
import copy
import json
import multiprocessing
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from questwright.engine.core import Game, StateError
from questwright.engine.simulate import play_game
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.errors import LoadError
from questwright.schema.io import load_quest
from questwright.validators.runner import validate_quest

ROOT = Path(__file__).resolve().parents[1]
RULEBOOK = ROOT / "tests" / "engine" / "md1_rulebook"
PARTIES = (2, 4)

#: Mutation kinds, in the order they are applied.
KINDS: dict[str, str] = {
    "del-edge": "delete one edge (wall, door, ...)",
    "lock-door": "lock a door that is not locked",
    "del-token": "delete one token",
    "move-token": "move one token one cell (two of four directions, chosen by --seed)",
    "del-trigger": "delete one trigger",
    "del-effect": "delete one effect of a trigger",
    "repeat-trigger": "make a once-trigger repeat",
    "drop-after": "drop an objective's `after`",
    "del-objective": "delete one objective (of several)",
    "flip-door": "flip a door open <-> closed",
    "del-loss": "delete one loss condition",
    "round-limit": "add a round-limit loss of k rounds, or shorten the quest's to k (k = 1..8)",
}

#: Error codes that are right to reject a file even where the engine still wins: the file
#: breaks a set-up rule the engine tolerates. A code ending in ``*`` is a prefix.
LEGIT: dict[str, str] = {
    "DOOR_NEVER_OPENS": "a door no rule opens is a set-up mistake; the bot walks around it",
    "MD_LEVEL_RANGE": "a token's level out of the system's range; the engine clamps it",
    "MD_LEVEL_START": "the start level rule is broken; the engine plays any level",
    "START_MISSING": "no start spaces; the engine puts the heroes somewhere anyway",
    "PARTY_COUNT_FAILS": "the quest does not hold every allowed party; others still win",
    "MD2_PORTALS": "md2 portal set-up broken; the engine plays without the missing portal",
    "CAMERA_*": "camera/set-up presentation rules; no effect on play",
    "TOKEN_OFF_BOARD": "a token off the board is a file error; the engine ignores it",
    "TOKEN_ON_IMPASSABLE": "a token on impassable terrain is a file error; play goes on",
    "DESCENT_START_SPACES": "descent1 start-space set-up rule; the engine places heroes anyway",
    "DESCENT_MONSTER_FOOTPRINT": "a monster's footprint breaks the set-up rule; it still plays",
    "MD_START_CLOSED": "start area set-up rule; the engine starts anyway",
    "MACHINA_CHAPTERS": "machina chapter structure rule; the engine plays what is there",
    "REF_*": "a broken reference is a file error, whatever the engine makes of it",
}

FLAGS = ("FALSE-ALARM", "MISS", "CRASH")


def is_legit(code: str, legit: dict[str, str] = LEGIT) -> bool:
    """Whether ``code`` is one of the ``legit`` codes (``X_*`` entries match by prefix)."""
    return any(key == code or (key.endswith("*") and code.startswith(key[:-1])) for key in legit)


def default_quests() -> list[Path]:
    """Every bundled quest and the md1 rulebook fixtures, sorted."""
    return sorted(bundled_quests_dir().glob("*/*.quest.json")) + sorted(
        RULEBOOK.glob("*.quest.json")
    )


def quest_name(path: Path) -> str:
    """A short stable name: ``system/file`` for bundled quests, else relative to the repo."""
    path = path.resolve()
    for base in (bundled_quests_dir().resolve(), ROOT):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def _variant(doc: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(doc)


def _deleted(doc: dict[str, Any], section: str, index: int) -> dict[str, Any]:
    """``doc`` without the ``index``-th entry of ``section``."""
    d = _variant(doc)
    del d[section][index]
    return d


def mutations(
    doc: dict[str, Any], kinds: Sequence[str], seed: int, name: str
) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every one-change variant of ``doc`` of the given kinds, as ``(kind, label, doc)``."""
    edges = doc.get("edges", [])
    tokens = doc.get("tokens", [])
    triggers = doc.get("triggers", [])
    objectives = doc.get("objectives", [])
    losses = doc.get("loss", [])
    for kind in kinds:
        if kind == "del-edge":
            for i, e in enumerate(edges):
                yield kind, f"del edge {e.get('id')}", _deleted(doc, "edges", i)
        elif kind == "lock-door":
            for i, e in enumerate(edges):
                if e.get("kind") == "door" and e.get("state") != "locked":
                    d = _variant(doc)
                    d["edges"][i]["state"] = "locked"
                    yield kind, f"lock {e.get('id')}", d
        elif kind == "del-token":
            for i, t in enumerate(tokens):
                yield kind, f"del token {t.get('id')}:{t.get('type')}", _deleted(doc, "tokens", i)
        elif kind == "move-token":
            for i, t in enumerate(tokens):
                if "cell" not in t:
                    continue
                rng = random.Random(f"{seed}:{name}:{t.get('id')}")
                for dx, dy in rng.sample([(1, 0), (-1, 0), (0, 1), (0, -1)], 2):
                    d = _variant(doc)
                    x, y = d["tokens"][i]["cell"]
                    d["tokens"][i]["cell"] = [x + dx, y + dy]
                    yield kind, f"move {t.get('id')}:{t.get('type')} {dx:+d},{dy:+d}", d
        elif kind == "del-trigger":
            for i, tr in enumerate(triggers):
                yield kind, f"del trigger {tr.get('id')}", _deleted(doc, "triggers", i)
        elif kind == "del-effect":
            for i, tr in enumerate(triggers):
                for j, e in enumerate(tr.get("effects", [])):
                    d = _variant(doc)
                    del d["triggers"][i]["effects"][j]
                    yield kind, f"del effect {tr.get('id')}#{j}:{e.get('kind')}", d
        elif kind == "repeat-trigger":
            for i, tr in enumerate(triggers):
                if tr.get("once") is True:
                    d = _variant(doc)
                    d["triggers"][i]["once"] = False
                    yield kind, f"repeat {tr.get('id')}", d
        elif kind == "drop-after":
            for i, o in enumerate(objectives):
                if o.get("after"):
                    d = _variant(doc)
                    del d["objectives"][i]["after"]
                    yield kind, f"no-after {o.get('id')}", d
        elif kind == "del-objective":
            if len(objectives) > 1:
                for i, o in enumerate(objectives):
                    yield kind, f"del objective {o.get('id')}", _deleted(doc, "objectives", i)
        elif kind == "flip-door":
            for i, e in enumerate(edges):
                if e.get("kind") == "door":
                    old = e.get("state", "closed")
                    new = "closed" if old == "open" else "open"
                    d = _variant(doc)
                    d["edges"][i]["state"] = new
                    yield kind, f"door {e.get('id')} {old}->{new}", d
        elif kind == "del-loss":
            for i, loss in enumerate(losses):
                label = f"del loss {loss.get('id')}:{loss.get('kind')}"
                yield kind, label, _deleted(doc, "loss", i)
        elif kind == "round-limit":
            limits = [i for i, loss in enumerate(losses) if loss.get("kind") == "round-limit"]
            top = min([losses[i].get("rounds", 9) for i in limits] + [9])
            for k in range(1, top):
                d = _variant(doc)
                if limits:
                    d["loss"][limits[0]]["rounds"] = k
                    yield kind, f"round-limit {top}->{k}", d
                else:
                    d.setdefault("loss", []).append(
                        {
                            "id": "loss-probe",
                            "kind": "round-limit",
                            "rounds": k,
                            "text": "Time is up.",
                        }
                    )
                    yield kind, f"round-limit add {k}", d
        else:
            raise ValueError(f"unknown mutation kind {kind!r}; known: {', '.join(KINDS)}")


def _clean(exc: BaseException) -> bool:
    """A clean refusal: a load error, or a plain ValueError/StateError with one line."""
    ok = isinstance(exc, (LoadError, StateError)) or type(exc) is ValueError
    return ok and bool(str(exc)) and "\n" not in str(exc)


def _short(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}".splitlines()[0][:200] if str(exc) else type(exc).__name__


def evaluate(
    doc: dict[str, Any],
    n: int,
    seed: int = 0,
    parties: Sequence[int] = PARTIES,
    should_play: Callable[[list[str]], bool] | None = None,
    first_win: bool = False,
) -> dict[str, Any]:
    """Validate ``doc`` (written to a temporary file) and play ``n`` goal-bot games per party.

    Returns ``status`` (``ok``, ``schema-invalid`` or ``crash``), ``errors`` / ``warnings``
    (sorted codes), ``messages`` (the first message of each error code), ``wins`` (party
    size -> games won, ``None`` where the engine refused to start), ``refused`` (party size
    -> the engine's message), ``played`` (party size -> games played) and ``crash`` (where and
    what raised). ``should_play(errors)`` false plays no game; ``first_win`` stops at the
    first game won (both only where the flag cannot change: ``--quick``)."""
    out: dict[str, Any] = {
        "status": "ok",
        "errors": [],
        "warnings": [],
        "messages": {},
        "wins": {},
        "refused": {},
        "played": {},
        "crash": None,
    }
    with tempfile.TemporaryDirectory(prefix="qw-agree-") as tmp:
        path = Path(tmp) / "mutant.quest.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        try:
            quest = load_quest(path)
        except LoadError as exc:
            out["status"] = "schema-invalid"
            out["crash"] = str(exc).replace(str(path), "<quest>")[:200]
            return out
        except Exception as exc:
            out["status"] = "crash"
            out["crash"] = f"load: {_short(exc)}".replace(str(path), "<quest>")
            return out
        try:
            issues = validate_quest(quest)
        except Exception as exc:
            out["status"] = "crash"
            out["crash"] = f"validate: {_short(exc)}"
            return out
        errors = sorted({i.code for i in issues if i.severity == "error"})
        out["errors"] = errors
        out["warnings"] = sorted({i.code for i in issues if i.severity == "warning"})
        for i in issues:
            if i.severity == "error":
                out["messages"].setdefault(
                    i.code, str(i.message).replace(str(path), "<quest>").splitlines()[0][:200]
                )
        if should_play is not None and not should_play(errors):
            return out
        for k in parties:
            if first_win and total_wins(out):
                break
            try:
                game = Game(str(path), party=k)
            except Exception as exc:
                if _clean(exc):
                    out["wins"][str(k)] = None
                    out["refused"][str(k)] = str(exc).replace(str(path), "<quest>")[:200]
                    continue
                out["status"] = "crash"
                out["crash"] = f"Game(party={k}): {_short(exc)}"
                return out
            won = played = 0
            for s in range(seed, seed + n):
                if first_win and won:
                    break
                played += 1
                try:
                    result = play_game(game, s, "goal").outcome()["result"]
                except Exception as exc:
                    out["status"] = "crash"
                    out["crash"] = f"play(party={k}, seed={s}): {_short(exc)}"
                    return out
                won += result == "win"
            out["wins"][str(k)] = won
            out["played"][str(k)] = played
    return out


def total_wins(result: dict[str, Any]) -> int:
    """Games won over all party sizes (refusals count as none)."""
    return sum(v for v in result["wins"].values() if isinstance(v, int))


def classify(
    result: dict[str, Any], base_wins: int, games: int, legit: dict[str, str] = LEGIT
) -> str | None:
    """The flag of one mutation's ``result`` (``None`` where model and engine agree);
    ``base_wins`` of ``games`` are the unchanged quest's wins."""
    if result["status"] == "crash":
        return "CRASH"
    if result["status"] != "ok":
        return None
    wins = total_wins(result)
    if wins and any(not is_legit(c, legit) for c in result["errors"]):
        return "FALSE-ALARM"
    if not result["errors"] and wins == 0 and 2 * base_wins >= games:
        return "MISS"
    return None


def run_quest(
    path: Path,
    kinds: Sequence[str] = tuple(KINDS),
    n: int = 24,
    seed: int = 0,
    quick: bool = False,
) -> dict[str, Any]:
    """The unchanged quest and every mutation of it, evaluated and classified.

    ``quick`` plays only the games that can change a mutation's flag and stops at the first
    win: none where every error is legitimate, none without an error where the unchanged
    quest wins less than half its games (no MISS possible); the flags are the same, the wins
    are then lower bounds (``played`` says how many games were)."""
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    name = quest_name(Path(path))
    base = evaluate(doc, n, seed)
    games = n * len(PARTIES)
    can_miss = 2 * total_wins(base) >= games

    def should_play(errors: list[str]) -> bool:
        if errors:
            return any(not is_legit(c) for c in errors)
        return can_miss

    rows = []
    for kind, label, mutant in mutations(doc, kinds, seed, name):
        if quick:
            result = evaluate(mutant, n, seed, should_play=should_play, first_win=True)
        else:
            result = evaluate(mutant, n, seed)
        result["flag"] = classify(result, total_wins(base), games)
        rows.append({"kind": kind, "label": label, **result})
    return {"quest": name, "base": base, "games": games, "mutations": rows}


def _run_one(args: tuple[str, tuple[str, ...], int, int, bool]) -> tuple[dict[str, Any], float]:
    t0 = time.process_time()
    res = run_quest(Path(args[0]), args[1], args[2], args[3], args[4])
    return res, time.process_time() - t0


def run(
    paths: Sequence[Path],
    kinds: Sequence[str] = tuple(KINDS),
    n: int = 24,
    seed: int = 0,
    jobs: int = 1,
    quick: bool = False,
) -> tuple[dict[str, Any], float]:
    """All quests; returns the JSON document and the CPU seconds spent."""
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"unknown mutation kind {kind!r}; known: {', '.join(KINDS)}")
    work = [(str(p), tuple(kinds), n, seed, quick) for p in paths]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            done = pool.map(_run_one, work, chunksize=1)
    else:
        done = [_run_one(w) for w in work]
    quests = [d for d, _ in done]
    cpu = sum(c for _, c in done)
    rows = [m for q in quests for m in q["mutations"]]
    figures = {
        "quests": len(quests),
        "mutations": len(rows),
        "games": sum(sum(m["played"].values()) for q in quests for m in q["mutations"]),
        "false_alarm": sum(m["flag"] == "FALSE-ALARM" for m in rows),
        "miss": sum(m["flag"] == "MISS" for m in rows),
        "crash": sum(m["flag"] == "CRASH" for m in rows),
        "schema_invalid": sum(m["status"] == "schema-invalid" for m in rows),
        "refused": sum(bool(m["refused"]) for m in rows),
    }
    doc = {
        "args": {
            "n": n,
            "seed": seed,
            "kinds": list(kinds),
            "parties": list(PARTIES),
            "quick": quick,
        },
        "legit": LEGIT,
        "figures": figures,
        "quests": quests,
    }
    return doc, cpu


def table(doc: dict[str, Any]) -> str:
    """The flagged mutations per quest, as text."""
    lines = []
    for q in doc["quests"]:
        base = q["base"]
        flagged = [m for m in q["mutations"] if m["flag"]]
        lines.append(
            f"{q['quest']}: base wins {base['wins']} E {base['errors']}; "
            f"{len(q['mutations'])} mutations, {len(flagged)} flagged"
        )
        for m in flagged:
            what = m["crash"] if m["flag"] == "CRASH" else f"E {m['errors']} wins {m['wins']}"
            lines.append(f"  {m['flag']:11s} {m['label']:44s} {what}")
    f = doc["figures"]
    lines.append(
        f"{f['mutations']} mutations on {f['quests']} quests: {f['false_alarm']} FALSE-ALARM, "
        f"{f['miss']} MISS, {f['crash']} CRASH, {f['schema_invalid']} schema-invalid, "
        f"{f['refused']} refused by the engine"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``bench_agreement.py [QUEST ...] [-n N] [--kinds K,...] [--json FILE]``."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("quests", nargs="*", type=Path, help="default: bundled + md1 rulebook")
    parser.add_argument("-n", type=int, default=24, help="games per party size (default 24)")
    parser.add_argument(
        "--kinds", default=",".join(KINDS), help=f"comma-separated, of: {', '.join(KINDS)}"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--quick", action="store_true", help="play only games that can change a flag"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        parser.error(f"unknown kinds {unknown}; known: {', '.join(KINDS)}")
    doc, cpu = run(args.quests or default_quests(), kinds, args.n, args.seed, args.jobs, args.quick)
    print(table(doc))
    print(f"CPU time {cpu:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
