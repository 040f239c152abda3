"""Issue 29, item 5: every echo and every stored string is bounded, whatever sends it.

Three senders of hostile text, each driven for real:

- **the page**: messages into the real :class:`GenomeBrowser`'s message handler (the path the
  page's comm messages take), its replies captured from the widget's ``send``;
- **the model**: tool calls through the registry the agent uses, with arguments of up to 1 MB;
- **a cache or a portal**: real cache files in a project, tampered on disk, and a real HTTP server
  on 127.0.0.1 answering as a hostile ENCODE portal.

Each test asserts that no reply, result, error, record or file holds more than
:data:`ECHO_LIMIT` characters of the hostile text in a row, and that the error says what was wrong.
All data here is SYNTHETIC.
"""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from genie_widgets._io import ECHO_LIMIT, echo
from genie_widgets.public_data.client import BASE_URL_ENV, OFFLINE_ENV
from genie_widgets.tools import call
from genie_widgets.tools.registry import MODES, TOOLS

MB = 1_000_000


def longest_run(text: str, letter: str = "Q") -> int:
    """The longest run of ``letter`` in ``text``: how much of a hostile ``QQQ…`` came back."""
    return max((len(run) for run in re.findall(f"{re.escape(letter)}+", text)), default=0)


def test_echo_keeps_at_most_the_limit_and_says_how_long_it_was():
    assert echo("Q" * 10 * MB) == "Q" * ECHO_LIMIT + "… (10,000,000 characters)"
    assert echo("short") == "short" and echo("a\nb\x00c\ud800") == "a?b?c?"
    assert echo(10**5000) == "an integer of about 5,001 digits"  # str() of it would raise


# -- the page ------------------------------------------------------------------------------------

class Sent(list):
    def __call__(self, content, buffers=None):
        self.append(content)

    def text(self) -> str:
        return json.dumps(self, ensure_ascii=False)


@pytest.fixture()
def browser(project, tmp_path, monkeypatch, bigwig_bytes):
    from genie_widgets.widgets import GenomeBrowser

    path = tmp_path / "signal.bw"
    path.write_bytes(bigwig_bytes)
    track = project.add_track(path, name="signal")
    widget = GenomeBrowser(project, genes=False)
    sent = Sent()
    monkeypatch.setattr(widget, "send", sent)
    yield widget, track, sent
    widget.close()


def page(widget, sent, message):
    sent.clear()
    widget._on_message(widget, message, [])  # what a comm message from the page calls
    assert widget._messages.wait_idle(30)
    return sent.text()


@pytest.mark.parametrize("message, needle", [
    ({"type": "suggest", "id": 1, "prefix": "Q" * 10 * MB}, "10,000,000 characters"),
    ({"type": "suggest", "id": "Q" * 100_000, "prefix": "MY"}, '"id": null'),
    ({"type": "goto", "text": "Q" * 10 * MB}, "Not a locus or a gene name: 10,000,000 characters"),
    ({"type": "update-track", "trackId": "Q" * 100_000, "visible": False}, "(100,000 characters)' was not found"),
    ({"type": "remove-track", "trackId": "Q" * 100_000}, "(100,000 characters)' was not found"),
    ({"type": "tiles", "requests": [{"id": 1, "track": "t", "chrom": "chr8", "z": int("9" * 4_000), "i": 0}]},
     "field 'z' must be between 0 and 28, not 9999"),
    ({"type": "tiles", "requests": [{"id": 1, "track": "t", "chrom": "chr8", "z": 1, "i": 0, "Q" * 100_000: 1}]},
     "unknown field 'QQQ"),
    ({"type": "tiles", "Q" * 100_000: 1, "requests": []}, "unknown field 'QQQ"),
    ({"type": "tiles", "requests": [{"id": 1, "track": "Q" * 256, "chrom": "chr8", "z": 1, "i": 0}]}, "was not found"),
])
def test_page_messages_are_answered_with_bounded_echoes(browser, message, needle):
    widget, _track, sent = browser
    reply = page(widget, sent, message)
    assert needle in reply
    assert longest_run(reply) <= ECHO_LIMIT and longest_run(reply, "9") <= ECHO_LIMIT
    assert len(reply) < 1_000, len(reply)


