"""The JupyterLab extension in jupyterlab-chat (the chat jupyter-ai 3 answers in): a chat message
holding citation tokens of a real cited call shows chips ✓ and ✗, read against the single
genie_widgets entry of ``.jupyter/mcp_settings.json`` (the session jupyter-ai's agent records
into), and a chip opens the evidence in JupyterLab's right side panel.

jupyterlab-chat lives in its own prefix (``scripts/setup --test`` installs it in ``.venv/chat``)
so that every other browser test runs in a JupyterLab without it; this module's server adds it.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

import genie_widgets as gw
from genie_widgets.demo import demo_track
from genie_widgets.mcp.jupyter_config import write_jupyter_config

from .jupyter import require_browser, start_jupyter

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
CHAT_PREFIX = REPO / ".venv" / "chat"
SITE = CHAT_PREFIX / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "site-packages"
SESSION = "jupyter_ai"


@pytest.fixture(scope="module")
def chat_lab(tmp_path_factory):
    """JupyterLab with jupyterlab-chat over a root holding a project with one cited stats call in
    session ``jupyter_ai`` and the jupyter-ai entry for it."""
    require_browser()
    if not (SITE / "jupyterlab_chat").is_dir():
        reason = f"jupyterlab-chat is not installed in {CHAT_PREFIX} (scripts/setup --test installs it)"
        if os.environ.get("GENIE_REQUIRE_BROWSER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    root = tmp_path_factory.mktemp("chat-root")
    project = gw.Project.create(root / "proj", genome="hg38")
    project.add_track(demo_track(root, "K562"), name="rep1")
    project.set_view("chr8:127,700,000-127,760,000")
    result = gw.tools.call("genome_signal_stats", {"scope": "viewport"}, project, project.session(SESSION))
    write_jupyter_config(root / "proj", root=root)
    env = {"PYTHONPATH": str(SITE), "JUPYTER_PATH": str(CHAT_PREFIX / "share" / "jupyter"),
           "JUPYTER_CONFIG_PATH": str(CHAT_PREFIX / "etc" / "jupyter")}
    server = start_jupyter(root, tmp_path_factory.mktemp("chat-home"), env)
    yield server, result
    server.stop()


def write_chat(path: Path, body: str) -> None:
    """A jupyterlab-chat file with one message from the agent."""
    sender = "genie-agent"
    path.write_text(json.dumps({
        "messages": [{"type": "msg", "id": "m-1", "sender": sender, "body": body, "time": time.time(),
                      "raw_time": False}],
        "users": {sender: {"username": sender, "name": "Genie agent", "display_name": "Genie agent",
                           "initials": "GA"}},
        "attachments": {}, "metadata": {},
    }))


def test_a_chat_message_with_tokens_shows_chips_that_open_the_side_panel(chat_lab, browser, artifacts_dir):
    server, result = chat_lab
    mean = result.to_json()["tracks"][0]["stats"]["mean"]
    token = result.citation_token
    write_chat(server.root / "answers.chat",
               f"rep1 averaged **{mean:.2f}** over the view {token}. It peaked at {mean:.2f} there {token}.")
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.lab_url("answers.chat"))

    message = page.locator('.jp-RenderedMarkdown[data-gw-cited="checked"]')
    chips = message.locator(".gw-chip")
    chips.nth(1).wait_for(timeout=60_000)
    assert [chips.nth(i).get_attribute("data-status") for i in range(2)] == ["verified", "unsupported"]
    assert "[[cite:" not in message.inner_text()
    assert message.locator("strong").count() == 1

    chips.nth(0).click()
    side = page.locator("#genie-widgets-evidence")
    side.wait_for(state="visible")
    assert "Verified" in side.locator(".gw-panel-status").inner_text()
    assert "rep1" in side.locator(".gw-panel-excerpt").inner_text()
    page.screenshot(path=str(artifacts_dir / "jupyterlab-chat-chips.png"))
    assert errors == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests
