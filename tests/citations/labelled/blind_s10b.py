"""Blind batch s10b, written by a helper session on 2026-12-02, labelled by hand against records.md before any
checker run (the checker was never run on it). Focus: an assistant's concise analysis log and a figure-legend
style summary of the chr19 replicate, peak, quantification, correlation, gene, asset-preview, ENCODE search and
H1 POU5F1 results, followed by answers to a collaborator's skeptical questions ("are you sure that's the view and
not the chromosome?", "which replicate was that?", "how did you get that percentage?"). Style: terse lab-notebook
lines, bold-label bullets, legend panels, markdown table rows and multi-sentence conversational answers; U rows are
realistic slips (swapped tracks, other attribute, chromosome value quoted for the view, wrong unit/scale, wrong
replicate or accession, wrong arithmetic, wrong record, unknown tokens).

First run of the checker on it (never relabelled; checker at e2ecedc): 126 sentences, agreement 0.952,
"unsupported" precision 0.942, recall 0.980. The two s10 batches together (253): 0.949 / 0.924 / 0.970.
Its misses were not read then; measured again, still unread, on the checker of the next session (b7c1f15):
agreement 0.960, precision 0.943, recall 1.000; the two s10 batches together 0.960 / 0.942 / 0.980.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "hb"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- analysis log: navigation ----
        (f"Log: view set to hg38 chr19:1,000,000-1,200,000, a 200-kb window {T('nav')}.", V, "locus-exact"),
        (f"Navigated to chr19:1,000,000-1,250,000 for the replicate comparison {T('nav')}.", U, "locus-exact"),
        (f"Everything below is for the current view, chr19:0-58,617,616 {T('stats_view')}.", U, "locus-chromosome"),
        (f"As of the 2026-12-02T00:37:03Z navigation, the view was chr19:1000000-1200000 {T('nav')}.", V, "timestamp"),
        ("Below is the concise log first, then a legend you can paste under the figure.", P, "plain"),
        # ---- describe ----
        (f"- **rep2** — mean 1.69, sd 10.2, 279 intervals {T('describe')}", V, "supported"),
        (f"Peak tracks in view: rep1 peaks has 64 features (scores 21–177) and rep2 peaks has 69 {T('describe')}.",
         V, "range"),
        (f"rep2 peaks tops out at a score of 177 in this window {T('describe')}.", U, "other-entity"),
        (f"rep2 carries 5 more peaks than rep1 in the viewport (69 vs 64) {T('describe')}.", V, "arithmetic"),
        (f"Signal in the view is concentrated in a handful of sharp, isolated peaks {T('describe')}.", N,
         "qualitative"),
        # ---- chromosome stats ----
        (f"rep1, rep2 and pooled average 0.870, 0.874 and 0.872 across chr19, respectively {T('stats_chr')}.", V,
         "respectively"),
        (f"rep1, rep2 and pooled average 0.874, 0.870 and 0.872 on chr19, respectively {T('stats_chr')}.", U,
         "respectively"),
        (f"rep2's chr19 signal sums to about 51.2 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"Coverage is essentially complete: rep1 covers 99.98% of chr19 (58,607,590 of 58,617,616 bp) "
         f"{T('stats_chr')}.", V, "percent"),
        (f"rep1's mean fold-enrichment on chr19 works out to 87% {T('stats_chr')}.", U, "percent"),
        ("The pooled track's chromosome-wide sd is about 6.5.", X, "uncited"),
        (f"Track {ids['rep1']} (rep1) averaged 0.870 across chr19 {T('stats_chr')}.", V, "ids"),
        (f"Track {ids['rep2']} reached 1,820.2 on chr19 {T('stats_chr')}.", U, "ids"),
        # ---- view stats ----
        (f"Across chr19:1,000,000-1,200,000, rep1 peaks at 1,820.2 {T('stats_view')}.", U, "locus-chromosome"),
        (f"rep2 averaged 1.69 in the view, and 52 of its peaks passed IDR {T('stats_view')}.", U, "wrong-value"),
        (f"| rep2 | mean 1.69 | max 190.7 | 279 intervals | {T('stats_view')} |", V, "table"),
        # ---- window stats ----
        (f"In that 10-kb window rep1 now exceeds rep2 (mean 2.76 vs 2.30) {T('stats_win')}.", V, "comparison"),
        (f"Within chr19:1,050,000-1,060,000, rep1 averaged 1.22 {T('stats_view')}.", U, "scope"),
        (f"rep1's window mean of 2.76 is about 2.3 times its view-wide mean of 1.22 {T('stats_win')} "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"rep1's window signal comes from 3 intervals {T('stats_win')}.", U, "rounding-coincidence"),
        (f"The window chr19:1,050,000-1,060,000 lies within the current view {T('stats_win')} {T('nav')}.", V,
         "locus-subregion"),
        (f"rep1 averaged 2.76 in the 10-kb window {T('stats_view')}.", U, "wrong-record"),
        (f"| rep1 (window) | mean 2.76 | max 111.0 | 12 intervals | {T('stats_win')} |", U, "table"),
        # ---- peaks: chromosome ----
        (f"The cutoff is just mean + 2·sd: 0.870 + 2 × 9.023 ≈ 18.92 {T('peaks_chr')}.", V, "arithmetic"),
        (f"On chr19 the rep1 z-score caller found 7,868 peaks {T('peaks_chr')}.", U, "wrong-value"),
        ("Merging took 65 fragments down to 38 peaks.", X, "uncited"),
        # ---- peaks: merge gap ----
        (f"With a 1-kb merge gap, rep1's 65 above-threshold fragments collapse into 38 peaks in the view "
         f"{T('peaks_gap')}.", V, "units"),
        (f"Merging shrank 65 fragments to 38 peaks, a 27% reduction {T('peaks_gap')}.", U, "arithmetic"),
        (f"The merge-gap run called 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        (f"I'd treat the z-score caller as a rough screen rather than a real peak model {T('peaks_gap')}.", N,
         "qualitative"),
        # ---- peaks: absolute threshold ----
        (f"rep2 with an absolute cutoff of 20 and a 50-bp minimum width yields 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"The absolute-threshold call on rep2 gave 48 peaks versus 38 for rep1's z-score call — 10 more "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"For rep2 I required peaks at least 50 kb wide at a threshold of 20 {T('peaks_thr')}.", U, "wrong-unit"),
        # ---- quantification ----
        (f"Top hit: Peak_22 at chr19:1,102,539-1,102,707, mean signal 113.0 {T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 sits at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22's value of 143 makes it the strongest peak {T('quant')}.", U, "other-attribute"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 lies inside the zoom window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U,
         "locus-disjoint"),
        (f"Peak_22 out-signals Peak_37 by about 17.5 {T('quant')}.", V, "arithmetic"),
        (f"Consider Peak_37. Its mean signal is 95.5 and its feature score 115 {T('quant')}.", V, "pronoun", 1),
        # ---- correlations ----
        (f"rep1 vs rep2 over chr19: Pearson r = 0.615, Spearman 0.586 {T('corr_chr')}.", V, "supported"),
        (f"The rep1–rep2 Spearman coefficient is 0.615 across chr19 {T('corr_chr')}.", U, "other-attribute"),
        (f"The replicate agreement looks respectable for fold-change tracks {T('corr_chr')}.", N, "qualitative"),
        (f"Locally, rep1 tracks pooled (r 0.80) much better than it tracks rep2 chromosome-wide (r 0.62) "
         f"{T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"rep1 and rep2 correlate at r = 0.80 within the view {T('corr_view')}.", U, "other-entity"),
        (f"The scatter is dominated by low-signal bins with a tail of jointly enriched ones {T('corr_view')}.", N,
         "qualitative"),
        (f"Pairwise Pearson on chr19: rep1–rep2 0.615, rep1–pooled 0.898, rep2–pooled 0.899 {T('matrix')}.", V,
         "matrix"),
        (f"In Spearman terms rep2–pooled is highest at 0.901, with rep1–pooled at 0.852 {T('matrix')}.", V,
         "matrix"),
        (f"The rep1–pooled Spearman is 0.901 {T('matrix')}.", U, "matrix"),
        (f"The replicate-to-pooled correlations run roughly 0.28 higher than the replicate-to-replicate one "
         f"{T('matrix')}.", V, "arithmetic"),
        ("pooled–rep2 Spearman was 0.901.", X, "uncited"),
        (f"rep1 and rep2 correlate at r = 0.615 chromosome-wide [[cite:cite_made_up_881]].", U, "unknown-token"),
        # ---- gene ----
        (f"MYC maps to chr8:127,735,433-127,742,951 {T('gene')}. It spans about 7.5 kb with one annotated "
         f"transcript {T('gene')}.", V, "pronoun", 1),
        (f"MYC (chr8, ~127.7 Mb) spans roughly 7.5 Mb {T('gene')}.", U, "wrong-unit"),
        (f"MYC falls within the current chr19 view {T('gene')} {T('nav')}.", U, "locus-disjoint"),
        (f"MYC is a well-known oncogene, so its annotation makes a handy sanity check {T('gene')}.", N, "qualitative"),
        (f"MYC spans about 7.5 kb [[cite:gene_myc_001]].", U, "unknown-token"),
        # ---- asset previews ----
        (f"The Oct4 peak file has two rows: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) carries a score of 41 {T('asset_peaks')}.", U, "preview"),
        (f"peak2363 is 533 bp wide and peak2364 538 bp {T('asset_peaks')}.", V, "preview"),
        (f"Both preview peaks lie inside the H1 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2363 is at chr6:31,139,567-31,140,109 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview (ENCFF754TJH.wig) opens at chr9:35,726,969-35,726,977 with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The highest value in the preview, 20.12, sits at chr9:35,727,163-35,727,165 {T('asset_graph')}.", V,
         "preview"),
        (f"chr9:35,726,977-35,726,986 reads 8.62 in the bedGraph {T('asset_graph')}.", U, "preview"),
        (f"The bedGraph is about 49 kB on disk {T('asset_graph')}.", U, "other-attribute"),
        # ---- ENCODE search and files ----
        (f"The ENCODE query (K562, H3K27ac, bigWig, GRCh38) returned 10 ranked candidates out of 20 loadable files, "
         f"with no relaxations {T('search')}.", V, "supported"),
        (f"The search surfaced 12 candidate files {T('search')}.", U, "wrong-value"),
        (f"This looks like a clean, well-annotated ENCODE hit list {T('search')}.", N, "qualitative"),
        (f"Record retrieved 2026-12-02T00:37:04Z {T('search')}.", N, "timestamp"),
        (f"The top three candidates are all pooled-replicate files {T('search')}.", V, "accession-role"),
        (f"ENCFF381NDD (rank 1, score 1,165) pools replicates 1, 2 and 3 from ENCSR000AKP {T('file_1')}.", V,
         "accession-role"),
        (f"ENCFF849TDM is the rank-3 file and pools replicates 1 and 3 {T('file_3')}.", U, "accession-role"),
        (f"ENCFF289IVJ is the replicate 1 fold-change track {T('file_5')}.", U, "accession-role"),
        (f"ENCFF745TSK and ENCFF945XHA are both biological replicate 2 {T('file_6')} {T('file_9')}.", V,
         "multi-record"),
        (f"ENCFF814HWX ranks 7th but scores 1,165 like the pooled files {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF938DNH is the replicate 3 track, ranked 8th {T('file_8')}.", V, "accession-role"),
        (f"ENCFF977KGH (replicate 1) comes in at rank 10 {T('file_10')}.", V, "accession"),
        (f"ENCFF779QTH belongs to experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        (f"ENCFF381NDD outranks ENCFF177JXC by 4 points (1,165 vs 1,161) — the pooled bonus {T('file_1')} "
         f"{T('file_4')}.", V, "arithmetic"),
        (f"Use ENCFF745TSK for replicate 2 {T('file_7')}.", U, "wrong-record"),
        ("ENCFF381NDD is the top-ranked file.", X, "uncited"),
        # ---- H1 POU5F1 ----
        (f"For the H1 panel the view is hg19 chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.", V,
         "locus-exact"),
        (f"The H1 window spans 30 kb of chr6 {T('h1_nav')}.", U, "wrong-value"),
        ("The H1 window is chr6:31,130,000-31,150,000.", X, "uncited"),
        (f"H3K27ac averages 12.81 against 11.42 for H3K4me3 {T('h1_stats')}.", V, "comparison"),
        (f"Oct4's mean (0.492) is about 26-fold below H3K27ac's (12.81) {T('h1_stats')}.", V, "arithmetic"),
        (f"Oct4 ({h1['Oct4']}) covers 17.2% of the window {T('h1_stats')}.", U, "percent"),
        (f"Oct4 signal here is weak and patchy {T('h1_stats')}.", N, "qualitative"),
        (f"Calling Oct4 at z ≥ 2 gives 2 peaks above a cutoff of 1.006 {T('h1_peaks')}.", V, "supported"),
        (f"With that z ≥ 2 cutoff the Oct4 caller returned 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"The Oct4 threshold is 0.492 + 2 × 0.257 ≈ 1.006 {T('h1_peaks')}.", V, "arithmetic"),
        (f"The Oct4 cutoff was 1.38 {T('h1_peaks')}.", U, "other-attribute"),
        (f"The Oct4 track has 2 peaks [[cite:cite_oct4_peaks]].", U, "unknown-token"),
        (f"Oct4 vs H3K27ac: Pearson 0.107, Spearman 0.460, 100-bp bins {T('h1_corr')}.", V, "supported"),
        (f"The H1 correlation used 1-kb bins {T('h1_corr')}.", U, "wrong-unit"),
        # ---- figure legend ----
        (f"**Figure 1.** Fold-change signal for rep1, rep2 and pooled over hg38 chr19:1,000,000-1,200,000 "
         f"{T('nav')}.", V, "locus-exact"),
        (f"(A) rep1 vs pooled in 1-kb bins (n = 200; r = 0.80) {T('corr_view')}.", V, "units"),
        (f"(B) Oct4 vs H3K27ac at hg19 chr6:31,130,000-31,150,000 in bins of 100 bp, 9 shared {T('h1_corr')}.", V,
         "locus-exact"),
        (f"(C) Pooled signal across chr19 (500 bins of ~117 kb; r with rep1 = 0.615) {T('matrix')}.", U, "matrix"),
        ("Scale bars are shared across panels.", P, "plain"),
        # ---- collaborator: view or chromosome? ----
        (f"Good catch — 0.870 is the chromosome-wide mean for rep1 {T('stats_chr')}. Over the view itself rep1 "
         f"averages 1.22 {T('stats_view')}.", V, "scope", 1),
        (f"You're right to ask. The 1,820.2 maximum is chromosome-wide {T('stats_chr')}. Within "
         f"chr19:1,000,000-1,200,000 rep1 only reaches 199.8 {T('stats_view')}.", P, "multi", 0),
        (f"You're right to ask. The 1,820.2 maximum is chromosome-wide {T('stats_chr')}. Within "
         f"chr19:1,000,000-1,200,000 rep1 only reaches 199.8 {T('stats_view')}.", V, "scope", -1),
        (f"Yes, I'm sure. rep1's view maximum is 1,820.2 {T('stats_chr')}.", U, "locus-chromosome", 1),
        (f"Those 7,688 peaks are the whole-chromosome call {T('peaks_chr')}. In the view, the merged call gave 38 "
         f"peaks {T('peaks_gap')}.", V, "scope", 1),
        (f"Fair question. The r = 0.615 between rep1 and rep2 was computed over the view {T('corr_chr')}.", U,
         "scope", 1),
        # ---- collaborator: which replicate? ----
        (f"That was replicate 2. It peaked at 190.7 in the view {T('stats_view')}.", V, "pronoun", 1),
        (f"That 76.3 maximum was replicate 1's {T('stats_win')}.", U, "other-entity"),
        (f"It was rep2. Its window mean is 2.30, with 12 intervals {T('stats_win')}.", V, "pronoun", 1),
        (f"rep2 is the noisier replicate in the view {T('stats_view')}. Its sd is 10.2 and it spans 256 intervals "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"ENCFF814HWX is biological replicate 1 {T('file_7')}.", V, "accession-role"),
        # ---- collaborator: how did you get that percentage? ----
        (f"It's the covered fraction. H3K27ac has 14,764 covered bases out of a 20,000-bp window, which is 73.8% "
         f"{T('h1_stats')}.", V, "percent", 1),
        (f"The 42% is (65 − 38) / 65: merging turned 65 fragments into 38 peaks {T('peaks_gap')}.", V, "arithmetic"),
        (f"I divided the means: rep2's 1.687 over rep1's 1.224 is 1.38, i.e. 38% higher {T('stats_view')}.", V,
         "arithmetic"),
        (f"I took rep1's chromosome-wide coverage, 58,607,590 of 58,617,616 bp, which is 99.8% {T('stats_chr')}.",
         U, "percent"),
        (f"It's sum over length: rep1 summed 244,710 over the 200-kb view, a mean of 12.2 {T('stats_view')}.", U,
         "arithmetic"),
        (f"Oct4's 1.72% is simply 344 covered bases divided by 20,000 {T('h1_stats')}.", V, "percent"),
        ("rep1 peaked at 1,820.2 somewhere on chr19.", X, "uncited"),
        ("Happy to rerun any of these with a different window or caller.", P, "plain"),
        ("I'd flag the correlation numbers as preliminary until we look at the input track.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
