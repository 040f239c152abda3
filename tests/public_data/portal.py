"""A local ENCODE test portal: the portal's JSON protocol over real HTTP on 127.0.0.1, answering
with real portal JSON from ``../shared/data/encode_api``.

What it holds (loaded by :mod:`.portal_data` at start-up; nothing is invented except where marked):

- **Experiments** — the two recorded Experiment responses (ENCSR552YGL, ``long_sample.json``;
  ENCSR416YFB, ``ENCSR416YFB_embedded.json``) answer ``/experiments/<acc>/``; with the rows of the
  two recorded search pages they answer ``type=Experiment`` (and the functional-characterization
  types) searches.
- **Files** — the File objects embedded in those two responses, as recorded, plus what a File
  search row carries from its dataset (the experiment's ``assay_title``, ``assay_term_name``,
  ``target`` and ``biosample_ontology`` objects, copied from the same response); and one File row
  per line of igv's ENCODE catalog (196,655 real files) in the portal's File shape. Catalog rows
  take accession, dataset, assembly, file format, output type, replicates, lab and href from the
  catalog; ``status`` is ``released`` (igv's catalog lists released files); ``file_type`` is
  given only where it equals the format (bigWig, tsv); ``assay_term_name`` is the catalog's assay;
  ``assay_title`` is DERIVED for ChIP-seq (Histone / TF / Control ChIP-seq from the target, as
  the portal defines them) and otherwise equals the term; the biosample term name is DERIVED from
  the catalog's biosample summary, and ``biosample_ontology`` is the recorded BiosampleType object
  of that term where one was recorded (K562, HepG2), else only ``term_name``. Catalog rows have
  no dates. Where a recorded File and a catalog row share an accession, the recorded one wins.
- **BiosampleTypes** — the ``biosample_ontology`` objects embedded in the recorded responses.

Protocol, as the portal speaks it: ``/search/?type=…&<field>=<value>`` (dotted paths into
embedded objects; a repeated field means any of its values; ``field!=value`` excludes;
``value=*`` means present), ``searchTerm`` (every word must occur), ``field=`` (return only those
fields, plus ``@id`` and ``@type``), ``sort=[-]field``, ``limit=<n>|all`` (default 25), ``from=<n>`` (the first row shown),
``format=json`` (or ``Accept: application/json``; otherwise an HTML page). A search matching
nothing is HTTP 404 with a Search body ("No results found"); an unknown type is HTTP 400 with the
portal's JSON error shape. ``/files/<acc>/@@download/<acc>.<ext>`` redirects (307) to a "cloud"
URL on the same server that serves a SYNTHETIC bigWig (written with pyBigWig by the tests) with
``Range`` (206) and ``HEAD`` support and, as cloud storage does, an ``ETag`` (the MD5 of the bytes)
and a ``Last-Modified`` header.

Faults, chosen by a path prefix in the base URL (``http://127.0.0.1:<port>/<fault>``): ``slow``
(sleeps ``slow_seconds`` first), ``error500`` (always HTTP 500, JSON error body), ``down503``
(always HTTP 503, HTML), ``flaky`` (503 on the first request of each URL), ``ratelimit`` (429
with ``Retry-After: 0`` on the first request of each URL), ``html`` (200 with an HTML page),
``badjson`` (200, truncated JSON), ``unexpected`` (200 with a recorded Experiment object instead
of a Search), ``nohref`` (every other File row without ``href``, as a file with no download —
SIMULATED).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

from .portal_data import WORD, FileCollection, PortalData, project_fields

FAULTS = ("slow", "error500", "down503", "flaky", "ratelimit", "html", "badjson", "unexpected", "nohref")
#: Parameters that shape the answer rather than filter it.
CONTROL_PARAMS = {"format", "limit", "field", "sort", "frame", "from"}
DEFAULT_LIMIT = 25


# -- the search endpoint -----------------------------------------------------------------------

def _error_body(code: int, title: str, description: str) -> dict[str, Any]:
    """The portal's JSON error shape."""
    name = {400: "HTTPBadRequest", 404: "HTTPNotFound", 429: "HTTPTooManyRequests",
            500: "HTTPInternalServerError"}.get(code, "HTTPError")
    return {"@type": [name, "Error"], "code": code, "description": description, "detail": description,
            "status": "error", "title": title}


