"""Blind batch s5c, written by a helper session on 2026-12-02, labelled by hand against the record
dump before any checker run (the checker was never run or read). Focus: every record, evenly, with
comparisons, rankings and arithmetic between cited values (highest/lowest, ratios, fold and percent
differences, differences, sums, counts taken from a record's list, densities per kb / per Mb, ranges),
plus hedges, percents vs fractions and scale words. Style: each record summarised as three different
assistants would -- (1) an executive-summary writer (headers, bullets, bold labels, short tables),
(2) a tutor (full sentences, "note that", "in other words", worked arithmetic), (3) a hurried analyst
(fragments, slashes, arrows, abbreviations). U rows carry realistic slips: ratios the wrong way round,
superlatives given to the wrong item, roundings that cross a digit, chromosome values quoted for the
window, counts off by one.

First run of the checker on it (never relabelled; checker at 5d95276): 129 sentences, agreement 0.791,
"unsupported" precision 0.707, recall 0.804. The three s5 batches together (380): 0.837 / 0.779 / 0.836.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "cc"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    r1, r2 = ids["rep1"], ids["rep2"]
    oct4 = h1["Oct4"]
    rows = [
        # ---------------- view / navigation ----------------
        (f"**Current view:** hg38 chr19:1,000,000-1,200,000, a 200 kb window {T('nav')}.", V, "locus-exact"),
        (f"view = chr19:1.0–1.25 Mb (hg38) {T('nav')}", U, "locus-exact"),

        # ---------------- describe: viewport summary of five tracks ----------------
        (f"- **Tracks in view:** 5 loaded — 3 bigWig signal tracks and 2 narrowPeak sets {T('describe')}", V, "multi"),
        (f"view pk: rep1 199.8 / rep2 190.7 / pooled 159.2 → rep1 top {T('describe')}", V, "comparison"),
        (f"pooled view pk 159.2 = lowest of the 3, ~25% under rep1 {T('describe')}", U, "arithmetic"),
        (f"view sd: rep2 10.2, pooled 7.23 → pooled noisiest of the three {T('describe')}", U, "comparison"),
        (f"Note that the rep1 narrowPeak file contributes 64 peaks to the view and the rep2 file 69, for 133 in total {T('describe')}.", V, "arithmetic"),
        (f"rep1 narrowPeak 64 vs rep2 69 → rep1 has 5 more {T('describe')}", U, "comparison"),
        (f"rep1 narrowPeak density: 64 / 200 kb = 0.32/kb {T('describe')}", V, "arithmetic"),
        (f"Note that rep1's narrowPeak scores range from 21 to 177, whereas rep2's peak file tops out at 177 as well {T('describe')}.", U, "other-entity"),
        (f"The pooled track's summed signal over the view is about 0.29 million {T('describe')}.", V, "scale"),

        # ---------------- stats_chr: whole chromosome ----------------
        (f"**Key takeaway:** across all of chr19, rep1 reaches a maximum of 1,820 — roughly 2.1× the pooled track's 870 {T('stats_chr')}.", V, "arithmetic"),
        (f"- **Top maximum (chr19):** rep2, at 1,668 {T('stats_chr')}", U, "comparison"),
        (f"**Variability:** pooled has the lowest chr19 SD (6.47), versus 9.02 for rep1 and 8.64 for rep2 {T('stats_chr')}.", V, "comparison"),
        (f"- **Coverage:** rep1 covers 99.98% of chr19 (58,607,590 of 58,617,616 bp) {T('stats_chr')}", V, "percent"),
        (f"Let's start with the whole chromosome: rep1 has a mean fold-change of 0.870 on chr19, while rep2's is 0.874 {T('stats_chr')}. "
         f"In other words, rep2 is higher, but only by 0.004 — a difference of less than half a percent {T('stats_chr')}.", V, "arithmetic"),
        (f"Comparing the two maxima on chr19 (1,820.2 and 1,667.9), rep2's is roughly 9% higher than rep1's {T('stats_chr')}.", U, "comparison"),
        (f"The pooled track reaches 870.1 on chr19 {T('stats_chr')}. Its standard deviation, 6.47, is the lowest of the three tracks {T('stats_chr')}.", V, "pronoun"),
        (f"pooled chr19 avg 0.872 ≈ midpoint of the two reps (0.870, 0.874) {T('stats_chr')}", V, "arithmetic"),
        (f"uncovered chr19 bp, rep1: ~10 kb (58,617,616 − 58,607,590) {T('stats_chr')}", V, "units"),
        (f"rep2 chr19 avg 0.873 {T('stats_chr')}", U, "rounded"),
        (f"Track {r1} (rep1) averaged 0.870 across chr19 {T('stats_chr')}.", V, "ids"),
        (f"{r2} averaged 0.870 on chr19 {T('stats_chr')}", U, "ids"),
        (f"The summed rep1 signal over chr19 comes to roughly 51 million {T('stats_chr')}.", V, "scale"),
        (f"rep1 chr19 sum ≈ 51.0 billion {T('stats_chr')}", U, "wrong-scale"),
        (f"- **rep1, chr19:** maximum of roughly 1,700 {T('stats_chr')}", U, "hedged"),

        # ---------------- stats_view: viewport rep1/rep2 ----------------
        (f"**Viewport means:** rep2 averaged 1.69 versus 1.22 for rep1 across chr19:1,000,000-1,200,000 — roughly 38% higher {T('stats_view')}.", V, "arithmetic"),
        (f"- **Replicate balance:** rep1's viewport mean is about 1.4-fold that of rep2 {T('stats_view')}", U, "arithmetic"),
        (f"| Track | Max (view) |\n|---|---|\n| rep1 | 199.8 |\n| rep2 | 190.7 {T('stats_view')} |", V, "table"),
        (f"- **Coverage (view):** rep1 covers 99.98% of the 200 kb view {T('stats_view')}", U, "locus-chromosome"),
        (f"Here is the key arithmetic for the viewport: rep2's mean of 1.687 divided by rep1's mean of 1.224 is about 1.38, so rep2 is roughly 38% higher {T('stats_view')}.", V, "arithmetic"),
        (f"In other words, rep1 contributes about 58% of the two replicates' combined viewport signal {T('stats_view')}.", U, "arithmetic"),
        (f"rep2 view: avg 1.69 {T('stats_view')}. its pk 199.8 {T('stats_view')}", U, "pronoun"),
        (f"rep1 averaged 1.223 across the view {T('stats_view')}.", U, "rounded"),
        (f"In the view, rep1 and rep2 have 279 and 256 intervals, respectively {T('stats_view')}.", U, "respectively"),
        (f"In the view, rep1 and rep2 peak at 199.8 and 190.7, respectively, and both cover 100% of the 200 kb {T('stats_view')}.", V, "respectively"),
        (f"rep1 averaged 1.22 across the view [[cite:cite_stats_view_01]].", U, "unknown-token"),

        # ---------------- multi-record chr vs view ----------------
        (f"rep1 averages 0.870 on chr19 as a whole but 1.22 in the view — about 41% higher locally {T('stats_chr')} {T('stats_view')}.", V, "multi-record"),

        # ---------------- stats_win: 10 kb window ----------------
        (f"- **Window leader:** as in the full view, rep2 has the higher mean of the two replicates in chr19:1,050,000-1,060,000 {T('stats_win')}", U, "comparison"),
        (f"### 10-kb window (chr19:1,050,000-1,060,000)\n- **rep1 mean:** 2.76\n- **rep2 mean:** 2.30 {T('stats_win')}", V, "supported"),
        (f"- **Window vs view (rep1):** the 10-kb window mean of 2.76 is about 2.3× rep1's viewport mean of 1.22 {T('stats_win')} {T('stats_view')}", V, "multi-record"),
        (f"Working it out, 2.76 ÷ 2.30 ≈ 1.20, so within the window rep1 is about 20% higher than rep2 {T('stats_win')}.", V, "arithmetic"),
        (f"You might expect the window sum to be a large share of the viewport total, but 27,590 out of 244,710 is only about 11% for rep1 {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"By contrast, rep2's window sum of 22,962 is roughly 9% of its viewport total of 337,337 {T('stats_win')} {T('stats_view')}.", U, "arithmetic"),
        (f"win avg rep1 2.76 → ~3.2x chr19 avg (0.870) {T('stats_win')} {T('stats_chr')}", V, "multi-record"),
        (f"rep1 avg in win chr19:1,050,000-1,060,000 ≈ 0.87 {T('stats_win')}", U, "locus-chromosome"),
        (f"win max rep1 199.8 {T('stats_win')}", U, "scope"),

        # ---------------- peaks_chr ----------------
        (f"**Peak calling (rep1, chr19, z ≥ 2):** 7,688 peaks at a cutoff of 18.92 — ≈131 peaks per Mb {T('peaks_chr')}.", V, "arithmetic"),
        (f"rep1's z ≥ 2 call found 7,688 peaks across chr19 {T('peaks_chr')}. That works out to about 131 peaks per Mb.", X, "uncited"),
        (f"Note that with z ≥ 2, rep1's chromosome-wide cutoff (18.92) is lower than its viewport cutoff (16.64) {T('peaks_chr')} {T('peaks_gap')}.", U, "comparison"),
        (f"→ ~131/Mb on chr19; view gap-1kb call = 190/Mb, so view ~1.45x denser {T('peaks_chr')} {T('peaks_gap')}", V, "arithmetic"),

        # ---------------- peaks_gap ----------------
        (f"- **Peak density (view):** 38 merged peaks over 200 kb → 0.19 per kb {T('peaks_gap')}", V, "arithmetic"),
        (f"- **Merging effect:** the 1 kb merge gap collapsed 65 fragments into 38 peaks, a 42% reduction {T('peaks_gap')}", V, "percent"),
        (f"- **Merging effect:** 65 fragments → 38 peaks, i.e. 28 fragments absorbed {T('peaks_gap')}", U, "arithmetic"),
        (f"gap call thr 18.92 (k=2, 1 kb merge) → 38 pks {T('peaks_gap')}", U, "scope"),
        (f"peaks look clean, nothing odd in the merged set {T('peaks_gap')}", N, "qualitative"),

        # ---------------- peaks_thr ----------------
        (f"**Absolute-threshold caller (rep2):** 48 peaks at ≥ 20 with a 50 bp minimum width — 10 more than the z-score call on rep1 in the same view {T('peaks_thr')} {T('peaks_gap')}.", V, "multi-record"),
        (f"thr call rep2: ≥20, minW 50 bp → 48 pks; vs rep2 narrowPeak 69 in view → 21 fewer {T('peaks_thr')} {T('describe')}", V, "multi-record"),

        # ---------------- quant ----------------
        (f"**Top feature:** Peak_22 (chr19:1,102,539-1,102,707) ranks first, with a mean rep1 signal of 113.0 {T('quant')}.", V, "locus-feature"),
        (f"| Rank | Peak | Mean signal |\n|---|---|---|\n| 1 | Peak_22 | 113.0 |\n| 2 | Peak_37 | 95.5 |\n| 3 | Peak_1397 | 66.7 {T('quant')} |", U, "table"),
        (f"- **Fold range among the top 5:** Peak_22's 113.0 is ~2.0× Peak_1939's 55.5 {T('quant')}", V, "arithmetic"),
        (f"- **Widest of the top five:** Peak_37, at 138 bp {T('quant')}", U, "comparison"),
        (f"**Peak_37** ranks second by mean signal (95.5) {T('quant')}. It spans 138 bp and carries a featureScore of 115 {T('quant')}.", V, "pronoun"),
        (f"Peak_281 sits at chr19:1,058,648-1,058,806, which lies inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Note that Peak_22 (chr19:1,102,539-1,102,707) also falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"Peak_22 tops the ranking {T('quant')}. Its mean signal, 113.0, is about twice Peak_1939's.", X, "uncited"),
        (f"#2 Peak_37 95.5 (chr19:1,097,875-1,098,013) → ~85% of #1 {T('quant')}", V, "arithmetic"),
        (f"Peak_37 width 148 bp {T('quant')}", U, "arithmetic"),
        (f"Peak_22 spans 168 kb {T('quant')}", U, "wrong-unit"),
        (f"The top-ranked features sit in a cluster of strong, sharp enrichment {T('quant')}.", N, "qualitative"),

        # ---------------- correlations ----------------
        (f"**Replicate concordance (chr19, 500 bins of 117,236 bp):** Pearson r = 0.62, Spearman 0.59 {T('corr_chr')}.", V, "supported"),
        (f"- **View-level agreement:** rep1 vs pooled r = 0.80 over 200 × 1 kb bins — about 0.19 higher than the chr19 rep1/rep2 r {T('corr_view')} {T('corr_chr')}", V, "multi-record"),
        (f"Note that 500 bins × 117,236 bp ≈ 58.6 Mb, which is essentially the full length of chr19 {T('corr_chr')}.", V, "arithmetic"),
        (f"Note that 117,236 bp is the bin size used for the chromosome-wide correlation.", X, "uncited"),
        (f"corr chr19 rep1/rep2 r 0.62 — bins 1 kb {T('corr_chr')}", U, "wrong-value"),
        (f"The rep1–rep2 Pearson r over chr19 is 0.615 {T('corr_view')}.", U, "wrong-record"),
        (f"Note that this viewport correlation is between rep1 and rep2, so it is directly comparable to the chromosome-wide 0.615 {T('corr_view')}.", U, "other-entity"),
        (f"corr view rep1/pooled r 0.801 vs rho 0.687 → r − rho ≈ 0.11 {T('corr_view')}", V, "arithmetic"),
        (f"r 0.80 rep1/pooled, view [[cite:corr_view_x9]]", U, "unknown-token"),
        (f"This is a nice illustration of why a pooled track is useful as a reference {T('corr_view')}.", N, "qualitative"),

        # ---------------- matrix ----------------
        (f"- **Strongest pair (Pearson, chr19):** rep1–pooled at 0.898 {T('matrix')}", U, "matrix"),
        (f"- **Strongest pair (Spearman, chr19):** rep2–pooled, 0.901 {T('matrix')}", V, "matrix"),
        (f"In other words, the gap between the weakest Pearson pair (rep1–rep2) and the strongest (rep2–pooled) is roughly 0.28 {T('matrix')}.", V, "arithmetic"),
        (f"matrix Spearman rep1/rep2 0.615 {T('matrix')}", U, "other-attribute"),
        (f"matrix = 4 tracks x 500 bins {T('matrix')}", U, "wrong-value"),
        (f"**Bottom line:** the two replicates tell a consistent story at the broad scale, with the pooled track smoothing out the extremes {T('matrix')}.", N, "qualitative"),

        # ---------------- gene ----------------
        (f"**MYC:** chr8:127,735,433-127,742,951 (+ strand), ~7.5 kb long {T('gene')}.", V, "units"),
        (f"MYC len ~7.6 kb {T('gene')}", U, "rounded"),
        (f"- **Interpretation:** the annotation lookup resolved cleanly {T('gene')}", N, "qualitative"),
        (f"MYC ~7.5 kb, chr8", X, "uncited"),

        # ---------------- H1 window ----------------
        (f"H1 win chr6:31.13–31.15 Mb (hg19) → 20 kb {T('h1_nav')}", V, "locus-exact"),
        (f"**H1 POU5F1 window (hg19 chr6:31,130,000-31,150,000):** H3K27ac has the highest mean (12.8), ahead of H3K4me3 (11.4) and Oct4 (0.49) {T('h1_stats')}.", V, "comparison"),
        (f"- **Most variable mark:** H3K27ac (SD 13.6) {T('h1_stats')}", U, "comparison"),
        (f"- **Coverage:** H3K27ac 73.8%, H3K4me3 65.7%, Oct4 1.72% {T('h1_stats')}", V, "percent"),
        (f"In the H1 window, H3K27ac's mean of 12.8 is about 26 times Oct4's mean of 0.49 {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K4me3's mean of 11.4 is about 12% below H3K27ac's 12.8 {T('h1_stats')}.", U, "arithmetic"),
        (f"Oct4 covers about 49% of the H1 window {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 coverage in the H1 window: 65.6% {T('h1_stats')}", U, "rounded"),
        (f"H1 cov bp: K27ac 14,764 vs K4me3 13,139 → +1,725 {T('h1_stats')}", U, "arithmetic"),
        (f"H3K27ac averages 12.8 in the H1 window {T('h1_corr')}.", U, "wrong-record"),
        (f"In other words, Oct4 binding here looks sparse and punctate next to the broad histone signal {T('h1_stats')}.", N, "qualitative"),
        (f"For Oct4, the z ≥ 2 caller's threshold is 1.006, about twice the track's mean of 0.492, and it returns 2 peaks {T('h1_peaks')}.", V, "arithmetic"),
        (f"Oct4 z≥2: thr 1.006, 2 pks; Oct4 max 1.38 clears thr by ~37% {T('h1_peaks')} {T('h1_stats')}", V, "multi-record"),
        (f"Oct4 z≥2 call → 3 pks above 1.006 {T('h1_peaks')}", U, "wrong-value"),
        (f"Note that only 9 of the 200 bins were usable for the Oct4–H3K27ac correlation (191 were excluded), which is why the Pearson r of 0.11 should be read cautiously {T('h1_corr')}.", V, "arithmetic"),
        (f"Oct4/K27ac: 100 bp bins, 191 excl. → 8 usable {T('h1_corr')}", U, "arithmetic"),

        # ---------------- ENCODE search and files ----------------
        (f"**ENCODE search:** 10 ranked candidates out of 20 matching files, no relaxations needed {T('search')}.", V, "supported"),
        (f"- **Replicate-1-only files:** 3 of the 10 candidates (ranks 4, 7 and 10) {T('search')}", V, "multi"),
        (f"- **Replicate-2-only files:** 2 (ENCFF289IVJ, ENCFF945XHA) {T('search')}", U, "multi"),
        (f"Retrieved 2026-12-02T00:37:04Z, the search returned 10 ranked candidates {T('search')}.", V, "timestamp"),
        (f"Timestamp: the search was retrieved 2026-12-02T00:37:04Z {T('search')}.", N, "timestamp"),
        (f"search results look usable, go w/ the pooled file {T('search')}", N, "qualitative"),
        (f"- **Score gap:** ENCFF381NDD (rank 1) scores 1165, 4 points above ENCFF177JXC (rank 4) at 1161 {T('file_1')} {T('file_4')}", V, "arithmetic"),
        (f"ENCFF779QTH is the three-replicate pooled file at the top of the list {T('file_2')}.", U, "accession-role"),
        (f"ENCFF938DNH = rep3 only, rank 8, score 1161, exp ENCSR000AKP {T('file_8')}", V, "accession"),
        (f"ENCFF745TSK: rep1, rank 6 {T('file_6')}", U, "accession-role"),

        # ---------------- assets ----------------
        (f"**Oct4 narrowPeak preview:** 2 peaks, peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"Oct4 bed peaks span chr6:31,139,576-31,141,112 (~1.5 kb end to end), both inside H1 view {T('asset_peaks')} {T('h1_nav')}", V, "locus-subregion"),
        (f"Note that the higher-scoring Oct4 peak, peak2363, is the first line of the file {T('asset_peaks')}.", U, "preview"),
        (f"- **bedGraph asset:** ENCFF754TJH.wig, 80,997 bytes (~81 kB); the preview shows 40 lines and is truncated {T('asset_graph')}", V, "preview"),
        (f"bedGraph preview max 20.12 (chr9:35,727,163-35,727,165), min 6.45 → ~3.1x range {T('asset_graph')}", V, "range"),
        (f"In the bedGraph preview, the lowest value, 7.45, sits at chr9:35,726,977-35,726,986 {T('asset_graph')}.", U, "preview"),

        # ---------------- uncited / plain ----------------
        (f"rep2 avg in the view 1.69 vs rep1 1.22.", X, "uncited"),
        (f"**Window:** chr19:1,050,000-1,060,000", X, "uncited"),
        (f"Happy to dig into any of these tracks further.", P, "qualitative"),
        (f"Let me walk you through what these numbers mean, one record at a time.", P, "qualitative"),
        (f"tl;dr — reps agree, pooled smoother.", P, "qualitative"),
        (f"**Next steps:** call peaks on the pooled track and compare.", P, "qualitative"),
        (f"In short, the replicates behave as you would hope for a ChIP-seq experiment.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
