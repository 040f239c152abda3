import json
import re

import pytest

from genie_widgets.citations import (
    EXCERPT_LIMIT,
    SOURCE_TYPE_LABELS,
    Citation,
    CitationError,
    encode_file_id,
    find_tokens,
    mint_id,
)
from genie_widgets.citations.records import clamp_excerpt


def test_labels_follow_the_reference_table():
    assert SOURCE_TYPE_LABELS["genome-region"] == "Genome region"
    for evidence in ("genome-computation", "public-data-search", "public-data-file", "studio-output"):
        assert SOURCE_TYPE_LABELS[evidence] == "Evidence"
    assert SOURCE_TYPE_LABELS["asset-catalog"] == "Asset catalog"
    assert SOURCE_TYPE_LABELS["asset"] == "Project asset"
    assert SOURCE_TYPE_LABELS["remote-source"] == "Remote source"


def test_label_defaults_from_source_type_and_token_format():
    c = Citation(id="cite_project_abc_genome_navigate_1a2b3c4d", source_type="genome-region",
                 title="Visible genome region (hg38)", locus="chr8:127700000-127760000", genome="hg38")
    assert c.label == "Genome region"
    assert c.token == "[[cite:cite_project_abc_genome_navigate_1a2b3c4d]]"
    assert c.created_at.endswith("Z")


@pytest.mark.parametrize("bad", ["", "cite_", "cite bad", "cite_a.b", "cite_<script>", "CITE_abc", "x_cite_a",
                                 "cite_a]]"])
def test_invalid_ids_are_refused(bad):
    with pytest.raises(CitationError, match="invalid citation id"):
        Citation(id=bad, source_type="asset", title="t")


def test_unknown_source_type_and_empty_title_are_refused():
    with pytest.raises(CitationError, match="unknown source type"):
        Citation(id="cite_a", source_type="web", title="t")
    with pytest.raises(CitationError, match="non-empty title"):
        Citation(id="cite_a", source_type="asset", title="")


def test_excerpt_is_clamped_but_full_data_is_kept():
    data = {"rows": [{"i": i, "value": i * 1.5} for i in range(500)]}
    c = Citation(id="cite_big", source_type="genome-computation", title="Genome quantify result", data=data)
    assert len(c.excerpt) == EXCERPT_LIMIT
    assert c.excerpt.endswith("…")
    assert c.data == data
    assert c.to_dict()["data"]["rows"][499]["value"] == 748.5
    explicit = Citation(id="cite_x", source_type="asset", title="t", excerpt="y" * 5000)
    assert len(explicit.excerpt) == EXCERPT_LIMIT


def test_no_data_no_excerpt():
    c = Citation(id="cite_meta", source_type="remote-source", title="A page", location="https://example.org/")
    assert c.excerpt is None


def test_round_trip_through_json():
    c = Citation(id="cite_rt_1", source_type="asset", title="peaks.bed", data={"preview": "chr1\t1\t2"},
                 asset_id="asset_1", line_range="Lines 1-40", url="https://x.org/p.bed", file_name="peaks.bed",
                 tool="project_read_asset", genome="hg38", locus="chr1:1-2", location="assets/peaks.bed")
    back = Citation.from_dict(json.loads(json.dumps(c.to_dict())))
    assert back == c
    assert set(c.to_dict()) == {"id", "sourceType", "label", "title", "location", "excerpt", "data", "genome",
                                "locus", "assetId", "lineRange", "url", "fileName", "tool", "createdAt"}


def test_from_dict_refuses_unknown_and_missing_fields():
    with pytest.raises(CitationError, match="unknown fields: extra"):
        Citation.from_dict({"id": "cite_a", "sourceType": "asset", "title": "t", "extra": 1})
    with pytest.raises(CitationError, match="missing 'title'"):
        Citation.from_dict({"id": "cite_a", "sourceType": "asset"})


def test_mint_id_is_valid_and_unique():
    ids = {mint_id("project", "c7bb7f985139", "genome call peaks!") for _ in range(200)}
    assert len(ids) == 200
    for cid in ids:
        assert re.fullmatch(r"cite_project_c7bb7f985139_genome_call_peaks_[0-9a-f]{8}", cid), cid


def test_encode_file_ids_are_stable():
    assert encode_file_id("project_c7bb7f985139", "ENCFF381NDD") == "cite_project_c7bb7f985139_public_data_ENCFF381NDD"
    assert encode_file_id("c7bb7f985139", "encff381ndd") == "cite_project_c7bb7f985139_public_data_ENCFF381NDD"
    with pytest.raises(CitationError):
        encode_file_id("", "ENCFF381NDD")


def test_find_tokens_offsets():
    text = "a [[cite:cite_x]] b [[cite:bad id]] [[cite:cite_y-2]]"
    found = find_tokens(text)
    assert [t.id for t in found] == ["cite_x", "cite_y-2"]
    assert text[found[0].start:found[0].end] == "[[cite:cite_x]]"


def test_clamp_excerpt_short_text_unchanged():
    assert clamp_excerpt("abc") == "abc"
    assert clamp_excerpt(None) is None


def test_strip_tokens():
    from genie_widgets.citations import strip_tokens

    assert strip_tokens("Mean 1.14 [[cite:cite_a]] and [[cite:cite_b]].") == "Mean 1.14 and."
