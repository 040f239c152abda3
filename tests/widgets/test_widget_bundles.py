"""The chat and CitedMarkdown widgets name their bundles as class-level paths into static/, which
anywidget reads (and, with ANYWIDGET_HMR=1 and watchfiles installed, reloads on change)."""

from __future__ import annotations

from genie_widgets.widgets import Chat, CitedMarkdown, _bundles


def test_esm_is_the_built_file_read_by_anywidget():
    for cls, name in ((Chat, "chat.js"), (CitedMarkdown, "cited_markdown.js")):
        contents = cls.__dict__["_esm"]
        # anywidget turned the Path into its FileContents (the object its hot reload watches)
        assert type(contents).__name__ == "FileContents", type(contents)
        assert str(contents) == (_bundles.STATIC / name).read_text(encoding="utf-8")


def test_a_widget_sends_the_bundle_as_its_esm_trait():
    widget = CitedMarkdown("x")
    assert widget._esm == (_bundles.STATIC / "cited_markdown.js").read_text(encoding="utf-8")


def test_an_unbuilt_bundle_still_lets_the_class_import(monkeypatch, tmp_path):
    monkeypatch.setattr(_bundles, "STATIC", tmp_path)
    placeholder = _bundles.bundle_path("chat.js")
    assert isinstance(placeholder, str) and placeholder.startswith("throw new Error(") and "\n" in placeholder
