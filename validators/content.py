"""Bytes that depend on a value's content only, for keys that must match across revisions.

``pickle.dumps`` writes a back-reference for an object it has met before, so two equal
values whose parts are shared differently (a string read twice from JSON is two objects,
written once by the editor it may be one) give different bytes. The re-validation's
section comparison and the quest-time rule's reuse key both need equal content to give
equal bytes: :func:`content_bytes` pickles without the memo.
"""

from __future__ import annotations

import io
import pickle

__all__ = ["content_bytes"]


def content_bytes(value: object) -> bytes:
    """``value`` pickled without back-references: the bytes depend on its content, not on
    which of its parts are the same object (a structure with a cycle, which this cannot
    write, is pickled the usual way)."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, 5)
    pickler.fast = True  # no memo: shared objects are written out each time
    try:
        pickler.dump(value)
    except (RecursionError, ValueError):
        return pickle.dumps(value, 5)
    return buffer.getvalue()
