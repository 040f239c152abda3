"""Item 5 of issue 12 (arguments): integers past int64 and 5,000-digit numbers give the schema's
clear error, never an OverflowError or Python's digit-limit text."""

from __future__ import annotations

import json

import pytest

from genie_widgets.tools import call

BIG = "9" * 5000


@pytest.mark.parametrize("args", [
    {"trackId": "t", "height": 2**70},
    {"trackId": "t", "height": -(2**64)},
    {"trackId": "t", "height": 1e300},
    '{"trackId": "t", "height": %s}' % BIG,
    {"trackId": "t", "height": BIG},
])
def test_huge_integers_get_the_schemas_error(project, session, args):
    r = call("genome_update_track", args, project, session)
    assert not r.success
    assert "genome_update_track: 'height' must be an integer below 2^63" in r.error, r.error
    assert "digits) for integer string conversion" not in r.error and "OverflowError" not in r.error
    assert len(r.error) < 300


def test_a_huge_number_where_a_string_belongs_is_not_taken_as_text(project, session):
    r = call("genome_update_track", '{"trackId": %s}' % BIG, project, session)
    assert not r.success and "'trackId' must be a string" in r.error


@pytest.mark.parametrize("locus", [f"chr1:{BIG[:90]}-{BIG[:90]}1", "chr1:1-99999999999999999999999999"])
def test_huge_coordinates_in_a_locus(project, session, locus):
    r = call("genome_navigate", {"locus": locus}, project, session)
    assert not r.success and "integer below 2^63" in r.error or "runs off the chromosome" in r.error, r.error
    assert "digits) for integer string conversion" not in r.error and len(r.error) < 400


def test_a_locus_over_the_schemas_length_is_refused_before_it_is_read(project, session):
    # issue 29: a locus is at most 200 characters (the schema's maxLength), so 5,000 digits never parse
    r = call("genome_navigate", {"locus": f"chr1:{BIG}-{BIG}1"}, project, session)
    assert not r.success and r.error == "genome_navigate: 'locus' must be at most 200 characters, got 10,007"


def test_a_bad_region_among_many_is_dropped(project, session, tmp_path):
    path = tmp_path / "s.bedGraph"
    path.write_text("chr1\t0\t100\t2\nchr1\t100\t200\t4\n")
    project.add_track(path, name="sig")
    huge = BIG[:90]  # past int64, inside a region's 200 characters
    r = call("genome_signal_stats", {"regions": ["chr1:0-200", f"chr1:{huge}-{huge}", "chr1:50-150"]}, project, session)
    assert r.success, r.error
    out = r.to_json()
    assert out["droppedRegions"] == [f"chr1:{huge}-{huge}"] and out["droppedRegionCount"] == 1


def test_the_loop_reads_huge_arguments_without_the_digit_limit():
    from genie_widgets.agent.loop import _parse_arguments

    value, problem = _parse_arguments('{"height": %s}' % BIG)
    assert problem is None and value["height"] == BIG
    value, problem = _parse_arguments("[" * 100_000 + "]" * 100_000)
    assert value is None and "nested too deeply" in problem
    assert json.loads('{"a": 1}') == {"a": 1}


@pytest.mark.parametrize("name, args, mode", [
    ("genome_signal_stats", {"trackId": "x" * 10_000_000}, "genome"),
    ("genome_update_track", {"trackId": "x" * 10_000_000}, "genome"),
    ("project_write_asset_artifact", {"assetId": "a", "relativePath": "/" + "x" * 10_000_000, "content": "c"},
     "asset_import"),
    ("x" * 10_000_000, {}, "genome"),
])
def test_a_10_mb_argument_never_ends_up_in_a_result_or_a_record(project, session, name, args, mode):
    r = call(name, args, project, session, mode=mode)
    assert not r.success and len(json.dumps(r.to_json())) < 5_000
    store = session.dir / "citations.jsonl"
    assert not store.exists() or store.stat().st_size < 50_000
