"""The notebook widgets: thin anywidget views over the tools and the citation renderer."""

from .evidence import CitedMarkdown

__all__ = ["CitedMarkdown"]
