"""Blind batch s9a, written by a helper session on 2026-12-02, labelled by hand against records.md before any
checker run (the checker was never run or read). Focus: an assistant embedded in a lab's Jupyter notebook
answering wet-lab biologists who are not computational experts ("is rep2 any good?", "where is MYC?", "which file
do I download?", "how many peaks did we get?", "are the replicates consistent?"), covering every record roughly
evenly. Style: plain words, analogies, hedged round numbers, percentages and units, a few bullets with bold labels,
terse notebook lines, a couple of table rows, and some two-to-three-sentence answers (index given). U rows are
realistic slips: a neighbouring track's or attribute's value, chromosome/view/window scope mix-ups, roundings that
cross a digit, swapped pairs, wrong rank or replicate role, another feature's locus, arithmetic slips.

First run of the checker on it (never relabelled; checker at 8eb9e67): 127 sentences, agreement 0.945,
"unsupported" precision 0.959, recall 0.922. The two s9 batches together (256): 0.945 / 0.940 / 0.931.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "ga"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # --- "is rep2 any good?" (stats_chr / stats_view)
        (f"Short answer: rep2 looks fine. Across all of chr19 it averages about 0.87-fold enrichment "
         f"{T('stats_chr')}, essentially the same as rep1.", V, "pronoun", 1),
        (f"- **Coverage:** rep2 has signal over 99.98% of chr19, spread across 77,569 intervals {T('stats_chr')}.",
         U, "other-entity"),
        (f"rep2's chromosome-wide mean comes out at 0.875 {T('stats_chr')}.", U, "rounded"),
        (f"In the region on screen, rep2 actually runs a bit hotter than rep1 — mean 1.69 versus 1.22 "
         f"{T('stats_view')}.", V, "comparison"),
        (f"Over the whole of chr19, rep2 averages about 1.7 {T('stats_chr')}.", U, "scope"),
        (f"Nothing about rep2's signal distribution looks off to me {T('stats_chr')}.", N, "qualitative"),
        (f"rep2 tops out at 1,667.9 on chr19 {T('stats_chr')}. Its standard deviation is about 8.6 "
         f"{T('stats_chr')}.", V, "pronoun", 1),
        (f"rep1 tops out at 1,820.2 on chr19 {T('stats_chr')}. Its standard deviation is about 8.6 "
         f"{T('stats_chr')}.", U, "pronoun", 1),
        (f"rep2 passes the basic sanity checks {T('stats_chr')}. Its maximum on chr19 is 1,667.9, well within what "
         f"you'd expect for a fold-change track.", X, "uncited", 1),
        # --- "are the replicates consistent?" (corr_chr / corr_view / matrix)
        (f"Think of Pearson r as how closely two tracks rise and fall together: rep1 and rep2 come out at r ≈ 0.62 "
         f"across chr19 {T('corr_chr')}.", V, "hedged"),
        (f"On a rank basis (Spearman), rep1 and rep2 agree at 0.62 over chr19 {T('corr_chr')}.",
         U, "other-attribute"),
        (f"That comparison chopped chr19 into 500 bins of roughly 117 kb each {T('corr_chr')}.", V, "units"),
        (f"Within the view, replicate 1 and replicate 2 line up better, at r = 0.80 {T('corr_view')}.",
         U, "other-entity"),
        (f"In the 200-kb view, rep1 against the pooled track gives r = 0.80 using 1-kb bins {T('corr_view')}.",
         V, "units"),
        (f"That works out to 200 bins of 1 kb, i.e. about 2 Mb of sequence {T('corr_view')}.", U, "arithmetic"),
        (f"So yes — the replicates are broadly consistent, just not perfectly {T('corr_chr')}.", N, "qualitative"),
        ("For histone ChIP-seq replicates, that level of agreement is pretty typical.", P, "qualitative"),
        ("Between the two replicates the chromosome-wide Pearson r is 0.62.", X, "uncited"),
        (f"Put together: rep1 vs rep2 is r = 0.62 on chr19 {T('corr_chr')}, and rep1 vs pooled is r = 0.80 in the "
         f"current view {T('corr_view')}.", V, "multi-record"),
        (f"Across chr19, rep1 and rep2 correlate at r = 0.62 {T('corr_view')}.", U, "wrong-record"),
        (f"In the three-track matrix, each replicate correlates about 0.90 with the pooled track (rep1 0.898, "
         f"rep2 0.899) {T('matrix')}.", V, "matrix"),
        (f"rep1 tracks the pooled signal slightly more closely than rep2 does (Pearson 0.899 vs 0.898) "
         f"{T('matrix')}.", U, "comparison"),
        (f"The Spearman between rep1 and pooled is 0.90 {T('matrix')}.", U, "other-entity"),
        (f"By Spearman, rep2–pooled is the tightest pair at 0.90 and rep1–rep2 the loosest at 0.59 {T('matrix')}.",
         V, "matrix"),
        (f"| rep1 ↔ pooled | Pearson 0.90 | Spearman 0.85 | {T('matrix')} |", V, "table"),
        (f"| rep2 ↔ pooled | Pearson 0.90 | Spearman 0.85 | {T('matrix')} |", U, "table"),
        (f"That's exactly the pattern you'd expect when you pool two decent replicates {T('matrix')}.",
         N, "qualitative"),
        # --- "how many peaks did we get?" (peaks_chr / peaks_gap / peaks_thr / describe / h1_peaks)
        (f"- **Whole chromosome:** the z-score caller found 7,688 rep1 peaks on chr19 {T('peaks_chr')}.",
         V, "supported"),
        (f"The cutoff works out to a fold-change of about 18.9 — the mean (0.87) plus 2 × the sd (9.02) "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"- **Current view, 1 kb merge gap:** 65 raw fragments merged into 38 peaks {T('peaks_gap')}.",
         V, "supported"),
        (f"In the view, merging with a 1-kb gap turned 65 fragments into 48 peaks {T('peaks_gap')}.",
         U, "wrong-value"),
        (f"So the merge step took us from 65 fragments to 38 peaks — about 58% fewer {T('peaks_gap')}.",
         U, "arithmetic"),
        (f"The view's cutoff is about 16.6, lower than the 18.9 used chromosome-wide, because the local sd (7.71) "
         f"is smaller than chr19's (9.02) {T('peaks_gap')} {T('peaks_chr')}.", V, "multi-record"),
        (f"- **rep2, absolute cutoff:** with a threshold of 20 and a 50-bp minimum width, rep2 has 48 peaks in the "
         f"view {T('peaks_thr')}.", V, "supported"),
        (f"For rep2 I used a minimum width of 20 bp and a cutoff of 50 {T('peaks_thr')}.", U, "respectively"),
        (f"Keep in mind this is a simple threshold caller, not a model-based one — treat the list as a first pass "
         f"{T('peaks_thr')}.", N, "qualitative"),
        (f"Good question — there are two different peak numbers floating around. The original narrowPeak files "
         f"give 64 peaks for rep1 and 69 for rep2 in this view {T('describe')}. Our own caller is a separate "
         f"thing.", V, "supported", 1),
        (f"The narrowPeak files list 69 rep1 peaks and 64 rep2 peaks in the region shown {T('describe')}.",
         U, "respectively"),
        (f"rep1's peak scores run from 21 up to 177 {T('describe')}.", V, "range"),
        (f"rep2's peak scores run from 21 up to 177 {T('describe')}.", U, "range"),
        ("rep1 ends up with 7,688 peaks chromosome-wide.", X, "uncited"),
        (f"rep1 has 256 peaks in the current view {T('describe')}.", U, "other-attribute"),
        (f"For Oct4 in the hg19 window, only 2 peaks clear z ≥ 2 {T('h1_peaks')}.", V, "supported"),
        (f"Oct4 gives 3 peaks at z ≥ 2 in the hg19 window {T('h1_peaks')}.", U, "wrong-value"),
        (f"The Oct4 cutoff is tiny — about 1.0 — because the track's mean is only 0.49 {T('h1_peaks')}.",
         V, "hedged"),
        ("If you want a more permissive list, I can loosen the cutoff and re-run.", P, "qualitative"),
        # --- quantification at rep1 peaks (quant)
        (f"The strongest rep1 peak in view is Peak_22 (chr19:1,102,539-1,102,707), averaging about 113 "
         f"{T('quant')}. That's the one I'd look at first.", V, "locus-feature", 0),
        (f"Peak_37, at chr19:1,102,539-1,102,707, comes second {T('quant')}.", U, "locus-feature"),
        (f"Peak_1397 averages 61.7 {T('quant')}.", U, "rounded"),
        (f"Peak_37 carries a narrowPeak score of 95.5 {T('quant')}.", U, "other-attribute"),
        (f"All 64 rep1 peaks in the view were quantified {T('quant')}.", V, "supported"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) sits inside the 10-kb window we zoomed into, "
         f"chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1939 also falls inside that 10-kb window, chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"The top-ranked peaks are the ones you'd want to validate by qPCR first {T('quant')}.", N, "qualitative"),
        # --- the 10-kb window (stats_win)
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 and rep2 2.30 {T('stats_win')}.",
         V, "supported"),
        (f"Zoomed in to chr19:1,050,000-1,060,000, rep1 averages 2.30 and rep2 2.76 {T('stats_win')}.",
         U, "respectively"),
        (f"Inside the 10-kb window rep1 reaches 199.8 {T('stats_win')}.", U, "scope"),
        (f"rep1's window average is about 20% above rep2's {T('stats_win')}.", V, "percent"),
        (f"rep1's window peak is roughly 1.8 times rep2's (111 vs 76) {T('stats_win')}.", U, "arithmetic"),
        # --- the view (stats_view / describe)
        (f"rep1 looks solid in the view {T('stats_view')}. It averages 1.22 and peaks at about 200 "
         f"{T('stats_view')}. Nothing alarming.", V, "pronoun", 1),
        (f"rep1's highest value in the view is 190.7 {T('stats_view')}.", U, "other-entity"),
        (f"The pooled track averages 1.45 in the view, between rep1 (1.22) and rep2 (1.69) {T('describe')}.",
         V, "comparison"),
        (f"All three signal tracks cover 100% of the 200-kb view {T('describe')}.", V, "percent"),
        (f"rep2's total signal in the view adds up to about 3.4 million {T('stats_view')}.", U, "wrong-scale"),
        ("rep2 averages 1.69 across the view, against 1.22 for rep1.", X, "uncited"),
        # --- whole chromosome (stats_chr)
        (f"Across chr19, rep1, rep2 and pooled average 0.870, 0.874 and 0.872 respectively {T('stats_chr')}.",
         V, "respectively"),
        (f"rep1 / chr19 — mean 0.870, max 1,820.2, sd 9.02 {T('stats_chr')}.", V, "supported"),
        (f"The pooled track has the smallest spread on chr19, sd ≈ 6.5 {T('stats_chr')}.", V, "comparison"),
        (f"rep1's total signal over chr19 is about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"rep1's chr19 maximum (1,820) is roughly 2.1 times the pooled one (870) {T('stats_chr')}.",
         V, "arithmetic"),
        (f"Track `{ids['rep1']}` covers 58,607,590 bp of chr19 {T('stats_chr')}.", V, "ids"),
        (f"`{ids['rep2']}` averages 0.870 across chr19 {T('stats_chr')}.", U, "ids"),
        (f"rep1 leaves about 0.2% of chr19 uncovered {T('stats_chr')}.", U, "percent"),
        (f"These numbers cover the whole of chr19, all 58.6 Mb of it {T('stats_chr')}.", V, "locus-chromosome"),
        (f"These chromosome-wide stats are for chr19:1,000,000-1,200,000 {T('stats_chr')}.", U, "scope"),
        # --- where am I? (nav)
        (f"You're looking at chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"That's a 2-Mb stretch of chr19 {T('nav')}.", U, "wrong-scale"),
        (f"The browser is parked at chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The view was last moved at 00:37 on 2026-12-02 {T('nav')}.", N, "timestamp"),
        ("To move, drag the track or type a gene name into the search box.", P, "qualitative"),
        # --- "where is MYC?" (gene)
        (f"MYC is on chromosome 8, at chr8:127,735,433-127,742,951 in hg38 {T('gene')}.", V, "locus-exact"),
        (f"MYC sits on chr8 {T('gene')}. It's a compact gene — about 7.5 kb from end to end {T('gene')}.",
         V, "pronoun", 1),
        (f"MYC lives at chr8:127,736,433-127,742,951 {T('gene')}.", U, "locus-exact"),
        (f"MYC spans roughly 75 kb {T('gene')}.", U, "wrong-scale"),
        (f"MYC sits at roughly 128.7 Mb on chr8 {T('gene')}.", U, "wrong-value"),
        (f"MYC is nowhere near the chr19 region on screen, so you'll need to jump to chr8:127,735,433-127,742,951 "
         f"{T('gene')} {T('nav')}.", V, "multi-record"),
        ("MYC is at chr8:127,735,433-127,742,951.", X, "uncited"),
        # --- the Oct4 BED asset (asset_peaks)
        (f"The Oct4 BED file is tiny — 102 bytes, with just 2 peaks {T('asset_peaks')}. Both are close to each "
         f"other.", V, "preview", 0),
        (f"peak2364, at chr6:31,140,574-31,141,112, has the higher score, 93 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 (chr6:31,139,576-31,140,109) has a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"peak2364 spans chr6:31,140,574-31,141,121 {T('asset_peaks')}.", U, "locus-feature"),
        (f"Both Oct4 peaks in the file sit inside our hg19 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        # --- the bedGraph asset (asset_graph)
        (f"The bedGraph ENCFF754TJH.wig is about 81,000 bytes {T('asset_graph')}.", V, "hedged"),
        (f"The preview's first data row is chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.",
         V, "preview"),
        (f"The first row of the bedGraph reads 7.45 at chr9:35,726,969-35,726,977 {T('asset_graph')}.",
         U, "preview"),
        (f"This bedGraph section is on chr6:35,696,794-35,728,096 {T('asset_graph')}.", U, "locus-chromosome"),
        (f"It's a plain bedGraph, so it will load straight into the browser {T('asset_graph')}.", N, "qualitative"),
        # --- "which file do I download?" (search / file_1..file_10)
        (f"I searched ENCODE for K562 H3K27ac bigWigs. It returned 10 ranked candidates out of 20 matching files "
         f"{T('search')}.", V, "supported", -1),
        (f"The portal had 10 matching files and we ranked 20 of them {T('search')}.", U, "respectively"),
        (f"**Download ENCFF381NDD.** It's ranked #1 and pools replicates 1, 2 and 3 {T('file_1')}. That gives you "
         f"the deepest signal.", V, "pronoun", 1),
        (f"ENCFF381NDD scores 1165, 4 points above single-replicate files like ENCFF177JXC (1161) {T('file_1')} "
         f"{T('file_4')}.", V, "arithmetic"),
        (f"ENCFF779QTH is the top-ranked file {T('file_2')}.", U, "accession-role"),
        (f"ENCFF779QTH (rank 2) and ENCFF849TDM (rank 3) each pool replicates 1 and 2 {T('file_2')} "
         f"{T('file_3')}.", V, "multi-record"),
        (f"ENCFF177JXC belongs to experiment ENCSR000AKP {T('file_4')}.", V, "accession"),
        (f"ENCFF938DNH comes from experiment ENCSR000AKQ {T('file_8')}.", U, "accession"),
        (f"ENCFF289IVJ is a single-replicate file {T('file_5')}. It comes from replicate 1 {T('file_5')}.",
         U, "accession-role", 1),
        (f"ENCFF745TSK is a replicate 2 fold-change bigWig, ranked 6th {T('file_6')}.", V, "supported"),
        (f"ENCFF814HWX comes in at rank 5 {T('file_7')}.", U, "accession-role"),
        (f"ENCFF945XHA is another replicate 2 file — rank 9, score 1161 {T('file_9')}.", V, "supported"),
        (f"ENCFF977KGH, rank 10, is replicate 1 {T('file_10')}.", V, "supported"),
        (f"ENCFF977KGH scored 1165 {T('file_10')}.", U, "wrong-value"),
        ("I'd grab ENCFF381NDD, the pooled file for replicates 1-3.", X, "uncited"),
        ("Pooled files are usually the best default unless you need per-replicate signal.", P, "qualitative"),
        ("ENCFF381NDD is the #1 hit [[cite:cite_public_data_search_9f3e21aa]].", U, "unknown-token"),
        # --- H1 POU5F1 window (h1_stats / h1_nav / h1_corr)
        (f"Over the hg19 window chr6:31,130,000-31,150,000, H3K27ac averages 12.8 {T('h1_stats')}.",
         V, "supported"),
        (f"H3K4me3 averages 12.8 over the window {T('h1_stats')}.", U, "other-entity"),
        (f"Oct4 signal covers only 344 bp — about 1.7% of the 20-kb window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 has signal over roughly 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac covers about 74% of the window and H3K4me3 about 66% {T('h1_stats')}.", V, "percent"),
        (f"Oct4 binding near POU5F1 looks real but modest {T('h1_stats')}.", N, "qualitative"),
        (f"`{h1['Oct4']}` has a mean of 0.49 over the window {T('h1_stats')}.", V, "ids"),
        (f"The hg19 view is chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"The hg19 view is chr6:31,130,000-31,180,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"Honestly, Oct4 and H3K27ac don't track each other much here. The linear correlation is r ≈ 0.11 "
         f"{T('h1_corr')}, which is close to nothing.", V, "hedged", 1),
        (f"For Oct4 vs H3K27ac, Spearman is 0.46, but only 9 of the 200 bins (100 bp each) had data for both "
         f"{T('h1_corr')}.", V, "supported"),
        (f"Oct4 vs H3K27ac gives a Pearson r of 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"The Oct4–H3K27ac correlation used 1-kb bins {T('h1_corr')}.", U, "wrong-unit"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
