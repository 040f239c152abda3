"""genie_widgets._io, the leaf of shared helpers: atomic writes, the inter-process lock, the one
timestamp format, camel() and reason()."""

from __future__ import annotations

import ast
import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from genie_widgets import _io


def test_atomic_write_replaces_whole_and_fsyncs_file_and_folder(tmp_path, monkeypatch):
    dest = tmp_path / "sub" / "doc.json"
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    _io.write_json_atomic(dest, {"a": 1, "é": "ü"})
    assert json.loads(dest.read_text(encoding="utf-8")) == {"a": 1, "é": "ü"}
    assert len(synced) >= 2  # the file, then its folder
    assert _io.write_text_atomic(dest, "héllo") == len("héllo".encode())
    assert dest.read_text(encoding="utf-8") == "héllo"
    assert sorted(p.name for p in dest.parent.iterdir()) == ["doc.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path):
    dest = tmp_path / "doc.txt"
    dest.write_text("old")
    with pytest.raises(RuntimeError), _io.atomic_file(dest) as out:
        out.write(b"half of the new")
        raise RuntimeError("writer died")
    assert dest.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doc.txt"]


def test_remove_stale_temps_keeps_a_young_one(tmp_path):
    dest = tmp_path / "doc.txt"
    old = tmp_path / ".doc.txt.abc.tmp"
    young = tmp_path / ".doc.txt.def.tmp"
    old.write_text("x")
    young.write_text("y")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert _io.remove_stale_temps(dest) == [old]
    assert young.exists() and not old.exists()


_HOLDER = """
import sys, time
from genie_widgets._io import exclusive_lock
with exclusive_lock(sys.argv[1]):
    print("held", flush=True)
    time.sleep(0.8)
    open(sys.argv[2], "a").write("child\\n")
"""


def test_exclusive_lock_excludes_another_process(tmp_path):
    lock, log = tmp_path / "x.lock", tmp_path / "log.txt"
    env = {**os.environ, "PYTHONPATH": str(Path(_io.__file__).resolve().parents[1])}
    child = subprocess.Popen([sys.executable, "-c", _HOLDER, str(lock), str(log)], stdout=subprocess.PIPE,
                             text=True, env=env)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        with _io.exclusive_lock(lock):
            # We got the lock only after the child released it, so its line is already there.
            assert log.read_text() == "child\n"
            log.write_text(log.read_text() + "parent\n")
    finally:
        child.wait(timeout=30)
    assert log.read_text() == "child\nparent\n"


def test_one_timestamp_format():
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", _io.utc_now())


def test_camel():
    assert _io.camel("track_name") == "trackName"
    assert _io.camel("name") == "name"
    assert _io.camel("min_read_len_bp") == "minReadLenBp"


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_reason_of_a_refused_connection_is_short():
    with pytest.raises(requests.ConnectionError) as info:
        requests.get(f"http://127.0.0.1:{_closed_port()}/x", timeout=5)
    words = _io.reason(info.value)
    assert "Connection refused" in words and "Max retries" not in words and len(words) < 80, words


def test_reason_takes_the_innermost_cause_or_the_type_name():
    try:
        try:
            raise ValueError("the disk said no")
        except ValueError as inner:
            raise RuntimeError("wrapper text") from inner
    except RuntimeError as outer:
        assert _io.reason(outer) == "the disk said no"
    assert _io.reason(KeyError()) == "KeyError"
    assert len(_io.reason(ValueError("x" * 500))) == 200


def test_the_leaf_imports_nothing_of_ours():
    tree = ast.parse(Path(_io.__file__).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0 and not (node.module or "").startswith("genie_widgets"), ast.dump(node)
        elif isinstance(node, ast.Import):
            assert all(not a.name.startswith("genie_widgets") for a in node.names)


def test_read_head_plain_gzip_truncated_and_corrupt(tmp_path):
    import gzip
    import zlib

    text = b"".join(b"chr1\t%d\t%d\n" % (i, i + 10) for i in range(5000))  # SYNTHETIC lines
    plain = tmp_path / "a.bed"
    plain.write_bytes(text)
    assert _io.read_head(plain, 100) == (text[:100], False, True)
    assert _io.read_head(plain, len(text)) == (text, False, False)
    packed = tmp_path / "a.bed.gz"
    packed.write_bytes(gzip.compress(text))
    assert _io.read_head(packed, 100) == (text[:100], True, True)
    cut = tmp_path / "cut.bed.gz"
    cut.write_bytes(gzip.compress(text)[: len(gzip.compress(text)) // 2])  # a download cut short
    head, gz, more = _io.read_head(cut, 1000)
    assert head == text[:1000] and gz and more
    bad = tmp_path / "bad.gz"
    bad.write_bytes(b"\x1f\x8b" + b"\xff" * 50)
    with pytest.raises(zlib.error):
        _io.read_head(bad, 100)
    with pytest.raises(FileNotFoundError):
        _io.read_head(tmp_path / "missing", 10)


def test_exclusive_lock_excludes_another_thread(tmp_path):
    import threading

    lock, log = tmp_path / "t.lock", []

    def work(n: int) -> None:
        with _io.exclusive_lock(lock):
            log.append(("in", n))
            time.sleep(0.05)
            log.append(("out", n))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert len(log) == 8
    assert all(log[i][0] == "in" and log[i + 1] == ("out", log[i][1]) for i in range(0, 8, 2)), log
