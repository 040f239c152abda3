"""The MCP server's instructions: what the tools are for, and the reference's token rules."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..agent.instructions import MODE_TITLES, evidence_rules

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session

_INTRO = (
    "These are the cited tools of genie_widgets (mode: {title}) for project '{name}' (genome {genome}, "
    "fixed). Every call runs exactly as in the genie_widgets chat: arguments are checked against the "
    "schema, the security rules apply, and each result that carries evidence stores a record in "
    "session '{session}' and returns its `citationToken` with `citationInstructions`."
)

_READER = """\
## Where your answer is read
The user renders your answer in a notebook against this session, e.g.
`gw.CitedMarkdown(answer, gw.Project.open(PATH).session("{session}").citations)`. There every
token becomes a numbered chip that opens the stored record, and every cited sentence is checked
against the numbers, loci and accessions of its record (verified / unsupported / unverified);
sentences with a number and no token are flagged uncited. A record can also be read here as the
resource `{uri_example}`."""

_TOOLS = """\
## Tools
- Available: {available}.
- Tool results are JSON objects. `success: false` with an `error` means the tool refused or failed;
  read the error, fix the arguments and retry once or twice, then tell the user."""


def server_instructions(project: Project, session: Session, mode: str,
                        available: Iterable[str], unavailable: Iterable[str] = ()) -> str:
    """The ``instructions`` string the server sends at initialisation."""
    from .resources import URI_TEMPLATE

    available, unavailable = list(available), list(unavailable)
    tools = _TOOLS.format(available=", ".join(available) or "none")
    if unavailable:
        tools += f"\n- Declared but not installed in this version (do not call them): {', '.join(unavailable)}."
    uri_example = URI_TEMPLATE.format(projectId=project.id, sessionId=session.id, citationId="<id>")
    return "\n\n".join([
        _INTRO.format(title=MODE_TITLES.get(mode, mode), name=project.name, genome=project.genome, session=session.id),
        tools,
        evidence_rules(mode),
        _READER.format(session=session.id, uri_example=uri_example),
    ])
