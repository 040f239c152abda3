"""What a sentence says: the facts it states (:class:`Fact`, the public shape) and each fact with
the words around it (:class:`Claim`); and what the checker finds of the sentence
(:class:`SentenceCheck`). Made by :mod:`.claims`, bound by :mod:`.cues`, checked by
:mod:`.matcher` and :mod:`.verify`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .numbers import Number
from .records import TokenMatch
from .sentences import Span


@dataclass
class Fact:
    """One checkable fact a sentence states, and where (if anywhere) a cited record holds it.

    ``text`` is exactly as written in the sentence. ``value`` is normalized: a float for numbers
    (base pairs for bp/kb/Mb/Gb lengths; the number as written for percents, e.g. ``100.0`` for
    ``100%``), ``(chrom, start, end)`` for loci (chromosome as written), an upper-case string for
    accessions; for a ``comparison`` the words as written. ``citation_id``, ``path`` (e.g.
    ``data.tracks[0].stats.mean``) and ``matched`` (the record's value as it is written in the
    record, for highlighting) are set when the fact was found. ``binding`` says what it was bound
    to ("rep1 · mean over chr19:0-58617616") and ``note`` why it failed, when it did; ``unsure``
    says why the checker could not tell what the fact is about (an undecided fact: neither backed
    nor refuted, see :mod:`.settle`); ``rule`` is the id of the rule that bound or refuted it
    (:mod:`.rules`).
    """

    kind: str
    text: str
    value: Any
    found: bool = False
    citation_id: str | None = None
    path: str | None = None
    matched: str | None = None
    binding: str | None = None
    note: str | None = None
    unsure: str | None = None
    rule: str | None = None

    def back(self, citation_id: str | None, path: str | None, matched: str | None, binding: str,
             rule: str | None = None) -> None:
        """Found: held by ``citation_id`` at ``path`` (written there as ``matched``), bound as ``binding``
        by the rule ``rule``."""
        self.found, self.citation_id, self.path, self.matched, self.binding = True, citation_id, path, matched, binding
        self.unsure, self.rule = None, rule

    def miss(self, note: str | None, rule: str | None = None) -> None:
        """Not backed after all: ``note`` says why (None: the claim is read again elsewhere), by the rule
        ``rule``."""
        self.found, self.citation_id, self.path, self.matched, self.binding = False, None, None, None, None
        self.note, self.unsure, self.rule = note, None, rule

    def to_dict(self) -> dict[str, Any]:
        """camelCase JSON; a locus value is written ``chr:start-end``."""
        value = self.value
        if self.kind == "locus" and isinstance(value, tuple):
            value = f"{value[0]}:{value[1]}-{value[2]}"
        return {
            "kind": self.kind,
            "text": self.text,
            "value": value,
            "found": self.found,
            "citationId": self.citation_id,
            "path": self.path,
            "matched": self.matched,
            "binding": self.binding,
            "note": self.note,
            "unsure": self.unsure,
            "rule": self.rule,
        }


@dataclass
class Claim:
    """A fact found in a message with what the words around it say (see the module docstring)."""

    pos: int
    end: int
    fact: Fact
    number: Number | None = None
    attributes: frozenset[str] = frozenset()
    cue: str | None = None
    role: str | None = None
    derived: str | None = None  # "ratio" | "change" (percent change) | "difference" | "per"
    less: bool = False  # the derived comparison says "lower / fewer / less"
    clause: Span = (0, 0)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class SentenceCheck:
    """The verdict on one sentence of a message.

    ``start``/``end`` is the sentence's span in the message (start inclusive, end exclusive); the
    tokens attached to the sentence lie inside it. ``citation_ids`` are the distinct ids of those
    tokens in order of appearance, known or not. ``status`` is one of ``verified``,
    ``unsupported``, ``unverified``, ``uncited``, ``plain`` (see the module docstring) and
    ``reason`` says why in one sentence.
    """

    sentence: str
    start: int
    end: int
    citation_ids: list[str]
    tokens: list[TokenMatch]
    status: str
    reason: str
    facts: list[Fact] = field(default_factory=list)
    _ir: Any = field(default=None, repr=False, compare=False)  # the claim IR, or how to make it

    @property
    def ir(self) -> Any:
        """The claim IR (:class:`~.ir.SentenceIR`) of a cited sentence (None for an uncited one), made
        on first use."""
        if callable(self._ir):
            self._ir = self._ir()
        return self._ir

    def to_dict(self) -> dict[str, Any]:
        """camelCase JSON (the token occurrences are left out; their ids are in ``citationIds``)."""
        return {
            "sentence": self.sentence,
            "start": self.start,
            "end": self.end,
            "citationIds": list(self.citation_ids),
            "status": self.status,
            "reason": self.reason,
            "facts": [f.to_dict() for f in self.facts],
        }
