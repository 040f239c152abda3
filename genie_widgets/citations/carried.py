"""Values a sentence's arithmetic may carry from the sentence before: "Rep1 topped out at 1,820.
That is roughly 150 above rep2's maximum" derives its number from rep1's maximum, said before. The
words that point back are rules (:mod:`.rules`), ids ``arithmetic.*``."""

from __future__ import annotations

from .facts import RecordFact
from .rules import rule

#: A sentence that starts by pointing at what the previous one said: "That is about 150 higher …".
#: Words that point back at values said before: "The difference is …", "Together that is …".
_BACK_RE = rule(
    "arithmetic.points-back",
    "Words that point back at values said before ('The difference is roughly 150', 'Together that is 86 calls') "
    "let a sentence that states none derive its number from the previous sentence's values.",
    r"\b(?:the\s+(?:difference|gap|ratio|sum|total)|together|combined|in\s+total|therefore|"
    r"so\s+the|thus)\b",
    examples=["The difference is roughly 150", "Together that is 86 calls", "so the ratio is 2"],
    counterexamples=["B is 20% higher than A", "a difference of 0.2"])
_THAT_RE = rule(
    "arithmetic.that-is",
    "A sentence that starts by pointing at what the previous one said ('That is about 150 higher …', 'This puts "
    "B …') derives its number from the previous sentence's values.",
    r"[\s>*_#-]*(?:that|this|which|it)(?:['\u2019]s|\s+is|\s+was|\s+puts|\s+makes|\s+means)?\b",
    examples=["That is about 150 higher", "- This puts B ahead", "It's 2.1-fold"],
    counterexamples=["B is 150 higher", "The mean is 2.1"])


def carried_values(told: list[list[tuple[str | None, RecordFact]]], stated: list[tuple[str | None, RecordFact]],
                   derives: bool, masked_text: str, start: int, end: int) -> list[tuple[str | None, RecordFact]]:
    """The values a sentence's arithmetic may use: its own, and — when it states none, derives a
    number and points back ("That is about 150 higher than rep2's", "The difference is roughly 150",
    "Together that is 86 calls") — those the previous sentence stated, or the two before it when
    each stated one. ``told`` holds the values of the sentences that stated some, the latest last,
    and is updated for the next."""
    carried: list[tuple[str | None, RecordFact]] = []
    if not stated and derives and told and (_THAT_RE.match(masked_text, start) or
                                            _BACK_RE.search(masked_text, start, end)):
        carried = told[-1][:] if len(told[-1]) >= 2 or len(told) < 2 else told[-2] + told[-1]
    if stated:
        told[:] = [*told, stated][-2:]
    return carried + stated
