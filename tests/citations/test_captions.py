"""A Markdown table cited once by its caption (issue 28): every row is checked against the
caption's records, and the caption's chip shows the worst of them. Records are SYNTHETIC
(labelled so), in the shapes our tools store."""

from __future__ import annotations

from genie_widgets.citations import render_message, verify_message

from .test_fail_closed import FC, STORE, TCGA, tok

TABLE = ("| sample | mean | max |\n|---|---|---|\n| ACCx T1 | 2.47 | 238.1 |\n| BRCA T1 | {brca} | 283.1 |\n\n"
         "Table: chr21 view, per-sample stats {tok}")


def test_rows_under_a_cited_caption_are_checked_against_its_record():
    checks = verify_message(TABLE.format(brca="7.18", tok=tok(TCGA)), STORE)
    rows = [c for c in checks if c.sentence.lstrip().startswith("| ACCx") or c.sentence.lstrip().startswith("| BRCA")]
    assert [c.status for c in rows] == ["verified", "verified"]
    assert all(c.citation_ids == [TCGA.id] and c.tokens == [] for c in rows)
    assert checks[-1].status == "verified" and "table above" in checks[-1].reason


def test_a_wrong_row_makes_the_captions_chip_a_cross():
    text = TABLE.format(brca="4.15", tok=tok(TCGA))  # BRCA_000CFD9F_T2's mean, not BRCA T1's
    checks = verify_message(text, STORE)
    assert checks[-1].status == "unsupported"
    rendered = render_message(text, STORE)
    (chip,) = rendered.chips
    assert chip.status == "unsupported"


def test_a_table_without_a_cited_caption_stays_uncited():
    text = TABLE.format(brca="7.18", tok="").rstrip() + "\n\nThat is all."
    assert [c.status for c in verify_message(text, STORE) if c.sentence.lstrip().startswith("| BRCA")] == ["uncited"]


def test_a_column_header_naming_a_track_says_whose_the_cells_are():
    stats = ("| window | rep1 fold change | rep2 fold change |\n|---|---|---|\n"
             "| chr19 | 0.870 | 0.874 {tok} |")
    assert verify_message(stats.format(tok=tok(FC)), STORE)[-1].status == "verified"
    swapped = "| window | rep2 fold change | rep1 fold change |\n|---|---|---|\n| chr19 | 0.870 | 0.874 {tok} |"
    assert verify_message(swapped.format(tok=tok(FC)), STORE)[-1].status == "unsupported"
