"""The genome engine: pure genomics over numpy and pandas (no widgets, no citations). Public names
are imported when first read.

Coordinates are 0-based, end-exclusive everywhere (BED convention); lengths are ``end - start``.

- :mod:`.locus` — :class:`Region`, :func:`parse_locus`, :func:`format_locus` (built on :mod:`.region`)
- :mod:`.assemblies` — :func:`get_assembly`, :func:`list_assemblies`, chromosome sizes/aliases
- :mod:`.sources` — :func:`open_track`, :func:`sniff`, :func:`track_kind`, readers (:mod:`.readers`,
  :mod:`.file_readers`); :mod:`.remote` — byte sources and the download cache; :mod:`.states` —
  categorical tracks
- :mod:`.measure` — :func:`signal_stats`, :func:`call_peaks`, :func:`quantify_at_features`,
  :func:`correlate`, :func:`binned_summary` (from :mod:`.stats`, :mod:`.peaks`, :mod:`.quantify`,
  :mod:`.correlation`, :mod:`.binning`)
- :mod:`.cohort` — many tracks at once: :func:`signal_stats_tracks`, :func:`correlate_tracks`,
  :func:`quantify_tracks`, on the :mod:`.engine` (local cores or a Dask cluster)
- :mod:`.grid` — :class:`SignalGrid`, an exact precomputed coarse grid for large views
- :mod:`.genes` — :class:`GeneIndex`, :func:`load_gene_index`
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_exports

# Each public name, by the module that defines it: imported when first read (PEP 562), so a Dask
# worker unpickling a many-track task (:mod:`.cohort`) imports that task's modules only, never
# the gene index, the grid or pandas.
_BY_MODULE = {
    "._checks": ["withholding_content"],
    ".assemblies": ["DEFAULT_GENOME_ID", "ENCODE_ASSEMBLY", "Assembly", "encode_assembly", "genome_ids", "get_assembly",
                    "list_assemblies"],
    ".cohort": ["CohortCorrelation", "CohortQuantify", "CohortStats", "TrackSpec", "correlate_tracks",
                "quantify_tracks", "signal_stats_tracks"],
    ".engine": ["Job", "JobCancelled"],
    ".errors": ["AssemblyError", "GeneAnnotationError", "GeneNotFoundError", "GenomeError", "LocusError",
                "MeasurementError", "TrackSourceError", "TrackTypeError", "UnknownChromosomeError"],
    ".genes": ["Gene", "GeneIndex", "Transcript", "annotation_source", "load_gene_index"],
    ".grid": ["SignalGrid"],
    ".locus": ["Region", "format_locus", "looks_like_locus", "merge_regions", "parse_locus"],
    ".measure": ["BinnedSummary", "CorrelationResult", "IntervalStats", "PeakCallResult", "QuantifyResult",
                 "SignalStats", "binned_summary", "call_peaks", "correlate", "default_bin_size", "interval_stats",
                 "quantify_at_features", "signal_stats", "write_peaks_bed"],
    ".sources": ["INTERVAL_TYPES", "SIGNAL_TYPES", "IntervalReader", "SignalIntervals", "SignalReader", "Sniff",
                 "open_intervals", "open_signal", "open_track", "sniff", "track_kind"],
    ".states": ["state_order"],
}
__getattr__, __dir__ = lazy_exports(__name__, globals(),
                                    {name: module for module, names in _BY_MODULE.items() for name in names})

if TYPE_CHECKING:  # pragma: no cover - what the names are, for type checkers and readers
    from ._checks import withholding_content
    from .assemblies import (
        DEFAULT_GENOME_ID,
        ENCODE_ASSEMBLY,
        Assembly,
        encode_assembly,
        genome_ids,
        get_assembly,
        list_assemblies,
    )
    from .cohort import (
        CohortCorrelation,
        CohortQuantify,
        CohortStats,
        TrackSpec,
        correlate_tracks,
        quantify_tracks,
        signal_stats_tracks,
    )
    from .engine import Job, JobCancelled
    from .errors import (
        AssemblyError,
        GeneAnnotationError,
        GeneNotFoundError,
        GenomeError,
        LocusError,
        MeasurementError,
        TrackSourceError,
        TrackTypeError,
        UnknownChromosomeError,
    )
    from .genes import Gene, GeneIndex, Transcript, annotation_source, load_gene_index
    from .grid import SignalGrid
    from .locus import Region, format_locus, looks_like_locus, merge_regions, parse_locus
    from .measure import (
        BinnedSummary,
        CorrelationResult,
        IntervalStats,
        PeakCallResult,
        QuantifyResult,
        SignalStats,
        binned_summary,
        call_peaks,
        correlate,
        default_bin_size,
        interval_stats,
        quantify_at_features,
        signal_stats,
        write_peaks_bed,
    )
    from .sources import (
        INTERVAL_TYPES,
        SIGNAL_TYPES,
        IntervalReader,
        SignalIntervals,
        SignalReader,
        Sniff,
        open_intervals,
        open_signal,
        open_track,
        sniff,
        track_kind,
    )
    from .states import state_order

__all__ = [  # noqa: RUF022 - grouped by the module each name comes from
    # locus
    "Region", "parse_locus", "format_locus", "looks_like_locus", "merge_regions",
    # assemblies
    "Assembly", "DEFAULT_GENOME_ID", "ENCODE_ASSEMBLY", "get_assembly", "list_assemblies",
    "genome_ids", "encode_assembly",
    # sources
    "SIGNAL_TYPES", "INTERVAL_TYPES", "track_kind", "open_track", "open_signal", "open_intervals",
    "sniff", "Sniff", "SignalReader", "IntervalReader", "SignalIntervals", "state_order",
    # measure
    "SignalStats", "PeakCallResult", "QuantifyResult", "CorrelationResult", "BinnedSummary",
    "IntervalStats", "signal_stats", "interval_stats", "call_peaks", "quantify_at_features",
    "correlate", "binned_summary",
    "default_bin_size", "write_peaks_bed", "SignalGrid",
    # many tracks
    "TrackSpec", "signal_stats_tracks", "correlate_tracks", "quantify_tracks", "CohortStats",
    "CohortCorrelation", "CohortQuantify", "Job", "JobCancelled",
    # genes
    "Gene", "Transcript", "GeneIndex", "load_gene_index", "annotation_source",
    # errors
    "GenomeError", "LocusError", "AssemblyError", "UnknownChromosomeError", "TrackSourceError",
    "TrackTypeError", "MeasurementError", "GeneAnnotationError", "GeneNotFoundError",
    # messages
    "withholding_content",
]
