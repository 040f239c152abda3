"""What the measurement tools share: the scopes, refusals, the signal-track check and the common
result base. Below :mod:`.measurement` and :mod:`.cohort` (which both build on it).

Scopes: ``viewport`` (the stored view region), ``chromosome`` (the view's chromosome) or ``all``
(every primary chromosome). Regions are 0-based, end-exclusive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

from .._words import count
from ..genome import LocusError, Region
from ..genome.measure import default_bin_size
from ..project import Track
from ..project.first_view import first_data_view
from ._records import computation_record
from .results import ToolContext, ToolResult

R = TypeVar("R", bound="MeasurementResult")

__all__ = ["SCOPES", "SCOPE_PARAM", "VIEWPORT_UNRESOLVED", "MeasurementResult", "Refusal", "few_bins",
           "open_track_reader",
           "refused", "scope_regions", "signal_track"]

SCOPES = ("viewport", "chromosome", "all")
VIEWPORT_UNRESOLVED = "The current viewport is not a resolved numeric chr:start-end region."
SCOPE_PARAM = {"type": "string", "enum": list(SCOPES),
                "description": "viewport (default), chromosome (the view's chromosome) or all (whole genome)"}


class Refusal(Exception):
    """A request the computation tool refuses: reported as success: false, with a record."""


def scope_regions(ctx: ToolContext, scope: str) -> tuple[list[Region], str]:
    """The regions of a scope (see :meth:`Assembly.scope_regions`) and a label for ``scopeApplied``.

    A ``viewport`` or ``chromosome`` scope over a view nobody set, where the first data track has
    no data, first moves the view to where it has (as a browser does when it opens; see
    :func:`~genie_widgets.project.first_view.first_data_view`); the result's ``scopeNote`` says so."""
    assembly = ctx.project.assembly
    if scope in ("viewport", "chromosome"):
        settle_view(ctx)
    view = ctx.project.view
    try:
        regions = assembly.scope_regions(scope, view.region())
    except LocusError:
        raise Refusal(VIEWPORT_UNRESOLVED) from None
    if scope == "all":
        return regions, f"all ({ctx.project.genome}, {count(len(regions), 'chromosome')})"
    return regions, f"{scope} ({regions[0].locus})"


def settle_view(ctx: ToolContext) -> None:
    """Move a view nobody set to where the first data track has data, when it has none at the
    genome's default (see :func:`~genie_widgets.project.first_view.first_data_view`)."""
    moved = first_data_view(ctx.project)
    if moved is not None:
        ctx.project.set_view(moved[0], origin="trackData")


def signal_track(ctx: ToolContext, track_id: str) -> Track:
    """The signal track ``track_id``; a :class:`Refusal` for another kind, KeyError when unknown."""
    track = ctx.project.track(track_id)  # KeyError → error result, no record
    if track.kind != "signal":
        raise Refusal(f"Track '{track_id}' is a {track.type} track ({track.kind}); a signal track "
                      "(bigwig, bedgraph) is required.")
    return track


def open_track_reader(ctx: ToolContext, track: Track) -> Any:
    """The track's reader, opened as the project opens it (pins, network policy, genome checks)."""
    return ctx.project.open_reader(track)


@dataclass(kw_only=True)
class MeasurementResult(ToolResult):
    """Common base: what scope was measured; how a view nobody set was chosen (``scopeNote``);
    and each track the scope holds no data of (``scopeWarnings``, see :mod:`.scope_data`)."""

    scope_applied: str | None = None
    scope_note: str | None = None
    scope_warnings: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if out.get("scopeNote") is None:
            out.pop("scopeNote", None)
        if not out.get("scopeWarnings"):
            out.pop("scopeWarnings", None)
        return out


def refused(ctx: ToolContext, tool: str, result: R, message: str) -> R:
    """``result`` marked refused with ``message``, carrying a computation record of the failure."""
    result.success = False
    result.error = message
    result.citations.append(computation_record(ctx, tool, result.to_json(), locus=ctx.project.view.locus))
    return result


def few_bins(regions: list[Region], bin_size: float | None, limit: int = 100_000) -> bool:
    """Whether a correlation's bins are few enough to compute again, with their values kept, for
    the density-scatter figure of a two-track result (a viewport-sized scope, not a genome)."""
    length = sum(r.length for r in regions)
    size = default_bin_size(length) if bin_size is None else max(1, round(bin_size))
    return length // size <= limit
