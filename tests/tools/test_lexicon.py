"""tools/lexicon.toml: its ids, its patterns against their examples and counterexamples, the
loader's refusal of a malformed file, and the docs table generated from the cues."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from genie_widgets.tools.lexicon import LEXICON, Entry, LexiconError, read_lexicon
from genie_widgets.tools.vocabulary import CUES, lexicon_table

TEXT = resources.files("genie_widgets.tools").joinpath("lexicon.toml").read_text(encoding="utf-8")


#: The [shapes] patterns the checker reads case-sensitively (the others in any case).
_CASE_SENSITIVE_SHAPES = ("locus-chromosomes", "scaled-locus-chromosomes", "numbered-chromosome")


def _search(entry: Entry, phrase: str) -> list[re.Match[str]]:
    """The matches of ``entry`` in ``phrase``, the way the vocabulary's words are looked for:
    cues as whole words of the lower-cased text; kind words and accession roles as whole words,
    any case; track-name patterns as written; [shapes] patterns as whole words, in the case the
    checker reads them in; the other patterns (which carry their own word
    boundaries) in any case."""
    if entry.section == "cue":
        return list(re.finditer(rf"(?<![a-z0-9_])(?:{entry.pattern})(?![a-z0-9_])", phrase.lower()))
    if entry.section in ("kind_word", "accession_role"):
        return list(re.finditer(rf"\b(?:{entry.pattern})\b", phrase, re.IGNORECASE))
    if entry.section == "track_names":
        return list(re.finditer(entry.pattern, phrase))
    if entry.section == "shapes":  # as whole words, in the case the checker reads them in
        flags = 0 if entry.id in _CASE_SENSITIVE_SHAPES else re.IGNORECASE
        return list(re.finditer(rf"(?<![A-Za-z0-9_])(?:{entry.pattern})(?![A-Za-z0-9_])", phrase, flags))
    return list(re.finditer(entry.pattern, phrase, re.IGNORECASE))


def _binds_a_number(entry: Entry, phrase: str, m: re.Match[str]) -> bool:
    """Whether a number stands on a side of the cue's words where the cue may bind it."""
    narrows = entry.fields.get("narrows", False)  # (read on either side, by the cue that yields to it)
    before, after = entry.fields.get("before", True) or narrows, entry.fields.get("after", False) or narrows
    return (before and re.search(r"\d", phrase[m.end():]) is not None) or \
        (after and re.search(r"\d", phrase[:m.start()]) is not None)


ENTRIES = LEXICON.entries
CASES = [pytest.param(e, x, id=f"{e.section}:{e.id}:{x}") for e in ENTRIES for x in e.examples]
COUNTER = [pytest.param(e, x, id=f"{e.section}:{e.id}:{x}") for e in ENTRIES for x in e.counterexamples]


def test_every_entry_has_a_unique_id():
    ids = [e.id for e in ENTRIES]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    # every [[…]] table of the file is an entry (none skipped by the loader), and the [shapes] patterns
    tables = len(re.findall(r"^\[\[\w+\]\]$", TEXT, re.MULTILINE))
    assert tables == len(ENTRIES) - len(LEXICON.section("track_names")) - len(LEXICON.section("shapes"))
    assert len(LEXICON.section("shapes")) == len(re.findall(r"^\[shapes\.\w+\]$", TEXT, re.MULTILINE)) == 7


def test_every_pattern_compiles():
    for e in ENTRIES:
        re.compile(e.pattern)


def test_every_entry_has_examples_and_counterexamples():
    assert not [e.id for e in ENTRIES if not e.examples]
    assert not [e.id for e in ENTRIES if not e.counterexamples]


@pytest.mark.parametrize(("entry", "phrase"), CASES)
def test_example_is_matched(entry, phrase):
    found = _search(entry, phrase)
    assert found, f"{entry.section} {entry.id!r} does not match {phrase!r}"
    if entry.section == "cue":
        assert any(_binds_a_number(entry, phrase, m) for m in found), \
            f"cue {entry.id!r}: no number on the side its words bind in {phrase!r}"


