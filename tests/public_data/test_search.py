"""encode.search against the test portal: the strict stage, each relaxation, ranking, limits,
assembly mapping and the candidates' fields."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

import pytest

from genie_widgets.citations import encode_file_id
from genie_widgets.project import Project
from genie_widgets.public_data import encode
from genie_widgets.public_data.query import QueryError


def params(url: str) -> list[tuple[str, str]]:
    return parse_qsl(urlsplit(url).query)


def stages(result) -> list[str]:
    return [a.stage for a in result.attempts]


def test_the_myc_walkthrough_search_is_strict_ranked_and_cited(portal, project, session):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", project=project, session=session)
    assert r.success and r.error is None
    assert r.query == {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562",
                       "organism": "Homo sapiens", "assembly": "GRCh38", "fileType": "bigWig", "freeText": None,
                       "limit": 10, "genome": "hg38"}
    assert stages(r) == ["strict"] and r.relaxations == []  # 20 files: no relaxation, no slim lookup
    (a,) = r.attempts
    assert (a.portal_total, a.returned, a.usable, a.new, a.source) == (20, 20, 20, 20, "portal")
    assert params(a.url) == [
        ("type", "File"), ("status", "released"), ("file_format", "bigWig"), ("assembly", "GRCh38"),
        ("assay_title", "Histone ChIP-seq"), ("target.label", "H3K27ac"), ("biosample_ontology.term_name", "K562"),
        ("output_type", "fold change over control"), ("output_type", "signal p-value"),
        ("output_type", "read-depth normalized signal"), ("output_type", "signal of unique reads")]
    assert ("format", "json") in params(a.api_url) and ("field", "href") in params(a.api_url)
    assert r.total == 10 and [c.rank for c in r.candidates] == list(range(1, 11))
    best = r.candidates[0]
    assert best.accession == "ENCFF381NDD"  # pooled fold change, replicates 1,2,3 (the walkthrough's file)
    assert (best.experiment_accession, best.assay, best.target, best.biosample, best.assembly, best.output_type,
            best.biological_replicates, best.file_type, best.track_type, best.match_mode) == (
        "ENCSR000AKP", "Histone ChIP-seq", "H3K27ac", "K562", "GRCh38", "fold change over control", (1, 2, 3),
        "bigWig", "bigwig", "exact")
    assert best.source_url == f"{portal.url}/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig"
    assert best.portal_url == f"{portal.url}/files/ENCFF381NDD/"
    assert best.citation_id == encode_file_id(project.id, "ENCFF381NDD")
    # ranked: every fold-change file before any p-value file; pooled before single within each
    outputs = [c.output_type for c in r.candidates]
    assert outputs == ["fold change over control"] * 10
    scores = [c.score for c in r.candidates]
    assert scores == sorted(scores, reverse=True) and scores[:3] == [1165] * 3 and scores[3] == 1161
    assert len(session.citations) == 11
    assert r.message == ("10 ranked candidates of 20 loadable files found by the strict query "
                         "(strict: 20 matching, 20 new).")
    # ties broken as a biologist would: [1,2,3] before the two [1,2] files of the same score, shown with its parts
    assert [c.biological_replicates for c in r.candidates[:3]] == [(1, 2, 3), (1, 2), (1, 2)]
    assert best.score_parts == {"biosample_exact": 800, "target": 200, "assay_exact": 120, "output_type": 40,
                                "pooled": 4, "assembly": 1}
    assert best.tie_break == {"biologicalReplicates": 3, "preferredDefault": False, "released": None,
                              "accession": "ENCFF381NDD"}
    assert best.to_json()["scoreParts"] == best.score_parts
    record = session.citations.get(best.citation_id)
    assert record.data["scoreParts"] == best.score_parts and record.data["tieBreak"]["biologicalReplicates"] == 3


def test_all_fold_change_files_rank_above_p_values(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", limit=25, project=project)
    assert r.total == 20 and r.query["limit"] == 25
    outputs = [c.output_type for c in r.candidates]
    assert outputs == ["fold change over control"] * 10 + ["signal p-value"] * 10
    pooled = [len(c.biological_replicates) > 1 for c in r.candidates]
    assert pooled[:10] == sorted(pooled[:10], reverse=True) and pooled[10:] == sorted(pooled[10:], reverse=True)


def test_ties_are_broken_by_the_newest_release_on_recorded_files(portal, project):
    """ENCSR552YGL's recorded File objects carry real creation times."""
    r = encode.search(assay="TF ChIP-seq", target="eGFP-NFE2", biosample="K562", project=project)
    assert [c.accession for c in r.candidates] == [
        "ENCFF704MKQ",                 # fold change, pooled replicates 1,2
        "ENCFF917NWF", "ENCFF732LNZ",  # fold change, replicate 2 (16:03:00) before replicate 1 (16:02:17)
        "ENCFF972RCR",                 # p-value, pooled
        "ENCFF013SAY", "ENCFF041PER",  # p-value, replicate 2 (16:00:49) before replicate 1 (16:00:12)
    ]
    assert r.candidates[1].released == "2016-10-24T16:03:00.458606+00:00"
    assert r.relaxations == [] and stages(r) == ["strict"]


