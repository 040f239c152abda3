"""How a domain writes lengths, loci and accessions (:class:`Shapes`): what the number, locus and
accession readers of :mod:`.numbers` are built from when a vocabulary is registered."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Shapes:
    """How a domain writes lengths, loci and accessions, and the few words around them that are read
    before any vocabulary is asked (regexes are strings; the defaults know none: a bare checker).
    Genomics: ``genie_widgets/tools/lexicon.toml`` [shapes]."""

    length_unit: str = "length"  # the unit lengths are in: a length's and a length fact's ``unit``
    # unit words right after a number ("10 kb"; lower case, read in any ASCII case) → size in length_unit
    length_units: Mapping[str, float] = field(default_factory=dict)
    length_words: str | None = None  # the unit in words, after a number or scale ("5 million bases"); any case
    length_nouns: Mapping[str, float] = field(default_factory=dict)  # after a fraction: "a fifth of a megabase"
    density_units: Mapping[str, float] = field(default_factory=dict)  # a count per length is worked out per each
    seq_names: str | None = None  # the sequences a locus name:start-end lies on (case-sensitive; None: no loci)
    # the sequences and the units (keys of length_units) of a locus written in a unit: "chr6:31.13–31.15 Mb"
    scaled_seq_names: str | None = None
    scaled_locus_units: tuple[str, ...] = ()
    # a sequence's name compares in lower case, without the prefix, an alias as what it stands for
    seq_prefix: str = ""
    seq_aliases: Mapping[str, str] = field(default_factory=dict)
    # a sequence named in prose ("chromosome 8"; group ``name``: without the prefix; any case), and
    # lower-case strings one of which a sentence holds for it to be looked for (:mod:`.placement`)
    seq_mention: str | None = None
    seq_mention_words: tuple[str, ...] = ()
    region_modifiers: str | None = None  # words before a view noun: "the 10-kb window" (any case)
    accession_pattern: str | None = None  # an accession, read as a whole word in any ASCII case
    numbered_names: str | None = None  # group 1 a number that names something, never a value ("chromosome 8")
    abbreviations: frozenset[str] = frozenset()  # words whose period never ends a sentence (:mod:`.sentences`)
    ranked_nouns: tuple[str, ...] = ()  # nouns a place may stand before: "is the second peak" (:mod:`.spans`)
