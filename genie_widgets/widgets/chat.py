"""Chat: a conversation with the project's agent in a notebook cell.

A thin view over :class:`genie_widgets.agent.Conversation`: the turn runs in a background thread
(the kernel stays free for the browser's tiles), events update the synced traits, the answer's
tokens become chips through the one renderer, and tool cards show each call with its record.
``Chat(project, session_id=…)`` reopens a stored chat with every earlier chip working.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..agent import (
    AnswerDone,
    ChatModel,
    Conversation,
    OpenAICompatible,
    ReasoningDelta,
    TextDelta,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
)
from ..agent.magic import configure as configure_magic
from ..citations import TOKEN_RE, render_message
from ..project import Project, Session
from ..tools.display import card_html
from ..tools.modes import MODE_TITLES
from ..tools.modes import MODES as TOOL_MODES
from . import _links
from ._bundles import bundle_text

MODES = [[mode, MODE_TITLES[mode]] for mode in TOOL_MODES]
_RESULT_CHARS = 20_000
_LIVE_INTERVAL = 0.05  # seconds between re-renders of a streaming answer


def _rendered(text: str, store: Any, *, streaming: bool = False) -> dict[str, Any]:
    # While an answer streams its chips are drawn without checks (cheap per chunk); the complete
    # answer is checked sentence by sentence when it is done.
    message = render_message(text, store, streaming=streaming, verify=not streaming)
    return {**message.to_json(), "markdown": message.markdown}


def _record(store: Any, token: str | None) -> dict[str, Any] | None:
    match = TOKEN_RE.fullmatch(token or "")
    record = store.get(match.group(1)) if match else None
    if record is None:
        return None
    out = record.to_dict(include_data=False)
    out["token"] = record.token
    return out


def _card(name: str | None, result: Any, store: Any, token: str | None) -> str | None:
    """The compact table + figure of a tool card (see :func:`genie_widgets.tools.display.card_html`)."""
    match = TOKEN_RE.fullmatch(token or "")
    return card_html(name, result, store.get(match.group(1)) if match else None)


def _result_text(result: Any) -> str | None:
    if result is None:
        return None
    text = json.dumps(result, indent=2, ensure_ascii=False, default=str)
    return text if len(text) <= _RESULT_CHARS else text[:_RESULT_CHARS] + "\n… (cut; the full result is in the record)"


class Chat(anywidget.AnyWidget):
    """A cited chat with the project's agent.

    Parameters
    ----------
    project:
        The project whose tools the agent uses (and whose browsers it moves).
    mode:
        ``genome`` (default), ``analysis`` or ``asset_import``; switchable in the widget.
    agent:
        Any OpenAI-compatible endpoint (:class:`~genie_widgets.agent.OpenAICompatible`), or
        ``None``: the endpoint configured by ``GENIE_WIDGETS_BASE_URL`` / ``GENIE_WIDGETS_MODEL``
        when set, else the built-in offline agent (slash commands, no network).
    session_id:
        Reopen this session (its messages and citations); a new session when omitted.
    height:
        Maximum height of the conversation log in px (default 520); the log scrolls inside it
        and the input stays below it.

    A ``%%genie`` cell in the same kernel continues this chat's conversation, and its turn
    appears here as it runs.
    """

    entries = traitlets.List(help="The conversation as drawn: user, tool, answer, reasoning, error.").tag(sync=True)
    live = traitlets.Dict(help="The answer being streamed (rendered), or {}.").tag(sync=True)
    busy = traitlets.Bool(False, help="A turn is running.").tag(sync=True)
    mode = traitlets.Unicode("genome").tag(sync=True)
    modes = traitlets.List(MODES).tag(sync=True)
    agent_label = traitlets.Unicode("").tag(sync=True)
    can_show_in_browser = traitlets.Bool(False).tag(sync=True)
    height = traitlets.Int(0, help="Maximum height of the conversation log in px (0: 520).").tag(sync=True)

    def __init__(
        self,
        project: Project,
        mode: str = "genome",
        agent: ChatModel | None = None,
        *,
        session_id: str | None = None,
        session: Session | None = None,
        **kwargs: Any,
    ) -> None:
        self._esm = bundle_text("chat.js")
        if agent is None:
            agent = OpenAICompatible.from_env()  # None → the offline agent
        self.project = project
        self.conversation = Conversation(project, session or session_id, mode=mode, agent=agent)
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        super().__init__(mode=self.conversation.mode, agent_label=self.conversation.label, **kwargs)
        self.entries = self._entries_from_transcript()
        self.observe(self._on_mode, names="mode")
        self.on_msg(self._on_message)
        _links.add_cited(self)
        configure_magic(conversation=self.conversation, follower=self.follow)

    # -- Python API ----------------------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self.conversation.session

    def send(self, text: str) -> threading.Thread:
        """Start a turn in the background (as the Send button does); returns its thread."""
        with self._lock:
            if self.busy:
                raise RuntimeError("a turn is already running: wait for it, or stop() it")
            self.busy = True
            self.entries = [*self.entries, {"kind": "user", "text": text}]
            self._thread = threading.Thread(target=self._run, args=(text,), name="genie-chat-turn", daemon=True)
            self._thread.start()
            return self._thread

    def ask(self, text: str, timeout: float | None = None) -> dict[str, Any]:
        """Run a turn and wait for it; returns the last entry (the answer or the error)."""
        self.send(text).join(timeout)
        return self.entries[-1]

    def stop(self) -> None:
        """Stop the running turn: the HTTP stream is closed and the partial answer kept, marked."""
        self.conversation.cancel()

    def to_markdown(self) -> str:
        return self.conversation.to_markdown()

    def to_html(self, path: str | Path | None = None) -> str:
        """Self-contained HTML of the chat (chips, evidence, tool cards); written to ``path`` if given."""
        page = self.conversation.to_html()
        if path is not None:
            Path(path).write_text(page, encoding="utf-8")
        return page

    def show_in_browser(self, citation_id: str) -> bool:
        record = self.conversation.store.get(citation_id)
        if record is None or not record.locus:
            return False
        target = _links.pick_browser(record.genome, project=self.project)
        if target is None:
            return False
        target.show(record.locus, label=record.title)
        return True

    def follow(self, text: str, events: Iterable[Any]) -> Iterator[Any]:
        """Show a turn that someone else runs (a ``%%genie`` cell) in this chat as it happens:
        the user's text, the tool cards with their progress, the cited answer. Yields each
        event on unchanged."""
        with self._lock:
            if self.busy:
                raise RuntimeError("this chat is running a turn: wait for it before a %%genie cell")
            self.busy = True
            self.entries = [*self.entries, {"kind": "user", "text": text, "via": "%%genie"}]
        yield from self._track(events)

    # -- the turn ------------------------------------------------------------------------------
    def _run(self, text: str) -> None:
        for _event in self._track(self.conversation.send(text)):
            pass

    def _track(self, events: Iterable[Any]) -> Iterator[Any]:
        """Apply each event of a turn to the synced traits (and pass it on); ends the busy state."""
        store = self.conversation.store
        entries = list(self.entries)
        streamed = ""
        last_render = 0.0
        tool_index: dict[str, int] = {}
        try:
            for event in events:
                if isinstance(event, TextDelta):
                    streamed += event.text
                    now = time.monotonic()
                    if now - last_render >= _LIVE_INTERVAL:
                        self.live = _rendered(streamed, store, streaming=True)
                        last_render = now
                elif isinstance(event, ReasoningDelta):
                    if entries and entries[-1].get("kind") == "reasoning" and entries[-1].get("live"):
                        entries[-1] = {**entries[-1], "text": entries[-1]["text"] + event.text}
                    else:
                        entries.append({"kind": "reasoning", "text": event.text, "live": True})
                    self.entries = list(entries)
                elif isinstance(event, ToolCallStarted):
                    if streamed.strip():  # the model's lead-in to its tool calls
                        entries.append({"kind": "answer", "message": _rendered(streamed, store), "preamble": True})
                    streamed = ""
                    self.live = {}
                    tool_index[event.call_id] = len(entries)
                    entries.append({"kind": "tool", "callId": event.call_id, "name": event.name,
                                    "arguments": event.arguments, "status": "running"})
                    self.entries = list(entries)
                elif isinstance(event, (ToolCallFinished, ToolCallFailed)):
                    k = tool_index.get(event.call_id)
                    card = {"kind": "tool", "callId": event.call_id, "name": event.name,
                            "arguments": entries[k]["arguments"] if k is not None else {},
                            "status": "done" if isinstance(event, ToolCallFinished) else "failed",
                            "result": _result_text(event.result),
                            "error": getattr(event, "error", None),
                            "record": _record(store, event.citation_token),
                            "card": _card(event.name, event.result, store, event.citation_token)}
                    if k is None:
                        entries.append(card)
                    else:
                        entries[k] = card
                    self.entries = list(entries)
                elif isinstance(event, AnswerDone):
                    self.live = {}
                    entries.append({"kind": "answer", "message": _rendered(event.text, store),
                                    "stopped": event.stopped, "incomplete": event.incomplete})
                    self.entries = list(entries)
                elif isinstance(event, TurnError):
                    self.live = {}
                    if streamed.strip():
                        entries.append({"kind": "answer", "message": _rendered(streamed, store), "stopped": True})
                    entries.append({"kind": "error", "text": event.message})
                    self.entries = list(entries)
                yield event
        except Exception as exc:  # the widget must survive anything the turn throws
            entries.append({"kind": "error", "text": f"The turn failed: {type(exc).__name__}: {exc}"})
            self.entries = list(entries)
            self.live = {}
        finally:
            self.busy = False

    # -- reopening -----------------------------------------------------------------------------
    def _entries_from_transcript(self) -> list[dict[str, Any]]:
        store = self.conversation.store
        out: list[dict[str, Any]] = []
        for item in self.conversation.transcript():
            kind = item.get("type")
            if kind == "user":
                out.append({"kind": "user", "text": item.get("text", "")})
            elif kind == "tool":
                out.append({"kind": "tool", "callId": item.get("callId"), "name": item.get("name"),
                            "arguments": item.get("arguments"),
                            "status": "done" if item.get("status") == "done" else "failed",
                            "result": _result_text(item.get("result")), "error": item.get("error"),
                            "record": _record(store, item.get("citationToken")),
                            "card": _card(item.get("name"), item.get("result"), store, item.get("citationToken"))})
            elif kind == "assistant":
                if item.get("reasoning"):
                    out.append({"kind": "reasoning", "text": item["reasoning"]})
                if item.get("text"):
                    out.append({"kind": "answer", "message": _rendered(item["text"], store),
                                "stopped": bool(item.get("stopped")), "incomplete": bool(item.get("incomplete")),
                                "preamble": not item.get("final", True)})
                if item.get("error"):
                    out.append({"kind": "error", "text": item["error"]})
            elif kind == "error":
                out.append({"kind": "error", "text": item.get("message", "")})
        return out

    # -- messages and traits -------------------------------------------------------------------
    def _on_mode(self, change: dict[str, Any]) -> None:
        try:
            self.conversation.mode = change["new"]
        except ValueError:
            self.mode = change["old"]

    def _on_message(self, _widget: Any, content: dict[str, Any], buffers: list[Any]) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "send":
            text = str(content.get("text", "")).strip()
            if text and not self.busy:
                self.send(text)
        elif kind == "stop":
            self.stop()
        elif kind == "show-in-browser":
            self.show_in_browser(str(content.get("citationId", "")))

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/plain"] = f"Chat({self.conversation.label}, mode={self.mode}, session={self.session.id})"
        data["text/html"] = self._static_html()
        return data, metadata

    def _static_html(self) -> str:
        """The transcript for exports: chips + evidence per answer, tool cards collapsed."""
        return f'<div class="gw-chat-snapshot">{self.conversation.transcript_html()}</div>'
