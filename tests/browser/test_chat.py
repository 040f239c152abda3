"""Chat in real JupyterLab: a message runs a tool (card), the answer's chips open verified
evidence, the linked browser follows, Stop really stops a slow stream from a local
OpenAI-compatible server, and a reopened session in a new kernel still opens its old chips."""

from __future__ import annotations

import pytest

from ..agent.llm_server import SSE, LLMServer, chunk, text_reply, tool_reply, tool_results
from .jupyter import open_and_run_all, write_notebook
from .test_genome_browser import CHR19, wait_until

pytestmark = pytest.mark.browser


@pytest.fixture()
def llm():
    with LLMServer() as server:
        yield server


def cited_answer(body):
    """Answer from the last tool result: a verifiable sentence with its token."""
    result = tool_results(body)[0]
    stats = result["tracks"][0]["stats"]
    return text_reply(f"The mean signal was {stats['mean']:.2f} and the maximum {stats['max']:.2f} "
                      f"{result['citationToken']}.", pieces=6, delay=0.05)


def test_chat_end_to_end(jupyter, browser, llm, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    project_dir = tmp_path_factory.mktemp("chat") / "project"
    setup = (
        "import genie_widgets as gw\n"
        f"project = gw.Project.create({str(project_dir)!r})\n"
        f"track = project.add_track({str(CHR19 / 'rep1.fc.signal.bigwig')!r}, name='rep1 fc')\n"
        "project.set_view('chr19:1,000,000-1,100,000')\n"
        "browser = gw.GenomeBrowser(project)\nbrowser"
    )
    offline = "chat = gw.Chat(project)\nchat"
    remote = (f"remote = gw.Chat(project, agent=gw.OpenAICompatible({llm.base_url!r}, 'test-model', api_key='sk-secret-test'))\n"
              "remote")
    name = "chat.ipynb"
    write_notebook(jupyter.root / name, [setup, offline, remote])
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1200})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    chats = page.locator(".gwc")
    chats.nth(1).wait_for(timeout=60_000)
    offline_chat, remote_chat = chats.nth(0), chats.nth(1)
    assert "offline agent" in offline_chat.locator(".gwc-agent").inner_text()

    # 1. The offline agent: a message, a tool card, a cited answer whose chip opens verified evidence.
    box = offline_chat.locator(".gwc-text")
    box.fill("/stats")
    box.press("Enter")
    card = offline_chat.locator(".gwc-tool").first
    card.wait_for(timeout=30_000)
    wait_until(lambda: card.get_attribute("data-status") == "done", what="tool card done")
    assert "genome_signal_stats" in card.locator(".gwc-tool-name").inner_text()
    chip = offline_chat.locator(".gwc-answer .gw-chip").first
    chip.wait_for(timeout=30_000)
    # (a chip drawn while the answer streams is checked when it is complete: wait for that, not the first draw)
    wait_until(lambda: chip.get_attribute("data-status") == "verified", what="the answer's chip checked")
    chip.click()
    panel = offline_chat.locator(".gw-panel")
    panel.wait_for(state="visible")
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    assert '"coveredFraction"' in panel.locator(".gw-panel-excerpt").inner_text()
    assert panel.locator("mark").count() >= 1
    offline_chat.screenshot(path=str(artifacts_dir / "chat-evidence-panel.png"))
    panel.get_by_role("button", name="Close", exact=True).click()

    # 2. The linked browser moves when the agent navigates.
    box.fill("/goto chr19:1,040,000-1,050,000")
    box.press("Enter")
    wait_until(lambda: page.locator(".gwb").first.get_attribute("data-locus") == "chr19:1040000-1050000",
               what="browser follows the chat")

    # 3. An OpenAI-compatible endpoint: streamed tool call, then a streamed answer with chips.
    llm.script = [tool_reply(("call_1", "genome_signal_stats", '{"scope": "viewport"}')), cited_answer]
    rbox = remote_chat.locator(".gwc-text")
    rbox.fill("How strong is the signal here?")
    rbox.press("Enter")
    rchip = remote_chat.locator(".gwc-answer:not(.gwc-live) .gw-chip").first
    rchip.wait_for(timeout=30_000)
    wait_until(lambda: rchip.get_attribute("data-status") == "verified", what="the remote answer's chip checked")
    assert remote_chat.locator(".gwc-tool").first.get_attribute("data-status") == "done"

    # 4. Stop during a slow stream: the partial answer is kept and marked, the server sees the hang-up.
    slow = [chunk({"role": "assistant", "content": ""})] + [chunk({"content": f"word{i} "}) for i in range(60)]
    llm.script = [SSE(slow + [chunk({}, "stop")], delay=0.25)]
    llm.client_gone.clear()
    rbox.fill("Tell me a long story.")
    rbox.press("Enter")
    live = remote_chat.locator(".gwc-live")
    live.wait_for(timeout=30_000)
    wait_until(lambda: "word3" in live.inner_text(), what="some streamed text")
    remote_chat.locator(".gwc-stop").click()
    note = remote_chat.locator(".gwc-note", has_text="Stopped")
    note.wait_for(timeout=15_000)
    assert llm.client_gone.wait(10), "the HTTP stream was not closed"
    assert remote_chat.locator(".gwc-stop").is_hidden()
    stopped_text = remote_chat.locator(".gwc-answer").last.inner_text()
    assert "word1" in stopped_text and "word59" not in stopped_text

    # The API key never reaches the page or the session files.
    outputs = page.evaluate("""() => {
      const deep = (node) => (node.shadowRoot ? node.shadowRoot.innerHTML : "") +
        [...(node.shadowRoot || node).querySelectorAll("*")].map((n) => n.shadowRoot ? n.shadowRoot.innerHTML : "").join("");
      return [...document.querySelectorAll(".jp-OutputArea-output")].map((o) => o.innerHTML + deep(o)).join("\\n");
    }""")
    assert "word1" in outputs and "sk-secret-test" not in outputs
    session_dirs = list((project_dir / "sessions").iterdir())
    assert session_dirs and all("sk-secret-test" not in p.read_text() for d in session_dirs for p in d.glob("*.json*"))
    page.screenshot(path=str(artifacts_dir / "chat-jupyterlab.png"))

    # 5. Reopen the offline session in a new kernel: old chips still open their records.
    session_id = next(d.name for d in session_dirs
                      if "genome_signal_stats" in (d / "messages.jsonl").read_text() and "/stats" in (d / "messages.jsonl").read_text())
    name2 = "chat_reopen.ipynb"
    write_notebook(jupyter.root / name2, [
        f"import genie_widgets as gw\nproject = gw.Project.open({str(project_dir)!r})\n"
        f"gw.Chat(project, session_id={session_id!r})"])
    page2 = browser.new_page()
    page2.set_viewport_size({"width": 1300, "height": 1000})
    open_and_run_all(page2, jupyter, name2)
    old_chip = page2.locator(".gwc .gwc-answer .gw-chip").first
    old_chip.wait_for(timeout=60_000)
    old_chip.click()
    panel2 = page2.locator(".gwc .gw-panel")
    panel2.wait_for(state="visible")
    assert panel2.locator(".gw-panel-title").inner_text() == "Genome signal stats result"
    assert "Verified" in panel2.locator(".gw-panel-status").inner_text()

    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
