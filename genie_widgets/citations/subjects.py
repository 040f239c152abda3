"""Which entities a sentence's claims are about: names that are values ("replicate 3" of a file
record), numbers inside names ("replicate 1"), loci that name a feature, numbers said
"respectively" (:mod:`.respective`, whose :func:`respective` and ``ANY`` are re-exported here),
demonstratives of a kind ("that peak"), and the mentions kept for the next sentence's pronouns.
The words are rules (:mod:`.rules`), ids ``subject.*``."""

from __future__ import annotations

import re

from .entities import EntityIndex, Mention, members_named, mention_groups
from .facts import RecordFacts, Vocabulary
from .numbers import seq_key
from .patterns import Required, may_match, required_words
from .respective import ANY as ANY  # (re-exported for .verify)
from .respective import LIST_JOIN_RE
from .respective import respective as respective  # (re-exported for .verify)
from .rules import rule
from .said import Claim


def feature_mentions(claims: list[Claim], cited: list[tuple[str, RecordFacts]], named: list[Mention],
                      index: EntityIndex, referred: frozenset[str] = frozenset(),
                      located: frozenset[str] = frozenset({"feature"})) -> list[Mention]:
    """A locus written exactly as a feature's is a mention of that feature (not a scope) — unless
    the sentence names a feature itself, or refers to one with a pronoun (``referred``): "Peak_37
    lies at <Peak_22's locus>" and "Peak_37 … It sits at <Peak_22's locus>" are about Peak_37.
    ``located``: the kinds of entity with a locus of their own (``Vocabulary.located_kinds``)."""
    features = {m.key for m in named if index.kind(m.key) in located}
    features |= {k for k in referred if index.kind(k) in located}
    out: list[Mention] = []
    for c in claims:
        if c.fact.kind != "locus":
            continue
        chrom, start, end = c.fact.value
        for _, rf in cited:
            keys = rf.feature_loci().get((seq_key(chrom), start, end), ())
            if c.role == "scope" and keys:
                c.role = None
            if features and not features & set(keys):
                continue
            out.extend(Mention(c.pos, c.end, key) for key in keys)
    return out


def outside_names(claims: list[Claim], mentions: list[Mention]) -> list[Claim]:
    """Claims less the numbers written inside a name ("replicate 1", "Peak 22"): part of the name."""
    if not mentions or not claims:
        return claims
    return [c for c in claims if c.fact.kind != "number" or
            not any(m.start <= c.pos and c.end <= m.end for m in mentions)]


def held_words(claims: list[Claim], cited: list[tuple[str, RecordFacts]] | None,
               vocabulary: Vocabulary | None = None) -> list[Claim]:
    """Claims less the counts written as words that are not bound to an attribute a cited record
    holds ("the two replicates agree" is not a count of anything; without a citation none is kept),
    unless the count stands right before what it counts and the cited records do not hold that many
    of those things ("Thirteen annotated genes" of a one-gene record is a count, and a wrong one)."""
    if cited is None:
        return [c for c in claims if not c.extra.get("word")]
    return [c for c in claims if not c.extra.get("word") or c.derived is not None or (c.attributes and (
        any(c.attributes & rf.number_attributes() for _, rf in cited) or _counts_unheld(c, cited, vocabulary)))]


def _counts_unheld(claim: Claim, cited: list[tuple[str, RecordFacts]], vocabulary: Vocabulary | None) -> bool:
    """Whether a count in words right before its noun counts more or fewer things of the noun's kind
    than the cited records hold ("With only two replicates" of a two-track record names them)."""
    if not claim.extra.get("counts_next") or vocabulary is None or claim.cue is None:
        return False
    kind = vocabulary.kind_of(claim.cue.strip())
    if kind is None:  # ("three rows and three columns" of a matrix: not the entities' words)
        return False
    held = {k for _, rf in cited for k, e in rf.entities.items() if e.kind == kind}
    return claim.number is not None and len(held) != claim.number.value


