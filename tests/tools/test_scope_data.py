"""Issue 30: a scope that holds none of a track's data says so (result, records), and a view nobody
set is placed where the tracks have data, saying so — a None mean never reads as an answer."""

import json

import pytest

from genie_widgets.genome import open_track
from genie_widgets.tools import call

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


@pytest.fixture()
def rep1(project, shared_data):
    return project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig", name="rep1 fc")


def test_a_view_nobody_set_moves_to_the_tracks_data_and_the_result_says_so(project, session, rep1):
    assert project.view.chrom == "chr8" and project.view.origin == "default"  # no browser, no view set
    r = call("genome_signal_stats", {"scope": "chromosome"}, project, session)
    assert r.success, r.error
    assert project.view.chrom == "chr19" and project.view.origin == "trackData"
    assert r.scope_applied.startswith("chromosome (chr19:0-")
    assert r.tracks[0]["stats"]["mean"] is not None and r.tracks[0]["stats"]["coveredBases"] > 0
    assert "No view was ever set" in r.scope_note and "chr8:127,700,000-127,760,000" in r.scope_note
    data = session.citations.get(r.citation.id).data
    assert data["scopeNote"] == r.scope_note
    assert "scopeWarnings" not in data


def test_a_scope_without_the_tracks_data_warns_in_result_and_record(project, session, rep1):
    project.set_view("chr8:127,700,000-127,760,000")  # a user's choice: the view is not moved
    assert project.view.origin == "user"
    r = call("genome_signal_stats", {"scope": "chromosome"}, project, session)
    assert r.success, r.error
    assert r.tracks[0]["stats"]["mean"] is None
    [warning] = r.scope_warnings
    assert warning["trackId"] == rep1.id and warning["scope"].startswith("chromosome (chr8:0-")
    assert warning["dataOn"].startswith("chr19:")
    assert "no data in scope chromosome (chr8" in warning["message"] and "not a measured zero" in warning["message"]
    assert warning["message"] in r.warnings
    data = session.citations.get(r.citation.id).data
    assert data["scopeWarnings"] == r.scope_warnings and warning["message"] in data["warnings"]
    assert "scopeNote" not in data
    assert "chr19:" in json.dumps(r.to_json()["scopeWarnings"])
    shown = r._repr_html_()  # a notebook cell showing the result: the warning sits above the numbers
    assert shown.index("gw-result-warning") < shown.index("gw-result-body") and "no data in scope" in shown


def test_zero_peaks_off_the_data_are_flagged_too(project, session, rep1):
    project.set_view("chr8:127,700,000-127,760,000")
    r = call("genome_call_peaks", {"trackId": rep1.id, "scope": "viewport"}, project, session)
    assert r.success, r.error
    assert r.peak_count == 0
    assert r.scope_warnings and r.scope_warnings[0]["dataOn"].startswith("chr19:")


def test_correlation_off_the_data_is_flagged(project, session, shared_data, rep1):
    rep2 = project.add_track(shared_data / CHR19 / "rep2.fc.signal.bigwig", name="rep2 fc")
    project.set_view("chr8:127,700,000-127,760,000")
    r = call("genome_correlate_tracks", {"trackIdA": rep1.id, "trackIdB": rep2.id}, project, session)
    assert {w["trackId"] for w in r.scope_warnings} == {rep1.id, rep2.id}


def test_the_default_view_stays_when_the_track_has_data_there_and_says_so(project, session, tmp_path):
    bedgraph = tmp_path / "myc.bedgraph"  # SYNTHETIC: values inside hg38's default view
    bedgraph.write_text("chr8\t127700000\t127700100\t2.5\nchr8\t127800000\t127800100\t1.5\n")
    project.add_track(bedgraph, "bedgraph")
    r = call("genome_signal_stats", {}, project, session)
    assert project.view.locus == project.assembly.default_locus.locus and project.view.origin == "default"
    assert r.tracks[0]["stats"]["mean"] == 2.5 and not r.scope_warnings
    assert r.scope_note.startswith("No view was ever set, so the hg38 default view (chr8:127,700,000-127,760,000)")


def test_an_old_project_at_the_default_view_is_moved_too(project, session, rep1):
    path = project.path / "genome" / "browser.json"  # as written before views kept their origin
    doc = json.loads(path.read_text())
    del doc["viewRegion"]["origin"]
    path.write_text(json.dumps(doc))
    r = call("genome_signal_stats", {"scope": "viewport"}, project, session)
    assert r.scope_applied.startswith("viewport (chr19:") and not r.scope_warnings


def test_readers_say_where_their_data_lies(shared_data, tmp_path):
    with open_track(str(shared_data / CHR19 / "rep1.fc.signal.bigwig"), "bigwig") as reader:
        extent = reader.data_extent()
        assert list(extent) == ["chr19"]
        assert not reader.has_data("chr8") and reader.has_data("chr19", *extent["chr19"])
    bedgraph = tmp_path / "two.bedgraph"
    bedgraph.write_text("chr2\t100\t200\t1\nchr2\t500\t600\t2\n")
    with open_track(str(bedgraph), "bedgraph") as reader:
        assert reader.data_extent() == {"chr2": (100, 600)}
        assert reader.has_data("chr2", 150, 160) and not reader.has_data("chr2", 200, 500)


def test_describing_a_view_nobody_set_describes_the_data(project, session, rep1):
    r = call("genome_describe_viewport", {}, project, session)
    assert r.region["chr"] == "chr19" and r.tracks[0]["stats"]["coveredBases"] > 0
    assert "No view was ever set" in r.scope_note and not r.scope_warnings
