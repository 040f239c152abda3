"""The notebook widgets: thin anywidget views over the tools and the citation renderer."""

from .browser import GenomeBrowser, live_browsers
from .evidence import CitedMarkdown

__all__ = ["CitedMarkdown", "GenomeBrowser", "live_browsers"]
