"""Mutants: wrong sentences made from right ones, to find where the checker still fails open.

Every item of a TUNED batch (never a sealed one) that is labelled ``verified`` and shown ✓ is a seed.
For each number the checker bound in it, the number's text is replaced by another value of the same
record that the written precision cannot confuse with the first:

- ``entity``: the value of the same attribute for another entity ("rep1 averaged 1.22" → rep2's 1.69
  said of rep1): the class a reader meets most;
- ``attribute``: the value of another attribute of the same entity, in the same unit (its maximum said
  as its mean).

A mutant is wrong by construction (one fact of it no longer holds for what the words name), so it must
not be shown ✓. Where the words themselves allow the new attribute ("averaged" of a feature may be its
mean across tracks) a ✓ may be right: the tool prints the mutants shown ✓ for a person to read, with
the binding the checker gave.

    PYTHONPATH=$PWD python -m eval.mutants [--batch B ...] [--kind entity|attribute] [-v]
"""

from __future__ import annotations

import argparse
import re
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from genie_widgets.citations import verify_message
from genie_widgets.citations.facts import default_vocabulary

from .items import fill, load_batches, load_items
from .runner import SHARED, build_record_sets

#: A number as the mutants rewrite it: plain digits, optional thousands separators and decimals.
_PLAIN_RE = re.compile(r"^(?P<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<frac>\d+))?$")
#: A bound before a number ("under 292", "> 238", "at least 0.9"): another value may hold as well.
_BOUND_BEFORE_RE = re.compile(r"(?:[<>\u2264\u2265]=?|\b(?:under|below|above|over|exceed\w*|than|least|most|"
                              r"beyond|within|up\s+to|top(?:s|ped)?)(?:\s+(?:about|roughly|~))?)\s*$",
                              re.IGNORECASE)


@dataclass(frozen=True)
class Mutant:
    seed: str
    kind: str
    text: str
    was: str
    now: str
    index: int


def _written(value: float, like: re.Match[str]) -> str:
    """``value`` written as ``like`` is: the same decimals, and thousands separators if it had them."""
    decimals = len(like.group("frac") or "")
    text = f"{value:,.{decimals}f}" if "," in like.group("int") else f"{value:.{decimals}f}"
    return text


def _record_facts(store: Any, cid: str) -> list[Any]:
    record = store.get(cid)
    return list(default_vocabulary().facts_of(record).facts) if record is not None else []


def _swaps(fact: Any, bound: Any, pool: list[Any], like: re.Match[str], kind: str) -> list[str]:
    """The texts another value of ``pool`` would be written as, for mutant ``kind``."""
    out: list[str] = []
    for other in pool:
        if other is bound or other.kind != "number" or not isinstance(other.value, (int, float)):
            continue
        if kind == "entity" and (other.attribute != bound.attribute or set(other.entities) == set(bound.entities)
                                 or len(other.entities) != len(bound.entities)):
            continue
        if kind == "attribute" and (other.attribute == bound.attribute or other.entities != bound.entities
                                    or other.unit != bound.unit):
            continue
        text = _written(float(other.value), like)
        if text != fact.text and _written(float(bound.value), like) != text and text not in out:
            out.append(text)
    return out


def mutants_of(item: Any, text: str, store: Any, kinds: tuple[str, ...]) -> list[Mutant]:
    """The mutants of one seed (its labelled unit's numbers, each swapped once per other value)."""
    unit = verify_message(text, store)[item.index]
    out: list[Mutant] = []
    for fact in unit.facts:
        like = _PLAIN_RE.match(fact.text)
        if fact.kind != "number" or not fact.found or like is None or fact.citation_id is None:
            continue
        pool = _record_facts(store, fact.citation_id)
        bound = next((f for f in pool if f.path == fact.path and f.kind == "number"), None)
        at = text.find(fact.text, unit.start)
        if bound is None or at < 0 or at >= unit.end or _BOUND_BEFORE_RE.search(text, max(0, at - 24), at):
            continue
        for kind in kinds:
            for new in _swaps(fact, bound, pool, like, kind)[:3]:
                out.append(Mutant(item.id, kind, text[:at] + new + text[at + len(fact.text):], fact.text, new,
                                  item.index))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", nargs="+", help="only these (tuned) batches")
    parser.add_argument("--kind", choices=("entity", "attribute"), help="only this kind of mutant")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every mutant shown ✓")
    args = parser.parse_args(argv)
    batches = load_batches()
    names = [b for b in (args.batch or batches) if not batches[b]["sealed"] and batches[b]["tuned"]]
    refused = sorted(set(args.batch or ()) - set(names))
    if refused:
        parser.error(f"only tuned batches seed mutants (sealed or untouched: {', '.join(refused)})")
    kinds = (args.kind,) if args.kind else ("entity", "attribute")
    items = [i for i in load_items(names) if i.label == "verified"]
    built, _ = build_record_sets(sorted({batches[i.batch]["records"] for i in items}), SHARED,
                                 Path(tempfile.mkdtemp(prefix="mutants-")))
    shown: Counter[str] = Counter()
    made: Counter[str] = Counter()
    for item in items:
        records = built[batches[item.batch]["records"]]
        text = fill(item, records)
        if verify_message(text, records.store)[item.index].status != "verified":
            continue
        for m in mutants_of(item, text, records.store, kinds):
            made[m.kind] += 1
            check = verify_message(m.text, records.store)[m.index]
            if check.status == "verified":
                shown[m.kind] += 1
                if args.verbose:
                    bound = "; ".join(f.binding or "" for f in check.facts if f.found)
                    print(f"{m.seed} [{m.kind}] {m.was} → {m.now}: {check.sentence.strip()}\n      {bound}")
    for kind in kinds:
        print(f"{kind} mutants: {made[kind]}, shown ✓ {shown[kind]}"
              f" ({shown[kind] / made[kind]:.1%})" if made[kind] else f"{kind} mutants: none")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
