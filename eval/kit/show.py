"""Print a batch's sentences with their placeholders filled in. It never runs the checker:

    PYTHONPATH=$PWD .venv/bin/python eval/kit/show.py BATCH.jsonl [--records classic|real]

It reads the file as the runner does (fields, labels, the batch named after the file), checks that
the ids are unique (and new, beside the sets already in eval/sets/) and that every placeholder
fills, then prints each item and the count per label. A batch batches.json marks sealed is not shown.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from _records import record_set


def main(path: Path, name: str) -> None:
    from eval.items import SETS, PlaceholderError, fill, load_batches, read_set

    batches = load_batches()
    if batches.get(path.stem, {}).get("sealed"):
        raise SystemExit(f"{path.stem} is a sealed batch: its sentences are not shown")
    items = read_set(path)
    twice = [k for k, n in Counter(i.id for i in items).items() if n > 1]
    if twice:
        raise SystemExit(f"ids used twice: {twice}")
    taken = {i.id for p in SETS.glob("*.jsonl") if p.resolve() != path.resolve() for i in read_set(p)}
    clash = sorted({i.id for i in items} & taken)
    if clash:
        raise SystemExit(f"ids already used by other batches: {clash}")
    with record_set(name) as rec:
        try:
            filled = [fill(i, rec) for i in items]
        except PlaceholderError as e:
            raise SystemExit(str(e)) from None
    for item, text in zip(items, filled, strict=True):
        at = "" if item.index == -1 else f" (sentence {item.index})"
        print(f"{item.id} [{item.klass}] {item.label}{at}: {text}")
    print(len(items), "items;", dict(Counter(i.label for i in items)))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("batch", type=Path)
    parser.add_argument("--records", default="classic", choices=("classic", "real"))
    args = parser.parse_args()
    main(args.batch, args.records)
