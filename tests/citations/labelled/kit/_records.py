"""The labelled set's records, built in a temporary folder from ../shared/data (shared by the kit)."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[4]
SHARED = REPO.parent / "shared" / "data"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


@contextmanager
def labelled_records() -> Iterator[Any]:
    """The records of ``tests.citations.labelled.records.build`` (an ENCODE test portal runs meanwhile)."""
    from eval.records_classic import build
    from tests.public_data.conftest import write_synthetic_bigwig
    from tests.public_data.portal import PortalServer
    from tests.public_data.portal_data import PortalData

    if not SHARED.is_dir():
        raise SystemExit(f"../shared/data not found at {SHARED}: the labelled records need the team's real data")
    with tempfile.TemporaryDirectory() as tmp:
        bigwig = write_synthetic_bigwig(Path(tmp) / "SYNTHETIC_encode_test_portal.bigWig")
        server = PortalServer(PortalData(SHARED / "encode_api", bigwig)).start()
        try:
            rec = build(SHARED, Path(tmp), server.url)
        finally:
            server.stop()
        yield rec
