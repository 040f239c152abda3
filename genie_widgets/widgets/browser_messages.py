"""The genome browser's custom messages from the page, answered beside the tile server.

Five kinds: ``tiles`` (the tile protocol, :mod:`.tile_protocol`; computed on the pool of
:mod:`.tile_pool`), ``goto`` (a locus or gene typed in the locus box), ``suggest`` (gene names
for a prefix), ``update-track`` and ``remove-track`` (the track manager). Only ``tiles`` leaves
the comm thread; the others are quick and change traits, which stay on the comm thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..genome import GeneAnnotationError, GenomeError, looks_like_locus
from ..project import Project
from .tile_pool import DEFAULT_TIMEOUT_S, Answer, Send, TileDispatcher
from .tile_protocol import TileRequest, check_batch
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
                raise TileError(f"Track '{request.track}' was not found.")
            return self.tiles.tile(track, request.chrom, request.z, request.i)
        except (TileError, TypeError, ValueError) as exc:
            return {"kind": "error", "message": str(exc)}, []

    # -- the locus box and the track manager ---------------------------------------------------
    def _answer_goto(self, content: dict[str, Any]) -> None:
        try:
            locus = self._goto(str(content.get("text", "")))
            self._send({"type": "goto", "ok": True, "locus": locus}, [])
        except (GenomeError, ValueError) as exc:
            self._send({"type": "goto", "ok": False, "message": locus_box_message(exc)}, [])

    def _answer_suggest(self, content: dict[str, Any]) -> None:
        prefix = str(content.get("prefix", "")).strip()
        names: list[str] = []
        if len(prefix) >= 1 and not looks_like_locus(prefix) and ":" not in prefix:
            try:
                names = self.project.gene_index().suggest(prefix, 12)
            except GenomeError:
                names = []
        self._send({"type": "suggest", "id": content.get("id"), "prefix": prefix, "names": names}, [])

    def _answer_update_track(self, content: dict[str, Any]) -> None:
        changes = {k: content[k] for k in ("visible", "height", "order", "name", "options") if k in content}
        try:
            self.project.update_track(str(content.get("trackId")), **changes)
        except (KeyError, ValueError) as exc:
            self._send({"type": "error", "message": str(exc.args[0] if exc.args else exc)}, [])

    def _answer_remove_track(self, content: dict[str, Any]) -> None:
        try:
            self.project.remove_track(str(content.get("trackId")))
        except KeyError as exc:
            self._send({"type": "error", "message": str(exc.args[0] if exc.args else exc)}, [])
