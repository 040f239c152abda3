"""A newcomer's walkthrough of the genome browser in real JupyterLab (issue 30), part 2: a
chromHMM state track stays coloured state blocks at a 2-Mb view (not density bars), and an mm39
project opens offline with no network gene track and a one-line note saying how to add one."""

from __future__ import annotations

import json

import pytest

from .jupyter import kernel_client, kernel_exec, open_and_run_all, write_notebook
from .test_genome_browser import SHARED, browser_root, wait_until

pytestmark = pytest.mark.browser

K562 = SHARED / "bigwig" / "k562_chr9_4-6Mb"

STATES = """
import genie_widgets as gw
project = gw.Project.create({path!r}, genome="hg19")
states = project.add_track({states!r}, name="K562 chromatin states")
k27ac = project.add_track({k27ac!r}, name="K562 H3K27ac")
project.set_view("chr9:3,990,000-6,010,000")
browser = gw.GenomeBrowser(project, genes=False)
browser
"""

# Opaque colours of a track's canvas right of the y-axis strip, with their pixel counts.
CANVAS_COLOURS = """
(el, trackId) => {
  const c = el.getRootNode().querySelector(`.gwb-track[data-track="${trackId}"] canvas`);
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const out = {};
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] < 250) continue;
    const key = '#' + [d[i], d[i + 1], d[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('');
    out[key] = (out[key] || 0) + 1;
  }
  return out;
}
"""

DENSITY_GREEN = "#2f7d4f"  # js/src/browser/draw.js COLORS.feature: density bars and plain features

# The kernel refuses and records every connection to a host other than this machine, so a
# silent network read fails the test rather than waiting on a firewall.
NO_NETWORK = """
import socket
attempts = []
_connect = socket.socket.connect
def _guard(self, address, *args):
    host = address[0] if isinstance(address, tuple) else str(address)
    if self.family in (socket.AF_INET, socket.AF_INET6) and host not in ("127.0.0.1", "::1", "localhost"):
        attempts.append(str(address))
        raise OSError("network disabled by the test")
    return _connect(self, address, *args)
socket.socket.connect = _guard
"""

MM39 = """
import os
os.environ.pop("GENIE_WIDGETS_ANNOTATION_MM39", None)
import genie_widgets as gw
mouse = gw.Project.create({path!r}, genome="mm39")
mm39_browser = gw.GenomeBrowser(mouse)
mm39_browser
"""


def test_chromhmm_states_at_two_megabases(jupyter, browser, tmp_path_factory, artifacts_dir):
    states_file = K562 / "bed_chr9_4000000_6000000_chromstates.bed"
    if not states_file.exists():
        pytest.skip(f"chromatin-state BED not found at {states_file}")
    base = tmp_path_factory.mktemp("states")
    name = f"states_{base.name}.ipynb"
    write_notebook(jupyter.root / name, [STATES.format(
        path=str(base / "p"), states=str(states_file),
        k27ac=str(K562 / "bigwig_chr9_4000000_6000000_K562_H3K27ac.bigwig"))])
    page = browser.new_page()
    page.set_viewport_size({"width": 1200, "height": 900})  # a laptop-sized notebook: about 2.4 kb a pixel
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    root = browser_root(page)
    root.wait_for(timeout=60_000)
    wait_until(lambda: root.get_attribute("data-complete") == "true", timeout=60, what="first draw")
    track = root.locator(".gwb-track").first
    track_id = track.get_attribute("data-track")

    def legend_colours():
        return {el.get_attribute("style").split("background:")[1].strip().rstrip(";")
                for el in track.locator(".gwb-state i").all()}

    legend = wait_until(lambda: (lambda c: c if len(c) >= 5 else None)(legend_colours()), what="the state legend")

    colours = root.evaluate(f"(el, id) => ({CANVAS_COLOURS})(el, id)", track_id)
    in_legend = {c: n for c, n in colours.items() if c in legend}
    assert colours.get(DENSITY_GREEN, 0) == 0, f"density bars instead of states: {colours}"
    assert len(in_legend) >= 5, f"coloured state blocks: {sorted(colours.items(), key=lambda kv: -kv[1])[:8]}"
    axis = track.locator(".gwb-track-axis").inner_text()
    assert "density" not in axis and "state" in axis, axis
    root.screenshot(path=str(artifacts_dir / "browser-chromhmm-2mb.png"))

    # Hover a state block: the tooltip names the state under the pointer.
    box = track.locator("canvas").bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] / 2)
    tip = root.locator(".gwb-tooltip")
    tip.wait_for(state="visible")
    assert tip.inner_text().strip(), "a state tooltip"
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests


def test_mm39_opens_offline_with_a_note(jupyter, browser, tmp_path_factory, artifacts_dir):
    base = tmp_path_factory.mktemp("mm39")
    name = f"mm39_{base.name}.ipynb"
    write_notebook(jupyter.root / name, [NO_NETWORK, MM39.format(path=str(base / "mouse"))])
    page = browser.new_page()
    page.set_viewport_size({"width": 1300, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_and_run_all(page, jupyter, name)
    root = browser_root(page)
    root.wait_for(timeout=60_000)
    wait_until(lambda: root.get_attribute("data-complete") == "true", timeout=60, what="first draw")
    note = root.locator(".gwb-note")
    text = wait_until(lambda: note.text_content().strip(), what="a note under the toolbar")
    assert "mm39" in text and "GENIE_WIDGETS_ANNOTATION_MM39" in text, text
    assert "\n" not in text and len(text) <= 140, text
    # Shown whole: nothing clipped.
    assert note.evaluate("(n) => !n.hidden && n.scrollWidth <= n.clientWidth + 1"
                         " && n.scrollHeight <= n.clientHeight + 1")
    assert root.locator('.gwb-track[data-kind="genes"]').count() == 0
    client = kernel_client(jupyter, name)
    try:
        kernel_exec(client, "import time; time.sleep(1.5)\n"
                            "assert not attempts, attempts\n"
                            "assert not [t for t in mouse.tracks if t.type == 'annotation'], mouse.tracks")
    finally:
        client.stop_channels()
    root.screenshot(path=str(artifacts_dir / "browser-mm39-offline.png"))
    tracks = json.loads((base / "mouse" / "genome" / "browser.json").read_text())["tracks"]
    assert tracks == []
    assert errors == []
    assert browser.off_host.requests == [], browser.off_host.requests
