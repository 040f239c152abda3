"""Checks that refuse wrong data instead of measuring it silently.

- :func:`check_assembly`: a bigWig/bigBed whose header chromosome sizes disagree with the
  project's assembly (an hg19 file in an hg38 project) is refused, naming the assembly it
  probably belongs to; ``force=True`` opens it anyway and sets ``reader.warning``, which every
  result that reads it repeats. A BED or bedGraph none of whose chromosomes the assembly knows is
  refused (not "0 features").
- :func:`refuse_infinite`: ``inf`` / ``1e400`` values in a bedGraph, with the data line number.
- :func:`refuse_overlaps`: overlapping bedGraph intervals (they would be counted twice).

Error messages quote at most :data:`QUOTE_LIMIT` characters of the input. Inside
:func:`withholding_content` (what a tool called by the agent runs in) they quote nothing of a line
that is not track data (:func:`quote_content`): a text file typed as BED that is not BED is named,
its text is not shown.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from typing import Any

import numpy as np

from .assemblies import Assembly, genome_ids, get_assembly
from .errors import AssemblyError, TrackSourceError

__all__ = ["QUOTE_LIMIT", "WITHHELD", "AssemblyMismatchError", "check_assembly", "quote", "quote_content",
           "refuse_infinite", "refuse_overlaps", "withholding_content"]

#: Longest piece of input an error message quotes (characters).
QUOTE_LIMIT = 200
#: What :func:`quote_content` gives inside :func:`withholding_content`, quotes included.
WITHHELD = "'<file content not shown>'"

_WITHHOLD: contextvars.ContextVar[bool] = contextvars.ContextVar("genie_withhold_content", default=False)


@contextlib.contextmanager
def withholding_content() -> Iterator[None]:
    """In the block, errors quote no line that is not track data (:func:`quote_content` gives
    :data:`WITHHELD`)."""
    token = _WITHHOLD.set(True)
    try:
        yield
    finally:
        _WITHHOLD.reset(token)


class AssemblyMismatchError(TrackSourceError, AssemblyError):
    """A track file made for another assembly than the project's."""


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters (``…`` marks the cut)."""
    text = repr(value) if not isinstance(value, str) else repr(value[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote_content(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """:func:`quote` for a piece of a file that is not track data (a line that is not BED, a
    start that is not a number); :data:`WITHHELD` inside :func:`withholding_content`."""
    return WITHHELD if _WITHHOLD.get() else quote(value, limit)


def _mismatches(sizes: dict[str, int], assembly: Assembly) -> tuple[list[tuple[str, int, int]], int]:
    """(file chromosome, file size, assembly size) for each known chromosome whose size differs,
    and how many of the file's chromosomes the assembly knows."""
    out = []
    known = 0
    for name, size in sizes.items():
        canonical = assembly.find_chrom(name)
        if canonical is None:
            continue
        known += 1
        expected = assembly.sequence_sizes[canonical]
        if int(size) != int(expected):
            out.append((name, int(size), int(expected)))
    return out, known


def _probable_assembly(sizes: dict[str, int], current: str) -> str | None:
    best, best_known = None, 0
    for genome_id in genome_ids():
        if genome_id == current:
            continue
        try:
            other = get_assembly(genome_id)
        except Exception:
            continue
        wrong, known = _mismatches(sizes, other)
        if known and not wrong and known > best_known:
            best, best_known = genome_id, known
    return best


def check_assembly(reader: Any, assembly: Assembly | None, force: bool = False, sizes_too: bool = True) -> Any:
    """``reader`` if its chromosomes fit ``assembly`` (see the module docstring); raises
    :class:`AssemblyMismatchError` / :class:`TrackSourceError` otherwise. ``sizes_too=False``
    skips the bigWig/bigBed size comparison (the engine's own use of an assembly for aliases)."""
    reader.warning = None
    if assembly is None:
        return reader
    sizes = reader.chroms()
    if not sizes:
        return reader
    if reader.format in ("bigwig", "bigbed"):
        if not sizes_too:
            return reader
        wrong, _known = _mismatches(sizes, assembly)
        if wrong:
            name, got, expected = wrong[0]
            guess = _probable_assembly(sizes, assembly.genome_id)
            belongs = f"; it probably belongs to {guess}" if guess else ""
            text = (f"{reader.source}: the chromosome sizes in its header do not match {assembly.genome_id} "
                    f"({len(wrong)} of {len(sizes)} differ, e.g. {quote(name)[1:-1]} is {got:,} bp in the file "
                    f"and {expected:,} bp in {assembly.genome_id}){belongs}")
            if not force:
                reader.close()
                raise AssemblyMismatchError(f"{text}. Use a project of the right genome, or add it with "
                                            "force=True to measure it anyway (every result will say so).")
            reader.warning = f"measured despite a genome mismatch: {text}"
        return reader
    if not any(assembly.find_chrom(name) is not None for name in sizes):
        names = ", ".join(quote(n, 40)[1:-1] for n in list(sizes)[:3])
        reader.close()
        raise TrackSourceError(f"{reader.source}: none of its chromosomes ({names}{', …' if len(sizes) > 3 else ''}) "
                               f"is a {assembly.genome_id} chromosome; is it for another genome?")
    return reader


def refuse_infinite(path: object, values: np.ndarray, raw: Any = None) -> None:
    """Refuse ``inf``/``-inf`` (including ``1e400``, which overflows to inf) in bedGraph values,
    naming the first data line (1-based) and quoting its value."""
    bad = np.flatnonzero(np.isinf(values))
    if len(bad):
        i = int(bad[0])
        shown = quote(str(raw[i])) if raw is not None else repr(float(values[i]))
        raise TrackSourceError(f"{path}: data line {i + 1} has an infinite value {shown}; "
                               "bedGraph values must be finite numbers")


def refuse_overlaps(source: object, chrom: str, starts: np.ndarray, ends: np.ndarray) -> None:
    """Refuse overlapping intervals on one chromosome (sorted by start): a bedGraph gives one
    value per base, and overlaps would be counted twice."""
    if len(starts) < 2:
        return
    running_end = np.maximum.accumulate(ends[:-1])
    bad = np.flatnonzero(starts[1:] < running_end)
    if len(bad):
        i = int(bad[0]) + 1
        prior = int(np.flatnonzero(ends[:i] > starts[i])[0])
        raise TrackSourceError(
            f"{source}: overlapping bedGraph intervals on {quote(chrom, 40)[1:-1]} "
            f"({int(starts[prior]):,}-{int(ends[prior]):,} and {int(starts[i]):,}-{int(ends[i]):,}); "
            f"a bedGraph gives one value per base, so overlaps would be counted twice. Merge or fix them first."
        )
