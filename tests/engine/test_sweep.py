"""Balance sweeps (engine/sweep.py), the win-rate plot (engine/plot.py), bot strength and
the Dask path of ``questwright simulate``."""

from __future__ import annotations

import json
import struct
import time
import zlib
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from questwright.engine.plot import LINE, render_png, win_rate_chart
from questwright.engine.simulate import BALANCE_BOT, GameSpec, bot_strength, simulate
from questwright.engine.sweep import apply_override, parse_range, parse_vary, sweep

from questwright.cli import main

ROOT = Path(__file__).resolve().parents[2]
KEY = str(ROOT / "quests/md1/wardens-key.quest.json")
SPAN = str(ROOT / "quests/md2/cinder-span.quest.json")


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args, "--quiet"])
    out, err = capsys.readouterr()
    return code, out, err


def _png_pixels(data: bytes) -> np.ndarray:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    pos, idat = 8, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        if kind == b"IDAT":
            idat += data[pos + 8 : pos + 8 + length]
        pos += 12 + length
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8)
    rows = raw.reshape(height, 1 + width * 3)
    assert not rows[:, 0].any()  # filter 0 on every row
    return rows[:, 1:].reshape(height, width, 3)


# ---------------------------------------------------------------------- parsing
def test_ranges_and_vary_specs_parse_and_bad_ones_are_one_line_errors() -> None:
    assert parse_range("1-6") == [1, 2, 3, 4, 5, 6]
    assert parse_range("8-14:3") == [8, 11, 14]
    assert parse_range("3,1,2") == [3, 1, 2]
    assert parse_vary("round-limit=5-6") == ("round-limit", [5, 6])
    for bad in ("6-1", "a-b", "1-3:0", "", "0-100000"):
        with pytest.raises(ValueError):
            parse_range(bad)
    with pytest.raises(ValueError, match="PARAM=RANGE"):
        parse_vary("round-limit")


def test_overrides_write_each_kind_of_quest_parameter_and_refuse_unknown_ones() -> None:
    doc: dict[str, Any] = {
        "loss": [{"id": "l", "kind": "round-limit", "rounds": 9}],
        "counters": [{"id": "c", "scope": "tile", "start": {"a": 4, "b": 4}}],
        "triggers": [
            {"id": "t", "effects": [{"kind": "spawn", "value": {"guard": 1, "count": 1}}]},
            {"id": "u", "effects": [{"kind": "spawn", "value": "guard"}]},
        ],
    }
    assert apply_override(doc, "round-limit", 12)["loss"][0]["rounds"] == 12
    assert apply_override(doc, "counter:c", 2)["counters"][0]["start"] == {"a": 2, "b": 2}
    assert apply_override(doc, "spawn:t", 3)["triggers"][0]["effects"][0]["value"]["count"] == 3
    assert apply_override(doc, "setup.lifebringer", 1)["setup"] == {"lifebringer": 1}
    assert apply_override(doc, "heroHealth", 7)["parameters"] == {"heroHealth": 7}
    assert doc["loss"][0]["rounds"] == 9  # the original is untouched
    for bad in ("counter:x", "spawn:x", "spawn:u"):
        with pytest.raises(ValueError):
            apply_override(doc, bad, 1)
    with pytest.raises(ValueError, match="round-limit"):
        apply_override({"loss": []}, "round-limit", 3)


# ---------------------------------------------------------------------- sweeps
def test_party_size_sweep_reports_every_size_and_the_bot_strength() -> None:
    spec = GameSpec(KEY, 2)
    report = sweep(spec, heroes=[1, 4], n=8, strength_games=8)
    doc = report.to_json()
    assert [p["value"] for p in doc["points"]] == [1, 4]
    assert [p["heroes"] for p in doc["points"]] == [1, 4]
    for point in doc["points"]:
        lo, hi = point["win_rate_ci95"]
        assert lo <= point["win_rate"] <= hi and point["games"] == 8
        assert set(point["rounds"]) == {"win", "loss"} and "per_game" in point["deaths"]
    assert doc["strength_at"] == 4 and set(doc["strength"]) == {"goal", "random"}
    assert doc["points"][1]["win_rate"] == doc["strength"]["goal"]["win_rate"]
    single = simulate(GameSpec(KEY, 4), n=8)
    assert single.wins == report.points[1].report.wins  # the same seeds as a plain run
    assert "bot strength" in report.text() and "random" in report.text()


