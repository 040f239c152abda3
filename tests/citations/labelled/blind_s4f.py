"""Blind batch s4f, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run (the checker was never run on it, its code never read).
Focus: follow-up questions a computational biologist asks in a Jupyter chat about every record of the
labelled set (the hg38 chr19 view and its replicate stats, window stats, the three peak calls, the
quantification at rep1's peaks, the two-track and matrix correlations, the MYC lookup, both asset
previews, the ENCODE K562 H3K27ac search and its ten file records, and the hg19 POU5F1 marks).
Style: a mix of three assistants - GPT-style bullets with bold labels and tables, Claude-style prose with
em dashes and parentheses, Gemini-style headed summaries - plus terse notebook lines; realistic rounding,
hedges, words for counts, ordinals, fold-changes and percentages, and the mistakes such models make
(swapped tracks, chromosome values quoted for the view, fragments read as peaks, a cutoff rounded into a
count, a misread rank, the wrong record cited, a plausible invented extra number).

First run of the checker on it (never relabelled): 136 sentences, agreement 0.890, "unsupported" precision
0.860, recall 0.891. The checker was then changed for the classes it missed (a locus followed by 'view'; loci
said to be computed over ('I summarised X', 'we're looking at X'); a drop of N; 'or about 42%' after a
difference; 'rep1 vs pooled' as one phrase; the second value of 'X vs Y' after one name; ordinals joined by
'and'), so from then on this batch is tuning data, not blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    peaks_file = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---- nav: the hg38 view; "is MYC in view?" ----
        (f"You're currently looking at chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"That's a roughly 2 Mb slice of chromosome 19 {T('nav')}.", U, "wrong-scale"),
        (f"**Short answer: no.** MYC sits on chr8 (chr8:127,735,433-127,742,951), so it is nowhere near the "
         f"chr19:1.0–1.2 Mb view {T('gene')} {T('nav')}.", V, "locus-disjoint", -1),
        (f"Yes — MYC falls inside the current view, close to its right-hand edge {T('gene')} {T('nav')}.", U,
         "locus-disjoint"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 lies entirely within the current view "
         f"{T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        ("The view is chr19:1,000,000-1,200,000.", X, "uncited"),

        # ---- describe ----
        (f"Within the view, the rep1 and rep2 narrowPeak tracks hold 64 and 69 peaks, respectively "
         f"{T('describe')}.", V, "respectively"),
        (f"Here's what's loaded:\n- **Signal tracks:** rep1, rep2 and pooled\n- **Intervals in view:** pooled "
         f"has the most (523), versus 256 for rep1 and 279 for rep2 {T('describe')}", V, "comparison", -1),
        (f"rep2's narrowPeak scores run from 21 up to 177 in this region {T('describe')}.", U, "range"),
        (f"The describe call is a handy one-stop overview of everything loaded in the browser "
         f"{T('describe')}.", N, "qualitative"),
        (f"The pooled track tops out at 199.8 in the view {T('describe')}.", U, "other-entity"),

        # ---- stats_chr ----
        (f"Across all of chr19, rep1 averages 0.87 (≈0.870). {T('stats_chr')}", V, "rounded"),
        (f"rep1 averages 0.870 chromosome-wide {T('stats_chr')}, rising to 1.22 in the view {T('stats_view')}.", V,
         "multi-record"),
        (f"**Chromosome-wide maxima:** rep1 1,820.2, rep2 1,667.9, pooled 870.1 {T('stats_chr')}", V,
         "multi"),
        (f"Interestingly, rep2 hits the higher chromosome-wide maximum (1,820.2 vs 1,667.9 for rep1) "
         f"{T('stats_chr')}.", U, "comparison"),
        (f"Each replicate's summed signal over chr19 comes to roughly 51 million {T('stats_chr')}.", V,
         "scale"),
        (f"rep1's total signal over chr19 is about 51 thousand {T('stats_chr')}.", U, "wrong-scale"),
        (f"Coverage is essentially complete — 99.98% of chr19 has rep1 data {T('stats_chr')}.", V, "percent"),
        (f"rep1 covers 87% of chromosome 19 {T('stats_chr')}.", U, "percent"),
        (f"rep1 is stored as 7,688 intervals across chr19 {T('stats_chr')} {T('peaks_chr')}.", U,
         "other-attribute"),
        (f"In the current view rep1 averages 0.870 {T('stats_chr')}.", U, "scope"),
        (f"rep2's chromosome-wide mean rounds to 0.87 as well {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"rep2 averages 0.870 across chr19, identical to rep1 {T('stats_chr')}.", U, "rounding-coincidence"),
        ("rep1 and rep2 correlate at about 0.62 across chr19.", X, "uncited"),

        # ---- stats_view ----
        (f"In the view, rep1 averages 1.22 and rep2 1.69 {T('stats_view')}.", V, "supported"),
        (f"In the view rep2 runs about 1.4-fold higher than rep1 on average {T('stats_view')}.", V,
         "arithmetic"),
        (f"On average, rep2's signal in the view is about twice rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"The overall shape of the two replicates looks similar across this stretch {T('stats_view')}.", N,
         "qualitative"),
        (f"Over the view, {ids['rep1']} sums to about 337,000 {T('stats_view')}.", U, "ids"),
        (f"They agree moderately well. Chromosome-wide the Pearson r is 0.615 and the Spearman 0.586 "
         f"{T('corr_chr')} — decent for fold-change tracks, if not spectacular. Within the view, rep2 actually "
         f"runs higher on average (1.69 vs 1.22) {T('stats_view')}.", V, "comparison", 2),
        (f"Here's the quick comparison. On chr19 as a whole rep1 averages 0.870 and rep2 0.874 "
         f"{T('stats_chr')}, while in the view those become 1.69 and 1.22 {T('stats_view')}.", U,
         "respectively", 1),

        # ---- stats_win ----
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 and rep2 2.30 "
         f"{T('stats_win')}.", V, "supported"),
        (f"Over the full 200-kb view, rep1 averages 2.76 {T('stats_win')}.", U, "scope"),
        (f"Here the ordering flips: rep1's window mean (2.76) beats rep2's (2.30), whereas across the view "
         f"rep2 leads (1.69 vs 1.22) {T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"In the window rep1 is built from sixteen intervals and rep2 from twelve {T('stats_win')}.", V,
         "supported"),
        (f"rep1's window mean is about 50% higher than rep2's {T('stats_win')}.", U, "arithmetic"),
        (f"I summarised chr19:1,050,000-1,070,000 for both replicates {T('stats_win')}.", U, "locus-exact"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the 10-kb window chr19:1,050,000-1,060,000 {T('quant')} "
         f"{T('stats_win')}.", V, "locus-subregion"),

        # ---- peaks_chr ----
        (f"Run over all of chr19, the z ≥ 2 caller on rep1 returned 7,688 peaks {T('peaks_chr')}.", V,
         "supported"),
        (f"The chromosome-wide call gave 7,700 peaks {T('peaks_chr')}.", U, "rounded"),
        (f"Roughly 7.7 thousand peaks came out of the whole-chromosome run {T('peaks_chr')}.", V, "hedged"),
        (f"For the viewport call the threshold was 18.9 {T('peaks_gap')}.", U, "scope"),
        (f"With the cutoff sitting at about 19, the caller kept 19 peaks chromosome-wide {T('peaks_chr')}.", U,
         "rounding-coincidence"),
        (f"The calls were written to {peaks_file} {T('peaks_chr')}.", N, "ids"),
        (f"The chromosome-wide call returned 7,688 peaks {T('peaks_chr')}. The viewport run found 38.", X,
         "uncited", 1),

        # ---- peaks_gap ----
        (f"In the view, rep1 with a 1-kb merge gap gives 38 peaks built from 65 fragments "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"The viewport peak call on rep1 found 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"Going from 65 fragments to 38 peaks is a drop of 27, or about 42% {T('peaks_gap')}.", V,
         "arithmetic"),
        (f"The view's cutoff was 16.64 — lower than the chromosome-wide 18.92 because the local SD is smaller "
         f"{T('peaks_gap')} {T('peaks_chr')}.", V, "multi-record"),
        (f"The merged z-score run on rep2 yielded 38 peaks in view {T('peaks_gap')}.", U, "other-entity"),

        # ---- peaks_thr ----
        (f"With a flat cutoff of 20 and a 50-bp minimum width, rep2 gives 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"The rep2 threshold run used a cutoff of 50 and a 20-bp minimum width {T('peaks_thr')}.", U,
         "other-attribute"),
        (f"The fixed-cutoff call on rep2 (48 peaks) returned ten more than the merged z-score call on rep1 (38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"The threshold caller's 48 rep2 peaks compare with 64 rep2 narrowPeak peaks in view "
         f"{T('peaks_thr')} {T('describe')}.", U, "other-entity"),

        # ---- quant ----
        (f"The strongest feature is Peak_22 (chr19:1,102,539-1,102,707), with a mean rep1 signal of 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_37 at chr19:1,102,539-1,102,707 is the runner-up {T('quant')}.", U, "locus-feature"),
        (f"Peak_1397 comes in third at 61.6 {T('quant')}.", U, "wrong-value"),
        (f"Peak_37 is the runner-up {T('quant')}. Its narrowPeak score is 115 and its mean signal about 95.5 "
         f"{T('quant')}.", V, "pronoun", 1),
        (f"Peak_1939 rounds out the top five {T('quant')}. Its mean signal is 61.6 {T('quant')}.", U,
         "pronoun", 1),
        (f"Peak_22 is 168 bp wide and carries a q-value of 1e-12 {T('quant')}.", U, "wrong-value"),
        (f"Peak_22's mean is roughly twice Peak_1939's (113.0 vs 55.5) {T('quant')}.", V, "arithmetic"),
        (f"Peak_22 tops the list {T('quant')}. It averages 113.0 across its 168 bp.", X, "uncited", 1),
        (f"These top features look like genuine, sharp enrichment rather than noise {T('quant')}.", N,
         "qualitative"),
        (f"Peak_22 averages 113.0 in the view {T('stats_view')}.", U, "wrong-record"),
        (f"Across the top five, the narrowPeak scores range from 37 (Peak_1939) to 143 (Peak_22) {T('quant')}.", V,
         "range"),

        # ---- corr_chr ----
        (f"Chromosome-wide, rep1 and rep2 correlate at r = 0.615 (Spearman 0.586) {T('corr_chr')}.", V,
         "supported"),
        (f"The chromosome-wide rep1–rep2 correlation used 500 bins of ~117 kb each {T('corr_chr')}.", V, "units"),
        (f"The rep1–rep2 Spearman correlation across chr19 is 0.615 {T('corr_chr')}.", U, "other-attribute"),
        (f"rep1 and rep2 correlate at r = 0.80 in the view {T('corr_view')}.", U, "wrong-record"),

        # ---- corr_view ----
        (f"In the view, rep1 and pooled correlate at r ≈ 0.80 over 200 bins of 1 kb {T('corr_view')}.", V,
         "supported"),
        (f"In the view, the rep1–pooled rank correlation is lower, at 0.69 (Pearson 0.80) {T('corr_view')}.", V, "comparison"),

        # ---- matrix ----
        (f"In the chromosome-wide matrix, rep2–pooled has the highest Pearson (0.899), a hair above "
         f"rep1–pooled (0.898) {T('matrix')}.", V, "matrix"),
        (f"rep1–pooled is the strongest pair in the matrix at 0.899 {T('matrix')}.", U, "matrix"),
        (f"Spearman for rep1 vs pooled is 0.90 {T('matrix')}.", U, "rounding-coincidence"),
        (f"rep1–pooled correlates more strongly chromosome-wide (≈0.90) than in the view (0.80) "
         f"{T('matrix')} {T('corr_view')}.", V, "multi-record"),
        ("| Pair | Pearson | Spearman |\n|---|---|---|\n| rep1–rep2 | 0.62 | 0.59 | " + T("matrix") + " |", V,
         "table", -1),
        ("| Pair | Pearson | Spearman |\n|---|---|---|\n| rep2–pooled | 0.90 | 0.85 | " + T("matrix") + " |", U,
         "table", -1),

        # ---- gene ----
        (f"MYC is at chr8:127,735,433-127,742,951 on the + strand {T('gene')}.", V, "locus-exact"),
        (f"MYC spans about 7.5 kb (7,518 bp) {T('gene')}.", V, "units"),
        (f"MYC covers roughly 7.5 Mb of chr8 {T('gene')}.", U, "wrong-unit"),
        (f"MYC is a protein-coding gene with three exons {T('gene')}.", U, "wrong-value"),
        (f"MYC sits on chr19, just outside the current window {T('gene')}.", U, "locus-chromosome"),
        ("MYC is on chr8, so it can't be in this view.", X, "uncited"),

        # ---- asset_peaks ----
        (f"The Oct4 narrowPeak preview holds two peaks — peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two, with a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both preview peaks fall inside the H1 window chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),

        # ---- asset_graph ----
        (f"The bedGraph preview starts at chr9:35,726,969-35,726,977 with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"ENCFF754TJH.wig is about 49 kB on disk {T('asset_graph')}.", U, "other-attribute"),
        (f"The last previewed interval, chr9:35,727,163-35,727,165, reaches 20.12 {T('asset_graph')}.", V,
         "preview"),
        (f"ENCFF754TJH is one of the K562 H3K27ac bigWigs returned by the search {T('search')}.", U,
         "accession"),

        # ---- search ----
        (f"The K562 H3K27ac search returned 10 ranked bigWigs out of 20 matching files, with no relaxations "
         f"needed {T('search')}.", V, "supported"),
        (f"Search results were retrieved on 2026-12-01 at 21:10 UTC {T('search')}.", N, "timestamp"),

        # ---- file records: "which ENCODE file should I use and why?" ----
        (f"I'd go with **ENCFF381NDD** — it's ranked first and pools replicates 1, 2 and 3 {T('file_1')}.", V,
         "accession"),
        (f"ENCFF779QTH pools all three replicates {T('file_2')}.", U, "accession-role"),
        (f"ENCFF779QTH and ENCFF849TDM, ranked second and third, each pool replicates 1 and 2 {T('file_2')} "
         f"{T('file_3')}.", V, "multi-record"),
        (f"ENCFF849TDM, the second-ranked file, is a good fallback {T('file_3')}.", U, "accession"),
        (f"The single-replicate files score 1,161, four points below the pooled ones at 1,165 {T('file_4')} "
         f"{T('file_1')}.", V, "arithmetic"),
        (f"ENCFF938DNH, ranked eighth, is replicate 3 on its own {T('file_8')}.", V, "accession"),
        (f"The experiment accession here is ENCFF381NDD {T('file_1')}.", U, "accession-role"),
        (f"ENCFF745TSK comes from biological replicate 1 {T('file_6')}.", U, "accession-role"),
        (f"ENCFF977KGH, rank 10, is a replicate-1 fold-change bigWig {T('file_10')}.", V, "accession"),
        (f"ENCFF945XHA (rank 9) is a replicate-1 file {T('file_9')}.", U, "accession-role"),
        (f"ENCFF289IVJ sits at rank 5 and covers replicate 2 {T('file_5')}.", V, "accession"),
        ("ENCFF381NDD is the pooled file [[cite:encode_file_ENCFF381NDD]].", U, "unknown-token"),
        ("I'd pick ENCFF381NDD since it pools replicates 1–3.", X, "uncited"),
        (f"ENCFF381NDD comes out on top {T('file_1')}. Its 1,165 points break down as 800 for the biosample, "
         f"200 for the target, 120 for the assay, 40 for the output type, 4 for pooling and 1 for the assembly "
         f"{T('file_1')}.", V, "pronoun", 1),
        (f"ENCFF814HWX (rank 7) and ENCFF177JXC (rank 4) are both replicate-1 files from ENCSR000AKP "
         f"{T('file_7')} {T('file_4')}.", V, "multi-record"),

        # ---- h1_nav ----
        (f"The hg19 POU5F1 window is chr6:31,130,000-31,150,000, 20 kb wide {T('h1_nav')}.", V, "locus-exact"),
        (f"For POU5F1 we're looking at chr6:31,130,000-31,160,000 {T('h1_nav')}.", U, "locus-exact"),

        # ---- h1_stats: "summarise the POU5F1 window" ----
        (f"H3K27ac is the strongest mark in the POU5F1 window, averaging 12.8 versus 11.4 for H3K4me3 and 0.49 "
         f"for Oct4 {T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 averages 12.8 in the window and H3K27ac 11.4 {T('h1_stats')}.", U, "other-entity"),
        (f"Oct4 signal covers only 1.7% of the window (344 bp) {T('h1_stats')}.", V, "percent"),
        (f"Oct4 is made of 344 intervals here {T('h1_stats')}.", U, "other-attribute"),
        (f"In the POU5F1 window, H3K4me3 averages roughly 13 {T('h1_stats')}.", U, "hedged"),
        (f"H3K27ac's mean is roughly 26-fold Oct4's {T('h1_stats')}.", V, "arithmetic"),
        (f"POU5F1 looks like a classic active promoter in H1 {T('h1_stats')}.", N, "qualitative"),
        (f"Oct4 ({h1['Oct4']}) averages 0.492 in the window {T('h1_stats')}.", V, "ids"),
        (f"### POU5F1 window (hg19)\n- **Region:** chr6:31,130,000-31,150,000 {T('h1_nav')}\n"
         f"- **H3K27ac:** mean 12.8, max 74.5 {T('h1_stats')}\n"
         f"- **Oct4:** mean 0.49, only 2 peaks called {T('h1_stats')} {T('h1_peaks')}", V, "multi-record", -1),
        (f"### POU5F1 window (hg19)\n- **H3K27ac:** mean 12.8 {T('h1_stats')}\n"
         f"- **H3K4me3:** mean 11.4, covering 74% of the window {T('h1_stats')}", U, "percent", -1),
        ("Oct4 covers just 1.7% of the window.", X, "uncited"),

        # ---- h1_peaks ----
        (f"The z ≥ 2 caller on Oct4 found just two peaks in the window, with a cutoff of about 1.01 "
         f"{T('h1_peaks')}.", V, "hedged"),
        (f"Oct4's threshold was about 1.0, which yielded one peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"Across chr6, Oct4 has 2 peaks {T('h1_peaks')}.", U, "scope"),
        (f"Oct4 was called with k = 2 {T('h1_peaks')}. Its cutoff came to 1.006 {T('h1_peaks')}.", V,
         "pronoun", 1),
        (f"The z-score caller found 2 Oct4 peaks, matching the 2 rows of the narrowPeak preview "
         f"{T('h1_peaks')} {T('asset_peaks')}.", V, "multi-record"),
        ("Oct4 produced two peaks in the window [[cite:genome_call_peaks_7f3e21]].", U, "unknown-token"),

        # ---- h1_corr ----
        (f"Oct4 and H3K27ac barely correlate linearly (r = 0.11) but show a moderate rank correlation "
         f"(Spearman 0.46) {T('h1_corr')}.", V, "multi"),
        (f"Oct4 and H3K27ac correlate at r = 0.46 in the window {T('h1_corr')}.", U, "other-attribute"),
        (f"For Oct4 vs H3K27ac, only 9 of 200 bins were shared (191 excluded) {T('h1_corr')}.", V, "supported"),
        (f"Oct4 vs H3K27ac was binned at 1 kb {T('h1_corr')}.", U, "wrong-unit"),
        (f"Given how sparse the Oct4 track is, I wouldn't read much into that correlation {T('h1_corr')}.", N,
         "qualitative"),

        # ---- plain ----
        ("Happy to dig into any of these in more detail.", P, "qualitative"),
        ("Correlations on sparse tracks can be misleading, so treat them as a hint rather than proof.", P,
         "qualitative"),
        ("If you want, I can re-run the caller with a different merge gap.", P, "qualitative"),
        ("Short answer: the replicates agree reasonably well.", P, "qualitative"),
        ("Let me know if you'd like the full table exported to a TSV.", P, "qualitative"),
    ]
    return [Item(f"bf{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
