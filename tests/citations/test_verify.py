"""Claim checks: each cited sentence against the records it cites (genie_widgets.citations.verify)."""

from __future__ import annotations

import json

import pytest

from genie_widgets.citations.records import Citation, TokenMatch
from genie_widgets.citations.verify import (
    Fact,
    SentenceCheck,
    code_ranges,
    extract_facts,
    split_sentences,
    verify_message,
)

# -- records ------------------------------------------------------------------------------------

REGION_LOCUS = "chr8:127700000-127760000"


def region(cid: str = "cite_region_1a2b") -> Citation:
    """What genome_get_current_region / genome_navigate store: the locus only."""
    return Citation(
        id=cid,
        source_type="genome-region",
        title="Visible genome region (hg38)",
        genome="hg38",
        locus=REGION_LOCUS,
        location=REGION_LOCUS,
        tool="genome_get_current_region",
        created_at="2024-05-01T12:00:00Z",
        data={"genomeId": "hg38", "viewRegion": {"locus": REGION_LOCUS, "start": 127700000, "end": 127760000}},
    )


def stats(cid: str = "cite_stats_9f3c") -> Citation:
    """genome_signal_stats over the MYC window."""
    return Citation(
        id=cid,
        source_type="genome-computation",
        title="Genome signal stats result",
        genome="hg38",
        locus=REGION_LOCUS,
        data={
            "locus": REGION_LOCUS,
            "tracks": [{"trackId": "track_1",
                        "stats": {"min": 0, "max": 19.9612, "mean": 1.1403, "coveredFraction": 1}}],
        },
    )


def peaks(cid: str = "cite_peaks_ed33") -> Citation:
    """genome_call_peaks: the reference's record (threshold 8.791333735783212, 7 peaks)."""
    return Citation(
        id=cid,
        source_type="genome-computation",
        title="Genome call peaks result",
        tool="genome_call_peaks",
        data={
            "method": "threshold",
            "threshold": 8.791333735783212,
            "minWidth": 50,
            "peakCount": 7,
            "peaks": [
                {"chrom": "chr8", "start": 127735434, "end": 127736000, "score": 19.9612},
                {"chrom": "chr8", "start": 127736200, "end": 127736834, "score": 12.5},
            ],
            "resultFile": "peaks_ed33.bed",
        },
    )


def encode_file(cid: str = "cite_project_c7bb7f985139_public_data_ENCFF381NDD") -> Citation:
    return Citation(
        id=cid,
        source_type="public-data-file",
        title="ENCFF381NDD: H3K27ac ChIP-seq in K562",
        location="https://www.encodeproject.org/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig",
        url="https://www.encodeproject.org/files/ENCFF381NDD/",
        data={
            "accession": "ENCFF381NDD",
            "experiment": "ENCSR000AKP",
            "assay": "Histone ChIP-seq",
            "target": "H3K27ac",
            "biosample": "K562",
            "assembly": "GRCh38",
            "outputType": "fold change over control",
        },
    )


def computation(data, cid: str = "cite_comp_77aa", **kw) -> Citation:
    return Citation(id=cid, source_type="genome-computation", title="Genome computation result", data=data, **kw)


def store_of(*records: Citation) -> dict[str, Citation]:
    return {r.id: r for r in records}


def tok(cid: str) -> str:
    return f"[[cite:{cid}]]"


R, S, P, F = region(), stats(), peaks(), encode_file()
MYC_SIGNAL = "Signal averaged 1.14 and reached 19.96, with 100% reported coverage"


# -- labelled cases -----------------------------------------------------------------------------
# (text, records, expected status of the sentence at `index`, expected facts not found, as written)


def case(label, text, records, status, missing=(), index=0):
    """One labelled sentence: ``text`` checked against ``records``; the sentence at ``index``
    must get ``status`` with exactly the facts ``missing`` (as written) not found."""
    return pytest.param(text, records, status, list(missing), index, id=label)


