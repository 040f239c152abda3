"""Issue 30 (a newcomer's first hour): the offline agent's answers say when a scope holds no data
and how a view nobody set was chosen; every answer still verifies."""

from __future__ import annotations

from genie_widgets.agent import Conversation

from .conftest import TCGA
from .test_offline import answer


def test_stats_off_the_data_say_where_the_data_is(project, shared_data):
    chat = Conversation(project)
    answer(chat, f"/add {shared_data / TCGA / 'ACCx_025FE5F8_T1.bw'}")
    answer(chat, "/goto chr8:127,700,000-127,760,000")
    text = answer(chat, "/stats scope=chromosome").text
    assert "has no data" in text and "**No data in scope:**" in text
    assert "its data is on `chr21:" in text and "not a measured zero" in text


def test_stats_before_any_view_say_how_the_view_was_chosen(project, shared_data):
    chat = Conversation(project)
    answer(chat, f"/add {shared_data / TCGA / 'ACCx_025FE5F8_T1.bw'}")
    text = answer(chat, "/stats scope=chromosome").text
    assert "Over the whole chromosome (chr21:" in text and "had mean" in text
    assert "**Note:** No view was ever set" in text and "`chr8:127,700,000-127,760,000`" in text


CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"


def test_correlate_states_its_bin_size_and_that_r_depends_on_it(project, shared_data):
    chat = Conversation(project)
    for name in ("rep1.fc.signal.bigwig", "rep2.fc.signal.bigwig"):
        answer(chat, f"/add {shared_data / CHR19 / name}")
    a, b = (t.id for t in project.tracks)
    answer(chat, "/goto chr19:1,000,000-1,100,000")
    text = answer(chat, f"/correlate {a} {b} scope=chromosome").text
    assert "bins of 117,236 bp (the default bin size for this scope; r depends on the bin size" in text
    given = answer(chat, f"/correlate {a} {b} scope=chromosome binSize=10000").text
    assert "bins of 10,000 bp (the bin size asked for; r depends on the bin size" in given
    assert "r depends on the bin size" in answer(chat, "/summary").text
    records = [r for r in chat.store if r.tool == "genome_correlate_tracks"]
    assert [r.data["binSizeChosen"] for r in records] == ["default", "given"]
    assert records[0].data["r"] > records[1].data["r"]  # wider bins, higher r: why the note is there
    assert "Binned r depends on the bin size" in records[0].data["binSizeNote"]


def test_exported_tool_cards_are_one_line_with_the_json_folded(project, shared_data):
    import re

    chat = Conversation(project)
    answer(chat, f"/add {shared_data / TCGA / 'ACCx_025FE5F8_T1.bw'}")
    answer(chat, "/goto chr21:45,700,000-45,800,000")
    answer(chat, "/tracks")
    answer(chat, "/stats")
    page = chat.to_html()
    cards = re.findall(r'<details class="gw-tool gw-tool-(\w+)"([^>]*)><summary>(.*?)</summary>', page)
    assert len(cards) == 4 and all(status == "done" and attrs == "" for status, attrs, _ in cards)  # folded
    summaries = [summary for _s, _a, summary in cards]
    stats = next(s for s in summaries if "genome_signal_stats" in s)
    assert "1 track; mean ACCx_025FE5F8_T1.bw" in stats
    tracks = next(s for s in summaries if "genome_list_tracks" in s)
    assert "gw-tool-args" not in tracks and "→" in tracks and "1 track" in tracks  # no empty {} block
    assert "<pre>{}</pre>" not in page
    assert page.count('<details class="gw-tool-json"><summary>Full result (JSON)</summary>') == 4
    goto = next(s for s in summaries if "genome_navigate" in s)
    assert "locus=chr21:45,700,000-45,800,000" in goto and "view chr21:45,700,000-45,800,000" in goto
    markdown = chat.to_markdown()
    assert "`{}`" not in markdown and "- Tool `genome_list_tracks`: done" in markdown


def test_a_models_instructions_ask_it_to_relay_scope_warnings_and_bin_sizes():
    from genie_widgets.agent.instructions import evidence_rules

    rules = evidence_rules("genome")
    assert "`scopeWarnings`" in rules and "never a measured zero" in rules and "`binSize`" in rules
