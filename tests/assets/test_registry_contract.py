"""The twelve asset and output tools through the registry: available in their modes, with the
reference's parameters, and issuing citations exactly where the reference says."""

import pytest

from genie_widgets.tools.registry import TOOLS, call, tool_names

TOOLS_AND_MODES = {
    "project_list_assets": {"genome", "analysis", "asset_import"},
    "project_read_asset": {"genome", "analysis"},
    "project_update_asset_source": {"analysis"},
    "project_inspect_local_folder": {"asset_import"},
    "project_import_local_folder": {"asset_import"},
    "project_inspect_local_path": {"asset_import"},
    "project_import_local_path": {"asset_import"},
    "project_inspect_remote_source": {"asset_import"},
    "project_import_remote_source": {"asset_import"},
    "project_write_asset_artifact": {"asset_import"},
    "project_read_analysis_plan": {"genome"},
    "create_html_artifact": {"genome", "analysis"},
}
PARAMETERS = {
    "project_read_asset": {"assetId"},
    "project_update_asset_source": {"assetId", "kind", "title", "description", "location", "sourcePath",
                                    "replaceFromSourcePath"},
    "project_inspect_local_folder": {"folderPath", "recursive", "maxEntries"},
    "project_import_local_folder": {"folderPath", "recursive", "maxFiles"},
    "project_inspect_local_path": {"path", "recursive", "maxEntries"},
    "project_import_local_path": {"path", "recursive", "maxEntries", "maxFiles", "skipExisting"},
    "project_inspect_remote_source": {"url", "maxBytes", "maxLinks", "timeoutMs"},
    "project_import_remote_source": {"url", "importDiscoveredLinks", "maxDiscoveredLinks"},
    "project_write_asset_artifact": {"assetId", "relativePath", "content"},
    "create_html_artifact": {"title", "html", "artifactId", "kind", "description", "sourceAssetIds",
                             "sourceTrackIds", "genomeRegion", "metadata"},
}


@pytest.mark.parametrize("name", sorted(TOOLS_AND_MODES))
def test_available_in_the_design_modes(name):
    tool_names("genome")
    tool = TOOLS[name]
    assert tool.available and set(tool.modes) == TOOLS_AND_MODES[name]
    assert set(tool.parameters.get("properties", {})) == PARAMETERS.get(name, set())
    assert tool.issues_citation == (name in ("project_list_assets", "project_read_asset",
                                             "project_read_analysis_plan"))


def test_citations_only_where_the_reference_issues_them(project, session, tmp_path):
    bed = tmp_path / "p.bed"
    bed.write_text("chr1\t1\t100\n")
    issued = {}
    steps = [
        ("project_inspect_local_path", {"path": str(bed)}, "asset_import"),
        ("project_import_local_path", {"path": str(bed)}, "asset_import"),
        ("project_list_assets", {}, "asset_import"),
        ("create_html_artifact", {"title": "t", "html": "<p>x</p>"}, "genome"),
        ("create_html_artifact", {"title": "t", "html": "<p>x</p>"}, "analysis"),
        ("project_read_analysis_plan", {}, "genome"),
    ]
    for name, args, mode in steps:
        r = call(name, args, project, session, mode=mode)
        assert r.success, (name, r.error)
        issued[(name, mode)] = [c.source_type for c in r.citations]
    asset_id = call("project_list_assets", {}, project, session).assets[0]["id"]
    for name, args, mode in [
        ("project_read_asset", {"assetId": asset_id}, "genome"),
        ("project_update_asset_source", {"assetId": asset_id, "title": "Peaks"}, "analysis"),
        ("project_write_asset_artifact", {"assetId": asset_id, "relativePath": "n.md", "content": "x"}, "asset_import"),
        ("project_import_local_folder", {"folderPath": str(tmp_path), "recursive": False}, "asset_import"),
        ("project_inspect_local_folder", {"folderPath": str(tmp_path)}, "asset_import"),
    ]:
        r = call(name, args, project, session, mode=mode)
        assert r.success, (name, r.error)
        issued[(name, mode)] = [c.source_type for c in r.citations]
    assert issued == {
        ("project_inspect_local_path", "asset_import"): [],
        ("project_import_local_path", "asset_import"): [],
        ("project_list_assets", "asset_import"): ["asset-catalog", "asset"],
        ("create_html_artifact", "genome"): [],
        ("create_html_artifact", "analysis"): [],
        ("project_read_analysis_plan", "genome"): ["studio-output"],
        ("project_read_asset", "genome"): ["asset"],
        ("project_update_asset_source", "analysis"): [],
        ("project_write_asset_artifact", "asset_import"): [],
        ("project_import_local_folder", "asset_import"): [],
        ("project_inspect_local_folder", "asset_import"): [],
    }


@pytest.mark.parametrize("args", [{"maxEntries": "abc"}, {"maxEntries": True}, {"recursive": "maybe"}])
def test_bad_arguments_are_clear(project, session, tmp_path, args):
    r = call("project_inspect_local_folder", {"folderPath": str(tmp_path), **args}, project, session,
             mode="asset_import")
    assert r.success is False and list(args)[0] in r.error


def test_numbers_as_strings_are_clamped(project, session, tmp_path):
    for i in range(5):
        (tmp_path / f"f{i}.txt").write_text("x")
    r = call("project_inspect_local_folder", {"folderPath": str(tmp_path), "maxEntries": "2"}, project, session,
             mode="asset_import")
    assert r.entry_count == 2 and r.truncated
    r = call("project_inspect_local_folder", {"folderPath": str(tmp_path), "maxEntries": -5}, project, session,
             mode="asset_import")
    assert r.entry_count == 1
