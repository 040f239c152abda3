"""The checker's readings as data (:mod:`genie_widgets.citations.rules`): every declared rule has a
unique id and a doc, and every pattern rule finds each of its examples and none of its
counterexamples, with the flags it is compiled with."""

from __future__ import annotations

import re

import pytest

import genie_widgets.citations.verify  # noqa: F401  (imports every module that declares rules)
from genie_widgets.citations.passes import readings_table
from genie_widgets.citations.rules import RULES, Rule

PATTERN_RULES = [r for r in RULES.values() if r.pattern is not None]


def test_rules_are_declared() -> None:
    assert PATTERN_RULES, "no module declared a rule"


def test_ids_are_unique_dotted_and_keyed() -> None:
    ids = [r.id for r in RULES.values()]
    assert len(ids) == len(set(ids))
    for key, r in RULES.items():
        assert key == r.id
        assert re.fullmatch(r"[a-z]+(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+", r.id), r.id


@pytest.mark.parametrize("r", list(RULES.values()), ids=lambda r: r.id)
def test_every_rule_has_a_doc(r: Rule) -> None:
    assert r.doc.strip(), f"{r.id} has no doc"
    assert r.doc.strip()[-1] in ".)\"'”", f"{r.id}: the doc is one sentence, ended"


@pytest.mark.parametrize("r", PATTERN_RULES, ids=lambda r: r.id)
def test_examples_match_and_counterexamples_do_not(r: Rule) -> None:
    assert r.pattern is not None
    compiled = re.compile(r.pattern, r.flags)
    assert r.regex.pattern == r.pattern and r.regex.flags == compiled.flags
    assert 1 <= len(r.examples) <= 3, f"{r.id}: 1–3 examples"
    for example in r.examples:
        assert compiled.search(example), f"{r.id} does not find {example!r}"
    for counter in r.counterexamples:
        assert not compiled.search(counter), f"{r.id} finds its counterexample {counter!r}"


@pytest.mark.parametrize("r", PATTERN_RULES, ids=lambda r: r.id)
def test_counterexamples_are_given_where_any_can_be(r: Rule) -> None:
    """A pattern that matches the empty string (a join read with ``fullmatch`` between two
    positions) is found in every text, so it can have no counterexample; every other has one or two."""
    assert r.pattern is not None
    if re.compile(r.pattern, r.flags).search("") is not None:
        assert not r.counterexamples
    else:
        assert 1 <= len(r.counterexamples) <= 2, f"{r.id}: 1–2 counterexamples"


def test_readings_table_lists_every_rule() -> None:
    table = readings_table()
    for r in RULES.values():
        assert f"`{r.id}`" in table
