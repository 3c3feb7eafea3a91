"""The simulation report (DESIGN §8): many bot games of the open quest, off the UI thread.

:class:`SimulationDialog` asks for games, heroes, seed and jobs and runs the engine's
:func:`~questwright.engine.simulate.simulate` in a :class:`SimulationThread` on a snapshot
of the quest (written to a temporary file, which is what the engine's workers load). The run
is split into slices of consecutive seeds so the progress bar moves and Cancel takes effect
between slices; the slices are merged into one
:class:`~questwright.engine.simulate.SimulationReport`, which the engine guarantees equal to
a single run (results do not depend on chunking). The dialog then shows the win rate with
its 95 % interval, rounds to win and loss, deaths, objectives reached and every game;
"Replay this game" opens a chosen seed in the Test Play dock, "Save report…" writes the JSON,
and :class:`HeatmapItem` draws visits and deaths per zone over the canvas.

Sweeps (the CLI's ``simulate --heroes 1-6`` and ``--vary PARAM=RANGE``): the *Vary* field
takes ``heroes=1-6`` or ``PARAM=RANGE``; *Sweep* runs :func:`~questwright.engine.sweep.sweep`
in a :class:`SweepThread` (Cancel acts between points) and the *Sweep* tab shows the win-rate
plot (the same PNG the CLI writes), a row per value and the bot's strength next to the
random and goal bots'; "Save plot…" writes the PNG.
"""

from __future__ import annotations

import json
import math
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import PLURAL, translate

if TYPE_CHECKING:
    from questwright.editor.document import Document
    from questwright.editor.scene import BoardScene
    from questwright.engine.simulate import GameSpec, SimulationReport
    from questwright.engine.sweep import SweepReport

__all__ = [
    "HeatmapItem",
    "SimulationDialog",
    "SimulationThread",
    "SweepThread",
    "merge_reports",
    "parse_sweep",
    "run_slices",
]

S = CELL
#: progress updates a run aims for
SLICES = 20
#: games per slice and job at most
MAX_SLICE = 100


class Cancelled(Exception):
    """The user cancelled the run."""


def merge_reports(parts: list[SimulationReport], seed: int, jobs: int, elapsed: float) -> Any:
    """One report from runs over consecutive seed ranges (in order)."""
    from questwright.engine.simulate import SimulationReport

    first = parts[0]
    visits = [sum(v) for v in zip(*(p.visits for p in parts), strict=True)]
    deaths = [sum(v) for v in zip(*(p.deaths for p in parts), strict=True)]
    spawned: dict[str, int] = {}
    for p in parts:
        for level, count in p.spawned.items():
            spawned[level] = spawned.get(level, 0) + count
    return SimulationReport(
        quest=first.quest,
        system=first.system,
        party=first.party,
        bot=first.bot,
        seed=seed,
        games=[g for p in parts for g in p.games],
        zone_ids=list(first.zone_ids),
        objective_ids=list(first.objective_ids),
        visits=visits,
        deaths=deaths,
        spawned=spawned,
        jobs=jobs,
        elapsed=elapsed,
        extra=dict(first.extra),
    )


