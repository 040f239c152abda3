"""Citation records as MCP resources: one URI per record of the served session.

``genie://projects/<projectId>/sessions/<sessionId>/citations/<citationId>`` names the record's
JSON (the camelCase form stored in ``citations.json``, with the tool's full result in ``data``),
mirroring the folder it lives in (``sessions/<sessionId>/citations.json``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .wire import clip

SCHEME = "genie"
URI_TEMPLATE = "genie://projects/{projectId}/sessions/{sessionId}/citations/{citationId}"
MIME_TYPE = "application/json"

_URI_RE = re.compile(
    r"genie://projects/(?P<project>[A-Za-z0-9_-]+)/sessions/(?P<session>[A-Za-z0-9_-]+)"
    r"/citations/(?P<citation>[A-Za-z0-9_-]+)"
)


class ResourceUriError(ValueError):
    """A resource URI that does not name a citation record of this server."""


@dataclass(frozen=True)
class CitationUri:
    project_id: str
    session_id: str
    citation_id: str

    def __str__(self) -> str:
        return URI_TEMPLATE.format(projectId=self.project_id, sessionId=self.session_id, citationId=self.citation_id)


def citation_uri(project_id: str, session_id: str, citation_id: str) -> str:
    """The resource URI of one record."""
    return str(CitationUri(project_id, session_id, citation_id))


def parse_citation_uri(uri: str) -> CitationUri:
    """Split a record URI into its ids; :class:`ResourceUriError` when it is not one."""
    match = _URI_RE.fullmatch(str(uri).strip())
    if match is None:
        raise ResourceUriError(
            f"not a citation resource: {clip(str(uri))!r}; expected {URI_TEMPLATE} (see resources/list)"
        )
    return CitationUri(match["project"], match["session"], match["citation"])