C_FRACTION = computation({"coveredFraction": 0.998}, "cite_c")
C_NEGATIVE = computation({"pearson": -0.4213}, "cite_c")
C_POSITIVE = computation({"pearson": 0.4213}, "cite_c")
C_WINDOW = computation({"window": {"chrom": "chr8", "start": 127735434, "end": 127736834}}, "cite_c")
C_SCOPE = computation({"scope": "chr1:1,000,000-3,000,000"}, "cite_c")
ASSET = Citation(id="cite_a", source_type="asset", title="notes.txt", line_range="Lines 1-40", excerpt="...")
PLAN = Citation(id="cite_a", source_type="studio-output", title="Plan", excerpt="The mean was 1.14 in the window.")
UNKNOWN = "cite_made_up_0000"

CASES = [
    # the reference's MYC answer, chip by chip
    case("myc-stats-cited-to-region", f"{MYC_SIGNAL} {tok(R.id)}.", [R],
         "unsupported", ["1.14", "19.96", "100%"]),
    case("myc-stats-cited-to-computation", f"{MYC_SIGNAL} {tok(S.id)}.", [S], "verified"),
    case("myc-60kb-region", f"In the 60-kb hg38 region chr8:127,700,000–127,760,000 {tok(R.id)}", [R], "verified"),
    case("myc-peaks", f"7 peaks at a signal cutoff of 8.79 {tok(P.id)}", [P], "verified"),
    case("myc-encode-file",
         f"The ENCODE file ENCFF381NDD, a K562 H3K27ac fold-change-over-control track {tok(F.id)}", [F], "verified"),
    # statuses
    case("unverified-nothing-checkable", f"This is a promoter mark {tok(S.id)}.", [S], "unverified"),
    case("uncited", "The maximum was 19.96 at chr8:127,735,000-127,736,000.", [S],
         "uncited", ["19.96", "chr8:127,735,000-127,736,000"]),
    case("plain", "This looks like a promoter, not an enhancer.", [S], "plain"),
    case("unknown-token", f"The mean was 1.14 {tok(UNKNOWN)}.", [S], "unsupported", ["1.14"]),
    case("unknown-token-nothing-checkable", f"A promoter mark {tok(UNKNOWN)}.", [S], "unsupported"),
    case("known-plus-unknown", f"The mean was 1.1403 {tok(S.id)} {tok(UNKNOWN)}.", [S], "verified"),
    # percent vs fraction
    case("percent-vs-fraction-0.998", f"Coverage was 100% {tok('cite_c')}.", [C_FRACTION], "verified"),
    case("percent-decimals-vs-fraction", f"Coverage was 99.8% {tok('cite_c')}.", [C_FRACTION], "verified"),
    # a field no word names (percentCovered) may or may not be the coverage the words name: never ✓
    case("percent-vs-percent", f"Coverage was 100% {tok('cite_c')}.",
         [computation({"percentCovered": 100.0}, "cite_c")], "unverified"),
    case("percent-wrong", f"Coverage was 90% {tok(S.id)}.", [S], "unsupported", ["90%"]),
    # rounding to the precision written (threshold 8.791333735783212)
    case("rounding-8.791", f"The cutoff was 8.791 {tok(P.id)}.", [P], "verified"),
    case("rounding-8.8", f"The cutoff was 8.8 {tok(P.id)}.", [P], "verified"),
    case("rounding-8.80-too-precise", f"The cutoff was 8.80 {tok(P.id)}.", [P], "unsupported", ["8.80"]),
    case("rounding-8.78-wrong", f"The cutoff was 8.78 {tok(P.id)}.", [P], "unsupported", ["8.78"]),
    # thousands separators
    case("thousands", f"The first peak starts at 127,735,434 {tok(P.id)}.", [P], "verified"),
    case("thousands-wrong", f"The first peak starts at 127,735,000 {tok(P.id)}.", [P],
         "unsupported", ["127,735,000"]),
    # negative values
    case("negative", f"Pearson r was -0.42 {tok('cite_c')}.", [C_NEGATIVE], "verified"),
    case("negative-unicode-minus", f"Pearson r was \u22120.42 {tok('cite_c')}.", [C_NEGATIVE], "verified"),
    case("negative-needs-negative", f"Pearson r was -0.42 {tok('cite_c')}.", [C_POSITIVE], "unsupported", ["-0.42"]),
    case("positive-vs-negative", f"Pearson r was 0.42 {tok('cite_c')}.", [C_NEGATIVE], "unsupported", ["0.42"]),
    # scientific notation
    case("scientific", f"The p-value was 1.2e-5 {tok('cite_c')}.",
         [computation({"pValue": 1.23e-5}, "cite_c")], "verified"),
    case("scientific-wrong", f"The p-value was 1.2e-5 {tok('cite_c')}.",
         [computation({"pValue": 1.3e-5}, "cite_c")], "unsupported", ["1.2e-5"]),
    # units, compared in base pairs
    case("unit-kb-vs-dict-locus-length", f"The peaks span a 1.4 kb window {tok('cite_c')}.", [C_WINDOW], "verified"),
    case("unit-Mb-vs-locus-string", f"The scope spans 2 Mb {tok('cite_c')}.", [C_SCOPE], "verified"),
    case("unit-Mb-wrong", f"The scope spans 5 Mb {tok('cite_c')}.", [C_SCOPE], "unsupported", ["5 Mb"]),
    case("unit-bp", f"Peaks must be 50 bp wide {tok(P.id)}.", [P], "verified"),
    case("unit-kb-wrong", f"In the 61-kb region {tok(R.id)}.", [R], "unsupported", ["61-kb"]),
    # loci
    case("locus-exact", f"The view is chr8:127,700,000-127,760,000 {tok(R.id)}.", [R], "verified"),
    case("locus-overlap", f"The strongest peak is in chr8:127,735,000-127,736,000 {tok(R.id)}.", [R], "verified"),
    case("locus-miss", f"Nothing was seen at chr8:1,000-2,000 {tok(R.id)}.", [R], "unsupported", ["chr8:1,000-2,000"]),
    case("locus-other-chromosome", f"The view is chr9:127,700,000-127,760,000 {tok(R.id)}.", [R],
         "unsupported", ["chr9:127,700,000-127,760,000"]),
    case("locus-without-chr-prefix", f"The view is 8:127700000\u2013127760000 {tok(R.id)}.", [R], "verified"),
    case("locus-chrM-is-MT", f"Reads on chrM:100-200 {tok('cite_c')}.",
         [computation({"region": "MT:100-200"}, "cite_c")], "verified"),
    # accessions
    case("accession-found", f"It comes from experiment ENCSR000AKP {tok(F.id)}.", [F], "verified"),
    case("accession-missing", f"It comes from experiment ENCSR999ZZZ {tok(F.id)}.", [F],
         "unsupported", ["ENCSR999ZZZ"]),
    # identifiers are not numbers
    case("identifiers-not-numbers",
         f"H3K27ac in K562 on hg38 (GRCh38, not mm10) near chr8, rs123 and peak_3 {tok(R.id)}.", [R], "unverified"),
    # tokens and sentence boundaries
    case("token-after-period", f"The mean was 1.14. {tok(S.id)}", [S], "verified"),
    case("token-glued-after-period", f"The mean was 1.14.{tok(S.id)} The max was 19.96.", [S], "verified"),
    case("next-sentence-uncited", f"The mean was 1.14.{tok(S.id)} The max was 19.96.", [S],
         "uncited", ["19.96"], index=1),
    case("token-only-paragraph", f"The mean was 1.14\n\n{tok(S.id)}", [S], "verified"),
    case("token-only-list-item", f"The mean was 1.14\n- {tok(S.id)}", [S], "verified"),
    case("token-in-code-span", f"Write `{tok(S.id)}` after 1.14.", [S], "uncited", ["1.14"]),
    case("numbers-in-code-ignored", f"The mean `x = 99.5` was 1.14 {tok(S.id)}.", [S], "verified"),
    case("eg-and-decimals", f"Signals, e.g. 1.14 and 19.96, were measured {tok(S.id)}.", [S], "verified"),
    case("token-repeated", f"The mean was 1.14 {tok(S.id)} and the max 19.96 {tok(S.id)}.", [S], "verified"),
    case("two-records-either-holds", f"The mean was 1.14 {tok(R.id)} and the max 19.96 {tok(S.id)}.", [R, S],
         "verified"),
    case("list-marker-and-chip-number", f"1. The signal is strong [1] {tok(S.id)}.", [S], "unverified"),
    # what a record holds
    case("numbers-in-line-range", f"Lines 1-40 of the file {tok('cite_a')}.", [ASSET], "verified"),
    case("excerpt-when-no-data", f"The mean was 1.14 {tok('cite_a')}.", [PLAN], "verified"),
    case("created-at-not-read", f"This was in 2024 {tok(R.id)}.", [R], "unsupported", ["2024"]),
    case("bools-are-not-numbers", f"Flagged 1 track {tok('cite_c')}.", [computation({"ok": True}, "cite_c")],
         "unsupported", ["1"]),
]