def test_too_few_files_widen_the_output_type_first_keeping_the_exact_biosample(portal, project):
    """Two preferred bigBed peak files (conservative, optimal IDR) are too few: the search drops the
    output-type preference but keeps K562 exactly, which finds enough; no slim is tried."""
    r = encode.search(assay="TF ChIP-seq", target="eGFP-NFE2", biosample="K562", file_type="bigbed", project=project)
    assert r.success
    assert stages(r) == ["strict", "any_output_type"]
    assert [(x.step, x.new) for x in r.relaxations] == [("any_output_type", 3)]
    widened = params(r.attempts[1].url)
    assert ("biosample_ontology.term_name", "K562") in widened and not any(k == "output_type" for k, _ in widened)
    assert [(c.accession, c.output_type, c.match_mode) for c in r.candidates] == [
        ("ENCFF561QTG", "conservative IDR thresholded peaks", "exact"),
        ("ENCFF543CRT", "optimal IDR thresholded peaks", "exact"),
        ("ENCFF847LGT", "peaks and background as input for IDR", "any output type"),  # pooled first
        ("ENCFF709VKQ", "peaks and background as input for IDR", "any output type"),  # then newest (10-28)
        ("ENCFF376WDG", "peaks and background as input for IDR", "any output type"),  # (10-24)
    ]
    assert {c.track_type for c in r.candidates} == {"bigbed"}
    assert "after 1 relaxation" in r.message


@pytest.mark.parametrize("typed", ["hepg2", "HEPG2", "Hep G2", "hep-g2"])
def test_a_biosample_spelled_otherwise_is_found_exactly(portal, project, typed):
    """The portal's term filter is exact; its BiosampleType lookup gives the term's own spelling."""
    r = encode.search(assay="TF ChIP-seq", target="CTCF", biosample=typed, project=project)
    assert stages(r)[0] == "strict" and stages(r)[-1] == "biosample_name" and r.relaxations == []
    assert r.attempts[0].portal_total == 0
    assert ("biosample_ontology.term_name", "HepG2") in params(r.attempts[-1].url)
    assert r.query["biosample"] == "HepG2"
    assert f"biosample '{typed}' is spelled HepG2 on the portal (its term name)" in r.notes
    assert r.total == 10 and {c.biosample for c in r.candidates} == {"HepG2"}
    assert {c.match_mode for c in r.candidates} == {"exact"}  # not "organ slim"
    assert r.candidates[0].ranking[0] == "biosample HepG2"
    assert r.citation.data["notes"] == r.notes


@pytest.mark.parametrize("typed", ["k562", "K-562", "k 562"])
def test_k562_in_any_spelling_finds_the_walkthrough_file_first(portal, project, typed):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample=typed, project=project)
    assert r.candidates[0].accession == "ENCFF381NDD" and r.candidates[0].match_mode == "exact"


