"""Comparisons in words over cited values.

- "rep1 is higher than rep2", "rep2's mean exceeds rep1's", "H3K27ac trails H3K4me3": both
  entities' values of the attribute the sentence names must be in the cited records, and ordered
  as said;
- "The pooled track's max (870.1) exceeds both replicates": the value against each of the group's,
  or against their sum ("… the two replicates' intervals combined");
- "rep2 had the highest maximum": the entity's value is the largest of that attribute among the
  cited entities (at least two) — :mod:`.superlatives`;
- "rep1 averaged 2.76. rep2 came in higher, at 2.30": a comparative with no "than" compares with
  the previous sentence's entity; "CTCF is higher on average, 3.86 vs 4.37": with the other entity
  whose value the sentence states.

A comparison whose two sides are not both in the cited records is not checkable: it is left out
of the sentence's facts. The words are rules (:mod:`.rules`), ids ``comparison.*``.
"""

from __future__ import annotations

import re

from .arithmetic import cue_near, entity_values
from .closeness import (
    THAN_WITH_RE,
    by_attribute,
    closeness_attributes,
    other_reading,
    pair_sides,
    pair_values,
    pairs_with,
    readings_agree,
    with_third,
)
from .comparewords import BARE_WORDS, COMPARATIVE_WORDS, COMPARISON_VERBS, SUPERLATIVE_WORDS, is_less, says_less
from .cues import CueHit
from .entities import Mention, keys_at, mention_groups, outermost
from .every import named_as, one_each
from .facts import RecordFact
from .matcher import Context, binding, fmt_value
from .numbers import length_unit
from .phrases import possessive
from .referents import joined_names
from .rules import rule
from .said import Claim, Fact
from .superlatives import superlatives, who

COMPARATIVE_RE = rule(
    "comparison.comparative",
    "A comparative with 'than' or a verb of comparison ('rep1 is higher than rep2', 'rep2's mean exceeds rep1's', "
    "'H3K27ac trails H3K4me3') says the first entity's value is above (or below) the second's.",
    r"\b(?P<word>higher|greater|larger|bigger|stronger|better|more|exceeds?|exceeded|above|lower|smaller|weaker|worse|"
    r"less|fewer|below|hotter|richer|busier|brighter|denser|noisier|cooler|colder|quieter|sparser|closer|tighter|"
    r"looser)\b"
    r"(?:\s+[\w'-]+){0,4}?\s+(?:than|that\s+of|those\s+of)\b"
    r"|\b(?P<word2>exceeds?|exceeded|beats?|"
    rf"(?:{'|'.join(COMPARISON_VERBS)})(?:\s+behind)?|"
    r"f(?:a|e)lls?\s+short\s+of|(?:is|are|was|were|sits?|sat|stays?|stayed|f(?:a|e)lls?|lies|lay|comes?|came|"
    r"stands?|stood|remains?|remained)\s+(?:just\s+|slightly\s+|well\s+|far\s+)?below|"
    r"(?:is|are|was|were|sits?|sat|stays?|stayed|rises?|rose|lies|lay|comes?|came|stands?|stood|remains?|"
    r"remained)\s+(?:just\s+|slightly\s+|well\s+|far\s+)?above)\b",
    examples=["A is higher than B", "A outscores B", "A averaged 3.86, trailing B"],
    counterexamples=["B had the highest maximum", "A averaged 2.76"])
#: A comparative said without "than": "rep2 came in higher, at 2.30" (after a sentence about rep1).
_BARE_COMPARATIVE_RE = rule(
    "comparison.bare-comparative",
    "A comparative without 'than' compares with the other entity whose value the sentence states ('CTCF is higher "
    "on average, 3.86 vs 4.37'), else with the previous sentence's entity ('rep2 came in higher, at 2.30').",
    r"\b(?P<word>higher|greater|larger|bigger|stronger|lower|smaller|weaker)\b"
    r"(?!(?:\s+[\w'-]+){0,3}?\s+(?:than|that\s+of|those\s+of)\b)",
    examples=["B came in higher, at 2.30", "B was lower"],
    counterexamples=["B came in higher than A", "the highest"])