@pytest.mark.parametrize("text, records, status, missing, index", CASES)
def test_labelled_sentences(text, records, status, missing, index):
    checks = verify_message(text, store_of(*records))
    check = checks[index]
    assert check.status == status, check.reason
    assert [f.text for f in check.facts if not f.found and not f.unsure] == missing
    if missing and status == "unsupported" and check.citation_ids and any(r.id in check.citation_ids for r in records):
        assert all(m in check.reason for m in missing)


# -- the worked example, in full ------------------------------------------------------------------


def test_myc_region_record_does_not_support_the_statistics():
    [check] = verify_message(f"{MYC_SIGNAL} {tok(R.id)}.", {R.id: R})
    assert check.status == "unsupported"
    assert check.reason == "The cited record does not back 1.14, 19.96 and 100%."
    assert check.citation_ids == [R.id]


def test_myc_computation_record_supports_the_statistics_with_paths():
    [check] = verify_message(f"{MYC_SIGNAL} {tok(S.id)}.", {S.id: S})
    assert check.status == "verified"
    assert check.reason == "All 3 checked facts were found in the cited record."
    by_text = {f.text: f for f in check.facts}
    assert by_text["1.14"].path == "data.tracks[0].stats.mean"
    assert by_text["1.14"].matched == "1.1403"
    assert by_text["19.96"].path == "data.tracks[0].stats.max"
    assert by_text["100%"].path == "data.tracks[0].stats.coveredFraction"
    assert by_text["100%"].matched == "1"
    assert all(f.citation_id == S.id for f in check.facts)
    # the highlighted value is in the excerpt the panel shows
    assert all(f.matched in S.excerpt for f in check.facts)


