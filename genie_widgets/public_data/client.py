"""The HTTP client for the ENCODE portal's JSON API: one GET, with a timeout, retries and clear errors.

The portal answers ``GET <base>/<path>?...&format=json`` with JSON. A search that matches nothing
is answered with HTTP 404 *and* a normal Search body (``"total": 0``); that is a result, not an
error. Errors come back as JSON too (``"@type": [..., "Error"]`` with a ``description``).

:class:`PortalClient` sends one request at a time with ``Accept: application/json`` and a
User-Agent naming genie_widgets, waits at most :data:`TIMEOUT` seconds per request, and retries
HTTP 429 and 5xx answers with exponential backoff (honouring ``Retry-After``). Every failure is a
:class:`PortalError` whose ``kind`` says what went wrong and whose message says it in words.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode, urlsplit

from .._io import reason as _reason
from .._io import utc_now

#: The public ENCODE portal.
DEFAULT_BASE_URL = "https://www.encodeproject.org"
#: Environment variable naming another portal (a mirror, or the local test portal).
BASE_URL_ENV = "GENIE_WIDGETS_ENCODE_URL"
#: Environment variable that, set to 1/true/yes, makes searches replay from the cache only.
OFFLINE_ENV = "GENIE_WIDGETS_ENCODE_OFFLINE"
#: Seconds to wait for one portal request.
TIMEOUT = 12.0
#: Largest portal answer read (bytes); a longer one is refused, not read into memory.
MAX_RESPONSE_BYTES = 64 << 20
#: Extra tries after an HTTP 429 or 5xx answer.
RETRIES = 2
#: First backoff delay in seconds (doubled after each retry).
BACKOFF = 0.5
#: Longest ``Retry-After`` wait honoured, in seconds.
MAX_RETRY_AFTER = 10.0

#: What a :class:`PortalError` can be.
ERROR_KINDS = ("timeout", "unreachable", "unavailable", "http", "not_json", "unexpected", "not_cached", "bad_cache")


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("genie_widgets")
    except Exception:  # not installed (a source checkout)
        return "dev"


USER_AGENT = f"genie_widgets/{_version()} (public_data_search; ENCODE portal JSON client)"


def resolve_base_url(base_url: str | None = None) -> str:
    """The portal to use: ``base_url`` if given, else ``$GENIE_WIDGETS_ENCODE_URL``, else the
    public portal. Trailing slashes are dropped; anything but an http(s) URL is refused."""
    url = (base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL).strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"the ENCODE portal URL must be an http(s) URL, not {url!r}")
    return url


def offline_from_env() -> bool:
    """True when ``$GENIE_WIDGETS_ENCODE_OFFLINE`` asks for cache-only searches."""
    return os.environ.get(OFFLINE_ENV, "").strip().lower() in ("1", "true", "yes", "on")


class PortalError(Exception):
    """A portal request that did not give usable JSON.

    ``kind`` is one of :data:`ERROR_KINDS`: ``timeout`` and ``unreachable`` (no answer),
    ``unavailable`` (429/5xx after the retries), ``http`` (another error status), ``not_json``,
    ``unexpected`` (JSON of the wrong shape), ``not_cached`` (offline, nothing recorded) and
    ``bad_cache`` (a cache file that is not a sound record: see :mod:`.cache`).
    """

    def __init__(self, message: str, *, url: str, kind: str, status: int | None = None) -> None:
        super().__init__(message)
        self.url = url
        self.kind = kind
        self.status = status

    @property
    def portal_down(self) -> bool:
        """True when the portal gave no usable answer at all (later requests need not try it)."""
        return self.kind in ("timeout", "unreachable", "unavailable")


@dataclass
class PortalResponse:
    """One JSON answer: the request URL, HTTP status, parsed body and when it was retrieved.

    ``from_cache`` marks an answer replayed from a project's cache; ``fallback_reason`` says why
    the portal itself was not used (offline, or the error it gave).
    """

    url: str
    status: int
    body: dict[str, Any]
    retrieved_at: str
    from_cache: bool = False
    fallback_reason: str | None = None


Params = Iterable[tuple[str, str]]


class PortalClient:
    """GET JSON from an ENCODE portal (the public one by default).

    ``base_url`` falls back to ``$GENIE_WIDGETS_ENCODE_URL``; ``timeout`` is per request;
    ``retries`` and ``backoff`` govern retries of 429/5xx answers.
    """

    def __init__(
        self,
        base_url: str | None = None,
        *,
        timeout: float = TIMEOUT,
        retries: int = RETRIES,
        backoff: float = BACKOFF,
        user_agent: str = USER_AGENT,
    ) -> None:
        from .. import _http

        self.base_url = resolve_base_url(base_url)
        self.timeout = float(timeout)
        self.retries = max(0, int(retries))
        self.backoff = max(0.0, float(backoff))
        # The portal is the user's choice (trusted); a redirect elsewhere is checked by the policy.
        # Every request goes through genie_widgets._http: its address checks, redirects and caps.
        self._client = _http.Client(_http.current_policy().trusting(self.base_url), user_agent=user_agent)
        self.session = self._client.session
        self.headers = {"Accept": "application/json", "User-Agent": user_agent}

    def __repr__(self) -> str:
        return f"PortalClient({self.base_url!r}, timeout={self.timeout:g})"

    def close(self) -> None:
        """Close the HTTP connections (the client can still be used; it reconnects)."""
        self.session.close()

    def __enter__(self) -> PortalClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def url(self, path: str, params: Params = ()) -> str:
        """The absolute URL of ``path`` with ``params`` in order (spaces as ``+``)."""
        query = urlencode(list(params))
        return f"{self.base_url}/{path.lstrip('/')}" + (f"?{query}" if query else "")

    def get_json(self, path: str, params: Params = ()) -> PortalResponse:
        """GET ``path`` as JSON; a 404 carrying a Search body counts as an (empty) answer."""
        url = self.url(path, params)
        for attempt in range(self.retries + 1):
            response = self._send(url)
            status = response.status_code
            if (status == 429 or status >= 500) and attempt < self.retries:
                time.sleep(self._delay(response, attempt))
                continue
            return self._read(url, response)
        raise AssertionError("unreachable")  # pragma: no cover - the loop always returns or raises

    # -- internals ---------------------------------------------------------------------------
    def _send(self, url: str):
        import requests

        from .. import _http

        deadline = time.monotonic() + self.timeout
        try:
            response = self._client.request(url, headers=self.headers, timeout=self.timeout, deadline=deadline)
            body = _http.read_body(response, max_bytes=MAX_RESPONSE_BYTES, deadline=deadline)
            response.close()
            if not body.complete:
                why = "too large" if body.note and body.note.startswith("cut off") else (body.note or "cut short")
                raise PortalError(f"the ENCODE portal's answer to {url} was {why}", url=url,
                                  kind="timeout" if "deadline" in why else "unexpected",
                                  status=response.status_code)
            response._content = body.data
            return response
        except _http.AddressRefused as exc:
            raise PortalError(str(exc), url=url, kind="http") from None
        except _http.DeadlineExceeded:
            raise PortalError(f"the ENCODE portal did not answer within {self.timeout:g} s ({url})",
                              url=url, kind="timeout") from None
        except _http.HttpError as exc:
            raise PortalError(f"cannot reach the ENCODE portal at {self.base_url} ({_reason(exc)})",
                              url=url, kind="unreachable") from None
        except requests.Timeout:
            raise PortalError(f"the ENCODE portal did not answer within {self.timeout:g} s ({url})",
                              url=url, kind="timeout") from None
        except requests.RequestException as exc:
            raise PortalError(f"cannot reach the ENCODE portal at {self.base_url} ({_reason(exc)})",
                              url=url, kind="unreachable") from None

    def _delay(self, response, attempt: int) -> float:
        header = response.headers.get("Retry-After", "").strip()
        if header.isdigit():
            return min(float(header), MAX_RETRY_AFTER)
        return self.backoff * (2 ** attempt)

    def _read(self, url: str, response) -> PortalResponse:
        status = response.status_code
        try:
            body = _parse_json(response)
        except RecursionError:
            raise PortalError(f"the ENCODE portal answered {url} with JSON nested too deeply to read",
                              url=url, kind="unexpected", status=status) from None
        if status == 200 or (status == 404 and _is_search(body)):
            if body is None:
                kind = (response.headers.get("Content-Type") or "no content type").split(";")[0]
                raise PortalError(
                    f"the ENCODE portal answered {url} with {kind}, not JSON "
                    f"(starts {_snippet(response)!r})", url=url, kind="not_json", status=status)
            if not isinstance(body, dict):
                raise PortalError(f"the ENCODE portal answered {url} with a JSON {type(body).__name__}, "
                                  "not an object", url=url, kind="unexpected", status=status)
            return PortalResponse(url=url, status=status, body=body, retrieved_at=utc_now())
        reason = _error_text(body) or response.reason or ""
        what = f"HTTP {status}" + (f" ({reason})" if reason else "")
        if status == 429 or status >= 500:
            tries = self.retries + 1
            raise PortalError(f"the ENCODE portal is unavailable: {what} after {tries} "
                              f"{'try' if tries == 1 else 'tries'} ({url})", url=url, kind="unavailable",
                              status=status)
        raise PortalError(f"the ENCODE portal answered {what} for {url}", url=url, kind="http", status=status)


def _parse_json(response) -> Any:
    try:
        return json.loads(response.content.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return None


def _is_search(body: Any) -> bool:
    return isinstance(body, dict) and "Search" in (body.get("@type") or [])


def _error_text(body: Any) -> str | None:
    """The portal's own words from a JSON error body (description, else detail, else title)."""
    if not isinstance(body, dict):
        return None
    for key in ("description", "detail", "title", "notification"):
        value = body.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()[:200]
    return None


def _snippet(response) -> str:
    text = response.content[:60].decode("utf-8", "replace")
    return " ".join(text.split())
