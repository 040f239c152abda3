"""The checker's fast paths give exactly what its reference paths give (statuses, reasons, facts,
bindings, chip HTML), on SYNTHETIC records and on random text built to reach every fast path:
cue words at word starts, characters that switch regex passes on and off (``:``, ``/``, ``-``,
``enc``, ``www.``, fraction words), hex runs, and the non-ASCII letters that match ASCII ones
case-insensitively (İ ı ſ K). The labelled set (eval/) is compared in test_eval.py."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import genie_widgets  # noqa: F401  (registers the genomics vocabulary the checker reads with)
from genie_widgets.citations import Citation, fastpath
from genie_widgets.citations.facts import default_vocabulary
from genie_widgets.citations.notvalues import not_values
from genie_widgets.citations.patterns import lower

from .fastpath_cases import both
from .test_sentences_property import FRAGMENTS, RECORDS


def _stats_record(i: int) -> Citation:
    """A SYNTHETIC signal-stats record over a 10 kb window of chr8 (two tracks)."""
    start = 1_000_000 + i * 10_000
    locus = f"chr8:{start}-{start + 10_000}"
    return Citation(
        id=f"cite_synthetic_stats_{i:04d}", source_type="genome-computation", title="Genome signal stats result",
        genome="hg38", locus=locus, tool="genome_signal_stats",
        data={"scopeApplied": f"viewport ({locus})", "loci": [locus],
              "tracks": [{"trackId": "rep1_be97", "name": "rep1",
                          "stats": {"min": 0.0, "max": 20.0 + i / 7, "mean": 1.0 + i / 13, "sum": 10_000.0 + i,
                                    "coveredFraction": 0.75}},
                         {"trackId": "rep2_5d59", "name": "rep2",
                          "stats": {"min": 0.0, "max": 21.0 + i / 7, "mean": 1.5 + i / 13, "sum": 15_000.0 + i,
                                    "coveredFraction": 1.0}}]})


SYNTHETIC = {r.id: r for r in (_stats_record(i) for i in range(6))}
SYNTHETIC.update(RECORDS)

CUE_WORDS = [
    "averaged", "mean", "peaked at", "reached", "max", "minimum", "covers", "coverage", "three quarters of",
    "half of", "a third of", "genome-wide", "on chr8", "over chr8", "across the whole genome", "the view is",
    "window", "threshold of", "z-score", "k =", "r =", "Spearman", "fragments", "peaks", "bins of", "bins",
    "about", "~", "roughly", "twice", "2.1-fold", "64% fewer", "higher than", "lower than", "the highest",
    "it", "its", "rep1", "rep2", "rep3", "rep 1", "replicate 2", "rep1_be97", "respectively", "and", "between",
    "https://example.org/a/1.bw", "www.Example.org", "/data/run7/rep1.bw", "2024-05-01T10:30:00Z", "10:30",
    "deadbeef0123", "peaks-rep1_be97-0ce87f0e.bed", "ENCFF381NDD", "experiment ENCSR000AKP",
    "İ", "ı", "ſ", "\u212a", "WİNDOW", "GENOME-WİDE", "HALF OF", "ThİRD", "Averaged", "COVERS",
]
TOKENS = [f"[[cite:{cid}]]" for cid in SYNTHETIC] + ["[[cite:cite_unknown]]"]
NUMBERS = ["1.00", "1.08", "1.5", "20.00", "21.14", "75%", "100%", "0.75", "10,000", "10 kb", "7", "about 1",
           "chr8:1,000,000-1,010,000", "chr8:1,010,000-1,020,000", "chr8:1,000,000-1,005,000", "chr9:1-2"]
PIECES = st.sampled_from(CUE_WORDS + TOKENS + NUMBERS + FRAGMENTS)
SEPARATORS = st.sampled_from([" ", " ", " ", "", "\n", "\n\n", ". ", ", "])
answers = st.lists(st.tuples(st.one_of(PIECES, st.text(max_size=4)), SEPARATORS), max_size=45).map(
    lambda parts: "".join(piece + sep for piece, sep in parts))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(answers)
def test_fast_and_reference_paths_agree_on_any_answer(text):
    fast, reference = both(text, SYNTHETIC)
    assert fast == reference


def test_fast_and_reference_paths_agree_on_written_answers():
    r = list(SYNTHETIC.values())
    texts = [
        f"In chr8:1,000,000-1,010,000 rep1 averaged 1.00 {r[0].token}. Its maximum was 20.00 {r[0].token}.",
        f"rep2 covers 100% of the window {r[1].token}; rep1 covers three quarters of it {r[1].token}.",
        f"- rep1 and rep2 averaged 1.08 and 1.58, respectively {r[1].token}\n- genome-wide, rep3 peaked at 21 "
        f"{r[2].token}\n\n```\nmean 1.00 {r[0].token}\n```\nThe view is chr8:1,020,000-1,030,000 {r[2].token}.",
        f"WİNDOW chr8:1,030,000-1,040,000: rep1 ſum 10,003 {r[3].token}. HALF OF the bases {r[3].token}.",
        f"See https://example.org/x/1.bw and /data/run7/rep1.bw at 2024-05-01T10:30:00Z, hash deadbeef0123, "
        f"file peaks-rep1_be97-0ce87f0e.bed, ENCFF381NDD {r[4].token}. About 1 {r[4].token}. Uncited 7 peaks.",
        f"rep2 averaged 1.58.{r[0].token}rep1 peaked at 20.00 {r[0].token}. Rep 1\n\nreplicate 2 averaged 1.5 "
        f"{r[0].token}. In chr8:1,000,000-1,010,000, about 20 {r[0].token}; approximately 1.0 between rep1 and "
        f"rep2 {r[0].token}.",
    ]
    for text in texts:
        fast, reference = both(text, SYNTHETIC)
        assert fast == reference, text


words = st.lists(st.one_of(st.sampled_from(CUE_WORDS + FRAGMENTS), st.text(max_size=3)), max_size=30).map(
    lambda parts: "".join(parts))


@SETTINGS
@given(words, st.integers(0, 200), st.integers(0, 200))
def test_cue_scan_at_word_starts_finds_what_finditer_finds(text, a, b):
    scanner = default_vocabulary().scanner()
    low = lower(text)
    start, end = sorted((min(a, len(low)), min(b, len(low))))
    for s, e in ((start, end), (0, len(low))):
        assert scanner.scan(low, s, e) == scanner.scan_reference(low, s, e)


hexish = st.lists(st.sampled_from(["deadbeef", "0123", "abcdef", "9", "g", "_", " ", ".", "-", "/", ":", "x",
                                   "2024-05-01", "10:30", "a/b/", "ı", "\u00e9", "run7.bw"]), max_size=20).map("".join)


@SETTINGS
@given(hexish)
def test_not_values_fast_equals_reference(text):
    fast = sorted(not_values(text))
    with fastpath.reference_paths():
        reference = sorted(not_values(text))
    assert fast == reference


def _searched_patterns():
    """Every pattern the checker searches through :class:`PrefixedSearch`."""
    from genie_widgets.citations import clauses, numbers, roles, scopes, spans

    vocabulary = default_vocabulary()
    view, accession_roles, _gate = roles.role_patterns(vocabulary)
    found = [view, roles.scope_preposition(vocabulary), clauses._BETWEEN, numbers._HEDGE, spans._BETWEEN,
             spans._HEDGE_BEFORE]
    found += [r for r, _ in accession_roles] + [p for p, _, _ in scopes.scope_patterns(vocabulary)]
    return found


SEARCHED = [
    "the view is", "WİNDOW", "İn", "ın", "over", "across", "IN", "on", "of", "about", "~", "\u2248", "\u223c",
    "between", "both", "for", "(", "chromosome (", "genome(", "inside the", "within", "approx.", "ca.",
    "CLOSE  TO", "ſcope", "browser shows", "navigated to", "genome-wide", "GENOME WİDE", "whole genome",
    "all chromosomes", "chr19", "CHR8", "chr8-wide", "chr8:1-2", "ENTİRE CHROMOSOME", "experiment", "file:",
    "1", "5%", "rep1", "and", " ", "  ", "\n", "-", "x",
]
searched_texts = st.lists(st.sampled_from(SEARCHED), max_size=14).map("".join)


@SETTINGS
@given(searched_texts, st.integers(0, 80), st.integers(0, 80))
def test_prefixed_search_finds_what_the_pattern_finds(text, a, b):
    start, end = sorted((min(a, len(text)), min(b, len(text))))
    for searcher in _searched_patterns():
        rx = searcher.pattern
        for args in ((text,), (text, start, end)):
            got = searcher.search(*args)
            want = rx.search(*args)
            assert (got and got.span()) == (want and want.span())
            assert [m.span() for m in searcher.finditer(*args)] == [m.span() for m in rx.finditer(*args)]


@SETTINGS
@given(searched_texts, st.integers(0, 200))
def test_hedge_test_before_the_regex_changes_no_answer(text, at):
    from genie_widgets.citations import numbers
    from genie_widgets.citations.patterns import fold

    at = min(at, len(text))
    tail = fold(text[max(0, at - 32):at].rstrip())
    fast = numbers._hedged(text, at, tail)
    with fastpath.reference_paths():
        reference = numbers._hedged(text, at, tail)
    assert fast == reference


def _gated_patterns():
    """Every pattern a message-wide test of its :func:`required_words` can skip."""
    import re

    from genie_widgets.citations import placement, readings, roles, scopes, spans

    vocabulary = default_vocabulary()
    found = [roles.role_patterns(vocabulary)[0].pattern, readings._ITS_RE, spans._LABEL_RE, spans._REJECTED_RE,
             placement._IN_VIEW_RE, re.compile(vocabulary.collectives, re.IGNORECASE)]
    return found + [search.pattern for search, _, _ in scopes.scope_patterns(vocabulary)]


GATED = ["its", "ITS", "İts", "step", "Fig.", "column", "not", "rather than", "INSTEAD of", "view", "VİEW", "window",
         "region", "locus we are browsing", "the current", "replicates", "tracks", "each other", "one another",
         "the other replicate", "genome-wide", "chr8-wide", "the whole chromosome", "zoomed in to", "ſet on",
         "set at", "browser shows", "computed over", "part", "slice", "of", "the", "1.2", ", ", " ", "x", "."]


@SETTINGS
@given(st.lists(st.sampled_from(GATED), max_size=10).map("".join), st.integers(0, 80), st.integers(0, 80))
def test_a_pattern_matches_only_where_one_of_its_required_words_stands(text, a, b):
    from genie_widgets.citations.patterns import fold, may_match, required_words

    start, end = sorted((min(a, len(text)), min(b, len(text))))
    for pattern in _gated_patterns():
        words = required_words(pattern)
        assert words, pattern.pattern  # each is gated (a None would make the gate a no-op)
        if pattern.search(text, start, end) or pattern.search(text):
            assert may_match(words, fold(text)), (pattern.pattern, text)


def test_required_words_of_built_patterns():
    import re

    from genie_widgets.citations.patterns import required_words

    def sets(pattern):
        return set(required_words(re.compile(pattern)) or ())

    assert required_words(re.compile(r"\bits\b", re.IGNORECASE)) == ({"its"},)
    assert sets(r"(?:Alpha|beta)\s+x?") == {frozenset({"alpha", "beta"})}
    assert sets(r"ab(?:cd|ef)+g?") == {frozenset({"ab"}), frozenset({"cd", "ef"})}
    assert sets(r"(?:one|\d+)\s+peaks?") == {frozenset({"peak"})}
    assert sets(r"\w+(?=-(?:ranked|placed))") == {frozenset({"ranked", "placed"}), frozenset({"-"})}  # looked at
    assert sets(r"\w+(?!-ranked)") == set()  # what must not follow is not required
    assert required_words(re.compile(r"x?y*|z")) is None  # a branch with no word: nothing is required
    assert sets(r"caf\u00e9") == {frozenset({"caf"})}  # a cased non-ASCII letter ends the word


CLAUSE_PIECES = [",", ":", ";", "(", ")", "—", " – ", " - ", "vs.", "Vs", "whereas", "AND", "1", "x", ".", "...",
                 "?!", "\u2026", ".)", ".\"", "._", ".*", "1.5", ". [[cite:a_1]]", ".[[cite:b]]", "\n"]
clause_texts = st.lists(st.one_of(st.sampled_from(SEARCHED + FRAGMENTS + CLAUSE_PIECES), st.text(max_size=3)),
                        max_size=30).map("".join)


@SETTINGS
@given(clause_texts)
def test_clause_marks_of_the_whole_text_are_those_of_each_sentence(text):
    from genie_widgets.citations import clauses
    from genie_widgets.citations.sentences import split_sentences

    spans = split_sentences(text)
    marks = clauses.clause_marks(text, spans)
    if marks is None:
        return  # the checker scans each sentence itself then
    for (s, e), got in zip(spans, marks, strict=True):
        assert got == [(m.start(), m.end(), m.group()) for m in clauses._CLAUSE_RE.finditer(text, s, e)]


@SETTINGS
@given(clause_texts)
def test_terminator_runs_left_out_by_the_look_ahead_never_cut(text):
    """``_TERMINATOR_RE`` skips runs followed by a visible character: the cuts are those of the
    plain run pattern."""
    import re

    from genie_widgets.citations import sentences
    from genie_widgets.citations.sentences import _Ranges

    code = _Ranges([])
    fast = sentences._terminator_cuts(text, code)
    plain = sentences._TERMINATOR_RE
    sentences._TERMINATOR_RE = re.compile(r"[.!?\u2026]+")
    try:
        assert fast == sentences._terminator_cuts(text, code)
    finally:
        sentences._TERMINATOR_RE = plain


@SETTINGS
@given(clause_texts)
def test_one_search_of_the_message_finds_what_each_sentence_search_finds(text):
    """:func:`span_matches` over every pattern the checker searches, on the sentence spans."""
    from genie_widgets.citations.sentences import split_sentences
    from genie_widgets.citations.spanscan import span_matches

    spans = split_sentences(text)
    for searcher in _searched_patterns():
        got = span_matches(searcher, text, spans)
        if got is None:
            continue
        for (s, e), matches in zip(spans, got, strict=True):
            assert [m.span() for m in matches] == [m.span() for m in searcher.pattern.finditer(text, s, e)]


def test_edge_safety_reads_what_a_pattern_looks_at_after_a_match():
    import re

    from genie_widgets.citations.spanscan import edge_safe

    assert edge_safe(re.compile(r"\bchr\d+\b(?!:)"))
    assert edge_safe(re.compile(r"(?=[ab])(?:a|b)(?![a-z0-9_])", re.IGNORECASE))
    assert not edge_safe(re.compile(r"view\s*$"))  # "$" is true at a bounded end, not before a space
    assert not edge_safe(re.compile(r"bins(?=\s)"))  # a look-ahead that reads the space after a span
    assert not edge_safe(re.compile(r"x(?!\S)"))  # refused too (conservatively: \S cannot match a space)
    assert not edge_safe(re.compile(r"^a", re.MULTILINE))


@SETTINGS
@given(clause_texts, st.integers(0, 200), st.integers(0, 200))
def test_number_search_at_possible_starts_finds_what_search_finds(text, a, b):
    from genie_widgets.citations import numbers

    start, end = sorted((min(a, len(text)), min(b, len(text))))
    got = numbers._number_search(text, start, end)
    want = numbers.NUMBER_RE.search(text, start, end)
    assert (got and got.span()) == (want and want.span())
