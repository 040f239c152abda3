"""CitedMarkdown: an answer whose citation tokens are live chips that open the evidence panel."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import anywidget
import traitlets

from ..citations import Citation, CitationStore, RenderedMessage, render_message
from . import _links
from ._bundles import bundle_path, require_bundle


class CitedMarkdown(anywidget.AnyWidget):
    """Markdown text with ``[[cite:…]]`` tokens drawn as numbered, verified chips.

    Clicking a chip opens the evidence panel at the right of the output. The display bundle also
    carries a self-contained ``text/html`` snapshot and ``text/markdown``, so exported notebooks
    (nbconvert with widget state off, nbviewer, GitHub) show chips and an evidence list, never
    raw tokens.

    Parameters
    ----------
    text:
        The answer, Markdown with citation tokens.
    store:
        Where the tokens' records live: a :class:`CitationStore`, a mapping id → Citation, or a
        list of citations.
    streaming:
        Hold back an unfinished ``[[cite:`` at the end of ``text`` (for text still arriving).
    """

    _esm = bundle_path("cited_markdown.js")  # its CSS is in the bundle: it goes into the shadow root

    message = traitlets.Dict(help="The rendered message: HTML, chips, records and sentence checks.").tag(sync=True)
    can_show_in_browser = traitlets.Bool(
        False, help="A genome browser is live: offer 'Show in browser'."
    ).tag(sync=True)

    def __init__(
        self,
        text: str = "",
        store: CitationStore | Mapping[str, Citation] | Iterable[Citation] | None = None,
        *,
        streaming: bool = False,
        **kwargs: Any,
    ) -> None:
        require_bundle("cited_markdown.js")
        self._text = text
        self._store = store
        self._streaming = streaming
        self._rendered = render_message(text, store, streaming=streaming)
        super().__init__(message=self._rendered.to_json(), **kwargs)
        _links.add_cited(self)
        self.on_msg(self._on_message)

    @property
    def text(self) -> str:
        return self._text

    @property
    def rendered(self) -> RenderedMessage:
        """The renderer's full result (chips, unknown tokens, sentence checks)."""
        return self._rendered

    def update(self, text: str | None = None, *, streaming: bool | None = None) -> None:
        """Re-render with new text (for example the next streamed chunk) against the same records."""
        if text is not None:
            self._text = text
        if streaming is not None:
            self._streaming = streaming
        self._rendered = render_message(self._text, self._store, streaming=self._streaming)
        self.message = self._rendered.to_json()

    def _on_message(self, _widget: Any, content: dict[str, Any], buffers: list[Any]) -> None:
        if isinstance(content, dict) and content.get("type") == "show-in-browser":
            self.show_in_browser(str(content.get("citationId", "")))

    def show_in_browser(self, citation_id: str) -> bool:
        """Move a live browser of the record's genome to the record's locus and highlight it:
        one of the record's project if there is one, the one used last among equals (see
        :func:`._links.pick_browser`). False when the record has no locus or no browser fits."""
        chip = next((c for c in self._rendered.chips if c.id == citation_id), None)
        if chip is None:
            return False
        return _links.show_locus(chip.record.get("genome"), chip.record.get("locus"),
                                 f"[{chip.number}] {chip.record.get('title')}",
                                 project_id=getattr(self._store, "project_id", None))

    # -- marimo ---------------------------------------------------------------------------------
    def _display_(self) -> Any:
        """marimo's display protocol: the live widget (chips, the evidence panel, "Show in
        browser") in a running marimo notebook; the static snapshot elsewhere (a notebook run as
        a script, ``marimo export``)."""
        import marimo as mo

        if mo.running_in_notebook():
            return mo.ui.anywidget(self)
        return mo.Html(self._rendered.static_html())

    def _mime_(self) -> tuple[str, str]:
        """The self-contained snapshot (chips as footnote links, the evidence list, no script)."""
        return "text/html", self._rendered.static_html()

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/plain"] = self._rendered.markdown
        data["text/html"] = self._rendered.static_html()
        data["text/markdown"] = self._rendered.markdown
        return data, metadata
