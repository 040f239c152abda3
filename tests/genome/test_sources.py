"""Opening track sources: kinds, sniffing, text formats, aliases, bad files, URLs."""

from __future__ import annotations

import gzip
import shutil

import numpy as np
import pandas as pd
import pytest

from genie_widgets.genome import (
    TrackSourceError,
    TrackTypeError,
    get_assembly,
    open_intervals,
    open_signal,
    open_track,
    sniff,
    track_kind,
)
from genie_widgets.genome.remote import cached_path

from .genome_testlib import bigwig_params, data_path, naive_intervals, write_bigwig


def test_track_kinds_match_reference():
    for t in ("bigwig", "bw", "bedgraph", "dbedgraph", "BigWig"):
        assert track_kind(t) == "signal"
    for t in ("bigbed", "bb", "bed", "categorical", "qbed", "refbed", "repeatmasker", "rmskv2",
              "narrowpeak", "broadPeak"):
        assert track_kind(t) == "interval"
    for t in ("refgene", "vcf", "bam", "hic", "", None, "gtf"):
        assert track_kind(t) == "other"


@pytest.mark.parametrize(
    "parts, fmt",
    [
        (("bigwig", "tiny", "pyBigWig_test.bw"), "bigwig"),
        (("bigbed", "bigBedExample.bb"), "bigbed"),
        (("bedgraph", "ENCFF754TJH.wig"), "bedgraph"),
        (("peaks", "ENCFF141SAU.bed.gz"), "narrowpeak"),
        (("peaks", "bioframe_narrowPeak.bed"), "narrowpeak"),
        (("peaks", "igvjs_test.broadPeak"), "broadpeak"),
        (("peaks", "bioframe_bed12.bed"), "bed"),
        (("peaks", "encode_validate_test.narrowPeak.bed.gz"), "narrowpeak"),
        (("bigwig", "k562_chr9_4-6Mb", "bed_chr9_4000000_6000000_chromstates.bed"), "categorical"),  # (#13) states
        (("bigwig", "h1_hg19_chr6_POU5F1", "narrowpeak_H1_chromHMM.bed"), "categorical"),  # integer states
        (("annotation", "hg38_MYC", "NCBI_hg38_MYC.gtf"), "gff"),
    ],
)
def test_sniff_real_files(parts, fmt):
    found = sniff(data_path(*parts))
    assert found.format == fmt, found.detail
    assert found.gzip == str(parts[-1]).endswith(".gz")


@pytest.mark.parametrize(
    "parts, declared, message",
    [
        (("bigwig", "tiny", "pyBigWig_test.bw"), "bigbed", "declared as type 'bigbed'.*bigWig file.*type 'bigwig'"),
        (("bigwig", "tiny", "pyBigWig_test.bw"), "bed", "declared as type 'bed'"),
        (("bigwig", "tiny", "pyBigWig_test.bw"), "bedgraph", "bigWig"),
        (("bigbed", "bigBedExample.bb"), "bigwig", "bigBed file"),
        (("peaks", "ENCFF141SAU.bed.gz"), "bigwig", "narrowPeak text"),
        (("peaks", "ENCFF141SAU.bed.gz"), "bedgraph", "narrowPeak"),
        (("bedgraph", "ENCFF754TJH.wig"), "bigwig", "bedGraph text"),
        (("bedgraph", "ENCFF754TJH.wig"), "bigbed", "bedGraph"),
        (("annotation", "hg38_MYC", "NCBI_hg38_MYC.gtf"), "bed", "GFF/GTF"),
    ],
)
def test_declared_type_mismatch_is_refused(parts, declared, message):
    with pytest.raises(TrackTypeError, match=message):
        open_track(data_path(*parts), declared)


def test_declared_types_that_match():
    assert open_track(data_path("bigwig", "tiny", "pyBigWig_test.bw"), "BW").format == "bigwig"
    assert open_track(data_path("bigbed", "bigBedExample.bb"), "bb").format == "bigbed"
    assert open_track(data_path("peaks", "ENCFF141SAU.bed.gz"), "bed").format == "narrowpeak"
    assert open_track(data_path("bedgraph", "ENCFF754TJH.wig"), "dbedgraph").format == "bedgraph"
    # a BED4 with numeric names is still valid BED when declared as such
    reader = open_track(data_path("bigwig", "h1_hg19_chr6_POU5F1", "narrowpeak_H1_chromHMM.bed"), "bed")
    assert reader.kind == "interval" and reader.all_features()["name"].iloc[0] == "1"
    assert open_track(data_path("bigbed", "bigBedExample.bb"), "rmskv2").kind == "interval"


