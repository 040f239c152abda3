"""One chat turn: messages → model → tool calls → tool results → … → answer, as a stream of events.

:func:`run_turn` drives any :class:`~.model.ChatModel` (a remote endpoint or the offline agent)
with the same rules:

- each step sends the system instructions of the mode, the history (see
  :func:`~.history.api_messages`) and the definitions of the mode's *available* tools;
- a step that brings tool calls runs them in order through :func:`genie_widgets.tools.call`
  (which stores the citations they issue), streaming started / finished / failed events; the
  assistant message and all its results are committed together, so the history never holds a
  call without its result;
- arguments that are not a JSON object, an unknown tool, a tool that refuses or raises: each is
  a failed call whose error goes back to the model as the result, so it can correct itself;
  a model that sends unparseable arguments :data:`MAX_BAD_ARGUMENT_STEPS` steps in a row, or
  that is still calling tools after ``max_steps`` steps, ends the turn with a clear error;
- a step without tool calls is the answer (whatever ``finish_reason`` said);
- a model fault (HTTP error, timeout, broken stream, error chunk) ends the turn with a
  :class:`~.events.TurnError`; text received before it is kept and marked incomplete;
- cancellation (the :class:`~.cancel.CancelToken`, or the consumer closing the generator) cuts
  the model's connection; the partial answer is kept and ends with ``AnswerDone(stopped=True)``.
  A tool that is already running finishes first (tools are not interruptible); calls not yet
  started are recorded as cancelled.

Everything that happened is handed to ``commit`` (which persists it) before the event that
reports it, so a crash at any point leaves a consistent history.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._io import echo
from ..genome.engine import cancel_on
from ..tools import registry
from .cancel import CancelToken
from .events import (
    AnswerDone,
    Event,
    ReasoningDelta,
    TextDelta,
    ToolCallFailed,
    ToolCallFinished,
    ToolCallStarted,
    TurnError,
)
from .history import META, api_messages, now
from .instructions import system_prompt
from .model import ChatModel, ModelError, ModelRequest, ModelTurn, ToolCallRequest
from .scrub import scrub_message

if TYPE_CHECKING:  # pragma: no cover
    from ..project import Project, Session

DEFAULT_MAX_STEPS = 12
MAX_BAD_ARGUMENT_STEPS = 3
CANCELLED_RESULT = "Not run: the user stopped the turn before this call started."


class CommitError(RuntimeError):
    """The history could not be saved; the turn stops."""


@dataclass
class TurnContext:
    """What a turn runs against. ``history`` is the stored messages so far (the new user
    message included); ``commit(messages)`` must persist them and append them to ``history``
    (raising :class:`CommitError` when it cannot)."""

    model: ChatModel
    project: Project
    session: Session
    mode: str
    history: list[dict[str, Any]]
    commit: Callable[[list[dict[str, Any]]], None]
    cancel: CancelToken = field(default_factory=CancelToken)
    max_steps: int = DEFAULT_MAX_STEPS


def mode_tools(mode: str) -> tuple[list[str], list[str]]:
    """(available, declared but not yet available) tool names of ``mode``, in declaration order."""
    names = registry.tool_names(mode)
    available = [n for n in names if registry.TOOLS[n].available]
    return available, [n for n in names if n not in available]


def build_request(ctx: TurnContext) -> ModelRequest:
    """The request of the next step: instructions, history and the mode's available tools."""
    available, unavailable = mode_tools(ctx.mode)
    system = {"role": "system", "content": system_prompt(ctx.mode, ctx.project, available, unavailable)}
    return ModelRequest(
        messages=[system, *api_messages(ctx.history)],
        tools=[registry.TOOLS[n].schema() for n in available],
        mode=ctx.mode, project=ctx.project, session=ctx.session,
    )


@dataclass
class _Step:
    """The text and reasoning received in the current step (kept for a cut-off answer)."""

    text: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)

    @property
    def partial(self) -> str:
        return "".join(self.text)


