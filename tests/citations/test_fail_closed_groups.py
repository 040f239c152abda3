"""Issue 28, fail closed on groups, ratios and rankings: a ratio is never taken of a value of an
entity the sentence does not name; a claim said of a group ("all four samples are …", "both ACC
tracks average …", a quantifier in a bullet's label) is ✓ only when a value was checked for each
member; a superlative of a name several entities share, or of values that tie, is ?; each name
listed as a member of a kind ("the samples include …") must be in the cited records; a possessive
name between attribute words and their number keeps the words; a view named in a bullet's label is
its value's scope; places in a ranking said in words ("the second candidate is …", "ranked above")
are checked; which file a warning concerns is a claim; a comparison in words no reading checks
leaves a sentence without numbers undecided; the uncovered share said after its number or in a label,
and a difference whose two sides are named before it, are read.

Records are SYNTHETIC (labelled so), in the shape genome_signal_stats stores, with the sample names
the TCGA tracks really have."""

from __future__ import annotations

from typing import Any

import pytest

from genie_widgets.citations import Citation, verify_message


def _track(tid: str, name: str, mean: float, mx: float, sd: float, covered: int) -> dict[str, Any]:
    return {"trackId": tid, "name": name, "stats": {
        "mean": mean, "max": mx, "sd": sd, "coveredBases": covered, "coveredFraction": covered / 16390,
        "scopeLength": 16390}}


SAMPLES = Citation(id="cite_samples_stats", source_type="genome-computation", title="Genome signal stats result",
                   tool="genome_signal_stats", locus="chr21:45634768-45651158",
                   data={"success": True, "scopeApplied": "viewport (chr21:45634768-45651158)",
                         "loci": ["chr21:45634768-45651158"], "tracks": [
                             _track("accx_t1_0001", "ACCx_025FE5F8_T1", 2.474, 238.1, 12.1, 344),
                             _track("accx_t2_0002", "ACCx_025FE5F8_T2", 2.466, 257.5, 12.9, 453),
                             _track("brca_t2_0003", "BRCA_000CFD9F_T2", 4.155, 291.5, 9.64, 10346),
                             _track("brca_t1_0004", "BRCA_01112370_T1", 7.181, 283.1, 15.2, 12471)]})  # SYNTHETIC
STORE = {SAMPLES.id: SAMPLES}
TOK = f"[[cite:{SAMPLES.id}]]"


def check(text: str) -> Any:
    return verify_message(text, STORE)[-1]


def status(text: str) -> str:
    return check(text).status


def test_a_share_is_never_taken_of_an_entity_the_sentence_does_not_name():
    # 2.8% is ACC T1's covered bases over BRCA T1's (344 / 12,471), and ACC T2's covered fraction:
    # neither is what "ACC T1 covers" says (its own fraction is 2.1%)
    result = check(f"ACCx T1 covers only about 2.8% of the view {TOK}.")
    assert result.status == "unsupported"
    assert not any(f.rule == "arithmetic.derived" for f in result.facts)
    assert status(f"ACCx T1 covers about 2.1% of the view {TOK}.") == "verified"
    # both sides named: the ratio is checked
    assert status(f"BRCA T1's mean is about 2.9 times that of ACCx T1 {TOK}.") == "verified"
    assert status(f"BRCA T1's mean is about 3.5 times that of ACCx T1 {TOK}.") == "unsupported"


def test_a_group_claim_is_checked_for_each_member_or_undecided():
    assert status(f"Both ACC tracks average about 2.47 {TOK}.") == "verified"
    assert status(f"Both ACC tracks average 2.474 {TOK}.") == "unsupported"  # T2's is 2.466
    # only the count is checkable: what is said of each of the four is not checked, so not ✓
    result = check(f"All four samples are pooled-replicate tracks {TOK}.")
    assert result.status == "unverified"
    assert any(f.rule == "every.unchecked" and f.unsure for f in result.facts)
    assert status(f"All four samples were summarised over chr21:45,634,768-45,651,158 {TOK}.") == "unverified"
    # a quantifier not at the head of the sentence is no group claim
    assert status(f"The view chr21:45,634,768-45,651,158 was summarised for each sample {TOK}.") == "verified"


def test_a_quantifier_in_a_bullet_label_is_said_of_the_value_after_it():
    assert status(f"- **Both ACC samples:** mean ≈ 2.47 {TOK}") == "verified"
    assert status(f"- **Both BRCA samples:** mean ≈ 7.18 {TOK}") == "unsupported"  # BRCA T2's is 4.155


