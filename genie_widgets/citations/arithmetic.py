"""Simple arithmetic over cited values (what :mod:`.derived` reads a number to be).

"2.1-fold", "twice", "64% fewer", "0.3 higher than", "58% of", "131 per Mb": the ratio, percent
change, share, difference or per-unit value of two cited values (the ones the sentence states, the
entities it names, or any two of the attribute it names) must equal the number at the precision
written. A derived number whose two sides are not both in the cited records is not checkable: it
is left out of the sentence's facts (so a sentence with nothing else stays unverified).
Comparisons in words ("higher than", "the highest") are :mod:`.comparisons`. The words read here
are rules (:mod:`.rules`), ids ``arithmetic.*``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Any

from .cues import CueHit
from .entities import Mention, keys_at
from .facts import RecordFact
from .matcher import Context, attribute_ok, binding, fmt_value, scope_ok
from .numbers import Number, length_unit, satisfies, within
from .referents import narrowed
from .rules import reading, rule
from .said import Claim
from .wordcount import content_words


def sole_subject(ctx: Context, fact: RecordFact, entity: frozenset[str]) -> bool:
    """Whether ``fact`` is about one of ``entity`` and no other entity of the same kind (a track's
    mean, a feature's row value: yes; a correlation of two tracks: no)."""
    mine = [e for e in fact.entities if e in entity]
    if not mine:
        return False
    kind = ctx.index.kind(mine[0])
    return not any(e not in entity and ctx.index.kind(e) == kind for e in fact.entities)


def entity_values(ctx: Context, attributes: frozenset[str],
                  entity: frozenset[str]) -> list[tuple[str, RecordFact]]:
    """The cited values of ``attributes`` about ``entity`` alone, over the scope the sentence names."""
    return [(cid, f) for cid, rf in ctx.cited for f in rf.facts
            if f.kind == "number" and f.attribute in attributes and sole_subject(ctx, f, entity) and scope_ok(ctx, f)]


def cue_near(hits: list[CueHit], pos: int) -> CueHit | None:
    """The attribute words nearest ``pos``."""
    return min(hits, key=lambda h: abs(h.start - pos)) if hits else None

_OWNER_RE = rule(
    "arithmetic.owner-between",
    "Only space or 'that of' between a ratio word and the name after it ('roughly double item_37's', 'twice that "
    "of A's') lets that name own the second value.",
    r"\s*(?:that\s+of\s+)?$",
    examples=[" ", " that of "], flags=0)
_OWNS_RE = rule(
    "arithmetic.owner-possessive",
    "A possessive right after the name after a ratio word ('roughly double item_37's') makes that name's value the "
    "one the ratio is taken of.",
    r"['\u2019]s?\b",
    examples=["'s", "\u2019s mean"],
    counterexamples=[" mean", "s"], flags=0)


def owner_after(claim: Claim, mentions: list[Mention], masked: str) -> frozenset[str]:
    """The entity whose value a ratio word is taken of, named right after it: "roughly double
    Peak_37's" (empty when no possessive name follows it)."""
    after = next((m for m in mentions if m.start >= claim.end), None)
    if after is None or not _OWNER_RE.match(masked[claim.end:after.start]) or not _OWNS_RE.match(masked, after.end):
        return frozenset()
    return keys_at(mentions, after)


Pair = tuple[tuple[str, RecordFact], tuple[str, RecordFact]]


def _derived_pairs(claim: Claim, mentions: list[Mention], hits: list[CueHit], ctx: Context,
                   stated: Sequence[tuple[str | None, RecordFact]]) -> list[Pair]:
    """The pairs of cited values a derived number may be about, most likely first: two values the
    sentence itself states; the values of the entities named before and after it; else any two
    values of the attribute named (one entity over two scopes too, and two counts of one record:
    "65 fragments to 38 peaks")."""
    told = [(c or "", f) for c, f in stated]
    if claim.extra.get("around"):  # "288.4 is roughly three times peak2363's 128.8": the values on either side
        told = [x for x in told if any(x[1] is f for f in claim.extra["around"])]
    first = next((x for x in reversed(mentions) if x.end <= claim.pos), None)
    a = narrowed(mentions, first, claim.clause)  # "ACC T1 (2.47) averaged a third of …": that T1
    pairs = [(x, y) for x, y in itertools.combinations(told, 2) if x[1].unit == y[1].unit and (
        not a or a & (set(x[1].entities) | set(y[1].entities)))]  # "rep2 shows the same 2.3-fold": rep2's
    if claim.extra.get("or_share") == "stated" or claim.derived == "sum":
        return pairs  # a bare percent is a share only of two values the sentence states; "together" adds those
    attributes = _attributes_named(claim, hits, told)
    b = _other_side(claim, mentions, first, a, ctx)
    if a and b:
        return _named_pairs(claim, ctx, attributes, a, b, pairs)
    # the names and the entities of the values said ("That is 250 above rep2's": rep1's, said before)
    named = frozenset().union(*(narrowed(mentions, m, claim.clause) for m in mentions),  # "ACC T2": that T2
                              claim.extra.get("owner") or (), *(f.entities for _, f in told))
    return pairs + _attribute_pairs(claim, ctx, attributes, a, named)


def _attributes_named(claim: Claim, hits: list[CueHit], told: list[tuple[str, RecordFact]]) -> frozenset[str]:
    """The attributes a derived number is of: its own words', else those of the values the sentence
    states, else those of the attribute words nearest it."""
    unit = claim.number.unit if claim.number is not None else None
    length = length_unit()  # ("about 20% higher in the 10-kb window": not a ratio of lengths)
    attributes = claim.attributes or frozenset(f.attribute for _, f in told if f.attribute and (
        f.unit != length or unit == length))
    if not attributes:
        cue = cue_near([h for h in hits if h.start >= claim.end], claim.end) or cue_near(hits, claim.pos)
        attributes = cue.attributes if cue else frozenset()
    return attributes


def _other_side(claim: Claim, mentions: list[Mention], first: Mention | None, a: frozenset[str],
                ctx: Context) -> frozenset[str]:
    """The entity named after a derived number (the second side; ``first`` names the first), of the
    first's kind: else the name of that kind before the first."""
    kind = ctx.index.kind(first.key) if first is not None else None
    second = next((x for x in mentions if x.start >= claim.end and x.key not in a), None)
    if second is not None and first is not None and ctx.index.kind(second.key) != kind:
        # "Peak_22 − Peak_37 = 17.5 (mean rep1)": the other side is the name of the same kind before it
        second = next((x for x in reversed(mentions) if x.end <= first.start and x.key not in a
                       and ctx.index.kind(x.key) == kind), None)
    return keys_at(mentions, second)


def _named_pairs(claim: Claim, ctx: Context, attributes: frozenset[str], a: frozenset[str], b: frozenset[str],
                 pairs: list[Pair]) -> list[Pair]:
    """Pairs of the two entities' values, ``a``'s first: those in the order the words say, then the
    reversed ones (kept last, so a claim that has them only is checked, and fails, rather than dropped)."""
    both = [(x, y) for x in entity_values(ctx, attributes, a) for y in entity_values(ctx, attributes, b)
            if x[1].attribute == y[1].attribute]
    told_ab = [_oriented(p, a, b) for p in pairs]  # "(1,820.2 and 1,667.9), rep2's is 9% higher than rep1's"
    pairs = [p for p in told_ab if p is not None] + [p for p, o in zip(pairs, told_ab, strict=True) if o is None]
    both = [p for p in told_ab if p is not None] + both
    ordered = [p for p in both if _as_said(claim, float(p[0][1].value), float(p[1][1].value))]
    reversed_ = [p for p in both if p not in ordered]
    claim.extra["reversed"] = {(id(x[1]), id(y[1])) for x, y in reversed_}
    return [p for p in pairs if p not in both] + ordered + reversed_


def _attribute_pairs(claim: Claim, ctx: Context, attributes: frozenset[str], a: frozenset[str],
                     named: frozenset[str]) -> list[Pair]:
    """Two cited values of the attributes named (about ``a``, when it names one), and two counts of
    one record about the same entities ("65 fragments to 38 peaks"). Fail closed: both values are about
    entities the sentence names, or about one entity (two scopes), or the attribute has only two
    entities in the cited records; a value of an entity nobody named never makes a ratio true."""
    owner: frozenset[str] = claim.extra.get("owner") or frozenset()
    places = ctx.vocabulary.ordinal_attributes  # a place in a ranking is no quantity to divide or compare
    pool = [(c, f) for c, rf in ctx.cited for f in rf.facts if f.kind == "number" and scope_ok(ctx, f)
            and f.attribute is not None and f.attribute not in places]
    named_pool = [(c, f) for c, f in pool if not attributes or f.attribute in attributes]
    pairs: list[Pair] = []
    for x, y in itertools.permutations(named_pool, 2):
        fx, fy = x[1], y[1]
        if fx.attribute != fy.attribute or not attribute_ok(claim, fx):
            continue
        if fx.entities == fy.entities and fx.scope == fy.scope:
            continue  # one value twice
        if a and not (a & set(fx.entities) or a & set(fy.entities)):
            continue
        if owner and not owner & set(fy.entities):
            continue  # "The top peak's mean is roughly double Peak_37's": Peak_37's is the second value
        if not _anchored(ctx, fx, fy, named, named_pool):
            continue  # "Oct4 covers 2.8%": not Oct4's covered bases over H3K4me1's
        pairs.append((x, y))
    for x in named_pool:  # two counts of one record about the same entities: "65 fragments to 38 peaks"
        if x[1].unit != "count" or not x[1].entities:
            continue
        pairs += [(x, y) for y in pool if y[0] == x[0] and y[1].unit == "count" and y[1].attribute != x[1].attribute
                  and y[1].entities == x[1].entities]
    return pairs


def _anchored(ctx: Context, fx: RecordFact, fy: RecordFact, named: frozenset[str],
              pool: list[tuple[str, RecordFact]]) -> bool:
    """Whether a pair of values may be the two sides of a derived number no words pair up: both
    about one entity, both about entities the sentence names, or the only two entities holding
    that attribute."""
    if fx.entities == fy.entities:
        return True
    if named and _named_only(ctx, fx, named) and _named_only(ctx, fy, named):
        return True
    holders = {f.entities for _, f in pool if f.attribute == fx.attribute}
    return len(holders) == 2


def _named_only(ctx: Context, fact: RecordFact, named: frozenset[str]) -> bool:
    """Whether ``fact`` is about a named entity, and every entity of it of a kind the sentence names
    is named (peak_2 & ACCx T2 for "ACC T2 / ACC T1 at peak_2"; not peak_47 & BRCA T1)."""
    kinds = {ctx.index.kind(k) for k in named}
    return bool(named & set(fact.entities)) and all(
        e in named for e in fact.entities if ctx.index.kind(e) in kinds)


def _oriented(pair: Pair, a: frozenset[str], b: frozenset[str]) -> Pair | None:
    """A pair of stated values turned to (the first name's, the second name's), or None when it is
    not one value of each."""
    x, y = pair
    if a & set(x[1].entities) and b & set(y[1].entities) and not b & set(x[1].entities):
        return pair
    if b & set(x[1].entities) and a & set(y[1].entities) and not a & set(x[1].entities):
        return (y, x)
    return None


def around(claim: Claim, claims: list[Claim], masked: str) -> tuple[RecordFact, RecordFact] | None:
    """The backed values stated right before and right after a derived number in its sentence
    ("its signal value (288.4) is roughly three times peak2363's 128.8"), when it stands between two."""
    backed = [c for c in claims if c.fact.kind == "number" and c.fact.found and "fact" in c.extra and not c.derived]
    before = [c for c in backed if c.end <= claim.pos and content_words(masked[c.end:claim.pos]) <= 6]
    after = [c for c in backed if c.pos >= claim.end and content_words(masked[claim.end:c.pos]) <= 6]
    if not before or not after:
        return None
    a, b = before[-1].extra["fact"], after[0].extra["fact"]
    return (a, b) if a is not b and a.unit == b.unit else None


def _as_said(claim: Claim, va: float, vb: float) -> bool:
    """Whether the first entity's value stands to the second's as the words say: "rep2 runs 20%
    higher than rep1" needs rep2's above rep1's ("lower", "fewer", "trails" the reverse); a
    difference said without a side ("differ by") takes either order."""
    if claim.extra.get("neutral") or claim.derived == "per":
        return True
    if claim.derived == "share" or (claim.derived == "ratio" and claim.number is not None and claim.number.value < 1):
        return va <= vb  # "about half of rep2's"; "ACC T1 averaged 34% of the BRCA T1 mean"
    return va <= vb if claim.less else va >= vb


def _derived_value(kind: str | None, less: bool, n_value: float, va: float, vb: float) -> float | None:
    """What a ratio / change / share / sum / difference of two values is."""
    low, high = min(va, vb), max(va, vb)
    if kind == "ratio":
        if n_value < 1:  # "about half of rep2's"
            return low / high if high > 0 else None
        return high / low if low > 0 else None
    if kind == "change":
        ref = high if less else low
        return abs(va - vb) / ref * 100.0 if ref else None
    if kind == "share":
        return low / high * 100.0 if high > 0 else None
    if kind == "sum":
        return va + vb
    return abs(va - vb)


_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "\u2212": lambda a, b: a - b,
        "\u00d7": lambda a, b: a * b, "*": lambda a, b: a * b, "\u00f7": lambda a, b: a / b if b else math.nan,
        "/": lambda a, b: a / b if b else math.nan}


