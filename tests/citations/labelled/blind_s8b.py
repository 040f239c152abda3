"""Blind batch s8b, written by a helper session on 2026-12-02 and labelled by hand against the records
dump before any checker run (the checker was never run, its code never read). Focus: the "Results" and
"Quality control" sections of a short report plus answers to a reviewer's pointed follow-ups ("Is that the
chromosome value or the window value?", "Which replicate?", "How many exactly?", "Which file should I
download?"), covering every record roughly evenly: comparisons and derived numbers (differences, ratios,
percentages, densities), loci in several formats, peak features and preview rows, accessions and their roles.
Style: mixed LLM prose (bold labels, em dashes, parentheses, terse notebook lines, hedged summaries); the
unsupported rows are realistic slips (other replicate or attribute, chromosome figure quoted for the view or
window, reversed direction, percentage against the wrong base, wrong accession or role, wrong feature locus,
off-by-one).

First run of the checker on it (never relabelled; checker at 25100f7): 130 sentences, agreement 0.892,
"unsupported" precision 0.855, recall 0.904. The two s8 batches together (259): 0.915 / 0.887 / 0.913.
The checker was then changed for the classes they missed, so from then on this batch is tuning data, not blind.
"""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "fb"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    r1, r2, pl = ids["rep1"], ids["rep2"], ids["pooled"]
    o4, k27 = h1["Oct4"], h1["H3K27ac"]
    rows = [
        # ---- nav: hg38 view chr19:1,000,000-1,200,000
        (f"**View:** the browser is parked on chr19:1,000,000–1,200,000 (hg38), a 200 kb stretch {T('nav')}.",
         V, "locus-exact"),
        (f"The current window is chr19:1.0–1.25 Mb {T('nav')}.", U, "locus-exact"),
        (f"All viewport numbers below refer to a 2 Mb view, chr19:1,000,000–1,200,000 {T('nav')}.",
         U, "wrong-scale"),
        # ---- describe
        (f"In the viewport summary the rep1 peak track contributes 64 features and the rep2 peak track 69 "
         f"{T('describe')}.", V, "supported"),
        (f"The rep1 narrowPeak set holds 69 peaks in this view {T('describe')}.", U, "other-entity"),
        (f"The strongest rep2 narrowPeak in view scores 177 {T('describe')}.", U, "other-entity"),
        (f"rep2 calls five more peaks than rep1 here (69 vs 64) {T('describe')}.", V, "arithmetic"),
        (f"rep1 peaks: 64 across the 200 kb view, i.e. ~0.32 per kb {T('describe')}.", V, "arithmetic"),
        # ---- stats_chr
        (f"**rep1 (chr19-wide):** mean 0.870, max 1,820.2, SD 9.02 {T('stats_chr')}.", V, "supported"),
        (f"Coverage is essentially complete — 99.98% of chr19's 58.6 Mb is covered in all three tracks "
         f"{T('stats_chr')}.", V, "percent"),
        (f"rep1 covers 99.9% of chr19 {T('stats_chr')}.", U, "percent"),
        (f"On chr19, rep1's mean (0.870) is slightly higher than rep2's (0.874) {T('stats_chr')}.",
         U, "comparison"),
        (f"That is the chromosome value. Over all 58,617,616 bp of chr19, rep1 averaged 0.87 {T('stats_chr')}.",
         V, "scope",-1),
        (f"Within the 200 kb view, rep1 averaged 0.870 {T('stats_chr')}.", U, "scope"),
        (f"Track {r2} averaged 0.870 on chr19 {T('stats_chr')}.", U, "rounding-coincidence"),
        (f"Only about 10 kb of chr19 (10,026 bp) lacks rep1 data {T('stats_chr')}.", V, "arithmetic"),
        # ---- stats_view
        (f"Over chr19:1,000,000-1,200,000, rep2 averages 1.69 versus 1.22 for rep1 {T('stats_view')}.",
         V, "supported"),
        (f"So rep2's mean sits about 38% above rep1's in this view {T('stats_view')}.", V, "percent"),
        (f"Put the other way round, rep1's view mean is 38% below rep2's {T('stats_view')}.", U, "percent"),
        (f"In the viewport, rep1's maximum is 1,820 {T('stats_view')}.", U, "scope"),
        (f"rep2's standard deviation over the viewport is 1.69 {T('stats_view')}.", U, "other-attribute"),
        (f"Which replicate? The 190.7 maximum is rep2's — rep1 tops out at 199.8 {T('stats_view')}.",
         V, "other-entity",-1),
        (f"rep1 averaged 1.22 in the view {T('stats_view')}, while rep2 averaged 1.69.", V, "supported"),
        (f"rep2's view maximum is 190.7. {T('stats_view')}", V, "supported"),
        (f"rep2 is the noisier replicate in this view {T('stats_view')}. Its SD there is 10.2, against 7.71 "
         f"for rep1 {T('stats_view')}.", V, "pronoun", 1),
        (f"rep1 and rep2 reach 190.7 and 199.8, respectively, in the view {T('stats_view')}.",
         U, "respectively"),
        # ---- stats_win
        (f"In the 10 kb window chr19:1,050,000–1,060,000, rep1 averages 2.76 and peaks at 111.0 "
         f"{T('stats_win')}.", V, "supported"),
        (f"Within this window rep2 (2.30) outpaces rep1 (2.76) {T('stats_win')}.", U, "comparison"),
        (f"Across the full 200 kb view, rep2 reaches 76.3 {T('stats_win')}.", U, "scope"),
        (f"Peak_281 (chr19:1,058,648–1,058,806) falls inside this window, consistent with rep1's 111 maximum "
         f"there {T('quant')} {T('stats_win')}.", V, "multi-record"),
        (f"Next, the window chr19:1,050,000-1,060,000 {T('stats_win')}. There rep2 averaged 2.30, with an SD "
         f"of 11.0 {T('stats_win')}.", V, "pronoun", 1),
        (f"Is that the chromosome or the window value? The 111.0 max is rep1's value for the window "
         f"chr19:1,050,000-1,060,000 {T('stats_win')}.", V, "scope",-1),
        (f"The 2.76 mean is rep1's figure for the whole 200 kb viewport {T('stats_win')}.", U, "scope"),
        # ---- peaks_chr
        (f"The cutoff works out to 18.9 (mean 0.870 + 2 × SD 9.02) {T('peaks_chr')}.", V, "arithmetic"),
        (f"The chromosome-wide threshold was 16.6 {T('peaks_chr')}.", U, "scope"),
        (f"The rep1 z-score calls work out to roughly 131 peaks per Mb of chr19 {T('peaks_chr')}.",
         V, "arithmetic"),
        ("For comparison, the z-score caller returned 7,688 regions on chr19.", X, "uncited"),
        (f"How many exactly? 7,688 rep1 peaks on chr19, with no merging (gap 0) {T('peaks_chr')}.",
         V, "supported",-1),
        # ---- peaks_gap
        (f"With a 1 kb merge gap, rep1's 65 raw fragments in the view collapse into 38 peaks "
         f"{T('peaks_gap')}.", V, "supported"),
        (f"Merging removed 27 calls, a ~42% reduction {T('peaks_gap')}.", V, "arithmetic"),
        (f"The merge trimmed the call set by 71% {T('peaks_gap')}.", U, "percent"),
        (f"After merging, rep1 yielded 65 peaks in the viewport {T('peaks_gap')}.", U, "other-attribute"),
        # ---- peaks_thr
        (f"For rep2 I used a flat cutoff of 20 with a 50 bp minimum width, which returned 48 peaks in the view "
         f"{T('peaks_thr')}.", V, "supported"),
        (f"That absolute-threshold run gave 38 peaks for rep2 {T('peaks_thr')}.", U, "wrong-value"),
        (f"The rep2 threshold call (48) has 10 more peaks than the merged rep1 call (38) {T('peaks_thr')} "
         f"{T('peaks_gap')}.", V, "multi-record"),
        (f"Because this is a simple threshold caller rather than a model-based one, treat these as candidate "
         f"regions {T('peaks_thr')}.", N, "qualitative"),
        (f"Which replicate? The fixed threshold of 20 was applied to rep1 and returned 48 peaks "
         f"{T('peaks_thr')}.", U, "other-entity",-1),
        # ---- quant
        (f"The top-ranked feature is Peak_22 at chr19:1,102,539-1,102,707, with a mean rep1 signal of 113.0 "
         f"{T('quant')}.", V, "locus-feature"),
        (f"Peak_37 (chr19:1,102,539-1,102,707) ranks second {T('quant')}.", U, "locus-feature"),
        (f"- **#3 Peak_281** — chr19:1058648-1058806, score 60, mean 66.7 {T('quant')}", V, "table"),
        (f"Peak_1397 has a narrowPeak score of 37 {T('quant')}.", U, "other-entity"),
        (f"Peak_22's mean (113.0) is about twice that of the fifth-ranked Peak_1939 (55.5) {T('quant')}.",
         V, "arithmetic"),
        (f"Peak_1939 spans chr19:1,010,458–1,010,554 {T('quant')}.", U, "locus-feature"),
        (f"Take Peak_22 at chr19:1,102,539-1,102,707 {T('quant')}. Its narrowPeak score is 115 {T('quant')}.",
         U, "pronoun", 1),
        (f"Signal at the top-ranked peaks is strong and sharply defined {T('quant')}.", N, "qualitative"),
        # ---- corr_chr
        (f"Across chr19, rep1 and rep2 correlate at r = 0.62 (Spearman 0.59) over 500 bins of ~117 kb "
         f"{T('corr_chr')}.", V, "supported"),
        (f"The chromosome-wide rep1–rep2 correlation (r = 0.615) was computed on 1 kb bins {T('corr_chr')}.",
         U, "wrong-unit"),
        (f"Pearson exceeds Spearman by only ~0.03 for this pair {T('corr_chr')}.", V, "arithmetic"),
        (f"The two replicates tell a consistent story at the chromosome scale {T('corr_chr')}.",
         N, "qualitative"),
        # ---- corr_view
        (f"In the view, rep1 tracks the pooled signal at r = 0.80 across 200 one-kb bins {T('corr_view')}.",
         V, "supported"),
        (f"rep1 vs rep2 in the viewport: r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"That viewport r of 0.80 (rep1 vs pooled) is well above the 0.62 rep1–rep2 value for the whole "
         f"chromosome {T('corr_view')} {T('corr_chr')}.", V, "comparison"),
        (f"The rank correlation between rep1 and pooled in the view is 0.80 {T('corr_view')}.",
         U, "other-attribute"),
        # ---- matrix
        (f"In the three-way matrix, pooled correlates almost equally with rep1 (0.898) and rep2 (0.899) "
         f"{T('matrix')}.", V, "matrix"),
        (f"rep1 vs pooled: Pearson 0.899 {T('matrix')}.", U, "matrix"),
        (f"Spearman is highest for the rep2–pooled pair, at 0.90 {T('matrix')}.", V, "matrix"),
        (f"The weakest Spearman pair is rep1–pooled (0.85) {T('matrix')}.", U, "comparison"),
        (f"The correlation matrix was computed over the 200 kb view {T('matrix')}.", U, "scope"),
        (f"The pooled track smooths out much of the replicate-specific noise {T('matrix')}.", N, "qualitative"),
        # ---- gene
        (f"MYC sits at chr8:127,735,433-127,742,951 on the plus strand {T('gene')}.", V, "locus-exact"),
        (f"The annotated MYC locus is ~7.5 kb long with a single transcript {T('gene')}.", V, "units"),
        (f"MYC lies on chr8 between 127,735,433 and 127,742,591 {T('gene')}.", U, "locus-exact"),
        (f"MYC is a familiar oncogene and its annotation here is unambiguous {T('gene')}.", N, "qualitative"),
        ("MYC spans about 7.5 kb on chr8.", X, "uncited"),
        # ---- asset_peaks
        (f"The Oct4 file has just two peaks: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {T('asset_peaks')}.", V, "preview"),
        (f"Both Oct4 peaks fall inside the hg19 view chr6:31,130,000-31,150,000 {T('asset_peaks')} "
         f"{T('h1_nav')}.", V, "locus-subregion"),
        (f"peak2364 spans chr6:31,140,574–31,141,121 {T('asset_peaks')}.", U, "locus-feature"),
        (f"The two Oct4 peaks are separated by a 465 bp gap {T('asset_peaks')}.", V, "arithmetic"),
        (f"peak2364's signal value is 128.8 {T('asset_peaks')}.", U, "preview"),
        # ---- asset_graph
        (f"The bedGraph preview (ENCFF754TJH.wig, 80,997 bytes) opens with chr9:35,726,969-35,726,977 at 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The preview shows 40 lines and reads all 80,997 bytes of the file {T('asset_graph')}.",
         U, "wrong-value"),
        (f"The preview is cut off after 40 lines, having read 49,152 of 80,997 bytes (~61%) "
         f"{T('asset_graph')}.", V, "percent"),
        (f"The highest value among the previewed rows is 18.80 {T('asset_graph')}.", U, "preview"),
        (f"The section header places this bedGraph on chr9:35,696,794–35,782,096 {T('asset_graph')}.",
         U, "locus-exact"),
        # ---- search
        (f"The ENCODE search for K562 H3K27ac returned 10 ranked candidates from 20 loadable files, with no "
         f"relaxations needed {T('search')}.", V, "supported"),
        (f"ENCFF779QTH came out on top of the ranking {T('search')}.", U, "accession-role"),
        (f"Retrieved on 2026-12-02, the search ranked ENCFF381NDD first {T('search')}.", V, "timestamp"),
        (f"ENCFF381NDD scores 1,165 {T('search')}.", U, "wrong-record"),
        # ---- files
        (f"Which file should I download? I'd take ENCFF381NDD — the top hit, pooling replicates 1, 2 and 3 "
         f"from ENCSR000AKP {T('file_1')}.", V, "accession-role",-1),
        (f"ENCFF814HWX is the replicate-2 bigWig {T('file_7')}.", U, "accession-role"),
        (f"ENCFF938DNH is the only single-replicate file from replicate 3 {T('file_8')} {T('search')}.",
         V, "accession-role"),
        (f"The second-ranked file, pooling replicates 1 and 2, is ENCFF849TDM {T('file_2')}.", U, "accession"),
        (f"ENCFF177JXC scores 4 points below ENCFF381NDD (1,161 vs 1,165) — exactly the 4-point pooled bonus "
         f"{T('file_4')} {T('file_1')}.", V, "arithmetic"),
        (f"ENCFF289IVJ comes from experiment ENCSR000AKQ {T('file_5')}.", U, "accession"),
        (f"ENCFF745TSK (rank 6) is a replicate-2 fold-change bigWig from ENCSR000AKP {T('file_6')}.",
         V, "accession"),
        (f"The highest-ranked single-replicate files are ENCFF177JXC (replicate 1, rank 4) and ENCFF289IVJ "
         f"(replicate 2, rank 5) {T('file_4')} {T('file_5')} {T('search')}.", V, "multi-record"),
        (f"ENCFF381NDD pools replicates 1 and 2 only {T('file_1')}.", U, "accession-role"),
        (f"ENCFF814HWX is a replicate-1 file {T('file_7')}. It ranks 7th {T('file_7')}.", V, "pronoun", 1),
        ("I'd download ENCFF381NDD.", X, "uncited"),
        # ---- h1_nav
        (f"The hg19 H1 view is chr6:31,130,000-31,150,000, a 20 kb window {T('h1_nav')}.", V, "locus-exact"),
        (f"The H1 tracks are displayed over chr6:31,120,000–31,150,000 {T('h1_nav')}.", U, "locus-exact"),
        (f"The H1 view is loaded and ready for signal summaries {T('h1_nav')}.", N, "qualitative"),
        # ---- h1_stats
        (f"H3K27ac dominates the window: mean 12.8 against 11.4 for H3K4me3 and 0.49 for Oct4 "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"Oct4 has data over 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"Oct4 has data over just 344 bp (1.7%) of the 20 kb window {T('h1_stats')}.", V, "percent"),
        (f"H3K4me3 is the more variable mark, with an SD of 13.6 {T('h1_stats')}.", U, "other-entity"),
        (f"Mean H3K27ac is ~2.6× the Oct4 mean {T('h1_stats')}.", U, "arithmetic"),
        (f"Track {o4} is made of 78 intervals in the window {T('h1_stats')}.", V, "ids"),
        ("Oct4 covered only 344 bp of the window.", X, "uncited"),
        # ---- h1_peaks
        (f"The z ≥ 2 caller found 2 Oct4 peaks above a threshold of 1.006 {T('h1_peaks')}.", V, "supported"),
        (f"The Oct4 cutoff was 1.38 {T('h1_peaks')}.", U, "other-attribute"),
        (f"The caller's count of 2 equals the 2 rows in the Oct4 narrowPeak file {T('h1_peaks')} "
         f"{T('asset_peaks')}.", V, "multi-record"),
        (f"The Oct4 caller merged calls within 1 kb {T('h1_peaks')}.", U, "other-attribute"),
        # ---- h1_corr
        (f"Oct4 and H3K27ac barely correlate in Pearson terms (r = 0.11), though Spearman is 0.46 "
         f"{T('h1_corr')}.", V, "supported"),
        (f"Between {o4} and {k27}, r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Only 9 of the 200 100-bp bins were shared; 191 were excluded {T('h1_corr')}.", V, "supported"),
        (f"That is, about 95% of bins contributed to the Oct4–H3K27ac estimate {T('h1_corr')}.", U, "percent"),
        # ---- misc: unknown tokens, uncited, plain, qualitative
        ("rep1 averaged 0.870 on chr19 [[cite:cite_stats_7f3a9b]].", U, "unknown-token"),
        (f"rep1 averaged 0.870 on chr19 {T('stats_chr')}. rep2 came in at 0.874.", X, "uncited", 1),
        ("rep2 averages 1.69 in the view.", X, "uncited"),
        (f"Overall, the QC looks clean for this view {T('stats_view')}.", N, "qualitative"),
        ("Happy to rerun any of these with a different bin size.", P, "qualitative"),
        ("These calls come from a simple threshold caller, so treat them as provisional.", P, "qualitative"),
        ("Let me know which replicate you want in the supplementary figure.", P, "qualitative"),
        (f"**Results.** The replicates broadly agree. rep2 peaked at 1,667.9 over chr19 {T('stats_chr')}.",
         V, "supported", -1),
        (f"**QC.** rep1 was summarized with {r1}. It averaged 1.22 across the whole of chr19 {T('stats_view')}.",
         U, "scope", -1),
        ("Below is a short Results section, followed by the QC checks you asked for.", P, "qualitative"),
        ("Short answer: it depends on whether you need pooled or per-replicate signal.", P, "qualitative"),
        (f"The bedGraph looks like a smooth, well-formed signal track {T('asset_graph')}.", N, "qualitative"),
        ("The rep1–pooled correlation in the view was r = 0.80.", X, "uncited"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
