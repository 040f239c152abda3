"""The one way genie_widgets reaches out over HTTP: checked addresses, own redirects, caps, cancel.

A leaf package (it imports nothing else of ours). Every outbound request — asset previews, the
range reader behind URL tracks, the ENCODE client, the LLM client — goes through :func:`open_url`:

- **Addresses.** Under a guarded :class:`Policy` (what the agent's tools run with), the host is
  resolved once when a connection is made, *every* address it resolves to is checked, and the
  socket connects to an address that was checked (no second lookup a rebinding DNS could change).
  Loopback, private (RFC 1918, fc00::/7), CGNAT (100.64/10), link-local (169.254/16, fe80::/10),
  multicast, unspecified and other non-global addresses are refused with :class:`AddressRefused`
  ("refusing to fetch 169.254.169.254: link-local address"). ``allow_private`` lets loopback,
  private and CGNAT through; link-local (the cloud metadata address) never. Origins the user
  configured (an ENCODE mirror, an LLM endpoint) are listed in ``trusted_origins`` and pass.
  The unguarded default (:data:`USER`) is a user's own Python call: any http(s) address.
- **Redirects** are followed here, never by the HTTP library: each hop's URL is checked again
  (http(s) only, no credentials), and each new connection checks its address as above.
- **Caps.** :func:`read_body` streams with a byte cap, a cap on inflated bytes and one overall
  deadline (monotonic seconds); a server that drips, lies about its length or sends a gzip bomb
  is cut off, and a body whose ``Content-Encoding`` is corrupt or ends early is
  :class:`CorruptBody`, never an empty success.
- **Deadlines.** :func:`scope` can also set a deadline (seconds) for every request and body read
  below it together; :meth:`Client.request` keeps it while it waits for the status line and
  headers too (a watchdog shuts the socket down when it passes), so a server dripping its
  headers one byte a second is stopped as surely as one dripping its body.
- **Cancel.** A cancel token (any object with ``cancelled`` and ``on_cancel(closer) ->
  unregister``, e.g. the agent's ``CancelToken``) shuts the sockets down from another thread and is
  checked between chunks; :func:`scope` sets the policy and token for the code below it (context
  variables, so one thread's turn does not leak into another's).
"""
from .body import Body, iter_body, read_body
from .client import Client, open_url
from .policy import (
    MAX_REDIRECTS,
    USER,
    AddressRefused,
    BadURL,
    BodyTooLarge,
    Cancelled,
    CancelLike,
    CorruptBody,
    DeadlineExceeded,
    HttpError,
    Policy,
    address_refusal,
    agent_policy,
    check_url,
    current_cancel,
    current_deadline,
    current_policy,
    deadline_message,
    effective_deadline,
    origin_of,
    scope,
    seconds_from_env,
)

__all__ = [
    "MAX_REDIRECTS",
    "USER",
    "AddressRefused",
    "BadURL",
    "Body",
    "BodyTooLarge",
    "CancelLike",
    "Cancelled",
    "Client",
    "CorruptBody",
    "DeadlineExceeded",
    "HttpError",
    "Policy",
    "address_refusal",
    "agent_policy",
    "check_url",
    "current_cancel",
    "current_deadline",
    "current_policy",
    "deadline_message",
    "effective_deadline",
    "iter_body",
    "open_url",
    "origin_of",
    "read_body",
    "scope",
    "seconds_from_env",
]
