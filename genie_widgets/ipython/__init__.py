"""IPython integration: ``%load_ext genie_widgets``.

Loading the extension registers a display formatter so that agent output carrying
``[[cite:…]]`` tokens — a plain ``str`` result, an ``IPython.display.Markdown`` object, or the
message objects of common agent libraries — is shown as a :class:`CitedMarkdown` rendered
against the current session's citation store (:mod:`.display`). Output without tokens displays
as before.

``%genie_store <session folder>`` (or :func:`use_store`) chooses the current store, and the
``%%genie`` cell magic asks the project's agent from a cell (:mod:`.magic`); :func:`use_chat`
makes a Chat widget show (and continue) the cells' turns.
"""

from __future__ import annotations

from typing import Any

from . import display
from .display import current_store, render, use_store
from .magic import GenieMagicError, ToolProgress, conversation_for, genie, use_chat
from .magic import configure as configure_magic

__all__ = [
    "GenieMagicError",
    "ToolProgress",
    "configure_magic",
    "conversation_for",
    "current_store",
    "genie",
    "load_ipython_extension",
    "render",
    "unload_ipython_extension",
    "use_chat",
    "use_store",
]


def load_ipython_extension(ipython: Any) -> None:
    """Called by ``%load_ext genie_widgets``: the display formatters, ``%genie_store`` and ``%%genie``,
    and the one-line display of a stopped tool call or job."""
    from ..widgets.progress import install_stop_handler

    display.register(ipython)
    ipython.register_magic_function(genie, magic_kind="cell", magic_name="genie")
    install_stop_handler(ipython)  # a stopped tool call or job: one line, not a traceback


def unload_ipython_extension(ipython: Any) -> None:
    """Called by ``%unload_ext genie_widgets``: the display formatters go (the magics stay, as IPython keeps them)."""
    display.unregister(ipython)
