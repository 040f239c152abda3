"""Superlatives over cited values: "rep2 had the highest maximum", "the second-highest mean",
"rep1–pooled is the best-correlated pair".

The entity's value is the largest (smallest) of that attribute among the cited entities (at least
two) whose values differ from it only in the entity; "the second-highest" has one above it; a pair
attribute ranks the record's pairs. A superlative whose entity holds no value of the attribute is
not checkable: it is left out of the sentence's facts. The words are rules (:mod:`.rules`), ids
``comparison.*``.
"""

from __future__ import annotations

import re

from .arithmetic import cue_near, entity_values
from .closeness import closeness_attributes
from .comparewords import is_less
from .cues import CueHit
from .entities import Mention, keys_at, mention_groups
from .facts import RecordFact
from .matcher import Context, binding, fmt_value, scope_ok
from .numbers import length_unit
from .phrases import possessive
from .referents import narrowed
from .rules import rule
from .said import Claim, Fact

#: "the second-highest" → 2 (0: "the next-highest", a place the sentence does not give).
_PLACES = {"": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "next": 0}
SUPERLATIVE_RE = rule(
    "comparison.superlative",
    "A superlative ('the highest', 'the second-largest', 'the most', 'the higher … of the two') says an entity's "
    "value ranks first (or at the place said) among the cited entities' values of that attribute.",
    r"\b(?:the\s+)?(?:(?P<place>second|third|fourth|fifth|next)[- ])?"
    r"(?P<word>highest|largest|greatest|strongest|tallest|biggest|widest|tightest|closest|most|top(?![- ]out\b)|"
    r"best|lowest|smallest|weakest|narrowest|loosest|least|fewest|worst"
    # "the higher average of the two replicates": a comparative of two is their superlative
    r"|(?<=the\s)(?:higher|larger|greater|stronger|lower|smaller|weaker)(?=(?:\s+[\w-]+){0,2}\s+(?:of\s+(?:the|both)\b"
    r"|\((?=[^)]*\b(?:vs\.?|versus)\s)))"
    # "the more variable replicate (SD 8.64 against 9.02)": a quality of two, compared
    r"|(?<=the\s)(?:more|less)(?=\s+[a-z]+(?:ble|ive|ful|ous|ant|ent|ic|al)\b))\b",
    examples=["B had the highest maximum", "the second-largest mean", "the more variable sample"],
    counterexamples=["B is higher than A", "they top out at 200"])
#: "at its highest", "their lowest point": a possessive before the superlative names the entity's own extreme.
_OWN_RE = rule(
    "comparison.own-extreme",
    "A possessive right before a superlative ('roughly 1.7 thousand at its highest', 'rep1's lowest') names the "
    "entity's own extreme, not a ranking.",
    r"(?:\b(?:its|their|his|her)|\w['\u2019]s)\s+$",
    examples=["at its ", "A's ", "their "],
    counterexamples=["at the ", "it is "])
_RANKED_RE = rule(
    "comparison.top-ranked",
    "'ranked' right after a superlative ('the top-ranked file') ranks by the record's own order.",
    r"[- ]?ranked\b",
    examples=["-ranked file", " ranked"],
    counterexamples=[" rank", " rankedness"])
_GROUP_AFTER_RE = rule(
    "comparison.top-group",
    "A count or 'ranked <things>' right after a superlative ('the top five', 'among the top-ranked items') names a "
    "group, not a ranking claim.",
    r"[- ](?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|handful)\b"
    r"|[- ]ranked\s+\w+s\b",
    examples=[" five items", "-ranked items", " 10"],
    counterexamples=[" item", " ranked file"])
_TWO_WORDS_RE = re.compile(r"\s+\S+(?:\s+\S+)?")
_ADJECTIVE_AFTER_RE = rule(
    "comparison.adjective-after",
    "An adjective right after 'most' / 'least' ('the most variable mark', 'most reliable') makes it a superlative of "
    "that quality, not a share ('most of it').",
    r"\s+[a-z]+(?:ble|ive|ful|ous|ant|ent|ic|al|ing|ed|ly)\b",
    examples=[" variable group", " affected", " significant"],
    counterexamples=[" of it", " bases"])
#: "the top one being Peak_22", "the highest: rep2": the entity named right after the superlative.
_NAMED_AFTER_RE = rule(
    "comparison.named-after",
    "'being', 'is', a colon or a dash between a superlative and a name ('the top one being Peak_22', 'the highest: "
    "rep2', a bullet's label '**Highest mean of the four tracks:** C') makes that name the entity ranked.",
    r"(?:\s+[\w-]+){0,6}?\s*(?:\*\*)?\s*(?:being|is|was|were|:|,|\u2014|-)\s*(?:\*\*)?\s*$",
    examples=[" one being ", "-ranked file is ", " mean of the four tracks:** "],
    counterexamples=[" mean of ", " in"])


