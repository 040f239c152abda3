"""Places in a ranked list said in words: "the second candidate is ENCFF849TDM", "ENCFF938DNH was last
of the ten", "ENCFF814HWX is the tenth candidate", "ENCFF938DNH ranked above ENCFF177JXC".

A name's place is its value of the vocabulary's ``ordinal_attributes`` (a search result's rank) in a
cited record; "last" is the largest place that record holds. Each reading is a fact of kind
``comparison``: backed when the place is the one said, refuted when not, and not read when the name
holds no place in the cited records. Places said with a number ("ranks 2nd") are numbers, read where
numbers are. The words are rules (:mod:`.rules`), ids ``position.*``.
"""

from __future__ import annotations

from .arithmetic import sole_subject
from .comparewords import COMPARISON_VERBS
from .entities import Mention
from .facts import RecordFact
from .matcher import Context, binding
from .referents import narrowed
from .rules import rule
from .said import Fact

_PLACES = {"first": 1, "top": 1, "top-ranked": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
           "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
_ORDINAL = r"(?P<ord>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|top(?:-ranked)?)"
_BEFORE_NAME_RE = rule(
    "position.the-nth-is",
    "'The second candidate … is X', 'the top-ranked file is X': X holds that place in the cited ranking.",
    rf"\bthe\s+{_ORDINAL}(?:[- ]ranked)?(?:\s+[\w-]+){{0,4}}?\s+(?:is|was)\s+$",
    ["The second candidate in the search is ", "the last file was "], ["The second replicate averaged "])
_AFTER_NAME_RE = rule(
    "position.is-the-nth",
    "'X is the tenth candidate', 'X was last of the ten', 'X came last': X holds that place in the cited ranking.",
    rf"\s+(?:is|was|comes|came|sits|sat|ranks|ranked|placed|finished)\s+(?:the\s+)?{_ORDINAL}\b(?![- ]?(?:replicate|"
    rf"mark|track|sample)s?\b)",
    ["ENCFF1 was last", " is the tenth candidate"], [" is the first replicate"])
_ABOVE_RE = rule(
    "position.above",
    "'A ranked above B', 'A comes before B', 'A sits below B': A's place in the cited ranking is before (after) B's.",
    r"\s+(?:is\s+|was\s+)?(?:ranked|ranks|sits|sat|comes|came|placed|listed|is|was)\s+"
    r"(?P<dir>above|ahead\s+of|before|higher\s+than|below|behind|after|lower\s+than)\s+(?:the\s+)?$",
    [" ranked above ", " comes before "], [" is higher than the mean of "])
_AFTER_WORDS = frozenset({"below", "behind", "after", "lower than"})
_FOLLOWED_RE = rule(
    "position.followed-by",
    "'A tops the table at 17.16, followed by B', 'A leads, then B': B holds the place right after A's in the cited "
    "ranking.",
    r"(?:,|;|—|-)\s*(?:(?:and\s+)?(?:is\s+|was\s+)?(?:followed|trailed|chased)\s+(?:closely\s+)?by|then)\s+"
    r"(?:the\s+)?$",
    [", followed by ", "; then ", ", trailed closely by "], [" followed by a drop ", " by "])


def _place(ctx: Context, key: frozenset[str]) -> tuple[str, RecordFact, int] | None:
    """(citation, the place's fact, the last place of its list) of the one entity ``key`` names, or None."""
    places = ctx.vocabulary.ordinal_attributes
    if len(key) != 1:
        return None
    for cid, rf in ctx.cited:
        mine = [f for f in rf.facts if f.kind == "number" and f.attribute in places and sole_subject(ctx, f, key)]
        if mine:
            last = max(int(f.value) for f in rf.facts if f.kind == "number" and f.attribute == mine[0].attribute)
            return cid, mine[0], last
    return None


def _said(text: str, start: int, end: int, rule_id: str, place: tuple[str, RecordFact, int], ok: bool,
          note: str, ctx: Context) -> Fact:
    fact = Fact("comparison", text[start:end], text[start:end], rule=rule_id)
    cid, f, _ = place
    if ok:
        fact.back(cid, f.path, f.matched, f"{binding(ctx, f)} = {int(f.value)}", rule_id)
    else:
        fact.note = note
    return fact


def positions(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], ctx: Context) -> list[Fact]:
    """Facts for the places in a ranking the sentence states (see the module docstring)."""
    if not ctx.vocabulary.ordinal_attributes:
        return []
    out: list[Fact] = []
    named = sorted({(m.start, m.end) for m in mentions if span[0] <= m.start < span[1]})
    for i, (start, end) in enumerate(named):
        key = narrowed(mentions, next(m for m in mentions if (m.start, m.end) == (start, end)), span)
        place = _place(ctx, key)
        if place is None:
            continue
        got, last = int(place[1].value), place[2]
        who = ctx.index.label(next(iter(key)))
        for m in (_BEFORE_NAME_RE.search(masked, max(span[0], start - 60), start),
                  _AFTER_NAME_RE.match(masked, end, span[1])):
            if m is not None:
                word = m.group("ord").lower()
                want = last if word == "last" else _PLACES[word]
                out.append(_said(text, min(m.start(), start), max(m.end(), end), "position.ordinal", place,
                                 got == want, f"{who} is number {got} of {last}, not {word}", ctx))
        if i + 1 < len(named):
            nxt = named[i + 1]
            above = _ABOVE_RE.match(masked[:nxt[0]], end)
            other_key = narrowed(mentions, next(m for m in mentions if (m.start, m.end) == nxt), span)
            other = _place(ctx, other_key)
            other_who = ctx.index.label(next(iter(other_key))) if other_key else ""
            if other is not None and _FOLLOWED_RE.search(masked[:nxt[0]], end) and place[0] == other[0]:
                ok = int(other[1].value) == got + 1  # "A …, followed by B": B comes right after A
                out.append(_said(text, start, nxt[1], "position.followed-by", place, ok,
                                 f"{who} is number {got}, {other_who} number "
                                 f"{int(other[1].value)}", ctx))
            elif above is not None and other is not None:
                after = " ".join(above.group("dir").lower().split()) in _AFTER_WORDS
                ok = got > int(other[1].value) if after else got < int(other[1].value)
                out.append(_said(text, start, nxt[1], "position.above", place, ok,
                                 f"{who} is number {got}, {other_who} number "
                                 f"{int(other[1].value)}", ctx))
    return out


