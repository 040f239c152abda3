"""Tokens in agent-written HTML become the chat's chips with an evidence appendix; the rest of the
document is left as written; nothing the agent or a record holds can add markup or scripts."""

import re
from html.parser import HTMLParser

import pytest

from genie_widgets.citations import Citation, render_message
from genie_widgets.project.cited_html import ARTIFACT_CSP, ARTIFACT_PREFIX, cite_html

PEAKS = Citation(id="cite_p_genome_call_peaks_1a2b3c4d", source_type="genome-computation",
                 title="Genome call peaks result", file_name="peaks-t1.bed", locus="chr8:127700000-127760000",
                 genome="hg38", data={"peakCount": 7, "threshold": 8.791333735783212})
REGION = Citation(id="cite_p_genome_navigate_9f8e7d6c", source_type="genome-region",
                  title="Visible genome region (hg38)", locus="chr8:127700000-127760000", genome="hg38",
                  data={"locus": "chr8:127700000-127760000"})
HOSTILE = Citation(id="cite_hostile_1", source_type="remote-source", title='<img src=x onerror="alert(1)">',
                   location="<script>alert(2)</script>", url="javascript:alert(3)",
                   excerpt="</pre><script>alert(4)</script>")
RECORDS = [PEAKS, REGION, HOSTILE]

DOC = f"""<!DOCTYPE html>
<html lang="en"><head><meta name="viewport" content="width=device-width"><title>MYC report {PEAKS.token}</title>
<style>h1 {{ color: #123; }} /* {PEAKS.token} */</style>
<script>window.note = "{PEAKS.token}";</script></head>
<body>
<h1>MYC promoter</h1>
<p>The view was chr8:127,700,000-127,760,000 {REGION.token}. There were 7 peaks {PEAKS.token}.</p>
<p>A <a href="https://www.encodeproject.org/">linked claim {REGION.token}</a>,
a made-up source [[cite:cite_invented_0]].</p>
<p>Cutoff 8.79 {PEAKS.token}, and 12 enhancers {PEAKS.token}.</p>
<img src="data:image/png;base64,iVBORw0KGgo=" alt="Figure {PEAKS.token}" title="{HOSTILE.token}">
<textarea>{PEAKS.token}</textarea>
<svg width="10" height="10"><text>{REGION.token}</text></svg>
<!-- {PEAKS.token} -->
<p>A page said something {HOSTILE.token}.</p>
</body></html>
"""


