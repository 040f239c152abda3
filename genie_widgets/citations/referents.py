"""Which entity a word of a sentence refers to: pronouns ("it", "the former"), a subject carried
on from the sentence before, the nearest name to a number, a name several entities share narrowed
by its neighbours ("GBM T1") or by the cited records, names joined into a pair ("rep1–pooled"),
and names said as places ("in the Oct4 file", "at POU5F1") rather than subjects."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from .entities import Mention, keys_at, members_named, mention_groups
from .facts import Vocabulary

#: Pronouns and demonstratives that refer back.
_PRONOUN_RE = re.compile(r"\b(?:it|its|it's|this|that|these|those|they|their|them|both|the\s+same|"
                         r"the\s+(?P<which>former|latter))\b", re.IGNORECASE)
#: Pronouns that refer to every entity of the previous sentence.
_PLURAL = frozenset({"these", "those", "they", "their", "them", "both"})


def has_pronoun(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` refers back with a pronoun."""
    return _PRONOUN_RE.search(text, start, end) is not None


def pronoun_entity(text: str, start: int, end: int, mentions: list[Mention], *, last: bool = False) -> frozenset[str]:
    """What the first pronoun of ``text[start:end]`` (the last one with ``last``) refers to among
    the previous sentence's ``mentions``: "the former" the first name, "the latter" the last,
    "they / their / both / these" all of them, "it / its / this" the first one (the previous
    sentence's subject, as a reader takes it: "Peak_37 ranks second by rep1 signal. Its mean …" is
    Peak_37's). Empty without a pronoun."""
    if not mentions:
        return frozenset()
    if last:
        every = list(_PRONOUN_RE.finditer(text, start, end))
        m = every[-1] if every else None
    else:
        m = _PRONOUN_RE.search(text, start, end)
    if m is None:
        return frozenset()
    previous = _narrowed_groups(mention_groups(mentions))
    which = (m.group("which") or "").lower()
    if which in ("former", "latter"):
        named = members_named(previous)
        return named[0] if which == "former" else named[-1]
    if m.group().lower() in _PLURAL:
        return frozenset().union(*previous)
    return previous[0]


def _narrowed_groups(groups: list[frozenset[str]]) -> list[frozenset[str]]:
    """Names several entities share, narrowed by the overlapping ones beside them ("GBM T1": the one
    GBM sample that is a T1), the narrowed group taking the place of the first of them."""
    out: list[frozenset[str]] = []
    for g in groups:
        if out and len(g) > 1 and len(out[-1]) > 1 and out[-1] & g:
            out[-1] = out[-1] & g
        else:
            out.append(g)
    return out


def carried_subject(previous: list[Mention]) -> frozenset[str]:
    """A sentence that names nothing goes on about the previous sentence's subject when that
    sentence named one entity alone (a shared name narrowed as there): empty otherwise."""
    groups = _narrowed_groups(mention_groups(previous))
    return groups[0] if len(groups) == 1 and len(groups[0]) == 1 else frozenset()


def named_keys(mentions: list[Mention]) -> set[str]:
    """The entities a sentence names: each name's entities, a shared name narrowed by the one beside it
    ("GBM T1"), and a shared name left out where a name of one of its entities is also said ("In
    K562, H3K27me3 …": H3K27me3, not every K562 track)."""
    groups = _narrowed_groups(mention_groups(mentions))
    singles = set().union(*(g for g in groups if len(g) == 1)) if groups else set()
    return set().union(*(g for g in groups if len(g) == 1 or not g & singles)) if groups else set()


def nearest(mentions: list[Mention], pos: int, clause: tuple[int, int], sentence: tuple[int, int],
            glossed: frozenset[int] = frozenset()) -> Mention | None:
    """The mention a claim at ``pos`` is about: a name in parentheses right after it (``glossed``:
    the starts of such names), else the nearest in its clause (an earlier one on a tie), else the
    nearest earlier one in the sentence (a later one in another clause is a new subject: "4
    features …; the top feature, Peak_2, …")."""
    in_clause = [m for m in mentions if clause[0] <= m.start and m.end <= clause[1]]
    if glossed:  # "from 55.5 (Peak_1939) to 113.0 (Peak_22)": the name glossing the number
        after = next((m for m in mentions if m.start > pos), None)
        if after is not None and after.start in glossed:
            return after
    if in_clause:
        return min(in_clause, key=lambda m: (abs(m.start - pos), m.start > pos))
    starts = [m.start for m in mentions]
    i = bisect.bisect_left(starts, pos)
    earlier = [m for m in mentions[:i] if sentence[0] <= m.start]
    return earlier[-1] if earlier else None


def narrowed(mentions: list[Mention], mention: Mention | None, clause: tuple[int, int]) -> frozenset[str]:
    """The entities of ``mention``; when its name several entities share ("T1"), narrowed by the other
    shared names of its clause that overlap it ("GBMx T1", "T1 of the ACC sample"): the entities
    every such name names."""
    keys = keys_at(mentions, mention)
    if mention is None or len(keys) < 2:
        return keys
    beside = [m for m in mentions if (m.start, m.end) != (mention.start, mention.end) and (
        (clause[0] <= m.start and m.end <= clause[1]) or 0 < mention.start - m.end <= 2
        or 0 < m.start - mention.end <= 2)]
    beside += _across_pair(mentions, mention, keys)
    for other in mention_groups(beside):  # ("BRCA T1, 7.18": the name beside it, though in another clause)
        if len(other) > 1 and keys & other:
            keys = keys & other
    return keys


