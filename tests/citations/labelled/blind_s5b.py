"""Blind batch s5b, written by a helper session on 2026-12-02, labelled by hand against the records dump
before any checker run (the checker was never run or read). Focus: a chat assistant answering follow-up
questions in a Jupyter notebook about peaks and features (the three peak calls and their parameters, the
quantification at rep1's peaks, individual features with their loci, scores and ranks), the MYC gene lookup,
both asset previews (narrowPeak and bedGraph rows), the ENCODE K562 H3K27ac search and its ten file records,
and the hg38 view. Style: terse-to-medium answers mixing GPT-style markdown bullets with bold labels, one-row
markdown tables, lab-notebook shorthand ("n=", "->", "~"), and plain conversational prose; U rows are
realistic slips (neighbour feature's locus, off-by-one coordinate, other replicate's file, experiment given
as file, fragments/peaks/candidates confusion, wrong size unit, hallucinated file sizes and dates).

First run of the checker on it (never relabelled; checker at 5d95276): 126 sentences, agreement 0.849,
"unsupported" precision 0.796, recall 0.860. The three s5 batches together (380): 0.837 / 0.779 / 0.836.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "cb"

FAKE = "[[cite:cite_project_4e1b9c07a2d3_public_data_search_7f3a11c2]]"

HDR = "| rank | peak | locus | score | mean signal |\n|---|---|---|---|---|\n"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    chr_tid = rec.d("peaks_chr")["trackId"]
    rows = [
        # ---------------- the three peak calls ----------------
        (f"**Chromosome-wide call (rep1):** z ≥ 2 gave a cutoff of 18.92 and n=7,688 enriched intervals "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"That cutoff is just mean + 2·sd → 0.870 + 2 × 9.023 ≈ 18.92 {T('peaks_chr')}.", V, "arithmetic"),
        (f"On all of chr19, rep1 gives 7,868 calls above threshold {T('peaks_chr')}.", U, "wrong-value"),
        (f"Across chr19 that's roughly 7.7k peaks, with no merging (gap 0) and a 1 bp minimum width "
         f"{T('peaks_chr')}.", V, "hedged"),
        (f"In the current view, the z-score caller finds 7,688 peaks for rep1 {T('peaks_chr')}.", U, "scope"),
        (f"The z-score cutoff for the viewport call was 18.9 {T('peaks_gap')}.", U, "scope"),
        (f"- **Viewport call (rep1, gap 1 kb):** threshold ≈ 16.6, 65 raw fragments merged into 38 peaks "
         f"{T('peaks_gap')}", V, "multi"),
        (f"With the 1 kb merge gap, rep1 ends up with 65 peaks in view {T('peaks_gap')}.", U, "other-attribute"),
        (f"The merge step collapses 65 → 38, i.e. about 42% fewer intervals {T('peaks_gap')}.", V, "arithmetic"),
        (f"For the gap-merged call the cutoff works out to 1.224 + 2 × 7.707 ≈ 16.64 {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"The viewport threshold was 16.63 {T('peaks_gap')}.", U, "rounded"),
        (f"Merge gap was 500 bp for that run {T('peaks_gap')}.", U, "wrong-value"),
        (f"**rep2, absolute cutoff:** ≥ 20 with a 50 bp minimum width → 48 peaks {T('peaks_thr')}.", V, "supported"),
        (f"The absolute-threshold run on rep1 returned 48 peaks {T('peaks_thr')}.", U, "other-entity"),
        (f"rep2's threshold call required intervals at least 50 bp long and found 38 of them {T('peaks_thr')}.", U,
         "other-entity"),
        (f"Comparing the two viewport calls, the rep2 threshold run (48) found 10 more peaks than the rep1 "
         f"gap-merged run (38) {T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"The rep2 absolute call found fewer peaks than the rep1 gap-merged call {T('peaks_thr')} "
         f"{T('peaks_gap')}.", U, "comparison"),
        (f"Chromosome-wide, rep1 has about 200× as many peaks as the gap-merged view call ({T('peaks_chr')}, "
         f"{T('peaks_gap')}).", V, "arithmetic"),
        (f"The chromosome-wide call only kept intervals ≥ 50 bp {T('peaks_chr')}.", U, "other-entity"),
        (f"Keep in mind these are simple z-score threshold calls, not model-based peaks like MACS2 would give "
         f"{T('peaks_chr')}.", N, "qualitative"),
        (f"The chromosome-wide calls were saved as track `{chr_tid}` {T('peaks_chr')}.", N, "ids"),
        ("For the rep2 absolute call: cutoff 20, min width 50 bp, 48 peaks.", X, "uncited"),
        ("I'd treat the threshold calls as a quick first pass rather than a final peak set.", P, "qualitative"),
        # ---------------- quantification at rep1's peaks ----------------
        (f"**Quantification:** mean rep1 signal at all 64 of rep1's peaks in the view {T('quant')}.", V,
         "supported"),
        (HDR + f"| 1 | Peak_22 | chr19:1,102,539-1,102,707 | 143 | 113.0 | {T('quant')}", V, "table"),
        (HDR + f"| 2 | Peak_37 | chr19:1,097,875-1,098,013 | 143 | 95.5 | {T('quant')}", U, "table"),
        (f"Here are the top 5 hits — #1 is Peak_22 (chr19:1,102,539-1,102,707), mean ≈ 113 {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_22 averages 112.9 {T('quant')}.", U, "rounded"),
        (f"Peak_281 ranks third — it sits at chr19:1,058,648-1,058,806 and averages 66.7 {T('quant')}.", V,
         "locus-feature"),
        (f"Peak_1397 (chr19:1,010,458-1,010,553) comes in fourth at 61.6 {T('quant')}.", U, "locus-feature"),
        (f"Peak_1939 is the fifth hit: 55.5 mean over its 95 bp footprint {T('quant')}.", V, "arithmetic"),
        (f"Peak_37's width is 148 bp {T('quant')}.", U, "arithmetic"),
        (f"Peak_22's narrowPeak score is 113 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22 spans chr19:1,102,539-1,102,708 {T('quant')}.", U, "locus-feature"),
        (f"Peak_1397 (score 41) outranks Peak_281 (score 60) on signal {T('quant')}.", U, "comparison"),
        (f"Peak_22 averages 113.0 vs 95.5 for Peak_37 — about 18% higher {T('quant')}.", V, "arithmetic"),
        (f"The gap between the first and fifth hits is ~57.5 in mean signal {T('quant')}.", V, "arithmetic"),
        (f"The five top hits span chr19 from 1,010,458 (Peak_1939) to 1,110,162 (Peak_1397) {T('quant')}.", V,
         "range"),
        (f"Within the top 5, the signal ranking follows the narrowPeak score exactly (143 > 115 > 60 > 41 > 37) "
         f"{T('quant')}.", V, "comparison"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) sits within the 10 kb window we profiled, "
         f"chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 also lies inside the chr19:1,050,000-1,060,000 window {T('quant')} {T('stats_win')}.", U,
         "locus-disjoint"),
        (f"Peak_22 ranks first even though its score of 143 is below the 177 maximum among rep1's calls in view "
         f"{T('quant')} {T('describe')}.", V, "multi-record"),
        (f"Peak_37 ranks second {T('quant')}. Its mean rep1 signal is 95.5 {T('quant')}.", V, "pronoun", 1),
        (f"Peak_22 tops the table {T('quant')}. Its narrowPeak score, though, is only 115 {T('quant')}.", U,
         "pronoun", 1),
        (f"The quantification table has 69 rows, one per rep1 peak {T('quant')}.", U, "other-entity"),
        (f"Peaks 22 and 37 average 95.5 and 113.0, respectively {T('quant')}.", U, "respectively"),
        (f"Peak_1397 and Peak_1939 are both 95 bp wide, with scores of 41 and 37 respectively {T('quant')}.", V,
         "respectively"),
        (f"Peak_37 ends at 1,098,013 and Peak_22 starts at 1,102,539, so the two strongest hits are ~4.5 kb apart "
         f"{T('quant')}.", V, "arithmetic"),
        (f"- **#4:** Peak_1397 → mean 61.65 {T('quant')}", U, "rounded"),
        (f"Two things stand out: these hits are sharp and well-defined, and the signal around them is clean "
         f"{T('quant')}.", N, "qualitative"),
        (f"Signal came from `{ids['rep1']}` and the intervals from `{ids['rep1 peaks']}` {T('quant')}.", N, "ids"),
        ("Peak_22 (chr19:1,102,539-1,102,707) is the strongest at ~113.", X, "uncited"),
        ("Happy to re-run the quantification with max instead of mean if that's more useful.", P, "qualitative"),
        # ---------------- viewport / describe ----------------
        (f"Between the two replicates' peak sets, rep1 has 64 calls in view and rep2 has 69 {T('describe')}.", V,
         "supported"),
        (f"Scores among rep1's peaks here run from 21 to 177 {T('describe')}.", V, "range"),
        (f"rep1's calls in the view score between 21 and 123 {T('describe')}.", U, "other-entity"),
        (f"rep2's peaks top out at a score of 177 {T('describe')}.", U, "other-entity"),
        (f"rep1 averaged 1.22 across the view, rep2 1.69 {T('describe')}.", V, "rounded"),
        (f"In the view, pooled signal averaged 0.87 {T('describe')}.", U, "scope"),
        (f"The view is fully covered — 100% of its 200,000 bp for every signal track {T('describe')}.", V,
         "percent"),
        (f"rep1's signal maxes out at ~200 in this window {T('describe')}.", V, "hedged"),
        (f"The signal here looks punctate, with long quiet stretches between the enriched intervals "
         f"{T('describe')}.", N, "qualitative"),
        # ---------------- hg38 view / navigation ----------------
        (f"**View:** hg38 chr19:1,000,000-1,200,000 — a 200 kb span {T('nav')}.", V, "locus-exact"),
        (f"The window is centred at about 1.1 Mb on chr19 {T('nav')}.", V, "arithmetic"),
        (f"The current view covers chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The browser window is 2 Mb wide {T('nav')}.", U, "wrong-scale"),
        (f"Navigation went through and the browser is on the requested region now {T('nav')}.", N, "qualitative"),
        (f"The view was last updated at 2026-12-02 00:37 UTC {T('nav')}.", N, "timestamp"),
        ("The view is chr19:1,000,000-1,200,000.", X, "uncited"),
        # ---------------- MYC ----------------
        (f"**MYC** → chr8:127,735,433-127,742,951 (+ strand), protein-coding {T('gene')}.", V, "locus-exact"),
        (f"The MYC gene body is 7,518 bp long {T('gene')}.", V, "arithmetic"),
        (f"MYC is 7.6 kb long {T('gene')}.", U, "arithmetic"),
        (f"MYC sits at chr8:127,736,433-127,742,951 {T('gene')}.", U, "locus-exact"),
        (f"MYC isn't in the current view — it's on chr8 at ~127.7 Mb, while the view is chr19:1.0-1.2 Mb "
         f"{T('gene')} {T('nav')}.", V, "multi-record"),
        (f"MYC (chr8:127,735,433-127,742,951) overlaps the current view {T('gene')} {T('nav')}.", U,
         "locus-disjoint"),
        (f"MYC lies on chr18 {T('gene')}.", U, "locus-chromosome"),
        (f"MYC ends at 127.74 Mb on chr8 {T('gene')}.", V, "scale"),
        ("MYC is at chr8:127,735,433-127,742,951 in hg38.", X, "uncited"),
        # ---------------- narrowPeak asset preview ----------------
        (f"The Oct4 peak file is tiny: 102 bytes, 2 lines {T('asset_peaks')}.", V, "supported"),
        (f"Row 1 → peak2363 at chr6:31,139,576-31,140,109, score 41 {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 has a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"peak2364 is located at chr6:31,139,576-31,140,109 {T('asset_peaks')}.", U, "preview"),
        (f"The two Oct4 peaks are ~0.5 kb each (533 and 538 bp) {T('asset_peaks')}.", V, "arithmetic"),
        (f"The Oct4 narrowPeak file is 102 kb {T('asset_peaks')}.", U, "wrong-unit"),
        (f"peak2364's signal value (column 7) is 288.4, more than double peak2363's 128.8 {T('asset_peaks')}.", V,
         "preview"),
        (f"Both Oct4 peaks sit inside the hg19 POU5F1 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        # ---------------- bedGraph asset preview ----------------
        (f"The bedGraph asset is ~81 kB on disk; the preview read 49,152 bytes and is truncated "
         f"{T('asset_graph')}.", V, "units"),
        (f"First data row: chr9:35,726,969-35,726,977 = 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The interval chr9:35,727,025-35,727,065 has a value of 12.15 {T('asset_graph')}.", U, "preview"),
        (f"Values in the preview start at 8.62 and reach a high of 20.12 {T('asset_graph')}.", V, "range"),
        (f"The highest value in the preview is 18.80 {T('asset_graph')}.", U, "preview"),
        (f"The bedGraph file weighs in at about 81 MB {T('asset_graph')}.", U, "wrong-unit"),
        (f"The section header covers chr9:35,696,794-35,728,096 {T('asset_graph')}.", V, "preview"),
        (f"The longest interval in the preview is chr9:35,727,025-35,727,065 — 40 bp at 10.94 {T('asset_graph')}.",
         V, "arithmetic"),
        (f"The bedGraph looks like a smooth ramp of signal rather than noisy spikes {T('asset_graph')}.", N,
         "qualitative"),
        ("The bedGraph preview starts at chr9:35,726,969 with 8.62197.", X, "uncited"),
        # ---------------- ENCODE search and file records ----------------
        (f"**ENCODE search:** K562 H3K27ac bigWigs on GRCh38 → 10 ranked files, no relaxations needed "
         f"{T('search')}.", V, "supported"),
        (f"The portal matched 20 files; the tool kept the top 10 {T('search')}.", V, "multi"),
        (f"The search ranked 20 candidate files for us {T('search')}.", U, "other-attribute"),
        (f"The second candidate in the search is ENCFF849TDM {T('search')}.", U, "accession"),
        (f"Of the 10 hits, 3 are pooled (ranks 1–3) and 7 are single-replicate files {T('search')}.", V, "multi"),
        (f"Four of the ten files are replicate 1 only {T('search')}.", U, "wrong-value"),
        (f"All ten files come from the same experiment, ENCSR000AKP {T('search')}.", U, "wrong-record"),
        (f"Top hit → ENCFF381NDD, pooled replicates 1, 2 and 3, experiment ENCSR000AKP {T('file_1')}.", V,
         "accession"),
        (f"Download ENCSR000AKP — it's the rank-1 fold-change bigWig {T('file_1')}.", U, "accession-role"),
        (f"ENCFF381NDD belongs to experiment ENCSR000AKQ {T('file_1')}.", U, "accession"),
        (f"ENCFF381NDD is the file of record on GRCh38, a fold change over control bigWig {T('file_1')}.", V,
         "accession"),
        (f"ENCFF381NDD is 1.8 GB {T('file_1')}.", U, "wrong-value"),
        (f"ENCFF779QTH pools biological replicates 1–3 {T('file_2')}.", U, "wrong-value"),
        (f"ENCFF779QTH is rank 2 {T('file_3')}.", U, "wrong-record"),
        (f"ENCFF381NDD, ENCFF779QTH and ENCFF849TDM all score 1,165 — 4 points above ENCFF177JXC's 1,161, the "
         f"pooled bonus {T('file_1')} {T('file_2')} {T('file_3')} {T('file_4')}.", V, "multi-record"),
        (f"ENCFF177JXC ranks 4th and comes from biological replicate 1 {T('file_4')}.", V, "accession"),
        (f"For replicate 1 on its own, use ENCFF289IVJ {T('file_5')}.", U, "other-entity"),
        (f"ENCFF289IVJ (rank 5) is a replicate-2 fold-change-over-control track {T('file_5')}.", V, "accession"),
        (f"ENCFF745TSK, rank 6, biological replicate 2, score 1,161 {T('file_6')}.", V, "multi"),
        (f"ENCFF745TSK scored 1,165 {T('file_6')}.", U, "wrong-value"),
        (f"ENCFF814HWX, at rank 7, is a replicate-1 file {T('file_7')}.", V, "accession"),
        (f"ENCFF938DNH — the only replicate-3-only file — is at rank 8 {T('file_8')} {T('search')}.", V,
         "multi-record"),
        (f"ENCFF945XHA comes from biological replicate 1 {T('file_9')}.", U, "wrong-value"),
        (f"Last in the list, ENCFF977KGH (rank 10), is replicate 1 {T('file_10')}.", V, "accession"),
        (f"ENCFF814HWX is replicate 1 {FAKE}.", U, "unknown-token"),
        (f"The pooled files are usually the better choice for a browser session, since they average out "
         f"replicate noise {T('file_1')}.", N, "qualitative"),
        (f"These all look like standard ENCODE processing outputs, so any of them should load cleanly "
         f"{T('search')}.", N, "qualitative"),
        ("ENCFF381NDD pools replicates 1, 2 and 3.", X, "uncited"),
        ("If you'd rather look at individual replicates, step 2 is to load one of the single-replicate files.", P,
         "qualitative"),
        ("Short answer: yes, you can load any of them straight into the browser.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
