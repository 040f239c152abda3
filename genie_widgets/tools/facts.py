"""Our records as typed facts: which JSON field of which tool's record is which attribute, about
which entity, over which scope — read from a record's stored ``data`` and ``tool`` alone, so
records written by any earlier version (``citations.json`` schema version 1) verify the same way.

Which numbers are facts is what the record's tool declares (``tool_facts.toml``, read by
:mod:`.fact_declarations`): its value fields and their attributes, its arguments, counts, subjects,
tables and the saved track's facts. A number its tool does not declare is no fact. Records of no
declared tool are read by the generic tables of ``lexicon.toml``'s ``[record]`` section.

Importing :mod:`genie_widgets.tools` registers :data:`VOCABULARY` as the claim checker's default
(:func:`genie_widgets.citations.facts.register_vocabulary`).

Entities: a track (``trackId`` / ``id`` + ``name``; named also without its id suffix and as
"replicate N"), a feature (a row with ``name`` and a locus; quantify rows are about the feature
*and* the signal track), a file (an ENCODE ``accession``), a gene (``symbol``). A correlation is
about its pair of tracks (each matrix cell a fact about that pair). Scope: ``scopeApplied``
(``viewport (…)``, ``chromosome (…)``, ``all (…)``, ``regions (N)``) with ``loci`` / ``region``;
a region record's view. Coordinates are 0-based, end-exclusive; lengths in bp.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..citations.facts import (
    Entity,
    RecordFact,
    RecordFacts,
    Vocabulary,
    child_path,
    register_vocabulary,
    text_facts,
)
from ..citations.numbers import locus_value
from .fact_declarations import TABLES, ToolFacts, declaration_for, undeclared_numbers
from .lexicon import LEXICON
from .names import name_variants
from .note_facts import note_facts
from .record_tables import matrix_facts, preview_row_facts, prose_facts, quantify_row_facts, replicate_kind_counts
from .vocabulary import (
    ACCESSION_ROLES,
    CATEGORIES,
    CATEGORY_FIELDS,
    CLOSENESS,
    COLLECTIVES,
    CONTAINER_KINDS,
    COUNT_ATTRIBUTES,
    CUES,
    KIND_WORDS,
    LABELS,
    LOCATED_KINDS,
    LOCUS_RE,
    LOWER_IS_BETTER,
    NAME_USES,
    NEEDS_WORDS,
    NOT_NAMES,
    ORDINAL_ATTRIBUTES,
    PAIR_ATTRIBUTES,
    PLACE_KINDS,
    PLACE_NOUNS,
    POSITION_ATTRIBUTES,
    RANGE_ATTRIBUTES,
    SCOPE_PATTERNS,
    SEQUENCE_NOUNS,
    SHAPES,
    VALUE_NAMES,
    VIEW_CUES,
    WHOLE_NAME_KINDS,
    track_names,
)

# The record tables are data: the [record] section of lexicon.toml (field names, not words).
_RECORD = LEXICON.record
#: JSON field → attribute (fields not listed keep their own name).
FIELDS = _RECORD.fields
#: Attribute → unit.
UNITS = _RECORD.units
#: Fields that are not values (ids, display settings, timestamps, paths).
SKIP = _RECORD.skip
#: Fields of a feature row that are not per-track values.
ROW_FIELDS = _RECORD.row_fields
#: String fields whose numbers are values ("Lines 1-40").
NUMERIC_STRINGS = _RECORD.numeric_strings
#: List fields whose length is a count.
LIST_COUNTS = _RECORD.list_counts
_ACCESSION_ROLE = _RECORD.accession_prefixes
_SCOPE_RE = re.compile(r"^(viewport|chromosome|all|regions)\b")
#: Our scopes as the checker's generic scope kinds (a whole chromosome is a whole sequence).
_SCOPE_KINDS = {"chromosome": "sequence"}
_FILE_IDS_RE = re.compile(r"^(?:peaks|quantify)-(?P<a>.+?)(?:-at-(?P<b>.+?))?-[0-9a-f]{8}\.(?:bed|tsv)$")
#: The subject fields read for a record of no declared tool.
_GENERIC_SUBJECTS = ("resultFileName", "trackIdA", "trackIdB")
_TITLE_REPLICATES_RE = re.compile(r"\breplicates?\s+(\d+(?:\s*,\s*\d+)*)\b")


class _Reader:
    """One record's facts, built by walking its data."""

    def __init__(self, record: Any) -> None:
        self.record = record
        self.decl: ToolFacts | None = declaration_for(getattr(record, "tool", None))
        self.out = RecordFacts()
        self.scope: tuple[tuple[str, int, int], ...] = ()
        self.scope_kind: str | None = None
        self.metric = "value"

    # -- entities ------------------------------------------------------------------------------
    def track(self, track_id: str, name: str | None = None) -> str:
        key = str(track_id)
        old = self.out.entities.get(key)
        names = track_names(key, name)
        if old is not None:
            names = tuple(dict.fromkeys(old.names + names))
        self.out.entities[key] = Entity(key, names, name or (old.label if old else key), "track")
        return key

    def feature(self, name: str | None, locus: tuple[str, int, int] | None) -> str:
        label = name or (f"{locus[0]}:{locus[1]}-{locus[2]}" if locus else "feature")
        key = f"feature:{label}"
        names = tuple(n for n in (name,) if n)
        self.out.entities.setdefault(key, Entity(key, names, label, "feature"))
        return key

    def thing(self, key: str, names: tuple[str, ...], label: str, kind: str) -> str:
        self.out.entities.setdefault(key, Entity(key, names, label, kind))
        return key

    # -- facts -----------------------------------------------------------------------------------
    def number(self, value: Any, path: str, attribute: str, entities: tuple[str, ...], **kw: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return
        v = float(value)
        if v != v or v in (float("inf"), float("-inf")):
            return
        integer = isinstance(value, int) or (attribute in COUNT_ATTRIBUTES and v.is_integer())
        units = self.decl.units if self.decl is not None else {}
        self.out.facts.append(RecordFact("number", v, path, json.dumps(value), attribute, entities,
                                         units.get(attribute, UNITS.get(attribute)), integer,
                                         kw.get("scope", self.scope), kw.get("scope_kind", self.scope_kind),
                                         kw.get("role")))
        saved = self.decl.saved.get(attribute) if self.decl is not None else None
        if saved and len(entities) > 1:
            # the call saved its result as a track (the record's second subject): "a new track holding
            # 7,688 intervals" is that track's size, never the source track's
            self.out.facts.append(RecordFact("number", v, f"{path} (the saved track's {saved})", json.dumps(value),
                                             saved, entities[1:], UNITS.get(saved), integer,
                                             kw.get("scope", self.scope), kw.get("scope_kind", self.scope_kind)))
        scope = kw.get("scope", self.scope)
        if attribute in ("coveredBases", "coveredFraction") and scope:  # "leaves ~10 kb of chr19 uncovered"
            whole = 1.0 if attribute == "coveredFraction" else float(sum(e - s for _, s, e in scope))
            rest = round(whole - v, 12)
            self.out.facts.append(RecordFact("number", rest, f"{path} (the rest of the scope)", f"{rest:.12g}",
                                             "uncoveredFraction" if attribute == "coveredFraction"
                                             else "uncoveredBases", entities, UNITS.get(attribute), integer, scope,
                                             kw.get("scope_kind", self.scope_kind)))
        if attribute == "sd":  # a variance is the standard deviation squared
            self.out.facts.append(RecordFact("number", v * v, f"{path} (squared)", f"{v * v:.6g}", "variance",
                                             entities, None, False, kw.get("scope", self.scope),
                                             kw.get("scope_kind", self.scope_kind)))

    def locus(self, locus: tuple[str, int, int], path: str, matched: str, role: str | None,
              entities: tuple[str, ...] = ()) -> None:
        scope = (locus,) if role in ("view", "scope") else self.scope
        self.out.facts.append(RecordFact("locus", locus, path, matched, None, entities, role=role, scope=scope,
                                         scope_kind=self.scope_kind))
        self.out.facts.append(RecordFact("number", float(locus[2] - locus[1]), f"{path} (length)", matched, "length",
                                         entities, "bp", True, scope, self.scope_kind))
        if role in ("view", "scope", "feature"):  # "the window is centred at about 1.1 Mb"
            centre = (locus[1] + locus[2]) / 2
            self.out.facts.append(RecordFact("number", centre, f"{path} (centre)", matched, "centre", entities, "bp",
                                             centre.is_integer(), scope, self.scope_kind))
        if role in ("view", "scope"):  # "on chr19 from 1.05 to 1.06 Mb": where the scope starts and ends
            for value, what in ((locus[1], "start"), (locus[2], "end")):
                self.out.facts.append(RecordFact("number", float(value), f"{path} ({what})", matched, what, entities,
                                                 "bp", True, scope, self.scope_kind))

    def text(self, text: str, path: str, key: str | None, entities: tuple[str, ...]) -> None:
        role = "scope" if key in ("scopeApplied", "loci", "locus") else ("view" if key == "viewRegion" else None)
        for f in text_facts(text, path, numbers=key in NUMERIC_STRINGS, attribute=FIELDS.get(key or "", key),
                            entities=entities):
            if f.kind == "accession":
                f = RecordFact("accession", f.value, f.path, f.matched, f.attribute, entities,
                               role=_ACCESSION_ROLE.get(f.value[3:5]))
            elif f.kind == "locus":
                self.locus(f.value, path, f.matched, role, entities)
                continue
            elif f.attribute == "length":
                continue
            self.out.facts.append(f)
        m = _TITLE_REPLICATES_RE.search(text) if key == "title" and entities else None
        if m:  # an ENCODE file title's "replicates 1,2,3": the file pools those replicates
            numbers = [int(x) for x in re.findall(r"\d+", m.group(1))]
            for i, value in enumerate(numbers):
                self.number(value, f"{path} (replicates, #{i + 1})", "replicate", entities)
            self.number(len(numbers), f"{path} (replicates)", "replicateCount", entities)
        if key == "lineRange":
            m = re.search(r"(\d+)\s*[-\u2013]\s*(\d+)", text)
            if m:
                first, last = int(m.group(1)), int(m.group(2))
                self.number(first, path, "lineStart", entities)
                self.number(last, path, "lineEnd", entities)
                self.number(last - first + 1, path + " (count)", "lineCount", entities)

    def declared_number(self, value: Any, path: str, key: str | None, entities: tuple[str, ...]) -> None:
        """A number of a declared tool's record: a fact of its declared attribute, or nothing."""
        assert self.decl is not None
        if key is None or key not in self.decl.values:
            if (key is not None and self.decl.row_tracks and entities and self.kind(entities[0]) == "feature"
                    and key not in ROW_FIELDS and key not in LABELS):  # a row's value under a track's id
                self.number(value, path, self.metric, (entities[0], self.track(key)))
            return
        attribute = self.metric if key == "value" else self.decl.attribute(key)
        self.number(value, path, attribute, entities, role="argument" if key in self.decl.arguments else None)

    # -- walking ---------------------------------------------------------------------------------
    def read_scope(self, data: dict[str, Any]) -> None:
        applied = data.get("scopeApplied")
        loci: list[tuple[str, int, int]] = []
        for text in [*(data.get("loci") or []), str(applied or ""), _locus_of(data.get("region")),
                     _locus_of(data.get("viewRegion"))]:
            for m in LOCUS_RE.finditer(str(text)):
                if locus_value(m) not in loci:
                    loci.append(locus_value(m))
        kind = _SCOPE_RE.match(str(applied or ""))
        viewport = "viewport" if data.get("viewRegion") or data.get("region") else None
        self.scope_kind = _SCOPE_KINDS.get(kind.group(1), kind.group(1)) if kind else viewport
        if not loci and getattr(self.record, "locus", None):
            loci = [locus_value(x) for x in LOCUS_RE.finditer(self.record.locus)]
        self.scope = tuple(loci)
        self.metric = str(data.get("metric") or "value")

    def dict_entity(self, obj: dict[str, Any], key: str | None, entities: tuple[str, ...]) -> tuple[str, ...]:
        if obj.get("trackId") and ("stats" in obj or "name" in obj):
            return (self.track(obj["trackId"], obj.get("name")),)
        if key == "tracks" and obj.get("id"):
            return (self.track(obj["id"], obj.get("name")),)
        if obj.get("accession") and isinstance(obj["accession"], str):
            acc = obj["accession"]
            return (self.thing(acc, (acc, str(obj.get("title") or acc).split(":")[0]), acc, "file"),)
        if key in ("asset", "assets") and isinstance(obj.get("id"), str) and isinstance(obj.get("title"), str):
            return (self.thing(f"asset:{obj['id']}", (obj["title"], obj["id"]), obj["title"], "asset"),)
        if key == "transcripts" and isinstance(obj.get("id"), str) and obj["id"]:  # a gene's transcript, by its id
            tid = obj["id"]
            return (self.thing(f"transcript:{tid}", (tid,), tid, "transcript"), *entities)
        if obj.get("symbol") and isinstance(obj["symbol"], str):
            return (self.thing(f"gene:{obj['symbol']}", (obj["symbol"], str(obj.get("geneId") or "")),
                               obj["symbol"], "gene"),)
        locus = _dict_locus(obj)
        if locus and (obj.get("name") or key in ("topRows", "peaks", "rows", "features")):
            return (self.feature(obj.get("name"), locus), *[e for e in entities if self.kind(e) == "track"])
        return entities

    def kind(self, key: str) -> str:
        e = self.out.entities.get(key)
        return e.kind if e else "thing"

    def walk(self, data: Any, path: str, entities: tuple[str, ...] = ()) -> None:
        stack: list[tuple[Any, str, str | None, tuple[str, ...]]] = [(data, path, None, entities)]
        while stack:
            obj, p, key, ents = stack.pop()
            if key in SKIP or obj is None or isinstance(obj, bool):
                continue
            if isinstance(obj, (int, float)):
                if self.decl is not None:  # only what the tool declares is a fact
                    self.declared_number(obj, p, key, ents)
                    continue
                if ents and self.kind(ents[0]) == "feature" and key not in ROW_FIELDS and key not in LABELS:
                    # a multi-track table: one value per signal track in each feature's row
                    self.number(obj, p, self.metric, (ents[0], self.track(str(key))))
                    continue
                attribute = self.metric if key == "value" else FIELDS.get(key or "", key or "value")
                if ".scoreParts" in p:  # the parts of an ENCODE file's ranking score
                    attribute = "scorePart"
                self.number(obj, p, attribute, ents)
            elif isinstance(obj, str):
                category = CATEGORY_FIELDS.get(key or "")
                if category is not None and obj.lower() in category[1]:  # "strand": "+" → the plus strand
                    self.out.facts.append(RecordFact("category", category[1][obj.lower()], p, json.dumps(obj),
                                                     category[0], ents))
                    continue
                self.text(obj, p, key, ents)
            elif isinstance(obj, dict):
                ents = self.dict_entity(obj, key, ents)
                locus = _dict_locus(obj)
                if locus:
                    role = "view" if key in ("viewRegion", "region") else ("feature" if ents and self.kind(ents[0]) in (
                        "feature", "gene") else None)
                    self.locus(locus, p, f"{locus[0]}:{locus[1]}-{locus[2]}", role, ents)
                items = [(v, child_path(p, k), str(k), ents) for k, v in obj.items()
                         if not (locus and str(k).lower() in ("chr", "chrom", "chromosome", "start", "end"))
                         or str(k) in ("start", "end")]  # positions: "MYC starts at about 127.7 Mb"
                stack.extend(reversed(items))
            elif isinstance(obj, (list, tuple)):
                counts = self.decl.counts if self.decl is not None else LIST_COUNTS
                if key is not None and key in counts:
                    self.number(len(obj), p + " (count)", counts[key], ents)
                if key == "biologicalReplicates":  # replicate numbers: "pooled from replicates 1, 2 and 3"
                    for i, v in enumerate(obj):
                        self.number(v, child_path(p, i), "replicate", ents)
                    continue
                stack.extend(reversed([(v, child_path(p, i), key, ents) for i, v in enumerate(obj)]))


def _locus_of(value: Any) -> str:
    return str(value.get("locus") or "") if isinstance(value, dict) else str(value or "")


def _dict_locus(obj: dict[str, Any]) -> tuple[str, int, int] | None:
    lowered = {str(k).lower(): v for k, v in obj.items()}
    chrom = next((lowered[k] for k in ("chrom", "chr", "chromosome") if isinstance(lowered.get(k), str)), None)
    start, end = lowered.get("start"), lowered.get("end")
    if chrom and isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool):
        return chrom, start, end
    return None


