"""Entity mentions: which of the entities the records know a sentence names, and where.

Every record a store holds declares entities (:class:`~.facts.Entity`: a track, a feature, a
file…) with the names a sentence may use for them. :class:`EntityIndex` finds those names in a
sentence as whole words (case-insensitive; the longest name wins where two overlap; a space in
a name also matches ``_`` or ``-``), so "rep2 averaged 0.870" binds 0.870 to rep2 even when only
rep1's record is cited. Pronouns ("it", "its", "this track", "they") refer to the previous
sentence's entity when the sentence names none.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterable
from typing import NamedTuple

from .facts import Entity, Vocabulary
from .gazetteer import forms_of, short_forms
from .patterns import literal_prefixes
from .spanscan import into_spans, match_span

#: Words that never name an entity, whatever a record calls one (the domain adds its own:
#: ``Vocabulary.not_names``).
_COMMON = frozenset({
    "the", "a", "an", "and", "or", "of", "in", "on", "at", "to", "by", "for", "all", "any", "it", "is", "was",
    "none", "null", "true", "false",
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
_POSSESSIVE_RE = re.compile(r"['\u2019]s(?=[\s_-])")
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

    def __init__(self, entities: dict[str, Entity], vocabulary: Vocabulary | None = None):
        self.entities = entities
        common = _COMMON | vocabulary.not_names if vocabulary is not None else _COMMON
        variants = vocabulary.name_forms if vocabulary is not None else None
        uses = vocabulary.name_uses if vocabulary is not None else None
        self._word_use = re.compile(uses) if uses else None
        by_alias: dict[str, list[str]] = {}
        for key, entity in entities.items():
            for name in entity.names:
                alias = " ".join(str(name).split()).lower()
                if len(alias) < 2 or alias in common or alias.isdigit():
                    continue
                keys = by_alias.setdefault(alias, [])
                if key not in keys:
                    keys.append(key)
        whole = vocabulary.whole_name_kinds if vocabulary is not None else frozenset()
        shortened = {k: e for k, e in entities.items()  # (a locus is no name to shorten; a file's name neither)
                     if ":" not in e.label and e.kind not in whole}
        #: the short forms ("rep1" for "rep1 fold change"): a form several entities share names them all
        self.short = short_forms(shortened, by_alias, variants, common)
        #: names written in the records as ordinary lower-case words ("pooled"): only these may be the word
        #: itself ("pooled from replicates"); "GBM replicates" names the GBM tracks
        self._plain = {n for e in entities.values() for n in (*map(str, e.names), *forms_of(str(e.label)))
                       if n.isalpha() and n == n.lower()}
        for alias, keys in self.short.items():
            by_alias.setdefault(alias, keys)
        self.by_alias = by_alias
        self._common = common
        self._derived: dict[str, frozenset[str]] | None = None
        self._base: dict[str, frozenset[str]] | None = None
        aliases = sorted(by_alias, key=len, reverse=True)
        if aliases:
            # "rep1's fold change" names "rep1 fold change": a possessive may join a name's words
            body = "|".join(re.escape(a).replace(r"\ ", r"(?:['\u2019]s)?[\s_-]+") for a in aliases)
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
        written = _POSSESSIVE_RE.sub("", m.group())
        if written in self._plain and self._word_use is not None and self._word_use.match(m.string, m.end()) and not (
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
        if name in self.by_alias or name.strip("()[] ") in self._common:
            return  # a known name (most shape matches are), or a word that never names one ("(hg19)")
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
        return [k + v + outside(u, k) for k, v, u in zip(known, lists, unknown, strict=True)]

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
            # (words joined by "_" or "-" are words: "rep1_fold_change_peaks_z_3" is named after "rep1 fold change")
            labels = {k: " ".join(re.split(r"[\s_-]+", e.label.lower().strip())) for k, e in self.entities.items()}
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


def entity_index(entity_maps: Iterable[dict[str, Entity]], vocabulary: Vocabulary | None = None) -> EntityIndex:
    """One index over several records' entities (cached by the maps' identity, then by the set of
    entity names); ``vocabulary`` gives the domain's words that are no names, the uses of a plain
    word as a word, and the variants of a short form (see :mod:`.gazetteer`)."""
    maps = list(entity_maps)
    ident = (id(vocabulary), *(id(m) for m in maps))
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
    cache_key = (id(vocabulary), frozenset((k, e.names) for k, e in merged.items()))
    index = _cached_index(cache_key, merged, vocabulary)
    _by_maps[ident] = (maps, index)
    if len(_by_maps) > 64:
        _by_maps.popitem(last=False)
    return index


def _cached_index(cache_key: tuple[int, frozenset], merged: dict[str, Entity],
                  vocabulary: Vocabulary | None) -> EntityIndex:
    hit = _cache.get(cache_key)
    if hit is not None:
        _cache.move_to_end(cache_key)
        return hit
    index = EntityIndex(merged, vocabulary)
    _cache[cache_key] = index
    if len(_cache) > 64:
        _cache.popitem(last=False)
    return index


def keys_at(mentions: list[Mention], mention: Mention | None) -> frozenset[str]:
    """Every entity named by the words of ``mention`` (a name several entities share)."""
    if mention is None:
        return frozenset()
    return frozenset(m.key for m in mentions if (m.start, m.end) == (mention.start, mention.end))


def outside(unknown: list[Mention], known: list[Mention]) -> list[Mention]:
    """The unknown names not inside a known one ("BRCA_1" of "BRCA_1.bed")."""
    return [u for u in unknown if not any(k.start <= u.start and u.end <= k.end for k in known)]


def outermost(mentions: list[Mention]) -> list[Mention]:
    """The mentions not inside a longer one ("BRCA T1", not its "BRCA" and "T1" alone)."""
    return [m for m in mentions if not any(o.start <= m.start and m.end <= o.end and
                                           (o.start, o.end) != (m.start, m.end) for o in mentions)]


def mention_groups(mentions: list[Mention]) -> list[frozenset[str]]:
    """The entities of each distinct name of ``mentions``, in order (a group named twice, once)."""
    by_span: dict[tuple[int, int], list[str]] = {}
    for m in mentions:
        by_span.setdefault((m.start, m.end), []).append(m.key)
    groups: list[frozenset[str]] = []
    for keys in by_span.values():
        group = frozenset(keys)
        if group not in groups:
            groups.append(group)
    return groups


def members_named(groups: list[frozenset[str]], least: int = 2) -> list[frozenset[str]]:
    """``groups`` without a group whose members are themselves named as ``least`` or more of the
    others ("the two breast samples, BRCA T2 and BRCA T1": the two names, not the collective), so
    that "the former" and "the latter" count the names a reader counts."""
    return [g for g in groups if sum(1 for h in groups if h < g) < least]
