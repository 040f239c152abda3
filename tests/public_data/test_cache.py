"""Every portal answer is cached in the project with its retrieval time; searches replay from the
cache offline or when the portal cannot be used; a search never run before fails clearly."""

from __future__ import annotations

import json

from genie_widgets.public_data import encode
from genie_widgets.public_data.cache import ResponseCache
from genie_widgets.public_data.client import OFFLINE_ENV, PortalClient

MYC = {"assay": "Histone ChIP-seq", "target": "H3K27ac", "biosample": "K562"}
RELAXING = {"assay": "TF ChIP-seq", "target": "eGFP-NFE2", "biosample": "K562", "file_type": "bigBed"}


def summary(result):
    return [(c.accession, c.score, c.match_mode) for c in result.candidates]


def test_every_answer_is_kept_in_the_project_with_its_retrieval_time(portal, project):
    r = encode.search(**RELAXING, project=project)
    cache = ResponseCache(project.cache_dir / "encode")
    assert len(cache) == len(r.attempts) == 2  # strict, any output type
    for attempt in r.attempts:
        doc = json.loads(cache.path(attempt.api_url).read_text())
        assert doc["schemaVersion"] == 1 and doc["url"] == attempt.api_url
        assert doc["retrievedAt"] == attempt.retrieved_at and doc["retrievedAt"].endswith("Z")
        assert doc["body"]["@type"] == ["Search"] and doc["body"]["total"] == attempt.portal_total
    assert r.replayed is False and r.cached_at is None and "cached" not in r.message


def test_offline_replays_the_same_search_from_the_cache(portal, project, session):
    online = encode.search(**RELAXING, project=project, session=session)
    portal.clear_log()
    offline = encode.search(**RELAXING, project=project, session=session, offline=True)
    assert portal.requests == []  # not one request
    assert offline.success and offline.replayed
    assert summary(offline) == summary(online)
    assert [(a.stage, a.url, a.portal_total, a.new) for a in offline.attempts] == \
        [(a.stage, a.url, a.portal_total, a.new) for a in online.attempts]
    assert {a.source for a in offline.attempts} == {"cache"}
    assert offline.cached_at == min(a.retrieved_at for a in online.attempts)
    assert offline.message.startswith(f"Replayed from the cache (cached {offline.cached_at}; offline).")
    # the same files keep their ids; the search record is new
    assert [c.citation_id for c in offline.candidates] == [c.citation_id for c in online.candidates]
    assert offline.citation.id != online.citation.id
    assert offline.citation.data["replayed"] is True and offline.citation.data["cachedAt"] == offline.cached_at
    assert len(session.citations) == 2 + online.total


def test_offline_can_be_asked_by_environment_variable(portal, project, monkeypatch):
    encode.search(**MYC, project=project)
    monkeypatch.setenv(OFFLINE_ENV, "1")
    portal.clear_log()
    r = encode.search(**MYC, project=project)
    assert r.replayed and portal.requests == []


def test_a_search_never_run_before_fails_offline_with_a_clear_message(portal, project, session):
    encode.search(**MYC, project=project)  # another search is cached; this one is not
    portal.clear_log()
    r = encode.search(**MYC, limit=3, free_text="enhancer", project=project, session=session, offline=True)
    assert r.success is False and r.candidates == [] and r.citations == []
    assert r.error.startswith("ENCODE search failed: this search was never run here while the ENCODE portal was "
                              "reachable, so there is no cached answer to replay offline (first missing: the strict "
                              "search). Run it once online.")
    assert "http" not in r.error and len(r.error) < 250  # no 900-character request URL
    assert "Run it once online." in r.error
    assert len(session.citations) == 0 and portal.requests == []


def test_when_the_portal_goes_down_the_search_replays_from_the_cache(portal, project):
    online = encode.search(**MYC, project=project)
    portal.forced_fault = "down503"
    client = PortalClient(backoff=0.01)
    r = encode.search(**MYC, project=project, client=client)
    assert r.success and r.replayed and summary(r) == summary(online)
    assert r.message.startswith(f"Replayed from the cache (cached {r.cached_at}; the portal could not be "
                                "used: the ENCODE portal is unavailable: HTTP 503 (Service Unavailable) after 3 tries")
    # a search it never saw cannot be replayed: both reasons are given
    r = encode.search(**MYC, free_text="promoter", project=project, client=client)
    assert r.success is False
    assert "HTTP 503" in r.error and "there is no cached answer to replay instead" in r.error


def test_a_timeout_replays_and_the_rest_of_the_search_does_not_wait_on_the_portal(portal, project):
    portal.slow_seconds = 0.0
    slow = portal.fault_url("slow")
    online = encode.search(**RELAXING, project=project, base_url=slow)
    assert len(online.attempts) == 2
    portal.slow_seconds = 1.0
    portal.clear_log()
    r = encode.search(**RELAXING, project=project, client=PortalClient(slow, timeout=0.3))
    assert r.success and r.replayed and summary(r) == summary(online)
    assert len(portal.requests) == 1  # after the first timeout the other answer comes from the cache
    assert "did not answer within 0.3 s" in r.message
    assert not any(a.api_url in r.message for a in r.attempts)  # the reason, not the long request URL


def test_a_bad_answer_does_not_replace_a_good_cached_one(portal, project):
    online = encode.search(**MYC, project=project)
    cache = ResponseCache(project.cache_dir / "encode")
    before = cache.path(online.attempts[0].api_url).read_bytes()
    for fault, reason in (("unexpected", "is not a search result: it has no @graph list of objects (it looks like "
                                         "Experiment/Dataset/Item)"),
                          ("html", "with text/html, not JSON"), ("badjson", "with application/json, not JSON")):
        portal.forced_fault = fault
        r = encode.search(**MYC, project=project)
        assert r.success and r.replayed and summary(r) == summary(online), fault
        assert reason in r.message, (fault, r.message)
        assert cache.path(online.attempts[0].api_url).read_bytes() == before
    portal.forced_fault = None
    fresh = encode.search(**MYC, project=project)
    assert not fresh.replayed
    assert json.loads(cache.path(online.attempts[0].api_url).read_text())["retrievedAt"] == \
        fresh.attempts[0].retrieved_at


def test_an_unreadable_cache_entry_is_refused_naming_the_file(portal, project):
    online = encode.search(**MYC, project=project)
    path = ResponseCache(project.cache_dir / "encode").path(online.attempts[0].api_url)
    path.write_text("{not json")
    r = encode.search(**MYC, project=project, offline=True)
    assert r.success is False and f"the cached ENCODE answer {path} is unusable: it is not JSON" in r.error
    assert r.candidates == [] and r.citations == []
    assert path.read_text() == "{not json"  # left as it was


def test_the_cache_key_includes_the_portal(portal, project):
    encode.search(**MYC, project=project)
    r = encode.search(**MYC, project=project, base_url=portal.fault_url("flaky"), offline=True)
    assert r.success is False and "never run here" in r.error
