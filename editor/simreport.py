"""The simulation report (DESIGN §8): many bot games of the open quest, off the UI thread.

:class:`SimulationDialog` asks for games, heroes, the **bot** (every bot the engine knows,
with what it is; the quest's balance bot chosen, as ``questwright simulate`` plays it
without ``--bot``), seed and jobs, and runs the games in a
:class:`SimulationThread` on a snapshot of the quest (written to a temporary file, which is
what the engine's workers load). The games are played in slices of consecutive seeds sized
by the clock (:mod:`questwright.editor.simrun`: about a second of play each, at least one
game per job, in worker processes), so the progress bar moves, the dialog shows the
elapsed time and the time left, and Cancel ends the workers at once whatever the bot; the
engine guarantees the result equal to a single run. After the games the thread plays the random and goal bots on
the same quest, party and first ``min(n, 200)`` seeds (``bot_strength``, as the CLI). The
dialog then shows the win rate with its 95 % interval, the bot, rounds to win and loss,
deaths, objectives reached, the bot-strength block (a row per bot) and every game; "Replay
this game" opens a chosen seed in the Test Play dock, "Save report…" writes the JSON (the
bot, its label and ``strength`` as ``questwright simulate --json``), and
:class:`HeatmapItem` draws visits and deaths per zone over the canvas.

Sweeps (the CLI's ``simulate --heroes 1-6`` and ``--vary PARAM=RANGE``): the *Vary* field
takes ``heroes=1-6`` or ``PARAM=RANGE``; *Sweep* runs :func:`~questwright.engine.sweep.sweep`
with the chosen bot in a :class:`SweepThread` (in the same clock-sized slices) and the
*Sweep* tab shows the win-rate plot (the same PNG the CLI writes) and a row per value; the
bot-strength block shows the bot next to the random and goal bots; "Save plot…" writes the
PNG.
"""

from __future__ import annotations

import html
import json
import math
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QHBoxLayout,
    QHeaderView,
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
from questwright.editor.i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from questwright.editor.plain import escaped
from questwright.editor.simrun import (
    Cancelled,
    Progress,
    RunClock,
    SliceExecutor,
    run_plan,
    run_slices,
)
from questwright.engine.simulate import PRECISION, default_jobs, never_visited

if TYPE_CHECKING:
    from questwright.editor.document import Document
    from questwright.editor.scene import BoardScene
    from questwright.engine.simulate import GameSpec, RunStatus, SimulationReport
    from questwright.engine.sweep import SweepReport

__all__ = [
    "BOT_DESCRIPTIONS",
    "HeatmapItem",
    "SimulationDialog",
    "SimulationThread",
    "SweepThread",
    "bot_text",
    "parse_sweep",
]

S = CELL

#: what each bundled bot is, for the Bot field (any other registered bot shows its name)
BOT_DESCRIPTIONS = {
    "goal": QT_TRANSLATE_NOOP("SimulationDialog", "plans toward the objectives; fast"),
    "random": QT_TRANSLATE_NOOP("SimulationDialog", "any legal move; the floor to compare with"),
    "search": QT_TRANSLATE_NOOP(
        "SimulationDialog",
        "Monte Carlo search that cannot see the future, once a turn; the default for balance",
    ),
    "search-deep": QT_TRANSLATE_NOOP(
        "SimulationDialog",
        "the search at every decision, with more simulations; strongest, slowest",
    ),
    "search-quick": QT_TRANSLATE_NOOP(
        "SimulationDialog", "a search two rounds deep; quick checks, weaker than search"
    ),
}


def bot_text(name: str, label: str | None = None) -> str:
    """A bot as reports name it: its label (``search (MCTS …)``), led by its name when the
    label does not start with it (``search-quick: search (MCTS …)``)."""
    if not label or label == name:
        return name
    return label if label.startswith(name + " ") else f"{name}: {label}"


def _report_table(name: str, headers: list[str]) -> QTableWidget:
    """A read-only table of the report with these column headers and no row numbers."""
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    return table


