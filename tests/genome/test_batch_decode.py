"""The batch decoder's byte-copy fast path (``_bbi_arrays.decode_records``) gives the general
section parser's records: on SYNTHETIC blocks of every section kind, both byte orders, blocks of
another chromosome and batches larger than the thread's buffer, and on real ../shared/data
tracks through ``map_wig`` against ``wig_intervals``."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from genie_widgets.genome import _bbi_arrays, open_track
from genie_widgets.genome._bbi_arrays import decode_records

from .genome_testlib import bigwig_params

_NATIVE = np.dtype([("start", "<u4"), ("end", "<u4"), ("value", "<f4")])


def _section(order: str, cid: int, kind: int, starts: np.ndarray, ends: np.ndarray, values: np.ndarray,
             step: int = 0, span: int = 0) -> bytes:
    """One SYNTHETIC bigWig data section (24-byte header + items) in byte order ``order``."""
    n = len(values)
    head = struct.pack(order + "IIIIIBBH", cid, int(starts[0]), int(ends[-1]), step, span, kind, 0, n)
    if kind == 1:  # bedGraph
        items = np.empty(n, [("s", order + "u4"), ("e", order + "u4"), ("v", order + "f4")])
        items["s"], items["e"], items["v"] = starts, ends, values
    elif kind == 2:  # varStep
        items = np.empty(n, [("s", order + "u4"), ("v", order + "f4")])
        items["s"], items["v"] = starts, values
    else:  # fixedStep
        items = np.asarray(values, order + "f4")
    return head + items.tobytes()


class _Parser:
    """The general parser (what BBIFile._decode_wig_block does) for a given byte order."""

    def __init__(self, order: str) -> None:
        self.order = order

    def __call__(self, block, chrom_id: int, out: list) -> None:
        from genie_widgets.genome._bbi import BBIFile

        fake = BBIFile.__new__(BBIFile)
        fake.order = self.order
        fake.name = "synthetic"
        BBIFile._decode_wig_block(fake, block, chrom_id, out)


def _expected(blocks, chrom_id, parse) -> np.ndarray:
    pieces: list[np.ndarray] = []
    for block in blocks:
        parse(block, chrom_id, pieces)
    if not pieces:
        return np.empty(0, _NATIVE)
    return np.concatenate([p.astype(_NATIVE) for p in pieces])


def _blocks(rng: np.random.Generator, order: str, n_blocks: int, per_block: int) -> list[bytes]:
    """SYNTHETIC blocks on chromosome 0 (plus some of chromosome 1) of all three section kinds,
    some blocks holding two sections."""
    out, pos = [], 0
    for k in range(n_blocks):
        n = int(rng.integers(1, per_block))
        lengths = rng.integers(1, 50, n)
        starts = pos + np.cumsum(np.r_[0, lengths[:-1]]) + rng.integers(0, 3, n).cumsum()
        ends = starts + lengths
        pos = int(ends[-1]) + 10
        values = rng.normal(size=n).astype(np.float32)
        kind = (1, 1, 1, 2, 3)[k % 5]
        cid = 1 if k % 7 == 6 else 0
        if kind == 1:
            block = _section(order, cid, 1, starts, ends, values)
        elif kind == 2:
            block = _section(order, cid, 2, starts, starts + 5, values, span=5)
        else:
            block = _section(order, cid, 3, np.array([pos]), np.array([pos + 10 * n]), values, step=10, span=7)
            pos += 10 * n + 10
        if k % 4 == 3:  # a second section in the same block
            block += _section(order, 0, 1, np.array([pos]), np.array([pos + 3]), np.array([2.5], np.float32))
            pos += 13
        out.append(block)
    return out


@pytest.mark.parametrize("order", ["<", ">"])
@pytest.mark.parametrize("seed", range(3))
def test_batch_decoder_matches_the_section_parser(order, seed):
    rng = np.random.default_rng(seed)
    blocks = _blocks(rng, order, 40, 400)
    parse = _Parser(order)
    for chrom_id in (0, 1, 2):
        got = decode_records(iter(blocks), chrom_id, order == "<", parse)
        want = _expected(blocks, chrom_id, parse)
        assert got.dtype == _NATIVE
        assert np.array_equal(got, want)


def test_batch_decoder_grows_the_thread_buffer_and_keeps_earlier_records(monkeypatch):
    """A batch holding more records than the thread's buffer: the buffer grows mid-batch."""
    monkeypatch.setattr(_bbi_arrays._local, "records", np.empty(16, _NATIVE), raising=False)
    rng = np.random.default_rng(4)
    blocks = _blocks(rng, "<", 60, 4000)
    parse = _Parser("<")
    got = decode_records(iter(blocks), 0, True, parse)
    want = _expected(blocks, 0, parse)
    assert len(want) > 1 << 16  # more than the buffer's first size
    assert np.array_equal(got, want)


@pytest.mark.parametrize("path", bigwig_params())
def test_map_wig_batches_match_wig_intervals_on_real_tracks(path):
    reader = open_track(path)
    bbi = reader.bbi
    for name, (cid, size) in list(bbi.chroms.items())[:3]:
        s, e, v = bbi.wig_intervals(cid, 0, size, threads=1)
        for threads, batch in ((1, 3), (2, 48)):
            parts = bbi.map_wig(cid, 0, size, lambda s, e, v: (s.copy(), e.copy(), v.copy()),
                                threads=threads, batch_blocks=batch)
            if not parts:
                assert len(s) == 0, name
                continue
            gs, ge, gv = (np.concatenate([p[c] for p in parts]) for c in range(3))
            order = np.argsort(gs, kind="stable")
            assert np.array_equal(gs[order].astype(np.int64), s), name
            assert np.array_equal(ge[order].astype(np.int64), e), name
            assert np.array_equal(gv[order], v, equal_nan=True), name


def test_decode_threads_add_a_thread_only_for_an_idle_core(tmp_path, monkeypatch):
    from genie_widgets.genome._bbi_arrays import decode_threads, runnable_tasks

    assert runnable_tasks("0.52 0.58 0.59 3/120 4567\n") == 3
    assert runnable_tasks("garbage") is None
    monkeypatch.setattr("os.sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    loadavg = tmp_path / "loadavg"
    for line, want in (("0.1 0.1 0.1 1/90 7", 2), ("1.9 1.5 1.2 2/90 7", 1), ("4.0 3.0 2.0 6/90 7", 1)):
        loadavg.write_text(line)
        assert decode_threads(2, str(loadavg)) == want, line
        assert decode_threads(1, str(loadavg)) == 1
    loadavg.write_text("not a loadavg line")
    assert decode_threads(2, str(loadavg)) == 2  # unknown: as asked
    assert decode_threads(2, str(tmp_path / "missing")) == 2


def test_at_most_threads_caps_the_decode_threads_inside_the_block_only(tmp_path, monkeypatch):
    import threading

    from genie_widgets.genome._bbi_arrays import at_most_threads, decode_threads

    monkeypatch.setattr("os.sched_getaffinity", lambda _pid: {0, 1, 2, 3}, raising=False)
    idle = tmp_path / "loadavg"
    idle.write_text("0.0 0.0 0.0 1/90 7")
    assert decode_threads(2, str(idle)) == 2
    with at_most_threads(1):
        assert decode_threads(2, str(idle)) == 1
        seen = []
        worker = threading.Thread(target=lambda: seen.append(decode_threads(2, str(idle))))
        worker.start()
        worker.join()
        assert seen == [2]  # another thread is not capped
    assert decode_threads(2, str(idle)) == 2
