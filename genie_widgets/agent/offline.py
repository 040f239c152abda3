"""The built-in offline agent: deterministic slash commands, no model, no network.

It sits behind the same interface as a remote model (:class:`~.model.ChatModel`), so the same
loop runs it: for a command it answers with a tool call, then, seeing the tool's result, with
text written from that result (:mod:`.narrate`), each claim followed by the token the tool
returned. It is the default agent when no endpoint is configured.

Commands (each maps onto one tool of the current mode; ``/help`` lists those of the mode)::

    /goto <locus|gene>      /where        /gene <symbol>     /tracks      /assemblies
    /add <path-or-url> [type] [name=…] [catalog=<id>]     /track <trackId> [visible=…] [height=…] …
    /describe [trackIds…]   /stats [trackIds…] [scope=viewport|chromosome|all] [regions=chr:s-e,…]
    /peaks <trackId> [k=2] [threshold=…] [mergeGap=…] [minWidth=…] [scope=…]
    /quantify <signalTrackId> <featureTrackId> [metric=mean|sum|max] [topN=…] [scope=…]
    /correlate <trackIdA> <trackIdB> [binSize=…] [scope=…]
    /search <k=v …>         /assets       /read <assetId>    /update <assetId> [k=v …]     /plan
    /inspect <path|url>     /import <path|url>     /write <assetId> <relativePath> <text…>
    /report <title>         /summary      /help [command]

``/summary`` writes a short paragraph from this session's citation records (every number as the
record holds it, a token after every claim); ``/report`` saves that paragraph as an HTML artifact.
"""

from __future__ import annotations

import html
import json
import re
import shlex
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..tools import registry
from .cancel import CancelToken
from .events import TextDelta
from .model import ModelOutput, ModelRequest, ModelTurn, ToolCallRequest
from .narrate import code, describe_result, summarize_records


def _track_names(request: ModelRequest) -> dict[str, str]:
    """Display names of the project's tracks by id (answers name tracks as the reader knows them)."""
    session = request.session
    if session is None:
        return {}
    try:
        return {t.id: t.name for t in session.project.tracks}
    except Exception:  # a project that cannot be read still gets an answer, with ids
        return {}


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


def _need(positional: list[str], count: int, usage: str) -> None:
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


def _is_url(text: str) -> bool:
    return text.lower().startswith(("http://", "https://"))


