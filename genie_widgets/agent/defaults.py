"""The agent a chat or a ``%%genie`` cell gets when none is given."""

from __future__ import annotations

from .model import ChatModel
from .offline import OfflineAgent
from .openai_compat import OpenAICompatible


def default_agent() -> ChatModel:
    """The endpoint configured in the environment (``GENIE_WIDGETS_BASE_URL`` /
    ``GENIE_WIDGETS_MODEL``, see :meth:`OpenAICompatible.from_env`), else the offline agent."""
    return OpenAICompatible.from_env() or OfflineAgent()
