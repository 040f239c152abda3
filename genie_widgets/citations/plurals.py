"""A value said of a name several entities share, written as a plural: "The BRCA samples average
7.18", "the glioma samples exceed 400 at their max", "the ACC tracks stay below 260".

With no quantifier ("both", "all", "each": :mod:`.every`), the first reading backs such a number by
one member's value, and :mod:`.settle` leaves it undecided when the others differ. A reader takes
the plural as said of each: every entity the name covers must hold a value of that attribute, over
that scope, that the number as written matches; one that does not makes it wrong. A name followed
by a singular noun ("the ACC sample") stays one entity the sentence fails to pick (undecided).
"""

from __future__ import annotations

from .entities import Mention
from .every import PLURAL_RULE, cited_peers, held_by_each, one_each
from .matcher import Context
from .rules import rule
from .said import Claim

_PLURAL_AFTER_RE = rule(
    PLURAL_RULE,
    "A shared name followed by a plural noun of its kind ('the BRCA samples', 'the glioma tracks') names each of "
    "its entities: a value said of it must hold for each.",
    r"\s+(?:[\w.-]+\s+)?(?P<noun>[a-z]+s)\b",
    examples=[" samples", " fold-change tracks"],
    counterexamples=[" sample", " T1"])


_PARTITIVE_RE = rule(
    "every.plural-among",
    "A plural name after 'of', 'among', 'between', 'than' … ('the highest mean of the BRCA samples', 'among the "
    "glioma samples') is the set a value is picked from, not what it is said of.",
    r"\b(?:of|among|amongst|between|than|from|across|within|versus|vs\.?)\s+"
    r"(?:(?:the|all|both|two|three|four|five|six|seven|eight)\s+){0,2}$",
    examples=["the highest mean of the ", "among all four ", "than the "],
    counterexamples=["The ", "Both "])


def _plural(masked: str, mention: Mention, kind: str, ctx: Context) -> bool:
    """Whether a plural noun of ``kind`` right after the name makes it plural ("BRCA samples"), said
    as the subject (not "the highest of the BRCA samples")."""
    noun = _PLURAL_AFTER_RE.match(masked, mention.end)
    return noun is not None and ctx.vocabulary.kind_of(noun.group("noun")) == kind and \
        _PARTITIVE_RE.search(masked, max(0, mention.start - 24), mention.start) is None


def plural_holds(claim: Claim, entity: frozenset[str], masked: str, mentions: list[Mention], ctx: Context,
                 others: list[Claim]) -> None:
    """Refute a number said of a plural shared name when one of its entities does not hold it; mark
    it checked for each when all do (see the module docstring). ``others``: the sentence's numbers
    (values of the same attribute bound to other entities make a list, "10.2 and 10.5", not a value
    said of each)."""
    fact = claim.extra.get("fact")
    if fact is None or not claim.fact.found or claim.extra.get("each") or len(entity) < 2 or \
            not fact.attribute or len(fact.entities) != 1 or claim.derived:
        return
    if any(o is not claim and o.fact.found and (f := o.extra.get("fact")) is not None and
           f.attribute == fact.attribute and f.entities != fact.entities and not o.extra.get("each") for o in others):
        return  # "Both ACC samples have an SD of roughly 10 — 10.2 and 10.5": each its own value
    kind = ctx.index.kind(fact.entities[0])
    named = [m for m in mentions if m.key in entity]
    spans = {(m.start, m.end) for m in named}
    if kind is None or not named or len(spans) != 1 or {m.key for m in named} != entity or \
            not _plural(masked, named[0], kind, ctx):
        return  # (one name of them all, as a plural subject: not "BRCA T1 … of the BRCA samples")
    pool = one_each(cited_peers(fact, ctx), kind, ctx)
    by_entity = {k: [f for f in pool if f.entities[0] == k] for k in entity}
    if any(not fs for fs in by_entity.values()):
        return  # (a member the cited records hold no such value of: left to the other readings)
    held_by_each(claim, by_entity, fact, ctx, PLURAL_RULE)
