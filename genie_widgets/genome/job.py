"""A running many-track job (:class:`Job`): collects the partials of an :class:`~.engine.Engine`'s
tasks by key, reduces them, shows its progress in a notebook and can be cancelled. Generic (no
genomics); imports nothing else of ours but :mod:`.progress` (where a tool call's progress bar
listens; a task's reading loops move it within a unit) and the leaf :mod:`genie_widgets._words`.
The engine it runs on is anything with :class:`TaskRunner`'s methods (the engines of
:mod:`.engine`, which builds on this module).
"""

from __future__ import annotations

import contextvars
import html
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from .._words import count, noun
from . import progress as _progress

__all__ = ["Job", "JobCancelled", "Task", "TaskRunner", "cancel_on"]


@dataclass(frozen=True)
class Task:
    """One unit of work: ``fn(*args)`` returns a partial; ``key`` names it for the reducer.

    ``fn`` must be a module-level function and ``args`` picklable, so a Dask worker in another
    process or machine can run it.
    """

    key: Hashable
    fn: Callable[..., Any]
    args: tuple = ()


class TaskRunner(Protocol):
    """What a :class:`Job` needs of its engine (see :class:`~.engine.Engine`)."""

    def submit(self, tasks: Sequence[Task], label: str) -> list[Any]: ...

    def as_completed(self, futures: list[Any]) -> Iterator[Any]: ...

    def cancel(self, futures: list[Any]) -> None: ...

    def finish(self, futures: list[Any]) -> None: ...

    def describe(self) -> dict[str, Any]: ...


class JobCancelled(RuntimeError):
    """The job was cancelled before it finished."""


_CANCEL_REGISTRAR: contextvars.ContextVar[Callable[[Callable[[], None]], Callable[[], None]] | None] = \
    contextvars.ContextVar("genie_compute_cancel", default=None)


@contextmanager
def cancel_on(register: Callable[[Callable[[], None]], Callable[[], None]]) -> Iterator[None]:
    """Jobs started inside the block register their ``cancel`` with ``register`` (e.g. a chat
    turn's ``CancelToken.on_cancel``, so Stop cancels the job's outstanding tasks);
    ``register`` returns a function that unregisters it when the job ends."""
    token = _CANCEL_REGISTRAR.set(register)
    try:
        yield
    finally:
        _CANCEL_REGISTRAR.reset(token)



def _unit(key: Hashable) -> Hashable:
    """The progress unit of a task key: its last part (``(track, chrom)`` → ``chrom``)."""
    return key[-1] if isinstance(key, tuple) and key else key


@dataclass
class _State:
    done: int = 0
    total: int = 0
    started: float = field(default_factory=time.perf_counter)
    finished: float | None = None
    status: str = "pending"  # pending, running, done, failed, cancelled


