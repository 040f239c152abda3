"""Issue 28, the classes found open after blind round r7 (and in round r8): the attribute words of a
number said to be a result ("…, you get 78.15") are the narrowest ones earlier in its sentence
("average … across the three tracks" is the mean across tracks, not any track's mean).

Records are SYNTHETIC (labelled so), in the shapes our tools store."""

from __future__ import annotations

from typing import Any

from genie_widgets.citations import Citation, verify_message


def _row(name: str, values: list[float]) -> dict[str, Any]:
    return {"rank": 1, "chr": "chr19", "start": 1097875, "end": 1098013, "name": name, "featureScore": 115.0,
            "values": values, "meanAcrossTracks": round(sum(values) / len(values), 4)}


QUANT3 = Citation(id="cite_quant_three", source_type="genome-computation", title="Genome quantify at features result",
                  tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                  data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "mean",
                        "signalTrackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                        "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                        "featureTrackId": "rep1_peaks_0004",
                        "rowCount": 64, "rankedBy": "meanAcrossTracks",
                        "topRows": [_row("Peak_37", [95.53, 60.44, 78.15])]})  # SYNTHETIC; mean across 78.04
STORE = {c.id: c for c in (QUANT3,)}


def tok(c: Citation) -> str:
    return f"[[cite:{c.id}]]"


def status(text: str) -> str:
    return verify_message(text, STORE)[-1].status


def test_a_result_number_takes_the_narrowest_attribute_words_before_it():
    q = tok(QUANT3)
    # 78.15 is the pooled column of Peak_37, not its mean across the three tracks (78.04)
    assert status(f"If you average Peak_37 across the three tracks, you get 78.15 {q}.") == "unsupported"
    assert status(f"Averaged across the three tracks, Peak_37 comes to 78.15 {q}.") == "unsupported"
    assert status(f"If you average Peak_37 across the three tracks, you get 78.04 {q}.") == "verified"
    assert status(f"If you average Peak_37 across the three tracks, you get about 78 {q}.") == "verified"
    assert status(f"The pooled track's mean at Peak_37 is 78.15 {q}.") == "verified"


def _matrix(cid: str, names: list[str], shared: list[list[int]], **more: Any) -> Citation:
    """A SYNTHETIC genome_correlate_tracks record over chr9:4,000,000-6,000,000 (4-kb bins)."""
    n = len(names)
    return Citation(id=cid, source_type="genome-computation", title="Genome correlate tracks result",
                    tool="genome_correlate_tracks", locus="chr9:4000000-6000000",
                    data={"success": True, "scopeApplied": "viewport (chr9:4000000-6000000)", "binSize": 4000,
                          "trackIds": [f"{name.lower().replace(' ', '_')}_{i:04d}" for i, name in enumerate(names)],
                          "trackNames": names,
                          "pearsonMatrix": [[1.0 if i == j else 0.5 for j in range(n)] for i in range(n)],
                          "sharedBinsMatrix": shared, **more})


MARKS = _matrix("cite_marks_matrix", ["K562 H3K27ac", "K562 H3K27me3", "K562 RNA"],
                [[500, 500, 191], [500, 500, 191], [191, 191, 191]],
                nBins=191, nBinsExcluded=309, nBinsTotal=500)  # SYNTHETIC
PAIR = _matrix("cite_tf_pair", ["H1 Oct4", "H1 Nanog"], [[6, 6], [6, 6]], r=-0.33, nBins=6, nBinsExcluded=158,
               nBinsTotal=164)  # SYNTHETIC
STORE.update({c.id: c for c in (MARKS, PAIR)})


def test_bins_said_to_be_used_or_shared_are_not_all_the_bins_of_the_scope():
    m, p = tok(MARKS), tok(PAIR)
    # 500 is the bins of the scope (and of the histone pairs); the RNA track shares 191 with each mark
    assert status(f"The RNA track shared 500 bins with each histone mark {m}.") == "unsupported"
    assert status(f"The RNA track shared 191 bins with each histone mark {m}.") == "verified"
    # the pair's r rests on 6 bins; 164 is every bin of the view, 158 of them excluded
    assert status(f"The Oct4–Nanog coefficient was based on 164 bins of 100 base pairs {p}.") == "unsupported"
    assert status(f"The Oct4–Nanog coefficient was based on 6 bins {p}.") == "verified"
    assert status(f"Only 6 of the 164 bins were used; 158 were excluded {p}.") == "verified"
    assert status(f"The view was split into 164 bins, 158 of them excluded {p}.") == "verified"
    # a length is a bin size, whatever verb comes before it; a bare 100 is no bin count here
    assert status(f"The matrix was computed using 4-kb bins {m}.") == "verified"
    assert status(f"The correlation was computed over 100 bins {p}.") == "unsupported"


