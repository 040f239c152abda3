"""Claims bound to attribute, entity and scope (issue 11): the reported failures, the binding the
panel shows, stored records, the vocabulary hand-off, and the properties of the rules.

Records here are SYNTHETIC copies of the shapes our tools store (same fields, small values);
the labelled set (eval/, tests/citations/test_eval.py) uses records generated from the real files."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from genie_widgets.citations import Citation, CitationStore, verify_message
from genie_widgets.citations.facts import Vocabulary, default_vocabulary, generic_facts


def tok(c: Citation) -> str:
    return c.token


def stats_record(cid: str = "cite_stats_chr19", values=None, scope: str = "chromosome (chr19:0-58617616)",
                 loci=("chr19:0-58617616",)) -> Citation:
    """SYNTHETIC genome_signal_stats record over chr19 for rep1 and rep2."""
    values = values or [{"mean": 0.8703, "max": 1820.21, "sd": 9.023, "coveredBases": 58607590,
                         "coveredFraction": 0.99983, "nIntervals": 77569, "scopeLength": 58617616},
                        {"mean": 0.8739, "max": 1667.92, "sd": 8.637, "coveredBases": 58607595,
                         "coveredFraction": 0.99983, "nIntervals": 77174, "scopeLength": 58617616}]
    tracks = [{"trackId": tid, "name": name, "stats": v} for (tid, name), v in
              zip([("rep1_be97", "rep1"), ("rep2_5d59", "rep2")], values, strict=True)]
    return Citation(id=cid, source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus=loci[0],
                    data={"success": True, "scopeApplied": scope, "loci": list(loci), "tracks": tracks})


PEAKS = Citation(id="cite_peaks_chr19", source_type="genome-computation", title="Genome call peaks result",
                 tool="genome_call_peaks", locus="chr19:0-58617616",
                 data={"success": True, "scopeApplied": "chromosome (chr19:0-58617616)", "method": "zscore",
                       "threshold": 18.9166, "k": 2.0, "mean": 0.8703, "sd": 9.023, "minWidth": 1, "mergeGap": 0,
                       "peakCount": 7688, "fragmentCount": 7688, "trackId": "rep1_peaks_c880",
                       "resultFileName": "peaks-rep1_be97-0ce87f0e.bed"})
SMALL_PEAKS = Citation(id="cite_peaks_small", source_type="genome-computation", title="Genome call peaks result",
                       tool="genome_call_peaks", data={"success": True, "peakCount": 7, "threshold": 8.7913,
                                                       "scopeApplied": "viewport (chr8:127700000-127760000)"})
SEARCH = Citation(id="cite_search", source_type="public-data-search", title="ENCODE search", tool="public_data_search",
                  data={"total": 10, "relaxations": [], "attempts": [{"stage": "strict", "portalTotal": 20,
                                                                      "retrievedAt": "2026-12-01T12:18:20Z"}],
                        "candidates": [{"rank": 1, "accession": "ENCFF381NDD"}]})
CORR = Citation(id="cite_corr", source_type="genome-computation", title="Genome correlate tracks result",
                tool="genome_correlate_tracks",
                data={"success": True, "scopeApplied": "chromosome (chr19:0-58617616)", "trackIdA": "rep1_be97",
                      "trackIdB": "rep2_5d59", "r": 0.6151, "spearman": 0.5863, "nBins": 5861, "nBinsExcluded": 0,
                      "binSize": 10000})
MATRIX = Citation(id="cite_matrix", source_type="genome-computation", title="Genome correlate tracks result",
                  tool="genome_correlate_tracks",
                  data={"success": True, "scopeApplied": "chromosome (chr19:0-58617616)",
                        "trackIds": ["rep1_be97", "rep2_5d59", "pooled_52ff"], "trackNames": ["rep1", "rep2", "pooled"],
                        "pearsonMatrix": [[1, 0.48, 0.90], [0.48, 1, 0.91], [0.90, 0.91, 1]],
                        "spearmanMatrix": [[1, 0.45, 0.85], [0.45, 1, 0.88], [0.85, 0.88, 1]],
                        "sharedBinsMatrix": [[500, 500, 500], [500, 500, 500], [500, 500, 500]],
                        "nBins": 500, "binSize": 117236})
VIEW = Citation(id="cite_view", source_type="genome-region", title="Visible genome region (hg38)",
                tool="genome_navigate", locus="chr19:1000000-1200000", location="chr19:1000000-1200000",
                data={"success": True, "viewRegion": {"locus": "chr19:1000000-1200000", "chr": "chr19",
                                                      "start": 1000000, "end": 1200000}})
PREVIEW = Citation(id="cite_asset", source_type="asset", title="peaks.narrowPeak", tool="project_read_asset",
                   line_range="Lines 1-2", excerpt="chr6\t31139576\t31140109\tpeak2363\t41\t.\t128.810\t-1\t-1\n",
                   data={"asset": {"id": "asset_1", "kind": "interval-track"},
                         "preview": {"text": "chr6\t31139576\t31140109\tpeak2363\t41\t.\t128.810\t-1\t-1\n"
                                             "chr6\t31140574\t31141112\tpeak2364\t93\t.\t288.400\t-1\t-1",
                                     "lineCount": 2, "lineRange": "Lines 1-2"}})
STATS = stats_record()
STORE = {c.id: c for c in (STATS, PEAKS, SMALL_PEAKS, SEARCH, CORR, MATRIX, VIEW, PREVIEW)}


def check(text: str, store=STORE):
    [c] = verify_message(text, store)
    return c


# -- the failures the issue reported ------------------------------------------------------------

def test_another_entitys_value_is_not_this_entitys():
    c = check(f"rep2 averaged 0.870 on chr19 {tok(STATS)}.")
    assert c.status == "unsupported"
    assert c.facts[0].note == "0.870 is rep1's mean, not rep2's."
    assert check(f"rep1 averaged 0.870 on chr19 {tok(STATS)}.").status == "verified"


def test_a_count_is_not_a_rounded_cutoff():
    c = check(f"The z-score caller kept 19 fragments {tok(PEAKS)}.")
    assert c.status == "unsupported" and "fragment count" in c.facts[0].note


def test_timestamp_digits_are_not_a_file_count():
    assert check(f"The search found 2026 files {tok(SEARCH)}.").status == "unsupported"
    assert check(f"The search found 12 files {tok(SEARCH)}.").status == "unsupported"
    assert check(f"The search found 10 candidate files {tok(SEARCH)}.").status == "verified"


def test_a_number_of_bins_is_not_a_bin_width():
    c = check(f"Bins were 5,861 bp wide {tok(CORR)}.")
    assert c.status == "unsupported"
    assert check(f"The correlation used 5,861 bins of 10 kb {tok(CORR)}.").status == "verified"


def test_a_percent_needs_a_fraction_not_a_mean():
    assert check(f"About 87% of the bases carry signal {tok(STATS)}.").status == "unsupported"
    assert check(f"rep1 covers 99.98% of chr19 {tok(STATS)}.").status == "verified"


def test_the_window_is_not_the_view():
    c = check(f"The window is chr19:1,050,000-1,060,000 {tok(VIEW)}.")
    assert c.status == "unsupported" and "not the cited view" in c.facts[0].note
    assert check(f"The view is chr19:1,000,000-1,200,000 {tok(VIEW)}.").status == "verified"
    assert check(f"A peak lies inside the view at chr19:1,050,000-1,060,000 {tok(VIEW)}.").status == "verified"


def test_hedged_scaled_and_preview_claims_are_supported():
    assert check(f"About 7,700 fragments passed {tok(PEAKS)}.").status == "verified"
    assert check(f"7,700 fragments passed {tok(PEAKS)}.").status == "unsupported"  # unhedged: exact
    assert check(f"rep1 covers ~58.6 million bases of chr19 {tok(STATS)}.").status == "verified"
    assert check(f"The first row is peak2363 at chr6:31139576-31140109 with score 41 {tok(PREVIEW)}.").status \
        == "verified"
    assert check(f"peak2364 has a signal value of 288.4 {tok(PREVIEW)}.").status == "verified"
    assert check(f"peak2364 has a signal value of 128.81 {tok(PREVIEW)}.").status == "unsupported"


def test_a_whole_chromosome_record_does_not_back_a_window_claim():
    c = check(f"Over chr19:1,050,000-1,060,000, rep1 averaged 0.870 {tok(STATS)}.")
    assert c.status == "unsupported" and "not over the scope" in c.facts[-1].note
    window = stats_record("cite_win", scope="regions (1)", loci=("chr19:1050000-1060000",))
    assert check(f"Over chr19, rep1 averaged 0.870 {tok(window)}.", {window.id: window}).status == "unsupported"


def test_the_reason_for_a_wrong_count_names_the_records_count():
    c = check(f"We called 9 peaks {tok(SMALL_PEAKS)}.")
    assert c.facts[0].note == "The cited record gives the peak count as 7, not 9."


# -- correlation pairs and names (issues 13 and 15) ----------------------------------------------

def test_a_matrix_cell_is_a_fact_about_its_pair():
    assert check(f"rep1 and rep2 correlate at r = 0.48 {tok(MATRIX)}.").status == "verified"
    assert check(f"rep1 and pooled correlate at r = 0.48 {tok(MATRIX)}.").status == "unsupported"
    assert check(f"rep2 and pooled: Spearman 0.88 over 500 bins {tok(MATRIX)}.").status == "verified"
    assert check(f"Pearson r for rep1 and rep2 was 0.62 {tok(CORR)}.").status == "verified"


def test_tracks_are_named_by_display_name_or_id_and_loci_with_separators():
    for name in ("rep1", "`rep1_be97`", "rep1 (`rep1_be97`)", "replicate 1", "Replicate 1"):
        assert check(f"Over chr19:0-58,617,616, {name} had mean 0.870 {tok(STATS)}.").status == "verified", name
        assert check(f"Over chr19:0-58,617,616, {name} had mean 0.874 {tok(STATS)}.").status == "unsupported", name


def test_pronouns_refer_to_the_previous_sentences_entity():
    text = f"Look at rep2 first. Its mean on chr19 was 0.874 {tok(STATS)}."
    assert verify_message(text, STORE)[-1].status == "verified"
    text = f"Look at rep2 first. Its mean on chr19 was 0.870 {tok(STATS)}."
    assert verify_message(text, STORE)[-1].status == "unsupported"


def test_comparisons_and_arithmetic():
    assert check(f"rep2's mean is higher than rep1's on chr19 {tok(STATS)}.").status == "verified"
    assert check(f"rep1's mean is higher than rep2's on chr19 {tok(STATS)}.").status == "unsupported"
    assert check(f"rep1's maximum is 152 higher than rep2's {tok(STATS)}.").status == "verified"
    assert check(f"rep1's maximum is about 1.1-fold rep2's {tok(STATS)}.").status == "verified"
    assert check(f"rep1's maximum is 2.1-fold rep2's {tok(STATS)}.").status == "unsupported"
    assert check(f"rep1 has a nice shape {tok(STATS)}.").status == "unverified"


# -- what the panel shows -----------------------------------------------------------------------

def test_each_fact_says_what_it_was_bound_to():
    c = check(f"rep1 averaged 0.870 over chr19 {tok(STATS)}.")
    assert c.facts[0].binding == "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)"
    d = c.to_dict()["facts"][0]
    assert d["binding"] == c.facts[0].binding and d["note"] is None
    json.dumps(c.to_dict())


# -- stored records and the vocabulary hand-off -------------------------------------------------

def test_records_stored_as_schema_version_1_verify_under_the_new_rules(tmp_path):
    folder = tmp_path / "sessions" / "s1"
    folder.mkdir(parents=True)
    records = {c.id: c.to_dict() for c in (STATS,)}  # as today's version writes them: tool + data
    payload = {"schemaVersion": 1, "projectId": "project_x", "sessionId": "s1", "records": records}
    (folder / "citations.json").write_text(json.dumps(payload))
    store = CitationStore(folder)
    assert store.get(STATS.id).data == STATS.data
    assert verify_message(f"rep2 averaged 0.870 on chr19 {tok(STATS)}.", store)[0].status == "unsupported"
    assert verify_message(f"rep2 averaged 0.874 on chr19 {tok(STATS)}.", store)[0].status == "verified"


def test_the_tools_register_their_vocabulary_and_a_bare_one_still_works():
    assert default_vocabulary().extract is not generic_facts  # genie_widgets.tools registered its reader
    bare = Vocabulary(extract=generic_facts)
    # without genomics words, a number is checked against every value at the precision written
    [c] = verify_message(f"rep2 averaged 0.870 on chr19 {tok(STATS)}.", STORE, vocabulary=bare)
    assert c.status == "verified"
    [c] = verify_message(f"rep2 averaged 0.880 on chr19 {tok(STATS)}.", STORE, vocabulary=bare)
    assert c.status == "unsupported"


# -- properties -----------------------------------------------------------------------------------

ATTRS = {"mean": ["{n} averaged {v} on chr19", "the mean of {n} on chr19 was {v}"],
         "max": ["{n} peaked at {v} on chr19", "{n} reached a maximum of {v} on chr19"],
         "sd": ["{n}'s standard deviation on chr19 was {v}"],
         "nIntervals": ["{n} has {v} intervals on chr19"]}
values = st.floats(min_value=0.01, max_value=5000, allow_nan=False, allow_infinity=False)
track_values = st.fixed_dictionaries({"mean": values, "max": values, "sd": values,
                                      "nIntervals": st.integers(min_value=1, max_value=10**7)})
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _say(attribute: str, phrase: int, name: str, value: float, decimals: int) -> str:
    text = f"{int(value):,}" if attribute == "nIntervals" else f"{value:.{decimals}f}"
    options = ATTRS[attribute]
    return options[phrase % len(options)].format(n=name, v=text)


@SETTINGS
@given(st.lists(track_values, min_size=2, max_size=2), st.sampled_from(sorted(ATTRS)), st.integers(0, 1),
       st.integers(0, 3), st.integers(0, 5))
def test_a_value_copied_from_the_right_attribute_and_entity_is_verified(tracks, attribute, who, decimals, phrase):
    record = stats_record("cite_prop", values=tracks)
    value = tracks[who][attribute]
    sentence = _say(attribute, phrase, ["rep1", "rep2"][who], value, decimals)
    [c] = verify_message(f"{sentence} {record.token}.", {record.id: record})
    assert c.status == "verified", (sentence, c.reason, [f.note for f in c.facts])


@SETTINGS
@given(st.lists(track_values, min_size=2, max_size=2), st.sampled_from(["mean", "max", "sd"]), st.integers(0, 1),
       st.integers(1, 3), st.integers(0, 5), st.sampled_from([-1, 1]), st.floats(1.2, 50))
def test_changing_it_beyond_its_precision_makes_it_unsupported(tracks, attribute, who, decimals, phrase, sign, steps):
    record = stats_record("cite_prop", values=tracks)
    value = tracks[who][attribute]
    moved = round(value, decimals) + sign * steps * 10 ** -decimals
    if moved <= 0:
        moved = round(value, decimals) + steps * 10 ** -decimals
    written = float(f"{moved:.{decimals}f}")
    assume(abs(written - value) > 0.5 * 10 ** -decimals * 1.001)  # beyond the precision as written
    sentence = _say(attribute, phrase, ["rep1", "rep2"][who], moved, decimals)
    [c] = verify_message(f"{sentence} {record.token}.", {record.id: record})
    assert c.status == "unsupported", (sentence, value, c.reason)


POOL = [f"rep1 averaged 0.870 on chr19 {tok(STATS)}.", f"rep2 averaged 0.870 on chr19 {tok(STATS)}.",
        f"The z-score caller kept 19 fragments {tok(PEAKS)}.", f"About 7,700 fragments passed {tok(PEAKS)}.",
        f"The view is chr19:1,000,000-1,200,000 {tok(VIEW)}.", f"The window is chr19:1,050,000-1,060,000 {tok(VIEW)}.",
        f"rep1 and rep2 correlate at r = 0.48 {tok(MATRIX)}.", "rep1 averaged 0.870 on chr19.",
        f"rep2's mean is higher than rep1's on chr19 {tok(STATS)}.", "A plain sentence.",
        f"rep1 has a nice shape {tok(STATS)}.", f"Bins were 5,861 bp wide {tok(CORR)}."]


@SETTINGS
@given(st.permutations(POOL))
def test_reordering_sentences_never_changes_a_sentences_status(order):
    alone = {s: verify_message(s, STORE)[0].status for s in POOL}
    checks = verify_message(" ".join(order), STORE)
    assert [c.status for c in checks] == [alone[s] for s in order]


def test_the_static_evidence_list_shows_each_binding():
    from genie_widgets.citations import render_message
    from genie_widgets.citations.render import evidence_appendix

    r = render_message(f"rep1 averaged 0.870 on chr19, rep2 0.870 {tok(STATS)}.", STORE)
    html = evidence_appendix(r.chips, r.checks, r.message_id)
    assert 'class="gw-ev-bindings"' in html
    assert "0.870 → rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)" in html
    assert "0.870 is rep1&#x27;s mean, not rep2&#x27;s" in html or "0.870 is rep1's mean, not rep2's" in html


def test_a_multi_track_quantify_table_binds_each_value_to_its_feature_and_track():
    table = Citation(id="cite_quant_multi", source_type="genome-computation",
                     title="Genome quantify at features result",
                     tool="genome_quantify_at_features",
                     data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                           "rowCount": 2, "topRows": [
                               {"rank": 1, "chr": "chr19", "start": 1102539, "end": 1102707, "name": "Peak_22",
                                "rep1_be97": 113.0, "rep2_5d59": 95.5},
                               {"rank": 2, "chr": "chr19", "start": 1097875, "end": 1098013, "name": "Peak_37",
                                "values": {"rep1_be97": 80.25, "rep2_5d59": 61.0}}]})
    store = {table.id: table, STATS.id: STATS}
    assert check(f"At Peak_22, rep2 averaged 95.5 {tok(table)}.", store).status == "verified"
    assert check(f"At Peak_22, rep1 averaged 95.5 {tok(table)}.", store).status == "unsupported"
    assert check(f"At Peak_37, rep1 averaged 80.25 {tok(table)}.", store).status == "verified"


def test_names_then_numbers_pair_in_order_and_mean_plus_minus_sd():
    assert check(f"rep1 and rep2 have nearly identical means on chr19 (0.870 vs 0.874) {tok(STATS)}.").status \
        == "verified"
    assert check(f"rep1 and rep2 have nearly identical means on chr19 (0.874 vs 0.870) {tok(STATS)}.").status \
        == "unsupported"
    assert check(f"rep1 and rep2 averaged 0.874 and 0.870 on chr19, respectively {tok(STATS)}.").status \
        == "unsupported"
    assert check(f"rep1 averaged 0.870 ± 9.02 on chr19 {tok(STATS)}.").status == "verified"
    assert check(f"rep1 averaged 0.870 ± 8.64 on chr19 {tok(STATS)}.").status == "unsupported"


def test_a_locus_said_to_lie_inside_another_is_checked_as_such():
    inside = f"chr19:1,050,000-1,060,000 lies inside chr19:1,000,000-1,200,000 {tok(VIEW)}."
    assert check(inside).status == "verified"
    c = check(f"chr19:1,050,000-1,060,000 lies inside chr19:1,055,000-1,200,000 {tok(VIEW)}.")
    assert c.status == "unsupported" and "does not lie inside" in c.facts[0].note


def test_statistics_no_record_holds_and_ratios_written_with_x():
    assert check(f"rep1's median on chr19 was 0.870 {tok(STATS)}.").status == "unsupported"
    assert check(f"rep1's maximum is 1.1x rep2's {tok(STATS)}.").status == "verified"
    assert check(f"rep1's maximum is 2.1× rep2's {tok(STATS)}.").status == "unsupported"
