"""Citation tokens in an agent-written HTML document → chips and an evidence appendix.

The chat's renderer works on Markdown; a report is a complete HTML document written by the
agent. :func:`cite_html` keeps that document as written and changes only:

- **tokens in text** the reader sees become the chat's chips (:func:`~genie_widgets.citations.
  render.chip_markup`, same classes, badges and hover text), linked to an evidence appendix
  (:func:`~genie_widgets.citations.render.evidence_appendix`) placed before ``</body>``;
  numbering follows the chat's rule (first distinct known token is [1], a repeat keeps its
  number), and each cited sentence is checked against its records as in the chat;
- tokens where markup cannot go (``<title>``, ``<textarea>`` and other raw-text elements, SVG
  and MathML text, attribute values such as ``title`` or ``alt``) become plain ``[n]``;
- tokens no record answers stay visible as flagged raw text, as in the chat; tokens inside
  ``<script>``, ``<style>`` and comments are left alone (nobody reads them there);
- our own ``<!DOCTYPE html>`` with a ``<meta charset>`` and a
  Content-Security-Policy (:data:`ARTIFACT_PREFIX`) comes first, and the agent's document after
  it, so no markup the model wrote — a doctype, a comment written ``<!-->``, ``<!--->`` or
  ``--!>`` that ends earlier than a naive scanner thinks, anything — is parsed before the
  policy. The browser reads the agent's doctype, ``<html>`` and ``<head>`` tags there as
  parse errors and ignores them (HTML5 merges ``<html>`` attributes and keeps head elements
  in the head). The policy (:data:`ARTIFACT_CSP`) lets nothing run and nothing load from the
  network: a saved report is inert wherever it is opened, and cannot report back to anyone that
  it was read.

Text is found with :class:`html.parser.HTMLParser`, so only text nodes are touched; the chip
markup is built from escaped record fields only.
"""

from __future__ import annotations

import hashlib
import html as html_lib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html.parser import HTMLParser

from ..citations import TOKEN_RE, Citation, CitationStore
from ..citations.render import Chip, chip_markup, chips_css, evidence_appendix, make_chip, unknown_token_html
from ..citations.store import RecordMap
from ..citations.verify import SentenceCheck, verify_message
from .htmlscan import BLOCK_TAGS, VOID_TAGS, tidy_lines

__all__ = ["ARTIFACT_CSP", "ARTIFACT_HEADER", "ARTIFACT_PREFIX", "CitedDocument", "cite_html", "head_position",
           "prepend_to_head", "wrap_fragment"]

#: The policy every saved artifact carries: no scripts, no network, inline styles and data: media only.
ARTIFACT_CSP = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; "
                "media-src data:; form-action 'none'")
ARTIFACT_HEADER = (f'<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="{ARTIFACT_CSP}">'
           '<meta name="referrer" content="no-referrer">')
#: What every saved artifact starts with, before any byte the agent wrote.
#: (The parser opens ``<html>`` and ``<head>`` itself at the first ``<meta>``.)
ARTIFACT_PREFIX = f"<!DOCTYPE html>\n{ARTIFACT_HEADER}\n"
# Chips outside a .gw-cited block keep the surrounding font; only their own look comes from chips.css.
_INLINE_CSS = (".gw-cited.gw-inline{font:inherit;color:inherit;display:inline}"
               ".gw-cited.gw-report-evidence{margin:2.5em 0 1em;text-align:left}")

_RAW_SCRIPT = frozenset({"script", "style"})
_PLAIN_TEXT = frozenset({"title", "textarea", "xmp", "iframe", "noembed", "noframes", "plaintext"})
_FOREIGN = frozenset({"svg", "math"})
_HEAD_TAGS = frozenset({"html", "head", "title", "meta", "link", "style", "script", "base", "noscript", "template"})
_DOCTYPE_RE = re.compile(r"\A\ufeff?\s*(?:<!--.*?-->\s*)*<!doctype[^>]*>", re.IGNORECASE | re.DOTALL)
_DOCUMENT_RE = re.compile(r"<!doctype|<html[\s>]|<body[\s>]|<head[\s>]", re.IGNORECASE)