def test_other_types_have_no_reader():
    with pytest.raises(TrackTypeError, match="no numeric reader"):
        open_track(data_path("bigwig", "tiny", "pyBigWig_test.bw"), "vcf")


def test_open_signal_and_intervals_insist():
    with pytest.raises(TrackTypeError, match="interval track"):
        open_signal(data_path("bigbed", "bigBedExample.bb"))
    with pytest.raises(TrackTypeError, match="signal track"):
        open_intervals(data_path("bigwig", "tiny", "pyBigWig_test.bw"))


def test_bedgraph_text_matches_pandas():
    path = data_path("bedgraph", "ENCFF754TJH.wig")
    reader = open_track(path)
    assert reader.format == "bedgraph"
    rows = [ln.split() for ln in path.read_text().splitlines() if ln and not ln.startswith(("#", "track"))]
    table = pd.DataFrame(rows, columns=["c", "s", "e", "v"])
    got = reader.intervals("chr9")
    assert len(got) == len(table) == 2617
    np.testing.assert_array_equal(got.starts, table["s"].astype(int).to_numpy())
    np.testing.assert_array_equal(got.values, table["v"].astype(float).to_numpy())
    sub = reader.intervals("9", 35_727_000, 35_727_100)  # alias and range
    assert len(sub) and (sub.ends > 35_727_000).all() and (sub.starts < 35_727_100).all()


def test_narrowpeak_text_columns():
    reader = open_track(data_path("peaks", "ENCFF141SAU.bed.gz"))
    table = reader.all_features()
    assert len(table) == 39_079
    assert list(table.columns) == ["chrom", "start", "end", "name", "score", "strand", "signalValue", "pValue",
                                   "qValue", "peak"]
    assert (table["pValue"] == -1).all()
    assert table["start"].dtype == np.int64


def test_bed12_and_broadpeak_text():
    bed12 = open_track(data_path("peaks", "bioframe_bed12.bed")).all_features()
    assert len(bed12) == 30 and "blockStarts" in bed12.columns
    broad = open_track(data_path("peaks", "igvjs_test.broadPeak")).all_features()
    assert len(broad) == 100 and list(broad.columns)[-3:] == ["signalValue", "pValue", "qValue"]


@pytest.mark.parametrize("path", bigwig_params())
def test_queries_by_alias(path):
    """A reader answers chr1 for a file that says 1, and 1 / X for chr1 / chrX."""
    reader = open_track(path, assembly="hg38")
    for name in reader.chroms():
        alias = name[3:] if name.startswith("chr") else "chr" + name
        got = reader.intervals(alias)
        s, _e, _v = naive_intervals(path, name)
        assert len(got) == len(s)
        assert reader.resolve_chrom(alias) == name
        break


def test_unknown_chromosome_is_empty_not_error():
    reader = open_track(data_path("bigwig", "tiny", "pyBigWig_test.bw"))
    assert len(reader.intervals("chr22")) == 0
    assert reader.resolve_chrom("chr22") is None


def test_ncbi_accession_alias_with_assembly(tmp_path):
    """SYNTHETIC bigWig named by RefSeq accession, queried as chr8 with the hg38 aliases."""
    path = write_bigwig(tmp_path / "synthetic_refseq.bw", [("NC_000008.11", 145_138_636)],
                        {"NC_000008.11": ([100, 200], [150, 260], [1.0, 2.0])})
    reader = open_track(path, assembly=get_assembly("hg38"))
    assert len(reader.intervals("chr8")) == 2
    assert len(open_track(path).intervals("chr8")) == 0  # no assembly, no accession aliases


# ---------------------------------------------------------------------------- bad files
def test_missing_file():
    with pytest.raises(TrackSourceError, match="file not found"):
        open_track("/nonexistent/track.bw")
    with pytest.raises(TrackSourceError, match="file not found"):
        sniff("/nonexistent/track.bed")