_THAN_RE = rule(
    "comparison.unread",
    "A comparison in words between two things ('the H3K4me3 file declares a longer chr9 than hg19 has', 'rep2 tracks "
    "pooled more closely than rep1 does', 'rep2 runs warmer than rep1, 1.69 vs 1.22') that no reading checked, in a "
    "sentence stating at most one number bound to its own entity, makes it undecided: never ✓ for its values or names "
    "alone. A bound ('more than 40 peaks', 'exceeds 190') is a number's, read with it.",
    r"\b(?!rather\b|other\b)(?P<word>[a-z]+er|more|less|fewer)\s+(?:[\w'-]+\s+){0,3}?than\s+"
    r"(?![\d~≈<>]|(?:about|roughly|around|approximately|one|two|three|four|five|six|seven|eight|nine|ten|half|a|an)\s|"
    r"(?:usual|expected|ideal|you|we|i|one)\b|th(?:at|is)\b(?!\s+of\b))"
    rf"|\b(?P<verb>(?:{'|'.join(COMPARISON_VERBS)})(?:\s+(?:far\s+|well\s+)?behind)?)\s+"
    r"(?![\d~≈<>]|about\s|roughly\s|around\s|approximately\s|(?:a|the|its|their)\s+(?:\w+\s+){0,2}?(?:of\s+)?\d)",
    ["a longer chr9 than hg19 has", "rep2 tracks pooled more closely than rep1 does", "rep1 trails rep2"],
    ["more than 40 peaks", "rather than a z-score"])


_PAIR_SUPERLATIVE_RE = rule(
    "comparison.unread-pair-superlative",
    "A superlative said of a pair ('the most concordant pair', 'the tightest pair') that no reading checked makes "
    "the sentence undecided: the pair's value alone does not say it ranks first.",
    r"\b(?P<word>(?:most|least)\s+[a-z-]+|[a-z]+est|top|best|worst)\s+(?:[a-z-]+\s+)?pair\b",
    ["the most concordant pair", "the tightest pair"], ["the LGG pair", "the pair with r 0.99"])


def unread_comparisons(text: str, masked: str, span: tuple[int, int]) -> list[Fact]:
    """An undecided fact for a comparison in words no reading checked (see :data:`_THAN_RE` and
    :data:`_PAIR_SUPERLATIVE_RE`)."""
    m = _THAN_RE.search(masked, *span) or _PAIR_SUPERLATIVE_RE.search(masked, *span)
    if m is None:
        return []
    said = " ".join(text[m.start():m.end()].split())
    return [Fact("comparison", said, said, rule="comparison.unread",
                 unsure=f"The checker could not check the comparison “{said}…”")]