@pytest.mark.parametrize("change, needle", [
    ({"name": "N" * MB}, "a track name is 1,000,000 characters long; at most 200"),
    ({"name": "bad\ud800name"}, "a track name holds a control character or an unpaired surrogate"),
    ({"name": "two\nlines"}, "control character"),
    ({"options": {"scaleGroup": "N" * MB}}, "track option 'scaleGroup' is 1,000,000 characters long"),
    ({"options": {"N" * 100_000: 1}}, "a track option's name is 100,000 characters long; at most 64"),
    ({"options": {f"k{i}": i for i in range(1_000)}}, "track options hold 1,000 entries; at most 32"),
    ({"options": {"range": [[[0]]]}}, "track option 'range' must be a flat list"),
    ({"options": {"deep": {"a": {"b": 1}}}}, "track option 'deep' must be text, a number"),
    ({"options": "N" * 1_000}, "the track change 'options' must be an object, not str"),
    ({"height": float("inf")}, "the track change 'height' must be a number between"),
    ({"height": "9" * 5_000}, "the track change 'height' must be a number, not str"),
    ({"order": "N" * 100_000}, "the track change 'order' must be a number, not str"),
])
def test_the_track_manager_stores_nothing_unbounded_in_browser_json(browser, project, change, needle):
    widget, track, sent = browser
    state = project.path / "genome" / "browser.json"
    before = state.read_bytes()
    reply = page(widget, sent, {"type": "update-track", "trackId": track.id, **change})
    assert needle in reply, reply
    assert len(reply) < 400 and longest_run(reply, "N") <= ECHO_LIMIT
    assert state.read_bytes() == before  # refused whole: nothing stored, nothing lost
    assert project.track(track.id).name == "signal"


def test_the_track_manager_still_renames_resizes_and_groups(browser, project):
    widget, track, sent = browser
    reply = page(widget, sent, {"type": "update-track", "trackId": track.id, "name": "  rep1  ", "height": 120.6,
                                "options": {"scaleGroup": "g", "range": [0, 5]}})
    assert reply == "[]"
    stored = project.track(track.id)
    assert (stored.name, stored.height, stored.options) == ("rep1", 120, {"scaleGroup": "g", "range": [0, 5]})


def test_a_browser_json_with_a_huge_name_is_refused_naming_the_file(project, tmp_path):
    path = tmp_path / "t.bed"
    path.write_text("chr8\t100\t200\n")
    track = project.add_track(path, name="peaks")
    state = project.path / "genome" / "browser.json"
    doc = json.loads(state.read_text())
    doc["tracks"][0]["name"] = "N" * MB  # a project folder someone handed over
    state.write_text(json.dumps(doc))
    r = call("genome_list_tracks", {}, project, project.session("s"))
    assert not r.success and str(state) in r.error and "a track name is 1,000,000 characters long" in r.error
    assert longest_run(json.dumps(r.to_json()), "N") <= ECHO_LIMIT
    with pytest.raises(Exception, match="invalid browser state"):
        project.track(track.id)


# -- the model -----------------------------------------------------------------------------------

def _string_parameters():
    for name, tool in TOOLS.items():
        for key, schema in tool.parameters.get("properties", {}).items():
            if schema.get("type") == "string" or schema.get("items", {}).get("type") == "string":
                yield name, key


def test_every_string_parameter_has_a_length_and_every_list_a_size():
    for name, key in _string_parameters():
        schema = TOOLS[name].parameters["properties"][key]
        bound = schema.get("items", schema).get("maxLength")
        assert bound is not None or "enum" in schema or key in ("html", "content"), (name, key)
        assert bound is None or bound <= 8_192, (name, key, bound)
        if schema.get("type") == "array":
            assert schema.get("maxItems"), (name, key)


@pytest.mark.parametrize("tool, key", list(_string_parameters()))
def test_a_1_mb_argument_is_refused_and_never_echoed_whole(project, session, tool, key):
    if key in ("html", "content"):
        pytest.skip("a page or a note is the tool's content, bounded in bytes by the tool itself")
    schema = TOOLS[tool].parameters["properties"][key]
    value = ["Q" * MB] if schema.get("type") == "array" else "Q" * MB
    args = {k: "x" for k in TOOLS[tool].parameters.get("required", [])}
    args[key] = value
    mode = next(m for m in MODES if m in TOOLS[tool].modes)
    r = call(tool, args, project, session, mode)
    out = json.dumps(r.to_json(), ensure_ascii=False)
    assert not r.success and "characters, got 1,000,000" in r.error, r.error
    assert longest_run(out) <= ECHO_LIMIT and len(out) < 2_000
    assert len(session.citations) == 0


