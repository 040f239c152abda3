"""Blind batch s4j, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run. Focus: an even spread over every record (chr19
view / window / chromosome stats, peak calls, quantification, correlations and the 3-track matrix,
MYC, the two asset previews, the ENCODE search and its 10 file records, the hg19 H1 marks) and over
every class of the brief. Style: a neutral, typical assistant answering a biologist in a Jupyter
chat -- mostly plain declarative sentences, some bullets and table rows, a few two- or
three-sentence answers with the labelled sentence given by index.

First run of the checker on it (never relabelled): 130 sentences, agreement 0.915, "unsupported" precision 0.887, recall 0.904. With s4k (both sealed until then): 265 sentences, agreement 0.902, precision 0.881, recall 0.906. The checker was then changed for some of the classes they missed (a bold run-in heading; 'moved the view
to' / 'is now set to' / 'analysis covers'; 'the top five' as a selection; '51.0 M'; 'in its narrowPeak
file' as a place; 'Pearson 0.898 with rep1, 0.899 with rep2'; 'ends 465 bp before'; 'rep1–pooled is 0.899'
as a pair; 'on chr8 at about 127.7 Mb'; '(177 vs 123)' after the names said since the last list; 'the Oct4
preview peaks are 533 bp'), so from then on this batch is tuning data."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    chr_peaks_track = rec.d("peaks_chr")["trackId"]
    url8 = rec.d("file_8")["downloadUrl"]
    rows = [
        # ---- nav ----
        (f"The browser is now centred on chr19:1,000,000-1,200,000 in hg38 {T('nav')}.", V, "locus-exact"),
        (f"The current view spans 200 kb of chr19 {T('nav')}.", V, "units"),
        (f"I've moved the view to chr19:1,000,000-1,250,000 so the whole cluster is visible {T('nav')}.", U,
         "locus-exact"),
        (f"The visible window is about 2 Mb wide, which is why individual peaks look so narrow {T('nav')}.", U,
         "wrong-scale"),
        (f"The view was last updated at 2026-12-01T21:10:56Z and covers chr19:1.0–1.2 Mb {T('nav')}.", V,
         "timestamp"),
        # ---- describe ----
        (f"In this view the rep1 narrowPeak track contributes 64 peaks, with scores ranging from 21 to 177 "
         f"{T('describe')}.", V, "range"),
        (f"- **pooled**: mean 1.45, max 159.2, 523 intervals {T('describe')}", V, "multi"),
        (f"Signal in this region is concentrated in a handful of sharp peaks rather than spread evenly "
         f"{T('describe')}.", N, "qualitative"),
        (f"Track {ids['pooled']} averages 1.69 across the view {T('describe')}.", U, "ids"),
        # ---- stats_chr ----
        (f"rep2's highest value anywhere on chr19 is 1,820.2 {T('stats_chr')}.", U, "other-entity"),
        (f"The pooled track has signal over 99.98% of chr19's bases {T('stats_chr')}.", V, "percent"),
        (f"Summed over the chromosome, rep1 carries about 51 billion units of fold-change signal "
         f"{T('stats_chr')}.", U, "wrong-scale"),
        (f"rep1's summed chromosome-wide signal comes to about 51.0 million {T('stats_chr')}.", V, "scale"),
        (f"chr19 is about 58.6 Mb long, and all three tracks were summarised over its full length "
         f"{T('stats_chr')}.", V, "locus-chromosome"),
        (f"rep1's chromosome-wide maximum is around 1,900 {T('stats_chr')}.", U, "hedged"),
        (f"rep2 averages 0.87 over chr19, the same as rep1 to two decimals {T('stats_chr')}.", V,
         "rounding-coincidence"),
        (f"| rep2 | mean 0.874 | max 1,667.9 | sd 9.02 | {T('stats_chr')} |", U, "table"),
        (f"Across chr19 the pooled track averages 0.872 {T('stats_chr')}. I'd use it as the reference for the "
         f"next steps.", V, "supported", 0),
        # ---- stats_view ----
        (f"Over the view, rep1 and rep2 average 1.22 and 1.69, respectively {T('stats_view')}.", V,
         "respectively"),
        (f"In the view, rep1 and rep2 have means of 1.69 and 1.22, respectively {T('stats_view')}.", U,
         "respectively"),
        (f"In the displayed region rep1 averages 0.87 {T('stats_view')}.", U, "scope"),
        (f"Replicate 2 has the higher mean in this view — 1.69 versus 1.22 for replicate 1 "
         f"{T('stats_view')}.", V, "comparison"),
        (f"rep1's mean over the view is 1.23 {T('stats_view')}.", U, "wrong-value"),
        (f"rep1's standard deviation in the view is 7.2 {T('stats_view')}.", U, "rounding-coincidence"),
        (f"rep1 covers 99.98% of the bases in the view {T('stats_view')}.", U, "percent"),
        (f"rep1 reaches 199.8 in the view {T('stats_view')}. That is far below its chromosome-wide maximum of "
         f"1,820.2 {T('stats_chr')}.", V, "pronoun", 1),
        (f"Most of the view is background, with the signal concentrated at a few sharp sites "
         f"{T('stats_view')}.", N, "qualitative"),
        (f"rep2 averages 1.69 in the view {T('stats_view')}. That is about 38% above rep1's 1.22.", X,
         "uncited", 1),
        # ---- stats_win ----
        (f"In the 10-kb window rep1's mean is more than double its mean over the full view (2.76 vs 1.22) "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"rep1 averages 1.22 across chr19:1,050,000-1,060,000 {T('stats_win')}.", U, "scope"),
        (f"The summed rep2 signal in the window is about 23,000 {T('stats_win')}.", V, "hedged"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 lies inside the current view {T('stats_win')} "
         f"{T('nav')}.", V, "locus-subregion"),
        (f"The 10-kb window I profiled, chr19:1,150,000-1,160,000, sits inside the view {T('stats_win')} "
         f"{T('nav')}.", U, "locus-subregion"),
        # ---- peaks_chr ----
        (f"The chromosome-wide caller found 7,688 peaks on rep1 {T('peaks_chr')}. Its threshold was 18.92, "
         f"the mean plus k = 2 standard deviations {T('peaks_chr')}.", V, "pronoun", 1),
        (f"On chr19 the caller returned 7,868 peaks for rep1 {T('peaks_chr')}.", U, "wrong-value"),
        (f"The peaks were saved as a new track, {chr_peaks_track}, holding 7,688 intervals "
         f"{T('peaks_chr')}.", V, "ids"),
        (f"These peak calls look reasonable for a quick first pass {T('peaks_chr')}.", N, "qualitative"),
        # ---- peaks_gap ----
        (f"With a 1 kb merge gap, the 65 raw fragments in the view collapse into 38 peaks {T('peaks_gap')}.",
         V, "multi"),
        (f"Merging with a 1 kb gap cut the number of called regions by about 58% {T('peaks_gap')}.", U,
         "arithmetic"),
        (f"Peak_22 has a mean rep1 signal of 113 {T('peaks_gap')}.", U, "wrong-record"),
        # ---- peaks_thr ----
        (f"For rep2, a fixed threshold of 20 with a 50 bp minimum width gives 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "multi"),
        (f"rep2's threshold call required peaks to be at least 20 bp wide {T('peaks_thr')}.", U,
         "other-attribute"),
        (f"Using the fixed cutoff, rep2 yields 48 peaks, compared with 69 in its narrowPeak file for the same "
         f"view {T('peaks_thr')} {T('describe')}.", V, "multi-record"),
        ("A fixed cutoff of 20 with a 50 bp minimum width produced 48 peaks on rep2.", X, "uncited"),
        # ---- quant ----
        (f"The strongest rep1 peak by mean signal is Peak_22 (chr19:1,102,539-1,102,707), averaging 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_281 sits at chr19:1,097,875-1,098,013 {T('quant')}.", U, "locus-feature"),
        (f"Peak_1397 is ranked third, with a mean signal of 61.6 {T('quant')}.", U, "wrong-value"),
        (f"Peak_1939 lies inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window I profiled {T('quant')} "
         f"{T('stats_win')}.", V, "locus-subregion"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 does not overlap Peak_22 {T('stats_win')} "
         f"{T('quant')}.", V, "locus-disjoint"),
        (f"Across the top five rep1 peaks, mean signal ranges from 55.5 to 95.5 {T('quant')}.", U, "range"),
        # ---- corr_chr ----
        (f"Across chr19, rep1 and rep2 correlate with Pearson r = 0.62 {T('corr_chr')}.", V, "rounded"),
        (f"The replicates' Pearson correlation on chr19 is 0.59 {T('corr_chr')}.", U, "other-attribute"),
        (f"The chr19 correlation used 500 bins of about 117 kb each {T('corr_chr')}.", V, "units"),
        (f"The two replicates are only moderately concordant at chromosome scale {T('corr_chr')}.", N,
         "qualitative"),
        (f"Across chr19, rep1 and rep2 correlate at r = 0.62 {T('corr_view')}.", U, "wrong-record"),
        (f"Across chr19 the replicate Pearson r is 0.615 {T('corr_chr')}.", V, "rounded"),
        # ---- corr_view ----
        (f"In the view, rep1 and the pooled track correlate at r = 0.80 over 200 bins of 1 kb "
         f"{T('corr_view')}.", V, "multi"),
        (f"The viewport correlation between rep1 and rep2 is 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"rep1 tracks pooled more closely in the view (r = 0.80) than it tracks rep2 across chr19 "
         f"(r = 0.62) {T('corr_view')} {T('corr_chr')}.", V, "comparison"),
        # ---- matrix ----
        (f"In the three-track matrix, rep2 and pooled are the most strongly correlated pair (r = 0.90) "
         f"{T('matrix')}.", V, "matrix"),
        (f"The Spearman coefficient between rep1 and pooled is 0.90 {T('matrix')}.", U, "matrix"),
        (f"rep2 versus pooled has a Spearman coefficient of 0.85 {T('matrix')}.", U, "matrix"),
        (f"- **rep1 vs pooled:** Pearson 0.898, Spearman 0.852 {T('matrix')}", V, "table"),
        (f"The rep1–pooled correlation rises from 0.80 in the view to 0.90 across chr19 {T('corr_view')} "
         f"{T('matrix')}.", V, "multi-record"),
        # ---- gene ----
        (f"MYC is annotated at chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"The MYC gene spans about 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC is roughly 7.5 Mb long, so it won't fit in a single view {T('gene')}.", U, "wrong-unit"),
        (f"MYC starts at chr8:127,736,433 {T('gene')}.", U, "wrong-value"),
        (f"MYC lies within the current chr19 view {T('gene')} {T('nav')}.", U, "locus-disjoint"),
        (f"MYC sits on chr8 at about 127.7 Mb {T('gene')}.", V, "locus-chromosome"),
        (f"MYC is on chromosome 8, at around 128.7 Mb {T('gene')}.", U, "locus-chromosome"),
        ("MYC is located at chr8:127,735,433-127,742,951.", X, "uncited"),
        # ---- asset_peaks ----
        (f"The Oct4 BED preview has 2 lines: peak2363 at chr6:31,139,576-31,140,109 and peak2364 at "
         f"chr6:31,140,574-31,141,112 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 has a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks in the file fall inside the hg19 view chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2364 has a signal value of 128.8 {T('asset_peaks')}.", U, "other-entity"),
        (f"peak2363 ends 465 bp before peak2364 begins {T('asset_peaks')}.", V, "arithmetic"),
        # ---- asset_graph ----
        (f"The bedGraph preview starts with chr9:35,726,969-35,726,977 at a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"Values in the preview range from 6.45 to 20.12 {T('asset_graph')}.", V, "range"),
        (f"The interval chr9:35,727,025-35,727,065 has a value of 12.15 {T('asset_graph')}.", U, "preview"),
        (f"The preview's section header covers chr9:35,696,794-35,728,096 {T('asset_graph')}.", V,
         "locus-exact"),
        (f"The preview read 80,997 bytes from the file {T('asset_graph')}.", U, "other-attribute"),
        (f"The bedGraph shows a smooth ramp of signal rather than an isolated spike {T('asset_graph')}.", N,
         "qualitative"),
        # ---- search ----
        (f"The top hit is ENCFF381NDD, which pools replicates 1, 2 and 3 {T('search')}.", V, "accession"),
        (f"The second-ranked candidate is ENCFF849TDM {T('search')}.", U, "accession-role"),
        (f"Of the 10 candidates, 3 are pooled files and 7 are single-replicate files {T('search')}.", V,
         "arithmetic"),
        (f"Results were retrieved at 2026-12-01T21:10:57Z and include 10 candidates {T('search')}.", V,
         "timestamp"),
        # ---- file records ----
        (f"ENCFF381NDD belongs to experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH combines replicates 1, 2 and 3 {T('file_2')}.", U, "other-entity"),
        (f"ENCFF849TDM is ranked third with a score of 1,165 {T('file_3')}.", V, "supported"),
        (f"ENCFF177JXC, a replicate 1 file, is ranked fourth with a score of 1,165 {T('file_4')}.", U,
         "wrong-value"),
        (f"ENCSR000AKP is the file accession for the replicate 2 bigWig, and ENCFF289IVJ is its experiment "
         f"{T('file_5')}.", U, "accession-role"),
        (f"ENCFF745TSK is the replicate 2 fold-change bigWig at rank 6 {T('file_6')}.", V, "accession"),
        (f"ENCFF814HWX comes from biological replicate 2 {T('file_7')}.", U, "other-entity"),
        (f"ENCFF938DNH (download: {url8}) is the replicate 3 file, ranked 8th {T('file_8')}.", V, "ids"),
        (f"ENCFF945XHA ranks 9th, with a score 4 points below the top file (1,161 vs 1,165) {T('file_9')} "
         f"{T('file_1')}.", V, "multi-record"),
        (f"ENCFF977KGH, ranked 10th, is a replicate 1 file from ENCSR000AKP {T('file_10')}.", V, "accession"),
        (f"ENCFF977KGH is ranked 10th in the search {T('file_9')}.", U, "wrong-record"),
        (f"ENCFF177JXC and ENCFF289IVJ come from replicates 2 and 1, respectively {T('file_4')} "
         f"{T('file_5')}.", U, "respectively"),
        ("ENCFF381NDD is the pooled replicate 1, 2 and 3 file from ENCSR000AKP.", X, "uncited"),
        # ---- h1_nav ----
        (f"The hg19 view is chr6:31,130,000-31,150,000, a 20 kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 view spans 200 kb of chr6 {T('h1_nav')}.", U, "wrong-scale"),
        (f"The view is now set to chr6:31,120,000-31,150,000 {T('h1_nav')}.", U, "locus-exact"),
        # ---- h1_stats ----
        (f"Oct4 has signal over only 344 bp of the window, about 1.7% {T('h1_stats')}.", V, "percent"),
        (f"The H3K4me3 track ({h1['H3K4me3']}) covers 73.8% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 has the largest standard deviation of the three marks, 15.8 {T('h1_stats')}.", V,
         "comparison"),
        (f"H3K27ac's mean is about 12% higher than H3K4me3's (12.8 vs 11.4) {T('h1_stats')}.", V,
         "arithmetic"),
        (f"H3K27ac is the most broadly covered mark, with signal over 14,764 bp {T('h1_stats')}. Its mean "
         f"over the window is 12.8 {T('h1_stats')}.", V, "pronoun", 1),
        (f"Oct4 has signal over just 344 bp of the window {T('h1_stats')}. Its maximum is 74.5 "
         f"{T('h1_stats')}.", U, "pronoun", 1),
        (f"Across chr6, Oct4 averages 0.49 {T('h1_stats')}.", U, "scope"),
        (f"The H3K27ac and H3K4me3 profiles look broadly similar across this locus {T('h1_stats')}.", N,
         "qualitative"),
        ("Oct4 covers only about 1.7% of the 20 kb window.", X, "uncited"),
        # ---- h1_peaks ----
        (f"The Oct4 call returned 3 peaks {T('h1_peaks')}.", U, "wrong-value"),
        (f"The Oct4 call matches the BED file in number — 2 peaks in each {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"I called peaks on Oct4 in the hg19 window {T('h1_peaks')}. The caller found 2 peaks above a "
         f"cutoff of 1.006 {T('h1_peaks')}. Both are modest in height.", V, "multi", 1),
        # ---- h1_corr ----
        (f"Oct4 and H3K27ac have a Pearson r of only 0.11 over the window {T('h1_corr')}. Their Spearman "
         f"correlation is noticeably higher, at 0.46 {T('h1_corr')}.", V, "pronoun", 1),
        (f"Only 9 of the 200 bins (100 bp each) had signal in both tracks; the other 191 were excluded "
         f"{T('h1_corr')}.", V, "multi"),
        (f"The Oct4–H3K27ac correlation was computed over 148 bins {T('h1_corr')}.", U, "other-attribute"),
        (f"The Oct4–H3K27ac correlation used 1 kb bins {T('h1_corr')}.", U, "wrong-unit"),
        (f"With so few shared bins, the Oct4–H3K27ac relationship is hard to interpret with confidence "
         f"{T('h1_corr')}.", N, "qualitative"),
        # ---- unknown tokens ----
        ("rep1 averages 0.870 across chr19 [[cite:cite_project_19c5353cd2dc_genome_signal_stats_7e21b9c0]].",
         U, "unknown-token"),
        ("The top-ranked file is ENCFF381NDD [[cite:cite_encode_search_top1]].", U, "unknown-token"),
        # ---- uncited / plain ----
        ("rep1 and rep2 correlate at r = 0.62 across chr19, which is modest for biological replicates.", X,
         "uncited"),
        ("- **Bin size:** 117,236 bp (500 bins)", X, "uncited"),
        ("Let me know if you want me to call peaks on rep2 with the same settings.", P, "plain"),
        ("A z-score caller is a simple heuristic, so treat these calls as candidates rather than final peaks.",
         P, "plain"),
        ("Here is a summary of what the tools returned:", P, "plain"),
        ("The replicates agree reasonably well in the peak regions. I'd look at the pooled track next.", P,
         "plain", 1),
        ("If you'd like, I can export the quantification table as a TSV.", P, "plain"),
    ]
    return [Item(f"bj{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