def test_vary_round_limit_changes_the_quest_and_the_objective_that_fails_most() -> None:
    report = sweep(GameSpec(SPAN, 2), vary=("round-limit", [1, 30]), n=6, strength_games=0)
    short, long = report.to_json()["points"]
    assert short["wins"] == 0 and short["rounds"]["loss"]["p90"] <= 1
    failed = short["most_failed_objective"]
    assert failed is not None and failed["id"] == "obj-shards" and failed["games"] == 6
    assert long["rounds"]["loss"]["mean"] is None or long["rounds"]["loss"]["mean"] > 1


def test_a_value_the_format_refuses_is_reported_before_any_game() -> None:
    from questwright.schema.errors import LoadError

    with pytest.raises(LoadError, match="rounds"):
        sweep(GameSpec(SPAN, 2), vary=("round-limit", [0]), n=5)


def test_bot_strength_lists_the_random_and_goal_bots_on_the_same_games() -> None:
    spec = GameSpec(KEY, 2, bot="random")
    report = simulate(spec, n=6)
    strength = bot_strength(spec, report, 6)
    assert list(strength) == ["random", "goal"]
    assert strength["random"]["games"] == 6 and strength["goal"]["win_rate"] >= 0.5


# ---------------------------------------------------------------------- the plot
def test_win_rate_plot_is_a_deterministic_png_with_the_points_drawn() -> None:
    points = [(1.0, 0.0, 0.0, 0.2), (2.0, 1.0, 0.8, 1.0)]
    image = win_rate_chart(points, title="test", xlabel="heroes")
    data = render_png(image)
    assert data == render_png(win_rate_chart(points, title="test", xlabel="heroes"))
    pixels = _png_pixels(data)
    assert pixels.shape == image.shape and (pixels == image).all()
    line = np.all(pixels == LINE, axis=2)
    ys, xs = np.nonzero(line)
    # the 0 % point sits low on the left, the 100 % point high on the right
    assert ys[xs.argmin()] > ys[xs.argmax()] + 100


# ---------------------------------------------------------------------- the CLI
def test_cli_heroes_range_prints_a_row_per_size_and_writes_the_plot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plot = tmp_path / "sizes.png"
    out = tmp_path / "sweep.json"
    code, text, err = _cli(
        capsys,
        KEY,
        *("-n", "4", "--heroes", "1-2", "--bot", "goal"),
        *("--plot", str(plot), "--json", str(out)),
    )
    assert code == 0, err
    assert "sweep over heroes" in text and f"plot: {plot}" in text
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert [p["heroes"] for p in doc["points"]] == [1, 2]
    assert _png_pixels(plot.read_bytes()).shape[2] == 3


def test_cli_vary_and_its_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plot = tmp_path / "v.png"
    code, text, err = _cli(
        capsys, SPAN, "-n", "3", "--vary", "round-limit=2-3", "--plot", str(plot), "--strength", "2"
    )
    assert code == 0, err
    assert "sweep over round-limit" in text and plot.exists()
    for args in (
        ["--vary", "counter:nope=1-2"],
        ["--vary", "round-limit"],
        ["--heroes", "1-3", "--vary", "round-limit=2-3"],
        ["--vary", "round-limit=0-1"],
    ):
        code, text, err = _cli(capsys, SPAN, "-n", "2", "--plot", str(tmp_path / "x.png"), *args)
        assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert not (tmp_path / "x.png").exists()


