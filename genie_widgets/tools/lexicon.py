"""``lexicon.toml`` read into the objects of the genomics vocabulary.

The words of :mod:`.vocabulary` (attribute cues, scope, category, collective, kind, view and
accession-role patterns, labels, the attribute sets, the words of track names, the entity kinds
with a locus, how lengths, loci and accessions are written) and the record tables of :mod:`.facts`
(field names, units, skipped fields) are data in ``lexicon.toml`` beside
this module. :data:`LEXICON` is that file, read once at import; :func:`read_lexicon` reads any
text in the same format. The file's shape is checked strictly: an unknown key, a missing one, a
value of the wrong type, a pattern that does not compile or a duplicate id raises
:class:`LexiconError` with a message naming the entry (``lexicon.toml: cue 'mean': …``).

Patterns are taken verbatim (a list of strings is their concatenation), entries and tables keep
the file's order, so the objects equal what the Python tables held before the words moved to the
file: the same cues in the same order, the same sets, the same dicts with their keys in the same
order (the count units excepted: they follow the file's list of counts, not a frozenset's order).
"""

from __future__ import annotations

import re
import sys
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser as a package (pyproject: tomli; python_version < "3.11")
    import tomli as tomllib

from ..citations.facts import Cue
from ..citations.numbers import Shapes

FILE = "lexicon.toml"

# What a value must be (the words are used in the error messages).
_TEXT = "a string"
_FLAG = "true or false"
_WORDS = "a list of strings"
_PAIR = "two lists of strings"
_MAP = "a table of strings"
_PATTERN = "a regex (a string, or a list of strings to concatenate)"
_ENTRY = "a table with an id and a pattern"
_TABLE = "a table"
_TABLES = "an array of tables ([[…]])"
_SIZES = "a table of positive numbers"

#: The sections of entries with a pattern, with their own keys (besides id, pattern, examples and
#: counterexamples). Only the keys of _OPTIONAL may be left out.
_SECTIONS: dict[str, dict[str, str]] = {
    "cue": {"attributes": _WORDS, "before": _FLAG, "after": _FLAG, "adjacent": _FLAG, "yields_to": _WORDS,
            "narrows": _FLAG},
    "category": {"attribute": _TEXT, "value": _TEXT},
    "collective": {},
    "kind_word": {"kind": _TEXT},
    "value_name": {"attribute": _TEXT},
    "view_cue": {},
    "accession_role": {"role": _TEXT},
    "scope": {"kind": _TEXT},
    "role_name": {"names": _WORDS},
    "closeness": {"attributes": _WORDS},
}
_COMMON = {"id": _TEXT, "pattern": _PATTERN, "examples": _WORDS, "counterexamples": _WORDS}
_OPTIONAL = frozenset({"examples", "counterexamples", "before", "after", "adjacent", "yields_to", "narrows"})

#: The tables without entries (every key required).
_ATTRIBUTES = {"counts": _WORDS, "pairs": _WORDS, "range": _PAIR, "ordinal": _WORDS, "lower_is_better": _WORDS,
               "needs_words": _WORDS,
               "position": _PAIR}
_CATEGORY_FIELD = {"attribute": _TEXT, "values": _MAP}
_TRACK_NAMES = {"names": _WORDS, "ordinal_name": _TEXT, "ordinals": _MAP, "pooled": _TEXT, "pool": _TEXT,
                "replicate": _ENTRY, "id_suffix": _ENTRY}
_RECORD = {"count_unit": _TEXT, "skip": _WORDS, "row_fields": _WORDS, "numeric_strings": _WORDS, "fields": _MAP,
           "units": _MAP, "list_counts": _MAP, "accession_prefixes": _MAP}
#: [shapes]: how lengths, loci and accessions are written (:class:`~genie_widgets.citations.numbers.Shapes`);
#: the _ENTRY keys are patterns, the others values.
_SHAPES = {"length_unit": _TEXT, "length_units": _SIZES, "length_nouns": _SIZES, "density_units": _SIZES,
           "scaled_locus_units": _WORDS, "seq_prefix": _TEXT, "seq_aliases": _MAP,
           "seq_mention_words": _WORDS, "abbreviations": _WORDS, "ranked_nouns": _WORDS, "length_words": _ENTRY,
           "seq_names": _ENTRY, "scaled_seq_names": _ENTRY, "seq_mention": _ENTRY,
           "region_modifiers": _ENTRY, "accession": _ENTRY, "numbered_names": _ENTRY}
