"""The steps of one search (see :mod:`.encode` for the order and why): the strict stage, the
biosample spelling check, the relaxations, paging, ranking, and the candidates and message made
from them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import urlencode

from .._words import count
from . import biosamples
from .biosamples import Biosample
from .client import PortalResponse
from .fetch import Fetcher, check_file_search, check_search, short_reason
from .files import SEARCH_FIELDS, PortalFile
from .query import EncodeQuery, Filters, biosample_key
from .ranking import preferred_output_types, rank, score_file, tie_break
from .results import Attempt, Candidate, EncodeSearchResult, Relaxation

#: Rows asked of the portal per request (newest first).
PAGE_SIZE = 200
#: Requests per stage at most: a stage ranks at most ``MAX_PAGES * PAGE_SIZE`` files.
MAX_PAGES = 5
#: Relax while fewer than ``min(limit, ENOUGH)`` loadable files were found.
ENOUGH = 3

MATCH_MODES = {
    "strict": "exact",
    "biosample_name": "exact",
    "any_output_type": "any output type",
    "assay_term": "assay term",
    "organ_slims": "organ slim",
    "cell_slims": "cell slim",
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
    parts: tuple[tuple[str, int], ...] = ()


class SearchRun:
    """One run of the two-stage search (kept in one object so the steps share their state)."""

    def __init__(self, query: EncodeQuery, fetcher: Fetcher) -> None:
        self.query = query
        self.fetcher = fetcher
        self.attempts: list[Attempt] = []
        self.relaxations: list[Relaxation] = []
        self.found: dict[str, _Found] = {}
        self.no_href: set[str] = set()
        self.biosample: Biosample | None = None
        self.suggestions: tuple[str, ...] = ()
        self.notes: list[str] = []
        self.truncated: list[dict[str, Any]] = []
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
            output_types=preferred_output_types(q.file_format, q.assay),
            search_terms=(q.free_text,) if q.free_text else (),
        )

    def relaxed_stages(self) -> Iterator[_Stage]:
        """Each relaxation that applies, widening one thing at a time with the exact biosample
        kept as long as anything else can widen (computed lazily: the biosample lookup runs only
        when a slim step is reached)."""
        q = self.query
        state = self.strict()
        if state.output_types:
            preferred = ", ".join(state.output_types)
            state = replace(state, output_types=())
            yield _Stage("any_output_type", f"any output type (not only {preferred})", state)
        if q.assay and q.assay_term:
            state = replace(state, assay=("assay_term_name", q.assay_term))
            yield _Stage("assay_term", f"assay {q.assay} → assay term {q.assay_term}", state)
        if q.biosample:
            found = self.lookup_biosample()
            unknown = "" if found.known else \
                f" ('{q.biosample}' is not a biosample term the portal knows; tried as a slim)"
            for step, field, values in (("organ_slims", "organ", found.organ), ("cell_slims", "cell", found.cell)):
                if values:
                    state = replace(state, biosample=(f"biosample_ontology.{field}_slims", values))
                    yield _Stage(step, f"biosample {q.biosample} → {field} slims {', '.join(values)}{unknown}", state)
        if q.searched_terms:
            words = (*q.searched_terms, *((q.free_text,) if q.free_text else ()))
            state = Filters(search_terms=words)
            yield _Stage("free_text", f"free text “{' '.join(words)}” instead of the target, biosample and assay "
                                      "filters", state)

    # biosample names
    def lookup_biosample(self) -> Biosample:
        """The portal's term for the biosample asked (by spelling-free key) and its slims; the
        lookup is asked as typed and, when that finds no such term, once more without spaces
        and punctuation."""
        if self.biosample is not None:
            return self.biosample
        asked = self.query.biosample or ""
        texts = [asked] + ([biosample_key(asked)] if biosample_key(asked) != asked.casefold() else [])
        self.vocabulary: list[str] = []
        for text in texts:
            params = biosamples.lookup_params(text)
            response = self.fetcher.get("/search/", params, check_search, label=f"the biosample lookup of {text!r}")
            attempt = self._attempt("biosample_lookup", "lookup", params[:2], response)
            attempt.returned = len(response.body["@graph"])
            self.vocabulary += biosamples.term_names(response.body)
            found = biosamples.match_term(asked, response.body["@graph"])
            if found is not None:
                attempt.usable = 1
                self.biosample = found
                return found
        self.biosample = biosamples.unknown(asked)
        return self.biosample

    def check_biosample_name(self) -> bool:
        """After a strict query that found nothing: use the portal's spelling of the biosample
        (``True`` when it differs and the strict query should run again), or find close terms."""
        found = self.lookup_biosample()
        asked = self.query.biosample
        if found.term is not None and found.term != asked:
            self.query = replace(self.query, biosample=found.term)
            self.notes.append(f"biosample '{asked}' is spelled {found.term} on the portal (its term name)")
            return True
        if not found.known:
            self.suggest_biosamples()
        return False

    def suggest_biosamples(self) -> None:
        """Close terms from the portal's own vocabulary: the lookup's rows and the term name of
        every BiosampleType the portal has (one request, only that field)."""
        params = [("type", "BiosampleType"), ("field", "term_name"), ("limit", "all"), ("format", "json")]
        response = self.fetcher.get("/search/", params, check_search, label="the biosample vocabulary")
        attempt = self._attempt("biosample_vocabulary", "lookup", params[:1], response)
        names = biosamples.term_names(response.body)
        attempt.returned = len(names)
        self.suggestions = biosamples.suggest(self.query.biosample or "", [*self.vocabulary, *names])
        if self.suggestions:
            attempt.usable = len(self.suggestions)
            self.notes.append(f"no biosample term '{self.query.biosample}' on the portal; did you mean "
                              f"{' or '.join(self.suggestions)}?")

    # requests
    def run_stage(self, stage: _Stage) -> tuple[int | None, int]:
        """Query one stage, page by page (at most :data:`MAX_PAGES`); returns the portal's
        total and the number of new loadable files."""
        filters = stage.filters.params(self.query)
        total: int | None = None
        new = 0
        for page in range(MAX_PAGES):
            offset = page * PAGE_SIZE
            params = [*filters, *[("field", f) for f in SEARCH_FIELDS], ("sort", "-date_created"),
                      ("limit", str(PAGE_SIZE)), *([("from", str(offset))] if offset else []), ("format", "json")]
            label = f"the {stage.name.replace('_', ' ')} search" + (f" (from row {offset})" if offset else "")
            response = self.fetcher.get("/search/", params, check_file_search, label=label)
            attempt = self._attempt(stage.name, "search", filters, response)
            attempt.offset = offset
            graph = response.body["@graph"]
            attempt.returned = len(graph)
            for row in graph:
                self._take(row, stage, attempt, response)
            new += attempt.new
            if page == 0:
                total = attempt.portal_total
            if total is None or len(graph) < PAGE_SIZE or offset + PAGE_SIZE >= total:
                break
        else:
            ranked = MAX_PAGES * PAGE_SIZE
            if total is not None and total > ranked:
                self.truncated.append({"stage": stage.name, "portalTotal": total, "ranked": ranked})
        return total, new

    def _take(self, row: Any, stage: _Stage, attempt: Attempt, response: PortalResponse) -> None:
        file = PortalFile.from_row(row)
        if file is None or not self._fits(file):
            attempt.ignored += 1
            return
        if file.href is None:
            attempt.skipped_no_href += 1
            self.no_href.add(file.accession)
            return
        attempt.usable += 1
        if file.accession not in self.found:
            self.found[file.accession] = _Found(file, stage.name, response.retrieved_at)
            attempt.new += 1

    def _fits(self, file: PortalFile) -> bool:
        """A row the filters promised: released, of the format (and file type) and assembly asked."""
        q = self.query
        return ((file.status in (None, "released"))
                and (file.file_format is None or file.file_format.casefold() == q.file_format.casefold())
                and (q.file_type is None or file.file_type is None
                     or file.file_type.casefold() == q.file_type.casefold())
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
        """The strict stage (again with the portal's spelling of the biosample, when that
        differs), then relaxations while too few files were found. The next stage is only
        computed when it is needed (so the biosample lookup runs only when it can matter)."""
        total, _new = self.run_stage(_Stage("strict", "every field as asked", self.strict()))
        if self.query.biosample and not total and self.check_biosample_name():
            term = self.query.biosample
            self.run_stage(_Stage("biosample_name", f"biosample as the portal spells it: {term}", self.strict()))
        enough = min(self.query.limit, ENOUGH)
        stages = self.relaxed_stages()
        while len(self.found) < enough:
            stage = next(stages, None)
            if stage is None:
                break
            total, new = self.run_stage(stage)
            self.relaxations.append(Relaxation(stage.name, stage.description, total, new))

    def ranked(self) -> list[_Found]:
        """Every file found, scored and best first."""
        slims = self.biosample.slims if self.biosample else ()
        for item in self.found.values():
            s = score_file(item.file, self.query, slims)
            item.points, item.reasons, item.parts = s.points, s.reasons, s.parts
        return rank(self.found.values(), points=lambda f: f.points, released=lambda f: f.file.released,
                    accession=lambda f: f.file.accession, replicates=lambda f: len(f.file.biological_replicates),
                    preferred=lambda f: f.file.preferred_default)

    def match_mode(self, stage: str) -> str:
        if stage == "strict" and self.query.free_text_only:
            return "free text"
        return MATCH_MODES[stage]


def _absolute(portal: str, path: str) -> str:
    return path if path.startswith(("http://", "https://")) else f"{portal}/{path.lstrip('/')}"


def candidate(rank_no: int, item: _Found, run: SearchRun) -> Candidate:
    f = item.file
    reps = ",".join(map(str, f.biological_replicates))
    what = " ".join(x for x in (f.biosample, f.target, f.assay) if x)
    word = "replicates" if len(f.biological_replicates) > 1 else "replicate"
    detail = ", ".join(x for x in (f.output_type, f"{word} {reps}" if reps else None) if x)
    title = f"{f.accession}: {what}" + (f", {detail}" if detail else "") + (f" ({f.assembly})" if f.assembly else "")
    return Candidate(
        rank=rank_no, title=title, source_url=_absolute(run.portal, f.href or ""), track_type=f.track_type,
        portal_url=_absolute(run.portal, f.portal_path), accession=f.accession, experiment_accession=f.experiment,
        assay=f.assay, target=f.target, biosample=f.biosample, assembly=f.assembly,
        file_type=f.file_type or f.file_format, file_format=f.file_format, output_type=f.output_type,
        biological_replicates=f.biological_replicates, match_mode=run.match_mode(item.stage), score=item.points,
        ranking=item.reasons, score_parts=dict(item.parts), tie_break=tie_break(f), released=f.released,
        file_size=f.file_size, retrieved_at=item.retrieved_at,
    )


def message(run: SearchRun, result: EncodeSearchResult, fetcher: Fetcher) -> str:
    """One paragraph: what was found (or not), by which stages, and whether it was replayed."""
    per_stage: dict[str, list[Any]] = {}
    for a in run.attempts:
        if a.kind == "search":
            entry = per_stage.setdefault(a.stage, [a.portal_total, 0])
            entry[1] += a.new
    tried = "; ".join(f"{stage.replace('_', ' ')}: {'?' if total is None else total} matching, {new} new"
                      for stage, (total, new) in per_stage.items())
    how = f"after {count(len(run.relaxations), 'relaxation')}" if run.relaxations else "by the strict query"
    if result.candidates:
        text = (f"{count(result.total, 'ranked candidate')} of {count(len(run.found), 'loadable file')} found "
                f"{how} ({tried}).")
    else:
        text = f"No released files matched {run.query.describe()} {how}. Tried: {tried}."
    if run.no_href:
        text += f" {count(len(run.no_href), 'file')} without a download link skipped."
    if run.suggestions:
        text += f" No biosample term '{run.query.biosample}' on the portal: did you mean " \
                f"{' or '.join(run.suggestions)}?"
    if run.truncated:
        cut = "; ".join(f"the newest {t['ranked']:,} of {t['portalTotal']:,} files of the "
                        f"{t['stage'].replace('_', ' ')} stage" for t in run.truncated)
        text = f"Only part of the matches was ranked: {cut} (narrow the search to rank them all). " + text
    if result.replayed:
        reason = "offline" if fetcher.offline else f"the portal could not be used: {short_reason(fetcher.fallback)}"
        text = f"Replayed from the cache (cached {result.cached_at}; {reason}). " + text
    return text


