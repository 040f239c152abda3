"""'Show in browser' moves the right browser: the asker's project first, then the one the page
used last; a browser whose comm closed (a re-run cell, a closed view) is forgotten and stops
following the project."""

from __future__ import annotations

import pytest

import genie_widgets as gw
from genie_widgets.citations import Citation
from genie_widgets.widgets import _links


@pytest.fixture(autouse=True)
def no_other_browsers():
    """Each test starts and ends with no live browser (other tests may leave some open)."""
    for browser in _links.browsers():
        browser.close()
    yield
    for browser in _links.browsers():
        browser.close()


@pytest.fixture()
def two_projects(tmp_path):
    a = gw.Project.create(tmp_path / "a", genome="hg38")
    b = gw.Project.create(tmp_path / "b", genome="hg38")
    return a, b


def region_record(project, session):
    record = Citation(id=f"cite_project_{project.id}_genome_region_test", source_type="genome-region",
                      title="MYC region", genome="hg38", locus="chr8:127735434-127742951", data={"locus": "x"})
    session.citations.add(record)
    return record


def frontend_closes(widget) -> None:
    """What the kernel sees when the page closes a widget's comm."""
    widget.comm.handle_close({"content": {"comm_id": widget.model_id, "data": {}}})


def test_cited_markdown_moves_a_browser_of_its_own_project(two_projects):
    a, b = two_projects
    session = a.session("s")
    record = region_record(a, session)
    browser_a = gw.GenomeBrowser(a, locus="chr1:1000000-1100000")
    browser_b = gw.GenomeBrowser(b, locus="chr2:1000000-1100000")  # newer, another project
    shown = gw.CitedMarkdown(f"MYC sits here {record.token}.", session.citations)
    assert shown.can_show_in_browser
    assert shown.show_in_browser(record.id)
    assert browser_a.highlight["start"] == 127735434
    assert browser_a.locus.startswith("chr8:")
    assert browser_b.highlight is None and browser_b.locus == "chr2:1000000-1100000"


def test_chat_prefers_its_project_object_then_the_browser_used_last(two_projects):
    a, b = two_projects
    chat = gw.Chat(a, session_id="s")
    record = region_record(a, chat.session)
    old = gw.GenomeBrowser(a)
    other = gw.GenomeBrowser(b)
    rerun = gw.GenomeBrowser(a)  # the cell re-run in Jupyter: the old model stays alive
    assert chat.show_in_browser(record.id)
    assert rerun.highlight is not None and old.highlight is None and other.highlight is None

    rerun.highlight = None
    old._on_message(old, {"type": "tiles", "requests": []}, [])  # the page draws the old one now
    assert _links.pick_browser("hg38", project=a) is old
    assert chat.show_in_browser(record.id)
    assert old.highlight is not None and rerun.highlight is None


def test_a_closed_comm_unregisters_the_browser_and_stops_its_sync(two_projects):
    a, _b = two_projects
    first = gw.GenomeBrowser(a, locus="chr1:1000000-1100000")
    second = gw.GenomeBrowser(a)
    frontend_closes(second)  # e.g. marimo re-ran the cell, or the view was closed
    assert second not in _links.browsers() and first in _links.browsers()
    a.set_view("chr3:5000000-5100000")
    assert first.locus == "chr3:5000000-5100000"
    assert second.locus != "chr3:5000000-5100000"  # no longer follows the project

    session = a.session("s")
    record = region_record(a, session)
    shown = gw.CitedMarkdown(record.token, session.citations)
    assert shown.show_in_browser(record.id) and first.highlight is not None

    frontend_closes(first)
    assert _links.browsers() == [] and not shown.can_show_in_browser
    assert not shown.show_in_browser(record.id)


def test_no_browser_of_the_records_genome_means_no_move(tmp_path):
    mouse = gw.Project.create(tmp_path / "m", genome="mm10")
    browser = gw.GenomeBrowser(mouse)
    assert _links.pick_browser("hg38") is None
    assert _links.pick_browser(None) is browser
