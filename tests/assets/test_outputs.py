"""create_html_artifact in Genome and Analysis mode, Studio outputs, the Analysis plan, and
everything still there when the project is reopened."""

import json

import pytest

from genie_widgets.citations import verify_message
from genie_widgets.project import Project
from genie_widgets.project.studio import MAX_HTML_BYTES, STUDIO_KINDS, Studio, all_chat_artifacts, chat_artifacts
from genie_widgets.tools import call
from genie_widgets.tools.outputs import NO_PLAN_MESSAGE

REPORT = """<!DOCTYPE html><html><head><title>Plan</title></head><body>
<h1>Genome plan for MYC</h1>
<p>Look at chr8:127,735,434-127,742,951 first {token}.</p>
<ol><li>Add the H3K27ac track.</li><li>Call peaks.</li></ol>
</body></html>"""


@pytest.fixture()
def cited(project, session):
    """A record the session holds: the view moved to MYC with genome_navigate."""
    r = call("genome_navigate", {"locus": "chr8:127,735,434-127,742,951"}, project, session)
    assert r.success, r.error
    return r.citation


def test_genome_mode_saves_a_chat_artifact_with_chips(project, session, cited):
    r = call("create_html_artifact", {"title": "MYC note", "html": REPORT.format(token=cited.token)}, project, session)
    assert r.success, r.error
    assert r.citations == [] and "citationToken" not in r.to_json()
    assert r.artifact_id.startswith("artifact_") and r.title == "MYC note" and r.chip_count == 1 and r.output is None
    page = project.path / r.path
    assert page == session.dir / "artifacts" / r.artifact_id / "index.html" and r.url == page.as_uri()
    html = page.read_text(encoding="utf-8")
    assert 'class="gw-chip gw-verified"' in html and "Evidence (1 record)" in html
    assert cited.token not in html.split('<section class="gw-cited gw-report-evidence"')[0]
    assert (page.parent / "source.html").read_text(encoding="utf-8") == REPORT.format(token=cited.token)
    assert "Look at chr8:127,735,434-127,742,951 first [1]." in (page.parent / "text.txt").read_text()
    assert chat_artifacts(session).get(r.artifact_id).chip_count == 1
    r2 = call("create_html_artifact", {"title": "x", "html": "<p>x</p>", "kind": "mind-map", "metadata": {"a": 1}},
              project, session)
    assert r2.success and "were not stored" in r2.notes[0]
    assert not (project.path / "studio").exists()


def test_artifact_id_reuse_replaces(project, session, cited):
    first = call("create_html_artifact", {"title": "v1", "html": "<p>one</p>"}, project, session)
    again = call("create_html_artifact", {"title": "v2", "html": f"<p>two {cited.token}</p>",
                                          "artifactId": first.artifact_id}, project, session)
    assert again.artifact_id == first.artifact_id
    items = chat_artifacts(session).list()
    assert len(items) == 1 and items[0].title == "v2" and items[0].chip_count == 1
    assert "two" in (project.path / again.path).read_text()
    custom = call("create_html_artifact", {"title": "named", "html": "<p>n</p>", "artifactId": "my-report_1"},
                  project, session)
    assert custom.artifact_id == "my-report_1"
    for bad in ("../x", "a/b", "a b", "x" * 81, "."):
        r = call("create_html_artifact", {"title": "t", "html": "<p>x</p>", "artifactId": bad}, project, session)
        assert r.success is False and "artifactId" in r.error, bad


