"""What of a project folder this user trusts: seals kept in ``project.json``, keyed outside it.

Whoever hands you a project folder — a bundle, a zip, a clone — wrote every file in it, so
nothing in it is trusted because it is stored. Two seals in ``project.json`` say what *this user*
did *for this folder*; each is an HMAC-SHA256 over the folder's resolved path, the project id
and what it vouches for, keyed with a random per-user key kept outside every project, at
``$GENIE_WIDGETS_CONFIG/project-settings.key`` (by default
``$XDG_CONFIG_HOME/genie_widgets/`` or ``~/.config/genie_widgets/``; mode 0600):

- ``takenIn``: the folder was made here (:meth:`Project.create`) or taken in by a first
  :meth:`Project.open` (a bundle verified, the URL tracks it brought guarded; see :mod:`.takein`).
- ``settingsSeal``: the two settings that widen the agent's reach — ``agentFileRoots`` (more
  folders to read) and ``allowPrivateUrls`` (loopback and private addresses) — were set by
  :meth:`Project.create` or accepted with :meth:`Project.accept_bundle_settings`. Settings
  without a valid seal (a bundle's, a folder copied or moved elsewhere, a project written by an
  older version) are *pending*: listed by :attr:`Project.bundle_settings`, announced by a warning
  when the project opens, and ignored — the agent runs under the defaults — until accepted.
- ``agentFileGrants``: single files a user's own call let the agent read (a local track added
  from outside the agent's roots, :func:`.boundary.grant_user_track`), each entry sealed on its
  own (``{"path": …, "seal": …}``, :func:`seal_grant`) so that a grant never has to vouch for
  anything else in the file — in particular not for a bundle's pending settings, which stay
  pending. An entry without a valid seal is pending like the settings above.

The key never enters a project folder or a bundle, the agent's tools never read the key's
folder (:func:`config_folder`, refused by :mod:`.filepolicy` even inside a root the user added,
as are hidden folders such as ``~/.config``) nor write ``project.json``, so neither a bundle's
author nor the agent can make a seal.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path
from typing import Any

__all__ = ["CONFIG_ENV", "GRANTS_KEY", "SEAL_KEY", "TAKEN_IN_KEY", "TrustKeyError", "config_folder", "describe",
           "grants", "key_path", "seal", "seal_grant", "sealed", "widening"]

#: A folder for this user's genie_widgets configuration (holds the seal key).
CONFIG_ENV = "GENIE_WIDGETS_CONFIG"
#: The ``project.json`` key of the settings seal.
SEAL_KEY = "settingsSeal"
#: The ``project.json`` key of the taken-in seal.
TAKEN_IN_KEY = "takenIn"
#: The ``project.json`` key of the files a user's own calls granted to the agent.
GRANTS_KEY = "agentFileGrants"
_GRANT = "agentFileGrant"
_KEY_FILE = "project-settings.key"
_KEY_HEX = 64


class TrustKeyError(OSError):
    """This user's seal key cannot be read or made."""


def key_path() -> Path:
    """Where this user's seal key lives (see the module docstring)."""
    if os.environ.get(CONFIG_ENV):
        return Path(os.environ[CONFIG_ENV]).expanduser() / _KEY_FILE
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "genie_widgets" / _KEY_FILE


def config_folder() -> Path:
    """The folder holding this user's seal key (never readable by the agent: :mod:`.filepolicy`)."""
    return key_path().parent


