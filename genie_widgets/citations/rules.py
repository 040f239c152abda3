"""The checker's readings as data: every rule a pass applies, with an id, what it reads, its
pattern, and worked examples and counterexamples.

A module declares its rules with :func:`rule` (a compiled regex it then uses) or :func:`reading`
(a rule with no single pattern, e.g. "a number whose subject stays open is undecided"); the
registry :data:`RULES` collects them in declaration order. The tests check every example against
its rule (a pattern must match each example and none of the counterexamples); the documentation's
readings table is generated from the registry (:func:`~.passes.readings_table`); the evidence panel names the
rule that bound each fact (``Fact.rule``).

The words a domain brings (attribute words, units, kinds of entity, scope phrases, accession
shapes) are not rules of this registry: they come with the registered vocabulary (for genie_widgets,
``genie_widgets/tools/lexicon.toml``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rule:
    """One reading of the checker.

    ``id`` is stable and unique (``comparison.stated-order``); ``doc`` says in one sentence what the
    rule reads and what it checks; ``pattern`` is the regex it matches (None for a rule that is no
    single pattern); ``examples`` are phrases the pattern must find, ``counterexamples`` phrases it
    must not; ``flags`` are the regex flags it is compiled with."""

    id: str
    doc: str
    pattern: str | None = None
    examples: tuple[str, ...] = ()
    counterexamples: tuple[str, ...] = ()
    flags: int = re.IGNORECASE
    compiled: re.Pattern[str] | None = field(default=None, repr=False, compare=False)

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern (a rule with no pattern has none)."""
        if self.compiled is None:
            raise ValueError(f"rule {self.id} has no pattern")
        return self.compiled


#: Every declared rule, by id, in declaration order.
RULES: dict[str, Rule] = {}


def _register(r: Rule) -> Rule:
    old = RULES.get(r.id)
    if old is not None and (old.pattern, old.doc) != (r.pattern, r.doc):
        raise ValueError(f"two rules share the id {r.id!r}")
    RULES[r.id] = r
    return r


def rule(id: str, doc: str, pattern: str, examples: tuple[str, ...] | list[str] = (),
         counterexamples: tuple[str, ...] | list[str] = (), flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """Declare a rule with a pattern and return the compiled regex (the module keeps using it)."""
    compiled = re.compile(pattern, flags)
    _register(Rule(id, doc, pattern, tuple(examples), tuple(counterexamples), flags, compiled))
    return compiled


def reading(id: str, doc: str, examples: tuple[str, ...] | list[str] = ()) -> str:
    """Declare a rule that is no single pattern (a binding or a check a pass makes); returns its id,
    which the pass writes into the facts it binds (``Fact.rule``)."""
    _register(Rule(id, doc, None, tuple(examples)))
    return id


def table_of(rules: list[Rule]) -> str:
    """``rules`` as a Markdown table (id, what it reads, an example), for the documentation."""
    lines = ["| rule | what it reads | example |", "|---|---|---|"]
    for r in rules:
        example = r.examples[0] if r.examples else ""
        lines.append(f"| `{r.id}` | {_cell(r.doc)} | {_cell(example)} |")
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
