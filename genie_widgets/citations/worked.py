"""Worked arithmetic: a number no cited value backs may be the sum, difference, ratio, product,
share or percent change of two cited values.

Answers show their working ("64 / 200 kb = 0.32/kb", "27,590 out of 244,710 is only about 11%",
"for 133 in total", "roughly 0.28 below either replicate's correlation with the pool") in shapes no
list of cue words covers. A number left unbacked by the readings before it is tried against two
pools of operands, at the precision written:

- the values the sentence itself states and the records back (any of the six operations);
- the cited values of the attributes the sentence's numbers are bound to (differences, ratios,
  shares and changes only), when the number is not contradicted by its own attribute of the
  entity named ("rep1 averaged 1.38" with rep1's mean 1.22 stays a wrong mean).

Counts over lengths also give densities per each of the shapes' ``density_units`` (genomics: per kb
and per Mb). An operand that already is the number
("74.4" as 74.48 − 0.08) shows no working; a loosely written number ("roughly 9%") is not worked
from values the sentence only names; a small whole number only as the exact difference of two
stated whole values of 10 or more ("1165 vs 1161 — the 4-point bonus", never "replicates 1, 2 and
3" as a sum), and never a product when the number's own words name an attribute its entity holds
("mean 2.76, peak 27,590": the sum is the mean times the window, the number is said to be the
maximum). A zero is never worked out ("a mean of 0.000" is no quotient of two values). A wrong result
stays unbacked: only a match backs it.
"""

from __future__ import annotations

import itertools

from . import numbers
from .facts import RecordFact
from .matcher import Context, binding, entity_ok, fmt_value, scope_ok
from .numbers import Number, length_unit, satisfies
from .rules import reading
from .said import Claim

reading("worked.arithmetic",
        "A number no cited value backs may be the sum, difference, ratio, product, share or percent change of two "
        "cited values, at the precision written.",
        ["64 / 200 units = 0.32 per unit", "27,590 out of 244,710 is only about 11%"])

#: The most values of the attributes named tried pairwise (a record of hundreds of rows is not searched).
RELATED_LIMIT = 24
#: How loosely a number may be written and still be worked out from two values the sentence states,
#: and from two values of the attributes named (its tolerance over its value): a loose number
#: ("roughly 9%", "3") is met by some pair of a few dozen values by chance alone.
STATED_SLACK, RELATED_SLACK = 0.05, 0.02


def _results(a: float, b: float, units: tuple[str | None, str | None], n: Number,
             all_ops: bool) -> list[tuple[float, str]]:
    """What ``a`` and ``b`` (of ``units``) give (value, how), in the number's kind: a percent is a
    share or a change; a length a sum or difference of lengths; sums and differences need one unit."""
    out: list[tuple[float, str]] = []
    if abs(b - 1.0) < 0.01:
        return out  # a value over 1 (or times 1): no working worth the name
    same = units[0] == units[1]
    length = numbers.SHAPES.length_unit
    if n.percent:
        if b and same:
            out += [(a / b * 100.0, "share"), (abs(a / b - 1.0) * 100.0, "percent change")]
        return out
    if same and min(abs(a), abs(b)) >= 0.01 * max(abs(a), abs(b)):  # not "74.4" as 74.48 − 0.08
        out.append((abs(a - b), "difference"))
        if all_ops:
            out.append((a + b, "sum"))
    if n.unit == length:
        return out if units[0] == length else []
    if b:
        out.append((a / b, "ratio"))
        if units[1] == length and units[0] != length:  # "64 / 200 kb = 0.32/kb": a density per kb or per Mb
            out += [(a / b * size, f"count per {name}") for name, size in numbers.SHAPES.density_units.items()]
    if all_ops:
        out.append((a * b, "product"))
    return out


def _loose(n: Number, slack: float | None) -> bool:
    """Too loosely written to be worked out: a small whole number, a bound, or (``slack`` given) a
    tolerance over that share of the value."""
    return (n.integer and abs(n.value) < 10) or n.bound is not None or (
        slack is not None and n.tolerance > slack * abs(n.value))


def _stated(numbers: list[Claim], claim: Claim) -> list[tuple[str, RecordFact, float]]:
    """The sentence's other numbers that records back: (citation, fact, value as written and as held)."""
    out: list[tuple[str, RecordFact, float]] = []
    for c in numbers:
        fact = c.extra.get("fact")
        if c is claim or not c.fact.found or fact is None or c.number is None:
            continue
        out.append((c.fact.citation_id or "", fact, float(fact.value)))
        if c.number.value != float(fact.value) and not c.number.percent:
            out.append((c.fact.citation_id or "", fact, c.number.value))
    return out


