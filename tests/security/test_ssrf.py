"""Item 1 of issue 12: the agent's tools cannot be steered at the user's network (SSRF).

Tool fetches refuse loopback, private, link-local and other non-public addresses, on every hop
and for names that resolve to them; the project switch allows loopback/private (never
link-local); a user's own Python call may fetch any http(s) URL.
"""

from __future__ import annotations

import socket
from urllib.parse import quote

import pytest

from genie_widgets import _http
from genie_widgets.project import Project
from genie_widgets.tools import call

IMPORT = "asset_import"


def _inspect(project, session, url):
    return call("project_inspect_remote_source", {"url": url}, project, session, mode=IMPORT)


def test_the_metadata_address_is_refused_with_a_clear_tool_error(project, session):
    r = _inspect(project, session, "http://169.254.169.254/latest/meta-data/iam/")
    assert not r.success
    assert r.error == "refusing to fetch 169.254.169.254: link-local address"


@pytest.mark.parametrize("url, reason", [
    ("http://127.0.0.1:9/x", "loopback address"),
    ("http://10.1.2.3/x", "private address"),
    ("http://192.168.0.1/x", "private address"),
    ("http://172.16.5.4/x", "private address"),
    ("http://100.64.0.1/x", "shared (CGNAT) address"),
    ("http://[fe80::1]/x", "link-local address"),
    ("http://[fd00::1]/x", "private address"),
    ("http://[::ffff:169.254.169.254]/x", "link-local address"),
    ("http://0.0.0.0/x", "unspecified address"),
    ("http://224.0.0.1/x", "multicast address"),
    ("http://240.0.0.1/x", "reserved address"),
])
def test_non_public_addresses_are_refused_for_tools(project, session, url, reason):
    r = _inspect(project, session, url)
    assert not r.success and r.error.startswith("refusing to fetch ") and r.error.endswith(reason), r.error


def test_a_name_resolving_to_loopback_is_refused(project, session, hostile):
    port = hostile.url.rsplit(":", 1)[1]
    before = len(hostile.requests)
    r = _inspect(project, session, f"http://localhost:{port}/files/x")
    assert r.error == "refusing to fetch localhost (127.0.0.1): loopback address"
    assert len(hostile.requests) == before  # nothing reached the server


def test_genome_add_track_with_a_loopback_source_url_is_refused(project, session, hostile, bigwig_bytes):
    url = hostile.add_file("ssrf.bw", bigwig_bytes)
    r = call("genome_add_track", {"sourceUrl": url}, project, session)
    assert not r.success and "refusing to fetch 127.0.0.1: loopback address" in r.error
    assert project.tracks == []


def test_a_users_own_call_may_fetch_loopback(project, hostile, bigwig_bytes):
    url = hostile.add_file("user.bw", bigwig_bytes)
    track = project.add_track(url, name="mine")
    assert track.type == "bigwig" and "urlPolicy" not in track.metadata
    assert project.open_reader(track).chroms()["chr8"] == 145_138_636


def test_the_project_switch_allows_private_but_never_link_local(tmp_path, hostile, bigwig_bytes):
    project = Project.create(tmp_path / "open", genome="hg38", allow_private_urls=True)
    assert Project.open(project.path).allow_private_urls  # stored in project.json
    session = project.session("s")
    url = hostile.add_file("agent.bw", bigwig_bytes)
    r = call("genome_add_track", {"sourceUrl": url}, project, session)
    assert r.success, r.error
    assert project.tracks[0].metadata["urlPolicy"] == "agent"
    r = _inspect(project, session, "http://169.254.169.254/latest/meta-data/")
    assert r.error == "refusing to fetch 169.254.169.254: link-local address"


def test_the_environment_switch(project, session, hostile, monkeypatch):
    monkeypatch.setenv("GENIE_ALLOW_PRIVATE_URLS", "1")
    hostile.add_file("note.txt", b"hello\n")
    r = _inspect(project, session, f"{hostile.url}/files/note.txt")
    assert r.success, r.error


def test_every_redirect_hop_is_checked(project, session, hostile, monkeypatch):
    # The configured ENCODE portal is trusted (the user chose it); where it redirects is not.
    monkeypatch.setenv("GENIE_WIDGETS_ENCODE_URL", hostile.url)
    hostile.add_file("fine.txt", b"fine\n")
    r = _inspect(project, session, f"{hostile.url}/files/fine.txt")
    assert r.success, r.error  # the trusted origin itself
    for target, reason in [("http://169.254.169.254/latest/", "169.254.169.254: link-local address"),
                           (f"http://localhost:{hostile.url.rsplit(':', 1)[1]}/files/fine.txt",
                            "localhost (127.0.0.1): loopback address")]:
        r = _inspect(project, session, f"{hostile.url}/redirect?to={quote(target, safe='')}")
        assert not r.success and r.error == f"refusing to fetch {reason}", r.error


def test_non_http_schemes_stay_refused(project, session):
    r = _inspect(project, session, "file:///etc/passwd")
    assert not r.success and "only http(s)" in r.error


def test_the_checked_address_is_the_one_connected_to(monkeypatch):
    """A rebinding name answers public first, loopback later: one lookup per connection, and
    the socket connects to the address that was checked."""
    real = socket.getaddrinfo
    lookups: list[str] = []
    connected: list[str] = []

    def rebinding(host, port, *args, **kwargs):
        if host == "rebind.test":
            lookups.append(host)
            ip = "93.184.216.34" if len(lookups) == 1 else "127.0.0.1"
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port))]
        return real(host, port, *args, **kwargs)

    real_connect = socket.socket.connect

    def record(self, address):
        connected.append(address[0])
        return real_connect(self, address)

    monkeypatch.setattr(socket, "getaddrinfo", rebinding)
    monkeypatch.setattr(socket.socket, "connect", record)
    with pytest.raises(_http.HttpError) as caught:
        _http.open_url("http://rebind.test:9/x", policy=_http.agent_policy(), timeout=2)
    assert not isinstance(caught.value, _http.AddressRefused)
    assert lookups == ["rebind.test"] and connected == ["93.184.216.34"]


def test_address_classes():
    assert _http.address_refusal("8.8.8.8") is None
    assert _http.address_refusal("2001:4860:4860::8888") is None
    assert _http.address_refusal("127.0.0.1", allow_private=True) is None
    assert _http.address_refusal("169.254.169.254", allow_private=True) == "link-local address"
    assert _http.address_refusal("64:ff9b::a9fe:a9fe") == "link-local address"  # NAT64 of 169.254.169.254
    assert _http.address_refusal("2002:a9fe:a9fe::1") == "link-local address"  # 6to4
