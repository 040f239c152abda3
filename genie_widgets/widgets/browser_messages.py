"""The genome browser's custom messages from the page, answered beside the tile server.

Five kinds: ``tiles`` (the tile protocol, :mod:`.tile_protocol`; computed on the pool of
:mod:`.tile_pool`), ``goto`` (a locus or gene typed in the locus box), ``suggest`` (gene names
for a prefix), ``update-track`` and ``remove-track`` (the track manager). Only ``tiles`` leaves
the comm thread; the others are quick and change traits, which stay on the comm thread.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .._io import echo
from ..genome import GeneAnnotationError, GenomeError, looks_like_locus
from ..project import Project
from .tile_pool import DEFAULT_TIMEOUT_S, Answer, Send, TileDispatcher
from .tile_protocol import MAX_ID, MAX_NAME, TileRequest, check_batch
from .tiles import TileError, TileServer


def locus_box_message(exc: BaseException, limit: int = 140) -> str:
    """An error as the locus box shows it: one short line that says what to do."""
    text = " ".join(str(exc.args[0] if exc.args else exc).split())
    if isinstance(exc, GeneAnnotationError):
        # "'X' is not a chr:start-end locus, and gene lookup is unavailable: <why and the fix>"
        text = text.split("gene lookup is unavailable: ", 1)[-1]
        text = f"Gene lookup unavailable: {text}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class BrowserMessages:
    """Answers one browser's messages. ``send(content, buffers)`` is the widget's custom-message
    send; ``goto(text)`` moves the browser and returns the locus shown."""

    def __init__(self, project: Project, tiles: TileServer, send: Send, goto: Callable[[str], str],
                 timeout: float = DEFAULT_TIMEOUT_S) -> None:
        self.project, self.tiles = project, tiles
        self._send, self._goto = send, goto
        self.dispatcher = TileDispatcher(self._tile, send, timeout)

    def handle(self, content: Any) -> None:
        """Answer one message (unknown kinds are ignored); never raises for bad content."""
        kind = content.get("type") if isinstance(content, dict) else None
        handler = {
            "tiles": self._answer_tiles,
            "goto": self._answer_goto,
            "suggest": self._answer_suggest,
            "update-track": self._answer_update_track,
            "remove-track": self._answer_remove_track,
        }.get(kind) if isinstance(kind, str) else None
        if handler is not None:
            handler(content)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until every tile batch received so far is answered (tests, scripts)."""
        return self.dispatcher.wait_idle(timeout)

    # -- tiles ---------------------------------------------------------------------------------
    def _answer_tiles(self, content: dict[str, Any]) -> None:
        self.dispatcher.submit(check_batch(content))

    def _tile(self, request: TileRequest) -> Answer:
        """One tile's answer on a pool thread: errors become error tiles."""
        track = next((t for t in self.project.browser_state().tracks if t.id == request.track), None)
        try:
            if track is None:
                raise TileError(f"Track '{echo(request.track, 60)}' was not found.")
            return self.tiles.tile(track, request.chrom, request.z, request.i)
        except (TileError, TypeError, ValueError) as exc:
            return {"kind": "error", "message": echo(str(exc), MAX_MESSAGE)}, []

    # -- the locus box and the track manager ---------------------------------------------------
    def _answer_goto(self, content: dict[str, Any]) -> None:
        text = content.get("text", "")
        if not isinstance(text, str) or len(text) > MAX_BOX_TEXT:
            size = f"{len(text):,} characters" if isinstance(text, str) else f"a {type(text).__name__}"
            message = f"Not a locus or a gene name: {size} (at most {MAX_BOX_TEXT})."
            self._send({"type": "goto", "ok": False, "message": message}, [])
            return
        try:
            locus = self._goto(text)
            self._send({"type": "goto", "ok": True, "locus": locus}, [])
        except (GenomeError, ValueError) as exc:
            self._send({"type": "goto", "ok": False, "message": locus_box_message(exc)}, [])

    def _answer_suggest(self, content: dict[str, Any]) -> None:
        raw = content.get("prefix", "")
        prefix = raw.strip() if isinstance(raw, str) else ""
        names: list[str] = []
        if 1 <= len(prefix) <= MAX_PREFIX and not looks_like_locus(prefix) and ":" not in prefix:
            try:
                names = self.project.gene_index().suggest(prefix, 12)
            except GenomeError:
                names = []
        # The page matches a reply to its box by the prefix: an over-long one is answered with its
        # echo (which matches nothing there) and no names.
        self._send({"type": "suggest", "id": _request_id(content.get("id")), "prefix": echo(prefix, MAX_PREFIX),
                    "names": names}, [])

    def _answer_update_track(self, content: dict[str, Any]) -> None:
        track_id = _track_id(content.get("trackId"))
        changes: dict[str, Any] = {k: content[k] for k in _CHANGE_TYPES if k in content}
        problem = _check_changes(changes)
        if track_id is None or problem:
            self._error(problem or f"Track '{echo(content.get('trackId'), 60)}' was not found.")
            return
        try:
            self.project.update_track(track_id, **changes)
        except (KeyError, ValueError) as exc:
            self._error(str(exc.args[0] if exc.args else exc))

    def _answer_remove_track(self, content: dict[str, Any]) -> None:
        track_id = _track_id(content.get("trackId"))
        if track_id is None:
            self._error(f"Track '{echo(content.get('trackId'), 60)}' was not found.")
            return
        try:
            self.project.remove_track(track_id)
        except KeyError as exc:
            self._error(str(exc.args[0] if exc.args else exc))

    def _error(self, message: str) -> None:
        """An error line for the page's status bar, at most :data:`MAX_MESSAGE` characters."""
        self._send({"type": "error", "message": echo(message, MAX_MESSAGE)}, [])


#: Characters of locus-box text (a locus or gene name) and of a suggestion prefix the kernel reads.
MAX_BOX_TEXT = 200
MAX_PREFIX = 64
#: Characters of an error line sent to the page (the page shows 140 and keeps the rest as a tooltip).
MAX_MESSAGE = 300
#: What each track-manager change must be (``name`` and ``options`` are checked by the project).
_CHANGE_TYPES: dict[str, tuple[type, ...]] = {"visible": (bool,), "height": (int, float), "order": (int, float),
                                              "name": (str,), "options": (dict,)}
_WORDS = {"visible": "true or false", "height": "a number", "order": "a number", "name": "text",
          "options": "an object"}


def _request_id(raw: Any) -> int | str | None:
    """A request id the page chose, echoed when it is a plain number or short text."""
    if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= MAX_ID:
        return raw
    if isinstance(raw, float) and raw.is_integer() and 0 <= raw <= MAX_ID:
        return int(raw)
    return raw if isinstance(raw, str) and len(raw) <= 64 else None


def _track_id(raw: Any) -> str | None:
    return raw if isinstance(raw, str) and 0 < len(raw) <= MAX_NAME else None


def _check_changes(changes: dict[str, Any]) -> str:
    """"" or the first track-manager change of the wrong type or out of range, in words; numbers
    (``height`` in px, ``order``) are made whole in place."""
    for key, value in changes.items():
        if not isinstance(value, _CHANGE_TYPES[key]) or (key != "visible" and isinstance(value, bool)):
            return f"the track change '{key}' must be {_WORDS[key]}, not {type(value).__name__}"
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if not (isinstance(value, int) or math.isfinite(value)) or not -1_000_000 <= value <= 1_000_000:
                return f"the track change '{key}' must be a number between -1,000,000 and 1,000,000"
            changes[key] = int(value)
    return ""
