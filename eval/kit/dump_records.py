"""Write every record of a record set (name, tool, title, locus, data) and its ``{{id:KEY}}`` keys to a
markdown file for blind writers:

    PYTHONPATH=$PWD .venv/bin/python eval/kit/dump_records.py OUT.md [--records classic|real]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from _records import record_set


def _compact(x: Any) -> Any:
    """Long lists of plain values shortened to their first six."""
    if isinstance(x, dict):
        return {k: _compact(v) for k, v in x.items()}
    if isinstance(x, list):
        if len(x) > 12 and all(not isinstance(v, dict | list) for v in x):
            return [_compact(v) for v in x[:6]] + [f"... {len(x) - 6} more values omitted ..."]
        return [_compact(v) for v in x]
    return x


def main(out: Path, name: str) -> None:
    with record_set(name) as rec:
        parts = [f"# Records our tools produced on ../shared/data (the labelled set's `{name}` records)\n",
                 "Cite a record with `[[cite:{{NAME}}]]`, NAME its name below (`[[cite:{{stats_chr}}]]`).\n",
                 "\n## Values that change from run to run: write them as `{{id:KEY}}`\n\n",
                 "| KEY | value in this dump |\n|---|---|\n"]
        parts += [f"| `{key}` | `{value}` |\n" for key, value in rec.extra["ids"].items()]
        for record, c in rec.by_name.items():
            parts.append(f"\n## `{record}`  — tool `{c.tool}`, title {c.title!r}, locus {c.locus!r}, "
                         f"source type {c.source_type}\n")
            parts.append("```json\n" + json.dumps(_compact(c.data), indent=1, default=str)[:12000] + "\n```\n")
    out.write_text("".join(parts), encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--records", default="classic", choices=("classic", "real"))
    args = parser.parse_args()
    main(args.out, args.records)
