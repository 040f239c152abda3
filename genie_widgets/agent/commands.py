"""The offline agent's slash commands: each one's usage, help line and tool, how its words become
the tool's arguments, and the parser of a ``/command …`` line (see :mod:`.offline`)."""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..tools import registry

_OPTION_RE = re.compile(r"^([A-Za-z][A-Za-z0-9_]*)=(.*)$", re.DOTALL)


class UsageError(ValueError):
    """A command was given the wrong arguments; the message says how to use it."""


@dataclass(frozen=True)
class Command:
    """A slash command: its usage line, what it does, the tool it calls and how its words
    become the tool's arguments (``build(positional, options)``)."""

    name: str
    usage: str
    help: str
    tool: str | None = None
    build: Callable[[list[str], dict[str, str]], dict[str, Any]] | None = None


def need(positional: list[str], count: int, usage: str) -> None:
    if len(positional) < count:
        raise UsageError(f"Usage: `{usage}`")


def _only(options: dict[str, str], allowed: dict[str, str], usage: str) -> dict[str, Any]:
    """Options renamed to the tool's parameter names (case-insensitive); others are an error."""
    out: dict[str, Any] = {}
    for key, value in options.items():
        name = allowed.get(key.lower())
        if name is None:
            valid = ", ".join(sorted(set(allowed.values()))) or "none"
            raise UsageError(f"`{key}=` is not an option here (options: {valid}). Usage: `{usage}`")
        out[name] = value
    return out


def _names(*names: str) -> dict[str, str]:
    return {n.lower(): n for n in names}


def is_url(text: str) -> bool:
    return text.lower().startswith(("http://", "https://"))


