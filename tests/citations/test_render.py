import re
from html.parser import HTMLParser

import pytest

from genie_widgets.citations import Citation, CitationStore, render_message, split_streaming

REGION = Citation(
    id="cite_project_c7bb_genome_navigate_aa11bb22", source_type="genome-region",
    title="Visible genome region (hg38)", locus="chr8:127700000-127760000", genome="hg38",
    data={"genomeId": "hg38",
          "viewRegion": {"locus": "chr8:127700000-127760000", "start": 127700000, "end": 127760000}},
    tool="genome_navigate")
FILE = Citation(
    id="cite_project_c7bb_public_data_ENCFF381NDD", source_type="public-data-file",
    title="ENCFF381NDD: H3K27ac fold change over control (K562)",
    location="https://www.encodeproject.org/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig",
    url="https://www.encodeproject.org/files/ENCFF381NDD/", genome="hg38",
    data={"accession": "ENCFF381NDD", "experiment": "ENCSR000AKP", "assay": "Histone ChIP-seq",
          "target": "H3K27ac", "biosample": "K562", "assembly": "GRCh38", "outputType": "fold change over control"},
    tool="public_data_search")
STATS = Citation(
    id="cite_project_c7bb_genome_signal_stats_cc33dd44", source_type="genome-computation",
    title="Genome signal stats result", genome="hg38", locus="chr8:127700000-127760000",
    data={"tracks": [{"trackId": "t1", "stats": {"min": 0, "max": 19.9612, "mean": 1.1403, "coveredFraction": 1}}]},
    tool="genome_signal_stats")
PEAKS = Citation(
    id="cite_project_c7bb_genome_call_peaks_ed3319c2", source_type="genome-computation",
    title="Genome call peaks result", file_name="peaks-t1-ab12cd34.bed",
    data={"method": "zscore", "threshold": 8.791333735783212, "minWidth": 1, "peakCount": 7,
          "resultFileName": "peaks-t1-ab12cd34.bed"},
    tool="genome_call_peaks")
ALL = [REGION, FILE, STATS, PEAKS]


def chip_numbers(html: str) -> list[tuple[str, str]]:
    return re.findall(r'class="gw-chip[^"]*" data-cite="([^"]+)" data-n="(\d+)"', html)


def test_numbering_restarts_per_message_and_repeats_keep_their_number():
    text = (f"Region {REGION.token}. File {FILE.token} again {REGION.token}. Stats {STATS.token}.")
    msg = render_message(text, ALL)
    assert [(c.number, c.id) for c in msg.chips] == [(1, REGION.id), (2, FILE.id), (3, STATS.id)]
    assert chip_numbers(msg.html) == [(REGION.id, "1"), (FILE.id, "2"), (REGION.id, "1"), (STATS.id, "3")]
    second = render_message(f"Only stats {STATS.token}.", ALL)
    assert [(c.number, c.id) for c in second.chips] == [(1, STATS.id)]
    assert "[[cite:" not in msg.html


def test_unknown_token_stays_visible_and_is_flagged():
    msg = render_message(f"Made up [[cite:cite_invented_1]] and real {FILE.token}.", ALL)
    assert msg.unknown_tokens == ["cite_invented_1"]
    assert '<span class="gw-unknown"' in msg.html and "[[cite:cite_invented_1]]" in msg.html
    assert [c.id for c in msg.chips] == [FILE.id]
    assert msg.chips[0].number == 1
    assert "[[cite:cite_invented_1]]" in msg.markdown


def test_tokens_in_code_stay_code():
    text = f"Use `{REGION.token}` like this:\n\n```\nanswer {FILE.token}\n```\n\nReal {STATS.token}."
    msg = render_message(text, ALL)
    assert [c.id for c in msg.chips] == [STATS.id]
    assert f"<code>{REGION.token}</code>" in msg.html
    assert f"answer {FILE.token}" in msg.html
    assert msg.markdown.startswith(f"Use `{REGION.token}`")
    assert f"answer {FILE.token}" in msg.markdown


def test_token_inside_link_text_is_a_chip_without_nested_anchor():
    msg = render_message(f"See [the file {FILE.token}](https://www.encodeproject.org/).", ALL)
    assert msg.chips[0].id == FILE.id
    inner = msg.html.split('<a href="https://www.encodeproject.org/"', 1)[1].split("</a>", 1)[0]
    assert "<a " not in inner and 'role="button"' in inner


