"""Matching a sentence's claims against the facts its cited records declare.

A number is backed only by a fact whose attribute is compatible with the words bound to it, about
the entity it names (any entity when it names none), computed over the scope it names (any scope
when it names none), in a compatible unit, equal at the precision written. A count ("7 peaks")
needs an equal integer. A locus said to *be* the view or scope must equal a view or scope locus;
one bound to a feature must be that feature's; any other must overlap a locus of the record. An
accession must be in the record, in the role the sentence gives it. When a claim fails, the
nearest miss is explained ("0.874 is rep2's mean, not rep1's").
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from . import fastpath
from .entities import UNKNOWN, EntityIndex
from .facts import RecordFact, RecordFacts, Vocabulary
from .numbers import length_unit, satisfies
from .owners import owners, where
from .owners import what as _what
from .owners import who as _who
from .phrases import article, attribute_of, join_and, not_whose
from .rules import reading
from .said import Claim
from .scopefit import cited_places, cited_views, in_order, local_pick, scope_fits, scope_order

Cited = list[tuple[str, RecordFacts]]

UNDECLARED = reading("bind.undeclared-field", "a number whose attribute words name nothing the records hold, matching "
                     "a field no word names, is undecided (never backed by a field the words do not name).",
                     ["Completion was 100% (a record field percentComplete)"])


@dataclass
class Context:
    """What one sentence says around its claims: the cited facts, its entity mentions (all keys
    named in the sentence), the scopes it names and the vocabulary."""

    cited: Cited
    index: EntityIndex
    vocabulary: Vocabulary
    mentioned: set[str] = field(default_factory=set)
    scopes: list[tuple[Any, ...]] = field(default_factory=list)
    _known: set[str] | None = field(default=None, repr=False)
    _texts: list[str] | None = field(default=None, repr=False)
    _places: dict[str | None, set[tuple[str, int]]] | None = field(default=None, repr=False)
    created: dict[str, str] = field(default_factory=dict)
    _views: list[tuple[tuple[str, int, int], ...]] | None = field(default=None, repr=False)

    def record_texts(self) -> list[str]:
        """Every cited record's stored text (its data as JSON, title and locus), built once."""
        if self._texts is None:
            self._texts = [rf.text for _, rf in self.cited if rf.text]
        return self._texts

    def views(self) -> list[tuple[tuple[str, int, int], ...]]:
        """The scopes of the views the cited records are over, in the order the records were made."""
        if self._views is None:
            self._views = cited_views(self.cited, self.created)
        return self._views

    def places(self, attribute: str | None) -> set[tuple[str, int]]:
        """(scope kind, length) of every view or region the cited records hold ``attribute`` over."""
        self._places = {} if self._places is None else self._places
        if attribute not in self._places:
            self._places[attribute] = cited_places(self.cited, attribute)
        return self._places[attribute]

    def cited_entity(self, key: str) -> bool:
        """Whether some cited record is about ``key``."""
        if self._known is None:
            self._known = {k for _, rf in self.cited for k in rf.entities}
        return key in self._known


def fmt_value(v: Any) -> str:
    if isinstance(v, float):
        if v.is_integer() and abs(v) < 1e15:
            return f"{int(v):,}"
        return f"{v:.4g}" if abs(v) < 1000 else f"{v:,.1f}"
    return str(v)


def fmt_locus(locus: tuple[str, int, int]) -> str:
    return f"{locus[0]}:{locus[1]}-{locus[2]}"


def scope_label(fact: RecordFact, vocabulary: Vocabulary | None = None) -> str:
    if fact.scope_kind == "all":
        return vocabulary.labels.get("scope:all", "everything") if vocabulary is not None else "everything"
    if fact.scope:
        loci = ", ".join(fmt_locus(s) for s in fact.scope[:3]) + (" …" if len(fact.scope) > 3 else "")
        return loci
    return ""


def scope_ok(ctx: Context, fact: RecordFact) -> bool:
    """A fact fits the sentence's scope when any scope the sentence names fits it."""
    scopes = ctx.scopes
    if fact.scope_kind == "preview" and not any(s[0] == "preview" for s in scopes):
        return False  # fails closed: a count of a truncated preview's rows backs only a sentence about the preview
    if len(scopes) == 1:
        return _fits(ctx, scopes[0], fact)
    if any(s[0] == "file" for s in scopes):  # "the file holds 64 … across chr19": not a preview, AND over chr19
        if fact.scope_kind == "preview":
            return False
        scopes = [s for s in scopes if s[0] != "file"]
    return not scopes or any(_fits(ctx, s, fact) for s in scopes)


