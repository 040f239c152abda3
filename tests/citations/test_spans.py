"""Issue 11, second round: ranges, word fractions, per-unit ratios, unknown entity names and a
named feature's locus, each checked both ways (backed → verified, not backed → unsupported).

Records here are SYNTHETIC copies of the shapes our tools store (same fields, small values)."""

from __future__ import annotations

import pytest

import genie_widgets  # noqa: F401  (registers the genomics vocabulary the checker reads records with)
from genie_widgets.citations import Citation, verify_message
from genie_widgets.citations.spans import read_numbers

VIEW = Citation(
    id="cite_syn_stats_view", source_type="genome-computation", title="Genome signal stats result",
    tool="genome_signal_stats", locus="chr19:1000000-1200000",
    data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "loci": ["chr19:1000000-1200000"],
          "tracks": [{"trackId": "rep1_aa11", "name": "rep1",
                      "stats": {"mean": 1.2236, "max": 199.83, "nIntervals": 256, "coveredFraction": 0.7382,
                                "scopeLength": 200000}},
                     {"trackId": "rep2_bb22", "name": "rep2",
                      "stats": {"mean": 1.6867, "max": 190.72, "nIntervals": 279, "coveredFraction": 0.0172,
                                "scopeLength": 200000}}]})
PEAKS = Citation(
    id="cite_syn_peaks_view", source_type="genome-computation", title="Genome call peaks result",
    tool="genome_call_peaks", locus="chr19:1000000-1200000",
    data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "method": "zscore",
          "threshold": 16.64, "k": 2.0, "minWidth": 1, "mergeGap": 1000, "peakCount": 38, "fragmentCount": 65,
          "trackId": "rep1_peaks_cc33"})
QUANT = Citation(
    id="cite_syn_quant_view", source_type="genome-computation", title="Genome quantify at features result",
    tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
    data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean", "rowCount": 2,
          "topRows": [{"rank": 1, "chr": "chr19", "start": 1102539, "end": 1102707, "name": "Peak_22",
                       "featureScore": 143.0, "value": 112.996},
                      {"rank": 2, "chr": "chr19", "start": 1097875, "end": 1098013, "name": "Peak_37",
                       "featureScore": 115.0, "value": 95.529}]})
STORE = {r.id: r for r in (VIEW, PEAKS, QUANT)}


def status(sentence: str) -> str:
    return verify_message(sentence, STORE)[-1].status


@pytest.mark.parametrize("sentence, expected", [
    # ranges
    (f"rep1's mean lies between 1.2 and 1.3 {VIEW.token}.", "verified"),
    (f"rep1's mean lies between 1.3 and 1.4 {VIEW.token}.", "unsupported"),
    (f"rep2 averaged 1.68\u20131.69 in the view {VIEW.token}.", "verified"),
    (f"rep2 averaged 1.70\u20131.80 in the view {VIEW.token}.", "unsupported"),
    # word fractions: of a thing (a percent) and of another entity's value (a ratio)
    (f"rep1 covers about three quarters of the view {VIEW.token}.", "verified"),
    (f"rep1 covers about a third of the view {VIEW.token}.", "unsupported"),
    (f"rep1's mean is about three quarters of rep2's {VIEW.token}.", "verified"),
    (f"rep1's mean is roughly half of rep2's {VIEW.token}.", "unsupported"),
    # per-unit ratios: over another value of the record, or over the scope's length
    (f"Merging left about 1.7 fragments per peak {PEAKS.token}.", "verified"),
    (f"Merging left about 3 fragments per peak {PEAKS.token}.", "unsupported"),
    (f"The call found about 190 peaks per Mb {PEAKS.token}.", "verified"),
    (f"The call found about 19 peaks per Mb {PEAKS.token}.", "unsupported"),
    (f"rep1 had about 1.3 data intervals per kb {VIEW.token}.", "verified"),
    # names shaped like the records' but absent back nothing
    (f"rep3 averaged 1.22 in the view {VIEW.token}.", "unsupported"),
    (f"Replicate 3 averaged 1.22 in the view {VIEW.token}.", "unsupported"),
    (f"Peak_999 averaged 113.0 {QUANT.token}.", "unsupported"),
    (f"rep1 averaged 1.22 in the view {VIEW.token}.", "verified"),
    # a named feature's locus is that feature's, even when it is another feature's exactly
    (f"Peak_22 lies at chr19:1,102,539-1,102,707 {QUANT.token}.", "verified"),
    (f"Peak_37 lies at chr19:1,102,539-1,102,707 {QUANT.token}.", "unsupported"),
    (f"The second feature, Peak_37, spans chr19:1,102,539-1,102,707 {QUANT.token}.", "unsupported"),
    # a list of numbers joined by "and" stays one clause
    (f"rep1 and rep2 averaged 1.22 and 1.69 in the view {VIEW.token}.", "verified"),
    (f"rep1 and rep2 averaged 1.69 and 1.22 in the view {VIEW.token}.", "unsupported"),
])
def test_new_claim_classes(sentence, expected):
    assert status(sentence) == expected, verify_message(sentence, STORE)[-1].reason


def test_the_failure_says_which_name_is_unknown_and_whose_value_it_is():
    check = verify_message(f"rep3 averaged 1.22 in the view {VIEW.token}.", STORE)[-1]
    assert check.facts[0].note == "1.22 is rep1's mean, not rep3's."


def test_a_range_and_a_fraction_are_one_claim_each_with_their_words():
    text = "between 0.4 and 0.5, 0.4\u20130.5, three quarters of the window, half of rep2's"
    claims = read_numbers(text, text)
    assert [c.fact.text for c in claims] == ["0.4 and 0.5", "0.4\u20130.5", "three quarters", "half"]
    assert claims[0].number is not None and claims[0].number.value == pytest.approx(0.45)
    assert claims[2].number is not None and claims[2].number.percent and claims[2].number.value == 75.0
    assert claims[3].derived == "ratio"


def test_a_hyphen_between_integers_is_not_a_range():
    claims = read_numbers("rows 3-5 and 7", "rows 3-5 and 7")
    assert all("-" not in c.fact.text for c in claims)
