"""Progress of long work (genome-wide measurements, URL downloads), reported to whoever listens.

The genome engine knows nothing of notebooks: its loops call :func:`steps` (or :func:`report`),
which tell the callback installed with :func:`reporting` in this context — a notebook progress
bar, a test's list, nothing at all. A callback gets ``(done, total, label)``; ``total`` is
``None`` when unknown. Stopping is the caller's business (in a notebook: interrupt the kernel,
which raises ``KeyboardInterrupt`` inside the loop).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

ProgressReporter = Callable[[int, "int | None", str], None]

_current: ContextVar[ProgressReporter | None] = ContextVar("genie_widgets_progress", default=None)


@contextmanager
def reporting(callback: ProgressReporter | None) -> Iterator[None]:
    """Send the progress of the work done inside this block to ``callback``."""
    token = _current.set(callback)
    try:
        yield
    finally:
        _current.reset(token)


def current() -> ProgressReporter | None:
    """The callback of this context, if any (e.g. to pass to a download)."""
    return _current.get()


def report(done: int, total: int | None, label: str) -> None:
    """Tell the current callback (if any) that ``done`` of ``total`` units of ``label`` are done."""
    callback = _current.get()
    if callback is not None:
        callback(done, total, label)


def steps(items: Sequence[T] | Iterable[T], label: str, *, name: Callable[[T], str] | None = None) -> Iterator[T]:
    """Iterate ``items``, reporting after each one (``label`` plus the item's ``name``, e.g. its
    chromosome). Silent for a single item (nothing to show)."""
    seq = list(items)
    callback = _current.get()
    if callback is None or len(seq) < 2:
        yield from seq
        return
    total = len(seq)
    callback(0, total, label)
    for k, item in enumerate(seq):
        yield item
        callback(k + 1, total, f"{label} · {name(item)}" if name else label)
