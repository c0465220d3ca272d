"""The scenario library: finding files and checking each one (``judgeapp check``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from judgeapp.engine.errors import EngineError
from judgeapp.scenario.loader import load_file
from judgeapp.scenario.report import verdict_line
from judgeapp.scenario.runner import Result, run_scenario
from judgeapp.scenario.source import ScenarioFileError


@dataclass
class Outcome:
    """What checking one file gave: ``status`` passed | failed | pending | invalid | error."""

    path: Path
    status: str
    lines: list[str] = field(default_factory=list)
    result: Result | None = None


def scenario_files(folder: Path) -> list[Path]:
    """The scenario files of a folder (and its subfolders), in name order."""
    return sorted(p for p in folder.rglob("*.yaml") if p.is_file())


def check_file(path: Path) -> Outcome:
    """Validate and run one file against its expect; never raises for a bad file."""
    try:
        scenario = load_file(path)
        result = run_scenario(scenario)
    except ScenarioFileError as exc:
        return Outcome(path, "invalid", str(exc).splitlines())
    except KeyError as exc:  # unknown game: no ruleset registered for it
        return Outcome(path, "invalid", [f"{path}: game: {exc.args[0]}"])
    except EngineError as exc:
        return Outcome(path, "error", [f"{path}: the engine refused the scenario: {exc}"])
    except Exception as exc:  # noqa: BLE001 - an engine bug is reported, not a traceback
        return Outcome(path, "error", [f"{path}: engine failure {type(exc).__name__}: {exc}"])
    lines = [verdict_line(result)]
    if result.status != "passed":
        lines.extend(f"  - {f}" for f in result.failures)
    return Outcome(path, result.status, lines, result)


def summary(outcomes: list[Outcome]) -> str:
    counts = {s: sum(o.status == s for o in outcomes)
              for s in ("passed", "failed", "pending", "invalid", "error")}
    parts = ", ".join(f"{n} {s}" for s, n in counts.items() if n or s == "passed")
    return f"{len(outcomes)} scenarios: {parts}"