def _expression(claim: Claim) -> bool:
    """"127,742,951 − 127,735,433 = 7,518 bp": the result of the expression written before it, from
    the values the two operands stand for (each checked on its own), at the result's precision.
    False when an operand is not backed."""
    a, b, op = claim.extra["operands"]
    n = claim.number
    if n is None or a.number is None or b.number is None or not (a.fact.found and b.fact.found):
        return False
    va, vb = (float(c.extra["fact"].value) if "fact" in c.extra else c.number.value for c in (a, b))
    got = _OPS[op](va, vb)  # from the values the operands stand for
    slack = abs(got) * 0.02 if n.hedged else 0.0
    ok = math.isfinite(got) and abs(got - n.value) <= max(n.tolerance, slack)
    f = claim.fact
    if ok:
        f.back(a.fact.citation_id, a.fact.path, a.fact.matched, f"{f.text} → {a.fact.text} {op} {b.fact.text} "
                                                                 f"= {fmt_value(got)}", "arithmetic.expression")
    else:
        f.note = f"{a.fact.text} {op} {b.fact.text} is {fmt_value(got)}, not {f.text}"
    return True


reading("arithmetic.derived",
        "A number the words say is derived (a derived.* rule: a ratio, change, share, sum or difference) must equal "
        "that arithmetic of two cited values, at the precision written.",
        ["2.1-fold", "64% fewer", "0.3 higher than A's"])
