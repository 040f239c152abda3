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
import html as html_lib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from markdown_it import MarkdownIt

from .paths import is_local_path, portable_paths
from .records import NO_EXCERPT_TEXT, Citation, find_tokens, strip_tokens
from .store import CitationStore, RecordMap
from .verify import SentenceCheck, verify_message

SAFE_SCHEMES = ("http://", "https://", "mailto:")
STATUS_ORDER = ("unsupported", "unverified", "verified")  # worst first
STATUS_ICON = {"verified": "✓", "unsupported": "✗", "unverified": "?"}
STATUS_TEXT = {
    "verified": "verified: every checkable fact was found in the cited record",
    "unsupported": "unsupported: a fact in this sentence is not in the cited record",
    "unverified": "unverified: nothing in this sentence could be checked",
}

# An unfinished token at the very end of streamed text: "[", "[[", "[[ci", "[[cite:abc", "[[cite:abc]".
_PARTIAL_TOKEN_RE = re.compile(r"\[(?:\[(?:c(?:i(?:t(?:e(?::[A-Za-z0-9_-]*\]?)?)?)?)?)?)?\Z")


def split_streaming(text: str) -> tuple[str, str]:
    """Split streamed text into (shown, held back): a trailing partial ``[[cite:`` is held back."""
    match = _PARTIAL_TOKEN_RE.search(text)
    if match is None:
        return text, ""
    return text[: match.start()], text[match.start():]


def is_safe_url(url: str | None) -> bool:
    """True for absolute http(s) and mailto URLs, the only links a rendered answer may carry."""
    if not url or not isinstance(url, str):
        return False
    cleaned = "".join(ch for ch in url.strip() if ch.isprintable() and not ch.isspace()).lower()
    return cleaned.startswith(SAFE_SCHEMES)


def _make_markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.validateLink = is_safe_url  # type: ignore[method-assign]

    def link_open(self, tokens, idx, options, env):
        tokens[idx].attrSet("target", "_blank")
        tokens[idx].attrSet("rel", "noopener noreferrer nofollow")
        return self.renderToken(tokens, idx, options, env)

    def image(self, tokens, idx, options, env):
        # Never load an image from elsewhere: show it as a link to the image.
        token = tokens[idx]
        src = html_lib.escape(token.attrGet("src") or "", quote=True)
        alt = self.renderInline(token.children or [], options, env) or "image"
        return (
            f'<a class="gw-image-link" href="{src}" target="_blank" rel="noopener noreferrer nofollow">'
            f"image: {alt}</a>"
        )

    md.add_render_rule("link_open", link_open)
    md.add_render_rule("image", image)
    return md


_MD = _make_markdown()


@dataclass
class Chip:
    """A numbered chip: one distinct known citation in a message."""

    number: int
    id: str
    record: dict[str, Any]  # the record's JSON without its full data
    statuses: list[str] = field(default_factory=list)  # one per occurrence, in order

    @property
    def status(self) -> str:
        """The worst verification status over the chip's occurrences."""
        for status in STATUS_ORDER:
            if status in self.statuses:
                return status
        return "unverified"

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "id": self.id, "status": self.status, "statuses": list(self.statuses),
                "record": self.record}


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
            "checks": [c.to_dict() for c in self.checks],
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


def _esc(value: Any) -> str:
    return html_lib.escape("" if value is None else str(value), quote=True)


#: Excerpts longer than this many lines show their first lines and fold the rest.
FOLD_LINES = 12


def _excerpt_block(excerpt: str, matched: list[str]) -> str:
    """The excerpt with the matched values marked; a long one folds after :data:`FOLD_LINES`
    lines (the full text one click away, still in the page)."""
    lines = _highlight(portable_paths(excerpt), matched).split("\n")
    if len(lines) <= FOLD_LINES + 3:
        whole = "\n".join(lines)
        return f'<pre class="gw-ev-excerpt">{whole}</pre>'
    head, rest = "\n".join(lines[:FOLD_LINES]), "\n".join(lines[FOLD_LINES:])
    return (f'<pre class="gw-ev-excerpt">{head}</pre><details class="gw-ev-fold"><summary>Show the other '
            f'{len(lines) - FOLD_LINES} lines</summary><pre class="gw-ev-excerpt">{rest}</pre></details>')