#: A group compared with after a comparative: "both replicates", "either replicate", "the other two tracks".
#: After a group compared with: "… the two replicates' intervals combined", "… both replicates put together".
_TOGETHER_RE = rule(
    "comparison.together",
    "'combined', 'together' or 'in total' after the group a value is compared with ('outnumber the two samples' "
    "items combined') compares it with the group's sum.",
    r"(?:['\u2019]s?)?(?:\s+[a-z][\w-]*){0,2}?\s+(?:combined|together|put\s+together|"
    r"added\s+together|summed|in\s+total)\b",
    examples=["' items combined", " put together", " in total"],
    counterexamples=[" each", " totals"])
_GROUP_RE = rule(
    "comparison.group",
    "A group right after a comparative ('exceeds both samples', 'either sample', 'the other two series') "
    "compares the value with each of the group's.",
    r"\s*(?:(?:both|either|all|each)\s+(?:of\s+)?(?:the\s+)?"
    r"|the\s+(?=(?:other\s+)?(?:two|three|four)\b))(?:other\s+)?(?:(?:two|three|four)\s+)?"
    r"(?:other\s+)?(?P<noun>[a-z]+?)(?:e?s)?\b",
    examples=[" both samples", " either sample", " the other two groups"],
    counterexamples=[" A's", " the pooled sample"])


_INDEX_RE = re.compile(r"\[\d+\]")


def _compare(ctx: Context, pairs: list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]],
             less: bool, said: str, between: str, a: frozenset[str], b: frozenset[str]) -> Fact:
    """The comparison fact: found when, under every attribute of ``pairs``, some pair of values is
    ordered as said; wrong when under none; undecided when the attributes disagree (the words name
    none of them: "more similar" by Pearson r and by Spearman)."""
    fact = Fact("comparison", said, between)
    held = by_attribute(pairs, (lambda x, y: x < y) if less else (lambda x, y: x > y))
    if all(held.values()):
        (ca, xa), (_cb, xb) = next(v for v in held.values() if v)
        fact.back(ca, xa.path, xa.matched,
                  f"{binding(ctx, xa)} = {fmt_value(float(xa.value))} vs {binding(ctx, xb)} = "
                  f"{fmt_value(float(xb.value))}", "comparison.comparative")
        return fact
    (_, xa), (_, xb) = next(((p[0], p[1]) for p in pairs if held.get(p[0][1].attribute) is None), pairs[0])
    if any(held.values()):
        fine = ", ".join(ctx.vocabulary.label(k) for k, v in held.items() if v)
        fact.unsure = (f"The comparison holds by {fine} but not by {ctx.vocabulary.label(xa.attribute)}: the checker "
                       "could not tell which the sentence compares")
        fact.rule = "comparison.comparative"
        return fact
    label = ctx.vocabulary.label(xa.attribute)
    va, vb = fmt_value(float(xa.value)), fmt_value(float(xb.value))
    if _is_pair(ctx, xa) and _is_pair(ctx, xb):  # "the Pearson r of A and B is 0.99, and that of C and D 0.995"
        fact.note = (f"The comparison does not hold: the {label} of {_pair_names(ctx, xa)} is {va}, and that of "
                     f"{_pair_names(ctx, xb)} is {vb}")
        return fact
    fact.note = (f"The comparison does not hold: {possessive(_side(ctx, xa, a))} {label} is {va} and "
                 f"{possessive(_side(ctx, xb, b))} is {vb}")
    return fact


def _is_pair(ctx: Context, fact: RecordFact) -> bool:
    return fact.attribute in ctx.vocabulary.pair_attributes and len(fact.entities) == 2


def _pair_names(ctx: Context, fact: RecordFact) -> str:
    return " and ".join(ctx.index.label(e) for e in fact.entities)


def _side(ctx: Context, fact: RecordFact, keys: frozenset[str]) -> str:
    """How a note names one side of a comparison: by the entity its value is about."""
    return ctx.index.label(fact.entities[0]) if len(fact.entities) == 1 else who(ctx, keys)


