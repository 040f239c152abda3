"""Labelled sentences for the classes issue 11's second round added (written and labelled before
the checker was changed for them, never relabelled): a feature's locus that equals another
feature's, per-unit ratios ("per peak", "per kb", "per Mb"), word fractions ("a third", "three
quarters", "half of"), ranges ("between 0.4 and 0.5", "0.4–0.5") and entity names the records do
not know ("rep3" beside rep1 and rep2). :func:`tuning` joins the tuning part, :func:`held_out` the
held-out part (not used to adjust the checker). :func:`written_after` was written and labelled
after the checker had been changed, as a check on sentences it had never seen; it joins the
held-out part too."""

from __future__ import annotations

from typing import Any

from .common import Item

V, U = "verified", "unsupported"


def tuning(rec: Any) -> list[Item]:
    T = rec.tok
    rows = [
        (f"Peak_22 sits at chr19:1,102,539-1,102,707 {T('quant')}.", V, "locus-feature"),
        (f"Peak_37 sits at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"The third-ranked feature, Peak_281, spans chr19:1,097,875-1,098,013 {T('quant')}.", U, "locus-feature"),
        (f"In the view, merging left about 1.7 fragments per peak {T('peaks_gap')}.", V, "per-unit"),
        (f"In the view, merging left about 3 fragments per peak {T('peaks_gap')}.", U, "per-unit"),
        (f"On chr19 the z-score call found roughly 131 peaks per Mb {T('peaks_chr')}.", V, "per-unit"),
        (f"On chr19 the z-score call found roughly 13 peaks per Mb {T('peaks_chr')}.", U, "per-unit"),
        (f"rep2's threshold call gives about 0.24 peaks per kb of the view {T('peaks_thr')}.", V, "per-unit"),
        (f"H3K27ac covers about three quarters of the POU5F1 window {T('h1_stats')}.", V, "word-fraction"),
        (f"H3K27ac covers about a third of the POU5F1 window {T('h1_stats')}.", U, "word-fraction"),
        (f"H3K4me3 covers roughly two thirds of the window {T('h1_stats')}.", V, "word-fraction"),
        (f"In the view, rep1's mean is roughly half of rep2's {T('stats_view')}.", U, "word-fraction"),
        (f"In the view, rep1's mean is about three quarters of rep2's {T('stats_view')}.", V, "word-fraction"),
        (f"rep1's view mean lies between 1.2 and 1.3 {T('stats_view')}.", V, "range"),
        (f"rep1's view mean lies between 1.3 and 1.4 {T('stats_view')}.", U, "range"),
        (f"On chr19, rep2 averaged 0.87\u20130.88 {T('stats_chr')}.", V, "range"),
        (f"On chr19, rep2 averaged 0.88\u20130.89 {T('stats_chr')}.", U, "range"),
        (f"The chromosome cutoff was in the 18\u201319 range {T('peaks_chr')}.", V, "range"),
        (f"rep3 averaged 0.870 on chr19 {T('stats_chr')}.", U, "unknown-entity"),
        (f"Replicate 3 peaked at 1,820.2 on chr19 {T('stats_chr')}.", U, "unknown-entity"),
        (f"Peak_999 averaged 113.0 in the view {T('quant')}.", U, "unknown-entity"),
    ]
    return [Item(f"gt{i:02d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]


def held_out(rec: Any) -> list[Item]:
    T = rec.tok
    rows = [
        (f"Peak_281 is located at chr19:1,058,648-1,058,806 {T('quant')}.", V, "locus-feature"),
        (f"Peak_22 is located at chr19:1,097,875-1,098,013 {T('quant')}.", U, "locus-feature"),
        (f"That is about 1.71 fragments per merged region {T('peaks_gap')}.", V, "per-unit"),
        (f"rep1 had roughly 1.3 data intervals per kb in the view {T('stats_view')}.", V, "per-unit"),
        (f"rep2 had roughly 2.8 data intervals per kb in the view {T('stats_view')}.", U, "per-unit"),
        (f"The chromosome call amounts to about 0.13 peaks per kb {T('peaks_chr')}.", V, "per-unit"),
        (f"Oct4 signal covers about half of the POU5F1 window {T('h1_stats')}.", U, "word-fraction"),
        (f"Nearly three quarters of the POU5F1 window carries H3K27ac signal {T('h1_stats')}.", V, "word-fraction"),
        (f"rep2's window mean is about a fifth of rep1's {T('stats_win')}.", U, "word-fraction"),
        (f"The Spearman correlation on chr19 was between 0.55 and 0.6 {T('corr_chr')}.", V, "range"),
        (f"Pearson r on chr19 was 0.65\u20130.70 {T('corr_chr')}.", U, "range"),
        (f"rep1 reached 190\u2013200 in the view {T('stats_view')}.", V, "range"),
        (f"rep4 had a chromosome-wide mean of 0.872 {T('stats_chr')}.", U, "unknown-entity"),
        (f"Replicate 3 covered 99.98% of chr19 {T('stats_chr')}.", U, "unknown-entity"),
        (f"H3K36me3 averages 11.4 at POU5F1 {T('h1_stats')}.", U, "unknown-entity"),
    ]
    return [Item(f"gh{i:02d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]


def written_after(rec: Any) -> list[Item]:
    T = rec.tok
    rows = [
        (f"Ranked fourth, Peak_1397 occupies chr19:1,110,067-1,110,162 {T('quant')}.", V, "locus-feature"),
        (f"Peak_1397 occupies chr19:1,058,648-1,058,806 {T('quant')}.", U, "locus-feature"),
        (f"The threshold call on rep2 works out to about 240 peaks per Mb of the view {T('peaks_thr')}.", V,
         "per-unit"),
        (f"In the 10 kb window rep1 has about 1.6 intervals per kb {T('stats_win')}.", V, "per-unit"),
        (f"In the 10 kb window rep2 has about 2.4 intervals per kb {T('stats_win')}.", U, "per-unit"),
        (f"H3K4me3 signal spans about two thirds of the POU5F1 window {T('h1_stats')}.", V, "word-fraction"),
        (f"Oct4 signal spans roughly a quarter of the POU5F1 window {T('h1_stats')}.", U, "word-fraction"),
        (f"At POU5F1, H3K4me3's mean is about nine tenths of H3K27ac's {T('h1_stats')}.", V, "word-fraction"),
        (f"At POU5F1, H3K4me3's mean is about a third of H3K27ac's {T('h1_stats')}.", U, "word-fraction"),
        (f"rep2 peaked between 185 and 195 in the view {T('stats_view')}.", V, "range"),
        (f"rep2 peaked between 150 and 170 in the view {T('stats_view')}.", U, "range"),
        (f"rep1's chromosome-wide SD is 9.0\u20139.1 {T('stats_chr')}.", V, "range"),
        (f"rep5's maximum on chr19 was 870.1 {T('stats_chr')}.", U, "unknown-entity"),
        (f"Peak_4000 averaged 95.5 in the view {T('quant')}.", U, "unknown-entity"),
        (f"replicate 7 averaged 1.22 in the view {T('stats_view')}.", U, "unknown-entity"),
        (f"rep1 and rep2 averaged 1.22 and 1.69 in the view {T('stats_view')}.", V, "multi"),
    ]
    return [Item(f"gx{i:02d}", t, lab, k) for i, (t, lab, k) in enumerate(rows, 1)]
