"""Item 5 of issue 12: wrong data is refused or labelled, never measured silently.

All track files here are SYNTHETIC, written by the tests.
"""

from __future__ import annotations

import gzip

import pytest

from genie_widgets.genome import TrackSourceError, get_assembly, open_track
from genie_widgets.tools import call

from ..genome.genome_testlib import write_bigwig


@pytest.fixture()
def hg19_bigwig(tmp_path):
    """A SYNTHETIC bigWig with hg19's chr6 and chr8 sizes."""
    hg19 = get_assembly("hg19")
    chroms = [("chr6", hg19.sequence_sizes["chr6"]), ("chr8", hg19.sequence_sizes["chr8"])]
    return write_bigwig(tmp_path / "hg19.bw", chroms, {"chr8": ([128_748_000], [128_749_000], [3.0])})


def test_an_hg19_bigwig_is_refused_in_an_hg38_project(project, session, hg19_bigwig):
    with pytest.raises(TrackSourceError) as caught:
        project.add_track(hg19_bigwig)
    text = str(caught.value)
    assert "do not match hg38" in text and "probably belongs to hg19" in text and "force=True" in text
    assert "171,115,067" in text and "170,805,979" in text
    assert project.tracks == []
    r = call("genome_add_track", {"sourceUrl": str(hg19_bigwig)}, project, session)
    assert not r.success and "probably belongs to hg19" in r.error


def test_force_adds_it_and_every_result_says_so(project, session, hg19_bigwig):
    r = call("genome_add_track", {"sourceUrl": str(hg19_bigwig), "force": True}, project, session)
    assert r.success, r.error
    track = project.tracks[0]
    assert "genome mismatch" in track.metadata["genomeMismatch"]
    call("genome_navigate", {"locus": "chr8:128748000-128750000"}, project, session)
    stats = call("genome_signal_stats", {"scope": "viewport"}, project, session)
    assert stats.success, stats.error
    assert any("genome mismatch" in w for w in stats.to_json()["warnings"])
    assert any("genome mismatch" in w for w in stats.citation.data["warnings"])  # the record says so too
    described = call("genome_describe_viewport", {}, project, session)
    assert any("genome mismatch" in w for w in described.to_json()["warnings"])


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_overlapping_bedgraph_intervals_are_refused(tmp_path):
    path = _write(tmp_path, "overlap.bedGraph", "chr1\t100\t200\t1\nchr1\t150\t250\t2\n")
    with pytest.raises(TrackSourceError, match=r"overlapping bedGraph intervals on chr1 \(100-200 and 150-250\)"):
        open_track(path, assembly="hg38")


@pytest.mark.parametrize("value", ["inf", "1e400", "-Infinity"])
def test_infinite_values_are_refused_with_the_line_number(tmp_path, project, session, value):
    path = _write(tmp_path, "inf.bedGraph", f"track type=bedGraph\nchr1\t0\t10\t1\nchr1\t10\t20\t{value}\n")
    with pytest.raises(TrackSourceError, match=rf"data line 2 has an infinite value '{value}'"):
        open_track(path, assembly="hg38")
    r = call("genome_add_track", {"sourceUrl": str(path)}, project, session)
    assert not r.success and "infinite value" in r.error


@pytest.mark.parametrize("name, text", [
    ("unknown.bed", "chrZZ\t0\t10\nscaffold_9\t5\t50\n"),
    ("unknown.bedGraph", "chrZZ\t0\t10\t1.5\n"),
])
def test_all_unknown_chromosomes_is_an_error(tmp_path, project, session, name, text):
    path = _write(tmp_path, name, text)
    r = call("genome_add_track", {"sourceUrl": str(path)}, project, session)
    assert not r.success and "none of its chromosomes (chrZZ" in r.error and "hg38" in r.error


def test_error_messages_quote_at_most_about_200_characters(tmp_path, project, session):
    huge = "x" * 10_000_000
    cases = [
        _write(tmp_path, "long.bed", f"chr1\t{huge}\t10\n"),
        _write(tmp_path, "long2.bedGraph", f"chr1\t0\t10\t{huge}\n"),
    ]
    with gzip.open(tmp_path / "long3.bed.gz", "wt") as handle:
        handle.write(f"chr1\t0\t10\nchr1\t5\t{huge}\n")
    cases.append(tmp_path / "long3.bed.gz")
    for path in cases:
        for kind in (None, "bed", "bedgraph"):
            args = {"sourceUrl": str(path), **({"type": kind} if kind else {})}
            r = call("genome_add_track", args, project, session)
            assert not r.success
            assert len(r.error) < 200 + len(str(path)) + 400, (path, kind, len(r.error))
