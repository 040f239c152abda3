"""``golden.jsonl``: the checker's status for every item, sorted by id. A change of the checker that
changes a status shows as a diff to review (``--check-golden``); ``--update-golden`` accepts it."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .items import HERE, Item

GOLDEN = HERE / "golden.jsonl"


def read(path: Path = GOLDEN) -> dict[str, str]:
    """id → status (empty when the file does not exist yet)."""
    if not path.exists():
        return {}
    rows = (json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip())
    return {row["id"]: row["status"] for row in rows}


def write(statuses: dict[str, str], path: Path = GOLDEN) -> None:
    path.write_text("".join(json.dumps({"id": i, "status": statuses[i]}) + "\n" for i in sorted(statuses)),
                    encoding="utf-8")


@dataclass
class Diff:
    """The statuses that differ from the golden file: unsealed ones item by item, sealed ones counted."""

    changed: list[tuple[Item, str | None, str]] = field(default_factory=list)  # (item, golden, new), unsealed
    sealed_changed: int = 0
    stale: int = 0  # golden ids that are in no set any more
    not_run: int = 0  # golden ids of items not run this time (record set skipped, --batch)

    def __bool__(self) -> bool:
        return bool(self.changed or self.sealed_changed or self.stale)

    def lines(self) -> list[str]:
        out = [f"  {item.id}  [{item.batch}]  label={item.label}  {old or '(new)'} → {new}"
               for item, old, new in self.changed]
        if self.sealed_changed:
            out.append(f"  sealed batches: {self.sealed_changed} statuses changed (not shown)")
        if self.stale:
            out.append(f"  {self.stale} ids of golden.jsonl are in no set any more")
        return out


def compare(golden: dict[str, str], statuses: dict[str, str], items: list[Item], sealed: set[str],
            all_ids: set[str]) -> Diff:
    """``statuses`` (of the ``items`` run) against ``golden``; ``sealed`` names the sealed batches and
    ``all_ids`` is every item id of every set."""
    diff = Diff()
    for item in items:
        old, new = golden.get(item.id), statuses[item.id]
        if old == new:
            continue
        if item.batch in sealed:
            diff.sealed_changed += 1
        else:
            diff.changed.append((item, old, new))
    diff.stale = len(set(golden) - all_ids)
    diff.not_run = len((set(golden) & all_ids) - {i.id for i in items})
    return diff


def merged(golden: dict[str, str], statuses: dict[str, str], all_ids: set[str]) -> dict[str, str]:
    """The golden statuses after a run: the new ones, and the old ones of items not run that still exist."""
    out = {i: s for i, s in golden.items() if i in all_ids}
    out.update(statuses)
    return out