def run_turn(ctx: TurnContext) -> Iterator[Event]:
    """Run one turn; yields events and ends with exactly one AnswerDone or TurnError."""
    step = _Step()
    finished = False
    try:
        bad_argument_steps = 0
        for number in range(1, ctx.max_steps + 1):
            step = _Step()
            if ctx.cancel.cancelled:
                finished = True
                yield from _stopped(ctx, step)
                return
            turn: ModelTurn | None = None
            try:
                outputs = ctx.model.stream(build_request(ctx), ctx.cancel)
                try:
                    for item in outputs:
                        if isinstance(item, ModelTurn):
                            turn = item
                        elif isinstance(item, TextDelta):
                            step.text.append(item.text)
                            yield item
                        elif isinstance(item, ReasoningDelta):
                            step.reasoning.append(item.text)
                            yield item
                finally:
                    close = getattr(outputs, "close", None)
                    if close is not None:
                        close()  # ends the model's HTTP response when the turn is abandoned
            except ModelError as exc:
                finished = True
                yield from _fault(ctx, str(exc), step)
                return
            except CommitError:
                raise
            except Exception as exc:
                finished = True
                yield from _fault(ctx, f"The agent failed unexpectedly: {type(exc).__name__}: {exc}", step)
                return
            if ctx.cancel.cancelled:
                finished = True
                yield from _stopped(ctx, step)
                return
            if turn is None:
                finished = True
                yield from _fault(ctx, "The model ended its reply without an answer.", step)
                return
            if turn.wants_tools:
                step = _Step()  # the step's text is stored with its tool calls
                all_bad = yield from _run_tools(ctx, turn, number)
                bad_argument_steps = bad_argument_steps + 1 if all_bad else 0
                if ctx.cancel.cancelled:
                    finished = True
                    yield from _stopped(ctx, step)
                    return
                if bad_argument_steps >= MAX_BAD_ARGUMENT_STEPS:
                    finished = True
                    yield from _fault(ctx, (
                        f"The model sent tool-call arguments that are not valid JSON {bad_argument_steps} times in a "
                        "row, so the turn was stopped. Try again, rephrase the request, or use a model that "
                        "supports tool calling."), _Step())
                    return
                continue
            finished = True
            yield from _answer(ctx, turn)
            return
        finished = True
        yield from _fault(ctx, (
            f"The model was still calling tools after {ctx.max_steps} steps without answering, so the turn "
            "was stopped. The tool results so far are kept; ask a narrower question, or ask for a summary "
            "of what was found."), _Step())
    except CommitError as exc:
        finished = True
        yield TurnError(str(exc))
    except GeneratorExit:
        # The consumer stopped listening: treat it as a cancel, keep what was received.
        ctx.cancel.cancel()
        if not finished:
            with contextlib.suppress(Exception):
                _commit_stopped(ctx, step)
        raise


# -- steps -------------------------------------------------------------------------------------

def _answer(ctx: TurnContext, turn: ModelTurn) -> Iterator[Event]:
    text = turn.answer_text
    if not text.strip():
        why = " (it spent its whole output limit on reasoning)" if turn.truncated and turn.reasoning else ""
        yield from _fault(ctx, f"The model finished without writing an answer{why}. Try again or rephrase.", _Step())
        return
    info = _turn_info(ctx, turn)
    if turn.truncated:
        info["incomplete"] = True
        info["finishReason"] = turn.finish_reason
        if turn.cut_off:
            info["cutOff"] = True  # the stream ended without finish_reason or [DONE]
    if turn.refusal and not turn.content:
        info["refusal"] = True
    ctx.commit([{"role": "assistant", "content": text, META: info}])
    yield AnswerDone(text, incomplete=turn.truncated)


def _turn_info(ctx: TurnContext, turn: ModelTurn) -> dict[str, Any]:
    """Metadata kept with an assistant message: when, who answered, reasoning, token usage."""
    info: dict[str, Any] = {"ts": now(), "agent": str(getattr(ctx.model, "label", ""))}
    if turn.model:
        info["model"] = turn.model
    if turn.reasoning:
        info["reasoning"] = turn.reasoning
    if turn.usage:
        info["usage"] = turn.usage
    return info


#: Characters of a call id and a tool name kept from the model (tool names are at most 64 for the
#: OpenAI API; ours are shorter): a longer one is stored and echoed by its echo, never whole.
MAX_CALL_TEXT = 64


def _unique_ids(calls: list[ToolCallRequest], step: int) -> list[ToolCallRequest]:
    """Calls with non-empty ids, unique within the message (some servers send none, or repeat one,
    or a 1 MB one), and tool names of bounded length."""
    seen: set[str] = set()
    out = []
    for i, call in enumerate(calls):
        call_id = call.id if call.id and len(call.id) <= MAX_CALL_TEXT else f"call_{step}_{i}"
        while call_id in seen:
            call_id = f"{call_id}_{i}"
        seen.add(call_id)
        name = call.name if not call.name or len(call.name) <= MAX_CALL_TEXT else echo(call.name, MAX_CALL_TEXT)
        out.append(ToolCallRequest(call_id, name, call.arguments))
    return out


def _run_tools(ctx: TurnContext, turn: ModelTurn, step: int) -> Generator[Event, None, bool]:
    """Run the step's tool calls; commit the assistant message with all results. Returns True
    when every call had arguments that are not a JSON object."""
    calls = _unique_ids(turn.tool_calls, step)
    info = _turn_info(ctx, turn)
    assistant = {"role": "assistant", "content": turn.content or None,
                 "tool_calls": [c.to_message() for c in calls], META: info}
    results: list[dict[str, Any]] = []
    bad = 0
    try:
        for call in calls:
            if ctx.cancel.cancelled:
                results.append(_cancelled_message(call))
                continue
            message, bad_arguments = yield from _run_call(ctx, call)
            bad += bad_arguments
            results.append(message)
    except GeneratorExit:
        # The consumer stopped listening: record every call, run or not, then let go.
        results.extend(_cancelled_message(call) for call in calls[len(results):])
        with contextlib.suppress(Exception):
            ctx.commit([assistant, *results])
        raise
    ctx.commit([assistant, *results])
    return bad == len(calls)


