"""What a portal answer must be before a search reads it: live, or replayed from the cache.

A portal answer is outside text, and a cache file more so (a project folder someone handed over,
or edited): either can hold a 10 MB ``retrievedAt``, a 100,000-deep body or a number where a name
belongs. Every string a search reads from an answer ends up in its tool result and its citation
records, so before one is used it is checked, without recursion, against:

- **depth**: at most :data:`MAX_DEPTH` levels of nesting anywhere in the body (the portal's
  deepest embedded objects are about 10);
- **the fields a search reads** (the ``@graph`` rows of a File search or a BiosampleType lookup,
  ``total``, ``@type`` and the terms of the biosample facet): each, when present, of the type the
  search expects and at most :data:`MAX_TERM` characters (names, terms, types, accessions) or
  :data:`MAX_PATH` characters (``@id``, ``href``, ``dataset``); dates as ISO 8601 dates; counts
  as integers from 0 to 2^53. Fields the search does not read may be anything the size cap of the
  answer allows: they never leave the cache file.

A cache file must also be the library's own record of that request (:mod:`.cache`): its
``schemaVersion``, the same request URL, an HTTP status and a ``retrievedAt`` timestamp as
:func:`~genie_widgets._io.utc_now` writes it. :func:`check_answer` raises :class:`AnswerError`
with the first problem, naming the field and quoting at most a few dozen characters of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .._io import echo
from .biosamples import TERM_FACET

__all__ = ["MAX_DEPTH", "MAX_PATH", "MAX_TERM", "AnswerError", "check_answer", "check_timestamp"]

#: Deepest nesting allowed anywhere in an answer's body (levels of objects and lists).
MAX_DEPTH = 32
#: Characters of a name, term, type, accession, status or facet key a search reads.
MAX_TERM = 200
#: Characters of a portal path or download URL (``@id``, ``href``, ``dataset``).
MAX_PATH = 2_000
#: Items of a list a search reads (``@type``, slims, replicates).
MAX_LIST = 1_000
#: Largest count (``total``, ``file_size``) read: exact in a JSON number everywhere.
MAX_COUNT = 2**53

_DATE = re.compile(r"\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)?)?")
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|\+00:00)")


class AnswerError(ValueError):
    """A portal answer (or a cache file) that a search must not read; the message says which
    field and why."""


Check = Callable[[Any, str], None]


def _fail(where: str, why: str) -> None:
    raise AnswerError(f"{where} {why}")


def _text(limit: int) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, str):
            _fail(where, f"must be text, not {type(value).__name__}")
        elif len(value) > limit:
            _fail(where, f"is {len(value):,} characters long; at most {limit:,}")
    return check


def _count(value: Any, where: str) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
        _fail(where, f"must be a whole number from 0 to 2^53, not {_shown(value)}")


def _flag(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        _fail(where, f"must be true or false, not {_shown(value)}")


def _date(value: Any, where: str) -> None:
    _text(40)(value, where)
    if not _DATE.fullmatch(value):
        _fail(where, f"is not an ISO 8601 date: '{echo(value, 40)}'")


def _list_of(item: Check) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, list):
            _fail(where, f"must be a list, not {type(value).__name__}")
        if len(value) > MAX_LIST:
            _fail(where, f"has {len(value):,} items; at most {MAX_LIST:,}")
        for i, v in enumerate(value):
            item(v, f"{where}[{i}]")
    return check


def _either(*checks: Check) -> Check:
    """The first check that fits the value's type decides (text, an object, a list)."""
    def check(value: Any, where: str) -> None:
        problem = AnswerError(f"{where} is of no expected type")
        for one in checks:
            try:
                one(value, where)
                return
            except AnswerError as exc:
                problem = exc
        raise problem
    return check


def _object(fields: dict[str, Check]) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, dict):
            _fail(where, f"must be an object, not {type(value).__name__}")
        for name, field in fields.items():
            if value.get(name) is not None:
                field(value[name], f"{where}.{name}")
    return check


_TERM, _PATH = _text(MAX_TERM), _text(MAX_PATH)
_TERMS = _list_of(_TERM)
_TYPES = _either(_TERM, _TERMS)

#: The fields of a search row a search reads (File rows and BiosampleType rows), and what each must be.
ROW_FIELDS: dict[str, Check] = {
    "@id": _PATH, "@type": _TYPES, "accession": _TERM, "title": _TERM, "href": _PATH, "status": _TERM,
    "file_format": _TERM, "file_type": _TERM, "output_type": _TERM, "assembly": _TERM,
    "biological_replicates": _list_of(_either(_count, _TERM)), "dataset": _either(_PATH, _object({"accession": _TERM})),
    "assay_title": _TERM, "assay_term_name": _TERM, "target": _either(_PATH, _object({"label": _TERM})),
    "biosample_ontology": _object({"term_name": _TERM, "organ_slims": _TERMS, "cell_slims": _TERMS,
                                   "classification": _TERM}),
    "date_created": _date, "date_released": _date, "preferred_default": _flag, "file_size": _count,
    "lab": _either(_PATH, _object({"title": _TERM})),
    "term_name": _TERM, "organ_slims": _TERMS, "cell_slims": _TERMS, "classification": _TERM,
}
_ROW = _object(ROW_FIELDS)
_FACET_TERM = _object({"key": _either(_TERM, _count)})


def _shown(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return f"a {type(value).__name__}"
    return echo(value, 40)


def _depth(body: Any, where: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` (walked with a stack, not recursion)."""
    stack: list[tuple[Any, int]] = [(body, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            _fail(where, f"is nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values() if isinstance(v, (dict, list)))
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value if isinstance(v, (dict, list)))


def check_answer(body: Any, where: str = "the answer") -> None:
    """Refuse (:class:`AnswerError`) a portal answer body a search must not read: not an object,
    nested too deeply, or a field the search reads of the wrong type or over its size. ``where``
    names the answer in the message (``the cached answer <file>``)."""
    if not isinstance(body, dict):
        _fail(where, f"must be a JSON object, not {type(body).__name__}")
    _depth(body, where)
    fields: dict[str, Check] = {"total": _count, "@type": _TYPES}
    for name, field in fields.items():
        if body.get(name) is not None:
            field(body[name], f"{where}: {name}")
    graph = body.get("@graph")
    if isinstance(graph, list):
        for i, row in enumerate(graph):
            if isinstance(row, dict):
                _ROW(row, f"{where}: @graph[{i}]")
    facets = body.get("facets")
    if isinstance(facets, list):
        for i, facet in enumerate(facets):
            if isinstance(facet, dict) and facet.get("field") == TERM_FACET and isinstance(facet.get("terms"), list):
                for j, term in enumerate(facet["terms"]):
                    _FACET_TERM(term, f"{where}: facets[{i}].terms[{j}]")


def check_timestamp(value: Any, where: str) -> str:
    """``value`` if it is a UTC timestamp as the cache writes it (``2025-01-31T12:00:00.000Z``)."""
    if not isinstance(value, str) or len(value) > 40 or not _STAMP.fullmatch(value):
        shown = f"{len(value):,} characters of text" if isinstance(value, str) and len(value) > 40 else _shown(value)
        raise AnswerError(f"{where} is not a UTC timestamp like 2025-01-31T12:00:00.000Z: {shown}")
    return value
