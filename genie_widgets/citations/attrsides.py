"""Two attributes compared in words, with no number written: "the p-value caller's cutoff sits above
the highest value on the p-value track", "the z-score cutoff sits below the H3K27ac mean", "for the
rep1–pooled pair, the Spearman coefficient exceeded the Pearson coefficient".

Each side is the attribute words right before the comparative and right after it (the head of a
phrase such as "the H3K27ac mean"), about the entities its side names (the right side, naming
none, is about the left side's). The comparison is checked only where every value the cited records
hold for each side gives the same verdict; otherwise it is left out of the sentence's facts (and
the unread-comparison rule makes the sentence undecided).
"""

from __future__ import annotations

from .comparewords import is_less
from .comparisons import COMPARATIVE_RE
from .cues import CueHit
from .entities import Mention
from .facts import RecordFact
from .matcher import Context, binding, fmt_value, scope_ok
from .rules import reading
from .said import Claim, Fact
from .wordcount import content_words

SIDES = reading("comparison.attribute-sides",
                "Two attributes compared with no number written ('the cutoff sits below the H3K27ac mean'): the "
                "attribute words right before the comparative against those right after it, checked where every "
                "value the records hold for each side gives one verdict.",
                ["The z-score cutoff sits below the A mean", "the Spearman coefficient exceeded the Pearson one"])
#: How many words may stand between an attribute's words and the comparative.
_NEAR_WORDS = 3


def between_attributes(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], hits: list[CueHit],
                       claims: list[Claim], ctx: Context) -> list[Fact]:
    """The comparisons of two attributes in a sentence that states no number (see the module
    docstring)."""
    if any(c.fact.kind == "number" for c in claims):
        return []
    out: list[Fact] = []
    for m in COMPARATIVE_RE.finditer(masked, *span):
        left = [h for h in hits if span[0] <= h.start and h.end <= m.start()
                and content_words(masked[h.end:m.start()]) <= _NEAR_WORDS]
        right = [h for h in hits if m.end() <= h.start and h.end <= span[1]
                 and content_words(masked[m.end():h.start]) <= _NEAR_WORDS]
        if not left or not right:
            continue
        a, b = left[-1], _head(right, masked)
        if a.attributes & b.attributes:
            continue  # one attribute of two entities: an entity comparison (:mod:`.comparisons`)
        mine = _named(mentions, span[0], m.start())
        theirs = _named(mentions, m.end(), _phrase_end(masked, b.end, span[1])) or mine
        fact = _verdict(ctx, _values(ctx, a.attributes, mine), _values(ctx, b.attributes, theirs),
                        is_less((m.group("word") or m.group("word2")).lower()), text[a.start:b.end])
        if fact is not None:
            out.append(fact)
    return out


def _head(right: list[CueHit], masked: str) -> CueHit:
    """The last of the attribute words that follow one another right after the comparative ("the
    highest value": "value"; "the H3K27ac mean": "mean")."""
    head = right[0]
    for h in right[1:]:
        if content_words(masked[head.end:h.start]) > 1:
            break
        head = h
    return head


def _phrase_end(masked: str, at: int, end: int) -> int:
    """Where the words after a side's attribute words stop naming its entity ("the highest value on
    the p-value track in this view"): a few words on, at a comma or another clause."""
    stop = min([i for i in (masked.find(",", at, end), masked.find(" than ", at, end)) if i >= 0] + [end])
    words = masked[at:stop].split()
    return at + len(" ".join(words[:5])) + (len(masked[at:stop]) - len(masked[at:stop].lstrip()))


def _named(mentions: list[Mention], start: int, end: int) -> frozenset[str]:
    return frozenset(x.key for x in mentions if start <= x.start and x.end <= end)


def _values(ctx: Context, attributes: frozenset[str], entities: frozenset[str]) -> list[tuple[str, RecordFact]]:
    """The cited values of ``attributes`` about the entities named (any, when none is; a pair's value
    only where both of the pair are named, when the side names two or more)."""
    pair = ctx.vocabulary.pair_attributes
    return [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute in attributes
            and scope_ok(ctx, f) and (not entities or bool(set(f.entities) & entities))
            and (len(entities) < 2 or f.attribute not in pair or set(f.entities) <= entities)]


def _verdict(ctx: Context, left: list[tuple[str, RecordFact]], right: list[tuple[str, RecordFact]], less: bool,
             said: str) -> Fact | None:
    """The comparison fact when every pair of the two sides' values of one unit says the same (else
    None)."""
    units = ctx.vocabulary.units
    pairs = [(xs, ys) for xs in left for ys in right  # (a z-score's k is no signal value to set against a mean)
             if units.get(xs[1].attribute or "") == units.get(ys[1].attribute or "")]
    holds = {(float(x.value) < float(y.value)) if less else (float(x.value) > float(y.value))
             for (_, x), (_, y) in pairs}
    if len(holds) != 1:
        return None
    (cid, x), (_, y) = pairs[0]
    fact = Fact("comparison", said, said, rule=SIDES)
    between = f"{binding(ctx, x)} = {fmt_value(float(x.value))} vs {binding(ctx, y)} = {fmt_value(float(y.value))}"
    if holds.pop():
        fact.back(cid, x.path, x.matched, between, SIDES)
    else:
        fact.note = f"The comparison does not hold: {between}"
    return fact