def _value_pairs(ctx: Context, attributes: frozenset[str], a: frozenset[str],
                 b: frozenset[str]) -> list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]]:
    """``a``'s and ``b``'s values of one attribute of ``attributes``, paired."""
    fa, fb = entity_values(ctx, attributes, a), entity_values(ctx, attributes, b)
    pairs = ctx.vocabulary.pair_attributes  # a pair's value is one side only where the side names that pair
    fa = [x for x in fa if x[1].attribute not in pairs or set(x[1].entities) == a]
    fb = [y for y in fb if y[1].attribute not in pairs or set(y[1].entities) == b]
    return [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute and _field(x[1]) == _field(y[1])]


def _field(fact: RecordFact) -> str:
    """The field a value is held in, list positions aside: two parts of one score
    ("scoreParts.target", "scoreParts.biosample_exact") are not one attribute compared."""
    return _INDEX_RE.sub("", fact.path).rsplit(".", 1)[-1].split(" (", 1)[0]


def _word_attributes(ctx: Context, word: str) -> frozenset[str]:
    """The attributes the vocabulary's words name in ``word`` alone ("score")."""
    found = [cue for _s, _e, cue, _t in ctx.vocabulary.scanner().scan(word, 0, len(word))]
    return frozenset().union(*(c.attributes for c in found)) if found else frozenset()


def _stated_attributes(claims: list[Claim]) -> frozenset[str]:
    """The attributes of the values the sentence states (that records back)."""
    return frozenset(c.extra["fact"].attribute for c in claims if c.fact.found and "fact" in c.extra
                     and c.extra["fact"].attribute)


def _cue_of(m: re.Match[str], hits: list[CueHit], claims: list[Claim] | None = None,
            compared: frozenset[str] = frozenset(), units: dict[str, str] | None = None) -> frozenset[str]:
    """The attributes of the words inside a comparative ("exceeds rep1's mean"); else the one
    attribute the sentence's values of the ``compared`` entities are bound to, when its words are
    said ("CTCF averaged 3.86 over the view, trailing H2A.Z": the mean, not the view's length);
    else those of the words nearest it."""
    inside = [h for h in hits if m.start() <= h.start and h.end <= m.end()]
    if inside:
        return inside[0].attributes
    stated = _stated_attributes([c for c in claims or [] if "fact" in c.extra
                                 and compared & set(c.extra["fact"].entities)])
    if len(stated) == 1 and any(stated & h.attributes for h in hits):
        return stated
    cue = cue_near([h for h in hits if not (_is_length(h, units or {}) and
                                            _PLACE_BEFORE_RE.search(m.string, max(0, h.start - 40), h.start))],
                   m.start())  # ("… than H3K27ac in the H1 view": the view is where, not what is compared)
    return cue.attributes if cue is not None else frozenset()


def _is_length(h: CueHit, units: dict[str, str]) -> bool:
    """Whether the words name only lengths (a view's, a window's)."""
    return bool(units) and all(units.get(a) == length_unit() for a in h.attributes)


_PLACE_BEFORE_RE = rule(
    "comparison.place-words",
    "Length words after 'in', 'over', 'across' or 'within' ('more enriched than B in the H1 view') say where the "
    "comparison holds, not what it compares.",
    r"\b(?:in|over|across|within|throughout)\s+(?:the\s+|this\s+|that\s+|its\s+)?(?:[\w.-]+\s+){0,2}$",
    examples=["than B in the H1 ", "over the "], counterexamples=["the mean of ", "than B's "])


def _with_earlier(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], claims: list[Claim],
                  ctx: Context, earlier: list[Mention], derived_spans: list[tuple[int, int]]) -> list[Fact]:
    """"rep1 averaged 2.76. rep2 came in higher, at 2.30": the entity named against the previous
    sentence's, in the attribute this sentence's number is bound to."""
    out: list[Fact] = []
    low = masked[span[0]:span[1]].lower()
    if not any(w in low for w in BARE_WORDS):
        return out
    for m in _BARE_COMPARATIVE_RE.finditer(masked, *span):
        if any(s <= m.start() <= e for s, e in derived_spans):
            continue
        before = [x for x in mentions if x.end <= m.start()]
        if not before:
            continue
        a = keys_at(mentions, before[-1])
        b = next((g for g in mention_groups(earlier) if not g & a), None)
        bound = [c for c in claims if c.fact.found and "fact" in c.extra and c.extra["fact"].attribute]
        attributes = frozenset({bound[0].extra["fact"].attribute}) if bound else frozenset()
        if b is None or not attributes:
            continue
        pairs = _value_pairs(ctx, attributes, a, b)
        if pairs:
            out.append(_compare(ctx, pairs, is_less(m.group("word").lower()), text[m.start():m.end()],
                                text[before[-1].start:m.end()], a, b))
        break
    return out


