"""Balance sweeps: the same quest simulated along one axis (party size or a quest parameter).

``simulate --heroes 1-6`` runs one :func:`~questwright.engine.simulate.simulate` per party
size; ``simulate --vary PARAM=RANGE`` one per value of a quest parameter, each on the quest
with that value written in (:func:`apply_override`, checked against the format like any
loaded quest). A :class:`SweepReport` gives, per point, the win rate with its 95 % interval,
rounds, deaths and the objective the lost games failed most (with where: its targets and the
deadliest zone), and states the strength of the bot: its win rate at the first point next to
the random and goal bots' on the same games.

Parameters (``PARAM``):

* ``round-limit`` — the ``rounds`` of every ``round-limit`` loss condition;
* ``counter:<id>`` — the ``start`` of that counter (every place of a per-place start);
* ``spawn:<trigger id>`` — the ``count`` of every object-valued ``spawn`` effect of that
  trigger;
* ``setup.<key>`` — a setup key (``setup.lifebringer``);
* ``<name>`` or ``parameters.<name>`` — a rule parameter the quest overrides
  (``docs/format.md``, "Parameters by system").

``RANGE`` is ``a-b`` (integers, inclusive), ``a-b:step`` or a comma list ``1,3,5``.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from questwright.engine.simulate import (
    STRENGTH_GAMES,
    GameSpec,
    SimulationReport,
    bot_strength,
    simulate,
    strength_lines,
    wilson_interval,
)

__all__ = [
    "MAX_POINTS",
    "SweepPoint",
    "SweepReport",
    "apply_override",
    "parse_range",
    "parse_vary",
    "sweep",
]

#: points a sweep may have at most (each is a full simulation)
MAX_POINTS = 50


def parse_range(text: str) -> list[int]:
    """``"1-6"`` → ``[1, …, 6]``; ``"8-14:2"`` → ``[8, 10, 12, 14]``; ``"1,3,5"``.

    >>> parse_range("2-4"), parse_range("1,5"), parse_range("0-6:3")
    ([2, 3, 4], [1, 5], [0, 3, 6])
    """
    text = text.strip()
    try:
        if "," in text:
            values = [int(v) for v in text.split(",") if v.strip()]
        else:
            span, _, step_text = text.partition(":")
            low_text, dash, high_text = span.lstrip("-").partition("-")
            low = int(("-" if span.startswith("-") else "") + low_text)
            high = int(high_text) if dash else low
            step = int(step_text) if step_text else 1
            if step < 1:
                raise ValueError
            if high < low:
                raise ValueError
            values = list(range(low, high + 1, step))
    except ValueError:
        raise ValueError(
            f"bad range {text!r} (write a-b, a-b:step or a comma list such as 1,3,5)"
        ) from None
    if not values:
        raise ValueError(f"bad range {text!r}: no values")
    if len(values) > MAX_POINTS:
        raise ValueError(f"range {text!r} has {len(values)} values (at most {MAX_POINTS})")
    return values


def parse_vary(text: str) -> tuple[str, list[int]]:
    """``"round-limit=8-12"`` → ``("round-limit", [8, …, 12])``."""
    name, eq, values = text.partition("=")
    if not eq or not name.strip():
        raise ValueError(f"bad --vary {text!r} (write PARAM=RANGE, e.g. round-limit=8-14)")
    return name.strip(), parse_range(values)


def apply_override(doc: dict[str, Any], param: str, value: int) -> dict[str, Any]:
    """A copy of the quest document ``doc`` with ``param`` set to ``value`` (see the module
    docstring); a parameter the quest does not declare is a ``ValueError``."""
    out = copy.deepcopy(doc)
    if param == "round-limit":
        limits = [loss for loss in out.get("loss", []) if loss.get("kind") == "round-limit"]
        if not limits:
            raise ValueError("the quest has no round-limit loss condition to vary")
        for loss in limits:
            loss["rounds"] = value
        return out
    kind, colon, ident = param.partition(":")
    if colon and kind == "counter":
        counters = [c for c in out.get("counters", []) if c.get("id") == ident]
        if not counters:
            raise ValueError(f"the quest has no counter {ident!r}")
        for counter in counters:
            start = counter.get("start")
            counter["start"] = {k: value for k in start} if isinstance(start, dict) else value
        return out
    if colon and kind == "spawn":
        triggers = [t for t in out.get("triggers", []) if t.get("id") == ident]
        if not triggers:
            raise ValueError(f"the quest has no trigger {ident!r}")
        spawns = [
            e
            for t in triggers
            for e in t.get("effects", [])
            if e.get("kind") == "spawn" and isinstance(e.get("value"), dict)
        ]
        if not spawns:
            raise ValueError(
                f"trigger {ident!r} has no spawn effect with an object value (give it "
                '{"count": …} to vary)'
            )
        for effect in spawns:
            effect["value"]["count"] = value
        return out
    if param.startswith("setup."):
        out.setdefault("setup", {})[param.split(".", 1)[1]] = value
        return out
    name = param.split(".", 1)[1] if param.startswith("parameters.") else param
    out.setdefault("parameters", {})[name] = value
    return out


@dataclass
class SweepPoint:
    """One point of a sweep: the axis value and the simulation run there."""

    value: int
    report: SimulationReport


@dataclass
class SweepReport:
    """A sweep over party size (``axis == "heroes"``) or a quest parameter."""

    quest: str
    system: str
    axis: str
    bot: str
    bot_label: str
    points: list[SweepPoint]
    #: bot name → {label, games, win_rate, win_rate_ci95} at ``strength_at``, same seeds
    strength: dict[str, dict[str, Any]]
    #: the axis value the strength line was measured at
    strength_at: int
    objective_targets: dict[str, list[str]]
    elapsed: float
    extra: dict[str, Any] = field(default_factory=dict)

    def point_json(self, point: SweepPoint) -> dict[str, Any]:
        doc = point.report.to_json()
        failed = most_failed(point.report)
        where = None
        if failed is not None:
            deadly = max(doc["zones"].items(), key=lambda kv: kv[1]["deaths"], default=(None, None))
            where = {
                "targets": self.objective_targets.get(failed[0], []),
                "deadliest_zone": deadly[0] if deadly[1] and deadly[1]["deaths"] else None,
            }
        return {
            "value": point.value,
            "heroes": doc["heroes"],
            "games": doc["games"],
            "wins": doc["wins"],
            "win_rate": doc["win_rate"],
            "win_rate_ci95": doc["win_rate_ci95"],
            "rounds": doc["rounds"],
            "deaths": doc["deaths"],
            "most_failed_objective": (
                {"id": failed[0], "games": failed[1], "where": where} if failed else None
            ),
            "losses": doc["losses"],
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "quest": self.quest,
            "system": self.system,
            "axis": self.axis,
            "bot": self.bot,
            "bot_label": self.bot_label,
            "strength": self.strength,
            "strength_at": self.strength_at,
            "points": [self.point_json(p) for p in self.points],
            "elapsed_s": round(self.elapsed, 3),
            **self.extra,
        }

    def text(self) -> str:
        doc = self.to_json()
        axis = "heroes" if self.axis == "heroes" else self.axis
        lines = [
            f"{self.quest} ({self.system}) — sweep over {axis}, {self.bot_label} bots",
            f"{axis:>12}  {'games':>5}  {'win rate':>8}  {'95% CI':>15}  "
            f"{'rounds':>6}  {'deaths':>6}  most failed objective",
        ]
        for p in doc["points"]:
            lo, hi = p["win_rate_ci95"]
            rounds = p["rounds"]["win"]["median"] or p["rounds"]["loss"]["median"]
            failed = p["most_failed_objective"]
            where = ""
            if failed:
                w = failed["where"] or {}
                places = ", ".join(w.get("targets") or [])
                where = f"{failed['id']} ({failed['games']} games"
                where += f"; at {places}" if places else ""
                where += (
                    f"; deaths most in {w['deadliest_zone']}" if w.get("deadliest_zone") else ""
                )
                where += ")"
            lines.append(
                f"{p['value']:>12}  {p['games']:>5}  {p['win_rate']:>8.1%}  "
                f"{lo:>6.1%} – {hi:>6.1%}  {_num(rounds):>6}  "
                f"{p['deaths']['per_game']:>6.2f}  {where or '-'}"
            )
        if self.strength:
            lines.append(f"at {axis} {self.strength_at}:")
            lines.extend(strength_lines(self.strength))
        workers = self.extra.get("dask_workers")
        if workers:
            lines.append(f"Dask workers: {', '.join(workers)}")
        return "\n".join(lines)

    def plot_points(self) -> list[tuple[float, float, float, float]]:
        """``(value, win rate, low, high)`` per point, for :mod:`questwright.engine.plot`."""
        out = []
        for p in self.points:
            lo, hi = wilson_interval(p.report.wins, p.report.n)
            out.append((float(p.value), p.report.wins / max(1, p.report.n), lo, hi))
        return out


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def most_failed(report: SimulationReport) -> tuple[str, int] | None:
    """The objective lost games failed most: per lost game, the first objective (in the
    quest's order) it did not complete."""
    counts: dict[str, int] = {}
    for game in report.games:
        if game["result"] == "win":
            continue
        done = set(game["objectives"])
        first = next((o for o in report.objective_ids if o not in done), None)
        if first is not None:
            counts[first] = counts.get(first, 0) + 1
    if not counts:
        return None
    best = max(counts.items(), key=lambda kv: (kv[1], -report.objective_ids.index(kv[0])))
    return best


def sweep(
    spec: GameSpec,
    *,
    heroes: list[int] | None = None,
    vary: tuple[str, list[int]] | None = None,
    n: int = 200,
    seed: int = 0,
    jobs: int = 1,
    executor: Executor | None = None,
    strength_games: int = STRENGTH_GAMES,
    progress: Callable[[int], None] | None = None,
    precision: float | None = None,
) -> SweepReport:
    """Simulate ``spec`` at every party size of ``heroes`` or every value of ``vary``
    (exactly one of them), ``n`` games each on the same seeds (fewer at a point whose
    interval is within ``precision`` sooner); then the random and goal bots on the first
    point's first ``strength_games`` seeds (0: none)."""
    if (heroes is None) == (vary is None):
        raise ValueError("a sweep varies either the party size or one quest parameter")
    start = time.perf_counter()
    specs: list[tuple[int, GameSpec]] = []
    if heroes is not None:
        axis = "heroes"
        specs = [(k, replace(spec, party=k)) for k in heroes]
    else:
        assert vary is not None
        axis, values = vary
        base = _quest_doc(spec.quest)
        for value in values:
            apply_override(base, axis, value)  # a bad parameter fails before any game
            specs.append((value, replace(spec, overrides=((axis, value),))))
    points = []
    for value, point_spec in specs:
        point_spec.build()  # a value the format refuses is reported before the games
        report = simulate(
            point_spec, n=n, seed=seed, jobs=jobs, executor=executor, precision=precision
        )
        points.append(SweepPoint(value, report))
        if progress is not None:
            progress(report.n)
    # the strength line is measured where balance is usually judged: four heroes when the
    # sweep has them, else its first point
    ref = next((i for i, (v, _) in enumerate(specs) if axis == "heroes" and v == 4), 0)
    first = points[ref].report
    labels = str(first.extra.get("bot_label", spec.bot))
    strength = (
        bot_strength(specs[ref][1], first, min(n, strength_games), seed, jobs, executor)
        if strength_games
        else {}
    )
    game = specs[0][1].build()
    targets = {o.id: list(o.targets) for o in game.logic.objectives}
    return SweepReport(
        quest=first.quest,
        system=first.system,
        axis=axis,
        bot=spec.bot,
        bot_label=str(labels),
        points=points,
        strength=strength,
        strength_at=specs[ref][0],
        objective_targets=targets,
        elapsed=time.perf_counter() - start,
    )


def _strength(report: SimulationReport, label: str) -> dict[str, Any]:
    return {
        "label": label,
        "games": report.n,
        "win_rate": round(report.wins / report.n, 4) if report.n else 0.0,
        "win_rate_ci95": list(wilson_interval(report.wins, report.n)),
    }


def _quest_doc(path: str) -> dict[str, Any]:
    from questwright.schema.files import read_json
    from questwright.schema.io import check_document

    return check_document(read_json(path), path, "questwright-quest")  # type: ignore[no-any-return]


def quest_with_override(path: str | Path, overrides: tuple[tuple[str, int], ...]) -> Any:
    """The quest model of ``path`` with the overrides written in, checked like a loaded
    file (a value the format refuses is a :class:`~questwright.schema.errors.LoadError`)."""
    from questwright.schema.io import check_document, model_from_document

    doc = _quest_doc(str(path))
    for name, value in overrides:
        doc = apply_override(doc, name, value)
    return model_from_document(check_document(doc, str(path), "questwright-quest"))
