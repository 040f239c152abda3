"""The public_data_search tool: declaration, result JSON, citation records and chips, stable
file ids, offline replay, and loading a found file as a browser track."""

from __future__ import annotations

from genie_widgets.citations import encode_file_id, render_message, verify_message
from genie_widgets.tools import TOOLS, call
from genie_widgets.tools.registry import ANALYSIS, GENOME

from .conftest import SYNTHETIC_PEAK, SYNTHETIC_REGION

MYC = {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562"}


def test_declared_with_the_references_parameters_in_genome_and_analysis_modes():
    tool = TOOLS["public_data_search"]
    assert tool.available and tool.issues_citation
    assert tool.modes == frozenset({GENOME, ANALYSIS})
    assert list(tool.parameters["properties"]) == ["assay", "target", "biosample", "organism", "assembly", "fileType",
                                                   "freeText", "limit"]


def test_the_result_json_has_the_references_fields(portal, project, session):
    r = call("public_data_search", MYC, project, session)
    out = r.to_json()
    assert out["success"] is True and out["source"] == "ENCODE" and out["total"] == 10
    assert {"query", "relaxations", "attempts", "candidates", "message", "citationToken",
            "citationInstructions"} <= set(out)
    assert out["citationToken"] == r.citations[0].token
    assert out["attempts"][0]["url"].startswith(f"{portal.url}/search/?type=File&status=released")
    assert "apiUrl" not in out["attempts"][0]  # kept in the search record, not sent to the model
    c = out["candidates"][0]
    assert {"rank", "title", "sourceUrl", "trackType", "portalUrl", "accession", "experimentAccession", "assay",
            "target", "biosample", "assembly", "fileType", "outputType", "biologicalReplicates", "matchMode",
            "citationToken"} <= set(c)
    assert c["citationToken"] == f"[[cite:{encode_file_id(project.id, 'ENCFF381NDD')}]]"
    assert c["biologicalReplicates"] == [1, 2, 3]
    assert len(r.to_frame()) == 10


def test_one_search_record_and_one_file_record_per_candidate(portal, project, session):
    r = call("public_data_search", MYC, project, session)
    search, *files = r.citations
    assert len(files) == 10 and len(session.citations) == 11
    assert search.source_type == "public-data-search" and search.label == "Evidence"
    assert search.title == "ENCODE search: Histone ChIP-seq H3K27ac in K562 (bigWig, GRCh38)"
    assert search.location == search.url == r.search.search_page
    assert "format=json" not in search.url and search.url.startswith(f"{portal.url}/search/?type=File")
    assert search.data["query"] == r.query and search.data["total"] == 10 and search.data["relaxations"] == []
    assert "apiUrl" in search.data["attempts"][0]
    f = session.citations.get(encode_file_id(project.id, "ENCFF381NDD"))
    assert f.source_type == "public-data-file" and f.genome == "hg38" and f.tool == "public_data_search"
    assert f.location == f"{portal.url}/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig"  # the download URL
    assert f.url == f"{portal.url}/files/ENCFF381NDD/"  # Open source: the file page
    assert f.file_name == "ENCFF381NDD.bigWig"
    assert {k: f.data[k] for k in ("accession", "experiment", "assay", "target", "biosample", "assembly",
                                   "outputType")} == {
        "accession": "ENCFF381NDD", "experiment": "ENCSR000AKP", "assay": "Histone ChIP-seq", "target": "H3K27ac",
        "biosample": "K562", "assembly": "GRCh38", "outputType": "fold change over control"}
    assert f.title == "ENCODE file ENCFF381NDD: K562 H3K27ac fold change over control (GRCh38)"


def test_finding_the_same_file_again_keeps_its_id(portal, project, session):
    first = call("public_data_search", MYC, project, session)
    again = call("public_data_search", {**MYC, "limit": 3}, project, session)
    assert [c["citationToken"] for c in again.candidates] == [c["citationToken"] for c in first.candidates[:3]]
    assert again.citations[0].id != first.citations[0].id
    assert len(session.citations) == 2 + 10  # two searches, ten files (three found twice)


def test_chips_open_the_file_records_and_the_sentences_verify(portal, project, session):
    r = call("public_data_search", MYC, project, session)
    best = r.candidates[0]
    text = (f"The best match is ENCFF381NDD, a K562 H3K27ac fold change over control track from experiment "
            f"ENCSR000AKP {best['citationToken']}. The search returned 10 candidates {r.citation_token}.")
    rendered = render_message(text, session.citations)
    assert [chip.number for chip in rendered.chips] == [1, 2] and rendered.unknown_tokens == []
    assert rendered.chip(1).record["sourceType"] == "public-data-file"
    assert rendered.chip(1).record["url"] == f"{portal.url}/files/ENCFF381NDD/"
    assert rendered.chip(2).record["sourceType"] == "public-data-search"
    assert "[[cite:" not in rendered.html
    assert [c.status for c in verify_message(text, session.citations)] == ["verified", "verified"]


def test_the_same_call_replays_offline_through_the_tool(portal, project, session, monkeypatch):
    online = call("public_data_search", MYC, project, session)
    monkeypatch.setenv("GENIE_WIDGETS_ENCODE_OFFLINE", "1")
    portal.clear_log()
    offline = call("public_data_search", MYC, project, session)
    assert portal.requests == []
    assert offline.success and offline.replayed and f"cached {offline.cached_at}" in offline.message
    assert offline.candidates == online.candidates
    assert offline.to_json()["cachedAt"] == offline.cached_at


def test_limit_as_text_and_the_analysis_mode(portal, project, session):
    r = call("public_data_search", {**MYC, "limit": "3"}, project, session, mode=ANALYSIS)
    assert r.success and r.total == 3


def test_a_found_file_loads_as_a_track_and_reads_over_http_ranges(portal, project, session):
    found = call("public_data_search", MYC, project, session)
    best = found.candidates[0]
    portal.clear_log()
    added = call("genome_add_track", {"sourceUrl": best["sourceUrl"], "type": best["trackType"]}, project, session)
    assert added.success, added.error
    assert added.added_track["type"] == "bigwig" and added.added_track["url"] == best["sourceUrl"]
    chrom, start, end = SYNTHETIC_REGION
    call("genome_navigate", {"locus": f"{chrom}:{start}-{end}"}, project, session)
    stats = call("genome_signal_stats", {"trackIds": [added.added_track["id"]]}, project, session)
    assert stats.success, stats.error
    s = stats.tracks[0]["stats"]
    assert s["max"] == 20.0 and s["min"] == 1.0
    peak = (SYNTHETIC_PEAK[1] - SYNTHETIC_PEAK[0]) * 20.0 + ((end - start) - (SYNTHETIC_PEAK[1] - SYNTHETIC_PEAK[0]))
    assert s["sum"] == peak
    downloads = [q for q in portal.requests if "/@@download/" in q["path"]]
    cloud = [q for q in portal.requests if q["path"].startswith("/encode-public/")]
    assert downloads and cloud  # the portal's redirect was followed
    assert all("Range" in q["headers"] for q in downloads + cloud)


def test_python_users_load_a_candidate_with_its_metadata(portal, project, session):
    found = call("public_data_search", MYC, project, session).search
    track = found.load(project)
    assert track.type == "bigwig" and track.url == found.candidates[0].source_url
    assert track.metadata["accession"] == "ENCFF381NDD" and track.metadata["outputType"] == "fold change over control"
    assert track.metadata["citationId"] == encode_file_id(project.id, "ENCFF381NDD")
    assert track.name == "K562 H3K27ac fold change over control ENCFF381NDD"


def test_the_tool_says_did_you_mean_and_shows_score_parts(portal, project, session):
    r = call("public_data_search", {**MYC, "biosample": "K526"}, project, session)
    out = r.to_json()
    assert out["success"] is True and out["biosampleSuggestions"] == ["K562"] and out["truncated"] == []
    assert "did you mean K562?" in out["message"]
    r = call("public_data_search", {**MYC, "biosample": "k-562"}, project, session)
    c = r.to_json()["candidates"][0]
    assert c["accession"] == "ENCFF381NDD" and c["matchMode"] == "exact"
    assert c["scoreParts"]["biosample_exact"] == 800 and c["tieBreak"]["biologicalReplicates"] == 3


def test_a_file_type_the_tool_does_not_understand_is_an_error(portal, project, session):
    r = call("public_data_search", {**MYC, "fileType": "bigwog"}, project, session)
    assert r.success is False and "'bigwog' is not a portal file format" in r.error and r.citations == []
