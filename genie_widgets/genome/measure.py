"""Exact measurements over signal tracks, at any scope (a region, a chromosome, the genome).

Definitions (issue 3 §3). A *scope* is a list of regions; overlapping or touching regions are
merged first, so every base counts once. Over the signal intervals that overlap the scope,
clipped to it (0-based, end-exclusive; intervals with a NaN value are ignored):

- ``covered_bases`` = Σ clipped lengths (bp);
- ``sum`` = Σ value × clipped length;
- ``mean`` = sum / covered_bases (length-weighted: the mean over covered bases);
- ``min`` / ``max`` over the covered intervals;
- ``n_intervals`` = number of intervals that overlap the scope (each counted once);
- ``covered_fraction`` = min(1, covered_bases / scope length);
- ``sd`` = √(Σ length × (value − mean)² / covered_bases), the length-weighted population SD.

Everything is streamed: per region, chromosome by chromosome, in chunks of decoded bigWig
blocks, reduced as it goes (float64 accumulation) — no per-base arrays, bounded memory, and no
limit on scope size. See each function for its own rules.

The measurements live one concern a module: :mod:`.stats` (signal and interval-track statistics),
:mod:`.peaks`, :mod:`.quantify`, :mod:`.correlation` and :mod:`.binning`; this module gathers
their public names where they have always been importable.
"""

from __future__ import annotations

from .binning import BinnedSummary, bin_edges, binned_summary, summarize_bins
from .correlation import CorrelationResult, correlate, default_bin_size
from .peaks import THRESHOLD_NOTE, ZSCORE_NOTE, PeakCallResult, call_peaks, write_peaks_bed
from .quantify import QuantifyResult, quantify_at_features, scope_features
from .stats import IntervalStats, SignalStats, interval_stats, signal_stats

__all__ = [
    "THRESHOLD_NOTE",
    "ZSCORE_NOTE",
    "BinnedSummary",
    "CorrelationResult",
    "IntervalStats",
    "PeakCallResult",
    "QuantifyResult",
    "SignalStats",
    "bin_edges",
    "binned_summary",
    "call_peaks",
    "correlate",
    "default_bin_size",
    "interval_stats",
    "quantify_at_features",
    "scope_features",
    "signal_stats",
    "summarize_bins",
    "write_peaks_bed",
]
