"""A list of values said after a value name: "the top-ranked file pools replicates 1 and 2",
"ENCFF381NDD (replicates 1, 2 and 3)". The vocabulary's value names (``Vocabulary.value_names``:
"replicate 3" of a file record is its replicate number) followed by more numbers state every value
the entity holds of that attribute: the listed set must equal the record's, so "replicates 1 and 2"
of a file pooling replicates 1, 2 and 3 is wrong, though each number is one of its replicates.

The entity is the one the sentence names among the records' holders of the attribute, else every
holder; the list is checked only where all of them give one verdict. The words are rules
(:mod:`.rules`), ids ``name.value-list``.
"""

from __future__ import annotations

import re

from .entities import Mention
from .facts import RecordFact
from .matcher import Context
from .rules import reading
from .said import Fact
from .tables import table_cell

VALUE_LIST = reading("name.value-list", "A value name followed by more numbers ('replicates 1 and 2') states every "
                     "value its entity holds of that attribute: the set must equal the record's.",
                     ["The top file pools replicates 1 and 2", "replicates 1, 2 and 3"])
#: The numbers after a value name's own: ", 2", " and 3", "/2", " & 3".
_MORE = r"(?:\s*(?:,\s*(?:and\s+)?|/|&|\band\b)\s*\d+\b)"


def value_lists(text: str, masked: str, span: tuple[int, int], mentions: list[Mention],
                ctx: Context) -> list[tuple[Fact, tuple[int, int]]]:
    """A fact for each list of values said after a value name (see the module docstring), with where
    the list is said."""
    out: list[tuple[Fact, tuple[int, int]]] = []
    for pattern, attribute in ctx.vocabulary.value_names:
        for m in re.compile(rf"(?:{pattern}){_MORE}+", re.IGNORECASE).finditer(masked, *span):
            said = frozenset(int(x) for x in re.findall(r"\d+", m.group()))
            fact = _checked(ctx, attribute, said, {x.key for x in mentions}, text[m.start():m.end()])
            if fact is not None:
                out.append((fact, m.span()))
        for cell, header in _cell_lists(text, span):  # "| Replicates |" over "| 1, 2 |"
            if re.fullmatch(pattern, f"{header} 1", re.IGNORECASE):
                said = frozenset(int(x) for x in re.findall(r"\d+", cell.group(1)))
                fact = _checked(ctx, attribute, said, {x.key for x in mentions}, f"{header} {cell.group(1)}")
                if fact is not None:
                    out.append((fact, cell.span(1)))
    return out


#: A table cell holding two or more whole numbers ("| 1, 2 |").
_CELL_LIST_RE = re.compile(r"(?<=\|)[ \t]*(\d+(?:[ \t]*,[ \t]*\d+)+)[ \t]*(?=\|)")


def _cell_lists(text: str, span: tuple[int, int]) -> list[tuple[re.Match[str], str]]:
    """The cells of a table row (``span``) that list numbers, with their column's header."""
    out = []
    for m in _CELL_LIST_RE.finditer(text, span[0], span[1]):
        cells = table_cell(text, m.start(1))
        if cells is not None:
            out.append((m, text[cells[1][0]:cells[1][1]].strip()))
    return out


def _checked(ctx: Context, attribute: str, said: frozenset[int], named: set[str], words: str) -> Fact | None:
    holders: dict[tuple[str, tuple[str, ...]], list[RecordFact]] = {}
    for cid, rf in ctx.cited:
        for f in rf.facts:
            if f.kind == "number" and f.attribute == attribute and f.entities:
                holders.setdefault((cid, f.entities), []).append(f)
    chosen = {k: v for k, v in holders.items() if set(k[1]) & named} or holders
    verdicts = {frozenset(int(f.value) for f in v) == said for v in chosen.values()}
    if len(verdicts) != 1:
        return None  # no holder, or holders that disagree: which one the list is about is not said
    (cid, _), facts = next(iter(chosen.items()))
    held = sorted(int(f.value) for f in facts)
    fact = Fact("name", words, words, rule=VALUE_LIST)
    if verdicts.pop():
        fact.back(cid, facts[0].path, facts[0].matched, f"{words} → {', '.join(map(str, held))}", VALUE_LIST)
    else:
        fact.note = f"The record lists {', '.join(map(str, held))}, not {', '.join(map(str, sorted(said)))}"
    return fact
