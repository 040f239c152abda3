"""Blind batch s19b, written by a helper session (s19b), on 2026-12-02, labelled by hand against the record dump
before any checker run (the checker code was not read and the checker was not run). Focus: the slips that are hardest
to see -- a correct number attached to the wrong track, scope, pair or feature; a rounded value that crosses a
rounding boundary (truncation instead of rounding); a right value with the wrong unit or scale; a comparison whose
direction is wrong; an accession in the wrong role; a locus off by a digit -- mostly paired with a correct twin
sentence (same sentence, right fact) labelled verified. Style: GPT-like bullets with bold labels, Claude-like prose
with em dashes and parentheses, terse notebook lines, hedged summaries, a few markdown tables; plus qualitative,
uncited and plain rows.

First run of the checker on it (never relabelled; checker at a5e5935, never changed for this batch): 129
sentences, agreement 0.953, "unsupported" precision 0.981, recall 0.927. The two s19 batches together (252):
0.948 / 0.951 / 0.933."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s19b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    h1 = rec.extra["h1_ids"]
    fake1 = "[[cite:cite_made_up_8f21]]"
    fake2 = "[[cite:cite_s19b_fake_001]]"
    bedname = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # --- the right mean on the right / wrong track (chr19) ---
        (f"- **rep2 (chr19):** mean fold-change 0.874 {T('stats_chr')}", V, "supported"),
        (f"- **pooled (chr19):** mean fold-change 0.874 {T('stats_chr')}", U, "other-entity"),
        # --- rounding boundaries (truncation instead of rounding) ---
        (f"Across the view, rep1 tops out at 199.83 {T('stats_view')}.", V, "rounded"),
        (f"Across the view, rep1 tops out at 199.82 {T('stats_view')}.", U, "rounded"),
        (f"The pooled track's chromosome-wide standard deviation works out to 6.47 {T('stats_chr')}.", V, "rounded"),
        (f"The pooled track's chromosome-wide standard deviation works out to 6.46 {T('stats_chr')}.", U, "rounded"),
        (f"Pearson's r between rep1 and rep2 across chr19 is 0.62 (Spearman 0.59) {T('corr_chr')}.", V, "rounded"),
        (f"Pearson's r between rep1 and rep2 across chr19 is 0.61 (Spearman 0.59) {T('corr_chr')}.", U, "rounded"),
        (f"In the view, rep1 vs pooled gives r = 0.801 on 1-kb bins {T('corr_view')}.", V, "rounded"),
        (f"In the view, rep1 vs pooled gives r = 0.800 on 1-kb bins {T('corr_view')}.", U, "rounded"),
        (f"H3K4me3 signal covers 65.7% of the chr6 window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 signal covers 65.6% of the chr6 window {T('h1_stats')}.", U, "percent"),
        # --- same digits, other attribute ---
        (f"Oct4 covered just 344 bp of the 20-kb window {T('h1_stats')}.", V, "supported"),
        (f"Oct4 was represented by just 344 intervals in the 20-kb window {T('h1_stats')}.", U, "other-attribute"),
        (f"The Oct4–H3K27ac correlation was computed over 100 bins {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 and H3K27ac are only weakly correlated by Pearson (r ≈ 0.11), though their rank correlation is "
         f"stronger at 0.46 {T('h1_corr')}.", V, "hedged"),
        (f"Oct4 and H3K27ac show a moderate Pearson correlation of 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Peak_37's mean rep1 signal is 95.5 {T('quant')}.", V, "supported"),
        (f"Peak_37's mean rep1 signal is 115 {T('quant')}.", U, "other-attribute"),
        (f"Across chr19, rep2's standard deviation is 0.87 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"At z ≥ 2, Oct4 yielded 2 peaks above a cutoff of about 1.01 {T('h1_peaks')}.", V, "hedged"),
        (f"At z ≥ 2, Oct4 yielded 1 peak above the cutoff {T('h1_peaks')}.", U, "rounding-coincidence"),
        # --- thresholds and scope ---
        (f"The z-score threshold for rep1 in the view came out at 16.64 {T('peaks_gap')}.", V, "supported"),
        (f"The z-score threshold for rep1 in the view came out at 18.92 {T('peaks_gap')}.", U, "scope"),
        (f"Within the current 200-kb view, rep1 averages 1.22 {T('stats_view')}.", V, "scope"),
        (f"Within the current 200-kb view, rep1 averages 0.870 {T('stats_chr')}.", U, "scope"),
        (f"Over the 10-kb window at chr19:1,050,000-1,060,000, rep2 averaged 2.30 {T('stats_win')}.", V, "scope"),
        (f"Over the 10-kb window at chr19:1,050,000-1,060,000, rep2 averaged 1.69 {T('stats_view')}.", U, "scope"),
        # --- comparison direction ---
        (f"In the 10-kb window, rep1 (2.76) actually averages higher than rep2 (2.30) {T('stats_win')}.", V,
         "comparison"),
        (f"Inside the 10-kb window, rep2 averages higher than rep1 {T('stats_win')}.", U, "comparison"),
        (f"rep1 is the more variable replicate across chr19, with an SD of 9.02 against rep2's 8.64 "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"rep2 is the more variable replicate across chr19, with an SD of 8.64 against rep1's 9.02 "
         f"{T('stats_chr')}.", U, "comparison"),
        (f"rep2 tracks the pooled signal marginally better than rep1 does (r 0.899 vs 0.898) {T('matrix')}.", V,
         "matrix"),
        (f"rep1 tracks the pooled signal marginally better than rep2 does (r 0.899 vs 0.898) {T('matrix')}.", U,
         "matrix"),
        # --- arithmetic ---
        (f"Merging fragments within 1 kb collapsed 65 fragments into 38 peaks — 27 fewer {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"Merging fragments within 1 kb collapsed 65 fragments into 38 peaks, removing 29 {T('peaks_gap')}.", U,
         "arithmetic"),
        (f"At the top end the replicates' viewport maxima differ by only about 9 units (199.8 vs 190.7) "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"rep1's mean in the window is 2.76 {T('stats_win')}, more than double its 1.22 across the whole view "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"rep1's mean in the window is 2.76 {T('stats_win')}, nearly triple its 1.22 across the whole view "
         f"{T('stats_view')}.", U, "arithmetic"),
        # --- units and scale ---
        (f"The chromosome-wide correlation used 500 bins of ~117 kb each {T('corr_chr')}.", V, "units"),
        (f"The chromosome-wide correlation used 500 bins of ~117 bp each {T('corr_chr')}.", U, "wrong-unit"),
        (f"MYC spans roughly 7.5 kb on chr8 {T('gene')}.", V, "units"),
        (f"MYC spans roughly 7.5 Mb on chr8 {T('gene')}.", U, "wrong-scale"),
        (f"Summed over chr19, rep1's signal comes to ≈51.0 million {T('stats_chr')}.", V, "scale"),
        (f"Summed over chr19, rep1's signal comes to ≈51.0 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"The imported bedGraph is small — about 81 thousand bytes {T('asset_graph')}.", V, "scale"),
        (f"Oct4 signal is sparse: only 1.72% of the window has coverage {T('h1_stats')}.", V, "percent"),
        (f"Oct4 signal is sparse: only 17.2% of the window has coverage {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac covered 74% of the window {T('h1_stats')}.", V, "percent"),
        (f"H3K27ac covered 0.74% of the window {T('h1_stats')}.", U, "wrong-scale"),
        # --- loci ---
        (f"The browser is showing chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The browser is showing chr19:1,000,000-1,020,000 on hg38 {T('nav')}.", U, "locus-exact"),
        (f"Peak_22 (chr19:1,102,539-1,102,707) is the strongest rep1 peak by mean signal {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_22 (chr19:1,102,593-1,102,707) is the strongest rep1 peak by mean signal {T('quant')}.", U,
         "locus-feature"),
        (f"The MYC lookup places the gene on chr8 at 127,735,433-127,742,951 {T('gene')}.", V, "locus-chromosome"),
        (f"The MYC lookup places the gene on chr18 at 127,735,433-127,742,951 {T('gene')}.", U, "locus-chromosome"),
        (f"All of the chromosome-wide statistics were computed over chr19:0-58,617,616 {T('stats_chr')}.", V,
         "locus-chromosome"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1397 (chr19:1,110,067-1,110,162) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Both Oct4 narrowPeak rows fall inside the H1 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"The narrowPeak row peak2364 (chr6:31,140,574-31,141,112) lies outside the H1 view "
         f"chr6:31,130,000-31,150,000 {T('asset_peaks')} {T('h1_nav')}.", U, "locus-disjoint"),
        # --- previews ---
        (f"In the Oct4 narrowPeak file, peak2364 (chr6:31,140,574-31,141,112) carries the higher score, 93 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"In the Oct4 narrowPeak file, peak2363 (chr6:31,139,576-31,140,109) carries the higher score, 93 "
         f"{T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview bottoms out at 6.45 over chr9:35,726,989-35,726,992 {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph preview bottoms out at 6.45 over chr9:35,726,986-35,726,989 {T('asset_graph')}.", U,
         "preview"),
        # --- accessions and their roles ---
        (f"The top-ranked file, ENCFF381NDD, pools replicates 1, 2 and 3 of experiment ENCSR000AKP "
         f"{T('file_1')}.", V, "accession"),
        (f"The top-ranked file, ENCSR000AKP, pools replicates 1, 2 and 3 of experiment ENCFF381NDD "
         f"{T('file_1')}.", U, "accession-role"),
        (f"ENCFF938DNH is the replicate 3 fold-change bigWig (rank 8) {T('file_8')}.", V, "accession"),
        (f"ENCFF938DNH is the replicate 2 fold-change bigWig (rank 8) {T('file_8')}.", U, "accession"),
        (f"ENCFF177JXC (replicate 1) ranked 4th, scoring 1,161 {T('file_4')}.", V, "supported"),
        (f"ENCFF177JXC (replicate 1) ranked 4th, scoring 1,165 {T('file_4')}.", U, "wrong-value"),
        (f"The two-replicate pooled bigWig ranked second is ENCFF779QTH {T('search')}.", V, "accession"),
        (f"The two-replicate pooled bigWig ranked second is ENCFF797QTH {T('search')}.", U, "accession"),
        # --- wrong record ---
        (f"rep1's highest value anywhere on chr19 is 1,820.2 {T('stats_chr')}.", V, "supported"),
        (f"rep1's highest value anywhere on chr19 is 1,820.2 {T('stats_view')}.", U, "wrong-record"),
        (f"rep1 vs pooled: Spearman 0.852 across chr19 {T('matrix')}.", V, "matrix"),
        (f"rep1 vs pooled: Spearman 0.852 across the view {T('corr_view')}.", U, "wrong-record"),
        # --- matrix ---
        (f"In the three-track matrix, rep2 vs pooled has the highest Spearman coefficient, 0.901 {T('matrix')}.",
         V, "matrix"),
        (f"In the three-track matrix, rep1 vs pooled has the highest Spearman coefficient, 0.901 {T('matrix')}.",
         U, "matrix"),
        # --- other entity via ids / names ---
        (f"Track {h1['H3K4me3']} reaches 72.44 in the H1 window {T('h1_stats')}.", V, "ids"),
        (f"Track {h1['H3K27ac']} reaches 72.44 in the H1 window {T('h1_stats')}.", U, "ids"),
        (f"Calling rep2 at a fixed cutoff of 20 with a 50-bp minimum width gave 48 peaks {T('peaks_thr')}.", V,
         "supported"),
        (f"Calling rep1 at a fixed cutoff of 20 with a 50-bp minimum width gave 48 peaks {T('peaks_thr')}.", U,
         "other-entity"),
        (f"Peak_1397 ranked fourth (61.6) and Peak_1939 fifth (55.5) {T('quant')}.", V, "respectively"),
        (f"Peak_1939 ranked fourth (61.6) and Peak_1397 fifth (55.5) {T('quant')}.", U, "other-entity"),
        (f"The chromosome-wide peaks were written to {bedname}; there are 7,688 of them {T('peaks_chr')}.", V,
         "ids"),
        # --- multi-fact and multi-record ---
        (f"rep2 covers the full 200-kb view (100%) in 279 intervals, peaking at 190.7 {T('stats_view')}.", V,
         "multi"),
        (f"rep2 covers the full 200-kb view (100%) in 256 intervals, peaking at 190.7 {T('stats_view')}.", U,
         "multi"),
        (f"Oct4's two z-score peaks match the two rows in the Oct4 narrowPeak file {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"All 69 rep1 narrowPeak peaks in the view were quantified {T('describe')} {T('quant')}.", U,
         "multi-record"),
        # --- pronouns ---
        (f"rep2 averaged 1.69 across the view {T('stats_view')}. Its maximum there was 190.7 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"rep2 averaged 1.69 across the view {T('stats_view')}. Its maximum there was 199.8 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"Oct4 is the sparsest of the three H1 marks, covering 344 bp {T('h1_stats')}. Its mean is 0.49 "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"Oct4 is the sparsest of the three H1 marks, covering 344 bp {T('h1_stats')}. Its mean is 11.4 "
         f"{T('h1_stats')}.", U, "pronoun", 1),
        # --- respectively ---
        (f"The rep1 and rep2 narrowPeak tracks hold 64 and 69 peaks in view, respectively, with top scores of 177 "
         f"and 123 {T('describe')}.", V, "respectively"),
        (f"The rep1 and rep2 narrowPeak tracks hold 64 and 69 peaks in view, respectively, with top scores of 123 "
         f"and 177 {T('describe')}.", U, "respectively"),
        # --- ranges ---
        (f"Oct4 fold-change in the window ranges from 0.31 to 1.38 {T('h1_stats')}.", V, "range"),
        (f"Oct4 fold-change in the window ranges from 0.31 to 1.83 {T('h1_stats')}.", U, "range"),
        (f"Peak scores in the rep2 narrowPeak track run from 21 to 123 within the view {T('describe')}.", V,
         "range"),
        (f"Peak scores in the rep2 narrowPeak track run from 21 to 177 within the view {T('describe')}.", U,
         "range"),
        # --- tables ---
        (f"| Track | Mean | Max | SD |\n|---|---|---|---|\n| rep2 | 1.69 | 190.7 | 10.20 | {T('stats_view')}", V,
         "table"),
        (f"| Track | Mean | Max | SD |\n|---|---|---|---|\n| rep2 | 1.69 | 199.8 | 10.20 | {T('stats_view')}", U,
         "table"),
        # --- hedged ---
        (f"The chromosome-wide z-score call on rep1 produced roughly 7,700 peaks {T('peaks_chr')}.", V, "hedged"),
        (f"The chromosome-wide z-score call on rep1 produced roughly 7,600 peaks {T('peaks_chr')}.", U, "hedged"),
        (f"rep2 averages around 1.7 in the view {T('stats_view')}.", V, "hedged"),
        (f"rep2 averages around 1.6 in the view {T('stats_view')}.", U, "hedged"),
        # --- timestamps ---
        (f"The ENCODE query (retrieved 2026-12-02 03:49:59 UTC) returned 10 ranked candidates {T('search')}.", V,
         "timestamp"),
        (f"The ENCODE query (retrieved 2026-12-02 03:49:59 UTC) returned 12 ranked candidates {T('search')}.", U,
         "timestamp"),
        # --- unknown tokens ---
        (f"rep1 averaged 0.870 across chr19 {fake1}.", U, "unknown-token"),
        (f"The Oct4 peak at chr6:31,140,574-31,141,112 scored 93 {fake2}.", U, "unknown-token"),
        # --- qualitative (token, nothing checkable) ---
        (f"The two replicates agree reasonably well at chromosome scale {T('corr_chr')}.", N, "qualitative"),
        (f"Most of the view is near-background, with signal concentrated in a handful of sharp spikes "
         f"{T('stats_view')}.", N, "qualitative"),
        (f"H3K27ac and H3K4me3 both look strong around POU5F1, while Oct4 binding is sparse {T('h1_stats')}.", N,
         "qualitative"),
        (f"The ranking clearly favours the pooled fold-change files over single replicates {T('search')}.", N,
         "qualitative"),
        (f"This is a simple threshold caller rather than a model-based one, so treat the calls as exploratory "
         f"{T('peaks_thr')}.", N, "qualitative"),
        (f"I'd use the pooled track as the reference when comparing replicates {T('matrix')}.", N, "qualitative"),
        (f"rep1 and pooled look tightly coupled across the view {T('corr_view')}.", N, "qualitative"),
        (f"The window is dominated by one strong spike {T('stats_win')}. Both replicates show that same shape "
         f"{T('stats_win')}.", N, "qualitative", 1),
        # --- uncited ---
        ("rep2 averaged 1.69 across the view.", X, "uncited"),
        ("MYC maps to chr8:127,735,433-127,742,951 on hg38.", X, "uncited"),
        (f"The z-score call found 38 peaks in the view {T('peaks_gap')}. That is down from 65 raw fragments.", X,
         "uncited", 1),
        ("The top-ranked file is ENCFF381NDD.", X, "uncited"),
        ("Oct4 covers only 1.72% of the window.", X, "uncited"),
        ("The chromosome-wide correlation used bins of about 117 kb.", X, "uncited"),
        ("Peak_22 sits at chr19:1,102,539-1,102,707 and averages 113.0.", X, "uncited"),
        # --- plain ---
        ("Happy to rerun the correlation with a smaller bin size if you want finer resolution.", P, "plain"),
        ("Fold-change tracks are normalised against input, so they can be compared across replicates.", P, "plain"),
        ("**Next steps:** call peaks on the pooled track and compare them with the replicate calls.", P, "plain"),
        ("Z-score callers are sensitive to a few extreme values, so a more robust threshold may be worth trying.",
         P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
