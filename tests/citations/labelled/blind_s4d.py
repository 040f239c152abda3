"""Blind batch s4d, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run (the checker was never run on it, nor its code read). It aims
to cover every record and every class evenly, as a final honest measurement. The sentences come in three
voices: a chatty assistant writing short paragraphs with em dashes, parentheses and hedges; a structured
assistant writing markdown bullets with **bold** field names and the odd table row; and a terse analyst
writing notebook-style notes (avg, sd, r, bp/kb/Mb, arrows, slashes).

First run of the checker on it (never relabelled): 126 sentences, agreement 0.881, "unsupported" precision
0.828, recall 0.906. The checker was then changed for the classes it missed ('respectively' with names
anywhere, 'resp.' and slash lists; names glossing numbers in parentheses; 'z ≥ 2'; any verb 'by X%'; ranges
from X to Y; ordinals never counts; fields no word names back a named attribute only where the records hold
none of it; literal prefixes of cue patterns with optional whitespace), so from then on this batch is tuning
data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    rows = [
        # ---------------------------------------------------------------- chr19 whole-chromosome stats
        (f"Across all of chr19, rep1 averaged 0.870 — essentially background, which is what you'd expect "
         f"for a fold-change track {T('stats_chr')}.", V, "supported"),
        (f"- **Max (rep1, chr19):** ~1,820 {T('stats_chr')}", V, "rounded"),
        (f"The pooled track has signal over roughly 58.6 million bases of chr19 (so practically the whole "
         f"chromosome) {T('stats_chr')}.", V, "scale"),
        (f"rep1 cov frac = 99.98% of chr19 {T('stats_chr')}", V, "percent"),
        (f"Pooling clearly fragments the signal: the pooled track has nearly twice as many intervals as rep1 on "
         f"chr19 (151,029 vs 77,569) {T('stats_chr')}.", V, "comparison"),
        (f"Summed over the chromosome, rep1 comes to ~51.0M {T('stats_chr')}", V, "scale"),
        (f"On chr19 the three tracks averaged 0.870, 0.874 and 0.872 for rep1, rep2 and pooled, respectively "
         f"{T('stats_chr')}.", V, "respectively"),
        (f"| rep1 (chr19) | mean 0.870 | max 1,820.2 | sd 9.02 | {T('stats_chr')}", V, "table"),
        (f"Reassuringly, both replicates have signal over essentially all of chr19 (99.98%) {T('stats_chr')}.",
         V, "qualitative"),
        # wrong
        (f"Across chr19, rep1 averaged 0.78 {T('stats_chr')}.", U, "wrong-value"),
        (f"- **rep1 chr19 sd:** 0.870 {T('stats_chr')}", U, "other-attribute"),
        (f"rep1's total signal over chr19 comes to about 51 billion (fold-change units summed per base) "
         f"{T('stats_chr')}.", U, "wrong-scale"),
        (f"Chromosome-wide maxima were 1,667.9 and 1,820.2 for rep1 and rep2, respectively {T('stats_chr')}.",
         U, "respectively"),
        (f"| rep2 (chr19) | mean 0.874 | max 1,667.9 | sd 9.02 | {T('stats_chr')}", U, "table"),
        (f"rep1's chromosome-wide max is roughly 1,500 (a handful of extreme bins) {T('stats_chr')}.",
         U, "hedged"),
        (f"chr19-wide rep1 max = 199.8 {T('stats_chr')} {T('stats_view')}", U, "scope"),
        # ---------------------------------------------------------------- viewport
        (f"You're currently looking at chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"- **Viewport span:** 200 kb (chr19:1,000,000–1,200,000) {T('nav')}", V, "units"),
        (f"viewport rep2 avg ≈1.69, sd ≈10.2 {T('stats_view')}", V, "hedged"),
        (f"Within the view, rep2 actually sits a bit higher than rep1 on average (1.69 vs 1.22) "
         f"{T('stats_view')}.", V, "comparison"),
        (f"That works out to rep2's viewport mean being about 38% higher than rep1's {T('stats_view')}.",
         V, "arithmetic"),
        (f"Track {ids['rep1']} averaged 1.22 over the view {T('stats_view')}.", V, "ids"),
        (f"view maxima rep1/rep2/pooled = 199.8/190.7/159.2 resp. {T('describe')}", V, "respectively"),
        (f"The view (chr19:1,000,000–1,200,000) holds 64 rep1 peaks and 69 rep2 peaks {T('nav')} "
         f"{T('describe')}.", V, "multi-record"),
        (f"Let's look at replicate 2 in this view {T('stats_view')}. Its standard deviation is about 10.2, "
         f"against 7.7 for rep1 {T('stats_view')}.", V, "pronoun", 1),
        (f"Let's look at replicate 2 in this view {T('stats_view')}. It has 279 intervals and a max of "
         f"190.7 {T('stats_view')}.", N, "qualitative", 0),
        # wrong
        (f"The current view is chr9:1,000,000-1,200,000 {T('nav')}.", U, "locus-chromosome"),
        (f"In the view rep1 averaged 1.22, peaked at 199.8 and had an sd of 10.2 {T('stats_view')}.",
         U, "multi"),
        (f"rep2 reaches a higher maximum than rep1 inside the view {T('stats_view')}.", U, "comparison"),
        (f"rep2's viewport mean is ~1.6x rep1's {T('stats_view')}", U, "arithmetic"),
        (f"Within the 200-kb view, rep1 averaged 0.870 {T('stats_view')}.", U, "scope"),
        (f"- **rep1 peaks in view:** 256 {T('describe')}", U, "other-attribute"),
        (f"rep2's narrowPeak file has 64 peaks in the view (vs 69 for rep1) {T('describe')}.",
         U, "other-entity"),
        (f"Replicate 2 carries more signal in the view overall {T('stats_view')}. Its peak value is 199.8 "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"The view is chr19:1,000,000–1,200,000 {T('nav')}, and rep1 averaged 1.69 there {T('stats_view')}.",
         U, "multi-record"),
        # ---------------------------------------------------------------- 10-kb window
        (f"- **10-kb window (chr19:1,050,000–1,060,000), rep1:** mean 2.76, max 111.0 {T('stats_win')}",
         V, "locus-exact"),
        (f"win mean rep1 2.76 vs view 1.22 → ~2.3x local enrichment {T('stats_win')} {T('stats_view')}",
         V, "arithmetic"),
        (f"In that little 10-kb window rep1 is hotter than rep2 (mean 2.76 vs 2.30 — roughly 20% higher) "
         f"{T('stats_win')}.", V, "comparison"),
        (f"rep2 has 11 signal intervals in the 10-kb window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"For the record, rep1's viewport mean was 1.22 {T('stats_win')}.", U, "wrong-record"),
        (f"- **Window:** chr19:1,150,000–1,160,000, rep1 mean 2.76 {T('stats_win')}", U, "locus-disjoint"),
        # ---------------------------------------------------------------- peak calls
        (f"The z-score caller (z ≥ 2, so a cutoff of about 18.9) found 7,688 peaks across chr19 for rep1 "
         f"{T('peaks_chr')}.", V, "multi"),
        (f"7,688 peaks / ~58.6 Mb ≈ 131 peaks per Mb {T('peaks_chr')}", V, "arithmetic"),
        (f"Across chr19 there are some 7,700 rep1 peaks {T('peaks_chr')}.", V, "hedged"),
        (f"Merging trimmed the call set by roughly 42% (65 fragments down to 38) {T('peaks_gap')}.",
         V, "arithmetic"),
        (f"In the hg38 view, the gap-merged rep1 call gave 38 peaks {T('peaks_gap')}.", V, "ids"),
        (f"Worth noting this is a simple threshold caller, not MACS-style modelling — treat the calls as a "
         f"rough guide {T('peaks_thr')}.", N, "qualitative"),
        (f"merged calls look much cleaner than the raw fragments {T('peaks_gap')}", N, "qualitative"),
        # wrong
        (f"7,688 peaks over 58.6 Mb ≈ 13 peaks per Mb {T('peaks_chr')}", U, "arithmetic"),
        (f"The threshold call on rep2 returned 38 peaks in the hg38 view {T('peaks_thr')}.", U, "ids"),
        (f"- **Min width:** 50 kb {T('peaks_thr')}", U, "wrong-unit"),
        (f"The merge step used a gap of 1,000 kb {T('peaks_gap')}.", U, "wrong-unit"),
        (f"r = 0.615 over 500 bins {T('corr_chr')}, and the z-score call found 7,868 peaks {T('peaks_chr')}.",
         U, "multi-record"),
        # ---------------------------------------------------------------- quantification at peaks
        (f"The strongest peak by mean rep1 signal is Peak_22 at chr19:1,102,539-1,102,707 — around 113 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) sits inside the 10 kb stats window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}", V, "locus-subregion"),
        (f"In total the table has 64 rows — one per rep1 peak in the view {T('quant')}.", V, "supported"),
        (f"Among the top-ranked peaks, mean signal runs from 55.5 (Peak_1939) to 113.0 (Peak_22) {T('quant')}.",
         V, "range"),
        (f"Peak_37 ranks second by mean signal {T('quant')}. It spans chr19:1,097,875-1,098,013 and carries a "
         f"narrowPeak score of 115 {T('quant')}.", V, "pronoun", 1),
        (f"Peak_1939 lies at chr19:1,110,458-1,110,553 {T('quant')}", U, "locus-disjoint"),
        (f"Peak_281, the third-ranked peak, spans chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 (chr19:1,102,539–1,102,707) falls inside the 10-kb window chr19:1,050,000–1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-subregion"),
        (f"- **Peak_37:** narrowPeak score 143 {T('quant')}", U, "other-entity"),
        (f"Peak_22 sits at chr19:1,102,539-1,102,707. Its mean signal is about 113 {T('quant')}.",
         X, "uncited", 0),
        # ---------------------------------------------------------------- correlations
        (f"- **Pearson r (rep1 vs rep2, chr19):** 0.615 over 500 bins {T('corr_chr')}", V, "rounded"),
        (f"Replicate agreement is only moderate chromosome-wide — Pearson r ≈ 0.62, lower than you'd like for a "
         f"ChIP replicate pair {T('corr_chr')}.", V, "qualitative"),
        (f"Zooming in to the view, rep1 tracks the pooled signal closely (r ≈ 0.80 with 1-kb bins) "
         f"{T('corr_view')}.", V, "hedged"),
        (f"Within the view rep1–pooled r is 0.80, versus 0.90 chromosome-wide {T('corr_view')} {T('matrix')}.",
         V, "multi-record"),
        (f"- **Most correlated pair:** rep2–pooled, Pearson 0.899 {T('matrix')}", V, "matrix"),
        (f"spearman rep1/pooled 0.85, rep2/pooled 0.90 {T('matrix')}", V, "matrix"),
        (f"The replicates agree reasonably well across the chromosome {T('corr_chr')}.", N, "qualitative"),
        (f"Genome-wide, rep1 and rep2 correlate at r = 0.615 {T('corr_view')}.", U, "wrong-record"),
        (f"- **Most correlated pair:** rep1–pooled (Pearson 0.898) {T('matrix')}", U, "comparison"),
        (f"Over the whole of chr19, rep1 and pooled correlate at r ≈ 0.80 {T('corr_view')}.", U, "scope"),
        (f"Pearson r was 0.615 {T('corr_chr')}. Spearman came in at 0.586.", X, "uncited"),
        # ---------------------------------------------------------------- gene
        (f"MYC sits at chr8:127,735,433-127,742,951, on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"MYC ≈7.5 kb, 1 transcript {T('gene')}", V, "units"),
        (f"MYC maps to chr18:127,735,433-127,742,951 {T('gene')}.", U, "locus-chromosome"),
        (f"MYC is 7,519 bp long {T('gene')}.", U, "wrong-value"),
        (f"- **Gene span:** MYC covers ~7.5 Mb {T('gene')}", U, "wrong-scale"),
        ("- **MYC:** chr8:127,735,433-127,742,951", X, "uncited"),
        # ---------------------------------------------------------------- asset previews
        (f"- **peak2364:** chr6:31,140,574–31,141,112, score 93 {T('asset_peaks')}", V, "preview"),
        (f"The first bedGraph row is chr9:35,726,969-35,726,977 with a value of 8.62 (the preview is truncated, "
         f"so there's more beyond that) {T('asset_graph')}.", V, "preview"),
        (f"peak2363 scored 93 in the Oct4 file {T('asset_peaks')}.", U, "preview"),
        (f"The first row of the bedGraph preview reads chr9:35,726,969-35,726,977 at 7.45 {T('asset_graph')}.",
         U, "preview"),
        (f"The bedGraph asset is only 939 bytes {T('asset_graph')}.", U, "timestamp"),
        (f"The bedGraph preview is cut off, so treat it as a sample rather than the whole file "
         f"{T('asset_graph')}.", N, "qualitative"),
        # ---------------------------------------------------------------- ENCODE search and files
        (f"- **Top hit:** ENCFF381NDD (rank 1, score 1,165), pooled from replicates 1, 2 and 3 {T('file_1')}",
         V, "accession"),
        (f"ENCFF745TSK comes from experiment ENCSR000AKP and is a replicate-2 fold-change bigWig "
         f"{T('file_6')}.", V, "accession-role"),
        (f"search: 10 ranked / 20 matching, no relaxations needed {T('search')}", V, "supported"),
        (f"The ENCODE search (retrieved 2026-12-01) ranked ENCFF779QTH second {T('search')}.", V, "timestamp"),
        (f"Have a look at ENCFF938DNH {T('file_8')}. Its only biological replicate is 3, and it ranks 8th with a "
         f"score of 1,161 {T('file_8')}.", V, "pronoun", 1),
        (f"The top-ranked file is ENCFF381NND {T('file_1')}.", U, "accession"),
        (f"- **Experiment:** ENCFF381NDD {T('file_1')}", U, "accession-role"),
        (f"ENCFF814HWX is the replicate-2 fold-change track {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF849TDM comes in 2nd and pools replicates 1 and 2 {T('file_3')}.", U, "other-entity"),
        (f"- **Score (ENCFF381NDD):** 381 {T('file_1')}", U, "ids"),
        (f"The search surfaced 57 candidate files {T('search')}.", U, "timestamp"),
        (f"ENCFF289IVJ is a single-replicate file {T('file_5')}. It comes from replicate 1 and ranks fifth "
         f"{T('file_5')}.", U, "pronoun", 1),
        ("ENCFF381NDD is the pooled-replicate file, ranked first of 10.", X, "uncited"),
        (f"The hits look like a clean, consistent set of K562 H3K27ac fold-change tracks — nothing odd "
         f"jumps out {T('search')}.", N, "qualitative"),
        # ---------------------------------------------------------------- hg19 H1 POU5F1
        (f"- **Window:** chr6:31,130,000–31,150,000 (hg19) {T('h1_nav')}", V, "locus-exact"),
        (f"- **H3K27ac coverage:** 73.8% of the 20-kb window {T('h1_stats')}", V, "percent"),
        (f"Oct4 is strikingly sparse here — only 344 bp carry any signal (about 1.7% of the window) "
         f"{T('h1_stats')}.", V, "units"),
        (f"H3K27ac avg 12.8 vs Oct4 0.49 → ~26x {T('h1_stats')}", V, "arithmetic"),
        (f"| Oct4 | 78 intervals | 344 bp covered | 1.72% | {T('h1_stats')}", V, "table"),
        (f"Oct4 looks weak across the POU5F1 window {T('h1_stats')}. Its values run from 0.31 to 1.38 "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"Calling Oct4 peaks at z ≥ 2 gave just 2 peaks, with a cutoff of roughly 1.0 {T('h1_peaks')}.",
         V, "multi"),
        (f"Oct4~H3K27ac: r 0.11, rho 0.46, n=9 bins of 100 bp (191 excluded) {T('h1_corr')}", V, "multi"),
        (f"- **Takeaway:** Oct4 binding here is weak and patchy {T('h1_stats')}", N, "qualitative"),
        (f"Oct4 signal covers 17% of the window {T('h1_stats')}.", U, "wrong-scale"),
        (f"H3K4me3 has the highest mean of the three marks {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac outsignals Oct4 ~2.6-fold on average {T('h1_stats')}.", U, "arithmetic"),
        (f"Oct4 values range from 0.49 to 1.38 across the window {T('h1_stats')}.", U, "range"),
        (f"Let's look at H3K27ac first {T('h1_stats')}. It covers about 66% of the window {T('h1_stats')}.",
         U, "pronoun", 1),
        (f"Only 1 Oct4 peak passed the z ≥ 2 cutoff {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"- **Oct4 peaks:** 2, threshold ≈1.01, k = 2, min width 50 bp {T('h1_peaks')}", U, "multi"),
        ("Oct4 covers ~1.7% of the window", X, "uncited"),
        # ---------------------------------------------------------------- unknown tokens, uncited, plain
        ("rep1 averaged 0.870 across chr19 [[cite:genome_signal_stats_9f3e]].", U, "unknown-token"),
        ("- **Replicate agreement:** good overall [[cite:corr_rep1_rep2_x7]]", U, "unknown-token"),
        ("rep1 averaged 0.870 on chr19, with a max of about 1,820.", X, "uncited"),
        ("38 merged peaks / 200 kb → 190 per Mb", X, "uncited"),
        ("Happy to dig into any of these peaks in more detail if that helps.", P, "plain"),
        ("- **Next step:** overlay the rep2 peaks and compare them by eye", P, "plain"),
        ("tl;dr → replicates broadly consistent; pooled smooths out the noise", P, "plain"),
        ("One caveat — fold-change tracks can exaggerate low-coverage regions, so interpret sparse marks "
         "cautiously.", P, "plain"),
        ("H3K27ac and H3K4me3 both mark active promoters, in K562 as well as in H1 cells.", P, "plain"),
    ]
    return [Item(f"bd{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
