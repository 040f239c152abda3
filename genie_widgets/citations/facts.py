"""What a record declares: typed facts, the entities they are about, and the vocabulary that
says which words of a sentence name which attribute.

This module is generic: it knows nothing of genomics. A domain package (for genie_widgets, the
tools layer: :mod:`genie_widgets.tools.facts`) registers a :class:`Vocabulary` with
:func:`register_vocabulary`; :func:`~.verify.verify_message` uses the registered one unless it is
given another. Without any registration :func:`generic_facts` reads every number of a record with
its JSON key as the attribute and no entity, so the checker still works (numbers then match any
value at the precision written).

A fact (:class:`RecordFact`) is ``(entities, attribute, value, unit, scope)``: e.g. the track
``rep1`` · ``mean`` · 0.8703 · ``signal`` · ``chr19:0-58617616`` (whole chromosome). Loci are
``(seq, start, end)``, 0-based and end-exclusive; lengths are in the registered shapes' length unit
(:class:`~.numbers.Shapes`; base pairs for genomics).
"""

from __future__ import annotations

import json
import re
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .notvalues import not_values
from .numbers import (
    URL_RE,
    Shapes,
    accession_matches,
    configure,
    length_unit,
    locus_matches,
    locus_value,
    number_matches,
    parse_number,
)
from .recordfacts import Entity, Locus, RecordFact, RecordFacts

__all__ = ["Entity", "Locus", "RecordFact", "RecordFacts"]


@dataclass(frozen=True)
class Cue:
    """Words that name attributes: ``pattern`` (a lower-case regex, matched against the
    lower-cased sentence, so it is case-insensitive), the ``attributes`` it
    names, and where it stands: ``before`` the number ("averaged 0.87", "r = 0.61") and/or
    ``after`` it ("7 peaks", "500 bins")."""

    pattern: str
    attributes: frozenset[str]
    before: bool = True
    after: bool = False
    adjacent: bool = False  # binds only a number right next to it ("replicate 3", not "replicate 1 sits at 0.87")
    #: Attributes whose own words win over these words in the same clause: "of the view" says only
    #: what a percent is part of, so "no signal over 97.9% of the view" is the uncovered share.
    yields_to: frozenset[str] = frozenset()
    #: Words that bind no number of their own and only narrow a cue that yields to them ("based on 6
    #: bins": the bins a statistic used, not all the bins of its scope). Such a cue has neither side.
    narrows: bool = False


