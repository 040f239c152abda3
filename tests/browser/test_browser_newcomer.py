"""A newcomer's walkthrough of the genome browser in real JupyterLab (issue 30), part 1: the
"Moved to …" note goes when the view moves for another reason (the locus box, ``goto``,
``locus=``), a gene highlight never recolours the signal and is cleared by an unrelated locus,
and a 60-px track with a small maximum keeps a readable top tick on its y-axis."""

from __future__ import annotations

import pytest

from .jupyter import kernel_client, kernel_exec, open_and_run_all, write_notebook
from .test_genome_browser import CHR19, browser_root, wait_until

pytestmark = pytest.mark.browser

#: A track name as long as a real ENCODE one; the first-view note about it runs past 140 characters.
LONG_NAME = "ENCODE chr19 pipeline test · rep1 MACS2 fold change over control (pooled input)"

PROJECT = """
import genie_widgets as gw
{var} = gw.Project.create({path!r})
{var}.add_track({rep1!r}, name={name!r}, height=60)
"""

# RGBA of every pixel of one track's canvas in a column range (CSS px), with the device ratio.
TRACK_RGBA = """
(el, [trackId, x0, x1]) => {
  const c = el.getRootNode().querySelector(`.gwb-track[data-track="${trackId}"] canvas`);
  const ratio = c.width / c.clientWidth;
  const a = Math.max(0, Math.floor(x0 * ratio)), b = Math.min(c.width, Math.ceil(x1 * ratio));
  const d = c.getContext('2d').getImageData(a, 0, Math.max(1, b - a), c.height).data;
  return {ratio, data: Array.from(d)};
}
"""

# Dark text pixels (the tick labels' #374151) in the axis strip x 7-40 CSS px, rows [y0, y1) CSS px.
AXIS_TEXT = """
(el, [trackId, y0, y1]) => {
  const c = el.getRootNode().querySelector(`.gwb-track[data-track="${trackId}"] canvas`);
  const r = c.width / c.clientWidth;
  const d = c.getContext('2d').getImageData(Math.round(7 * r), Math.round(y0 * r), Math.round(33 * r),
                                            Math.round((y1 - y0) * r)).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 200 && d[i] < 110 && d[i + 1] < 110 && d[i + 2] < 130) n++;
  return n;
}
"""

RULER_PIXEL = """
(el, fx) => {
  const c = el.getRootNode().querySelector('.gwb-ruler');
  const d = c.getContext('2d').getImageData(Math.floor(c.width * fx), 2, 1, 1).data;
  return [d[0], d[1], d[2], d[3]];
}
"""

SIGNAL_RGB = (0x3D, 0x6F, 0xB6)  # js/src/browser/draw.js COLORS.signal: the mean bars


def _notebook(jupyter, tmp_path_factory):
    base = tmp_path_factory.mktemp("newcomer")
    rep1, rep2 = str(CHR19 / "rep1.fc.signal.bigwig"), str(CHR19 / "rep2.fc.signal.bigwig")
    cells = [
        PROJECT.format(var="pa", path=str(base / "a"), rep1=rep1, name=LONG_NAME)
        + f"small = pa.add_track({rep2!r}, name='rep2 on a fixed 0-4.8 scale', height=60, "
          "options={'range': [0, 4.8]})\n"
        + "browser = gw.GenomeBrowser(pa)\nbrowser",
        PROJECT.format(var="pb", path=str(base / "b"), rep1=rep1, name=LONG_NAME)
        + "moved_by_python = gw.GenomeBrowser(pb)\nmoved_by_python",
        PROJECT.format(var="pc", path=str(base / "c"), rep1=rep1, name=LONG_NAME)
        + "opened_at = gw.GenomeBrowser(pc, locus='chr19:1,000,000-1,100,000')\nopened_at",
    ]
    name = f"newcomer_{base.name}.ipynb"
    write_notebook(jupyter.root / name, cells)
    return name


def _note(root) -> str:
    """The notice row under the toolbar ("" when hidden)."""
    return root.locator(".gwb-note").text_content()


