"""(issue 30) Stop while a tool runs, in real JupyterLab: the agent's genome_add_track reads a URL
that drips one byte every 0.5 s (a local server on 127.0.0.1); the user clicks Stop; the download
is cancelled, and its tool card says "stopped" in a neutral colour, not "failed" in red."""

from __future__ import annotations

import json

import pytest

from ..agent.llm_server import LLMServer, tool_reply
from ..security.hostile_server import HostileServer
from .jupyter import open_and_run_all, write_notebook
from .test_genome_browser import wait_until

pytestmark = pytest.mark.browser

BACKGROUND_RED = ("(el) => { const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\\d+/g).map(Number);"
                  " return r > g + 20 && r > b + 20; }")


def test_stop_during_a_tool_call_marks_its_card_stopped(jupyter, browser, tmp_path_factory, artifacts_dir):
    slow = HostileServer()
    try:
        with LLMServer() as llm:
            project_dir = tmp_path_factory.mktemp("stopcard") / "project"
            cell = (
                "import genie_widgets as gw\n"
                f"project = gw.Project.create({str(project_dir)!r}, allow_private_urls=True)\n"
                f"chat = gw.Chat(project, agent=gw.OpenAICompatible({llm.base_url!r}, 'test-model', api_key='sk-x'))\n"
                "chat"
            )
            name = "chat_stop_card.ipynb"
            write_notebook(jupyter.root / name, [cell])
            llm.script = [tool_reply(("call_1", "genome_add_track",
                                      json.dumps({"sourceUrl": f"{slow.url}/slow-drip", "type": "bed"})))]
            page = browser.new_page()
            page.set_viewport_size({"width": 1200, "height": 800})
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            open_and_run_all(page, jupyter, name)
            chat = page.locator(".gwc").first
            chat.wait_for(timeout=60_000)
            box = chat.locator(".gwc-text")
            box.fill("Add the track at my server.")
            box.press("Enter")
            card = chat.locator(".gwc-tool").first
            card.wait_for(timeout=30_000)
            wait_until(lambda: card.get_attribute("data-status") == "running", what="the call running")
            page.wait_for_timeout(800)  # the download has started dripping
            chat.locator(".gwc-stop").click()
            wait_until(lambda: card.get_attribute("data-status") != "running", timeout=20, what="the call ended")
            assert card.get_attribute("data-status") == "stopped"
            status = card.locator(".gwc-tool-status")
            assert status.inner_text() == "stopped"
            assert not status.evaluate(BACKGROUND_RED), "a stopped call is not drawn as an error"
            assert card.locator(".gwc-tool-error").count() == 0
            assert "pressed Stop" in card.locator(".gwc-tool-note").text_content()  # (inside the folded card)
            chat.locator(".gwc-note", has_text="Stopped before the agent answered.").wait_for(timeout=15_000)
            chat.screenshot(path=str(artifacts_dir / "chat-tool-stopped.png"))
            assert errors == []
            assert browser.off_host.requests == [], browser.off_host.requests
    finally:
        slow.close()
