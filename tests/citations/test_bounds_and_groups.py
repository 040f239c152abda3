"""Issue 28, bounds and groups (blind round r10): a bound said with a verb ("stays below 5", "never
rises above 100", "does not exceed 0.9", "exceeded a mean of 1.5") is checked as a bound, on the side
the words say; a bound no attribute words name is undecided, never dropped; a value said of a group
holds for each member (a plural shared name, "both" of more candidates, "all three" of fewer);
"outranks … on mean" compares means.

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .synthetic_records import signal_stats as _stats
from .synthetic_records import track_stats as _s

VIEW = _stats("cite_b_view", "chr19:1000000-1200000", [  # SYNTHETIC
    ("rep1 fold change", _s(1.224, 199.8, 10.9)), ("rep2 fold change", _s(1.687, 190.7, 11.0)),
    ("rep1 -log10 p", _s(1.454, 17.77, 1.2)), ("pooled fold change", _s(1.45, 159.2, 8.2))])
WINDOW = _stats("cite_b_window", "chr19:1050000-1060000", [  # SYNTHETIC
    ("rep1 fold change", _s(4.02, 120.5, 9.8)), ("rep2 fold change", _s(5.73, 140.2, 11.2))])
SAMPLES = _stats("cite_b_samples", "chr21:45634768-46709803", [  # SYNTHETIC
    ("ACCx_025FE5F8_T1", _s(2.474, 238.1, 10.24)), ("ACCx_025FE5F8_T2", _s(2.466, 257.5, 10.54)),
    ("BRCA_000CFD9F_T2", _s(4.155, 291.5, 9.64)), ("BRCA_01112370_T1", _s(7.181, 283.1, 12.64))])
STORE = {c.id: c for c in (VIEW, WINDOW, SAMPLES)}


def tok(c: Citation) -> str:
    return f"[[cite:{c.id}]]"


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_bound_said_with_a_verb_is_checked_on_its_side():
    v = tok(VIEW)
    assert status(f"rep2's mean stays below 0.87 {v}.") == "unsupported"  # 1.687 (no longer read as ≈ 1.69)
    assert status(f"rep2's mean stays below 2 {v}.") == "verified"
    assert status(f"rep2's mean does not exceed 1.5 {v}.") == "unsupported"
    assert status(f"rep1's mean does not exceed 1.5 {v}.") == "verified"
    assert status(f"rep2's max is under 150 {v}.") == "unsupported"
    # "rep1" here also names the -log10 p track: a bound only that one holds is undecided
    assert status(f"rep1's max is under 150 {v}.") == "unverified"
    # a negation at the precision written: 190.7 never exceeds 190.7
    assert status(f"rep2's maximum never exceeds 190.7 {v}.") == "verified"


def test_a_verb_of_the_whole_series_bounds_its_maximum_or_minimum():
    v = tok(VIEW)
    assert status(f"The rep1 -log10 p track never rises above 20 {v}.") == "verified"  # max 17.77
    assert status(f"The rep1 -log10 p track never rises above 10 {v}.") == "unsupported"
    assert status(f"rep2 fold change never drops below 1 {v}.") == "unsupported"  # min 0
    # attribute words of their own win over the verb's maximum
    assert status(f"rep2's mean stays below 1.8 {v}.") == "verified"


def test_a_bound_no_words_name_is_undecided_not_dropped():
    v = tok(VIEW)
    assert status(f"rep1 fold change exceeds 0.5 {v}.") == "unverified"
    assert status(f"rep1 fold change sits at 1.224 on average and exceeds 0.5 {v}.") == "unverified"


def test_attribute_words_before_above_or_under_bound_the_value_they_name():
    s = tok(SAMPLES)
    assert status(f"Both ACC tracks have means above 3 {s}.") == "unsupported"
    assert status(f"Both ACC tracks have means above 2 {s}.") == "verified"
    assert status(f"Both ACC tracks exceed a mean of 2.47 {s}.") == "unsupported"  # 2.466 is not above 2.47


def test_a_plural_shared_name_is_said_of_each_of_its_entities():
    s = tok(SAMPLES)
    assert status(f"The BRCA samples average 7.18 {s}.") == "unsupported"
    assert status(f"The BRCA samples average above 4 {s}.") == "verified"
    assert status(f"The ACC samples average 2.47 {s}.") == "verified"
    # the set a value is picked from is not what it is said of
    assert status(f"BRCA T1 has the highest mean of the BRCA samples, 7.18 {s}.") == "verified"
    # a singular name shared by two stays undecided
    assert status(f"The BRCA sample averages 7.18 {s}.") == "unverified"
    # each its own value: a list, not a value said of each
    assert status(f"Both ACC tracks: max under 260 (238.1 / 257.5) {s}.") == "verified"


def test_both_of_more_candidates_holds_for_all_fails_for_too_few_and_is_undecided_between():
    v = tok(VIEW)  # three tracks are named "replicate …": rep1 fold change, rep2 fold change, rep1 -log10 p
    assert status(f"Both replicates exceed a mean of 1.1 {v}.") == "verified"  # all three do
    assert status(f"Both replicates exceeded a mean of 1.5 {v}.") == "unsupported"  # only rep2's does
    assert status(f"Both replicates exceed a mean of 1.3 {v}.") == "unverified"  # two of three: which two?


def test_a_group_larger_than_the_cited_records_hold_is_refuted():
    w = tok(WINDOW)
    assert status(f"All three fold-change tracks average above 3 across the window {w}.") == "unsupported"
    assert status(f"Both fold-change tracks average above 3 across the window {w}.") == "verified"
    # pooled is a track of the records, but not of the cited one
    assert status(f"rep1, rep2 and pooled each exceed 100 at their max {w}.") == "unsupported"


def test_a_name_inside_a_longer_one_makes_no_group():
    s = tok(SAMPLES)
    assert status(f"The signal never rises above 100 in ACCx T1 {s}.") == "unsupported"
    assert status(f"ACCx T1 never rises above 300 {s}.") == "verified"


def test_outranks_on_an_attribute_compares_that_attribute():
    s = tok(SAMPLES)
    assert status(f"BRCA T2 outranks BRCA T1 on mean {s}.") == "unsupported"
    assert status(f"BRCA T1 outranks BRCA T2 on mean, 7.18 versus 4.16 {s}.") == "verified"
    assert status(f"BRCA T2 outranks BRCA T1, 4.16 versus 7.18 {s}.") == "unsupported"


def test_a_length_of_the_place_does_not_part_a_value_from_its_words():
    w = tok(WINDOW)
    assert status(f"rep2's average fold change over the 10-kb window is about 11 {w}.") == "unsupported"  # its SD
    assert status(f"rep2's average fold change over the 10-kb window is about 5.7 {w}.") == "verified"


def test_a_group_said_after_by_or_before_the_number_after_in_is_checked_for_each():
    s, w = tok(SAMPLES), tok(WINDOW)
    assert status(f"Maxima above 250 were reached by all four samples {s}.") == "unsupported"  # ACCx T1 238.1
    assert status(f"Maxima above 230 were reached by all four samples {s}.") == "verified"
    assert status(f"In both fold-change tracks, the maximum exceeded 130 {w}.") == "unsupported"  # rep1 120.5
    assert status(f"In both fold-change tracks, the maximum exceeded 100 {w}.") == "verified"
    # a group in the sentence before is not this sentence's
    assert status(f"In both fold-change tracks the mean is above 4. rep2's maximum is 140.2 {w}.") == "verified"


def test_a_denied_superlative_is_wrong_when_the_entity_ranks_first():
    s = tok(SAMPLES)
    assert status(f"BRCA T1 does not have the highest mean of the BRCA samples {s}.") == "unsupported"
    assert status(f"BRCA T2 isn't the more variable BRCA sample — BRCA T1 is, at an SD of 12.64 {s}.") == "verified"


def test_a_close_bound_allows_one_unit_of_its_last_digit():
    s = tok(SAMPLES)  # scope 1,075,035 bp
    assert status(f"The view is a little over 1.07 Mb long {s}.") == "verified"
    assert status(f"The view is a little over 1.05 Mb long {s}.") == "unsupported"


def test_words_a_plural_possessive_owns_narrow_the_group():
    v = tok(VIEW)  # "replicate" names rep1 fold change, rep2 fold change and rep1 -log10 p
    assert status(f"Both replicates' fold change stays under 1.5 on average across the view {v}.") == "unsupported"
    assert status(f"Both replicates' fold change stays under 1.8 on average across the view {v}.") == "verified"



def test_the_place_a_comparison_holds_in_is_not_what_it_compares():
    s = tok(SAMPLES)  # every track's scope length is the same: "in the view" must not be the compared attribute
    assert status(f"BRCA T1 is more enriched than BRCA T2 in the view {s}.") == "unverified"
    assert status(f"BRCA T1 averages higher than BRCA T2 across the view {s}.") == "verified"


def test_the_lower_or_higher_with_a_bracketed_pair_puts_the_subjects_value_first():
    s = tok(SAMPLES)
    assert status(f"BRCA T1 beats BRCA T2 on mean, and it also has the lower SD (12.64 vs 9.64) {s}.") == "unsupported"
    assert status(f"BRCA T2 has the lower SD (9.64 vs 12.64) {s}.") == "verified"