_SHAPE_PATTERNS = tuple(key for key, kind in _SHAPES.items() if kind == _ENTRY)
_ENTITIES = {"located": _WORDS, "not_names": _WORDS, "name_uses": _TEXT, "place_nouns": _WORDS,
             "place_kinds": _WORDS, "holds": _MAP, "sequence_nouns": _WORDS, "whole_names": _WORDS}
_TOP = {**{name: _TABLES for name in _SECTIONS}, "attributes": _TABLE, "labels": _MAP, "category_fields": _TABLE,
        "track_names": _TABLE, "record": _TABLE, "entities": _TABLE, "shapes": _TABLE}


class LexiconError(ValueError):
    """The lexicon is malformed; the message names the file and the entry."""


@dataclass(frozen=True)
class Entry:
    """A pattern of the lexicon: its ``section`` (``cue``, ``scope``, ``track_names`` …), ``id``,
    ``pattern`` (as the vocabulary holds it), the ``examples`` it must match and the
    ``counterexamples`` it must not, and the section's other keys (``fields``)."""

    section: str
    id: str
    pattern: str
    examples: tuple[str, ...]
    counterexamples: tuple[str, ...]
    fields: Mapping[str, Any]


@dataclass(frozen=True)
class TrackNames:
    """The words of :func:`.vocabulary.track_names`."""

    replicate: str  # a replicate's name: group 1 its number, group 2 the rest ("rep1 peaks")
    id_suffix: str  # the random suffix of a track id
    names: tuple[str, ...]  # a replicate's other names, with {n} and {rest}
    ordinal_name: str  # with {ordinal}: "second replicate"
    ordinals: dict[str, str]  # replicate number → ordinal word
    pooled: str  # a track of this name (any case) …
    pool: str  # … is also called this


@dataclass(frozen=True)
class RecordTables:
    """How :mod:`.facts` reads our records' JSON (field names, not words)."""

    fields: dict[str, str]
    units: dict[str, str]
    skip: frozenset[str]
    row_fields: frozenset[str]
    numeric_strings: frozenset[str]
    list_counts: dict[str, str]
    accession_prefixes: dict[str, str]


@dataclass(frozen=True)
class Lexicon:
    """The lexicon as the vocabulary's Python objects (see :class:`~genie_widgets.citations.facts.Vocabulary`
    for what each is), with every pattern entry (``entries``, in file order)."""

    entries: tuple[Entry, ...]
    cues: tuple[Cue, ...]
    count_attributes: frozenset[str]
    pair_attributes: frozenset[str]
    range_attributes: tuple[frozenset[str], frozenset[str]]
    ordinal_attributes: frozenset[str]
    lower_is_better: frozenset[str]
    needs_words: frozenset[str]
    position_attributes: tuple[frozenset[str], frozenset[str]]
    labels: dict[str, str]
    categories: tuple[tuple[str, str, str], ...]
    category_fields: dict[str, tuple[str, dict[str, str]]]
    collectives: str
    kind_words: tuple[tuple[str, str], ...]
    value_names: tuple[tuple[str, str], ...]
    view_cues: str
    accession_roles: tuple[tuple[str, str], ...]
    scope_patterns: tuple[tuple[str, str], ...]
    role_names: tuple[tuple[str, tuple[str, ...]], ...]
    closeness: tuple[tuple[str, frozenset[str]], ...]
    track_names: TrackNames
    record: RecordTables
    located_kinds: frozenset[str]
    whole_name_kinds: frozenset[str]
    shapes: Shapes
    not_names: frozenset[str]
    name_uses: str
    place_nouns: tuple[str, ...]
    place_kinds: frozenset[str]
    container_kinds: dict[str, str]
    sequence_nouns: tuple[str, ...]

    def section(self, name: str) -> tuple[Entry, ...]:
        """The entries of one section, in file order."""
        return tuple(e for e in self.entries if e.section == name)


