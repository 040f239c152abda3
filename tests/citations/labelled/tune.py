"""The tuning part of the labelled set: sentences a careful reader labelled from the records
(values are read from the real records at test time; each label was fixed when the sentence was
written, before the checker ran, and is never changed to fit it)."""

from __future__ import annotations

from typing import Any

from .common import Item, c, d, stats
from .gaps import tuning as gap_tuning

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def handwritten(rec: Any) -> list[Item]:
    T = rec.tok
    r1, r2, po = (stats(rec, "stats_chr", i) for i in range(3))
    v1, v2, _vp = (stats(rec, "describe", i) for i in range(3))
    w1, w2 = (stats(rec, "stats_win", i) for i in range(2))
    P_ = rec.d("peaks_chr")
    G = rec.d("peaks_gap")
    TH = rec.d("peaks_thr")
    Q = rec.d("quant")["topRows"]
    C = rec.d("corr_chr")
    CV = rec.d("corr_view")
    M = rec.d("matrix")
    h = [stats(rec, "h1_stats", i) for i in range(3)]
    items = [
        # supported: plain, rounded, hedged, with units
        ("s01", f"rep1 averaged {d(r1['mean'], 3)} across chr19 {T('stats_chr')}.", V, "supported"),
        ("s02", f"On chr19 the mean fold change of rep2 was {d(r2['mean'])} {T('stats_chr')}.", V, "supported"),
        ("s03", f"- **rep1**: mean {d(r1['mean'], 3)}, max {d(r1['max'], 1)} {T('stats_chr')}", V, "supported"),
        ("s04", f"Pooled signal peaked at {d(po['max'], 1)} on chr19 {T('stats_chr')}.", V, "supported"),
        ("s05", f"Both replicates cover about {r1['coveredFraction'] * 100:.2f}% of chr19 {T('stats_chr')}.", V,
         "hedged"),
        ("s06", f"rep1 covers roughly 58.6 million bases of chr19 {T('stats_chr')}.", V, "hedged"),
        ("s07", f"The chromosome-wide standard deviation of rep1 was {d(r1['sd'])} {T('stats_chr')}.", V, "supported"),
        ("s08", f"rep2's summed signal over chr19 is about {r2['sum'] / 1e6:.1f} million {T('stats_chr')}.", V,
         "scale"),
        ("s09", f"Across chr19, rep1 is stored as {c(r1['nIntervals'])} bigWig intervals {T('stats_chr')}.", V,
         "supported"),
        ("s10", f"rep1 (mean {d(r1['mean'], 4)}) and rep2 (mean {d(r2['mean'], 4)}) are nearly identical on chr19 "
                f"{T('stats_chr')}.", V, "multi-entity"),
        ("s11", f"In the current view, rep2 had a mean of {d(v2['mean'])} and a maximum of {d(v2['max'], 1)} "
                f"{T('describe')}.", V, "supported"),
        ("s12", f"The viewport covers {c(v1['scopeLength'])} bp {T('describe')}.", V, "units"),
        ("s13", f"rep1 peaks had 64 features in view, with scores from 21 to 177 {T('describe')}.", V, "supported"),
        ("s14", f"The browser shows chr19:1,000,000-1,200,000 {T('nav')}.", V, "locus-exact"),
        ("s15", f"The view is chr19:1000000-1200000 {T('nav')}.", V, "locus-exact"),
        ("s16", f"The window spans 200 kb {T('nav')}.", V, "units"),
        ("s17", f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averaged {d(w1['mean'])} {T('stats_win')}.", V,
         "scope"),
        ("s18", f"Over chr19:1,050,000-1,060,000 rep2's maximum was {d(w2['max'], 1)} {T('stats_win')}.", V, "scope"),
        ("s19", f"Peak calling on rep1 across chr19 kept {c(P_['peakCount'])} peaks above a z-score cutoff of "
                f"{d(P_['threshold'])} {T('peaks_chr')}.", V, "supported"),
        ("s20", f"That threshold is the chromosome mean plus {P_['k']:.0f} SD ({d(P_['mean'], 3)} + 2 × "
                f"{d(P_['sd'])}) {T('peaks_chr')}.", V, "supported"),
        ("s21", f"With a 1 kb merge gap, the viewport call on rep1 reports {G['peakCount']} enriched regions built "
                f"from {G['fragmentCount']} fragments {T('peaks_gap')}.", V, "supported"),
        ("s22", f"The absolute-threshold call on rep2 (cutoff {TH['threshold']:.0f}, minimum width "
                f"{TH['minWidth']} bp) "
                f"found {TH['peakCount']} peaks in view {T('peaks_thr')}.", V, "supported"),
        ("s23", f"The top-ranked peak by mean rep1 signal was Peak_22 at chr19:1,102,539-1,102,707 (mean "
                f"{d(Q[0]['value'])}) {T('quant')}.", V, "feature"),
        ("s24", f"Peak_37 ranks second with a mean of {d(Q[1]['value'])} {T('quant')}.", V, "feature"),
        ("s25", f"In all, {rec.d('quant')['rowCount']} rep1 peaks overlapped the view {T('quant')}.", V, "count"),
        ("s26", f"rep1 and rep2 agree moderately (r ≈ {C['r']:.1f}, Spearman {d(C['spearman'])}) across "
                f"{C['nBins']} bins of {c(C['binSize'])} bp {T('corr_chr')}.", V, "correlation"),
        ("s27", f"In the view, rep1 and pooled correlate at {d(CV['r'], 3)} using 1-kb bins {T('corr_view')}.", V,
         "correlation"),
        ("s28", f"From the matrix, rep2 and pooled correlate at r = {d(M['pearsonMatrix'][1][2], 3)} "
                f"{T('matrix')}.", V, "matrix"),
        ("s29", f"rep1 and pooled: Spearman {d(M['spearmanMatrix'][0][2])} {T('matrix')}.", V, "matrix"),
        ("s30", f"MYC sits at chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-feature"),
        ("s31", f"The Oct4 narrowPeak file starts with peak2363 at chr6:31139576-31140109 (score 41, signal value "
                f"128.81) {T('asset_peaks')}.", V, "preview"),
        ("s32", f"The preview shows lines 1-2 of the file {T('asset_peaks')}.", V, "preview"),
        ("s33", f"The bedGraph preview begins at chr9:35,726,969-35,726,977 with a value of 8.62 "
                f"{T('asset_graph')}.", V, "preview"),
        ("s34", f"The ENCODE search returned {rec.d('search')['total']} candidate files {T('search')}.", V, "count"),
        ("s35", f"The best match is ENCFF381NDD from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        ("s36", f"ENCFF381NDD pools 3 biological replicates {T('file_1')}.", V, "count"),
        ("s37", f"ENCFF779QTH combines 2 replicates {T('file_2')}.", V, "count"),
        ("s38", f"At POU5F1 (hg19), H3K27ac averaged {d(h[1]['mean'], 1)} and H3K4me3 {d(h[2]['mean'], 1)} in the "
                f"view {T('h1_stats')}.", V, "multi-entity"),
        ("s39", f"Oct4 signal covers only {h[0]['coveredFraction'] * 100:.2f}% of the window {T('h1_stats')}.", V,
         "percent"),
        ("s40", f"Oct4 and H3K27ac barely correlate (r = 0.11) in the view, from just 9 shared bins "
                f"{T('h1_corr')}.", V, "correlation"),
        ("s41", f"Oct4 peak calling kept 2 peaks at a cutoff of 1.01 {T('h1_peaks')}.", V, "supported"),
        # wrong value
        ("w01", f"rep1 averaged 0.91 across chr19 {T('stats_chr')}.", U, "wrong-value"),
        ("w02", f"rep2's maximum on chr19 was 1,700.0 {T('stats_chr')}.", U, "wrong-value"),
        ("w03", f"The view's rep1 mean was 1.32 {T('describe')}.", U, "wrong-value"),
        ("w04", f"Peak calling on rep1 across chr19 kept 7,588 peaks {T('peaks_chr')}.", U, "wrong-value"),
        ("w05", f"The merge-gap call found 40 enriched regions {T('peaks_gap')}.", U, "wrong-value"),
        ("w06", f"Pearson r between rep1 and rep2 on chr19 was 0.65 {T('corr_chr')}.", U, "wrong-value"),
        ("w07", f"Peak_22 had a mean signal of 121.4 {T('quant')}.", U, "wrong-value"),
        ("w08", f"The ENCODE search returned 12 candidate files {T('search')}.", U, "wrong-value"),
        ("w09", f"H3K27ac averaged 14.8 at POU5F1 {T('h1_stats')}.", U, "wrong-value"),
        ("w10", f"MYC sits at chr8:127,735,433-127,742,000 {T('gene')}.", U, "locus-feature"),
        # the right value of another attribute
        ("a01", f"rep1's mean on chr19 was {d(r1['sd'])} {T('stats_chr')}.", U, "other-attribute"),
        ("a02", f"The z-score caller kept {round(P_['threshold'])} fragments {T('peaks_chr')}.", U, "other-attribute"),
        ("a03", f"Bins were {C['nBins']} bp wide {T('corr_chr')}.", U, "other-attribute"),
        ("a04", f"About {r1['mean'] * 100:.0f}% of the bases carry signal on chr19 for rep1 {T('stats_chr')}.", U,
         "other-attribute"),
        ("a05", f"rep1's maximum in view was {d(v1['mean'])} {T('describe')}.", U, "other-attribute"),
        ("a06", f"The merge-gap call used a gap of {G['fragmentCount']} bp {T('peaks_gap')}.", U, "other-attribute"),
        ("a07", f"Spearman correlation between rep1 and rep2 was {d(C['r'], 3)} {T('corr_chr')}.", U,
         "other-attribute"),
        ("a08", f"Peak_22's mean signal was 143 {T('quant')}.", U, "other-attribute"),
        ("a09", f"rep2's threshold call used a minimum width of {TH['peakCount']} bp {T('peaks_thr')}.", U,
         "other-attribute"),
        ("a10", f"rep1 has {c(r1['coveredBases'])} intervals on chr19 {T('stats_chr')}.", U, "other-attribute"),
        # the right value of another entity
        ("e01", f"rep2 averaged {d(r1['mean'], 3)} on chr19 {T('stats_chr')}.", U, "other-entity"),
        ("e02", f"rep1's chromosome maximum was {d(r2['max'], 1)} {T('stats_chr')}.", U, "other-entity"),
        ("e03", f"In the view, pooled had a mean of {d(v1['mean'])} {T('describe')}.", U, "other-entity"),
        ("e04", f"Peak_37 had a mean of {d(Q[0]['value'])} {T('quant')}.", U, "other-entity"),
        ("e05", f"In the window, rep1 reached {d(w2['max'], 1)} {T('stats_win')}.", U, "other-entity"),
        ("e06", f"rep1 and pooled correlate at r = {d(M['pearsonMatrix'][1][2], 3)} across chr19 {T('matrix')}.", U,
         "matrix"),
        ("e07", f"H3K4me3 averaged {d(h[1]['mean'], 1)} in the window {T('h1_stats')}.", U, "other-entity"),
        ("e08", f"ENCFF779QTH pools 3 biological replicates {T('file_2')}.", U, "other-entity"),
        ("e09", f"Oct4 covered {h[1]['coveredFraction'] * 100:.1f}% of the view {T('h1_stats')}.", U, "other-entity"),
        # coincidences of timestamps and ids
        ("t01", f"The search found 2026 files {T('search')}.", U, "timestamp"),
        ("t02", f"The search was retrieved at 12:43 {T('search')}.", N, "timestamp"),
        ("t03", f"There were 12 matching files {T('search')}.", U, "timestamp"),
        ("t04", f"rep1 (`{rec.extra['ids']['rep1']}`) averaged {d(r1['mean'], 3)} on chr19 {T('stats_chr')}.", V,
         "ids"),
        ("t05", f"The peaks were written to {G['resultFileName']} {T('peaks_gap')}.", N, "ids"),
        ("t06", f"The record was created in 2026 {T('nav')}.", U, "timestamp"),
        ("t07", f"About 19 peaks passed the chromosome-wide cutoff {T('peaks_chr')}.", U, "rounding"),
        # wrong scale or unit
        ("u01", f"rep1 covers roughly 58.6 thousand bases of chr19 {T('stats_chr')}.", U, "scale"),
        ("u02", f"Bins were 117 bp wide on chr19 {T('corr_chr')}.", U, "unit"),
        ("u03", f"Bins were about 117 kb wide {T('corr_chr')}.", V, "unit"),
        ("u04", f"The view is 200 Mb wide {T('nav')}.", U, "unit"),
        ("u05", f"The merge gap was 1 Mb {T('peaks_gap')}.", U, "unit"),
        ("u06", f"The merge gap was 1 kb {T('peaks_gap')}.", V, "unit"),
        ("u07", f"rep1 covers {r1['coveredFraction']:.4f}% of chr19 {T('stats_chr')}.", U, "percent"),
        ("u08", f"rep1's summed signal on chr19 is about 51 billion {T('stats_chr')}.", U, "scale"),
        # loci
        ("l01", f"The view is chr19:1,000,000-1,200,000 {T('describe')}.", V, "locus-exact"),
        ("l02", f"The window is chr19:1,050,000-1,060,000 {T('nav')}.", U, "locus-subregion"),
        ("l03", f"A strong peak lies inside the view at chr19:1,102,539-1,102,707 {T('nav')}.", V, "locus-inside"),
        ("l04", f"The view is chr9:1,000,000-1,200,000 {T('nav')}.", U, "locus-chromosome"),
        ("l05", f"Signal was also examined at chr19:5,000,000-5,010,000 {T('nav')}.", U, "locus-disjoint"),
        ("l06", f"Peak_22 sits at chr19:1,102,500-1,102,707 {T('quant')}.", U, "locus-feature"),
        ("l07", f"Peak_281 sits at chr19:1,058,648-1,058,806 {T('quant')}.", V, "locus-feature"),
        ("l08", f"The first narrowPeak row is chr6:31,139,576-31,140,109 {T('asset_peaks')}.", V, "preview"),
        ("l09", f"The first narrowPeak row is chr7:31,139,576-31,140,109 {T('asset_peaks')}.", U, "preview"),
        ("l10", f"The statistics were computed over chr19:0-58,617,616 {T('stats_chr')}.", V, "scope"),
        ("l11", f"Over chr19:1,050,000-1,060,000, rep1 averaged {d(r1['mean'], 3)} {T('stats_chr')}.", U, "scope"),
        ("l12", f"Over chr19, rep1 averaged {d(w1['mean'])} {T('stats_win')}.", U, "scope"),
        ("l13", f"rep1 averaged {d(v1['mean'])} over chr19:1,000,000-1,200,000 {T('describe')}.", V, "scope"),
        ("l14", f"rep1 averaged {d(v1['mean'])} over the whole of chr19 {T('describe')}.", U, "scope"),
        # accessions
        ("x01", f"The file ENCFF381NDD belongs to experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        ("x02", f"The file ENCFF381NDD belongs to experiment ENCSR000AKQ {T('file_1')}.", U, "accession"),
        ("x03", f"Experiment ENCFF381NDD is the source {T('file_1')}.", U, "accession-role"),
        ("x04", f"ENCFF999ZZZ is the top hit {T('search')}.", U, "accession"),
        ("x05", f"ENCFF779QTH is ranked second {T('search')}.", V, "accession"),
        ("x06", f"The top file is ENCFF381NDD {T('file_2')}.", U, "wrong-record"),
        ("x07", f"ENCFF381NDD is a K562 H3K27ac fold-change track {T('file_1')}.", V, "accession"),
        # the wrong record cited
        ("r01", f"rep1 averaged {d(r1['mean'], 3)} on chr19 {T('describe')}.", U, "wrong-record"),
        ("r02", f"Pearson r was {d(C['r'])} {T('corr_view')}.", U, "wrong-record"),
        ("r03", f"Peak calling kept {c(P_['peakCount'])} peaks {T('peaks_gap')}.", U, "wrong-record"),
        ("r04", f"In the view rep1 averaged {d(v1['mean'])} {T('nav')}.", U, "wrong-record"),
        ("r05", f"Signal averaged {d(v1['mean'])} and reached {d(v1['max'])}, with 100% reported coverage "
                f"{T('nav')}.", U, "wrong-record"),
        # multi-claim sentences with one wrong claim
        ("m01", f"On chr19, rep1 averaged {d(r1['mean'], 3)} and peaked at 1,900.0 {T('stats_chr')}.", U, "multi"),
        ("m02", f"rep1 and rep2 correlate at r = {d(C['r'])} (Spearman 0.68) {T('corr_chr')}.", U, "multi"),
        ("m03", f"The call kept {G['peakCount']} regions from 75 fragments {T('peaks_gap')}.", U, "multi"),
        ("m04", f"- rep2: mean {d(v2['mean'])}, max {d(v2['max'], 1)}, coverage 95% {T('describe')}", U, "multi"),
        ("m05", f"rep1 averaged {d(r1['mean'], 3)} on chr19 {T('stats_chr')} and correlated with rep2 at r = "
                f"{d(C['r'])} {T('corr_chr')}.", V, "multi-record"),
        ("m06", f"rep1 averaged {d(r1['mean'], 3)} on chr19 {T('stats_chr')} and correlated with rep2 at r = 0.72 "
                f"{T('corr_chr')}.", U, "multi-record"),
        # qualitative
        ("q01", f"This looks like a promoter-rich stretch of chr19 {T('describe')}.", N, "qualitative"),
        ("q02", f"Both replicates show strong, reproducible enrichment {T('corr_chr')}.", N, "qualitative"),
        ("q03", f"These are exploratory threshold calls, not MACS2 peaks {T('peaks_chr')}.", N, "qualitative"),
        ("q04", f"Enrichment at POU5F1 is consistent with an active promoter in H1 cells {T('h1_stats')}.", N,
         "qualitative"),
        # comparisons
        ("c01", f"On chr19, rep2's mean is higher than rep1's {T('stats_chr')}.", V, "comparison"),
        ("c02", f"rep1 had a higher chromosome-wide maximum than rep2 {T('stats_chr')}.", V, "comparison"),
        ("c03", f"rep1's mean in the view is higher than rep2's {T('describe')}.", U, "comparison"),
        ("c04", f"Among the three tracks, rep2 had the highest mean in view {T('describe')}.", V, "comparison"),
        ("c05", f"pooled had the highest maximum in the view {T('describe')}.", U, "comparison"),
        ("c06", f"H3K27ac is stronger than H3K4me3 on average at POU5F1 {T('h1_stats')}.", V, "comparison"),
        ("c07", f"Oct4 has a higher mean than H3K27ac here {T('h1_stats')}.", U, "comparison"),
        # derived arithmetic
        ("d01", f"rep2's view mean is about 1.4-fold rep1's {T('describe')}.", V, "arithmetic"),
        ("d02", f"rep2's view mean is 2.1-fold rep1's {T('describe')}.", U, "arithmetic"),
        ("d03", f"Merging reduced 65 fragments to 38 regions, 42% fewer {T('peaks_gap')}.", V, "arithmetic"),
        ("d04", f"Merging cut 65 fragments to 38 regions, a 64% drop {T('peaks_gap')}.", U, "arithmetic"),
        ("d05", f"rep1's chromosome maximum is {r1['max'] - r2['max']:.0f} higher than rep2's {T('stats_chr')}.", V,
         "arithmetic"),
        ("d06", f"rep1's chromosome maximum is 252 higher than rep2's {T('stats_chr')}.", U, "arithmetic"),
        ("d07", f"Oct4's mean in the view is roughly a quarter of H3K4me3's {T('h1_stats')}.", U, "arithmetic"),
        # uncited, unknown tokens
        ("n01", "rep1 averaged 0.870 on chr19.", X, "uncited"),
        ("n02", "The search returned 10 files.", X, "uncited"),
        ("n03", "rep1 averaged 0.870 on chr19 [[cite:cite_made_up_1234]].", U, "unknown-token"),
        ("n04", "These tracks look reproducible.", P, "plain"),
        ("n05", f"rep1 averaged {d(r1['mean'], 3)} on chr19 {T('stats_chr')} [[cite:cite_fake_0001]].", V,
         "unknown-token"),
        # pronouns, several sentences
        ("p01", f"rep2 is the noisier replicate. Its chromosome-wide SD was {d(r2['sd'])} {T('stats_chr')}.", V,
         "pronoun"),
        ("p02", f"rep2 is the noisier replicate. Its chromosome-wide SD was {d(r1['sd'])} {T('stats_chr')}.", U,
         "pronoun"),
    ]
    return [Item(i, t, lab, k) for i, t, lab, k in items]


# -- systematic sentences: every statistic of every track, in several phrasings --------------------

_PHRASES = {
    "mean": ["{name} averaged {v} {where}", "the mean signal of {name} was {v} {where}",
             "{name}'s mean fold change {where} is {v}"],
    "max": ["{name} peaked at {v} {where}", "{name} reached a maximum of {v} {where}"],
    "sd": ["{name}'s standard deviation {where} was {v}"],
    "coveredFraction": ["{name} covers {v}% of the bases {where}"],
    "nIntervals": ["{where}, {name} is made of {v} intervals"],
}
_WHERE = {"stats_chr": "on chr19", "describe": "in the view", "stats_win": "over chr19:1,050,000-1,060,000",
          "h1_stats": "in the POU5F1 window"}
_NAMES = {"stats_chr": ["rep1", "rep2", "pooled"], "describe": ["rep1", "rep2", "pooled"],
          "stats_win": ["rep1", "rep2"], "h1_stats": ["Oct4", "H3K27ac", "H3K4me3"]}


def _fmt(attribute: str, value: float) -> str:
    if attribute == "coveredFraction":
        return f"{value * 100:.2f}"
    if attribute == "nIntervals":
        return c(value)
    return d(value, 3) if abs(value) < 10 else d(value, 1)


def _tol(attribute: str, value: float) -> float:
    if attribute == "coveredFraction":
        return 0.005 / 100
    if attribute == "nIntervals":
        return 0.5
    return 0.0005 if abs(value) < 10 else 0.05


def systematic(rec: Any) -> list[Item]:
    """For each (record, track, attribute): the right value (verified), the value moved well
    beyond its precision (unsupported), and another track's value of the same attribute
    (unsupported, when the two differ at the precision written)."""
    out: list[Item] = []
    k = 0
    for record, names in _NAMES.items():
        tracks = [stats(rec, record, i) for i in range(len(names))]
        for ti, name in enumerate(names):
            for attribute, phrases in _PHRASES.items():
                value = tracks[ti][attribute]
                phrase = phrases[k % len(phrases)]
                k += 1
                where = _WHERE[record]
                tok = rec.tok(record)

                def say(v: float, *, who: str = name, phrase: str = phrase, attribute: str = attribute,
                        where: str = where, tok: str = tok) -> str:
                    body = phrase.format(name=who, v=_fmt(attribute, v), where=where).strip()
                    return body[:1].upper() + body[1:] + f" {tok}." if not body.startswith(who) else f"{body} {tok}."

                out.append(Item(f"g{k:03d}v", say(value), "verified", f"systematic-{attribute}"))
                if attribute != "coveredFraction" or value < 0.99:
                    wrong = value * 1.3 + (1.0 if attribute == "nIntervals" else 0.0)
                    if abs(wrong - value) > 2 * _tol(attribute, value) + 1e-12:
                        out.append(Item(f"g{k:03d}w", say(wrong), "unsupported", f"systematic-{attribute}"))
                other = tracks[(ti + 1) % len(tracks)][attribute]
                if abs(other - value) > 2 * _tol(attribute, value):
                    out.append(Item(f"g{k:03d}e", say(other), "unsupported", "systematic-other-entity"))
    return out


def items(rec: Any) -> list[Item]:
    return handwritten(rec) + systematic(rec) + gap_tuning(rec)
