"""A stored chat as a UI re-renders it (transcript), as Markdown, and as self-contained HTML.

The transcript is the list a chat widget draws on reopening, in order::

    {"type": "user", "text": …, "ts": …}
    {"type": "assistant", "text": …, "final": bool, "stopped": bool, "incomplete": bool,
     "reasoning": str | None, "error": str | None, "ts": …}
    {"type": "tool", "callId": …, "name": …, "arguments": …, "status": "done" | "failed" |
     "cancelled" | "missing", "result": dict | None, "citationToken": str | None, "error": …}
    {"type": "error", "message": …, "ts": …}

``final`` is False for text the model wrote before its tool calls. Answers keep their raw
``[[cite:…]]`` tokens: render them with :func:`genie_widgets.citations.render_message` against
the session's store (the exports below do).
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from typing import Any

from ..citations import TOKEN_RE, render_message
from ..citations.render import chips_css, portable_paths
from ..tools.display import card_html
from .history import MISSING_RESULT, meta
from .toolcards import compact_arguments, result_line

PAGE_CSS = """
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; background: #fafafa;
       color: #1f2328; }
"""
#: Styles of the transcript itself, all scoped under .gw-chat-export (safe inside a notebook page).
CHAT_CSS = """
main.gw-chat-export { max-width: 52rem; margin: 0 auto; padding: 1.5rem; }
.gw-chat-export header h1 { font-size: 1.3rem; margin: 0 0 .2rem; }
.gw-chat-export header p { color: #59636e; margin: 0 0 1.5rem; font-size: .9rem; }
.gw-turn { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: 8px; background: #fff; border: 1px solid #d1d9e0; }
.gw-turn-user { background: #eef4ff; border-color: #c8d9f5; white-space: pre-wrap; }
.gw-role { font-size: .75rem; font-weight: 600; text-transform: uppercase; color: #59636e; margin-bottom: .25rem; }
.gw-tool { margin: 0 0 .75rem; border: 1px solid #d1d9e0; border-radius: 6px; background: #fff; }
.gw-tool > summary { cursor: pointer; padding: .4rem .75rem; font-size: .9rem; }
.gw-tool-args { color: #59636e; }
.gw-tool-line { color: #1f2328; }
.gw-tool-json > summary { cursor: pointer; padding: .3rem .75rem; font-size: .8rem; color: #59636e; }
.gw-tool pre { margin: 0; padding: .5rem .75rem; overflow-x: auto; font-size: .8rem; background: #f6f8fa;
               border-top: 1px solid #d1d9e0; }
.gw-tool-failed > summary, .gw-turn-error { color: #b42318; }
.gw-flag { font-size: .8rem; color: #9a6700; margin-top: .25rem; }
"""


def _result(content: Any) -> dict[str, Any] | None:
    if isinstance(content, dict):
        return content
    try:
        value = json.loads(content) if isinstance(content, str) else None
    except ValueError:
        return {"raw": content}
    return value if isinstance(value, dict) else ({"value": value} if value is not None else None)


def transcript(messages: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The items a UI draws for ``messages`` (see the module docstring)."""
    messages = list(messages)
    items: list[dict[str, Any]] = []
    for index, message in enumerate(messages):
        role, info = message.get("role"), meta(message)
        kind = info.get("kind")
        if kind == "error":
            items.append({"type": "error", "message": message.get("content") or "", "ts": info.get("ts")})
        elif kind == "stopped":
            items.append({"type": "assistant", "text": "", "final": True, "stopped": True, "incomplete": False,
                          "reasoning": None, "error": None, "ts": info.get("ts")})
        elif role == "user":
            items.append({"type": "user", "text": message.get("content") or "", "ts": info.get("ts")})
        elif role == "assistant":
            calls = message.get("tool_calls") or []
            text = message.get("content") or ""
            if text or not calls:
                items.append({"type": "assistant", "text": text, "final": not calls,
                              "stopped": bool(info.get("stopped")), "incomplete": bool(info.get("incomplete")),
                              "reasoning": info.get("reasoning"), "error": info.get("error"), "ts": info.get("ts"),
                              **({"cutOff": True} if info.get("cutOff") else {})})
            results = _results_after(messages, index)
            for call in calls:
                items.append(_tool_item(call, results.get(call.get("id"))))
    return items


def _results_after(messages: list[dict[str, Any]], index: int) -> dict[Any, dict[str, Any]]:
    """The tool results that follow the assistant message at ``index``, by call id (ids are only
    unique within one message: some servers reuse "0" or "call_1" in every turn)."""
    results: dict[Any, dict[str, Any]] = {}
    for message in messages[index + 1:]:
        if message.get("role") != "tool":
            break
        results.setdefault(message.get("tool_call_id"), message)
    return results


def _tool_item(call: dict[str, Any], message: dict[str, Any] | None) -> dict[str, Any]:
    function = call.get("function") or {}
    raw = function.get("arguments")
    if message is None:
        return {"type": "tool", "callId": call.get("id"), "name": function.get("name"), "arguments": raw,
                "status": "missing", "result": None, "citationToken": None, "error": MISSING_RESULT}
    info = meta(message)
    result = _result(message.get("content"))
    success = info.get("success", (result or {}).get("success", True))
    status = "cancelled" if info.get("cancelled") else ("done" if success else "failed")
    return {
        "type": "tool", "callId": call.get("id"), "name": function.get("name"),
        "arguments": info.get("arguments", raw), "status": status, "result": result,
        "citationToken": info.get("citationToken") or (result or {}).get("citationToken"),
        "error": info.get("error") or (result or {}).get("error"), "ts": info.get("ts"),
    }


def _flags(item: dict[str, Any]) -> list[str]:
    flags = []
    if item.get("stopped"):
        flags.append("stopped by the user")
    if item.get("incomplete"):
        if item.get("error"):
            flags.append("incomplete: " + item["error"])
        elif item.get("cutOff"):
            flags.append("incomplete (the stream ended before the answer did)")
        else:
            flags.append("incomplete (output limit reached)")
    return flags


def _shown_result(result: Any) -> Any:
    """A result for a tool card: the token is named beside it, not repeated raw inside."""
    if isinstance(result, dict):
        return {k: v for k, v in result.items() if k not in ("citationToken", "citationInstructions")}
    return result


def _record_id(token: str | None) -> str | None:
    match = TOKEN_RE.fullmatch(token or "")
    return match.group(1) if match else None


def _arguments_text(arguments: Any) -> str:
    if isinstance(arguments, str):
        return arguments
    return json.dumps(arguments, ensure_ascii=False, default=str)


def _tool_card(item: dict[str, Any], store: Any) -> str:
    """A tool call, folded: its summary line (name, compact arguments, status, record, one line of
    what it found) is all a page shows until opened; inside, the result's table and figure, and
    the full JSON folded once more."""
    esc = html.escape
    record = _record_id(item.get("citationToken"))
    token = f" · record <code>{esc(record)}</code>" if record else ""
    arguments = portable_paths(compact_arguments(item["arguments"]))
    shown_args = f' <span class="gw-tool-args">{esc(arguments)}</span>' if arguments else ""
    found = portable_paths(result_line(item.get("name"), item["status"], item.get("result"), item.get("error")))
    line = f' → <span class="gw-tool-line">{esc(found)}</span>' if found else ""
    error = f'<pre>{esc(item["error"])}</pre>' if item["status"] != "done" and item.get("error") else ""
    card = card_html(item.get("name"), item.get("result"), store.get(record) if record else None)
    raw_args = _arguments_text(item["arguments"]) if arguments else ""
    result = json.dumps(_shown_result(item.get("result")), indent=2, ensure_ascii=False, default=str)
    full = ('<details class="gw-tool-json"><summary>Full result (JSON)</summary>'
            + (f"<pre>{esc(portable_paths(raw_args))}</pre>" if raw_args else "")
            + f"<pre>{esc(portable_paths(result))}</pre></details>")
    return (f'<details class="gw-tool gw-tool-{esc(item["status"])}"><summary><code>{esc(str(item["name"]))}</code>'
            f'{shown_args} — {esc(item["status"])}{token}{line}</summary>{error}{card or ""}{full}</details>')


def to_markdown(messages: Iterable[dict[str, Any]], store: Any, *, title: str = "Chat", subtitle: str = "") -> str:
    """The chat as Markdown: answers with chips as ``[n]`` and a Sources list each."""
    lines = [f"# {title}", ""]
    if subtitle:
        lines += [f"_{subtitle}_", ""]
    for item in transcript(messages):
        kind = item["type"]
        if kind == "user":
            quoted = "\n".join("> " + line if line else ">" for line in item["text"].splitlines() or [""])
            lines += ["**You:**", "", quoted, ""]
        elif kind == "assistant":
            if item["text"]:
                lines += ["**Agent:**" if item["final"] else "**Agent (before its tool calls):**", "",
                          render_message(item["text"], store).markdown.rstrip(), ""]
            for flag in _flags(item):
                lines += [f"_({flag})_", ""]
        elif kind == "tool":
            record = _record_id(item.get("citationToken"))
            token = f" · record `{record}`" if record else ""
            arguments = portable_paths(compact_arguments(item["arguments"]))
            shown = f" `{arguments}`" if arguments else ""
            found = portable_paths(result_line(item["name"], item["status"], item.get("result"), item.get("error")))
            lines += [f"- Tool `{item['name']}`{shown}: {item['status']}{token}" + (f" — {found}" if found else ""),
                      ""]
        elif kind == "error":
            lines += [f"> **Error:** {item['message']}", ""]
    return "\n".join(lines).rstrip() + "\n"


def to_html(messages: Iterable[dict[str, Any]], store: Any, *, title: str = "Chat", subtitle: str = "",
            id_prefix: str = "gwchat") -> str:
    """The chat as one self-contained HTML page: answers with chips and their evidence, tool
    calls as collapsed cards. No script, no external resource."""
    esc = html.escape
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{esc(title)}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<style>{PAGE_CSS}</style></head><body>"
            f"{transcript_html(messages, store, title=title, subtitle=subtitle, id_prefix=id_prefix)}"
            f"</body></html>\n")


def transcript_html(messages: Iterable[dict[str, Any]], store: Any, *, title: str = "Chat", subtitle: str = "",
                    id_prefix: str = "gwchat") -> str:
    """The chat as an HTML fragment with its own scoped styles (for a page, or a notebook's
    static output): the same content as :func:`to_html`."""
    esc = html.escape
    body: list[str] = []
    for n, item in enumerate(transcript(messages)):
        kind = item["type"]
        if kind == "user":
            body.append(f'<section class="gw-turn gw-turn-user"><div class="gw-role">You</div>'
                        f'{esc(item["text"])}</section>')
        elif kind == "assistant":
            parts = []
            if item["text"]:
                rendered = render_message(item["text"], store, message_id=f"{id_prefix}-{n}")
                parts.append(rendered.static_html(include_css=False))  # the page carries the CSS once
            parts += [f'<div class="gw-flag">{esc(flag)}</div>' for flag in _flags(item)]
            if parts:
                role = "Agent" if item["final"] else "Agent (before its tool calls)"
                body.append(f'<section class="gw-turn gw-turn-assistant"><div class="gw-role">{role}</div>'
                            f'{"".join(parts)}</section>')
        elif kind == "tool":
            body.append(_tool_card(item, store))
        elif kind == "error":
            body.append(f'<section class="gw-turn gw-turn-error"><div class="gw-role">Error</div>'
                        f'{esc(item["message"])}</section>')
    header = f"<header><h1>{esc(title)}</h1>" + (f"<p>{esc(subtitle)}</p>" if subtitle else "") + "</header>"
    return (f'<main class="gw-chat-export"><style>{CHAT_CSS}{chips_css()}</style>{header}'
            f'{"".join(body)}</main>')
