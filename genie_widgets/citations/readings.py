"""How one sentence's numbers are resolved: each over the scopes its own clause names, then the
second readings for those the first left unbacked (:mod:`.parallel`, :mod:`.worked`,
:mod:`.ranges`, :mod:`.unused`), and whose a number after "its" is."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from .cues import CueHit
from .entities import Mention, keys_at
from .facts import RecordFact
from .matcher import Context, backing, resolve_number, unback_number
from .parallel import denominators, extreme_of, extreme_stand_in, place_by_value, read_in_order
from .patterns import required_words
from .ranges import check_set_ranges
from .referents import pronoun_entity as pronoun_entity_of
from .said import Claim
from .unused import named_attribute
from .worked import work_out

T = TypeVar("T")


class ClauseScopes:
    """The scopes a sentence names, each at its place (``placed``), and all of them (``scopes``)."""

    def __init__(self, ctx: Context, placed: list[tuple[int, Any]]):
        self.ctx, self.placed, self.scopes = ctx, placed, [scope for _, scope in placed]

    def run(self, claim: Claim, check: Callable[[], T]) -> T:
        """Run ``check`` on a number against the scopes its own clause names ("1.22 in the view, and
        the chromosome mean 0.87"), or the sentence's when its clause names none."""
        if len(self.placed) < 2:  # one scope or none: its clause names it or the sentence does, the same
            return check()
        ctx = self.ctx
        ctx.scopes = [scope for pos, scope in self.placed if claim.clause[0] <= pos < claim.clause[1]] or self.scopes
        try:
            return check()
        finally:
            ctx.scopes = self.scopes

    def resolve(self, claim: Claim, entity: frozenset[str]) -> None:
        """Resolve a number over its clause's scopes; a highest / lowest word may rank another attribute."""
        def resolve() -> None:
            resolve_number(claim, entity, self.ctx)
            if claim.fact.found:
                extreme_stand_in(claim, self.ctx)
            elif not extreme_of(claim, entity, self.ctx):
                place_by_value(claim, entity, self.ctx)  # "rep2 ranked first by mean"
        self.run(claim, resolve)

    def second_readings(self, numbered: list[Claim], said_of: dict[int, frozenset[str]], claims: list[Claim],
                        mentions: list[Mention], hits: list[CueHit]) -> None:
        """After every number of the sentence had its first reading (``said_of``: the entity each was
        said of): values and names paired by order alone; worked arithmetic; a set's range; an
        attribute of a pair named once in the sentence."""
        ctx = self.ctx
        if any(not c.fact.found for c in numbered):
            def back(c: Claim, who: frozenset[str]) -> tuple[str, RecordFact] | None:
                return self.run(c, lambda: backing(c, who, ctx))
            read_in_order(numbered, mentions, ctx, back)
            denominators(numbered, said_of, ctx, back)
            for c in numbered:
                if not c.fact.found:
                    self.run(c, partial(work_out, c, said_of[id(c)], numbered, ctx))
        check_set_ranges(numbered, ctx)
        for c in numbered:  # "The Spearman correlation … was 0.615": not the Pearson r beside it
            if c.fact.found and not c.attributes:
                self.run(c, partial(named_attribute, c, said_of[id(c)], claims, hits, ctx))


_ITS_RE = re.compile(r"\bits\b", re.IGNORECASE)
ITS_WORDS = required_words(_ITS_RE)  # (for the fast path's test of a message)


def its_subject(masked_text: str, start: int, claim: Claim, subjects: list[Mention], mentions: list[Mention],
                earlier: list[Mention], view: str) -> frozenset[str]:
    """"rep1 averaged 2.76 against 2.30 for rep2, and its maximum (111.0) …": a number after "its"
    (no name between) is the sentence's subject's, the first name before "its"; with no name
    before it, the previous sentence's ("Its SD of 10.20 was about 32% higher than rep1's")."""
    found = list(_ITS_RE.finditer(masked_text, max(start, claim.pos - 40), claim.pos))
    its = found[-1] if found else None
    if its is None or ";" in masked_text[its.end():claim.pos] or \
            any(its.end() <= m.start < claim.pos or claim.end <= m.start < claim.end + 12 for m in mentions):
        return frozenset()  # a name between, or right after the number ("against 7.71 for rep1")
    first = next((m for m in subjects if start <= m.start < its.start()), None)
    if first is not None:
        return keys_at(mentions, first)
    return pronoun_entity_of(view, its.start(), its.end(), earlier) if earlier else frozenset()


def folds_as_ratios(plain_folds: list[Claim], numbered: list[Claim], facts: list[Any]) -> list[Claim]:
    """"rep2 shows the same 2.3-fold enrichment (2.30 vs 1.69)": a "-fold" number first backed as a
    plain value that another number of the sentence states (the same fact) is read as a ratio after
    all; returns those claims (their facts taken out of ``facts``) for the derived checks."""
    out: list[Claim] = []
    for claim in plain_folds:
        if claim.number is not None and claim.number.value < 1000 and any(
                c is not claim and c.extra.get("fact") is claim.extra.get("fact") for c in numbered):
            facts.remove(claim.fact)
            unback_number(claim, None)
            out.append(claim)
    return out
