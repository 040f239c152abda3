"""The widgets in marimo: ``marimo run notebooks/quickstart_marimo.py`` on 127.0.0.1 in headless
Chromium. The browser draws from binary tile buffers, a drag reaches ``browser.locus`` in Python
(a reactive cell prints it), a chip opens the evidence panel and its "Show in browser" moves the
browser, the chat answers with the offline agent, and nothing leaves 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from .jupyter import free_port, require_browser
from .test_genome_browser import wait_until

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = REPO / "notebooks" / "quickstart_marimo.py"
RECT = "(el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }"


@pytest.fixture()
def marimo_app(tmp_path):
    """``marimo run`` of the quick start (see :func:`serve_marimo`)."""
    with serve_marimo(NOTEBOOK, tmp_path) as served:
        yield served


@contextmanager
def serve_marimo(notebook: Path, tmp_path: Path):
    """``marimo run`` of ``notebook``, isolated from the machine (own HOME and XDG folders; any
    stray outbound HTTP from the server goes to a closed loopback port): yields (url, log path)."""
    require_browser()
    pytest.importorskip("marimo", reason="the marimo tests need marimo (pip install -e '.[test]')")
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ)
    env.update({
        "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_STATE_HOME": str(home / ".state"),
        "XDG_CACHE_HOME": str(home / ".cache"), "MARIMO_SKIP_UPDATE_CHECK": "1",
        "HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9", "NO_PROXY": "127.0.0.1,localhost",
        "PYTHONPATH": os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]),
        "GENIE_WIDGETS_ENCODE_OFFLINE": "1",
    })
    env.pop("GENIE_WIDGETS_BASE_URL", None)  # the chat must use the offline agent
    port = free_port()
    log_path = tmp_path / "marimo.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "marimo", "run", str(notebook), "--headless", "--host", "127.0.0.1",
             "--port", str(port), "--no-token", "--no-sandbox"],
            cwd=str(tmp_path), env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"marimo exited ({proc.returncode}):\n{log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"marimo did not answer at {url}:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.3)
        yield url, log_path
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def tile_requests(recorded: list[str]) -> list[dict]:
    """The tile requests the page sent to the kernel (over HTTP or the websocket)."""
    found = []
    for text in recorded:
        if '"tiles"' not in text or '"requests"' not in text:
            continue
        start = text.find("{")
        try:
            payload = json.loads(text[start:])
        except ValueError:
            continue
        stack = [payload]
        while stack:  # the tile message sits somewhere inside marimo's envelope
            item = stack.pop()
            if isinstance(item, dict):
                if item.get("type") == "tiles" and "requests" in item:
                    found.append(item)
                stack.extend(item.values())
            elif isinstance(item, list):
                stack.extend(item)
            elif isinstance(item, str) and '"tiles"' in item:
                try:
                    stack.append(json.loads(item))
                except ValueError:
                    pass
    return found


def test_quickstart_in_marimo(marimo_app, browser, artifacts_dir):
    url, log_path = marimo_app
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1100})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    sent: list[str] = []
    page.on("request", lambda req: sent.append(req.post_data or "") if req.method == "POST" else None)
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(frame if isinstance(frame, str) else "")))
    page.goto(url)

    # 1. The browser draws, from binary tile buffers (the page never falls back to base64).
    root = page.locator(".gwb").first
    root.wait_for(timeout=90_000)
    wait_until(lambda: root.get_attribute("data-complete") == "true", timeout=60, what="first complete draw")
    requests = wait_until(lambda: tile_requests(sent), what="tile requests seen")
    assert all(r.get("base64") is False for r in requests), requests

    # 2. A drag moves the view, and Python's browser.locus follows (a reactive cell prints it).
    shown = page.locator(".gw-python-locus").first
    shown.wait_for(timeout=30_000)
    before = shown.inner_text().strip()
    assert before == root.get_attribute("data-locus") == "chr8:127700000-127760000"
    box = root.locator(".gwb-main").bounding_box()
    y = box["y"] + 60
    page.mouse.move(box["x"] + 700, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 600, y, steps=3)
    page.mouse.move(box["x"] + 450, y, steps=3)
    page.mouse.up()
    wait_until(lambda: root.get_attribute("data-locus") != before, what="the view to move")
    dragged = wait_until(lambda: (lambda t: t if t != before else None)(page.locator(".gw-python-locus").first.inner_text().strip()),
                         what="browser.locus in Python after the drag")
    assert dragged == root.get_attribute("data-locus")
    start = int(dragged.split(":")[1].split("-")[0])
    assert start > 127_700_000  # dragging left moves the view right

    # 3. The cited answer: chips with verdicts; a chip opens the evidence panel.
    message = page.locator(".gw-message").last
    chips = message.locator(".gw-chip")
    chips.nth(1).wait_for(timeout=30_000)
    assert [chips.nth(i).get_attribute("data-status") for i in range(2)] == ["verified", "unsupported"]
    # Opening the panel keeps the clicked sentence where it was, and opens beside it, in view (issue 30).
    chips.nth(0).scroll_into_view_if_needed()
    before = chips.nth(0).evaluate(RECT)
    chips.nth(0).click()
    panel = page.locator(".gw-panel:visible").first
    panel.wait_for(state="visible")
    page.wait_for_timeout(250)
    after, beside = chips.nth(0).evaluate(RECT), panel.evaluate(RECT)
    assert after["top"] >= 0 and after["bottom"] <= 1100 and abs(after["top"] - before["top"]) < 24, (before, after)
    assert 0 <= beside["top"] <= after["bottom"] and beside["top"] + 120 <= 1100, (beside, after)
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    assert '"coveredFraction"' in panel.locator(".gw-panel-excerpt").inner_text()
    page.screenshot(path=str(artifacts_dir / "marimo-evidence-panel.png"))

    # A second viewer: `marimo run` serves it from the same server, with its own project and browser.
    viewer = browser.new_page()
    viewer.set_viewport_size({"width": 1400, "height": 1100})
    viewer.on("pageerror", lambda exc: errors.append(f"second viewer: {exc}"))
    viewer.goto(url)
    other = viewer.locator(".gwb").first
    other.wait_for(timeout=90_000)
    wait_until(lambda: other.get_attribute("data-complete") == "true", timeout=60, what="second viewer drawn")
    assert other.get_attribute("data-locus") == "chr8:127700000-127760000"

    # 4. The region chip's "Show in browser" moves this viewer's browser to the record's locus
    #    (padded), not the newer browser of the other viewer.
    chips.nth(1).click()
    panel = page.locator(".gw-panel:visible").first
    wait_until(lambda: "Unsupported" in panel.locator(".gw-panel-status").inner_text(), what="the region record's panel")
    panel.get_by_role("button", name="Show in browser").click()
    # (The kernel moved it: marimo re-runs dependent cells only for changes made in the page.)
    wait_until(lambda: root.get_attribute("data-locus") == "chr8:127694000-127766000", what="show in browser")
    time.sleep(1.0)
    assert other.get_attribute("data-locus") == "chr8:127700000-127760000", "the other viewer's browser moved"
    assert other.get_attribute("data-complete") == "true"
    viewer.close()

    # 5. The chat: the offline agent answers /stats with a verified chip.
    chat = page.locator(".gwc").first
    text_box = chat.locator(".gwc-text")
    text_box.fill("/stats")
    text_box.press("Enter")
    card = chat.locator(".gwc-tool").first
    card.wait_for(timeout=30_000)
    wait_until(lambda: card.get_attribute("data-status") == "done", what="tool card done")
    answer_chip = chat.locator(".gwc-answer .gw-chip").first
    answer_chip.wait_for(timeout=30_000)
    # (a chip drawn while the answer streams is checked when it is complete: wait for that, not the first draw)
    wait_until(lambda: answer_chip.get_attribute("data-status") == "verified", what="the answer's chip checked")
    chat.screenshot(path=str(artifacts_dir / "marimo-chat.png"))

    # Every tile request of the session (first draw, drag, show in browser) asked for binary
    # buffers: had marimo dropped them, the page would have switched to base64.
    requests = tile_requests(sent)
    assert len(requests) >= 2 and all(r.get("base64") is False for r in requests), requests
    assert errors == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests
    assert "Traceback" not in log_path.read_text(), log_path.read_text()[-3000:]


LONG_ANSWER = """import marimo