def test_notice_highlight_and_axis(jupyter, browser, tmp_path_factory, artifacts_dir):
    if not CHR19.is_dir():
        pytest.skip(f"real bigWigs not found at {CHR19}")
    name = _notebook(jupyter, tmp_path_factory)
    page = browser.new_page()
    page.set_viewport_size({"width": 1400, "height": 1400})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    page.locator(".gwb").nth(2).wait_for(timeout=90_000)
    a, b, c = (browser_root(page, k) for k in range(3))
    for root in (a, b, c):
        wait_until(lambda root=root: root.get_attribute("data-complete") == "true", timeout=60, what="first draw")

    # 1. The first-view note is shown where it is true…
    wait_until(lambda: "has data" in _note(a), what="the first-view note on a")
    # … but never for a browser opened at a locus the user gave (locus=).
    assert c.get_attribute("data-locus") == "chr19:1000000-1100000"
    assert "Moved to" not in _note(c), _note(c)
    # Typing a locus in the box moves the view: the note goes.
    box = a.locator(".gwb-locus")
    box.fill("chr19:1,200,000-1,300,000")
    box.press("Enter")
    wait_until(lambda: a.get_attribute("data-locus") == "chr19:1200000-1300000", what="typed locus")
    wait_until(lambda: "Moved to" not in _note(a), what="the note gone after typing a locus")
    client = kernel_client(jupyter, name)
    try:
        # goto() from Python: the note goes, in the page and in the trait a re-displayed view reads.
        wait_until(lambda: "has data" in _note(b), what="the first-view note on b")
        kernel_exec(client, "moved_by_python.goto('chr19:2,000,000-2,100,000')")
        wait_until(lambda: b.get_attribute("data-locus") == "chr19:2000000-2100000", what="goto")
        wait_until(lambda: "Moved to" not in _note(b), what="the note gone after goto()")
        kernel_exec(client, "assert 'Moved to' not in moved_by_python.notice, moved_by_python.notice\n"
                            "assert 'Moved to' not in opened_at.notice, opened_at.notice")

        # 2. The y-axis of a 60-px track on a 0-4.8 scale: 0 and a readable top tick, not just "0".
        small = a.locator(".gwb-track").nth(1)
        small_id = small.get_attribute("data-track")
        height = int(small.locator("canvas").evaluate("(c) => c.clientHeight"))
        assert height == 60
        top_text = a.evaluate(f"(el, args) => ({AXIS_TEXT})(el, args)", [small_id, 0, 22])
        bottom_text = a.evaluate(f"(el, args) => ({AXIS_TEXT})(el, args)", [small_id, 44, 60])
        assert top_text > 8, f"no tick label near the top of a 60-px axis ({top_text} text pixels)"
        assert bottom_text > 4, "the 0 label"
        a.locator(".gwb-track").nth(1).screenshot(path=str(artifacts_dir / "browser-axis-60px.png"))

        # 3. A gene highlight sits behind the data: the signal's mean bars keep their colour.
        kernel_exec(client, "browser.goto('JUNB')")
        wait_until(lambda: a.get_attribute("data-locus") == "chr19:12791119-12793681", what="at JUNB")
        wait_until(lambda: a.get_attribute("data-complete") == "true", what="drawn at JUNB")
        big_id = a.locator(".gwb-track").first.get_attribute("data-track")
        width = a.locator(".gwb-ruler").evaluate("(c) => c.clientWidth")
        # JUNB spans the middle 1,830 of 2,562 bp: columns 15%-85% lie inside the highlight.
        got = a.evaluate(f"(el, args) => ({TRACK_RGBA})(el, args)", [big_id, 0.2 * width, 0.8 * width])
        data = got["data"]
        pure = sum(1 for i in range(0, len(data), 4) if data[i + 3] == 255 and tuple(data[i:i + 3]) == SIGNAL_RGB)
        assert pure > 50, f"the mean bars under the highlight are recoloured ({pure} pixels of the signal colour)"
        centre = a.evaluate(RULER_PIXEL, 0.5)
        assert centre[3] > 0 and centre[0] > 200, f"the highlight is drawn: {centre}"
        a.screenshot(path=str(artifacts_dir / "browser-highlight-junb.png"))

        # 4. An unrelated locus typed in the box clears the highlight, in the page and in Python.
        box.fill("chr19:1,000,000-1,100,000")
        box.press("Enter")
        wait_until(lambda: a.get_attribute("data-locus") == "chr19:1000000-1100000", what="unrelated locus")
        ask = "print(f'browser.highlight={browser.highlight}')"
        wait_until(lambda: "browser.highlight=None" in _kernel_text(client, ask), what="highlight cleared in Python")
        box.fill("chr19:12,791,119-12,793,681")
        box.press("Enter")
        wait_until(lambda: a.get_attribute("data-locus") == "chr19:12791119-12793681"
                   and a.get_attribute("data-complete") == "true", what="back at JUNB")
        assert a.evaluate(RULER_PIXEL, 0.5)[3] == 0, "a cleared highlight does not come back"
    finally:
        client.stop_channels()
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests


def _kernel_text(client, code: str) -> str:
    """What ``code`` prints in the kernel."""
    out: list[str] = []

    def hook(msg):
        if msg["header"]["msg_type"] == "stream":
            out.append(msg["content"]["text"])

    client.execute_interactive(code, timeout=30, output_hook=hook)
    return "".join(out)