GENE = Citation(id="cite_gene_one", source_type="gene-annotation", title="Gene GPX4 (hg38 annotation)",
                tool="genome_find_gene", locus="chr19:1103925-1106791",
                data={"success": True, "gene": {"symbol": "GPX4", "chrom": "chr19", "start": 1103925,
                                                "end": 1106791, "strand": "+"}})  # SYNTHETIC, real coordinates
ASSETS = Citation(id="cite_asset_list", source_type="asset-catalog", title="Project asset catalog (2 assets)",
                  tool="project_list_assets",
                  data={"assetCount": 2, "assets": [
                      {"id": "asset_a_0001", "kind": "interval-track", "title": "a.narrowPeak.gz"},
                      {"id": "asset_b_0002", "kind": "interval-track", "title": "b.narrowPeak.gz"}]})  # SYNTHETIC
STORE.update({c.id: c for c in (GENE, ASSETS)})


def test_a_count_in_words_before_its_noun_is_checked_against_what_the_records_hold():
    g, a = tok(GENE), tok(ASSETS)
    # one gene record: "Thirteen annotated genes" counts genes it does not hold (as "13 … genes" does)
    assert status(f"Thirteen annotated genes fell within chr19:1,000,000-1,200,000 {g}.") == "unsupported"
    assert status(f"13 annotated genes fell within chr19:1,000,000-1,200,000 {g}.") == "unsupported"
    # a singular noun before a plural one qualifies it: the number counts assets
    assert status(f"Two interval assets were registered in the project catalogue {a}.") == "verified"
    assert status(f"2 interval assets were registered in the project catalogue {a}.") == "verified"
    assert status(f"Three interval assets were registered in the project catalogue {a}.") == "unsupported"
    # a count naming as many things as the record holds is a reference, not a claim to check
    assert status(f"With only two replicates, I would read these coefficients with care {tok(PAIR)}.") \
        == "unverified"
    assert status(f"The matrix has three rows and three columns {tok(MARKS)}.") == "unverified"


QUANT_MAX = Citation(id="cite_quant_max", source_type="genome-computation", title="Genome quantify at features result",
                     tool="genome_quantify_at_features", locus="chr19:1000000-1200000",
                     data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "metric": "max",
                           "rowCount": 14, "topRows": [
                               {"rank": 1, "chr": "chr19", "start": 1102539, "end": 1102752, "name": "Peak_43",
                                "featureScore": 143.0, "value": 159.2}]})  # SYNTHETIC
STORE[QUANT_MAX.id] = QUANT_MAX


def test_a_count_of_things_of_a_named_entitys_kind_is_not_that_entitys():
    q = tok(QUANT_MAX)
    assert status(f"Peak_43 led the 14 quantified peaks at 159.2 {q}.") == "verified"
    assert status(f"Peak_43 led the 14 peaks {q}.") == "verified"
    assert status(f"Peak_43 led the 15 quantified peaks {q}.") == "unsupported"


def test_the_pairs_of_a_matrix_are_counted():
    m = tok(MARKS)  # three tracks: three pairs
    assert status(f"Of the 3 track pairs, the two histone marks agree best {m}.") != "unsupported"
    assert status(f"The matrix holds 3 pairs {m}.") == "verified"
    assert status(f"The matrix holds 6 pairwise comparisons {m}.") == "unsupported"


def _stats(cid: str, locus: str, means: dict[str, float]) -> Citation:
    """A SYNTHETIC genome_signal_stats record over ``locus``, one track per name."""
    tracks = [{"trackId": f"{name.lower()}_{i:04d}", "name": name, "stats": {"mean": mean, "max": 100.0 + i}}
              for i, (name, mean) in enumerate(means.items())]
    return Citation(id=cid, source_type="genome-computation", title="Genome signal stats result",
                    tool="genome_signal_stats", locus=locus,
                    data={"success": True, "scopeApplied": f"viewport ({locus})", "loci": [locus], "tracks": tracks})


TCGA = _stats("cite_tcga_means", "chr21:45634768-46709803",
              {"ACCx_025FE5F8_T1": 2.474, "ACCx_025FE5F8_T2": 2.466, "BRCA_01112370_T1": 7.181,
               "BRCA_000CFD9F_T2": 4.155})  # SYNTHETIC
STORE[TCGA.id] = TCGA


