"""Scenario files: loading with line-precise validation, running through a ruleset, invariants.

See docs/scenario-format.md. This package may read files; the engine never does.
"""

from judgeapp.scenario.loader import Scenario, load_file, load_text
from judgeapp.scenario.runner import Result, run_scenario
from judgeapp.scenario.source import ScenarioFileError

__all__ = ["Result", "Scenario", "ScenarioFileError", "load_file", "load_text", "run_scenario"]
