"""Run the labelled set through the checker: build the record sets it needs, fill the placeholders,
check every item, print the metrics by group and compare with (or update) the golden statuses.

    PYTHONPATH=$PWD python -m eval [-v] [--batch B ...] [--records classic|real] [--check-golden | --update-golden]

Sealed batches are measured, never shown: their sentences, misses and ids are not printed.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from genie_widgets.citations import verify_message

from . import golden
from .items import HERE, Item, PlaceholderError, fill, load_batches, load_items
from .metrics import header, line, metrics

REPO = HERE.parent
SHARED = REPO.parent / "shared" / "data"
RECORD_SETS = ("classic", "real")
TUNED, HELD, SEALED = "tuned on", "never tuned on", "sealed"


def state(entry: dict[str, Any]) -> str:
    """A batch's group: sealed (nobody has read its misses), tuned on, or read but never tuned on."""
    return SEALED if entry["sealed"] else TUNED if entry["tuned"] else HELD


def record_module(name: str) -> Any | None:
    """``eval/records_<name>.py``, or None when it does not exist (yet)."""
    if importlib.util.find_spec(f"{__package__}.records_{name}") is None:
        return None
    return importlib.import_module(f"{__package__}.records_{name}")


@contextmanager
def portal(tmp: Path, shared: Path) -> Iterator[str]:
    """The local ENCODE test portal (tests/public_data) over ``shared/encode_api``, as the old runner ran it."""
    from tests.public_data.conftest import write_synthetic_bigwig
    from tests.public_data.portal import PortalServer
    from tests.public_data.portal_data import PortalData

    bigwig = write_synthetic_bigwig(tmp / "SYNTHETIC_encode_test_portal.bigWig")
    server = PortalServer(PortalData(shared / "encode_api", bigwig)).start()
    try:
        yield server.url
    finally:
        server.stop()


def build_record_sets(names: list[str], shared: Path, tmp: Path) -> tuple[dict[str, Any], dict[str, str]]:
    """Each record set of ``names`` built once (the portal runs meanwhile): (built by name, skipped → why)."""
    built: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    modules = {}
    for name in names:
        module = record_module(name)
        if module is None:
            skipped[name] = f"eval/records_{name}.py does not exist yet"
        else:
            modules[name] = module
    if modules:
        with portal(tmp, shared) as url:
            for name, module in modules.items():
                folder = tmp / name
                folder.mkdir()
                built[name] = module.build(shared, folder, url)
    return built, skipped


@dataclass
class Run:
    """The statuses of a run (and, for the items of unsealed batches, why the checker gave them)."""

    items: list[Item]
    statuses: dict[str, str] = field(default_factory=dict)
    why: dict[str, str] = field(default_factory=dict)


def check(items: list[Item], records: dict[str, Any], batches: dict[str, dict[str, Any]]) -> Run:
    """Fill and check every item against its batch's record set. An unknown placeholder or an index
    past the last sentence raises, naming the item (only its batch when the batch is sealed)."""
    run = Run(items)
    for item in items:
        sealed = batches[item.batch]["sealed"]
        text = fill(item, records[batches[item.batch]["records"]], show_id=not sealed)
        checks = verify_message(text, records[batches[item.batch]["records"]].store)
        try:
            result = checks[item.index]
        except IndexError:
            who = "an item" if sealed else f"item {item.id}"
            raise IndexError(f"{who} of batch {item.batch}: index {item.index} past its {len(checks)} "
                             f"sentences") from None
        run.statuses[item.id] = result.status
        if not sealed:
            run.why[item.id] = result.reason + " | " + "; ".join(
                f.note or f.binding or f.text for f in result.facts)
    return run


