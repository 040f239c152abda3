"""Blind batch s21a, written by a helper session on 2026-12-02 from /tmp/blind20/records.md only, labelled by hand
before any checker run (the checker was never read or run). Focus: the answers a working computational biologist
would get from an LLM about every record (navigate, describe, signal stats at chromosome / viewport / 10-kb window,
the three peak calls, quantify-at-features, the chr19 and viewport correlations and the 3x3 matrix, MYC, the two
asset previews, the ENCODE search and its ten file records, the H1 POU5F1 tracks), mixing plain correct statements,
rounded and hedged values, units and scales with everyday LLM mistakes (neighbouring row or track, chromosome value
quoted for the view, rounding across a boundary, off-by-one counts, a percent that is really a mean, wrong accession
role, mis-cited record). Style: GPT-like bullets with bold labels, Claude-like prose with em dashes, terse notes,
a markdown table row, hedged summaries, and a few multi-sentence answers labelled at one sentence.

First run of the checker on it (never relabelled; checker at f911d3a, never changed for this batch): 125
sentences, agreement 0.984, "unsupported" precision 0.980, recall 0.980. The two s21 batches together (251):
0.972 / 0.990 / 0.950. Kept sealed (its misses not read)."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s21a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    retrieved = rec.d("search")["attempts"][0]["retrievedAt"][:19] + "Z"
    rows = [
        # --- nav ---
        (f"**Current view:** chr19:1,000,000–1,200,000 (hg38), a 200 kb window {T('nav')}.", V, "locus-exact"),
        (f"You're looking at chr19:1,000,000-1,250,000 on hg38 {T('nav')}.", U, "locus-exact"),
        (f"The view is chr19:1,000,000-1,200,000 {T('nav')}. Signal across this window looks punctate — a handful "
         f"of sharp spikes on a flat background {T('describe')}.", N, "qualitative", 1),
        # --- describe ---
        (f"- **rep1 peaks:** 64 features in view, scores ranging 21–177 {T('describe')}", V, "supported"),
        (f"- **rep2 peaks:** 68 features in view {T('describe')}", U, "wrong-value"),
        (f"The strongest rep2 narrowPeak in the window has a score of 177 {T('describe')}.", U, "other-entity"),
        (f"pooled is split into the most intervals in view (523, vs 256 for rep1 and 279 for rep2) {T('describe')}.",
         V, "comparison"),
        (f"In the viewport summary the pooled track averages 1.45 and tops out at 159.2 {T('describe')}.", V, "rounded"),
        (f"In the viewport summary the pooled track averages 0.872 {T('describe')}.", U, "locus-chromosome"),
        # --- stats_chr ---
        (f"- **rep1 (all of chr19):** mean 0.870, max 1,820.2, SD 9.02 {T('stats_chr')}", V, "rounded"),
        (f"rep2 averaged 0.873 across chr19 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"pooled's chromosome-wide maximum (870.1) is less than half of rep1's (1,820) — averaging the replicates "
         f"smooths the spikes {T('stats_chr')}.", V, "comparison"),
        (f"Only about 87% of chr19 carries rep1 signal {T('stats_chr')}.", U, "percent"),
        (f"Coverage is essentially complete: rep2 has data over 99.98% of chr19's 58.6 Mb {T('stats_chr')}.",
         V, "percent"),
        (f"Summed over the chromosome, pooled comes to about 51.1 million {T('stats_chr')}.", V, "scale"),
        (f"rep2 edges out rep1 on chr19 mean (0.874 vs 0.870) {T('stats_chr')}.", V, "comparison"),
        (f"rep1's chr19 mean is 0.87 {T('stats_chr')}. Its standard deviation is 8.64 {T('stats_chr')}.",
         U, "pronoun", 1),
        (f"Track `{ids['pooled']}` has 58,607,593 covered bases on chr19 {T('stats_chr')}.", V, "ids"),
        (f"rep1 reaches 1,821 at its chr19 maximum {T('stats_chr')}.", U, "rounded"),
        (f"Across the viewport, rep2 averages 0.874 {T('stats_chr')}.", U, "scope"),
        ("Genome-wide, pooled has the lowest SD of the three tracks (6.47).", X, "uncited"),
        # --- stats_view ---
        (f"Within the current view, rep1 averages 1.22 and peaks at 199.8 {T('stats_view')}.", V, "rounded"),
        (f"In this 200 kb window rep1 reaches 1,820 {T('stats_view')}.", U, "locus-chromosome"),
        (f"rep2's mean over the view (1.69) is roughly 38% higher than rep1's (1.22) {T('stats_view')}.",
         V, "arithmetic"),
        (f"In the viewport rep2's average is about double rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"pooled averages 1.45 over the viewport {T('stats_view')}.", U, "wrong-record"),
        (f"rep1 averages 1.22 in view {T('stats_view')}. That's well above its chromosome-wide mean of 0.87.",
         X, "uncited", 1),
        # --- stats_win ---
        (f"For chr19:1,050,000-1,060,000, rep1 averaged 2.76 and peaked at 111.0 {T('stats_win')}.", V, "locus-exact"),
        (f"Over chr19:1,050,000-1,065,000, rep2 averaged 2.30 {T('stats_win')}.", U, "locus-exact"),
        (f"Across the whole viewport rep1 averages 2.76 {T('stats_win')}.", U, "scope"),
        (f"rep1's window mean (2.76) is more than three times its viewport mean {T('stats_win')} {T('stats_view')}.",
         U, "multi-record"),
        (f"That 10 kb window is a hotspot — rep1's mean there is more than double its viewport average (2.76 vs "
         f"1.22) {T('stats_win')}{T('stats_view')}.", V, "multi-record"),
        # --- peaks_chr ---
        (f"The z-score caller (k = 2) on rep1 over all of chr19 returned 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"The cutoff is 18.92 — i.e. mean 0.870 plus 2 × SD 9.02 {T('peaks_chr')}.", V, "arithmetic"),
        (f"For the chromosome-wide call the threshold was 16.64 {T('peaks_chr')}.", U, "wrong-record"),
        (f"The chr19 call used a 50 bp minimum width with no merge gap {T('peaks_chr')}.", U, "other-attribute"),
        (f"Keep in mind this is a plain threshold caller, not MACS2, so treat these as enriched intervals rather "
         f"than statistically modelled peaks {T('peaks_chr')}.", N, "qualitative"),
        # --- peaks_gap ---
        (f"Merging rep1 fragments within 1 kb collapses 65 fragments into 38 peaks across the view "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"With the 1 kb merge gap, the 65 fragments collapse into 48 peaks {T('peaks_gap')}.", U, "wrong-record"),
        (f"Going from 65 fragments to 38 peaks is about 42% fewer calls {T('peaks_gap')}.", V, "arithmetic"),
        (f"That is 27 fewer calls — a reduction of roughly 71% {T('peaks_gap')}.", U, "arithmetic"),
        # --- peaks_thr ---
        (f"rep2 thresholded at 20 with a 50 bp minimum width → 48 peaks in view {T('peaks_thr')}.", V, "supported"),
        (f"The absolute-threshold call on rep2 yielded 38 peaks {T('peaks_thr')}.", U, "wrong-record"),
        # --- quant ---
        (f"Top hit: **Peak_22** (chr19:1,102,539-1,102,707), mean rep1 signal 113.0 {T('quant')}. That's a "
         f"striking enrichment for such a small feature.", V, "locus-feature", 0),
        (f"Peak_37 has a mean rep1 fold-change of 113.0 {T('quant')}.", U, "other-entity"),
        (f"Peak_281 sits at chr19:1,058,648-1,058,806 and ranks third (mean 66.7) {T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 is located at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        (f"| 4 | Peak_1397 | chr19:1,110,067-1,110,162 | 61.64 | {T('quant')} |", V, "table"),
        (f"Peak_281 (rank 3) falls inside the 10 kb window chr19:1,050,000-1,060,000 {T('quant')}{T('stats_win')}.",
         V, "locus-subregion"),
        (f"Peak_22 lies within the chr19:1,050,000-1,060,000 window {T('quant')}{T('stats_win')}.",
         U, "locus-subregion"),
        (f"Peak_37's narrowPeak score is 95.5 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22's mean is about 17 units above Peak_37's (113.0 vs 95.5) {T('quant')}.", V, "arithmetic"),
        ("Peak_22 (chr19:1,102,539-1,102,707) is the strongest rep1 peak in the view.", X, "uncited"),
        # --- corr_chr ---
        (f"**rep1 vs rep2 (chr19):** Pearson r = 0.62, Spearman ρ = 0.59, 500 bins {T('corr_chr')}", V, "rounded"),
        (f"On chr19 the two replicates have a Pearson r of 0.59 {T('corr_chr')}.", U, "other-attribute"),
        (f"The chromosome was cut into ~117 kb bins {T('corr_chr')}.", V, "units"),
        (f"Bins of about 117 bp were used for the chr19 correlation {T('corr_chr')}.", U, "wrong-unit"),
        (f"Pearson r between rep1 and rep2 on chr19 is 0.616 {T('corr_chr')}.", U, "rounding-coincidence"),
        (f"In the current view, rep1 and rep2 correlate at r = 0.62 {T('corr_chr')}.", U, "scope"),
        (f"The replicates agree reasonably but not spectacularly, which is typical for fold-change tracks "
         f"{T('corr_chr')}.", N, "qualitative"),
        (f"Overall rep1 and rep2 look alike on chr19 — means of ~0.87 each and a Pearson r of ~0.6 "
         f"{T('stats_chr')}{T('corr_chr')}.", V, "hedged"),
        # --- corr_view ---
        (f"In the 200 kb view, rep1 vs pooled gives r = 0.80 (Spearman 0.69) over 200 bins of 1 kb "
         f"{T('corr_view')}.", V, "supported"),
        (f"rep1 and rep2 correlate at r = 0.80 in the view {T('corr_view')}.", U, "other-entity"),
        (f"rep1 follows pooled more closely in the view (r 0.80) than it follows rep2 across chr19 (r 0.62) "
         f"{T('corr_view')}{T('corr_chr')}.", V, "comparison"),
        # --- matrix ---
        (f"In the 3×3 matrix, rep2–pooled has the highest Pearson (0.899) {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled Pearson is 0.899 {T('matrix')}.", U, "rounding-coincidence"),
        (f"rep1–pooled: Pearson 0.90, Spearman 0.85 {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled is the best-correlated pair by Spearman {T('matrix')}.", U, "comparison"),
        (f"Spearman ρ for rep1–rep2, rep1–pooled and rep2–pooled is 0.59, 0.85 and 0.90, respectively "
         f"{T('matrix')}.", V, "respectively"),
        (f"Pearson r for rep1–rep2, rep1–pooled and rep2–pooled: 0.62, 0.90 and 0.91, respectively {T('matrix')}.",
         U, "respectively"),
        ("Both replicates correlate at about 0.9 with the pooled track.", X, "uncited"),
        # --- gene ---
        (f"**MYC** — chr8:127,735,433-127,742,951, + strand, protein-coding {T('gene')}.", V, "locus-exact"),
        (f"MYC is annotated at chr8:127,736,433-127,742,951 {T('gene')}.", U, "locus-exact"),
        (f"The MYC gene body spans roughly 7.5 kb {T('gene')}.", V, "hedged"),
        (f"MYC is a classic oncogene driven by distal enhancers in K562 {T('gene')}.", N, "qualitative"),
        ("MYC sits on chr8 at roughly 127.7 Mb, far from this chr19 window.", X, "uncited"),
        # --- asset_peaks ---
        (f"The Oct4 narrowPeak preview has 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 spans chr6:31,139,576-31,140,109 {T('asset_peaks')}.", U, "locus-feature"),
        (f"The whole file is just 102 bytes {T('asset_peaks')}.", V, "units"),
        (f"Both preview peaks fall outside the POU5F1 window chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')}{T('h1_nav')}.", U, "locus-subregion"),
        (f"Both Oct4 preview peaks sit inside the H1 view, chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')}{T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2364 has a signalValue of 128.8 {T('asset_peaks')}.", U, "preview"),
        # --- asset_graph ---
        (f"The bedGraph preview of ENCFF754TJH.wig opens with chr9:35,726,969-35,726,977 at 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The file is 80,997 bytes (~81 kB) and the preview was truncated at 40 lines {T('asset_graph')}.",
         V, "scale"),
        (f"The last preview row, chr9:35,727,163-35,727,165, has a value of 18.80 {T('asset_graph')}.",
         U, "preview"),
        # --- search ---
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked bigWigs out of 20 matching files {T('search')}.",
         V, "supported"),
        (f"The K562 H3K27ac search turned up 12 candidate files {T('search')}.", U, "wrong-value"),
        (f"The top-ranked file is ENCFF381NDD, the fold-change track pooling replicates 1, 2 and 3 {T('search')}.",
         V, "accession"),
        (f"Ranks 4 and 5 are ENCFF177JXC (replicate 1) and ENCFF289IVJ (replicate 2) {T('search')}.",
         V, "respectively"),
        (f"The search (retrieved {retrieved}) returned 10 candidates {T('search')}.", V, "timestamp"),
        ("ENCFF381NDD is probably the file you want.", X, "uncited"),
        # --- file records ---
        (f"ENCFF381NDD comes from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCSR000AKP is the file accession of the pooled bigWig {T('file_1')}.", U, "accession-role"),
        (f"ENCFF779QTH scored 1,165 and sits at rank 2 {T('file_2')}.", V, "supported"),
        (f"ENCFF849TDM (1,165) edges out ENCFF177JXC (1,161) by 4 points — exactly the pooled bonus "
         f"{T('file_3')}{T('file_4')}.", V, "arithmetic"),
        (f"ENCFF938DNH is the replicate 3 bigWig at rank 8 {T('file_9')}.", U, "wrong-record"),
        (f"ENCFF938DNH is the replicate 3 fold-change bigWig (rank 8) {T('file_8')}.", V, "accession"),
        (f"ENCFF745TSK is a replicate 1 track {T('file_6')}.", U, "accession-role"),
        (f"Of ENCFF977KGH's 1,161 points, 800 come from the exact K562 biosample match {T('file_10')}.",
         V, "supported"),
        (f"ENCFF814HWX ranked 6th {T('file_7')}.", U, "wrong-value"),
        (f"ENCFF289IVJ (replicate 2, experiment ENCSR000AKP) scored 1,161 {T('file_5')}.", V, "accession"),
        ("All ten candidates come from the same experiment, ENCSR000AKP.", X, "uncited"),
        ("ENCFF381NDD is the one I'd load first [[cite:cite_encode_4f2a91]].", U, "unknown-token"),
        # --- H1 POU5F1 ---
        (f"The H1 view is hg19 chr6:31,130,000-31,150,000, a 20 kb window around POU5F1 {T('h1_nav')}.",
         V, "locus-exact"),
        (f"The POU5F1 window is chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"- **Oct4:** mean 0.49, max 1.38, coverage only 1.7% of the window {T('h1_stats')}", V, "percent"),
        (f"H3K27ac covers ~74% of the 20 kb (14,764 bp) {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 averages 12.8 across the POU5F1 window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac has the highest max of the three marks (74.5, vs 72.4 for H3K4me3) {T('h1_stats')}.",
         V, "comparison"),
        (f"H3K4me3 covers 65.6% of the window {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"H3K27ac occupies 12.8% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K27ac averages 12.8 in the window {T('h1_stats')}. It reaches 72.4 at its highest {T('h1_stats')}.",
         U, "pronoun", 1),
        (f"**Bottom line:** Oct4 binding here is sparse, while both histone marks are broad {T('h1_stats')}.",
         N, "qualitative"),
        (f"With z ≥ 2 the Oct4 cutoff is ~1.01, giving just 2 peaks {T('h1_peaks')}.", V, "hedged"),
        (f"The Oct4 caller's cutoff was 1.38 {T('h1_peaks')}.", U, "other-attribute"),
        (f"Oct4 gives 2 z-score peaks here, the same number as rows in the narrowPeak preview "
         f"{T('h1_peaks')}{T('asset_peaks')}.", V, "multi-record"),
        (f"Oct4 vs H3K27ac: Pearson r = 0.11, Spearman 0.46 — but only 9 of 200 bins (100 bp each) are usable "
         f"{T('h1_corr')}.", V, "multi"),
        (f"191 bins were shared between Oct4 and H3K27ac {T('h1_corr')}.", U, "other-attribute"),
        (f"With so few shared bins I wouldn't read much into the Oct4–H3K27ac correlation {T('h1_corr')}.",
         N, "qualitative"),
        (f"These numbers come straight from the signal-stats tool over the visible region {T('stats_view')}.",
         N, "qualitative"),
        # --- plain ---
        ("Let me know if you'd like these peaks exported as a BED file.", P, "qualitative"),
        ("If you want a stricter set, raising k would trim the weaker calls.", P, "qualitative"),
        ("Happy to pull the matching input controls from ENCODE next.", P, "qualitative"),
        ("Here's a quick summary of what the tools returned.", P, "qualitative"),
        ("A word of caution on interpreting fold-change values follows.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
