"""Categorical claims: a word that states a category value of an entity ("MYC is on the minus
strand"), checked against the categorical facts of the cited records (kind ``category``). Which
words state which attribute and value is the vocabulary's (``Vocabulary.categories``; each
statement holds the attribute's or the value's name: "minus strand", "a bigWig"); a category no
cited record holds is not checkable and is left out."""

from __future__ import annotations

import re

from .entities import Mention, keys_at
from .facts import Vocabulary
from .matcher import Context, entity_ok
from .phrases import possessive
from .rules import reading
from .said import Fact

reading("category.word",
        "A word that states a category value of an entity (the vocabulary's categories) is checked against the "
        "categorical facts of the cited records.",
        ["item_4 is of type 'control'"])

_COMPILED: dict[int, tuple[Vocabulary, list[tuple[re.Pattern[str], str, str]]]] = {}


def _patterns(vocabulary: Vocabulary) -> list[tuple[re.Pattern[str], str, str]]:
    hit = _COMPILED.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        hit = (vocabulary, [(re.compile(p, re.IGNORECASE), a, v) for p, a, v in vocabulary.categories])
        _COMPILED[id(vocabulary)] = hit
    return hit[1]


def category_claims(text: str, masked: str, span: tuple[int, int], mentions: list[Mention],
                    pronoun: frozenset[str], ctx: Context) -> list[Fact]:
    """Facts for the categorical words of one sentence whose attribute a cited record holds."""
    out: list[Fact] = []
    patterns = _patterns(ctx.vocabulary)
    if not patterns:
        return out
    low = masked[span[0]:span[1]].lower()
    held: set[str | None] | None = None
    for pattern, attribute, value in patterns:
        if attribute.lower() not in low and value.lower() not in low.replace(" ", ""):
            continue
        if held is None:
            held = {f.attribute for _, rf in ctx.cited for f in rf.facts if f.kind == "category"}
        if attribute not in held:
            continue
        for m in pattern.finditer(masked, *span):
            before = [x for x in mentions if x.end <= m.start()]
            entity = keys_at(mentions, before[-1]) if before else pronoun
            facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts
                     if f.kind == "category" and f.attribute == attribute and entity_ok(ctx, entity, f)]
            if not facts:
                continue
            fact = Fact("category", text[m.start():m.end()], value)
            for cid, f in facts:
                if f.value == value:
                    fact.back(cid, f.path, f.matched,
                              f"{fact.text} → {ctx.vocabulary.label(attribute)} {f.matched} ({f.path})",
                              "category.word")
                    break
            else:
                who = ctx.index.label(sorted(entity)[0]) if entity else "the record"
                fact.note = (f"{possessive(who)} {ctx.vocabulary.label(attribute)} is {facts[0][1].matched}, "
                             f"not {value}")
            out.append(fact)
    return out
