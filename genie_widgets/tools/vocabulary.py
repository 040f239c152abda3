"""The genomics vocabulary of the claim checker: which words name which attribute of our tools'
records, which attributes are counts, what each is called in messages, how tracks are named.

The attribute names are the canonical names our records' facts use (:mod:`.facts` maps JSON
fields to them): ``mean``, ``max``, ``min``, ``sum``, ``sd``, ``coveredBases``,
``coveredFraction``, ``nIntervals``, ``scopeLength``, ``peakCount``, ``fragmentCount``,
``threshold``, ``k``, ``minWidth``, ``mergeGap``, ``binSize``, ``nBins``, ``nBinsExcluded``,
``pearson``, ``spearman``, ``sharedBins``, ``rank``, ``score``, ``value`` (quantify rows use the
metric: ``mean`` / ``sum`` / ``max``), ``rowCount``, ``featureCount``, ``minScore``, ``maxScore``,
``geneCount``, ``total`` (candidate files), ``portalTotal``, ``relaxationCount``, ``replicateCount``,
``trackCount``, ``assetCount``, ``regionCount``, ``lineCount``, ``lineStart``, ``lineEnd``,
``length``, ``start``, ``end``, ``signalValue``, ``pValue``, ``qValue``, ``peakOffset``, ``bytesRead`` (a
preview's), ``uncoveredBases`` / ``uncoveredFraction`` (the scope less what a track covers).

The words themselves are data: ``lexicon.toml`` beside this module (read by :mod:`.lexicon`), each
pattern with an id, examples it must match and counterexamples it must not. This module exposes
them under the names the vocabulary has always used; :func:`lexicon_table` renders the cues for
the docs.
"""

from __future__ import annotations

import re

from ..citations.facts import Cue
from ..citations.numbers import locus_re
from .lexicon import LEXICON

#: Words → attributes. ``before``: the word precedes the number; ``after``: it follows it.
CUES: tuple[Cue, ...] = LEXICON.cues
COUNT_ATTRIBUTES = LEXICON.count_attributes
LABELS = LEXICON.labels
#: Attributes of a fact about two tracks together (a correlation): only that pair's fact backs a
#: sentence that names two tracks.
PAIR_ATTRIBUTES = LEXICON.pair_attributes
#: Words that state a category: (regex, attribute, value); each holds the attribute's or the value's
#: name ("minus strand").
CATEGORIES = LEXICON.categories
#: Record fields that hold a category: field → (attribute, {value as stored, lower case: value's name}).
CATEGORY_FIELDS = LEXICON.category_fields
#: Words naming several tracks at once: a number said of them is not about the track named before.
COLLECTIVES = LEXICON.collectives
#: The nouns of each kind of entity, for "that peak", "the same track", "this file".
KIND_WORDS = LEXICON.kind_words
#: What the two ends of a range said "from X to Y" are when no other word names them.
RANGE_ATTRIBUTES = LEXICON.range_attributes
#: Track-shaped words that are a file record's replicate number ("biological replicate 3").
VALUE_NAMES = LEXICON.value_names
#: Words before a locus that say it *is* the view / scope / region of the record.
VIEW_CUES = LEXICON.view_cues
#: The word before an accession: (regex, role).
ACCESSION_ROLES = LEXICON.accession_roles
#: Scope words: (regex, scope kind).
SCOPE_PATTERNS = LEXICON.scope_patterns
#: What a track's mark or sample is, said instead of its name: (regex a short form matches in full, names).
ROLE_NAMES = LEXICON.role_names
#: Words of closeness between two entities ("more similar", "agree more closely", "the tightest pair"):
#: (regex, the pair attributes they compare).
CLOSENESS = LEXICON.closeness
ORDINAL_ATTRIBUTES = LEXICON.ordinal_attributes
LOWER_IS_BETTER = LEXICON.lower_is_better
NEEDS_WORDS = LEXICON.needs_words
POSITION_ATTRIBUTES = LEXICON.position_attributes
#: The kinds of entity with a locus of their own (a feature, a gene).
LOCATED_KINDS = LEXICON.located_kinds
WHOLE_NAME_KINDS = LEXICON.whole_name_kinds
NOT_NAMES = LEXICON.not_names
NAME_USES = LEXICON.name_uses
PLACE_NOUNS = LEXICON.place_nouns
PLACE_KINDS = LEXICON.place_kinds
CONTAINER_KINDS = LEXICON.container_kinds
SEQUENCE_NOUNS = LEXICON.sequence_nouns
#: How lengths (bp, kb, Mb), loci (chr8:1-2), chromosomes and ENCODE accessions are written.
SHAPES = LEXICON.shapes
#: A locus as our records write it ("chr8:127,700,000-127,760,000"), for reading records.
_LOCUS_RE = locus_re(SHAPES)
assert _LOCUS_RE is not None  # lexicon.toml names the chromosomes
LOCUS_RE: re.Pattern[str] = _LOCUS_RE

