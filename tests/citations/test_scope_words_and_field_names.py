"""Issue 28, blind round r11 (verbose open-weight answers): a scope word right before its locus is
that locus ("the window chr19:…", "After moving to the second view, chr19:…,"); a locus scope is
met at the precision written ("chr21:45.63–46.71 Mb"); a field name quoted in inline code names its
attribute ("a `meanAcrossTracks` of 105.5"); "all three cover …" is a group, not a count; a length
after two written positions is their distance; a count is never a difference of two values the
sentence does not state; a locus in parentheses after a value is that value's place; a comparison in
words no reading checked leaves a sentence of one number undecided; "rep1's fold change" names "rep1
fold change"; a name of two entities said as a pair ("the LGG pair") is the pair of those two.

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .synthetic_records import asset_preview
from .synthetic_records import signal_stats as _stats
from .synthetic_records import track_stats as _s

VIEW = _stats("cite_s_view", "chr19:1000000-1200000", [  # SYNTHETIC
    ("rep1 fold change", _s(1.224, 199.8, 10.9)), ("rep2 fold change", _s(1.687, 190.7, 11.0)),
    ("pooled fold change", _s(1.45, 159.2, 8.2))])
WINDOW = _stats("cite_s_window", "chr19:1050000-1060000", [  # SYNTHETIC
    ("rep1 fold change", _s(4.02, 120.5, 9.8)), ("rep2 fold change", _s(5.73, 140.2, 11.2))])
CHROM = _stats("cite_s_chrom", "chr19:0-58617616", [  # SYNTHETIC
    ("rep1 fold change", _s(0.870, 1820.0, 9.02, 0.9998)), ("rep2 fold change", _s(0.874, 1790.0, 9.1, 0.9998)),
    ("pooled fold change", _s(0.872, 1650.0, 8.7, 0.9998))], kind="chromosome")
SAMPLES = _stats("cite_s_samples", "chr21:45634768-46709803", [  # SYNTHETIC
    ("ACCx_025FE5F8_T1", _s(2.474, 238.1, 10.24)), ("ACCx_025FE5F8_T2", _s(2.466, 257.5, 10.54)),
    ("BRCA_01112370_T1", _s(7.181, 283.1, 12.64))])
GENE = Citation(id="cite_s_gene", source_type="gene-annotation", title="Gene GENEA (hg38 annotation)",
                tool="genome_find_gene", locus="chr21:45981769-46005048",
                data={"success": True, "genomeId": "hg38", "query": "GENEA",
                      "gene": {"symbol": "GENEA", "geneId": "GENEA", "chrom": "chr21", "start": 45981769,
                               "end": 46005048, "strand": "+", "locus": "chr21:45981769-46005048",
                               "transcriptCount": 1,
                               "transcripts": [{"id": "NM_000001.1", "chrom": "chr21", "start": 45981769,
                                                "end": 46005048, "strand": "+", "cdsStart": 45981850,
                                                "cdsEnd": 46004013}]}})  # SYNTHETIC
PEAKS_FILE = asset_preview("cite_s_peaks_file", "SAMPLE.narrowPeak", "narrowpeak", [  # SYNTHETIC
    "chr19\t100\t400\tPeak_1\t675", "chr19\t900\t1200\tPeak_2\t284", "chr19\t2000\t2300\tPeak_3\t244"])
GRAPH = asset_preview("cite_s_graph", "SAMPLE.bedGraph", "bedgraph", [  # SYNTHETIC
    "chr9\t100\t103\t6.45", "chr9\t103\t105\t9.80", "chr9\t105\t107\t20.12"])
QUANT = Citation(id="cite_s_quant", source_type="genome-computation", title="Genome quantify at features result",
                 tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                       "signalTrackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                       "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                       "featureTrackId": "rep1_peaks_0004", "rowCount": 64, "rankedBy": "meanAcrossTracks",
                       "topRows": [{"name": "Peak_22", "chrom": "chr19", "start": 1055000, "end": 1055400,
                                    "rank": 1, "values": [112.4, 98.3, 105.8],
                                    "meanAcrossTracks": 105.5}]})  # SYNTHETIC
VIEW_P = _stats("cite_s_view_p", "chr19:1000000-1200000", [  # SYNTHETIC
    ("rep1 fold change", _s(1.224, 199.8, 10.9)), ("rep1 -log10 p", _s(1.454, 17.77, 0.667))])
_NAMES = ["LGGx_116B070A_T1", "LGGx_116B070A_T2", "GBMx_09C0DCE7_T1", "GBMx_09C0DCE7_T2"]
_R = [[1.0, 0.990, 0.95, 0.94], [0.990, 1.0, 0.93, 0.92], [0.95, 0.93, 1.0, 0.995], [0.94, 0.92, 0.995, 1.0]]
MATRIX = Citation(id="cite_s_matrix", source_type="genome-computation", title="Genome correlate tracks result",
                  tool="genome_correlate_tracks", locus="chr21:45634768-46709803",
                  data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)", "method": "pearson",
                        "trackIds": [f"{n}_{i:04d}" for i, n in enumerate(_NAMES)], "trackNames": _NAMES,
                        "pearsonMatrix": _R, "nBins": 500, "binSize": 2151})  # SYNTHETIC
STORE = {c.id: c for c in (VIEW, WINDOW, CHROM, SAMPLES, GENE, PEAKS_FILE, GRAPH, QUANT, VIEW_P, MATRIX)}


def tok(*cs: Citation) -> str:
    return "".join(f"[[cite:{c.id}]]" for c in cs)


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_scope_word_right_before_its_locus_is_that_locus():
    both = tok(WINDOW, VIEW)
    # 1.687 is rep2's mean over the view, not over the window the sentence names by its locus
    assert status(f"In the window chr19:1,050,000-1,060,000, rep2 has a mean of about 1.69 {both}.") == "unsupported"
    assert status(f"Zooming into the 10-kb window chr19:1,050,000-1,060,000, rep2 has a mean of about 1.69 "
                  f"{both}.") == "unsupported"
    assert status(f"Zooming into the 10-kb window chr19:1,050,000-1,060,000, rep2 has a mean of about 5.73 "
                  f"{both}.") == "verified"
    assert status(f"After moving to the second view, chr19:1,050,000-1,060,000, rep2's max there is 190.7 "
                  f"{both}.") == "unsupported"


def test_a_locus_scope_is_met_at_the_precision_written():
    s = tok(SAMPLES)
    assert status(f"Both ACC tracks average about 2.47 across chr21:45.63–46.71 Mb {s}.") == "verified"
    assert status(f"Both ACC tracks average about 2.47 across chr21:45.50–46.71 Mb {s}.") == "unsupported"


def test_a_field_name_in_inline_code_names_its_attribute():
    q, v = tok(QUANT), tok(VIEW)
    # 105.8 is pooled's value at Peak_22; the `meanAcrossTracks` is 105.5
    assert status(f"Peak_22 ranks first with a `meanAcrossTracks` of approximately 105.8 {q}.") == "unsupported"
    assert status(f"Peak_22 ranks first with a `meanAcrossTracks` of approximately 105.5 {q}.") == "verified"
    assert status(f"For rep2, the `sd` is about 1.69 {v}.") == "unsupported"  # its mean, not its sd
    assert status(f"For rep2, the `sd` is about 11.0 {v}.") == "verified"
    # code holding digits stays code: no number in it is read
    assert status(f"Run `genome_signal_stats(k=3)` for rep2 {v}.") == "unverified"


def test_all_three_before_a_verb_is_a_group_not_a_count():
    c = tok(CHROM)
    assert status(f"rep1, rep2 and pooled average 0.870, 0.874 and 0.872, respectively, while all three cover "
                  f"~99.98% of chr19 {c}.") == "verified"


def test_a_length_after_two_written_positions_is_their_distance():
    g = tok(GENE)
    assert status(f"Its CDS runs from 45,981,850 to 46,004,013, about 22.2 kb {g}.") == "verified"
    assert status(f"Its CDS runs from 45,981,850 to 46,004,013, about 24.2 kb {g}.") == "unsupported"
    assert status(f"The GENEA locus (chr21:45,981,769-46,005,048) covers approximately 23.3 kb {g}.") == "verified"


def test_a_count_is_no_difference_of_two_values_the_sentence_does_not_state():
    p = tok(PEAKS_FILE)  # 284 − 244 = 40, but "40 peaks" counts peaks: the preview holds three
    assert status(f"The file holds 40 peaks in total, the strongest being Peak_1 with a score of 675 {p}.") \
        == "unsupported"


def test_a_locus_in_parentheses_after_a_value_is_that_values_place():
    g = tok(GRAPH)
    assert status(f"bedGraph preview max 20.12 (chr9:105-107), min 6.45 {g}") == "verified"


def test_a_comparison_no_reading_checked_leaves_one_number_undecided():
    v = tok(VIEW)
    assert status(f"With an sd of 11.0, rep2 is jumpier than rep1 {v}.") == "unverified"
    assert status(f"rep2's sd of 11.0 makes it jumpier than rep1 does {v}.") == "unverified"
    assert status(f"rep2 (sd 11.0) edges out rep1 {v}.") == "verified"  # a comparison read is checked
    # two values read only as a set do not say which is whose: "warmer" is read by no reading
    assert status(f"rep2 runs warmer than rep1, mean 1.687 versus 1.224 {v}.") == "unverified"


def test_qualitative_comparatives_compare_the_attribute_named():
    v = tok(VIEW)  # "hotter" says more, "noisier" more with the SD named; "quieter" says less
    assert status(f"rep2 runs hotter than rep1, mean 1.687 versus 1.224 {v}.") == "verified"
    assert status(f"rep1 runs hotter than rep2, mean 1.224 versus 1.687 {v}.") == "unsupported"
    assert status(f"rep2's sd of 11.0 makes it noisier than rep1 {v}.") == "verified"
    assert status(f"rep1's sd of 10.9 makes it noisier than rep2 {v}.") == "unsupported"
    assert status(f"With a mean of 1.224, rep1 is quieter than rep2 {v}.") == "verified"
    assert status(f"With a mean of 1.687, rep2 is quieter than rep1 {v}.") == "unsupported"
    # a bound is the number's own: "more than one", "exceeds 190" are read with it
    assert status(f"rep2's maximum exceeds 190 {v}.") == "verified"


def test_a_possessive_inside_a_name_still_names_it():
    v = tok(VIEW_P)  # "rep1" alone is both tracks; "rep1's fold change" is the fold-change track
    assert status(f"Starting with rep1's fold change, its mean is about 1.22 {v}. The standard deviation was "
                  f"about 0.667 {v}.") == "unsupported"  # 0.667 is the -log10 p track's
    assert status(f"rep1's fold change has a standard deviation of 10.9 {v}.") == "verified"


def test_a_name_of_two_said_as_a_pair_is_their_pair():
    m = tok(MATRIX)
    assert status(f"The LGG pair correlates at Pearson r 0.990 {m}.") == "verified"
    assert status(f"The two LGG samples correlate at Pearson r 0.990 {m}.") == "verified"
    assert status(f"The LGG pair correlates at Pearson r 0.95 {m}.") == "unsupported"  # an LGG–GBM pair's
    assert status(f"The LGG pair agrees closely {m}. Their Pearson r is 0.990 {m}.") == "verified"
    assert status(f"The LGG pair agrees closely {m}. Their Pearson r is 0.95 {m}.") == "unsupported"
    # a superlative of a pair no reading checks: the pair's value alone does not make it the top
    assert status(f"The most concordant pair is the LGG pair (r = 0.990) {m}.") == "unverified"
