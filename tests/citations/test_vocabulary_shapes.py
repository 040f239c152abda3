"""A domain's shapes (:class:`~genie_widgets.citations.numbers.Shapes`: its length units, loci,
accessions, numbered names, abbreviations) come from the registered vocabulary (issue 28): the bare
checker reads plain numbers without any, a second vocabulary reads with its own, and registering
the first again leaves no trace of the second in any cache.

The domain here is a made-up one (lengths in metres, loci on pages, DOC accessions): the checker
knows none of it, as it knows no genomics."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from genie_widgets.citations import Citation, verify_message
from genie_widgets.citations import facts as facts_module
from genie_widgets.citations.claims import extract_claims
from genie_widgets.citations.facts import Vocabulary, default_vocabulary, generic_facts, register_vocabulary
from genie_widgets.citations.numbers import Shapes, length_unit, seq_key
from genie_widgets.citations.sentences import split_sentences

TOY = Shapes(length_unit="m", length_units={"m": 1, "km": 1_000}, length_words="metres|meters",
             length_nouns={"kilometre": 1_000}, density_units={"km": 1_000}, seq_names=r"page\d+",
             seq_prefix="page", accession_pattern=r"DOC\d{4}", numbered_names=r"\bchapter\s+(\d+)\b",
             abbreviations=frozenset({"sec"}))
TOY_VOCABULARY = Vocabulary(extract=generic_facts, shapes=TOY, located_kinds=frozenset({"landmark"}))

RECORD = Citation(id="cite_toy_road", source_type="studio-output", title="Road survey",
                  data={"mean": 0.87, "distance": 3000, "where": "page2:10-20", "doc": "DOC1234"})
STORE = {RECORD.id: RECORD}
TEXT = (f"The mean was 0.870 {RECORD.token}. The road is 3 km long, see DOC1234 and page2:10-20 "
        f"{RECORD.token}. Chapter 7 of sec. 4 says 5 meters {RECORD.token}.")


@pytest.fixture()
def registered() -> Iterator[Vocabulary]:
    """The vocabulary registered when the test starts, registered again after it."""
    before = default_vocabulary()
    yield before
    register_vocabulary(before)


def _claims(text: str) -> list[tuple[str, object, str | None]]:
    return [(c.fact.kind, c.fact.value, c.number.unit if c.number else None) for c in extract_claims(text, text)]


def test_the_bare_checker_reads_a_plain_number(registered):
    register_vocabulary(facts_module._BARE)
    assert default_vocabulary() is facts_module._BARE
    [c] = verify_message(f"The mean was 0.870 {RECORD.token}.", STORE)
    assert c.status == "verified"
    [c] = verify_message(f"The mean was 0.880 {RECORD.token}.", STORE)
    assert c.status == "unsupported"
    # no length units, loci, accessions or abbreviations of any domain
    assert _claims("It is 3 km and 10 kb; DOC1234, ENCFF381NDD, chr8:1-2.") == [
        ("number", 3.0, None), ("number", 10.0, None), ("number", 1.0, None), ("number", 2.0, None)]
    assert len(split_sentences("See sec. 4 for more.")) == 2
    assert length_unit() == "length" and seq_key(" Page2 ") == "page2"


def test_a_second_vocabulary_reads_with_its_shapes_and_leaves_no_trace(registered):
    first = registered
    first_checks = [c.to_dict() for c in verify_message(TEXT, STORE)]
    first_claims = _claims(TEXT)
    first_facts = first.facts_of(RECORD)
    first_spans = split_sentences(TEXT)

    register_vocabulary(TOY_VOCABULARY)
    assert default_vocabulary() is TOY_VOCABULARY and length_unit() == "m"
    assert _claims("The road is 3 km, 5 meters, see DOC1234 at page2:10-20 and chapter 7.") == [
        ("number", 3000.0, "m"), ("number", 5.0, "m"), ("accession", "DOC1234", None),
        ("locus", ("page2", 10, 20), None)]
    assert seq_key("Page2") == "2"
    assert len(split_sentences("See sec. 4 for more.")) == 1
    facts = TOY_VOCABULARY.facts_of(RECORD)
    assert ("locus", ("page2", 10, 20)) in [(f.kind, f.value) for f in facts.facts]
    assert [f.unit for f in facts.facts if f.path == "data.where (length)"] == ["m"]
    assert ("accession", "DOC1234") in [(f.kind, f.value) for f in facts.facts]
    assert first.facts_of(RECORD) is not first_facts  # read again, with the shapes now registered
    [_, road, _] = verify_message(TEXT, STORE)
    assert [f.text for f in road.facts if f.kind == "accession"] == ["DOC1234"]

    register_vocabulary(first)
    assert default_vocabulary() is first
    assert _claims(TEXT) == first_claims
    assert split_sentences(TEXT) == first_spans
    again = first.facts_of(RECORD)
    assert again is not first_facts and again.facts == first_facts.facts
    assert [c.to_dict() for c in verify_message(TEXT, STORE)] == first_checks


def test_shapes_default_to_none():
    bare = Shapes()
    assert bare.seq_names is None and bare.accession_pattern is None and not bare.length_units
    assert Vocabulary().shapes == bare and Vocabulary().located_kinds == frozenset({"feature"})
