"""Conversation: a chat session of a project, with an agent, persisted as it goes.

>>> chat = Conversation(project)                     # the built-in offline agent
>>> for event in chat.send("/goto chr21:45,700,000-45,800,000"):
...     print(event.to_json())
>>> chat = Conversation(project, "session_…", agent=OpenAICompatible(base_url, "gpt-4o-mini"))

``send`` runs one turn and yields its events (:mod:`.events`); ``cancel`` (from any thread)
stops it. Every message is appended to the session's ``messages.jsonl`` as soon as it is
complete (see :mod:`.history`), and tool citations are in the session's ``citations.jsonl``, so
``Conversation(project, session_id)`` reopens the chat with every earlier chip working.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..tools.registry import MODES
from .cancel import CancelToken
from .events import Event, TurnError
from .export import to_html, to_markdown, transcript, transcript_html
from .history import META, HistoryError, MessageLog, now
from .loop import DEFAULT_MAX_STEPS, CommitError, TurnContext, run_turn
from .model import ChatModel
from .offline import OfflineAgent
from .scrub import scrub_message

if TYPE_CHECKING:  # pragma: no cover
    from ..citations import CitationStore
    from ..project import Project, Session

BUSY_MESSAGE = "A turn is still running in this chat: wait for its answer or stop it first."


def _check_mode(mode: str) -> str:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; modes are {', '.join(MODES)}")
    return mode


class Conversation:
    """One chat session: history, mode and agent.

    Parameters
    ----------
    project:
        The :class:`~genie_widgets.project.Project` whose tools the agent uses.
    session:
        ``None`` for a new session, a session id to reopen (or create) one, or a
        :class:`~genie_widgets.project.Session`.
    mode:
        ``"genome"``, ``"analysis"`` or ``"asset_import"`` (settable between turns).
    agent:
        ``None`` for the built-in :class:`~.offline.OfflineAgent`, or a model such as
        :class:`~.openai_compat.OpenAICompatible`.
    max_steps:
        Model calls allowed in one turn before it is stopped.
    """

    def __init__(
        self,
        project: Project,
        session: Session | str | None = None,
        *,
        mode: str = "genome",
        agent: ChatModel | None = None,
        max_steps: int = DEFAULT_MAX_STEPS,
    ) -> None:
        self.project = project
        self.session = session if session is not None and not isinstance(session, str) else project.session(session)
        self.agent: ChatModel = agent if agent is not None else OfflineAgent()
        self._mode = _check_mode(mode)
        self.max_steps = max(1, int(max_steps))
        self._log = MessageLog(self.session.messages_path)
        self.messages: list[dict[str, Any]] = self._log.load()
        self._turn_lock = threading.Lock()
        self._tokens_lock = threading.Lock()
        self._tokens: set[CancelToken] = set()

    # -- state -----------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self._mode

    @mode.setter
    def mode(self, value: str) -> None:
        self._mode = _check_mode(value)

    @property
    def store(self) -> CitationStore:
        """The session's citation records (what the answers' tokens resolve to)."""
        return self.session.citations

    @property
    def label(self) -> str:
        """What answers this chat, e.g. "gpt-4o-mini @ api.openai.com"."""
        return str(getattr(self.agent, "label", type(self.agent).__name__))

    @property
    def running(self) -> bool:
        return self._turn_lock.locked()

    def reload(self) -> None:
        """Re-read the history from disk (another process may have appended to it)."""
        if not self.running:
            self.messages = self._log.load()

    def __repr__(self) -> str:
        return (f"Conversation(session={self.session.id!r}, mode={self._mode!r}, agent={self.label!r}, "
                f"messages={len(self.messages)})")

    # -- turns -----------------------------------------------------------------------------------
    def send(self, text: str) -> Iterator[Event]:
        """Run one turn for the user's ``text``; yields its events (ending with one
        :class:`~.events.AnswerDone` or :class:`~.events.TurnError`)."""
        if not isinstance(text, str):
            raise TypeError(f"send() takes the message as str, not {type(text).__name__}")
        token = CancelToken()
        with self._tokens_lock:
            self._tokens.add(token)
        return self._turn(text, token)

    def ask(self, text: str) -> Event:
        """Run one turn to its end; return its final event (AnswerDone or TurnError)."""
        last: Event | None = None
        for last in self.send(text):  # noqa: B007 - the loop runs the turn; the last event is the result
            pass
        assert last is not None
        return last

    def cancel(self) -> None:
        """Stop the running turn (thread-safe): the model's connection is closed, the loop ends,
        and the partial answer is kept, marked stopped. A no-op when nothing runs."""
        with self._tokens_lock:
            tokens = list(self._tokens)
        for token in tokens:
            token.cancel()

    def _turn(self, text: str, token: CancelToken) -> Iterator[Event]:
        if not self._turn_lock.acquire(blocking=False):
            with self._tokens_lock:
                self._tokens.discard(token)
            yield TurnError(BUSY_MESSAGE)
            return
        try:
            if not text.strip():
                yield TurnError("The message is empty: type a question or a command such as /help.")
                return
            try:
                self._commit([{"role": "user", "content": text, META: {"ts": now(), "mode": self._mode}}])
            except CommitError as exc:
                yield TurnError(str(exc))
                return
            context = TurnContext(model=self.agent, project=self.project, session=self.session, mode=self._mode,
                                  history=self.messages, commit=self._commit, cancel=token, max_steps=self.max_steps)
            yield from run_turn(context)
        finally:
            with self._tokens_lock:
                self._tokens.discard(token)
            self._turn_lock.release()

    def _commit(self, messages: list[dict[str, Any]]) -> None:
        """Append to disk first, then to memory: both hold the same history or the turn stops.
        Every message is scrubbed first: the agent's secrets redacted (also when the model echoed
        them), lone surrogates replaced (see :mod:`.scrub`)."""
        redact = getattr(self.agent, "redact", None)
        messages = [scrub_message(m, redact if callable(redact) else None) for m in messages]
        try:
            self._log.append(messages)
        except (OSError, HistoryError) as exc:
            raise CommitError(f"Could not save the chat history to {self._log.path}: {exc}. The turn was "
                              "stopped; earlier messages are unchanged.") from None
        self.messages.extend(messages)

    # -- views -----------------------------------------------------------------------------------
    def transcript(self) -> list[dict[str, Any]]:
        """What a UI draws when the chat is reopened (see :func:`.export.transcript`)."""
        return transcript(self.messages)

    def _title(self) -> tuple[str, str]:
        return (f"{self.project.name} — chat {self.session.id}",
                f"{self.label} · {self.project.genome} · exported {now()}")

    def to_markdown(self) -> str:
        """The chat as Markdown, answers with chips as ``[n]`` and their Sources."""
        title, subtitle = self._title()
        return to_markdown(self.messages, self.store, title=title, subtitle=subtitle)

    def to_html(self) -> str:
        """The chat as one self-contained HTML page with chips, evidence and collapsed tool cards."""
        title, subtitle = self._title()
        return to_html(self.messages, self.store, title=title, subtitle=subtitle, id_prefix=f"gw-{self.session.id}")

    def transcript_html(self) -> str:
        """The same content as :meth:`to_html` as a fragment with scoped styles (for a notebook's
        static output)."""
        title, subtitle = self._title()
        return transcript_html(self.messages, self.store, title=title, subtitle=subtitle,
                               id_prefix=f"gw-{self.session.id}")
