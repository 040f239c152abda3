"""Shared test helpers: where the team's real data lives (../shared/data), skipping clearly if absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

# Property tests explore randomly on a developer's machine; under scripts/test (GENIE_HYPOTHESIS=ci)
# they run one fixed sequence of examples, so CI is deterministic (issue 29): a failure there is
# reproducible, and any failure found at random prints the example and a blob to replay it.
hypothesis_settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
hypothesis_settings.register_profile("explore", print_blob=True)
hypothesis_settings.load_profile(os.environ.get("GENIE_HYPOTHESIS", "explore"))

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


def missing_data_line(skipped: int, data_dir: Path) -> str | None:
    """The one line a run ends with when the real data is absent (None when it is present)."""
    if data_dir.is_dir():
        return None
    return (f"{skipped} tests skipped and the data-driven cases not generated: the real test data is not at "
            f"{data_dir}. Put the team's shared data folder there (see the README's Development section) and run "
            f"scripts/test again.")


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """Say loudly, just above the run's final count, that a fresh clone without ../shared/data skipped tests."""
    line = missing_data_line(len(terminalreporter.stats.get("skipped", [])), SHARED_DATA)
    if line:
        terminalreporter.write_sep("!", "real test data missing", yellow=True, bold=True)
        terminalreporter.write_line(line, yellow=True, bold=True)


@pytest.fixture
def fresh_gene_annotations(monkeypatch):
    """No gene annotation configured and none loaded: what a fresh install sees (the bundled indexes)."""
    from genie_widgets.genome.genes import clear_cache

    for name in list(os.environ):
        if name.startswith("GENIE_WIDGETS_ANNOTATION_"):
            monkeypatch.delenv(name)
    clear_cache()
    yield
    clear_cache()


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` beside the checkout; tests that need it skip when it is absent."""
    if not SHARED_DATA.is_dir():
        pytest.skip(f"real test data not found at {SHARED_DATA} (the team's ../shared/data folder)")
    return SHARED_DATA


@pytest.fixture(autouse=True, scope="session")
def own_seal_key(tmp_path_factory):
    """The tests' own per-user seal key (genie_widgets.project.trust), not the real user's: set in
    the environment, so the servers and kernels the tests start use the same one."""
    import os

    if os.environ.get("GENIE_WIDGETS_CONFIG"):
        yield
        return
    os.environ["GENIE_WIDGETS_CONFIG"] = str(tmp_path_factory.mktemp("genie-config"))
    yield
    os.environ.pop("GENIE_WIDGETS_CONFIG", None)


_LOCAL_HOSTS = {"127.0.0.1", "::1", "localhost"}


@pytest.fixture(autouse=True, scope="session")
def only_loopback_network():
    """Tests talk only to 127.0.0.1: from this process, a lookup of any other host fails like an
    unknown name and a connection to any other address is refused, so code under test meets an
    unreachable host (and the message says why)."""
    import socket

    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def check(address):
        host = address[0] if isinstance(address, tuple) else None
        if host is not None and host not in _LOCAL_HOSTS:
            raise ConnectionRefusedError(f"tests may only connect to 127.0.0.1, not {address!r}")

    def connect(self, address):
        check(address)
        return real_connect(self, address)

    def connect_ex(self, address):
        check(address)
        return real_connect_ex(self, address)

    def getaddrinfo(host, *args, **kwargs):
        if isinstance(host, bytes):
            host = host.decode()
        if host is not None and host not in _LOCAL_HOSTS:
            raise socket.gaierror(socket.EAI_NONAME, f"tests may only connect to 127.0.0.1, not look up {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex
    socket.getaddrinfo = getaddrinfo
    yield
    socket.socket.connect = real_connect
    socket.socket.connect_ex = real_connect_ex
    socket.getaddrinfo = real_getaddrinfo



@pytest.fixture(autouse=True, scope="session")
def records_hold_only_declared_numbers():
    """Every record a tool writes in the tests holds only numbers its tool declares as facts
    (``genie_widgets/tools/tool_facts.toml``) or fields known to hold no result: a tool that starts
    writing a new number fails here until it declares what the number is."""
    from genie_widgets.tools.facts import undeclared_fields
    from genie_widgets.tools.registry import TOOLS

    def checked(run):
        def run_and_check(ctx, args):
            result = run(ctx, args)
            for c in result.citations:
                extra = undeclared_fields(c)
                assert not extra, (f"{c.tool} wrote numbers its declaration does not list: {extra[:6]} — declare "
                                   "them in genie_widgets/tools/tool_facts.toml (or, if they are no result, in "
                                   "lexicon.toml's [record] skip)")
            return result
        return run_and_check

    real = {name: tool.run for name, tool in TOOLS.items() if tool.issues_citation and tool.run is not None}
    for name, run in real.items():
        TOOLS[name].run = checked(run)
    yield
    for name, run in real.items():
        TOOLS[name].run = run
