"""The tile protocol's checks: every malformed request is answered with an error tile naming the
field, over the real browser widget (its messages go through the same path as the page's)."""

from __future__ import annotations

import numpy as np
import pytest

from genie_widgets.project import Project
from genie_widgets.widgets import GenomeBrowser
from genie_widgets.widgets.tile_protocol import (
    MAX_REQUESTS,
    PROTOCOL_VERSION,
    TileRequest,
    check_batch,
    check_request,
    pack_reply,
)

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
GOOD = {"id": 1, "track": "t", "chrom": "chr19", "z": 7, "i": 7}


@pytest.mark.parametrize("change,field", [
    ({"id": None}, "id"),
    ({"z": "7"}, "z"),
    ({"i": 7.0}, "i"),
    ({"i": True}, "i"),
    ({"track": 5}, "track"),
    ({"chrom": ["chr19"]}, "chrom"),
    ({"i": 10**40}, "i"),          # a huge index
    ({"i": -1}, "i"),
    ({"z": 29}, "z"),
    ({"id": 2**60}, "id"),
    ({"track": ""}, "track"),
    ({"chrom": "c" * 300}, "chrom"),
    ({"zoom": 3}, "zoom"),         # an extra field
])
def test_a_bad_field_is_named(change, field):
    raw = {**GOOD, **change}
    message = check_request(raw)
    assert isinstance(message, str) and f"'{field}'" in message


@pytest.mark.parametrize("missing", ["id", "track", "chrom", "z", "i"])
def test_a_missing_field_is_named(missing):
    raw = {k: v for k, v in GOOD.items() if k != missing}
    assert check_request(raw) == f"missing field '{missing}' in a tile request"


def test_a_good_request_and_the_envelope():
    assert check_request(GOOD) == TileRequest(1, "t", "chr19", 7, 7)
    assert check_request([1, 2]) == "a tile request must be an object, not list"
    assert check_batch("tiles").error == "a tiles message must be an object"
    assert "'requests'" in check_batch({"type": "tiles", "requests": {"id": 1}}).error
    wrong_version = check_batch({"type": "tiles", "v": 99, "requests": [GOOD]})
    assert wrong_version.requests == [] and "'v'" in wrong_version.errors[0]["message"]
    assert wrong_version.errors[0]["id"] == 1
    extra = check_batch({"type": "tiles", "requests": [GOOD], "more": 1})
    assert "'more'" in extra.error and extra.errors[0]["kind"] == "error"
    assert "'base64'" in check_batch({"type": "tiles", "base64": "yes", "requests": [GOOD]}).error


def test_over_the_cap_only_the_first_256_are_answered():
    batch = check_batch({"type": "tiles", "requests": [{**GOOD, "id": k} for k in range(MAX_REQUESTS + 10)]})
    assert [r.id for r in batch.requests] == list(range(MAX_REQUESTS))
    assert batch.dropped == 10 and "cap of 256" in batch.error


def test_reply_packing_buffers_and_base64():
    payload = np.arange(4, dtype=np.float32).tobytes()
    answers = [({"id": 1, "kind": "signal"}, [payload]), ({"id": 2, "kind": "error", "message": "x"}, [])]
    content, buffers = pack_reply(answers, base64_wanted=False)
    assert content["v"] == PROTOCOL_VERSION and buffers == [payload]
    assert [t["buffers"] for t in content["tiles"]] == [[0], []]
    content, buffers = pack_reply(answers, base64_wanted=True)
    assert buffers == [] and content["tiles"][0]["base64"] == ["AAAAAAAAgD8AAABAAABAQA=="]


class Sent(list):
    def __call__(self, content, buffers=None):
        self.append((content, buffers or []))


@pytest.fixture()
def browser(tmp_path, shared_data, monkeypatch):
    project = Project.create(tmp_path / "p")
    track = project.add_track(shared_data / f"{CHR19}/rep1.fc.signal.bigwig")
    widget = GenomeBrowser(project, genes=False)
    sent = Sent()
    monkeypatch.setattr(widget, "send", sent)
    yield widget, track, sent
    widget.close()


def tiles_of(sent):
    return {t["id"]: t for content, _ in sent for t in content["tiles"]}


def test_malformed_requests_through_the_widget_get_error_tiles(browser):
    widget, track, sent = browser
    good = {"id": 1, "track": track.id, "chrom": "chr19", "z": 7, "i": 7}
    widget._on_message(widget, {"type": "tiles", "v": 1, "requests": [
        good,
        {"id": 2, "track": track.id, "chrom": "chr19", "z": 7},                     # missing i
        {"id": 3, "track": track.id, "chrom": "chr19", "z": 7, "i": 7, "x": 1},     # extra
        {"id": 4, "track": track.id, "chrom": "chr19", "z": 7, "i": "7"},           # wrong type
        {"id": 5, "track": track.id, "chrom": "chr19", "z": 7, "i": 2**31},         # huge index
        {"id": 6, "track": "no-such-track", "chrom": "chr19", "z": 7, "i": 7},      # unknown track
        {"id": 7, "track": track.id, "chrom": "chrNope", "z": 7, "i": 7},           # unknown chrom
        "not a request",
    ]}, [])
    assert widget._messages.wait_idle()
    tiles = tiles_of(sent)
    assert tiles[1]["kind"] == "signal"
    assert "missing field 'i'" in tiles[2]["message"]
    assert "unknown field 'x'" in tiles[3]["message"]
    assert "field 'i' must be an integer" in tiles[4]["message"]
    assert "field 'i' must be between 0 and" in tiles[5]["message"]
    assert tiles[6]["message"] == "Track 'no-such-track' was not found."
    assert tiles[7]["kind"] == "error" and "chrNope" in tiles[7]["message"]
    assert tiles[None]["message"] == "a tile request must be an object, not str"


def test_a_batch_over_the_cap_and_a_broken_envelope(browser):
    widget, track, sent = browser
    many = [{"id": k, "track": track.id, "chrom": "chr19", "z": 16, "i": 0} for k in range(300)]
    widget._on_message(widget, {"type": "tiles", "requests": many}, [])
    assert widget._messages.wait_idle()
    assert sorted(tiles_of(sent)) == list(range(256))
    assert sum(c.get("dropped", 0) for c, _ in sent) == 44
    sent.clear()
    widget._on_message(widget, {"type": "tiles", "requests": "all of them"}, [])
    widget._on_message(widget, None, [])           # not even a dict: ignored, no exception
    widget._on_message(widget, {"type": 5}, [])
    assert widget._messages.wait_idle()
    (content, _), = sent
    assert content["tiles"] == [] and "'requests' must be a list" in content["error"]