def test_myc_region_sentence_paths():
    [check] = verify_message(f"In the 60-kb hg38 region chr8:127,700,000–127,760,000 {tok(R.id)}", {R.id: R})
    kb, locus = check.facts
    assert (kb.kind, kb.value) == ("number", 60000.0)
    assert (kb.path, kb.matched) == ("data.viewRegion.locus (length)", REGION_LOCUS)
    assert (locus.kind, locus.value) == ("locus", ("chr8", 127700000, 127760000))
    assert (locus.path, locus.matched) == ("data.viewRegion.locus", REGION_LOCUS)


def test_myc_peaks_matched_value_as_in_record():
    [check] = verify_message(f"7 peaks at a signal cutoff of 8.79 {tok(P.id)}", {P.id: P})
    seven, cutoff = check.facts
    assert (seven.path, seven.matched) == ("data.peakCount", "7")
    assert (cutoff.path, cutoff.matched) == ("data.threshold", "8.791333735783212")


def test_myc_answer_paragraph():
    answer = (
        f"In the 60-kb hg38 region chr8:127,700,000–127,760,000 {tok(R.id)}, we examined the ENCODE file "
        f"ENCFF381NDD, a K562 H3K27ac fold-change-over-control track {tok(F.id)}. "
        f"{MYC_SIGNAL} {tok(R.id)}. We called 7 peaks at a signal cutoff of 8.79 {tok(P.id)}; these are "
        "exploratory threshold calls.\n\n"
        "**Next hypothesis:** ATAC-seq in K562 would show open chromatin at these peaks."
    )
    checks = verify_message(answer, store_of(R, F, P))
    assert [c.status for c in checks] == ["verified", "unsupported", "verified", "plain"]
    assert checks[0].citation_ids == [R.id, F.id]
    assert checks[1].reason == "The cited record does not back 1.14, 19.96 and 100%."
    for c in checks:
        assert answer[c.start:c.end] == c.sentence
        for t in c.tokens:
            assert c.start <= t.start < t.end <= c.end


