"""Blind batch s4a, written by a helper session on 2026-12-01 and labelled by hand against the dumped
records before any checker run. Focus: signal statistics and correlations (stats_chr, stats_view,
stats_win, describe, corr_chr, corr_view, the 3-track matrix, h1_stats, h1_corr, nav, h1_nav).
Style: GPT-like bullets with bold labels, Claude-like prose with em dashes / parentheses /
semicolons, markdown table rows, "respectively" constructions, terse notebook lines, hedged summaries,
pronouns across sentences, and wrong-scope mix-ups (chromosome vs 200-kb view vs 10-kb window).

First run of the checker on it (never relabelled): 116 sentences, agreement 0.862, "unsupported" precision
0.796, recall 0.935. The checker was then changed for the classes it missed (scopes named by clause and the
view as a scope; table bars and arrows cutting clauses; tracks named after a track ('rep1's peaks'); fold-
enrichment as a unit; 'at its highest'; variance; loci in Mb), so from then on this batch is tuning data, not
blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- chromosome-wide stats (stats_chr) ----
        (f"Across chr19, rep1 averaged 0.870 fold-enrichment {T('stats_chr')}.", V, "supported"),
        (f"rep1 and rep2 averaged 0.870 and 0.874 over the whole chromosome, respectively {T('stats_chr')}.", V,
         "respectively"),
        (f"| rep1 | 0.870 | 1,820.2 | {T('stats_chr')} |", V, "table"),
        (f"The chromosome-wide maximum for rep1 reached 1,820.2 — roughly 9% above rep2's 1,667.9 {T('stats_chr')}.",
         V, "arithmetic"),
        (f"Coverage is essentially complete: rep1 has signal over 58,607,590 of the 58,617,616 bases of chr19 "
         f"(99.98%) {T('stats_chr')}.", V, "percent"),
        (f"rep2 averaged 0.874 across chr19 {T('stats_chr')}. Its standard deviation was 8.64 {T('stats_chr')}.", V,
         "pronoun", 1),
        (f"Look at the pooled track first {T('stats_chr')}. It is split into 151,029 intervals on chr19, nearly "
         f"double either replicate {T('stats_chr')}.", V, "pronoun", 1),
        (f"rep1's chromosome-wide sd of 9.02 corresponds to a variance of about 81 {T('stats_chr')}.", V, "hedged"),
        (f"Summed over chr19, rep1 carries roughly 51 million units of fold-enrichment signal {T('stats_chr')}.", V,
         "scale"),
        (f"The pooled track's chr19 maximum (870.1) is less than half of rep1's (1,820.2) {T('stats_chr')}.", V,
         "comparison"),
        (f"rep2 edges out rep1 on mean by only ~0.004 chromosome-wide (0.8739 vs 0.8703) {T('stats_chr')}.", V,
         "arithmetic"),
        (f"Both replicates bottom out at 0 somewhere on chr19 {T('stats_chr')}.", V, "supported"),
        (f"rep2's chromosome-wide maximum was 1,667.9. {T('stats_chr')}", V, "supported"),
        (f"- **rep2 (chr19)**: roughly 1.7 thousand at its highest, ~77 thousand intervals {T('stats_chr')}", V,
         "hedged"),
        (f"Across chr19, rep1 averaged 0.871 {T('stats_chr')}.", U, "rounded"),
        (f"rep1 and rep2 averaged 0.874 and 0.870 on chr19, respectively {T('stats_chr')}.", U, "respectively"),
        (f"Chromosome-wide, rep2 averaged 1.69 {T('stats_chr')}.", U, "scope"),
        (f"rep1's standard deviation across chr19 was 8.64 {T('stats_chr')}.", U, "other-entity"),
        (f"rep2's chr19 variance was 8.64 — lower than rep1's {T('stats_chr')}.", U, "other-attribute"),
        (f"| rep1 | 0.870 | 1,667.9 | {T('stats_chr')} |", U, "table"),
        (f"The pooled track's 151,029 intervals are exactly the two replicates' counts added together "
         f"{T('stats_chr')}.", U, "arithmetic"),
        (f"rep2 has signal over 58,607,590 bases of chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"rep1 averaged 0.870 across chr19 {T('stats_chr')}. Its maximum was 1,667.9 {T('stats_chr')}.", U,
         "pronoun", 1),
        (f"rep1's chromosome-wide signal sum is roughly 5.1 million {T('stats_chr')}.", U, "wrong-scale"),
        ("rep1 averaged 0.870 across chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),
        (f"Overall, the chromosome-wide profiles of the three tracks look very similar {T('stats_chr')}.", N,
         "qualitative"),
        ("Across chr19, rep1 averaged 0.870 and rep2 0.874.", X, "uncited"),
        (f"rep1 peaked at 1,820.2 on chr19 {T('stats_chr')}. rep2 topped out at 1,667.9.", X, "uncited", 1),
        # ---- viewport stats (stats_view, describe) ----
        (f"- **rep2**: mean 1.69, max 190.7 {T('stats_view')}", V, "supported"),
        (f"- **pooled**: mean 1.45, max 159.2, 523 intervals {T('describe')}", V, "supported"),
        (f"In the viewport (chr19:1,000,000–1,200,000), both replicates cover all 200,000 bases "
         f"{T('stats_view')}.", V, "locus-exact"),
        (f"rep2's standard deviation across the view was 10.2, versus 7.71 for rep1 {T('stats_view')}.", V,
         "supported"),
        (f"rep2's view sum is about 337 thousand, some 38% more than rep1's ~245 thousand {T('stats_view')}.", V,
         "arithmetic"),
        (f"In the view, rep1 is broken into 256 intervals and rep2 into 279 {T('stats_view')}.", V, "supported"),
        (f"| rep2 (viewport) | mean 1.687 | sd 10.20 | {T('stats_view')} |", V, "table"),
        (f"Track `{ids['rep1']}` peaked at 199.8 inside the current view {T('stats_view')}.", V, "ids"),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}, while the pooled track averaged 1.45 "
         f"{T('describe')}.", V, "multi-record"),
        (f"The viewport summary lists 64 rep1 peaks and 69 rep2 peaks (scores 21–177 and 21–123) "
         f"{T('describe')}.", V, "supported"),
        (f"Across the 200-kb view, rep1 averaged 0.870 {T('stats_view')}.", U, "scope"),
        (f"- **rep1**: mean 1.22, max 190.7 {T('stats_view')}", U, "other-entity"),
        (f"rep2's view mean (1.69) is about 28% higher than rep1's (1.22) {T('stats_view')}.", U, "arithmetic"),
        (f"rep2 also out-peaks rep1 in the view, topping out at 190.7 {T('stats_view')}.", U, "comparison"),
        (f"rep1 is represented by 16 intervals across the 200-kb view {T('stats_view')}.", U, "scope"),
        (f"pooled averaged 1.45 across the view {T('stats_view')}.", U, "wrong-record"),
        (f"In the view, rep1 had an sd of 7.23 {T('describe')}.", U, "other-entity"),
        (f"Across the view rep1 averaged 1.22 (sd 7.71) and reached 199.8 over 265 intervals {T('stats_view')}.",
         U, "multi"),
        (f"Track `{ids['rep2']}` averaged 1.22 across the view {T('stats_view')}.", U, "other-entity"),
        (f"Signal in the view is dominated by a handful of strong peaks {T('stats_view')}.", N, "qualitative"),
        # ---- 10-kb window (stats_win) ----
        (f"Within the 10-kb window chr19:1,050,000-1,060,000, rep1 averaged 2.76 and peaked at 111.0 "
         f"{T('stats_win')}.", V, "supported"),
        (f"In the 10-kb window rep2 reached 76.3 {T('stats_win')}. Its mean there was 2.30, with an sd of 11.0 "
         f"{T('stats_win')}.", V, "pronoun", 1),
        (f"rep1 peaked at 111.0 in the window; rep2 only reached 76.3 {T('stats_win')}.", V, "comparison"),
        (f"Both replicates cover the full 10,000 bp of the window {T('stats_win')}.", V, "units"),
        (f"rep1 is more than twice as enriched in the 10-kb window (mean 2.76) as across the full view "
         f"(mean 1.22) {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"The window chr19:1,050,000-1,060,000 sits inside the viewed region {T('stats_win')} {T('nav')}.", V,
         "locus-subregion"),
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 peaked at 199.8 {T('stats_win')}.", U, "scope"),
        (f"Within the 10-kb window, rep1 averaged 2.76 {T('stats_view')}.", U, "wrong-record"),
        (f"| rep1 (10-kb window) | mean 1.22 | max 199.8 | {T('stats_win')} |", U, "table"),
        (f"rep2 breaks into 16 intervals in the window {T('stats_win')}.", U, "other-entity"),
        (f"In the window rep2 averaged 2.30 {T('stats_win')}. Its maximum was 111.0 {T('stats_win')}.", U,
         "pronoun", 1),
        # ---- two-track correlations (corr_chr, corr_view) ----
        (f"Binned across all of chr19 (500 bins of ~117 kb), rep1 and rep2 correlate at Pearson r = 0.615 "
         f"{T('corr_chr')}.", V, "supported"),
        (f"The rank-based agreement between the replicates is a bit lower — Spearman ρ ≈ 0.59 {T('corr_chr')}.", V,
         "comparison"),
        (f"Across the view, rep1 versus pooled gives r = 0.80 and ρ = 0.69 at 1-kb resolution (200 bins) "
         f"{T('corr_view')}.", V, "supported"),
        (f"No bins were excluded from the rep1/pooled comparison in the view {T('corr_view')}.", V, "supported"),
        (f"rep1 and rep2 correlate at r = 0.61 across chr19 {T('corr_chr')}.", U, "rounded"),
        (f"Across the view, the rep1 vs pooled Pearson r was 0.69 {T('corr_view')}.", U, "other-attribute"),
        (f"Within the current view, rep1 and rep2 correlate at r = 0.615 {T('corr_chr')}.", U, "scope"),
        (f"Across chr19, rep1 and rep2 correlate at r = 0.80 {T('corr_view')}.", U, "wrong-record"),
        (f"The rep1/rep2 correlation used 500 bins of 1 kb {T('corr_chr')}.", U, "wrong-unit"),
        (f"rep1 vs pooled was binned at 10 kb across the view (200 bins) {T('corr_view')}.", U, "wrong-scale"),
        (f"The replicates agree reasonably well at this coarse resolution {T('corr_chr')}.", N, "qualitative"),
        (f"Nothing here suggests a batch effect between rep1 and the pooled track {T('corr_view')}.", N,
         "qualitative"),
        ("The rep1–rep2 Spearman correlation was 0.586 over 500 bins.", X, "uncited"),
        # ---- 3-track matrix ----
        (f"- **rep1 vs pooled**: Pearson 0.898, Spearman 0.852 {T('matrix')}", V, "matrix"),
        (f"- **rep2 vs pooled**: Pearson 0.899, Spearman 0.901 {T('matrix')}", V, "matrix"),
        (f"- **rep1 vs rep2**: Pearson 0.615, Spearman 0.586 {T('matrix')}", V, "matrix"),
        (f"The tightest pair in the matrix is rep2–pooled (Spearman 0.90), while rep1–rep2 is the loosest (0.59) "
         f"{T('matrix')}.", V, "comparison"),
        (f"Each pooled comparison beats the replicate–replicate Pearson by roughly 0.28 (0.898 and 0.899 vs "
         f"0.615) {T('matrix')}.", V, "arithmetic"),
        (f"As expected, the pooled track sits closer to each replicate than the replicates sit to each other "
         f"{T('matrix')}.", V, "comparison"),
        (f"All three pairwise correlations were computed on 500 shared bins of 117,236 bp {T('matrix')}.", V,
         "matrix"),
        (f"rep1 versus pooled correlates more strongly across chr19 (r = 0.90) than within the 200-kb view "
         f"(r = 0.80) {T('matrix')} {T('corr_view')}.", V, "multi-record"),
        (f"- **rep1 vs pooled**: Pearson 0.852, Spearman 0.898 {T('matrix')}", U, "matrix"),
        (f"rep1–pooled is the best-correlated pair by Pearson (0.898) {T('matrix')}.", U, "comparison"),
        (f"rep2 and pooled have a Spearman correlation of 0.85 {T('matrix')}.", U, "matrix"),
        (f"The three-track matrix was built from 200 bins of ~117 kb {T('matrix')}.", U, "wrong-value"),
        (f"rep1 and pooled correlate at r = 0.80 across chr19 {T('matrix')}.", U, "scope"),
        ("**Correlation matrix (chr19, Pearson / Spearman)**", P, "plain"),
        # ---- H1 hg19 (h1_stats, h1_corr, h1_nav) ----
        (f"In the hg19 window chr6:31,130,000–31,150,000, Oct4 covers only 344 bp — 1.72% of its 20 kb "
         f"{T('h1_stats')}.", V, "percent"),
        (f"H3K27ac and H3K4me3 cover 73.8% and 65.7% of that window, respectively {T('h1_stats')}.", V,
         "respectively"),
        (f"H3K27ac has the highest mean of the three marks (12.8), ahead of H3K4me3 (11.4) and Oct4 (0.49) "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 is the most variable mark (sd 15.8) despite a lower mean than H3K27ac {T('h1_stats')}.", V,
         "comparison"),
        (f"H3K27ac signal spans ~14.8 kb of the 20-kb window {T('h1_stats')}.", V, "units"),
        (f"Oct4's values range from 0.31 to 1.38 (78 intervals) {T('h1_stats')}.", V, "range"),
        (f"| Oct4 | mean 0.492 | max 1.381 | 78 intervals | {T('h1_stats')} |", V, "table"),
        (f"`{h1['H3K4me3']}` reaches 72.4 at its highest point in the window {T('h1_stats')}.", V, "ids"),
        (f"Oct4 and H3K27ac share only 9 of 200 100-bp bins, so the Pearson r of 0.11 rests on very little data "
         f"{T('h1_corr')}.", V, "supported"),
        (f"Spearman is considerably higher (0.46) than Pearson for that pair {T('h1_corr')}.", V, "comparison"),
        (f"The hg19 session is parked at chr6:31.13–31.15 Mb {T('h1_nav')}.", V, "locus-exact"),
        (f"H3K4me3 peaked at 74.5 in the hg19 window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac and H3K4me3 cover 65.7% and 73.8% of the window, respectively {T('h1_stats')}.", U,
         "respectively"),
        (f"Oct4 covers just 17% of the 20-kb window {T('h1_stats')}.", U, "percent"),
        (f"Oct4 averaged 0.26 across the window {T('h1_stats')}.", U, "other-attribute"),
        (f"Oct4 is the sparsest mark here {T('h1_stats')}. It is split into 437 intervals {T('h1_stats')}.", U,
         "pronoun", 1),
        (f"H3K27ac is the most variable of the three marks, with an sd of 13.6 {T('h1_stats')}.", U, "comparison"),
        (f"Oct4 and H3K27ac correlate at Pearson r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"That correlation rests on 9 shared bins of 1 kb {T('h1_corr')}.", U, "wrong-unit"),
        (f"The hg19 view spans chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"Oct4 signal here is sparse and low-amplitude {T('h1_stats')}.", N, "qualitative"),
        (f"Treat this correlation with caution — it rests on very few bins {T('h1_corr')}.", N, "qualitative"),
        ("- **H3K27ac**: mean 12.8, 533 intervals", X, "uncited"),
        ("The window chr6:31,130,000-31,150,000 is 20 kb wide.", X, "uncited"),
        # ---- navigation ----
        (f"The current view is chr19:1,000,000-1,200,000 on hg38, a 200-kb window {T('nav')}.", V, "locus-exact"),
        (f"We're looking at a 250-kb stretch, chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The browser is now centred on this region {T('nav')}.", N, "qualitative"),
        ("Here's a summary of the signal statistics:", P, "plain"),
        ("Happy to rerun this with a finer bin size if that helps.", P, "plain"),
        ("In short, the replicates look consistent enough for downstream peak calling.", P, "plain"),
    ]
    return [Item(f"ba{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
