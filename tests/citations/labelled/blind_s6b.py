"""Blind batch s6b, written by a helper session on 2026-12-02, labelled by hand against the records
listing before any checker run (the checker was never run or read). Focus: whole-session summaries of
the kind a model writes for a methods/results paragraph or a lab-meeting slide -- long sentences that
carry two to four claims drawn from one or several cited records (signal stats over chromosome / view /
10-kb window, peak calls and their parameters, quantification at peaks, pairwise correlations and the
3-track matrix, the MYC lookup, asset previews, the ENCODE K562 H3K27ac search and its file records,
the hg19 H1 POU5F1 records), with simple derived numbers (differences, ratios, percentages, densities),
loci written with and without commas, in Mb and as ranges, and accessions in running text; plus some
short follow-up answers. Most unsupported rows hold exactly one slip among several correct claims
(neighbouring track's value, another attribute's value, chromosome figure quoted for the view, a
rounding that crosses a digit, a swapped pair, the wrong record cited, slightly-off arithmetic).

First run of the checker on it (never relabelled; checker at f14adcf): 125 sentences, agreement 0.888,
"unsupported" precision 0.821, recall 0.920. The two s6 batches together (254): 0.909 / 0.855 / 0.931.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "db"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---------------- chromosome-wide signal stats ----------------
        (f"**Chromosome-wide (chr19, ~58.6 Mb):** rep1 averaged 0.870 fold-enrichment with an SD of 9.02 and a "
         f"maximum of 1,820.2, while rep2 averaged 0.874 and topped out at 1,667.9 {T('stats_chr')}.", V, "multi"),
        (f"Across chr19 the pooled track had the lowest maximum (870.1) and the smallest SD (6.47), and its mean "
         f"of 0.874 sat between the two replicates {T('stats_chr')}.", U, "other-entity"),
        (f"rep1's chromosome-wide maximum exceeds rep2's by about 152 (1,820 vs 1,668) {T('stats_chr')}.", V,
         "arithmetic"),
        (f"The pooled bigWig is split into 151,029 intervals on chr19 — about 2.1 times rep1's 77,569 "
         f"{T('stats_chr')}.", U, "arithmetic"),
        (f"Both replicates cover 99.98% of chr19's 58,617,616 bp (58,607,590 bases for rep1, 58,607,595 for "
         f"rep2) {T('stats_chr')}.", V, "percent"),
        (f"On chr19, rep1 and rep2 covered 58,607,595 and 58,607,590 bases respectively, i.e. essentially the "
         f"whole chromosome {T('stats_chr')}.", U, "respectively"),
        (f"Genome-wide signal was low: rep1 averaged 0.88 over chr19, essentially identical to rep2's 0.874 "
         f"{T('stats_chr')}.", U, "rounded"),
        (f"Summed over the chromosome, each track carries roughly 51 million fold-change·bp (rep1 ≈ 51.0 M, "
         f"rep2 ≈ 51.2 M) {T('stats_chr')}.", V, "scale"),
        (f"- **rep2 (chr19):** mean 0.874 · SD 8.64 · max 1,667.9 · 77,174 intervals {T('stats_chr')}", V,
         "table"),
        (f"- **pooled (chr19):** mean 0.872 · SD 6.47 · max 870.1 · 151,092 intervals {T('stats_chr')}", U,
         "table"),
        (f"rep1's chromosome maximum of 1,821 is more than twice the pooled track's 870.1 {T('stats_chr')}.", U,
         "rounded"),
        # ---------------- viewport stats / describe ----------------
        (f"In the 200-kb view (chr19:1,000,000–1,200,000), rep2 had the higher mean (1.69 vs 1.22) but rep1 the "
         f"higher peak value (199.8 vs 190.7) {T('stats_view')}.", V, "comparison"),
        (f"Within the chr19:1.0–1.2 Mb window rep1 averaged 0.87 and reached 199.8 {T('stats_view')}.", U,
         "scope"),
        (f"rep2's viewport mean is about 1.38× rep1's (1.687 / 1.224) {T('stats_view')}.", V, "arithmetic"),
        (f"Signal in the view is more fragmented in rep2, with 279 bigWig intervals against 265 for rep1 "
         f"{T('stats_view')}.", U, "wrong-value"),
        (f"Over the visible region rep2 was the more variable replicate {T('stats_view')}. Its SD of 10.20 was "
         f"about 32% higher than rep1's 7.71 {T('stats_view')}.", V, "pronoun", 1),
        (f"rep1 averaged 1.22 across the whole of chr19 {T('stats_chr')}.", U, "scope"),
        (f"Track `{ids['rep1']}` covered all 200,000 bp of the view (coveredFraction 1.0) with a summed signal "
         f"of ≈244,700 {T('stats_view')}.", V, "ids"),
        (f"In the view, rep2's total signal (337,337) is roughly 93,600 higher than rep1's (244,710) "
         f"{T('stats_view')}.", U, "arithmetic"),
        (f"The describe-viewport pass listed rep1 peaks with 64 features (scores 21–177) and rep2 peaks with "
         f"69 (scores 21–123) {T('describe')}.", V, "multi"),
        (f"rep2 peaks contributed 69 features in the view, with a top score of 177 {T('describe')}.", U,
         "other-entity"),
        (f"The pooled track averaged 1.45 in the view, with a maximum of 159.2 and an SD of 7.23 "
         f"{T('describe')}.", V, "multi"),
        (f"In the view the pooled mean (1.454) falls between rep1 (1.224) and rep2 (1.687), as you would expect "
         f"for a merged track {T('describe')}.", V, "comparison"),
        (f"The viewport summary shows the two replicates behaving broadly alike {T('describe')}.", N,
         "qualitative"),
        (f"rep2 peaks outnumber rep1 peaks in the view by about 8% (69 vs 64) {T('describe')}.", V, "percent"),
        # ---------------- 10-kb window ----------------
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averaged 2.76 against 2.30 for rep2, and its "
         f"maximum (111.0) was well above rep2's (76.3) {T('stats_win')}.", V, "multi"),
        (f"In the 1.05–1.06 Mb window rep2 peaked at 190.7 {T('stats_win')}.", U, "scope"),
        (f"So in that window rep1 runs about 1.2× rep2 on average (2.76 vs 2.30) {T('stats_win')}.", V,
         "arithmetic"),
        (f"The window was represented by 12 bigWig intervals in rep1 and 16 in rep2 {T('stats_win')}.", U,
         "respectively"),
        (f"The window is clearly enriched relative to the full view: rep1's mean rises from 1.22 across "
         f"chr19:1.0–1.2 Mb to 2.76 in chr19:1,050,000–1,060,000 {T('stats_view')} {T('stats_win')}.", V,
         "multi-record"),
        (f"rep1's window mean (2.76) is about 2.6 times its view-wide mean (1.22) {T('stats_view')}"
         f"{T('stats_win')}.", U, "arithmetic"),
        (f"The 10-kb window (chr19:1,050,000–1,060,000) lies entirely inside the navigated view "
         f"chr19:1,000,000–1,200,000 {T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"`{ids['rep2']}` (rep2) averaged 2.30 in chr19:1050000-1060000 {T('stats_win')}.", V, "ids"),
        # ---------------- peak calls ----------------
        (f"**Peak calling (chromosome):** a z-score caller with k = 2 on rep1 gave a cutoff of 18.92 (mean "
         f"0.870 + 2 × SD 9.023) and returned 7,688 peaks across chr19 {T('peaks_chr')}.", V, "arithmetic"),
        (f"The chromosome-wide call used a minimum width of 50 bp and produced 7,688 peaks {T('peaks_chr')}.", U,
         "wrong-value"),
        (f"7,688 peaks over the 58.6-Mb chromosome works out to roughly 130 per Mb {T('peaks_chr')}.", V,
         "arithmetic"),
        (f"In the viewport, merging fragments within 1 kb (mergeGap = 1,000) collapsed rep1's 65 above-threshold "
         f"fragments into 38 peaks at a cutoff of 16.64 {T('peaks_gap')}.", V, "multi"),
        (f"The merge step absorbed 27 fragments (65 → 38), a reduction of about 42% {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"Merging cut the viewport fragment count from 65 to 38, a 58% reduction {T('peaks_gap')}.", U,
         "arithmetic"),
        (f"The viewport z-score call on rep1 used a threshold of 18.92 with a 1-kb merge gap {T('peaks_gap')}.",
         U, "scope"),
        (f"For rep2 we used a plain absolute cutoff of 20 with a 50-bp minimum width and no merging, which gave "
         f"48 peaks in the view {T('peaks_thr')}.", V, "multi"),
        (f"The absolute-threshold call on rep2 (≥ 20, min width 50 bp) returned 38 peaks {T('peaks_thr')}.", U,
         "other-entity"),
        (f"Even with its higher fixed cutoff of 20, rep2 yielded 10 more peaks (48) than rep1's z-score call "
         f"with a 1-kb gap (38) {T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"rep1's gap-merged call (38 peaks) therefore outnumbered rep2's threshold call {T('peaks_gap')} "
         f"{T('peaks_thr')}.", U, "comparison"),
        (f"Our own z-score caller found 38 peaks in the view versus 64 features in the ENCODE rep1 narrowPeak "
         f"track over the same 200 kb {T('peaks_gap')} {T('describe')}.", V, "multi-record"),
        (f"The rep1 narrowPeak track (64 features) therefore has about 1.9× as many peaks as our caller's 38 "
         f"{T('describe')}{T('peaks_gap')}.", U, "arithmetic"),
        (f"On the hg19 POU5F1 window the Oct4 z-score call (k = 2) had a cutoff of just 1.006 and found 2 peaks "
         f"{T('h1_peaks')}.", V, "multi"),
        (f"The Oct4 call used a cutoff of 1.38, giving 2 peaks {T('h1_peaks')}.", U, "other-attribute"),
        (f"That Oct4 cutoff is the track mean plus two SDs: 0.492 + 2 × 0.257 ≈ 1.006 {T('h1_peaks')}.", V,
         "arithmetic"),
        (f"**Q: How many peaks did rep2 get?** 48, at a fixed cutoff of 20 {T('peaks_thr')}.", V, "supported"),
        # ---------------- quantification ----------------
        (f"Quantifying rep1 at its 64 narrowPeaks (mean signal per peak), the strongest was Peak_22 at "
         f"chr19:1,102,539-1,102,707 with a mean of 113.0 (narrowPeak score 143) {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_37 (chr19:1097875-1098013) ranked second with a mean fold-change of 95.5 and a narrowPeak score "
         f"of 143 {T('quant')}.", U, "other-entity"),
        (f"Peak_281, ranked third (mean 66.7), lies at chr19:1,058,648-1,058,806 — inside the 10-kb window we "
         f"profiled, which fits rep1's high window maximum of 111.0 {T('quant')} {T('stats_win')}.", V,
         "multi-record"),
        (f"Peak_1397 (chr19:1,010,458-1,010,553) came fourth, at 61.6 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 is only 168 bp wide, yet its mean signal (113.0) is more than double that of fifth-ranked "
         f"Peak_1939 (55.5) {T('quant')}.", V, "arithmetic"),
        (f"Peak_1939 at chr19:1,010,458-1,010,553 rounds out the top five with a narrowPeak score of 55.5 "
         f"{T('quant')}.", U, "other-attribute"),
        (f"Peak_22's mean of 113.0 is roughly 62% of rep1's viewport maximum (199.8) {T('quant')} "
         f"{T('stats_view')}.", U, "arithmetic"),
        (f"Peak_22's mean of 113.0 is roughly 57% of rep1's viewport maximum (199.8) {T('quant')} "
         f"{T('stats_view')}.", V, "arithmetic"),
        # ---------------- correlations / matrix ----------------
        (f"Genome-wide, rep1 and rep2 correlate only moderately — Pearson r = 0.615, Spearman ρ = 0.586 over 500 "
         f"bins of 117,236 bp {T('corr_chr')}.", V, "multi"),
        (f"Across chr19 the replicate Pearson correlation was 0.62 and the Spearman 0.69 {T('corr_chr')}.", U,
         "other-entity"),
        (f"In the view, rep1 tracked the pooled signal closely (r = 0.80, ρ = 0.69; 200 × 1-kb bins) "
         f"{T('corr_view')}.", V, "multi"),
        (f"The viewport comparison of rep1 with rep2 gave r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"**Correlation matrix (chr19):** rep1–pooled r = 0.898 and rep2–pooled r = 0.899 are almost identical, "
         f"both far above the rep1–rep2 value of 0.615 {T('matrix')}.", V, "matrix"),
        (f"In the Spearman matrix, rep1–pooled (0.901) edges out rep2–pooled (0.852) {T('matrix')}.", U,
         "matrix"),
        (f"Every off-diagonal Pearson coefficient in the chr19 matrix exceeds 0.85 {T('matrix')}.", U,
         "comparison"),
        (f"The strongest pairwise Spearman correlation in the 3-track matrix is rep2 vs pooled, at 0.901 {T('matrix')}.", V,
         "matrix"),
        (f"The matrix entry for rep1–pooled (0.898) matches the viewport r of 0.898 for the same pair "
         f"{T('matrix')} {T('corr_view')}.", U, "multi-record"),
        (f"Taken together, the matrix argues that the pooled track is a faithful consensus of both replicates "
         f"{T('matrix')}.", N, "qualitative"),
        (f"- **Reproducibility:** r = 0.615 (rep1 vs rep2, chr19, 500 × ~117-kb bins); pooled vs either "
         f"replicate ≈ 0.90 {T('matrix')}", V, "matrix"),
        (f"Pooled vs rep1 across the whole chromosome: r = 0.80 {T('matrix')}.", U, "scope"),
        (f"Agreement between rep1 and pooled is lower in the view than genome-wide — r falls from 0.898 on "
         f"chr19 to 0.801 in chr19:1,000,000-1,200,000, a drop of about 0.10 {T('matrix')} {T('corr_view')}.", V,
         "arithmetic"),
        (f"At POU5F1, Oct4 and H3K27ac barely correlate linearly (r = 0.11) though the rank correlation is "
         f"higher (ρ = 0.46), and only 9 of 200 100-bp bins were shared — 191 were excluded {T('h1_corr')}.", V,
         "multi"),
        (f"Oct4 vs H3K27ac at POU5F1: r = 0.46 and Spearman 0.11 over 9 shared bins {T('h1_corr')}.", U,
         "respectively"),
        (f"With 191 of 200 bins excluded, more than 96% of the window was unusable for the Oct4–H3K27ac "
         f"correlation {T('h1_corr')}.", U, "arithmetic"),
        (f"Short answer: yes, the replicates are reproducible enough for a pooled analysis {T('corr_chr')}.", N,
         "qualitative"),
        # ---------------- MYC ----------------
        (f"MYC maps to chr8:127,735,433-127,742,951 on the + strand in hg38 — a single-transcript, "
         f"protein-coding gene of ~7.5 kb {T('gene')}.", V, "multi"),
        (f"MYC sits at ~127.7 Mb on chr8, on the minus strand {T('gene')}.", U, "wrong-value"),
        (f"The MYC annotation spans chr8:127,735,433–127,742,591 {T('gene')}.", U, "locus-feature"),
        (f"MYC lies at chr8:127.74 Mb, well away from the chr19 region we were studying {T('gene')}.", V,
         "locus-feature"),
        ("MYC is at chr8:127,735,433-127,742,951.", X, "uncited"),
        # ---------------- asset previews ----------------
        (f"The Oct4 file narrowpeak_H1_Oct4.bed (102 bytes, read as broadPeak) contains just two lines: peak2363 "
         f"at chr6:31,139,576-31,140,109 (score 41) and peak2364 at chr6:31,140,574-31,141,112 (score 93) "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"Of the two, peak2364 (chr6:31140574-31141112) carries the lower score, 41 {T('asset_peaks')}.", U,
         "preview"),
        (f"Both Oct4 peaks from that file fall inside the hg19 view chr6:31,130,000–31,150,000 "
         f"{T('asset_peaks')}{T('h1_nav')}.", V, "locus-subregion"),
        (f"Our z-score caller recovered 3 Oct4 peaks in chr6:31,130,000-31,150,000, one more than the two rows "
         f"in the file {T('h1_peaks')} {T('asset_peaks')}.", U, "wrong-value"),
        (f"The two file peaks are 533 and 538 bp wide and separated by a 465-bp gap {T('asset_peaks')}.", V,
         "arithmetic"),
        (f"ENCFF754TJH.wig is an 80,997-byte bedGraph; the preview shows the first 40 lines (truncated), starting "
         f"with a section header for chr9:35,696,794-35,728,096 {T('asset_graph')}.", V, "preview"),
        (f"The first data row of the ENCFF754TJH.wig preview is chr9:35,726,969-35,726,977 with a value of "
         f"7.45 {T('asset_graph')}.", U,
         "preview"),
        ("The bedGraph preview tops out at 20.12 in its last visible row.", X, "uncited"),
        # ---------------- ENCODE search / files ----------------
        (f"The ENCODE search (K562, H3K27ac, Histone ChIP-seq, GRCh38 bigWig) returned 10 ranked candidates out "
         f"of 20 matching files, with no relaxations needed {T('search')}.", V, "multi"),
        (f"Top hit ENCFF381NDD (experiment ENCSR000AKP) is the fold-change-over-control bigWig pooled from "
         f"replicates 1, 2 and 3, scoring 1165 {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH is the replicate-1,2,3 pooled file ranked first {T('file_2')}.", U, "accession-role"),
        (f"ENCFF779QTH and ENCFF849TDM (ranks 2 and 3) both pool replicates 1 and 2 and tie with ENCFF381NDD on "
         f"score (1165) {T('file_2')}{T('file_3')}{T('file_1')}.", V, "multi-record"),
        (f"The single-replicate files score 4 points lower (1161 vs 1165) because they lack the pooled bonus — "
         f"e.g. ENCFF177JXC (replicate 2) {T('file_4')}{T('file_1')}.", U, "accession-role"),
        (f"Single-replicate files such as ENCFF289IVJ (replicate 2) score 1161, 4 points under the pooled "
         f"ENCFF381NDD {T('file_5')} {T('file_1')}.", V, "arithmetic"),
        (f"ENCFF938DNH, the only replicate-3-alone file in the list, also comes from ENCSR000AKP {T('file_8')} "
         f"{T('search')}.", V, "accession"),
        (f"ENCFF945XHA (rank 9) is from experiment ENCSR000AKQ {T('file_9')}.", U, "accession"),
        (f"The replicate-2-only files in the candidate list are ENCFF289IVJ, ENCFF745TSK and ENCFF945XHA (ranks "
         f"5, 6 and 9) {T('search')}.", V, "respectively"),
        (f"The replicate-1-only files are ENCFF177JXC, ENCFF814HWX and ENCFF938DNH {T('search')}.", U,
         "accession-role"),
        ("I'd use ENCFF381NDD for downstream work since it pools all three replicates.", X, "uncited"),
        (f"The search results look clean and consistent with what we expected for K562 {T('search')}.", N,
         "qualitative"),
        # ---------------- hg19 H1 POU5F1 ----------------
        (f"Over chr6:31,130,000-31,150,000 (hg19), H3K27ac averaged 12.8 and covered 73.8% of the 20-kb window, "
         f"whereas Oct4 covered only 1.72% (344 bp) {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 reached a maximum of 74.5 at POU5F1 {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac's maximum (74.5) only narrowly beats H3K4me3's (72.4), and its coverage is higher too — "
         f"14,764 vs 13,139 bp {T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 covered 13,139 bp (67.5%) of the POU5F1 window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac's mean (12.8) is about 26 times Oct4's (0.49) in this window {T('h1_stats')}.", V,
         "arithmetic"),
        (f"Oct4 averaged 0.49 with a maximum of 1.38 across chr6 {T('h1_stats')}.", U, "scope"),
        (f"Track `{h1['Oct4']}` (Oct4) is sparse here: 78 intervals, 344 covered bp, mean 0.492, SD 0.257 "
         f"{T('h1_stats')}.", V, "ids"),
        (f"`{h1['H3K27ac']}` is split into 437 intervals in the window {T('h1_stats')}.", U, "ids"),
        (f"The hg19 view was set to chr6:31.13–31.15 Mb, a 20-kb window {T('h1_nav')}.", V, "range"),
        (f"The H1 view was chr6:31,120,000–31,150,000, a 30-kb window {T('h1_nav')}.", U, "locus-exact"),
        # ---------------- nav ----------------
        # ---------------- multi-sentence summaries / follow-ups ----------------
        (f"The pooled track averaged 0.872 across chr19 {T('stats_chr')}. It also had the most intervals, "
         f"151,029, and the highest maximum, 1,820.2 {T('stats_chr')}.", U, "pronoun", 1),
        (f"rep1 peaked at 1,820.2 on chr19 {T('stats_chr')}. That outlier probably reflects an artefact near a "
         f"blacklisted region rather than real enrichment {T('stats_chr')}.", N, "qualitative", 1),
        (f"Methods: peaks were called on rep1 at mean + 2 SD {T('peaks_chr')}. The cutoff was 18.92 and we "
         f"obtained 7,688 peaks on chr19.", X, "uncited", 1),
        ("Yes — 38 peaks after merging with a 1-kb gap.", X, "uncited"),
        ("For the methods: peaks were called at mean + 2 SD (cutoff 18.92) on chr19.", X, "uncited"),
        ("Happy to rerun the correlation with a smaller bin size if that helps.", P, "plain"),
        ("Let me know whether you want these as a slide table or as prose.", P, "plain"),
        ("Overall the session paints a consistent picture of replicate agreement.", P, "plain"),
        (f"rep1 averaged 0.870 on chr19 [[cite:cite_stats_9f2e11]].", U, "unknown-token"),
        (f"The Pearson r was 0.62 genome-wide for rep1 vs rep2 {T('corr_chr')}.", V, "rounded"),
        (f"Both replicate signals look broadly similar over the chr19 view {T('stats_view')}.", N,
         "qualitative"),
        (f"The Oct4 preview is tiny and easy to eyeball {T('asset_peaks')}.", N, "qualitative"),
        (f"On chr19 the rep1 peak call is dense, as expected for an active-chromatin mark {T('peaks_chr')}.", N,
         "qualitative"),
        (f"For the slide: rep1 vs pooled r = 0.80 in the view and 0.898 over chr19; rep2 vs pooled 0.899 over "
         f"chr19 {T('corr_view')} {T('matrix')}.", V, "multi-record"),
        (f"For the slide: rep1 vs pooled r = 0.80 in the view and 0.899 over chr19 {T('corr_view')} "
         f"{T('matrix')}.", U, "matrix"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