def _hover_text(record: Citation) -> str:
    parts = [f"{record.label}: {record.title}"]
    if record.file_name:
        parts.append(record.file_name)
    if record.locus:
        parts.append(record.locus)
    return " — ".join(parts)


def _record_json(record: Citation) -> dict[str, Any]:
    out = record.to_dict(include_data=False)
    out["token"] = record.token
    out["url"] = record.url if is_safe_url(record.url) else None
    return out


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

    occurrences = find_tokens(shown)
    status_at: dict[int, str] = {}
    for check in checks:
        for tok in check.tokens:
            status_at[tok.start] = check.status
    uncited_at = [c for c in checks if c.status == "uncited"]

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
    marked = "".join(pieces)

    placeholder_re = re.compile(f"([{chip_mark}{link_chip_mark}])(u?)(\\d+){close_mark}")

    def restore_raw(s: str) -> str:
        def sub(m: re.Match[str]) -> str:
            if m.group(2):
                return ""
            return shown[occurrences[int(m.group(3))].start: occurrences[int(m.group(3))].end]
        return placeholder_re.sub(sub, s)

    tokens = _MD.parse(marked)
    in_text: set[int] = set()

    def visit_inline(children: list[Any]) -> None:
        depth = 0
        for child in children:
            if child.type == "link_open":
                depth += 1
            elif child.type == "link_close":
                depth -= 1
            elif child.type in ("text", "softbreak", "hardbreak"):
                for m in placeholder_re.finditer(child.content):
                    if not m.group(2):
                        in_text.add(int(m.group(3)))
                if depth > 0:
                    child.content = child.content.replace(chip_mark, link_chip_mark)
            elif child.type == "image":
                visit_inline(child.children or [])
                for sub in child.children or []:
                    sub.content = sub.content.replace(chip_mark, link_chip_mark)
                child.content = restore_raw(child.content)
            else:
                child.content = restore_raw(child.content)
            if child.attrs:
                child.attrs = {k: restore_raw(v) if isinstance(v, str) else v for k, v in child.attrs.items()}

    for tok in tokens:
        if tok.type == "inline":
            visit_inline(tok.children or [])
        elif tok.content:
            tok.content = restore_raw(tok.content)
        if tok.info:
            tok.info = restore_raw(tok.info)

    # Number the known tokens that render as text, in order of appearance.
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
        chip.statuses.append(status_at.get(occ.start, "unverified"))
        occ_number[i] = chip.number

    check_index = {tok.start: n for n, c in enumerate(checks) for tok in c.tokens}

    def chip_html(i: int, in_link: bool) -> str:
        occ = occurrences[i]
        record = lookup.get(occ.id)
        if i not in occ_number or record is None:
            return unknown_token_html(shown[occ.start:occ.end])
        return chip_markup(occ_number[i], record, status_at.get(occ.start, "unverified"), message_id=mid,
                           check=check_index.get(occ.start, -1), in_link=in_link)

    def uncited_html(j: int) -> str:
        reason = uncited_at[j].reason
        return (
            f'<sup class="gw-uncited" title="{_esc(reason)}"><span class="gw-br">[</span>uncited'
            f'<span class="gw-br">]</span></sup>'
        )

    def substitute(m: re.Match[str]) -> str:
        if m.group(2):
            return uncited_html(int(m.group(3)))
        return chip_html(int(m.group(3)), in_link=m.group(1) == link_chip_mark)

    body = placeholder_re.sub(substitute, _MD.renderer.render(tokens, _MD.options, {}))
    ordered = sorted(chips.values(), key=lambda c: c.number)
    html = f'<div class="gw-message-body">{body}</div>' + _sources_strip(ordered, mid)
    markdown = _markdown_form(shown, occurrences, in_text, occ_number, ordered, lookup)
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


