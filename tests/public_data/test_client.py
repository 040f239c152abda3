"""The HTTP client against the test portal: headers, timeout, retries, and every kind of fault."""

from __future__ import annotations

import socket
import time

import pytest

from genie_widgets.public_data.client import (
    DEFAULT_BASE_URL,
    TIMEOUT,
    USER_AGENT,
    PortalClient,
    PortalError,
    resolve_base_url,
)

SEARCH = [("type", "File"), ("accession", "ENCFF381NDD"), ("format", "json")]


def test_defaults_are_the_public_portal_and_a_12_second_timeout(monkeypatch):
    monkeypatch.delenv("GENIE_WIDGETS_ENCODE_URL")
    assert TIMEOUT == 12.0
    assert resolve_base_url() == DEFAULT_BASE_URL == "https://www.encodeproject.org"
    assert resolve_base_url("http://mirror.example/") == "http://mirror.example"
    monkeypatch.setenv("GENIE_WIDGETS_ENCODE_URL", "http://127.0.0.1:1234/")
    assert PortalClient().base_url == "http://127.0.0.1:1234"
    assert PortalClient("http://127.0.0.1:5").base_url == "http://127.0.0.1:5"  # the argument wins
    with pytest.raises(ValueError, match="http"):
        resolve_base_url("ftp://encode")
    assert USER_AGENT.startswith("genie_widgets/") and "ENCODE" in USER_AGENT


def test_a_search_sends_json_headers_and_gets_json(portal):
    response = PortalClient().get_json("/search/", SEARCH)
    assert response.status == 200 and response.body["total"] == 1
    assert response.body["@graph"][0]["accession"] == "ENCFF381NDD"
    assert response.url == f"{portal.url}/search/?type=File&accession=ENCFF381NDD&format=json"
    (req,) = portal.requests
    assert req["headers"]["User-Agent"] == USER_AGENT
    assert req["headers"]["Accept"] == "application/json"
    assert req["client"] == "127.0.0.1"


def test_no_results_is_a_404_with_a_search_body_and_counts_as_an_answer(portal):
    response = PortalClient().get_json("/search/", [("type", "File"), ("accession", "ENCFF000NOPE"),
                                                    ("format", "json")])
    assert response.status == 404
    assert response.body["total"] == 0 and response.body["@graph"] == []
    assert response.body["notification"] == "No results found"


def test_a_slow_portal_times_out(portal):
    portal.slow_seconds = 1.5
    client = PortalClient(portal.fault_url("slow"), timeout=0.3)
    start = time.monotonic()
    with pytest.raises(PortalError, match=r"did not answer within 0\.3 s") as err:
        client.get_json("/search/", SEARCH)
    assert err.value.kind == "timeout" and err.value.portal_down
    assert time.monotonic() - start < 1.4


def test_a_slow_portal_within_the_timeout_answers(portal):
    portal.slow_seconds = 0.2
    response = PortalClient(portal.fault_url("slow"), timeout=5).get_json("/search/", SEARCH)
    assert response.body["total"] == 1


def test_5xx_and_429_are_retried_with_backoff(portal):
    response = PortalClient(portal.fault_url("flaky"), backoff=0.01).get_json("/search/", SEARCH)
    assert response.body["total"] == 1
    assert len(portal.requests) == 2
    portal.clear_log()
    response = PortalClient(portal.fault_url("ratelimit"), backoff=5).get_json("/search/", SEARCH)  # Retry-After: 0
    assert response.body["total"] == 1 and len(portal.requests) == 2


def test_a_portal_that_stays_down_fails_after_the_retries(portal):
    with pytest.raises(PortalError, match=r"unavailable: HTTP 503 \(Service Unavailable\) after 3 tries") as err:
        PortalClient(portal.fault_url("down503"), backoff=0.01).get_json("/search/", SEARCH)
    assert err.value.kind == "unavailable" and err.value.status == 503
    assert len(portal.requests) == 3
    with pytest.raises(PortalError, match="HTTP 500 \\(The server encountered an unexpected condition.\\)") as err:
        PortalClient(portal.fault_url("error500"), retries=0).get_json("/search/", SEARCH)
    assert err.value.kind == "unavailable"


def test_the_portals_own_error_text_is_reported(portal):
    with pytest.raises(PortalError, match=r"HTTP 400 \(Invalid type: Nonsense\)") as err:
        PortalClient().get_json("/search/", [("type", "Nonsense"), ("format", "json")])
    assert err.value.kind == "http" and err.value.status == 400
    with pytest.raises(PortalError, match="HTTP 404 \\(The resource could not be found.\\)"):
        PortalClient().get_json("/files/ENCFF000NOPE/", [("format", "json")])


@pytest.mark.parametrize("fault, needle", [
    ("html", "with text/html, not JSON"),
    ("badjson", "with application/json, not JSON"),
])
def test_an_answer_that_is_not_json_is_an_error(portal, fault, needle):
    with pytest.raises(PortalError, match=needle) as err:
        PortalClient(portal.fault_url(fault)).get_json("/search/", SEARCH)
    assert err.value.kind == "not_json"


def test_an_unreachable_portal_is_reported_as_such():
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(PortalError, match=rf"cannot reach the ENCODE portal at http://127.0.0.1:{port} \(.*refused"):
        PortalClient(f"http://127.0.0.1:{port}").get_json("/search/", SEARCH)


def test_only_loopback_connections_are_allowed_in_these_tests():
    with pytest.raises(PortalError, match="may only connect to 127.0.0.1") as err:
        PortalClient("http://93.184.216.34").get_json("/search/", SEARCH)
    assert err.value.kind == "unreachable"
