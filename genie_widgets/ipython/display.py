"""The display side of ``%load_ext genie_widgets``: cited output as chips, and the current store.

The extension (:mod:`genie_widgets.ipython`) registers these formatters so that agent output carrying
``[[cite:…]]`` tokens — a plain ``str`` result, an ``IPython.display.Markdown`` object, or the
message objects of common agent libraries — is shown as a :class:`CitedMarkdown` rendered
against the current session's citation store. Output without tokens displays as before.

``%genie_store <session folder>`` (or :func:`use_store`) chooses the current store.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..citations import Citation, CitationStore, find_tokens
from ..widgets.evidence import CitedMarkdown

_current_store: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None = None

# Message objects of agent libraries, by (module, class name) so that none of them is imported:
# each entry says how to get the answer text out of the object.
_AGENT_TYPES: list[tuple[str, str, Callable[[Any], Any]]] = [
    ("langchain_core.messages.ai", "AIMessage", lambda m: m.content),
    ("langchain_core.messages.ai", "AIMessageChunk", lambda m: m.content),
    ("openai.types.chat.chat_completion_message", "ChatCompletionMessage", lambda m: m.content),
    ("openai.types.chat.chat_completion", "ChatCompletion", lambda m: m.choices[0].message.content),
]


def use_store(store: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None) -> None:
    """Make ``store`` the one the display hook and :func:`render` resolve tokens against."""
    global _current_store
    _current_store = store


def current_store() -> CitationStore | Mapping[str, Citation] | Iterable[Citation] | None:
    return _current_store


def render(
    text: str, store: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None = None
) -> CitedMarkdown:
    """``text`` as a :class:`CitedMarkdown` against ``store`` (default: the current store)."""
    return CitedMarkdown(text, store if store is not None else _current_store)


def _bundle_for_text(text: Any) -> Any:
    if not isinstance(text, str) or not find_tokens(text):
        return None
    return render(text)._repr_mimebundle_()


def _format_str(obj: str, include: Any = None, exclude: Any = None) -> Any:
    return _bundle_for_text(obj)


def _format_markdown(obj: Any, include: Any = None, exclude: Any = None) -> Any:
    return _bundle_for_text(getattr(obj, "data", None))


def _by_name(extract: Callable[[Any], Any]) -> Callable[..., Any]:
    def formatter(obj: Any, include: Any = None, exclude: Any = None) -> Any:
        try:
            text = extract(obj)
        except (AttributeError, IndexError, TypeError):
            return None
        return _bundle_for_text(text)

    return formatter


def register(ipython: Any) -> None:
    """Register the display formatters and the ``%genie_store`` line magic with ``ipython``."""
    from IPython.display import Markdown

    formatter = ipython.display_formatter.mimebundle_formatter
    formatter.for_type(str, _format_str)
    formatter.for_type(Markdown, _format_markdown)
    for module, name, extract in _AGENT_TYPES:
        formatter.for_type_by_name(module, name, _by_name(extract))
    ipython.register_magic_function(_genie_store_magic, magic_kind="line", magic_name="genie_store")


def unregister(ipython: Any) -> None:
    """Remove the display formatters :func:`register` added."""
    from IPython.display import Markdown

    formatter = ipython.display_formatter.mimebundle_formatter
    for typ in (str, Markdown):
        formatter.pop(typ, None)
    for module, name, _extract in _AGENT_TYPES:
        formatter.deferred_printers.pop((module, name), None)
        formatter.type_printers = {
            t: f for t, f in formatter.type_printers.items() if (t.__module__, t.__name__) != (module, name)
        }


def _genie_store_magic(line: str) -> CitationStore:
    """``%genie_store <session folder>``: resolve tokens against that session's citations.jsonl."""
    folder = line.strip()
    if not folder:
        raise ValueError("usage: %genie_store <session folder holding citations.jsonl>")
    store = CitationStore(folder)
    use_store(store)
    return store
