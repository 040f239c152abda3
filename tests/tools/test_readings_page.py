"""The checker's readings page in docs/ is generated from the rules and the lexicon (issue 28):
it lists every pass, every rule and every attribute cue, and is current."""

from __future__ import annotations

from pathlib import Path

from genie_widgets.citations.passes import PASSES
from genie_widgets.citations.rules import RULES
from genie_widgets.tools.lexicon import LEXICON
from genie_widgets.tools.readings_page import page

DOC = Path(__file__).resolve().parents[2] / "docs" / "checker-readings.md"


def test_the_page_lists_every_pass_rule_and_cue():
    text = page()
    assert all(f"`{p.id}`" in text for p in PASSES)
    assert all(f"`{rule_id}`" in text for rule_id in RULES)
    assert all(f"`{entry.id}`" in text for entry in LEXICON.section("cue"))


def test_the_page_in_docs_is_current():
    assert DOC.read_text(encoding="utf-8") == page(), (
        "docs/checker-readings.md is out of date: run "
        "python -m genie_widgets.tools.readings_page docs/checker-readings.md")
