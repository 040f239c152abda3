"""Fail closed on whose a number is: the last binding pass of a sentence.

A number the first readings backed is kept only when nothing else the sentence could mean holds a
different value. When the sentence names no entity, or a name several entities share ("ACCx" for
both ACC samples, "T1" for every first sample), and the cited records hold the same attribute, over
a scope the sentence allows, for another entity with another value, the reader cannot tell which
one the number is about: the fact is *undecided* (``Fact.unsure``), and the sentence shows ? with
"could not tell which track (rep1 fold change, rep2 fold change) this is about" — never ✓.

Numbers bound by a reading that names its own subject (values and names paired in order, a place
in a ranking, an extreme, a ratio) are left as those readings decided.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .entities import Mention
from .facts import RecordFact, RecordFacts
from .matcher import Context, entity_ok, scope_ok, unback_number, value_ok
from .numbers import seq_key
from .phrases import join_and
from .records import TokenMatch
from .referents import narrowed
from .rules import reading, rule
from .said import Claim

#: How many entities an undecided fact's reason lists before "…".
_SHOWN = 4
OPEN_SUBJECT = reading("settle.open-subject", "a number whose entity the sentence leaves open, where another "
                       "entity holds the same attribute over the same scope with another value, is undecided.",
                       ["The mean was 0.874 (A 0.870, B 0.874)"])
SET_READING = reading("settle.values-as-a-set", "values of one attribute listed for several entities, each bound "
                      "to another one, are read as a set.", ["The two control items score 533 and 538"])
PLACE_DESCRIBED = reading("settle.place-described", "an entity described by its place in the record ('the first "
                          "item') is the entity at that place.", ["The first item starts at 127,735,434"])


def _named(mentions: list[Mention]) -> frozenset[str]:
    """The entities the sentence names by a name only they have, or narrowed to one by the names
    beside it ("GBM T1/T2": GBM's T2); a name several share names none."""
    out: set[str] = set()
    for m in mentions:
        keys = narrowed(mentions, m, (0, 1 << 30))  # (by every other name of the sentence)
        if len(keys) == 1:
            out |= keys
    return frozenset(out)


def _holders(claim: Claim, entity: frozenset[str], fact: RecordFact, named: frozenset[str],
             cited: list[tuple[str, RecordFacts]], ctx: Context) -> list[RecordFact]:
    """The facts of ``cited`` of ``fact``'s attribute that the sentence's words allow (entity, scope,
    and every entity named that ``fact`` is about) for other entities, that do not hold the number
    as written."""
    must = named & set(fact.entities)
    other = bool(claim.extra.get("other"))  # "(1.69 vs 1.22)" after one name: the other value, not that name's
    out: list[RecordFact] = []
    for _, rf in cited:
        for f in rf.facts:
            if f is fact or f.kind != "number" or f.attribute != fact.attribute or f.entities == fact.entities:
                continue
            if not f.entities or f.scope != fact.scope or f.scope_kind != fact.scope_kind or \
                    not must <= set(f.entities) or (other and named & set(f.entities)):
                continue
            if not entity_ok(ctx, entity, f) or not scope_ok(ctx, f):
                continue
            if fact.entities and set(fact.entities) <= named and set(fact.entities) < set(f.entities):
                continue  # "JAK2 spans 143 kb": the gene's own value, not one of its transcripts' (a part's)
            if not value_ok(claim, f, ctx.vocabulary):
                out.append(f)
    return out


def _cited_near(claim: Claim, tokens: list[TokenMatch], cid: str | None,
                cited: list[tuple[str, RecordFacts]]) -> list[tuple[str, RecordFacts]]:
    """The records a number is read against for its subject: with several tokens in the sentence,
    the one right after the number (else the last before it) when it holds the bound fact: "the
    z-score call found 38 peaks [1], the threshold call 48 [2]"."""
    if len({t.id for t in tokens}) < 2:
        return cited
    after = [t for t in tokens if t.start >= claim.end]
    near = after[0] if after else max(tokens, key=lambda t: t.start)
    return [c for c in cited if c[0] == near.id] if near.id == cid else cited


#: "the first peak", "the third row", "the last feature": a place in the record's own order.
_PLACE_RE = rule("settle.place-words", "'the first / second / last' before a noun describes an entity by its place.",
                 r"\bthe\s+(first|second|third|fourth|fifth|last)\s+([a-z]+)(?:[\s-]+([a-z]+))?\b",
                 ["The first item starts", "the last listed item"], ["first of all"])
_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}