def _with_stated(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], claims: list[Claim],
                 ctx: Context, derived_spans: list[tuple[int, int]]) -> list[Fact]:
    """"CTCF is higher on average, 3.86 vs 4.37": a comparative without "than" whose subject's value
    and one other entity's value of the same attribute are the values the sentence states: the
    subject's against the other's."""
    bound = [c.extra["fact"] for c in claims if c.fact.found and "fact" in c.extra and c.extra["fact"].attribute]
    attributes = frozenset(f.attribute for f in bound)
    if len(bound) < 2 or len(attributes) != 1:
        return []
    for m in _BARE_COMPARATIVE_RE.finditer(masked, *span):
        before = [x for x in mentions if x.end <= m.start()]
        if not before or any(s <= m.start() <= e for s, e in derived_spans):
            continue
        a = keys_at(mentions, before[-1])
        held = {frozenset(f.entities) for f in bound}
        others = [e for e in held if not e & a]
        if len(others) != 1 or len(held) != 2:
            return []  # the subject's value not stated, or more than one other
        pairs = _value_pairs(ctx, attributes, a, others[0])
        return [_compare(ctx, pairs, is_less(m.group("word").lower()), text[m.start():m.end()],
                         text[before[-1].start:m.end()], a, others[0])] if pairs else []
    return []


def _against_group(text: str, masked: str, m: re.Match[str], a: frozenset[str], hits: list[CueHit],
                   claims: list[Claim], ctx: Context) -> Fact | None:
    """"The pooled track's max (870.1) exceeds both replicates": ``a``'s value against each of the
    group's (the entities of ``a``'s kind in the same record over the same scope, those named after
    the group's noun when there are such: "replicates" are the tracks named "replicate …")."""
    said = _GROUP_RE.match(masked, m.end())
    if said is None:
        return None
    attributes = _cue_of(m, hits, units=ctx.vocabulary.units)
    attributes |= frozenset(c.extra["fact"].attribute for c in claims if c.fact.found and "fact" in c.extra
                            and c.extra["fact"].attribute and a & set(c.extra["fact"].entities))
    mine = entity_values(ctx, attributes, a)
    if not mine:
        return None
    cid, fact = mine[0]
    kind = ctx.index.kind(fact.entities[0])
    others = [(c, f) for c, rf in ctx.cited if c == cid for f in one_each(rf.peers(fact), kind, ctx)
              if f.entities[0] not in a]
    stem = said.group("noun").lower()
    named = [x for x in others if named_as(ctx, x[1].entities[0], stem)]
    group = [f for _, f in (named if len(named) >= 2 else others)]
    if not group:
        return None
    less = is_less((m.group("word") or m.group("word2")).lower())
    together = _TOGETHER_RE.match(masked, said.end())
    if together is not None:  # "outnumber the two replicates' intervals combined": against their sum
        return _against_total(text[m.start():together.end()], ctx, a, cid, fact, group, less)
    return _against_each(text[m.start():said.end()], ctx, a, cid, fact, group, less)


def _against_total(said: str, ctx: Context, a: frozenset[str], cid: str, fact: RecordFact, group: list[RecordFact],
                   less: bool) -> Fact:
    """``a``'s value against the group's values added together."""
    v = float(fact.value)
    total = sum(float(f.value) for f in group)
    result = Fact("comparison", said, said)
    if (v < total) if less else (v > total):
        result.back(cid, fact.path, fact.matched, f"{binding(ctx, fact)} = {fmt_value(v)}, "
                                                  f"{'below' if less else 'above'} the {len(group)} others "
                                                  f"together ({fmt_value(total)})", "comparison.together")
    else:
        label = ctx.vocabulary.label(fact.attribute)
        result.note = (f"The comparison does not hold: {possessive(who(ctx, a))} {label} is {fmt_value(v)} and "
                       f"the {len(group)} others together have {fmt_value(total)}")
    return result


