"""ArtifactView: an agent-written HTML page shown inside a sandboxed frame.

The page is put in an ``<iframe sandbox srcdoc=…>`` whose sandbox grants neither
``allow-scripts`` nor ``allow-same-origin``: nothing in the page runs, it has an opaque origin
of its own, so it cannot read or change the notebook, reach the kernel or navigate the notebook
away. Only popups are allowed, so that links (the evidence list's "Open source") open in a new
tab, which is outside the sandbox. The page also carries the artifact Content-Security-Policy
(no network loads), and a ``<base href="about:srcdoc">`` so that chips jump to their evidence
inside the frame instead of reloading it.

The display bundle is plain ``text/html``: no widget manager or JavaScript is needed, so the
view works in JupyterLab, Notebook 7, VS Code, Colab and in exported notebooks alike.
"""

from __future__ import annotations

import html as html_lib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..project.cited_html import ARTIFACT_HEADER, prepend_to_head

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project
    from ..project.studio import SavedArtifact

__all__ = ["SANDBOX", "ArtifactView"]

#: The frame's sandbox tokens: popups for links only; never scripts, same origin, forms or top navigation.
SANDBOX = "allow-popups allow-popups-to-escape-sandbox"
_FRAME_BASE = '<base href="about:srcdoc" target="_self">'


class ArtifactView:
    """Show an HTML artifact (a saved report, Studio output or any page) in a sandboxed frame.

    Parameters
    ----------
    html:
        The complete page.
    title:
        Shown above the frame and used as the frame's accessible title.
    height:
        Frame height in CSS pixels (120–4000).
    """

    def __init__(self, html: str, *, title: str = "HTML artifact", height: int = 640) -> None:
        if not isinstance(html, str):
            raise TypeError(f"ArtifactView takes the page as str, not {type(html).__name__}")
        self.html = html
        self.title = str(title)
        self.height = max(120, min(4000, int(height)))

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], *, title: str | None = None, height: int = 640) -> ArtifactView:
        """A view of a saved page (e.g. ``studio/<id>/index.html``)."""
        path = Path(path)
        return cls(path.read_text(encoding="utf-8"), title=title or path.parent.name, height=height)

    @classmethod
    def from_artifact(cls, project: Project, artifact: SavedArtifact, *, height: int = 640) -> ArtifactView:
        """A view of a :class:`~genie_widgets.project.studio.SavedArtifact` of ``project``."""
        return cls(artifact.file(project).read_text(encoding="utf-8"), title=artifact.title, height=height)

    def frame_document(self) -> str:
        """The page as the frame receives it: base and security header first in its head."""
        return prepend_to_head(self.html, _FRAME_BASE + ARTIFACT_HEADER)

    def _repr_html_(self) -> str:
        title = html_lib.escape(self.title, quote=True)
        srcdoc = html_lib.escape(self.frame_document(), quote=True)
        return (
            f'<div class="gw-artifact" style="margin:.3em 0">'
            f'<div style="font:600 13px/1.6 system-ui,sans-serif;color:#57606a">{title}</div>'
            f'<iframe sandbox="{SANDBOX}" referrerpolicy="no-referrer" title="{title}" loading="lazy" '
            f'style="width:100%;height:{self.height}px;border:1px solid #d0d7de;border-radius:6px;background:#fff" '
            f'srcdoc="{srcdoc}"></iframe></div>'
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"text/html": self._repr_html_(),
                "text/plain": f"<ArtifactView {self.title!r}: {len(self.html.encode('utf-8')):,} bytes of HTML>"}

    def __repr__(self) -> str:
        return f"ArtifactView({self.title!r}, {len(self.html):,} characters)"
