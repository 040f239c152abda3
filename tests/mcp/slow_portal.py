"""A slow ENCODE portal on 127.0.0.1 that counts its requests, for the MCP cancel tests.

Every GET waits ``delay`` seconds, then answers as the portal does when a search matches nothing
(HTTP 404 with a Search body, "No results found"), so ``public_data_search`` goes on through its
relaxations: seven requests one after another, about ``7 × delay`` seconds in all. SIMULATED: no
recorded portal data is used (only the shape of an empty Search answer).
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

NO_RESULTS = json.dumps({"@type": ["Search"], "@graph": [], "total": 0,
                         "notification": "No results found"}).encode()


class SlowPortal:
    """``url`` is the base URL (for ``GENIE_WIDGETS_ENCODE_URL``); ``arrivals`` the monotonic
    times at which requests arrived."""

    def __init__(self, delay: float = 2.0) -> None:
        self.delay = delay
        self.arrivals: list[float] = []
        self._lock = threading.Lock()
        self._first = threading.Event()
        portal = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                with portal._lock:
                    portal.arrivals.append(time.monotonic())
                portal._first.set()
                time.sleep(portal.delay)
                try:
                    self.send_response(404)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(NO_RESULTS)))
                    self.end_headers()
                    self.wfile.write(NO_RESULTS)
                except OSError:  # the client closed the connection meanwhile
                    pass

        class Server(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request: object, client_address: object) -> None:
                pass

        self._server = Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_port}"

    def wait_first(self, timeout: float = 60.0) -> float:
        """Block until the first request arrived; its time."""
        assert self._first.wait(timeout), "the server never queried the portal"
        return self.arrivals[0]

    def count_after(self, moment: float) -> int:
        with self._lock:
            return sum(1 for t in self.arrivals if t > moment)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