# -- reasons and serialisation --------------------------------------------------------------------


def test_reasons():
    store = store_of(S)
    nothing = "Nothing in this sentence can be checked: it states no number, locus or accession."
    assert verify_message("Plain words here.", store)[0].reason == nothing
    assert verify_message(f"Words {tok(S.id)}.", store)[0].reason == nothing
    assert verify_message("2 peaks and 3 dips at chr1:1-5.", store)[0].reason == (
        "This sentence states 2 numbers and 1 locus but cites no record.")
    assert verify_message(f"Mean 1.14 {tok('cite_xyz')}.", store)[0].reason == (
        "Unknown citation: cite_xyz was not issued by a tool in this session.")
    assert verify_message(f"Mean 1.14 {tok('cite_a')} {tok('cite_b')}.", store)[0].reason == (
        "Unknown citations: cite_a and cite_b were not issued by a tool in this session.")
    assert verify_message(f"Mean 1.14 {tok(S.id)}.", store)[0].reason == (
        "The 1 checked fact was found in the cited record.")
    mixed = verify_message(f"Mean 1.14 {tok(S.id)} {tok('cite_xyz')}.", store)[0]
    assert mixed.status == "verified"
    assert "cite_xyz" in mixed.reason


def test_reason_lists_each_missing_fact_once():
    [check] = verify_message(f"Mean 1.14, then 1.14 again {tok(R.id)}.", {R.id: R})
    assert check.reason == "The cited record does not back 1.14."
    assert len(check.facts) == 2


def test_to_dict_is_camel_case_json():
    [check] = verify_message(f"In chr8:127,700,000-127,760,000 the mean was 1.14 {tok(S.id)}.", {S.id: S})
    d = check.to_dict()
    assert set(d) == {"sentence", "start", "end", "citationIds", "status", "reason", "facts"}
    assert d["citationIds"] == [S.id]
    locus = d["facts"][0]
    binding = locus.pop("binding")  # (#11) each fact also says what it was bound to, and why it failed
    assert locus == {
        "kind": "locus", "text": "chr8:127,700,000-127,760,000", "value": "chr8:127700000-127760000",
        "found": True, "citationId": S.id, "path": "data.locus", "matched": REGION_LOCUS, "note": None, "unsure": None, "rule": "bind.locus",
    }
    assert binding.startswith("chr8:127,700,000-127,760,000 → ") and "data.locus" in binding
    assert d["facts"][1]["value"] == 1.14
    json.dumps(d)


def test_tokens_are_token_matches_with_message_offsets():
    text = f"First 1.14 {tok(S.id)}. Second 19.96 {tok(S.id)}."
    checks = verify_message(text, {S.id: S})
    assert [len(c.tokens) for c in checks] == [1, 1]
    for c in checks:
        [t] = c.tokens
        assert isinstance(t, TokenMatch)
        assert text[t.start:t.end] == tok(S.id)


def test_every_sentence_gets_a_check():
    text = "# Results\n\nOne. Two 2.\n\n- item three\n- item 4\n\n```\ncode 5. [[cite:cite_x]]\n```\nAfter."
    checks = verify_message(text, {})
    assert [c.sentence for c in checks] == [
        "# Results", "One.", "Two 2.", "- item three", "- item 4", "```\ncode 5. [[cite:cite_x]]\n```", "After.",
    ]
    assert [c.status for c in checks] == ["plain", "plain", "uncited", "plain", "uncited", "plain", "plain"]
    assert checks[5].tokens == []


