"""Blind batch s12a, written by a helper session (s12a) on 2026-12-02, labelled by hand against
records.md before any checker run (the checker was never read nor run). Focus: realistic mixed answers
as GPT-4-style and Claude-style assistants write them to a biologist -- markdown bullets with **bold**
labels, short multi-sentence answers (one sentence labelled per row via the 4th element), parenthetical
asides and em dashes -- covering every class roughly evenly, with the U sentences being the plausible
mistakes models really make (swapped replicate, the chromosome-wide value quoted for the view, a
neighbouring attribute's number, off-by-rounding, a wrong count of files, a locus that is off, the
wrong record cited). Uses every record kind: chr19 stats at chromosome / view / window scope, peaks,
quantify, correlations, the matrix, the MYC lookup, asset previews, the ENCODE search and file records,
and the hg19 H1 POU5F1 tracks.

First run of the checker on it (never relabelled; checker at c6732f7): 131 sentences, agreement 0.939,
"unsupported" precision 0.940, recall 0.904. The two s12 batches together (258): 0.946 / 0.940 / 0.922."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s12a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    fname = rec.d("peaks_chr")["resultFileName"]
    FAKE1 = "[[cite:cite_made_up_123]]"
    FAKE2 = "[[cite:cite_project_9a1e22c0d7b3_genome_correlate_tracks_7c1e0b2a]]"
    FAKE3 = "[[cite:cite_project_9a1e22c0d7b3_public_data_search_0f9d3177]]"
    rows = [
        # ---------------------------------------------------------------- supported
        (f"**Chromosome-wide mean:** rep1 averaged 0.870 (fold change over control) across chr19 {T('stats_chr')}.",
         V, "supported"),
        (f"Over the POU5F1 window, H3K27ac averaged 12.8 with a standard deviation of 13.6 {T('h1_stats')} — "
         f"a broad acetylation domain rather than a single spike.", V, "supported"),
        (f"At chromosome scale the two replicates correlate at Pearson r = 0.615 (Spearman 0.586) {T('corr_chr')}.",
         V, "supported"),
        (f"Here's the quantification. The table covers all 64 rep1 peaks in the view, ranked by mean signal "
         f"{T('quant')}.", V, "supported", -1),
        (f"The search returned 10 ranked candidates out of 20 matching files on the portal {T('search')}.",
         V, "supported"),
        # ---------------------------------------------------------------- wrong-value
        (f"- **Max signal:** rep1 topped out at 1,802.2 on chr19 {T('stats_chr')}", U, "wrong-value"),
        (f"Thresholding rep2 at 20 with a 50-bp floor gave 38 peaks {T('peaks_thr')}.", U, "wrong-value"),
        (f"Over the POU5F1 window, Oct4 averaged 0.49 {T('h1_stats')}. The z-score caller found 3 Oct4 peaks there "
         f"{T('h1_peaks')} — few, as you'd expect for such weak signal.", U, "wrong-value", -1),
        # ---------------------------------------------------------------- rounded
        (f"Replicate 2's chromosome-wide SD is 8.64 {T('stats_chr')}.", V, "rounded"),
        (f"**Replicate concordance:** moderate. Pearson r = 0.61 between rep1 and rep2 on chr19 {T('corr_chr')}, "
         f"with Spearman a little lower.", U, "rounded", -1),
        (f"Within the current view, rep2 averaged 1.68 {T('stats_view')}.", U, "rounded"),
        (f"Oct4's mean over the window is 0.49 {T('h1_stats')} (essentially background).", V, "rounded"),
        # ---------------------------------------------------------------- hedged
        (f"Chromosome-wide calling gave roughly 7,700 peaks {T('peaks_chr')}.", V, "hedged"),
        (f"rep1's bigWig contributes ~77,600 intervals on chr19 {T('stats_chr')}.", V, "hedged"),
        (f"rep2 is stored as about 78,000 intervals on chr19 {T('stats_chr')}.", U, "hedged"),
        # ---------------------------------------------------------------- units
        (f"The rep1–pooled correlation in the view used 1-kb bins {T('corr_view')}.", V, "units"),
        (f"MYC spans about 7.5 kb of chr8 {T('gene')}.", V, "units"),
        (f"For the chromosome-wide correlation the bins are ~117 kb wide {T('corr_chr')}.", V, "units"),
        # ---------------------------------------------------------------- wrong-unit
        (f"rep2 was thresholded at 20 with a minimum peak width of 50 kb {T('peaks_thr')}.", U, "wrong-unit"),
        (f"The Oct4–H3K27ac correlation was computed in 100-kb bins {T('h1_corr')}.", U, "wrong-unit"),
        # ---------------------------------------------------------------- scale
        (f"Summed over chr19, rep1's signal comes to about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"rep2's signal sums to ~337k across the view {T('stats_view')}.", V, "scale"),
        (f"The chromosome-scope stats cover ~58.6 Mb {T('stats_chr')}, and rep1 has data over 58.6 million of "
         f"those bases {T('stats_chr')}.", V, "scale"),
        # ---------------------------------------------------------------- wrong-scale
        (f"Chromosome-wide, rep1's summed fold change is about 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"The MYC gene body is compact (~75 kb) {T('gene')}.", U, "wrong-scale"),
        # ---------------------------------------------------------------- other-attribute
        (f"- **rep1 (view):** standard deviation 1.22 {T('stats_view')}", U, "other-attribute"),
        (f"rep2 peaks contributes 279 peaks inside the view {T('describe')}.", U, "other-attribute"),
        (f"The strongest peak is Peak_22 (mean 113.0) {T('quant')}. Peak_37 — the runner-up — has a mean rep1 "
         f"signal of 115 {T('quant')}.", U, "other-attribute", 1),
        # ---------------------------------------------------------------- other-entity
        (f"On chr19 it's replicate 2 that reaches the single highest value, 1,820.2 {T('stats_chr')}.",
         U, "other-entity"),
        (f"In the view, rep1 and rep2 correlate at r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"The pooled track averaged 1.45 over the view {T('describe')} (between the two replicates).",
         V, "other-entity"),
        # ---------------------------------------------------------------- rounding-coincidence
        (f"Both replicates averaged 0.87 across chr19 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"Both replicates averaged 0.874 across chr19 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"The rank correlation between Oct4 and H3K27ac is about 0.5 {T('h1_corr')}.", V, "rounding-coincidence"),
        # ---------------------------------------------------------------- timestamp
        (f"The search (run 2026-12-02, 03:49 UTC) returned 10 ranked candidates {T('search')}.", V, "timestamp"),
        (f"As of 2026-12-02T03:49:59Z the ENCODE query had returned 12 files {T('search')}.", U, "timestamp"),
        (f"The browser view was last set at 2026-12-02T03:49:57Z {T('nav')}.", N, "timestamp"),
        # ---------------------------------------------------------------- ids
        (f"Track `{ids['rep2']}` averaged 0.874 over chr19 {T('stats_chr')}.", V, "ids"),
        (f"The chromosome-wide calls are in `{fname}` — 7,688 peaks in total {T('peaks_chr')}.", V, "ids"),
        (f"`{ids['pooled']}` reached 1,667.9 on chr19 {T('stats_chr')}.", U, "ids"),
        # ---------------------------------------------------------------- percent
        (f"rep1 has signal over 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"Oct4 signal covers only 1.7% of the window {T('h1_stats')} — most of it is simply empty.", V, "percent"),
        (f"H3K4me3 covers 73.8% of the window {T('h1_stats')}.", U, "percent"),
        (f"- **Coverage:** rep1 has data across 99.9% of chr19 {T('stats_chr')}", U, "percent"),
        # ---------------------------------------------------------------- locus-exact
        (f"**Region:** chr19:1,000,000-1,200,000 (hg38) {T('nav')}", V, "locus-exact"),
        (f"The H1 tracks were inspected over chr6:31.13–31.15 Mb (hg19) {T('h1_nav')}.", V, "locus-exact"),
        (f"You're currently looking at chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        # ---------------------------------------------------------------- locus-subregion
        (f"The 10-kb window chr19:1,050,000-1,060,000 lies entirely inside the current view "
         f"{T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"Peak_22 sits within the chr19:1,050,000-1,060,000 window {T('quant')} {T('stats_win')}.",
         U, "locus-subregion"),
        (f"peak2363 (chr6:31,139,576-31,140,109) lies within the H1 window {T('asset_peaks')} {T('h1_nav')}.",
         V, "locus-subregion"),
        # ---------------------------------------------------------------- locus-chromosome
        (f"Chromosome-wide (chr19:0-58,617,616), rep1's SD is 9.02 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"Over chr19:1,000,000-1,200,000, rep1 and rep2 correlate at r = 0.615 {T('corr_chr')}.",
         U, "locus-chromosome"),
        # ---------------------------------------------------------------- locus-disjoint
        (f"You asked about MYC. It sits at chr8:127,735,433-127,742,951 {T('gene')}, which overlaps the chr19 view "
         f"we're in {T('nav')}.", U, "locus-disjoint", -1),
        (f"peak2363 (chr6:31,139,576-31,140,109) overlaps peak2364 (chr6:31,140,574-31,141,112) "
         f"{T('asset_peaks')}.", U, "locus-disjoint"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) lies outside the chr19:1,050,000-1,060,000 window "
         f"{T('quant')} {T('stats_win')}.", V, "locus-disjoint"),
        # ---------------------------------------------------------------- locus-feature
        (f"The runner-up, Peak_37 (chr19:1,102,539-1,102,707), averaged 95.5 {T('quant')}.", U, "locus-feature"),
        (f"MYC begins at chr8:127,735,433 and ends at 127,742,951 {T('gene')}.", V, "locus-feature"),
        (f"MYC is annotated at chr8:128,748,315-128,753,680 {T('gene')}.", U, "locus-feature"),
        # ---------------------------------------------------------------- preview
        (f"In the Oct4 narrowPeak, peak2364 carries a score of 93 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two Oct4 peaks (score 93) {T('asset_peaks')}.", U, "preview"),
        (f"The first bedGraph interval, chr9:35,726,969-35,726,977, has a value of 8.62 {T('asset_graph')}.",
         V, "preview"),
        (f"The preview is truncated after 40 lines {T('asset_graph')}.", V, "preview"),
        # ---------------------------------------------------------------- accession
        (f"The top-ranked candidate is ENCFF381NDD {T('search')}.", V, "accession"),
        (f"I searched ENCODE for K562 H3K27ac fold-change bigWigs. The best match is ENCFF779QTH {T('search')}, a "
         f"pooled-replicate file.", U, "accession", -1),
        (f"ENCFF745TSK comes from experiment ENCSR000AKP {T('file_6')}.", V, "accession"),
        (f"ENCFF938DNH belongs to ENCSR000AKQ {T('file_8')}.", U, "accession"),
        # ---------------------------------------------------------------- accession-role
        (f"ENCFF381NDD pools biological replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCFF177JXC is the replicate-2 fold-change file {T('file_4')}.", U, "accession-role"),
        (f"4 of the 10 candidates are replicate-1-only files {T('search')}.", U, "accession-role"),
        (f"3 of the 10 candidates are pooled files — ranks 1 to 3 {T('search')}.", V, "accession-role"),
        # ---------------------------------------------------------------- wrong-record
        (f"Across the view, the pooled track averaged 1.45 {T('stats_view')}.", U, "wrong-record"),
        (f"MYC lies at chr8:127,735,433-127,742,951 {T('nav')}.", U, "wrong-record"),
        (f"Peak_22 averaged 113.0 in rep1 {T('peaks_gap')}.", U, "wrong-record"),
        # ---------------------------------------------------------------- multi
        (f"- **rep1, 10-kb window:** mean 2.76, max 111.0, 16 intervals {T('stats_win')}", V, "multi"),
        (f"- **rep2, 10-kb window:** mean 2.30, max 76.3, 16 intervals {T('stats_win')}", U, "multi"),
        (f"Thresholding rep2 at 20 (minimum width 50 bp, no merging) gave 48 peaks {T('peaks_thr')}.", V, "multi"),
        (f"**Summary for chr19**\n\n- **rep1:** mean 0.870, max 1,820.2 {T('stats_chr')}\n"
         f"- **rep2:** mean 0.874, max 1,667.9 {T('stats_chr')}\n"
         f"- **pooled:** mean 0.872, max 870.1 {T('stats_chr')}", V, "multi", -1),
        # ---------------------------------------------------------------- multi-record
        (f"**Bottom line:** the signal in this view is driven by a few strong peaks. rep1 averaged 1.22 in the view "
         f"{T('stats_view')}, and its strongest peak, Peak_22, averaged 113.0 {T('quant')}.",
         V, "multi-record", -1),
        (f"The view correlation of rep1 with pooled (r = 0.80) {T('corr_view')} is well above the chromosome-wide "
         f"rep1–rep2 r of 0.59 {T('corr_chr')}.", U, "multi-record"),
        (f"Over the current view, replicate 2 averaged 1.69 {T('stats_view')} — nearly double its chromosome-wide "
         f"mean of 0.874 {T('stats_chr')}.", V, "multi-record"),
        # ---------------------------------------------------------------- qualitative (N)
        (f"The two replicates agree reasonably well at chromosome scale {T('corr_chr')}.", N, "qualitative"),
        (f"Most of the view's signal sits in a handful of sharp peaks {T('stats_view')}.", N, "qualitative"),
        (f"Oct4 signal in this window is sparse {T('h1_stats')}.", N, "qualitative"),
        (f"The ENCODE search turned up a solid set of K562 H3K27ac fold-change files {T('search')}.",
         N, "qualitative"),
        (f"rep1's top peak is Peak_22 {T('quant')}. That looks like a classic sharp, promoter-like acetylation "
         f"peak {T('quant')}.", N, "qualitative", 1),
        (f"rep2 peaked at 190.7 in the view {T('stats_view')}. Both replicates clearly pick up the same strong "
         f"sites here {T('stats_view')}.", N, "qualitative", 1),
        (f"The bedGraph looks like a standard ENCODE signal export {T('asset_graph')}.", N, "qualitative"),
        # ---------------------------------------------------------------- comparison
        (f"rep2's view mean (1.69) exceeds rep1's (1.22) {T('stats_view')}.", V, "comparison"),
        (f"Chromosome-wide the replicates are nearly identical in mean signal {T('stats_chr')}. If anything, rep1's "
         f"mean is slightly higher {T('stats_chr')}.", U, "comparison", 1),
        (f"In the 10-kb window rep2 actually outpaces rep1 on mean signal {T('stats_win')}.", U, "comparison"),
        (f"The view threshold (16.6) sits below the chromosome-wide one (18.9) {T('peaks_gap')} {T('peaks_chr')}.",
         V, "comparison"),
        # ---------------------------------------------------------------- arithmetic
        (f"rep2's view mean runs about 38% above rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"Peak_22's mean (113.0) is about 2.5× that of Peak_1939 (55.5) {T('quant')}.", U, "arithmetic"),
        (f"Only 9 of 200 bins were shared — 191 (95.5%) were excluded {T('h1_corr')}.", V, "arithmetic"),
        (f"H3K27ac averages roughly 26 times the Oct4 signal over the window {T('h1_stats')}.", V, "arithmetic"),
        (f"ENCFF381NDD scored 1,165, six points above the single-replicate files {T('file_1')} {T('file_4')}.",
         U, "arithmetic"),
        # ---------------------------------------------------------------- matrix
        (f"Here's the chr19 matrix in short. rep1 against rep2 is the weakest pair (Pearson 0.615) {T('matrix')}. "
         f"Each replicate correlates with pooled at about 0.90 {T('matrix')}.", V, "matrix", -1),
        (f"Across the matrix, rep2–pooled has the highest Pearson r, 0.899 {T('matrix')}.", V, "matrix"),
        (f"**rep1 vs rep2:** Pearson 0.90 over chr19 {T('matrix')}", U, "matrix"),
        # ---------------------------------------------------------------- pronoun
        (f"Replicate 1 averaged 0.870 across chr19 {T('stats_chr')}. It also reached the higher maximum, 1,820.2 "
         f"{T('stats_chr')}.", V, "pronoun", 1),
        (f"Replicate 2 averaged 0.874 across chr19 {T('stats_chr')}. Its SD was 9.02 {T('stats_chr')}.",
         U, "pronoun", 1),
        (f"Oct4 was peak-called with k = 2 over the H1 window {T('h1_peaks')}. Its threshold came out at 1.006 "
         f"{T('h1_peaks')}.", V, "pronoun", 1),
        (f"Peak_37 ranks second by mean rep1 signal {T('quant')}. Its mean is 113.0 {T('quant')}.",
         U, "pronoun", 1),
        # ---------------------------------------------------------------- uncited
        ("rep1 averaged 0.87 across chr19.", X, "uncited"),
        (f"rep2 averaged 1.69 in the view {T('stats_view')}. Its maximum was 190.7.", X, "uncited", 1),
        ("MYC spans chr8:127,735,433-127,742,951 on hg38.", X, "uncited"),
        ("All 10 candidate files come from experiment ENCSR000AKP.", X, "uncited"),
        (f"- **Window:** chr19:1,050,000-1,060,000.\n- **rep1 mean:** 2.76 {T('stats_win')}", X, "uncited", 0),
        ("The chromosome-wide call found 7,688 peaks — far more than the 38 in the view.", X, "uncited"),
        (f"rep1 averaged 0.87 across chr19. That is close to the pooled mean of 0.872 {T('stats_chr')}.",
         X, "uncited", 0),
        # ---------------------------------------------------------------- plain
        ("Happy to rerun this with a different bin size if that helps.", P, "qualitative"),
        ("These are fold-change-over-control tracks, so read the values as relative enrichment rather than read "
         "counts.", P, "qualitative"),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. Worth checking the input control before reading too much "
         f"into it.", P, "qualitative", 1),
        ("Let me know which replicate you'd like to prioritise for follow-up.", P, "qualitative"),
        (f"rep2 carried 69 peaks in the view {T('describe')}. (Keep in mind the z-score caller is a simple "
         f"threshold, not a model-based peak caller.)", P, "qualitative", -1),
        # ---------------------------------------------------------------- unknown-token
        (f"rep1 averaged 0.870 across chr19 {FAKE1}.", U, "unknown-token"),
        (f"The replicates agree well {FAKE2}.", U, "unknown-token"),
        (f"ENCFF381NDD is the top-ranked pooled file {FAKE3}.", U, "unknown-token"),
        # ---------------------------------------------------------------- scope
        (f"Across the view, rep1 averaged 0.87 {T('stats_chr')}.", U, "scope"),
        (f"In the 10-kb window, rep1 peaked at 199.8 {T('stats_win')}.", U, "scope"),
        (f"Within chr19:1,050,000-1,060,000, rep2 peaked at 76.3 {T('stats_win')}.", V, "scope"),
        (f"Restricted to the view, pooled's SD is 7.23 {T('describe')}.", V, "scope"),
        # ---------------------------------------------------------------- range
        (f"Oct4 ranges from 0.31 to 1.38 across the window {T('h1_stats')}.", V, "range"),
        (f"H3K4me3 ranges from 0.68 to 72.4 {T('h1_stats')}.", U, "range"),
        (f"- **rep1 peaks:** 64 features in the view, scores 21–177 {T('describe')}", V, "range"),
        # ---------------------------------------------------------------- respectively
        (f"rep1, rep2 and pooled are stored as 77,569, 77,174 and 151,029 intervals on chr19, respectively "
         f"{T('stats_chr')}.", V, "respectively"),
        (f"rep1 and rep2 peak at 190.7 and 199.8 in the view, respectively {T('stats_view')}.", U, "respectively"),
        (f"Peak_22 and Peak_37 carry narrowPeak scores of 143 and 115, respectively {T('quant')}.",
         V, "respectively"),
        # ---------------------------------------------------------------- table
        (f"| Track | chr19 mean | chr19 max |\n|---|---|---|\n| rep2 | 0.874 | 1,667.9 {T('stats_chr')} |",
         V, "table"),
        (f"| Mark | Mean | Max |\n|---|---|---|\n| H3K4me3 | 11.4 | 74.5 {T('h1_stats')} |", U, "table"),
        (f"| Peak | Locus | Mean rep1 |\n|---|---|---|\n| Peak_281 | chr19:1,058,648-1,058,806 | 66.7 "
         f"{T('quant')} |", V, "table"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
