"""The labelled sentence set (tests/citations/labelled): records generated here from the real files
in ../shared/data and the local ENCODE test portal; agreement and precision / recall of
"unsupported" on the tuning part and, separately, on the held-out part.

Run ``PYTHONPATH=$PWD python -m tests.citations.labelled -v`` to print the metrics and every miss.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from eval.records_classic import build
from tests.public_data.conftest import write_synthetic_bigwig
from tests.public_data.portal import PortalServer
from tests.public_data.portal_data import PortalData

from .labelled import batches, gaps, heldout, tune
from .labelled.common import STATUSES, evaluate


@pytest.fixture(scope="module")
def records(shared_data: Path, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("labelled")
    bigwig = write_synthetic_bigwig(tmp / "SYNTHETIC_encode_test_portal.bigWig")
    server = PortalServer(PortalData(shared_data / "encode_api", bigwig)).start()
    try:
        yield build(shared_data, tmp, server.url)
    finally:
        server.stop()


def test_the_set_is_large_and_covers_every_class(records):
    tuning, held = tune.items(records), heldout.items(records)
    assert len(tuning) + len(held) >= 300 and len(held) >= 100
    assert len({i.id for i in tuning}) == len(tuning) and len({i.id for i in held}) == len(held)
    classes = {i.klass for i in tuning + held}
    for needed in ("supported", "hedged", "units", "wrong-value", "other-attribute", "other-entity", "timestamp",
                   "ids", "rounding", "scale", "unit", "locus-exact", "locus-subregion", "locus-chromosome",
                   "locus-disjoint", "locus-feature", "accession", "accession-role", "wrong-record", "multi",
                   "multi-record", "qualitative", "comparison", "arithmetic", "uncited", "unknown-token", "matrix",
                   "preview", "pronoun", "scope"):
        assert needed in classes, needed
    assert {i.label for i in tuning + held} <= set(STATUSES)


@pytest.mark.parametrize("part", ["tuning", "held-out", "blind batches (tuned on)"])
def test_agreement_and_unsupported_precision_recall(records, part, capsys):
    items = {"tuning": tune.items, "held-out": heldout.items,
             "blind batches (tuned on)": lambda rec: batches.items(rec, tuned=True)}[part](records)
    m = evaluate(items, records.store)
    with capsys.disabled():
        print("\n" + m.line(part))
    assert m.precision >= 0.95, m.misses
    assert m.recall >= 0.90, m.misses
    assert m.agreement >= 0.90, m.misses


def test_fast_paths_give_what_the_reference_paths_give(records):
    """Every fast path of the checker (and of the renderer) against the exact path it replaces,
    over the whole labelled set: statuses, reasons, facts with their bindings and notes, spans,
    chip HTML and the static export — all identical."""
    from .fastpath_cases import both

    items = tune.items(records) + heldout.items(records) + gaps.written_after(records) + batches.items(records)
    assert len(items) >= 300
    for item in items:
        fast, reference = both(item.text, records.store)
        assert fast == reference, item.id
    whole = "\n\n".join(i.text for i in items[:120])  # one long answer: many sentences per message
    fast, reference = both(whole, records.store)
    assert fast == reference
