"""Comparisons said in words of closeness, and comparisons that hold under one attribute and fail
under another.

- "The ACC pair is more similar than the GBM pair", "the ACC replicates agreed more closely than the
  GBM replicates": each side names two entities, and their pair's value (a correlation) is compared
  with the other pair's.
- "rep1 sits closer to pooled than rep2 does": each side's pair with the third entity named.
- "the two ACC tracks are the most similar pair": the pair's value against every other pair's.

Words of closeness name no attribute of their own: the vocabulary's ``closeness`` entries say which
pair attributes they compare (a Pearson r and a Spearman correlation). Where the sentence names no
attribute, the comparison is read under each of them, and it holds (or fails) only where all agree;
where they disagree the checker cannot tell which the sentence compares, and says so (fail closed).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .entities import Mention, keys_at, mention_groups
from .facts import RecordFact
from .matcher import Context, scope_ok
from .rules import rule

Side = tuple[str, RecordFact]

#: "rep1–rep2", "rep1/rep2", "rep1 and rep2": two names said as one pair.
_JOINED_RE = rule(
    "comparison.pair-joined",
    "Two names joined by a dash, a slash, '&' or 'and' ('rep1–rep2', 'GBM T1/T2', 'A and B') name one pair on one "
    "side of a comparison of pairs.",
    r"\s*(?:[-\u2013\u2014/&]|\band\b|\bvs\.?)\s*$",
    examples=["\u2013", " / ", " and "], counterexamples=[" than ", ", "])


def closeness_attributes(ctx: Context, said: str) -> frozenset[str]:
    """The pair attributes the vocabulary's words of closeness in ``said`` compare (empty: none said)."""
    out: set[str] = set()
    for pattern, attributes in ctx.vocabulary.closeness:
        if re.search(pattern, said, re.IGNORECASE):
            out |= attributes
    return frozenset(out)


def pair_side(whole: list[Mention], masked: str, at: int, before: bool) -> frozenset[str]:
    """The entities of one side of a comparison of pairs: a name of exactly two entities ("the ACC
    replicates"), or two names joined as one ("rep1–rep2"); ``at`` is the index in ``whole`` of the
    name nearest the comparison word (``before``: the side ends there, else it starts there). Empty
    when the side names no pair."""
    keys = keys_at(whole, whole[at])
    if len(keys) == 2:
        return keys
    other = at - 1 if before else at + 1
    if len(keys) != 1 or not 0 <= other < len(whole):
        return frozenset()
    first, second = (whole[other], whole[at]) if before else (whole[at], whole[other])
    if not _JOINED_RE.match(masked[first.end:second.start]):
        return frozenset()
    both = keys | keys_at(whole, whole[other])
    return both if len(both) == 2 else frozenset()


def pair_sides(whole: list[Mention], masked: str, near: tuple[Mention, Mention]) -> tuple[frozenset[str], ...]:
    """The pairs named on the two sides of a comparative (``near``: the names nearest it), each empty
    where its side names no pair."""
    return (pair_side(whole, masked, whole.index(near[0]), True), pair_side(whole, masked, whole.index(near[1]), False))


THAN_WITH_RE = rule("comparison.than-with", "'than with' after a comparative compares the subject's pair with the "
                     "name before it against its pair with the name after ('X correlates better with Y than with Z').",
                     r"\s+with\b", [" with Z"], [" Z does"])


def pairs_with(ctx: Context, attributes: frozenset[str], subject: frozenset[str], y: frozenset[str],
                z: frozenset[str]) -> list[tuple[Side, Side]]:
    """The values of a pair attribute of ``subject`` with ``y`` and of ``subject`` with ``z``."""
    attributes = attributes & ctx.vocabulary.pair_attributes
    facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute in attributes
             and len(f.entities) == 2 and scope_ok(ctx, f) and subject & set(f.entities)]
    fy = [x for x in facts if y & set(x[1].entities) and not y & subject]
    fz = [x for x in facts if z & set(x[1].entities) and not z & subject]
    return [(x, w) for x in fy for w in fz if x[1].attribute == w[1].attribute]