def who(ctx: Context, keys: frozenset[str]) -> str:
    """How a note names an entity."""
    return ctx.index.label(sorted(keys)[0]) if keys else "the record"


def superlatives(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], hits: list[CueHit],
                 claims: list[Claim], ctx: Context) -> list[Fact]:
    """Facts for the superlatives of one sentence (checked ones only)."""
    out: list[Fact] = []
    for m in SUPERLATIVE_RE.finditer(masked, *span):
        fact = _superlative(text, masked, span, m, mentions, hits, claims, ctx)
        if fact is not None and _NEGATED_RE.search(masked, max(span[0], m.start() - 28), m.start()):
            if not fact.found:
                continue  # "B isn't the highest" of a B that is not: nothing wrong said (the rest decides)
            fact.miss(f"{fact.binding}: it is the {m.group('word').lower()}, which the sentence denies",
                      "comparison.superlative-denied")
        if fact is not None:
            out.append(fact)
    return out


_NEGATED_RE = rule(
    "comparison.superlative-denied",
    "A negation right before a superlative ('B isn't the more accessible sample', 'is not the highest') denies it: "
    "wrong when the entity does rank first.",
    r"(?:\bnot|n[\x27\u2019]t|\bnever|\bno\s+longer)\s+(?:(?:quite|really|actually|have|has|had|hold|holds|show|"
    r"shows|carry|carries|rank|ranks|come|comes)\s+)?(?:as\s+)?(?:the\s+)?$",
    examples=["isn't the ", "does not have the ", "is not "], counterexamples=["is the ", "is now the "])


def _superlative(text: str, masked: str, span: tuple[int, int], m: re.Match[str], mentions: list[Mention],
                 hits: list[CueHit], claims: list[Claim], ctx: Context) -> Fact | None:
    word = m.group("word").lower()
    place = _PLACES.get((m.group("place") or "").lower(), 1)  # "the second-highest": one above it
    if not place or _no_ranking(masked, span, m, word, hits, claims):
        return None  # (0: "the next-highest", next after what the sentence does not say)
    near = _ranked_names(masked, m, mentions)
    cue = _superlative_cue(m, near, mentions, hits, claims, ctx)
    pairs = ctx.vocabulary.pair_attributes
    if place > 1 and (cue is None or cue.attributes & pairs):
        return None  # a pair's place in a ranking is not read
    if cue is not None and len(mention_groups(near)) < 2 and cue.attributes & pairs:
        later = [x for x in mentions if x.start >= m.end()]  # "Most correlated pair: rep1–pooled"
        named_pair = bool(near) and near[-1].end <= m.start() and len(keys_at(mentions, near[-1])) == 2
        if len(mention_groups(later)) >= 2 and not named_pair:  # ("GBM pair most concordant: …, ACC …, LGG …")
            return _pair_superlative(text, m, later, cue, ctx, is_less(word), (mentions, span))
    if not near or cue is None or (word in ("top", "most") and not cue):
        return None
    key = narrowed(mentions, near[-1], span)  # "BRCA T1": the T1 of the BRCA names
    if cue.attributes & pairs and len(key) == 2 and len(mention_groups(near)) < 2:
        return _pair_superlative(text, m, near, cue, ctx, is_less(word), (mentions, span))  # "the GBM pair is …"
    holders = frozenset(k for k in key if entity_values(ctx, cue.attributes, frozenset({k})))
    key = holders if len(holders) == 1 else key  # "rep2" of a record holding rep2's fold change only
    mine = entity_values(ctx, cue.attributes, key)
    if not mine:
        return _pair_superlative(text, m, near, cue, ctx, is_less(word), (mentions, span))
    if len(holders) > 1:
        return _group_rank(text, masked, m, word, near[-1], holders, cue, ctx)
    return _rank(text, m, word, place, near[-1], key, _ranked_value(mine, claims), ctx)


