"""ENCODE portal search: a strict query, then relaxations step by step; ranked, cited, replayable.

**Stage 1 (strict).** One ``/search/?type=File`` query for released files of the file type on
the project's assembly that match every field: assay title, target label, biosample term, the file
type's preferred output types (:mod:`.ranking`) and the free text.

**Stage 2 (relaxations).** Only while fewer than ``min(limit, 3)`` loadable files have been
found, the search loosens one thing at a time, each step keeping the ones before, and records each:

1. ``organ_slims`` — the biosample term becomes the organ slims the portal gives that term (a
   ``type=BiosampleType`` lookup; a term the portal does not know is tried as a slim itself);
2. ``cell_slims`` — the biosample becomes its cell slims;
3. ``any_output_type`` — the output-type preference is dropped;
4. ``assay_term`` — the assay title widens to its term name (Histone ChIP-seq → ChIP-seq);
5. ``free_text`` — target, biosample and assay become free text (the portal's ``searchTerm``).

Steps that cannot apply (no biosample, no assay, …) are skipped. Every portal request is listed
in ``attempts`` with its page URL, the exact JSON URL and its counts. Files from all stages are
merged (a file keeps the match mode of the first stage that found it), scored by
:func:`.ranking.score_file`, ordered and cut to ``limit``. A file without a download ``href``
cannot be loaded: it is skipped and counted.

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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlencode

from .cache import ResponseCache
from .client import PortalClient, PortalError, PortalResponse, offline_from_env, resolve_base_url
from .fetch import Fetcher, check_file_search, check_search
from .files import SEARCH_FIELDS, PortalFile
from .query import EncodeQuery, Filters, normalize_query
from .ranking import preferred_output_types, rank, score_file
from .records import file_record, search_record
from .results import Attempt, Candidate, EncodeSearchResult, Relaxation

__all__ = ["ENOUGH", "MATCH_MODES", "PAGE_SIZE", "Attempt", "Candidate", "EncodeSearchResult", "Relaxation", "search"]

#: Rows asked of the portal per query (newest first); the ranking picks from these.
PAGE_SIZE = 200
#: Relax while fewer than ``min(limit, ENOUGH)`` loadable files were found.
ENOUGH = 3

MATCH_MODES = {
    "strict": "exact",
    "organ_slims": "organ slim",
    "cell_slims": "cell slim",
    "any_output_type": "any output type",
    "assay_term": "assay term",
    "free_text": "free text",
}


@dataclass(frozen=True)
class _Stage:
    name: str
    description: str
    filters: Filters


@dataclass
class _Found:
    file: PortalFile
    stage: str
    retrieved_at: str
    points: int = 0
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Slims:
    organ: tuple[str, ...]
    cell: tuple[str, ...]
    known: bool

    @property
    def all(self) -> tuple[str, ...]:
        return (*self.organ, *self.cell)


class _Search:
    """One run of the two-stage search (kept in one object so the steps share their state)."""

    def __init__(self, query: EncodeQuery, fetcher: Fetcher) -> None:
        self.query = query
        self.fetcher = fetcher
        self.attempts: list[Attempt] = []
        self.relaxations: list[Relaxation] = []
        self.found: dict[str, _Found] = {}
        self.no_href: set[str] = set()
        self.slims: _Slims | None = None
        self.responses: list[PortalResponse] = []

    @property
    def portal(self) -> str:
        return self.fetcher.client.base_url

    def page_url(self, path: str, params: list[tuple[str, str]]) -> str:
        return f"{self.portal}/{path.lstrip('/')}?{urlencode(params)}"

    # stages
    def strict(self) -> Filters:
        q = self.query
        return Filters(
            biosample=("biosample_ontology.term_name", (q.biosample,)) if q.biosample else None,
            assay=(q.assay_field, q.assay) if q.assay else None,
            target=q.target,
            output_types=preferred_output_types(q.file_format),
            search_terms=(q.free_text,) if q.free_text else (),
        )

    def stages(self) -> Iterator[_Stage]:
        """The strict stage, then each relaxation that applies (computed lazily: the slim lookup
        runs only when a slim step is reached)."""
        q = self.query
        state = self.strict()
        yield _Stage("strict", "every field as asked", state)
        if q.biosample:
            slims = self.lookup_slims()
            unknown = "" if slims.known else \
                f" ('{q.biosample}' is not a biosample term the portal knows; tried as a slim)"
            for step, field, values in (("organ_slims", "organ", slims.organ), ("cell_slims", "cell", slims.cell)):
                if values:
                    state = replace(state, biosample=(f"biosample_ontology.{field}_slims", values))
                    yield _Stage(step, f"biosample {q.biosample} → {field} slims {', '.join(values)}{unknown}", state)
        if state.output_types:
            preferred = ", ".join(state.output_types)
            state = replace(state, output_types=())
            yield _Stage("any_output_type", f"any output type (not only {preferred})", state)
        if q.assay and q.assay_term:
            state = replace(state, assay=("assay_term_name", q.assay_term))
            yield _Stage("assay_term", f"assay {q.assay} → assay term {q.assay_term}", state)
        if q.searched_terms:
            words = (*q.searched_terms, *((q.free_text,) if q.free_text else ()))
            state = Filters(search_terms=words)
            yield _Stage("free_text", f"free text “{' '.join(words)}” instead of the target, biosample and assay "
                                      "filters", state)

    def lookup_slims(self) -> _Slims:
        """The organ and cell slims of the biosample asked, from the portal's BiosampleType items."""
        term = self.query.biosample or ""
        params = [("type", "BiosampleType"), ("searchTerm", term),
                  *[("field", f) for f in ("term_name", "organ_slims", "cell_slims", "classification")],
                  ("limit", "25"), ("format", "json")]
        response = self.fetcher.get("/search/", params, check_search)
        graph = response.body["@graph"]
        attempt = self._attempt("biosample_lookup", "lookup", params[:2], response)
        attempt.returned = len(graph)
        for row in graph:
            name = row.get("term_name")
            if isinstance(name, str) and name.casefold() == term.casefold():
                organ = tuple(s for s in row.get("organ_slims") or () if isinstance(s, str))
                cell = tuple(s for s in row.get("cell_slims") or () if isinstance(s, str))
                self.slims = _Slims(organ, cell, True)
                attempt.usable = 1
                return self.slims
        self.slims = _Slims((term,), (term,), False)
        return self.slims

    def run_stage(self, stage: _Stage) -> tuple[int | None, int]:
        """Query one stage; returns the portal's total and the number of new loadable files."""
        q = self.query
        filters = stage.filters.params(q)
        params = [*filters, *[("field", f) for f in SEARCH_FIELDS], ("sort", "-date_created"),
                  ("limit", str(PAGE_SIZE)), ("format", "json")]
        response = self.fetcher.get("/search/", params, check_file_search)
        attempt = self._attempt(stage.name, "search", filters, response)
        graph = response.body["@graph"]
        attempt.returned = len(graph)
        for row in graph:
            file = PortalFile.from_row(row)
            if file is None or not self._fits(file):
                attempt.ignored += 1
                continue
            if file.href is None:
                attempt.skipped_no_href += 1
                self.no_href.add(file.accession)
                continue
            attempt.usable += 1
            if file.accession not in self.found:
                self.found[file.accession] = _Found(file, stage.name, response.retrieved_at)
                attempt.new += 1
        return attempt.portal_total, attempt.new

    def _fits(self, file: PortalFile) -> bool:
        """A row the filters promised: released, of the format and assembly asked."""
        q = self.query
        return ((file.status in (None, "released"))
                and (file.file_format is None or file.file_format.casefold() == q.file_format.casefold())
                and (file.assembly is None or file.assembly == q.assembly))

    def _attempt(self, stage: str, kind: str, page_params: list[tuple[str, str]], response: PortalResponse) -> Attempt:
        """Record one request: ``page_params`` make the browser page URL; the counts come later."""
        self.responses.append(response)
        total = response.body.get("total")
        attempt = Attempt(
            stage=stage, kind=kind, url=self.page_url("/search/", page_params), api_url=response.url,
            portal_total=total if isinstance(total, int) else None,
            source="cache" if response.from_cache else "portal", retrieved_at=response.retrieved_at,
        )
        self.attempts.append(attempt)
        return attempt

    def run(self) -> None:
        """The strict stage, then relaxations while too few files were found. The next stage is
        only computed when it is needed (so the slim lookup runs only before a slim step)."""
        stages = self.stages()
        self.run_stage(next(stages))
        enough = min(self.query.limit, ENOUGH)
        while len(self.found) < enough:
            stage = next(stages, None)
            if stage is None:
                break
            total, new = self.run_stage(stage)
            self.relaxations.append(Relaxation(stage.name, stage.description, total, new))

    def ranked(self) -> list[_Found]:
        """Every file found, scored and best first."""
        slims = self.slims.all if self.slims else ()
        for item in self.found.values():
            s = score_file(item.file, self.query, slims)
            item.points, item.reasons = s.points, s.reasons
        return rank(self.found.values(), points=lambda f: f.points, released=lambda f: f.file.released,
                    accession=lambda f: f.file.accession)


