"""The Properties panel: a form for the selected token, tile, door, edge or zone.

Token forms are generated from the system's typed token properties (enum → choice,
integer/number → spin box with the declared bounds, boolean → check box, ref → a choice of
ids of the allowed kinds, string/list → text); edge forms (walls, windows, openings,
barriers, and the door form's properties) from the schema's typed edge properties that
apply to the edge's kind in the quest's system (``schema/parameters.py`` EdgeProperties);
tile and door forms from their fields. Every change is one undoable edit; typing in one
field merges into a single step; an edge property set back to its default is removed from
the file. The form is rebuilt when the selection changes or when the shown object changes
from elsewhere (undo).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from questwright.core import edits
from questwright.core.edits import MISSING, Change
from questwright.core.geometry import parse_ref
from questwright.editor import forms
from questwright.editor.commands import MergeId
from questwright.editor.i18n import data_label, translate
from questwright.editor.plain import escaped
from questwright.schema.model import EdgeSpec, Lock, PropertyDef, Token
from questwright.schema.parameters import edge_property_schemas

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["PropertiesPanel"]

DOOR_STATES = ["closed", "open", "locked", "destroyed"]


class PropertiesPanel(QScrollArea):
    """Edits the single selected object."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.doc = document
        self.setWidgetResizable(True)
        self.setObjectName("properties-panel")
        self._own_edit = False
        self._shown: str | None = None
        self.fields: dict[str, QWidget] = {}
        # Rebuilding deletes the form's widgets, possibly the one whose signal is running:
        # always rebuild from the event loop, never inside a widget's handler.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.rebuild)
        document.selection_changed.connect(self.schedule_rebuild)
        document.changed.connect(self._on_changed)
        self.rebuild()

    def schedule_rebuild(self) -> None:
        self._timer.start()

    # ------------------------------------------------------------------ plumbing
    def _on_changed(self, change: Change) -> None:
        if self._own_edit:
            return
        # with nothing or several objects selected the panel shows only the selection
        # (rebuilt on selection_changed): an edit changes nothing it shows
        if self._shown is not None and (self._shown in change.ids or change.geometry):
            self.schedule_rebuild()

    def _push(
        self, edit: edits.Edit, text: str, key: Any = None, select: list[str] | None = None
    ) -> None:
        self._own_edit = True
        try:
            self.doc.push(
                edit,
                text,
                merge_id=MergeId.PROPERTY if key is not None else MergeId.NONE,
                merge_key=key,
                select=select,
            )
        finally:
            self._own_edit = False

    def _setter(self, path: tuple[str | int, ...], label: str) -> Callable[[Any], None]:
        def commit(value: Any) -> None:
            self._push(
                edits.SetValue(path, value),
                translate("PropertiesPanel", "Set {label}").format(label=label),
                key=path,
            )

        return commit

    def _rename(self, old: str) -> Callable[[str], None]:
        def commit(new: str) -> None:
            self.doc.push(
                edits.rename_id(self.doc.quest, old, new),
                translate("PropertiesPanel", "Rename {old} → {new}").format(old=old, new=new),
                select=[new],
            )

        return commit

    def _taken(self) -> set[str]:
        return edits.all_ids(self.doc.quest)

    # ------------------------------------------------------------------ forms
    def rebuild(self) -> None:
        self.fields = {}
        body = QWidget()
        layout = QVBoxLayout(body)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(form)
        layout.addStretch(1)
        selection = self.doc.selection
        self._shown = selection[0] if len(selection) == 1 else None
        if not selection:
            form.addRow(
                QLabel(
                    translate(
                        "PropertiesPanel",
                        "Nothing selected.\nSelect a tile, token, door or edge (V, then click or "
                        "Enter).",
                    )
                )
            )
        elif len(selection) > 1:
            form.addRow(
                QLabel(
                    translate("PropertiesPanel", "{count} objects selected:").format(
                        count=len(selection)
                    )
                    + "\n"
                    + ", ".join(selection[:12])
                )
            )
        else:
            ref = selection[0]
            kind = self.doc.kind_of(ref)
            builder = getattr(self, f"_form_{kind}", None)
            if builder is None:
                form.addRow(
                    QLabel(translate("PropertiesPanel", "{ref}: nothing to edit").format(ref=ref))
                )
            else:
                builder(form, ref)
        self.setWidget(body)

    def _add(self, form: QFormLayout, name: str, label: str, widget: QWidget) -> None:
        widget.setAccessibleName(label)
        form.addRow(label, widget)
        self.fields[name] = widget

    def _form_token(self, form: QFormLayout, ref: str) -> None:
        found = self.doc.find(ref)
        assert found is not None
        token: Token
        _, index, token = found
        system = self.doc.system
        tdef = system.token_types.get(token.type) if system else None
        base = ("tokens", index)
        form.addRow(
            QLabel(
                translate("PropertiesPanel", "<b>Token</b> — {label}").format(
                    label=escaped(data_label(tdef.label) if tdef else token.type)
                )
            )
        )
        self._add(
            form,
            "id",
            translate("PropertiesPanel", "Id"),
            forms.id_edit(token.id, self._taken, self._rename(token.id)),
        )
        if tdef is not None and tdef.description:
            note = QLabel(data_label(tdef.description))
            note.setTextFormat(Qt.TextFormat.PlainText)  # the system file's text
            note.setWordWrap(True)
            form.addRow(note)
        if token.cell is not None:
            row = QWidget()
            box = QHBoxLayout(row)
            box.setContentsMargins(0, 0, 0, 0)
            for axis, label in ((0, "x"), (1, "y")):

                def commit(value: Any, axis: int = axis) -> None:
                    cell = list(self.doc.find(ref)[2].cell)  # type: ignore[index]
                    cell[axis] = int(value)
                    self._push(
                        edits.SetValue((*base, "cell"), tuple(cell)),
                        translate("PropertiesPanel", "Move token"),
                        key=(*base, "cell"),
                    )

                spin = forms.int_spin(token.cell[axis], commit, unset=False)
                spin.setPrefix(f"{label} ")
                box.addWidget(spin)
                self.fields[f"cell.{label}"] = spin
            form.addRow(translate("PropertiesPanel", "Cell"), row)
        elif token.edge is not None:
            form.addRow(
                translate("PropertiesPanel", "Edge"),
                QLabel(f"{list(token.edge.from_)} → {list(token.edge.to)}"),
            )
        elif token.tile is not None:
            tiles = [t.id for t in self.doc.quest.tiles]
            self._add(
                form,
                "tile",
                translate("PropertiesPanel", "Tile"),
                forms.combo(
                    tiles,
                    token.tile,
                    self._setter((*base, "tile"), translate("PropertiesPanel", "tile")),
                ),
            )
        if tdef is not None and tdef.footprint:
            w, h = token.size or (1, 1)
            for axis, label in ((0, "width"), (1, "height")):

                def commit_size(value: Any, axis: int = axis) -> None:
                    size = list(self.doc.find(ref)[2].size or (1, 1))  # type: ignore[index]
                    size[axis] = int(value)
                    self._push(
                        edits.SetValue((*base, "size"), tuple(size)),
                        translate("PropertiesPanel", "Resize token"),
                        key=(*base, "size"),
                    )

                self._add(
                    form,
                    f"size.{label}",
                    label.title(),
                    forms.int_spin((w, h)[axis], commit_size, 1, 6, unset=False),
                )
        if self.doc.quest.areas:
            areas = [a.id for a in self.doc.quest.areas]
            self._add(
                form,
                "area",
                translate("PropertiesPanel", "Area"),
                forms.combo(
                    areas,
                    token.area,
                    self._none_setter((*base, "area"), translate("PropertiesPanel", "area")),
                    unset=True,
                ),
            )
        self._add(
            form,
            "faceDown",
            translate("PropertiesPanel", "Face down"),
            forms.bool_box(
                token.face_down,
                self._setter((*base, "face_down"), translate("PropertiesPanel", "face down")),
            ),
        )
        if tdef is None:
            form.addRow(
                QLabel(
                    translate("PropertiesPanel", "Unknown token type {type!r} for {system}").format(
                        type=token.type, system=self.doc.quest.system
                    )
                )
            )
            return
        if tdef.properties:
            form.addRow(QLabel(translate("PropertiesPanel", "<b>Properties</b>")))
        for name, pdef in tdef.properties.items():
            value = token.properties.get(name, None)
            widget = self._property_widget(name, pdef, value, (*base, "properties", name))
            self._add(form, f"prop.{name}", name, widget)
        extra = sorted(set(token.properties) - set(tdef.properties))
        if extra:
            form.addRow(
                QLabel(
                    translate("PropertiesPanel", "Not in the system: {names}").format(
                        names=", ".join(extra)
                    )
                )
            )

    def _none_setter(self, path: tuple[str | int, ...], label: str) -> Callable[[Any], None]:
        """For optional dataclass fields: MISSING means None."""

        def commit(value: Any) -> None:
            self._push(
                edits.SetValue(path, None if value is MISSING else value),
                translate("PropertiesPanel", "Set {label}").format(label=label),
                key=path,
            )

        return commit

    def _property_widget(
        self,
        name: str,
        pdef: PropertyDef,
        value: Any,
        path: tuple[str | int, ...],
        default_unsets: bool = False,
    ) -> QWidget:
        """A field for a typed property; with ``default_unsets`` a value equal to the
        declared default removes the key (the file keeps only what differs)."""
        setter = self._setter(path, name)
        commit = setter
        if default_unsets and pdef.default is not None:

            def commit(new: Any) -> None:
                same = new is not MISSING and type(new) is type(pdef.default)
                setter(MISSING if same and new == pdef.default else new)

        tip = data_label(pdef.description) if pdef.description else pdef.description
        if pdef.default is not None:
            default = translate("PropertiesPanel", "Default: {value}").format(value=pdef.default)
            tip = (tip + "\n" if tip else "") + default
        if pdef.type == "enum":
            return forms.combo(list(pdef.enum), value, commit, unset=True, tip=tip)
        if pdef.type == "boolean":
            return forms.bool_box(value if value is not None else pdef.default, commit, tip=tip)
        if pdef.type == "integer" and default_unsets and pdef.default is not None:
            shown = value if isinstance(value, int) else pdef.default
            return forms.int_spin(shown, commit, pdef.minimum, pdef.maximum, unset=False, tip=tip)
        if pdef.type == "integer":
            return forms.int_spin(value, commit, pdef.minimum, pdef.maximum, tip=tip)
        if pdef.type == "number":
            return forms.number_spin(value, commit, pdef.minimum, pdef.maximum, tip=tip)
        if pdef.type == "ref":
            return forms.ref_combo(
                value, lambda: self._ref_choices(pdef.ref_types), commit, tip=tip
            )
        if pdef.type == "list":
            values = value if isinstance(value, list) else []
            edit = forms.text_edit(
                ", ".join(map(str, values)),
                lambda t: commit(
                    MISSING if t is MISSING else [p.strip() for p in t.split(",") if p.strip()]
                ),
                tip=tip,
            )
            return edit
        return forms.text_edit(value if isinstance(value, str) else None, commit, tip=tip)

    def _ref_choices(self, ref_types: list[str]) -> list[str]:
        quest = self.doc.quest
        out: list[str] = []
        wanted = set(ref_types)
        for token in quest.tokens:
            if not wanted or token.type in wanted:
                out.append(token.id)
        if not wanted or "door" in wanted:
            out.extend(self.doc.board.doors)
        if "zone" in wanted:
            out.extend(self.doc.board.zones)
        if not wanted or "objective" in wanted:
            out.extend(o.id for o in quest.objectives)
        return list(dict.fromkeys(out))

    def _form_tile(self, form: QFormLayout, ref: str) -> None:
        found = self.doc.find(ref)
        assert found is not None
        _, index, tile = found
        base = ("tiles", index)
        tdef = self.doc.catalog.tile(self.doc.quest.system, tile.tile)
        form.addRow(
            QLabel(
                translate("PropertiesPanel", "<b>Tile</b> — {name}").format(
                    name=escaped(tdef.name if tdef else tile.tile)
                )
            )
        )
        self._add(
            form,
            "id",
            translate("PropertiesPanel", "Id"),
            forms.id_edit(tile.id, self._taken, self._rename(tile.id)),
        )
        tiles = sorted(t.id for t in self.doc.catalog.tiles_of(self.doc.quest.system))
        self._add(
            form,
            "tile",
            translate("PropertiesPanel", "Tile"),
            forms.combo(
                tiles,
                tile.tile,
                self._setter((*base, "tile"), translate("PropertiesPanel", "tile")),
            ),
        )
        sides = sorted(tdef.sides) if tdef else [tile.side]
        self._add(
            form,
            "side",
            translate("PropertiesPanel", "Side"),
            forms.combo(
                sides,
                tile.side,
                self._setter((*base, "side"), translate("PropertiesPanel", "side")),
            ),
        )
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        for axis, label in ((0, "x"), (1, "y")):

            def commit(value: Any, axis: int = axis) -> None:
                current = self.doc.find(ref)[2]  # type: ignore[index]
                delta = [0, 0]
                delta[axis] = int(value) - current.at[axis]
                self._push(
                    edits.move_objects(self.doc.quest, self.doc.board, [ref], *delta),
                    translate("PropertiesPanel", "Move tile"),
                    key=(ref, "at"),
                )

            spin = forms.int_spin(tile.at[axis], commit, unset=False)
            spin.setPrefix(f"{label} ")
            box.addWidget(spin)
            self.fields[f"at.{label}"] = spin
        form.addRow(translate("PropertiesPanel", "Position"), row)

        def rotate(value: Any) -> None:
            current = self.doc.find(ref)[2]  # type: ignore[index]
            quarters = ((int(value) - current.rotation) // 90) % 4
            self._push(
                edits.rotate_tiles(self.doc.quest, self.doc.board, [ref], quarters),
                translate("PropertiesPanel", "Rotate tile"),
                key=(ref, "rot"),
            )

        self._add(
            form,
            "rotation",
            translate("PropertiesPanel", "Rotation"),
            forms.combo(
                [0, 90, 180, 270], tile.rotation, rotate, labels=["0°", "90°", "180°", "270°"]
            ),
        )
        placed = self.doc.board.tiles.get(ref)
        if placed is not None:
            zones = sorted(
                {self.doc.board.cells[c].zone for c in placed.cells if c in self.doc.board.cells}
            )
            info = QLabel(
                translate(
                    "PropertiesPanel", "{cells} cells, {zones} zones, category {category}"
                ).format(cells=len(placed.cells), zones=len(zones), category=placed.category or "—")
            )
            form.addRow(info)

    def _form_door(self, form: QFormLayout, ref: str) -> None:
        found = self.doc.find(ref)
        board = self.doc.board
        if found is None:
            door = board.doors.get(ref)
            title = (
                translate("PropertiesPanel", "<b>Printed door space</b> {ref}")
                if door is not None and door.cell is not None
                else translate("PropertiesPanel", "<b>Printed door</b> {ref}")
            )
            form.addRow(QLabel(title.format(ref=escaped(ref))))
            form.addRow(translate("PropertiesPanel", "State"), QLabel(door.state if door else "?"))

            def override(value: Any) -> None:
                if door is None:
                    return
                if door.cell is not None:
                    edit, ident = edits.place_door_space(
                        self.doc.quest, door.cell, str(value), door.lock
                    )
                else:
                    edit, ident = edits.place_door(
                        self.doc.quest, list(door.edges), str(value), door.lock
                    )
                self.doc.push(
                    edit,
                    translate("PropertiesPanel", "Door {value}").format(value=value),
                    select=[ident],
                )

            self._add(
                form,
                "state",
                translate("PropertiesPanel", "Override"),
                forms.combo(
                    DOOR_STATES,
                    door.state if door else None,
                    override,
                    tip=translate("PropertiesPanel", "Place a quest door over the printed one"),
                ),
            )
            return
        name, index, spec = found
        base = (name, index)
        system = self.doc.system
        space = name == "door_spaces"
        form.addRow(
            QLabel(
                translate("PropertiesPanel", "<b>Door space</b>")
                if space
                else translate("PropertiesPanel", "<b>Door</b>")
            )
        )
        self._add(
            form,
            "id",
            translate("PropertiesPanel", "Id"),
            forms.id_edit(spec.id or "", self._taken, self._rename(spec.id or "")),
        )
        if space:
            form.addRow(translate("PropertiesPanel", "Space"), QLabel(str(list(spec.cell))))
        else:
            form.addRow(
                translate("PropertiesPanel", "Edge"),
                QLabel(f"{list(spec.from_)} → {list(spec.to)}"),
            )
        self._add(
            form,
            "state",
            translate("PropertiesPanel", "State"),
            forms.combo(
                DOOR_STATES,
                spec.state or "closed",
                self._setter((*base, "state"), translate("PropertiesPanel", "door state")),
            ),
        )
        kinds = list(system.lock_kinds) if system else ["key", "rune", "code-chip", "condition"]
        for k in ("key", "rune", "code-chip", "condition"):
            if k not in kinds:
                kinds.append(k)
        lock = spec.lock

        def set_lock_kind(value: Any) -> None:
            if value is MISSING:
                self.doc.push(
                    edits.SetValue((*base, "lock"), None),
                    translate("PropertiesPanel", "Remove lock"),
                )
                return
            new = Lock(kind=str(value))
            if lock is not None:
                new.keys, new.color, new.requires = list(lock.keys), lock.color, list(lock.requires)
            edit = edits.Batch(
                (edits.SetValue((*base, "lock"), new),)
                + ((edits.SetValue((*base, "state"), "locked"),) if spec.state != "locked" else ())
            )
            self.doc.push(
                edit, translate("PropertiesPanel", "Lock door ({value})").format(value=value)
            )

        self._add(
            form,
            "lock",
            translate("PropertiesPanel", "Lock"),
            forms.combo(kinds, lock.kind if lock else None, set_lock_kind, unset=True),
        )
        if lock is not None:
            tokens = lambda: {t.id for t in self.doc.quest.tokens}  # noqa: E731
            if lock.kind == "key" or lock.keys:
                self._add(
                    form,
                    "keys",
                    translate("PropertiesPanel", "Keys"),
                    forms.ids_edit(
                        lock.keys,
                        tokens,
                        self._setter((*base, "lock", "keys"), translate("PropertiesPanel", "keys")),
                        translate("PropertiesPanel", "token ids"),
                    ),
                )
            if lock.kind == "rune" or lock.color:
                self._add(
                    form,
                    "color",
                    translate("PropertiesPanel", "Colour"),
                    forms.text_edit(
                        lock.color,
                        self._none_setter(
                            (*base, "lock", "color"), translate("PropertiesPanel", "colour")
                        ),
                    ),
                )
            if lock.kind == "condition" or lock.requires:
                objectives = lambda: {o.id for o in self.doc.quest.objectives}  # noqa: E731
                self._add(
                    form,
                    "requires",
                    translate("PropertiesPanel", "Requires"),
                    forms.ids_edit(
                        lock.requires,
                        objectives,
                        self._setter(
                            (*base, "lock", "requires"), translate("PropertiesPanel", "requires")
                        ),
                        translate("PropertiesPanel", "objective ids"),
                    ),
                )
        if self.doc.quest.areas:
            areas = [a.id for a in self.doc.quest.areas]
            self._add(
                form,
                "area",
                translate("PropertiesPanel", "Area"),
                forms.combo(
                    areas,
                    spec.area,
                    self._none_setter((*base, "area"), translate("PropertiesPanel", "area")),
                    unset=True,
                ),
            )
        if name == "edges":
            self._edge_properties(form, base, spec)

    # ------------------------------------------------------------------ edges
    def _quest_edge(self, ref: str) -> tuple[int, EdgeSpec] | None:
        """The quest edge a selection ref names: by its id, or ``edge:…`` for one without."""
        found = self.doc.find(ref)
        if found is not None and found[0] == "edges":
            return found[1], found[2]
        key = parse_ref(ref)
        if key is not None and len(key) == 3:
            return edits.quest_edge_at(self.doc.quest, key)  # type: ignore[arg-type]
        return None

    def _form_edge(self, form: QFormLayout, ref: str) -> None:
        """A wall, window, opening or barrier the quest lays (or a printed edge, read only)."""
        located = self._quest_edge(ref)
        system = self.doc.system
        if located is None:
            key = parse_ref(ref)
            kind = self.doc.board.edge_kind(key) if key is not None and len(key) == 3 else "?"
            edef = system.edge_kinds.get(kind) if system else None
            form.addRow(
                QLabel(
                    translate("PropertiesPanel", "<b>Printed edge</b> — {label}").format(
                        label=escaped(data_label(edef.label) if edef and edef.label else kind)
                    )
                )
            )
            note = QLabel(
                translate(
                    "PropertiesPanel",
                    "The tile prints it; paint over it with a wall, window, opening or barrier "
                    "tool to give it properties.",
                )
            )
            note.setWordWrap(True)
            form.addRow(note)
            return
        index, spec = located
        base: tuple[str | int, ...] = ("edges", index)
        edef = system.edge_kinds.get(spec.kind) if system else None
        form.addRow(
            QLabel(
                translate("PropertiesPanel", "<b>Edge</b> — {label}").format(
                    label=escaped(data_label(edef.label) if edef and edef.label else spec.kind)
                )
            )
        )
        form.addRow(translate("PropertiesPanel", "Kind"), QLabel(spec.kind))
        if spec.id:
            commit_id = self._rename(spec.id)
        else:

            def commit_id(new: str) -> None:
                self.doc.push(
                    edits.SetValue((*base, "id"), new),
                    translate("PropertiesPanel", "Name edge {id}").format(id=new),
                    select=[new],
                )

        ident = forms.id_edit(
            spec.id or "",
            self._taken,
            commit_id,
            tip=translate(
                "PropertiesPanel",
                "Stable id: a trigger's destroy effect and conditions name the edge by it "
                "(renaming updates them)",
            ),
        )
        ident.setPlaceholderText(translate("PropertiesPanel", "(none: give it one to refer to it)"))
        self._add(form, "id", translate("PropertiesPanel", "Id"), ident)
        if edef is not None and edef.description:
            note = QLabel(data_label(edef.description))
            note.setTextFormat(Qt.TextFormat.PlainText)  # the system file's text
            note.setWordWrap(True)
            form.addRow(note)
        form.addRow(
            translate("PropertiesPanel", "Edge"),
            QLabel(f"{list(spec.from_)} → {list(spec.to)}"),
        )
        self._edge_properties(form, base, spec)

    def _edge_properties(
        self, form: QFormLayout, base: tuple[str | int, ...], spec: EdgeSpec
    ) -> None:
        """Fields for the typed edge properties that apply to the edge's kind in this system;
        other keys the edge carries are named (kept as written)."""
        schemas = edge_property_schemas(spec.kind, self.doc.quest.system)
        if schemas:
            form.addRow(QLabel(translate("PropertiesPanel", "<b>Properties</b>")))
        for key, sub in schemas.items():
            widget = self._property_widget(
                key,
                _edge_property_def(sub),
                spec.properties.get(key),
                (*base, "properties", key),
                default_unsets=True,
            )
            self._add(form, f"prop.{key}", data_label(key), widget)
        extra = sorted(set(spec.properties) - set(schemas))
        if extra:
            form.addRow(
                QLabel(
                    translate(
                        "PropertiesPanel", "Other properties (kept as written): {names}"
                    ).format(names=", ".join(extra))
                )
            )

    def _form_zone(self, form: QFormLayout, ref: str) -> None:
        zone = self.doc.board.zones[ref]
        form.addRow(
            QLabel(translate("PropertiesPanel", "<b>Zone</b> {ref}").format(ref=escaped(ref)))
        )
        form.addRow(translate("PropertiesPanel", "Kind"), QLabel(zone.kind))
        form.addRow(translate("PropertiesPanel", "Light"), QLabel(zone.light))
        form.addRow(translate("PropertiesPanel", "Tile"), QLabel(zone.tile or "—"))
        form.addRow(translate("PropertiesPanel", "Cells"), QLabel(str(len(zone.cells))))
        if zone.tags:
            form.addRow(translate("PropertiesPanel", "Tags"), QLabel(", ".join(zone.tags)))
        graph_note = QLabel(
            translate(
                "PropertiesPanel",
                "Zones come from the tiles; edit the tile or the edges around it.",
            )
        )
        graph_note.setWordWrap(True)
        graph_note.setAlignment(Qt.AlignmentFlag.AlignLeft)
        form.addRow(graph_note)

    def _form_cell(self, form: QFormLayout, ref: str) -> None:
        form.addRow(QLabel(translate("PropertiesPanel", "<b>Cell</b> {cell}").format(cell=ref[5:])))
        x, y = (int(v) for v in ref[5:].split(","))
        info = self.doc.board.cells.get((x, y))
        if info:
            form.addRow(translate("PropertiesPanel", "Zone"), QLabel(info.zone))
            form.addRow(translate("PropertiesPanel", "Tile"), QLabel(info.tile))
            form.addRow(translate("PropertiesPanel", "Terrain"), QLabel(info.terrain or "—"))


def _edge_property_def(schema: dict[str, Any]) -> PropertyDef:
    """The form field of a typed edge property, from its JSON schema."""
    kind = schema.get("type")
    if kind == "string" and "enum" in schema:
        ptype = "enum"
    elif kind == "array":
        ptype = "list"
    elif kind in ("boolean", "integer", "number"):
        ptype = str(kind)
    else:
        ptype = "string"
    return PropertyDef(
        type=ptype,
        enum=list(schema.get("enum", [])),
        default=schema.get("default"),
        minimum=schema.get("minimum"),
        maximum=schema.get("maximum"),
        description=schema.get("description"),
    )
