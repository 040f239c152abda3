"""Issue 30: a progress bar moves while a step's data arrive (a chromosome's blocks; over a URL,
its ranges) instead of sitting at "0 of 25" through a whole URL read, and an interrupted job
stops with one line (a KeyboardInterrupt that says what stopped)."""

from __future__ import annotations

import _thread
import threading

import pytest

from genie_widgets.genome import open_track, signal_stats, signal_stats_tracks
from genie_widgets.genome.assemblies import get_assembly
from genie_widgets.genome.progress import Stopped, reporting

from .genome_testlib import data_path

REP1 = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")


class Bar:
    """What a notebook bar is told: whole steps, and fractional ``part`` updates between them."""

    def __init__(self) -> None:
        self.steps: list[float] = []
        self.parts: list[float] = []
        self.log: list[tuple[str, float]] = []

    def __call__(self, done, total, label) -> None:
        self.steps.append(done)
        self.log.append(("step", done))

    def part(self, done, total, label) -> None:
        self.parts.append(done)
        self.log.append(("part", done))

    def moved_before_the_step_ended(self) -> list[float]:
        """Fractional parts reported while their step was still running (before it was counted)."""
        out, counted = [], 0.0
        for kind, value in self.log:
            if kind == "step":
                counted = value
            elif value != int(value) and counted < value:
                out.append(value)
        return out


def test_a_url_read_moves_the_bar_as_its_ranges_arrive(http_root):
    root, base = http_root
    (root / "rep1.bw").symlink_to(REP1)
    regions = get_assembly("hg38").genome_regions()
    bar = Bar()
    with reporting(bar):
        stats = signal_stats_tracks([f"{base}/rep1.bw"], regions, client="local")
    assert stats.stats[0].covered_bases > 0
    assert bar.steps == list(range(len(regions) + 1))  # the whole steps, as before
    moving = bar.moved_before_the_step_ended()
    assert moving, bar.log  # chr19's blocks arrived batch by batch: the bar moved before chr19 was done
    assert all(0 < p < len(regions) for p in moving)


def test_one_track_over_many_chromosomes_moves_within_each(tmp_path):
    reader = open_track(str(REP1), "bigwig")
    bar = Bar()
    with reporting(bar):
        signal_stats(reader, get_assembly("hg38").genome_regions())
    moving = bar.moved_before_the_step_ended()
    chr19 = list(get_assembly("hg38").chrom_sizes).index("chr19")
    assert moving and all(chr19 < p < chr19 + 1 for p in moving)


def test_a_plain_callback_still_gets_whole_steps_only():
    seen: list[float] = []
    with reporting(lambda done, total, label: seen.append(done)):
        signal_stats(open_track(str(REP1), "bigwig"), get_assembly("hg38").genome_regions())
    assert seen == list(range(len(get_assembly("hg38").chrom_sizes) + 1))


def test_an_interrupted_job_stops_with_one_line(http_root):
    root, base = http_root
    (root / "rep1.bw").symlink_to(REP1)
    job = signal_stats_tracks([f"{base}/rep1.bw"] * 6, get_assembly("hg38").genome_regions(), client="local",
                              background=True)
    timer = threading.Timer(0.05, _thread.interrupt_main)  # the kernel's ■, as a notebook sends it
    timer.start()
    with pytest.raises(KeyboardInterrupt) as caught:
        job.result()
        timer.join()  # finished before the interrupt came: wait for it here
    assert isinstance(caught.value, Stopped)
    assert "was stopped (kernel interrupt)" in str(caught.value) and "\n" not in str(caught.value)
    assert caught.value.__suppress_context__
