"""Blind labelled batch s15a, written by a helper session (s15a) on 2026-12-02, labelled by hand against
/tmp/blind12/records.md before any checker run (the checker was neither read nor run). Focus: what an assistant
writes when a biologist asks it to summarise a whole session -- a results section of several multi-sentence
prose paragraphs (each row labels one sentence, by index), a "Key numbers" bullet list, short markdown tables,
and a closing caveats paragraph. Supported values are mixed with rounded, hedged and unit-converted ones; the
unsupported rows are realistic slips (a value carried over from the wrong scope, a swapped pair in a correlation,
a count off by one, a locus copied with a wrong digit, an accession in the wrong role, a ratio computed wrong).

First run of the checker on it (never relabelled; checker at 1b81718, changed for s12, s13 and s14, never for
this batch): 127 sentences, agreement 0.961, "unsupported" precision 0.959, recall 0.940. The two s15 batches
together (254): 0.961 / 0.961 / 0.942. Its misses were not read: kept sealed for the next measurement."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s15a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]

    def para(sents: list[str], swap: dict[int, str] | None = None) -> str:
        s = list(sents)
        for i, t in (swap or {}).items():
            s[i] = t
        return " ".join(s)

    # --- results paragraph 1: chromosome-wide picture
    p1 = [
        f"Across chromosome 19 the two replicates look almost identical in aggregate: replicate 1 averaged 0.870 "
        f"and replicate 2 averaged 0.874 {T('stats_chr')}.",
        f"Their chromosome-wide maxima differ more — 1,820.2 versus 1,667.9 {T('stats_chr')}.",
        f"At ~117-kb resolution they correlate only moderately (Pearson r = 0.615, Spearman 0.586) {T('corr_chr')}.",
        f"Pooling smooths this out: the pooled track correlates at r ≈ 0.90 with each replicate {T('matrix')}.",
    ]
    # --- results paragraph 2: the viewport
    p2 = [
        f"Zooming into the 200-kb view (chr19:1,000,000-1,200,000) {T('nav')}, the signal is sparse but punctuated "
        f"by a few strong peaks.",
        f"Replicate 1 averaged 1.22 there, with an SD of 7.71 and a maximum of 199.8 {T('stats_view')}.",
        f"Replicate 2 ran hotter on average (1.69) yet topped out slightly lower, at 190.7 {T('stats_view')}.",
        f"The pooled track sits between the two at 1.45 {T('describe')}.",
    ]
    # --- results paragraph 3: peak calling
    p3 = [
        "We then turned to peak calling on replicate 1.",
        f"A chromosome-wide z-score call (k = 2, cutoff 18.9) gave 7,688 peaks {T('peaks_chr')}.",
        f"Restricting to the view and merging within 1 kb, the cutoff was 16.6 and 65 raw fragments collapsed "
        f"into 38 peaks {T('peaks_gap')}.",
        f"For comparison, a fixed threshold of 20 on replicate 2 with a 50-bp minimum width found 48 {T('peaks_thr')}.",
    ]
    # --- results paragraph 4: quantification at rep1's peaks
    p4 = [
        f"Quantifying rep1 at its own 64 narrowPeak features {T('quant')}, the strongest was Peak_22 "
        f"(chr19:1,102,539-1,102,707) with a mean of 113.0.",
        f"Peak_37 came second at 95.5 {T('quant')}.",
        f"Peak_281 (chr19:1,058,648-1,058,806) ranked third at 66.7 and is the only top-five peak inside the 10-kb "
        f"window we profiled {T('quant')} {T('stats_win')}.",
    ]
    # --- results paragraph 5: H1 POU5F1
    p5 = [
        f"On the hg19 side, the POU5F1 window chr6:31,130,000-31,150,000 {T('h1_nav')} carries strong "
        f"active-promoter marks.",
        f"H3K27ac covers 73.8% of its 20 kb and averages 12.8 {T('h1_stats')}.",
        f"H3K4me3 is similar (65.7% covered, mean 11.4), whereas Oct4 fold-change is low and patchy — just 344 bp "
        f"covered, peaking at 1.38 {T('h1_stats')}.",
        f"The z-score caller found 2 Oct4 peaks {T('h1_peaks')}, and Oct4 tracks H3K27ac only weakly "
        f"(r = 0.11 over 9 shared 100-bp bins) {T('h1_corr')}.",
    ]
    # --- results paragraph 6: ENCODE search
    p6 = [
        f"For K562 H3K27ac, the ENCODE search returned 10 ranked candidates out of 20 loadable files, with no "
        f"relaxation of the query {T('search')}.",
        f"The top hit, ENCFF381NDD, pools replicates 1–3 from experiment ENCSR000AKP and scored 1,165 {T('file_1')}.",
        f"The next two, ENCFF779QTH and ENCFF849TDM, pool replicates 1 and 2 {T('file_2')} {T('file_3')}.",
        f"Single-replicate files such as ENCFF177JXC score 1,161 — 4 points lower, which is exactly the pooled "
        f"bonus {T('file_4')} {T('file_1')}.",
    ]
    # --- closing caveats paragraph
    p7 = [
        "A few caveats are worth keeping in mind.",
        f"These are simple threshold calls rather than model-based peaks {T('peaks_chr')}, so treat the counts as "
        f"relative rather than absolute.",
        f"The Oct4–H3K27ac correlation rests on only 9 of 200 bins, with the other 191 excluded {T('h1_corr')}.",
        f"The MYC locus (chr8:127,735,433-127,742,951) {T('gene')} lies outside the chr19 view {T('nav')}, so we "
        f"have no signal there yet.",
        f"Finally, the bedGraph asset comes from a different chromosome altogether (chr9), and its preview is "
        f"truncated at 40 lines {T('asset_graph')}.",
    ]

    tbl_chr = "| Track (chr19) | Mean | Max | SD |\n|---|---|---|---|\n"
    tbl_h1 = "| Mark (POU5F1 window) | Mean | Max | Covered |\n|:--|--:|--:|--:|\n"
    tbl_view = "| Track | Mean (view) | Max (view) |\n|---|---|---|\n"

    search_ts = rec.d("search")["attempts"][0]["retrievedAt"]
    nav_ts = rec.d("nav")["updatedAt"]
    asset_ts = rec.d("asset_peaks")["asset"]["createdAt"]
    run_date = nav_ts[:10]
    gap_file = rec.d("peaks_gap")["resultFileName"]

    rows = [
        # ---------------- opening
        ("Here is a summary of everything we ran in this session.", P, "qualitative"),
        (f"All analyses in this summary were run on {run_date}.", P, "timestamp"),

        # ---------------- paragraph 1 (chromosome-wide)
        (para(p1), V, "multi", 0),
        (para(p1), V, "pronoun", 1),
        (para(p1), V, "units", 2),
        (para(p1), V, "matrix", 3),
        (para(p1, {0: f"Across chromosome 19 the two replicates look almost identical in aggregate: replicate 1 "
                      f"averaged 0.872 and replicate 2 averaged 0.874 {T('stats_chr')}."}), U, "rounding-coincidence", 0),
        (para(p1, {2: f"At ~117-kb resolution they correlate only moderately (Pearson r = 0.586, Spearman 0.615) "
                      f"{T('corr_chr')}."}), U, "other-attribute", 2),
        (para(p1, {1: f"Their chromosome-wide maxima differ more — 1,820.2 versus 870.1 {T('stats_chr')}."}),
         U, "other-entity", 1),

        # ---------------- paragraph 2 (viewport)
        (para(p2), V, "locus-exact", 0),
        (para(p2), V, "comparison", 2),
        (para(p2, {2: f"Replicate 2 ran hotter on average (1.69) yet topped out slightly lower, at 159.2 "
                      f"{T('stats_view')}."}), U, "other-entity", 2),

        # ---------------- paragraph 3 (peaks)
        (para(p3), P, "uncited", 0),
        (para(p3), V, "multi", 1),
        (para(p3), V, "units", 2),
        (para(p3), V, "supported", 3),
        (para(p3, {1: f"A chromosome-wide z-score call (k = 2, cutoff 16.6) gave 7,688 peaks {T('peaks_chr')}."}),
         U, "scope", 1),
        (para(p3, {3: f"For comparison, a fixed threshold of 20 on replicate 2 with a 50-bp minimum width found 48 "
                      f"{T('peaks_gap')}."}), U, "wrong-record", 3),

        # ---------------- paragraph 4 (quantification)
        (para(p4), V, "locus-feature", 0),
        (para(p4), V, "supported", 1),
        (para(p4), V, "locus-subregion", 2),
        (para(p4, {1: f"Peak_37 came second at 95.5, with a narrowPeak score of 143 {T('quant')}."}),
         U, "other-entity", 1),
        (f"Peak_1397 (chr19:1,110,067-1,110,162) ranked third, at 61.6 {T('quant')}.", U, "wrong-value"),

        # ---------------- paragraph 5 (H1)
        (para(p5), V, "locus-exact", 0),
        (para(p5), V, "percent", 1),
        (para(p5), V, "multi-record", 3),

        # ---------------- paragraph 6 (ENCODE)
        (para(p6), V, "supported", 0),
        (para(p6), V, "accession", 1),
        (para(p6), V, "accession", 2),
        (para(p6), V, "arithmetic", 3),
        (para(p6, {1: f"The top hit, ENCSR000AKP, pools replicates 1–3 from experiment ENCFF381NDD and scored 1,165 "
                      f"{T('file_1')}."}), U, "accession-role", 1),
        (para(p6, {3: f"Single-replicate files such as ENCFF177JXC score 1,161 — 5 points lower, which is exactly the "
                      f"pooled bonus {T('file_4')} {T('file_1')}."}), U, "arithmetic", 3),

        # ---------------- caveats paragraph
        (para(p7), P, "qualitative", 0),
        (para(p7), N, "qualitative", 1),
        (para(p7), V, "multi", 2),
        (para(p7), V, "locus-disjoint", 3),
        (para(p7), V, "preview", 4),
        (para(p7, {2: f"The Oct4–H3K27ac correlation rests on only 10 of 200 bins, with the other 190 excluded "
                      f"{T('h1_corr')}."}), U, "wrong-value", 2),

        # ---------------- Key numbers bullets
        ("**Key numbers**\n"
         f"- **Chromosome-wide rep1 mean:** 0.870 (SD 9.02) {T('stats_chr')}\n"
         f"- **Oct4 peaks in the POU5F1 window:** 2 {T('h1_peaks')}", V, "supported"),
        (f"- **MYC (hg38):** chr8:127,735,433-127,742,951, + strand, ~7.5 kb {T('gene')}", V, "units"),
        (f"- **narrowPeak peaks in view:** 64 (rep1) and 69 (rep2) {T('describe')}", V, "respectively"),
        (f"- **Oct4 cutoff (z ≥ 2):** ~1.0 {T('h1_peaks')}", V, "hedged"),
        (f"- **rep1 summed signal, chr19:** ~51.0 M {T('stats_chr')}", V, "scale"),
        (f"- **Peaks after 1-kb merge:** 65 {T('peaks_gap')}", U, "other-attribute"),
        (f"- **pooled mean (view):** 1.45 {T('stats_view')}", U, "wrong-record"),
        (f"- **rep2 summed signal, view:** ~337 M {T('stats_view')}", U, "wrong-scale"),

        # ---------------- tables
        (tbl_chr + f"| rep1 | 0.870 | 1,820.2 | 9.02 | {T('stats_chr')} |", V, "table"),
        (tbl_chr + f"| rep2 | 0.874 | 1,667.9 | 9.02 | {T('stats_chr')} |", U, "table"),
        (tbl_h1 + f"| Oct4 | 0.49 | 1.38 | 1.7% | {T('h1_stats')} |", V, "table"),
        (tbl_h1 + f"| H3K4me3 | 11.4 | 74.5 | 65.7% | {T('h1_stats')} |", U, "table"),
        (tbl_view + f"| rep1 | 1.22 | 199.8 | {T('stats_view')} |\n| rep2 | 1.69 | 190.7 |", X, "table"),

        # ---------------- hedged
        (f"Chromosome-wide, the rep1 z-score call produced about 7,000 peaks {T('peaks_chr')}.", U, "hedged"),
        (f"The replicates correlate at roughly 0.6 across chr19 {T('corr_chr')}.", V, "hedged"),
        (f"In the view, rep1 and pooled correlate at around 0.7 (Pearson) {T('corr_view')}.", U, "hedged"),
        (f"The pooled track is split into roughly 150,000 intervals across chr19 {T('stats_chr')}.", V, "hedged"),
        ("The pooled track averages roughly 1.5 across the view.", X, "hedged"),

        # ---------------- units / scale
        (f"The Oct4–H3K27ac correlation used 0.1-kb bins {T('h1_corr')}.", V, "units"),
        (f"MYC covers roughly 7.5 Mb on chr8 {T('gene')}.", U, "wrong-unit"),
        (f"The rep2 threshold call required each peak to be at least 50 kb wide {T('peaks_thr')}.", U, "wrong-unit"),
        (f"Replicate 1 covered 58.6 Mb of chromosome 19 {T('stats_chr')}.", V, "scale"),
        (f"Replicate 2's total signal over chr19 came to roughly 5.1 million {T('stats_chr')}.", U, "wrong-scale"),

        # ---------------- rounded
        (f"Over the 10-kb window rep2's SD was 11.0 {T('stats_win')}.", V, "rounded"),
        (f"The replicate Spearman across chr19 was 0.59 {T('corr_chr')}.", V, "rounded"),
        (f"Replicate 2's mean over the view was 1.68 {T('stats_view')}.", U, "rounded"),

        # ---------------- other attribute
        (f"In the view, rep2's narrowPeak file tops out at a score of 69 {T('describe')}.", U, "other-attribute"),

        # ---------------- rounding coincidences
        (f"All three fold-change tracks average 0.87 across chromosome 19 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"Across chr19, pooled correlates with rep1 at 0.90 {T('matrix')}.", V, "rounding-coincidence"),
        (f"The Oct4 caller used k = 2 and a cutoff of 2 {T('h1_peaks')}.", U, "rounding-coincidence"),

        # ---------------- timestamps
        (f"The ENCODE search (retrieved {search_ts}) ranked 10 candidates {T('search')}.", V, "timestamp"),
        (f"The view was last updated at {nav_ts} {T('nav')}.", N, "timestamp"),
        (f"The Oct4 narrowPeak file was imported at {asset_ts} and contains 3 peaks {T('asset_peaks')}.",
         U, "timestamp"),

        # ---------------- ids
        (f"Track {ids['rep1']} peaked at 199.8 in the current view {T('stats_view')}.", V, "ids"),
        (f"Track {ids['rep2']} averaged 1.22 across the view {T('stats_view')}.", U, "ids"),
        (f"The H3K4me3 track ({h1['H3K4me3']}) covered 13,139 bp of the window {T('h1_stats')}.", V, "ids"),
        (f"Peaks from the gap-merged call were written to {gap_file} {T('peaks_gap')}.", N, "ids"),

        # ---------------- percent
        (f"Both replicates cover 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"rep2's viewport sum is about 38% higher than rep1's {T('stats_view')}.", V, "percent"),
        (f"Oct4 signal occupies 17.2% of the window {T('h1_stats')}.", U, "percent"),

        # ---------------- loci
        (f"MYC maps to chr8:127,736,433-127,742,951 on the plus strand {T('gene')}.", U, "locus-exact"),
        (f"peak2364 (chr6:31,140,574-31,141,112) falls within the POU5F1 window {T('asset_peaks')} {T('h1_nav')}.",
         V, "locus-subregion"),
        (f"Over chr19:1,050,000-1,055,000, replicate 1 averaged 2.76 {T('stats_win')}.", U, "locus-subregion"),
        (f"Chromosome-wide statistics covered chr19:0-58,617,616 {T('stats_chr')}.", V, "locus-chromosome"),
        (f"The whole-chromosome scope was chr19:0-59,128,983 {T('corr_chr')}.", U, "locus-chromosome"),
        (f"The bedGraph preview section, chr9:35,696,794-35,728,096, does not overlap our chr19 view "
         f"{T('asset_graph')} {T('nav')}.", V, "locus-disjoint"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) lies inside the 10-kb window {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_1397, at chr19:1,110,067-1,110,162, had a rep1 mean of 61.6 {T('quant')}.", V, "locus-feature"),
        (f"Peak_281 sits at chr19:1,010,458-1,010,553 {T('quant')}.", U, "locus-feature"),
        ("Peak_22 sits at chr19:1,102,539-1,102,707.", X, "locus-feature"),

        # ---------------- previews
        (f"In the Oct4 narrowPeak, peak2364 (chr6:31,140,574-31,141,112) scores 93 with a signal value of 288.4 "
         f"{T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two Oct4 peaks, with a score of 93 {T('asset_peaks')}.", U, "preview"),

        # ---------------- accessions
        (f"ENCFF289IVJ, a replicate-2 fold-change bigWig from ENCSR000AKP, ranked fifth {T('file_5')}.", V, "accession"),
        (f"ENCFF381NDD belongs to experiment ENCSR000AKQ {T('file_1')}.", U, "accession"),
        (f"ENCSR000AKP is the experiment behind ENCFF945XHA, the ninth-ranked file {T('file_9')}.", V, "accession-role"),
        (f"The search's top-ranked file was ENCFF779QTH {T('search')}.", U, "accession-role"),
        (f"ENCFF814HWX ranked 7th in the search {T('file_8')}.", U, "wrong-record"),

        # ---------------- multi / multi-record
        (f"In the 10-kb window, rep2 had a mean of 2.30, a maximum of 76.3 and 16 intervals {T('stats_win')}.",
         U, "multi"),
        (f"rep1 covers 58.6 Mb of chr19 {T('stats_chr')}, and within the view its 256 intervals average 1.22 "
         f"{T('stats_view')}.", V, "multi-record"),
        (f"Chromosome-wide the replicates correlate at r = 0.62 {T('corr_chr')}, while the rep1–pooled Pearson in the "
         f"view is 0.69 {T('corr_view')}.", U, "multi-record"),
        (f"Taken together, the peak calls and the quantification tell a consistent story {T('peaks_gap')} "
         f"{T('quant')}.", N, "multi-record"),

        # ---------------- qualitative
        (f"Signal in this view is dominated by a handful of sharp, isolated peaks {T('quant')}.", N, "qualitative"),
        (f"H3K27ac and H3K4me3 both blanket the POU5F1 promoter, consistent with an active gene in H1 cells "
         f"{T('h1_stats')}.", N, "qualitative"),

        # ---------------- comparisons / arithmetic
        (f"Across chr19, replicate 2 is more variable than replicate 1 {T('stats_chr')}.", U, "comparison"),
        (f"Of the three H1 marks, H3K27ac has the highest mean over the window {T('h1_stats')}.", V, "comparison"),
        (f"The viewport z-score cutoff of 16.64 is exactly rep1's view mean plus two SDs {T('peaks_gap')} "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"rep2's viewport mean is about 1.5× rep1's {T('stats_view')}.", U, "arithmetic"),

        # ---------------- matrix
        (f"In the three-track matrix, the weakest pair is rep1–rep2 (r = 0.62) {T('matrix')}.", V, "matrix"),
        (f"Across chr19, pooled correlates with rep1 at 0.899 {T('matrix')}.", U, "matrix"),
        (f"The rep1–pooled Spearman in the matrix is 0.90 {T('matrix')}.", U, "matrix"),

        # ---------------- pronouns
        (f"Replicate 2 covered 58,607,595 bases of chr19 {T('stats_chr')}. Its SD there was 8.64 {T('stats_chr')}.",
         V, "pronoun", 1),
        (f"Peak_22 had the strongest rep1 signal, a mean of 113.0 {T('quant')}. Its narrowPeak score was 115 "
         f"{T('quant')}.", U, "pronoun", 1),
        (f"rep1 averaged 2.76 across the 10-kb window {T('stats_win')}. It peaked at 76.3 {T('stats_win')}.",
         U, "pronoun", 1),
        (f"Replicate 1 averaged 1.22 across the view {T('stats_view')}. It looks clean, with no obvious artefacts "
         f"{T('stats_view')}.", N, "pronoun", 1),

        # ---------------- uncited
        ("Replicates 1 and 2 correlate at r = 0.62 across chr19.", X, "uncited"),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}. The pooled track reached 159.2 there.", X, "uncited", 1),
        ("ENCFF381NDD was the top hit.", X, "uncited"),

        # ---------------- unknown tokens
        ("The replicates agree well [[cite:cite_made_up_7f3a]].", U, "unknown-token"),
        ("rep1 averaged 0.870 across chr19 [[cite:cite_stats_chr_0001]].", U, "unknown-token"),

        # ---------------- scope
        (f"Across the 200-kb view, rep1's SD was 7.71 {T('stats_view')}.", V, "scope"),
        (f"In the viewport, replicates 1 and 2 correlate at r = 0.62 {T('corr_chr')}.", U, "scope"),

        # ---------------- ranges
        (f"{ids['rep1 peaks']} holds 64 peaks in the view, with scores from 21 to 177 {T('describe')}.", V, "range"),
        (f"H3K27ac ranged from 0.68 to 74.5 across the window {T('h1_stats')}.", V, "range"),
        (f"In the view, rep2's narrowPeak scores run from 21 to 177 {T('describe')}.", U, "range"),

        # ---------------- respectively
        (f"rep1, rep2 and pooled reached 199.8, 190.7 and 159.2 in the view, respectively {T('describe')}.",
         V, "respectively"),
        (f"rep1 and rep2 averaged 0.874 and 0.870 across chr19, respectively {T('stats_chr')}.", U, "respectively"),
        (f"Pearson and Spearman for Oct4 vs H3K27ac were 0.46 and 0.11, respectively {T('h1_corr')}.",
         U, "respectively"),

        # ---------------- closing
        ("Overall, the session paints a coherent picture of this region.", P, "qualitative"),
        ("Happy to export the peak calls or rerun with different settings if that would help.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
