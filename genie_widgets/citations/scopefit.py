"""Whether a fact's scope is the scope a sentence names: a locus, a whole sequence, the view, a
file or its preview (:func:`scope_fits`)."""

from __future__ import annotations

from typing import Any

from .facts import RecordFact
from .numbers import length_unit, seq_key

#: The scope kinds of facts and of sentences the matcher knows (a domain names its kinds so:
#: ``sequence`` a whole named sequence, ``all`` everything, ``regions`` chosen regions, ``view`` the
#: window shown, ``preview`` the first part of a file; a sentence's ``local`` is a part of a sequence,
#: its ``view`` the window shown itself, its ``file`` a whole file).
WHOLE = ("sequence", "all")
#: The scope kinds of a part of a sequence: the view shown (as a record names it) and chosen regions.
PLACES = ("view", "viewport", "regions")


def _locus_scope_ok(scope: tuple[Any, ...], fact: RecordFact) -> bool:
    """A scope said as a locus, ``("locus", seq, start, end, tolerance)``: the fact's scope is that one
    locus, to the precision written (a value over two windows is no value of one of them)."""
    _, seq, start, end, tolerance = scope
    tolerance = min(tolerance, 0.01 * (end - start))  # (a loosely written locus names no window inside it)
    if len(fact.scope) > 1:
        return False
    key = None
    for c, s, e in fact.scope:
        if abs(s - start) <= tolerance and abs(e - end) <= tolerance:  # (to its written precision: "45.63–46.71 Mb")
            key = seq_key(seq) if key is None else key
            if seq_key(c) == key:
                return True
    return False


def _sequence_scope_ok(scope: tuple[Any, ...], fact: RecordFact) -> bool:
    """A statistic said over a whole sequence must be over the whole of it; a length or position
    ("MYC spans 7.5 kb on chr8", "the view starts at 1.0 Mb of chr19") need only lie on it."""
    seq = scope[1]
    on = seq is None or any(seq_key(c) == seq_key(seq) for c, _, _ in fact.scope)
    return on and (fact.scope_kind == "sequence" or (fact.unit == length_unit() and seq is not None
                                                     and fact.scope_kind not in ("all", "regions")))


def scope_fits(scope: tuple[Any, ...], fact: RecordFact) -> bool:
    """Whether ``fact`` was computed over the one scope a sentence names (``scope``: its kind first)."""
    kind = scope[0]
    if not fact.scope and fact.scope_kind is None:
        return True
    if kind == "file":  # "in the file": not a preview of its first lines
        return fact.scope_kind != "preview"
    if kind == "preview":  # "the 40 rows shown": what the preview shows, or what it lies in (not a whole sequence)
        return fact.scope_kind not in WHOLE
    if kind == "locus":
        return _locus_scope_ok(scope, fact)
    if kind == "sequence":
        return _sequence_scope_ok(scope, fact)
    if kind == "all":  # "genome-wide" of a whole-sequence result: a loose word writers use for it
        return fact.scope_kind in WHOLE
    if kind == "local":  # the view, a window or a region: not a whole sequence nor everything
        return fact.scope_kind not in WHOLE
    if kind == "view":  # "across the whole view": the view itself, not a window of it
        return fact.scope_kind not in (*WHOLE, "regions")
    return True


def local_pick(scope: tuple[Any, ...], fact: RecordFact, choices: set[tuple[str, int]]) -> bool:
    """Whether a statistic fits what a local scope's words say of the place (``scope``:
    ``("local", window, size, tolerance, places)``): "both windows" are that many regions together,
    "the 10-kb window" is 10 kb long (each of them, for several), and "the window", where the cited
    records hold the attribute over the view and over chosen regions (``choices``: (scope kind,
    length) of each), is a chosen region. A value of a place not said so fails."""
    _, window, size, tolerance, places, _order = scope
    if fact.unit == length_unit() or fact.scope_kind not in PLACES or not fact.scope:
        return True
    if places is not None and len(fact.scope) != places:
        return False
    if size is not None:
        lengths = [end - start for _, start, end in fact.scope] if places else [scope_length(fact)]
        return all(abs(length - size) <= tolerance for length in lengths)
    kinds = {kind for kind, _ in choices}
    if window and "regions" in kinds and kinds & {"view", "viewport"}:
        return fact.scope_kind == "regions"
    return True


def scope_length(fact: RecordFact) -> int:
    """How many bases a fact's scope spans (its regions together)."""
    return sum(end - start for _, start, end in fact.scope)


def in_order(order: int, fact: RecordFact, views: list[tuple[tuple[str, int, int], ...]]) -> bool:
    """Whether a fact over a view is over the view a scope names by its order (``order``: 1 the
    first, 2 the second, -1 the last), ``views`` the cited views' scopes in the order they were made.
    Where fewer than two views are cited, or the fact is over no view, any fits."""
    if len(views) < 2 or fact.scope_kind not in ("view", "viewport") or fact.scope not in views:
        return True
    at = views.index(fact.scope)
    return at == (len(views) - 1 if order == -1 else order - 1)


def scope_order(scope: tuple[Any, ...]) -> int | None:
    """Which view a sentence's scope names by order ("the second view": 2; the last: -1), if any."""
    if scope[0] == "view" and len(scope) == 2 and isinstance(scope[1], int):
        return int(scope[1])
    return scope[5] if scope[0] == "local" and len(scope) == 6 else None


def cited_views(cited: list[tuple[str, Any]], created: dict[str, str]) -> list[tuple[tuple[str, int, int], ...]]:
    """The scopes of the views the cited records' numbers are over, in the order the records were made
    (``created``: citation id → when)."""
    first: dict[tuple[tuple[str, int, int], ...], str] = {}
    for cid, rf in cited:
        for f in rf.facts:
            if f.scope_kind in ("view", "viewport") and f.scope and f.kind == "number":
                made = created.get(cid, "")
                first[f.scope] = min(first.get(f.scope, made), made)
    return sorted(first, key=lambda v: first[v])


def cited_places(cited: list[tuple[str, Any]], attribute: str | None) -> set[tuple[str, int]]:
    """(scope kind, length) of every view or region the cited records hold ``attribute`` over."""
    return {(f.scope_kind, scope_length(f)) for _, rf in cited for f in rf.facts
            if f.attribute == attribute and f.scope_kind in PLACES and f.scope}
