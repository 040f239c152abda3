"""Generic evidence machinery: citation records, their store, the chip renderer and the claim
checker. Nothing here knows about genomics, widgets or the rest of genie_widgets: the words that
name attributes and the reading of records as facts come from a registered :class:`Vocabulary`
(genie_widgets.tools registers its genomics vocabulary on import)."""

from .facts import Cue, Entity, RecordFact, RecordFacts, Vocabulary, default_vocabulary, register_vocabulary
from .records import (
    EXCERPT_LIMIT,
    SOURCE_TYPE_LABELS,
    TOKEN_RE,
    Citation,
    CitationError,
    TokenMatch,
    encode_file_id,
    find_tokens,
    mint_id,
    strip_tokens,
)
from .render import Chip, RenderedMessage, render_message, split_streaming
from .store import CitationStore, CitationStoreError
from .verify import Fact, SentenceCheck, verify_message

__all__ = [
    "EXCERPT_LIMIT",
    "SOURCE_TYPE_LABELS",
    "TOKEN_RE",
    "Chip",
    "Citation",
    "CitationError",
    "CitationStore",
    "CitationStoreError",
    "Cue",
    "Entity",
    "Fact",
    "RecordFact",
    "RecordFacts",
    "RenderedMessage",
    "SentenceCheck",
    "TokenMatch",
    "Vocabulary",
    "default_vocabulary",
    "encode_file_id",
    "find_tokens",
    "mint_id",
    "register_vocabulary",
    "render_message",
    "split_streaming",
    "strip_tokens",
    "verify_message",
]
