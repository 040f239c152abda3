"""ENCODE portal search: a strict query, then relaxations step by step; ranked, cited, replayable.

**Stage 1 (strict).** One ``/search/?type=File`` query for released files of the file type on
the project's assembly that match every field: assay title, target label, biosample term, the
preferred output types of the file type and assay (:mod:`.ranking`) and the free text. A search
of free text alone is labelled ``free text``, not ``exact``.

**Biosample names.** When the strict query finds nothing and a biosample was named, the portal's
``BiosampleType`` lookup is asked for the term with the same spelling-free key
(:mod:`.biosamples`: ``k562``, ``K-562`` and ``k 562`` mean ``K562``); when the term is spelt
otherwise, the strict query runs again with the portal's spelling (stage ``biosample_name``,
match mode ``exact``) and a note says so. A name that matches no term gets "did you mean"
suggestions from the portal's own vocabulary (the lookup and the biosample facet of the same
search without the biosample; stage ``biosample_vocabulary``), kept in the result and the record.

**Stage 2 (relaxations).** Only while fewer than ``min(limit, 3)`` loadable files have been
found, the search widens one thing at a time, each step keeping the ones before, and records
each. The exact biosample is kept for as long as anything else can widen, so an exact match is
always tried before a slim match at every level of widening (matching the score, where an exact
biosample outweighs everything else):

1. ``any_output_type`` — the output-type preference is dropped;
2. ``assay_term`` — the assay title widens to its term name (Histone ChIP-seq → ChIP-seq);
3. ``organ_slims`` — the biosample becomes the organ slims of its term (a term the portal does
   not know is tried as a slim itself);
4. ``cell_slims`` — the biosample becomes its cell slims;
5. ``free_text`` — target, biosample and assay become free text (the portal's ``searchTerm``).

Steps that cannot apply (no biosample, no assay, …) are skipped. Every portal request is listed
in ``attempts`` with its page URL, the exact JSON URL and its counts. Files from all stages are
merged (a file keeps the match mode of the first stage that found it), scored by
:func:`.ranking.score_file`, ordered (ties: more replicates pooled, preferred default, newer
release, accession) and cut to ``limit``. A file without a download ``href`` cannot be loaded: it
is skipped and counted.

**Many matches.** A stage asks for the newest :data:`PAGE_SIZE` files and pages on (the portal's
``from`` offset) until it has every match or :data:`MAX_PAGES` pages; beyond that the result and
its record say prominently that only the newest ``MAX_PAGES × PAGE_SIZE`` were ranked.

**Reproducible.** Every answer is cached in the project with its retrieval time
(:mod:`.cache`). Offline (``offline=True`` or ``$GENIE_WIDGETS_ENCODE_OFFLINE``), or when the
portal cannot be used, the same search replays from the cache and says ``cached <time>``; a
search never run before fails with a clear message. A fault with nothing cached (portal down,
timeout, non-JSON or unexpected JSON) makes the whole search fail (``success`` false, an
``error``, no candidates): never a half-made list.

Python users call :func:`search`; the agent's ``public_data_search`` tool is a thin wrapper.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .cache import ResponseCache
from .client import PortalClient, PortalError, offline_from_env, resolve_base_url
from .fetch import Fetcher
from .query import EncodeQuery, normalize_query
from .records import file_record, search_record
from .results import Attempt, Candidate, EncodeSearchResult, Relaxation
from .stages import ENOUGH, MATCH_MODES, MAX_PAGES, PAGE_SIZE, SearchRun, candidate, message

__all__ = ["ENOUGH", "MATCH_MODES", "MAX_PAGES", "PAGE_SIZE", "Attempt", "Candidate", "EncodeSearchResult",
           "Relaxation", "search"]


def _default_cache_dir() -> Path:
    from ..genome.remote import cache_dir

    return cache_dir() / "encode"


def search(
    assay: str | None = None,
    target: str | None = None,
    biosample: str | None = None,
    organism: str | None = None,
    assembly: str | None = None,
    file_type: str | None = None,
    free_text: str | None = None,
    limit: int | float | None = None,
    *,
    project: Any = None,
    session: Any = None,
    genome: str | None = None,
    base_url: str | None = None,
    offline: bool | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    client: PortalClient | None = None,
) -> EncodeSearchResult:
    """Search the ENCODE portal for released files and rank them (see the module docstring).

    Parameters are the tool's: ``assay`` (e.g. ``"Histone ChIP-seq"``), ``target``
    (``"H3K27ac"``), ``biosample`` (``"K562"``), ``organism`` (default Homo sapiens),
    ``assembly`` (default from the project genome), ``file_type`` (default ``"bigWig"``),
    ``free_text`` (the portal's ``searchTerm``) and ``limit`` (default 10, clamped to 1-25).

    With a ``project`` the assembly comes from its genome, answers are cached in its
    ``cache/encode/`` folder and the result carries citation records (one for the search, one per
    candidate with the stable id ``cite_project_<projectId>_public_data_<ACCESSION>``); with a
    ``session`` too they are stored in its citation store. Without a project give ``genome`` (or
    ``assembly``); answers are cached in ``cache_dir`` or the genie_widgets cache folder.

    ``base_url`` (else ``$GENIE_WIDGETS_ENCODE_URL``, else the public portal) picks the portal;
    ``offline=True`` (else ``$GENIE_WIDGETS_ENCODE_OFFLINE``) replays from the cache only.

    Raises :class:`~.query.QueryError` for a search that cannot be asked (e.g. an organism the
    assembly does not belong to); portal faults are reported in the result (``success`` false).
    """
    if project is not None and genome is None:
        genome = project.genome
    query = normalize_query(genome=genome, assay=assay, target=target, biosample=biosample, organism=organism,
                            assembly=assembly, file_type=file_type, free_text=free_text, limit=limit)
    own_client = client is None
    client = client or PortalClient(resolve_base_url(base_url))
    try:
        return _search(query, client, project=project, session=session, offline=offline, cache_dir=cache_dir)
    finally:
        if own_client:
            client.close()


def _search(query: EncodeQuery, client: PortalClient, *, project: Any, session: Any, offline: bool | None,
            cache_dir: str | os.PathLike[str] | None) -> EncodeSearchResult:
    if cache_dir is None:
        cache_dir = Path(project.cache_dir) / "encode" if project is not None else _default_cache_dir()
    fetcher = Fetcher(client, ResponseCache(cache_dir), offline_from_env() if offline is None else bool(offline))
    run = SearchRun(query, fetcher)
    strict_page = run.page_url("/search/", run.strict().params(query))
    result = EncodeSearchResult(success=True, query=query.to_json(), description=query.describe(),
                                portal=client.base_url, search_page=strict_page, notes=list(query.notes))
    try:
        run.run()
    except PortalError as exc:
        result.success = False
        result.error = f"ENCODE search failed: {exc}"
        result.attempts, result.relaxations = run.attempts, run.relaxations
        result.message = result.error
        return result
    result.attempts, result.relaxations = run.attempts, run.relaxations
    result.query, result.description = run.query.to_json(), run.query.describe()
    result.notes += run.notes
    result.biosample_suggestions = list(run.suggestions)
    result.truncated = list(run.truncated)
    ranked = run.ranked()
    result.candidates = [candidate(i + 1, item, run) for i, item in enumerate(ranked[:query.limit])]
    result.skipped_no_href = len(run.no_href)
    cached = [r.retrieved_at for r in run.responses if r.from_cache]
    result.replayed = bool(cached)
    result.cached_at = min(cached) if cached else None
    result.message = message(run, result, fetcher)
    if project is not None:
        result.citations = [search_record(project.id, project.genome, result)]
        for c in result.candidates:
            record = file_record(project.id, project.genome, c, result)
            c.citation_id = record.id
            result.citations.append(record)
    if session is not None and result.citations:
        session.citations.add(*result.citations)
    return result