def test_a_biosample_the_portal_does_not_know_gets_did_you_mean_suggestions(portal, project, session):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K526", project=project, session=session)
    assert r.success and r.candidates == []
    assert r.biosample_suggestions == ["K562"]
    assert "did you mean K562?" in r.message and "**Did you mean** K562?" in r._repr_markdown_()
    vocabulary = next(a for a in r.attempts if a.stage == "biosample_vocabulary")
    assert ("type", "BiosampleType") in params(vocabulary.api_url) and vocabulary.usable == 1
    assert r.citation.data["biosampleSuggestions"] == ["K562"]
    assert session.citations.get(r.citation.id).data["biosampleSuggestions"] == ["K562"]


def test_an_unknown_biosample_term_is_tried_as_an_organ_slim_after_exact_widening(portal, project):
    r = encode.search(assay="TF ChIP-seq", target="CTCF", biosample="epithelium", project=project)
    assert stages(r) == ["strict", "biosample_lookup", "biosample_vocabulary", "any_output_type", "assay_term",
                         "organ_slims"]
    assert "not a biosample term the portal knows; tried as a slim" in r.relaxations[-1].description
    assert ("biosample_ontology.organ_slims", "epithelium") in params(r.attempts[-1].url)
    assert {c.biosample for c in r.candidates} == {"HepG2"}
    assert r.candidates[0].ranking[0] == "HepG2 shares slim epithelium"
    assert r.candidates[0].score == 400 + 200 + 120 + 40 + 4 + 1


def test_an_unknown_biosample_term_is_tried_as_a_cell_slim(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="hematopoietic cell", project=project)
    assert [x.step for x in r.relaxations] == ["any_output_type", "assay_term", "organ_slims", "cell_slims"]
    assert [x.new for x in r.relaxations] == [0, 0, 0, 20]
    assert {c.biosample for c in r.candidates} == {"K562"} and r.candidates[0].match_mode == "cell slim"


def test_exact_biosample_is_kept_at_every_level_before_any_slim(portal, project):
    """H3K27ac is not a TF ChIP-seq target: the wider assay term finds it, still in K562 exactly,
    before any slim is tried."""
    r = encode.search(assay="TF ChIP-seq", target="H3K27ac", biosample="K562", project=project)
    assert [x.step for x in r.relaxations] == ["any_output_type", "assay_term"]
    assert r.relaxations[-1].description == "assay TF ChIP-seq → assay term ChIP-seq"
    last = params(r.attempts[-1].url)
    assert ("assay_term_name", "ChIP-seq") in last and ("biosample_ontology.term_name", "K562") in last
    assert r.relaxations[-1].new == 20
    best = r.candidates[0]
    assert best.match_mode == "assay term" and best.assay == "Histone ChIP-seq" and best.biosample == "K562"
    assert best.accession == "ENCFF381NDD" and "assay term ChIP-seq" in best.ranking


def test_free_text_is_the_last_relaxation(portal, project):
    """'ctcf' is not the portal's label (CTCF): only free text, which ignores case, finds it."""
    r = encode.search(assay="TF ChIP-seq", target="ctcf", biosample="HepG2", project=project)
    assert [x.step for x in r.relaxations] == ["any_output_type", "assay_term", "organ_slims", "cell_slims",
                                               "free_text"]
    last = params(r.attempts[-1].url)
    assert ("searchTerm", "ctcf HepG2 TF ChIP-seq") in last
    assert not any(k in ("target.label", "assay_title", "assay_term_name") or k.startswith("biosample")
                   for k, _ in last)
    assert r.total == 10 and {(c.target, c.biosample, c.match_mode) for c in r.candidates} == \
        {("CTCF", "HepG2", "free text")}
    assert r.candidates[0].ranking[:3] == ("biosample HepG2", "target CTCF", "assay TF ChIP-seq")


