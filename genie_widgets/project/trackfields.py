"""Bounds on the text a track keeps in ``browser.json``: its id, name, type and display options.

A track's name and options come from the page (the track manager), from the agent
(``genome_update_track``) and from a project folder someone handed over; whatever sends them, what
is stored stays small and one line, so no 1 MB name reaches ``browser.json``, a tool result or
the page. A value over a bound is refused with a :class:`ValueError` that names the field and
quotes at most :data:`~genie_widgets._io.ECHO_LIMIT` characters of it; nothing is cut silently,
except the name :meth:`~.browser_state.BrowserStateMethods.add_track` derives from a file name.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from .._io import echo

__all__ = [
    "MAX_ID",
    "MAX_NAME",
    "MAX_OPTIONS",
    "MAX_OPTION_TEXT",
    "check_track_name",
    "check_track_options",
    "check_track_text",
    "short_name",
]

#: Characters of a track name (a file name may be 255 bytes; a name is shown on one line).
MAX_NAME = 200
#: Characters of a track id (ids are made as ``<slug of 32>_<4 hex>``) or a track type.
MAX_ID = 64
#: Options a track keeps, characters of an option's name, and of an option's text value.
MAX_OPTIONS = 32
MAX_OPTION_KEY = 64
MAX_OPTION_TEXT = 200
#: Items of a list-valued option (``range``: ``[low, high]``).
MAX_OPTION_ITEMS = 8

# C0/C1 controls, DEL and lone surrogates: not one line of text, and no UTF-8 file can hold a
# lone surrogate (browser.json could not be written).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def check_track_text(value: Any, field: str, limit: int) -> str:
    """``value`` if it is text of 1 to ``limit`` characters on one line (control characters and
    lone surrogates refused); a :class:`ValueError` naming ``field`` otherwise."""
    if not isinstance(value, str):
        raise ValueError(f"{field} must be text, not {type(value).__name__}")
    if len(value) > limit:
        raise ValueError(f"{field} is {len(value):,} characters long; at most {limit:,}")
    if _UNSAFE.search(value):
        raise ValueError(f"{field} holds a control character or an unpaired surrogate: '{echo(value)}'")
    return value


def check_track_name(value: Any) -> str:
    """A track name as stored: stripped, non-empty, at most :data:`MAX_NAME` characters, one line."""
    name = check_track_text(value, "a track name", MAX_NAME).strip()
    if not name:
        raise ValueError("a track name cannot be empty")
    return name


def short_name(text: str) -> str:
    """A name derived from a file name or URL (not typed by anyone): cut to :data:`MAX_NAME`
    characters, unsafe characters shown as ``?``."""
    return _UNSAFE.sub("?", text[:MAX_NAME]).strip() or "track"


def _check_option_value(key: str, value: Any) -> Any:
    where = f"track option '{key}'"
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        if (isinstance(value, int) and abs(value) >= 2**63) or (isinstance(value, float) and not math.isfinite(value)):
            raise ValueError(f"{where} must be a finite number below 2^63")
        return value
    if isinstance(value, str):
        return check_track_text(value, where, MAX_OPTION_TEXT)
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_OPTION_ITEMS:
            raise ValueError(f"{where} has {len(value):,} items; at most {MAX_OPTION_ITEMS}")
        items = [_check_option_value(key, v) for v in value]
        if any(isinstance(v, list) for v in items):
            raise ValueError(f"{where} must be a flat list")
        return items
    raise ValueError(f"{where} must be text, a number, true/false, null or a short list, not {type(value).__name__}")


def check_track_options(options: Any) -> dict[str, Any]:
    """Display options as stored: an object of at most :data:`MAX_OPTIONS` entries whose names
    are short text and whose values are null, true/false, finite numbers, short one-line text or
    a short flat list of those. A :class:`ValueError` naming the option otherwise."""
    if not isinstance(options, Mapping):
        raise ValueError(f"track options must be an object, not {type(options).__name__}")
    if len(options) > MAX_OPTIONS:
        raise ValueError(f"track options hold {len(options):,} entries; at most {MAX_OPTIONS}")
    out: dict[str, Any] = {}
    for key, value in options.items():
        name = check_track_text(key, "a track option's name", MAX_OPTION_KEY)
        out[name] = _check_option_value(name, value)
    return out
