"""Colours and legends of categorical interval tracks (chromHMM-style states), shared by the live
browser's tiles and the static SVG so both draw a state in the same colour."""

from __future__ import annotations

from typing import Any

import pandas as pd

from ..genome import state_order

#: A qualitative palette for states without an itemRgb colour (15 distinguishable colours,
#: ordered like the usual chromHMM legend: promoters red, enhancers orange/yellow, transcription
#: green, repressed grey/purple).
PALETTE = (
    "#e41a1c", "#ff6f61", "#7a5195", "#ff9f1c", "#ffcc00", "#f4e04d", "#0ab6a0", "#2e8b57",
    "#7cc46b", "#1f77b4", "#8c564b", "#6c757d", "#9e9ac8", "#bcbddc", "#d9d9d9",
)


def _rgb(value: Any) -> str | None:
    parts = str(value or "").split(",")
    if len(parts) != 3:
        return None
    try:
        r, g, b = (max(0, min(255, int(p))) for p in parts)
    except ValueError:
        return None
    if (r, g, b) == (0, 0, 0):
        return None  # BED's "no colour"
    return f"#{r:02x}{g:02x}{b:02x}"


def state_legend(frame: pd.DataFrame) -> list[tuple[str, str]]:
    """``[(state, "#rrggbb"), …]`` in legend order for every state of a track's features: the
    file's itemRgb colour when it gives one, otherwise the palette by the state's position."""
    if len(frame) == 0 or "name" not in frame:
        return []
    names = ["" if pd.isna(v) else str(v) for v in frame["name"]]
    colours: dict[str, str] = {}
    if "itemRgb" in frame:
        for name, rgb in zip(names, frame["itemRgb"], strict=True):
            if name not in colours:
                c = _rgb(rgb)
                if c is not None:
                    colours[name] = c
    out = []
    for k, state in enumerate(state_order(names)):
        out.append((state, colours.get(state, PALETTE[k % len(PALETTE)])))
    return out