def _fits(ctx: Context, scope: tuple[Any, ...], fact: RecordFact) -> bool:
    """:func:`~.scopefit.scope_fits`, and for a local scope whose words say a size or "window", the
    place among those the cited records hold the fact's attribute over (:func:`~.scopefit.local_pick`)."""
    order = scope_order(scope)  # ("in the second view": not the first one's value)
    if not scope_fits(scope, fact) or (order is not None and not in_order(order, fact, ctx.views())):
        return False  # (a feature's value is over the feature: "Peak_281, inside the 10-kb window, has mean 66.7")
    return len(scope) == 1 or scope[0] != "local" or any(ctx.index.kind(e) in ctx.vocabulary.located_kinds
                                                         for e in fact.entities) or \
        local_pick(scope, fact, ctx.places(fact.attribute))


def value_ok(claim: Claim, fact: RecordFact, vocabulary: Vocabulary) -> bool:
    """Whether the number as written matches the fact's value (unit, sign, count and precision)."""
    n = claim.number
    if n is None or fact.kind != "number":
        return False
    v = float(fact.value)
    if n.value < 0 <= v:
        return False
    if claim.extra.get("ordinal") and (fact.unit == "count" or (vocabulary.ordinal_attributes and
                                       fact.attribute not in vocabulary.ordinal_attributes)):
        return False  # "comes in 2nd": a place in an order, never a count nor a value of a field no word names
    if claim.attributes and n.integer and not n.hedged and n.bound is None and \
            claim.attributes <= vocabulary.count_attributes:
        return fact.integer and v == n.value
    if n.percent:
        if fact.unit in ("fraction", None) and satisfies(v * 100.0, n):
            return True
        return fact.unit in ("percent", None) and satisfies(v, n)
    if n.unit == length_unit() and fact.unit != length_unit():
        return False
    if n.unit == "bytes" and fact.unit not in (None, "bytes"):
        return False
    if fact.role == "argument" and n.bound in ("<", ">") and abs(v - n.value) <= max(n.precision, 1e-9 * abs(v)):
        return True  # "fragments separated by less than 2 kb were merged": the call's own gap is the bound said
    return satisfies(v, n)


def attribute_ok(claim: Claim, fact: RecordFact, vocabulary: Vocabulary | None = None) -> bool:
    """No attribute words, or the attribute they name (fail closed: a field no word names backs only
    a number said with no attribute words; an attribute of the vocabulary's ``needs_words`` backs only
    a number its own words name)."""
    if not claim.attributes:
        return vocabulary is None or fact.attribute not in vocabulary.needs_words
    return fact.attribute in claim.attributes


Entities = frozenset[str]


def entity_ok(ctx: Context, entity: Entities, fact: RecordFact) -> bool:
    """No entity named, a fact about no entity, or a fact about the entity named (for a pair,
    the other one must be named in the sentence too when the sentence names two)."""
    if not entity:
        return True
    for e in entity:
        if e.startswith(UNKNOWN):
            return False  # a name no record knows: nothing is about it
    if not fact.entities:
        return True
    if entity.isdisjoint(fact.entities):
        # "rep1's 64 peaks": a track named after the one named ("rep1 peaks"); "7,700 rep1 peaks"
        # citing rep1's peak call: the name a cited record does not know, read as the track it extends
        about = set(fact.entities)
        return any(ctx.index.derived(e) & about or (not ctx.cited_entity(e) and ctx.index.base(e) & about)
                   for e in entity) or _qualifier(ctx, entity, fact)
    if len(fact.entities) == 2 and len(ctx.mentioned - entity) >= 1 and \
            fact.attribute in ctx.vocabulary.pair_attributes:
        others = [e for e in fact.entities if e not in entity]
        return not others or any(o in ctx.mentioned for o in others)
    if len(fact.entities) > 1 and ctx.mentioned - entity:
        # a row about a feature and a track: "Peak_37 …, with rep1 averaging 113.0 across it" names
        # a feature too, and the value must be that feature's
        kinds = {ctx.index.kind(e) for e in fact.entities if e not in entity}
        for kind in kinds:
            named = {m for m in ctx.mentioned if ctx.index.kind(m) == kind}
            if named and not named & set(fact.entities):
                return False
    return True


