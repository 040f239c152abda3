"""The one reading of an answer's Markdown: the markdown-it parser the renderer draws with, and
the code it finds, as character ranges for the claim checker.

:data:`MD` is CommonMark with tables and strikethrough, raw HTML escaped and links limited to
http(s)/mailto (:func:`is_safe_url`). :func:`code_parts` returns where that same parser sees code
— fenced and indented code blocks from the block tokens' line ``map``, inline code spans from the
positions its backtick rule consumed — so a token or number the renderer shows as code is the
one the checker ignores. Offsets are character offsets into the text (start inclusive, end
exclusive).

Fast path (:mod:`.fastpath`): the checker parses the text with each token replaced by a
same-length placeholder that names it (``<chip>12<close><pad>…``) instead of a neutral filler,
and leaves that parse for the renderer (:func:`take_parse`), which then draws the message from
it instead of parsing it a second time. Both placeholders are runs of characters markdown-it
treats alike (neither spaces nor punctuation, no block marker), so the code found is the same.
"""

from __future__ import annotations

import bisect
import html as html_lib
import re
import threading
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_inline.backticks import backtick
from markdown_it.rules_inline.state_inline import StateInline

from . import fastpath
from .records import find_tokens

Span = tuple[int, int]

SAFE_SCHEMES = ("http://", "https://", "mailto:")
_SPAN_META = "gw_span"  # token.meta key: (source of the inline parse, start, end) of a code span


def is_safe_url(url: str | None) -> bool:
    """True for absolute http(s) and mailto URLs, the only links a rendered answer may carry."""
    if not url or not isinstance(url, str):
        return False
    cleaned = "".join(ch for ch in url.strip() if ch.isprintable() and not ch.isspace()).lower()
    return cleaned.startswith(SAFE_SCHEMES)


def _backtick_with_span(state: StateInline, silent: bool) -> bool:
    """markdown-it's backtick rule, noting on each code span where in the inline source it lies."""
    start, before = state.pos, len(state.tokens)
    matched = backtick(state, silent)
    if matched and not silent and len(state.tokens) > before and state.tokens[-1].type == "code_inline":
        state.tokens[-1].meta[_SPAN_META] = (state.src, start, state.pos)
    return matched


def _link_open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    tokens[idx].attrSet("target", "_blank")
    tokens[idx].attrSet("rel", "noopener noreferrer nofollow")
    return str(self.renderToken(tokens, idx, options, env))


