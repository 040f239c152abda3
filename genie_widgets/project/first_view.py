"""The first view of a project: show the tracks' data, not the genome's default locus.

A new project starts at its genome's default view (MYC on hg38, ``origin == "default"``). When
that view is first looked at — a browser opens, or a measurement's ``viewport``/``chromosome``
scope needs it — while nobody has set it and the first visible data track has nothing there (a
chr19 data set, say), :func:`first_data_view` finds where that track does have data so the view
can move there (``origin == "trackData"``) and the move be said. A view a user, a browser or the
agent set (``origin == "user"``) never moves. Coordinates are 0-based, end-exclusive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..genome import GenomeError, Region

if TYPE_CHECKING:  # pragma: no cover
    from .project import Project
    from .tracks import Track

__all__ = ["FIRST_VIEW_SPAN", "first_data_view", "view_never_set"]

#: The window shown around the first data found, in bp.
FIRST_VIEW_SPAN = 100_000


def _has_data(project: Project, track: Track, region: Region) -> bool:
    reader = project.open_reader(track)
    if reader.resolve_chrom(region.chrom) is None:
        return False
    if track.kind == "signal":
        values = reader.intervals(region.chrom, region.start, region.end).values
        return bool(np.any(np.isfinite(values) & (values != 0)))
    return len(reader.features(region.chrom, region.start, region.end)) > 0


def _first_position(project: Project, track: Track) -> tuple[str, int] | None:
    """The first chromosome (in the genome's order) and position at which the track has data."""
    reader = project.open_reader(track)
    for chrom in project.assembly.chrom_sizes:
        if reader.resolve_chrom(chrom) is None:
            continue
        if track.kind == "signal":
            for chunk in reader.iter_intervals(chrom, max_intervals=1024):
                nonzero = np.flatnonzero(np.isfinite(chunk.values) & (chunk.values != 0))
                if len(nonzero):  # a fold-change track covered with zeros has its data where it is not 0
                    return chrom, int(chunk.starts[nonzero[0]])
        else:
            frame = reader.features(chrom)
            if len(frame):
                return chrom, int(frame["start"].iloc[0])
    return None


def view_never_set(project: Project) -> bool:
    """Whether the view is still the genome's default that nobody chose (a file from before views
    kept their origin counts when its locus is the default)."""
    view = project.view
    if not view.resolved or view.locus != project.assembly.default_locus.locus:
        return False
    return view.origin in ("default", None)


def first_data_view(project: Project) -> tuple[Region, str] | None:
    """``(region, notice)`` when the view is still the genome's default nobody set and the first
    visible data track has no data there; ``None`` when the view should stay. Read errors keep the
    view (the track itself shows the error)."""
    if not view_never_set(project):
        return None
    default = project.assembly.default_locus
    tracks = [t for t in sorted(project.tracks, key=lambda t: t.order)
              if t.visible and t.kind in ("signal", "interval")]
    if not tracks:
        return None
    track = tracks[0]
    try:
        if _has_data(project, track, default):
            return None
        found = _first_position(project, track)
    except (GenomeError, OSError, ValueError):
        return None
    if found is None:
        return None
    chrom, position = found
    size = project.assembly.size(chrom)
    start = max(0, min(position - FIRST_VIEW_SPAN // 10, size - FIRST_VIEW_SPAN))
    region = Region(chrom, start, min(size, start + FIRST_VIEW_SPAN))
    notice = (f"Moved to {chrom}:{region.start:,}-{region.end:,}, where {track.name} has data "
              f"(nothing at the default view {default.chrom}:{default.start:,}-{default.end:,}).")
    return region, notice
