"""Biosample names as the portal spells them: the term a name means, its slims, close terms.

The portal's ``biosample_ontology.term_name`` filter is exact (``k562`` finds nothing; the term
is ``K562``). A name is compared with the portal's own terms by :func:`~.query.biosample_key`
(no letter case, spaces or punctuation: ``K-562``, ``k 562`` and ``k562`` all mean ``K562``).
Where the name matches no term, the closest terms of the portal's own vocabulary (the term name
of every ``BiosampleType`` it has) are offered as "did you mean" suggestions (``difflib``
similarity of the keys, at least :data:`SIMILARITY`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .query import biosample_key

#: The smallest similarity (0-1, ``difflib`` ratio of the keys) for a suggestion.
SIMILARITY = 0.6
#: Suggestions offered at most.
MAX_SUGGESTIONS = 3
#: The BiosampleType fields a lookup asks for.
LOOKUP_FIELDS = ("term_name", "organ_slims", "cell_slims", "classification")
#: The File facet that lists the biosample term names of a search.
TERM_FACET = "biosample_ontology.term_name"


@dataclass(frozen=True)
class Biosample:
    """What the portal says about a biosample name.

    ``term`` is the portal's term name with the same key (``None``: no such term); ``organ`` and
    ``cell`` are its slims (for an unknown name, the name itself, tried as a slim).
    """

    asked: str
    term: str | None
    organ: tuple[str, ...]
    cell: tuple[str, ...]

    @property
    def known(self) -> bool:
        return self.term is not None

    @property
    def slims(self) -> tuple[str, ...]:
        return (*self.organ, *self.cell)


def lookup_params(text: str) -> list[tuple[str, str]]:
    """The ``/search/`` parameters of a BiosampleType lookup of ``text``."""
    return [("type", "BiosampleType"), ("searchTerm", text), *[("field", f) for f in LOOKUP_FIELDS],
            ("limit", "25"), ("format", "json")]


def _strings(value: Any) -> tuple[str, ...]:
    return tuple(s for s in value or () if isinstance(s, str)) if isinstance(value, list) else ()


def match_term(asked: str, rows: Iterable[dict[str, Any]]) -> Biosample | None:
    """The row of ``rows`` (BiosampleType objects) whose term name has the key of ``asked``."""
    key = biosample_key(asked)
    exact = None
    for row in rows:
        name = row.get("term_name")
        if isinstance(name, str) and biosample_key(name) == key:
            found = Biosample(asked, name, _strings(row.get("organ_slims")), _strings(row.get("cell_slims")))
            if name == asked:
                return found
            exact = exact or found
    return exact


def unknown(asked: str) -> Biosample:
    """A name the portal has no term for: tried as an organ and as a cell slim."""
    return Biosample(asked, None, (asked,), (asked,))


def term_names(body: dict[str, Any]) -> list[str]:
    """Biosample term names in a search answer: ``term_name`` of its rows and the terms of its
    biosample facet."""
    names = [r["term_name"] for r in body.get("@graph") or () if isinstance(r, dict)
             and isinstance(r.get("term_name"), str)]
    for facet in body.get("facets") or ():
        if isinstance(facet, dict) and facet.get("field") == TERM_FACET:
            names += [t["key"] for t in facet.get("terms") or () if isinstance(t, dict)
                      and isinstance(t.get("key"), str)]
    return names


def suggest(asked: str, vocabulary: Iterable[str]) -> tuple[str, ...]:
    """Up to :data:`MAX_SUGGESTIONS` terms of ``vocabulary`` closest to ``asked``, best first."""
    by_key: dict[str, str] = {}
    for name in vocabulary:
        by_key.setdefault(biosample_key(name), name)
    by_key.pop(biosample_key(asked), None)
    close = difflib.get_close_matches(biosample_key(asked), list(by_key), n=MAX_SUGGESTIONS, cutoff=SIMILARITY)
    return tuple(by_key[k] for k in close)
