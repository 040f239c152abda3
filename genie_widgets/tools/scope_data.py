"""Saying when a measurement's scope holds none of a track's data, and how a view nobody set was
chosen: a ``None`` mean or zero peaks over a scope without data is an absence, never an answer.

:func:`check_scope` fills a :class:`~.scope.MeasurementResult`'s ``scopeWarnings`` (one entry
per track: the scope, the track, where the track has data and a sentence saying so),
``scopeNote`` (a view chosen by default) and ``warnings`` (the sentences, which the registry also
writes into every record of the call). Coordinates are 0-based, end-exclusive.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .._words import noun
from ..genome import GenomeError, Region, format_locus
from ..project import Track
from ..project.first_view import view_never_set
from .results import ToolContext
from .scope import MeasurementResult, open_track_reader

__all__ = ["check_scope", "data_places", "scope_note"]

#: Chromosomes named in full in "where the track has data"; the rest are counted.
MAX_PLACES = 3


def scope_note(ctx: ToolContext, scope: str) -> str | None:
    """How the view behind a ``viewport`` or ``chromosome`` scope was chosen when no user or agent
    set it (``None`` once one did, or for other scopes)."""
    if scope not in ("viewport", "chromosome"):
        return None
    view = ctx.project.view
    region = view.region()
    default = format_locus(ctx.project.assembly.default_locus)
    if view_never_set(ctx.project):
        return (f"No view was ever set, so the {ctx.project.genome} default view ({default}) was used; "
                "set a view (genome_navigate) or give regions to measure elsewhere.")
    if view.origin == "trackData" and region is not None:
        return (f"No view was ever set, so the view was placed where the project's tracks have data "
                f"({format_locus(region)}) rather than at the {ctx.project.genome} default view ({default}).")
    return None


def data_places(ctx: ToolContext, reader: Any) -> str:
    """Where a track's data lies, e.g. ``chr19:60,000-58,607,616`` or ``chr1:…, chr2:… and 5 more
    chromosomes``; ``"nowhere (the file holds no data)"`` for an empty file."""
    extent = reader.data_extent()
    if not extent:
        return "nowhere (the file holds no data)"
    assembly = ctx.project.assembly
    named = []
    for name, (start, end) in extent.items():
        chrom = assembly.find_chrom(name) or name
        rank = assembly.chromosomes.index(chrom) if chrom in assembly.chromosomes else len(assembly.chromosomes)
        named.append((rank, format_locus(Region(chrom, start, end))))
    named.sort()
    shown = [locus for _rank, locus in named[:MAX_PLACES]]
    more = len(named) - len(shown)
    if more:
        return ", ".join(shown) + f" and {more} more {noun(more, 'chromosome')}"
    return ", ".join(shown[:-1]) + (" and " if len(shown) > 1 else "") + shown[-1]


def _has_data(reader: Any, regions: list[Region]) -> bool:
    return any(reader.has_data(r.chrom, r.start, r.end) for r in regions)


def check_scope(ctx: ToolContext, result: MeasurementResult, scope: str | None, tracks: Iterable[Track],
                regions: list[Region], *, measured_empty: Iterable[str] = ()) -> None:
    """Record on ``result`` each track with no data in ``regions`` (the scope just measured) and
    the note on a view nobody set. ``measured_empty`` names tracks the measurement itself found
    no covered base for (exact; the index check is at data-block granularity). A reader that
    cannot say where its data lies is passed over only when the measurement found data."""
    result.scope_note = scope_note(ctx, scope) if scope else None
    empty = set(measured_empty)
    label = result.scope_applied or "the scope"
    for track in tracks:
        try:
            reader = open_track_reader(ctx, track)
            if track.id not in empty and _has_data(reader, regions):
                continue
            where = data_places(ctx, reader)
        except NotImplementedError:
            if track.id not in empty:
                continue
            where = "somewhere this reader cannot say"
        except (GenomeError, OSError, ValueError):
            continue  # the measurement itself reports an unreadable track
        message = (f"Track '{track.id}' has no data in scope {label}; its data is on {where}. Nothing was "
                   "measured there: a missing mean (None) and empty counts mean no data, not a measured zero.")
        result.scope_warnings.append({"trackId": track.id, "name": track.name, "scope": label,
                                      "dataOn": where, "message": message})
        if message not in result.warnings:
            result.warnings.append(message)
