"""A record set of the labelled set, built in a temporary folder from ../shared/data (shared by the kit)."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


@contextmanager
def record_set(name: str) -> Iterator[Any]:
    """The records of ``eval/records_<name>.py`` (an ENCODE test portal runs while they are built)."""
    from eval.runner import SHARED, build_record_sets

    if not SHARED.is_dir():
        raise SystemExit(f"../shared/data not found at {SHARED}: the labelled records need the team's real data")
    with tempfile.TemporaryDirectory() as tmp:
        built, skipped = build_record_sets([name], SHARED, Path(tmp))
        if name in skipped:
            raise SystemExit(f"{name} records: {skipped[name]}")
        yield built[name]