def test_store_can_be_a_citation_store(tmp_path):
    from genie_widgets.citations.store import CitationStore

    store = CitationStore(tmp_path / "s1")
    store.add(S)
    assert verify_message(f"Mean 1.14 {tok(S.id)}.", store)[0].status == "verified"
    reopened = CitationStore(tmp_path / "s1")
    assert verify_message(f"Mean 1.14 {tok(S.id)}.", reopened)[0].status == "verified"


def test_index_follows_the_record_object():
    """The per-record cache is keyed by object identity: a new record with the same id is re-read."""
    old = computation({"mean": 1.14}, "cite_same")
    new = computation({"mean": 2.5}, "cite_same")
    text = f"Mean 2.5 {tok('cite_same')}."
    assert verify_message(text, {"cite_same": old})[0].status == "unsupported"
    assert verify_message(text, {"cite_same": new})[0].status == "verified"


def test_locus_prefers_exact_match():
    rec = computation({"a": "chr8:100-500", "b": "chr8:200-300"}, "cite_c")
    [check] = verify_message(f"At chr8:200-300 {tok('cite_c')}.", {"cite_c": rec})
    assert (check.facts[0].path, check.facts[0].matched) == ("data.b", "chr8:200-300")
    [check] = verify_message(f"A peak lies within chr8:250-260 {tok('cite_c')}.", {"cite_c": rec})
    assert check.facts[0].path == "data.a"  # only placed inside: the first locus it overlaps
    [check] = verify_message(f"At chr8:250-260 {tok('cite_c')}.", {"cite_c": rec})
    assert check.status == "unsupported" and "only overlaps" in check.facts[0].note  # a region inside is not it


def test_many_chips_is_fast():
    import time

    records = [computation({"mean": i + 0.25, "peaks": [{"chrom": "chr1", "start": i * 100, "end": i * 100 + 50}]},
                           f"cite_c{i}") for i in range(100)]
    text = " ".join(f"Value {i}.25 at chr1:{i * 100}-{i * 100 + 50} {tok(f'cite_c{i}')}." for i in range(100))
    store = store_of(*records)
    verify_message(text, store)  # build the per-record indexes once
    t0 = time.perf_counter()
    checks = verify_message(text, store)
    elapsed = time.perf_counter() - t0
    assert all(c.status == "verified" for c in checks)
    assert elapsed < 0.5  # generous for slow CI; typically a few milliseconds


# -- extract_facts --------------------------------------------------------------------------------


def facts(sentence: str) -> list[tuple[str, str, object]]:
    return [(f.kind, f.text, f.value) for f in extract_facts(sentence)]


@pytest.mark.parametrize("sentence", [
    "K562 H3K27ac hg38 GRCh38 mm10 chr8 rs123 peak_3 1e",
    "v1.2.3 is a version, 3D and 2nd are words, the 5' end and 3′ UTR are ends",
    "See [1] and [12] and the footnote [^2].",
    "https://example.org/files/2024/report42.html",
    "Files peaks_1.bed and track2.bw",
    "`mean = 1.14` and ```19.96```",
    f"Token {tok('cite_12_34')} only",
])
def test_not_claims(sentence):
    assert facts(sentence) == []


def test_accession_digits_are_not_a_number():
    assert facts("ENCFF381NDD and ENCSR000AKP") == [
        ("accession", "ENCFF381NDD", "ENCFF381NDD"), ("accession", "ENCSR000AKP", "ENCSR000AKP")]


