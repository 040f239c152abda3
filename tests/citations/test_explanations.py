"""(issue 30) What the evidence panel explains reads as sentences, and a number that is part of a name
is never a claim.

1. A number inside a name ("Replicate 1", "Sample 3", "Point 31", "port 9999", "rep2", "chr19",
   "K562") is not checked as a value; a number a word states as a value ("Only 3 peaks", "Rank 1",
   "About 40", "Peaks 3 and 4") still is.
2. Every reason and every per-fact explanation the checker gives, over every unsealed sentence of the
   labelled set on the records our tools really make (eval/, ../shared/data), is a full sentence:
   no fragment ("9999: no workers of 9999", ", 2"), no broken possessive ("rep1 peaks's",
   "Peak_22 & rep1's"), no template left-overs.

Records of part 1 are SYNTHETIC (labelled so), in the shapes our tools store.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from eval.items import fill, load_batches, load_items
from eval.runner import build_record_sets
from genie_widgets.citations import Citation, verify_message

STATS = Citation(id="cite_stats_synth", source_type="genome-computation", title="Genome signal stats result",
                 tool="genome_signal_stats", locus="chr19:1000000-1200000",
                 data={"success": True, "scopeApplied": "viewport (chr19:1000000-1200000)",
                       "loci": ["chr19:1000000-1200000"],
                       "tracks": [{"trackId": "track_a_1a2b", "name": "SYNTHETIC track A",
                                   "stats": {"mean": 1.224, "max": 199.8, "nIntervals": 256}},
                                  {"trackId": "track_b_3c4d", "name": "SYNTHETIC track B",
                                   "stats": {"mean": 1.687, "max": 190.7, "nIntervals": 279}}]})
JOB = Citation(id="cite_job_synth", source_type="genome-computation", title="SYNTHETIC cluster status",
               data={"workers": 2, "threads": 8})
STORE = {c.id: c for c in (STATS, JOB)}


def facts(sentence: str) -> list[str]:
    return [f.text for f in verify_message(sentence, STORE)[-1].facts]


@pytest.mark.parametrize(("sentence", "checked"), [
    # uncited: only the values count ("Uncited: 1 number", not 3)
    ("Replicate 1 averaged 0.87 on chr19, similar to replicate 2.", ["0.87"]),
    ("Replicates 1 and 2 averaged 0.87 and 0.88.", ["0.87", "0.88"]),
    ("Samples 1, 2 and 3 averaged 0.5.", ["0.5"]),
    ("Sample 3 had the highest signal.", []),
    ("Point 31: the mean was high.", []),
    ("Patient 7 and Donor 3 were excluded.", []),
    ("In sample 3 the mean was high.", []),
    ("Table 2.", []),
    ("rep2 and K562 on chr19 in hg38.", []),
    # cited: the names' numbers are not looked for in the record
    ("Replicate 1 averaged 1.224 over the view [[cite:cite_stats_synth]].", ["1.224"]),
    ("Sample 1 averaged 1.224 over the view [[cite:cite_stats_synth]].", ["1.224"]),
    ("Point 31: SYNTHETIC track A averaged 1.224 [[cite:cite_stats_synth]].", ["1.224"]),
    ("The dashboard is on port 9999 with 2 workers [[cite:cite_job_synth]].", ["2"]),
    # a number a word states as a value is still checked
    ("Only 3 peaks passed.", ["3"]),
    ("Found 7 peaks.", ["7"]),
    ("About 40 peaks.", ["40"]),
    ("Rank 1 is ENCFF381NDD.", ["1", "ENCFF381NDD"]),
    ("Peaks 3 and 4 overlap.", ["3", "4"]),
    ("Lines 1-40 show it.", ["1", "40"]),
    ("Step 2 took 40 seconds.", ["40"]),
    ("SYNTHETIC track A had 256 intervals [[cite:cite_stats_synth]].", ["256"]),
])
def test_a_number_that_is_part_of_a_name_is_not_a_claim(sentence, checked):
    assert facts(sentence) == checked


def test_the_walkthrough_explanations_read_as_sentences():
    """The three the walkthrough met: a miss names what was looked for and where; no fragment."""
    wrong = verify_message("The mean of SYNTHETIC track A was 9999 [[cite:cite_stats_synth]].", STORE)[-1]
    assert wrong.status == "unsupported"
    assert wrong.reason == "The cited record gives SYNTHETIC track A's mean as 1.224, not 9999."
    assert wrong.facts[0].note == wrong.reason
    several = verify_message("Track A averaged 5.5 and track B 6.6 [[cite:cite_stats_synth]].", STORE)[-1]
    assert several.reason == "The cited record does not back 5.5 and 6.6."
    other = verify_message("SYNTHETIC track B averaged 1.224 [[cite:cite_stats_synth]].", STORE)[-1]
    assert other.reason == "1.224 is SYNTHETIC track A's mean, not SYNTHETIC track B's."
    open_subject = verify_message("The mean was 1.224 [[cite:cite_stats_synth]].", STORE)[-1]
    assert open_subject.status == "unverified"
    assert open_subject.reason == ("The checker could not tell which track 1.224 is about: SYNTHETIC track A "
                                   "or SYNTHETIC track B.")


# -- over the labelled set ---------------------------------------------------------------------

_FRAGMENT = [
    (re.compile(r"^\s*[,;:.)]"), "starts with punctuation"),
    (re.compile(r"^[^\s:]+: (?:no |the |could )"), "a 'value: …' fragment"),
    (re.compile(r"\bno (?:\S+ )?(?:\S+ )?of (\S+); "), "'no X of N;' fragment"),
    (re.compile(r"s's\b"), "a broken possessive"),
    (re.compile(r"&[^·→]*'s\b"), "a possessive of joined names"),
    (re.compile(r",\s*,|\s,|\(\s*\)|\{|\}|\bNone\b"), "a template left-over"),
    (re.compile(r"\s{2,}"), "doubled spaces"),
]


def _problems(text: str | None) -> list[str]:
    if text is None:
        return []
    out = [why for pattern, why in _FRAGMENT if pattern.search(text)]
    if not text.rstrip().endswith((".", "?", "!")):
        out.append("not a full sentence (no full stop)")
    return out


@pytest.fixture(scope="module")
def records(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    built, _skipped = build_record_sets(["classic", "real"], shared_data, tmp_path_factory.mktemp("explain"))
    return built


def test_every_explanation_of_the_labelled_set_is_a_sentence(records):
    batches = load_batches()
    seen, bad = 0, []
    for item in load_items():
        rec = records.get(batches[item.batch]["records"])
        if rec is None or batches[item.batch]["sealed"]:
            continue
        for check in verify_message(fill(item, rec, show_id=True), rec.store):
            texts = [check.reason] + [t for f in check.facts for t in (f.note, f.unsure)]
            for text in texts:
                seen += text is not None
                bad += [f"{item.id}: {text!r}: {why}" for why in _problems(text)]
    assert seen > 8000
    assert not bad, f"{len(bad)} explanations that are not sentences, e.g.:\n" + "\n".join(bad[:15])
