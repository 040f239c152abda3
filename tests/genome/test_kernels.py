"""Property tests of the numpy kernels against plain-Python definitions."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from genie_widgets.genome import _kernels as K


@st.composite
def interval_sets(draw, max_n: int = 40, disjoint: bool = False):
    n = draw(st.integers(0, max_n))
    starts, ends, values = [], [], []
    pos = 0
    for _ in range(n):
        gap = draw(st.integers(0, 30))
        length = draw(st.integers(1, 60))
        start = pos + gap if disjoint else draw(st.integers(0, 400))
        starts.append(start)
        ends.append(start + length)
        values.append(draw(st.floats(-50, 50, allow_nan=False, width=32)))
        pos = start + length
    order = np.argsort(starts, kind="stable")
    return (np.array(starts, np.int64)[order], np.array(ends, np.int64)[order],
            np.array(values, np.float64)[order])


@given(interval_sets(), st.integers(0, 200), st.integers(1, 300))
def test_moments_match_definition(data, lo, width):
    s, e, v = data
    cs, ce, cv = K.clip(s, e, v, lo, lo + width)
    m = K.moments(cs, ce, cv)
    lengths = [b - a for a, b in zip(cs.tolist(), ce.tolist())]
    assert m.covered == sum(lengths) and m.n == len(lengths)
    total = sum(x * n for x, n in zip(cv.tolist(), lengths))
    assert math.isclose(m.total, total, rel_tol=1e-12, abs_tol=1e-9)
    if lengths:
        mean = total / sum(lengths)
        m2 = sum(n * (x - mean) ** 2 for x, n in zip(cv.tolist(), lengths))
        assert math.isclose(m.m2, m2, rel_tol=1e-9, abs_tol=1e-6)
        assert m.min == min(cv.tolist()) and m.max == max(cv.tolist())


@given(interval_sets(), interval_sets())
def test_moments_combine_is_merge(a, b):
    whole = K.moments(np.r_[a[0], b[0]], np.r_[a[1], b[1]], np.r_[a[2], b[2]])
    parts = K.moments(*a).combine(K.moments(*b))
    assert parts.covered == whole.covered and parts.n == whole.n
    assert math.isclose(parts.total, whole.total, rel_tol=1e-12, abs_tol=1e-9)
    assert math.isclose(parts.m2, whole.m2, rel_tol=1e-9, abs_tol=1e-6)
    assert parts.min == whole.min and parts.max == whole.max


@given(interval_sets(), st.integers(0, 40))
def test_merge_runs(data, gap):
    s, e, v = data
    ms, me, mx, mc = K.merge_runs(s, e, v, gap)
    runs = []
    for a, b, x in zip(s.tolist(), e.tolist(), v.tolist()):
        if runs and a <= runs[-1][1] + gap:
            runs[-1][1] = max(runs[-1][1], b)
            runs[-1][2] = max(runs[-1][2], x)
            runs[-1][3] += 1
        else:
            runs.append([a, b, x, 1])
    assert [list(r) for r in zip(ms.tolist(), me.tolist(), mx.tolist(), mc.tolist())] == runs


@given(interval_sets(disjoint=True), st.integers(1, 50))
@settings(max_examples=200)
def test_bin_kernels_match_per_base(data, size):
    s, e, v = data
    if not len(s):
        return
    origin = int(s[0])
    end = int(e.max())
    edges = K.regular_edges(origin, end, size)
    sums, cov, mins, maxs, counts = K.bin_stats(s, e, v, edges)
    first, rsums, rcov = K.regular_bin_sums(s, e, v, origin, size)
    per_base = {}
    for a, b, x in zip(s.tolist(), e.tolist(), v.tolist()):
        for pos in range(a, b):
            per_base[pos] = x
    for i in range(len(edges) - 1):
        vals = [per_base[p] for p in range(int(edges[i]), int(edges[i + 1])) if p in per_base]
        assert cov[i] == len(vals)
        assert math.isclose(sums[i], sum(vals), rel_tol=1e-12, abs_tol=1e-9)
        if vals:
            assert mins[i] == min(vals) and maxs[i] == max(vals)
        else:
            assert math.isnan(mins[i])
        j = i - first
        got_sum = rsums[j] if 0 <= j < len(rsums) else 0.0
        got_cov = rcov[j] if 0 <= j < len(rcov) else 0.0
        assert math.isclose(got_sum, sum(vals), rel_tol=1e-12, abs_tol=1e-9) and got_cov == len(vals)
    assert counts.sum() == len(s)


@given(interval_sets(), st.lists(st.tuples(st.integers(0, 450), st.integers(1, 120)), max_size=15))
def test_feature_overlaps(data, feats):
    s, e, v = data
    fs = np.array([a for a, _ in feats], np.int64)
    fe = fs + np.array([w for _, w in feats], np.int64)
    cov, sums, maxs, counts, mins = K.feature_overlaps(fs, fe, s, e, v, max_pairs=7, with_min=True)
    for i, (a, b) in enumerate(zip(fs.tolist(), fe.tolist())):
        hits = [(max(a, x0), min(b, x1), x) for x0, x1, x in zip(s.tolist(), e.tolist(), v.tolist())
                if min(b, x1) > max(a, x0)]
        assert cov[i] == sum(q - p for p, q, _ in hits) and counts[i] == len(hits)
        assert math.isclose(sums[i], sum((q - p) * x for p, q, x in hits), rel_tol=1e-12, abs_tol=1e-9)
        if hits:
            assert maxs[i] == max(x for *_r, x in hits) and mins[i] == min(x for *_r, x in hits)
        else:
            assert math.isnan(maxs[i]) and math.isnan(mins[i])


@given(st.lists(st.floats(-5, 5, allow_nan=False), min_size=0, max_size=30))
def test_rankdata_average_ties(xs):
    x = np.array(xs)
    ranks = K.rankdata(x)
    for i, value in enumerate(xs):
        below = sum(1 for y in xs if y < value)
        equal = sum(1 for y in xs if y == value)
        assert ranks[i] == below + (equal + 1) / 2


@given(st.lists(st.tuples(st.floats(-100, 100, allow_nan=False), st.floats(-100, 100, allow_nan=False)),
                min_size=0, max_size=40), st.integers(1, 5))
def test_comoments_streaming_equals_direct(pairs, chunks):
    x = np.array([p[0] for p in pairs])
    y = np.array([p[1] for p in pairs])
    whole = K.CoMoments.of(x, y)
    parts = K.CoMoments()
    for idx in np.array_split(np.arange(len(x)), chunks):
        parts = parts.combine(K.CoMoments.of(x[idx], y[idx]))
    if whole.r is None:
        assert parts.r is None
    else:
        assert parts.r is not None and math.isclose(parts.r, whole.r, abs_tol=1e-9)
        assert math.isclose(whole.r, float(np.corrcoef(x, y)[0, 1]), abs_tol=1e-9)


def test_pearson_constant_is_none():
    assert K.pearson(np.array([1.0, 1.0, 1.0]), np.array([1.0, 2.0, 3.0])) is None
    assert K.pearson(np.array([0.1, 0.1]), np.array([1.0, 2.0])) is None
    assert K.pearson(np.array([1.0]), np.array([2.0])) is None
