"""Blind batch s4h, written by a helper session on 2026-12-01 and labelled by hand against
/tmp/blind/records.md before any checker run (the checker was never run on it). It is the kind of thing an
LLM assistant in a genomics notebook writes after calling the tools: summaries of the chromosome-wide,
view and 10-kb window stats, peak calls, quantification at peaks, replicate correlations, the MYC lookup,
asset previews, the ENCODE K562 H3K27ac search with its ten file records, and the H1 POU5F1 marks. Styles
are mixed (one-liners, prose with em dashes, bullets with bold labels, single-row tables, hedged summaries),
with varied vocabulary for the attributes. The unsupported rows are realistic LLM slips: the neighbouring
track's or attribute's value, a chromosome-wide figure quoted for the view, truncation instead of rounding,
swapped "respectively", misread ranks, accession roles mixed up, the wrong record cited, an invented extra
figure, and arithmetic that is slightly off.

First run of the checker on it (never relabelled): 130 sentences, agreement 0.923, "unsupported" precision
0.887, recall 0.922. The checker was then changed for the classes it missed (positions said as such; 'the
browser is currently showing'; '38% hotter than'; 'from X (…) up to Y'; a feature's locus after a pronoun;
'the two replicates'; several 'X vs Y' pairs; spans of values), so from then on this batch is tuning data, not
blind.
"""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "bh"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    rows = [
        # ---- chromosome-wide stats -------------------------------------------------------------
        (f"Across all of chr19, rep1 averages 0.870 fold-enrichment with a maximum of 1,820.2 {T('stats_chr')}.",
         V, "supported"),
        (f"rep2's chromosome-wide average is 0.870 — essentially identical to rep1 {T('stats_chr')}.",
         U, "rounding-coincidence"),
        (f"Broadly, rep1 sits at around 0.9 on average across chr19 {T('stats_chr')}.", V, "hedged"),
        (f"rep1 and rep2 reach chromosome-wide maxima of 1,667.9 and 1,820.2, respectively {T('stats_chr')}.",
         U, "respectively"),
        (f"Top values on chr19 were 1,820 for rep1, 1,668 for rep2 and 870 for the pooled track {T('stats_chr')}.",
         V, "multi"),
        (f"Breadth is essentially complete — rep1 has data over 99.98% of chr19 (58,607,590 of 58,617,616 bp) "
         f"{T('stats_chr')}.", V, "percent"),
        (f"rep1 covers roughly 87% of the chromosome {T('stats_chr')}.", U, "percent"),
        (f"The total rep1 signal over chr19 is roughly 5.1 million {T('stats_chr')}.", U, "wrong-scale"),
        (f"Within the current view, rep1's highest value is 1,820.2 {T('stats_chr')}.", U, "scope"),
        ("| Track | Scope | Mean | Max | SD |\n|---|---|---|---|---|\n"
         f"| rep2 | chr19 | 0.874 | 1,667.9 | 8.64 {T('stats_chr')} |", V, "table"),
        ("| Track | Scope | Mean | Max | SD |\n|---|---|---|---|---|\n"
         f"| rep1 | chr19 | 0.870 | 1,820.2 | 9.20 {T('stats_chr')} |", U, "table"),
        ("Chromosome-wide, rep1 averages 0.87 and rep2 0.874.", X, "uncited"),
        (f"Both replicates look very similar in overall signal level across chr19 {T('stats_chr')}.",
         N, "qualitative"),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. The pooled track averaged 0.872.", X, "uncited", 1),

        # ---- the view (nav, describe, stats_view) ----------------------------------------------
        (f"You're looking at chr19:1,000,000-1,200,000 on hg38 — a 200 kb window {T('nav')}.", V, "locus-exact"),
        (f"The browser is currently showing chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"In the current window (chr19:1,000,000-1,200,000), the typical level is 1.22 for rep1 and 1.69 for rep2 "
         f"{T('stats_view')}.", V, "supported"),
        (f"rep2 runs about 38% hotter than rep1 across the view (mean 1.69 vs 1.22) {T('stats_view')}.",
         V, "arithmetic"),
        (f"In the view rep2's average is roughly 45% above rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep1's mean over the view is 1.23 {T('stats_view')}.", U, "rounded"),
        (f"rep1 tops out at roughly 200 in the view {T('describe')}.", V, "hedged"),
        (f"The highest rep2 signal on screen is 1,667.9 {T('describe')}.", U, "scope"),
        (f"rep2 averages 1.69 across the view {T('stats_view')}. Its maximum there is 190.7 {T('stats_view')}.",
         V, "pronoun", 1),
        (f"pooled averages 1.45 in the view {T('describe')}. Its peak height is 199.8 {T('describe')}.",
         U, "pronoun", 1),
        (f"Peak scores in the rep1 narrowPeak range from 21 to 177 {T('describe')}.", V, "range"),
        (f"The pooled track averages 1.45 over the view {T('stats_view')}.", U, "wrong-record"),
        (f"rep1 averages 1.22 across the view, with a median of just 0.35 {T('stats_view')}.", U, "wrong-value"),
        (f"In the view, rep2's narrowPeak file has 69 peaks. {T('describe')}", V, "supported"),
        (f"rep1 shows 279 signal intervals across the view. {T('stats_view')}", U, "other-entity"),
        (f"The rep1 narrowPeak track (`{ids['rep1 peaks']}`) contains 64 peaks in the view {T('describe')}.",
         V, "ids"),
        (f"Signal stats were computed for `{ids['rep1']}` and `{ids['rep2']}` {T('stats_view')}.", N, "ids"),
        (f"I moved the browser there at 21:10 UTC on 2026-12-01 {T('nav')}.", N, "timestamp"),
        (f"Signal here is dominated by a few sharp spikes rather than broad enrichment {T('describe')}.",
         N, "qualitative"),
        ("The pooled track has 523 intervals in the view.", X, "uncited"),
        ("Here's the view summary:\n"
         f"- **rep1** — mean 1.22, max 199.8 {T('describe')}\n"
         f"- **rep2** — mean 1.69, max 190.7 {T('describe')}\n"
         f"- **pooled** — mean 1.45, max 159.2 {T('describe')}", V, "multi"),

        # ---- the 10-kb window ------------------------------------------------------------------
        (f"In the 10 kb window chr19:1,050,000-1,060,000, rep1 averages 2.76 versus 2.30 for rep2 "
         f"{T('stats_win')}.", V, "supported"),
        (f"For chr19:1,050,000-1,060,000 the mean signal of rep1 and rep2 is 2.30 and 2.76, respectively "
         f"{T('stats_win')}.", U, "respectively"),
        (f"Across the full 200 kb view, rep1 averages 2.76 {T('stats_win')}.", U, "scope"),
        (f"The window is considerably hotter than the view as a whole: rep1's mean goes from 1.22 across the view "
         f"to 2.76 here, about 2.3-fold {T('stats_view')} {T('stats_win')}.", V, "multi-record"),

        # ---- peak calls --------------------------------------------------------------------------
        (f"Calling rep1 across chr19 at z ≥ 2 gave a tally of 7,688 peaks {T('peaks_chr')}.", V, "supported"),
        (f"The chromosome-wide z ≥ 2 call on rep1 returned 7,868 peaks {T('peaks_chr')}.", U, "wrong-value"),
        (f"For rep1 across chr19, a mean of 0.87 and SD of 9.02 put the z = 2 cutoff at about 18.9 "
         f"{T('peaks_chr')}.", V, "arithmetic"),
        (f"The chr19 bar is mean + 2 SD = 0.87 + 2 × 9.02 ≈ 19.9 {T('peaks_chr')}.", U, "arithmetic"),
        (f"Chromosome-wide, rep1's peak threshold was 16.6 {T('peaks_chr')}.", U, "wrong-record"),
        (f"For the view-level call I merged fragments within 1 kb: 65 raw fragments collapsed into 38 peaks "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"The 1 kb merge gap removed 29 fragments (65 → 38) {T('peaks_gap')}.", U, "arithmetic"),
        (f"rep1's view-level call found 65 peaks {T('peaks_gap')}.", U, "other-attribute"),
        (f"rep1's z-score call in the view kept 64 peaks {T('peaks_gap')}.", U, "wrong-record"),
        (f"**Threshold call (rep2):** absolute cutoff of 20, minimum width 50 bp → 48 peaks in view "
         f"{T('peaks_thr')}", V, "multi"),
        (f"Using a fixed bar of 20 with a 50 bp minimum width, rep1 yields 48 peaks in the view {T('peaks_thr')}.",
         U, "other-entity"),
        (f"The absolute cutoff on rep2 gives more peaks (48) than the z-score call on rep1 (38) in the same view "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"Keep in mind this is a simple threshold caller, not a model-based one — treat the calls as rough "
         f"{T('peaks_thr')}.", N, "qualitative"),
        ("rep2 gives 48 peaks at a cutoff of 20.", X, "uncited"),
        ("**Peak calls**\n"
         f"- chr19, z ≥ 2: 7,688 peaks {T('peaks_chr')}\n"
         f"- view, z ≥ 2, 1 kb gap: 38 peaks {T('peaks_gap')}\n"
         f"- view, rep2 ≥ 20: 58 peaks {T('peaks_thr')}", U, "wrong-value"),
        (f"The z-score call across chr19 gave 7,688 peaks {T('peaks_chr')}. Restricting to the view with a 1 kb "
         f"merge gap left 38 {T('peaks_gap')}. That's about 0.5% of the chromosome-wide set.", X, "uncited", 2),

        # ---- quantification at rep1 peaks --------------------------------------------------------
        (f"By mean signal, the top rep1 peak in view is Peak_22 (chr19:1,102,539-1,102,707), at 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_37 ranks first by mean rep1 signal, at 95.5 {T('quant')}.", U, "wrong-value"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) lies inside the 10 kb window chr19:1,050,000-1,060,000 that I "
         f"profiled {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1397 also falls within chr19:1,050,000-1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-disjoint"),
        (f"Peak_22 is 168 bp wide {T('quant')}.", V, "arithmetic"),
        (f"Across the top five, mean rep1 signal runs from 55.5 (Peak_1939) up to 113.0 (Peak_22) {T('quant')}.",
         V, "range"),
        (f"Peak_22 carries a narrowPeak score of 113 {T('quant')}.", U, "other-attribute"),
        ("| Rank | Peak | Locus | Score | Mean signal |\n|---|---|---|---|---|\n"
         f"| 4 | Peak_1397 | chr19:1,110,067-1,110,162 | 41 | 61.6 {T('quant')} |", V, "table"),
        ("| Rank | Peak | Locus | Score | Mean signal |\n|---|---|---|---|---|\n"
         f"| 5 | Peak_1939 | chr19:1,010,458-1,010,553 | 37 | 61.6 {T('quant')} |", U, "table"),
        (f"Peak_22 is the top-ranked rep1 peak {T('quant')}. It sits at chr19:1,097,875-1,098,013 {T('quant')}.",
         U, "pronoun", 1),

        # ---- correlations --------------------------------------------------------------------------
        (f"Chromosome-wide, rep1 and rep2 correlate at Pearson r = 0.615 (Spearman 0.586) over 500 bins "
         f"{T('corr_chr')}.", V, "supported"),
        (f"Replicate concordance across chr19 is modest — Pearson 0.61 {T('corr_chr')}.", U, "rounded"),
        (f"Bins were ~117 kb each (500 of them spanning chr19) {T('corr_chr')}.", V, "units"),
        (f"The chromosome-level correlation used 117 bp bins {T('corr_chr')}.", U, "wrong-unit"),
        (f"Zooming into the view, rep1 tracks the pooled signal closely: r = 0.80 over 200 bins of 1 kb "
         f"{T('corr_view')}.", V, "supported"),
        (f"Within the view, rep1 and rep2 agree at r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"The chr19-wide rep1–pooled Pearson is 0.80 {T('corr_view')}.", U, "wrong-record"),
        (f"Agreement is higher between rep1 and pooled in the view (0.80) than between the two replicates across "
         f"chr19 (0.62) {T('corr_view')} {T('corr_chr')}.", V, "multi-record"),
        (f"In the three-way matrix, rep2–pooled has the highest Pearson (0.899), just ahead of rep1–pooled (0.898) "
         f"{T('matrix')}.", V, "matrix"),
        (f"rep1 correlates more strongly with the pooled track than rep2 does (Pearson) {T('matrix')}.",
         U, "matrix"),
        (f"Both replicates correlate with pooled at r ≈ 0.90 {T('matrix')}.", V, "matrix"),
        (f"Overall the replicates are reasonably concordant, which supports pooling them {T('corr_chr')}.",
         N, "qualitative"),
        (f"I compared the replicates at two scales. Across chr19 they correlate at r = 0.615 {T('corr_chr')}. "
         f"In the view, rep1 vs pooled is much tighter at 0.80 {T('corr_view')}. So the chromosome-level number "
         f"is the one to quote for replicate agreement.", V, "supported", 2),

        # ---- MYC -------------------------------------------------------------------------------------
        (f"No — MYC isn't visible: it lies at chr8:127,735,433-127,742,951, while the view is "
         f"chr19:1,000,000-1,200,000 {T('gene')} {T('nav')}.", V, "locus-disjoint"),
        (f"The MYC annotation spans about 8.5 kb {T('gene')}.", U, "arithmetic"),
        ("MYC is on chr8 at roughly 127.7 Mb, so you'd need to navigate away from chr19 to see it.", X, "uncited"),

        # ---- assets --------------------------------------------------------------------------------
        (f"The Oct4 file has just two peaks: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2363 is the stronger of the two, with a score of 93 {T('asset_peaks')}.", U, "preview"),
        (f"Both Oct4 peaks in the file (peak2363 and peak2364) fall inside the H1 window "
         f"chr6:31,130,000-31,150,000 {T('asset_peaks')} {T('h1_nav')}.", V, "locus-subregion"),
        (f"`ENCFF754TJH.wig` is a bedGraph; the first 40 lines are shown, starting with a section header for "
         f"chr9:35,696,794-35,728,096 {T('asset_graph')}.", V, "preview"),
        (f"The bedGraph preview covers 49,152 lines {T('asset_graph')}.", U, "other-attribute"),
        (f"In the preview the values climb from 8.62 at chr9:35,726,969-35,726,977 to 20.12 by "
         f"chr9:35,727,163-35,727,165 {T('asset_graph')}.", V, "preview"),
        (f"The whole file is ~81 kB, so the preview shows only part of it {T('asset_graph')}.", V, "scale"),
        (f"The preview looks like a smooth ramp, typical of a fold-change track {T('asset_graph')}.",
         N, "qualitative"),

        # ---- ENCODE search and files --------------------------------------------------------------
        (f"The ENCODE search for K562 H3K27ac bigWigs (GRCh38) returned 10 ranked candidates out of 20 matching "
         f"files, with no query relaxations {T('search')}.", V, "supported"),
        (f"I'd download **ENCFF381NDD** — ranked #1 (score 1165), it pools replicates 1, 2 and 3 {T('file_1')}.",
         V, "accession"),
        (f"Download ENCSR000AKP, the top-ranked bigWig {T('file_1')}.", U, "accession-role"),
        (f"ENCSR000AKP is the parent experiment; the file to download is ENCFF381NDD {T('file_1')}.",
         V, "accession-role"),
        (f"ENCFF381NDD pools replicates 1 and 2 {T('file_1')}.", U, "accession"),
        (f"Runner-up ENCFF779QTH (rank 2, score 1165) pools replicates 1 and 2 {T('file_2')}.", V, "accession"),
        (f"ENCFF849TDM, third in the list, is also a replicate 1+2 pool {T('file_3')}.", V, "accession"),
        (f"If you want a single replicate, ENCFF177JXC (rank 4) is replicate 1 alone {T('file_4')}.",
         V, "accession"),
        (f"ENCFF289IVJ is the replicate-1 fold-change track {T('file_5')}.", U, "accession"),
        (f"ENCFF745TSK scored 1165 {T('file_6')}.", U, "wrong-value"),
        (f"ENCFF938DNH covers replicate 3 only {T('file_7')}.", U, "wrong-record"),
        (f"ENCFF938DNH (rank 8) is the only candidate restricted to replicate 3 {T('file_8')} {T('search')}.",
         V, "multi-record"),
        (f"The last candidate, ENCFF977KGH (rank 10), is replicate 1 with a score of 1161 {T('file_10')}.",
         V, "accession"),
        (f"ENCFF977KGH belongs to experiment ENCSR000AKQ {T('file_10')}.", U, "accession-role"),
        (f"ENCFF381NDD is the top hit [[cite:public_data_search_7f3a]].", U, "unknown-token"),
        (f"ENCFF381NDD outscores the single-replicate ENCFF177JXC by just 4 points (1165 vs 1161) {T('file_1')} "
         f"{T('file_4')}.", V, "arithmetic"),
        ("Download options:\n"
         f"- **Pooled (reps 1–3):** ENCFF381NDD {T('file_1')}\n"
         f"- **Pooled (reps 1–2):** ENCFF779QTH {T('file_2')}\n"
         f"- **Replicate 3 only:** ENCFF945XHA {T('file_9')}", U, "accession"),
        ("ENCFF381NDD is the pooled replicate 1,2,3 file — that's the one I'd use.", X, "uncited"),
        ("If you'd rather work with individual replicates, I can fetch those too.", P, "qualitative"),

        # ---- H1 POU5F1 -------------------------------------------------------------------------------
        (f"The H1 view is hg19 chr6:31,130,000-31,150,000 (20 kb) {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 window spans 30 kb (chr6:31,130,000-31,160,000) {T('h1_nav')}.", U, "locus-exact"),
        (f"Yes — H3K27ac is clearly present: it averages 12.8 over the window and covers 73.8% of it "
         f"{T('h1_stats')}.", V, "percent"),
        (f"H3K27ac averages 11.4 across the POU5F1 window {T('h1_stats')}.", U, "other-entity"),
        (f"H3K27ac edges out H3K4me3 on both mean (12.8 vs 11.4) and breadth (14,764 vs 13,139 bp covered) "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"Oct4 signal is sparse — only 344 bp of the 20 kb window (1.72%) has coverage {T('h1_stats')}.",
         V, "percent"),
        (f"Oct4 covers about 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"Oct4's maximum is only 1.01 {T('h1_stats')}.", U, "rounding-coincidence"),
        (f"H3K27ac's average is about 26 times Oct4's {T('h1_stats')}.", V, "arithmetic"),
        (f"Short answer: yes, the region looks active. H3K27ac averages 12.8 across the 20 kb window "
         f"{T('h1_stats')}, and H3K4me3 reaches 72.4 {T('h1_stats')}. Oct4 itself is weak, though.",
         V, "supported", 1),
        (f"Short answer: the locus is marked. H3K27ac averages 12.8 here {T('h1_stats')}. That said, I'd want a "
         f"second Oct4 dataset before calling the site bound.", P, "qualitative", 2),
        (f"A z ≥ 2 call on Oct4 (cutoff ≈ 1.01) finds 2 peaks in the window {T('h1_peaks')}.", V, "supported"),
        (f"The caller's 2 Oct4 peaks match the 2 rows in the imported narrowPeak {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"Oct4 and H3K27ac barely track each other (Pearson 0.11, Spearman 0.46) {T('h1_corr')}.",
         V, "supported"),
        (f"Oct4 vs H3K27ac: Spearman 0.11 {T('h1_corr')}.", U, "other-attribute"),
        (f"In H1, H3K27ac averages 12.8 over the window {T('h1_corr')}.", U, "wrong-record"),
        ("Key numbers for H1:\n"
         f"- Oct4 peaks: 2 (z ≥ 2, cutoff 1.01) {T('h1_peaks')}\n"
         f"- Oct4 vs H3K27ac Pearson: 0.11 {T('h1_corr')}", V, "multi"),
        (f"With so few shared bins, I wouldn't read much into the Oct4–H3K27ac correlation {T('h1_corr')}.",
         N, "qualitative"),
        ("H3K27ac covers about 74% of the POU5F1 window.", X, "uncited"),
        ("Taken together, the region looks like an active promoter in H1.", P, "qualitative"),
        ("Want me to export the top peaks as a BED file?", P, "qualitative"),
        ("I'd treat these calls as exploratory rather than definitive.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
