"""Write every labelled-set record (name, tool, title, locus, data) to a markdown file for blind writers:

    .venv/bin/python tests/citations/labelled/kit/dump_records.py OUT.md
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from _records import labelled_records


def _compact(x: Any) -> Any:
    """Long lists of plain values shortened to their first six."""
    if isinstance(x, dict):
        return {k: _compact(v) for k, v in x.items()}
    if isinstance(x, list):
        if len(x) > 12 and all(not isinstance(v, dict | list) for v in x):
            return [_compact(v) for v in x[:6]] + [f"... {len(x) - 6} more values omitted ..."]
        return [_compact(v) for v in x]
    return x


def main(out: Path) -> None:
    with labelled_records() as rec:
        parts = ["# Records our tools produced on ../shared/data (the labelled set's records)\n",
                 "Cite a record in a sentence with `{T('name')}` (it becomes its [[cite:…]] token).\n"]
        for name, c in rec.by_name.items():
            parts.append(f"\n## `{name}`  — tool `{c.tool}`, title {c.title!r}, locus {c.locus!r}, "
                         f"source type {c.source_type}\n")
            parts.append("```json\n" + json.dumps(_compact(c.data), indent=1, default=str)[:12000] + "\n```\n")
    out.write_text("".join(parts), encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