def remember(previous: list[Mention], mentions: list[Mention]) -> None:
    """Keep a sentence's mentions for the pronouns of the next sentence (see
    :func:`~.entities.mention_groups`); a sentence that names nothing keeps the earlier ones."""
    if mentions:
        previous[:] = mentions


_VALUE_NAMES: dict[int, tuple[Vocabulary, list[tuple[re.Pattern[str], str]]]] = {}
_KIND_WORDS: dict[int, tuple[Vocabulary, re.Pattern[str], list[str]]] = {}
#: Words every demonstrative of :func:`kind_referents` holds, for :mod:`.present`.
DEMONSTRATIVE_WORDS = ("this ", "that ", "these ", "those ", "the same ")
#: What stands before a demonstrative "that" (not a relative pronoun): a clause break or a preposition.
_DEMONSTRATIVE_BEFORE_RE = rule(
    "subject.demonstrative-before",
    "A clause break or a preposition right before 'that' ('in that group', ', that file') makes it a demonstrative, "
    "not a relative pronoun ('the sample that filtering kept').",
    r"(?:[,;:(\u2014\u2013]|\b(?:in|at|on|for|of|from|with|by|to|over|across|"
    r"within|is|was|and|but|so|while|whereas|than|as))\s*$",
    examples=["the mean in ", "A, ", "higher than "],
    counterexamples=["the sample ", "items "])


def _kind_pattern(vocabulary: Vocabulary) -> tuple[re.Pattern[str], list[str]]:
    hit = _KIND_WORDS.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        nouns = "|".join(f"(?P<k{i}>{p})" for i, (p, _) in enumerate(vocabulary.kind_words))
        pattern = re.compile(r"\b(?P<which>this|that|these|those|the\s+same)\s+(?:[a-z][\w-]*\s+)?"
                             rf"(?:{nouns})\b", re.IGNORECASE)
        hit = (vocabulary, pattern, [kind for _, kind in vocabulary.kind_words])
        _KIND_WORDS[id(vocabulary)] = hit
    return hit[1], hit[2]


_KIND_NOUNS: dict[int, tuple[Vocabulary, re.Pattern[str]]] = {}


