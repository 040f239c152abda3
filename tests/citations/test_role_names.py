"""Issue 28: entities named by what they are rather than by their names — "the insulator protein"
for "H1 CTCF", "the glioma samples" for the GBM and LGG tracks — resolve through the lexicon's
[[role_name]] entries (tools/lexicon.toml), so their values are checked against those entities
and not read as a set of any track's values. Also: a comparison said with a participle
("…, trailing X") and a value glossed after it.

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message
from genie_widgets.tools.names import name_variants


def _stats(cid: str, locus: str, tracks: dict[str, tuple[float, float, float]]) -> Citation:
    """A SYNTHETIC genome_signal_stats record over ``locus``: name → (mean, min, max)."""
    rows = [{"trackId": f"{name.replace(' ', '_').replace('.', '')}_{i:04d}", "name": name,
             "stats": {"mean": mean, "min": low, "max": high}}
            for i, (name, (mean, low, high)) in enumerate(tracks.items())]
    return Citation(id=cid, source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus=locus,
                    data={"success": True, "scopeApplied": f"viewport ({locus})", "loci": [locus], "tracks": rows})


H1 = _stats("cite_h1_marks", "chr6:31132118-31148508",
            {"H1 Oct4": (0.49, 0.0, 22.1), "H1 Nanog": (1.33, 0.0, 30.5), "H1 H3K27ac": (13.97, 0.5, 120.4),
             "H1 H2A.Z": (4.37, 0.12, 13.0), "H1 CTCF": (3.86, 0.2, 88.8)})  # SYNTHETIC
TCGA = _stats("cite_tcga_marks", "chr21:45634768-46709803",
              {"ACCx_025FE5F8_T1": (2.474, 0.0, 257.5), "ACCx_025FE5F8_T2": (2.466, 0.0, 240.1),
               "GBMx_09C0DCE7_T1": (4.07, 0.0, 423.9), "GBMx_09C0DCE7_T2": (4.11, 0.0, 413.5),
               "LGGx_116B070A_T1": (4.04, 0.0, 345.8), "LGGx_116B070A_T2": (4.06, 0.0, 401.2)})  # SYNTHETIC
STORE = {c.id: c for c in (H1, TCGA)}


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_role_words_are_variants_of_the_short_forms_they_fit():
    assert "insulator protein" in name_variants("CTCF")
    assert "histone variant" in name_variants("H2A")
    assert "glioma" in name_variants("GBM") and "glioma" in name_variants("LGG")
    assert name_variants("CTCFL") == ()  # the pattern fits a form in full, not a prefix
    assert "replicate 1" in name_variants("rep1")  # (the replicate names are still there)


def test_a_role_word_binds_its_entitys_value():
    h = f"[[cite:{H1.id}]]"
    assert status(f"The insulator protein averaged 3.86 over the view {h}.") == "verified"
    assert status(f"The insulator protein averaged 4.37 over the view {h}.") == "unsupported"  # H2A.Z's
    assert status(f"The histone variant averaged 4.37 over the view {h}.") == "verified"
    assert status(f"The acetylation mark averaged 13.97 across the locus {h}.") == "verified"
    assert status(f"The acetylation mark averaged 3.86 across the locus {h}.") == "unsupported"  # CTCF's


def test_two_role_words_with_swapped_values_are_refuted():
    h = f"[[cite:{H1.id}]]"
    assert status(f"The insulator protein averaged 3.86 over the view, trailing the histone variant (4.37) {h}.") \
        == "verified"
    # the values of other tracks (Oct4's, H3K27ac's) are no longer read as a set of any track's
    assert status(f"The insulator protein averaged 0.49 over the view, trailing the histone variant (4.37) {h}.") \
        == "unsupported"
    assert status(f"The insulator protein averaged 3.86 over the view, trailing the histone variant (13.97) {h}.") \
        == "unsupported"


def test_a_value_glossed_after_a_participle_comparison_is_of_the_compared_attribute():
    h = f"[[cite:{H1.id}]]"
    # 0.12 and 13.0 are H2A.Z's minimum and maximum, not its mean
    assert status(f"The insulator protein averaged 3.86 over the view, trailing the histone variant (0.12) {h}.") \
        == "unsupported"
    assert status(f"The insulator protein averaged 3.86 over the view, trailing the histone variant (13.0) {h}.") \
        == "unsupported"
    # a comparison said with "trailing" is checked: CTCF's mean is below H2A.Z's, not above H3K27ac's
    assert status(f"CTCF averaged 3.86 over the view, trailing H2A.Z {h}.") == "verified"
    assert status(f"H2A.Z averaged 4.37 over the view, trailing CTCF {h}.") == "unsupported"


def test_a_role_several_entities_share_names_all_of_them():
    t = f"[[cite:{TCGA.id}]]"
    # "glioma" is both GBM and LGG: a value one of the four holds cannot tell which
    assert status(f"The glioma sample averaged 4.07 over the view {t}.") == "unverified"
    assert status(f"The glioma samples all averaged between 4.0 and 4.2 {t}.") == "verified"
    assert status(f"The glioblastoma samples both averaged about 4.1 {t}.") == "verified"
    # LGG T1's is 4.04: never ✓ (the group check says ? where it cannot check every member)
    assert status(f"The glioma samples all averaged about 4.1 {t}.") in ("unsupported", "unverified")
    assert status(f"The adrenocortical samples averaged about 2.47 {t}.") == "verified"