reading("arithmetic.expression",
        "The result of an expression written before it ('127,742,951 − 127,735,433 = 7,518') is computed from the "
        "values its operands stand for.",
        ["127,742,951 − 127,735,433 = 7,518"])


def resolve_derived(claim: Claim, mentions: list[Mention], hits: list[CueHit], ctx: Context,
                    stated: Sequence[tuple[str | None, RecordFact]] = ()) -> bool:
    """Check a ratio / percent change / share / difference; False when it cannot be checked (no two
    cited values it could be about). "The whole view" names one side of a comparison ("double its
    mean over the full view"), so here it is read as any local scope."""
    scopes = ctx.scopes
    if any(s[0] == "view" for s in scopes):
        ctx.scopes = [("local",) if s[0] == "view" else s for s in scopes]
    try:
        return _resolve_derived(claim, mentions, hits, ctx, stated)
    finally:
        ctx.scopes = scopes


def _resolve_derived(claim: Claim, mentions: list[Mention], hits: list[CueHit], ctx: Context,
                     stated: Sequence[tuple[str | None, RecordFact]]) -> bool:
    n = claim.number
    assert n is not None
    if claim.derived == "per":
        return resolve_per(claim, hits, ctx, stated)
    if claim.derived == "expression":
        return _expression(claim)
    pairs = _derived_pairs(claim, mentions, hits, ctx, stated)
    if not pairs:
        return False
    scale = n.value / n.raw if n.raw else 1.0  # "about 8.1 percentage points": 0.081, hedged at its scale
    # (never more than a quarter of the value: "roughly 0.04" is no difference of 0.004)
    hedged = min(0.05 * abs(scale), 0.25 * abs(n.value)) if n.hedged else 0.0
    value = abs(n.value) if claim.derived == "difference" and claim.extra.get("neutral") else n.value  # "(−30)"
    said = Number(value, max(n.tolerance, hedged), n.percent, n.unit, n.integer, n.hedged, n.times, n.bound)
    wrong_way = claim.extra.get("reversed", ())
    for (ca, xa), (_cb, xb) in pairs:
        va, vb = float(xa.value), float(xb.value)
        if (id(xa), id(xb)) in wrong_way:
            continue  # "rep2's maximum is about twice rep1's" with rep2's below rep1's
        got = _derived_value(claim.derived, claim.less, n.value, va, vb)
        if got is not None and satisfies(got, said):
            f = claim.fact
            f.back(ca, xa.path, xa.matched, f"{f.text} → {claim.derived} of {binding(ctx, xa)} = {fmt_value(va)} and "
                                            f"{binding(ctx, xb)} = {fmt_value(vb)} ({got:.4g})", "arithmetic.derived")
            return True
    (_, xa), (_, xb) = pairs[0]
    claim.fact.note = (f"The {claim.derived} of the cited values {fmt_value(float(xa.value))} and "
                       f"{fmt_value(float(xb.value))} is not {claim.fact.text}")
    return True