def test_size_limit_counts_utf8_bytes(project, session):
    head, tail = "<p>", "</p>"
    fits = head + "x" * (MAX_HTML_BYTES - len(head) - len(tail)) + tail
    assert call("create_html_artifact", {"title": "big", "html": fits}, project, session).success
    over = head + "é" * ((MAX_HTML_BYTES - 6) // 2 + 1) + tail
    r = call("create_html_artifact", {"title": "too big", "html": over}, project, session)
    assert r.success is False and "at most 750,000 bytes" in r.error
    for args, needle in [({"title": " ", "html": "<p>x</p>"}, "title"), ({"title": "t", "html": "  "}, "empty")]:
        r = call("create_html_artifact", args, project, session)
        assert r.success is False and needle in r.error


def test_analysis_mode_saves_studio_outputs(project, session, cited, shared_data):
    from genie_widgets.project.assets import AssetCatalog

    asset = AssetCatalog(project).import_file(shared_data / "peaks/bioframe_narrowPeak.bed")
    args = {"title": "MYC genome plan", "html": REPORT.format(token=cited.token), "kind": "Genome plan",
            "description": "What to look at first", "sourceAssetIds": [asset.id, "asset_gone_0000"],
            "sourceTrackIds": ["no_track"], "genomeRegion": "chr8:127735434-127742951",
            "metadata": {"steps": 2, "author": "agent"}}
    r = call("create_html_artifact", args, project, session, mode="analysis")
    assert r.success, r.error
    out = r.output
    assert r.artifact_id.startswith("output_") and out["kind"] == "genome-plan"
    assert out["description"] == "What to look at first" and out["sourceAssetIds"] == [asset.id, "asset_gone_0000"]
    assert out["genomeRegion"] == "chr8:127735434-127742951" and out["metadata"] == {"steps": 2, "author": "agent"}
    assert out["sessionId"] == session.id and out["chipCount"] == 1 and out["citedIds"] == [cited.id]
    assert any("asset_gone_0000" in n for n in r.notes) and any("no_track" in n for n in r.notes)
    assert (project.path / r.path).parent.parent == project.path / "studio"
    r = call("create_html_artifact", {"title": "Odd", "html": "<p>x</p>", "kind": "poster"}, project, session,
             mode="analysis")
    assert r.output["kind"] == "report" and "saved as 'report'" in r.notes[0]
    for kind in STUDIO_KINDS:
        r = call("create_html_artifact", {"title": kind, "html": "<p>k</p>", "kind": kind}, project, session,
                 mode="analysis")
        assert r.output["kind"] == kind
    r = call("create_html_artifact", {"title": "m", "html": "<p>m</p>", "metadata": {"x": "y" * 200_000}},
             project, session, mode="analysis")
    assert r.success is False and "metadata" in r.error
    r = call("create_html_artifact", {"title": "t", "html": "<p>x</p>"}, project, session, mode="asset_import")
    assert r.success is False and "not available in this mode" in r.error


def test_read_analysis_plan(project, session, cited):
    r = call("project_read_analysis_plan", {}, project, session)
    assert r.success and r.plan_available is False and r.message == NO_PLAN_MESSAGE
    assert r.citations == [] and r.to_json()["planAvailable"] is False

    analysis = project.session("analysis_chat")
    nav = call("genome_navigate", {"locus": "chr8:127,735,434-127,742,951"}, project, analysis)
    call("create_html_artifact", {"title": "Old plan", "html": "<p>old</p>", "kind": "report"}, project, analysis,
         mode="analysis")
    saved = call("create_html_artifact", {"title": "MYC plan", "html": REPORT.format(token=nav.citation.token),
                                          "kind": "genome-plan"}, project, analysis, mode="analysis")
    r = call("project_read_analysis_plan", {}, project, session)
    assert r.plan_available and r.output["id"] == saved.artifact_id and r.output["title"] == "MYC plan"
    assert "Genome plan for MYC" in r.text and "[1]" in r.text and "[[cite:" not in r.text
    assert 'class="gw-chip' in r.html
    record = r.citation
    assert record.source_type == "studio-output" and record.label == "Evidence"
    assert record.title == "Studio output: MYC plan" and record.location == saved.path
    assert record.excerpt == r.text and record.data["text"] == r.text and record.id in session.citations
    out = r.to_json()
    assert out["citationToken"] == record.token and out["planAvailable"] is True
    sentence = f"The plan starts at chr8:127,735,434-127,742,951 {record.token}."
    (check,) = verify_message(sentence, session.citations)
    assert check.status == "verified", check.reason
    # Replacing an older output makes it the latest.
    old = Studio(project).list()[0]
    call("create_html_artifact", {"title": "Old plan, revised", "html": "<p>revised</p>", "artifactId": old.id},
         project, analysis, mode="analysis")
    assert call("project_read_analysis_plan", {}, project, session).output["id"] == old.id
    assert call("project_read_analysis_plan", {}, project, session, mode="analysis").success is False


def test_long_plans_are_clamped_in_the_excerpt_only(project, session):
    body = "".join(f"<p>Step {i}: look at region {i} carefully.</p>" for i in range(200))
    call("create_html_artifact", {"title": "Long", "html": body}, project, session, mode="analysis")
    r = call("project_read_analysis_plan", {}, project, session)
    assert len(r.citation.excerpt) == 1800 and r.citation.excerpt.endswith("…")
    assert r.citation.data["text"].count("Step") == 200


def test_reopened_project_keeps_every_asset_and_output(project, session, cited, shared_data):
    from genie_widgets.project.assets import AssetCatalog

    AssetCatalog(project).import_file(shared_data / "peaks/bioframe_narrowPeak.bed")
    call("create_html_artifact", {"title": "Chat page", "html": REPORT.format(token=cited.token)}, project, session)
    call("create_html_artifact", {"title": "Studio page", "html": "<p>s</p>", "kind": "infographic"}, project,
         session, mode="analysis")
    reopened = Project.open(project.path)
    assert [a.title for a in AssetCatalog(reopened).list()] == ["bioframe_narrowPeak.bed"]
    assert [o.title for o in Studio(reopened).list()] == ["Studio page"]
    assert [a.title for a in all_chat_artifacts(reopened)] == ["Chat page"]
    again = reopened.session(session.id)
    r = call("project_list_assets", {}, reopened, again)
    assert r.asset_count == 1
    r = call("project_read_analysis_plan", {}, reopened, again)
    assert r.output["title"] == "Studio page" and r.output["kind"] == "infographic"
    index = json.loads((project.path / "studio/index.json").read_text())
    assert index["schemaVersion"] == 1 and len(index["artifacts"]) == 1