def _is(value: Any, kind: str) -> bool:
    if kind == _TEXT:
        return isinstance(value, str)
    if kind == _FLAG:
        return isinstance(value, bool)
    if kind == _WORDS:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == _PAIR:
        return isinstance(value, list) and len(value) == 2 and all(_is(v, _WORDS) for v in value)
    if kind == _MAP:
        return isinstance(value, dict) and all(isinstance(v, str) for v in value.values())
    if kind == _SIZES:
        return isinstance(value, dict) and all(isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0
                                               for v in value.values())
    if kind == _PATTERN:
        return isinstance(value, str) or (isinstance(value, list) and bool(value) and _is(value, _WORDS))
    if kind == _TABLES:
        return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)
    return isinstance(value, dict)  # a table (_TABLE, _ENTRY: checked further by its reader)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _checked(raw: Any, schema: Mapping[str, str], where: str, optional: frozenset[str] = frozenset()) -> dict[str, Any]:
    """``raw`` as a table holding the keys of ``schema`` (the ``optional`` ones may be left out)
    and no other, each of its kind."""
    if not isinstance(raw, dict):
        raise LexiconError(f"{where}: expected a table, got {_shown(raw)}")
    for key in raw:
        if key not in schema:
            raise LexiconError(f"{where}: unknown key {key!r} (known: {', '.join(schema)})")
    for key, kind in schema.items():
        if key not in raw:
            if key in optional:
                continue
            raise LexiconError(f"{where}: no {key!r} ({kind})")
        if not _is(raw[key], kind):
            raise LexiconError(f"{where}: {key!r} must be {kind}, not {_shown(raw[key])}")
    return raw


def _compiled(pattern: str, where: str, *, grouped: bool = True) -> None:
    """Refuse a pattern that does not compile, alone or (``grouped``) inside a group, as the
    checker uses it (a global flag such as ``(?i)`` is only valid at a regex's start)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # Python 3.10 only warns of a misplaced global flag
            re.compile(pattern)
            if grouped:
                re.compile(f"(?:{pattern})")
    except (re.error, Warning) as e:
        raise LexiconError(f"{where}: the pattern does not compile ({e}): {pattern}") from e


def _checked_pattern(pattern: str, where: str) -> str:
    """``pattern``, once it is known to compile."""
    _compiled(pattern, where)
    return pattern


def _entry(section: str, raw: Any, where: str, number: str, schema: Mapping[str, str]) -> Entry:
    """One entry with a pattern; ``where`` names its section in messages, followed by the
    entry's id (or by ``number`` when it has none)."""
    has_id = isinstance(raw, dict) and isinstance(raw.get("id"), str)
    where = f"{where} {raw['id']!r}" if has_id else f"{where} {number}".rstrip()
    table = _checked(raw, {**_COMMON, **schema}, where, _OPTIONAL)
    pattern = table["pattern"] if isinstance(table["pattern"], str) else "".join(table["pattern"])
    _compiled(pattern, where, grouped=section != "track_names")
    if section == "cue":
        if re.search(r"[A-Z]", re.sub(r"\\.|\(\?P", "", pattern)):
            raise LexiconError(f"{where}: cues are matched against lower-cased text; write the pattern in lower case")
        if table.get("narrows", False) and ("before" in table or "after" in table):
            raise LexiconError(f"{where}: a cue that only narrows others has no 'before' or 'after'")
        if not table.get("narrows", False) and not table.get("before", True) and not table.get("after", False):
            raise LexiconError(f"{where}: 'before' and 'after' are both false: the cue binds no number")
    fields = {k: v for k, v in table.items() if k not in _COMMON}
    return Entry(section, table["id"], pattern, tuple(table.get("examples", ())),
                 tuple(table.get("counterexamples", ())), fields)