def _against_each(said: str, ctx: Context, a: frozenset[str], cid: str, fact: RecordFact, group: list[RecordFact],
                  less: bool) -> Fact:
    """``a``'s value against each of the group's."""
    v = float(fact.value)
    wrong = [f for f in group if not ((v < float(f.value)) if less else (v > float(f.value)))]
    result = Fact("comparison", said, said)
    if wrong:
        label = ctx.vocabulary.label(fact.attribute)
        result.note = (f"The comparison does not hold: {possessive(who(ctx, a))} {label} is {fmt_value(v)} and "
                       f"{possessive(who(ctx, frozenset(wrong[0].entities)))} is {fmt_value(float(wrong[0].value))}")
    else:
        result.back(cid, fact.path, fact.matched, f"{binding(ctx, fact)} = {fmt_value(v)}, "
                                                  f"{'below' if less else 'above'} each of the {len(group)} others",
                    "comparison.group")
    return result


def comparisons(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], hits: list[CueHit],
                claims: list[Claim], ctx: Context, earlier: list[Mention] | None = None) -> list[Fact]:
    """Facts for the comparative and superlative statements of one sentence (checked ones only).
    ``earlier``: the previous sentence's entities, for a comparative said without "than"."""
    out: list[Fact] = []
    if not mentions:
        return out
    low = masked[span[0]:span[1]].lower()
    derived_spans = [(c.pos, c.end + 40) for c in claims if c.derived]
    if any(w in low for w in COMPARATIVE_WORDS):
        for m in COMPARATIVE_RE.finditer(masked, *span):
            if any(s <= m.start() <= e for s, e in derived_spans):
                continue
            fact = _comparative(text, masked, m, mentions, hits, claims, ctx)
            if fact is not None:
                out.append(fact)
    if not out and "than" not in low and any(w in low for w in BARE_WORDS):
        out += _with_stated(text, masked, span, mentions, claims, ctx, derived_spans)
    if not out and earlier and "than" not in low:
        out += _with_earlier(text, masked, span, mentions, claims, ctx, earlier, derived_spans)
    if any(w in low for w in SUPERLATIVE_WORDS + BARE_WORDS):  # "the higher … of the two"
        out += superlatives(text, masked, span, mentions, hits, claims, ctx)
    return out


_RANKED_ON_RE = rule("comparison.ranked-on", "'on', 'by' or 'in terms of' and attribute words after 'X outranks Y' "
                     "('outranks Y on mean') compare that attribute, not the places.",
                     r"\s+(?:on|by|in\s+terms\s+of|for)\s+(?:the\s+|its\s+|their\s+)?",
                     [" on ", " by the ", " in terms of "], [" in the results", ", "])


def _ranked_on(masked: str, at: int, hits: list[CueHit], ordinal: frozenset[str]) -> frozenset[str] | None:
    """The attributes named right after "X outranks Y" ("… on mean"), if any but a place."""
    said = _RANKED_ON_RE.match(masked, at)
    if said is None:
        return None
    hit = next((h for h in hits if h.start == said.end()), None)
    return hit.attributes if hit is not None and not hit.attributes <= ordinal else None


