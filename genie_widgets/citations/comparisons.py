"""Comparisons in words over cited values.

- "rep1 is higher than rep2", "rep2's mean exceeds rep1's", "H3K27ac trails H3K4me3": both
  entities' values of the attribute the sentence names must be in the cited records, and ordered
  as said;
- "rep2 had the highest maximum": the entity's value is the largest of that attribute among the
  cited entities (at least two);
- "rep1 averaged 2.76. rep2 came in higher, at 2.30": a comparative with no "than" compares with
  the previous sentence's entity.

A comparison whose two sides are not both in the cited records is not checkable: it is left out
of the sentence's facts.
"""

from __future__ import annotations

import re

from .arithmetic import cue_near, entity_values
from .cues import CueHit
from .entities import Mention, keys_at, mention_groups
from .every import named_as, one_each
from .facts import RecordFact
from .matcher import Context, binding, fmt_value, scope_ok
from .said import Claim, Fact

_COMPARATIVE_RE = re.compile(
    r"\b(?P<word>higher|greater|larger|bigger|stronger|better|more|exceeds?|exceeded|above|lower|smaller|weaker|worse|"
    r"less|fewer|below)\b(?:\s+[\w'-]+){0,3}?\s+(?:than|that\s+of|those\s+of)\b"
    r"|\b(?P<word2>exceeds?|exceeded|outpac(?:e|es|ed)|surpass(?:es|ed)?|outperform(?:s|ed)?|outrank(?:s|ed)?|"
    r"outnumber(?:s|ed)?|"
    r"outstrip(?:s|ped)?|beats?|edg(?:e|es|ed)\s+out|trail(?:s|ed)?|lag(?:s|ged)?(?:\s+behind)?|"
    r"f(?:a|e)lls?\s+short\s+of|(?:is|are|was|were|sits?|sat|stays?|stayed|f(?:a|e)lls?|lies|lay|comes?|came|"
    r"stands?|stood|remains?|remained)\s+(?:just\s+|slightly\s+|well\s+|far\s+)?below|"
    r"(?:is|are|was|were|sits?|sat|stays?|stayed|rises?|rose|lies|lay|comes?|came|stands?|stood|remains?|"
    r"remained)\s+(?:just\s+|slightly\s+|well\s+|far\s+)?above)\b",
    re.IGNORECASE,
)
#: A comparative said without "than": "rep2 came in higher, at 2.30" (after a sentence about rep1).
_BARE_COMPARATIVE_RE = re.compile(r"\b(?P<word>higher|greater|larger|bigger|stronger|lower|smaller|weaker)\b"
                                  r"(?!(?:\s+[\w'-]+){0,3}?\s+(?:than|that\s+of|those\s+of)\b)", re.IGNORECASE)
_COMPARATIVE_WORDS = ("than", "exceed", "surpass", "outpac", "that of", "those of", "outperform", "outrank", "outstrip",
                      "outnumber",
                      "beat", "edge", "trail", "lag", "short of", "below", "above")
#: "the second-highest" → 2 (0: "the next-highest", a place the sentence does not give).
_PLACES = {"": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "next": 0}
_SUPERLATIVE_RE = re.compile(
    r"\b(?:the\s+)?(?:(?P<place>second|third|fourth|fifth|next)[- ])?"
    r"(?P<word>highest|largest|greatest|strongest|tallest|biggest|widest|tightest|closest|most|top|best|lowest|"
    r"smallest|weakest|narrowest|loosest|least|fewest|worst"
    # "the higher average of the two replicates": a comparative of two is their superlative
    r"|(?<=the\s)(?:higher|larger|greater|stronger|lower|smaller|weaker)(?=(?:\s+[\w-]+){0,2}\s+(?:of\s+(?:the|both)\b"
    r"|\((?=[^)]*\b(?:vs\.?|versus)\s))))\b",
    re.IGNORECASE,
)
#: "at its highest", "their lowest point": a possessive before the superlative names the entity's own extreme.
_OWN_RE = re.compile(r"(?:\b(?:its|their|his|her)|\w['\u2019]s)\s+$", re.IGNORECASE)
_RANKED_RE = re.compile(r"[- ]?ranked\b", re.IGNORECASE)
_GROUP_AFTER_RE = re.compile(r"[- ](?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|handful)\b"
                             r"|[- ]ranked\s+\w+s\b", re.IGNORECASE)
