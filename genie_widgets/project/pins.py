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

Pins are checked when read, because a project folder may come from someone else (a bundle) or have
been edited: ``pins/manifest.json`` vouches for each pin's index (length and SHA-256), its byte
ranges and the SHA-256 of its bytes, and every chunk carries its own SHA-256 (see
:mod:`.pin_manifest` and :mod:`.ranges`). A chunk added for bytes already pinned, an index the
manifest does not list, a chunk outside the file's recorded size, altered bytes or an altered
pinned download is a :class:`PinTamperedError` naming the file — never a number.

Layout: ``pins/<entry>/`` and ``cache/ranges/<entry>/`` are :class:`~.ranges.RangeFile` folders;
``pins/manifest.json`` is described in :mod:`.pin_manifest` (ranges are ``[start, end)`` byte
offsets, 0-based, end-exclusive).
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import _http
from .._io import reason as _reason
from ..genome.errors import TrackSourceError
from ..genome.remote import (
    TRANSFER_DEADLINE_HINT,
    HttpRangeFile,
    RemoteFile,
    cached_path,
    download_to_cache,
    is_url,
    transfer_deadline,
)
from .named_reader import NamingReader
from .pin_manifest import (
    Manifest,
    PinError,
    PinTamperedError,
    UnpinnedRangeError,
    check_entry,
    committed_length,
    index_fields,
)
from .pin_report import PinnedFile, PinReport, pinned_file
from .ranges import CHUNK_BYTES, DamagedRangeFile, RangeFile, entry_name, file_label

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle

__all__ = ["DEFAULT_WHOLE_FILE_CAP", "PinError", "PinReport", "PinTamperedError", "PinnedFile", "ProjectPins",
           "UnpinnedRangeError"]

#: The default cap for a whole-file pin, in bytes (2 GiB).
DEFAULT_WHOLE_FILE_CAP = 2 << 30
_TEXT_TYPES = {"bed", "bedgraph", "dbedgraph", "narrowpeak", "broadpeak", "gappedpeak", "categorical", "qbed",
               "refbed", "repeatmasker", "rmskv2"}