def _read_key(path: Path) -> bytes | None:
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise TrustKeyError(f"cannot read the seal key {path} ({exc.strerror})") from None
    with os.fdopen(fd, "rb") as handle:
        text = handle.read(_KEY_HEX + 2).strip()
    try:
        key = bytes.fromhex(text.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        key = b""
    if len(key) != _KEY_HEX // 2:
        raise TrustKeyError(f"the seal key {path} is damaged; delete it (a new one is made, and each project's "
                            "settings must then be accepted again)")
    return key


def _key(create: bool) -> bytes | None:
    """This user's key; made (mode 0600) when ``create`` and there is none yet."""
    path = key_path()
    key = _read_key(path)
    if key is not None or not create:
        return key
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except FileExistsError:  # another process made it first
        return _read_key(path)
    except OSError as exc:
        raise TrustKeyError(f"cannot make the seal key {path} ({exc.strerror}); set {CONFIG_ENV} to a writable "
                            "folder") from None
    with os.fdopen(fd, "wb") as handle:
        handle.write(secrets.token_hex(_KEY_HEX // 2).encode("ascii"))
        handle.flush()
        os.fsync(handle.fileno())
    return _read_key(path)


def widening(meta: dict[str, Any]) -> dict[str, Any]:
    """The settings in ``meta`` (a ``project.json``) that widen the agent's reach, as stored
    (empty when it has none: no extra roots and no private-URL switch)."""
    out: dict[str, Any] = {}
    roots = meta.get("agentFileRoots")
    if roots not in (None, [], ()):
        out["agentFileRoots"] = roots
    private = meta.get("allowPrivateUrls")
    if private not in (None, False):
        out["allowPrivateUrls"] = private
    return out


def _payload(what: str, folder: Path, meta: dict[str, Any]) -> bytes:
    body: dict[str, Any] = {"seal": what, "folder": str(folder), "projectId": meta.get("projectId")}
    if what == SEAL_KEY:
        body["settings"] = widening(meta)
    elif what == _GRANT:
        body["path"] = meta.get("path")
    return json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=str).encode("ascii")


def seal(what: str, folder: Path, meta: dict[str, Any]) -> str:
    """The seal ``what`` (:data:`SEAL_KEY` or :data:`TAKEN_IN_KEY`) for ``meta`` in ``folder``
    (resolved), making the key if needed; :class:`TrustKeyError` when it cannot be made."""
    key = _key(create=True)
    if key is None:  # pragma: no cover - _key(create=True) returns a key or raises
        raise TrustKeyError(f"no seal key at {key_path()}")
    return hmac.new(key, _payload(what, folder, meta), hashlib.sha256).hexdigest()


def sealed(what: str, folder: Path, meta: dict[str, Any]) -> bool:
    """Whether ``meta`` carries this user's valid seal ``what`` for ``folder``. False without a
    usable key (none made yet, or unreadable): what it would vouch for is then not trusted."""
    stored = meta.get(what)
    if not isinstance(stored, str) or len(stored) != _KEY_HEX:
        return False
    try:
        key = _key(create=False)
    except TrustKeyError:
        return False
    if key is None:
        return False
    return hmac.compare_digest(stored, hmac.new(key, _payload(what, folder, meta), hashlib.sha256).hexdigest())


def seal_grant(folder: Path, meta: dict[str, Any], path: str) -> dict[str, str]:
    """The ``agentFileGrants`` entry for the file ``path`` (resolved) in ``folder``, sealed with
    this user's key (made if needed; :class:`TrustKeyError` when it cannot be)."""
    what = {"projectId": meta.get("projectId"), "path": path}
    return {"path": path, "seal": seal(_GRANT, folder, what)}


def grants(folder: Path, meta: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The files ``meta``'s ``agentFileGrants`` names: those this user sealed for ``folder``, and
    those pending (no valid seal: a bundle's, a moved folder's; a malformed entry is shown as it
    is, clipped). Without a usable key every entry is pending."""
    stored = meta.get(GRANTS_KEY)
    if stored in (None, [], ()):
        return [], []
    if not isinstance(stored, list):
        return [], [repr(stored)[:120]]
    try:
        key = _key(create=False)
    except TrustKeyError:
        key = None
    good: list[str] = []
    pending: list[str] = []
    for entry in stored:
        path = entry.get("path") if isinstance(entry, dict) else None
        if not isinstance(path, str) or not path:
            pending.append(repr(entry)[:120])
            continue
        mark = entry.get("seal")
        payload = _payload(_GRANT, folder, {"projectId": meta.get("projectId"), "path": path})
        ok = (key is not None and isinstance(mark, str) and len(mark) == _KEY_HEX
              and hmac.compare_digest(mark, hmac.new(key, payload, hashlib.sha256).hexdigest()))
        target = good if ok else pending
        if path not in target:
            target.append(path)
    return good, [p for p in pending if p not in good]


def describe(settings: dict[str, Any], *, limit: int = 5) -> str:
    """``settings`` in a few words for a message (at most ``limit`` roots, each ≤ 120 characters)."""
    parts = []
    roots = settings.get("agentFileRoots")
    if roots is not None:
        shown = [str(r)[:120] for r in roots[:limit]] if isinstance(roots, list) else [repr(roots)[:120]]
        more = f" and {len(roots) - limit:,} more" if isinstance(roots, list) and len(roots) > limit else ""
        parts.append(f"agentFileRoots {', '.join(shown)}{more}")
    files = settings.get(GRANTS_KEY)
    if isinstance(files, list) and files:
        more = f" and {len(files) - limit:,} more" if len(files) > limit else ""
        parts.append(f"{GRANTS_KEY} {', '.join(str(f)[:120] for f in files[:limit])}{more}")
    if "allowPrivateUrls" in settings:
        parts.append(f"allowPrivateUrls {str(settings['allowPrivateUrls'])[:20]}")
    return "; ".join(parts)
