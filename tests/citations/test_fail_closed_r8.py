"""Issue 28, the classes found open after blind round r7 (and in round r8): the attribute words of a
number said to be a result ("…, you get 78.15") are the narrowest ones earlier in its sentence
("average … across the three tracks" is the mean across tracks, not any track's mean).

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import Citation, verify_message


def _row(name: str, values: list[float]) -> dict[str, Any]:
    return {"rank": 1, "chr": "chr19", "start": 1097875, "end": 1098013, "name": name, "featureScore": 115.0,
            "values": values, "meanAcrossTracks": round(sum(values) / len(values), 4)}


QUANT3 = Citation(id="cite_quant_three", source_type="genome-computation", title="Genome quantify at features result",
                  tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                  data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                        "signalTrackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                        "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                        "featureTrackId": "rep1_peaks_0004",
                        "rowCount": 64, "rankedBy": "meanAcrossTracks",
                        "topRows": [_row("Peak_37", [95.53, 60.44, 78.15])]})  # SYNTHETIC; mean across 78.04
STORE = {c.id: c for c in (QUANT3,)}


def tok(c: Citation) -> str:
    return f"[[cite:{c.id}]]"


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_result_number_takes_the_narrowest_attribute_words_before_it():
    q = tok(QUANT3)
    # 78.15 is the pooled column of Peak_37, not its mean across the three tracks (78.04)
    assert status(f"If you average Peak_37 across the three tracks, you get 78.15 {q}.") == "unsupported"
    assert status(f"Averaged across the three tracks, Peak_37 comes to 78.15 {q}.") == "unsupported"
    assert status(f"If you average Peak_37 across the three tracks, you get 78.04 {q}.") == "verified"
    assert status(f"If you average Peak_37 across the three tracks, you get about 78 {q}.") == "verified"
    assert status(f"The pooled track's mean at Peak_37 is 78.15 {q}.") == "verified"