_TWO_WORDS_RE = re.compile(r"\s+\S+(?:\s+\S+)?")
_ADJECTIVE_AFTER_RE = re.compile(r"\s+[a-z]+(?:ble|ive|ful|ous|ant|ent|ic|al|ing|ed|ly)\b", re.IGNORECASE)
#: "the top one being Peak_22", "the highest: rep2": the entity named right after the superlative.
_NAMED_AFTER_RE = re.compile(r"(?:\s+[\w-]+){0,3}?\s*(?:being|is|was|were|:|,|\u2014|-)\s*$", re.IGNORECASE)
#: Every comparison this module reads holds one of these (lower case): the message-level test of
#: :mod:`.present` (messages without any skip these checks).
_BARE_WORDS = ("higher", "greater", "larger", "bigger", "stronger", "lower", "smaller", "weaker")
_SUPERLATIVE_WORDS = ("est", "most", "top", "least", "worst")
_PAIR_WORDS = ("closer", "tighter", "more ", "less ")
QUICK_WORDS = _COMPARATIVE_WORDS + _BARE_WORDS + _SUPERLATIVE_WORDS + _PAIR_WORDS
_LESS = {"lower", "smaller", "weaker", "worse", "less", "fewer", "below", "lowest", "smallest", "weakest", "loosest",
         "least", "fewest", "worst", "narrowest"}
_LESS_VERBS = ("trail", "lag", "fall", "fell", "below")  # "H3K27ac trails H3K4me3", "is below", "falls short of"


def _is_less(word: str) -> bool:
    return word in _LESS or any(v in word for v in _LESS_VERBS)


def _who(ctx: Context, keys: frozenset[str]) -> str:
    return ctx.index.label(sorted(keys)[0]) if keys else "the record"


def _compare(text: str, ctx: Context, pairs: list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]],
             less: bool, said: str, between: str, a: frozenset[str], b: frozenset[str]) -> Fact:
    """The comparison fact: found when some pair of values is ordered as said."""
    fact = Fact("comparison", said, between)
    for (ca, xa), (_cb, xb) in pairs:
        va, vb = float(xa.value), float(xb.value)
        if (va < vb) if less else (va > vb):
            fact.back(ca, xa.path, xa.matched,
                      f"{binding(ctx, xa)} = {fmt_value(va)} vs {binding(ctx, xb)} = {fmt_value(vb)}")
            return fact
    (_, xa), (_, xb) = pairs[0]
    fact.note = (f"{_who(ctx, a)}'s {ctx.vocabulary.label(xa.attribute)} is {fmt_value(float(xa.value))}, "
                 f"{_who(ctx, b)}'s is {fmt_value(float(xb.value))}")
    return fact


def _with_earlier(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], hits: list[CueHit],
                  claims: list[Claim], ctx: Context, earlier: list[Mention],
                  derived_spans: list[tuple[int, int]]) -> list[Fact]:
    """"rep1 averaged 2.76. rep2 came in higher, at 2.30": the entity named against the previous
    sentence's, in the attribute this sentence's number is bound to."""
    out: list[Fact] = []
    low = masked[span[0]:span[1]].lower()
    if not any(w in low for w in _BARE_WORDS):
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
        fa, fb = entity_values(ctx, attributes, a), entity_values(ctx, attributes, b)
        pairs = [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute]
        if pairs:
            out.append(_compare(text, ctx, pairs, _is_less(m.group("word").lower()), text[m.start():m.end()],
                                text[before[-1].start:m.end()], a, b))
        break
    return out


def _superlative_cue(m: re.Match[str], near: list[Mention], mentions: list[Mention], hits: list[CueHit],
                     claims: list[Claim], ctx: Context) -> CueHit | None:
    """The attribute a superlative ranks by: the words right after it ("the highest mean"), else
    the attribute of a value the sentence states for the entity ("rep2's mean (1.69) is the
    highest"), else the nearest attribute words other than the superlative itself."""
    units = ctx.vocabulary.units
    if _RANKED_RE.match(m.string, m.end()) and ctx.vocabulary.ordinal_attributes:  # "the top-ranked file"
        return CueHit(m.start(), m.end(), ctx.vocabulary.ordinal_attributes, True, False, m.group())
    after = next((h for h in hits if h.start >= m.end() and h.start - m.end() <= 20
                  and {units.get(a) for a in h.attributes} != {"bp"}), None)
    if after is not None:
        return after
    key = keys_at(mentions, near[-1]) if near else frozenset()
    for c in claims:
        fact = c.extra.get("fact")
        if c.fact.found and fact is not None and fact.attribute and key & set(fact.entities):
            return CueHit(c.pos, c.end, frozenset({fact.attribute}), True, False, c.fact.text)
    others = [h for h in hits if h.end <= m.start() or h.start >= m.end()]
    return cue_near(others, m.start())


