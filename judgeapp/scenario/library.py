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
    """Validate and run one file against its expect; never raises for a bad file.

    A ``pending-engine`` file whose run the engine rejects or crashes on is still *pending*
    (with the engine's message): the file says the engine cannot run it yet.
    """
    try:
        scenario = load_file(path)
    except ScenarioFileError as exc:
        return Outcome(path, "invalid", str(exc).splitlines())
    except Exception as exc:  # noqa: BLE001 - one bad file never aborts the folder
        return Outcome(path, "error", [f"{path}: the checker failed on this file "
                                       f"({type(exc).__name__}: {exc})"])
    try:
        result = run_scenario(scenario)
    except Exception as exc:  # noqa: BLE001 - reported as a line, never a traceback
        outcome = _run_error(path, exc)
        if scenario.status == "pending-engine":
            reason = f"PENDING {path}: {scenario.title} [pending-engine: {scenario.pending_reason}]"
            return Outcome(path, "pending", [reason, *(f"  - {line}" for line in outcome.lines)])
        return outcome
    lines = [verdict_line(result)]
    if result.status != "passed":
        lines.extend(f"  - {f}" for f in result.failures)
    return Outcome(path, result.status, lines, result)


def _run_error(path: Path, exc: Exception) -> Outcome:
    """The outcome of a run the engine could not complete."""
    if isinstance(exc, ScenarioFileError):  # found by the engine at setup, located in the file
        return Outcome(path, "invalid", str(exc).splitlines())
    if isinstance(exc, KeyError):  # unknown game: no ruleset registered for it
        return Outcome(path, "invalid", [f"{path}: game: {exc.args[0]}"])
    if isinstance(exc, EngineError):
        return Outcome(path, "error", [f"{path}: the engine refused the scenario: {exc}"])
    return Outcome(path, "error", [f"{path}: engine failure {type(exc).__name__}: {exc}"])


def summary(outcomes: list[Outcome]) -> str:
    counts = {s: sum(o.status == s for o in outcomes)
              for s in ("passed", "failed", "pending", "invalid", "error")}
    parts = ", ".join(f"{n} {s}" for s, n in counts.items() if n or s == "passed")
    return f"{len(outcomes)} scenarios: {parts}"
