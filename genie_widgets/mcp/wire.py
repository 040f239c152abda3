"""What a client sends, checked before the SDK reads it: one JSON-RPC message, or the error to
answer it with.

Both transports use :func:`read_message` on every message's raw bytes (a stdio line, an HTTP POST
body), so a hostile message gets the same answer on each, with the request's ``id`` whenever it
can be read, and the server keeps serving:

- not UTF-8, not JSON (including ``NaN`` and integers past Python's digit limit), a string with a
  lone surrogate (``"\\ud800"``), or nesting deeper than :data:`MAX_DEPTH` → ``-32700`` (parse
  error);
- valid JSON that is no JSON-RPC 2.0 message (an array, a batch, a bad ``id``, a missing
  ``method``) → ``-32600`` (invalid request); a request whose ``params`` is not an object →
  ``-32602``; a method name longer than :data:`MAX_METHOD_CHARS` → ``-32601``;
- larger than :data:`MAX_MESSAGE_BYTES` → ``-32600``.

Nothing a client sent is echoed longer than :data:`ECHO_LIMIT` characters (:func:`clip`).
"""

from __future__ import annotations

import json
import re
from typing import Any

import mcp_types as types
from pydantic import ValidationError

from .._io import echo

#: Largest message (bytes) a transport reads: the SDK's own HTTP body limit.
MAX_MESSAGE_BYTES = 4 * 1024 * 1024
#: Deepest nesting of arrays and objects in a message (our tools' arguments need about five).
MAX_DEPTH = 64
#: Longest string ``id`` answered with (a longer one is refused, and not echoed).
MAX_ID_CHARS = 200
#: Longest method name looked up.
MAX_METHOD_CHARS = 200
#: Most characters of client-sent text any error message quotes.
ECHO_LIMIT = 100
_INT64 = 2**63


def clip(value: object, limit: int = ECHO_LIMIT) -> str:
    """``value`` as text for an error message (a non-string by its ``repr``): the package's one
    :func:`~genie_widgets._io.echo` — at most ``limit`` characters of it, control characters and
    lone surrogates shown as ``?``, then its length (so a 4 MB tool name costs about a hundred
    characters)."""
    return echo(value if isinstance(value, str) else repr(value), limit)


class Rejected(Exception):
    """A message refused before dispatch: ``answer`` is the JSON-RPC error for it. A refused
    ``notification`` is not answered on stdio (JSON-RPC never answers one); HTTP must send a
    status, and sends the error with it."""

    def __init__(self, answer: types.JSONRPCError, notification: bool = False) -> None:
        super().__init__(answer.error.message)
        self.answer = answer
        self.notification = notification


def error(code: int, message: str, request_id: types.RequestId | None = None) -> types.JSONRPCError:
    """A JSON-RPC error answer."""
    return types.JSONRPCError(jsonrpc="2.0", id=request_id, error=types.ErrorData(code=code, message=message))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def read_message(raw: bytes) -> types.JSONRPCMessage:
    """The JSON-RPC message in ``raw`` (one message's bytes); :class:`Rejected` otherwise."""
    if len(raw) > MAX_MESSAGE_BYTES:
        head = raw[:64 * 1024].decode("utf-8", "replace")
        raise Rejected(error(types.INVALID_REQUEST, f"the message is larger than {MAX_MESSAGE_BYTES >> 20} MiB "
                                                    f"({len(raw):,} bytes)", top_level_id(head)))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Rejected(error(types.PARSE_ERROR, f"Parse error: the message is not UTF-8 (byte {exc.start})",
                             top_level_id(raw.decode("utf-8", "replace")))) from None
    try:
        obj = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise Rejected(error(types.PARSE_ERROR, f"Parse error: nested deeper than {MAX_DEPTH} levels",
                             top_level_id(text))) from None
    except ValueError as exc:
        where = f" ({exc.msg} at character {exc.pos})" if isinstance(exc, json.JSONDecodeError) else ""
        raise Rejected(error(types.PARSE_ERROR, f"Parse error: the message is not JSON{where}",
                             top_level_id(text))) from None
    request_id = _usable_id(obj.get("id")) if isinstance(obj, dict) else None
    notification = isinstance(obj, dict) and "id" not in obj and "method" in obj
    problem = _tree_problem(obj)
    if problem is not None:
        raise Rejected(error(types.PARSE_ERROR, f"Parse error: {problem}", request_id), notification)
    return _envelope(obj, request_id, notification)