def _described(claim: Claim, fact: RecordFact, masked: str, start: int, ctx: Context) -> bool | None:
    """"The first peak starts at 127,735,434": an entity described, earlier in the sentence, by its
    place among the record's entities of a kind (the noun one of the vocabulary's kind words) — True
    when that entity is the one ``fact`` is about, False when it is another, None when none is."""
    said = list(_PLACE_RE.finditer(masked, start, claim.pos))
    if not said:
        return None
    place = said[-1].group(1).lower()
    nouns = [w.lower() for w in said[-1].group(2, 3) if w]  # "the first peak", "the first called peak"
    kind = next((k for noun in nouns for pattern, k in ctx.vocabulary.kind_words if re.fullmatch(pattern, noun)), None)
    record = next((rf for _, rf in ctx.cited if any(f is fact for f in rf.facts)), None)
    if kind is None or record is None:
        return None
    order = list(dict.fromkeys(e for f in record.facts for e in f.entities if ctx.index.kind(e) == kind))
    at = _PLACES[place]
    if not order or at >= len(order):
        return None
    return order[at] in fact.entities


def _who(fact: RecordFact, ctx: Context) -> str:
    return " & ".join(ctx.index.label(e) for e in fact.entities)


def _kind(facts: list[RecordFact], ctx: Context) -> str:
    kinds = {ctx.index.kind(e) for f in facts for e in f.entities}
    if all(len(f.entities) == 2 for f in facts):
        return "pair"
    return kinds.pop() if len(kinds) == 1 else "one"


def undecided_reason(claim: Claim, fact: RecordFact, rivals: list[RecordFact], ctx: Context) -> str:
    """"The checker could not tell which track 0.874 is about: rep1 fold change or rep2 fold change"."""
    names = list(dict.fromkeys([_who(fact, ctx), *(_who(f, ctx) for f in rivals)]))
    more = len(names) - _SHOWN
    shown = join_and(names, "or") if more <= 0 else f"{', '.join(names[:_SHOWN])} or {more} more"
    return f"The checker could not tell which {_kind([fact, *rivals], ctx)} {claim.fact.text} is about: {shown}"


def _exempt(claim: Claim, fact: RecordFact, ranged: set[int]) -> bool:
    """Numbers bound by a reading that names its own subject, the ends of a set's range, a value checked
    for each entity of its group ("both fold-change replicates exceed 190"), and a pair's value said of a
    group ("the two replicates (0.62)", "with each other")."""
    return bool(claim.extra.get("how")) or id(claim) in ranged or claim.derived is not None or \
        bool(claim.extra.get("each")) or \
        (bool(claim.extra.get("collective")) and len(fact.entities) == 2)


def _listed(claims: list[Claim]) -> set[int]:
    """Numbers of one attribute the sentence gives for several entities, each bound to another one
    ("the two Oct4 peaks are 533 and 538 bp", "(0.898 and 0.899 vs 0.615)", "64 + 69 = 143"): a
    set of values read as a set — which is whose the sentence does not say, and need not."""
    by_attribute: dict[str | None, list[tuple[Claim, RecordFact]]] = {}
    for c in claims:
        f = c.extra.get("fact")
        if f is not None and c.fact.found and f.entities and (c.number is None or c.number.bound is None):
            by_attribute.setdefault(f.attribute, []).append((c, f))
    out: set[int] = set()
    for bound in by_attribute.values():
        if len(bound) > 1 and len({f.entities for _, f in bound}) == len(bound):
            out.update(id(c) for c, _ in bound)
    return out


