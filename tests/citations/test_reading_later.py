"""How the checker reads an answer, from the s12 round on (issue 11): a demonstrative and a noun of a
kind ("that peak", "the same track") naming the previous sentence's entity of that kind. Records are
SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .test_binding import CORR, MATRIX, PEAKS, PREVIEW, STATS, STORE, stats_record, tok

QUANT = Citation(id="cite_quant_two", source_type="genome-computation", title="Genome quantify at features result",
                 tool="genome_quantify_at_features",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                       "resultFileName": "quantify-rep1_be97-at-rep1_peaks_c880-4b6172d9.tsv",
                       "rowCount": 2, "topRows": [
                           {"rank": 1, "chr": "chr19", "start": 1102539, "end": 1102707, "name": "Peak_22",
                            "value": 113.0},
                           {"rank": 2, "chr": "chr19", "start": 1097875, "end": 1098013, "name": "Peak_37",
                            "value": 95.5}]})  # SYNTHETIC
STORE2 = {**STORE, QUANT.id: QUANT}


def statuses(text: str) -> list[str]:
    return [c.status for c in verify_message(text, STORE2)]


def test_that_peak_is_the_previous_sentences_peak():
    q = tok(QUANT)
    assert statuses(f"The runner-up was Peak_37 {q}. That peak averaged 95.5 in rep1 {q}.")[1] == "verified"
    assert statuses(f"The runner-up was Peak_37 {q}. That peak averaged 113.0 in rep1 {q}.")[1] == "unsupported"
    assert statuses(f"The top hit was Peak_22 {q}. That peak averaged 113.0 in rep1 {q}.")[1] == "verified"


def test_the_same_track_is_the_previous_sentences_track():
    s = tok(STATS)
    assert statuses(f"rep1 averaged 0.870 on chr19 {s}. The same track averaged 0.870 again {s}.")[1] == "verified"
    assert statuses(f"rep1 averaged 0.870 on chr19 {s}. The same track averaged 0.874 {s}.")[1] == "unsupported"


def test_that_before_a_verb_is_no_demonstrative():
    s = tok(STATS)
    # "the replicate that peaks at 1,820.2": "peaks" is a verb here, not the noun of a kind
    assert statuses(f"rep2 averaged 0.874 {s}. rep1 is the replicate that peaks at 1,820.2 {s}.")[1] == "verified"


SEARCH = Citation(id="cite_search_three", source_type="public-data-search", title="ENCODE search",
                  tool="public_data_search",
                  data={"total": 3, "candidates": [{"rank": 1, "accession": "ENCFF381NDD"},
                                                   {"rank": 2, "accession": "ENCFF779QTH"},
                                                   {"rank": 3, "accession": "ENCFF849TDM"}]})  # SYNTHETIC
STORE2[SEARCH.id] = SEARCH


def status(text: str) -> str:
    return statuses(text)[-1]


def test_places_said_in_words_are_ranks():
    t = tok(SEARCH)
    assert status(f"ENCFF381NDD heads the ranking {t}.") == "verified"
    assert status(f"ENCFF779QTH heads the ranking {t}.") == "unsupported"
    assert status(f"ENCFF779QTH came out on top of the ranked list {t}.") == "unsupported"
    assert status(f"ENCFF779QTH was the runner-up {t}.") == "verified"
    assert status(f"ENCFF849TDM was the runner-up {t}.") == "unsupported"
    assert status(f"ENCFF849TDM is third {t}.") == "verified"
    assert status(f"ENCFF779QTH is third {t}.") == "unsupported"
    assert status(f"ENCFF779QTH came out first {t}.") == "unsupported"


def test_a_place_where_nothing_is_ranked_is_a_place_by_the_value_named():
    s = tok(STATS)  # rep2's mean 0.874 is above rep1's 0.870; rep1's max 1,820.2 above rep2's 1,667.9
    assert status(f"rep2 ranked first by mean on chr19 {s}.") == "verified"
    assert status(f"rep1 ranked first by mean on chr19 {s}.") == "unsupported"
    assert status(f"rep1 came out on top for maximum signal, rep2 was the runner-up {s}.") == "verified"
    assert status(f"rep2 came out on top for maximum signal {s}.") == "unsupported"
    # with nothing ranked and no attribute named, a place says nothing checkable
    assert status(f"rep2 was the runner-up {s}.") == "unverified"


FILE = Citation(id="cite_file_one", source_type="public-data-file", title="ENCODE file ENCFF814HWX",
                tool="public_data_search",
                data={"accession": "ENCFF814HWX", "experiment": "ENCSR000AKP", "outputType": "fold change over control",
                      "fileType": "bigWig", "biologicalReplicates": [1], "rank": 7})  # SYNTHETIC
COVER = Citation(id="cite_cover", source_type="genome-computation", title="Genome signal stats result",
                 tool="genome_signal_stats", locus="chr6:31130000-31150000",
                 data={"success": True, "scopeApplied": "viewport (chr6:31130000-31150000)",
                       "loci": ["chr6:31130000-31150000"],
                       "tracks": [{"trackId": "h3k27ac_1", "name": "H3K27ac",
                                   "stats": {"mean": 21.6, "coveredFraction": 0.7382}},
                                  {"trackId": "h3k4me3_1", "name": "H3K4me3",
                                   "stats": {"mean": 11.4, "coveredFraction": 0.6570}}]})  # SYNTHETIC
STORE2.update({FILE.id: FILE, COVER.id: COVER})


def test_percent_in_words_and_percentage_points():
    c = tok(COVER)
    assert status(f"H3K27ac covers about 73.8 percent of the window {c}.") == "verified"
    assert status(f"H3K27ac covers about 65.7 percent of the window {c}.") == "unsupported"
    assert status(f"H3K27ac covers about 8.1 percentage points more of the window than H3K4me3 {c}.") == "verified"
    assert status(f"H3K27ac covers about 9.1 percentage points more of the window than H3K4me3 {c}.") == "unsupported"


def test_an_encode_files_output_type_is_checked():
    f = tok(FILE)
    assert status(f"ENCFF814HWX is the fold-change bigWig for replicate 1 {f}.") == "verified"
    assert status(f"ENCFF814HWX is the signal p-value bigWig for replicate 1 {f}.") == "unsupported"
    # an accession said after it to be a file must be the record's file, not its experiment
    assert status(f"ENCSR000AKP is the seventh-ranked file {f}.") == "unsupported"
    assert status(f"The best match is ENCFF381NDD {tok(SEARCH)}.") == "verified"
    assert status(f"The best match is ENCFF779QTH {tok(SEARCH)}.") == "unsupported"


def test_a_count_right_before_a_name_counts_what_the_name_ends_in():
    p = tok(PEAKS)  # 7,688 peaks of the track "rep1 peaks"
    assert status(f"The call covers all 7,688 rep1 peaks on chr19 {p}.") == "verified"
    assert status(f"The call covers all 7,689 rep1 peaks on chr19 {p}.") == "unsupported"


def test_words_that_belong_to_another_number():
    m = tok(MATRIX)  # 500 shared bins, r 0.90 for rep1–pooled
    assert status(f"rep1 tracks the pooled signal closely (r = 0.90 over 500 bins) {m}.") == "verified"
    assert status(f"rep1 tracks the pooled signal closely (r = 0.90 over 600 bins) {m}.") == "unsupported"
    assert status(f"Oct4 leaves most of the window empty; H3K27ac covers 73.8% of it {tok(COVER)}.") == "verified"


def test_a_region_zoomed_into_is_the_scope_of_the_statistic():
    view = stats_record("cite_view_stats", scope="viewport (chr19:1000000-1200000)", loci=("chr19:1000000-1200000",),
                        values=[{"mean": 1.224}, {"mean": 1.69}])  # SYNTHETIC
    STORE2[view.id] = view
    assert status(f"Over chr19:1,000,000–1,200,000, rep1's mean is 1.22 {tok(view)}.") == "verified"
    assert status(f"Zooming in to chr19:1,050,000–1,060,000, rep1's mean is 1.22 {tok(view)}.") == "unsupported"
    window = stats_record("cite_window_stats", scope="regions (chr19:1050000-1060000)", loci=("chr19:1050000-1060000",),
                          values=[{"mean": 2.759}, {"mean": 2.30}])  # SYNTHETIC
    STORE2[window.id] = window
    assert status(f"Within that 10-kb slice, rep1's mean is 2.76 {tok(window)}.") == "verified"  # a length, no gap
    assert status(f"Within that 20-kb slice, rep1's mean is 2.76 {tok(window)}.") == "unsupported"


def test_it_is_the_previous_sentences_subject():
    q = tok(QUANT)
    assert statuses(f"Peak_37 ranks second by mean rep1 signal {q}. Its mean is 95.5 {q}.")[1] == "verified"
    assert statuses(f"Peak_37 ranks second by mean rep1 signal {q}. Its mean is 113.0 {q}.")[1] == "unsupported"


def test_a_value_said_of_several_entities_is_said_of_each():
    s = tok(STATS)  # means 0.8703 (rep1) and 0.8739 (rep2)
    assert status(f"Both replicates averaged 0.874 across chr19 {s}.") == "unsupported"
    assert status(f"rep1 and rep2 both averaged 0.874 across chr19 {s}.") == "unsupported"
    assert status(f"Both replicates averaged about 0.87 across chr19 {s}.") == "verified"
    assert status(f"rep1 and rep2 each cover 99.98% of chr19 {s}.") == "verified"
    # a list attribute: each must hold the value among its own values
    two = Citation(id="cite_file_two", source_type="public-data-file", title="ENCODE file ENCFF849TDM",
                   tool="public_data_search", data={"accession": "ENCFF849TDM", "biologicalReplicates": [1, 2],
                                                    "rank": 3})  # SYNTHETIC
    one = Citation(id="cite_file_pair", source_type="public-data-file", title="ENCODE file ENCFF779QTH",
                   tool="public_data_search", data={"accession": "ENCFF779QTH", "biologicalReplicates": [1, 2],
                                                    "rank": 2})  # SYNTHETIC
    STORE2.update({two.id: two, one.id: one})
    assert status(f"ENCFF779QTH and ENCFF849TDM both pool replicates 1 and 2 {tok(one)} {tok(two)}.") == "verified"
    assert status(f"ENCFF779QTH and ENCFF814HWX both pool replicate 2 {tok(one)} {tok(FILE)}.") == "unsupported"


GENE = Citation(id="cite_gene_myc", source_type="gene-annotation", title="Gene MYC (hg38 annotation)",
                tool="genome_find_gene", locus="chr8:127735433-127742951",
                data={"success": True, "gene": {"symbol": "MYC", "chrom": "chr8", "start": 127735433,
                                                "end": 127742951, "strand": "+"}})  # SYNTHETIC, real coordinates
NAV = Citation(id="cite_nav_view", source_type="genome-region", title="Visible genome region (hg38)",
               tool="genome_navigate", locus="chr19:1000000-1200000", location="chr19:1000000-1200000",
               data={"success": True, "viewRegion": {"locus": "chr19:1000000-1200000", "chr": "chr19",
                                                     "start": 1000000, "end": 1200000}})  # SYNTHETIC
STORE2.update({GENE.id: GENE, NAV.id: NAV})


def test_written_arithmetic_and_dates():
    g = tok(GENE)
    assert status(f"So the gene body is 127,742,951 − 127,735,433 = 7,518 bp {g}.") == "verified"
    assert status(f"So the gene body is 127,742,951 − 127,735,433 = 7,618 bp {g}.") == "unsupported"
    p = tok(PEAKS)  # threshold 18.9166 = mean 0.8703 + 2 × sd 9.023
    assert status(f"The cutoff of 18.92 is the chr19 mean (0.870) plus twice the SD (9.02) {p}.") == "verified"
    assert status(f"That view was set at 03:49:57 UTC on 2 December 2026 {tok(NAV)}.") == "unverified"


def test_loci_said_of_named_features_and_chromosomes():
    g, n, q = tok(GENE), tok(NAV), tok(QUANT)
    assert status(f"MYC (chr8:127,735,433-127,742,951) overlaps the region we are viewing {g} {n}.") == "unsupported"
    assert status(f"chr19:1,100,000-1,110,000 contains Peak_22 {q}.") == "verified"
    assert status(f"chr19:1,050,000-1,060,000 contains Peak_22 {q}.") == "unsupported"
    assert status(f"The section chr9:35,696,794-35,728,096 overlaps the MYC gene {g}.") == "unsupported"
    assert status(f"Peak_22 falls within the window at chr19:1,100,000-1,110,000 {q}.") == "verified"
    assert status(f"Peak_22 falls within the window at chr19:1,050,000-1,060,000 {q}.") == "unsupported"
    assert status(f"The top rows all sit on chr19 {q}.") == "verified"
    assert status(f"The top rows all sit on chr9 {q}.") == "unsupported"
    assert status(f"Navigation put the view on chr19:1,000,000-1,100,000 {n}.") == "unsupported"
    # "over" a named feature's own locus: the statistic is over that feature
    assert status(f"Peak_22 ranks first {q}, with a mean of 113.0 over chr19:1,102,539-1,102,707.") == "verified"
    assert status(f"Peak_37 ranks second {q}, with a mean of 95.5 over chr19:1,102,539-1,102,707.") == "unsupported"


def test_comparisons_of_two_and_of_pairs():
    s, m = tok(STATS), tok(MATRIX)  # pearson rep1–pooled 0.90, rep2–pooled 0.91
    assert status(f"Rep2 has the higher chromosome-wide mean (0.874 vs 0.870 for rep1) {s}.") == "verified"
    assert status(f"Rep1 has the higher chromosome-wide mean (0.870 vs 0.874 for rep2) {s}.") == "unsupported"
    assert status(f"rep2 correlates more strongly with pooled than rep1 does {m}.") == "verified"
    assert status(f"rep1 correlates more strongly with pooled than rep2 does {m}.") == "unsupported"
    assert status(f"rep1 tracks the pooled signal more closely than rep2 does (Pearson) {m}.") == "unsupported"
    assert status(f"Of the two, rep1 reaches the tallest maximum {s}.") == "verified"
    assert status(f"Of the two, rep2 reaches the tallest maximum {s}.") == "unsupported"


def test_the_whole_view_is_not_a_window_of_it():
    window = stats_record("cite_window_two", scope="regions (chr19:1050000-1060000)", loci=("chr19:1050000-1060000",),
                          values=[{"mean": 2.759}, {"mean": 2.30}])  # SYNTHETIC
    STORE2[window.id] = window
    assert status(f"Across the whole view rep1 averaged 2.76 {tok(window)}.") == "unsupported"
    assert status(f"Across the whole window rep1 averaged 2.76 {tok(window)}.") == "verified"


def test_s14_readings():
    s, c = tok(STATS), tok(COVER)
    # a value said to be wrong is not claimed
    assert status(f"Actually, rep1's mean on chr19 is 0.870, not 0.874 {s}.") == "verified"
    assert status(f"Actually, rep1's mean on chr19 is 0.874, not 0.870 {s}.") == "unsupported"
    # "of the three marks" is what a track is ranked among, not the subject of the number
    assert status(f"H3K27ac is the most enriched of the two marks, with the highest mean (21.6) {c}.") == "verified"
    assert status(f"H3K4me3 is the most enriched of the two marks, with the highest mean (21.6) {c}.") == "unsupported"
    # a quality no attribute word names is no ranking
    assert status(f"I'd treat rep2 as the most reliable summary of chr19 {s}.") == "unverified"
    # "ranked" inside "ranked candidates" is no attribute of a later number
    search = Citation(id="cite_search_portal", source_type="public-data-search", title="ENCODE search",
                      tool="public_data_search",
                      data={"total": 10, "relaxations": [], "attempts": [{"stage": "strict", "portalTotal": 20}],
                            "candidates": [{"rank": 1, "accession": "ENCFF381NDD"}]})  # SYNTHETIC
    STORE2[search.id] = search
    assert status(f"10 ranked candidates from 20 matching bigWigs {tok(search)}.") == "verified"
    assert status(f"10 ranked candidates from 30 matching bigWigs {tok(search)}.") == "unsupported"
    # a backed locus said to overlap a view it does not overlap
    assert status(f"The section, chr6:31,139,576-31,140,109, overlaps the current hg38 view "
                  f"{tok(PREVIEW)} {tok(NAV)}.") == "unsupported"


def test_a_comparison_with_a_group_holds_for_each_of_it():
    s = tok(STATS)  # max: rep1 1,820.2, rep2 1,667.9
    assert status(f"rep1's chr19 max (1,820.2) exceeds both other tracks {s}.") == "verified"
    assert status(f"rep2's chr19 max (1,667.9) exceeds both other tracks {s}.") == "unsupported"


def test_counts_of_files_of_a_kind():
    files = [{"rank": i + 1, "accession": acc, "title": f"{acc}: K562 H3K27ac, replicates {reps} (GRCh38)"}
             for i, (acc, reps) in enumerate([("ENCFF381NDD", "1,2,3"), ("ENCFF779QTH", "1,2"),
                                              ("ENCFF177JXC", "1"), ("ENCFF289IVJ", "2"), ("ENCFF814HWX", "1")])]
    search = Citation(id="cite_search_kinds", source_type="public-data-search", title="ENCODE search",
                      tool="public_data_search", data={"total": 5, "candidates": files})  # SYNTHETIC
    STORE2[search.id] = search
    t = tok(search)
    assert status(f"Of the 5 candidates, 2 are pooled files and 3 are single-replicate files {t}.") == "verified"
    assert status(f"Of the 5 candidates, 2 are pooled files and 2 are single-replicate files {t}.") == "unsupported"
    assert status(f"2 of the 5 candidates are replicate-1-only files {t}.") == "verified"
    assert status(f"3 of the 5 candidates are replicate-1-only files {t}.") == "unsupported"
    assert status(f"**Replicate-2-only files:** 1 {t}.") == "verified"
    assert status(f"**Replicate-2-only files:** 2 {t}.") == "unsupported"
    # "the pooled ENCFF381NDD" names a file, it counts nothing
    assert status(f"ENCFF289IVJ ranks 4, just below the pooled ENCFF381NDD {t}.") == "verified"


def test_s16_readings():
    s, view = tok(STATS), tok(STORE2["cite_view_stats"])
    # the value the previous sentence stated, for "That is …"
    first = f"rep1 tops out at 1,820.2 on chr19 {s}."
    assert statuses(f"{first} That is about 150 higher than rep2's peak height {s}.")[1] == "verified"
    assert statuses(f"{first} That is roughly 250 above rep2's maximum {s}.")[1] == "unsupported"
    assert status(f"rep2's view mean is 1.69 {view}. That's nearly 40% above rep1's {view}.") == "verified"
    # "per base" of a mean is the mean; "the threshold call" is a kind of call; "191 of the 200 were excluded"
    assert status(f"Both replicates average 0.87 per base over chr19 {s}.") == "verified"
    p = tok(PEAKS)
    assert status(f"The z-score call has 7,688 peaks {p}.") == "verified"
    assert status(f"The z-score threshold call has 7,688 peaks {p}.") == "verified"
    c = tok(CORR)  # 5,861 bins, none excluded
    assert status(f"0 of the 5,861 bins were excluded {c}.") == "verified"
    # counts of a part in words
    files = tok(STORE2["cite_search_kinds"])
    assert status(f"Two of the five candidates are pooled files {files}.") == "verified"
    assert status(f"Three of the five candidates are pooled files {files}.") == "unsupported"


def test_s17_readings():
    m = tok(MATRIX)  # rep1–pooled 0.90, rep2–pooled 0.91, rep1–rep2 0.48
    assert status(f"Each replicate tracks pooled (r 0.90 and 0.91 for rep1 and rep2) {m}.") == "verified"
    assert status(f"Each replicate tracks pooled (r 0.91 and 0.90 for rep1 and rep2) {m}.") == "unsupported"
    assert status(f"The preview rows cover a section of chr6 {tok(PREVIEW)}.") == "verified"
    assert status(f"The preview rows cover a section of chr9 {tok(PREVIEW)}.") == "unsupported"
    search = tok(STORE2["cite_search_portal"])  # 10 ranked of 20 on the portal
    assert status(f"The search ranked all 10 portal files {search}.") == "verified"
    assert status(f"The search ranked all 20 portal files {search}.") == "unsupported"


def test_s19_readings():
    s, m, c = tok(STATS), tok(MATRIX), tok(COVER)
    assert status(f"rep1's mean of 0.870 on chr19 {s} — most bases carry little signal.") == "verified"
    assert status(f"- **Most variable track:** rep2 (SD 8.64) {s}") == "unsupported"  # rep1's 9.02 is higher
    assert status(f"rep1 tops out at ~1,800 fold on chr19 {s}.") == "verified"
    assert status(f"rep1 tops out at ~1,900 fold on chr19 {s}.") == "unsupported"
    assert status(f"rep2 correlates better with pooled than rep1 does (Pearson) {m}.") == "verified"
    assert status(f"rep1 correlates better with pooled than rep2 does (Pearson) {m}.") == "unsupported"
    assert status(f"The correlation was computed over 500 bins {m}.") == "verified"
    assert status(f"H3K27ac covers 73.8% of the chr6 window {c}.") == "verified"
    window = tok(STORE2["cite_window_stats"])
    view = tok(STORE2["cite_view_stats"])
    assert status(f"rep1's window mean is 2.76 {window}, more than double its 1.22 over the view {view}.") == "verified"
    assert status(f"rep1's window mean is 2.76 {window}, nearly triple its 1.22 over the view {view}.") == "unsupported"
