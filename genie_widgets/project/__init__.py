"""A project folder on disk: genome, browser state, tracks, sessions, results (and later assets
and Studio outputs)."""

from .project import BrowserState, Project, ProjectError, Session, ViewRegion
from .tracks import Track, catalog_tracks

__all__ = ["BrowserState", "Project", "ProjectError", "Session", "Track", "ViewRegion", "catalog_tracks"]
