"""Over-generalisation: "all seven H1 marks", "each of the eight samples", "all 3 tracks".

A universal quantifier with a count before a noun of an entity kind (the vocabulary's
``kind_words``: "tracks", "samples", "marks" …) says the cited records cover that many entities of
the kind. The count is checked against the entities of that kind the cited records hold values
for (those whose names hold the words between the count and the noun, "H1" of "all seven H1 marks";
unchecked when no name holds them, "all three signal tracks"): "All seven H1 marks were summarised
over the window" citing a record of four marks is ✗ — whatever else the sentence says is right.
("The two replicates" without "all" may name a subset, and is not checked.)

A quantifier that heads a sentence says its claim of each member ("All ten candidates are pooled
files", "- **Both GBM samples:** SD ≈ 13.5"): :func:`unchecked_groups` makes such a sentence
undecided unless one of its values was checked for each member (:mod:`.every`, :mod:`.groupbounds`),
values of two members or more were bound, or it places a group of features — never ✓ from one
member's value or from the group's count alone.
"""

from __future__ import annotations

import re

from .entities import Mention
from .every import EVERY_RE, EVERY_RULE, PLURAL_RULE
from .facts import RecordFact
from .matcher import Context
from .rules import rule
from .said import Fact

_WORD_RE = re.compile(r"[A-Za-z0-9]+")

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12}
_ALL_N_RE = rule("count.all-n", "'all N', 'each of the N', 'every one of the N' before a noun of a kind says the cited "
                 "records cover N entities of that kind.",
                 r"\b(?:all(?:\s+of)?(?:\s+the)?|each\s+of\s+the|every\s+one\s+of\s+the)\s+"
                 r"(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
                 r"(?P<words>(?:[\w.-]+\s+){0,2}?)(?P<noun>[a-z]+s)\b",
                 ["All seven group A scores", "each of the eight test samples", "all 3 files"],
                 ["the two samples", "all files"])


def _covered(kind: str, ctx: Context) -> list[str]:
    """The entities of ``kind`` the cited records hold a number about (alone, not as a pair)."""
    seen: dict[str, None] = {}
    for _, rf in ctx.cited:
        for f in rf.facts:
            if f.kind == "number" and len(f.entities) == 1 and ctx.index.kind(f.entities[0]) == kind:
                seen.setdefault(f.entities[0])
    return list(seen)


def group_counts(text: str, masked: str, span: tuple[int, int], ctx: Context) -> list[Fact]:
    """A refuted fact for each "all N <kind>" of the sentence whose count is not how many of that kind
    the cited records cover (a right count adds no fact: it never makes a sentence ✓ by itself)."""
    out: list[Fact] = []
    for m in _ALL_N_RE.finditer(masked, *span):
        kind = ctx.vocabulary.kind_of(m.group("noun"))
        if kind is None:
            continue
        covered = _covered(kind, ctx)
        words = m.group("words").split()
        if words:  # "all seven H1 marks": those whose names hold the words ("all three signal tracks": none do)
            covered = [k for k in covered if all(w.lower() in ctx.index.label(k).lower() for w in words)]
        if not covered:
            continue
        said = m.group("n").lower()
        n = _WORDS.get(said) or int(said)
        if len(covered) != n:  # (a right count is no claim of its own: what is said of all of them is)
            out.append(Fact("group", text[m.start():m.end()], n, rule="count.all-n",
                            note=f"The cited records cover {len(covered)} {kind}s, not {n} as said"))
    return out


#: The rules that check a value against every member of a group (a claim bound by one of them has
#: had its group checked).
GROUP_RULES = frozenset({EVERY_RULE, PLURAL_RULE, "group.bound", "range.set-ends"})
_GROUP_NOUN_RE = rule(
    "every.unchecked",
    "A quantifier over entities of a kind ('all ten candidates are pooled files', 'both replicates top 195', "
    "'every K562 track covers the window') says something of each of them: unless a value of the sentence was "
    "checked against each, the sentence is undecided (never ✓ from one member, or from the group's count alone). "
    "The kind is the first of the three words after the quantifier (and its count) that is a noun of a kind.",
    r"\s+(?:of\s+)?(?:the\s+)?(?:(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?"
    r"(?P<words>[\w.-]+(?:\s+[\w.-]+){0,2})",
    [" ten candidates are", " 4 K562 tracks:", " fold-change replicates"], [" \u2014"])


def _group_kind(words: str, ctx: Context) -> str | None:
    for word in words.split():
        kind = ctx.vocabulary.kind_of(word.strip(".-:"))
        if kind is not None:
            return kind
    return None


#: Verbs that put a quantifier after them in the object ("The search ranked all 10 files").
_VERB_RE = re.compile(r"(?:is|are|was|were|has|have|had|shows?|gives?|lists?|covers?|holds?|\w+ed)", re.IGNORECASE)


def _heads(masked: str, start: int, at: int, mentions: list[Mention]) -> bool:
    """Whether the quantifier at ``at`` heads its sentence: at most three words before it, none a
    verb outside a name ("rep1 and rep2 both", "Reassuringly, both"; not "The search ranked all 10
    files")."""
    words = list(_WORD_RE.finditer(masked, start, at))
    return len(words) <= 3 and not any(
        _VERB_RE.fullmatch(w.group()) and not any(m.start <= w.start() and w.end() <= m.end for m in mentions)
        for w in words)


def unchecked_groups(text: str, masked: str, span: tuple[int, int], facts: list[Fact], ctx: Context,
                     bound: list[RecordFact], mentions: list[Mention]) -> list[Fact]:
    """An undecided fact for the quantifier over entities of a kind that opens the sentence ("All ten
    candidates …", "- **Both GBM samples:** …", "Reassuringly, both replicates …") when no fact of it
    was checked for each member: none bound by a rule that checks a group (:data:`GROUP_RULES`), no
    values bound for two members or more ("(rep1 0.898, rep2 0.899)", a pair's r), no place of a
    group of features ("both Oct4 peaks lie inside …"). ``bound``: the record facts the sentence's
    numbers and loci were bound to."""
    if any(f.rule in GROUP_RULES for f in facts):
        return []
    for q in EVERY_RE.finditer(masked, *span):
        m = _GROUP_NOUN_RE.match(masked, q.end())
        kind = _group_kind(m.group("words"), ctx) if m is not None else None
        if m is None or kind is None or not _heads(masked, span[0], q.start(), mentions):
            continue  # no kind named, or not the subject ("the caller flagged every interval above …")
        members = {e for f in bound for e in f.entities if ctx.index.kind(e) == kind}
        if len(members) >= 2 or (kind in ctx.vocabulary.located_kinds and any(f.kind == "locus" for f in facts
                                                                                   if f.found)):
            return []
        said = " ".join(text[q.start():m.end()].split())
        return [Fact("group", said, None, rule="every.unchecked",
                     unsure=f"“{said}” says this of each of them, and the checker could not check it for each one")]
    return []
