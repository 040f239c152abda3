"""The documented score: each tier outweighs all lower tiers together; ties go to the newest release."""

from __future__ import annotations

from dataclasses import replace

from genie_widgets.public_data.files import PortalFile
from genie_widgets.public_data.query import normalize_query
from genie_widgets.public_data.ranking import POINTS, PREFERRED_OUTPUT_TYPES, rank, score_file

QUERY = normalize_query(genome="hg38", assay="Histone ChIP-seq", target="H3K27ac", biosample="K562")
K562_SLIMS = ("blood", "bodily fluid", "leukocyte", "hematopoietic cell", "cancer cell")

BASE = PortalFile(
    accession="ENCFF000AAA", portal_path="/files/ENCFF000AAA/", href="/files/ENCFF000AAA/@@download/x.bigWig",
    status="released", file_format="bigWig", file_type="bigWig", output_type="fold change over control",
    assembly="GRCh38", biological_replicates=(1,), experiment="ENCSR000AKP", assay_title="Histone ChIP-seq",
    assay_term_name="ChIP-seq", target="H3K27ac", biosample="K562", organ_slims=("blood", "bodily fluid"),
    cell_slims=("leukocyte",), released=None, preferred_default=False, file_size=None, lab=None,
)


def points(file: PortalFile) -> int:
    return score_file(file, QUERY, K562_SLIMS).points


def test_the_tiers_are_lexicographic():
    """Each line of the table outweighs everything below it together."""
    longest = max(len(v) for v in PREFERRED_OUTPUT_TYPES.values())
    assert longest <= 5
    output_max = POINTS["output_step"] * longest
    below = POINTS["assembly"]
    for tier in ("preferred_default", "pooled"):
        assert POINTS[tier] > below
        below += POINTS[tier]
    assert POINTS["output_step"] > below
    below += output_max
    assert POINTS["assay_term"] > below and POINTS["assay_exact"] - POINTS["assay_term"] > below
    below += POINTS["assay_exact"]
    assert POINTS["target"] > below
    below += POINTS["target"]
    assert POINTS["biosample_slim"] > below and POINTS["biosample_exact"] - POINTS["biosample_slim"] > below


def test_full_match_score_and_reasons():
    s = score_file(replace(BASE, biological_replicates=(1, 2, 3)), QUERY, K562_SLIMS)
    assert s.points == 800 + 200 + 120 + 40 + 4 + 1
    assert s.reasons == ("biosample K562", "target H3K27ac", "assay Histone ChIP-seq",
                         "fold change over control (preferred #1)", "pooled replicates 1,2,3", "assembly GRCh38")


def test_exact_biosample_beats_a_slim_match_whatever_else():
    exact_poor = replace(BASE, output_type="raw signal", target="H3K4me1", assay_title="TF ChIP-seq")
    slim_rich = replace(BASE, biosample="HAP-1", biological_replicates=(1, 2), preferred_default=True)
    assert points(exact_poor) > points(slim_rich)
    unrelated = replace(BASE, biosample="liver", organ_slims=("liver",), cell_slims=())
    assert points(slim_rich) > points(unrelated)
    assert "HAP-1 shares slim blood, bodily fluid, leukocyte" in score_file(slim_rich, QUERY, K562_SLIMS).reasons


def test_biosample_matches_in_any_letter_case():
    q = normalize_query(genome="hg38", biosample="k562")
    assert score_file(BASE, q, ()).reasons[0] == "biosample K562"


def test_fold_change_before_p_value_and_pooled_before_single():
    single_fc = BASE
    pooled_pval = replace(BASE, output_type="signal p-value", biological_replicates=(1, 2))
    pooled_fc = replace(BASE, biological_replicates=(1, 2))
    single_pval = replace(BASE, output_type="signal p-value")
    assert points(pooled_fc) > points(single_fc) > points(pooled_pval) > points(single_pval)


def test_bigbed_prefers_replicated_then_pseudoreplicated_peaks():
    q = normalize_query(genome="hg38", file_type="bigBed")
    bb = replace(BASE, file_format="bigBed", file_type="bigBed narrowPeak")
    order = [score_file(replace(bb, output_type=o), q).points for o in PREFERRED_OUTPUT_TYPES["bigBed"]]
    assert order == sorted(order, reverse=True) and len(set(order)) == len(order)
    assert order[0] > score_file(replace(bb, output_type="peaks and background as input for IDR"), q).points