@pytest.mark.parametrize("tool, args", [
    # a 4,000-character path the OS rewrites ('//' → '/') before it names it in its error
    ("project_inspect_local_path", {"path": "a//" + "Q" * 3_990}),
    ("project_import_local_path", {"path": "/" + "Q" * 4_000}),
    ("genome_add_track", {"sourceUrl": "/" + "Q" * 8_000}),
    ("genome_add_track", {"sourceUrl": "Q" * 8_000 + ".bigWig", "type": "bigwig"}),
    ("project_write_asset_artifact", {"assetId": "x", "relativePath": "Q" * 4_000, "content": "note"}),
    ("genome_update_track", {"trackId": "x", "Q" * 100_000: 1}),
    ("genome_update_track", {"trackId": "x", **{"Q" * 1_000 + str(i): 1 for i in range(1_000)}}),
    ("genome_signal_stats", {"scope": "Q" * MB}),
])
def test_errors_quote_at_most_the_echo_limit_of_any_argument(project, session, tool, args):
    mode = next(m for m in MODES if m in TOOLS[tool].modes)
    r = call(tool, args, project, session, mode)
    out = json.dumps(r.to_json(), ensure_ascii=False)
    assert not r.success and r.error
    assert longest_run(out) <= ECHO_LIMIT, (longest_run(out), r.error[:300])
    assert len(r.error) <= 1_100


def test_thousands_of_unparseable_regions_are_counted_not_echoed(project, session, tmp_path):
    path = tmp_path / "s.bedGraph"
    path.write_text("chr1\t0\t100\t2\nchr1\t100\t200\t4\n")
    project.add_track(path, name="sig")
    regions = ["chr1:0-200"] + ["Q" * 200] * 9_999
    r = call("genome_signal_stats", {"regions": regions}, project, session)
    assert r.success, r.error
    out = r.to_json()
    assert out["droppedRegionCount"] == 9_999 and len(out["droppedRegions"]) == 10
    assert len(json.dumps(out)) < 10_000
    assert (project.path / "sessions" / session.id / "citations.jsonl").stat().st_size < 50_000


# -- a cache and a portal ------------------------------------------------------------------------

FILE_ROW = {
    "@type": ["File", "Item"], "@id": "/files/SYNFF000AAA/", "accession": "SYNFF000AAA", "status": "released",
    "file_format": "bigWig", "file_type": "bigWig", "output_type": "fold change over control", "assembly": "GRCh38",
    "biological_replicates": [1], "dataset": "/experiments/SYNSR000AAA/", "assay_title": "Histone ChIP-seq",
    "target": {"label": "H3K27ac"}, "biosample_ontology": {"term_name": "K562", "organ_slims": ["blood"]},
    "date_created": "2020-01-02T03:04:05.000000+00:00", "href": "/files/SYNFF000AAA/@@download/SYNFF000AAA.bigWig",
    "file_size": 1234, "lab": {"title": "Synthetic Lab"},
}
SEARCH = {"assay": "Histone ChIP-seq", "target": "H3K27ac"}


class Portal:
    """A local portal whose every answer is ``self.body`` (text, sent as application/json)."""

    def __init__(self) -> None:
        portal = self
        self.body = json.dumps({"@type": ["Search"], "total": 1, "@graph": [FILE_ROW]})

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                data = portal.body.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def portal(monkeypatch):
    server = Portal()
    monkeypatch.setenv(BASE_URL_ENV, server.url)
    monkeypatch.delenv(OFFLINE_ENV, raising=False)
    yield server
    server.close()


@pytest.fixture()
def cached(portal, project, session):
    """A search run once against the local portal: its answers are in the project's cache."""
    online = call("public_data_search", SEARCH, project, session)
    assert online.success and online.to_json()["candidates"], online.error
    files = sorted((project.cache_dir / "encode").glob("*.json"))
    assert files
    return files


def tamper(files, change):
    for path in files:
        doc = json.loads(path.read_text())
        change(doc)
        path.write_text(json.dumps(doc))


def offline_search(project, session, monkeypatch):
    monkeypatch.setenv(OFFLINE_ENV, "1")
    store = project.path / "sessions" / session.id / "citations.jsonl"
    before = store.stat().st_size
    r = call("public_data_search", SEARCH, project, session)
    out = json.dumps(r.to_json(), ensure_ascii=False)
    assert store.stat().st_size == before  # nothing from a refused answer is recorded
    return r, out