def with_third(ctx: Context, attributes: frozenset[str], a: frozenset[str], b: frozenset[str],
                mentions: list[Mention]) -> list[tuple[Side, Side]]:
    """The values of a pair attribute (a correlation) of ``a`` and of ``b`` each with a third entity
    the sentence names: "rep1 correlates more strongly with pooled than rep2 does"."""
    attributes = attributes & ctx.vocabulary.pair_attributes
    if not attributes:
        return []
    facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute in attributes
             and len(f.entities) == 2 and scope_ok(ctx, f)]
    for c in mention_groups(mentions):
        if c & (a | b):
            continue
        fa = [x for x in facts if a & set(x[1].entities) and c & set(x[1].entities)]
        fb = [y for y in facts if b & set(y[1].entities) and c & set(y[1].entities)]
        pairs = [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute]
        if pairs:
            return pairs
    return []


def pair_values(ctx: Context, attributes: frozenset[str], a: frozenset[str],
                b: frozenset[str]) -> list[tuple[Side, Side]]:
    """The values of a pair attribute of ``attributes`` of the two entities of ``a`` together and of
    ``b``'s, paired by attribute (and record)."""
    attributes = attributes & ctx.vocabulary.pair_attributes
    if len(a) != 2 or len(b) != 2 or a == b or not attributes:
        return []
    facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute in attributes
             and len(f.entities) == 2 and scope_ok(ctx, f)]
    fa = [x for x in facts if set(x[1].entities) == a]
    fb = [y for y in facts if set(y[1].entities) == b]
    return [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute and x[0] == y[0]]


def by_attribute(pairs: list[tuple[Side, Side]],
                 holds: Callable[[float, float], bool]) -> dict[str | None, tuple[Side, Side] | None]:
    """For each attribute of ``pairs``, the first pair of values ``holds`` is true of, else None."""
    out: dict[str | None, tuple[Side, Side] | None] = {}
    for (ca, xa), (cb, xb) in pairs:
        ok = holds(float(xa.value), float(xb.value))
        if ok and out.get(xa.attribute) is None:
            out[xa.attribute] = ((ca, xa), (cb, xb))
        else:
            out.setdefault(xa.attribute, None)
    return out


#: "… than rep2 does": the other side is the second entity's pair with the third, not the subject's pair with it.
_DOES_RE = rule(
    "comparison.than-does",
    "'does' (or 'do', 'did', 'is') after the name after 'than' ('rep1 tracks pooled more closely than rep2 does') "
    "compares that name's pair with the third entity; without it, 'than rep2' may also mean the subject's pair with "
    "rep2, and the comparison is read both ways.",
    r"(?:['\u2019]s)?\s+(?:does|do|did|is|are|was|were)\b",
    examples=[" does", "'s is"], counterexamples=[" in the view", ", while"])


def other_reading(ctx: Context, pairs: list[tuple[Side, Side]], subject: frozenset[str], other: frozenset[str],
                  masked: str, after: int) -> list[tuple[Side, Side]] | None:
    """The other reading of "A tracks C more closely than B" (A's pair with C against A's pair with
    B, where ``pairs`` holds A–C against B–C): its values paired, or None when the words allow only
    one reading ("… than B does", ``after`` where B's name ends) or the records hold no such pair."""
    if _DOES_RE.match(masked, after) or not pairs or len(subject) != 1:
        return None
    mine = frozenset(pairs[0][0][1].entities)
    alt = pair_values(ctx, frozenset(x[0][1].attribute or "" for x in pairs), mine,
                      subject | other) if len(subject | other) == 2 else []
    return alt or None


def readings_agree(pairs: list[tuple[Side, Side]], alt: list[tuple[Side, Side]] | None, less: bool) -> bool:
    """Whether a comparison read both ways (``alt`` the other reading, if any) holds, or fails, both
    ways under every attribute."""
    if alt is None:
        return True
    op: Callable[[float, float], bool] = (lambda x, y: x < y) if less else (lambda x, y: x > y)
    one, two = by_attribute(pairs, op), by_attribute(alt, op)
    return len({all(one.values()), all(two.values())}) == 1 and \
        len({any(one.values()), any(two.values())}) == 1
