"""Which widgets are alive in this kernel, so that an evidence panel's "Show in browser" can reach
a genome browser of the same genome (without the widget modules importing each other)."""

from __future__ import annotations

import weakref
from typing import Any

_browsers: "weakref.WeakSet[Any]" = weakref.WeakSet()
_cited: "weakref.WeakSet[Any]" = weakref.WeakSet()


def add_browser(browser: Any) -> None:
    _browsers.add(browser)
    for widget in list(_cited):
        widget.can_show_in_browser = True


def remove_browser(browser: Any) -> None:
    _browsers.discard(browser)
    if not _browsers:
        for widget in list(_cited):
            widget.can_show_in_browser = False


def add_cited(widget: Any) -> None:
    _cited.add(widget)
    widget.can_show_in_browser = bool(_browsers)


def browsers(genome: str | None = None) -> list[Any]:
    """Live browsers, newest last (optionally only those of one genome)."""
    return [b for b in list(_browsers) if genome is None or b.genome == genome]
