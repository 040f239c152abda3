"""Local stand-ins for the live services the walkthrough notebooks use, for CI and the browser
tests: the ENCODE test portal answering with real recorded portal JSON (see
tests/public_data/portal.py), serving a SYNTHETIC demo bigWig per file (a K562-like, HepG2-like or
background profile from :mod:`genie_widgets.demo`, chosen by the file's biosample), and a local
OpenAI-compatible server playing a generic tool-using agent."""

from __future__ import annotations

import json
import tempfile
from functools import lru_cache
from pathlib import Path

from genie_widgets.demo import write_demo_bigwig

from .agent.llm_server import LLMServer, text_reply, tool_reply, tool_results
from .public_data.conftest import write_synthetic_bigwig
from .public_data.portal import PortalServer
from .public_data.portal_data import PortalData

LIVER = {"HepG2", "liver", "hepatocyte", "Hep G2"}


class DemoPortalData(PortalData):
    """Portal data whose downloads are per-biosample SYNTHETIC demo tracks."""

    def __init__(self, encode_api: Path, workdir: Path) -> None:
        super().__init__(encode_api, write_synthetic_bigwig(workdir / "SYNTHETIC_encode_test_portal.bigWig"))
        self.workdir = workdir

    def profile(self, accession: str) -> str:
        doc = self.object(f"/files/{accession}/") or {}
        term = ((doc.get("biosample_ontology") or {}).get("term_name")) or ""
        if term == "K562":
            return "K562"
        if term in LIVER:
            return "HepG2"
        return "background"

    @lru_cache(maxsize=64)
    def bigwig_bytes(self, accession: str) -> bytes:
        path = self.workdir / f"SYNTHETIC_{accession or 'unknown'}.bigWig"
        if not path.exists():
            write_demo_bigwig(path, self.profile(accession), seed=accession)
        return path.read_bytes()


def start_demo_portal(shared_data: Path) -> PortalServer:
    workdir = Path(tempfile.mkdtemp(prefix="gw-demo-portal-"))
    return PortalServer(DemoPortalData(shared_data / "encode_api", workdir)).start()


def generic_agent(body: dict) -> object:
    """A scripted model: asked anything, it describes the view; given a tool result, it cites it."""
    results = tool_results(body)
    if not results:
        return tool_reply(("call_describe", "genome_describe_viewport", "{}"))
    result = results[-1]
    tracks = [t for t in result.get("tracks", []) if "stats" in t and "mean" in t["stats"]]
    if not tracks:
        return text_reply(f"The view is {result.get('region', {}).get('locus')} {result.get('citationToken', '')}.")
    t = tracks[0]
    return text_reply(f"In view, {t['name']} averaged {t['stats']['mean']:.2f} and reached {t['stats']['max']:.2f} "
                      f"{result['citationToken']}.")


def start_generic_llm() -> LLMServer:
    server = LLMServer().start()
    server.script = [generic_agent] * 1000
    return server


if __name__ == "__main__":
    # ``python -m tests.demo_servers <shared data>``: print what the demo portal serves for a file;
    # ``python -m tests.demo_servers serve <shared data>``: run the demo portal in this process until
    # it is killed, after printing ``PORTAL <url>`` (used to stop the portal by PID in a test).
    import sys
    import time

    if sys.argv[1] == "serve":
        portal = start_demo_portal(Path(sys.argv[2]))
        print("PORTAL", portal.url, flush=True)
        while True:
            time.sleep(3600)
    portal = start_demo_portal(Path(sys.argv[1]))
    print(portal.url, json.dumps([portal.data.profile(a) for a in ("ENCFF381NDD",)]))
    portal.stop()
