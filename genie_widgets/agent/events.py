"""The events one chat turn streams to a user interface.

:meth:`Conversation.send` yields these, in order, while a turn runs. Each is a small dataclass
whose :meth:`~Event.to_json` is camelCase JSON with a ``type`` field, ready for a widget's comm:

==================  ============  ==============================================================
class               ``type``      meaning
==================  ============  ==============================================================
TextDelta           text          a piece of the model's answer text, in order
ReasoningDelta      reasoning     a piece of the model's reasoning (show collapsed; never part of
                                  the answer, never cited, not sent back to the model)
ToolCallStarted     tool_started  the model asked for a tool; it is about to run
ToolCallFinished    tool_finished the tool ran and succeeded; ``result`` is the JSON the model sees
ToolCallFailed      tool_failed   the tool refused, raised, was unknown, or its arguments were
                                  not JSON; a refused computation still carries a token
AnswerDone          answer        the turn's final answer (``stopped``: the user cancelled;
                                  ``incomplete``: cut short by the model's output limit)
TurnError           error         the turn ended on a fault; ``message`` says what and what to do
==================  ============  ==============================================================

Text deltas that arrive before a ``tool_started`` of the same step are the model's preamble to
its tool calls; ``AnswerDone.text`` is the text of the final step only (the one that carries the
answer and its citation tokens). A turn ends with exactly one ``answer`` or ``error`` event.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from .._io import camel


@dataclass
class _EventBase:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """camelCase JSON with the event's ``type``."""
        out: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            out[camel(f.name)] = getattr(self, f.name)
        return out


@dataclass
class TextDelta(_EventBase):
    """A piece of answer text (append it to what came before)."""

    text: str
    type: ClassVar[str] = "text"


@dataclass
class ReasoningDelta(_EventBase):
    """A piece of the model's reasoning (``reasoning_content``); not part of the answer."""

    text: str
    type: ClassVar[str] = "reasoning"


@dataclass
class ToolCallStarted(_EventBase):
    """A tool call is about to run. ``arguments`` is the parsed object, or the raw text when the
    model's arguments were not valid JSON (a :class:`ToolCallFailed` follows)."""

    call_id: str
    name: str
    arguments: dict[str, Any] | str
    type: ClassVar[str] = "tool_started"


@dataclass
class ToolCallFinished(_EventBase):
    """A tool call succeeded: ``result`` is the camelCase result JSON the model sees, and
    ``citation_token`` the token it issued (``None`` for tools that issue none)."""

    call_id: str
    name: str
    result: dict[str, Any]
    citation_token: str | None = None
    type: ClassVar[str] = "tool_finished"


@dataclass
class ToolCallFailed(_EventBase):
    """A tool call failed: refused (``result`` holds the tool's ``success: false`` JSON, with a
    citation token for refused computations), raised, unknown, or given arguments that are not
    JSON (``result`` is ``None`` or the error JSON sent back to the model)."""

    call_id: str
    name: str
    error: str
    result: dict[str, Any] | None = None
    type: ClassVar[str] = "tool_failed"

    @property
    def citation_token(self) -> str | None:
        return (self.result or {}).get("citationToken")

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out["citationToken"] = self.citation_token
        return out


@dataclass
class AnswerDone(_EventBase):
    """The final answer text of the turn. ``stopped``: the user cancelled and this is the part
    received so far. ``incomplete``: the model stopped at its output limit (or a content filter)."""

    text: str
    stopped: bool = False
    incomplete: bool = False
    type: ClassVar[str] = "answer"


@dataclass
class TurnError(_EventBase):
    """The turn ended on a fault; ``message`` is written for the user (what happened, what to do).
    History and citations up to the fault are kept, and the next turn can be sent."""

    message: str
    type: ClassVar[str] = "error"


Event = TextDelta | ReasoningDelta | ToolCallStarted | ToolCallFinished | ToolCallFailed | AnswerDone | TurnError

EVENT_TYPES: dict[str, type] = {
    cls.type: cls
    for cls in (TextDelta, ReasoningDelta, ToolCallStarted, ToolCallFinished, ToolCallFailed, AnswerDone, TurnError)
}


def event_from_json(obj: dict[str, Any]) -> Event:
    """The event a :meth:`to_json` dict describes (for replaying a recorded turn)."""
    cls = EVENT_TYPES.get(obj.get("type", ""))
    if cls is None:
        raise ValueError(f"unknown event type {obj.get('type')!r}")
    kwargs = {f.name: obj[camel(f.name)] for f in dataclasses.fields(cls) if camel(f.name) in obj}
    return cls(**kwargs)