_TRACK = LEXICON.track_names
_REPLICATE_RE = re.compile(_TRACK.replicate)
_ID_SUFFIX_RE = re.compile(_TRACK.id_suffix)
_ORDINALS = _TRACK.ordinals


def track_names(track_id: str | None, name: str | None = None) -> tuple[str, ...]:
    """The names a sentence may use for a track: its id, display name, the id without its random
    suffix, and for replicate names "rep1" / "rep 1" / "replicate 1" (with any rest: "rep1
    peaks") and "first replicate"; a track named "pooled" is also "the pool"."""
    names: list[str] = [n for n in (track_id, name) if n]
    if track_id:
        bare = _ID_SUFFIX_RE.sub("", track_id)
        names += [bare, bare.replace("_", " ")]
    for n in list(names):
        m = _REPLICATE_RE.match(n.strip())
        if m:
            rest = m.group(2).replace("_", " ").rstrip()
            names += [template.format(n=m.group(1), rest=rest) for template in _TRACK.names]
            if m.group(1) in _ORDINALS and not rest:  # "the second replicate"
                names.append(_TRACK.ordinal_name.format(ordinal=_ORDINALS[m.group(1)]))
        elif n.strip().lower() == _TRACK.pooled:  # "the pool sat in between at 1.45"
            names.append(_TRACK.pool)
    return tuple(dict.fromkeys(n for n in names if n))


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def lexicon_table() -> str:
    """The attribute cues as a Markdown table (id, attributes, where the words stand, an
    example), in the order the checker tries them: the docs' list of words, generated from the
    rules themselves."""
    rows = ["| id | attributes | words stand | example |", "| --- | --- | --- | --- |"]
    for entry in LEXICON.section("cue"):
        f = entry.fields
        side = " or ".join(w for w, on in (("before", f.get("before", True)), ("after", f.get("after", False))) if on)
        side += " the number" + (", next to it" if f.get("adjacent", False) else "")
        if f.get("narrows", False):
            side = "either side, only to narrow a cue that yields to them"
        if f.get("yields_to"):
            side += "; yield to " + ", ".join(f"`{a}`" for a in f["yields_to"])
        example = f"“{entry.examples[0]}”" if entry.examples else ""
        attributes = ", ".join(f"`{a}`" for a in f["attributes"])
        rows.append(f"| `{entry.id}` | {attributes} | {side} | {_cell(example)} |")
    return "\n".join(rows) + "\n"


def role_table() -> str:
    """The role words ([[role_name]]) as a Markdown table: id, the short forms they fit, the words."""
    rows = ["| id | short forms (in full, any case) | said as |", "| --- | --- | --- |"]
    for entry in LEXICON.section("role_name"):
        words = ", ".join(f"“{w}”" for w in entry.fields["names"])
        form = entry.pattern.removeprefix("\\A(?:").removesuffix(")\\Z").replace("|", "\\|")
        rows.append(f"| `{entry.id}` | `{form}` | {_cell(words)} |")
    return "\n".join(rows) + "\n"