def test_cli_single_run_states_the_bot_strength(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --bot the search bot plays (the default for balance), and the report sets
    it next to the random and goal bots."""
    out = tmp_path / "run.json"
    code, text, err = _cli(capsys, KEY, "-n", "2", "--strength", "4", "--json", str(out))
    assert code == 0, err
    assert "bot strength" in text and "random:" in text and "goal" in text
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["bot"] == BALANCE_BOT == "search" and "MCTS" in doc["bot_label"]
    assert set(doc["strength"]) == {"search", "random", "goal"}


# ---------------------------------------------------------------------- Dask
def test_dask_cluster_runs_the_same_games_names_workers_and_closes_the_client(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A real LocalCluster with worker processes (the `distributed` package is part of the
    test extra, so CI runs this): the same games as a local run, early stop included, the
    report naming the workers, through the API and through ``simulate --dask ADDRESS``."""
    distributed = pytest.importorskip("distributed")
    from questwright.engine.simulate import dask_executor

    spec = GameSpec(KEY, 2)
    with distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None
    ) as cluster:
        with dask_executor(cluster.scheduler_address) as (executor, workers):
            remote = simulate(spec, n=12, executor=executor, min_chunk=4)
            early = simulate(spec, n=2000, jobs=2, executor=executor, precision=0.06)
            assert len(cluster.scheduler.clients) >= 2  # ours joined
            swept = sweep(spec, heroes=[1, 2], n=4, executor=executor, strength_games=0)
        assert len(workers) == 2 and all(workers)
        deadline = time.monotonic() + 10
        while any(c != "fire-and-forget" for c in cluster.scheduler.clients):
            assert time.monotonic() < deadline, "the client was left open"
            time.sleep(0.05)
        out = tmp_path / "dask.json"
        code, text, _ = _cli(
            capsys,
            KEY,
            "-n",
            "40",
            "--bot",
            "goal",
            "--dask",
            cluster.scheduler_address,
            "--json",
            str(out),
            "--strength",
            "0",
        )
        assert code == 0 and "Dask workers:" in text
        doc = json.loads(out.read_text())
        assert len(doc["dask_workers"]) == 2 and doc["jobs"] == 2
    local = simulate(spec, n=12)
    assert [g["result"] for g in remote.games] == [g["result"] for g in local.games]
    assert early.games == simulate(spec, n=2000, precision=0.06).games
    assert [p.report.n for p in swept.points] == [4, 4]
    assert [r["result"] for r in doc["results"]] == [
        g["result"] for g in simulate(GameSpec(KEY, 2, "goal"), n=40).games
    ]


def test_the_plot_as_svg_has_real_text_labels_and_every_point(tmp_path: Path) -> None:
    import xml.etree.ElementTree as ET

    from questwright.engine.plot import win_rate_svg, write_chart

    points = [(1.0, 0.25, 0.1, 0.4), (2.0, 0.5, 0.35, 0.65), (3.0, 0.9, 0.8, 0.97)]
    svg = win_rate_svg(points, title="Quest <A> & B: win rate by heroes", xlabel="heroes")
    root = ET.fromstring(svg)  # well-formed, the title escaped
    ns = "{http://www.w3.org/2000/svg}"
    texts = [t.text for t in root.iter(f"{ns}text")]
    assert "Quest <A> & B: win rate by heroes" in texts and "heroes" in texts
    assert {"0 %", "50 %", "100 %", "1", "2", "3"} <= set(texts)
    assert len(list(root.iter(f"{ns}circle"))) == 3
    assert win_rate_svg(points) == win_rate_svg(points)  # deterministic
    write_chart(tmp_path / "p.svg", points)
    write_chart(tmp_path / "p.png", points)
    assert (tmp_path / "p.svg").read_text().startswith("<svg")
    assert (tmp_path / "p.png").read_bytes().startswith(b"\x89PNG")
