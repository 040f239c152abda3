"""How a many-track job (:mod:`.cohort`) is cut into tasks for its engine.

On a fine-grained engine (this machine's threads) every (track, chromosome) is a task: they cost
nothing to schedule, and progress moves chromosome by chromosome. On a Dask cluster each task
costs the scheduler several milliseconds of CPU (on a ``LocalCluster`` the scheduler runs in the
user's own process, beside the client), so a track's chromosomes are grouped: about
:data:`~.engine.TASKS_PER_SLOT` tasks per worker thread in all (at least one task per track),
each group holding about the same number of bases (largest chromosomes first, each to the
lightest group). A group task runs the per-chromosome function on each of its chromosomes in
turn and returns their partials as a list; :class:`Ungrouped` hands them to the job's reducer
one by one under their ``(track, chromosome)`` keys — the same partials, placed the same way, so
results stay bit for bit the same however the work was cut.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from .engine import TASKS_PER_SLOT, Engine, Task

__all__ = ["Ungrouped", "chromosome_groups", "plan_tasks", "run_group"]

Chroms = list[tuple[str, tuple[tuple[int, int], ...]]]


def run_group(fn: Callable[..., Any], spec: Any, pieces: tuple[tuple, ...]) -> list[Any]:
    """``[fn(spec, *args) for args in pieces]``: one task over several chromosomes."""
    return [fn(spec, *args) for args in pieces]


def chromosome_groups(chroms: Chroms, groups: int) -> list[list[int]]:
    """Indices into ``chroms`` split into at most ``groups`` groups of about equal bases (largest
    first, each to the lightest group); each group in scope order, groups by their first index."""
    groups = max(1, min(groups, len(chroms)))
    sizes = [sum(e - s for s, e in spans) for _c, spans in chroms]
    load = [0] * groups
    members: list[list[int]] = [[] for _ in range(groups)]
    for k in sorted(range(len(chroms)), key=lambda k: (-sizes[k], k)):
        g = min(range(groups), key=lambda g: (load[g], g))
        load[g] += sizes[k]
        members[g].append(k)
    return sorted((sorted(m) for m in members if m), key=lambda m: m[0])


class Ungrouped:
    """A reducer adapter: a group task's list of partials goes to ``reducer.add`` as one
    ``(track, chromosome)`` partial each; ``finish`` is the reducer's."""

    def __init__(self, reducer: Any, groups: dict[str, list[str]]) -> None:
        self.reducer = reducer
        self.groups = groups

    def add(self, key: tuple[int, str], partials: list[Any]) -> None:
        i, label = key
        for chrom, partial in zip(self.groups[label], partials, strict=True):
            self.reducer.add((i, chrom), partial)

    def finish(self) -> Any:
        return self.reducer.finish()


def plan_tasks(engine: Engine, specs: Sequence[Any], chroms: Chroms, fn: Callable[..., Any],
               args_of: Callable[[str, tuple[tuple[int, int], ...]], tuple], reducer: Any
               ) -> tuple[list[Task], Any]:
    """The tasks of a job over ``specs`` × ``chroms`` (``fn(spec, *args_of(chrom, spans))`` per
    pair) for ``engine``, and the reducer to give the job (``reducer`` itself, or wrapped)."""
    groups = None
    if not engine.fine_grained and len(chroms) > 1:
        groups = chromosome_groups(chroms, math.ceil(TASKS_PER_SLOT * engine.slots() / max(1, len(specs))))
    if groups is None or len(groups) == len(chroms):
        return [Task((i, c), fn, (s, *args_of(c, spans))) for i, s in enumerate(specs) for c, spans in chroms], reducer
    labels: dict[str, list[str]] = {}
    tasks: list[Task] = []
    for members in groups:
        names = [chroms[k][0] for k in members]
        label = names[0] if len(names) == 1 else f"{names[0]} +{len(names) - 1}"
        labels[label] = names
        pieces = tuple(args_of(*chroms[k]) for k in members)
        tasks.extend(Task((i, label), run_group, (fn, s, pieces)) for i, s in enumerate(specs))
    tasks.sort(key=lambda t: _order(t.key))
    return tasks, Ungrouped(reducer, labels)


def _order(key: Hashable) -> Any:
    return key[0] if isinstance(key, tuple) else 0