def _cancelled_message(call: ToolCallRequest) -> dict[str, Any]:
    return _tool_message(call, call.arguments, {"success": False, "error": CANCELLED_RESULT}, cancelled=True)


def _parse_arguments(raw: str) -> tuple[dict[str, Any] | None, str | None]:
    """(arguments, None) or (None, why they cannot be used)."""
    if not raw or not raw.strip():
        return {}, None
    try:
        value = registry.parse_json_arguments(raw)
    except registry.ToolError as exc:
        return None, str(exc)
    except ValueError as exc:
        where = f" ({getattr(exc, 'msg', '')} at character {getattr(exc, 'pos', '?')})" if hasattr(exc, "msg") else ""
        return None, f"not valid JSON{where}"
    if not isinstance(value, dict):
        return None, f"a JSON {type(value).__name__}, not an object"
    return value, None


def _run_call(ctx: TurnContext, call: ToolCallRequest) -> Generator[Event, None, tuple[dict[str, Any], int]]:
    """Run one call, yielding its events; returns (tool message, 1 if its arguments were bad)."""
    name = echo(call.name, 100) if call.name else "(no name)"  # the model's text: quoted bounded
    arguments, problem = _parse_arguments(call.arguments)
    if arguments is None:
        why = (f"The arguments of this {name} call are {problem}. Send the call again with one complete JSON "
               "object that follows the tool's parameter schema.")
        result = {"success": False, "error": why}
        message = _tool_message(call, call.arguments, result)
        yield ToolCallStarted(call.id, call.name, call.arguments)
        yield ToolCallFailed(call.id, call.name, why, result)
        return message, 1
    redact = getattr(ctx.model, "redact", None)
    if callable(redact):  # a secret the model echoed into arguments must not reach a file a tool writes
        arguments = scrub_message(arguments, redact)
    yield ToolCallStarted(call.id, call.name, arguments)
    try:
        with cancel_on(ctx.cancel.on_cancel):  # Stop also cancels a running many-track job
            outcome = registry.call(call.name, arguments, ctx.project, ctx.session, ctx.mode, cancel=ctx.cancel)
        result = outcome.to_json()
        success, error, token = bool(outcome.success), outcome.error, outcome.citation_token
    except Exception as exc:
        error = f"{name} failed unexpectedly: {type(exc).__name__}: {exc}"
        result, success, token = {"success": False, "error": error}, False, None
    # a call that failed once the user pressed Stop was ended by the Stop: kept as cancelled, not failed
    message = _tool_message(call, arguments, result, cancelled=not success and ctx.cancel.cancelled)
    if success:
        yield ToolCallFinished(call.id, call.name, result, token)
    else:
        yield ToolCallFailed(call.id, call.name, error or f"{name} did not succeed.", result)
    return message, 0


def _tool_message(call: ToolCallRequest, arguments: Any, result: dict[str, Any], *,
                  cancelled: bool = False) -> dict[str, Any]:
    info: dict[str, Any] = {
        "ts": now(), "name": call.name, "arguments": arguments, "success": bool(result.get("success", True)),
        "error": result.get("error"), "citationToken": result.get("citationToken"),
    }
    if cancelled:
        info["cancelled"] = True
    return {"role": "tool", "tool_call_id": call.id, "content": json.dumps(result, ensure_ascii=False, default=str),
            META: info}


# -- endings -----------------------------------------------------------------------------------

def _fault(ctx: TurnContext, message: str, step: _Step) -> Iterator[Event]:
    """Keep any partial answer (marked incomplete), note the error, report it."""
    records: list[dict[str, Any]] = []
    if step.partial.strip():
        info: dict[str, Any] = {"ts": now(), "incomplete": True, "error": message}
        if step.reasoning:
            info["reasoning"] = "".join(step.reasoning)
        records.append({"role": "assistant", "content": step.partial, META: info})
    records.append({"role": "assistant", "content": message, META: {"ts": now(), "kind": "error"}})
    ctx.commit(records)
    yield TurnError(message)


def _commit_stopped(ctx: TurnContext, step: _Step) -> None:
    if step.partial.strip():
        info: dict[str, Any] = {"ts": now(), "stopped": True}
        if step.reasoning:
            info["reasoning"] = "".join(step.reasoning)
        ctx.commit([{"role": "assistant", "content": step.partial, META: info}])
    else:
        ctx.commit([{"role": "assistant", "content": "", META: {"ts": now(), "kind": "stopped"}}])


def _stopped(ctx: TurnContext, step: _Step) -> Iterator[Event]:
    """The user cancelled: keep the partial answer, marked stopped."""
    _commit_stopped(ctx, step)
    yield AnswerDone(step.partial, stopped=True)
