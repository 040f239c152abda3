"""Local paths in shared pages: an exported notebook or saved report names files, not the folders
of the machine it was made on."""

from __future__ import annotations

import re

__all__ = ["is_local_path", "portable_paths"]

_POSIX_PATH = re.compile(r"(?<![\w.:/~-])(?:/[^\s/\"'<>,;]+)+/([^\s/\"'<>,;]+)")
_WINDOWS_PATH = re.compile(r"(?<![\w])[A-Za-z]:\\(?:\\?[^\s\\\"'<>,;]+\\)+([^\s\\\"'<>,;]+)")


def portable_paths(text: str) -> str:
    """``text`` with every absolute local path (POSIX, ``file://`` or Windows) shown as its file
    name, so an exported page or report names no folder of the machine it was made on. URLs
    (``https://host/a/b``) are left alone."""
    if not text:
        return text
    text = re.sub(r"file://(?=/|[A-Za-z]:)", "", text)
    return _WINDOWS_PATH.sub(lambda m: m.group(1), _POSIX_PATH.sub(lambda m: m.group(1), text))


def is_local_path(url: str | None) -> bool:
    """Whether ``url`` is a local file path (or ``file://`` URL) rather than a web address."""
    return bool(url) and not str(url).startswith(("http://", "https://", "mailto:"))