def test_a_superlative_names_one_entity_or_a_group_or_is_undecided():
    assert status(f"BRCA T1 has the highest mean of the four {TOK}.") == "verified"
    assert status(f"- **BRCA T1:** lowest max of all four samples {TOK}") == "unsupported"  # not any T1
    assert status(f"T1 has the highest mean of the four {TOK}.") == "unverified"  # ACC T1 or BRCA T1
    assert status(f"The two ACC samples have the lowest means of the four {TOK}.") == "verified"
    assert status(f"The two BRCA samples have the lowest means of the four {TOK}.") == "unsupported"


def test_a_superlative_over_values_that_tie_is_undecided():
    result = check(f"ACCx T2 has the smallest scope length of the four {TOK}.")
    assert result.status == "unverified"
    assert "ties" in result.reason


def test_the_tightest_spread_is_the_smallest_sd():
    assert status(f"BRCA T2 has the tightest SD of the four {TOK}.") == "verified"
    assert status(f"BRCA T1 has the tightest SD of the four {TOK}.") == "unsupported"


def test_each_name_listed_as_a_member_of_a_kind_is_a_claim():
    assert status(f"The samples include ACCx_025FE5F8_T1 and BRCA_000CFD9F_T2 {TOK}.") == "verified"
    result = check(f"The samples include ACCx_025FE5F8_T1 and GBMx_09C0DCE7_T1 {TOK}.")
    assert result.status == "unsupported"
    assert "GBMx_09C0DCE7_T1 is not in the cited records" in result.reason


CALL = Citation(id="cite_call_k3", source_type="genome-computation", title="rep1 fold change peaks · z ≥ 3",
                tool="genome_call_peaks", locus="chr19:1000000-1200000",
                data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "method": "zscore",
                      "threshold": 24.344, "k": 3.0, "mean": 1.2236, "sd": 7.7068, "minWidth": 1, "mergeGap": 0,
                      "peakCount": 41, "fragmentCount": 41,
                      "trackId": "rep1_fold_change_peaks_z_3_1460"})  # SYNTHETIC, the real call's values
CORR = Citation(id="cite_corr_chrom", source_type="genome-computation", title="Genome correlate tracks result",
                tool="genome_correlate_tracks", locus="chr19:0-58617616",
                data={"success": True, "scopeApplied": "chromosome (chr19:0-58617616)",
                      "trackIds": ["rep1_fold_change_1a2b", "rep2_fold_change_3c4d"],
                      "trackNames": ["rep1 fold change", "rep2 fold change"],
                      "pearsonMatrix": [[1, 0.615], [0.615, 1]], "nBins": 244710, "binSize": 10000})  # SYNTHETIC
STORE.update({CALL.id: CALL, CORR.id: CORR})


def test_a_possessive_name_between_attribute_words_and_a_number_keeps_the_words():
    call = f"[[cite:{CALL.id}]]"
    assert status(f"The cutoff on rep1's fold change is about 7.7 {call}.") == "unsupported"  # the SD
    assert status(f"The cutoff on rep1's fold change is about 24.3 {call}.") == "verified"


def test_a_view_named_in_a_bullet_label_is_the_scope_of_its_value():
    corr = f"[[cite:{CORR.id}]]"
    assert status(f"- **rep1 vs rep2, current view:** r = 0.615 {corr}") == "unsupported"  # chr19-wide
    assert status(f"- **rep1 vs rep2, chr19-wide:** r = 0.615 {corr}") == "verified"


def test_the_more_of_two_is_checked_like_a_superlative():
    assert status(f"BRCA T1 is the more variable sample, with an SD of 15.2 against ACCx T1's 12.1 {TOK}.") == \
        "verified"
    assert status(f"ACCx T1 is the more variable sample, with an SD of 12.1 against BRCA T1's 15.2 {TOK}.") == \
        "unsupported"


def test_a_ratio_in_a_bullet_label_is_of_the_entities_the_label_names():
    # 2.9 is BRCA T1's mean over ACC T1's; BRCA T2 over ACC T2 is 1.7: "T2" alone does not make it any T2
    assert status(f"- **BRCA T1 / ACCx T1 (mean):** 2.9× {TOK}") == "verified"
    assert status(f"- **BRCA T2 / ACCx T2 (mean):** 2.9× {TOK}") == "unsupported"


SEARCH = Citation(id="cite_search_four", source_type="public-data-search", title="ENCODE search",
                  tool="public_data_search",
                  data={"total": 4, "candidates": [{"rank": 1, "accession": "ENCFF381NDD"},
                                                   {"rank": 2, "accession": "ENCFF779QTH"},
                                                   {"rank": 3, "accession": "ENCFF849TDM"},
                                                   {"rank": 4, "accession": "ENCFF938DNH"}]})  # SYNTHETIC
STORE[SEARCH.id] = SEARCH


