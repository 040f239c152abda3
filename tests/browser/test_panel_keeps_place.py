"""Opening a chip's evidence panel keeps the clicked sentence in view, and the panel opens beside
it (issue 30): in real JupyterLab and Notebook 7 (a long CitedMarkdown answer scrolled to its
middle) and in the chat's log. The chip's bounding box is measured before and after the panel
opens, and after it closes."""

from __future__ import annotations

import pytest

from .jupyter import open_and_run_all, write_notebook
from .test_genome_browser import CHR19, wait_until

pytestmark = pytest.mark.browser

SETUP = """
import genie_widgets as gw
project = gw.Project.create({path!r})
a = project.add_track({rep1!r}, name="rep1 fold change")
b = project.add_track({rep2!r}, name="rep2 fold change")
project.set_view("chr19:1,000,000-1,100,000")
session = project.session("keep_place")
r = gw.tools.call("genome_signal_stats", {{"trackIds": [a.id, b.id]}}, project, session)
m1, m2 = (t["stats"]["mean"] for t in r.to_json()["tracks"])
"""
LONG = """
lines = [f"- Over the view, **rep1 fold change** averaged {m1:.2f} and rep2 fold change averaged {m2:.2f}, "
         f"as `genome_signal_stats` measured {r.citation_token}." for _ in range(40)]
gw.CitedMarkdown("\\n".join(lines), session.citations)
"""
CHAT = "chat = gw.Chat(project, height=420)\nchat"

RECT = "(el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }"


def visible_area(page, selector: str) -> dict:
    return page.locator(selector).first.evaluate(RECT)


def inside(box: dict, area: dict) -> bool:
    return area["top"] - 1 <= box["top"] and box["bottom"] <= area["bottom"] + 1


def open_and_measure(page, chip, area: dict, panel) -> tuple[dict, dict]:
    """Click ``chip`` (in view); returns its box before and after the panel opened."""
    before = chip.evaluate(RECT)
    assert inside(before, area), (before, area)
    chip.click()
    panel.wait_for(state="visible")
    page.wait_for_timeout(250)  # any late layout (fonts, the panel's own reflow) has happened
    return before, chip.evaluate(RECT)


def project_setup(tmp_path_factory) -> str:
    project_dir = tmp_path_factory.mktemp("keep") / "project"
    return SETUP.format(path=str(project_dir), rep1=str(CHR19 / "rep1.fc.signal.bigwig"),
                        rep2=str(CHR19 / "rep2.fc.signal.bigwig"))


@pytest.mark.parametrize("front_end", ["lab", "notebook7"])
def test_a_chip_in_a_long_answer_keeps_its_sentence_in_view(front_end, jupyter, browser, tmp_path_factory,
                                                             artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    name = f"keep_place_{front_end}.ipynb"
    write_notebook(jupyter.root / name, [project_setup(tmp_path_factory), LONG])
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    url = jupyter.notebook7_url(name) if front_end == "notebook7" else None
    open_and_run_all(page, jupyter, name, url=url)
    chips = page.locator(".gw-message .gw-chip")
    chips.nth(39).wait_for(timeout=60_000)
    wait_until(lambda: chips.nth(30).get_attribute("data-status") == "verified", what="chip 31 checked")
    chip = chips.nth(30)
    chip.scroll_into_view_if_needed()  # the 31st sentence, far below the answer's top
    area = visible_area(page, ".jp-WindowedPanel-outer" if front_end == "lab" else ".jp-NotebookPanel")
    area = {"top": max(area["top"], 0), "bottom": min(area["bottom"], 900)}
    panel = page.locator(".gw-panel")
    before, after = open_and_measure(page, chip, area, panel)
    assert inside(after, area), f"the clicked sentence left the view: {before} -> {after} (visible {area})"
    assert abs(after["top"] - before["top"]) < 24, (before, after)
    # The panel opens beside the sentence, in view (not at the top of the 40-line answer).
    box = panel.evaluate(RECT)
    assert area["top"] - 1 <= box["top"] <= after["bottom"] and box["top"] + 120 <= area["bottom"], (box, after, area)
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    page.screenshot(path=str(artifacts_dir / f"panel-beside-sentence-{front_end}.png"))
    # Closing it widens the text again: the sentence stays put too.
    panel.get_by_role("button", name="Close", exact=True).click()
    panel.wait_for(state="hidden")
    closed = chip.evaluate(RECT)
    assert inside(closed, area) and abs(closed["top"] - before["top"]) < 24, (before, closed)
    assert errors == [] or front_end == "notebook7", errors  # Notebook 7 logs one harmless error on load
    assert browser.off_host.requests == [], browser.off_host.requests


def test_a_chip_low_in_the_chat_log_stays_in_view(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    name = "keep_place_chat.ipynb"
    write_notebook(jupyter.root / name, [project_setup(tmp_path_factory), CHAT])
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    chat = page.locator(".gwc").first
    chat.wait_for(timeout=60_000)
    box = chat.locator(".gwc-text")
    for k, command in enumerate(["/stats", "/summary"], start=1):
        box.fill(command)
        box.press("Enter")
        wait_until(lambda k=k: chat.locator(".gwc-answer:not(.gwc-live)").count() >= k, what=f"answer {k}")
        wait_until(lambda: chat.locator(".gwc-stop").is_hidden(), what="turn done")
    log = chat.locator(".gwc-log")
    wait_until(lambda: log.evaluate("(l) => l.scrollHeight - l.scrollTop - l.clientHeight < 4"), what="log at its end")
    chip = chat.locator(".gwc-answer:not(.gwc-live)").last.locator(".gw-chip").last  # the last line of the log
    wait_until(lambda: chip.get_attribute("data-status") == "verified", what="the chip checked")
    area = log.evaluate(RECT)
    panel = chat.locator(".gw-panel")
    before, after = open_and_measure(page, chip, area, panel)
    assert inside(after, area), f"the clicked sentence left the log's view: {before} -> {after} (log {area})"
    chat.screenshot(path=str(artifacts_dir / "panel-beside-sentence-chat.png"))
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
