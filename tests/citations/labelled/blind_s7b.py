"""Blind batch s7b, written by a helper session on 2026-12-02 and labelled by hand against
/tmp/blind5/records.md before any checker run (the checker was never run on it). Focus: a teacher
running the MYC / chr19 demo for a class and a reviewer writing a short report on the same analysis --
explanations of what each number means, replicate / window / mark comparisons, derived numbers
(differences, ratios, percentages, per-kb and per-Mb densities, fold changes), loci in several formats,
peak features and preview rows, the ENCODE search and its files, and the hg19 POU5F1 records. Style:
mixed prose with em dashes and parentheses, GPT-style bullets with bold labels, short tables, hedged
summaries; U rows are plausible slips (other replicate, other attribute, chromosome figure for a
window, off-by-a-digit rounding, wrong direction, percentage on the wrong base, wrong accession/role,
wrong feature locus).

First run of the checker on it (never relabelled; checker at 9ece2a6): 125 sentences, agreement 0.936,
"unsupported" precision 0.938, recall 0.900. The two s7 batches together (250): 0.912 / 0.907 / 0.871.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "eb"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # --- the view (nav / describe) ---
        (f"Right now the browser is parked on chr19:1,000,000-1,200,000 in hg38 — a 200-kb stretch {T('nav')}.",
         V, "locus-exact"),
        (f"For the class, think of it as chr19 from 1.0 to 1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"The visible region is chr19:1,000,000-1,250,000 {T('describe')}.", U, "locus-exact"),
        (f"For the demo I navigated to chr19:1,000,000-1,200,000 {T('nav')}. "
         f"The view record was stamped 2026-12-02T00:37:03Z {T('nav')}.", N, "timestamp", 1),
        # --- chromosome-wide stats ---
        (f"Across all of chr19, rep1 averages 0.870 fold-enrichment {T('stats_chr')}.", V, "supported"),
        (f"rep2 tops out at 1,820.2 on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"Pooling pulls the chr19 maximum down from 1,820 in rep1 to 870 in the pooled track {T('stats_chr')}.",
         V, "comparison"),
        (f"In relative terms, the rep1 maximum on chr19 exceeds rep2's by roughly 9% {T('stats_chr')}.",
         V, "percent"),
        (f"Equivalently, rep2's chr19 maximum is 9.1% lower than rep1's {T('stats_chr')}.", U, "percent"),
        (f"rep1 has signal over 58,607,590 bp of chr19, i.e. 99.98% of the chromosome {T('stats_chr')}.",
         V, "percent"),
        (f"rep1 leaves only about 10 kb of chr19 uncovered {T('stats_chr')}.", V, "arithmetic"),
        (f"rep2 is stored as 77,569 intervals on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"Summed over chr19, rep1 carries about 51.0 million signal units {T('stats_chr')}.", V, "scale"),
        (f"rep2's summed signal over the chromosome is about 51.1 million {T('stats_chr')}.", U, "other-entity"),
        (f"rep1's chr19 signal sums to roughly 5.1 million {T('stats_chr')}.", U, "wrong-scale"),
        (f"rep1, rep2 and pooled average 0.870, 0.874 and 0.872 on chr19, respectively {T('stats_chr')}.",
         V, "respectively"),
        (f"chr19 is about 58.6 Mb in hg38, and these statistics span all of it (chr19:0-58,617,616) "
         f"{T('stats_chr')}.", V, "locus-chromosome"),
        # --- view stats ---
        (f"Track {ids['rep1']} (rep1) averages 1.22 over chr19:1,000,000-1,200,000 {T('stats_view')}.",
         V, "ids"),
        (f"So inside the view rep2 runs about 38% higher than rep1 on average {T('stats_view')}.", V, "percent"),
        (f"Put the other way round, rep1's view mean is 38% below rep2's {T('stats_view')}.", U, "percent"),
        (f"rep1 averages 0.87 across the current view {T('stats_chr')}.", U, "scope"),
        (f"The two view maxima differ by about 9 (199.8 versus 190.7) {T('stats_view')}.", V, "arithmetic"),
        (f"rep1's maximum in this 200-kb window is 1,820 {T('stats_view')}.", U, "scope"),
        (f"rep1's minimum in the view is 1.0 {T('stats_view')}.", U, "rounding-coincidence"),
        (f"Across the view rep1 ranges from 0 to 199.8 {T('stats_view')}.", V, "range"),
        (f"rep1's bigWig works out to roughly 1.3 intervals per kb across the 200-kb view "
         f"{T('stats_view')}.", V, "units"),
        (f"rep1 is the more variable replicate in the view, with an SD of 10.2 {T('stats_view')}.",
         U, "other-entity"),
        (f"rep1 averages 1.22 over the view and 2.76 in the 10-kb window {T('stats_view')}.", U, "wrong-record"),
        (f"- **rep1 (view):** mean 1.22, max 199.8 {T('stats_view')}\n"
         f"- **rep2 (view):** mean 1.69, max 199.8 {T('stats_view')}", U, "multi", -1),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}. Its maximum there was 199.8 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"rep1 averages 1.22 in the view {T('stats_view')}. That is roughly 40% above its chr19 mean.",
         X, "uncited", 1),
        # --- describe: pooled + narrowPeak tracks ---
        (f"The pooled track averages 1.45 over the view {T('describe')}.", V, "supported"),
        (f"The pooled track averages 1.45 over the view {T('stats_view')}.", U, "wrong-record"),
        (f"The ENCODE rep1 narrowPeak file has 64 peaks in the view, scored 21 to 177 {T('describe')}.",
         V, "range"),
        (f"rep2's narrowPeak track holds 69 peaks here, with scores topping out at 177 {T('describe')}.",
         U, "other-entity"),
        (f"The pooled track is the one I'd put on the slide first {T('describe')}.", N, "qualitative"),
        # --- 10-kb window ---
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 {T('stats_win')}.", V, "supported"),
        (f"Just as in the full view, rep2 averages higher than rep1 in chr19:1,050,000-1,060,000 {T('stats_win')}.",
         U, "comparison"),
        (f"Inside the 10-kb window rep1 outscores rep2 on average — the reverse of the full-view ranking "
         f"{T('stats_win')} {T('stats_view')}.", V, "comparison"),
        (f"rep1's window mean is about 2.3× its view-wide mean {T('stats_win')} {T('stats_view')}.",
         V, "arithmetic"),
        (f"rep1's window mean is roughly 3.2-fold its chromosome average {T('stats_win')} {T('stats_chr')}.",
         V, "multi-record"),
        (f"In chr19:1,050,000-1,060,000 rep1 reaches 199.8 {T('stats_win')}.", U, "scope"),
        (f"In the 10-kb window, rep1 and rep2 reach 76.3 and 111.0, respectively {T('stats_win')}.",
         U, "respectively"),
        (f"The window chr19:1,050,000-1,060,000 sits inside the current view chr19:1,000,000-1,200,000 "
         f"{T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"The window used for these numbers was chr19:1,050,000-1,070,000 {T('stats_win')}.", U, "locus-exact"),
        (f"Let me summarise the window. In chr19:1,050,000-1,060,000 rep1 averages 2.76 {T('stats_win')}. "
         f"rep2 averages 2.30 there {T('stats_win')}.", P, "plain", 0),
        # --- peaks ---
        (f"The chromosome-wide z-score call on rep1 works out to about 131 peaks per Mb of chr19 {T('peaks_chr')}.", V, "units"),
        (f"The chromosome-wide call returned roughly 7,600 peaks {T('peaks_chr')}.", U, "hedged"),
        (f"The chromosome-wide cutoff is just mean + 2·SD = 0.870 + 2 × 9.02 ≈ 18.9 {T('peaks_chr')}.", V, "arithmetic"),
        (f"The chromosome-wide threshold was 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"Keep in mind this is a simple threshold caller, not a model-based one like MACS {T('peaks_chr')}.",
         N, "qualitative"),
        (f"In the view, rep1's merged call built its 38 peaks from 65 raw fragments, so merging absorbed 27 of them {T('peaks_gap')}.",
         V, "arithmetic"),
        (f"Merging cut the fragment count by about 42% {T('peaks_gap')}.", V, "percent"),
        (f"Merging cut the count by about 71% {T('peaks_gap')}.", U, "percent"),
        (f"The merged call used a 1-kb merge gap and a minimum width of 50 bp {T('peaks_gap')}.",
         U, "other-entity"),
        (f"The merged call gave 38 peaks {T('peaks_gap')}. That is about 190 per Mb of the 200-kb view "
         f"{T('peaks_gap')}.", V, "units", 1),
        (f"Peak density is far higher in the view: 38 merged peaks in 200 kb is 190 per Mb, against about 131 "
         f"per Mb chromosome-wide {T('peaks_gap')} {T('peaks_chr')}.", V, "arithmetic"),
        # --- quantify at features ---
        (f"The strongest rep1 peak by mean signal is Peak_22 at chr19:1,102,539-1,102,707, averaging 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_22 is only 168 bp wide {T('quant')}.", V, "arithmetic"),
        (f"Peak_22 has a narrowPeak score of 113 {T('quant')}.", U, "other-attribute"),
        (f"Peak_37 sits at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_37 ranks second by mean signal {T('quant')}. Its narrowPeak score is 143 {T('quant')}.",
         U, "pronoun", 1),
        (f"Peak_281 has a feature score of 66.7 {T('quant')}.", U, "other-attribute"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window we summarised "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 also falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_22's mean signal is about 18% higher than Peak_37's {T('quant')}.", V, "percent"),
        (f"Even the fifth-ranked peak, Peak_1939, averages 55.5 — over 45 times rep1's view mean "
         f"{T('quant')} {T('stats_view')}.", V, "arithmetic"),
        (f"| Peak | Locus | Score | Mean |\n|---|---|---|---|\n"
         f"| Peak_22 | chr19:1,102,539-1,102,707 | 143 | 113.0 |\n"
         f"| Peak_37 | chr19:1,097,875-1,098,013 | 115 | 95.5 | {T('quant')}", V, "table", -1),
        (f"| Track | chr19 mean | chr19 max |\n|---|---|---|\n"
         f"| rep1 | 0.870 | 1,820.2 | {T('stats_chr')}\n"
         f"| rep2 | 0.874 | 1,820.2 | {T('stats_chr')}", U, "table", -1),
        # --- correlations ---
        (f"**Replicate concordance**\n- **chr19 Pearson:** 0.62 {T('corr_chr')}\n"
         f"- **chr19 Spearman:** 0.59 {T('corr_chr')}", V, "multi", -1),
        (f"The chr19 correlation used 500 bins of about 117 kb each {T('corr_chr')}.", V, "units"),
        (f"The chr19 correlation bins are about 117 bp wide {T('corr_chr')}.", U, "wrong-unit"),
        (f"The chromosome-wide correlation was computed in 1-kb bins {T('corr_chr')}.", U, "scope"),
        (f"The replicates tell a broadly consistent story across chr19 {T('corr_chr')}.", N, "qualitative"),
        (f"rep1 against pooled in the view gives r = 0.80 over 200 bins of 1 kb {T('corr_view')}.",
         V, "supported"),
        (f"In the view, rep1 and rep2 correlate at r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"In the three-track matrix, rep2 tracks the pooled signal marginally better than rep1 does "
         f"(Pearson 0.899 versus 0.898) {T('matrix')}.", V, "matrix"),
        (f"The rep1–pooled Spearman coefficient in the matrix is 0.90 {T('matrix')}.", U, "matrix"),
        (f"Both replicates correlate far better with the pooled track (≈0.90) than with each other (0.62) "
         f"{T('matrix')}.", V, "matrix"),
        # --- MYC ---
        (f"MYC (hg38) maps to chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"The annotated MYC locus spans about 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC spans chr8:127,735,433-127,745,951 {T('gene')}.", U, "locus-exact"),
        (f"MYC sits on chr8 at roughly 127.7 Mb, well away from our chr19 view {T('gene')} {T('nav')}.",
         V, "locus-disjoint"),
        (f"MYC falls within the displayed region chr19:1,000,000-1,200,000 {T('gene')} {T('nav')}.",
         U, "locus-disjoint"),
        (f"For the reviewer: the MYC gene record is clean and unambiguous {T('gene')}. "
         f"MYC spans chr8:127,735,433-127,742,951 {T('gene')}.", N, "qualitative", 0),
        # --- asset previews ---
        (f"The Oct4 peak preview lists peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 at chr6:31,139,576-31,140,109 has a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 preview peaks lie inside the hg19 POU5F1 window chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"The bedGraph preview (ENCFF754TJH.wig) opens with chr9:35,726,969-35,726,977 at 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The preview row chr9:35,726,977-35,726,986 carries a value of 8.62 {T('asset_graph')}.",
         U, "preview"),
        (f"The preview is truncated, so don't over-read it {T('asset_graph')}.", N, "qualitative"),
        # --- ENCODE search and files ---
        (f"The ENCODE search for K562 H3K27ac fold-change bigWigs (GRCh38) returned 10 ranked candidates "
         f"{T('search')}.", V, "supported"),
        (f"The top hit is ENCFF381NDD, the fold-change file pooling replicates 1, 2 and 3 {T('file_1')}.",
         V, "accession-role"),
        (f"ENCFF381NDD comes from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF381NDD comes from experiment ENCSR000AKP {T('search')}.", U, "wrong-record"),
        (f"ENCFF177JXC is the replicate-2 fold-change file {T('file_4')}.", U, "accession-role"),
        (f"The only replicate-3-only file among the candidates is ENCFF938DNH, ranked 8th {T('search')}.",
         V, "accession"),
        (f"ENCFF814HWX (replicate 1) is the tenth and last candidate {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF945XHA is the replicates 1,2 file at rank 3 {T('search')}.", U, "accession-role"),
        ("The search also surfaced ENCFF381NDD as the top candidate [[cite:public_data_search_7f3e91ac]].",
         U, "unknown-token"),
        (f"The ENCODE query ran at 00:37 UTC on 2026-12-02 {T('search')}.", N, "timestamp"),
        # --- hg19 POU5F1 ---
        (f"For the hg19 POU5F1 example the view is chr6:31,130,000-31,150,000, a 20-kb window {T('h1_nav')}.",
         V, "locus-exact"),
        (f"H3K27ac's mean is about 26 times Oct4's {T('h1_stats')}.", V, "arithmetic"),
        (f"Oct4 has signal over only 344 bp — 1.72% of the window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 covers 73.8% of the POU5F1 window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K4me3 is the more variable mark (SD 15.8 against 13.6 for H3K27ac) {T('h1_stats')}.",
         V, "comparison"),
        (f"H3K27ac has the larger SD of the two histone marks {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac's mean over the POU5F1 window is 12.9 {T('h1_stats')}.", U, "wrong-value"),
        (f"Oct4 ranges from 0 to 1.38 across the window {T('h1_stats')}.", U, "range"),
        (f"H3K4me3 covers 13,139 bp of the window {T('h1_stats')}. Its mean is 12.8 {T('h1_stats')}.",
         U, "pronoun", 1),
        (f"Oct4 averages 0.49 over the window {T('h1_nav')}.", U, "wrong-record"),
        (f"The Oct4 z-score caller (k = 2) found 2 peaks above a cutoff of about 1.01 {T('h1_peaks')}.",
         V, "supported"),
        (f"Oct4 versus H3K27ac correlates weakly by Pearson (r = 0.11) but more strongly by Spearman (0.46) "
         f"{T('h1_corr')}.", V, "supported"),
        (f"The Oct4–H3K27ac Pearson r is 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Oct4 versus H3K4me3 gives r = 0.11 over the window {T('h1_corr')}.", U, "other-entity"),
        (f"Oct4 binding at this locus is worth a closer look in the browser {T('h1_stats')}.", N, "qualitative"),
        # --- uncited / plain ---
        ("rep1 averages 0.870 across chr19.", X, "uncited"),
        ("The merged call yielded 38 peaks in the view.", X, "uncited"),
        ("MYC spans about 7.5 kb on chr8.", X, "uncited"),
        ("ENCFF381NDD is the top-ranked pooled file.", X, "uncited"),
        ("Only 9 bins went into the Oct4 correlation.", X, "uncited"),
        ("Fold change here means ChIP signal divided by the matched input control.", P, "plain"),
        ("In short: the replicates agree, and the pooled track is the cleanest.", P, "plain"),
        ("Next we'll look at how the peak caller turns signal into intervals.", P, "plain"),
        ("Reviewers will want to see replicate concordance, not just one track.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
