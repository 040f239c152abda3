"""Blind batch s4e, written by a helper session on 2026-12-01, labelled by hand against
/tmp/blind/records.md before any checker run (the checker was never run or read). Focus: every
record and every class, evenly, in four voices that are not a rule-writer's: a cautious reviewer
(hedges, parentheses, asides), a teaching assistant (full sentences, analogies, real numbers), a
bench lab log (terse, slashes, arrows, bp/kb/Mb, "avg", "cov", "n ="), and a report writer
(markdown bullets with **bold** labels, the odd table row). Multi-sentence answers carry the
index of the labelled sentence as a 4th element.

First run of the checker on it (never relabelled): 140 sentences, agreement 0.857, "unsupported" precision
0.841, recall 0.883. The checker was then changed for the classes it missed ('X is on chr8'; adjacent name-
value words ('replicate-1 file'); superlatives ranked by the value stated and named after the word ('the top-
ranked file is X'); direction of derived numbers; counts in words only next to what they count), so from then
on this batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "be"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    nav_day = rec.d("nav")["updatedAt"][:10]
    ts = rec.d("search")["attempts"][0]["retrievedAt"]
    hhmm = ts[11:16]
    sec = int(ts[17:19])
    if sec in (10, 20):  # keep the wrong count wrong whatever the clock said
        sec += 1
    rows = [
        # ---- supported: plain / rounded / hedged / units -------------------------------------
        (f"Think of the mean as the signal's 'average height': across all of chr19, replicate 1 sits at "
         f"0.870 fold-change {T('stats_chr')}.", V, "supported"),
        (f"rep2 chr19: max 1,667.9 / sd 8.64 / n = 77,174 intervals {T('stats_chr')}", V, "rounded"),
        (f"- **Coverage (rep1, chr19):** 58,607,590 bases carry data, i.e. 99.98% of the chromosome "
         f"{T('stats_chr')}", V, "percent"),
        (f"view chr19:1,000,000-1,200,000 (200 kb) → rep1 avg 1.22, max 199.8 {T('stats_view')}", V, "units"),
        (f"Replicate 2's highest value in the 10-kb window is just over 76 (76.29, to be exact) "
         f"{T('stats_win')}.", V, "hedged"),
        (f"**Peak threshold (rep1, chr19):** 18.92, i.e. mean + 2 × SD {T('peaks_chr')}", V, "supported"),
        (f"With a 1-kb merge gap, the 65 raw fragments in the view collapse into 38 peaks — a bit like "
         f"merging nearby puddles into ponds {T('peaks_gap')}.", V, "units"),
        (f"- **rep2, absolute cutoff 20, min width 50 bp:** 48 peaks in the view {T('peaks_thr')}", V, "units"),
        (f"MYC occupies chr8:127,735,433-127,742,951 on hg38 (a single annotated transcript, as it happens) "
         f"{T('gene')}.", V, "locus-exact"),
        (f"MYC len ≈ 7.5 kb, + strand {T('gene')}", V, "units"),
        (f"Pearson's r between the two replicates over chr19 is 0.62, computed on 500 bins of about 117 kb "
         f"each {T('corr_chr')}.", V, "scale"),
        (f"| rep1 vs pooled (view) | Pearson 0.80 | Spearman 0.69 | 200 × 1-kb bins | {T('corr_view')} |",
         V, "table"),
        (f"The Oct4 caller used a threshold of about 1.01 and found two peaks {T('h1_peaks')}.", V, "hedged"),
        (f"- **ENCFF381NDD** — rank 1, score 1,165, pooled from replicates 1, 2 and 3 {T('file_1')}",
         V, "accession"),
        (f"The search itself returned ten ranked candidates (out of some 20 files the portal listed), and no "
         f"relaxation of the query was needed {T('search')}.", V, "supported"),
        (f"ENCFF754TJH.wig ≈ 81 kB, bedGraph {T('asset_graph')}", V, "units"),

        # ---- wrong values ----------------------------------------------------------------------
        (f"rep1 chr19 max = 1,802.1 {T('stats_chr')}", U, "wrong-value"),
        (f"Over the view, replicate 2 averages 1.59 — a bit higher than replicate 1 {T('stats_view')}.",
         U, "wrong-value"),
        (f"- **MYC locus:** chr8:127,735,433-127,742,591 {T('gene')}", U, "wrong-value"),
        (f"The H3K27ac search ranked ENCFF779QTH second, with a score of 1,156 {T('file_2')}.",
         U, "wrong-value"),

        # ---- right value, other attribute ------------------------------------------------------
        (f"Replicate 1's standard deviation across chr19 is roughly 0.87 {T('stats_chr')}.", U, "other-attribute"),
        (f"- **Oct4 peak calls:** 2 peaks above a cutoff of 0.49 {T('h1_peaks')}", U, "other-attribute"),
        (f"The chromosome-wide correlation rests on 117,236 bins (each 500 bp wide) {T('corr_chr')}.",
         U, "other-attribute"),
        (f"Oct4 vs H3K27ac: Spearman 0.107 {T('h1_corr')}", U, "other-attribute"),

        # ---- right value, other track / feature / file -----------------------------------------
        (f"pooled view: max 190.7 {T('describe')}", U, "other-entity"),
        (f"Peak_37 is the top-ranked peak, with rep1 averaging 113.0 across it {T('quant')}.", U, "other-entity"),
        (f"ENCFF745TSK is (per its record) a replicate-1 file {T('file_6')}.", U, "other-entity"),
        (f"`{ids['rep1']}` peaked at 1,667.9 across chr19 {T('stats_chr')}", U, "other-entity"),
        (f"- **`{h1['Oct4']}`** — min 0.31, max 1.38 {T('h1_stats')}", V, "ids"),
        (f"Track `{ids['rep2']}` averages 2.30 in chr19:1,050,000-1,060,000 {T('stats_win')}.", V, "ids"),

        # ---- rounding coincidences, timestamps, ids ---------------------------------------------
        (f"rep1 chr19 mean 0.874 {T('stats_chr')}", U, "rounding-coincidence"),
        (f"Across chr19, rep2 and the pooled track both average about 0.87 — on this measure they are "
         f"almost indistinguishable {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"Rep1 and the pooled track correlate at r = 0.899 across chr19 {T('matrix')}.",
         U, "rounding-coincidence"),
        (f"- **rep1 ↔ pooled Pearson (chr19):** 0.90 {T('matrix')}", V, "rounding-coincidence"),
        (f"rep1 win mean 2.75 {T('stats_win')}", U, "rounding-coincidence"),
        (f"In the H1 window H3K27ac is spread over 533 intervals, and its mean, rounded to a whole number, "
         f"is 13 {T('h1_stats')}.", V, "rounding-coincidence"),
        (f"H3K27ac win: 13 intervals w/ signal {T('h1_stats')}", U, "rounding-coincidence"),
        (f"The K562 H3K27ac search (GRCh38) came back with 38 candidate files {T('search')}.", U, "ids"),
        (f"Calling on rep1 with k = 2 across chr19 produced 19 peaks {T('peaks_chr')}.", U, "ids"),
        (f"search retrieved {hhmm} → {sec} files returned {T('search')}", U, "timestamp"),
        (f"According to the navigation record (updated {nav_day}), the hg38 view is chr19:1,000,000-1,200,000 "
         f"{T('nav')}.", V, "timestamp"),
        (f"ENCFF814HWX — replicate 1, rank 7 {T('file_7')}", V, "ids"),

        # ---- scale / unit ------------------------------------------------------------------------
        (f"Summed over chr19, replicate 1's fold-change comes to about 51 billion {T('stats_chr')}.",
         U, "wrong-scale"),
        (f"The viewport correlation used 1-Mb bins (200 of them) {T('corr_view')}.", U, "wrong-unit"),

        # ---- percent -------------------------------------------------------------------------------
        (f"- **H3K27ac coverage:** 73.8% of the 20-kb window {T('h1_stats')}", V, "percent"),
        (f"Oct4 covFrac 17% {T('h1_stats')}", U, "percent"),
        (f"Put differently, replicate 1's mean of 0.87 tells us it covers 87% of chr19 {T('stats_chr')}.",
         U, "percent"),
        (f"Of the 200 bins in the H1 correlation, 191 were excluded—about 95.5%, leaving only nine "
         f"{T('h1_corr')}.", V, "arithmetic"),

        # ---- loci and scope ----------------------------------------------------------------------
        (f"The browser is currently showing chr19 from 1.0 to 1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"The visible region is chr19:1,050,000-1,060,000 (a 10-kb slice) {T('nav')}.", U, "locus-subregion"),
        (f"- **Window analysed:** chr19:1,050,000-1,060,000, which lies inside the current view "
         f"{T('stats_win')} {T('nav')}", V, "locus-subregion"),
        (f"hg38 view chr9:1,000,000-1,200,000 {T('nav')}", U, "locus-chromosome"),
        (f"These statistics were computed over the POU5F1 window chr6:31,160,000-31,180,000 "
         f"{T('h1_stats')}.", U, "locus-disjoint"),
        (f"MYC → chr19:127,735,433-127,742,951 {T('gene')}", U, "locus-chromosome"),
        (f"MYC lies well outside the chr19 view we were browsing; it is on chr8 {T('gene')} {T('nav')}.",
         V, "locus-disjoint"),
        (f"- **rep2 mean over chr19:** 1.69 {T('stats_view')}", U, "scope"),
        (f"Across the entire chromosome, replicate 1 reaches at most 199.8 {T('stats_chr')} "
         f"{T('stats_view')}.", U, "scope"),
        (f"Within the viewport, rep1's signal never climbs much past 200 (199.8 at its highest) "
         f"{T('describe')}.", V, "scope"),
        (f"rep1 view mean 1.22 {T('stats_chr')}", U, "wrong-record"),

        # ---- feature loci and preview rows ------------------------------------------------------
        (f"- **Peak_22** (chr19:1,102,539-1,102,707): mean rep1 signal 113.0, rank 1 {T('quant')}",
         V, "locus-feature"),
        (f"Peak_1397 sits at chr19:1,010,458-1,010,553 and averages about 61.6 {T('quant')}.",
         U, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 "
         f"that we profiled {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_22 inside 10kb win chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}", U, "locus-disjoint"),
        (f"Peak_1939, at chr19:1,010,458-1,010,553, is 95 bp wide and ranks fifth {T('quant')}.",
         V, "locus-feature"),
        (f"- **peak2364:** chr6:31,140,574-31,141,112, score 93 {T('asset_peaks')}", V, "preview"),
        (f"The first Oct4 peak, peak2363, covers chr6:31,139,576-31,140,109 and scores 93 {T('asset_peaks')}.",
         U, "preview"),
        (f"The first data row of the bedGraph preview is chr9:35,726,969-35,726,977, with a value of about 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"bedGraph row chr9:35,727,025-35,727,065 = 12.15 {T('asset_graph')}", U, "preview"),
        (f"- Both Oct4 peaks (peak2363, peak2364) fall within the hg19 view chr6:31,130,000-31,150,000 "
         f"{T('asset_peaks')} {T('h1_nav')}", V, "preview"),
        (f"The bedGraph asset is the ENCODE file ENCFF754TJH, and its preview holds 40 lines "
         f"{T('asset_graph')}.", V, "preview"),

        # ---- accessions ---------------------------------------------------------------------------
        (f"ENCFF289IVJ: rep 2, rank 5, score 1,161, exp ENCSR000AKP {T('file_5')}", V, "accession"),
        (f"ENCFF938DNH → rep 3, rank 8, bigWig {T('file_8')}", V, "accession"),
        (f"ENCFF977KGH (rank 10) → biol. rep 1, fold change over control {T('file_10')}", V, "accession"),
        (f"The top-ranked file is ENCFF779QTH {T('search')}.", U, "accession"),
        (f"- **Experiment:** ENCFF381NDD {T('file_1')}", U, "accession-role"),
        (f"File ENCSR000AKP is the pooled replicate-1,2,3 fold-change bigWig {T('file_1')}.", U, "accession-role"),
        (f"ENCFF945XHA, from experiment ENCSR000AKP, ranked tenth {T('file_9')}.", U, "accession"),
        (f"- **ENCFF177JXC:** replicate 1, rank 4 {T('file_7')}", U, "wrong-record"),
        (f"The Oct4 track called two peaks in its window {T('h1_stats')}.", U, "wrong-record"),

        # ---- multi-claim --------------------------------------------------------------------------
        (f"rep2 view: max 190.7, avg 1.69, sd 10.2, 279 intervals {T('stats_view')}", V, "multi"),
        (f"Replicate 1 in the 10-kb window has 16 intervals, a mean of 2.76 and a maximum of 76.3 "
         f"{T('stats_win')}.", U, "multi"),
        (f"The threshold caller on rep2 used a cutoff of 20, a 50-bp minimum width and a 1-kb merge gap, "
         f"returning 48 peaks {T('peaks_thr')}.", U, "multi"),
        (f"gene MYC: chr8, + strand, protein_coding, 2 transcripts {T('gene')}", U, "multi"),
        (f"Replicate 1 averages 1.22 inside the view {T('stats_view')} but only 0.870 across chr19 as a whole "
         f"{T('stats_chr')}.", V, "multi-record"),
        (f"- rep1 in the window averaged 2.76 {T('stats_win')}, versus 1.69 across the full view "
         f"{T('stats_view')}", U, "multi-record"),
        (f"The chromosome-wide z-score call found roughly 7,700 peaks {T('peaks_chr')}, while the same rule "
         f"restricted to the view, with a 1-kb gap, gave 38 {T('peaks_gap')}.", V, "multi-record"),

        # ---- qualitative (unverified) ---------------------------------------------------------------
        (f"The two replicates track each other reasonably well, though (to be fair) not perfectly "
         f"{T('corr_chr')}.", N, "qualitative"),
        (f"You can think of the pooled track as a smoothed consensus of the two replicates "
         f"{T('stats_chr')}.", N, "qualitative"),
        (f"H3K27ac + H3K4me3 both look strong over the POU5F1 promoter {T('h1_stats')}", N, "qualitative"),
        (f"- **Interpretation:** the top quantified peaks look like sharp, promoter-like features "
         f"{T('quant')}", N, "qualitative"),
        (f"This looks like a clean, well-behaved peak set (caveat: I have not checked blacklist overlap yet) "
         f"{T('peaks_gap')}.", N, "qualitative"),
        (f"MYC is a classic oncogene, and its promoter is worth a closer look next {T('gene')}.",
         N, "qualitative"),
        (f"search OK, hits look sensible {T('search')}", N, "qualitative"),
        (f"Pooled max over chr19 was 870.1 {T('stats_chr')}. It is the track I would lead with in a figure "
         f"{T('stats_chr')}.", N, "pronoun", 1),

        # ---- uncited / plain / unknown tokens -----------------------------------------------------
        ("rep1 chr19 mean 0.870, sd 9.02", X, "uncited"),
        ("The view we are looking at runs from chr19:1,000,000 to 1,200,000.", X, "uncited"),
        ("- **Top peak:** Peak_22, with a mean of 113.0", X, "uncited"),
        (f"Replicate 2's window mean is 2.30 {T('stats_win')}. Its maximum there is about 76.", X, "uncited", 1),
        ("ENCFF381NDD is the first file you'd want to download.", X, "uncited"),
        ("Oct4: 2 peaks, thr ~1.01", X, "uncited"),
        ("Happy to rerun the peak calls with a stricter cutoff if that helps.", P, "qualitative"),
        ("- **Next step:** overlay the peak calls on the signal tracks", P, "qualitative"),
        ("(One caveat: fold-change tracks are not read counts, so treat the sums with some care.)",
         P, "qualitative"),
        ("A Spearman correlation is simply a Pearson correlation computed on ranks.", P, "qualitative"),
        ("rep1 averaged 0.870 across chr19 [[cite:cite_9f3a2b71]].", U, "unknown-token"),
        ("The replicates agree nicely [[cite:stats_chromosome_rep1]].", U, "unknown-token"),

        # ---- comparisons -------------------------------------------------------------------------
        (f"Within the view, replicate 2's mean (1.69) is the highest of the three signal tracks, with pooled "
         f"in between and replicate 1 lowest {T('describe')}.", V, "comparison"),
        (f"On chr19 the pooled track has the largest maximum of the three, at 870.1 {T('stats_chr')}.",
         U, "comparison"),
        (f"Of the three chr19 tracks the pooled one carries the most intervals—151,029, roughly double "
         f"rep1's 77,569 {T('stats_chr')}.", V, "comparison"),
        (f"- **Best-correlated pair (Pearson, chr19):** rep2–pooled, r = 0.899 {T('matrix')}", V, "matrix"),
        (f"Among the pairs, rep1–pooled shows the strongest rank correlation (Spearman ≈ 0.85) "
         f"{T('matrix')}.", U, "matrix"),
        (f"matrix: rep1–rep2 Spearman 0.59, 500 bins × ~117 kb {T('matrix')}", V, "matrix"),
        (f"H3K4me3 is the most variable mark in the H1 window, with an SD of 15.8 against 13.6 for H3K27ac "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"- rep1 peaks outnumber rep2 peaks in the view (64 vs 69) {T('describe')}", U, "comparison"),
        (f"In the 10-kb window the first replicate is both higher on average and more variable than the "
         f"second {T('stats_win')}.", V, "comparison"),

        # ---- derived arithmetic ------------------------------------------------------------------
        (f"view mean rep2/rep1 = 1.38x {T('stats_view')}", V, "arithmetic"),
        (f"Merging with a 1-kb gap cut the count by about 42% — from 65 fragments down to 38 peaks "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"- **Peak density (rep1, chr19):** ~131 peaks per Mb {T('peaks_chr')}", V, "arithmetic"),
        (f"In the 10-kb window replicate 2 runs about 20% higher than replicate 1 on average "
         f"{T('stats_win')}.", U, "arithmetic"),
        (f"rep2 thr-peaks: 48 / 0.2 Mb = 24 per Mb {T('peaks_thr')}", U, "arithmetic"),
        (f"H3K27ac averages roughly 26 times more signal than Oct4 in this window {T('h1_stats')}.",
         V, "arithmetic"),
        (f"Peak_22 − Peak_37 = 17.5 (mean rep1) {T('quant')}", V, "arithmetic"),
        (f"- **Share of view peak features from rep1:** 64 of 133, about 58% {T('describe')}", U, "arithmetic"),
        (f"The rep1 mean in the window is about 2.25 times its viewport mean {T('stats_win')} "
         f"{T('stats_view')}.", V, "arithmetic"),

        # ---- respectively / ranges / counts in words / ordinals / categorical -------------------
        (f"- Means over the view for rep1, rep2 and pooled were 1.22, 1.69 and 1.45, respectively "
         f"{T('describe')}", V, "respectively"),
        (f"Maxima of 74.5, 72.4 and 1.38 belong to H3K4me3, H3K27ac and Oct4, respectively {T('h1_stats')}.",
         U, "respectively"),
        (f"Pooled, rep2 and rep1 span 151,029, 77,174 and 77,569 intervals on chr19, respectively "
         f"{T('stats_chr')}.", V, "respectively"),
        (f"Oct4 fold enrichment in the window ranges from 0.31 to 1.38 {T('h1_stats')}.", V, "range"),
        (f"Scores of replicate 2's narrowPeak features in the view run from 21 to 177 {T('describe')}.",
         U, "range"),
        (f"ENCFF849TDM ranks third, pooling replicates 1 and 2 {T('file_3')}.", V, "supported"),
        (f"- **Oct4 peaks called:** three {T('h1_peaks')}", U, "wrong-value"),
        (f"ENCFF177JXC ranked 5th {T('file_4')}", U, "wrong-value"),
        (f"MYC is transcribed from the minus strand {T('gene')}.", U, "wrong-value"),
        (f"The Oct4 peak file, despite its name, was registered as a broadPeak track {T('asset_peaks')}.",
         V, "supported"),

        # ---- pronouns across sentences -------------------------------------------------------------
        (f"Over chr19, the pooled track averages 0.872 {T('stats_chr')}. Its maximum is 870.1 "
         f"{T('stats_chr')}.", V, "pronoun", 1),
        (f"Replicate 1 reaches 111.0 in the 10-kb window {T('stats_win')}. It averages 2.30 there "
         f"{T('stats_win')}.", U, "pronoun", 1),
        (f"Let's look at H3K4me3 in the H1 window. Its mean is 11.4 and it covers about 66% of the window "
         f"{T('h1_stats')}.", V, "pronoun", 1),
        (f"ENCFF289IVJ comes from replicate 2 {T('file_5')}. It ranked sixth in the search {T('file_5')}.",
         U, "pronoun", 1),

        # ---- table rows ----------------------------------------------------------------------------
        (f"| **rep1** | mean 0.870 | max 1,820.2 | SD 9.02 | {T('stats_chr')} |", V, "table"),
        (f"| **H3K27ac** | mean 12.8 | covered 14,764 bp | intervals 437 | {T('h1_stats')} |", U, "table"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