def _no_ranking(masked: str, span: tuple[int, int], m: re.Match[str], word: str, hits: list[CueHit],
                claims: list[Claim]) -> bool:
    """Whether the superlative's words say no ranking of values."""
    if any(c.extra.get("ordinal") and "unread" not in c.extra and c.pos <= m.start("word") < c.end for c in claims):
        return True  # "came out on top": a place, checked as a number
    if word in ("most", "least") and not m.group().lower().startswith("the") and \
            not _ADJECTIVE_AFTER_RE.match(masked, m.end()):
        return True  # "most of it is empty", "most bases carry little signal": a share ("Most variable mark" ranks)
    two = _TWO_WORDS_RE.match(masked, m.end())
    if word in ("most", "least") and _ADJECTIVE_AFTER_RE.match(masked, m.end()) and \
            not any(m.end() < h.start < (two.end() if two else m.end()) for h in hits):
        return True  # "the most reliable summary": a quality no attribute word names
    if _GROUP_AFTER_RE.match(masked, m.end()):
        return True  # "the top five", "among the top-ranked peaks": a group, not a ranking claim
    # "roughly 1.7 thousand at its highest": its own maximum, not a ranking
    return _OWN_RE.search(masked, max(span[0], m.start() - 12), m.start()) is not None


def _ranked_names(masked: str, m: re.Match[str], mentions: list[Mention]) -> list[Mention]:
    """The names a superlative ranks: those before it, else the one named right after it ("the
    top-ranked file is ENCFF779QTH", "the top one being Peak_22")."""
    near = [x for x in mentions if x.end <= m.start()]
    later = [x for x in mentions if x.start >= m.end()]
    named = [x for x in later if x.start - m.end() <= 40 and _NAMED_AFTER_RE.match(masked, m.end(), x.start)][:1]
    if named:  # ("the highest mean of the four K562 tracks: RNA": RNA, not the K562 of the group's words)
        return named
    return later[:1] if later and not near else near


def _rank(text: str, m: re.Match[str], word: str, place: int, named: Mention, key: frozenset[str],
          mine: tuple[str, RecordFact], ctx: Context) -> Fact | None:
    """The fact that ``key``'s value ``mine`` ranks at ``place`` among its rivals' (None: it has none)."""
    cid, top = mine
    attribute = top.attribute
    others = _rivals(top, key, word, ctx)
    if not others:
        return None
    less = _ranks_low(word, attribute, ctx)  # the top rank is rank 1
    v = float(top.value)
    rest = [float(f.value) for _, f in others]
    fact = Fact("comparison", text[m.start():m.end()], text[min(named.start, m.start()):max(named.end, m.end())],
                rule="comparison.superlative")
    better = sum(1 for r in rest if (r < v if less else r > v))
    said = text[m.start("place"):m.end("word")] if place > 1 else word
    if any(r == v for r in rest):  # a tie ranks nobody: the words may mean another attribute ("lowest coverage")
        fact.unsure = (f"{possessive(who(ctx, key))} {ctx.vocabulary.label(attribute)} ({fmt_value(v)}) ties with "
                       f"another's, so the checker could not tell whether it is the {said}")
    elif better == place - 1:
        fact.back(cid, top.path, top.matched, f"{binding(ctx, top)} = {fmt_value(v)}, the {said} of {len(rest) + 1}",
                  "comparison.superlative")
    else:
        fact.note = f"{possessive(who(ctx, key))} {ctx.vocabulary.label(attribute)} ({fmt_value(v)}) is not the {said}"
    return fact


_PLURAL_RE = rule(
    "comparison.group-superlative",
    "A superlative said of a group ('the two ACC samples: lowest means of the eight', 'both GBM tracks') says its "
    "members are the extreme ones; said of a name several entities share in the singular ('T1 has the lowest "
    "max'), which one is not said.",
    r"\b(?:two|three|four|both|pair|pairs)\b|\b[a-z]{3,}s\b(?=[\s:*,)]*(?:are|have|show|were|had|\W*$|:))",
    examples=["the two ACC samples", "both", "the BRCA tracks have"], counterexamples=["T1 has the", "H1 is"])


def _group_rank(text: str, masked: str, m: re.Match[str], word: str, named: Mention, key: frozenset[str],
                cue: CueHit, ctx: Context) -> Fact:
    """A superlative of a group of entities: ✓ when they are the most extreme ``len(key)`` of their
    kind, ✗ when not and the words are plural, else undecided (a name several entities share)."""
    cid, top = entity_values(ctx, cue.attributes, key)[0]
    less = _ranks_low(word, top.attribute, ctx)
    values = [float(f.value) for _, f in entity_values(ctx, frozenset({top.attribute or ""}), key)]
    rest = [float(f.value) for _, f in _rivals(top, key, word, ctx)]
    fact = Fact("comparison", text[m.start():m.end()], text[min(named.start, m.start()):m.end()],
                rule="comparison.superlative")
    names = ", ".join(sorted(ctx.index.label(k) for k in key))
    plural = _PLURAL_RE.search(masked, max(0, named.start - 10), named.end + 12) is not None
    extreme = bool(rest) and (max(values) < min(rest) if less else min(values) > max(rest))
    if plural and extreme:
        fact.back(cid, top.path, top.matched, f"{names}: the {word} {len(values)} of {len(values) + len(rest)}",
                  "comparison.superlative")
    elif plural and rest:
        fact.note = f"{names} are not the {word} {len(values)} by {ctx.vocabulary.label(top.attribute)}"
    else:
        fact.unsure = f"The checker could not tell which of {names} is said to be the {word}"
    return fact


