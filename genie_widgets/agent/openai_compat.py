"""OpenAICompatible: a chat-completions client for any OpenAI-compatible endpoint, over requests.

It streams (Server-Sent Events with tool-call deltas; see :mod:`.chunks` for the quirks of real
servers it absorbs) or, with ``stream=False`` or when a server answers a streaming request with
plain JSON, reads a whole completion. It retries with exponential backoff on HTTP 429 and 5xx
and on connections that could not be made (honouring ``Retry-After``), never after part of an
answer was received. ``timeout`` bounds connecting, waiting for the answer to start, and every
pause between two pieces of the stream. A :class:`~.cancel.CancelToken` cuts the connection
from another thread at any point.

The API key is read from ``api_key`` or the environment variable ``api_key_env`` when a request
is made. It is sent only in the ``Authorization`` header: it is not part of ``repr``, ``label``
or any error message (server messages that echo it are redacted), and it is not pickled.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import requests
import urllib3.exceptions

from .._io import reason as network_reason
from ._http import cancellable_session
from .cancel import CancelToken
from .chunks import ChunkAssembler, turn_from_completion
from .events import ReasoningDelta, TextDelta
from .model import (
    ModelConnectionError,
    ModelError,
    ModelHTTPError,
    ModelOutput,
    ModelRequest,
    ModelStreamError,
    ModelTimeout,
    ModelTurn,
)
from .replies import body_pieces, read_limited, retry_after, server_message
from .sse import SSEParser

RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 520, 522, 524, 529})
MAX_BACKOFF = 30.0
_STREAM_WORD_RE = re.compile(r"\bstream(ing)?\b", re.IGNORECASE)
_MAX_BODY = 64 * 1024 * 1024

#: Environment variables :meth:`OpenAICompatible.from_env` reads.
ENV_BASE_URL = "GENIE_WIDGETS_BASE_URL"
ENV_MODEL = "GENIE_WIDGETS_MODEL"
ENV_KEY_NAME = "GENIE_WIDGETS_API_KEY_ENV"


@dataclass
class _Retry(Exception):
    """Raised inside one attempt when the request may be sent again."""

    error: ModelError
    delay: float | None = None
    disable_stream: bool = False


class _Secret:
    """A value that does not show itself: ``repr``/``str`` print ``<hidden>`` and pickling keeps
    nothing, so ``vars(client)`` or a serialized widget state cannot leak it."""

    __slots__ = ("_value",)

    def __init__(self, value: str | None) -> None:
        self._value = value

    def reveal(self) -> str | None:
        return self._value

    def __repr__(self) -> str:
        return "<hidden>"

    __str__ = __repr__

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Secret, (None,))


def _host(url: str) -> str:
    """The host[:port] of a URL, without any user:password part."""
    netloc = urlsplit(url).netloc
    return netloc.rsplit("@", 1)[-1] or url


def _safe_url(url: str) -> str:
    parts = urlsplit(url)
    return parts._replace(netloc=_host(url), query="", fragment="").geturl()


class OpenAICompatible:
    """A model behind an OpenAI-compatible ``/chat/completions`` endpoint.

    Parameters
    ----------
    base_url:
        The API root, e.g. ``https://api.openai.com/v1`` or ``http://127.0.0.1:8080/v1`` (a URL
        that already ends in ``/chat/completions`` is used as is).
    model:
        The model name the endpoint expects.
    api_key, api_key_env:
        The key, or the environment variable to read it from when a request is made. No key: no
        ``Authorization`` header (local servers).
    timeout:
        Seconds allowed for connecting, for the answer to start, and for each pause in a stream.
    max_retries:
        Extra attempts after a 429 / 5xx answer or a failed connection.
    stream:
        Ask for a streamed answer (default); ``False`` reads whole completions.
    extra_headers:
        More request headers (their values are treated as secrets too).
    extra_body:
        More request fields, e.g. ``{"temperature": 0, "max_tokens": 2000}``.
    backoff:
        First retry delay in seconds (doubled each time, at most 30 s) when the server gives no
        ``Retry-After``.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        timeout: float = 60,
        max_retries: int = 3,
        stream: bool = True,
        extra_headers: Mapping[str, str] | None = None,
        extra_body: Mapping[str, Any] | None = None,
        backoff: float = 1.0,
    ) -> None:
        if not base_url or not str(base_url).startswith(("http://", "https://")):
            raise ValueError("base_url must be an http(s) URL, e.g. https://api.openai.com/v1 "
                             f"(got {_safe_url(str(base_url))!r})")
        if not model:
            raise ValueError("model must name the model the endpoint serves, e.g. 'gpt-4o-mini'")
        base = str(base_url).rstrip("/")
        self.base_url = base
        self.endpoint = base if base.endswith("/chat/completions") else base + "/chat/completions"
        self.model = str(model)
        self.api_key_env = api_key_env
        self.timeout = float(timeout)
        self.max_retries = max(0, int(max_retries))
        self.stream_enabled = bool(stream)
        self.extra_body = dict(extra_body or {})
        self.backoff = max(0.0, float(backoff))
        self.__api_key = _Secret(api_key)
        self.__headers = {str(k): _Secret(str(v)) for k, v in (extra_headers or {}).items()}
        self.label = f"{self.model} @ {_host(base)}"

    # -- configuration -------------------------------------------------------------------------
    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **kwargs: Any) -> OpenAICompatible | None:
        """The endpoint configured by ``GENIE_WIDGETS_BASE_URL`` and ``GENIE_WIDGETS_MODEL`` (the
        key from the variable named by ``GENIE_WIDGETS_API_KEY_ENV``, default ``OPENAI_API_KEY``),
        or ``None`` when they are not set."""
        env = os.environ if environ is None else environ
        base, model = env.get(ENV_BASE_URL, "").strip(), env.get(ENV_MODEL, "").strip()
        if not base or not model:
            return None
        kwargs.setdefault("api_key_env", env.get(ENV_KEY_NAME, "").strip() or "OPENAI_API_KEY")
        return cls(base, model, **kwargs)

    @property
    def has_api_key(self) -> bool:
        return bool(self._api_key())

    def _api_key(self) -> str | None:
        return self.__api_key.reveal() or os.environ.get(self.api_key_env) or None

    def _secrets(self) -> list[str]:
        values = [self._api_key() or ""] + [v.reveal() or "" for v in self.__headers.values()]
        return sorted({v for v in values if len(v) >= 6}, key=len, reverse=True)

    def redact(self, text: str) -> str:
        """``text`` with the API key and extra header values replaced by ``[redacted]``."""
        for secret in self._secrets():
            text = text.replace(secret, "[redacted]")
        return text

    def __repr__(self) -> str:
        key = "set" if self.has_api_key else "not set"
        return (f"OpenAICompatible(base_url={_safe_url(self.base_url)!r}, model={self.model!r}, "
                f"api_key={key}, stream={self.stream_enabled})")

    def __getstate__(self) -> dict[str, Any]:
        # Secrets are never pickled: a copy reads the key from the environment again.
        return {**self.__dict__, "_OpenAICompatible__api_key": _Secret(None), "_OpenAICompatible__headers": {}}

    def _headers(self, stream: bool) -> dict[str, str]:
        headers = {"Content-Type": "application/json",
                   "Accept": "text/event-stream" if stream else "application/json"}
        key = self._api_key()
        if key:
            headers["Authorization"] = f"Bearer {key}"
        headers.update({name: value.reveal() or "" for name, value in self.__headers.items()})
        return headers

    # -- calling -------------------------------------------------------------------------------
    def complete(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None,
                 cancel: CancelToken | None = None) -> ModelTurn:
        """One call, returning the assembled :class:`ModelTurn` (raises :class:`ModelError`)."""
        turn = None
        for item in self.stream(ModelRequest(messages, tools or []), cancel or CancelToken()):
            if isinstance(item, ModelTurn):
                turn = item
        if turn is None:
            raise ModelError("The call was cancelled before the model answered.")
        return turn

    def stream(self, request: ModelRequest, cancel: CancelToken) -> Iterator[ModelOutput]:
        """Deltas as they arrive, then the :class:`ModelTurn` (see :class:`~.model.ChatModel`)."""
        stream = self.stream_enabled
        attempt = 0
        while not cancel.cancelled:
            body = {"model": self.model, "messages": request.messages, "stream": stream}
            if request.tools:
                body["tools"] = request.tools
            body.update(self.extra_body)
            try:
                yield from self._attempt(body, stream, cancel)
                return
            except _Retry as retry:
                if cancel.cancelled:
                    return
                if retry.disable_stream and stream:
                    stream = False  # the server does not stream: ask again at once, not counted as a retry
                    continue
                if attempt >= self.max_retries:
                    raise self._final(retry.error, attempt) from None
                delay = retry.delay if retry.delay is not None else min(MAX_BACKOFF, self.backoff * 2 ** attempt)
                attempt += 1
                if cancel.wait(delay):
                    return
            except ModelError as error:
                if cancel.cancelled:
                    return
                raise type(error)(self.redact(str(error)), status=error.status) from None

    def _final(self, error: ModelError, attempt: int) -> ModelError:
        tries = attempt + 1
        text = f"{error} " + (f"Tried {tries} times; try again later." if tries > 1 else "Try again later.")
        return type(error)(self.redact(text), status=error.status)

    def _attempt(self, body: dict[str, Any], stream: bool, cancel: CancelToken) -> Iterator[ModelOutput]:
        host = _host(self.endpoint)
        with cancellable_session(cancel) as session:
            try:
                response = session.post(self.endpoint, data=json.dumps(body), headers=self._headers(stream),
                                        stream=True, timeout=(self.timeout, self.timeout), allow_redirects=False)
            except requests.exceptions.ConnectTimeout:
                raise _Retry(ModelTimeout(f"Could not connect to the model server at {host} within "
                                          f"{self.timeout:g} s.")) from None
            except requests.exceptions.ReadTimeout:
                raise ModelTimeout(f"The model server at {host} did not start answering within "
                                   f"{self.timeout:g} s. Try again, or raise timeout=.") from None
            except requests.exceptions.RequestException as exc:
                raise _Retry(ModelConnectionError(f"Could not reach the model server at {host}: "
                                                  f"{network_reason(exc)}.")) from None
            # Cancelling shuts the socket down (see _http); the response is closed here, by the
            # thread that reads it, never concurrently with a read.
            try:
                if 300 <= response.status_code < 400:
                    where = _host(response.headers.get("Location", "") or "?")
                    raise ModelHTTPError(
                        f"The model server at {host} redirected the request (HTTP {response.status_code}, to "
                        f"{where}); genie_widgets talks only to the endpoint you configured. Set base_url to the "
                        "address the server wants.", status=response.status_code)
                if response.status_code >= 400:
                    raise self._http_error(response, stream, cancel)
                ctype = response.headers.get("Content-Type", "").lower()
                if "text/event-stream" in ctype or (stream and "json" not in ctype):
                    yield from self._read_stream(response, cancel, host)
                else:
                    yield from self._read_completion(response, cancel, host)
            finally:
                response.close()

    def _http_error(self, response: requests.Response, stream: bool, cancel: CancelToken) -> Exception:
        status = response.status_code
        host = _host(self.endpoint)
        try:
            raw = read_limited(response, 16384, cancel)
        except Exception:
            raw = b""
        detail = server_message(raw) or response.reason or ""
        said = f"HTTP {status}" + (f": {detail}" if detail else "")
        if status in (401, 403):
            return ModelHTTPError(
                f"The model server at {host} refused the request ({said}). Check the API key: pass "
                f"api_key= or set the environment variable {self.api_key_env}.", status=status)
        if status == 404:
            return ModelHTTPError(
                f"The model server at {host} has no such endpoint or model ({said}). Check base_url "
                f"(most servers expect it to end in /v1) and the model name {self.model!r}.", status=status)
        if status == 400 and stream and _STREAM_WORD_RE.search(detail):
            return _Retry(ModelHTTPError(f"The model server at {host} rejected the request ({said}).", status=status),
                          delay=0.0, disable_stream=True)
        if status in RETRY_STATUSES or status >= 500:
            what = "is rate-limiting requests" if status == 429 else "had an error"
            return _Retry(ModelHTTPError(f"The model server at {host} {what} ({said}).",
                                         status=status, retryable=True),
                          delay=retry_after(response.headers.get("Retry-After")))
        return ModelHTTPError(f"The model server at {host} rejected the request ({said}).", status=status)

    def _read_stream(self, response: requests.Response, cancel: CancelToken, host: str) -> Iterator[ModelOutput]:
        parser = SSEParser()
        assembler = ChunkAssembler()
        try:
            for data in body_pieces(response):
                for event in parser.feed(data):
                    yield from assembler.add_event(event)
                    if assembler.done:
                        break
                if assembler.done or cancel.cancelled:
                    break
            else:
                for event in parser.close():
                    yield from assembler.add_event(event)
        except (urllib3.exceptions.ReadTimeoutError, requests.exceptions.ReadTimeout, TimeoutError):
            if cancel.cancelled:
                return
            raise ModelTimeout(f"The model server at {host} stopped sending for {self.timeout:g} s in the middle "
                               "of its answer; the answer was cut off.") from None
        except ModelError:
            raise
        except Exception as exc:
            if cancel.cancelled:
                return
            raise ModelConnectionError(f"The connection to the model server at {host} broke in the middle of "
                                       f"the answer ({network_reason(exc)}); the answer was cut off.") from None
        if cancel.cancelled:
            return
        if assembler.chunks == 0:
            seen = f" It sent: {assembler.ignored[0]!r}." if assembler.ignored else ""
            raise ModelStreamError(f"The model server at {host} closed the stream without sending an answer.{seen}")
        turn = assembler.turn()
        # Neither a finish_reason nor [DONE]: the connection dropped; the answer is incomplete.
        turn.cut_off = not assembler.done and assembler.finish_reason is None
        yield turn

    def _read_completion(self, response: requests.Response, cancel: CancelToken, host: str) -> Iterator[ModelOutput]:
        try:
            raw = read_limited(response, _MAX_BODY, cancel)
        except (urllib3.exceptions.ReadTimeoutError, requests.exceptions.ReadTimeout, TimeoutError):
            if cancel.cancelled:
                return
            raise ModelTimeout(f"The model server at {host} stopped sending its answer for "
                               f"{self.timeout:g} s.") from None
        except Exception as exc:
            if cancel.cancelled:
                return
            raise ModelConnectionError(f"The connection to the model server at {host} broke while reading the "
                                       f"answer ({network_reason(exc)}).") from None
        if cancel.cancelled:
            return
        try:
            obj = json.loads(raw)
        except ValueError:
            raise ModelStreamError(f"The model server at {host} answered with something that is not JSON: "
                                   f"{raw[:200].decode('utf-8', 'replace')!r}") from None
        turn = turn_from_completion(obj)
        if turn.reasoning:
            yield ReasoningDelta(turn.reasoning)
        if turn.content:
            yield TextDelta(turn.content)
        yield turn
