"""The README is short and true: its quick start runs as written and gives a ✓ chip, its links
point at files that exist, and the docs site names every page it links (the site itself is built
with warnings as errors by scripts/test: mkdocs build --strict)."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def _block_after(heading: str) -> str:
    section = README.split(heading, 1)[1]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_readme_is_short():
    assert len(README.splitlines()) <= 150


def test_readme_links_resolve():
    targets = re.findall(r"\]\(((?!https?:)[^)#]+)", README)
    assert targets, "the README links its docs"
    missing = [t for t in targets if not (REPO / t).exists()]
    assert missing == []


def test_quick_start_runs_as_written_and_its_chip_is_verified(tmp_path, monkeypatch):
    code = _block_after("## Quick start")
    monkeypatch.chdir(tmp_path)
    script = tmp_path / "quick_start.py"
    script.write_text(code, encoding="utf-8")
    names = runpy.run_path(str(script))
    gw = names["gw"]
    text = f"rep1 averaged {names['mean']:.2f} over the view {names['r'].citation_token}."
    checks = gw.verify_message(text, names["session"].citations)
    assert [c.status for c in checks] == ["verified"]
    wrong = text.replace("averaged", "peaked at")
    assert [c.status for c in gw.verify_message(wrong, names["session"].citations)] == ["unsupported"]


def test_every_docs_page_is_in_the_site_navigation():
    nav = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    pages = sorted(p.name for p in (REPO / "docs").glob("*.md"))
    assert pages and [p for p in pages if p not in nav] == []


@pytest.mark.parametrize("page", ["getting-started.md", "definitions.md", "checker.md", "checker-evaluation.md",
                                  "cohorts.md", "mcp.md", "security.md", "architecture.md", "benchmarks.md",
                                  "api.md", "notebooks.md"])
def test_the_site_has_the_pages_a_newcomer_needs(page):
    assert (REPO / "docs" / page).stat().st_size > 500
