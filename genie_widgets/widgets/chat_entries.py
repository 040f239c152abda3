"""What the Chat widget draws, as plain data: the conversation's entries, from a live turn's events
or from a stored transcript (one reading for both), and the small changes that keep a view current.

An entry is a dict with a ``kind``: ``user`` (``text``, optional ``via``), ``tool`` (``callId``,
``name``, ``arguments``, ``status`` running/done/failed/stopped, ``result`` JSON text cut at
:data:`RESULT_CHARS` characters, ``error``, ``note``, ``record``, ``card``; ``stopped``: the user
pressed Stop while it ran or before it started — not an error of the tool), ``answer`` (``message``: the
rendered message, plus ``stopped`` / ``incomplete`` / ``preamble``), ``reasoning`` (``text``,
``live`` while it streams) and ``error`` (``text``). No widget library is imported here.

:class:`TurnEntries` applies a turn's events to the entry list in place and returns, per event,
the changes a view needs (see :data:`Change`): appending one entry, replacing one, appending text
to one, or a patch of the live answer. A view that holds the same list before the event holds the
same list after applying them, so nothing is re-sent whole while a turn runs.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from typing import Any

from ..agent import (
    AnswerDone,
    ReasoningDelta,
    TextDelta,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
)
from ..citations import TOKEN_RE, render_message
from ..tools.display import card_html

RESULT_CHARS = 20_000
LIVE_INTERVAL = 0.05  # seconds between re-renders of a streaming answer

#: One change for a view: ``{"op": "append", "entry": …}``, ``{"op": "set", "index": k, "entry": …}``,
#: ``{"op": "text", "index": k, "text": …}`` (append to the entry's ``text``) or
#: ``{"op": "live", …}`` (see :func:`live_patch`; ``{"op": "live", "clear": True}`` ends it).
Change = dict[str, Any]


def rendered(text: str, store: Any, *, streaming: bool = False) -> dict[str, Any]:
    """The message payload of an answer: chips drawn unchecked while it streams (cheap per chunk),
    checked sentence by sentence once it is complete."""
    message = render_message(text, store, streaming=streaming, verify=not streaming)
    return {**message.to_json(), "markdown": message.markdown}


def record_of(store: Any, token: str | None) -> dict[str, Any] | None:
    """The record a tool's citation token names, without its data (for the tool card's chip)."""
    match = TOKEN_RE.fullmatch(token or "")
    record = store.get(match.group(1)) if match else None
    if record is None:
        return None
    out = record.to_dict(include_data=False)
    out["token"] = record.token
    return out


def card_of(name: str | None, result: Any, store: Any, token: str | None) -> str | None:
    """The compact table + figure of a tool card (see :func:`genie_widgets.tools.display.card_html`)."""
    match = TOKEN_RE.fullmatch(token or "")
    return card_html(name, result, store.get(match.group(1)) if match else None)


def result_text(result: Any) -> str | None:
    """A tool's result as indented JSON, cut at :data:`RESULT_CHARS` characters."""
    if result is None:
        return None
    text = json.dumps(result, indent=2, ensure_ascii=False, default=str)
    return text if len(text) <= RESULT_CHARS else text[:RESULT_CHARS] + "\n… (cut; the full result is in the record)"


#: What a stopped tool card says (the tool's own message, e.g. a cancelled download, stays in its
#: result JSON).
STOPPED_NOTE = "Stopped: you pressed Stop before this call finished."


def tool_entry(call_id: Any, name: Any, arguments: Any, *, done: bool, result: Any, error: Any,
               token: str | None, store: Any, stopped: bool = False) -> dict[str, Any]:
    """A finished (``done``), failed or — when the user's Stop ended it (``stopped``) — stopped tool card."""
    status = "done" if done else ("stopped" if stopped else "failed")
    return {"kind": "tool", "callId": call_id, "name": name, "arguments": arguments, "status": status,
            "result": result_text(result), "error": None if status == "stopped" else error,
            "note": STOPPED_NOTE if status == "stopped" else None,
            "record": record_of(store, token), "card": card_of(name, result, store, token)}


def entries_from_transcript(transcript: Iterable[dict[str, Any]], store: Any) -> list[dict[str, Any]]:
    """The entries of a stored conversation (:meth:`Conversation.transcript`), as a live turn
    would have left them."""
    out: list[dict[str, Any]] = []
    for item in transcript:
        kind = item.get("type")
        if kind == "user":
            out.append({"kind": "user", "text": item.get("text", "")})
        elif kind == "tool":
            out.append(tool_entry(item.get("callId"), item.get("name"), item.get("arguments"),
                                  done=item.get("status") == "done", result=item.get("result"),
                                  error=item.get("error"), token=item.get("citationToken"), store=store,
                                  stopped=item.get("status") == "cancelled"))
        elif kind == "assistant":
            if item.get("reasoning"):
                out.append({"kind": "reasoning", "text": item["reasoning"]})
            if item.get("text"):
                out.append({"kind": "answer", "message": rendered(item["text"], store),
                            "stopped": bool(item.get("stopped")), "incomplete": bool(item.get("incomplete")),
                            "preamble": not item.get("final", True)})
            if item.get("error"):
                out.append({"kind": "error", "text": item["error"]})
        elif kind == "error":
            out.append({"kind": "error", "text": item.get("message", "")})
    return out


