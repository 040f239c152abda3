"""Chat: a conversation with the project's agent in a notebook cell.

A thin view over :class:`genie_widgets.agent.Conversation`: the turn runs in a background thread
(the kernel stays free for the browser's tiles), its events become entries through
:mod:`.chat_entries` (the same reading that reopens a stored chat, so ``Chat(project,
session_id=…)`` has every earlier chip working), and tool cards show each call with its record.

What goes over the comm while a turn runs is small: one custom message per event,
``{"type": "entries", "changes": [...]}`` (see :data:`.chat_entries.Change`: an appended or
replaced entry, text appended to the reasoning, a patch of the live answer). The synced
``entries`` trait holds the whole conversation at display and is sent once more when a turn ends;
a view attached while a turn runs says ``{"type": "hello"}`` and gets ``{"type": "state",
"entries": …, "live": …}``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..agent import ChatModel, Conversation, OpenAICompatible
from ..project import Project, Session
from ..tools.modes import MODE_TITLES
from ..tools.modes import MODES as TOOL_MODES
from . import _links
from ._bundles import bundle_path, require_bundle
from .chat_entries import Change, TurnEntries, entries_from_transcript

MODES = [[mode, MODE_TITLES[mode]] for mode in TOOL_MODES]


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

    ``gw.use_chat(chat)`` makes the ``%%genie`` cells of the kernel continue this chat's
    conversation, and their turns appear here as they run.
    """

    entries: traitlets.List[dict[str, Any]] = traitlets.List(
        help="The conversation as drawn: user, tool, answer, reasoning, error (see .chat_entries)."
    ).tag(sync=True)
    busy = traitlets.Bool(False, help="A turn is running.").tag(sync=True)
    mode = traitlets.Unicode("genome").tag(sync=True)
    modes = traitlets.List(MODES).tag(sync=True)
    agent_label = traitlets.Unicode("").tag(sync=True)
    can_show_in_browser = traitlets.Bool(False).tag(sync=True)
    height = traitlets.Int(0, help="Maximum height of the conversation log in px (0: 520).").tag(sync=True)

    _esm = bundle_path("chat.js")  # its CSS is in the bundle: it goes into the widget's shadow root

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
        require_bundle("chat.js")
        if agent is None:
            agent = OpenAICompatible.from_env()  # None → the offline agent
        self.project = project
        self.conversation = Conversation(project, session or session_id, mode=mode, agent=agent)
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._view_lock = threading.Lock()  # a change is applied and sent before any "state" reply
        self._turn: TurnEntries | None = None
        super().__init__(mode=self.conversation.mode, agent_label=self.conversation.label, **kwargs)
        self.entries = entries_from_transcript(self.conversation.transcript(), self.conversation.store)
        self.observe(self._on_mode, names="mode")
        self.on_msg(self._on_message)
        _links.add_cited(self)

    # -- Python API ----------------------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self.conversation.session

    def ask(self, text: str, timeout: float | None = None) -> dict[str, Any]:
        """Run a turn and wait for it (at most ``timeout`` seconds); returns the last entry (the
        answer or the error). The Send button runs the same turn without waiting."""
        self._start(text).join(timeout)
        return self.entries[-1]

    def stop(self) -> None:
        """Stop the running turn: the HTTP stream is closed and the partial answer kept, marked;
        a tool call it ends is shown as stopped, not failed."""
        turn = self._turn
        if turn is not None:
            turn.stop_requested = True
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
        """Move a live browser of the record's genome (this chat's project first) to its locus."""
        record = self.conversation.store.get(citation_id)
        if record is None:
            return False
        return _links.show_locus(record.genome, record.locus, record.title, project=self.project)

    def follow(self, text: str, events: Iterable[Any]) -> Iterator[Any]:
        """Show a turn that someone else runs (a ``%%genie`` cell) in this chat as it happens:
        the user's text, the tool cards with their progress, the cited answer. Yields each
        event on unchanged."""
        self._begin({"kind": "user", "text": text, "via": "%%genie"},
                    busy_message="this chat is running a turn: wait for it before a %%genie cell")
        yield from self._track(events)

    # -- the turn ------------------------------------------------------------------------------
    def _start(self, text: str) -> threading.Thread:
        """Start a turn in the background (as the Send button does); returns its thread."""
        self._begin({"kind": "user", "text": text},
                    busy_message="a turn is already running: wait for it, or stop() it")
        thread = threading.Thread(target=self._run, args=(text,), name="genie-chat-turn", daemon=True)
        self._thread = thread
        thread.start()
        return thread

    def _begin(self, user: dict[str, Any], *, busy_message: str) -> None:
        with self._lock, self._view_lock:
            if self.busy:
                raise RuntimeError(busy_message)
            self.busy = True
            self._turn = TurnEntries(self.entries, self.conversation.store)
            self._publish([self._turn.add(user)])

    def _run(self, text: str) -> None:
        for _event in self._track(self.conversation.send(text)):
            pass

    def _publish(self, changes: list[Change]) -> None:
        if changes:
            self.send({"type": "entries", "changes": changes})

    def _track(self, events: Iterable[Any]) -> Iterator[Any]:
        """Apply each event of a turn to the entries, send the changes (and pass the event on);
        ends the busy state and sends the settled ``entries`` once."""
        turn = self._turn
        assert turn is not None, "_begin starts every turn"
        try:
            for event in events:
                with self._view_lock:
                    self._publish(turn.apply(event))
                yield event
        except Exception as exc:  # the widget must survive anything the turn throws
            with self._view_lock:
                self._publish(turn.fail(exc))
        finally:
            with self._view_lock:
                self._turn = None
                self.send_state("entries")  # changed in place: a late view or a saved page gets it whole
            self.busy = False

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
                self._start(text)
        elif kind == "stop":
            self.stop()
        elif kind == "show-in-browser":
            self.show_in_browser(str(content.get("citationId", "")))
        elif kind == "hello":  # a view attached while a turn runs: the entries so far
            with self._view_lock:
                if self._turn is not None:
                    self.send({"type": "state", "entries": self.entries, "live": self._turn.live})

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
