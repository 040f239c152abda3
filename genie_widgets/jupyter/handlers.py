"""The REST endpoints of the server extension, under ``<base_url>/genie-widgets/``.

- ``POST render`` ``{"text", "project", "session"}`` → ``{"message", "source", "notice"}``: the text
  rendered with chips and every sentence checked against the session's records (the same
  ``message`` the :class:`~genie_widgets.CitedMarkdown` widget draws). Without a usable source the
  tokens are rendered unknown and ``notice`` says why.
- ``GET sessions`` → ``{"choices": […]}``: the sessions a user may pick (:func:`.sources.choices`).

Both are Jupyter API handlers: authenticated by the server's token or cookie, with its XSRF check
on POST, like every server extension. Inputs are bounded; errors are JSON with a one-line message.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.base.handlers import APIHandler
from jupyter_server.utils import url_path_join

from ..citations import render_message
from .sources import SourceError, choices, resolve_source

__all__ = ["MAX_TEXT", "setup_handlers"]

#: Longest text rendered (characters): a long answer is far shorter.
MAX_TEXT = 500_000
#: Largest request body (bytes).
MAX_BODY = 4 * MAX_TEXT


class _Base(APIHandler):
    root: Path

    def initialize(self, root: Path) -> None:
        self.root = root

    def _fail(self, status: int, message: str) -> None:
        self.set_status(status)
        self.finish(json.dumps({"error": message[:500]}))


class RenderHandler(_Base):
    @tornado.web.authenticated
    def post(self) -> None:
        body = self._body()
        if body is None:
            return
        text, project, session = body.get("text"), body.get("project"), body.get("session")
        if not isinstance(text, str):
            return self._fail(400, "'text' must be a string")
        if len(text) > MAX_TEXT:
            return self._fail(413, f"the text is {len(text):,} characters; at most {MAX_TEXT:,} are rendered")
        store, source, notice = None, None, None
        if project is None and session is None:
            notice = "No genie session is chosen for this document: its citation tokens cannot be checked."
        else:
            try:
                found = resolve_source(self.root, str(project or ""), str(session or ""))
            except (SourceError, OSError, ValueError) as exc:
                notice = f"The genie session cannot be read: {exc}"
            else:
                store, source = found.store, found.describe(self.root)
                if found.store is None:
                    notice = f"Session {found.session_id} of {source['project']} has no records yet."
        message = render_message(text, store).to_json()
        if notice is None and message.get("unknownTokens"):
            notice = "Some tokens name no record of this session: is it the session the answer was written in?"
        self.finish(json.dumps({"message": message, "source": source, "notice": notice}))

    def _body(self) -> dict[str, Any] | None:
        raw = self.request.body or b""
        if len(raw) > MAX_BODY:
            self._fail(413, f"the request is {len(raw):,} bytes; at most {MAX_BODY:,}")
            return None
        try:
            body = json.loads(raw.decode("utf-8") or "{}")
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            self._fail(400, "the request body must be a JSON object")
            return None
        if not isinstance(body, dict):
            self._fail(400, "the request body must be a JSON object")
            return None
        return body


class SessionsHandler(_Base):
    @tornado.web.authenticated
    def get(self) -> None:
        self.finish(json.dumps({"choices": choices(self.root)}))


def setup_handlers(web_app: Any, root: str | Path) -> None:
    """Add the endpoints to the Jupyter server's web application; ``root`` is its root folder."""
    base = url_path_join(web_app.settings["base_url"], "genie-widgets")
    args = {"root": Path(root).expanduser().resolve()}
    web_app.add_handlers(".*$", [(url_path_join(base, "render"), RenderHandler, args),
                                 (url_path_join(base, "sessions"), SessionsHandler, args)])
