"""Blind batch s10a, written by a helper session on 2026-12-02, labelled by hand against the record dump
before any checker run (the checker was never run and its code never read). Focus: what a mix of real users
would get from a current LLM assistant in a genomics notebook over every record of the labelled set (chr19
replicate stats at three scopes, peak calls, quantification, correlations and the three-track matrix, the MYC
lookup, the two asset previews, the ENCODE search and its ten file records, the hg19 H1 POU5F1 records): quick
factual replies, explanations, comparisons, small summaries, bullets and table rows, hedged and exact numbers,
units and percentages, and several multi-sentence answers. Styles vary (GPT-style bold bullets, Claude-style
prose with em dashes, terse notebook notes, hedged summaries). U rows are realistic model slips: off-by-rounding,
swapped tracks/peaks/files, the other attribute's value, chromosome values quoted for the view, wrong units or
scale, wrong replicate or experiment, wrong arithmetic, hallucinated extra claims, made-up tokens.

First run of the checker on it (never relabelled; checker at e2ecedc): 127 sentences, agreement 0.945,
"unsupported" precision 0.906, recall 0.960. The two s10 batches together (253): 0.949 / 0.924 / 0.970.
Its misses were not read then; the next session changed the checker for the classes named in its note and
measured it again, still unread (checker at b7c1f15): agreement 0.961, precision 0.941, recall 0.960; the two
s10 batches together 0.960 / 0.942 / 0.980.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "ha"


def _fake(rec: Any, name: str, tail: str) -> str:
    """A made-up token in the real format (a hallucinated id): the record's token with its last part changed."""
    real = rec.tok(name)
    fake = real[: -2 - len(tail)] + tail + "]]"
    known = {rec.tok(n) for n in rec.by_name}
    assert fake not in known, fake
    return fake


