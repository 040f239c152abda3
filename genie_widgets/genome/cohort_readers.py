"""The readers a process keeps open for many-track tasks (:mod:`.cohort`), and when it may reuse one.

Every task of a job opens its track where it runs (a thread here, or a Dask worker process).
Opening a bigWig reads its header and chromosome tree, and a reader keeps the index nodes and
(over HTTP) the 64 KiB pages it has fetched, so a process reuses its reader for the next task on
the same track — but only while the file is the same file:

- a local path is stamped with its size, modification time (ns) and inode: a file rewritten in
  place or replaced by another (a rename) gets a new stamp and a fresh reader;
- a URL is stamped with what the server says about it now — size, ``ETag`` and
  ``Last-Modified`` — from one 64 KiB range request before each reuse; a server that sends
  neither validator gives no way to tell a changed file, so its reader is never reused;
- a URL that was downloaded (a text track, or a server without range requests) is read from
  its downloaded copy, as :func:`~.sources.open_track` does, so that copy's file stamp counts;
- a reader from a spec's ``opener`` (a project's track) belongs to that layer: the project keeps
  its readers (a local file that changed is reopened; a URL's bytes are pinned and every range
  is checked against the pinned ``ETag``) and hands the same reader to every caller, so a task
  uses it as given and it is neither kept nor closed here (closing it under the project's
  other users was a bug: "Bad file descriptor" when two tasks raced).

A reader whose file changed is closed and a new one opened, so no task is served a stale header,
index or page. At most :data:`MAX_READERS` readers stay open per process (least recently used
closed first).
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from .errors import MeasurementError
from .remote import cached_path, is_url, open_bytes
from .sources import IntervalReader, SignalReader, open_track


class TrackSpec(Protocol):
    """What a reader is opened from (:class:`.cohort.TrackSpec` is one; read-only fields)."""

    @property
    def source(self) -> str: ...
    @property
    def track_type(self) -> str | None: ...
    @property
    def genome(self) -> str | None: ...
    @property
    def cache_dir(self) -> str | None: ...
    @property
    def opener(self) -> Any: ...
    @property
    def opener_args(self) -> tuple: ...


MAX_READERS = 32


class _Held:
    """A kept reader, the stamp of the file it opened, and how many tasks are using it now.
    ``owned``: whether this module closes it (a reader from a spec's ``opener`` belongs to the
    opener's layer, which keeps it for other callers too, and is never closed here)."""

    __slots__ = ("owned", "reader", "retired", "stamp", "users")

    def __init__(self, stamp: Hashable | None, reader: SignalReader, owned: bool = True) -> None:
        self.stamp = stamp
        self.reader = reader
        self.owned = owned
        self.users = 0
        self.retired = False  # no longer handed out; closed when its last user is done


_READERS: OrderedDict[Hashable, _Held] = OrderedDict()
_LOCK = threading.Lock()


def file_stamp(source: str) -> Hashable | None:
    """What identifies this version of ``source`` now: ``(size, mtime_ns, inode)`` for a local
    path, ``(size, etag, last_modified)`` for a URL (one range request); ``None`` when that
    cannot be told (a missing file, a server sending no validators)."""
    if is_url(source):
        try:
            remote = open_bytes(source)
        except Exception:  # unreachable or refused: the open that follows reports it
            return None
        try:
            etag, modified = getattr(remote, "etag", None), getattr(remote, "last_modified", None)
            return None if etag is None and modified is None else ("url", remote.size, etag, modified)
        finally:
            remote.close()
    try:
        st = os.stat(source)
    except OSError:
        return None
    return ("file", st.st_size, st.st_mtime_ns, st.st_ino)


def _stamp(spec: TrackSpec) -> Hashable | None:
    """The stamp a kept reader of ``spec`` must carry to be reused. Taken *before* a reader is
    opened, so a file that changes in between leaves a stale stamp (a reopen next time), never a
    stale reader."""
    if is_url(spec.source):
        local = cached_path(spec.source, spec.cache_dir)
        if local.exists():  # what open_track reads then: the downloaded copy (a text track)
            return ("downloaded", file_stamp(str(local)))
    return file_stamp(spec.source)


def _key(spec: TrackSpec) -> Hashable:
    """What a kept reader is kept under (specs with an opener are never kept)."""
    return (spec.source, spec.track_type, spec.genome, spec.cache_dir)


@contextmanager
def reader_for(spec: TrackSpec) -> Iterator[SignalReader]:
    """``with reader_for(spec) as reader:`` — this process's reader for ``spec``: the one kept
    from an earlier task when the file is unchanged (see the module docstring), else a newly
    opened one. A reader is closed only once no task is using it (a changed file's old reader
    finishes the reads already under way)."""
    held = _acquire(spec)
    try:
        yield held.reader
    finally:
        _release(held)


def _acquire(spec: TrackSpec) -> _Held:
    if spec.opener is not None:
        # The opener's layer (a project) keeps its readers and hands the same one to every
        # caller: use it for this task, neither keep nor close it here.
        borrowed = _Held(None, _open(spec), owned=False)
        borrowed.users, borrowed.retired = 1, True
        return borrowed
    key = _key(spec)
    stamp = _stamp(spec)
    with _LOCK:
        held = _READERS.get(key)
        if held is not None and stamp is not None and held.stamp == stamp:
            _READERS.move_to_end(key)
            held.users += 1
            return held
    fresh = _Held(stamp, _open(spec))
    fresh.users = 1
    retire: list[_Held] = []
    with _LOCK:
        if stamp is None:
            fresh.retired = True  # cannot tell a changed file: this task's own reader, not kept
        else:
            previous = _READERS.pop(key, None)
            if previous is not None:
                retire.append(previous)
            _READERS[key] = fresh
            while len(_READERS) > MAX_READERS:
                retire.append(_READERS.popitem(last=False)[1])
        closing = [h for h in retire if _retire(h)]
    for h in closing:
        _close(h)
    return fresh


def _retire(held: _Held) -> bool:
    """Mark ``held`` retired (under the lock); True when nobody uses it, so it may close now."""
    held.retired = True
    return held.users == 0


def _release(held: _Held) -> None:
    with _LOCK:
        held.users -= 1
        close = held.retired and held.users == 0
    if close:
        _close(held)


def _close(held: _Held) -> None:
    if held.owned:
        held.reader.close()


def _open(spec: TrackSpec) -> SignalReader:
    opened: SignalReader | IntervalReader | Any
    if spec.opener is not None:
        opened = spec.opener(*spec.opener_args)
    else:
        opened = open_track(spec.source, spec.track_type, assembly=spec.genome, cache_dir=spec.cache_dir)
    if not isinstance(opened, SignalReader):
        if spec.opener is None:  # an opener's reader is its layer's to close
            opened.close()
        raise MeasurementError(f"{spec.source} is an interval track ({opened.format}), not a signal track")
    return opened


def close_readers() -> int:
    """Stop keeping readers in this process (each is closed once no task uses it); returns how
    many were kept."""
    with _LOCK:
        held = list(_READERS.values())
        _READERS.clear()
        closing = [h for h in held if _retire(h)]
    for h in closing:
        _close(h)
    return len(held)


def kept_readers() -> int:
    """How many readers this process keeps open now."""
    with _LOCK:
        return len(_READERS)
