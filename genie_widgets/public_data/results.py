"""What a search returns: its attempts, relaxations and ranked candidates (plain dataclasses with
camelCase ``to_json()``; the result also offers ``to_frame()`` and loads a candidate as a track)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from .._io import camel
from ..citations import Citation

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd


def _as_json(obj: Any, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    out = {}
    for f in fields(obj):
        if f.name in skip:
            continue
        value = getattr(obj, f.name)
        out[camel(f.name)] = list(value) if isinstance(value, tuple) else value
    return out


@dataclass
class Attempt:
    """One portal request of a search.

    ``url`` is the portal page a person can open; ``api_url`` the exact JSON request (the cache
    key). ``portal_total`` is the portal's count of matches; ``returned`` the rows received;
    ``usable`` the loadable files among them; ``new`` those not found by an earlier stage.
    ``source`` is ``portal`` or ``cache``; ``offset`` is the first row asked (pages after the
    first of a stage with many matches).
    """

    stage: str
    kind: str
    url: str
    api_url: str
    portal_total: int | None = None
    returned: int = 0
    usable: int = 0
    new: int = 0
    skipped_no_href: int = 0
    ignored: int = 0
    source: str = "portal"
    retrieved_at: str | None = None
    offset: int = 0

    def to_json(self, *, full: bool = False) -> dict[str, Any]:
        """camelCase; ``full`` adds ``apiUrl`` (kept in the search record, left out of the tool's
        answer to keep it short)."""
        return _as_json(self, skip=() if full else ("api_url",))


@dataclass
class Relaxation:
    """One relaxation that ran: which step, what it changed, and what it found."""

    step: str
    description: str
    portal_total: int | None
    new: int

    def to_json(self) -> dict[str, Any]:
        return _as_json(self)


@dataclass
class Candidate:
    """A ranked, loadable file: load it with ``genome_add_track(sourceUrl=…, type=…)``.

    ``source_url`` is the absolute download URL, ``portal_url`` the file's page; ``match_mode``
    names the search stage that found it; ``score``, ``score_parts`` (points per line of the
    score table) and ``ranking`` (the same in words) say why it ranks where it does, and
    ``tie_break`` the values that order files of equal score (see :mod:`.ranking`).
    ``citation_token`` is set when the search ran in a project.
    """

    rank: int
    title: str
    source_url: str
    track_type: str | None
    portal_url: str
    accession: str
    experiment_accession: str | None
    assay: str | None
    target: str | None
    biosample: str | None
    assembly: str | None
    file_type: str | None
    file_format: str | None
    output_type: str | None
    biological_replicates: tuple[int, ...]
    match_mode: str
    score: int
    ranking: tuple[str, ...]
    score_parts: dict[str, int] = field(default_factory=dict)
    tie_break: dict[str, Any] = field(default_factory=dict)
    released: str | None = None
    file_size: int | None = None
    retrieved_at: str | None = None
    citation_id: str | None = None

    @property
    def citation_token(self) -> str | None:
        return f"[[cite:{self.citation_id}]]" if self.citation_id else None

    def to_json(self) -> dict[str, Any]:
        out = _as_json(self, skip=("citation_id", "retrieved_at"))
        out["citationToken"] = self.citation_token
        return out

    def track_metadata(self) -> dict[str, Any]:
        """What a browser track made from this file keeps about it."""
        return {
            "source": "ENCODE", "accession": self.accession, "experiment": self.experiment_accession,
            "assay": self.assay, "target": self.target, "biosample": self.biosample,
            "assembly": self.assembly, "outputType": self.output_type,
            "biologicalReplicates": list(self.biological_replicates), "portalUrl": self.portal_url,
            "citationId": self.citation_id,
        }


@dataclass
class EncodeSearchResult:
    """What :func:`search` found. ``total`` is the number of candidates returned."""

    success: bool
    query: dict[str, Any]
    description: str
    portal: str
    search_page: str
    candidates: list[Candidate] = field(default_factory=list)
    relaxations: list[Relaxation] = field(default_factory=list)
    attempts: list[Attempt] = field(default_factory=list)
    skipped_no_href: int = 0
    message: str = ""
    notes: list[str] = field(default_factory=list)
    replayed: bool = False
    cached_at: str | None = None
    error: str | None = None
    source: str = "ENCODE"
    biosample_suggestions: list[str] = field(default_factory=list)
    truncated: list[dict[str, Any]] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list, repr=False)

    @property
    def total(self) -> int:
        return len(self.candidates)

    @property
    def citation(self) -> Citation | None:
        """The search's own record (the first citation), when the search ran in a project."""
        return self.citations[0] if self.citations else None

    def to_json(self) -> dict[str, Any]:
        """The result as the tool reports it (camelCase)."""
        out = {
            "success": self.success, "source": self.source, "portal": self.portal, "query": self.query,
            "total": self.total, "relaxations": [r.to_json() for r in self.relaxations],
            "attempts": [a.to_json() for a in self.attempts],
            "candidates": [c.to_json() for c in self.candidates], "skippedNoHref": self.skipped_no_href,
            "message": self.message, "notes": list(self.notes), "replayed": self.replayed,
            "cachedAt": self.cached_at, "biosampleSuggestions": list(self.biosample_suggestions),
            "truncated": list(self.truncated),
        }
        if self.error is not None:
            out["error"] = self.error
        return out

    def to_frame(self) -> pd.DataFrame:
        """One row per candidate, best first."""
        import pandas as pd

        columns = ["rank", "accession", "biosample", "target", "assay", "output_type", "biological_replicates",
                   "file_type", "assembly", "score", "score_parts", "match_mode", "experiment_accession",
                   "source_url", "track_type", "portal_url", "citation_token"]
        rows = [{c: getattr(cand, c) for c in columns} for cand in self.candidates]
        frame = pd.DataFrame(rows, columns=columns)
        frame["biological_replicates"] = [list(r) for r in frame["biological_replicates"]]
        return frame

    def candidate(self, which: int | str = 1) -> Candidate:
        """A candidate by rank (1 = best) or accession."""
        for c in self.candidates:
            if c.rank == which or (isinstance(which, str) and c.accession.upper() == which.upper()):
                return c
        known = ", ".join(c.accession for c in self.candidates) or "none"
        raise KeyError(f"no candidate {which!r} in this search (candidates: {known})")

    def load(self, project: Any, which: int | str = 1, *, name: str | None = None, pin: bool | str = False,
             max_pin_bytes: int | None = None) -> Any:
        """Add a candidate (rank or accession; default the best) to ``project`` as a track.

        ``pin=True`` keeps in the project every byte range of the file the project reads from
        now on (so what it measures replays offline: :meth:`Project.pin`); ``pin="file"`` keeps
        the whole file now, refused when it is larger than ``max_pin_bytes`` (default
        :data:`genie_widgets.project.pins.DEFAULT_WHOLE_FILE_CAP`).
        """
        c = self.candidate(which)
        if c.track_type is None:
            raise ValueError(f"{c.accession} is a {c.file_format} file, not a track the browser can show")
        if pin not in (False, True, "file", "reads"):
            raise ValueError(f"pin must be False, True (the ranges read) or 'file' (the whole file), not {pin!r}")
        if pin == "file" and max_pin_bytes is not None and c.file_size is not None and c.file_size > max_pin_bytes:
            raise ValueError(f"{c.accession} has {c.file_size:,} bytes, more than max_pin_bytes={max_pin_bytes:,}: "
                             "pin=True keeps only the ranges the project reads")
        label = name or " ".join(x for x in (c.biosample, c.target, c.output_type, c.accession) if x)
        metadata = c.track_metadata() | ({"pinReads": True} if pin else {})
        track = project.add_track(c.source_url, c.track_type, name=label, metadata=metadata)
        if pin:
            report = project.pin([track.id], whole_files_up_to=max_pin_bytes if pin == "file" else None,
                                 whole=pin == "file")
            partial = [f for f in report.files if not f.whole]
            if pin == "file" and (partial or report.skipped):
                project.remove_track(track.id)
                why = partial[0].note if partial and partial[0].note else "; ".join(report.skipped)
                raise ValueError(f"{c.accession} was not added: the whole file could not be pinned ({why})")
        return track

    def _repr_markdown_(self) -> str:
        if not self.success:
            error = str(self.error or "")
            detail = error.split(":", 1)[1].strip() if error.startswith("ENCODE search failed:") else error
            return f"**ENCODE search failed:** {detail}"
        lines = [f"**ENCODE search:** {self.description}: {self.message}", ""]
        if self.truncated:
            cut = "; ".join(f"newest {t['ranked']:,} of {t['portalTotal']:,} ({t['stage']})" for t in self.truncated)
            lines[0:0] = [f"**Only part of the matches was ranked:** {cut}.", ""]
        lines += ["| # | accession | biosample | target | output type | reps | score | match | why |",
                  "|---|---|---|---|---|---|---|---|---|"]
        if self.biosample_suggestions:
            lines[0:0] = [f"**Did you mean** {' or '.join(self.biosample_suggestions)}?", ""]
        for c in self.candidates:
            reps = ",".join(map(str, c.biological_replicates))
            lines.append(f"| {c.rank} | [{c.accession}]({c.portal_url}) | {c.biosample or ''} | {c.target or ''} | "
                         f"{c.output_type or ''} | {reps} | {c.score} | {c.match_mode} | {'; '.join(c.ranking)} |")
        return "\n".join(lines)