def _across_pair(mentions: list[Mention], mention: Mention, keys: frozenset[str]) -> list[Mention]:
    """"LGG T1–T2": for T2, the names beside the other half of the pair it closes (LGG, beside T1),
    which narrow it as they narrow that half."""
    halves = [m for m in mentions if 0 <= mention.start - m.end <= 1 and not keys & keys_at(mentions, m)]
    return [m for h in halves for m in mentions
            if 0 < h.start - m.end <= 2 and (m.start, m.end) != (mention.start, mention.end)]


def cited_first(mentions: list[Mention], cited: frozenset[str]) -> list[Mention]:
    """A name several entities share ("rep1": the fold-change track, the p-value track, the peak
    track) names those of them the cited records are about, when some are: the reader of a sentence
    citing a stats record means the track measured there."""
    by_span: dict[tuple[int, int], list[Mention]] = {}
    for m in mentions:
        by_span.setdefault((m.start, m.end), []).append(m)
    out: list[Mention] = []
    for group in by_span.values():
        kept = [m for m in group if m.key in cited] if len(group) > 1 else group
        out.extend(kept or group)
    return sorted(out, key=lambda m: m.start)


#: What joins two names into one pair: "rep1–pooled", "rep1/rep2", "rep1 vs rep2", "rep1-rep2".
_PAIR_JOIN_RE = re.compile(r"\s?[\u2013\u2014/-]\s?|\s+(?:vs\.?|versus|x|\u00d7)\s+", re.IGNORECASE)


def joined_name(text: str, mentions: list[Mention], mention: Mention) -> frozenset[str]:
    """The entities of the name joined to ``mention`` as a pair ("rep1–pooled": for "pooled",
    rep1's), empty when it stands alone."""
    for other in mentions:
        if other.end <= mention.start and _PAIR_JOIN_RE.fullmatch(text, other.end, mention.start):
            return keys_at(mentions, other) - keys_at(mentions, mention)
        if other.start >= mention.end and _PAIR_JOIN_RE.fullmatch(text, mention.end, other.start):
            return keys_at(mentions, other) - keys_at(mentions, mention)
    return frozenset()


#: "in the Oct4 file", "from its rep1 track": a name said as where something is.
_PLACE_BEFORE_RE = re.compile(r"\b(?:in|from)\s+(?:the|its|their|this|that)\s+$", re.IGNORECASE)
#: "max 74.5 at POU5F1", "over MYC": a located thing named as where a value was measured.
_AT_BEFORE_RE = re.compile(r"\b(?:at|near|around|over|across)\s+(?:the\s+)?$", re.IGNORECASE)
_PLACES_AFTER: dict[tuple[str, ...], re.Pattern[str]] = {}


def _place_after(nouns: tuple[str, ...]) -> re.Pattern[str]:
    """A word or none, then one of the place nouns (plural too): "in the Oct4 (narrowPeak) file"."""
    hit = _PLACES_AFTER.get(nouns)
    if hit is None:
        body = "|".join(re.escape(n) + "s?" for n in nouns) or r"(?!x)x"
        hit = _PLACES_AFTER[nouns] = re.compile(rf"(?:\s+[\w.-]+)?\s+(?:{body})\b", re.IGNORECASE)
    return hit


def not_places(mentions: list[Mention], masked: str, span: tuple[int, int], kinds: Callable[[str], str],
               vocabulary: Vocabulary) -> list[Mention]:
    """The mentions that can be a number's subject: a name said as a place ("peak2363 scored 41
    in the Oct4 file", with the vocabulary's ``place_nouns``; "max 74.5 at POU5F1", of its
    ``place_kinds``) is left out when the sentence names something else."""
    after = _place_after(vocabulary.place_nouns)
    places = {m for m in mentions if _PLACE_BEFORE_RE.search(masked, max(span[0], m.start - 12), m.start)
              and after.match(masked, m.end)}
    places |= {m for m in mentions if _AT_BEFORE_RE.search(masked, max(span[0], m.start - 12), m.start)
               and kinds(m.key) in vocabulary.place_kinds}
    if not places:
        return mentions
    if all(m in places for m in mentions):  # "Across the POU5F1 view, the mean …": a gene named as the place,
        # with a place noun after it, is no subject (the noun keeps this on the fast path's side: see .present)
        return [m for m in mentions if not (kinds(m.key) in vocabulary.place_kinds and after.match(masked, m.end))]
    return [m for m in mentions if m not in places]


def joined_names(mentions: list[Mention], masked: str) -> list[Mention]:
    """``mentions`` with the names written together that narrow each other ("BRCA T1", "ACC T1's")
    made one name of the entities both name: a list of names then counts "BRCA T1" once, not as
    "BRCA" and "T1"."""
    spans: dict[tuple[int, int], set[str]] = {}
    for m in mentions:
        spans.setdefault((m.start, m.end), set()).add(m.key)
    order = sorted(spans)
    out: list[tuple[int, int, set[str]]] = []
    for start, end in order:
        keys = spans[(start, end)]
        if out:
            s0, e0, k0 = out[-1]
            both = k0 & keys
            if both and both != k0 | keys and 0 < start - e0 <= 2 and not masked[e0:start].strip(" -_"):
                out[-1] = (s0, end, both)
                continue
        out.append((start, end, set(keys)))
    return [Mention(s, e, k) for s, e, keys in out for k in sorted(keys)]