def _envelope(obj: Any, request_id: types.RequestId | None, notification: bool) -> types.JSONRPCMessage:
    if isinstance(obj, list):
        raise Rejected(error(types.INVALID_REQUEST, "Invalid request: batches are not supported; "
                                                    "send one JSON-RPC message per line or POST"))
    if not isinstance(obj, dict):
        raise Rejected(error(types.INVALID_REQUEST, "Invalid request: a message must be a JSON object"))
    if "id" in obj and request_id is None:
        raise Rejected(error(types.INVALID_REQUEST, "Invalid request: 'id' must be an integer or a string of "
                                                    f"at most {MAX_ID_CHARS} characters"))
    method = obj.get("method")
    if "method" in obj and not isinstance(method, str):
        raise Rejected(error(types.INVALID_REQUEST, "Invalid request: 'method' must be a string", request_id),
                       notification)
    if isinstance(method, str) and len(method) > MAX_METHOD_CHARS:
        raise Rejected(error(types.METHOD_NOT_FOUND, f"Method not found: {clip(method)}", request_id), notification)
    try:
        return types.jsonrpc_message_adapter.validate_python(obj, by_name=False)
    except ValidationError:
        pass
    if notification:
        raise Rejected(error(types.INVALID_REQUEST, "Invalid request: a malformed notification"), True)
    if isinstance(method, str) and obj.get("jsonrpc") == "2.0" and "params" in obj \
            and not isinstance(obj["params"], dict):
        raise Rejected(error(types.INVALID_PARAMS, "Invalid params: 'params' must be an object", request_id))
    raise Rejected(error(types.INVALID_REQUEST, "Invalid request: not a JSON-RPC 2.0 request, notification "
                                                "or response (needs \"jsonrpc\": \"2.0\")", request_id))


def _usable_id(value: Any) -> types.RequestId | None:
    """``value`` when it can be sent back as a JSON-RPC id (an int64 or a short, valid string)."""
    if isinstance(value, int) and not isinstance(value, bool) and -_INT64 <= value < _INT64:
        return value
    if isinstance(value, str) and len(value) <= MAX_ID_CHARS:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return None
        return value
    return None


def _tree_problem(obj: Any) -> str | None:
    """Why a parsed message cannot be served (too deep, a lone surrogate), or None. Iterative, so
    no input can exhaust the stack."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, str):
            try:
                node.encode("utf-8")
            except UnicodeEncodeError:
                return "a string holds a lone surrogate (such as \\ud800), which is not Unicode text"
        elif isinstance(node, (dict, list)):
            if depth > MAX_DEPTH:
                return f"nested deeper than {MAX_DEPTH} levels"
            children = [*node.keys(), *node.values()] if isinstance(node, dict) else node
            stack.extend((child, depth + 1) for child in children)
    return None


# -- reading the id of a message that does not parse ---------------------------------------------

_WS = re.compile(r"[ \t\r\n]*")
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NESTED_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|"|[{}\[\]]', re.S)
_SCALAR = re.compile(r"[^,}\]\s]*")
_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,18})(?![0-9.eE])")


def top_level_id(text: str) -> types.RequestId | None:
    """The ``id`` of the top-level object in ``text`` when it can be read although the message as
    a whole cannot (nested too deep further on, a bad escape in the params): the keys before it
    must be well formed. None when it cannot be told; never raises, never recurses."""
    try:
        return _scan_id(text)
    except (ValueError, IndexError):  # pragma: no cover - the scanner checks its bounds
        return None


def _scan_id(text: str) -> types.RequestId | None:
    pos = _WS.match(text, 0).end()  # type: ignore[union-attr]
    if not text.startswith("{", pos):
        return None
    pos += 1
    found: types.RequestId | None = None
    while True:
        pos = _WS.match(text, pos).end()  # type: ignore[union-attr]
        key = _STRING.match(text, pos)
        if key is None:
            return found
        pos = _WS.match(text, key.end()).end()  # type: ignore[union-attr]
        if not text.startswith(":", pos):
            return found
        pos = _WS.match(text, pos + 1).end()  # type: ignore[union-attr]
        if key.group() == '"id"':
            found = _scan_id_value(text, pos)
        end = _skip_value(text, pos)
        if end < 0:
            return found
        pos = _WS.match(text, end).end()  # type: ignore[union-attr]
        if not text.startswith(",", pos):
            return found
        pos += 1


def _scan_id_value(text: str, pos: int) -> types.RequestId | None:
    string = _STRING.match(text, pos)
    if string is not None:
        if len(string.group()) > 6 * MAX_ID_CHARS + 2:
            return None
        try:
            return _usable_id(json.loads(string.group()))
        except ValueError:
            return None
    number = _INT.match(text, pos)
    return _usable_id(int(number.group())) if number is not None else None


def _skip_value(text: str, pos: int) -> int:
    """The index just after the JSON value at ``pos``, or -1 when it is not well formed."""
    if text.startswith('"', pos):
        string = _STRING.match(text, pos)
        return string.end() if string is not None else -1
    if not text.startswith(("{", "["), pos):
        scalar = _SCALAR.match(text, pos)
        return scalar.end() if scalar is not None and scalar.end() > pos else -1
    depth = 0
    for token in _NESTED_TOKEN.finditer(text, pos):
        mark = token.group()
        if mark == '"':
            return -1  # a string that never ends
        if mark in "{[":
            depth += 1
        elif mark in "}]":
            depth -= 1
            if depth == 0:
                return token.end()
    return -1
