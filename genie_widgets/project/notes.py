"""Warnings a tool call picks up while it reads tracks (e.g. a genome mismatch forced through).

:func:`collect` opens a collector for the code below it (a context variable, so concurrent
calls do not mix); :func:`note_warning` adds to it (no-op outside a collector). The tool
registry puts what was collected into every result's ``warnings``.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator

_NOTES: contextvars.ContextVar[list[str] | None] = contextvars.ContextVar("genie_warnings", default=None)


@contextlib.contextmanager
def collect() -> Iterator[list[str]]:
    """Collect the warnings noted in the block (each once, in order)."""
    notes: list[str] = []
    token = _NOTES.set(notes)
    try:
        yield notes
    finally:
        _NOTES.reset(token)


def note_warning(text: str | None) -> None:
    notes = _NOTES.get()
    if text and notes is not None and text not in notes:
        notes.append(text)
