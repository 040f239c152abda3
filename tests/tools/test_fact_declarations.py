"""Each tool declares its record's facts (``genie_widgets/tools/tool_facts.toml``): the declaration,
not a JSON key's name, says which numbers are facts of which attribute. (Every record the tools
write in the whole test suite is also checked against its declaration: tests/conftest.py.)"""

from __future__ import annotations

import pytest

from genie_widgets.citations import Citation, verify_message
from genie_widgets.tools.fact_declarations import TOOL_FACTS, DeclarationError, read_declarations
from genie_widgets.tools.facts import record_facts, undeclared_fields
from genie_widgets.tools.registry import TOOLS


def test_every_tool_that_cites_declares_its_facts_and_only_tools_are_declared():
    citing = {name for name, tool in TOOLS.items() if tool.issues_citation}
    assert citing == set(TOOL_FACTS), (citing ^ set(TOOL_FACTS))


def _peaks(data: dict, tool: str | None = "genome_call_peaks") -> Citation:
    return Citation(id="cite_decl_peaks", source_type="genome-computation", title="Genome call peaks result",
                    tool=tool, data=data)


def test_a_number_its_tool_does_not_declare_backs_nothing():
    # "fragmentRatio" is no field of a peak call: under the tool's declaration it is no fact (the
    # sentence quoting it gets no ✓), where a record of no declared tool reads it by its name.
    data = {"threshold": 8.79, "peakCount": 7, "fragmentRatio": 0.433}
    declared, generic = _peaks(data), _peaks(data, tool=None)
    assert undeclared_fields(declared) == ["data.fragmentRatio"] and undeclared_fields(generic) == []
    assert not any(f.path == "data.fragmentRatio" for f in record_facts(declared).facts)
    assert any(f.path == "data.fragmentRatio" for f in record_facts(generic).facts)
    text = "The fragment ratio was 0.433 {tok}."
    assert verify_message(text.format(tok=declared.token), {declared.id: declared})[0].status != "verified"
    # what it declares still backs its sentence
    assert verify_message(f"The call kept 7 peaks {declared.token}.", {declared.id: declared})[0].status == "verified"


def test_the_calls_arguments_are_facts_shown_as_arguments():
    record = _peaks({"threshold": 8.79, "k": 3, "minWidth": 50, "mergeGap": 1000, "peakCount": 7})
    facts = {f.attribute: f for f in record_facts(record).facts if f.kind == "number"}
    assert facts["mergeGap"].role == "argument" and facts["k"].role == "argument"
    assert facts["threshold"].role is None and facts["peakCount"].role is None
    check = verify_message(f"Peaks closer than 1 kb were merged {record.token}.", {record.id: record})[0]
    assert check.status == "verified"
    assert any("the call's argument" in (f.binding or "") for f in check.facts)


def test_renamed_fields_bind_their_declared_attribute():
    record = Citation(id="cite_decl_corr", source_type="genome-computation", title="Genome correlate tracks result",
                      tool="genome_correlate_tracks",
                      data={"trackIdA": "a_1", "trackIdB": "b_2", "r": 0.615, "spearman": 0.48, "nBins": 191,
                            "binSize": 10000})
    facts = {f.path: f for f in record_facts(record).facts if f.kind == "number"}
    assert facts["data.r"].attribute == "pearson"
    assert verify_message(f"Pearson r was 0.615 {record.token}.", {record.id: record})[0].status == "verified"
    assert verify_message(f"Spearman was 0.615 {record.token}.", {record.id: record})[0].status == "unsupported"


@pytest.mark.parametrize("text, says", [
    ('[t]\nunits = {}\n', "declares no values"),
    ('[t]\nvalues = ["a"]\nextra = 1\n', "unknown keys ['extra']"),
    ('[t]\nvalues = ["a"]\narguments = ["b"]\n', "arguments ['b'] are not values"),
    ('[t]\nvalues = ["a"]\ntables = ["pie"]\n', "unknown tables ['pie']"),
    ('[t]\nvalues = ["a"]\nsubjects = ["name"]\n', "unknown subject fields ['name']"),
    ('[t]\nvalues = "a"\n', "values must be a list"),
    ('[t]\nvalues = ["a"]\nrow_tracks = "yes"\n', "row_tracks must be true or false"),
    ('[t\n', "tool_facts.toml"),
])
def test_a_malformed_declaration_is_refused_naming_the_tool_and_key(text, says):
    with pytest.raises(DeclarationError, match=None) as info:
        read_declarations(text)
    assert says in str(info.value)
