"""A cited sentence as its reader saw it, for quoting in the evidence panel and the static evidence
list: its Markdown read by the parser the answer is drawn with (:data:`.markdown.MD`), so no
``**``, backticks, ``[text](url)``, list markers, ``>`` or table pipes are quoted raw.

:func:`quote_segments` returns plain-text segments with the style they were drawn in (``strong``,
``em``, ``code``, ``del`` or none): the front-end builds them as text nodes, never as markup, so
record or model text cannot become HTML. Links keep their text (never their URL), images their
alt text. A sentence is cut out of its message, so emphasis opened in the sentence before and
closed in this one (``**…. …**``) is an unpaired run here: it is dropped, not quoted.
"""

from __future__ import annotations

import re
from typing import Any

from .markdown import MD
from .records import TOKEN_RE

#: One quoted piece: (text, style) — style one of None, "strong", "em", "code", "del".
Segment = tuple[str, str | None]

_STYLE_OF = {"strong_open": "strong", "em_open": "em", "s_open": "del"}
_CLOSE = {"strong_close", "em_close", "s_close"}
# Tokens in parentheses alone ("(…[[cite:x]])" → ""), then every other token with the space before it.
_TOKENS_IN_PARENS = re.compile(r"\s*\(\s*(?:" + TOKEN_RE.pattern + r"[\s,;]*)+\)")
_TOKEN = re.compile(r"\s*" + TOKEN_RE.pattern)
# a table row, or the part of one a sentence split left ("| mark | mean | cov." / "x | 0.3 |")
_TABLE_ROW = re.compile(r"^\s*\|.*\||\|.*\|\s*$")
_DELIMITER_ROW = re.compile(r"^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$")
# Emphasis runs markdown-it could not pair (the other half is in the next or previous sentence):
# at a word's start or end; single * and _ only at the very start or end of the sentence.
_UNPAIRED = re.compile(r"(?:(?<![\w\\*_~])(?:\*{2,3}|_{2,3}|~~)(?=[^\s*_~]))"
                       r"|(?:(?<=[^\s*_~\\])(?:\*{2,3}|_{2,3}|~~)(?![\w*_~]))"
                       r"|^[*_](?=\S)|(?<=\S)[*_]$")


def without_tokens(sentence: str) -> str:
    """``sentence`` without its citation tokens (and a pair of parentheses holding only tokens)."""
    return _TOKEN.sub("", _TOKENS_IN_PARENS.sub("", sentence)).strip()


def _inline(children: list[Any]) -> list[Segment]:
    out: list[Segment] = []
    styles: list[str] = []
    for tok in children:
        kind = tok.type
        if kind in _STYLE_OF:
            styles.append(_STYLE_OF[kind])
        elif kind in _CLOSE:
            if styles:
                styles.pop()
        elif kind == "text":
            out.append((tok.content, styles[-1] if styles else None))
        elif kind == "code_inline":
            out.append((tok.content, "code"))
        elif kind in ("softbreak", "hardbreak"):
            out.append((" ", None))
        elif kind == "image":
            alt = "".join(text for text, _ in _inline(tok.children or [])) or "image"
            out.append((f"image: {alt}", styles[-1] if styles else None))
        # link_open / link_close: the link's text is quoted, its URL never
    return out


def _table_row(sentence: str) -> list[Segment] | None:
    """A table row (one sentence per row): its cells joined by " · "; a delimiter row quotes as nothing."""
    if re.fullmatch(r"[\s|:-]*\|[\s|:-]*", sentence) or _DELIMITER_ROW.match(sentence):
        return []  # a delimiter row, or the bare end of a row
    if not _TABLE_ROW.search(sentence):
        return None
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", sentence.strip().strip("|"))]
    out: list[Segment] = []
    for cell in (c for c in cells if c):
        if out:
            out.append((" · ", None))
        out.extend(_parse(cell))
    return out


def _parse(text: str) -> list[Segment]:
    out: list[Segment] = []
    for tok in MD.parse(text):
        if tok.type == "inline":
            if out:
                out.append((" ", None))
            out.extend(_inline(tok.children or []))
        elif tok.type in ("code_block", "fence"):
            out.append((tok.content.strip(), "code"))
    return out


def _tidy(segments: list[Segment]) -> list[Segment]:
    """Unpaired emphasis runs dropped, runs of spaces folded, the ends trimmed, empty pieces left out."""
    tidied = [(text if style == "code" else _UNPAIRED.sub("", text), style) for text, style in segments]
    folded = [(re.sub(r"\s+", " ", text), style) for text, style in tidied]
    if folded:
        folded[0] = (folded[0][0].lstrip(), folded[0][1])
        folded[-1] = (folded[-1][0].rstrip(), folded[-1][1])
    merged: list[Segment] = []
    for text, style in folded:
        if not text:
            continue
        if merged and merged[-1][1] == style:
            merged[-1] = (merged[-1][0] + text, style)
        else:
            merged.append((text, style))
    return merged


def quote_segments(sentence: str) -> list[Segment]:
    """The sentence as drawn: (text, style) pieces, without its citation tokens (see the module docstring)."""
    text = without_tokens(sentence)
    if not text:
        return []
    row = _table_row(text)
    return _tidy(row if row is not None else _parse(text))


def quote_text(sentence: str) -> str:
    """The sentence as its reader read it, as plain text."""
    return "".join(text for text, _ in quote_segments(sentence))
