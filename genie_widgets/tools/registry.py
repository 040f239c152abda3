"""The tool registry: every agent-facing tool declared once, with its JSON schema and modes.

``call(name, args, project, session)`` validates the arguments against the schema, runs the tool,
stores the citations it issued in the session's :class:`CitationStore` and returns the result
dataclass; ``result.to_json()`` is the reference's camelCase result with ``citationToken`` and
``citationInstructions`` where a citation was issued.

Failures never escape as tracebacks:

- a *refused* request (e.g. an unresolved viewport) is the tool's own result with
  ``success: False`` and an ``error``; the computation tools still attach a citation whose
  excerpt is the failure;
- an *exception* (unknown track id, unreadable file, invalid arguments, unknown tool) becomes an
  :class:`ErrorResult` with ``success: False``, the message, and no citation.
"""

from __future__ import annotations

import json
import math
import re
from contextlib import nullcontext, suppress
from typing import TYPE_CHECKING, Any

from .. import _http
from .._io import echo
from ..genome.progress import reporting
from ..project.boundary import agent_scope
from ..project.notes import collect as collect_warnings

# The tool modules declare their tools into TOOLS as they are imported: importing them here makes
# TOOLS complete wherever the registry is used (they import .declarations, never this module).
from . import assets, genome_view, measurement, outputs, public_data
from .declarations import (  # noqa: F401  (re-exported: the public names of gw.tools.registry)
    TOOLS,
    Tool,
    ToolFunction,
    declare,
    progress_for,
    set_progress_factory,
)
from .echoes import ERROR_LIMIT, bound_echoes, exception_words, long_texts  # noqa: F401  (ERROR_LIMIT re-exported)
from .modes import ANALYSIS, ASSET_IMPORT, GENOME, MODES  # noqa: F401  (re-exported: public names of the registry)
from .results import (  # noqa: F401  (re-exported: the public names of gw.tools.registry)
    ErrorResult,
    ToolContext,
    ToolError,
    ToolResult,
    ToolStopped,
    internal,
    jsonable,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session


def _in_module_order() -> None:
    """TOOLS in the order of the tool modules imported above (the order a model is offered them),
    whichever of those modules was imported first."""
    rank = {m.__name__: i for i, m in enumerate((assets, genome_view, measurement, outputs, public_data))}
    ordered = sorted(TOOLS.values(), key=lambda t: rank.get(getattr(t.run, "__module__", ""), len(rank)))
    TOOLS.clear()
    TOOLS.update((t.name, t) for t in ordered)


_in_module_order()


def schemas(mode: str = GENOME) -> list[dict[str, Any]]:
    """OpenAI-style definitions of every tool declared in ``mode`` (available or not)."""
    _check_mode(mode)
    return [t.schema() for t in TOOLS.values() if mode in t.modes]


def tool_names(mode: str = GENOME) -> list[str]:
    _check_mode(mode)
    return [t.name for t in TOOLS.values() if mode in t.modes]


def _check_mode(mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; modes are {', '.join(MODES)}")


# -- argument validation -----------------------------------------------------------------------

_NUMBER_RE = re.compile(r"[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?")
#: Largest magnitude an integer argument may have (int64).
INT_LIMIT = 2**63


class HugeInt(str):
    """An integer literal too long to convert (kept as its text; the schema check refuses it)."""


def _parse_int(text: str) -> int | HugeInt:
    return HugeInt(text) if len(text.lstrip("-")) > 19 else int(text)


def parse_json_arguments(raw: str) -> Any:
    """``json.loads`` for tool arguments: integer literals past 19 digits are not converted
    (no digit-limit error; the schema check refuses them), nesting past Python's recursion
    limit is a :class:`ToolError`."""
    try:
        return json.loads(raw, parse_int=_parse_int)
    except RecursionError:
        raise ToolError("the arguments are nested too deeply to read") from None


def _coerce(value: Any, schema: dict[str, Any], where: str) -> Any:
    kind = schema.get("type")
    if kind == "string":
        if not isinstance(value, str) or isinstance(value, HugeInt):
            raise ToolError(f"{where} must be a string, got {_describe(value)}")
        longest = schema.get("maxLength")
        if longest is not None and len(value) > longest:
            raise ToolError(f"{where} must be at most {longest:,} characters, got {len(value):,}")
    elif kind in ("number", "integer"):
        what = "an integer" if kind == "integer" else "a number"
        if isinstance(value, HugeInt) or (isinstance(value, int) and not isinstance(value, bool)
                                          and abs(value) >= INT_LIMIT):
            raise ToolError(f"{where} must be {what} below 2^63, got one with {len(str(value).lstrip('-')):,} digits")
        if isinstance(value, str) and len(value) > 400:
            raise ToolError(f"{where} must be {what} below 2^63, got a string of {len(value):,} characters")
        if isinstance(value, str) and _NUMBER_RE.fullmatch(value.strip().replace(",", "")):
            value = float(value.strip().replace(",", ""))
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ToolError(f"{where} must be a number, got {_describe(value)}")
        if not math.isfinite(value):
            raise ToolError(f"{where} must be a finite number, got {value}")
        if abs(value) >= INT_LIMIT:
            raise ToolError(f"{where} must be {what} below 2^63, got {value:g}")
        if kind == "integer":
            if float(value) != int(value):
                raise ToolError(f"{where} must be a whole number, got {value}")
            value = int(value)
    elif kind == "boolean":
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            value = value.strip().lower() == "true"
        if not isinstance(value, bool):
            raise ToolError(f"{where} must be true or false, got {_describe(value)}")
    elif kind == "array":
        if isinstance(value, str):  # a single item where a list was asked for
            value = [value]
        if not isinstance(value, list):
            raise ToolError(f"{where} must be a list, got {_describe(value)}")
        most = schema.get("maxItems")
        if most is not None and len(value) > most:
            raise ToolError(f"{where} must have at most {most:,} items, got {len(value):,}")
        items = schema.get("items", {})
        value = [_coerce(v, items, f"{where}[{i}]") for i, v in enumerate(value)]
    elif kind == "object" and not isinstance(value, dict):
        raise ToolError(f"{where} must be an object, got {_describe(value)}")
    if "enum" in schema and value not in schema["enum"]:
        options = ", ".join(json.dumps(v) for v in schema["enum"])
        raise ToolError(f"{where} must be one of {options}, got {echo(json.dumps(value, default=str))}")
    return value


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    try:
        text = json.dumps(value, default=str)
    except (ValueError, RecursionError):
        text = "…"
    return f"{type(value).__name__} {text[:60]}"


def validate_arguments(tool: Tool, args: Any) -> dict[str, Any]:
    """Arguments checked and coerced against the tool's schema; :class:`ToolError` otherwise."""
    if args is None or args == "":
        args = {}
    if isinstance(args, str):
        try:
            args = parse_json_arguments(args)
        except json.JSONDecodeError as exc:
            raise ToolError(f"arguments for {tool.name} are not valid JSON ({exc.msg} at {exc.pos})") from None
    if not isinstance(args, dict):
        raise ToolError(f"arguments for {tool.name} must be a JSON object, got {_describe(args)}")
    props: dict[str, Any] = tool.parameters.get("properties", {})
    unknown = sorted(set(args) - set(props))
    if unknown and tool.parameters.get("additionalProperties") is False:
        allowed = ", ".join(props) or "none"
        more = f" and {len(unknown) - 1:,} more" if len(unknown) > 1 else ""
        raise ToolError(f"{tool.name} has no parameter '{echo(unknown[0], 60)}'{more} (parameters: {allowed})")
    out: dict[str, Any] = {}
    for key, value in args.items():
        if value is None and key not in tool.parameters.get("required", []):
            continue  # an explicit null means "not given"
        out[key] = _coerce(value, props.get(key, {}), f"{tool.name}: '{key}'")
    missing = [k for k in tool.parameters.get("required", []) if k not in out]
    if missing:
        raise ToolError(f"{tool.name} needs {', '.join(repr(m) for m in missing)}")
    return out


# -- calling -----------------------------------------------------------------------------------

def url_policy(project: Project) -> _http.Policy:
    """The guarded network policy tools run with: public addresses only (loopback/private too
    with the project's ``allow_private_urls``), plus the ENCODE portal the user configured."""
    from ..public_data.client import resolve_base_url

    try:
        portal: tuple[str, ...] = (resolve_base_url(),)
    except ValueError:
        portal = ()
    return _http.agent_policy(allow_private=project.allow_private_urls, trusted=portal)


def _long_texts(args: Any) -> list[str]:
    """The long strings of the arguments (a JSON string: as given and as read)."""
    parsed = None
    if isinstance(args, str):
        with suppress(ValueError, ToolError):
            parsed = parse_json_arguments(args)
    return long_texts(args, parsed)


def _error_result(name: str, error: str, args: Any = None) -> ErrorResult:
    return ErrorResult(tool=echo(name, 100), error=bound_echoes(error, _long_texts(args)))


def _clip_errors(result: ToolResult, args: Any = None) -> None:
    """No long argument echoed in an error or a warning reaches a result or a record
    (``citations.json``) whole: at most :data:`ECHO_LIMIT` characters of it."""
    texts = _long_texts(args)
    if result.error:
        result.error = bound_echoes(result.error, texts)
    result.warnings = [bound_echoes(w, texts) for w in result.warnings]
    for record in result.citations:
        if isinstance(record.data, dict) and isinstance(record.data.get("error"), str):
            error = bound_echoes(record.data["error"], texts)
            if error != record.data["error"]:
                record.data = {**record.data, "error": error}
                if record.excerpt:
                    record.excerpt = bound_echoes(record.excerpt, texts)


def call(name: str, args: Any, project: Project, session: Session, mode: str = GENOME,
         *, cancel: Any = None) -> ToolResult:
    """Run tool ``name`` with ``args`` (a dict or a JSON string) in ``mode``.

    Citations the tool issues are stored in ``session.citations`` before the result is returned.
    Every fetch the tool makes runs under :func:`url_policy` (non-public addresses refused) and
    stops when ``cancel`` (a cancel token, e.g. the chat's Stop) is cancelled.
    """
    _check_mode(mode)
    tool = TOOLS.get(name)
    if tool is None or mode not in tool.modes:
        names = ", ".join(tool_names(mode))
        what = "Unknown tool" if tool is None else "Tool not available in this mode:"
        return _error_result(name, f"{what} '{echo(name, 100)}'. Tools in {mode} mode: {names}.")
    if tool.run is None:
        return _error_result(name, f"{name} is not available yet in this version of genie_widgets.")
    reporter = progress_for(name)
    try:
        clean = validate_arguments(tool, args)
        with _http.scope(policy=url_policy(project), cancel=cancel), agent_scope(project), \
                collect_warnings() as notes, (reporting(reporter) if reporter is not None else nullcontext()):
            result = tool.run(ToolContext(project, session, mode), clean)
        for note in notes:
            if note not in result.warnings:
                result.warnings.append(note)
        if result.warnings:  # the records say so too (their data is the result the model saw)
            for record in result.citations:
                if isinstance(record.data, dict):
                    record.data = {**record.data, "warnings": list(result.warnings)}
    except KeyboardInterrupt:  # the user stopped it (kernel interrupt): say so on the bar, stop
        if reporter is not None and hasattr(reporter, "stopped"):
            reporter.stopped()
        raise ToolStopped(f"{name} was stopped (kernel interrupt): no result, and no record was stored.") from None
    except ToolError as exc:
        return _error_result(name, str(exc), args)
    except KeyError as exc:  # e.g. "Track '…' was not found."
        message = exc.args[0] if exc.args else str(exc)
        return _error_result(name, str(message), args)
    except (ValueError, OSError, LookupError, TypeError) as exc:
        return _error_result(name, exception_words(exc), args)
    except Exception as exc:  # a tool bug must not take the chat down
        return _error_result(name, f"{name} failed unexpectedly: {type(exc).__name__}: {exc}", args)
    _clip_errors(result, args)
    if result.citations:
        try:
            session.citations.add(*result.citations)
        except Exception as exc:  # the session's store cannot take them: no token may be handed out
            reason = " ".join(str(exc).split()) or type(exc).__name__
            return _error_result(name, f"{name} ran, but its records could not be stored in session "
                                       f"{session.id}, so it issued no citation: {reason}", args)
    return result
