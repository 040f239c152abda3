"""More of how the checker reads an answer (issue 11, the s10–s11 rounds): counts joined to their noun,
middle-dot lists, a hedge said once before a list, uncovered bases, a preview's bytes read, relations said
not to hold, a locus said to lie inside the view, places in a ranking, a chromosome named by number and
percent changes named by their noun. Records are the SYNTHETIC ones of test_binding.py, plus a few made
here (labelled SYNTHETIC)."""

from __future__ import annotations

from genie_widgets.citations import Citation

from .test_binding import MATRIX, PEAKS, STATS, STORE, VIEW, check, stats_record, tok

GENE = Citation(id="cite_gene", source_type="gene-annotation", title="Gene MYC (hg38 annotation)",
                tool="genome_find_gene", locus="chr8:127735433-127742951",
                data={"success": True, "gene": {"symbol": "MYC", "chrom": "chr8", "start": 127735433,
                                                "end": 127742951, "strand": "+"}})  # SYNTHETIC, real coordinates
ASSET = Citation(id="cite_wig", source_type="asset", title="signal.wig", tool="project_read_asset",
                 data={"success": True, "asset": {"id": "asset_wig_1", "size": 80997},
                       "preview": {"text": "chr9\t100\t200\t8.62\n", "lineCount": 40, "lineRange": "Lines 1-40",
                                   "truncated": True, "bytesRead": 49152}})  # SYNTHETIC
RANKED = stats_record("cite_three", values=[{"max": 111.0}, {"max": 76.3}])  # SYNTHETIC
STORE2 = {**STORE, GENE.id: GENE, ASSET.id: ASSET, RANKED.id: RANKED}


def status(text: str) -> str:
    return check(text, STORE2).status


def test_a_count_joined_to_its_noun_is_that_noun_s_count():
    assert status(f"rep1 and rep2 are the 2-track set here; rep1 averaged 0.870 {tok(STATS)}.") == "verified"
    assert status(f"In the 3-track set rep1 averaged 0.870 {tok(STATS)}.") == "unsupported"
    # the joined word is not the attribute of a later number
    assert status(f"The 2-track summary is 0.870 for rep1 {tok(STATS)}.") == "verified"


def test_middle_dots_separate_the_values_of_a_list():
    assert status(f"rep1: mean 0.870 · max 1,820.2 · covers 99.98% {tok(STATS)}.") == "verified"
    assert status(f"rep1: mean 0.870 · max 99.98 · covers 1,820.2 {tok(STATS)}.") == "unsupported"


def test_a_hedge_before_a_list_covers_each_number_of_it():
    record = stats_record("cite_sums", values=[{"sum": 27612.4}, {"sum": 23041.9}])
    store = {**STORE2, record.id: record}
    assert check(f"Signal summed to about 27,600 for rep1 and 23,000 for rep2 {tok(record)}.", store).status \
        == "verified"
    assert check(f"Signal summed to about 27,600 for rep1 and 24,000 for rep2 {tok(record)}.", store).status \
        == "unsupported"
    assert check(f"Signal summed to 27,612.4 for rep1 and 23,000 for rep2 {tok(record)}.", store).status \
        == "unsupported"  # no hedge: 23,000 keeps its written precision


def test_uncovered_bases_are_the_scope_less_the_covered_bases():
    assert status(f"rep1 leaves only about 10 kb of chr19 uncovered {tok(STATS)}.") == "verified"
    assert status(f"rep1 leaves about 20 kb of chr19 without data {tok(STATS)}.") == "unsupported"


def test_bytes_read_by_a_preview_are_not_the_file_size():
    assert status(f"The preview read 49,152 bytes of the 80,997-byte file {tok(ASSET)}.") == "verified"
    assert status(f"The file is 49,152 bytes on disk {tok(ASSET)}.") == "unsupported"
    assert status(f"The preview read 80,997 bytes {tok(ASSET)}.") == "unsupported"
    assert status(f"The preview read 49,152 of 80,997 bytes (~61%) {tok(ASSET)}.") == "verified"


def test_a_relation_said_not_to_hold_is_checked_as_said():
    assert status(f"MYC (chr8:127,735,433-127,742,951) does not overlap the view, chr19:1,000,000-1,200,000 "
                  f"{tok(GENE)} {tok(VIEW)}.") == "verified"
    assert status(f"MYC (chr8:127,735,433-127,742,951) overlaps the view, chr19:1,000,000-1,200,000 "
                  f"{tok(GENE)} {tok(VIEW)}.") == "unsupported"
    assert status(f"MYC isn't in the current view {tok(GENE)} {tok(VIEW)}.") == "verified"
    assert status(f"MYC is not inside the view {tok(GENE)} {tok(VIEW)}.") == "verified"


def test_a_locus_said_to_lie_inside_the_view():
    assert status(f"The window chr19:1,050,000-1,060,000 sits entirely inside the current view {tok(VIEW)}.") \
        == "verified"
    assert status(f"The window chr19:1,050,000-1,260,000 sits inside the current view {tok(VIEW)}.") \
        == "unsupported"


def test_a_chromosome_named_by_number_and_a_position_in_mb():
    assert status(f"MYC is on chromosome 8, at chr8:127,735,433-127,742,951 {tok(GENE)}.") == "verified"
    assert status(f"MYC is on chromosome 9 {tok(GENE)}.") == "unsupported"
    assert status(f"MYC is on chr8 at ~127.7 Mb {tok(GENE)}.") == "verified"
    assert status(f"MYC is on chr8 at ~129.7 Mb {tok(GENE)}.") == "unsupported"
    assert status(f"On chromosome 19 as a whole, rep1 averages 0.870 {tok(STATS)}.") == "verified"


def test_a_place_in_a_ranking():
    assert status(f"rep2 had the second-highest maximum, 76.3 {tok(RANKED)}.") == "verified"
    assert status(f"rep1 had the second-highest maximum, 111.0 {tok(RANKED)}.") == "unsupported"


def test_a_percent_change_named_by_its_noun():
    record = Citation(id="cite_merge", source_type="genome-computation", title="Genome call peaks result",
                      tool="genome_call_peaks", data={"success": True, "peakCount": 38, "fragmentCount": 65,
                                                      "scopeApplied": "viewport (chr19:1000000-1200000)"})  # SYNTHETIC
    store = {**STORE2, record.id: record}
    assert check(f"Merging cut 65 fragments to 38 peaks, a ~42% reduction {tok(record)}.", store).status == "verified"
    assert check(f"Merging cut 65 fragments to 38 peaks, a ~52% reduction {tok(record)}.", store).status \
        == "unsupported"


def test_above_names_a_threshold_only_right_before_its_number():
    assert status(f"Peaks were called above 18.92 {tok(PEAKS)}.") == "verified"
    assert status(f"The rep1–pooled r (0.90) is well above the rep1–rep2 value of 0.48 {tok(MATRIX)}.") == "verified"
    assert status(f"The rep1–pooled r (0.90) is well above the rep1–rep2 value of 0.58 {tok(MATRIX)}.") \
        == "unsupported"
