"""One compute engine for many-track work: this machine's cores, or a Dask cluster.

A job is a list of independent :class:`Task` s (one per track and chromosome) whose results are
small mergeable *partials*, and a reducer that merges them. The reducer receives the partials by
task key, never in completion order, so the result is the same bit for bit whichever engine ran
the tasks, in whatever order they finished.

Which engine runs a job (:func:`resolve`), first match wins:

1. an explicit ``client=`` argument (a ``dask.distributed.Client``, an :class:`Engine`, or
   ``"local"``);
2. the innermost ``with using(client):`` block;
3. the session default set with :func:`use`;
4. a Dask ``Client`` the user already created in this process (``distributed.default_client()``;
   only looked for when ``distributed`` is already imported) — used, and said so in the job's
   provenance;
5. :class:`LocalEngine`: a thread pool over this machine's cores.

No cluster is ever started here. Dask is an optional dependency (``pip install
genie_widgets[dask]``), imported only when a Dask client is in play.

This module is generic (no genomics); it imports nothing else of ours.
"""

from __future__ import annotations

import contextvars
import html
import os
import sys
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "DaskEngine",
    "Engine",
    "Job",
    "JobCancelled",
    "LocalEngine",
    "Task",
    "cancel_on",
    "current",
    "resolve",
    "use",
    "using",
]


class JobCancelled(RuntimeError):
    """The job was cancelled before it finished."""


@dataclass(frozen=True)
class Task:
    """One unit of work: ``fn(*args)`` returns a partial; ``key`` names it for the reducer.

    ``fn`` must be a module-level function and ``args`` picklable, so a Dask worker in another
    process or machine can run it.
    """

    key: Hashable
    fn: Callable[..., Any]
    args: tuple = ()


