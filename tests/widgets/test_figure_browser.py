"""The browser reads like a figure (#13): units and y-axes, shared scales, the first view on the
data, categorical (chromHMM) tracks with a legend, density at one zoom for every interval track.
Real files from ../shared/data; small SYNTHETIC files where a case needs one."""

from __future__ import annotations

import re

import numpy as np
import pytest

from genie_widgets.genome import sniff
from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser
from genie_widgets.widgets.tiles import DENSITY_ZOOM, TileServer

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
H1 = "bigwig/h1_hg19_chr6_POU5F1"


def test_units_and_shared_scale_in_the_snapshot(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")
    a = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig", name="rep1")
    b = project.add_track(shared_data / f"{CHR19}/rep2.fc.signal.bigwig", name="rep2")
    p = project.add_track(shared_data / f"{CHR19}/rep1.pval.signal.bigwig", name="rep1 p")
    assert (a.unit, p.unit) == ("fold change", "-log10 p")
    browser = GenomeBrowser(project, locus="chr19:1,000,000-1,100,000")
    own = re.findall(r"<tspan[^>]*> ([^<]*)</tspan>", browser.to_svg())
    assert own[0].endswith("(autoscale)") and own[0] != own[1]
    assert browser.share_scale([a, b.id], "reps") == "reps"
    assert project.track(a.id).scale_group == "reps"
    shared = re.findall(r"<tspan[^>]*> ([^<]*)</tspan>", browser.to_svg())
    assert shared[0] == shared[1] and shared[0].endswith("(shared: reps)")
    hi = max(float(own[0].split("–")[1].split()[0]), float(own[1].split("–")[1].split()[0]))
    assert float(shared[0].split("–")[1].split()[0]) == pytest.approx(hi, rel=1e-3)
    assert shared[2] == own[2]  # the p-value track keeps its own scale
    assert "min–max" in browser.to_svg()  # the SVG says what band and bar mean
    with pytest.raises(ValueError, match="not a signal track"):
        browser.share_scale([project.add_track(shared_data / f"{CHR19}/rep1.pval0.01.500K.bfilt.narrowPeak.gz")])
    browser.own_scale([a])
    assert project.track(a.id).scale_group is None


def test_first_view_moves_to_the_data_and_says_so(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")  # hg38: the default view is MYC on chr8
    project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig", name="rep1")
    browser = GenomeBrowser(project)
    assert browser.locus.startswith("chr19:") and project.view.locus == browser.locus
    assert "where rep1 has data" in browser.notice and "chr8" in browser.notice
    # A view the user chose is never moved.
    project.set_view("chr8:127,700,000-127,800,000")
    assert GenomeBrowser(project).locus == "chr8:127700000-127800000"


def test_first_view_stays_when_the_data_is_there(tmp_path):
    project = Project.create(tmp_path / "p")
    default = project.assembly.default_locus
    # SYNTHETIC: a bedGraph with values inside the genome's default view.
    path = tmp_path / "at_default.bedgraph"
    path.write_text(f"{default.chrom}\t{default.start + 100}\t{default.start + 900}\t2.5\n"
                    f"chr19\t1000\t2000\t1.5\n")
    project.add_track(path, name="here")
    browser = GenomeBrowser(project)
    assert browser.locus == default.locus and browser.notice == ""


@pytest.mark.parametrize("name,numeric", [
    (f"{H1}/narrowpeak_H1_chromHMM.bed", True),
    ("bigwig/k562_chr9_4-6Mb/bed_chr9_4000000_6000000_chromstates.bed", False),
])
def test_chromhmm_is_categorical_with_a_legend(tmp_path, shared_data, name, numeric):
    project = Project.create(tmp_path / "p", genome="hg19")
    track = project.add_track(shared_data / name)
    assert (track.type, track.kind) == ("categorical", "interval")
    assert "categorical" in track.metadata["sniffed"]  # sniffing says which it chose
    server = TileServer(project)
    legend = server.legend(track)
    states = [s for s, _ in legend]
    assert len(states) == len(set(states)) >= 9
    heads = [int(s.split("_")[0]) for s in states]
    assert heads == sorted(heads)  # 2 before 10
    assert all(re.fullmatch(r"#[0-9a-f]{6}", c) for _, c in legend)
    chrom = "chr6" if numeric else "chr9"
    frame = project.open_reader(track).all_features()
    start = int(frame["start"].iloc[0]) // (1024 << 6) * (1024 << 6)
    meta, _ = server.tile(track, chrom, 6, start // (1024 << 6))
    assert meta["kind"] == "intervals" and len(meta["states"]) == meta["count"] > 0
    assert [legend[k][0] for k in meta["states"]] == meta["names"]
    if not numeric:  # the file's own itemRgb colours win
        assert dict(legend)["8_Insulator"] == "#0abefe"
    svg = GenomeBrowser(project, locus=f"{chrom}:{start}-{start + 60_000}").to_svg()
    assert states[0] in svg and legend[0][1] in svg


def test_categorical_override(tmp_path, shared_data):
    project = Project.create(tmp_path / "p", genome="hg19")
    path = shared_data / f"{H1}/narrowpeak_H1_chromHMM.bed"
    as_signal = project.add_track(path, "bedgraph")
    assert as_signal.kind == "signal" and project.open_reader(as_signal).kind == "signal"
    as_bed = project.add_track(path, "bed")
    assert as_bed.type == "bed" and "sniffed" not in as_bed.metadata


def test_integer_bedgraph_stays_a_signal(tmp_path):
    # SYNTHETIC: read counts 1..3 at 1-bp resolution: integers, but not binned states.
    path = tmp_path / "counts.bedgraph"
    rows = [f"chr1\t{100 + 7 * k}\t{100 + 7 * k + 3 + k % 5}\t{1 + k % 3}" for k in range(60)]
    path.write_text("\n".join(rows) + "\n")
    assert sniff(path).format == "bedgraph"
    # SYNTHETIC: the same values in 200-bp bins read as states.
    binned = tmp_path / "states.bed"
    binned.write_text("\n".join(f"chr1\t{200 * k}\t{200 * (k + 1)}\t{1 + k % 3}" for k in range(60)) + "\n")
    found = sniff(binned)
    assert found.format == "categorical" and found.numeric_states and "bedgraph" in found.detail


def test_every_interval_track_switches_to_density_at_one_zoom(tmp_path, shared_data):
    project = Project.create(tmp_path / "p")
    sparse = project.add_track(shared_data / f"{CHR19}/rep1-rep2.idr0.1.bfilt.regionPeak.gz")
    dense = project.add_track(shared_data / f"{CHR19}/rep1.pval0.01.500K.bfilt.narrowPeak.gz")
    server = TileServer(project)
    for track in (sparse, dense):
        below, _ = server.tile(track, "chr19", DENSITY_ZOOM - 1, 0)
        above, bufs = server.tile(track, "chr19", DENSITY_ZOOM, 0)
        assert below["kind"] == "intervals" and above["kind"] == "density"
        assert np.frombuffer(bufs[0], dtype=np.float32).sum() == above["count"]


def test_labelled_states_cannot_be_read_as_a_signal(shared_data):
    from genie_widgets.genome import TrackTypeError, open_track

    path = shared_data / "bigwig/k562_chr9_4-6Mb/bed_chr9_4000000_6000000_chromstates.bed"
    with pytest.raises(TrackTypeError, match="categorical"):
        open_track(path, "bedgraph")