class ProjectPins:
    """The project's byte-range store (the :class:`~genie_widgets.genome.remote.RangeStore`
    hook): pinned bytes first (checked against ``pins/manifest.json``), every fetched range
    recorded."""

    def __init__(self, project: ProjectHandle) -> None:
        self.project = project
        self.pins_dir = project.path / "pins"
        self.ranges_dir = project.path / "cache" / "ranges"
        self.manifest = Manifest(self.pins_dir)
        self._entries: dict[tuple[str, str], RangeFile] = {}
        self._lock = threading.Lock()
        self._check_lock = threading.Lock()
        self._checked: dict[str, tuple[Any, ...]] = {}  # url -> the file states its pin was checked at
        self._content_checked: set[tuple[str, str, Any]] = set()  # (url, sha256, sha256IndexBytes) checked
        self._downloads_checked: dict[str, tuple[Any, ...]] = {}

    def _entry(self, kind: str, url: str) -> RangeFile:
        key = (kind, url)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                root = self.pins_dir if kind == "pin" else self.ranges_dir
                committed = (lambda: committed_length(self.manifest.record(url))) if kind == "pin" else None
                entry = self._entries[key] = RangeFile(root / entry_name(url), durable=kind == "pin",
                                                       committed=committed)
            return entry

    def pinned(self, url: str) -> RangeFile | None:
        """The pin of ``url`` once checked against the manifest (see :mod:`.pin_manifest`), or
        ``None`` when the manifest lists no byte-range pin for it. :class:`PinTamperedError`
        when the pin does not match what the manifest lists."""
        record = self.manifest.record(url)
        if record is None or record["path"].startswith("cache/downloads/"):
            return None
        entry = self._entry("pin", url)
        if record["path"] != f"pins/{entry.folder.name}":
            raise PinTamperedError(f"{file_label(url)}: pins/manifest.json names {record['path'][:120]!r} as its "
                                   f"folder, not pins/{entry.folder.name}: the manifest was altered and the pin is "
                                   "not used; pin the file again online (project.pin())")
        key = (self.manifest.state(), *(_state(entry.folder / n) for n in ("meta.json", "chunks.jsonl", "blocks.bin")))
        if self._checked.get(url) != key:
            with self._check_lock:  # threads reading the same pin at once check it once
                if self._checked.get(url) != key:
                    content = (url, record["sha256"], record.get("sha256IndexBytes"))
                    try:
                        check_entry(entry, record, content=content not in self._content_checked)
                    except DamagedRangeFile as exc:
                        raise PinTamperedError(str(exc)) from None
                    self._content_checked.add(content)
                    self._checked[url] = key
        return entry

    # -- the RangeStore hook
    def size(self, url: str) -> int | None:
        entry = self.pinned(url)
        meta = entry.meta if entry is not None else None
        return int(meta["size"]) if meta is not None else None

    def read(self, url: str, offset: int, length: int) -> bytes | None:
        entry = self.pinned(url)
        try:
            return entry.read(offset, length) if entry is not None else None
        except DamagedRangeFile as exc:  # a chunk's bytes no longer match its checksum
            raise PinTamperedError(str(exc)) from None

    def fetched(self, url: str, offset: int, data: bytes, remote: RemoteFile) -> None:
        pin = self.pinned(url)
        if pin is not None and not _same_file(pin.meta, remote):
            raise PinError(f"{file_label(url)} changed on the server since it was pinned ({_describe(pin.meta)} → "
                           f"{_describe_remote(remote)}); its pinned bytes were kept and not mixed with the new "
                           "file: pin it again (project.pin(whole=True)) or use the new file as a new track")
        if pin is not None and url in self._auto_pinned():  # load(..., pin=True): kept in the pin as it is read
            pin.add(offset, data, then=lambda: self._commit(url, pin))
            return
        self._record(self._entry("ranges", url), url, offset, data, remote)  # the next pin() keeps it

    def downloaded(self, url: str, path: str) -> None:
        """The hook for a URL's local copy: a pinned download must still be the bytes pinned
        (size and SHA-256 of ``pins/manifest.json``), else :class:`PinTamperedError`."""
        record = self.manifest.record(url)
        if record is None or not record["path"].startswith("cache/downloads/"):
            return
        label = file_label(url)
        try:
            rel = Path(path).resolve().relative_to(self.project.path.resolve()).as_posix()
        except ValueError:
            rel = None
        if rel != record["path"]:
            raise PinTamperedError(f"{label}: pins/manifest.json pins it as {record['path'][:120]!r}, which is not "
                                   "where this project keeps it: the manifest was altered; pin the file again online")
        key = (self.manifest.state(), _state(Path(path)))
        if self._downloads_checked.get(url) == key:
            return
        size, digest = _file_sha256(Path(path))
        if size != record["size"] or digest != record["sha256"]:
            listed = f"{record['size']:,}" if isinstance(record["size"], int) else "no"
            raise PinTamperedError(f"{label}: {rel} is not the file pinned ({size:,} bytes, SHA-256 {digest[:12]}…; "
                                   f"pins/manifest.json lists {listed} bytes, {record['sha256'][:12]}…): it was "
                                   "altered after it was pinned and is not used; delete it and read the file online "
                                   "again")
        self._downloads_checked[url] = key

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

    def _record(self, entry: RangeFile, url: str, offset: int, data: bytes, remote: RemoteFile) -> None:
        """Keep fetched bytes in the cache (a damaged cache entry is started again)."""
        try:
            if not entry.exists or not _same_file(entry.meta, remote):
                entry.create(url, remote.size, remote.etag, remote.last_modified)
            entry.add(offset, data)
        except DamagedRangeFile:
            entry.create(url, remote.size, remote.etag, remote.last_modified)
            entry.add(offset, data)

    def _auto_pinned(self) -> set[str]:
        return {t.url for t in self.project.tracks if t.url and t.metadata.get("pinReads")}

    def _commit(self, url: str, entry: RangeFile, *, seal: bool = False, fields: dict[str, Any] | None = None) -> None:
        """Record ``entry``'s index in the manifest (call under its write lock); ``seal`` also
        records the SHA-256 of every byte held (what project.pin() does)."""
        try:
            old = self.manifest.record(url)
        except PinTamperedError:
            old = None
        index = index_fields(entry, seal=seal, old=old)  # outside the manifest's lock: it may read every byte
        new: dict[str, Any] = {}

        def change(records: dict[str, dict[str, Any]]) -> None:
            new.update({**records.get(url, old or {}), **(fields or {}), **index})
            new["whole"] = new["ranges"] == [[0, new["size"]]]
            records[url] = new

        self.manifest.update(change)
        if "sha256" in index:  # computed here over the bytes just checked chunk by chunk
            self._content_checked.add((url, new["sha256"], new.get("sha256IndexBytes")))

    # -- pinning
    def pin(self, track_ids: list[str] | None = None, *, whole: bool = False,
            whole_files_up_to: int | None = None) -> PinReport:
        """Keep the data of the project's URL tracks (all, or ``track_ids``); see the module
        docstring. ``whole=True`` keeps whole files up to ``whole_files_up_to`` bytes (default
        :data:`DEFAULT_WHOLE_FILE_CAP`); with only ``whole_files_up_to``, files up to that size
        are kept whole and larger ones by the ranges read. Each file's network reads together
        have :func:`~genie_widgets.genome.remote.transfer_deadline` seconds."""
        tracks = [t for t in self.project.tracks if track_ids is None or t.id in track_ids]
        if track_ids is not None:
            unknown = sorted(set(track_ids) - {t.id for t in tracks})
            if unknown:
                raise KeyError(f"Track '{unknown[0]}' was not found.")
        cap = whole_files_up_to if whole_files_up_to is not None else (DEFAULT_WHOLE_FILE_CAP if whole else None)
        report = PinReport()
        try:
            self.manifest.records()
        except PinTamperedError:  # pinning again is the repair: the damaged manifest is kept aside
            self.manifest.path.replace(self.manifest.path.with_name("manifest.json.damaged"))
            report.skipped.append("pins/manifest.json was not a valid manifest: it was moved to "
                                  "pins/manifest.json.damaged and the files below were pinned again")
        by_url: dict[str, list[str]] = {}
        for t in tracks:
            if t.url and is_url(t.url):  # local files are the user's own: nothing to pin
                by_url.setdefault(t.url, []).append(t.id)
        for url, ids in by_url.items():
            track_type = next(t.type for t in tracks if t.url == url)
            try:
                with _http.scope(deadline=transfer_deadline(), deadline_hint=TRANSFER_DEADLINE_HINT):
                    if track_type in _TEXT_TYPES:
                        report.files.append(self._pin_download(url, ids))
                    else:
                        report.files.append(self._pin_ranges(url, ids, cap))
            except PinError as exc:
                report.skipped.append(str(exc))
        return report

    def _cached(self, url: str) -> RangeFile | None:
        """The cache entry of ``url`` when it holds a usable index (a damaged one is dropped)."""
        entry = self._entry("ranges", url)
        if not entry.exists:
            return None
        try:
            entry.chunks()
        except DamagedRangeFile:
            meta = entry.meta or {}
            entry.create(url, meta.get("size", 0), meta.get("etag"), meta.get("lastModified"))
        return entry

    def _pin_ranges(self, url: str, ids: list[str], cap: int | None) -> PinnedFile:
        label = file_label(url)
        target = self.pinned(url)  # checked (PinTamperedError when altered), or None
        recorded = self._cached(url)
        if target is None and recorded is None:  # never read here: read its header now
            try:
                HttpRangeFile(url, store=self).close()
            except TrackSourceError as exc:
                raise PinError(f"{label}: cannot pin: {exc}") from None
            recorded = self._cached(url)
        meta = target.meta if target is not None else recorded.meta if recorded is not None else None
        if meta is None:
            raise PinError(f"{label}: cannot pin: nothing of it was read here")
        size = int(meta["size"])
        if recorded is not None and not _same_file(meta, _remote_of(recorded.meta)):
            raise PinError(f"{label}: the bytes read lately come from another version of the file than "
                           "the pinned ones; delete its folder under pins/ to pin the new version")
        if target is None:
            target = self._entry("pin", url)
            target.create(url, size, meta.get("etag"), meta.get("lastModified"))
            with target.writing():
                self._commit(url, target, fields={
                    "url": url, "label": label, "trackIds": ids, "size": size, "etag": meta.get("etag"),
                    "lastModified": meta.get("lastModified"), "path": f"pins/{target.folder.name}", "note": None})
        pin = target
        if recorded is not None:
            for s, e in recorded.intervals():
                for a in range(s, e, CHUNK_BYTES):
                    try:
                        data = recorded.read(a, min(e, a + CHUNK_BYTES) - a)
                    except DamagedRangeFile:
                        continue  # a damaged cached chunk is not pinned
                    if data is not None:
                        pin.add(a, data, then=lambda: self._commit(url, pin))
        note = None
        if cap is not None:
            if size <= cap:
                self._download_whole(url)
            else:
                note = (f"{size:,} bytes is more than the whole-file cap of {cap:,}: only the ranges read are kept "
                        "(pin again with a larger whole_files_up_to to keep it all)")
        with pin.writing():
            pin.cut_unvouched()  # lines a killed writer left are not sealed in
            self._commit(url, pin, seal=True, fields={"label": label, "trackIds": ids, "note": note})
        return pinned_file(self.manifest.record(url))

    def _download_whole(self, url: str) -> None:
        """Fetch every byte of ``url`` not pinned yet straight into the pin."""
        target = self._entry("pin", url)
        try:
            remote = HttpRangeFile(url)  # straight from the server: the bytes go to the pin, not the cache
            try:
                if not _same_file(target.meta, RemoteFile(url, remote.size, remote.etag, remote.last_modified)):
                    raise PinError(f"{file_label(url)} changed on the server since it was read here "
                                   f"({_describe(target.meta)} → {remote.size:,} bytes): not pinned")
                for s, e in target.missing(0, remote.size):
                    for a in range(s, e, CHUNK_BYTES):
                        data = remote.read(a, min(e, a + CHUNK_BYTES) - a)
                        target.add(a, data, then=lambda: self._commit(url, target))
            finally:
                remote.close()
        except UnpinnedRangeError as exc:
            raise PinError(f"{file_label(url)}: cannot pin the whole file offline ({exc})") from None
        except TrackSourceError as exc:
            if isinstance(exc, PinError):
                raise
            raise PinError(f"{file_label(url)}: cannot pin the whole file: {exc}") from None

    def _pin_download(self, url: str, ids: list[str]) -> PinnedFile:
        label = file_label(url)
        path = cached_path(url, self.project.cache_dir)
        if not path.exists():
            try:
                path = download_to_cache(url, self.project.cache_dir)
            except TrackSourceError as exc:
                raise PinError(f"{label}: cannot pin: {exc}") from None
        self.downloaded(url, str(path))  # pinned before: still the same bytes (else PinTamperedError)
        size, digest = _file_sha256(path)
        record = {"url": url, "label": label, "trackIds": ids, "size": size, "etag": None, "lastModified": None,
                  "whole": True, "ranges": [[0, size]], "bytes": size, "sha256": digest,
                  "path": path.relative_to(self.project.path).as_posix(), "note": None}
        self.manifest.update(lambda records: records.__setitem__(url, record))
        return pinned_file(record)

    # -- naming the chromosome a missing read was for
    def name_misses(self, reader: Any) -> Any:
        """``reader`` whose :class:`UnpinnedRangeError` names the chromosome it was reading."""
        return NamingReader(reader)


def _state(path: Path) -> tuple[int, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns, info.st_ino


def _file_sha256(path: Path) -> tuple[int, str]:
    digest = hashlib.sha256()
    size = 0
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
            size += len(block)
    return size, digest.hexdigest()

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