def _qualifier(ctx: Context, entity: Entities, fact: RecordFact) -> bool:
    """"The Oct4 preview peaks are 533 bp long" citing a file's rows: an entity the cited records do
    not know (or the one whose rows they are: "in narrowpeak_H1_Ctcf.bed, the top interval …"), of a
    kind that holds the kind of the rows (``Vocabulary.container_kinds``), named with rows they hold
    (and no row named), says whose rows they are."""
    kinds = {ctx.vocabulary.container_kinds.get(ctx.index.kind(e)) for e in entity}
    if len(kinds) != 1 or None in kinds or any(ctx.cited_entity(e) and not _holder(ctx, e, fact) for e in entity):
        return False
    member = kinds.pop()
    return all(ctx.index.kind(f) == member for f in fact.entities) and \
        not any(ctx.index.kind(m) == member and m not in fact.entities for m in ctx.mentioned)  # ("peak2363 …")


def _holder(ctx: Context, key: str, fact: RecordFact) -> bool:
    """Whether the record holding ``fact`` is about ``key`` too (a file and its rows)."""
    return any(key in rf.entities and any(f is fact for f in rf.facts) for _, rf in ctx.cited)


def label_of(ctx: Context, entity: Entities) -> str | None:
    return ctx.index.label(sorted(entity)[0]) if entity else None


