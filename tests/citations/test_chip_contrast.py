"""Chips are readable: every text colour of chips.css on its background passes WCAG AA (4.5:1),
and chips are set at the body text size (#13). The real-browser test checks the same on the
computed styles of live chips (tests/browser/test_chat_scroll.py)."""

from __future__ import annotations

import re
from pathlib import Path

CSS = Path(__file__).resolve().parents[2] / "genie_widgets" / "citations" / "chips.css"


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def variables(css: str) -> dict[str, str]:
    return {name: value for name, value in re.findall(r"(--gw-[a-z-]+):\s*(#[0-9a-fA-F]{3,6})\b", css)}


def test_contrast_formula_matches_known_values():
    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
    assert round(contrast("#777777", "#ffffff"), 2) == 4.48  # the classic just-failing grey


def test_every_chip_colour_pair_passes_aa():
    css = CSS.read_text(encoding="utf-8")
    v = variables(css)
    pairs = {
        "verified": (v["--gw-ok-fg"], v["--gw-ok-bg"]),
        "unsupported": (v["--gw-bad-fg"], v["--gw-bad-bg"]),
        "unverified": (v["--gw-unk-fg"], v["--gw-unk-bg"]),
    }
    # literal colours of the unknown-token and uncited markers
    unknown = re.search(r"\.gw-unknown \{[^}]*background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6})", css)
    uncited = re.search(r"\.gw-uncited \{[^}]*color: (#[0-9a-f]{6})", css)
    pairs["unknown token"] = (unknown.group(2), unknown.group(1))
    pairs["uncited marker"] = (uncited.group(1), "#ffffff")
    low = {name: round(contrast(fg, bg), 2) for name, (fg, bg) in pairs.items() if contrast(fg, bg) < 4.5}
    assert not low, f"below WCAG AA 4.5:1: {low}"


def test_chip_numbers_and_badges_are_body_size():
    css = CSS.read_text(encoding="utf-8")
    chip = re.search(r"\.gw-cited \.gw-chip \{([^}]*)\}", css).group(1)
    badge = re.search(r"\.gw-cited \.gw-badge \{([^}]*)\}", css).group(1)
    assert re.search(r"font-size:\s*1em", chip), chip
    assert re.search(r"font-size:\s*1em", badge), badge
    sup = re.search(r"\.gw-cited sup \{([^}]*)\}", css).group(1)
    assert "font-size: 100%" in sup
