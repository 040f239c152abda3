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

_state = threading.local()


def enabled() -> bool:
    """True unless the current thread is inside :func:`reference_paths`."""
    return not getattr(_state, "reference", False)


@contextmanager
def reference_paths() -> Iterator[None]:
    """Run the enclosed block with every fast path off (in this thread)."""
    before = getattr(_state, "reference", False)
    _state.reference = True
    try:
        yield
    finally:
        _state.reference = before