@pytest.mark.parametrize("sentence, expected", [
    ("7 peaks", [("number", "7", 7.0)]),
    ("at 127,700,000", [("number", "127,700,000", 127700000.0)]),
    ("r = -0.42", [("number", "-0.42", -0.42)]),
    ("p = 1.2e-5", [("number", "1.2e-5", 1.2e-5)]),
    ("100% coverage", [("number", "100%", 100.0)]),
    ("45.5 % covered", [("number", "45.5 %", 45.5)]),
    ("a 60-kb region", [("number", "60-kb", 60000.0)]),
    ("a 1.4 kb window", [("number", "1.4 kb", 1400.0)]),
    ("2 Mb scope", [("number", "2 Mb", 2000000.0)]),
    ("500bp peaks", [("number", "500bp", 500.0)]),
    ("Lines 1-40", [("number", "1", 1.0), ("number", "40", 40.0)]),
    ("from 1 - 40", [("number", "1", 1.0), ("number", "40", 40.0)]),
    ("in 2024", [("number", "2024", 2024.0)]),
    ("**1.14** and _19.96_", [("number", "1.14", 1.14), ("number", "19.96", 19.96)]),
    ("1. The mean 1.14", [("number", "1.14", 1.14)]),
    ("- 3 peaks", [("number", "3", 3.0)]),
    ("## 1. Top 3 peaks", []),  # the size of a selection, not a claim
    ("the top-10 peaks", []),
    ("the tier-10 peaks", [("number", "10", 10.0)]),  # a hyphen after a word, not a minus
    ("r=-0.42 (x = −1)", [("number", "-0.42", -0.42), ("number", "−1", -1.0)]),
    ("chr8:127,700,000–127,760,000", [("locus", "chr8:127,700,000–127,760,000", ("chr8", 127700000, 127760000))]),
    ("X:1-100 and chrUn_KI270742v1:5-9", [("locus", "X:1-100", ("X", 1, 100)),
                                          ("locus", "chrUn_KI270742v1:5-9", ("chrUn_KI270742v1", 5, 9))]),
    ("encff381ndd", [("accession", "encff381ndd", "ENCFF381NDD")]),
    ("ENCSR000AKP, ENCBS123ABC", [("accession", "ENCSR000AKP", "ENCSR000AKP"),
                                  ("accession", "ENCBS123ABC", "ENCBS123ABC")]),
])
def test_facts(sentence, expected):
    assert facts(sentence) == expected


def test_times_are_not_loci():
    # (#11) digits in clock times are neither loci nor values
    assert [f.kind for f in extract_facts("met 12:30-13:00")] == []


def test_extract_facts_are_unresolved():
    fs = extract_facts("Mean 1.14 at chr1:1-2 in ENCFF381NDD")
    assert all(isinstance(f, Fact) and not f.found and f.citation_id is None and f.path is None for f in fs)


# -- split_sentences ------------------------------------------------------------------------------


def sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


