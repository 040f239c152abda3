"""The labelled sentence set (eval/): it loads, every item is valid, the classes are covered, the
checker's statuses equal eval/golden.jsonl, and the checker's fast paths give what its reference
paths give over every item. The records are generated here from the real files in ../shared/data
and the local ENCODE test portal (the tests that need them skip without it).

No metric thresholds: a change of the checker that changes a status is a golden diff to review
(``PYTHONPATH=$PWD python -m eval --check-golden``), accepted with ``--update-golden``. Sealed
batches are counted, never shown: no failure message names their items.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from eval import golden
from eval.items import SETS, STATUSES, fill, load_batches, load_items, placeholders
from eval.runner import RECORD_SETS, build_record_sets, check

from .fastpath_cases import both

BATCHES = load_batches()
ITEMS = load_items()


def _who(item: Any) -> str:
    return f"an item of sealed batch {item.batch}" if BATCHES[item.batch]["sealed"] else item.id


def test_every_batch_has_its_set_and_its_entry():
    assert sorted(p.stem for p in SETS.glob("*.jsonl")) == sorted(BATCHES)
    for name, entry in BATCHES.items():
        assert entry["records"] in RECORD_SETS, name
        assert isinstance(entry["sealed"], bool) and isinstance(entry["tuned"], bool), name
        assert not (entry["sealed"] and entry["tuned"]), f"{name}: sealed batches are never tuned on"
        assert isinstance(entry["written"], str) and entry["written"], name
        assert entry["first_run"] is None or isinstance(entry["first_run"], str), name


def test_every_item_is_valid():
    ids = [i.id for i in ITEMS]
    assert len(set(ids)) == len(ids), "item ids are unique over all the sets"
    for item in ITEMS:
        assert item.label in STATUSES, _who(item)
        assert isinstance(item.klass, str) and item.klass, _who(item)
        for p in placeholders(item.text):
            assert p and p.strip() == p, f"{_who(item)}: empty or padded placeholder"


def test_the_set_is_large_and_covers_every_class():
    tuning = [i for i in ITEMS if i.batch == "tune"]
    held = [i for i in ITEMS if i.batch in ("heldout", "gaps", "blind3")]
    assert len(tuning) + len(held) >= 300 and len(held) >= 100
    classes = {i.klass for i in tuning + held}
    for needed in ("supported", "hedged", "units", "wrong-value", "other-attribute", "other-entity", "timestamp",
                   "ids", "rounding", "scale", "unit", "locus-exact", "locus-subregion", "locus-chromosome",
                   "locus-disjoint", "locus-feature", "accession", "accession-role", "wrong-record", "multi",
                   "multi-record", "qualitative", "comparison", "arithmetic", "uncited", "unknown-token", "matrix",
                   "preview", "pronoun", "scope"):
        assert needed in classes, needed


@pytest.fixture(scope="module")
def records(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every record set the batches name, built once (a record set not written yet is left out)."""
    wanted = list(dict.fromkeys(e["records"] for e in BATCHES.values()))
    built, _skipped = build_record_sets(wanted, shared_data, tmp_path_factory.mktemp("eval"))
    return built


def _items(records: dict[str, Any]) -> list[Any]:
    return [i for i in ITEMS if BATCHES[i.batch]["records"] in records]


def test_every_placeholder_resolves(records):
    items = _items(records)
    assert items
    for item in items:
        fill(item, records[BATCHES[item.batch]["records"]], show_id=not BATCHES[item.batch]["sealed"])


def test_the_statuses_equal_golden(records):
    """Each item's status equals golden.jsonl; a difference fails with the unsealed items' diffs and a
    count for the sealed ones."""
    items = _items(records)
    run = check(items, records, BATCHES)
    sealed = {b for b, e in BATCHES.items() if e["sealed"]}
    diff = golden.compare(golden.read(), run.statuses, items, sealed, {i.id for i in ITEMS})
    if diff:
        pytest.fail("statuses differ from eval/golden.jsonl (id [batch] label golden → now); review them, then "
                    "accept with `python -m eval --update-golden`:\n" + "\n".join(diff.lines()), pytrace=False)


def test_fast_paths_give_what_the_reference_paths_give(records):
    """Every fast path of the checker (and of the renderer) against the exact path it replaces,
    over the whole labelled set: statuses, reasons, facts with their bindings and notes, spans,
    chip HTML and the static export — all identical."""
    items = _items(records)
    assert len(items) >= 300
    for item in items:
        rec = records[BATCHES[item.batch]["records"]]
        fast, reference = both(fill(item, rec), rec.store)
        if fast != reference:
            pytest.fail(f"{_who(item)}: the fast and the reference paths differ", pytrace=False)
    first = [i for i in items if i.batch == "tune"][:120]  # one long answer: many sentences per message
    rec = records[BATCHES["tune"]["records"]]
    fast, reference = both("\n\n".join(fill(i, rec) for i in first), rec.store)
    assert fast == reference
