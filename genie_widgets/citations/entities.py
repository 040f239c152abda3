"""Entity mentions: which of the entities the records know a sentence names, and where.

Every record a store holds declares entities (:class:`~.facts.Entity`: a track, a feature, a
file…) with the names a sentence may use for them. :class:`EntityIndex` finds those names in a
sentence as whole words (case-insensitive; the longest name wins where two overlap; a space in
a name also matches ``_`` or ``-``), so "rep2 averaged 0.870" binds 0.870 to rep2 even when only
rep1's record is cited. Pronouns ("it", "its", "this track", "they") refer to the previous
sentence's entity when the sentence names none.
"""

from __future__ import annotations

import bisect
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import NamedTuple

from .facts import Entity
from .gazetteer import short_forms
from .patterns import literal_prefixes
from .spanscan import into_spans, match_span

_PRONOUN_RE = re.compile(r"\b(?:it|its|it's|this|that|these|those|they|their|them|both|the\s+same|"
                         r"the\s+(?P<which>former|latter))\b", re.IGNORECASE)
#: Pronouns that refer to every entity of the previous sentence.
_PLURAL = frozenset({"these", "those", "they", "their", "them", "both"})
#: After a name that is a plain word ("pooled"): the word used as a verb or in a compound
#: ("pooled from replicates 1, 2 and 3", "the pooled-replicate bonus"), not the name.
_WORD_USE_RE = re.compile(r"-[a-z]|\s+(?:from|across|over|by|into|together|with|ones|files?|replicates?|versions?|"
                          r"reads|data|bigwigs?)\b")
#: Words that never name an entity even when a record uses them as a name.
_COMMON = frozenset({
    "the", "a", "an", "and", "or", "of", "in", "on", "at", "to", "by", "for", "all", "any", "mean", "max", "min",
    "sum", "signal", "peaks", "peak", "genes", "gene", "track", "tracks", "file", "files", "region", "view", "data",
    "value", "values", "score", "it", "is", "was", "none", "null", "true", "false", "result", "results",
})


#: The key prefix of a name no record knows (see :meth:`EntityIndex.unknown`).
UNKNOWN = "?"
_DIGITS_RE = re.compile(r"\d+")


def _shape_pattern(by_alias: dict[str, list[str]]) -> re.Pattern[str] | None:
    """One whole-word search for names of the shapes of the known names with their digits free
    ("rep1" → ``rep`` and digits); only names that hold letters and digits have a shape."""
    shapes = set()
    for alias in by_alias:
        if _DIGITS_RE.search(alias) and re.search(r"[a-z]", alias) and len(alias) <= 40:
            shapes.add(re.escape(_DIGITS_RE.sub("#", alias)).replace(r"\ ", r"[\s_-]+").replace("\\#", "#"))
    if not shapes:
        return None
    body = "|".join(sorted(shape.replace("#", r"\d+") for shape in shapes))
    return _led(rf"(?<![a-z0-9_])(?:{body})(?![a-z0-9_])")


