"""How the checker reads an answer, from the s20 and s22 rounds (issue 11): numbers in words, tables, scopes
named with a chromosome, groups taken together, "the former / the latter", name lists, edges of
the view, ranks compared, drops said as a share. Each reading with a wrong case beside it. Records
are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message

from .test_binding import MATRIX, PEAKS, PREVIEW, STATS, STORE, VIEW, stats_record, tok
from .test_reading_later import QUANT, SEARCH

WINDOW = stats_record("cite_stats_window", values=[{"mean": 2.759, "max": 111.0}, {"mean": 2.296, "max": 98.2}],
                      scope="viewport (chr19:1050000-1060000)", loci=("chr19:1050000-1060000",))  # SYNTHETIC
THREE = Citation(id="cite_describe_three", source_type="genome-computation", title="Describe viewport result",
                 tool="genome_describe_viewport", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                       "tracks": [{"trackId": "rep1_be97", "name": "rep1", "stats": {"nIntervals": 256}},
                                  {"trackId": "rep2_5d59", "name": "rep2", "stats": {"nIntervals": 279}},
                                  {"trackId": "pooled_52ff", "name": "pooled", "stats": {"nIntervals": 523}}]})
MERGED = Citation(id="cite_peaks_merged", source_type="genome-computation", title="Genome call peaks result",
                  tool="genome_call_peaks", locus="chr19:1000000-1200000",
                  data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "method": "zscore",
                        "threshold": 16.64, "k": 2.0, "mergeGap": 1000, "peakCount": 38, "fragmentCount": 65,
                        "trackId": "rep1_peaks_merged_d0ca"})  # SYNTHETIC
STORE3 = {**STORE, **{c.id: c for c in (QUANT, SEARCH, WINDOW, THREE, MERGED)}}


def status(text: str) -> str:
    """The status of the last sentence of ``text``."""
    return verify_message(text, STORE3)[-1].status


def test_compound_number_words_are_counts_and_scaled_values():
    s = tok(STATS)
    assert status(f"rep1 has about seventy-eight thousand intervals on chr19 {s}.") == "verified"
    assert status(f"rep1 has about seventy thousand intervals on chr19 {s}.") == "unsupported"


def test_a_cue_ending_in_a_relation_binds_the_number_after_it():
    p = tok(PEAKS)
    assert status(f"The z ≥ 2 call on rep1 used a threshold of 18.92 and kept 7,688 peaks {p}.") == "verified"
    assert status(f"The z ≥ 3 call on rep1 used a threshold of 18.92 and kept 7,688 peaks {p}.") == "unsupported"


def test_an_accession_after_a_comma_takes_the_role_before_it():
    t = tok(SEARCH)
    assert status(f"The top-ranked file, ENCFF381NDD, leads the list {t}.") == "verified"
    assert status(f"All three files come from the same experiment, ENCFF381NDD {t}.") == "unsupported"


def test_a_locus_said_to_lie_inside_our_view():
    v = tok(VIEW)
    assert status(f"The window chr19:1,100,000-1,100,500 lies inside our chr19 view {v}.") == "verified"
    assert status(f"The interval chr9:35,726,969-35,726,977 lies inside our chr19 view {v}.") == "unsupported"


def test_a_tables_column_header_names_the_attribute_of_its_cells():
    m = tok(MATRIX)
    table = "| Pair | Pearson | Spearman |\n|---|---|---|\n| rep1 – pooled | {p} | {s} " + m + " |"
    assert status(table.format(p="0.90", s="0.85")) == "verified"
    assert status(table.format(p="0.90", s="0.90")) == "unsupported"  # 0.90 is the Pearson r, not the Spearman


def test_a_statistic_named_with_its_chromosome_is_over_the_chromosome():
    w, s = tok(WINDOW), tok(STATS)
    assert status(f"rep1's window mean (2.76) is more than three times its chr19 average (0.870) {w} {s}.") \
        == "verified"
    assert status(f"rep1's window mean (2.76) is more than four times its chr19 average (0.870) {w} {s}.") \
        == "unsupported"


def test_a_value_compared_with_a_group_combined_is_compared_with_their_sum():
    d = tok(THREE)
    assert status(f"Pooled's 523 intervals outnumber both replicates {d}.") == "verified"
    assert status(f"Pooled's 523 intervals outnumber the two replicates' intervals combined {d}.") == "unsupported"
    assert status(f"Pooled's 523 intervals are fewer than the two replicates' intervals combined {d}.") == "verified"


def test_the_former_and_the_latter():
    s = tok(STATS)
    assert status(f"Of rep1 and rep2, the former has the larger maximum (1,820 vs 1,668) {s}.") == "verified"
    assert status(f"Of rep1 and rep2, the latter has the larger maximum (1,668 vs 1,820) {s}.") == "unsupported"
    said = f"rep2 averages 0.874 against 0.870 for rep1 {s}. The latter reaches the higher maximum "
    assert status(said + f"(1,820 against 1,668) {s}.") == "verified"
    assert status(said + f"(1,668 against 1,820) {s}.") == "unsupported"


def test_a_list_of_numbered_names_and_their_values_respectively():
    s = tok(STATS)
    assert status(f"Replicates 1 and 2 average 0.870 and 0.874 on chr19 {s}.") == "verified"
    said = f"Replicates 1 and 2 are both almost fully covered {s}. Their means are "
    assert status(said + f"0.870 and 0.874 respectively {s}.") == "verified"
    assert status(said + f"0.874 and 0.870 respectively {s}.") == "unsupported"


def test_a_ratio_to_a_named_value_takes_that_value():
    q = tok(QUANT)
    assert status(f"The top peak's mean is about 1.2 times Peak_37's {q}.") == "verified"
    assert status(f"The top peak's mean is roughly double Peak_37's {q}.") == "unsupported"


def test_the_subjects_value_said_first_after_a_comparative():
    m, s = tok(MATRIX), tok(STATS)
    assert status(f"By Pearson, rep2 is the closer match to pooled (0.91 vs 0.90 for rep1) {m}.") == "verified"
    assert status(f"By Pearson, rep1 is the closer match to pooled (0.90 vs 0.91 for rep2) {m}.") == "unsupported"
    assert status(f"Over chr19, rep1 is the more variable replicate (SD 9.02 against 8.64) {s}.") == "verified"
    assert status(f"Over chr19, rep2 is the more variable replicate (SD 8.64 against 9.02) {s}.") == "unsupported"


def test_a_length_inside_attribute_words_is_a_claim():
    w, v = tok(WINDOW), tok(VIEW)
    assert status(f"The 10-kb window is 5% of the 200-kb view {w}{v}.") == "verified"
    assert status(f"The 10-kb window is 8% of the 200-kb view {w}{v}.") == "unsupported"


def test_a_distance_to_an_edge_of_the_view():
    q, v = tok(QUANT), tok(VIEW)
    assert status(f"Peak_22 lies ~102.5 kb from the left edge of the view {q}{v}.") == "verified"
    assert status(f"Peak_22 lies ~105 kb from the left edge of the view {q}{v}.") == "unsupported"


def test_one_file_outranks_another_by_its_place():
    t = tok(SEARCH)
    assert status(f"ENCFF779QTH outranks ENCFF849TDM in the list {t}.") == "verified"
    assert status(f"ENCFF849TDM outranks ENCFF779QTH in the list {t}.") == "unsupported"


def test_a_drop_said_as_a_share_of_what_was_there():
    p = tok(MERGED)
    said = f"Merging within 1 kb turns 65 fragments into 38 peaks {p}. The merge removes "
    assert status(said + f"27 fragments, roughly 42% of them {p}.") == "verified"
    assert status(said + f"29 fragments {p}.") == "unsupported"
    assert status(said + f"27 fragments, roughly 58% of them {p}.") == "unsupported"


def test_a_fraction_of_a_unit_of_length():
    v = tok(VIEW)
    assert status(f"The view is a fifth of a megabase wide {v}.") == "verified"
    assert status(f"The view is a quarter of a megabase wide {v}.") == "unsupported"


# -- from the s22 round -------------------------------------------------------------------------


def test_a_vs_pair_with_hedges():
    s = tok(STATS)
    assert status(f"rep1's chromosome-wide maximum is about 9% higher than rep2's (≈1,820 vs ≈1,668) {s}.") \
        == "verified"
    assert status(f"rep1's chromosome-wide maximum is about 9% higher than rep2's (≈1,820 vs ≈1,600) {s}.") \
        == "unsupported"


def test_the_peak_of_a_place_is_named_not_placed():
    q = tok(QUANT)
    assert status(f"Peak_22's mean is about 1.2 times that of the second-ranked peak (113 vs 95.5) {q}.") == "verified"
    assert status(f"Peak_22's mean is about double that of the second-ranked peak (113 vs 95.5) {q}.") == "unsupported"


def test_arithmetic_over_the_values_of_the_two_sentences_before():
    s, m, p = tok(STATS), tok(MERGED), tok(PEAKS)
    said = f"rep1 reaches 1,820.2 on chr19 {s}. rep2 reaches 1,667.9 {s}. The difference is roughly "
    assert status(said + f"150 {s}.") == "verified"
    assert status(said + f"250 {s}.") == "unsupported"
    calls = f"The merged call kept 38 peaks {m}. The chromosome call kept 7,688 {p}. Together that is "
    assert status(calls + f"7,726 calls {m} {p}.") == "verified"
    assert status(calls + f"7,826 calls {m} {p}.") == "unsupported"


def test_a_ratio_in_words_of_two_values_said_before_and_no_place():
    q = tok(QUANT)
    said = f"Peak_22 averages 113 {q}. Peak_37 averages 95.5 {q}. The top hit is therefore about "
    assert status(said + f"1.2 times the runner-up {q}.") == "verified"
    assert status(said + f"three times the runner-up {q}.") == "unsupported"


def test_the_widest_and_a_distance_said_with_a_derived_word():
    s, p = tok(STATS), tok(PREVIEW)
    assert status(f"rep1 has the widest spread on chr19 (SD ≈ 9.0) {s}.") == "verified"
    assert status(f"rep2 has the widest spread on chr19 (SD ≈ 8.6) {s}.") == "unsupported"
    assert status(f"The two preview peaks sit about 465 bp apart {p}.") == "verified"


def test_a_region_we_worked_on_is_a_cited_scope():
    q, v = tok(QUANT), tok(VIEW)
    said = "Peak_22 at chr19:1,102,539-1,102,707 sits inside the 200-kb view we browsed "
    assert status(said + f"(chr19:1,000,000-1,200,000) {q} {v}.") == "verified"
    assert status(said + f"(chr19:1,100,000-1,300,000) {q} {v}.") == "unsupported"