def run_search(data: PortalData, query: str, *, drop_href: bool = False) -> tuple[int, dict[str, Any]]:
    """Answer ``/search/?<query>`` the way the portal does: (status, JSON body)."""
    params = parse_qsl(query, keep_blank_values=True)
    types = [v for k, v in params if k == "type"] or ["File"]
    unknown = [t for t in types if t not in data.collections]
    if unknown:
        return 400, _error_body(400, "Bad Request", f"Invalid type: {', '.join(unknown)}")
    positive: dict[str, set[str]] = {}
    negative: dict[str, set[str]] = {}
    words: list[str] = []
    fields: list[str] = []
    limit: int | None = DEFAULT_LIMIT
    offset = 0
    sort: str | None = None
    for key, value in params:
        if key == "type":
            continue
        if key == "searchTerm":
            words += WORD.findall(value.lower())
        elif key == "field":
            fields.append(value)
        elif key == "limit":
            limit = None if value == "all" else (int(value) if value.isdigit() else DEFAULT_LIMIT)
        elif key == "sort":
            sort = value
        elif key == "from":
            offset = int(value) if value.isdigit() else 0
        elif key in CONTROL_PARAMS:
            continue
        elif key.endswith("!"):
            negative.setdefault(key[:-1], set()).add(value)
        else:
            positive.setdefault(key, set()).add(value)
    hits: list[tuple[Any, int]] = []
    for t in types:
        coll = data.collections[t]
        hits += [(coll, i) for i in coll.match(positive, negative, words)]
    if sort:
        name = sort.lstrip("-")
        keyed = [(h, h[0].sort_value(h[1], name)) for h in hits]
        present = sorted((x for x in keyed if x[1] is not None), key=lambda x: x[1], reverse=sort.startswith("-"))
        hits = [h for h, _ in present] + [h for h, v in keyed if v is None]
    total = len(hits)
    shown = hits[offset:] if limit is None else hits[offset:offset + limit]
    graph = []
    for n, (coll, i) in enumerate(shown):
        doc = coll.doc(i)
        if drop_href and "File" in doc.get("@type", []) and n % 2 == 0:
            doc = {k: v for k, v in doc.items() if k != "href"} | {"no_file_available": True}
        graph.append(project_fields(doc, fields) if fields else doc)
    facets = []
    for f in FileCollection.FACETS if types == ["File"] else ("type",):
        counts = Counter(coll.facet_value(i, f) if f != "type" else coll.doc(i)["@type"][0] for coll, i in hits)
        counts.pop(None, None)
        facets.append({"field": f, "title": f, "type": "terms", "total": total,
                       "terms": [{"key": k, "doc_count": c} for k, c in counts.most_common(20)]})
    kept = [(k, v) for k, v in params if k not in CONTROL_PARAMS]
    filters = [{"field": k, "term": v, "remove": "/search/?" + urlencode([p for p in kept if p != (k, v)])}
               for k, v in kept]
    body = {
        "@context": "/terms/", "@graph": graph, "@id": "/search/?" + query, "@type": ["Search"],
        "clear_filters": "/search/?" + urlencode([("type", t) for t in types]), "facets": facets,
        "filters": filters, "notification": "Success" if total else "No results found",
        "sort": {(sort or "date_created").lstrip("-"): {"order": "desc" if not sort or sort.startswith("-") else "asc",
                                                         "unmapped_type": "keyword"}},
        "title": "Search", "total": total,
    }
    return (200 if total else 404), body


# -- HTTP --------------------------------------------------------------------------------------

class PortalServer:
    """The test portal on ``127.0.0.1`` (a free port), in a background thread.

    ``url`` is the base URL; ``fault_url(name)`` the base URL of a fault mode. ``forced_fault``
    applies a fault to every request whatever its path (the same URLs start failing, as when the
    real portal goes down). ``requests`` logs every request (method, path, headers);
    ``slow_seconds`` is how long ``slow`` waits.
    """

    def __init__(self, data: PortalData, slow_seconds: float = 3.0) -> None:
        self.data = data
        self.slow_seconds = slow_seconds
        self.forced_fault: str | None = None
        self.requests: list[dict[str, Any]] = []
        self._seen: Counter[str] = Counter()
        self._lock = threading.Lock()
        handler = type("Handler", (_Handler,), {"portal": self})
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def fault_url(self, fault: str) -> str:
        assert fault in FAULTS, fault
        return f"{self.url}/{fault}"

    def start(self) -> "PortalServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def log(self, entry: dict[str, Any]) -> None:
        with self._lock:
            self.requests.append(entry)

    def first_time(self, key: str) -> bool:
        with self._lock:
            self._seen[key] += 1
            return self._seen[key] == 1

    def clear_log(self) -> None:
        with self._lock:
            self.requests.clear()


