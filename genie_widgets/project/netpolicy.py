"""Which network addresses a project's URLs may reach (see :mod:`genie_widgets._http`).

A user's own call may fetch any http(s) URL. A URL the agent chose (a tool ran under a guarded
policy when the track was added) is marked in the track's metadata (``urlPolicy``: ``agent``, or
``trusted-origin`` for a file on the ENCODE portal the user configured) and every later read of
it is guarded the same way, so a name that later resolves to a private or link-local address is
still refused, whoever draws the track.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from .. import _http

if TYPE_CHECKING:  # pragma: no cover
    from .handle import ProjectHandle
    from .tracks import Track

#: Set to 1/true/yes to let the agent fetch loopback and private URLs in every project.
ALLOW_PRIVATE_ENV = "GENIE_ALLOW_PRIVATE_URLS"


def allow_private_from_env() -> bool:
    return os.environ.get(ALLOW_PRIVATE_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def track_url_policy(url: str) -> str | None:
    """The ``urlPolicy`` to store with a track whose URL is added now: None for a user's own
    call, ``trusted-origin`` or ``agent`` under a tool's guarded policy."""
    policy = _http.current_policy()
    if not policy.guarded:
        return None
    return "trusted-origin" if _http.origin_of(url) in policy.trusted_origins else "agent"


def reader_policy(project: ProjectHandle, track: Track) -> _http.Policy:
    """The policy for reading ``track``'s URL: unguarded for a URL the user chose, guarded (with
    the project's switch) for one the agent chose."""
    marked = (track.metadata or {}).get("urlPolicy")
    if marked not in ("agent", "trusted-origin"):
        return _http.USER
    trusted = (track.url,) if marked == "trusted-origin" and track.url else ()
    return _http.agent_policy(allow_private=project.allow_private_urls, trusted=trusted)