def test_a_share_is_the_smaller_value_of_the_larger_one_the_sentence_names():
    t = tok(TCGA)
    assert status(f"ACC T1 (2.47) averaged roughly a third of the BRCA T1 mean (7.18) {t}.") == "verified"
    assert status(f"ACC T1 (2.47) averaged roughly 34% of the BRCA T1 mean (7.18) {t}.") == "verified"
    assert status(f"BRCA T1 (7.18) averaged roughly a third of the ACC T1 mean (2.47) {t}.") == "unsupported"
    assert status(f"ACC T1 (2.47) averaged roughly half of the BRCA T1 mean (7.18) {t}.") == "unsupported"


def test_a_length_joined_to_its_number_by_a_hyphen_is_a_length():
    m = tok(MARKS)
    assert status(f"The marks were correlated in 4,000-base-pair bins {m}.") == "verified"
    assert status(f"The marks were correlated in 4,000 base-pair bins {m}.") == "verified"
    assert status(f"The marks were correlated in 2,000-base-pair bins {m}.") == "unsupported"


def test_a_value_in_parentheses_glosses_the_attribute_words_before_it():
    t = tok(TCGA)  # BRCA T1: mean 7.181, max 102.0 (SYNTHETIC)
    assert status(f"The mean of BRCA_01112370_T1 (102.0) was about 2.9 times that of ACC T1 {t}.") == "unsupported"
    assert status(f"The mean of BRCA_01112370_T1 (7.18) was high {t}.") == "verified"
    assert status(f"ACC T1 (100.0) averaged about a third of the BRCA T1 mean {t}.") == "unsupported"
    # the second value of a comparison pair is of the first's attribute
    assert status(f"BRCA T1 tops BRCA T2 in mean signal (7.18 vs 103.0) {t}.") == "unsupported"
    assert status(f"BRCA T1 tops BRCA T2 in mean signal (7.18 vs 4.16) {t}.") == "verified"
    # words describing a name are no gloss, nor a list in the parenthesis
    assert status(f"BRCA T1 is well above the single-sample ACC T1 (2.47) {t}.") != "unsupported"


def test_a_bound_of_another_call_is_no_gloss():
    q = tok(QUANT_MAX)
    assert status(f"Peak_43 led the 14 quantified peaks (rowCount 14) {q}.") != "unsupported"


def test_a_vs_pair_after_two_joined_names_is_theirs_in_order():
    t = tok(TCGA)  # BRCA T2's mean (4.155) is no value of the two names said
    assert status(f"BRCA T1's mean is about 2.9 times ACC T1's (7.18 versus 2.47) {t}.") == "verified"
    assert status(f"BRCA T1's mean is about 2.9 times ACC T1's (4.16 versus 2.47) {t}.") == "unsupported"
    assert status(f"- **BRCA T1 vs BRCA T2:** mean 2.47 vs 4.16 {t}") == "unsupported"
    assert status(f"- **BRCA T1 vs BRCA T2:** mean 7.18 vs 4.16 {t}") == "verified"


def test_a_value_after_the_next_name_of_a_parallel_list_is_of_the_same_attribute():
    t = tok(TCGA)  # BRCA T2: mean 4.155, max 103.0 (SYNTHETIC)
    assert status(f"BRCA T1 averaged 7.18 and BRCA T2 103.0 {t}.") == "unsupported"
    assert status(f"BRCA T1 averaged 7.18 and BRCA T2 4.16 {t}.") == "verified"
    assert status(f"BRCA T1 peaked at 102.0, BRCA T2 at 103.0 {t}.") == "verified"
    assert status(f"BRCA T1 peaked at 102.0, BRCA T2 at 4.16 {t}.") == "unsupported"


GENES = _stats("cite_with_gene_track", "chr19:1000000-1200000",
               {"Genes (hg38)": 0.5, "rep1 fold change": 1.224})  # SYNTHETIC; a name written with parentheses
STORE[GENES.id] = GENES


def test_an_assembly_in_parentheses_is_no_unknown_name():
    # "(hg19)" has the shape of "(hg38)" in "Genes (hg38)", but an assembly never names an entity
    assert status(f"In this view (hg19), rep1 fold change averaged 1.22 {tok(GENES)}.") == "verified"
    assert status(f"In this view (hg19), rep1 fold change averaged 1.69 {tok(GENES)}.") == "unsupported"


CALL = Citation(id="cite_call_z", source_type="genome-computation", title="pooled fold change peaks",
                tool="genome_call_peaks", locus="chr9:4000000-6000000",
                data={"success": True, "method": "zscore", "k": 2, "mean": 0.687, "sd": 2.398, "threshold": 5.483,
                      "peakCount": 49, "fragmentCount": 319, "mergeGap": 2000,
                      "scopeApplied": "viewport (chr9:4000000-6000000)"})  # SYNTHETIC
