"""Cleaning a message before it is stored: secrets redacted, lone surrogates replaced.

A model (or a server) may echo the API key back inside its answer, and JSON from a server may
carry lone surrogates (``"\\ud800"``) that cannot be written as UTF-8. :func:`scrub_message`
returns a copy of a history message in which every string has each secret replaced by
``[redacted]`` and every lone surrogate by U+FFFD, so ``messages.jsonl`` never holds the key and
always reloads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["clean_text", "scrub_message"]


def clean_text(text: str) -> str:
    """``text`` with lone surrogates replaced by U+FFFD (valid text comes back unchanged)."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def scrub_message(value: Any, redact: Callable[[str], str] | None = None, _depth: int = 0) -> Any:
    """A copy of ``value`` (JSON-like) with every string cleaned and redacted. Structures nested
    deeper than 200 levels are replaced by a note (they came from a hostile server)."""
    if _depth > 200:
        return "[nested too deeply; dropped]"
    if isinstance(value, str):
        text = clean_text(value)
        return redact(text) if redact is not None else text
    if isinstance(value, dict):
        return {scrub_message(str(k), redact, _depth + 1): scrub_message(v, redact, _depth + 1)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub_message(v, redact, _depth + 1) for v in value]
    return value
