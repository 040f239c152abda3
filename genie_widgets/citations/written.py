"""Arithmetic as written: "0.870 + 2 × 9.02 ≈ 18.9" must be true of the numbers it writes.

A run of numbers joined by operators and followed by "=" or "≈" and a result is evaluated with the
usual precedence (× and ÷ before + and −). When the result is not the value of the expression, at
the precision the numbers are written (each operand's rounding carried through, the result's own
added), the result is refuted: whatever record backs each number, "42.54 + 2 × 14.29 = 42.54" is
false. The words are rules (:mod:`.rules`), ids ``written.*``.
"""

from __future__ import annotations

from .matcher import unback_number
from .numberlists import TERM_LABEL
from .rules import reading, rule
from .said import Claim

_OPERATOR_RE = rule(
    "written.operator",
    "An arithmetic operator between two numbers of an expression ('0.870 + 2 × 9.02', '58,617,616 − 58,607,590', "
    "'800 (biosample) + 200 (target)': a label in parentheses after a term is no operand).",
    rf"^{TERM_LABEL}\s*([+\u00d7*\u00f7/])\s*$|^{TERM_LABEL}\s+([\u2212-])\s+$",
    examples=[" + ", " × ", " (biosample) + "],
    counterexamples=[" and ", "-"])
_RESULT_RE = rule(
    "written.result",
    "What stands between an expression and its result ('= 18.92', '≈ 18.9').",
    rf"^{TERM_LABEL}\s*(?:=|\u2248|~=|\u2243)\s*$",
    examples=[" = ", " \u2248 "],
    counterexamples=[" and "])
WRONG = reading("written.arithmetic",
                "The result of an expression written with its operands must be the expression's value at the "
                "precision written, whatever records back the operands.",
                ["0.870 + 2 × 9.02 ≈ 18.9"])


def _operator(text: str) -> str | None:
    m = _OPERATOR_RE.search(text)
    return None if m is None else (m.group(1) or m.group(2))


def _tolerance(claim: Claim) -> float:
    """How far an operand's rounding may be off: none for a whole number written plainly ("2 × 14.29": two
    exactly, not 1.5-2.5)."""
    n = claim.number
    assert n is not None
    return 0.0 if n.integer and not n.hedged else n.tolerance


def _value(operands: list[Claim], ops: list[str]) -> tuple[float, float] | None:
    """The expression's value and how far the operands' rounding may move it."""
    terms: list[tuple[float, float, float]] = []  # (sign, value, tolerance) of each product
    first = operands[0].number
    assert first is not None
    sign, value, tol = 1.0, first.value, _tolerance(operands[0])
    for op, c in zip(ops, operands[1:], strict=True):
        n = c.number
        assert n is not None
        n_tol = _tolerance(c)
        if op in ("\u00d7", "*"):
            value, tol = value * n.value, abs(value) * n_tol + abs(n.value) * tol
        elif op in ("\u00f7", "/"):
            if n.value == 0:
                return None
            value, tol = value / n.value, tol / abs(n.value) + abs(value) * n_tol / n.value ** 2
        else:
            terms.append((sign, value, tol))
            sign, value, tol = (1.0 if op == "+" else -1.0), n.value, n_tol
    terms.append((sign, value, tol))
    return sum(s * v for s, v, _ in terms), sum(t for _, _, t in terms)


def check_written(masked: str, claims: list[Claim]) -> None:
    """Refute each result of a written expression that its operands do not give."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number" and not c.number.percent]
    i = 0
    while i < len(numbers) - 2:
        run, ops = [numbers[i]], []
        j = i + 1
        while j < len(numbers) and (op := _operator(masked[run[-1].end:numbers[j].pos])) is not None:
            run.append(numbers[j])
            ops.append(op)
            j += 1
        if ops and j < len(numbers) and _RESULT_RE.search(masked[run[-1].end:numbers[j].pos]):
            _check(run, ops, numbers[j])
        i = max(j, i + 1)


def _check(operands: list[Claim], ops: list[str], result: Claim) -> None:
    got = _value(operands, ops)
    n = result.number
    if got is None or n is None or any(c.number is None or c.number.unit != n.unit for c in operands):
        return
    value, spread = got
    if abs(value - n.value) <= spread + n.tolerance + 1e-9:
        return
    shown = f"{value:.4g}"
    unback_number(result, f"The expression written before {result.fact.text} comes to {shown}, not "
                          f"{result.fact.text}", WRONG)
