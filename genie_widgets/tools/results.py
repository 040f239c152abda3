"""What a tool returns and runs against: :class:`ToolResult` (the reference's camelCase JSON via
:meth:`ToolResult.to_json`), :class:`ErrorResult`, :class:`ToolError` and :class:`ToolContext`.

Below the registry and every tool module (they all build on it); it imports none of them. The
notebook display and the figures are imported when a result is shown, not before.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from .._io import camel
from ..citations import Citation
from ..genome.progress import Stopped
from .modes import GENOME

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session


class ToolError(Exception):
    """A tool cannot do what was asked; the message is shown to the model and the user."""


class ToolStopped(Stopped):
    """A tool call the user interrupted (the kernel's ■): still a ``KeyboardInterrupt``, so the
    cell and a "run all" stop; its message is the one line a notebook shows (see
    :func:`genie_widgets.widgets.progress.install_stop_handler`)."""


# -- results -----------------------------------------------------------------------------------

def jsonable(value: Any) -> Any:
    """A JSON-ready copy: dataclasses with camelCase keys, numpy → Python, NaN/inf → None."""
    if hasattr(value, "to_json") and callable(value.to_json):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {camel(f.name): jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not f.metadata.get("internal")}
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, np.ndarray):
        return [jsonable(v) for v in value.tolist()]
    if isinstance(value, (np.bool_,)):
        return bool(value)
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, (float, np.floating)):
        f = float(value)
        return f if math.isfinite(f) else None
    if isinstance(value, Path):
        return str(value)
    return value


def internal(**kwargs: Any) -> Any:
    """A dataclass field kept out of the result JSON."""
    return field(metadata={"internal": True}, **kwargs)


@dataclass(kw_only=True)
class ToolResult:
    """Base of every tool result. Subclasses add the reference's result fields (snake_case)."""

    success: bool = True
    error: str | None = None
    #: Caveats about the data the tool read (e.g. a track measured despite a genome mismatch).
    warnings: list[str] = field(default_factory=list)
    citations: list[Citation] = internal(default_factory=list, repr=False)  # noqa: RUF009  (internal() is field())

    @property
    def citation(self) -> Citation | None:
        """The result's main citation (the first issued), if any."""
        return self.citations[0] if self.citations else None

    @property
    def citation_token(self) -> str | None:
        return self.citation.token if self.citation else None

    def figure_svg(self) -> str | None:
        """A small static SVG figure of this result, or ``None`` when a table says it all.

        The default draws from the main record's stored data (see :mod:`.figures`: stats as
        bars, peaks along the scope, ranked features, a correlation density scatter). A result
        class overrides it to draw its own figure; the notebook display and the chat's tool
        cards show whatever it returns."""
        from .figures import figure_for

        citation = self.citation
        if citation is None:
            return None
        return figure_for(citation.tool, citation.data)

    def _repr_html_(self) -> str:
        """A compact table, the figure and the result's chip (see :func:`.display.result_html`)."""
        from .display import result_html

        return result_html(self)

    def to_json(self) -> dict[str, Any]:
        out = {camel(f.name): jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)
               if not f.metadata.get("internal")}
        if out.get("error") is None:
            out.pop("error", None)
        if not out.get("warnings"):
            out.pop("warnings", None)
        if self.citation is not None:
            out["citationToken"] = self.citation.token
            out["citationInstructions"] = (
                f"To cite this evidence, copy {self.citation.token} exactly after the supported claim."
            )
        return out


@dataclass(kw_only=True)
class ErrorResult(ToolResult):
    """A call that raised: the message, no citation."""

    success: bool = False
    tool: str = ""



@dataclass
class ToolContext:
    """What a tool runs against: the project, the chat session and the chat's mode."""

    project: Project
    session: Session
    mode: str = GENOME