def _related(claim: Claim, stated: list[tuple[str, RecordFact, float]], ctx: Context) -> list[tuple[str, RecordFact]]:
    attributes = set(claim.attributes) | {f.attribute for _, f, _ in stated if f.attribute}
    seen: set[float] = set()
    out: list[tuple[str, RecordFact]] = []
    for cid, rf in ctx.cited:
        for f in rf.facts:
            if f.kind == "number" and f.attribute in attributes and scope_ok(ctx, f) and float(f.value) not in seen:
                seen.add(float(f.value))
                out.append((cid, f))
    return out[:RELATED_LIMIT]


def _same_kind(claim: Claim, fa: RecordFact, fb: RecordFact) -> bool:
    """Whether a sum (or a difference of values the sentence does not state) of ``fa`` and ``fb`` may be
    the number: when its words name an
    attribute, both operands are values of it (a total of counts is a count; an SD plus a mean is nothing)."""
    return not claim.attributes or (fa.attribute in claim.attributes and fb.attribute in claim.attributes)


def _contradicted(claim: Claim, entity: frozenset[str], ctx: Context) -> bool:
    """Whether the entity named (any, when none is) holds a value of the attribute the number is bound to."""
    return bool(claim.attributes) and any(
        f.kind == "number" and f.attribute in claim.attributes and entity_ok(ctx, entity, f) and scope_ok(ctx, f)
        for _, rf in ctx.cited for f in rf.facts)


def work_out(claim: Claim, entity: frozenset[str], numbers: list[Claim], ctx: Context) -> bool:
    """Back an unbacked number by a sum, difference, ratio, product, share or change of two cited
    values (see the module docstring). True when it was backed."""
    n = claim.number
    if n is None or claim.fact.found or claim.extra.get("ordinal") or n.bound is not None or n.value == 0:
        return False  # (a zero is no working: "a mean of 0.000" is not 9.02 / 58.6 Mb)
    # written with decimals ("0.004" as 0.874 − 0.870), a number is as precise as the values it is worked from;
    # a small whole number only as the exact difference of two stated whole values of 10 or more ("1,165 vs
    # 1,161, the 4-point bonus"), never of small ones ("replicates 1, 2 and 3" holds no sum)
    small = n.integer and abs(n.value) < 10 and not n.hedged
    if not small and _loose(n, None if "." in claim.fact.text and not n.hedged else STATED_SLACK):
        return False
    stated = _stated(numbers, claim)
    said_other = _contradicted(claim, entity, ctx)  # "mean 2.76, peak 27,590": a maximum is no product of two
    ends = ctx.vocabulary.position_attributes
    for (ca, fa, a), (_, fb, b) in itertools.permutations(stated, 2):
        if fa is fb or (small and not (a >= 10 and b >= 10 and a.is_integer() and b.is_integer() and a - b == n.value)):
            continue
        if satisfies(a, n) or satisfies(b, n):
            continue  # "74.4" as 74.48 − 0.08: an operand is already the number; no working shown
        if n.unit == length_unit() and fa.attribute in ends[1] and fb.attribute in ends[0]:
            if satisfies(a - b, n):  # "runs from 45,981,850 to 46,004,013, about 22.2 kb": end − start
                _back(claim, ctx, ca, fa, f"length from {fmt_value(b)} to {fmt_value(a)} as stated ({a - b:.4g})")
                return True
            continue
        for got, how in _results(a, b, (fa.unit, fb.unit), n, all_ops=True):
            if how == "product" and said_other:
                continue
            if how == "sum" and not _same_kind(claim, fa, fb):
                continue  # "averaged 2.30 (SD 12.1) over 14 intervals": a count is no sum of an SD and a mean
            if satisfies(got, n):
                _back(claim, ctx, ca, fa, f"{how} of {fmt_value(a)} and {fmt_value(b)} as stated ({got:.4g})")
                return True
    if small or _loose(n, RELATED_SLACK) or _contradicted(claim, entity, ctx):
        return False
    related = _related(claim, stated, ctx)
    for (ca, fa), (_, fb) in itertools.permutations(related, 2):
        if satisfies(float(fa.value), n) or satisfies(float(fb.value), n):
            continue
        for got, how in _results(float(fa.value), float(fb.value), (fa.unit, fb.unit), n, all_ops=False):
            if how == "difference" and not _same_kind(claim, fa, fb):
                continue  # "holds 40 peaks, … a score of 675": a count of peaks is no difference of two scores
            if satisfies(got, n):
                _back(claim, ctx, ca, fa, f"{how} of {binding(ctx, fa)} = {fmt_value(float(fa.value))} and "
                                          f"{binding(ctx, fb)} = {fmt_value(float(fb.value))} ({got:.4g})")
                return True
    return False


def _back(claim: Claim, ctx: Context, cid: str, fact: RecordFact, how: str) -> None:
    claim.fact.back(cid, fact.path, fact.matched, f"{claim.fact.text} → {how}", "worked.arithmetic")
    claim.fact.note = None