#: Words of closeness: of a pair's value (r) the largest, of one entity's spread (sd) the smallest.
_CLOSE_WORDS = frozenset({"tightest", "closest", "tighter", "closer"})


def _ranks_low(word: str, attribute: str | None, ctx: Context) -> bool:
    """Whether ``word`` ranks the smallest value of ``attribute`` first ("the lowest"; "the
    tightest" SD, but the tightest pair's r is its largest)."""
    if word in _CLOSE_WORDS and attribute not in ctx.vocabulary.pair_attributes:
        return attribute not in ctx.vocabulary.lower_is_better
    return is_less(word) != (attribute in ctx.vocabulary.lower_is_better)


def _rivals(top: RecordFact, key: frozenset[str], word: str, ctx: Context) -> list[tuple[str, RecordFact]]:
    """The values ``top`` is ranked among: of its attribute, about one other entity of its kind, and
    otherwise about what it is about; "the higher mean (… vs 0.874 for rep2)": those named."""
    kind = ctx.index.kind(sorted(key)[0])
    rest_of = _beside(top, kind, ctx)  # ranked among the facts that differ only in this entity
    others = [(c, f) for c, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute == top.attribute
              and not key & set(f.entities) and sum(ctx.index.kind(e) == kind for e in f.entities) == 1
              and _beside(f, kind, ctx) == rest_of and scope_ok(ctx, f)]
    if word.endswith("er") or word in ("more", "less"):  # "the higher mean (0.870 vs 0.874 for rep2)": of those named
        others = [x for x in others if ctx.mentioned & set(x[1].entities)] or others
    return others


#: Words that name no attribute by themselves, though a cue holds them ("3 of the 10").
_FUNCTION_WORDS = frozenset({"of", "the", "in", "a", "an", "out", "to"})


def _superlative_cue(m: re.Match[str], near: list[Mention], mentions: list[Mention], hits: list[CueHit],
                     claims: list[Claim], ctx: Context) -> CueHit | None:
    """The attribute a superlative ranks by: the words right after it ("the highest mean"; not "of
    the"), else the attribute of a value the sentence states for the entity ("rep2's mean (1.69) is
    the highest"), else the nearest attribute words other than the superlative itself (words of a
    length last: "the stronger of the two in the view by mean")."""
    units = ctx.vocabulary.units
    if _RANKED_RE.match(m.string, m.end()) and ctx.vocabulary.ordinal_attributes:  # "the top-ranked file"
        return CueHit(m.start(), m.end(), ctx.vocabulary.ordinal_attributes, True, False, m.group())
    after = next((h for h in hits if h.start >= m.end() and h.start - m.end() <= 20
                  and {units.get(a) for a in h.attributes} != {length_unit()}
                  and not set(h.text.lower().split()) <= _FUNCTION_WORDS), None)  # ("… of the two": no attribute)
    two = _TWO_WORDS_RE.match(m.string, m.end())
    close = closeness_attributes(ctx, m.string[m.start():two.end() if two else m.end()])  # "the most similar pair"
    if close and (after is None or after.attributes <= ctx.vocabulary.pair_attributes or not any(
            f.attribute in after.attributes for _, rf in ctx.cited for f in rf.facts)):  # (not "the tightest SD")
        named = [h for h in hits if h.attributes & close and h.attributes <= ctx.vocabulary.pair_attributes]
        return cue_near(named, m.start()) or CueHit(m.start(), m.end(), close, True, False, m.group())
    if after is not None:
        return after
    key = keys_at(mentions, near[-1]) if near else frozenset()
    # the entity's stated value nearest the superlative ("… ranks seventh (79.7), though its feature
    # score of 238.1 is the highest": the score)
    for c in sorted(claims, key=lambda c: abs(c.end - m.start()) if c.end <= m.start() else 10**6 + c.pos):
        fact = c.extra.get("fact")
        if c.fact.found and fact is not None and fact.attribute and key & set(fact.entities):
            return CueHit(c.pos, c.end, frozenset({fact.attribute}), True, False, c.fact.text)
    others = [h for h in hits if h.end <= m.start() or h.start >= m.end()]
    valued = [h for h in others if {units.get(a) for a in h.attributes} != {length_unit()}]
    return cue_near(valued or others, m.start())  # "the stronger of the two in the view by mean": not by length