class Job:
    """A running many-track job: ``result()`` waits for it, ``cancel()`` stops it, and in a
    notebook it shows its progress (tasks done of total; the Dask dashboard link when there is
    one), updating live while the cell is already finished.

    ``reducer`` is either an object with ``add(key, partial)`` (called as each partial arrives,
    in this job's collector thread) and ``finish() -> result``, or a callable receiving every
    partial by key at the end. Either way partials are placed by key, never by arrival order,
    and the kernel stays free while the job runs.
    """

    def __init__(self, engine: TaskRunner, tasks: list[Task], reducer: Any, *,
                 label: str = "job", progress_label: str | None = None) -> None:
        self.engine = engine
        self.tasks = tasks
        self.label = label
        self.progress_label = progress_label or count(len(tasks), "task")
        self._reducer = reducer
        self._state = _State(total=len(tasks))
        self._futures: list[Any] = []
        self._all_futures: list[Any] = []
        self._result: Any = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._display: Any = None
        self._unregister: Callable[[], None] | None = None
        self._shown_at = 0.0
        self.provenance: dict[str, Any] = engine.describe()
        # Progress for whoever listens where the job was made (a tool call's notebook bar): one
        # step per *unit* — the last part of a task's key, the chromosome — once all its tasks
        # (one per track) are in.
        self._reporter = _progress.current()
        self._left: dict[Hashable, int] = {}
        for task in tasks:
            unit = _unit(task.key)
            self._left[unit] = self._left.get(unit, 0) + 1
        self._units_done = 0
        self._per_unit = dict(self._left)  # tasks per unit
        self._parts: dict[Hashable, float] = {}  # fraction done of each running task, by key

    # -- running
    def start(self) -> Job:
        self._state.status = "running"
        self._state.started = time.perf_counter()
        register = _CANCEL_REGISTRAR.get()
        self._unregister = register(self.cancel) if register is not None else None
        if self._reporter is not None and len(self._left) > 1:
            self._reporter(0, len(self._left), self.progress_label)
        with _progress.per_task(self._part):
            self._futures = self.engine.submit(self.tasks, self.label)
        self._all_futures = [self._futures[0]] if self._futures else []  # for finish()
        threading.Thread(target=self._collect, name=f"genie-job-{self.label}", daemon=True).start()
        return self

    def _collect(self) -> None:
        index = {id(f): i for i, f in enumerate(self._futures)}
        partials: dict[Hashable, Any] = {}
        streaming = hasattr(self._reducer, "add") and hasattr(self._reducer, "finish")
        try:
            for future in self.engine.as_completed(list(self._futures)):
                if self._cancel.is_set():
                    raise JobCancelled(f"{self.label} was cancelled")
                i = index[id(future)]
                value = future.result()
                if streaming:  # placed by key at once: memory holds only what is in flight
                    self._reducer.add(self.tasks[i].key, value)
                else:
                    partials[self.tasks[i].key] = value
                del value
                self._futures[i] = None  # let the worker forget it (Dask releases its memory)
                with self._lock:
                    self._state.done += 1
                self._report(self.tasks[i].key)
                self._refresh()
            if self._cancel.is_set():
                raise JobCancelled(f"{self.label} was cancelled")
            self.provenance = {**self.engine.describe(), "tasks": len(self.tasks)}
            reduce_started = time.perf_counter()
            result = self._reducer.finish() if streaming else self._reducer(partials)
            self._state.finished = time.perf_counter()
            self.provenance["reduceSeconds"] = round(self._state.finished - reduce_started, 3)
            self.provenance["wallSeconds"] = round(self._state.finished - self._state.started, 3)
            attach = getattr(result, "with_provenance", None)
            self._result = attach(self.provenance) if callable(attach) else result
            self._state.status = "done"
        except BaseException as exc:
            self._state.finished = time.perf_counter()
            cancelled = self._cancel.is_set() or type(exc).__name__ == "CancelledError"
            self._state.status = "cancelled" if cancelled else "failed"
            self._error = JobCancelled(f"{self.label} was cancelled") if cancelled else exc
            self.engine.cancel(self._pending())
        finally:
            self.engine.finish(self._all_futures)
            if self._unregister is not None:
                self._unregister()
            self._done.set()
            self._refresh(force=True)

    def _part(self, key: Hashable, fraction: float) -> None:
        """A running task's reading loop says ``fraction`` of it is done: the bar moves by the
        share of its unit (a reporter with a ``part`` method; see :mod:`.progress`)."""
        fine = getattr(self._reporter, "part", None)
        if not callable(fine) or len(self._left) < 2:
            return
        with self._lock:
            self._parts[key] = fraction
            running = sum(f / self._per_unit[_unit(k)] for k, f in self._parts.items())
            done = self._units_done + sum(1 - left / self._per_unit[u] for u, left in self._left.items() if left)
        try:
            fine(min(done + running, len(self._left)), len(self._left), f"{self.progress_label} · {_unit(key)}")
        except Exception:
            self._reporter = None

    def _report(self, key: Hashable) -> None:
        unit = _unit(key)
        with self._lock:
            self._parts.pop(key, None)
            self._left[unit] -= 1
        if self._left[unit] or self._reporter is None or len(self._left) < 2:
            return
        self._units_done += 1
        try:
            self._reporter(self._units_done, len(self._left), f"{self.progress_label} · {unit}")
        except Exception:
            self._reporter = None

    def result(self, timeout: float | None = None) -> Any:
        """Wait (up to ``timeout`` seconds) and return the reduced result; raises the task's
        error, :class:`JobCancelled`, or ``TimeoutError``. An interrupt while waiting (Stop in
        a notebook: interrupt the kernel) cancels the job."""
        try:
            finished = self._done.wait(timeout)
        except KeyboardInterrupt:
            self.cancel()
            raise _progress.Stopped(f"{self.label} was stopped (kernel interrupt) at {self.progress()}.") from None
        if not finished:
            raise TimeoutError(f"{self.label}: not finished after {timeout} s ({self.progress()})")
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        """Stop the job: queued tasks are cancelled, running ones are abandoned, and
        :meth:`result` raises :class:`JobCancelled`."""
        self._cancel.set()
        self.engine.cancel(self._pending())

    def _pending(self) -> list[Any]:
        return [f for f in self._futures if f is not None]

    # -- state
    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def status(self) -> str:
        return self._state.status

    def progress(self) -> str:
        s = self._state
        end = s.finished if s.finished is not None else time.perf_counter()
        return f"{s.done:,} of {count(s.total, 'task')} ({self.progress_label}) · {s.status} · {end - s.started:.1f} s"

    def __repr__(self) -> str:
        return f"<Job {self.label}: {self.progress()} on {self.engine!r}>"

    def _repr_html_(self) -> str:
        s = self._state
        pct = 100.0 * s.done / s.total if s.total else 100.0
        info = self.provenance
        workers = f"{info.get('workers')} {noun(info.get('workers') or 0, 'worker')}"
        where = html.escape(f"{info.get('engine')} · {workers} · chosen by {info.get('chosenBy')}")
        link = info.get("dashboard")
        dash = (f' · <a href="{html.escape(link)}" target="_blank" rel="noopener">Dask dashboard</a>'
                if isinstance(link, str) and link.startswith(("http://", "https://")) else "")
        return (f'<div class="genie-job" style="font:12px sans-serif;max-width:520px">'
                f'<div><b>{html.escape(self.label)}</b>: {html.escape(self.progress())}</div>'
                f'<div style="background:#eee;height:8px;border-radius:4px;margin:4px 0">'
                f'<div style="background:#3b82f6;height:8px;border-radius:4px;width:{pct:.1f}%"></div></div>'
                f'<div style="color:#555">{where}{dash}</div></div>')

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        self._display = display(HTML(self._repr_html_()), display_id=True)

    def _refresh(self, force: bool = False) -> None:
        handle = self._display
        if handle is None:
            return
        now = time.perf_counter()
        if not force and now - self._shown_at < 0.5:
            return
        self._shown_at = now
        try:
            from IPython.display import HTML

            handle.update(HTML(self._repr_html_()))
        except Exception:
            pass
