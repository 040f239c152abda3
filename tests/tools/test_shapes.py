"""lexicon.toml's [shapes] and [entities] (issue 28): the genomics the checker read from its own
code (base-pair units, loci, chromosome names, ENCODE accessions, "chromosome 8", the located
entity kinds) now comes from the lexicon, and reads exactly what the code read before.

The ``OLD_*`` patterns and tables are copied verbatim from the checker as it was before the move
(genie_widgets/citations/numbers.py, placement.py, spans.py, notvalues.py, sentences.py at
37498c8): each is compared with what the registered shapes build, on texts made to reach them. One
change since, on purpose: a locus may end right before a colon that no digit follows ("**rep2,
chr19:1,050,000-1,060,000:** mean 1.69"), and is never cut at a thousands comma (round r4a)."""

from __future__ import annotations

import itertools
import re
from importlib import resources

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import genie_widgets  # noqa: F401  (registers the genomics vocabulary)
from genie_widgets.citations import notvalues, numbers, placement, sentences, spans
from genie_widgets.citations.facts import default_vocabulary
from genie_widgets.tools.facts import VOCABULARY
from genie_widgets.tools.lexicon import LEXICON, LexiconError, read_lexicon
from genie_widgets.tools.vocabulary import LOCUS_RE as TOOLS_LOCUS_RE

# -- the checker's patterns before the move (verbatim) ----------------------------------------------

_INT = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)"
COORD = r"(?:\d{1,3}(?:,\d{3}){1,5}(?!\d)|\d{1,15}(?!\d))"
OLD_NUMBER_RE = re.compile(
    rf"""
    (?<![A-Za-z0-9_.])
    (?P<sign>[-\u2212]?)
    (?P<int>{_INT})
    (?P<frac>\.\d+)?
    (?P<exp>[eE][-+\u2212]?\d{{1,4}}(?!\d))?
    (?:
        (?P<times>[x\u00d7])(?![A-Za-z0-9_])
      | (?P<pts>[ \u00a0](?i:percentage[ \u00a0]points?|pp)(?![A-Za-z]))
      | (?P<pct>[ \u00a0]?%|[ \u00a0](?i:percent|per[ \u00a0]cent)(?![A-Za-z]))
      | (?:[ \u00a0]|-)?(?P<bytes>kB|KB|MB|GB|TB|(?i:bytes?))(?![A-Za-z0-9_])
      | (?:[ \u00a0]|-)?(?P<unit>(?i:bp|kbp|kb|mbp|mb|gbp|gb))(?![A-Za-z0-9_])
      | (?:[ \u00a0]?(?P<scale>(?i:thousand|million|billion))(?![A-Za-z])
         |(?P<suffix>[kMB]|(?<=[0-9])[ \u00a0][kM])(?![A-Za-z0-9_]))?
        (?:[ \u00a0](?P<bases>(?i:bases|base[ -]pairs|base))(?![A-Za-z]))?
    )
    """,
    re.VERBOSE | re.ASCII,
)
OLD_UNIT_BP = {"bp": 1, "kb": 1_000, "kbp": 1_000, "mb": 1_000_000, "mbp": 1_000_000,
               "gb": 1_000_000_000, "gbp": 1_000_000_000}
OLD_LOCUS_RE = re.compile(
    rf"""
    (?<![A-Za-z0-9_])
    (?P<chrom>[Cc][Hh][Rr][A-Za-z0-9_]+|1\d|2[0-2]|[1-9]|MT|X|Y|M)
    :
    (?P<start>{COORD})
    [ \u00a0]?[-\u2013\u2014][ \u00a0]?
    (?P<end>{COORD})
    (?![0-9]|[,:]\d)
    """,
    re.VERBOSE | re.ASCII,
)
OLD_SCALED_LOCUS_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?P<chrom>[Cc][Hh][Rr][A-Za-z0-9_]+)(?::|[ \u00a0]+)(?P<start>\d[\d,]*(?:\.\d+)?)[ \u00a0]?"
    r"[-\u2013\u2014]"
    r"[ \u00a0]?(?P<end>\d[\d,]*(?:\.\d+)?)[ \u00a0]?(?P<unit>[kKmM][bB])(?![A-Za-z0-9_])")
