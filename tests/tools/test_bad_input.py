"""Every parameter of every available tool, given wrong types, out-of-range values or nothing:
a clear error (or a clamp where the reference clamps), never a traceback."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genie_widgets.tools.registry import TOOLS, ToolResult, call, schemas

WRONG = {"string": [123, True, ["a"], {"a": 1}], "number": ["abc", True, [], {}, "1e999"],
         "integer": ["abc", 1.5, False], "boolean": ["maybe", 2, [True]], "array": [5, {"a": 1}, [1, {}]],
         "object": ["x", 3, [1]]}


def cases():
    schemas("genome")
    for tool in TOOLS.values():
        if not tool.available:
            continue
        for name, spec in tool.parameters.get("properties", {}).items():
            for bad in WRONG.get(spec.get("type"), []):
                yield pytest.param(tool.name, name, bad, id=f"{tool.name}.{name}={json.dumps(bad)}")


def mode_of(tool_name):
    return sorted(TOOLS[tool_name].modes)[0]


@pytest.mark.parametrize("tool_name,param,bad", list(cases()))
def test_wrong_types_are_clear_errors(project, session, tool_name, param, bad):
    r = call(tool_name, {param: bad}, project, session, mode=mode_of(tool_name))
    assert r.success is False
    assert param in r.error or "needs" in r.error, r.error
    assert "Traceback" not in r.error


@pytest.mark.parametrize("tool_name", [n for n in (schemas("genome") and TOOLS) if TOOLS[n].available
                                       and TOOLS[n].parameters.get("required")])
def test_missing_required_fields(project, session, tool_name):
    r = call(tool_name, {}, project, session, mode=mode_of(tool_name))
    assert r.success is False and "needs" in r.error


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=True) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzzed_arguments_never_raise(project, session, data):
    names = [n for n in TOOLS if TOOLS[n].available and n != "genome_add_track"]
    name = data.draw(st.sampled_from(sorted(names)))
    props = list(TOOLS[name].parameters.get("properties", {}))
    keys = data.draw(st.lists(st.sampled_from(props + ["bogus"]), max_size=4, unique=True)) if props else []
    args = {k: data.draw(json_values) for k in keys}
    r = call(name, args, project, session, mode=mode_of(name))
    assert isinstance(r, ToolResult)
    # registry.call turns any exception into an error result; a tool bug says "failed unexpectedly".
    assert "failed unexpectedly" not in (r.error or ""), (name, args, r.error)
    json.dumps(r.to_json())