def items(rec: Any) -> list[Item]:
    T = rec.tok  # T("stats_chr") -> "[[cite:...]]"
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    fake_stats = _fake(rec, "stats_view", "5e0c2d19")
    fake_file = rec.tok("file_1").replace("ENCFF381NDD", "ENCFF318NDD")
    assert fake_file not in {rec.tok(n) for n in rec.by_name}
    rows = [
        # ---------------- nav (hg38 view) ----------------
        (f"You're now looking at chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The browser is parked on chr19:1,000,000–1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"Navigation was logged at 2026-12-02T00:37:03Z, with the view set to chr19:1,000,000-1,200,000 "
         f"{T('nav')}.", V, "timestamp"),
        (f"The view spans 2 Mb of chromosome 19 {T('nav')}.", U, "wrong-unit"),
        # ---------------- describe (viewport summary) ----------------
        (f"- **rep1 peaks**: 64 narrowPeak features in view, scores from 21 to 177 {T('describe')}", V, "range"),
        (f"rep2's peak scores top out at 177 in this viewport {T('describe')}.", U, "other-entity"),
        (f"rep1's peak scores in the view run from 21 to 123 {T('describe')}.", U, "range"),
        (f"The pooled track is built from 523 intervals in the viewport {T('describe')}, roughly double rep1's 256.",
         V, "arithmetic"),
        (f"Nothing unusual stands out in the viewport summary; both peak sets and all signals loaded cleanly "
         f"{T('describe')}.", N, "qualitative"),
        # ---------------- stats_chr (whole chr19) ----------------
        (f"Replicate 2 averaged 0.874 over the whole chromosome, with an SD of 8.64 {T('stats_chr')}.", V,
         "multi"),
        (f"rep1 averaged 0.874 across chr19 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"All three chr19 tracks — rep1, rep2 and pooled — average 0.87 {T('stats_chr')}.", V,
         "rounding-coincidence"),
        (f"The pooled track covers 99.98% of chr19's 58.6 Mb {T('stats_chr')}.", V, "percent"),
        (f"Summed over chr19, rep1 carries about 51 billion units of fold-change signal {T('stats_chr')}.", U,
         "wrong-scale"),
        (f"Track `{ids['rep2']}` averaged 0.870 on chr19 {T('stats_chr')}.", U, "ids"),
        (f"Within the current view, rep1 averages 0.87 {T('stats_chr')}.", U, "scope"),
        (f"rep1 averages 0.870 across chr19 {T('stats_chr')}. The pooled track tops out at 870.1.", X, "uncited", 1),
        (f"The pooled max on chr19 is 870.1. Source: the chromosome-wide stats {T('stats_chr')}.", X, "uncited", 0),
        # ---------------- stats_view (viewport) ----------------
        (f"In the viewport, rep1 has a mean of 1.22 and rep2 1.69 {T('stats_view')}.", V, "supported"),
        (f"So rep2 runs roughly 38% higher than rep1 on average across chr19:1,000,000-1,200,000 "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"rep2's viewport mean is about 0.56 higher than rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"The viewport sum for rep2 comes to ~337k {T('stats_view')}.", V, "scale"),
        (f"Replicate 1's standard deviation across the view is 7.71 {T('stats_view')}. Its mean is 1.69 "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"The second replicate is noisier in the view {T('stats_view')}. Its SD is 10.2, against 7.7 for rep1 "
         f"{T('stats_view')}.", V, "pronoun", 1),
        (f"In the 200-kb view rep1 averaged 1.22 {T('stats_chr')}.", U, "wrong-record"),
        (f"The replicates tell a consistent story in this region {T('stats_view')}.", N, "qualitative"),
        (f"rep2 averages 1.69 across the view {fake_stats}.", U, "unknown-token"),
        # ---------------- stats_win (10-kb window) ----------------
        (f"In that 10-kb window rep2 peaks at 76.3, well below rep1's 111.0 {T('stats_win')}.", V, "comparison"),
        (f"Within chr19:1,050,000-1,060,000 the rep1 mean is 1.22 {T('stats_win')}.", U, "scope"),
        (f"rep2's window mean is about 2.3, roughly 0.46 lower than rep1's {T('stats_win')}.", V, "arithmetic"),
        (f"rep2 in the window is made up of 16 intervals {T('stats_win')}.", U, "other-entity"),
        (f"rep1 averages 2.76 in chr19:1,050,000-1,060,000 {T('stats_win')}. That's the window holding "
         f"Peak_281 {T('quant')}.", V, "multi-record", 0),
        # ---------------- peaks_chr ----------------
        (f"Calling peaks on rep1 across chr19 at z ≥ 2 gives 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"The cutoff works out to 18.9 (mean 0.87 + 2 × SD 9.02) {T('peaks_chr')}.", V, "arithmetic"),
        (f"Roughly 7,700 regions clear the z ≥ 2 bar on rep1 chromosome-wide {T('peaks_chr')}.", V, "hedged"),
        (f"On chr19 the z-score caller used a threshold of 16.64 {T('peaks_chr')}.", U, "scope"),
        (f"The chromosome-wide call produced 7,688 fragments that collapsed to about 3,800 peaks after merging "
         f"{T('peaks_chr')}.", U, "multi"),
        ("About 7,700 rep1 peaks pass z ≥ 2 on chr19.", X, "uncited"),
        # ---------------- peaks_gap ----------------
        (f"Merging took 65 raw fragments down to 38 peaks — 27 fewer {T('peaks_gap')}.", V, "arithmetic"),
        (f"Merging with the 1-kb gap leaves about 42% fewer peaks than raw fragments {T('peaks_gap')}.", V, "percent"),
        (f"The viewport threshold was 16.6 (z ≥ 2 on a mean of 1.22 and SD of 7.71) {T('peaks_gap')}.", V,
         "multi"),
        (f"With the 1-kb gap the caller reports 65 peaks in view {T('peaks_gap')}.", U, "other-attribute"),
        (f"rep1 has 38 merged peaks in the view and 7,688 across chr19, with a viewport threshold of 18.9 "
         f"{T('peaks_gap')} {T('peaks_chr')}.", U, "multi-record"),
        # ---------------- peaks_thr ----------------
        (f"For rep2, an absolute cutoff of 20 with a 50-bp minimum width gives 48 peaks in view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"The fixed-threshold call on rep2 found 46 peaks {T('peaks_thr')}.", U, "wrong-value"),
        (f"The rep2 threshold run used k = 2 {T('peaks_thr')}.", U, "other-attribute"),
        (f"rep2's threshold call has 10 more peaks than the rep1 z-score call with a 1-kb gap (38) {T('peaks_thr')} "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        # ---------------- quant ----------------
        (f"The strongest rep1 peak by mean signal is Peak_22 (chr19:1,102,539-1,102,707), at 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 (chr19:1,010,458-1,010,553) ranks fourth at 61.6 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V,
         "locus-subregion"),
        (f"Peak_1939 overlaps the window chr19:1,050,000-1,060,000 {T('quant')}.", U, "locus-disjoint"),
        (f"The top peak's mean (113.0) is roughly twice that of the fifth-ranked Peak_1939 (55.5) "
         f"{T('quant')}.", V, "arithmetic"),
        (f"| Rank | Peak | Locus | Mean signal |\n|---|---|---|---|\n"
         f"| 2 | Peak_37 | chr19:1,097,875-1,098,013 | 95.53 {T('quant')} |", V, "table"),
        (f"| Rank | Peak | Locus | Mean signal |\n|---|---|---|---|\n"
         f"| 3 | Peak_281 | chr19:1,058,648-1,058,806 | 61.64 {T('quant')} |", U, "table"),
        # ---------------- corr_chr ----------------
        (f"Across chr19, rep1 and rep2 correlate with Pearson r = 0.62 {T('corr_chr')}.", V, "supported"),
        (f"Spearman is a little lower, at 0.59. {T('corr_chr')}", V, "rounded"),
        (f"rep1 vs rep2 on chr19: r ≈ 0.65 {T('corr_chr')}.", U, "wrong-value"),
        (f"The chr19 replicate correlation was computed on 1-kb bins {T('corr_chr')}.", U, "wrong-value"),
        (f"That's only moderate agreement for replicates of a histone mark at this resolution {T('corr_chr')}.",
         N, "qualitative"),
        (f"Short version: the replicates agree moderately. Across chr19 the Pearson r is 0.62 {T('corr_chr')}, "
         f"and within the view rep1 vs pooled reaches 0.80 {T('corr_view')}.", V, "multi-record", 1),
        # ---------------- corr_view ----------------
        (f"In the view, rep1 tracks the pooled signal closely (r = 0.80 at 1-kb bins) {T('corr_view')}.", V,
         "units"),
        (f"rep1 vs pooled in the viewport: Pearson 0.90 {T('corr_view')}.", U, "scope"),
        (f"rep2 and pooled correlate at r = 0.80 in the view {T('corr_view')}.", U, "other-entity"),
        (f"The viewport Pearson (0.80) beats the chromosome-wide rep1–rep2 value (0.62) {T('corr_view')} "
         f"{T('corr_chr')}.", V, "comparison"),
        # ---------------- matrix ----------------
        (f"In the three-track chr19 matrix, rep2–pooled has the highest Pearson (0.90) {T('matrix')}.", V,
         "matrix"),
        (f"rep1–pooled Spearman on chr19 is 0.90 {T('matrix')}.", U, "matrix"),
        (f"Pearson r for rep1–rep2, rep1–pooled and rep2–pooled is 0.62, 0.90 and 0.90, respectively "
         f"{T('matrix')}.", V, "respectively"),
        (f"Spearman for rep1–pooled and rep2–pooled is 0.90 and 0.85, respectively {T('matrix')}.", U,
         "respectively"),
        # ---------------- gene ----------------
        (f"MYC maps to chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"MYC spans about 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC sits at chr8:128,735,433-128,742,951 {T('gene')}.", U, "locus-exact"),
        (f"MYC spans roughly 7.5 Mb of chr8 {T('gene')}.", U, "wrong-unit"),
        (f"MYC (chr8:127,735,433-127,742,951) lies outside the current view, chr19:1,000,000-1,200,000 "
         f"{T('gene')} {T('nav')}.", V, "locus-chromosome"),
        ("In hg38, MYC is at chr8:127,735,433-127,742,951.", X, "uncited"),
        # ---------------- asset_peaks ----------------
        (f"The Oct4 peak file holds just 2 lines {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 sits at chr6:31,140,574-31,141,112 with a score of 93 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 (chr6:31,139,576-31,140,109) has the higher score, 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks fall inside the hg19 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"The first Oct4 peak is chr6:31,139,567-31,140,109 {T('asset_peaks')}.", U, "locus-feature"),
        # ---------------- asset_graph ----------------
        (f"The preview shows 40 lines; the first data row is chr9:35,726,969-35,726,977 with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The highest value in the previewed rows is 20.12, at chr9:35,727,163-35,727,165 {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph preview starts at chr19:35,726,969-35,726,977 {T('asset_graph')}.", U, "locus-chromosome"),
        (f"The row at chr9:35,727,084-35,727,087 has a value of 13.39 {T('asset_graph')}.", U, "preview"),
        (f"The bedGraph looks like a fairly standard fold-change track {T('asset_graph')}.", N, "qualitative"),
        # ---------------- search ----------------
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked candidates {T('search')}.", V, "supported"),
        (f"0 relaxations were needed; the strict query matched directly {T('search')}.", V, "supported"),
        (f"The search was run at 00:37 and returned 11 candidates {T('search')}.", U, "timestamp"),
        (f"The top hit is ENCFF381NDD, which pools replicates 1, 2 and 3 {T('search')}.", V, "accession"),
        (f"ENCFF779QTH ranked third in the search {T('search')}.", U, "accession"),
        (f"The strict query matched well, so no manual curation was needed {T('search')}.", N, "qualitative"),
        ("ENCODE fold-change bigWigs are normalized against input, so they're comparable across replicates.", P,
         "plain"),
        # ---------------- file records ----------------
        (f"ENCFF381NDD belongs to experiment ENCSR000AKP {T('file_1')}. It ranked first, with a score of 1,165 "
         f"{T('file_1')}.", V, "pronoun", 1),
        (f"ENCFF381NDD is the pooled replicate 1,2,3 file {fake_file}.", U, "unknown-token"),
        (f"This looks like the best default if you just want a K562 track to load {T('file_1')}.", N, "qualitative"),
        (f"ENCFF779QTH pools replicates 1 and 2 {T('file_2')}.", V, "accession"),
        (f"ENCFF849TDM is the experiment accession for this K562 H3K27ac series {T('file_3')}.", U,
         "accession-role"),
        (f"ENCFF289IVJ ranked 2 places below ENCFF177JXC {T('file_4')} {T('file_5')}.", U, "arithmetic"),
        (f"Retrieved 2026-12-02 at 00:37 UTC, ENCFF745TSK is ranked 6th {T('file_6')}.", V, "timestamp"),
        (f"ENCFF814HWX scored 1,165 {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF779QTH (replicates 1,2) outscores the single-replicate ENCFF814HWX by 4 points — 1,165 vs 1,161 "
         f"{T('file_2')} {T('file_7')}.", V, "arithmetic"),
        (f"ENCFF938DNH is the replicate 3 fold-change bigWig (rank 8) {T('file_8')}.", V, "accession"),
        (f"ENCFF945XHA came in at rank 9 with a score of 1,161, from experiment ENCSR000AKP {T('file_9')}.", V,
         "multi"),
        (f"ENCFF977KGH is from experiment ENCSR000AKR {T('file_10')}.", U, "accession"),
        ("ENCFF745TSK and ENCFF945XHA are both replicate 2 files from ENCSR000AKP.", X, "uncited"),
        # ---------------- h1_nav ----------------
        (f"The hg19 project is showing chr6:31,130,000-31,150,000 {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 browser window is chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        # ---------------- h1_stats ----------------
        (f"Oct4 signal is sparse: only 344 bp carry data, about 1.7% of the window {T('h1_stats')}.", V,
         "percent"),
        (f"Oct4 covers 17% of the 20-kb window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac has the highest mean of the three H1 marks — 12.8, vs 11.4 for H3K4me3 and 0.49 for Oct4 "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"Oct4's max in the window is 1.38, roughly 2.8× its mean {T('h1_stats')}.", V, "arithmetic"),
        (f"The H3K27ac mean of 12.8 holds across chr6 as a whole {T('h1_stats')}.", U, "scope"),
        (f"`{h1['H3K4me3']}` reaches 72.44 in the window {T('h1_stats')}.", V, "ids"),
        (f"| Mark | Mean | Max | Covered |\n|---|---|---|---|\n| H3K27ac | 12.81 | 74.48 | 65.7% {T('h1_stats')} |",
         U, "table"),
        (f"H3K27ac and H3K4me3 both look broad and strong across the promoter {T('h1_stats')}.", N, "qualitative"),
        # ---------------- h1_peaks ----------------
        (f"The Oct4 cutoff is about 1.01 (0.49 + 2 × 0.26) {T('h1_peaks')}.", V, "arithmetic"),
        (f"Oct4 peak calling used a cutoff of 1.38 {T('h1_peaks')}.", U, "other-attribute"),
        (f"The z-score caller's 2 Oct4 peaks match the 2 rows of the narrowPeak asset {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"Calling Oct4 at z ≥ 2 gave 3 peaks {T('h1_peaks')}.", U, "wrong-value"),
        (f"Oct4 enrichment here is weak and very focal {T('h1_peaks')}.", N, "qualitative"),
        # ---------------- h1_corr ----------------
        (f"Oct4 and H3K27ac barely correlate linearly (r = 0.11) {T('h1_corr')}. Their rank correlation is "
         f"higher, 0.46 {T('h1_corr')}.", V, "pronoun", 1),
        (f"Only 9 of the 200 bins (100 bp each) were shared; the other 191 were excluded {T('h1_corr')}.", V,
         "multi"),
        (f"Oct4 vs H3K27ac Pearson is 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 and H3K27ac correlate at r = 0.11 over 19 shared bins {T('h1_corr')}.", U, "multi"),
        (f"I wouldn't read much biology into this correlation given how sparse Oct4 is {T('h1_corr')}.", N,
         "qualitative"),
        # ---------------- untokened ----------------
        ("rep2's viewport SD is 10.2, higher than rep1's.", X, "uncited"),
        ("Let me know if you'd like me to call peaks on rep2 with the same settings.", P, "plain"),
        ("Replicate concordance is usually better judged with IDR than with a raw correlation.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