STORE[CALL.id] = CALL


def test_a_written_expression_must_come_to_its_result():
    c = tok(CALL)
    assert status(f"The cutoff is the mean plus twice the SD: 0.687 + 2 × 2.398 ≈ 5.48 {c}.") == "verified"
    assert status(f"- **cutoff:** 5.483 + 2 × 2.398 = 5.48 {c}") == "unsupported"
    assert status(f"The cutoff is the mean plus twice the SD: 0.687 + 2 × 0.687 ≈ 5.48 {c}.") == "unsupported"


def test_a_value_made_from_another_backs_only_a_number_said_to_be_one():
    c = tok(CALL)  # the SD 2.398 squared is 5.75
    assert status(f"For this call k was set to 5.75 {c}.") != "verified"
    assert status(f"The variance was about 5.75 {c}.") == "verified"


SEARCH = Citation(id="cite_search_limit", source_type="public-data-search",
                  title="ENCODE search: Histone ChIP-seq H3K27ac in K562 (bigWig, GRCh38)", tool="public_data_search",
                  data={"source": "ENCODE", "query": {"target": "H3K27ac", "biosample": "K562", "limit": 10},
                        "total": 10, "attempts": [{"stage": "strict", "portalTotal": 20, "returned": 20}],
                        "candidates": []})  # SYNTHETIC
STORE[SEARCH.id] = SEARCH


def test_a_search_limit_is_the_limit_asked_for():
    s = tok(SEARCH)
    assert status(f"- **Search:** H3K27ac · K562, limit 10 {s}") == "verified"
    assert status(f"- **Search:** H3K27ac · K562, limit 20 {s}") == "unsupported"
    assert status(f"The search for K562 H3K27ac was capped at 20 results {s}.") == "unsupported"


def test_candidates_are_the_ranked_list_not_the_portals_matches():
    s = tok(SEARCH)  # 10 ranked candidates of the portal's 20 matches
    assert status(f"- **ENCODE:** 10 candidate files ranked {s}") == "verified"
    assert status(f"- **ENCODE:** 20 candidate files ranked {s}") == "unsupported"
    assert status(f"The search kept 20 candidates {s}.") == "unsupported"
    assert status(f"The portal matched 20 files {s}.") == "verified"


RANKED = Citation(id="cite_tcga_ranked", source_type="genome-computation", title="Genome signal stats result",
                  tool="genome_signal_stats", locus="chr21:45634768-46709803",
                  data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)",
                        "loci": ["chr21:45634768-46709803"],
                        "tracks": [{"trackId": f"{n.lower()}_{i:04d}", "name": n,
                                    "stats": {"mean": m, "max": x, "sd": sd}}
                                   for i, (n, m, x, sd) in enumerate([("ACCx_025FE5F8_T1", 2.474, 238.15, 6.1),
                                                                      ("BRCA_000CFD9F_T2", 4.155, 291.5, 9.64),
                                                                      ("BRCA_01112370_T1", 7.181, 283.14, 11.2)])]})
RANKED_STORE = {RANKED.id: RANKED}  # SYNTHETIC values; a store of its own: its sample names are TCGA's above


def ranked(text: str) -> str:
    return verify_message(text, RANKED_STORE)[-1].status


def test_a_superlative_before_an_attribute_word_ranks_that_attribute():
    t = tok(RANKED)  # "the highest mean … (283.14)": the words name a mean, and 283.14 is BRCA T1's maximum
    assert ranked(f"BRCA T1 has the highest mean of the three samples (283.14) {t}.") != "verified"
    assert ranked(f"Of the three samples, BRCA T1 has the highest mean, at about 283.1 {t}.") != "verified"
    assert ranked(f"BRCA T1 has the highest mean of the three samples (7.18) {t}.") == "verified"
    assert ranked(f"BRCA T2 has the highest value of the three samples, 291.5 {t}.") == "verified"


def test_a_number_beside_others_is_read_by_the_attribute_words_just_before_it():
    t = tok(RANKED)  # the words after 6.1 and before 283.14 name a mean; 283.14 is BRCA T1's maximum: never ✓
    assert ranked(f"ACC T1 had an SD of 6.1; BRCA T1 had the highest mean of the three, 283.14 {t}.") == "unverified"
    assert ranked(f"ACC T1's maximum is 238.15 and BRCA T1 has the highest mean, about 283.1 {t}.") == "unverified"
    assert ranked(f"ACC T1 had an SD of 6.1; BRCA T1 had the highest mean of the three, 7.18 {t}.") == "verified"
    assert ranked(f"BRCA T2 had an SD of 9.64; the top sample by mean, BRCA T1, sat at 7.18 {t}.") == "verified"


