"""A number written as a power of ten, derived from a value on a −log10 scale the sentence states:
"the maximum −log10 p of 17.77 corresponds to p ≈ 1.7 × 10⁻¹⁸", "a cutoff of 5 (p ≤ 10⁻⁵)".

Such a number is backed when 10 to the minus a value the sentence (or the sentence before it)
states and a cited record backs matches it at the precision written. Nothing else backs it: a
p-value is not a value of any field."""

from __future__ import annotations

import math
import re

from .facts import RecordFact
from .numbers import satisfies
from .rules import reading
from .said import Claim

ANTILOG = reading("derived.antilog", "A number written as a power of ten is backed by a stated value whose negative "
                  "power of ten it is, at the precision written ('−log10 p of 17.77, so p ≈ 1.7 × 10⁻¹⁸').",
                  ["a −log10 p of 17.77, p ≈ 1.7 × 10⁻¹⁸", "a cutoff of 5 (p ≤ 10⁻⁵)"])
_POWER_WRITTEN_RE = re.compile(r"[eE][-\u2212]\d|10\s*\^|[\u207b\u2070-\u2079]")


def _written_as_power(claim: Claim) -> bool:
    return claim.number is not None and 0 < claim.number.value < 1 and \
        _POWER_WRITTEN_RE.search(claim.fact.text) is not None


def antilogs(claims: list[Claim], stated: list[tuple[str | None, RecordFact]]) -> None:
    """Back each unbacked number of ``claims`` written as a power of ten by a ``stated`` value whose
    negative power of ten it is (see the module docstring)."""
    for claim in claims:
        if claim.fact.found or not _written_as_power(claim):
            continue
        n = claim.number
        assert n is not None
        for cid, fact in stated:
            v = float(fact.value)
            if v <= 0 or v > 300:
                continue
            got = math.pow(10.0, -v)
            if satisfies(got, n) or abs(got - n.value) <= n.tolerance:
                claim.fact.back(cid, fact.path, fact.matched,
                                f"{claim.fact.text} → 10^−{fact.matched} = {got:.3g} ({fact.path})", ANTILOG)
                claim.fact.note = None
                break
