"""SYNTHETIC records in the shapes our tools store, shared by the checker's tests: made-up values,
labelled so, never read from the shared data."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import Citation


def track_stats(mean: float, high: float, sd: float, covered: float = 1.0) -> dict[str, Any]:
    """One track's ``stats`` of a genome_signal_stats record (minimum 0)."""
    return {"min": 0.0, "max": high, "mean": mean, "sd": sd, "coveredFraction": covered}


def signal_stats(cid: str, locus: str, tracks: list[tuple[str, dict[str, Any]]], kind: str = "viewport") -> Citation:
    """A genome_signal_stats record over ``locus`` (0-based, end-exclusive), scope ``kind``
    (``viewport``, ``chromosome``), one track per (name, stats); track ids are made from the names."""
    return Citation(id=cid, source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus=locus,
                    data={"success": True, "scopeApplied": f"{kind} ({locus})", "loci": [locus],
                          "tracks": [{"trackId": f"{n.replace(' ', '_')}_{i:04d}", "name": n, "stats": s}
                                     for i, (n, s) in enumerate(tracks)]})


def asset_preview(cid: str, title: str, fmt: str, lines: list[str]) -> Citation:
    """A project_read_asset record of a small file read whole: its ``lines`` (tab-separated) are the
    preview; the size is their bytes."""
    text = "\n".join(lines)
    return Citation(id=cid, source_type="asset", title=title, tool="project_read_asset",
                    data={"asset": {"id": f"asset_{cid}", "title": title, "format": fmt, "size": len(text)},
                          "preview": {"lineCount": len(lines), "bytesRead": len(text), "truncated": False,
                                      "text": text}})
