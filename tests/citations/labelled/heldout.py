"""The held-out part of the labelled set: written (and labelled) together with the tuning part,
in other phrasings, and never used to adjust the checker. Metrics on it are reported separately."""

from __future__ import annotations

from typing import Any

from . import blind
from .common import Item, c, d, stats
from .gaps import held_out as gap_held_out
from .gaps import written_after

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    r1, r2, po = (stats(rec, "stats_chr", i) for i in range(3))
    v1, v2, _vp = (stats(rec, "describe", i) for i in range(3))
    s1, s2 = (stats(rec, "stats_view", i) for i in range(2))
    _w1, w2 = (stats(rec, "stats_win", i) for i in range(2))
    P_ = rec.d("peaks_chr")
    G = rec.d("peaks_gap")
    TH = rec.d("peaks_thr")
    Q = rec.d("quant")["topRows"]
    C = rec.d("corr_chr")
    CV = rec.d("corr_view")
    M = rec.d("matrix")
    h = [stats(rec, "h1_stats", i) for i in range(3)]
    HP = rec.d("h1_peaks")
    HC = rec.d("h1_corr")
    rows = [
        # supported, in answer style
        (f"**Replicate 1** shows a chromosome-wide mean of {d(r1['mean'])} {T('stats_chr')}.", V, "supported"),
        (f"Replicate 2's signal tops out at {d(r2['max'], 1)} on chr19 {T('stats_chr')}.", V, "supported"),
        (f"For the pooled track, the chr19 average is {d(po['mean'], 3)} {T('stats_chr')}.", V, "supported"),
        (f"* pooled — SD {d(po['sd'])} across chr19 {T('stats_chr')}", V, "supported"),
        (f"Roughly {c(r2['coveredBases'] / 1e6)} million bases of chr19 carry rep2 signal {T('stats_chr')}.", V,
         "hedged"),
        (f"The chr19 scope is ~58.6 Mb long {T('stats_chr')}.", V, "units"),
        (f"Within the displayed region, rep1's mean is {d(s1['mean'])} {T('stats_view')}.", V, "supported"),
        (f"Within the displayed region, rep2 climbs to {d(s2['max'], 1)} {T('stats_view')}.", V, "supported"),
        (f"rep2 has {s2['nIntervals']} data intervals in the view {T('stats_view')}.", V, "count"),
        (f"Over the 10 kb window, replicate 2 averages {d(w2['mean'], 3)} {T('stats_win')}.", V, "scope"),
        (f"In chr19:1,050,000-1,060,000 the rep1 maximum is about 111 {T('stats_win')}.", V, "hedged"),
        (f"Exploratory z-score calling on rep1 over the chromosome returned {c(P_['peakCount'])} peaks "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"Its cutoff was {d(P_['threshold'], 1)} (k = {P_['k']:.0f}) {T('peaks_chr')}.", V, "supported"),
        (f"About 7,700 fragments passed the chromosome cutoff {T('peaks_chr')}.", V, "hedged"),
        (f"With merging, the view yielded {G['peakCount']} regions (from {G['fragmentCount']} raw fragments) "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"Merging used a {G['mergeGap']:,}-bp gap {T('peaks_gap')}.", V, "units"),
        (f"rep2's absolute-threshold calls ({TH['peakCount']} peaks, threshold {TH['threshold']:.1f}) were "
         f"restricted to at least {TH['minWidth']} bp {T('peaks_thr')}.", V, "supported"),
        (f"| Peak_22 | chr19:1,102,539-1,102,707 | {d(Q[0]['value'], 1)} | {T('quant')}", V, "table"),
        (f"Peak_281, third in the ranking, averaged {d(Q[2]['value'], 1)} {T('quant')}.", V, "feature"),
        (f"The quantification covered {rec.d('quant')['rowCount']} features in the view {T('quant')}.", V, "count"),
        (f"Chromosome-wide, the two replicates correlate with r = {d(C['r'], 3)} {T('corr_chr')}.", V,
         "correlation"),
        (f"Spearman's rho for rep1 vs rep2 on chr19 is {d(C['spearman'])} {T('corr_chr')}.", V, "correlation"),
        (f"The correlation used {C['nBins']} bins, none excluded {T('corr_chr')}.", V, "count"),
        (f"rep1 and pooled track each other closely in view (r = {d(CV['r'])}) {T('corr_view')}.", V,
         "correlation"),
        (f"Across chr19, replicate 1 vs pooled gives r = {d(M['pearsonMatrix'][0][2], 3)} {T('matrix')}.", V,
         "matrix"),
        (f"rep2 vs pooled: Spearman {d(M['spearmanMatrix'][1][2], 3)} {T('matrix')}.", V, "matrix"),
        (f"All three pairs were compared over {M['nBins']} bins of {c(M['binSize'])} bp {T('matrix')}.", V, "matrix"),
        (f"The MYC gene spans chr8:127735433-127742951 {T('gene')}.", V, "locus-feature"),
        (f"The second Oct4 peak, peak2364, scores 93 with a signal value of 288.4 {T('asset_peaks')}.", V,
         "preview"),
        (f"Its first bedGraph interval, chr9:35726969-35726977, holds 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The search ranked 10 candidates {T('search')}.", V, "count"),
        (f"ENCFF381NDD (experiment ENCSR000AKP) came out on top {T('file_1')}.", V, "accession"),
        (f"At POU5F1, Oct4 averages just {d(h[0]['mean'])} {T('h1_stats')}.", V, "supported"),
        (f"H3K4me3 reaches {d(h[2]['max'], 1)} at POU5F1 {T('h1_stats')}.", V, "supported"),
        (f"H3K27ac covers about 74% of the POU5F1 window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 yielded {HP['peakCount']} peaks at or above {d(HP['threshold'])} {T('h1_peaks')}.", V, "supported"),
        (f"Oct4 and H3K27ac correlate weakly in Pearson terms (r = {d(HC['r'])}) but better by Spearman "
         f"({d(HC['spearman'])}) {T('h1_corr')}.", V, "correlation"),
        (f"Only {HC['nBins']} bins had data in both tracks; {HC['nBinsExcluded']} were excluded {T('h1_corr')}.", V,
         "count"),
        # wrong values
        (f"**Replicate 1** shows a chromosome-wide mean of 0.97 {T('stats_chr')}.", U, "wrong-value"),
        (f"Replicate 2's signal tops out at 1,767.9 on chr19 {T('stats_chr')}.", U, "wrong-value"),
        (f"rep2 has 297 data intervals in the view {T('stats_view')}.", U, "wrong-value"),
        (f"Exploratory z-score calling on rep1 over the chromosome returned 7,868 peaks {T('peaks_chr')}.", U,
         "wrong-value"),
        (f"With merging, the view yielded 36 regions {T('peaks_gap')}.", U, "wrong-value"),
        (f"Chromosome-wide, the two replicates correlate with r = 0.651 {T('corr_chr')}.", U, "wrong-value"),
        (f"| Peak_22 | chr19:1,102,539-1,102,707 | 131.0 | {T('quant')}", U, "table"),
        (f"At POU5F1, Oct4 averages just 0.94 {T('h1_stats')}.", U, "wrong-value"),
        (f"The search ranked 11 candidates {T('search')}.", U, "wrong-value"),
        # another attribute
        (f"Replicate 2's chr19 maximum was {d(r2['sd'], 1)} {T('stats_chr')}.", U, "other-attribute"),
        (f"The chromosome call kept {d(P_['threshold'], 1)} peaks {T('peaks_chr')}.", U, "other-attribute"),
        (f"Bins were {C['nBins']} bp long on chr19 {T('corr_chr')}.", U, "other-attribute"),
        (f"rep1's view SD was {d(v1['mean'])} {T('describe')}.", U, "other-attribute"),
        (f"About {s1['mean'] * 100:.0f}% of the view is covered by rep1 {T('stats_view')}.", U, "other-attribute"),
        (f"The merge gap was {G['peakCount']} bp {T('peaks_gap')}.", U, "other-attribute"),
        (f"Peak_37's score was {d(Q[1]['value'], 1)} {T('quant')}.", U, "other-attribute"),
        (f"Oct4 was called with k = {d(HP['threshold'])} {T('h1_peaks')}.", U, "other-attribute"),
        # another entity
        (f"Replicate 1 tops out at {d(r2['max'], 1)} on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"For the pooled track, the chr19 average is {d(r2['mean'], 3)} {T('stats_chr')}.", U, "other-entity"),
        (f"Within the displayed region, rep2's mean is {d(s1['mean'])} {T('stats_view')}.", U, "other-entity"),
        (f"Over the 10 kb window, replicate 1 averages {d(w2['mean'], 3)} {T('stats_win')}.", U, "other-entity"),
        (f"Peak_281 averaged {d(Q[1]['value'], 1)} {T('quant')}.", U, "other-entity"),
        (f"rep1 vs rep2: Spearman {d(M['spearmanMatrix'][1][2], 3)} {T('matrix')}.", U, "matrix"),
        (f"H3K27ac reaches {d(h[2]['max'], 1)} at POU5F1 {T('h1_stats')}.", U, "other-entity"),
        (f"ENCFF381NDD combines 2 replicates {T('file_1')}.", U, "other-entity"),
        # timestamps, ids, rounding coincidences
        (f"The portal answered on 2026-12-01 {T('search')}.", N, "timestamp"),
        (f"The search returned 1 top candidate, retrieved in 2026 {T('search')}.", U, "timestamp"),
        (f"Results went to `{rec.d('quant')['resultFileName']}` {T('quant')}.", N, "ids"),
        (f"The chromosome call kept 9 peaks {T('peaks_chr')}.", U, "rounding"),
        (f"Roughly 2 fragments per peak were merged in view {T('peaks_gap')}.", V, "arithmetic"),
        # scale and unit
        (f"The chr19 scope is ~58.6 kb long {T('stats_chr')}.", U, "scale"),
        (f"Merging used a 1,000-kb gap {T('peaks_gap')}.", U, "unit"),
        (f"Roughly 58 thousand bases of chr19 carry rep2 signal {T('stats_chr')}.", U, "scale"),
        (f"Bins of about 117 kb were used on chr19 {T('corr_chr')}.", V, "unit"),
        (f"Bins of about 117 Mb were used on chr19 {T('corr_chr')}.", U, "unit"),
        # loci
        (f"The current view is chr19:1,000,000-1,200,000 {T('stats_view')}.", V, "locus-exact"),
        (f"The visible region is chr19:1,000,000-1,100,000 {T('nav')}.", U, "locus-subregion"),
        (f"The current view is chr6:1,000,000-1,200,000 {T('nav')}.", U, "locus-chromosome"),
        (f"Peak_37 lies at chr19:1,097,875-1,098,013 {T('quant')}.", V, "locus-feature"),
        (f"Peak_37 lies at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"A further peak was noted at chr19:3,000,000-3,000,500 {T('nav')}.", U, "locus-disjoint"),
        (f"The Oct4 peaks start at chr6:31,139,576-31,140,109 {T('asset_peaks')}.", V, "preview"),
        (f"Over chr19:1,000,000-1,200,000, rep2 averaged {d(r2['mean'], 3)} {T('stats_chr')}.", U, "scope"),
        (f"Across all of chr19, rep1 averaged {d(s1['mean'])} {T('stats_view')}.", U, "scope"),
        (f"rep2 averaged {d(w2['mean'])} over chr19:1,050,000-1,060,000 {T('stats_win')}.", V, "scope"),
        # accessions
        (f"Experiment ENCSR000AKP produced ENCFF779QTH {T('file_2')}.", V, "accession"),
        (f"Experiment ENCSR000AKZ produced ENCFF779QTH {T('file_2')}.", U, "accession"),
        (f"The file ENCSR000AKP was downloaded {T('file_1')}.", U, "accession-role"),
        (f"ENCFF779QTH was the best-ranked file {T('file_1')}.", U, "wrong-record"),
        # wrong record
        (f"rep1 peaked at {d(r1['max'], 1)} {T('stats_view')}.", U, "wrong-record"),
        (f"The view correlation of rep1 and rep2 was {d(C['r'])} {T('corr_view')}.", U, "wrong-record"),
        (f"The browser view shows a mean of {d(v2['mean'])} for rep2 {T('nav')}.", U, "wrong-record"),
        # multi-claim with one wrong
        (f"rep2 averaged {d(r2['mean'], 3)}, peaked at {d(r2['max'], 1)} and covered 95.0% of chr19 "
         f"{T('stats_chr')}.", U, "multi"),
        (f"rep2 averaged {d(r2['mean'], 3)}, peaked at {d(r2['max'], 1)} and covered "
         f"{r2['coveredFraction'] * 100:.2f}% of chr19 {T('stats_chr')}.", V, "multi"),
        (f"The call kept {TH['peakCount']} peaks at threshold {TH['threshold']:.0f} with a 100 bp minimum width "
         f"{T('peaks_thr')}.", U, "multi"),
        (f"In view rep1 averaged {d(v1['mean'])} {T('describe')}, and rep1 and pooled correlate at "
         f"r = {d(CV['r'])} {T('corr_view')}.", V, "multi-record"),
        # qualitative
        (f"The replicates broadly agree, as expected for a good ChIP {T('corr_chr')}.", N, "qualitative"),
        (f"Oct4 binding at POU5F1 looks weak here {T('h1_stats')}.", N, "qualitative"),
        # comparisons
        (f"In the view, rep2 is stronger on average than rep1 {T('stats_view')}.", V, "comparison"),
        (f"In the view, rep1 has a larger mean than rep2 {T('stats_view')}.", U, "comparison"),
        (f"On chr19 pooled has a lower maximum than rep1 {T('stats_chr')}.", V, "comparison"),
        (f"H3K4me3 has the highest maximum at POU5F1 {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac has the highest mean at POU5F1 {T('h1_stats')}.", V, "comparison"),
        # arithmetic
        (f"rep2's mean in view is roughly 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep2's mean in view is roughly 60% higher than rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"H3K27ac's mean is about 26-fold Oct4's at POU5F1 {T('h1_stats')}.", V, "arithmetic"),
        (f"H3K27ac's mean is about 12-fold Oct4's at POU5F1 {T('h1_stats')}.", U, "arithmetic"),
        # uncited / unknown
        ("Replicate 1 averaged 0.87 on chr19, similar to replicate 2.", X, "uncited"),
        ("The merged call reported 38 regions in the view [[cite:cite_not_a_real_one]].", U, "unknown-token"),
        ("Overall the data look clean.", P, "plain"),
        # pronouns
        (f"Consider rep1 in the view. It averaged {d(v1['mean'])} there {T('describe')}.", V, "pronoun"),
        (f"Consider rep1 in the view. It averaged {d(v2['mean'])} there {T('describe')}.", U, "pronoun"),
    ]
    labelled = [Item(f"h{i:03d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]
    return labelled + gap_held_out(rec) + written_after(rec) + blind.items(rec) + blind.second(rec)
