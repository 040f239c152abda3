"""The agent runtime: a chat turn loop over the declared tools, driven by any OpenAI-compatible
model or by the built-in offline agent, streaming events and persisting the conversation.

- :class:`Conversation` — a project's chat session: ``send`` / ``cancel`` / ``transcript`` /
  exports; history in ``messages.jsonl``, citations in ``citations.jsonl``.
- :class:`OpenAICompatible` — a streaming chat-completions client over ``requests``.
- :class:`OfflineAgent` — deterministic slash commands, no model, no network (the default).
- :mod:`.events` — what a turn streams to a UI.

The ``%%genie`` cell magic, which drives a Conversation from a cell, lives above the agent in
:mod:`genie_widgets.ipython.magic`.
"""

from .cancel import CancelToken
from .conversation import Conversation
from .defaults import default_agent
from .events import (
    AnswerDone,
    Event,
    ReasoningDelta,
    TextDelta,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
    event_from_json,
)
from .instructions import system_prompt
from .loop import DEFAULT_MAX_STEPS, run_turn
from .model import ChatModel, ModelError, ModelRequest, ModelTurn, ToolCallRequest
from .offline import OfflineAgent
from .openai_compat import OpenAICompatible

__all__ = [
    "DEFAULT_MAX_STEPS",
    "AnswerDone",
    "CancelToken",
    "ChatModel",
    "Conversation",
    "Event",
    "ModelError",
    "ModelRequest",
    "ModelTurn",
    "OfflineAgent",
    "OpenAICompatible",
    "ReasoningDelta",
    "TextDelta",
    "ToolCallFailed",
    "ToolCallFinished",
    "ToolCallRequest",
    "ToolCallStarted",
    "TurnError",
    "default_agent",
    "event_from_json",
    "run_turn",
    "system_prompt",
]
