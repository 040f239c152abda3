"""The same jobs on a real dask.distributed LocalCluster (2 worker processes, 127.0.0.1 only):
bit-for-bit equal to the local engine, exact after a worker is killed mid-job, cancellable."""

from __future__ import annotations

import os
import signal
import time

import numpy as np
import pytest

distributed = pytest.importorskip("distributed", reason="dask[distributed] is not installed (the [dask] extra)")

import cloudpickle

import tests.compute.cohort_testlib as testlib
from genie_widgets import compute
from genie_widgets.genome import (
    JobCancelled,
    Region,
    TrackSpec,
    correlate_tracks,
    get_assembly,
    quantify_tracks,
    signal_stats_tracks,
)
from genie_widgets.genome.cohort import bins_partial
from genie_widgets.genome.cohort_results import CorrelationReducer
from genie_widgets.genome.engine import DaskEngine, Task
from genie_widgets.tools import call

CHR19 = "bigwig/encode_chipseq_pipeline_test_hg38_chr19"
SYN_REGIONS = [Region(c, 0, size) for c, size in testlib.CHROMS]


@pytest.fixture(scope="module")
def client():
    cloudpickle.register_pickle_by_value(testlib)  # workers need not import the tests package
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address="127.0.0.1:0", worker_dashboard_address=None)
    dask_client = distributed.Client(cluster)
    try:
        yield dask_client
    finally:
        dask_client.close()
        cluster.close()
        cloudpickle.unregister_pickle_by_value(testlib)


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    return testlib.synthetic_tracks(tmp_path_factory.mktemp("cohort-dask"))


def _same(a, b):
    assert np.array_equal(a.pearson, b.pearson, equal_nan=True)
    assert np.array_equal(a.spearman, b.spearman, equal_nan=True)
    assert np.array_equal(a.shared, b.shared) and a.n_bins == b.n_bins


def test_synthetic_and_real_matrices_equal_local_bit_for_bit(client, synthetic, shared_data):
    local = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client="local")
    on_dask = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client=client)
    _same(local, on_dask)
    pearson, _s, _sh, _every = testlib.independent_matrices(synthetic, testlib.CHROMS, 1000)
    np.testing.assert_allclose(on_dask.pearson, pearson, atol=1e-9)
    info = on_dask.provenance
    assert local.provenance["tasks"] == info["tasks"] == 15  # 2 slots x 8 tasks wanted: one per chromosome
    many = synthetic * 2  # 10 tracks: 16 tasks wanted, so each track's 3 chromosomes go in 2 groups
    grouped = correlate_tracks(many, SYN_REGIONS, bin_size=1000, client=client)
    _same(correlate_tracks(many, SYN_REGIONS, bin_size=1000, client="local"), grouped)
    assert grouped.provenance["tasks"] == 20
    assert info["engine"] == "dask" and info["workers"] == 2 and info["scheduler"].startswith("tcp://127.0.0.1:")
    assert info["chosenBy"] == "client= argument" and info["dashboard"].startswith("http://127.0.0.1:")

    folder = shared_data / CHR19
    real = [folder / "rep1.fc.signal.bigwig", folder / "rep2.fc.signal.bigwig", folder / "pooled.fc.signal.bigwig"]
    regions = get_assembly("hg38").scope_regions("all")
    local = correlate_tracks(real, regions, bin_size=10_000, client="local")
    with compute.using(client):
        on_dask = correlate_tracks(real, regions, bin_size=10_000)
    _same(local, on_dask)
    assert on_dask.provenance["chosenBy"] == "with gw.compute.using(client)"
    # the user's own client, already created in this session, is found and named
    found = signal_stats_tracks(real, regions)
    assert found.provenance["chosenBy"] == "the Dask Client already created in this session"
    assert found.stats == signal_stats_tracks(real, regions, client="local").stats
    peaks = folder / "rep1.pval0.01.500K.bfilt.narrowPeak.gz"
    q_local = quantify_tracks(real, peaks, regions, client="local")
    q_dask = quantify_tracks(real, peaks, regions, client=client)
    assert q_local.table.equals(q_dask.table)


