"""One reading of the Markdown (issue 14 §4): the claim checker ignores exactly the code the
renderer draws as code, because both read it with the same markdown-it parser."""

from __future__ import annotations

import pytest

from genie_widgets.citations import Citation, render_message, verify_message
from genie_widgets.citations.markdown import code_parts

CASES = [
    ("a `x` b", ["`x`"]),
    ("> quote `code` here\n> more `c2`", ["`code`", "`c2`"]),
    ("- item `a`\n  - sub `b` and `c`", ["`a`", "`b`", "`c`"]),
    ("| h | `x` |\n|---|---|\n| `a` | b `c` |", ["`x`", "`a`", "`c`"]),
    ("multi `line\ncode` span", ["`line\ncode`"]),
    ("esc \\`not` code`", ["` code`"]),
    ("[link `code` text](http://x) `y`", ["`code`", "`y`"]),
    ("a ``b`c`` d", ["``b`c``"]),
    ("unmatched `backtick here", []),
    ("- item\n\t`code` after a tab", ["`code`"]),
    ("| a | `b\\|c` |\n|---|---|\n", ["`b\\|c`"]),
    ("a `span\n\n` across a blank line", []),
]


@pytest.mark.parametrize("text, spans", CASES)
def test_inline_code_spans_are_where_markdown_it_sees_them(text, spans):
    _, inline = code_parts(text)
    assert [text[s:e] for s, e in inline] == spans


def test_code_blocks_fenced_unclosed_and_indented():
    text = "```py\nx = 1.5\n```\n\n    indented 2.5\n\n~~~\nunclosed 3.5"
    fenced, _ = code_parts(text)
    assert [text[s:e] for s, e in fenced] == ["```py\nx = 1.5\n```", "    indented 2.5", "~~~\nunclosed 3.5"]


def _record() -> Citation:
    return Citation(id="cite_md_stats_1", source_type="genome-computation", title="Signal stats", genome="hg38",
                    data={"tracks": [{"trackId": "rep1_a", "name": "rep1", "stats": {"mean": 0.87}}]},
                    tool="genome_signal_stats")


def test_a_token_in_an_indented_code_block_is_code_for_both_the_renderer_and_the_checker():
    rec = _record()
    text = f"rep1 averaged 0.87 {rec.token}.\n\n    example: rep1 averaged 9.99 {rec.token}\n"
    rendered = render_message(text, [rec])
    assert f"<pre><code>example: rep1 averaged 9.99 {rec.token}" in rendered.html  # drawn raw, as code
    checks = verify_message(text, {rec.id: rec})
    assert checks[0].status == "verified"
    assert all("9.99" not in f.text for c in checks for f in c.facts)
    assert len(rendered.chips) == 1 and rendered.chips[0].statuses == ["verified"]


def test_many_tokens_in_one_paragraph_are_read_quickly():
    rec = _record()
    text = " ".join(f"rep1 averaged 0.87 {rec.token}." for _ in range(400))
    fenced, inline = code_parts(text)
    assert fenced == [] and inline == []
    assert all(c.status == "verified" for c in verify_message(text, {rec.id: rec}))


def test_carriage_returns_break_lines_as_markdown_it_reads_them() -> None:
    # markdown-it treats "\r\n" and a lone "\r" as line breaks; a fence after one is still found,
    # and no code range is ever empty (a hypothesis case: '\r0. ```').
    from genie_widgets.citations.sentences import code_ranges

    assert all(s < e for s, e in code_ranges("\r0. ```"))
    text = "Mean 1.5\r\n```\r\nmean 2.5\r\n```\r\nafter 3.5"
    (start, end), = code_ranges(text)
    assert text[start:end] == "```\r\nmean 2.5\r\n```"
