import pytest

from genie_widgets import Citation, CitedMarkdown, render, use_store
from genie_widgets.widgets import _bundles

PEAKS = Citation(id="cite_p_genome_call_peaks_1", source_type="genome-computation", title="Genome call peaks result",
                 data={"peakCount": 7, "threshold": 8.791333735783212})

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def test_bundle_carries_widget_view_static_html_and_markdown():
    w = CitedMarkdown(f"7 peaks at 8.79 {PEAKS.token}.", [PEAKS])
    data, _meta = w._repr_mimebundle_()
    assert data[WIDGET_MIME]["model_id"] == w.model_id
    assert 'class="gw-chip gw-verified"' in data["text/html"]
    assert "<style>" in data["text/html"] and "<script" not in data["text/html"]
    assert data["text/markdown"].startswith("7 peaks at 8.79 [1].")
    assert data["text/plain"] == data["text/markdown"]
    assert "[[cite:" not in data["text/html"].split("Token</th><td>")[0]


def test_message_trait_is_what_the_front_end_draws():
    w = CitedMarkdown(f"7 peaks {PEAKS.token}", [PEAKS])
    msg = w.message
    assert set(msg) == {"messageId", "html", "chips", "unknownTokens", "checks", "heldBack"}
    assert msg["chips"][0]["record"]["token"] == PEAKS.token
    assert "data" not in msg["chips"][0]["record"]


def test_update_rerenders_streamed_text():
    w = CitedMarkdown("7 peaks [[cite:cite_p_gen", [PEAKS], streaming=True)
    assert w.message["heldBack"] == "[[cite:cite_p_gen"
    assert w.message["chips"] == []
    w.update(f"7 peaks {PEAKS.token}", streaming=False)
    assert w.message["heldBack"] == "" and len(w.message["chips"]) == 1
    assert w.rendered.chips[0].status == "verified"


def test_render_uses_the_current_store():
    use_store([PEAKS])
    try:
        assert render(f"x {PEAKS.token}").rendered.chips[0].id == PEAKS.id
    finally:
        use_store(None)
    assert render(f"x {PEAKS.token}").rendered.unknown_tokens == [PEAKS.id]


def test_missing_bundle_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setattr(_bundles, "STATIC", tmp_path)
    _bundles.bundle_text.cache_clear()
    try:
        with pytest.raises(_bundles.MissingBundleError, match="install Node.js"):
            CitedMarkdown("x")
    finally:
        _bundles.bundle_text.cache_clear()
