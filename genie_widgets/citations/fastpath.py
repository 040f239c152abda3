"""The switch between the checker's fast paths and the exact reference paths they replace.

Every fast path in :mod:`genie_widgets.citations` (cue scanning at word starts, regex passes
skipped when the characters they need are absent, …) computes exactly what a plainer reference
path computes; the reference path stays in the code. :func:`reference_paths` runs a block with
the fast paths off, so tests can compare the two on the same messages (statuses, reasons,
bindings, spans). Nothing here changes a result; it only chooses how it is computed.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

_reference: dict[int, int] = {}  # thread id → depth of reference_paths blocks it is inside
_lock = threading.Lock()


def enabled() -> bool:
    """True unless the current thread is inside :func:`reference_paths` (one dict test when
    no thread is)."""
    return not _reference or threading.get_ident() not in _reference


@contextmanager
def reference_paths() -> Iterator[None]:
    """Run the enclosed block with every fast path off (in this thread)."""
    me = threading.get_ident()
    with _lock:
        _reference[me] = _reference.get(me, 0) + 1
    try:
        yield
    finally:
        with _lock:
            if _reference[me] == 1:
                del _reference[me]
            else:
                _reference[me] -= 1
