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

This module is generic (no genomics); it imports nothing else of ours but :mod:`.job` (and,
when a Dask client is attached, :mod:`.engine_warmup`).
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import sys
import threading
import time
import weakref
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from . import progress as _progress
from .job import Job, JobCancelled, Task, cancel_on

TASKS_PER_SLOT = 8  # tasks per worker thread for engines that are not fine-grained
#: What a Dask worker imports when a client is attached (:meth:`DaskEngine.warm`): the module of
#: the many-track tasks (its package's import is what a worker's first task would wait for).
WORKER_IMPORTS = ("genie_widgets.genome.cohort",)

__all__ = [
    "TASKS_PER_SLOT",
    "WORKER_IMPORTS",
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


class Engine:
    """Runs tasks; subclasses say where."""

    name = "engine"
    chosen_by = "default"
    #: whether a task costs next to nothing to schedule (then jobs split work finely, e.g. one
    #: task per track and chromosome); otherwise they make about :data:`TASKS_PER_SLOT` tasks
    #: per slot and no more.
    fine_grained = True

    def slots(self) -> int:
        """How many tasks can run at once."""
        return 1

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

    def slots(self) -> int:
        return self.workers

    def submit(self, tasks: Sequence[Task], label: str) -> list[Future]:
        pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix=f"genie-{label}")
        # Each task runs in a copy of the submitting context, so what the caller set up there
        # holds in the pool's threads too: a tool call's network policy and cancel token, and
        # the collector of the warnings its readers note (e.g. a genome mismatch).
        futures = []
        for t in tasks:
            context = contextvars.copy_context()
            context.run(_progress.enter_task, t.key)  # its reading loops' fractions go to the job, under its key
            futures.append(pool.submit(context.run, t.fn, *t.args))
        for f in futures:
            f.genie_pool = pool  # type: ignore[attr-defined]  # finish() shuts the job's pool down
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
    # Each task costs CPU in the scheduler (in a LocalCluster: the client's own process) and the
    # worker's event loop — measured on 2 cores: ~4 ms for a no-op task, ~6 ms for one of ours
    # with its partials — so jobs make a few tasks per worker thread, not one per chromosome.
    fine_grained = False

    def __init__(self, client: Any, *, chosen_by: str = "client= argument", retries: int = 2) -> None:
        _distributed()  # a clear ImportError when dask[distributed] is missing
        self.client = client
        self.chosen_by = chosen_by
        self.retries = int(retries)

    def warm(self, wait: bool = False) -> threading.Thread | None:
        """Have every worker of the cluster (and every worker that joins later) import the
        task modules now (:mod:`.engine_warmup`), so the first job does not wait for it. Once
        per client; in a background thread unless ``wait``. Returns that thread (``None`` when
        this client was warmed before, or is an asyncio one). A failure only costs the first job
        its import time."""
        if getattr(self.client, "asynchronous", False):
            return None  # an asyncio Client's calls are coroutines of the caller's loop
        with _WARM_LOCK:
            if _warmed(self.client):
                return None
            _WARMED.append(weakref.ref(self.client))
        thread = threading.Thread(target=_warm, args=(self.client,), name="genie-dask-warmup", daemon=True)
        thread.start()
        if wait:
            thread.join()
        return thread

    def slots(self) -> int:
        """Worker threads in the cluster now (at least 1)."""
        try:
            workers = self.client.scheduler_info().get("workers", {})
            return max(1, sum(int(w.get("nthreads", 1)) for w in workers.values()))
        except Exception:
            return 1

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
        except Exception:
            workers = None
        address = getattr(getattr(self.client, "scheduler", None), "address", None)
        return {"engine": "dask", "scheduler": address, "workers": workers,
                "dashboard": getattr(self.client, "dashboard_link", None), "chosenBy": self.chosen_by}

    def __repr__(self) -> str:
        return f"DaskEngine({self.client!r})"


_WARMED: list[weakref.ref] = []  # clients warmed in this session (by identity, while alive)
_WARM_LOCK = threading.Lock()


def _warmed(client: Any) -> bool:
    _WARMED[:] = [ref for ref in _WARMED if ref() is not None]
    return any(ref() is client for ref in _WARMED)


def _warm(client: Any) -> None:
    from .engine_warmup import WarmImports

    # A warm-up that fails (a worker without the package) leaves the first job to say why.
    with contextlib.suppress(Exception):
        client.register_plugin(WarmImports(WORKER_IMPORTS))


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
    engine now in use (``None`` for automatic). A Dask cluster's workers start importing the
    task modules at once, in the background (:meth:`DaskEngine.warm`)."""
    _SESSION[0] = None if client is None else _as_engine(client, "gw.compute.use(client)")
    if isinstance(_SESSION[0], DaskEngine):
        _SESSION[0].warm()
    return _SESSION[0]


@contextmanager
def using(client: Any) -> Iterator[Engine]:
    """``with using(client): …`` runs the jobs started inside the block on ``client``."""
    engine = _as_engine(client, "with gw.compute.using(client)")
    if isinstance(engine, DaskEngine):
        engine.warm()
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


def current() -> dict[str, Any]:
    """What :func:`resolve` would pick now, described (engine, scheduler, workers, dashboard)."""
    return resolve().describe()


