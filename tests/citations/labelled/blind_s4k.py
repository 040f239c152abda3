"""Blind batch s4k, written by a helper session on 2026-12-01 and labelled by hand before any checker run
(labels were checked only against /tmp/blind/records.md). Focus: the closing "Summary of findings" /
"Key numbers" / "Caveats" / "Next steps" blocks an LLM writes at the end of an analysis session: dense
bullets and short paragraphs that cite several records and state several numbers per sentence, with
multi-sentence items labelled at one sentence (4th element). Every record in the dump is used (chr19
stats at three scopes, the three peak calls, quantify, the three correlations, MYC, the two asset
previews, the ENCODE search and its ten files, the hg19 H1 records). Each unsupported row holds exactly
one realistic slip (a neighbouring value, a swapped pair, the other attribute's or track's value, a
wrong scope, rank, role or record, a rounding slip, slightly wrong arithmetic) among correct claims.
Styles: GPT-style bold-label bullets, Claude-style prose with em dashes and parentheses, terse
lab-notebook lines, markdown table rows, hedged summary prose.

First run of the checker on it (never relabelled): 135 sentences, agreement 0.889, "unsupported" precision 0.875, recall 0.907. With s4j (both sealed until then): 265 sentences, agreement 0.902, precision 0.881, recall 0.906. The checker was then changed for some of the classes they missed (a bold run-in heading; 'moved the view
to' / 'is now set to' / 'analysis covers'; 'the top five' as a selection; '51.0 M'; 'in its narrowPeak
file' as a place; 'Pearson 0.898 with rep1, 0.899 with rep2'; 'ends 465 bp before'; 'rep1–pooled is 0.899'
as a pair; 'on chr8 at about 127.7 Mb'; '(177 vs 123)' after the names said since the last list; 'the Oct4
preview peaks are 533 bp'), so from then on this batch is tuning data."""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "bk"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    chr_fn = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---------------- headers / plain ----------------
        ("## Summary of findings", P, "qualitative"),
        (f"**Viewport signal.** Over chr19:1,000,000-1,200,000, rep1 averaged 1.22 with a maximum of 199.8, "
         f"while rep2 averaged 1.69 and peaked at 190.7 {T('stats_view')}.", V, "supported"),
        (f"- **Key numbers (view):** rep1 — mean 1.22, max 199.8, 256 intervals; rep2 — mean 1.69, max 190.7, "
         f"279 intervals; pooled — mean 1.45, max 159.2, 523 intervals {T('describe')}.", V, "multi"),
        (f"- **Window chr19:1,050,000-1,060,000:** rep1 averaged 2.76 (SD 12.1, max 111.0) across 16 intervals, "
         f"and rep2 averaged 2.30 over 14 intervals {T('stats_win')}.", U, "wrong-value"),
        (f"Chromosome-wide, the three tracks have nearly identical means — 0.870 (rep1), 0.874 (rep2) and 0.872 "
         f"(pooled) — over all 58,617,616 bp of chr19 {T('stats_chr')}.", V, "rounded"),
        (f"In the H1 window, H3K27ac averages roughly 12.8 and H3K4me3 about 11.4, against only ~0.49 for Oct4 "
         f"{T('h1_stats')}.", V, "hedged"),
        (f"Summed over chr19, rep1 carries about 51 million signal units and rep2 about 52 million, essentially "
         f"the same total {T('stats_chr')}.", U, "hedged"),
        (f"**Peak calling (chromosome).** The z-score caller on rep1 used k = 2 (mean 0.870, SD 9.02), giving a "
         f"cutoff of 18.92 and 7,688 peaks across chr19 {T('peaks_chr')}.", V, "supported"),
        (f"- **Threshold call on rep2:** an absolute cutoff of 20 with a 50-bp minimum width yielded 48 peaks in "
         f"the view from 46 fragments, with no merging {T('peaks_thr')}.", U, "wrong-value"),
        # ---------------- loci ----------------
        (f"The session's view is chr19:1,000,000-1,200,000 on hg38, a 200-kb window {T('nav')}.", V,
         "locus-exact"),
        (f"**H1 locus.** The hg19 analysis covers chr6:31,130,000-31,155,000, where Oct4 averaged 0.492 and "
         f"H3K27ac 12.8 {T('h1_nav')} {T('h1_stats')}.", U, "locus-exact"),
        (f"The 10-kb window chr19:1,050,000-1,060,000 sits inside the 200-kb view, and rep1 averaged 2.76 there "
         f"versus 2.30 for rep2 {T('stats_win')} {T('nav')}.", V, "locus-subregion"),
        (f"Peak_1397 (chr19:1,110,067-1,110,162; rep1 mean 61.6) lies inside the 10-kb window "
         f"chr19:1,050,000-1,060,000 that we profiled separately {T('quant')} {T('stats_win')}.", U,
         "locus-subregion"),
        (f"Over the 200-kb view rep1 averaged 1.22, and its maximum there reached 1,820 "
         f"{T('stats_view')} {T('stats_chr')}.", U, "locus-chromosome"),
        (f"Chromosome-wide (chr19:0-58,617,616), rep1 has signal on 58,607,590 bp, i.e. 99.98% of the "
         f"chromosome {T('stats_chr')}.", V, "locus-chromosome"),
        (f"MYC (chr8:127,735,433-127,742,951) lies entirely outside the chr19:1,000,000-1,200,000 view, so none "
         f"of the viewport statistics speak to it {T('gene')} {T('nav')}.", V, "locus-disjoint"),
        (f"The two Oct4 preview peaks — peak2363 (chr6:31,139,576-31,140,109) and peak2364 "
         f"(chr6:31,140,574-31,141,112) — overlap by roughly 500 bp {T('asset_peaks')}.", U, "locus-disjoint"),
        (f"Top-ranked Peak_22 sits at chr19:1,102,539-1,102,707 (feature score 143) with a mean rep1 signal of "
         f"113.0 {T('quant')}.", V, "locus-feature"),
        (f"- Peak_37 — rank 2, chr19:1,097,875-1,098,103, score 115 — averaged 95.5 in rep1 {T('quant')}.", U,
         "locus-feature"),
        (f"Peak_1939, ranked fifth, is the leftmost of the top five at chr19:1,010,458-1,010,553 and averaged 55.5 "
         f"{T('quant')}.", V, "locus-feature"),
        # ---------------- previews ----------------
        (f"The imported Oct4 file holds just 2 lines: peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 is the stronger of the two, with score 93 and signal value 288.4, versus 41 and 182.8 for "
         f"peak2363 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph preview of ENCFF754TJH.wig (40 lines shown, truncated) opens with "
         f"chr9:35,726,969-35,726,977 at a value of 8.62 {T('asset_graph')}.", V, "preview"),
        (f"The bedGraph asset is 80,997 bytes on disk, and the preview read 49,152 bytes across 42 lines "
         f"{T('asset_graph')}.", U, "preview"),
        # ---------------- accessions ----------------
        (f"The top hit is ENCFF381NDD from experiment ENCSR000AKP — the fold-change file pooling replicates 1, 2 "
         f"and 3, with a score of 1,165 {T('file_1')}.", V, "accession"),
        (f"- Rank 2: ENCFF849TDM (replicates 1,2; score 1,165) {T('file_2')}.", U, "accession"),
        (f"- **Single-replicate files:** ENCFF177JXC (rank 4, replicate 1) and ENCFF289IVJ (rank 5, replicate 2) "
         f"both scored 1,161 {T('file_4')} {T('file_5')}.", V, "accession"),
        (f"ENCFF938DNH is the replicate-2 file at rank 8, with a score of 1,161 {T('file_8')}.", U,
         "accession-role"),
        (f"ENCFF745TSK (rank 6) and ENCFF945XHA (rank 9) are both replicate-2 fold-change files from "
         f"ENCSR000AKP {T('file_6')} {T('file_9')}.", V, "accession-role"),
        (f"ENCFF814HWX, ranked 7th with a score of 1,161, comes from ENCSR000AKP and pools replicates 1 and 2 "
         f"{T('file_7')}.", U, "accession-role"),
        # ---------------- ids / timestamps ----------------
        (f"Track {ids['rep1']} (rep1) averaged 1.22 over the view with an SD of 7.71 {T('stats_view')}.", V,
         "ids"),
        (f"The chromosome-wide calls were written to {chr_fn} — 7,688 peaks at a cutoff of 18.9 "
         f"{T('peaks_chr')}.", V, "ids"),
        (f"The H1 Oct4 track ({h1['Oct4']}) yielded 2 peaks above a z-score cutoff of 1.01, using k = 3 "
         f"{T('h1_peaks')}.", U, "ids"),
        (f"Navigation was recorded at 2026-12-01T21:10:56Z, placing the view at chr19:1,000,000-1,200,000 "
         f"{T('nav')}.", V, "timestamp"),
        (f"The ENCODE search (retrieved 2026-12-01 at 21:10 UTC) found 20 matching files and kept 12 ranked "
         f"candidates {T('search')}.", U, "timestamp"),
        (f"At 21:10:57 on 2026-12-01 the hg19 view was set to chr6:31,130,000-31,150,000 {T('h1_nav')}.", V,
         "timestamp"),
        (f"The Oct4 asset, imported 2026-12-01 21:10:56, is a 102-byte file holding 3 peaks "
         f"{T('asset_peaks')}.", U, "timestamp"),
        # ---------------- other attribute / entity ----------------
        (f"Second-ranked Peak_37 (chr19:1,097,875-1,098,013) carried a mean rep1 signal of 115, just behind "
         f"Peak_22 {T('quant')}.", U, "other-attribute"),
        (f"The chromosome-wide call on rep1 produced 7,688 peaks at a cutoff of 9.02 {T('peaks_chr')}.", U,
         "other-attribute"),
        (f"For Oct4 the H1 window gives a mean of 0.492 and an SD of 0.257, with signal on only 344 bp "
         f"{T('h1_stats')}.", V, "other-attribute"),
        (f"The merge-gap call on rep1 used a 1-kb gap and a cutoff of 16.6, collapsing the signal into 65 peaks "
         f"{T('peaks_gap')}.", U, "other-attribute"),
        (f"Over the view, rep1's signal summed to 337,337 across 256 intervals {T('stats_view')}.", U,
         "other-entity"),
        (f"Pooled signal in the view averaged 1.45 (SD 7.23), between rep1's 1.22 and rep2's 1.69 "
         f"{T('describe')}.", V, "other-entity"),
        # ---------------- rounding coincidences ----------------
        (f"rep2's chr19 mean is 0.870, with an SD of 8.64 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"All three chr19 means round to 0.87 — rep1, rep2 and pooled alike — so the replicates are balanced at "
         f"chromosome scale {T('stats_chr')}.", V, "rounding-coincidence"),
        (f"Oct4's maximum in the H1 window was 1.01, well above its mean of 0.49 {T('h1_stats')} "
         f"{T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"In H1, the Oct4 z-score call (k = 2, cutoff ≈ 1.0) kept 2 peaks with a minimum width of 1 bp "
         f"{T('h1_peaks')}.", V, "rounding-coincidence"),
        # ---------------- scale / units ----------------
        (f"The chromosome-wide correlation used 500 bins of ~117 bp each, giving r = 0.615 {T('corr_chr')}.", U,
         "wrong-scale"),
        (f"Summed signal over chr19 is about 51.0 M for rep1, 51.2 M for rep2 and 51.1 M for pooled "
         f"{T('stats_chr')}.", V, "scale"),
        (f"The view is 0.2 Mb wide and rep1's signal totals about 245 thousand in it {T('stats_view')}.", V,
         "scale"),
        (f"MYC is a protein-coding gene on chr8 spanning about 7.5 Mb {T('gene')}.", U, "wrong-unit"),
        (f"The viewport correlation of rep1 against pooled used 200 bins of 1 Mb, reaching r = 0.80 "
         f"{T('corr_view')}.", U, "wrong-unit"),
        (f"Correlation in the view used 1-kb bins (200 of them), giving r = 0.80 for rep1 vs pooled "
         f"{T('corr_view')}.", V, "units"),
        (f"The Oct4 preview peaks are 533 bp and 538 bp long {T('asset_peaks')}.", V, "units"),
        # ---------------- percents ----------------
        (f"Only 1.72% of the H1 window (344 bp) carries Oct4 signal, against 73.8% for H3K27ac and 65.7% for "
         f"H3K4me3 {T('h1_stats')}.", V, "percent"),
        (f"H3K27ac covers 14,764 bp, i.e. 73.2% of the 20-kb window {T('h1_stats')}.", U, "percent"),
        (f"rep2 has signal on 99.98% of chr19 (58,607,595 bp) {T('stats_chr')}.", V, "percent"),
        # ---------------- wrong record ----------------
        (f"rep1 averaged 0.870 across chr19 and rep2 0.874 {T('stats_view')}.", U, "wrong-record"),
        (f"Across chr19, rep1 and rep2 correlate with Pearson r = 0.615 and Spearman 0.586 {T('corr_view')}.", U,
         "wrong-record"),
        (f"The 1-kb merge-gap call found 38 peaks in the view, the strongest being Peak_22 with a mean signal "
         f"of 113.0 {T('peaks_gap')}.", U, "wrong-record"),
        (f"Peak_22's rep1 mean of 113.0 is more than 90 times the view-wide rep1 mean of 1.22 {T('quant')} "
         f"{T('stats_view')}.", V, "wrong-record"),
        # ---------------- multi ----------------
        (f"Over the whole chromosome rep1 has 77,569 intervals and a max of 1,820.2, while pooled has 151,092 "
         f"intervals and a max of 870.1 {T('stats_chr')}.", U, "multi"),
        (f"The H1 correlation of Oct4 with H3K27ac is weak by Pearson (r = 0.107) but moderate by Spearman "
         f"(0.460), and rests on only 9 of 200 bins of 100 bp {T('h1_corr')}.", V, "multi"),
        # ---------------- multi-record ----------------
        (f"rep1's mean rises from 0.870 chromosome-wide to 1.22 in the view and 2.76 in the 10-kb window "
         f"{T('stats_chr')} {T('stats_view')} {T('stats_win')}.", V, "multi-record"),
        (f"The viewport z-score cutoff for rep1 (16.6) sits below the chromosome-wide one (18.9), yet the viewport "
         f"call still returned 48 peaks {T('peaks_gap')} {T('peaks_chr')}.", U, "multi-record"),
        (f"Of the 10 ranked files, the top three (ENCFF381NDD, ENCFF779QTH, ENCFF849TDM) are pooled-replicate "
         f"files scoring 1,165 {T('search')} {T('file_1')} {T('file_2')} {T('file_3')}.", V, "multi-record"),
        (f"The rep1/pooled view correlation (r = 0.80) is higher than the chromosome-wide rep1/rep2 value "
         f"(r = 0.62), and both were computed over 500 bins {T('corr_view')} {T('corr_chr')}.", U,
         "multi-record"),
        # ---------------- qualitative ----------------
        (f"Taken together, the replicates tell a consistent story at this locus {T('describe')}.", N,
         "qualitative"),
        (f"Oct4 signal is sparse and patchy across the H1 window, whereas both histone marks are broad "
         f"{T('h1_stats')}.", N, "qualitative"),
        (f"- **Caveat:** the peak caller is a simple threshold method rather than a model-based caller, so treat "
         f"these calls as exploratory {T('peaks_thr')}.", N, "qualitative"),
        (f"Agreement between the two replicates is only moderate at chromosome scale {T('corr_chr')}.", N,
         "qualitative"),
        (f"The ENCODE search surfaced the expected K562 H3K27ac fold-change files {T('search')}.", N,
         "qualitative"),
        (f"The bedGraph section reads like a single smooth, rising shoulder of signal {T('asset_graph')}.", N,
         "qualitative"),
        # ---------------- uncited ----------------
        ("Across chr19 the two replicates correlate at r = 0.615.", X, "uncited"),
        (f"Peak calling on rep2 with a fixed cutoff produced 48 peaks {T('peaks_thr')}. That is 10 more than the "
         f"38 from the merge-gap call on rep1.", X, "uncited", 1),
        ("- **Next step:** look closer at chr19:1,050,000-1,060,000, where rep1 averaged 2.76.", X, "uncited"),
        ("ENCFF381NDD, the pooled-replicate file, is the natural download for follow-up.", X, "uncited"),
        (f"In H1, Oct4 has signal on only 344 bp of the window {T('h1_stats')}. Its two called peaks sit at "
         f"chr6:31,139,576-31,140,109 and chr6:31,140,574-31,141,112.", X, "uncited", 1),
        ("The MYC gene spans about 7.5 kb on chr8.", X, "uncited"),
        # ---------------- plain ----------------
        ("Next steps are listed below in order of priority.", P, "qualitative"),
        ("- Re-run the peak calls with a model-based caller before drawing firm conclusions.", P, "qualitative"),
        (f"The top-ranked features are all sharp, narrow peaks rather than broad domains {T('quant')}.", N,
         "qualitative"),
        (f"rep1 peaks are concentrated in a few hotspots of the view {T('describe')}. Across chr19 as a whole, a "
         f"z-score rule on rep1 (k = 2) called 7,688 peaks.", X, "uncited", 1),
        ("Let me know if you'd like me to export these tables or run a model-based peak caller.", P,
         "qualitative"),
        ("### Caveats", P, "qualitative"),
        (f"The replicate tracks were analysed as requested {T('nav')}. Overall, the picture is coherent.", P,
         "qualitative", 1),
        # ---------------- comparisons / arithmetic ----------------
        (f"In the 10-kb window rep1 beats rep2 on mean (2.76 vs 2.30), maximum (111.0 vs 76.3) and interval "
         f"count (16 vs 12), and it also has the lower SD (12.1 vs 11.0) {T('stats_win')}.", U, "comparison"),
        (f"Pooled agrees with each replicate (Pearson 0.898 with rep1, 0.899 with rep2) far better than the "
         f"replicates agree with each other (0.615) {T('matrix')}.", V, "comparison"),
        (f"Among the three H1 marks, H3K4me3 has both the highest maximum (72.4) and the widest spread "
         f"(SD 15.8) {T('h1_stats')}.", U, "comparison"),
        (f"rep1 peaks reach a higher top score than rep2 peaks (177 vs 123), though rep2 has more features in the "
         f"view (69 vs 64) {T('describe')}.", V, "comparison"),
        (f"Merging with a 1-kb gap collapsed 65 fragments into 38 peaks, so 25 fragments were absorbed "
         f"{T('peaks_gap')}.", U, "arithmetic"),
        (f"The pooled track has 151,029 chr19 intervals, roughly double rep1's 77,569 {T('stats_chr')}.", V,
         "arithmetic"),
        (f"peak2364's score of 93 is more than double peak2363's 41, and its signal value (288.4) is roughly "
         f"three times peak2363's 128.8 {T('asset_peaks')}.", U, "arithmetic"),
        (f"At 168 bp, Peak_22 is the widest of the top five features, ahead of Peak_281 (158 bp) and Peak_37 "
         f"(138 bp) {T('quant')}.", V, "arithmetic"),
        (f"The fixed-threshold call on rep2 (cutoff 20, min width 50 bp) gave 48 peaks, 10 more than the 38 of the "
         f"rep1 merge-gap call {T('peaks_thr')} {T('peaks_gap')}.", V, "arithmetic"),
        # ---------------- matrix ----------------
        (f"In the 3×3 Spearman matrix, rep2–pooled is highest at 0.901, rep1–pooled is 0.852 and rep1–rep2 "
         f"is 0.568 {T('matrix')}.", U, "matrix"),
        (f"The matrix was built from 500 bins of 117,236 bp across chr19, with rep1–pooled at 0.898 (Pearson) "
         f"{T('matrix')}.", V, "matrix"),
        (f"Per the Pearson matrix, rep1–pooled is 0.899 and rep2–pooled 0.898 {T('matrix')}.", U, "matrix"),
        (f"- **Matrix:** Spearman ranks rep2–pooled (0.901) above rep1–pooled (0.852), with rep1–rep2 lowest at "
         f"0.586 {T('matrix')}.", V, "matrix"),
        # ---------------- pronouns ----------------
        (f"rep2 averaged 1.69 over the view {T('stats_view')}. Its SD there was 10.2 and it reached 190.7 "
         f"{T('stats_view')}.", V, "pronoun", 1),
        (f"Oct4 has signal on just 344 bp of the H1 window {T('h1_stats')}. Its mean is 0.492 and its maximum "
         f"1.38, over 87 intervals {T('h1_stats')}.", U, "pronoun", 1),
        (f"Peak_281 is the only top-five feature inside the 10-kb window {T('quant')} {T('stats_win')}. It spans "
         f"chr19:1,058,648-1,058,806 and averaged 66.7 in rep1, ranking third {T('quant')}.", V, "pronoun", 1),
        (f"ENCFF289IVJ is the rank-5 file {T('file_5')}. It comes from replicate 2 of ENCSR000AKP and scored "
         f"1,165 {T('file_5')}.", U, "pronoun", 1),
        # ---------------- unknown tokens ----------------
        ("rep1 averaged 1.22 over the view, with a maximum of 199.8 [[cite:cite_stats_7f3a9e]].", U,
         "unknown-token"),
        ("Both replicates are fully covered across the view [[cite:cite_made_up_123]].", U, "unknown-token"),
        # ---------------- scope ----------------
        (f"Over chr19 as a whole, rep1's SD is 7.71 and its mean 0.870 {T('stats_chr')} {T('stats_view')}.", U,
         "scope"),
        (f"Restricted to the 10-kb window, rep1 spans 16 intervals and sums to about 27,600 {T('stats_win')}.", V,
         "scope"),
        (f"Within the view, the z-score call on rep1 (mean 1.22, SD 7.71, k = 2) set a cutoff of 16.6 and merged "
         f"65 fragments into 38 peaks {T('peaks_gap')}.", V, "scope"),
        # ---------------- ranges ----------------
        (f"Peak scores in the view range from 21 to 177 for rep1 and from 21 to 123 for rep2 {T('describe')}.", V,
         "range"),
        (f"Oct4 signal in the H1 window ranges from 0.31 to 1.38, H3K27ac from 0.68 to 74.5 and H3K4me3 from "
         f"0.08 to 74.4 {T('h1_stats')}.", U, "range"),
        (f"The top five peaks' mean rep1 signal ranges from 55.5 (Peak_1939) to 113.0 (Peak_22), with feature "
         f"scores from 37 to 143 {T('quant')}.", V, "range"),
        (f"The 10 ranked candidates (of 20 portal hits) span biological replicates 1 through 4 {T('search')}.", U,
         "range"),
        # ---------------- respectively ----------------
        (f"rep1, rep2 and pooled reached chr19 maxima of 1,820, 1,668 and 870, respectively {T('stats_chr')}.", V,
         "respectively"),
        (f"rep1 and rep2 averaged 1.69 and 1.22 over the view, respectively {T('stats_view')}.", U,
         "respectively"),
        (f"Peak_1397 and Peak_1939 both span 95 bp, with feature scores of 41 and 37 and rep1 means of 61.6 and "
         f"55.5, respectively {T('quant')}.", V, "respectively"),
        (f"H3K27ac and H3K4me3 cover 14,764 and 13,139 bp of the H1 window, with SDs of 15.8 and 13.6, "
         f"respectively {T('h1_stats')}.", U, "respectively"),
        # ---------------- tables ----------------
        (f"| rep1 | mean 0.870 | max 1,820.2 | SD 9.02 | 77,569 intervals | {T('stats_chr')} |", V, "table"),
        (f"| rep2 (view) | mean 1.69 | max 190.7 | SD 10.2 | 297 intervals | {T('stats_view')} |", U, "table"),
        (f"| ENCFF779QTH | ENCSR000AKP | replicates 1,2 | rank 2 | score 1,161 | {T('file_2')} |", U, "table"),
        (f"| Oct4 vs H3K27ac | Pearson 0.107 | Spearman 0.460 | 9 bins of 100 bp | {T('h1_corr')} |", V, "table"),
        # ---------------- paragraph-style summaries (several records) ----------------
        (f"**MYC check.** The lookup places MYC at chr8:127,735,433-127,742,951 on the + strand {T('gene')}. It is "
         f"protein coding, has 1 annotated transcript and spans 7,518 bp {T('gene')}. None of this overlaps the "
         f"chr19 view {T('nav')}.", V, "pronoun", 1),
        (f"**H1 locus.** The hg19 view is chr6:31,130,000-31,150,000 {T('h1_nav')}. Over those 20 kb, H3K27ac "
         f"averaged 12.8 and H3K4me3 11.4, while Oct4 averaged 0.49 {T('h1_stats')}. The Oct4 caller kept 2 "
         f"peaks above a cutoff of 1.01 {T('h1_peaks')}.", V, "multi-record", 1),
        (f"The hg19 view is chr6:31,130,000-31,150,000 {T('h1_nav')}. Oct4 covers 344 bp there at a mean of 0.492 "
         f"{T('h1_stats')}. The z-score caller (k = 2, cutoff 1.01) then kept 3 peaks {T('h1_peaks')}.", U,
         "wrong-value", 2),
        (f"**Replicate concordance.** Across chr19, rep1 and rep2 correlate at r = 0.615 (Spearman 0.586) over "
         f"500 bins of ~117 kb, with no bins excluded {T('corr_chr')}. Within the view, rep1 tracks pooled far "
         f"more closely (r = 0.801) {T('corr_view')}.", V, "multi-record", 0),
        (f"In the view, rep1 vs pooled gives r = 0.801 but a Spearman of only 0.678 across 200 1-kb bins "
         f"{T('corr_view')}.", U, "rounded"),
        (f"ENCFF849TDM (rank 3, replicates 1 and 2) ties the top two files at a score of 1,165 {T('file_3')} "
         f"{T('file_1')} {T('file_2')}.", V, "accession"),
        (f"**Summary.** The view chr19:1,000,000-1,200,000 holds 64 rep1 peaks and 69 rep2 peaks "
         f"{T('nav')} {T('describe')}. Both replicates are enriched over the same few hotspots {T('quant')}.", V,
         "multi-record", 0),
        (f"- **Caveat:** the Oct4–H3K27ac correlation rests on only 9 shared 100-bp bins (191 excluded), so "
         f"r = 0.107 should not be over-interpreted {T('h1_corr')}.", V, "multi"),
        (f"Chromosome-wide, the z-score call on rep1 returned nearly 7,700 peaks at a cutoff of about 19 "
         f"{T('peaks_chr')}.", V, "hedged"),
        (f"Within the view, the 1-kb merge-gap call on rep1 kept some 38 peaks at a cutoff of roughly 17, while "
         f"the chromosome call found about 7,600 {T('peaks_gap')} {T('peaks_chr')}.", U, "hedged"),
        (f"**Next steps.** First, compare these 38 merged peaks with rep1's 64 narrowPeak features in the view "
         f"{T('peaks_gap')} {T('describe')}. Then re-check the top five features (Peak_22 through Peak_1939) "
         f"against rep2 {T('quant')}.", V, "multi-record", 0),
        (f"rep1's view-wide SD (7.71) is lower than its chromosome-wide SD (9.02), while its view mean (1.22) is "
         f"about 1.4 times the chromosome mean (0.870) {T('stats_view')} {T('stats_chr')}.", V, "comparison"),
        (f"rep1's view maximum of 199.8 is roughly a tenth of its chromosome-wide maximum (1,820), and the view "
         f"mean is 1.22 {T('stats_view')} {T('stats_chr')}.", V, "arithmetic"),
        (f"rep2 in the view: 279 intervals, 200,000 covered bases (100%), mean 1.69, SD 10.2 "
         f"{T('stats_view')}. rep1 in the window: 16 intervals, mean 2.76, SD 12.1, max 110.0 "
         f"{T('stats_win')}.", U, "multi", 1),
        (f"- **Data provenance:** ENCFF381NDD (rank 1) and ENCFF977KGH (rank 10) both come from experiment "
         f"ENCSR000AKP and share a score of 1,165 {T('file_1')} {T('file_10')}.", U, "accession"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