def report(run: Run, batches: dict[str, dict[str, Any]], verbose: bool) -> list[str]:
    """The metrics table: per record set, its groups (tuned on, never tuned on, sealed, all); every
    batch with ``verbose``; across record sets when more than one ran. Then, with ``verbose``, the
    misses of unsealed batches, wrong shown ✓ first."""
    out = [header()]
    pairs = {i.id: (i.label, run.statuses[i.id]) for i in run.items}
    sets = list(dict.fromkeys(batches[i.batch]["records"] for i in run.items))

    def block(title: str, items: list[Item]) -> None:
        for group in (TUNED, HELD, SEALED):
            chosen = [i for i in items if state(batches[i.batch]) == group]
            if chosen:
                out.append(line(f"{title}: {group}", metrics(pairs[i.id] for i in chosen)))
        out.append(line(f"{title}: all", metrics(pairs[i.id] for i in items)))

    for name in sets:
        in_set = [i for i in run.items if batches[i.batch]["records"] == name]
        block(f"{name} records", in_set)
        if verbose:
            for batch in dict.fromkeys(i.batch for i in in_set):
                chosen = [i for i in in_set if i.batch == batch]
                out.append(line(f"  {batch} ({state(batches[batch])})", metrics(pairs[i.id] for i in chosen)))
    if len(sets) > 1:
        block("all record sets", run.items)
    if verbose:
        misses = [i for i in run.items if not batches[i.batch]["sealed"] and run.statuses[i.id] != i.label]
        misses.sort(key=lambda i: not (i.label == "unsupported" and run.statuses[i.id] == "verified"))
        out.append(f"\nmisses of unsealed batches ({len(misses)}; wrong shown ✓ first):")
        for i in misses:
            out.append(f"  {i.id} [{i.batch}, {i.klass}] label={i.label} got={run.statuses[i.id]}: "
                       f"{i.text[:200]}\n      {run.why[i.id][:300]}")
    return out


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m eval", description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="every batch's metrics, and the misses of unsealed batches")
    parser.add_argument("--batch", nargs="+", action="extend", default=[], metavar="B", help="only these batches")
    parser.add_argument("--records", choices=RECORD_SETS, action="append", default=[],
                        help="only the batches of this record set")
    gold = parser.add_mutually_exclusive_group()
    gold.add_argument("--check-golden", action="store_true", help="compare statuses with golden.jsonl (exit 1 "
                      "on any change)")
    gold.add_argument("--update-golden", action="store_true", help="write the statuses to golden.jsonl")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    batches = load_batches()
    unknown = [b for b in args.batch if b not in batches]
    if unknown:
        print(f"unknown batch(es): {', '.join(unknown)} (batches.json has {', '.join(batches)})")
        return 2
    chosen = [b for b in batches if (not args.batch or b in args.batch)
              and (not args.records or batches[b]["records"] in args.records)]
    if not SHARED.is_dir():
        print(f"../shared/data not found at {SHARED}: the labelled set needs the team's real data; nothing run")
        return 0
    wanted = list(dict.fromkeys(batches[b]["records"] for b in chosen))
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        records, skipped = build_record_sets(wanted, SHARED, Path(tmp))
        took = time.perf_counter() - start
        for name in wanted:
            names = [b for b in chosen if batches[b]["records"] == name]
            if name in skipped:
                print(f"{name} records: {skipped[name]}: {len(names)} batch(es) skipped")
            else:
                print(f"{name} records: {len(records[name].by_name)} records built ({took:.1f} s); "
                      f"{len(names)} batches")
        items = load_items([b for b in chosen if batches[b]["records"] in records])
        try:
            run = check(items, records, batches)
        except (PlaceholderError, IndexError) as e:
            print(f"error: {e}")
            return 2
    print("\n".join(report(run, batches, args.verbose)))
    return _golden(args, run, batches)


def _golden(args: argparse.Namespace, run: Run, batches: dict[str, dict[str, Any]]) -> int:
    if not (args.check_golden or args.update_golden):
        return 0
    old = golden.read()
    all_ids = {i.id for i in load_items()}
    sealed = {b for b, e in batches.items() if e["sealed"]}
    diff = golden.compare(old, run.statuses, run.items, sealed, all_ids)
    not_run = f" ({diff.not_run} golden statuses of items not run)" if diff.not_run else ""
    if args.update_golden:
        golden.write(golden.merged(old, run.statuses, all_ids))
        n = len(diff.changed) + diff.sealed_changed
        if not old:
            print(f"\ngolden.jsonl written: {len(run.statuses)} statuses")
        else:
            print(f"\ngolden.jsonl updated: {n} statuses changed ({diff.sealed_changed} in sealed batches), "
                  f"{diff.stale} stale ids dropped{not_run}")
        return 0
    if not diff:
        print(f"\ngolden: the {len(run.items)} statuses equal golden.jsonl{not_run}")
        return 0
    print(f"\ngolden: statuses differ from golden.jsonl{not_run} (label, golden → now):")
    print("\n".join(diff.lines()))
    return 1
