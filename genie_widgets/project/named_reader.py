"""A URL track's reader as a project hands it out: missing-bytes errors name the chromosome, and
each call has a total deadline for its range requests (see :mod:`.pins`)."""

from __future__ import annotations

import time
import types
from typing import Any

from .. import _http
from ..genome.remote import TRANSFER_DEADLINE_HINT, transfer_deadline
from .pin_manifest import UnpinnedRangeError
from .ranges import file_label


class NamingReader:
    """A track reader whose missing-bytes errors say which chromosome was being read, and each of
    whose calls (a generator's whole iteration included) has :func:`transfer_deadline` seconds
    for all the range requests it makes."""

    def __init__(self, reader: Any) -> None:
        object.__setattr__(self, "_reader", reader)

    @property  # type: ignore[misc]  # a property named __class__ is how a proxy passes isinstance()
    def __class__(self):  # isinstance(proxy, SignalReader) holds, as for the reader itself
        return type(self._reader)

    def __repr__(self) -> str:
        return repr(self._reader)

    def __getattr__(self, name: str) -> Any:
        if name == "_reader":  # not set yet (e.g. while unpickling)
            raise AttributeError(name)
        value = getattr(self._reader, name)
        if not callable(value):
            return value

        def call(*args: Any, **kwargs: Any) -> Any:
            chrom = args[0] if args and isinstance(args[0], str) else kwargs.get("chrom")
            began, seconds = time.monotonic(), transfer_deadline()
            try:
                with _http.scope(deadline=seconds, since=began, deadline_hint=TRANSFER_DEADLINE_HINT):
                    out = value(*args, **kwargs)
            except UnpinnedRangeError as exc:
                raise _named(exc, self._reader, chrom) from None
            if isinstance(out, types.GeneratorType):
                return _named_iter(out, self._reader, chrom, began, seconds)
            return out

        return call


def _named(exc: UnpinnedRangeError, reader: Any, chrom: str | None) -> UnpinnedRangeError:
    label = file_label(str(getattr(reader, "source", "") or ""))
    where = chrom or "this region"
    return UnpinnedRangeError(f"{label}: {where} was never read here; connect once or pin the whole file "
                              "(the server cannot be reached and these bytes are not pinned)")


def _named_iter(gen: Any, reader: Any, chrom: str | None, began: float, seconds: float) -> Any:
    """``gen``'s items, each step run under the call's deadline (set and reset around each step, so
    the scope never leaks to the consumer between items)."""
    while True:
        try:
            with _http.scope(deadline=seconds, since=began, deadline_hint=TRANSFER_DEADLINE_HINT):
                item = next(gen)
        except StopIteration:
            return
        except UnpinnedRangeError as exc:
            raise _named(exc, reader, chrom) from None
        yield item
