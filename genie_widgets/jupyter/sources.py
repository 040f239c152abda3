"""Which records a text's tokens are read against, for the JupyterLab extension's server side.

A source is a project folder and one of its sessions. The page names them (a notebook's metadata,
a Lab command, or an entry ``python -m genie_widgets.mcp --write-jupyter-config`` wrote); that is
untrusted text, so a source is resolved under the rules below and read without writing anything:

- the project folder must lie inside the Jupyter server's root (after symbolic links are
  resolved) and hold a ``project.json`` with a ``projectId``;
- the session id follows the session rules (letters, digits, ``_`` and ``-``);
- ``sessions/<id>`` must be a real folder of the project (not a link), or absent (no records yet).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..citations import CitationStore
from ..mcp.jupyter_config import configured_servers
from ..project.session import Session
from ..project.state import ProjectError

__all__ = ["Source", "SourceError", "choices", "resolve_source"]

#: project.json larger than this (bytes) is not read.
MAX_PROJECT_JSON = 256_000


class SourceError(ValueError):
    """The named project or session cannot be used; the message says why, in one line."""


@dataclass(frozen=True)
class Source:
    """A resolved project session: where it is, its ids, and its store (None: no records yet)."""

    folder: Path
    project_id: str
    session_id: str
    store: CitationStore | None

    def describe(self, root: Path) -> dict[str, object]:
        return {"project": _shown(self.folder, root), "projectId": self.project_id, "session": self.session_id,
                "records": 0 if self.store is None else len(self.store)}


def _shown(folder: Path, root: Path) -> str:
    try:
        return folder.relative_to(root).as_posix() or "."
    except ValueError:
        return folder.as_posix()


def _inside(root: Path, name: str) -> Path:
    if not isinstance(name, str) or not name.strip() or len(name) > 1000 or "\x00" in name:
        raise SourceError("name a project folder (a path inside the Jupyter server's root)")
    candidate = Path(name).expanduser()
    folder = (candidate if candidate.is_absolute() else root / candidate).resolve()
    if folder != root and root not in folder.parents:
        raise SourceError(f"project {name[:200]!r} is outside the Jupyter server's root ({root})")
    return folder


def _project_id(folder: Path) -> str:
    meta = folder / "project.json"
    if not meta.is_file():
        raise SourceError(f"no genie_widgets project in {folder} (project.json not found)")
    if meta.stat().st_size > MAX_PROJECT_JSON:
        raise SourceError(f"{meta} is too large to be a project.json")
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"{meta} is not valid JSON ({exc})") from None
    pid = data.get("projectId") if isinstance(data, dict) else None
    if not isinstance(pid, str) or not pid:
        raise SourceError(f"{meta} has no projectId")
    return pid


def resolve_source(root: str | Path, project: str, session: str) -> Source:
    """The records of ``session`` in ``project`` (a path inside ``root``); a :class:`SourceError`
    naming what is wrong otherwise. Reads only; a session with no folder yet has no records."""
    base = Path(root).expanduser().resolve()
    folder = _inside(base, project)
    try:
        Session.check_id(session)
    except ProjectError as exc:
        raise SourceError(str(exc)) from None
    project_id = _project_id(folder)
    sessions = folder / "sessions"
    here = sessions / session
    if sessions.is_symlink() or here.is_symlink():
        raise SourceError(f"{here} is a symbolic link; a session folder must be a real folder of the project")
    if not here.is_dir():
        return Source(folder, project_id, session, None)
    store = CitationStore(here, project_id=project_id, session_id=session)
    len(store)  # an unusable store is an error now, not a half-rendered answer later
    return Source(folder, project_id, session, store)


def choices(root: str | Path) -> list[dict[str, object]]:
    """The sessions a user may pick: the entries of ``<root>/.jupyter/mcp_settings.json`` that run our
    server (jupyter-ai's agent records there), each with its project's other sessions; entries whose
    project cannot be used are listed with the reason."""
    base = Path(root).expanduser().resolve()
    found: list[dict[str, object]] = []
    for entry in configured_servers(base):
        item: dict[str, object] = {"name": entry["name"], "session": entry["session"]}
        try:
            folder = _inside(base, entry["project"])
            item["project"] = _shown(folder, base)
            item["projectId"] = _project_id(folder)
            sessions = folder / "sessions"
            item["sessions"] = sorted(p.name for p in sessions.iterdir() if p.is_dir() and not p.is_symlink()) \
                if sessions.is_dir() and not sessions.is_symlink() else []
        except (SourceError, OSError) as exc:
            item["project"] = entry["project"]
            item["problem"] = str(exc)
        found.append(item)
    return found