class _Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.text, self.attrs = [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend(attrs)
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def _before_appendix(html):
    return html.split('<section class="gw-cited gw-report-evidence"', 1)[0]


def _parse(html):
    c = _Collect()
    c.feed(html)
    return c


def test_tokens_become_numbered_chips_with_an_evidence_appendix():
    out = cite_html(DOC, RECORDS)
    assert [c.id for c in out.chips] == [PEAKS.id, REGION.id, HOSTILE.id]  # the title's token comes first
    assert [c.number for c in out.chips] == [1, 2, 3]
    assert out.unknown_tokens == ["cite_invented_0"]
    html = out.html
    # Chips: the chat's markup, linked to the appendix.
    assert html.count('class="gw-chip') >= 6
    assert f'data-cite="{PEAKS.id}" data-n="1"' in html and f'href="#{out.message_id}-ev-1"' in html
    assert f'id="{out.message_id}-ev-1"' in html and f'id="{out.message_id}-ev-3"' in html
    assert "Evidence (3 records)" in html
    # Where markup cannot go: plain [n].
    assert "<title>MYC report [1]</title>" in html
    assert 'alt="Figure [1]"' in html and 'title="[3]"' in html
    assert "<textarea>[1]</textarea>" in html and "<svg width=\"10\" height=\"10\"><text>[2]</text></svg>" in html
    # Left alone: scripts, styles, comments.
    assert f'window.note = "{PEAKS.token}";' in html and f"/* {PEAKS.token} */" in html
    assert f"<!-- {PEAKS.token} -->" in html
    # No raw token for a known record anywhere a reader sees it (the appendix names each token
    # in its Token tile, as the chat's evidence panel does).
    page = _before_appendix(html)
    seen = "".join(_parse(page).text) + " ".join(v or "" for _, v in _parse(page).attrs)
    for record in RECORDS:
        assert record.token not in seen
    assert "[[cite:cite_invented_0]]" in seen and 'class="gw-unknown"' in html
    # Inside a link a chip is a span, not a nested link.
    link = re.search(r'<a href="https://www.encodeproject.org/">(.*?)</a>', html, re.S).group(1)
    assert "<a " not in link and 'role="button"' in link


def test_the_agents_document_is_otherwise_unchanged():
    out = cite_html(DOC, RECORDS)
    assert out.html.startswith(ARTIFACT_PREFIX)  # our doctype and policy come before the agent's document (#12)
    stripped = re.sub(r'<span class="gw-cited gw-inline"><span class="gw-unknown".*?</span></span>', "TOKEN",
                      out.html.removeprefix(ARTIFACT_PREFIX), flags=re.S)
    stripped = re.sub(r'<span class="gw-cited gw-inline">.*?</sup></span>', "TOKEN", stripped, flags=re.S)
    stripped = re.sub(r"<style>/\* Chips, badges.*?</section>", "", stripped, flags=re.S)
    original = re.sub(r"\[\[cite:[\w-]+\]\]", "TOKEN", DOC)
    stripped = re.sub(r"\[\d\]|\[\[cite:[\w-]+\]\]", "TOKEN", stripped)
    assert stripped == original


def test_sentence_checks_and_badges_as_in_the_chat():
    out = cite_html(DOC, RECORDS)
    statuses = {c.sentence.split("[[")[0].strip(): c.status for c in out.checks if c.citation_ids}
    assert statuses["There were 7 peaks"] == "verified"
    assert statuses["Cutoff 8.79"] == "unsupported"  # the sentence also says "12 enhancers"
    chip = out.chips[0]
    assert chip.status == "unsupported" and "verified" in chip.statuses
    assert "“Cutoff 8.79" in out.html  # the appendix quotes the checked sentence
    # Same chips as the chat renders for the same sentence.
    chat = render_message(f"There were 7 peaks {PEAKS.token}.", RECORDS)
    chat_chip = re.search(r"<sup><a class=\"gw-chip.*?</sup>", chat.html).group(0)
    report_chip = re.search(r"<sup><a class=\"gw-chip gw-verified\" data-cite=\"%s\".*?</sup>" % PEAKS.id,
                            out.html).group(0)
    assert re.sub(r'data-check="\d+"|href="#\w+-ev-1"', "", chat_chip) == \
        re.sub(r'data-check="\d+"|href="#\w+-ev-1"', "", report_chip)


def test_reader_text():
    out = cite_html(DOC, RECORDS)
    lines = out.text.splitlines()
    assert lines[0] == "MYC promoter"
    assert "There were 7 peaks [1]." in out.text and "[unknown citation]" in out.text
    assert "window.note" not in out.text and "h1 {" not in out.text and "MYC report" not in out.text


def test_hostile_records_stay_text():
    html = cite_html(DOC, RECORDS).html
    body = html.split("<body>", 1)[1]
    assert "<script>alert" not in body and "<img src=x" not in body and "javascript:" not in body
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in body and "&lt;/pre&gt;&lt;script&gt;alert(4)" in body
    tags = _parse(body).tags
    assert tags.count("script") == 0


def test_security_header_comes_first_in_the_head():
    html = cite_html(DOC, RECORDS).html
    assert html.startswith('<!DOCTYPE html>\n<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"'[:15])
    assert html.index("Content-Security-Policy") < html.index("<html")
    assert ARTIFACT_CSP in html and "script-src" not in ARTIFACT_CSP and "default-src 'none'" in ARTIFACT_CSP
    assert html.index("Evidence (3 records)") < html.rindex("</body>")


@pytest.mark.parametrize("doc", [
    "<h1>Only a fragment</h1><p>7 peaks [[cite:cite_p_genome_call_peaks_1a2b3c4d]].</p>",
    "<!-- lead comment --><!doctype html><p>7 peaks [[cite:cite_p_genome_call_peaks_1a2b3c4d]]</p>",
    "<html><body><p>7 peaks [[cite:cite_p_genome_call_peaks_1a2b3c4d]]",  # never closed
    "<html><head><title>x</title><body><p>7 peaks [[cite:cite_p_genome_call_peaks_1a2b3c4d]]</p></html>",
    "<html><head><title>x</title><p>7 peaks [[cite:cite_p_genome_call_peaks_1a2b3c4d]]</p></html>",  # head never closed
])
def test_odd_documents(doc):
    out = cite_html(doc, RECORDS, title="Fragment")
    assert len(out.chips) == 1 and "[[cite:" not in "".join(_parse(_before_appendix(out.html)).text)
    assert "Content-Security-Policy" in out.html and "Evidence (1 record)" in out.html
    assert "7 peaks [1]" in out.text and out.chips[0].status == "verified"


def test_no_tokens_no_appendix():
    out = cite_html("<!doctype html><html><body><p>Plain.</p></body></html>", RECORDS)
    assert out.chips == [] and "gw-evidence" not in out.html and "<style>" not in out.html
    assert out.html.endswith("<p>Plain.</p></body></html>")