@pytest.mark.parametrize("change, why", [
    (lambda d: d.update(retrievedAt="2025-01-01T00:00:00.000Z" + "Q" * 10 * MB),
     "its retrievedAt is not a UTC timestamp like 2025-01-31T12:00:00.000Z: 10,000,024 characters of text"),
    (lambda d: d.update(retrievedAt=["2025-01-01T00:00:00.000Z"]), "its retrievedAt is not a UTC timestamp"),
    (lambda d: d["body"]["@graph"][0].update(accession="Q" * 10 * MB),
     "its body: @graph[0].accession is 10,000,000 characters long; at most 200"),
    (lambda d: d["body"]["@graph"][0]["biosample_ontology"].update(term_name="Q" * MB),
     "@graph[0].biosample_ontology.term_name is 1,000,000 characters long"),
    (lambda d: d["body"]["@graph"][0].update(status=7), "@graph[0].status must be text, not int"),
    (lambda d: d["body"]["@graph"][0].update(file_size="Q" * MB), "@graph[0].file_size must be a whole number"),
    (lambda d: d["body"].update(total=10**60), "its body: total must be a whole number from 0 to 2^53"),
    (lambda d: d["body"]["@graph"][0].update(date_created="Q" * 30), "date_created is not an ISO 8601 date"),
    (lambda d: d["body"].update(extra=json.loads("[" * 40 + "]" * 40)), "is nested more than 32 levels deep"),
    (lambda d: d.update(status="200"), "its status is not an HTTP status"),
    (lambda d: d.update(url=d["url"] + "&x=1"), "it records another request"),
])
def test_a_hostile_cache_file_is_refused_naming_it(cached, project, session, monkeypatch, change, why):
    tamper(cached, change)
    r, out = offline_search(project, session, monkeypatch)
    assert not r.success and why in r.error, r.error
    assert re.search(r"the cached ENCODE answer \S+/cache/encode/[0-9a-f]{32}\.json is unusable", r.error)
    assert longest_run(out) <= ECHO_LIMIT and len(out) < 5_000, len(out)


def test_a_100000_deep_cache_file_is_refused_not_a_recursion_error(cached, project, session, monkeypatch):
    for path in cached:
        doc = json.loads(path.read_text())
        head = json.dumps({k: v for k, v in doc.items() if k != "body"})[:-1]
        path.write_text(head + ', "body": {"x": ' + "[" * 100_000 + "]" * 100_000 + "}}")
    r, out = offline_search(project, session, monkeypatch)
    assert not r.success and "is unusable: it is nested too deeply to read" in r.error, r.error
    assert "RecursionError" not in r.error and len(out) < 5_000


def test_a_sound_cache_file_still_replays(cached, project, session, monkeypatch):
    monkeypatch.setenv(OFFLINE_ENV, "1")
    r = call("public_data_search", SEARCH, project, session)
    assert r.success and r.to_json()["candidates"][0]["accession"] == "SYNFF000AAA"


@pytest.mark.parametrize("body, why", [
    (json.dumps({"@type": ["Search"], "total": 1, "@graph": [{**FILE_ROW, "accession": "Q" * MB}]}),
     "@graph[0].accession is 1,000,000 characters long"),
    (json.dumps({"@type": ["Search"], "total": 1, "@graph": [{**FILE_ROW, "lab": {"title": "Q" * MB}}]}),
     "@graph[0].lab.title is 1,000,000 characters long"),
    (json.dumps({"@type": ["Q" * MB], "@graph": "none"}), "@type[0] is 1,000,000 characters long"),
    ('{"@graph": ' + "[" * 100_000 + "]" * 100_000 + "}", "JSON nested too deeply to read"),
])
def test_a_hostile_live_answer_is_refused_and_not_cached(portal, project, session, body, why):
    portal.body = body
    r = call("public_data_search", SEARCH, project, session)
    out = json.dumps(r.to_json(), ensure_ascii=False)
    assert not r.success and why in r.error, r.error
    assert longest_run(out) <= ECHO_LIMIT and len(out) < 5_000
    assert list((project.cache_dir / "encode").glob("*.json")) == []  # never recorded for a replay
    assert len(session.citations) == 0


# -- a model, through the chat's own loop ---------------------------------------------------------

@pytest.mark.parametrize("arguments", ['{"locus": ', '{"locus": "chr8:1-100"}'])
def test_a_1_mb_tool_name_and_call_id_are_echoed_bounded_and_stored_bounded(project, shared_data, arguments):
    from genie_widgets.agent import Conversation, OpenAICompatible, ToolCallFailed

    from ..agent.llm_server import LLMServer, text_reply, tool_reply, tool_results

    server = LLMServer(shared_data / "llm_streams").start()
    try:
        seen: list[dict] = []

        def answer(body):
            seen.extend(tool_results(body))
            return text_reply("Done.")

        server.script = [tool_reply(("I" * MB, "Q" * MB, arguments)), answer]
        agent = OpenAICompatible(server.base_url, "scripted-model", api_key="sk-test-echo", backoff=0.01, timeout=30)
        chat = Conversation(project, agent=agent)
        events = list(chat.send("go"))
    finally:
        server.stop()
    (failed,) = [e for e in events if isinstance(e, ToolCallFailed)]
    assert longest_run(failed.error) <= ECHO_LIMIT and len(failed.error) < 1_100, failed.error[:300]
    assert seen and longest_run(json.dumps(seen)) <= ECHO_LIMIT  # what went back to the model
    history = chat.session.messages_path.read_text(encoding="utf-8")
    assert longest_run(history) <= ECHO_LIMIT and longest_run(history, "I") <= ECHO_LIMIT
    assert len(history) < 20_000
