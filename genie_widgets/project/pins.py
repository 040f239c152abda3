"""Pinned data: the bytes of URL tracks a project used, kept inside it so its work replays offline.

Every byte range a project reads from a bigWig or bigBed URL (through :meth:`Project.open_reader`
or :meth:`Project.add_track`) is recorded under ``cache/ranges/`` (a cache: safe to delete).
:meth:`Project.pin` keeps them for good under ``pins/`` — or the whole file, when it is no larger
than the size cap given — with the file's source URL, size, ``ETag`` / ``Last-Modified`` and a
SHA-256 checksum, listed in ``pins/manifest.json``. Text URLs (BED, bedGraph) are downloaded
whole into ``cache/downloads/`` when first read; pinning lists them with their checksum.

From then on those bytes are read from the project, never the network, so every measurement and
view made before the pin gives the same numbers offline. A pin is a snapshot: what is read after
it is recorded again and kept by the next ``pin()`` (a track loaded with ``pin=True`` keeps each
range in its pin as it is read). A read that needs bytes that were never
pinned, when the server cannot be reached, says so::

    ENCFF381NDD: chr1 was never read here; connect once or pin the whole file

and a server that now serves a different file (another size or ``ETag``) is refused rather than
mixed with the pinned bytes. ``pin(..., whole=True)`` / ``load(..., pin="file")`` keep whole files.

Layout: ``pins/<entry>/`` and ``cache/ranges/<entry>/`` are :class:`~.ranges.RangeFile` folders;
``pins/manifest.json`` is ``{"schemaVersion": 1, "pinnedAt", "files": [{url, label, trackIds,
size, etag, lastModified, whole, ranges, bytes, sha256, path}]}`` (ranges are ``[start, end)``
byte offsets, 0-based, end-exclusive).
"""

from __future__ import annotations

import hashlib
import json
import threading
import types
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._io import reason as _reason
from .._io import utc_now, write_json_atomic
from ..genome.errors import TrackSourceError
from ..genome.remote import HttpRangeFile, RemoteFile, cached_path, download_to_cache, is_url
from .ranges import CHUNK_BYTES, RangeFile, entry_name, file_label

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

SCHEMA_VERSION = 1
#: The default cap for a whole-file pin, in bytes (2 GiB).
DEFAULT_WHOLE_FILE_CAP = 2 << 30
_TEXT_TYPES = {"bed", "bedgraph", "dbedgraph", "narrowpeak", "broadpeak", "gappedpeak", "categorical", "qbed",
               "refbed", "repeatmasker", "rmskv2"}


class UnpinnedRangeError(TrackSourceError):
    """Bytes a read needs are not pinned, and the server cannot be reached for them."""


class PinError(TrackSourceError):
    """A pin that cannot be made as asked (too large, the file changed, no network)."""


@dataclass
class PinnedFile:
    """One pinned URL: what is kept of it (byte ranges ``[start, end)``) and how to check it."""

    url: str
    label: str
    track_ids: list[str]
    size: int | None
    etag: str | None
    last_modified: str | None
    whole: bool
    ranges: list[tuple[int, int]]
    bytes: int
    sha256: str
    path: str
    note: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "label": self.label, "trackIds": self.track_ids, "size": self.size,
                "etag": self.etag, "lastModified": self.last_modified, "whole": self.whole,
                "ranges": [list(r) for r in self.ranges], "bytes": self.bytes, "sha256": self.sha256,
                "path": self.path, "note": self.note}


@dataclass
class PinReport:
    """What :meth:`Project.pin` kept (``files``) and what it could not (``skipped``: reasons)."""

    files: list[PinnedFile] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(f.bytes for f in self.files)

    def to_json(self) -> dict[str, Any]:
        return {"files": [f.to_json() for f in self.files], "skipped": list(self.skipped), "bytes": self.bytes}

    def _repr_markdown_(self) -> str:
        lines = ["| file | kept | of | whole | sha256 |", "|---|---|---|---|---|"]
        for f in self.files:
            lines.append(f"| {f.label} | {f.bytes:,} bytes in {len(f.ranges)} range(s) | "
                         f"{'?' if f.size is None else f'{f.size:,}'} | {'yes' if f.whole else 'no'} | "
                         f"`{f.sha256[:12]}…` |")
        return "\n".join(lines + [f"- skipped: {s}" for s in self.skipped])


