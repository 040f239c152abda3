"""Browser tiles against an independent computation (plain numpy over pyBigWig's intervals) on
real files: values, no-data bins, chromosome edges; the message protocol; caching."""

from __future__ import annotations

import numpy as np
import pyBigWig
import pytest

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser
from genie_widgets.widgets.tiles import TILE_BINS, TileServer, tile_span

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def independent_tile(path, chrom, start, end, bin_size):
    """min, max, mean and covered fraction per bin, from pyBigWig intervals with plain numpy."""
    n = -(-(end - start) // bin_size)
    mins, maxs = np.full(n, np.nan), np.full(n, np.nan)
    sums, cov = np.zeros(n), np.zeros(n)
    with pyBigWig.open(str(path)) as bw:
        name = next((c for c in bw.chroms() if c.removeprefix("chr") == chrom.removeprefix("chr")), None)
        ivs = bw.intervals(name, start, end) if name else []
    for s, e, v in ivs or []:
        s, e = max(s, start), min(e, end)
        for k in range((s - start) // bin_size, (e - 1 - start) // bin_size + 1):
            lo, hi = max(s, start + k * bin_size), min(e, start + (k + 1) * bin_size)
            if hi <= lo:
                continue
            sums[k] += v * (hi - lo)
            cov[k] += hi - lo
            mins[k] = v if np.isnan(mins[k]) else min(mins[k], v)
            maxs[k] = v if np.isnan(maxs[k]) else max(maxs[k], v)
    widths = np.minimum(start + (np.arange(n) + 1) * bin_size, end) - (start + np.arange(n) * bin_size)
    with np.errstate(invalid="ignore"):
        mean = np.where(cov > 0, sums / cov, np.nan)
    return mins, maxs, mean, cov / widths


@pytest.fixture()
def project(tmp_path):
    return Project.create(tmp_path / "p")


def unpack(buf, n):
    arr = np.frombuffer(buf, dtype=np.float32)
    return arr[:n], arr[n:2 * n], arr[2 * n:3 * n], arr[3 * n:]


@pytest.mark.parametrize("relpath,chrom,z,i", [
    (f"{CHR19}/rep1.fc.signal.bigwig", "chr19", 0, 977),        # 1 bp bins
    (f"{CHR19}/rep1.fc.signal.bigwig", "chr19", 7, 7),          # 128 bp bins, decoded
    (f"{CHR19}/rep1.fc.signal.bigwig", "chr19", 12, 3),         # 4 kb bins, from the exact grid
    (f"{CHR19}/rep1.fc.signal.bigwig", "chr19", 16, 0),         # the whole chromosome; last bin short
    (f"{CHR19}/rep1.fc.signal.bigwig", "chr19", 15, 1),         # the chromosome's end inside the tile
    ("bigwig/tiny/encode_validate_test.bigWig", "chr19", 3, 6018),  # negative values
    ("bigwig/tiny/igvjs_fixedStep.bw", "chr1", 0, 9),           # fixedStep, sparse
    ("bigwig/tcga_atac_hg38_chr21/ACCx_025FE5F8_T1.bw", "chr21", 10, 43),
])
def test_signal_tiles_are_exact(project, shared_data, relpath, chrom, z, i):
    path = shared_data / relpath
    track = project.add_track(path, force=True)  # encode_validate_test is an hg19 file (chr19 sizes differ)
    meta, bufs = TileServer(project).tile(track, chrom, z, i)
    size = project.assembly.size(chrom)
    start = i * tile_span(z)
    end = min(size, start + tile_span(z))
    assert (meta["kind"], meta["start"], meta["end"], meta["binSize"]) == ("signal", start, end, 1 << z)
    n = meta["nBins"]
    assert n == min(TILE_BINS, -(-(end - start) // (1 << z)))
    got = unpack(bufs[0], n)
    want = independent_tile(path, chrom, start, end, 1 << z)
    for g, w, name in zip(got, want, ("min", "max", "mean", "covered")):
        assert np.array_equal(np.isnan(g), np.isnan(w)), f"{name}: no-data bins differ"
        ok = ~np.isnan(w)
        assert np.allclose(g[ok], w[ok].astype(np.float32), rtol=1e-5, atol=1e-6), name
    assert not np.isnan(got[2]).all() or meta.get("source")


def test_no_data_chromosome_and_past_the_end(project, shared_data):
    track = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig")
    meta, bufs = TileServer(project).tile(track, "chr1", 10, 0)
    assert meta["source"] == "no data on this chromosome"
    assert np.isnan(np.frombuffer(bufs[0], dtype=np.float32)).all()
    meta, bufs = TileServer(project).tile(track, "chr19", 10, 10_000)
    assert meta["kind"] == "empty" and bufs == []


def test_interval_tiles_features_and_density(project, shared_data):
    peaks = project.add_track(shared_data / f"{CHR19}/rep1.pval0.01.500K.bfilt.narrowPeak.gz")
    server = TileServer(project)
    meta, bufs = server.tile(peaks, "chr19", 8, 3)  # 786,432-1,048,576
    starts = np.frombuffer(bufs[0], dtype=np.int32)
    ends = np.frombuffer(bufs[1], dtype=np.int32)
    reader = project.open_reader(peaks)
    frame = reader.features("chr19", 786_432, 1_048_576)
    assert meta["count"] == len(frame) == len(starts) == len(meta["names"])
    assert starts.tolist() == frame["start"].tolist() and ends.tolist() == frame["end"].tolist()
    meta, bufs = server.tile(peaks, "chr19", 16, 0)
    assert meta["kind"] == "density"
    assert np.frombuffer(bufs[0], dtype=np.float32).sum() == meta["count"] == len(reader.features("chr19"))


def test_unreadable_file_is_an_error_tile(project, tmp_path):
    bad = tmp_path / "broken.bw"
    bad.write_bytes(b"\x26\xfc\x8f\x88" + b"\0" * 20)  # bigWig magic, truncated
    track = project.add_track(bad, "bigwig", validate=False)
    meta, bufs = TileServer(project).tile(track, "chr1", 10, 0)
    assert meta["kind"] == "error" and meta["message"] and bufs == []


def test_cache_returns_the_same_answer(project, shared_data):
    track = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig")
    server = TileServer(project)
    first = server.tile(track, "chr19", 7, 7)
    assert server.tile(track, "chr19", 7, 7) is first


class Sent(list):
    def __call__(self, content, buffers=None):
        self.append((content, buffers or []))


def test_protocol_messages(project, shared_data, monkeypatch):
    track = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig")
    browser = GenomeBrowser(project)
    sent = Sent()
    monkeypatch.setattr(browser, "send", sent)
    browser._on_message(browser, {"type": "tiles", "requests": [
        {"id": 1, "track": track.id, "chrom": "chr19", "z": 7, "i": 7},
        {"id": 2, "track": "nope", "chrom": "chr19", "z": 7, "i": 7},
        {"id": 3, "track": track.id, "chrom": "chrNope", "z": 7, "i": 7},
        {"id": 4, "track": track.id, "chrom": "chr19", "z": "x", "i": 7},
    ]}, [])
    assert browser._messages.wait_idle()  # tiles are answered from the pool (#14)
    (content, buffers), = sent
    tiles = {t["id"]: t for t in content["tiles"]}
    assert tiles[1]["kind"] == "signal" and tiles[1]["buffers"] == [0] and len(buffers) == 1
    assert tiles[2]["kind"] == "error" and "was not found" in tiles[2]["message"]
    assert tiles[3]["kind"] == "error" and tiles[4]["kind"] == "error"
    sent.clear()
    browser._on_message(browser, {"type": "tiles", "base64": True,
                                  "requests": [{"id": 9, "track": track.id, "chrom": "chr19", "z": 7, "i": 7}]}, [])
    assert browser._messages.wait_idle()
    (content, buffers), = sent
    assert buffers == [] and isinstance(content["tiles"][0]["base64"][0], str)
    browser.close()


def test_locus_sync_and_goto(project, shared_data, monkeypatch):
    # genes=False: this test pins the project's own track list (the default adds a gene track, #13)
    one, two = GenomeBrowser(project, genes=False), GenomeBrowser(project, genes=False)
    one.locus = "chr19:1000000-1100000"
    assert project.view.locus == "chr19:1000000-1100000" and two.locus == one.locus
    two.goto("chr8:127,700,000-127,760,000")
    assert one.locus == "chr8:127700000-127760000"
    one.locus = "garbage"
    assert one.locus == "chr8:127700000-127760000"  # refused, kept
    sent = Sent()
    monkeypatch.setattr(one, "send", sent)
    one._on_message(one, {"type": "goto", "text": "chr8:5-1"}, [])
    assert sent[-1][0]["ok"] is False
    track = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig")
    assert [t["id"] for t in two.tracks] == [track.id]
    one._on_message(one, {"type": "update-track", "trackId": track.id, "visible": False}, [])
    assert two.tracks[0]["visible"] is False and project.track(track.id).visible is False
    one._on_message(one, {"type": "remove-track", "trackId": track.id}, [])
    assert two.tracks == []
    one.close()
    two.close()


def test_svg_snapshot_in_bundle(project, shared_data):
    project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig", name="rep1 fc")
    project.set_view("chr19:1,000,000-1,100,000")
    browser = GenomeBrowser(project)
    data, _ = browser._repr_mimebundle_()
    html = data["text/html"]
    assert html.count("<svg") == 1 and "rep1 fc" in html and "<path" in html and "<script" not in html
    assert "chr19:1,000,000-1,100,000" in html
    browser.close()