def _numbers(ctx: Context) -> list[tuple[str, RecordFact]]:
    return [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number"]


def binding(ctx: Context, fact: RecordFact) -> str:
    """"rep1 · mean over chr19:0-58617616 (data.tracks[0].stats.mean)"."""
    if fact.kind == "locus":
        who = " & ".join(ctx.index.label(e) for e in fact.entities)
        role = {"view": "the view", "scope": "the scope", "feature": "the locus"}.get(fact.role or "", "a locus")
        return f"{role}{' of ' + who if who else ''} {fact.matched} ({fact.path})"
    who = " & ".join(owners(ctx, fact.entities)) if fact.entities else ""
    what = ctx.vocabulary.label(fact.attribute)
    where = scope_label(fact, ctx.vocabulary)
    text = f"{who} · {what}" if who else what
    if fact.role == "argument":  # the call's own argument, echoed in its record
        text += " (the call's argument)"
    if where:
        text += f" over {where}"
    return f"{text} ({fact.path})"


def _found(claim: Claim, ctx: Context, cid: str, fact: RecordFact) -> None:
    f = claim.fact
    f.back(cid, fact.path, fact.matched, f"{f.text} → {binding(ctx, fact)}")
    claim.extra["fact"] = fact


def resolve_range_ends(claim: Claim, entity: Entities, ctx: Context) -> bool:
    """"rep2 peak scores span 21–177": the range's ends must be the lowest and the highest value the
    record holds of the entity (the vocabulary's ``range_attributes``). False when the records hold
    no such pair (the range is then checked as a range of one value)."""
    lo, hi = claim.extra["ends"]
    low_attrs, high_attrs = ctx.vocabulary.range_attributes
    lows = [(c, f) for c, f in _numbers(ctx) if f.attribute in low_attrs and entity_ok(ctx, entity, f)
            and scope_ok(ctx, f) and (not claim.attributes or _paired(f.attribute, claim.attributes, low_attrs))]
    highs = [(c, f) for c, f in _numbers(ctx) if f.attribute in high_attrs and entity_ok(ctx, entity, f)
             and scope_ok(ctx, f) and (not claim.attributes or _paired(f.attribute, claim.attributes, high_attrs))]
    pairs = [(x, y) for x in lows for y in highs if x[1].entities == y[1].entities]
    if not pairs:
        return False
    for (cid, f), (_, g) in pairs:
        if satisfies(float(f.value), lo) and satisfies(float(g.value), hi):
            _found(claim, ctx, cid, f)
            claim.fact.binding = f"{claim.fact.text} → {binding(ctx, f)} to {binding(ctx, g)}"
            return True
    (_, f), (_, g) = pairs[0]
    claim.fact.note = (f"In {where(ctx)}, the values of {_who(ctx, f)} run from {fmt_value(float(f.value))} "
                       f"to {fmt_value(float(g.value))}, not {claim.fact.text}")
    return True


def _paired(attribute: str | None, named: frozenset[str], ends: frozenset[str]) -> bool:
    """A low / high end fits the attribute words said ("scores" → minScore / maxScore)."""
    return attribute in named or not (named & ends)


def resolve_number(claim: Claim, entity: Entities, ctx: Context) -> None:
    """Find the fact that backs a number claim, or explain the nearest miss in ``fact.note``."""
    best = backing(claim, entity, ctx)
    if best is not None:
        _found(claim, ctx, *best)
        return
    claim.fact.note = _why_number(claim, entity, ctx, _numbers(ctx))
    undeclared = _undeclared(claim, entity, ctx)
    if undeclared is not None:
        claim.fact.unsure = claim.fact.note = undeclared
        claim.fact.rule = UNDECLARED


def _undeclared(claim: Claim, entity: Entities, ctx: Context) -> str | None:
    """"Coverage was 100%" of a record whose field ``percentCovered`` no word names: when the
    records hold nothing of the attribute the words name, a value of a field the vocabulary does not
    know may or may not be it — undecided, never backed (why, or None when no such field holds it)."""
    voc = ctx.vocabulary
    numbers = _numbers(ctx)
    low, high = voc.range_attributes
    if not claim.attributes or any(f.attribute in claim.attributes for _, f in numbers) or \
            claim.attributes <= low or claim.attributes <= high:
        return None  # (a highest / lowest word is read against the extremes of the fields: :mod:`.parallel`)
    for _, fact in numbers:
        if fact.attribute is not None and not voc.known(fact.attribute) and entity_ok(ctx, entity, fact) and \
                scope_ok(ctx, fact) and value_ok(claim, fact, voc):
            want = voc.label(next(iter(sorted(claim.attributes))))
            return f"The record's field {fact.attribute} is {claim.fact.text}, but the checker could not tell " \
                   f"whether it is the {want} the sentence names"
    return None


def back_number(claim: Claim, ctx: Context, cid: str, fact: RecordFact, how: str = "",
                rule: str | None = None) -> None:
    """Record that ``fact`` of ``cid`` backs the number claim (``how``: the reading that bound it, in
    words; ``rule``: its id)."""
    _found(claim, ctx, cid, fact)
    claim.fact.note = None
    claim.fact.rule = rule
    if how:
        claim.fact.binding = f"{claim.fact.binding} ({how})"
        claim.extra["how"] = how  # a reading that names its own subject (see :mod:`.settle`)


def unback_number(claim: Claim, note: str | None, rule: str | None = None) -> None:
    """A number first backed that a later reading finds is not: ``note`` says why (``rule``: the
    reading that found it)."""
    claim.fact.miss(note, rule)
    claim.extra.pop("fact", None)
    claim.extra.pop("how", None)


def backing(claim: Claim, entity: Entities, ctx: Context) -> tuple[str, RecordFact] | None:
    """The cited fact nearest in value that backs the number claim about ``entity``, if any (a fact
    about exactly the entities named first)."""
    voc = ctx.vocabulary
    indexed = bool(claim.attributes) and fastpath.enabled()
    if indexed:  # the facts attribute_ok accepts, and only those
        candidates = [(cid, f) for cid, rf in ctx.cited for f in rf.numbers_for(claim.attributes, voc)]
    else:
        candidates = [(cid, f) for cid, f in _numbers(ctx) if attribute_ok(claim, f, voc)]
    best: tuple[tuple[int, float], str, RecordFact] | None = None
    if not indexed:  # (bound to attribute words, the candidates hold no position unless the words name one)
        positions = voc.position_attributes[0] | voc.position_attributes[1]
        n = claim.number
        coordinate = n is not None and n.integer and n.unit is None and n.value >= 10_000 and not n.hedged
        if positions and not claim.attributes & positions and not coordinate:
            # a length is no position: "1 Mb" is not a start at 1,000,000 (an exact coordinate may be one)
            candidates = [(cid, f) for cid, f in candidates if f.attribute not in positions]
    if claim.attributes and (not indexed or any(rf.has_unnamed(voc) for _, rf in ctx.cited)) and \
            any(f.attribute not in claim.attributes for _, f in candidates):
        named = [(cid, f) for cid, f in candidates if f.attribute in claim.attributes]
        if named or (claim.number is not None and claim.number.tolerance == float("inf")):
            # a field no cue names backs a named attribute only where the records hold none of it
            # ("replicate 1" of a file with replicate 2 is not its scoreParts.assembly of 1);
            # "more than 7,000 peaks" is only ever about the attribute named
            candidates = named
    partner: frozenset[str] | None = claim.extra.get("partner")
    within: frozenset[str] | None = claim.extra.get("within")
    for cid, fact in candidates:
        if value_ok(claim, fact, voc) and scope_ok(ctx, fact) and entity_ok(ctx, entity, fact) and (
                partner is None or _partner_ok(partner, fact, ctx)) and (
                within is None or _within_ok(within, fact, ctx)):  # (the cheapest test first)
            gap = abs(float(fact.value) - (claim.number.value if claim.number else 0.0))
            # the named entity's own fact before one of its parts' ("JAK2 spans 143 kb": not a transcript's)
            key = (0 if not entity or set(fact.entities) == set(entity) else 1, gap)
            if best is None or key < best[0]:
                best = (key, cid, fact)
    return (best[1], best[2]) if best is not None else None


def _within_ok(within: frozenset[str], fact: RecordFact, ctx: Context) -> bool:
    """A pair's value said of two entities named as a pair ("the LGG pair"): the pair of those two."""
    return fact.attribute not in ctx.vocabulary.pair_attributes or len(fact.entities) != 2 or \
        set(fact.entities) == within


def _partner_ok(partner: frozenset[str], fact: RecordFact, ctx: Context) -> bool:
    """A pair's value said of a name written joined to another ("rep1–pooled is 0.90"): the
    pair must hold that other name too."""
    if fact.attribute not in ctx.vocabulary.pair_attributes or len(fact.entities) != 2:
        return True
    return bool(partner & set(fact.entities)) or any(ctx.index.derived(e) & set(fact.entities) for e in partner)


def _values(ctx: Context, facts: list[RecordFact]) -> str:
    """"1.224", or "1.224 (rep1) and 1.687 (rep2)" when they are of different owners; "…" past three."""
    owners = {f.entities for f in facts[:3]}
    shown = list(dict.fromkeys(fmt_value(float(f.value)) + (f" ({_who(ctx, f)})" if len(owners) > 1 else "")
                               for f in facts[:3]))
    return join_and(shown) + (", among others" if len(facts) > 3 else "")


#: How a bound is said in a reason: "not below 0.87".
_SIDES = {">": "above", ">=": "at least", "<": "below", "<=": "at most"}


def _why_number(claim: Claim, entity: Entities, ctx: Context, facts: list[tuple[str, RecordFact]]) -> str:
    """Why no fact backs the number, as a sentence naming what was looked for and where."""
    voc = ctx.vocabulary
    text = claim.fact.text
    want = voc.label(next(iter(sorted(claim.attributes)))) if claim.attributes else None
    whom = label_of(ctx, entity)
    n = claim.number
    if n is not None and n.bound is not None:  # "stays below 0.87": a side ("just over 200": a side, and near)
        text = f"{_SIDES[n.bound]} {text}"
    open_side = n is not None and n.bound is not None and math.isinf(n.tolerance)
    misses = [] if open_side else facts  # (a value on that side is no near miss of a bound)
    for _, fact in misses:  # the right value of another entity
        if entity and attribute_ok(claim, fact, voc) and value_ok(claim, fact, voc) and \
                not entity_ok(ctx, entity, fact):
            return f"{text} is {_what(ctx, fact)}, {not_whose(owners(ctx, entity))}"
    for _, fact in misses:  # the right value of another attribute
        if want and not attribute_ok(claim, fact, voc) and value_ok(claim, fact, voc) and entity_ok(
                ctx, entity, fact):
            return f"{text} is {_what(ctx, fact)}, not {article(want)} {want}"
    for _, fact in misses:  # the right value over another scope
        if attribute_ok(claim, fact, voc) and entity_ok(ctx, entity, fact) and value_ok(claim, fact, voc) and \
                not scope_ok(ctx, fact):
            return f"{text} is {_what(ctx, fact)} over {scope_label(fact, voc)}, not over the scope the sentence names"
    named = [f for _, f in facts if claim.attributes and attribute_ok(claim, f, voc) and entity_ok(ctx, entity, f)]
    same = [f for f in named if scope_ok(ctx, f)]
    cited = where(ctx)
    if same:  # (the facts' own owners when they are one: "the Pearson r of rep1 and rep2")
        named_owners = owners(ctx, same[0].entities) if len({f.entities for f in same}) == 1 else (
            [whom] if whom else [])
        asked = attribute_of(voc.label(same[0].attribute), named_owners)
        return f"{cited[:1].upper()}{cited[1:]} gives {asked} as {_values(ctx, same)}, not {text}"
    if named:  # of the entity and attribute named, but only over other scopes
        asked = attribute_of(voc.label(named[0].attribute), [whom] if whom else [])
        return (f"{cited[:1].upper()}{cited[1:]} gives {asked} only over {scope_label(named[0], voc)} "
                f"({_values(ctx, named)}), not over the scope the sentence names")
    if want:
        return f"{cited[:1].upper()}{cited[1:]} holds no {want}{f' of {whom}' if whom else ''} to back {text}"
    if whom:
        return f"No value of {whom} in {cited} is {text}"
    return f"No value in {cited} is {text} at the precision written"
