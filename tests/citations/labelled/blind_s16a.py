"""Blind batch s16a, written by a helper session (s16a) on 2026-12-02, labelled by hand against the
records dump before any checker run. Focus: realistic answers a strong LLM gives a computational
biologist, with the phrasing variety real models show -- synonyms for statistics (average, mean signal,
typical value, peak height, top value, spread, variability, coverage, fraction of bases with data),
numbers in words (two, seven, a dozen, roughly a third), places in words (came out on top, runner-up,
last), counts of a kind (three of the ten files are pooled), arithmetic across two sentences,
comparisons without "than" (the stronger of the two), parenthetical asides, GPT-style bold bullets,
markdown tables and Claude-style prose with em dashes.

First run of the checker on it (never relabelled; checker at 2cac0ab): 125 sentences, agreement 0.888,
"unsupported" precision 0.880, recall 0.880. The two s16 batches together (250): 0.924 / 0.928 / 0.900.
Briefed on the hard phrasings (synonyms for statistics, numbers and places in words, counts of a kind,
arithmetic across sentences), so the harder measurement."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s16a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    SC, SV, SW, DS = T("stats_chr"), T("stats_view"), T("stats_win"), T("describe")
    NAV, HN, HS, HP, HC = T("nav"), T("h1_nav"), T("h1_stats"), T("h1_peaks"), T("h1_corr")
    PC, PG, PT, Q = T("peaks_chr"), T("peaks_gap"), T("peaks_thr"), T("quant")
    CC, CV, M, G = T("corr_chr"), T("corr_view"), T("matrix"), T("gene")
    AP, AG, S = T("asset_peaks"), T("asset_graph"), T("search")
    F = {i: T(f"file_{i}") for i in range(1, 11)}
    fname = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # ---- whole-chromosome signal stats (stats_chr)
        (f"- **rep2, chr19:** mean signal 0.874, top value 1,667.9 {SC}", V, "multi"),
        (f"The pooled track is the calmest of the three genome-wide — its spread (SD) is about 6.5 {SC}.", V,
         "hedged"),
        (f"Both replicates average 0.87 per base over chr19 {SC}.", V, "rounding-coincidence"),
        (f"rep1 has data at 99.98% of chr19's bases {SC}.", V, "percent"),
        (f"On chr19 the first replicate tops out at roughly 1,900 {SC}.", U, "hedged"),
        (f"rep2's mean over chr19 works out to 0.873 {SC}.", U, "rounded"),
        (f"Summed over the chromosome, rep2 carries about 51.2 thousand units of signal {SC}.", U, "wrong-scale"),
        (f"Summed over chr19, the pooled track comes to about 51.1 million {SC}.", V, "scale"),
        (f"rep1's variability across chr19 is 8.64 (SD) {SC}.", U, "other-entity"),
        (f"On average the rep1 track sits at 87% across chr19 {SC}.", U, "percent"),
        (f"rep1, rep2 and pooled reach 1,820, 1,668 and 870 on chr19, respectively {SC}.", V, "respectively"),
        (f"rep1 tops out at 1,820 on chr19 {SC}. That is about 150 higher than rep2's peak height {SC}.", V,
         "arithmetic", 1),
        (f"rep2's chr19 maximum is 1,668 {SC}. That's roughly 300 below rep1's {SC}.", U, "arithmetic", 1),
        (f"Over the full chromosome (58.6 Mb), the pooled track's mean signal is 0.872 {SC}.", V,
         "locus-chromosome"),
        (f"In the region on screen, rep1's average is 0.870 {SC}.", U, "locus-chromosome"),
        (f"The fraction of bases with data is 0.99983 for rep2 on chr19 {SC}.", V, "rounded"),
        (f"rep1 edges out rep2 on mean signal across chr19 {SC}.", U, "comparison"),
        # ---- viewport (stats_view / describe)
        (f"rep2 is the stronger of the two in the view by mean signal — 1.69 versus 1.22 {SV}.", V, "comparison"),
        (f"- **Spread (rep2, view):** 10.2 {SV}", V, "supported"),
        (f"rep1 and rep2 average 1.69 and 1.22 in the view, respectively {SV}.", U, "respectively"),
        (f"Over chr19:1,000,000-1,200,000, rep2's mean is 0.874 {SV}.", U, "scope"),
        (f"rep1's summed signal in the view is about 245,000 {SV}. That is roughly 93,000 below rep2's {SV}.", V,
         "arithmetic", 1),
        (f"rep2's typical value across the view is 1.69 per base on average {SV}. That's nearly 40% above "
         f"rep1's {SV}.", V, "arithmetic", 1),
        (f"Track {ids['rep1']} averages 1.22 across the view {SV}.", V, "ids"),
        (f"Track {ids['rep2']} reaches 199.8 in the view {SV}.", U, "ids"),
        (f"rep1's narrowPeak scores in the view range from 21 to 177 {DS}.", V, "range"),
        (f"rep2's peak scores run from 21 up to 177 {DS}.", U, "range"),
        (f"The pooled track is broken into 523 intervals here, roughly double rep1's 256 {DS}.", V, "arithmetic"),
        (f"Of the three signal tracks, pooled has the highest mean in the view {DS}.", U, "comparison"),
        # ---- 10-kb window (stats_win)
        (f"In the 10-kb window chr19:1,050,000-1,060,000, rep1's mean signal is 2.76 {SW}.", V, "locus-exact"),
        (f"Zooming into chr19:1,050,000-1,060,000, rep1 averages 2.76 {SW}. rep2 is split into a dozen "
         f"intervals over the same stretch {SW}.", V, "supported", 1),
        (f"rep1's peak height in the window is 111 — about 35 above rep2's {SW}.", V, "arithmetic"),
        (f"rep1 averages 2.76 across the whole 200-kb view {SW}.", U, "scope"),
        (f"The window we summarised was chr19:1,050,000-1,070,000 {SW}.", U, "locus-exact"),
        (f"rep1 and rep2 hold 16 and 12 intervals in the window, respectively {SW}.", V, "respectively"),
        (f"Look at rep2 in the 10-kb window {SW}. Its peak height there is 111 {SW}.", U, "pronoun", 1),
        # ---- peak calls
        (f"About 7,700 fragments survived after merging with a 1 kb gap {PC}.", U, "multi"),
        (f"The rep1 call over chr19 was written to {fname} and holds 7,688 peaks {PC}.", V, "ids"),
        (f"With a 1-kb merge gap, the viewport call collapses 65 fragments into 38 peaks {PG}.", V, "units"),
        (f"The merged rep1 call has 38 peaks built from 56 fragments {PG}.", U, "wrong-value"),
        (f"For the view, the z ≥ 2 call on rep1 used a mean of 1.22 and an SD of 7.71 {PG}. Its cutoff "
         f"therefore lands at 16.6 {PG}.", V, "pronoun", 1),
        (f"rep2 called at an absolute cutoff of 20 with a 50 bp minimum width returns 48 peaks {PT}.", V, "multi"),
        (f"rep2's threshold call kept 48 peaks, each at least 20 bp wide {PT}.", U, "other-attribute"),
        (f"rep2 has 48 peaks in the view {PG}.", U, "wrong-record"),
        (f"The rep1 z-score call has 38 peaks and the rep2 threshold call has 48 — ten more {PG} {PT}.", V,
         "multi-record"),
        (f"rep1's chromosome-wide call has 7,688 peaks, and its threshold call in the view has 48 {PC} {PT}.", U,
         "multi-record"),
        (f"Only two Oct4 peaks clear the z ≥ 2 cutoff of about 1.01 in the POU5F1 window {HP}.", V, "supported"),
        (f"The Oct4 call kept a single peak above its cutoff of roughly 1.0 {HP}.", U, "rounding-coincidence"),
        # ---- quantification at rep1 peaks (quant)
        (f"Peak_22 came out on top, with a mean rep1 signal of 113.0 {Q}.", V, "supported"),
        (f"Runner-up was Peak_37 (chr19:1,097,875-1,098,013) at 95.5 {Q}.", V, "locus-feature"),
        (f"Peak_281 sits at chr19:1,058,648-1,058,906 and averages 66.7 {Q}.", U, "locus-feature"),
        (f"Peak_1939 came last of the top five, averaging 55.5 {Q}.", V, "supported"),
        (f"Peak_37's mean signal is 115 {Q}.", U, "other-attribute"),
        (f"Peak_22 falls inside the 10-kb window chr19:1,050,000-1,060,000 {Q}.", U, "locus-disjoint"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) lies within the 10-kb window chr19:1,050,000-1,060,000 {Q} {SW}.",
         V, "locus-subregion"),
        (f"Peak_1939, at chr19:1,010,458-1,010,553, lies outside the 10-kb window chr19:1,050,000-1,060,000 {Q}.",
         V, "locus-disjoint"),
        (f"Peak_1397 took third place at 61.6 {Q}.", U, "wrong-value"),
        (f"Peak_37 spans about 1.4 kb {Q}.", U, "wrong-unit"),
        # ---- correlations
        (f"Genome-wide, the replicates correlate at r = 0.62 over 500 bins of about 117 kb {CC}.", V, "units"),
        (f"In the current view rep1 and rep2 correlate at r = 0.62 {CV}.", U, "wrong-record"),
        (f"rep1 tracks the pooled signal closely in the view — Pearson 0.80 across 200 bins of 1 kb {CV}.", V,
         "multi"),
        (f"Across chr19, rep1 and pooled correlate at r = 0.80 {CV}.", U, "scope"),
        (f"In the chromosome-wide matrix, rep2 and pooled are the most tightly coupled pair (r = 0.899) {M}.", V,
         "matrix"),
        (f"rep1–pooled has the highest Spearman in the matrix, 0.85 {M}.", U, "matrix"),
        (f"| Pair | Pearson | Spearman |\n|---|---|---|\n| rep1–pooled | 0.898 | 0.852 |\n"
         f"| rep2–pooled | 0.899 | 0.901 | {M}", V, "table"),
        (f"| Track | chr19 mean | chr19 max |\n|---|---|---|\n| rep1 | 0.870 | 1,820.2 |\n"
         f"| pooled | 0.872 | 1,667.9 | {SC}", U, "table"),
        (f"Oct4 and H3K27ac barely move together by Pearson (r ≈ 0.11), though Spearman reaches 0.46 {HC}.", V,
         "multi"),
        (f"Only nine 100-bp bins were usable — 191 of the 200 were excluded {HC}.", V, "supported"),
        (f"The Oct4–H3K27ac correlation rests on 148 shared bins {HC}.", U, "other-attribute"),
        # ---- gene
        (f"MYC sits on chr8 at 127,735,433-127,742,951, plus strand {G}.", V, "locus-feature"),
        (f"MYC maps to chr8:127,735,433-127,742,951 {G}. That makes it roughly 7.5 kb long {G}.", V, "units", 1),
        (f"MYC spans about 7.5 Mb {G}.", U, "wrong-unit"),
        (f"MYC lies within the chr19 region currently on screen {G} {NAV}.", U, "locus-disjoint"),
        # ---- asset previews
        (f"The Oct4 peak file has two rows: peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at "
         f"chr6:31,140,574-31,141,112 (score 93) {AP}.", V, "preview"),
        (f"Of the two Oct4 peaks, peak2363 carries the higher score {AP}.", U, "preview"),
        (f"Both Oct4 peaks fall inside the chr6:31,130,000-31,150,000 window {AP} {HN}.", V, "locus-subregion"),
        (f"The bedGraph preview runs to 40 lines, opening with chr9:35,726,969-35,726,977 at 8.62 {AG}.", V,
         "preview"),
        (f"The first bedGraph interval has a value of 7.45 {AG}.", U, "preview"),
        (f"ENCFF754TJH.wig is about 81 MB on disk {AG}.", U, "wrong-scale"),
        (f"Within the preview, values climb from 8.62 at the first row to 20.12 at chr9:35,727,163-35,727,165 "
         f"{AG}.", V, "range"),
        # ---- ENCODE search and files
        (f"Seven of the ten files are single-replicate tracks; the other three are pooled {S}.", V, "supported"),
        (f"Four of the ten candidates are pooled files {S}.", U, "wrong-value"),
        (f"ENCFF381NDD came out on top, pooling replicates 1, 2 and 3 {F[1]}.", V, "accession"),
        (f"ENCFF977KGH came last of the ten {F[10]} {S}.", V, "accession"),
        (f"ENCFF745TSK is a replicate-1 bigWig {F[6]}.", U, "accession-role"),
        (f"All ten files come from experiment ENCSR000AKP {S}.", U, "wrong-record"),
        (f"ENCFF381NDD belongs to experiment ENCSR000AKP {F[1]}.", V, "accession-role"),
        (f"ENCSR000AKP is the top-ranked file in the search {F[1]}.", U, "accession-role"),
        (f"ENCFF381NDD scores 1,165, four points ahead of ENCFF177JXC's 1,161 {F[1]} {F[4]}.", V, "multi-record"),
        (f"No relaxations were needed, and the search took 3 attempts {S}.", U, "multi"),
        (f"Retrieved at 2026-12-02T03:49:59Z, ENCFF289IVJ is a replicate-2 file ranked fifth {F[5]}.", V,
         "timestamp"),
        (f"As of the 2026-12-02 03:49 UTC retrieval, the search ranked 20 files {S}.", U, "timestamp"),
        (f"| Rank | Accession | Replicates |\n|---|---|---|\n| 1 | ENCFF381NDD | 1, 2, 3 |\n"
         f"| 4 | ENCFF177JXC | 1 | {F[4]}", V, "table"),
        (f"The top hit is ENCFF381NND {S}.", U, "accession"),
        # ---- H1 POU5F1 window (hg19)
        (f"Across the POU5F1 window H3K27ac averages 12.8 {HS}. H3K4me3 is close behind at 11.4 {HS}.", V,
         "comparison", 1),
        (f"Oct4 has data at just 1.72% of the window's bases (344 bp) {HS}.", V, "percent"),
        (f"Oct4 covers 17.2% of the window {HS}.", U, "percent"),
        (f"H3K27ac's coverage is roughly three quarters of the window {HS}.", V, "hedged"),
        (f"H3K4me3's peak height in the window is 74.5 {HS}.", U, "other-entity"),
        (f"Oct4's mean is roughly a third of its maximum (0.49 vs 1.38) {HS}.", V, "arithmetic"),
        (f"H3K4me3 has the widest spread of the three marks, with an SD of 15.8 {HS}.", V, "comparison"),
        (f"The hg19 view is chr6:31,130,000-31,150,000 {HN}.", V, "locus-exact"),
        (f"The hg19 window is chr6:31.13-31.16 Mb {HN}.", U, "locus-exact"),
        (f"Oct4 is stored as 78 intervals here {HS}. They cover 344 bases in total {HS}.", V, "pronoun", 1),
        # ---- unknown tokens
        (f"rep1's mean on chr19 is 0.870 [[cite:cite_f00dbeef]].", U, "unknown-token"),
        (f"The replicates agree well across the chromosome [[cite:cite_made_up_123]].", U, "unknown-token"),
        (f"Peak_22 tops the list at 113.0 [[cite:quant_result_7]].", U, "unknown-token"),
        # ---- qualitative (token, nothing checkable)
        (f"The replicates broadly agree on where the signal sits {CC}.", N, "qualitative"),
        (f"Signal is clearly enriched over the top-ranked peaks {Q}.", N, "qualitative"),
        (f"Oct4 binding looks sparse and punctate here — typical of a transcription factor {HS}.", N,
         "qualitative"),
        (f"This lookup came straight from the GENCODE annotation {G}.", N, "qualitative"),
        (f"Bear in mind the z-score caller is a simple thresholding approach, not a model-based one {PC}.", N,
         "qualitative"),
        (f"These look like a solid starting set for K562 enhancer work {S}.", N, "qualitative"),
        (f"The navigation record was written at 2026-12-02T03:49:57Z {NAV}.", N, "timestamp"),
        # ---- no token
        ("rep1 averages 0.870 across chr19.", X, "uncited"),
        ("- **Peak_22:** chr19:1,102,539-1,102,707", X, "uncited"),
        (f"rep1 averages 1.22 in the view {SV}. rep2 comes in higher, at 1.69.", X, "uncited", 1),
        ("MYC is about 7.5 kb long.", X, "uncited"),
        ("ENCFF381NDD is the pooled file that came out on top.", X, "uncited"),
        ("Genome-wide, the replicates correlate at about 0.6 (Pearson).", X, "uncited"),
        ("Let me know if you'd like me to call peaks on rep2 as well.", P, "uncited"),
        ("Here's what the numbers show:", P, "uncited"),
        ("Overall, the replicates tell a consistent story.", P, "uncited"),
        (f"rep1 averages 1.22 in the view {SV}. That's reassuring for a fold-change track.", P, "uncited", 1),
        ("I'd treat the pooled track as the reference going forward.", P, "uncited"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
