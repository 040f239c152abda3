"""The scopes a sentence names: loci after "over / across / in …" and the vocabulary's scope
words ("genome-wide", "on chr19", "in the view"), each with where it stands, so a number is
checked against the scope its own clause names.

A scope pattern may name the sequence it is over: its group ``name`` as written ("on chr19"), or
its group ``number`` (the sequence's name is then the vocabulary's ``seq_prefix`` and the
number: "on chromosome 19"). Every scope of a kind some pattern names a sequence for is
``(kind, name or None)``; any other ``(kind,)``."""

from __future__ import annotations

import re
from typing import Any

from . import fastpath, numbers
from .cuescan import PrefixedSearch
from .facts import Vocabulary
from .patterns import Required, fold, literal_prefixes, may_match, required_words
from .said import Claim
from .sentences import Span
from .spanscan import span_matches

_ScopePattern = tuple[PrefixedSearch, frozenset[str] | None, str]
_Compiled = tuple[Vocabulary, list[_ScopePattern], list[Required | None], frozenset[str]]
_SCOPE_CACHE: dict[int, _Compiled] = {}
#: The groups of a scope pattern that name its sequence.
_NAMING = ("name", "number")


def _lower_set(prefixes: frozenset[str] | None) -> frozenset[str] | None:
    return None if prefixes is None else frozenset(p.lower() for p in prefixes)


def _compiled_scopes(vocabulary: Vocabulary) -> _Compiled:
    hit = _SCOPE_CACHE.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        compiled = [re.compile(p, re.IGNORECASE) for p, _ in vocabulary.scope_patterns]
        named = frozenset(kind for rx, (_, kind) in zip(compiled, vocabulary.scope_patterns, strict=True)
                          if any(g in rx.groupindex for g in _NAMING))
        hit = (vocabulary, [(PrefixedSearch(rx), _lower_set(literal_prefixes(rx.pattern)), kind)
                            for rx, (_, kind) in zip(compiled, vocabulary.scope_patterns, strict=True)],
               [required_words(rx) for rx in compiled], named)
        _SCOPE_CACHE[id(vocabulary)] = hit
    return hit


def scope_patterns(vocabulary: Vocabulary) -> list[_ScopePattern]:
    """The vocabulary's scope patterns, compiled, with the literal prefixes they start with."""
    return _compiled_scopes(vocabulary)[1]


def _scope_words(vocabulary: Vocabulary) -> list[Required | None]:
    """Per scope pattern, the words a text it matches in must hold (:func:`~.patterns.required_words`)."""
    return _compiled_scopes(vocabulary)[2]


_LOCUS_AFTER_RE = re.compile(r":\d")
ScopeHint = tuple[str, list[bool], list[list[list[re.Match[str]]] | None]]


def sentence_scopes(masked_text: str, span: Span, claims: list[Claim], vocabulary: Vocabulary,
            hint: ScopeHint | None = None, index: int = -1) -> list[tuple[Any, ...]]:
    """The scopes a sentence names, each with where it is named: loci after "over / across / in …",
    and scope words.

    ``hint`` (fast path) is the whole message lower-cased (when that keeps its length, so a
    sentence's slice of it holds the same ASCII prefixes as the lower-cased sentence), per
    pattern whether it could match in the message at all (one of its prefixes and one of its
    :func:`~.patterns.required_words` occur there), and per pattern the
    matches of every sentence from one search of the message (:func:`~.spanscan.span_matches`;
    None where it could not be used). ``index`` is the sentence's number among the spans."""
    scopes: list[tuple[Any, ...]] = [(c.pos, ("locus", *c.fact.value, float(c.extra.get("tolerance", 0.0))))
                                     for c in claims if c.fact.kind == "locus" and c.role == "scope"]
    _, patterns, _, named = _compiled_scopes(vocabulary)
    prefix = vocabulary.shapes.seq_prefix
    if hint is not None:
        live = hint[1]
        if not any(live):
            return scopes
    else:
        live = [True] * len(patterns)
    words: str | None = None
    ends: dict[tuple[int, str], int] = {}
    for j, ((pattern, prefixes, kind), alive) in enumerate(zip(patterns, live, strict=True)):
        if not alive:
            continue
        per_span = hint[2][j] if hint is not None and index >= 0 else None
        if per_span is not None:
            matches: list[re.Match[str]] = per_span[index]
        else:
            if words is None:
                words = hint[0][span[0]:span[1]] if hint is not None else masked_text[span[0]:span[1]].lower()
            if prefixes is not None and not any(p in words for p in prefixes):
                continue  # none of the words the pattern starts with: skip it
            matches = pattern.finditer(masked_text, span[0], span[1])
        for m in matches:
            groups = m.groupdict()
            name = groups.get("name") or (prefix + groups["number"] if groups.get("number") else None)
            if name and _LOCUS_AFTER_RE.match(masked_text, m.end()):
                continue  # "over chr19:1,050,000-1,060,000": a locus (read as a scope of its own), not the sequence
            scope = (kind, name) if kind in named else (kind,)
            if kind == "local":
                scope = _sized(m, masked_text)
            elif kind == "view" and _order(m.group()) is not None:
                scope = ("view", _order(m.group()))  # "in the second view": which of the views cited
            scopes.append((m.start(), scope))
            if kind in ("local", "view"):
                ends[(m.start(), kind)] = m.end()
    scopes = _said_by_locus(scopes, ends, claims, masked_text)
    views = [(pos, ends[(pos, "view")]) for pos, scope in scopes if scope[0] == "view"]
    if views:  # "across the whole view(port)": the view itself, not also any local scope its words hold
        scopes = [(pos, scope) for pos, scope in scopes if scope[0] != "local" or not any(
            pos < e and s < ends.get((pos, "local"), pos) for s, e in views)]
    return scopes