def _entries(data: dict[str, Any], source: str) -> list[Entry]:
    entries: list[Entry] = []
    for section, schema in _SECTIONS.items():
        raws = data[section]
        entries += [_entry(section, raw, f"{source}: {section}", f"#{i + 1}", schema) for i, raw in enumerate(raws)]
    entries += [_entry("track_names", data["track_names"][key], f"{source}: [track_names.{key}]", "", {})
                for key in ("replicate", "id_suffix")]
    entries += [_entry("shapes", data["shapes"][key], f"{source}: [shapes.{key}]", "", {}) for key in _SHAPE_PATTERNS]
    seen: set[str] = set()
    for e in entries:
        if e.id in seen:
            raise LexiconError(f"{source}: {e.section} {e.id!r}: the id is used twice")
        seen.add(e.id)
    return entries


def _shapes(table: dict[str, Any], patterns: dict[str, str], where: str) -> Shapes:
    """The [shapes] table (its patterns already read: ``patterns``) as :class:`Shapes`, refusing
    what the checker could not use."""
    units = table["length_units"]
    for key in ("length_units", "length_nouns"):
        upper = [w for w in table[key] if w != w.lower()]
        if upper:
            raise LexiconError(f"{where}: {key!r}: words are read in any case; write them in lower case: {upper}")
    unknown = [u for u in table["scaled_locus_units"] if u not in units]
    if unknown:
        raise LexiconError(f"{where}: 'scaled_locus_units' must be keys of 'length_units', not {unknown}")
    if "name" not in re.compile(patterns["seq_mention"]).groupindex:
        raise LexiconError(f"{where}: [shapes.seq_mention]: the pattern needs a group 'name' (the chromosome)")
    if re.compile(patterns["numbered_names"]).groups < 1:
        raise LexiconError(f"{where}: [shapes.numbered_names]: the pattern needs a group (the number)")
    return Shapes(
        length_unit=table["length_unit"], length_units=dict(units), length_words=patterns["length_words"],
        length_nouns=dict(table["length_nouns"]), density_units=dict(table["density_units"]),
        seq_names=patterns["seq_names"], scaled_seq_names=patterns["scaled_seq_names"],
        scaled_locus_units=tuple(table["scaled_locus_units"]), seq_prefix=table["seq_prefix"],
        seq_aliases=dict(table["seq_aliases"]), seq_mention=patterns["seq_mention"],
        seq_mention_words=tuple(table["seq_mention_words"]), region_modifiers=patterns["region_modifiers"],
        accession_pattern=patterns["accession"], numbered_names=patterns["numbered_names"],
        abbreviations=frozenset(table["abbreviations"]), ranked_nouns=tuple(table["ranked_nouns"]))


def _cue(e: Entry) -> Cue:
    """The cue an entry of the [[cue]] section declares (one that only narrows has neither side)."""
    narrows = e.fields.get("narrows", False)
    return Cue(e.pattern, frozenset(e.fields["attributes"]), e.fields.get("before", not narrows),
               e.fields.get("after", False), e.fields.get("adjacent", False),
               frozenset(e.fields.get("yields_to", ())), narrows)


def _with_field_names(cues: tuple[Cue, ...], labels: dict[str, str]) -> tuple[Cue, ...]:
    """``cues`` and a cue for each attribute whose name is a field name written in camel case, as
    answers quote it, in inline code or in prose ("a `meanAcrossTracks` of 105.8", "its featureScore
    is 115"): the name, whole, reads as its label does (the attributes of the longest cue ending its
    label), and names its own attribute too (the attribute names are the [labels] keys)."""
    def read_as(label: str) -> frozenset[str]:
        ends = [(m.end() - m.start(), c.attributes) for c in cues if c.before
                for m in re.finditer(c.pattern, label) if m.end() == len(label)]
        return max(ends, key=lambda e: e[0])[1] if ends else frozenset()

    return cues + tuple(Cue(rf"(?<![\w-]){re.escape(name.lower())}(?![\w-])", frozenset({name}) | read_as(label))
                        for name, label in labels.items() if name != name.lower() and name.isalnum())


