"""The "real" record set: records made by our tools exactly as a user's session makes them.

Four projects, each driven only through ``tools.call`` (the calls a user's agent makes, with the
track names a user gives), on the team's real data (``../shared/data``, see its README):

1. ``chr19`` (hg38): the ENCODE ChIP-seq pipeline test tracks for chr19 — fold-change bigWigs named
   "rep1 fold change", "rep2 fold change", "pooled fold change", the rep1 p-value bigWig "rep1 -log10 p",
   narrowPeaks "rep1 peaks", "rep2 peaks", "pooled peaks", the IDR regionPeak added with no name (the
   project names it after the file) and the genes track; view chr19:1,000,000-1,200,000 (and later
   chr19:8,400,000-8,600,000): describe, stats (chromosome, viewport, one 10-kb window, two windows),
   peaks (z-score on the chromosome, viewport k=3, mergeGap, absolute thresholds), quantify at rep1's
   peaks (one track, three tracks, max metric), correlations (pair and 3-track matrices at two
   scopes / bin sizes), a gene lookup (bundled Ensembl genes), asset previews and an ENCODE search
   (K562 H3K27ac, through the local test portal when ``portal_url`` is given) with its file records.
2. ``tcga`` (hg38): the 8 TCGA ATAC-seq chr21 tracks named by their sample stems, view
   chr21:45,634,768-46,709,803; stats, 8×8 matrix, a pair at another bin size, peaks on one sample,
   quantify of all 8 at those peaks, gene lookup and describe with the chr21 NCBI RefSeq GTF
   (``GENIE_WIDGETS_ANNOTATION_HG38``), previews of the sample sheet and a BED.
3. ``k562`` (hg19): K562 H3K27ac / H3K27me3 / H3K4me3 / RNA over chr9:4-6 Mb with the GTF there
   (``GENIE_WIDGETS_ANNOTATION_HG19``); the H3K4me3 file's header has hg38's chr9 length, so the
   first add is refused and the agent retries with ``force`` (as a user's agent would; every result
   that reads it carries the warning).
4. ``h1`` (hg19): seven H1 marks at POU5F1 (navigated by gene symbol, bundled annotation), stats
   (view, one window), peaks, two pair correlations and previews of two peak files.

Every record goes into the first session's store. ``build`` returns :class:`Records`
(``by_name``, ``store``, ``extra["ids"]``: readable key → entity id; ``extra["notes"]``: tool
refusals met on the way, with the exact call). Environment variables touched are restored.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from genie_widgets import tools

from .recordset import Records, kept_environ

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
TCGA = "bigwig/tcga_atac_hg38_chr21"
K562 = "bigwig/k562_chr9_4-6Mb"
H1 = "bigwig/h1_hg19_chr6_POU5F1"
CHR21_GTF = "annotation/hg38_chr21_ncbiRefSeq/test_chr21.gtf.gz"
K562_GTF = "bigwig/k562_chr9_4-6Mb/gtf_chr9_4000000_6000000.gtf"

TCGA_SAMPLES = ("ACCx_025FE5F8_T1", "ACCx_025FE5F8_T2", "BRCA_000CFD9F_T2", "BRCA_01112370_T1",
                "GBMx_09C0DCE7_T1", "GBMx_09C0DCE7_T2", "LGGx_116B070A_T1", "LGGx_116B070A_T2")
H1_MARKS = (("H1_Oct4.bw", "H1 Oct4"), ("H1_Nanog.bw", "H1 Nanog"), ("H1_k27ac.bw", "H1 H3K27ac"),
            ("H1_k4me3.bw", "H1 H3K4me3"), ("H1_k4me1.bw", "H1 H3K4me1"), ("H1_H2az.bw", "H1 H2A.Z"),
            ("H1_Ctcf.bw", "H1 CTCF"))

_ENV = ("GENIE_WIDGETS_ANNOTATION_HG38", "GENIE_WIDGETS_ANNOTATION_HG19", "GENIE_WIDGETS_ENCODE_URL")


class ToolFailure(RuntimeError):
    """A tool call that failed where a user's session expects it to work."""