#: A noun after a name that makes it a pair ("the ACC pair", "the GBM replicates").
_PAIR_NOUN_RE = rule("comparison.pair-noun", "'pair', 'replicates', 'samples' or 'tracks' right after a name of two "
                     "entities ('the ACC pair') names both, whatever other names the sentence holds.",
                     r"[\s*_]*(?:pair|replicates|samples|tracks)\b", [" pair", "** replicates"], [" T1"])


def _pair_superlative(text: str, m: re.Match[str], near: list[Mention], cue: CueHit, ctx: Context,
                      less: bool, named: tuple[list[Mention], tuple[int, int]]) -> Fact | None:
    """"rep1–pooled is the best-correlated pair": the value of the pair named (a fact about two
    entities together) is the largest (smallest) of that attribute among the record's pairs. A name
    several entities share is narrowed by the names beside it ("GBM T1/T2": GBM's T1 and T2)."""
    # the last two names said before it ("… whereas rep1–rep2 is the least"), else the first two after it
    before = near[0].end <= m.start()
    groups: list[frozenset[str]] = []
    for x in (reversed(near) if before else near):
        keys = narrowed(named[0], x, named[1])
        if len(keys) == 1 and len(keys_at(named[0], x)) == 2 and _PAIR_NOUN_RE.match(text, x.end):
            keys = keys_at(named[0], x)  # "the ACC pair is the most tightly correlated T1/T2 pair": both ACC tracks
        if keys and keys not in groups:
            groups.append(keys)
    groups = groups[:2][::-1] if before else groups[:2]
    if len(groups) == 1 and len(groups[0]) == 2:  # "the GBM replicates": one name of the pair's two
        groups = [frozenset({k}) for k in sorted(groups[0])]
    if len(groups) < 2:
        return None
    a, b = groups[-2], groups[-1]
    verdicts = [v for v in (_pair_rank(attribute, a, b, less, ctx) for attribute in
                            sorted(cue.attributes & ctx.vocabulary.pair_attributes)) if v is not None]
    if not verdicts:
        return None
    word = m.group("word").lower()
    fact = Fact("comparison", text[m.start():m.end()], text[min(near[0].start, m.start()):max(near[-1].end, m.end())],
                rule="comparison.superlative")
    (cid, top, n, best) = verdicts[0]
    v = float(top.value)
    if all(x[3] is None for x in verdicts):
        fact.back(cid, top.path, top.matched, f"{binding(ctx, top)} = {fmt_value(v)}, the {word} of {n}",
                  "comparison.superlative")
    elif all(x[3] is not None for x in verdicts):
        fact.note = (f"The {ctx.vocabulary.label(top.attribute)} of {who(ctx, a)} and {who(ctx, b)} ({fmt_value(v)}) "
                     f"is not the {word}: another pair has {fmt_value(best or 0.0)}")
    else:
        fine = ", ".join(ctx.vocabulary.label(x[1].attribute) for x in verdicts if x[3] is None)
        fact.unsure = (f"{who(ctx, a)} and {who(ctx, b)} are the {word} pair by {fine} but not by every measure the "
                       "words may mean: the checker could not tell which the sentence ranks by")
    return fact


def _pair_rank(attribute: str, a: frozenset[str], b: frozenset[str], less: bool,
               ctx: Context) -> tuple[str, RecordFact, int, float | None] | None:
    """The value of ``attribute`` of the pair of ``a`` and ``b``, how many pairs its record ranks, and
    the best other pair's value when that one ranks above it (None when the pair ranks first; the
    whole result None when the records hold no such value or no other pair)."""
    mine = [(c, f) for c, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute == attribute
            and len(f.entities) == 2 and a & set(f.entities) and b & set(f.entities) and scope_ok(ctx, f)]
    if not mine:
        return None
    cid, top = mine[0]
    others = [float(f.value) for c, rf in ctx.cited if c == cid for f in rf.facts if f.kind == "number"
              and f.attribute == attribute and len(f.entities) == 2 and f is not top and scope_ok(ctx, f)]
    if not others:
        return None
    v, best = float(top.value), (min(others) if less else max(others))
    return cid, top, len(others) + 1, (None if ((v <= best) if less else (v >= best)) else best)


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
