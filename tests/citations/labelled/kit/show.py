"""Print a blind module's sentences with their tokens filled in. It never runs the checker:

    .venv/bin/python tests/citations/labelled/kit/show.py tests/citations/labelled/<module>.py
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

from _records import labelled_records


def main(path: Path) -> None:
    spec = importlib.util.spec_from_file_location("tests.citations.labelled." + path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with labelled_records() as rec:
        items = module.items(rec)
    twice = [k for k, n in Counter(i.id for i in items).items() if n > 1]
    if twice:
        raise SystemExit(f"ids used twice: {twice}")
    for it in items:
        print(f"{it.id} [{it.klass}] {it.label}: {it.text}")
    print(len(items), "items;", dict(Counter(i.label for i in items)))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
