"""A Server-Sent Events reader that accepts the stream in pieces of any size.

It follows the WHATWG event-stream rules: lines end in ``\\r\\n``, ``\\n`` or ``\\r``; a blank
line dispatches the event; lines starting with ``:`` are comments (``: OPENROUTER PROCESSING``);
``field: value`` drops one space after the colon; several ``data`` lines join with ``\\n``; an
unknown field (such as `` data`` with a leading space) is ignored. Two leniencies, because real
servers need them: an event still pending when the stream ends is dispatched (a last
``data: [DONE]`` without its blank line), and :func:`split_data` lets the caller recover from
servers that put several JSON objects in one event by forgetting the blank lines.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

_EOL_RE = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class SSEEvent:
    """One dispatched event: its ``event`` name (``"message"`` by default) and ``data``."""

    data: str
    event: str = "message"
    id: str | None = None


class SSEParser:
    """Incremental parser: :meth:`feed` bytes or text as they arrive, :meth:`close` at the end."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._buffer = ""
        self._data: list[str] = []
        self._event = ""
        self._id: str | None = None
        self._pending_cr = False
        self._started = False

    def feed(self, chunk: bytes | str) -> list[SSEEvent]:
        """The events completed by ``chunk``."""
        text = self._decoder.decode(chunk) if isinstance(chunk, bytes) else chunk
        if not self._started and text:
            text = text.removeprefix("\ufeff")  # a byte-order mark may start the stream
            self._started = True
        if self._pending_cr and text:
            if text.startswith("\n"):
                text = text[1:]  # the \n of a \r\n split across two chunks
            self._pending_cr = False
        buffer = self._buffer + text
        events: list[SSEEvent] = []
        start = 0
        for match in _EOL_RE.finditer(buffer):
            if match.group() == "\r" and match.end() == len(buffer):
                self._pending_cr = True  # maybe the first half of a \r\n
            event = self._line(buffer[start:match.start()])
            start = match.end()
            if event is not None:
                events.append(event)
        self._buffer = buffer[start:]
        return events

    def close(self) -> list[SSEEvent]:
        """Flush: the events still pending when the stream ended."""
        events = self.feed(self._decoder.decode(b"", final=True))
        if self._buffer:
            event = self._line(self._buffer)
            self._buffer = ""
            if event is not None:
                events.append(event)
        event = self._dispatch()
        if event is not None:
            events.append(event)
        return events

    def _line(self, line: str) -> SSEEvent | None:
        if line == "":
            return self._dispatch()
        if line.startswith(":"):
            return None
        field, sep, value = line.partition(":")
        if sep and value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        elif field == "id" and "\0" not in value:
            self._id = value
        return None  # "retry" and unknown fields are ignored

    def _dispatch(self) -> SSEEvent | None:
        if not self._data:
            self._event = ""
            return None
        event = SSEEvent(data="\n".join(self._data), event=self._event or "message", id=self._id)
        self._data = []
        self._event = ""
        return event


def split_data(data: str) -> list[str]:
    """The JSON texts in one event's ``data`` whose whole is not valid JSON: one per line when
    the server ran several ``data:`` lines together without blank lines (each line a JSON
    object or ``[DONE]``), else the whole as one text."""
    stripped = data.strip()
    if "\n" not in stripped:
        return [stripped]
    lines = [line.strip() for line in stripped.split("\n") if line.strip()]
    if all(line.startswith("{") or line == "[DONE]" for line in lines):
        return lines
    return [stripped]
