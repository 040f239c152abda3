"""Run the labelled sentence sets and print agreement and precision / recall of "unsupported":

    PYTHONPATH=$PWD python -m tests.citations.labelled [-v]

Records are generated from ../shared/data (and the local ENCODE test portal) in a temporary
folder; without ../shared/data the runner says so and exits.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from eval.records_classic import build

from . import batches, blind, gaps, heldout, tune
from .common import evaluate

REPO = Path(__file__).resolve().parents[3]
SHARED = REPO.parent / "shared" / "data"


def main(argv: list[str]) -> int:
    if not SHARED.is_dir():
        print(f"../shared/data not found at {SHARED}: the labelled set needs the team's real data")
        return 0
    from tests.public_data.conftest import write_synthetic_bigwig
    from tests.public_data.portal import PortalServer
    from tests.public_data.portal_data import PortalData

    with tempfile.TemporaryDirectory() as tmp:
        bigwig = write_synthetic_bigwig(Path(tmp) / "SYNTHETIC_encode_test_portal.bigWig")
        server = PortalServer(PortalData(SHARED / "encode_api", bigwig)).start()
        try:
            rec = build(SHARED, Path(tmp), server.url)
        finally:
            server.stop()
        for name, items in (("tuning", tune.items(rec)), ("held-out", heldout.items(rec)),
                            ("  of which written after the changes", gaps.written_after(rec)),
                            ("  of which written blind (third session)", blind.items(rec) + blind.second(rec)),
                            ("blind batches (helpers that never saw the checker), tuned on", batches.items(rec, tuned=True)),
                            ("blind batches, still sealed", batches.items(rec, tuned=False))):
            if not items:
                continue
            m = evaluate(items, rec.store)
            print(m.line(name))
            if "-v" in argv:
                for item, got, why in m.misses:
                    print(f"  {item.id} [{item.klass}] label={item.label} got={got}: {item.text[:160]}\n"
                          f"      {why[:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
