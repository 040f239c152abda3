"""Lazy exports for a package's ``__init__`` (PEP 562): a public name is imported from its
submodule the first time it is read, not when the package is imported.

A Dask worker that unpickles one of our tasks imports the task's module and every package above
it; with lazy packages that is the task's own imports and nothing else (no widgets, no pandas).
``from package import Name``, ``package.Name`` and ``dir(package)`` work as with eager imports;
a name once read is kept in the package's namespace, so later reads are plain attribute reads.
Imports nothing of ours.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(package: str, namespace: dict[str, Any], exports: Mapping[str, str],
                 submodules: Iterable[str] | None = None) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package`` (whose globals are ``namespace``).

    ``exports`` maps each public name to the module that defines it (relative to ``package``,
    e.g. ``".locus"``). Another name is imported as the submodule ``package.name`` when it is in
    ``submodules`` (``None``: any submodule; names starting with ``__`` never are), so
    ``package.sub.thing`` keeps working after ``import package``."""
    allowed = None if submodules is None else frozenset(submodules)

    def __getattr__(name: str) -> Any:
        where = exports.get(name)
        if where is not None:
            value = getattr(importlib.import_module(where, package), name)
        elif not name.startswith("__") and (allowed is None or name in allowed):
            try:
                value = importlib.import_module(f"{package}.{name}")
            except ModuleNotFoundError as exc:
                if exc.name != f"{package}.{name}":
                    raise
                raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        else:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(exports) | (allowed or set()))

    return __getattr__, __dir__
