"""``python -m genie_widgets.mcp --write-jupyter-config PROJECT``: the jupyter-ai entry for a project.

jupyter-ai 3 reads MCP servers from ``.jupyter/mcp_settings.json`` — the nearest ``.jupyter``
folder above the chat file, inside the Jupyter server's root — as ``{"mcp_servers": [entry, …]}``;
a stdio entry has ``name``, ``command``, ``args`` and ``env`` (a list of ``{"name", "value"}``).
This module writes or merges our entry there: the entry named ``genie_widgets`` (or ``name``) is
replaced, every other entry and key is kept as it was, and a file that is not such a JSON object is
refused, never overwritten. The session id in the entry (``--session``, default ``jupyter_ai``) is
what jupyter-ai's agent records into, and what the JupyterLab extension reads chips against.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from .._io import write_json_atomic

__all__ = ["DEFAULT_ENTRY", "DEFAULT_SESSION", "JupyterConfigError", "WrittenConfig", "cannot_serve",
           "configured_servers", "write_jupyter_config"]

DEFAULT_ENTRY = "genie_widgets"
DEFAULT_SESSION = "jupyter_ai"
SETTINGS = Path(".jupyter") / "mcp_settings.json"
#: A settings file larger than this (bytes) is not ours to rewrite.
MAX_SETTINGS_BYTES = 1_000_000


class JupyterConfigError(ValueError):
    """The settings file cannot be merged (not JSON, not an object, ``mcp_servers`` not a list)."""


@dataclass(frozen=True)
class WrittenConfig:
    """What was written: the settings file, the entry, and whether an entry of that name was replaced."""

    path: Path
    entry: dict[str, Any]
    replaced: bool


def _read_settings(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    if path.stat().st_size > MAX_SETTINGS_BYTES:
        raise JupyterConfigError(f"{path} is larger than {MAX_SETTINGS_BYTES:,} bytes; not rewriting it")
    try:
        settings = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise JupyterConfigError(f"{path} is not valid JSON ({exc}); fix or move it, it was left as it is") from None
    if not isinstance(settings, dict):
        raise JupyterConfigError(f"{path} holds a JSON {type(settings).__name__}, not an object; left as it is")
    servers = settings.get("mcp_servers", [])
    if not isinstance(servers, list):
        raise JupyterConfigError(f"{path}: 'mcp_servers' is a {type(servers).__name__}, not a list; left as it is")
    return settings


def server_entry(project: Path, *, session: str = DEFAULT_SESSION, mode: str = "genome", name: str = DEFAULT_ENTRY,
                 python: str | None = None) -> dict[str, Any]:
    """The stdio entry that runs our MCP server for ``project`` (an absolute path) and ``session``."""
    args = ["-m", "genie_widgets.mcp", "--project", str(project), "--session", session]
    if mode != "genome":
        args += ["--mode", mode]
    return {"name": name, "command": python or sys.executable, "args": args, "env": []}


def write_jupyter_config(project: str | os.PathLike[str], *, root: str | os.PathLike[str] | None = None,
                         session: str = DEFAULT_SESSION, mode: str = "genome", name: str = DEFAULT_ENTRY,
                         python: str | None = None) -> WrittenConfig:
    """Write or merge the entry for ``project`` into ``<root>/.jupyter/mcp_settings.json``.

    ``root`` is the folder you start JupyterLab in (default: the current directory); jupyter-ai
    finds the file from any chat below it. The project must exist (opened read-only here).
    """
    from ..project import Project

    folder = Path(project).expanduser().resolve()
    Project.open(folder)  # a clear error when there is no project (never a config that points nowhere)
    from ..project.session import Session  # the id rules of a session, checked before anything is written

    Session.check_id(session)
    path = Path(root if root is not None else Path.cwd()).expanduser().resolve() / SETTINGS
    settings = _read_settings(path)
    entry = server_entry(folder, session=session, mode=mode, name=name, python=python)
    servers = [s for s in settings.get("mcp_servers", []) if not (isinstance(s, dict) and s.get("name") == name)]
    replaced = len(servers) != len(settings.get("mcp_servers", []))
    settings["mcp_servers"] = [*servers, entry]
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, settings)
    return WrittenConfig(path, entry, replaced)


def cannot_serve(python: str | None = None) -> str | None:
    """None when ``python`` (default: this interpreter) can run our MCP server — it imports
    ``genie_widgets.mcp.server``, which needs the SDK 2.x — else why not, in one line. Another Python
    is tried in a child process."""
    if python is None:
        try:
            import importlib

            importlib.import_module("genie_widgets.mcp.server")
        except ImportError as exc:
            return f"this Python cannot run the MCP server ({str(exc)[:120]})"
        return None
    try:
        done = subprocess.run([python, "-c", "import genie_widgets.mcp.server"], capture_output=True, text=True,
                              timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"cannot run {python}: {exc}"
    if done.returncode == 0:
        return None
    last = (done.stderr.strip().splitlines() or ["it failed"])[-1]
    return f"{python[-80:]} cannot run the MCP server ({last[:120]})"


def configured_servers(root: str | os.PathLike[str]) -> list[dict[str, str]]:
    """The genie_widgets servers of ``<root>/.jupyter/mcp_settings.json``: ``{"name", "project",
    "session"}`` per stdio entry that runs ``genie_widgets.mcp`` with both flags (others are skipped)."""
    try:
        settings = _read_settings(Path(root) / SETTINGS)
    except (JupyterConfigError, OSError):
        return []
    found = []
    for entry in settings.get("mcp_servers", []):
        args = entry.get("args") if isinstance(entry, dict) else None
        if not (isinstance(args, list) and "genie_widgets.mcp" in args and all(isinstance(a, str) for a in args)):
            continue
        flags = dict(pairwise(args))
        if "--project" in flags and "--session" in flags:
            found.append({"name": str(entry.get("name", "")), "project": flags["--project"],
                          "session": flags["--session"]})
    return found