def _scope_length(ctx: Context, cid: str) -> float | None:
    """The length (bp) of the scope or view of cited record ``cid``."""
    for c, rf in ctx.cited:
        for f in rf.facts:
            if c == cid and f.kind == "locus" and f.role in ("scope", "view"):
                _, start, end = f.value
                return float(end - start) if end > start else None
    return None


def resolve_per(claim: Claim, hits: list[CueHit], ctx: Context,
                stated: Sequence[tuple[str | None, RecordFact]] = ()) -> bool:
    """"1.7 fragments per peak" (one cited value over another of the same record) or "131 peaks per
    Mb" (a cited value over the record's scope length); False when it cannot be checked. Without
    words of its own ("7,688 peaks amount to roughly 131 per Mb") the number is per the values the
    sentence states."""
    n = claim.number
    assert n is not None
    kind, *rest = claim.extra["per"]
    attributes = claim.attributes or frozenset(f.attribute for _, f in stated if f.attribute and not (
        kind == "length" and f.unit == length_unit()))  # "190 per Mb of the 200-kb view": not a length per length
    if not attributes and kind == "length":
        attributes = ctx.vocabulary.count_attributes  # "That is about 190 per Mb": a count of the cited record
    if not attributes:
        return False
    pairs = _per_pairs(attributes, kind, rest, hits, ctx)
    if not pairs:
        return False
    tol = max(n.tolerance, 0.05 * n.value if n.hedged else 0.0)
    for cid, f, den, what in pairs:
        got = float(f.value) / den
        if within(got, n.value, tol):
            fact = claim.fact
            fact.back(cid, f.path, f.matched,
                      f"{fact.text} → {binding(ctx, f)} = {fmt_value(float(f.value))} per {what} ({got:.4g})",
                      "derived.per")
            return True
    cid, f, den, _ = pairs[0]
    claim.fact.note = (f"The {ctx.vocabulary.label(f.attribute)} per unit in the cited record is "
                       f"{float(f.value) / den:.4g}, not {claim.fact.text}")
    return True