def _goto(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    need(pos, 1, "/goto <locus|gene>")
    return {"locus": " ".join(pos)}


def _add(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/add <path-or-url> [type] [name=…] [catalog=<id>]"
    args = _only(opts, {**_names("name", "indexUrl", "type"), "catalog": "catalogId", "catalogid": "catalogId"}, usage)
    if pos:
        args["sourceUrl"] = pos[0]
    if len(pos) > 1:
        args["type"] = pos[1]
    if "sourceUrl" not in args and "catalogId" not in args:
        raise UsageError(f"Usage: `{usage}`")
    return args


def _track(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/track <trackId> [visible=true|false] [height=…] [order=…] [name=…]"
    need(pos, 1, usage)
    return {"trackId": pos[0], **_only(opts, _names("visible", "height", "order", "name"), usage)}


def _track_ids(pos: list[str], opts: dict[str, str], usage: str, extra: tuple[str, ...]) -> dict[str, Any]:
    args = _only(opts, _names(*extra), usage)
    if pos:
        args["trackIds"] = pos
    if isinstance(args.get("regions"), str):
        args["regions"] = [r for r in re.split(r"[,\s]+", args["regions"]) if r]
    return args


def _peaks(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/peaks <trackId> [k=2] [threshold=…] [mergeGap=…] [minWidth=…] [scope=…]"
    need(pos, 1, usage)
    args = {"trackId": pos[0], **_only(opts, {**_names("threshold", "mergeGap", "minWidth", "scope", "method"),
                                              "k": "k"}, usage)}
    if "k" in args and "threshold" in args:
        raise UsageError("Give either `k=` (standard deviations above the mean) or `threshold=` (an absolute value).")
    if "k" in args:
        args["method"], args["threshold"] = "zscore", args.pop("k")
    elif "threshold" in args:
        args.setdefault("method", "threshold")
    return args


def _quantify(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/quantify <signalTrackId> <featureTrackId> [metric=mean|sum|max] [topN=…] [scope=…]"
    need(pos, 2, usage)
    return {"signalTrackId": pos[0], "featureTrackId": pos[1], **_only(opts, _names("metric", "topN", "scope"), usage)}


def _correlate(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/correlate <trackIdA> <trackIdB> [more trackIds…] [binSize=…] [scope=…]"
    need(pos, 2, usage)
    ids = {"trackIdA": pos[0], "trackIdB": pos[1]} if len(pos) == 2 else {"trackIds": list(pos)}
    return {**ids, **_only(opts, _names("binSize", "scope"), usage)}


def _search(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/search assay=… target=… biosample=… [organism=…] [fileType=…] [limit=…] [free text]"
    args = _only(opts, _names("assay", "target", "biosample", "organism", "assembly", "fileType", "freeText", "limit"),
                 usage)
    if pos:
        args["freeText"] = " ".join([args.get("freeText", ""), *pos]).strip()
    if not args:
        raise UsageError(f"Usage: `{usage}`")
    return args


def _one(key: str, usage: str) -> Callable[[list[str], dict[str, str]], dict[str, Any]]:
    def build(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
        need(pos, 1, usage)
        return {key: " ".join(pos)}
    return build


def _update(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/update <assetId> [kind=…] [title=…] [description=…] [location=…]"
    need(pos, 1, usage)
    return {"assetId": pos[0], **_only(opts, _names("kind", "title", "description", "location", "sourcePath",
                                                     "replaceFromSourcePath"), usage)}


def _write(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/write <assetId> <relativePath> <text…>"
    need(pos, 3, usage)
    return {"assetId": pos[0], "relativePath": pos[1], "content": " ".join(pos[2:])}


def _none(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    return {}


COMMANDS: dict[str, Command] = {c.name: c for c in [
    Command("goto", "/goto <locus|gene>", "move the browser to a locus or a gene", "genome_navigate", _goto),
    Command("where", "/where", "show the browser's current region", "genome_get_current_region", _none),
    Command("gene", "/gene <symbol>", "look a gene up in the annotation", "genome_find_gene",
            _one("symbol", "/gene <symbol>")),
    Command("tracks", "/tracks", "list the browser's tracks", "genome_list_tracks", _none),
    Command("assemblies", "/assemblies", "list the known genome assemblies", "genome_list_assemblies", _none),
    Command("add", "/add <path-or-url> [type] [name=…] [catalog=<id>]", "add a track", "genome_add_track", _add),
    Command("track", "/track <trackId> [visible=…] [height=…] [order=…] [name=…]",
            "show, hide, resize, move or rename a track", "genome_update_track", _track),
    Command("describe", "/describe [trackIds…]", "summarize every track in the current view",
            "genome_describe_viewport",
            lambda p, o: _track_ids(p, o, "/describe [trackIds…]", ())),
    Command("stats", "/stats [trackIds…] [scope=viewport|chromosome|all] [regions=chr:s-e,…]",
            "exact signal statistics", "genome_signal_stats",
            lambda p, o: _track_ids(p, o, "/stats [trackIds…] [scope=…] [regions=…]", ("scope", "regions"))),
    Command("peaks", "/peaks <trackId> [k=2] [threshold=…] [mergeGap=…] [minWidth=…] [scope=…]",
            "exploratory threshold peaks", "genome_call_peaks", _peaks),
    Command("quantify", "/quantify <signalTrackId> <featureTrackId> [metric=…] [topN=…] [scope=…]",
            "signal at each feature of an interval track", "genome_quantify_at_features", _quantify),
    Command("correlate", "/correlate <trackIdA> <trackIdB> [more trackIds…] [binSize=…] [scope=…]",
            "binned correlation of two tracks, or matrices over many", "genome_correlate_tracks", _correlate),
    Command("search", "/search assay=… target=… biosample=… [free text]", "search ENCODE", "public_data_search",
            _search),
    Command("assets", "/assets", "list the project's assets", "project_list_assets", _none),
    Command("read", "/read <assetId>", "read an asset", "project_read_asset", _one("assetId", "/read <assetId>")),
    Command("update", "/update <assetId> [kind=…] [title=…] [description=…] [location=…]", "edit an asset",
            "project_update_asset_source", _update),
    Command("plan", "/plan", "read the latest Analysis plan", "project_read_analysis_plan", _none),
    Command("inspect", "/inspect <path|url>", "look at a local path or a URL before importing it",
            "project_inspect_local_path", _one("path", "/inspect <path|url>")),
    Command("import", "/import <path|url>", "import a local path or a URL as assets", "project_import_local_path",
            _one("path", "/import <path|url>")),
    Command("write", "/write <assetId> <relativePath> <text…>", "write a note beside an asset",
            "project_write_asset_artifact", _write),
    Command("report", "/report <title>", "save the session summary as an HTML report", "create_html_artifact"),
    Command("summary", "/summary", "a short paragraph of this session's findings, every claim cited"),
    Command("help", "/help [command]", "this list"),
]}

URL_TOOLS = {"project_inspect_local_path": ("project_inspect_remote_source", "url"),
              "project_import_local_path": ("project_import_remote_source", "url")}


def typed_arguments(tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """Option words as the JSON types the tool's schema declares (``"1000"`` → 1000 for a number,
    ``"false"`` → False for a boolean); anything that does not convert is left for the tool's own
    validation to report."""
    declared = registry.TOOLS.get(tool)
    properties = declared.parameters.get("properties", {}) if declared is not None else {}
    out = {}
    for key, value in arguments.items():
        kind = properties.get(key, {}).get("type")
        if isinstance(value, str) and kind in ("number", "integer"):
            try:
                number = float(value.replace(",", ""))
                value = int(number) if number.is_integer() else number
            except ValueError:
                pass
        elif isinstance(value, str) and kind == "boolean" and value.lower() in ("true", "false", "yes", "no"):
            value = value.lower() in ("true", "yes")
        out[key] = value
    return out


def parse_command(text: str) -> tuple[str, list[str], dict[str, str]]:
    """(command name, positional words, ``k=v`` options) of a ``/command …`` line."""
    try:
        words = shlex.split(text.strip())
    except ValueError:  # an unbalanced quote: split on spaces
        words = text.strip().split()
    name = words[0][1:].lower() if words else ""
    positional, options = [], {}
    for word in words[1:]:
        match = _OPTION_RE.match(word)
        if match and not is_url(word):
            options[match.group(1)] = match.group(2)
        else:
            positional.append(word)
    return name, positional, options


