"""The working state of one sentence while the checker's passes run over it (:mod:`.passes`).

:class:`SentenceWork` holds what the message-level reading gave the sentence (its span, tokens,
claims, the entity index, the mentions of the previous sentence) and what each pass adds (the
cited records, the mentions, the attribute words, the scopes, the facts found). The passes mutate
it in the declared order; the verdict pass freezes it into the immutable claim IR (:mod:`.ir`)
and the :class:`~.said.SentenceCheck` callers receive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .clauses import ClauseMark
from .cues import CueHit
from .entities import EntityIndex, Mention
from .facts import RecordFact, RecordFacts, Vocabulary
from .matcher import Context
from .present import EVERYTHING, Present
from .readings import ClauseScopes
from .records import TokenMatch
from .said import Claim, Fact, SentenceCheck
from .scopes import ScopeHint
from .sentences import Span

#: What a sentence before told: the values it stated, for "That is about 150 higher than rep2's".
Told = list[list[tuple[str | None, RecordFact]]]


@dataclass
class SentenceWork:
    """One sentence under check (see the module docstring). The first block is given; the rest is
    filled by the passes, in order."""

    text: str
    masked: str  # the message with code, tokens and markup blanked
    view: str  # the message lower-cased, inline code put back (where names are read)
    low: str  # ``masked`` lower-cased
    span: Span
    tokens: list[TokenMatch]
    claims: list[Claim]
    store: Any
    vocabulary: Vocabulary
    index: EntityIndex
    previous: list[Mention]  # the previous sentence's mentions (updated for the next one)
    hint: ScopeHint | None = None
    named: list[Mention] | None = None  # the sentence's mentions, found for the whole message
    marks: list[ClauseMark] | None = None
    number: int = -1
    held: Present = EVERYTHING
    told: Told | None = None
    borrowed: bool = False  # a table row cited by its caption's tokens (:mod:`.captions`)

    ids: list[str] = field(default_factory=list)
    check: SentenceCheck | None = None
    known: list[tuple[str, Any]] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    cited: list[tuple[str, RecordFacts]] = field(default_factory=list)
    about: frozenset[str] = frozenset()  # the entities the cited records are about
    mentions: list[Mention] = field(default_factory=list)
    earlier: list[Mention] = field(default_factory=list)  # the previous sentence's, before this one
    hits: list[CueHit] = field(default_factory=list)
    referred: frozenset[str] = frozenset()  # what "it" refers to, for a locus ("It sits at chr19:…")
    pronoun_entity: frozenset[str] = frozenset()  # the subject a sentence naming nothing is about
    placed: list[tuple[int, Any]] = field(default_factory=list)
    ctx: Context | None = None
    clause_scopes: ClauseScopes | None = None
    in_order: dict[int, frozenset[str]] = field(default_factory=dict)
    subjects: list[Mention] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    derived: list[Claim] = field(default_factory=list)
    numbered: list[Claim] = field(default_factory=list)  # the numbers checked as values
    plain_folds: list[Claim] = field(default_factory=list)  # "2.3-fold" backed as a value
    said_of: dict[int, frozenset[str]] = field(default_factory=dict)  # the entity each number was said of

    @property
    def start(self) -> int:
        return self.span[0]

    @property
    def end(self) -> int:
        return self.span[1]

    def context(self) -> Context:
        """The matching context (set by the scopes pass)."""
        assert self.ctx is not None, "the scopes pass has not run"
        return self.ctx

    def scopes(self) -> ClauseScopes:
        """The clause scopes (set by the scopes pass)."""
        assert self.clause_scopes is not None, "the scopes pass has not run"
        return self.clause_scopes