def test_a_value_after_a_comparisons_other_side_is_of_the_compared_attribute():
    t = tok(RANKED)  # ACC T1: mean 2.474, max 238.15; the other side's value is its mean, as the first one is
    assert ranked(f"The mean of BRCA T1 (7.18) was roughly 2.9-fold that of ACC T1 (2.47) {t}.") == "verified"
    assert ranked(f"The mean of BRCA T1 (7.18) was roughly 2.9-fold that of ACC T1 (238.15) {t}.") == "unsupported"
    assert ranked(f"BRCA T1 averaged 7.18, well above ACC T1 (238.15) {t}.") == "unsupported"


def test_the_sides_of_a_ratio_in_parentheses_are_of_the_ratios_attribute():
    t = tok(RANKED)  # BRCA T1 / ACC T1 means: 7.181 / 2.474 = 2.9; BRCA T1's maximum is 283.14
    assert ranked(f"BRCA T1's mean is about 2.9 times ACC T1's (7.18 versus 2.47) {t}.") == "verified"
    assert ranked(f"BRCA T1's mean is about 2.9 times ACC T1's (283.14 versus 2.47) {t}.") == "unsupported"


WINDOW = Citation(id="cite_window_stats", source_type="genome-computation", title="Genome signal stats result",
                  tool="genome_signal_stats", locus="chr19:1050000-1060000",
                  data={"success": True, "scopeApplied": "regions (chr19:1050000-1060000)",
                        "loci": ["chr19:1050000-1060000"],
                        "tracks": [{"trackId": "rep1_fold_change_0001", "name": "rep1 fold change",
                                    "stats": {"mean": 2.759, "max": 111.0, "min": 0.0, "sum": 27589.9,
                                              "coveredFraction": 0.1, "scopeLength": 10000}}]})  # SYNTHETIC
WINDOW_STORE = {WINDOW.id: WINDOW}


def test_terse_labels_name_their_statistic():
    w = tok(WINDOW)

    def window(text: str) -> str:
        return verify_message(text, WINDOW_STORE)[-1].status

    assert window(f"- **rep1, 10-kb window:** mean 2.76, peak 111.0 {w}") == "verified"
    # the sum is the mean times the window: a number said to be the maximum is no such product
    assert window(f"- **rep1, 10-kb window:** mean 2.76, peak 27589.9 {w}") == "unsupported"
    assert window(f"- **rep1:** ~2.8 mean over the window {w}") == "verified"
    assert window(f"- **rep1:** ~0.1 mean over the window {w}") == "unsupported"  # the covered fraction


TX = {"id": "ENST00000381652", "chrom": "chr9", "start": 4985244, "end": 5128183, "strand": "+",
      "exonStarts": [4985244, 4985939, 5021962], "exonEnds": [4985300, 4986100, 5022100],
      "cdsStart": 5021987, "cdsEnd": 5126791}
GENE = Citation(id="cite_gene_jak2", source_type="genome-computation", title="Genome find gene result",
                tool="genome_find_gene", locus="chr9:4985244-5128183",
                data={"success": True, "gene": {"symbol": "JAK2", "geneId": "ENSG00000096968", "chrom": "chr9",
                                                "start": 4985244, "end": 5128183, "strand": "+",
                                                "transcripts": [TX]}})  # SYNTHETIC (three of its exons)
GENE_STORE = {GENE.id: GENE}


def test_a_coding_sequences_ends_are_its_own_not_the_transcripts():
    g = tok(GENE)

    def gene(text: str) -> str:
        return verify_message(text, GENE_STORE)[-1].status

    assert gene(f"- **ENST00000381652:** 3 exons, CDS 5,021,987-5,126,791 {g}") == "verified"
    assert gene(f"- **ENST00000381652:** 3 exons, CDS 4,985,244-5,126,791 {g}") == "unsupported"
    assert gene(f"The CDS of ENST00000381652 ends at chr9:5,126,791 {g}.") == "verified"
    assert gene(f"The CDS of ENST00000381652 ends at chr9:4,985,244 {g}.") == "unsupported"
    assert gene(f"ENST00000381652 runs from 4,985,244 to 5,128,183 {g}.") == "verified"
    assert gene(f"ENST00000381652 runs from 142,939 to 5,128,183 {g}.") == "unsupported"  # its length, no position


