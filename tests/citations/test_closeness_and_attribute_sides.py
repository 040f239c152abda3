"""Issue 28, blind round r12 (an agent narrating its tool use; a non-native Slack update): comparisons
said in words of closeness ("the LGG pair is more similar than the GBM pair", "rep1 sits closer to
pooled than rep2 does", "the most similar pair") compare pairs' correlations, and hold only where
every measure the words may mean agrees; "more weakly than" says less; a group of more than two is no
one pair; two attributes compared with no number ("the cutoff sits below the mean"); a name before
"matrix" is where, not whose; names listed after "among them" are claims; "no K562 RNA signal" is the
part without signal; "the highest feature score" ranks feature scores; a name of both sides' entities
is neither side; "replicates 1 and 2" (also a table's "| 1, 2 |" under "Replicates") is the file's whole
set of replicates; "A tops the table, followed by B" puts B right after A; "the 10-kb window" and "the
window" pick, among the places the cited records hold a value over, the one their words say; "the
second view" is the view made second.

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .synthetic_records import signal_stats as _stats
from .synthetic_records import track_stats as _s


def _matrix(cid: str, names: list[str], pearson: list[list[float]], spearman: list[list[float]]) -> Citation:
    return Citation(id=cid, source_type="genome-computation", title="Genome correlate tracks result",
                    tool="genome_correlate_tracks", locus="chr21:45634768-46709803",
                    data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)",
                          "trackIds": [f"{n.replace(' ', '_')}_{i:04d}" for i, n in enumerate(names)],
                          "trackNames": names, "pearsonMatrix": pearson, "spearmanMatrix": spearman,
                          "nBins": 500, "binSize": 2000})


_SAMPLES = ["LGGx_116B070A_T1", "LGGx_116B070A_T2", "GBMx_09C0DCE7_T1", "GBMx_09C0DCE7_T2"]
SAMPLES = _matrix("cite_c_samples", _SAMPLES,  # SYNTHETIC: the GBM pair is the closest by both measures
                  [[1.0, 0.990, 0.95, 0.94], [0.990, 1.0, 0.93, 0.92], [0.95, 0.93, 1.0, 0.995],
                   [0.94, 0.92, 0.995, 1.0]],
                  [[1.0, 0.97, 0.90, 0.91], [0.97, 1.0, 0.89, 0.88], [0.90, 0.89, 1.0, 0.98], [0.91, 0.88, 0.98, 1.0]])
REPS = _matrix("cite_c_reps", ["rep1 fold change", "rep2 fold change", "pooled fold change"],  # SYNTHETIC
               [[1.0, 0.62, 0.80], [0.62, 1.0, 0.93], [0.80, 0.93, 1.0]],   # rep2 is closer to pooled by both,
               [[1.0, 0.55, 0.85], [0.55, 1.0, 0.90], [0.85, 0.90, 1.0]])   # and rep1 closer to pooled than to rep2
SPLIT = _matrix("cite_c_split", ["rep1 fold change", "rep2 fold change", "pooled fold change"],  # SYNTHETIC
                [[1.0, 0.60, 0.80], [0.60, 1.0, 0.90], [0.80, 0.90, 1.0]],  # Pearson: rep2–pooled the closest
                [[1.0, 0.60, 0.95], [0.60, 1.0, 0.85], [0.95, 0.85, 1.0]])  # Spearman: rep1–pooled the closest
CALL = Citation(id="cite_c_call", source_type="genome-computation", title="H1 H3K27ac peaks",
                tool="genome_call_peaks", locus="chr6:31132118-31148508",
                data={"success": True, "method": "zscore", "k": 2, "mean": 13.97, "sd": 14.29, "threshold": 42.55,
                      "peakCount": 3, "trackId": "H1_H3K27ac_0001",
                      "scopeApplied": "viewport (chr6:31132118-31148508)"})  # SYNTHETIC
GENES = Citation(id="cite_c_genes", source_type="genome-computation", title="Genome describe viewport result",
                 tool="genome_describe_viewport", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                       "tracks": [{"trackId": "genes_hg38_0001", "name": "Genes (hg38)", "type": "annotation",
                                   "stats": {"geneCount": 4, "genes": ["GPX4", "ABCA7", "STK11", "CNN2"]}},
                                  {"trackId": "rep1_peaks_0002", "name": "rep1 peaks", "type": "narrowpeak",
                                   "stats": {"featureCount": 64}},
                                  {"trackId": "rep2_peaks_0003", "name": "rep2 peaks", "type": "narrowpeak",
                                   "stats": {"featureCount": 69}},
                                  {"trackId": "rep1_rep2_idr_0004", "name": "rep1-rep2.idr.regionPeak.gz",
                                   "type": "narrowpeak", "stats": {"featureCount": 2}}]})  # SYNTHETIC
SPARSE = _stats("cite_c_sparse", "chr9:4000000-6000000", [  # SYNTHETIC
    ("K562 RNA", _s(0.26, 45.0, 1.1, 0.1174)), ("K562 H3K27ac", _s(0.69, 60.0, 2.4))])
QUANT = Citation(id="cite_c_quant", source_type="genome-computation", title="Genome quantify at features result",
                 tool="genome_quantify_at_features", locus="chr21:45634768-46709803",
                 data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)", "metric": "mean",
                       "rowCount": 3, "rankedBy": "value",
                       "topRows": [{"rank": i + 1, "chr": "chr21", "start": 45700000 + 1000 * i,
                                    "end": 45700500 + 1000 * i, "name": n, "featureScore": f, "value": v}
                                   for i, (n, f, v) in enumerate([("peak_47", 195.3, 182.9), ("peak_31", 235.3, 147.8),
                                                                  ("peak_2", 238.1, 79.7)])]})  # SYNTHETIC
FILE = Citation(id="cite_c_file", source_type="public-data-file", title="ENCODE file ENCFF000AAA",
                tool="public_data_search",
                data={"accession": "ENCFF000AAA", "experiment": "ENCSR000AAA", "biologicalReplicates": [1, 2, 3],
                      "rank": 1, "score": 1165})  # SYNTHETIC
VIEW = _stats("cite_c_view", "chr19:1000000-1200000", [  # SYNTHETIC
    ("rep1 fold change", _s(1.22, 199.8, 7.7)), ("rep2 fold change", _s(1.69, 190.7, 10.2))])
WINDOW = _stats("cite_c_window", "chr19:1050000-1060000", [  # SYNTHETIC
    ("rep1 fold change", _s(2.76, 111.0, 9.1)), ("rep2 fold change", _s(2.30, 76.3, 6.2))], kind="regions")
TWO = Citation(id="cite_c_two", source_type="genome-computation", title="Genome signal stats result",
               tool="genome_signal_stats",
               data={"success": True, "scopeApplied": "regions (2)",
                     "loci": ["chr19:1050000-1060000", "chr19:1100000-1110000"],
                     "tracks": [{"trackId": "rep1_fold_change_0000", "name": "rep1 fold change",
                                 "stats": _s(3.23, 199.8, 12.0)}]})  # SYNTHETIC
ACC_PEAKS = Citation(id="cite_c_acc_peaks", source_type="genome-computation", title="Genome describe viewport result",
                     tool="genome_describe_viewport", locus="chr21:45634768-46709803",
                     data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)",
                           "tracks": [{"trackId": f"{n}_000{i}", "name": n, "type": "narrowpeak",
                                       "stats": {"featureCount": c}}
                                      for i, (n, c) in enumerate([("ACCx_025FE5F8_T1 peaks", 49),
                                                                  ("ACCx_025FE5F8_T2 peaks", 52)])]})  # SYNTHETIC
QUANT3 = Citation(id="cite_c_quant3", source_type="genome-computation", title="Genome quantify at features result",
                  tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                  data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                        "signalTrackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                        "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                        "featureTrackId": "rep1_peaks_0004", "rowCount": 2, "rankedBy": "meanAcrossTracks",
                        "topRows": [{"rank": i + 1, "chr": "chr19", "start": 1050000 + 1000 * i,
                                     "end": 1050400 + 1000 * i, "name": n, "values": v, "meanAcrossTracks": a}
                                    for i, (n, v, a) in enumerate([("Peak_1", [55.0, 62.1, 63.2], 60.1),
                                                                   ("Peak_2", [50.2, 52.0, 52.0], 51.4)])]})
# SYNTHETIC
FIRST = _stats("cite_c_first", "chr19:1000000-1200000", [("rep2 fold change", _s(1.69, 190.7, 10.2))])  # SYNTHETIC
SECOND = _stats("cite_c_second", "chr19:8400000-8600000", [("rep2 fold change", _s(1.31, 95.0, 4.4))])  # SYNTHETIC
FIRST.created_at, SECOND.created_at = "2026-01-01T10:00:00Z", "2026-01-01T10:05:00Z"
STORE = {c.id: c for c in (SAMPLES, REPS, SPLIT, CALL, GENES, SPARSE, QUANT, FILE, VIEW, WINDOW, TWO, FIRST,
                           SECOND, ACC_PEAKS, QUANT3)}


def tok(*cs: Citation) -> str:
    return "".join(f"[[cite:{c.id}]]" for c in cs)


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_two_pairs_compared_in_words_of_closeness():
    m = tok(SAMPLES)
    assert status(f"The LGG pair is more similar than the GBM pair {m}.") == "unsupported"
    assert status(f"The GBM pair is more similar than the LGG pair {m}.") == "verified"
    assert status(f"The LGG replicates agreed more closely than the GBM replicates {m}.") == "unsupported"
    assert status(f"By Spearman, the GBM replicates agree more closely than the LGG replicates {m}.") == "verified"
    # "more weakly than" says less
    assert status(f"The LGG pair correlates more weakly than the GBM pair {m}.") == "verified"
    assert status(f"The GBM pair correlates more weakly than the LGG pair {m}.") == "unsupported"


def test_a_group_of_more_than_two_is_no_one_pair():
    # the four glioma samples hold six pairs: which one the LGG pair is set against is not said
    assert status(f"The LGG pair agrees more closely than the glioma samples {tok(SAMPLES)}.") != "verified"


def test_the_most_similar_pair_ranks_every_pair():
    m = tok(SAMPLES)
    assert status(f"The two GBM tracks are the most similar pair in the matrix {m}.") == "verified"
    assert status(f"The two LGG tracks are the most similar pair in the matrix {m}.") == "unsupported"
    # by Pearson r the rep2–pooled pair is the closest, by Spearman the rep1–pooled pair: undecided
    assert status(f"The rep2–pooled pair is the most similar pair {tok(SPLIT)}.") == "unverified"
    assert status(f"By Pearson, the rep2–pooled pair is the most similar pair {tok(SPLIT)}.") == "verified"


def test_closer_to_a_third_compares_each_ones_pair_with_it():
    r = tok(REPS)
    assert status(f"Here rep2 sits closer to pooled than rep1 does {r}.") == "verified"
    assert status(f"Here rep1 sits closer to pooled than rep2 does {r}.") == "unsupported"
    # without "does", "than rep2" may also be rep1's pair with rep2 (0.62 < 0.80): the two readings disagree
    assert status(f"Here rep1 sits closer to pooled than rep2 {r}.") == "unverified"


def test_two_attributes_compared_with_no_number():
    c = tok(CALL)
    assert status(f"- The z-score cutoff sits below the H3K27ac mean {c}") == "unsupported"
    assert status(f"- The z-score cutoff sits above the H3K27ac mean {c}") == "verified"
    r = tok(REPS)
    assert status(f"For the rep1–pooled pair, the Spearman coefficient exceeded the Pearson coefficient {r}.") \
        == "verified"
    assert status(f"For the rep1–pooled pair, the Pearson coefficient exceeded the Spearman coefficient {r}.") \
        == "unsupported"


def test_a_name_before_matrix_is_where_not_whose():
    m = tok(SAMPLES)
    assert status(f"LGG T1 and GBM T1 correlate at r = 0.93 in the glioma matrix {m}.") == "unsupported"
    assert status(f"LGG T1 and GBM T1 correlate at r = 0.95 in the glioma matrix {m}.") == "verified"


def test_names_listed_after_among_them_are_claims():
    g = tok(GENES)
    assert status(f"The describe call lists 4 genes in view, among them GPX4, STK11 and CDK4 {g}.") == "unsupported"
    assert status(f"The describe call lists 4 genes in view, among them GPX4, STK11 and CNN2 {g}.") == "verified"


def test_a_name_of_both_sides_is_neither_side():
    g = tok(GENES)  # "rep1" and "rep2" both fit the IDR file named after them
    assert status(f"rep2 has fewer peaks in view than rep1 {g}.") == "unsupported"
    assert status(f"rep2 has more peaks in view than rep1 {g}.") == "verified"


def test_no_signal_said_of_a_named_track_is_its_uncovered_part():
    s = tok(SPARSE)
    assert status(f"So roughly 88% of the window carries no K562 RNA signal at all {s}.") == "verified"
    assert status(f"So roughly 12% of the window carries no K562 RNA signal at all {s}.") == "unsupported"


def test_the_highest_feature_score_ranks_feature_scores():
    q = tok(QUANT)
    assert status(f"Of the rows, peak_31 carries the highest feature score, 235.3 {q}.") == "unsupported"
    assert status(f"Of the rows, peak_2 carries the highest feature score, 238.1 {q}.") == "verified"


def test_replicates_listed_are_the_files_whole_set():
    f = tok(FILE)
    assert status(f"The top-ranked file, ENCFF000AAA, pools replicates 1 and 2 {f}.") == "unsupported"
    assert status(f"The top-ranked file, ENCFF000AAA, pools replicates 1, 2 and 3 {f}.") == "verified"
    table = "| Rank | Accession | Replicates |\n|---|---|---|\n| 1 | ENCFF000AAA | {} |\n\nTable 1: the top file " + f
    assert verify_message(table.format("1, 2, 3"), STORE)[-2].status == "verified"
    assert verify_message(table.format("1, 2"), STORE)[-2].status == "unsupported"


def test_followed_by_puts_the_next_name_right_after():
    q = tok(QUANT)
    assert status(f"peak_47 tops the table at 182.9, followed by peak_31 {q}.") == "verified"
    assert status(f"peak_47 tops the table at 182.9, followed by peak_2 {q}.") == "unsupported"


def test_a_local_scopes_size_or_window_word_picks_the_place():
    both = tok(WINDOW, VIEW)
    assert status(f"In the 10-kb window rep2 averages 1.69 {both}.") == "unsupported"  # the view's mean
    assert status(f"In the 10-kb window rep2 averages 2.30 {both}.") == "verified"
    assert status(f"In the 200-kb view rep2 averages 2.30 {both}.") == "unsupported"  # the window's mean
    assert status(f"In the 200-kb view rep2 averages 1.69 {both}.") == "verified"
    assert status(f"In the narrower window, rep2's mean is 1.69 {both}.") == "unsupported"
    # with one place cited there is nothing to pick: "the window" may be what a writer calls the view
    assert status(f"Across the window rep2 averages 1.69 {tok(VIEW)}.") == "verified"


def test_a_value_over_two_windows_is_no_one_windows():
    two, one = tok(TWO), tok(TWO, WINDOW)
    assert status(f"In the first 10-kb window, rep1 averages 3.23 {two}.") == "unsupported"
    assert status(f"Across both windows, rep1 averages 3.23 {one}.") == "verified"
    assert status(f"Across both windows, rep1 averages 2.76 {one}.") == "unsupported"  # one window's mean
    # a scope said where something sits is no scope of the numbers after it
    assert status(f"The 10-kb window sits inside the 200-kb view, and rep1 averaged 2.76 there {tok(WINDOW, VIEW)}.") \
        == "verified"


def test_the_second_view_is_the_view_made_second():
    both = tok(SECOND, FIRST)
    assert status(f"In the second view rep2 averages 1.69 {both}.") == "unsupported"  # the first view's mean
    assert status(f"In the second view rep2 averages 1.31 {both}.") == "verified"
    assert status(f"In the later view, rep2 averages 1.31 {both}.") == "verified"
    assert status(f"In the first view rep2 averages 1.31 {both}.") == "unsupported"
    assert status(f"In the second view rep2 averages 1.31 {tok(SECOND)}.") == "verified"  # no other view cited


def test_a_named_view_with_its_size_is_that_view():
    both = tok(WINDOW, VIEW)
    assert status(f"Across the 200-kb GPX4 view, rep2 averages 2.30 {both}.") == "unsupported"  # the window's
    assert status(f"Across the 200-kb GPX4 view, rep2 averages 1.69 {both}.") == "verified"
    assert status(f"In the smaller region, rep2 averages 1.69 {both}.") == "unsupported"  # the view's


def test_a_pair_named_before_its_superlative_is_the_pair_ranked():
    m = tok(SAMPLES)
    # the names after the label are the pairs it is set against, not the pair ranked
    assert status(f"- **GBM pair most concordant:** r 0.995 vs LGG 0.990 {m}") == "verified"
    assert status(f"- **LGG pair most concordant:** r 0.990 vs GBM 0.995 {m}") == "unsupported"
    # "T1/T2" after it does not narrow "the LGG pair" to one track
    assert status(f"- The **LGG pair** is the most tightly correlated T1/T2 pair by Pearson {m}") == "unsupported"
    assert status(f"- The **GBM pair** is the most tightly correlated T1/T2 pair by Pearson {m}") == "verified"


def test_a_count_takes_its_noun_across_a_name_of_two_words():
    d = tok(ACC_PEAKS)  # "covered" before the count is a verb, not coverage; "ACCx T1" is one name
    assert status(f"The describe call covered all 49 ACCx T1 peaks {d}.") == "verified"
    assert status(f"The describe call covered all 50 ACCx T1 peaks {d}.") == "unsupported"
    assert status(f"The describe call covered all 52 ACCx T1 peaks {d}.") != "verified"  # the T2 sample's


def test_a_bound_said_of_the_calls_own_argument_is_that_argument():
    gap = Citation(id="cite_c_gap", source_type="genome-computation", title="K562 H3K27ac peaks",
                   tool="genome_call_peaks", locus="chr9:4000000-6000000",
                   data={"success": True, "method": "zscore", "k": 2, "mean": 0.69, "sd": 2.4, "threshold": 5.48,
                         "peakCount": 49, "fragmentCount": 319, "mergeGap": 2000, "minWidth": 1,
                         "scopeApplied": "viewport (chr9:4000000-6000000)"})  # SYNTHETIC
    store = {gap.id: gap}
    said = "Merging fragments separated by less than {} kb reduced the call set from 319 to 49 peaks [[cite:cite_c_gap]]."
    assert verify_message(said.format(2), store)[-1].status == "verified"
    assert verify_message(said.format(1), store)[-1].status == "unsupported"


def test_a_value_right_after_a_pairs_name_is_that_pairs_own():
    m = tok(SAMPLES)  # 0.93 is LGG T2 with GBM T1: a pair holding an LGG track, not the LGG pair (0.990)
    assert status(f"The GBM tracks lead, just edging out the LGG pair's 0.93 {m}.") == "unsupported"
    assert status(f"The GBM tracks lead, just edging out the LGG pair's 0.990 {m}.") != "unsupported"


def test_a_count_after_among_counts_the_whole_list():
    q = tok(QUANT)  # the table quantified 3 rows; "among the 3 …" counts them all, not peak_47
    assert status(f"peak_47 ranked first among the 3 quantified peaks {q}.") == "verified"
    assert status(f"peak_47 ranked first among the 4 quantified peaks {q}.") == "unsupported"


def test_a_criterion_the_writer_sets_is_no_claim():
    c, s = tok(CALL), tok(SPARSE)
    assert status(f"- Coverage: PASS (11.7% of the window covered by K562 RNA; criterion \u2265 10%) {s}") == "verified"
    assert status(f"- Coverage: PASS (12.7% of the window covered by K562 RNA; criterion \u2265 10%) {s}") \
        == "unsupported"  # the observed value is still checked
    table = ("| Metric | Observed | Expected | Verdict |\n|---|---|---|---|\n| Peak count | {} | > 2 | PASS |\n\n"
             f"Table 2: peak calling {c}")
    assert verify_message(table.format(3), STORE)[-2].status == "verified"
    assert verify_message(table.format(4), STORE)[-2].status == "unsupported"
    # a value said to be expected is still a value
    assert status(f"The expected mean is 13.97 {c}.") == "verified"


def test_four_words_may_stand_in_a_comparative():
    m = tok(SAMPLES)
    assert status(f"GBM T1 correlates more closely with LGG T1 than with GBM T2 {m}.") == "unsupported"
    assert status(f"GBM T1 correlates more closely with GBM T2 than with LGG T1 {m}.") != "unsupported"


def test_a_features_value_across_the_tracks_is_the_features():
    q = tok(QUANT3)
    assert status(f"Peak_2 averaged 60.1 across the three tracks {q}.") == "unsupported"  # Peak_1's
    assert status(f"Peak_2 averaged 51.4 across the three tracks {q}.") == "verified"


def test_a_label_before_a_name_with_digits_is_the_values_words():
    s = tok(SPARSE)  # K562 RNA covers 11.74% of the window: 88.3% uncovered
    assert status(f"Uncovered fraction, K562 RNA: 88.3% of the window {s}.") == "verified"
    assert status(f"Uncovered fraction, K562 RNA: 11.7% of the window {s}.") == "unsupported"


def test_a_rows_label_names_its_value_where_the_header_does_not():
    c = tok(CALL)  # the call holds 3 peaks; 2 is its k
    table = "| Metric | Value | Verdict |\n|---|---|---|\n| Peaks called | {} | PASS {} |"
    assert verify_message(table.format(3, c), STORE)[-1].status == "verified"
    assert verify_message(table.format(2, c), STORE)[-1].status == "unsupported"


def test_half_that_of_is_a_share_of_the_other_value():
    v = tok(VIEW)  # rep1 averages 1.22, rep2 1.69: about 72%
    assert status(f"rep1 averaged 1.22, about half that of rep2 {v}.") == "unsupported"
    assert status(f"rep1 averaged 1.22, about three quarters that of rep2 {v}.") == "verified"


def test_a_pair_after_two_attributes_compared_holds_them_in_order():
    r = tok(REPS)  # rep1–pooled: Pearson 0.80, Spearman 0.85
    assert status(f"For rep1 vs pooled, Spearman ρ exceeded Pearson r by 0.05 (0.85 vs 0.80) {r}.") == "verified"
    assert status(f"For rep1 vs pooled, Pearson r exceeded Spearman ρ by 0.05 (0.85 vs 0.80) {r}.") == "unsupported"


def test_log2_is_a_function_not_a_name():
    v = tok(VIEW)
    assert status(f"log2(1.69/1.22) ≈ 0.47, so rep2 runs about 0.47 log2 units above rep1 {v}.") == "verified"


def test_a_slash_before_a_result_is_a_division():
    v = tok(VIEW)  # rep2: SD 10.2 over mean 1.69 is 6.04
    assert status(f"For rep2, σ/μ = 10.2/1.69 ≈ 6.0 {v}.") == "verified"
    assert status(f"For rep2, σ/μ = 10.2/1.69 ≈ 5.0 {v}.") == "unsupported"
    # with no result after it, a slash joins a pair ("1.22/1.69")
    assert status(f"rep1/rep2 average 1.22/1.69 in the view {v}.") == "verified"
