"""The checker's readings page (``docs/checker-readings.md``), generated from the rules themselves:
the passes and every rule of the generic checker (:mod:`genie_widgets.citations.rules`), then the
genomics words of the tools' lexicon (``tools/lexicon.toml``). Regenerate it with

    python -m genie_widgets.tools.readings_page docs/checker-readings.md

(the tests fail when the page and the rules disagree)."""

from __future__ import annotations

import sys
from pathlib import Path

from ..citations.passes import readings_table
from .vocabulary import lexicon_table, role_table

_HEAD = """# The checker's readings

Generated from the rules (`python -m genie_widgets.tools.readings_page docs/checker-readings.md`);
do not edit by hand. What a ✓ promises: [the checker](checker.md).

## Passes and rules of the generic checker (`genie_widgets/citations`)

"""
_WORDS = """
## The genomics words (`genie_widgets/tools/lexicon.toml`): which words name which attribute

"""
_ROLES = """
## Entities named by what they are (`[[role_name]]` in `genie_widgets/tools/lexicon.toml`)

A short form of an entity's name that a pattern fits in full may also be said with the role words
("the insulator protein" for "H1 CTCF"); a role several entities share names all of them.

"""


def page() -> str:
    """The page's Markdown."""
    return _HEAD + readings_table() + _WORDS + lexicon_table() + _ROLES + role_table()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m genie_widgets.tools.readings_page OUT.md", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(page(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
