"""Property tests: sentence splitting, token finding and claim checking never crash and never
lose text, whatever the model writes."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genie_widgets.citations.records import Citation, find_tokens, token_for
from genie_widgets.citations.verify import code_ranges, extract_facts, split_sentences, verify_message

# Pieces that stress the splitter: terminators, decimals, loci, abbreviations, tokens (whole and
# broken), code fences and backticks, markdown block markers, odd whitespace and unicode.
FRAGMENTS = [
    ".", ". ", "!", "?", "...", "\u2026", ",", ":", ";", "-", "\u2013", "%", "(", ")", "[", "]", "*", "**", "_",
    " ", "  ", "\t", "\n", "\n\n", "\r\n", "\u00a0", "\u2028", "\x1c",
    "1.14", "19.96", "100%", "-0.42", "\u22120.42", "1.2e-5", "1e", "127,700,000", "60-kb", "1.4 kb", "2 Mb",
    "chr8:127,700,000\u2013127,760,000", "8:1-2", "chrM:1-9", "12:30-13:00",
    "e.g.", "i.e.", "etc.", "vs.", "approx.", "ca.", "Fig.", "et al.", "E. coli",
    "K562", "H3K27ac", "hg38", "ENCFF381NDD", "encsr000akp", "peak_3", "rs123",
    "[[cite:cite_a]]", "[[cite:cite_b]]", "[[cite:cite_zz]]", "[[cite:", "]]", "[[cite:cite_a]", "[1]",
    "`", "``", "```", "~~~", "\\`", "\n```\n", "\n~~~\n",
    "- ", "* ", "1. ", "2) ", "# ", "> ", "| ", "---",
    "The mean", "was", "Next", "ok", "\u00e9t\u00e9", "\u0663", "\U0001F600",
]

texts = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=6)), max_size=40).map("".join)

RECORDS = {
    "cite_a": Citation(id="cite_a", source_type="genome-region", title="Visible genome region (hg38)",
                       locus="chr8:127700000-127760000",
                       data={"genomeId": "hg38", "viewRegion": {"locus": "chr8:127700000-127760000",
                                                                 "start": 127700000, "end": 127760000}}),
    "cite_b": Citation(id="cite_b", source_type="genome-computation", title="Genome signal stats result",
                       data={"tracks": [{"stats": {"min": 0, "max": 19.9612, "mean": 1.1403, "coveredFraction": 1}}],
                             "peaks": [{"chrom": "chr8", "start": 1, "end": 9}], "deep": [[[[-0.42]]]],
                             "note": "Lines 1-40 of ENCFF381NDD, 60 kb", "flag": True, "none": None}),
}

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_spans(text: str, spans: list[tuple[int, int]]) -> None:
    previous_end = 0
    covered = [False] * len(text)
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        assert not text[start].isspace() and not text[end - 1].isspace()
        for i in range(start, end):
            covered[i] = True
        previous_end = end
    lost = [ch for ch, c in zip(text, covered, strict=True) if not c and not ch.isspace()]
    assert lost == []


@SETTINGS
@given(texts)
def test_split_sentences_never_loses_text(text):
    check_spans(text, split_sentences(text))


@SETTINGS
@given(st.text())
def test_split_sentences_on_any_unicode(text):
    check_spans(text, split_sentences(text))


@SETTINGS
@given(texts)
def test_find_tokens_reconstructs_text(text):
    pieces, cursor = [], 0
    for t in find_tokens(text):
        assert cursor <= t.start < t.end
        assert text[t.start:t.end] == token_for(t.id)
        pieces.append(text[cursor:t.start])
        pieces.append(token_for(t.id))
        cursor = t.end
    pieces.append(text[cursor:])
    assert "".join(pieces) == text


@SETTINGS
@given(texts)
def test_code_ranges_are_sorted_and_disjoint(text):
    previous_end = 0
    for start, end in code_ranges(text):
        assert previous_end <= start < end <= len(text)
        previous_end = end


@SETTINGS
@given(texts)
def test_extract_facts_never_crashes(text):
    for fact in extract_facts(text):
        assert fact.kind in ("number", "locus", "accession")
        assert fact.text and fact.text in text
        assert not fact.found


@SETTINGS
@given(texts)
def test_verify_message_covers_every_sentence_and_token(text):
    checks = verify_message(text, RECORDS)
    assert [(c.start, c.end) for c in checks] == split_sentences(text)
    code = code_ranges(text)
    live = [t for t in find_tokens(text) if not any(s <= t.start < e for s, e in code)]
    attached = [t for c in checks for t in c.tokens]
    assert attached == live  # each live token in exactly one sentence, in order
    for c in checks:
        assert c.sentence == text[c.start:c.end]
        assert all(c.start <= t.start and t.end <= c.end for t in c.tokens)
        if c.tokens or not c.citation_ids:
            assert c.citation_ids == list(dict.fromkeys(t.id for t in c.tokens))
        else:  # a table row cited by its caption's tokens (captions.py): a row, and a caption's ids
            assert c.sentence.lstrip().startswith("|")
            assert any(o.tokens and o.citation_ids == c.citation_ids for o in checks)
        assert c.status in ("verified", "unsupported", "unverified", "uncited", "plain")
        assert c.reason.endswith(".")
        if c.status == "verified":
            assert c.facts and all(f.found for f in c.facts)
        if c.status == "unsupported" and any(i in RECORDS for i in c.citation_ids):
            assert any(not f.found for f in c.facts)
        json.dumps(c.to_dict())


def test_a_table_row_borrows_its_caption_ids_without_tokens():
    """Found by the property above on CI: rows cite through the caption under them."""
    checks = verify_message("| x | 1.14 |\n| y |\n\nTable. [[cite:cite_a]]", RECORDS)
    assert [(c.citation_ids, len(c.tokens)) for c in checks] == [(["cite_a"], 0), (["cite_a"], 0), (["cite_a"], 1)]
