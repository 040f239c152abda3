"""Blind batch s18a, written by a helper session (s18a) on 2026-12-02, labelled by hand against the
records dump before any checker run. Focus: answer styles not yet common in the sets — terse
"key: value" lab-notebook bullets, chatty conversational answers, answers by a non-native English
writer (unusual word order and prepositions, but unambiguous), and answers that write track ids and
result files as inline code. Supported, rounded, hedged, unit-converted and scaled sentences are mixed
with realistic slips (other track, other attribute, chromosome value quoted for the view, swapped
"respectively", off-by-rounding, wrong unit or scale), plus qualitative, uncited and plain ones, over
every record kind (navigation, viewport description, stats at three scopes, three peak calls,
quantification, correlations and the matrix, gene, asset previews, ENCODE search and file records, and
the hg19 H1 POU5F1 tracks).

First run of the checker on it (never relabelled; checker at 90808d9, changed for s12–s14, s16 and s17, never
for this batch): 133 sentences, agreement 0.985, "unsupported" precision 1.000, recall 0.964. The two s18
batches together (262): 0.969 / 0.971 / 0.952. Its misses were not read: kept sealed for the next measurement."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s18a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    r1, r2, pl = ids["rep1"], ids["rep2"], ids["pooled"]
    pk_file = rec.d("peaks_chr")["resultFileName"]
    q_file = rec.d("quant")["resultFileName"]
    rows = [
        # ---- terse key: value bullets ----
        (f"- rep1 mean (chr19): 0.870 {T('stats_chr')}", V, "supported"),
        (f"- rep2 mean (chr19): 0.870 {T('stats_chr')}", U, "other-entity"),
        (f"- coveredFraction, rep2 (chr19): 99.98 % {T('stats_chr')}", V, "percent"),
        (f"- bin size: 117,236 bp · nBins: 500 · Pearson r: 0.615 {T('corr_chr')}", V, "multi"),
        (f"- bins: 1 kb × 200 · r (rep1 vs pooled): 0.80 {T('corr_view')}", V, "units"),
        (f"- peaks in view after 1-kb merge: 65 {T('peaks_gap')}", U, "other-attribute"),
        (f"- MYC: chr8:127,735,433-127,742,951, 1 transcript {T('gene')}", V, "locus-feature"),
        (f"- H3K27ac coveredBases: 14,764 of 20,000 bp {T('h1_stats')}", V, "supported"),
        (f"- ranked candidates: 20 {T('search')}", U, "wrong-value"),
        (f"- rep2 mean (view): 1.68 {T('stats_view')}", U, "rounded"),
        (f"- Pearson r (rep1 vs rep2, chr19): 0.615", X, "uncited"),
        (f"- rep1 mean (chr19): 0.870 [[cite:cite_made_up_123]]", U, "unknown-token"),
        # ---- chatty ----
        (f"Sure! So, looking at the view, rep2 comes out a bit higher — its mean is 1.69 against 1.22 for "
         f"rep1 {T('stats_view')}.", V, "comparison"),
        (f"Good question! Across the whole of chr19 the two replicates are basically neck and neck: 0.870 for "
         f"rep1 and 0.874 for rep2 {T('stats_chr')}.", V, "multi"),
        (f"Honestly, the correlation is only moderate — Pearson r comes out at 0.62 over chr19 "
         f"{T('corr_chr')}.", V, "rounded"),
        (f"Honestly, the correlation is only moderate — Pearson r comes out at 0.62 over chr19 {T('corr_chr')}. "
         f"Oh, and the Spearman there is a touch lower, about 0.59 {T('corr_chr')}.", V, "hedged", 1),
        (f"Happy to help! Quick summary: the z-score caller found 7,868 peaks on chr19 for rep1 "
         f"{T('peaks_chr')}.", U, "wrong-value"),
        (f"Totally fair to be skeptical here — the Oct4 track only covers 1.72% of the 20-kb window "
         f"{T('h1_stats')}.", V, "percent"),
        (f"Basically, Oct4 covers about 17% of the window {T('h1_stats')}, so it's quite sparse.", U, "percent"),
        (f"Sure thing — the top feature is Peak_22 {T('quant')}. And if you're curious, the runner-up, "
         f"Peak_37, averages around 96 {T('quant')}.", V, "hedged", 1),
        (f"Honestly, the whole thing looks like clean, reproducible enrichment to me {T('corr_chr')}.",
         N, "qualitative"),
        ("Hope that helps — let me know if you want me to call peaks on rep2 as well!", P, "qualitative"),
        (f"Oh nice, so the merge actually made a difference: 65 fragments collapsed into 38 peaks, that's 27 "
         f"fewer {T('peaks_gap')}.", V, "arithmetic"),
        (f"Oh nice, so the merge made a difference: 65 fragments collapsed into 38 peaks {T('peaks_gap')}. "
         f"In other words it removed about 58% of the fragments {T('peaks_gap')}.", U, "arithmetic", 1),
        (f"Yep — and just so you know, the chromosome-wide call used a cutoff of 16.64 {T('peaks_chr')}.",
         U, "scope"),
        (f"Sure, so rep1 and the pooled track look quite concordant in this region {T('corr_view')}.",
         N, "qualitative"),
        # ---- non-native English ----
        (f"In the view, the mean of rep2 is coming to 1.69, more high than rep1 which has 1.22 "
         f"{T('stats_view')}.", V, "comparison"),
        (f"On whole chr19 the pooled is having 523 intervals {T('stats_chr')}.", U, "locus-chromosome"),
        (f"Into the window of 10 kb, rep2 has 12 intervals and rep1 has 16 {T('stats_win')}.", V, "multi"),
        (f"Inside this window the standard deviation of rep2 is of 12.1 {T('stats_win')}.", U, "other-entity"),
        (f"The correlation among Oct4 and H3K27ac is weak, only 0.11 by Pearson {T('h1_corr')}.", V, "rounded"),
        (f"By Spearman the correlation among Oct4 and H3K27ac is more strong, 0.64 {T('h1_corr')}.",
         U, "wrong-value"),
        (f"The bins for this correlation they are of 1 kb each {T('h1_corr')}.", U, "wrong-unit"),
        (f"For MYC the gene is laying on chr8 from 127,735,433 until 127,742,951 {T('gene')}.",
         V, "locus-feature"),
        (f"MYC has length of about 7.5 kb {T('gene')}.", V, "units"),
        (f"MYC has length of about 75 kb {T('gene')}.", U, "wrong-scale"),
        (f"In the ENCODE search was found 10 candidates, without any relaxation {T('search')}.", V, "supported"),
        (f"In short, the replicates are agreeing quite well and the pooled is more smooth.", P, "qualitative"),
        (f"Here the H3K27ac signal is looking typical for an active promoter {T('h1_stats')}.", N, "qualitative"),
        (f"For rep2 at threshold of 20, is required minimum width of 50 kb {T('peaks_thr')}.", U, "wrong-unit"),
        # ---- inline code ids ----
        (f"`{r1}` averaged 0.870 across chr19 {T('stats_chr')}.", V, "ids"),
        (f"`{r2}` averaged 1.22 across the view {T('stats_view')}.", U, "ids"),
        (f"Peaks were written to `{pk_file}` — 7,688 of them {T('peaks_chr')}.", V, "ids"),
        (f"`{pl}` reaches 870.1 in the current view {T('describe')}.", U, "locus-chromosome"),
        (f"`{r1}` — max 1,820.2 on chr19 [[cite:stats_chr19_rep1]]", U, "unknown-token"),
        # ---- scale / units / hedged ----
        (f"rep1 summed to roughly 51 million across chr19 {T('stats_chr')}.", V, "scale"),
        (f"Pooled sum over chr19: about 51.1 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"In the view rep1 integrates to ~245 thousand {T('stats_view')}.", V, "scale"),
        (f"rep2's viewport sum comes to about 337 {T('stats_view')}.", U, "wrong-scale"),
        (f"Coverage of rep2 on chr19 is 58.6 kb {T('stats_chr')}.", U, "wrong-unit"),
        (f"Roughly 0.7 Pearson between the replicates on chr19 {T('corr_chr')}.", U, "hedged"),
        (f"Around 7,900 peaks pass z ≥ 2 on chr19 for rep1 {T('peaks_chr')}.", U, "hedged"),
        # ---- timestamps ----
        (f"Navigated 2026-12-02T03:49:57Z; view chr19:1,000,000-1,200,000 {T('nav')}.", V, "timestamp"),
        (f"Search retrieved at 2026-12-02T03:49:59Z and returned 12 ranked files {T('search')}.",
         U, "timestamp"),
        (f"The view was last updated 2026-12-02T03:49:57.991Z {T('nav')}.", N, "timestamp"),
        (f"The Oct4 asset was imported on 2026-12-02 at 03:49 UTC and is 102 bytes {T('asset_peaks')}.",
         V, "timestamp"),
        # ---- loci ----
        (f"The current view is chr19:1.0–1.2 Mb on hg38 {T('nav')}.", V, "locus-exact"),
        (f"We're looking at chr19:1,000,000-1,250,000 right now {T('nav')}.", U, "locus-exact"),
        (f"The H1 window is chr6:31,130,000-31,150,000 on hg19 {T('h1_nav')}.", V, "locus-exact"),
        (f"Peak_22 (chr19:1,102,539-1,102,707) sits inside the current view {T('quant')} {T('nav')}.",
         V, "locus-subregion"),
        (f"Between chr19:1,100,000 and 1,150,000, rep1 averages 1.22 {T('stats_view')}.", U, "locus-subregion"),
        (f"Over chr19 as a whole, rep2 averaged 0.874 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')}{T('stats_win')}.", U, "locus-disjoint"),
        (f"MYC (chr8:127,735,433-127,742,951) lies well outside the chr19 view {T('gene')} {T('nav')}.",
         V, "locus-disjoint"),
        (f"The Oct4 peak peak2364 at chr6:31,140,574-31,141,112 falls outside the H1 window "
         f"{T('asset_peaks')}{T('h1_nav')}.", U, "locus-disjoint"),
        (f"Peak_281 is at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        # ---- previews ----
        (f"peak2364 (chr6:31,140,574-31,141,112) carries a score of 93 {T('asset_peaks')}.", V, "preview"),
        (f"Of the two Oct4 peaks, peak2363 has the score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview opens at chr9:35,726,969-35,726,977 with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"In the bedGraph, chr9:35,727,084-35,727,087 reads 13.39 {T('asset_graph')}.", U, "preview"),
        (f"peak2363 spans 533 bp {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 spans 533 bp {T('h1_stats')}.", U, "wrong-record"),
        # ---- accessions ----
        (f"The top hit is ENCFF381NDD from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH comes from experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        (f"ENCFF745TSK came in 6th with a score of 1,161 {T('file_6')}.", V, "accession"),
        (f"ENCFF745TSK came in 6th with a score of 1,161 {T('file_7')}.", U, "wrong-record"),
        (f"ENCFF938DNH is the replicate-3 file, ranked 8th {T('file_8')}.", V, "accession-role"),
        (f"ENCFF177JXC is the replicate 2 bigWig {T('file_4')}.", U, "accession-role"),
        (f"ENCFF381NDD pools replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCFF849TDM is ranked 2nd in the list {T('file_3')}.", U, "accession-role"),
        ("ENCFF381NDD is the pooled fold-change file from ENCSR000AKP.", X, "uncited"),
        # ---- matrix ----
        (f"rep1–pooled Spearman is 0.901 {T('matrix')}.", U, "matrix"),
        (f"The weakest pair in the matrix is rep1 vs rep2, r = 0.615 {T('matrix')}.", V, "matrix"),
        (f"rep2 tracks pooled marginally better than rep1 does — 0.899 vs 0.898 {T('matrix')}.", V, "matrix"),
        # ---- tables (the last row is labelled; all rows carry the token) ----
        (f"| Track | Mean (chr19) | SD |\n|---|---|---|\n| rep1 | 0.870 | 9.02 {T('stats_chr')} |\n"
         f"| rep2 | 0.874 | 8.64 {T('stats_chr')} |", V, "table"),
        (f"| Pair | Pearson | Spearman |\n|---|---|---|\n| rep1–rep2 | 0.615 | 0.586 {T('matrix')} |\n"
         f"| rep1–pooled | 0.898 | 0.852 {T('matrix')} |\n| rep2–pooled | 0.899 | 0.852 {T('matrix')} |",
         U, "table"),
        (f"| Mark | Mean | Max |\n|---|---|---|\n| H3K27ac | 12.81 | 74.48 {T('h1_stats')} |\n"
         f"| H3K4me3 | 11.42 | 72.44 {T('h1_stats')} |", V, "table"),
        # ---- comparisons ----
        (f"In the window, rep2's mean is higher than rep1's {T('stats_win')}.", U, "comparison"),
        (f"Of the three tracks, pooled has the largest sd on chr19 {T('stats_chr')}.", U, "comparison"),
        # ---- arithmetic ----
        (f"rep2's view mean is roughly 38% above rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep2's view mean is about twice rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"The rep1 cutoff is mean + 2·sd: 0.870 + 2 × 9.023 ≈ 18.92 {T('peaks_chr')}.", V, "arithmetic"),
        (f"The pooled file ENCFF381NDD scored 1,165, four points above ENCFF177JXC at 1,161 "
         f"{T('file_1')}{T('file_4')}.", V, "multi-record"),
        # ---- pronouns ----
        (f"rep2 averaged 1.69 over the view {T('stats_view')}. Its maximum there was 190.7 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"rep1 averaged 1.22 over the view {T('stats_view')}. Its standard deviation was 10.2 "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"Oct4 is barely present here {T('h1_stats')}. It covers just 344 bp of the window {T('h1_stats')}.",
         V, "pronoun", 1),
        (f"Oct4 is barely present here {T('h1_stats')}. It covers just 344 bp of the window {T('h1_stats')}.",
         N, "qualitative", 0),
        (f"Peak_37 is second in the ranking {T('quant')}. Its feature score is 143 {T('quant')}.",
         U, "pronoun", 1),
        # ---- uncited ----
        ("rep1 averaged 0.870 across chr19.", X, "uncited"),
        (f"rep2 averaged 1.69 in the view {T('stats_view')}. Its sd was 10.2.", X, "uncited", 1),
        ("The view spans chr19:1,000,000-1,200,000.", X, "uncited"),
        ("Basically the Oct4 signal only shows up in 1.72% of the window, so I'd be careful there.",
         X, "uncited"),
        # ---- plain / qualitative / unknown ----
        ("Let me know if you'd like a screenshot of that region.", P, "qualitative"),
        ("Overall, both replicates look like decent ChIP-seq data.", P, "qualitative"),
        (f"The replicates clearly agree at the broad scale {T('corr_chr')}.", N, "qualitative"),
        (f"The window signal is dominated by sharp spikes rather than broad enrichment {T('stats_win')}.",
         N, "qualitative"),
        ("The replicates agree well [[cite:genome_stats_deadbeef]].", U, "unknown-token"),
        # ---- respectively / range ----
        (f"rep1 and rep2 reached 76.3 and 111.0, respectively, in the 10-kb window {T('stats_win')}.",
         U, "respectively"),
        (f"H3K27ac and H3K4me3 cover 73.8% and 65.7% of the window, respectively {T('h1_stats')}.",
         V, "respectively"),
        (f"The rep1 and rep2 peak files hold 69 and 64 peaks in the view, respectively {T('describe')}.",
         U, "respectively"),
        (f"Over the view, rep1 ranges from 0 up to 199.8 {T('stats_view')}.", V, "range"),
        (f"The top five rep1 peaks average between 55.5 and 113.0 {T('quant')}.", V, "range"),
        (f"rep1 peak scores in the view run from 21 to 123 {T('describe')}.", U, "range"),
        # ---- scope ----
        (f"Within the view, rep1 at z ≥ 2 gives 38 peaks after merging {T('peaks_gap')}.", V, "scope"),
        (f"Within the view rep1 called 7,688 peaks {T('peaks_chr')}.", U, "scope"),
        (f"The viewport threshold for rep1 was 16.64 {T('peaks_gap')}.", V, "scope"),
        # ---- multi-record / other-attribute / wrong-record / rounding coincidences ----
        (f"rep1 averaged 1.22 in the view {T('stats_view')} and tracks pooled at r = 0.80 there "
         f"{T('corr_view')}.", V, "multi-record"),
        (f"rep2 averaged 0.874 on chr19 and 2.76 in the 10-kb window {T('stats_chr')}{T('stats_win')}.",
         U, "multi-record"),
        (f"rep1's standard deviation on chr19 was 0.870 {T('stats_chr')}.", U, "other-attribute"),
        (f"Peak_22's mean rep1 signal is 143 {T('quant')}.", U, "other-attribute"),
        (f"Pearson r between rep1 and rep2 on chr19 was 0.615 {T('corr_view')}.", U, "wrong-record"),
        (f"rep1 carries 3 intervals in the 10-kb window {T('stats_win')}.", U, "rounding-coincidence"),
        (f"The Oct4 caller found 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"The Oct4 z-score cutoff came out at 1.0 {T('h1_peaks')}.", V, "rounding-coincidence"),
        (f"rep2's chr19 sd is about 9 {T('stats_chr')}.", V, "rounding-coincidence"),
        # ---- more: terse, non-native, chatty ----
        (f"- threshold (rep2, absolute): 20 · min width: 50 bp · peaks: 48 {T('peaks_thr')}", V, "multi"),
        (f"- H3K4me3 coveredBases: 14,764 {T('h1_stats')}", U, "other-entity"),
        (f"- replicate agreement (chr19): good, not great {T('corr_chr')}", N, "qualitative"),
        (f"ENCFF754TJH.wig is 80,997 bytes, so about 81 kB {T('asset_graph')}.", V, "units"),
        (f"rep1 has ≈58.6 million bases covered on chr19 {T('stats_chr')}.", V, "scale"),
        (f"The peak2363 of Oct4 (chr6:31,139,576-31,140,109) is lying inside of the H1 window "
         f"{T('asset_peaks')}{T('h1_nav')}.", V, "locus-subregion"),
        ("In the view, the rep2 mean is coming to 1.69 while rep1 stays at 1.22.", X, "uncited"),
        ("Sure! Happy to dig into the peaks next if that's useful.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
