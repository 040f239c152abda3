"""Blind batch s13b, written by a helper session (s13b) on 2026-12-02, labelled by hand against the
records dump before any checker run (the checker was neither read nor run). Focus: a broad, realistic mix
in the voice of a methods/results paragraph and a reviewer's check of it -- "respectively" lists,
parentheses holding several values, numbers with units and scale words (bp, kb, Mb, million, %),
sentences citing two or three records, pronouns across sentences, tables, and purely qualitative remarks.
Style: Claude-like prose with em dashes, GPT-like bullets with **bold** labels, terse lab-notebook lines
and hedged summaries; the unsupported rows are the slips models really make (swapped tracks, the other
attribute's value, the chromosome value quoted for the view, off-by-rounding, a wrong unit or scale).

First run of the checker on it (never relabelled; checker at c6732f7): 126 sentences, agreement 0.929,
"unsupported" precision 0.918, recall 0.900. The two s13 batches together (254): 0.925 / 0.928 / 0.891. Kept
sealed (metrics only) to measure the checker again once it had been changed for s12.
Measured again, still unread, on 4654ef2 (the checker changed for s12): 126 sentences, 0.937 / 0.920 / 0.920;
the two s13 batches together 0.937 / 0.948 / 0.901. Then read and tuned on."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s13b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok  # T("stats_chr") -> "[[cite:...]]"
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---------------- supported / rounded / hedged ----------------
        (f"**Mean signal (chr19):** rep1 averaged 0.870 fold-change across the whole chromosome {T('stats_chr')}.",
         V, "supported"),
        (f"Across chr19 the replicates agree only moderately, with a Pearson r of 0.62 over 500 bins {T('corr_chr')}.",
         V, "supported"),
        (f"On chr19, rep2 tops out at 1,668 {T('stats_chr')}.", V, "rounded"),
        (f"On chr19, rep2 tops out at 1,669 {T('stats_chr')}.", U, "rounded"),
        (f"Summed over chr19, rep1's fold-change comes to roughly 51 million {T('stats_chr')}.", V, "hedged"),
        (f"The chromosome-wide z-score call on rep1 returned some 7,700 peaks {T('peaks_chr')}.", V, "hedged"),
        (f"H3K27ac has signal over about 15 kb of the 20-kb H1 window {T('h1_stats')}.", V, "hedged"),
        (f"Rep1's mean over the current view is about 1.5 {T('stats_view')}.", U, "hedged"),
        # ---------------- units / scale ----------------
        (f"MYC spans roughly 7.5 kb on chr8 {T('gene')}.", V, "units"),
        (f"The H1 correlation used 100-bp bins, only 9 of which were shared by both marks {T('h1_corr')}.",
         V, "units"),
        (f"The chromosome-wide correlation used 500 bins of about 117 kb each {T('corr_chr')}.", V, "scale"),
        (f"Rep2's summed signal over the view is about 0.34 million {T('stats_view')}.", V, "scale"),
        # ---------------- wrong scale / wrong unit ----------------
        (f"Rep1's summed chr19 signal is about 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"The MYC locus covers about 7.5 Mb of chr8 {T('gene')}.", U, "wrong-unit"),
        (f"The rep1-vs-pooled comparison in the view was done on 1-Mb bins {T('corr_view')}.", U, "wrong-unit"),
        # ---------------- percent ----------------
        (f"Rep1 has data for 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"Oct4 signal is sparse here: only 1.7% of the 20-kb window is covered (344 bp) {T('h1_stats')}.",
         V, "percent"),
        (f"Oct4 has signal over 17% of the H1 window {T('h1_stats')}.", U, "percent"),
        # ---------------- other attribute / other entity / wrong value ----------------
        (f"Rep1 averaged 0.807 across chr19 {T('stats_chr')}.", U, "wrong-value"),
        (f"The search ran at 2026-12-02 03:49 UTC and returned 12 ranked candidates {T('search')}.", U, "timestamp"),
        (f"After merging within 1 kb, the rep1 call produced 65 peaks in the view {T('peaks_gap')}.",
         U, "other-attribute"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 across the POU5F1 window {T('h1_corr')}.", U, "other-attribute"),
        (f"The chromosome-wide z-score threshold for rep1 was 9.02 {T('peaks_chr')}.", U, "other-attribute"),
        (f"Rep2 peaked at 1,820.2 on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"H3K4me3 averaged 12.8 over the POU5F1 window {T('h1_stats')}.", U, "other-entity"),
        # ---------------- rounding coincidences ----------------
        (f"Rep2 was summarised over 191 signal intervals in the view {T('stats_view')}.", U, "rounding-coincidence"),
        (f"The quantification table has 113 rows {T('quant')}.", U, "rounding-coincidence"),
        (f"Rounded to two decimals, rep1, rep2 and pooled all average 0.87 on chr19 {T('stats_chr')}.",
         V, "rounding-coincidence"),
        # ---------------- timestamps / ids ----------------
        (f"Search retrieved 2026-12-02T03:49:59Z: 10 ranked candidates, no relaxations needed {T('search')}.",
         V, "timestamp"),
        (f"That view was set at 03:49:57 UTC on 2 December 2026 {T('nav')}.", N, "timestamp"),
        (f"Track {ids['rep2']} reached 1,667.9 on chr19 {T('stats_chr')}.", V, "ids"),
        (f"Peak_1397 (rank 4) has a mean rep1 signal of 61.6 {T('quant')}.", V, "ids"),
        (f"Track {ids['rep1']} averaged 0.874 on chr19 {T('stats_chr')}.", U, "ids"),
        (f"I have added {ids['rep1']} and {ids['rep2']} to the comparison panel {T('corr_chr')}.", N, "ids"),
        # ---------------- loci ----------------
        (f"The browser is now on hg38 chr19:1,000,000–1,200,000 {T('nav')}.", V, "locus-exact"),
        (f"The H1 view is chr6:31.13–31.15 Mb {T('h1_nav')}.", V, "locus-exact"),
        (f"The current view is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 sits inside the current view {T('stats_win')} {T('nav')}.",
         V, "locus-subregion"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the window chr19:1,050,000-1,060,000 "
         f"{T('quant')}{T('stats_win')}.", V, "locus-subregion"),
        (f"Over chr19:1,100,000-1,120,000, rep1 averaged 1.22 {T('stats_view')}.", U, "locus-subregion"),
        (f"Over all 58.6 Mb of chr19, rep2's standard deviation was 8.64 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"Across chr19 as a whole, rep1 peaked at 199.8 {T('stats_view')}.", U, "locus-chromosome"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) lies well outside the chr19:1,050,000-1,060,000 window "
         f"{T('quant')} {T('stats_win')}.", V, "locus-disjoint"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) lies inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"The bedGraph preview section (chr9:35,696,794-35,728,096) overlaps the MYC gene "
         f"{T('asset_graph')} {T('gene')}.", U, "locus-disjoint"),
        (f"Peak_37 sits at chr19:1,097,875-1,098,013 {T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 is located at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        # ---------------- previews ----------------
        (f"The Oct4 BED preview lists peak2364 at chr6:31,140,574-31,141,112 with score 93 and signalValue 288.4 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"The bedGraph preview opens at chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.",
         V, "preview"),
        (f"In the Oct4 preview, peak2363 carries a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview shows 49,152 lines {T('asset_graph')}.", U, "preview"),
        # ---------------- accessions ----------------
        (f"ENCFF381NDD, ranked first, pools biological replicates 1, 2 and 3 {T('file_1')}.", V, "accession"),
        (f"ENCFF177JXC (replicate 1) comes from experiment ENCSR000AKP {T('file_4')}.", V, "accession"),
        (f"ENCFF289IVJ is a replicate-2 file from experiment ENCSR000AKQ {T('file_5')}.", U, "accession"),
        (f"ENCFF814HWX is the replicate-2 fold-change file {T('file_7')}.", U, "accession"),
        (f"ENCFF938DNH is the replicate-3 fold-change bigWig of experiment ENCSR000AKP {T('file_8')}.",
         V, "accession-role"),
        (f"ENCSR000AKP is the top-ranked bigWig file {T('file_1')}.", U, "accession-role"),
        (f"Experiment ENCFF745TSK contributes a replicate-2 bigWig {T('file_6')}.", U, "accession-role"),
        # ---------------- wrong record ----------------
        (f"Rep1's chromosome-wide z-score call yielded 7,688 peaks {T('peaks_gap')}.", U, "wrong-record"),
        (f"The pooled track averaged 1.45 over the view {T('stats_view')}.", U, "wrong-record"),
        (f"The pooled track averaged 1.45 over the view {T('describe')}.", V, "wrong-record"),
        # ---------------- multi (one record) ----------------
        (f"- **Rep1 (chr19):** mean 0.870, SD 9.02, max 1,820.2, 77,569 intervals {T('stats_chr')}", V, "multi"),
        (f"- **Rep1 (chr19):** mean 0.870, SD 9.02, max 1,667.9 {T('stats_chr')}", U, "multi"),
        (f"Rep2 yielded 48 peaks in the view, 12 of which overlap rep1's narrowPeak calls {T('peaks_thr')}.",
         U, "multi"),
        # ---------------- multi-record ----------------
        (f"Rep1 averaged 0.870 on chr19 {T('stats_chr')}, 1.22 across the view {T('stats_view')} and 2.76 in the "
         f"10-kb window {T('stats_win')}.", V, "multi-record"),
        (f"Oct4 averaged 0.49 {T('h1_stats')}, cleared its z-threshold of 1.006 in only 2 peaks {T('h1_peaks')}, "
         f"and tracked H3K27ac poorly (r = 0.107) {T('h1_corr')}.", V, "multi-record"),
        (f"Rep1 averaged 0.870 on chr19 {T('stats_chr')} but 2.76 across the whole view {T('stats_view')}.",
         U, "multi-record"),
        # ---------------- comparisons / arithmetic ----------------
        (f"Rep2 is marginally higher than rep1 on average across chr19 (0.874 vs 0.870) {T('stats_chr')}.",
         V, "comparison"),
        (f"Of the three H1 marks, H3K27ac has the highest mean (12.8) {T('h1_stats')}.", V, "comparison"),
        (f"Rep1 has the higher chromosome-wide mean (0.870 vs 0.874 for rep2) {T('stats_chr')}.", U, "comparison"),
        (f"Of the three signal tracks, pooled reaches the tallest maximum in the view {T('describe')}.",
         U, "comparison"),
        (f"Merging within 1 kb reduced 65 fragments to 38 peaks — 27 fewer {T('peaks_gap')}.", V, "arithmetic"),
        (f"The rep1 cutoff of 18.92 is simply the chr19 mean (0.870) plus twice the SD (9.02) {T('peaks_chr')}.",
         V, "arithmetic"),
        (f"Rep1's chromosome-wide maximum (1,820.2) is about nine times its maximum in the view (199.8) "
         f"{T('stats_chr')} {T('stats_view')}.", V, "arithmetic"),
        (f"Merging collapsed 65 fragments into 38 peaks, a 27% reduction {T('peaks_gap')}.", U, "arithmetic"),
        (f"Rep2's mean over the view is about double rep1's (1.69 vs 1.22) {T('stats_view')}.", U, "arithmetic"),
        # ---------------- matrix ----------------
        (f"In the three-track matrix, rep2 and pooled correlate at r = 0.899 {T('matrix')}.", V, "matrix"),
        (f"The weakest pair is rep1–rep2 (Pearson 0.615, Spearman 0.586) {T('matrix')}.", V, "matrix"),
        (f"Rep1 and pooled have a Spearman correlation of 0.901 {T('matrix')}.", U, "matrix"),
        (f"Rep1 vs pooled: Pearson 0.899 across chr19 {T('matrix')}.", U, "matrix"),
        # ---------------- pronouns ----------------
        (f"Rep2 averaged 1.69 across the view {T('stats_view')}. Its maximum there was 190.7 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"Oct4 peaks were called with a z ≥ 2 rule {T('h1_peaks')}. It yielded 2 peaks above a threshold of 1.006 "
         f"{T('h1_peaks')}.", V, "pronoun", 1),
        (f"Rep2 averaged 1.69 across the view {T('stats_view')}. Its SD was 7.71 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"H3K4me3 has the widest spread in the window {T('h1_stats')}. Its mean is 12.8 {T('h1_stats')}.",
         U, "pronoun", 1),
        (f"Rep2 averaged 1.69 across the view {T('stats_view')}. It is dominated by a handful of tall, narrow "
         f"peaks {T('stats_view')}.", N, "pronoun", 1),
        # ---------------- scope / range ----------------
        (f"Restricted to chr19:1,050,000-1,060,000, rep1 peaked at 111.0 {T('stats_win')}.", V, "scope"),
        (f"Across the whole view rep1 averaged 2.76 {T('stats_win')}.", U, "scope"),
        (f"Oct4 signal in the window ranges from 0.31 to 1.38 {T('h1_stats')}.", V, "range"),
        (f"The top five rep1 peaks have mean signal between 55.5 and 113.0 {T('quant')}.", V, "range"),
        (f"H3K27ac signal ranges from 0.68 to 72.4 in the window {T('h1_stats')}.", U, "range"),
        # ---------------- respectively ----------------
        (f"Rep1, rep2 and pooled averaged 1.22, 1.69 and 1.45 over the view, respectively {T('describe')}.",
         V, "respectively"),
        (f"The rep1 and rep2 narrowPeak tracks hold 64 and 69 peaks in the view (top scores 177 and 123, "
         f"respectively) {T('describe')}.", V, "respectively"),
        (f"Rep1 and rep2 carry 279 and 256 signal intervals in the view, respectively {T('stats_view')}.",
         U, "respectively"),
        (f"Oct4, H3K27ac and H3K4me3 cover 344, 13,139 and 14,764 bp of the window, respectively "
         f"{T('h1_stats')}.", U, "respectively"),
        # ---------------- tables ----------------
        ("| Track | Mean (view) | Max (view) | Source |\n|---|---|---|---|\n"
         f"| rep1 | 1.22 | 199.8 | {T('stats_view')} |\n"
         f"| rep2 | 1.69 | 190.7 | {T('stats_view')} |", V, "table"),
        ("| Track | Mean (chr19) | Intervals | Source |\n|---|---|---|---|\n"
         f"| rep1 | 0.870 | 77,569 | {T('stats_chr')} |\n"
         f"| rep2 | 0.874 | 77,174 | {T('stats_chr')} |\n"
         f"| pooled | 0.872 | 155,029 | {T('stats_chr')} |", U, "table"),
        # ---------------- token placement variants ----------------
        (f"Rep2 called 48 peaks above 20 in the view. {T('peaks_thr')}", V, "supported"),
        (f"Peak_22 ranks first, {T('quant')} with a mean rep1 signal of 113.0 over chr19:1,102,539-1,102,707.",
         V, "locus-feature"),
        # ---------------- unknown tokens ----------------
        ("Rep1 averaged 0.870 across chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),
        # ---------------- qualitative (N) ----------------
        (f"Rep1 and the pooled track move together across most of the view {T('corr_view')}.", N, "qualitative"),
        (f"Most of this window is background, with the signal concentrated in a few sharp spikes {T('stats_win')}.",
         N, "qualitative"),
        (f"Oct4 binding at POU5F1 looks weak and punctate in H1 {T('h1_stats')}.", N, "qualitative"),
        (f"I pulled up the MYC annotation so we can jump there next {T('gene')}.", N, "qualitative"),
        (f"Treat these calls as a rough first pass — the caller is a simple threshold rule, not a model "
         f"{T('peaks_thr')}.", N, "qualitative"),
        # ---------------- uncited (X) ----------------
        ("Rep1 averaged 0.870 across chr19.", X, "uncited"),
        ("MYC sits at chr8:127,735,433-127,742,951 on the plus strand.", X, "uncited"),
        ("ENCFF381NDD is the file that pools all three replicates.", X, "uncited"),
        (f"The view is chr19:1,000,000-1,200,000 {T('nav')}. Rep1 gave 38 peaks there with a 1-kb merge gap.",
         X, "uncited", 1),
        ("Across chr19 the replicates correlate at r ≈ 0.62 over 500 bins of ~117 kb.", X, "uncited"),
        ("Rep2 reached 2,000 on chr19.", X, "uncited"),
        ("- **Oct4 peaks:** 2 (z ≥ 2, threshold ≈ 1.01)", X, "uncited"),
        # ---------------- plain (P) ----------------
        ("Let me know if you'd like the same breakdown for rep2's peaks.", P, "qualitative"),
        ("Fold change over control compares ChIP signal with input, so it is unitless.", P, "qualitative"),
        ("A z-score caller is not a substitute for MACS2, so treat these calls as exploratory.", P, "qualitative"),
        ("Next, I would check whether the strongest peaks coincide with annotated promoters.", P, "qualitative"),
        ("**Caveat:** the H1 tracks are on hg19 while the K562 files are GRCh38, so coordinates are not directly "
         "comparable.", P, "qualitative"),
        # ---------------- a reviewer's check, more mixed rows ----------------
        (f"Rep1 and rep2 peak files contain 64 and 69 features in view, so rep2 has 5 more {T('describe')}.",
         V, "arithmetic"),
        (f"The strict ENCODE query found 20 loadable files on the portal and ranked the top 10 {T('search')}.",
         V, "supported"),
        (f"ENCFF381NDD scored 1,165 {T('file_1')}, versus 1,161 for ENCFF177JXC {T('file_4')}.",
         V, "multi-record"),
        (f"The bedGraph asset is 80,997 bytes, of which 49,152 were read for a 40-line preview {T('asset_graph')}.",
         V, "preview"),
        (f"With mergeGap = 0 and a 1-bp minimum width, the chr19-wide rep1 call found 7,688 peaks {T('peaks_chr')}.",
         V, "multi"),
        (f"Rep1 vs pooled in the view: Pearson 0.80, Spearman 0.69 {T('corr_view')}.", V, "multi"),
        (f"The chr19 signal of the pooled track sums to about 51 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"MYC sits on the minus strand of chr8 {T('gene')}.", U, "wrong-value"),
        (f"The view spans 200 kb of chr19 {T('nav')}.", V, "units"),
        (f"The H1 window spans 20 Mb of chr6 {T('h1_nav')}.", U, "wrong-unit"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
