"""jupyter-ai 3 end to end in a real JupyterLab: its Jupyternaut agent, driven by our local
OpenAI-compatible test server (tests/agent/llm_server.py), calls our MCP server — started by
jupyter-ai from the entry ``--write-jupyter-config`` wrote — and answers with the record's token
after one right number and one wrong one; the chat shows chips ✓ and ✗ and a chip opens the
evidence in JupyterLab's right side panel.

jupyter-ai 3.2 pins ``mcp<2`` and our MCP server needs ``mcp>=2.3``, so they cannot share an
environment: JupyterLab and jupyter-ai run from ``.venv/ai-env`` (``scripts/setup --test`` makes it,
with genie_widgets installed without the ``mcp`` extra), the MCP server from this environment.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

import genie_widgets as gw
from genie_widgets.demo import demo_track
from genie_widgets.mcp.jupyter_config import write_jupyter_config

from ..agent.llm_server import LLMServer, text_reply, tool_reply
from .jupyter import require_browser, start_jupyter

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
AI_PYTHON = REPO / ".venv" / "ai-env" / "bin" / "python"
MODEL = "openai/genie-test-model"
TOKEN_RE = re.compile(r"\[\[cite:[A-Za-z0-9_-]+\]\]")


def tool_text(body: dict) -> str | None:
    """The text of the last tool result in a chat-completions request, if its last message is one."""
    messages = body.get("messages") or []
    if not messages or messages[-1].get("role") != "tool":
        return None
    content = messages[-1].get("content")
    if isinstance(content, list):
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return str(content)


def agent_turn(body: dict):
    """First a call of our MCP tool; once its result is back, an answer citing it: the mean right,
    then the same number called the maximum (wrong)."""
    result = tool_text(body)
    if result is None:
        return tool_reply(("call_1", "genome_signal_stats", '{"scope": "viewport"}'))
    data = json.loads(result[result.index("{"):])
    token = data.get("citationToken") or TOKEN_RE.search(result).group(0)
    mean = data["tracks"][0]["stats"]["mean"]
    return text_reply(f"rep1 averaged {mean:.2f} over the view {token}. It peaked at {mean:.2f} there {token}.")


@pytest.fixture(scope="module")
def ai_lab(tmp_path_factory):
    require_browser()
    if not AI_PYTHON.exists():
        reason = f"jupyter-ai is not installed in {AI_PYTHON.parent.parent} (scripts/setup --test makes it)"
        if os.environ.get("GENIE_REQUIRE_BROWSER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    root = tmp_path_factory.mktemp("ai-root")
    project = gw.Project.create(root / "proj", genome="hg38")
    project.add_track(demo_track(root, "K562"), name="rep1")
    project.set_view("chr8:127,700,000-127,760,000")
    # The one set-up command, run from the environment that has the MCP SDK 2.x.
    write_jupyter_config(root / "proj", root=root, python=sys.executable)
    llm = LLMServer().start()
    llm.script = [agent_turn] * 8
    home = tmp_path_factory.mktemp("ai-home")
    config = home / "data" / "jupyter_ai" / "config.json"
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({"model_provider_id": MODEL,
                                  "fields": {MODEL: {"api_base": f"{llm.url}/v1", "api_key": "test-key"}}}))
    env = {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "OPENAI_API_KEY": "test-key", "PYTHONPATH": ""}
    server = start_jupyter(root, home, env, python=str(AI_PYTHON))
    yield server, llm
    server.stop()
    llm.stop()


def test_jupyternaut_answer_shows_chips_that_open_the_side_panel(ai_lab, browser, artifacts_dir):
    server, llm = ai_lab
    (server.root / "ask.chat").write_text("")
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.lab_url("ask.chat"))

    box = page.get_by_placeholder("Type a chat message", exact=False)
    box.wait_for(timeout=60_000)
    page.get_by_text("Jupyternaut").first.wait_for(timeout=60_000)  # the persona picker is ready
    box.click()
    page.keyboard.type("What is the mean signal of rep1 over the view?")
    page.keyboard.press("Enter")

    answer = page.locator('.jp-RenderedMarkdown[data-gw-cited="checked"]')
    chips = answer.locator(".gw-chip")
    try:
        chips.nth(1).wait_for(timeout=120_000)
    except Exception:
        page.screenshot(path=str(artifacts_dir / "jupyter-ai-failed.png"))
        raise AssertionError(f"no chips; LLM requests: {len(llm.requests)}\n{server.log()}") from None
    assert [chips.nth(i).get_attribute("data-status") for i in range(2)] == ["verified", "unsupported"]
    assert "[[cite:" not in answer.inner_text()
    assert any(tool_text(r["body"]) for r in llm.requests), "the agent never sent our tool's result back"

    chips.nth(1).click()
    side = page.locator("#genie-widgets-evidence")
    side.wait_for(state="visible")
    assert "Unsupported" in side.locator(".gw-panel-status").inner_text()
    assert "rep1" in side.locator(".gw-panel-excerpt").inner_text()
    page.screenshot(path=str(artifacts_dir / "jupyter-ai-chat-chips.png"))
    assert errors == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests
