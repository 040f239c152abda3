"""Blind batch s6a, written by a helper session on 2026-12-02, labelled by hand against records.md before
any checker run (the checker was never run or read). Focus: every record of the labelled set covered evenly
(navigation, describe, chromosome / viewport / window stats, the three peak calls, quantification, the two
correlations and the matrix, the MYC lookup, both asset previews, the ENCODE search and its ten file records,
and the hg19 H1 POU5F1 records). Style: four assistant voices answering a biologist in a Jupyter chat - a
concise GPT-style answer with markdown bullets and **bold** labels, a Claude-style explanatory paragraph with
em dashes, parentheses and hedges, a Gemini-style "Key findings" list with short headed lines and the odd table
row, and a terse lab-notebook voice - with exact, rounded and hedged numbers, units and scale words, and some
multi-sentence answers. Unsupported rows are plausible model slips: the neighbouring track's value, the other
attribute's value, the chromosome figure quoted for the view or window, a rounding that crosses a digit, a
swapped pair, a wrong accession role, an invented extra figure, arithmetic slightly off.

First run of the checker on it (never relabelled; checker at f14adcf): 129 sentences, agreement 0.930,
"unsupported" precision 0.889, recall 0.941. The two s6 batches together (254): 0.909 / 0.855 / 0.931.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "da"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- nav (hg38 view chr19:1,000,000-1,200,000)
        (f"- **Region:** chr19:1,000,000–1,200,000 (hg38) {T('nav')}", V, "locus-exact"),
        (f"I've moved the browser to a 200 kb stretch of chr19 (1.0–1.2 Mb on hg38) — gene-dense territory, "
         f"so expect plenty of signal {T('nav')}.", V, "units"),
        (f"nav → chr19:1,000,000-1,250,000, hg38 {T('nav')}", U, "locus-exact"),
        (f"The window now spans 2 Mb of chr19, starting at position 1,000,000 {T('nav')}.", U, "wrong-scale"),

        # ---- describe (viewport)
        (f"- **rep1 peaks:** 64 in view, scores ranging 21–177 {T('describe')}", V, "range"),
        (f"rep2's narrowPeak set contributes 64 peaks to the current window {T('describe')}.", U, "other-entity"),
        (f"Both replicate peak sets are represented here — rep1 with 64 calls and rep2 with slightly more (69) "
         f"{T('describe')}.", V, "comparison"),
        (f"- **Pooled:** 523 intervals · mean ≈1.5 · max ≈190 {T('describe')}", U, "other-entity"),
        (f"The two replicate peak sets look broadly concordant in this window {T('describe')}.", N, "qualitative"),

        # ---- stats_chr (whole chr19)
        (f"- **rep1 (all of chr19):** mean 0.870 · SD 9.02 · max 1,820.2 {T('stats_chr')}", V, "supported"),
        (f"Chromosome-wide, the three tracks average almost exactly the same — roughly 0.87 each (rep1 0.870, "
         f"rep2 0.874, pooled 0.872) {T('stats_chr')}.", V, "multi"),
        (f"On chr19, rep2 actually peaks higher than rep1, reaching about 1,820 {T('stats_chr')}.", U, "comparison"),
        (f"rep1 has signal over 99.99% of chr19 {T('stats_chr')}.", U, "percent"),
        (f"Summed over the chromosome, rep1 comes to ~51.0 million {T('stats_chr')}.", V, "scale"),
        (f"rep1 has data over 58,617,616 bp of chr19 {T('stats_chr')}.", U, "other-attribute"),
        (f"rep1 maxes out at 1,820 on chr19 — a bit more than twice the pooled maximum of 870 {T('stats_chr')}.",
         V, "arithmetic"),
        (f"Chromosome-wide, pooled carries 75,460 more intervals than rep1 (151,029 vs 77,569) {T('stats_chr')}.",
         U, "arithmetic"),
        (f"`{ids['rep2']}` averaged 0.874 over chr19, with an SD of 8.64 {T('stats_chr')}.", V, "ids"),
        ("rep1 tops out at 1,820 on chr19, roughly double the pooled maximum.", X, "uncited"),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. The pooled track has 151,029 intervals.", X, "uncited", 1),

        # ---- stats_view (viewport, rep1 + rep2)
        (f"| rep1 | mean 1.22 | max 199.8 | 256 intervals | {T('stats_view')} |", V, "table"),
        (f"| rep2 | mean 1.69 | max 199.8 | 279 intervals | {T('stats_view')} |", U, "table"),
        (f"In the current view rep2 runs hotter on average than rep1 (about 1.69 versus 1.22) {T('stats_view')}.",
         V, "comparison"),
        (f"Over the 200 kb view, rep1 averages 0.87 {T('stats_view')}.", U, "scope"),
        (f"Within chr19:1,000,000-1,200,000, rep1 peaked at 1,820.2 {T('stats_chr')}.", U, "scope"),
        (f"rep2's mean in the view is about 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"The pooled track averages 1.45 in this view {T('stats_view')}.", U, "wrong-record"),
        (f"rep2 covers the whole viewport {T('stats_view')}. Its mean there is 1.69, with an SD of about 10.2 "
         f"{T('stats_view')}.", V, "pronoun", 1),

        # ---- stats_win (chr19:1,050,000-1,060,000)
        (f"Inside the 10 kb window chr19:1,050,000-1,060,000, rep1 averaged 2.76 {T('stats_win')}.", V,
         "locus-exact"),
        (f"For the 1,050,000–1,060,000 window, rep2 comes out at a mean of 2.76 {T('stats_win')}.", U,
         "other-entity"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 sits well inside the chr19:1,000,000-1,200,000 view "
         f"{T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"rep1's mean in the window (2.76) is more than double its viewport mean (1.22) {T('stats_win')} "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"In the 10 kb window, rep1 averaged about 0.87 {T('stats_win')}.", U, "scope"),
        (f"**Window (chr19:1,050,000–1,060,000)** — rep2: mean ≈2.30, max ≈76.3, SD ≈11.0 {T('stats_win')}", V,
         "hedged"),

        # ---- peaks_chr (rep1, z >= 2, chromosome)
        (f"- **rep1 peaks (chr19, z ≥ 2):** 7,688 calls at a cutoff of 18.92 {T('peaks_chr')}", V, "supported"),
        (f"The z-score caller found 7,688 peaks in the chr19:1.0–1.2 Mb view {T('peaks_chr')}.", U, "scope"),
        (f"The cutoff works out to roughly 18.9 — the chr19 mean (~0.87) plus two standard deviations of ~9.02 "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"chr19 peak call: threshold 18.91, k=2 {T('peaks_chr')}", U, "wrong-value"),
        (f"That gives ~7.7k peaks with a minimum width of 50 bp {T('peaks_chr')}.", U, "other-attribute"),
        (f"Bear in mind this is a simple z-score threshold rather than a model-based caller like MACS2, so treat "
         f"the calls as rough {T('peaks_chr')}.", N, "qualitative"),

        # ---- peaks_gap (rep1, z >= 2, viewport, merge gap 1 kb)
        (f"Merging fragments within 1 kb collapses 65 fragments into 38 peaks {T('peaks_gap')}.", V, "supported"),
        (f"With the 1 kb merge gap, rep1 ends up with 65 peaks in view {T('peaks_gap')}.", U, "other-attribute"),
        (f"Merging at 1 kb gave 38 peaks from 65 fragments {T('peaks_gap')}. That's 27 fewer calls than the raw "
         f"fragment count {T('peaks_gap')}.", V, "arithmetic", 1),
        (f"- **Cutoff:** 18.92 (mean + 2 SD over the view) {T('peaks_gap')}", U, "scope"),
        (f"Merging cut the peak count by 58% {T('peaks_gap')}.", U, "arithmetic"),
        (f"The view-level threshold (≈16.6) sits below the chromosome-wide one (≈18.9), since the view's SD is "
         f"smaller {T('peaks_gap')} {T('peaks_chr')}.", V, "comparison"),

        # ---- peaks_thr (rep2, absolute threshold 20, min width 50 bp)
        (f"rep2 with an absolute cutoff of 20 and a 50 bp minimum width: 48 peaks {T('peaks_thr')}.", V,
         "supported"),
        (f"rep1 gives 48 peaks at a fixed threshold of 20 {T('peaks_thr')}.", U, "other-entity"),
        (f"The fixed-threshold call on rep2 (48 peaks) lands a little above the merged z-score call on rep1 (38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        ("Raising the cutoff to 20 left 48 peaks on rep2.", X, "uncited"),

        # ---- quant (rep1 mean signal at rep1 peaks)
        (f"**Top peak:** Peak_22 (chr19:1,102,539-1,102,707), mean signal ≈113 {T('quant')}", V, "locus-feature"),
        (f"Peak_37 at chr19:1,102,539-1,102,707 comes second, with a mean of ~95.5 {T('quant')}.", U,
         "locus-feature"),
        (f"Peak_281 comes third, with a narrowPeak score of 66.7 {T('quant')}.", U, "other-attribute"),
        (f"Peak_1397 is a nice illustration — a modest narrowPeak score (41) but a fourth-place mean signal of "
         f"about 61.6 {T('quant')}.", V, "hedged"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the chr19:1,050,000-1,060,000 window we profiled "
         f"earlier {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 also lies within the chr19:1,050,000-1,060,000 window {T('quant')} {T('stats_win')}.", U,
         "locus-disjoint"),
        (f"Peak_22 is the strongest rep1 peak in view {T('quant')}. It spans chr19:1,102,539-1,102,707 and carries "
         f"a narrowPeak score of 115 {T('quant')}.", U, "pronoun", 1),
        (f"Peak_1939 (chr19:1,010,458-1,010,553, mean ≈55.5) rounds out the top five {T('quant')}.", V,
         "locus-feature"),

        # ---- corr_chr (rep1 vs rep2, chromosome)
        (f"- **rep1 vs rep2 (chr19):** Pearson r = 0.615 · Spearman ρ = 0.586 {T('corr_chr')}", V, "supported"),
        (f"The correlation was computed over 500 bins of ~117 kb each {T('corr_chr')}.", V, "units"),
        (f"rep1 and rep2 correlate at r ≈ 0.80 across chr19 {T('corr_chr')}.", U, "other-entity"),
        (f"corr rep1/rep2, chr19: pearson 0.61 {T('corr_chr')}", U, "wrong-value"),
        (f"That's a moderate correlation — fairly typical for fold-change tracks from separate replicates, which "
         f"are noisy at this resolution {T('corr_chr')}.", N, "qualitative"),
        (f"The chromosome was binned at 117 bp for the correlation {T('corr_chr')}.", U, "wrong-unit"),

        # ---- corr_view (rep1 vs pooled, viewport, 1 kb bins)
        (f"Within the view, rep1 tracks the pooled signal closely (r = 0.80, Spearman 0.69; 200 bins of 1 kb) "
         f"{T('corr_view')}.", V, "supported"),
        (f"rep1 vs rep2 in the viewport: r = 0.80 {T('corr_view')}", U, "other-entity"),
        (f"rep1 agrees better with pooled in the view (r ≈ 0.80) than with rep2 across chr19 (r ≈ 0.62) "
         f"{T('corr_view')} {T('corr_chr')}.", V, "comparison"),
        (f"The rank correlation between rep1 and pooled in the view is about 0.80 {T('corr_view')}.", U,
         "other-attribute"),

        # ---- matrix (rep1, rep2, pooled over chr19)
        (f"| rep2 × pooled | Pearson 0.899 | Spearman 0.901 | {T('matrix')} |", V, "table"),
        (f"rep1 and pooled correlate at 0.899 (Pearson) across chr19 {T('matrix')}.", U, "matrix"),
        (f"Both replicates correlate at ~0.90 (Pearson) with the pooled track, but only ~0.62 with each other "
         f"{T('matrix')}.", V, "matrix"),
        (f"By Spearman, the tightest pair is rep1–pooled (ρ ≈ 0.90) {T('matrix')}.", U, "matrix"),
        (f"The highest rank correlation in the matrix is rep2 vs pooled, at a Spearman of about 0.90 "
         f"{T('matrix')}.", V, "comparison"),
        (f"That pattern is exactly what you'd expect when one track is derived from the other two {T('matrix')}.",
         N, "qualitative"),

        # ---- gene (MYC)
        (f"**MYC** — chr8:127,735,433-127,742,951, + strand, protein-coding {T('gene')}", V, "locus-exact"),
        (f"MYC sits on chr8 in hg38 {T('gene')}. It's a compact gene — about 7.5 kb, with a single annotated "
         f"transcript {T('gene')}.", V, "pronoun", 1),
        (f"MYC (chr8:127,735,433-127,742,951) has 3 annotated transcripts {T('gene')}.", U, "wrong-value"),
        ("MYC is on chr8 at roughly 127.7 Mb.", X, "uncited"),

        # ---- asset_peaks (H1 Oct4 narrowPeak preview)
        (f"The Oct4 file holds just two peaks: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364  chr6:31140574-31141112  score 41 {T('asset_peaks')}", U, "preview"),
        (f"peak2364 is clearly the stronger of the two (signal value 288.4 vs 128.8) {T('asset_peaks')}.", V,
         "comparison"),
        (f"It's a tiny file — 102 bytes, three lines {T('asset_peaks')}.", U, "wrong-value"),
        (f"peak2363 (chr6:31,139,576-31,140,109) falls inside the H1 view chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),

        # ---- asset_graph (ENCFF754TJH bedGraph preview)
        (f"ENCFF754TJH.wig is a bedGraph of about 81 kB; the preview shows its first 40 lines, starting at "
         f"chr9:35,726,969 with a value of 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The last previewed interval, chr9:35,727,163-35,727,165, has a value of 18.80 {T('asset_graph')}.", U,
         "preview"),
        (f"Across the previewed rows the signal climbs from ~8.6 to ~20.1 {T('asset_graph')}.", V, "range"),
        (f"The file has 80,997 lines, of which the preview shows 40 {T('asset_graph')}.", U, "other-attribute"),
        ("The bedGraph file ENCFF754TJH is about 81 kB.", X, "uncited"),

        # ---- search (ENCODE K562 H3K27ac)
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked candidates out of 20 matching files, with no "
         f"relaxations needed {T('search')}.", V, "supported"),
        (f"- **Ranked candidates:** 20 bigWigs {T('search')}", U, "other-attribute"),
        (f"Top hit is ENCFF381NDD, the fold-change track pooling replicates 1, 2 and 3 {T('search')}.", V,
         "accession"),
        (f"ENCFF779QTH came out on top of the ranked list {T('search')}.", U, "accession"),
        ("I found 10 K562 H3K27ac fold-change bigWigs on ENCODE.", X, "uncited"),
        (f"Search run at 2026-12-02 00:37 UTC against the ENCODE portal {T('search')}.", N, "timestamp"),

        # ---- file records
        (f"ENCFF381NDD (experiment ENCSR000AKP) is the pooled fold-change track over replicates 1–3, ranked first "
         f"with a score of 1165 {T('file_1')}.", V, "accession"),
        (f"From experiment ENCFF381NDD, I'd take the fold-change bigWig {T('file_1')}.", U, "accession-role"),
        (f"- **ENCFF779QTH** — rank 2 · replicates 1 & 2 · score 1165 {T('file_2')}", V, "supported"),
        (f"ENCFF177JXC is a single-replicate file (replicate 1) scoring 1161 {T('file_4')}.", V, "supported"),
        (f"ENCFF745TSK comes from biological replicate 1 {T('file_6')}.", U, "wrong-value"),
        (f"ENCFF945XHA sits at rank 9 {T('file_10')}.", U, "wrong-record"),
        (f"ENCFF977KGH closes out the list at rank 10 (replicate 1) {T('file_10')}.", V, "supported"),
        (f"Download file ENCSR000AKP (fold change over control) {T('file_2')}.", U, "accession-role"),
        (f"ENCFF381NDD and ENCFF779QTH come from the same experiment, ENCSR000AKP {T('file_1')} {T('file_2')}.",
         V, "multi-record"),
        (f"ENCFF381NDD edges out ENCFF289IVJ by 4 points (1165 vs 1161) {T('file_1')} {T('file_5')}.", V,
         "arithmetic"),
        ("ENCFF381NDD looks like the best match [[cite:cite_encode_file_9f2a]].", U, "unknown-token"),

        # ---- h1_nav (hg19 chr6:31,130,000-31,150,000)
        (f"Switched to hg19, chr6:31,130,000-31,150,000 (20 kb) {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 window is chr6:31,130,000-31,150,000 {T('nav')}.", U, "wrong-record"),

        # ---- h1_stats
        (f"- **Oct4:** mean 0.49 · max 1.38 · covers only 1.72% of the window {T('h1_stats')}", V, "percent"),
        (f"Oct4 signal covers just 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac is the broadest mark here, covering ~74% of the 20 kb (vs ~66% for H3K4me3) {T('h1_stats')}.",
         V, "comparison"),
        (f"H3K4me3 peaks at 74.5 in this window {T('h1_stats')}.", U, "other-entity"),
        (f"The two histone marks have strikingly similar ceilings — H3K27ac tops out at 74.5 and H3K4me3 at 72.4 — "
         f"but H3K27ac is higher on average (12.8 vs 11.4) {T('h1_stats')}.", V, "multi"),
        (f"Across chr6, H3K27ac averages 12.8 {T('h1_stats')}.", U, "scope"),
        (f"Oct4 is weak and sparse here, which is what you'd expect for a TF track at this locus {T('h1_stats')}.",
         N, "qualitative"),
        (f"H3K27ac's mean is roughly 26 times Oct4's {T('h1_stats')}.", V, "arithmetic"),

        # ---- h1_peaks
        (f"Oct4 z-score calling (k = 2) gives 2 peaks above a threshold of ~1.01 {T('h1_peaks')}.", V, "hedged"),
        (f"Oct4: 2 peaks, cutoff 1.38 {T('h1_peaks')}", U, "other-attribute"),
        (f"The caller's 2 Oct4 peaks match the number of rows (2) in the Oct4 narrowPeak file {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        ("Only 2 Oct4 peaks clear the threshold.", X, "uncited"),

        # ---- h1_corr
        (f"Oct4 and H3K27ac barely correlate by Pearson (r ≈ 0.11), though the rank correlation is higher, ~0.46 "
         f"{T('h1_corr')}.", V, "hedged"),
        (f"Only 9 of the 200 bins (100 bp each) were usable — the other 191 were excluded {T('h1_corr')}.", V,
         "supported"),
        (f"Oct4 vs H3K27ac: Spearman ρ = 0.11, Pearson r = 0.46 {T('h1_corr')}", U, "other-attribute"),
        (f"The H1 correlation used 200 bins of 1 kb {T('h1_corr')}.", U, "wrong-unit"),
        ("I'd be cautious about reading much into that correlation, given how few bins overlap.", P, "qualitative"),

        # ---- chat filler
        ("Let me know if you'd like me to call peaks on rep2 with the same settings.", P, "qualitative"),
        ("Here's what the tracks show in the current view:", P, "qualitative"),
        (f"Overall, replicate agreement looks reasonable {T('corr_chr')}.", N, "qualitative"),
        (f"Much of that agreement is carried by a handful of high-signal bins near the strongest peaks, so I "
         f"wouldn't over-interpret it {T('corr_view')}.", N, "qualitative"),
        ("Key findings from the H1 POU5F1 window:", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