app = marimo.App(width="medium")


@app.cell
def _():
    import tempfile
    from pathlib import Path

    import genie_widgets as gw
    from genie_widgets.demo import demo_track

    workdir = Path(tempfile.mkdtemp(prefix="genie-long-answer-"))
    project = gw.Project.create(workdir / "project", genome="hg38")
    track = project.add_track(demo_track(workdir, "K562"), name="SYNTHETIC demo signal")
    project.set_view("chr8:127,700,000-127,760,000")
    session = project.session()
    r = gw.tools.call("genome_signal_stats", {}, project, session)
    mean = r.to_json()["tracks"][0]["stats"]["mean"]
    lines = [f"- Over the whole of the view shown in the browser above, the **SYNTHETIC demo signal** track "
             f"averaged {mean:.2f}, as the `genome_signal_stats` tool measured it {r.citation_token}."
             for _ in range(40)]
    gw.CitedMarkdown("\\n".join(lines), session.citations)
    return


if __name__ == "__main__":
    app.run()
"""


def test_a_long_answer_in_marimo_keeps_the_clicked_sentence_in_view(browser, tmp_path, artifacts_dir):
    """(issue 30) A chip far down a long answer: its panel opens beside it and the sentence stays
    where the reader saw it."""
    notebook = tmp_path / "long_answer.py"
    notebook.write_text(LONG_ANSWER)
    with serve_marimo(notebook, tmp_path) as (url, log_path):
        page = browser.new_page()
        page.set_viewport_size({"width": 1200, "height": 900})
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(url)
        chips = page.locator(".gw-message .gw-chip")
        chips.nth(39).wait_for(timeout=90_000)
        chip = chips.nth(30)
        wait_until(lambda: chip.get_attribute("data-status") == "verified", what="the chip checked")
        chip.scroll_into_view_if_needed()
        before = chip.evaluate(RECT)
        assert before["top"] >= 0 and before["bottom"] <= 900, before
        chip.click()
        panel = page.locator(".gw-panel:visible").first
        panel.wait_for(state="visible")
        page.wait_for_timeout(250)
        after, beside = chip.evaluate(RECT), panel.evaluate(RECT)
        page.screenshot(path=str(artifacts_dir / "panel-beside-sentence-marimo.png"))
        assert after["top"] >= 0 and after["bottom"] <= 900, f"the sentence left the view: {before} -> {after}"
        assert abs(after["top"] - before["top"]) < 24, (before, after)
        assert 0 <= beside["top"] <= after["bottom"] and beside["top"] + 120 <= 900, (beside, after)
        assert errors == [], errors
        assert browser.off_host.requests == [], browser.off_host.requests
        assert "Traceback" not in log_path.read_text(), log_path.read_text()[-3000:]
