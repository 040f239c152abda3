"""Local assets: real peak, signal and annotation files imported, previewed, cited, edited, added
to the browser, and still there when the project is reopened."""

import json
import os
import shutil

import pytest

from genie_widgets.citations import verify_message
from genie_widgets.project import Project
from genie_widgets.project.asset_kinds import ASSET_KINDS, infer_local_kind, normalize_kind
from genie_widgets.project.assets import AssetCatalog, AssetError
from genie_widgets.project.local_import import import_local_folder, import_local_path, inspect_local_path
from genie_widgets.tools import call

IMPORT = "asset_import"


@pytest.fixture()
def data_folder(shared_data, tmp_path):
    """A small mixed folder built from the team's real files, with a nested folder, a hidden
    file and a symlink."""
    root = tmp_path / "incoming"
    (root / "tracks").mkdir(parents=True)
    (root / "annotation").mkdir()
    shutil.copy(shared_data / "peaks/bioframe_narrowPeak.bed", root / "tracks/peaks.narrowPeak")
    shutil.copy(shared_data / "peaks/ENCFF141SAU.bed.gz", root / "tracks/ENCFF141SAU.bed.gz")
    shutil.copy(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw", root / "tracks/atac.bw")
    shutil.copy(shared_data / "annotation/hg38_MYC/NCBI_hg38_MYC.gtf", root / "annotation/myc.gtf")
    shutil.copy(shared_data / "annotation/hg38_MYC/genePred_myc_hg38.txt", root / "annotation/genePred_myc_hg38.txt")
    (root / "samples.csv").write_text("sample,assay\nK562,H3K27ac\n")
    (root / "README.md").write_text("# Incoming\n\nPeaks and signal for MYC.\n")
    (root / "figure.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    (root / ".secret").write_text("hidden")
    os.symlink("/etc/hostname", root / "link.txt")
    return root


def test_seven_kinds_and_normalisation():
    assert ASSET_KINDS == ("signal-track", "interval-track", "annotation", "table", "document", "image", "other")
    assert normalize_kind("Signal track") == "signal-track" and normalize_kind("interval_track") == "interval-track"
    with pytest.raises(ValueError, match="the kinds are"):
        normalize_kind("spreadsheet")


@pytest.mark.parametrize("rel,kind,fmt,track", [
    ("peaks/bioframe_narrowPeak.bed", "interval-track", "narrowpeak", "narrowpeak"),
    ("peaks/ENCFF141SAU.bed.gz", "interval-track", "narrowpeak", "narrowpeak"),
    ("peaks/igvjs_test.broadPeak", "interval-track", "broadpeak", "broadpeak"),
    ("bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw", "signal-track", "bigwig", "bigwig"),
    ("bigbed/bigBedExample.bb", "interval-track", "bigbed", "bigbed"),
    # (#13) chromHMM states are a categorical interval track, not a bedGraph signal
    ("bigwig/h1_hg19_chr6_POU5F1/narrowpeak_H1_chromHMM.bed", "interval-track", "categorical", "categorical"),
    ("annotation/hg38_MYC/NCBI_hg38_MYC.gtf", "annotation", "gtf", None),
    ("annotation/hg38_chr21_ncbiRefSeq/test_chr21.gtf.gz", "annotation", "gtf", None),
    ("annotation/hg19_MYC_family/myc_refFlat.txt", "annotation", "genepred", None),
    ("annotation/hg38_gencode_pypi/genes.tsv.gz", "table", "tsv", None),
    ("bigwig/tcga_atac_hg38_chr21/ALPS_example_datatable.txt", "table", "tsv", None),
    ("encode_api/encodeproject_tests/test_sample.json", "document", "json", None),
])
def test_kinds_of_real_files(shared_data, rel, kind, fmt, track):
    guess = infer_local_kind(shared_data / rel)
    assert (guess.kind, guess.format, guess.track_type) == (kind, fmt, track), guess.reason


def test_content_beats_a_misleading_name(tmp_path, shared_data):
    fake = tmp_path / "signal.txt"
    shutil.copy(shared_data / "bigwig/tiny/pyBigWig_test.bw", fake)
    assert infer_local_kind(fake).kind == "signal-track"
    broken = tmp_path / "broken.bed"
    broken.write_text("<html>not found</html>\n")
    guess = infer_local_kind(broken)
    assert guess.kind == "interval-track" and guess.track_type is None and "not a readable track" in guess.reason


def test_import_file_copies_and_previews(project, shared_data):
    catalog = AssetCatalog(project)
    src = shared_data / "peaks/bioframe_narrowPeak.bed"
    asset = catalog.import_file(src)
    stored = project.path / asset.path
    assert stored.read_bytes() == src.read_bytes() and stored.parent.parent == project.path / "assets"
    assert asset.origin == "file" and asset.source_path == str(src.resolve()) and asset.size == src.stat().st_size
    reading = catalog.read(asset.id)
    lines = src.read_text().splitlines()
    assert reading.preview.text.splitlines() == lines[:40]
    assert reading.preview.line_range == f"Lines 1-{min(40, len(lines))}"


def test_preview_is_first_40_lines_of_first_48_kib(project, tmp_path, shared_data):
    catalog = AssetCatalog(project)
    gz = catalog.import_file(shared_data / "annotation/hg38_chr21_ncbiRefSeq/test_chr21.gtf.gz")
    reading = catalog.read(gz.id)
    assert reading.preview.line_count == 40 and reading.preview.line_range == "Lines 1-40" and reading.preview.truncated
    assert reading.preview.text.splitlines()[0].startswith(("chr21", "#")) or "\t" in reading.preview.text
    wide = tmp_path / "wide.tsv"
    wide.write_text("\n".join("x\t" + "y" * 5000 for _ in range(30)) + "\n")  # 150 KB in 30 lines
    reading = catalog.read(catalog.import_file(wide).id)
    assert reading.preview.bytes_read == 48 * 1024 and reading.preview.truncated
    assert reading.preview.line_count == 9  # 48 KiB hold nine whole 5,003-byte lines and a part
    assert reading.preview.line_range == "Lines 1-9"
    binary = catalog.import_file(shared_data / "bigwig/tiny/pyBigWig_test.bw")
    reading = catalog.read(binary.id)
    assert reading.preview is None and reading.note == f"binary, {binary.size:,} bytes"


def test_folder_import_skips_known_hidden_links_and_reports_beyond_the_cap(project, session, data_folder):
    r = call("project_inspect_local_folder", {"folderPath": str(data_folder)}, project, session, mode=IMPORT)
    assert r.success, r.error
    by_path = {e["relativePath"]: e for e in r.entries}
    assert by_path["tracks/peaks.narrowPeak"]["kind"] == "interval-track"
    assert by_path["tracks/atac.bw"]["trackType"] == "bigwig"
    assert by_path["annotation/myc.gtf"]["kind"] == "annotation"
    assert by_path["samples.csv"]["kind"] == "table" and by_path["README.md"]["kind"] == "document"
    assert by_path["figure.png"]["kind"] == "image"
    assert by_path["tracks"]["type"] == "folder" and by_path[".secret"]["type"] == "hidden"
    assert by_path["link.txt"]["type"] == "link"
    assert r.citations == []

    r = call("project_import_local_folder", {"folderPath": str(data_folder), "maxFiles": 3}, project, session,
             mode=IMPORT)
    assert r.success and r.imported_count == 3
    beyond = [s for s in r.skipped if s["reason"] == "beyond maxFiles (3)"]
    assert len(beyond) == 5  # eight regular files in all
    assert {s["reason"] for s in r.skipped} >= {"hidden file or folder", "symbolic link (not followed)"}

    r = call("project_import_local_folder", {"folderPath": str(data_folder)}, project, session, mode=IMPORT)
    assert r.imported_count == 5
    assert len([s for s in r.skipped if s["reason"] == "already in the catalog"]) == 3
    assert len(AssetCatalog(project)) == 8
    r = call("project_import_local_folder", {"folderPath": str(data_folder), "recursive": False}, project, session,
             mode=IMPORT)
    assert r.imported_count == 0 and all(s["assetId"] for s in r.skipped if s["reason"] == "already in the catalog")


def test_clamps(project, data_folder):
    assert len(inspect_local_path(project, data_folder, max_entries=0).entries) == 1
    assert len(inspect_local_path(project, data_folder, max_entries=5000).entries) == 12  # everything
    assert inspect_local_path(project, data_folder, max_entries=2).truncated
    report = import_local_path(project, data_folder, max_files=0.2)  # clamped to 1
    assert len(report.imported) == 1
    report = import_local_path(project, data_folder, max_files=10_000, skip_existing=False)
    assert len(report.imported) == 8  # all of them again: skipExisting false
    report = import_local_path(project, data_folder, max_entries=3)
    assert report.entries_seen == 3 and report.walk_stopped


def test_import_path_single_file_and_errors(project, session, shared_data, tmp_path):
    gtf = shared_data / "annotation/hg38_MYC/NCBI_hg38_MYC.gtf"
    r = call("project_inspect_local_path", {"path": str(gtf)}, project, session, mode=IMPORT)
    assert r.type == "file" and r.file["kind"] == "annotation" and r.file["inCatalog"] is None
    r = call("project_import_local_path", {"path": str(gtf)}, project, session, mode=IMPORT)
    assert r.imported_count == 1 and r.imported[0]["kind"] == "annotation"
    asset_id = r.imported[0]["id"]
    r = call("project_import_local_path", {"path": str(gtf)}, project, session, mode=IMPORT)
    assert r.imported_count == 0 and r.skipped[0]["assetId"] == asset_id
    r = call("project_inspect_local_path", {"path": str(gtf)}, project, session, mode=IMPORT)
    assert r.file["inCatalog"] == asset_id
    for args, needle in [({"path": str(tmp_path / "nope.bed")}, "not found"), ({"path": "  "}, "empty"),
                         ({"path": "/"}, "outside the folders the agent may read"),  # (#12: was the root refusal)
                         ({"path": "/dev/null"}, "system folders")]:  # (#12: was "neither a file nor")
        r = call("project_import_local_path", args, project, session, mode=IMPORT)
        assert r.success is False and needle in r.error, (args, r.error)
    r = call("project_inspect_local_folder", {"folderPath": str(gtf)}, project, session, mode=IMPORT)
    assert "is a file, not a folder" in r.error
    r = call("project_import_local_path", {"path": str(project.path / "assets")}, project, session, mode=IMPORT)
    assert "own assets folder" in r.error


def test_relative_paths_are_taken_from_the_working_directory(project, data_folder, monkeypatch):
    monkeypatch.chdir(data_folder.parent)
    report = import_local_folder(project, "incoming/annotation")
    assert sorted(a.title for a in report.imported) == ["genePred_myc_hg38.txt", "myc.gtf"]


def test_list_assets_issues_catalog_and_asset_records(project, session, data_folder):
    import_local_folder(project, data_folder)
    r = call("project_list_assets", {}, project, session, mode="analysis")
    assert r.success and r.asset_count == 8 and len(r.citations) == 9
    catalog = r.citation
    assert catalog.source_type == "asset-catalog" and catalog.label == "Asset catalog"
    assert catalog.excerpt.splitlines()[0] == "8 assets in the project catalog."
    assert "peaks.narrowPeak — assets/" in catalog.excerpt
    out = r.to_json()
    assert out["citationToken"] == catalog.token
    tokens = {a["id"]: a["citationToken"] for a in out["assets"]}
    assert len(set(tokens.values())) == 8
    for record in r.citations[1:]:
        assert record.source_type == "asset" and record.label == "Project asset" and record.asset_id in tokens
        assert tokens[record.asset_id] == record.token
        assert record.excerpt  # the description
        assert record.id in session.citations  # stored by the registry
    text = f"The project holds 8 assets {catalog.token}."
    (check,) = verify_message(text, session.citations)
    assert check.status == "verified", check.reason


def test_catalog_record_lists_at_most_20(project, session, tmp_path):
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(25):
        (folder / f"p{i:02d}.bed").write_text(f"chr1\t{i}\t{i + 10}\n")
    import_local_folder(project, folder)
    r = call("project_list_assets", {}, project, session)
    lines = r.citation.excerpt.splitlines()
    assert len(lines) == 1 + 20 + 1 and lines[-1] == "… and 5 more"
    assert len(r.citation.data["assets"]) == 25  # the full list is kept


def test_read_asset_record_carries_the_line_range(project, session, shared_data):
    asset = AssetCatalog(project).import_file(shared_data / "peaks/igvjs_test.broadPeak")
    r = call("project_read_asset", {"assetId": asset.id}, project, session)
    assert r.success and r.preview["lineRange"] == "Lines 1-40" and r.preview["source"] == "file"
    record = r.citation
    assert record.source_type == "asset" and record.line_range == "Lines 1-40" and record.asset_id == asset.id
    assert record.excerpt.splitlines()[0] == (shared_data / "peaks/igvjs_test.broadPeak").read_text().splitlines()[0]
    assert r.to_json()["citationToken"] == record.token
    first = record.excerpt.splitlines()[0].split("\t")
    sentence = f"The first peak starts at base {int(first[1]):,} and ends at {int(first[2]):,} {record.token}."
    (check,) = verify_message(sentence, session.citations)
    assert check.status == "verified", check.reason
    bw = AssetCatalog(project).import_file(shared_data / "bigwig/tiny/pyBigWig_test.bw")
    r = call("project_read_asset", {"assetId": bw.id}, project, session)
    assert r.preview is None and r.preview_note.startswith("binary, ") and r.citation.line_range is None
    assert r.citation.excerpt == bw.description
    r = call("project_read_asset", {"assetId": "asset_missing_0000"}, project, session)
    assert r.success is False and "was not found" in r.error and r.citations == []


def test_update_asset_source(project, session, shared_data, tmp_path):
    catalog = AssetCatalog(project)
    asset = catalog.import_file(shared_data / "peaks/bioframe_narrowPeak.bed")
    r = call("project_update_asset_source", {"assetId": asset.id, "kind": "Table", "title": "Peaks (table view)",
                                             "description": "narrowPeak calls", "location": "lab share /peaks"},
             project, session, mode="analysis")
    assert r.success, r.error
    assert r.asset["kind"] == "table" and r.asset["title"] == "Peaks (table view)" and r.asset["trackType"] is None
    assert r.asset["location"] == "lab share /peaks" and r.changed == ["kind", "title", "description", "location"]
    assert r.citations == []
    r = call("project_update_asset_source", {"assetId": asset.id, "kind": "spreadsheet"}, project, session,
             mode="analysis")
    assert "unknown asset kind" in r.error
    new = tmp_path / "new.bed"
    new.write_text("chr2\t1\t5\n")
    r = call("project_update_asset_source",
             {"assetId": asset.id, "sourcePath": str(new), "replaceFromSourcePath": True}, project, session,
             mode="analysis")
    assert r.success and (project.path / r.asset["path"]).read_text() == "chr2\t1\t5\n"
    assert r.asset["kind"] == "interval-track" and r.asset["size"] == 9 and r.asset["sourcePath"] == str(new)
    r = call("project_update_asset_source", {"assetId": asset.id, "title": "  "}, project, session, mode="analysis")
    assert "cannot be empty" in r.error


def test_track_assets_go_to_the_browser(project, session, shared_data):
    catalog = AssetCatalog(project)
    bw = catalog.import_file(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw")
    peaks = catalog.import_file(shared_data / "peaks/bioframe_narrowPeak.bed")
    gtf = catalog.import_file(shared_data / "annotation/hg38_MYC/NCBI_hg38_MYC.gtf")
    listed = {a["id"]: a for a in call("project_list_assets", {}, project, session).to_json()["assets"]}
    assert listed[gtf.id]["trackSource"] is None
    r = call("genome_add_track", {"sourceUrl": listed[bw.id]["trackSource"], "type": listed[bw.id]["trackType"]},
             project, session)
    assert r.success and r.added_track["type"] == "bigwig", r.error
    track = catalog.add_to_browser(peaks.id)
    assert track.type == "narrowpeak" and track.metadata == {"assetId": peaks.id} and track.kind == "interval"
    with pytest.raises(AssetError, match="not a track"):
        catalog.add_to_browser(gtf.id)
    assert [t.type for t in project.tracks] == ["bigwig", "narrowpeak"]


def test_catalog_survives_reopening_and_refuses_damage(project, data_folder):
    import_local_folder(project, data_folder)
    ids = [a.id for a in AssetCatalog(project).list()]
    reopened = Project.open(project.path)
    assert [a.id for a in AssetCatalog(reopened).list()] == ids
    doc = json.loads((project.path / "assets/catalog.json").read_text())
    assert doc["schemaVersion"] == 1 and doc["projectId"] == project.id
    assert not list((project.path / "assets").glob(".catalog.json.*.tmp"))
    (project.path / "assets/catalog.json").write_text("{not json")
    with pytest.raises(AssetError, match="left untouched"):
        AssetCatalog(reopened).list()
    assert (project.path / "assets/catalog.json").read_text() == "{not json"


def test_concurrent_imports_lose_nothing(project, tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    files = []
    for i in range(12):
        f = tmp_path / f"f{i}.bed"
        f.write_text(f"chr1\t{i}\t{i + 1}\n")
        files.append(f)
    with ThreadPoolExecutor(6) as pool:
        list(pool.map(lambda f: AssetCatalog(Project.open(project.path)).import_file(f), files))
    assert len(AssetCatalog(project)) == 12