def _sources_strip(chips: list[Chip], mid: str) -> str:
    if not chips:
        return ""
    items = []
    for chip in chips:
        rec = chip.record
        detail = rec.get("fileName") or rec.get("locus") or rec.get("location") or ""
        items.append(
            f'<li><a class="gw-source gw-{chip.status}" data-cite="{_esc(chip.id)}" data-n="{chip.number}" '
            f'href="#{mid}-ev-{chip.number}" title="{_esc(rec.get("label"))}: {_esc(rec.get("title"))}">'
            f'<span class="gw-source-n">{chip.number}</span> <span class="gw-source-title">{_esc(rec.get("title"))}'
            f"</span>"
            + (f' <span class="gw-source-detail">{_esc(detail)}</span>' if detail else "")
            + "</a></li>"
        )
    return f'<nav class="gw-sources" aria-label="Sources"><span class="gw-sources-label">Sources</span><ol>{"".join(items)}</ol></nav>'


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


# --- the static snapshot ----------------------------------------------------------------------

@lru_cache(maxsize=1)
def chips_css() -> str:
    """The stylesheet shared by the static snapshot and the widgets (``chips.css`` beside this module)."""
    return resources.files(__package__).joinpath("chips.css").read_text(encoding="utf-8")


def _highlight(excerpt: str, values: Iterable[str]) -> str:
    """Escape ``excerpt`` and wrap each whole occurrence of the matched values in <mark>
    (a value is not marked inside a longer number or word: "7" is not marked in "127700000")."""
    wanted = sorted({v for v in values if v}, key=len, reverse=True)
    if not wanted:
        return _esc(excerpt)
    pattern = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(v) for v in wanted) + r")(?!\w|\.\d)")
    out, cursor = [], 0
    for m in pattern.finditer(excerpt):
        out.append(_esc(excerpt[cursor: m.start()]))
        out.append(f"<mark>{_esc(m.group(0))}</mark>")
        cursor = m.end()
    out.append(_esc(excerpt[cursor:]))
    return "".join(out)


def static_snapshot(rendered: RenderedMessage, *, include_css: bool = True) -> str:
    """Self-contained HTML for exports: no script, chips link to the evidence list below."""
    mid = rendered.message_id
    evidence = evidence_appendix(rendered.chips, rendered.checks, mid)
    style = f"<style>{chips_css()}</style>" if include_css else ""
    return f'<div class="gw-cited" id="{mid}">{style}{rendered.html}{evidence}</div>'


# --- building blocks for other surfaces (HTML artifacts, saved reports) ------------------------
# render_message and static_snapshot are built from these; a surface that is not Markdown (an
# agent-written HTML document, say) uses them to draw the very same chips and evidence list.

def make_chip(number: int, record: Citation) -> Chip:
    """A :class:`Chip` numbered ``number`` for ``record`` (its statuses still empty)."""
    return Chip(number=number, id=record.id, record=_record_json(record))


def chip_markup(
    number: int,
    record: Citation,
    status: str = "unverified",
    *,
    message_id: str,
    check: int = -1,
    in_link: bool = False,
) -> str:
    """One chip's HTML: ``<sup>`` around a link to evidence item ``#<message_id>-ev-<number>``
    (or, inside a link, a focusable span), with the status badge and the record's hover text.
    ``status`` is one of ``verified``, ``unsupported``, ``unverified``; ``check`` is the index of
    the sentence check behind it (-1 for none)."""
    attrs = (
        f'class="gw-chip gw-{status}" data-cite="{_esc(record.id)}" data-n="{number}" '
        f'data-status="{status}" data-check="{check}" title="{_esc(_hover_text(record))}" '
        f'aria-label="Citation {number}, {status}"'
    )
    inner = (
        f'<span class="gw-br">[</span>{number}<span class="gw-badge" aria-hidden="true">{STATUS_ICON[status]}'
        f'</span><span class="gw-br">]</span>'
    )
    if in_link:
        return f'<sup><span {attrs} role="button" tabindex="0">{inner}</span></sup>'
    return f'<sup><a {attrs} href="#{message_id}-ev-{number}">{inner}</a></sup>'


