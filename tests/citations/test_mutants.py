"""The mutation probe of eval/mutants.py: a right sentence's number swapped for another entity's or
another attribute's value makes a wrong one, and the checker must not show it ✓.

Records are SYNTHETIC (labelled so), in the shape genome_signal_stats stores."""

from __future__ import annotations

from eval.items import Item
from eval.mutants import mutants_of
from genie_widgets.citations import Citation, verify_message

STATS = Citation(id="cite_stats_two", source_type="genome-computation", title="Genome signal stats result",
                 tool="genome_signal_stats", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                       "loci": ["chr19:1000000-1200000"], "tracks": [
                           {"trackId": "rep1_fold_change_0001", "name": "rep1 fold change",
                            "stats": {"mean": 1.224, "max": 199.8}},
                           {"trackId": "rep2_fold_change_0002", "name": "rep2 fold change",
                            "stats": {"mean": 1.687, "max": 190.7}}]})  # SYNTHETIC
STORE = {STATS.id: STATS}


def test_mutants_swap_the_bound_number_and_none_is_shown_verified():
    text = f"rep1 fold change averaged 1.22 over the view [[cite:{STATS.id}]]."
    item = Item(id="m1", batch="m", text=text, label="verified", klass="supported", index=-1)
    assert verify_message(text, STORE)[-1].status == "verified"
    made = mutants_of(item, text, STORE, ("entity", "attribute"))
    assert {(m.kind, m.now) for m in made} == {("entity", "1.69"), ("attribute", "199.80")}
    for m in made:
        assert m.text.replace(m.now, m.was) == text
        assert verify_message(m.text, STORE)[-1].status != "verified", m.text


def test_a_bound_is_no_seed():
    text = f"Both replicates stay under 200 in the view [[cite:{STATS.id}]]."
    item = Item(id="m2", batch="m", text=text, label="verified", klass="group", index=-1)
    assert mutants_of(item, text, STORE, ("entity", "attribute")) == []
