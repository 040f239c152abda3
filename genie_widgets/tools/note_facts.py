"""Which tracks a record's notes concern: a tool's declared ``notes`` fields (``tool_facts.toml``: a
warning's text, or a list of them) name the tracks they are about by file name or track name
("…/bigwig_chr9_4000000_6000000_K562_H3K4me3.bigwig: the chromosome sizes … do not match hg19").
Each note becomes a fact of kind ``note`` about the tracks of the record whose names its text holds
(names compared with spaces, ``_``, ``-`` and ``.`` alike), so "the warning concerns the K562 RNA
file" can be checked against it. The lengths a note states ("chr9 is 138,394,717 bp in the file and
141,213,431 bp in hg19") are number facts of its own (attribute ``length``, about no entity): "the
header gives chr9 as 138,394,717 bp" quotes the warning."""

from __future__ import annotations

import json
import re
from typing import Any

from ..citations.facts import RecordFact, RecordFacts

_SPLIT_RE = re.compile(r"[\s_.\-/]+")
_LENGTH_RE = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)\s*bp\b")


def _flat(text: str) -> str:
    return " ".join(_SPLIT_RE.split(text.lower())).strip()


def _texts(value: Any) -> list[tuple[str, str]]:
    """(text, index suffix) of a note field's value: a string, or the strings of a list."""
    if isinstance(value, str):
        return [(value, "")]
    if isinstance(value, list):
        return [(v, f"[{i}]") for i, v in enumerate(value) if isinstance(v, str)]
    return []


def note_facts(out: RecordFacts, data: dict[str, Any], fields: tuple[str, ...]) -> None:
    """Append a ``note`` fact for each text of ``fields`` in ``data``, about the tracks it names."""
    tracks = [(k, _flat(e.label)) for k, e in out.entities.items() if e.kind == "track" and _flat(e.label)]
    for field in fields:
        for text, index in _texts(data.get(field)):
            flat = f" {_flat(text)} "
            named = tuple(k for k, name in tracks if f" {name} " in flat)
            path = f"data.{field}{index}"
            out.facts.append(RecordFact("note", text, path, json.dumps(text), "note", named))
            for m in _LENGTH_RE.finditer(text):
                out.facts.append(RecordFact("number", float(m.group(1).replace(",", "")), f"{path} (length)",
                                            m.group(), "length", (), unit="bp", integer=True))
