"""Shared helpers of the labelled sentence sets: items, number formatting, metrics."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from genie_widgets.citations import verify_message

STATUSES = ("verified", "unsupported", "unverified", "uncited", "plain")


@dataclass(frozen=True)
class Item:
    """One labelled sentence (or short answer): the text, the status a careful reader gives the
    sentence at ``index`` (the last one by default), and the class of problem it tests."""

    id: str
    text: str
    label: str
    klass: str
    index: int = -1

    def __post_init__(self) -> None:
        assert self.label in STATUSES, self.label


def c(x: float) -> str:
    """Thousands separators, integer."""
    return f"{round(x):,}"


def d(x: float, n: int = 2) -> str:
    """``n`` decimals, thousands separators."""
    return f"{x:,.{n}f}"


def stats(rec: Any, record: str, track: int) -> dict[str, Any]:
    return rec.d(record)["tracks"][track]["stats"]


@dataclass
class Metrics:
    n: int
    agreement: float
    precision: float
    recall: float
    confusion: dict[tuple[str, str], int]
    misses: list[tuple[Item, str, str]]

    def line(self, name: str) -> str:
        return (f"{name}: {self.n} sentences, agreement {self.agreement:.3f}, unsupported precision "
                f"{self.precision:.3f}, recall {self.recall:.3f}")


def evaluate(items: Iterable[Item], store: Any) -> Metrics:
    """Agreement of the checker's status with the labels, and precision / recall of "unsupported"."""
    items = list(items)
    agree = tp = fp = fn = 0
    confusion: dict[tuple[str, str], int] = {}
    misses = []
    for item in items:
        checks = verify_message(item.text, store)
        check = checks[item.index]
        got = check.status
        confusion[(item.label, got)] = confusion.get((item.label, got), 0) + 1
        if got == item.label:
            agree += 1
        else:
            misses.append((item, got, check.reason + " | " + "; ".join(
                f.note or f.binding or f.text for f in check.facts)))
        if got == "unsupported" and item.label == "unsupported":
            tp += 1
        elif got == "unsupported":
            fp += 1
        elif item.label == "unsupported":
            fn += 1
    n = len(items)
    return Metrics(n, agree / n if n else 0.0, tp / (tp + fp) if tp + fp else 1.0, tp / (tp + fn) if tp + fn else 1.0,
                   confusion, misses)
