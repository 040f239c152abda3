"""Issue 28, the classes blind round r7 found open: a member joined to a group after its noun ("both
replicates and the pooled track …") must hold the value too, and a member the cited records do not
cover makes the claim wrong; a plain-word name followed by a noun of its kind ("the pooled track") is
a name even where no cited record holds it; "replicate 1" at the head of a longer name is a file's
replicate where a file record is cited; a strand in bold or in parentheses is read; "Peaks: 64" is
a peak count, never the fragment count; a comparative with no "than" is checked against the other
value the sentence states ("CTCF is higher on average, 3.86 vs 4.37"); a decimal is no count of
words away from it; a superlative in a bullet's label ranks the name after its colon; a project's
files are its assets; an asset is named by its whole file name, with its size and rows its own; the
lengths a warning states are facts, and a name the cited record writes is no unknown entity; the only
number under another attribute's words is undecided; a name several entities share is narrowed by the
names beside it for a pair ("GBM T1/T2"); the genes of a quantification over genes are its rows, and
"5th of 57 genes" is a place; names said to go together ("S_1 → S_01_T1.bw") must share a row of the
cited table.

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import Citation, verify_message


def _track(tid: str, name: str, mean: float, mx: float) -> dict[str, Any]:
    return {"trackId": tid, "name": name, "stats": {"mean": mean, "max": mx, "scopeLength": 20000}}


def _view_stats(cid: str, locus: str, *tracks: dict[str, Any], **more: Any) -> Citation:
    """A SYNTHETIC genome_signal_stats record over the view ``locus``."""
    return Citation(id=cid, source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus=locus,
                    data={"success": True, "scopeApplied": f"viewport ({locus})", "loci": [locus],
                          "tracks": list(tracks), **more})


TWO_WINDOWS = Citation(id="cite_two_windows", source_type="genome-computation", title="Genome signal stats result",
                       tool="genome_signal_stats", data={
                           "success": True, "scopeApplied": "regions (2)",
                           "loci": ["chr19:1050000-1060000", "chr19:1100000-1110000"], "tracks": [
                               _track("rep1_fold_change_0001", "rep1 fold change", 3.23, 199.8),
                               _track("rep2_fold_change_0002", "rep2 fold change", 5.73, 190.7)]})  # SYNTHETIC
VIEW = _view_stats("cite_view_three", "chr19:1000000-1200000",
                   _track("rep1_fold_change_0001", "rep1 fold change", 1.22, 199.8),
                   _track("rep2_fold_change_0002", "rep2 fold change", 1.69, 190.7),
                   _track("pooled_fold_change_0003", "pooled fold change", 1.41, 196.0))  # SYNTHETIC
FILE = Citation(id="cite_file_rep2", source_type="public-data-file", title="ENCODE file ENCFF289IVJ",
                tool="public_data_search",
                data={"accession": "ENCFF289IVJ", "experiment": "ENCSR000AKP", "outputType": "fold change over control",
                      "fileType": "bigWig", "biologicalReplicates": [2], "rank": 5})  # SYNTHETIC
GENE = Citation(id="cite_gene_gpx4", source_type="gene-annotation", title="Gene GPX4 (hg38 annotation)",
                tool="genome_find_gene", locus="chr19:1103925-1106791",
                data={"success": True, "gene": {"symbol": "GPX4", "chrom": "chr19", "start": 1103925,
                                                "end": 1106791, "strand": "+"}})  # SYNTHETIC, real coordinates
PEAKS = Citation(id="cite_peaks_merged", source_type="genome-computation", title="pooled fold change peaks",
                 tool="genome_call_peaks", data={"success": True, "peakCount": 34, "fragmentCount": 64,
                                                 "mergeGap": 1000, "threshold": 18.9,
                                                 "scopeApplied": "viewport (chr19:1000000-1200000)"})  # SYNTHETIC
MARKS = _view_stats("cite_marks", "chr6:31132118-31148508",
                    _track("h1_h2az_0001", "H1 H2A.Z", 4.369, 61.0),
                    _track("h1_ctcf_0002", "H1 CTCF", 3.863, 88.0))  # SYNTHETIC
STORE = {c.id: c for c in (TWO_WINDOWS, VIEW, FILE, GENE, PEAKS, MARKS)}


def tok(c: Citation) -> str:
    return f"[[cite:{c.id}]]"


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_member_joined_after_the_group_must_hold_the_value_and_be_covered():
    w = tok(TWO_WINDOWS)
    # the two-window record holds rep1 and rep2 only: the pooled track's maximum is not there
    assert status(f"Both replicates and the pooled track top out at nearly 200 across the two windows {w}.") \
        == "unsupported"
    assert status(f"rep1, rep2 and pooled all top out at nearly 200 across the two windows {w}.") == "unsupported"
    assert status(f"Both replicates top out at nearly 200 across the two windows {w}.") == "verified"
    v = tok(VIEW)  # here all three are covered, and each holds "about 200" at one significant figure
    assert status(f"Both replicates and the pooled track top out at about 200 in the view {v}.") == "verified"


def test_a_plain_word_name_before_a_noun_of_its_kind_is_a_name():
    w = tok(TWO_WINDOWS)
    # rep1's mean, said of the pooled track (which the cited record does not hold)
    assert status(f"The pooled track averaged 3.23 across the two windows {w}.") == "unsupported"
    # the word alone, not a name: "replicates 1 and 2 pooled"
    assert status(f"rep1 averaged 3.23 across the two windows, with both replicates pooled later {w}.") == "verified"


def test_replicate_n_heading_a_longer_name_is_a_files_replicate():
    f = tok(FILE)
    assert status(f"- **ENCFF289IVJ:** replicate 1 fold-change bigWig {f}") == "unsupported"
    assert status(f"- **ENCFF289IVJ:** replicate 2 fold-change bigWig {f}") == "verified"


def test_a_strand_in_bold_or_in_parentheses_is_read():
    g = tok(GENE)
    assert status(f"**GPX4 (hg38)**\n- chr19:1,103,925-1,106,791, **minus** strand {g}") == "unsupported"
    assert status(f"- GPX4: chr19:1,103,925-1,106,791, (−) strand {g}") == "unsupported"
    assert status(f"- GPX4: chr19:1,103,925-1,106,791, **plus** strand {g}") == "verified"
    assert status(f"- GPX4: chr19:1,103,925-1,106,791, (+) strand {g}") == "verified"


def test_peaks_in_a_label_is_the_peak_count_not_the_fragment_count():
    p = tok(PEAKS)
    assert status(f"**Pooled FC, z ≥ 2, 1-kb merge**\n- **Peaks:** 64 {p}") == "unsupported"
    assert status(f"- **Peaks:** 34 {p}") == "verified"
    assert status(f"- The caller found 64 fragments before merging {p}.") == "verified"


def test_a_comparative_without_than_is_checked_against_the_other_stated_value():
    m = tok(MARKS)
    assert status(f"- **CTCF vs H2A.Z:** CTCF is higher on average, 3.86 vs 4.37 {m}") == "unsupported"
    assert status(f"CTCF is higher on average (3.86 vs 4.37 for H2A.Z) {m}.") == "unsupported"
    assert status(f"- **CTCF vs H2A.Z:** CTCF is lower on average, 3.86 vs 4.37 {m}") == "verified"
    assert status(f"H2A.Z is higher on average (4.37 vs 3.86 for CTCF) {m}.") == "verified"


K562 = _view_stats("cite_k562_four", "chr9:4000000-6000000",
                   _track("k562_h3k27ac_0001", "K562 H3K27ac", 0.687, 67.4),
                   _track("k562_h3k27me3_0002", "K562 H3K27me3", 0.473, 12.1),
                   _track("k562_h3k4me3_0003", "K562 H3K4me3", 0.301, 40.2),
                   _track("k562_rna_0004", "K562 RNA", 5.685, 218.6))  # SYNTHETIC
ASSETS = Citation(id="cite_assets_two", source_type="asset", title="Project assets", tool="project_list_assets",
                  data={"assetCount": 2, "assets": [
                      {"id": "asset_idr_peaks_0001", "title": "rep1-rep2.idr0.1.bfilt.regionPeak.gz", "size": 9120},
                      {"id": "asset_pooled_peaks_0002", "title": "pooled.pval0.01.500K.bfilt.narrowPeak.gz",
                       "size": 48211}]})  # SYNTHETIC
BED = Citation(id="cite_asset_bed", source_type="asset", title="SAMPLE_1.bed", tool="project_read_asset",
               data={"asset": {"id": "asset_sample_1_bed_0001", "title": "SAMPLE_1.bed", "format": "bed",
                               "size": 3144},
                     "preview": {"lineCount": 2, "bytesRead": 3144, "truncated": False,
                                 "text": "chr21\t45640000\t45640500\tSAMPLE_1_peak_1\t589\n"
                                         "chr21\t45650000\t45650400\tSAMPLE_1_peak_2\t212"}})  # SYNTHETIC
STORE.update({c.id: c for c in (K562, ASSETS, BED)})


def test_a_decimal_is_no_count_of_words_away_and_a_label_names_the_ranked_entity():
    k = tok(K562)  # "four … tracks" in the label counts the tracks; 5.69 is RNA's mean, the highest
    assert status(f"- **Highest mean of the four K562 tracks:** RNA, 5.69 {k}") == "verified"
    assert status(f"- **Highest mean of the four K562 tracks:** H3K27ac, 0.687 {k}") == "unsupported"
    assert status(f"The chromosome call kept 18.9 peaks {tok(PEAKS)}.") == "unsupported"  # its own word: a count


def test_files_of_a_project_are_its_assets():
    a = tok(ASSETS)
    assert status(f"- **Project assets:** 2 files, the IDR regionPeak and the pooled narrowPeak {a}") == "verified"
    assert status(f"- **Project assets:** 3 files {a}") == "unsupported"


def test_an_asset_is_named_by_its_whole_file_name():
    b = tok(BED)
    assert status(f"- **SAMPLE_1.bed:** 3.1 kB {b}") == "verified"
    assert status(f"The SAMPLE_1.bed file weighs in at about 3.1 kB {b}.") == "verified"
    assert status(f"- **SAMPLE_1.bed:** 4.1 kB {b}") == "unsupported"
    # its rows are its own: a row named by its locus, in the file named
    assert status(f"In SAMPLE_1.bed, the highest-scoring interval (score 589) is at chr21:45,640,000-45,640,500 {b}.") \
        == "verified"


WARNED = _view_stats("cite_warned_stats", "chr9:4000000-6000000",
                     _track("k562_h3k4me3_0003", "K562 H3K4me3", 0.301, 40.2),
                     warnings=["measured despite a genome mismatch: /data/K562_H3K4me3.bigwig: the chromosome sizes in "
                               "its header do not match hg19 (1 of 1 differ, e.g. chr9 is 138,394,717 bp in the file "
                               "and 141,213,431 bp in hg19); it probably belongs to hg38"])  # SYNTHETIC
STORE[WARNED.id] = WARNED


def test_lengths_a_warning_states_are_facts_and_a_name_it_writes_is_no_unknown_entity():
    w = tok(WARNED)
    assert status(f"The header of the K562 H3K4me3 bigWig gives chr9 as 138,394,717 bp {w}.") == "verified"
    assert status(f"The header of the K562 H3K4me3 bigWig gives chr9 as 139,394,717 bp {w}.") == "unsupported"
    # "hg38" is written in the warning: a word of the record, not a name of something no record knows
    assert status(f"- ⚠ H3K4me3 file likely hg38: chr9 138,394,717 bp in header vs 141,213,431 bp in hg19 {w}") \
        == "verified"
    assert status(f"- ⚠ H3K4me3 file likely hg38: chr9 138,394,717 bp in header vs 142,213,431 bp in hg19 {w}") \
        == "unsupported"


THRESHOLD_CALL = Citation(id="cite_threshold_call", source_type="genome-computation", title="rep2 peaks · ≥ 20",
                          tool="genome_call_peaks", data={"success": True, "method": "threshold", "threshold": 20.0,
                                                          "minWidth": 50, "mergeGap": 0, "peakCount": 48,
                                                          "fragmentCount": 48,
                                                          "scopeApplied": "viewport (chr19:1000000-1200000)"
                                                          })  # SYNTHETIC
STORE[THRESHOLD_CALL.id] = THRESHOLD_CALL


def test_the_only_number_under_another_attributes_words_is_undecided():
    t = tok(THRESHOLD_CALL)
    # 50 bp is the minimum width; the sentence names the merge gap (0 bp)
    assert status(f"The absolute-threshold run used a 50 bp merge gap {t}.") == "unverified"
    assert status(f"The absolute-threshold run used a 50 bp minimum width {t}.") == "verified"


SAMPLES = Citation(id="cite_sample_matrix", source_type="genome-computation", title="Genome correlate tracks result",
                   tool="genome_correlate_tracks", locus="chr21:45634768-46709803",
                   data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)",
                         "trackIds": ["accx_t1_0001", "accx_t2_0002", "gbmx_t1_0003", "gbmx_t2_0004"],
                         "trackNames": ["ACCx_025FE5F8_T1", "ACCx_025FE5F8_T2", "GBMx_09C0DCE7_T1",
                                        "GBMx_09C0DCE7_T2"],
                         "pearsonMatrix": [[1, 0.992, 0.702, 0.71], [0.992, 1, 0.69, 0.70],
                                           [0.702, 0.69, 1, 0.9947], [0.71, 0.70, 0.9947, 1]]})  # SYNTHETIC
STORE[SAMPLES.id] = SAMPLES


def test_a_shared_name_is_narrowed_by_the_names_beside_it_for_a_pair():
    s = tok(SAMPLES)
    # "GBM T1/T2": GBM's T1 and GBM's T2 (bare "T2" is every second sample)
    assert status(f"- **Tightest pair:** GBM T1/T2, Pearson 0.995 {s}") == "verified"
    assert status(f"- **Highest Pearson pair:** GBM T1 vs GBM T2, 0.995 {s}") == "verified"
    assert status(f"- **Tightest pair:** ACC T1/T2, Pearson 0.992 {s}") == "unsupported"


def _gene_row(rank: int, name: str, start: int, end: int, value: float) -> dict[str, Any]:
    return {"rank": rank, "chr": "chr9", "start": start, "end": end, "name": name, "featureScore": None,
            "value": value}


GENE_QUANT = Citation(id="cite_gene_quant", source_type="genome-computation",
                      title="Genome quantify at features result", tool="genome_quantify_at_features",
                      locus="chr9:4000000-6000000", data={
                          "success": True, "scopeApplied": "viewport (chr9:4000000-6000000)", "metric": "mean",
                          "rowCount": 57, "topRows": [
                              _gene_row(1, "PPAPDC2", 4662297, 4665256, 17.16),
                              _gene_row(2, "SPATA6L", 4553385, 4666674, 12.40),
                              _gene_row(3, "RCL1", 4792943, 4870844, 9.02),
                              _gene_row(4, "JAK2", 4985032, 5128183, 5.49)]})  # SYNTHETIC, real gene names
STORE[GENE_QUANT.id] = GENE_QUANT


def test_genes_of_a_quantification_over_genes_are_its_rows_and_a_place_among_them_is_checked():
    q = tok(GENE_QUANT)
    assert status(f"- **RNA quantification:** 57 genes scored {q}") == "verified"
    assert status(f"- **RNA quantification:** 58 genes scored {q}") == "unsupported"
    assert status(f"- **JAK2:** 4th of 57 genes by RNA {q}") == "verified"
    assert status(f"- **JAK2:** 5th of 57 genes by RNA {q}") == "unsupported"


SHEET = Citation(id="cite_sheet", source_type="asset", title="example_datatable.txt", tool="project_read_asset",
                 data={"asset": {"id": "asset_example_datatable_txt_0001", "title": "example_datatable.txt",
                                 "format": "tsv", "size": 600},
                       "preview": {"lineCount": 3, "bytesRead": 600, "truncated": False,
                                   "text": "sample_id\tgroup\tbw_path\n"
                                           "S_1\tGRP\tGRP_000CFD9F_T2.bw\n"
                                           "S_2\tGRP\tGRP_01112370_T1.bw"}})  # SYNTHETIC
STORE[SHEET.id] = SHEET


def test_names_said_to_go_together_must_share_a_row_of_the_cited_table():
    s = tok(SHEET)
    assert status(f"- Sheet: S_1 → GRP_000CFD9F_T2.bw {s}") == "verified"
    assert status(f"- Sheet: S_1 → GRP_01112370_T1.bw {s}") == "unsupported"
    assert status(f"In the sheet, sample S_2 was mapped to the bigWig of GRP_000CFD9F_T2 {s}.") == "unsupported"
    assert status(f"In the sheet, S_2 points to the GRP_01112370_T1 bigWig {s}.") == "verified"
    # a name in no row: nothing to check
    assert status(f"- Sheet: S_9 → GRP_000CFD9F_T2.bw {s}") != "verified"


def test_rather_than_is_no_difference():
    w = tok(WARNED)
    # "rather" ends in -er but is no direction word: 138,394,717 is a length the warning states, not a difference
    assert status(f"The header gives chr9 as 138,394,717 bp rather than the 141,213,431 bp of hg19 {w}.") == "verified"
    assert status(f"The header gives chr9 as 139,394,717 bp rather than the 141,213,431 bp of hg19 {w}.") \
        == "unsupported"
