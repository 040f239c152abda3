"""What each tool's record states, as facts: ``tool_facts.toml`` beside this module, read once.

A tool that issues citations declares, per tool, which fields of its record's ``data`` are values
(and of which attribute), which are the call's own arguments echoed back, which list lengths are
counts, which fields name the tracks the record is about, and which tables are read as facts (see
the file's header). :mod:`.facts` reads a record through its tool's declaration; a number in a field
the declaration does not list is no fact (fail closed). Records of no declared tool (a user's own
``Citation``, a record type from elsewhere) are read by the generic field tables of
``lexicon.toml``'s ``[record]`` section.

Light on purpose (no tool module is imported): the checker reads declarations without loading the
tools. :func:`undeclared_numbers` lists what a record holds beyond its declaration; the test suite
runs it on every record a tool writes, so a tool that starts writing a new number must declare it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

FILE = "tool_facts.toml"
#: The tables a declaration may ask for (read by :mod:`.record_tables`).
#: The fields each table reads (their numbers are facts of the table, not of the generic walk).
TABLE_FIELDS = {"matrix": frozenset({"pearsonMatrix", "spearmanMatrix", "sharedBinsMatrix"}),
                "quantify-rows": frozenset({"values", "meanAcrossTracks"}),
                "preview-rows": frozenset(), "replicate-kinds": frozenset()}
#: The tables a declaration may ask for (read by :mod:`.record_tables`).
TABLES = frozenset(TABLE_FIELDS)
#: The fields that may name a record's subjects.
SUBJECT_FIELDS = frozenset({"trackId", "trackIdA", "trackIdB", "resultFileName"})
_KEYS = {"values", "attributes", "arguments", "counts", "subjects", "saved", "tables", "units", "row_tracks", "notes"}


class DeclarationError(ValueError):
    """``tool_facts.toml`` is malformed; the message names the tool and the key."""


@dataclass(frozen=True)
class ToolFacts:
    """One tool's declaration (see ``tool_facts.toml``)."""

    tool: str
    values: frozenset[str]
    attributes: Mapping[str, str]
    arguments: frozenset[str]
    counts: Mapping[str, str]
    subjects: tuple[str, ...]
    saved: Mapping[str, str]
    tables: frozenset[str]
    units: Mapping[str, str]
    row_tracks: bool = False
    notes: tuple[str, ...] = ()  # text fields that say which tracks they concern (a warning)

    def attribute(self, field: str) -> str:
        """The attribute of a declared value field."""
        return self.attributes.get(field, field)


def _strings(tool: str, key: str, value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise DeclarationError(f"{FILE}: [{tool}] {key} must be a list of non-empty strings")
    return value


def _table(tool: str, key: str, value: Any) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, str) and v for v in value.values()):
        raise DeclarationError(f"{FILE}: [{tool}] {key} must be a table of strings")
    return dict(value)


def _flag(tool: str, key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise DeclarationError(f"{FILE}: [{tool}] {key} must be true or false")
    return value


def _declaration(tool: str, entry: Any) -> ToolFacts:
    if not isinstance(entry, dict):
        raise DeclarationError(f"{FILE}: [{tool}] must be a table")
    unknown = set(entry) - _KEYS
    if unknown or "values" not in entry:
        raise DeclarationError(f"{FILE}: [{tool}] has unknown keys {sorted(unknown)}" if unknown
                               else f"{FILE}: [{tool}] declares no values (write values = [] for none)")
    values = frozenset(_strings(tool, "values", entry["values"]))
    decl = ToolFacts(
        tool, values, _table(tool, "attributes", entry.get("attributes", {})),
        frozenset(_strings(tool, "arguments", entry.get("arguments", []))),
        _table(tool, "counts", entry.get("counts", {})), tuple(_strings(tool, "subjects", entry.get("subjects", []))),
        _table(tool, "saved", entry.get("saved", {})), frozenset(_strings(tool, "tables", entry.get("tables", []))),
        _table(tool, "units", entry.get("units", {})), _flag(tool, "row_tracks", entry.get("row_tracks", False)),
        tuple(_strings(tool, "notes", entry.get("notes", []))))
    problems = [f"arguments {sorted(decl.arguments - values)} are not values" if decl.arguments - values else "",
                f"attributes rename undeclared fields {sorted(set(decl.attributes) - values)}"
                if set(decl.attributes) - values else "",
                f"unknown tables {sorted(decl.tables - TABLES)}" if decl.tables - TABLES else "",
                f"unknown subject fields {sorted(set(decl.subjects) - SUBJECT_FIELDS)}"
                if set(decl.subjects) - SUBJECT_FIELDS else ""]
    problem = next((p for p in problems if p), None)
    if problem:
        raise DeclarationError(f"{FILE}: [{tool}] {problem}")
    return decl


def read_declarations(text: str) -> dict[str, ToolFacts]:
    """Every tool's declaration from ``text`` (the format of ``tool_facts.toml``)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise DeclarationError(f"{FILE}: {e}") from None
    return {tool: _declaration(tool, entry) for tool, entry in data.items()}


#: Every declared tool's facts, by tool name.
TOOL_FACTS: dict[str, ToolFacts] = read_declarations(
    resources.files(__package__ or "genie_widgets.tools").joinpath(FILE).read_text(encoding="utf-8"))


def declaration_for(tool: str | None) -> ToolFacts | None:
    """The declaration of ``tool`` (``None``: not one of the declared tools)."""
    return TOOL_FACTS.get(tool) if tool else None


def _numbers(data: Any, path: str, skipped: frozenset[str]) -> Iterator[tuple[str, str | None]]:
    """(path, field) of every number in ``data``, not under a field of ``skipped``."""
    stack: list[tuple[Any, str, str | None]] = [(data, path, None)]
    while stack:
        obj, p, k = stack.pop()
        if isinstance(obj, bool) or obj is None or isinstance(obj, str) or k in skipped:
            continue
        if isinstance(obj, (int, float)):
            yield p, k
        elif isinstance(obj, dict):
            stack.extend((v, f"{p}.{kk}", str(kk)) for kk, v in obj.items())
        elif isinstance(obj, (list, tuple)):
            stack.extend((v, f"{p}[{i}]", k) for i, v in enumerate(obj))


def undeclared_numbers(record: Any, *, not_values: frozenset[str] = frozenset()) -> list[str]:
    """The paths of the numbers in ``record``'s data that its tool's declaration does not list
    (``not_values``: fields known to hold no result, e.g. timings and display aids). Empty for a
    record of no declared tool."""
    decl = declaration_for(getattr(record, "tool", None))
    data = getattr(record, "data", None)
    if decl is None or not isinstance(data, dict):
        return []
    tabled = frozenset().union(*(TABLE_FIELDS[t] for t in decl.tables))
    return [path for path, key in _numbers(data, "data", not_values) if key not in decl.values and key not in tabled]
