"""Blind batch s17b, written by a helper session (s17b), on 2026-12-02, labelled by hand against the
records dump before any checker run (the checker was neither read nor run). Focus: methods-section and
lab-meeting-slide answers -- compact sentences dense with numbers (two to four facts each), "respectively"
lists, parenthetical values, units and scale words, ranges and markdown tables, comparisons between tracks,
scopes and correlation pairs, plus qualitative and uncited sentences. The unsupported rows are the slips of
such dense writing: one wrong number among several, values swapped between tracks or scopes, a unit or
scale slip, a wrong pair in a correlation, the wrong record cited.

First run of the checker on it (never relabelled; checker at b650fc3, changed for s12–s14 and s16, never for
this batch): 128 sentences, agreement 0.977, "unsupported" precision 0.980, recall 0.962. The two s17 batches
together (254): 0.969 / 0.990 / 0.942."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s17b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- chromosome-wide signal statistics (stats_chr) ----
        (f"Chromosome-wide (chr19, 58.6 Mb), rep1, rep2 and pooled averaged 0.870, 0.874 and 0.872 fold-change, "
         f"respectively {T('stats_chr')}.", V, "respectively"),
        (f"Interval counts over chr19 were 77,174, 77,569 and 151,029 for rep1, rep2 and pooled, respectively "
         f"{T('stats_chr')}.", U, "respectively"),
        (f"rep1 covers 58,607,590 bp of chr19 (99.98%) {T('stats_chr')}.", V, "percent"),
        (f"Summed signal is ~51.0 M for rep1 and ~51.2 M for rep2 across the chromosome {T('stats_chr')}.", V,
         "scale"),
        (f"The pooled track sums to ~51.1 billion fold-change units over chr19 {T('stats_chr')}.", U, "wrong-scale"),
        (f"rep2's chromosome-wide SD is 0.874, a touch above rep1's {T('stats_chr')}.", U, "other-attribute"),
        (f"rep2's chr19 mean edges out rep1's (0.874 vs 0.870), although rep1 reaches the higher maximum "
         f"(1,820 vs 1,668) {T('stats_chr')}.", V, "comparison"),
        (f"The two replicate means differ by only 0.04 on chr19 (0.870 vs 0.874) {T('stats_chr')}.", U,
         "arithmetic"),
        (f"- **rep1 (chr19):** mean 0.87, SD 9.02, max 1,820.2 {T('stats_chr')}", V, "rounded"),
        (f"rep1 topped out at 1,821 over chr19, with 77,569 intervals {T('stats_chr')}.", U, "wrong-value"),
        (f"Across chr19:0-58,617,616, rep2 reached 1,667.9 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"Track {ids['rep1']} (rep1) averaged 0.870 and peaked at 1,820.2 on chr19 {T('stats_chr')}.", V, "ids"),
        # ---- viewport statistics (stats_view, describe) ----
        (f"In the 200-kb view (chr19:1,000,000-1,200,000), rep1 and rep2 averaged 1.22 and 1.69, respectively "
         f"{T('stats_view')}.", V, "respectively"),
        (f"Over chr19:1,000,000-1,200,000, rep1 averaged 0.870 {T('stats_chr')}.", U, "locus-chromosome"),
        (f"rep2 is stitched from 297 intervals in the view, rep1 from 256 {T('stats_view')}.", U, "wrong-value"),
        (f"In the view, rep1 peaks and rep2 peaks contribute 64 and 69 features with scores spanning 21–177 and "
         f"21–123, respectively {T('describe')}.", V, "range"),
        (f"pooled averages 1.45 over the view, between rep1 (1.22) and rep2 (1.69) {T('describe')}.", V,
         "comparison"),
        (f"pooled averages 1.45 across the viewport {T('stats_view')}.", U, "wrong-record"),
        (f"Summed viewport signal is 0.24 M for rep1 and 0.34 M for rep2 {T('stats_view')}.", V, "scale"),
        (f"rep1's summed signal over the view is ~245 million {T('stats_view')}.", U, "wrong-scale"),
        (f"rep1's viewport mean was 1.23, its SD 7.71 {T('stats_view')}.", U, "rounded"),
        (f"Track {ids['rep2']} averaged 1.22 over the view {T('stats_view')}.", U, "ids"),
        (f"rep2's signal averages ~38% higher than rep1's in the view (1.69 vs 1.22) {T('stats_view')}.", V,
         "arithmetic"),
        # ---- 10-kb window (stats_win) ----
        (f"In chr19:1,050,000-1,060,000 (10 kb), rep1 and rep2 averaged 2.76 and 2.30 (maxima 111.0 and 76.3) "
         f"{T('stats_win')}.", V, "multi"),
        (f"The window is tiled by 16 rep1 and 12 rep2 intervals {T('stats_win')}.", V, "supported"),
        (f"rep2 spans 11 intervals in the 10-kb window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"rep1's window mean is ~2.3× its viewport mean (2.76 vs 1.22) {T('stats_win')} {T('stats_view')}.", V,
         "arithmetic"),
        (f"Within chr19:1,050,000-1,060,000, rep1 averaged 1.22 {T('stats_view')}.", U, "locus-subregion"),
        (f"rep2 carries more intervals than rep1 in the window (16 vs 12) {T('stats_win')}.", U, "comparison"),
        # ---- peak calls ----
        (f"Chromosome-wide z-score calling on rep1 (k = 2; cutoff 18.92, from mean 0.870 and SD 9.02) returned "
         f"7,688 peaks {T('peaks_chr')}.", V, "multi"),
        (f"rep1 produced nearly 7,700 chromosome-wide peaks {T('peaks_chr')}.", V, "hedged"),
        (f"The chr19 z-score run gave roughly 8,500 peaks {T('peaks_chr')}.", U, "hedged"),
        (f"With a 1-kb merge gap, rep1's 65 viewport fragments collapsed into 38 peaks (cutoff 16.64) "
         f"{T('peaks_gap')}.", V, "units"),
        (f"The gap-merged viewport calls used a cutoff of 18.92 {T('peaks_gap')}.", U, "scope"),
        (f"rep2 called with an absolute cutoff of 20 and a 50-bp minimum width gave 48 peaks {T('peaks_thr')}.", V,
         "units"),
        (f"The absolute caller (threshold 20, min width 50 kb) returned 48 rep2 peaks {T('peaks_thr')}.", U,
         "wrong-unit"),
        (f"The absolute caller on rep2 found 10 more peaks than the gap-merged z-score caller on rep1 (48 vs 38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"rep1 yielded 48 peaks at a fixed threshold of 20 {T('peaks_thr')}.", U, "other-entity"),
        (f"Peaks: 7,688 (chr19, z ≥ 2), 38 (view, 1-kb gap) and 46 (rep2, ≥ 20, ≥ 50 bp) "
         f"{T('peaks_chr')} {T('peaks_gap')} {T('peaks_thr')}.", U, "multi-record"),
        ("| Call | Track | Scope | Cutoff | Peaks |\n|---|---|---|---|---|\n"
         f"| z ≥ 2 | rep1 | chr19 | 18.92 | 7,688 {T('peaks_chr')} |\n"
         f"| z ≥ 2, 1-kb gap | rep1 | view | 16.64 | 38 {T('peaks_gap')} |\n"
         f"| ≥ 20, min 50 bp | rep2 | view | 20 | 48 {T('peaks_thr')} |", V, "table"),
        ("| Call | Track | Scope | Cutoff | Peaks |\n|---|---|---|---|---|\n"
         f"| z ≥ 2 | rep1 | chr19 | 18.92 | 7,688 {T('peaks_chr')} |\n"
         f"| z ≥ 2 | Oct4 | chr6 window | 1.06 | 2 {T('h1_peaks')} |", U, "table"),
        (f"On Oct4, a z ≥ 2 call (cutoff 1.006) gave just 2 peaks over chr6:31,130,000-31,150,000 "
         f"{T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 z-score run (cutoff 1.006) yielded 1 peak in the window {T('h1_peaks')}.", U,
         "rounding-coincidence"),
        # ---- quantification at rep1's peaks ----
        ("| Rank | Peak | Locus | Mean rep1 |\n|---|---|---|---|\n"
         f"| 1 | Peak_22 | chr19:1,102,539-1,102,707 | 113.0 {T('quant')} |\n"
         f"| 2 | Peak_37 | chr19:1,097,875-1,098,013 | 95.5 {T('quant')} |\n"
         f"| 3 | Peak_281 | chr19:1,058,648-1,058,806 | 66.7 {T('quant')} |", V, "table"),
        ("| Rank | Peak | Locus | Mean rep1 |\n|---|---|---|---|\n"
         f"| 3 | Peak_281 | chr19:1,058,648-1,058,806 | 66.7 {T('quant')} |\n"
         f"| 4 | Peak_1397 | chr19:1,110,067-1,110,162 | 55.5 {T('quant')} |", U, "table"),
        (f"Peak_37 (chr19:1,102,539-1,102,707) ranked second at 95.5 {T('quant')}.", U, "locus-feature"),
        (f"Peak_1939 sits at chr19:1,010,458-1,010,553 (rank 5, mean 55.5) {T('quant')}.", V, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls within the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 (chr19:1,102,539-1,102,707) lies within the window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Across ranks 1–5 the rep1 means range from 55.5 to 113.0 {T('quant')}.", V, "range"),
        (f"Peak_22 is rank 1 in the quantification {T('quant')}. It spans 168 bp and carries a narrowPeak score "
         f"of 143 {T('quant')}.", V, "pronoun", 1),
        (f"Peak_37 ranked second {T('quant')}. Its narrowPeak score was 143, with a rep1 mean of 95.5 "
         f"{T('quant')}.", U, "pronoun", 1),
        # ---- correlations ----
        (f"Pearson and Spearman for rep1–rep2 across chr19 were 0.586 and 0.615, respectively {T('corr_chr')}.", U,
         "respectively"),
        (f"In the view (200 × 1-kb bins), rep1–pooled r = 0.80 and ρ = 0.69 {T('corr_view')}.", V, "units"),
        (f"In the view, rep1 and rep2 correlate at r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"rep1 tracks pooled more closely in the view (r 0.80) than it tracks rep2 across chr19 (r 0.62) "
         f"{T('corr_view')} {T('corr_chr')}.", V, "comparison"),
        (f"Over chr19 as a whole, rep1–pooled Pearson is 0.80 {T('corr_view')}.", U, "scope"),
        (f"The chr19 correlation used 500 bins of ~117 Mb each {T('corr_chr')}.", U, "wrong-unit"),
        (f"Replicate concordance is modest, ~0.6 Pearson on chr19 {T('corr_chr')}.", V, "hedged"),
        (f"Spearman between rep1 and rep2 is about 0.7 chromosome-wide {T('corr_chr')}.", U, "hedged"),
        (f"rep1 vs rep2 on chr19 gives r = 0.615 {T('corr_view')}.", U, "wrong-record"),
        ("| Pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1–rep2 | 0.615 | 0.586 {T('matrix')} |\n"
         f"| rep1–pooled | 0.898 | 0.852 {T('matrix')} |\n"
         f"| rep2–pooled | 0.899 | 0.901 {T('matrix')} |", V, "table"),
        (f"rep1–pooled Pearson over chr19 is 0.899 {T('matrix')}.", U, "matrix"),
        (f"Each replicate correlates better with pooled (r 0.898 and 0.899 for rep1 and rep2) than with each "
         f"other (r 0.615) {T('matrix')}.", V, "matrix"),
        (f"Spearman is highest for the rep1–pooled pair (0.901) {T('matrix')}.", U, "matrix"),
        (f"Only for rep2–pooled does Spearman (0.901) exceed Pearson (0.899) {T('matrix')}.", V, "matrix"),
        (f"Oct4 vs H3K27ac in 100-bp bins: r = 0.11, ρ = 0.46, on only 9 of 200 bins (191 excluded) "
         f"{T('h1_corr')}.", V, "multi"),
        (f"Oct4–H3K27ac Pearson is 0.46 in the H1 window {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 and H3K4me3 correlate at r = 0.11 over the POU5F1 window {T('h1_corr')}.", U, "other-entity"),
        (f"Only 4.5% of bins (9/200) carried signal in both tracks {T('h1_corr')}.", V, "percent"),
        # ---- H1 marks ----
        ("| Mark | Mean | Max | Covered |\n|---|---|---|---|\n"
         f"| Oct4 | 0.49 | 1.38 | 1.72% {T('h1_stats')} |\n"
         f"| H3K27ac | 12.81 | 74.48 | 73.8% {T('h1_stats')} |\n"
         f"| H3K4me3 | 11.42 | 72.44 | 65.7% {T('h1_stats')} |", V, "table"),
        (f"H3K27ac and H3K4me3 cover 14,764 and 13,139 bp of the 20-kb window, respectively {T('h1_stats')}.", V,
         "respectively"),
        (f"Oct4 covers 17.2% of the window, H3K27ac 73.8% {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac's mean is ~26-fold Oct4's (12.8 vs 0.49) {T('h1_stats')}.", V, "arithmetic"),
        (f"Minima are low for the histone marks: 0.68 for H3K27ac and 0.08 for H3K4me3 {T('h1_stats')}.", V,
         "rounding-coincidence"),
        (f"Oct4 ({h1['Oct4']}) is built from 78 intervals totalling 344 bp, with a maximum of 1.38 "
         f"{T('h1_stats')}.", V, "ids"),
        (f"H3K4me3 peaks at 72.44 {T('h1_stats')}. Its SD (15.76) exceeds its mean (11.42) {T('h1_stats')}.", V,
         "pronoun", 1),
        (f"H3K27ac reaches 74.48 {T('h1_stats')}. Its mean is 11.42 across the window {T('h1_stats')}.", U,
         "pronoun", 1),
        (f"The H1 view is chr6:31,130,000-31,150,000 on hg19 {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 window is chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"Oct4 ranges from 0.31 to 1.83 in the window {T('h1_stats')}.", U, "range"),
        (f"H3K27ac spans 0.68–74.48 and H3K4me3 0.08–72.44 over chr6:31,130,000-31,150,000 {T('h1_stats')}.", V,
         "range"),
        # ---- gene ----
        (f"MYC maps to chr8:127,735,433-127,742,951 (~7.5 kb, 1 transcript) {T('gene')}.", V, "multi"),
        (f"MYC sits at chr8:127,736,433-127,742,951 {T('gene')}.", U, "locus-feature"),
        (f"MYC (chr8:127,735,433-127,742,951) lies outside the chr19 view chr19:1,000,000-1,200,000 "
         f"{T('gene')} {T('nav')}.", V, "locus-disjoint"),
        (f"MYC (chr8:127,735,433-127,742,951) lies inside the current view {T('gene')} {T('nav')}.", U,
         "locus-disjoint"),
        # ---- assets ----
        (f"The Oct4 BED preview lists peak2363 (chr6:31,139,576-31,140,109, score 41) and peak2364 "
         f"(chr6:31,140,574-31,141,112, score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) lies inside chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"ENCFF754TJH.wig is an ~81 kB bedGraph; its preview (40 lines) opens with chr9:35,726,969-35,726,977 "
         f"at 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The first bedGraph row, chr9:35,726,969-35,726,977, reads 7.45 {T('asset_graph')}.", U, "preview"),
        # ---- ENCODE search and files ----
        (f"The K562 H3K27ac search returned 10 ranked bigWigs (of 20 loadable files) with no relaxations "
         f"{T('search')}.", V, "multi"),
        (f"The search ranked all 20 portal files {T('search')}.", U, "other-attribute"),
        (f"ENCFF381NDD (rank 1, score 1,165) pools replicates 1, 2 and 3 of ENCSR000AKP {T('file_1')}.", V,
         "accession"),
        (f"Top hit: experiment ENCFF381NDD, whose fold-change file is ENCSR000AKP {T('file_1')}.", U,
         "accession-role"),
        (f"ENCFF814HWX (rank 7) is the replicate-2 fold-change track {T('file_7')}.", U, "accession"),
        (f"ENCFF779QTH and ENCFF849TDM (ranks 2 and 3) both pool replicates 1 and 2 and score 1,165 "
         f"{T('file_2')} {T('file_3')}.", V, "multi-record"),
        (f"ENCFF177JXC (rank 4) scores 1,161, 4 points below ENCFF381NDD's 1,165 {T('file_4')} {T('file_1')}.", V,
         "arithmetic"),
        (f"ENCFF938DNH comes from replicate 3 {T('file_9')}.", U, "wrong-record"),
        (f"ENCFF938DNH, ranked 8th, comes from replicate 3 of ENCSR000AKP {T('file_8')}.", V, "accession"),
        (f"ENCSR000AKP is the file ranked first in the search {T('search')}.", U, "accession-role"),
        (f"Search retrieved 2026-12-02T03:49:59Z: 10 candidates, rank 1 ENCFF381NDD {T('search')}.", V,
         "timestamp"),
        (f"At 03:49 UTC on 2026-12-02 the portal reported 10 matching files {T('search')}.", U, "timestamp"),
        # ---- navigation / loci ----
        (f"View: chr19:1,000,000-1,200,000 (hg38, 200 kb) {T('nav')}.", V, "locus-exact"),
        (f"Statistics were computed exactly over chr19 (58,617,616 bp), the view (200,000 bp) and a 10-kb window "
         f"(chr19:1,050,000-1,060,000) {T('stats_chr')} {T('stats_view')} {T('stats_win')}.", V, "multi-record"),
        ("| Scope | rep1 mean | rep1 max |\n|---|---|---|\n"
         f"| chr19 | 0.870 | 1,820.2 {T('stats_chr')} |\n"
         f"| view | 1.22 | 199.8 {T('stats_view')} |\n"
         f"| 10-kb window | 2.76 | 111.0 {T('stats_win')} |", V, "scope"),
        ("| Scope | rep2 mean | rep2 SD |\n|---|---|---|\n"
         f"| chr19 | 0.874 | 8.64 {T('stats_chr')} |\n"
         f"| view | 1.69 | 10.20 {T('stats_view')} |\n"
         f"| 10-kb window | 2.30 | 12.10 {T('stats_win')} |", U, "scope"),
        (f"- **rep2 (view):** mean 1.69, SD 10.20, max 199.8 {T('stats_view')}", U, "multi"),
        # ---- unknown tokens ----
        ("rep1 averaged 0.870 across chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),
        ("Peak_22 ranked first at 113.0 [[cite:genome_quantify_9f3e1a]].", U, "unknown-token"),
        # ---- qualitative (unverified) ----
        (f"Signal in the view is dominated by a handful of sharp, isolated peaks {T('describe')}.", N,
         "qualitative"),
        (f"The replicates agree reasonably, though not tightly, at chromosome scale {T('corr_chr')}.", N,
         "qualitative"),
        (f"Oct4 signal is sparse here, as expected for a sequence-specific factor {T('h1_stats')}.", N,
         "qualitative"),
        (f"Merging nearby fragments gives fewer, broader calls {T('peaks_gap')}.", N, "qualitative"),
        (f"Both callers are simple threshold methods rather than model-based peak callers {T('peaks_thr')}.", N,
         "qualitative"),
        (f"H3K27ac and H3K4me3 co-occupy much of the POU5F1 window {T('h1_stats')}.", N, "qualitative"),
        (f"The top hits are all fold-change-over-control bigWigs {T('search')}.", N, "qualitative"),
        # ---- uncited ----
        (f"rep1 averaged 0.870 across chr19. rep2 averaged 0.874 {T('stats_chr')}.", X, "uncited", 0),
        ("The view spans chr19:1,000,000-1,200,000.", X, "uncited"),
        (f"Merging at 1 kb yielded 38 peaks {T('peaks_gap')}. That is well under the 65 raw fragments.", X,
         "uncited", 1),
        ("- **Pearson (rep1–rep2, chr19):** 0.615", X, "uncited"),
        ("ENCFF381NDD was the top-ranked file.", X, "uncited"),
        ("rep2 peaked at about 2,000 on chr19.", X, "uncited"),
        ("Oct4 covers only 1.7% of the H1 window, versus 74% for H3K27ac.", X, "uncited"),
        # ---- plain ----
        ("Next, I'd suggest checking the strongest peaks against the input control.", P, "plain"),
        ("**Summary**", P, "plain"),
        ("Happy to rerun the correlation with a different bin size if that helps.", P, "plain"),
        ("Methods: signal statistics, peak calls and correlations were computed with genie_widgets.", P, "plain"),
        ("Replicate concordance looks acceptable for downstream use.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