def _pair_superlative(text: str, m: re.Match[str], near: list[Mention], mentions: list[Mention], cue: CueHit,
                      ctx: Context, less: bool) -> Fact | None:
    """"rep1–pooled is the best-correlated pair": the value of the pair named (a fact about two
    entities together) is the largest (smallest) of that attribute among the record's pairs."""
    # the last two names said before it ("… whereas rep1–rep2 is the least"), else the first two after it
    groups = mention_groups(list(reversed(near)))[:2][::-1] if near[0].end <= m.start() else mention_groups(near)[:2]
    if len(groups) < 2:
        return None
    a, b = groups[-2], groups[-1]
    attributes = cue.attributes & ctx.vocabulary.pair_attributes
    mine = [(c, f) for c, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute in attributes
            and len(f.entities) == 2 and a & set(f.entities) and b & set(f.entities) and scope_ok(ctx, f)]
    if not mine:
        return None
    cid, top = mine[0]
    others = [float(f.value) for c, rf in ctx.cited if c == cid for f in rf.facts if f.kind == "number"
              and f.attribute == top.attribute and len(f.entities) == 2 and f is not top and scope_ok(ctx, f)]
    if not others:
        return None
    v = float(top.value)
    fact = Fact("comparison", text[m.start():m.end()], text[min(near[0].start, m.start()):max(near[-1].end, m.end())])
    if (v <= min(others)) if less else (v >= max(others)):
        fact.back(cid, top.path, top.matched,
                  f"{binding(ctx, top)} = {fmt_value(v)}, the {m.group('word').lower()} of {len(others) + 1}")
    else:
        best = min(others) if less else max(others)
        fact.note = (f"{_who(ctx, a)} & {_who(ctx, b)}'s {ctx.vocabulary.label(top.attribute)} ({fmt_value(v)}) "
                     f"is not the {m.group('word').lower()}: another pair has {fmt_value(best)}")
    return fact


#: A group compared with after a comparative: "both replicates", "either replicate", "the other two tracks".
#: After a group compared with: "… the two replicates' intervals combined", "… both replicates put together".
_TOGETHER_RE = re.compile(r"(?:['\u2019]s?)?(?:\s+[a-z][\w-]*){0,2}?\s+(?:combined|together|put\s+together|"
                          r"added\s+together|summed|in\s+total)\b", re.IGNORECASE)
_GROUP_RE = re.compile(r"\s*(?:(?:both|either|all|each)\s+(?:of\s+)?(?:the\s+)?"
                       r"|the\s+(?=(?:other\s+)?(?:two|three|four)\b))(?:other\s+)?(?:(?:two|three|four)\s+)?"
                       r"(?:other\s+)?(?P<noun>[a-z]+?)(?:e?s)?\b", re.IGNORECASE)


def _against_group(text: str, masked: str, m: re.Match[str], a: frozenset[str], hits: list[CueHit],
                   claims: list[Claim], ctx: Context) -> Fact | None:
    """"The pooled track's max (870.1) exceeds both replicates": ``a``'s value against each of the
    group's (the entities of ``a``'s kind in the same record over the same scope, those named after
    the group's noun when there are such: "replicates" are the tracks named "replicate …")."""
    said = _GROUP_RE.match(masked, m.end())
    if said is None:
        return None
    inside = [h for h in hits if m.start() <= h.start and h.end <= m.end()]
    cue = inside[0] if inside else cue_near(hits, m.start())
    attributes = cue.attributes if cue is not None else frozenset()
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
    group = named if len(named) >= 2 else others
    if not group:
        return None
    word = (m.group("word") or m.group("word2")).lower()
    less, v = _is_less(word), float(fact.value)
    together = _TOGETHER_RE.match(masked, said.end())
    if together is not None:  # "outnumber the two replicates' intervals combined": against their sum
        total = sum(float(f.value) for _, f in group)
        said_text = text[m.start():together.end()]
        result = Fact("comparison", said_text, said_text)
        if (v < total) if less else (v > total):
            result.back(cid, fact.path, fact.matched, f"{binding(ctx, fact)} = {fmt_value(v)}, "
                                                      f"{'below' if less else 'above'} the {len(group)} others "
                                                      f"together ({fmt_value(total)})")
        else:
            result.note = (f"{_who(ctx, a)}'s {ctx.vocabulary.label(fact.attribute)} is {fmt_value(v)}, the "
                           f"{len(group)} others' together {fmt_value(total)}")
        return result
    wrong = [f for _, f in group if not ((v < float(f.value)) if less else (v > float(f.value)))]
    result = Fact("comparison", text[m.start():said.end()], text[m.start():said.end()])
    if wrong:
        result.note = (f"{_who(ctx, a)}'s {ctx.vocabulary.label(fact.attribute)} is {fmt_value(v)}, "
                       f"{_who(ctx, frozenset(wrong[0].entities))}'s is {fmt_value(float(wrong[0].value))}")
    else:
        result.back(cid, fact.path, fact.matched, f"{binding(ctx, fact)} = {fmt_value(v)}, "
                                                  f"{'below' if less else 'above'} each of the {len(group)} others")
    return result


