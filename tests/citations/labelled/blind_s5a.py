"""Blind batch s5a, written by a helper session on 2026-12-02, labelled by hand against the record dump
before any checker run (the checker was never run on these sentences). Focus: signal statistics over the
whole chromosome, the 200-kb view and the 10-kb window; describe; the replicate correlations and the
3-track matrix; the hg19 H1 POU5F1 records; some peaks. Style: long-form answers of a careful academic
assistant preparing a lab meeting (British spelling, passive voice, synonyms such as enrichment, dispersion,
concordance, coverage breadth, interval count, resolution; numbers in words, before and after their nouns;
parentheses, semicolons, em dashes), often with the labelled sentence inside a 2-4 sentence answer, several
claims per sentence with exactly one wrong in most unsupported rows, and incidental numbers that are not
claims (two replicates, step 3, the top 5 rows, a year).

First run of the checker on it (never relabelled; checker at 5d95276): 125 sentences, agreement 0.872,
"unsupported" precision 0.843, recall 0.843. The three s5 batches together (380): 0.837 / 0.779 / 0.836.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "ca"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    r1, r2, pl = ids["rep1"], ids["rep2"], ids["pooled"]
    oct4 = h1["Oct4"]
    rows = [
        # ---------------- whole chromosome (stats_chr) ----------------
        (f"Across the whole of chr19, a mean signal intensity of 0.870 was observed for rep1 {T('stats_chr')}.",
         V, "supported"),
        (f"The pooled track's chromosome-wide mean (0.874) lies, as one would hope, between those of the two "
         f"replicates {T('stats_chr')}.", U, "other-entity"),
        (f"Replicate 1 peaked at 1,802.2 over the full chromosome, whereas replicate 2 topped out at roughly "
         f"1,670 {T('stats_chr')}.", U, "wrong-value"),
        (f"Summed signal across chr19 came to roughly 51.0 million for rep1 and 51.2 million for rep2 "
         f"{T('stats_chr')}.", V, "scale"),
        (f"The integrated rep1 signal on chromosome 19 is approximately 51 thousand units, spread over 77,569 intervals {T('stats_chr')}.",
         U, "wrong-scale"),
        (f"Coverage breadth was essentially complete: 99.98% of the 58.6-Mb chromosome was covered by the "
         f"first replicate {T('stats_chr')}.", V, "percent"),
        (f"Of the chr19 bases, 99.8% carried a value in rep2 — 58,607,595 bases in absolute terms {T('stats_chr')}.", U, "percent"),
        (f"For rep1 on chr19, a standard deviation of 0.87 and a maximum of 1,820 were reported "
         f"{T('stats_chr')}.", U, "other-attribute"),
        (f"The interval count is roughly doubled in the pooled track — 151,029 against 77,569 for rep1 "
         f"{T('stats_chr')}.", V, "arithmetic"),
        ("Across chr19, the mean of rep1 was 0.870 and its maximum 1,820.2.", X, "uncited"),
        (f"The chromosome-wide statistics are remarkably similar between the replicates, which is reassuring "
         f"{T('stats_chr')}.", N, "qualitative"),
        (f"I have summarised the chromosome-wide figures first, as agreed at step 3 of the protocol. Minimum "
         f"values were 0 for all three tracks, and the pooled track reached a maximum of 870.1 "
         f"{T('stats_chr')}. This is unsurprising for fold-change data.", V, "multi", 1),
        (f"A mean of 0.872 was observed for rep2 across chr19, with an SD of 8.64 {T('stats_chr')}. Both "
         f"figures are in line with what one expects from a two-replicate ENCODE design.",
         U, "other-entity", 0),
        (f"Across the three tracks, chromosome-wide means fell within a narrow 0.870–0.874 band "
         f"{T('stats_chr')}.", V, "range"),
        (f"Over chr19, rep1 is the more variable replicate (SD 9.02 against 8.64), and it also carries the "
         f"higher mean {T('stats_chr')}.", U, "comparison"),
        (f"Exactly 58,607,590 bases of chr19 were covered by replicate 2 {T('stats_chr')}.",
         U, "other-entity"),
        (f"The pooled track's dispersion over chr19 was 6.47 {T('stats_chr')}.", V, "rounded"),
        (f"Replicate 2 averaged 0.874 across chr19 {T('stats_chr')}. Its maximum there was 1,667.9 "
         f"{T('stats_chr')}.", V, "pronoun", 1),
        (f"The pooled track averaged 0.872 over the chromosome {T('stats_chr')}. Its standard deviation was "
         f"8.64 {T('stats_chr')}.", U, "pronoun", 1),
        (f"Replicate 1 averaged 0.870 over chr19 {T('stats_chr')}. That is, in my view, an unremarkable "
         f"background level for a fold-change track {T('stats_chr')}.", N, "qualitative", 1),
        (f"The pooled track reached 870.1 over chr19. This was confirmed in the chromosome-wide statistics "
         f"{T('stats_chr')}.", X, "uncited", 0),
        ("A mean of 0.870 was observed for rep1 on chr19 [[cite:cite_stats_chr19_rep1]].", U, "unknown-token"),
        # ---------------- the 200-kb view (stats_view, describe, nav) ----------------
        (f"Within the 200-kb view (chr19:1,000,000–1,200,000), rep1 averaged 1.22 {T('stats_view')}.",
         V, "locus-exact"),
        (f"Over the current view, rep1's mean signal was 0.870 {T('stats_chr')}.", U, "scope"),
        (f"Enrichment in the viewport is higher for the second replicate, whose mean of 1.69 exceeds rep1's "
         f"1.22 by more than a third {T('stats_view')}.", V, "arithmetic"),
        (f"Replicate 2's view mean (1.69) is about 50% higher than that of replicate 1 (1.22) "
         f"{T('stats_view')}.", U, "arithmetic"),
        (f"Standard deviations of 7.71 and 10.2 were obtained for rep1 and rep2, respectively, over "
         f"chr19:1,000,000-1,200,000 {T('stats_view')}.", V, "respectively"),
        (f"Over the view, rep1 showed a mean of 1.22, an SD of 7.71 and 265 intervals {T('stats_view')}.",
         U, "multi"),
        (f"In the view, the pooled track averaged 1.45, against 1.22 for rep1 {T('stats_view')}.", U, "wrong-record"),
        (f"Sixty-four rep1 peaks fall within the view, with scores ranging from 21 to 177 {T('describe')}.",
         V, "range"),
        (f"The pooled track's summed signal in the view (≈291,000) sits between rep1's ≈245,000 and rep2's "
         f"≈337,000 {T('describe')}.", V, "hedged"),
        (f"Over the view, the describe record gives the pooled track a maximum of 159.2 and a mean of 1.54 "
         f"{T('describe')}.", U, "wrong-value"),
        (f"View means ranged from 1.22 to 1.45 across the three signal tracks {T('describe')}.", U, "range"),
        (f"Over the view, the rep1 peak set (64 features) carries scores between 21 and 123 {T('describe')}; "
         f"rep2's set is slightly larger. I would treat both as indicative only.", U, "other-entity", 0),
        (f"rep1 averaged 1.22 in the view; rep2, 1.69; the pool sat in between at 1.45 {T('describe')}. "
         f"These are modest fold-change values.", V, "multi", 0),
        (f"The describe summary gives a useful first overview of the locus before any peak calling "
         f"{T('describe')}.", N, "qualitative"),
        (f"The view was defined by the navigation step. Per the navigation record, it spans "
         f"chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact", -1),
        (f"The navigation record places the view at chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The navigation record, stamped 2026-12-02 at 00:37 UTC, fixed the hg38 view at "
         f"chr19:1,000,000-1,200,000 {T('nav')}.", V, "timestamp"),
        (f"In the view, rep2 averaged 1.69 {T('stats_view')}. Over the whole chromosome its mean was roughly "
         f"half that, 0.874 {T('stats_chr')} {T('stats_view')}.", V, "multi-record", -1),
        # ---------------- the 10-kb window (stats_win) ----------------
        (f"In the 10-kb window, rep1 averaged 2.76 {T('stats_win')}. This is more than double its mean over "
         f"the full view, 1.22 {T('stats_view')} {T('stats_win')}.", V, "multi-record", 1),
        (f"Within chr19:1,050,000-1,060,000, rep1 averaged 1.22 {T('stats_view')}.", U, "scope"),
        (f"Rep2 reached 76.3 within the window, well below rep1's 111.0 {T('stats_win')}.", V, "comparison"),
        (f"Only twelve intervals were needed to describe rep2 over these 10 kb, versus sixteen for rep1 "
         f"{T('stats_win')}.", V, "supported"),
        (f"Integrated signal over the window amounted to about 27,600 for rep1 and 23,000 for rep2 "
         f"{T('stats_win')}.", V, "hedged"),
        (f"Approximately 2,296 was the summed rep2 signal in the window, where its mean stood at 2.30 {T('stats_win')}.", U, "wrong-scale"),
        (f"The window SD of rep2 was 11.1, slightly below rep1's 12.1 {T('stats_win')}.", U, "wrong-value"),
        (f"Within the window, rep1's mean (2.76) sits about 20% above that of rep2 (2.30) {T('stats_win')}.",
         V, "arithmetic"),
        ("The 10-kb window (chr19:1,050,000-1,060,000) shows a rep1 mean of 2.76.", X, "uncited"),
        (f"The window statistics are in the 10-kb record {T('stats_win')}. Broadly, they point to a compact, "
         f"well-defined region of enrichment {T('stats_win')}. I would suggest a closer look in step 4.",
         N, "qualitative", 1),
        (f"Replicate 1 reached 111.0 in the 10-kb window and 199.8 across the full view {T('stats_win')} "
         f"{T('stats_view')}. The window maximum is therefore about 70% of the view maximum {T('stats_win')} "
         f"{T('stats_view')}.", U, "arithmetic", 1),
        (f"Track {r1} (rep1) averaged 2.76 in the window {T('stats_win')}.", V, "ids"),
        (f"Track {r2} reached 111.0 in the 10-kb window, across 12 intervals {T('stats_win')}.", U, "ids"),
        # ---------------- peaks ----------------
        (f"Applying a z-score cutoff of k = 2 to rep1 across chr19 yielded 7,688 peaks {T('peaks_chr')}.",
         V, "supported"),
        (f"The corresponding absolute threshold was 18.92 (the mean of 0.870 plus two SDs of 9.02) "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"Some 7,700 peaks were called on rep1 chromosome-wide {T('peaks_chr')}.", V, "hedged"),
        (f"Roughly 7,000 peaks were called on rep1 across chr19 at k = 2 {T('peaks_chr')}.", U, "hedged"),
        (f"The chromosome-level call on rep1 used a z cutoff of 2 {T('peaks_chr')}. Within the 200-kb view "
         f"alone, the same approach gave 7,688 peaks {T('peaks_chr')}.", U, "scope", -1),
        (f"The z-score caller is a simple heuristic, not a model-based method like MACS2, so these calls "
         f"should be treated as provisional {T('peaks_chr')}.", N, "qualitative"),
        (f"The second call restricted itself to the view and merged nearby fragments {T('peaks_gap')}. Of the "
         f"65 fragments, 27 were absorbed by merging, leaving 38 peaks (a reduction of roughly 42%) "
         f"{T('peaks_gap')}.", V, "arithmetic", 1),
        (f"The 1-kb gap merge reduced the fragment count by about a quarter, from 65 to 38 {T('peaks_gap')}.",
         U, "arithmetic"),
        (f"At step 5 of the analysis, an absolute threshold of 20 with a 50-bp minimum width was applied to "
         f"rep2, giving 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"The absolute-threshold caller was applied to replicate 1 with a cutoff of 20 {T('peaks_thr')}.",
         U, "other-entity"),
        (f"The z-score caller in the view (38 peaks) and the absolute-threshold caller (48 peaks) are not "
         f"directly comparable, since they were applied to different replicates {T('peaks_gap')} "
         f"{T('peaks_thr')}.", V, "multi-record"),
        # ---------------- quantification at rep1 peaks ----------------
        (f"Ranked by mean rep1 signal, Peak_22 (chr19:1,102,539-1,102,707) comes first at 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_37, at chr19:1,102,539-1,102,707, ranks second with a mean of 95.5 {T('quant')}.",
         U, "locus-feature"),
        (f"Peak_281 is ranked third, with a narrowPeak score of 66.7 {T('quant')}.", U, "other-attribute"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) lies inside the 10-kb window examined above and carries a mean "
         f"rep1 signal of 66.7 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 falls within the 10-kb window at chr19:1,050,000-1,060,000 {T('quant')} "
         f"{T('stats_win')}.", U, "locus-disjoint"),
        (f"Peak_37 has a lower narrowPeak score (115) than Peak_22 (143), consistent with their ranks "
         f"{T('quant')}.", V, "comparison"),
        (f"Peak_1939 sits at chr19:1,010,458-1,010,553 {T('quant')}. Its mean rep1 signal is 61.6, placing it "
         f"fifth {T('quant')}.", U, "pronoun", 1),
        (f"As the top 5 rows illustrate, the strongest features are sharp, punctate peaks rather than broad "
         f"domains {T('quant')}.", N, "qualitative"),
        # ---------------- replicate correlations ----------------
        (f"Across chr19, the two replicates correlate only moderately (Pearson r = 0.615, Spearman ρ = 0.586) "
         f"{T('corr_chr')}.", V, "supported"),
        (f"The Spearman correlation between rep1 and rep2 across chr19 was 0.615, computed on 500 bins {T('corr_chr')}.",
         U, "other-attribute"),
        (f"The chromosome-wide comparison used 500 bins of roughly 117 kb, yielding a Pearson r of 0.62, and "
         f"12 bins were excluded {T('corr_chr')}.", U, "multi"),
        (f"Within the view, rep1 and the pooled track agree well (r = 0.80) at 1-kb resolution over "
         f"200 bins {T('corr_view')}.", V, "supported"),
        (f"Across chr19, rep1 and pooled correlate at r = 0.80 {T('corr_view')}.", U, "scope"),
        (f"The rank-based agreement in the view is weaker, at ρ = 0.687 {T('corr_view')}.", V, "rounded"),
        (f"Spearman's ρ between rep1 and the pool in the view was 0.688, against a Pearson r of 0.801 {T('corr_view')}.", U, "wrong-value"),
        (f"By Pearson, rep1 and the pooled track agreed at 0.69 within the view {T('corr_view')}.",
         U, "rounding-coincidence"),
        (f"Concordance between rep1 and the pooled track in the view (r = 0.80) clearly exceeds the "
         f"chromosome-wide rep1–rep2 value (r = 0.62) {T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"Let me summarise the replicate comparison for the lab meeting. Chromosome-wide, rep1 and rep2 "
         f"correlate at r = 0.615 over 500 bins {T('corr_chr')}. In the view, rep1 and pooled reach r = 0.801 "
         f"at 1-kb resolution {T('corr_view')}. Neither figure is alarming for fold-change tracks.",
         V, "multi", 2),
        (f"Two correlation runs were performed for this answer. The first, chromosome-wide, paired rep1 with "
         f"rep2 {T('corr_chr')}. The second paired rep1 with the pooled track over chr19:1,000,000–1,200,000 "
         f"using bins of 10 kb {T('corr_view')}.", U, "wrong-value", -1),
        (f"In our 2023 pilot we used a single replicate. Here, the rep1–rep2 Spearman coefficient across "
         f"chr19 is 0.586, on bins of 117,236 bp {T('corr_chr')}.", V, "supported", -1),
        (f"With only two replicates, I would be cautious about over-interpreting these coefficients "
         f"{T('corr_chr')}.", N, "qualitative"),
        # ---------------- the 3-track matrix ----------------
        (f"In the 3-track matrix, the pooled track correlates at r = 0.898 with rep1 and r = 0.899 with rep2 "
         f"{T('matrix')}.", V, "matrix"),
        (f"The strongest Pearson agreement in the matrix is between rep1 and pooled (0.898) {T('matrix')}.",
         U, "comparison"),
        (f"By Spearman, the rep2–pooled pair is the most concordant (ρ = 0.901), whereas rep1–rep2 is the "
         f"least (ρ = 0.586) {T('matrix')}.", V, "matrix"),
        (f"Spearman coefficients with the pooled track were 0.901 and 0.852 for rep1 and rep2, respectively "
         f"{T('matrix')}.", U, "respectively"),
        (f"Every off-diagonal pair in the matrix shares 500 bins of 117,236 bp {T('matrix')}.", V, "matrix"),
        (f"The replicate–replicate Pearson coefficient (0.615) is roughly 0.28 below either replicate's "
         f"correlation with the pool {T('matrix')}.", V, "arithmetic"),
        (f"- **rep1 vs rep2:** Pearson 0.62, Spearman 0.59 {T('matrix')}", V, "table"),
        (f"- **rep1 vs pooled:** Pearson 0.90, Spearman 0.90 {T('matrix')}", U, "table"),
        (f"The matrix confirms that pooling smooths out replicate-specific noise {T('matrix')}.",
         N, "qualitative"),
        # ---------------- hg19 H1 POU5F1 ----------------
        (f"The hg19 view was set to chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.",
         V, "locus-exact"),
        (f"The H1 tracks were examined over chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"Over this 20-kb region, a mean of 12.8 was observed for H3K27ac, against 11.4 for H3K4me3 "
         f"{T('h1_stats')}.", V, "supported"),
        (f"H3K4me3 averaged 12.8 across the POU5F1 window, slightly above H3K27ac {T('h1_stats')}.",
         U, "other-entity"),
        (f"Oct4 signal covers only 1.72% of the window (344 bp), whereas H3K27ac covers about 74% "
         f"{T('h1_stats')}.", V, "percent"),
        (f"Coverage breadth for H3K4me3 was 73.8%, with 13,139 bases covered {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 covers about 66% of the window (13,139 bp) {T('h1_stats')}.", V, "hedged"),
        (f"Oct4 values ranged from 0.307 to 0.492 in the window {T('h1_stats')}.", U, "other-attribute"),
        (f"Dispersion is highest for H3K4me3 (SD 15.8), exceeding even H3K27ac (13.6) despite its lower "
         f"mean {T('h1_stats')}.", V, "comparison"),
        (f"H3K27ac ranged from 0.68 to 74.5, with a summed signal of roughly 150,000 {T('h1_stats')}.",
         U, "multi"),
        (f"Signal statistics were computed for the hg19 POU5F1 window. H3K27ac showed a mean of 12.8 and a "
         f"maximum of 72.4 there {T('h1_stats')}. H3K4me3 behaves similarly.", U, "other-entity", 1),
        ("Oct4 covers just 344 bp of the 20-kb window.", X, "uncited"),
        (f"Taken together, the H1 tracks suggest an active promoter configuration at POU5F1 "
         f"{T('h1_stats')}.", N, "qualitative"),
        (f"Over the POU5F1 window, the Oct4 track yielded just two peaks at a threshold of about 1.01 "
         f"{T('h1_peaks')}.", V, "hedged"),
        (f"For Oct4, a threshold of 1.06 (k = 2) produced two peaks {T('h1_peaks')}.", U, "wrong-value"),
        (f"That threshold equals the Oct4 mean (0.492) plus twice its SD (0.257) {T('h1_peaks')}.",
         V, "arithmetic"),
        (f"The Oct4 caller was run with the default settings {T('h1_peaks')}. It returned two peaks, with no "
         f"merge gap and a minimum width of one base {T('h1_peaks')}.", V, "pronoun", 1),
        (f"Oct4 and H3K27ac are only weakly correlated by Pearson (r = 0.11), although Spearman is higher at "
         f"0.46 {T('h1_corr')}.", V, "supported"),
        (f"Only 9 bins of 100 bp contributed to the Oct4–H3K27ac correlation, with 181 excluded "
         f"{T('h1_corr')}.", U, "wrong-value"),
        (f"Of 200 bins of 100 bp, 191 were excluded, leaving nine informative ones {T('h1_corr')}.",
         V, "supported"),
        (f"The Oct4–H3K27ac Pearson coefficient was 0.46 over nine shared bins {T('h1_corr')}.",
         U, "other-attribute"),
        (f"A Pearson coefficient of 0.107 was obtained between Oct4 and H3K27ac {T('h1_corr')}. This should "
         f"be read with caution given how few bins overlap.", V, "supported", 0),
        (f"The imported Oct4 narrowPeak file holds two peaks, peak2363 at chr6:31,139,576-31,140,109 and "
         f"peak2364 at chr6:31,140,574-31,141,112 {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) carries a score of 41 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks in the imported file lie within the hg19 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        # ---------------- a few other records ----------------
        (f"ENCFF381NDD, the top-ranked file (score 1,165), pools replicates 1, 2 and 3 of ENCSR000AKP "
         f"{T('file_1')}.", V, "accession"),
        (f"ENCFF814HWX is the replicate 2 fold-change track from ENCSR000AKP {T('file_7')}.",
         U, "accession-role"),
        # ---------------- plain ----------------
        ("Before the lab meeting, I would recommend re-running the analysis with the two replicates processed "
         "identically.", P, "qualitative"),
        ("In short, the picture is consistent, but I would not over-interpret the correlations at this "
         "resolution.", P, "qualitative"),
        ("Happy to prepare slides summarising these figures for Thursday's meeting.", P, "qualitative"),
        ("The pooled track comprises 151,029 intervals on chr19, compared with 77,569 for rep1.", X, "uncited"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