def unknown_token_html(raw: str) -> str:
    """A token no record answers, kept visible as flagged raw text."""
    return (
        f'<span class="gw-unknown" title="Unknown citation: no tool in this session issued it">'
        f"{_esc(raw)}</span>"
    )


def _bindings_html(check: SentenceCheck) -> str:
    """Per fact: what it was bound to in the record, or why it failed (issue 11)."""
    lines = [(f.found, f.binding if f.found else (f.note or f"{f.text}: not in the cited records"))
             for f in check.facts]
    items = "".join(f'<li class="gw-binding-{"ok" if ok else "miss"}">{_esc(text or "")}</li>' for ok, text in lines)
    return f'<ul class="gw-ev-bindings">{items}</ul>' if items else ""


def evidence_appendix(chips: list[Chip], checks: list[SentenceCheck], message_id: str) -> str:
    """The evidence list of a static surface: one item per chip (label, title, location, tiles,
    the sentence checks that cite it, the excerpt with the matched values marked, Open source),
    each with the anchor ``<message_id>-ev-<number>`` its chips link to. Empty without chips.
    The markup needs :func:`chips_css` inside an element of class ``gw-cited``."""
    mid = message_id
    items = []
    for chip in chips:
        rec = chip.record
        tiles = [("Token", rec.get("token")), ("Asset id", rec.get("assetId")), ("Range", rec.get("lineRange")),
                 ("Genome", rec.get("genome"))]
        tile_rows = "".join(f"<tr><th>{name}</th><td>{_esc(portable_paths(str(value)))}</td></tr>"
                            for name, value in tiles if value)
        cited = [c for c in checks if chip.id in c.citation_ids]
        matched = [f.matched for c in cited for f in c.facts if f.found and f.citation_id == chip.id and f.matched]
        excerpt = rec.get("excerpt")
        excerpt_html = _excerpt_block(excerpt, matched) if excerpt else f"<p><em>{_esc(NO_EXCERPT_TEXT)}</em></p>"
        status_lines = "".join(
            f'<li><span class="gw-chip gw-{c.status}">{STATUS_ICON.get(c.status, "")} {c.status}</span> '
            f"“{_esc(strip_tokens(c.sentence))}” — {_esc(c.reason)}{_bindings_html(c)}</li>"
            for c in cited
        )
        link = (
            f'<p><a href="{_esc(rec["url"])}" target="_blank" rel="noopener noreferrer nofollow">Open source</a></p>'
            if rec.get("url") and not is_local_path(rec["url"]) else ""
        )
        location = (f'<div class="gw-ev-location">{_esc(portable_paths(str(rec["location"])))}</div>'
                    if rec.get("location") else "")
        items.append(
            f'<li id="{mid}-ev-{chip.number}"><div class="gw-ev-label">[{chip.number}] {_esc(rec.get("label"))}</div>'
            f'<div class="gw-ev-title">{_esc(portable_paths(str(rec.get("title") or "")))}</div>{location}'
            f'<table class="gw-ev-tiles">{tile_rows}</table>'
            f'<ul class="gw-ev-status">{status_lines}</ul>{excerpt_html}{link}</li>'
        )
    if not items:
        return ""
    return (
        f'<details class="gw-evidence" open><summary>Evidence ({len(chips)} '
        f'record{"s" if len(chips) != 1 else ""})</summary><ol>{"".join(items)}</ol></details>'
    )
