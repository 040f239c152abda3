"""Item 7 of issue 12: zero peaks is a valid answer; temporary files a killed writer left are
cleaned up on the next open."""

from __future__ import annotations

import os
import time

from genie_widgets.citations import CitationStore
from genie_widgets.project import AssetCatalog, Project
from genie_widgets.tools import call


def test_zero_peaks_is_an_answer_with_its_record(project, session, tmp_path):
    flat = tmp_path / "flat.bedGraph"  # SYNTHETIC: nothing reaches the threshold of 100
    flat.write_text("chr8\t0\t1000\t1\nchr8\t1000\t2000\t1\n")
    track = project.add_track(flat, name="flat")
    call("genome_navigate", {"locus": "chr8:0-2000"}, project, session)
    before = len(project.tracks)
    r = call("genome_call_peaks", {"trackId": track.id, "method": "threshold", "threshold": 100}, project, session)
    assert r.success, r.error
    assert r.peak_count == 0 and r.track_id is None and r.citation is not None
    assert r.citation.data["peakCount"] == 0
    assert len(project.tracks) == before  # no empty track


def _old(path):
    path.write_text("partial")
    past = time.time() - 3600
    os.utime(path, (past, past))
    return path


def test_leftover_temp_files_are_removed_on_the_next_open(tmp_path):
    project = Project.create(tmp_path / "p", genome="hg38")
    session = project.session("s")
    session.citations  # noqa: B018 - makes the store's folder
    left = [
        _old(project.path / ".project.json.abc123.tmp"),
        _old(project._state_path.parent / f".{project._state_path.name}.def456.tmp"),
        _old(session.dir / ".citations.json.x1y2z3.tmp"),
    ]
    AssetCatalog(project).list()
    catalog_file = next(project.path.glob("assets/catalog.json"), project.path / "assets" / "catalog.json")
    catalog_file.parent.mkdir(parents=True, exist_ok=True)
    left.append(_old(catalog_file.parent / ".catalog.json.q9w8e7.tmp"))
    fresh = session.dir / ".citations.json.live00.tmp"
    fresh.write_text("a live writer")  # young: kept
    reopened = Project.open(project.path)
    CitationStore(session.dir)
    AssetCatalog(reopened).list()
    assert [p for p in left if p.exists()] == []
    assert fresh.exists()
