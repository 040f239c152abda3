import json

import pytest

from genie_widgets.tools.registry import TOOLS, ErrorResult, call, schemas, tool_names

REFERENCE_TOOLS = {
    "genome_get_current_region", "genome_navigate", "genome_list_assemblies", "genome_list_tracks", "genome_add_track",
    "genome_describe_viewport", "genome_signal_stats", "genome_call_peaks", "genome_quantify_at_features",
    "genome_correlate_tracks", "public_data_search", "project_list_assets", "project_read_asset",
    "project_update_asset_source", "project_inspect_local_folder", "project_import_local_folder",
    "project_inspect_local_path", "project_import_local_path", "project_inspect_remote_source",
    "project_import_remote_source", "project_write_asset_artifact", "project_read_analysis_plan",
    "create_html_artifact",
}


def test_all_reference_tools_and_ours_are_declared():
    schemas("genome")
    assert REFERENCE_TOOLS <= set(TOOLS)
    assert len(REFERENCE_TOOLS) == 23
    assert {"genome_find_gene", "genome_update_track"} <= set(TOOLS)


def test_modes_follow_the_design():
    genome = set(tool_names("genome"))
    assert {t for t in genome if t.startswith("genome_")} == {
        "genome_get_current_region", "genome_navigate", "genome_list_assemblies", "genome_list_tracks",
        "genome_add_track", "genome_describe_viewport", "genome_signal_stats", "genome_call_peaks",
        "genome_quantify_at_features", "genome_correlate_tracks", "genome_find_gene", "genome_update_track"}
    assert genome - {t for t in genome if t.startswith("genome_")} == {
        "public_data_search", "project_list_assets", "project_read_asset", "project_read_analysis_plan",
        "create_html_artifact"}
    assert set(tool_names("analysis")) == {"project_list_assets", "project_read_asset", "project_update_asset_source",
                                           "public_data_search", "genome_list_tracks", "create_html_artifact"}
    assert set(tool_names("asset_import")) == {
        "project_list_assets", "project_inspect_local_folder", "project_import_local_folder",
        "project_inspect_local_path", "project_import_local_path", "project_inspect_remote_source",
        "project_import_remote_source", "project_write_asset_artifact"}
    with pytest.raises(ValueError, match="unknown mode"):
        schemas("shell")


def test_schemas_are_openai_function_definitions():
    for definition in schemas("genome"):
        assert definition["type"] == "function"
        fn = definition["function"]
        assert fn["name"] and fn["description"]
        assert fn["parameters"]["type"] == "object" and fn["parameters"]["additionalProperties"] is False
        json.dumps(definition)
    params = next(d for d in schemas("genome") if d["function"]["name"] == "genome_call_peaks")["function"]["parameters"]
    assert params["required"] == ["trackId"]
    assert set(params["properties"]) == {"trackId", "scope", "method", "threshold", "minWidth", "mergeGap"}


def test_unknown_tool_wrong_mode_and_not_yet_available(project, session):
    r = call("run_shell", {"cmd": "ls"}, project, session)
    assert isinstance(r, ErrorResult) and "Unknown tool 'run_shell'" in r.error
    r = call("genome_navigate", {"locus": "chr1:1-2"}, project, session, mode="analysis")
    assert "not available in this mode" in r.error
    r = call("project_inspect_local_folder", {"folderPath": "."}, project, session, mode="asset_import")
    if not TOOLS["project_inspect_local_folder"].available:
        assert "not available yet" in r.error
    assert len(session.citations) == 0


@pytest.mark.parametrize("args,needle", [
    ('{"locus": ', "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ({"locus": 5}, "'locus' must be a string"),
    ({"chr": "chr8", "start": "abc", "end": 10}, "'start' must be a number"),
    ({"chr": "chr8", "start": True, "end": 10}, "'start' must be a number"),
    ({"chr": "chr8", "start": float("nan"), "end": 10}, "finite"),
    ({"where": "chr8:1-2"}, "no parameter 'where'"),
])
def test_bad_arguments_are_clear_errors(project, session, args, needle):
    r = call("genome_navigate", args, project, session)
    assert r.success is False and needle in r.error, r.error
    assert r.citations == [] and "citationToken" not in r.to_json()


def test_numeric_strings_and_nulls_are_accepted(project, session):
    r = call("genome_navigate", {"chr": "chr8", "start": "127,700,000", "end": 127760000, "locus": None}, project, session)
    assert r.success, r.error
    assert r.to_json()["viewRegion"]["start"] == 127_700_000


def test_missing_required_and_enum(project, session):
    r = call("genome_call_peaks", {}, project, session)
    assert "needs 'trackId'" in r.error
    r = call("genome_call_peaks", {"trackId": "x", "scope": "galaxy"}, project, session)
    assert "must be one of" in r.error and "galaxy" in r.error


def test_result_json_has_citation_token_and_instructions(project, session):
    r = call("genome_navigate", {"locus": "chr8:127,700,000-127,760,000"}, project, session)
    out = r.to_json()
    assert out["success"] is True and out["genomeId"] == "hg38"
    assert out["citationToken"] == r.citation.token
    assert out["citationInstructions"] == f"To cite this evidence, copy {r.citation.token} exactly after the supported claim."
    stored = session.citations.get(r.citation.id)
    assert stored.source_type == "genome-region" and stored.locus == "chr8:127700000-127760000"
    assert stored.title == "Visible genome region (hg38)"
    assert stored.id.startswith(f"cite_project_{project.id.removeprefix('project_')}_genome_navigate_")
    json.dumps(out)