class _Session:
    """One project's chat session: runs tool calls and keeps the records it is asked to name."""

    def __init__(self, rec: Records, project: Any, session: Any) -> None:
        self.rec, self.project, self.session = rec, project, session

    def call(self, name: str, args: dict[str, Any], mode: str = "genome") -> tuple[Any, dict[str, Any]]:
        result = tools.call(name, args, self.project, self.session, mode)
        out = result.to_json()
        if not out.get("success", True):
            raise ToolFailure(f"tools.call({name!r}, {args!r}, mode={mode!r}) failed: {out.get('error')}")
        return result, out

    def record(self, key: str, name: str, args: dict[str, Any], mode: str = "genome") -> dict[str, Any]:
        result, out = self.call(name, args, mode)
        if not result.citations:
            raise ToolFailure(f"tools.call({name!r}, {args!r}) issued no record")
        assert key not in self.rec.by_name, key
        self.rec.by_name[key] = result.citations[0]
        return out

    def add_track(self, path: Path, name: str | None = None, key: str | None = None) -> str:
        """``genome_add_track`` as the agent calls it; a genome-mismatch refusal is retried with
        ``force`` (what the tool's message proposes) and noted."""
        args: dict[str, Any] = {"sourceUrl": str(path)}
        if name is not None:
            args["name"] = name
        out = self.project_call("genome_add_track", args)
        if not out.get("success", True):
            self.rec.extra["notes"].append(f"tools.call('genome_add_track', {args!r}) refused: "
                                           f"{out.get('error')} -> retried with force=True")
            _, out = self.call("genome_add_track", {**args, "force": True})
        track = out["addedTrack"]
        self.rec.extra["ids"][key or track["name"]] = track["id"]
        return track["id"]

    def project_call(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return tools.call(name, args, self.project, self.session).to_json()

    def import_asset(self, path: Path) -> str:
        _, out = self.call("project_import_local_path", {"path": str(path)}, mode="asset_import")
        asset = out["imported"][0]
        self.rec.extra["ids"][f"asset {path.name}"] = asset["id"]
        return asset["id"]


def build(shared: Path, tmp: Path, portal_url: str | None = None) -> Records:
    """Run the four sessions on ``shared`` (the team's data folder) in ``tmp``; with ``portal_url``
    (a local ENCODE test portal) the chr19 session also searches ENCODE. Restores the environment."""
    from genie_widgets.genome import genes

    shared, tmp = Path(shared), Path(tmp)
    genes.clear_cache()
    try:
        with kept_environ(_ENV, cleared=True):
            rec = Records()
            main = _chr19(rec, shared, tmp, portal_url)
            rec.store = main.session.citations
            others = [_tcga(rec, shared, tmp), _k562(rec, shared, tmp), _h1(rec, shared, tmp)]
            for s in others:
                for r in s.session.citations:
                    rec.store.add(r)  # one store: a sentence may cite any project's records
            return rec
    finally:
        genes.clear_cache()


def _project(tmp: Path, shared: Path, name: str, genome: str, rec: Records, session_id: str) -> _Session:
    from genie_widgets.project import Project

    project = Project.create(tmp / name, genome=genome, agent_file_roots=[str(shared)])
    return _Session(rec, project, project.session(session_id))


# ---------------------------------------------------------------------------------------------- 1
def _chr19(rec: Records, shared: Path, tmp: Path, portal_url: str | None) -> _Session:
    s = _project(tmp, shared, "chr19_project", "hg38", rec, "session_real")
    d = shared / CHR19
    rep1 = s.add_track(d / "rep1.fc.signal.bigwig", "rep1 fold change")
    rep2 = s.add_track(d / "rep2.fc.signal.bigwig", "rep2 fold change")
    pooled = s.add_track(d / "pooled.fc.signal.bigwig", "pooled fold change")
    pval = s.add_track(d / "rep1.pval.signal.bigwig", "rep1 -log10 p")
    pk1 = s.add_track(d / "rep1.pval0.01.500K.bfilt.narrowPeak.gz", "rep1 peaks")
    s.add_track(d / "rep2.pval0.01.500K.bfilt.narrowPeak.gz", "rep2 peaks")
    pkp = s.add_track(d / "pooled.pval0.01.500K.bfilt.narrowPeak.gz", "pooled peaks")
    s.add_track(d / "rep1-rep2.idr0.1.bfilt.regionPeak.gz")  # no name: the project names it
    _, out = s.call("genome_add_track", {"catalogId": "genes"})
    rec.extra["ids"]["chr19 genes track"] = out["addedTrack"]["id"]
    s.call("genome_list_tracks", {})  # what the agent reads first (issues no record)
    fc = [rep1, rep2, pooled]

    s.record("chr19_nav", "genome_navigate", {"locus": "chr19:1,000,000-1,200,000"})
    s.record("chr19_describe", "genome_describe_viewport", {})
    s.record("chr19_stats_chr", "genome_signal_stats", {"scope": "chromosome", "trackIds": fc})
    s.record("chr19_stats_view", "genome_signal_stats", {})
    s.record("chr19_stats_win", "genome_signal_stats", {"regions": ["chr19:1,050,000-1,060,000"], "trackIds": fc})
    s.record("chr19_stats_2win", "genome_signal_stats",
             {"regions": ["chr19:1,050,000-1,060,000", "chr19:1,100,000-1,110,000"], "trackIds": [rep1, rep2]})
    out = s.record("chr19_peaks_chr", "genome_call_peaks", {"trackId": rep1, "scope": "chromosome"})
    rec.extra["ids"]["chr19_peaks_chr track"] = out["trackId"]
    out = s.record("chr19_peaks_k3", "genome_call_peaks", {"trackId": rep1, "threshold": 3})
    rec.extra["ids"]["chr19_peaks_k3 track"] = out["trackId"]
    out = s.record("chr19_peaks_gap", "genome_call_peaks", {"trackId": pooled, "mergeGap": 1000})
    rec.extra["ids"]["chr19_peaks_gap track"] = out["trackId"]
    out = s.record("chr19_peaks_thr", "genome_call_peaks",
                   {"trackId": rep2, "method": "threshold", "threshold": 20, "minWidth": 50})
    rec.extra["ids"]["chr19_peaks_thr track"] = out["trackId"]
    out = s.record("chr19_peaks_pval", "genome_call_peaks", {"trackId": pval, "method": "threshold", "threshold": 5})
    rec.extra["ids"]["chr19_peaks_pval track"] = out["trackId"]
    s.record("chr19_quant", "genome_quantify_at_features", {"signalTrackId": rep1, "featureTrackId": pk1, "topN": 10})
    s.record("chr19_quant3", "genome_quantify_at_features",
             {"signalTrackIds": fc, "featureTrackId": pk1, "topN": 10})
    s.record("chr19_quant_max", "genome_quantify_at_features",
             {"signalTrackId": pooled, "featureTrackId": pkp, "metric": "max", "topN": 5})
    s.record("chr19_corr_chr", "genome_correlate_tracks", {"trackIdA": rep1, "trackIdB": rep2, "scope": "chromosome"})
    s.record("chr19_corr_view", "genome_correlate_tracks", {"trackIdA": rep1, "trackIdB": pooled, "binSize": 1000})
    s.record("chr19_matrix_chr", "genome_correlate_tracks", {"trackIds": fc, "scope": "chromosome"})
    s.record("chr19_matrix_view", "genome_correlate_tracks", {"trackIds": fc, "binSize": 2000})
    s.record("chr19_gene", "genome_find_gene", {"symbol": "GPX4"})
    # the user moves to a second window with signal
    s.record("chr19_nav2", "genome_navigate", {"locus": "chr19:8,400,000-8,600,000"})
    s.record("chr19_stats_view2", "genome_signal_stats", {"trackIds": fc})
    # the peak files as project assets, previewed
    idr = s.import_asset(d / "rep1-rep2.idr0.1.bfilt.regionPeak.gz")
    pooled_asset = s.import_asset(d / "pooled.pval0.01.500K.bfilt.narrowPeak.gz")
    s.record("chr19_assets", "project_list_assets", {})
    s.record("chr19_asset_pooled", "project_read_asset", {"assetId": pooled_asset})
    s.record("chr19_asset_idr", "project_read_asset", {"assetId": idr})
    if portal_url:
        os.environ["GENIE_WIDGETS_ENCODE_URL"] = portal_url
        result, _ = s.call("public_data_search", {"assay": "Histone ChIP-seq", "target": "H3K27ac",
                                                  "biosample": "K562"})
        search, *files = result.citations
        rec.by_name["encode_search"] = search
        for f in files:
            rec.by_name[f"encode_file_{f.data['rank']}"] = f
    return s


# ---------------------------------------------------------------------------------------------- 2
def _tcga(rec: Records, shared: Path, tmp: Path) -> _Session:
    os.environ["GENIE_WIDGETS_ANNOTATION_HG38"] = str(shared / CHR21_GTF)
    try:
        s = _project(tmp, shared, "tcga_project", "hg38", rec, "session_real_tcga")
        d = shared / TCGA
        ids = [s.add_track(d / f"{stem}.bw", stem) for stem in TCGA_SAMPLES]
        _, out = s.call("genome_add_track", {"catalogId": "genes"})
        rec.extra["ids"]["tcga genes track"] = out["addedTrack"]["id"]
        s.record("tcga_nav", "genome_navigate", {"locus": "chr21:45,634,768-46,709,803"})
        s.record("tcga_describe", "genome_describe_viewport", {})
        s.record("tcga_stats", "genome_signal_stats", {})
        s.record("tcga_matrix", "genome_correlate_tracks", {"trackIds": ids})
        s.record("tcga_corr_gbm", "genome_correlate_tracks", {"trackIdA": ids[4], "trackIdB": ids[5], "binSize": 5000})
        out = s.record("tcga_peaks", "genome_call_peaks", {"trackId": ids[0]})
        rec.extra["ids"]["tcga_peaks track"] = out["trackId"]
        s.record("tcga_quant", "genome_quantify_at_features",
                 {"signalTrackIds": ids, "featureTrackId": out["trackId"], "topN": 10})
        s.record("tcga_gene", "genome_find_gene", {"symbol": "COL6A1"})
        sheet = s.import_asset(d / "ALPS_example_datatable.txt")
        bed = s.import_asset(d / "BRCA_1.bed")
        s.record("tcga_asset_sheet", "project_read_asset", {"assetId": sheet})
        s.record("tcga_asset_bed", "project_read_asset", {"assetId": bed})
        return s
    finally:
        os.environ.pop("GENIE_WIDGETS_ANNOTATION_HG38", None)


# ---------------------------------------------------------------------------------------------- 3
def _k562(rec: Records, shared: Path, tmp: Path) -> _Session:
    os.environ["GENIE_WIDGETS_ANNOTATION_HG19"] = str(shared / K562_GTF)
    try:
        s = _project(tmp, shared, "k562_project", "hg19", rec, "session_real_k562")
        d = shared / K562
        ids = {m: s.add_track(d / f"bigwig_chr9_4000000_6000000_K562_{m}.bigwig", f"K562 {m}")
               for m in ("H3K27ac", "H3K27me3", "H3K4me3", "RNA")}
        _, out = s.call("genome_add_track", {"catalogId": "genes"})
        genes_track = rec.extra["ids"]["k562 genes track"] = out["addedTrack"]["id"]
        s.record("k562_nav", "genome_navigate", {"locus": "chr9:4,000,000-6,000,000"})
        s.record("k562_stats", "genome_signal_stats", {})
        out = s.record("k562_peaks", "genome_call_peaks", {"trackId": ids["H3K27ac"]})
        rec.extra["ids"]["k562_peaks track"] = out["trackId"]
        out = s.record("k562_peaks_gap", "genome_call_peaks", {"trackId": ids["H3K27ac"], "mergeGap": 2000})
        rec.extra["ids"]["k562_peaks_gap track"] = out["trackId"]
        s.record("k562_matrix", "genome_correlate_tracks", {"trackIds": list(ids.values())})
        s.record("k562_gene", "genome_find_gene", {"symbol": "JAK2"})
        s.record("k562_quant_genes", "genome_quantify_at_features",
                 {"signalTrackId": ids["RNA"], "featureTrackId": genes_track, "topN": 10})
        return s
    finally:
        os.environ.pop("GENIE_WIDGETS_ANNOTATION_HG19", None)


# ---------------------------------------------------------------------------------------------- 4
def _h1(rec: Records, shared: Path, tmp: Path) -> _Session:
    s = _project(tmp, shared, "h1_project", "hg19", rec, "session_real_h1")
    d = shared / H1
    ids = {name: s.add_track(d / f, name) for f, name in H1_MARKS}
    s.record("h1_nav", "genome_navigate", {"locus": "POU5F1"})
    s.record("h1_stats", "genome_signal_stats", {})
    s.record("h1_stats_marks", "genome_signal_stats",
             {"regions": ["chr6:31,130,000-31,140,000"],
              "trackIds": [ids["H1 Oct4"], ids["H1 Nanog"], ids["H1 H3K27ac"], ids["H1 H3K4me3"]]})
    out = s.record("h1_peaks", "genome_call_peaks", {"trackId": ids["H1 H3K27ac"]})
    rec.extra["ids"]["h1_peaks track"] = out["trackId"]
    out = s.record("h1_peaks_oct4", "genome_call_peaks", {"trackId": ids["H1 Oct4"], "method": "threshold",
                                                          "threshold": 1})
    rec.extra["ids"]["h1_peaks_oct4 track"] = out["trackId"]
    s.record("h1_corr", "genome_correlate_tracks", {"trackIdA": ids["H1 H3K27ac"], "trackIdB": ids["H1 H3K4me3"],
                                                    "binSize": 200})
    s.record("h1_corr_tf", "genome_correlate_tracks", {"trackIdA": ids["H1 Oct4"], "trackIdB": ids["H1 Nanog"]})
    oct4 = s.import_asset(d / "narrowpeak_H1_Oct4.bed")
    ctcf = s.import_asset(d / "narrowpeak_H1_Ctcf.bed")
    s.record("h1_asset_oct4", "project_read_asset", {"assetId": oct4})
    s.record("h1_asset_ctcf", "project_read_asset", {"assetId": ctcf})
    return s
