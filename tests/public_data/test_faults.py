"""Portal faults with nothing cached: success false, a clear error, no candidates, no records."""

from __future__ import annotations

import pytest

from genie_widgets.public_data import encode
from genie_widgets.public_data.client import PortalClient
from genie_widgets.tools import call

MYC = {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562"}


@pytest.mark.parametrize("fault, timeout, needle", [
    ("slow", 0.3, "the ENCODE portal did not answer within 0.3 s"),
    ("error500", 12, "the ENCODE portal is unavailable: HTTP 500 (The server encountered an unexpected condition.) "
                     "after 3 tries"),
    ("down503", 12, "the ENCODE portal is unavailable: HTTP 503 (Service Unavailable) after 3 tries"),
    ("html", 12, "with text/html, not JSON (starts '<!DOCTYPE html><html><body>ENCODE is down for maintenance"),
    ("badjson", 12, "with application/json, not JSON (starts '{\"@graph\": [{\"accession\": \"ENCFF')"),
    ("unexpected", 12, "is not a search result: it has no @graph list of objects (it looks like "
                       "Experiment/Dataset/Item)"),
])
def test_a_fault_fails_the_whole_search_cleanly(portal, project, session, fault, timeout, needle):
    portal.slow_seconds = 1.0
    client = PortalClient(portal.fault_url(fault), timeout=timeout, backoff=0.01)
    r = encode.search(**MYC, project=project, session=session, client=client)
    assert r.success is False
    assert r.error.startswith("ENCODE search failed: ") and needle in r.error, r.error
    assert "there is no cached answer to replay instead" in r.error
    assert r.candidates == [] and r.total == 0 and r.citations == [] and r.relaxations == []
    assert len(session.citations) == 0
    assert r.to_json()["success"] is False and r.to_json()["error"] == r.error


def test_a_fault_in_a_later_stage_leaves_no_half_made_list(portal, project, session, monkeypatch):
    """The strict query answers; the portal then breaks before the relaxations: no partial result."""
    original = PortalClient.get_json
    calls = []

    def breaking(self, path, params=()):
        calls.append(path)
        if len(calls) == 2:
            portal.forced_fault = "html"
        return original(self, path, params)

    monkeypatch.setattr(PortalClient, "get_json", breaking)
    r = encode.search(assay="TF ChIP-seq", target="eGFP-NFE2", biosample="K562", file_type="bigBed",
                      project=project, session=session)
    assert r.success is False and "not JSON" in r.error
    assert r.candidates == [] and r.citations == [] and len(session.citations) == 0
    assert [a.stage for a in r.attempts] == ["strict"]  # what was asked before the fault is still reported


def test_retried_faults_recover(portal, project):
    for fault in ("flaky", "ratelimit"):
        portal.clear_log()
        r = encode.search(**MYC, project=project, client=PortalClient(portal.fault_url(fault), backoff=0.01))
        assert r.success and r.total == 10, fault
        assert len(portal.requests) == 2


def test_the_tool_reports_a_fault_as_success_false_with_no_citation(portal, project, session, monkeypatch):
    monkeypatch.setenv("GENIE_WIDGETS_ENCODE_URL", portal.fault_url("html"))
    r = call("public_data_search", MYC, project, session)
    out = r.to_json()
    assert out["success"] is False and "not JSON" in out["error"]
    assert out["candidates"] == [] and "citationToken" not in out
    assert len(session.citations) == 0


def test_the_tool_refuses_an_organism_the_project_is_not(portal, project, session):
    r = call("public_data_search", {**MYC, "organism": "Mus musculus"}, project, session)
    assert r.success is False and "Mus musculus" in r.error and r.citations == []
    assert portal.requests == []


def test_a_bad_portal_url_is_a_clear_error(project, session, monkeypatch):
    monkeypatch.setenv("GENIE_WIDGETS_ENCODE_URL", "encodeproject.org")
    r = call("public_data_search", MYC, project, session)
    assert r.success is False and "must be an http(s) URL" in r.error