def test_a_difference_said_after_a_parenthesis_is_still_a_difference():
    t = tok(RANKED)  # 7.181 − 2.474 = 4.71; "by 2.47" restates ACC T1's mean, no difference
    assert ranked(f"BRCA T1's mean (7.18) exceeded ACC T1's mean (2.47) by 4.71 {t}.") == "verified"
    assert ranked(f"BRCA T1's mean (7.18) exceeded ACC T1's mean (2.47) by 2.47 {t}.") == "unsupported"


CLOSE = Citation(id="cite_close_means", source_type="genome-computation", title="Genome signal stats result",
                 tool="genome_signal_stats", locus="chr19:0-58617616",
                 data={"success": True, "scopeApplied": "chromosome (chr19:0-58617616)", "loci": ["chr19:0-58617616"],
                       "tracks": [{"trackId": "rep1_fold_change_0001", "name": "rep1 fold change",
                                   "stats": {"mean": 0.8703}},
                                  {"trackId": "rep2_fold_change_0002", "name": "rep2 fold change",
                                   "stats": {"mean": 0.8739}}]})  # SYNTHETIC


def test_a_hedged_small_difference_keeps_its_order_of_magnitude():
    c = tok(CLOSE)

    def close(text: str) -> str:
        return verify_message(text, {CLOSE.id: CLOSE})[-1].status

    assert close(f"Rep2's chromosome-wide mean edges out rep1's by roughly 0.004 {c}.") == "verified"
    assert close(f"Rep2's chromosome-wide mean edges out rep1's by roughly 0.04 {c}.") == "unsupported"


H1_CALL = Citation(id="cite_call_h1", source_type="genome-computation", title="H1 H3K27ac peaks",
                   tool="genome_call_peaks", locus="chr6:31132118-31148508",
                   data={"success": True, "method": "zscore", "k": 2, "mean": 13.97, "sd": 14.29, "threshold": 42.55,
                         "peakCount": 3, "scopeApplied": "viewport (chr6:31132118-31148508)"})  # SYNTHETIC


def test_a_whole_multiplier_written_plainly_is_exact():
    c = tok(H1_CALL)

    def call(text: str) -> str:
        return verify_message(text, {H1_CALL.id: H1_CALL})[-1].status

    assert call(f"- **cutoff:** 13.97 + 2 × 14.29 = 42.55 {c}") == "verified"
    # 14.29 + 2 × 14.29 is 42.87: "2" is two, not anything from 1.5 to 2.5
    assert call(f"- **cutoff:** 14.29 + 2 × 14.29 = 42.55 {c}") == "unsupported"


GBM_PAIR = Citation(id="cite_gbm_pair", source_type="genome-computation", title="Genome correlate tracks result",
                tool="genome_correlate_tracks", locus="chr21:45634768-46709803",
                data={"success": True, "scopeApplied": "viewport (chr21:45634768-46709803)", "binSize": 5000,
                      "trackIds": ["gbmx_t1_0001", "gbmx_t2_0002"],
                      "trackNames": ["GBMx_09C0DCE7_T1", "GBMx_09C0DCE7_T2"],
                      "pearsonMatrix": [[1.0, 0.995], [0.995, 1.0]],
                      "spearmanMatrix": [[1.0, 0.92], [0.92, 1.0]]})  # SYNTHETIC
PEAK_SCORES = Citation(id="cite_peak_scores", source_type="genome-computation", title="Genome describe viewport result",
                       tool="genome_describe_viewport", locus="chr19:1000000-1200000",
                       data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                             "loci": ["chr19:1000000-1200000"],
                             "tracks": [{"trackId": "rep2_peaks_0001", "name": "rep2 peaks",
                                         "stats": {"featureCount": 69, "minScore": 21, "maxScore": 123}}]})  # SYNTHETIC


def test_side_by_side_attribute_words_narrow_each_other():
    p, s = tok(GBM_PAIR), tok(PEAK_SCORES)

    def check(text: str) -> str:
        return verify_message(text, {GBM_PAIR.id: GBM_PAIR, PEAK_SCORES.id: PEAK_SCORES})[-1].status

    assert check(f"The GBM pair's rank correlation is lower, 0.92 {p}.") == "verified"
    assert check(f"The GBM pair's rank correlation is lower, 1.00 {p}.") != "verified"  # "correlation is": no Pearson
    assert check(f"The rep2 peaks top out at score 123 {s}.") == "verified"
    assert check(f"The rep2 peaks top out at score 21 {s}.") == "unsupported"  # the minimum score