@pytest.mark.parametrize("text, expected", [
    ("", []),
    ("   \n\n ", []),
    ("One. Two! Three? Four", ["One.", "Two!", "Three?", "Four"]),
    ("The mean was 1.14. The max was 19.96.", ["The mean was 1.14.", "The max was 19.96."]),
    ("At chr8:127,700,000-127,760,000. Next.", ["At chr8:127,700,000-127,760,000.", "Next."]),
    ("Marks, e.g. H3K27ac, i.e. MYC, vs. others. Next.", ["Marks, e.g. H3K27ac, i.e. MYC, vs. others.", "Next."]),
    ("It is approx. 60 kb, ca. 7 peaks (Fig. 2). Next.", ["It is approx. 60 kb, ca. 7 peaks (Fig. 2).", "Next."]),
    ("Smith et al. showed it. Next.", ["Smith et al. showed it.", "Next."]),
    ("Genes A, B, etc. are marked. Then C.", ["Genes A, B, etc. are marked.", "Then C."]),
    ("Genes A, B, etc. Then C.", ["Genes A, B, etc.", "Then C."]),
    ("In E. coli it differs. Next.", ["In E. coli it differs.", "Next."]),
    ("Claim [[cite:cite_a]]. Next.", ["Claim [[cite:cite_a]].", "Next."]),
    ("Claim. [[cite:cite_a]] Next.", ["Claim. [[cite:cite_a]]", "Next."]),
    ("Claim.[[cite:cite_a]][[cite:cite_b]] Next.", ["Claim.[[cite:cite_a]][[cite:cite_b]]", "Next."]),
    ("Claim.\n[[cite:cite_a]] Next.", ["Claim.\n[[cite:cite_a]]", "Next."]),
    ("**Claim 1.14.** [[cite:cite_a]] Next.", ["**Claim 1.14.** [[cite:cite_a]]", "Next."]),
    ("Claim (see below.) Next.", ["Claim (see below.)", "Next."]),
    ("First paragraph\n\nSecond paragraph", ["First paragraph", "Second paragraph"]),
    ("A soft\nwrapped line.", ["A soft\nwrapped line."]),
    ("# Heading\nText under it", ["# Heading", "Text under it"]),
    ("Intro:\n- one\n- two\n1. three\n2) four", ["Intro:", "- one", "- two", "1. three", "2) four"]),
    ("- item one\n  continued. Second.", ["- item one\n  continued.", "Second."]),
    ("Claim one\n\n- [[cite:cite_a]]\n- [[cite:cite_b]]", ["Claim one\n\n- [[cite:cite_a]]\n- [[cite:cite_b]]"]),
    ("[[cite:cite_a]]", ["[[cite:cite_a]]"]),
    ("Run `a. b` now. Then.", ["Run `a. b` now.", "Then."]),
    ("Text\n```python\nx = 1. y = 2.\n```\nAfter.", ["Text", "```python\nx = 1. y = 2.\n```", "After."]),
    ("Wait... Then it rose. It rose... and fell.", ["Wait...", "Then it rose.", "It rose... and fell."]),
    ("| a | b |\n|---|---|\n| 1 | 2 |", ["| a | b |", "|---|---|", "| 1 | 2 |"]),
    ("Text\n---\nMore", ["Text", "---", "More"]),
    ("> quoted one.\n> quoted two", ["> quoted one.", "> quoted two"]),
    ("## 1. Results\n\n- 2. nested item. Next.", ["## 1. Results", "- 2. nested item.", "Next."]),
    ("One.\r\n\r\n- two\r\n```\r\nx. y\r\n```\r\nThree", ["One.", "- two", "```\r\nx. y\r\n```", "Three"]),
])
def test_split_sentences(text, expected):
    assert sentences(text) == expected


def test_split_sentences_spans_are_trimmed_and_ordered():
    text = "  One 1.14.   Two.\n\n  Three  "
    spans = split_sentences(text)
    assert spans == [(2, 11), (14, 18), (22, 27)]


def test_token_only_paragraph_after_code_block_stays_alone():
    text = "```\ncode\n```\n\n[[cite:cite_a]]"
    assert sentences(text) == ["```\ncode\n```", "[[cite:cite_a]]"]


# -- code_ranges ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("no code", []),
    ("a `b` c", ["`b`"]),
    ("a ``b ` c`` d", ["``b ` c``"]),
    ("a `b`` c", []),  # a run of 1 is closed only by a run of exactly 1
    ("a `b`` c` d", ["`b`` c`"]),
    ("a \\`b` c", []),  # an escaped backtick opens nothing; the next one is unmatched
    ("a `b\n\nc` d", []),  # a code span does not cross a blank line
    ("x\n```py\ncode `y`\n```\nz `w`", ["```py\ncode `y`\n```", "`w`"]),
    ("x\n~~~\ncode\n~~~~\nz", ["~~~\ncode\n~~~~"]),
    ("x\n````\ncode\n```\nstill code", ["````\ncode\n```\nstill code"]),  # unclosed: to the end
    ("```inline``` code", ["```inline```"]),
])
def test_code_ranges(text, expected):
    assert [text[s:e] for s, e in code_ranges(text)] == expected


def test_sentence_check_fields():
    [check] = verify_message(f"Mean 1.14 {tok(S.id)}.", {S.id: S})
    assert isinstance(check, SentenceCheck)
    assert (check.sentence, check.start, check.end) == (f"Mean 1.14 {tok(S.id)}.", 0, len(f"Mean 1.14 {tok(S.id)}."))
