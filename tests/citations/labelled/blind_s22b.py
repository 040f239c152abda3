"""Blind batch s22b, written by a helper session (blind to the checker) on 2026-12-02, labelled by hand
against the records dump before any checker run. Focus: answers written for teaching and for a methods
section -- the MYC gene-lookup demonstration, the chr19 replicate comparison (statistics at chromosome,
view and 10-kb window scope, correlations with their bin counts and bin sizes, peak-call parameters and
results, quantified narrowPeak features with their loci) and the hg19 H1 POU5F1 tracks (Oct4, H3K27ac,
H3K4me3, the Oct4 narrowPeak asset), plus the bedGraph asset preview and the K562 H3K27ac ENCODE file
records (experiment, replicates, output type, a hallucinated size). Sentences mix explanation with one to
three numbers, loci or accessions; there are Markdown tables, bold-label bullet lists, lab-notebook
lines, short methods paragraphs (the 4th element picks the labelled sentence), sentences citing two or
three records at once, and true numbers cited to the wrong record.

First run of the checker on it (never relabelled; checker at d45d796, never changed for this batch): 124
sentences, agreement 0.968, "unsupported" precision 0.979, recall 0.939. The two s22 batches together (248):
0.935 / 0.919 / 0.929."""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s22b_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    SC, SV, SW, DS, NAV = T("stats_chr"), T("stats_view"), T("stats_win"), T("describe"), T("nav")
    PC, PG, PT, Q = T("peaks_chr"), T("peaks_gap"), T("peaks_thr"), T("quant")
    CC, CV, M, G = T("corr_chr"), T("corr_view"), T("matrix"), T("gene")
    AP, AG, S = T("asset_peaks"), T("asset_graph"), T("search")
    F = {i: T(f"file_{i}") for i in range(1, 11)}
    HN, HS, HP, HC = T("h1_nav"), T("h1_stats"), T("h1_peaks"), T("h1_corr")
    FAKE1 = "[[cite:cite_project_3c9d41aa70b2_genome_correlate_tracks_5e1f0a2c]]"
    FAKE2 = "[[cite:cite_project_3c9d41aa70b2_genome_call_peaks_9b7e6d13]]"

    rows = [
        # ---------------- MYC demonstration ----------------
        (f"For the demonstration we looked up MYC, which the GENCODE table places at "
         f"chr8:127,735,433-127,742,951 on the plus strand {G}.", V, "supported"),
        (f"MYC sits at chr8:127,735,433-127,742,951 in hg38 {G}. Its span is roughly 7.5 kb {G}.",
         V, "pronoun", 1),
        (f"MYC (chr8:127,736,231-127,742,951, hg38) is annotated with a single transcript {G}.",
         U, "locus-feature"),
        (f"Note that MYC is nowhere near the chr19 view used for the replicate comparison — the gene sits on "
         f"chr8 at about 127.7 Mb {G}.", V, "units"),
        (f"Conveniently, MYC falls inside the current view, chr19:1,000,000-1,200,000 {G}{NAV}.",
         U, "locus-disjoint"),
        (f"The MYC locus is compact, spanning about 75 kb of chr8 {G}.", U, "wrong-scale"),
        (f"In hg38 the gene lies at chr8:127,735,433-127,742,951, which corresponds to "
         f"chr8:128,747,680-128,755,197 in hg19 {G}.", U, "locus-exact"),
        (f"MYC maps to chr8:127,735,433-127,742,951 {NAV}.", U, "wrong-record"),
        ("MYC is at chr8:127,735,433-127,742,951 in GRCh38.", X, "uncited"),
        (f"A gene lookup is the simplest way to jump to a locus by name, as the MYC result shows {G}.",
         N, "qualitative"),

        # ---------------- chr19 statistics: scope ----------------
        (f"Across all of chr19, rep1 averaged 0.870 fold-enrichment with a standard deviation of 9.02 {SC}.",
         V, "supported"),
        (f"On chr19, rep1 and rep2 both averaged 0.874 {SC}.", U, "rounding-coincidence"),
        (f"Within the 200-kb view, rep1 averaged 0.870 {SC}.", U, "scope"),
        (f"rep1's mean rises from 0.870 over chr19 {SC} to 1.22 in the view {SV} and 2.76 in the 10-kb "
         f"window chr19:1,050,000-1,060,000 {SW}.", V, "multi-record"),
        (f"Over the 10-kb window chr19:1,050,000-1,060,000, rep2 averaged 1.69 {SW}.", U, "scope"),
        (f"Interestingly the ordering flips with scale: in the view rep2 averages more than rep1 "
         f"(1.69 versus 1.22) {SV}, whereas in the 10-kb window rep1 leads (2.76 versus 2.30) {SW}.",
         V, "comparison"),
        (f"In the view, rep1 and rep2 averaged 1.69 and 1.22, respectively {SV}.", U, "respectively"),
        (f"rep1 reached 1,820.2 on chr19, the largest value of the three tracks (rep2 1,667.9; pooled 870.1) "
         f"{SC}.", V, "comparison"),
        (f"The chr19 maxima of rep1 and rep2 differ by about 252 {SC}.", U, "arithmetic"),
        (f"rep1's chromosome maximum exceeds rep2's by roughly 152 {SC}.", V, "arithmetic"),
        (f"Coverage is essentially complete: rep1 has signal on 99.98% of chr19 (58,607,590 of "
         f"58,617,616 bp) {SC}.", V, "percent"),
        (f"rep1 covers about 87% of chr19 {SC}.", U, "percent"),
        (f"Pooling roughly doubles the interval count — 151,029 for pooled against 77,569 for rep1 {SC}.",
         V, "comparison"),
        (f"Track {ids['rep2']} (rep2) covers 58,607,595 bp of chr19 {SC}.", V, "ids"),
        (f"Track {ids['pooled']} averaged 1.69 in the viewport {SV}.", U, "other-entity"),
        (f"In the viewport the pooled track averages 1.45 with a maximum of 159.2 {DS}.", V, "supported"),
        (f"The pooled track averages 1.45 across the view {SV}.", U, "wrong-record"),
        (f"rep1 has 111 intervals inside the 10-kb window chr19:1,050,000-1,060,000 {SW}.",
         U, "rounding-coincidence"),
        (f"The 10-kb window (chr19:1,050,000-1,060,000) {SW} sits inside the 200-kb view "
         f"chr19:1,000,000-1,200,000 {NAV}.", V, "locus-subregion"),
        (f"rep2 has the broader dynamic range in the view {SV}. Its SD there was 10.2 {SV}.",
         V, "pronoun", 1),
        (f"rep1 is the track we quantified at peaks {Q}. Its chr19 maximum was 1,667.9 {SC}.",
         U, "pronoun", 1),
        (f"rep1 reached 199.8 in the view {SV}. That is only about a tenth of its chromosome maximum {SC}.",
         V, "supported", 0),
        (f"rep1 averaged 1.22 in the view {SV}. That is a clear local enrichment relative to the rest of "
         f"the chromosome {SC}.", N, "qualitative", 1),
        (f"The viewport statistics make the point that local enrichment can look very different from "
         f"chromosome averages {SV}.", N, "qualitative"),
        ("Over chr19, rep2 averaged 0.874 and rep1 0.870.", X, "uncited"),
        (f"pooled / chr19: mean 0.872, sd 6.47, n = 151,029 intervals {SC}", V, "supported"),
        ("| Track | chr19 mean | view mean |\n|---|---|---|\n"
         f"| rep1 | 0.870 {SC} | 1.22 {SV} |\n| rep2 | 0.874 {SC} | 1.22 {SV} |", U, "table"),
        ("| Track | chr19 max | view max |\n|---|---|---|\n"
         f"| rep1 | 1,820.2 {SC} | 199.8 {SV} |\n| rep2 | 1,667.9 {SC} | 190.7 {SV} |", V, "table"),

        # ---------------- correlations ----------------
        (f"The quantitative agreement between replicates on chr19 is moderate: Pearson r = 0.615 over "
         f"500 bins of ~117 kb {CC}.", V, "supported"),
        (f"rep1 and rep2 were compared over 500 bins of 1 kb each on chr19 {CC}.", U, "wrong-value"),
        (f"In the view, rep1 and rep2 correlate at r = 0.80 over 200 bins {CV}.", U, "other-entity"),
        (f"In the view, rep1 and the pooled track correlate at r = 0.80 (Spearman 0.69) across 200 bins "
         f"of 1 kb {CV}.", V, "supported"),
        (f"Across chr19, rep1 and pooled correlate at 0.80 {CV}.", U, "scope"),
        (f"The chromosome matrix shows each replicate correlating more tightly with the pooled track "
         f"(0.898 for rep1, 0.899 for rep2) than with each other (0.615) {M}.", V, "matrix"),
        (f"rep1–pooled has the strongest Spearman correlation in the matrix, 0.901 {M}.", U, "matrix"),
        (f"For teaching purposes the contrast is useful: r = 0.615 at chromosome scale for rep1 against "
         f"rep2 {CC}, but 0.80 for rep1 against pooled in the view {CV}.", V, "multi-record"),
        (f"All three pairwise correlations in the matrix use the same 500 bins of 117,236 bp {M}.",
         V, "matrix"),
        (f"The replicate correlation at chromosome scale is modest, which is typical of fold-change tracks "
         f"dominated by background {CC}.", N, "qualitative"),
        (f"rep1 and rep2 correlate at r = 0.615 across chr19 {FAKE1}.", U, "unknown-token"),
        ("Rep1 and rep2 correlated at r = 0.62 across 500 chromosome bins.", X, "uncited"),

        # ---------------- peak calls ----------------
        (f"The z-score caller sets its cutoff at mean + k·SD; with k = 2 and rep1's chr19 mean (0.870) and "
         f"SD (9.02), that gives 18.92 {PC}.", V, "arithmetic"),
        (f"Applied to rep1 over the whole of chr19, the caller returned 7,688 peaks {PC}.", V, "supported"),
        (f"Applied to rep1 over chr19, the z ≥ 2 caller returned 7,688 peaks at a cutoff of 16.64 {PC}.",
         U, "other-attribute"),
        (f"Restricting the call to the view changes the cutoff to 16.64, because the viewport mean (1.22) "
         f"and SD (7.71) differ {PG}.", V, "scope"),
        (f"With a 1-kb merge gap, the 65 raw fragments in the view collapse into 38 peaks {PG}.",
         V, "supported"),
        (f"Merging within 1 kb removed 27 fragments — a reduction of about 42% {PG}.", V, "arithmetic"),
        (f"Merging within 1 kb cut the fragment count by 27%, from 65 to 38 {PG}.", U, "arithmetic"),
        (f"For rep2 we used an absolute cutoff instead — 20 fold, minimum width 50 bp, no merging — and "
         f"obtained 48 peaks in the view {PT}.", V, "supported"),
        (f"The absolute-threshold call on rep2 returned 48 peaks {PG}.", U, "wrong-record"),
        (f"The threshold call on rep2 (48 peaks) {PT} found 10 more peaks than the merged z-score call on "
         f"rep1 (38) {PG}.", V, "comparison"),
        (f"The merged rep1 call in the view (38 peaks) {PG} amounts to about 0.5% of the 7,688 peaks called "
         f"across chr19 {PC}.", V, "arithmetic"),
        ("| Call | Scope | Cutoff | Peaks |\n|---|---|---|---|\n"
         f"| rep1 z ≥ 2 | chr19 | 18.92 | 7,688 {PC} |\n"
         f"| rep1 z ≥ 2, gap 1 kb | view | 16.64 | 38 {PG} |\n"
         f"| rep2 ≥ 20, min 50 bp | view | 20 | 48 {PT} |", V, "table"),
        (f"Signal statistics were computed exactly over chr19 (58,617,616 bp) {SC}. Replicate concordance "
         f"was assessed with Pearson and Spearman correlations over 500 bins of 117,236 bp (r = 0.615, "
         f"ρ = 0.586) {CC}. Peaks were called on rep1 with a z-score threshold (k = 2, cutoff 18.92), "
         f"yielding 7,688 peaks {PC}.", V, "multi", 1),
        (f"Signal statistics were computed exactly over chr19 (58,617,616 bp) {SC}. Replicate concordance "
         f"was assessed with Pearson correlation over 500 bins of 117,236 bp (r = 0.615) {CC}. Peaks were "
         f"called on rep1 with a z-score threshold (k = 2, cutoff 18.92, minimum width 50 bp), yielding "
         f"7,688 peaks {PC}.", U, "other-attribute", 2),
        (f"A z-score caller is only a heuristic, so we treat these calls as exploratory {PC}.",
         N, "qualitative"),

        # ---------------- narrowPeak features and quantification ----------------
        (f"rep1's narrowPeak file has 69 peaks in the view {DS}.", U, "other-entity"),
        (f"ENCODE's own narrowPeak calls number 64 for rep1 and 69 for rep2 in the view, with scores from 21 "
         f"up to 177 and 123, respectively {DS}.", V, "respectively"),
        (f"Track {ids['rep1 peaks']} holds 69 features in the view {DS}.", U, "ids"),
        (f"Quantifying rep1's signal at its narrowPeak features, the strongest was Peak_22 at "
         f"chr19:1,102,539-1,102,707 (mean 113.0) {Q}.", V, "locus-feature"),
        (f"The runner-up, Peak_37 (chr19:1,097,875-1,098,013), averaged 95.5 {Q}.", V, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806, mean 66.7) falls inside the 10-kb window we profiled "
         f"{Q}{SW}.", V, "locus-subregion"),
        (f"Peak_22 lies inside the 10-kb window chr19:1,050,000-1,060,000 {Q}{SW}.", U, "locus-disjoint"),
        (f"Peak_1939 ranked fourth, at 55.5 {Q}.", U, "wrong-value"),
        (f"Across the top five rows the mean signal ranges from 55.5 to 113.0 {Q}.", V, "range"),
        (f"Peak_281 has a narrowPeak score of 66.7 {Q}.", U, "other-attribute"),
        (f"Peak_22's mean (113.0) is roughly twice that of Peak_1939 (55.5) {Q}.", V, "arithmetic"),
        (f"Signal at the top-ranked peaks tracks the narrowPeak scores reasonably well {Q}.", N, "qualitative"),

        # ---------------- H1 POU5F1 tracks (hg19) ----------------
        (f"POU5F1 itself occupies chr6:31,132,114-31,138,451 in hg19, well inside the H1 window {HN}.",
         U, "locus-feature"),
        (f"Over the H1 window Oct4 averaged only 0.492, against 12.8 for H3K27ac and 11.4 for H3K4me3 {HS}.",
         V, "supported"),
        (f"Across chr6, Oct4 averaged 0.492 {HS}.", U, "scope"),
        (f"Oct4 signal is sparse: it covers just 344 bp, or 1.7% of the 20-kb window {HS}.", V, "percent"),
        (f"H3K4me3 covers 14,764 bp of the H1 window {HS}.", U, "other-entity"),
        (f"H3K4me3 covers about 66% of the window — 13,139 bp {HS}.", V, "hedged"),
        (f"H3K27ac's mean is roughly 26 times Oct4's (12.8 versus 0.492) {HS}.", V, "arithmetic"),
        (f"H3K4me3 reaches the highest value of the three H1 marks, 74.5 {HS}.", U, "comparison"),
        (f"Oct4 / H1 window: min 0.307, max 1.381, mean 0.492 {HS}", V, "supported"),
        (f"H3K27ac / H1 window: min 0.68, max 74.48, sd 13.56, n = 437 intervals {HS}", U, "other-entity"),
        (f"Calling Oct4 peaks at z ≥ 2 gives a cutoff of 1.006 — the window mean of 0.492 plus twice the SD "
         f"of 0.257 — and just 2 peaks {HP}.", V, "arithmetic"),
        (f"Calling Oct4 peaks at z ≥ 2 gave 2 peaks at a cutoff of 1.38 {HP}.", U, "other-attribute"),
        (f"The Oct4 cutoff (1.006) {HP} sits below Oct4's maximum of 1.38 {HS}, which is why anything "
         f"survives at all.", V, "multi-record"),
        (f"Oct4 and H3K27ac show Pearson r = 0.46 and Spearman 0.11 {HC}.", U, "other-attribute"),
        (f"The Oct4–H3K27ac coefficients rest on only 9 shared 100-bp bins; 191 of the 200 bins were "
         f"excluded {HC}.", V, "supported"),
        (f"The Oct4–H3K27ac correlation rests on 9 bins of 1 kb {HC}.", U, "wrong-unit"),
        (f"Oct4 and H3K27ac correlate at Spearman 0.46 over the H1 window {HS}.", U, "wrong-record"),
        (f"With so few informative bins, the Oct4–H3K27ac correlation should not be over-interpreted {HC}.",
         N, "qualitative"),
        ("The Oct4 track covered only 344 bp of the 20-kb window.", X, "uncited"),

        # ---------------- Oct4 narrowPeak asset ----------------
        (f"The ENCODE Oct4 peak file in the project (narrowpeak_H1_Oct4.bed, 102 bytes) holds 2 peaks: "
         f"peak2363 at chr6:31,139,576-31,140,109 (score 41) and peak2364 at chr6:31,140,574-31,141,112 "
         f"(score 93) {AP}.", V, "preview"),
        (f"peak2364 (chr6:31,139,576-31,140,109) is the stronger of the two, with score 93 {AP}.",
         U, "preview"),
        (f"Both file peaks, peak2363 and peak2364, lie inside the H1 window chr6:31,130,000-31,150,000 "
         f"{AP}{HN}.", V, "locus-subregion"),
        (f"The z-score call on the Oct4 bigWig found 2 peaks {HP}, the same number as the ENCODE file lists "
         f"{AP}.", V, "multi-record"),
        (f"The Oct4 narrowPeak preview lists 3 peaks {AP}.", U, "preview"),

        # ---------------- bedGraph asset ----------------
        (f"The bedGraph asset ENCFF754TJH.wig (80,997 bytes) starts with chr9:35,726,969-35,726,977 at "
         f"8.62 {AG}.", V, "preview"),
        (f"ENCFF754TJH.wig is a 49,152-byte bedGraph {AG}.", U, "other-attribute"),
        (f"Within the 40-line bedGraph preview the value climbs to 20.12 at chr9:35,727,163-35,727,165 {AG}.",
         V, "preview"),

        # ---------------- ENCODE search and file records ----------------
        (f"Searching ENCODE for K562 H3K27ac bigWigs (GRCh38) returned 10 ranked candidates out of 20 "
         f"matching files {S}.", V, "supported"),
        (f"The portal reported 10 matching files for the strict query {S}.", U, "other-attribute"),
        (f"The top hit, ENCFF381NDD, is the fold-change-over-control bigWig pooling replicates 1, 2 and 3 "
         f"of experiment ENCSR000AKP {F[1]}.", V, "accession"),
        (f"ENCFF745TSK is the replicate-1 fold-change track from ENCSR000AKP {F[6]}.", U, "accession-role"),
        (f"ENCFF814HWX, replicate 1 of ENCSR000AKP, ranked seventh {F[8]}.", U, "wrong-record"),
        (f"Replicate 1 is represented by ENCFF177JXC {F[4]}, ENCFF814HWX {F[7]} and ENCFF977KGH {F[10]}.",
         V, "multi-record"),
        (f"ENCFF381NDD is the largest download, at about 1.4 GB {F[1]}.", U, "wrong-value"),
        (f"Pooled files scored 1,165 (ENCFF381NDD) against 1,161 for single-replicate files such as "
         f"ENCFF177JXC {F[1]}{F[4]}.", V, "multi-record"),
        (f"ENCFF289IVJ belongs to experiment ENCSR000AKQ {F[5]}.", U, "accession"),
        (f"ENCFF938DNH is the only candidate built from replicate 3 alone {S}.", V, "accession"),
        (f"ENCFF938DNH (experiment ENCSR000AKP) is the replicate-3 fold-change track {S}.",
         U, "wrong-record"),
        (f"**Files retained for the replicate analysis**\n- **Rep 1:** ENCFF177JXC {F[4]}\n"
         f"- **Rep 2:** ENCFF289IVJ {F[5]}\n- **Pooled (1,2,3):** ENCFF381NDD {F[1]}", V, "accession"),
        (f"**Files retained for the replicate analysis**\n- **Rep 1:** ENCFF977KGH {F[10]}\n"
         f"- **Rep 3:** ENCFF945XHA {F[9]}", U, "accession-role"),
        (f"The ENCODE search results were retrieved at 07:00:16 UTC on 2026-12-02 {S}.", N, "timestamp"),
        (f"The search ranking favours pooled fold-change files, which is what we want for a first look "
         f"{S}.", N, "qualitative"),
        ("ENCFF381NDD pools replicates 1, 2 and 3.", X, "uncited"),
        ("| rep1 | 0.870 | 9.02 |", X, "uncited"),

        # ---------------- plain ----------------
        ("Fold-change-over-control tracks divide ChIP signal by the matched input, so they are comparable "
         "across replicates.", P, "qualitative"),
        ("In a methods section, report the caller, the scope and every parameter so the analysis can be "
         "reproduced.", P, "qualitative"),
        ("A z-score caller is not a substitute for a model-based caller such as MACS2; treat its output as "
         "exploratory.", P, "qualitative"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
