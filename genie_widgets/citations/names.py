"""Names and identifiers as claims: "the gene in view is JAK1", "its id is ENSG00000096969".

Two readings, each a fact of kind ``name`` checked against the cited records:

=================== ========================================================================
rule id             what it checks
=================== ========================================================================
unknown-name        a word shaped like the records' names (letters and digits in their
                    pattern: "rep3" beside "rep1", "JAK1" beside "JAK2", "Peak_999") that names
                    no entity of the records is ✗ — whatever it is said to be, nothing backs it
identifier          an identifier-shaped name (a run of letters and at least six digits:
                    "ENSG00000096968") of a known entity is a claim that the cited records are
                    about it
named-as            a known name said to *be* what a record is about ("the gene is JAK2",
                    "the call was made on rep1 fold change") must be one of the cited
                    records' entities
=================== ========================================================================

Names inside code, and names that are the sentence's subject of a number (checked with the number),
are left to the number's check; only the identity frames above add a fact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .entities import UNKNOWN, Mention, keys_at, mention_groups
from .facts import Vocabulary
from .matcher import Context
from .rules import reading, rule
from .said import Fact

UNKNOWN_NAME = reading("name.unknown", "a word shaped like the records' names that names no entity of them (and is "
                       "written in no cited record) is refuted.", ["item_3 averaged 0.9 (beside item_1 and item_2)"])
IDENTITY = reading("name.identity", "a name said to be what a record is about, or an identifier, must be a cited "
                   "record's entity.", ["The subject is item_7", "ABC00000012345"])
#: An identifier: letters then six or more digits, with optional letters / a version after.
_IDENTIFIER_RE = rule("name.identifier-shape", "letters then six or more digits (and a version) make an identifier.",
                      r"[a-z]{2,}_?\d{6,}(?:\.\d+)?", ["ABC00000012345", "AB_001848.3"], ["item1", "AB12"])
#: "… is X", "… was X", "named X", "made on X": X is what something is.
_IS_BEFORE_RE = rule("name.identity-frame", "'is X', 'named X', 'made on X' (a noun of the entity's kind may "
                     "stand before X: 'made on the <kind> X'): X is said to be what something is.",
                     r"\b(?:is|was|are|were|being|named|called|labell?ed|on)\s+(?:the\s+)?$",
                     ["The entity in view is ", "the call was made on the "], ["A averaged "])
#: "… the gene in view": what the identity is said of (a kind noun with an optional phrase).
_NOT_A_SUBJECT_RE = rule("name.subject-after", "a name followed by a verb or a possessive is a sentence's subject, "
                         "not an identity.", r"^\s*(?:['\u2019]s\b|\s+(?:is|was|has|had|averag|peak|reach|show|cover|"
                         r"span|sit|lie))", ["'s mean", " is the subject"], ["."])

_KIND_TAILS: dict[int, tuple[Vocabulary, re.Pattern[str]]] = {}


def _identity_frame(before: str, vocabulary: Vocabulary) -> bool:
    """Whether the words ``before`` a name say it is what something is (:data:`_IS_BEFORE_RE`), a noun
    of an entity kind allowed right before it ("the call was made on the track rep1")."""
    if _IS_BEFORE_RE.search(before) is not None:
        return True
    hit = _KIND_TAILS.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        nouns = "|".join(f"(?:{p})" for p, _ in vocabulary.kind_words) or r"(?!x)x"
        hit = _KIND_TAILS[id(vocabulary)] = (vocabulary, re.compile(rf"(?:{nouns})", re.IGNORECASE))
    head, _, last = before.rstrip().rpartition(" ")  # (the kind nouns are single words)
    return bool(head) and before[-1:].isspace() and hit[1].fullmatch(last) is not None and \
        _IS_BEFORE_RE.search(head + " ") is not None


def written_in(name: str, ctx: Context) -> bool:
    """Whether ``name`` is written anywhere in the cited records (as a whole word, any case)."""
    return written(name, ctx.record_texts())


def written(name: str, texts: list[str]) -> bool:
    """Whether ``name`` is written anywhere in ``texts`` (as a whole word, any case)."""
    pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", re.IGNORECASE)
    return any(pattern.search(text) for text in texts)


def _fact(written: str, found: bool, note: str | None, binding: str | None = None,
          rule_id: str = IDENTITY) -> Fact:
    f = Fact("name", written, written, found=found, note=note, rule=rule_id)
    f.binding = binding
    return f


def name_facts(text: str, masked: str, span: tuple[int, int], mentions: list[Mention],
               numbered: Callable[[], set[int]], ctx: Context) -> list[Fact]:
    """The name facts of one cited sentence (see the module docstring). ``numbered()`` gives the
    starts of mentions some number of the sentence was bound to (checked with their number)."""
    out: list[Fact] = []
    groups: dict[tuple[int, int], set[str]] = {}
    for m in mentions:
        if span[0] <= m.start < span[1]:
            groups.setdefault((m.start, m.end), set()).add(m.key)
    subjects: set[int] | None = None
    for (start, end), keys in sorted(groups.items()):
        written = text[start:end]
        if len(keys) == 1 and next(iter(keys)).startswith(UNKNOWN):
            if not written_in(written, ctx):  # ("hg38", a gene a record lists by name: written there, so known)
                out.append(_fact(written, False, f"{written} names nothing in the records of this session",
                                 rule_id=UNKNOWN_NAME))
            continue
        identity = _IDENTIFIER_RE.fullmatch(written) is not None
        if not identity and _identity_frame(masked[max(span[0], start - 40):start], ctx.vocabulary) \
                and not _NOT_A_SUBJECT_RE.match(masked, end):
            subjects = numbered() if subjects is None else subjects
            identity = start not in subjects
        if identity:
            out.append(_identity(written, keys, ctx))
    return out


def _identity(written: str, keys: set[str], ctx: Context) -> Fact:
    """A name said to be what a record is about: backed when a cited record is about it."""
    about = {k for _, rf in ctx.cited for k in rf.entities} & keys
    if about:
        label = ctx.index.label(sorted(about)[0])
        return _fact(written, True, None, f"{written} → {label}, what the cited records are about")
    return _fact(written, False, f"{written} is not what the cited records are about")


def subjects_of_numbers(mentions: list[Mention], said_of: dict[int, frozenset[str]]) -> set[int]:
    """The starts of the mentions whose entities some number of the sentence was said of."""
    bound = set().union(*said_of.values()) if said_of else set()
    return {m.start for g in mention_groups(mentions) for m in mentions if keys_at(mentions, m) == g and g & bound}