def _build(data: Any, source: str) -> Lexicon:
    data = _checked(data, _TOP, source)
    attributes = _checked(data["attributes"], _ATTRIBUTES, f"{source}: [attributes]")
    tracks = _checked(data["track_names"], _TRACK_NAMES, f"{source}: [track_names]")
    record = _checked(data["record"], _RECORD, f"{source}: [record]")
    shapes = _checked(data["shapes"], _SHAPES, f"{source}: [shapes]")
    entities = _checked(data["entities"], _ENTITIES, f"{source}: [entities]")
    category_fields = {field: _checked(raw, _CATEGORY_FIELD, f"{source}: [category_fields.{field}]")
                       for field, raw in data["category_fields"].items()}
    entries = _entries(data, source)
    replicate, id_suffix = (e for e in entries if e.section == "track_names")
    if re.compile(replicate.pattern).groups != 2:
        raise LexiconError(f"{source}: [track_names.replicate]: the pattern needs two groups (the number, the rest)")

    def of(section: str) -> list[Entry]:
        return [e for e in entries if e.section == section]

    def pairs(section: str, key: str) -> tuple[tuple[str, str], ...]:
        return tuple((e.pattern, e.fields[key]) for e in of(section))

    counts = frozenset(attributes["counts"])
    return Lexicon(
        entries=tuple(entries),
        cues=_with_field_names(tuple(_cue(e) for e in of("cue")), data["labels"]),
        count_attributes=counts,
        pair_attributes=frozenset(attributes["pairs"]),
        range_attributes=(frozenset(attributes["range"][0]), frozenset(attributes["range"][1])),
        ordinal_attributes=frozenset(attributes["ordinal"]),
        lower_is_better=frozenset(attributes["lower_is_better"]),
        needs_words=frozenset(attributes["needs_words"]),
        position_attributes=(frozenset(attributes["position"][0]), frozenset(attributes["position"][1])),
        labels=dict(data["labels"]),
        categories=tuple((e.pattern, e.fields["attribute"], e.fields["value"]) for e in of("category")),
        category_fields={f: (t["attribute"], dict(t["values"])) for f, t in category_fields.items()},
        collectives="|".join(e.pattern for e in of("collective")),
        kind_words=pairs("kind_word", "kind"),
        value_names=pairs("value_name", "attribute"),
        view_cues="|".join(e.pattern for e in of("view_cue")),
        accession_roles=pairs("accession_role", "role"),
        scope_patterns=pairs("scope", "kind"),
        role_names=tuple((e.pattern, tuple(e.fields["names"])) for e in of("role_name")),
        closeness=tuple((e.pattern, frozenset(e.fields["attributes"])) for e in of("closeness")),
        track_names=TrackNames(replicate.pattern, id_suffix.pattern, tuple(tracks["names"]), tracks["ordinal_name"],
                               dict(tracks["ordinals"]), tracks["pooled"], tracks["pool"]),
        record=RecordTables(
            fields=dict(record["fields"]),
            units={**record["units"], **{a: record["count_unit"] for a in attributes["counts"]}},
            skip=frozenset(record["skip"]),
            row_fields=frozenset(record["row_fields"]),
            numeric_strings=frozenset(record["numeric_strings"]),
            list_counts=dict(record["list_counts"]),
            accession_prefixes=dict(record["accession_prefixes"]),
        ),
        located_kinds=frozenset(entities["located"]),
        whole_name_kinds=frozenset(entities["whole_names"]),
        not_names=frozenset(entities["not_names"]),
        name_uses=_checked_pattern(entities["name_uses"], f"{source}: [entities] name_uses"),
        place_nouns=tuple(entities["place_nouns"]),
        place_kinds=frozenset(entities["place_kinds"]),
        container_kinds=dict(entities["holds"]),
        sequence_nouns=tuple(entities["sequence_nouns"]),
        shapes=_shapes(shapes, dict(zip(_SHAPE_PATTERNS, (e.pattern for e in of("shapes")), strict=True)),
                       f"{source}: [shapes]"),
    )


def read_lexicon(text: str, source: str = FILE) -> Lexicon:
    """The lexicon written in ``text`` (TOML); ``source`` names it in error messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LexiconError(f"{source}: not valid TOML ({e})") from e
    return _build(data, source)


def load_lexicon() -> Lexicon:
    """The package's ``lexicon.toml`` (shipped in the wheel beside this module)."""
    package = __name__.rpartition(".")[0]
    return read_lexicon(resources.files(package).joinpath(FILE).read_text(encoding="utf-8"))


#: The package's lexicon, read once.
LEXICON = load_lexicon()
