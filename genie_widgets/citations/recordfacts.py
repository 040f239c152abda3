"""The facts of one record: what a domain reader (a :class:`~.facts.Vocabulary`'s ``extract``)
makes of it — typed facts (:class:`RecordFact`), the entities they are about (:class:`Entity`),
and the per-record indexes the matcher uses (:class:`RecordFacts`). Loci are ``(seq, start, end)``,
0-based and end-exclusive."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .numbers import seq_key


class Vocabulary(Protocol):
    """What the indexes ask of a vocabulary (:class:`~.facts.Vocabulary`)."""

    def known(self, attribute: str | None) -> bool: ...

Locus = tuple[str, int, int]


@dataclass(frozen=True)
class Entity:
    """Something facts are about: ``key`` (unique in a record set, e.g. a track id), the
    ``names`` a sentence may use for it (matched case-insensitively as whole words), a display
    ``label`` and a ``kind`` (e.g. ``track``, ``feature``, ``file``, ``gene``)."""

    key: str
    names: tuple[str, ...]
    label: str
    kind: str = "thing"


@dataclass(frozen=True)
class RecordFact:
    """One fact a record holds.

    ``kind`` is ``number``, ``locus``, ``accession``, ``category``, ``note`` or ``row``; ``value`` a
    float, ``(chrom, start, end)``, an upper-case accession, a category's value (``minus``), a note's
    text or a table row's cells (a tuple of strings, as written). ``path``
    says where in the record it is (``data.tracks[0].stats.mean``) and ``matched`` how the record
    writes it (for highlighting). ``attribute`` is the canonical attribute name (None when
    unknown), ``entities`` the keys of the entities it is about (two for a pair such as a
    correlation), ``unit`` one of ``bp``, ``fraction``, ``percent``, ``count``, ``signal`` or None,
    ``integer`` whether the value is a whole count, ``scope`` the loci it was computed over with
    ``scope_kind`` (e.g. ``viewport``, ``chromosome``, ``all``, ``regions``) and ``role`` what a
    locus or accession is (``view``, ``scope``, ``feature``; ``file``, ``experiment``)."""

    kind: str
    value: Any
    path: str
    matched: str
    attribute: str | None = None
    entities: tuple[str, ...] = ()
    unit: str | None = None
    integer: bool = False
    scope: tuple[Locus, ...] = ()
    scope_kind: str | None = None
    role: str | None = None


@dataclass
class RecordFacts:
    """Every fact of one record and the entities they name (key → :class:`Entity`)."""

    facts: list[RecordFact] = field(default_factory=list)
    entities: dict[str, Entity] = field(default_factory=dict)
    text: str = ""  # the record as stored (data as JSON, title, locus): where a name may be written
    _features: dict[tuple[str, int, int], list[str]] | None = field(default=None, repr=False, compare=False)
    _loci: list[RecordFact] | None = field(default=None, repr=False, compare=False)
    _attributes: frozenset[str | None] | None = field(default=None, repr=False, compare=False)
    _by_attribute: tuple[Vocabulary, list[RecordFact], dict[str | None, list[int]], list[int]] | None = field(
        default=None, repr=False, compare=False)

    def peers(self, fact: RecordFact) -> list[RecordFact]:
        """The record's number facts of ``fact``'s attribute over the same scope (``fact`` among
        them): what a place, an extreme or "each of them" is counted among."""
        return [f for f in self.facts if f.kind == "number" and f.attribute == fact.attribute and f.scope == fact.scope]

    def numbers_for(self, attributes: frozenset[str], vocabulary: Vocabulary) -> list[RecordFact]:
        """The number facts, in record order, whose attribute is one of ``attributes`` or one no
        cue of ``vocabulary`` names: the only ones :func:`~.matcher.attribute_ok` accepts for
        claims bound to ``attributes`` (an index by attribute, built once per record)."""
        index = self._by_attribute
        if index is None or index[0] is not vocabulary:
            numbers = [f for f in self.facts if f.kind == "number"]
            by: dict[str | None, list[int]] = {}
            unknown: list[int] = []
            for i, f in enumerate(numbers):
                by.setdefault(f.attribute, []).append(i)
                if f.attribute is not None and not vocabulary.known(f.attribute):
                    unknown.append(i)
            index = self._by_attribute = (vocabulary, numbers, by, unknown)
        _, numbers, by, unknown = index
        lists = [by[a] for a in attributes if a in by]
        if not lists:
            return []
        if len(lists) == 1:
            return [numbers[i] for i in lists[0]]
        return [numbers[i] for i in sorted(set().union(*lists))]

    def has_unnamed(self, vocabulary: Vocabulary) -> bool:
        """Whether some number fact has an attribute no cue of ``vocabulary`` names."""
        self.numbers_for(frozenset(), vocabulary)
        assert self._by_attribute is not None
        return bool(self._by_attribute[3])

    def number_attributes(self) -> frozenset[str | None]:
        """The attributes of the number facts (a set built once per record)."""
        if self._attributes is None:
            self._attributes = frozenset(f.attribute for f in self.facts if f.kind == "number")
        return self._attributes

    def locus_facts(self) -> list[RecordFact]:
        """The locus facts, in record order (listed once per record)."""
        if self._loci is None:
            self._loci = [f for f in self.facts if f.kind == "locus"]
        return self._loci

    def feature_loci(self) -> dict[tuple[str, int, int], list[str]]:
        """(:func:`~.numbers.seq_key`, start, end) → the entities whose feature locus it is."""
        if self._features is None:
            self._features = {}
            for f in self.facts:
                if f.kind == "locus" and f.role == "feature" and f.entities:
                    key = (seq_key(f.value[0]), f.value[1], f.value[2])
                    self._features.setdefault(key, []).append(f.entities[0])
        return self._features
