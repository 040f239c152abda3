"""Blind batch s12b, written by a helper session (s12b) on 2026-12-02, labelled by hand against the
records dump before any checker run. Focus: loci and scope (view vs 10-kb window vs whole chromosome,
features and their loci, narrowPeak / bedGraph preview rows), the ENCODE K562 H3K27ac search (file vs
experiment accessions, replicates, ranks, scores, output types, sizes), the hg19 H1 POU5F1 tracks, and
comparisons / simple arithmetic between cited values (differences, ratios, fold, percent change,
rankings), right and wrong, with a share of plainly supported, rounded and hedged sentences. Style: terse
lab-notebook notes, GPT-style bullets and Claude-style explanatory prose.

First run of the checker on it (never relabelled; checker at c6732f7): 127 sentences, agreement 0.953,
"unsupported" precision 0.940, recall 0.940. The two s12 batches together (258): 0.946 / 0.940 / 0.922."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s12b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- the view, loci and scope ----
        (f"The browser is now on hg38 chr19:1,000,000–1,200,000 {T('nav')}.", V, "locus-exact"),
        (f"Current view: chr19:1.0–1.2 Mb, i.e. 200 kb {T('nav')}", V, "locus-exact"),
        (f"I've moved the view to chr19:1,000,000-1,250,000 so both peak clusters are on screen {T('nav')}.",
         U, "locus-exact"),
        (f"That 200-kb view is only about 0.34% of chr19's 58.6 Mb {T('nav')} {T('stats_chr')}.", V, "arithmetic"),
        (f"Put differently, the view is roughly 3.4% of the chromosome {T('nav')} {T('stats_chr')}.", U,
         "arithmetic"),
        (f"Within this view, rep1 averages 1.22 fold-enrichment and peaks at 199.8 {T('describe')}.", V,
         "rounded"),
        (f"rep1 / view — 256 intervals, 100% covered, sum ≈ 245k {T('stats_view')}", V, "scale"),
        (f"Across the view, rep1's signal sums to roughly 245 million {T('stats_view')}.", U, "wrong-scale"),
        (f"The first replicate averaged 0.87 across the visible region {T('stats_chr')}.", U, "locus-chromosome"),
        (f"Genome-wide on chr19 (all 58.6 Mb), rep1 averages 0.870 with an SD of 9.02 {T('stats_chr')}.", V,
         "supported"),
        (f"On the whole chromosome, replicate 2's maximum is 1,667.9 {T('stats_chr')}. Its mean there is 0.874 "
         f"and its SD 8.64 {T('stats_chr')}.", V, "pronoun", 1),
        (f"The pooled track has the lowest chromosome-wide maximum, 870.1 {T('stats_chr')}. Its SD, 9.02, is "
         f"also the smallest of the three {T('stats_chr')}.", U, "pronoun", 1),
        (f"rep2 has the highest chr19 mean (0.874), just ahead of pooled (0.872) and rep1 (0.870) "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"On chr19 rep1 averages slightly higher than rep2 (0.870 vs 0.874) {T('stats_chr')}.", U, "comparison"),
        (f"rep1's chromosome-wide maximum exceeds rep2's by about 152 {T('stats_chr')}.", V, "arithmetic"),
        (f"Across chr19, rep1 and rep2 peaked at 1,667.9 and 1,820.2, respectively {T('stats_chr')}.", U,
         "respectively"),
        (f"rep1 covers 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"rep1 covers 87% of chr19 with signal {T('stats_chr')}.", U, "percent"),
        (f"rep2's summed chr19 signal comes to about 51.2 million {T('stats_chr')}.", V, "scale"),
        (f"Track {ids['pooled']} averages 0.872 over chr19 {T('stats_chr')}.", V, "ids"),
        (f"{ids['rep2']} averaged 1.22 across the view {T('stats_view')}.", U, "ids"),
        (f"rep1 and rep2 averaged 1.22 and 1.69 in the view, respectively {T('stats_view')}.", V, "respectively"),
        (f"rep1 averages 1.22 in the view {T('stats_view')}, roughly 40% above its chromosome-wide 0.870 "
         f"{T('stats_chr')}.", V, "multi-record"),
        (f"rep2 averages 1.69 across the view {T('stats_win')}.", U, "wrong-record"),
        # ---- the 10-kb window ----
        (f"In the 10-kb window chr19:1,050,000–1,060,000, rep1 averages 2.76 {T('stats_win')}.", V,
         "locus-subregion"),
        (f"rep1 averages 2.76 across the full 200-kb view {T('stats_win')}.", U, "locus-subregion"),
        (f"Zooming in to chr19:1,050,000–1,060,000, rep1's mean is 1.22 {T('stats_view')}.", U, "locus-subregion"),
        (f"Within that 10-kb slice, rep1's mean is about 2.3× its mean over the whole view {T('stats_win')} "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"So the window is roughly three times richer in rep1 signal than the view overall {T('stats_win')} "
         f"{T('stats_view')}.", U, "arithmetic"),
        (f"In the window, rep1's mean is about 20% higher than rep2's {T('stats_win')}.", V, "percent"),
        (f"rep2 spans 11 intervals in the window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"rep1's SD inside the 10-kb window is 12.1. {T('stats_win')}", V, "supported"),
        (f"Inside the window the ranking flips — rep1 (2.76) now outscores rep2 (2.30), whereas across the view "
         f"rep2 led (1.69 vs 1.22) {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        # ---- peak calls ----
        (f"chr19, z ≥ 2: ~7.7k peaks {T('peaks_chr')}", V, "hedged"),
        (f"The chromosome-wide call used a cutoff of 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"In the view, merging rep1 fragments within 1 kb collapsed 65 fragments into 38 peaks "
         f"{T('peaks_gap')}. That is a ~42% reduction in calls {T('peaks_gap')}.", V, "arithmetic", 1),
        (f"With the 1-kb merge gap, the view held 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"The chromosome-wide call found more than 200 times as many peaks as the merged view call (7,688 vs 38) "
         f"{T('peaks_chr')} {T('peaks_gap')}.", V, "arithmetic"),
        (f"Applying the same absolute cutoff of 20 to rep1 yields 48 regions {T('peaks_thr')}.", U, "other-entity"),
        (f"The threshold caller kept 48 regions, 21 fewer than the 69 narrowPeaks ENCODE reports for rep2 in "
         f"this view {T('peaks_thr')} {T('describe')}.", V, "arithmetic"),
        (f"rep1's narrowPeak scores in the view run from 21 to 177 {T('describe')}.", V, "range"),
        (f"rep1 peaks: 256 features in the current view {T('describe')}.", U, "other-attribute"),
        # ---- quantification at rep1 peaks ----
        (f"The top feature is Peak_22 (chr19:1,102,539–1,102,707), averaging 113.0 {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_37 sits at chr19:1,102,539–1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 scored 113 in the narrowPeak file {T('quant')}.", U, "other-attribute"),
        (f"Peak_22's mean signal is about 18% higher than Peak_37's {T('quant')}.", V, "percent"),
        (f"Peak_22 outpaces Peak_37 by roughly 27 units of mean signal {T('quant')}.", U, "arithmetic"),
        (f"Peak_37 ends 4,526 bp before Peak_22 begins {T('quant')}.", V, "arithmetic"),
        (f"Peak_281 (chr19:1,058,648–1,058,806) falls inside the 10-kb window chr19:1,050,000–1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 (chr19:1,102,539–1,102,707) also lies within the chr19:1,050,000–1,060,000 window "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Peak_1397 ranks 3rd with a mean of 61.6 {T('quant')}.", U, "wrong-value"),
        # ---- correlations ----
        (f"Over chr19 (500 bins of ~117 kb), rep1 and rep2 correlate at r = 0.62 {T('corr_chr')}.", V,
         "supported"),
        (f"rep1 vs rep2 on chr19: Pearson 0.59, Spearman 0.62 {T('corr_chr')}.", U, "respectively"),
        (f"In the view, rep1 tracks the pooled signal closely (r = 0.80 over 200 1-kb bins) {T('corr_view')}.", V,
         "supported"),
        (f"rep1 and rep2 correlate at r = 0.80 across the view {T('corr_view')}.", U, "other-entity"),
        (f"Pooled correlates about equally with both replicates on chr19 — r = 0.898 with rep1 and 0.899 with "
         f"rep2 {T('matrix')}.", V, "matrix"),
        (f"By Spearman, pooled agrees better with rep2 (0.90) than with rep1 (0.85) {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled Spearman on chr19 is 0.90 {T('matrix')}.", U, "matrix"),
        (f"| pair | Pearson | Spearman |\n|---|---|---|\n| rep2–pooled | 0.90 | 0.85 | {T('matrix')}", U, "table"),
        (f"| track | chr19 mean | chr19 max |\n|---|---|---|\n| rep2 | 0.874 | 1,667.9 | {T('stats_chr')}", V,
         "table"),
        # ---- MYC ----
        (f"MYC maps to chr8:127,735,433–127,742,951 on the + strand {T('gene')}.", V, "locus-exact"),
        (f"MYC spans roughly 7.5 kb {T('gene')}.", V, "hedged"),
        (f"The MYC locus is about 7.5 Mb long {T('gene')}.", U, "wrong-scale"),
        (f"MYC sits just off the current view, around chr19:1.2 Mb {T('gene')}.", U, "locus-disjoint"),
        # ---- asset previews ----
        (f"narrowpeak_H1_Oct4.bed is tiny — 102 bytes, 2 lines {T('asset_peaks')}.", V, "units"),
        (f"The Oct4 peak file weighs in at 102 kB {T('asset_peaks')}.", U, "wrong-unit"),
        (f"peak2364 (chr6:31,140,574–31,141,112) is the stronger call, score 93 and signal 288.4 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"peak2364's signal value (288.4) is about 2.2 times peak2363's (128.8) {T('asset_peaks')}.", V,
         "arithmetic"),
        (f"The two Oct4 peaks are separated by a 465-bp gap {T('asset_peaks')}.", V, "arithmetic"),
        (f"Both Oct4 narrowPeak rows fall inside the hg19 POU5F1 window chr6:31,130,000–31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2363 starts at chr6:31,139,756 {T('asset_peaks')}.", U, "locus-feature"),
        (f"The bedGraph asset ENCFF754TJH.wig is 80,997 bytes (~81 kB) {T('asset_graph')}.", V, "units"),
        (f"First data row: chr9:35,726,969–35,726,977 = 8.62 {T('asset_graph')}", V, "preview"),
        (f"The preview's highest value is 20.12, in its last row (chr9:35,727,163–35,727,165) "
         f"{T('asset_graph')}.", V, "preview"),
        (f"At chr9:35,727,084–35,727,087 the bedGraph reads 13.39 {T('asset_graph')}.", U, "preview"),
        (f"The bedGraph file is about 49 kB on disk {T('asset_graph')}.", U, "other-attribute"),
        # ---- ENCODE search ----
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked candidates out of 20 matching files "
         f"{T('search')}.", V, "supported"),
        (f"The search returned 20 ranked candidates {T('search')}.", U, "wrong-value"),
        (f"Top hit: ENCFF381NDD, the pooled (replicates 1, 2, 3) fold-change bigWig from experiment "
         f"ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCSR000AKP is the top-ranked file {T('file_1')}.", U, "accession-role"),
        (f"ENCFF779QTH (rank 2) pools replicates 1 and 2 {T('file_2')}.", V, "accession"),
        (f"ENCFF849TDM pools replicates 1, 2 and 3 {T('file_3')}.", U, "accession"),
        (f"ENCFF177JXC is a single-replicate file — biological replicate 1 — ranked 4th with a score of 1,161 "
         f"{T('file_4')}.", V, "accession"),
        (f"ENCFF289IVJ, replicate 1, ranked fifth {T('file_5')}.", U, "accession"),
        (f"ENCFF381NDD (pooled) outscored ENCFF177JXC (replicate 1) by 4 points, 1,165 vs 1,161 "
         f"{T('file_1')} {T('file_4')}.", V, "arithmetic"),
        (f"ENCFF381NDD is a 1.4 GB bigWig {T('file_1')}.", U, "wrong-value"),
        (f"ENCFF814HWX ranked 7th {T('file_10')}.", U, "wrong-record"),
        (f"ENCFF814HWX is the signal p-value bigWig for replicate 1 {T('file_7')}.", U, "wrong-value"),
        (f"The search (retrieved 2026-12-02 03:49 UTC) ranked 10 candidates {T('search')}.", V, "timestamp"),
        # ---- H1 POU5F1 ----
        (f"For H1 I'm looking at hg19 chr6:31,130,000–31,150,000, a 20-kb window around POU5F1 {T('h1_nav')}.",
         V, "locus-exact"),
        (f"{h1['H3K4me3']} averaged 11.4 and reached 72.4 in the window {T('h1_stats')}.", V, "ids"),
        (f"H3K27ac covers 73.8% of the window, H3K4me3 65.7% {T('h1_stats')}.", V, "percent"),
        (f"Oct4 covers about 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac covers about 8.1 percentage points more of the window than H3K4me3 {T('h1_stats')}.", V,
         "arithmetic"),
        (f"The mean H3K27ac signal is roughly 26 times that of Oct4 {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K4me3 has the widest spread of the three marks (SD 15.8) {T('h1_stats')}.", V, "comparison"),
        (f"H3K27ac averaged 13.6 across the window {T('h1_stats')}.", U, "other-attribute"),
        (f"Oct4 averaged 0.49 across chr6 {T('h1_stats')}.", U, "locus-chromosome"),
        (f"H3K4me3 values span 0.68–72.4 in the window {T('h1_stats')}.", U, "range"),
        (f"H3K4me3 peaks higher than H3K27ac in this window (72.4 vs 74.5) {T('h1_stats')}.", U, "comparison"),
        (f"z ≥ 2 on Oct4 (cutoff ≈ 1.01) called 2 peaks in the window {T('h1_peaks')}.", V, "supported"),
        (f"Oct4 z-score calling found 1 peak in the window {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Oct4 vs H3K27ac in the window: Pearson r = 0.11, Spearman 0.46 {T('h1_corr')}.", V, "supported"),
        (f"Only 9 of the 200 100-bp bins were usable; 191 were excluded {T('h1_corr')}.", V, "supported"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 vs H3K4me3 correlate only weakly (r = 0.11) {T('h1_corr')}.", U, "other-entity"),
        # ---- unknown tokens ----
        ("rep1 averages 0.870 across chr19 [[cite:genome_signal_stats_a1b2c3d4]].", U, "unknown-token"),
        ("The H1 window is chr6:31,130,000–31,150,000 [[cite:cite_h1_window_001]].", U, "unknown-token"),
        # ---- qualitative (token, nothing checkable) ----
        (f"rep1 and the pooled track look broadly concordant at this zoom {T('corr_view')}.", N, "qualitative"),
        (f"Oct4 occupancy here is sparse and punctate rather than a broad domain {T('h1_stats')}.", N,
         "qualitative"),
        (f"The z-score caller is a simple thresholder, not a model-based peak caller like MACS2 "
         f"{T('peaks_chr')}.", N, "qualitative"),
        (f"Merging nearby fragments gives a noticeably cleaner peak set {T('peaks_gap')}.", N, "qualitative"),
        (f"The top-ranked ENCODE hit looks like the most sensible file to load {T('search')}.", N, "qualitative"),
        (f"Search results were retrieved at 03:49:59 UTC on 2026-12-02 {T('search')}.", N, "timestamp"),
        (f"H3K27ac and H3K4me3 both form a broad block over the promoter {T('h1_stats')}.", N, "qualitative"),
        # ---- uncited ----
        (f"rep1 averages 1.22 in the view {T('stats_view')}. rep2 averages 1.69.", X, "uncited", 1),
        ("MYC is at chr8:127,735,433–127,742,951 on the plus strand.", X, "uncited"),
        ("The ENCODE top hit is ENCFF381NDD (pooled replicates).", X, "uncited"),
        ("Oct4 covers just 1.7% of the POU5F1 window, against 73.8% for H3K27ac.", X, "uncited"),
        ("- **Peaks (chr19, z ≥ 2):** 7,688", X, "uncited"),
        (f"Correlation on chr19 is modest {T('corr_chr')}. Pearson r came out at 0.62 over 500 bins.", X,
         "uncited", 1),
        ("rep1 averages 0.95 on chr19.", X, "uncited"),
        # ---- plain ----
        ("Here's what the numbers show:", P, "plain"),
        ("Let me know if you'd like me to load the replicate tracks next.", P, "plain"),
        ("**Next steps**", P, "plain"),
        ("Overall, the H1 marks look like a classic active promoter.", P, "plain"),
        ("I can re-run the correlation at a finer bin size if that helps.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
