"""The chat can be read (#13), in real JupyterLab with real wheel, key and click events: after
/help, /stats and /summary the log scrolls, follows new output only while the reader is at the
bottom, keeps their place when they scrolled up (a %%genie turn arriving meanwhile), the input
stays in view, a chip in the third answer opens its evidence, the panel quotes the rendered
sentence, and chips are body-size with AA contrast."""

from __future__ import annotations

import pytest

from .jupyter import kernel_client, kernel_exec, open_and_run_all, write_notebook
from .test_genome_browser import CHR19, wait_until

pytestmark = pytest.mark.browser

SCROLL = "(log) => ({top: log.scrollTop, height: log.scrollHeight, client: log.clientHeight})"

# Computed chip styles: font sizes of the chip, its badge and the sentence around it, and the
# WCAG contrast ratio of the chip's text colour on its background.
CHIP_STYLE = """
(chip) => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const cs = getComputedStyle(chip);
  const body = getComputedStyle(chip.closest('p, li, .gw-message-body') || chip.parentElement);
  const badge = chip.querySelector('.gw-badge');
  const [a, b] = [lum(rgb(cs.color)), lum(rgb(cs.backgroundColor))].sort((x, y) => y - x);
  return {
    chip: parseFloat(cs.fontSize), badge: badge ? parseFloat(getComputedStyle(badge).fontSize) : 0,
    body: parseFloat(body.fontSize), contrast: (a + 0.05) / (b + 0.05),
  };
}
"""


def answers(chat):
    return chat.locator(".gwc-answer:not(.gwc-live)")


def test_chat_scrolls_follows_and_opens_a_chip_in_the_third_answer(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    project_dir = tmp_path_factory.mktemp("chatscroll") / "project"
    setup = (
        "import genie_widgets as gw\n"
        "get_ipython().run_line_magic('load_ext', 'genie_widgets')\n"
        f"project = gw.Project.create({str(project_dir)!r})\n"
        f"project.add_track({str(CHR19 / 'rep1.fc.signal.bigwig')!r}, name='rep1 fold change')\n"
        f"project.add_track({str(CHR19 / 'rep2.fc.signal.bigwig')!r}, name='rep2 fold change')\n"
        "project.set_view('chr19:1,000,000-1,100,000')\n"
        "chat = gw.use_chat(gw.Chat(project, height=380))\nchat"
    )
    name = "chat_scroll.ipynb"
    write_notebook(jupyter.root / name, [setup])
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 900})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    chat = page.locator(".gwc").first
    chat.wait_for(timeout=60_000)
    log = chat.locator(".gwc-log")
    box = chat.locator(".gwc-text")

    # Three turns typed into the input, as a user would.
    for k, command in enumerate(["/help", "/stats", "/summary"], start=1):
        box.click()
        page.keyboard.type(command)
        page.keyboard.press("Enter")
        wait_until(lambda k=k: answers(chat).count() >= k, what=f"answer {k}")
        wait_until(lambda: chat.locator(".gwc-stop").is_hidden(), what="turn done")
    third = answers(chat).nth(2)
    third.locator(".gw-chip").first.wait_for(timeout=30_000)

    # The log overflows, scrolls, and followed the new output down to the end.
    s = log.evaluate(SCROLL)
    assert s["height"] > s["client"] + 200, s
    wait_until(lambda: (lambda v: v["height"] - v["top"] - v["client"] < 4)(log.evaluate(SCROLL)),
               what="log followed the output to the end")
    # The input stays visible under the log, inside the widget and the viewport.
    box_rect, chat_rect, log_rect = box.bounding_box(), chat.bounding_box(), log.bounding_box()
    assert box_rect["y"] >= log_rect["y"] + log_rect["height"] - 1
    assert box_rect["y"] + box_rect["height"] <= chat_rect["y"] + chat_rect["height"] + 1
    assert log_rect["height"] <= 381

    # Real wheel events over the log scroll it up to the first answer.
    page.mouse.move(log_rect["x"] + log_rect["width"] / 2, log_rect["y"] + log_rect["height"] / 2)
    for _ in range(40):
        page.mouse.wheel(0, -400)
        if log.evaluate("(l) => l.scrollTop") == 0:
            break
        page.wait_for_timeout(30)
    assert log.evaluate("(l) => l.scrollTop") == 0
    first = answers(chat).nth(0)
    first_rect = first.bounding_box()
    assert log_rect["y"] - 1 <= first_rect["y"] <= log_rect["y"] + log_rect["height"], "first answer in view"
    assert "/goto" in first.inner_text()  # /help lists the commands
    chat.screenshot(path=str(artifacts_dir / "chat-scrolled-first-answer.png"))

    # A %%genie cell in the same kernel: its turn appears in this chat, and the reader who
    # scrolled up keeps their place (a button offers the way down).
    client = kernel_client(jupyter, name)
    try:
        kernel_exec(client, "%%genie\n/where")
    finally:
        client.stop_channels()
    wait_until(lambda: answers(chat).count() >= 4, what="the %%genie turn in the live chat")
    assert chat.locator(".gwc-user").last.inner_text() == "/where"
    assert "chr19:1,000,000-1,100,000" in answers(chat).nth(3).inner_text()
    page.wait_for_timeout(200)
    assert log.evaluate("(l) => l.scrollTop") == 0, "stayed put while scrolled up"
    jump = chat.locator(".gwc-jump")
    assert jump.is_visible()
    jump.click()
    wait_until(lambda: (lambda v: v["height"] - v["top"] - v["client"] < 4)(log.evaluate(SCROLL)), what="jump to end")
    assert jump.is_hidden()

    # The keyboard scrolls the focused log (Home, Page Down, End).
    log.focus()
    page.keyboard.press("Home")
    wait_until(lambda: log.evaluate("(l) => l.scrollTop") == 0, what="Home scrolls to the top")
    page.keyboard.press("PageDown")
    wait_until(lambda: log.evaluate("(l) => l.scrollTop") > 0, what="Page Down scrolls")
    page.keyboard.press("End")
    wait_until(lambda: (lambda v: v["height"] - v["top"] - v["client"] < 4)(log.evaluate(SCROLL)), what="End")

    # Wheel down to the third answer (the /summary) and click one of its chips for real.
    page.mouse.move(log_rect["x"] + log_rect["width"] / 2, log_rect["y"] + 40)
    chip = third.locator(".gw-chip").first
    for _ in range(40):
        rect = chip.bounding_box()
        if rect and log_rect["y"] <= rect["y"] and rect["y"] + rect["height"] <= log_rect["y"] + log_rect["height"]:
            break
        page.mouse.wheel(0, -120 if rect and rect["y"] < log_rect["y"] else 120)
        page.wait_for_timeout(30)
    rect = chip.bounding_box()
    page.mouse.click(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)
    panel = chat.locator(".gw-panel")
    panel.wait_for(state="visible")
    assert "Verified" in panel.locator(".gw-panel-status").inner_text()
    quoted = panel.locator(".gw-panel-sentence").inner_text()
    assert quoted and "**" not in quoted and not quoted.lstrip().startswith("- ") and "[[cite:" not in quoted
    assert "fold change" in quoted  # the track's display name
    chat.screenshot(path=str(artifacts_dir / "evidence-panel-chat.png"))

    # Chips are readable: numbers and badges at least body size, AA contrast.
    for k in range(third.locator(".gw-chip").count()):
        style = third.locator(".gw-chip").nth(k).evaluate(CHIP_STYLE)
        assert style["chip"] >= style["body"] - 0.01 and style["badge"] >= style["body"] - 0.01, style
        assert style["contrast"] >= 4.5, style

    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