def _goto(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    _need(pos, 1, "/goto <locus|gene>")
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
    _need(pos, 1, usage)
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
    _need(pos, 1, usage)
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
    _need(pos, 2, usage)
    return {"signalTrackId": pos[0], "featureTrackId": pos[1], **_only(opts, _names("metric", "topN", "scope"), usage)}


def _correlate(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/correlate <trackIdA> <trackIdB> [more trackIds…] [binSize=…] [scope=…]"
    _need(pos, 2, usage)
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
        _need(pos, 1, usage)
        return {key: " ".join(pos)}
    return build


def _update(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/update <assetId> [kind=…] [title=…] [description=…] [location=…]"
    _need(pos, 1, usage)
    return {"assetId": pos[0], **_only(opts, _names("kind", "title", "description", "location", "sourcePath",
                                                     "replaceFromSourcePath"), usage)}


def _write(pos: list[str], opts: dict[str, str]) -> dict[str, Any]:
    usage = "/write <assetId> <relativePath> <text…>"
    _need(pos, 3, usage)
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

_URL_TOOLS = {"project_inspect_local_path": ("project_inspect_remote_source", "url"),
              "project_import_local_path": ("project_import_remote_source", "url")}


def _typed(tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
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
        if match and not _is_url(word):
            options[match.group(1)] = match.group(2)
        else:
            positional.append(word)
    return name, positional, options


class OfflineAgent:
    """The built-in agent: slash commands mapped onto the tools of the mode, no model."""

    label = "Built-in offline agent (no model)"

    def __repr__(self) -> str:
        return "OfflineAgent()"

    # -- the model interface ---------------------------------------------------------------------
    def stream(self, request: ModelRequest, cancel: CancelToken) -> Iterator[ModelOutput]:
        """A tool call for a command, then (seeing its result) the answer text."""
        turn = self.respond(request)
        if turn.content:
            yield TextDelta(turn.content)
        yield turn

    def respond(self, request: ModelRequest) -> ModelTurn:
        """The deterministic reply to the conversation in ``request``."""
        messages = request.messages
        last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
        if last_user < 0:
            return ModelTurn(content=self.help_text(request), finish_reason="stop")
        after = messages[last_user + 1:]
        text = _content(messages[last_user])
        if any(m.get("role") == "tool" for m in after):
            return ModelTurn(content=self._answer_from_results(after, _track_names(request)), finish_reason="stop")
        return self._first_step(text, request, turn_number=sum(m.get("role") == "user" for m in messages))

    # -- step 1: a command ---------------------------------------------------------------------
    def _first_step(self, text: str, request: ModelRequest, turn_number: int) -> ModelTurn:
        stripped = text.strip()
        if not stripped.startswith("/") or stripped in ("/", "/?"):
            intro = "" if stripped.lower() in ("help", "?", "/", "/?") else (
                "I am the built-in offline agent: I do not understand free text, only the commands below. To "
                "chat in your own words, connect a model (any OpenAI-compatible endpoint).\n\n")
            return ModelTurn(content=intro + self.help_text(request), finish_reason="stop")
        name, positional, options = parse_command(stripped)
        command = COMMANDS.get(name)
        if command is None:
            return ModelTurn(content=f"Unknown command `/{name}`.\n\n" + self.help_text(request), finish_reason="stop")
        if name == "help":
            topic = positional[0] if positional else None
            return ModelTurn(content=self.help_text(request, topic), finish_reason="stop")
        if name == "summary":
            return ModelTurn(content=self.summary(request), finish_reason="stop")
        try:
            tool, arguments = self._tool_call(command, positional, options, request)
        except UsageError as exc:
            return ModelTurn(content=str(exc), finish_reason="stop")
        blocked = self._unavailable(tool, request)
        if blocked:
            return ModelTurn(content=blocked, finish_reason="stop")
        call = ToolCallRequest(f"call_offline_{turn_number}_1", tool, json.dumps(arguments, ensure_ascii=False))
        return ModelTurn(tool_calls=[call], finish_reason="tool_calls")

    def _tool_call(self, command: Command, positional: list[str], options: dict[str, str],
                   request: ModelRequest) -> tuple[str, dict[str, Any]]:
        tool = command.tool or ""
        if command.name == "report":
            _need(positional, 1, command.usage)
            return tool, self._report_arguments(" ".join(positional), request)
        arguments = command.build(positional, options) if command.build else {}
        target = arguments.get("path", "")
        if tool in _URL_TOOLS and _is_url(str(target)):
            tool, key = _URL_TOOLS[tool]
            arguments = {key: arguments.pop("path"), **arguments}
        return tool, _typed(tool, arguments)

    def _unavailable(self, tool: str, request: ModelRequest) -> str | None:
        """Why ``tool`` cannot be called now (not in this mode / not delivered yet), or None."""
        offered = {t.get("function", {}).get("name") for t in request.tools}
        if tool in offered:
            return None
        declared = registry.TOOLS.get(tool)
        if declared is not None and request.mode in declared.modes and not declared.available:
            return (f"This command needs the {code(tool)} tool, which is declared but not available in this "
                    "version of genie_widgets yet.")
        modes = sorted(declared.modes) if declared is not None else []
        where = f" Switch to {' or '.join(m.replace('_', ' ') for m in modes)} mode to use it." if modes else ""
        return f"The {code(tool)} tool is not part of {request.mode.replace('_', ' ')} mode.{where}"

    # -- step 2: the answer ----------------------------------------------------------------------
    def _answer_from_results(self, after_user: list[dict[str, Any]],
                             track_names: dict[str, str] | None = None) -> str:
        names: dict[str, tuple[str, Any]] = {}
        parts: list[str] = []
        for message in after_user:
            if message.get("role") == "assistant":
                for call in message.get("tool_calls") or []:
                    function = call.get("function") or {}
                    names[call.get("id")] = (function.get("name", ""), function.get("arguments"))
            elif message.get("role") == "tool":
                tool, arguments = names.get(message.get("tool_call_id"), ("", None))
                try:
                    result = json.loads(message.get("content") or "{}")
                except ValueError:
                    result = {"success": False, "error": str(message.get("content"))}
                if not isinstance(result, dict):
                    result = {"success": True, "value": result}
                parts.append(describe_result(tool, arguments, result, track_names))
        return "\n\n".join(parts)

    # -- text answers ----------------------------------------------------------------------------
    def summary(self, request: ModelRequest) -> str:
        """The ``/summary`` paragraph from the session's records."""
        if request.session is None:
            return "There is no session to summarize."
        loaded = [str(t.metadata.get("accession")) for t in request.session.project.tracks if t.metadata.get("accession")]
        return summarize_records(request.session.citations, loaded_accessions=loaded, names=_track_names(request))

    def _report_arguments(self, title: str, request: ModelRequest) -> dict[str, Any]:
        paragraph = self.summary(request)
        body = html.escape(paragraph).replace("\n", "<br>")
        page = (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title></head>"
                f"<body><h1>{html.escape(title)}</h1><p>{body}</p></body></html>")
        arguments: dict[str, Any] = {"title": title, "html": page}
        if request.mode == "analysis":
            arguments["kind"] = "report"
        return arguments

    def help_text(self, request: ModelRequest, command: str | None = None) -> str:
        """The commands usable in the request's mode (or the usage of one command)."""
        if command:
            found = COMMANDS.get(command.lstrip("/").lower())
            if found is None:
                return f"Unknown command `/{command.lstrip('/')}`."
            return f"`{found.usage}`: {found.help}."
        offered = {t.get("function", {}).get("name") for t in request.tools}
        declared = set(registry.tool_names(request.mode))
        usable, later = [], []
        for cmd in COMMANDS.values():
            tools = {cmd.tool, *(_URL_TOOLS.get(cmd.tool or "", ("",))[:1])} - {None, ""}
            if not tools or tools & offered:
                usable.append(cmd)
            elif tools & declared:
                later.append(cmd)
        lines = [f"**{self.label}** — commands in {request.mode.replace('_', ' ')} mode:", ""]
        lines += [f"- `{c.usage}`: {c.help}" for c in usable]
        if later:
            lines += ["", "Not available in this version yet: " + ", ".join(f"`/{c.name}`" for c in later) + "."]
        return "\n".join(lines)


def _content(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else ""