def _comparative(text: str, masked: str, m: re.Match[str], mentions: list[Mention], hits: list[CueHit],
                 claims: list[Claim], ctx: Context) -> Fact | None:
    """The fact one comparative states: the entity named before it against the one named after it
    (or the group after it)."""
    word = (m.group("word") or m.group("word2")).lower()
    less = says_less(word, m.group())  # ("more weakly than": less)
    whole = joined_names(outermost(mentions), masked)  # ("BRCA T1" one name, not "BRCA" and "T1")
    before = [x for x in whole if x.end <= m.start()]
    after = [x for x in whole if x.start >= m.end()]
    if before and not after:  # "the pooled max (870.1) exceeds both replicates"
        return _against_group(text, masked, m, keys_at(whole, before[-1]), hits, claims, ctx)
    if not before or not after:
        return None
    a, b = keys_at(whole, before[-1]), keys_at(whole, after[0])
    said, between = text[m.start():m.end()], text[before[-1].start:after[0].end]
    ordinal = ctx.vocabulary.ordinal_attributes
    on = _ranked_on(masked, after[0].end, hits, ordinal) if word.startswith("outrank") else None
    attributes = on or _cue_of(m, hits, claims, a | b, ctx.vocabulary.units)
    close = closeness_attributes(ctx, m.group())  # "more similar", "closer to": said of pairs' values only
    sides = pair_sides(whole, masked, (before[-1], after[0]))  # "the ACC pair is more similar than the GBM pair"
    pairs = pair_values(ctx, (attributes & ctx.vocabulary.pair_attributes) or close, *sides) if all(sides) else []
    if pairs:
        return _compare(ctx, pairs, less, said, between, *sides)
    if a & b:  # a name of both sides' entities ("rep1-rep2.idr…" of "rep2 … than rep1") is neither side
        a, b = a - b, b - a
        if not a or not b:
            return None
    if close and not attributes & ctx.vocabulary.pair_attributes:
        attributes = close  # ("rep1 sits closer to pooled than rep2 does": no one track's value is compared)
    ranked = word.startswith("outrank") and bool(ordinal) and on is None
    if ranked:  # "X outranks Y": X's place is the smaller number ("outranks Y on mean": the higher mean)
        attributes = ordinal
    elif word.startswith("outscor"):  # "X outscores Y": the attribute the word "score" names
        attributes = _word_attributes(ctx, "score")
    pairs = _value_pairs(ctx, attributes, a, b)
    if not pairs:  # "rep1 peaks outnumber rep2 peaks (64 vs 69)": the attribute their values were found under
        stated = _stated_attributes(claims)
        pairs = _value_pairs(ctx, stated, a, b) if not close else []
        ranked = ranked and bool(stated & ordinal)  # (places no more: the values stated are compared)
        if not pairs:  # "rep1 correlates more strongly with pooled than rep2 does": each with the third
            named = mention_groups(before)  # "rep1 tracks the pooled signal more closely than rep2": rep1's
            subject = named[0] if len(named) >= 2 else a
            named_attributes = close or attributes.union(stated, *(h.attributes for h in hits))  # a pair attribute
            inside = [x for x in mentions if m.start() <= x.start and x.end <= m.end()]
            if THAN_WITH_RE.match(masked, m.end()) and inside:  # "X correlates better with Y than with Z"
                y = keys_at(mentions, inside[0])
                pairs = pairs_with(ctx, named_attributes, a, y, b)
                return _compare(ctx, pairs, less, said, between, a | y, a | b) if pairs else None
            pairs = with_third(ctx, named_attributes, subject, b, mentions) if not subject & b else []
            a = subject if pairs else a
            if not readings_agree(pairs, other_reading(ctx, pairs, subject, b, masked, after[0].end), less):
                return Fact("comparison", said, between, rule="comparison.than-does",
                            unsure=f"The checker could not tell what “{said}” compares {who(ctx, subject)}'s pair "
                                   f"with: {who(ctx, b)}'s pair with the same track, or {who(ctx, subject)}'s with "
                                   f"{who(ctx, b)}")
    if not pairs:
        return None
    return _compare(ctx, _as_stated(pairs, claims, a | b), ranked or less, said, between, a, b)


def _as_stated(pairs: list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]], claims: list[Claim],
               compared: frozenset[str]) -> list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]]:
    """The pairs of the attribute the sentence states the compared entities' values of, where its
    words name several ("a higher top score than rep2 peaks (177 vs 123)": the maximum score)."""
    stated = _stated_attributes([c for c in claims if "fact" in c.extra and compared & set(c.extra["fact"].entities)])
    return [p for p in pairs if p[0][1].attribute in stated] or pairs