def test_folder_is_refused(tmp_path):
    with pytest.raises(TrackSourceError, match="folder"):
        open_track(tmp_path)


def test_empty_and_garbage_files(tmp_path):
    empty = tmp_path / "empty.bw"
    empty.write_bytes(b"")
    with pytest.raises(TrackTypeError, match="empty"):
        open_track(empty)
    garbage = tmp_path / "garbage.bw"
    garbage.write_bytes(bytes(range(256)) * 10)
    with pytest.raises(TrackSourceError):
        open_track(garbage, "bigwig")
    text = tmp_path / "notes.txt"
    text.write_text("hello world\nthis is not a track\n")
    with pytest.raises(TrackTypeError, match="not BED-like"):
        open_track(text)


@pytest.mark.parametrize("fraction", [0.05, 0.3, 0.6, 0.9, 0.99])
def test_truncated_bigwig_is_a_clear_error(tmp_path, fraction):
    source = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    data = source.read_bytes()
    cut = tmp_path / "truncated.bigwig"
    cut.write_bytes(data[: int(len(data) * fraction)])
    with pytest.raises(TrackSourceError):
        reader = open_track(cut)
        reader.intervals("chr19")
        for level in range(len(reader.bbi.zoom_levels)):
            reader.bbi.zoom_records(level, 0)
        reader.bbi.section_counts(0)


def test_corrupt_block_is_a_clear_error(tmp_path):
    source = data_path("bigwig", "tiny", "igvjs_fixedStep.bw")
    data = bytearray(source.read_bytes())
    reader = open_track(source)
    leaves = reader.bbi.data_leaves(0)
    off = int(leaves["offset"][0])
    data[off + 2 : off + 30] = b"\xff" * 28  # scramble the deflate stream
    bad = tmp_path / "corrupt.bw"
    bad.write_bytes(bytes(data))
    with pytest.raises(TrackSourceError, match="corrupt|inflate"):
        open_track(bad).intervals("chr1")


def test_corrupt_header_offsets(tmp_path):
    source = data_path("bigwig", "tiny", "igvjs_fixedStep.bw")
    data = bytearray(source.read_bytes())
    data[8:16] = (10**12).to_bytes(8, "little")  # chromosome tree offset far beyond the file
    bad = tmp_path / "badheader.bw"
    bad.write_bytes(bytes(data))
    with pytest.raises(TrackSourceError, match="outside the file"):
        open_track(bad)


def test_truncated_gzip_text(tmp_path):
    source = data_path("peaks", "ENCFF141SAU.bed.gz")
    data = source.read_bytes()
    cut = tmp_path / "cut.bed.gz"
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(TrackSourceError, match="truncated|cannot be read"):
        open_track(cut)


def test_bad_bed_lines(tmp_path):
    bad = tmp_path / "bad.bedgraph"
    bad.write_text("chr1\t10\t20\t1.0\nchr1\t30\t25\t2.0\n")
    with pytest.raises(TrackSourceError, match="invalid interval"):
        open_track(bad)
    bad2 = tmp_path / "bad2.bedgraph"
    bad2.write_text("track type=bedGraph\nchr1\t10\t20\t1.0\nchr1\t30\t40\tabc\n")
    # sniffing sees a non-numeric 4th column, so it is BED4, not bedGraph
    with pytest.raises(TrackTypeError, match="BED"):
        open_track(bad2, "bedgraph")


def test_gzip_bedgraph_with_headers(tmp_path):
    path = tmp_path / "signal.bedGraph.gz"
    with gzip.open(path, "wt") as handle:
        handle.write("browser position chr1:1-100\ntrack type=bedGraph\n# comment\n")
        handle.write("chr1\t0\t10\t1.5\nchr1\t10\t20\t-2\n#mid\nchr2\t5\t6\tnan\nchr2\t7\t9\t4e2\n")
    reader = open_track(path, "bedgraph")
    assert reader.intervals("chr1").values.tolist() == [1.5, -2.0]
    assert reader.intervals("chr2").values.tolist() == [400.0]  # NaN lines cover nothing


