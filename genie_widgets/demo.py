"""SYNTHETIC demonstration tracks: generated signal for demos, tests and offline walkthroughs.

Nothing here is biology. These bigWigs exist so a notebook can run end to end with no network
(the quick start, the walkthroughs when the ENCODE file cannot be fetched) and so the local test
portal can serve different, plausible-looking files. File names start with ``SYNTHETIC_``.

Each track covers two 500-kb windows of hg38 — around MYC (chr8:127.5-128.0 Mb) and around ALB
(chr4:73.2-73.7 Mb) — in 50-bp steps (0-based, end-exclusive), with gamma-distributed
background capped at 3. A profile adds enrichment:

- ``"K562"`` (MYC-active): seven 100-bp spikes within 1.4 kb at the MYC promoter
  (chr8:127,734,600-127,736,000), separated by dips — a z-score caller sees seven fragments of one
  promoter region, as in the reference's MYC demonstration — and nothing at ALB;
- ``"HepG2"`` (liver-like): a broad enrichment over the ALB promoter and gene body
  (chr4:73,403,000-73,421,000) and a weak bump at MYC;
- ``"background"``: background only.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

STEP = 50
WINDOWS = (("chr4", 73_200_000, 73_700_000), ("chr8", 127_500_000, 128_000_000))
CHROM_SIZES = {"chr4": 190_214_555, "chr8": 145_138_636}  # hg38 (as in the assembly catalog)
MYC_PROMOTER = ("chr8", 127_734_600, 127_736_000)
ALB_BODY = ("chr4", 73_403_000, 73_421_000)
PROFILES = ("K562", "HepG2", "background")


def _seed(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "little")


def demo_values(profile: str = "K562", seed: int | str = 0) -> dict[str, tuple[int, np.ndarray]]:
    """Per window: (start, values per 50-bp step) for a profile. Deterministic for a seed."""
    if profile not in PROFILES:
        raise ValueError(f"unknown demo profile {profile!r}; profiles are {', '.join(PROFILES)}")
    rng = np.random.default_rng(_seed(f"{profile}:{seed}"))
    out = {}
    for chrom, start, end in WINDOWS:
        n = (end - start) // STEP
        values = np.minimum(rng.gamma(shape=1.3, scale=0.55, size=n), 3.0)  # background, capped
        pos = start + np.arange(n) * STEP
        if profile == "K562" and chrom == MYC_PROMOTER[0]:
            for k in range(7):  # seven 100-bp spikes, 200 bp apart, within 1.4 kb
                s = MYC_PROMOTER[1] + k * 200
                values[(pos >= s) & (pos < s + 100)] = 14.0 + 1.1 * k + rng.uniform(0, 0.9)
        if profile == "HepG2" and chrom == ALB_BODY[0]:
            body = (pos >= ALB_BODY[1]) & (pos < ALB_BODY[2])
            values[body] += rng.gamma(4.0, 2.2, size=int(body.sum()))
            promoter = (pos >= ALB_BODY[1]) & (pos < ALB_BODY[1] + 1500)
            values[promoter] += 12.0
        if profile == "HepG2" and chrom == MYC_PROMOTER[0]:
            values[(pos >= MYC_PROMOTER[1]) & (pos < MYC_PROMOTER[2])] += 3.0
        out[chrom] = (start, np.round(values, 3))
    return out


def write_demo_bigwig(path: str | Path, profile: str = "K562", seed: int | str = 0) -> Path:
    """Write a SYNTHETIC demo bigWig (hg38 chr4 and chr8 declared) and return its path."""
    import pyBigWig

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    values = demo_values(profile, seed)
    bw = pyBigWig.open(str(path), "w")
    bw.addHeader(list(CHROM_SIZES.items()), maxZooms=4)
    for chrom in CHROM_SIZES:
        start, vals = values[chrom]
        bw.addEntries(chrom, int(start), values=[float(v) for v in vals], span=STEP, step=STEP)
    bw.close()
    return path


def demo_track(folder: str | Path, profile: str = "K562") -> Path:
    """``<folder>/SYNTHETIC_<profile>_demo_signal.bw``, written once."""
    path = Path(folder) / f"SYNTHETIC_{profile}_demo_signal.bw"
    if not path.exists():
        write_demo_bigwig(path, profile)
    return path
