"""Blind batch s4g, written by a helper session on 2026-12-01 and labelled by hand from
/tmp/blind/records.md before any checker run (the checker was never run on it). Focus: every
record of the labelled set (hg38 chr19 view/window/chromosome stats, peak calls, quantification,
correlations and the matrix, the MYC lookup, both asset previews, the ENCODE search and all ten
file records, and the hg19 H1 POU5F1 records), with even coverage of the classes. Style: a teacher
writing a worked example for students and a biologist writing a methods/results paragraph for a
lab meeting -- long sentences with several claims (exactly one wrong in most U rows), subordinate
clauses, numbers in parentheses and after colons, units and scale words, loci with and without
thousands separators or as "chr19 from 1.05 to 1.06 Mb", accessions in running text, pronouns and
"the former/the latter" across sentences (labelled sentence given by index), a few bullets and
tables.

First run of the checker on it (never relabelled): 134 sentences, agreement 0.851, "unsupported" precision
0.781, recall 0.893. The checker was then changed for the classes it missed (a locus's colon is no list colon;
'for rep2 and about 51.0 million'; words after a number not reaching across a name; pronouns per claim ('the
former … the latter'); 'like rep1' asides; 'respectively' with the names before it; positions of a scope
('from 1.05 to 1.06 Mb'); 'overlaps the view'; '5 more peaks'; 'about two-fold'; 'over X' computed scopes), so
from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "bg"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- navigation / describe ---------------------------------------------------------------
        (f"For this worked example we keep the hg38 browser on chr19:1,000,000-1,200,000, a 200-kb stretch "
         f"that is small enough to inspect by eye yet still shows real structure {T('nav')}.", V, "locus-exact"),
        (f"All viewport numbers below refer to the window shown in the browser, which spans chr19 from "
         f"1.0 to 1.5 Mb on hg38 {T('nav')}.", U, "locus-exact"),
        (f"The browser currently shows chr19:1000000-1200000, i.e. just 20 kb of sequence, which is why "
         f"individual peaks are resolvable {T('nav')}.", U, "arithmetic"),
        (f"Within the view the rep1 narrowPeak file contributes 64 intervals, whereas the rep2 file "
         f"contributes 69 -- so replicate 2 has 5 more peaks on screen {T('describe')}.", V, "arithmetic"),
        (f"The rep2 peak set, which holds 69 intervals in the view, has narrowPeak scores running from 21 "
         f"up to 177 {T('describe')}.", U, "other-entity"),
        (f"Scores of the rep2 peaks in the viewport range from 21 to 123 {T('describe')}.", V, "range"),
        (f"In the viewport the pooled signal is stored as 523 intervals and, although it looks smoother "
         f"than either replicate, its standard deviation is 7.71 {T('describe')}.", U, "other-entity"),
        (f"This is the region I would show students first, because the replicate structure is easy to see "
         f"by eye {T('nav')}.", N, "qualitative"),
        # ---- stats over the view -----------------------------------------------------------------
        (f"Over the 200-kb view, rep1 and rep2 averaged 1.22 and 1.69 fold-change, respectively "
         f"{T('stats_view')}.", V, "respectively"),
        (f"Across chr19:1,000,000-1,200,000 the mean signals were 1.69 and 1.22 for rep1 and rep2, "
         f"respectively {T('stats_view')}.", U, "respectively"),
        (f"Replicate 2 is the noisier of the two in this view (SD 10.2 compared with 7.71 for replicate 1) "
         f"{T('stats_view')}.", V, "comparison"),
        (f"Compared with rep1 (mean 1.22), rep2's viewport mean of 1.69 is roughly 38% higher "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"In the view, rep2's mean (1.69) is about twice that of rep1 (1.22), which is the first hint "
         f"that the replicates differ in depth {T('stats_view')}.", U, "arithmetic"),
        (f"Take replicate 1 first: over the view it averaged 1.22 {T('stats_view')}. Its single highest "
         f"value reached 199.8, although most of the window sits close to zero {T('stats_view')}.",
         V, "pronoun", 1),
        (f"Now replicate 2, whose mean over the view is 1.69 {T('stats_view')}. Its maximum there was "
         f"199.8, essentially identical to replicate 1 {T('stats_view')}.", U, "pronoun", 1),
        (f"On chromosome 19 as a whole, rep1 averages 1.22 with an SD of 7.71 {T('stats_view')}.",
         U, "scope"),
        (f"Summed over the visible 200 kb, rep1 accumulates about 245 million fold-change units "
         f"{T('stats_view')}.", U, "wrong-scale"),
        (f"Although replicate 2 looks busier in the browser, both tracks share the same broad landscape "
         f"here {T('stats_view')}.", N, "qualitative"),
        (f"We next compared rep1 with rep2 over the view {T('stats_view')}. The former is stored as 256 "
         f"intervals, whereas the latter needs 279 {T('stats_view')}.", V, "pronoun", 1),
        (f"Consider rep1 and rep2 over the visible region {T('stats_view')}. The latter reached 199.8 at "
         f"its maximum, compared with 190.7 for the former {T('stats_view')}.", U, "pronoun", 1),
        # ---- stats over chr19 --------------------------------------------------------------------
        (f"Across all of chr19 (about 58.6 Mb), rep1 averaged 0.870 with a standard deviation of 9.02 "
         f"{T('stats_chr')}.", V, "supported"),
        (f"Across chr19, rep2 averaged 0.870, identical to rep1 at three decimals, which is what one "
         f"expects from well-matched replicates {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"At two decimals the chromosome-wide means are indistinguishable: 0.87 for rep1, 0.87 for rep2 "
         f"and 0.87 for the pooled track {T('stats_chr')}.", V, "rounded"),
        (f"Coverage is essentially complete on chr19 -- rep1 covers 99.98% of the 58,617,616 bp "
         f"{T('stats_chr')}.", V, "percent"),
        (f"Replicate 2 has values over 99.8% of chromosome 19, leaving only about 10 kb uncovered "
         f"{T('stats_chr')}.", U, "percent"),
        (f"The chromosome-wide signal sum is about 51.2 million for rep2 and about 51.0 million for rep1 "
         f"{T('stats_chr')}.", V, "scale"),
        (f"Interestingly, rep1's chromosome maximum (1,820) is lower than rep2's (1,668), even though "
         f"their means are nearly the same {T('stats_chr')}.", U, "comparison"),
        (f"As expected for a merged track, pooled has the most intervals on chr19 (151,029) but the "
         f"smallest SD (6.47) {T('stats_chr')}.", V, "comparison"),
        (f"Track {ids['rep1']} (rep1) reached 1,820.2 on chr19, and its mean was 0.870 {T('stats_chr')}.",
         V, "ids"),
        (f"Track {ids['rep2']} reached 1,820.2 somewhere on chr19, the highest value of any replicate "
         f"{T('stats_chr')}.", U, "ids"),
        ("Chromosome 19 is about 58.6 Mb long in hg38, and rep1 averages 0.87 across it.", X, "uncited"),
        (f"The view is richer in signal than the chromosome as a whole: rep1 averages 1.22 in the view "
         f"versus 0.870 on chr19 {T('stats_view')} {T('stats_chr')}.", V, "multi-record"),
        (f"That makes rep1's view mean (1.22) roughly three-fold its chromosome mean (0.870), a strong "
         f"local enrichment {T('stats_view')} {T('stats_chr')}.", U, "multi-record"),
        # ---- stats over the 10-kb window ---------------------------------------------------------
        (f"In the 10-kb window on chr19 from 1.05 to 1.06 Mb, rep1 averaged 2.76 and peaked at 111.0 "
         f"{T('stats_win')}.", V, "locus-exact"),
        (f"In chr19:1050000-1060000, rep2 averaged 2.30 and, like rep1, peaked at 111.0 "
         f"{T('stats_win')}.", U, "other-entity"),
        (f"Over chr19:1,050,000-1,070,000, rep1 averaged 2.76, well above its viewport level "
         f"{T('stats_win')}.", U, "scope"),
        (f"rep1's window mean (2.76) is about 2.3-fold its viewport mean (1.22), and rep2 shows the same "
         f"2.3-fold enrichment (2.30 vs 1.69) {T('stats_win')} {T('stats_view')}.", U, "multi-record"),
        (f"Summed over the 10-kb window, rep1 carries about 27.6 thousand fold-change units "
         f"{T('stats_win')}.", V, "units"),
        (f"Within chr19:1,050,000-1,060,000, rep1 averages 1.22 {T('stats_view')}.", U, "wrong-record"),
        (f"The window chr19:1,050,000-1,060,000 lies inside the current view {T('stats_win')} {T('nav')}.",
         V, "locus-subregion"),
        # ---- peak calls ---------------------------------------------------------------------------
        (f"Calling peaks on rep1 over all of chr19 with a z-score cutoff (k = 2, threshold ≈ 18.9) "
         f"gave 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"Roughly 7.7 thousand rep1 peaks pass the z ≥ 2 cutoff chromosome-wide {T('peaks_chr')}.",
         V, "hedged"),
        (f"The chromosome-wide call on rep1 returned 7,688 peaks at a threshold of 16.6 "
         f"{T('peaks_chr')}.", U, "wrong-value"),
        (f"The threshold follows from the chromosome statistics: 0.870 + 2 × 9.02 ≈ 18.9 "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"The chromosome-wide run produced about 200 times as many peaks as the viewport run with 1-kb "
         f"merging (7,688 vs 38) {T('peaks_chr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"With a 1-kb merge gap, the 65 rep1 fragments above threshold collapse into 38 peaks in the "
         f"view {T('peaks_gap')}.", V, "supported"),
        (f"Merging removed 27 of the 65 fragments -- about 42% fewer calls {T('peaks_gap')}.",
         V, "arithmetic"),
        (f"Merging fragments within 1 kb reduced 65 fragments to 38 peaks, about 60% fewer "
         f"{T('peaks_gap')}.", U, "arithmetic"),
        (f"Fragments closer than 1 Mb were merged before counting peaks {T('peaks_gap')}.",
         U, "wrong-unit"),
        (f"Merging nearby fragments is a sensible choice for a broad histone mark {T('peaks_gap')}.",
         N, "qualitative"),
        (f"For rep2 we used a fixed cutoff instead -- signal ≥ 20 over at least 50 bp -- which yielded 48 "
         f"peaks in the view {T('peaks_thr')}.", V, "supported"),
        (f"The absolute-threshold run on rep2 required a signal of at least 20 and a minimum width of "
         f"500 bp {T('peaks_thr')}.", U, "wrong-value"),
        (f"The threshold run on rep2 returned 48 peaks {T('peaks_gap')}.", U, "wrong-record"),
        ("Peak calls at a glance:\n"
         f"- **chromosome, z ≥ 2**: 7,688 peaks {T('peaks_chr')}\n"
         f"- **view, 1-kb gap**: 65 peaks {T('peaks_gap')}", U, "other-attribute"),
        # ---- quantification at rep1 peaks -----------------------------------------------------------
        (f"The strongest rep1 peak by mean signal is Peak_22 (chr19:1,102,539-1,102,707), which averages "
         f"113.0 {T('quant')}.", V, "locus-feature"),
        (f"Second in the ranking is Peak_37 at chr19:1,102,539-1,102,707, averaging 95.5 {T('quant')}.",
         U, "locus-feature"),
        (f"Peak_1397 (chr19:1,110,067-1,110,162), the fourth-ranked peak, has a mean signal of 41 "
         f"{T('quant')}.", U, "other-attribute"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls within the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 lies within chr19 from 1.05 to 1.06 Mb, which explains the high window mean "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Peak_22's mean (113.0) exceeds that of Peak_1939 (55.5), ranked fifth, by about two-fold "
         f"{T('quant')}.", V, "arithmetic"),
        (f"Peak_37 is compact -- only 138 bp (chr19:1,097,875-1,098,013) {T('quant')}.", V, "arithmetic"),
        ("Peak_22 at chr19:1,102,539-1,102,707 is the top-ranked rep1 peak.", X, "uncited"),
        ("Students often confuse the narrowPeak score with the mean signal at a peak, so keep the two "
         "apart when you read the table.", P, "plain"),
        # ---- correlations ------------------------------------------------------------------------
        (f"Over chr19, in 500 bins of about 117 kb, rep1 and rep2 correlate with Pearson r = 0.62 and "
         f"Spearman 0.59 {T('corr_chr')}.", V, "supported"),
        (f"Binned at 117,236 bp across chr19, the replicates give a Pearson r of 0.59 {T('corr_chr')}.",
         U, "other-attribute"),
        (f"The replicates agree only moderately at this resolution, which is typical for noisy "
         f"fold-change tracks {T('corr_chr')}.", N, "qualitative"),
        (f"Within the view, rep1 versus pooled gives r = 0.80 (Spearman 0.69) over 200 bins of 1 kb "
         f"{T('corr_view')}.", V, "supported"),
        (f"Within the view, rep1 and rep2 correlate at r = 0.80 over 1-kb bins {T('corr_view')}.",
         U, "other-entity"),
        (f"Across chromosome 19, the rep1-pooled Pearson correlation is 0.80 {T('corr_view')}.",
         U, "scope"),
        (f"rep1 tracks the pooled signal less tightly in the view (r = 0.80) than across chr19 "
         f"(r = 0.90) {T('corr_view')} {T('matrix')}.", V, "multi-record"),
        (f"In the chromosome-wide matrix, pooled correlates with rep2 at 0.899 and with rep1 at 0.898 "
         f"{T('matrix')}.", V, "matrix"),
        (f"The weakest Spearman pairing in the matrix is rep1 with pooled (0.85) {T('matrix')}.",
         U, "matrix"),
        ("| pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1 vs rep2 | 0.615 | 0.586 {T('matrix')} |\n"
         f"| rep1 vs pooled | 0.898 | 0.852 {T('matrix')} |", V, "table"),
        ("| pair | Pearson r |\n|---|---|\n"
         f"| rep1 vs rep2 | 0.615 {T('matrix')} |\n"
         f"| rep2 vs pooled | 0.852 {T('matrix')} |", U, "table"),
        (f"- **Take-home**: the replicates broadly agree, and the pooled track smooths out much of the "
         f"noise {T('matrix')}", N, "qualitative"),
        # ---- gene ----------------------------------------------------------------------------------
        (f"MYC sits on the plus strand of chr8 at 127,735,433-127,742,951 (hg38), a protein-coding gene "
         f"with a single annotated transcript {T('gene')}.", V, "locus-exact"),
        (f"The MYC locus spans about 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC (chr8:127,735,433-127,742,951) spans roughly 75 kb, so it would fill a good part of a "
         f"200-kb view {T('gene')}.", U, "wrong-scale"),
        (f"MYC, a protein-coding gene with a single transcript, lies at chr19:127,735,433-127,742,951 "
         f"{T('gene')}.", U, "locus-chromosome"),
        (f"MYC overlaps the current view, so its promoter signal can be read off the tracks "
         f"{T('gene')} {T('nav')}.", U, "locus-disjoint"),
        ("MYC lies at chr8:127,735,433-127,742,951 on the plus strand.", X, "uncited"),
        # ---- asset previews --------------------------------------------------------------------------
        (f"The Oct4 narrowPeak file holds just 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) "
         f"and peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"In the Oct4 bed file, peak2363 (chr6:31139576-31140109) carries a score of 93 "
         f"{T('asset_peaks')}.", U, "preview"),
        (f"The two Oct4 peaks are almost the same width (533 and 538 bp) and are separated by a gap of "
         f"465 bp {T('asset_peaks')}.", V, "arithmetic"),
        (f"Both Oct4 peaks from the file fall inside the hg19 window chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"The stronger of the two, peak2364, occupies chr6:31,140,109-31,141,112 {T('asset_peaks')}.",
         U, "locus-feature"),
        (f"The first data line of ENCFF754TJH.wig is chr9:35,726,969-35,726,977 with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The bedGraph asset is 80,997 bytes (about 81 thousand), and the preview shows its first 40 "
         f"lines {T('asset_graph')}.", V, "scale"),
        (f"In the bedGraph preview, the interval chr9:35,727,084-35,727,087 carries the highest value "
         f"shown, 14.66 {T('asset_graph')}.", U, "preview"),
        (f"The highest value among the previewed lines, 20.12, is at chr9:35,727,163-35,727,165 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The preview shows 40 of the file's 80,997 lines {T('asset_graph')}.", U, "other-attribute"),
        (f"The preview shows the signal rising steadily toward the end of the shown lines "
         f"{T('asset_graph')}.", N, "qualitative"),
        # ---- ENCODE search and files ----------------------------------------------------------------
        (f"The ENCODE search for K562 H3K27ac fold-change bigWigs (GRCh38) returned 10 ranked candidates "
         f"out of 20 matching files, with no relaxations needed {T('search')}.", V, "supported"),
        (f"Retrieved at 2026-12-01T21:10:57Z, the search ranked 10 files from the portal {T('search')}.",
         V, "timestamp"),
        (f"The search, retrieved on 2026-12-01 at 21:10, listed 10 candidates from 25 portal matches "
         f"{T('search')}.", U, "timestamp"),
        (f"The top-ranked file, ENCFF381NDD, pools replicates 1, 2 and 3 of experiment ENCSR000AKP "
         f"{T('file_1')}.", V, "accession"),
        (f"The top hit is ENCSR000AKP, a fold-change bigWig that pools replicates 1-3 {T('file_1')}.",
         U, "accession-role"),
        (f"ENCFF779QTH and ENCFF849TDM, ranked second and third, both pool replicates 1 and 2 and score "
         f"1,165 {T('file_2')} {T('file_3')}.", V, "multi-record"),
        (f"ENCFF177JXC, the fourth hit, is the replicate 2 file of ENCSR000AKP {T('file_4')}.",
         U, "accession-role"),
        (f"ENCFF745TSK comes from replicate 2 and ranks sixth {T('file_5')}.", U, "wrong-record"),
        (f"Replicate 1 of ENCSR000AKP appears as ENCFF814HWX at rank 7, whereas ENCFF938DNH, ranked "
         f"8th, comes from replicate 3 {T('file_7')} {T('file_8')}.", V, "accession"),
        (f"ENCFF945XHA (rank 9) and ENCFF977KGH (rank 10) both come from replicate 2 "
         f"{T('file_9')} {T('file_10')}.", U, "accession"),
        (f"ENCFF381NDD outranks ENCFF177JXC by 40 score points (1,165 vs 1,161) "
         f"{T('file_1')} {T('file_4')}.", U, "arithmetic"),
        (f"ENCFF381NDD scores 1,165, only 4 points above the single-replicate ENCFF177JXC (1,161) "
         f"{T('file_1')} {T('file_4')}.", V, "arithmetic"),
        (f"This pooled file is a sensible default for a K562 H3K27ac browser session {T('file_1')}.",
         N, "qualitative"),
        ("The search returned 10 files from experiment ENCSR000AKP.", X, "uncited"),
        ("Key facts for the ENCODE files:\n"
         f"- ENCFF381NDD -- replicates 1, 2 and 3, rank 1 {T('file_1')}\n"
         f"- ENCFF938DNH -- replicate 3, rank 8 {T('file_8')}", V, "accession"),
        ("ENCFF938DNH is the replicate 3 file of ENCSR000AKP [[cite:cite_made_up_938]].",
         U, "unknown-token"),
        ("rep1 averaged 0.870 across chr19 [[cite:cite_stats_000fake]].", U, "unknown-token"),
        # ---- hg19 H1 POU5F1 -------------------------------------------------------------------------
        (f"The hg19 view is chr6:31130000-31150000 {T('h1_nav')}.", V, "locus-exact"),
        (f"The hg19 view, chr6:31,130,000-31,160,000, spans 30 kb around the POU5F1 region "
         f"{T('h1_nav')}.", U, "locus-exact"),
        (f"In the hg19 H1 window chr6:31,130,000-31,150,000 (20 kb), Oct4 averaged just 0.49 "
         f"{T('h1_stats')}.", V, "supported"),
        (f"We looked at the H1 marks over the POU5F1 window {T('h1_nav')}. Oct4 is extremely sparse "
         f"there, covering only 344 bp (1.72%) of the window {T('h1_stats')}. H3K27ac, by contrast, "
         f"is broad.", V, "percent", 1),
        (f"H3K4me3 covers 73.8% of the 20-kb window, whereas Oct4 covers only 1.72% {T('h1_stats')}.",
         U, "percent"),
        (f"H3K27ac averages 12.8 in the window, roughly 26-fold the Oct4 mean of 0.49 {T('h1_stats')}.",
         V, "arithmetic"),
        (f"The H3K4me3 mean (11.4) is higher than that of H3K27ac (12.8), as expected at an active "
         f"promoter {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac and H3K4me3 reach maxima of 74.5 and 72.4, respectively, whereas Oct4 never exceeds "
         f"1.38 {T('h1_stats')}.", V, "respectively"),
        (f"Oct4 ranges from 0.31 to 13.8 within the window {T('h1_stats')}.", U, "range"),
        (f"We then compared H3K27ac ({h1['H3K27ac']}) with H3K4me3 ({h1['H3K4me3']}) over the window "
         f"{T('h1_stats')}. The former is split into 533 intervals, the latter into 437 {T('h1_stats')}.",
         V, "pronoun", 1),
        (f"Oct4 and H3K27ac were loaded from the H1 bigWigs {T('h1_stats')}. The former covers 14,764 bp "
         f"of the window, while the latter covers only 344 bp {T('h1_stats')}.", U, "pronoun", 1),
        ("- **Oct4**: 78 intervals, 1.72% covered "
         f"{T('h1_stats')}\n- **H3K4me3**: 437 intervals, ~66% covered {T('h1_stats')}", V, "multi"),
        (f"A z-score caller on Oct4 (k = 2, cutoff ≈ 1.01) finds only 2 peaks in the window "
         f"{T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 z ≥ 2 caller (k = 2, threshold ≈ 1.01) found 78 peaks in the window "
         f"{T('h1_peaks')}.", U, "wrong-value"),
        (f"The caller's count (2 peaks) equals the number of lines in the Oct4 narrowPeak file "
         f"{T('h1_peaks')} {T('asset_peaks')}.", V, "multi-record"),
        (f"Oct4 and H3K27ac correlate weakly at 100-bp resolution (r = 0.11, Spearman 0.46), although only "
         f"9 of the 200 bins were shared {T('h1_corr')}.", V, "supported"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 over 9 shared 100-bp bins {T('h1_corr')}.",
         U, "other-attribute"),
        (f"The correlation was computed in 100-kb bins across the hg19 window {T('h1_corr')}.",
         U, "wrong-unit"),
        (f"Oct4 and H3K27ac show little linear agreement here, so I would not over-interpret the scatter "
         f"{T('h1_corr')}.", N, "qualitative"),
        ("The POU5F1 window is 20 kb on chr6 in hg19.", X, "uncited"),
        ("Replicate 2 averaged 1.69 over the view, against 1.22 for replicate 1.", X, "uncited"),
        ("ENCFF381NDD is the file that pools replicates 1, 2 and 3.", X, "uncited"),
        ("Before reading the numbers, remember that fold-change tracks are already normalised to input.",
         P, "plain"),
        ("In the next section we turn from signal summaries to peak calls.", P, "plain"),
        ("For a lab meeting, the point to stress is that replicate agreement depends on the bin size.",
         P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