class _RunThread(QThread):
    """A background run in clock-sized slices (:mod:`.simrun`): progress in games, the
    time left, the bot playing now; the result or an error."""

    progressed = Signal(int)
    # seconds left (-1: not known yet)
    estimated = Signal(float)
    # the bot's games now planned (a run that stops at its precision plans as it goes)
    replanned = Signal(int)
    # the bot whose games are being played (after its first slice)
    playing = Signal(str)
    finished_report = Signal(object)
    failed = Signal(str)

    def __init__(
        self, plan: dict[str, int], work: Callable[[Progress, threading.Event], Any]
    ) -> None:
        super().__init__()
        self.cancel_event = threading.Event()
        self.clock = RunClock(plan)
        self._work = work
        self._bot = ""

    def _step(self, bot: str, games: int, seconds: float) -> None:
        self.clock.add(bot, games, seconds)
        if bot != self._bot:
            self._bot = bot
            self.playing.emit(bot)
        self.progressed.emit(self.clock.done)
        left = self.clock.left()
        self.estimated.emit(-1.0 if left is None else left)

    def run(self) -> None:
        try:
            report = self._work(self._step, self.cancel_event)
        except Cancelled:
            self.failed.emit("cancelled")
            return
        except Exception as exc:  # the dialog shows it; the editor keeps running
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.finished_report.emit(report)


class SimulationThread(_RunThread):
    """Runs :func:`~questwright.editor.simrun.run_slices` off the UI thread: the games,
    then (``strength_games``) the random and goal bots on the first seeds."""

    def __init__(
        self,
        spec: GameSpec,
        n: int,
        seed: int,
        jobs: int,
        strength_games: int = 0,
        precision: float | None = None,
    ) -> None:
        def work(progress: Progress, cancel: threading.Event) -> Any:
            return run_slices(
                spec,
                n,
                seed,
                jobs,
                strength_games=strength_games,
                progress=progress,
                cancel=cancel,
                precision=precision,
                status=self._status if precision is not None else None,
            )

        super().__init__(run_plan(spec.bot, n, strength_games), work)
        self.spec, self.n, self.seed, self.jobs = spec, n, seed, jobs
        self.strength_games = strength_games
        self.precision = precision

    def _status(self, status: RunStatus) -> None:
        """The run's plan follows the win rate so far (it stops at its precision)."""
        if status.planned != self.clock.plan.get(self.spec.bot):
            self.clock.replan(self.spec.bot, status.planned)
            self.replanned.emit(status.planned)


class ReplayThread(QThread):
    """Plays one seed of a report again, as the simulation did, off the UI thread (a
    search-bot game takes seconds): the decisions, for the Test Play dock."""

    finished_replay = Signal(int, int, object)
    failed = Signal(str)

    def __init__(self, spec: GameSpec, seed: int, heroes: int) -> None:
        super().__init__()
        self.spec, self.seed, self.heroes = spec, seed, heroes

    def run(self) -> None:
        from questwright.engine.actions import Chance
        from questwright.engine.simulate import play_game

        try:
            state = play_game(self.spec.build(), self.seed, self.spec.bot)
        except Exception as exc:  # the dialog shows it; the editor keeps running
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        actions = [a for a in state.history() if not isinstance(a, Chance)]
        self.finished_replay.emit(self.seed, self.heroes, actions)


def parse_sweep(text: str) -> tuple[list[int] | None, tuple[str, list[int]] | None]:
    """``heroes=1-6`` → (sizes, None); ``round-limit=8-14`` → (None, (param, values))."""
    from questwright.engine.sweep import parse_range, parse_vary

    name, _, values = text.partition("=")
    if name.strip() == "heroes":
        return parse_range(values), None
    return None, parse_vary(text)


