"""Blind batch s20a, written by a helper session (blind to the checker) on 2026-12-02, labelled by hand
against the records dump before any checker run. Focus: realistic multi-paragraph LLM answers to a
biologist -- GPT-style bullets with **bold** labels, small Markdown tables, Claude-style prose with em
dashes and parentheses, terse lab-notebook lines and hedged summaries; several tracks and several records
per sentence; pronouns and "the former / the latter" across sentences (the 4th element picks the labelled
sentence, only 0, -1 or a middle sentence of plain prose); numbers written as words and hedged numbers;
percent and fraction conversions; and the usual LLM slips (the other track's value, the chromosome value
quoted for the view or the reverse, another attribute's value, the wrong record).

First run of the checker on it (never relabelled; checker at 1a94294, never changed for this batch): 125
sentences, agreement 0.912, "unsupported" precision 0.902, recall 0.920. The two s20 batches together (253):
0.901 / 0.882 / 0.900."""

from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s20a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    SC, SV, SW, DS, NAV = T("stats_chr"), T("stats_view"), T("stats_win"), T("describe"), T("nav")
    PC, PG, PT, Q = T("peaks_chr"), T("peaks_gap"), T("peaks_thr"), T("quant")
    CC, CV, M, G = T("corr_chr"), T("corr_view"), T("matrix"), T("gene")
    AP, AG, S = T("asset_peaks"), T("asset_graph"), T("search")
    F = {i: T(f"file_{i}") for i in range(1, 11)}
    HN, HS, HP, HC = T("h1_nav"), T("h1_stats"), T("h1_peaks"), T("h1_corr")
    FAKE1 = "[[cite:cite_project_7a1c0e5d2b44_genome_signal_stats_3b9f2e7a]]"
    FAKE2 = "[[cite:cite_project_7a1c0e5d2b44_genome_correlate_tracks_00aa11bb]]"

    # ---- answer A1: Claude-like prose over the view, four labelled sentences -------------------------
    a1 = (f"Over the current view (chr19:1,000,000–1,200,000), both replicates are fully covered — all "
          f"200,000 bases carry a value {SV}. Replicate 2 carries the stronger signal: it averages 1.69 versus "
          f"1.22 for replicate 1 {SV}. The latter, however, reaches the higher maximum (199.8 against 190.7) "
          f"{SV}. Taken together, the replicates tell a consistent story over this stretch {SV}.")
    # ---- A3: lab notebook ---------------------------------------------------------------------------
    a3 = (f"chr19 (whole chromosome), rep1: mean 0.870, SD 9.02, max 1,820 {SC}.\n"
          f"Replicate 2: mean 0.874, SD 8.64, max 1,668 {SC}.\n"
          f"Pooled: smoother, SD 6.5, max 870 {SC}.")
    a3b = (f"chr19 (whole chromosome), rep1: mean 0.870, SD 9.02, max 1,820 {SC}.\n"
           f"Replicate 2: mean 0.874, SD 8.64, max 1,668 {SC}.\n"
           f"Pooled: smoother, SD 6.5, max 1,820 {SC}.")
    # ---- A7: peak calling prose ----------------------------------------------------------------------
    a7 = (f"I ran the simple peak caller on replicate 1 at both scopes. Over all of chr19, a z ≥ 2 threshold "
          f"(signal above ~18.9) yields 7,688 peaks {PC}. Restricting to the view and merging fragments within "
          f"1 kb, the same rule gives a cutoff of about 16.6 (the local mean and SD differ) and "
          f"65 fragments collapse into 38 peaks {PG}. That merge removes 27 fragments, roughly 42% of them {PG}.")
    a7b = (f"Restricting to the view and merging fragments within 1 kb, 65 fragments collapse into 38 peaks "
           f"{PG}. That merge removes 27 fragments, roughly a third of them {PG}.")
    # ---- A13: the 10-kb window -----------------------------------------------------------------------
    a13 = (f"In the 10-kb window (chr19:1,050,000-1,060,000), replicate 1 averages ~2.8 with a maximum near "
           f"111 {SW}. Replicate 2 is a little weaker there — mean ~2.3, max ~76 {SW}.")
    a13b = (f"In the 10-kb window (chr19:1,050,000-1,060,000), replicate 1 averages ~2.8 with a maximum near "
            f"111 {SW}. Replicate 2 is a little weaker there — mean ~2.3, max ~111 {SW}.")
    # ---- A14: correlation prose ---------------------------------------------------------------------
    a14 = (f"At chromosome scale the two replicates correlate only moderately — Pearson r = 0.62, Spearman "
           f"ρ = 0.59 over 500 bins of about 117 kb {CC}. Within the view, replicate 1 tracks the pooled "
           f"signal closely (r = 0.80 at 1-kb resolution, 200 bins) {CV}. That gap is expected: the "
           f"pooled track contains replicate 1's reads, so it is not an independent comparison.")
    # ---- A18: H1 correlation -------------------------------------------------------------------------
    a18 = (f"Oct4 and H3K27ac barely co-vary linearly (Pearson r ≈ 0.11), though the rank correlation is more "
           f"respectable at 0.46 {HC}. Note that only 9 of the 200 100-bp bins had signal in both tracks — the "
           f"other 191 were excluded — so neither estimate is robust {HC}.")
    # ---- L1: multi-paragraph enrichment answer -------------------------------------------------------
    l1 = (f"Short answer: yes, this region is enriched relative to the rest of chr19.\n\n"
          f"Chromosome-wide, replicate 1 and replicate 2 both average about 0.87 {SC}. In the 200-kb view "
          f"those means climb to 1.22 and 1.69 respectively {SV}{SC} — roughly 1.4× and 1.9× the background. "
          f"The pooled track behaves the same way, averaging 1.45 in the view against 0.87 across the "
          f"chromosome {DS}{SC}.\n\n"
          f"I would not over-interpret the exact fold values, since fold-change bigWigs are already "
          f"normalised to input.")
    l1b = (f"Chromosome-wide, replicate 1 and replicate 2 both average about 0.87 {SC}. In the 200-kb view "
           f"those means climb to 1.22 and 1.69 respectively {SV}{SC} — roughly 1.4× and 2.4× the background.")
    # ---- L3: hedged H1 summary -----------------------------------------------------------------------
    l3 = (f"In the H1 window (hg19, chr6:31,130,000-31,150,000) the histone marks dominate: H3K27ac covers "
          f"about 74% of the 20-kb window and H3K4me3 about 66% {HS}. Oct4, by contrast, has signal over barely "
          f"1.7% of it (344 bp) {HS}. Its mean is correspondingly low — roughly 0.49, with a maximum of about "
          f"1.4 {HS}.")
    l3b = (f"Oct4, by contrast, has signal over barely 1.7% of the window (344 bp) {HS}. Its mean is "
           f"correspondingly low — roughly 0.49, with a maximum of about 74 {HS}.")
    # ---- L4: search prose ------------------------------------------------------------------------------
    l4 = (f"I searched ENCODE for K562 H3K27ac fold-change bigWigs on GRCh38 and got ten ranked candidates back "
          f"without any relaxation of the query {S}. The top hit — ENCFF381NDD from experiment ENCSR000AKP — "
          f"pools replicates 1, 2 and 3, which is usually what you want for visualisation {F[1]}. If you need "
          f"individual replicates, ENCFF814HWX and ENCFF977KGH are both replicate 1 files, and ENCFF938DNH "
          f"comes from replicate 3 {F[7]}{F[10]}{F[8]}.")
    l4b = (f"The top hit — ENCFF381NDD from experiment ENCSR000AKP — pools replicates 1, 2 and 3 {F[1]}. If you "
           f"need individual replicates, ENCFF814HWX and ENCFF945XHA are both replicate 1 files {F[7]}{F[9]}.")

    rows = [
        # A1 ------------------------------------------------------------------------------------------
        (a1, V, "locus-exact", 0),
        (a1, V, "comparison", 1),
        (a1, V, "pronoun", 2),
        (a1, N, "qualitative", 3),
        (f"Replicate 2 carries the stronger signal in the view: it averages 1.69 versus 1.22 for replicate 1 "
         f"{SV}. The former also reaches the higher maximum, 199.8 {SV}.", U, "pronoun", 1),
        # A2: tables ------------------------------------------------------------------------------------
        (f"Here is a quick summary of the signal tracks in the view.\n\n"
         f"| Track | Mean | Max | SD |\n|---|---|---|---|\n"
         f"| rep1 | 1.22 | 199.8 | 7.71 {DS} |\n"
         f"| rep2 | 1.69 | 190.7 | 10.20 {DS} |\n"
         f"| pooled | 1.45 | 159.2 | 7.23 {DS} |", V, "table"),
        (f"Here is a quick summary of the signal tracks in the view.\n\n"
         f"| Track | Mean | Max | SD |\n|---|---|---|---|\n"
         f"| rep1 | 1.22 | 199.8 | 7.71 {DS} |\n"
         f"| rep2 | 1.69 | 190.7 | 10.20 {DS} |\n"
         f"| pooled | 1.45 | 870.1 | 7.23 {DS} |", U, "table"),
        # A3: notebook ---------------------------------------------------------------------------------
        (a3, V, "supported", 0),
        (a3b, U, "other-entity", 2),
        # A4-A6: scope ----------------------------------------------------------------------------------
        (f"Genome-wide on chr19 the first replicate averages roughly 0.87 {SC}, but inside the 200-kb view "
         f"that rises to about 1.2 {SV} — so this window is somewhat enriched relative to the chromosome "
         f"background.", V, "multi-record"),
        (f"Across the whole of chr19, replicate 1 averages about 1.2 {SC}{SV}, well above its 0.87 in the "
         f"current view.", U, "scope"),
        (f"Within chr19:1,000,000-1,200,000 the rep2 track tops out at 1,667.9 {SC}.", U, "scope"),
        (f"Chromosome-wide, rep2 never exceeds ~191 {SV}.", U, "scope"),
        # A7: peak calling -------------------------------------------------------------------------------
        (a7, P, "qualitative", 0),
        (a7, V, "multi", 2),
        (a7, V, "arithmetic", 3),
        (a7b, U, "arithmetic", -1),
        # A8: threshold caller ---------------------------------------------------------------------------
        (f"For replicate 2 I used an absolute cutoff of 20 with a 50-bp minimum width, which gives 48 peaks "
         f"in the view {PT}.", V, "units"),
        (f"For replicate 2 I used an absolute cutoff of 50 with a 20-bp minimum width, which gives 48 peaks "
         f"in the view {PT}.", U, "other-attribute"),
        # A9: describe, numbers as words ----------------------------------------------------------------
        (f"The view holds sixty-four rep1 peaks and sixty-nine rep2 peaks {DS}.", V, "supported"),
        (f"Scores in the rep1 peak set span 21 to 177, whereas rep2's top out at 123 {DS}.", V, "range"),
        (f"Rep2's narrowPeak file contributes seventy-nine peaks to the view {DS}.", U, "wrong-value"),
        # A10: numbered list from quantify ------------------------------------------------------------
        (f"**Top rep1 peaks by mean signal (view)**\n\n"
         f"1. **Peak_22** (chr19:1,102,539-1,102,707) — mean 113.0, narrowPeak score 143 {Q}\n"
         f"2. **Peak_37** (chr19:1,097,875-1,098,013) — mean 95.5, score 115 {Q}\n"
         f"3. **Peak_281** (chr19:1,058,648-1,058,806) — mean 66.7, score 60 {Q}", V, "locus-feature"),
        (f"**Top rep1 peaks by mean signal (view)**\n\n"
         f"1. **Peak_22** (chr19:1,102,539-1,102,707) — mean 113.0, narrowPeak score 143 {Q}\n"
         f"2. **Peak_37** (chr19:1,097,875-1,098,013) — mean 95.5, score 115 {Q}\n"
         f"3. **Peak_281** (chr19:1,058,648-1,058,806) — mean 60, score 67 {Q}", U, "other-attribute"),
        # A11/A12: feature loci ---------------------------------------------------------------------------
        (f"The strongest peak, Peak_22, sits at chr19:1,102,539-1,102,707 {Q}.", V, "locus-feature"),
        (f"The strongest peak, Peak_22, sits at chr19:1,097,875-1,098,013 {Q}.", U, "locus-feature"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) is the only top-five peak inside the 10-kb window "
         f"chr19:1,050,000-1,060,000 {Q}{SW}.", V, "locus-subregion"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) also falls within the 10-kb window analysed above "
         f"(chr19:1,050,000-1,060,000) {Q}{SW}.", U, "locus-disjoint"),
        # A13: window -------------------------------------------------------------------------------------
        (a13, V, "pronoun", 1),
        (a13b, U, "other-entity", 1),
        (f"Zooming into chr19:1,050,000-1,060,000, replicate 1 is represented by sixteen intervals and "
         f"replicate 2 by twelve {SW}.", V, "multi"),
        # A14: correlation --------------------------------------------------------------------------------
        (a14, V, "multi", 0),
        (a14, V, "units", 1),
        (a14, P, "qualitative", 2),
        (f"Within the view, replicate 1 and replicate 2 correlate closely (r = 0.80 at 1-kb "
         f"resolution) {CV}.", U, "other-entity"),
        (f"Within the view, replicate 1 tracks the pooled track with a Spearman coefficient of 0.80 {CV}.",
         U, "other-attribute"),
        # A15/A16: matrix -----------------------------------------------------------------------------
        (f"| Pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1 – rep2 | 0.62 | 0.59 {M} |\n"
         f"| rep1 – pooled | 0.90 | 0.85 {M} |\n"
         f"| rep2 – pooled | 0.90 | 0.90 {M} |", V, "matrix"),
        (f"| Pair | Pearson | Spearman |\n|---|---|---|\n"
         f"| rep1 – rep2 | 0.62 | 0.59 {M} |\n"
         f"| rep2 – pooled | 0.90 | 0.90 {M} |\n"
         f"| rep1 – pooled | 0.90 | 0.90 {M} |", U, "matrix"),
        (f"By rank correlation, replicate 2 agrees with the pooled track slightly better than replicate 1 "
         f"does (0.90 vs 0.85) {M}.", V, "comparison"),
        (f"By Pearson, replicate 1 is the closer match to pooled (0.898 vs 0.899 for replicate 2) {M}.",
         U, "comparison"),
        (f"In the view, rep1 and pooled correlate at r = 0.90 {CV}{M}.", U, "scope"),
        # A17: H1 bullets -------------------------------------------------------------------------------
        (f"**H1 window (hg19 chr6:31,130,000-31,150,000)**\n\n"
         f"- **Oct4:** sparse — only 344 bp covered (1.7% of the 20-kb window), mean 0.49 {HS}\n"
         f"- **H3K27ac:** broad, 73.8% covered, mean 12.8, max 74.5 {HS}\n"
         f"- **H3K4me3:** 65.7% covered, mean 11.4, max 72.4 {HS}", V, "percent"),
        (f"**H1 window (hg19 chr6:31,130,000-31,150,000)**\n\n"
         f"- **Oct4:** sparse — only 344 bp covered (1.7% of the 20-kb window), mean 0.49 {HS}\n"
         f"- **H3K27ac:** broad, 73.8% covered, mean 12.8, max 74.5 {HS}\n"
         f"- **H3K4me3:** 0.66% covered, mean 11.4, max 72.4 {HS}", U, "percent"),
        (f"Oct4 signal covers just 17% of the H1 window {HS}.", U, "percent"),
        (f"H3K4me3 has the highest maximum of the three marks here (72.4 vs 74.5 for H3K27ac) {HS}.",
         U, "comparison"),
        (f"H3K4me3 is the more variable of the two histone marks (SD 15.8 vs 13.6 for H3K27ac) {HS}.",
         V, "comparison"),
        # A18: H1 correlation -------------------------------------------------------------------------
        (a18, V, "arithmetic", 1),
        (f"Note that only 9 of the 200 1-kb bins had signal in both Oct4 and H3K27ac {HC}.", U, "wrong-unit"),
        # A19: H1 peaks and the Oct4 asset --------------------------------------------------------------
        (f"Calling Oct4 peaks at z ≥ 2 (cutoff ≈ 1.01) returned just two peaks in the window {HP}.",
         V, "hedged"),
        (f"Calling Oct4 peaks at z ≥ 2 returned just two peaks, using a cutoff of about 1.38 {HP}.",
         U, "other-attribute"),
        (f"The imported Oct4 file lists two peaks — peak2363 at chr6:31,139,576-31,140,109 (score 41) and "
         f"peak2364 at chr6:31,140,574-31,141,112 (score 93) {AP}.", V, "preview"),
        (f"The imported Oct4 file lists two peaks — peak2363 at chr6:31,139,576-31,140,109 (score 93) and "
         f"peak2364 at chr6:31,140,574-31,141,112 {AP}.", U, "preview"),
        (f"The imported Oct4 file lists peak2363 and peak2364 {AP}. Both lie inside the H1 view, "
         f"chr6:31,130,000-31,150,000 {AP}{HN}.", V, "locus-subregion", 1),
        # A20: gene ---------------------------------------------------------------------------------------
        (f"MYC maps to chr8:127,735,433-127,742,951 on the plus strand — a single annotated transcript "
         f"spanning roughly 7.5 kb {G}.", V, "units"),
        (f"MYC maps to chr8:127,735,433-127,742,951, a single transcript spanning about 75 kb {G}.",
         U, "wrong-scale"),
        (f"MYC (chr8:127,735,433-127,742,951) lies well outside the current view, chr19:1,000,000-1,200,000 "
         f"{G}{NAV}.", V, "locus-disjoint"),
        # A21: search bullets --------------------------------------------------------------------------
        (f"**ENCODE search: K562 H3K27ac (GRCh38, bigWig)**\n\n"
         f"- The strict query matched 20 files on the portal and I ranked the top 10, with no relaxations "
         f"needed {S}\n"
         f"- **Top pick:** ENCFF381NDD, the pooled fold-change track for replicates 1, 2 and 3 from "
         f"ENCSR000AKP {F[1]}\n"
         f"- **Single-replicate alternatives:** ENCFF177JXC (replicate 1) and ENCFF289IVJ (replicate 2) "
         f"{F[4]}{F[5]}", V, "accession-role"),
        (f"**ENCODE search: K562 H3K27ac (GRCh38, bigWig)**\n\n"
         f"- The strict query matched 20 files on the portal and I ranked the top 10, with no relaxations "
         f"needed {S}\n"
         f"- **Top pick:** ENCFF381NDD, the pooled fold-change track for replicates 1, 2 and 3 from "
         f"ENCSR000AKP {F[1]}\n"
         f"- **Single-replicate alternatives:** ENCFF177JXC (replicate 2) and ENCFF289IVJ (replicate 1) "
         f"{F[4]}{F[5]}", U, "accession-role"),
        (f"ENCFF938DNH is the replicate 3 fold-change file from experiment ENCSR000AKQ {F[8]}.",
         U, "accession"),
        (f"ENCFF381NDD ranks first with a score of 1,165, while single-replicate files such as ENCFF814HWX "
         f"score 1,161 {F[1]}{F[7]}.", V, "multi-record"),
        # L4 ---------------------------------------------------------------------------------------------
        (l4, V, "accession-role", 2),
        (l4b, U, "accession-role", 1),
        # A22: words and hedges, chromosome ---------------------------------------------------------------
        (f"Replicate 1's chromosome-wide signal sums to roughly fifty-one million {SC}.", V, "scale"),
        (f"Across chr19 the pooled track is split into some 151 thousand intervals — roughly twice as many as "
         f"either replicate (about 77.6 thousand for rep1 and 77.2 thousand for rep2) {SC}.", V, "hedged"),
        (f"Across chr19 the pooled track is split into some 151 thousand intervals — roughly twice as many as "
         f"either replicate (about 77.2 thousand for rep1 and 77.6 thousand for rep2) {SC}.", U, "other-entity"),
        (f"Replicate 1's signal over chr19 adds up to about 51.2 million {SC}.", U, "other-entity"),
        # A23: percent of the chromosome ----------------------------------------------------------------
        (f"All three tracks cover 99.98% of chr19 (about 58.6 Mb of 58.6 Mb) {SC}.", V, "percent"),
        (f"Coverage is essentially complete — only about 10 kb of chr19 lacks a rep1 value {SC}.",
         V, "arithmetic"),
        (f"Replicate 1 covers 99.99% of the chromosome {SC}.", U, "percent"),
        # A24/A25: unknown tokens, wrong record ---------------------------------------------------------
        (f"Replicate 2 averages 1.69 in the view {FAKE1}.", U, "unknown-token"),
        (f"The replicates agree well here {FAKE2}.", U, "unknown-token"),
        (f"Peak_22's mean signal of 113.0 is the highest in the view {PG}.", U, "wrong-record"),
        (f"The gap-merged z-score call on rep1 found 38 peaks in the view {PT}.", U, "wrong-record"),
        # A26: N / X / P ----------------------------------------------------------------------------------
        (f"The pooled track looks like a smoothed average of the replicates {DS}.", N, "qualitative"),
        (f"Signal in this window is dominated by a handful of sharp peaks {SW}.", N, "qualitative"),
        (f"This z-score caller is a simple threshold, not a model-based caller like MACS2 {PG}.",
         N, "qualitative"),
        (f"The merged calls were made on the first replicate ({ids['rep1']}) {PG}.", N, "ids"),
        ("rep1 averages 1.22 across the view.", X, "uncited"),
        ("MYC spans about 7.5 kb on chr8.", X, "uncited"),
        (f"Replicate 1 averages 1.22 in the view {SV}. That is about 40% higher than its chromosome-wide "
         f"mean of 0.87. Let me know if you want the same breakdown for replicate 2.", X, "uncited", 1),
        (f"Replicate 1 averages 1.22 in the view {SV}. That is about 40% higher than its chromosome-wide "
         f"mean of 0.87. Let me know if you want the same breakdown for replicate 2.", P, "qualitative", 2),
        ("I'd treat these correlations with some caution.", P, "qualitative"),
        ("Happy to rerun any of these with a different threshold or merge gap.", P, "qualitative"),
        (f"Both replicates show the same overall shape across the view — the sharp peaks line up {SV}.",
         N, "qualitative"),
        (f"The H3K27ac and H3K4me3 profiles look broadly similar in the H1 window {HS}.", N, "qualitative"),
        (f"MYC is a textbook oncogene, and nothing about its annotation looks unusual {G}.", N, "qualitative"),
        ("The pooled track's chromosome-wide maximum is about 870.", X, "uncited"),
        ("Peak_22 (chr19:1,102,539-1,102,707) is the top-ranked rep1 peak by mean signal.", X, "uncited"),
        # L1: multi-paragraph -------------------------------------------------------------------------
        (l1, P, "qualitative", 0),
        (l1, V, "arithmetic", 2),
        (l1, V, "multi-record", 3),
        (l1b, U, "arithmetic", 1),
        # L2: bullets then prose ----------------------------------------------------------------------
        (f"**Key numbers for replicate 1 (chr19)**\n"
         f"- **Peaks (z ≥ 2):** 7,688 {PC}\n"
         f"- **Threshold:** ~18.9 fold-change {PC}\n"
         f"- **Mean / SD used:** 0.870 / 9.02 {PC}\n\n"
         f"In other words, the caller flagged every interval more than two standard deviations above a "
         f"chromosome mean of 0.87 {PC}.", V, "supported"),
        (f"**Key numbers for replicate 1 (chr19)**\n"
         f"- **Peaks (z ≥ 2):** 7,688 {PC}\n"
         f"- **Threshold:** ~18.9 fold-change {PC}\n\n"
         f"In other words, the caller flagged every interval more than two standard deviations above a "
         f"chromosome mean of 1.22 {PC}.", U, "scope"),
        (f"Genome-wide, the z ≥ 2 caller on replicate 1 returned nearly 7,700 peaks {PC}.", V, "hedged"),
        # L3: H1 hedged ---------------------------------------------------------------------------------
        (l3, V, "percent", 0),
        (l3, V, "pronoun", 2),
        (l3b, U, "pronoun", 1),
        # pronouns / respectively -----------------------------------------------------------------------
        (f"Replicates 1 and 2 are both fully covered in the view {SV}. Their means are 1.22 and 1.69 "
         f"respectively {SV}.", V, "respectively", 1),
        (f"Replicates 1 and 2 are both fully covered in the view {SV}. Their means are 1.69 and 1.22 "
         f"respectively {SV}.", U, "respectively", 1),
        (f"Replicate 2 peaks at 190.7 in the view {SV}. Its standard deviation there is 10.2 {SV}.",
         V, "pronoun", 1),
        (f"Replicate 2 peaks at 190.7 in the view {SV}. Its standard deviation there is 7.71 {SV}.",
         U, "pronoun", 1),
        (f"The merged call on rep1 used a 1-kb gap {PG}. It produced 38 peaks from 65 raw fragments {PG}.",
         V, "pronoun", 1),
        (f"The merged call on rep1 used a 1-kb gap {PG}. It produced 65 peaks from 38 raw fragments {PG}.",
         U, "pronoun", 1),
        (f"Of the two replicates, rep1 and rep2, the former has the larger chromosome-wide maximum "
         f"(1,820 vs 1,668) {SC}.", V, "comparison"),
        # window vs view, arithmetic ------------------------------------------------------------------
        (f"Replicate 1's mean in the 10-kb window (2.76) is more than double its view-wide mean (1.22) "
         f"{SW}{SV}.", V, "comparison"),
        (f"Replicate 2's mean in the 10-kb window (2.30) is more than double its view-wide mean (1.69) "
         f"{SW}{SV}.", U, "comparison"),
        (f"In the view, rep2's mean exceeds rep1's by 0.46 {SV}.", V, "arithmetic"),
        (f"Replicate 2's mean over the view is about 38% higher than replicate 1's {SV}.", V, "percent"),
        (f"Replicate 2's mean over the view is about 28% higher than replicate 1's {SV}.", U, "percent"),
        (f"Replicate 1 reaches ~200 in the view, roughly nine-fold below its chromosome-wide maximum of "
         f"~1,800 {SV}{SC}.", V, "arithmetic"),
        (f"In the view the pooled track sits between the replicates (mean 1.45 vs 1.22 and 1.69) and has a "
         f"lower maximum than either, 159.2 {DS}.", V, "comparison"),
        # scale / units / other attribute / rounding ---------------------------------------------------
        (f"The window you're looking at — chr19:1,000,000-1,200,000 — is a fifth of a megabase wide {NAV}.",
         V, "scale"),
        (f"The view (chr19:1,000,000-1,200,000) is 200 Mb wide {NAV}.", U, "wrong-scale"),
        (f"The view is chr19:1,000,000-1,250,000 {NAV}.", U, "locus-exact"),
        (f"Replicate 1 has 256 peaks in the view {SV}.", U, "other-attribute"),
        (f"Replicate 1's SD over the view is 7.70 {SV}.", U, "wrong-value"),
        (f"Replicate 2's mean over the view is 1.0 {SV}.", U, "rounding-coincidence"),
        # bedGraph asset --------------------------------------------------------------------------------
        (f"In the ENCFF754TJH.wig preview the highest value is 20.12, at chr9:35,727,163-35,727,165 {AG}.",
         V, "preview"),
        (f"The lowest value in the ENCFF754TJH.wig preview is 7.45 {AG}.", U, "preview"),
        # multi-record count sentences ----------------------------------------------------------------
        (f"Rep1 has 64 narrowPeak peaks in the view {DS}, all 64 of which I quantified {Q}, and the z-score "
         f"caller found 38 after merging {PG}.", V, "multi-record"),
        (f"Rep1 has 64 narrowPeak peaks in the view {DS}, all 64 of which I quantified {Q}, and the z-score "
         f"caller found 48 after merging {PG}{PT}.", U, "multi-record"),
        (f"Quantified means across the top five peaks range from 55.5 (Peak_1939) to 113.0 (Peak_22) {Q}.",
         V, "range"),
        (f"Peak_1397 and Peak_1939 are both only 95 bp wide {Q}.", V, "arithmetic"),
        (f"At the chromosome level, rep1 and rep2 correlate with r = 0.62 across 500 bins {CC}; in the view, "
         f"rep1 versus pooled gives 0.80 over 200 bins {CV}.", V, "multi-record"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