def live_patch(before: dict[str, Any], after: dict[str, Any]) -> Change:
    """The change from one rendering of the live answer to the next: the fields that differ, with
    the HTML as the length of the prefix kept (``keep``) and the new ``tail``. A streamed answer
    mostly grows at its end, so the patch is about the size of what arrived."""
    old_html, new_html = str(before.get("html", "")), str(after.get("html", ""))
    keep = 0
    limit = min(len(old_html), len(new_html))
    while keep < limit and old_html[keep] == new_html[keep]:
        keep += 1
    fields = {k: v for k, v in after.items() if k != "html" and before.get(k) != v}
    return {"op": "live", "keep": keep, "tail": new_html[keep:], "fields": fields}


class TurnEntries:
    """Applies one turn's events to ``entries`` (changed in place) and says what changed.

    ``clock`` (seconds, monotonic) paces the live answer's re-renders to one per
    :data:`LIVE_INTERVAL`; the complete answer is always rendered (and checked) when it is done.
    """

    def __init__(self, entries: list[dict[str, Any]], store: Any, *, clock: Any = time.monotonic) -> None:
        self.entries = entries
        #: Set (from another thread) when the user presses Stop: a tool call that fails from then
        #: on was ended by the Stop, and its card says "stopped", not "failed".
        self.stop_requested = False
        self.store = store
        self.live: dict[str, Any] = {}
        self._clock = clock
        self._streamed = ""
        self._last_render = float("-inf")
        self._tool_index: dict[str, int] = {}

    def add(self, entry: dict[str, Any]) -> Change:
        self.entries.append(entry)
        return {"op": "append", "entry": entry}

    def _set(self, index: int, entry: dict[str, Any]) -> Change:
        self.entries[index] = entry
        return {"op": "set", "index": index, "entry": entry}

    def _end_live(self) -> list[Change]:
        if not self.live:
            return []
        self.live = {}
        return [{"op": "live", "clear": True}]

    def _show_live(self) -> list[Change]:
        now = self._clock()
        if now - self._last_render < LIVE_INTERVAL:
            return []
        self._last_render = now
        after = rendered(self._streamed, self.store, streaming=True)
        after.pop("markdown", None)  # only the finished answer offers "Copy as Markdown"
        patch = live_patch(self.live, after)
        self.live = after
        return [patch]

    def apply(self, event: Any) -> list[Change]:
        """The changes ``event`` makes (none for events a view does not draw)."""
        entries, store = self.entries, self.store
        if isinstance(event, TextDelta):
            self._streamed += event.text
            return self._show_live()
        if isinstance(event, ReasoningDelta):
            last = entries[-1] if entries else None
            if last is not None and last.get("kind") == "reasoning" and last.get("live"):
                last["text"] += event.text
                return [{"op": "text", "index": len(entries) - 1, "text": event.text}]
            return [self.add({"kind": "reasoning", "text": event.text, "live": True})]
        if isinstance(event, ToolCallStarted):
            changes = []
            if self._streamed.strip():  # the model's lead-in to its tool calls
                lead_in = rendered(self._streamed, store)
                changes.append(self.add({"kind": "answer", "message": lead_in, "preamble": True}))
            self._streamed = ""
            changes += self._end_live()
            self._tool_index[event.call_id] = len(entries)
            changes.append(self.add({"kind": "tool", "callId": event.call_id, "name": event.name,
                                     "arguments": event.arguments, "status": "running"}))
            return changes
        if isinstance(event, (ToolCallFinished, ToolCallFailed)):
            k = self._tool_index.get(event.call_id)
            card = tool_entry(event.call_id, event.name, entries[k]["arguments"] if k is not None else {},
                              done=isinstance(event, ToolCallFinished), result=event.result,
                              error=getattr(event, "error", None), token=event.citation_token, store=store,
                              stopped=self.stop_requested)
            return [self.add(card) if k is None else self._set(k, card)]
        if isinstance(event, AnswerDone):
            changes = self._end_live() + (self._stop_running() if event.stopped else [])
            changes.append(self.add({"kind": "answer", "message": rendered(event.text, store),
                                     "stopped": event.stopped, "incomplete": event.incomplete}))
            return changes
        if isinstance(event, TurnError):
            changes = self._end_live()
            if self._streamed.strip():
                partial = rendered(self._streamed, store)
                changes.append(self.add({"kind": "answer", "message": partial, "stopped": True}))
            changes.append(self.add({"kind": "error", "text": event.message}))
            return changes
        return []

    def _stop_running(self) -> list[Change]:
        """Cards still running when the turn stopped: marked stopped (no result will come)."""
        return [self._set(k, {**self.entries[k], "status": "stopped", "note": STOPPED_NOTE})
                for k in self._tool_index.values()
                if k < len(self.entries) and self.entries[k].get("status") == "running"]

    def fail(self, exc: BaseException) -> list[Change]:
        """The changes for a turn that threw: an error entry, and the live answer gone."""
        return [self.add({"kind": "error", "text": f"The turn failed: {type(exc).__name__}: {exc}"}), *self._end_live()]
