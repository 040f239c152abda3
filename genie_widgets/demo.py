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
from typing import Any

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


# -- the quick start's folder -----------------------------------------------------------------------

#: The quick start's chat session (one fixed id, so a rerun can tell its own messages from yours).
QUICKSTART_SESSION = "quickstart"
#: What the quick start asks its chat (``{track}``: the demo track's id).
QUICKSTART_ASKS = ("/stats", "/peaks {track} k=2 mergeGap=1000")
#: Files the quick start itself writes into its folder (besides ``project/``).
_QUICKSTART_FILES = {"SYNTHETIC_K562_demo_signal.bw", "quickstart_chat.html"}


def quickstart_folder() -> Path:
    """The one folder every quick-start run uses: ``$GENIE_QUICKSTART_DIR`` or
    ``<temp dir>/genie-quickstart-<user>`` (one per user, reused: runs do not pile up)."""
    import getpass
    import os
    import tempfile

    if os.environ.get("GENIE_QUICKSTART_DIR"):
        return Path(os.environ["GENIE_QUICKSTART_DIR"]).expanduser()
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in user) or "user"
    return Path(tempfile.gettempdir()) / f"genie-quickstart-{safe}"


def _changes(workdir: Path, asks: tuple[str, ...]) -> list[str]:
    """What in ``workdir`` a quick-start run did not make (empty: the folder is the quick start's own)."""
    from .project import Project, ProjectError

    found = [f"the file {p.name}" for p in workdir.iterdir()
             if p.name not in _QUICKSTART_FILES and p.name != "project" and not p.name.startswith("project-kept-")]
    try:
        project = Project.open(workdir / "project")
    except (ProjectError, OSError, ValueError) as exc:
        return [*found, f"a project this version cannot check ({exc})"]
    found += [f"the session {s}" for s in project.sessions() if s != QUICKSTART_SESSION]
    found += [f"the asset {a.id}" for a in project.assets.list()]
    found += [f"the Studio output {o.title!r}" for o in project.studio.list()]
    demo = str((workdir / "SYNTHETIC_K562_demo_signal.bw").resolve())
    found += [f"the track {t.name!r}" for t in project.tracks
              if t.url != demo and t.catalog_id is None and t.source != "result" and t.type != "annotation"]
    expected = {ask.format(track=t.id) for ask in asks for t in project.tracks if t.url == demo} | set(asks)
    from .agent.history import HistoryError, MessageLog

    log = workdir / "project" / "sessions" / QUICKSTART_SESSION / "messages.jsonl"
    try:
        messages = MessageLog(log).load() if log.exists() else []
    except (HistoryError, OSError) as exc:
        return [*found, f"a chat history that cannot be read ({exc})"]
    for message in messages:
        text = message.get("content") if message.get("role") == "user" else None
        if text is not None and text not in expected:
            found.append(f"your chat message {str(text)[:40]!r}")
    return found


def quickstart(asks: tuple[str, ...] = QUICKSTART_ASKS, folder: str | Path | None = None) -> tuple[Any, Path, str]:
    """``(project, workdir, note)`` for the quick start, in :func:`quickstart_folder`.

    A rerun replaces the previous run's project when it holds nothing but what the quick start
    makes (its demo track, result and gene tracks, its ``quickstart`` session with only the
    messages in ``asks``, ``{track}`` standing for the demo track's id); otherwise that project is
    kept, renamed ``project-kept-<time>`` in the same folder, and ``note`` says where. A fresh
    project is then made at ``<workdir>/project``."""
    import shutil
    import time

    from .project import Project

    workdir = Path(folder).expanduser() if folder is not None else quickstart_folder()
    workdir.mkdir(parents=True, exist_ok=True)
    note = f"Quick start folder: {workdir} (reused by every run)."
    if (workdir / "project").exists():
        changes = _changes(workdir, asks)
        if changes:
            kept = workdir / f"project-kept-{time.strftime('%Y%m%d-%H%M%S')}"
            (workdir / "project").rename(kept)
            note += (f" The previous quick-start project held your changes ({'; '.join(changes[:5])}): it is kept "
                     f"at {kept}.")
        else:
            shutil.rmtree(workdir / "project")
    project = Project.create(workdir / "project", genome="hg38", name="Quick start")
    return project, workdir, note
