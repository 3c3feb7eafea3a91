"""Names and descriptions a game system or tileset gives in several languages.

In ``system.json`` and a tileset, any ``label``, ``name`` or ``description`` may be a
mapping of language code to text (``{"en": "Door", "fr": "Porte"}``) instead of one string.
When the file is read, :func:`take_localised` keeps the English (or else the first) text in
its place, so every reader sees a plain string, and files the other languages in the
document's ``x-labels`` (English text → language → text), which saving keeps. The same
table is collected process-wide (:func:`localised`), so a front end shows a data label in
the author's language without knowing where it came from (the editor's ``data_label``),
falling back to its own translations and then to English.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["LABEL_KEYS", "localised", "take_localised"]

#: the keys whose values may be given per language
LABEL_KEYS = frozenset({"label", "name", "description", "standIn"})
_LANGUAGE = re.compile(r"^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$")
#: English text -> language -> text, from every file read in this process
_TABLE: dict[str, dict[str, str]] = {}
_MAX_TEXT = 2000


def _is_localised(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(k, str) and _LANGUAGE.match(k) for k in value)
        and all(isinstance(v, str) and len(v) <= _MAX_TEXT for v in value.values())
    )


def take_localised(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with every per-language label replaced by its English text and the
    translations in ``x-labels`` (a new document; the one given is not changed)."""
    found: dict[str, dict[str, str]] = {}

    def walk(value: Any, depth: int) -> Any:
        if depth > 12:
            return value
        if isinstance(value, dict):
            out = {}
            for key, item in value.items():
                if key in LABEL_KEYS and _is_localised(item):
                    english = item.get("en") or next(iter(item.values()))
                    found.setdefault(english, {}).update(
                        {lang: text for lang, text in item.items() if lang != "en"}
                    )
                    out[key] = english
                else:
                    out[key] = walk(item, depth + 1)
            return out
        if isinstance(value, list):
            return [walk(item, depth + 1) for item in value]
        return value

    result: dict[str, Any] = walk(document, 0)
    kept = result.get("x-labels")
    if isinstance(kept, dict):
        for english, texts in kept.items():
            if isinstance(english, str) and _is_localised(texts):
                found.setdefault(english, {}).update(texts)
    if found:
        result["x-labels"] = {k: dict(sorted(v.items())) for k, v in sorted(found.items())}
        for english, texts in found.items():
            _TABLE.setdefault(english, {}).update(texts)
    return result


def localised(text: str, language: str) -> str | None:
    """``text`` (a label's English) in ``language`` as a data file gives it, else ``None``."""
    texts = _TABLE.get(text)
    if not texts or not language:
        return None
    return texts.get(language) or texts.get(language.split("-")[0].split("_")[0])