PLACES = [("The second candidate in the search is ENCFF779QTH", "verified"),
          ("The second candidate in the search is ENCFF849TDM", "unsupported"),
          ("ENCFF938DNH was last of the four", "verified"), ("ENCFF849TDM was last of the four", "unsupported"),
          ("ENCFF779QTH ranked above ENCFF849TDM", "verified"), ("ENCFF938DNH ranked above ENCFF849TDM", "unsupported"),
          ("ENCFF938DNH sits below ENCFF849TDM", "verified")]


@pytest.mark.parametrize(("sentence", "expected"), PLACES)
def test_places_in_a_ranking_said_in_words_are_checked(sentence: str, expected: str):
    assert status(f"{sentence} [[cite:{SEARCH.id}]].") == expected


WARNED = Citation(id="cite_k562_warned", source_type="genome-computation", title="Genome signal stats result",
                  tool="genome_signal_stats", locus="chr9:4000000-6000000",
                  data={"success": True, "scopeApplied": "viewport (chr9:4000000-6000000)",
                        "loci": ["chr9:4000000-6000000"], "tracks": [
                            {"trackId": "k562_h3k27ac_0a0a", "name": "K562 H3K27ac", "stats": {"mean": 0.687}},
                            {"trackId": "k562_h3k4me3_0b0b", "name": "K562 H3K4me3", "stats": {"mean": 1.21}},
                            {"trackId": "k562_rna_0c0c", "name": "K562 RNA", "stats": {"mean": 5.69}}],
                        "warnings": ["measured despite a genome mismatch: /data/bigwig_chr9_K562_H3K4me3.bigwig: the "
                                     "chromosome sizes in its header do not match hg19; it probably belongs to hg38"]})
STORE[WARNED.id] = WARNED  # SYNTHETIC values; the warning's words as the tool writes them


def test_which_file_a_warning_concerns_is_a_claim():
    w = f"[[cite:{WARNED.id}]]"
    assert status(f"The genome-mismatch warning concerns the K562 H3K4me3 file {w}.") == "verified"
    result = check(f"- **Genome-mismatch warning:** on the K562 RNA file {w}")
    assert result.status == "unsupported"
    assert "names K562 H3K4me3, not K562 RNA" in result.reason
    # a name not beside the warning word (or with no noun of its kind) is no claim about it
    assert status(f"K562 RNA averaged 5.69 over the window; note the mismatch warning {w}.") == "verified"


def test_a_comparison_in_words_no_reading_checks_is_undecided_in_a_sentence_without_numbers():
    w = f"[[cite:{WARNED.id}]]"
    result = check(f"Notice that the K562 H3K4me3 file declares a longer chr9 than hg19 has {w}.")
    assert result.status == "unverified"
    assert any(f.rule == "comparison.unread" for f in result.facts)


K562_SHARE = Citation(id="cite_k562_share", source_type="genome-computation", title="Genome signal stats result",
                      tool="genome_signal_stats", locus="chr9:4000000-6000000",
                      data={"success": True, "scopeApplied": "viewport (chr9:4000000-6000000)",
                            "loci": ["chr9:4000000-6000000"], "tracks": [
                                {"trackId": "k562_rna_0c0c", "name": "K562 RNA",
                                 "stats": {"mean": 5.69, "coveredBases": 234800, "coveredFraction": 0.1174,
                                           "scopeLength": 2000000}}]})  # SYNTHETIC
STORE[K562_SHARE.id] = K562_SHARE
#: (sentence, the record it cites, the status): the uncovered share said after its number or in a
#: label, and a difference whose two sides are named before its number
READ_BEFORE = [
    ("K562 RNA leaves roughly 88% of the window with no signal at all", K562_SHARE, "verified"),
    ("K562 RNA covers roughly 88% of the window", K562_SHARE, "unsupported"),
    ("- **K562 RNA, uncovered share of view:** 88.3%", K562_SHARE, "verified"),
    ("- **No RNA signal:** 88.3% of the 2-Mb view", K562_SHARE, "verified"),
    ("- **No RNA signal:** 11.7% of the 2-Mb view", K562_SHARE, "unsupported"),
    ("The difference in mean signal between BRCA T1 and BRCA T2 was 3.03", SAMPLES, "verified"),
    ("The difference in mean signal between BRCA T1 and BRCA T2 was 3.5", SAMPLES, "unsupported"),
    ("- **BRCA T1 minus BRCA T2 (mean):** 3.03", SAMPLES, "verified"),
    ("- **BRCA T1 \u2212 ACCx T1 (mean):** 3.03", SAMPLES, "unsupported"),
    ("- BRCA T1 minus BRCA T2: ~3.0", SAMPLES, "verified"),
]


@pytest.mark.parametrize(("sentence", "record", "expected"), READ_BEFORE)
def test_words_said_before_or_after_a_number_in_a_label_or_a_clause(sentence: str, record: Citation,
                                                                    expected: str):
    assert status(f"{sentence} [[cite:{record.id}]]") == expected