#: What a size before "view" may be a size of instead ("the 2-kb view matrix": its bins).
_NOT_THE_PLACE_RE = re.compile(r"\s*(?:correlation\s+|pearson\s+|spearman\s+)?(?:matri(?:x|ces)|bins?\b|heat ?maps?"
                               r"|resolution)", re.IGNORECASE)


#: A verb of placement right before a local scope's words: they say where something sits, not what a value is over.
_PLACED_RE = re.compile(r"\b(?:sits?|sat|lies|lie|lay|falls?|fell|located|nested|contained|is|are|was|were)"
                        r"(?:\s+(?:entirely|fully|well|just|squarely))?\s*$", re.IGNORECASE)
_PLACES_SAID = {"both": 2, "two": 2, "three": 3, "four": 4}


def _sized(m: re.Match[str], masked_text: str) -> tuple[Any, ...]:
    """A local scope with what its words say of the place: ``("local", window, size, tolerance,
    places, order)`` — whether its noun is "window", the size it gives each place ("the 10-kb
    window": 10,000 bp ± 500; None when none), how many places it names ("both windows": 2; None
    when one is not said) and which by order (:func:`_order`); plain ``("local",)`` when its words
    say none of these."""
    said = m.group()
    if _PLACED_RE.search(masked_text, max(0, m.start() - 30), m.start()):
        return ("local",)  # ("the window sits inside the 200-kb view, and rep1 averaged 2.76 there": where it sits)
    size = _size(said)
    window = re.search(r"\bwindows?\b|\b(?:narrow(?:er)?|small(?:er)?|zoomed)\b", said, re.IGNORECASE) is not None
    count = re.search(r"\b(both|two|three|four)\b", said, re.IGNORECASE)
    plural = re.search(r"(?:windows|regions)$", said, re.IGNORECASE) is not None
    places = _PLACES_SAID[count.group(1).lower()] if count and plural else None
    if size is not None and _NOT_THE_PLACE_RE.match(masked_text, m.end()):
        size = None  # ("in the 2-kb view matrix": the matrix's bins are 2 kb)
    order = _order(said)
    if size is None and not window and places is None and order is None:
        return ("local",)
    if size is None:
        return ("local", window, None, 0.0, places, order)
    return ("local", window, *size, places, order)


def _size(said: str) -> tuple[float, float] | None:
    """The length a scope's words give its place and the precision it is written to ("the 10-kb
    window": 10,000 bp ± 500), read as every number is (:data:`~.numbers.NUMBER_RE`); None if none."""
    for m in numbers.NUMBER_RE.finditer(said):
        n = numbers.parse_number(m, said)
        if n is not None and n.unit == numbers.length_unit():
            return n.value, n.precision
    return None


#: Words that say which of several views a scope is, by the order they were made in (1: the first, -1:
#: the last); "current" is not one of them (writers call the view they began with "the current view").
_ORDER_WORDS = {"first": 1, "original": 1, "initial": 1, "earlier": 1, "previous": 1, "second": 2, "third": 3,
                "later": -1, "new": -1, "latest": -1, "last": -1}
_ORDER_RE = re.compile(r"\b(" + "|".join(_ORDER_WORDS) + r")[- ]+(?:[\w-]+[- ]+)?(?:view(?:port)?|window|region)\b",
                       re.IGNORECASE)


def _order(said: str) -> int | None:
    """Which view, window or region the words name by order ("the second view": 2; "the later view":
    -1, the last), None when they name none so."""
    m = _ORDER_RE.search(said)
    return _ORDER_WORDS[m.group(1).lower()] if m else None


_JUST_BEFORE_RE = re.compile(r"[\s(,:\u2014\u2013-]{0,4}")


def _said_by_locus(scopes: list[tuple[int, tuple[Any, ...]]], ends: dict[tuple[int, str], int], claims: list[Claim],
                masked_text: str) -> list[tuple[int, tuple[Any, ...]]]:
    """"In the window chr19:1,050,000-1,060,000, …", "the second view, chr19:8,400,000-8,600,000, …"
    are over that locus: the locus, read as a scope of its own, says which window or view, so the
    scope word right before it goes (it would let another window's or view's value in)."""
    loci = [c.pos for c in claims if c.fact.kind == "locus" and c.role == "scope"]
    return [(pos, scope) for pos, scope in scopes
            if (pos, scope[0]) not in ends or not any(
                p >= ends[(pos, scope[0])] and _JUST_BEFORE_RE.fullmatch(masked_text[ends[(pos, scope[0])]:p])
                for p in loci)]


def scope_hint(masked_text: str, vocabulary: Vocabulary, spans: list[Span]) -> ScopeHint | None:
    """The ``hint`` of :func:`_scopes` for a message (None: the fast path does not apply)."""
    if not fastpath.enabled():
        return None
    lowered = masked_text.lower()
    if len(lowered) != len(masked_text):
        return None
    patterns = scope_patterns(vocabulary)
    folded = fold(masked_text)
    live = [(prefixes is None or any(p in lowered for p in prefixes)) and may_match(words, folded)
            for (_, prefixes, _), words in zip(patterns, _scope_words(vocabulary), strict=True)]
    return lowered, live, [span_matches(pattern, masked_text, spans) if alive else None
                           for (pattern, _, _), alive in zip(patterns, live, strict=True)]