def test_assay_title_beats_the_wider_term():
    q = normalize_query(genome="hg38", assay="TF ChIP-seq")
    title = replace(BASE, assay_title="TF ChIP-seq")
    assert score_file(title, q).points - score_file(BASE, q).points == POINTS["assay_exact"] - POINTS["assay_term"]
    assert "assay term ChIP-seq" in score_file(BASE, q).reasons


def test_ties_go_to_the_newest_release_then_the_accession():
    files = [
        replace(BASE, accession="ENCFF003CCC", released=None),
        replace(BASE, accession="ENCFF002BBB", released="2016-10-24T16:02:17+00:00"),
        replace(BASE, accession="ENCFF001AAA", released="2016-10-24T16:03:00+00:00"),
        replace(BASE, accession="ENCFF000ZZZ", released=None),
        replace(BASE, accession="ENCFF009XXX", biological_replicates=(1, 2), released="2010-01-01"),
    ]
    ordered = rank(files, points=points, released=lambda f: f.released, accession=lambda f: f.accession)
    assert [f.accession for f in ordered] == ["ENCFF009XXX", "ENCFF001AAA", "ENCFF002BBB", "ENCFF000ZZZ",
                                              "ENCFF003CCC"]


def test_a_query_without_biosample_target_or_assay_scores_on_the_file_alone():
    q = normalize_query(genome="hg38")
    assert score_file(BASE, q).points == 40 + 1


def test_ties_go_to_more_replicates_then_the_preferred_default_then_the_newest():
    """Equal points: [1,2,3] before [1,2] (both pooled), then preferred_default, then newest."""
    files = [
        replace(BASE, accession="ENCFF001AAA", biological_replicates=(1, 2), released="2020-01-01"),
        replace(BASE, accession="ENCFF002BBB", biological_replicates=(1, 2, 3), released="2010-01-01"),
        replace(BASE, accession="ENCFF003CCC", biological_replicates=(2, 3), released="2009-01-01"),
    ]
    by_points = {f.accession: points(f) for f in files}
    assert len(set(by_points.values())) == 1
    ordered = rank(files, points=points, released=lambda f: f.released, accession=lambda f: f.accession,
                   replicates=lambda f: len(f.biological_replicates), preferred=lambda f: f.preferred_default)
    assert [f.accession for f in ordered] == ["ENCFF002BBB", "ENCFF001AAA", "ENCFF003CCC"]
    # the preferred default outweighs the release date among files of as many replicates (it also earns 2 points)
    flagged = replace(files[2], preferred_default=True)
    ordered = rank([files[0], flagged], points=lambda f: 0, released=lambda f: f.released,
                   accession=lambda f: f.accession, replicates=lambda f: len(f.biological_replicates),
                   preferred=lambda f: f.preferred_default)
    assert [f.accession for f in ordered] == ["ENCFF003CCC", "ENCFF001AAA"]


def test_score_parts_add_up_to_the_score():
    s = score_file(replace(BASE, biological_replicates=(1, 2, 3)), QUERY, K562_SLIMS)
    assert dict(s.parts) == {"biosample_exact": 800, "target": 200, "assay_exact": 120, "output_type": 40,
                             "pooled": 4, "assembly": 1}
    assert sum(v for _, v in s.parts) == s.points


def test_dnase_and_atac_bigbed_prefer_peaks_before_hotspots_footprints_and_fdr_cut_rates():
    from genie_widgets.public_data.ranking import preferred_output_types

    assert preferred_output_types("bigBed", "DNase-seq") == ("peaks", "hotspots", "footprints", "FDR cut rate")
    assert preferred_output_types("bigBed", "atac-seq")[0] == "replicated peaks"
    assert preferred_output_types("bigBed", "TF ChIP-seq") == PREFERRED_OUTPUT_TYPES["bigBed"]
    q = normalize_query(genome="hg38", assay="DNase-seq", file_type="bigBed")
    bb = replace(BASE, file_format="bigBed", assay_title="DNase-seq", assay_term_name="DNase-seq", target=None)
    order = [score_file(replace(bb, output_type=o), q).points for o in ("peaks", "hotspots", "footprints",
                                                                         "FDR cut rate")]
    assert order == sorted(order, reverse=True) and len(set(order)) == 4