class SweepThread(_RunThread):
    """Runs :func:`~questwright.engine.sweep.sweep` off the UI thread, every point in
    clock-sized slices (so Cancel acts within a point too)."""

    def __init__(
        self,
        spec: GameSpec,
        heroes: list[int] | None,
        vary: tuple[str, list[int]] | None,
        n: int,
        seed: int,
        jobs: int,
    ) -> None:
        from questwright.engine.simulate import strength_games

        points = len(heroes) if heroes is not None else len(vary[1]) if vary else 0
        strength = strength_games(n)

        def work(progress: Progress, cancel: threading.Event) -> Any:
            from questwright.engine.sweep import sweep

            with SliceExecutor(jobs, progress=progress, cancel=cancel) as executor:
                return sweep(
                    spec,
                    heroes=heroes,
                    vary=vary,
                    n=n,
                    seed=seed,
                    jobs=jobs,
                    executor=executor,
                    strength_games=strength,
                )

        super().__init__(run_plan(spec.bot, n, strength, points), work)
        self.spec, self.heroes, self.vary = spec, heroes, vary
        self.n, self.seed, self.jobs = n, seed, jobs


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


def _clock_text(seconds: float) -> str:
    """``0:42``, ``12:05``, ``1:02:05``."""
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _about(seconds: float) -> str:
    """The time left of a run, as a person says it."""
    if seconds < 1:
        return translate("SimulationDialog", "almost done")
    if seconds < 60:
        n = round(seconds) if seconds < 10 else 5 * round(seconds / 5)
        return translate("SimulationDialog", "about %n s left", "", PLURAL, n)
    if seconds < 3600:
        n = round(seconds / 60)
        return translate("SimulationDialog", "about %n min left", "", PLURAL, n)
    hours, minutes = divmod(round(seconds / 60), 60)
    return translate("SimulationDialog", "about {hours} h {minutes} min left").format(
        hours=hours, minutes=minutes
    )


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
        #: the game spec of ``report`` (``spec`` is the last run's, a sweep's included)
        self.report_spec: GameSpec | None = None
        self.replay_thread: ReplayThread | None = None
        self.heatmap: HeatmapItem | None = None
        self.zone_cells: dict[str, list[tuple[int, int]]] = {}
        self._tmp = tempfile.TemporaryDirectory(prefix="questwright-sim-")
        self.resize(660, 720)
        self._offset = 0
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 1_000_000)
        self.games.setValue(1000)
        self.games.setToolTip(
            translate(
                "SimulationDialog",
                "Games at most: the run stops sooner once the win rate is as precise as asked",
            )
        )
        self.precision = QDoubleSpinBox()
        self.precision.setObjectName("sim-precision")
        self.precision.setRange(0.0, 50.0)
        self.precision.setDecimals(1)
        self.precision.setSingleStep(0.5)
        self.precision.setValue(PRECISION * 100)
        self.precision.setPrefix("± ")
        self.precision.setSuffix(translate("SimulationDialog", " points"))
        self.precision.setSpecialValueText(translate("SimulationDialog", "off: play every game"))
        self.precision.setToolTip(
            translate(
                "SimulationDialog",
                "Stop once the 95 % interval of the win rate is this narrow (0: play all the games)",
            )
        )
        self.heroes = QSpinBox()
        self.heroes.setRange(1, 6)
        self.heroes.setValue(2)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.jobs = QSpinBox()
        self.jobs.setRange(1, 64)
        self.jobs.setValue(min(64, default_jobs()))  # every core this process may use
        self.jobs.setToolTip(
            translate(
                "SimulationDialog",
                "Worker processes that play the games (Cancel ends them at once)",
            )
        )
        self.bot = QComboBox()
        self.bot.setObjectName("sim-bot")
        self._fill_bots()
        form.addRow(translate("SimulationDialog", "&Games (at most)"), self.games)
        form.addRow(translate("SimulationDialog", "&Precision"), self.precision)
        form.addRow(translate("SimulationDialog", "&Heroes"), self.heroes)
        form.addRow(translate("SimulationDialog", "&Bot"), self.bot)
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
        self.timing = QLabel("")
        self.timing.setObjectName("sim-timing")
        self.timing.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.timing)
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._show_time)
        self._started = 0.0
        self._left: tuple[float, float] | None = None
        self.summary = QLabel(translate("SimulationDialog", "Not run yet."))
        self.summary.setObjectName("sim-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.strength = QLabel("")
        self.strength.setObjectName("sim-strength")
        self.strength.setWordWrap(True)
        self.strength_table = _report_table(
            "sim-strength-table",
            [
                translate("SimulationDialog", "Bot"),
                translate("SimulationDialog", "Win rate"),
                translate("SimulationDialog", "95 % interval"),
                translate("SimulationDialog", "Games"),
            ],
        )
        self.strength_table.horizontalHeader().setStretchLastSection(False)
        self.strength_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch
        )
        self.strength_table.setWordWrap(False)
        layout.addWidget(self.strength)
        layout.addWidget(self.strength_table)
        self._show_strength({}, "")
        self.table = _report_table(
            "sim-games",
            [
                translate("SimulationDialog", "Seed"),
                translate("SimulationDialog", "Result"),
                translate("SimulationDialog", "Rounds"),
                translate("SimulationDialog", "Deaths"),
            ],
        )
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.doubleClicked.connect(lambda _i: self.replay_selected())
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table, translate("SimulationDialog", "&Games"))
        sweep_page = QWidget()
        sweep_layout = QVBoxLayout(sweep_page)
        self.plot = QLabel(translate("SimulationDialog", "No sweep yet."))
        self.plot.setObjectName("sim-plot")
        self.plot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sweep_table = _report_table(
            "sim-sweep",
            [
                translate("SimulationDialog", "Value"),
                translate("SimulationDialog", "Win rate"),
                translate("SimulationDialog", "95 % interval"),
                translate("SimulationDialog", "Rounds"),
                translate("SimulationDialog", "Deaths"),
                translate("SimulationDialog", "Fails most at"),
            ],
        )
        self.save_plot_button = QPushButton(translate("SimulationDialog", "Save p&lot…"))
        self.save_plot_button.clicked.connect(self.save_plot)
        sweep_layout.addWidget(self.plot)
        sweep_layout.addWidget(self.sweep_table, 1)
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

    def _fill_bots(self) -> None:
        """Every bot the engine knows, each with what it is (its label as the tooltip);
        the engine's balance bot (``BALANCE_BOT``) chosen until a quest is open."""
        from questwright.engine import simulate as engine_simulate
        from questwright.engine.bots import bot_names, make_bot

        self.bot.clear()
        for name in bot_names():
            described = BOT_DESCRIPTIONS.get(name)
            what = translate("SimulationDialog", described) if described else ""
            self.bot.addItem(f"{name} — {what}" if what else name, name)
            label = str(getattr(make_bot(name), "label", name))
            self.bot.setItemData(self.bot.count() - 1, label, Qt.ItemDataRole.ToolTipRole)
        self.bot.setCurrentIndex(max(0, self.bot.findData(engine_simulate.BALANCE_BOT)))
        self.bot.setToolTip(
            translate(
                "SimulationDialog",
                "The bot that plays every player; the report states its strength next to"
                " the random and goal bots'",
            )
        )

    def _show_strength(self, strength: dict[str, dict[str, Any]], caption: str) -> None:
        """The bot-strength block: a row per bot (label, win rate, interval, games); the
        row of the report's bot in bold. Hidden when there is none."""
        self.strength.setText(caption)
        self.strength_table.setRowCount(len(strength))
        mine = self.spec.bot if self.spec is not None else None
        for r, (name, info) in enumerate(strength.items()):
            lo, hi = info["win_rate_ci95"]
            cells = [
                bot_text(name, info.get("label")),
                _pct(info["win_rate"]),
                f"{_pct(lo)} – {_pct(hi)}",
                str(info["games"]),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 0:
                    item.setToolTip(text)
                else:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if name == mine:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.strength_table.setItem(r, c, item)
        for c in (1, 2, 3):
            self.strength_table.resizeColumnToContents(c)
        table = self.strength_table
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + sum(table.rowHeight(r) for r in range(table.rowCount()))
            + 2 * table.frameWidth()
        )
        self.strength.setVisible(bool(strength))
        table.setVisible(bool(strength))

    # ------------------------------------------------------------------ document
    def set_document(self, doc: Document, scene: BoardScene) -> None:
        if doc is not self.doc:
            if self.doc is None or doc.quest.system != self.doc.quest.system:
                self._choose_bot(self._balance_bot(doc))
            self.cancel()
            self.report = None
            self.report_json = None
            self.summary.setText(translate("SimulationDialog", "Not run yet."))
            self.progress.reset()  # no full "200 / 200" bar beside "Not run yet."
            self.table.setRowCount(0)
            self.sweep_report = None
            self.sweep_png = None
            self.plot.clear()
            self.plot.setText(translate("SimulationDialog", "No sweep yet."))
            self.sweep_table.setRowCount(0)
            self._show_strength({}, "")
            self.timing.clear()
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

        bot = self._chosen_bot()
        self.spec = GameSpec(self._snapshot(), self.heroes.value(), bot)
        try:
            game = self.spec.build()
        except (ValueError, KeyError) as exc:
            self.summary.setText(
                translate("SimulationDialog", "Cannot simulate: {error}").format(error=exc)
            )
            return
        self.zone_cells = {z: sorted(zone.cells) for z, zone in game.board.zones.items()}
        n = self.games.value()
        from questwright.engine.simulate import strength_games

        points = self.precision.value()
        thread = SimulationThread(
            self.spec,
            n,
            self.seed.value(),
            self.jobs.value(),
            strength_games(n),
            precision=points / 100 if points > 0 else None,
        )
        thread.replanned.connect(self._replanned)
        thread.finished_report.connect(self._done)
        running = translate("SimulationDialog", "Running %n game(s)…", "", PLURAL, n)
        self._start(thread, running + " " + self._bot_line(bot))

    def run_sweep(self) -> None:
        """Sweep the open quest over the Vary field's values (module docstring)."""
        if self.doc is None or self.thread is not None:
            return
        from questwright.engine.simulate import GameSpec

        try:
            heroes, vary = parse_sweep(self.vary.text())
            self.spec = GameSpec(self._snapshot(), self.heroes.value(), self._chosen_bot())
            self.spec.build()
        except (ValueError, KeyError, OSError) as exc:
            self.summary.setText(
                translate("SimulationDialog", "Cannot sweep: {error}").format(error=exc)
            )
            return
        n = self.games.value()
        points = len(heroes) if heroes is not None else len(vary[1]) if vary else 0
        thread = SweepThread(self.spec, heroes, vary, n, self.seed.value(), self.jobs.value())
        thread.finished_report.connect(self._sweep_done)
        sweeping = translate("SimulationDialog", "Sweeping {points} values, {n} games each…")
        self.tabs.setCurrentIndex(1)
        self._start(
            thread, sweeping.format(points=points, n=n) + " " + self._bot_line(self.spec.bot)
        )

    def _chosen_bot(self) -> str:
        return str(self.bot.currentData() or self._balance_bot(self.doc))

    @staticmethod
    def _balance_bot(doc: Document | None) -> str:
        """The bot ``questwright simulate`` plays on ``doc``'s quest when none is named:
        ``balance_bot`` of its system (``BALANCE_BOT`` unless its ruleset names another)."""
        from questwright.engine import simulate as engine_simulate

        if doc is None:
            return engine_simulate.BALANCE_BOT
        return engine_simulate.balance_bot(doc.quest.system)

    def _choose_bot(self, name: str) -> None:
        index = self.bot.findData(name)
        if index >= 0:
            self.bot.setCurrentIndex(index)

    def _bot_line(self, name: str) -> str:
        return translate("SimulationDialog", "Bot: {bot}").format(
            bot=html.escape(self.bot_label(name))
        )

    def bot_label(self, name: str) -> str:
        """A bot by name as the reports name it (``bot_text`` of its label)."""
        from questwright.engine.bots import make_bot

        return bot_text(name, str(getattr(make_bot(name), "label", name)))

    def _start(self, thread: SimulationThread | SweepThread, summary: str) -> None:
        """Start a run: progress over the bot's games (then over the strength games), the
        clock, the summary."""
        self._offset = 0
        self.progress.setFormat(translate("SimulationDialog", "%v / %m games"))
        self.progress.setRange(0, next(iter(thread.clock.plan.values())))
        self.progress.setValue(0)
        thread.progressed.connect(self._progressed)
        thread.estimated.connect(self._estimated)
        thread.playing.connect(self._playing)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_ended)
        self.thread = thread
        self._show_strength({}, "")
        self.summary.setText(summary)
        self._started = time.monotonic()
        self._left = None
        self._clock.start()
        self._show_time()
        thread.start()
        self._enable()

    def _replanned(self, games: int) -> None:
        """The bot's games as now planned (the bar's end moves while it counts them)."""
        if self._offset == 0:
            self.progress.setRange(0, games)

    def _estimated(self, left: float) -> None:
        self._left = None if left < 0 else (left, time.monotonic())
        self._show_time()

    def _progress_done(self, games: int) -> None:
        """At the end the bar shows the bot's games again (all of them played)."""
        self._offset = 0
        self.progress.setFormat(translate("SimulationDialog", "%v / %m games"))
        self.progress.setRange(0, games)
        self.progress.setValue(games)

    def _progressed(self, done: int) -> None:
        self.progress.setValue(done - self._offset)

    def _playing(self, bot: str) -> None:
        """The strength games have begun: the progress bar counts them now, the summary
        says so (the bot's own games said it at start)."""
        thread = self.thread
        if thread is None or self.spec is None or bot == self.spec.bot:
            return
        if self._offset == 0:
            plan = list(thread.clock.plan.values())
            self._offset = plan[0]
            self.progress.setFormat(translate("SimulationDialog", "%v / %m bot-strength games"))
            self.progress.setRange(0, sum(plan[1:]))
        self.summary.setText(
            translate(
                "SimulationDialog",
                "Measuring the bot's strength: {games} games with the {bot} bot…",
            ).format(games=thread.clock.plan.get(bot, 0), bot=bot)
        )

    def _show_time(self) -> None:
        """Elapsed time and, while running, an estimate of the time left."""
        now = time.monotonic()
        text = translate("SimulationDialog", "{elapsed} elapsed").format(
            elapsed=_clock_text(now - self._started)
        )
        if self.thread is not None:
            if self._left is None:
                rest = translate("SimulationDialog", "estimating the time left…")
            else:
                left, when = self._left
                rest = _about(max(0.0, left - (now - when)))
            text += " · " + rest
        self.timing.setText(text)

    def _sweep_done(self, report: SweepReport) -> None:
        from questwright.engine.plot import render_png, win_rate_chart

        self.sweep_report = report
        self._progress_done(sum(p.report.n for p in report.points))
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
        self._show_strength(
            report.strength,
            translate(
                "SimulationDialog", "Bot strength at {axis} {value} (same quest and first seeds):"
            ).format(axis=report.axis, value=report.strength_at),
        )
        self.summary.setText(
            translate(
                "SimulationDialog", "Sweep over {axis}: {points} values, {games} games each"
            ).format(axis=report.axis, points=len(doc["points"]), games=doc["points"][0]["games"])
            + "<br>"
            + translate("SimulationDialog", "Bot: {bot}").format(
                bot=html.escape(bot_text(report.bot, report.bot_label))
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
        if self.thread is not None and not self.thread.cancel_event.is_set():
            self.thread.cancel_event.set()
            self.summary.setText(translate("SimulationDialog", "Cancelling…"))

    def wait(self, ms: int = 60_000) -> None:
        """Block until the run and a replay end (for tests and for closing the window)."""
        for thread in (self.thread, self.replay_thread):
            if thread is not None:
                thread.wait(ms)

    def _thread_ended(self) -> None:
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.deleteLater()
        self._clock.stop()
        took = _clock_text(max(1.0, math.ceil(time.monotonic() - self._started)))
        if self.summary.text() == translate("SimulationDialog", "Cancelled."):
            self.timing.setText(
                translate("SimulationDialog", "Cancelled after {elapsed}").format(elapsed=took)
            )
        else:
            self.timing.setText(
                translate("SimulationDialog", "Took {elapsed}").format(elapsed=took)
            )
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
        self.report_spec = self.spec
        doc = report.to_json()
        self.report_json = doc
        self._progress_done(doc["games"])
        lo, hi = doc["win_rate_ci95"]
        rw, rl = doc["rounds"]["win"], doc["rounds"]["loss"]
        deaths = doc["deaths"]
        objectives = ", ".join(
            translate("SimulationDialog", "{objective} {rate} ({count} in order)").format(
                objective=escaped(o), rate=_pct(info["rate"]), count=info["in_order"]
            )
            for o, info in doc["objectives"].items()
        )
        lines = [
            translate(
                "SimulationDialog",
                "<b>Win rate {rate}</b> ({wins} of {games}; 95 % interval {low} – {high})"
                " · {heroes} heroes [{party}], seeds {first}…{last}",
            ).format(
                rate=_pct(doc["win_rate"]),
                wins=doc["wins"],
                games=doc["games"],
                low=_pct(lo),
                high=_pct(hi),
                heroes=doc["heroes"],
                party=escaped(", ".join(doc["party"])),
                first=doc["seed"],
                last=doc["seed"] + doc["games"] - 1,
            ),
            translate("SimulationDialog", "Bot: {bot}").format(
                bot=html.escape(bot_text(doc["bot"], doc.get("bot_label")))
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
        if report.stopped:
            # a worker died: the figures above are of the games that finished only
            lines.insert(
                0,
                "<b>"
                + translate("SimulationDialog", "The run stopped early: {message}").format(
                    message=html.escape(report.extra["stopped"]["message"])
                )
                + "</b>",
            )
        if doc["losses"]:
            losses = ", ".join(
                f"{escaped(reason)} ×{count}" for reason, count in doc["losses"].items()
            )
            lines.append(translate("SimulationDialog", "Losses: {losses}").format(losses=losses))
        never, more = never_visited(doc)
        if never:
            zones = escaped(", ".join(never))
            if more:  # a board of spaces: hundreds of them, which the heatmap shows
                zones = translate("SimulationDialog", "{zones} and %n more (the heatmap shows every zone)", "", PLURAL, more).format(zones=zones)  # fmt: skip
            lines.append(
                translate("SimulationDialog", "Never visited: {zones}").format(zones=zones)
            )
        jobs = int(doc["jobs"])
        over = translate("SimulationDialog", "{rate} games/s over %n job(s)", "", PLURAL, jobs)
        lines.append(over.format(rate=doc["games_per_s"]))
        self.summary.setText("<br>".join(lines))
        self._show_strength(
            doc.get("strength") or {},
            translate("SimulationDialog", "Bot strength (same quest, party and first seeds):"),
        )
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
        if self.replay_thread is not None:
            self.replay_button.setEnabled(False)

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
        """Play the chosen seed as the simulation did (the report's quest snapshot, party
        and bot, off the UI thread) and open it in the Test Play dock."""
        seed = self.selected_seed()
        if (
            seed is None
            or self.report_spec is None
            or self.report is None
            or self.replay_thread is not None
        ):
            return
        thread = ReplayThread(self.report_spec, seed, len(self.report.party))
        thread.finished_replay.connect(self._replayed)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._replay_ended)
        self.replay_thread = thread
        self.timing.setText(
            translate("SimulationDialog", "Replaying seed {seed} with the {bot} bot…").format(
                seed=seed, bot=self.report_spec.bot
            )
        )
        thread.start()
        self._enable()

    def _replayed(self, seed: int, heroes: int, actions: list[Any]) -> None:
        self.replay(seed, heroes, actions)

    def _replay_ended(self) -> None:
        thread, self.replay_thread = self.replay_thread, None
        if thread is not None:
            thread.deleteLater()
        self.timing.clear()
        self._enable()

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
