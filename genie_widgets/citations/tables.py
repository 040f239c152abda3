"""Markdown tables: the header of a column names what the numbers of its cells are.

In an answer such as::

    | Pair | Pearson | Spearman |
    |---|---|---|
    | rep1 – pooled | 0.90 | 0.87 |

each row is a sentence of its own, and no word of the row says which correlation 0.87 is: the
header cell above it does. :func:`table_cell` finds that cell for a position inside a table's
body, so the checker can read the header's attribute words for the number (a word in the cell
itself still comes first).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .cuefits import fits
from .cues import CueHit, cue_hits
from .facts import Vocabulary
from .said import Claim
from .sentences import Span

#: The line under a table's header: "|---|:---:|---|" (pipes at the ends optional).
_SEPARATOR_RE = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*")


def _line(text: str, pos: int) -> Span:
    """The line of ``text`` that holds ``pos`` (without its line break)."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return start, len(text) if end < 0 else end


def _cells(text: str, start: int, end: int) -> list[Span]:
    """The cells of the table row ``text[start:end]``: the spans between its pipes (pipes at the
    row's ends, when written, open and close it)."""
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    if start < end and text[start] == "|":
        start += 1
    if end > start and text[end - 1] == "|":
        end -= 1
    cells: list[Span] = []
    cursor = start
    for i in range(start, end):
        if text[i] == "|":
            cells.append((cursor, i))
            cursor = i + 1
    cells.append((cursor, end))
    return cells


def table_cell(text: str, pos: int) -> tuple[Span, Span] | None:
    """The body cell that holds ``pos`` and the header cell of its column, when ``pos`` lies in the
    body of a Markdown table (a row under a header and its ``|---|`` line); None otherwise."""
    start, end = _line(text, pos)
    if "|" not in text[start:end] or _SEPARATOR_RE.fullmatch(text, start, end):
        return None
    cells = _cells(text, start, end)
    column = next((i for i, (a, b) in enumerate(cells) if a <= pos < b), None)
    if column is None:
        return None
    while start > 0:  # up through the body rows to the separator line
        start, end = _line(text, start - 1)
        if _SEPARATOR_RE.fullmatch(text, start, end):
            if start == 0:
                return None
            header = _cells(text, *_line(text, start - 1))
            return (cells[column], header[column]) if column < len(header) else None
        if "|" not in text[start:end]:
            return None
    return None


def column_cue(masked_text: str, claim: Claim, cue: CueHit | None, vocabulary: Vocabulary,
                low: str | None, names: Callable[[int, int], list[Span]] | None = None) -> CueHit | None:
    """The attribute words of a number in a Markdown table's body: the cell's own, else those of its
    column's header (:func:`table_cell`; words inside a name there, ``names(start, end)``, name the
    column's entity, not an attribute: "| pooled |"), else what the sentence gave."""
    cells = table_cell(masked_text, claim.pos)
    if cells is None:
        return cue
    (start, end), header = cells
    if cue is not None and start <= cue.start and cue.end <= end:
        return cue
    named = [h for h in cue_hits(masked_text, header, vocabulary, low) if fits(claim, h, vocabulary)
             and not (names and any(s <= h.start and h.end <= e for s, e in names(*header)))]
    if named:
        return named[0]
    label = _row_label(masked_text, claim.pos, (start, end))  # "| Peaks after 2-kb merge | 319 |": the row's label
    labelled = [h for h in cue_hits(masked_text, label, vocabulary, low) if fits(claim, h, vocabulary)
                and not (names and any(s <= h.start and h.end <= e for s, e in names(*label)))] if label else []
    return cue if cue is not None or not labelled else labelled[0]


def _row_label(text: str, pos: int, cell: Span) -> Span | None:
    """The first cell of the table row holding ``pos``, when ``cell`` is another one: the row's label
    ("| Peaks after 2-kb merge | 319 | PASS |"), whose attribute words name the row's values where the
    column's header names none."""
    cells = _cells(text, *_line(text, pos))
    return cells[0] if cells and cells[0] != cell and cells[0][1] <= cell[0] else None