@dataclass
class CitedDocument:
    """The result of :func:`cite_html`.

    ``html`` is the document to save; ``text`` is what a reader sees of the agent's document,
    with chips written ``[n]``; ``chips``, ``unknown_tokens`` and ``checks`` are as in
    :class:`~genie_widgets.citations.RenderedMessage`.
    """

    html: str
    text: str
    chips: list[Chip]
    unknown_tokens: list[str]
    checks: list[SentenceCheck]
    message_id: str

    @property
    def cited_ids(self) -> list[str]:
        return [c.id for c in self.chips]


@dataclass
class _Token:
    id: str
    start: int  # offsets in the source document
    end: int
    context: str  # "chip" (text), "link" (text inside <a>) or "plain" ([n] only)
    view_start: int | None = None  # offset in the reader's text, for sentence checks


def head_position(document: str) -> int:
    """Where markup meant for the head goes: right after the doctype (and any comments before
    it), else at the very start. There the HTML parser puts ``<meta>``/``<base>`` into the head
    whatever the rest of the document looks like."""
    doctype = _DOCTYPE_RE.match(document)
    return doctype.end() if doctype else 0


def prepend_to_head(document: str, markup: str) -> str:
    """``document`` with ``markup`` (meta or base elements) placed first in its head."""
    at = head_position(document)
    return document[:at] + markup + document[at:]


def wrap_fragment(fragment: str, title: str) -> str:
    """A complete document around an HTML fragment (the reference asks for a document; a
    fragment is accepted and wrapped)."""
    return (f"<!DOCTYPE html>\n<html><head><title>{html_lib.escape(title)}</title></head>"
            f"<body>\n{fragment}\n</body></html>\n")


