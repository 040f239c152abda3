"""Assembling an assistant message from chat-completion chunks (streamed) or a completion.

What real servers send, and what is done about it (see ``shared/data/llm_streams/README.md``):

- only choice 0 is used (``n > 1`` streams interleave choices); chunks with ``choices: []``
  (usage, Azure's prompt-filter chunk) or with no ``choices`` carry no text;
- ``content``, ``reasoning_content`` (or ``reasoning``) and ``refusal`` deltas are appended; an
  empty string or ``null`` adds nothing (``refusal: ""`` on every chunk is not a refusal);
- tool-call deltas are merged by ``index``; a delta without ``index`` continues the last call
  unless it brings a new ``id``; a delta that brings a *different* non-empty ``id`` at an index
  already in use starts a new call (servers that number every call 0); ``id`` and ``name`` are
  taken from the first delta that has them and never overwritten by empty or repeated values
  (a resent header does not double the name); ``arguments`` fragments are concatenated, except
  that a complete JSON text resent after a complete one replaces it;
- ``finish_reason`` may be missing, sent twice, or wrong; the loop decides by whether tool calls
  were accumulated, not by it;
- an ``error`` object in a chunk (even one that also has ``choices``) or an ``event: error``
  ends the stream with :class:`~.model.ModelStreamError`; ``data: [DONE]`` marks the end but is
  optional.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .events import ReasoningDelta, TextDelta
from .model import ModelStreamError, ModelTurn, ToolCallRequest
from .sse import SSEEvent, split_data


@dataclass
class _PartialCall:
    id: str = ""
    name: str = ""
    arguments: str = ""


def _dict(value: Any) -> dict[str, Any]:
    """``value`` when it is a JSON object, else an empty one."""
    return value if isinstance(value, dict) else {}


def _str(value: Any) -> str:
    """``value`` when it is a string, else ""."""
    return value if isinstance(value, str) else ""


def _text(value: Any) -> str:
    """A delta field as text: a string, or the text parts of a list of content parts."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(p.get("text", "") for p in value if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _is_complete_json(text: str) -> bool:
    text = text.strip()
    if not text or text[0] not in "{[":
        return False
    try:
        json.loads(text)
    except (ValueError, RecursionError):  # too deep is not "complete": the tool call refuses it
        return False
    return True


def error_message(error: Any) -> str:
    """A readable message from an ``error`` value (object or string) a server sent."""
    if isinstance(error, dict):
        message = error.get("message") or error.get("error") or error.get("detail") or json.dumps(error)[:300]
        code = error.get("code") or error.get("status_code") or error.get("type")
        message = str(message).strip()
        return f"{message} (code {code})" if code not in (None, "") else message
    return str(error).strip()[:500] or "unknown error"


