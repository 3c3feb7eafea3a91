"""The Quest panel: metadata, objectives, triggers and loss conditions.

The choices offered (objective kinds, trigger events, effect kinds, loss kinds) come from
the quest JSON Schema, so the forms only allow what a file may hold. Lists support add,
remove and reorder (buttons, Ctrl+Up/Down, or drag); an objective's targets and zone can be
picked on the canvas. Every change is an undoable edit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from questwright.core import edits
from questwright.core.edits import MISSING, Change
from questwright.editor import forms
from questwright.editor.commands import MergeId
from questwright.editor.i18n import translate
from questwright.schema.model import Effect, LossCondition, Objective, Party, Trigger, TriggerEvent
from questwright.schema.spec import field_choices

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["QuestPanel"]

LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "pl", "nl", "ja", "zh"]
LICENSES = ["CC-BY-4.0", "CC-BY-SA-4.0", "CC-BY-NC-4.0", "CC0-1.0", "MIT", "All rights reserved"]


class _ListEditor(QWidget):
    """A reorderable list of one quest collection with a form for the current item."""

    def __init__(
        self,
        panel: QuestPanel,
        collection: str,
        label: str,
        make: Callable[[set[str]], Any],
        form: Callable[[QFormLayout, int, Any], None],
    ) -> None:
        super().__init__()
        self.panel = panel
        self.collection = collection
        self.label = label
        self.make = make
        self.build_form = form
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        split = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setAccessibleName(label)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.model().rowsMoved.connect(self._rows_moved)
        self.list.currentRowChanged.connect(lambda _row: self.show_form())
        top_layout.addWidget(self.list)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(translate("_ListEditor", "Add"))
        self.remove_button = QPushButton(translate("_ListEditor", "Remove"))
        self.up_button = QPushButton(translate("_ListEditor", "Up"))
        self.down_button = QPushButton(translate("_ListEditor", "Down"))
        self.add_button.clicked.connect(self.add)
        self.remove_button.clicked.connect(self.remove)
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        for button, tip in (
            (self.add_button, translate("QuestPanel", "Add (Insert)")),
            (self.remove_button, translate("QuestPanel", "Remove (Delete)")),
            (self.up_button, translate("QuestPanel", "Move up (Ctrl+Up)")),
            (self.down_button, translate("QuestPanel", "Move down (Ctrl+Down)")),
        ):
            button.setToolTip(tip)
            buttons.addWidget(button)
        top_layout.addLayout(buttons)
        for keys, slot in (
            ("Ctrl+Up", lambda: self.move_current(-1)),
            ("Ctrl+Down", lambda: self.move_current(1)),
            ("Insert", self.add),
        ):
            shortcut = QShortcut(QKeySequence(keys), self.list)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
        split.addWidget(top)
        self.form_area = QScrollArea()
        self.form_area.setWidgetResizable(True)
        self.form_area.setMinimumHeight(140)
        split.addWidget(self.form_area)
        # The form is what one works in: it takes the room, the list a few rows of it (a list
        # at its default size hint left the form a sliver at the bottom of the dock).
        self.list.setMinimumHeight(48)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setCollapsible(1, False)
        split.setSizes([110, 10_000])
        self.splitter = split
        layout.addWidget(split)
        self._moving = False
        self._form_timer = QTimer(self)
        self._form_timer.setSingleShot(True)
        self._form_timer.setInterval(0)
        self._form_timer.timeout.connect(self._build_form)
        self.refresh()

    def delete_focused(self) -> bool:
        """Delete (routed here by the window while this list has focus)."""
        if self.list.hasFocus():
            self.remove()
            return True
        return False

    @property
    def doc(self) -> Document:
        return self.panel.doc

    def items(self) -> list[Any]:
        return getattr(self.doc.quest, self.collection)

    def current_id(self) -> str | None:
        row = self.list.currentRow()
        items = self.items()
        return items[row].id if 0 <= row < len(items) else None

    def refresh(self, keep: str | None = None) -> None:
        keep = keep or self.current_id()
        self._moving = True
        self.list.clear()
        for item in self.items():
            text = getattr(item, "text", None) or ""
            kind = getattr(item, "kind", None) or getattr(getattr(item, "on", None), "event", "")
            self.list.addItem(f"{item.id} — {kind}" + (f": {text}" if text else ""))
        ids = [i.id for i in self.items()]
        if keep in ids:
            self.list.setCurrentRow(ids.index(keep))
        self._moving = False
        self.show_form()

    def show_form(self) -> None:
        """Rebuild the item form from the event loop (its widgets may be mid-signal now)."""
        if not self._moving:
            self._form_timer.start()

    def _build_form(self) -> None:
        body = QWidget()
        form = QFormLayout(body)
        row = self.list.currentRow()
        items = self.items()
        if 0 <= row < len(items):
            self.build_form(form, row, items[row])
        else:
            form.addRow(QLabel(translate("_ListEditor", "Nothing selected.")))
        self.form_area.setWidget(body)

    def add(self) -> None:
        item = self.make(edits.all_ids(self.doc.quest))
        self.panel.push(
            edits.Insert((self.collection,), len(self.items()), item),
            translate("_ListEditor", "Add {id}").format(id=item.id),
        )
        self.refresh(item.id)

    def remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.items()):
            ident = self.items()[row].id
            self.panel.push(
                edits.Remove((self.collection,), row),
                translate("_ListEditor", "Remove {id}").format(id=ident),
            )
            self.refresh()

    def move_current(self, step: int) -> None:
        """Move the current item ``step`` rows (negative: up)."""
        ident = self.current_id()
        if ident is None:
            return
        row = self.list.currentRow()
        edit = edits.move_item(self.doc.quest, self.collection, ident, row + step)
        if self.panel.push(edit, translate("_ListEditor", "Reorder {id}").format(id=ident)):
            self.refresh(ident)

    def _rows_moved(self, _parent: Any, start: int, _end: int, _dest: Any, row: int) -> None:
        if self._moving:
            return
        ident = self.items()[start].id
        target = row - 1 if row > start else row
        edit = edits.move_item(self.doc.quest, self.collection, ident, target)
        self.panel.push(edit, translate("_ListEditor", "Reorder {id}").format(id=ident))
        self.refresh(ident)


class QuestPanel(QTabWidget):
    """Tabs for the quest's metadata, objectives, triggers and loss conditions."""

    def __init__(
        self,
        document: Document,
        pick: Callable[[Callable[[str | None, Any], None]], None] | None = None,
    ) -> None:
        super().__init__()
        self.doc = document
        self.pick = pick
        self.setObjectName("quest-panel")
        self._own = False
        self.meta = QScrollArea()
        self.meta.setWidgetResizable(True)
        self.addTab(self.meta, translate("QuestPanel", "&Quest"))
        self.objectives = _ListEditor(
            self,
            "objectives",
            translate("QuestPanel", "Objective"),
            self._new_objective,
            self._objective_form,
        )
        self.triggers = _ListEditor(
            self,
            "triggers",
            translate("QuestPanel", "Trigger"),
            self._new_trigger,
            self._trigger_form,
        )
        self.loss = _ListEditor(
            self, "loss", translate("QuestPanel", "Loss condition"), self._new_loss, self._loss_form
        )
        self.addTab(self.objectives, translate("QuestPanel", "&Objectives"))
        self.addTab(self.triggers, translate("QuestPanel", "T&riggers"))
        self.addTab(self.loss, translate("QuestPanel", "&Loss"))
        self.fields: dict[str, QWidget] = {}
        self._meta_timer = QTimer(self)
        self._meta_timer.setSingleShot(True)
        self._meta_timer.setInterval(0)
        self._meta_timer.timeout.connect(self.build_meta)
        self.build_meta()
        document.changed.connect(self._on_changed)

    # ------------------------------------------------------------------ plumbing
    def push(self, edit: edits.Edit, text: str, key: Any = None) -> bool:
        self._own = True
        try:
            return self.doc.push(
                edit,
                text,
                merge_id=MergeId.TEXT if key is not None else MergeId.NONE,
                merge_key=key,
            )
        finally:
            self._own = False

    def _setter(
        self, path: tuple[str | int, ...], label: str, none: bool = False
    ) -> Callable[[Any], None]:
        def commit(value: Any) -> None:
            if none and value is MISSING:
                value = None
            self.push(
                edits.SetValue(path, value),
                translate("QuestPanel", "Set {label}").format(label=label),
                key=path,
            )

        return commit

    def _text_choice(
        self, field: str, choices: Sequence[str], current: str | None, label: str = ""
    ) -> QComboBox:
        """An editable combo box for a free-text quest field, with suggestions; typing or
        picking sets the field (an empty text removes it)."""
        box = QComboBox()
        box.setEditable(True)
        box.addItems(list(choices))
        box.setCurrentText(current or "")
        commit = self._setter((field,), label or field, none=True)
        line = box.lineEdit()
        assert line is not None  # an editable combo box has a line edit
        line.textEdited.connect(lambda text: commit(text or MISSING))
        box.activated.connect(lambda _index: commit(box.currentText() or MISSING))
        return box

    def _on_changed(self, change: Change) -> None:
        if self._own:
            return
        fields = change.fields
        meta = {"title", "id", "author", "description", "language", "license", "party", "system"}
        changed = fields & meta
        if changed and not self._show_meta_values(changed):
            self._meta_timer.start()
        for editor in (self.objectives, self.triggers, self.loss):
            if editor.collection in fields:
                editor.refresh()

    def _show_meta_values(self, names: set[str]) -> bool:
        """Show the new values of one-line fields (title, author, id) an edit or an undo
        changed, in the fields themselves: rebuilding the whole form for a title costs more
        than the rest of the edit. False: some field needs the form rebuilt."""
        if not names <= {"title", "author", "id"}:
            return False
        widgets = [self.fields.get(name) for name in names]
        if not all(isinstance(w, QLineEdit) for w in widgets):
            return False
        quest = self.doc.quest
        for name in names:
            edit = self.fields[name]
            assert isinstance(edit, QLineEdit)
            value = getattr(quest, name) or ""
            if edit.text() == value:
                continue
            if name == "id":
                forms.set_committed_id(edit, value)
            else:  # setText does not emit textEdited: nothing is committed back
                edit.setText(value)
                forms.set_invalid(edit, None)
        return True

    def _ids(self) -> set[str]:
        board = self.doc.board
        return edits.all_ids(self.doc.quest) | set(board.doors) | set(board.zones)

    # ------------------------------------------------------------------ metadata
    def build_meta(self) -> None:
        quest = self.doc.quest
        body = QWidget()
        form = QFormLayout(body)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields = {}

        def add(name: str, label: str, widget: QWidget) -> None:
            widget.setAccessibleName(label)
            form.addRow(label, widget)
            self.fields[name] = widget

        add(
            "title",
            translate("QuestPanel", "&Title"),
            forms.text_edit(
                quest.title,
                self._title,
                check=lambda t: (
                    None if t.strip() else translate("QuestPanel", "A title is required")
                ),
            ),
        )

        def set_id(value: str) -> None:
            self.push(edits.SetValue(("id",), value), translate("QuestPanel", "Set quest id"))

        add(
            "id",
            translate("QuestPanel", "Quest id"),
            forms.id_edit(
                quest.id,
                lambda: set(),
                set_id,
                tip=translate("QuestPanel", "The quest's own id (used by packs)"),
            ),
        )
        system = self.doc.system
        form.addRow(
            translate("QuestPanel", "System"),
            QLabel(
                f"{quest.system} — "
                + (system.name if system else translate("QuestPanel", "unknown system"))
            ),
        )
        add(
            "author",
            translate("QuestPanel", "&Author"),
            forms.text_edit(
                quest.author,
                self._setter(("author",), translate("QuestPanel", "author"), none=True),
            ),
        )
        add(
            "description",
            translate("QuestPanel", "&Description"),
            forms.text_area(
                quest.description,
                self._setter(("description",), translate("QuestPanel", "description"), none=True),
            ),
        )
        add(
            "language",
            translate("QuestPanel", "&Language"),
            self._text_choice("language", LANGUAGES, quest.language),
        )
        add(
            "license",
            translate("QuestPanel", "Li&cence"),
            self._text_choice(
                "license", LICENSES, quest.license, translate("QuestPanel", "licence")
            ),
        )
        party = quest.party or (system.party if system else Party())
        low = system.party.min if system else 1
        high = system.party.max if system else 8
        self.party_min = QSpinBox()
        self.party_max = QSpinBox()
        for spin, value in ((self.party_min, party.min), (self.party_max, party.max)):
            spin.setRange(low, high)
            spin.setValue(value)
            spin.valueChanged.connect(self._party_changed)
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.party_min)
        box.addWidget(QLabel(translate("QuestPanel", "to")))
        box.addWidget(self.party_max)
        form.addRow(translate("QuestPanel", "&Party"), row)
        self.fields["party.min"] = self.party_min
        self.fields["party.max"] = self.party_max
        stats = QLabel(
            translate(
                "QuestPanel",
                "{tiles} tiles · {tokens} tokens · {edges} quest edges · {waivers} waivers",
            ).format(
                tiles=len(quest.tiles),
                tokens=len(quest.tokens),
                edges=len(quest.edges),
                waivers=len(quest.waivers),
            )
        )
        form.addRow(stats)
        self.meta.setWidget(body)

    def _title(self, value: Any) -> None:
        """Set the title; an id that still follows the title (the one it suggested, or the
        new-quest default) follows it to the new one in the same undo step."""
        if value is MISSING:
            return
        from questwright.editor.files import quest_id_for_title

        quest = self.doc.quest
        edit: edits.Edit = edits.SetValue(("title",), value)
        new_id = quest_id_for_title(value)
        if quest.id != new_id and quest.id in (quest_id_for_title(quest.title), "untitled-quest"):
            edit = edits.Batch((edit, edits.SetValue(("id",), new_id)))
        self.push(edit, translate("QuestPanel", "Set title"), key=("title",))
        field = self.fields.get("id")
        if isinstance(field, QLineEdit) and field.text() != self.doc.quest.id:
            forms.set_committed_id(field, self.doc.quest.id)

    def _party_changed(self) -> None:
        low, high = self.party_min.value(), self.party_max.value()
        if low > high:
            forms.set_invalid(
                self.party_max,
                translate("QuestPanel", "The largest party is smaller than the smallest"),
            )
            return
        forms.set_invalid(self.party_max, None)
        self.push(
            edits.SetValue(("party",), Party(min=low, max=high)),
            translate("QuestPanel", "Set party"),
            key=("party",),
        )

    # ------------------------------------------------------------------ objectives
    def _new_objective(self, taken: set[str]) -> Objective:
        return Objective(id=edits.unique_id(taken, "obj"), kind="reach")

    def _pick_button(
        self, on_pick: Callable[[str | None, Any], None], text: str | None = None
    ) -> QPushButton:
        button = QPushButton(text or translate("QuestPanel", "Pick…"))
        button.setToolTip(
            translate("QuestPanel", "Choose on the canvas (click, or Enter at the keyboard cursor)")
        )
        button.setEnabled(self.pick is not None)
        button.clicked.connect(lambda: self.pick(on_pick) if self.pick else None)
        return button

    def _objective_form(self, form: QFormLayout, row: int, obj: Objective) -> None:
        base = ("objectives", row)

        def rename(new: str) -> None:
            self.push(
                edits.rename_id(self.doc.quest, obj.id, new),
                translate("QuestPanel", "Rename {id}").format(id=obj.id),
            )
            self.objectives.refresh(new)

        form.addRow(
            translate("QuestPanel", "Id"),
            forms.id_edit(obj.id, lambda: edits.all_ids(self.doc.quest), rename),
        )
        form.addRow(
            translate("QuestPanel", "Kind"),
            forms.combo(
                field_choices(Objective, "kind"),
                obj.kind,
                self._refreshing(
                    self.objectives, self._setter((*base, "kind"), translate("QuestPanel", "kind"))
                ),
            ),
        )
        targets = forms.ids_edit(
            obj.targets,
            self._ids,
            self._setter((*base, "targets"), translate("QuestPanel", "targets")),
            translate("QuestPanel", "target ids"),
        )
        form.addRow(translate("QuestPanel", "Targets"), targets)

        def add_target(ref: str | None, _cell: Any) -> None:
            current = self.doc.quest.objectives[row]
            if ref and ref not in current.targets:
                self.push(
                    edits.SetValue((*base, "targets"), [*current.targets, ref]),
                    translate("QuestPanel", "Add target"),
                )
                self.objectives.refresh(current.id)

        form.addRow(
            "", self._pick_button(add_target, translate("QuestPanel", "Pick target on canvas…"))
        )
        form.addRow(
            translate("QuestPanel", "Count"),
            forms.int_spin(
                obj.count,
                self._setter((*base, "count"), translate("QuestPanel", "count"), none=True),
                0,
                99,
            ),
        )
        zone_text = "—"
        if obj.zone:
            off_board = translate("QuestPanel", "off board")
            zone = self.doc.board.zone_of((obj.zone[0], obj.zone[1])) or off_board
            zone_text = f"{list(obj.zone)} ({zone})"
        zone_row = QWidget()
        zbox = QHBoxLayout(zone_row)
        zbox.setContentsMargins(0, 0, 0, 0)
        zbox.addWidget(QLabel(zone_text))

        def set_zone(_ref: str | None, cell: Any) -> None:
            self.push(
                edits.SetValue((*base, "zone"), tuple(cell)),
                translate("QuestPanel", "Set objective zone"),
            )
            self.objectives.refresh(obj.id)

        zbox.addWidget(self._pick_button(set_zone, translate("QuestPanel", "Pick zone…")))
        clear = QPushButton(translate("QuestPanel", "Clear"))

        def clear_zone() -> None:
            self.push(edits.SetValue((*base, "zone"), None), translate("QuestPanel", "Clear zone"))
            self.objectives.refresh(obj.id)

        clear.clicked.connect(clear_zone)
        zbox.addWidget(clear)
        form.addRow(translate("QuestPanel", "Zone"), zone_row)
        others = lambda: {o.id for o in self.doc.quest.objectives if o.id != obj.id}  # noqa: E731
        form.addRow(
            translate("QuestPanel", "After"),
            forms.ids_edit(
                obj.after,
                others,
                self._setter((*base, "after"), translate("QuestPanel", "after")),
                translate("QuestPanel", "objective ids"),
            ),
        )
        form.addRow(
            translate("QuestPanel", "Text"),
            forms.text_edit(
                obj.text, self._setter((*base, "text"), translate("QuestPanel", "text"), none=True)
            ),
        )

    def _refreshing(
        self, editor: _ListEditor, commit: Callable[[Any], None]
    ) -> Callable[[Any], None]:
        def run(value: Any) -> None:
            commit(value)
            editor.refresh()

        return run

    # ------------------------------------------------------------------ triggers
    def _new_trigger(self, taken: set[str]) -> Trigger:
        return Trigger(
            id=edits.unique_id(taken, "trg"),
            on=TriggerEvent(event="round-start"),
            effects=[Effect(kind="message", text="…")],
        )

    def _trigger_form(self, form: QFormLayout, row: int, trg: Trigger) -> None:
        base = ("triggers", row)

        def rename(new: str) -> None:
            self.push(
                edits.rename_id(self.doc.quest, trg.id, new),
                translate("QuestPanel", "Rename {id}").format(id=trg.id),
            )
            self.triggers.refresh(new)

        form.addRow(
            translate("QuestPanel", "Id"),
            forms.id_edit(trg.id, lambda: edits.all_ids(self.doc.quest), rename),
        )
        form.addRow(
            translate("QuestPanel", "When"),
            forms.combo(
                field_choices(TriggerEvent, "event"),
                trg.on.event,
                self._refreshing(
                    self.triggers,
                    self._setter((*base, "on", "event"), translate("QuestPanel", "event")),
                ),
            ),
        )
        choices = lambda: sorted(self._ids())  # noqa: E731
        form.addRow(
            translate("QuestPanel", "Target"),
            forms.ref_combo(
                trg.on.target,
                choices,
                self._setter((*base, "on", "target"), translate("QuestPanel", "target"), none=True),
            ),
        )
        form.addRow(
            translate("QuestPanel", "Round"),
            forms.int_spin(
                trg.on.round,
                self._setter((*base, "on", "round"), translate("QuestPanel", "round"), none=True),
                1,
                99,
            ),
        )
        form.addRow(
            translate("QuestPanel", "Once"),
            forms.bool_box(
                trg.once,
                self._setter((*base, "once"), translate("QuestPanel", "once")),
                translate("QuestPanel", "fires only once"),
            ),
        )
        form.addRow(
            translate("QuestPanel", "Text"),
            forms.text_edit(
                trg.text,
                self._setter((*base, "text"), translate("QuestPanel", "text"), none=True),
                translate("QuestPanel", "read to the players when it fires"),
            ),
        )
        form.addRow(QLabel(translate("QuestPanel", "<b>Effects</b>")))
        kinds = field_choices(Effect, "kind")
        for e_index, effect in enumerate(trg.effects):
            ebase = (*base, "effects", e_index)
            row_widget = QWidget()
            box = QHBoxLayout(row_widget)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(
                forms.combo(
                    kinds,
                    effect.kind,
                    self._setter((*ebase, "kind"), translate("QuestPanel", "effect")),
                )
            )
            box.addWidget(
                forms.ref_combo(
                    effect.target,
                    choices,
                    self._setter(
                        (*ebase, "target"), translate("QuestPanel", "effect target"), none=True
                    ),
                )
            )
            text = forms.text_edit(
                effect.text,
                self._setter((*ebase, "text"), translate("QuestPanel", "effect text"), none=True),
                translate("QuestPanel", "text"),
            )
            box.addWidget(text)
            remove = QPushButton("✕")
            remove.setToolTip(translate("QuestPanel", "Remove this effect"))

            def remove_effect(_checked: bool = False, index: int = e_index) -> None:
                self.push(
                    edits.Remove((*base, "effects"), index),
                    translate("QuestPanel", "Remove effect"),
                )
                self.triggers.refresh()

            remove.clicked.connect(remove_effect)
            box.addWidget(remove)
            form.addRow(f"{e_index + 1}.", row_widget)
        add = QPushButton(translate("QuestPanel", "Add effect"))

        def add_effect() -> None:
            self.push(
                edits.Insert(
                    (*base, "effects"), len(trg.effects), Effect(kind="message", text="…")
                ),
                translate("QuestPanel", "Add effect"),
            )
            self.triggers.refresh()

        add.clicked.connect(add_effect)
        form.addRow("", add)

    # ------------------------------------------------------------------ loss
    def _new_loss(self, taken: set[str]) -> LossCondition:
        return LossCondition(id=edits.unique_id(taken, "loss"), kind="round-limit", rounds=12)

    def _loss_form(self, form: QFormLayout, row: int, loss: LossCondition) -> None:
        base = ("loss", row)

        def rename(new: str) -> None:
            self.push(
                edits.rename_id(self.doc.quest, loss.id, new),
                translate("QuestPanel", "Rename {id}").format(id=loss.id),
            )
            self.loss.refresh(new)

        form.addRow(
            translate("QuestPanel", "Id"),
            forms.id_edit(loss.id, lambda: edits.all_ids(self.doc.quest), rename),
        )
        form.addRow(
            translate("QuestPanel", "Kind"),
            forms.combo(
                field_choices(LossCondition, "kind"),
                loss.kind,
                self._refreshing(
                    self.loss, self._setter((*base, "kind"), translate("QuestPanel", "kind"))
                ),
            ),
        )
        choices = lambda: sorted(self._ids())  # noqa: E731
        form.addRow(
            translate("QuestPanel", "Target"),
            forms.ref_combo(
                loss.target,
                choices,
                self._setter((*base, "target"), translate("QuestPanel", "target"), none=True),
            ),
        )
        form.addRow(
            translate("QuestPanel", "Rounds"),
            forms.int_spin(
                loss.rounds,
                self._setter((*base, "rounds"), translate("QuestPanel", "rounds"), none=True),
                1,
                99,
            ),
        )
        form.addRow(
            translate("QuestPanel", "Text"),
            forms.text_edit(
                loss.text, self._setter((*base, "text"), translate("QuestPanel", "text"), none=True)
            ),
        )
