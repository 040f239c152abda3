"""Issue 28, the classes found open in blind round r9 (r9a, tuned on): a share said as a fraction
word ("a reduction of nearly two-thirds"); a list of genes after a verb ending in "s" ("the window
is crowded: 13 genes …, including …"); a mean across tracks listed by name; the samples of a sample
sheet; a collective named before its members ("the two breast samples, A and B … the former");
a comparison said with a participle ("…, trailing X").

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import Citation, verify_message

CALL = Citation(id="cite_r9_call", source_type="genome-computation", title="pooled fold change peaks",
                tool="genome_call_peaks", locus="chr19:1000000-1200000",
                data={"success": True, "method": "zscore", "k": 2, "mean": 1.45, "sd": 8.7, "threshold": 18.85,
                      "peakCount": 34, "fragmentCount": 64, "mergeGap": 1000,
                      "scopeApplied": "viewport (chr19:1000000-1200000)"})  # SYNTHETIC
GENES = Citation(id="cite_r9_describe", source_type="genome-computation", title="Genome describe viewport result",
                 tool="genome_describe_viewport", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                       "tracks": [{"trackId": "genes_hg38_0001", "name": "Genes (hg38)", "type": "annotation",
                                   "stats": {"geneCount": 4, "genes": ["GPX4", "ABCA7", "STK11", "CNN2"]}}]})
# SYNTHETIC


def _row(name: str, values: list[float]) -> dict[str, Any]:
    return {"rank": 1, "chr": "chr19", "start": 1097875, "end": 1098013, "name": name, "featureScore": 115.0,
            "values": values, "meanAcrossTracks": round(sum(values) / len(values), 4)}


QUANT = Citation(id="cite_r9_quant", source_type="genome-computation", title="Genome quantify at features result",
                 tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                       "signalTrackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                       "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                       "featureTrackId": "rep1_peaks_0004", "rowCount": 64, "rankedBy": "meanAcrossTracks",
                       "topRows": [_row("Peak_22", [112.4, 98.3, 105.8])]})  # SYNTHETIC; across tracks 105.5
SHEET = Citation(id="cite_r9_sheet", source_type="asset", title="samples.txt", tool="project_read_asset",
                 data={"asset": {"id": "asset_samples_0001", "title": "samples.txt", "format": "tsv", "size": 120},
                       "preview": {"text": "sample_id\tgroup\tbw_path\nA_1\tA\tA_1.bw\nA_2\tA\tA_2.bw\nB_1\tB\tB_1.bw",
                                   "lineCount": 4, "lineRange": "Lines 1-4", "truncated": False,
                                   "bytesRead": 120}})  # SYNTHETIC
TRACKS = Citation(id="cite_r9_stats", source_type="genome-computation", title="Genome signal stats result",
                  tool="genome_signal_stats", locus="chr21:45634768-46709803",
                  data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)",
                        "loci": ["chr21:45634768-46709803"],
                        "tracks": [{"trackId": f"{n}_{i:04d}", "name": n, "stats": {"mean": mean, "max": high}}
                                   for i, (n, mean, high) in enumerate((("BRCA_000CFD9F_T2", 4.155, 283.1),
                                                                        ("BRCA_01112370_T1", 7.181, 291.6)))]})
# SYNTHETIC
STORE = {c.id: c for c in (CALL, GENES, QUANT, SHEET, TRACKS)}


def tok(c: Citation) -> str:
    return f"[[cite:{c.id}]]"


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_fraction_word_said_as_a_change_is_checked():
    c = tok(CALL)
    # 64 → 34 is 47% fewer: not two-thirds; about half
    assert status(f"Merging took the call from 64 fragments to 34 peaks — a reduction of nearly two-thirds {c}.") \
        == "unsupported"
    assert status(f"Merging took the call from 64 fragments to 34 peaks, nearly two-thirds fewer {c}.") \
        == "unsupported"
    assert status(f"Merging took the call from 64 fragments to 34 peaks — a reduction of nearly half {c}.") \
        == "verified"
    # a fraction ending its clause with no change said is not read
    assert status(f"Merging took the call from 64 fragments to 34 peaks; the rest is a third {c}.") != "unsupported"


def test_listed_genes_are_read_after_a_verb_ending_in_s():
    g = tok(GENES)
    assert status(f"The window is crowded: 4 genes fall in view, including GPX4, ABCA7 and MIDN {g}.") \
        == "unsupported"
    assert status(f"The window is crowded: 4 genes fall in view, including GPX4, ABCA7 and STK11 {g}.") \
        == "verified"


def test_a_mean_across_tracks_listed_by_name_is_the_rows_mean():
    q = tok(QUANT)
    lead = f"Peak_22 heads the table {q}. "
    # 105.8 is the pooled column; the row's mean across the three tracks is 105.5
    assert status(lead + f"Its mean across rep1, rep2 and the pooled track comes to 105.8 {q}.") == "unsupported"
    assert status(lead + f"Its mean across rep1, rep2 and the pooled track comes to 105.5 {q}.") == "verified"


def test_the_samples_of_a_sample_sheet_are_its_rows_under_the_header():
    s = tok(SHEET)
    assert status(f"The sample sheet lists 3 samples {s}.") == "verified"
    assert status(f"The sample sheet lists three samples {s}.") == "verified"
    assert status(f"The sample sheet lists four samples {s}.") == "unsupported"  # its 4 lines hold a header


def test_the_former_and_the_latter_count_the_names_not_the_collective_before_them():
    t = tok(TRACKS)
    lead = f"The two BRCA samples, BRCA_000CFD9F_T2 and BRCA_01112370_T1, are worth comparing {t}. "
    assert status(lead + f"The former reaches a maximum of 291.6, a little above the latter {t}.") == "unsupported"
    assert status(lead + f"The former reaches a maximum of 283.1, a little below the latter {t}.") == "verified"


def test_a_vs_pair_after_a_collective_takes_the_names_that_follow():
    t = tok(TRACKS)
    assert status(f"The gap between the BRCA samples is large: BRCA T1 averages 7.18 against 4.16 for BRCA T2, "
                  f"a difference of roughly 3.0 {t}.") == "verified"
    assert status(f"The gap between the BRCA samples is large: BRCA T1 averages 4.16 against 7.18 for BRCA T2 "
                  f"{t}.") == "unsupported"


def _rows(*rows: tuple[str, float, list[float]]) -> list[dict[str, Any]]:
    return [{**_row(name, values), "rank": i + 1, "featureScore": score}
            for i, (name, score, values) in enumerate(rows)]


QUANT_ROWS = Citation(id="cite_r9_quant_rows", source_type="genome-computation",
                      title="Genome quantify at features result", tool="genome_quantify_at_features",
                      locus="chr19:1000000-1200000",
                      data={**QUANT.data, "topRows": _rows(("Peak_22", 115.0, [112.4, 98.3, 105.8]),
                                                          ("Peak_7", 90.5, [90.1, 80.2, 85.0]),
                                                          ("Peak_9", 238.1, [80.0, 79.1, 79.9]))})  # SYNTHETIC
NAV = Citation(id="cite_r9_nav", source_type="genome-computation", title="Genome navigate result",
               tool="genome_navigate", locus="chr19:1000000-1200000",
               data={"success": True, "viewRegion": {"locus": "chr19:1000000-1200000", "chr": "chr19",
                                                     "start": 1000000, "end": 1200000}})  # SYNTHETIC
STORE.update({c.id: c for c in (QUANT_ROWS, NAV)})


def test_a_ratio_word_after_over_or_under_is_bounded():
    t = tok(TRACKS)
    # 7.181 / 4.155 is 1.73: under double, not over it
    assert status(f"BRCA T1 averages 7.18 against BRCA T2's 4.16, well over double {t}.") == "unsupported"
    assert status(f"BRCA T1 averages 7.18 against BRCA T2's 4.16, under double {t}.") == "verified"


def test_the_second_value_of_a_pair_said_against_a_name_is_of_the_first_ones_attribute():
    t = tok(TRACKS)
    # 283.1 is BRCA T2's maximum, not its mean
    assert status(f"BRCA T1 averages 7.18 against BRCA T2's 283.1 {t}.") == "unsupported"
    assert status(f"BRCA T1 averages 7.18 against BRCA T2's 4.16 {t}.") == "verified"


def test_a_superlative_ranks_the_attribute_of_the_value_said_nearest_it():
    q = tok(QUANT_ROWS)
    assert status(f"Peak_9 ranks only third by mean across tracks (79.7), though its feature score of 238.1 is the "
                  f"highest in the table {q}.") == "verified"
    assert status(f"Peak_9 ranks only third by mean across tracks (79.7), though its feature score of 238.1 is the "
                  f"lowest in the table {q}.") == "unsupported"


def test_a_window_said_to_cover_a_length_is_that_long():
    n = tok(NAV)
    assert status(f"That window covers about 0.2 Mb {n}.") == "verified"
    assert status(f"That window covers about 1.2 Mb {n}.") == "unsupported"


def test_from_a_position_on_a_sequence_to_another_is_a_start_and_an_end():
    n = tok(NAV)
    assert status(f"The view runs from chr19:1,000,000 to 1,200,000 {n}.") == "verified"
    assert status(f"The view runs from chr19:1,000,000 to 1,000,000 {n}.") == "unsupported"
    assert status(f"The view runs from chr19:1,200,000 to 1,200,000 {n}.") == "unsupported"
    assert status(f"The view spans 200 kb, from chr19:1,200,000 to 1,200,000 {n}.") == "unsupported"
    assert status(f"The view spans 200 kb, from chr19:1,000,000 to 1,200,000 {n}.") == "verified"


_NAMES = ["GBMx_09C0DCE7_T1", "GBMx_09C0DCE7_T2", "LGGx_116B070A_T1", "LGGx_116B070A_T2"]
_R = [[1.0, 0.9947, 0.9342, 0.9301], [0.9947, 1.0, 0.9378, 0.9322], [0.9342, 0.9378, 1.0, 0.9899],
      [0.9301, 0.9322, 0.9899, 1.0]]
GLIOMA = Citation(id="cite_r9_glioma", source_type="genome-computation", title="Genome correlate tracks result",
                  tool="genome_correlate_tracks", locus="chr21:45634768-46709803",
                  data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)", "binSize": 5000,
                        "trackIds": [f"{n.lower()}_{i:04d}" for i, n in enumerate(_NAMES)], "trackNames": _NAMES,
                        "pearsonMatrix": _R})  # SYNTHETIC
STORE[GLIOMA.id] = GLIOMA


def test_a_name_of_two_tracks_is_a_pair_for_a_pair_superlative():
    g = tok(GLIOMA)
    assert status(f"The GBM replicates form the most tightly correlated pair in the matrix {g}.") == "verified"
    assert status(f"The LGG replicates form the most tightly correlated pair in the matrix {g}.") == "unsupported"
    assert status(f"The GBM pair is the least correlated pair in the matrix {g}.") == "unsupported"


def test_a_capitalised_short_name_before_replicates_is_a_name():
    # only names written as ordinary lower-case words ("pooled") may be the word itself before "replicates"
    g = tok(GLIOMA)
    assert status(f"Of all pairs, the LGG replicates are the most tightly correlated {g}.") == "unsupported"


def test_the_second_half_of_a_joined_pair_is_narrowed_by_the_names_before_the_first():
    g = tok(GLIOMA)
    # (no superlative here: "the tightest pair", read by no reading, would leave the sentence undecided)
    lead = "The GBM replicates agree closely, and the LGG T1–T2 correlation, at "
    assert status(lead + f"0.9947, is barely behind {g}.") == "unsupported"  # the GBM pair's
    assert status(lead + f"0.9899, is barely behind {g}.") == "verified"


def test_names_said_to_map_to_each_other_with_an_aside_or_a_noun_between_stand_in_one_row():
    s = tok(SHEET)
    assert status(f"The sheet ties each bigWig to an id; A_1, for instance, maps to B_1.bw {s}.") == "unsupported"
    assert status(f"In the sheet, A_1, for instance, maps to A_1.bw {s}.") == "verified"
    assert status(f"In the sample sheet, A_2 was linked to the bigWig B_1.bw {s}.") == "unsupported"
    assert status(f"In the sample sheet, A_2 was linked to the bigWig A_2.bw {s}.") == "verified"


H1_MARKS = Citation(id="cite_r9_h1", source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus="chr6:31132118-31148508",
                    data={"success": True, "scopeApplied": "viewport (chr6:31132118-31148508)",
                          "loci": ["chr6:31132118-31148508"],
                          "tracks": [{"trackId": f"h1_{i:04d}", "name": n, "stats": {"mean": mean}}
                                     for i, (n, mean) in enumerate((("H1 H3K4me3", 13.0), ("H1 Oct4", 0.49)))]})
GENE = Citation(id="cite_r9_gene", source_type="genome-computation", title="Gene POU5F1", tool="genome_find_gene",
                locus="chr6:31132118-31148508",
                data={"success": True, "gene": {"symbol": "POU5F1", "geneId": "ENSG00000204531",
                                                "chr": "chr6", "start": 31164337, "end": 31180731, "strand": "-",
                                                "transcriptCount": 5}})  # SYNTHETIC
STORE.update({c.id: c for c in (H1_MARKS, GENE)})


def test_a_gene_named_only_as_the_place_is_no_subject():
    h, g = tok(H1_MARKS), tok(GENE)
    # the mean of which track? The gene names the view, it holds no mean: undecided, not refuted
    assert status(f"Across the POU5F1 view, the mean comes to about 13.0 {h} {g}.") == "unverified"
    assert status(f"Across the POU5F1 view, H3K4me3 averaged about 13.0 {h} {g}.") == "verified"


def test_a_matrix_named_by_a_length_is_named_by_its_bin_size():
    g = tok(GLIOMA)
    assert status(f"In the 5-kb view matrix, GBM T1 and GBM T2 correlate at 0.9947 {g}.") == "verified"
    assert status(f"In the 2-kb view matrix, GBM T1 and GBM T2 correlate at 0.9947 {g}.") == "unsupported"
    # no pair named: which one cannot be told, and the 5 kb is no length of the view
    assert status(f"In the 5-kb view matrix, the Pearson coefficient comes out at 0.9947 {g}.") == "unverified"


def test_names_listed_before_among_the_and_a_kind_are_each_checked():
    g = tok(GENES)
    assert status(f"GPX4, ABCA7 and MIDN were among the genes annotated in the view {g}.") == "unsupported"
    assert status(f"GPX4, ABCA7 and STK11 were among the genes annotated in the view {g}.") == "verified"


def test_a_genes_transcripts_counted_in_words_or_digits_are_its_transcript_count():
    g = tok(GENE)
    assert status(f"POU5F1 has five annotated transcripts {g}.") == "verified"
    assert status(f"POU5F1 has four annotated transcripts {g}.") == "unsupported"
    assert status(f"POU5F1 has 5 isoforms {g}.") == "verified"
