"""Attribute words no number took: "The Spearman correlation between rep1 and rep2 across chr19
was 0.615"; "By Pearson, rep1 and the pooled track agreed at 0.69".

A number with no attribute word of its own may match any attribute. When the sentence names an
attribute of a pair (the vocabulary's ``pair_attributes``: correlations, shared bins) that no other
number took, and the value the number matched is another pair attribute of a pair that also holds
the one named (a Pearson r beside the Spearman of the same two tracks), the number is read as the
attribute named: its sibling's value does not back it. (Tried for every attribute, the rule read
descriptors of other numbers — "the merge gap", "a threshold of" — as the number's attribute far too
often; between two measures of one pair the sentence's word is what the number is.) A number whose
words (the sentence's, for its only number; those after the number before it, beside others) name
another attribute its entity holds is read as that attribute when a value of it backs the number,
and is undecided otherwise (``unused.other-attribute``): the words may be its. The terms of a
written expression and the sides of a "vs" pair are left alone: the words before them name all of
them ("mean + 2 SD = 0.870 + 2 × 9.02").
"""

from __future__ import annotations

from .cuefits import fits
from .cues import CueHit
from .facts import RecordFact
from .matcher import Context, back_number, backing, binding, unback_number
from .rules import reading
from .said import Claim

reading("unused.named-attribute",
        "A number with no attribute word of its own, backed by a sibling of a pair attribute the sentence names and "
        "no number took, is read as the attribute named.",
        ["The rank correlation between A and B across the whole range was 0.615"])
OTHER_NAMED = reading("unused.other-attribute",
                      "A number with no attribute word of its own, backed by another attribute than the one the words "
                      "before it name (which its entity holds too), is that attribute's value where one backs it, "
                      "else undecided.",
                      ["Measured as a rank correlation, the score came to 0.687 (0.687 the mean)"])


def unused_attributes(claim: Claim, claims: list[Claim], hits: list[CueHit], ctx: Context,
                      before: bool = False) -> frozenset[str]:
    """Attributes named in the sentence (fitting ``claim``'s number) that no number is bound to, said
    with no other number between them and ``claim`` ("9 of 200 bins were shared — 191 were excluded":
    "excluded" is the 191's)."""
    taken = frozenset().union(*(c.attributes for c in claims if c.fact.kind == "number" and not (before and c.derived)))
    # (a count in words with its own noun, "of all eight samples, 9.64", stands between no words and a number)
    numbers = [c.pos for c in claims if c.fact.kind == "number" and c is not claim and not c.extra.get("word")]
    out: set[str] = set()
    for h in hits:
        lo, hi = sorted((h.start, claim.pos))
        if any(lo < p < hi for p in numbers) or (before and (h.start > claim.pos or not h.before)):
            continue
        if not h.adjacent and not (h.attributes & taken) and fits(claim, h, ctx.vocabulary):
            out |= h.attributes
    return frozenset(out)


def _siblings(fact: RecordFact, attributes: frozenset[str], ctx: Context) -> bool:
    """Whether a record holds a value of ``attributes`` about exactly ``fact``'s entities."""
    return any(f.kind == "number" and f.attribute in attributes and f.entities == fact.entities
               for _, rf in ctx.cited for f in rf.facts)


def named_attribute(claim: Claim, entity: frozenset[str], claims: list[Claim], hits: list[CueHit],
                    ctx: Context) -> None:
    """Re-check a number bound to no attribute word but backed by a sibling of an attribute the
    sentence names and no number took (see the module docstring)."""
    fact: RecordFact | None = claim.extra.get("fact")
    if fact is None or claim.attributes or not claim.fact.found or fact.attribute is None or \
            claim.extra.get("operand"):
        return  # ("mean + 2 SD = 0.870 + 2 × 9.02": the words name the expression's terms, not one number)
    pairs = ctx.vocabulary.pair_attributes
    units = ctx.vocabulary.units
    unused = unused_attributes(claim, claims, hits, ctx)
    named = frozenset(a for a in unused & pairs
                      if units.get(a) == units.get(fact.attribute or ""))  # "9 of 200 bins" is no correlation
    if not named or fact.attribute not in pairs or fact.attribute in named or not _siblings(fact, named, ctx):
        if sum(1 for c in claims if c.fact.kind == "number") == 1:
            _other_named(claim, entity, fact, unused, ctx)
        elif not claim.extra.get("versus"):  # beside other numbers: only the words after the one before it
            _other_named(claim, entity, fact, unused_attributes(claim, claims, hits, ctx, before=True), ctx)
        return
    claim.attributes = named
    hit = backing(claim, entity, ctx)
    if hit is not None:
        back_number(claim, ctx, hit[0], hit[1], rule="unused.named-attribute")
        return
    label = ctx.vocabulary.label(sorted(named)[0])
    unback_number(claim, f"{claim.fact.text} is {binding(ctx, fact)}, not the {label} the sentence names")



def _other_named(claim: Claim, entity: frozenset[str], fact: RecordFact, unused: frozenset[str],
                 ctx: Context) -> None:
    """The one number of a sentence, with no attribute word of its own, backed by a value of an
    attribute other than those the sentence's words name (of the same unit) where the entity holds
    one of those too: undecided ("the rank correlation was 0.687", 0.687 the mean)."""
    units = ctx.vocabulary.units
    named = frozenset(a for a in unused if units.get(a) == units.get(fact.attribute or ""))
    if not named or fact.attribute in named or not any(
            f.kind == "number" and f.attribute in named and (not entity or set(entity) & set(f.entities))
            for _, rf in ctx.cited for f in rf.facts):
        return
    said, claim.attributes = claim.attributes, named
    hit = backing(claim, entity, ctx)  # "the full length of chr19 (58.6 Mb)": the length, not the bases covered
    if hit is not None:
        back_number(claim, ctx, hit[0], hit[1], rule=OTHER_NAMED)
        return
    claim.attributes = said
    label = ctx.vocabulary.label(sorted(named)[0])
    unback_number(claim, None)
    claim.fact.unsure = (f"{claim.fact.text} is {binding(ctx, fact)}, and the sentence names the {label}: the checker "
                         f"could not tell which it is")
    claim.fact.rule = OTHER_NAMED
