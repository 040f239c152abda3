"""Ranges: both ends are claims, and the ends of a set are its lowest and highest values.

- "rep1's calls score between 21 and 123", "pools replicates 1–3": a range written as one claim
  is backed when *both* ends are (each by a value of the entity named; or, by
  :func:`~.matcher.resolve_range_ends`, the entity's lowest and highest value). Else it may bound
  one value ("rep1's view mean lies between 1.2 and 1.3"), but not one of a list the entity holds
  (a value inside "replicates 1–3" is no third replicate).
- "View means ranged from 1.22 to 1.45 across the three signal tracks"; "scores span 37
  (Peak_1939) to 143 (Peak_22)": when the two ends are values of one attribute about different
  entities, they must be the lowest and the highest of that attribute among the entities of that
  kind the record holds over the same scope.
"""

from __future__ import annotations

from dataclasses import replace

from .facts import RecordFact
from .matcher import (
    Context,
    back_number,
    backing,
    binding,
    fmt_value,
    resolve_number,
    resolve_range_ends,
    unback_number,
)
from .numbers import length_unit, satisfies
from .rules import reading
from .said import Claim

# The readings of this module (no single pattern each), by id; the facts they bind say so (``Fact.rule``).
reading("range.both-ends",
        "A range written as one claim is backed when both its ends are, else by the entity's lowest and highest "
        "value, else it may bound one value but not one of a list the entity holds.",
        ["A's items score between 21 and 123", "pools samples 1–3"])
reading("range.locus",
        "A range of positions ('the 1,050,000–1,060,000 window') is a cited locus whose start and end it gives at the "
        "precision written.",
        ["the 1,050,000–1,060,000 window", "seq1 (1,000,000–1,200,000)"])
reading("range.set-ends",
        "Two ends of a range that are values of one attribute about different entities must be the lowest and the "
        "highest of that attribute among the entities of that kind the record holds.",
        ["View means ranged from 1.22 to 1.45 across the three samples"])


def _probe(claim: Claim, end: int) -> Claim:
    n = claim.extra["ends"][end]
    probe = Claim(claim.pos, claim.end, claim.fact, n, claim.attributes, claim.cue, claim.role, None, False,
                  claim.clause, {k: v for k, v in claim.extra.items() if k != "ends"})
    return probe


def resolve_both_ends(claim: Claim, entity: frozenset[str], ctx: Context, spans: bool = False) -> None:
    """Back a range written as one claim by values at both its ends (see the module docstring);
    else by the entity's lowest and highest value (when ``spans``: "values span X–Y", or the words
    name no attribute or both a lowest and a highest one, "scores"); else by one value inside it, unless that value is
    one of several the entity holds."""
    if _as_locus(claim, ctx):
        return
    hits: list[tuple[str, RecordFact]] = []
    for end in (0, 1):
        hit = backing(_probe(claim, end), entity, ctx)
        if hit is None:
            break
        hits.append(hit)
    if len(hits) == 2:
        (cid, low), (_, high) = hits
        note = set_ends(low, high, ctx)
        if note is None:
            back_number(claim, ctx, cid, low, rule="range.both-ends")
            claim.fact.binding = f"{claim.fact.text} → {binding(ctx, low)} to {binding(ctx, high)}"
            return
        claim.fact.note = f"{claim.fact.text} is not the whole range: {note}"
        return
    lows, highs = ctx.vocabulary.range_attributes
    if (spans or not claim.attributes or (claim.attributes & lows and claim.attributes & highs)) and \
            resolve_range_ends(claim, entity, ctx):
        return  # the entity's lowest and highest value ("scores span 21–177")
    # "rep1's view mean lies between 1.2 and 1.3": one value inside the range (never one of a list)
    resolve_number(claim, entity, ctx)
    fact: RecordFact | None = claim.extra.get("fact")
    if claim.fact.found and fact is not None and len({
            float(f.value) for _, rf in ctx.cited for f in rf.facts if f.kind == "number"
            and f.attribute == fact.attribute and f.entities == fact.entities and f.scope == fact.scope}) > 1:
        end = claim.extra["ends"][len(hits)]
        unback_number(claim, f"The {ctx.vocabulary.label(fact.attribute)} has several values here, and none of them "
                             f"is the range's {'low' if not hits else 'high'} end ({fmt_value(end.value)})")


def _as_locus(claim: Claim, ctx: Context) -> bool:
    """"The 1.05–1.06 Mb window", "chr19 (1.0–1.2 Mb)": a range of positions is a cited locus whose
    start and end it gives at the precision written (the first end takes the second's scale)."""
    lo, hi = claim.extra["ends"]
    if hi.unit != length_unit() or hi.value < 10_000 or not hi.raw:
        return False
    if lo.unit is None:
        scale = hi.value / hi.raw
        lo = replace(lo, value=lo.value * scale, tolerance=lo.tolerance * scale, unit=length_unit())
    for cid, rf in ctx.cited:
        for f in rf.locus_facts():
            if satisfies(float(f.value[1]), lo) and satisfies(float(f.value[2]), hi):
                back_number(claim, ctx, cid, f, rule="range.locus")
                return True
    return False


def set_ends(low: RecordFact, high: RecordFact, ctx: Context) -> str | None:
    """None when two ends about different entities are the set's lowest and highest values (or the
    ends are about one entity); else why not."""
    if low.entities == high.entities or low.attribute != high.attribute or low.attribute is None:
        return None
    shared = set(low.entities) & set(high.entities)
    kinds = {ctx.index.kind(e) for e in low.entities if e not in shared}
    values = [float(f.value) for _, rf in ctx.cited if any(f is low for f in rf.facts) for f in rf.facts
              if f.kind == "number" and f.attribute == low.attribute and f.scope == low.scope
              and shared <= set(f.entities) and {ctx.index.kind(e) for e in f.entities if e not in shared} == kinds]
    if len(values) < 2:
        return None
    lo, hi = min(values), max(values)
    if float(low.value) == lo and float(high.value) == hi:
        return None
    label = ctx.vocabulary.label(low.attribute)
    return f"the cited {label} values run from {fmt_value(lo)} to {fmt_value(hi)}"


def check_set_ranges(numbers: list[Claim], ctx: Context) -> None:
    """"ranged from X to Y" over two claims: the ends of a set must be its lowest and highest."""
    for a in numbers:
        b = a.extra.get("range_to")
        if b is None or not (a.fact.found and b.fact.found) or "fact" not in a.extra or "fact" not in b.extra:
            continue
        note = set_ends(a.extra["fact"], b.extra["fact"], ctx)
        if note is not None:
            # (the value itself stays a stated one)
            b.fact.miss(f"{a.fact.text} to {b.fact.text} is not the whole range: {note}", "range.set-ends")