def _per_pairs(attributes: frozenset[str], kind: str, rest: list[Any], hits: list[CueHit],
               ctx: Context) -> list[tuple[str, RecordFact, float, str]]:
    """(citation, value, denominator, what the denominator is) for each cited value of ``attributes``:
    over the record's scope length (``kind`` "length", ``rest`` its unit in bp) or over a value of
    the attribute the words after "per" name (``rest`` their span)."""
    pairs: list[tuple[str, RecordFact, float, str]] = []
    for cid, rf in ctx.cited:
        for f in rf.facts:
            if f.kind != "number" or f.attribute not in attributes or not scope_ok(ctx, f):
                continue
            if kind == "length":
                length = _scope_length(ctx, cid)
                if length:
                    pairs.append((cid, f, length / rest[0], f"the scope length ({length / rest[0]:.4g})"))
                continue
            below = [h for h in hits if rest[0] <= h.start and h.end <= rest[1]]
            want = frozenset().union(*(h.attributes for h in below)) if below else frozenset()
            if f.attribute in want and attributes - want:
                continue  # "fragments per peak": the count of fragments, not of peaks, over peaks
            pairs.extend((cid, f, float(g.value), binding(ctx, g)) for g in rf.facts
                         if g.kind == "number" and g.attribute in want and g is not f and float(g.value) > 0)
    return pairs
