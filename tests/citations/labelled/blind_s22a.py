"""Blind batch s22a, written by a helper session on 2026-12-02, labelled by hand against
/tmp/blind20/records.md before any checker run. Focus: the hardest honest phrasings -- synonyms and
paraphrases for attributes ("tops out at", "bottoms out", "spread", "dispersion", "breadth", "footprint",
"tally", "how many calls survived"), numbers and fractions written in words ("roughly two-thirds",
"one-twentieth", "a quarter of a megabase", "sixty-four"), entities named indirectly ("the first
replicate", "the pooled signal", "the merged call", "the Oct4 ChIP", "the top hit", "the runner-up file"),
counts of a kind, and arithmetic carried across sentences in multi-sentence answers (the 4th element names
the labelled sentence). Styles: GPT-like bullets with bold labels, Claude-like prose with em dashes,
terse notebook lines and hedged summaries.

First run of the checker on it (never relabelled; checker at d45d796, never changed for this batch): 124
sentences, agreement 0.903, "unsupported" precision 0.865, recall 0.918. The two s22 batches together (248):
0.935 / 0.919 / 0.929."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s22a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- chromosome-wide signal stats (stats_chr)
        (f"Across all of chr19 the first replicate tops out at about 1,820 {T('stats_chr')}.", V, "hedged"),
        (f"Genome-wide on chr19, replicate 2 tops out at roughly 1,820 {T('stats_chr')}.", U, "other-entity"),
        (f"**Dispersion:** the pooled track's standard deviation on chr19 is about 6.5 — the tightest of the three {T('stats_chr')}.", V, "comparison"),
        (f"rep2 has the widest spread on chr19 (SD ≈ 8.6) {T('stats_chr')}.", U, "comparison"),
        (f"The first replicate's breadth of coverage is essentially complete — 99.98% of chr19's 58.6 Mb {T('stats_chr')}.", V, "percent"),
        (f"rep1 covers 58,607,595 bases of chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"- **Interval tally:** the pooled bigWig carries about 151 thousand intervals on chr19, roughly twice either replicate {T('stats_chr')}", V, "scale"),
        (f"The pooled signal averages 0.874 across chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"The first replicate's chromosome-wide maximum is about 9% higher than the second's (≈1,820 vs ≈1,668) {T('stats_chr')}.", V, "arithmetic"),
        (f"On chr19 the first replicate reaches 1,820.2 {T('stats_chr')}. The second replicate reaches 1,667.9 {T('stats_chr')}. The difference is roughly 150 {T('stats_chr')}.", V, "arithmetic", 2),
        (f"On chr19 rep1 peaks at 1,820.2 {T('stats_chr')}. rep2 peaks at 1,667.9 {T('stats_chr')}. That leaves a gap of about 250 between them {T('stats_chr')}.", U, "arithmetic", 2),
        (f"rep1's chromosome-wide SD is 9.02 {T('stats_chr')}. Its mean is 0.87, so the coefficient of variation is about 10 {T('stats_chr')}.", V, "pronoun", 1),
        (f"Track {ids['rep1']} (the first replicate) averages 0.87 across chr19 {T('stats_chr')}.", V, "ids"),
        (f"Across chr19:1,000,000-1,200,000, rep1's mean signal is 0.87 {T('stats_chr')}.", U, "scope"),
        # ---- viewport stats (stats_view, describe)
        (f"Within the current 200-kb view, the first replicate tops out just shy of 200 (199.8) {T('stats_view')}.", V, "supported"),
        (f"The second replicate is the noisier one in the view — its SD is ~10.2 versus ~7.7 for rep1 {T('stats_view')}.", V, "comparison"),
        (f"In the view, rep2's dispersion (SD ≈ 10.2) is roughly 1.5× rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep2's mean over the view is about 38% higher than rep1's (1.69 vs 1.22) {T('stats_view')}.", V, "arithmetic"),
        (f"The pooled signal averages 1.45 in the view {T('stats_view')}.", U, "wrong-record"),
        (f"The pooled signal averages 1.45 over chr19:1,000,000-1,200,000 {T('describe')}.", V, "supported"),
        (f"The pooled signal tops out at about 870 in this view {T('describe')}.", U, "scope"),
        (f"The view holds sixty-four rep1 peaks and sixty-nine rep2 peaks {T('describe')}.", V, "supported"),
        (f"rep2's peak file contributes 64 peaks to the view {T('describe')}.", U, "other-entity"),
        (f"**Tally for the view:** 64 rep1 peaks plus 69 rep2 peaks, 133 narrowPeak features in all {T('describe')}.", V, "arithmetic"),
        (f"Tally for the view: 64 + 69 = 143 narrowPeak features {T('describe')}.", U, "arithmetic"),
        (f"Narrowpeak scores in rep1 span 21 to 177 in this view {T('describe')}.", V, "range"),
        (f"rep1's coverage footprint in the view is 256 bp {T('stats_view')}.", U, "other-attribute"),
        (f"rep2 tops out at 190.7 in the view {T('stats_view')}. Its spread is about 7.7 {T('stats_view')}.", U, "pronoun", 1),
        (f"rep1 averages 1.22 in the view {T('stats_view')}. That's a fairly quiet stretch overall {T('stats_view')}.", N, "qualitative", 1),
        (f"rep2 averages 1.69 across the view [[cite:cite_genome_signal_stats_9f3a2b1c]].", U, "unknown-token"),
        # ---- 10-kb window (stats_win)
        (f"In the 10-kb window at chr19:1,050,000-1,060,000 the first replicate tops out at ~111 {T('stats_win')}.", V, "hedged"),
        (f"In that 10-kb window the second replicate tops out at about 111 too {T('stats_win')}.", U, "other-entity"),
        (f"rep1 averages about 2.76 in the window, roughly 2.25 times its view-wide mean of 1.22 {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"The profiled window is one-twentieth of the 200-kb view {T('stats_win')} {T('nav')}.", V, "arithmetic"),
        (f"rep2 in the window — sixteen intervals, SD about 11.0 {T('stats_win')}.", U, "other-entity"),
        (f"In the 10-kb window rep1 averages 2.76 {T('stats_win')}. rep2 averages 2.30 {T('stats_win')}. rep1 is therefore about 20% higher {T('stats_win')}.", V, "arithmetic", 2),
        (f"In the window rep1 reaches ~111 and rep2 ~76 {T('stats_win')}. The first replicate's maximum is thus roughly double the second's {T('stats_win')}.", U, "arithmetic", 1),
        # ---- peak calls
        (f"The chromosome-wide cutoff works out to roughly 18.9, i.e. the mean plus two SDs (0.87 + 2×9.02) {T('peaks_chr')}.", V, "arithmetic"),
        (f"Of 7,688 raw fragments on chr19, only 38 calls survived {T('peaks_chr')}.", U, "wrong-record"),
        (f"The first replicate was called chromosome-wide at z ≥ 2 {T('peaks_chr')}. It yielded just under 7,700 peaks {T('peaks_chr')}.", V, "pronoun", 1),
        (f"How many calls survived the merge? Thirty-eight, down from 65 raw fragments {T('peaks_gap')}.", V, "supported"),
        (f"With a 1-kb merge gap the 65 fragments collapse into 48 peaks {T('peaks_gap')}.", U, "wrong-value"),
        (f"Merging within 1 kb removed 27 fragments — roughly 42% fewer calls {T('peaks_gap')}.", V, "arithmetic"),
        (f"The merge cut the call count by roughly a third {T('peaks_gap')}.", U, "arithmetic"),
        (f"rep2's absolute-threshold call (≥ 20, min width 50 bp) kept 48 regions in the view {T('peaks_thr')}.", V, "supported"),
        (f"rep2's threshold call kept 48 regions, with a minimum width of 20 bp {T('peaks_thr')}.", U, "other-attribute"),
        (f"The threshold call on rep2 retained ten more regions than the merged rep1 call (48 vs 38) {T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"rep2's threshold call found 48 peaks across the whole of chr19 {T('peaks_thr')}.", U, "scope"),
        (f"The merged call kept 38 peaks {T('peaks_gap')}. The threshold call on rep2 kept 48 {T('peaks_thr')}. Together that is 86 calls {T('peaks_gap')} {T('peaks_thr')}.", V, "arithmetic", 2),
        ("The z-score caller returned 7,688 peaks on chr19.", X, "uncited"),
        (f"None of these are model-based calls, so treat them as a rough guide {T('peaks_chr')}.", N, "qualitative"),
        (f"The merged call looks cleaner than the raw fragments {T('peaks_gap')}.", N, "qualitative"),
        ("Thirty-eight peaks survived the 1-kb merge.", X, "uncited"),
        # ---- quantification (quant)
        (f"The top hit is Peak_22 (chr19:1,102,539-1,102,707), averaging about 113 in rep1 {T('quant')}.", V, "locus-feature"),
        (f"The runner-up, Peak_37, averages ~95.5 {T('quant')}.", V, "hedged"),
        (f"The runner-up peak, Peak_281, averages about 95.5 {T('quant')}.", U, "other-entity"),
        (f"Peak_22's mean signal is roughly double that of the fifth-ranked peak (113 vs 55.5) {T('quant')}.", V, "arithmetic"),
        (f"Third place goes to Peak_281 at chr19:1,058,648-1,058,806 — which sits inside the 10-kb window we profiled (chr19:1,050,000-1,060,000) {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1397 lies at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 is 186 bp wide {T('quant')}.", U, "arithmetic"),
        (f"The top hit outscores the runner-up by about 27 units of mean signal {T('quant')}.", U, "arithmetic"),
        (f"Peak_22 averages 113 {T('quant')}. Peak_1939, fifth, averages 55.5 {T('quant')}. The top hit is therefore about three times the fifth {T('quant')}.", U, "arithmetic", 2),
        (f"The top-ranked peaks stand well clear of the rest {T('quant')}.", N, "qualitative"),
        # ---- correlations (corr_chr, corr_view, matrix)
        (f"Chromosome-wide, the two replicates correlate at r ≈ 0.62 (Spearman ≈ 0.59) over 500 bins of ~117 kb {T('corr_chr')}.", V, "supported"),
        (f"Over chr19 the replicates' rank correlation is 0.62 {T('corr_chr')}.", U, "other-attribute"),
        (f"In the view, rep1 tracks the pooled signal at r ≈ 0.80 in 1-kb bins {T('corr_view')}.", V, "hedged"),
        (f"Across chr19, rep1 and the pooled track correlate at 0.80 {T('corr_view')}.", U, "scope"),
        (f"The second-strongest pair in the chr19 Pearson matrix is rep1 vs pooled, at ≈0.90 {T('matrix')}.", V, "matrix"),
        (f"By Spearman, rep1–pooled is the tightest pair on chr19 (ρ ≈ 0.85) {T('matrix')}.", U, "comparison"),
        (f"The replicate–replicate Pearson jumps from 0.62 on chr19 to 0.80 in the view {T('corr_chr')} {T('corr_view')}.", U, "other-entity"),
        (f"rep1 agrees better with the pooled track than with rep2 on chr19 — 0.90 versus 0.62 {T('matrix')}.", V, "comparison"),
        (f"Replicate agreement looks reasonable but not stellar {T('corr_chr')}.", N, "qualitative"),
        # ---- H1 POU5F1 window (hg19)
        (f"Over the hg19 window chr6:31,130,000-31,150,000, the Oct4 ChIP tops out at just 1.38 {T('h1_stats')}.", V, "supported"),
        (f"The Oct4 ChIP's footprint is tiny — 344 bp, under 2% of the 20-kb window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 covers about 17% of the window {T('h1_stats')}.", U, "wrong-scale"),
        (f"H3K27ac covers roughly three-quarters of the window (~74%) {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 covers roughly two-thirds of the window {T('h1_stats')}.", V, "hedged"),
        (f"H3K4me3's breadth is roughly three-quarters of the window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac averages about 26 times the Oct4 signal here (12.8 vs 0.49) {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K27ac bottoms out at 0.08 {T('h1_stats')}.", U, "other-entity"),
        (f"The Oct4 ChIP never bottoms out at zero — its floor is about 0.31 {T('h1_stats')}.", V, "hedged"),
        (f"H3K27ac covers 14,764 bp of the window {T('h1_stats')}. H3K4me3 covers 13,139 bp {T('h1_stats')}. That is a difference of about 1,600 bp {T('h1_stats')}.", V, "arithmetic", 2),
        (f"Oct4's footprint is 344 bp {T('h1_stats')}. Its mean over those bases is 0.49 {T('h1_stats')}.", V, "pronoun", 1),
        (f"The H1 window is 20 kb {T('h1_nav')}. Oct4 covers 344 bp of it, i.e. about 1.7% {T('h1_stats')}.", V, "percent", 1),
        (f"Oct4 covers 344 bp of the window {T('h1_stats')}. H3K27ac covers 14,764 bp.", X, "uncited", 1),
        (f"Oct4 binding is sparse here, consistent with a focal factor {T('h1_stats')}.", N, "qualitative"),
        (f"The Oct4 peak call (z ≥ 2, cutoff ≈ 1.01) kept just two regions {T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 call's cutoff, ≈1.38, is simply the track's own maximum {T('h1_peaks')}.", U, "wrong-value"),
        (f"Oct4 and H3K27ac correlate weakly by Pearson (r ≈ 0.11) but moderately by Spearman (≈ 0.46) {T('h1_corr')}.", V, "supported"),
        (f"Only 9 of the 200 100-bp bins were shared, so the correlation rests on about 9% of the window {T('h1_corr')}.", U, "arithmetic"),
        (f"The H1 view is chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        # ---- asset previews
        (f"The two Oct4 narrowPeak rows are peak2363 (chr6:31,139,576-31,140,109, score 41) and peak2364 (chr6:31,140,574-31,141,112, score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two, with a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"The two Oct4 peaks sit about 465 bp apart {T('asset_peaks')}.", V, "arithmetic"),
        (f"Both Oct4 asset peaks fall inside the H1 view (chr6:31,130,000-31,150,000) {T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"The Oct4 file is 102 lines long {T('asset_peaks')}.", U, "other-attribute"),
        (f"peak2364's signal value (288.4) is more than double peak2363's (128.8) {T('asset_peaks')}.", V, "preview"),
        (f"The bedGraph preview rows all sit on chr19 {T('asset_graph')}.", U, "locus-chromosome"),
        (f"Within the preview, the bedGraph signal tops out at 14.66 {T('asset_graph')}.", U, "preview"),
        # ---- ENCODE search and file records
        (f"The ENCODE search returned ten ranked candidates out of 20 matching files {T('search')}.", V, "supported"),
        (f"The top hit, ENCFF381NDD, pools replicates 1, 2 and 3 of ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"The runner-up file, ENCFF779QTH, pools replicates 1 and 2 and scored 1,165 {T('file_2')}.", V, "accession"),
        (f"The runner-up file is ENCFF849TDM {T('search')}.", U, "accession-role"),
        (f"The pooled top hit outranks the first single-replicate file (rank 4) by just 4 points — 1,165 vs 1,161 {T('file_1')} {T('file_4')}.", V, "multi-record"),
        (f"Of the ten candidates, three are pooled files and seven are single-replicate {T('search')}.", V, "table"),
        (f"Four of the ten hits are replicate-1-only files {T('search')}.", U, "table"),
        (f"Only one candidate comes from replicate 3 alone — ENCFF938DNH, ranked eighth {T('search')}.", V, "table"),
        (f"ENCFF745TSK is the replicate 1 file ranked sixth {T('file_6')}.", U, "accession-role"),
        (f"ENCFF977KGH belongs to experiment ENCSR000AKQ {T('file_10')}.", U, "accession"),
        (f"The search returned 10 candidates {T('search')}. Of these, ranks 4 through 10 are single-replicate files — eight in all {T('search')}.", U, "arithmetic", 1),
        (f"Results were retrieved at 07:00 UTC on 2 December 2026, with 10 files returned {T('search')}.", V, "timestamp"),
        (f"The search ran on 2026-12-02 and returned 12 files {T('search')}.", U, "timestamp"),
        (f"The ENCODE hits look like a sensible starting set {T('search')}.", N, "qualitative"),
        ("The top hit, ENCFF381NDD, pools three replicates.", X, "uncited"),
        # ---- gene and navigation
        (f"MYC sits on the plus strand of chr8 at 127,735,433-127,742,951, spanning about 7.5 kb {T('gene')}.", V, "locus-exact"),
        (f"MYC spans roughly 75 kb {T('gene')}.", U, "wrong-scale"),
        ("MYC is on chr8 at roughly 127.7 Mb.", X, "uncited"),
        (f"The view spans a quarter of a megabase on chr19 {T('nav')}.", U, "wrong-scale"),
        (f"The view covers one-fifth of a megabase, from chr19:1,000,000 to 1,200,000 {T('nav')}.", V, "scale"),
        ("The first replicate tops out at about 1,820 on chr19.", X, "uncited"),
        # ---- plain
        ("Let me know if you want the peaks exported as a BED file.", P, "qualitative"),
        ("Next, it would be worth checking whether the strongest peaks overlap promoters.", P, "qualitative"),
        ("Overall, the replicates tell a consistent story.", P, "qualitative"),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}. Happy to dig deeper if useful.", P, "qualitative", 1),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