def _tool_entities(reader: _Reader, data: dict[str, Any]) -> tuple[str, ...]:
    """Record-level entities: a peaks / quantify record is about its source track(s) (named in
    its result file name), a correlation about its pair of tracks."""
    fields = reader.decl.subjects if reader.decl is not None else _GENERIC_SUBJECTS
    ents: list[str] = []
    m = _FILE_IDS_RE.match(str(data.get("resultFileName") or "")) if "resultFileName" in fields else None
    if m:
        ents += [reader.track(t) for t in (m.group("a"), m.group("b")) if t]
    if "trackIdA" in fields and data.get("trackIdA") and data.get("trackIdB"):
        ents += [reader.track(data["trackIdA"]), reader.track(data["trackIdB"])]
    if "trackId" in fields and data.get("trackId"):
        ents.append(reader.track(data["trackId"]))
    return tuple(dict.fromkeys(ents))


def undeclared_fields(record: Any) -> list[str]:
    """The paths of the numbers in ``record`` that its tool's declaration does not list, beside the
    fields that hold no result (``[record] skip``): empty for a record of no declared tool."""
    return undeclared_numbers(record, not_values=frozenset(SKIP))


def record_facts(record: Any) -> RecordFacts:
    """The facts of one of our records (any source type; unknown tools are read generically)."""
    reader = _Reader(record)
    data = getattr(record, "data", None)
    if isinstance(data, dict):
        reader.read_scope(data)
        ents = _tool_entities(reader, data)
        tables = reader.decl.tables if reader.decl is not None else TABLES
        if "matrix" in tables and data.get("trackIds") and data.get("pearsonMatrix") is not None:
            matrix_facts(reader, data)
            data = {k: v for k, v in data.items() if not k.endswith("Matrix") and k not in ("nBins", "binSize")}
        if "quantify-rows" in tables:
            data = quantify_row_facts(reader, data)
        reader.walk(data, "data", ents)
        preview = data.get("preview")
        if "preview-rows" in tables and isinstance(preview, dict):
            preview_row_facts(reader, preview, "data.preview")
        if "replicate-kinds" in tables and isinstance(data.get("candidates"), list):
            replicate_kind_counts(reader, "data.candidates")
        if reader.decl is not None and reader.decl.notes:
            note_facts(reader.out, data, reader.decl.notes)
    elif data is not None:
        reader.walk(data, "data")
    for attr, path in (("locus", "locus"), ("title", "title"), ("location", "location"), ("line_range", "lineRange")):
        value = getattr(record, attr, None)
        if isinstance(value, str) and value:
            key = "lineRange" if attr == "line_range" else (attr if attr == "locus" else None)
            reader.text(value, path, key, ())
    for attr, path in (("url", "url"), ("file_name", "fileName")):
        value = getattr(record, attr, None)
        if isinstance(value, str) and value:
            for f in text_facts(value, path, numbers=False, loci=False):
                reader.out.facts.append(RecordFact("accession", f.value, path, f.matched,
                                                   role=_ACCESSION_ROLE.get(f.value[3:5])))
    excerpt = getattr(record, "excerpt", None)
    if data is None and isinstance(excerpt, str) and excerpt:
        prose_facts(reader, excerpt, "excerpt", VOCABULARY)
    return reader.out


