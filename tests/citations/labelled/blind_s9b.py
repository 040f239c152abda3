"""Blind batch s9b, written by a helper session on 2026-12-02, labelled by hand against records.md before any
checker run (the checker was never run or read). Focus: an assistant answering an expert computational
biologist who wants precise numbers — exact values with their scope, replicate agreement, peak-call
parameters, per-feature quantification, preview rows, ENCODE accessions with experiment and replicate, and the
hg19 POU5F1 marks. Style: terse lab-notebook lines, compact bullet lists with bold labels, one-row tables,
Claude-style prose with em dashes, derived numbers (differences, ratios, fold changes, percentages, densities)
and loci in several formats; U rows are realistic slips (another replicate's or attribute's value, chromosome
figures quoted for the view or window, reversed comparisons, percentages against the wrong base, wrong
accession/role, off-by-one coordinates or counts).

First run of the checker on it (never relabelled; checker at 8eb9e67): 129 sentences, agreement 0.946,
"unsupported" precision 0.922, recall 0.940. The two s9 batches together (256): 0.945 / 0.940 / 0.931.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "gb"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h = rec.extra["h1_ids"]
    rows = [
        # ---- chr19, whole chromosome (stats_chr) ----
        (f"**rep1 (chr19, whole chromosome):** mean 0.870, max 1,820.2, sd 9.02 {T('stats_chr')}.", V, "supported"),
        (f"Replicate 2 averaged 0.874 over chr19 — a hair above rep1 {T('stats_chr')}.", V, "comparison"),
        (f"On chr19 as a whole, rep1's mean fold enrichment is 0.874 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"The pooled track's chromosome-wide signal sum is roughly 51 million {T('stats_chr')}.", V, "scale"),
        (f"rep1's total signal over chr19 comes to about 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"Coverage is essentially complete — 99.98% of chr19's bases carry a rep1 value {T('stats_chr')}.", V,
         "percent"),
        (f"The pooled track has 151,029 intervals on chr19 — roughly double rep1's 77,174 {T('stats_chr')}.", U,
         "other-entity"),
        (f"Of the three tracks, pooled has the lowest chromosome-wide sd (6.47) and the lowest maximum (870.1) "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"rep1's chr19 maximum beats rep2's by ~152 (1,820 vs 1,668) {T('stats_chr')}.", V, "arithmetic"),
        (f"rep1's chromosome-wide max is ~19% higher than rep2's {T('stats_chr')}.", U, "arithmetic"),
        (f"Across the 200-kb view, rep1 averaged 0.870 {T('stats_chr')}.", U, "scope"),
        ("rep2's chromosome-wide max is 1,667.9.", X, "uncited"),
        (f"Chromosome-wide means for rep1, rep2 and pooled: 0.870, 0.874 and 0.872, respectively {T('stats_chr')}.",
         V, "respectively"),
        (f"Chromosome-wide sds were 8.64, 9.02 and 6.47 for rep1, rep2 and pooled, respectively {T('stats_chr')}.",
         U, "respectively"),
        (f"The replicate means differ by only ~0.0036 on chr19 (rep2 minus rep1) {T('stats_chr')}.", V,
         "arithmetic"),
        # ---- the view (nav, describe, stats_view) ----
        (f"View: chr19:1,000,000-1,200,000 (hg38), 200 kb {T('nav')}.", V, "locus-exact"),
        (f"The current window is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"We're looking at chr19 from 1.0 to 1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"- **rep2 (view):** mean 1.69, max 190.7, sd 10.2 {T('stats_view')}.", V, "supported"),
        (f"- **rep2 (view):** peaked at 199.8 {T('stats_view')}.", U, "other-entity"),
        (f"Within the view rep2's mean runs ~38% above rep1's (1.69 vs 1.22) {T('stats_view')}.", V, "percent"),
        (f"Put the other way, rep1's view mean sits ~38% below rep2's {T('stats_view')}.", U, "percent"),
        (f"rep2 reached 1,667.9 within chr19:1,000,000-1,200,000 {T('stats_view')}.", U, "scope"),
        (f"In the viewport rep2 is the noisiest track (sd 10.2), ahead of rep1 (7.71) and pooled (7.23) "
         f"{T('describe')}.", V, "comparison"),
        (f"Pooled has a higher viewport maximum than either replicate (159.2) {T('describe')}.", U, "comparison"),
        (f"rep1 peaks: 64 features in view, scores 21–177 {T('describe')}.", V, "range"),
        (f"rep2 peaks contributes 68 narrowPeak features to this view {T('describe')}.", U, "wrong-value"),
        (f"rep2's narrowPeak set has 5 more features in the view than rep1's (69 vs 64) {T('describe')}.", V,
         "arithmetic"),
        (f"Replicate 1 averages 1.22 across the view {T('stats_view')}. Its standard deviation is 7.71 "
         f"{T('stats_view')}.", V, "pronoun", 1),
        (f"Replicate 2 averages 1.69 across the view {T('stats_view')}. Its standard deviation is 7.71 "
         f"{T('stats_view')}.", U, "pronoun", 1),
        (f"Both replicates look sparse and spiky here, with most of the window near background {T('stats_view')}.",
         N, "qualitative"),
        ("In the view rep1 is made of 256 intervals.", X, "uncited"),
        (f"On chr19 rep1 tops out at 1,820.2 {T('stats_chr')}. In the view it reaches 199.8 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"Pooled has the most bigWig intervals of any track in the view {T('describe')}. Its mean is 1.45 and "
         f"its sum ~291k {T('describe')}.", V, "pronoun", 1),
        # ---- the 10-kb window (stats_win) ----
        (f"Over the 10-kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 and reaches 111.0 "
         f"{T('stats_win')}.", V, "supported"),
        (f"In the 10-kb window rep1 averages 1.22 {T('stats_win')}.", U, "scope"),
        (f"rep1 is ~1.2-fold above rep2 on average in chr19:1,050,000-1,060,000 (2.76 vs 2.30) {T('stats_win')}.",
         V, "arithmetic"),
        (f"In chr19:1,050,000-1,060,000 rep2 out-averages rep1 (2.30 vs 2.76) {T('stats_win')}.", U,
         "comparison"),
        (f"rep1's mean in the 10-kb window (2.76) is about 2.3× its mean over the full 200-kb view (1.22) "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"| rep1 | chr19:1,050,000-1,060,000 | mean 2.76 | max 111.0 | 12 intervals | {T('stats_win')} |", U,
         "table"),
        (f"The 10-kb window (chr19:1,050,000-1,060,000) sits inside the current view chr19:1,000,000-1,200,000 "
         f"{T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"rep2's window max is 76.3 {T('stats_win')}. rep1's is 111.0.", X, "uncited", 1),
        # ---- peak calls ----
        (f"Chromosome-wide z-score calling on rep1 (k = 2) gave 7,688 peaks at a cutoff of 18.92 "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"The cutoff is simply mean + 2·sd = 0.870 + 2 × 9.02 ≈ 18.9 {T('peaks_chr')}.", V, "arithmetic"),
        (f"In the view, the z ≥ 2 threshold for rep1 was 18.92 {T('peaks_gap')}.", U, "scope"),
        (f"7,688 rep1 calls over chr19's 58.6 Mb is ~131 peaks per Mb {T('peaks_chr')} {T('stats_chr')}.", V,
         "arithmetic"),
        (f"With a 1-kb merge gap, rep1's 65 above-threshold fragments collapse into 38 peaks {T('peaks_gap')}.", V,
         "supported"),
        (f"The gap-merged rep1 call over the view returned 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"Merging absorbed 27 of the 65 fragments — a ~42% reduction {T('peaks_gap')}.", V, "percent"),
        (f"Merging cut the call count by 71% (65 → 38) {T('peaks_gap')}.", U, "percent"),
        (f"Params — **method** z-score, **k** 2, **minWidth** 1 bp, **mergeGap** 1,000 bp {T('peaks_gap')}.", V,
         "supported"),
        (f"rep2 absolute-threshold call: ≥ 20, minimum width 50 bp, 48 peaks {T('peaks_thr')}.", V, "supported"),
        (f"For rep2 the absolute call (cutoff 20) kept 48 peaks with minWidth 1 {T('peaks_thr')}.", U,
         "other-attribute"),
        (f"The rep2 threshold call yields 10 more peaks than the rep1 gap-merged call (48 vs 38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"The absolute-threshold call on rep2 found 48 peaks across chr19 {T('peaks_thr')}.", U, "scope"),
        (f"rep1's chromosome-wide call produced 7,688 peaks {T('peaks_gap')}.", U, "wrong-record"),
        (f"Bear in mind this is a plain z-score threshold caller, not MACS — read the calls as enriched "
         f"intervals rather than modelled peaks {T('peaks_chr')}.", N, "qualitative"),
        # ---- per-feature quantification ----
        (f"Top feature: Peak_22 at chr19:1,102,539-1,102,707, mean rep1 signal 113.0 {T('quant')}.", V,
         "locus-feature"),
        (f"| 2 | Peak_37 | chr19:1,097,875-1,098,013 | score 115 | mean 95.53 | {T('quant')} |", V, "table"),
        (f"Peak_37 (chr19:1,097,875-1,098,014) ranks second at 95.5 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 has a feature score of 60 and a mean signal of 61.64 {T('quant')}.", U, "other-entity"),
        (f"Peak_281 falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V,
         "locus-subregion"),
        (f"Peak_22 lies within the 10-kb stats window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_22 is 168 bp wide {T('quant')}.", V, "arithmetic"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) is only 95 kb wide {T('quant')}.", U, "wrong-unit"),
        (f"Peak_22's mean signal exceeds Peak_37's by 27.5 {T('quant')}.", U, "arithmetic"),
        (f"Quantification returned 69 rows, one per rep1 peak {T('quant')}.", U, "other-entity"),
        (f"The top-5 mean values run from 55.5 (Peak_1939) to 113.0 (Peak_22) {T('quant')}.", V, "range"),
        (f"Peak_22's 113.0 is ~92-fold over rep1's view-wide mean of 1.22 {T('quant')} {T('stats_view')}.", V,
         "multi-record"),
        (f"Peak_1397 ranks 5th with a mean of 61.6 {T('quant')}.", U, "wrong-value"),
        ("Peak_1939 sits at chr19:1,010,458-1,010,553.", X, "uncited"),
        (f"Peak_22 is the strongest feature {T('quant')}. It spans chr19:1,102,539-1,102,707 and averages 112.9 "
         f"{T('quant')}.", U, "pronoun", 1),
        (f"The top-ranked peak stands well clear of the rest of the list {T('quant')}.", N, "qualitative"),
        # ---- correlations ----
        (f"rep1 vs rep2 across chr19: Pearson r = 0.615, Spearman ρ = 0.586, 500 bins of 117,236 bp "
         f"{T('corr_chr')}.", V, "supported"),
        (f"The chromosome-wide Spearman between replicates is 0.615 {T('corr_chr')}.", U, "other-attribute"),
        (f"rep1 and rep2 correlate at r = 0.80 in the viewport {T('corr_view')}.", U, "other-entity"),
        (f"In the view, rep1 vs pooled gives r = 0.801 (Spearman 0.687) over 200 × 1-kb bins {T('corr_view')}.",
         V, "supported"),
        (f"Matrix (chr19, Pearson): rep1–pooled 0.898, rep2–pooled 0.899, rep1–rep2 0.615 {T('matrix')}.", V,
         "matrix"),
        (f"Spearman rep2–pooled is 0.852 {T('matrix')}.", U, "matrix"),
        (f"rep1 tracks the pooled signal slightly better than rep2 does (Pearson 0.898 vs 0.899) {T('matrix')}.", U,
         "comparison"),
        (f"Replicate agreement is moderate, as you'd expect for fold-change tracks dominated by background "
         f"{T('corr_chr')}.", N, "qualitative"),
        (f"Across chr19, rep1 and pooled correlate at r = 0.801 {T('corr_view')}.", U, "scope"),
        ("Keep in mind these are fold-change tracks, so every value is relative to input.", P, "qualitative"),
        # ---- gene ----
        (f"MYC (hg38): chr8:127,735,433-127,742,951, + strand, 1 transcript {T('gene')}.", V, "locus-exact"),
        (f"The annotated MYC span is ~7.5 kb {T('gene')}.", V, "arithmetic"),
        (f"MYC covers roughly 7.5 Mb on chr8 {T('gene')}.", U, "wrong-unit"),
        (f"MYC lies on chr9 at 127.7 Mb {T('gene')}.", U, "locus-chromosome"),
        # ---- asset previews ----
        (f"Row 1 of narrowpeak_H1_Oct4.bed: peak2363, chr6:31,139,576-31,140,109, score 41, signal 128.81 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"peak2364 (chr6:31,140,574-31,141,112) carries a score of 41 {T('asset_peaks')}.", U, "preview"),
        (f"The Oct4 peak file is tiny — 2 lines, 102 bytes {T('asset_peaks')}.", V, "supported"),
        (f"peak2364's signalValue (288.4) is ~2.2× peak2363's (128.8) {T('asset_peaks')}.", V, "arithmetic"),
        (f"Both Oct4 narrowPeak rows fall inside the hg19 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"ENCFF754TJH.wig is an 80,997-byte bedGraph; its 40-line preview opens with the section header "
         f"chr9:35,696,794-35,728,096 {T('asset_graph')}.", V, "preview"),
        (f"The last previewed interval, chr9:35,727,163-35,727,165, reads 18.80 {T('asset_graph')}.", U,
         "preview"),
        (f"The bedGraph asset is 49,152 bytes on disk {T('asset_graph')}.", U, "other-attribute"),
        # ---- ENCODE search and files ----
        (f"The K562 H3K27ac search returned 10 ranked candidates with no relaxations {T('search')}.", V,
         "supported"),
        (f"Top hit: ENCFF381NDD (ENCSR000AKP), fold change over control pooling replicates 1, 2 and 3 "
         f"{T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH is the rank-1 file, pooled from replicates 1, 2 and 3 {T('file_2')}.", U, "accession-role"),
        (f"ENCFF814HWX (ENCSR000AKP) is the replicate-2 fold-change track {T('file_7')}.", U, "accession-role"),
        (f"ENCFF938DNH belongs to ENCSR000AKQ (replicate 3) {T('file_8')}.", U, "accession"),
        (f"ENCFF381NDD scores 1165 vs 1161 for ENCFF177JXC — the 4-point pooled bonus {T('file_1')} "
         f"{T('file_4')}.", V, "multi-record"),
        (f"| ENCFF945XHA | ENCSR000AKP | rep 2 | rank 9 | {T('file_9')} |", V, "table"),
        ("ENCFF745TSK is replicate 2 of ENCSR000AKP [[cite:cite_enc_745tsk_01]].", U, "unknown-token"),
        ("ENCFF177JXC is the replicate-1 file from ENCSR000AKP.", X, "uncited"),
        (f"ENCFF849TDM (retrieved 2026-12-02T00:37:04Z) pools replicates 1 and 2 {T('file_3')}.", V, "timestamp"),
        (f"The search was run on 2026-12-02 at 00:37 UTC {T('search')}.", N, "timestamp"),
        (f"ENCFF938DNH comes from biological replicate 3 {T('file_8')}. It ranks 8th with a score of 1161 "
         f"{T('file_8')}.", V, "pronoun", 1),
        # ---- hg19 H1 POU5F1 ----
        (f"H1, hg19 chr6:31,130,000-31,150,000 — a 20-kb window over POU5F1 {T('h1_nav')}.", V, "locus-exact"),
        (f"- **H3K27ac:** mean 12.8, max 74.5, 73.8% of the window covered {T('h1_stats')}.", V, "percent"),
        (f"- **Oct4:** mean 0.49, max 1.38, covering 17.2% of the window {T('h1_stats')}.", U, "percent"),
        (f"Oct4 has signal over just 344 bp (1.72%) of the 20-kb window {T('h1_stats')}.", V, "percent"),
        (f"H3K27ac out-averages Oct4 ~26-fold (12.8 vs 0.49) {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K4me3 has the higher mean of the two histone marks (11.4 vs 12.8) {T('h1_stats')}.", U, "comparison"),
        (f"Oct4's sd over the window is 0.49 {T('h1_stats')}.", U, "other-attribute"),
        (f"The H3K4me3 track covers 65.7% of the window {T('h1_stats')}. It averages 12.8 there "
         f"{T('h1_stats')}.", U, "pronoun", 1),
        (f"Oct4 z ≥ 2 calls: 2 peaks above a cutoff of 1.006 (mean 0.492 + 2 × sd 0.257) {T('h1_peaks')}.", V,
         "supported"),
        (f"With k = 2 the Oct4 caller kept 3 peaks in the POU5F1 window {T('h1_peaks')}.", U, "wrong-value"),
        (f"Oct4 vs H3K27ac: r = 0.107, ρ = 0.460, only 9 of 200 100-bp bins usable (191 excluded) "
         f"{T('h1_corr')}.", V, "supported"),
        (f"Oct4 and H3K27ac correlate at Spearman 0.107 over the window {T('h1_corr')}.", U, "other-attribute"),
        (f"95.5% of the 100-bp bins (191/200) were dropped from the Oct4–H3K27ac comparison {T('h1_corr')}.", V,
         "percent"),
        (f"Track `{h['Oct4']}` peaks at 1.38 in the window {T('h1_stats')}.", V, "ids"),
        ("H3K27ac reaches 74.5 over chr6:31,130,000-31,150,000.", X, "uncited"),
        (f"H3K27ac and H3K4me3 clearly co-localise over the promoter here {T('h1_stats')}.", N, "qualitative"),
        (f"The Oct4 signal in this window is weak and patchy {T('h1_stats')}.", N, "qualitative"),
        ("chr19 is about 58.6 Mb long, so 500 bins come to roughly 117 kb each.", X, "uncited"),
        ("Happy to rerun the replicate comparison with finer bins if that would help.", P, "qualitative"),
        ("Short version: the replicates agree, but not perfectly.", P, "qualitative"),
        ("If you want a stricter set, raising k is the first knob I'd turn.", P, "qualitative"),
        ("I can export the full per-peak table as a TSV if that's easier to work with.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
