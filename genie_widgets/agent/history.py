"""A chat's history on disk (``messages.jsonl``) and the view of it a model is sent.

Each line of ``messages.jsonl`` is one OpenAI-format message (``role``, ``content``,
``tool_calls``, ``tool_call_id``) plus our metadata under the key ``"gw"``: the time, and for
tool results the tool's name, parsed arguments, success, error and citation token; for answers
``stopped`` / ``incomplete`` / ``reasoning``. A line whose metadata has ``kind`` ``"error"`` or
``"stopped"`` is a note for the reader (why a turn ended), never sent to a model.

Lines are only ever appended, one message per line, a step's messages in one write, flushed to
disk, under an exclusive lock. A writer killed mid-write can leave only a partial *last* line:
it is ignored when reading and cut off before the next append, so earlier lines stay intact.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .._io import exclusive_lock, utc_now

META = "gw"
NOTE_KINDS = ("error", "stopped")
MISSING_RESULT = "No result was recorded for this call: the session ended while it ran."


def now() -> str:
    """Now, as stored in the history (:func:`genie_widgets._io.utc_now`)."""
    return utc_now()


def meta(message: dict[str, Any]) -> dict[str, Any]:
    """The ``gw`` metadata of a stored message ({} when it has none)."""
    value = message.get(META)
    return value if isinstance(value, dict) else {}


def is_note(message: dict[str, Any]) -> bool:
    return meta(message).get("kind") in NOTE_KINDS


class HistoryError(RuntimeError):
    """messages.jsonl cannot be read; it was left untouched."""


class MessageLog:
    """Append-only JSON-lines storage of a session's messages."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._lock_path = self.path.with_name(self.path.name + ".lock")
        self.skipped: list[int] = []  # 1-based numbers of lines that could not be read

    def load(self) -> list[dict[str, Any]]:
        """The stored messages, in order. A partial last line (a write cut off by a crash) is
        ignored; an unreadable line elsewhere is skipped and its number kept in ``skipped``."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise HistoryError(f"cannot read {self.path}: {exc}") from None
        lines = raw.split(b"\n")
        complete = raw.endswith(b"\n")
        messages: list[dict[str, Any]] = []
        self.skipped = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            last = number == len(lines)
            try:
                obj = json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                if not (last and not complete):
                    self.skipped.append(number)
                continue
            if isinstance(obj, dict) and isinstance(obj.get("role"), str):
                messages.append(obj)
            else:
                self.skipped.append(number)
        return messages

    def append(self, messages: Iterable[dict[str, Any]]) -> None:
        """Append ``messages`` (one JSON line each) in a single write, flushed to disk."""
        payload = "".join(json.dumps(m, ensure_ascii=False, default=str) + "\n" for m in messages).encode("utf-8")
        if not payload:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with exclusive_lock(self._lock_path), open(self.path, "ab+") as handle:
            _cut_partial_tail(handle)
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())


def _cut_partial_tail(handle: Any) -> None:
    """End the file on a line boundary: a last line without its newline is completed when it is
    a whole JSON message, and cut off when it is the part a killed writer left."""
    size = handle.seek(0, os.SEEK_END)
    if size == 0:
        return
    handle.seek(size - 1)
    if handle.read(1) == b"\n":
        return
    start = size
    while start > 0:
        begin = max(0, start - 65536)
        handle.seek(begin)
        cut = handle.read(start - begin).rfind(b"\n")
        if cut >= 0:
            start = begin + cut + 1
            break
        start = begin
    handle.seek(start)
    tail = handle.read()
    try:
        json.loads(tail.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        handle.truncate(start)
    else:
        handle.write(b"\n")
    handle.seek(0, os.SEEK_END)


def _valid_json(text: Any) -> bool:
    if not isinstance(text, str):
        return False
    try:
        json.loads(text)
    except (ValueError, RecursionError):  # nested too deeply to read is not valid either
        return False
    return True


def api_messages(messages: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a model is sent: notes dropped, metadata stripped, every assistant tool call
    followed by a result (a placeholder where none was recorded), results without a call
    dropped, and arguments that are not JSON wrapped as ``{"invalidJson": "<text>"}`` (some
    servers fail on invalid JSON in the history)."""
    out: list[dict[str, Any]] = []
    # ids (as the messages hold them) of the current assistant message's calls still without a result
    pending: list[Any] = []

    def close_pending() -> None:
        for call_id in pending:
            out.append({"role": "tool", "tool_call_id": call_id,
                        "content": json.dumps({"success": False, "error": MISSING_RESULT})})
        pending.clear()

    for message in messages:
        if is_note(message):
            continue
        role = message.get("role")
        clean = {k: v for k, v in message.items() if k != META}
        if role == "tool":
            call_id = clean.get("tool_call_id")
            if call_id not in pending:
                continue
            pending.remove(call_id)
            if not isinstance(clean.get("content"), str):
                clean["content"] = json.dumps(clean.get("content"), default=str)
            out.append(clean)
            continue
        close_pending()
        if role == "assistant" and clean.get("tool_calls"):
            calls = []
            for call in clean["tool_calls"]:
                function = dict(call.get("function") or {})
                if not _valid_json(function.get("arguments")):
                    function["arguments"] = json.dumps({"invalidJson": function.get("arguments") or ""})
                calls.append({**call, "function": function})
            clean["tool_calls"] = calls
            clean["content"] = clean.get("content") or None
            pending.extend(c.get("id") for c in calls)
        out.append(clean)
    close_pending()
    return out
