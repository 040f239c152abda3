"""How the checker reads an answer, from the s12 round on (issue 11): a demonstrative and a noun of a
kind ("that peak", "the same track") naming the previous sentence's entity of that kind. Records are
SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .test_binding import STATS, STORE, tok

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