VOCABULARY = Vocabulary(
    cues=CUES,
    extract=record_facts,
    count_attributes=COUNT_ATTRIBUTES,
    labels=LABELS,
    view_cues=VIEW_CUES,
    accession_roles=ACCESSION_ROLES,
    scope_patterns=SCOPE_PATTERNS,
    units={a: u for a, u in UNITS.items()},
    pair_attributes=PAIR_ATTRIBUTES,
    value_names=VALUE_NAMES,
    categories=CATEGORIES,
    ordinal_attributes=ORDINAL_ATTRIBUTES,
    range_attributes=RANGE_ATTRIBUTES,
    lower_is_better=LOWER_IS_BETTER,
    needs_words=NEEDS_WORDS,
    position_attributes=POSITION_ATTRIBUTES,
    collectives=COLLECTIVES,
    closeness=CLOSENESS,
    kind_words=KIND_WORDS,
    name_forms=name_variants,
    located_kinds=LOCATED_KINDS,
    whole_name_kinds=WHOLE_NAME_KINDS,
    not_names=NOT_NAMES,
    name_uses=NAME_USES,
    place_nouns=PLACE_NOUNS,
    place_kinds=PLACE_KINDS,
    container_kinds=CONTAINER_KINDS,
    sequence_nouns=SEQUENCE_NOUNS,
    shapes=SHAPES,
)

register_vocabulary(VOCABULARY)
