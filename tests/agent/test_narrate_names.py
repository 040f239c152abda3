"""Offline answers name tracks as the reader knows them and write loci with separators (#13)."""

from __future__ import annotations

from genie_widgets.agent.narrate import describe_result, locus, track_name


def test_locus_gets_thousands_separators():
    assert locus("chr19:1000000-1100000") == "chr19:1,000,000-1,100,000"
    assert locus("chr19:1,000,000-1,100,000") == "chr19:1,000,000-1,100,000"
    assert locus("not a locus") == "not a locus"


def test_display_name_with_id_only_where_it_disambiguates():
    names = {"rep1_fc": "rep1 fc", "rep2_fc": "rep2 fc", "a_1": "peaks", "a_2": "peaks"}
    assert track_name("rep1_fc", names) == "`rep1 fc`"
    assert track_name("a_1", names) == "`peaks` (`a_1`)"
    assert track_name("unknown_id", names) == "`unknown_id`"


def test_stats_answer_uses_display_names():
    result = {
        "success": True, "citationToken": "[[cite:cite_x]]", "scopeApplied": "viewport (chr19:1000000-1100000)",
        "tracks": [
            {"trackId": "t1", "name": "H3K27ac rep1", "stats": {"mean": 1.5, "max": 9.0, "coveredFraction": 1.0}},
            {"trackId": "t2", "name": "H3K27ac rep1", "stats": {"mean": 2.5, "max": 8.0, "coveredFraction": 1.0}},
        ],
    }
    text = describe_result("genome_signal_stats", {}, result)
    assert text.startswith("Over chr19:1,000,000-1,100,000, `H3K27ac rep1` (`t1`) had mean 1.50")
    assert "`H3K27ac rep1` (`t2`) had mean 2.50" in text
