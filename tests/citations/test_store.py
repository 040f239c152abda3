import json
import signal
import subprocess
import sys
import time
import warnings

import pytest

from genie_widgets.citations import Citation, CitationStore, CitationStoreError
from genie_widgets.citations import journal as journal_module
from genie_widgets.citations.store import CitationStoreWarning


def make(i: int, data_size: int = 3) -> Citation:
    return Citation(id=f"cite_test_{i}", source_type="genome-computation", title=f"Result {i}",
                    data={"i": i, "values": list(range(data_size))}, tool="genome_signal_stats")


def test_file_created_on_first_add_with_schema(tmp_path):
    session = tmp_path / "sessions" / "session_1"
    store = CitationStore(session, project_id="project_abc")
    assert not (session / "citations.jsonl").exists()
    store.add(make(1))
    head, first = [json.loads(line) for line in (session / "citations.jsonl").read_text().splitlines()]
    assert len(head["header"].pop("generation")) == 16
    assert head["header"] == {"format": "genie_widgets citations", "schemaVersion": 2, "projectId": "project_abc",
                              "sessionId": "session_1"}
    assert first["record"]["id"] == "cite_test_1"
    assert first["record"]["data"]["values"] == [0, 1, 2]
    assert not (session / "citations.json").exists()


def test_reopening_reattaches_every_record(tmp_path):
    store = CitationStore(tmp_path / "s", project_id="p")
    for i in range(25):
        store.add(make(i))
    again = CitationStore(tmp_path / "s")
    assert len(again) == 25
    assert again.project_id == "p"
    assert again.get("cite_test_7") == store.get("cite_test_7")
    assert "cite_test_24" in again and "cite_nope" not in again
    assert again.get("cite_nope") is None
    with pytest.raises(KeyError):
        again["cite_nope"]


def test_records_added_by_another_store_are_seen(tmp_path):
    a = CitationStore(tmp_path / "s")
    b = CitationStore(tmp_path / "s")
    a.add(make(1))
    b.add(make(2))  # b merges what a wrote
    assert b.get("cite_test_1") is not None
    assert a.get("cite_test_2") is not None  # a re-reads on a miss
    assert {c.id for c in a} == {"cite_test_1", "cite_test_2"}


@pytest.mark.parametrize("content", ["{not json", "", "[1, 2]", '{"schemaVersion": 1, "records": []}',
                                     '{"schemaVersion": 1, "records": {"cite_a": {"id": "cite_a"}}}'])
def test_invalid_file_is_a_clear_error_and_never_overwritten(tmp_path, content):
    path = tmp_path / "s" / "citations.json"
    path.parent.mkdir()
    path.write_text(content)
    with pytest.raises(CitationStoreError, match=r"untouched|left"):
        CitationStore(tmp_path / "s")
    assert path.read_text() == content


def test_future_schema_version_is_refused_and_kept(tmp_path):
    path = tmp_path / "s" / "citations.json"
    path.parent.mkdir()
    content = json.dumps({"schemaVersion": 2, "records": {}, "newField": True})
    path.write_text(content)
    with pytest.raises(CitationStoreError, match="schemaVersion 2"):
        CitationStore(tmp_path / "s")
    assert path.read_text() == content


def test_file_corrupted_after_open_is_not_overwritten_by_add(tmp_path):
    store = CitationStore(tmp_path / "s")
    store.add(make(1))
    store.path.write_text("garbage")
    with pytest.raises(CitationStoreError):
        store.add(make(2))
    assert store.path.read_text() == "garbage"


def test_failed_write_leaves_previous_file_and_no_temp_files(tmp_path, monkeypatch):
    store = CitationStore(tmp_path / "s")
    store.add(make(1))
    before = store.path.read_bytes()

    def explode(*args, **kwargs):
        raise OSError("disk full")

    # The new line is written to the journal, then the flush to disk fails: the line is cut off again.
    monkeypatch.setattr(journal_module.os, "fdatasync", explode)
    monkeypatch.setattr(journal_module.os, "fsync", explode)
    with pytest.raises(OSError, match="disk full"):
        store.add(make(2))
    assert store.path.read_bytes() == before
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["citations.json.lock", "citations.jsonl"]
    monkeypatch.undo()
    assert "cite_test_2" not in CitationStore(tmp_path / "s")


def test_session_id_mismatch(tmp_path):
    CitationStore(tmp_path / "s", session_id="session_a").add(make(1))
    assert CitationStore(tmp_path / "s").session_id == "session_a"
    with pytest.raises(CitationStoreError, match="belongs to session"):
        CitationStore(tmp_path / "s", session_id="session_b")


def test_add_refuses_non_citations(tmp_path):
    with pytest.raises(TypeError):
        CitationStore(tmp_path / "s").add({"id": "cite_a"})


WRITER = r"""
import sys
from genie_widgets.citations import Citation, CitationStore
store = CitationStore(sys.argv[1])
prefix, count = sys.argv[2], int(sys.argv[3])
big = "x" * int(sys.argv[4])
for i in range(count):
    store.add(Citation(id=f"cite_{prefix}_{i}", source_type="asset", title=f"{prefix} {i}", data={"pad": big}))
print("done", flush=True)
"""


def test_two_processes_adding_concurrently_lose_nothing(tmp_path):
    session = tmp_path / "s"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(session), name, "120", "200"],
                              stdout=subprocess.PIPE, text=True) for name in ("a", "b")]
    for p in procs:
        out, _ = p.communicate(timeout=120)
        assert p.returncode == 0 and "done" in out
    store = CitationStore(session)
    ids = {c.id for c in store}
    assert ids == {f"cite_{n}_{i}" for n in ("a", "b") for i in range(120)}


def test_writer_killed_mid_write_leaves_a_readable_file(tmp_path):
    session = tmp_path / "s"
    CitationStore(session).add(make(0))
    for attempt in range(6):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(session), f"k{attempt}", "100000", "200000"])
        time.sleep(0.4 + 0.15 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        with warnings.catch_warnings():  # an unfinished last line is reported (tested in test_store_scale)
            warnings.simplefilter("ignore", CitationStoreWarning)
            store = CitationStore(session)  # must parse
        assert store.get("cite_test_0") is not None
        written = [c for c in store if c.id.startswith(f"cite_k{attempt}_")]
        # Whatever made it in is complete and consecutive.
        numbers = sorted(int(c.id.rsplit("_", 1)[1]) for c in written)
        assert numbers == list(range(len(numbers)))
        assert all(len(c.data["pad"]) == 200000 for c in written)