def test_markdown_form_has_numbers_and_sources():
    msg = render_message(f"In the region {REGION.token}, file {FILE.token}.", ALL)
    assert msg.markdown.startswith("In the region [1], file [2].")
    assert "Sources:" in msg.markdown
    assert "- [1] Genome region: Visible genome region (hg38)" in msg.markdown
    assert "<https://www.encodeproject.org/files/ENCFF381NDD/>" in msg.markdown


def test_verification_badges_on_chips_and_uncited_marker():
    text = (f"Signal averaged 1.14 and reached 19.96, with 100% reported coverage {REGION.token}. "
            f"Signal averaged 1.14 and reached 19.96, with 100% reported coverage {STATS.token}. "
            "There were 12 peaks.")
    msg = render_message(text, ALL)
    region_chip, stats_chip = msg.chips
    assert region_chip.status == "unsupported"
    assert stats_chip.status == "verified"
    assert 'data-status="unsupported"' in msg.html and 'data-status="verified"' in msg.html
    assert 'class="gw-uncited"' in msg.html
    checks = {c.status for c in msg.checks}
    assert {"unsupported", "verified", "uncited"} <= checks


@pytest.mark.parametrize("partial", ["[", "[[", "[[c", "[[ci", "[[cit", "[[cite", "[[cite:", "[[cite:cite_ab",
                                     "[[cite:cite_ab]"])
def test_streaming_holds_back_an_unfinished_token(partial):
    text = f"Mean was 1.14 {partial}"
    shown, held = split_streaming(text)
    assert held == partial and shown + held == text
    msg = render_message(text, ALL, streaming=True)
    assert msg.held_back == partial
    assert "[[" not in msg.html and "[cite" not in msg.html


def test_streaming_keeps_complete_tokens_and_plain_brackets():
    assert split_streaming(f"done {FILE.token}") == (f"done {FILE.token}", "")
    assert split_streaming("a list [1, 2]") == ("a list [1, 2]", "")
    assert split_streaming("see [x]") == ("see [x]", "")


def test_records_from_store(tmp_path):
    store = CitationStore(tmp_path / "s")
    store.add(*ALL)
    msg = render_message(f"File {FILE.token}.", store)
    assert msg.chips[0].record["title"].startswith("ENCFF381NDD")
    assert "data" not in msg.chips[0].record  # the front-end gets the excerpt, not the full data


def test_static_snapshot_links_chips_to_the_evidence_list():
    msg = render_message(f"7 peaks at a signal cutoff of 8.79 {PEAKS.token}. File {FILE.token}.", ALL,
                         message_id="m1")
    html = msg.static_html()
    assert 'href="#m1-ev-1"' in html and 'id="m1-ev-1"' in html and 'id="m1-ev-2"' in html
    assert "<script" not in html and "[[cite:" not in html.replace(PEAKS.token, "").replace(FILE.token, "")
    assert "<mark>8.791333735783212</mark>" in html  # the value the sentence used
    assert "Open source" in html and "https://www.encodeproject.org/files/ENCFF381NDD/" in html


def test_no_excerpt_text():
    meta = Citation(id="cite_meta_1", source_type="remote-source", title="A page",
                    location="https://example.org/", url="https://example.org/")
    html = render_message(f"A page {meta.token}.", [meta]).static_html()
    assert "This citation points to source metadata. Inspect the source for deeper content." in html


# --- hostile input -----------------------------------------------------------------------------

XSS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<iframe src=javascript:alert(1)></iframe>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](java\tscript:alert(1))",
    "[click](  javascript:alert(1))",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](file:///etc/passwd)",
    "![x](javascript:alert(1))",
    "![x](https://evil.example/pixel.png)",
    '[x](https://ok.example/" onclick="alert(1))',
    '[x](https://ok.example/ "title\\" onmouseover=alert(1) x=\\"")',
    "<a href='javascript:alert(1)'>x</a>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>",
    "<style>body{display:none}</style>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<object data=javascript:alert(1)>",
    "<embed src=javascript:alert(1)>",
    "<form action=javascript:alert(1)><button>x</button></form>",
    "<body onload=alert(1)>",
    "<input autofocus onfocus=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<meta http-equiv=refresh content='0;url=javascript:alert(1)'>",
    "<link rel=stylesheet href=https://evil.example/x.css>",
    "<base href=https://evil.example/>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;script&#62;alert(1)&#60;/script&#62;",
    "`<script>alert(1)</script>`",
    "```html\n<script>alert(1)</script>\n```",
    "[[cite:<script>alert(1)</script>]]",
    "[x](<javascript:alert(1)>)",
    "<https://ok.example/><javascript:alert(1)>",
    "[x][ref]\n\n[ref]: javascript:alert(1)",
    "| a | b |\n|---|---|\n| <script>x</script> | <img src=x onerror=y> |",
    "**<img src=x onerror=alert(1)>**",
    "\u202e<script>alert(1)</script>",
    "[x](https://ok.example/)<script>alert(1)</script>",
]

