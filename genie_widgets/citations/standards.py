"""Numbers a sentence sets as its own standard, not values it reports: "Coverage: PASS (99.98%
covered; criterion ≥ 99%)", "Observed 12.13, expected > 5", and a table's "Expected" column. A
bound after a word of criterion is what the writer judged against; no record holds it, and none
need: such a number is no claim (the observed value beside it is). Only a bound is read so ("the
expected mean is 1.22" states a value, and stays one). The words are rules (:mod:`.rules`), ids
``claim.standard*``.
"""

from __future__ import annotations

import re

from .rules import rule
from .said import Claim
from .tables import table_cell

_STANDARD_BEFORE_RE = rule(
    "claim.standard",
    "A bound right after a word of criterion ('criterion ≥ 99%', 'expected > 5', 'target: at least 0.9') is the "
    "standard the writer judged against, not a value the records must hold.",
    r"\b(?:criteri(?:on|a)|expected|expectation|target|threshold\s+for\s+(?:a\s+)?pass(?:ing)?|acceptance"
    r"(?:\s+criteri(?:on|a))?|requirement|required|spec(?:ification)?|pass\s+(?:if|when|at))\s*[:=]?\s*"
    r"(?:\u2265|>=|>|\u2264|<=|<|at\s+least|at\s+most|no\s+less\s+than|no\s+more\s+than|above|below)\s*[~\u2248]?\s*$",
    ["criterion \u2265 ", "expected > ", "target: at least "], ["the expected mean is ", "a threshold of "],
    flags=re.IGNORECASE)
_STANDARD_HEADER_RE = rule(
    "claim.standard-column",
    "A table column headed by a word of criterion ('Expected', 'Criterion', 'Target', 'Threshold (PASS)') holds "
    "the standards the rows are judged against, not values the records must hold.",
    r"\s*(?:expected|criteri(?:on|a)|target|acceptance|spec(?:ification)?|threshold\s*\(pass\)|pass\s+threshold)"
    r"(?:\s+(?:value|range|level))?\s*",
    ["Expected", "Criterion", "Pass threshold"], ["Observed mean", "Threshold"], flags=re.IGNORECASE)


def without_standards(masked: str, claims: list[Claim], start: int) -> list[Claim]:
    """``claims`` less the numbers the sentence (starting at ``start``) sets as its standard."""
    drop = {id(c) for c in claims if c.fact.kind == "number" and (
        _STANDARD_BEFORE_RE.search(masked, max(start, c.pos - 48), c.pos) or _in_standard_column(masked, c.pos))}
    return [c for c in claims if id(c) not in drop] if drop else claims


def _in_standard_column(masked: str, pos: int) -> bool:
    """Whether ``pos`` lies in a table cell whose column's header is a word of criterion."""
    cells = table_cell(masked, pos)
    return cells is not None and _STANDARD_HEADER_RE.fullmatch(masked, *cells[1]) is not None
