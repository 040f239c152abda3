"""Blind batch s20b, written by a helper session (Claude) on 2026-12-02, labelled by hand against
/tmp/blind20/records.md before any checker run. Focus: scope and place -- statistics said over the view vs
the 10-kb window vs the whole chromosome; loci written exactly, rounded, as a sub-region, on the wrong
chromosome or disjoint; features said to lie inside / outside the view, the window or each other, with
distances and lengths; the ENCODE search (counts of files of a kind, ranks, file vs experiment accessions);
peak calls (counts, thresholds, parameters); comparisons and derived arithmetic across cited records.
Style: GPT-style bullets with bold labels, Claude-style prose with em dashes and parentheses, terse
lab-notebook notes, hedged summaries, a few multi-sentence answers with pronouns.

First run of the checker on it (never relabelled; checker at 1a94294, never changed for this batch): 128
sentences, agreement 0.891, "unsupported" precision 0.863, recall 0.880. The two s20 batches together (253):
0.901 / 0.882 / 0.900."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s20b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- statistics and their scope: chromosome / view / 10-kb window ----
        (f"Across the whole of chr19, rep1 averages 0.870 with a standard deviation of 9.02 {T('stats_chr')}.",
         V, "supported"),
        (f"Within the current view (chr19:1,000,000–1,200,000), rep1 has a mean of 1.22 and tops out at 199.8 "
         f"{T('stats_view')}.", V, "locus-exact"),
        (f"In the 200-kb view, rep1's mean signal is 0.87 {T('stats_chr')}.", U, "scope"),
        (f"- **rep1, 10-kb window (chr19:1,050,000–1,060,000):** mean 2.76, max 111.0 {T('stats_win')}",
         V, "locus-exact"),
        (f"Over that 10-kb window the first replicate peaks at 199.8 {T('stats_win')}.", U, "scope"),
        (f"In the window at ~1.05–1.06 Mb of chr19, rep1 averaged roughly 2.8 {T('stats_win')}.", V, "hedged"),
        (f"The window at ~1.06–1.07 Mb of chr19 shows rep1 averaging 2.76 {T('stats_win')}.", U, "locus-disjoint"),
        (f"rep1 averaged 2.76 over chr19:1,055,000–1,060,000 {T('stats_win')}.", U, "locus-subregion"),
        (f"Over the full view rep1's mean of 1.22 {T('stats_view')} is about 41% higher than its chromosome-wide "
         f"mean of 0.87 {T('stats_chr')}.", V, "arithmetic"),
        (f"The window mean for rep1 (2.76) is more than three times its chr19 average (0.870) "
         f"{T('stats_win')} {T('stats_chr')}.", V, "comparison"),
        (f"Put differently, rep1's window mean is more than double its view-wide mean "
         f"{T('stats_win')}{T('stats_view')}.", V, "comparison"),
        (f"Inside the window, rep2's mean (2.30) exceeds rep1's (2.76) {T('stats_win')}.", U, "comparison"),
        (f"Over the view, rep2 carries about 38% more signal on average than rep1 {T('stats_view')}.",
         V, "arithmetic"),
        (f"rep2's view-wide mean is roughly 1.5 times rep1's {T('stats_view')}.", U, "arithmetic"),
        (f"rep1 has signal over 99.98% of the view {T('stats_view')}.", U, "scope"),
        (f"Chromosome-wide, rep1 is built from 77,569 intervals — versus just 256 within the view "
         f"{T('stats_chr')} {T('stats_view')}.", V, "multi-record"),
        (f"Summed over the view, rep1 totals ~245 thousand {T('stats_view')}.", V, "scale"),
        (f"rep1's summed signal over the view is ~51.0 M {T('stats_view')}.", U, "scope"),
        (f"Over the 10-kb window rep1 sums to about 245,000 {T('stats_win')}.", U, "scope"),
        (f"Roughly 11% of rep1's view-wide summed signal falls inside the 10-kb window "
         f"{T('stats_win')}{T('stats_view')}.", V, "arithmetic"),
        (f"The pooled track averages 1.45 across chr19 {T('stats_chr')}.", U, "scope"),
        (f"Pooled tops out at 870 chromosome-wide — less than half of rep1's 1,820 {T('stats_chr')}.",
         V, "comparison"),
        (f"On chr19 as a whole, rep1's maximum beats rep2's by about 152 {T('stats_chr')}.", V, "arithmetic"),
        (f"In the window, rep1's maximum exceeds rep2's by about 25 {T('stats_win')}.", U, "arithmetic"),
        (f"Pooled's 523 intervals in the view outnumber the two replicates' intervals combined {T('describe')}.",
         U, "arithmetic"),
        (f"rep1 averages 1.22 in the view {T('stats_view')}, while in the 10-kb window it climbs to 2.76 "
         f"{T('stats_win')}.", V, "multi-record"),
        (f"rep1 averaged 2.76 in the 10-kb window {T('stats_view')}.", U, "wrong-record"),
        (f"rep1's standard deviation across the view is 12.1 {T('stats_view')}.", U, "scope"),
        (f"Track `{ids['rep1']}` averages 1.22 over chr19:1,000,000-1,200,000 {T('stats_view')}.", V, "ids"),

        # ---- the view, the window, the chromosome as places ----
        (f"The browser is now showing chr19:1,000,000-1,200,000 on hg38 {T('nav')}.", V, "locus-exact"),
        (f"The view is chr9:1,000,000–1,200,000 {T('nav')}.", U, "locus-chromosome"),
        (f"The visible region is chr19:1,100,000–1,200,000 {T('nav')}.", U, "locus-subregion"),
        (f"All of chr19 (~58.7 Mb) went into the genome-wide numbers {T('stats_chr')}.", U, "wrong-value"),
        (f"The 10-kb window is 5% of the 200-kb view {T('stats_win')}{T('nav')}.", V, "arithmetic"),
        (f"The view is only about 0.34% of chr19 {T('nav')} {T('stats_chr')}.", V, "arithmetic"),
        (f"The H1 view spans chr6:31,130,000–31,160,000 {T('h1_nav')}.", U, "locus-exact"),

        # ---- features inside / outside, lengths and distances ----
        (f"The strongest rep1 peak by mean signal, Peak_22 (chr19:1,102,539–1,102,707), lies well inside the "
         f"current view {T('quant')}.", V, "locus-feature"),
        (f"Peak_281 at chr19:1,058,648–1,058,806 falls within the 10-kb window we profiled "
         f"{T('quant')} {T('stats_win')}.", V, "locus-feature"),
        (f"Peak_22 falls inside the 10-kb window chr19:1,050,000–1,060,000 {T('quant')} {T('stats_win')}.",
         U, "locus-feature"),
        (f"Peak_37 (chr19:1,097,875–1,098,013) ends about 4.5 kb before Peak_22 begins {T('quant')}.",
         V, "arithmetic"),
        (f"Peak_281 is 168 bp long {T('quant')}.", U, "other-entity"),
        (f"Peak_1939 maps to chr19:1,110,458–1,110,553 {T('quant')}.", U, "locus-feature"),
        (f"Peak_37 lies at chr19:1,102,539–1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"Peak_22 lies ~102.5 kb from the left edge of the view {T('quant')}{T('nav')}.", V, "arithmetic"),
        (f"Peak_281 ends ~1.2 kb short of the window's right boundary {T('quant')} {T('stats_win')}.",
         V, "arithmetic"),
        (f"Peak_22 and Peak_1397 are ~17 kb apart {T('quant')}.", U, "arithmetic"),
        (f"Of the top five quantified peaks, three lie between 1.09 and 1.12 Mb {T('quant')}.", V, "range"),
        (f"Only one of the top five, Peak_281, falls in the 10-kb window {T('quant')}{T('stats_win')}.",
         V, "locus-feature"),
        (f"MYC (chr8:127,735,433–127,742,951) is on a different chromosome, so it lies outside the current view "
         f"{T('gene')} {T('nav')}.", V, "locus-chromosome"),
        (f"MYC lies inside the current view {T('gene')} {T('nav')}.", U, "locus-chromosome"),
        (f"MYC spans about 7.5 kb on the plus strand {T('gene')}.", V, "units"),
        (f"MYC is a ~75 kb gene {T('gene')}.", U, "wrong-scale"),
        (f"MYC sits at about chr8:127.74 Mb {T('gene')}.", V, "rounded"),
        (f"Both Oct4 peaks in the narrowPeak file (chr6:31,139,576–31,140,109 and chr6:31,140,574–31,141,112) "
         f"fall inside the H1 view {T('asset_peaks')} {T('h1_nav')}.", V, "preview"),
        (f"The two Oct4 peaks are separated by a gap of roughly 465 bp {T('asset_peaks')}.", V, "arithmetic"),
        (f"peak2363 starts at chr6:31,140,574 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview sits on chr9 near 35.73 Mb; its first row is chr9:35,726,969–35,726,977 with "
         f"value 8.62 {T('asset_graph')}.", V, "preview"),
        (f"That first bedGraph interval (chr9:35,726,969–35,726,977) lies inside our chr19 view "
         f"{T('asset_graph')} {T('nav')}.", U, "locus-chromosome"),

        # ---- peak calls ----
        (f"Chromosome-wide, some 7,700 rep1 peaks passed the z-score cut {T('peaks_chr')}.", V, "hedged"),
        (f"Within the view, the same z ≥ 2 call on rep1 used a threshold of 16.6 and, after merging fragments "
         f"closer than 1 kb, returned 38 peaks {T('peaks_gap')}.", V, "supported"),
        (f"Merging within 1 kb collapsed 65 fragments into 38 peaks — a reduction of about 42% "
         f"{T('peaks_gap')}.", V, "arithmetic"),
        (f"The view-level rep1 call found 7,688 peaks {T('peaks_gap')}.", U, "scope"),
        (f"The chromosome-wide z-score call used a cutoff of 16.64 {T('peaks_chr')}.", U, "scope"),
        (f"The rep2 threshold call yielded 48 peaks across all of chr19 {T('peaks_thr')}.", U, "scope"),
        (f"The absolute-threshold rep2 call (48 peaks) found 10 more than the merged rep1 call (38) "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "arithmetic"),
        (f"Chromosome-wide the caller found roughly 200 times as many rep1 peaks as the merged view call "
         f"{T('peaks_chr')}{T('peaks_gap')}.", V, "arithmetic"),
        (f"The chr19 cutoff (18.9) is just the mean 0.870 plus 2 × 9.02 {T('peaks_chr')}.", V, "arithmetic"),
        (f"In the view, the 16.6 cutoff equals rep1's mean plus three standard deviations {T('peaks_gap')}.",
         U, "arithmetic"),
        (f"The view call standardised rep1 against its chromosome mean of 0.870 {T('peaks_gap')}.", U, "scope"),
        (f"The merged view call also required peaks to be at least 50 bp wide {T('peaks_gap')}.",
         U, "other-attribute"),
        (f"Oct4 in the H1 window: z ≥ 2 gives a threshold of ~1.01 and just 2 peaks {T('h1_peaks')}.",
         V, "supported"),
        (f"Oct4's maximum (1.38) clears the z-score cutoff of 1.006 {T('h1_stats')}{T('h1_peaks')}.",
         V, "comparison"),
        (f"rep2 peaks outnumber rep1's in the view by five (69 vs 64) {T('describe')}.", V, "arithmetic"),
        (f"rep2 has the highest-scoring narrowPeak in view (177) {T('describe')}.", U, "other-entity"),

        # ---- ranks and values of quantified peaks ----
        (f"Peak_281, ranked third, has a narrowPeak score of 66.7 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22's signal is about twice Peak_1939's {T('quant')}.", V, "arithmetic"),
        (f"The top peak's mean is roughly double Peak_37's {T('quant')}.", U, "arithmetic"),
        (f"Peak_22 sits at chr19:1,102,539–1,102,707 {T('quant')}. Its mean rep1 signal is 113.0 {T('quant')}.",
         V, "pronoun", 1),
        (f"Peak_37 is the runner-up {T('quant')}. It is 168 bp long {T('quant')}.", U, "pronoun", 1),

        # ---- correlations ----
        (f"Within the view, rep1 vs rep2 has a Pearson r of 0.62 {T('corr_chr')}.", U, "scope"),
        (f"Within the view, the rep1–pooled correlation is 0.90 {T('corr_view')}.", U, "scope"),
        (f"Chromosome-wide, rep1–pooled r is 0.90 — noticeably higher than the 0.80 seen within the view "
         f"{T('matrix')}{T('corr_view')}.", V, "comparison"),
        (f"- **Strongest Pearson pair (chr19):** rep2–pooled, r = 0.899 {T('matrix')}", V, "matrix"),
        (f"rep1–pooled has the strongest Spearman correlation in the matrix (0.85) {T('matrix')}.",
         U, "matrix"),
        (f"The view correlation used 1 kb bins, against 117,236 bp bins for the whole chromosome "
         f"{T('corr_view')}{T('corr_chr')}.", V, "multi-record"),
        (f"In the H1 window, Oct4 and H3K27ac barely correlate linearly (r ≈ 0.11), though Spearman reaches 0.46 "
         f"{T('h1_corr')}.", V, "supported"),

        # ---- H1 marks ----
        (f"Over chr6:31,130,000–31,150,000, H3K27ac averages 12.8 and covers 73.8% of the window "
         f"{T('h1_stats')}.", V, "locus-exact"),
        (f"Oct4 covers just 344 bp (1.72%) of the 20-kb window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 has the highest maximum of the three marks (72.4) {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac covers 14,764 bp — about 1,600 more than H3K4me3 {T('h1_stats')}.", V, "arithmetic"),
        (f"Oct4 averaged 0.49 across all of chr6 {T('h1_stats')}.", U, "scope"),

        # ---- ENCODE search ----
        (f"The ENCODE query (K562, H3K27ac, bigWig, GRCh38) returned 10 ranked candidates out of 20 matching "
         f"files, with no relaxations needed {T('search')}.", V, "supported"),
        (f"Three of the ten candidates are pooled-replicate files (ranks 1–3) {T('search')}.", V, "table"),
        (f"Four of the candidates come from replicate 2 alone {T('search')}.", U, "table"),
        (f"Only one file, ENCFF938DNH, comes from replicate 3 alone {T('search')}.", V, "table"),
        (f"ENCFF381NDD, the top hit, pools replicates 1, 2 and 3 and belongs to experiment ENCSR000AKP "
         f"{T('file_1')}.", V, "accession"),
        (f"The top-ranked experiment is ENCFF381NDD {T('search')}.", U, "accession-role"),
        (f"All ten files derive from the same experiment, ENCFF381NDD {T('file_1')}.", U, "accession-role"),
        (f"File ENCSR000AKP is the rank-1 fold-change bigWig {T('file_1')}.", U, "accession-role"),
        (f"ENCFF745TSK (replicate 2) ranks sixth with a score of 1,161 {T('file_6')}.", V, "accession"),
        (f"ENCFF745TSK comes in at rank 5 {T('file_6')}.", U, "accession"),
        (f"The pooled files score 1,165 — four points ahead of the single-replicate files' 1,161 "
         f"{T('file_1')}{T('file_4')}.", V, "arithmetic"),
        (f"ENCFF977KGH, last of the ten (rank 10), is a replicate 1 fold-change track {T('file_10')}.",
         V, "accession"),
        (f"ENCFF289IVJ outranks ENCFF177JXC in the list {T('search')}.", U, "comparison"),
        (f"The search, retrieved at 07:00 on 2026-12-02, ranked 10 candidates {T('search')}.", V, "timestamp"),

        # ---- qualitative, uncited, plain, unknown tokens ----
        (f"The window clearly sits on a local hotspot of enrichment {T('stats_win')}.", N, "qualitative"),
        (f"Both replicates tell a consistent story across the view {T('stats_view')}.", N, "qualitative"),
        (f"The top-ranked ENCODE file is the natural one to load next {T('search')}.", N, "qualitative"),
        (f"Oct4 binding in this window looks punctate {T('h1_stats')}.", N, "qualitative"),
        (f"Merging nearby fragments made the call visibly cleaner {T('peaks_gap')}.", N, "qualitative"),
        (f"MYC is a canonical oncogene {T('gene')}.", N, "qualitative"),
        ("The view covers chr19:1,000,000–1,200,000.", X, "uncited"),
        ("Peak_22 is the top rep1 peak, at a mean of 113.0.", X, "uncited"),
        ("ENCFF381NDD is the pooled file from ENCSR000AKP.", X, "uncited"),
        (f"Merging within 1 kb left 38 peaks {T('peaks_gap')}. Without merging there would have been 65.",
         X, "uncited", 1),
        (f"These z-score calls are a simple heuristic rather than a model-based caller {T('peaks_chr')}.",
         N, "qualitative"),
        (f"For downstream comparisons the pooled track is probably the safer choice {T('describe')}.",
         N, "qualitative"),
        (f"Peak_281 deserves a closer look in the browser {T('quant')}.", N, "qualitative"),
        ("Across chr19, rep1 and rep2 correlate at r = 0.62.", X, "uncited"),
        ("The 10-kb window chr19:1,050,000–1,060,000 contains Peak_281.", X, "uncited"),
        ("MYC is about 7.5 kb long.", X, "uncited"),
        ("Next, I'd compare these peaks with the rep2 calls.", P, "plain"),
        ("Happy to rerun the correlation with finer bins if that helps.", P, "plain"),
        ("Let me know if you'd like the window widened or shifted.", P, "plain"),
        ("rep1 averaged 0.870 on chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),

        # ---- more multi-sentence answers ----
        (f"rep2 is the noisier track over the view {T('stats_view')}. Its standard deviation there is 10.2 "
         f"{T('stats_view')}.", V, "pronoun", 1),
        (f"Replicate 1's chromosome mean is 0.870 {T('stats_chr')}. Within the 10-kb window, it jumps to 2.76 "
         f"{T('stats_win')}.", V, "pronoun", 1),
        (f"Replicate 2's window mean is 2.30 {T('stats_win')}. Over the whole view it is 1.22 {T('stats_view')}.",
         U, "pronoun", 1),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
