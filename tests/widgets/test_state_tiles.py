"""Categorical (chromHMM) tracks zoomed out (issue 30): tiles carry the dominant state of each bin,
never feature density, on the real K562 chromatin-state BED (itemRgb colours) and the H1 chromHMM
BED; density (with a note) only past a cap; the static SVG draws the same blocks. The y-axis ticks
of the SVG keep 0 and a top tick on 60-px tracks."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser, tiles
from genie_widgets.widgets.axis_ticks import axis_ticks, label_height
from genie_widgets.widgets.state_bins import dominant_states
from genie_widgets.widgets.tiles import DENSITY_ZOOM, TILE_BINS, TileServer

K562_STATES = "bigwig/k562_chr9_4-6Mb/bed_chr9_4000000_6000000_chromstates.bed"


def _per_base_dominant(frame, legend, start, end):
    """The dominant state of [start, end) counted base by base (slow, for checking)."""
    names = [s for s, _ in legend]
    counts = np.zeros(len(names))
    for s, e, name in zip(frame["start"], frame["end"], frame["name"], strict=True):
        overlap = min(e, end) - max(s, start)
        if overlap > 0:
            counts[names.index(name)] += overlap
    return (int(counts.argmax()) if counts.max() > 0 else -1), counts.max() / (end - start)


def test_tiles_at_a_two_megabase_scale_are_state_blocks(tmp_path, shared_data):
    project = Project.create(tmp_path / "p", genome="hg19")
    track = project.add_track(shared_data / K562_STATES)
    assert track.type == "categorical"
    server = TileServer(project)
    start = 5_000_000
    i = start // (TILE_BINS << DENSITY_ZOOM)  # chr9:4,194,304-6,291,456
    meta, bufs = server.tile(track, "chr9", DENSITY_ZOOM, i)
    assert meta["kind"] == "states", meta
    states = np.frombuffer(bufs[0], dtype=np.int16)
    share = np.frombuffer(bufs[1], dtype=np.float32)
    assert len(states) == len(share) == meta["nBins"] and meta["binSize"] == 1 << DENSITY_ZOOM
    legend = [tuple(x) for x in meta["legend"]]
    assert legend == server.legend(track) and dict(legend)["8_Insulator"] == "#0abefe"
    assert len({int(s) for s in states if s >= 0}) >= 5  # many states, not one colour
    # Every bin's state agrees with a base-by-base count over the file's segments.
    frame = project.open_reader(track).features("chr9", meta["start"], meta["end"])
    for k in range(0, meta["nBins"], 37):
        bs = meta["start"] + k * meta["binSize"]
        want, got_share = _per_base_dominant(frame, legend, bs, min(bs + meta["binSize"], meta["end"]))
        assert states[k] == want, (k, bs)
        assert share[k] == pytest.approx(got_share, abs=1e-6)
    # Further out still states (a whole-chromosome tile); close in, the segments themselves.
    far, _ = server.tile(track, "chr9", 17, 0)
    assert far["kind"] == "states"
    near, _ = server.tile(track, "chr9", DENSITY_ZOOM - 1, start // (TILE_BINS << (DENSITY_ZOOM - 1)))
    assert near["kind"] == "intervals" and near["legend"] == meta["legend"]


def test_density_only_past_the_cap_and_it_says_so(tmp_path, shared_data, monkeypatch):
    project = Project.create(tmp_path / "p", genome="hg19")
    track = project.add_track(shared_data / K562_STATES)
    monkeypatch.setattr(tiles, "MAX_STATE_FEATURES", 100)
    meta, _ = TileServer(project).tile(track, "chr9", DENSITY_ZOOM, 5_000_000 // (TILE_BINS << DENSITY_ZOOM))
    assert meta["kind"] == "density" and "segments in one tile" in meta["note"]


def test_dominant_states_on_the_h1_chromhmm(shared_data, tmp_path):
    project = Project.create(tmp_path / "p", genome="hg19")
    track = project.add_track(shared_data / "bigwig/h1_hg19_chr6_POU5F1/narrowpeak_H1_chromHMM.bed")
    legend = TileServer(project).legend(track)
    frame = project.open_reader(track).all_features()
    lo, hi = int(frame["start"].min()), int(frame["end"].max())
    edges = np.linspace(lo - 1000, hi + 1000, 41).round().astype(np.int64)
    bins = dominant_states(frame, legend, edges)
    for k in range(40):
        want, share = _per_base_dominant(frame, legend, int(edges[k]), int(edges[k + 1]))
        assert bins.states[k] == want and bins.share[k] == pytest.approx(share, abs=1e-6)
    assert bins.states[0] == -1 or edges[1] > lo  # the flank before the first segment is empty


def test_svg_draws_states_not_density_when_zoomed_out(tmp_path, shared_data):
    project = Project.create(tmp_path / "p", genome="hg19")
    track = project.add_track(shared_data / K562_STATES, name="K562 states")
    browser = GenomeBrowser(project, genes=False, locus="chr9:2,000,000-8,000,000")
    svg = browser.to_svg(width=900)
    legend = dict(TileServer(project).legend(track))
    fills = re.findall(r'fill="(#[0-9a-f]{6})"><title>([^<]*)</title>', svg)
    assert len({f for f, _ in fills}) >= 5 and all(legend[name] == f for f, name in fills)
    assert len(fills) < 900  # runs of one state are one box
    browser.close()


@pytest.mark.parametrize("height", [24, 30, 45, 60, 100])
@pytest.mark.parametrize("hi", [423.9, 4.8, 0.37, 13.88, 12_000.0])
def test_svg_axis_ticks_keep_zero_and_a_top_tick(height, hi):
    ticks = axis_ticks(0.0, hi, height, font_px=9)
    assert len(ticks) >= 2 and ticks[0].value == 0 and hi / 2 <= ticks[-1].value <= hi
    assert all(float(f"{t.value:.2g}") == t.value for t in ticks)
    boxes = sorted((t.top, t.top + label_height(9)) for t in ticks)
    assert all(a >= 0 and b <= height for a, b in boxes)
    assert all(b2[0] - b1[1] >= 1 for b1, b2 in itertools.pairwise(boxes))


def test_svg_axis_matches_the_live_browser_on_the_issue_cases():
    assert [t.value for t in axis_ticks(0, 423.9, 60)] == [0, 200, 400]
    assert [t.value for t in axis_ticks(0, 4.8, 60)] == [0, 2, 4]
    assert [t.value for t in axis_ticks(0, 423.9, 24)] == [0, 400]


def test_svg_snapshot_of_a_60px_track_on_a_small_fixed_scale(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")
    project.add_track(shared_data / "bigwig/encode_chipseq_pipeline_test_hg38_chr19/rep1.fc.signal.bigwig",
                      name="rep1", height=60, options={"range": [0, 4.8]})
    svg = GenomeBrowser(project, genes=False, locus="chr19:1,000,000-1,100,000").to_svg()
    labels = re.findall(r'paint-order="stroke">([^<]*)</text>', svg)
    assert labels == ["0", "2", "4"], labels