def _with_third(ctx: Context, attributes: frozenset[str], a: frozenset[str], b: frozenset[str],
                mentions: list[Mention]) -> list[tuple[tuple[str, RecordFact], tuple[str, RecordFact]]]:
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


def comparisons(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], hits: list[CueHit],
                claims: list[Claim], ctx: Context, earlier: list[Mention] | None = None) -> list[Fact]:
    """Facts for the comparative and superlative statements of one sentence (checked ones only).
    ``earlier``: the previous sentence's entities, for a comparative said without "than"."""
    out: list[Fact] = []
    if not mentions:
        return out
    low = masked[span[0]:span[1]].lower()
    derived_spans = [(c.pos, c.end + 40) for c in claims if c.derived]
    comparative = any(w in low for w in _COMPARATIVE_WORDS)
    for m in (_COMPARATIVE_RE.finditer(masked, *span) if comparative else ()):
        if any(s <= m.start() <= e for s, e in derived_spans):
            continue
        word = (m.group("word") or m.group("word2")).lower()
        before = [x for x in mentions if x.end <= m.start()]
        after = [x for x in mentions if x.start >= m.end()]
        if before and not after:  # "the pooled max (870.1) exceeds both replicates"
            group = _against_group(text, masked, m, keys_at(mentions, before[-1]), hits, claims, ctx)
            if group is not None:
                out.append(group)
            continue
        if not before or not after:
            continue
        a, b = keys_at(mentions, before[-1]), keys_at(mentions, after[0])
        if a & b:
            continue
        inside = [h for h in hits if m.start() <= h.start and h.end <= m.end()]
        cue = inside[0] if inside else cue_near(hits, m.start())
        attributes = cue.attributes if cue is not None else frozenset()
        ranked = word.startswith("outrank") and bool(ctx.vocabulary.ordinal_attributes)
        if ranked:  # "X outranks Y": X's place is the smaller number
            attributes = ctx.vocabulary.ordinal_attributes
        fa, fb = entity_values(ctx, attributes, a), entity_values(ctx, attributes, b)
        pairs = [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute]
        if not pairs:  # "rep1 peaks outnumber rep2 peaks (64 vs 69)": the attribute their values were found under
            stated = frozenset(c.extra["fact"].attribute for c in claims if c.fact.found and "fact" in c.extra
                               and c.extra["fact"].attribute)
            fa, fb = entity_values(ctx, stated, a), entity_values(ctx, stated, b)
            pairs = [(x, y) for x in fa for y in fb if x[1].attribute == y[1].attribute]
        if not pairs:  # "rep1 correlates more strongly with pooled than rep2 does": each with the third
            named = mention_groups(before)  # "rep1 tracks the pooled signal more closely than rep2": rep1's
            subject = named[0] if len(named) >= 2 else a
            named_attributes = attributes.union(stated, *(h.attributes for h in hits))  # any pair attribute said
            pairs = _with_third(ctx, named_attributes, subject, b, mentions) if not subject & b else []
            a = subject if pairs else a
        if pairs:
            out.append(_compare(text, ctx, pairs, ranked or _is_less(word), text[m.start():m.end()],
                                text[before[-1].start:after[0].end], a, b))
    if not out and earlier and "than" not in low:
        out += _with_earlier(text, masked, span, mentions, hits, claims, ctx, earlier, derived_spans)
    superlative = any(w in low for w in _SUPERLATIVE_WORDS + _BARE_WORDS)  # "the higher … of the two"
    for m in (_SUPERLATIVE_RE.finditer(masked, *span) if superlative else ()):
        word = m.group("word").lower()
        place = _PLACES.get((m.group("place") or "").lower(), 1)  # "the second-highest": one above it
        if not place:
            continue  # "the next-highest": next after what the sentence does not say
        if any(c.extra.get("ordinal") and "unread" not in c.extra and c.pos <= m.start("word") < c.end for c in claims):
            continue  # "came out on top": a place, checked as a number
        if word in ("most", "least") and not m.group().lower().startswith("the") and \
                not _ADJECTIVE_AFTER_RE.match(masked, m.end()):
            continue  # "most of it is empty", "most bases carry little signal": a share ("Most variable mark" ranks)
        two = _TWO_WORDS_RE.match(masked, m.end())
        if word in ("most", "least") and _ADJECTIVE_AFTER_RE.match(masked, m.end()) and \
                not any(m.end() < h.start < (two.end() if two else m.end()) for h in hits):
            continue  # "the most reliable summary": a quality no attribute word names
        if _GROUP_AFTER_RE.match(masked, m.end()):
            continue  # "the top five", "among the top-ranked peaks": a group, not a ranking claim
        if _OWN_RE.search(masked, max(span[0], m.start() - 12), m.start()):
            continue  # "roughly 1.7 thousand at its highest": its own maximum, not a ranking
        near = [x for x in mentions if x.end <= m.start()]
        later = [x for x in mentions if x.start >= m.end()][:1]
        if later and (not near or (later[0].start - m.end() <= 40 and _NAMED_AFTER_RE.match(
                masked, m.end(), later[0].start))):  # "the top-ranked file is ENCFF779QTH", "the top one being Peak_22"
            near = later
        cue = _superlative_cue(m, near, mentions, hits, claims, ctx)
        if place > 1 and (cue is None or cue.attributes & ctx.vocabulary.pair_attributes):
            continue  # a pair's place in a ranking is not read
        if cue is not None and len(mention_groups(near)) < 2 and cue.attributes & ctx.vocabulary.pair_attributes:
            later = [x for x in mentions if x.start >= m.end()]  # "Most correlated pair: rep1–pooled"
            if len(mention_groups(later)) >= 2:
                pair = _pair_superlative(text, m, later, mentions, cue, ctx, _is_less(word))
                if pair is not None:
                    out.append(pair)
                continue
        if not near or cue is None or (word in ("top", "most") and not cue):
            continue
        key = keys_at(mentions, near[-1])
        mine = entity_values(ctx, cue.attributes, key)
        if not mine:
            pair = _pair_superlative(text, m, near, mentions, cue, ctx, _is_less(word))
            if pair is not None:
                out.append(pair)
            continue
        mine = [_ranked_value(mine, claims)]
        attribute = mine[0][1].attribute
        kind = ctx.index.kind(sorted(key)[0])
        rest_of = _beside(mine[0][1], kind, ctx)  # ranked among the facts that differ only in this entity
        others = [(c, f) for c, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute == attribute
                  and not key & set(f.entities) and sum(ctx.index.kind(e) == kind for e in f.entities) == 1
                  and _beside(f, kind, ctx) == rest_of and scope_ok(ctx, f)]
        if word.endswith("er"):  # "the higher mean (0.870 vs 0.874 for rep2)": the higher of those named
            others = [x for x in others if ctx.mentioned & set(x[1].entities)] or others
        if not others:
            continue
        less = _is_less(word) != (attribute in ctx.vocabulary.lower_is_better)  # the top rank is rank 1
        v = float(mine[0][1].value)
        rest = [float(f.value) for _, f in others]
        fact = Fact("comparison", text[m.start():m.end()],
                    text[min(near[-1].start, m.start()):max(near[-1].end, m.end())])
        better = sum(1 for r in rest if (r < v if less else r > v))
        said = text[m.start("place"):m.end("word")] if place > 1 else word
        if better == place - 1:
            cid, top = mine[0]
            fact.back(cid, top.path, top.matched,
                      f"{binding(ctx, mine[0][1])} = {fmt_value(v)}, the {said} of {len(rest) + 1}")
        else:
            fact.note = f"{_who(ctx, key)}'s {ctx.vocabulary.label(attribute)} ({fmt_value(v)}) is not the {said}"
        out.append(fact)
    return out


def _ranked_value(mine: list[tuple[str, RecordFact]], claims: list[Claim]) -> tuple[str, RecordFact]:
    """Which of an entity's values a superlative ranks: the one the sentence states ("peak_47 has the
    highest mean across tracks, 182.9"), else the one about the entity alone (a feature's mean across
    tracks, not one track's value there)."""
    stated = [c.extra["fact"] for c in claims if c.fact.found and "fact" in c.extra]
    said = next((x for x in mine if any(x[1] is f for f in stated)), None)
    return said or min(mine, key=lambda x: len(x[1].entities))


def _beside(fact: RecordFact, kind: str, ctx: Context) -> tuple[str, ...]:
    """The entities of ``fact`` other than those of ``kind`` (the track of a feature's row value)."""
    return tuple(e for e in fact.entities if ctx.index.kind(e) != kind)
