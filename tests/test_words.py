"""Issue 30: counts agree with their nouns and percents never round a near-total to 100% (or a
trace to 0%), in the one helper every text uses and where a user sees it."""

import pytest

from genie_widgets._words import count, noun, percent
from genie_widgets.agent.narrate import CLAIMS, describe_result


@pytest.mark.parametrize("fraction,text", [
    (0.99983, "99.98%"), (0.5, "50.0%"), (0.0004, "0.04%"), (1, "100.0%"), (0, "0.0%"),
    (0.99999999, "> 99.9999%"), (1e-9, "< 0.0001%"), (0.9994, "99.9%"), (0.99951, "99.95%"), (None, "n/a"), (float("nan"), "n/a"),
])
def test_percent_is_never_rounded_to_an_end(fraction, text):
    assert percent(fraction) == text


def test_counts_agree_with_their_nouns():
    assert count(1, "peak") == "1 peak" and count(0, "peak") == "0 peaks" and count(1234, "gene") == "1,234 genes"
    assert noun(2, "locus") == "loci" and noun(3, "entry") == "entries" and noun(1.0, "bin") == "bin"


def test_narration_of_near_total_coverage_and_single_counts():
    stats = {"success": True, "scopeApplied": "viewport (chr1:0-1000)",
             "tracks": [{"trackId": "a", "name": "a", "stats": {"mean": 1.5, "max": 2.0, "coveredFraction": 0.99983}}]}
    text = describe_result("genome_signal_stats", {}, stats)
    assert "99.98% of bases covered" in text and "100.0%" not in text
    peaks = {"success": True, "peakCount": 1, "fragmentCount": 1, "method": "zscore", "threshold": 2.0, "k": 2,
             "scopeApplied": "viewport (chr1:0-1000)"}
    assert "found 1 peak " in describe_result("genome_call_peaks", {}, peaks)
    one_bin = {"success": True, "trackIdA": "a", "trackIdB": "b", "r": None, "nBins": 1}
    assert describe_result("genome_correlate_tracks", {}, one_bin).endswith("computed over 1 bin.")
    assert CLAIMS["project_list_assets"]({"assetCount": 1}, None, None) == ["The project catalog lists 1 asset."]


def test_progress_and_scope_labels_agree():
    from genie_widgets.genome.cohort import _label

    assert _label(1, ["chr1"]) == "1 track × 1 chromosome"
