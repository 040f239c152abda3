"""The notebook widgets: thin anywidget views over the tools and the citation renderer."""

from .artifact import ArtifactView
from .browser import GenomeBrowser, live_browsers
from .chat import Chat
from .evidence import CitedMarkdown

__all__ = ["ArtifactView", "Chat", "CitedMarkdown", "GenomeBrowser", "live_browsers"]