ALLOWED_TAGS = {"div", "p", "a", "sup", "span", "code", "pre", "em", "strong", "ul", "ol", "li", "h1", "h2", "h3",
                "h4", "h5", "h6", "blockquote", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "s", "nav",
                "details", "summary", "mark", "style"}
ALLOWED_ATTRS = {"class", "href", "title", "target", "rel", "data-cite", "data-n", "data-status", "data-check",
                 "aria-label", "aria-hidden", "role", "tabindex", "id", "open", "style"}


class SafetyChecker(HTMLParser):
    def __init__(self):
        super().__init__()
        self.problems = []
        self.style_blocks = 0

    def handle_starttag(self, tag, attrs):
        if tag not in ALLOWED_TAGS:
            self.problems.append(f"tag <{tag}>")
        if tag == "style":
            self.style_blocks += 1
        for name, value in attrs:
            if name not in ALLOWED_ATTRS or name.startswith("on"):
                self.problems.append(f"attribute {name} on <{tag}>")
            if name == "style":
                self.problems.append("inline style attribute")
            if name == "href" and value and not re.match(r"^(https?:|mailto:|#)", value.strip(), re.I):
                self.problems.append(f"href {value!r}")


def assert_safe(html: str, max_style_blocks: int = 0):
    checker = SafetyChecker()
    checker.feed(html)
    checker.close()
    assert not checker.problems, (checker.problems, html)
    assert checker.style_blocks <= max_style_blocks


@pytest.mark.parametrize("payload", XSS)
def test_hostile_model_output_never_becomes_markup(payload):
    msg = render_message(f"Answer: {payload} {FILE.token}", ALL)
    assert_safe(msg.html)
    assert_safe(msg.static_html(), max_style_blocks=1)
    assert "evil.example/pixel.png" not in re.findall(r'src="([^"]*)"', msg.html)


def test_xss_corpus_is_large_enough():
    assert len(XSS) >= 30


@pytest.mark.parametrize("payload", XSS[:12])
def test_hostile_record_fields_are_escaped(payload):
    bad = Citation(id="cite_hostile_1", source_type="remote-source", title=payload, location=payload,
                   excerpt=payload, url="javascript:alert(1)", file_name=payload, locus=payload)
    msg = render_message(f"See {bad.token}.", [bad])
    assert_safe(msg.html)
    assert_safe(msg.static_html(), max_style_blocks=1)
    assert msg.chips[0].record["url"] is None  # unsafe links never reach the panel


def test_placeholder_characters_in_input_are_kept():
    text = "private \ue000 use \ue001 chars " + FILE.token
    msg = render_message(text, ALL)
    assert "\ue000" in msg.html and "\ue001" in msg.html
    assert msg.chips[0].id == FILE.id


def test_highlight_marks_whole_values_only():
    from genie_widgets.citations.chips import _highlight

    out = _highlight('{"locus": "chr8:127700000-127760000", "peakCount": 7, "x": 7.5}', ["7"])
    assert out.count("<mark>") == 1 and "<mark>7</mark>," in out


def test_chips_drawn_before_their_check_are_pending_not_unverified():
    """A streamed answer's chips are drawn before the sentence is checked: they say "not checked
    yet" (…), never the ? of a finished check, so a reader (or a test) cannot mistake the first draw
    for a verdict; the same text checked gives verdicts and no pending chip."""
    from genie_widgets.widgets.chat_entries import rendered

    text = f"The file is {FILE.title} {FILE.token}. Mean was 1.14 {STATS.token}"
    live = render_message(text, ALL, streaming=True, verify=False)
    assert live.chips and all(c.status == "pending" for c in live.chips)
    assert 'data-status="pending"' in live.html and 'data-status="unverified"' not in live.html
    streamed = rendered(text, ALL, streaming=True)
    assert {c["status"] for c in streamed["chips"]} == {"pending"}
    done = render_message(text, ALL)
    assert done.chips and all(c.status != "pending" for c in done.chips)
    assert "pending" not in done.html
