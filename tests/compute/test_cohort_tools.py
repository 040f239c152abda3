"""The many-track forms of the measurement tools on real chr19 bigWigs: record shapes (the
contract with the claims checker), the two-track fields kept, TSV tables, figures, refusals."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest

from genie_widgets.citations import verify_message
from genie_widgets.genome import correlate, quantify_at_features, signal_stats
from genie_widgets.tools import call

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


@pytest.fixture()
def tracks(project, shared_data):
    names = ["rep1", "rep2", "pooled"]
    files = ["rep1.fc.signal.bigwig", "rep2.fc.signal.bigwig", "pooled.fc.signal.bigwig"]
    out = [project.add_track(shared_data / CHR19 / f, name=n) for n, f in zip(names, files)]
    project.set_view("chr19:1,000,000-2,000,000")
    return out


def test_correlate_many_tracks_record_holds_the_matrices(project, session, tracks):
    ids = [t.id for t in tracks]
    r = call("genome_correlate_tracks", {"trackIds": ids, "scope": "chromosome", "binSize": 10_000}, project, session)
    assert r.success, r.error
    data = r.citation.data
    assert data["trackIds"] == ids and data["trackNames"] == ["rep1", "rep2", "pooled"]
    for key in ("pearsonMatrix", "spearmanMatrix", "sharedBinsMatrix"):
        assert len(data[key]) == 3 and all(len(row) == 3 for row in data[key])
    assert not {"trackIdA", "trackIdB", "r", "spearman"} & set(data)
    assert data["binSize"] == 10_000 and data["nBins"] + data["nBinsExcluded"] == data["nBinsTotal"] == 5862
    assert sorted(data["dendrogramOrder"]) == sorted(ids)
    assert data["compute"]["engine"] == "local" and data["compute"]["wallSeconds"] > 0
    urls = [t.url for t in tracks]
    region = project.assembly.scope_regions("chromosome", project.view.region())
    one = correlate(urls[0], urls[1], region, bin_size=10_000)
    assert data["pearsonMatrix"][0][1] == data["pearsonMatrix"][1][0] == one.r
    assert data["spearmanMatrix"][0][1] == one.spearman and data["sharedBinsMatrix"][0][1] == one.n_bins
    frame = r.to_frame()
    assert list(frame.index) == ids and frame.loc[ids[0], ids[1]] == one.r
    svg = r.figure_svg()
    assert ET.fromstring(svg).tag.endswith("svg") and "rep2" in svg and "pooled" in svg


def test_two_tracks_keep_the_pair_fields_and_verify(project, session, tracks):
    a, b, _ = tracks
    old = call("genome_correlate_tracks", {"trackIdA": a.id, "trackIdB": b.id, "binSize": 1000}, project, session)
    new = call("genome_correlate_tracks", {"trackIds": [a.id, b.id], "binSize": 1000}, project, session)
    for r in (old, new):
        d = r.citation.data
        assert d["trackIdA"] == a.id and d["trackIdB"] == b.id and d["binSize"] == 1000
        assert d["r"] == d["pearsonMatrix"][0][1] and d["spearman"] == d["spearmanMatrix"][0][1]
        assert d["nBins"] == d["sharedBinsMatrix"][0][1] and d["nBins"] + d["nBinsExcluded"] == 1000
    assert old.citation.data["pearsonMatrix"] == new.citation.data["pearsonMatrix"]
    sentence = f"rep1 and rep2 correlate at r = {old.r:.2f} over {old.n_bins} bins {old.citation.token}."
    assert verify_message(sentence, session.citations)[0].status == "verified"


def test_correlate_refusals_and_errors(project, session, tracks):
    a = tracks[0]
    one = call("genome_correlate_tracks", {"trackIds": [a.id]}, project, session)
    assert one.success is False and "two or more" in one.error and one.citations == []
    none = call("genome_correlate_tracks", {}, project, session)
    assert none.success is False and "trackIds" in none.error
    missing = call("genome_correlate_tracks", {"trackIds": [a.id, "zzz"]}, project, session)
    assert missing.success is False and "Track 'zzz' was not found" in missing.error
    project.set_unresolved_view("somewhere")
    refused = call("genome_correlate_tracks", {"trackIds": [t.id for t in tracks]}, project, session)
    assert refused.success is False and "not a resolved numeric" in refused.citation.excerpt


def test_quantify_many_tracks_writes_a_features_by_tracks_table(project, session, tracks, shared_data):
    peaks = project.add_track(shared_data / CHR19 / "rep1-rep2.idr0.1.bfilt.regionPeak.gz", name="idr peaks")
    ids = [t.id for t in tracks]
    r = call("genome_quantify_at_features", {"signalTrackIds": ids, "featureTrackId": peaks.id, "scope": "chromosome",
                                             "topN": 5}, project, session)
    assert r.success, r.error
    d = r.citation.data
    assert d["signalTrackIds"] == ids and d["trackNames"] == ["rep1", "rep2", "pooled"]
    assert d["featureTrackId"] == peaks.id and d["rankedBy"] == "meanAcrossTracks" and len(d["topRows"]) == 5
    header = open(r.result_url).readline().rstrip("\n").split("\t")
    assert header == ["rank", "chr", "start", "end", "name", "featureScore", "rep1", "rep2", "pooled",
                      "meanAcrossTracks"]
    assert sum(1 for _ in open(r.result_url)) == d["rowCount"] + 1
    region = project.assembly.scope_regions("chromosome", project.view.region())
    single = quantify_at_features(tracks[1].url, peaks.url, region).table
    top = d["topRows"][0]
    want = single[(single["start"] == top["start"]) & (single["end"] == top["end"])]["mean"].iloc[0]
    assert top["values"][1] == want
    assert top["meanAcrossTracks"] == pytest.approx(np.mean(top["values"]), rel=1e-12)
    assert ET.fromstring(r.figure_svg()).tag.endswith("svg")
    assert list(r.to_frame().columns[6:9]) == ["rep1", "rep2", "pooled"]
    legacy = call("genome_quantify_at_features", {"signalTrackId": ids[0], "featureTrackId": peaks.id}, project, session)
    assert legacy.success and "value" in legacy.top_rows[0]
    neither = call("genome_quantify_at_features", {"featureTrackId": peaks.id}, project, session)
    assert neither.success is False and "signalTrackIds" in neither.error


def test_stats_over_many_tracks_are_unchanged_and_carry_provenance(project, session, tracks):
    r = call("genome_signal_stats", {"scope": "chromosome"}, project, session)
    assert r.success and len(r.tracks) == 3
    region = project.assembly.scope_regions("chromosome", project.view.region())
    for entry, track in zip(r.tracks, tracks):
        assert entry["stats"] == signal_stats(track.url, region).to_dict()
    assert r.citation.data["compute"]["engine"] == "local" and r.citation.data["compute"]["tasks"] == 3


def test_offline_agent_correlates_many_tracks_and_its_summary_verifies(project, tracks):
    from genie_widgets.agent import Conversation

    conversation = Conversation(project)
    ids = " ".join(t.id for t in tracks)
    text = conversation.ask(f"/correlate {ids} binSize=10000 scope=chromosome").text
    assert "most correlated of the 3 tracks" in text and "least correlated" in text
    checks = verify_message(text, conversation.store)
    assert checks and all(c.status == "verified" for c in checks), [(c.status, c.reason) for c in checks]
    summary = conversation.ask("/summary").text
    checks = verify_message(summary, conversation.store)
    assert checks and all(c.status == "verified" for c in checks), [(c.status, c.reason) for c in checks]
