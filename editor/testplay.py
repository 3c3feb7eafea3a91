"""Test play in the editor (DESIGN §8): step a game of the open quest through the engine.

:class:`PlaySession` is the Qt-free part: a :class:`~questwright.engine.core.Game` built from
a *copy* of the quest, the current state, the goal-seeking bot, and the recorded decisions
of a loaded replay still to come. Undo rebuilds the state from the seed and the history
(``Game.replay``) without the last decision.

:class:`TestPlayPanel` is the dock: seed and hero count, round / level / Lifebringer status,
the heroes, the numbered legal actions (double-click or Enter applies one), Bot Move, Run to
End, Undo Step, the event log and the outcome; for a system with more than one side, "Play
as" (who the person plays: the bot plays the others, and the "Your view" tab shows the
board as that side sees it, never another side's hidden cards). The figures (heroes and
enemies) are drawn by a :class:`PlayLayerItem` laid over the canvas; it is an overlay, never
the model. Test play reads the quest and never changes it or its undo stack.

:class:`PlayCommands` is the window mixin behind the Play menu of the action table.
"""

from __future__ import annotations

import contextlib
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyleOptionGraphicsItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import PLURAL, QT_TRANSLATE_NOOP, said, said_translator, translate
from questwright.editor.plain import escaped
from questwright.engine.log import ending_reason, shown_line
from questwright.engine.protocol import StatusLines, offers
from questwright.schema.errors import LoadError

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu
    from questwright.editor.document import Document
    from questwright.editor.scene import BoardScene
    from questwright.editor.simreport import SimulationDialog
    from questwright.engine.actions import Action
    from questwright.engine.core import Game
    from questwright.engine.play import PlaySession

__all__ = [
    "HERO_COLORS",
    "PlayCommands",
    "PlayLayerItem",
    "TestPlayPanel",
    "has_ruleset",
]

