"""Live validation and the Problems panel.

:class:`ValidationRunner` re-validates the document after each change in a worker thread,
with the incremental :class:`~questwright.validators.incremental.Revalidator` on the
document's own compiled board (a board never changes once handed out, so the worker may
read it while the editor moves on): only the rules whose inputs the edit changed run again.
A validation starts as soon as the event loop is idle after an edit; edits made while one
runs are validated together right after it, and a result that a newer revision has
overtaken is dropped. :class:`ProblemsPanel` lists the issues with their codes; activating
one selects its refs, frames them on the canvas and outlines the cells and edges involved;
a button waives a warning (with a reason, stored in the quest through the undo stack) or
lifts a waiver.
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.core import edits
from questwright.core.collector import gc_paused
from questwright.editor.document import BACKGROUND_IMPORTS
from questwright.editor.i18n import (
    PLURAL,
    QT_TRANSLATE_NOOP,
    issue_hint,
    issue_message,
    translate,
)
from questwright.editor.plain import plain

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["ProblemsPanel", "ValidationRunner", "severity_of"]

SEVERITIES = ("error", "warning", "info")
#: a validation still running after this long shows "validating…" in the panel
BUSY_AFTER_MS = 150
_ICONS = {"error": "✖", "warning": "▲", "info": "ℹ"}
_COLORS = {"error": "#c62828", "warning": "#b26a00", "info": "#1565c0"}
#: the filter buttons' (text, tooltip) by severity, translated where they are made
_FILTERS = {
    "error": (
        QT_TRANSLATE_NOOP("ProblemsPanel", "Errors"),
        QT_TRANSLATE_NOOP("ProblemsPanel", "Show error problems"),
    ),
    "warning": (
        QT_TRANSLATE_NOOP("ProblemsPanel", "Warnings"),
        QT_TRANSLATE_NOOP("ProblemsPanel", "Show warning problems"),
    ),
    "info": (
        QT_TRANSLATE_NOOP("ProblemsPanel", "Infos"),
        QT_TRANSLATE_NOOP("ProblemsPanel", "Show info problems"),
    ),
    "waived": (
        QT_TRANSLATE_NOOP("ProblemsPanel", "Waived"),
        QT_TRANSLATE_NOOP("ProblemsPanel", "Show waived problems"),
    ),
}


def severity_of(issue: Any) -> str:
    sev = issue.severity
    return str(getattr(sev, "value", sev))


def _validate(revalidator: Any, board: Any) -> list[Any]:
    """One validation, in the worker thread."""
    return list(revalidator.validate_board(board))


class ValidationRunner(QObject):
    """Background re-validation of one document, one revision at a time."""

    #: (issues, revision, seconds the validation took)
    finished = Signal(list, int, float)
    started = Signal()

    def __init__(self, document: Document, delay_ms: int = 0, first_delay_ms: int = 150) -> None:
        super().__init__()
        self.doc = document
        self.issues: list[Any] = []
        self.revision = -1
        self.last_seconds = 0.0
        self.error: str | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="questwright-validate")
        self._revalidator: Any = None  # used by the worker thread only
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.run_now)
        # the first run imports the validators and checks everything: it waits until the
        # window has been painted rather than compete with it
        self._first_delay_ms = first_delay_ms
        self._delay_ms = delay_ms
        self._pending: Future[Any] | None = None
        self._again = False  # an edit came while a validation was running
        self._closed = False
        self._done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        document.changed.connect(self._on_changed)

    _done = Signal(object, int, float)

    def _on_changed(self, _change: Any) -> None:
        self.schedule()

    @property
    def busy(self) -> bool:
        return self._pending is not None and not self._pending.done()

    def schedule(self) -> None:
        """Validate the current revision once the event loop is idle (the first time, a
        moment later)."""
        if not self._closed:
            first = self.revision < 0 and self._pending is None
            self._timer.start(self._first_delay_ms if first else self._delay_ms)

    def run_now(self) -> None:
        """Validate the current revision now (in the worker; after the running one)."""
        self._timer.stop()
        if self._closed:
            return
        if self.busy:
            self._again = True
            return
        self._again = False
        board = self.doc.board  # built here, on the GUI thread; never changed afterwards
        revision = self.doc.revision
        catalog = self.doc.catalog
        self.started.emit()

        def work() -> None:
            t0 = time.perf_counter()
            try:
                if self._revalidator is None:
                    # The first run imports the validators: a collection in this thread
                    # could free Qt objects of the GUI thread (a crash under load), so the
                    # cyclic collector waits until the import is done.
                    with BACKGROUND_IMPORTS, gc_paused():
                        import questwright.core.sight.index  # noqa: F401
                        from questwright.validators.incremental import Revalidator

                        self._revalidator = Revalidator(catalog)
                result: Any = _validate(self._revalidator, board)
            except Exception as exc:  # never lose the panel to a validator crash
                self._revalidator = None  # start afresh next time
                result = exc
            self._done.emit(result, revision, time.perf_counter() - t0)

        self._pending = self._pool.submit(work)

    def _deliver(self, result: Any, revision: int, seconds: float) -> None:
        self._pending = None  # the work is over (its future may finish a moment later)
        if self._closed:
            return
        if self._again or revision != self.doc.revision:
            self.run_now()  # a newer revision is waiting
        if revision < self.revision or revision != self.doc.revision:
            return  # overtaken
        if isinstance(result, Exception):
            self.error = f"validation failed: {type(result).__name__}: {result}"
            result = []
        else:
            self.error = None
        self.issues = list(result)
        self.revision = revision
        self.last_seconds = seconds
        self.finished.emit(self.issues, revision, seconds)

    def shutdown(self) -> None:
        self._closed = True
        self._timer.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)


class ProblemsPanel(QWidget):
    """The list of problems of one document."""

    counts_changed = Signal(int, int, int)
    #: a problem was activated: (refs) — the window frames them
    activated = Signal(list)

    def __init__(
        self, document: Document, runner: ValidationRunner, filters: list[str] | None = None
    ) -> None:
        super().__init__()
        self.doc = document
        self.runner = runner
        self.setObjectName("problems-panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        bar = QHBoxLayout()
        self.filter_buttons: dict[str, QToolButton] = {}
        for sev in (*SEVERITIES, "waived"):
            button = QToolButton()
            button.setCheckable(True)
            button.setChecked(sev in (filters or [*SEVERITIES]))
            button.setText(translate("ProblemsPanel", _FILTERS[sev][0]))
            button.setToolTip(translate("ProblemsPanel", _FILTERS[sev][1]))
            button.toggled.connect(self.refresh)
            bar.addWidget(button)
            self.filter_buttons[sev] = button
        bar.addStretch(1)
        self.status = QLabel(translate("ProblemsPanel", "validating…"))
        bar.addWidget(self.status)
        self.waive_button = QPushButton(translate("ProblemsPanel", "&Waive…"))
        self.waive_button.setToolTip(
            translate(
                "ProblemsPanel", "Accept this warning on purpose, with a reason stored in the quest"
            )
        )
        self.waive_button.clicked.connect(self.toggle_waiver)
        self.waive_button.setEnabled(False)
        bar.addWidget(self.waive_button)
        layout.addLayout(bar)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [
                "",
                translate("ProblemsPanel", "Code"),
                translate("ProblemsPanel", "Problem"),
                translate("ProblemsPanel", "Where"),
            ]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setColumnWidth(0, 28)
        self.tree.setColumnWidth(1, 190)
        self.tree.setColumnWidth(2, 420)
        self.tree.itemActivated.connect(lambda item, _col: self.activate(item))
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.setAccessibleName(translate("ProblemsPanel", "Problems"))
        layout.addWidget(self.tree)
        self._issues: list[Any] = []
        self._shown_key: tuple[Any, ...] | None = None
        # "validating…" only when a run takes long enough to be seen: a quick run (most
        # edits) goes from one result to the next without the panel changing twice.
        self._busy_later = QTimer(self)
        self._busy_later.setSingleShot(True)
        self._busy_later.setInterval(BUSY_AFTER_MS)
        self._busy_later.timeout.connect(
            lambda: self.status.setText(translate("ProblemsPanel", "validating…"))
        )
        runner.finished.connect(self._on_finished)
        runner.started.connect(self._on_started)

    def _on_finished(self, _issues: list, _revision: int, _seconds: float) -> None:
        self._busy_later.stop()
        self.refresh()

    def _on_started(self) -> None:
        if self.runner.revision < 0:
            self.status.setText(translate("ProblemsPanel", "validating…"))
        else:
            self._busy_later.start()

    # ------------------------------------------------------------------ content
    def all_issues(self) -> list[Any]:
        return [*self.doc.load_problems, *self.runner.issues]

    def refresh(self) -> None:
        issues = self.all_issues()
        shown = {s for s, b in self.filter_buttons.items() if b.isChecked()}
        counts = {s: 0 for s in SEVERITIES}
        listed = []
        for issue in issues:
            sev = severity_of(issue)
            if not issue.waived:
                counts[sev] = counts.get(sev, 0) + 1
            if sev not in shown or (issue.waived and "waived" not in shown):
                continue
            listed.append(issue)
        # An edit and its undo, or an edit that changes no problem, give the same list:
        # the rows stay (no rebuild, no repaint, the current row kept).
        key = tuple(_issue_key(issue) for issue in listed)
        if key != self._shown_key:
            self._fill(listed)
            self._shown_key = key
        else:
            self._issues = listed  # the same problems, this revision's objects
        self._show_status(counts)

    def _fill(self, listed: list[Any]) -> None:
        current = self.current_issue()
        self.tree.clear()
        self._issues = []
        for issue in listed:
            sev = severity_of(issue)
            refs = ", ".join(issue.refs[:4]) + (" …" if len(issue.refs) > 4 else "")
            where = refs or getattr(issue, "json_path", "")
            message = issue_message(issue) + (
                translate("ProblemsPanel", " (waived)") if issue.waived else ""
            )
            item = QTreeWidgetItem([_ICONS.get(sev, "?"), issue.code, message, where])
            item.setForeground(0, QColor(_COLORS.get(sev, "#000")))
            tip = message
            hint = issue_hint(issue)
            if hint:
                tip += "\n" + translate("ProblemsPanel", "Hint: {hint}").format(hint=hint)
            tip += "\n" + translate("ProblemsPanel", "Path: {path}").format(
                path=getattr(issue, "json_path", "")
            )
            if getattr(issue, "waiver_reason", None):
                tip += "\n" + translate("ProblemsPanel", "Waived: {reason}").format(
                    reason=issue.waiver_reason
                )
            for col in range(4):
                item.setToolTip(col, plain(tip))
            if issue.waived:
                for col in range(4):
                    item.setForeground(col, QColor("#888888"))
            item.setData(0, Qt.ItemDataRole.UserRole, len(self._issues))
            self._issues.append(issue)
            self.tree.addTopLevelItem(item)
            if current is not None and _same(issue, current):
                self.tree.setCurrentItem(item)

    def _show_status(self, counts: dict[str, int]) -> None:
        if self.runner.error:
            self.status.setText(self.runner.error)
        elif self.runner.revision >= 0:
            n = counts["error"]
            errors = translate("ProblemsPanel", "%n error(s)", "", PLURAL, n)
            n = counts["warning"]
            warnings = translate("ProblemsPanel", "%n warning(s)", "", PLURAL, n)
            n = counts["info"]
            infos = translate("ProblemsPanel", "%n info(s)", "", PLURAL, n)
            ms = f"{self.runner.last_seconds * 1000:.0f}"
            self.status.setText(f"{errors}, {warnings}, {infos} · {ms} ms")
        self.counts_changed.emit(counts["error"], counts["warning"], counts["info"])
        self._update_button()

    def shown_issues(self) -> list[Any]:
        return list(self._issues)

    def current_issue(self) -> Any:
        item = self.tree.currentItem()
        if item is None:
            return None
        index = item.data(0, Qt.ItemDataRole.UserRole)
        return self._issues[index] if index is not None and index < len(self._issues) else None

    def item_for(self, issue: Any) -> QTreeWidgetItem | None:
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            index = item.data(0, Qt.ItemDataRole.UserRole)
            if _same(self._issues[index], issue):
                return item
        return None

    # ------------------------------------------------------------------ actions
    def _current_changed(self, item: QTreeWidgetItem | None, _previous: Any) -> None:
        issue = self.current_issue() if item is not None else None
        self.doc.set_marks(list(issue.refs) if issue is not None else [])
        self._update_button()

    def _update_button(self) -> None:
        issue = self.current_issue()
        can = (
            issue is not None
            and severity_of(issue) != "error"
            and not issue.code.startswith(("FILE_", "LOAD_"))
        )
        self.waive_button.setEnabled(bool(can))
        self.waive_button.setText(
            translate("ProblemsPanel", "Lift &waiver")
            if issue is not None and issue.waived
            else translate("ProblemsPanel", "&Waive…")
        )

    def activate(self, item: QTreeWidgetItem | None = None) -> None:
        """Select the problem's refs, outline them and ask the window to frame them."""
        if item is not None:
            self.tree.setCurrentItem(item)
        issue = self.current_issue()
        if issue is None:
            return
        refs = list(issue.refs)
        if not refs:
            refs = self._object_at(tuple(getattr(issue, "path", ())))
        self.doc.set_marks(refs)
        self.doc.set_selection(refs)
        self.activated.emit(refs)

    def _object_at(self, path: tuple[str | int, ...]) -> list[str]:
        """The id of the quest object a JSON path points into (for problems without refs)."""
        if len(path) >= 2 and isinstance(path[1], int):
            items = getattr(self.doc.quest, str(path[0]), None)
            if isinstance(items, list) and 0 <= path[1] < len(items):
                ident = getattr(items[path[1]], "id", None)
                if ident:
                    return [ident]
        return []

    def toggle_waiver(self) -> None:
        issue = self.current_issue()
        if issue is None or severity_of(issue) == "error":
            return
        ref = issue.refs[0] if issue.refs else "*"
        if issue.waived:
            edit = edits.remove_waiver(self.doc.quest, issue.code, ref)
            if not edit:
                edit = edits.remove_waiver(self.doc.quest, issue.code, "*")
            self.doc.push(
                edit, translate("ProblemsPanel", "Lift waiver {code}").format(code=issue.code)
            )
            return
        reason, ok = QInputDialog.getText(
            self,
            translate("ProblemsPanel", "Waive a warning"),
            translate(
                "ProblemsPanel", "Why is {code} on {ref} intended?\n(Stored in the quest file.)"
            ).format(code=issue.code, ref=ref),
        )
        if not ok or not reason.strip():
            return
        self.doc.push(
            edits.add_waiver(self.doc.quest, issue.code, ref, reason.strip()),
            translate("ProblemsPanel", "Waive {code}").format(code=issue.code),
        )

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.matches(QKeySequence.StandardKey.InsertParagraphSeparator):
            self.activate()
            return
        super().keyPressEvent(event)


def _issue_key(issue: Any) -> tuple[Any, ...]:
    """Everything a row of the panel shows of an issue."""
    return (
        severity_of(issue),
        issue.code,
        issue.message,
        tuple(issue.refs),
        issue.waived,
        issue.hint,
        getattr(issue, "json_path", ""),
        getattr(issue, "waiver_reason", None),
    )


def _same(a: Any, b: Any) -> bool:
    return (a.code, tuple(a.refs), a.message.split(" (waived)")[0]) == (
        b.code,
        tuple(b.refs),
        b.message.split(" (waived)")[0],
    )
