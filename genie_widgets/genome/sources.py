"""Open a track source (a local path or an http(s) URL) as a reader.

Track kinds follow the reference: **signal** types are ``bigwig``, ``bw``, ``bedgraph`` and
``dbedgraph``; **interval** types are ``bigbed``, ``bb``, ``bed``, ``categorical``, ``qbed``,
``refbed``, ``repeatmasker`` and ``rmskv2`` (plus ``narrowpeak``, ``broadpeak`` and
``gappedpeak``, read as BED); every other type is **other** and has no numeric summary.

Beyond the reference, the file is *sniffed* (bigWig and bigBed magic numbers, gzip, the columns
of text files) and a declared type that does not match the content is refused with
:class:`~.errors.TrackTypeError`. Missing, unreachable, truncated and corrupt files raise
:class:`~.errors.TrackSourceError`.

Readers answer chromosome queries by alias (``chr1`` finds ``1`` and vice versa; with an
assembly, also ``NC_000001.11`` and the like). Coordinates are 0-based, end-exclusive.
Signal intervals come back as numpy arrays; interval features as a pandas DataFrame.

bigWig and bigBed are read by our own numpy decoder (:mod:`._bbi`), never by pyBigWig: it is
faster for whole-chromosome scopes, it turns corrupt input into exceptions instead of crashes,
and it reads URLs with HTTP range requests (the pyBigWig wheel has no libcurl support:
``pyBigWig.remote == 0``). A server that ignores ``Range`` gets the file downloaded once.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Any

from . import _checks, _text, progress
from ._bbi import BBIFile, magic_kind
from .assemblies import Assembly, get_assembly
from .errors import TrackSourceError, TrackTypeError
from .file_readers import BedGraphReader, BedReader, BigBedReader, BigWigReader
from .readers import INTERVAL_TYPES, SIGNAL_TYPES, IntervalReader, SignalIntervals, SignalReader, track_kind
from .remote import (
    DEFAULT_TIMEOUT,
    HttpRangeFile,
    LocalFile,
    RangeStore,
    RangesUnsupported,
    cached_path,
    download_to_cache,
    is_url,
)
from .states import sniff_states

__all__ = [
    "INTERVAL_TYPES",
    "SIGNAL_TYPES",
    "BedGraphReader",
    "BedReader",
    "BigBedReader",
    "BigWigReader",
    "IntervalReader",
    "SignalIntervals",
    "SignalReader",
    "Sniff",
    "open_intervals",
    "open_signal",
    "open_track",
    "sniff",
    "track_kind",
]

# Which sniffed formats each declared type accepts.
_ACCEPTS: dict[str, frozenset[str]] = {
    "bigwig": frozenset({"bigwig"}),
    "bw": frozenset({"bigwig"}),
    "bedgraph": frozenset({"bedgraph"}),
    "dbedgraph": frozenset({"bedgraph"}),
    "bigbed": frozenset({"bigbed"}),
    "bb": frozenset({"bigbed"}),
    "repeatmasker": frozenset({"bigbed", "bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak"}),
    "rmskv2": frozenset({"bigbed", "bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak"}),
    "narrowpeak": frozenset({"narrowpeak", "bed"}),
    "broadpeak": frozenset({"broadpeak", "bed"}),
    "gappedpeak": frozenset({"gappedpeak", "bed"}),
}
_TEXT_BED = frozenset({"bed", "bedgraph", "narrowpeak", "broadpeak", "gappedpeak", "categorical"})
# A categorical file whose states are integers can still be read as a signal if the user says so.
for _t in ("bedgraph", "dbedgraph"):
    _ACCEPTS[_t] = _ACCEPTS[_t] | {"categorical"}
for _t in ("bed", "categorical", "qbed", "refbed"):
    _ACCEPTS[_t] = _TEXT_BED

_FORMAT_LABEL = {
    "bigwig": "a bigWig file",
    "bigbed": "a bigBed file",
    "bedgraph": "bedGraph text",
    "bed": "BED text",
    "narrowpeak": "narrowPeak text",
    "broadpeak": "broadPeak text",
    "gappedpeak": "gappedPeak text",
    "categorical": "BED with states in column 4 (categorical)",
    "wig": "WIG text (fixedStep/variableStep)",
    "gff": "GFF/GTF text",
    "empty": "an empty file",
    "unknown": "an unrecognised format",
}


# ---------------------------------------------------------------------------- sniff / open
@dataclass(frozen=True)
class Sniff:
    """The detected format of a source: ``format`` (``bigwig``, ``bigbed``, ``bedgraph``,
    ``bed``, ``narrowpeak``, ``broadpeak``, ``gappedpeak``, ``wig``, ``gff``, ``empty``,
    ``unknown``), whether it is gzip-compressed, the local path it was read from and a short
    ``detail``."""

    format: str
    gzip: bool
    path: str
    detail: str
    numeric_states: bool = False  # categorical only: the states are integers (readable as a signal)

    @property
    def kind(self) -> str:
        """``signal``, ``interval`` or ``other`` for the detected format."""
        if self.format in ("bigwig", "bedgraph"):
            return "signal"
        if self.format in ("bigbed", "bed", "narrowpeak", "broadpeak", "gappedpeak", "categorical"):
            return "interval"
        return "other"

    def readable_as(self, kind: str) -> bool:
        """Whether the content can be read as a track of ``kind`` (a categorical file with integer
        states also as a signal, when the user declares it so)."""
        return kind == self.kind or (kind == "signal" and self.numeric_states)


_lock = threading.Lock()


def _local_copy(source: str, cache_dir: str | os.PathLike[str] | None, timeout: float,
                store: RangeStore | None = None) -> str:
    """The local path of ``source``: a URL is downloaded once into the cache, and its copy shown
    to ``store`` (its optional ``downloaded`` hook may refuse it) before it is read."""
    if not is_url(source):
        return os.fspath(source)
    with _lock:
        path = str(download_to_cache(source, cache_dir, timeout=timeout, progress=_download_progress(source)))
    hook = getattr(store, "downloaded", None)
    if hook is not None:
        hook(source, path)
    return path


def _download_progress(source: str):
    """The current progress reporter (see :mod:`.progress`) as a byte-download callback, or False."""
    reporter = progress.current()
    if reporter is None:
        return False
    name = source.split("?")[0].rstrip("/").rsplit("/", 1)[-1] or source
    return lambda done, total: reporter(done, total, f"downloading {name} (bytes)")


def _sniff_local(path: str) -> Sniff:
    if os.path.isdir(path):
        raise TrackSourceError(f"{path} is a folder, not a track file")
    head, gz = _text.read_head(path)
    kind = magic_kind(head[:4]) if not gz else None
    if kind is not None:
        return Sniff(kind, False, path, f"{kind} magic number")
    if not head:
        return Sniff("empty", gz, path, "the file is empty")
    result = _text.sniff_text(head)
    if result.format in ("bedgraph", "bed"):
        states = _categorical(path, head, gz)
        if states is not None:
            return states
    return Sniff(result.format, gz, path, result.detail)


def _categorical(path: str, head: bytes, gz: bool) -> Sniff | None:
    """A ``categorical`` :class:`Sniff` when the 4th column holds states (see :mod:`.states`)."""
    found = sniff_states(head)
    if found is None:
        return None
    return Sniff("categorical", gz, path, found.detail, numeric_states=found.numeric)


def sniff(source: str | os.PathLike[str], *, cache_dir: str | os.PathLike[str] | None = None,
          timeout: float = DEFAULT_TIMEOUT, store: RangeStore | None = None) -> Sniff:
    """Detect a source's format from its content. A URL of a bigWig/bigBed is probed with a
    range request (``store`` consulted first, see :class:`.remote.RangeStore`); other URLs are
    downloaded once into the cache."""
    source = os.fspath(source)
    if is_url(source) and not cached_path(source, cache_dir).exists():
        try:
            remote = HttpRangeFile(source, timeout=timeout, store=store)
        except RangesUnsupported:
            pass  # the whole file is downloaded below
        else:
            kind = magic_kind(remote.read(0, min(4, remote.size)))
            if kind is not None:
                return Sniff(kind, False, source, f"{kind} magic number (remote)")
    return _sniff_local(_local_copy(source, cache_dir, timeout, store))


def _mismatch(declared: str, found: Sniff, source: str) -> TrackTypeError:
    label = _FORMAT_LABEL.get(found.format, found.format)
    kind = track_kind(declared)
    suggestion = {
        "bigwig": "bigwig", "bigbed": "bigbed", "bedgraph": "bedgraph", "bed": "bed",
        "narrowpeak": "bed", "broadpeak": "bed", "gappedpeak": "bed",
    }.get(found.format)
    hint = f"; add it with type '{suggestion}'" if suggestion else ""
    return TrackTypeError(
        f"{source} was declared as type '{declared}' ({kind} track) but its content is {label} "
        f"({found.detail}){hint}"
    )


Reader = SignalReader | IntervalReader


def open_track(
    source: str | os.PathLike[str],
    track_type: str | None = None,
    *,
    assembly: Assembly | str | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    store: RangeStore | None = None,
    check_sizes: bool = False,
    force: bool = False,
) -> Reader:
    """:func:`_open_track`, then the assembly checks of :func:`._checks.check_assembly`: a text
    file with no chromosome of ``assembly`` is refused; with ``check_sizes`` (what a project
    does) a bigWig/bigBed whose chromosome sizes disagree with ``assembly`` is refused unless
    ``force`` (then ``reader.warning`` says so)."""
    if isinstance(assembly, str):
        assembly = get_assembly(assembly)
    reader = _open_track(source, track_type, assembly=assembly, cache_dir=cache_dir, timeout=timeout,
                         store=store)
    return _checks.check_assembly(reader, assembly, force, sizes_too=check_sizes)


def _open_track(
    source: str | os.PathLike[str],
    track_type: str | None = None,
    *,
    assembly: Assembly | str | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    store: RangeStore | None = None,
) -> Reader:
    """Open a local path or http(s) URL as a :class:`SignalReader` or :class:`IntervalReader`.

    ``track_type`` is the declared type (``bigwig``, ``bed``, …; case-insensitive). When given,
    the content must match it, otherwise :class:`~.errors.TrackTypeError`; a type of kind
    "other" is refused too (it has no numeric reader). When omitted, the format is sniffed.
    bigWig/bigBed URLs are read with HTTP range requests; text URLs are downloaded once into the
    cache (``cache_dir`` or the default, see :func:`.remote.cache_dir`). ``store`` is consulted
    for byte ranges of a URL before the network and told each range fetched
    (:class:`.remote.RangeStore`).
    """
    source = os.fspath(source)
    if isinstance(assembly, str):
        assembly = get_assembly(assembly)
    declared = (track_type or "").strip().lower() or None
    if declared is not None and track_kind(declared) == "other":
        raise TrackTypeError(
            f"track type '{track_type}' has no numeric reader; signal types are "
            f"{', '.join(sorted(SIGNAL_TYPES))} and interval types are {', '.join(sorted(INTERVAL_TYPES))}"
        )
    bbi: BBIFile | None = None
    path: str | None
    if is_url(source) and cached_path(source, cache_dir).exists():
        path = _local_copy(source, cache_dir, timeout, store)  # downloaded before: no network needed
    elif is_url(source):
        try:
            remote = HttpRangeFile(source, timeout=timeout, store=store)
        except RangesUnsupported:
            remote = None
        if remote is not None and remote.size >= 4 and magic_kind(remote.read(0, 4)):
            bbi = BBIFile(remote)
        path = None if bbi is not None else _local_copy(source, cache_dir, timeout, store)
    else:
        path = source
    if bbi is None:
        assert path is not None  # each branch above that opened no bbi set a local path
        found = _sniff_local(path)
        if found.format in ("bigwig", "bigbed"):
            if declared is not None and found.format not in _ACCEPTS[declared]:
                raise _mismatch(declared, found, source)
            bbi = BBIFile(LocalFile(path))
    if bbi is not None:
        found = Sniff(bbi.kind, False, source, f"{bbi.kind} magic number")
        if declared is not None and bbi.kind not in _ACCEPTS[declared]:
            bbi.close()
            raise _mismatch(declared, found, source)
        if bbi.kind == "bigwig":
            return BigWigReader(bbi, source, assembly)
        return BigBedReader(bbi, source, assembly)
    assert path is not None  # no bbi: the text file's local path was set above
    if declared is not None and found.format not in _ACCEPTS[declared]:
        raise _mismatch(declared, found, source)
    fmt = found.format
    if declared is not None and track_kind(declared) == "interval" and fmt == "bedgraph":
        fmt = "bed"  # a BED4 whose names happen to be numbers
    if fmt == "categorical":
        as_signal = declared is not None and track_kind(declared) == "signal"
        if declared is not None and as_signal and not found.numeric_states:
            raise _mismatch(declared, found, source)  # labels such as 1_TssA have no values
        fmt = "bedgraph" if as_signal else "bed"
    if fmt == "bedgraph":
        return BedGraphReader(path, source, assembly)
    if fmt in ("bed", "narrowpeak", "broadpeak", "gappedpeak"):
        return BedReader(path, fmt, source, assembly)
    raise TrackTypeError(
        f"{source} is {_FORMAT_LABEL.get(fmt, fmt)} ({found.detail}); supported formats are "
        "bigWig, bigBed, bedGraph and BED (incl. narrowPeak/broadPeak), plain or gzip"
    )


def open_signal(source: str | os.PathLike[str] | SignalReader, track_type: str | None = None,
                **kwargs: Any) -> SignalReader:
    """:func:`open_track` that insists on a signal track (passes readers through)."""
    if isinstance(source, SignalReader):
        return source
    if isinstance(source, IntervalReader):
        raise TrackTypeError(f"{source.source} is an interval track, not a signal track")
    reader = open_track(source, track_type, **kwargs)
    if not isinstance(reader, SignalReader):
        reader.close()
        raise TrackTypeError(f"{os.fspath(source)} is an interval track ({reader.format}), not a signal track")
    return reader


def open_intervals(source: str | os.PathLike[str] | IntervalReader, track_type: str | None = None,
                   **kwargs: Any) -> IntervalReader:
    """:func:`open_track` that insists on an interval track (passes readers through)."""
    if isinstance(source, IntervalReader):
        return source
    if isinstance(source, SignalReader):
        raise TrackTypeError(f"{source.source} is a signal track, not an interval track")
    reader = open_track(source, track_type, **kwargs)
    if not isinstance(reader, IntervalReader):
        reader.close()
        raise TrackTypeError(f"{os.fspath(source)} is a signal track ({reader.format}), not an interval track")
    return reader