def _slow_tasks(synthetic, delay):
    chroms = testlib.CHROMS
    tasks = [Task((i, c), testlib.slow, (delay, bins_partial, TrackSpec(str(p)), c, ((0, size),), 1000))
             for i, p in enumerate(synthetic) for c, size in chroms]
    chrom_bins = {c: -(-size // 1000) for c, size in chroms}
    reducer = CorrelationReducer([p.name for p in synthetic], chrom_bins, list(chrom_bins.values()), 1000,
                                 sum(s for _c, s in chroms), memory_budget=1 << 30)
    return tasks, reducer


def test_a_worker_killed_mid_job_still_gives_the_exact_result(client, synthetic):
    want = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client="local")
    tasks, reducer = _slow_tasks(synthetic, 0.4)
    pids = client.run(os.getpid)
    job = DaskEngine(client).run(tasks, reducer, label="kill", background=True)
    deadline = time.time() + 60
    while job._state.done < 2 and time.time() < deadline:
        time.sleep(0.05)
    busy = [addr for addr, keys in client.processing().items() if keys]
    assert busy and not job.done
    os.kill(pids[busy[0]], signal.SIGKILL)  # the nanny restarts it; its tasks are rescheduled
    got = job.result(timeout=120)
    _same(want, got)
    client.wait_for_workers(2, timeout=60)
    assert set(client.run(os.getpid).values()) != set(pids.values())  # a worker really died


@pytest.mark.parametrize("stop", ["job.cancel()", "the chat's Stop"])
def test_cancel_stops_a_dask_job(client, synthetic, stop):
    from genie_widgets.agent.cancel import CancelToken
    from genie_widgets.genome.engine import cancel_on

    token = CancelToken()
    tasks, reducer = _slow_tasks(synthetic, 0.5)
    with cancel_on(token.on_cancel):  # as a chat turn runs its tool calls
        job = DaskEngine(client).run(tasks, reducer, label="cancel", background=True)
    while job._state.done < 1:
        time.sleep(0.05)
    if stop == "job.cancel()":
        job.cancel()
    else:
        token.cancel()  # what the chat's Stop button does
    with pytest.raises(JobCancelled):
        job.result(timeout=30)
    assert job.status == "cancelled" and job._state.done < len(tasks)
    deadline = time.time() + 10
    while any(client.processing().values()) and time.time() < deadline:
        time.sleep(0.1)
    assert not any(client.processing().values())  # nothing left running for it on the cluster


def test_the_tool_runs_on_the_cluster_set_with_use(client, shared_data, tmp_path):
    from genie_widgets.project import Project

    project = Project.create(tmp_path / "proj", genome="hg38")
    session = project.session("session_dask")
    a = project.add_track(shared_data / CHR19 / "rep1.fc.signal.bigwig", name="rep1")
    b = project.add_track(shared_data / CHR19 / "rep2.fc.signal.bigwig", name="rep2")
    project.set_view("chr19:1,000,000-2,000,000")
    args = {"trackIds": [a.id, b.id], "scope": "chromosome", "binSize": 10_000}
    local = call("genome_correlate_tracks", args, project, session)
    try:
        compute.use(client)
        remote = call("genome_correlate_tracks", args, project, session)
    finally:
        compute.use(None)
    assert remote.success and remote.compute["engine"] == "dask"
    assert remote.compute["chosenBy"] == "gw.compute.use(client)"
    assert remote.pearson_matrix == local.pearson_matrix and remote.r == local.r


def test_workers_read_url_tracks_with_range_requests_and_keep_their_readers(client, synthetic, tmp_path):
    import shutil

    from tests.genome.conftest import _RangeHandler, _Server

    seen: list[str | None] = []

    class Counting(_RangeHandler):
        def do_GET(self):
            seen.append(self.headers.get("Range"))
            super().do_GET()

        def end_headers(self):  # a validator, as real servers send: a kept reader is checked by it
            self.send_header("ETag", '"v1"')
            super().end_headers()

    root = tmp_path / "www"
    root.mkdir()
    for p in synthetic:
        shutil.copy(p, root / p.name)
    server = _Server(("127.0.0.1", 0), lambda *a, **k: Counting(*a, directory=str(root), **k))
    import threading

    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        urls = [TrackSpec(f"{base}/{p.name}", p.name, "bigwig") for p in synthetic]
        want = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client="local")
        first = correlate_tracks(urls, SYN_REGIONS, bin_size=1000, client=client)
        n_first = len(seen)
        again = correlate_tracks(urls, SYN_REGIONS, bin_size=1000, client=client)
    finally:
        server.shutdown()
        server.server_close()
    _same(want, first)
    _same(want, again)
    assert n_first > 0 and all(r is not None and r.startswith("bytes=") for r in seen)  # bounded reads only
    assert len(seen) - n_first < n_first  # the workers kept their readers (header, index, blocks)


def test_use_warms_the_workers_once_per_client(client):
    from genie_widgets.genome.engine_warmup import PLUGIN_NAME

    try:
        engine = compute.use(client)
        assert isinstance(engine, DaskEngine)
        thread = engine.warm()  # use() started it already: nothing more to do
        assert thread is None
        with compute.using(client) as scoped:
            assert scoped.warm() is None
    finally:
        compute.use(None)
    deadline = time.time() + 60
    while time.time() < deadline:
        plugins = client.run(lambda dask_worker: sorted(dask_worker.plugins))
        if all(PLUGIN_NAME in names for names in plugins.values()):
            break
        time.sleep(0.2)
    assert plugins and all(PLUGIN_NAME in names for names in plugins.values())
    loaded = client.run(lambda: "genie_widgets.genome.cohort" in __import__("sys").modules)
    assert all(loaded.values())


def test_a_dask_jobs_progress_names_its_tasks_and_links_the_dashboard(client, synthetic):
    job = correlate_tracks(synthetic, SYN_REGIONS, bin_size=1000, client=client, background=True)
    shown_running = job._repr_html_()  # what the notebook shows at once (the cell has returned)
    job.result(timeout=120)
    shown = job._repr_html_()
    assert f"{job._state.total} of {job._state.total} tasks (5 tracks × 3 chromosomes)" in shown and "done" in shown
    assert "dask · 2 workers" in shown and "chosen by client= argument" in shown
    link = client.dashboard_link
    assert link.startswith("http://127.0.0.1:")
    for page in (shown_running, shown):
        assert f'<a href="{link}" target="_blank" rel="noopener">Dask dashboard</a>' in page