@dataclass
class Vocabulary:
    """The words and record readers of a domain.

    - ``cues``: attribute words (:class:`Cue`);
    - ``extract(record) -> RecordFacts``: the facts of a record, from its stored fields alone;
    - ``count_attributes``: attributes whose values are counts (a count needs an equal integer);
    - ``labels``: attribute → words for messages ("mean", "peak count");
    - ``view_cues``: words before a locus that say it *is* the view / scope (it must then equal a
      view or scope locus of the record, not merely overlap one);
    - ``accession_roles``: (regex, role) pairs for the word before an accession ("experiment");
    - ``scope_patterns``: (regex, scope kind) pairs for scope words ("genome-wide" → ``all``,
      "on chr19" → ``chromosome`` with a ``chrom`` group);
    - ``units``: attribute → unit (``bp``, ``fraction``, ``percent``, ``count``, ``signal``), so a
      length binds only to length attributes and a percent only to fractions or percents;
    - ``pair_attributes``: attributes of a fact about two entities together (a correlation of two
      tracks): a sentence naming two entities is backed only by the fact about those two;
    - ``value_names``: (regex, attribute) pairs for words shaped like an entity's name that are an
      attribute and its value where a cited record holds that attribute ("replicate 3" of a file
      record is its replicate number, not the track "rep3");
    - ``categories``: (regex, attribute, value) triples for words that state a categorical value
      ("minus strand" → ``strand`` ``minus``), checked against ``category`` facts; every match
      holds the attribute's or the value's name (the checker looks for the regex only where one
      occurs);
    - ``ordinal_attributes``: what a place written as an ordinal ("ranked fifth") is, when no
      word binds it;
    - ``range_attributes``: what the two ends of "values range from X to Y" are (the lowest and
      the highest), when no word binds them;
    - ``lower_is_better``: attributes whose "top" or "best" is the smallest value (a rank);
    - ``needs_words``: attributes that back a number only when their own words bind it (a preview's
      line count is no count of samples: "9 samples" is not "9 lines");
    - ``position_attributes``: where something starts and ends; only a number said to be a
      position ("sits at 127.7 Mb", "from 1.05 to 1.06 Mb") is checked against them, so a length
      such as "1 Mb" never matches a start coordinate by chance;
    - ``collectives``: a regex for words naming several entities at once ("the two replicates"):
      a number said of them is about no one entity named before it;
    - ``closeness``: (regex, pair attributes) pairs for words of closeness between two entities
      ("more similar", "agree more closely", "the tightest pair"): a comparison said in them with no
      attribute words compares those attributes, and holds only where every one of them agrees;
    - ``kind_words``: (regex, entity kind) pairs for the nouns of a kind ("peak" → ``feature``):
      "that peak", "the same track" name the previous sentence's last entity of that kind;
    - ``name_forms``: the domain's variants of a short form of a name (:mod:`.gazetteer`):
      "rep1" → "replicate 1", "the first replicate";
    - ``located_kinds``: the entity kinds with a locus of their own, where a sentence places them
      ("Peak_22 lies within the view", "MYC is on chr8");
    - ``shapes``: how the domain writes lengths, loci and accessions (:class:`~.numbers.Shapes`);
    - ``not_names``: the domain's words that never name an entity even where a record uses them as a
      name ("signal", "peaks"; English function words never do);
    - ``name_uses``: a regex for what follows a name that is a plain word when the word is used as a
      word, not the name ("pooled from replicates");
    - ``place_nouns``: nouns after a name that make it a place ("in the Oct4 file"), and
      ``place_kinds``: kinds of entity said after "at" / "over" as where a value is ("at POU5F1");
    - ``container_kinds``: a kind of entity → the kind of the rows it holds (a track holds features);
    - ``sequence_nouns``: nouns for a whole sequence or all of them, said as the scope before a
      locus ("across the whole chromosome X").
      The *registered* vocabulary's are the ones every text is read with (numbers are read before
      any vocabulary is asked): :func:`register_vocabulary` configures them.

    An attribute no cue names (a JSON key the vocabulary does not know) is compatible with any
    attribute words: the number must then only match at the precision written.
    """

    cues: tuple[Cue, ...] = ()
    extract: Callable[[Any], RecordFacts] | None = None
    count_attributes: frozenset[str] = frozenset()
    labels: dict[str, str] = field(default_factory=dict)
    view_cues: str = r"(?!x)x"
    accession_roles: tuple[tuple[str, str], ...] = ()
    scope_patterns: tuple[tuple[str, str], ...] = ()
    units: dict[str, str] = field(default_factory=dict)
    pair_attributes: frozenset[str] = frozenset()
    value_names: tuple[tuple[str, str], ...] = ()
    categories: tuple[tuple[str, str, str], ...] = ()
    ordinal_attributes: frozenset[str] = frozenset()
    range_attributes: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    lower_is_better: frozenset[str] = frozenset()
    needs_words: frozenset[str] = frozenset()
    position_attributes: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    collectives: str = ""
    closeness: tuple[tuple[str, frozenset[str]], ...] = ()
    kind_words: tuple[tuple[str, str], ...] = ()
    name_forms: Callable[[str], tuple[str, ...]] | None = None
    located_kinds: frozenset[str] = frozenset({"feature"})
    whole_name_kinds: frozenset[str] = frozenset()
    shapes: Shapes = field(default_factory=Shapes)
    not_names: frozenset[str] = frozenset()
    name_uses: str | None = None
    place_nouns: tuple[str, ...] = ()
    place_kinds: frozenset[str] = frozenset()
    container_kinds: Mapping[str, str] = field(default_factory=dict)
    sequence_nouns: tuple[str, ...] = ()
    _compiled: Any = field(default=None, repr=False, compare=False)
    _known: frozenset[str] | None = field(default=None, repr=False, compare=False)

    def scanner(self) -> Any:
        """The cues compiled for :func:`~.claims.cue_hits` (patterns are matched against the
        lower-cased text, so they are written in lower case)."""
        if self._compiled is None:
            from .cuescan import CueScanner

            self._compiled = CueScanner([(c.pattern, c) for c in self.cues])
        return self._compiled

    def known(self, attribute: str | None) -> bool:
        """Whether some cue names ``attribute``."""
        if self._known is None:
            self._known = frozenset(a for c in self.cues for a in c.attributes)
        return attribute in self._known

    def kind_of(self, noun: str) -> str | None:
        """The entity kind whose noun ``noun`` is (``kind_words``, any case), or None."""
        for pattern, kind in self.kind_words:
            if re.fullmatch(pattern, noun, re.IGNORECASE):
                return kind
        return None

    def label(self, attribute: str | None) -> str:
        if attribute is None:
            return "value"
        return self.labels.get(attribute, attribute)

    def facts_of(self, record: Any) -> RecordFacts:
        """The facts of ``record`` (cached by id and object identity)."""
        return _cached(record, self)


_registered: Vocabulary | None = None


def register_vocabulary(vocabulary: Vocabulary) -> None:
    """Make ``vocabulary`` the default of :func:`~.verify.verify_message` and its shapes the ones
    every text is read with (the last one wins)."""
    global _registered
    _registered = vocabulary
    configure(vocabulary.shapes)
    _cache.clear()


def default_vocabulary() -> Vocabulary:
    """The registered vocabulary, or a bare one that reads records with :func:`generic_facts`."""
    return _registered if _registered is not None else _BARE


# -- the generic reader -------------------------------------------------------------------------