def names_a_kind(vocabulary: Vocabulary, text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds a noun of an entity kind ("the top hit", "each track"): a
    sentence that describes what it is about in words does not go on about the previous one's."""
    hit = _KIND_NOUNS.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        nouns = "|".join(f"(?:{p})" for p, _ in vocabulary.kind_words) or r"(?!x)x"
        hit = (vocabulary, re.compile(rf"\b(?:{nouns})\b", re.IGNORECASE))
        _KIND_NOUNS[id(vocabulary)] = hit
    return hit[1].search(text, start, end) is not None


_FORMER_RE = rule(
    "subject.former-latter",
    "'the former' / 'the latter' names the first / last of the entities named before it ('Of A and B, the "
    "former has …').",
    r"\bthe\s+(?P<which>former|latter)\b",
    examples=["Of A and B, the former has", "the latter"],
    counterexamples=["a former run", "the later run"])


def former_latter(view: str, span: tuple[int, int], earlier: list[Mention], named: list[Mention]) -> list[Mention]:
    """Mentions made by "the former" / "the latter": the first / last of the entities named before
    it in the sentence when it names two or more ("Of rep1 and rep2, the former has …"), else of the
    previous sentence's (``earlier``). Each mention spans the words."""
    out: list[Mention] = []
    for m in _FORMER_RE.finditer(view, *span):
        groups = members_named(mention_groups([n for n in named if n.end <= m.start()]))
        if len(groups) < 2:
            groups = members_named(mention_groups(earlier))
        if len(groups) >= 2:
            chosen = groups[0] if m.group("which").lower() == "former" else groups[-1]
            out += [Mention(m.start(), m.end(), key) for key in sorted(chosen)]
    return out


def kind_referents(view: str, span: tuple[int, int], earlier: list[Mention], named: list[Mention],
                   index: EntityIndex, vocabulary: Vocabulary) -> list[Mention]:
    """Mentions made by a demonstrative and a noun of a kind (``Vocabulary.kind_words``): "that
    peak", "the same track", "these files" name the last entity of that kind said before it — in
    the sentence (``named``) or else in the previous one (``earlier``); "these" / "those" or a
    plural noun name every such entity of that sentence. Each mention spans the words."""
    if not vocabulary.kind_words:
        return []
    pattern, kinds = _kind_pattern(vocabulary)
    out: list[Mention] = []
    for m in pattern.finditer(view, *span):
        which, noun = m.group("which").lower(), m.group().lower()
        plural = which in ("these", "those") or noun.endswith("s")
        if (which in ("this", "that") and plural) or any(m.start() <= n.start < m.end() for n in named):
            continue  # "the track that peaks at 111" (a verb); "this rep1 track" (named itself)
        if which == "that" and not _DEMONSTRATIVE_BEFORE_RE.search(view, max(span[0], m.start() - 12), m.start()) \
                and view[span[0]:m.start()].strip(" *_-#>\t\n"):
            continue  # "the replicate that peak-calling kept": a relative pronoun
        kind = next(kinds[i] for i in range(len(kinds)) if m.group(f"k{i}"))
        for pool in ([n for n in named if n.end <= m.start()], earlier):
            groups = [g for g in mention_groups(pool) if any(index.kind(k) == kind for k in g)]
            if groups:
                chosen = frozenset().union(*groups) if plural else groups[-1]
                out += [Mention(m.start(), m.end(), k) for k in sorted(chosen) if index.kind(k) == kind]
                break
    return out


def without_value_names(mentions: list[Mention], view: str, cited: list[tuple[str, RecordFacts]],
                         vocabulary: Vocabulary) -> list[Mention]:
    """Mentions less the names that are an attribute and its value where a cited record holds that
    attribute (``Vocabulary.value_names``: "replicate 3" of a file record), or that start with one and
    name an entity no cited record holds ("replicate 1 fold-change bigWig" of a file record)."""
    if not vocabulary.value_names or not mentions:
        return mentions
    hit = _VALUE_NAMES.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        hit = (vocabulary, [(re.compile(p, re.IGNORECASE), a) for p, a in vocabulary.value_names])
        _VALUE_NAMES[id(vocabulary)] = hit
    patterns = [p for p, a in hit[1] if any(a in rf.number_attributes() for _, rf in cited)]
    if not patterns:
        return mentions
    out: list[Mention] = []
    dropped = -1  # where the last value name dropped ends: "replicates 1 and 2" drops the "2" after it too
    known = {k for _, rf in cited for k in rf.entities}
    for m in sorted(mentions, key=lambda m: m.start):
        if any(p.fullmatch(view, m.start, m.end) or (m.key not in known and p.match(view, m.start, m.end))
               for p in patterns) or (
                dropped >= 0 and view[m.start:m.end].isdigit() and LIST_JOIN_RE.fullmatch(view, dropped, m.start)):
            dropped = max(dropped, m.end)
        else:
            out.append(m)
    return out


_NOUN_AFTER_RE = re.compile(r"\s+([a-z]+)")
_NAME_JOIN_RE = rule("subject.listed-word", "A plain word listed after names ('rep1, rep2 and pooled') is a name too.",
                     r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", examples=[", ", " and ", ", and "],
                     counterexamples=[" were "])


def without_plain_words(mentions: list[Mention], view: str, cited: list[tuple[str, RecordFacts]],
                        index: EntityIndex, vocabulary: Vocabulary) -> list[Mention]:
    """Mentions less the names that are plain lower-case words ("pooled") of entities no cited record
    holds: "replicates 1 and 2 pooled" of a file record, "the 4-point pooled bonus" use the word, not
    the track named "pooled". (A name with digits or capitals, "rep2", "MYC", stays a name; so does a
    word followed by a noun of its entity's kind, "the pooled track", or listed after such names,
    "rep1, rep2 and pooled".)"""
    plain = [m for m in mentions if view[m.start:m.end].isalpha() and view[m.start:m.end].islower()]
    if not plain:
        return mentions
    known = {k for _, rf in cited for k in rf.entities}
    names = [m for m in mentions if m not in plain]

    def kept(m: Mention) -> bool:
        noun = _NOUN_AFTER_RE.match(view, m.end)
        if noun is not None and vocabulary.kind_of(noun.group(1)) == index.kind(m.key):
            return True
        return any(n.end < m.start and _NAME_JOIN_RE.fullmatch(view, n.end, m.start) for n in names)
    return [m for m in mentions if m not in plain or m.key in known or kept(m)]


_WITH_RE = rule(
    "subject.with-collective",
    "A preposition right after a number before a word for several entities ('~0.62 with each other') says the "
    "number is about them together.",
    r"\s*(?:with|between|among|across|for)\s+",
    examples=[" with ", " between "],
    counterexamples=[" in ", " within"])


def _collective_after(collectives: re.Pattern[str], masked_text: str, end: int, stop: int) -> bool:
    """"… but only ~0.62 with each other": a word for several entities right after the number."""
    prep = _WITH_RE.match(masked_text, end, stop)
    return prep is not None and collectives.match(masked_text, prep.end(), stop) is not None


_COLLECTIVES: dict[int, tuple[Vocabulary, re.Pattern[str], Required | None]] = {}


#: Words before a collective that make it the group something is ranked among, not a subject:
#: "the highest of the three marks".
_PARTITIVE_RE = rule(
    "subject.ranked-among",
    "'of' / 'among' right before a word for several entities ('the highest of the three groups') makes them the group "
    "something is ranked among, not the subject.",
    r"\b(?:of|among)\s+(?:(?:the|all|both)\s+)?(?:(?:two|three|the)\s+)?(?:[\w-]+\s+)?$",
    examples=["the highest of the three ", "among both "],
    counterexamples=["A and B ", "the two "])  # "the highest of the three (H1) marks"


def _collectives(vocabulary: Vocabulary) -> re.Pattern[str]:
    """The vocabulary's words for several entities at once, compiled once."""
    return _compiled_collectives(vocabulary)[1]


def _compiled_collectives(vocabulary: Vocabulary) -> tuple[Vocabulary, re.Pattern[str], Required | None]:
    hit = _COLLECTIVES.get(id(vocabulary))
    if hit is None or hit[0] is not vocabulary:
        pattern = re.compile(vocabulary.collectives or r"(?!x)x", re.IGNORECASE)
        hit = (vocabulary, pattern, required_words(pattern))
        _COLLECTIVES[id(vocabulary)] = hit
    return hit


def collectives_in(vocabulary: Vocabulary, folded: str) -> bool:
    """Whether the vocabulary's words for several entities could stand in a text (folded by
    :func:`~.patterns.fold`): without them no number is said of several (fast path)."""
    return bool(vocabulary.collectives) and may_match(_compiled_collectives(vocabulary)[2], folded)


def _subject_collective(collectives: re.Pattern[str], masked_text: str, start: int, end: int) -> bool:
    """A collective in ``masked_text[start:end]`` not said as what something is ranked among."""
    m = collectives.search(masked_text, start, end)
    while m is not None:
        if not masked_text[start:m.start()].strip():
            pass  # "the A and B tracks": the kind noun of the names just said, not some other group
        elif not _PARTITIVE_RE.search(masked_text, max(0, m.start() - 20), m.start()):
            return True
        m = collectives.search(masked_text, m.end(), end)
    return False


def said_of_several(vocabulary: Vocabulary, masked_text: str, subject_end: int, claim: Claim, stop: int) -> bool:
    """Whether a number is said of several entities at once (the vocabulary's ``collectives``):
    between its subject's name and it ("rep1 and rep2 … the two replicates (0.62)"), or right after
    it ("~0.62 with each other") — so it is about no one entity named before it."""
    collectives = _collectives(vocabulary)
    return _subject_collective(collectives, masked_text, subject_end, claim.pos) or \
        _collective_after(collectives, masked_text, claim.end, stop)