def test_a_zero_is_no_worked_result():
    c = tok(CLOSE)  # 0.000 is no ratio of two stated values, however small their quotient
    assert verify_message(f"Over chr19 (58.6 Mb) rep1 had a mean of 0.000 and rep2 of 0.874 {c}.",
                          {CLOSE.id: CLOSE})[-1].status == "unsupported"


def test_values_each_followed_by_their_name_share_the_first_ones_attribute():
    t = tok(RANKED)
    assert ranked(f"The mean is 2.47 for ACC T1 and 7.18 for BRCA T1 {t}.") == "verified"
    assert ranked(f"The mean is 2.47 for ACC T1 and 283.14 for BRCA T1 {t}.") == "unsupported"  # its maximum


def test_a_pair_glossed_after_a_second_attribute_word_is_of_that_attribute():
    t = tok(RANKED)  # the words since the last number name the maximum: the pair is of maxima
    assert ranked(f"BRCA T1 had the higher mean (7.18 vs 4.16) but BRCA T2 the higher peak value "
                  f"(291.5 vs 283.14) {t}.") == "verified"
    assert ranked(f"BRCA T1 had the higher mean (7.18 vs 4.16) but BRCA T2 the higher peak value "
                  f"(291.5 vs 7.18) {t}.") == "unsupported"


def test_a_labelled_list_and_a_scoped_parallel_share_their_attribute():
    t = tok(RANKED)
    assert ranked(f"- **Mean signal (chr21):** ACC T1 2.47, BRCA T2 4.16, BRCA T1 7.18 {t}") == "verified"
    assert ranked(f"- **Mean signal (chr21):** ACC T1 2.47, BRCA T2 291.5, BRCA T1 7.18 {t}") == "unsupported"
    assert ranked(f"ACC T1 averaged 2.47 across the view, BRCA T1 7.18 {t}.") == "verified"
    assert ranked(f"ACC T1 averaged 2.47 across the view, BRCA T1 283.14 {t}.") == "unsupported"


def test_the_values_of_one_list_are_of_one_attribute():
    t = tok(RANKED)  # each sample's mean; 291.5 is BRCA T2's maximum
    assert ranked(f"The means were ACC T1 (2.47), BRCA T2 (4.16) and BRCA T1 (7.18) {t}.") == "verified"
    assert ranked(f"The means were ACC T1 (2.47), BRCA T2 (291.5) and BRCA T1 (7.18) {t}.") != "verified"
    # no words at all: two means outvote a maximum, which is then undecided, never ✓
    assert ranked(f"ACC T1 (2.47), BRCA T2 (291.5) and BRCA T1 (7.18) {t}.") == "unverified"


FILE4 = Citation(id="cite_encode_file_4", source_type="public-data-file", title="ENCODE file ENCFF177JXC",
                 tool="public_data_search",
                 data={"accession": "ENCFF177JXC", "experiment": "ENCSR000AKP", "biologicalReplicates": [1],
                       "rank": 4, "score": 1161,
                       "scoreParts": {"biosample_exact": 800, "target": 200, "assay_exact": 120, "output_type": 40,
                                      "assembly": 1}})  # SYNTHETIC, in the file record's shape


def test_a_sum_of_labelled_terms_must_come_to_its_result():
    f = tok(FILE4)

    def file4(text: str) -> str:
        return verify_message(text, {FILE4.id: FILE4})[-1].status

    parts = "800 (biosample) + {} (target) + 120 (assay) + 40 (output type) + 1 (assembly) = 1,161"
    assert file4(f"For ENCFF177JXC the score is {parts.format(200)} {f}.") == "verified"
    assert file4(f"For ENCFF177JXC the score is {parts.format(4)} {f}.") == "unsupported"  # 965


def test_what_a_file_scored_is_its_score_not_a_part():
    f = tok(FILE4)

    def file4(text: str) -> str:
        return verify_message(text, {FILE4.id: FILE4})[-1].status

    assert file4(f"ENCFF177JXC, ranked fourth, scored 1,161 points {f}.") == "verified"
    assert file4(f"ENCFF177JXC, ranked fourth, scored 200 points {f}.") == "unsupported"  # its target part


def test_a_score_is_the_whole_score_unless_its_part_is_named():
    f = tok(FILE4)

    def file4(text: str) -> str:
        return verify_message(text, {FILE4.id: FILE4})[-1].status

    assert file4(f"ENCFF177JXC is ranked fourth with a score of 1,161 {f}.") == "verified"
    assert file4(f"ENCFF177JXC is ranked fourth with a score of 200 {f}.") == "unsupported"
    assert file4(f"Its target bonus is 200 points {f}.") != "unsupported"


