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
