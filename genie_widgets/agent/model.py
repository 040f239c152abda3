"""The interface between the turn loop and a "model": what it is asked and what it answers.

Two implementations: :class:`~.openai_compat.OpenAICompatible` (any chat-completions endpoint)
and :class:`~.offline.OfflineAgent` (deterministic slash commands, no network). Both are driven by
the same loop (:func:`~.loop.run_turn`).

A model's :meth:`ChatModel.stream` yields :class:`~.events.TextDelta` and
:class:`~.events.ReasoningDelta` events as they arrive and ends by yielding one
:class:`ModelTurn` (the assembled assistant message). It raises :class:`ModelError` (with a
message for the user) on a fault, and simply ends early when its :class:`CancelToken` is
cancelled.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .cancel import CancelToken
from .events import ReasoningDelta, TextDelta

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session


@dataclass
class ModelRequest:
    """One model call: the OpenAI-format ``messages`` (system message first) and ``tools``
    (OpenAI function definitions; may be empty). ``mode``, ``project`` and ``session`` are given
    for agents that work from the session itself (the offline agent); remote models ignore them."""

    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] = field(default_factory=list)
    mode: str = "genome"
    project: Project | None = None
    session: Session | None = None


@dataclass
class ToolCallRequest:
    """A tool call as the model sent it: ``arguments`` is the raw JSON text (possibly invalid)."""

    id: str
    name: str
    arguments: str = ""

    def to_message(self) -> dict[str, Any]:
        """The entry of an assistant message's ``tool_calls``."""
        return {"id": self.id, "type": "function", "function": {"name": self.name, "arguments": self.arguments}}


@dataclass
class ModelTurn:
    """The assistant message one model call produced."""

    content: str = ""
    reasoning: str = ""
    refusal: str = ""
    tool_calls: list[ToolCallRequest] = field(default_factory=list)
    finish_reason: str | None = None
    usage: dict[str, Any] | None = None
    model: str | None = None
    #: The stream ended with neither a ``finish_reason`` nor ``[DONE]`` (a dropped connection).
    cut_off: bool = False

    @property
    def wants_tools(self) -> bool:
        """True when tool calls were received, whatever ``finish_reason`` says (servers send
        ``stop``, ``tool_calls`` or nothing at all for the same thing)."""
        return bool(self.tool_calls)

    @property
    def answer_text(self) -> str:
        """The text to show: the content, or the refusal when the model refused."""
        return self.content if self.content else self.refusal

    @property
    def truncated(self) -> bool:
        """The model stopped at its output limit or a content filter, or the stream was cut off."""
        return self.cut_off or self.finish_reason in ("length", "content_filter", "max_tokens")


ModelOutput = TextDelta | ReasoningDelta | ModelTurn


class ModelError(RuntimeError):
    """A model call failed; ``str(error)`` is a message for the user (never holds the API key)."""

    def __init__(self, message: str, *, status: int | None = None, retryable: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.retryable = retryable


class ModelHTTPError(ModelError):
    """The endpoint answered with an HTTP error status (401, 404, 429, 500, …)."""


class ModelTimeout(ModelError):
    """The endpoint did not answer (or stopped sending) within the timeout."""


class ModelConnectionError(ModelError):
    """The endpoint could not be reached, or the connection broke mid-answer."""


class ModelStreamError(ModelError):
    """The endpoint reported an error inside the stream (an ``error`` object or ``event: error``)."""


@runtime_checkable
class ChatModel(Protocol):
    """What the loop needs from a model."""

    label: str

    def stream(self, request: ModelRequest, cancel: CancelToken) -> Iterator[ModelOutput]:
        """Yield text/reasoning deltas, then one :class:`ModelTurn`; raise :class:`ModelError`."""
        ...
