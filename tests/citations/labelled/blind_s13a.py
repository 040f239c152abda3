"""Blind batch s13a, written by a helper session (s13a) on 2026-12-02, labelled by hand against the record
dump before any checker run (the checker was never read nor run). Focus: a broad, realistic mix of what an
assistant writes over a working session -- a teacher's walkthrough for students (the MYC gene, the chr19 view),
hedged summaries ("roughly", "on the order of", "just under"), GPT-style bullet lists with bold labels, and a
few markdown table rows -- covering every class of the brief, with U sentences being the plausible mistakes
models really make (swapped tracks, the other attribute's value, chromosome values quoted for the view,
off-by-rounding, wrong units or scale, wrong accession roles).

First run of the checker on it (never relabelled; checker at c6732f7): 128 sentences, agreement 0.922,
"unsupported" precision 0.938, recall 0.882. The two s13 batches together (254): 0.925 / 0.928 / 0.891. Kept
sealed (metrics only) to measure the checker again once it had been changed for s12.
Measured again, still unread, on 4654ef2 (the checker changed for s12): 128 sentences, 0.938 / 0.978 / 0.882;
the two s13 batches together 0.937 / 0.948 / 0.901. Then read and tuned on."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s13a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    bedfile = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---- teacher's walkthrough: the MYC gene ----
        (f"Let's start with the gene itself: in hg38, MYC sits at chr8:127,735,433-127,742,951 {T('gene')}.",
         V, "locus-exact"),
        (f"Let's look at MYC first {T('gene')}. It spans chr8:127,735,433-127,742,951 and has 1 annotated "
         f"transcript {T('gene')}.", V, "pronoun", 1),
        (f"So the gene body is 127,742,951 − 127,735,433 = 7,518 bp, about 7.5 kb {T('gene')}.", V, "arithmetic"),
        (f"In other words, MYC is just over 7.5 kb long {T('gene')}.", V, "hedged"),
        (f"Students often write that MYC maps to chr19:127,735,433-127,742,951 {T('gene')}.", U,
         "locus-chromosome"),
        (f"MYC covers roughly 7.5 Mb of chromosome 8 {T('gene')}.", U, "wrong-unit"),
        (f"MYC is on chr8, so it lies entirely outside the chr19:1,000,000-1,200,000 view {T('gene')} "
         f"{T('nav')}.", V, "locus-disjoint"),
        (f"Conveniently, MYC (chr8:127,735,433-127,742,951) overlaps the region we are viewing {T('gene')} "
         f"{T('nav')}.", U, "locus-disjoint"),
        ("MYC sits at roughly 127.7 Mb on chr8.", X, "uncited"),
        ("MYC is a classic proto-oncogene, which is why it makes a good teaching example.", P, "plain"),
        (f"MYC is a compact, cleanly annotated gene, which keeps this example simple {T('gene')}.", N,
         "qualitative"),
        # ---- teacher's walkthrough: the chr19 view ----
        (f"That is a 200-kb window — small enough to see individual peaks {T('nav')}.", V, "units"),
        (f"The view spans chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"We are looking at a 2-Mb stretch of chr19 {T('nav')}.", U, "wrong-unit"),
        (f"Navigation at 2026-12-02T03:49:57Z put the view on chr19:1,000,000-1,100,000 {T('nav')}.", U,
         "timestamp"),
        (f"rep1's narrowPeak scores run from 21 to 177 here, while rep2's top out at 123 {T('describe')}.", V,
         "range"),
        (f"rep2's narrowPeak scores range from 21 to 177 in this view {T('describe')}.", U, "range"),
        (f"The pooled track averages about 1.45 across the view, with a maximum of 159.2 {T('describe')}.", V,
         "multi"),
        (f"Across all of chr19, the pooled track is made up of 523 intervals {T('describe')}.", U, "scope"),
        (f"Here is the view summary {T('describe')}. The pooled track averaged 1.45 there.", X, "uncited", 1),
        # ---- chromosome-wide stats (bullets, tables) ----
        (f"- **rep1 (chr19 mean):** 0.870 {T('stats_chr')}", V, "supported"),
        (f"- **rep2 (chr19 mean):** 0.871 {T('stats_chr')}", U, "rounded"),
        (f"Across chr19, rep2 reached a maximum of 1,820.2 {T('stats_chr')}.", U, "other-entity"),
        (f"On chr19 the first replicate has a standard deviation of 0.87 {T('stats_chr')}.", U,
         "other-attribute"),
        (f"The pooled chromosome mean, 0.872, sits between the two replicates (0.870 and 0.874) "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"rep1's summed signal over chr19 comes to about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"rep2's summed signal on chr19 is roughly 51.2 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"Coverage is essentially complete: 99.98% of chr19 for rep1 {T('stats_chr')}.", V, "percent"),
        (f"rep1 covers 58,607,595 bases of chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"Within the current view, rep1 averages 0.870 {T('stats_chr')}.", U, "scope"),
        (f"Track `{ids['rep2']}` averaged 0.874 over the whole chromosome {T('stats_chr')}.", V, "ids"),
        (f"| rep1 | chr19 | mean 0.870 | max 1,820.2 | sd 9.02 | {T('stats_chr')} |", V, "table"),
        (f"| rep2 | chr19 | mean 0.874 | max 1,667.9 | sd 9.02 | {T('stats_chr')} |", U, "table"),
        (f"| pooled | chr19 | mean 0.872 | max 870.1 | sd 6.47 | {T('stats_chr')} |", V, "table"),
        (f"Consider rep2 over chr19 {T('stats_chr')}. Its maximum is 1,820.2 {T('stats_chr')}.", U, "pronoun",
         1),
        (f"rep1 averaged 0.870 across chr19 {T('stats_view')}.", U, "wrong-record"),
        (f"To four decimals, rep1's chromosome-wide mean is 0.8703 {T('stats_chr')}.", V, "rounded"),
        ("rep1 averaged 0.870 across chr19, essentially the same as rep2.", X, "uncited"),
        # ---- view stats ----
        (f"Over the view, rep1 and rep2 averaged 1.69 and 1.22, respectively {T('stats_view')}.", U,
         "respectively"),
        (f"Over the view, rep1 and rep2 peaked at 199.8 and 190.7, respectively {T('stats_view')}.", V,
         "respectively"),
        (f"rep2's view mean is about 38% higher than rep1's (1.69 vs 1.22) {T('stats_view')}.", V, "arithmetic"),
        (f"rep1's mean over the view is roughly 1.3 {T('stats_view')}.", U, "hedged"),
        (f"rep1 tops out just under 200 in this view {T('stats_view')}.", V, "hedged"),
        (f"rep1 tops out just over 200 in this view {T('stats_view')}.", U, "hedged"),
        (f"rep2 is split into 279 intervals here, with a summed signal of about 337,000 {T('stats_view')}.", V,
         "scale"),
        (f"rep1's view-level sum is about 2.4 million {T('stats_view')}.", U, "wrong-scale"),
        (f"Track `{ids['rep2']}` averaged 1.22 over the view {T('stats_view')}.", U, "ids"),
        (f"rep1 averages 1.22 in the view against 0.870 chromosome-wide, so the view sits about 41% above its "
         f"chromosome average {T('stats_view')} {T('stats_chr')}.", V, "multi-record"),
        (f"rep1's view mean (1.22) sits about 60% above its chromosome-wide mean of 0.870 {T('stats_view')} "
         f"{T('stats_chr')}.", U, "multi-record"),
        (f"Both replicates trace the same broad landscape across the view {T('stats_view')}.", N, "qualitative"),
        # ---- the 10-kb window ----
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averaged 2.76 {T('stats_win')}.", V,
         "locus-exact"),
        (f"rep2 averaged 2.76 in the 10-kb window {T('stats_win')}.", U, "other-entity"),
        (f"The first replicate is summarised over the 10-kb window {T('stats_win')}. Its sd there is 11.03 "
         f"{T('stats_win')}.", U, "pronoun", 1),
        (f"The window chr19:1,050,000-1,060,000 lies inside the current view {T('stats_win')} {T('nav')}.", V,
         "locus-subregion"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 contains Peak_22 {T('stats_win')} {T('quant')}.", U,
         "locus-subregion"),
        # ---- peak calls ----
        (f"The chromosome-wide rep1 call used a cutoff of 18.92, i.e. the mean 0.870 plus 2 × the sd of 9.02 "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"- **rep1, chr19:** roughly 7,700 peaks {T('peaks_chr')}", V, "hedged"),
        (f"That chr19 call used a 3-sigma cutoff (k = 3) {T('peaks_chr')}.", U, "wrong-value"),
        (f"The chr19 peak set was written to {bedfile} and holds 7,688 peaks {T('peaks_chr')}.", V, "ids"),
        ("- **Peaks (rep1, chr19, z ≥ 2):** 7,688", X, "uncited"),
        (f"Merging rep1 fragments within 1 kb collapsed 65 fragments into 38 peaks in the view "
         f"{T('peaks_gap')}.", V, "multi"),
        (f"The gap-merged rep1 call kept 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"Treat these z-score calls as a quick screen rather than a model-based peak set {T('peaks_gap')}.", N,
         "qualitative"),
        (f"An absolute threshold of 20 on rep2, keeping only peaks of at least 50 bp, gave 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "multi"),
        # ---- quantification at rep1's peaks ----
        (f"Peak_37 (chr19:1,097,875-1,098,013) ranks second, averaging 95.5 {T('quant')}.", V, "locus-feature"),
        (f"Peak_37 sits at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 has a mean rep1 signal of 60 {T('quant')}.", U, "other-attribute"),
        (f"Peak_281 at chr19:1,058,648-1,058,806 lies inside the 10-kb window we summarised {T('quant')} "
         f"{T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_37 is 148 bp wide {T('quant')}.", U, "arithmetic"),
        (f"All five top-ranked peaks are on chr19 {T('quant')}.", V, "locus-chromosome"),
        (f"| Peak_22 | rank 1 | score 143 | mean 113.0 | {T('quant')} |", V, "table"),
        (f"Look at Peak_37 in the quantification {T('quant')}. Its mean signal is 95.5 and it ranks second "
         f"{T('quant')}.", V, "pronoun", 1),
        (f"Peak_22 tops the quantification {T('quant')}. Its feature score is 143.", X, "uncited", 1),
        (f"Signal is clearly enriched over the strongest rep1 peaks {T('quant')}.", N, "qualitative"),
        # ---- correlations ----
        (f"Across chr19 (500 bins of about 117 kb), rep1 and rep2 correlate at r = 0.62 {T('corr_chr')}.", V,
         "units"),
        (f"rep1 and rep2 were correlated over chr19 {T('corr_chr')}. Their Spearman coefficient is just under "
         f"0.59 {T('corr_chr')}.", V, "pronoun", 1),
        (f"The chromosome-wide rep1–rep2 correlation was computed in 1-kb bins {T('corr_chr')}.", U,
         "wrong-value"),
        (f"The rep1–rep2 Pearson r of 0.62 was computed over the current 200-kb view {T('corr_chr')}.", U,
         "scope"),
        (f"- **Replicate agreement (chr19):** moderate at best {T('corr_chr')}", N, "qualitative"),
        (f"In the view, rep1 tracks the pooled signal closely: r ≈ 0.80 over 200 1-kb bins {T('corr_view')}.",
         V, "multi"),
        (f"In the view, rep1 and rep2 correlate at r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"The rep1–pooled correlation in the view (0.80) is clearly higher than the chromosome-wide rep1–rep2 "
         f"value (0.62) {T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"In the three-track matrix, rep2 and pooled correlate at r = 0.90 {T('matrix')}.", V, "matrix"),
        (f"The weakest pair in the matrix is rep1 vs rep2, at r = 0.62 {T('matrix')}.", V, "matrix"),
        (f"The rep1–pooled Spearman coefficient is 0.90 {T('matrix')}.", U, "matrix"),
        (f"In the matrix, rep1 correlates more strongly with pooled than rep2 does {T('matrix')}.", U,
         "comparison"),
        # ---- asset previews ----
        (f"The Oct4 narrowPeak preview has 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two Oct4 peaks, with a score of 93 {T('asset_peaks')}.", U,
         "preview"),
        (f"The two Oct4 peaks are separated by a 465-bp gap {T('asset_peaks')}.", V, "arithmetic"),
        (f"The two Oct4 peaks in the file overlap by about 500 bp {T('asset_peaks')}.", U, "locus-disjoint"),
        (f"The bedGraph preview opens with chr9:35,726,969-35,726,977 at 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph rows sit on chr19, starting at 35,726,969 {T('asset_graph')}.", U, "locus-chromosome"),
        # ---- ENCODE search and files ----
        (f"The ENCODE search for K562 H3K27ac bigWigs kept 10 ranked candidates out of 20 matching files, with "
         f"no relaxations {T('search')}.", V, "multi"),
        (f"As of the 2026-12-02T03:49:59.864Z retrieval, the search listed 10 ranked candidates "
         f"{T('search')}.", V, "timestamp"),
        (f"That search was run at 03:49 UTC on 2026-12-02 {T('search')}.", N, "timestamp"),
        (f"The second-ranked candidate is ENCFF779QTH {T('search')}.", V, "accession"),
        (f"The second-ranked candidate is ENCFF849TDM {T('search')}.", U, "accession-role"),
        (f"The top-ranked file, ENCFF381NDD, pools replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCFF381NDD comes from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH comes from experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        (f"ENCFF177JXC is the replicate-2 fold-change track {T('file_4')}.", U, "accession-role"),
        (f"ENCFF938DNH covers biological replicate 3 {T('file_8')}.", V, "accession-role"),
        (f"ENCFF289IVJ ranks 5th with a score of 1165 {T('file_5')}.", U, "wrong-value"),
        (f"ENCFF381NDD scores 1165 against 1161 for ENCFF177JXC — a 4-point edge that comes from its pooling "
         f"bonus {T('file_1')} {T('file_4')}.", V, "multi-record"),
        (f"ENCFF745TSK (rank 6) is a replicate-2 file from ENCSR000AKP {T('file_6')}.", V, "accession"),
        (f"ENCFF945XHA is ranked 9th {T('file_10')}.", U, "wrong-record"),
        ("The top ENCODE hit was ENCFF381NDD from ENCSR000AKP.", X, "uncited"),
        # ---- H1 POU5F1 (hg19) ----
        (f"The H1 view is chr6:31,130,000-31,150,000 on hg19 {T('h1_nav')}.", V, "locus-exact"),
        (f"Oct4 signal covers only about 1.7% of the window (344 bp) {T('h1_stats')}.", V, "percent"),
        (f"Oct4 signal covers 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac peaks at 74.5, slightly above H3K4me3's 72.4 {T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 has the higher mean of the two histone marks {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac and H3K4me3 cover 14,764 and 13,139 bp, respectively {T('h1_stats')}.", V, "respectively"),
        (f"The Oct4 signal ranges from 0.31 to 1.38 {T('h1_stats')}.", V, "range"),
        (f"H3K4me3 is fragmented into 11 intervals {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"Track `{h1['H3K27ac']}` averages 12.8 over the H1 window {T('h1_stats')}.", V, "ids"),
        (f"Oct4 is the sparse track here {T('h1_stats')}. It covers just 344 bp {T('h1_stats')}.", V, "pronoun",
         1),
        (f"The histone marks blanket this stretch, while Oct4 is patchy {T('h1_stats')}.", N, "qualitative"),
        (f"The Oct4 call flagged 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Only 9 of the 200 100-bp bins were usable; 191 were excluded {T('h1_corr')}.", V, "supported"),
        (f"The Oct4–H3K27ac correlation rests on 148 shared bins {T('h1_corr')}.", U, "matrix"),
        # ---- unknown tokens ----
        ("rep1 averaged 0.870 across chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),
        ("The replicates agree well overall [[cite:cite_stats_7f3a]].", U, "unknown-token"),
        # ---- plain ----
        ("Let me know if you'd like me to call peaks on rep2 as well.", P, "plain"),
        ("- **Next step:** load an input control so we can sanity-check the fold-change tracks.", P, "plain"),
        ("Before we dig in, remember that fold change is always relative to the input.", P, "plain"),
        ("| Track | Mean | Max | Source |", P, "table"),
        ("Overall, the pooled track is a sensible default for downstream work.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
