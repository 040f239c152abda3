"""The notebook widgets: thin anywidget views over the tools and the citation renderer."""

from .artifact import ArtifactView
from .browser import GenomeBrowser, live_browsers
from .chat import Chat
from .evidence import CitedMarkdown

__all__ = ["ArtifactView", "Chat", "CitedMarkdown", "GenomeBrowser", "live_browsers"]

# Long tool calls show a progress bar in the running cell (a no-op outside a Jupyter kernel).
from ..tools.registry import set_progress_factory as _set_progress_factory
from .progress import notebook_progress as _notebook_progress

_set_progress_factory(_notebook_progress)
