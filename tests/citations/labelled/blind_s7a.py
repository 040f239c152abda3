"""Blind batch s7a, written by a helper session on 2026-12-02, labelled by hand before any checker run.
Focus: five imagined notebook transcripts of biologists chatting with an assistant about every record of the
labelled set (chr19 replicate QC; peak calling and quantification; MYC and asset previews; the ENCODE K562
H3K27ac search and its files; the hg19 H1 POU5F1 marks), covering the records roughly evenly. Style: the
answers a current LLM gives in a notebook -- one-liners, bullet lists with bold labels, short prose paragraphs
with em dashes and parentheses, markdown tables -- with natural rounding, hedges, units and abbreviations.
Unsupported rows are plausible model slips (neighbouring track's or attribute's value, chromosome/view/window
scope mix-ups, roundings that cross a digit, swapped pairs, wrong accession roles, wrong ranks, invented
figures, arithmetic slips).

First run of the checker on it (never relabelled; checker at 9ece2a6): 125 sentences, agreement 0.888,
"unsupported" precision 0.878, recall 0.843. The two s7 batches together (250): 0.912 / 0.907 / 0.871.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "ea"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    pk_chr_track = rec.d("peaks_chr")["trackId"]
    pk_chr_file = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---------------- Biologist 1: replicate QC on chr19 (prose, Claude-like) ----------------
        (f"Over the whole of chr19, rep1 averages 0.870 fold-enrichment {T('stats_chr')} — essentially the same "
         f"as rep2's 0.874 {T('stats_chr')}.", V, "multi"),
        (f"The pooled track is noticeably smoother (SD 6.46 versus 9.02 for rep1) {T('stats_chr')}.", U,
         "rounding-coincidence"),
        (f"Coverage is essentially complete on all three tracks — 99.98% of chr19's 58.6 Mb carries a value "
         f"{T('stats_chr')}.", V, "percent"),
        (f"Pooling roughly doubles the interval count, from 77,569 in rep1 to 151,029 {T('stats_chr')}.", V,
         "arithmetic"),
        (f"Track `{ids['rep1']}` has a chromosome-wide mean of 0.870 and an SD of 9.02 {T('stats_chr')}.", V, "ids"),
        (f"rep2's mean across chr19 is 0.873 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"rep2's whole-chromosome SD is 10.2 {T('stats_chr')}.", U, "scope"),
        (f"rep1's chromosome-wide mean (0.870) is well below its 1.22 in the current view {T('stats_chr')} "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"In the 1.0–1.2 Mb view, rep1 averages 0.870 {T('stats_view')}.", U, "scope"),
        (f"rep1 and rep2 are built from 256 and 279 intervals in the view, respectively {T('stats_view')}.", V,
         "respectively"),
        (f"Within the view, rep1 and rep2 max out at 190.7 and 199.8, respectively {T('stats_view')}.", U,
         "respectively"),
        (f"In the view rep2's mean is ~38% higher than rep1's (1.69 vs 1.22) {T('stats_view')}.", V, "arithmetic"),
        (f"rep1 has the higher average of the two replicates across the displayed 200 kb {T('stats_view')}.", U,
         "comparison"),
        (f"The pooled track reaches 159.2 in the view {T('stats_view')}.", U, "wrong-record"),
        (f"The two replicates look well matched at the chromosome level {T('stats_chr')}.", N, "qualitative"),
        ("Fold-change tracks from the ENCODE pipeline are already control-normalised, so no extra scaling is "
         "needed before comparing them.", P, "qualitative"),
        ("Both replicates have roughly 77 thousand intervals on chr19.", X, "uncited"),
        (f"rep1's chr19 mean is 0.870 [[cite:cite_project_5be0c2f1a9d3_genome_signal_stats_7c1e09ab]].", U, "unknown-token"),

        # correlations
        (f"Chromosome-wide, the rep1–rep2 Pearson r is 0.62 {T('corr_chr')}.", V, "rounded"),
        (f"Pearson correlation between the two replicates across chr19 is 0.61 {T('corr_chr')}.", U,
         "rounding-coincidence"),
        (f"No bins were dropped — all 500 bins of 1 kb were shared by both replicates {T('corr_chr')}.", U,
         "wrong-value"),
        ("Pearson r between the two replicates is about 0.62 on chr19.", X, "uncited"),
        ("| pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1–rep2 | 0.615 | 0.586 {T('matrix')} |\n"
         f"| rep1–pooled | 0.898 | 0.852 {T('matrix')} |\n"
         f"| rep2–pooled | 0.899 | 0.901 {T('matrix')} |", V, "table"),
        ("| pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1–rep2 | 0.615 | 0.586 {T('matrix')} |\n"
         f"| rep1–pooled | 0.898 | 0.901 {T('matrix')} |\n"
         f"| rep2–pooled | 0.899 | 0.852 {T('matrix')} |", U, "table"),
        (f"Each replicate tracks the pooled signal far better (r ≈ 0.90) than it tracks the other replicate "
         f"(r ≈ 0.62) {T('matrix')}.", V, "matrix"),
        (f"The tightest pair is rep1 vs pooled, r = 0.898 {T('matrix')}.", U, "comparison"),
        (f"The Pearson gap between rep1–pooled and rep1–rep2 is about 0.28 {T('matrix')}.", V, "arithmetic"),
        (f"The matrix places the pooled track sensibly between the two replicates {T('matrix')}.", N,
         "qualitative"),
        (f"At 1-kb resolution across the view, rep1 and pooled correlate at r = 0.80 {T('corr_view')}.", V,
         "units"),
        (f"In the current view the replicate-to-replicate correlation is 0.80 over 200 bins {T('corr_view')}.", U,
         "other-entity"),
        (f"Within the view, rep1 vs pooled gives Pearson 0.801 {T('corr_view')}. Its Spearman is lower, ~0.69 "
         f"{T('corr_view')}.", V, "pronoun", 1),
        (f"The view-level correlation was run on 200 bins of 1 Mb {T('corr_view')}.", U, "wrong-unit"),
        ("Happy to rerun this with a different bin size if you want finer resolution.", P, "qualitative"),

        # ---------------- Biologist 2: what's in view + peak calling (GPT-style bullets) ----------------
        (f"You're looking at chr19:1,000,000–1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The visible region is about 2 Mb wide {T('nav')}.", U, "wrong-scale"),
        (f"I've moved the browser to the region you asked for {T('nav')}.", N, "qualitative"),
        (f"The view was last updated at {rec.d('nav')['updatedAt']} {T('nav')}.", N, "timestamp"),
        (f"Of the five tracks in view, rep1 peaks contributes 64 intervals and rep2 peaks 69 {T('describe')}.", V,
         "supported"),
        (f"- **rep2 peaks:** 69 features, top score 177 {T('describe')}", U, "other-entity"),
        (f"The pooled track averages 1.45 here, between rep1 (1.22) and rep2 (1.69) {T('describe')}.", V,
         "comparison"),
        (f"- **pooled:** max 159.2, SD 7.23, 523 intervals {T('describe')}", V, "supported"),
        (f"**Summary of the viewport:** rep1 peaks has 64 features and rep2 peaks 69 {T('describe')}. Together "
         f"that is 143 narrowPeak intervals {T('describe')}.", U, "arithmetic", 1),
        (f"**Window stats** (chr19:1,050,000-1,060,000): rep1 mean 2.76, rep2 mean 2.30 {T('stats_win')}.", V,
         "locus-exact"),
        (f"So within this 10-kb slice rep1 is the stronger replicate, unlike the full view where rep2 leads "
         f"(1.69 vs 1.22) {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"rep1's maximum in the window hits 199.8 {T('stats_win')}.", U, "scope"),
        (f"Take rep1 in the 10-kb window {T('stats_win')}: mean 2.76. Its SD (12.1) is more than four times the "
         f"mean, so the signal is very spiky {T('stats_win')}.", V, "pronoun", 1),
        (f"Across the whole 200-kb view, rep1 peaks at 111.0 {T('stats_win')}.", U, "scope"),
        (f"The window chr19:1,050,000-1,060,000 lies inside the view chr19:1,000,000-1,200,000 {T('stats_win')} "
         f"{T('nav')}.", V, "locus-subregion"),
        ("The 10-kb window chr19:1,050,000-1,060,000 sits near the left edge of the view.", X, "uncited"),
        (f"Calling rep1 at z ≥ 2 over all of chr19 yields 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"The cutoff works out to 18.9 — mean 0.870 plus 2 × SD 9.02 {T('peaks_chr')}.", V, "arithmetic"),
        (f"On chr19 the z-score caller used a threshold of 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"The chromosome-wide call (merge gap 1 kb) gave ~7,700 peaks {T('peaks_chr')}.", U, "wrong-value"),
        (f"The peaks were saved as track `{pk_chr_track}` ({pk_chr_file}) {T('peaks_chr')}.", N, "ids"),
        (f"With a 1-kb merge gap in the view, 65 above-threshold fragments collapse into 38 peaks "
         f"{T('peaks_gap')}. Merging therefore removed 27 calls {T('peaks_gap')}.", V, "arithmetic", 1),
        (f"The viewport caller found 65 peaks with gap merging switched on {T('peaks_gap')}.", U,
         "other-attribute"),
        (f"The gap-merged run's cutoff, 16.64, reflects the view's higher mean (1.22) and lower SD (7.71) compared "
         f"with chr19 as a whole {T('peaks_gap')} {T('peaks_chr')}.", V, "comparison"),
        (f"Thresholding rep2 at an absolute 20 with a 50-bp minimum width gives 48 peaks in view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"The fixed-cutoff run on rep1 returned 48 peaks {T('peaks_thr')}.", U, "other-entity"),
        (f"rep2 at ≥ 20 (min 50 bp) gives 48 peaks {T('peaks_thr')}. That is 10 more than rep1's gap-merged "
         f"z-score set of 38 {T('peaks_thr')} {T('peaks_gap')}.", V, "arithmetic", 1),
        (f"The absolute-threshold run used a 50 bp merge gap {T('peaks_thr')}.", U, "other-attribute"),
        ("An absolute cutoff of 20 is a bit above the z-score threshold of 18.9 used on the whole chromosome.", X,
         "uncited"),

        # ---------------- Biologist 3: peak quantification, MYC, asset previews (terse notebook) ------------
        (f"Peak_22 (chr19:1,102,539-1,102,707) tops the list with a mean rep1 signal of 113.0 {T('quant')}.", V,
         "locus-feature"),
        (f"Runner-up is Peak_37 at chr19:1,097,875-1,098,013, averaging 115 {T('quant')}.", U, "other-attribute"),
        (f"Peak_1397 comes in fifth with 61.6 {T('quant')}.", U, "wrong-value"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls within the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1939 sits at chr19:1,110,067-1,110,162 {T('quant')}.", U, "locus-feature"),
        ("| rank | peak | mean signal |\n|---|---|---|\n"
         f"| 1 | Peak_22 | 113.0 {T('quant')} |\n"
         f"| 2 | Peak_37 | 95.5 {T('quant')} |\n"
         f"| 3 | Peak_281 | 66.7 {T('quant')} |", V, "table"),
        (f"Peak_1939 (rank 5) averages 55.5 in rep1, about half of Peak_22's 113 {T('quant')}.", V, "arithmetic"),
        (f"Quantifying signal at the called peaks is a useful sanity check on the caller {T('quant')}.", N,
         "qualitative"),
        (f"MYC sits at chr8:127,735,433-127,742,951 on the + strand (hg38) {T('gene')}.", V, "locus-exact"),
        (f"The annotation gives a single transcript spanning ~7.5 kb {T('gene')}.", V, "hedged"),
        (f"MYC is annotated on the minus strand {T('gene')}.", U, "wrong-value"),
        (f"The gene body runs chr8:127,735,433–127,742,951, roughly 75 kb {T('gene')}.", U, "wrong-scale"),
        (f"MYC (chr8:127,735,433-127,742,951) does not overlap the current view, chr19:1,000,000-1,200,000 "
         f"{T('gene')} {T('nav')}.", V, "locus-disjoint"),
        ("MYC spans roughly 7.5 kb on chr8.", X, "uncited"),
        (f"The Oct4 narrowPeak file holds just 2 lines: peak2363 at chr6:31,139,576-31,140,109 and peak2364 at "
         f"chr6:31,140,574-31,141,112 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 carries a score of 93 and a signalValue of 128.81 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks fall inside the POU5F1 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"The file is 102 lines long {T('asset_peaks')}.", U, "other-attribute"),
        (f"The bedGraph preview opens at chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"The section header covers chr9:35,696,794-35,728,096, about 3.1 kb {T('asset_graph')}.", U,
         "arithmetic"),
        (f"Values rise over the preview, from 8.62 in the first row to 20.12 in the last {T('asset_graph')}.", V,
         "range"),
        (f"The highest value in the preview is 16.22 {T('asset_graph')}.", U, "wrong-value"),
        # ---------------- Biologist 4: ENCODE K562 H3K27ac search (mixed bullets/prose) ----------------
        (f"The ENCODE search for K562 H3K27ac bigWigs (GRCh38) returned 10 ranked candidates {T('search')}.", V,
         "supported"),
        (f"Those 10 came out of 20 files matching the strict query, so no relaxations were needed "
         f"{T('search')}.", V, "supported"),
        (f"The search had to relax one constraint to find these {T('search')}.", U, "wrong-value"),
        (f"ENCFF779QTH heads the ranking {T('search')}.", U, "wrong-value"),
        (f"**Top pick:** ENCFF381NDD (experiment ENCSR000AKP), fold change over control pooled across "
         f"replicates 1, 2 and 3 {T('file_1')}. It scores 1,165, 4 points more than single-replicate files such "
         f"as ENCFF177JXC (1,161) {T('file_1')} {T('file_4')}.", V, "arithmetic", 1),
        (f"ENCSR000AKP is the pooled fold-change bigWig you'd download {T('file_1')}.", U, "accession-role"),
        (f"ENCFF779QTH (rank 2) pools replicates 1 and 2 {T('file_2')}.", V, "supported"),
        (f"ENCFF779QTH scores 1,161 {T('file_2')}.", U, "wrong-value"),
        (f"ENCFF849TDM, third in the list, combines replicates 1, 2 and 3 {T('file_3')}.", U, "wrong-value"),
        (f"ENCFF849TDM comes third, another rep1+rep2 pool {T('file_3')}.", V, "supported"),
        (f"For replicate-level work, ENCFF177JXC (rank 4) is biological replicate 1 {T('file_4')}.", V,
         "supported"),
        (f"ENCFF289IVJ is the replicate-1 bigWig {T('file_5')}.", U, "wrong-value"),
        (f"ENCFF289IVJ (rep 2) sits at rank 5 with a score of 1,161 {T('file_5')}.", V, "supported"),
        (f"ENCFF745TSK is the experiment accession these files belong to {T('file_6')}.", U, "accession-role"),
        (f"ENCFF814HWX, ranked 8th, is replicate 1 {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF938DNH (rank 8) comes from biological replicate 3 of ENCSR000AKP {T('file_8')}.", V, "accession"),
        (f"ENCFF945XHA (replicate 2) has a score of 1,165 {T('file_9')}.", U, "wrong-value"),
        (f"ENCFF745TSK and ENCFF945XHA are both replicate 2, at ranks 6 and 9 {T('file_6')} {T('file_9')}.", V,
         "multi-record"),
        (f"Last on the list is ENCFF977KGH, replicate 1, at rank 10 {T('file_10')}.", V, "supported"),
        (f"ENCFF977KGH is replicate 1, ranked 10th {T('file_7')}.", U, "wrong-record"),
        (f"I'd start with the pooled file unless you need replicate-level variance {T('file_1')}.", N,
         "qualitative"),
        ("Let me know which replicate you want to carry forward and I'll load it.", P, "qualitative"),

        # ---------------- Biologist 5: H1 POU5F1 marks on hg19 (hedged summary) ----------------
        (f"The hg19 view is chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 window spans chr6:31,130,000-31,150,000, i.e. 200 kb {T('h1_nav')}.", U, "arithmetic"),
        (f"Oct4 has data on only 344 bp, about 1.7% of the window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 covers about 74% of the window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac's mean is roughly 26-fold Oct4's {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K27ac peaks at 72.4 here {T('h1_stats')}.", U, "other-entity"),
        ("| mark | mean | max | coverage |\n|---|---|---|---|\n"
         f"| Oct4 | 0.492 | 1.38 | 1.7% {T('h1_stats')} |\n"
         f"| H3K27ac | 12.81 | 74.48 | 73.8% {T('h1_stats')} |\n"
         f"| H3K4me3 | 11.42 | 72.44 | 65.7% {T('h1_stats')} |", V, "table"),
        (f"Oct4's signal ranges from 0.31 to 1.38, with a mean of 0.26 {T('h1_stats')}.", U, "other-attribute"),
        (f"Track `{h1['H3K4me3']}` (H3K4me3) has the widest spread, SD ≈ 15.8 {T('h1_stats')}.", V, "ids"),
        (f"Oct4 at z ≥ 2 gives just 2 peaks in the window {T('h1_peaks')}.", V, "supported"),
        (f"The threshold is ≈1.01, i.e. 0.492 + 2 × 0.257 {T('h1_peaks')}.", V, "arithmetic"),
        (f"Oct4's z-score cutoff came out at 1.38 {T('h1_peaks')}.", U, "wrong-value"),
        (f"Given how sparse Oct4 coverage is, I'd treat these calls with some caution {T('h1_peaks')}.", N,
         "qualitative"),
        (f"Oct4 and H3K27ac barely correlate linearly (r = 0.11) {T('h1_corr')}.", V, "rounded"),
        (f"Spearman is higher (0.46 vs r = 0.11), but only 9 of the 200 100-bp bins had signal in both tracks "
         f"{T('h1_corr')}.", V, "comparison"),
        (f"The Oct4–H3K27ac correlation was computed over 191 bins {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 versus H3K4me3 gives r = 0.107 in this window {T('h1_corr')}.", U, "other-entity"),
        (f"H3K27ac averages 12.8 across the POU5F1 window [[cite:cite_project_0d41e7b2c6f8_genome_signal_stats_3a9f10c4]].", U,
         "unknown-token"),
        ("Overall, the enhancer and promoter marks are strong here while Oct4 itself is weak in this dataset.", P,
         "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