def settle_subjects(claims: list[Claim], said_of: dict[int, frozenset[str]], mentions: list[Mention],
                    referred: Callable[[], frozenset[str]], tokens: list[TokenMatch], masked: str, start: int,
                    ctx: Context, run: Callable[[Claim, Callable[[], None]], None]) -> None:
    """Make undecided every backed number of ``claims`` whose subject the sentence leaves open (see
    the module docstring). ``said_of`` holds the entities each number was said of, ``mentions`` the
    sentence's names, ``referred()`` the one entity its pronouns refer to, if one ("Its mean …" after
    a sentence about Peak_37; asked only when some number is bound), ``tokens`` its citation tokens,
    ``masked`` the message as the checker reads it and ``start`` where the sentence starts in it;
    ``run`` checks a number under its clause's scopes."""
    bound = [c for c in claims if c.fact.found and c.extra.get("fact") is not None and c.extra["fact"].entities]
    if not bound:
        return
    listed = _listed(bound) if len(bound) > 1 else set()
    ranged = listed | {id(c) for c in claims if "range_to" in c.extra} | \
        {id(c.extra["range_to"]) for c in claims if "range_to" in c.extra}
    named: frozenset[str] | None = None  # (made when a number is not plainly about the one name it was said of)
    for claim in bound:
        fact: RecordFact = claim.extra["fact"]
        if id(claim) in listed:
            claim.fact.rule = SET_READING
        if _exempt(claim, fact, ranged):
            continue
        entity = said_of.get(id(claim), frozenset())
        if (len(entity) == 1 and fact.entities == tuple(entity)) or claim.extra.get("within") == set(fact.entities):
            continue  # said of one entity (or of two named as a pair), and the value is theirs alone
        if named is None:
            named = _named(mentions) | referred()
        if set(fact.entities) <= named | (entity if len(entity) == 1 else frozenset()):
            continue  # the sentence names all the value is about
        described = _described(claim, fact, masked, start, ctx)
        if described is not None:
            if not described:
                unback_number(claim, f"{claim.fact.text} is the value of {_who(fact, ctx)}, not of the entity the "
                                     "sentence describes by its place")
            claim.fact.rule = PLACE_DESCRIBED
            continue

        def check(claim: Claim = claim, fact: RecordFact = fact, entity: frozenset[str] = entity,
                  named: frozenset[str] = named) -> None:
            cited = _cited_near(claim, tokens, claim.fact.citation_id, ctx.cited)
            rivals = _holders(claim, entity, fact, named, cited, ctx)
            if rivals:
                claim.fact.miss(None)
                claim.fact.unsure = undecided_reason(claim, fact, rivals, ctx)
                claim.fact.note = claim.fact.unsure
                claim.fact.rule = OPEN_SUBJECT
                claim.extra.pop("fact", None)

        run(claim, check)


PART_OF_SCOPE = reading("settle.one-of-its-regions", "A value computed over several regions is no value of one of "
                        "them: a sentence that names one of those regions as where the value is is refuted.",
                        ["In the window A, the mean was 5.73 (a mean over windows A and B)"])


def one_of_its_regions(claims: list[Claim]) -> None:
    """Refute a number backed by a value over several regions when the sentence names exactly one of
    those regions as a locus ("In the 10-kb window X, rep2 averaged 5.73" of a two-window mean)."""
    loci = [c.fact.value for c in claims if c.fact.kind == "locus"]
    if not loci:
        return
    for claim in claims:
        fact: RecordFact | None = claim.extra.get("fact")
        if fact is None or not claim.fact.found or len(fact.scope) < 2:
            continue
        named = [locus for locus in loci if any(seq_key(locus[0]) == seq_key(c) and (locus[1], locus[2]) == (s, e)
                                                for c, s, e in fact.scope)]
        if named and len(named) < len(fact.scope):
            unback_number(claim, f"{claim.fact.text} is over {len(fact.scope)} regions together, not over "
                                 f"{named[0][0]}:{named[0][1]:,}-{named[0][2]:,} alone", PART_OF_SCOPE)