class _Scanner(HTMLParser):
    """Finds tokens with their context, the reader's text, and where ``</body>`` is."""

    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=False)
        self.source = source
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", source)]
        self.tokens: list[_Token] = []
        self.view: list[str] = []
        self.view_len = 0
        self.raw = 0  # inside <script>/<style>
        self.plain = 0  # inside raw-text elements or foreign content
        self.head = 0
        self.anchors = 0
        self.body_end: int | None = None
        self.html_end: int | None = None

    def _offset(self) -> int:
        line, col = self.getpos()
        return self.line_starts[line - 1] + col

    def _emit(self, text: str) -> None:
        self.view.append(text)
        self.view_len += len(text)

    # -- tags ----------------------------------------------------------------------------------
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.head and tag not in _HEAD_TAGS:
            self.head = 0  # as in browsers, a head left open ends where body content starts
        start = self._offset()
        raw = self.get_starttag_text() or ""
        for m in TOKEN_RE.finditer(raw):
            self.tokens.append(_Token(m.group(1), start + m.start(), start + m.end(), "plain"))
        if tag in BLOCK_TAGS and not self.head:
            self._emit("\n" if tag == "br" else "\n\n")
        if tag in VOID_TAGS:
            return
        if tag in _RAW_SCRIPT:
            self.raw += 1
        elif tag in _PLAIN_TEXT or tag in _FOREIGN:
            self.plain += 1
        elif tag == "head":
            self.head += 1
        elif tag == "a":
            self.anchors += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        start = self._offset()
        raw = self.get_starttag_text() or ""
        for m in TOKEN_RE.finditer(raw):
            self.tokens.append(_Token(m.group(1), start + m.start(), start + m.end(), "plain"))
        if tag == "br" and not self.head:
            self._emit("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _RAW_SCRIPT:
            self.raw = max(0, self.raw - 1)
        elif tag in _PLAIN_TEXT or tag in _FOREIGN:
            self.plain = max(0, self.plain - 1)
        elif tag == "head":
            self.head = max(0, self.head - 1)
        elif tag == "a":
            self.anchors = max(0, self.anchors - 1)
        elif tag == "body":
            self.body_end = self._offset()
        elif tag == "html":
            self.html_end = self._offset()
        if tag in BLOCK_TAGS and not self.head:
            self._emit("\n\n")

    # -- text ----------------------------------------------------------------------------------
    def handle_data(self, data: str) -> None:
        if self.raw:
            return
        start = self._offset()
        context = "plain" if self.plain else ("link" if self.anchors else "chip")
        reader_sees = not self.head and not self.plain
        cursor = 0
        for m in TOKEN_RE.finditer(data):
            if reader_sees:
                self._emit(data[cursor:m.start()])
            token = _Token(m.group(1), start + m.start(), start + m.end(), context)
            if reader_sees:
                token.view_start = self.view_len
                self._emit(m.group(0))
            self.tokens.append(token)
            cursor = m.end()
        if reader_sees:
            self._emit(data[cursor:])

    def handle_entityref(self, name: str) -> None:
        if not self.raw and not self.head and not self.plain:
            self._emit(html_lib.unescape(f"&{name};"))

    def handle_charref(self, name: str) -> None:
        if not self.raw and not self.head and not self.plain:
            self._emit(html_lib.unescape(f"&#{name};"))


def _document_id(document: str) -> str:
    return "gwr" + hashlib.sha1(document.encode("utf-8", "surrogatepass")).hexdigest()[:10]


def _reader_text(view: str, numbers: Mapping[str, int]) -> str:
    def sub(m: re.Match[str]) -> str:
        n = numbers.get(m.group(1))
        return f"[{n}]" if n else "[unknown citation]"

    return tidy_lines(TOKEN_RE.sub(sub, view))


def cite_html(
    document: str,
    records: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None = None,
    *,
    title: str = "Report",
    message_id: str | None = None,
) -> CitedDocument:
    """Turn the citation tokens of an HTML document into chips with an evidence appendix (see
    the module docstring). ``records`` is a store, a mapping or a list of citations; a fragment
    is first wrapped in a document titled ``title``."""
    if not isinstance(document, str):
        raise TypeError(f"cite_html takes the HTML as str, not {type(document).__name__}")
    if not _DOCUMENT_RE.search(document):
        document = wrap_fragment(document, title)
    document = document.lstrip("\ufeff")  # a BOM after our head would open the body early
    lookup = RecordMap(records)
    scanner = _Scanner(document)
    scanner.feed(document)
    scanner.close()
    view = "".join(scanner.view)
    # Backticks would read as Markdown code to the sentence checker; HTML has no such thing.
    checks = verify_message(view.replace("`", "'"), lookup)
    status_at = {tok.start: check.status for check in checks for tok in check.tokens}
    check_at = {tok.start: n for n, check in enumerate(checks) for tok in check.tokens}

    mid = message_id or _document_id(document)
    chips: dict[str, Chip] = {}
    unknown: list[str] = []
    edits: list[tuple[int, int, str]] = []
    for token in sorted(scanner.tokens, key=lambda t: t.start):
        record = lookup.get(token.id)
        raw = document[token.start:token.end]
        if record is None:
            if token.id not in unknown:
                unknown.append(token.id)
            if token.context != "plain":
                flagged = unknown_token_html(raw)
                edits.append((token.start, token.end, f'<span class="gw-cited gw-inline">{flagged}</span>'))
            continue
        chip = chips.get(token.id)
        if chip is None:
            chip = chips[token.id] = make_chip(len(chips) + 1, record)
        if token.context == "plain":
            edits.append((token.start, token.end, f"[{chip.number}]"))
            continue
        status = status_at.get(token.view_start, "unverified") if token.view_start is not None else "unverified"
        if status not in ("verified", "unsupported", "unverified"):
            status = "unverified"
        chip.statuses.append(status)
        markup = chip_markup(chip.number, record, status, message_id=mid,
                             check=check_at.get(token.view_start, -1) if token.view_start is not None else -1,
                             in_link=token.context == "link")
        edits.append((token.start, token.end, f'<span class="gw-cited gw-inline">{markup}</span>'))

    ordered = sorted(chips.values(), key=lambda c: c.number)
    appendix = ""
    if edits:
        evidence = evidence_appendix(ordered, checks, mid)
        block = f'<section class="gw-cited gw-report-evidence" id="{mid}" aria-label="Evidence">{evidence}</section>' \
            if evidence else ""
        appendix = f"<style>{chips_css()}{_INLINE_CSS}</style>{block}"
    tail_at = scanner.body_end if scanner.body_end is not None else (
        scanner.html_end if scanner.html_end is not None else len(document))
    edits.append((tail_at, tail_at, appendix))

    pieces: list[str] = [ARTIFACT_PREFIX]
    cursor = 0
    for start, end, replacement in sorted(edits, key=lambda e: (e[0], e[1])):
        if start < cursor:  # overlapping edits cannot happen with distinct tokens; be safe anyway
            continue
        pieces.append(document[cursor:start])
        pieces.append(replacement)
        cursor = end
    pieces.append(document[cursor:])
    numbers = {c.id: c.number for c in ordered}
    return CitedDocument(html="".join(pieces), text=_reader_text(view, numbers), chips=ordered,
                         unknown_tokens=unknown, checks=checks, message_id=mid)
