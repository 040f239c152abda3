"""The ``%%genie`` cell magic: ask the agent from a notebook cell.

::

    %%genie [--project PATH] [--session ID | --new] [--mode genome|analysis|asset_import]
    What is the mean signal of my tracks over the current view?

The cell's text is sent as one turn of a :class:`~genie_widgets.agent.Conversation`; each tool
call shows as a progress line in the cell's output (not as text on stderr), and the answer is
returned as a :class:`~genie_widgets.widgets.CitedMarkdown` (chips against the session's records).
The conversation is kept between cells, per project and session, so follow-up cells continue it.
:func:`configure` (or the options) chooses the project, the agent and the mode; by default the
agent is the endpoint configured in the environment, else the built-in offline agent
(:func:`genie_widgets.agent.default_agent`).

:func:`use_chat` (an explicit call: building a Chat changes nothing here) makes the cells continue
that Chat widget's conversation and show their turns in it as they run.
"""

from __future__ import annotations

import argparse
import html
import shlex
import sys
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from ..agent import (
    AnswerDone,
    ChatModel,
    Conversation,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
    default_agent,
)
from ..tools.modes import MODES
from ..widgets import CitedMarkdown
from .display import use_store

DEFAULT_PROJECT = "genie_project"

_lock = threading.Lock()
_settings: dict[str, Any] = {"project": None, "agent": None, "mode": "genome"}
_conversations: dict[tuple[str, str | None], Conversation] = {}
_current: dict[str, Conversation | None] = {"conversation": None}
#: A view that shows a conversation's turns (a Chat widget's ``follow``). Held weakly on both
#: sides, so a closed or re-created Chat is never called and never kept alive.
Follower = Callable[[str, Iterable[Any]], Iterator[Any]]
_followers: weakref.WeakKeyDictionary[Conversation, Any] = weakref.WeakKeyDictionary()


class GenieMagicError(ValueError):
    """The magic's options cannot be used."""


def configure(project: Any = None, *, agent: ChatModel | None = None, mode: str | None = None,
              conversation: Conversation | None = None, follower: Follower | None = None) -> None:
    """Choose what ``%%genie`` uses: a project (a :class:`~genie_widgets.project.Project` or a
    folder), an agent, a default mode, or an existing conversation (e.g. a Chat widget's) to
    continue; ``follower(text, events)`` (a Chat widget's ``follow``) then shows its turns."""
    with _lock:
        if project is not None:
            _settings["project"] = project
        if agent is not None:
            _settings["agent"] = agent
        if mode is not None:
            _settings["mode"] = mode
        if conversation is not None:
            _current["conversation"] = conversation
            _conversations[(str(conversation.project.path), conversation.session.id)] = conversation
            if follower is not None:
                _followers[conversation] = (weakref.WeakMethod(follower) if hasattr(follower, "__self__")
                                            else (lambda f=follower: f))


def use_chat(chat: Any) -> Any:
    """Make ``%%genie`` cells continue ``chat``'s conversation and show their turns in it as they
    run (the user's text, tool cards, the cited answer). Returns ``chat``. Held weakly: a closed
    or dropped Chat is never called and never kept alive."""
    configure(conversation=chat.conversation, follower=chat.follow)
    return chat


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="%%genie", add_help=False, exit_on_error=False)
    parser.add_argument("--project")
    parser.add_argument("--session")
    parser.add_argument("--new", action="store_true")
    parser.add_argument("--mode", choices=list(MODES))
    return parser


def _open_project(where: Any) -> Any:
    from ..project import Project

    if where is None:
        where = DEFAULT_PROJECT
    if isinstance(where, Project):
        return where
    return Project.open_or_create(Path(where))


