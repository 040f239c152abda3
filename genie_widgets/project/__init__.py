"""A project folder on disk: genome, browser state, tracks, sessions, results, assets and Studio
outputs (see :mod:`.project` for the layout)."""

from .asset_kinds import ASSET_KINDS
from .assets import Asset, AssetCatalog, AssetError
from .local_import import import_local_folder, import_local_path, inspect_local_folder, inspect_local_path
from .project import Project
from .remote_import import import_remote_source, inspect_remote_source
from .session import Session
from .state import BrowserState, ProjectError, ViewRegion
from .studio import STUDIO_KINDS, SavedArtifact, Studio, chat_artifacts
from .tracks import Track, catalog_tracks

__all__ = [
    "ASSET_KINDS", "STUDIO_KINDS", "Asset", "AssetCatalog", "AssetError", "BrowserState", "Project", "ProjectError",
    "SavedArtifact", "Session", "Studio", "Track", "ViewRegion", "catalog_tracks", "chat_artifacts",
    "import_local_folder", "import_local_path", "import_remote_source", "inspect_local_folder", "inspect_local_path",
    "inspect_remote_source",
]
