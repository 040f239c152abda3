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
from collections.abc import Iterator
from typing import Any

from ..tools import registry
from .cancel import CancelToken
from .commands import COMMANDS, URL_TOOLS, Command, UsageError, is_url, need, parse_command, typed_arguments
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
            need(positional, 1, command.usage)
            return tool, self._report_arguments(" ".join(positional), request)
        arguments = command.build(positional, options) if command.build else {}
        target = arguments.get("path", "")
        if tool in URL_TOOLS and is_url(str(target)):
            tool, key = URL_TOOLS[tool]
            arguments = {key: arguments.pop("path"), **arguments}
        return tool, typed_arguments(tool, arguments)

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
        names: dict[Any, tuple[str, Any]] = {}  # by call id, as the messages hold it
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
        tracks = request.session.project.tracks
        loaded = [str(t.metadata.get("accession")) for t in tracks if t.metadata.get("accession")]
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
            tools = {cmd.tool, *(URL_TOOLS.get(cmd.tool or "", ("",))[:1])} - {None, ""}
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
