"""Blind batch s19a, written by a helper session (s19a) on 2026-12-02, labelled by hand against
/tmp/blind12/records.md before any checker run. Focus: answers about the MYC demonstration and the
chr19 replicates written for a teaching notebook, mixing explanation with numbers (each number in a
sentence that also explains what it means), sentences comparing scopes (chromosome vs view vs 10-kb
window) and tracks, and sentences quoting preview rows and ENCODE file records. Style: notebook prose
with em dashes and parentheses, GPT-style bold-label bullets, terse lab-notebook lines, small markdown
tables; realistic slips (off-by-rounding, swapped tracks, the other attribute's value, the chromosome
value quoted for the view, wrong scale or unit, wrong replicate role) for the unsupported rows.

First run of the checker on it (never relabelled; checker at a5e5935, never changed for this batch): 123
sentences, agreement 0.943, "unsupported" precision 0.920, recall 0.939. The two s19 batches together (252):
0.948 / 0.951 / 0.933."""
from __future__ import annotations

from typing import Any

from .common import Item

V, U, N, X, P = "verified", "unsupported", "unverified", "uncited", "plain"

PREFIX = "s19a_"


def items(rec: Any) -> list[Item]:
    T = rec.tok
    ids = rec.extra["ids"]
    h1 = rec.extra["h1_ids"]
    bedfile = rec.d("peaks_chr")["resultFileName"]
    rows = [
        # --- supported -------------------------------------------------------------------------
        (f"rep1's mean of 0.870 on chr19 {T('stats_chr')} — i.e. most bases carry little signal — is "
         f"what you expect from a mark that only decorates active regulatory elements.", V, "supported"),
        (f"In the 200-kb view the pooled track averaged 1.45 {T('describe')}, the number to keep in mind "
         f"when we compare the replicates below.", V, "supported"),
        (f"The chromosome-wide z-score caller used k = 2, which translated into a cutoff of 18.92 fold "
         f"{T('peaks_chr')}.", V, "supported"),
        (f"MYC starts at position 127,735,433 on chr8 {T('gene')} — that is where the demo zooms "
         f"when you type the gene name.", V, "supported"),
        # --- rounded ---------------------------------------------------------------------------
        (f"In the view, rep1's standard deviation rounds to 7.7 {T('stats_view')} — large next to its "
         f"1.2 mean, which is the statistical fingerprint of a spiky track.", V, "rounded"),
        (f"The rep1–rep2 Pearson correlation over chr19 comes out at 0.62 {T('corr_chr')}.", V, "rounded"),
        (f"In the 10-kb window rep1 averaged 2.75 {T('stats_win')}.", U, "rounded"),
        # --- hedged ----------------------------------------------------------------------------
        (f"The chromosome-wide call produced roughly 7,700 peaks {T('peaks_chr')} — far too many to "
         f"inspect by eye, which is why the notebook narrows to a view next.", V, "hedged"),
        (f"rep1 tops out at ~1,800 fold somewhere on chr19 {T('stats_chr')}, an extreme outlier next "
         f"to its mean.", V, "hedged"),
        (f"Across chr19 the two replicates correlate at about 0.7 (Pearson) {T('corr_chr')}.", U, "hedged"),
        # --- units -----------------------------------------------------------------------------
        (f"MYC occupies about 7.5 kb of chr8 {T('gene')}, compact by mammalian standards.", V, "units"),
        (f"For the view correlation the signal was binned at 1 kb {T('corr_view')}, giving 200 bins "
         f"across the region.", V, "units"),
        (f"The imported bedGraph, ENCFF754TJH.wig, is about 81 kB on disk {T('asset_graph')}.", V, "units"),

        # --- scale -----------------------------------------------------------------------------
        (f"Summed over the whole chromosome, rep1's fold change adds up to about 51 million "
         f"{T('stats_chr')} — a big number only because chr19 is long.", V, "scale"),
        (f"The chromosome scope spans 58.6 Mb {T('stats_chr')}.", V, "scale"),
        # --- wrong-value -----------------------------------------------------------------------
        (f"rep1's maximum on chr19 is 1,802.1 {T('stats_chr')}, one isolated spike.", U, "wrong-value"),
        (f"With the 1-kb merge gap, the caller reported 36 peaks in the view {T('peaks_gap')}.",
         U, "wrong-value"),
        (f"MYC ends at 127,742,915 on chr8 {T('gene')}.", U, "wrong-value"),

        # --- other-attribute -------------------------------------------------------------------
        (f"Merging within 1 kb left 65 peaks in the view {T('peaks_gap')}.", U, "other-attribute"),
        (f"Inside the 10-kb window rep1 reached 12.1 {T('stats_win')}.", U, "other-attribute"),
        (f"Peak_22's mean rep1 signal is 143 {T('quant')} — the strongest in the view.", U, "other-attribute"),

        # --- other-entity ----------------------------------------------------------------------
        (f"rep2 reaches 1,820.2 somewhere on chr19 {T('stats_chr')}.", U, "other-entity"),
        (f"In the view the pooled track averages 1.69 {T('describe')}.", U, "other-entity"),
        (f"The second replicate is made of 16 signal intervals in the 10-kb window {T('stats_win')}.",
         U, "other-entity"),
        # --- rounding-coincidence --------------------------------------------------------------
        (f"The Oct4 z-score call kept 1 peak {T('h1_peaks')}.", U, "rounding-coincidence"),
        (f"rep2 is split into 11 signal intervals in the 10-kb window {T('stats_win')}.",
         U, "rounding-coincidence"),
        (f"The Oct4 caller kept 2 peaks at k = 2 {T('h1_peaks')} — two spots clear of a sparse "
         f"background.", V, "rounding-coincidence"),
        # --- timestamp -------------------------------------------------------------------------
        (f"The view was set to chr19:1,000,000-1,200,000 at 2026-12-02T03:49:57Z {T('nav')}.",
         V, "timestamp"),
        (f"That navigation record is stamped 2026-12-02T03:49:57.991Z {T('nav')}.", N, "timestamp"),
        (f"The ENCODE query, retrieved at 2026-12-02T03:49:59Z, came back with 12 candidate files "
         f"{T('search')}.", U, "timestamp"),

        # --- ids -------------------------------------------------------------------------------
        (f"Track `{ids['rep1']}` is the one labelled rep1; its chr19 mean is 0.870 {T('stats_chr')}.",
         V, "ids"),
        (f"`{ids['pooled']}` averages 0.874 over chr19 {T('stats_chr')}.", U, "ids"),
        (f"The peak set written to `{bedfile}` holds 7,688 peaks {T('peaks_chr')}.", V, "ids"),
        (f"Track `{h1['Oct4']}` (Oct4) tops out at 1.38 in the POU5F1 window {T('h1_stats')}.", V, "ids"),
        # --- wrong-scale -----------------------------------------------------------------------
        (f"By contrast, the pooled track sums to about 51 thousand over chr19 {T('stats_chr')}.",
         U, "wrong-scale"),
        (f"The chr19 scope covers 58.6 kb {T('stats_chr')}.", U, "wrong-scale"),

        # --- wrong-unit ------------------------------------------------------------------------
        (f"MYC spans about 7.5 Mb {T('gene')}, so it fills most of a typical browser view.", U, "wrong-unit"),
        (f"ENCFF754TJH.wig weighs in at 81 MB {T('asset_graph')}.", U, "wrong-unit"),

        # --- percent ---------------------------------------------------------------------------
        (f"rep1 has data over 99.98% of chr19 {T('stats_chr')}, so coverage gaps are not a concern.",
         V, "percent"),
        (f"Oct4 signal covers just 1.7% of the POU5F1 window {T('h1_stats')} — a sparse, punctate track.",
         V, "percent"),
        (f"Oct4 covers 17% of the window {T('h1_stats')}.", U, "percent"),
        # --- locus-exact -----------------------------------------------------------------------
        (f"We navigated to chr19:1,000,000-1,200,000 (hg38) {T('nav')}.", V, "locus-exact"),
        (f"MYC is annotated at chr8:127,735,433-127,742,951 {T('gene')}.", V, "locus-exact"),
        (f"The current view is chr19:1,000,000-1,250,000 {T('nav')}.", U, "locus-exact"),
        # --- locus-subregion -------------------------------------------------------------------
        (f"Peak_281 (chr19:1,058,648-1,058,806) falls inside the chr19:1,050,000-1,060,000 window "
         f"{T('quant')} {T('stats_win')}.", V, "locus-subregion"),
        (f"Peak_1939 also lies within the chr19:1,050,000-1,060,000 window {T('quant')} {T('stats_win')}.",
         U, "locus-subregion"),
        (f"MYC lies entirely within chr8:127.7-127.8 Mb {T('gene')}.", V, "locus-subregion"),

        # --- locus-chromosome ------------------------------------------------------------------
        (f"MYC is on chr8 {T('gene')}, so none of our chr19 tracks say anything about it.",
         V, "locus-chromosome"),
        (f"MYC sits on chr19, just upstream of our view {T('gene')}.", U, "locus-chromosome"),
        (f"The bedGraph preview covers a section of chr6 {T('asset_graph')}.", U, "locus-chromosome"),

        # --- locus-disjoint --------------------------------------------------------------------
        (f"The chr19 view does not overlap MYC {T('nav')} {T('gene')} — MYC is on chromosome 8.",
         V, "locus-disjoint"),
        (f"Our chr19:1.0-1.2 Mb view overlaps the MYC locus {T('nav')} {T('gene')}.", U, "locus-disjoint"),
        (f"The two Oct4 peaks do not touch: peak2363 ends at 31,140,109 and peak2364 starts at "
         f"31,140,574 {T('asset_peaks')}.", V, "locus-disjoint"),

        # --- locus-feature ---------------------------------------------------------------------
        (f"Peak_37 spans chr19:1,097,875-1,098,013 {T('quant')}.", V, "locus-feature"),
        (f"Peak_281 is at chr19:1,102,539-1,102,707 {T('quant')}.", U, "locus-feature"),
        (f"The fourth-ranked peak, Peak_1397, covers chr19:1,110,067-1,110,162 {T('quant')} — only 95 bp.",
         V, "locus-feature"),
        # --- preview ---------------------------------------------------------------------------
        (f"The first line of narrowpeak_H1_Oct4.bed is peak2363 at chr6:31,139,576-31,140,109 with a "
         f"score of 41 {T('asset_peaks')}.", V, "preview"),
        (f"peak2364 carries a score of 41 {T('asset_peaks')}, the weaker of the two.", U, "preview"),
        (f"The first data row of the bedGraph preview is chr9:35,726,969-35,726,977, with a value of 8.62 "
         f"{T('asset_graph')}.", V, "preview"),
        (f"The preview's last row, chr9:35,727,163-35,727,165, reads 18.80 {T('asset_graph')}.",
         U, "preview"),

        # --- accession -------------------------------------------------------------------------
        (f"The top-ranked hit is ENCFF381NDD from experiment ENCSR000AKP {T('file_1')}.", V, "accession"),
        (f"ENCFF849TDM comes from experiment ENCSR000AKQ {T('file_3')}.", U, "accession"),
        (f"The seventh candidate is ENCFF814HWX {T('search')}.", V, "accession"),
        # --- accession-role --------------------------------------------------------------------
        (f"ENCFF177JXC is the replicate-2 fold-change track {T('file_4')}.", U, "accession-role"),
        (f"ENCFF381NDD pools biological replicates 1, 2 and 3 {T('file_1')}.", V, "accession-role"),
        (f"ENCSR000AKP is the file accession of the top hit {T('file_1')}.", U, "accession-role"),
        (f"ENCFF938DNH is the replicate-3 track, ranked 8th {T('file_8')}.", V, "accession-role"),

        # --- wrong-record ----------------------------------------------------------------------
        (f"rep1 and rep2 correlate at r = 0.615 across chr19 {T('corr_view')}.", U, "wrong-record"),
        (f"rep1's chr19-wide mean is 0.870 {T('peaks_chr')}, the baseline the z-score caller subtracts.",
         V, "wrong-record"),
        (f"MYC is 7,518 bp long {T('nav')}.", U, "wrong-record"),
        # --- multi -----------------------------------------------------------------------------
        (f"- **rep1 (view):** mean 1.22, max 199.8, sd 7.71 across 256 intervals {T('stats_view')}",
         V, "multi"),
        (f"- **rep2 (view):** mean 1.69, max 190.7, sd 10.2 across 297 intervals {T('stats_view')}",
         U, "multi"),
        (f"MYC: chr8, + strand, protein-coding, 1 transcript, 7,518 bp {T('gene')}.", V, "multi"),

        # --- multi-record ----------------------------------------------------------------------
        (f"rep1 averages 0.870 on chr19 but 1.22 in the view {T('stats_chr')} {T('stats_view')} — the "
         f"view was picked precisely because it is busier than the chromosome as a whole.",
         V, "multi-record"),
        (f"The view holds 64 rep1 peaks {T('describe')}, and quantifying rep1 at them ranks Peak_22 "
         f"first at 113.0 {T('quant')}.", V, "multi-record"),
        (f"With a fixed cutoff of 20, rep2 gives 48 peaks in the view {T('peaks_thr')}, versus 65 for "
         f"rep1's z-score call with a 1-kb gap {T('peaks_gap')}.", U, "multi-record"),
        # --- qualitative -----------------------------------------------------------------------
        (f"The two replicates tell a consistent story at the chromosome scale {T('corr_chr')}.",
         N, "qualitative"),
        (f"Notice how spiky the signal is: a few sharp peaks tower over a flat background "
         f"{T('stats_view')}.", N, "qualitative"),
        (f"MYC is the textbook example of an oncogene driven by distal enhancers {T('gene')}.",
         N, "qualitative"),
        (f"Keep in mind this is a simple threshold caller, not a model-based one like MACS "
         f"{T('peaks_thr')}.", N, "qualitative"),
        (f"Oct4 and H3K27ac only loosely co-vary in this window {T('h1_corr')}.", N, "qualitative"),
        (f"This is exactly the sanity check to run before trusting any peak call {T('peaks_gap')}.",
         N, "qualitative"),
        (f"rep1's view maximum is 199.8 {T('stats_view')}. It is clearly a real peak rather than noise "
         f"{T('stats_view')}.", N, "qualitative", 1),

        # --- comparison ------------------------------------------------------------------------
        (f"rep2 is the busier replicate in the view — its mean of 1.69 beats rep1's 1.22 "
         f"{T('stats_view')}.", V, "comparison"),
        (f"On chr19 as a whole, rep1's mean is higher than rep2's {T('stats_chr')}.", U, "comparison"),
        (f"Pooling tames the extremes: the pooled maximum over chr19 (870.1) is less than half of "
         f"rep1's (1,820.2) {T('stats_chr')}.", V, "comparison"),
        # --- arithmetic ------------------------------------------------------------------------
        (f"rep2's view mean is about 38% above rep1's {T('stats_view')}.", V, "arithmetic"),
        (f"The 1-kb merge folded 65 fragments into 38 peaks, so 27 fragments were absorbed into "
         f"neighbours {T('peaks_gap')}.", V, "arithmetic"),
        (f"The chr19 cutoff is just mean + 2 × sd: 0.870 + 2 × 9.023 ≈ 18.92 {T('peaks_chr')}.",
         V, "arithmetic"),
        (f"Going from the chromosome to the view raises rep1's mean by 0.45 {T('stats_chr')} "
         f"{T('stats_view')}.", U, "arithmetic"),
        (f"Only 9 of the 200 bins had signal in both Oct4 and H3K27ac, which is 9% of the window "
         f"{T('h1_corr')}.", U, "arithmetic"),

        # --- matrix ----------------------------------------------------------------------------
        (f"In the three-track matrix, pooled correlates with rep2 at r = 0.899 {T('matrix')}.", V, "matrix"),
        (f"The Spearman correlation between rep2 and pooled is 0.852 {T('matrix')}.", U, "matrix"),
        (f"Each replicate correlates better with the pooled track (Pearson 0.898 and 0.899) than with "
         f"the other replicate (0.615) {T('matrix')}.", V, "matrix"),

        # --- pronoun (multi-sentence; the labelled sentence is index 1) --------------------------
        (f"Let's start with rep2 over chr19 {T('stats_chr')}. Its mean is 0.874 and its standard "
         f"deviation 8.64 {T('stats_chr')}.", V, "pronoun", 1),
        (f"Now look at rep1 in the view {T('stats_view')}. It peaks at 190.7 {T('stats_view')}.",
         U, "pronoun", 1),
        (f"Take Peak_37 from the quantification table {T('quant')}. Its narrowPeak score is 115 and its "
         f"mean rep1 signal 95.5 {T('quant')}.", V, "pronoun", 1),
        (f"Consider the first replicate across chr19. Its maximum is 1,667.9 {T('stats_chr')}.",
         U, "pronoun", 1),

        # --- uncited ---------------------------------------------------------------------------
        ("rep1 averages 0.870 over chr19, barely different from rep2.", X, "uncited"),
        ("MYC spans chr8:127,735,433-127,742,951.", X, "uncited"),
        (f"The rep1–rep2 correlation is 0.615 over chr19 {T('corr_chr')}. In the view, rep1 against "
         f"pooled rises to 0.80.", X, "uncited", 1),
        ("The merge-gap call on rep1 gave 38 peaks in the view.", X, "uncited"),
        ("- **Top ENCODE hit:** ENCFF381NDD, from experiment ENCSR000AKP", X, "uncited"),

        # --- plain -----------------------------------------------------------------------------
        ("Before interpreting any of these numbers, remember that fold change is relative to the "
         "input control.", P, "plain"),
        ("Next, we'll zoom into a single window and see whether the replicates still agree.", P, "plain"),
        ("If you rerun the notebook, the track ids will pick up new random suffixes.", P, "plain"),
        ("Fold-change bigWigs are what the ENCODE histone pipeline hands you by default.", P, "plain"),
        (f"rep2's view mean is 1.69 {T('stats_view')}. Keep that in mind for the next cell.",
         P, "plain", 1),

        # --- unknown-token ---------------------------------------------------------------------
        ("rep1 averages 0.870 over chr19 [[cite:cite_made_up_123]].", U, "unknown-token"),
        ("The replicates agree nicely here [[cite:stats_view_rep_zz]].", U, "unknown-token"),

        # --- scope -----------------------------------------------------------------------------
        (f"In the current view rep1 averages 0.870 {T('stats_chr')}.", U, "scope"),
        (f"Zooming to the 10-kb window chr19:1,050,000-1,060,000, rep2 peaks at 76.3 {T('stats_win')} — "
         f"the ceiling within this small stretch only.", V, "scope"),
        (f"The rep1 narrowPeak file holds 64 peaks across the whole of chr19 {T('describe')}.", U, "scope"),
        (f"Over the whole chromosome, the z-score call on rep1 used a cutoff of 16.64 {T('peaks_gap')}.",
         U, "scope"),

        # --- range -----------------------------------------------------------------------------
        (f"In the view, rep1's signal ranges from 0 to 199.8 {T('stats_view')}.", V, "range"),
        (f"rep1's narrowPeak scores in the view span 21–177 {T('describe')}.", V, "range"),
        (f"rep2's narrowPeak scores in the view span 21–177 {T('describe')}.", U, "range"),

        # --- respectively ----------------------------------------------------------------------
        (f"rep1 and rep2 average 0.870 and 0.874 over chr19, respectively {T('stats_chr')}.",
         V, "respectively"),
        (f"In the window, rep1 and rep2 top out at 76.3 and 111.0, respectively {T('stats_win')}.",
         U, "respectively"),
        (f"H3K27ac and H3K4me3 average 12.8 and 11.4 in the POU5F1 window, respectively "
         f"{T('h1_stats')}.", V, "respectively"),

        # --- table -----------------------------------------------------------------------------
        (f"| Track | chr19 mean | chr19 max |\n|---|---|---|\n| rep1 | 0.870 | 1,820.2 {T('stats_chr')} |",
         V, "table"),
        (f"| Scope | rep1 mean |\n|---|---|\n| view chr19:1,000,000-1,200,000 | 1.22 {T('stats_view')} |\n"
         f"| window chr19:1,050,000-1,060,000 | 2.56 {T('stats_win')} |", U, "table"),
        (f"| Peak | Locus | rep1 mean |\n|---|---|---|\n| Peak_22 | chr19:1,102,539-1,102,707 | 113.0 "
         f"{T('quant')} |", V, "table"),
    ]
    return [Item(f"{PREFIX}{i:03d}", r[0], r[1], r[2], *(r[3:])) for i, r in enumerate(rows, 1)]
