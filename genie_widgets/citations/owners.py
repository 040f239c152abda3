"""How an explanation names what a value is about (issue 30): "rep1's mean", "the Pearson r of rep1
and rep2", "the cited records". ``ctx`` is the matcher's :class:`~.matcher.Context` (its entity
``index``, ``vocabulary`` and ``cited`` records); typed loosely so this module stays below it."""

from __future__ import annotations

from typing import Any

from .facts import RecordFact
from .phrases import attribute_of, join_and


def owners(ctx: Any, entities: tuple[str, ...] | frozenset[str]) -> list[str]:
    """The names of what a value is about: an entity named after another one of them is left out
    ("rep1" for rep1 and the peaks track called from it)."""
    keys = sorted(entities) if isinstance(entities, frozenset) else list(entities)
    kept = [e for e in keys if not (ctx.index.base(e) & set(keys))] or keys
    return [ctx.index.label(e) for e in kept]


def who(ctx: Any, fact: RecordFact) -> str:
    """"rep1", "rep1 and rep2", or "the record" for a fact about no entity."""
    return join_and(owners(ctx, fact.entities)) if fact.entities else "the record"


def what(ctx: Any, fact: RecordFact) -> str:
    """The fact's attribute and owners in words: "rep1's mean", "the Pearson r of rep1 and rep2"."""
    return attribute_of(ctx.vocabulary.label(fact.attribute), owners(ctx, fact.entities))


def where(ctx: Any) -> str:
    """"the cited record" or "the cited records"."""
    return "the cited record" if len(ctx.cited) == 1 else "the cited records"
