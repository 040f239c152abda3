"""The metrics of the labelled set (FORMAT.md), in the order they are printed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

V, U = "verified", "unsupported"


@dataclass(frozen=True)
class Share:
    hits: int
    of: int

    def __str__(self) -> str:
        return f"{self.hits / self.of:.3f}" if self.of else "  –  "


@dataclass(frozen=True)
class Metrics:
    n: int
    wrong_shown_verified: Share  # of items labelled unsupported, shown verified
    verified_precision: Share  # of items shown verified, labelled verified
    unsupported_precision: Share  # of items shown unsupported, labelled unsupported
    unsupported_recall: Share  # of items labelled unsupported, shown unsupported
    correct_shown_verified: Share  # of items labelled verified, shown verified
    agreement: Share  # of all items, status == label


def metrics(pairs: Iterable[tuple[str, str]]) -> Metrics:
    """The metrics of (label, status) pairs."""
    pairs = list(pairs)
    labelled_u = [got for lab, got in pairs if lab == U]
    labelled_v = [got for lab, got in pairs if lab == V]
    shown_v = [lab for lab, got in pairs if got == V]
    shown_u = [lab for lab, got in pairs if got == U]
    return Metrics(
        n=len(pairs),
        wrong_shown_verified=Share(labelled_u.count(V), len(labelled_u)),
        verified_precision=Share(shown_v.count(V), len(shown_v)),
        unsupported_precision=Share(shown_u.count(U), len(shown_u)),
        unsupported_recall=Share(labelled_u.count(U), len(labelled_u)),
        correct_shown_verified=Share(labelled_v.count(V), len(labelled_v)),
        agreement=Share(sum(lab == got for lab, got in pairs), len(pairs)),
    )


HEADER = ("", "n", "wrong shown ✓", "✓ precision", "✗ precision", "✗ recall", "correct shown ✓", "agreement")
WIDTHS = (44, 5, 19, 11, 11, 8, 15, 9)


def row(cells: tuple[str, ...]) -> str:
    first, *rest = cells
    numbers = "  ".join(c.rjust(w) for c, w in zip(rest, WIDTHS[1:], strict=True))
    return (first.ljust(WIDTHS[0]) + "  " + numbers).rstrip()


def header() -> str:
    return row(HEADER)


def line(name: str, m: Metrics) -> str:
    """One row of the table: the group's name, its size and its metrics in FORMAT.md's order (wrong shown ✓
    with its counts)."""
    w = m.wrong_shown_verified
    wrong = f"{w} ({w.hits}/{w.of})" if w.of else str(w)
    return row((name, str(m.n), wrong, str(m.verified_precision), str(m.unsupported_precision),
                str(m.unsupported_recall), str(m.correct_shown_verified), str(m.agreement)))