def test_a_list_after_against_shares_the_first_values_attribute():
    t = tok(RANKED)  # the SDs: 6.1, 9.64, 11.2; 238.15 is ACC T1's maximum
    assert ranked(f"BRCA T1's SD is 11.2, against 6.1 for ACC T1 and 9.64 for BRCA T2 {t}.") == "verified"
    assert ranked(f"BRCA T1's SD is 11.2, against 238.15 for ACC T1 and 9.64 for BRCA T2 {t}.") == "unsupported"


def test_greek_letters_name_the_mean_and_the_sd():
    t = tok(RANKED)
    assert ranked(f"`BRCA T1`: μ 7.18, σ 11.2, max 283.14 {t}") == "verified"
    assert ranked(f"`BRCA T1`: μ 7.18, σ 7.18, max 283.14 {t}") == "unsupported"
    assert ranked(f"BRCA T1 μ≈283.14 over the view {t}.") == "unsupported"


def test_values_compared_are_values_of_one_attribute():
    t = tok(RANKED)
    assert ranked(f"Here the order is clear: BRCA T1 averaged 7.18, well ahead of ACC T1 (2.47) {t}.") == "verified"
    assert ranked(f"The mean of BRCA T2 (4.16) runs ahead of ACC T1 (238.15) {t}.") == "unsupported"
    # an aside in parentheses with words of its own is no value of the comparison after it
    assert ranked(f"BRCA T2 averaged 4.16 (SD 9.64), above ACC T1's 2.47 {t}.") == "verified"


def test_a_span_from_a_to_b_starts_at_a_and_ends_at_b():
    g = tok(GENE)

    def gene(text: str) -> str:
        return verify_message(text, GENE_STORE)[-1].status

    assert gene(f"ENST00000381652 runs from 5,128,183 to 5,128,183 {g}.") == "unsupported"
    assert gene(f"- **ENST00000381652:** CDS 5,126,791-5,126,791 {g}") == "unsupported"
    assert gene(f"- **ENST00000381652:** CDS 5,021,987-5,126,791 {g}") == "verified"


FC_MATRIX = Citation(id="cite_fc_matrix_view", source_type="genome-computation", title="Genome correlate tracks result",
                     tool="genome_correlate_tracks", locus="chr19:1000000-1200000",
                     data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)", "binSize": 1000,
                           "trackIds": ["rep1_fold_change_0001", "rep2_fold_change_0002", "pooled_fold_change_0003"],
                           "trackNames": ["rep1 fold change", "rep2 fold change", "pooled fold change"],
                           "pearsonMatrix": [[1.0, 0.515, 0.797], [0.515, 1.0, 0.928],
                                             [0.797, 0.928, 1.0]]})  # SYNTHETIC


def test_a_comparison_frame_names_the_pairs_of_its_values():
    m = tok(FC_MATRIX)  # SYNTHETIC values: rep1–rep2 0.515, rep1–pooled 0.797, rep2–pooled 0.928

    def matrix(text: str) -> str:
        return verify_message(text, {FC_MATRIX.id: FC_MATRIX})[-1].status

    assert matrix(f"- **rep2** is closer to pooled than rep1 (Pearson 0.928 vs 0.797) {m}") == "verified"
    assert matrix(f"- **rep2** is closer to pooled than rep1 (Pearson 0.515 vs 0.797) {m}") == "unsupported"
    assert matrix(f"rep2 correlates more strongly with pooled than rep1 does (0.928 vs 0.515) {m}.") == "unsupported"
    # the right pairs' values, but the first is not the closer: the comparison is wrong (issue 28, r11)
    assert matrix(f"- **rep1** is closer to pooled than rep2 (Pearson 0.797 vs 0.928) {m}") == "unsupported"


def test_a_whole_number_listed_more_often_than_the_record_holds_it():
    f = tok(FILE4)  # ENCFF177JXC pools replicate 1 only (SYNTHETIC)
    pooled = Citation(id="cite_pooled_file", source_type="public-data-file", title="ENCODE file ENCFF381NDD",
                      tool="public_data_search",
                      data={"accession": "ENCFF381NDD", "biologicalReplicates": [1, 2, 3], "rank": 1,
                            "score": 1165})  # SYNTHETIC
    p = tok(pooled)

    def check(text: str) -> str:
        return verify_message(text, {FILE4.id: FILE4, pooled.id: pooled})[-1].status

    assert check(f"ENCFF381NDD pools replicates 1, 2 and 3 {p}.") == "verified"
    assert check(f"ENCFF381NDD pools replicates 1, 1 and 3 {p}.") == "unsupported"
    assert check(f"ENCFF177JXC comes from replicate 1 {f}.") == "verified"
