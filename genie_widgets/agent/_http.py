"""HTTP sessions for the model client, made by the one outbound mechanism (:mod:`genie_widgets._http`).

The endpoint is the user's choice, so the session runs under the unguarded user policy (proxy
settings from the environment are honoured), but it never follows a redirect: the client talks
only to the endpoint the user configured. A :class:`~.cancel.CancelToken` shuts the session's
sockets down from another thread (closing a file descriptor does not wake a thread blocked
reading it on Linux; shutting the socket down does), whether the reader waits for headers or
for the next chunk. Sessions are made per request (no keep-alive between model calls).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import requests

from .. import _http
from .cancel import CancelToken


@contextlib.contextmanager
def cancellable_session(token: CancelToken) -> Iterator[requests.Session]:
    """A fresh :class:`requests.Session` whose connections ``token`` can shut down (from any
    thread, at any point: connecting, waiting for headers, reading the body). Closed on exit.
    Send with ``allow_redirects=False``."""
    client = _http.Client(_http.USER, token, user_agent="genie_widgets-agent")
    try:
        yield client.session
    finally:
        client.close()
