"""A blind part of the held-out set: 36 sentences in the style of an LLM answer, written and
labelled on 2026-12-01 (third session) from the records' values alone, before the checker had
ever been run on them, and never relabelled. It joins the held-out part.

First run: 35 of 36 agreed (agreement 0.972, "unsupported" precision 0.923, recall 1.000). The
miss was gb27: in "averaged 12.8 there, slightly above H3K4me3's 11.4", "above" was read as the
threshold word, so 11.4 (H3K4me3's mean) was checked as a threshold. The checker was then
changed for that class (a possessive name between a word and its number makes the word a
comparison), so from then on this part is no longer blind."""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X = "verified", "unsupported", "unverified", "uncited"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    rows = [
        (f"- **rep2** had the higher view mean, about 1.69 versus 1.22 for rep1 {T('stats_view')}.", V, "comparison"),
        (f"Across the 200 kb view, rep1 topped out at ~200 {T('stats_view')}.", V, "hedged"),
        (f"rep2's peak signal in the view was 199.8 {T('stats_view')}.", U, "other-entity"),
        (f"On chr19 the pooled track averaged 0.872 {T('stats_chr')}.", V, "supported"),
        (f"The pooled track's chromosome-wide maximum was about 1,820 {T('stats_chr')}.", U, "other-entity"),
        (f"Within chr19:1,050,000-1,060,000, rep1 averaged 2.76 and rep2 2.30 {T('stats_win')}.", V, "multi"),
        (f"In that 10 kb window, rep2's mean (2.76) exceeded rep1's {T('stats_win')}.", U, "comparison"),
        (f"The z-score caller (k = 2) placed its chromosome cutoff near 18.9 {T('peaks_chr')}.", V, "hedged"),
        (f"It reported 7,688 peaks on chr19 {T('peaks_chr')}.", V, "pronoun"),
        (f"Merging fragments within 1 kb reduced 65 fragments to 38 peaks in the view {T('peaks_gap')}.", V, "multi"),
        (f"With a 1 kb merge gap the view yielded 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"The threshold caller on rep2 (cutoff 20, minimum width 50 bp) found 48 peaks {T('peaks_thr')}.", V,
         "multi"),
        (f"rep2's threshold run kept 38 peaks {T('peaks_thr')}.", U, "wrong-value"),
        (f"Peak_22 had the highest mean signal, about 113 {T('quant')}.", V, "hedged"),
        (f"Peak_37 averaged roughly 96 {T('quant')}.", V, "rounding"),
        (f"Peak_1939 lies at chr19:1,010,458-1,010,553 {T('quant')}.", V, "locus-feature"),
        (f"Peak_281's mean of 61.6 placed it third {T('quant')}.", U, "other-entity"),
        (f"Over chr19, rep1 and rep2 correlate with Pearson r = 0.62 {T('corr_chr')}.", V, "rounding"),
        (f"Their Spearman correlation over chr19 is 0.62 {T('corr_chr')}.", U, "other-attribute"),
        (f"The chr19 correlation used 500 bins of about 117 kb {T('corr_chr')}.", V, "units"),
        (f"In the view, rep1 and pooled agree closely (r \u2248 0.80, 1 kb bins) {T('corr_view')}.", V, "units"),
        (f"rep2 and pooled have the strongest Spearman correlation in the matrix, 0.90 {T('matrix')}.", V, "matrix"),
        (f"rep1 vs pooled reached a Pearson r of 0.90 on chr19 {T('matrix')}.", V, "matrix"),
        (f"MYC spans chr8:127,735,433-127,742,951 {T('gene')}.", V, "locus-exact"),
        (f"MYC spans chr8:127,735,433-127,752,951 {T('gene')}.", U, "locus-disjoint"),
        (f"Oct4 signal covers under 2% of the POU5F1 window (1.72%) {T('h1_stats')}.", V, "units"),
        (f"H3K27ac averaged 12.8 there, slightly above H3K4me3's 11.4 {T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 reached a maximum of 74.5 in the window {T('h1_stats')}.", U, "other-entity"),
        (f"Only 2 Oct4 peaks passed the z-score cutoff of about 1.01 {T('h1_peaks')}.", V, "multi"),
        (f"Oct4 and H3K27ac are only weakly correlated in the window (Pearson r = 0.11, over just 9 bins) "
         f"{T('h1_corr')}.", V, "multi"),
        (f"The Oct4 file's second peak, peak2364, spans chr6:31,140,574-31,141,112 with score 93 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"peak2363 has a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"rep1's standard deviation over the view was 7.71 {T('stats_view')}.", V, "supported"),
        (f"rep2 shows more variability on chr19 than rep1 (sd 9.02 vs 8.64) {T('stats_chr')}.", U, "comparison"),
        (f"Nearly the entire chromosome has signal: 99.98% of chr19's bases are covered for rep1 {T('stats_chr')}.",
         V, "units"),
        (f"The view holds 256 data intervals for rep2 {T('stats_view')}.", U, "other-entity"),
    ]
    return [Item(f"gb{i:02d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]


def second(rec: Any) -> list[Item]:
    """A second blind batch (same rules: labelled from the records' values before the first run,
    never relabelled), over search records, previews, scales, loci and arithmetic.

    First run: 29 of 34 agreed (agreement 0.853, "unsupported" precision 0.733, recall 0.917).
    Misses: gc03 ("pooled from replicates 1, 2 and 3": "pooled" read as the pooled track, and
    replicate numbers are not facts of a file record), gc05 (a role said after the accession),
    gc15 (a window inside the view, and the window's own length), gc17 ("38% above rep1's"),
    gc19 ("cut … by about 42%"). The last four classes were then handled; gc03 is still a miss."""
    T = rec.tok
    rows = [
        (f"The ENCODE search returned 10 files for H3K27ac in K562 {T('search')}.", V, "supported"),
        (f"The search found 12 candidate files {T('search')}.", U, "wrong-value"),
        (f"The top-ranked file is ENCFF381NDD, pooled from replicates 1, 2 and 3 {T('file_1')}.", V, "accession"),
        (f"ENCFF381NDD belongs to experiment ENCSR000AKP {T('file_1')}.", V, "accession-role"),
        (f"ENCFF779QTH is the experiment accession {T('file_2')}.", U, "accession-role"),
        (f"The second file, ENCFF779QTH, scored 1,165 points {T('file_2')}.", V, "multi"),
        (f"File ENCFF849TDM ranked 3rd {T('file_2')}.", U, "wrong-record"),
        (f"The search was retrieved at 18:37 on 2026-12-01 {T('search')}.", N, "timestamp"),
        (f"The bedGraph preview starts at chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"The first bedGraph interval, chr9:35,726,969-35,726,977, has a value of 7.45 {T('asset_graph')}.", U,
         "preview"),
        (f"rep1's view sum was about 245 thousand {T('stats_view')}.", V, "scale"),
        (f"rep1's view sum was about 245 million {T('stats_view')}.", U, "scale"),
        (f"The view spans 200 kb, chr19:1,000,000-1,200,000 {T('nav')}.", V, "locus-exact"),
        (f"The view is chr19:1,050,000-1,060,000 {T('nav')}.", U, "locus-subregion"),
        (f"The 10 kb window chr19:1,050,000-1,060,000 lies inside the view chr19:1,000,000-1,200,000 {T('nav')}.", V,
         "locus-subregion"),
        (f"On chr8, rep1 averaged 0.870 {T('stats_chr')}.", U, "locus-chromosome"),
        (f"rep2's mean across the 200 kb view was 1.69, about 38% above rep1's 1.22 {T('stats_view')}.", V,
         "arithmetic"),
        (f"rep2's view maximum is about twice rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"Merging cut the fragment count by about 42% (65 to 38) {T('peaks_gap')}.", V, "arithmetic"),
        (f"rep1's chromosome-wide mean (0.870) is lower than rep2's (0.874) {T('stats_chr')}.", V, "comparison"),
        (f"rep1's chromosome-wide mean is higher than rep2's {T('stats_chr')}.", U, "comparison"),
        (f"Pooled had the lowest chr19 maximum of the three tracks, 870.1 {T('stats_chr')}.", V, "comparison"),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}, and the chromosome mean was 0.87 {T('stats_chr')}.", V,
         "multi-record"),
        (f"rep1 averaged 1.22 in the view and 0.89 on chr19 {T('stats_view')} {T('stats_chr')}.", U, "multi-record"),
        (f"Peak_22 (score 143) is the top feature {T('quant')}.", V, "supported"),
        (f"Peak_37 has a feature score of 143 {T('quant')}.", U, "other-entity"),
        (f"These ranks come from 64 features in the view {T('quant')}.", V, "supported"),
        (f"rep1 holds 77,569 intervals on chr19 {T('stats_chr')}.", V, "supported"),
        (f"About 58.6 million bases of chr19 are covered by rep1 {T('stats_chr')}.", V, "scale"),
        (f"rep1 covers 58.6 kb of chr19 {T('stats_chr')}.", U, "unit"),
        (f"The cutoff of 16.6 used in the view is lower than the chromosome's 18.9 {T('peaks_gap')} "
         f"{T('peaks_chr')}.", V, "multi-record"),
        ("rep1 averaged 0.870 on chr19.", X, "uncited"),
        (f"In hg19 at POU5F1, H3K27ac covered 73.8% of the window {T('h1_stats')}.", V, "units"),
        (f"H3K27ac's window mean is about 26 times Oct4's {T('h1_stats')}.", V, "arithmetic"),
    ]
    return [Item(f"gc{i:02d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]