# ---------------------------------------------------------------------------- URLs
def test_bigwig_by_url_uses_range_requests(http_root):
    root, base = http_root
    source = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19", "rep1.fc.signal.bigwig")
    shutil.copy(source, root / "rep1.bw")
    reader = open_track(f"{base}/rep1.bw", "bigwig")
    s, e, v = naive_intervals(source, "chr19")
    got = reader.intervals("chr19")
    np.testing.assert_array_equal(got.starts, s)
    np.testing.assert_array_equal(got.values, v.astype(np.float32))
    assert not cached_path(f"{base}/rep1.bw").exists()  # read remotely, not downloaded
    assert sniff(f"{base}/rep1.bw").format == "bigwig"


def test_bigbed_by_url(http_root):
    root, base = http_root
    shutil.copy(data_path("bigbed", "encode_validate_test.narrowPeak.bb"), root / "p.bb")
    table = open_track(f"{base}/p.bb").all_features()
    assert len(table) == 10 and "signalValue" in table


def test_text_by_url_is_downloaded_once(http_root):
    root, base = http_root
    shutil.copy(data_path("peaks", "ENCFF141SAU.bed.gz"), root / "peaks.bed.gz")
    url = f"{base}/peaks.bed.gz"
    reader = open_track(url, "bed")
    assert len(reader.all_features()) == 39_079
    assert cached_path(url).exists()
    (root / "peaks.bed.gz").unlink()  # the cache answers from now on
    assert len(open_track(url, "bed").all_features()) == 39_079


def test_bigwig_url_without_range_support_is_downloaded(http_root_no_ranges):
    root, base = http_root_no_ranges
    source = data_path("bigwig", "tiny", "pyBigWig_test.bw")
    shutil.copy(source, root / "t.bw")
    reader = open_track(f"{base}/t.bw")
    assert len(reader.intervals("1")) == 5


def test_url_errors(http_root, closed_port_url):
    _root, base = http_root
    with pytest.raises(TrackSourceError, match="404"):
        open_track(f"{base}/missing.bw")
    with pytest.raises(TrackSourceError, match="cannot reach"):
        open_track(f"{closed_port_url}/x.bw")


def test_url_declared_type_mismatch(http_root):
    root, base = http_root
    shutil.copy(data_path("bigwig", "tiny", "pyBigWig_test.bw"), root / "t.bw")
    with pytest.raises(TrackTypeError, match="declared as type 'bed'"):
        open_track(f"{base}/t.bw", "bed")


def test_measurements_over_a_url_match_local(http_root):
    from genie_widgets.genome import Region, correlate, signal_stats

    root, base = http_root
    folder = data_path("bigwig", "encode_chipseq_pipeline_test_hg38_chr19")
    shutil.copy(folder / "rep1.fc.signal.bigwig", root / "rep1.bw")
    url = f"{base}/rep1.bw"
    chrom = [Region("chr19", 0, 58_617_616)]
    assert signal_stats(url, chrom) == signal_stats(folder / "rep1.fc.signal.bigwig", chrom)
    fast = signal_stats(url, chrom, method="auto")
    assert fast.covered_bases == signal_stats(url, chrom).covered_bases
    assert correlate(url, folder / "rep2.fc.signal.bigwig", chrom).r == pytest.approx(
        correlate(folder / "rep1.fc.signal.bigwig", folder / "rep2.fc.signal.bigwig", chrom).r)


@pytest.mark.parametrize("fmt", ["bigwig", "bedgraph"])
def test_map_intervals_clips_and_visits_each_interval_once(tmp_path, fmt):
    source = data_path("bigwig", "tcga_atac_hg38_chr21", "ACCx_025FE5F8_T1.bw")
    reader = open_track(source)
    if fmt == "bedgraph":
        d = reader.intervals("chr21")
        text = tmp_path / "copy.bedGraph"
        text.write_text("".join(f"chr21\t{s}\t{e}\t{float(v)!r}\n" for s, e, v in zip(d.starts, d.ends, d.values)))
        reader = open_track(text)
    lo, hi = 45_700_123, 46_400_077
    parts = reader.map_intervals("21", lo, hi, lambda s, e, v: (np.array(s, np.int64), np.array(e, np.int64)))
    s = np.concatenate([p[0] for p in parts])
    e = np.concatenate([p[1] for p in parts])
    want_s, want_e, _v = naive_intervals(source, "chr21", lo, hi)
    np.testing.assert_array_equal(s, np.maximum(want_s, lo))
    np.testing.assert_array_equal(e, np.minimum(want_e, hi))
