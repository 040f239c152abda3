"""Helpers of the fast-path tests: run the checker and the renderer with the fast paths on and
with the reference paths, and everything they return, as JSON, for comparison."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import fastpath, render_message, verify_message


def both(text: str, store: Any) -> tuple[Any, Any]:
    """(fast, reference) results of verify_message and render_message on ``text``."""
    def run() -> Any:
        checks = [c.to_dict() for c in verify_message(text, store)]
        rendered = render_message(text, store)
        return checks, rendered.to_json(), rendered.markdown, rendered.static_html(include_css=False)

    fast = run()
    with fastpath.reference_paths():
        reference = run()
    return fast, reference
