"""Text + records → chips: the one renderer behind every surface.

:func:`render_message` turns an answer that carries ``[[cite:<id>]]`` tokens into

- ``html``: a safe HTML fragment (Markdown rendered with raw HTML escaped, links limited to
  http(s)/mailto, images shown as links so nothing loads from elsewhere) in which every known
  token is a numbered chip with a verification badge, unknown tokens stay visible as flagged raw
  text, uncited claims carry a marker, and a deduplicated Sources strip follows;
- ``markdown``: plain Markdown with chips as ``[n]`` and a Sources list;
- ``chips``, ``unknown_tokens`` and the per-sentence ``checks`` from :mod:`.verify`.

Numbering restarts in each message: the first distinct known token is [1] and a repeat keeps
its number. Tokens inside code spans and code blocks stay code. With ``streaming=True`` an
unfinished ``[[cite:`` at the end of the text is held back instead of being shown raw.

The live widgets, the static ``text/html`` of every display object and saved reports all use
this module, so a reader never sees a raw token for a record that exists. Surfaces that are not
Markdown (agent-written HTML reports) draw the same chips and evidence list with the building
blocks :func:`make_chip`, :func:`chip_markup`, :func:`unknown_token_html` and
:func:`evidence_appendix`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import fastpath
from .chips import (
    FOLD_LINES,
    STATUS_ICON,
    STATUS_ORDER,
    STATUS_TEXT,
    Chip,
    chip_markup,
    chips_css,
    esc,
    evidence_appendix,
    make_chip,
    unknown_token_html,
)
from .markdown import MD as _MD
from .markdown import SAFE_SCHEMES, is_safe_url, take_parse
from .paths import portable_paths
from .quote import quote_segments
from .records import Citation, find_tokens
from .store import CitationStore, RecordMap
from .verify import SentenceCheck, verify_message

__all__ = [  # the chip building blocks live in .chips; other surfaces import them from here too
    "FOLD_LINES",
    "SAFE_SCHEMES",
    "STATUS_ICON",
    "STATUS_ORDER",
    "STATUS_TEXT",
    "Chip",
    "RenderedMessage",
    "chip_markup",
    "chips_css",
    "evidence_appendix",
    "is_safe_url",
    "make_chip",
    "portable_paths",
    "render_message",
    "split_streaming",
    "static_snapshot",
    "unknown_token_html",
]

# An unfinished token at the very end of streamed text: "[", "[[", "[[ci", "[[cite:abc", "[[cite:abc]".
_PARTIAL_TOKEN_RE = re.compile(r"\[(?:\[(?:c(?:i(?:t(?:e(?::[A-Za-z0-9_-]*\]?)?)?)?)?)?)?\Z")


def split_streaming(text: str) -> tuple[str, str]:
    """Split streamed text into (shown, held back): a trailing partial ``[[cite:`` is held back."""
    match = _PARTIAL_TOKEN_RE.search(text)
    if match is None:
        return text, ""
    return text[: match.start()], text[match.start():]


@dataclass
class RenderedMessage:
    """The result of :func:`render_message`."""

    text: str
    held_back: str
    html: str
    markdown: str
    chips: list[Chip]
    unknown_tokens: list[str]
    checks: list[SentenceCheck]
    message_id: str

    def chip(self, number: int) -> Chip:
        return self.chips[number - 1]

    def to_json(self) -> dict[str, Any]:
        """The payload the front-end draws from: HTML plus the records its chips open."""
        return {
            "messageId": self.message_id,
            "html": self.html,
            "chips": [c.to_dict() for c in self.chips],
            "unknownTokens": list(self.unknown_tokens),
            # each check with its sentence as drawn (text pieces + style; see .quote) for the panel
            "checks": [{**c.to_dict(), "quote": [list(q) for q in quote_segments(c.sentence)]} for c in self.checks],
            "heldBack": self.held_back,
        }

    def static_html(self, *, include_css: bool = True) -> str:
        """A self-contained snapshot: chips as footnote links, the evidence below, inline CSS
        (leave the CSS out when the page already carries :func:`chips_css` once)."""
        return static_snapshot(self, include_css=include_css)


def _placeholder_chars(text: str) -> tuple[str, str, str]:
    """Three private-use characters that do not occur in ``text``."""
    free = (chr(cp) for cp in range(0xE000, 0xF8FF) if chr(cp) not in text)
    return next(free), next(free), next(free)


def _message_id(text: str) -> str:
    return "gwm" + hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]


def render_message(
    text: str,
    records: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None = None,
    *,
    streaming: bool = False,
    verify: bool = True,
    message_id: str | None = None,
) -> RenderedMessage:
    """Render an answer's text with its citation tokens as chips (see the module docstring).

    ``records`` is a :class:`CitationStore`, a mapping of id → :class:`Citation`, or a list of
    citations. ``message_id`` names the anchors of the static snapshot (default: from the text).
    """
    if not isinstance(text, str):
        raise TypeError(f"render_message takes the message text as str, not {type(text).__name__}")
    lookup = RecordMap(records)
    shown, held = split_streaming(text) if streaming else (text, "")
    mid = message_id or _message_id(shown)
    checks = verify_message(shown, lookup) if verify else []
    unchecked = "unverified" if verify else "pending"

    occurrences = find_tokens(shown)
    status_at = {tok.start: check.status for check in checks for tok in check.tokens}
    uncited_at = [c for c in checks if c.status == "uncited"]
    marks, tokens = _parse(shown, occurrences, uncited_at)
    marks.restore(tokens)
    chips, occ_number, unknown = _number_chips(occurrences, marks.in_text, lookup, status_at, unchecked)
    body = _body(tokens, marks, lookup, occ_number, status_at, checks, uncited_at, mid, unchecked)
    ordered = sorted(chips.values(), key=lambda c: c.number)
    html = f'<div class="gw-message-body">{body}</div>' + _sources_strip(ordered, mid)
    markdown = _markdown_form(shown, occurrences, marks.in_text, occ_number, ordered, lookup)
    return RenderedMessage(
        text=shown,
        held_back=held,
        html=html,
        markdown=markdown,
        chips=ordered,
        unknown_tokens=unknown,
        checks=checks,
        message_id=mid,
    )


@dataclass
class _Marks:
    """The placeholders that stand for tokens in the parsed Markdown: a token is ``<S>i<E>`` (``<S>``
    is ``link_chip`` inside a link), an uncited claim ``<S>u<j><E>`` at its sentence's end; ``regex``
    finds them. ``in_text`` collects the tokens that render as text."""

    shown: str
    occurrences: list[Any]
    chip: str
    link_chip: str
    regex: re.Pattern[str]
    in_text: set[int] = field(default_factory=set)

    def restore_raw(self, s: str) -> str:
        """``s`` with its placeholders written as the tokens were (uncited markers dropped)."""
        def sub(m: re.Match[str]) -> str:
            if m.group(2):
                return ""
            return self.shown[self.occurrences[int(m.group(3))].start: self.occurrences[int(m.group(3))].end]
        return self.regex.sub(sub, s)

    def restore(self, tokens: list[Any]) -> None:
        """Walk the parsed tokens: placeholders in text stay (and are counted), elsewhere (code,
        link targets, image text, attributes) they are the raw tokens again."""
        for md_tok in tokens:
            if md_tok.type == "inline":
                self.visit_inline(md_tok.children or [])
            elif md_tok.content:
                md_tok.content = self.restore_raw(md_tok.content)
            if md_tok.info:
                md_tok.info = self.restore_raw(md_tok.info)

    def visit_inline(self, children: list[Any]) -> None:
        depth = 0
        for child in children:
            if child.type == "link_open":
                depth += 1
            elif child.type == "link_close":
                depth -= 1
            elif child.type in ("text", "softbreak", "hardbreak"):
                for m in self.regex.finditer(child.content):
                    if not m.group(2):
                        self.in_text.add(int(m.group(3)))
                if depth > 0:
                    child.content = child.content.replace(self.chip, self.link_chip)
            elif child.type == "image":
                self.visit_inline(child.children or [])
                for sub in child.children or []:
                    sub.content = sub.content.replace(self.chip, self.link_chip)
                child.content = self.restore_raw(child.content)
            else:
                child.content = self.restore_raw(child.content)
            if child.attrs:
                child.attrs = {k: self.restore_raw(v) if isinstance(v, str) else v for k, v in child.attrs.items()}


def _parse(shown: str, occurrences: list[Any], uncited_at: list[SentenceCheck]) -> tuple[_Marks, list[Any]]:
    """The Markdown tokens of ``shown`` with its citation tokens (and uncited markers) as placeholders:
    the checker's parse when it left one (see .markdown), else a parse of the text marked here."""
    shared = take_parse(shown) if fastpath.enabled() and not uncited_at else None
    if shared is not None:  # the checker's parse, tokens already placeholders (see .markdown)
        (chip_mark, link_chip_mark, close_mark, pad), tokens = shared
        placeholder_re = re.compile(f"([{chip_mark}{link_chip_mark}])(u?)(\\d+){close_mark}{pad}*")
        return _Marks(shown, occurrences, chip_mark, link_chip_mark, placeholder_re), tokens
    chip_mark, link_chip_mark, close_mark = _placeholder_chars(shown)
    # Placeholders: a token becomes <S>i<E>; an uncited claim gets <S>u<j><E> at its sentence end.
    edits: list[tuple[int, int, int, str]] = []  # (start, order, end, replacement)
    for j, check in enumerate(uncited_at):
        edits.append((check.end, 0, check.end, f"{chip_mark}u{j}{close_mark}"))
    for i, occ in enumerate(occurrences):
        edits.append((occ.start, 1, occ.end, f"{chip_mark}{i}{close_mark}"))
    pieces: list[str] = []
    cursor = 0
    for start, _order, end, replacement in sorted(edits):
        pieces.append(shown[cursor:start])
        pieces.append(replacement)
        cursor = end
    pieces.append(shown[cursor:])
    placeholder_re = re.compile(f"([{chip_mark}{link_chip_mark}])(u?)(\\d+){close_mark}")
    return _Marks(shown, occurrences, chip_mark, link_chip_mark, placeholder_re), _MD.parse("".join(pieces))


def _number_chips(occurrences: list[Any], in_text: set[int], lookup: RecordMap,
                  status_at: dict[int, str], unchecked: str) -> tuple[dict[str, Chip], dict[int, int], list[str]]:
    """Number the known tokens that render as text, in order of appearance: the chips by record id,
    each token's chip number, and the unknown ids. A token no check covers gets ``unchecked``."""
    chips: dict[str, Chip] = {}
    occ_number: dict[int, int] = {}
    unknown: list[str] = []
    for i, occ in enumerate(occurrences):
        if i not in in_text:
            continue
        record = lookup.get(occ.id)
        if record is None:
            if occ.id not in unknown:
                unknown.append(occ.id)
            continue
        chip = chips.get(occ.id)
        if chip is None:
            chip = make_chip(len(chips) + 1, record)
            chips[occ.id] = chip
        chip.statuses.append(status_at.get(occ.start, unchecked))
        occ_number[i] = chip.number
    return chips, occ_number, unknown


def _body(tokens: list[Any], marks: _Marks, lookup: RecordMap, occ_number: dict[int, int], status_at: dict[int, str],
          checks: list[SentenceCheck], uncited_at: list[SentenceCheck], mid: str, unchecked: str) -> str:
    """The rendered Markdown with each placeholder drawn: a chip, a flagged unknown token, or an
    uncited marker."""
    check_index = {tok.start: n for n, c in enumerate(checks) for tok in c.tokens}
    occurrences, shown = marks.occurrences, marks.shown

    def substitute(m: re.Match[str]) -> str:
        if m.group(2):
            return _uncited_html(uncited_at[int(m.group(3))].reason)
        i = int(m.group(3))
        occ = occurrences[i]
        record = lookup.get(occ.id)
        if i not in occ_number or record is None:
            return unknown_token_html(shown[occ.start:occ.end])
        return chip_markup(occ_number[i], record, status_at.get(occ.start, unchecked), message_id=mid,
                           check=check_index.get(occ.start, -1), in_link=m.group(1) == marks.link_chip)

    return marks.regex.sub(substitute, _MD.renderer.render(tokens, _MD.options, {}))


def _uncited_html(reason: str) -> str:
    return (
        f'<sup class="gw-uncited" title="{esc(reason)}"><span class="gw-br">[</span>uncited'
        f'<span class="gw-br">]</span></sup>'
    )


def _sources_strip(chips: list[Chip], mid: str) -> str:
    if not chips:
        return ""
    items = []
    for chip in chips:
        rec = chip.record
        detail = rec.get("fileName") or rec.get("locus") or rec.get("location") or ""
        items.append(
            f'<li><a class="gw-source gw-{chip.status}" data-cite="{esc(chip.id)}" data-n="{chip.number}" '
            f'href="#{mid}-ev-{chip.number}" title="{esc(rec.get("label"))}: {esc(rec.get("title"))}">'
            f'<span class="gw-source-n">{chip.number}</span> <span class="gw-source-title">{esc(rec.get("title"))}'
            f"</span>"
            + (f' <span class="gw-source-detail">{esc(detail)}</span>' if detail else "")
            + "</a></li>"
        )
    return (f'<nav class="gw-sources" aria-label="Sources"><span class="gw-sources-label">Sources</span>'
            f'<ol>{"".join(items)}</ol></nav>')


def _markdown_form(
    text: str,
    occurrences: list[Any],
    in_text: set[int],
    occ_number: dict[int, int],
    chips: list[Chip],
    lookup: RecordMap,
) -> str:
    out: list[str] = []
    cursor = 0
    for i, occ in enumerate(occurrences):
        if i in occ_number:
            out.append(text[cursor: occ.start])
            out.append(f"[{occ_number[i]}]")
            cursor = occ.end
    out.append(text[cursor:])
    body = "".join(out)
    if not chips:
        return body
    lines = ["", "", "Sources:", ""]
    for chip in chips:
        rec = chip.record
        parts = [f"[{chip.number}] {rec.get('label')}: {rec.get('title')}"]
        where = rec.get("location") or rec.get("locus")
        if where:
            parts.append(str(where))
        if rec.get("url"):
            parts.append(f"<{rec['url']}>")
        parts.append(f"({chip.status})")
        lines.append("- " + " — ".join(parts))
    return body.rstrip() + "\n".join(lines) + "\n"


def static_snapshot(rendered: RenderedMessage, *, include_css: bool = True) -> str:
    """Self-contained HTML for exports: no script, chips link to the evidence list below."""
    mid = rendered.message_id
    evidence = evidence_appendix(rendered.chips, rendered.checks, mid)
    style = f"<style>{chips_css()}</style>" if include_css else ""
    return f'<div class="gw-cited" id="{mid}">{style}{rendered.html}{evidence}</div>'
