from genie_widgets.citations import verify_message
from genie_widgets.tools import call


def test_get_current_region(project, session):
    r = call("genome_get_current_region", {}, project, session)
    assert r.success and r.view_region["locus"] == project.view.locus
    assert r.citation.source_type == "genome-region" and r.citation.locus == project.view.locus


def test_navigate_by_locus_and_chr_start_end(project, session):
    r = call("genome_navigate", {"locus": "chr8:127,700,000-127,760,000"}, project, session)
    assert r.view_region == {"locus": "chr8:127700000-127760000", "chr": "chr8", "start": 127700000, "end": 127760000}
    r = call("genome_navigate", {"chr": "8", "start": 100, "end": 200}, project, session)
    assert r.view_region["locus"] == "chr8:100-200"


def test_navigate_errors(project, session, no_annotation):
    assert call("genome_navigate", {}, project, session).error == "Provide locus or chr/start/end."
    for args, needle in [
        ({"locus": "chr8:200-100"}, ""), ({"locus": "chr8:1-999,999,999"}, "chr8"),
        ({"chr": "chr8", "start": 10, "end": 5}, "greater than start"), ({"chr": "chr8", "start": -1, "end": 5}, "negative"),
        ({"chr": "chrQ", "start": 1, "end": 5}, "unknown chromosome"),
        ({"locus": "MYC"}, "gene lookup is unavailable"),
    ]:
        r = call("genome_navigate", args, project, session)
        assert r.success is False and needle in r.error, (args, r.error)
    assert len(session.citations) == 0


def test_navigate_by_gene_symbol(project, session, gencode):
    r = call("genome_navigate", {"locus": "myc"}, project, session)
    assert r.success, r.error
    assert r.view_region["locus"] == "chr8:127735433-127742951"
    assert r.gene["symbol"] == "MYC"
    r = call("genome_navigate", {"locus": "MYCC_NOT_A_GENE"}, project, session)
    assert "neither a chr:start-end locus nor a gene symbol" in r.error


def test_find_gene_issues_a_gene_record_that_verifies(project, session, gencode):
    r = call("genome_find_gene", {"symbol": "ALB"}, project, session)
    assert r.success and r.gene["locus"] == "chr4:73397113-73421482"
    c = r.citation
    assert c.source_type == "gene-annotation" and c.label == "Gene annotation"
    text = f"ALB lies at chr4:73,397,113-73,421,482 on the + strand {c.token}."
    (check,) = verify_message(text, session.citations)
    assert check.status == "verified", check.reason


def test_list_assemblies_and_tracks(project, session, shared_data):
    r = call("genome_list_assemblies", {}, project, session)
    assert r.default_genome_id == "hg38" and r.selected_genome_id == "hg38"
    assert {"hg38", "hg19", "mm10", "mm39"} <= {g["id"] for g in r.genomes}
    assert r.citations == []
    project.add_track(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw")
    r = call("genome_list_tracks", {}, project, session)
    assert [t["type"] for t in r.tracks] == ["bigwig"]
    assert list(r.to_frame()["type"]) == ["bigwig"]
    assert r.available_catalog_tracks[0]["id"] == "genes"


def test_add_track_paths_types_and_refusals(project, session, shared_data):
    bw = str(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw")
    r = call("genome_add_track", {"sourceUrl": bw, "name": "ATAC"}, project, session)
    assert r.success and r.added_track["type"] == "bigwig" and r.track_count == 1 and r.citations == []
    r = call("genome_add_track", {"sourceUrl": bw, "type": "bigbed"}, project, session)
    assert r.success is False and "bigwig" in r.error
    r = call("genome_add_track", {"hubUrl": "https://example.org/hub.txt"}, project, session)
    assert r.error == "hubUrl is not yet supported. Add a specific sourceUrl or catalogId."
    r = call("genome_add_track", {"sourceUrl": str(project.path / "no/such/file.bw")}, project, session)
    assert "not found" in r.error
    r = call("genome_add_track", {}, project, session)
    assert r.error == "Provide catalogId or sourceUrl."
    assert len(project.tracks) == 1


def test_update_track(project, session, shared_data):
    a = project.add_track(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw")
    b = project.add_track(shared_data / "bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T2.bw")
    r = call("genome_update_track", {"trackId": b.id, "order": 0, "visible": False, "height": 3}, project, session)
    assert r.success and r.track["visible"] is False and r.track["height"] == 16
    assert [t["id"] for t in r.tracks] == [b.id, a.id]
    assert "Give at least one" in call("genome_update_track", {"trackId": a.id}, project, session).error
    assert "was not found" in call("genome_update_track", {"trackId": "zzz", "visible": True}, project, session).error