def _led(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled, led by a look-ahead for the first characters its matches can start
    with (from its literal prefixes): the same matches, found faster over a long text."""
    prefixes = literal_prefixes(pattern)
    firsts = sorted({p[0] for p in prefixes}) if prefixes else []
    if not firsts or any(not (ch.isascii() and ch.isalnum()) for ch in firsts):
        return re.compile(pattern)
    return re.compile(f"(?=[{''.join(firsts)}]){pattern}")


#: A name that ends in a number ("replicate 1", "rep 2"): its stem and number.
_NUMBERED_RE = re.compile(r"([a-z][a-z ]*[a-z]) (\d+)")
_DIGITS_RE = re.compile(r"\d+")


class Mention(NamedTuple):
    """An entity named in a message: its span and the entity key (a tuple: made by the hundred
    per message, and immutable)."""

    start: int
    end: int
    key: str


class EntityIndex:
    """The names of a set of entities, compiled into one whole-word search."""

    def __init__(self, entities: dict[str, Entity], variants: Callable[[str], tuple[str, ...]] | None = None):
        self.entities = entities
        by_alias: dict[str, list[str]] = {}
        for key, entity in entities.items():
            for name in entity.names:
                alias = " ".join(str(name).split()).lower()
                if len(alias) < 2 or alias in _COMMON or alias.isdigit():
                    continue
                keys = by_alias.setdefault(alias, [])
                if key not in keys:
                    keys.append(key)
        shortened = {k: e for k, e in entities.items() if ":" not in e.label}  # (a locus is no name to shorten)
        #: the short forms ("rep1" for "rep1 fold change"): a form several entities share names them all
        self.short = short_forms(shortened, by_alias, variants, _COMMON)
        for alias, keys in self.short.items():
            by_alias.setdefault(alias, keys)
        self.by_alias = by_alias
        self._derived: dict[str, frozenset[str]] | None = None
        self._base: dict[str, frozenset[str]] | None = None
        aliases = sorted(by_alias, key=len, reverse=True)
        if aliases:
            body = "|".join(re.escape(a).replace(r"\ ", r"[\s_-]+") for a in aliases)
            # matched against the lower-cased text (see :func:`~.patterns.lower`): no IGNORECASE
            self._re: re.Pattern[str] | None = _led(rf"(?<![a-z0-9_])(?:{body})(?![a-z0-9_])")
        else:
            self._re = None
        self._shapes = _shape_pattern(by_alias)
        # names that end in a number ("replicate 1") said as a list: "replicates 1 and 2"
        self._numbered: dict[str, dict[str, list[str]]] = {}
        for alias, keys in by_alias.items():
            named = _NUMBERED_RE.fullmatch(alias)
            if named:
                self._numbered.setdefault(named.group(1), {})[named.group(2)] = keys
        stems = "|".join(re.escape(stem) for stem in sorted(self._numbered, key=len, reverse=True))
        self._lists = re.compile(rf"(?<![a-z0-9_])(?P<stem>{stems})s?[\s_-]+\d+"
                                 r"(?:\s*(?:,|and|&|/|or)\s*(?:and\s+)?\d+)+(?![a-z0-9_.,]\d)(?![a-z_])"
                                 ) if stems else None

    def mentions(self, low: str, start: int, end: int) -> list[Mention]:
        """Entity mentions in ``low[start:end]`` (a lower-cased text), in order; then the names of a
        list said once ("replicates 1 and 2": "replicate 1" and "replicate 2"). A name several
        entities share (the same feature name in two records) yields a mention of each."""
        out: list[Mention] = []
        if self._re is not None:
            for m in self._re.finditer(low, start, end):
                self._known_at(m, out)
        if self._lists is not None:
            for m in self._lists.finditer(low, start, end):
                self._listed_at(m, out)
        return out

    def _listed_at(self, m: re.Match[str], out: list[Mention]) -> None:
        """The names of a list "replicates 1, 2 and 3": the first spans the word and its number."""
        numbers = self._numbered[m.group("stem")]
        listed = list(_DIGITS_RE.finditer(m.group()))
        if not all(n.group() in numbers for n in listed):
            return  # "pooling replicates 1, 2 and 3" with no "replicate 3": numbers, not names
        for i, n in enumerate(listed):
            for key in numbers[n.group()]:
                out.append(Mention(m.start() if i == 0 else m.start() + n.start(), m.start() + n.end(), key))

    def _known_at(self, m: re.Match[str], out: list[Mention]) -> None:
        written = m.group()
        if written.isalpha() and _WORD_USE_RE.match(m.string, m.end()) and not (
                self._re is not None and m.string.startswith("-", m.end()) and self._re.match(m.string, m.end() + 1)):
            return  # a name that is an ordinary word, used as one (not joined to another name: "pooled-rep1")
        keys = self.by_alias.get(written) or self.by_alias.get(" ".join(re.split(r"[\s_-]+", written))) or \
            self._slow(written)
        for key in keys:
            out.append(Mention(m.start(), m.end(), key))

    def unknown(self, low: str, start: int, end: int) -> list[Mention]:
        """Names in ``low[start:end]`` shaped like a known entity's name but naming none: "rep3"
        beside rep1 and rep2, "Peak_999" beside Peak_22, "replicate 3". Their key is ``?`` and
        the name as written; no fact is about them, so a value bound to one is unsupported."""
        if self._shapes is None:
            return []
        out: list[Mention] = []
        for m in self._shapes.finditer(low, start, end):
            self._unknown_at(m, out)
        return out

    def _unknown_at(self, m: re.Match[str], out: list[Mention]) -> None:
        name = m.group()
        if name in self.by_alias:
            return  # a known name (most shape matches are)
        if " ".join(re.split(r"[\s_-]+", name)) not in self.by_alias and not self._slow(name):
            out.append(Mention(m.start(), m.end(), UNKNOWN + name))

    def in_spans(self, low: str, spans: list[tuple[int, int]]) -> list[list[Mention]] | None:
        """Fast path: ``mentions(low, s, e) + unknown(low, s, e)`` for every span, from one pass
        of each search over the whole text. None (ask per span) when a match of the whole text
        crosses a span's edge or a name character follows a span (where a search bounded at the
        span's end could end a name the whole text continues): only then could they differ."""
        known: list[list[Mention]] = [[] for _ in spans]
        unknown: list[list[Mention]] = [[] for _ in spans]
        for _, e in spans:
            if e < len(low) and ((low[e].isalnum() and low[e].isascii()) or low[e] == "_"):
                return None
        lists: list[list[Mention]] = [[] for _ in spans]
        for pattern, sink, add in ((self._re, known, self._known_at), (self._lists, lists, self._listed_at),
                                   (self._shapes, unknown, self._unknown_at)):
            if pattern is None:
                continue
            per_span = into_spans(pattern.finditer(low), spans, match_span)
            if per_span is None:
                return None  # outside every span or across an edge
            for matches, out in zip(per_span, sink, strict=True):
                for m in matches:
                    add(m, out)
        return [k + v + u for k, v, u in zip(known, lists, unknown, strict=True)]

    def _slow(self, written: str) -> list[str]:
        flat = re.sub(r"[\s_-]+", "", written.lower())
        for alias, keys in self.by_alias.items():
            if re.sub(r"[\s_-]+", "", alias) == flat:
                return keys
        return []

    def label(self, key: str | None) -> str:
        if key is None:
            return "the record"
        if key.startswith(UNKNOWN):
            return key[len(UNKNOWN):]
        entity = self.entities.get(key)
        return entity.label if entity else key

    def kind(self, key: str) -> str:
        entity = self.entities.get(key)
        return entity.kind if entity else "thing"

    def base(self, key: str) -> frozenset[str]:
        """The entities ``key`` is named after ("rep1" for "rep1 peaks"): the inverse of :meth:`derived`."""
        self.derived(key)
        assert self._base is not None
        return self._base.get(key, frozenset())

    def derived(self, key: str) -> frozenset[str]:
        """Entities of the same kind named after ``key``'s label and one more word or more:
        "rep1 peaks" for "rep1" (so "rep1's 64 peaks" is about the peak track)."""
        if self._derived is None:
            labels = {k: " ".join(e.label.lower().split()) for k, e in self.entities.items()}
            found: dict[str, set[str]] = {}
            for k, label in labels.items():
                for other, other_label in labels.items():
                    if other != k and other_label.startswith(label + " ") and \
                            self.entities[other].kind == self.entities[k].kind:
                        found.setdefault(k, set()).add(other)
            self._derived = {k: frozenset(v) for k, v in found.items()}
            base: dict[str, set[str]] = {}
            for k, others in found.items():
                for other in others:
                    base.setdefault(other, set()).add(k)
            self._base = {k: frozenset(v) for k, v in base.items()}
        return self._derived.get(key, frozenset())


_cache: OrderedDict[tuple[int, frozenset], EntityIndex] = OrderedDict()


_by_maps: OrderedDict[tuple[int, ...], tuple[list[dict[str, Entity]], EntityIndex]] = OrderedDict()


def entity_index(entity_maps: Iterable[dict[str, Entity]],
                 variants: Callable[[str], tuple[str, ...]] | None = None) -> EntityIndex:
    """One index over several records' entities (cached by the maps' identity, then by the set of
    entity names); ``variants`` gives the domain's variants of a short form (see :mod:`.gazetteer`)."""
    maps = list(entity_maps)
    ident = (id(variants), *(id(m) for m in maps))
    known = _by_maps.get(ident)
    if known is not None and all(a is b for a, b in zip(known[0], maps, strict=True)):
        return known[1]
    merged: dict[str, Entity] = {}
    for entities in maps:
        for key, entity in entities.items():
            old = merged.get(key)
            if old is None:
                merged[key] = entity
            elif old is not entity and old.names != entity.names:
                names = tuple(dict.fromkeys(old.names + entity.names))
                merged[key] = Entity(key, names, old.label, old.kind)
    cache_key = (id(variants), frozenset((k, e.names) for k, e in merged.items()))
    index = _cached_index(cache_key, merged, variants)
    _by_maps[ident] = (maps, index)
    if len(_by_maps) > 64:
        _by_maps.popitem(last=False)
    return index


def _cached_index(cache_key: tuple[int, frozenset], merged: dict[str, Entity],
                  variants: Callable[[str], tuple[str, ...]] | None) -> EntityIndex:
    hit = _cache.get(cache_key)
    if hit is not None:
        _cache.move_to_end(cache_key)
        return hit
    index = EntityIndex(merged, variants)
    _cache[cache_key] = index
    if len(_cache) > 64:
        _cache.popitem(last=False)
    return index


def keys_at(mentions: list[Mention], mention: Mention | None) -> frozenset[str]:
    """Every entity named by the words of ``mention`` (a name several entities share)."""
    if mention is None:
        return frozenset()
    return frozenset(m.key for m in mentions if (m.start, m.end) == (mention.start, mention.end))


def has_pronoun(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` refers back with a pronoun."""
    return _PRONOUN_RE.search(text, start, end) is not None


def mention_groups(mentions: list[Mention]) -> list[frozenset[str]]:
    """The entities of each distinct name of ``mentions``, in order."""
    groups: list[frozenset[str]] = []
    for m in mentions:
        keys = keys_at(mentions, m)
        if keys not in groups:
            groups.append(keys)
    return groups


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
    if which == "former":
        return previous[0]
    if which == "latter":
        return previous[-1]
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
    for other in mention_groups([m for m in mentions if clause[0] <= m.start and m.end <= clause[1]
                                 and (m.start, m.end) != (mention.start, mention.end)]):
        if len(other) > 1 and keys & other:
            keys = keys & other
    return keys


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
_PLACE_AFTER_RE = re.compile(r"(?:\s+[\w.-]+)?\s+(?:files?|tracks?|previews?|tables?)\b", re.IGNORECASE)


#: Words every place said after a name holds (:data:`_PLACE_AFTER_RE`), for :mod:`.present`.
PLACE_WORDS = ("file", "track", "preview", "table")


def not_places(mentions: list[Mention], masked: str, span: tuple[int, int],
               kinds: Callable[[str], str] | None = None) -> list[Mention]:
    """The mentions that can be a number's subject: a name said as a place ("peak2363 scored 41
    in the Oct4 file") is left out when the sentence names something else."""
    places = {m for m in mentions if _PLACE_BEFORE_RE.search(masked, max(span[0], m.start - 12), m.start)
              and _PLACE_AFTER_RE.match(masked, m.end)}
    places |= {m for m in mentions if _AT_BEFORE_RE.search(masked, max(span[0], m.start - 12), m.start)
               and kinds is not None and kinds(m.key) in ("gene",)}
    if not places or all(m in places for m in mentions):
        return mentions
    return [m for m in mentions if m not in places]
