"""Blind batch s14b, written by a helper session (s14b) on 2026-12-02, labelled by hand against the
records listing before any checker run (the checker was never read or run). Focus: a broad realistic
mix of answers as different assistant personalities write them — a verbose GPT-style report with
headers and bold bullet labels, a terse expert lab-notebook voice, and a cautious hedger ("roughly",
"on the order of", "a little under") — covering comparisons and arithmetic between cited values (right
and wrong), loci and scopes (view, 10-kb window, chromosome, features, preview rows), ENCODE accessions
in right and wrong roles, and purely qualitative remarks, over every record kind.

First run of the checker on it (never relabelled; checker at f84b717, changed for s12 and s13, never for this
batch): 134 sentences, agreement 0.963, "unsupported" precision 0.964, recall 0.964. The two s14 batches
together (259): 0.961 / 0.971 / 0.943."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s14b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    chr_file = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---- chromosome-wide signal stats (stats_chr) ----
        (f"**Mean signal (chr19):** rep1 averaged 0.870 across the whole chromosome {T('stats_chr')}.", V, "supported"),
        (f"rep1 μ=0.870, max 1,820 on chr19 {T('stats_chr')}.", V, "multi"),
        (f"rep2 μ=0.870 chr-wide {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"rep2 μ≈0.87 on chr19 {T('stats_chr')}.", V, "hedged"),
        (f"Summed over chr19, rep1's signal comes to about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"rep2's total signal on chr19 is on the order of 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"The pooled track sums to ~51.1M over chr19 {T('stats_chr')}.", V, "scale"),
        (f"Coverage is essentially complete — 99.98% of chr19's bases carry a rep1 value {T('stats_chr')}.", V,
         "percent"),
        (f"Roughly 87% of chr19 is covered by rep1 signal {T('stats_chr')}.", U, "percent"),
        (f"rep1 covers 77,569 bases on chr19 {T('stats_chr')}.", U, "other-attribute"),
        (f"rep1 has values over roughly 58.6 Mb of chr19 {T('stats_chr')}.", V, "units"),
        (f"Pooling raised the peak height: the pooled track's chr19 max (870.1) exceeds both replicates "
         f"{T('stats_chr')}.", U, "comparison"),
        (f"rep1's chr19 maximum is about 152 higher than rep2's (1,820.2 vs 1,667.9) {T('stats_chr')}.", V,
         "arithmetic"),
        (f"rep1's chromosome-wide max sits roughly 250 above rep2's {T('stats_chr')}.", U, "arithmetic"),
        (f"The pooled track has the smallest spread on chr19 (sd 6.465, versus 9.023 and 8.637 for rep1 and rep2) "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"rep1 and rep2 averaged 0.870 and 0.874 on chr19, respectively {T('stats_chr')}.", V, "respectively"),
        (f"rep1 and rep2 reached 1,667.9 and 1,820.2 chromosome-wide, respectively {T('stats_chr')}.", U,
         "respectively"),
        (f"rep2 averaged 0.874 across chr19 {T('stats_chr')}. Its maximum was 1,667.9 {T('stats_chr')}.", V,
         "pronoun", 1),
        (f"The pooled track averaged 0.872 on chr19 {T('stats_chr')}. Its sd, 9.02, is the largest of the three "
         f"{T('stats_chr')}.", U, "pronoun", 1),
        (f"On chr19 as a whole (chr19:0-58,617,616), rep2 averaged 0.874 {T('stats_chr')}.", V, "locus-chromosome"),
        ("rep1 averaged 0.870 across chr19, with a maximum of 1,820.2.", X, "uncited"),
        (f"I'd treat the pooled track as the most reliable summary of the two replicates {T('stats_chr')}.", N,
         "qualitative"),
        # ---- the view (nav, describe, stats_view) ----
        (f"**Current view:** chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The window on screen is roughly chr19:1.0–1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"We're looking at chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The view was last updated at 2026-12-02T03:49:57Z and shows chr19:1,000,000-1,200,000 {T('nav')}.", V,
         "timestamp"),
        (f"Navigation completed at 03:49:57 UTC on 2 December 2026 {T('nav')}.", N, "timestamp"),
        (f"- **rep1 (view):** mean 1.23 {T('stats_view')}.", U, "wrong-value"),
        (f"rep1's sd over the view rounds to 7.71 {T('stats_view')}.", V, "rounded"),
        (f"rep2's sd in the view is 10.20 {T('stats_view')}.", V, "rounded"),
        (f"rep2's sd in the view is 10.19 {T('stats_view')}.", U, "wrong-value"),
        (f"rep1 is the stronger replicate across the view, averaging 1.69 against rep2's 1.22 {T('stats_view')}.", U,
         "comparison"),
        (f"rep2's mean in the view is roughly 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep2's view mean is about double rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"Track {ids['rep2']} reached 190.7 in the view {T('stats_view')}.", V, "ids"),
        (f"Track {ids['rep1']} reached 190.7 in the view {T('stats_view')}.", U, "ids"),
        (f"Within the current view, rep1 peaks at 1,820.2 {T('stats_chr')}.", U, "locus-chromosome"),
        (f"In the view, rep1's values range from 0 to 199.8 {T('stats_view')}.", V, "range"),
        (f"In the view, rep2's values range from 0 to 199.8 {T('stats_view')}.", U, "range"),
        (f"The describe call lists 64 rep1 peaks and 69 rep2 peaks in view {T('describe')}.", V, "multi"),
        (f"rep2's peaks in the view carry scores up to 177 {T('describe')}.", U, "other-entity"),
        (f"The pooled track averages 1.45 in the view, between the two replicates {T('describe')}.", V, "comparison"),
        (f"In the view the pooled track averages 1.45 {T('stats_view')}.", U, "wrong-record"),
        (f"Both replicates show a broadly similar landscape across this window {T('describe')}.", N, "qualitative"),
        (f"rep1's summed signal over the view is about 245 million {T('stats_view')}.", U, "wrong-scale"),
        (f"rep2's summed signal over the view is about 337 thousand {T('stats_view')}.", V, "scale"),
        (f"Across the view rep2 averaged 1.69 {T('stats_view')}. I can break this down by peak if that helps.", V,
         "supported", 0),
        # ---- the 10-kb window (stats_win) ----
        (f"Over chr19:1,050,000-1,060,000, rep1 averages 2.76 {T('stats_win')}.", V, "scope"),
        (f"Over the 10-kb window chr19:1,050,000-1,060,000, rep1 averages 1.22 {T('stats_view')}.", U, "scope"),
        (f"Inside the 10-kb window, rep1 (2.76) runs ahead of rep2 (2.30) {T('stats_win')}.", V, "comparison"),
        (f"rep1's mean in the 10-kb window (2.76) is about 2.3 times its view-wide mean (1.22) {T('stats_win')} "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 sits inside the current view {T('stats_win')} {T('nav')}.", V,
         "locus-subregion"),
        ("In the 10-kb window rep1 reached 111.0.", X, "uncited"),
        # ---- peak calls ----
        (f"### Peak calling\n\n- **Chromosome-wide (rep1, z ≥ 2):** 7,688 peaks at a cutoff of 18.92 "
         f"{T('peaks_chr')}.", V, "multi"),
        (f"The chromosome-wide call produced roughly 7,900 peaks {T('peaks_chr')}.", U, "hedged"),
        (f"The cutoff of 18.92 corresponds to the mean plus three standard deviations {T('peaks_chr')}.", U,
         "wrong-value"),
        (f"The called peaks were written to {chr_file} and number 7,688 {T('peaks_chr')}.", V, "ids"),
        (f"Within the displayed window the z-score caller found 7,688 peaks on rep1 {T('peaks_chr')}.", U,
         "locus-chromosome"),
        (f"With a 1-kb merge gap, 65 raw fragments collapsed into 38 peaks — 27 fewer, a drop of about 42% "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"Merging cut the fragment count by 58% (65 to 38) {T('peaks_gap')}.", U, "arithmetic"),
        (f"The merged call returned 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"For rep2 I used a fixed cutoff of 20 with a 50-bp minimum width, which yielded 48 peaks {T('peaks_thr')}.",
         V, "multi"),
        (f"rep2's fixed-threshold call (≥ 20, min width 50 bp) returned 48 peaks {T('peaks_gap')}.", U,
         "wrong-record"),
        (f"A simple z-score caller like this is not a substitute for MACS2 {T('peaks_chr')}.", N, "qualitative"),
        ("If you want model-based calls, MACS2 or SEACR would be the natural next step.", P, "qualitative"),
        # ---- quantification at rep1 peaks ----
        (f"**Top feature:** Peak_22 (chr19:1,102,539-1,102,707) with a mean rep1 signal of 113.0 {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_37 sits at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_37's mean signal is 115 {T('quant')}.", U, "other-attribute"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 falls within the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U,
         "locus-subregion"),
        (f"All 64 rep1 peaks in the view were quantified {T('quant')}.", V, "supported"),
        (f"The top five peaks average between roughly 55 and 113 {T('quant')}.", V, "range"),
        (f"The peaks at the head of this ranking look like genuine enhancer-like sites {T('quant')}.", N,
         "qualitative"),
        # ---- correlations ----
        (f"**Replicate agreement (chr19):** Pearson r = 0.615 and Spearman ρ = 0.586 over 500 bins of 117,236 bp "
         f"{T('corr_chr')}.", V, "multi"),
        (f"Bins were on the order of 117 kb {T('corr_chr')}.", V, "units"),
        (f"Each of the 500 bins is 117,236 kb wide {T('corr_chr')}.", U, "wrong-unit"),
        (f"Replicate concordance on chr19 is moderate — Pearson a bit over 0.6 {T('corr_chr')}.", V, "hedged"),
        (f"The chr19 Spearman correlation between the replicates is a little over 0.6 {T('corr_chr')}.", U, "hedged"),
        (f"In the view, rep1 and pooled track closely (r = 0.80 at 1-kb bins) {T('corr_view')}.", V, "supported"),
        (f"The rep1–pooled Spearman in the view is a little under 0.7 {T('corr_view')}.", V, "hedged"),
        (f"Chromosome-wide, rep1 and pooled correlate at r = 0.80 {T('corr_view')}.", U, "scope"),
        (f"In the chr19 matrix, rep2–pooled is the tightest pair (Pearson 0.899), just ahead of rep1–pooled (0.898) "
         f"{T('matrix')}.", V, "matrix"),
        (f"The strongest pairing in the chr19 matrix is rep1–pooled at 0.898 {T('matrix')}.", U, "matrix"),
        (f"rep1–pooled Spearman in the matrix is 0.901 {T('matrix')}.", U, "matrix"),
        (f"Chromosome-wide, rep1 agrees better with the pooled track (r 0.898) than with rep2 (r 0.615) "
         f"{T('matrix')}.", V, "comparison"),
        (f"**Bottom line:** the two replicates are consistent enough for downstream analysis {T('corr_chr')}.", N,
         "qualitative"),
        # ---- H1 / hg19 ----
        (f"The hg19 view is chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"| Mark | Mean | Max |\n|---|---|---|\n| H3K27ac | 12.81 | 74.48 | {T('h1_stats')} |", V, "table"),
        (f"| Mark | Mean | Max |\n|---|---|---|\n| H3K27ac | 12.81 | 74.48 | {T('h1_stats')} |\n"
         f"| H3K4me3 | 11.42 | 74.48 | {T('h1_stats')} |", U, "table"),
        (f"| Track | chr19 mean | chr19 max |\n|---|---|---|\n| rep1 | 0.870 | 1,820.2 | {T('stats_chr')} |\n"
         f"| rep2 | 0.874 | 1,667.9 | {T('stats_chr')} |", V, "table"),
        (f"| Track | View mean |\n|---|---|\n| rep1 | 1.22 | {T('stats_view')} |\n| rep2 | 1.96 | {T('stats_view')} |",
         U, "table"),
        (f"Oct4 signal covers just 1.72% of the window (344 bp) {T('h1_stats')}.", V, "percent"),
        (f"Oct4 covers about 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 peaks at 74.5 here {T('h1_stats')}.", U, "other-entity"),
        (f"On average H3K27ac is about 26-fold stronger than Oct4 here (12.8 vs 0.49) {T('h1_stats')}.", V,
         "arithmetic"),
        (f"H3K4me3's mean is roughly 30 times Oct4's {T('h1_stats')}.", U, "arithmetic"),
        (f"Calling Oct4 at z ≥ 2 gives a cutoff of about 1.01 and just 2 peaks {T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 z-score call returned 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Oct4 vs H3K27ac: r = 0.11, Spearman 0.46, computed on only 9 of 200 bins (191 excluded) at 100 bp "
         f"{T('h1_corr')}.", V, "multi"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"With so few shared bins, I wouldn't read much into the Oct4–H3K27ac correlation {T('h1_corr')}.", N,
         "qualitative"),
        # ---- assets ----
        (f"The Oct4 peak file has 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger Oct4 peak, with a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks in the file lie inside the hg19 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"The ENCFF754TJH.wig preview section, chr9:35,696,794-35,728,096, overlaps the current hg38 view "
         f"{T('asset_graph')} {T('nav')}.", U, "locus-disjoint"),
        (f"MYC (chr8:127,735,433-127,742,951) lies within the current view {T('gene')} {T('nav')}.", U,
         "locus-disjoint"),
        (f"The bedGraph preview's first interval, chr9:35,726,969-35,726,977, has value 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph preview opens at chr9:35,726,969-35,726,977 with a value of 7.45 {T('asset_graph')}.", U,
         "preview"),
        (f"ENCFF754TJH.wig is roughly 81 kB (80,997 bytes) {T('asset_graph')}.", V, "units"),
        # ---- gene ----
        (f"MYC maps to chr8:127,735,433-127,742,951 on the + strand (hg38) {T('gene')}.", V, "locus-exact"),
        (f"The MYC annotation spans roughly 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC is about 7.5 Mb long {T('gene')}.", U, "wrong-unit"),
        (f"MYC is at chr8:128,748,315-128,753,680 {T('gene')}.", U, "locus-exact"),
        # ---- ENCODE search and files ----
        (f"**Search:** 10 ranked candidates from 20 matching K562 H3K27ac bigWigs, no relaxations needed "
         f"{T('search')}.", V, "multi"),
        (f"The ENCODE query, retrieved at 2026-12-02T03:49:59Z, returned 11 candidates {T('search')}.", U,
         "timestamp"),
        (f"The top hit is ENCFF381NDD {T('search')}.", V, "accession"),
        (f"The top-ranked candidate is ENCFF779QTH {T('search')}.", U, "accession"),
        (f"ENCFF381NDD is a fold-change bigWig pooling replicates 1, 2 and 3, from experiment ENCSR000AKP "
         f"{T('file_1')}.", V, "accession-role"),
        (f"ENCSR000AKP is the pooled fold-change bigWig file {T('file_1')}.", U, "accession-role"),
        (f"File ENCFF177JXC comes from biological replicate 2 {T('file_4')}.", U, "accession-role"),
        (f"ENCFF745TSK (rank 6) is a replicate-2 file with a score of 1,161 {T('file_6')}.", V, "accession"),
        (f"ENCFF381NDD outscored ENCFF177JXC, 1,165 to 1,161 {T('file_1')} {T('file_4')}.", V, "multi-record"),
        (f"ENCFF938DNH is the replicate-3 file {T('file_9')}.", U, "wrong-record"),
        (f"ENCFF977KGH belongs to experiment ENCSR000AKQ {T('file_10')}.", U, "accession"),
        ("ENCFF381NDD is the pooled replicate file from ENCSR000AKP.", X, "uncited"),
        (f"All of these hits look like sensible choices for a K562 H3K27ac analysis {T('search')}.", N,
         "qualitative"),
        # ---- unknown tokens ----
        ("rep1 averaged 0.870 on chr19 [[cite:cite_made_up_8812]].", U, "unknown-token"),
        ("The replicates agree well [[cite:cite_unknown_42]].", U, "unknown-token"),
        # ---- plain / uncited ----
        ("Happy to re-run this with a different bin size if you'd like.", P, "uncited"),
        ("### Replicate concordance", P, "uncited"),
        ("Keep in mind that fold-change tracks are normalized against input, so absolute values are only "
         "comparable within an experiment.", P, "qualitative"),
        ("MYC is at chr8:127,735,433-127,742,951.", X, "uncited"),
        ("Oct4 and H3K27ac correlate only weakly here (r ≈ 0.11).", X, "uncited"),
        ("The threshold call on rep2 gave 48 peaks, versus 38 for the merged z-score call on rep1.", X, "uncited"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
