"""Blind batch s21b, written by a helper session on 2026-12-02, labelled by hand against
/tmp/blind20/records.md before any checker run. Focus: traps a careful reader catches and a
pattern-matcher might not -- digits that coincide with another attribute's or another entity's value,
timestamps / ids / file names / hashes whose digits look like values, integer counts vs decimals that
round to them, loci exact vs sub-region vs off by one digit vs wrong chromosome, inside/outside claims,
comparisons and superlatives, derived arithmetic (differences, ratios, densities), multi-claim sentences
with one wrong part, wrong record cited, qualitative sentences with a token, uncited numbers, plain text.
Styles: GPT-style bullets with bold labels, Claude-style prose with dashes, terse notebook notes, tables.

First run of the checker on it (never relabelled; checker at f911d3a, never changed for this batch): 126
sentences, agreement 0.960, "unsupported" precision 1.000, recall 0.920. The two s21 batches together (251):
0.972 / 0.990 / 0.950. Kept sealed (its misses not read)."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s21b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    pk_chr_file = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---------------- navigation / loci ----------------
        (f"The browser is now showing hg38 chr19:1,000,000-1,200,000 {T('nav')}.", V, "locus-exact"),
        (f"View set on 2026-12-02 at 07:00:15 UTC — chr19, 1.0–1.2 Mb {T('nav')}.", V, "timestamp"),
        (f"The browser is showing hg38 chr19:1,000,000-1,020,000 {T('nav')}.", U, "locus-subregion"),
        (f"**Current view:** chr9:1,000,000-1,200,000 (hg38) {T('nav')}", U, "locus-chromosome"),

        # ---------------- chromosome-wide stats ----------------
        (f"Track `{ids['rep1']}` averaged 0.870 across the whole of chr19 {T('stats_chr')}.", V, "ids"),
        (f"The pooled track is the smoothest of the three genome-wide — its SD of 6.47 sits below rep1's 9.02 "
         f"and rep2's 8.64 {T('stats_chr')}.", V, "comparison"),
        (f"rep1 covers 99.98% of chr19 (58,607,590 of 58,617,616 bp) {T('stats_chr')}.", V, "percent"),
        (f"Across chr19, replicate 1 averaged 0.87 {T('stats_chr')}. Its summed signal comes to about 51.0 million "
         f"{T('stats_chr')}.", V, "pronoun", 1),
        (f"rep1's chromosome-wide maximum (1,820) is roughly twice the pooled maximum (870) {T('stats_chr')}.", V,
         "comparison"),
        (f"rep2 covered exactly 5 more bases of chr19 than rep1 did (58,607,595 vs 58,607,590) {T('stats_chr')}.", V,
         "arithmetic"),
        (f"Across chr19, rep1 averaged 1.22 {T('stats_view')}.", U, "scope"),
        (f"rep1 covered 58,607,595 bases of chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"Pooled has the highest chromosome-wide mean of the three tracks (0.872) {T('stats_chr')}.", U,
         "comparison"),
        (f"The pooled interval count (151,029) is just rep1's plus rep2's {T('stats_chr')}.", U, "arithmetic"),
        (f"A mean of 0.870 for rep1 means roughly 87% of chr19 carries signal {T('stats_chr')}.", U, "percent"),

        # ---------------- viewport stats ----------------
        (f"In the 200-kb view, rep1 averaged 1.22 over 256 intervals, peaked at 199.8 and had 100% coverage "
         f"{T('stats_view')}.", V, "multi"),
        (f"In the view, rep1 averaged 1.22 over 279 intervals and peaked at 199.8 {T('stats_view')}.", U, "multi"),
        (f"rep2's viewport mean (1.69) is about 38% higher than rep1's (1.22) {T('stats_view')}.", V, "arithmetic"),
        (f"Of the three bigWigs, rep2 has the highest mean in the view at 1.69, with pooled (1.45) in between "
         f"{T('describe')}.", V, "comparison"),
        (f"rep1, rep2 and pooled averaged 1.22, 1.69 and 1.45 in the view, respectively {T('describe')}.", V,
         "respectively"),
        (f"rep1, rep2 and pooled reached viewport maxima of 199.8, 159.2 and 190.7, respectively "
         f"{T('describe')}.", U, "respectively"),
        (f"rep2 topped out at 191 in the viewport {T('stats_view')}.", V, "rounding-coincidence"),
        (f"rep2 had 191 intervals in the viewport {T('stats_view')}.", U, "rounding-coincidence"),
        (f"Replicate 2 averaged 1.69 in the view {T('stats_view')}. Its standard deviation was 10.2 "
         f"{T('stats_view')}.", V, "pronoun", 1),
        (f"Replicate 2 averaged 1.69 in the view {T('stats_view')}. Its maximum was 199.8 {T('stats_view')}.", U,
         "pronoun", 1),
        (f"rep1 covers 99.98% of the viewport {T('stats_view')}.", U, "scope"),
        (f"rep2's signal summed to about 337 thousand over the view {T('stats_view')}.", V, "scale"),
        (f"rep1's signal in the view summed to roughly 2.4 million {T('stats_view')}.", U, "wrong-scale"),

        # ---------------- 10-kb window ----------------
        (f"Within chr19:1,050,000-1,060,000, rep1 averaged 2.76 and peaked at 111.0 {T('stats_win')}.", V,
         "locus-exact"),
        (f"Zooming in matters — rep1's window mean (2.76) is more than double its viewport mean (1.22) "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"Over chr19:1,050,000-1,060,000, rep1 averaged 1.22 {T('stats_win')}.", U, "locus-subregion"),
        (f"rep1 had 12 intervals in the 10-kb window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"rep1's window max (111) is about 1.6 times rep2's (76.3) {T('stats_win')}.", U, "arithmetic"),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')} and 2.76 in the 10-kb window {T('stats_win')}, versus "
         f"1.69 across the 200-kb view {T('stats_view')}.", U, "multi-record"),

        # ---------------- peak calls ----------------
        (f"The chromosome-wide z-score call (k = 2, cutoff ≈ 18.9) returned 7,688 peaks {T('peaks_chr')}.", V,
         "supported"),
        (f"Genome-wide calling on rep1 gave nearly 7,700 peaks {T('peaks_chr')}.", V, "hedged"),
        (f"Calls were written to `{pk_chr_file}` — 7,688 peaks in total {T('peaks_chr')}.", V, "ids"),
        (f"7,688 peaks over chr19's 58.6 Mb works out to roughly 131 peaks per Mb {T('peaks_chr')}.", V,
         "arithmetic"),
        (f"The chromosome-wide caller used a cutoff of 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"With a 1-kb merge gap, the 65 raw fragments collapsed into 38 peaks {T('peaks_gap')}.", V, "supported"),
        (f"Merging removed 27 fragments, a reduction of about 42% {T('peaks_gap')}.", V, "arithmetic"),
        (f"Merging cut the count by about 35% (65 → 38) {T('peaks_gap')}.", U, "arithmetic"),
        (f"With a 1-kb merge gap the viewport call produced 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"The viewport z-score cutoff was 16.6, i.e. mean 1.22 + 2 × SD 7.71 {T('peaks_gap')}.", V, "arithmetic"),
        (f"The merged z-score call used a minimum width of 50 bp and a 1-kb gap {T('peaks_gap')}.", U,
         "wrong-value"),
        (f"**rep2, absolute threshold:** cutoff 20, minimum width 50 bp, no merging → 48 peaks {T('peaks_thr')}",
         V, "multi"),
        (f"rep2's threshold call (cutoff 20, min width 50 bp, merge gap 1 kb) yielded 48 peaks {T('peaks_thr')}.",
         U, "multi"),
        (f"The absolute-threshold call on rep2 gave 10 more peaks than the merged z-score call on rep1 (48 vs 38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"The rep2 threshold call found 48 peaks {T('peaks_gap')}.", U, "wrong-record"),

        # ---------------- describe: narrowPeak sets ----------------
        (f"rep1 peaks number 64 {T('describe')}, while rep2 peaks number 69.", V, "multi"),
        (f"Scores run 21–177 for rep1's peaks and 21–123 for rep2's {T('describe')}.", V, "range"),
        (f"rep1's peak scores range from 21 to 143 {T('describe')}.", U, "other-entity"),

        # ---------------- quantification ----------------
        (f"Peak_22 (chr19:1,102,539-1,102,707) is the top-ranked rep1 peak, with a mean signal of 113 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_281 at chr19:1,058,648-1,058,806 sits inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-feature"),
        (f"All five top-ranked peaks fall within the current view {T('quant')} {T('nav')}.", V, "locus-feature"),
        (f"Quantification covered all 64 rep1 peaks — the same number the describe call lists for rep1 peaks "
         f"{T('quant')} {T('describe')}.", V, "multi-record"),
        (f"Peak_22 spans 168 bp {T('quant')}.", V, "arithmetic"),
        (f"Peak_1397 and Peak_1939 are both 95 bp wide, with scores of 41 and 37 {T('quant')}.", V, "multi"),
        (f"Peak_22 (chr19:1,102,539-1,102,707) carries a narrowPeak score of 113 {T('quant')}.", U,
         "other-attribute"),
        (f"Peak_37 sits at chr19:1,097,875-1,098,031 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 lies inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U,
         "locus-disjoint"),
        (f"Quantification returned 69 rows, one per rep1 peak {T('quant')}.", U, "rounding-coincidence"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) has a narrowPeak score of 41 {T('quant')}.", U, "other-entity"),

        # ---------------- correlations ----------------
        (f"Genome-wide, rep1 and rep2 correlate at Pearson r = 0.62 (Spearman 0.59) over 500 bins of ~117 kb "
         f"{T('corr_chr')}.", V, "supported"),
        (f"rep2–pooled is the tightest pair in the matrix (r = 0.899) and rep1–rep2 the loosest (0.615) "
         f"{T('matrix')}.", V, "matrix"),
        (f"rep1–pooled Pearson falls from 0.90 chromosome-wide to 0.80 in the view {T('matrix')} "
         f"{T('corr_view')}.", V, "comparison"),
        ("| Pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep2 vs pooled | 0.90 | 0.90 | {T('matrix')}", V, "table"),
        (f"rep1 and pooled correlate at r = 0.80 across chr19 {T('corr_chr')}.", U, "wrong-record"),
        (f"rep1–pooled Pearson rises from 0.62 chromosome-wide to 0.80 in the view {T('matrix')} "
         f"{T('corr_view')}.", U, "other-entity"),
        (f"rep1–pooled is the tightest pair in the chromosome-wide matrix (r = 0.898) {T('matrix')}.", U,
         "matrix"),
        (f"Chromosome-wide Spearman between rep1 and rep2 is 0.62 {T('corr_chr')}.", U, "other-attribute"),
        ("| Pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1 vs pooled | 0.90 | 0.90 | {T('matrix')}", U, "table"),

        # ---------------- gene ----------------
        (f"MYC maps to chr8:127,735,433-127,742,951 on the + strand {T('gene')}.", V, "locus-exact"),
        (f"MYC is ~7.5 kb long, with a single annotated transcript {T('gene')}.", V, "units"),
        (f"MYC lies outside the chr19 view entirely — it's on chr8 {T('gene')} {T('nav')}.", V, "locus-disjoint"),
        (f"MYC is at chr8:127,735,433-127,742,915 {T('gene')}.", U, "locus-exact"),
        (f"MYC sits on chr18 at 127,735,433-127,742,951 {T('gene')}.", U, "locus-chromosome"),
        (f"MYC spans about 7.5 Mb {T('gene')}.", U, "wrong-unit"),

        # ---------------- assets ----------------
        (f"The Oct4 file has 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is 533 bp wide {T('asset_peaks')}.", V, "rounding-coincidence"),
        (f"Both Oct4 peaks fall inside the H1 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-feature"),
        (f"The narrowPeak asset (sha256 494a40d7…) is only 102 bytes {T('asset_peaks')}.", V, "ids"),
        (f"peak2364 is the weaker of the two Oct4 peaks, scoring 41 {T('asset_peaks')}.", U, "preview"),
        (f"`ENCFF754TJH.wig` is an 80,997-byte bedGraph; its first data row starts at chr9:35,726,969 with a value "
         f"of 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The bedGraph file is 49,152 bytes {T('asset_graph')}.", U, "other-attribute"),

        # ---------------- ENCODE search / files ----------------
        (f"The ENCODE search (retrieved 2026-12-02T07:00:16.761Z) returned 10 ranked candidates out of 20 matching "
         f"files, with no relaxations needed {T('search')}.", V, "timestamp"),
        (f"Retrieved at 07:00:16, the search lists 16 ranked files {T('search')}.", U, "timestamp"),
        (f"ENCFF381NDD tops the list (rank 1, score 1,165) and pools replicates 1, 2 and 3 {T('file_1')}.", V,
         "accession"),
        (f"ENCFF849TDM scores 1,165, four points above ENCFF177JXC's 1,161 {T('file_3')} {T('file_4')}.", V,
         "arithmetic"),
        (f"ENCFF289IVJ is ranked 5th {T('search')}.", V, "accession"),
        (f"ENCFF745TSK is a replicate-1 file ranked 6th {T('file_6')}.", U, "accession-role"),
        (f"ENCFF289IVJ is ranked 5th {T('file_6')}.", U, "wrong-record"),
        (f"ENCSR000AKP, the top-ranked file, pools replicates 1–3 {T('file_1')}.", U, "accession-role"),

        # ---------------- H1 / POU5F1 ----------------
        (f"Over chr6:31,130,000-31,150,000, H3K27ac averaged 12.8 and covered 73.8% of the window "
         f"{T('h1_stats')}.", V, "percent"),
        (f"H3K27ac's mean is about 26 times Oct4's (12.8 vs 0.49) {T('h1_stats')}.", V, "arithmetic"),
        (f"Track `{h1['H3K27ac']}` was assembled from 533 intervals {T('h1_stats')}.", V, "ids"),
        (f"The Oct4 z-score caller (cutoff 1.006 = 0.492 + 2 × 0.257) returned 2 peaks {T('h1_peaks')}.", V,
         "arithmetic"),
        (f"Only 9 of the 200 100-bp bins were shared, so 191 were excluded {T('h1_corr')}.", V, "supported"),
        (f"For Oct4 vs H3K27ac, Spearman (0.46) is more than four times Pearson (0.11) {T('h1_corr')}.", V,
         "arithmetic"),
        (f"H3K27ac covered 533 bp of the H1 window {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"Oct4 covers 17.2% of the H1 window {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 reaches the highest maximum of the three marks (72.4) {T('h1_stats')}.", U, "comparison"),
        (f"The Oct4 caller found 1 peak above its cutoff {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"The H1 correlation excluded 9 of its 200 bins {T('h1_corr')}.", U, "other-attribute"),
        (f"The H1 view is hg19 chr6:31,130,000-31,150,000, a 200-kb window {T('h1_nav')}.", U, "wrong-scale"),

        # ---------------- unknown tokens ----------------
        ("rep1 averaged 0.870 across chr19 [[cite:cite_made_up_0870]].", U, "unknown-token"),

        # ---------------- qualitative with a token ----------------
        (f"The two replicates track each other reasonably well across the chromosome {T('corr_chr')}.", N,
         "qualitative"),
        (f"Keep in mind this is a simple threshold caller rather than a model-based one {T('peaks_thr')}.", N,
         "qualitative"),
        (f"Oct4 signal here is sparse and weak {T('h1_stats')}.", N, "qualitative"),
        (f"The MYC annotation comes from the GENCODE gene table {T('gene')}.", N, "qualitative"),
        (f"The bedGraph excerpt shows signal ramping up steadily toward its end {T('asset_graph')}.", N,
         "qualitative"),
        (f"These are all K562 H3K27ac fold-change bigWigs on GRCh38 {T('search')}.", N, "qualitative"),
        (f"I'd read the H1 correlation cautiously, given how few bins overlap {T('h1_corr')}.", N, "qualitative"),
        (f"The merged calls look cleaner than the raw fragments {T('peaks_gap')}.", N, "qualitative"),

        # ---------------- uncited ----------------
        ("rep1 averaged 0.870 across chr19.", X, "uncited"),
        ("MYC sits at chr8:127,735,433-127,742,951 on the plus strand.", X, "uncited"),
        ("With the 1-kb gap, 38 peaks remained.", X, "uncited"),
        ("ENCFF381NDD is the top hit.", X, "uncited"),
        (f"Across chr19, rep1 averaged 0.87 {T('stats_chr')}. It peaked at 1,820.", X, "uncited", 1),
        ("- **Pearson r (rep1 vs rep2):** 0.62", X, "uncited"),
        ("The H1 window covers 20 kb of chr6.", X, "uncited"),

        # ---------------- plain ----------------
        ("Let me know if you'd like the peaks exported as a BED file.", P, "qualitative"),
        ("Overall, the replicates look consistent with each other.", P, "qualitative"),
        ("Here's what the tools returned:", P, "qualitative"),
        ("These are fold-change-over-control tracks, so values are relative to input.", P, "qualitative"),
        ("The search was run at 2026-12-02T07:00:16Z.", P, "timestamp"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