def _absolute(portal: str, path: str) -> str:
    return path if path.startswith(("http://", "https://")) else f"{portal}/{path.lstrip('/')}"


def _candidate(rank_no: int, item: _Found, portal: str) -> Candidate:
    f = item.file
    reps = ",".join(map(str, f.biological_replicates))
    what = " ".join(x for x in (f.biosample, f.target, f.assay) if x)
    word = "replicates" if len(f.biological_replicates) > 1 else "replicate"
    detail = ", ".join(x for x in (f.output_type, f"{word} {reps}" if reps else None) if x)
    title = f"{f.accession}: {what}" + (f", {detail}" if detail else "") + (f" ({f.assembly})" if f.assembly else "")
    return Candidate(
        rank=rank_no, title=title, source_url=_absolute(portal, f.href or ""), track_type=f.track_type,
        portal_url=_absolute(portal, f.portal_path), accession=f.accession, experiment_accession=f.experiment,
        assay=f.assay, target=f.target, biosample=f.biosample, assembly=f.assembly,
        file_type=f.file_type or f.file_format, file_format=f.file_format, output_type=f.output_type,
        biological_replicates=f.biological_replicates, match_mode=MATCH_MODES[item.stage], score=item.points,
        ranking=item.reasons, released=f.released, file_size=f.file_size, retrieved_at=item.retrieved_at,
    )


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _message(run: _Search, result: EncodeSearchResult, fetcher: Fetcher) -> str:
    """One paragraph: what was found (or not), by which stages, and whether it was replayed."""
    tried = "; ".join(
        f"{a.stage.replace('_', ' ')}: {'?' if a.portal_total is None else a.portal_total} matching, {a.new} new"
        for a in run.attempts if a.kind == "search")
    how = f"after {_plural(len(run.relaxations), 'relaxation')}" if run.relaxations else "by the strict query"
    if result.candidates:
        text = (f"{_plural(result.total, 'ranked candidate')} of {_plural(len(run.found), 'loadable file')} found "
                f"{how} ({tried}).")
    else:
        text = f"No released files matched {run.query.describe()} {how}. Tried: {tried}."
    if run.no_href:
        text += f" {_plural(len(run.no_href), 'file')} without a download link skipped."
    if result.replayed:
        reason = "offline" if fetcher.offline else f"the portal could not be used: {fetcher.fallback}"
        text = f"Replayed from the cache (cached {result.cached_at}; {reason}). " + text
    return text


def _default_cache_dir() -> Path:
    from ..genome._byteio import cache_dir

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
    run = _Search(query, fetcher)
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
    ranked = run.ranked()
    result.candidates = [_candidate(i + 1, item, client.base_url) for i, item in enumerate(ranked[:query.limit])]
    result.skipped_no_href = len(run.no_href)
    cached = [r.retrieved_at for r in run.responses if r.from_cache]
    result.replayed = bool(cached)
    result.cached_at = min(cached) if cached else None
    result.message = _message(run, result, fetcher)
    if project is not None:
        result.citations = [search_record(project.id, project.genome, result)]
        for c in result.candidates:
            record = file_record(project.id, project.genome, c, result)
            c.citation_id = record.id
            result.citations.append(record)
    if session is not None and result.citations:
        session.citations.add(*result.citations)
    return result