class ProjectPins:
    """The project's byte-range store (the :class:`~genie_widgets.genome.remote.RangeStore`
    hook): pinned bytes first, every fetched range recorded."""

    def __init__(self, project: ProjectHandle) -> None:
        self.project = project
        self.pins_dir = project.path / "pins"
        self.ranges_dir = project.path / "cache" / "ranges"
        self._entries: dict[tuple[str, str], RangeFile] = {}
        self._lock = threading.Lock()

    def _entry(self, kind: str, url: str) -> RangeFile:
        key = (kind, url)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                root = self.pins_dir if kind == "pin" else self.ranges_dir
                entry = self._entries[key] = RangeFile(root / entry_name(url), durable=kind == "pin")
            return entry

    def pinned(self, url: str) -> RangeFile | None:
        entry = self._entry("pin", url)
        meta = entry.meta
        return entry if meta is not None and meta.get("url") == url else None

    # -- the RangeStore hook
    def size(self, url: str) -> int | None:
        entry = self.pinned(url)
        meta = entry.meta if entry is not None else None
        return int(meta["size"]) if meta is not None else None

    def read(self, url: str, offset: int, length: int) -> bytes | None:
        entry = self.pinned(url)
        return entry.read(offset, length) if entry is not None else None

    def fetched(self, url: str, offset: int, data: bytes, remote: RemoteFile) -> None:
        pin = self.pinned(url)
        if pin is not None and not _same_file(pin.meta, remote):
            raise PinError(f"{file_label(url)} changed on the server since it was pinned ({_describe(pin.meta)} → "
                           f"{_describe_remote(remote)}); its pinned bytes were kept and not mixed with the new "
                           "file: pin it again (project.pin(whole=True)) or use the new file as a new track")
        if url in self._auto_pinned():  # load(..., pin=True): kept in the pin as it is read
            self._record(self._entry("pin", url), url, offset, data, remote)
            return
        self._record(self._entry("ranges", url), url, offset, data, remote)  # the next pin() keeps it

    def unreachable(self, url: str, offset: int, length: int, error: TrackSourceError) -> Exception:
        text = str(error)
        if not text.startswith(("cannot reach", "timed out")):
            return error
        label = file_label(url)
        if self.pinned(url) is not None:
            return UnpinnedRangeError(f"{label}: bytes {offset:,}-{offset + length:,} were never read here "
                                      f"(the server cannot be reached: {_reason(error)}); connect once or pin the "
                                      "whole file")
        return TrackSourceError(f"{label}: the server cannot be reached ({_reason(error)}) and this project has "
                                "not pinned the file; connect once and run project.pin() to keep what it reads")

    @staticmethod
    def _record(entry: RangeFile, url: str, offset: int, data: bytes, remote: RemoteFile) -> None:
        if not entry.exists or not _same_file(entry.meta, remote):
            entry.create(url, remote.size, remote.etag, remote.last_modified)
        entry.add(offset, data)

    def _auto_pinned(self) -> set[str]:
        return {t.url for t in self.project.tracks if t.url and t.metadata.get("pinReads")}

    # -- pinning
    def pin(self, track_ids: list[str] | None = None, *, whole: bool = False,
            whole_files_up_to: int | None = None) -> PinReport:
        """Keep the data of the project's URL tracks (all, or ``track_ids``); see the module
        docstring. ``whole=True`` keeps whole files up to ``whole_files_up_to`` bytes (default
        :data:`DEFAULT_WHOLE_FILE_CAP`); with only ``whole_files_up_to``, files up to that size
        are kept whole and larger ones by the ranges read."""
        tracks = [t for t in self.project.tracks if track_ids is None or t.id in track_ids]
        if track_ids is not None:
            unknown = sorted(set(track_ids) - {t.id for t in tracks})
            if unknown:
                raise KeyError(f"Track '{unknown[0]}' was not found.")
        cap = whole_files_up_to if whole_files_up_to is not None else (DEFAULT_WHOLE_FILE_CAP if whole else None)
        report = PinReport()
        by_url: dict[str, list[str]] = {}
        for t in tracks:
            if t.url and is_url(t.url):  # local files are the user's own: nothing to pin
                by_url.setdefault(t.url, []).append(t.id)
        for url, ids in by_url.items():
            track_type = next(t.type for t in tracks if t.url == url)
            try:
                if track_type in _TEXT_TYPES:
                    report.files.append(self._pin_download(url, ids))
                else:
                    report.files.append(self._pin_ranges(url, ids, cap))
            except PinError as exc:
                report.skipped.append(str(exc))
        self._write_manifest(report)
        return report

    def _pin_ranges(self, url: str, ids: list[str], cap: int | None) -> PinnedFile:
        recorded = self._entry("ranges", url)
        target = self._entry("pin", url)
        note = None
        if not target.exists and not recorded.exists:  # never read here: read its header now
            try:
                HttpRangeFile(url, store=self)
            except TrackSourceError as exc:
                raise PinError(f"{file_label(url)}: cannot pin: {exc}") from None
        meta = target.meta if target.exists else recorded.meta
        assert meta is not None
        size = int(meta["size"])
        if recorded.exists and not _same_file(meta, _remote_of(recorded.meta)):
            raise PinError(f"{file_label(url)}: the bytes read lately come from another version of the file than "
                           "the pinned ones; delete its folder under pins/ to pin the new version")
        if not target.exists:
            target.create(url, size, meta.get("etag"), meta.get("lastModified"))
        if recorded.exists:
            for s, e in recorded.intervals():
                for a in range(s, e, CHUNK_BYTES):
                    data = recorded.read(a, min(e, a + CHUNK_BYTES) - a)
                    if data is not None:
                        target.add(a, data)
        if cap is not None:
            if size <= cap:
                self._download_whole(url)
            else:
                note = (f"{size:,} bytes is more than the whole-file cap of {cap:,}: only the ranges read are kept "
                        "(pin again with a larger whole_files_up_to to keep it all)")
        ranges = target.intervals()
        return PinnedFile(url=url, label=file_label(url), track_ids=ids, size=size, etag=meta.get("etag"),
                          last_modified=meta.get("lastModified"), whole=ranges == [(0, size)], ranges=ranges,
                          bytes=target.bytes_held, sha256=target.checksum(),
                          path=str(target.folder.relative_to(self.project.path)), note=note)

    def _download_whole(self, url: str) -> None:
        """Fetch every byte of ``url`` not pinned yet (``fetched`` keeps them in the pin)."""
        target = self._entry("pin", url)
        try:
            remote = HttpRangeFile(url)  # straight from the server: the bytes go to the pin, not the cache
            if not _same_file(target.meta, RemoteFile(url, remote.size, remote.etag, remote.last_modified)):
                raise PinError(f"{file_label(url)} changed on the server since it was read here "
                               f"({_describe(target.meta)} → {remote.size:,} bytes): not pinned")
            for s, e in target.missing(0, remote.size):
                for a in range(s, e, CHUNK_BYTES):
                    target.add(a, remote.read(a, min(e, a + CHUNK_BYTES) - a))
        except UnpinnedRangeError as exc:
            raise PinError(f"{file_label(url)}: cannot pin the whole file offline ({exc})") from None
        except TrackSourceError as exc:
            if isinstance(exc, PinError):
                raise
            raise PinError(f"{file_label(url)}: cannot pin the whole file: {exc}") from None

    def _pin_download(self, url: str, ids: list[str]) -> PinnedFile:
        path = cached_path(url, self.project.cache_dir)
        if not path.exists():
            try:
                path = download_to_cache(url, self.project.cache_dir)
            except TrackSourceError as exc:
                raise PinError(f"{file_label(url)}: cannot pin: {exc}") from None
        digest = hashlib.sha256()
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        size = path.stat().st_size
        return PinnedFile(url=url, label=file_label(url), track_ids=ids, size=size, etag=None, last_modified=None,
                          whole=True, ranges=[(0, size)], bytes=size, sha256=digest.hexdigest(),
                          path=str(path.relative_to(self.project.path)))

    def _write_manifest(self, report: PinReport) -> None:
        path = self.pins_dir / "manifest.json"
        old: dict[str, Any] = {}
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            old = {f["url"]: f for f in doc.get("files", []) if isinstance(f, dict) and "url" in f}
        except (OSError, ValueError):
            pass
        for f in report.files:
            old[f.url] = f.to_json()
        write_json_atomic(path, {"schemaVersion": SCHEMA_VERSION, "pinnedAt": utc_now(), "files": list(old.values())})

    # -- naming the chromosome a missing read was for
    def name_misses(self, reader: Any) -> Any:
        """``reader`` whose :class:`UnpinnedRangeError` names the chromosome it was reading."""
        return _NamingReader(reader)


