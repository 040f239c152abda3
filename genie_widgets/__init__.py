"""genie_widgets: an evidence-carrying genomics agent inside Jupyter notebooks.

Tools issue citation records; answers carry ``[[cite:…]]`` tokens; every surface shows them as
numbered chips that open the evidence and say whether the record supports the sentence.

The public names below are imported the first time they are read (PEP 562), so ``import
genie_widgets`` is cheap and a Dask worker running a many-track task imports only that task's
modules. ``import genie_widgets`` still registers the genomics vocabulary with the claim checker
(:mod:`genie_widgets.tools.facts`).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from ._lazy import lazy_exports
from .tools import facts as _facts  # noqa: F401  (registers the genomics vocabulary with the checker)
from .tools.declarations import set_progress_factory as _set_progress_factory

__version__ = "0.1.0"


def _notebook_progress(tool: str) -> Any:
    """The progress bar of a long tool call: :func:`.widgets.progress.notebook_progress` inside a
    Jupyter kernel (the widgets are imported then); elsewhere none, and nothing is imported."""
    if "ipykernel" not in sys.modules:
        return None
    from .widgets.progress import notebook_progress

    return notebook_progress(tool)


_set_progress_factory(_notebook_progress)

_EXPORTS = {
    **dict.fromkeys(["Conversation", "OfflineAgent", "OpenAICompatible"], ".agent"),
    **dict.fromkeys(["Citation", "CitationStore", "CitationStoreError", "RenderedMessage", "encode_file_id",
                     "mint_id", "render_message", "verify_message"], ".citations"),
    **dict.fromkeys(["load_ipython_extension", "render", "unload_ipython_extension", "use_chat", "use_store"],
                    ".ipython"),
    **dict.fromkeys(["AssetCatalog", "Project", "ProjectError", "Session", "Studio"], ".project"),
    "EncodeSearchResult": ".public_data",
    **dict.fromkeys(["ArtifactView", "Chat", "CitedMarkdown", "GenomeBrowser"], ".widgets"),
}
# Subpackages readable as attributes (``gw.tools``, ``gw.genome.…``), imported when first read.
_SUBMODULES = ("_http", "_io", "agent", "citations", "compute", "genome", "ipython", "project", "public_data",
               "tools", "widgets")

__getattr__, __dir__ = lazy_exports(__name__, globals(), _EXPORTS, _SUBMODULES)

if TYPE_CHECKING:  # pragma: no cover - what the names are, for type checkers and readers
    from . import compute, genome, public_data, tools
    from .agent import Conversation, OfflineAgent, OpenAICompatible
    from .citations import (
        Citation,
        CitationStore,
        CitationStoreError,
        RenderedMessage,
        encode_file_id,
        mint_id,
        render_message,
        verify_message,
    )
    from .ipython import load_ipython_extension, render, unload_ipython_extension, use_chat, use_store
    from .project import AssetCatalog, Project, ProjectError, Session, Studio
    from .public_data import EncodeSearchResult
    from .widgets import ArtifactView, Chat, CitedMarkdown, GenomeBrowser

__all__ = [
    "ArtifactView",
    "AssetCatalog",
    "Chat",
    "Citation",
    "CitationStore",
    "CitationStoreError",
    "CitedMarkdown",
    "Conversation",
    "EncodeSearchResult",
    "GenomeBrowser",
    "OfflineAgent",
    "OpenAICompatible",
    "Project",
    "ProjectError",
    "RenderedMessage",
    "Session",
    "Studio",
    "__version__",
    "compute",
    "encode_file_id",
    "genome",
    "load_ipython_extension",
    "mint_id",
    "public_data",
    "render",
    "render_message",
    "tools",
    "unload_ipython_extension",
    "use_chat",
    "use_store",
    "verify_message",
]