def test_free_text_is_sent_as_search_term_in_every_stage(portal, project):
    r = encode.search(free_text="K562 H3K27ac", file_type="bigWig", project=project, limit=5)
    assert ("searchTerm", "K562 H3K27ac") in params(r.attempts[0].url)
    assert stages(r) == ["strict"] and r.total == 5
    assert {(c.biosample, c.target) for c in r.candidates} == {("K562", "H3K27ac")}
    assert {c.match_mode for c in r.candidates} == {"free text"}  # nothing structured was asked: not "exact"


def test_no_match_after_all_relaxations_is_a_successful_empty_answer(portal, project, session):
    r = encode.search(assay="Histone ChIP-seq", target="H3K999zz", biosample="K562", project=project,
                      session=session)
    assert r.success and r.candidates == [] and r.total == 0
    assert [x.step for x in r.relaxations] == ["any_output_type", "assay_term", "organ_slims", "cell_slims",
                                               "free_text"]
    assert all(a.portal_total == 0 for a in r.attempts if a.kind == "search")
    assert r.message.startswith("No released files matched Histone ChIP-seq H3K999zz in K562 (bigWig, GRCh38) "
                                "after 5 relaxations. Tried: strict: 0 matching, 0 new; any output type: 0 matching")
    assert r.message.endswith("free text: 0 matching, 0 new.")
    (record,) = r.citations  # the search itself is evidence: nothing was found
    assert record.source_type == "public-data-search" and record.data["total"] == 0
    assert len(session.citations) == 1


def test_limit_is_clamped(portal, project):
    r = encode.search(assay="TF ChIP-seq", target="CTCF", biosample="K562", limit=0, project=project)
    assert r.total == 1 and r.query["limit"] == 1 and r.notes == ["limit 0 became 1 (a whole number from 1 to 25)"]
    assert r.relaxations == []  # one candidate asked, one found: enough
    r = encode.search(assay="TF ChIP-seq", target="CTCF", biosample="K562", limit=400, project=project)
    assert r.total == 25 and r.query["limit"] == 25


def test_hg19_projects_search_hg19_and_hg38_projects_ignore_another_assembly(portal, tmp_path):
    hg19 = Project.create(tmp_path / "hg19", genome="hg19")
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", project=hg19)
    assert r.query["assembly"] == "hg19" and ("assembly", "hg19") in params(r.attempts[0].url)
    assert r.total == 8 and {c.assembly for c in r.candidates} == {"hg19"}
    hg38 = Project.create(tmp_path / "hg38", genome="hg38")
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", assembly="hg19", project=hg38)
    assert r.query["assembly"] == "GRCh38" and {c.assembly for c in r.candidates} == {"GRCh38"}
    assert r.notes == ["assembly 'hg19' was not used: this is a hg38 project, which the portal calls GRCh38"]


def test_an_organism_of_another_assembly_is_refused_before_any_request(portal, project):
    with pytest.raises(QueryError, match="Mus musculus"):
        encode.search(target="CTCF", organism="mouse", project=project)
    assert portal.requests == []


def test_files_without_a_download_link_are_skipped_and_counted(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", project=project,
                      base_url=portal.fault_url("nohref"))
    assert r.success and r.skipped_no_href == 10 and r.attempts[0].skipped_no_href == 10
    assert r.total == 10 and all(c.source_url.endswith(".bigWig") for c in r.candidates)
    assert "10 files without a download link skipped" in r.message


def test_to_frame_lists_the_candidates_best_first(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", limit=3, project=project)
    frame = r.to_frame()
    assert list(frame["rank"]) == [1, 2, 3] and list(frame["accession"]) == [c.accession for c in r.candidates]
    assert {"accession", "biosample", "target", "assay", "output_type", "score", "match_mode", "source_url",
            "track_type", "citation_token"} <= set(frame.columns)
    assert frame.loc[0, "biological_replicates"] == [1, 2, 3]
    assert frame.loc[0, "score_parts"]["biosample_exact"] == 800
    assert frame.loc[0, "citation_token"] == f"[[cite:{encode_file_id(project.id, 'ENCFF381NDD')}]]"
    assert "| 1 | [ENCFF381NDD]" in r._repr_markdown_()


def test_python_users_without_a_project_get_uncited_results_cached_where_they_say(portal, tmp_path):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", genome="hg38",
                      cache_dir=tmp_path / "cache", limit=2)
    assert r.success and r.total == 2 and r.citations == [] and r.candidates[0].citation_token is None
    assert len(list((tmp_path / "cache").glob("*.json"))) == 1
    assert r.candidate("encff381ndd").rank == 1
    with pytest.raises(KeyError, match="no candidate 'ENCFF000NOPE'"):
        r.candidate("ENCFF000NOPE")