OLD_ACCESSION_RE = re.compile(
    r"(?<![A-Za-z0-9])ENC(?:FF|SR|BS|DO|LB|AB|GM|AN|PL)\d{3}[A-Z]{3}(?![A-Za-z0-9])", re.IGNORECASE | re.ASCII
)
OLD_IN_VIEW_RE = re.compile(
    r"(?:\b(?P<neg1>(?:does|do|did)(?:\s+not|n['\u2019]t)\s+|never\s+)?(?P<over>overlaps?|overlapped|intersects?)\s+"
    r"|\b(?:lies|lie|lay|falls?|fell|sits?|sat|is|are|was|were|stays?|remains?|(?P<neg2>isn['\u2019]t|aren['\u2019]t|"
    r"wasn['\u2019]t|weren['\u2019]t|(?:does|do|did)(?:\s+not|n['\u2019]t)\s+(?:lie|fall|sit)))\s+(?P<neg3>not\s+)?"
    r"(?:located\s+|positioned\s+|squarely\s+|well\s+|entirely\s+|fully\s+|comfortably\s+|"
    r"still\s+)?(?P<rel>within|inside|in|outside|off|beyond)\s+(?:of\s+)?)"
    r"(?:(?:the|our|this|your)\s+)?(?:current(?:ly)?\s+|visible\s+|displayed\s+|browser\s+|chr\w+\s+|hg\d+\s+|grch\d+\s+|"
    r"[\d.,]+[- ]?(?:kb|mb|bp)\s+)*"
    r"(?:(?:view(?:port)?|window|region|locus)\s+(?:we|you)(?:['\u2019]re|\s+are|\s+were)\s+(?:viewing|looking\s+at|"
    r"browsing|showing)|view(?:port)?|window|visible\s+region|region\s+(?:currently\s+)?(?:on\s+screen|shown|displayed|"
    r"in\s+view)|"
    r"(?:displayed|visible|current)\s+region)\b|\b(?P<rel2>in|out\s+of)\s+view\b",
    re.IGNORECASE)
OLD_STATED_LOCUS_RE = re.compile(rf"\s*(?:at|,|\(|:|=)?\s*(?:{OLD_LOCUS_RE.pattern})", re.VERBOSE)
OLD_VIEW_WORDS = ("view", "window", "region", "locus", " on chr", " to chr", "chromosome")
OLD_ON_CHROM_RE = re.compile(r"\b(?:(?:is|are|was|were|lies|lie|sits?|located|found|maps?|mapped|resides?)\s+(?:on|to)"
                             r"|(?:covers?|spans?|shows?)\s+(?:a\s+|the\s+)?(?:section|part|stretch|region|portion|piece)"
                             r"\s+of)\s+"
                             r"(?:chromosome\s+|chr)(?P<chrom>[0-9]{1,2}|[XYM]|MT)\b", re.IGNORECASE)
