"""Blind batch s11b, written by a helper session on 2026-12-02, labelled by hand against the records
dump before any checker run (the checker was never run or read). Focus: a teacher preparing a class
handout and slide captions from the results -- markdown results-table rows, figure captions, "key
numbers" bullet lists, a short methods paragraph (bin sizes, thresholds, merge gaps, scopes) and a
"common mistakes" section with numbers about MYC, the ENCODE search files (accessions, replicates,
experiments, sizes), the H1 POU5F1 tracks and the asset previews; correlations named as pairs in
varied ways, derived arithmetic (ratios, differences, fold, per-kb densities, shares) and scope words.
Style: terse, didactic, many numbers per sentence, some hedged.

First run of the checker on it (never relabelled; checker at b7c1f15): 127 sentences, agreement 0.929,
"unsupported" precision 0.939, recall 0.920. The two s11 batches together (252): 0.901 / 0.879 / 0.913."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s11b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    gap_file = rec.d("peaks_gap")["resultFileName"]
    rows = [
        # ---- results table (markdown rows) ----
        (f"| rep1 | chr19 (whole) | mean 0.870 | max 1,820.2 | sd 9.02 | {T('stats_chr')} |", V, "table"),
        (f"| rep1 | view chr19:1.00–1.20 Mb | mean 1.22 | max 199.8 | sd 7.71 | {T('stats_view')} |", V, "table"),
        (f"| rep2 | view | mean 1.69 | max 199.8 | sd 10.2 | {T('stats_view')} |", U, "table"),
        (f"| rep1 | 10-kb window chr19:1,050,000-1,060,000 | mean 2.76 | max 111.0 | 16 intervals | {T('stats_win')} |", V, "table"),
        (f"| rep2 | 10-kb window | mean 2.30 | max 76.3 | 16 intervals | {T('stats_win')} |", U, "table"),
        (f"| rep1 vs rep2 | chr19, 500 bins of 117,236 bp | Pearson 0.615 | Spearman 0.586 | {T('corr_chr')} |", V, "table"),
        (f"| rep2 vs pooled | chr19 | Pearson 0.899 | Spearman 0.852 | {T('matrix')} |", U, "matrix"),
        (f"| Oct4 vs H3K27ac | POU5F1 window, 100-bp bins | r 0.107 | ρ 0.460 | 9 usable bins | {T('h1_corr')} |", V, "table"),
        (f"| H3K4me3 | same window | mean 11.4 | max 74.5 | 65.7% covered | {T('h1_stats')} |", U, "table"),
        (f"| H3K27ac | chr6:31.13–31.15 Mb | mean 12.8 | sd 13.6 | 14,764 bp covered | {T('h1_stats')} |", V, "table"),
        ("| rep1 | chr19 | mean 0.870 | max 1,820.2 |", X, "uncited"),
        # ---- figure captions ----
        (f"**Figure 1.** rep1 fold change over chr19:1,000,000-1,200,000 (hg38, 200 kb); the tallest bar reaches 199.8 {T('stats_view')}.", V, "locus-exact"),
        (f"**Figure 2.** Replicate-pair scatter across the view — r = 0.615 between rep1 and rep2 in 1-kb bins {T('corr_view')}.", U, "wrong-record"),
        (f"**Figure 3.** Pooled against rep1 over the 200-kb view, 200 bins of 1 kb: Pearson 0.801, Spearman 0.687 {T('corr_view')}.", V, "supported"),
        (f"**Figure 4.** MYC (chr8:127,735,433-127,742,951, minus strand) shown for orientation {T('gene')}.", U, "wrong-value"),
        (f"**Figure 5.** The two Oct4 narrowPeak rows, peak2363 (chr6:31,139,576-31,140,109, score 41) and peak2364 (chr6:31,140,574-31,141,112, score 93) {T('asset_peaks')}.", V, "preview"),
        (f"**Figure 6.** Heatmap of the 3×3 chr19 Pearson matrix; off-diagonal cells run from 0.615 (rep1–rep2) to 0.899 (rep2–pooled) {T('matrix')}.", V, "range"),
        (f"**Figure 7.** rep1 peaks in the view with a 1-kb merge gap: 65 fragments collapse to 38 peaks {T('peaks_gap')}.", V, "supported"),
        (f"**Figure 8.** Browser snapshot of hg38 chr19:1,000,000-1,200,000, taken 2026-12-02 03:08 UTC {T('nav')}.", V, "timestamp"),
        (f"**Figure 9.** Oct4 narrowPeak preview: peak2364 at chr6:31,139,576-31,140,109 {T('asset_peaks')}.", U, "preview"),
        # ---- key numbers ----
        (f"- **Genome-wide mean (rep1, all chromosomes):** 0.870 {T('stats_chr')}", U, "scope"),
        (f"- **Covered fraction, rep2, chr19:** 99.98% {T('stats_chr')}", V, "percent"),
        (f"- **Covered fraction, rep1 in the view:** 99.98% {T('stats_view')}", U, "scope"),
        (f"- **Peaks in the view (z ≥ 2, gap 1 kb):** 65 {T('peaks_gap')}", U, "other-attribute"),
        (f"- **z cutoff, chromosome scope:** 18.9 (= 0.870 + 2 × 9.02) {T('peaks_chr')}", V, "arithmetic"),
        (f"- **z cutoff in the view:** 18.9 {T('peaks_gap')}", U, "scope"),
        (f"- **Oct4 calls in the POU5F1 window:** 2, at a threshold of ~1.01 {T('h1_peaks')}", V, "hedged"),
        (f"- **MYC:** chr8:127,735,433-127,742,951, + strand, ~7.5 kb, 1 transcript {T('gene')}", V, "multi"),
        (f"- **MYC length:** 7,581 bp {T('gene')}", U, "arithmetic"),
        (f"- **ENCODE hits:** 10 ranked candidates out of 20 portal matches, no relaxations {T('search')}", V, "supported"),
        (f"- **Oct4 narrowPeak asset:** 102 bytes, 2 lines {T('asset_peaks')}", V, "units"),
        (f"- **Oct4 narrowPeak asset:** ~1 kb on disk {T('asset_peaks')}", U, "wrong-scale"),
        (f"- **Merged-peak density, view:** 0.19 peaks/kb (38 over 200 kb) {T('peaks_gap')}", V, "arithmetic"),
        (f"- **Density of the rep2 threshold calls:** 0.32 peaks/kb in the view {T('peaks_thr')}", U, "arithmetic"),
        (f"- **Take-home:** replicate agreement is decent but far from perfect {T('corr_chr')}", N, "qualitative"),
        ("- **Window size:** 10 kb (chr19:1,050,000-1,060,000)", X, "uncited"),
        # ---- methods paragraph ----
        (f"Correlations on chr19 used 500 bins of 117,236 bp each {T('corr_chr')}.", V, "supported"),
        (f"For the H1 comparison we used 100-bp bins; 191 of the 200 bins were dropped, leaving 9 {T('h1_corr')}.", V, "arithmetic"),
        (f"Peaks were called with a z-score rule (k = 2, minimum width 1 bp, no merging) over the whole of chr19 {T('peaks_chr')}.", V, "supported"),
        (f"The view-level rep1 call merged fragments within 500 bp of each other {T('peaks_gap')}.", U, "wrong-value"),
        (f"rep2 was thresholded at an absolute 20 with a 50-bp minimum width and no merge gap {T('peaks_thr')}.", V, "supported"),
        (f"Signal at peaks = the mean of rep1 over each of the 64 rep1 peaks in the view {T('quant')}.", V, "supported"),
        (f"The Oct4 cutoff (1.006) is the window mean 0.492 plus two sd of 0.257 {T('h1_peaks')}.", V, "arithmetic"),
        (f"The Oct4 cutoff (1.006) is the window mean 0.492 plus three sd of 0.257 {T('h1_peaks')}.", U, "arithmetic"),
        (f"Treat every one of these summaries as descriptive rather than inferential {T('stats_view')}.", N, "qualitative"),
        ("Bins of 1 kb were used in the view and 100 bp in the POU5F1 window.", X, "uncited"),
        ("We report Pearson and Spearman side by side throughout.", P, "plain"),
        # ---- common mistakes: MYC ----
        (f"Mistake: calling MYC multi-isoform here — the annotation lists a single transcript {T('gene')}.", V, "supported"),
        (f"MYC spans chr8:127,735,433-127,742,951 — inside the chr19 view we browsed {T('gene')} {T('nav')}.", U, "locus-disjoint"),
        (f"MYC starts at chr8:127,753,433 on the + strand {T('gene')}.", U, "wrong-value"),
        (f"MYC spans about 7.5 Mb {T('gene')}.", U, "wrong-unit"),
        (f"MYC is a textbook oncogene and worth a slide of its own {T('gene')}.", N, "qualitative"),
        # ---- common mistakes: ENCODE files ----
        (f"ENCFF289IVJ is a replicate-2 file from ENCSR000AKP {T('file_5')}.", V, "accession"),
        (f"ENCFF289IVJ is the replicate-1 file {T('file_5')}.", U, "accession-role"),
        (f"ENCFF745TSK weighs in at about 1.2 GB {T('file_6')}.", U, "wrong-value"),
        (f"ENCFF779QTH and ENCFF849TDM both pool replicates 1 and 2 {T('file_2')} {T('file_3')}.", V, "multi-record"),
        (f"ENCFF177JXC belongs to experiment ENCSR000AKT {T('file_4')}.", U, "accession"),
        (f"ENCFF945XHA is rank 9, biological replicate 2 {T('file_3')}.", U, "wrong-record"),
        (f"Seven of the ten candidates are single-replicate files (three rep1, three rep2, one rep3) {T('search')}.", V, "arithmetic"),
        (f"Pooled ENCFF381NDD outscores single-replicate ENCFF177JXC, 1,165 vs 1,161 {T('file_1')} {T('file_4')}.", V, "comparison"),
        (f"The search came back clean and well annotated {T('search')}.", N, "qualitative"),
        ("ENCFF381NDD is the pooled file to download first.", X, "uncited"),
        # ---- common mistakes: H1 POU5F1 ----
        (f"Mistake: saying Oct4 fills the window — it has signal on only 344 bp (1.72%) {T('h1_stats')}.", V, "percent"),
        (f"Oct4 covers 17.2% of the POU5F1 window {T('h1_stats')}.", U, "percent"),
        (f"Over chr6:31,130,000-31,150,000 the H3K27ac mean is about 26 times the Oct4 mean {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K27ac covers 14,764 bp vs 13,139 bp for H3K4me3 — 1,625 bp more {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K27ac covers 73.8% of the window and H3K4me3 65.7%, a gap of about 18 points {T('h1_stats')}.", U, "arithmetic"),
        (f"Oct4, H3K27ac and H3K4me3 cover 1.72%, 73.8% and 65.7% of the window, respectively {T('h1_stats')}.", V, "respectively"),
        (f"H3K4me3 spans 11 intervals in the window {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"The Oct4 caller returned 1 peak in the POU5F1 window {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Oct4 vs H3K27ac: Pearson only 0.11, though Spearman is higher at 0.46 {T('h1_corr')}.", V, "comparison"),
        (f"The Oct4–H3K27ac correlation (r = 0.46) is moderate {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 signal is sparse and faint in this window {T('h1_stats')}.", N, "qualitative"),
        ("The POU5F1 window is chr6:31,130,000-31,150,000 on hg19.", X, "uncited"),
        # ---- common mistakes: asset previews ----
        (f"The stronger row in the narrowPeak preview is peak2364 (score 93, signal 288.4) {T('asset_peaks')}.", V, "comparison"),
        (f"Both asset peaks fall inside the POU5F1 window chr6:31,130,000-31,150,000 {T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"The bedGraph asset is 80,997 bytes, but only 49,152 bytes (about 61%) were read for the preview {T('asset_graph')}.", V, "arithmetic"),
        (f"The bedGraph preview comes from chr19, near 35.7 Mb {T('asset_graph')}.", U, "locus-chromosome"),
        (f"The bedGraph asset holds 80,997 lines {T('asset_graph')}.", U, "other-attribute"),
        # ---- correlations, varied pair naming ----
        (f"Between the two replicates, chr19-wide Pearson is 0.62 and Spearman 0.59 {T('corr_chr')}.", V, "rounded"),
        (f"Pooled against rep1 gives 0.898 chromosome-wide vs 0.615 for rep1 vs rep2 — a gap of about 0.28 {T('matrix')}.", V, "matrix"),
        (f"By Spearman, rep1 vs pooled is the tighter pair on chr19 — 0.901 vs 0.852 for rep2 vs pooled {T('matrix')}.", U, "matrix"),
        (f"Across the view, pooled against rep1 reaches r = 0.80 in 1-kb bins, well above the chromosome-wide rep1 vs rep2 value of 0.62 {T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"In the 10-kb window, rep1 and rep2 correlate at 0.80 {T('corr_view')}.", U, "scope"),
        (f"Across the view the replicate pair correlates at r = 0.615 {T('corr_chr')}.", U, "scope"),
        (f"Squaring the replicate-pair r of 0.615 gives r² ≈ 0.38 {T('corr_chr')}.", V, "arithmetic"),
        (f"Replicate-pair Pearson on chr19: 0.61 {T('corr_chr')}.", U, "rounded"),
        (f"rep1 and the pooled track follow each other closely across the view {T('corr_view')}.", N, "qualitative"),
        (f"The replicate pair correlates at 0.615 [[cite:cite_made_up_4412]].", U, "unknown-token"),
        # ---- signal comparisons / arithmetic ----
        (f"Across the view rep2 averages 1.69 vs 1.22 for rep1 — about 38% higher {T('stats_view')}.", V, "arithmetic"),
        (f"Across the view rep2 averages roughly 1.4× rep1 {T('describe')}.", V, "hedged"),
        (f"rep1 averaged roughly 0.87 across the view {T('stats_view')}.", U, "scope"),
        (f"rep1's 10-kb window mean (2.76) is about 2.3 times its view mean (1.22) {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"rep1's window mean of 2.76 is more than four times its chromosome mean of 0.870 {T('stats_win')} {T('stats_chr')}.", U, "arithmetic"),
        (f"Chromosome-wide, rep1's max (1,820) beats rep2's (1,668) by about 150 {T('stats_chr')}.", V, "arithmetic"),
        (f"At two decimals the three chr19 means are identical: 0.87 for rep1, rep2 and pooled {T('stats_chr')}.", V, "rounded"),
        (f"rep2's view-wide sum is 1.5 times rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep1, rep2 and pooled average 1.22, 1.69 and 1.45 across the view, respectively {T('describe')}.", V, "respectively"),
        (f"rep1 and rep2 reach 190.7 and 199.8 in the view, respectively {T('stats_view')}.", U, "respectively"),
        (f"rep1's summed signal on chr19 is about 51 million {T('stats_chr')}.", V, "scale"),
        (f"rep1's summed signal on chr19 is about 5.1 million {T('stats_chr')}.", U, "wrong-scale"),
        (f"Track {ids['rep1']} averaged 1.22 across the view {T('stats_view')}.", V, "ids"),
        (f"Track {ids['rep2']} peaked at 199.8 in the view {T('stats_view')}.", U, "ids"),
        (f"rep1 averaged 0.870 on chr19 [[cite:cite_s11b_fake_901]].", U, "unknown-token"),
        # ---- peaks / quantification ----
        (f"Peak_22 (chr19:1,102,539-1,102,707) tops the list with a mean of 113.0 {T('quant')}.", V, "locus-feature"),
        (f"Peak_37 at chr19:1,097,875-1,098,013 averages 95.5, about 17.5 below Peak_22 {T('quant')}.", V, "arithmetic"),
        (f"Peak_281 sits at chr19:1,058,648-1,058,806 with a mean of 61.6 {T('quant')}.", U, "other-entity"),
        (f"Peak_1939 lies at chr19:1,110,067-1,110,162 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 lies inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"The rep1 peak track has 64 peaks in the view and rep2's has 69 — 5 more {T('describe')}.", V, "arithmetic"),
        (f"rep1 peak scores in the view run from 21 to 143 {T('describe')}.", U, "range"),
        (f"The chr19-wide threshold-20 call on rep2 found 48 peaks {T('peaks_thr')}.", U, "scope"),
        # ---- loci / scope ----
        (f"The view is chr19:1.0–1.2 Mb (200 kb) on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The view is 200 Mb wide {T('nav')}.", U, "wrong-unit"),
        # ---- multi-sentence answers ----
        (f"rep2 averaged 0.874 on chr19 {T('stats_chr')}. Its maximum was 1,667.9 {T('stats_chr')}.", V, "pronoun", 1),
        (f"rep1 averaged 1.22 across the view {T('stats_view')}. Its sd was 10.2 {T('stats_view')}.", U, "pronoun", 1),
        (f"Oct4 peaked at 1.38 in the window {T('h1_stats')}. It spanned 78 intervals covering 344 bp {T('h1_stats')}.", V, "pronoun", 1),
        (f"ENCFF381NDD tops the list {T('file_1')}. It pools replicates 1 and 2 only {T('file_1')}.", U, "pronoun", 1),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. That is lower than its 1.22 across the view.", X, "uncited", 1),
        (f"rep2 peaked at 1,667.9 on chr19 {T('stats_chr')}. Keep this in mind for the exercise.", P, "plain", 1),
        (f"rep1 averaged 0.870 chromosome-wide {T('stats_chr')}, while across the view it averaged 1.22 {T('stats_view')}.", V, "multi-record"),
        (f"rep2 covered 58,607,595 bp of chr19 {T('stats_chr')}. Students should note that this is nearly all of it.", P, "plain", 1),
        ("In the 10-kb window rep1 peaks at 111.0 and rep2 at 76.3, a difference of about 35.", X, "uncited"),
        ("Replicates should always be inspected before pooling.", P, "plain"),
        ("Next slide: the same panels with the numbers stripped out.", P, "plain"),
        ("Ask students why Pearson and Spearman can disagree on sparse tracks.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
