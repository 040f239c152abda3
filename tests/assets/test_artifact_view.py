"""ArtifactView: agent-written pages shown in a sandboxed frame. The display bundle is checked
here; test_artifact_browser.py checks in Chromium that hostile pages cannot reach the page
around them."""

import html as html_lib
import re

from genie_widgets.project.studio import Studio
from genie_widgets.widgets.artifact import SANDBOX, ArtifactView


def _srcdoc(markup):
    return html_lib.unescape(re.search(r'srcdoc="([^"]*)"', markup).group(1))


def test_bundle_is_a_sandboxed_frame():
    view = ArtifactView("<!doctype html><html><body><p>Hi</p><script>alert(1)</script></body></html>",
                        title='Report "A" <b>', height=50)
    bundle = view._repr_mimebundle_()
    assert set(bundle) == {"text/html", "text/plain"}
    frame = bundle["text/html"]
    sandbox = re.search(r'<iframe sandbox="([^"]*)"', frame).group(1)
    assert sandbox == SANDBOX
    assert "allow-scripts" not in sandbox and "allow-same-origin" not in sandbox
    assert "allow-top-navigation" not in sandbox and "allow-forms" not in sandbox
    assert "height:120px" in frame  # clamped
    assert "Report &quot;A&quot; &lt;b&gt;" in frame and "<b>" not in frame.split("<iframe")[0]
    # The page travels escaped inside the attribute: nothing of it is markup of the notebook.
    outside = re.sub(r'srcdoc="[^"]*"', "", frame)
    assert "<script" not in outside and "<p>Hi" not in outside
    doc = _srcdoc(frame)
    assert doc.startswith('<!doctype html><base href="about:srcdoc" target="_self"><meta charset="utf-8">')
    assert "Content-Security-Policy" in doc and doc.endswith("</html>")


def test_view_of_a_saved_output(project, session):
    item, _cited, _ = Studio(project).save_output("Plan", "<p>plan</p>", kind="report")
    view = ArtifactView.from_artifact(project, item)
    assert view.title == "Plan" and "<p>plan</p>" in _srcdoc(view._repr_html_())
    assert ArtifactView.from_file(item.file(project)).html == view.html
    assert "ArtifactView 'Plan'" in view._repr_mimebundle_()["text/plain"]
