"""Names listed as members of a kind: "Genes in view include GPX4, STK11 and CDK4", "the files are
ENCFF779QTH and ENCFF849TDM". Each listed name is a claim: backed when a cited record writes it, ✗
when none does (a gene the record does not list, a sample it does not hold) — whatever shape the
name has, so a list is never ✓ while one of its names is made up. The kind nouns are the
vocabulary's (``kind_words``); the words are rules (:mod:`.rules`), id ``name.listed``.
"""

from __future__ import annotations

import re

from .matcher import Context
from .names import written_in
from .rules import rule
from .said import Fact

_NAME = r"(?:[A-Z][A-Za-z0-9_.-]*\d[A-Za-z0-9_.-]*|[A-Z]{2,}[A-Z0-9_.-]*)"
LIST_RE = rule(
    "name.listed",
    "Names listed after a plural noun of a kind and 'include', 'are', 'such as', 'among them', 'namely', 'e.g.' or a "
    "colon ('Genes in view include GPX4, STK11 and CDK4') are each said to be one of the cited records': each must "
    "be written in one.",
    rf"\b(?P<noun>(?i:[a-z]+s))\b(?:[^.;\n]|(?<=\d)\.(?=\d)){{0,40}}?"
    rf"(?:\b(?i:include|includes|including|are|were|such\s+as|among\s+(?:them|which|others)|namely"
    rf"|for\s+(?:example|instance)|notably|e\.g\.)(?:\b|(?<=\.))|:),?[\s*_]+"
    rf"(?P<names>{_NAME}(?:\s*,\s*{_NAME})*(?:\s*,?\s+(?:and|or)\s+{_NAME})?)\b",
    ["Genes in view include GPX4, STK11 and CDK4", "the two files are ENCFF779QTH and ENCFF849TDM",
     "13 genes in view, among them GPX4, STK11 and CDK4"],
    ["genes in view include some", "The tracks are noisy"], flags=0)
LIST_BEFORE_RE = rule(
    "name.listed-before",
    "Names listed before 'are among the' / 'were among the' and a plural noun of a kind ('COL6A1, COL6A2 and APP "
    "were among the genes annotated') are each said to be one of the cited records': each must be written in one.",
    rf"(?P<names>{_NAME}(?:\s*,\s*{_NAME})*(?:\s*,?\s+(?:and|or)\s+{_NAME}))\s+(?:(?i:are|were)\s+)?(?:(?i:all)\s+)?"
    rf"(?i:among|in)\s+(?i:the)\s+(?:(?i:[a-z-]+)\s+)?(?P<noun>(?i:[a-z]+s))\b",
    ["COL6A1, COL6A2 and APP were among the genes annotated", "GPX4 and STK11 are among the listed genes"],
    ["the genes are among the best", "rep1 and rep2 are among the tracks"], flags=0)
_SPLIT_RE = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")


def listed_names(text: str, masked: str, span: tuple[int, int], ctx: Context) -> list[Fact]:
    """A name fact for each name listed as a member of a kind (see the module docstring)."""
    out: list[Fact] = []
    for m in _lists(masked, span, ctx):
        for name in _SPLIT_RE.split(text[m.start("names"):m.end("names")]):
            if not name:
                continue
            fact = Fact("name", name, name, rule="name.listed")
            if written_in(name, ctx):
                fact.found, fact.binding = True, f"{name} → written in the cited records"
            else:
                fact.note = f"{name} is not in the cited records"
            out.append(fact)
    return out


def _lists(masked: str, span: tuple[int, int], ctx: Context) -> list[re.Match[str]]:
    """The lists of names said to be of a kind: after the kind's noun, or before "among the" and it."""
    found: list[re.Match[str]] = []
    at = span[0]
    while (m := LIST_RE.search(masked, at, span[1])) is not None:
        if ctx.vocabulary.kind_of(m.group("noun")) is None:
            at = m.end("noun")  # ("the window is crowded: 13 genes …": "is" is no noun; "genes" may be)
            continue
        at = m.end()
        found.append(m)
    found += [m for m in LIST_BEFORE_RE.finditer(masked, *span) if ctx.vocabulary.kind_of(m.group("noun")) is not None
              and not any(f.start("names") <= m.start("names") < f.end("names") for f in found)]
    return found