OLD_OF_A_UNIT_RE = re.compile(r"\s*(?:a|an|one)\s+(?P<u>megabase|kilobase|mb|kb)\b", re.IGNORECASE)
OLD_UNIT_WORDS = {"megabase": 1e6, "mb": 1e6, "kilobase": 1e3, "kb": 1e3}
OLD_CHROMOSOME_NAME_RE = re.compile(r"\b[Cc]hromosomes?\s+(\d{1,2})\b(?![.,]\d)")
OLD_ORDINAL_RE = re.compile(
    r"(?:\b(?:rank(?:ed|s)?|plac(?:ed|es)|c(?:a|o)mes?(?:\s+(?:in|out))?|finish(?:ed|es)|land(?:ed|s)|sits?(?:\s+in)?|"
    r"sat(?:\s+in)?)\s+(?:at\s+|in\s+)?(?:the\s+)?(?P<a>[a-z]+|\d{1,3}(?:st|nd|rd|th))\b"
    r"|\b(?P<b>[a-z]+|\d{1,3}(?:st|nd|rd|th))(?=[- ](?:ranked|place)\b)"
    # "ENCFF779QTH is third", "was the second file": a place said with "is", before a break or a ranked noun
    r"|\b(?:is|was|are|were)\s+(?:the\s+)?(?P<c>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"\d{1,3}(?:st|nd|rd|th))(?=\s*(?:[,.;:)\u2014]|$|\s+(?:in|on|among|overall|by|place|candidate|file|hit|result|"
    r"row|peak|feature|entry|one)\b)))",
    re.IGNORECASE)
OLD_ABBREVIATIONS = frozenset({
    "e.g", "i.e", "vs", "approx", "ca", "cf", "fig", "figs", "eq", "eqs", "ref", "refs",
    "incl", "excl", "resp", "suppl", "vol", "viz", "al", "dr", "mr", "mrs",
    "biol", "tech", "rep", "reps", "avg", "max", "min", "exp", "expt", "no", "nos", "chr", "chrom",
    "pos", "obs", "std", "sd", "var", "corr",
})


def old_chrom_key(chrom: str) -> str:
    key = chrom.strip().lower()
    key = key.removeprefix("chr")
    return "mt" if key == "m" else key


# -- texts that reach them ---------------------------------------------------------------------------

PIECES = [
    "chr8", "Chr19", "CHRX", "chrM", "chr6_KI270", "8", "19", "23", "X", "Y", "M", "MT", "x", ":", "-", "–", "—",
    " ", "\u00a0", ",", ".", "1", "12", "127,700,000", "1,000", "31.13", "31.15", "0", "kb", "Kb", "KB", "Mb", "mb",
    "MB", "bp", "BP", "kbp", "Gb", "gbp", "GB", "kB", "bytes", " bases", " base pairs", " base-pairs", " base",
    " million", " thousand", "k", "M", "B", "%", " percent", " pp", "x", "ENCFF381NDD", "encsr000akp", "ENC",
    "FF", "AB", "123", "ABC", "Enc", "chromosome", "Chromosome", "chromosomes", "CHROMOSOME", " 8", " 19", " 8.5",
    "is on ", "maps to ", "lies on ", "covers a section of ", "sits on ", "view", "window", "region", "locus",
    "the ", "current ", "hg38 ", "GRCh38 ", "10-kb ", "1.5 Mb ", "chr8 ", "lies within ", "is not in ",
    "falls outside ", "in view", "at ", "(", "a fifth of", " a megabase", " one kilobase", " an mb", " a kb",
    "half of", " a ", "ı", "İ", "ſ", "\u212a", "e", "\n", "_", "peaks",
]
#: The parts of whole phrases the placement and fraction patterns read ("lies within the hg38 window").
VERBS = ["lies within ", "is not in ", "falls outside ", "sits inside of ", "overlaps ", "is on ", "maps to ",
         "covers a section of ", "a fifth of", "half of", ""]
DETERMINERS = ["", "the ", " a", " one"]
MODIFIERS = ["", "current ", "chr8 ", "CHR19 ", "hg38 ", "GRCh38 ", "10-kb ", "1.5 Mb ", "2,000 bp ", "12 reads ",
             "browser ", "hg38 10-kb "]
NOUNS = ["view", "window", "region", "viewport", "visible region", "chr8", "chromosome 8", "chrMT", "chromosome X",
         "chr", " megabase", " kilobase", " kb", " Mb", "genome"]
phrases = st.tuples(*(st.sampled_from(x) for x in (VERBS, DETERMINERS, MODIFIERS, NOUNS))).map("".join)
#: Loci and accessions, well formed and nearly so ("chr6:31.13–31.15 Mb", "MT:1-2", "encpl123abc").
loci = st.tuples(
    st.sampled_from(["chr8", "Chr19", "CHRX", "chrM", "chr6_KI270", "8", "19", "22", "23", "X", "Y", "M", "MT", "x",
                     "mt", "chr", "GL000", "c"]),
    st.sampled_from([":", " ", "\u00a0", ": ", "  "]),
    st.sampled_from(["1", "31.13", "127,700,000", "1,0000", "0", "1234567890123456", "1."]),
    st.sampled_from(["-", "–", "—", " - ", "\u00a0–", "--"]),
    st.sampled_from(["2", "31.15", "127,760,000", "200", "2:", "2x"]),
    st.sampled_from(["", " Mb", "kb", " KB", " mB", " Gb", " bp", "b", " Mbp"]),
).map("".join)
accessions = st.tuples(st.sampled_from(["ENC", "enc", "Enc", "EN", "xENC"]),
                       st.sampled_from(["FF", "SR", "BS", "DO", "LB", "AB", "GM", "AN", "PL", "XX", "ff"]),
                       st.sampled_from(["123", "12", "1234"]), st.sampled_from(["ABC", "abc", "AB", "ABCD", "AB1"]),
                       ).map("".join)
texts = st.lists(st.one_of(st.sampled_from(PIECES), phrases, loci, accessions), max_size=24).map("".join)
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _found(pattern: re.Pattern[str] | None, text: str, rename: dict[str, str] | None = None) -> list:
    """Every match of ``pattern`` in ``text``: its span and its groups (by name, renamed)."""
    if pattern is None:
        return []
    rename = rename or {}
    # (the number pattern reads powers of ten since: "1.7 × 10⁻¹⁸", "10^-5"; their groups, always empty in
    # the texts here, are left out of the comparison with the old pattern)
    # (and places written in digits at a break, "JAK2 8th", group ``d`` of the ordinal pattern, are read since)
    return [(m.span(), {rename.get(k, k): v for k, v in m.groupdict().items() if k not in ("sci", "pow", "d")})
            for m in pattern.finditer(text) if not m.groupdict().get("d")]


def test_the_genomics_vocabulary_is_registered_with_the_lexicon_shapes():
    assert default_vocabulary() is VOCABULARY
    assert VOCABULARY.shapes is LEXICON.shapes and numbers.SHAPES is LEXICON.shapes
    assert VOCABULARY.located_kinds == frozenset({"feature", "gene"})


def test_the_tables_are_the_old_ones():
    # the units in words were added after the move (issue 28: "a 10-kilobase window")
    assert numbers.LENGTH_UNITS == {**OLD_UNIT_BP, "kilobase": 1_000, "kilobases": 1_000, "kilobasepairs": 1_000,
                                    "megabase": 1_000_000, "megabases": 1_000_000}
    assert numbers.length_unit() == "bp"
    assert spans._UNIT_WORDS == OLD_UNIT_WORDS
    assert list(spans._UNIT_WORDS) == ["megabase", "kilobase", "mb", "kb"]  # the alternation's order
    assert sentences._ABBREVIATIONS == OLD_ABBREVIATIONS
    assert sorted(placement.VIEW_WORDS) == sorted(OLD_VIEW_WORDS)
    assert dict(LEXICON.shapes.density_units) == {"kb": 1e3, "Mb": 1e6}
    # the configured pattern texts where they are built as they were written
    assert placement._STATED_LOCUS_RE.flags == OLD_STATED_LOCUS_RE.flags
    assert spans._OF_A_UNIT_RE.pattern == OLD_OF_A_UNIT_RE.pattern
    assert notvalues._NAMED_RE.pattern == OLD_CHROMOSOME_NAME_RE.pattern
    assert numbers.LOCUS_RE.flags == OLD_LOCUS_RE.flags and numbers.NUMBER_RE.flags == OLD_NUMBER_RE.flags
    assert numbers.ACCESSION_RE.flags == OLD_ACCESSION_RE.flags
    assert TOOLS_LOCUS_RE.pattern == numbers.LOCUS_RE.pattern


@pytest.mark.parametrize("name", ["chr8", "CHR8", " chr8 ", "8", "M", "MT", "chrM", "chrm", "m", "X", "chrX", "", "c",
                                  "chr", "chrchr1", "Chr19_KI270", "\u212a"])
def test_the_seq_key_is_the_old_chromosome_key(name):
    assert numbers.seq_key(name) == old_chrom_key(name)


@SETTINGS
@given(texts)
def test_the_shapes_read_what_the_old_patterns_read(text):
    assert _found(numbers.NUMBER_RE, text) == _found(OLD_NUMBER_RE, text)
    assert _found(numbers.LOCUS_RE, text) == _found(OLD_LOCUS_RE, text, {"chrom": "seq"})
    assert _found(TOOLS_LOCUS_RE, text) == _found(OLD_LOCUS_RE, text, {"chrom": "seq"})
    assert _found(numbers.SCALED_LOCUS_RE, text) == _found(OLD_SCALED_LOCUS_RE, text, {"chrom": "seq"})
    assert _found(numbers.ACCESSION_RE, text) == _found(OLD_ACCESSION_RE, text)
    assert _found(placement._IN_VIEW_RE, text) == _found(OLD_IN_VIEW_RE, text)
    assert _found(placement._ON_SEQ_RE, text) == _found(OLD_ON_CHROM_RE, text, {"chrom": "name"})
    assert _found(notvalues._NAMED_RE, text) == _found(OLD_CHROMOSOME_NAME_RE, text)
    assert _found(spans._ORDINAL_RE, text) == _found(OLD_ORDINAL_RE, text)
    for at in range(len(text) + 1):
        stated, old = placement._stated_locus(text, at), OLD_STATED_LOCUS_RE.match(text, at)
        assert (stated and (stated.span(), stated.groups())) == (old and (old.span(), old.groups()))
        unit, old_unit = spans._OF_A_UNIT_RE.match(text, at), OLD_OF_A_UNIT_RE.match(text, at)
        assert (unit and unit.span()) == (old_unit and old_unit.span())


def test_every_place_before_a_noun_is_read_as_before():
    for parts in itertools.product(["ENCFF779QTH is ", "it was the ", "They are ", "ranked ", "the "],
                                   ["second", "3rd", "tenth", "first", "Fifth"],
                                   ["", " peak", " peaks", " Peak", " file", " row", " peaked", "-ranked peak", ",",
                                    " one", " in", " gene"]):
        text = "".join(parts) + " here."
        assert _found(spans._ORDINAL_RE, text) == _found(OLD_ORDINAL_RE, text), text


def test_every_placement_phrase_is_read_as_before():
    """Each phrase of :data:`VERBS` × :data:`DETERMINERS` × :data:`MODIFIERS` × :data:`NOUNS`, in a sentence."""
    for parts in itertools.product(VERBS, DETERMINERS, MODIFIERS, NOUNS):
        text = f"MYC {''.join(parts)} at chr8:1,000-2,000."
        assert _found(placement._IN_VIEW_RE, text) == _found(OLD_IN_VIEW_RE, text), text
        assert _found(placement._ON_SEQ_RE, text) == _found(OLD_ON_CHROM_RE, text, {"chrom": "name"}), text
        for at in range(len(text) + 1):
            unit, old = spans._OF_A_UNIT_RE.match(text, at), OLD_OF_A_UNIT_RE.match(text, at)
            assert (unit and unit.span()) == (old and old.span()), text


def _every(*parts: list[str]) -> list[str]:
    return ["".join(p) for p in itertools.product(*parts)]


SHAPED = (
    _every(["chr8", "Chr19", "CHRX", "chrM", "chr6_KI270", "8", "19", "22", "23", "X", "Y", "M", "MT", "x", "mt",
            "chr", "c"], [":", " ", ": "], ["1", "31.13", "127,700,000", "1234567890123456"], ["-", "–", " — "],
           ["2", "31.15", "127,760,000", "2:"], ["", " Mb", "kb", " mB", " Gb", " bp", "b"])
    + _every(["ENC", "enc", "EN", "xENC", "ENCC"], ["FF", "SR", "BS", "DO", "LB", "AB", "GM", "AN", "PL", "XX", "ff"],
             ["123", "12"], ["ABC", "abc", "AB", "ABCD"], ["", "x", "."])
    + _every(["1", "2.5", "-3", "1,000", "7e3"], ["", " ", "-", "\u00a0"],
             ["bp", "BP", "kb", "Kbp", "mb", "MB", "mbp", "gb", "Gbp", "GB", "kB", "bytes", "bpx", "k", "M", "B",
              "million", "thousand"],
             ["", " bases", " base pairs", " base-pairs", " base", " basement", " Bases"], ["", ".", "s", " x"])
    + _every(["", "on ", "x"], ["chromosome", "Chromosome", "chromosomes", "CHROMOSOME", "chromosome\n"],
             [" 8", " 19", " 123", " 8.5", " 8,0", " X", "8"], ["", ".", " peaks", "x"])
)


def test_every_shaped_text_is_read_as_before():
    """Loci, accessions, lengths and numbered names, each shape × its near misses, in a sentence."""
    for shaped in SHAPED:
        text = f"In {shaped} at chr8:1,000-2,000."
        assert _found(numbers.NUMBER_RE, text) == _found(OLD_NUMBER_RE, text), text
        assert _found(numbers.LOCUS_RE, text) == _found(OLD_LOCUS_RE, text, {"chrom": "seq"}), text
        assert _found(numbers.SCALED_LOCUS_RE, text) == _found(OLD_SCALED_LOCUS_RE, text, {"chrom": "seq"}), text
        assert _found(numbers.ACCESSION_RE, text) == _found(OLD_ACCESSION_RE, text), text
        assert _found(notvalues._NAMED_RE, text) == _found(OLD_CHROMOSOME_NAME_RE, text), text
        stated, old = placement._stated_locus(text, 2), OLD_STATED_LOCUS_RE.match(text, 2)
        assert (stated and (stated.span(), stated.groups())) == (old and (old.span(), old.groups())), text
        _read_as_before(text)


@SETTINGS
@given(texts)
def test_numbers_loci_and_accessions_read_as_before(text):
    _read_as_before(text)


def _read_as_before(text: str) -> None:
    """What the readers make of the matches (values, units, tolerances; loci in bp)."""
    for m in numbers.number_matches(text):
        old = OLD_NUMBER_RE.match(text, m.start())
        assert old is not None and old.span() == m.span()
        n = numbers.parse_number(m, text)
        if n is not None and old.group("unit"):
            assert n.unit == "bp" and n.value == n.raw * OLD_UNIT_BP[old.group("unit").lower()]
        elif n is not None and old.group("bases"):
            assert n.unit == "bp"
        elif n is not None:
            assert n.unit in (None, "bytes")
    for m in numbers.scaled_locus_matches(text):
        (_, start, end), tolerance = numbers.scaled_locus(m)
        scale = 1e6 if m.group("unit")[0] in "mM" else 1e3
        assert start == round(float(m.group("start").replace(",", "")) * scale)
        assert end == round(float(m.group("end").replace(",", "")) * scale)
        decimals = max(len(x.partition(".")[2]) for x in (m.group("start"), m.group("end")))
        assert tolerance == 0.5 * 10.0 ** -decimals * scale
    assert [m.span() for m in numbers.accession_matches(text)] == [m.span() for m in OLD_ACCESSION_RE.finditer(text)]
    assert [m.span() for m in numbers.locus_matches(text)] == [m.span() for m in OLD_LOCUS_RE.finditer(text)]
    assert [m.span() for m in numbers.scaled_locus_matches(text)] == \
        [m.span() for m in OLD_SCALED_LOCUS_RE.finditer(text)]
    chromosome = [m.span(1) for m in OLD_CHROMOSOME_NAME_RE.finditer(text)] if "hromosome" in text else []
    assert [s for s in notvalues.not_values(text) if s in chromosome] == chromosome


# -- the lexicon's [shapes] refused where the checker could not use it --------------------------------

TEXT = resources.files("genie_widgets.tools").joinpath("lexicon.toml").read_text(encoding="utf-8")


def _broken(old: str, new: str) -> str:
    assert TEXT.count(old) == 1, old
    return TEXT.replace(old, new)


@pytest.mark.parametrize(("old", "new", "message"), [
    ('scaled_locus_units = ["kb", "mb"]', 'scaled_locus_units = ["kb", "Mb"]',
     "[shapes]: 'scaled_locus_units' must be keys of 'length_units', not ['Mb']"),
    ("length_units = { bp = 1,", "length_units = { BP = 1,", "[shapes]: 'length_units': words are read in any case"),
    ("length_nouns = { megabase = 1_000_000,", "length_nouns = { megabase = 0,",
     "[shapes]: 'length_nouns' must be a table of positive numbers"),
    ("(?:chromosome\\s+|chr)(?P<name>", "(?:chromosome\\s+|chr)(?P<chrom>",
     "[shapes.seq_mention]: the pattern needs a group 'name'"),
    ("'\\b[Cc]hromosomes?\\s+(\\d{1,2})", "'\\b[Cc]hromosomes?\\s+(?:\\d{1,2})",
     "[shapes.numbered_names]: the pattern needs a group"),
    ("id = \"encode-accession\"\npattern = 'ENC(?:FF", "id = \"encode-accession\"\npattern = 'ENC((?:FF",
     "lexicon.toml: [shapes.accession] 'encode-accession': the pattern does not compile"),
    ("seq_prefix = \"chr\"\n", "", "lexicon.toml: [shapes]: no 'seq_prefix' (a string)"),
    ("abbreviations = [", "abbreviation = [", "[shapes]: unknown key 'abbreviation'"),
    ('located = ["feature", "gene"]', 'located = "gene"', "[entities]: 'located' must be a list of strings"),
])
def test_a_malformed_shapes_table_is_refused_naming_the_key(old, new, message):
    with pytest.raises(LexiconError) as caught:
        read_lexicon(_broken(old, new))
    assert message in str(caught.value)
