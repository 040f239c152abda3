"""The on-disk byte-range store behind pins: exact reads, no overlap, checksums, crash leftovers."""

from __future__ import annotations

import hashlib
import json
import os

import pytest

from genie_widgets.genome.errors import TrackSourceError
from genie_widgets.project.ranges import CHUNK_BYTES, DamagedRangeFile, RangeFile, entry_name, file_label, merged

DATA = os.urandom(3 * CHUNK_BYTES // 2 + 12345)  # random bytes: a SYNTHETIC "remote file"
URL = "http://127.0.0.1:9/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig"


def entry(tmp_path) -> RangeFile:
    f = RangeFile(tmp_path / entry_name(URL), durable=True)
    f.create(URL, len(DATA), '"etag"', None)
    return f


def test_reads_are_exact_where_held_and_none_elsewhere(tmp_path):
    f = entry(tmp_path)
    assert f.add(100, DATA[100:70_000]) == 69_900
    assert f.add(50_000, DATA[50_000:200_000]) == 130_000  # only the part not held yet
    assert f.intervals() == [(100, 200_000)]
    assert f.read(100, 199_900) == DATA[100:200_000]
    assert f.read(60_000, 10) == DATA[60_000:60_010]
    assert f.read(99, 10) is None and f.read(199_999, 2) is None
    again = RangeFile(f.folder)  # another process sees the same
    assert again.read(1000, 5000) == DATA[1000:6000] and again.meta["etag"] == '"etag"'


def test_large_adds_are_cut_into_checked_chunks(tmp_path):
    f = entry(tmp_path)
    f.add(0, DATA)
    assert [c.end - c.start for c in f.chunks()][:1] == [CHUNK_BYTES] and len(f.chunks()) == 2
    assert f.checksum() == hashlib.sha256(DATA).hexdigest()
    assert f.missing(0, len(DATA)) == [] and f.bytes_held == len(DATA)


def test_a_damaged_chunk_is_an_error_not_wrong_bytes(tmp_path):
    f = entry(tmp_path)
    f.add(0, DATA[:10_000])
    with open(f.folder / "blocks.bin", "r+b") as handle:
        handle.seek(500)
        handle.write(b"\0\0\0\0")
    with pytest.raises(TrackSourceError, match="ENCFF381NDD: the kept bytes 0-10,000 are damaged"):
        RangeFile(f.folder).read(0, 100)


def test_an_unfinished_index_line_is_ignored(tmp_path):
    f = entry(tmp_path)
    f.add(0, DATA[:1000])
    with open(f.folder / "chunks.jsonl", "ab") as handle:
        handle.write(json.dumps({"start": 1000, "end": 2000})[:-5].encode())  # a crash mid-line
    g = RangeFile(f.folder)
    assert g.intervals() == [(0, 1000)] and g.read(0, 1000) == DATA[:1000]


def test_helpers():
    assert merged([(5, 8), (0, 3), (3, 4), (7, 10)]) == [(0, 4), (5, 10)]
    assert file_label(URL) == "ENCFF381NDD"
    assert file_label("http://127.0.0.1:9/x/peaks.bed.gz") == "peaks.bed.gz"


def test_an_unfinished_last_line_is_cut_before_the_next_chunk_is_written(tmp_path):
    """A crash mid-line, then another add: the new chunk's line must not be glued to the fragment."""
    f = entry(tmp_path)
    f.add(0, DATA[:1000])
    with open(f.folder / "chunks.jsonl", "ab") as handle:
        handle.write(b'{"start": 1000, "end": 20')
    assert RangeFile(f.folder).add(5000, DATA[5000:6000]) == 1000
    g = RangeFile(f.folder)
    assert g.intervals() == [(0, 1000), (5000, 6000)] and g.read(5000, 1000) == DATA[5000:6000]


def test_a_second_chunk_for_held_bytes_is_an_error_naming_the_file(tmp_path):
    f = entry(tmp_path)
    f.add(0, DATA[:1000])
    piece = os.urandom(500)
    with open(f.folder / "blocks.bin", "ab") as blocks:
        at = blocks.seek(0, 2)
        blocks.write(piece)
    with open(f.folder / "chunks.jsonl", "a") as index:
        line = {"start": 200, "end": 700, "at": at, "sha256": hashlib.sha256(piece).hexdigest()}
        index.write(json.dumps(line) + "\n")
    with pytest.raises(DamagedRangeFile, match=r"/chunks.jsonl lines 1 and 2 both hold bytes 200-700"):
        RangeFile(f.folder).read(0, 100)


def test_only_the_lines_vouched_for_are_served_and_the_rest_is_cut_by_the_next_writer(tmp_path):
    """A store that vouches for the first N bytes of the index (the pins' manifest): lines after
    them — a write cut short between the index and the manifest, or lines someone appended — are
    not served; the next writer cuts them off before adding its own."""
    f = entry(tmp_path)
    f.add(0, DATA[:1000])
    vouched = (f.folder / "chunks.jsonl").stat().st_size
    f.add(2000, DATA[2000:3000])  # not vouched for
    g = RangeFile(f.folder, durable=True, committed=lambda: vouched)
    assert g.intervals() == [(0, 1000)] and g.read(2000, 10) is None and g.read(0, 1000) == DATA[:1000]
    assert g.add(4000, DATA[4000:4100]) == 100
    assert [(c.start, c.end) for c in g.snapshot()[2]] == [(0, 1000), (4000, 4100)]
    with pytest.raises(DamagedRangeFile, match="does not begin with the 99,999 bytes"):
        RangeFile(f.folder, committed=lambda: 99_999).chunks()
