"""Blind batch s18b, written by a helper session (s18b) on 2026-12-02, labelled by hand against the
records file before any checker run (the checker was never read nor run). Focus: a balanced,
representative sample across every record kind (navigation, viewport description, chromosome /
viewport / window stats, the three peak calls, quantification, the two-track and three-track
correlations, the MYC lookup, both asset previews, the ENCODE search and its file records, and the
hg19 H1 records), as if drawn from many user questions over a week. Style: mixed GPT-style bullets
with bold labels, Claude-style prose with em dashes and parentheses, terse notebook lines, small
markdown tables and hedged summaries; ~40% realistic slips (swapped tracks, the other attribute's
value, chromosome values quoted for the view, remaining-vs-removed percentages, kb/Mb slips,
replicate roles of ENCODE files, wrong record cited), plus qualitative, uncited and plain sentences.

First run of the checker on it (never relabelled; checker at 90808d9, changed for s12–s14, s16 and s17, never
for this batch): 129 sentences, agreement 0.953, "unsupported" precision 0.940, recall 0.940. The two s18
batches together (262): 0.969 / 0.971 / 0.952. Its misses were not read: kept sealed for the next measurement."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    peaks_chr_track = rec.d("peaks_chr")["trackId"]
    rows = [
        # --- navigation ---------------------------------------------------------------------------
        (f"The browser is now showing chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The current window is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"For the H1 data I switched to hg19 and centred on chr6:31,130,000-31,150,000, a 20 kb window "
         f"{T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 tracks are now displayed over chr7:31,130,000-31,150,000 {T('h1_nav')}.", U, "locus-chromosome"),
        (f"That stretch is where the H1 marks are expected to pile up {T('h1_nav')}.", N, "qualitative"),
        (f"The view was last updated at 2026-12-02T03:49:57Z {T('nav')}.", N, "timestamp"),
        # --- describe viewport --------------------------------------------------------------------
        (f"- **rep1 peaks:** 64 peaks in view, scores from 21 to 177 {T('describe')}", V, "range"),
        (f"The rep2 narrowPeak track has 69 peaks in the view, with scores spanning 21–177 {T('describe')}.",
         U, "range"),
        (f"The rep2 narrowPeak track has slightly more peaks in view than rep1's (69 vs 64) {T('describe')}.",
         V, "comparison"),
        (f"The pooled track averages 1.45 across the view — between the two replicates' means {T('describe')}.",
         V, "comparison"),
        (f"The pooled signal tops out at 7.23 in this window {T('describe')}.", U, "other-attribute"),
        (f"rep1 and rep2 look broadly concordant in this view {T('describe')}.", N, "qualitative"),
        # --- chromosome-wide stats ----------------------------------------------------------------
        (f"Across all of chr19, rep1 averages 0.870 fold-enrichment {T('stats_chr')}.", V, "supported"),
        (f"All three tracks average 0.87 across chr19 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"rep1 and rep2 both averaged 0.874 on chr19 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"Across chr19 rep1 reaches 1,820.2 {T('stats_chr')}, an outlier compared with its typical values.",
         V, "supported"),
        (f"rep1's total signal over chr19 is about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"Summed over the chromosome, rep2 comes to roughly 51.2 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"Coverage is essentially complete — 99.98% of chr19's bases have signal in rep1 {T('stats_chr')}.",
         V, "percent"),
        (f"rep1 is split into roughly 78,000 intervals on chr19. {T('stats_chr')}", V, "hedged"),
        (f"The pooled track has about 77,000 intervals on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"Of the three, pooled has the highest chromosome-wide maximum {T('stats_chr')}.", U, "comparison"),
        (f"rep1's chr19 maximum exceeds rep2's by about 152 {T('stats_chr')}.", V, "arithmetic"),
        (f"The scope was the full 58.6 Mb of chr19 {T('stats_chr')}.", V, "units"),
        (f"rep1 (`{ids['rep1']}`) has an SD of 9.02 across chr19 {T('stats_chr')}.", V, "ids"),
        (f"In the current view rep1 averages 0.87 {T('stats_chr')}.", U, "scope"),
        (f"Across chr19, rep1 averages 0.870 {T('corr_chr')}.", U, "wrong-record"),
        (f"rep1 and rep2 both average about 0.87 on chr19 {T('stats_chr')}. The two replicates are therefore "
         f"very similar in overall enrichment {T('stats_chr')}.", N, "qualitative", 1),
        # --- viewport stats -----------------------------------------------------------------------
        (f"Mean signal in the view for rep1 and rep2 is 1.69 and 1.22, respectively {T('stats_view')}.",
         U, "respectively"),
        (f"In the view, rep1 and rep2 peak at 199.8 and 190.7, respectively {T('stats_view')}.", V, "respectively"),
        (f"Within chr19:1,000,000-1,200,000, rep1 peaks at 1,820 {T('stats_view')}.", U, "scope"),
        (f"rep2's mean in this region is about 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep2's summed signal in the view is roughly 1.5× rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep1's total signal across the view is ~245,000 {T('stats_view')}.", V, "hedged"),
        (f"rep1 averages roughly 1.3 across the visible region {T('stats_view')}.", U, "wrong-value"),
        (f"- **rep2 (view):** mean 1.69, max 190.7, SD 7.71 {T('stats_view')}", U, "multi"),
        (f"rep2 is the noisier replicate in this window, with an SD of 10.2 {T('stats_view')}. Its maximum, "
         f"though, is 190.7 {T('stats_view')}.", V, "pronoun", 1),
        (f"rep1 has an SD of 7.71 over the view {T('stats_view')}. It reaches a maximum of 190.7 there "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"Restricting to the view raises rep1's mean from 0.870 (chr19) to 1.22 {T('stats_chr')} "
         f"{T('stats_view')}.", V, "scope"),
        ("**Summary for chr19:1,000,000-1,200,000**\n"
         f"- rep1: mean 1.22, max 199.8 {T('stats_view')}\n"
         f"- rep2: mean 1.69, max 190.7 {T('stats_view')}", V, "multi"),
        ("**Summary for chr19:1,000,000-1,200,000**\n"
         f"- rep1: mean 1.22, max 199.8 {T('stats_view')}\n"
         f"- rep2: mean 1.69, max 199.8 {T('stats_view')}", U, "other-entity"),
        (f"rep1 averages 1.22 in the view {T('stats_view')}. rep2 averages 1.69 there.", X, "uncited", 1),
        (f"rep1 averages 1.22 in the view {T('stats_view')}. Let me know if you'd like the same summary for the "
         "pooled track.", P, "plain", 1),
        # --- 10-kb window stats -------------------------------------------------------------------
        (f"In the 10 kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 {T('stats_win')}.", V, "locus-exact"),
        (f"rep1's mean in the 10-kb window (2.76) is about 2.3× its view-wide mean of 1.22 {T('stats_win')} "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"In this window rep1 beats rep2 at the maximum, 111.0 to 76.3 {T('stats_win')}.", V, "comparison"),
        (f"rep2 is represented by 76 intervals in the 10-kb window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"Across the full 200 kb view, rep2 averages 2.30 {T('stats_win')}.", U, "scope"),
        (f"The window chr19:1,050,000-1,060,000 sits inside the current view {T('stats_win')} {T('nav')}.",
         V, "locus-subregion"),
        # --- peak calls ---------------------------------------------------------------------------
        (f"Calling peaks on rep1 over all of chr19 at z ≥ 2 gave 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"On chr19 the z ≥ 2 cutoff for rep1 works out to a signal threshold of 18.92, the mean plus 2 SD "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"rep1 yields about 7,700 peaks genome-wide at z ≥ 2 {T('peaks_chr')}.", U, "scope"),
        (f"With a 1 kb merge gap, the chromosome-wide call gave 7,688 peaks {T('peaks_chr')}.", U, "wrong-value"),
        (f"Note this is a simple z-score threshold caller rather than a model-based peak caller "
         f"{T('peaks_chr')}.", N, "qualitative"),
        (f"The peak set was saved as track `{peaks_chr_track}` {T('peaks_chr')}.", N, "ids"),
        (f"Merging fragments within 1 kb collapsed rep1's 65 fragments into 38 peaks in the view "
         f"{T('peaks_gap')}.", V, "units"),
        (f"Merging cut the call count from 65 to 38, roughly 42% fewer {T('peaks_gap')}.", V, "arithmetic"),
        (f"The 1 kb merge reduced 65 fragments to 38 peaks, a 58% reduction {T('peaks_gap')}.", U, "arithmetic"),
        (f"The viewport call on rep1 reported 65 peaks after merging {T('peaks_gap')}.", U, "other-attribute"),
        (f"On rep2, an absolute threshold of 20 with a 50 bp minimum width gives 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"rep2 was thresholded at 20 with a minimum peak width of 50 kb {T('peaks_thr')}.", U, "wrong-unit"),
        (f"rep2's absolute-threshold call gives 10 more peaks than the merged z-score call on rep1 (48 vs 38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        ("- **Merged peaks (rep1, view):** 38", X, "uncited"),
        # --- quantification -----------------------------------------------------------------------
        (f"The strongest rep1 peak by mean signal is Peak_22 at chr19:1,102,539-1,102,707, averaging 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_37 (chr19:1,102,539-1,102,707) ranks second with a mean of 95.5 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22's mean rep1 signal is 143 {T('quant')}.", U, "other-attribute"),
        ("| Rank | Peak | Locus | Mean rep1 signal |\n|---|---|---|---|\n"
         f"| 3 | Peak_281 | chr19:1,058,648-1,058,806 | 66.7 {T('quant')} |", V, "table"),
        ("| Rank | Peak | Locus | Mean rep1 signal |\n|---|---|---|---|\n"
         f"| 4 | Peak_1397 | chr19:1,110,067-1,110,162 | 55.5 {T('quant')} |", U, "table"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the window chr19:1,050,000-1,060,000 {T('quant')} "
         f"{T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 lies within the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_22 is only 168 bp wide {T('quant')}.", V, "arithmetic"),
        # --- correlations -------------------------------------------------------------------------
        (f"Across chr19, rep1 and rep2 correlate with Pearson r = 0.62 {T('corr_chr')}.", V, "rounded"),
        (f"Pearson's r between the replicates on chr19 is 0.59 {T('corr_chr')}.", U, "other-attribute"),
        (f"This used 500 bins of ~117 kb each {T('corr_chr')}.", V, "units"),
        (f"The correlation was computed on 500 bins of 117 bp {T('corr_chr')}.", U, "wrong-unit"),
        (f"A correlation that modest between biological replicates usually points to differences in depth or "
         f"enrichment {T('corr_chr')}.", N, "qualitative"),
        (f"In the view, rep1 and the pooled track correlate at r = 0.80 over 200 one-kb bins {T('corr_view')}.",
         V, "multi"),
        (f"rep1 and rep2 correlate at r = 0.80 within the view {T('corr_view')}.", U, "other-entity"),
        (f"rep1 agrees better with pooled in the view (r = 0.80) than with rep2 across chr19 (r = 0.62) "
         f"{T('corr_view')} {T('corr_chr')}.", V, "comparison"),
        (f"rep1 and pooled correlate at r = 0.899 {T('matrix')}.", U, "matrix"),
        (f"- **Spearman:** rep1–pooled 0.85, rep2–pooled 0.90, rep1–rep2 0.59 {T('matrix')}", V, "matrix"),
        (f"Both replicates correlate with the pooled track at about 0.90 by Spearman {T('matrix')}.", U, "matrix"),
        (f"Both replicates correlate with the pooled track at r ≈ 0.90 {T('matrix')}.", V, "matrix"),
        (f"The matrix is exactly what you'd expect when the pooled track is built from both replicates "
         f"{T('matrix')}.", N, "qualitative"),
        # --- gene ---------------------------------------------------------------------------------
        (f"MYC is at chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"The annotated gene body is about 7.5 kb long {T('gene')}.", V, "units"),
        (f"MYC spans roughly 7.5 Mb {T('gene')}.", U, "wrong-unit"),
        (f"MYC sits on chr19, just outside the current view {T('gene')} {T('nav')}.", U, "locus-chromosome"),
        (f"MYC is at chr8:127,735,433-127,742,951 and has 3 annotated transcripts {T('gene')}.", U, "multi"),
        (f"MYC is located at chr8:127,735,433-127,742,951 {T('nav')}.", U, "wrong-record"),
        ("MYC itself lives on chr8, around 127.7 Mb.", X, "uncited"),
        # --- asset previews -----------------------------------------------------------------------
        (f"The Oct4 file has two peaks: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) has a score of 41 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks lie within chr6:31,139,000-31,140,500 {T('asset_peaks')}.", U, "locus-disjoint"),
        (f"Both Oct4 peaks fall inside the H1 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"The bedGraph preview starts at chr9:35,726,969-35,726,977 with a value of 8.62 {T('asset_graph')}.",
         V, "preview"),
        (f"The first bedGraph interval, chr9:35,726,969-35,726,977, has a value of 7.45 {T('asset_graph')}.",
         U, "preview"),
        (f"Only the first 40 lines were shown, from a file of 80,997 bytes {T('asset_graph')}.", V, "supported"),
        (f"ENCFF754TJH.wig is about 81 MB {T('asset_graph')}.", U, "wrong-scale"),
        # --- ENCODE search and files --------------------------------------------------------------
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked candidates out of 20 matching files "
         f"{T('search')}.", V, "supported"),
        (f"- **Top hit:** ENCFF381NDD — fold change over control, pooled from replicates 1, 2 and 3 {T('file_1')}",
         V, "accession"),
        (f"ENCFF381NDD belongs to experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF814HWX is the replicate 2 file from ENCSR000AKP {T('file_7')}.", U, "accession-role"),
        (f"The rank-2 file is ENCFF779QTN {T('search')}.", U, "accession"),
        (f"ENCFF779QTH (replicates 1 and 2) scored 1,165, tied with the top hit {T('file_2')} {T('file_1')}.",
         V, "multi-record"),
        (f"ENCFF177JXC scored 1,165 {T('file_4')}.", U, "wrong-value"),
        (f"ENCFF938DNH is from replicate 3 {T('file_9')}.", U, "wrong-record"),
        (f"The search was retrieved at 2026-12-02T03:49:59Z and listed 10 candidates {T('search')}.",
         V, "timestamp"),
        (f"ENCFF745TSK is a replicate 2 file [[cite:public_data_search_7f3e9a21]].", U, "unknown-token"),
        ("If you want a single file, ENCFF381NDD is the one to load.", X, "uncited"),
        # --- H1 hg19 ------------------------------------------------------------------------------
        (f"H3K4me3 averages 12.8 over the H1 window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac has signal over 73.8% of the 20 kb window and H3K4me3 over about 66% {T('h1_stats')}.",
         V, "percent"),
        (f"Oct4 signal covers about 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"Oct4 is sparse: only 344 bp (1.7%) of the window carries signal {T('h1_stats')}.", V, "percent"),
        (f"H3K27ac's mean is roughly 26 times Oct4's {T('h1_stats')}.", V, "arithmetic"),
        (f"Oct4's maximum is roughly 2.5× its mean {T('h1_stats')}.", U, "arithmetic"),
        (f"The Oct4 track is sparse in this window {T('h1_stats')}. Its mean is just 0.49, with a maximum of 1.38 "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"Oct4 signal is weak throughout this region, with no obvious summit {T('h1_stats')}.", N, "qualitative"),
        ("Oct4 covers only about 1.7% of that window, so most bins are empty.", X, "uncited"),
        (f"Calling Oct4 peaks at z ≥ 2 (threshold 1.006) found just 2 peaks in the window {T('h1_peaks')}.",
         V, "supported"),
        (f"Oct4 and H3K27ac barely correlate (r = 0.11), though Spearman's ρ is higher at 0.46 {T('h1_corr')}.",
         V, "multi"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Only 9 of the 200 100-bp bins were usable, with 191 excluded {T('h1_corr')}.", V, "multi"),
        # --- plain / uncited ----------------------------------------------------------------------
        ("rep1 averaged 0.870 across chr19.", X, "uncited"),
        ("Happy to rerun this with a different bin size if that helps.", P, "plain"),
        ("Below is a short summary of what the tools returned.", P, "plain"),
        ("**Caveats**", P, "plain"),
        ("Keep in mind that a z-score caller is much cruder than a model-based peak caller.", P, "plain"),
        ("Overall, the replicates tell a consistent story.", P, "plain"),
    ]
    return [Item(f"s18b_{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
