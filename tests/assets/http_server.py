"""A real HTTP server on 127.0.0.1 for the remote-source tests, with well-behaved and hostile routes.

Routes (``GET``):

=========================== ===============================================================
``/index.html``             an HTML page with a title, links to files (and a page, and an
                            off-host link that must never be fetched)
``/other.html``             another page
``/files/<name>``           a file registered with :meth:`TestServer.add_file`
``/endless``                no Content-Length; sends bytes until the client hangs up
``/lying-length``           ``Content-Length: 100`` and then 10 MB of body
``/huge-length``            ``Content-Length: 10 GB``; sends until the client hangs up
``/drip``                   a byte every 0.2 s, forever
``/slow-headers``           answers after 5 s
``/loop-a``, ``/loop-b``    redirect to each other
``/hops/<n>``               ``n`` redirects, then a text body
``/to-file``                redirects to ``file:///etc/passwd``
``/binary``                 64 KiB of bytes that are not text
``/gzip-bomb``              ``Content-Encoding: gzip`` inflating to 50 MB of zeros
``/text-gzip``              a BED file sent gzip-encoded
``/missing``                404
=========================== ===============================================================

Every request's path is recorded in :attr:`TestServer.requests`.
"""

from __future__ import annotations

import gzip
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAGE = """<!doctype html>
<html><head><title>ENCODE test files</title><base href="/files/"></head>
<body><h1>Files for the MYC locus</h1>
<p>Peaks: <a href="peaks.narrowPeak">narrowPeak peaks</a>,
annotation: <a href="genes.gtf">GENCODE genes</a>,
signal: <a href="signal.bw">fold change bigWig</a>,
table: <a href="samples.tsv#top">samples</a>,
again: <a href="/files/peaks.narrowPeak">same peaks</a>,
a page: <a href="/other.html">more</a>,
elsewhere: <a href="https://example.org/far-away.bed">remote</a>,
script: <a href="javascript:alert(1)">x</a>.</p>
</body></html>
"""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "_Server"

    def log_message(self, *args) -> None:  # keep pytest output clean
        pass

    def _send(self, status: int, body: bytes, content_type: str = "text/plain", headers: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def _redirect(self, location: str) -> None:
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _stream(self, headers: dict, chunk: bytes, pause: float = 0.0) -> None:
        self.send_response(200)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        deadline = time.monotonic() + 30
        try:
            while time.monotonic() < deadline:
                self.wfile.write(chunk)
                self.wfile.flush()
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        path = self.path.split("?", 1)[0]
        self.server.requests.append(path)
        if path == "/index.html":
            self._send(200, PAGE.encode(), "text/html; charset=utf-8")
        elif path == "/other.html":
            self._send(200, b"<html><head><title>Other</title></head><body><p>Nothing here.</p></body></html>",
                       "text/html")
        elif path.startswith("/files/") and path[len("/files/"):] in self.server.files:
            body, ctype = self.server.files[path[len("/files/"):]]
            self._send(200, body, ctype)
        elif path == "/endless":
            self._stream({"Content-Type": "text/plain"}, b"chr1\t1\t2\n" * 4096)
        elif path == "/lying-length":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", "100")
            self.end_headers()
            try:
                self.wfile.write(b"x" * (10 * 1024 * 1024))
            except OSError:
                pass
            self.close_connection = True
        elif path == "/huge-length":
            self._stream({"Content-Type": "application/octet-stream", "Content-Length": str(10 * 1024**3)},
                         b"\x00\x01\x02\x03" * 4096)
        elif path == "/drip":
            self._stream({"Content-Type": "text/plain"}, b"a", pause=0.2)
        elif path == "/slow-headers":
            time.sleep(5)
            self._send(200, b"late\n")
        elif path == "/loop-a":
            self._redirect("/loop-b")
        elif path == "/loop-b":
            self._redirect("/loop-a")
        elif path.startswith("/hops/"):
            n = int(path.rsplit("/", 1)[-1])
            if n > 0:
                self._redirect(f"/hops/{n - 1}")
            else:
                self._send(200, b"arrived\n")
        elif path == "/to-file":
            self._redirect("file:///etc/passwd")
        elif path == "/binary":
            self._send(200, bytes(range(256)) * 256, "application/octet-stream")
        elif path == "/gzip-bomb":
            self._send(200, self.server.bomb, "text/plain", {"Content-Encoding": "gzip"})
        elif path == "/text-gzip":
            self._send(200, gzip.compress(b"chr8\t127735433\t127742951\tMYC\n" * 10), "text/plain",
                       {"Content-Encoding": "gzip"})
        else:
            self._send(404, b"not found\n")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    requests: list[str]
    files: dict[str, tuple[bytes, str]]
    bomb: bytes

    def handle_error(self, request, client_address) -> None:
        pass  # clients hanging up on endless bodies is the point of several routes


class TestServer:
    """The server, started on a free port of 127.0.0.1; stop it with :meth:`close`."""

    __test__ = False  # not a test class

    def __init__(self) -> None:
        self.httpd = _Server(("127.0.0.1", 0), _Handler)
        self.httpd.requests = []
        self.httpd.files = {}
        self.httpd.bomb = gzip.compress(b"\x00" * (50 * 1024 * 1024), compresslevel=9)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    @property
    def requests(self) -> list[str]:
        return self.httpd.requests

    def add_file(self, name: str, body: bytes | str | os.PathLike, content_type: str = "text/plain") -> str:
        """Serve ``body`` (bytes, or a path to read) at ``/files/<name>``; returns its URL."""
        if not isinstance(body, bytes):
            with open(body, "rb") as handle:
                body = handle.read()
        self.httpd.files[name] = (body, content_type)
        return f"{self.url}/files/{name}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