def conversation_for(line: str = "") -> Conversation:
    """The conversation a ``%%genie`` cell with these options talks to (made if needed)."""
    try:
        options, unknown = _parser().parse_known_args(shlex.split(line))
    except (argparse.ArgumentError, ValueError) as exc:
        raise GenieMagicError(f"%%genie: {exc}") from None
    if unknown:
        raise GenieMagicError(f"%%genie: unknown options {' '.join(unknown)} "
                              "(options: --project PATH, --session ID, --new, --mode MODE)")
    with _lock:
        current = _current["conversation"]
        explicit = options.project or options.session or options.new
        if current is not None and not explicit:
            conversation = current
        else:
            project = _open_project(options.project or _settings["project"])
            key = (str(project.path), None if options.new else options.session)
            known = None if options.new else _conversations.get(key)
            if known is None:
                known = Conversation(project, options.session, mode=_settings["mode"],
                                     agent=_settings["agent"] or default_agent())
                _conversations[(str(project.path), known.session.id)] = known
                _conversations[key] = known
            conversation = known
            _current["conversation"] = conversation
        if options.mode:
            conversation.mode = options.mode
        return conversation


class ToolProgress:
    """The cell's tool calls as progress lines (one display, updated in place): "running…"
    with an indeterminate bar, then "done" or "failed". Plain text where HTML is not shown."""

    def __init__(self) -> None:
        self.calls: list[dict[str, str]] = []
        self._handle: Any = None

    def update(self, name: str, status: str, detail: str = "") -> None:
        for call in reversed(self.calls):
            if call["name"] == name and call["status"] == "running":
                call.update(status=status, detail=detail)
                break
        else:
            self.calls.append({"name": name, "status": status, "detail": detail})
        self._show()

    def _show(self) -> None:
        try:
            from IPython.display import display
        except ImportError:  # pragma: no cover - IPython is a dependency of Jupyter
            return
        if self._handle is None:
            self._handle = display(self, display_id=True)
        else:
            self._handle.update(self)

    def __repr__(self) -> str:
        return "\n".join(f"· {c['name']}: {c['status']}{' — ' + c['detail'] if c['detail'] else ''}"
                         for c in self.calls)

    def _repr_html_(self) -> str:
        rows = []
        for c in self.calls:
            name = html.escape(c["name"])
            if c["status"] == "running":
                mark = '<progress style="width:80px;height:8px"></progress> running…'
            elif c["status"] == "done":
                mark = '<span style="color:#17633a">✓ done</span>'
            else:
                mark = f'<span style="color:#a31d12">✗ failed: {html.escape(c["detail"])}</span>'
            rows.append(f'<div style="font:12px system-ui,sans-serif;color:#374151">'
                        f'<code>{name}</code> {mark}</div>')
        return f'<div class="gw-genie-progress">{"".join(rows)}</div>'


def genie(line: str, cell: str) -> Any:
    """The ``%%genie`` cell magic (register it with ``magic_kind="cell"``, name ``"genie"``).

    Returns the answer as a CitedMarkdown (chips against the session's records), or ``None``
    after printing the error when the turn failed."""
    conversation = conversation_for(line)
    use_store(conversation.store)
    text = cell.strip()
    events: Iterable[Any] = conversation.send(text)
    ref = _followers.get(conversation)
    follower = ref() if ref is not None else None
    if follower is not None:
        events = follower(text, events)
    progress = ToolProgress()
    final = None
    for event in events:
        if isinstance(event, ToolCallStarted):
            progress.update(event.name, "running")
        elif isinstance(event, ToolCallFinished):
            progress.update(event.name, "done")
        elif isinstance(event, ToolCallFailed):
            progress.update(event.name, "failed", str(event.error))
        elif isinstance(event, (AnswerDone, TurnError)):
            final = event
    if isinstance(final, TurnError):
        print(f"%%genie: {final.message}", file=sys.stderr)
        return None
    if isinstance(final, AnswerDone):
        answer = final.text
        if final.stopped:
            answer += "\n\n*(stopped: the answer above is partial)*"
        return CitedMarkdown(answer, conversation.store)
    return None
