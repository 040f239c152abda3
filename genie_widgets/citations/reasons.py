"""The words of a sentence check's reason: what an uncited sentence states, which tokens no tool issued."""

from __future__ import annotations

from .said import Fact


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def _join_and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


NOTHING = "Nothing in this sentence can be checked: it states no number, locus or accession."


def uncited_reason(facts: list[Fact]) -> str:
    counts = [(sum(f.kind == kind for f in facts), word, plural) for kind, word, plural in (
        ("number", "number", "numbers"), ("locus", "locus", "loci"), ("accession", "accession", "accessions"))]
    parts = [_plural(n, w, p) for n, w, p in counts if n]
    return f"This sentence states {_join_and(parts)} but cites no record."


def unknown_clause(unknown: list[str]) -> str:
    if len(unknown) == 1:
        return f"{unknown[0]} was not issued by a tool in this session"
    return f"{_join_and(unknown)} were not issued by a tool in this session"
