"""Fixtures for the genome engine tests (helpers live in genome_testlib.py)."""

from __future__ import annotations

import http.server
import os
import socketserver
import threading
from pathlib import Path

import pytest


# ---------------------------------------------------------------------------- local HTTP server
class _RangeHandler(http.server.SimpleHTTPRequestHandler):
    ranges = True

    def log_message(self, *args):  # quiet
        pass

    def do_GET(self):  # noqa: N802
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            self.send_error(404, "Not Found")
            return
        size = os.path.getsize(path)
        header = self.headers.get("Range")
        with open(path, "rb") as handle:
            if header and self.ranges:
                spec = header.split("=", 1)[1]
                a, b = spec.split("-")
                a = int(a)
                b = min(int(b) if b else size - 1, size - 1)
                if a >= size:
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{size}")
                    self.end_headers()
                    return
                handle.seek(a)
                body = handle.read(b - a + 1)
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {a}-{b}/{size}")
            else:
                body = handle.read()
                self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def _serve(directory: Path, ranges: bool):
    handler = type("Handler", (_RangeHandler,), {"ranges": ranges})

    def factory(*args, **kwargs):
        return handler(*args, directory=str(directory), **kwargs)

    server = _Server(("127.0.0.1", 0), factory)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server


@pytest.fixture
def http_root(tmp_path):
    """A local HTTP server (127.0.0.1) with Range support, serving ``tmp_path/www``."""
    root = tmp_path / "www"
    root.mkdir()
    server = _serve(root, ranges=True)
    yield root, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def http_root_no_ranges(tmp_path):
    """Like ``http_root`` but the server ignores Range headers (answers 200 with the body)."""
    root = tmp_path / "www0"
    root.mkdir()
    server = _serve(root, ranges=False)
    yield root, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def closed_port_url():
    """A URL on 127.0.0.1 where nothing listens (a stand-in for 'no network')."""
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    return f"http://127.0.0.1:{port}"


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path, monkeypatch):
    """Every test downloads into its own cache folder."""
    monkeypatch.setenv("GENIE_WIDGETS_CACHE", str(tmp_path / "cache"))
