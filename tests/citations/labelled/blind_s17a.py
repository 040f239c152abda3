"""Blind batch s17a, written by a helper session (s17a) on 2026-12-02, labelled by hand against
/tmp/blind12/records.md before any checker run (the checker code was not read and not run). Focus: the
ordinary, everyday answers an assistant gives in a working notebook session -- mostly plain, well-formed
sentences of the kind a good model writes when it is right (supported, rounded, hedged, with units), with
realistic slips mixed in at about the rate they occur in practice (off-by-rounding, swapped tracks, the
other attribute's value, the chromosome value quoted for the view, wrong record cited), plus qualitative
remarks, uncited summaries and multi-sentence answers. Style: varied openings and verbs, Claude-style prose
with em dashes and parentheses, GPT-style bullets with bold labels, terse lab-notebook lines, small tables.

First run of the checker on it (never relabelled; checker at b650fc3, changed for s12–s14 and s16, never for
this batch): 126 sentences, agreement 0.960, "unsupported" precision 1.000, recall 0.922. The two s17 batches
together (254): 0.969 / 0.990 / 0.942."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s17a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    gap_track = rec.d("peaks_gap")["trackId"]
    chr_track = rec.d("peaks_chr")["trackId"]
    chr_file = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---- supported
        (f"Over the current view, rep1 has a mean fold-change of 1.2236 {T('stats_view')}.", V, "supported"),
        (f"The z-score caller on chr19 used k = 2 and returned 7,688 peaks for rep1 {T('peaks_chr')}.", V, "supported"),
        (f"MYC is annotated as a protein-coding gene on the + strand with a single transcript {T('gene')}.", V, "supported"),
        # ---- rounded
        (f"rep1 tops out at 1,820.2 across chr19 {T('stats_chr')}.", V, "rounded"),
        (f"The Pearson r between rep1 and rep2 on chr19 comes out at 0.61 {T('corr_chr')}.", U, "rounded"),
        (f"In the 10-kb window, rep2's mean is 2.29 {T('stats_win')}.", U, "rounded"),
        # ---- hedged
        (f"Roughly 7,700 regions clear the z ≥ 2 cutoff on chr19 {T('peaks_chr')}.", V, "hedged"),
        (f"The rep1–pooled correlation in the view is about 0.9 {T('corr_view')}.", U, "hedged"),
        (f"H3K27ac averages ~13 across the POU5F1 window {T('h1_stats')}.", V, "hedged"),
        (f"Peak_1939 has a mean signal of around 61 {T('quant')}.", U, "hedged"),
        # ---- units
        (f"Bins were 1 kb wide for the viewport correlation {T('corr_view')}.", V, "units"),
        (f"MYC spans roughly 7.5 kb of chr8 {T('gene')}.", V, "units"),
        (f"On disk the bedGraph asset is 80,997 bytes {T('asset_graph')}.", V, "units"),
        # ---- scale
        (f"Summed over chr19, rep1's signal comes to about 51 million {T('stats_chr')}.", V, "scale"),
        (f"On chr19 the pooled track is stored as ~151k intervals {T('stats_chr')}.", V, "scale"),
        (f"The chromosome scope is 58.6 Mb long {T('stats_chr')}.", V, "scale"),
        # ---- wrong-value
        (f"The chromosome-wide z-score threshold was 18.2 {T('peaks_chr')}.", U, "wrong-value"),
        (f"The Oct4 call in H1 found 3 peaks {T('h1_peaks')}.", U, "wrong-value"),
        # ---- other-attribute
        (f"With the 1 kb merge gap, the caller reports 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        (f"rep1's standard deviation over chr19 is 0.87 {T('stats_chr')}.", U, "other-attribute"),
        (f"The viewport summary lists 256 rep1 peaks {T('describe')}.", U, "other-attribute"),
        # ---- other-entity
        (f"Peak_37 carries the strongest mean signal of the set, 113.0 {T('quant')}.", U, "other-entity"),
        (f"The second replicate peaks at 190.7 within the view {T('stats_view')}.", V, "other-entity"),
        # ---- rounding-coincidence
        (f"rep2 averages 0.87 along chr19 {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"rep1 and rep2 have identical chromosome means of 0.870 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"Across chr19, pooled averages 0.874 {T('stats_chr')}.", U, "rounding-coincidence"),
        # ---- timestamp
        (f"At 03:49 UTC on 2026-12-02 the view was moved to chr19:1,000,000-1,200,000 {T('nav')}.", V, "timestamp"),
        (f"The ENCODE query (retrieved 2026-12-02 03:49:59) came back with 10 ranked candidates {T('search')}.", V, "timestamp"),
        (f"The bedGraph asset, imported on 2026-12-02, holds 80,997 lines {T('asset_graph')}.", U, "timestamp"),
        (f"That navigation was logged at 2026-12-02T03:49:57Z {T('nav')}.", N, "timestamp"),
        # ---- ids
        (f"Track {ids['rep1']} averages 1.22 across the view {T('stats_view')}.", V, "ids"),
        (f"Track {ids['rep2']} peaks at 199.8 in the view {T('stats_view')}.", U, "ids"),
        (f"The gap-merged call was saved as {gap_track} and holds 38 peaks {T('peaks_gap')}.", V, "ids"),
        # ---- wrong-scale
        (f"Summed over chr19, rep2 comes to roughly 51 billion {T('stats_chr')}.", U, "wrong-scale"),
        (f"rep1 has coverage over 58.6 kb of chr19 {T('stats_chr')}.", U, "wrong-scale"),
        # ---- wrong-unit
        (f"MYC occupies about 7.5 Mb on chr8 {T('gene')}.", U, "wrong-unit"),
        (f"Oct4 and H3K27ac were compared in 100-kb bins {T('h1_corr')}.", U, "wrong-unit"),
        # ---- percent
        (f"rep1 has data over 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"H3K27ac covers about 74% of the H1 window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 has signal over only 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"Just 1.7% of the 20-kb window carries any Oct4 signal {T('h1_stats')}.", V, "percent"),
        # ---- locus-exact
        (f"We're looking at chr19:1,000,000–1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The current viewport is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The view spans chr19:1.0–1.2 Mb {T('nav')}.", V, "locus-exact"),
        # ---- locus-subregion
        (f"Peak_281 (chr19:1,058,648-1,058,806) sits inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Both Oct4 peaks in the asset fall inside chr6:31,130,000-31,140,000 {T('asset_peaks')}.", U, "locus-subregion"),
        (f"Both Oct4 asset peaks lie within the H1 view, chr6:31,130,000-31,150,000 {T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        # ---- locus-chromosome
        (f"MYC is on chromosome 8 {T('gene')}.", V, "locus-chromosome"),
        (f"MYC sits on chr19 {T('gene')}.", U, "locus-chromosome"),
        (f"The bedGraph preview covers a section of chr19 {T('asset_graph')}.", U, "locus-chromosome"),
        # ---- locus-disjoint
        (f"Peak_37 falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.", U, "locus-disjoint"),
        (f"The two Oct4 peaks in the file don't overlap — a 465-bp gap separates them {T('asset_peaks')}.", V, "locus-disjoint"),
        (f"MYC (chr8:127,735,433-127,742,951) lies outside the chr19:1,000,000-1,200,000 view {T('gene')} {T('nav')}.", V, "locus-disjoint"),
        # ---- locus-feature
        (f"Peak_22 spans chr19:1,102,539-1,102,707 {T('quant')}.", V, "locus-feature"),
        (f"Peak_37 is located at chr19:1,058,648-1,058,806 {T('quant')}.", U, "locus-feature"),
        # ---- preview
        (f"peak2364 spans chr6:31,140,574-31,141,112 with a score of 93 {T('asset_peaks')}.", V, "preview"),
        (f"In the Oct4 BED, peak2363 has the higher score, 93 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph's first data row is chr9:35,726,969-35,726,977 at 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The first bedGraph interval, chr9:35,726,969-35,726,977, has a value of 7.45 {T('asset_graph')}.", U, "preview"),
        # ---- accession
        (f"The top hit is ENCFF381NDD from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF779QTH belongs to experiment ENCSR000AKQ {T('file_2')}.", U, "accession"),
        # ---- accession-role
        (f"ENCFF289IVJ comes from biological replicate 2 {T('file_5')}.", V, "accession-role"),
        (f"ENCFF177JXC is the replicate-2 bigWig {T('file_4')}.", U, "accession-role"),
        (f"ENCFF938DNH is ranked third in the search {T('file_8')}.", U, "accession-role"),
        (f"ENCFF779QTH pools replicates 1 and 2 and ranks second {T('file_2')}.", V, "accession-role"),
        # ---- wrong-record
        (f"MYC lies on chr8 {T('nav')}.", U, "wrong-record"),
        (f"rep1 and pooled correlate at r = 0.80 in the view {T('corr_chr')}.", U, "wrong-record"),
        (f"ENCFF745TSK comes from replicate 2 {T('file_5')}.", U, "wrong-record"),
        # ---- multi
        (f"In the view, rep1 averages 1.22 (sd 7.71) and peaks at 199.8 {T('stats_view')}.", V, "multi"),
        (f"The rep2 threshold call used a cutoff of 20 and a 50-bp minimum width, giving 48 peaks {T('peaks_thr')}.", V, "multi"),
        (f"H3K4me3 reaches 72.4, averages 11.4 and covers 14,764 bp of the window {T('h1_stats')}.", U, "multi"),
        # ---- multi-record
        (f"rep1 averages 0.870 on chr19 but 1.22 in the view {T('stats_chr')} {T('stats_view')}.", V, "multi-record"),
        (f"The chromosome-wide replicate r (0.62) is lower than rep1-vs-pooled in the view (0.80) {T('corr_chr')} {T('corr_view')}.", V, "multi-record"),
        (f"rep2's window mean of 2.30 sits well above its viewport mean of 1.22 {T('stats_win')} {T('stats_view')}.", U, "multi-record"),
        (f"The top-ranked file ENCFF381NDD scored 1,161 {T('file_1')} {T('search')}.", U, "multi-record"),
        # ---- qualitative
        (f"The two tracks follow each other closely across the view {T('corr_view')}.", N, "qualitative"),
        (f"Signal here is dominated by a handful of sharp, tall peaks {T('stats_view')}.", N, "qualitative"),
        (f"Oct4 binding in this window looks sparse and punctate {T('h1_stats')}.", N, "qualitative"),
        (f"Worth remembering: this is a simple threshold caller, not a model-based one, so treat the calls as a rough guide {T('peaks_thr')}.", N, "qualitative"),
        (f"The top-ranked peaks sit clearly above background {T('quant')}.", N, "qualitative"),
        (f"MYC is a well-studied oncogene, so it makes a sensible sanity check {T('gene')}.", N, "qualitative"),
        # ---- comparison
        (f"rep2 has the higher mean over the view {T('stats_view')}.", V, "comparison"),
        (f"Over chr19, rep2 reaches a higher maximum than rep1 {T('stats_chr')}.", U, "comparison"),
        (f"Oct4 correlates more strongly with H3K27ac by Pearson than by Spearman {T('h1_corr')}.", U, "comparison"),
        (f"For Oct4 vs H3K27ac the Spearman coefficient (0.46) is far above the Pearson r (0.11) {T('h1_corr')}.", V, "comparison"),
        # ---- arithmetic
        (f"rep2's view mean is roughly 38% higher than rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"rep1's chromosome maximum exceeds rep2's by about 250 {T('stats_chr')}.", U, "arithmetic"),
        (f"Only 9 of the 200 bins (4.5%) had signal in both Oct4 and H3K27ac {T('h1_corr')}.", V, "arithmetic"),
        (f"The H1 window is twice the size of the chr19 view {T('h1_nav')} {T('nav')}.", U, "arithmetic"),
        (f"In the 10-kb window rep1 averages 2.76, more than double its view-wide mean of 1.22 {T('stats_win')} {T('stats_view')}.", V, "arithmetic"),
        # ---- matrix
        (f"In the chr19 matrix, rep2 and pooled correlate at r = 0.90 {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled Spearman is 0.85 in the matrix {T('matrix')}.", V, "matrix"),
        (f"The rep2–pooled Spearman coefficient is 0.85 {T('matrix')}.", U, "matrix"),
        (f"rep1 and pooled have a chromosome-wide Pearson r of 0.899 {T('matrix')}.", U, "matrix"),
        # ---- pronoun (label the given sentence)
        (f"rep2 is the noisier replicate in the view {T('stats_view')}. Its standard deviation there is 10.2 {T('stats_view')}.", V, "pronoun", 1),
        (f"Peak_22 tops the quantification table {T('quant')}. Its mean signal is 95.5 {T('quant')}.", U, "pronoun", 1),
        (f"Let's look at the first replicate over chr19. It covers 58,607,590 bases {T('stats_chr')}.", V, "pronoun", 1),
        (f"H3K4me3 is the other promoter mark in this window. It peaks at 74.5 {T('h1_stats')}.", U, "pronoun", 1),
        (f"rep1 is the cleaner of the two replicates here. It looks well-behaved across the window {T('stats_win')}.", N, "pronoun", 1),
        # ---- uncited
        ("rep1 averages about 0.87 across chr19.", X, "uncited"),
        (f"I computed stats over the view {T('stats_view')}. The rep2 maximum there is 190.7.", X, "uncited", 1),
        ("MYC sits at chr8:127,735,433-127,742,951 on the plus strand.", X, "uncited"),
        ("The ENCODE query returned 10 candidate files, led by ENCFF381NDD.", X, "uncited"),
        ("Oct4 and H3K27ac only share 9 bins at 100-bp resolution.", X, "uncited"),
        (f"Peak_22 is the strongest feature {T('quant')}. It is only 168 bp wide, though.", X, "uncited", 1),
        # ---- unknown-token
        ("rep1 averages 1.22 over the view [[cite:cite_made_up_123]].", U, "unknown-token"),
        ("Signal is strongly enriched at Peak_22 [[cite:quant_result_1]].", U, "unknown-token"),
        # ---- scope
        (f"Over the current view, rep1 averages 0.870 {T('stats_chr')}.", U, "scope"),
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 peaks at 111.0 {T('stats_win')}.", V, "scope"),
        (f"Across the whole of chr19, rep1's maximum is 199.8 {T('stats_view')}.", U, "scope"),
        # ---- range
        (f"rep1 values in the view range from 0 to 199.8 {T('stats_view')}.", V, "range"),
        (f"H3K4me3 ranges between 0.08 and 74.5 {T('h1_stats')}.", U, "range"),
        (f"rep1 peak scores run from 21 to 177 in the view {T('describe')}.", V, "range"),
        # ---- respectively
        (f"rep1 and rep2 average 1.22 and 1.69, respectively, over the view {T('stats_view')}.", V, "respectively"),
        (f"Maxima in the view are 190.7 and 199.8 for rep1 and rep2, respectively {T('stats_view')}.", U, "respectively"),
        # ---- table
        (f"| Track | chr19 mean | chr19 max | Source |\n|---|---|---|---|\n| rep1 | 0.870 | 1,820.2 | {T('stats_chr')} |", V, "table"),
        (f"| Track | chr19 mean | chr19 sd | Source |\n|---|---|---|---|\n| rep2 | 0.874 | 9.02 | {T('stats_chr')} |", U, "table"),
        (f"| Peak | Locus | Mean signal | Source |\n|---|---|---|---|\n| Peak_37 | chr19:1,097,875-1,098,013 | 95.5 | {T('quant')} |", V, "table"),
        # ---- plain
        ("Let me know if you'd like me to call peaks on rep2 as well.", P, "uncited"),
        ("Fold-change tracks are normalised against the input control, so values close to background mean no enrichment.", P, "qualitative"),
        ("Happy to export the table as a TSV if that helps.", P, "uncited"),
        (f"Here's what the replicate comparison shows. rep1 and rep2 correlate at r = 0.62 over chr19 {T('corr_chr')}.", P, "multi", 0),
        ("Replicate agreement is the first thing I'd check before trusting any single peak.", P, "uncited"),
        ("I'd treat these simple z-score calls as a screen rather than a final peak set.", P, "qualitative"),
        # ---- extra everyday answers
        (f"- **Top hit:** ENCFF381NDD, score 1,165 {T('file_1')}", V, "accession"),
        (f"Bottom line — the replicates agree only moderately on chr19 (Spearman ≈ 0.59), so I'd lean on the pooled track {T('corr_chr')}.", V, "hedged"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