def test_the_bigbed_search_ranks_replicates_before_accession(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", file_type="bigBed", project=project)
    same = [c for c in r.candidates if c.score == r.candidates[0].score]
    reps = [len(c.biological_replicates) for c in same]
    assert reps == sorted(reps, reverse=True)


def test_file_types_of_the_portal_are_searched_as_file_type(portal, project):
    r = encode.search(assay="TF ChIP-seq", target="eGFP-NFE2", biosample="K562", file_type="bigBed narrowPeak",
                      project=project)
    assert ("file_type", "bigBed narrowPeak") in params(r.attempts[0].url)
    assert r.query["fileType"] == "bigBed narrowPeak" and r.total > 0
    assert {c.file_type for c in r.candidates} == {"bigBed narrowPeak"}


def test_a_file_type_not_understood_is_an_error_not_zero_files(portal, project):
    with pytest.raises(QueryError, match="'bigwog' is not a portal file format"):
        encode.search(target="CTCF", file_type="bigwog", project=project)
    assert portal.requests == []


def test_more_than_a_page_of_matches_is_paged_and_the_cut_said_prominently(portal, project, session):
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", project=project, session=session)
    strict = [a for a in r.attempts if a.stage == "strict"]
    assert len(strict) == encode.MAX_PAGES and [a.offset for a in strict] == [0, 200, 400, 600, 800]
    assert ("from", "200") in params(strict[1].api_url)
    assert len({a.api_url for a in strict}) == encode.MAX_PAGES
    total = strict[0].portal_total
    assert total > encode.MAX_PAGES * encode.PAGE_SIZE
    assert r.truncated == [{"stage": "strict", "portalTotal": total, "ranked": 1000}]
    assert r.message.startswith(f"Only part of the matches was ranked: the newest 1,000 of {total:,} files")
    assert r._repr_markdown_().startswith("**Only part of the matches was ranked:**")
    assert r.citation.data["truncated"] == r.truncated
    assert r.candidates[0].biological_replicates == (1, 2, 3)  # among 1,000 ranked, pooled replicates first


def test_matches_over_one_page_but_under_the_cap_are_all_ranked(portal, project):
    r = encode.search(assay="Histone ChIP-seq", target="H4K20me1", project=project, limit=25)
    pages = [a for a in r.attempts if a.stage == "strict"]
    total = pages[0].portal_total
    assert encode.PAGE_SIZE < total < encode.MAX_PAGES * encode.PAGE_SIZE  # 616 in the recorded catalog
    assert len(pages) == -(-total // encode.PAGE_SIZE) and sum(a.usable for a in pages) == total
    assert r.truncated == [] and "Only part" not in r.message
    assert f"strict: {total} matching, {total} new" in r.message


def test_a_mouse_project_searching_k562_gets_a_hint(portal, tmp_path):
    mm10 = Project.create(tmp_path / "mm10", genome="mm10")
    r = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562", project=mm10)
    assert any(n.startswith("K562 is a Homo sapiens cell line, but this mm10 project searches Mus musculus files")
               for n in r.notes)
    assert r.citation.data["notes"] == r.notes


def test_dnase_bigbed_ranks_peaks_first(portal, project):
    r = encode.search(assay="DNase-seq", biosample="K562", file_type="bigBed", project=project, limit=25)
    outputs = [c.output_type for c in r.candidates]
    assert outputs[0] == "peaks" and "hotspots" not in outputs[: outputs.count("peaks")]
