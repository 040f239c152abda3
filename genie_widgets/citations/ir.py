"""The claim IR: what one sentence claims and what the checker bound each claim to, as immutable,
typed values.

The passes read a sentence into working state (:mod:`.work`); the verdict pass freezes it into a
:class:`SentenceIR`: the names it uses (:class:`Mention`, each with the entities it resolved to),
and one :class:`Frame` per checkable claim — its kind, the quantity as written (value, precision,
unit), the attribute words, the entities it was said of, the scopes named, and its outcome: backed
by a fact of a record (:class:`Binding`), refuted (with the reason), or undecided (the checker could
not tell which entity or attribute it is about). The status of the sentence is a function of its
frames alone (:func:`status_of`): ✓ only when every frame is backed.

Frame kinds: ``value`` (a number that is an attribute's value), ``count`` (a whole number said of
a count attribute), ``range`` (two ends), ``rank`` (a place in an order), ``derived`` (a ratio,
difference, share or sum of values), ``compare`` (a comparison or superlative), ``locus``,
``accession``, ``name`` (a name or identifier said to be what a record is about), ``category``
("minus strand") and ``placement`` ("X lies inside the view").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .numbers import Number

#: The kinds of frame (see the module docstring).
FRAME_KINDS = ("value", "count", "range", "rank", "derived", "compare", "locus", "accession", "name", "category",
               "placement")
#: The outcomes of a frame.
OUTCOMES = ("backed", "refuted", "undecided")


#: A number as written (:class:`~.numbers.Number`, immutable): its value (in the length unit for
#: lengths, the number itself for a percent), the tolerance its precision allows, its unit, whether it
#: is a percent, an integer as written, hedged ("about"), and a bound ("more than").
Quantity = Number


@dataclass(frozen=True)
class Mention:
    """A name in the sentence (``start``/``end`` in the message) and the entities it resolved to
    (several for a name they share, "ACCx"; ``?name`` for a name-shaped word no record knows)."""

    start: int
    end: int
    text: str
    entities: frozenset[str]


@dataclass(frozen=True)
class Binding:
    """The record fact a claim was bound to: ``citation_id``, ``path`` in the record, the value as the
    record writes it (``matched``) and a readable ``label`` ("rep1 · mean over chr19:0-58617616")."""

    citation_id: str | None
    path: str | None
    matched: str | None
    label: str


@dataclass(frozen=True)
class Frame:
    """One checkable claim of the sentence and its outcome (see the module docstring)."""

    kind: str
    text: str
    start: int
    end: int
    outcome: str
    quantity: Quantity | None = None
    attributes: frozenset[str] = frozenset()
    subject: frozenset[str] = frozenset()
    binding: Binding | None = None
    reason: str | None = None
    rule: str | None = None


@dataclass(frozen=True)
class SentenceIR:
    """A sentence's claims: its span, the citations it carries, its mentions and its frames."""

    start: int
    end: int
    citation_ids: tuple[str, ...]
    mentions: tuple[Mention, ...]
    frames: tuple[Frame, ...]

    def to_dict(self) -> dict[str, Any]:
        """camelCase JSON."""
        return {"start": self.start, "end": self.end, "citationIds": list(self.citation_ids),
                "mentions": [{"start": m.start, "end": m.end, "text": m.text, "entities": sorted(m.entities)}
                             for m in self.mentions],
                "frames": [_frame_json(f) for f in self.frames]}


def _frame_json(f: Frame) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": f.kind, "text": f.text, "start": f.start, "end": f.end, "outcome": f.outcome,
                           "attributes": sorted(f.attributes), "subject": sorted(f.subject), "rule": f.rule,
                           "reason": f.reason}
    if f.quantity is not None:
        q = f.quantity
        out["quantity"] = {"value": q.value, "tolerance": q.tolerance, "unit": q.unit, "percent": q.percent,
                           "integer": q.integer, "hedged": q.hedged, "bound": q.bound}
    if f.binding is not None:
        b = f.binding
        out["binding"] = {"citationId": b.citation_id, "path": b.path, "matched": b.matched, "label": b.label}
    return out


def status_of(frames: tuple[Frame, ...] | tuple[str, ...]) -> str:
    """A cited sentence's status from its frames (or their outcomes): ``unverified`` with none,
    ``unsupported`` when one is refuted, ``unverified`` when one is undecided, else ``verified``."""
    outcomes = [f if isinstance(f, str) else f.outcome for f in frames]
    if not outcomes:
        return "unverified"
    if "refuted" in outcomes:
        return "unsupported"
    if "undecided" in outcomes:
        return "unverified"
    return "verified"
