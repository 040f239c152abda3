"""A static file server on 127.0.0.1 for testing front-end bundles outside JupyterLab."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:  # keep pytest output clean
        pass


class StaticServer:
    def __init__(self, root: Path) -> None:
        handler = functools.partial(_Quiet, directory=str(root))
        handler.extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
