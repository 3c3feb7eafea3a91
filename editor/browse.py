"""File ▸ Browse Quests…: the packs of the subscribed catalogues, installed in one click.

The window lists the newest version of every pack the subscribed catalogues hold (from
their offline copies, :mod:`questwright.packs.catalogue.store`), filtered by game system,
number of heroes, text and state (installed, updatable, not installed). The selected
pack's summary, quests, sheet previews (downloaded on demand and cached) and balance
figures are shown beside the list. Install and Update download and install the pack on a
worker thread with every check of ``pack install``, with a progress bar and Cancel; the
installed quests then open in the Quest Library. Refresh fetches the catalogues again.
Every failure is shown as the one-line message of the refusal; a refused or cancelled
download leaves the library as it was.
"""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import PLURAL, translate

from questwright.packs.catalogue import CatalogueError, store
from questwright.packs.catalogue.site import quest_difficulty
from questwright.packs.library import InstalledPack, list_installed
from questwright.packs.manifest import semver_key

__all__ = ["STATES", "BrowseDialog", "Row"]

ID_ROLE = Qt.ItemDataRole.UserRole
#: state filter keys, in the combo box's order
STATES = ("all", "installed", "updatable", "available")
_PREVIEW_BYTES = 4 * 1024 * 1024


class Row:
    """A pack of the list: its newest catalogue listing and what is installed of it."""

    def __init__(self, listing: store.Listing, installed: InstalledPack | None) -> None:
        self.listing = listing
        self.installed = installed

    @property
    def id(self) -> str:
        return self.listing.id

    @property
    def state(self) -> str:
        if self.installed is None:
            return "available"
        if semver_key(self.listing.version) > semver_key(self.installed.version):
            return "updatable"
        return "installed"


class _Work(QObject):
    """Runs one download-and-install on a worker thread."""

    progress = Signal(int, int)  # done, total (0: unknown)
    finished = Signal(bool, str)  # ok, message

    def __init__(self, listing: store.Listing, root: Path, timeout: float) -> None:
        super().__init__()
        self.listing = listing
        self.root = root
        self.timeout = timeout
        self.cancel = threading.Event()

    def run(self) -> None:
        from questwright.packs.problems import PackError

        try:
            result = store.install_from_catalogue(
                self.listing,
                self.root,
                progress=lambda done, total: self.progress.emit(done, total or 0),
                cancel=self.cancel.is_set,
                timeout=self.timeout,
            )
        except CatalogueError as exc:
            self.finished.emit(False, str(exc))
        except PackError as exc:
            self.finished.emit(False, "; ".join(str(p) for p in exc.problems[:3]))
        except OSError as exc:
            self.finished.emit(False, str(exc))
        else:
            self.finished.emit(
                True,
                translate("BrowseDialog", "Installed {id} {version} in {target}").format(
                    id=self.listing.id, version=self.listing.version, target=result.target
                ),
            )


def _preview_path(url: str) -> Path:
    name = hashlib.sha256(url.encode("utf-8")).hexdigest()[:32] + ".png"
    return store.cache_dir() / "previews" / name


class _Loader(QObject):
    """Hands downloaded previews from the background thread to the window."""

    loaded = Signal(str, str)  # url, file


def _download_previews(urls: list[str], timeout: float, loader: _Loader) -> None:
    """Download each preview once into the cache (small and bounded); runs off the GUI."""
    from questwright.packs.catalogue import fetch

    for url in urls:
        path = _preview_path(url)
        try:
            got = fetch.download(url, max_bytes=_PREVIEW_BYTES, timeout=timeout)
        except CatalogueError:
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            part = path.with_suffix(f".{threading.get_ident()}.part")
            part.write_bytes(got.data or b"")
            os.replace(part, path)
        except OSError:
            continue
        try:
            loader.loaded.emit(url, str(path))
        except RuntimeError:  # the window was closed meanwhile
            return


