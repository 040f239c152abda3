"""The verdict pass: the sentence's facts frozen into the claim IR (:mod:`.ir`), its status from the
frames alone, and the reason the chip's panel shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .ir import Binding, Frame, Mention, SentenceIR, status_of
from .phrases import as_sentence, join_and
from .reasons import NOTHING, unknown_clause
from .rules import reading
from .said import Claim, Fact
from .work import SentenceWork

#: The rule a fact is bound by when the pass that made it names none, by the fact's kind.
_DEFAULT_RULES = {
    "number": reading("bind.value", "a number is backed by the value of the attribute its words name, for the "
                      "entity the sentence names, over the scope it names, at the precision written.",
                      ["sample 1 averaged 0.870 over region B"]),
    "locus": reading("bind.locus", "a locus said to be the view or scope equals it; one of a located entity is "
                     "that entity's; any other overlaps a locus of the records.",
                     ["The view is seq1:1,000,000-1,200,000"]),
    "accession": reading("bind.accession", "an accession is in the cited records, in the role the sentence "
                         "gives it.", ["the file XYZ000123"]),
    "comparison": reading("comparison.holds", "a comparison, superlative or ranking holds between the bound values.",
                          ["B has the higher mean"]),
    "relation": reading("placement.holds", "where a named thing sits (inside the view, on a named sequence) holds.",
                        ["item_22 lies inside the view"]),
    "category": reading("category.stated", "a category the sentence states (a type, a status) is the "
                        "record's.", ["of type 'control'"]),
    "name": reading("name.in-records", "a name or identifier said to be what a record is about is a cited "
                    "record's entity.", ["The subject is item_7"]),
}


class _Seen(NamedTuple):
    """What the IR needs of a sentence's work (kept by the check instead of the whole work)."""

    text: str
    start: int
    end: int
    ids: tuple[str, ...]
    ordinal: frozenset[str]  # the vocabulary's rank and count attributes
    counts: frozenset[str]
    said_of: dict[int, frozenset[str]]


def _kind(fact: Fact, claim: Claim | None, w: _Seen) -> str:
    if fact.kind == "comparison":
        return "compare"
    if fact.kind == "relation":
        return "placement"
    if fact.kind == "group":
        return "count"
    if fact.kind != "number" or claim is None:
        return fact.kind
    if claim.derived:
        return "derived"
    if "ends" in claim.extra or "range_to" in claim.extra:
        return "range"
    if claim.attributes and claim.attributes <= w.ordinal:
        return "rank"
    integer = claim.number is not None and claim.number.integer
    return "count" if integer and claim.attributes and claim.attributes <= w.counts else "value"


def outcome_of(fact: Fact) -> str:
    """A fact's outcome: ``backed``, ``undecided`` (the checker could not tell) or ``refuted``."""
    return "backed" if fact.found else ("undecided" if fact.unsure else "refuted")


def _frame(fact: Fact, claim: Claim | None, w: _Seen) -> Frame:
    start = claim.pos if claim is not None else max(w.text.find(fact.text, w.start, w.end), w.start)
    end = claim.end if claim is not None else start + len(fact.text)
    outcome = outcome_of(fact)
    n = claim.number if claim is not None else None
    binding = Binding(fact.citation_id, fact.path, fact.matched, fact.binding or fact.text) if fact.found else None
    return Frame(_kind(fact, claim, w), fact.text, start, end, outcome, n,
                 claim.attributes if claim is not None else frozenset(),
                 w.said_of.get(id(claim), frozenset()) if claim is not None else frozenset(),
                 binding, fact.unsure or fact.note if not fact.found else None,
                 fact.rule or _DEFAULT_RULES.get(fact.kind))


def freeze(w: SentenceWork) -> Callable[[], SentenceIR]:
    """How to make the sentence's claim IR (made when first asked for: most checks are only drawn)."""
    claims, facts, mentions = list(w.claims), list(w.facts), list(w.mentions)
    seen = _Seen(w.text, w.start, w.end, tuple(w.ids), w.vocabulary.ordinal_attributes,
                 w.vocabulary.count_attributes, w.said_of)

    def made() -> SentenceIR:
        by_fact = {id(c.fact): c for c in claims}
        frames = tuple(_frame(f, by_fact.get(id(f)), seen) for f in facts)
        groups: dict[tuple[int, int], set[str]] = {}
        for m in mentions:
            groups.setdefault((m.start, m.end), set()).add(m.key)
        named = tuple(Mention(s, e, seen.text[s:e], frozenset(keys)) for (s, e), keys in sorted(groups.items()))
        return SentenceIR(seen.start, seen.end, seen.ids, named, frames)

    return made


def verdict(w: SentenceWork) -> None:
    """Status and reason of a cited sentence from its frames (see :func:`~.ir.status_of`)."""
    check = w.check
    assert check is not None
    for f in w.facts:
        if f.rule is None:
            f.rule = _DEFAULT_RULES.get(f.kind)
    check.facts = w.facts
    check._ir = freeze(w)
    check.status = status_of(tuple(outcome_of(f) for f in w.facts))  # what the IR's frames give
    for f in w.facts:  # every explanation the panel shows is a sentence (issue 30)
        f.note, f.unsure = as_sentence(f.note), as_sentence(f.unsure)
    where = "the cited record" if len(w.known) == 1 else "the cited records"
    missing = list(dict.fromkeys(f.text for f in w.facts if not f.found and not f.unsure))
    notes = list(dict.fromkeys(f.note for f in w.facts if not f.found and not f.unsure and f.note))
    unsure = list(dict.fromkeys(f.unsure for f in w.facts if not f.found and f.unsure))
    if not w.facts:
        reason = NOTHING
    elif len(missing) == 1 and len(notes) == 1:
        reason = notes[0]  # the one fact not backed: why, in a sentence
    elif missing:
        reason = f"{where[:1].upper()}{where[1:]} does not back {join_and(missing)}."
    elif unsure:
        reason = " ".join(unsure)
    elif len(w.facts) == 1:
        reason = f"The 1 checked fact was found in {where}."
    else:
        reason = f"All {len(w.facts)} checked facts were found in {where}."
    if w.unknown:
        reason += f" Unknown citation{'s' if len(w.unknown) > 1 else ''}: {unknown_clause(w.unknown)}."
    check.reason = reason