S = CELL
#: one colour per hero (h1, h2, …)
HERO_COLORS = ["#1565c0", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457"]
ENEMY_COLOR = "#b71c1c"
#: what the status line says without a game
#: the bundled rulesets' status lines (``status_lines()``), for the translators
RULESET_STATUS = (
    QT_TRANSLATE_NOOP("TestPlayPanel", "Level {level}"),
    QT_TRANSLATE_NOOP("TestPlayPanel", "Lifebringer {name}"),
    QT_TRANSLATE_NOOP("TestPlayPanel", "Lifebringers {names}"),
    QT_TRANSLATE_NOOP("TestPlayPanel", "Darkness {darkness}"),
)
IDLE = QT_TRANSLATE_NOOP("TestPlayPanel", "No game. Play ▸ Test Play (F6) starts one.")
# the "Play as" choices: the sides the engine seats (``Player.side``), then everyone
SIDE_NAMES = {
    "heroes": QT_TRANSLATE_NOOP("TestPlayPanel", "Heroes"),
    "overlord": QT_TRANSLATE_NOOP("TestPlayPanel", "Overlord"),
    "all": QT_TRANSLATE_NOOP("TestPlayPanel", "Everyone (the whole game)"),
}


def side_label(side: str) -> str:
    """A side's name in the "Play as" box (a side we have no name for: as the engine says)."""
    name = SIDE_NAMES.get(side)
    return translate("TestPlayPanel", name) if name else side


def sides_of(system: str) -> list[str]:
    """The "Play as" choices for ``system``: its sides and ``all`` when it seats more than
    one side (descent1: heroes, overlord, all), else none (the person plays everyone)."""
    from questwright.engine.play import PlaySession

    try:
        sides = PlaySession.sides(system)
    except KeyError:
        return []
    return [*sides, "all"] if len(sides) > 1 else []


def _known() -> str:
    from questwright.engine.registry import known_rulesets

    return ", ".join(known_rulesets())


def has_ruleset(system: str) -> bool:
    """True if the engine can play quests of ``system``.

    Asked for every quest opened, the window's first included, so it is answered without
    importing a ruleset (importing them all costs about a second): see
    :func:`questwright.engine.registry.has_ruleset`.
    """
    from questwright.engine.registry import has_ruleset as engine_has_ruleset

    return engine_has_ruleset(system)


# ---------------------------------------------------------------------- canvas layer
def _layout(cells: list[tuple[int, int]], count: int) -> list[tuple[float, float, float]]:
    """Centres and radius (cell units) for ``count`` figures in a zone of ``cells``."""
    if not cells or count == 0:
        return []
    mx = sum(c[0] for c in cells) / len(cells)
    my = sum(c[1] for c in cells) / len(cells)
    ordered = sorted(cells, key=lambda c: ((c[0] + 0.5 - mx) ** 2 + (c[1] + 0.5 - my) ** 2, c))
    per = math.ceil(count / len(ordered))
    side = math.ceil(math.sqrt(per))
    spots: list[tuple[float, float, float]] = []
    r = 0.38 / side
    for cell in ordered:
        for k in range(side * side):
            if len(spots) == count:
                return spots
            i, j = k % side, k // side
            spots.append((cell[0] + (i + 0.5) / side, cell[1] + (j + 0.5) / side, r))
    return spots


class PlayLayerItem(QGraphicsItem):
    """Heroes and enemies of a test game, drawn over the board (not part of the model)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(45)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        #: (x, y, r, kind, colour, text, badge, current) in cell units
        self.figures: list[tuple[float, float, float, str, str, str, str, bool]] = []
        self._bounds = QRectF()
        self._font = QFont()
        self._font.setBold(True)

    def set_figures(
        self, figures: list[tuple[float, float, float, str, str, str, str, bool]]
    ) -> None:
        self.prepareGeometryChange()
        self.figures = figures
        bounds = QRectF()
        for x, y, r, *_rest in figures:
            bounds = bounds.united(QRectF((x - 2 * r) * S, (y - 2 * r) * S, 4 * r * S, 4 * r * S))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for x, y, r, kind, color, text, badge, current in self.figures:
            c = QPointF(x * S, y * S)
            rad = r * S
            if current:
                painter.setPen(QPen(QColor("#ffd600"), rad * 0.35))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, rad * 1.25, rad * 1.25)
            painter.setPen(QPen(QColor("white"), rad * 0.14))
            painter.setBrush(QColor(color))
            if kind == "enemy":
                painter.drawRoundedRect(
                    QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), rad * 0.3, rad * 0.3
                )
            else:
                painter.drawEllipse(c, rad, rad)
            self._font.setPixelSize(max(1, int(rad * (1.1 if len(text) <= 1 else 0.8))))
            painter.setFont(self._font)
            painter.setPen(QColor("white"))
            box = QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            if badge:
                bbox, pixels = badge_box(c.x(), c.y(), rad, badge)
                self._font.setPixelSize(pixels)
                painter.setFont(self._font)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 235))
                painter.drawRoundedRect(bbox, rad * 0.2, rad * 0.2)
                painter.setPen(QColor("#202020"))
                painter.drawText(bbox, Qt.AlignmentFlag.AlignCenter, badge)


#: how far a figure's spot reaches from its centre, in radii (:func:`_layout` spaces spots
#: 1/0.38 radii apart): a badge drawn inside it never covers the next figure
SPOT_REACH = 1.3


def badge_box(cx: float, cy: float, rad: float, badge: str) -> tuple[QRectF, int]:
    """Where a figure's badge (an enemy's health "12+3", a hero's health) is drawn and its
    font's pixel size: at the figure's lower right, inside the figure's own spot, the font
    shrunk for a long badge rather than running over the neighbouring figure (#33 defect 7:
    tags overlapped where a zone holds several enemies)."""
    height = rad * 0.75
    wanted = rad * (0.45 + 0.32 * len(badge))
    room = rad * (SPOT_REACH + 0.9)  # from inside the figure to the edge of its spot
    width = min(wanted, room)
    scale = width / wanted
    right = cx + rad * SPOT_REACH
    box = QRectF(min(cx + rad * 0.35, right - width), cy + rad * 0.45, width, height)
    return box, max(1, int(rad * 0.62 * scale))


def figures_of(game: Game, view: dict[str, Any], current: int, state: Any = None) -> list[Any]:
    """Figures for :class:`PlayLayerItem` from a saved-state view of a game: by zone, or on
    their own spaces where the ruleset places figures on cells (``cell``/``cells``); a
    ruleset that is not a crawler describes its figures itself (``state.play_summary()``)."""
    rules = view["rules"]
    by_zone: dict[str, list[tuple[str, str, str, str, bool]]] = {}
    summary = getattr(state, "play_summary", None)
    if summary is not None:
        for zone_id, kind, index, text, badge, dead in summary()["figures"]:
            if kind == "hero":
                color = "#757575" if dead else HERO_COLORS[index % len(HERO_COLORS)]
            else:
                color = ENEMY_COLOR
            by_zone.setdefault(zone_id, []).append((kind, color, text, badge, index == current))
        return _place(state.board, by_zone)
    figures: list[Any] = []

    def on_cells(cells: list[Any], item: tuple[str, str, str, str, bool]) -> None:
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        size = min(max(xs) - min(xs), max(ys) - min(ys)) + 1
        x, y = (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2
        figures.append((x, y, 0.38 * size, *item))

    for i, hero in enumerate(rules["heroes"]):
        if hero.get("escaped"):
            continue
        dead = bool(hero.get("dead"))
        color = "#757575" if dead else HERO_COLORS[i % len(HERO_COLORS)]
        text = "✕" if dead else str(i + 1)
        item = ("hero", color, text, "" if dead else str(hero["health"]), i == current)
        if "cell" in hero:
            if hero["cell"] is not None:  # None: off the board (a town)
                on_cells([hero["cell"]], item)
            continue
        by_zone.setdefault(hero["zone"], []).append(item)
    for enemy in rules["enemies"]:
        kind = enemy.get("kind", "enemy")
        color = "#5d4037" if kind == "object" else ENEMY_COLOR
        if enemy.get("dormant"):
            color = "#9e6b6b"
        uid = str(enemy["uid"])
        text = uid[:3]  # "e3", as the actions name it
        remaining = int(enemy.get("health", enemy.get("wounds", 0))) - int(enemy["damage"])
        minions = enemy.get("minions", 0)
        badge = f"{remaining}" + (f"+{minions}" if minions else "")
        item = ("enemy", color, text, badge, False)
        if enemy.get("cells"):
            on_cells(enemy["cells"], item)
            continue
        by_zone.setdefault(enemy["zone"], []).append(item)
    # hordes counted per zone (ddd's zombies), one figure each with the count as its badge
    zone_ids = game.topology.zone_ids
    for index, count in _hordes(rules):
        if index < len(zone_ids):
            by_zone.setdefault(zone_ids[index], []).append(
                ("enemy", ENEMY_COLOR, "Z", str(count), False)
            )
    return figures + _place(game.board, by_zone)


def _hordes(rules: dict[str, Any]) -> list[tuple[int, int]]:
    """``(zone number, zombies)`` of each horde a ruleset counts per zone (ddd's)."""
    counts = rules.get("ruleset", {}).get("zombies") or []
    return [(i, n) for i, n in enumerate(counts) if isinstance(n, int) and n > 0]


def _place(board: Any, by_zone: dict[str, list[tuple[str, str, str, str, bool]]]) -> list[Any]:
    figures = []
    for zone_id, items in by_zone.items():
        zone = board.zones.get(zone_id)
        if zone is None or not zone.cells:
            continue
        for (x, y, r), (kind, color, text, badge, cur) in zip(
            _layout(sorted(zone.cells), len(items)), items, strict=False
        ):
            figures.append((x, y, r, kind, color, text, badge, cur))
    return figures


# ---------------------------------------------------------------------- the dock
class TestPlayPanel(QWidget):
    """The Test Play dock (see the module docstring)."""

    #: emitted after every change of the game (for tests and the status bar)
    state_changed = Signal()
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("test-play")
        self.doc: Document | None = None
        self.scene: BoardScene | None = None
        self.session: PlaySession | None = None
        self.layer: PlayLayerItem | None = None
        self.stale = False
        self._shown_log = 0
        layout = QVBoxLayout(self)
        form = QFormLayout()
        row = QHBoxLayout()
        self.heroes = QSpinBox()
        self.heroes.setRange(1, 6)
        self.heroes.setValue(2)
        self.heroes.setToolTip(
            translate("TestPlayPanel", "Heroes in the party (classes in the content's order)")
        )
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setToolTip(translate("TestPlayPanel", "Seed of the game's dice and cards"))
        self.restart_button = QPushButton(translate("TestPlayPanel", "&Restart"))
        self.restart_button.setToolTip(
            translate("TestPlayPanel", "Start a new game with this seed and party")
        )
        self.restart_button.clicked.connect(self.restart)
        row.addWidget(QLabel(translate("TestPlayPanel", "Heroes")))
        row.addWidget(self.heroes)
        row.addWidget(QLabel(translate("TestPlayPanel", "Seed")))
        row.addWidget(self.seed, 1)
        row.addWidget(self.restart_button)
        form.addRow(row)
        self.side = QComboBox()
        self.side.setObjectName("play-side")
        self.side.setToolTip(
            translate(
                "TestPlayPanel",
                "Who you play: the bot plays the other side at once, and the dock shows only "
                "what your side may see",
            )
        )
        # a long side name (or its translation) never sets the dock's width
        self.side.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.side.setMinimumContentsLength(8)
        self.side.currentIndexChanged.connect(self._side_chosen)
        # the side last chosen (kept across quests whose system seats it), and the system
        # whose sides "Play as" offers (None: not asked yet)
        self._preferred_side = "all"
        self._sides_for: str | None = None
        self.side_label = QLabel(translate("TestPlayPanel", "Play &as"))
        self.side_label.setBuddy(self.side)
        form.addRow(self.side_label, self.side)
        self._show_sides([])
        layout.addLayout(form)
        self.status = QLabel(translate("TestPlayPanel", IDLE))
        self.status.setObjectName("play-status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.status)
        self.party = QLabel("")
        self.party.setWordWrap(True)
        self.party.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.party)
        layout.addWidget(
            QLabel(translate("TestPlayPanel", "Legal actions (double-click or Enter applies):"))
        )
        self.actions_list = QListWidget()
        self.actions_list.setObjectName("play-actions")
        self.actions_list.itemActivated.connect(self._activated)
        layout.addWidget(self.actions_list, 2)
        buttons = QHBoxLayout()
        self.bot_button = QPushButton(translate("TestPlayPanel", "&Bot Move"))
        self.bot_button.setToolTip(
            translate("TestPlayPanel", "The goal-seeking bot decides for the player to move (F9)")
        )
        self.bot_button.clicked.connect(self.bot_move)
        self.run_button = QPushButton(translate("TestPlayPanel", "Run to &End"))
        self.run_button.setToolTip(
            translate("TestPlayPanel", "Play on to the end (a replay's moves first, then the bot)")
        )
        self.run_button.clicked.connect(self.run_to_end)
        self.undo_button = QPushButton(translate("TestPlayPanel", "&Undo Step"))
        self.undo_button.setToolTip(
            translate("TestPlayPanel", "Take back the last decision (rebuilt from the history)")
        )
        self.undo_button.clicked.connect(self.undo_step)
        for b in (self.bot_button, self.run_button, self.undo_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.outcome = QLabel("")
        self.outcome.setObjectName("play-outcome")
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        # a long reason wraps; it must never set the dock's width (#16)
        self.outcome.setWordWrap(True)
        for label in (self.status, self.party, self.outcome):
            label.setMinimumWidth(1)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.outcome)
        self.log = QPlainTextEdit()
        self.log.setObjectName("play-log")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(2000)
        self.log.setPlaceholderText(translate("TestPlayPanel", "Event log"))
        # what the person's side sees (PlaySession.board_text): the engine's text board
        self.board_view = QPlainTextEdit()
        self.board_view.setObjectName("play-view")
        self.board_view.setReadOnly(True)
        self.board_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.board_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.log, translate("TestPlayPanel", "Event log"))
        self.pages.addTab(self.board_view, translate("TestPlayPanel", "Your view"))
        self.pages.setTabToolTip(
            1,
            translate(
                "TestPlayPanel",
                "The board as the engine shows it to the side you play (hidden cards only "
                "your own)",
            ),
        )
        self.pages.currentChanged.connect(lambda _i: self._show_view())
        layout.addWidget(self.pages, 3)
        self._enable()

    # ------------------------------------------------------------------ wiring
    def set_document(self, doc: Document, scene: BoardScene) -> None:
        """A new document or scene: the running game ends, its figures go."""
        self.stop()
        if self.doc is not None and self.doc is not doc:
            with contextlib.suppress(RuntimeError, TypeError):
                self.doc.changed.disconnect(self._quest_changed)
        if self.doc is not doc:
            doc.changed.connect(self._quest_changed)
        self.doc = doc
        self.scene = scene
        self.stale = False
        # the sides are asked of the ruleset (imported for it) once the dock is shown
        self._sides_for = None
        self._show_sides([])
        if self.isVisible():
            self._ensure_sides()
        party = getattr(doc.quest, "party", None)
        if party is not None:
            self.heroes.setValue(max(party.min, min(party.max, self.heroes.value())))

    def _quest_changed(self, _change: Any) -> None:
        if self.session is not None and not self.stale:
            self.stale = True
            self.refresh()

    def _layer(self) -> PlayLayerItem | None:
        if self.scene is None:
            return None
        if self.layer is None or self.layer.scene() is not self.scene:
            self.layer = PlayLayerItem()
            self.scene.addItem(self.layer)
        return self.layer

    # ------------------------------------------------------------------ commands
    def start(self, seed: int | None = None, heroes: int | None = None) -> bool:
        """Start a game of the current quest (True if it started)."""
        doc = self.doc
        if doc is None:
            return False
        if not has_ruleset(doc.quest.system):
            self._say(
                translate(
                    "TestPlayPanel", "No ruleset for {system} yet: test play needs {known}."
                ).format(system=doc.quest.system, known=_known())
            )
            return False
        self._ensure_sides()
        if seed is not None:
            self.seed.setValue(seed)
        if heroes is not None:
            self.heroes.setValue(heroes)
        path = str(doc.path) if doc.path else None
        from questwright.engine.play import PlaySession

        try:
            self.session = PlaySession.build(
                doc.quest,
                self.heroes.value(),
                self.seed.value(),
                catalog=doc.catalog,
                quest_path=path,
                side=self.chosen_side(),
            )
        except (ValueError, KeyError) as exc:
            self.session = None
            self._say(translate("TestPlayPanel", "Cannot start: {error}").format(error=exc))
            self.refresh()
            return False
        self.stale = False
        self._shown_log = 0
        self.log.clear()
        self.refresh()
        return True

    def restart(self) -> bool:
        return self.start()

    def stop(self) -> None:
        """End the game: nothing of it stays on the canvas or in the dock."""
        self.session = None
        if self.layer is not None and self.layer.scene() is not None:
            self.layer.scene().removeItem(self.layer)
        self.layer = None
        self.actions_list.clear()
        self.log.clear()
        self.board_view.clear()
        self._shown_log = 0
        self.status.setText(translate("TestPlayPanel", IDLE))
        self.status.setToolTip("")
        self.refresh()

    def apply(self, action: Action) -> None:
        if self.session is None or self.session.state.is_terminal():
            return
        self.session.apply(action)
        self._bots_play(self.session.play_bots())
        self.refresh()

    def apply_row(self, row: int) -> bool:
        if self.session is None:
            return False
        legal = self.session.legal()
        if not 0 <= row < len(legal):
            return False
        self.apply(legal[row])
        return True

    def step(self) -> None:
        """The replay's next decision if one is loaded, else the highlighted action."""
        session = self.session
        if session is None or session.state.is_terminal():
            return
        if session.next_recorded() is not None:
            session.step_auto()
            self._bots_play(session.play_bots())
            self.refresh()
            return
        self.apply_row(max(0, self.actions_list.currentRow()))

    def bot_move(self) -> None:
        session = self.session
        if session is None or session.state.is_terminal():
            return
        self.apply(session.bot_action())

    def run_to_end(self) -> None:
        session = self.session
        if session is None:
            return
        count = session.run_to_end()
        self._say(translate("TestPlayPanel", "Ran %n decision(s)", "", PLURAL, count))
        self.refresh()

    def undo_step(self) -> None:
        session = self.session
        if session is None:
            return
        if session.undo():
            self._shown_log = 0
            self.log.clear()
        self.refresh()

    def load_replay(self, path: str | Path) -> bool:
        """Load a ``questwright play`` save and queue its decisions (Step / Run to End)."""
        from questwright.engine.save import read_save

        name = Path(path).name
        try:
            doc = read_save(path)
        except LoadError as exc:
            self._say(self._cannot_replay(name, exc.message))
            return False
        if self.doc is None or doc.get("questId") not in (None, self.doc.quest.id):
            self._say(
                translate("TestPlayPanel", "{name}: the save is for quest {quest!r}").format(
                    name=name, quest=doc.get("questId")
                )
            )
            return False
        from questwright.engine.play import PlaySession

        try:
            session = PlaySession.build(
                self.doc.quest,
                list(doc["party"]),
                int(doc["seed"]),
                catalog=self.doc.catalog,
                max_rounds=doc.get("maxRounds"),
                quest_path=str(self.doc.path) if self.doc.path else None,
                side=self.chosen_side(),
            )
            session.load_replay(doc, name)
        except LoadError as exc:
            self._say(self._cannot_replay(name, exc.message))
            return False
        except (ValueError, KeyError) as exc:
            self._say(self._cannot_replay(name, str(exc)))
            return False
        self.session = session
        self.seed.setValue(session.seed)
        self.heroes.setValue(len(session.game.party))
        self.stale = False
        self._shown_log = 0
        self.log.clear()
        self.refresh()
        n = session.replay_total
        loaded = translate("TestPlayPanel", "Replay loaded: %n decision(s)", "", PLURAL, n)
        self._say(loaded + " " + translate("TestPlayPanel", "(Step or Run to End)"))
        return True

    @staticmethod
    def _cannot_replay(name: str, error: str) -> str:
        return translate("TestPlayPanel", "Cannot replay {name}: {error}").format(
            name=name, error=error
        )

    def load_replay_moves(self, seed: int, actions: list[Action]) -> None:
        """Start ``seed`` with ``actions`` queued (a simulated game to watch)."""
        if not self.start(seed=seed):
            return
        assert self.session is not None
        self.session.queue(actions)
        self.refresh()

    # ------------------------------------------------------------------ who plays
    def chosen_side(self) -> str | None:
        """The side the person plays (``None``: everyone; also when the system has one)."""
        side = self.side.currentData()
        return None if side in (None, "all") else str(side)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._ensure_sides()

    def _ensure_sides(self) -> None:
        """Offer the open quest's sides in "Play as" (asked once per quest shown)."""
        doc = self.doc
        if doc is None or self._sides_for == doc.quest.system:
            return
        system = doc.quest.system
        self._sides_for = system
        self._show_sides(sides_of(system) if has_ruleset(system) else [])

    def _show_sides(self, sides: list[str]) -> None:
        """Offer ``sides`` in "Play as" (hidden when there is nothing to choose), keeping
        the choice when the new quest's system has it."""
        self.side.blockSignals(True)
        self.side.clear()
        for side in sides:
            self.side.addItem(side_label(side), side)
        preferred = self._preferred_side
        index = self.side.findData(preferred if preferred in sides else "all")
        self.side.setCurrentIndex(max(0, index))
        self.side.blockSignals(False)
        self.side.setVisible(bool(sides))
        self.side_label.setVisible(bool(sides))

    def _side_chosen(self, _index: int) -> None:
        """A running game goes on with the new choice: the bot takes the other side."""
        self._preferred_side = str(self.side.currentData() or "all")
        session = self.session
        if session is None:
            return
        self._bots_play(session.play_as(self.chosen_side()))
        self.refresh()

    def _bots_play(self, done: list[Action]) -> None:
        n = len(done)
        if n:
            self._say(translate("TestPlayPanel", "The bot decided %n time(s)", "", PLURAL, n))

    def _activated(self, item: QListWidgetItem) -> None:
        self.apply_row(self.actions_list.row(item))

    def _say(self, text: str) -> None:
        self.message.emit(text)
        self.status.setToolTip(text)
        if self.session is None:
            self.status.setText(text)

    # ------------------------------------------------------------------ view
    def _enable(self) -> None:
        live = self.session is not None and not self.session.state.is_terminal()
        for b in (self.bot_button, self.run_button):
            b.setEnabled(live)
        self.undo_button.setEnabled(self.session is not None and self.session.decisions > 0)

    def refresh(self) -> None:
        session = self.session
        self._enable()
        if session is None:
            if self.layer is not None:
                self.layer.set_figures([])
            self.outcome.setText("")
            self.party.setText("")
            self.state_changed.emit()
            return
        state = session.state
        view = session.view()
        rules = view["rules"]
        current = state.current_player()
        if hasattr(state, "play_summary"):
            self._refresh_summary(view, current)
            return
        ruleset = rules.get("ruleset", {})
        bits = [translate("TestPlayPanel", "<b>Round {round}</b>").format(round=view["round"])]
        if offers(state, StatusLines):  # the ruleset's own public status (level, darkness…)
            lines = cast(StatusLines, state).status_lines()
            bits += [
                escaped(line.text(lambda text: translate("TestPlayPanel", text))) for line in lines
            ]
        bits.append(translate("TestPlayPanel", "seed {seed}").format(seed=session.seed))
        n = session.decisions
        bits.append(translate("TestPlayPanel", "%n decision(s)", "", PLURAL, n))
        if session.future:
            done = session.replay_total - len(session.future)
            bits.append(
                translate("TestPlayPanel", "replay {done}/{total}").format(
                    done=done, total=session.replay_total
                )
            )
        if 0 <= current < len(rules["heroes"]):
            hero = rules["heroes"][current]
            color = HERO_COLORS[current % len(HERO_COLORS)]
            who = f"<span style='color:{color}'><b>h{current + 1} {escaped(hero['cls'])}</b></span>"
            if "actionsLeft" in rules:
                left = int(rules["actionsLeft"])
                actions = translate("TestPlayPanel", "%n action(s)", "", PLURAL, left)
                turn = translate("TestPlayPanel", "{hero} to play ({actions}, {mp} MP)").format(
                    hero=who, actions=actions, mp=rules["mp"]
                )
            elif "ap" in ruleset:  # AP per survivor (ddd)
                ap = ruleset.get("ap", [0] * (current + 1))[current]
                turn = translate("TestPlayPanel", "{hero} to play ({ap} AP)").format(
                    hero=who, ap=ap
                )
            elif "mp" in hero:  # movement points of the hero's action (descent1)
                turn = translate("TestPlayPanel", "{hero} to play ({mp} MP)").format(
                    hero=who, mp=hero["mp"]
                )
            else:
                turn = translate("TestPlayPanel", "{hero} to play").format(hero=who)
            bits.append(turn)
        elif current >= 0:  # a player beyond the heroes, such as Descent's overlord
            player = session.game.players[current]
            bits.append(
                translate("TestPlayPanel", "<b>{player} ({side})</b> to play").format(
                    player=escaped(player.name), side=escaped(player.side)
                )
            )
        if done_objectives := rules.get("done"):
            bits.append(
                translate("TestPlayPanel", "done: {objectives}").format(
                    objectives=escaped(", ".join(done_objectives))
                )
            )
        text = " · ".join(bits)
        if self.stale:
            text += "<br><i>{}</i>".format(
                translate(
                    "TestPlayPanel",
                    "The quest changed since this game started: Restart to play it.",
                )
            )
        self.status.setText(text)
        heroes = []
        for i, h in enumerate(rules["heroes"]):
            color = HERO_COLORS[i % len(HERO_COLORS)]
            if "cell" in h:  # a ruleset with figures on spaces
                if h["cell"] is None:
                    where = translate("TestPlayPanel", "town")
                else:
                    where = f"{h['cell'][0]},{h['cell'][1]}"
            elif h["escaped"]:
                where = translate("TestPlayPanel", "escaped")
            elif h["dead"]:
                where = translate("TestPlayPanel", "killed")
            else:
                where = h["zone"]
            items = f" · {', '.join(h['items'])}" if h["items"] else ""
            most = h.get("maxHealth", h.get("max_health"))
            if "xp" in h:
                stats = translate("TestPlayPanel", "{health}/{max} hp, {xp} XP").format(
                    health=h["health"], max=most, xp=h["xp"]
                )
            else:
                stats = translate("TestPlayPanel", "{health}/{max} hp").format(
                    health=h["health"], max=most
                )
            heroes.append(
                f"<span style='color:{color}'>●</span> h{i + 1} {h['cls']} {where} {stats}{items}"
            )
        enemies = [e for e in rules["enemies"] if e.get("kind", "enemy") != "object"]
        # a horde counted per zone (ddd's zombies) is that many enemies, as the canvas shows
        n = len(enemies) + sum(count for _zone, count in _hordes(rules))
        heroes.append(
            f"<span style='color:{ENEMY_COLOR}'>■</span> "
            + translate("TestPlayPanel", "%n enemy(ies) on the board", "", PLURAL, n)
        )
        self.party.setText("<br>".join(heroes))
        self._show_actions()
        self._show_outcome_log_and_figures(view, current)

    def _refresh_summary(self, view: dict[str, Any], current: int) -> None:
        """The dock for a ruleset that describes itself (``state.play_summary()``: status
        bits, one line per hero, figures by zone)."""
        session = self.session
        assert session is not None
        summary = session.state.play_summary()  # type: ignore[attr-defined]
        n = session.decisions
        bits = [
            translate("TestPlayPanel", "<b>Round {round}</b>").format(round=view["round"]),
            *(escaped(said(bit)) for bit in summary["status"]),
            translate("TestPlayPanel", "seed {seed}").format(seed=session.seed),
            translate("TestPlayPanel", "%n decision(s)", "", PLURAL, n),
        ]
        if 0 <= current < len(summary["party"]):
            color = HERO_COLORS[current % len(HERO_COLORS)]
            who = f"<span style='color:{color}'><b>h{current + 1}</b></span>"
            bits.append(translate("TestPlayPanel", "{hero} to play").format(hero=who))
        text = " · ".join(bits)
        if self.stale:
            text += "<br><i>{}</i>".format(
                translate(
                    "TestPlayPanel",
                    "The quest changed since this game started: Restart to play it.",
                )
            )
        self.status.setText(text)
        self.party.setText(
            "<br>".join(
                f"<span style='color:{HERO_COLORS[i % len(HERO_COLORS)]}'>●</span> "
                f"{escaped(said(line))}"
                for i, line in enumerate(summary["party"])
            )
        )
        self._show_actions()
        self._show_outcome_log_and_figures(view, current)

    def _show_actions(self) -> None:
        session = self.session
        assert session is not None
        row = max(0, self.actions_list.currentRow())
        self.actions_list.clear()
        legal = session.state.legal_actions()
        from questwright.engine.play import action_label

        nxt = session.next_recorded()
        speak = said_translator()
        for i, action in enumerate(legal, 1):
            mark = (
                "  ◀ " + translate("TestPlayPanel", "replay")
                if nxt is not None and action == nxt
                else ""
            )
            self.actions_list.addItem(f"{i:2d}. {action_label(action, speak)}{mark}")
        if legal:
            self.actions_list.setCurrentRow(min(row, len(legal) - 1) if nxt is None else 0)
            if nxt is not None and nxt in legal:
                self.actions_list.setCurrentRow(legal.index(nxt))

    def _show_outcome_log_and_figures(self, view: dict[str, Any], current: int) -> None:
        session = self.session
        assert session is not None
        state, game = session.state, session.game
        outcome = state.outcome()
        if outcome is not None:
            win = outcome["result"] == "win"
            color = "#2e7d32" if win else "#c62828"
            result = (
                translate("TestPlayPanel", "WIN") if win else translate("TestPlayPanel", "LOSS")
            )
            if outcome["result"] not in ("win", "loss"):
                result = str(outcome["result"]).upper()
            self.outcome.setText(
                translate("TestPlayPanel", "{result} in round {round}: {reason}").format(
                    result=f"<span style='font-size:14pt;color:{color}'><b>{result}</b></span>",
                    round=outcome["round"],
                    reason=escaped(said(ending_reason(state.log) or outcome["reason"])),
                )
            )
        else:
            self.outcome.setText("")
        lines = view["log"]
        if self._shown_log > len(lines):
            self.log.clear()
            self._shown_log = 0
        speak = said_translator()
        for line in lines[self._shown_log :]:
            self.log.appendPlainText(shown_line(line, speak))
        self._shown_log = len(lines)
        self._show_view()
        layer = self._layer()
        if layer is not None:
            layer.set_figures(figures_of(game, view, current, state))
        self.state_changed.emit()

    def _show_view(self) -> None:
        """The "Your view" page, drawn only while it is shown (the text board of a big
        quest is not free)."""
        session = self.session
        if session is None or self.pages.currentWidget() is not self.board_view:
            return
        bar = self.board_view.verticalScrollBar()
        top = bar.value()
        self.board_view.setPlainText(session.board_text(said_translator()))
        bar.setValue(top)


# ---------------------------------------------------------------------- window commands
if TYPE_CHECKING:
    # Type checkers see the mixin as the QMainWindow it is mixed into (it passes itself as
    # the parent of dialogs and docks, uses the status bar); at run time it adds no base class.
    _MainWindowBase = QMainWindow
else:
    _MainWindowBase = object


class PlayCommands(_MainWindowBase):
    """The Play menu of the main window (mixed into ``MainWindow``)."""

    play_dock: QDockWidget
    play_panel: TestPlayPanel
    sim_dialog: SimulationDialog | None
    if TYPE_CHECKING:  # what the mixin uses of MainWindow
        doc: Document | None
        scene: BoardScene | None
        actions_: dict[str, QAction]
        menus: dict[str, QMenu]

    def _build_play_dock(self) -> None:
        self.play_panel = TestPlayPanel()
        self.play_panel.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.play_panel.state_changed.connect(self._play_actions_enabled)
        dock = QDockWidget(translate("PlayCommands", "Test Play"), self)
        dock.setObjectName("dock-testplay")
        # In a scroll area and as a tab beside Quest and History: showing it neither grows
        # the window (the panel is taller than the room left on the right) nor squeezes the
        # Properties dock, a layout that would then be saved (issue #33, defect 4).
        holder = QScrollArea()
        holder.setObjectName("testplay-scroll")
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setWidget(self.play_panel)
        dock.setWidget(holder)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        quest_dock = getattr(self, "quest_dock", None)
        if quest_dock is not None:
            self.tabifyDockWidget(quest_dock, dock)
        self.menus["View"].addAction(dock.toggleViewAction())
        dock.hide()
        self.play_dock = dock
        self.sim_dialog = None

    def _play_document(self, doc: Document, scene: BoardScene) -> None:
        """A new document: end the game, enable Play for systems the engine knows."""
        self.play_panel.set_document(doc, scene)
        ok = has_ruleset(doc.quest.system)
        tip = (
            ""
            if ok
            else translate(
                "PlayCommands", "No ruleset for {system} yet (the engine plays {known})"
            ).format(system=doc.quest.system, known=_known())
        )
        for name in ("test_play", "simulate"):
            action = self.actions_[name]
            action.setEnabled(ok)
            action.setToolTip(tip or action.statusTip())
        if self.sim_dialog is not None:
            self.sim_dialog.set_document(doc, scene)
        self._play_actions_enabled()

    def _play_actions_enabled(self) -> None:
        session = self.play_panel.session
        live = session is not None and not session.state.is_terminal()
        for name in ("play_step", "play_bot", "play_run"):
            self.actions_[name].setEnabled(live)
        for name in ("play_undo", "play_stop"):
            self.actions_[name].setEnabled(session is not None)

    def test_play(self) -> None:
        if self.doc is None or not has_ruleset(self.doc.quest.system):
            return
        self.play_dock.show()
        self.play_dock.raise_()
        if self.play_panel.session is None or self.play_panel.stale:
            self.play_panel.start()
        self.play_panel.actions_list.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def play_step(self) -> None:
        self.play_panel.step()

    def play_bot(self) -> None:
        self.play_panel.bot_move()

    def play_run(self) -> None:
        self.play_panel.run_to_end()

    def play_undo(self) -> None:
        self.play_panel.undo_step()

    def play_stop(self) -> None:
        self.play_panel.stop()

    def play_restart_seed(self) -> None:
        seed, ok = QInputDialog.getInt(
            self,
            translate("PlayCommands", "Restart with Seed"),
            translate("PlayCommands", "Seed:"),
            self.play_panel.seed.value(),
            0,
            2_000_000_000,
        )
        if ok:
            self.play_dock.show()
            self.play_panel.start(seed=seed)

    def play_heroes(self) -> None:
        panel = self.play_panel
        heroes, ok = QInputDialog.getInt(
            self,
            translate("PlayCommands", "Heroes"),
            translate("PlayCommands", "Heroes in the party:"),
            panel.heroes.value(),
            panel.heroes.minimum(),
            panel.heroes.maximum(),
        )
        if ok:
            self.play_dock.show()
            panel.start(heroes=heroes)

    def play_load_replay(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("PlayCommands", "Load a saved game"),
            "",
            translate("PlayCommands", "Saved games (*.json);;All files (*)"),
        )
        if path:
            self.play_dock.show()
            self.play_panel.load_replay(path)

    def play_save_game(self) -> None:
        session = self.play_panel.session
        if session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("PlayCommands", "Save the game (a replay file)"),
            "game.json",
            translate("PlayCommands", "Saved games (*.json)"),
        )
        if path:
            session.save(path)
            self.statusBar().showMessage(
                translate("PlayCommands", "Saved the game to {path}").format(path=path), 4000
            )

    def simulate(self) -> None:
        if self.doc is None or not has_ruleset(self.doc.quest.system) or self.scene is None:
            return
        from questwright.editor.simreport import SimulationDialog

        if self.sim_dialog is None:
            self.sim_dialog = SimulationDialog(self, self.replay_simulated)
        self.sim_dialog.set_document(self.doc, self.scene)
        self.sim_dialog.show()
        self.sim_dialog.raise_()

    def toggle_heatmap(self) -> None:
        on = self.actions_["sim_heatmap"].isChecked()
        if self.sim_dialog is not None:
            self.sim_dialog.show_heatmap(on)

    def replay_simulated(self, seed: int, heroes: int, actions: list[Any]) -> None:
        """Open a simulated game (its seed and recorded decisions) in the Test Play dock."""
        self.play_dock.show()
        self.play_dock.raise_()
        self.play_panel.heroes.setValue(heroes)
        self.play_panel.load_replay_moves(seed, actions)