def _image(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    # Never load an image from elsewhere: show it as a link to the image.
    token = tokens[idx]
    src = html_lib.escape(token.attrGet("src") or "", quote=True)
    alt = self.renderInline(token.children or [], options, env) or "image"
    return (f'<a class="gw-image-link" href="{src}" target="_blank" rel="noopener noreferrer nofollow">'
            f"image: {alt}</a>")


def make_markdown() -> MarkdownIt:
    """The parser every surface renders answers with (see the module docstring)."""
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.validateLink = is_safe_url  # type: ignore[method-assign]  # markdown-it's documented hook
    md.inline.ruler.at("backticks", _backtick_with_span)
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule("image", _image)
    return md


MD = make_markdown()


_NEWLINE = re.compile(r"\r\n?|\n")


class _Lines:
    """Line starts of a text, for turning markdown-it's line maps into offsets."""

    def __init__(self, text: str):
        self.text = text
        # markdown-it reads "\r\n" and a lone "\r" as line breaks too: count lines as it does.
        breaks = list(_NEWLINE.finditer(text))
        self.starts = [0] + [m.end() for m in breaks]
        self.ends = [m.start() for m in breaks] + [len(text)]

    def start(self, line: int) -> int:
        return self.starts[line] if line < len(self.starts) else len(self.text)

    def end(self, line: int) -> int:
        """Where ``line`` ends (before its line break)."""
        return self.ends[line] if line < len(self.ends) else len(self.text)


def _align(source: str, part: str, at: int) -> list[int] | None:
    """Offsets in ``source`` of each character of ``part``, for a content line markdown-it
    changed: a tab expanded to spaces, a table cell's ``\\|`` unescaped. None if it is not there."""
    for i in range(at, len(source)):
        out: list[int] = []
        j, x = 0, i
        while j < len(part) and x < len(source):
            if source[x] == part[j]:
                out.append(x)
                j, x = j + 1, x + 1
            elif source[x] == "\\" and x + 1 < len(source) and source[x + 1] == part[j]:
                x += 1
            elif source[x] == "\t" and part[j] == " ":
                while j < len(part) and part[j] == " ":
                    out.append(x)
                    j += 1
                x += 1
            else:
                break
        if j == len(part):
            return out
    return None


def _content_offsets(lines: _Lines, first: int, content: str, cells: bool,
                     cursor: dict[int, int]) -> list[list[int] | None]:
    """For each line of an inline token's ``content``, the text offset of each of its characters
    (None where the line cannot be found). Each content line is the rest of its source line after
    the block markers (a table cell: the next stretch of its row)."""
    out: list[list[int] | None] = []
    for j, part in enumerate(content.split("\n")):
        line = first + j
        s, e = lines.start(line), lines.end(line)
        source = lines.text[s:e]
        at = cursor.get(line, 0)
        stripped = source.rstrip()
        if not cells and stripped.endswith(part) and len(stripped) - len(part) >= at:
            k = len(stripped) - len(part)
        else:
            k = source.find(part, at)
        where = list(range(k, k + len(part))) if k >= 0 else _align(source, part, at)
        if where:
            cursor[line] = where[-1] + 1
        out.append([s + x for x in where] if where is not None else None)
    return out


def _to_text(offsets: list[list[int] | None], content: str, pos: int) -> int:
    """The text offset of position ``pos`` of an inline token's content (-1 if unknown)."""
    line_starts = [0] + [i + 1 for i, ch in enumerate(content) if ch == "\n"]
    j = bisect.bisect_right(line_starts, pos) - 1
    where = offsets[j] if 0 <= j < len(offsets) else None
    col = pos - line_starts[j]
    return where[col] if where is not None and 0 <= col < len(where) else -1


def _walk_code(children: list[Any]) -> list[tuple[str, int, int]]:
    out = []
    for child in children:
        span = child.meta.get(_SPAN_META) if child.meta else None
        if span is not None:
            out.append(span)
        if child.children:
            out.extend(_walk_code(child.children))
    return out


Marks = tuple[str, str, str, str]
_shared: tuple[str, Marks, list[Any]] | None = None  # (text, placeholder marks, its parse), not yet taken
_shared_lock = threading.Lock()


def placeholder_marks(text: str) -> Marks:
    """Four private-use characters absent from ``text``: chip, chip inside a link, close, pad."""
    free = (chr(cp) for cp in range(0xE000, 0xF8FF) if chr(cp) not in text)
    return next(free), next(free), next(free), next(free)


def _placeholder_source(text: str, tokens: list[Any], marks: Marks) -> str | None:
    """``text`` with token ``i`` replaced by ``<chip>i<close>`` padded to the token's length."""
    pieces, cursor = [], 0
    for i, t in enumerate(tokens):
        head = f"{marks[0]}{i}{marks[2]}"
        if len(head) > t.end - t.start:
            return None
        pieces += [text[cursor:t.start], head, marks[3] * (t.end - t.start - len(head))]
        cursor = t.end
    pieces.append(text[cursor:])
    return "".join(pieces)


def take_parse(text: str) -> tuple[Marks, list[Any]] | None:
    """The parse :func:`code_parts` made of ``text`` with placeholder tokens, handed over once
    (the caller may change its tokens); None when there is none for this text."""
    global _shared
    with _shared_lock:
        got = _shared
        if got is None or got[0] != text:
            return None
        _shared = None
    return got[1], got[2]


@lru_cache(maxsize=16)
def _code_parts_cached(text: str, fast: bool) -> tuple[tuple[Span, ...], tuple[Span, ...]]:
    global _shared
    # Tokens become same-length filler: offsets hold, and markdown-it does not scan "[[cite:…]]"
    # as link labels (which costs it time quadratic in the number of tokens of a paragraph).
    found = find_tokens(text)
    marks = placeholder_marks(text) if fast and found else None
    source = _placeholder_source(text, found, marks) if marks is not None else None
    if source is None:
        marks = None
        chars = list(text)
        for t in found:
            chars[t.start:t.end] = "\ue000" * (t.end - t.start)
        source = "".join(chars)
    parsed = MD.parse(source)
    if marks is not None:
        with _shared_lock:
            _shared = (text, marks, parsed)
    lines = _Lines(source)
    fenced: list[Span] = []
    inline: list[Span] = []
    cursor: dict[int, int] = {}
    cells = False
    for tok in parsed:
        if tok.type in ("th_open", "td_open"):
            cells = True
        elif tok.type in ("th_close", "td_close"):
            cells = False
        if tok.type in ("fence", "code_block") and tok.map:
            block = (lines.start(tok.map[0]), lines.end(tok.map[1] - 1))
            if block[0] < block[1]:
                fenced.append(block)
        elif tok.type == "inline" and tok.map and tok.children:
            spans = _walk_code(tok.children)
            if not spans:
                continue
            offsets = _content_offsets(lines, tok.map[0], tok.content, cells, cursor)
            for src, s, e in spans:
                base = 0 if src == tok.content else tok.content.find(src)
                start, end = _to_text(offsets, tok.content, base + s), _to_text(offsets, tok.content, base + e - 1)
                if base >= 0 and start >= 0 and end >= start:
                    inline.append((start, end + 1))
    return tuple(sorted(fenced)), tuple(sorted(inline))


def code_parts(text: str) -> tuple[list[Span], list[Span]]:
    """(code blocks, inline code spans) of ``text`` as markdown-it reads it, each sorted; ranges
    include the fences and backticks (a block runs from its first line's start to its last
    line's end)."""
    fenced, inline = _code_parts_cached(text, fastpath.enabled())
    return list(fenced), list(inline)
