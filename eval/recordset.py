"""What both record sets share: the :class:`Records` a build returns, and :func:`kept_environ`, which
restores the environment variables a build sets for its tools."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Records:
    """A record set: the records by name, the session store holding them all, and ``extra``:
    ``extra["ids"]`` (placeholder key → a value made at build time: entity ids, file names, clocks)
    and ``extra["notes"]`` (what a build could not do, said once)."""

    by_name: dict[str, Any] = field(default_factory=dict)
    store: Any = None
    extra: dict[str, Any] = field(default_factory=lambda: {"ids": {}, "notes": []})

    def __getitem__(self, name: str) -> Any:
        return self.by_name[name]

    def d(self, name: str) -> dict[str, Any]:
        return self.by_name[name].data

    def tok(self, name: str) -> str:
        return self.by_name[name].token


@contextmanager
def kept_environ(keys: tuple[str, ...], *, cleared: bool = False) -> Iterator[None]:
    """Run the block, then give the variables ``keys`` back the values they had (unset where they
    were); with ``cleared`` they are unset for the block."""
    saved = {k: os.environ.get(k) for k in keys}
    if cleared:
        for k in keys:
            os.environ.pop(k, None)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
