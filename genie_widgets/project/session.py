"""One chat session of a project: ``<project>/sessions/<sessionId>/`` with its citation store,
its message history (``messages.jsonl``) and its artifacts."""

from __future__ import annotations

import re
import secrets
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from ..citations import CitationStore
from .boundary import project_folder
from .state import ProjectError

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle
    from .studio import ArtifactFolder

_SESSION_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,80}")


def new_session_id() -> str:
    """A fresh session id: ``session_<UTC yyyymmdd_hhmmss>_<6 hex>``."""
    return f"session_{datetime.now(timezone.utc):%Y%m%d_%H%M%S}_{secrets.token_hex(3)}"


class Session:
    """One chat session of a project: its folder and its citation store."""

    def __init__(self, project: ProjectHandle, session_id: str) -> None:
        self.check_id(session_id)
        self.project = project
        self.id = session_id
        # a real folder inside the project: a symbolic link at sessions/ or sessions/<id> is refused
        self.dir = project_folder(project, "sessions", session_id)
        self.citations = CitationStore(self.dir, project_id=project.id, session_id=session_id)

    @staticmethod
    def check_id(session_id: str) -> str:
        """``session_id`` when it is a valid session id (letters, digits, '_' and '-', at most 80), else a
        :class:`ProjectError` saying so."""
        if not isinstance(session_id, str) or not _SESSION_ID_RE.fullmatch(session_id):
            raise ProjectError(f"invalid session id {str(session_id)[:100]!r}: use letters, digits, '_' and '-' "
                               "(at most 80)")
        return session_id

    @property
    def messages_path(self) -> Path:
        return self.dir / "messages.jsonl"

    @property
    def artifacts_dir(self) -> Path:
        return self.dir / "artifacts"

    @property
    def artifacts(self) -> ArtifactFolder:
        """The HTML artifacts this chat saved (Genome mode's create_html_artifact)."""
        from .studio import chat_artifacts

        return chat_artifacts(self)

    def __repr__(self) -> str:
        return f"Session({self.id!r}, project={self.project.id!r}, records={len(self.citations)})"
