"""Chips and the evidence list: the HTML building blocks every cited surface draws with.

A chip is one distinct known citation of a message, numbered from 1 in order of appearance, with
the worst verification status over its occurrences (:class:`Chip`, :func:`make_chip`,
:func:`chip_markup`); a token no record answers stays visible as flagged raw text
(:func:`unknown_token_html`); :func:`evidence_appendix` lists, per chip, the record, the sentence
checks that cite it with each fact's binding, and the excerpt with the matched values marked.
:func:`~.render.render_message` and the static snapshot are built from these; a surface that is
not Markdown (an agent-written HTML report) uses them to draw the very same chips.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from .markdown import is_safe_url
from .paths import is_local_path, portable_paths
from .quote import quote_text
from .records import NO_EXCERPT_TEXT, Citation
from .said import SentenceCheck

STATUS_ORDER = ("unsupported", "unverified", "pending", "verified")  # worst first
STATUS_ICON = {"verified": "✓", "unsupported": "✗", "unverified": "?", "pending": "…"}
STATUS_TEXT = {
    "verified": "verified: every checkable fact was found in the cited record",
    "unsupported": "unsupported: a fact in this sentence is not in the cited record",
    "unverified": "unverified: nothing in this sentence could be checked, or the checker could not tell what a "
                  "number is about",
    "pending": "not checked yet: a sentence is checked once the answer is complete",
}

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


_SPECIAL = re.compile(r"[&<>\"']")


def esc(value: Any) -> str:
    """``value`` as text, HTML-escaped (quotes too; None is empty)."""
    text = "" if value is None else str(value)
    return html_lib.escape(text, quote=True) if _SPECIAL.search(text) else text


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
        return esc(excerpt)
    pattern = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(v) for v in wanted) + r")(?!\w|\.\d)")
    out, cursor = [], 0
    for m in pattern.finditer(excerpt):
        out.append(esc(excerpt[cursor: m.start()]))
        out.append(f"<mark>{esc(m.group(0))}</mark>")
        cursor = m.end()
    out.append(esc(excerpt[cursor:]))
    return "".join(out)


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
    ``status`` is one of ``verified``, ``unsupported``, ``unverified`` or ``pending`` (drawn while
    the answer streams, before its sentences are checked); ``check`` is the index of
    the sentence check behind it (-1 for none)."""
    attrs = (
        f'class="gw-chip gw-{status}" data-cite="{esc(record.id)}" data-n="{number}" '
        f'data-status="{status}" data-check="{check}" title="{esc(_hover_text(record))}" '
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
        f"{esc(raw)}</span>"
    )


def _bindings_html(check: SentenceCheck) -> str:
    """Per fact: what it was bound to in the record, why it failed, or why the checker could not tell
    what it is about, with the rule that decided it (issues 11 and 28)."""
    items = []
    for f in check.facts:
        state = "ok" if f.found else ("open" if f.unsure else "miss")
        text = f.binding if f.found else (f.unsure or f.note or f"{f.text} is not in the cited records.")
        rule = f' <span class="gw-binding-rule">· {esc(f.rule)}</span>' if f.rule else ""
        items.append(f'<li class="gw-binding-{state}">{esc(text or "")}{rule}</li>')
    return f'<ul class="gw-ev-bindings">{"".join(items)}</ul>' if items else ""


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
        tile_rows = "".join(f"<tr><th>{name}</th><td>{esc(portable_paths(str(value)))}</td></tr>"
                            for name, value in tiles if value)
        cited = [c for c in checks if chip.id in c.citation_ids]
        matched = [f.matched for c in cited for f in c.facts if f.found and f.citation_id == chip.id and f.matched]
        excerpt = rec.get("excerpt")
        excerpt_html = _excerpt_block(excerpt, matched) if excerpt else f"<p><em>{esc(NO_EXCERPT_TEXT)}</em></p>"
        status_lines = "".join(
            f'<li><span class="gw-chip gw-{c.status}">{STATUS_ICON.get(c.status, "")} {c.status}</span> '
            f"“{esc(quote_text(c.sentence))}” — {esc(c.reason)}{_bindings_html(c)}</li>"
            for c in cited
        )
        link = (
            f'<p><a href="{esc(rec["url"])}" target="_blank" rel="noopener noreferrer nofollow">Open source</a></p>'
            if rec.get("url") and not is_local_path(rec["url"]) else ""
        )
        location = (f'<div class="gw-ev-location">{esc(portable_paths(str(rec["location"])))}</div>'
                    if rec.get("location") else "")
        items.append(
            f'<li id="{mid}-ev-{chip.number}"><div class="gw-ev-label">[{chip.number}] {esc(rec.get("label"))}</div>'
            f'<div class="gw-ev-title">{esc(portable_paths(str(rec.get("title") or "")))}</div>{location}'
            f'<table class="gw-ev-tiles">{tile_rows}</table>'
            f'<ul class="gw-ev-status">{status_lines}</ul>{excerpt_html}{link}</li>'
        )
    if not items:
        return ""
    return (
        f'<details class="gw-evidence" open><summary>Evidence ({len(chips)} '
        f'record{"s" if len(chips) != 1 else ""})</summary><ol>{"".join(items)}</ol></details>'
    )