class Engine:
    """Runs tasks; subclasses say where."""

    name = "engine"
    chosen_by = "default"

    def submit(self, tasks: Sequence[Task], label: str) -> list[Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def as_completed(self, futures: list[Any]) -> Iterator[Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def cancel(self, futures: list[Any]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def finish(self, futures: list[Any]) -> None:
        """Release what :meth:`submit` acquired for the job of ``futures``."""

    def describe(self) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def run(self, tasks: Sequence[Task], reducer: Any, *, label: str = "job",
            background: bool = False, progress_label: str | None = None) -> Any:
        """Run ``tasks`` and reduce their partials; a :class:`Job` when ``background``, else the
        reduced result (waiting for it)."""
        job = Job(self, list(tasks), reducer, label=label, progress_label=progress_label)
        job.start()
        return job if background else job.result()


class LocalEngine(Engine):
    """Tasks in a pool of threads over this machine's cores (``workers``; default the number of
    CPUs). The bigWig decoder releases the GIL while inflating, so threads use the cores."""

    name = "local"

    def __init__(self, workers: int | None = None, *, chosen_by: str = "local default") -> None:
        self.workers = max(1, int(workers or os.cpu_count() or 1))
        self.chosen_by = chosen_by

    def submit(self, tasks: Sequence[Task], label: str) -> list[Future]:
        pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix=f"genie-{label}")
        futures = [pool.submit(t.fn, *t.args) for t in tasks]
        for f in futures:
            f.genie_pool = pool  # type: ignore[attr-defined]
        return futures

    def as_completed(self, futures: list[Future]) -> Iterator[Future]:
        from concurrent.futures import as_completed

        return as_completed(futures)

    def cancel(self, futures: list[Future]) -> None:
        for f in futures:
            f.cancel()  # running tasks finish their (track, chromosome); queued ones never start

    def finish(self, futures: list[Future]) -> None:
        pool = getattr(futures[0], "genie_pool", None) if futures else None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def describe(self) -> dict[str, Any]:
        return {"engine": "local", "scheduler": None, "workers": self.workers, "dashboard": None,
                "chosenBy": self.chosen_by}

    def __repr__(self) -> str:
        return f"LocalEngine(workers={self.workers})"


class DaskEngine(Engine):
    """Tasks on a ``dask.distributed`` cluster through ``client``. A worker that dies has its
    tasks rescheduled by the scheduler; a task that raises is retried ``retries`` times."""

    name = "dask"

    def __init__(self, client: Any, *, chosen_by: str = "client= argument", retries: int = 2) -> None:
        _distributed()  # a clear ImportError when dask[distributed] is missing
        self.client = client
        self.chosen_by = chosen_by
        self.retries = int(retries)

    def submit(self, tasks: Sequence[Task], label: str) -> list[Any]:
        token = f"{label}-{os.getpid()}-{time.monotonic_ns()}"
        return [self.client.submit(t.fn, *t.args, key=f"genie-{token}-{i}", pure=False, retries=self.retries)
                for i, t in enumerate(tasks)]

    def as_completed(self, futures: list[Any]) -> Iterator[Any]:
        return iter(_distributed().as_completed(futures))

    def cancel(self, futures: list[Any]) -> None:
        self.client.cancel(futures)

    def describe(self) -> dict[str, Any]:
        try:
            info = self.client.scheduler_info()
            workers = len(info.get("workers", {}))
        except Exception:  # noqa: BLE001 - provenance must not fail the job
            workers = None
        address = getattr(getattr(self.client, "scheduler", None), "address", None)
        return {"engine": "dask", "scheduler": address, "workers": workers,
                "dashboard": getattr(self.client, "dashboard_link", None), "chosenBy": self.chosen_by}

    def __repr__(self) -> str:
        return f"DaskEngine({self.client!r})"


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ImportError("running on a Dask cluster needs dask.distributed: pip install 'genie_widgets[dask]'"
                          ) from None
    return distributed


# ---------------------------------------------------------------------------- choosing the engine
_SESSION: list[Engine | None] = [None]
_SCOPED: contextvars.ContextVar[Engine | None] = contextvars.ContextVar("genie_compute_engine", default=None)


def _as_engine(client: Any, chosen_by: str) -> Engine:
    if isinstance(client, Engine):
        return client
    if client == "local":
        return LocalEngine(chosen_by=chosen_by)
    if hasattr(client, "submit") and hasattr(client, "scheduler_info"):
        return DaskEngine(client, chosen_by=chosen_by)
    raise TypeError(f"expected a dask.distributed Client, an Engine or 'local', got {type(client).__name__}")


def use(client: Any) -> Engine | None:
    """Run later many-track jobs of this session on ``client`` (a ``dask.distributed.Client``),
    an :class:`Engine`, or ``"local"``; ``None`` goes back to automatic choice. Returns the
    engine now in use (``None`` for automatic)."""
    _SESSION[0] = None if client is None else _as_engine(client, "gw.compute.use(client)")
    return _SESSION[0]


@contextmanager
def using(client: Any) -> Iterator[Engine]:
    """``with using(client): …`` runs the jobs started inside the block on ``client``."""
    engine = _as_engine(client, "with gw.compute.using(client)")
    token = _SCOPED.set(engine)
    try:
        yield engine
    finally:
        _SCOPED.reset(token)


def _existing_dask_client() -> Any | None:
    if "distributed" not in sys.modules:  # never import Dask just to look
        return None
    try:
        return sys.modules["distributed"].default_client()
    except (ValueError, AttributeError):
        return None


def resolve(client: Any = None) -> Engine:
    """The engine a job started now would use (see the module docstring for the order)."""
    if client is not None:
        return _as_engine(client, "client= argument")
    scoped = _SCOPED.get()
    if scoped is not None:
        return scoped
    if _SESSION[0] is not None:
        return _SESSION[0]
    existing = _existing_dask_client()
    if existing is not None:
        return DaskEngine(existing, chosen_by="the Dask Client already created in this session")
    return LocalEngine()


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


def current() -> dict[str, Any]:
    """What :func:`resolve` would pick now, described (engine, scheduler, workers, dashboard)."""
    return resolve().describe()


# ---------------------------------------------------------------------------- jobs
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

    def __init__(self, engine: Engine, tasks: list[Task], reducer: Any, *,
                 label: str = "job", progress_label: str | None = None) -> None:
        self.engine = engine
        self.tasks = tasks
        self.label = label
        self.progress_label = progress_label or f"{len(tasks)} tasks"
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

    # -- running
    def start(self) -> Job:
        self._state.status = "running"
        self._state.started = time.perf_counter()
        register = _CANCEL_REGISTRAR.get()
        self._unregister = register(self.cancel) if register is not None else None
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
                    self._reducer.add(self.tasks[i].key, value)  # type: ignore[attr-defined]
                else:
                    partials[self.tasks[i].key] = value
                del value
                self._futures[i] = None  # let the worker forget it (Dask releases its memory)
                with self._lock:
                    self._state.done += 1
                self._refresh()
            if self._cancel.is_set():
                raise JobCancelled(f"{self.label} was cancelled")
            self.provenance = {**self.engine.describe(), "tasks": len(self.tasks)}
            reduce_started = time.perf_counter()
            result = self._reducer.finish() if streaming else self._reducer(partials)  # type: ignore[attr-defined]
            self._state.finished = time.perf_counter()
            self.provenance["reduceSeconds"] = round(self._state.finished - reduce_started, 3)
            self.provenance["wallSeconds"] = round(self._state.finished - self._state.started, 3)
            attach = getattr(result, "with_provenance", None)
            self._result = attach(self.provenance) if callable(attach) else result
            self._state.status = "done"
        except BaseException as exc:  # noqa: BLE001 - handed to result()
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

    def result(self, timeout: float | None = None) -> Any:
        """Wait (up to ``timeout`` seconds) and return the reduced result; raises the task's
        error, :class:`JobCancelled`, or ``TimeoutError``."""
        if not self._done.wait(timeout):
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
        return f"{s.done} of {s.total} tasks ({self.progress_label}) · {s.status} · {end - s.started:.1f} s"

    def __repr__(self) -> str:
        return f"<Job {self.label}: {self.progress()} on {self.engine!r}>"

    def _repr_html_(self) -> str:
        s = self._state
        pct = 100.0 * s.done / s.total if s.total else 100.0
        info = self.provenance
        where = html.escape(f"{info.get('engine')} · {info.get('workers')} workers · chosen by {info.get('chosenBy')}")
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
        except Exception:  # noqa: BLE001 - a display failing must not fail the job
            pass
