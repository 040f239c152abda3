"""The checker as declared passes over a typed, immutable claim IR (issue 28): the passes run in the
declared order, each cited sentence's status is a function of its frames alone, frames say what
each claim was bound to and by which rule, and the readings table lists every pass and rule.
Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

import dataclasses

import pytest

from genie_widgets.citations import verify_message
from genie_widgets.citations.ir import FRAME_KINDS, OUTCOMES, SentenceIR, status_of
from genie_widgets.citations.passes import PASSES, readings_table
from genie_widgets.citations.rules import RULES

from .test_fail_closed import FC, MATRIX, STORE, TCGA, tok


def test_the_passes_are_declared_once_each_and_end_with_the_verdict():
    ids = [p.id for p in PASSES]
    assert len(ids) == len(set(ids))
    assert ids[0] == "tokens" and ids[-1] == "verdict"
    assert ids.index("bind") < ids.index("settle") < ids.index("comparisons") < ids.index("verdict")
    assert all(p.doc for p in PASSES)


@pytest.mark.parametrize("text", [
    f"rep1 averaged 0.870 over chr19 {tok(FC)}.",
    f"rep1 averaged 0.874 over chr19 {tok(FC)}.",
    f"The mean was 0.874 {tok(FC)}.",
    f"rep2 has the higher mean (0.874 vs 0.870) {tok(FC)}.",
    f"rep1 and rep2 correlate at r = 0.615 {tok(MATRIX)}. The ACCx sample peaked at 238.1 {tok(TCGA)}.",
    f"Signal is strong here {tok(FC)}.",
])
def test_a_cited_sentences_status_is_its_frames_status(text):
    for check in verify_message(text, STORE):
        if not check.citation_ids:
            continue
        assert isinstance(check.ir, SentenceIR)
        assert check.status == status_of(check.ir.frames)
        for frame in check.ir.frames:
            assert frame.kind in FRAME_KINDS and frame.outcome in OUTCOMES
            assert frame.rule in RULES, frame.rule
            assert (frame.binding is not None) == (frame.outcome == "backed")


def test_a_frame_records_the_fact_it_was_bound_to_and_is_immutable():
    (check,) = verify_message(f"rep2 averaged 0.874 over chr19 {tok(FC)}.", STORE)
    (frame,) = check.ir.frames
    assert frame.kind == "value" and frame.outcome == "backed" and frame.attributes == {"mean", "meanAcrossTracks"}
    assert frame.binding.path == "data.tracks[1].stats.mean" and frame.binding.citation_id == FC.id
    assert frame.quantity.value == pytest.approx(0.874) and frame.quantity.tolerance == pytest.approx(0.0005)
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.outcome = "refuted"  # type: ignore[misc]
    mention = next(m for m in check.ir.mentions if m.text == "rep2")
    assert mention.entities == {"rep2_fold_change_3c4d"}
    assert check.ir.to_dict()["frames"][0]["binding"]["path"] == "data.tracks[1].stats.mean"


def test_an_undecided_frame_names_the_candidates_and_its_rule():
    (check,) = verify_message(f"The mean was 0.874 {tok(FC)}.", STORE)
    (frame,) = check.ir.frames
    assert frame.outcome == "undecided" and frame.rule == "settle.open-subject"
    assert "rep1 fold change" in frame.reason and "rep2 fold change" in frame.reason
    assert check.facts[0].to_dict()["rule"] == "settle.open-subject"


def test_the_readings_table_lists_every_pass_and_rule():
    table = readings_table()
    for p in PASSES:
        assert f"`{p.id}`" in table
    for rule_id in RULES:
        assert f"`{rule_id}`" in table
