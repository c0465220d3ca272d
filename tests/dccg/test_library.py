"""The legacy scenario library: at least 10 files, the seed's worked examples among them."""

from __future__ import annotations

from judgeapp.resources import resource_dir
from judgeapp.scenario import load_file, run_scenario

FILES = sorted(resource_dir("scenarios").glob("dccg-*.yaml"))


def test_at_least_ten_legacy_scenarios_all_passing():
    assert len(FILES) >= 10
    for path in FILES:
        scenario = load_file(path)
        assert scenario.game == "dccg", path.name
        result = run_scenario(scenario)
        assert result.passed, f"{path.name}: {result.failures}"


def test_the_worked_examples_of_the_rules_are_scenarios():
    sources = {key for path in FILES for key in load_file(path).data["source"]}
    assert {
        "dccg-rules-en/example-turuiemon-vs-greymon",
        "dccg-rules-en/example-vikaralamon-vs-cerberusmon",
        "dccg-rules-en/example-antylamon-vs-karatenmon",
    } <= sources
