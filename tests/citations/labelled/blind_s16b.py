"""Blind batch s16b, written by a helper session (s16b), on 2026-12-02, labelled by hand against the
records dump before any checker run. Focus: the record kinds that are easy to get subtly wrong --
peak calls (threshold/cutoff, k, minimum width, merge gap, fragments vs peaks, chromosome vs view
calls), quantification rows (rank, feature locus, narrowPeak score vs mean value), the three-track
correlation matrix (which pair, Pearson vs Spearman, shared bins), asset previews (line counts,
rows, bytes, the bedGraph section) and the hg19 H1 POU5F1 tracks (Oct4, H3K27ac, H3K4me3). Style:
GPT-style bullets with bold labels, Claude-style prose with em dashes, terse notebook lines, hedged
summaries, a few markdown tables and multi-sentence answers with pronouns; realistic slips
(other track, other attribute, chromosome value quoted for the view, swapped pairs, wrong build).

First run of the checker on it (never relabelled; checker at 2cac0ab): 125 sentences, agreement 0.960,
"unsupported" precision 0.979, recall 0.920. The two s16 batches together (250): 0.924 / 0.928 / 0.900."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- supported
        (f"**Threshold:** the merged rep1 call used a z-score cutoff of 16.64 (k = 2) over the view {T('peaks_gap')}",
         V, "supported"),
        (f"The chromosome-wide call used no merge gap and a 1-bp minimum width {T('peaks_chr')}.", V, "supported"),
        # ---- rounded
        (f"For rep1 vs pooled in the current view, Pearson r = 0.80 and Spearman ρ = 0.69 {T('corr_view')}.",
         V, "rounded"),
        (f"rep1's mean over the view was 1.23 {T('stats_view')}.", U, "rounded"),
        (f"The chromosome-wide cutoff for rep1 works out to 18.92 {T('peaks_chr')}.", V, "rounded"),
        (f"rep1's chromosome-wide maximum is 1,820.3 {T('stats_chr')}.", U, "rounded"),
        # ---- hedged
        (f"Roughly 7.7 thousand peaks were called on chr19 for rep1 {T('peaks_chr')}.", V, "hedged"),
        (f"The rep1–rep2 Pearson correlation across chr19 is only about 0.6 {T('corr_chr')}.", V, "hedged"),
        (f"Merging within 1 kb left roughly 50 peaks in the view {T('peaks_gap')}.", U, "hedged"),
        # ---- units
        (f"Bins were 1 kb wide for the rep1-vs-pooled comparison, giving 200 bins across the view {T('corr_view')}.",
         V, "units"),
        (f"Peak_22 is 168 bp wide (chr19:1,102,539-1,102,707) {T('quant')}.", V, "units"),
        # ---- scale
        (f"rep1's summed signal over chr19 is about 51 million {T('stats_chr')}.", V, "scale"),
        (f"The pooled track is built from ~151k intervals on chr19 {T('stats_chr')}.", V, "scale"),
        # ---- wrong-scale
        (f"rep2's total signal across chr19 comes to roughly 51.2 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"The bedGraph file is about 81 MB on disk {T('asset_graph')}.", U, "wrong-scale"),
        # ---- wrong-unit
        (f"The merged call joined fragments separated by up to 1 Mb {T('peaks_gap')}.", U, "wrong-unit"),
        (f"Each chromosome-wide correlation bin is 117 bp {T('corr_chr')}.", U, "wrong-unit"),
        # ---- percent
        (f"Oct4 signal covers just 1.7% of the 20-kb POU5F1 window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 covers roughly two-thirds (66%) of the window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 covers 17% of the window {T('h1_stats')}.", U, "percent"),
        # ---- rounding-coincidence
        (f"rep1's chromosome-wide mean is 0.874 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"At two decimals, all three tracks average 0.87 across chr19 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"In the matrix, rep1 vs pooled has a Pearson r of 0.899 {T('matrix')}.", U, "rounding-coincidence"),
        # ---- timestamp
        (f"The view was set to chr19:1,000,000-1,200,000 (hg38) at 03:49:57 UTC on 2026-12-02 {T('nav')}.",
         V, "timestamp"),
        (f"Search results were retrieved on 2026-12-02 at 03:49:59 UTC {T('search')}.", N, "timestamp"),
        (f"At 2026-12-02T03:49:59Z the search listed 20 ranked candidates {T('search')}.", U, "timestamp"),
        # ---- ids
        (f"Track `{ids['rep1']}` (rep1) reached 1,820.2 on chr19 {T('stats_chr')}.", V, "ids"),
        (f"`{h1['H3K27ac']}` has the highest mean of the three H1 marks, 12.81 {T('h1_stats')}.", V, "ids"),
        (f"`{ids['rep2']}` averaged 1.22 over the view {T('stats_view')}.", U, "ids"),
        # ---- locus-exact
        (f"The H1 window is chr6:31,130,000-31,150,000 {T('h1_nav')}.", V, "locus-exact"),
        (f"We are looking at chr19:1.0–1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"The current view is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"In hg38, the POU5F1 window is chr6:31,130,000-31,150,000 {T('h1_nav')}.", U, "locus-exact"),
        # ---- locus-subregion
        (f"The 10-kb window chr19:1,050,000-1,060,000 sits inside the current view {T('stats_win')} {T('nav')}.",
         V, "locus-subregion"),
        (f"Over chr19:1,100,000-1,110,000, rep1 averaged 1.22 {T('stats_view')}.", U, "locus-subregion"),
        (f"Peak_1397 (chr19:1,110,067-1,110,162) lies within the current view {T('quant')} {T('nav')}.",
         V, "locus-subregion"),
        # ---- locus-chromosome
        (f"Across the whole of chr19 (58.6 Mb), rep2 peaked at 1,667.9 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"In the current view, rep1 averages 0.870 {T('stats_chr')}.", U, "locus-chromosome"),
        # ---- locus-disjoint
        (f"Peak_1939 (chr19:1,010,458-1,010,553) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"MYC (chr8:127,735,433-127,742,951) lies outside the current chr19 view {T('gene')} {T('nav')}.",
         V, "locus-disjoint"),
        # ---- locus-feature
        (f"Peak_37 sits at chr19:1,097,875-1,098,013 {T('quant')}.", V, "locus-feature"),
        (f"Peak_281 (chr19:1,102,539-1,102,707) ranked third {T('quant')}.", U, "locus-feature"),
        (f"peak2364 spans chr6:31,139,576-31,140,109 {T('asset_peaks')}.", U, "locus-feature"),
        # ---- preview
        (f"The Oct4 peak file preview shows 2 lines — 102 bytes read, nothing truncated {T('asset_peaks')}.",
         V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) carries a score of 93 and a signalValue of 288.4 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"peak2363 has the higher score of the two Oct4 peaks, 93 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview opens with a section header for chr9:35,696,794-35,728,096 {T('asset_graph')}.",
         V, "preview"),
        (f"Only 49,152 of the file's 80,997 bytes were read, so the preview (lines 1-40) is truncated "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The bedGraph preview climbs to 20.12 at its last row, chr9:35,727,163-35,727,165 {T('asset_graph')}.",
         V, "preview"),
        (f"In the bedGraph preview, chr9:35,727,084-35,727,087 has a value of 13.39 {T('asset_graph')}.",
         U, "preview"),
        # ---- accession
        (f"ENCFF849TDM came back as the second-ranked candidate {T('search')}.", U, "accession"),
        (f"- **Recommended file:** ENCFF381NDD — K562 H3K27ac fold change over control, GRCh38 {T('file_1')}",
         V, "accession"),
        # ---- accession-role
        (f"ENCFF381NDD comes from experiment ENCSR000AKP and pools replicates 1, 2 and 3 {T('file_1')}.",
         V, "accession-role"),
        (f"ENCFF814HWX is the biological replicate 2 file {T('file_7')}.", U, "accession-role"),
        (f"These bigWigs all belong to experiment ENCFF381NDD {T('file_1')}.", U, "accession-role"),
        # ---- wrong-record
        (f"rep1 and rep2 correlate at r = 0.62 chromosome-wide {T('corr_view')}.", U, "wrong-record"),
        (f"The rep2 call used a fixed threshold of 20 and a 50-bp minimum width {T('peaks_gap')}.",
         U, "wrong-record"),
        # ---- multi
        (f"- **rep1, chr19:** mean 0.870, SD 9.02, max 1,820.2, 77,569 intervals {T('stats_chr')}", V, "multi"),
        (f"In the 10-kb window rep2 averaged 2.30 with a maximum of 76.3 across 16 intervals {T('stats_win')}.",
         U, "multi"),
        (f"The Oct4 call (k = 2, cutoff 1.01, minimum width 1 bp, no merging) found 2 peaks {T('h1_peaks')}.",
         V, "multi"),
        (f"The merged call used k = 2, a 1-kb gap and a 50-bp minimum width, yielding 38 peaks {T('peaks_gap')}.",
         U, "multi"),
        # ---- multi-record
        (f"The 10-kb window chr19:1,050,000-1,060,000 contains Peak_281 (chr19:1,058,648-1,058,806), whose mean "
         f"rep1 signal of 66.7 {T('quant')} dwarfs rep1's window average of 2.76 {T('stats_win')}.",
         V, "multi-record"),
        (f"rep2's thresholded call gave 48 peaks {T('peaks_thr')}, more than the 69 narrowPeak features rep2 has "
         f"in view {T('describe')}.", U, "multi-record"),
        (f"The merged rep1 call (38 peaks) {T('peaks_gap')} recovers fewer regions than the 64 rep1 narrowPeak "
         f"features in view {T('describe')}.", V, "multi-record"),
        # ---- qualitative
        (f"The two replicates track each other reasonably well at chromosome scale, though far from perfectly "
         f"{T('corr_chr')}.", N, "qualitative"),
        (f"Note that this is a simple z-score threshold caller rather than a model-based peak caller "
         f"{T('peaks_gap')}.", N, "qualitative"),
        (f"The Oct4 track looks sparse and patchy in this window {T('h1_stats')}.", N, "qualitative"),
        (f"The bedGraph looks like a smooth, continuous coverage profile {T('asset_graph')}.", N, "qualitative"),
        (f"Treat these calls as exploratory — they come from a simple threshold rule {T('peaks_thr')}.",
         N, "qualitative"),
        # ---- comparison
        (f"rep1 has a higher mean than rep2 in the 10-kb window {T('stats_win')}.", V, "comparison"),
        (f"Across the view, rep1 is the more enriched replicate on average {T('stats_view')}.", U, "comparison"),
        (f"Among the three H1 marks, H3K4me3 reaches the highest maximum {T('h1_stats')}.", U, "comparison"),
        (f"rep2 is slightly less variable than rep1 chromosome-wide (SD 8.64 vs 9.02) {T('stats_chr')}.",
         V, "comparison"),
        # ---- arithmetic
        (f"Merging within 1 kb collapsed 65 fragments into 38 peaks — a 42% reduction {T('peaks_gap')}.",
         V, "arithmetic"),
        (f"The view cutoff is just the mean (1.22) plus twice the SD (7.71), i.e. 16.64 {T('peaks_gap')}.",
         V, "arithmetic"),
        (f"rep1's chromosome-wide maximum exceeds rep2's by about 250 {T('stats_chr')}.", U, "arithmetic"),
        # ---- matrix
        (f"In the three-track matrix, rep2 vs pooled gives the strongest Pearson correlation, 0.899 {T('matrix')}.",
         V, "matrix"),
        (f"Spearman ρ between rep1 and pooled is 0.85 {T('matrix')}.", V, "matrix"),
        (f"rep1 vs pooled: Spearman 0.90 {T('matrix')}", U, "matrix"),
        (f"Every pair in the matrix was computed on the same 500 shared bins of ~117 kb {T('matrix')}.",
         V, "matrix"),
        (f"rep1–pooled is the most tightly correlated pair chromosome-wide (r = 0.898) {T('matrix')}.",
         U, "matrix"),
        (f"The Oct4–H3K27ac comparison shared 148 of 200 bins {T('h1_corr')}.", U, "matrix"),
        (f"Only 9 of the 200 100-bp bins had signal in both Oct4 and H3K27ac; the other 191 were excluded "
         f"{T('h1_corr')}.", V, "matrix"),
        # ---- pronoun (multi-sentence)
        (f"Peak_22 (chr19:1,102,539-1,102,707) tops the ranking {T('quant')}. Its narrowPeak score is 143 "
         f"{T('quant')}.", V, "pronoun", 1),
        (f"rep2 averaged 1.69 over the view {T('stats_view')}. Its maximum there was 199.8 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"rep1 and rep2 were compared in 117-kb bins along chr19 {T('corr_chr')}. Their rank correlation came "
         f"out at 0.59 {T('corr_chr')}.", V, "pronoun", 1),
        (f"Oct4 is the sparsest of the three H1 tracks. {T('h1_stats')} It has signal over only 344 bp, about "
         f"1.7% of the window. {T('h1_stats')}", V, "pronoun", 1),
        (f"Peak_37 ranks second {T('quant')}. Its feature score is 143 {T('quant')}.", U, "pronoun", 1),
        # ---- uncited
        ("rep1 averaged 0.870 across chr19, with a maximum of 1,820.2.", X, "uncited"),
        ("The merged call returned 38 peaks from 65 fragments.", X, "uncited"),
        (f"The top hit is ENCFF381NDD {T('file_1')}. It pools replicates 1, 2 and 3 from ENCSR000AKP.",
         X, "uncited", 1),
        ("Oct4 and H3K27ac correlate only weakly here (Pearson ~0.11).", X, "uncited"),
        ("Peak_22 sits at chr19:1,102,539-1,102,707.", X, "uncited"),
        # ---- plain
        ("Let me know if you want the same peak call repeated on rep2 or the pooled track.", P, "plain"),
        ("Fold-change tracks are easier to compare across replicates than raw read counts.", P, "plain"),
        ("I'd check the input normalisation before over-interpreting any replicate differences.", P, "plain"),
        # ---- unknown-token
        ("rep1 averaged 0.870 across chr19 [[cite:genome_signal_stats_7f3e91aa]].", U, "unknown-token"),
        ("The rep1–pooled Pearson r in the view is 0.80 [[cite:cite_project_7beb53bf37f4_genome_correlate_tracks_00c0ffee]].", U, "unknown-token"),
        # ---- scope
        (f"Across the view, rep1 and pooled correlate at r = 0.90 {T('corr_view')}.", U, "scope"),
        (f"Over chr19:1,050,000-1,060,000, rep2 reached 76.3 {T('stats_win')}.", V, "scope"),
        (f"In the view, the z ≥ 2 call on rep1 found 7,688 peaks {T('peaks_chr')}.", U, "scope"),
        (f"For the view-level z ≥ 2 call on rep1, the cutoff was 18.9 {T('peaks_gap')}.", U, "scope"),
        # ---- range
        (f"rep1 narrowPeak scores in the view run from 21 to 177 {T('describe')}.", V, "range"),
        (f"rep2's narrowPeak scores in the view range from 21 to 177 {T('describe')}.", U, "range"),
        # ---- respectively
        (f"Oct4, H3K27ac and H3K4me3 averaged 0.49, 12.8 and 11.4, respectively {T('h1_stats')}.",
         V, "respectively"),
        (f"rep1 and rep2 maxima in the 10-kb window were 76.3 and 111.0, respectively {T('stats_win')}.",
         U, "respectively"),
        (f"rep1 and rep2 narrowPeak files hold 64 and 69 features in view, respectively {T('describe')}.",
         V, "respectively"),
        # ---- table
        (f"| Track | Mean | Max |\n|---|---|---|\n| rep1 | 0.870 | 1,820.2 |\n| rep2 | 0.874 | 1,667.9 | "
         f"{T('stats_chr')}", V, "table"),
        (f"| Mark | Mean | Covered |\n|---|---|---|\n| H3K27ac | 12.8 | 74% |\n| H3K4me3 | 12.8 | 66% | "
         f"{T('h1_stats')}", U, "table"),
        (f"| Call | Peaks | Fragments |\n|---|---|---|\n| rep1, gap 1 kb | 38 | 65 | {T('peaks_gap')}", V, "table"),
        # ---- other-attribute
        (f"Peak_281's narrowPeak score is 66.7 {T('quant')}.", U, "other-attribute"),
        (f"The merged call produced 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        # ---- other-entity
        (f"H3K4me3 covers 73.8% of the window {T('h1_stats')}.", U, "other-entity"),
        (f"Peak_37 has a mean rep1 signal of 113.0 {T('quant')}.", U, "other-entity"),
        # ---- wrong-value
        (f"Spearman ρ for rep1 vs pooled in the view was 0.72 {T('corr_view')}.", U, "wrong-value"),
        # ---- a few more notebook/hedged style lines
        (f"rep2 thr=20, minW=50 bp, gap 0 → 48 peaks / 48 fragments {T('peaks_thr')}", V, "supported"),
        (f"ENCFF381NDD (rank 1) scored 1,165, four points above ENCFF177JXC at rank 4 (1,161) "
         f"{T('file_1')} {T('file_4')}.", V, "arithmetic"),
        (f"The correlation matrix points to the pooled track as a reasonable consensus of the two replicates "
         f"{T('matrix')}.", N, "qualitative"),
        (f"Both Oct4 peaks in the preview are a bit over half a kilobase wide (533 and 538 bp) {T('asset_peaks')}.",
         V, "units"),
        (f"rep1 and pooled, compared over 200 bins in the view, reach Spearman 0.69 — well below their "
         f"chromosome-wide 0.85 {T('corr_view')} {T('matrix')}.", V, "multi-record"),
        # ---- added N / X / P rows
        (f"rep1 peaked at 1,820.2 on chr19 {T('stats_chr')}. That spike is most likely an artefact rather than "
         f"real enrichment {T('stats_chr')}.", N, "qualitative", 1),
        ("H3K27ac covers about 74% of the POU5F1 window, versus under 2% for Oct4.", X, "uncited"),
        (f"The rep2 threshold call returned 48 peaks {T('peaks_thr')}. Its minimum width was 50 bp.",
         X, "uncited", 1),
        ("If you want, I can export these peaks as a BED file for IGV.", P, "plain"),
        ("Happy to dig into the strongest peaks next, or to compare them against the Oct4 motif track.", P, "plain"),
    ]
    return [Item(f"s16b_{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
