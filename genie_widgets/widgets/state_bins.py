"""Categorical (chromHMM-style) tracks summarised per bin: the state that covers the most bases of
each bin, so a zoomed-out view still shows coloured state blocks (never feature density).

Coordinates are 0-based, end-exclusive bp. Used by the live browser's tiles (:mod:`.tiles`) and
the static SVG (:mod:`.svg`), so both draw the same blocks.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class StateBins:
    """Per bin: ``states`` (the legend index of the dominant state, -1 where no segment lies)
    and ``share`` (the fraction of the bin's bases that state covers, 0 to 1)."""

    states: np.ndarray  # int16
    share: np.ndarray  # float32


def state_codes(names: list[str], legend: list[tuple[str, str]]) -> np.ndarray:
    """The legend index of each state name (-1 for a name the legend does not hold)."""
    index = {state: k for k, (state, _) in enumerate(legend)}
    return np.array([index.get(n, -1) for n in names], dtype=np.int64)


def dominant_states(frame: pd.DataFrame, legend: list[tuple[str, str]], edges: np.ndarray) -> StateBins:
    """The dominant state of each bin ``[edges[k], edges[k + 1])`` among the segments of
    ``frame`` (columns ``start``, ``end``, ``name``). Ties go to the state first in the legend."""
    edges = np.asarray(edges, dtype=np.int64)
    n_bins = len(edges) - 1
    names = ["" if pd.isna(v) else str(v) for v in frame.get("name", pd.Series([""] * len(frame)))]
    codes = state_codes(names, legend)
    starts = frame["start"].to_numpy(np.int64)
    ends = frame["end"].to_numpy(np.int64)
    cover = np.zeros((max(1, len(legend)), n_bins), dtype=np.float64)
    for k in np.unique(codes[codes >= 0]):
        mine = codes == k
        below = _bases_below(starts[mine], ends[mine], edges)
        cover[k] = np.diff(below)
    best = cover.argmax(axis=0)
    top = cover[best, np.arange(n_bins)]
    width = np.maximum(1, np.diff(edges)).astype(np.float64)
    states = np.where(top > 0, best, -1).astype(np.int16)
    share = np.clip(top / width, 0.0, 1.0).astype(np.float32)
    return StateBins(states, share)


def _bases_below(starts: np.ndarray, ends: np.ndarray, points: np.ndarray) -> np.ndarray:
    """For each point x, the bases of the segments ``[starts, ends)`` that lie below x (each
    segment counted once per base it holds): Σ max(0, min(x, e) - s)."""
    s = np.sort(starts)
    e = np.sort(ends)
    cum_s = np.concatenate([[0], np.cumsum(s)])
    cum_e = np.concatenate([[0], np.cumsum(e)])
    n_s = np.searchsorted(s, points, side="left")  # segments begun before x
    n_e = np.searchsorted(e, points, side="left")  # segments ended before x
    return (n_s * points - cum_s[n_s]) - (n_e * points - cum_e[n_e])
