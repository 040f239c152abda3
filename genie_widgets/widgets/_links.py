"""Which widgets are alive in this kernel, so that an evidence panel's "Show in browser" reaches
the right genome browser (without the widget modules importing each other).

One kernel can hold many browsers: a cell re-run leaves the old one behind (Jupyter keeps its
model; marimo's ``marimo run`` serves every viewer from one process), and two projects can be
open side by side. So "the right browser" is, in this order of preference:

1. a browser of the same :class:`~genie_widgets.project.Project` object as the asker (a Chat);
2. else one of the same project id (the project the record's store belongs to);
3. else one of the record's genome (any genome when the record names none);

and among equals the one the page used most recently (drawn, dragged, zoomed), because a
browser whose view is gone stops asking for tiles. A browser is forgotten when its comm closes
(the front-end closed it, or :meth:`GenomeBrowser.close` ran).
"""

from __future__ import annotations

import contextlib
import itertools
import weakref
from typing import Any

_counter = itertools.count(1)
_browsers: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()  # browser → last activity
_cited: weakref.WeakSet[Any] = weakref.WeakSet()


def _refresh_cited() -> None:
    live = bool(_browsers)
    for widget in list(_cited):
        if widget.can_show_in_browser != live:
            widget.can_show_in_browser = live


def add_browser(browser: Any) -> None:
    """Register a new browser (the newest until another is used), and forget it when its comm
    closes."""
    _browsers[browser] = next(_counter)
    comm = getattr(browser, "comm", None)
    on_close = getattr(comm, "on_close", None)
    if callable(on_close):
        ref = weakref.ref(browser)

        def closed(_msg: Any = None) -> None:
            target = ref()
            if target is not None:
                _forget(target)

        with contextlib.suppress(Exception):  # a comm that refuses callbacks: close() still forgets the browser
            on_close(closed)
    _refresh_cited()


def _forget(browser: Any) -> None:
    """The browser's comm closed from the front-end: stop syncing it and forget it."""
    close = getattr(browser, "close", None)
    if callable(close):
        try:
            close()
            return
        except Exception:
            pass
    remove_browser(browser)


def touch(browser: Any) -> None:
    """The page used this browser (a tile request, a drag, a typed locus): make it the newest."""
    if browser in _browsers:
        _browsers[browser] = next(_counter)


def remove_browser(browser: Any) -> None:
    _browsers.pop(browser, None)
    _refresh_cited()


def add_cited(widget: Any) -> None:
    _cited.add(widget)
    widget.can_show_in_browser = bool(_browsers)


def browsers(genome: str | None = None) -> list[Any]:
    """Live browsers, least recently used first, newest last (optionally only one genome's)."""
    ordered = sorted(list(_browsers.items()), key=lambda item: item[1])
    return [b for b, _ in ordered if genome is None or b.genome == genome]


def pick_browser(genome: str | None = None, *, project: Any = None, project_id: str | None = None) -> Any | None:
    """The browser "Show in browser" should move (see the module docstring), or None.

    ``genome`` is the record's genome (None: any); ``project`` the asker's Project object;
    ``project_id`` the id of the project the record belongs to.
    """
    candidates = browsers(genome) if genome else browsers()
    if not candidates:
        return None
    if project_id is None and project is not None:
        project_id = getattr(project, "id", None)

    def rank(browser: Any) -> tuple[int, int]:
        mine = getattr(browser, "project", None)
        same_object = project is not None and mine is project
        same_id = project_id is not None and getattr(mine, "id", None) == project_id
        return (2 if same_object else 1 if same_id else 0, _browsers.get(browser, 0))

    return max(candidates, key=rank)


def show_locus(genome: str | None, locus: str | None, label: str | None, *, project: Any = None,
               project_id: str | None = None) -> bool:
    """"Show in browser" for every widget: move the browser :func:`pick_browser` chooses to
    ``locus`` (``chr:start-end``, 0-based, end-exclusive) and highlight it under ``label``.
    False when there is no locus or no browser fits."""
    if not locus:
        return False
    target = pick_browser(genome, project=project, project_id=project_id)
    if target is None:
        return False
    target.show(locus, label=label)
    return True
