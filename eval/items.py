"""Loading the labelled items (``sets/<batch>.jsonl``, ``batches.json``) and filling their placeholders
from a record set. The format is in FORMAT.md."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SETS = HERE / "sets"
BATCHES = HERE / "batches.json"

STATUSES = ("verified", "unsupported", "unverified", "uncited", "plain")
FIELDS = ("id", "batch", "text", "label", "class", "index")
BATCH_FIELDS = ("records", "sealed", "tuned", "written", "first_run")

#: ``{{NAME}}`` (a record's citation id) or ``{{id:KEY}}`` (a value from ``extra["ids"]``).
PLACEHOLDER = re.compile(r"\{\{(id:)?([^{}]*)\}\}")


@dataclass(frozen=True)
class Item:
    """One labelled sentence (or short answer): the status a careful reader gives the sentence at
    ``index`` of ``text`` (-1: the last one), and the class of problem it tests."""

    id: str
    batch: str
    text: str
    label: str
    klass: str
    index: int = -1

    def to_json(self) -> str:
        row = {"id": self.id, "batch": self.batch, "text": self.text, "label": self.label, "class": self.klass,
               "index": self.index}
        line = json.dumps(row, ensure_ascii=False)
        # Lines are split on "\n" only; keep the other line separators escaped so any reader splits the same.
        for ch in ("\u2028", "\u2029", "\x85"):
            line = line.replace(ch, f"\\u{ord(ch):04x}")
        return line


class PlaceholderError(KeyError):
    """A placeholder the record set cannot fill."""

    def __str__(self) -> str:
        return str(self.args[0])


def load_batches(path: Path = BATCHES) -> dict[str, dict[str, Any]]:
    """``batches.json``: batch name → its entry (records, sealed, tuned, written, first_run), in file order."""
    batches = json.loads(path.read_text(encoding="utf-8"))
    for name, entry in batches.items():
        missing = [f for f in BATCH_FIELDS if f not in entry]
        if missing:
            raise ValueError(f"batches.json: {name} lacks {', '.join(missing)}")
    return batches


def read_set(path: Path) -> list[Item]:
    """The items of one ``<batch>.jsonl`` file (the batch is the file's stem)."""
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        if sorted(row) != sorted(FIELDS):
            raise ValueError(f"{path.name}:{n}: fields {sorted(row)}, expected {sorted(FIELDS)}")
        if row["batch"] != path.stem:
            raise ValueError(f"{path.name}:{n}: batch {row['batch']!r} in the file of {path.stem!r}")
        if row["label"] not in STATUSES:
            raise ValueError(f"{path.name}:{n}: label {row['label']!r} is not one of {STATUSES}")
        if not isinstance(row["index"], int) or isinstance(row["index"], bool):
            raise ValueError(f"{path.name}:{n}: index {row['index']!r} is not an integer")
        out.append(Item(row["id"], row["batch"], row["text"], row["label"], row["class"], row["index"]))
    return out


def load_items(batches: list[str] | None = None, sets: Path = SETS) -> list[Item]:
    """The items of ``batches`` (default: every batch of batches.json), batch by batch in that order."""
    names = list(load_batches()) if batches is None else batches
    return [item for name in names for item in read_set(sets / f"{name}.jsonl")]


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text`` as written (``NAME`` or ``id:KEY``)."""
    return [(m.group(1) or "") + m.group(2) for m in PLACEHOLDER.finditer(text)]


def fill(item: Item, records: Any, *, show_id: bool = True) -> str:
    """``item.text`` with its placeholders filled from ``records`` (``by_name`` and ``extra["ids"]``).
    An unknown placeholder raises :class:`PlaceholderError` naming the item (or, with ``show_id=False``
    for a sealed batch, only its batch) and the placeholder."""
    ids = records.extra.get("ids", {})

    def one(m: re.Match[str]) -> str:
        key = m.group(2)
        if m.group(1):
            if key in ids:
                return str(ids[key])
        elif key in records.by_name:
            return str(records.by_name[key].id)
        who = f"item {item.id}" if show_id else "an item"
        raise PlaceholderError(f"{who} of batch {item.batch}: unknown placeholder {m.group(0)}")

    return PLACEHOLDER.sub(one, item.text)