class BrowseDialog(QDialog):
    """Browse the subscribed catalogues; install, update and open packs."""

    def __init__(
        self,
        root: str | os.PathLike[str],
        open_library: Any = None,
        parent: QWidget | None = None,
        *,
        timeout: float = 20.0,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("BrowseDialog", "Browse Quests"))
        self.setObjectName("browseQuestsDialog")
        self.root = Path(root)
        self.open_library = open_library
        self.timeout = timeout
        self.rows: list[Row] = []
        self.shown: list[Row] = []
        self.work: _Work | None = None
        self.thread_: QThread | None = None
        self.last_message = ""
        self.preview_labels: dict[str, QLabel] = {}
        self.loader = _Loader(self)
        self.loader.loaded.connect(self._set_preview)

        self.text = QLineEdit()
        self.text.setPlaceholderText(translate("BrowseDialog", "Search packs and quests"))
        self.system = QComboBox()
        self.heroes = QSpinBox()
        self.heroes.setRange(0, 12)
        self.heroes.setSpecialValueText(translate("BrowseDialog", "any"))
        self.state = QComboBox()
        for key, label in zip(
            STATES,
            (
                translate("BrowseDialog", "All packs"),
                translate("BrowseDialog", "Installed"),
                translate("BrowseDialog", "Updatable"),
                translate("BrowseDialog", "Not installed"),
            ),
            strict=True,
        ):
            self.state.addItem(label, key)
        filters = QHBoxLayout()
        for label, widget in (
            (translate("BrowseDialog", "&Find:"), self.text),
            (translate("BrowseDialog", "&System:"), self.system),
            (translate("BrowseDialog", "&Heroes:"), self.heroes),
            (translate("BrowseDialog", "S&how:"), self.state),
        ):
            caption = QLabel(label)
            caption.setBuddy(widget)
            filters.addWidget(caption)
            filters.addWidget(widget, 1 if widget is self.text else 0)
        self.text.textChanged.connect(self.apply_filters)
        self.system.currentIndexChanged.connect(self.apply_filters)
        self.heroes.valueChanged.connect(self.apply_filters)
        self.state.currentIndexChanged.connect(self.apply_filters)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [
                translate("BrowseDialog", "Pack"),
                translate("BrowseDialog", "Version"),
                translate("BrowseDialog", "Installed"),
                translate("BrowseDialog", "Systems"),
                translate("BrowseDialog", "Heroes"),
                translate("BrowseDialog", "Id"),
            ]
        )
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(translate("BrowseDialog", "Packs of the catalogues"))
        self.tree.currentItemChanged.connect(lambda *_: self._selected_changed())
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.previews = QHBoxLayout()
        pane = QWidget()
        pane_layout = QVBoxLayout(pane)
        pane_layout.addWidget(self.detail)
        pane_layout.addLayout(self.previews)
        pane_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(pane)
        split = QSplitter()
        split.addWidget(self.tree)
        split.addWidget(scroll)
        split.setSizes([420, 480])

        self.status = QLabel()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.install_button = QPushButton(translate("BrowseDialog", "&Install"))
        self.install_button.clicked.connect(self.install_selected)
        self.update_button = QPushButton(translate("BrowseDialog", "&Update"))
        self.update_button.clicked.connect(self.install_selected)
        self.cancel_button = QPushButton(translate("BrowseDialog", "&Cancel Download"))
        self.cancel_button.clicked.connect(self.cancel_download)
        self.library_button = QPushButton(translate("BrowseDialog", "Open in Quest &Library"))
        self.library_button.clicked.connect(self._open_library)
        self.refresh_button = QPushButton(translate("BrowseDialog", "&Refresh Catalogues"))
        self.refresh_button.clicked.connect(self.refresh_catalogues)
        buttons = QHBoxLayout()
        for button in (
            self.install_button,
            self.update_button,
            self.cancel_button,
            self.library_button,
            self.refresh_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(split, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.resize(980, 620)
        self.reload()

    # ------------------------------------------------------------------ model
    def reload(self) -> None:
        """Read the cached catalogues and the library again; keep the filters."""
        installed = {p.id: p for p in list_installed(self.root)}
        try:
            listings = store.search()
        except CatalogueError as exc:
            listings = []
            self._say(str(exc))
        self.rows = [Row(x, installed.get(x.id)) for x in listings]
        wanted = self.system.currentData()
        self.system.blockSignals(True)
        self.system.clear()
        self.system.addItem(translate("BrowseDialog", "All systems"), None)
        for system in sorted({s for r in self.rows for s in r.listing.pack["systems"]}):
            self.system.addItem(system, system)
        index = self.system.findData(wanted)
        self.system.setCurrentIndex(max(index, 0))
        self.system.blockSignals(False)
        if not self.rows:
            self._say(
                translate(
                    "BrowseDialog",
                    "No catalogue packs yet: add a catalogue with questwright catalogue add URL --key KEY",
                )
            )
        self.apply_filters()

    def matching(self) -> list[Row]:
        """The rows the filters let through."""
        words = self.text.text().casefold().split()
        system = self.system.currentData()
        heroes = self.heroes.value() or None
        state = self.state.currentData()
        out = []
        for row in self.rows:
            pack = row.listing.pack
            if system is not None and system not in pack["systems"]:
                continue
            span = row.listing.heroes
            if heroes is not None and (span is None or not span[0] <= heroes <= span[1]):
                continue
            if state == "installed" and row.state == "available":
                continue
            if state in ("updatable", "available") and row.state != state:
                continue
            haystack = " ".join(
                [pack["id"], pack["name"], pack.get("summary") or ""]
                + [q["title"] for q in pack["quests"]]
            ).casefold()
            if all(word in haystack for word in words):
                out.append(row)
        return out

    def apply_filters(self) -> None:
        current = self.selected()
        self.shown = self.matching()
        self.tree.clear()
        for row in self.shown:
            span = row.listing.heroes
            item = QTreeWidgetItem(
                [
                    _visible(row.listing.pack["name"]),
                    row.listing.version,
                    row.installed.version if row.installed else "",
                    ", ".join(row.listing.pack["systems"]),
                    "" if span is None else f"{span[0]}–{span[1]}",
                    row.id,
                ]
            )
            item.setData(0, ID_ROLE, row.id)
            if row.state == "updatable":
                item.setToolTip(2, translate("BrowseDialog", "A newer version is in the catalogue"))
            self.tree.addTopLevelItem(item)
            if current is not None and row.id == current.id:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        self._selected_changed()

    def selected(self) -> Row | None:
        item = self.tree.currentItem()
        wanted = item.data(0, ID_ROLE) if item is not None else None
        return next((r for r in self.shown if r.id == wanted), None)

    def select(self, pack_id: str) -> bool:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, ID_ROLE) == pack_id:
                self.tree.setCurrentItem(item)
                return True
        return False

    # ------------------------------------------------------------------ detail
    def _selected_changed(self) -> None:
        row = self.selected()
        busy = self.work is not None
        self.install_button.setEnabled(not busy and row is not None and row.state == "available")
        self.update_button.setEnabled(not busy and row is not None and row.state == "updatable")
        self.cancel_button.setEnabled(busy)
        self.library_button.setEnabled(row is not None and row.installed is not None)
        self.refresh_button.setEnabled(not busy)
        self.detail.setText(self._detail_html(row) if row is not None else "")
        self._show_previews(row)

    def _detail_html(self, row: Row) -> str:
        from html import escape as escape_html

        def escape(text: str) -> str:  # pack text: no markup, no invisible or bidi characters
            return escape_html(_visible(text))

        pack = row.listing.pack
        parts = [f"<h3>{escape(pack['name'])} {escape(row.listing.version)}</h3>"]
        if pack.get("summary"):
            parts.append(f"<p>{escape(pack['summary'])}</p>")
        if pack.get("authors"):
            parts.append(
                "<p>"
                + escape(
                    translate("BrowseDialog", "by {authors}").format(
                        authors=", ".join(pack["authors"])
                    )
                )
                + "</p>"
            )
        parts.append(
            "<p>"
            + escape(
                translate("BrowseDialog", "From {catalogue} · {size} KiB").format(
                    catalogue=row.listing.catalogue.name or row.listing.catalogue.url,
                    size=max(1, round(pack["size"] / 1024)),
                )
            )
            + "</p>"
        )
        for quest in pack["quests"]:
            parts.append(
                f"<p><b>{escape(quest['title'])}</b> ({escape(quest['system'])}) · "
                f"{escape(_difficulty_label(quest_difficulty(quest)))}</p>"
            )
            balance = quest.get("balance")
            if balance:
                cells = "".join(
                    f"<tr><td>{r['heroes']}</td><td>{r['winRate']:.0%}</td>"
                    f"<td>{r['interval'][0]:.0%}–{r['interval'][1]:.0%}</td><td>{r['games']}</td></tr>"
                    for r in balance["byHeroes"]
                )
                heads = (
                    translate("BrowseDialog", "Heroes"),
                    translate("BrowseDialog", "Win rate"),
                    translate("BrowseDialog", "95 % interval"),
                    translate("BrowseDialog", "Games"),
                )
                head = "".join(f"<th>{escape(text)}</th>" for text in heads)
                parts.append(
                    "<table border='1' cellspacing='0' cellpadding='2'>"
                    f"<tr>{head}</tr>{cells}</table>"
                )
                parts.append(
                    "<p><small>"
                    + escape(
                        translate("BrowseDialog", "Played by the {bot} bot").format(
                            bot=balance["bot"]
                        )
                    )
                    + "</small></p>"
                )
        return "".join(parts)

    def _show_previews(self, row: Row | None) -> None:
        """Up to four sheet previews of ``row``: cached ones at once, the others downloaded
        on a background thread and shown when they arrive (if the pack is still shown)."""
        while self.previews.count():
            item = self.previews.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.preview_labels = {}
        if row is None:
            return
        missing = []
        for quest in row.listing.pack["quests"][:4]:
            rel = quest.get("preview")
            label = QLabel(translate("BrowseDialog", "no preview"))
            label.setObjectName("preview")
            label.setToolTip(quest["title"])
            self.previews.addWidget(label)
            if not rel:
                continue
            url = row.listing.url_of(rel)
            self.preview_labels[url] = label
            path = _preview_path(url)
            if path.is_file():
                self._set_preview(url, str(path))
            else:
                missing.append(url)
        if missing:
            timeout = min(self.timeout, 5.0)
            thread = threading.Thread(
                target=_download_previews, args=(missing, timeout, self.loader), daemon=True
            )
            thread.start()

    def _set_preview(self, url: str, path: str) -> None:
        label = self.preview_labels.get(url)
        pixmap = QPixmap(path)
        if label is None or pixmap.isNull():
            return
        label.setPixmap(pixmap.scaledToWidth(160, Qt.TransformationMode.SmoothTransformation))

    def shown_previews(self) -> int:
        """How many previews show an image (for tests and the accessible description)."""
        return sum(1 for label in self.preview_labels.values() if not label.pixmap().isNull())

    # ------------------------------------------------------------------ actions
    def _say(self, message: str) -> None:
        self.last_message = message
        self.status.setText(message)

    def install_selected(self) -> bool:
        row = self.selected()
        if row is None or self.work is not None or row.state == "installed":
            return False
        self.work = _Work(row.listing, self.root, self.timeout)
        self.thread_ = QThread(self)
        self.work.moveToThread(self.thread_)
        self.thread_.started.connect(self.work.run)
        self.work.progress.connect(self._progress)
        self.work.finished.connect(self._finished)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self._say(
            translate("BrowseDialog", "Downloading {id} {version}…").format(
                id=row.id, version=row.listing.version
            )
        )
        self._selected_changed()
        self.thread_.start()
        return True

    def _progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(min(done, total))

    def cancel_download(self) -> None:
        if self.work is not None:
            self.work.cancel.set()

    def _finished(self, ok: bool, message: str) -> None:
        if self.thread_ is not None:
            self.thread_.quit()
            self.thread_.wait()
        self.work, self.thread_ = None, None
        self.progress.setVisible(False)
        self._say(
            message if ok else translate("BrowseDialog", "Refused: {reason}").format(reason=message)
        )
        self.reload()

    def busy(self) -> bool:
        return self.work is not None

    def refresh_catalogues(self) -> None:
        try:
            results = store.refresh(timeout=self.timeout)
        except CatalogueError as exc:
            self._say(str(exc))
            return
        errors = [r.error for r in results if r.error]
        count = len(results)
        refreshed = translate("BrowseDialog", "%n catalogue(s) refreshed", "", PLURAL, count)
        self._say("; ".join(e for e in errors if e) if errors else refreshed)
        self.reload()

    def _open_library(self) -> None:
        if self.open_library is not None:
            self.open_library()

    def done(self, result: int) -> None:
        self.cancel_download()
        if self.thread_ is not None:
            self.thread_.quit()
            self.thread_.wait(5000)
        super().done(result)


def _visible(text: str) -> str:
    """``text`` with control and format characters (bidi overrides, zero-width…) written as
    visible escapes: issue 34's ``safe_text`` where installed, else replaced."""
    import importlib
    import unicodedata

    try:
        return str(importlib.import_module("questwright.schema.text").safe_text(text))
    except (ImportError, AttributeError):
        return "".join(
            "\ufffd" if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") else c
            for c in text
        )


def _difficulty_label(level: str) -> str:
    return {
        "easy": translate("BrowseDialog", "easy"),
        "medium": translate("BrowseDialog", "medium"),
        "hard": translate("BrowseDialog", "hard"),
    }.get(level, translate("BrowseDialog", "difficulty unknown"))
