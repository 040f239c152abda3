"""Warm a Dask cluster's workers for many-track jobs, once per cluster instead of in the first job.

A worker process that runs its first task of ours must first import the task modules. The
package's top level and :mod:`genie_widgets.genome` are lazy, so that is the cohort modules, the
citation checker's vocabulary and numpy — no widgets, pandas or network client (measured ~0.07 s
of CPU with compiled bytecode, where the eager top level cost 0.4–1.4 s). :class:`WarmImports` is a
``distributed`` worker plugin that does that import when it is registered — on every worker
there now and on every worker that joins or is restarted later — so a job started a few
seconds after the client was attached (``gw.compute.use(client)``) finds the workers ready.

Imports ``distributed`` at the top: only :mod:`.engine` imports this module, and only when a
Dask client is in play.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from distributed.diagnostics.plugin import WorkerPlugin

__all__ = ["PLUGIN_NAME", "WarmImports"]

PLUGIN_NAME = "genie-widgets-warm-imports"


class WarmImports(WorkerPlugin):
    """Imports ``modules`` on each worker when attached (unpickling this plugin already imports
    the package that defines it; ``setup`` makes sure of the modules the tasks use)."""

    name = PLUGIN_NAME

    def __init__(self, modules: Sequence[str]) -> None:
        self.modules = tuple(modules)

    def setup(self, worker: Any) -> None:
        for module in self.modules:
            importlib.import_module(module)
