"""How the checker reads an answer's phrasing (issue 11, the last blind batches): run-in headings,
view verbs, selections, spaced scale suffixes, "<value> with <name>" lists and "in its <file>"
places. Records are the SYNTHETIC ones of test_binding.py."""

from __future__ import annotations

from genie_widgets.citations import Citation, verify_message
from genie_widgets.citations.sentences import split_sentences

from .test_binding import MATRIX, PEAKS, PREVIEW, STATS, STORE, VIEW, check, stats_record, tok


def test_a_bold_run_in_heading_belongs_to_the_sentence_it_leads():
    text = f"**Summary.** rep1 averaged 0.870 on chr19 {tok(STATS)}. Both replicates agree."
    assert [text[a:b] for a, b in split_sentences(text)][1] == "Both replicates agree."
    [first, _] = verify_message(text, STORE)
    assert first.sentence.startswith("**Summary.**") and first.status == "verified"
    # a heading on its own line, or a long bold sentence, stays a sentence of its own
    assert len(split_sentences("**Summary.**\nrep1 averaged 0.870.")) == 2
    assert len(split_sentences("**rep1 is clearly the higher of the two tracks.** Then more.")) == 2


def test_a_view_said_to_be_moved_or_set_to_a_locus_must_be_that_locus():
    for said in ("I've moved the view to", "The view is now set to", "The analysis covers"):
        assert check(f"{said} chr19:1,000,000-1,250,000 {tok(VIEW)}.").status == "unsupported", said
        assert check(f"{said} chr19:1,000,000-1,200,000 {tok(VIEW)}.").status == "verified", said


def test_the_size_of_a_selection_is_not_a_claim():
    for top in ("top five", "top 5", "first three"):
        c = check(f"rep1 peaked at 1,820 among the {top} tracks {tok(STATS)}.")
        assert [f.text for f in c.facts] == ["1,820"], top
    assert check(f"The caller kept 5 fragments {tok(PEAKS)}.").status == "unsupported"


def test_a_scale_suffix_after_a_space_is_read():
    record = stats_record(values=[{"sum": 51008739.3}, {"sum": 51203321.0}])
    store = {record.id: record}
    assert check(f"Summed signal is about 51.0 M for rep1 and 51.2 M for rep2 {tok(record)}.", store).status \
        == "verified"
    c = check(f"Summed signal is about 51.2 M for rep1 {tok(record)}.", store)
    assert c.status == "unsupported" and "rep2" in c.facts[0].note


def test_values_listed_with_the_name_after_them():
    ok = f"Pooled agrees with each replicate (Pearson 0.90 with rep1, 0.91 with rep2) {tok(MATRIX)}."
    assert check(ok).status == "verified"
    swapped = f"Pooled agrees with each replicate (Pearson 0.91 with rep1, 0.90 with rep2) {tok(MATRIX)}."
    assert check(swapped).status == "unsupported"
    # a "with" that opens a clause with its own number still ends the clause
    assert check(f"rep1 averaged 0.870, with rep2 at 0.874 {tok(STATS)}.").status == "verified"
    assert check(f"rep1 averaged 0.874, with rep2 at 0.870 {tok(STATS)}.").status == "unsupported"


def test_a_word_after_in_its_says_where_not_what_was_counted():
    c = check(f"The caller kept 7,688 fragments, compared with 7,688 in its BED file {tok(PEAKS)}.")
    assert c.status == "verified", [(f.text, f.note) for f in c.facts]


def test_a_gap_said_with_before_or_after_is_the_distance_between_the_two_features():
    for said in ("peak2363 ends 465 bp before peak2364 begins", "peak2364 starts 465 bp after peak2363 ends"):
        assert check(f"{said} {tok(PREVIEW)}.").status == "verified", said
        assert check(f"{said.replace('465', '475')} {tok(PREVIEW)}.").status == "unsupported", said


def test_a_pair_written_as_joined_names_needs_both():
    for pair in ("rep1–pooled", "rep1/pooled", "rep1 vs pooled", "pooled-rep1"):
        assert check(f"Per the Pearson matrix, {pair} is 0.90 {tok(MATRIX)}.").status == "verified", pair
        c = check(f"Per the Pearson matrix, {pair} is 0.91 {tok(MATRIX)}.")  # rep2–pooled's value
        assert c.status == "unsupported", pair


#: SYNTHETIC genome_find_gene record (the shape the tool stores; MYC's hg38 coordinates).
GENE = Citation(id="cite_gene_myc", source_type="gene-annotation", title="Gene MYC (hg38 annotation)",
                tool="genome_find_gene", locus="chr8:127735433-127742951",
                data={"success": True, "genomeId": "hg38", "query": "MYC",
                      "gene": {"symbol": "MYC", "geneId": "MYC", "chrom": "chr8", "start": 127735433,
                               "end": 127742951, "strand": "+", "locus": "chr8:127735433-127742951"}})


def test_a_position_said_after_the_chromosome():
    store = {GENE.id: GENE}
    assert check(f"MYC sits on chr8 at about 127.7 Mb {tok(GENE)}.", store).status == "verified"
    assert check(f"MYC lies on chr8 at 127.74 Mb {tok(GENE)}.", store).status == "verified"
    assert check(f"MYC sits on chr8 at about 128.7 Mb {tok(GENE)}.", store).status == "unsupported"


def test_each_vs_pair_takes_the_names_said_since_the_previous_one():
    ok = (f"rep1 reaches a higher maximum than rep2 (1,820 vs 1,668), though rep2 has the higher mean "
          f"(0.874 vs 0.870) {tok(STATS)}.")
    assert check(ok).status == "verified"
    swapped = (f"rep1 reaches a higher maximum than rep2 (1,668 vs 1,820), though rep2 has the higher mean "
               f"(0.874 vs 0.870) {tok(STATS)}.")
    assert check(swapped).status == "unsupported"


def test_a_track_named_before_a_files_rows_says_whose_rows_they_are():
    # rep1 is a track of the store that the cited preview does not know; its rows are peak2363 (533 bp)
    # and peak2364 (538 bp)
    assert check(f"The rep1 preview peaks are 533 bp and 538 bp long {tok(PREVIEW)}.").status == "verified"
    assert check(f"The rep1 preview peaks are 533 bp and 548 bp long {tok(PREVIEW)}.").status == "unsupported"
    # a feature named picks its own row
    assert check(f"peak2363 scored 93 in the rep1 file {tok(PREVIEW)}.").status == "unsupported"
    assert check(f"peak2363 scored 41 in the rep1 file {tok(PREVIEW)}.").status == "verified"
