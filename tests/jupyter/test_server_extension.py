"""The JupyterLab extension's server side in a real Jupyter server on 127.0.0.1: render + verify a
text against a project session named by the page, authenticated like every server extension, and
safe with the names and texts a hostile notebook may carry."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

import genie_widgets as gw
from genie_widgets.demo import demo_track
from genie_widgets.jupyter.handlers import MAX_TEXT
from genie_widgets.mcp.jupyter_config import write_jupyter_config
from tests.browser.jupyter import TOKEN, free_port

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A Jupyter server with only our server extension, over a root holding a project with one
    cited stats call in session ``jupyter_ai`` and the jupyter-ai entry for it."""
    root = tmp_path_factory.mktemp("root")
    project = gw.Project.create(root / "proj", genome="hg38")
    project.add_track(demo_track(root, "K562"), name="rep1")
    project.set_view("chr8:127,700,000-127,760,000")
    session = project.session("jupyter_ai")
    result = gw.tools.call("genome_signal_stats", {"scope": "viewport"}, project, session)
    write_jupyter_config(root / "proj", root=root)
    home = tmp_path_factory.mktemp("home")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / "c"), "JUPYTER_DATA_DIR": str(home / "d"),
           "JUPYTER_RUNTIME_DIR": str(home / "r"), "PYTHONPATH": str(REPO)}
    port = free_port()
    log = open(home / "server.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "jupyter_server", "--no-browser", "--allow-root", f"--port={port}",
                             "--ip=127.0.0.1", f"--ServerApp.root_dir={root}", f"--IdentityProvider.token={TOKEN}",
                             "--ServerApp.jpserver_extensions={'genie_widgets.jupyter': True}"],
                            cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                call(base, "GET", "/api/status")
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail((home / "server.log").read_text()[-3000:])
                time.sleep(0.3)
        yield {"base": base, "root": root, "result": result, "log": home / "server.log"}
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def call(base: str, method: str, path: str, body: object = None, token: str | None = TOKEN):
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"token {token}"
    req = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, json.loads(resp.read() or b"null")
    except urllib.error.HTTPError as err:
        raw = err.read()
        try:
            return err.code, json.loads(raw)
        except ValueError:
            return err.code, raw.decode(errors="replace")


def render(served, text, project="proj", session="jupyter_ai", **kw):
    body = {"text": text}
    if project is not None:
        body["project"] = project
    if session is not None:
        body["session"] = session
    return call(served["base"], "POST", "/genie-widgets/render", body, **kw)


def test_a_right_and_a_wrong_number_get_check_and_cross(served):
    r = served["result"]
    mean = r.to_json()["tracks"][0]["stats"]["mean"]
    text = (f"rep1 averaged {mean:.2f} over the view {r.citation_token}. "
            f"It peaked at {mean:.2f} there {r.citation_token}.")
    status, reply = render(served, text)
    assert status == 200, reply
    assert [c["status"] for c in reply["message"]["checks"]] == ["verified", "unsupported"]
    assert reply["source"] == {"project": "proj", "projectId": reply["source"]["projectId"],
                               "session": "jupyter_ai", "records": 1}
    assert reply["notice"] is None
    assert "[[cite:" not in reply["message"]["html"]  # tokens became chips


def test_without_a_session_tokens_stay_unchecked_and_a_notice_says_why(served):
    status, reply = render(served, f"rep1 averaged 1.8 {served['result'].citation_token}.", project=None, session=None)
    assert status == 200
    assert "No genie session" in reply["notice"]
    assert reply["message"]["unknownTokens"] and reply["source"] is None


@pytest.mark.parametrize("project, session, words", [
    ("/etc", "jupyter_ai", "outside the Jupyter server's root"),
    ("../", "jupyter_ai", "outside the Jupyter server's root"),
    ("proj", "../../x", "invalid session id"),
    ("nowhere", "jupyter_ai", "no genie_widgets project"),
])
def test_a_hostile_or_wrong_source_is_refused_in_a_notice(served, project, session, words):
    status, reply = render(served, "Some text.", project=project, session=session)
    assert status == 200 and words in reply["notice"] and reply["source"] is None


def test_a_session_outside_by_symlink_is_refused(served, tmp_path):
    (served["root"] / "proj" / "sessions" / "linked").symlink_to(tmp_path)
    status, reply = render(served, "x", session="linked")
    assert "symbolic link" in reply["notice"]


def test_hostile_html_is_escaped(served):
    status, reply = render(served, '<img src=x onerror=alert(1)> <script>alert(2)</script> **bold**')
    html = reply["message"]["html"]
    assert "<script" not in html and "<img" not in html and "<strong>bold</strong>" in html


def test_bad_bodies_get_clear_errors(served):
    base = served["base"]
    assert call(base, "POST", "/genie-widgets/render", b"not json")[0] == 400
    assert call(base, "POST", "/genie-widgets/render", [1, 2])[0] == 400
    assert call(base, "POST", "/genie-widgets/render", {"text": 5})[0] == 400
    status, reply = call(base, "POST", "/genie-widgets/render", {"text": "x" * (MAX_TEXT + 1)})
    assert status == 413 and "at most" in reply["error"]


def test_no_token_no_answer(served):
    status, _ = render(served, "x", token=None)
    assert status in (401, 403)
    assert call(served["base"], "GET", "/genie-widgets/sessions", token=None)[0] in (401, 403)


def test_sessions_lists_the_jupyter_ai_entry(served):
    status, reply = call(served["base"], "GET", "/genie-widgets/sessions")
    assert status == 200
    (entry,) = reply["choices"]
    assert entry["name"] == "genie_widgets" and entry["project"] == "proj" and entry["session"] == "jupyter_ai"
    assert "jupyter_ai" in entry["sessions"]
