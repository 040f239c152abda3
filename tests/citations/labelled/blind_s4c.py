"""Blind batch s4c, written by a helper session on 2026-12-01 and labelled by hand against the record
dump before any checker run (the checker was never run, nor its code read). Focus: cross-cutting over
all records -- hedges ("about", "~", "nearly", "just under", "a little over", "close to"), scale words
and suffixes (thousand, million, k, M, kb, Mb), percents vs fractions, wrong scale/unit, comparisons and
superlatives, arithmetic (fold changes, "% fewer", differences, ratios, per-Mb densities), sentences
citing two or three records, multi-claim sentences with exactly one wrong claim, wrong record cited,
unknown tokens, uncited numbers, qualitative and plain sentences, number coincidences (counts equal to
digits of timestamps/ids/file names, counts a decimal threshold rounds to) and short multi-sentence
answers with pronouns (labelled at one index). Voices: GPT-style bullets with bold labels, Claude-style
prose with em dashes and parentheses, terse lab-notebook notes.

First run of the checker on it (never relabelled): 102 sentences, agreement 0.853, "unsupported" precision
0.795, recall 0.854. The checker was then changed for the classes it missed (bounds ('just over'); 'trails';
cross-sentence comparatives; 'respectively' with names between; lists of numbers after one word; the former /
the latter; strand; a view's start and end), so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

import re
from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "bc"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]

    # number coincidences taken from the run's own identifiers / timestamps (the stated count is wrong
    # whatever the digits turn out to be)
    fname = rec.d("h1_peaks")["resultFileName"]
    runs = [int(r) for r in re.findall(r"\d+", fname.rsplit("-", 1)[-1].split(".")[0]) if int(r) not in (0, 2)]
    fn_count = max(runs) if runs else 72  # digits of the file-name hash, never the true count (2)
    secs = int(rec.d("nav")["updatedAt"][17:19])
    secs = secs if secs >= 10 else 56
    stamp = (rec.d("search").get("attempts") or [{}])[0].get("retrievedAt") or "2026-12-01"
    month = int(stamp[5:7])
    month = month if month not in (10, 20) else 12

    fake = "[[cite:cite_project_x_genome_signal_stats_deadbeef]]"
    fake2 = "[[cite:cite_made_up_corr_1234]]"

    rows = [
        # ---------------- GPT-style bullets with bold labels ----------------
        (f"- **Mean signal (chr19):** rep1 0.870, rep2 0.874, pooled 0.872 {T('stats_chr')}", V, "supported"),
        (f"- **Dispersion:** the pooled track has the lowest SD of the three on chr19 (6.47) {T('stats_chr')}",
         V, "comparison"),
        (f"- **Coverage:** rep1 averages 87% across chr19 {T('stats_chr')}", U, "percent"),
        (f"- **Replicate concordance (chr19):** Pearson r ≈ 0.62, Spearman ≈ 0.59 over 500 bins of ~117 kb "
         f"{T('corr_chr')}", V, "units"),
        (f"- **pooled (view):** mean 1.45, SD 7.23, 532 intervals {T('describe')}", U, "multi"),
        (f"- **pooled (view):** mean 1.45, SD 7.23, 523 intervals, max 159.2 {T('describe')}", V, "multi"),
        (f"- **H3K27ac:** mean 12.8, max 74.5, 533 intervals, 73.8% coverage {T('h1_stats')}", V, "multi"),
        (f"- **H3K4me3:** mean 11.4, max 72.4, 437 intervals, 73.8% coverage {T('h1_stats')}", U, "multi"),
        (f"- **Runner-up:** Peak_37 at chr19:1,102,539-1,102,707 {T('quant')}", U, "locus-feature"),
        ("- **Peak count:** 38 merged peaks in view", X, "uncited"),
        (f"- **Best download:** ENCFF381NDD (rank 1, score 1,165), pooling replicates 1, 2 and 3 of ENCSR000AKP "
         f"{T('file_1')}", V, "accession"),
        (f"- **Replicate files:** ENCFF814HWX is a replicate 2 file from ENCSR000AKP {T('file_7')}",
         U, "accession-role"),
        (f"- **Search size:** 10 ranked candidates out of 20 matching files {T('search')}", V, "supported"),
        (f"- **Oct4 coverage:** 17% of the window {T('h1_stats')}", U, "wrong-scale"),
        (f"- **H3K4me3 coverage:** 65.6% of the locus {T('h1_stats')}", U, "rounded"),
        (f"- **Bin layout:** each of the 500 chromosome-wide bins is about 117 Mb wide {T('corr_chr')}",
         U, "wrong-unit"),
        (f"- **Gene:** MYC, chr8:127,735,433-127,742,951 (+ strand, protein-coding), about 7.5 kb long "
         f"{T('gene')}", V, "units"),

        # ---------------- Claude-style prose: scale, percent, hedges ----------------
        (f"Across all of chr19 (58.6 million bases), replicate 2 summed to roughly 51.2 million {T('stats_chr')}.",
         V, "scale"),
        (f"Summed over the whole chromosome, rep1 comes to about 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"rep2's viewport sum is ≈ 337k — noticeably more than rep1's {T('stats_view')}.", V, "scale"),
        (f"Coverage is essentially complete: rep1 has data over 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"Oct4 is sparse here — only 1.7% of the 20-kb window has any coverage (344 bp) {T('h1_stats')}.",
         V, "percent"),
        (f"Oct4's peaks cover 1.38% of the hg19 window {T('h1_stats')}.", U, "other-attribute"),
        (f"rep1's maximum on chr19 was nearly 1,900 {T('stats_chr')}.", U, "hedged"),
        (f"rep2's chromosome-wide maximum is just under 1.7 thousand {T('stats_chr')}.", V, "hedged"),
        (f"The rep1–rep2 Pearson r is just under 0.62 over chr19 {T('corr_chr')}.", V, "hedged"),
        (f"Over the view, rep1 vs pooled gives a Pearson r a little over 0.8 and a Spearman close to 0.69 "
         f"{T('corr_view')}.", V, "hedged"),
        (f"In the three-track matrix, the rep2–pooled pair is the most correlated (Pearson 0.899), just ahead of "
         f"rep1–pooled (0.898) {T('matrix')}.", V, "matrix"),
        (f"The rep2–pooled Spearman coefficient is just over 0.9 {T('matrix')}.", V, "hedged"),
        (f"The rep2–pooled Pearson coefficient is just over 0.9 {T('matrix')}.", U, "hedged"),
        (f"The matrix puts the rep1–rep2 Spearman at 0.90 {T('matrix')}.", U, "matrix"),
        (f"The chromosome-wide z-score call on rep1 found some 7,700 peaks (k = 2, cutoff ≈ 18.9) {T('peaks_chr')}.",
         V, "hedged"),
        (f"MYC is compact — about 7.5 Mb end to end {T('gene')}.", U, "wrong-unit"),
        (f"The Oct4 narrowPeak asset is tiny (102 kb) {T('asset_peaks')}.", U, "wrong-scale"),

        # ---------------- comparisons ----------------
        (f"rep2 posts the highest chromosome-wide mean of the three (0.874), edging out pooled (0.872) and "
         f"rep1 (0.870) {T('stats_chr')}.", V, "comparison"),
        (f"Of the three tracks, pooled has the highest chromosome-wide mean (0.872) {T('stats_chr')}.",
         U, "comparison"),
        (f"Within the 10-kb window chr19:1,050,000-1,060,000, rep1 (mean 2.76) outpaces rep2 (2.30) "
         f"{T('stats_win')}.", V, "comparison"),
        (f"H3K27ac trails H3K4me3 in mean signal over the window (12.8 vs 11.4) {T('h1_stats')}.",
         U, "comparison"),
        (f"The Oct4 track's mean (0.49) sits well below its peak-calling cutoff of 1.01 {T('h1_peaks')}.",
         V, "comparison"),

        # ---------------- arithmetic ----------------
        (f"The two replicate means differ by only 0.004 over chr19 {T('stats_chr')}.", V, "arithmetic"),
        (f"rep2's viewport mean is about 1.4 times rep1's (1.69 vs 1.22) {T('stats_view')}.", V, "arithmetic"),
        (f"rep2's viewport mean is twice rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep1's mean in the 10-kb window is about 2.3-fold its viewport-wide average of 1.22 "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"Merging fragments within 1 kb took rep1's viewport call from 65 fragments down to 38 peaks "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"With the 1-kb merge, rep1 ends up with 38 peaks — about 42% fewer than its 65 fragments "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"The merge leaves 64% fewer peaks than fragments (38 vs 65) {T('peaks_gap')}.", U, "arithmetic"),
        (f"7,688 peaks over chr19's 58.6 Mb works out to about 131 peaks per Mb {T('peaks_chr')}.",
         V, "arithmetic"),
        (f"rep1's 7,688 chromosome-wide peaks amount to roughly 13 per Mb {T('peaks_chr')}.", U, "arithmetic"),
        (f"rep2's absolute-threshold call (≥ 20, min width 50 bp) found 48 peaks in the 200-kb view — "
         f"240 per Mb {T('peaks_thr')}.", V, "arithmetic"),
        (f"Peak_22's mean signal is 2.3-fold that of Peak_1397 {T('quant')}.", U, "arithmetic"),
        (f"H3K27ac's mean over the hg19 window (12.8) is about 26 times Oct4's (0.49) {T('h1_stats')}.",
         V, "arithmetic"),

        # ---------------- multi-record sentences ----------------
        (f"With cutoffs of 20 for rep2 and ~16.6 for rep1, the viewport calls returned 48 and 38 peaks "
         f"respectively {T('peaks_thr')} {T('peaks_gap')}.", V, "respectively"),
        (f"rep1's mean climbs from 0.870 on chr19 {T('stats_chr')} to 1.22 across the view {T('stats_view')} "
         f"and 2.76 in the 10-kb window {T('stats_win')}.", V, "multi-record"),
        (f"rep1's mean climbs from 0.870 on chr19 {T('stats_chr')} to 1.22 across the view {T('stats_view')} "
         f"and 2.30 in the 10-kb window {T('stats_win')}.", U, "multi-record"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) sits inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 (chr19:1,102,539-1,102,707) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Only 2 Oct4 peaks passed z ≥ 2, and the 102-byte Oct4 narrowPeak asset likewise lists 2 rows "
         f"{T('h1_peaks')} {T('asset_peaks')}.", V, "multi-record"),
        (f"All 64 of rep1's narrowPeak features in view {T('describe')} were quantified, the top one being "
         f"Peak_22 at 113.0 {T('quant')}.", V, "multi-record"),

        # ---------------- scope / wrong record ----------------
        (f"rep1 averaged 0.87 across the current view {T('stats_chr')}.", U, "scope"),
        (f"In the view, the pooled track averaged 1.45 {T('stats_view')}.", U, "wrong-record"),
        (f"rep1 and rep2 correlate at r = 0.80 over chr19 {T('corr_view')}.", U, "wrong-record"),
        (f"ENCFF938DNH (replicate 3) ranks 8th in the search {T('file_9')}.", U, "wrong-record"),

        # ---------------- multi-claim with exactly one wrong claim ----------------
        (f"rep1 averaged 0.870 over chr19 with an SD of 9.02 and a maximum of 1,668 {T('stats_chr')}.",
         U, "multi"),
        (f"MYC sits on the minus strand of chr8 at 127,735,433-127,742,951 {T('gene')}.", U, "multi"),
        (f"peak2363 (chr6:31,139,576-31,140,109) carries the higher score of the two, 93 {T('asset_peaks')}.",
         U, "preview"),
        (f"The Oct4 asset has 2 lines; peak2364 (chr6:31,140,574-31,141,112) carries score 93 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"The bedGraph preview opens at chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.",
         V, "preview"),

        # ---------------- number coincidences ----------------
        (f"rep1 crossed the z ≥ 2 cutoff at 19 sites across chr19 {T('peaks_chr')}.", U, "rounding-coincidence"),
        (f"Oct4 yielded 1 peak at z ≥ 2 in the hg19 window {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"The Oct4 call wrote {fn_count} peaks to {fname} {T('h1_peaks')}.", U, "ids"),
        (f"The browser now shows {secs} kb of chr19 {T('nav')}.", U, "timestamp"),
        (f"The K562 search pulled in {month} files {T('search')}.", U, "timestamp"),
        (f"The ENCFF754TJH preview runs to 754 lines {T('asset_graph')}.", U, "ids"),

        # ---------------- loci ----------------
        (f"The current view is a 200-kb stretch of chr19, from 1.0 to 1.2 Mb {T('nav')}.", V, "locus-exact"),

        # ---------------- terse notebook notes ----------------
        (f"peaks_thr: rep2, thr 20, minW 50 bp, gap 0 → 48 pk {T('peaks_thr')}", V, "supported"),
        (f"`{ids['rep1']}` in view: μ 1.22, σ 7.71, max 199.8, 256 intervals {T('stats_view')}", V, "supported"),
        (f"`{h1['H3K4me3']}`: mean 11.4, range 0.08–72.4 {T('h1_stats')}", V, "range"),
        (f"Oct4 vs H3K27ac: Spearman 0.46 but Pearson only 0.11, on 9 usable 100-bp bins (191 excluded) "
         f"{T('h1_corr')}", V, "supported"),

        # ---------------- unknown tokens ----------------
        (f"rep1 averaged 0.870 across chr19 {fake}.", U, "unknown-token"),
        (f"The replicates agree reasonably well at the chromosome scale {fake2}.", U, "unknown-token"),

        # ---------------- qualitative / uncited / plain ----------------
        (f"Signal in the view is dominated by a handful of sharp peaks {T('stats_view')}.", N, "qualitative"),
        (f"The replicates look broadly concordant at the chromosome scale {T('corr_chr')}.", N, "qualitative"),
        (f"The merged call looks cleaner than the raw fragments {T('peaks_gap')}.", N, "qualitative"),
        (f"The ENCODE search turned up exactly the kind of fold-change tracks you asked for {T('search')}.",
         N, "qualitative"),
        ("Across chr19, rep1 averaged 0.870.", X, "uncited"),
        ("MYC maps to chr8:127,735,433-127,742,951.", X, "uncited"),
        ("ENCFF381NDD is the file I'd download first.", X, "uncited"),
        ("Happy to rerun any of these with a stricter cutoff.", P, "plain"),
        ("Overall, these look like good-quality ChIP-seq data.", P, "plain"),
        ("If you want, I can also quantify rep2 at the same peaks.", P, "plain"),
        (f"The H3K27ac profile here has the look of an active promoter {T('h1_stats')}.", N, "qualitative"),

        # ---------------- short multi-sentence answers (labelled at one index) ----------------
        (f"rep2 averaged 0.874 over chr19 {T('stats_chr')}. Its maximum reached about 1,668 {T('stats_chr')}.",
         V, "pronoun", 1),
        (f"rep1 averaged 1.22 across the view {T('stats_view')}. Its SD was 10.2 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"Over the view, rep1 and rep2 peaked at 199.8 and 190.7 {T('stats_view')}. The latter also had the "
         f"larger spread, with an SD of 10.2 {T('stats_view')}.", V, "pronoun", 1),
        (f"Within the window, rep1 and rep2 reached 111.0 and 76.3 {T('stats_win')}. The former averaged 2.30 "
         f"{T('stats_win')}.", U, "pronoun", 1),
        (f"rep1 averaged 2.76 in the 10-kb window {T('stats_win')}. rep2 came in higher, at 2.30 "
         f"{T('stats_win')}.", V, "multi", 0),
        (f"rep1 averaged 2.76 in the 10-kb window {T('stats_win')}. rep2 came in higher, at 2.30 "
         f"{T('stats_win')}.", U, "comparison", 1),
        (f"The pooled track averaged 1.45 across the view {T('describe')}. It also had 523 intervals there. "
         f"{T('describe')}", V, "pronoun", 1),
        (f"Oct4 is the weakest mark in this window {T('h1_stats')}. It peaks at just 1.38 {T('h1_stats')}.",
         V, "pronoun", 1),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. Its SD was 9.02.", X, "uncited", 1),
        (f"rep1 averaged 0.870 over chr19 {T('stats_chr')}. That's typical for a fold-change track "
         f"{T('stats_chr')}.", N, "qualitative", 1),
        (f"rep2's viewport mean is 1.69 {T('stats_view')}. Let me know if you'd like the other tracks too.",
         P, "plain", 1),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
