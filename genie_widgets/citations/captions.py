"""A Markdown table cited once, by the caption line under it (or a caption line right above it):

    | sample | mean | max |
    |---|---|---|
    | BRCA T1 | 7.18 | 283.1 |

    Table: chr21 view, per-sample stats [[cite:…]]

Each row of the table is a sentence of its own and carries no token; the caption's tokens cite
every row. :func:`lend_caption_tokens` says which rows borrow which caption's tokens (the rows are
checked against those records), and :func:`fold_rows` gives the caption's chip the worst status of
its rows and itself (✗ if a row is, then ?, then ✓), so the one chip the reader sees says what the
table it cites holds.
"""

from __future__ import annotations

from .records import TokenMatch
from .said import SentenceCheck

_ORDER = {"unsupported": 0, "unverified": 1, "verified": 2}


def _is_row(text: str, span: tuple[int, int]) -> bool:
    return text[span[0]:span[1]].lstrip().startswith("|")


def _gap_lines(text: str, a: int, b: int) -> int:
    """How many line breaks separate ``a`` from ``b``."""
    return text.count("\n", a, b)


def lend_caption_tokens(text: str, spans: list[tuple[int, int]],
                        tokens_of: list[list[TokenMatch]]) -> dict[int, int]:
    """Row span index → the caption span index whose tokens it borrows (rows without tokens of a
    table with a cited caption right under it, at most one blank line apart, or right above it)."""
    lent: dict[int, int] = {}
    i = 0
    while i < len(spans):
        if not _is_row(text, spans[i]):
            i += 1
            continue
        j = i
        while j + 1 < len(spans) and _is_row(text, spans[j + 1]) and \
                _gap_lines(text, spans[j][1], spans[j + 1][0]) <= 1:
            j += 1
        rows = [k for k in range(i, j + 1) if not tokens_of[k]]
        below, above = j + 1, i - 1
        caption = None
        if below < len(spans) and tokens_of[below] and _gap_lines(text, spans[j][1], spans[below][0]) <= 2:
            caption = below
        elif above >= 0 and tokens_of[above] and not _is_row(text, spans[above]) and \
                _gap_lines(text, spans[above][1], spans[i][0]) <= 1:
            caption = above
        if caption is not None and len(rows) < j - i + 1:  # a cited row of its own: the table cites itself
            caption = None
        if caption is not None:
            lent.update((k, caption) for k in rows)
        i = j + 1
    return lent


def fold_rows(checks: list[SentenceCheck], lent: dict[int, int]) -> None:
    """The caption's status becomes the worst of its own (when it states anything) and its rows'."""
    by_caption: dict[int, list[int]] = {}
    for row, caption in lent.items():
        by_caption.setdefault(caption, []).append(row)
    for caption, rows in by_caption.items():
        cap = checks[caption]
        statuses = [checks[r].status for r in rows if checks[r].status in _ORDER and checks[r].facts]  # (a header
        # row or the |---| line states nothing)
        if cap.status in ("verified", "unsupported") or (cap.status == "unverified" and cap.facts):
            statuses.append(cap.status)
        if not statuses or (cap.status == "unsupported" and not cap.facts):
            continue  # unknown tokens stay what they are
        worst = min(statuses, key=lambda s: _ORDER[s])
        n = sum(1 for r in rows if checks[r].facts)
        cap.status = worst
        cap.reason = f"The table above ({n} row{'s' if n != 1 else ''}) and its caption: " + {
            "verified": "every row's facts were found in the cited records.",
            "unverified": "some row states a fact the checker could not tell, or nothing checkable.",
            "unsupported": "some row states a fact the cited records do not back."}[worst]
