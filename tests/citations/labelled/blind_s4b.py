"""Blind batch s4b, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run. Focus: peaks, features, loci and public data (peaks_chr,
peaks_gap, peaks_thr, h1_peaks, quant, gene, nav, h1_nav, asset_peaks, asset_graph, search, file_1..file_10):
peak counts vs fragment counts vs thresholds vs k / min width / merge gap, feature loci (exact, shifted, another
feature's, wrong chromosome, containment), feature scores vs mean values vs ranks, preview rows, gene span,
accessions and their roles, search totals vs timestamp digits, and pronoun-linked multi-sentence answers. Style:
a mix of GPT-style bullets with bold labels, Claude-style prose with dashes and parentheses, terse notebook lines
and hedged summaries.

First run of the checker on it (never relabelled): 104 sentences, agreement 0.798, "unsupported" precision
0.704, recall 0.905. The checker was then changed for the classes it missed (the pair rule only for
correlations; replicate numbers of files; differences and shares; comparisons of features; containers;
placements ('lies within the view'); distances; gene positions; bytes; ordinal ranks), so from then on this
batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "bb"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    chr_peaks_track = rec.d("peaks_chr")["trackId"]
    rows = [
        # ---- peaks_chr: rep1, z-score, whole chr19 ----
        (f"Running the z-score caller on {ids['rep1']} across all of chr19 (k = 2) returned 7,688 peaks "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"- **Threshold:** 18.92, i.e. mean 0.870 + 2 × SD 9.02 {T('peaks_chr')}", V, "arithmetic"),
        (f"In short, rep1 yields ~7.7k peaks chromosome-wide on chr19 {T('peaks_chr')}.", V, "scale"),
        (f"The chr19-wide call on rep1 used a cutoff of 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"The new track {chr_peaks_track} now holds 2 peaks {T('peaks_chr')}.", U, "ids"),
        # ---- peaks_gap: rep1, viewport, merge gap 1 kb ----
        (f"Within chr19:1,000,000-1,200,000, stitching rep1 fragments closer than 1 kb collapsed 65 fragments into "
         f"38 peaks {T('peaks_gap')}.", V, "supported"),
        (f"The merge removed 27 regions — about 42% fewer than the raw fragment count {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"After the 1-kb merge, rep1 shows 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        (f"So the merged call keeps about 58% of the fragments as separate peaks (38 of 65) {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"Merging shrank the rep1 call set by roughly 58% {T('peaks_gap')}.", U, "arithmetic"),
        (f"- **Viewport threshold:** 16.64 (k = 2, mean 1.22, SD 7.71) {T('peaks_gap')}", V, "supported"),
        (f"The merged run also required every peak to be at least 50 bp wide {T('peaks_gap')}.", U,
         "other-attribute"),
        (f"Fragments were stitched together whenever they lay within 1 Mb of each other {T('peaks_gap')}.", U,
         "wrong-unit"),
        (f"rep1's viewport cutoff (≈16.6) sits below its chromosome-wide cutoff (≈18.9) {T('peaks_gap')} "
         f"{T('peaks_chr')}.", V, "comparison"),
        ("With the 1 kb merge gap, rep1 came out at 38 peaks in this window.", X, "uncited"),
        # ---- peaks_thr: rep2, absolute threshold ----
        (f"For rep2 I switched to a fixed cutoff of 20 with a 50-bp minimum width, which gave 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"rep1 crossed the absolute cutoff of 20 in 48 places {T('peaks_thr')}.", U, "other-entity"),
        (f"The rep2 threshold call was run at k = 2 {T('peaks_thr')}.", U, "other-attribute"),
        (f"rep2's fixed cutoff of 20 sits about 3.4 units above rep1's viewport z-cutoff {T('peaks_thr')} "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"Across the whole of chr19, rep2 has 48 regions above 20 {T('peaks_thr')}.", U, "scope"),
        (f"rep2 was called with an absolute threshold instead of a z-score {T('peaks_thr')}. It returned 48 peaks, "
         f"each at least 50 bp long {T('peaks_thr')}.", V, "pronoun", 1),
        (f"Keep in mind this is a crude fixed-cutoff heuristic, not a model-based peak caller {T('peaks_thr')}.", N,
         "qualitative"),
        # ---- h1_peaks: Oct4 ----
        (f"Over the hg19 H1 window (chr6:31,130,000-31,150,000), Oct4 gave only 2 peaks at k = 2 "
         f"{T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 cutoff was just 1.01 — a mean of 0.49 plus two SDs of 0.26 {T('h1_peaks')}.", V, "arithmetic"),
        (f"Only 1 Oct4 peak cleared the threshold {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Oct4's cutoff (1.01) sits below its maximum signal in the window (1.38) {T('h1_peaks')} "
         f"{T('h1_stats')}.", V, "multi-record"),
        (f"Oct4's z-score cutoff was 1.38 {T('h1_peaks')}.", U, "other-attribute"),
        (f"Our caller found 2 Oct4 peaks {T('h1_peaks')}, the same number as rows in the published Oct4 peak file "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"Oct4 occupancy here is sparse — consistent with POU5F1 being bound mainly at its distal enhancer "
         f"{T('h1_peaks')}.", N, "qualitative"),
        # ---- quant: rep1 signal at rep1 peaks ----
        (f"- **Peak_22** (chr19:1,102,539-1,102,707): score 143, mean rep1 signal 113.0 {T('quant')}", V,
         "supported"),
        (f"Peak_37 (chr19:1,097,875-1,098,013) comes second with a mean of 95.5 {T('quant')}.", V, "locus-feature"),
        (f"Peak_22 had a mean rep1 signal of 143 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22 lies at chr19:1,102,593-1,102,770 {T('quant')}.", U, "locus-feature"),
        (f"Peak_37 lies at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 maps to chr9:1,102,539-1,102,707 {T('quant')}.", U, "locus-chromosome"),
        (f"In total, 64 rep1 peaks in the view were quantified {T('quant')}.", V, "supported"),
        (f"The quantification covered 69 peaks {T('quant')}.", U, "wrong-value"),
        (f"Peak_22's mean (113.0) is roughly double that of Peak_1939 (55.5) {T('quant')}.", V, "comparison"),
        (f"Peak_37 actually carries a higher mean signal than Peak_22 {T('quant')}.", U, "comparison"),
        (f"Peak_22 and Peak_37 averaged 113.0 and 95.5, respectively {T('quant')}.", V, "respectively"),
        (f"Peak_281 and Peak_1397 averaged 61.6 and 66.7, respectively {T('quant')}.", U, "respectively"),
        (f"Scores for rep1's peaks in this window run from 21 to 177 {T('quant')}.", U, "wrong-record"),
        (f"Scores for rep1's 64 peaks in this window run from 21 to 177 {T('describe')}.", V, "range"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"{T('quant')}.", V, "locus-subregion"),
        (f"Peak_1397 sits inside chr19:1,100,000-1,105,000, right next to Peak_22 {T('quant')}.", U,
         "locus-disjoint"),
        (f"Peak_37 and Peak_22 are separated by a gap of about 4.5 kb {T('quant')}.", V, "arithmetic"),
        (f"Across all of chr19, Peak_22 carried the highest mean rep1 signal (113.0) {T('quant')}.", U, "scope"),
        (f"Peak_22 lies within the current view {T('quant')} {T('nav')}.", V, "locus-subregion"),
        (f"Peak_37 is the runner-up {T('quant')}. Its feature score is 143 {T('quant')}.", U, "pronoun", 1),
        (f"Peak_22 averages 113.0 {T('quant')}. That is a strikingly sharp peak.", V, "multi", 0),
        (f"The top-ranked peaks look like sharp, well-defined enrichment rather than broad domains "
         f"{T('quant')}.", N, "qualitative"),
        ("Peak_22 (chr19:1,102,539-1,102,707) is the strongest peak in the window.", X, "uncited"),
        # ---- gene: MYC ----
        (f"MYC maps to chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"MYC spans 7,518 bp with a single annotated transcript {T('gene')}.", V, "arithmetic"),
        (f"MYC covers about 7.6 kb {T('gene')}.", U, "wrong-value"),
        (f"MYC runs from chr8:127,736,231 to 127,742,951 {T('gene')}.", U, "locus-exact"),
        (f"MYC sits at about 127.7 Mb on chr8 {T('gene')}.", V, "scale"),
        (f"MYC lies at ~127.7 kb on chr8 {T('gene')}.", U, "wrong-scale"),
        (f"MYC falls inside the region currently on screen {T('gene')} {T('nav')}.", U, "locus-chromosome"),
        (f"I looked up MYC {T('gene')}. It sits on chr8 and spans roughly 7.5 kb {T('gene')}.", V, "pronoun", 1),
        (f"MYC spans 7.8 kb {T('gene')}. It is one of the best-studied oncogenes.", U, "multi", 0),
        ("MYC is roughly 7.5 kb long on chr8.", X, "uncited"),
        # ---- nav / h1_nav ----
        (f"The browser now shows chr19:1,000,000-1,200,000, a 200-kb window {T('nav')}.", V, "locus-exact"),
        (f"The view is chr19:1.0-1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"The view is chr19:0-58,617,616 {T('nav')}.", U, "scope"),
        (f"On the hg19 side, the view is chr6:31,130,000-31,150,000, a 20-kb window "
         f"{T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 view is chr6:31,130,000-31,150,000 {T('nav')}.", U, "wrong-record"),
        # ---- asset_peaks: Oct4 narrowPeak preview ----
        (f"The Oct4 peak file has two rows: peak2363 at chr6:31,139,576-31,140,109 (score 41, signal 128.81) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93, signal 288.40) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 has a score of 288.4 {T('asset_peaks')}.", U, "other-attribute"),
        (f"Neither row reports a usable p- or q-value (both columns are -1) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is 533 bp wide and peak2364 538 bp {T('asset_peaks')}.", V, "arithmetic"),
        (f"Both Oct4 peaks fall within the H1 view, chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2364 lies inside the hg38 view, chr19:1,000,000-1,200,000 {T('asset_peaks')} {T('nav')}.", U,
         "locus-disjoint"),
        ("peak2364 (chr6:31,140,574-31,141,112) is the stronger of the two Oct4 peaks in the file.", X, "uncited"),
        # ---- asset_graph: bedGraph preview ----
        (f"The bedGraph preview opens with a section header for chr9:35,696,794-35,728,096, then the interval "
         f"chr9:35,726,969-35,726,977 at 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The highest value in the preview is 20.12, at chr9:35,727,163-35,727,165 {T('asset_graph')}.", V,
         "preview"),
        (f"The interval chr9:35,727,135-35,727,140 reads 16.22 {T('asset_graph')}.", U, "preview"),
        (f"The bedGraph (ENCFF754TJH.wig) is 80,997 bytes — about 81 kB {T('asset_graph')}.", V, "units"),
        (f"The bedGraph looks like a smooth, near base-resolution signal {T('asset_graph')}.", N, "qualitative"),
        # ---- search ----
        (f"The ENCODE search for K562 H3K27ac fold-change bigWigs on GRCh38 matched 20 files and kept the top 10 as "
         f"ranked candidates, with no relaxations needed {T('search')}.", V, "supported"),
        (f"The search returned 20 ranked candidates {T('search')}.", U, "other-attribute"),
        (f"The ENCODE query (retrieved 2026-12-01) matched 12 files on the portal {T('search')}.", U, "timestamp"),
        (f"The search, run at 21:10 UTC, returned 10 candidates {T('search')}.", V, "timestamp"),
        (f"ENCFF779QTH came in second among the candidates {T('search')}.", V, "accession"),
        (f"All ten candidates come from experiment ENCSR000AKP {T('search')}.", U, "wrong-record"),
        (f"The search was restricted to released, GRCh38-aligned bigWig files {T('search')}.", N, "qualitative"),
        ("The search returned 10 candidate bigWigs.", X, "uncited"),
        # ---- file records ----
        (f"**ENCFF381NDD** (experiment ENCSR000AKP) is the top hit — a fold-change bigWig pooling replicates 1, 2 "
         f"and 3 {T('file_1')}.", V, "accession"),
        (f"ENCFF381NDD scored 1,165 versus 1,161 for the single-replicate ENCFF177JXC {T('file_1')} "
         f"{T('file_4')}. The 4-point difference is exactly the pooled-replicate bonus {T('file_1')} "
         f"{T('file_4')}.", V,
         "arithmetic", 1),
        (f"Experiment ENCFF381NDD provides the pooled signal {T('file_1')}.", U, "accession-role"),
        (f"Download the file ENCSR000AKP for the pooled track {T('file_1')}.", U, "accession-role"),
        (f"ENCFF779QTH is the top-ranked file {T('file_1')}.", U, "wrong-record"),
        (f"ENCFF938DNH comes from biological replicate 3 and ranked eighth {T('file_8')}.", V, "supported"),
        (f"ENCFF745TSK is a replicate-2 bigWig {T('file_6')}. It ranked fifth with a score of 1,161 "
         f"{T('file_6')}.", U, "pronoun", 1),
        (f"ENCFF177JXC and ENCFF814HWX both come from replicate 1 {T('file_4')} {T('file_7')}. Their scores are "
         f"identical at 1,161 {T('file_4')} {T('file_7')}.", V, "pronoun", 1),
        (f"ENCFF814HWX (replicate 1) ranked seventh {T('file_10')}.", U, "wrong-record"),
        (f"For ENCFF177JXC the score is 800 (biosample) + 200 (target) + 120 (assay) + 40 (output type) + 1 "
         f"(assembly) = 1,161 {T('file_4')}.", V, "arithmetic"),
        (f"ENCFF381NDB is the recommended pooled file {T('file_1')}.", U, "accession"),
        (f"I'd load the pooled file first, since it averages over all the replicates {T('file_1')}.", N,
         "qualitative"),
        ("ENCFF381NDD was the top hit for K562 H3K27ac.", X, "uncited"),
        # ---- unknown tokens / plain ----
        ("ENCFF381NDD ranked first among the K562 H3K27ac files [[cite:cite_encode_f00d1234]].", U,
         "unknown-token"),
        ("If you want, I can open the pooled bigWig next to rep1 and rep2.", P, "plain"),
        ("Happy to rerun the caller with a stricter k if the peak set looks too permissive.", P, "plain"),
        ("These are heuristic calls, so treat them as a first pass rather than a final peak set.", P, "plain"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