def run_slices(
    spec: GameSpec,
    n: int,
    seed: int,
    jobs: int,
    *,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> SimulationReport:
    """``simulate(spec, n, seed, jobs)`` in slices, with progress and cancel between them."""
    from questwright.engine.simulate import simulate

    # small enough that progress moves and Cancel answers within a fraction of a second
    size = max(1, min(math.ceil(n / SLICES), MAX_SLICE * jobs), 25 * jobs if jobs > 1 else 1)
    executor: Executor | None = None
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        executor = ProcessPoolExecutor(max_workers=jobs)
    parts = []
    done = 0
    start = time.perf_counter()
    try:
        for first in range(seed, seed + n, size):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            count = min(size, seed + n - first)
            parts.append(
                simulate(
                    spec,
                    count,
                    first,
                    jobs,
                    executor=executor,
                    min_chunk=max(1, math.ceil(count / max(1, jobs))),
                )
            )
            done += count
            if progress is not None:
                progress(done)
    finally:
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
    return merge_reports(parts, seed, jobs, time.perf_counter() - start)


class SimulationThread(QThread):
    """Runs :func:`run_slices` off the UI thread; reports progress, the result or an error."""

    progressed = Signal(int)
    finished_report = Signal(object)
    failed = Signal(str)

    def __init__(self, spec: GameSpec, n: int, seed: int, jobs: int) -> None:
        super().__init__()
        self.spec, self.n, self.seed, self.jobs = spec, n, seed, jobs
        self.cancel_event = threading.Event()

    def run(self) -> None:
        try:
            report = run_slices(
                self.spec,
                self.n,
                self.seed,
                self.jobs,
                progress=self.progressed.emit,
                cancel=self.cancel_event,
            )
        except Cancelled:
            self.failed.emit("cancelled")
            return
        except Exception as exc:  # the dialog shows it; the editor keeps running
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.finished_report.emit(report)


def parse_sweep(text: str) -> tuple[list[int] | None, tuple[str, list[int]] | None]:
    """``heroes=1-6`` → (sizes, None); ``round-limit=8-14`` → (None, (param, values))."""
    from questwright.engine.sweep import parse_range, parse_vary

    name, _, values = text.partition("=")
    if name.strip() == "heroes":
        return parse_range(values), None
    return None, parse_vary(text)


class SweepThread(QThread):
    """Runs :func:`~questwright.engine.sweep.sweep` off the UI thread; Cancel acts between
    points (each point is a whole simulation)."""

    progressed = Signal(int)
    finished_report = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        spec: GameSpec,
        heroes: list[int] | None,
        vary: tuple[str, list[int]] | None,
        n: int,
        seed: int,
        jobs: int,
    ) -> None:
        super().__init__()
        self.spec, self.heroes, self.vary = spec, heroes, vary
        self.n, self.seed, self.jobs = n, seed, jobs
        self.cancel_event = threading.Event()
        self._done = 0

    def _tick(self, games: int) -> None:
        self._done += games
        self.progressed.emit(self._done)
        if self.cancel_event.is_set():
            raise Cancelled

    def run(self) -> None:
        from questwright.engine.sweep import sweep

        try:
            report = sweep(
                self.spec,
                heroes=self.heroes,
                vary=self.vary,
                n=self.n,
                seed=self.seed,
                jobs=self.jobs,
                strength_games=min(self.n, 200),
                progress=self._tick,
            )
        except Cancelled:
            self.failed.emit("cancelled")
            return
        except Exception as exc:  # the dialog shows it; the editor keeps running
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.finished_report.emit(report)