class ChunkAssembler:
    """Feed SSE events (:meth:`add_event`) or chunk objects (:meth:`add_chunk`); each call returns
    the text and reasoning deltas it added. :meth:`turn` gives the assembled :class:`ModelTurn`."""

    def __init__(self) -> None:
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._refusal: list[str] = []
        self._calls: list[_PartialCall] = []
        self._by_index: dict[Any, _PartialCall] = {}
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.model: str | None = None
        self.done = False
        self.chunks = 0
        self.ignored: list[str] = []  # data that was not JSON (kept for error messages)

    # -- input ---------------------------------------------------------------------------------
    def add_event(self, event: SSEEvent) -> list[TextDelta | ReasoningDelta]:
        """One SSE event: ``[DONE]``, a chunk, an ``error`` event, or data to ignore. JSON
        nested too deeply to parse ends the stream with a :class:`ModelStreamError`."""
        try:
            return self._add_event(event)
        except RecursionError:
            raise ModelStreamError("The model server sent JSON nested too deeply to read; the answer was cut "
                                   "off there.") from None

    def _add_event(self, event: SSEEvent) -> list[TextDelta | ReasoningDelta]:
        data = event.data.strip()
        if event.event == "error":
            try:
                obj = json.loads(data)
            except ValueError:
                obj = {"error": data}
            error = obj.get("error", obj) if isinstance(obj, dict) else obj
            raise ModelStreamError(f"The model server reported an error mid-stream: {error_message(error)}")
        if data == "[DONE]":
            self.done = True
            return []
        if not data:
            return []
        try:
            objects = [json.loads(data)]
        except ValueError:
            objects = []
            for part in split_data(data):
                if part == "[DONE]":
                    self.done = True
                    continue
                try:
                    objects.append(json.loads(part))
                except ValueError:
                    self.ignored.append(part[:200])
        deltas: list[TextDelta | ReasoningDelta] = []
        for obj in objects:
            deltas.extend(self.add_chunk(obj))
        return deltas

    def add_chunk(self, obj: Any) -> list[TextDelta | ReasoningDelta]:
        """One ``chat.completion.chunk`` object."""
        if not isinstance(obj, dict):
            self.ignored.append(str(obj)[:200])
            return []
        self.chunks += 1
        if obj.get("error"):
            raise ModelStreamError(f"The model server reported an error mid-stream: {error_message(obj['error'])}")
        if obj.get("model") and not self.model:
            self.model = str(obj["model"])
        if isinstance(obj.get("usage"), dict) and obj["usage"]:
            self.usage = obj["usage"]
        choice = self._choice0(obj.get("choices"))
        if choice is None:
            return []
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            delta = _dict(choice.get("message"))
        out: list[TextDelta | ReasoningDelta] = []
        reasoning = _text(delta.get("reasoning_content")) or _text(delta.get("reasoning"))
        if reasoning:
            self._reasoning.append(reasoning)
            out.append(ReasoningDelta(reasoning))
        content = _text(delta.get("content"))
        if content:
            self._content.append(content)
            out.append(TextDelta(content))
        refusal = _text(delta.get("refusal"))
        if refusal:
            self._refusal.append(refusal)
        calls = delta.get("tool_calls")
        if isinstance(calls, list):
            for call in calls:
                if isinstance(call, dict):
                    self._merge_call(call)
        if choice.get("finish_reason"):
            self.finish_reason = str(choice["finish_reason"])
        return out

    @staticmethod
    def _choice0(choices: Any) -> dict[str, Any] | None:
        if not isinstance(choices, list):
            return None
        for choice in choices:
            if isinstance(choice, dict) and choice.get("index", 0) in (0, None):
                return choice
        return None

    def _merge_call(self, call: dict[str, Any]) -> None:
        index = call.get("index")
        call_id = _str(call.get("id"))
        function = _dict(call.get("function"))
        name = _str(function.get("name"))
        arguments = function.get("arguments")
        if isinstance(arguments, (dict, list)):
            arguments = json.dumps(arguments)
        elif not isinstance(arguments, str):
            arguments = ""

        target: _PartialCall | None
        if index is not None:
            target = self._by_index.get(index)
            if target is not None and call_id and target.id and call_id != target.id:
                target = None  # a new call that reuses the index
        else:
            last = self._calls[-1] if self._calls else None
            new_id = call_id and last is not None and last.id and call_id != last.id
            target = None if (last is None or new_id) else last
        if target is None:
            target = _PartialCall()
            self._calls.append(target)
            if index is not None:
                self._by_index[index] = target
        if call_id and not target.id:
            target.id = call_id
        if name and not target.name:
            target.name = name
        if arguments:
            # (the fragment is checked first: it is small, the accumulated text may be large)
            if _is_complete_json(arguments) and _is_complete_json(target.arguments):
                target.arguments = arguments  # the whole call was sent again
            else:
                target.arguments += arguments

    # -- output --------------------------------------------------------------------------------
    @property
    def content(self) -> str:
        return "".join(self._content)

    def turn(self) -> ModelTurn:
        """The assistant message assembled so far."""
        return ModelTurn(
            content="".join(self._content),
            reasoning="".join(self._reasoning),
            refusal="".join(self._refusal),
            tool_calls=[ToolCallRequest(c.id, c.name, c.arguments) for c in self._calls],
            finish_reason=self.finish_reason,
            usage=self.usage,
            model=self.model,
        )


def turn_from_completion(obj: Any) -> ModelTurn:
    """The :class:`ModelTurn` of a non-streaming ``chat.completion`` body (choice 0)."""
    if not isinstance(obj, dict):
        raise ModelStreamError("The model server's answer was not a JSON object.")
    if obj.get("error"):
        raise ModelStreamError(f"The model server reported an error: {error_message(obj['error'])}")
    choices = obj.get("choices")
    if not isinstance(choices, list) or not choices:
        raise ModelStreamError("The model server's answer has no choices (no message to read).")
    choice = ChunkAssembler._choice0(choices) or {}
    message = _dict(choice.get("message"))
    calls = []
    for call in message.get("tool_calls") or []:
        if not isinstance(call, dict):
            continue
        function = _dict(call.get("function"))
        arguments = function.get("arguments")
        if isinstance(arguments, (dict, list)):
            arguments = json.dumps(arguments)
        calls.append(ToolCallRequest(
            id=_str(call.get("id")),
            name=_str(function.get("name")),
            arguments=arguments if isinstance(arguments, str) else "",
        ))
    return ModelTurn(
        content=_text(message.get("content")),
        reasoning=_text(message.get("reasoning_content")) or _text(message.get("reasoning")),
        refusal=_text(message.get("refusal")),
        tool_calls=calls,
        finish_reason=choice.get("finish_reason") or None,
        usage=obj.get("usage") if isinstance(obj.get("usage"), dict) else None,
        model=obj.get("model") if isinstance(obj.get("model"), str) else None,
    )
