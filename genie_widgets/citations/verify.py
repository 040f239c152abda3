"""Claim checks: does each cited sentence say only what its records hold?

A chip proves that a token resolves to a record a tool issued; it does not prove the sentence.
:func:`verify_message` splits an answer into sentences (:mod:`.sentences`), reads the claims each
one makes (:mod:`.claims`: numbers, loci, accessions, each bound to the attribute words, entity
mentions and scope around it) and matches them against the typed facts the cited records declare
(:mod:`.facts`, :mod:`.matcher`, :mod:`.arithmetic`):

=========== ==============================================================================
status      meaning
=========== ==============================================================================
verified    the sentence cites at least one known record and every fact was backed by one
unsupported some fact was not backed (the reason names it as written; its ``note`` says why),
            or every token the sentence carries is unknown (not issued by a tool here)
unverified  the sentence cites a known record but states nothing checkable
uncited     no token, but the sentence states checkable facts
plain       no token and nothing checkable
=========== ==============================================================================

**A number is backed only by the value of the attribute the sentence names, for the entity it
names, over the scope it names**, in a compatible unit, at the precision written (hedged numbers
at their significant figures; counts by an equal integer; a percent by a fraction ×100 or a
percent). What words name which attribute and how records' fields read as facts come from the
registered :class:`~.facts.Vocabulary` (genie_widgets registers its genomics vocabulary from
:mod:`genie_widgets.tools.facts`); facts are derived from a record's stored ``data`` and tool
name alone, so records stored by earlier versions verify the same way. Digits in identifiers
(K562, H3K27ac, hg38, chr8), timestamps, paths, file names, URLs and hashes are never values.

Code is not prose: tokens and facts inside fenced code blocks and inline code spans are ignored
(entity names inside inline code are still read). Everything here is deterministic and local.
"""

from __future__ import annotations

import bisect
from typing import Any

from . import fastpath
from .captions import fold_rows, lend_caption_tokens
from .claims import masked
from .clauses import clause_marks
from .entities import EntityIndex, Mention, entity_index
from .facts import Vocabulary, all_records, default_vocabulary
from .markdown import code_parts
from .passes import check_sentence
from .patterns import lower
from .present import EVERYTHING, present
from .records import TokenMatch
from .said import Claim, Fact, SentenceCheck
from .scopes import scope_hint
from .sentences import (
    Span,
    _live_tokens,
    _Ranges,
    _sentence_spans,
    code_ranges,
    split_sentences,
)
from .spans import read_numbers
from .work import SentenceWork, Told

__all__ = [
    "Fact",
    "SentenceCheck",
    "code_ranges",
    "extract_facts",
    "split_sentences",
    "verify_message",
]


def _names_view(text: str, masked_text: str, inline: list[Span], tokens: list[TokenMatch]) -> str:
    """``masked_text`` with the content of inline code put back (backticks blanked): entity
    names are read there (`` `rep1_be97` ``) though numbers are not."""
    chars = list(masked_text)
    for s, e in inline:
        for i in range(s, e):
            chars[i] = " " if text[i] == "`" else text[i]
    return "".join(chars)


def _words_back(text: str, masked_text: str, inline: list[Span]) -> str:
    """``masked_text`` with inline code of letters alone put back: a field name quoted in code ("its
    `mean` is 1.22", "a `meanAcrossTracks` of 105.8") names what a number is; code holding a digit,
    a dot or a bracket stays blank, so no number or name inside code is read as prose."""
    chars = list(masked_text)
    for s, e in inline:
        inner = text[s:e].strip("`")
        if inner.isascii() and inner.isalpha():
            start = text.index(inner, s)
            chars[start:start + len(inner)] = inner
    return "".join(chars)


def _index_for(store: Any, known: list[Any], vocabulary: Vocabulary) -> EntityIndex:
    records = list(all_records(store)) or known
    return entity_index((vocabulary.facts_of(r).entities for r in records), vocabulary)


def verify_message(text: str, store: Any, *, vocabulary: Vocabulary | None = None) -> list[SentenceCheck]:
    """Check every sentence of ``text`` against the records its tokens cite.

    ``store`` is anything with ``.get(id) -> Citation | None`` (a :class:`~.store.CitationStore`,
    a ``RecordMap`` or a plain dict); when it can also list its records, entity names from all of
    them are recognised (so a sentence naming an entity the cited record is not about fails).
    ``vocabulary`` defaults to the registered one (:func:`~.facts.register_vocabulary`). Returns
    one :class:`SentenceCheck` per sentence of :func:`split_sentences`, in order, including
    sentences with no token and nothing checkable. Tokens inside code are ignored; every other
    token is attached to exactly one sentence.
    """
    if not isinstance(text, str):
        raise TypeError(f"verify_message takes the message text as str, not {type(text).__name__}")
    vocabulary = vocabulary or default_vocabulary()
    fenced, inline = code_parts(text)
    code = _Ranges(fenced + inline)
    tokens = _live_tokens(text, code)
    spans = _sentence_spans(text, fenced, code, _Ranges(inline), tokens)
    masked_text = _words_back(text, masked(text, code, tokens), inline)
    view = lower(_names_view(text, masked_text, inline, tokens))
    claims = read_numbers(text, masked_text)
    starts = [s for s, _ in spans]

    def owner(pos: int) -> int:
        return bisect.bisect_right(starts, pos) - 1

    tokens_of: list[list[TokenMatch]] = [[] for _ in spans]
    claims_of: list[list[Claim]] = [[] for _ in spans]
    for t in tokens:
        tokens_of[owner(t.start)].append(t)
    for claim in claims:
        claims_of[owner(claim.pos)].append(claim)
    cited_records = [r for t in tokens if store is not None and (r := store.get(t.id)) is not None]
    index = _index_for(store, cited_records, vocabulary) if tokens else entity_index([])
    previous: list[Mention] = []
    low = lower(masked_text)
    hint = scope_hint(masked_text, vocabulary, spans) if tokens else None
    found = index.in_spans(view, spans) if fastpath.enabled() else None
    marks = clause_marks(masked_text, spans) if tokens else None
    held = present(masked_text, low, view, claims, vocabulary, found) if tokens else EVERYTHING
    told: Told = []
    lent = lend_caption_tokens(text, spans, tokens_of) if tokens else {}  # table rows cited by their caption
    checks = [check_sentence(SentenceWork(text, masked_text, view, low, span, tokens_of[lent.get(i, i)], claims_of[i],
                                          store, vocabulary, index, previous, hint,
                                          found[i] if found is not None else None,
                                          marks[i] if marks is not None else None, i, held, told, i in lent))
              for i, span in enumerate(spans)]
    if lent:
        fold_rows(checks, lent)
    return checks


def extract_facts(sentence: str) -> list[Fact]:
    """The checkable facts of ``sentence`` in order of appearance, unresolved (``found=False``).

    Tokens, code, markdown list/heading markers, emphasis and chip numbers like ``[1]`` are
    ignored; so are digits in identifiers, timestamps, times, paths, file names and hashes.
    """
    code = _Ranges(code_ranges(sentence))
    masked_text = masked(sentence, code, _live_tokens(sentence, code))
    return [claim.fact for claim in read_numbers(sentence, masked_text)]