# ---------------------------------------------------------------------- heatmap
class HeatmapItem(QGraphicsItem):
    """Visits (orange, stronger = more) and deaths (red discs with the count) per zone."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(9)  # over floors, walls and overlays; under tokens and figures
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fills: list[tuple[QColor, QPainterPath]] = []
        self.never = QPainterPath()
        self.labels: list[tuple[QPointF, str, int]] = []
        self.zones: set[str] = set()
        self._bounds = QRectF()
        self._font = QFont()
        self._font.setBold(True)

    def set_report(self, doc: dict[str, Any], cells: dict[str, list[tuple[int, int]]]) -> None:
        """Build from a report's ``zones`` and the cells of each zone."""
        self.prepareGeometryChange()
        zones = doc["zones"]
        top = max((z["visits"] for z in zones.values()), default=0) or 1
        groups: dict[int, QPainterPath] = {}
        self.never = QPainterPath()
        self.labels = []
        self.zones = set()
        bounds = QRectF()
        for zone_id, info in zones.items():
            zone_cells = cells.get(zone_id)
            if not zone_cells:
                continue
            self.zones.add(zone_id)
            path = QPainterPath()
            for x, y in zone_cells:
                path.addRect(QRectF(x * S, y * S, S, S))
            bounds = bounds.united(path.boundingRect())
            if info["visits"] == 0:
                self.never.addPath(path)
            else:
                level = int(40 + 150 * math.sqrt(info["visits"] / top))
                groups.setdefault(level, QPainterPath()).addPath(path)
            mx = sum(c[0] for c in zone_cells) / len(zone_cells)
            my = sum(c[1] for c in zone_cells) / len(zone_cells)
            cx, cy = min(zone_cells, key=lambda c: ((c[0] - mx) ** 2 + (c[1] - my) ** 2, c))
            self.labels.append(
                (QPointF((cx + 0.5) * S, (cy + 0.5) * S), str(info["visits"]), info["deaths"])
            )
        self.fills = [(QColor(230, 81, 0, a), p) for a, p in sorted(groups.items())]
        self._bounds = bounds.adjusted(-S, -S, S, S)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for color, path in self.fills:
            painter.fillPath(path, color)
        if not self.never.isEmpty():
            brush = QBrush(QColor(90, 90, 90, 150), Qt.BrushStyle.BDiagPattern)
            brush.setTransform(painter.worldTransform().inverted()[0])
            painter.fillPath(self.never, brush)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._font.setPixelSize(int(S * 0.3))
        painter.setFont(self._font)
        for point, visits, deaths in self.labels:
            box = QRectF(point.x() - S * 0.5, point.y() - S * 0.2, S, S * 0.4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 215))
            painter.drawRoundedRect(box.adjusted(S * 0.05, 0, -S * 0.05, 0), S * 0.08, S * 0.08)
            painter.setPen(QColor("#4e2600"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, visits)
            if deaths:
                text = str(deaths)
                r = S * 0.2
                w = r * (1.2 + 0.55 * len(text))
                pill = QRectF(point.x() + S * 0.5 - w, point.y() - S * 0.2 - 2 * r, w, 2 * r)
                painter.setPen(QPen(QColor("white"), S * 0.03))
                painter.setBrush(QColor("#c62828"))
                painter.drawRoundedRect(pill, r, r)
                painter.setPen(QColor("white"))
                painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


# ---------------------------------------------------------------------- dialog
def _pct(x: float) -> str:
    return f"{x:.1%}"


def _num(x: float | None) -> str:
    return "–" if x is None else f"{x:g}"


def _cell(key: str, value: Any) -> str:
    """A cell of the games table: the result in the current language, numbers as they are."""
    if key == "result" and value == "win":
        return translate("SimulationDialog", "win")
    if key == "result" and value == "loss":
        return translate("SimulationDialog", "loss")
    return str(value)


class SimulationDialog(QDialog):
    """Play ▸ Simulate…: settings, a background run, and the report (module docstring)."""

    report_ready = Signal()

    def __init__(self, parent: QWidget, replay: Callable[[int, int, list[Any]], None]) -> None:
        super().__init__(parent)
        self.setObjectName("simulation-dialog")
        self.setWindowTitle(translate("SimulationDialog", "Simulation report"))
        self.setModal(False)
        self.replay = replay
        self.doc: Document | None = None
        self.scene: BoardScene | None = None
        self.thread: SimulationThread | SweepThread | None = None
        self.sweep_report: SweepReport | None = None
        self.sweep_png: bytes | None = None
        self.report: SimulationReport | None = None
        self.report_json: dict[str, Any] | None = None
        self.spec: GameSpec | None = None
        self.heatmap: HeatmapItem | None = None
        self.zone_cells: dict[str, list[tuple[int, int]]] = {}
        self._tmp = tempfile.TemporaryDirectory(prefix="questwright-sim-")
        self.resize(620, 640)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 1_000_000)
        self.games.setValue(200)
        self.heroes = QSpinBox()
        self.heroes.setRange(1, 6)
        self.heroes.setValue(2)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.jobs = QSpinBox()
        self.jobs.setRange(1, 64)
        self.jobs.setValue(1)
        self.jobs.setToolTip(
            translate(
                "SimulationDialog", "Worker processes (1: in this process, on a background thread)"
            )
        )
        form.addRow(translate("SimulationDialog", "&Games"), self.games)
        form.addRow(translate("SimulationDialog", "&Heroes"), self.heroes)
        form.addRow(translate("SimulationDialog", "&Seed (game i uses seed + i)"), self.seed)
        form.addRow(translate("SimulationDialog", "&Jobs"), self.jobs)
        self.vary = QLineEdit()
        self.vary.setObjectName("sim-vary")
        self.vary.setPlaceholderText("heroes=1-6, round-limit=8-14, counter:ID=1-4, …")
        self.vary.setToolTip(
            translate(
                "SimulationDialog",
                "A sweep: heroes=A-B, or a quest parameter (round-limit, counter:ID,"
                " spawn:TRIGGER, setup.KEY, a rule parameter) = a-b, a-b:step or 1,3,5",
            )
        )
        form.addRow(translate("SimulationDialog", "&Vary (sweep)"), self.vary)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.run_button = QPushButton(translate("SimulationDialog", "&Run"))
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(translate("SimulationDialog", "&Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setFormat(translate("SimulationDialog", "%v / %m games"))
        self.sweep_button = QPushButton(translate("SimulationDialog", "S&weep"))
        self.sweep_button.setToolTip(
            translate(
                "SimulationDialog", "Run the games at every value of Vary and plot the win rate"
            )
        )
        self.sweep_button.clicked.connect(self.run_sweep)
        row.addWidget(self.run_button)
        row.addWidget(self.sweep_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        layout.addLayout(row)
        self.summary = QLabel(translate("SimulationDialog", "Not run yet."))
        self.summary.setObjectName("sim-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("sim-games")
        self.table.setHorizontalHeaderLabels(
            [
                translate("SimulationDialog", "Seed"),
                translate("SimulationDialog", "Result"),
                translate("SimulationDialog", "Rounds"),
                translate("SimulationDialog", "Deaths"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.doubleClicked.connect(lambda _i: self.replay_selected())
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table, translate("SimulationDialog", "&Games"))
        sweep_page = QWidget()
        sweep_layout = QVBoxLayout(sweep_page)
        self.plot = QLabel(translate("SimulationDialog", "No sweep yet."))
        self.plot.setObjectName("sim-plot")
        self.plot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sweep_table = QTableWidget(0, 6)
        self.sweep_table.setObjectName("sim-sweep")
        self.sweep_table.setHorizontalHeaderLabels(
            [
                translate("SimulationDialog", "Value"),
                translate("SimulationDialog", "Win rate"),
                translate("SimulationDialog", "95 % interval"),
                translate("SimulationDialog", "Rounds"),
                translate("SimulationDialog", "Deaths"),
                translate("SimulationDialog", "Fails most at"),
            ]
        )
        self.sweep_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.sweep_table.verticalHeader().setVisible(False)
        self.strength = QLabel("")
        self.strength.setObjectName("sim-strength")
        self.strength.setWordWrap(True)
        self.save_plot_button = QPushButton(translate("SimulationDialog", "Save p&lot…"))
        self.save_plot_button.clicked.connect(self.save_plot)
        sweep_layout.addWidget(self.plot)
        sweep_layout.addWidget(self.sweep_table, 1)
        sweep_layout.addWidget(self.strength)
        sweep_layout.addWidget(self.save_plot_button)
        self.tabs.addTab(sweep_page, translate("SimulationDialog", "S&weep"))
        layout.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        self.heat_box = QCheckBox(translate("SimulationDialog", "Show &heatmap on the canvas"))
        self.heat_box.setToolTip(
            translate("SimulationDialog", "Visits per zone (orange), deaths (red discs); Ctrl+6")
        )
        self.heat_box.toggled.connect(self._heat_toggled)
        self.replay_button = QPushButton(translate("SimulationDialog", "Re&play this game"))
        self.replay_button.setToolTip(
            translate("SimulationDialog", "Open the selected seed in the Test Play dock")
        )
        self.replay_button.clicked.connect(self.replay_selected)
        self.save_button = QPushButton(translate("SimulationDialog", "Save &report…"))
        self.save_button.clicked.connect(self.save_report)
        row.addWidget(self.heat_box)
        row.addStretch(1)
        row.addWidget(self.replay_button)
        row.addWidget(self.save_button)
        layout.addLayout(row)
        self._enable()

    # ------------------------------------------------------------------ document
    def set_document(self, doc: Document, scene: BoardScene) -> None:
        if doc is not self.doc:
            self.cancel()
            self.report = None
            self.report_json = None
            self.summary.setText(translate("SimulationDialog", "Not run yet."))
            self.table.setRowCount(0)
            self.sweep_report = None
            self.sweep_png = None
            self.plot.clear()
            self.plot.setText(translate("SimulationDialog", "No sweep yet."))
            self.sweep_table.setRowCount(0)
            self.strength.clear()
            party = getattr(doc.quest, "party", None)
            if party is not None:
                self.heroes.setValue(max(party.min, min(party.max, self.heroes.value())))
        self.doc = doc
        if scene is not self.scene:
            self.scene = scene
            self.heatmap = None
            self._update_heatmap()
        self._enable()

    # ------------------------------------------------------------------ running
    def _snapshot(self) -> str:
        """The quest as it is now, in a file the engine's workers can load."""
        from questwright.schema import serde
        from questwright.schema.files import dumps

        assert self.doc is not None
        path = Path(self._tmp.name) / f"r{self.doc.revision}-{time.monotonic_ns()}.quest.json"
        path.write_text(dumps(serde.to_json(self.doc.quest)), encoding="utf-8")
        return str(path)

    def run(self) -> None:
        if self.doc is None or self.thread is not None:
            return
        from questwright.engine.simulate import GameSpec

        self.spec = GameSpec(self._snapshot(), self.heroes.value())
        try:
            game = self.spec.build()
        except (ValueError, KeyError) as exc:
            self.summary.setText(
                translate("SimulationDialog", "Cannot simulate: {error}").format(error=exc)
            )
            return
        self.zone_cells = {z: sorted(zone.cells) for z, zone in game.board.zones.items()}
        n = self.games.value()
        self.progress.setRange(0, n)
        self.progress.setValue(0)
        thread = SimulationThread(self.spec, n, self.seed.value(), self.jobs.value())
        thread.progressed.connect(self.progress.setValue)
        thread.finished_report.connect(self._done)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_ended)
        self.thread = thread
        self.summary.setText(translate("SimulationDialog", "Running %n game(s)…", "", PLURAL, n))
        thread.start()
        self._enable()

    def run_sweep(self) -> None:
        """Sweep the open quest over the Vary field's values (module docstring)."""
        if self.doc is None or self.thread is not None:
            return
        from questwright.engine.simulate import GameSpec

        try:
            heroes, vary = parse_sweep(self.vary.text())
            self.spec = GameSpec(self._snapshot(), self.heroes.value())
            self.spec.build()
        except (ValueError, KeyError, OSError) as exc:
            self.summary.setText(
                translate("SimulationDialog", "Cannot sweep: {error}").format(error=exc)
            )
            return
        n = self.games.value()
        points = len(heroes) if heroes is not None else len(vary[1]) if vary else 0
        self.progress.setRange(0, n * points + 2 * min(n, 200))
        self.progress.setValue(0)
        thread = SweepThread(self.spec, heroes, vary, n, self.seed.value(), self.jobs.value())
        thread.progressed.connect(self.progress.setValue)
        thread.finished_report.connect(self._sweep_done)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_ended)
        self.thread = thread
        self.summary.setText(
            translate("SimulationDialog", "Sweeping {points} values, {n} games each…").format(
                points=points, n=n
            )
        )
        self.tabs.setCurrentIndex(1)
        thread.start()
        self._enable()

    def _sweep_done(self, report: SweepReport) -> None:
        from questwright.engine.plot import render_png, win_rate_chart

        self.sweep_report = report
        doc = report.to_json()
        title = f"{report.quest}: win rate by {report.axis} ({report.bot_label})"
        self.sweep_png = render_png(
            win_rate_chart(report.plot_points(), title=title, xlabel=report.axis)
        )
        pixmap = QPixmap()
        pixmap.loadFromData(self.sweep_png, "PNG")
        self.plot.setPixmap(pixmap)
        self.sweep_table.setRowCount(len(doc["points"]))
        for r, point in enumerate(doc["points"]):
            lo, hi = point["win_rate_ci95"]
            rounds = point["rounds"]["win"]["median"] or point["rounds"]["loss"]["median"]
            failed = point["most_failed_objective"]
            where = ""
            if failed:
                places = ", ".join((failed["where"] or {}).get("targets") or [])
                where = f"{failed['id']} ×{failed['games']}" + (f" ({places})" if places else "")
            cells = [
                str(point["value"]),
                _pct(point["win_rate"]),
                f"{_pct(lo)} – {_pct(hi)}",
                _num(rounds),
                f"{point['deaths']['per_game']:.2f}",
                where or "–",
            ]
            for c, text in enumerate(cells):
                self.sweep_table.setItem(r, c, QTableWidgetItem(text))
        self.strength.setText(
            translate("SimulationDialog", "Bot strength at {axis} {value}: ").format(
                axis=report.axis, value=report.strength_at
            )
            + " · ".join(
                f"{info['label']} {_pct(info['win_rate'])}" for info in report.strength.values()
            )
        )
        self.summary.setText(
            translate(
                "SimulationDialog",
                "Sweep over {axis}: {points} values, {games} games each, {bot} bots",
            ).format(
                axis=report.axis,
                points=len(doc["points"]),
                games=doc["points"][0]["games"],
                bot=report.bot_label,
            )
        )
        self._enable()
        self.report_ready.emit()

    def save_plot(self) -> None:
        if self.sweep_png is None or self.sweep_report is None:
            return
        name = f"{self.sweep_report.quest}-{self.sweep_report.axis}.png"
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("SimulationDialog", "Save the plot"),
            name,
            translate("SimulationDialog", "PNG (*.png)"),
        )
        if not path:
            return
        from questwright.schema.files import atomic_write

        atomic_write(Path(path), self.sweep_png, keep_backup=False)

    def cancel(self) -> None:
        if self.thread is not None:
            self.thread.cancel_event.set()

    def wait(self, ms: int = 60_000) -> None:
        """Block until the run ends (for tests and for closing the window)."""
        if self.thread is not None:
            self.thread.wait(ms)

    def _thread_ended(self) -> None:
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.deleteLater()
        self._enable()

    def _failed(self, text: str) -> None:
        if text == "cancelled":
            self.summary.setText(translate("SimulationDialog", "Cancelled."))
        else:
            self.summary.setText(
                translate("SimulationDialog", "The run failed: {error}").format(error=text)
            )

    def _done(self, report: SimulationReport) -> None:
        self.report = report
        doc = report.to_json()
        self.report_json = doc
        self.progress.setValue(doc["games"])
        lo, hi = doc["win_rate_ci95"]
        rw, rl = doc["rounds"]["win"], doc["rounds"]["loss"]
        deaths = doc["deaths"]
        objectives = ", ".join(
            translate("SimulationDialog", "{objective} {rate} ({count} in order)").format(
                objective=o, rate=_pct(info["rate"]), count=info["in_order"]
            )
            for o, info in doc["objectives"].items()
        )
        lines = [
            translate(
                "SimulationDialog",
                "<b>Win rate {rate}</b> ({wins} of {games}; 95 % interval {low} – {high})"
                " · {heroes} heroes [{party}], {bot} bots, seeds {first}…{last}",
            ).format(
                rate=_pct(doc["win_rate"]),
                wins=doc["wins"],
                games=doc["games"],
                low=_pct(lo),
                high=_pct(hi),
                heroes=doc["heroes"],
                party=", ".join(doc["party"]),
                bot=doc["bot"],
                first=doc["seed"],
                last=doc["seed"] + doc["games"] - 1,
            ),
            translate(
                "SimulationDialog",
                "Rounds to win: median {win_median}, p90 {win_p90}, mean {win_mean}"
                " · to loss: median {loss_median}, p90 {loss_p90}",
            ).format(
                win_median=_num(rw["median"]),
                win_p90=_num(rw["p90"]),
                win_mean=_num(rw["mean"]),
                loss_median=_num(rl["median"]),
                loss_p90=_num(rl["p90"]),
            ),
            translate(
                "SimulationDialog",
                "Hero deaths: {total} ({per_game} per game, {with_death} games with a death)",
            ).format(
                total=deaths["total"],
                per_game=f"{deaths['per_game']:.2f}",
                with_death=deaths["games_with_death"],
            ),
            translate("SimulationDialog", "Objectives reached: {objectives}").format(
                objectives=objectives or translate("SimulationDialog", "none")
            ),
        ]
        if doc["losses"]:
            losses = ", ".join(f"{reason} ×{count}" for reason, count in doc["losses"].items())
            lines.append(translate("SimulationDialog", "Losses: {losses}").format(losses=losses))
        never = [z for z, info in doc["zones"].items() if info["visits"] == 0]
        if never:
            lines.append(
                translate("SimulationDialog", "Never visited: {zones}").format(
                    zones=", ".join(never)
                )
            )
        jobs = int(doc["jobs"])
        over = translate("SimulationDialog", "{rate} games/s over %n job(s)", "", PLURAL, jobs)
        lines.append(over.format(rate=doc["games_per_s"]))
        self.summary.setText("<br>".join(lines))
        self.table.setRowCount(len(doc["results"]))
        for r, game in enumerate(doc["results"]):
            for c, key in enumerate(("seed", "result", "rounds", "deaths")):
                item = QTableWidgetItem(_cell(key, game[key]))
                if key == "result":
                    item.setForeground(QColor("#2e7d32" if game[key] == "win" else "#c62828"))
                self.table.setItem(r, c, item)
        if doc["results"]:
            self.table.selectRow(0)
        self._update_heatmap()
        self._enable()
        self.report_ready.emit()

    def _enable(self) -> None:
        running = self.thread is not None
        self.run_button.setEnabled(not running and self.doc is not None)
        self.sweep_button.setEnabled(not running and self.doc is not None)
        self.save_plot_button.setEnabled(self.sweep_png is not None and not running)
        self.cancel_button.setEnabled(running)
        for w in (self.replay_button, self.save_button, self.heat_box):
            w.setEnabled(self.report is not None and not running)

    # ------------------------------------------------------------------ heatmap
    def _heat_toggled(self, on: bool) -> None:
        window = self.parent()
        action = getattr(window, "actions_", {}).get("sim_heatmap")
        if action is not None and action.isChecked() != on:
            action.setChecked(on)
        self._update_heatmap()

    def show_heatmap(self, on: bool) -> None:
        self.heat_box.setChecked(on)
        self._update_heatmap()

    def _update_heatmap(self) -> None:
        on = self.heat_box.isChecked() and self.report_json is not None
        if not on or self.scene is None:
            if self.heatmap is not None and self.heatmap.scene() is not None:
                self.heatmap.scene().removeItem(self.heatmap)
            self.heatmap = None
            return
        if self.heatmap is None or self.heatmap.scene() is not self.scene:
            self.heatmap = HeatmapItem()
            self.scene.addItem(self.heatmap)
        assert self.report_json is not None
        self.heatmap.set_report(self.report_json, self.zone_cells)

    # ------------------------------------------------------------------ report actions
    def selected_seed(self) -> int | None:
        row = self.table.currentRow()
        if row < 0 or self.report_json is None:
            return None
        return int(self.report_json["results"][row]["seed"])

    def replay_selected(self) -> None:
        """Play the chosen seed as the simulation did and open it in the Test Play dock."""
        seed = self.selected_seed()
        if seed is None or self.spec is None or self.report is None:
            return
        from questwright.engine.actions import Chance
        from questwright.engine.simulate import play_game

        state = play_game(self.spec.build(), seed, self.report.bot)
        actions = [a for a in state.history() if not isinstance(a, Chance)]
        self.replay(seed, len(self.report.party), actions)

    def save_report(self) -> None:
        if self.report_json is None:
            return
        name = f"{self.report_json['quest']}-simulation.json"
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("SimulationDialog", "Save the report"),
            name,
            translate("SimulationDialog", "JSON (*.json)"),
        )
        if not path:
            return
        from questwright.schema.files import atomic_write

        atomic_write(Path(path), json.dumps(self.report_json, indent=2) + "\n")

    def closeEvent(self, event: Any) -> None:
        self.cancel()
        self.wait()
        super().closeEvent(event)
