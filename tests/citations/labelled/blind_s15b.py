"""Blind batch s15b, written by a helper session (s15b) on 2026-12-02, labelled by hand against the records
dump before any checker run. Focus: a teaching-demo chat in which the assistant answers one-line questions
from a student ("what's the max in the view?", "which replicate is noisier?", "where is MYC?", "how many
files did ENCODE return?", "is Peak_22 inside the window?"). Style: short answers of one to three sentences,
often opening with "Yes", "No", "About", "So"; back-references ("it", "that track", "the same peak"); simple
comparisons and arithmetic; some purely qualitative replies; U rows are realistic model slips (swapped
tracks, the other attribute's value, chromosome values quoted for the view, truncation instead of rounding,
transposed accession letters, wrong scale words).

First run of the checker on it (never relabelled; checker at 1b81718, changed for s12, s13 and s14, never for
this batch): 127 sentences, agreement 0.961, "unsupported" precision 0.962, recall 0.944. The two s15 batches
together (254): 0.961 / 0.961 / 0.942. Its misses were not read: kept sealed for the next measurement."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    gap_file = rec.d("peaks_gap")["resultFileName"]
    rows = [
        # --- supported
        (f"The max in the view is 199.8, on rep1 {T('stats_view')}.", V, "supported"),
        (f"So the rep1 z-score caller used a threshold of 16.64 in the view {T('peaks_gap')}.", V, "supported"),
        (f"Oct4 got 2 peaks at k = 2 over the H1 window {T('h1_peaks')}.", V, "supported"),
        (f"10 ranked files, out of 20 the portal matched {T('search')}.", V, "supported"),
        (f"On chr19 the rep1 z-score call found 7,688 peaks above a cutoff of 18.92 {T('peaks_chr')}.", V,
         "supported"),
        # --- rounded
        (f"rep1's chr19 mean rounds to 0.870 {T('stats_chr')}.", V, "rounded"),
        (f"The pooled track peaked at 870.1 on chr19 {T('stats_chr')}.", V, "rounded"),
        (f"rep2's chr19 sd is 8.63 {T('stats_chr')}.", U, "rounded"),
        (f"rep1's view mean is 1.23 {T('stats_view')}.", U, "rounded"),
        # --- hedged
        (f"About 51 million — that's rep1's summed signal over chr19 {T('stats_chr')}.", V, "hedged"),
        (f"Roughly 0.6 — the rep1/rep2 Pearson r over chr19 {T('corr_chr')}.", V, "hedged"),
        (f"About 1.9 — that's rep2's mean in the view {T('stats_view')}.", U, "hedged"),
        # --- units
        (f"The view correlation used 1 kb bins {T('corr_view')}.", V, "units"),
        (f"MYC spans about 7.5 kb {T('gene')}.", V, "units"),
        (f"The chromosome-wide correlation used bins of ~117 kb {T('corr_chr')}.", V, "units"),
        # --- scale
        (f"rep2's chr19 sum is 51.2M {T('stats_chr')}.", V, "scale"),
        (f"Chromosome 19 here is 58.6 Mb long — that's the scope length {T('stats_chr')}.", V, "scale"),
        (f"The bedGraph asset is roughly 81 thousand bytes {T('asset_graph')}.", V, "scale"),
        # --- wrong-scale
        (f"rep1 sums to about 51 billion over chr19 {T('stats_chr')}.", U, "wrong-scale"),
        (f"rep2's view sum comes to about 3.4 million {T('stats_view')}.", U, "wrong-scale"),
        (f"rep1 covers about 58.6 kb of chr19 {T('stats_chr')}.", U, "wrong-scale"),
        # --- wrong-unit
        (f"The chromosome-wide bins are 117 bp wide {T('corr_chr')}.", U, "wrong-unit"),
        (f"The H1 correlation bins are 100 kb {T('h1_corr')}.", U, "wrong-unit"),
        (f"Oct4 covers 344 kb of the window {T('h1_stats')}.", U, "wrong-unit"),
        # --- percent
        (f"Yes, rep1 covers 99.98% of chr19 {T('stats_chr')}.", V, "percent"),
        (f"Only about 1.7% of the H1 window has Oct4 signal {T('h1_stats')}.", V, "percent"),
        (f"H3K27ac covers 74% of the window {T('h1_stats')}.", V, "percent"),
        (f"Oct4 has signal over 17% of the window {T('h1_stats')}.", U, "percent"),
        # --- other-attribute
        (f"Peak_22 has a score of 113 {T('quant')}.", U, "other-attribute"),
        (f"The Spearman correlation between rep1 and pooled in the view is 0.80 {T('corr_view')}.", U,
         "other-attribute"),
        (f"rep1's gap-merged call reports 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        # --- other-entity
        (f"rep1 topped out at 190.7 in the view {T('stats_view')}.", U, "other-entity"),
        (f"The rep2 peak set in the view has 64 peaks {T('describe')}.", U, "other-entity"),
        (f"H3K4me3 peaks at 74.48 in the window {T('h1_stats')}.", U, "other-entity"),
        # --- rounding-coincidence
        (f"In the 10-kb window rep1 is split into 3 intervals {T('stats_win')}.", U, "rounding-coincidence"),
        (f"So rep2 peaked at 191 in the view {T('stats_view')}.", V, "rounding-coincidence"),
        (f"The H3K4me3 track has 11 intervals in the window {T('h1_stats')}.", U, "rounding-coincidence"),
        # --- timestamp
        (f"The search was retrieved at 03:49 UTC on 2026-12-02 and returned 10 candidates {T('search')}.", V,
         "timestamp"),
        (f"I navigated at 03:49:57 UTC to chr19:1,000,000-1,250,000 {T('nav')}.", U, "timestamp"),
        (f"That list was pulled at 2026-12-02T03:49:59Z {T('search')}.", N, "timestamp"),
        # --- ids
        (f"Yes — `{ids['rep1']}` is rep1, and it averaged 1.22 over the view {T('stats_view')}.", V, "ids"),
        (f"The gap-merged calls were written to {gap_file} and contain 38 peaks {T('peaks_gap')}.", V, "ids"),
        (f"Track `{ids['rep2']}` peaked at 199.8 in the view {T('stats_view')}.", U, "ids"),
        # --- locus-exact
        (f"The view is chr19:1,000,000-1,200,000 {T('nav')}.", V, "locus-exact"),
        (f"So we're looking at chr19:1.0–1.2 Mb on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The H1 window is chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),
        # --- locus-subregion
        (f"Yes, Peak_281 (chr19:1,058,648-1,058,806) is inside the 10-kb window {T('quant')} {T('stats_win')}.",
         V, "locus-subregion"),
        (f"Yes, Peak_22 sits inside the window chr19:1,050,000-1,060,000 {T('quant')}{T('stats_win')}.", U,
         "locus-subregion"),
        (f"peak2364 (chr6:31,140,574-31,141,112) falls inside the H1 view {T('asset_peaks')}{T('h1_nav')}.", V,
         "locus-subregion"),
        # --- locus-chromosome
        (f"MYC is on chr19, same as our view {T('gene')}.", U, "locus-chromosome"),
        (f"MYC is on chromosome 8 {T('gene')}.", V, "locus-chromosome"),
        (f"The bedGraph preview is all on chr9, section chr9:35,696,794-35,728,096 {T('asset_graph')}.", V,
         "locus-chromosome"),
        # --- locus-disjoint
        (f"No, MYC doesn't overlap the view — it's on chr8 and the view is on chr19 {T('gene')}{T('nav')}.", V,
         "locus-disjoint"),
        (f"Yes, Peak_1939 (chr19:1,010,458-1,010,553) overlaps the 10-kb window {T('quant')}{T('stats_win')}.",
         U, "locus-disjoint"),
        (f"No — Peak_22 at chr19:1,102,539-1,102,707 lies outside the 10-kb window {T('quant')} "
         f"{T('stats_win')}.", V, "locus-disjoint"),
        # --- locus-feature
        (f"Peak_37 sits at chr19:1,097,875-1,098,013 {T('quant')}.", V, "locus-feature"),
        (f"Peak_22 is at chr19:1,097,875-1,098,013 {T('quant')}.", U, "locus-feature"),
        (f"Peak_281 is at chr19:1,058,648-1,058,906 {T('quant')}.", U, "locus-feature"),
        # --- preview
        (f"peak2363 is at chr6:31,139,576-31,140,109 with a score of 41 {T('asset_peaks')}.", V, "preview"),
        (f"The first data row of the bedGraph, chr9:35,726,969-35,726,977, reads 8.62 {T('asset_graph')}.", V,
         "preview"),
        (f"peak2363 scored 93 {T('asset_peaks')}.", U, "preview"),
        (f"The last bedGraph line shown is chr9:35,727,163-35,727,165 at 18.80 {T('asset_graph')}.", U,
         "preview"),
        # --- accession
        (f"The top hit is ENCFF381NDD {T('search')}.", V, "accession"),
        (f"ENCFF779QTH comes from experiment ENCSR000AKP {T('file_2')}.", V, "accession"),
        (f"ENCFF745TSK is ranked 6th with a score of 1,161 {T('file_6')}.", V, "accession"),
        (f"The replicate-3 file is ENCFF938DHN {T('file_8')}.", U, "accession"),
        # --- accession-role
        (f"ENCFF381NDD pools replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCSR000AKP is the accession of the top-ranked file {T('file_1')}.", U, "accession-role"),
        (f"ENCFF945XHA is replicate 1 {T('file_9')}.", U, "accession-role"),
        (f"ENCFF977KGH is ranked 10th and comes from replicate 1 {T('file_10')}.", V, "accession-role"),
        # --- wrong-record
        (f"rep1 averaged 0.870 across chr19 {T('stats_view')}.", U, "wrong-record"),
        (f"ENCFF745TSK is a replicate-2 file {T('file_5')}.", U, "wrong-record"),
        (f"The rep1/rep2 Pearson r is 0.62 {T('corr_view')}.", U, "wrong-record"),
        # --- multi
        (f"So in the view rep1 averaged 1.22 with an sd of 7.71 and a max of 199.8 {T('stats_view')}.", V,
         "multi"),
        (f"The threshold call on rep2 used a cutoff of 20, a 50 bp minimum width and gave 46 peaks "
         f"{T('peaks_thr')}.", U, "multi"),
        (f"In the 10-kb window rep1 averaged 2.76 and peaked at 111.0 over 16 intervals {T('stats_win')}.", V,
         "multi"),
        (f"The H1 correlation kept 9 of 200 bins at 100 bp, with r = 0.11 and Spearman 0.56 {T('h1_corr')}.", U,
         "multi"),
        # --- multi-record
        (f"rep1 averaged 1.22 in the view versus 0.870 across chr19 {T('stats_view')} {T('stats_chr')}.", V,
         "multi-record"),
        (f"Peak_22 (value 113.0) is inside the view chr19:1,000,000-1,200,000 {T('quant')}{T('nav')}.", V,
         "multi-record"),
        (f"The rep1–pooled r is 0.80 in the view but 0.90 over chr19 {T('corr_view')}{T('matrix')}.", V,
         "multi-record"),
        (f"So rep1 peaked at 199.8 in the view and 1,667.9 on the whole chromosome {T('stats_view')}"
         f"{T('stats_chr')}.", U, "multi-record"),
        # --- qualitative (N with a token, P without)
        (f"The two tracks follow each other closely across this stretch {T('corr_view')}.", N, "qualitative"),
        (f"Yes, that peak stands well clear of the background {T('quant')}.", N, "qualitative"),
        (f"So the Oct4 signal is faint and patchy around POU5F1 {T('h1_stats')}.", N, "qualitative"),
        (f"It's a simple threshold-style caller, so treat those calls as rough {T('peaks_chr')}.", N, "qualitative"),
        ("Good question — let me check the tracks before answering.", P, "qualitative"),
        ("So, short answer: it depends on which replicate you look at.", P, "qualitative"),
        ("Yes, that's the one you highlighted earlier.", P, "qualitative"),
        (f"Good catch — that one comes from the MYC lookup {T('gene')}.", N, "qualitative"),
        (f"The H3K27ac and H3K4me3 profiles rise and fall together around the promoter {T('h1_stats')}.", N,
         "qualitative"),
        ("About the same shape, really — both replicates tell one story.", P, "qualitative"),
        # --- comparison
        (f"rep2 is the noisier replicate in the view — its sd is higher than rep1's {T('stats_view')}.", V,
         "comparison"),
        (f"Over all of chr19 rep2 is the noisier one, with a larger sd than rep1 {T('stats_chr')}.", U,
         "comparison"),
        (f"No, rep1 has fewer intervals than rep2 in the view (256 vs 279) {T('stats_view')}.", V, "comparison"),
        (f"H3K4me3 has a higher mean than H3K27ac in the window {T('h1_stats')}.", U, "comparison"),
        # --- arithmetic
        (f"About 38% higher — rep2's view mean is 1.69 against rep1's 1.22 {T('stats_view')}.", V, "arithmetic"),
        (f"So merging with a 1 kb gap took 65 fragments down to 38 peaks, 27 fewer {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"rep1's view max exceeds rep2's by about 12 {T('stats_view')}.", U, "arithmetic"),
        (f"MYC spans 7,418 bp {T('gene')}.", U, "arithmetic"),
        # --- matrix
        (f"rep2 vs pooled has a Pearson r of 0.90 {T('matrix')}.", V, "matrix"),
        (f"The rep2–pooled Spearman is 0.85 {T('matrix')}.", U, "matrix"),
        (f"The weakest pair in the matrix is rep1–rep2, at r = 0.62 {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled is the best-correlated pair by Pearson {T('matrix')}.", U, "matrix"),
        # --- pronoun (multi-sentence; index of the labelled sentence)
        (f"rep2 averaged 0.874 on chr19 {T('stats_chr')}. Its max was 1,667.9 {T('stats_chr')}.", V, "pronoun", 1),
        (f"The pooled track averaged 1.45 in the view {T('describe')}. That track peaked at 199.8 "
         f"{T('describe')}.", U, "pronoun", 1),
        (f"Oct4 is the faintest mark in the window {T('h1_stats')}. Its mean is 0.26 {T('h1_stats')}.", U,
         "pronoun", 1),
        (f"Look at Peak_281 {T('quant')}. The same peak has a feature score of 60 {T('quant')}.", V, "pronoun", 1),
        # --- uncited
        ("rep1 peaked at about 200 in the view.", X, "uncited"),
        ("MYC is on chr8, around 127.7 Mb.", X, "uncited"),
        ("ENCODE returned 10 files for K562 H3K27ac.", X, "uncited"),
        ("No, Peak_1939 (chr19:1,010,458-1,010,553) is outside the 10-kb window.", X, "uncited"),
        (f"The view correlation is strong {T('corr_view')}. The r is 0.80 there.", X, "uncited", 1),
        # --- unknown-token
        ("rep1's chr19 mean is 0.870 [[cite:cite_made_up_123]].", U, "unknown-token"),
        ("So the view is chr19:1,000,000-1,200,000 [[cite:rec_viewport_7f3a]].", U, "unknown-token"),
        ("Yes, the signal is enriched there [[cite:cite_fake_999]].", U, "unknown-token"),
        # --- scope
        (f"rep1 averaged 0.87 in the view {T('stats_chr')}.", U, "scope"),
        (f"In the 10-kb window rep2 peaked at 76.3 {T('stats_win')}.", V, "scope"),
        (f"Across chr19 the rep1 caller found 38 peaks {T('peaks_gap')}.", U, "scope"),
        # --- range
        (f"rep1's peak scores range from 21 to 177 in the view {T('describe')}.", V, "range"),
        (f"rep2's peak scores run from 21 to 177 {T('describe')}.", U, "range"),
        (f"H3K27ac ranges from 0.68 up to 72.44 in the window {T('h1_stats')}.", U, "range"),
        # --- respectively
        (f"rep1 and rep2 average 1.22 and 1.69 in the view, respectively {T('stats_view')}.", V, "respectively"),
        (f"rep1 and rep2 reached 190.7 and 199.8 in the view, respectively {T('stats_view')}.", U, "respectively"),
        (f"H3K27ac and H3K4me3 cover 14,764 and 13,139 bp of the window, respectively {T('h1_stats')}.", V,
         "respectively"),
        # --- table (labelled row is the last; every row carries a token)
        ("| Track | view mean | view max |\n|---|---|---|\n"
         f"| rep1 | 1.22 | 199.8 {T('stats_view')} |\n| rep2 | 1.69 | 190.7 {T('stats_view')} |", V, "table"),
        ("| Track | chr19 mean | chr19 sd |\n|---|---|---|\n"
         f"| rep1 | 0.870 | 9.02 {T('stats_chr')} |\n| rep2 | 0.874 | 9.02 {T('stats_chr')} |", U, "table"),
        ("| Mark | intervals | covered |\n|---|---|---|\n"
         f"| Oct4 | 78 | 1.7% {T('h1_stats')} |\n| H3K27ac | 533 | 73.8% {T('h1_stats')} |", V, "table"),
    ]
    return [Item(f"s15b_{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
