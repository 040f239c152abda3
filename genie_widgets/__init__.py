"""genie_widgets: an evidence-carrying genomics agent inside Jupyter notebooks.

Tools issue citation records; answers carry ``[[cite:…]]`` tokens; every surface shows them as
numbered chips that open the evidence and say whether the record supports the sentence.
"""

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

__version__ = "0.1.0"

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
