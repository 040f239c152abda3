"""Blind batch s4i, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run (the checker was never run on it, and its code was never read).
This is the final sealed measurement. It spreads the classes evenly over every record: chr19 replicate
stats (chromosome, view, 10-kb window), the three peak calls, quantification, the correlations and matrix,
MYC, both asset previews, the ENCODE search and all ten file records, and the hg19 H1 POU5F1 set. Most rows
are written the way a careful but informal scientist posts on Slack (fragments, abbreviations, British and
American spellings, hedges like "ish", "a hair under", "north of", "just shy of", numbers with and without
separators or units). A few are in the voice of a formal report. The U rows are mistakes an LLM really makes:
the other track's or the other attribute's value, the wrong scope, slightly-off arithmetic, the wrong rank,
the wrong accession role, the wrong record, or an invented number.

First run of the checker on it (never relabelled): 135 sentences, agreement 0.904, "unsupported" precision
0.836, recall 0.966. The checker was then changed for the classes it missed ('north of', 'just shy of'; 'chr-
wide'; '27 fewer'; 'outscores … by 4'; a feature said to lie inside a region; exact coordinates as positions;
'chr19 1.0–1.2 Mb'; ranges said to span or range; attribute words said 'respectively'; 'X vs Y' for names said
otherwise), so from then on this batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # --- supported -------------------------------------------------------------------------
        (f"ok so rep1 averages 0.870 across all of chr19 {T('stats_chr')}", V, "supported"),
        (f"MYC is on the + strand, chr8:127,735,433-127,742,951 {T('gene')}.", V, "supported"),
        (f"rep2 threshold call (≥20, min 50 bp) → 48 peaks in the view {T('peaks_thr')}.", V, "supported"),
        # --- rounded ---------------------------------------------------------------------------
        (f"rep2 sd over the view ≈ 10.2, so noisier than rep1 {T('stats_view')}", V, "rounded"),
        (f"The H3K27ac mean over the H1 window is 12.8 {T('h1_stats')}.", V, "rounded"),
        (f"rep1's chr19 sd comes out at 9.03 {T('stats_chr')}", U, "rounded"),
        # --- hedged ----------------------------------------------------------------------------
        (f"rep2 mean in the view is a hair under 1.69 {T('stats_view')}", V, "hedged"),
        (f"rep1 tops out just shy of 200 over the view, 199.8-ish {T('stats_view')}", V, "hedged"),
        (f"chr-wide, rep1's max is north of 1,800 {T('stats_chr')}.", V, "hedged"),
        (f"rep1 vs pooled in view: Pearson roughly 0.7 {T('corr_view')}", U, "hedged"),
        (f"Oct4 mean over the window ~0.6 give or take {T('h1_stats')}", U, "hedged"),
        # --- units -----------------------------------------------------------------------------
        (f"fwiw MYC spans ~7.5 kb on chr8 {T('gene')}.", V, "units"),
        (f"corr bins on chr19 were ~117 kb each, 500 of them {T('corr_chr')}", V, "units"),
        (f"bedGraph asset is 80,997 bytes on disk (~81k) {T('asset_graph')}.", V, "units"),
        # --- scale -----------------------------------------------------------------------------
        (f"rep1's chromosome-wide sum ≈ 51.0M {T('stats_chr')}", V, "scale"),
        (f"rep2 summed to 51.2 million across chr19 {T('stats_chr')}.", V, "scale"),
        (f"pooled covers ~58.6 Mb of chr19 {T('stats_chr')}", V, "scale"),
        # --- wrong-value -----------------------------------------------------------------------
        (f"Peaks on chr19 (rep1, z≥2): 7,868 total {T('peaks_chr')}.", U, "wrong-value"),
        (f"the merged call gave 36 peaks from 65 fragments {T('peaks_gap')}.", U, "wrong-value"),
        (f"ENCFF745TSK scored 1165 in the ranking {T('file_6')}.", U, "wrong-value"),
        # --- other-attribute -------------------------------------------------------------------
        (f"iirc rep1's sd in the 10 kb window was 2.76 {T('stats_win')}", U, "other-attribute"),
        (f"cutoff for the chr19 call was 9.02 {T('peaks_chr')}", U, "other-attribute"),
        (f"Peak_22 has a mean rep1 signal of 143 {T('quant')}.", U, "other-attribute"),
        # --- other-entity ----------------------------------------------------------------------
        (f"H3K27ac covers 65.7% of the window {T('h1_stats')}", U, "other-entity"),
        (f"Peak_37's quantified value is ~113 {T('quant')}", U, "other-entity"),
        (f"ENCFF779QTH pools replicates 1, 2 and 3 {T('file_2')}.", U, "other-entity"),
        # --- rounding-coincidence --------------------------------------------------------------
        (f"rep2 had 11 signal intervals in chr19:1,050,000-1,060,000 {T('stats_win')}", U,
         "rounding-coincidence"),
        (f"Oct4 z-score call returned 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"h1 corr used just 9 bins after excluding 191 {T('h1_corr')}", V, "rounding-coincidence"),
        (f"in the 10-kb window rep1 averages about 3 {T('stats_win')}", V, "rounding-coincidence"),
        # --- timestamp -------------------------------------------------------------------------
        (f"Search retrieved 2026-12-01T21:10:57Z: 10 hits, top one ENCFF381NDD {T('search')}", V, "timestamp"),
        (f"View last updated 2026-12-01T21:10:56Z {T('nav')}.", N, "timestamp"),
        (f"As of the 2026-12-01 21:10 run, the chr19 call had 7,888 peaks {T('peaks_chr')}", U, "timestamp"),
        (f"h1 nav (2026-12-01T21:10:57Z): hg19, chr6:31,130,000-31,150,000 {T('h1_nav')}", V, "timestamp"),
        # --- ids -------------------------------------------------------------------------------
        (f"{ids['rep1']} averaged 1.22 across the view {T('stats_view')}", V, "ids"),
        (f"{ids['rep2']} maxed at 199.8 in view {T('stats_view')}", U, "ids"),
        (f"{h1['H3K4me3']}: sd 15.8 over chr6:31,130,000-31,150,000 {T('h1_stats')}", V, "ids"),
        # --- wrong-scale -----------------------------------------------------------------------
        (f"pooled chr19 sum ~51.1 thousand {T('stats_chr')}", U, "wrong-scale"),
        (f"chr19 corr bins were ~117 Mb wide {T('corr_chr')}", U, "wrong-scale"),
        (f"H3K4me3 sum ~1.5M over the window {T('h1_stats')}.", U, "wrong-scale"),
        # --- wrong-unit ------------------------------------------------------------------------
        (f"the view correlation used 1,000 kb bins {T('corr_view')}", U, "wrong-unit"),
        (f"MYC gene body ~7.5 Mb {T('gene')}", U, "wrong-unit"),
        (f"Oct4 BED asset: 102 KB {T('asset_peaks')}", U, "wrong-unit"),
        # --- percent ---------------------------------------------------------------------------
        (f"coverage on chr19 is 99.98% for rep1 {T('stats_chr')}", V, "percent"),
        (f"Oct4 only covers 1.72% of the 20 kb window {T('h1_stats')}", V, "percent"),
        (f"Oct4 coverage: 17% {T('h1_stats')}", U, "percent"),
        (f"NB chr19 coverage for pooled: 99.8% {T('stats_chr')}", U, "percent"),
        # --- locus-exact -----------------------------------------------------------------------
        (f"Current view: chr19:1,000,000-1,200,000 (hg38) {T('nav')}", V, "locus-exact"),
        (f"we're parked on chr19 1.0–1.2 Mb {T('nav')}", V, "locus-exact"),
        (f"H1 view was chr6:31,130,000-31,160,000 {T('h1_nav')}", U, "locus-exact"),
        # --- locus-subregion -------------------------------------------------------------------
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 1.05–1.06 Mb window {T('quant')} "
         f"{T('stats_win')}", V, "locus-subregion"),
        (f"Peak_1939 lies inside chr19:1,050,000-1,060,000 {T('quant')}.", U, "locus-subregion"),
        (f"both Oct4 peaks (peak2363, peak2364) lie within chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}", V, "locus-subregion"),
        # --- locus-chromosome ------------------------------------------------------------------
        (f"MYC sits on chr8, nowhere near our chr19 view {T('gene')} {T('nav')}", V, "locus-chromosome"),
        (f"in the view, rep1 maxes out ~1,820 {T('stats_chr')}", U, "locus-chromosome"),
        (f"chr19 length considered: 58,617,616 bp {T('stats_chr')}", V, "locus-chromosome"),
        # --- locus-disjoint --------------------------------------------------------------------
        (f"MYC overlaps the chr19 view {T('gene')} {T('nav')}", U, "locus-disjoint"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) is outside the 1.05–1.06 Mb window {T('quant')} "
         f"{T('stats_win')}", V, "locus-disjoint"),
        (f"the bedGraph preview is chr9:35,696,794-35,728,096, so no overlap with the chr19 view "
         f"{T('asset_graph')} {T('nav')}", V, "locus-disjoint"),
        # --- locus-feature ---------------------------------------------------------------------
        (f"Peak_37 → chr19:1,097,875-1,098,013 {T('quant')}", V, "locus-feature"),
        (f"Peak_22 at chr19:1,097,875-1,098,013 {T('quant')}", U, "locus-feature"),
        (f"peak2364: chr6:31,140,574-31,141,112 {T('asset_peaks')}", V, "locus-feature"),
        (f"Peak_1397 sits at chr19:1,110,067-1,110,262 {T('quant')}.", U, "locus-feature"),
        # --- preview ---------------------------------------------------------------------------
        (f"first bedGraph row: chr9:35,726,969-35,726,977, value 8.62 {T('asset_graph')}", V, "preview"),
        (f"peak2363 has score 93 {T('asset_peaks')}", U, "preview"),
        (f"The preview comprises 40 lines and is marked as truncated {T('asset_graph')}.", V, "preview"),
        (f"last preview row chr9:35,727,163-35,727,165 reads 18.80 {T('asset_graph')}", U, "preview"),
        # --- accession -------------------------------------------------------------------------
        (f"Top-ranked file: ENCFF381NDD {T('search')}", V, "accession"),
        (f"ENCFF938DNH (replicate 3) ranked 8th {T('file_8')}", V, "accession"),
        (f"ENCFF945XHA came in at rank 8 {T('file_9')}.", U, "accession"),
        (f"ENCFF977KGH: rank 10, score 1161, rep 1 {T('file_10')}", V, "accession"),
        # --- accession-role --------------------------------------------------------------------
        (f"File ENCFF177JXC is associated with experiment ENCSR000AKP {T('file_4')}.", V, "accession-role"),
        (f"source experiment: ENCFF289IVJ {T('file_5')}", U, "accession-role"),
        (f"ENCSR000AKP is the file to grab, it's rank 1 {T('file_1')}", U, "accession-role"),
        (f"ENCFF814HWX is a rep-1 file from experiment ENCSR000AKP {T('file_7')}", V, "accession-role"),
        # --- wrong-record ----------------------------------------------------------------------
        (f"rep1 vs rep2 Pearson 0.615 on chr19 {T('corr_view')}", U, "wrong-record"),
        (f"MYC: chr8:127,735,433-127,742,951 {T('nav')}", U, "wrong-record"),
        (f"48 peaks above an absolute 20 with min width 50 bp {T('peaks_gap')}", U, "wrong-record"),
        # --- multi -----------------------------------------------------------------------------
        (f"Chr-wide call: cutoff 18.9 (k = 2, mean 0.870, sd 9.02), min width 1, no merging, 7,688 peaks "
         f"{T('peaks_chr')}", V, "multi"),
        (f"Threshold call on rep2: cutoff 20, min width 50 bp, merge gap 1 kb, 48 peaks {T('peaks_thr')}", U,
         "multi"),
        (f"rep1 vs pooled over the view: r 0.80, rho 0.69, 200 bins of 1 kb {T('corr_view')}", V, "multi"),
        # --- multi-record ----------------------------------------------------------------------
        (f"rep1 averages 0.870 chr-wide but 1.22 in the view {T('stats_chr')} {T('stats_view')}", V,
         "multi-record"),
        (f"Pearson: rep1/rep2 0.615 chr-wide, rep1/pooled 0.80 in the view and 0.85 chr-wide "
         f"{T('corr_chr')} {T('corr_view')} {T('matrix')}", U, "multi-record"),
        (f"Oct4: 2 peaks called, and the BED asset also has 2 rows {T('h1_peaks')} {T('asset_peaks')}", V,
         "multi-record"),
        (f"64 rep1 peaks in view and the quantification has 64 rows, so nothing dropped "
         f"{T('describe')} {T('quant')}", V, "multi-record"),
        # --- qualitative -----------------------------------------------------------------------
        (f"replicates look pretty concordant tbh {T('corr_chr')}", N, "qualitative"),
        (f"both marks are clearly enriched in this window, nice behaviour {T('h1_stats')}.", N, "qualitative"),
        (f"The z-score caller is a simple threshold, not MACS-like, so treat the calls as rough "
         f"{T('peaks_gap')}.", N, "qualitative"),
        (f"The retrieved files are consistent with the requested assay and biosample {T('search')}.", N,
         "qualitative"),
        (f"Oct4 track looks noisy tbh, wouldn't lean on it {T('h1_stats')}", N, "qualitative"),
        (f"Colour me unsurprised, the pooled track behaves sensibly {T('corr_view')}.", N, "qualitative"),
        ("Honestly I'd rerun this with a proper peak caller before drawing conclusions.", P, "qualitative"),
        ("Agreed, let's not over-interpret a z-score caller.", P, "qualitative"),
        # --- comparison ------------------------------------------------------------------------
        (f"rep2 has the higher view mean (1.69 vs 1.22) {T('stats_view')}", V, "comparison"),
        (f"across chr19 rep2 has the highest max of the three tracks {T('stats_chr')}", U, "comparison"),
        (f"Chr-wide, pooled correlates marginally better with rep2 than with rep1 (0.899 vs 0.898) "
         f"{T('matrix')}.", V, "comparison"),
        (f"in the 10-kb window rep2 beats rep1 on mean {T('stats_win')}", U, "comparison"),
        # --- arithmetic ------------------------------------------------------------------------
        (f"merging at 1 kb collapsed 65 fragments into 38 peaks, 27 fewer {T('peaks_gap')}", V, "arithmetic"),
        (f"rep1 chr max minus rep2 chr max ≈ 182 {T('stats_chr')}", U, "arithmetic"),
        (f"~45% fewer peaks after merging (65→38) {T('peaks_gap')}", U, "arithmetic"),
        (f"MYC: 127,742,951 − 127,735,433 = 7,518 bp {T('gene')}", V, "arithmetic"),
        # --- matrix ----------------------------------------------------------------------------
        (f"matrix: spearman rep2–pooled 0.901, the highest off-diagonal {T('matrix')}", V, "matrix"),
        (f"matrix Pearson rep1–pooled 0.899 {T('matrix')}", U, "matrix"),
        (f"Pearson rep1–rep2 just 0.62 vs ~0.90 for either rep against pooled {T('matrix')}", V, "matrix"),
        # --- pronoun ---------------------------------------------------------------------------
        (f"Look at Peak_22 {T('quant')}. It ranks first, mean signal ~113 {T('quant')}.", V, "pronoun", 1),
        (f"pooled is the smoothest track on chr19 {T('stats_chr')}. Its max is 1,667.9 {T('stats_chr')}.", U,
         "pronoun", 1),
        (f"H3K27ac is the broadest mark here {T('h1_stats')}. It covers 14,764 bp of the window "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"ENCFF849TDM pools replicates 1 and 2 {T('file_3')}. Its rank is 2 {T('file_3')}.", U, "pronoun", 1),
        # --- uncited ---------------------------------------------------------------------------
        ("rep1 and rep2 correlate at r ≈ 0.62 over chr19.", X, "uncited"),
        (f"Cited bit first {T('stats_view')}. Then rep2 max 190.7 in the view.", X, "uncited", 1),
        ("MYC is at chr8:127,735,433-127,742,951.", X, "uncited"),
        ("chr-wide the threshold came out ~18.9 w/ k=2.", X, "uncited"),
        ("north of 7.5k peaks chr-wide with the z≥2 call, fwiw.", X, "uncited"),
        ("ENCFF381NDD pools reps 1–3 and sits at rank 1.", X, "uncited"),
        ("Will ping the ENCODE folks about the replicate metadata.", P, "uncited"),
        ("Let's sanity-check the peaks by eye in the browser tomorrow.", P, "uncited"),
        ("Worth noting the bedGraph preview is only the first chunk of the file.", P, "uncited"),
        # --- unknown-token ---------------------------------------------------------------------
        ("rep1 averages 1.22 in the view [[cite:cite_made_up_123]]", U, "unknown-token"),
        ("Top hit ENCFF381NDD [[cite:cite_0000deadbeef]].", U, "unknown-token"),
        ("Replicates agree nicely [[cite:cite_fake_rep]].", U, "unknown-token"),
        # --- scope -----------------------------------------------------------------------------
        (f"Across the entirety of chr19, the pooled track exhibits a mean normalised signal of 0.872 {T('stats_chr')}.", V, "scope"),
        (f"over the view, rep1 called 7688 peaks {T('peaks_chr')}", U, "scope"),
        (f"in chr19:1,050,000-1,060,000 rep2 reaches 190.7 {T('stats_win')} {T('stats_view')}", U, "scope"),
        # --- range -----------------------------------------------------------------------------
        (f"rep1 peak scores span 21–177 in view {T('describe')}", V, "range"),
        (f"rep2 peak scores span 21–177 {T('describe')}", U, "range"),
        (f"top-5 quantified values run from ~55.5 up to ~113 {T('quant')}", V, "range"),
        (f"H3K27ac ranged 0.08–74.5 {T('h1_stats')}", U, "range"),
        # --- respectively ----------------------------------------------------------------------
        (f"rep1/rep2/pooled view maxima: 199.8, 190.7 and 159.2 respectively {T('describe')}", V,
         "respectively"),
        (f"chr19 means for rep1 and rep2 are 0.874 and 0.870, respectively {T('stats_chr')}", U, "respectively"),
        (f"Pearson and Spearman for Oct4 vs H3K27ac were 0.11 and 0.46, respectively {T('h1_corr')}.", V,
         "respectively"),
        (f"rep1 and rep2 in the 10-kb window peaked at 111.0 and 76.3 respectively, with means 2.30 and 2.76 "
         f"{T('stats_win')}", U, "respectively"),
        # --- table -----------------------------------------------------------------------------
        (f"| track | mean | max | sd |\n| rep1 | 1.22 | 199.8 | 7.71 {T('stats_view')} |", V, "table", -1),
        (f"| track | intervals | covered bp |\n| pooled | 279 | 200,000 {T('describe')} |", U, "table", -1),
        (f"| file | rank | score |\n| ENCFF289IVJ | 5 | 1161 {T('file_5')} |", V, "table", -1),
        (f"| mark | mean | cov. |\n| H3K4me3 | 11.4 | 73.8% {T('h1_stats')} |", U, "table", -1),
    ]
    return [Item(f"bi{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
