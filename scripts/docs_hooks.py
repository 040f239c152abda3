"""MkDocs hook for the documentation site (mkdocs.yml `hooks:`): the docstrings use Sphinx roles
(:func:`~.measure.correlate`), which mkdocstrings prints as they are; this shows them as plain code,
the last dotted part where the role asked for it with ``~``."""

from __future__ import annotations

import re

_ROLE = re.compile(r":(?:func|meth|class|mod|attr|data|exc|obj|const):\s*<code>(~?)([^<]*)</code>")


def _name(match: re.Match[str]) -> str:
    tilde, target = match.group(1), match.group(2).lstrip(".")
    return f"<code>{target.rsplit('.', 1)[-1] if tilde else target}</code>"


def on_page_content(html: str, **_: object) -> str:
    """Every Sphinx role in a rendered page becomes the code it names."""
    return _ROLE.sub(_name, html)
