"""Fuzzing the scenario loader and the builder with hypothesis (issue 14's permanent suite).

Whatever the text or the form fields, the loader either returns a scenario or raises
``ScenarioFileError`` (a message by line), a loaded scenario runs or is refused with a
message, and the builder always returns its outcome: no other exception escapes. The
strategies mutate real library files as well as generating noise, so the fuzzer reaches the
checks behind a well-formed file. Example counts stay modest to keep the suite fast.
"""

from __future__ import annotations

import copy
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judgeapp.engine.errors import EngineError
from judgeapp.resources import resource_dir
from judgeapp.scenario import form
from judgeapp.scenario.loader import load_file, load_text
from judgeapp.scenario.runner import run_scenario
from judgeapp.scenario.source import ScenarioFileError

FUZZ = settings(max_examples=150, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LIBRARY = sorted(resource_dir("scenarios").glob("*.yaml"))
SEEDS = [load_file(p).source.data for p in LIBRARY[::12]]
FIELD_NAMES = sorted(form.from_mapping(SEEDS[0]))

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True), st.text(max_size=40),
    st.sampled_from(["p1", "p2", "Agumon", "main", "pass", "p1-agumon", "[On Play] <Draw 1>.",
                     "*a", "&a", "<<", "2024-13-45", "0x1F", "1e999", "~", "!!python/none"]),
)
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(st.one_of(st.text(max_size=12), st.integers()),
                                                 inner, max_size=5)), max_leaves=25)


def _paths(data: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += _paths(value, (*path, i))
    return found


@st.composite
def mutated_scenarios(draw) -> Any:
    """A library scenario with a few of its values (anywhere) replaced by random ones."""
    data = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        if not path:
            return draw(values)
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        parent[path[-1]] = draw(values)
    return data


def _load_and_run(text: str) -> None:
    try:
        scenario = load_text(text, "fuzz.yaml")
    except ScenarioFileError as exc:
        assert exc.problems and all(p.message for p in exc.problems)
        return
    try:
        run_scenario(scenario)
    except (ScenarioFileError, EngineError):
        pass  # refused with a message: what check and replay print


@FUZZ
@given(st.text(max_size=300))
def test_any_text_is_a_scenario_or_a_message(text):
    _load_and_run(text)


@FUZZ
@given(st.lists(st.sampled_from(["a: ", "- ", "&x ", "*x ", "[", "]", "{", "}", ", ", ": ",
                                 "\n", "  ", "<<: ", "!!str ", "'", '"', "#", "|\n", "? ",
                                 "title", "board", "p1", "1", "\t", "\x00", "\ufeff"]),
                max_size=60).map("".join))
def test_yaml_shaped_noise_is_a_scenario_or_a_message(text):
    _load_and_run(text)


@FUZZ
@given(mutated_scenarios())
def test_mutated_library_scenarios_are_checked_or_refused(data):
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    _load_and_run(text)


field_values = st.one_of(st.text(max_size=60), st.sampled_from([
    "", "5", "-1", "1000000000", "²", "Agumon", "Agumon [id: p1-a]", "Gabumon [face up]",
    "color=red level=3 cost=2", "a: &a [*a]", "[" * 50, "{}", "step_limit: 99999999",
    "attack p1-agumon -> player", "<script>alert(1)</script>", "[On Play] <Draw 1>.",
]))


@FUZZ
@given(st.dictionaries(st.sampled_from(FIELD_NAMES), field_values, max_size=12),
       st.sampled_from(SEEDS))
def test_the_builder_always_returns_its_outcome(changes, seed):
    fields = {**form.from_mapping(seed), **changes}
    built = form.build(form.compact(fields), {})
    assert built.valid or built.errors or built.general
