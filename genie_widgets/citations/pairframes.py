"""Pairs said in a comparison frame: "rep2 is closer to pooled than rep1 (0.928 vs 0.797)" compares
the rep2–pooled value with the rep1–pooled one, and the first must be the larger.

When a sentence names three entities in that frame (A closer to / more correlated with B than C)
and states two pair values after it, the first must be a value of the pair A–B and the second of
C–B. Without the frame either value might be backed by any pair of the three names (0.515, rep1–rep2,
was ✓ as the first). The words are rules (:mod:`.rules`), ids ``frame.*``.
"""

from __future__ import annotations

from .entities import Mention
from .matcher import Context, binding, fmt_value, unback_number
from .rules import reading, rule
from .said import Claim, Fact

_CLOSER_RE = rule(
    "frame.closer",
    "Words that compare how close two pairs are, between the first name and the shared one ('rep2 is closer to "
    "pooled', 'rep2 correlates more strongly with pooled').",
    r"\b(?:closer|nearer|more\s+similar|tighter|more\s+(?:closely\s+|tightly\s+|strongly\s+)?correlated|"
    r"correlates?\s+(?:more\s+)?(?:closely|strongly|better|more)|tracks?\s+(?:more\s+closely|better))"
    r"\s+(?:to|with)?\s*(?:the\s+)?$",
    examples=["A is closer to ", "A correlates more strongly with the "],
    counterexamples=["A is close to ", "the closer match, "])
_THAN_RE = rule(
    "frame.than",
    "'than' between the shared name and the third one ('… pooled than rep1', '… pooled than does rep1').",
    r"^\s*(?:track\s+|signal\s+)?than\s+(?:does\s+|do\s+|is\s+|the\s+)?$",
    examples=[" than ", " than does "],
    counterexamples=[" and "])
PAIR_FRAME = reading("frame.pairs",
                     "In 'A is closer to B than C (x vs y)', x is a value of the pair A–B and y of C–B, and x is "
                     "above y.",
                     ["rep2 is closer to pooled than rep1 (Pearson 0.928 vs 0.797)"])


def check_pair_frames(text: str, masked: str, numbered: list[Claim], mentions: list[Mention],
                      ctx: Context) -> list[Fact]:
    """Refute a pair value of the frame that is not of the pair the frame names, and check that the
    first pair is the closer (see the module docstring); returns the comparison's fact, if read."""
    named = _distinct(mentions)
    for a, b, c in zip(named, named[1:], named[2:], strict=False):
        closer = _CLOSER_RE.search(masked, max(a.end, b.start - 60), b.start)
        if closer and _THAN_RE.search(masked[b.end:c.start]):
            after = [n for n in numbered if n.pos > c.end and n.fact.found and "fact" in n.extra
                     and len(n.extra["fact"].entities) == 2]
            held = True
            for claim, pair in zip(after[:2], ({a.key, b.key}, {c.key, b.key}), strict=False):
                fact = claim.extra["fact"]
                if set(fact.entities) != pair:
                    held = False
                    unback_number(claim, f"{claim.fact.text} is {binding(ctx, fact)}, not a value of the pair the "
                                         f"comparison names", PAIR_FRAME)
            return _closer(text, closer.start(), c.end, after[:2], ctx) if held and len(after) >= 2 else []
    return []


def _closer(text: str, start: int, end: int, pair: list[Claim], ctx: Context) -> list[Fact]:
    """"A is closer to B than C (x vs y)": the A–B value x is above the C–B value y."""
    said = " ".join(text[start:end].split())
    first, second = (c.extra["fact"] for c in pair)
    x, y = fmt_value(float(first.value)), fmt_value(float(second.value))
    fact = Fact("comparison", said, said, rule="frame.pairs")
    if float(first.value) > float(second.value):
        fact.back(pair[0].fact.citation_id, first.path, first.matched,
                  f"{binding(ctx, first)} = {x} above {binding(ctx, second)} = {y}", "frame.pairs")
    else:
        fact.note = f"{binding(ctx, first)} is {x}, not above {binding(ctx, second)} ({y})"
    return [fact]


def _distinct(mentions: list[Mention]) -> list[Mention]:
    """The sentence's mentions in order, each entity once (its first mention)."""
    seen: set[str] = set()
    out = []
    for m in sorted(mentions, key=lambda m: m.start):
        if m.key not in seen:
            seen.add(m.key)
            out.append(m)
    return out
