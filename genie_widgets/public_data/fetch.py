"""Getting a portal answer for a search: live (and then cached), or replayed from the cache.

A live answer is checked before it is cached, so a bad answer never replaces a good recorded one.
When the portal fails, the same request is replayed from the cache; once the portal has given no
answer at all (down, timing out) the rest of the search is replayed without trying it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._io import echo
from .answers import AnswerError, check_answer
from .cache import ResponseCache
from .client import PortalClient, PortalError, PortalResponse
from .files import PortalFile


class Fetcher:
    """Portal answers for one search: live and recorded, or replayed from the cache.

    After the portal has failed to answer once (down, timing out), the rest of the search is
    replayed from the cache rather than waiting on it again.
    """

    def __init__(self, client: PortalClient, cache: ResponseCache, offline: bool) -> None:
        self.client = client
        self.cache = cache
        self.offline = offline
        self.down: PortalError | None = None
        self.fallback: PortalError | None = None

    def get(self, path: str, params: list[tuple[str, str]], check: Callable[[PortalResponse], None],
            label: str | None = None) -> PortalResponse:
        """The answer to ``path?params``: live (checked by ``check``, then cached) or from the cache.
        ``label`` names the request in an error (``the strict search``) instead of its long URL."""
        url = self.client.url(path, params)
        if self.offline or self.down is not None:
            return self._replay(url, self.down, label)
        try:
            response = self.client.get_json(path, params)
            try:
                check_answer(response.body, f"the ENCODE portal's answer to {label or 'a request'}")
            except AnswerError as exc:
                raise PortalError(str(exc), url=url, kind="unexpected", status=response.status) from None
            check(response)
        except PortalError as exc:
            if exc.portal_down:
                self.down = exc
            return self._replay(url, exc, label)
        self.cache.put(response)
        return response

    def _replay(self, url: str, cause: PortalError | None, label: str | None = None) -> PortalResponse:
        cached = self.cache.get(url)
        if cached is None:
            what = label or "a request"
            if cause is not None and not self.offline:
                reason = short_reason(cause)
                raise PortalError(f"{reason}; there is no cached answer to replay instead, because {what} was "
                                  "never run here while the portal was reachable", url=url, kind=cause.kind,
                                  status=cause.status)
            raise PortalError(
                f"this search was never run here while the ENCODE portal was reachable, so there is no cached "
                f"answer to replay offline (first missing: {what}). Run it once online.",
                url=url, kind="not_cached")
        if cause is not None and self.fallback is None:
            self.fallback = cause
        cached.fallback_reason = "offline" if self.offline else short_reason(cause)
        return cached


def short_reason(error: PortalError | None) -> str:
    """A portal error's words without the (often 900-character) request URL it names."""
    if error is None:
        return ""
    url = error.url
    return str(error).replace(f" ({url})", "").replace(f" for {url}", "").replace(f" to {url}", "") \
        .replace(f" at {url}", "").replace(url, "the request")


def check_search(response: PortalResponse) -> None:
    """Refuse an answer that is not a portal search result (no ``@graph`` list of objects)."""
    body = response.body
    graph = body.get("@graph")
    if not isinstance(graph, list) or not all(isinstance(r, dict) for r in graph):
        kind = body.get("@type")
        looks = f" (it looks like {echo('/'.join(map(str, kind)) if isinstance(kind, list) else kind, 80)})" \
            if kind else ""
        raise PortalError(f"the ENCODE portal's answer to {response.url} is not a search result: it has no "
                          f"@graph list of objects{looks}", url=response.url, kind="unexpected",
                          status=response.status)
    total = body.get("total")
    if total is not None and (not isinstance(total, int) or isinstance(total, bool)):
        raise PortalError(f"the ENCODE portal's answer to {response.url} has a non-numeric total {echo(total, 40)}",
                          url=response.url, kind="unexpected", status=response.status)


def _type_name(row: dict[str, Any]) -> str:
    kind = row.get("@type")
    if isinstance(kind, list) and kind:
        return str(kind[0])
    return kind if isinstance(kind, str) else "untyped"


def check_file_search(response: PortalResponse) -> None:
    """Refuse an answer to a File search that holds no File objects at all."""
    check_search(response)
    graph = response.body["@graph"]
    if graph and not any(PortalFile.from_row(r) for r in graph):
        kinds = sorted({_type_name(r) for r in graph})
        shown = ", ".join(echo(k, 40) for k in kinds[:5]) + (f" and {len(kinds) - 5:,} more" if len(kinds) > 5 else "")
        raise PortalError(f"the ENCODE portal answered a File search with no File objects ({shown}) "
                          f"at {response.url}", url=response.url, kind="unexpected", status=response.status)
