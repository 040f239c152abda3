"""Second readings of a sentence whose first binding left a number unbacked.

The binder pairs each number with the name nearest it by the rules of :mod:`.subjects` and
:mod:`.entities`. Writers also pair values and names by order alone ("about 51.2 million for rep2 and
about 51.0 million for rep1"; "H3K27ac and H3K4me3 reach 74.5 and 72.4, whereas Oct4 never exceeds
1.38"), in shapes no list of rules foresees. When the first reading leaves a number unbacked, the
sentence is read again in order: the n-th number said of one attribute (or of none) with the n-th
name of the kind those values belong to — over all of them, or, with more numbers than names, over
the run of as many that holds the unbacked one ("5 more features … than rep1's (69 vs 64)"). That
reading stands only when it backs *every* number it pairs; a swap ("rep1 and rep2 averaged 0.874
and 0.870") fails in order as it fails by nearness.

A number bound to a highest / lowest word ("rep1–rep2 lowest at 0.586", "up to 113.0") may rank
values of another attribute: it is backed by the extreme value of that attribute among its record's
values of the same scope, when the entity named holds no value of the extreme's own attribute (a
track with a maximum is checked against that maximum, never against the largest of its means).
Conversely a field no word names that stood in for a maximum the words name ("the highest value in
the preview is 16.22") must be the highest of its field.

A number after "out of" that its own words left unbacked ("27,590 out of 244,710") may be a value of
the attribute of the number before it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from . import rules
from .cues import CueHit
from .entities import Mention
from .facts import RecordFact
from .matcher import Context, attribute_ok, back_number, entity_ok, fmt_value, scope_ok, unback_number, value_ok
from .said import Claim

# The readings of this module (no single pattern each), by id; the facts they bind say so (``Fact.rule``).
rules.reading(
    "parallel.in-order",
    "When the first reading leaves a number unbacked, the n-th number said of one attribute is read with the n-th "
    "name of the kind its values belong to, and stands only if that backs every number it pairs.",
    ["about 51.2 million for B and about 51.0 million for A"])
rules.reading(
    "parallel.place-by-value",
    "A place said of an entity no cited record ranks ('B ranked first by mean') is its place among the record's "
    "values of the attribute its words name.",
    ["B ranked first by mean"])
rules.reading(
    "parallel.extreme-of",
    "A number bound to a highest / lowest word whose entity holds no such value is backed by the extreme value of "
    "another attribute among its record's values of the same scope.",
    ["A–B lowest at 0.586", "up to 113.0"])
rules.reading(
    "parallel.extreme-stand-in",
    "A value of a field no word names that stood in for the maximum (minimum) the words name must be the highest "
    "(lowest) of its field.",
    ["the highest value in the preview is 16.22"])
rules.reading(
    "parallel.denominator",
    "A number after 'out of' that its own words left unbacked may be a value of the attribute of the number before "
    "it.",
    ["27,590 out of 244,710 is only about 11%"])

Backing = Callable[[Claim, frozenset[str]], "tuple[str, RecordFact] | None"]


def _name_groups(mentions: list[Mention], ctx: Context, kinds: set[str]) -> list[frozenset[str]]:
    """The names of ``kinds`` in order, one per place named (a name said twice running counts once)."""
    groups: list[frozenset[str]] = []
    spans = sorted({(m.start, m.end) for m in mentions})
    for start, end in spans:
        keys = frozenset(m.key for m in mentions if (m.start, m.end) == (start, end)
                         and ctx.index.kind(m.key) in kinds)
        if keys and (not groups or groups[-1] != keys):
            groups.append(keys)
    return groups


def _kinds(claim: Claim, ctx: Context) -> set[str]:
    """The kinds of entity whose values (of the attribute said) equal the number as written."""
    voc = ctx.vocabulary
    return {ctx.index.kind(e) for _, rf in ctx.cited for f in rf.facts
            if f.kind == "number" and f.entities and attribute_ok(claim, f, voc) and value_ok(claim, f, voc)
            and scope_ok(ctx, f) for e in f.entities}


def read_in_order(numbers: list[Claim], mentions: list[Mention], ctx: Context, back: Backing) -> None:
    """Pair each attribute's numbers with the names in order where the first reading left one of
    them unbacked and the ordered reading backs them all (``back`` finds a backing fact for a
    claim about the entity given, over the claim's own scope)."""
    done: set[int] = {id(c) for c in numbers if c.extra.get("named_for")}  # "0.898 and 0.899 for rep1 and rep2"
    # (a bound is no value of one name: "both average above 4 — 4.15 for A and 7.18 for B" pairs two)
    numbers = [c for c in numbers if id(c) not in done and (c.number is None or c.number.bound is None)]
    for claim in numbers:
        if claim.fact.found or id(claim) in done:
            continue
        # the numbers said of its attribute, and those said of none ("whose mean of 1.69 exceeds rep1's 1.22")
        peers = [c for c in numbers if c.attributes == claim.attributes or not c.attributes or not claim.attributes]
        done.update(id(c) for c in peers)
        if len(peers) < 2:
            continue
        kinds = _kinds(claim, ctx)
        if not kinds:
            continue  # no named thing holds this value: a wrong value, whatever the pairing
        names = _name_groups(mentions, ctx, kinds)
        readings = [names]
        if len(names) == len(peers) + 1:  # "pooled agrees with rep2 … rep1 (0.899 vs 0.898)": a shared subject
            readings.append(names[1:])
        # more numbers than names ("5 more features … than rep1's (69 vs 64)"): the run of as many that holds it
        k = len(names)
        runs = [peers] if len(peers) <= k else [
            peers[i:i + k] for i in range(len(peers) - k + 1) if claim in peers[i:i + k]]
        for run, reading in ((run, reading) for run in runs for reading in readings):
            if len(reading) == len(run) >= 2 and _back_all(run, reading, ctx, back):
                break


def _back_all(run: list[Claim], reading: list[frozenset[str]], ctx: Context, back: Backing) -> bool:
    """Back each number of ``run`` by the name in the same place of ``reading`` when every one is backed."""
    found = [back(c, who) for c, who in zip(run, reading, strict=True)]
    if not all(found):
        return False
    for c, hit in zip(run, found, strict=True):
        assert hit is not None
        back_number(c, ctx, hit[0], hit[1], "values and names read in order", "parallel.in-order")
    return True


def _extreme(fact: RecordFact, lowest: bool, ctx: Context) -> tuple[bool, int]:
    """Whether ``fact`` is the lowest / highest value of its attribute among its record's values of
    the same scope, and how many there are."""
    for _, rf in ctx.cited:
        if any(f is fact for f in rf.facts):
            same = [float(f.value) for f in rf.peers(fact)]
            return float(fact.value) == (min(same) if lowest else max(same)), len(same)
    return True, 1


_PLACE_NAMES = {1: "first", 2: "second", 3: "third"}


def ranked_by(claim: Claim, hits: list[CueHit], ordinal: frozenset[str]) -> frozenset[str]:
    """The attribute a place is ranked by ("first by mean", "on top for mean signal"): the nearest
    attribute words other than a rank's, in the place's clause, else in its sentence."""
    others = [h for h in hits if not h.attributes & ordinal and not (claim.pos <= h.start < claim.end)]
    near = [h for h in others if claim.clause[0] <= h.start < claim.clause[1]] or others
    best = min(near, key=lambda h: min(abs(h.start - claim.end), abs(claim.pos - h.end)), default=None)
    return best.attributes if best is not None else frozenset()


def place_by_value(claim: Claim, entity: frozenset[str], ctx: Context) -> bool:
    """"rep2 ranked first by mean", "H3K27ac came out on top for mean signal": a place (an ordinal)
    said of an entity no cited record ranks is its place among the values of the attribute its words
    name — its value counted against the record's other values of that attribute over the same scope
    (the highest first; the lowest first for ``lower_is_better``), by the words of
    :func:`ranked_by` (``extra["by"]``) when none bound it. True when the place was checked."""
    ordinal = ctx.vocabulary.ordinal_attributes
    attributes = claim.attributes - ordinal or claim.extra.get("by", frozenset())
    n = claim.number
    if claim.fact.found or not claim.extra.get("ordinal") or not entity or not attributes or n is None:
        return False
    facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number"]
    if any(f.attribute in ordinal and entity_ok(ctx, entity, f) for _, f in facts):
        return False  # a ranked record: only the rank backs a place
    mine = [(cid, f) for cid, f in facts if f.attribute in attributes and entity & set(f.entities)
            and entity_ok(ctx, entity, f) and scope_ok(ctx, f)]
    if len(mine) != 1:
        return False
    cid, fact = mine[0]
    same = [float(f.value) for c, rf in ctx.cited if c == cid for f in rf.peers(fact)]
    if len(same) < 2:
        return False
    v, lowest = float(fact.value), fact.attribute in ctx.vocabulary.lower_is_better
    place = 1 + sum(1 for x in same if (x < v if lowest else x > v))
    label = ctx.vocabulary.label(fact.attribute)
    claim.extra["placed"] = True
    if place == int(n.value):
        back_number(claim, ctx, cid, fact, f"place {place} of {len(same)} by {label}", "parallel.place-by-value")
    else:
        said = _PLACE_NAMES.get(place, f"number {place}")
        claim.fact.note = f"By {label} ({fmt_value(v)}) it comes {said} of {len(same)}, not {claim.fact.text}"
    return True


def extreme_stand_in(claim: Claim, ctx: Context) -> None:
    """"The highest value in the preview is 16.22": a value of a field no word names stood in for the
    maximum the words name (the record has none); it must then be the highest of its field."""
    low, high = ctx.vocabulary.range_attributes
    fact: RecordFact | None = claim.extra.get("fact")
    if fact is None or not claim.fact.found or not claim.attributes or fact.attribute in claim.attributes or \
            not (claim.attributes <= low or claim.attributes <= high):
        return
    lowest = claim.attributes <= low
    extreme, n = _extreme(fact, lowest, ctx)
    if not extreme:
        unback_number(claim, f"{claim.fact.text} is not the {'lowest' if lowest else 'highest'} of the "
                             f"{n} {ctx.vocabulary.label(fact.attribute)} values", "parallel.extreme-stand-in")
    else:
        claim.extra["how"] = "the extreme of its field"  # said of the set, not of one of its rows


def extreme_of(claim: Claim, entity: frozenset[str], ctx: Context) -> bool:
    """Back a number bound to a highest / lowest word by the extreme value of another attribute
    (see the module docstring). True when it was backed."""
    low, high = ctx.vocabulary.range_attributes
    if claim.fact.found or not claim.attributes or not (claim.attributes <= low or claim.attributes <= high) or (
            claim.number is not None and claim.number.bound is not None):  # (a bound: no value to be an extreme)
        return False
    lowest = claim.attributes <= low
    voc = ctx.vocabulary
    if any(f.kind == "number" and f.attribute in claim.attributes and entity_ok(ctx, entity, f)
           for _, rf in ctx.cited for f in rf.facts):
        return False  # the entity (or, none named, the record) has its own maximum / minimum: only that backs it
    for cid, rf in ctx.cited:
        for fact in rf.facts:
            if fact.kind != "number" or fact.attribute is None or fact.attribute in low | high or \
                    not entity_ok(ctx, entity, fact) or not scope_ok(ctx, fact):
                continue
            plain = Claim(claim.pos, claim.end, claim.fact, claim.number)
            if not value_ok(plain, fact, voc):
                continue
            extreme, n = _extreme(fact, lowest, ctx)
            if extreme:
                back_number(claim, ctx, cid, fact, f"the {'lowest' if lowest else 'highest'} "
                                                   f"{voc.label(fact.attribute)} of {n}", "parallel.extreme-of")
                return True
    return False


#: Words before a denominator: "27,590 out of 244,710".
_OUT_OF = ("out of", "of the", "of all")


def denominators(numbers: list[Claim], entity_of: dict[int, frozenset[str]], ctx: Context, back: Backing) -> None:
    """"27,590 out of 244,710 is only about 11%": a number after "out of" that its own words left
    unbacked may be a value of the attribute of the number before it (a window's sum out of the view's)."""
    for before, claim in itertools.pairwise(numbers):
        fact = before.extra.get("fact")
        if claim.fact.found or fact is None or fact.attribute is None or (claim.cue or "").lower() not in _OUT_OF:
            continue
        said = claim.attributes
        claim.attributes = frozenset({fact.attribute})
        hit = back(claim, entity_of.get(id(claim), frozenset()))
        if hit is None:
            claim.attributes = said
            continue
        back_number(claim, ctx, hit[0], hit[1], f"out of the {ctx.vocabulary.label(fact.attribute)} before it",
                    "parallel.denominator")
