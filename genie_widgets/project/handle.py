"""What the parts of a project (assets, Studio, pins, bundles, the file and network policies,
sessions) use of the :class:`~genie_widgets.project.Project` that owns them, as Protocols.

They are typed against these, not against ``Project``, so that the facade in :mod:`.project`
imports them and none of them imports it back (no import cycle inside ``project/``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from .tracks import Track


class ProjectHandle(Protocol):
    """A project as its parts see it (:class:`~genie_widgets.project.Project` is one)."""

    @property
    def path(self) -> Path: ...

    @property
    def id(self) -> str: ...

    @property
    def genome(self) -> str: ...

    @property
    def allow_private_urls(self) -> bool: ...

    @property
    def agent_file_roots(self) -> list[str]: ...

    def grant_agent_file(self, path: Path) -> None: ...

    @property
    def cache_dir(self) -> Path: ...

    @property
    def tracks(self) -> list[Track]: ...

    def sessions(self) -> list[str]: ...

    def add_track(self, *args: Any, **kwargs: Any) -> Track: ...

    def pin(self, *args: Any, **kwargs: Any) -> Any: ...


class SessionHandle(Protocol):
    """A chat session as Studio sees it (:class:`~genie_widgets.project.Session` is one)."""

    id: str

    @property
    def project(self) -> ProjectHandle: ...

    @property
    def artifacts_dir(self) -> Path: ...
