"""A hostile HTTP server on 127.0.0.1 for the security tests (all content SYNTHETIC).

Routes (``GET``):

======================== ==================================================================
``/files/<name>``        a registered file, with HTTP range support (206 + Content-Range)
``/redirect?to=<url>``   302 to ``<url>``
``/drip-206``            a 206 with a 1 MiB Content-Range, one byte a second
``/huge-206``            a 206 claiming a small range, then 64 MiB of body
``/bomb-206``            a 206 whose body is gzip-encoded, inflating to 64 MiB
``/slow-drip``           a 200 that sends one byte every 0.5 s (for cancel tests)
``/drip-headers``        a status line and headers sent one byte every 0.2 s (never a body)
``/gzip/<kind>.bed``     a 200 with ``Content-Encoding: gzip`` over SYNTHETIC BED text:
                         ``good``, ``members`` (two gzip members), ``corrupt`` (bytes after
                         the gzip header that do not inflate), ``truncated`` (cut mid-stream),
                         ``trailing`` (text after the end of the gzip stream)
======================== ==================================================================

Every request's path is recorded in :attr:`HostileServer.requests`. Setting
:attr:`HostileServer.range_delay` (seconds, default 0) delays every ``/files/`` answer by that
long before its headers: a slow server that never trips a per-read timeout.
"""

from __future__ import annotations

import gzip
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, *args) -> None:
        pass

    def _head(self, status: int, headers: dict[str, str]) -> None:
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.end_headers()

    def _drip(self, byte: bytes, pause: float, seconds: float = 30.0) -> None:
        deadline = time.monotonic() + seconds
        try:
            while time.monotonic() < deadline:
                self.wfile.write(byte)
                self.wfile.flush()
                time.sleep(pause)
        except OSError:
            pass
        self.close_connection = True

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        self.server.requests.append(parts.path)
        if parts.path.startswith("/files/") and parts.path[7:] in self.server.files:
            time.sleep(self.server.range_delay)
            body = self.server.files[parts.path[7:]]
            match = re.match(r"bytes=(\d+)-(\d*)", self.headers.get("Range", ""))
            if match:
                start = int(match.group(1))
                end = min(len(body) - 1, int(match.group(2)) if match.group(2) else len(body) - 1)
                chunk = body[start:end + 1]
                self._head(206, {"Content-Range": f"bytes {start}-{end}/{len(body)}",
                                 "Content-Length": str(len(chunk)), "Content-Type": "application/octet-stream"})
                self.wfile.write(chunk)
            else:
                self._head(200, {"Content-Length": str(len(body)), "Content-Type": "application/octet-stream"})
                self.wfile.write(body)
        elif parts.path == "/redirect":
            target = parse_qs(parts.query).get("to", ["/"])[0]
            self._head(302, {"Location": target, "Content-Length": "0"})
        elif parts.path == "/drip-206":
            self._head(206, {"Content-Range": "bytes 0-65535/1048576", "Content-Type": "application/octet-stream",
                             "Connection": "close"})
            self._drip(b"\x00", 1.0)
        elif parts.path == "/huge-206":
            self._head(206, {"Content-Range": "bytes 0-65535/1048576", "Content-Type": "application/octet-stream",
                             "Connection": "close"})
            try:
                for _ in range(1024):
                    self.wfile.write(b"\x00" * 65536)
            except OSError:
                pass
            self.close_connection = True
        elif parts.path == "/bomb-206":
            self._head(206, {"Content-Range": "bytes 0-65535/1048576", "Content-Encoding": "gzip",
                             "Content-Length": str(len(self.server.bomb)), "Content-Type": "application/octet-stream"})
            self.wfile.write(self.server.bomb)
        elif parts.path == "/slow-drip":
            self._head(200, {"Content-Type": "text/plain", "Connection": "close"})
            self._drip(b"a", 0.5)
        elif parts.path == "/drip-headers":
            try:
                for byte in b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Slow: " + b"a" * 150:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(0.2)
            except OSError:
                pass
            self.close_connection = True
        elif parts.path.startswith("/gzip/") and parts.path[6:].removesuffix(".bed") in _GZIP_KINDS:
            body = _GZIP_KINDS[parts.path[6:].removesuffix(".bed")]()
            self._head(200, {"Content-Type": "text/plain", "Content-Encoding": "gzip",
                             "Content-Length": str(len(body))})
            self.wfile.write(body)
        else:
            body = b"not found\n"
            self._head(404, {"Content-Length": str(len(body)), "Content-Type": "text/plain"})
            self.wfile.write(body)


#: SYNTHETIC BED text for the gzip routes (hg38 chr8, 200 features).
GZIP_TEXT = b"".join(b"chr8\t%d\t%d\tfeature%d\n" % (127_700_000 + 300 * i, 127_700_100 + 300 * i, i)
                     for i in range(200))
_GZIP_KINDS = {
    "good": lambda: gzip.compress(GZIP_TEXT),
    "members": lambda: gzip.compress(GZIP_TEXT[:4000]) + gzip.compress(GZIP_TEXT[4000:]),
    "corrupt": lambda: gzip.compress(GZIP_TEXT)[:10] + b"\xff" * 200,
    "truncated": lambda: gzip.compress(GZIP_TEXT)[: len(gzip.compress(GZIP_TEXT)) // 2],
    "trailing": lambda: gzip.compress(GZIP_TEXT) + b"<html>not part of the file</html>",
}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    requests: list[str]
    files: dict[str, bytes]
    bomb: bytes
    range_delay: float

    def handle_error(self, request, client_address) -> None:
        pass


class HostileServer:
    """The server on a free port of 127.0.0.1; :meth:`close` stops it."""

    __test__ = False

    def __init__(self) -> None:
        self.httpd = _Server(("127.0.0.1", 0), _Handler)
        self.httpd.requests = []
        self.httpd.files = {}
        self.httpd.bomb = gzip.compress(b"\x00" * (64 << 20), compresslevel=9)
        self.httpd.range_delay = 0.0
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    @property
    def requests(self) -> list[str]:
        return self.httpd.requests

    @property
    def range_delay(self) -> float:
        return self.httpd.range_delay

    @range_delay.setter
    def range_delay(self, seconds: float) -> None:
        self.httpd.range_delay = seconds

    def add_file(self, name: str, body: bytes) -> str:
        self.httpd.files[name] = body
        return f"{self.url}/files/{name}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
