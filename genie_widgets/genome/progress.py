"""Progress of long work (genome-wide measurements, URL downloads), reported to whoever listens.

The genome engine knows nothing of notebooks: its loops call :func:`steps` (or :func:`report`),
which tell the callback installed with :func:`reporting` in this context — a notebook progress
bar, a test's list, nothing at all. A callback gets ``(done, total, label)``; ``total`` is
``None`` when unknown. Stopping is the caller's business (in a notebook: interrupt the kernel,
which raises ``KeyboardInterrupt`` inside the loop).

Within one step, reading loops say how far they are with :func:`fraction_done` (e.g. after each
batch of bigWig data blocks, which over a URL is each batch of ranges arriving). A step of
:func:`steps`, or a task of a job (:mod:`.job`, through :func:`per_task` and :func:`enter_task`),
turns that into a fractional ``done`` for a callback that has a ``part(done, total, label)``
method (a notebook bar): the bar moves while a chromosome is read instead of waiting for it. A
plain callable callback only ever gets the whole steps.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import partial
from typing import TypeVar

T = TypeVar("T")

ProgressReporter = Callable[[int, "int | None", str], None]


class Stopped(KeyboardInterrupt):
    """Long work the user interrupted (the kernel's ■), said in one line: still a
    ``KeyboardInterrupt``, so whatever runs it stops as for any interrupt, and a notebook that
    knows this class shows the line instead of a traceback."""

_current: ContextVar[ProgressReporter | None] = ContextVar("genie_widgets_progress", default=None)
#: Where the fraction of the current step goes (set by :func:`steps` and :func:`enter_task`).
_fraction: ContextVar[Callable[[float], None] | None] = ContextVar("genie_widgets_fraction", default=None)
#: A job's handler of its tasks' fractions, ``(task key, fraction)`` (see :func:`per_task`).
_task_parts: ContextVar[Callable[[Hashable, float], None] | None] = ContextVar("genie_widgets_task_parts",
                                                                               default=None)


def fraction_done(fraction: float) -> None:
    """Say that ``fraction`` (0-1) of the current step is done (no-op when nobody listens)."""
    handler = _fraction.get()
    if handler is not None:
        try:
            handler(min(1.0, max(0.0, float(fraction))))
        except Exception:  # a display problem never stops a measurement
            _fraction.set(None)


@contextmanager
def per_task(handler: Callable[[Hashable, float], None]) -> Iterator[None]:
    """Tasks submitted inside this block (see :func:`enter_task`) send their fractions to
    ``handler(task key, fraction)``."""
    token = _task_parts.set(handler)
    try:
        yield
    finally:
        _task_parts.reset(token)


def enter_task(key: Hashable) -> None:
    """Run in a task's own context before the task (an engine does): its :func:`fraction_done`
    reports go to the job's handler under ``key``."""
    handler = _task_parts.get()
    _fraction.set(partial(handler, key) if handler is not None else None)


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


def _step_part(fine: Callable[[float, int, str], None], k: int, total: int, text: str, fraction: float) -> None:
    fine(k + fraction, total, text)


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
    fine = getattr(callback, "part", None)
    for k, item in enumerate(seq):
        text = f"{label} · {name(item)}" if name else label
        token = _fraction.set(partial(_step_part, fine, k, total, text) if callable(fine) else None)
        try:
            yield item
        finally:
            _fraction.reset(token)
        callback(k + 1, total, text)