@pytest.mark.parametrize(("entry", "phrase"), COUNTER)
def test_counterexample_is_not_matched(entry, phrase):
    found = _search(entry, phrase)
    assert not found, f"{entry.section} {entry.id!r} matches {found[0].group()!r} in {phrase!r}"


def test_the_vocabulary_is_the_file():
    assert CUES is LEXICON.cues
    written = [e.pattern for e in LEXICON.section("cue")]
    assert [c.pattern for c in CUES][:len(written)] == written
    # then one cue per camel-case field name of [labels] ("a `meanAcrossTracks` of 105.5"), made from the file
    fields = [name for name in LEXICON.labels if name != name.lower() and name.isalnum()]
    assert len(CUES) == len(written) + len(fields)
    for cue, name in zip(CUES[len(written):], fields, strict=True):
        assert name in cue.attributes and re.search(cue.pattern, f"a `{name.lower()}` of 3")
    again = read_lexicon(TEXT)
    assert again.cues == LEXICON.cues and again.labels == LEXICON.labels and again.record == LEXICON.record


# -- a malformed file -------------------------------------------------------------------------------

VARIANCE = "[[cue]]\nid = \"variance\"\npattern = 'variances?'\n"


def _broken(old: str, new: str) -> str:
    assert TEXT.count(old) == 1, old
    return TEXT.replace(old, new)


@pytest.mark.parametrize(("old", "new", "message"), [
    (VARIANCE, VARIANCE + "patern = 'variances'\n", "lexicon.toml: cue 'variance': unknown key 'patern'"),
    (VARIANCE, "[[cue]]\nid = \"variance\"\n", "lexicon.toml: cue 'variance': no 'pattern'"),
    (VARIANCE, VARIANCE.replace("variances?", "variances?("), "lexicon.toml: cue 'variance': the pattern does not "
                                                               "compile (missing ), unterminated subpattern"),
    (VARIANCE, VARIANCE.replace("variances?", "(?i)variances?"), "cue 'variance': the pattern does not compile"),
    (VARIANCE, VARIANCE.replace("variances?", "Variances?"), "cue 'variance': cues are matched against lower-cased"),
    (VARIANCE, VARIANCE + "before = 'no'\n", "cue 'variance': 'before' must be true or false, not 'no'"),
    (VARIANCE, VARIANCE.replace('"variance"', '"mean"'), "cue 'mean': the id is used twice"),
    (VARIANCE, VARIANCE + "narrows = true\nafter = true\n",
     "cue 'variance': a cue that only narrows others has no 'before' or 'after'"),
    (VARIANCE, VARIANCE + "before = false\n", "cue 'variance': 'before' and 'after' are both false"),
    (VARIANCE, VARIANCE.replace('id = "variance"\n', ""),
     f"lexicon.toml: cue #{TEXT[:TEXT.index(VARIANCE)].count('[[cue]]')}: no 'id'"),  # (its place among the cues)
    ("[[scope]]\nid = \"genome\"\n", "[[scope]]\nid = \"genome\"\nkind = \"all\"\n", "not valid TOML"),
    ("pooled = \"pooled\"\n", "", "[track_names]: no 'pooled'"),
    ("[record]\n", "[record]\nunits_of = 'bp'\n", "[record]: unknown key 'units_of'"),
    ("'(?i)^rep(?:licate)?[ _-]?(\\d+)(.*)$'", "'(?i)^rep(?:licate)?[ _-]?(\\d+)'",
     "[track_names.replicate]: the pattern needs two groups"),
])
def test_a_malformed_lexicon_is_refused_naming_the_entry(old, new, message):
    with pytest.raises(LexiconError) as caught:
        read_lexicon(_broken(old, new))
    assert message in str(caught.value)


# -- the docs table ----------------------------------------------------------------------------------

def test_the_docs_table_lists_every_cue_in_order():
    table = lexicon_table()
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    assert [re.match(r"\| `([^`]+)`", r).group(1) for r in rows] == [e.id for e in LEXICON.section("cue")]
    assert "| `mean` | `mean`, `meanAcrossTracks` | before the number | “rep1 averaged 0.87” |" in rows
    assert "| `k-sds` | `k` | after the number, next to it | “3 SDs above the mean” |" in rows