class _Handler(BaseHTTPRequestHandler):
    portal: PortalServer
    server_version = "ENCODE-test-portal/1"

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def do_HEAD(self) -> None:  # noqa: N802
        self._answer(head=True)

    def do_GET(self) -> None:  # noqa: N802
        self._answer(head=False)

    def _answer(self, head: bool) -> None:
        try:
            self._handle(head)
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (e.g. a timeout test)
            pass

    # -- routing
    def _handle(self, head: bool) -> None:
        parts = urlsplit(self.path)
        path, query = parts.path, parts.query
        self.portal.log({"method": self.command, "path": path, "query": query, "headers": dict(self.headers),
                         "client": self.client_address[0]})
        fault = None
        first = path.split("/")[1] if path.count("/") > 1 else ""
        if first in FAULTS:
            fault, path = first, path[len(first) + 1:]
        fault = self.portal.forced_fault or fault
        if fault == "slow":
            time.sleep(self.portal.slow_seconds)
        elif fault == "error500":
            return self._json(500, _error_body(500, "Internal Server Error", "The server encountered an unexpected "
                                                                             "condition."), head)
        elif fault == "down503":
            return self._send(503, b"<html><body><h1>503 Service Unavailable</h1></body></html>", "text/html", head)
        elif fault == "flaky" and self.portal.first_time(f"flaky {self.path}"):
            return self._send(503, b"<html><body>Service Unavailable</body></html>", "text/html", head)
        elif fault == "ratelimit" and self.portal.first_time(f"ratelimit {self.path}"):
            return self._json(429, _error_body(429, "Too Many Requests", "Rate limit exceeded"), head,
                              extra={"Retry-After": "0"})
        elif fault == "html":
            return self._send(200, b"<!DOCTYPE html><html><body>ENCODE is down for maintenance</body></html>",
                              "text/html; charset=utf-8", head)
        elif fault == "badjson":
            return self._send(200, b'{"@graph": [{"accession": "ENCFF', "application/json", head)
        elif fault == "unexpected":
            return self._json(200, self.portal.data.experiments["ENCSR552YGL"], head)
        if path.startswith("/encode-public/"):
            return self._bigwig(head)
        if "/@@download/" in path:
            return self._download(path, head)
        wants_json = "format=json" in query.split("&") or "application/json" in self.headers.get("Accept", "")
        if not wants_json:
            return self._send(200, b"<!DOCTYPE html><html><head><title>ENCODE</title></head><body>"
                                   b"<div id='slot-application'></div></body></html>", "text/html; charset=utf-8",
                              head)
        if path == "/search/":
            status, body = run_search(self.portal.data, query, drop_href=fault == "nohref")
            return self._json(status, body, head)
        obj = self.portal.data.object(path)
        if obj is None:
            return self._json(404, _error_body(404, "Not Found", "The resource could not be found."), head)
        return self._json(200, obj, head)

    def _download(self, path: str, head: bool) -> None:
        parts = [p for p in path.split("/") if p]
        obj = self.portal.data.object(f"/{parts[0]}/{parts[1]}/") if len(parts) == 4 else None
        if obj is None or obj.get("href") != path:
            return self._json(404, _error_body(404, "Not Found", "The resource could not be found."), head)
        self.send_response(307)
        self.send_header("Location", f"{self.portal.url}/encode-public/{parts[1]}/{parts[3]}")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _bigwig(self, head: bool) -> None:
        """The SYNTHETIC bigWig, for any ``.bigWig`` name, with Range and HEAD support."""
        if not self.path.split("?")[0].endswith(".bigWig"):
            return self._send(404, b"only bigWig downloads are served (synthetic)", "text/plain", head)
        accession = urlsplit(self.path).path.split("/")[2] if self.path.count("/") >= 3 else ""
        blob = self.portal.data.bigwig_bytes(accession)
        size = len(blob)
        header = self.headers.get("Range")
        extra = {"Accept-Ranges": "bytes", "X-Synthetic-Data": "SYNTHETIC bigWig written by the tests with pyBigWig",
                 "ETag": f'"{hashlib.md5(blob).hexdigest()}"', "Last-Modified": "Tue, 01 Dec 2026 00:00:00 GMT"}
        if header:
            m = re.fullmatch(r"bytes=(\d+)-(\d*)", header.strip())
            if not m or int(m.group(1)) >= size:
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{size}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            a = int(m.group(1))
            b = min(int(m.group(2)) if m.group(2) else size - 1, size - 1)
            return self._send(206, blob[a:b + 1], "application/octet-stream", head,
                              extra={**extra, "Content-Range": f"bytes {a}-{b}/{size}"})
        return self._send(200, blob, "application/octet-stream", head, extra=extra)

    # -- writing
    def _json(self, status: int, body: Any, head: bool, extra: dict[str, str] | None = None) -> None:
        self._send(status, json.dumps(body).encode("utf-8"), "application/json; charset=utf-8", head, extra)

    def _send(self, status: int, payload: bytes, content_type: str, head: bool,
              extra: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if not head:
            self.wfile.write(payload)
