"""Blind batch s8a, written by a helper session on 2026-12-02, labelled by hand against records.md before
any checker run (the checker was never run, its code never read). Focus: the answers an assistant gives in a
notebook chat to a mixed audience -- a PI skimming for the headline, a student asking "what does this mean?",
and a bioinformatician asking for exact values -- spread roughly evenly over every record. Style: headline-first
summaries, bullets with **bold** labels, short paragraphs with em dashes and parentheses, the odd markdown
table row, terse exact-value replies; exact, rounded, hedged, unit, scale-word and percent number forms; some
multi-sentence answers (4th element = index of the labelled sentence). U rows are realistic model slips:
neighbouring track's or attribute's value, scope mix-ups, digit-crossing roundings, swapped pairs, off-by-one
counts, wrong ranks or roles, wrong feature loci, arithmetic slips, wrong record, unknown tokens.

First run of the checker on it (never relabelled; checker at 25100f7): 129 sentences, agreement 0.938,
"unsupported" precision 0.922, recall 0.922. The two s8 batches together (259): 0.915 / 0.887 / 0.913.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "fa"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- nav -------------------------------------------------------------------------------------------
        (f"**View:** chr19:1,000,000-1,200,000 on hg38 — a 200 kb window {T('nav')}.", V, "locus-exact"),
        (f"You're currently looking at a 2 Mb slice of chr19 (hg38) {T('nav')}.", U, "wrong-scale"),
        (f"Yes — the 10 kb window chr19:1,050,000-1,060,000 sits entirely inside the current view {T('nav')}.",
         V, "locus-subregion"),
        (f"The view was last updated at 00:37 UTC on 2026-12-02 {T('nav')}.", N, "timestamp"),
        ("We're on chr19:1,000,000-1,200,000 right now.", X, "uncited"),
        # ---- describe --------------------------------------------------------------------------------------
        (f"**rep1 peaks:** 64 features in view, scores running from 21 to 177 {T('describe')}.", V, "range"),
        (f"**rep2 peaks:** 64 features in view, scores 21–123 {T('describe')}.", U, "other-entity"),
        (f"The pooled bigWig is stored at finer granularity — 523 intervals in view versus 256 (rep1) and 279 "
         f"(rep2) {T('describe')}.", V, "comparison"),
        (f"rep1, rep2 and pooled average 1.22, 1.69 and 1.45 over the view, respectively {T('describe')}.",
         V, "respectively"),
        # ---- stats_chr -------------------------------------------------------------------------------------
        (f"**rep1 (all of chr19):** mean 0.870, SD 9.02, max 1,820.2 {T('stats_chr')}.", V, "supported"),
        (f"rep2's chromosome-wide mean is 0.873 {T('stats_chr')}.", U, "rounded"),
        (f"Both replicates have data over 99.98% of chr19's 58.6 Mb {T('stats_chr')}.", V, "percent"),
        (f"The pooled track's chr19 maximum is 1,667.9 {T('stats_chr')}.", U, "other-entity"),
        (f"Within the current view, rep1 averages 0.87 {T('stats_chr')}.", U, "scope"),
        (f"Pooling smooths things out — pooled SD is 6.47, against 9.02 for rep1 and 8.64 for rep2 "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"rep1's mean of 0.87 means it's enriched over 87% of the chromosome {T('stats_chr')}.", U, "percent"),
        ("Chromosome-wide, the two replicates average about 0.87 each.", X, "uncited"),
        # ---- stats_view ------------------------------------------------------------------------------------
        (f"In the 200 kb view, rep2 averages 1.69 versus 1.22 for rep1 {T('stats_view')}.", V, "comparison"),
        (f"That puts rep2's viewport mean about 38% above rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep2 averages 1.69 across the view {T('stats_view')}. That's roughly 1.5× rep1's mean "
         f"{T('stats_view')}.", U, "arithmetic", 1),
        (f"rep1 tops out at 7.71 across the view {T('stats_view')}.", U, "other-attribute"),
        (f"rep1 and rep2 peak at 190.7 and 199.8 in the view, respectively {T('stats_view')}.", U, "respectively"),
        (f"Track {ids['rep1']} (rep1) averages 1.22 across chr19:1,000,000-1,200,000 {T('stats_view')}.",
         V, "ids"),
        # ---- stats_win -------------------------------------------------------------------------------------
        (f"In the 10 kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 and peaks at 111.0 "
         f"{T('stats_win')}.", V, "supported"),
        (f"rep2 also climbs to about 111 inside the 10 kb window {T('stats_win')}.", U, "other-entity"),
        (f"Here the order flips — rep1 (2.76) runs ahead of rep2 (2.30) {T('stats_win')}.", V, "comparison"),
        (f"Across chr19:1,050,000-1,060,000 rep1's mean is 1.22 {T('stats_win')}.", U, "scope"),
        (f"**What does this mean?** For rep1, the window mean is more than double the view mean — 2.76 vs 1.22 "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        # ---- peaks_chr -------------------------------------------------------------------------------------
        (f"The chromosome-wide z-score call on rep1 (k = 2) returned 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"The cutoff of 18.92 is just mean + 2 × SD — 0.870 + 2 × 9.023 {T('peaks_chr')}.", V, "arithmetic"),
        (f"With its threshold at ~16.6, the chr19-wide rep1 call yielded 7,688 peaks {T('peaks_chr')}.",
         U, "scope"),
        (f"About 7,900 peaks came out of the chromosome-wide run {T('peaks_chr')}.", U, "hedged"),
        (f"Keep in mind this is a simple z-score threshold, not a model-based peak caller {T('peaks_chr')}.",
         N, "qualitative"),
        ("That chromosome-wide call produced 7,688 peaks.", X, "uncited"),
        # ---- peaks_gap -------------------------------------------------------------------------------------
        (f"With a 1 kb merge gap, 65 above-threshold fragments in the view collapse into 38 peaks "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"Merging within 1 kb collapsed 65 fragments into 48 peaks {T('peaks_gap')}.", U, "wrong-value"),
        (f"Merging cut the count from 65 to 38 — 27 fewer {T('peaks_gap')}.", V, "arithmetic"),
        (f"The merge gap was set to 1 Mb {T('peaks_gap')}.", U, "wrong-unit"),
        (f"Merging shrank the set by about 60% (65 → 38) {T('peaks_gap')}.", U, "arithmetic"),
        # ---- peaks_thr -------------------------------------------------------------------------------------
        (f"**rep2, absolute cutoff 20, min width 50 bp:** 48 peaks in the view {T('peaks_thr')}.", V, "supported"),
        (f"The fixed-threshold call on rep1 returned 48 peaks {T('peaks_thr')}.", U, "other-entity"),
        (f"The rep2 threshold call found 10 more peaks than the z-score/1 kb-gap call on rep1 (48 vs 38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"rep2's thresholded set (48) is about 21% larger than rep1's gap-merged set (38) {T('peaks_thr')} "
         f"{T('peaks_gap')}.", U, "arithmetic"),
        (f"An absolute cutoff makes the rep2 call easier to compare between runs {T('peaks_thr')}.",
         N, "qualitative"),
        (f"No merge gap was used for the thresholded rep2 call, and each peak had to be at least 50 bp wide "
         f"{T('peaks_thr')}.", V, "units"),
        # ---- quant -----------------------------------------------------------------------------------------
        (f"| 1 | Peak_22 | chr19:1,102,539-1,102,707 | 113.0 | {T('quant')}", V, "table"),
        (f"Peak_37 (chr19:1,058,648-1,058,806) ranks second with a mean of 95.5 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 is the second-strongest peak by mean signal (66.7) {T('quant')}.", U, "accession-role"),
        (f"Peak_1939's mean signal is 37 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22 lies inside chr19:1,050,000-1,060,000 {T('quant')}.", U, "locus-disjoint"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10 kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')}.", V, "locus-subregion"),
        (f"Peak_22's mean (113.0) is about 18% higher than Peak_37's (95.5) {T('quant')}.", V, "arithmetic"),
        (f"| 5 | Peak_1939 | chr19:1,010,458-1,010,553 | 61.6 | {T('quant')}", U, "table"),
        ("Peak_22 sits at chr19:1,102,539-1,102,707.", X, "uncited"),
        # ---- corr_chr --------------------------------------------------------------------------------------
        (f"Across chr19 (500 bins of ~117 kb), rep1 vs rep2 gives Pearson r = 0.615 {T('corr_chr')}.",
         V, "supported"),
        (f"rep1 and rep2 correlate at r = 0.62 across chr19 {T('corr_chr')}. Their rank correlation is a bit "
         f"lower, 0.59 {T('corr_chr')}.", V, "pronoun", 1),
        (f"Spearman between the replicates on chr19 is 0.615 {T('corr_chr')}.", U, "other-attribute"),
        (f"**r (rep1 vs rep2, chr19):** 0.61 {T('corr_chr')}", U, "rounded"),
        (f"So the replicates track each other, but not tightly, at this coarse resolution {T('corr_chr')}.",
         N, "qualitative"),
        # ---- corr_view -------------------------------------------------------------------------------------
        (f"In the view, rep1 vs pooled: r = 0.80, Spearman 0.69, over 200 bins of 1 kb {T('corr_view')}.",
         V, "supported"),
        (f"rep1 and rep2 correlate at r = 0.80 within the view {T('corr_view')}.", U, "other-entity"),
        (f"rep1 agrees far better with pooled in the view (r 0.80) than with rep2 over chr19 (r 0.62) "
         f"{T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"rep1 and pooled correlate at r = 0.80 in the view {T('corr_view')}. That was computed over 500 bins "
         f"{T('corr_view')}.", U, "pronoun", 1),
        # ---- matrix ----------------------------------------------------------------------------------------
        (f"**Pearson (chr19):** rep1–pooled 0.898 · rep2–pooled 0.899 · rep1–rep2 0.615 {T('matrix')}",
         V, "matrix"),
        (f"Spearman: rep1–pooled 0.901, rep2–pooled 0.852 {T('matrix')}.", U, "matrix"),
        (f"rep1–pooled is the strongest Pearson pair in the matrix, at 0.898 {T('matrix')}.", U, "comparison"),
        (f"By Spearman, rep2–pooled is the tightest pair (ρ ≈ 0.90) {T('matrix')}.", V, "matrix"),
        (f"Pooled correlates with each replicate about 0.28 higher than the replicates do with each other "
         f"(0.90 vs 0.62) {T('matrix')}.", V, "arithmetic"),
        # ---- gene ------------------------------------------------------------------------------------------
        (f"MYC is at chr8:127,735,433-127,742,951 on the + strand (hg38) {T('gene')}.", V, "locus-feature"),
        (f"MYC maps to chr8:127,735,433-127,742,951 {T('gene')}. It spans about 7.5 kb {T('gene')}.",
         V, "units", 1),
        (f"MYC: chr8:127,736,433-127,742,951 {T('gene')}", U, "locus-feature"),
        (f"The annotation lists 2 transcripts for MYC {T('gene')}.", U, "wrong-value"),
        ("MYC sits on chr8 at roughly 127.7 Mb.", X, "uncited"),
        # ---- asset_peaks -----------------------------------------------------------------------------------
        (f"The Oct4 peak file holds 2 peaks: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two, with score 93 {T('asset_peaks')}.", U, "preview"),
        (f"The file itself is tiny — 102 bytes over 2 lines {T('asset_peaks')}.", V, "units"),
        (f"Both Oct4 peaks lie inside the H1 window chr6:31,130,000-31,150,000 {T('asset_peaks')} {T('h1_nav')}.",
         V, "locus-subregion"),
        (f"peak2364 spans chr6:31,140,109-31,141,112 {T('asset_peaks')}.", U, "locus-feature"),
        # ---- asset_graph -----------------------------------------------------------------------------------
        (f"ENCFF754TJH.wig is a bedGraph of about 81,000 bytes; the preview shows 40 lines from the "
         f"chr9:35,696,794-35,728,096 section {T('asset_graph')}.", V, "preview"),
        (f"First data row: chr9:35,726,969-35,726,977 at 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The preview's highest value is 18.80, at chr9:35,727,163-35,727,165 {T('asset_graph')}.", U, "preview"),
        (f"Within the preview, signal climbs to 20.12 at chr9:35,727,163-35,727,165 {T('asset_graph')}.",
         V, "preview"),
        (f"The preview read 80,997 bytes of the file {T('asset_graph')}.", U, "other-attribute"),
        ("The bedGraph preview starts at chr9:35,726,969.", X, "uncited"),
        # ---- search ----------------------------------------------------------------------------------------
        (f"The ENCODE search (K562, H3K27ac, GRCh38 bigWig) returned 10 ranked files, with no relaxations "
         f"needed {T('search')}.", V, "supported"),
        (f"ENCFF779QTH came out first {T('search')}.", U, "accession-role"),
        (f"**Top pick:** ENCFF381NDD — pooled replicates 1, 2 and 3 {T('search')}.", V, "accession"),
        (f"The search returned 12 candidate files {T('search')}.", U, "wrong-value"),
        (f"The search went through without any trouble {T('search')}.", N, "qualitative"),
        # ---- file records ----------------------------------------------------------------------------------
        (f"ENCFF381NDD (ENCSR000AKP, replicates 1,2,3) scores 1,165 {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH: rank 2, replicates 1 and 2 pooled, score 1,165 {T('file_2')}.", V, "accession"),
        (f"ENCFF779QTH comes from experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        (f"ENCFF177JXC — replicate 1 only, rank 4, score 1,161 {T('file_4')}.", V, "accession"),
        (f"ENCFF849TDM is likewise a replicate 1+2 fold-change bigWig from ENCSR000AKP, ranked 3rd "
         f"{T('file_3')}.", V, "accession"),
        (f"ENCFF289IVJ (1,161) trails ENCFF381NDD (1,165) by 14 points {T('file_5')} {T('file_1')}.",
         U, "arithmetic"),
        (f"ENCFF745TSK (rank 6) is a replicate-2 fold-change bigWig from ENCSR000AKP {T('file_6')}.",
         V, "accession"),
        (f"ENCFF814HWX is replicate 1, 7th in the list with a score of 1161 {T('file_7')}.", V, "accession-role"),
        (f"ENCFF814HWX is a replicate 1 file {T('file_8')}.", U, "wrong-record"),
        (f"ENCFF938DNH scores 1,165, tied with the pooled files {T('file_8')}.", U, "wrong-value"),
        (f"ENCFF945XHA is a replicate 1 file {T('file_9')}.", U, "accession-role"),
        (f"The last-ranked file, ENCFF977KGH (rank 10), is replicate 1 {T('file_10')}.", V, "accession-role"),
        (f"ENCFF977KGH belongs to experiment ENCSR000EWB {T('file_10')}.", U, "accession"),
        (f"ENCFF381NDD outscores ENCFF177JXC by 4 points (1,165 vs 1,161) {T('file_1')} {T('file_4')}.",
         V, "arithmetic"),
        ("ENCFF745TSK is replicate 2.", X, "uncited"),
        ("ENCFF381NDD is the top-ranked file [[cite:cite_public_data_search_7c1e02ab]].", U, "unknown-token"),
        # ---- h1_nav ----------------------------------------------------------------------------------------
        (f"The hg19 view is chr6:31,130,000-31,150,000, a 20 kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 window spans 200 kb of chr6 {T('h1_nav')}.", U, "wrong-scale"),
        # ---- h1_stats --------------------------------------------------------------------------------------
        (f"**Oct4:** sparse — only 344 bp of the 20 kb window carries signal (1.72%) {T('h1_stats')}.",
         V, "percent"),
        (f"Oct4 has signal over roughly 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac averages 12.8 and peaks at 74.5 {T('h1_stats')}.", V, "rounded"),
        (f"H3K4me3 reaches 74.5 in the window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K4me3 covers about 66% of the window (13,139 bp) {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 is more variable than H3K27ac (SD 15.8 vs 13.6) despite a lower mean (11.4 vs 12.8) "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"Both histone marks are clearly enriched across this window, while Oct4 stays mostly flat "
         f"{T('h1_stats')}.", N, "qualitative"),
        ("In H1 cells Oct4 is a core pluripotency factor, so binding near POU5F1 is expected.", P, "qualitative"),
        # ---- h1_peaks --------------------------------------------------------------------------------------
        (f"The z-score call on Oct4 found just 2 peaks, with a cutoff of 1.006 (0.492 + 2 × 0.257) "
         f"{T('h1_peaks')}.", V, "arithmetic"),
        (f"Oct4 gives 3 peaks at z ≥ 2 {T('h1_peaks')}.", U, "wrong-value"),
        (f"The caller's 2 peaks equal the number of rows in the Oct4 narrowPeak file {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        # ---- h1_corr ---------------------------------------------------------------------------------------
        (f"Oct4 vs H3K27ac (100 bp bins): Pearson 0.107, Spearman 0.460, on only 9 of 200 bins {T('h1_corr')}.",
         V, "supported"),
        (f"Oct4 and H3K27ac share 191 bins {T('h1_corr')}.", U, "other-attribute"),
        (f"Only ~9% of bins were usable for the Oct4/H3K27ac comparison {T('h1_corr')}.", U, "arithmetic"),
        (f"Oct4 and H3K27ac barely track each other in this window {T('h1_corr')}.", N, "qualitative"),
        # ---- mixed answers, plain text, unknown token ------------------------------------------------------
        ("Fold change is relative to the input control, so it has no units.", P, "qualitative"),
        (f"**Headline:** the replicates agree only moderately. Pearson r is 0.615 across chr19 {T('corr_chr')}.",
         P, "qualitative", 0),
        (f"**Bottom line:** pooling helps. Each replicate correlates at about 0.90 with the pooled track "
         f"{T('matrix')}, versus 0.62 between them.", V, "matrix", 1),
        ("Spearman works on ranks, so a handful of very tall peaks can't dominate it the way they can Pearson.",
         P, "qualitative"),
        (f"rep1 averages 1.22 in the view {T('stats_view')}. That's consistent with a mostly quiet region "
         f"punctuated by a few sharp peaks {T('stats_view')}.", N, "qualitative", 1),
        ("Happy to re-run the correlation with finer bins if that's useful.", P, "qualitative"),
        ("rep2's chr19 max is 1,667.9 [[cite:cite_genome_signal_stats_deadbeef]].", U, "unknown-token"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