def _same_file(meta: dict[str, Any] | None, remote: RemoteFile) -> bool:
    if not meta:
        return False
    if int(meta.get("size", -1)) != remote.size:
        return False
    if meta.get("etag") and remote.etag and meta["etag"] != remote.etag:
        return False
    return not (meta.get("lastModified") and remote.last_modified and meta["lastModified"] != remote.last_modified)


def _remote_of(meta: dict[str, Any] | None) -> RemoteFile:
    meta = meta or {}
    return RemoteFile(meta.get("url", ""), int(meta.get("size", -1)), meta.get("etag"), meta.get("lastModified"))


def _describe(meta: dict[str, Any] | None) -> str:
    return _describe_remote(_remote_of(meta))


def _describe_remote(r: RemoteFile) -> str:
    return f"{r.size:,} bytes" + (f", ETag {r.etag}" if r.etag else "")


class _NamingReader:
    """A track reader whose missing-bytes errors say which chromosome was being read."""

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
            try:
                out = value(*args, **kwargs)
            except UnpinnedRangeError as exc:
                raise _named(exc, self._reader, chrom) from None
            return _named_iter(out, self._reader, chrom) if isinstance(out, types.GeneratorType) else out

        return call


def _named(exc: UnpinnedRangeError, reader: Any, chrom: str | None) -> UnpinnedRangeError:
    label = file_label(str(getattr(reader, "source", "") or ""))
    where = chrom or "this region"
    return UnpinnedRangeError(f"{label}: {where} was never read here; connect once or pin the whole file "
                              "(the server cannot be reached and these bytes are not pinned)")


def _named_iter(gen: Any, reader: Any, chrom: str | None) -> Any:
    try:
        yield from gen
    except UnpinnedRangeError as exc:
        raise _named(exc, reader, chrom) from None
