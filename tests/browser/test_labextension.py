"""The prebuilt JupyterLab extension in a real JupyterLab: citation tokens in a Markdown cell become
checked chips (a right number ✓, a wrong one ✗) read against the session the notebook names, a chip
opens the evidence in JupyterLab's right side panel, a notebook naming no session shows a notice
whose button picks one, text without tokens is left as JupyterLab draws it, and nothing is loaded
from another host."""

from __future__ import annotations

import json

import nbformat
import pytest

import genie_widgets as gw
from genie_widgets.demo import demo_track
from genie_widgets.mcp.jupyter_config import write_jupyter_config

pytestmark = pytest.mark.browser

PROJECT = "lab_proj"
SESSION = "lab"
PLAIN = "A **plain** cell: [a link](https://example.org) and no token, left as JupyterLab draws it."


@pytest.fixture(scope="module")
def cited(jupyter):
    """A project inside the server's root with one real cited stats call in session ``lab``, and the
    jupyter-ai entry for it in ``<root>/.jupyter/mcp_settings.json``; the text of a summary with
    its mean (right) and the same number called the peak (wrong)."""
    root = jupyter.root
    project = gw.Project.create(root / PROJECT, genome="hg38")
    project.add_track(demo_track(root, "K562"), name="rep1")
    project.set_view("chr8:127,700,000-127,760,000")
    result = gw.tools.call("genome_signal_stats", {"scope": "viewport"}, project, project.session(SESSION))
    write_jupyter_config(root / PROJECT, root=root, session=SESSION)
    mean = result.to_json()["tracks"][0]["stats"]["mean"]
    token = result.citation_token
    text = (f"## Summary\n\nrep1 averaged {mean:.2f} over the view {token}. "
            f"It peaked at {mean:.2f} there {token}.")
    return {"text": text}


def write_markdown_notebook(path, cells: list[str], source: dict | None) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(text) for text in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    if source is not None:
        nb.metadata["genie_widgets"] = source
    nbformat.write(nb, path)


def watch_console(page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"{exc}\n{exc.stack}"))
    return errors


def test_markdown_cell_tokens_become_chips_that_open_the_side_panel(jupyter, browser, cited, artifacts_dir):
    name = "lab_cited_cell.ipynb"
    hostile = '\n\nRaw HTML stays text: <b onmouseover="window.gwHostile=1">hover</b>'
    write_markdown_notebook(jupyter.root / name, [cited["text"] + hostile, PLAIN],
                            {"project": PROJECT, "session": SESSION})
    page = browser.new_page()
    errors = watch_console(page)
    page.goto(jupyter.lab_url(name))

    cell = page.locator('.jp-RenderedMarkdown[data-gw-cited="checked"]')
    chips = cell.locator(".gw-message .gw-chip")
    chips.first.wait_for(timeout=60_000)
    assert [chips.nth(i).get_attribute("data-status") for i in range(chips.count())] == ["verified", "unsupported"]
    assert [chips.nth(i).inner_text().strip() for i in range(2)] == ["1✓", "1✗"]
    assert "[[cite:" not in cell.inner_text()
    assert cell.locator("h2", has_text="Summary").count() == 1  # the Markdown is still Markdown
    assert cell.locator(".gw-lab-notice").count() == 0
    assert cell.locator("b").count() == 0 and '<b onmouseover="window.gwHostile=1">' in cell.inner_text()
    cell.get_by_text("hover", exact=False).hover()
    assert page.evaluate("() => window.gwHostile") is None

    # The cell without a token is JupyterLab's own rendering, untouched.
    plain = page.locator(".jp-RenderedMarkdown", has_text="A plain cell")
    assert plain.get_attribute("data-gw-cited") is None
    assert plain.locator(".gw-cited").count() == 0
    assert plain.locator("strong", has_text="plain").count() == 1
    assert plain.locator('a[href="https://example.org"]').count() == 1

    side = page.locator("#genie-widgets-evidence")
    assert side.count() == 0 or side.is_hidden()
    chips.nth(1).click()
    side.wait_for(state="visible")
    box = side.bounding_box()
    assert box["x"] > 1400 / 2, box  # JupyterLab's right area, not a modal over the notebook
    panel = side.locator(".gw-panel")
    assert "Unsupported" in panel.locator(".gw-panel-status").inner_text()
    assert "peaked" in panel.locator(".gw-panel-sentence").inner_text()
    assert "rep1" in panel.locator(".gw-panel-excerpt").inner_text()
    assert panel.locator(".gw-panel-tiles").inner_text().count("[[cite:") == 1
    assert page.locator(".jp-Dialog").count() == 0
    page.screenshot(path=str(artifacts_dir / "jupyterlab-markdown-chips.png"))

    chips.first.click()
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    assert panel.locator(".gw-panel-bindings li.gw-binding-ok").count() >= 1
    panel.get_by_role("button", name="Close", exact=True).click()
    panel.wait_for(state="hidden")

    assert errors == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests


def test_a_notebook_without_a_session_says_so_and_the_command_picks_one(jupyter, browser, cited):
    name = "lab_no_session.ipynb"
    write_markdown_notebook(jupyter.root / name, [cited["text"]], None)
    page = browser.new_page()
    errors = watch_console(page)
    page.goto(jupyter.lab_url(name))

    notice = page.locator(".jp-RenderedMarkdown .gw-lab-notice")
    notice.wait_for(timeout=60_000)
    assert "No genie session" in notice.inner_text()
    chips = page.locator(".jp-RenderedMarkdown .gw-chip")
    assert chips.count() == 0  # tokens are flagged unknown, never a verdict without records

    notice.get_by_role("button", name="Use genie session…").click()
    dialog = page.locator(".jp-Dialog")
    dialog.wait_for()
    dialog.locator("select").select_option(label=f"{PROJECT} · session {SESSION} (jupyter-ai: genie_widgets)")
    dialog.locator(".jp-Dialog-button.jp-mod-accept").click()

    page.locator('.jp-RenderedMarkdown[data-gw-cited="checked"] .gw-chip').nth(1).wait_for(timeout=30_000)
    assert [chips.nth(i).get_attribute("data-status") for i in range(2)] == ["verified", "unsupported"]
    assert page.locator(".jp-RenderedMarkdown .gw-lab-notice").count() == 0

    # The choice is the notebook's metadata: saved with it.
    page.locator(".jp-Notebook").first.click()
    page.keyboard.press("Control+s")
    for _ in range(50):
        meta = json.loads((jupyter.root / name).read_text())["metadata"].get("genie_widgets")
        if meta:
            break
        page.wait_for_timeout(200)
    assert meta == {"project": PROJECT, "session": SESSION}
    assert errors == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests


#: Errors Notebook 7 logs by itself, also with this extension disabled (checked): one on every load
#: (../shared/testing-in-a-real-browser.md, pitfall 5), one after a JupyterLab page on the same server.
NOTEBOOK7_OWN = ("Cannot read properties of undefined (reading 'schema')",
                 "Command 'filebrowser:open-path' not registered.")


def notebook7_own(error: str) -> bool:
    return error.startswith(NOTEBOOK7_OWN) and "/static/notebook/notebook_core." in error


def test_notebook7_draws_the_same_chips_and_side_panel(jupyter, browser, cited, artifacts_dir):
    """Notebook 7 loads JupyterLab's prebuilt extensions too: the same chips, the same side panel."""
    name = "lab_cited_nb7.ipynb"
    write_markdown_notebook(jupyter.root / name, [cited["text"]], {"project": PROJECT, "session": SESSION})
    page = browser.new_page()
    errors = watch_console(page)
    page.goto(jupyter.notebook7_url(name))
    chips = page.locator('.jp-RenderedMarkdown[data-gw-cited="checked"] .gw-chip')
    chips.nth(1).wait_for(timeout=60_000)
    assert [chips.nth(i).get_attribute("data-status") for i in range(2)] == ["verified", "unsupported"]
    chips.nth(1).click()
    side = page.locator("#genie-widgets-evidence")
    side.wait_for(state="visible")
    assert "Unsupported" in side.locator(".gw-panel-status").inner_text()
    page.screenshot(path=str(artifacts_dir / "notebook7-markdown-chips.png"))
    assert [e for e in errors if not notebook7_own(e)] == [], errors
    assert browser.off_host.requests == [], browser.off_host.requests
