"""Blind batch s11a, written by a helper session on 2026-12-02, labelled by hand against the records dump
before any checker run. Focus: a postdoc's follow-up questions in a long chat session -- answers that refer
back to earlier results ("as before", "the same track", "that peak"), multi-sentence answers with pronouns
("its", "their", "the latter"), ranks and orderings said in words ("came out on top", "the runner-up", "last of
the ten", "second-highest"), counts inside hyphenated compounds ("3-track matrix", "10-file search", "200-kb
view"), hedges applied to a list, comparisons and differences between two stated values (in one sentence and
across two sentences of one answer), byte and line counts from the asset previews, and percentages. Style:
mostly Claude-style prose with em dashes and parentheses, mixed with a few GPT-style bold bullets.

First run of the checker on it (never relabelled; checker at b7c1f15, written while that session changed the
checker, so its focus overlaps the classes being worked on): 125 sentences, agreement 0.872, "unsupported"
precision 0.828, recall 0.906. The two s11 batches together (252): 0.901 / 0.879 / 0.913."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"
PREFIX = "s11a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    rows = [
        # ---- chr19, whole chromosome (stats_chr) ----
        (f"Sure — across all of chr19 the three tracks averaged roughly 0.87, 0.87 and 0.87 (rep1, rep2 and "
         f"pooled), so on the mean they are essentially indistinguishable {T('stats_chr')}.", V, "hedged"),
        (f"Chromosome-wide the means were roughly 0.87 and 0.88 for rep1 and rep2, respectively {T('stats_chr')}.",
         U, "hedged"),
        (f"On chr19 the means were 0.870 for rep1 and 0.874 for rep2 — a gap of only about 0.004 "
         f"{T('stats_chr')}.", V, "arithmetic"),
        (f"Rep2's chromosome-wide mean (0.874) edges out rep1's (0.870) by roughly 0.04 {T('stats_chr')}.",
         U, "arithmetic"),
        (f"Rep1 topped out at 1,820 on chr19 {T('stats_chr')}. That is about 152 above rep2's maximum of "
         f"1,668 {T('stats_chr')}.", V, "arithmetic", 1),
        (f"Rep1 topped out at 1,820 on chr19 {T('stats_chr')}. That is roughly 250 above rep2's maximum "
         f"{T('stats_chr')}.", U, "arithmetic", 1),
        (f"Coverage is essentially complete — 99.98% of chr19's 58,617,616 bp for every track "
         f"{T('stats_chr')}.", V, "percent"),
        (f"Rep1 covered 99.8% of chr19 {T('stats_chr')}.", U, "percent"),
        (f"The pooled track is built from far more intervals — 151,029 on chr19, roughly double rep1's 77,569 "
         f"{T('stats_chr')}.", V, "comparison"),
        (f"On chr19, rep2 is made up of 77,569 intervals {T('stats_chr')}.", U, "other-entity"),
        (f"Standard deviations across chr19 were roughly 9.0, 8.6 and 6.5 for rep1, rep2 and pooled, "
         f"respectively {T('stats_chr')}.", V, "respectively"),
        (f"The pooled track averaged 0.872 over the chromosome {T('stats_chr')}. Its standard deviation was "
         f"9.02 {T('stats_chr')}.", U, "pronoun", 1),
        (f"Rep2's summed chr19 signal is about 51.2 million — roughly 0.2 million more than rep1's "
         f"{T('stats_chr')}.", V, "arithmetic"),
        (f"Rep1 averaged 0.871 across chr19 {T('stats_chr')}.", U, "rounded"),
        # ---- the 200-kb view (stats_view, describe) ----
        (f"Zooming into the 200-kb view (chr19:1,000,000-1,200,000), rep2 averaged 1.69 against rep1's 1.22 "
         f"{T('stats_view')}.", V, "supported"),
        (f"In that same 200-kb view, rep2 sits about 38% above rep1 on mean signal {T('stats_view')}.", V,
         "percent"),
        (f"So the ordering flips relative to chr19 — in the view, rep1 has the higher mean "
         f"{T('stats_view')}.", U, "comparison"),
        (f"Of the three signal tracks in view, rep2 came out on top for mean signal (1.69), pooled was the "
         f"runner-up (1.45) and rep1 came last (1.22) {T('describe')}.", V, "comparison"),
        (f"The pooled track was the runner-up on maximum in the viewport, at 159.2 {T('describe')}.", U,
         "comparison"),
        (f"Rep2 had the second-highest viewport maximum — 190.7 — just behind rep1 {T('describe')}.", V,
         "comparison"),
        (f"In the view, rep1 peaked at 199.8 {T('stats_chr')}.", U, "wrong-record"),
        (f"Within the 200-kb view rep1 reached 1,820.2 {T('stats_view')}.", U, "scope"),
        (f"In the view rep1 is represented by 256 intervals and rep2 by 279, so 23 more for rep2 "
         f"{T('stats_view')}.", V, "arithmetic"),
        (f"- **rep1 (view):** mean 1.22, max 199.8, 256 intervals {T('stats_view')}", V, "multi"),
        (f"- **rep2 (view):** mean 1.69, max 190.7, 297 intervals {T('stats_view')}", U, "wrong-value"),
        (f"Rep2 is the noisier replicate in the view {T('stats_view')}. Its sd there is 10.2, versus 7.7 for "
         f"rep1 {T('stats_view')}.", V, "pronoun", 1),
        (f"Rep2's summed signal in the view is about 92,600 higher than rep1's {T('stats_view')}.", V,
         "arithmetic"),
        (f"Rep1's summed view signal (about 245 thousand) is roughly 1.4 times rep2's {T('stats_view')}.", U,
         "comparison"),
        (f"Rep1 and rep2 averaged 1.69 and 1.22 in the view, respectively {T('stats_view')}.", U, "respectively"),
        (f"Rep1 reached 199.8 in the view {T('stats_view')}. Rep2 came in just below that, at 190.7 "
         f"{T('stats_view')}.", V, "comparison", 1),
        (f"Rep1 reached 199.8 in the view {T('stats_view')}. Rep2 came in slightly above that, at 201.3 "
         f"{T('stats_view')}.", U, "comparison", 1),
        (f"Track {ids['rep1']} (rep1) has an sd of 7.71 over the view {T('stats_view')}.", V, "ids"),
        (f"For rep2 in the view, the absolute-threshold call gave 48 peaks {T('peaks_thr')}. The same track's "
         f"viewport maximum was 190.7 {T('stats_view')}.", V, "pronoun", 1),
        (f"For rep2 in the view, the absolute-threshold call gave 48 peaks {T('peaks_thr')}. The same track's "
         f"viewport maximum was 199.8 {T('stats_view')}.", U, "pronoun", 1),
        # ---- the 10-kb window (stats_win) ----
        (f"For the 10-kb window chr19:1,050,000-1,060,000, rep1 averaged 2.76 and rep2 2.30 "
         f"{T('stats_win')}.", V, "supported"),
        (f"In the 10-kb window the order reverses relative to the full view — rep1 is now higher, by about 0.46 "
         f"{T('stats_win')} {T('stats_view')}.", V, "multi-record"),
        (f"Rep1 and rep2 reached 111.0 and 76.3 in the 10-kb window {T('stats_win')}. The latter also had the "
         f"lower mean, 2.30 {T('stats_win')}.", V, "pronoun", 1),
        (f"Rep1 and rep2 reached 111.0 and 76.3 in the 10-kb window {T('stats_win')}. The former also had the "
         f"lower mean, 2.76 {T('stats_win')}.", U, "pronoun", 1),
        (f"Rep2 averaged 2.30 across chr19:1,050,000-1,065,000 {T('stats_win')}.", U, "locus-exact"),
        (f"Same track, same window as before. Rep1's standard deviation there was 12.1 {T('stats_win')}.", V,
         "pronoun", 1),
        (f"Rep1 averaged 2.76 over the 5-kb window {T('stats_win')}.", U, "scope"),
        (f"Peak_281 (chr19:1,058,648-1,058,806) lies inside that 10-kb window, which likely drives rep1's "
         f"higher maximum there {T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_37 also falls inside the chr19:1,050,000-1,060,000 window {T('quant')}.", U, "locus-disjoint"),
        # ---- peak calls ----
        (f"The chr19 cutoff for rep1 is just its mean plus two sd — 0.870 + 2 × 9.02 ≈ 18.9 {T('peaks_chr')}.",
         V, "arithmetic"),
        (f"With the 1-kb merge gap in the view, rep1's 65 fragments collapsed into 38 peaks {T('peaks_gap')}. "
         f"Merging removed 27 of them — about 42% fewer peaks than fragments {T('peaks_gap')}.", V,
         "arithmetic", 1),
        (f"With the 1-kb merge gap in the view, rep1's 65 fragments collapsed into 38 peaks {T('peaks_gap')}. "
         f"Merging removed 29 of them {T('peaks_gap')}.", U, "arithmetic", 1),
        (f"For rep1's gap-merged call in the view the cutoff was 16.6 — lower than the chr19 cutoff, because "
         f"the local sd is smaller {T('peaks_gap')} {T('peaks_chr')}.", V, "multi-record"),
        (f"The merge-gap call in the view used a cutoff of 18.9 {T('peaks_gap')}.", U, "scope"),
        (f"Rep2's 48-peak threshold call found 10 more peaks than the 38 from rep1's gap-merged run "
         f"{T('peaks_thr')} {T('peaks_gap')}.", V, "comparison"),
        (f"Rep2's threshold run merged fragments within 1 kb of each other {T('peaks_thr')}.", U,
         "other-attribute"),
        (f"Rep2's absolute-threshold call found 48 peaks in the view {T('peaks_gap')}.", U, "wrong-record"),
        (f"The Oct4 cutoff is roughly the Oct4 mean plus two sd (0.49 + 2 × 0.26 ≈ 1.0) {T('h1_peaks')}.", V,
         "arithmetic"),
        # ---- quantification at rep1 peaks ----
        (f"Quantifying rep1 at its own peaks in the view gave a 64-row table, and Peak_22 came out on top "
         f"with a mean of 113.0 {T('quant')}.", V, "supported"),
        (f"The runner-up was Peak_37 at chr19:1,097,875-1,098,013, averaging 95.5 {T('quant')}.", V,
         "locus-feature"),
        (f"The third-ranked peak was Peak_1397, averaging 61.6 {T('quant')}.", U, "wrong-value"),
        (f"The top-ranked feature was Peak_22 {T('quant')}. That peak spans chr19:1,102,539-1,102,707, a "
         f"168-bp interval {T('quant')}.", V, "pronoun", 1),
        (f"Peak_22 topped the quantification at 113.0 {T('quant')}. It is also the widest of the top five "
         f"{T('quant')}.", V, "comparison", 1),
        (f"The runner-up was Peak_37 {T('quant')}. That peak averaged 113.0 in rep1 {T('quant')}.", U,
         "pronoun", 1),
        (f"Peak_281 averaged 60 in rep1 {T('quant')}.", U, "other-attribute"),
        (f"Peak_22's mean of 113.0 is about 17.5 above Peak_37's {T('quant')}.", V, "arithmetic"),
        (f"The top peak's mean is roughly twice that of the fifth-ranked one, Peak_1939 {T('quant')}.", V,
         "arithmetic"),
        (f"Peak_1939 (chr19:1,010,458-1,010,553) averaged 55.5 — the second-highest of the five "
         f"{T('quant')}.", U, "comparison"),
        (f"Peak_281 is located at chr19:1,058,648-1,058,860 {T('quant')}.", U, "locus-feature"),
        (f"The 60-row quantification table lists one row per rep1 peak in view {T('quant')}.", U, "wrong-value"),
        (f"The quantification has 64 rows — matching the 64 rep1 peaks the viewport description lists "
         f"{T('quant')} {T('describe')}.", V, "multi-record"),
        (f"Rep2's narrowPeak file has 69 peaks in the view, five more than rep1's 64 {T('describe')}.", V,
         "arithmetic"),
        (f"The best-scoring rep2 peak in the view scores 177 {T('describe')}.", U, "other-entity"),
        # ---- correlations ----
        (f"Across chr19 — 500 bins of 117,236 bp — rep1 and rep2 correlate at r = 0.62 {T('corr_chr')}. "
         f"Their Spearman is a little lower, about 0.59 {T('corr_chr')}.", V, "pronoun", 1),
        (f"The rep1–rep2 Pearson r across chr19 was 0.59 {T('corr_chr')}.", U, "other-attribute"),
        (f"The chr19 bins were 117,236 kb wide {T('corr_chr')}.", U, "wrong-unit"),
        (f"In the 3-track matrix, rep2 versus pooled came out on top (0.899), with rep1 versus pooled a "
         f"hair behind (0.898) {T('matrix')}.", V, "matrix"),
        (f"By Spearman, rep2–pooled is highest at 0.90, rep1–pooled is second at 0.85, and rep1–rep2 is last "
         f"at 0.59 {T('matrix')}.", V, "matrix"),
        (f"By Spearman, the rep1–pooled pair leads the matrix at 0.90 {T('matrix')}.", U, "matrix"),
        (f"That 4-track matrix shows both replicates correlating above 0.85 with pooled {T('matrix')}.", U,
         "matrix"),
        (f"**Weakest pair:** rep1 vs rep2, Spearman 0.62 {T('matrix')}", U, "other-attribute"),
        (f"In the view, rep1 versus pooled gave r = 0.80 over 200 bins of 1 kb {T('corr_view')}. That is well "
         f"up from the 0.62 we saw for rep1 versus rep2 across chr19 — a difference of about 0.19 "
         f"{T('corr_view')} {T('corr_chr')}.", V, "arithmetic", 1),
        (f"The viewport correlation between rep1 and rep2 was r = 0.80 {T('corr_view')}.", U, "other-entity"),
        (f"Interestingly, the viewport rep1–pooled r (0.80) is lower than the chromosome-wide rep1–pooled "
         f"value from the matrix (0.90) {T('corr_view')} {T('matrix')}.", V, "comparison"),
        (f"Oct4 versus H3K27ac used 100-bp bins and reached r = 0.46 {T('h1_corr')}.", U, "other-attribute"),
        (f"Only 9 bins were shared by Oct4 and H3K27ac {T('h1_corr')}. That is 4.5% of the 200 bins in the "
         f"window {T('h1_corr')}.", V, "percent", 1),
        # ---- MYC ----
        (f"MYC sits at chr8:127,735,433-127,742,951 on the plus strand {T('gene')}. It spans about 7.5 kb and "
         f"has a single annotated transcript {T('gene')}.", V, "pronoun", 1),
        (f"MYC is roughly 75 kb long {T('gene')}.", U, "wrong-scale"),
        (f"MYC is nowhere near the current view — it lies on chr8 at about 127.7 Mb, not chr19 {T('gene')} "
         f"{T('nav')}.", V, "locus-disjoint"),
        # ---- assets ----
        (f"The Oct4 narrowPeak asset is tiny — a 102-byte file with two lines {T('asset_peaks')}.", V,
         "preview"),
        (f"The Oct4 file has two peaks {T('asset_peaks')}. Its first row is peak2363 at "
         f"chr6:31,139,576-31,140,109, with a score of 41 {T('asset_peaks')}.", V, "preview", 1),
        (f"In that file, peak2364 scores 41 {T('asset_peaks')}.", U, "preview"),
        (f"The bedGraph asset ENCFF754TJH.wig is 80,997 bytes (~81 kB); the preview shows its first 40 lines "
         f"and is truncated {T('asset_graph')}.", V, "preview"),
        (f"The preview read 49,152 bytes — about 61% of the file {T('asset_graph')}.", V, "percent"),
        (f"The bedGraph preview read all 80,997 bytes of the file {T('asset_graph')}.", U, "preview"),
        (f"The highest value in the 40-line preview is 20.12, on its last row {T('asset_graph')}.", V,
         "preview"),
        (f"The bedGraph preview runs to 41 lines {T('asset_graph')}.", U, "preview"),
        # ---- ENCODE search ----
        (f"The 10-file search for K562 H3K27ac needed no relaxations — all 10 came from the strict query, out "
         f"of 20 matching files {T('search')}.", V, "supported"),
        (f"ENCFF381NDD came out on top (score 1,165), pooling replicates 1, 2 and 3 from ENCSR000AKP "
         f"{T('file_1')}.", V, "accession-role"),
        (f"**Runner-up:** ENCFF779QTH, score 1,165, pooled replicates 1 and 2 {T('file_2')}", V,
         "accession-role"),
        (f"ENCFF977KGH was last of the ten — a single-replicate file (replicate 1) scored 1,161 "
         f"{T('file_10')}.", V, "accession-role"),
        (f"ENCFF938DNH was last of the ten {T('search')}.", U, "accession"),
        (f"ENCFF177JXC, ranked fourth, is biological replicate 2 {T('file_4')}.", U, "accession-role"),
        (f"ENCFF745TSK comes from experiment ENCSR000AKQ {T('file_6')}.", U, "accession"),
        (f"Seventh in the list was ENCFF814HWX, a replicate-1 file {T('file_7')}.", V, "accession-role"),
        (f"The portal returned 200 matching files for that query {T('search')}.", U, "ids"),
        # ---- H1 POU5F1 window ----
        (f"H3K27ac came out on top for mean signal, H3K4me3 was the runner-up, and Oct4 was last "
         f"{T('h1_stats')}.", V, "comparison"),
        (f"H3K4me3 had the highest maximum of the three marks, 74.5 {T('h1_stats')}.", U, "comparison"),
        (f"H3K27ac covers about 74% of the window, H3K4me3 about 66%, and Oct4 under 2% {T('h1_stats')}.", V,
         "percent"),
        (f"Oct4 covered 17% of the window {T('h1_stats')}.", U, "percent"),
        (f"H3K4me3 edges out H3K27ac on mean signal, 12.8 versus 11.4 {T('h1_stats')}.", U, "comparison"),
        # ---- navigation ----
        (f"The view is chr19:1.0-1.2 Mb {T('nav')}.", V, "locus-exact"),
        (f"The current view is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        (f"The 100-kb view you asked about is the one we have open {T('nav')}.", U, "scope"),
        # ---- qualitative / timestamps / uncited / plain / unknown tokens ----
        (f"That is a reassuringly clean result for a ChIP replicate pair {T('corr_chr')}.", N, "qualitative"),
        (f"As before, the signal is concentrated in a handful of sharp peaks {T('quant')}.", N, "qualitative"),
        (f"Pooling clearly behaves the way you would hope — it sits close to both replicates {T('matrix')}.", N,
         "qualitative"),
        (f"The MYC coordinates come from the GENCODE annotation {T('gene')}.", N, "qualitative"),
        (f"The search ran on 2026-12-02 at 03:08 UTC {T('search')}.", N, "timestamp"),
        (f"Those Oct4 peaks line up nicely with the H3K27ac signal in the window {T('asset_peaks')}.", N,
         "qualitative"),
        ("As before, rep1 averaged about 0.87 across chr19.", X, "uncited"),
        ("That peak — Peak_22 — sits at chr19:1,102,539-1,102,707.", X, "uncited"),
        (f"Rep2's view mean is 1.69 {T('stats_view')}. That works out to roughly a 1.4-fold difference "
         f"from rep1.", X, "uncited", 1),
        ("ENCFF381NDD is the one I would load first.", X, "uncited"),
        (f"The runner-up was ENCFF779QTH. It pools replicates 1 and 2 {T('file_2')}.", X, "uncited", 0),
        ("**Happy to dig further** — just tell me which track you want next.", P, "plain"),
        ("If you want, I can rerun the peak call with a stricter cutoff.", P, "plain"),
        ("Let me know if you'd like the same breakdown for the pooled track.", P, "plain"),
        ("**Bottom line:** the replicates agree, and pooling behaves as expected.", P, "plain"),
        ("Rep1 averaged 0.870 over chr19 [[cite:cite_made_up_7f3a]].", U, "unknown-token"),
        (f"Rep1 reached 199.8 in the view {T('stats_view')}. Rep2 reached 190.7 there "
         f"[[cite:cite_stats_view_0000dead]].", U, "unknown-token", 1),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