_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def child_path(path: str, key: Any) -> str:
    """``data.tracks[0]`` / ``data.stats.mean`` / ``data["odd key"]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    key = str(key)
    return f"{path}.{key}" if _IDENT_RE.match(key) else f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def text_facts(text: str, path: str, *, numbers: bool = True, loci: bool = True,
               attribute: str | None = None, **common: Any) -> list[RecordFact]:
    """Accessions, loci (with their lengths) and, optionally, numbers written in a string.
    Digits in timestamps, times, paths, file names, URLs and hashes are not read as numbers."""
    out: list[RecordFact] = []
    chars = list(text)

    def blank(s: int, e: int) -> None:
        for i in range(s, e):
            chars[i] = " "

    for m in accession_matches(text):
        out.append(RecordFact("accession", m.group().upper(), path, m.group(), attribute, **common))
        blank(*m.span())
    for m in URL_RE.finditer(text):
        blank(*m.span())
    rest = "".join(chars)
    length = length_unit()
    for m in locus_matches(rest):
        if loci:
            name, start, end = locus_value(m)
            out.append(RecordFact("locus", (name, start, end), path, m.group(), attribute, **common))
            out.append(RecordFact("number", float(end - start), f"{path} (length)", m.group(), "length",
                                  unit=length, integer=True, **common))
        blank(*m.span())
    if numbers:
        rest = "".join(chars)
        for s, e in list(not_values(rest)):
            blank(s, e)
        rest = "".join(chars)
        for m in number_matches(rest):
            n = parse_number(m, rest)
            if n is None:
                continue
            unit = length if n.unit == length else ("percent" if n.percent else None)
            out.append(RecordFact("number", n.value, path, m.group(), attribute, unit=unit,
                                  integer=n.integer, **common))
    return out


def generic_facts(record: Any) -> RecordFacts:
    """Facts of any record without domain knowledge: every number of ``data`` (JSON key as the
    attribute), loci and accessions in its strings, and the ``locus``, ``title``, ``location``
    and ``line_range`` fields (``excerpt`` only when there is no ``data``)."""
    facts: list[RecordFact] = []
    data = getattr(record, "data", None)
    stack: list[tuple[Any, str, str | None]] = [(data, "data", None)] if data is not None else []
    while stack:
        obj, path, key = stack.pop()
        if isinstance(obj, bool) or obj is None:
            continue
        if isinstance(obj, (int, float)):
            facts.append(RecordFact("number", float(obj), path, json.dumps(obj), key, integer=isinstance(obj, int)))
        elif isinstance(obj, str):
            facts.extend(text_facts(obj, path, attribute=key))
        elif isinstance(obj, dict):
            stack.extend(reversed([(v, child_path(path, k), str(k)) for k, v in obj.items()]))
        elif isinstance(obj, (list, tuple)):
            stack.extend(reversed([(v, child_path(path, i), key) for i, v in enumerate(obj)]))
    for attr, path, numbers in (("locus", "locus", True), ("title", "title", True), ("location", "location", True),
                                ("line_range", "lineRange", True), ("excerpt", "excerpt", data is None)):
        value = getattr(record, attr, None)
        if isinstance(value, str) and value:
            facts.extend(text_facts(value, path, numbers=numbers))
    return RecordFacts(facts)


_BARE = Vocabulary(extract=generic_facts)

_CACHE_SIZE = 4096
_cache: OrderedDict[tuple[str, int, int], tuple[weakref.ref, RecordFacts]] = OrderedDict()


def _cached(record: Any, vocabulary: Vocabulary) -> RecordFacts:
    key = (str(getattr(record, "id", "")), id(record), id(vocabulary))
    hit = _cache.get(key)
    if hit is not None and hit[0]() is record:
        _cache.move_to_end(key)
        return hit[1]
    extract = vocabulary.extract or generic_facts
    facts = extract(record)
    facts.text = record_text(record)
    try:
        ref = weakref.ref(record)
    except TypeError:  # not weak-referenceable: do not cache
        return facts
    _cache[key] = (ref, facts)
    if len(_cache) > _CACHE_SIZE:
        _cache.popitem(last=False)
    return facts


def record_text(record: Any) -> str:
    """A record's stored text: its data as JSON, then its title, locus and location."""
    data = getattr(record, "data", None)
    parts = [json.dumps(data, ensure_ascii=False, default=str)] if data is not None else []
    parts += [str(v) for v in (getattr(record, a, None) for a in ("title", "locus", "location", "excerpt")) if v]
    return "\n".join(parts)


def all_records(store: Any) -> Iterable[Any]:
    """Every record of ``store`` when it can list them (a dict, a ``RecordMap``, a
    :class:`~.store.CitationStore`); nothing otherwise."""
    values = getattr(store, "values", None)
    if callable(values):
        try:
            return list(values())
        except TypeError:
            return []
    records = getattr(store, "records", None)
    if callable(records):
        try:
            return list(records().values())
        except (TypeError, AttributeError):
            return []
    return []
