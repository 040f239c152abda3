"""Blind batch s14a, written by a helper session (s14a) on 2026-12-02, labelled by hand against the
records dump before any checker run. Focus: the answers an assistant gives to follow-up questions in a
notebook chat -- short direct answers ("Yes -- rep2's mean in the view is 1.69"), corrections of an
earlier claim, explanations for a student, numbers with units and scale words, several tokens per
sentence, pronouns across sentences, markdown bullets and table rows. Every class of the brief's list
is covered; the unsupported sentences are the slips models really make (the other replicate's value,
the chromosome figure quoted for the view, the fragment count called peaks, a kb/Mb slip, a truncated
rounding, a swapped "respectively").

First run of the checker on it (never relabelled; checker at f84b717, changed for s12 and s13, never for this
batch): 125 sentences, agreement 0.960, "unsupported" precision 0.979, recall 0.920. The two s14 batches
together (259): 0.961 / 0.971 / 0.943."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s14a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    chr_bed = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # --- short direct answers -------------------------------------------------------------
        (f"Yes — rep2's mean in the view is 1.69 {T('stats_view')}.", V, "supported"),
        (f"Yes — rep2's mean in the view is 0.874 {T('stats_chr')}.", U, "scope"),
        (f"Yep: MYC is on chr8, plus strand {T('gene')}.", V, "locus-chromosome"),
        # --- corrections -----------------------------------------------------------------------
        (f"Actually, the window mean for rep1 is 2.76, not 1.22 {T('stats_win')}.", V, "rounded"),
        (f"Actually, rep2's view mean is 1.22, not 1.69 {T('stats_view')}.", U, "other-entity"),
        (f"To correct my earlier bullet: the merged call has 38 peaks; 65 was the fragment count {T('peaks_gap')}.",
         V, "multi"),
        (f"Correction: the 1-kb merge kept 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        # --- pronouns across sentences ---------------------------------------------------------
        (f"rep1 peaked at 199.8 across the view {T('describe')}. Its standard deviation there was 7.71 "
         f"{T('describe')}.", V, "pronoun", 1),
        (f"rep2 tops out at 190.7 in the view {T('stats_view')}. Its mean, though, is only 1.22 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"Peak_281 ranks third {T('quant')}. Its narrowPeak score is 60 and its mean signal 66.7 {T('quant')}.",
         V, "pronoun", 1),
        (f"ENCFF849TDM is the third hit {T('file_3')}. It pools replicates 1, 2 and 3 {T('file_3')}.", U,
         "pronoun", 1),
        (f"H3K27ac has 533 intervals in the window {T('h1_stats')}. Its maximum is 72.4 {T('h1_stats')}.", U,
         "pronoun", 1),
        (f"Oct4 is the sparse one {T('h1_stats')}. It only has signal over 344 bp of the 20 kb window "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"rep1 averages 1.22 across the view {T('stats_view')}. It looks reassuringly consistent from one end "
         f"of the region to the other {T('stats_view')}.", N, "pronoun", 1),
        # --- explanations for a student --------------------------------------------------------
        (f"Think of fold change as enrichment over the input: high values mark enriched chromatin, values near "
         f"the floor are background {T('stats_view')}.", N, "qualitative"),
        (f"For the view-level call the cutoff was 16.6, i.e. the mean 1.22 plus 2 × the sd of 7.71 "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"The z-score caller used a cutoff of 18.9 for the view {T('peaks_gap')}.", U, "scope"),
        (f"Here's the intuition: with 500 bins of ~117 kb each, every bin averages a long stretch of chr19, so "
         f"r = 0.62 reflects broad trends rather than individual peaks {T('corr_chr')}.", V, "units"),
        (f"For the H1 pair the bins are only 100 bp, and just 9 of the 200 went into the correlation "
         f"{T('h1_corr')}.", V, "units"),
        (f"So that r of 0.11 rests on 191 usable bins {T('h1_corr')}.", U, "other-attribute"),
        (f"By contrast, the view correlation averaged signal in 1 Mb bins {T('corr_view')}.", U, "wrong-unit"),
        (f"Good question — the rank correlation is the more robust measure here, since a handful of very tall "
         f"bins can dominate Pearson {T('corr_chr')}.", N, "qualitative"),
        ("Fold change is a ratio of ChIP signal over the matched input control, so it carries no units.", P,
         "qualitative"),
        ("A z-score caller simply flags stretches whose signal sits well above the track's typical level.", P,
         "qualitative"),
        # --- units and scale words -------------------------------------------------------------
        (f"The view is 200 kb wide (chr19:1,000,000–1,200,000) {T('nav')}.", V, "locus-exact"),
        (f"MYC is compact — about 7.5 kb on the plus strand of chr8 {T('gene')}.", V, "units"),
        (f"MYC spans roughly 7.5 Mb on chr8 {T('gene')}.", U, "wrong-unit"),
        (f"The rep2 call used an absolute cutoff of 20 and a 50 bp minimum width, returning 48 peaks "
         f"{T('peaks_thr')}.", V, "multi"),
        (f"Summed over chr19, rep2's signal is roughly 51.2 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"In the view, rep2's summed signal is ~337 thousand versus ~245 thousand for rep1 {T('stats_view')}.",
         V, "scale"),
        (f"H3K4me3 sums to about 1.5 million over the H1 window {T('h1_stats')}.", U, "wrong-scale"),
        # --- percent -------------------------------------------------------------------------------
        (f"Coverage on chr19 is essentially complete — 99.98% of bases for rep1 {T('stats_chr')}.", V,
         "percent"),
        (f"Put differently, about 87% of chr19 carries rep1 signal {T('stats_chr')}.", U, "percent"),
        (f"Oct4 only has data over 1.72% of the H1 window (344 bp) {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 covers about 74% of the POU5F1 window {T('h1_stats')}.", U, "percent"),
        # --- hedged / rounded ----------------------------------------------------------------------
        (f"rep1 has about 7,700 z-score peaks on chr19 {T('peaks_chr')}.", V, "hedged"),
        (f"The chr19 Pearson r between the replicates is ~0.6 {T('corr_chr')}.", V, "hedged"),
        (f"rep1's sd over the view is around 10 {T('stats_view')}.", U, "hedged"),
        (f"Peak_37's mean rep1 signal is roughly 96 {T('quant')}.", V, "hedged"),
        (f"The replicates correlate at r = 0.61 across chr19 {T('corr_chr')}.", U, "rounded"),
        (f"Over the whole of chr19, rep2's standard deviation is 8.64 {T('stats_chr')}.", V, "rounded"),
        # --- rounding coincidences -----------------------------------------------------------------
        (f"H3K4me3 is made of 11 intervals in this window {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"rep1's chromosome-wide mean is 0.871 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"rep2's chr19 mean rounds to 0.874 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"Oct4 had 1 peak above the z ≥ 2 cutoff {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"The Oct4 z ≥ 2 cutoff works out to 1.006, and 2 peaks clear it {T('h1_peaks')}.", V,
         "rounding-coincidence"),
        # --- timestamps and ids ----------------------------------------------------------------------
        (f"The view (chr19:1,000,000-1,200,000) was last set at 2026-12-02T03:49:57Z {T('nav')}.", V, "timestamp"),
        (f"As of the 2026-12-02T03:49:59Z search, 12 files matched {T('search')}.", U, "timestamp"),
        (f"That search (retrieved 2026-12-02T03:49:59.864Z) returned 10 ranked candidates {T('search')}.", V,
         "timestamp"),
        (f"Track {ids['rep1']} averages 2.76 across chr19:1,050,000-1,060,000 {T('stats_win')}.", V, "ids"),
        (f"Track {ids['rep2']} is the one that reached 1,820 on chr19 {T('stats_chr')}.", U, "ids"),
        (f"The chr19 calls were written to {chr_bed} — 7,688 peaks in total {T('peaks_chr')}.", V, "ids"),
        # --- accessions ------------------------------------------------------------------------------
        (f"The top-ranked file is ENCFF381NDD from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH comes from experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        (f"The first three hits — ENCFF381NDD, ENCFF779QTH and ENCFF849TDM — are all pooled-replicate files "
         f"{T('search')}.", V, "accession"),
        (f"ENCFF381NDD pools biological replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCFF177JXC is the replicate-2 fold-change bigWig {T('file_4')}.", U, "accession-role"),
        (f"ENCFF938DNH is replicate 3 and was ranked 8th {T('file_8')}.", V, "accession-role"),
        (f"ENCFF289IVJ was ranked 4th in the search {T('file_5')}.", U, "accession-role"),
        # --- wrong record / unknown token ----------------------------------------------------------
        (f"rep1 and pooled correlate at r = 0.80 over the view {T('corr_chr')}.", U, "wrong-record"),
        (f"Over the view, rep1 vs pooled gives r = 0.80 and Spearman 0.69 with 1 kb bins {T('corr_view')}.", V,
         "multi"),
        (f"MYC's locus is chr8:127,735,433-127,742,951 {T('nav')}.", U, "wrong-record"),
        ("rep1's view mean is 1.22 [[cite:cite_rep1_viewmean]].", U, "unknown-token"),
        ("Honestly, the replicates agree well [[cite:cite_corr_overview]].", U, "unknown-token"),
        # --- loci ------------------------------------------------------------------------------------
        (f"MYC sits at chr8:127,735,433-127,742,951 {T('gene')}.", V, "locus-exact"),
        (f"MYC sits at chr8:127,735,433-127,742,591 {T('gene')}.", U, "locus-exact"),
        (f"The H1 tracks are shown over chr6:31,130,000-31,150,000 on hg19 — a 20 kb window {T('h1_nav')}.", V,
         "locus-exact"),
        (f"Peak_281 at chr19:1,058,648-1,058,806 falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"The 10-kb window we profiled, chr19:1,150,000-1,160,000, sits inside the view {T('stats_win')} "
         f"{T('nav')}.", U, "locus-subregion"),
        (f"Peak_37 (chr19:1,097,875-1,098,013) also sits inside that window, chr19:1,050,000-1,060,000 "
         f"{T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"MYC lies within the current view on chr19 {T('gene')} {T('nav')}.", U, "locus-disjoint"),
        (f"rep1's 38 merged peaks were called across all of chr19 {T('peaks_gap')}.", U, "locus-chromosome"),
        (f"The bedGraph preview comes from chr9, section chr9:35,696,794-35,728,096 {T('asset_graph')}.", V,
         "locus-chromosome"),
        (f"Peak_1939 sits at chr19:1,010,458-1,010,553 with a mean of 55.5 {T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 is at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        # --- previews --------------------------------------------------------------------------------
        (f"The Oct4 narrowPeak asset has just 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364's score is 41 {T('asset_peaks')}.", U, "preview"),
        (f"The first bedGraph row, chr9:35,726,969-35,726,977, has a value of 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph preview is 49,152 lines long {T('asset_graph')}.", U, "preview"),
        # --- other entity / other attribute ------------------------------------------------------------
        (f"Peak_22 ranks first with a mean rep1 signal of 113.0 {T('quant')}.", V, "supported"),
        (f"H3K4me3 averages 12.8 across the POU5F1 window {T('h1_stats')}.", U, "other-entity"),
        # --- matrix and tables ---------------------------------------------------------------------------
        (f"In the chr19 matrix, pooled tracks rep2 slightly more closely than rep1 (Pearson 0.899 vs 0.898) "
         f"{T('matrix')}.", V, "matrix"),
        (f"Rank-wise, rep1 and pooled agree best (Spearman 0.90) {T('matrix')}.", U, "matrix"),
        (f"The weakest pair in the matrix is rep1–rep2, at Pearson 0.615 {T('matrix')}.", V, "matrix"),
        (f"| rep2 ↔ pooled | Pearson 0.899 | Spearman 0.901 | {T('matrix')}", V, "table"),
        (f"| rep1 | mean 1.22 | max 199.8 | 256 intervals | {T('stats_view')} |", V, "table"),
        (f"| rep2 | mean 1.69 | max 190.7 | 256 intervals | {T('stats_view')} |", U, "table"),
        (f"| Oct4 | mean 0.49 | 78 intervals | 2 peaks | {T('h1_stats')} |", U, "wrong-record"),
        (f"| Oct4 | mean 0.49 | 78 intervals | 2 peaks | {T('h1_stats')} {T('h1_peaks')} |", V, "multi-record"),
        # --- respectively / range --------------------------------------------------------------------------
        (f"In the view, rep1 and rep2 average 1.22 and 1.69, respectively {T('stats_view')}.", V, "respectively"),
        (f"Over the 10-kb window, rep1 and rep2 average 2.30 and 2.76, respectively {T('stats_win')}.", U,
         "respectively"),
        (f"rep1 and rep2 have 64 and 69 narrowPeak regions in the view, respectively {T('describe')}.", V,
         "respectively"),
        (f"The chr19 maxima for rep1, rep2 and pooled are 1,820, 870 and 1,668, respectively {T('stats_chr')}.",
         U, "respectively"),
        (f"rep1's narrowPeak scores in the view range from 21 to 177 {T('describe')}.", V, "range"),
        (f"rep2's peak scores span 21–177 in the view {T('describe')}.", U, "range"),
        (f"Oct4 (track {h1['Oct4']}) runs from 0.31 to 1.38 in the window {T('h1_stats')}.", V, "range"),
        (f"H3K27ac ranges from 0.08 to 74.5 over the window {T('h1_stats')}.", U, "range"),
        # --- comparisons and arithmetic --------------------------------------------------------------------
        (f"Over the 10-kb window, rep2 is higher than rep1 on both mean and max {T('stats_win')}.", U,
         "comparison"),
        (f"On chr19 rep1 has the higher maximum (1,820 vs 1,668) but a marginally lower mean (0.870 vs 0.874) "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"H3K4me3 is the most variable of the three marks, with the highest sd (13.6) {T('h1_stats')}.", U,
         "comparison"),
        (f"Merging within 1 kb collapsed 65 fragments into 38 peaks — 27 fewer {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"So the 1-kb merge removed roughly 58% of the fragments {T('peaks_gap')}.", U, "arithmetic"),
        (f"rep2's view mean is about 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep1 averages about 3.2× more in the 10-kb window than across chr19 (2.76 vs 0.870) "
         f"{T('stats_win')} {T('stats_chr')}.", V, "multi-record"),
        (f"The pooled track's 523 intervals in the view are simply rep1's plus rep2's {T('describe')}.", U,
         "arithmetic"),
        (f"H3K27ac's window mean is about 26 times Oct4's (12.8 vs 0.49) {T('h1_stats')}.", V, "arithmetic"),
        # --- multi ---------------------------------------------------------------------------------------
        (f"- **rep2, 10-kb window:** mean 2.30, max 76.3, sd 11.0, 12 intervals {T('stats_win')}", V, "multi"),
        (f"- **rep1, 10-kb window:** mean 2.76, max 111.0, sd 12.1, 12 intervals {T('stats_win')}", U, "multi"),
        (f"rep2's view max is 190.7 {T('stats_view')} — and its sd there is 10.2.", V, "multi"),
        # --- token placement -------------------------------------------------------------------------------
        (f"rep1 averages 1.22 in the view. {T('stats_view')}", V, "supported"),
        (f"rep1 averages 2.76 in the view. {T('stats_win')}", U, "scope"),
        # --- qualitative, uncited, plain -----------------------------------------------------------------
        (f"The merged call looks cleaner and easier to interpret {T('peaks_gap')}.", N, "qualitative"),
        (f"That's a textbook promoter-like pattern for POU5F1 in H1 cells {T('h1_stats')}.", N, "qualitative"),
        (f"Yes, that's the gene record I pulled for MYC {T('gene')}.", N, "qualitative"),
        (f"Both replicates show the same sharp, punctate enrichment pattern here {T('stats_view')}.", N,
         "qualitative"),
        (f"The search results look like exactly what you asked for {T('search')}.", N, "qualitative"),
        ("The merge gap was 1 kb.", X, "uncited"),
        ("- **Peaks (chr19):** 7,688", X, "uncited"),
        (f"rep2 averaged 1.69 in the view {T('stats_view')}. Its max was 190.7.", X, "uncited", 1),
        ("Pearson between rep1 and pooled in the view is 0.80.", X, "uncited"),
        ("The top file, ENCFF381NDD, is the one I'd load first.", X, "uncited"),
        ("chr19 is about 58.6 Mb long in hg38.", X, "uncited"),
        ("Happy to re-run this with a different cutoff if you'd like.", P, "qualitative"),
        ("In short: the replicates tell a consistent story.", P, "qualitative"),
        ("Let me know which replicate you want to focus on next.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
