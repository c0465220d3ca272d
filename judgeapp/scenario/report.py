"""Plain-text rendering of a replay (``judgeapp replay``) and of ``judgeapp check`` lines."""

from __future__ import annotations

from collections.abc import Iterator

from judgeapp.engine.steps import Step
from judgeapp.scenario.runner import Answered, Result


def replay_lines(result: Result) -> Iterator[str]:
    """The steps with their explanation and citations, the decisions in between, the verdict."""
    scenario = result.scenario
    yield f"{scenario.title}  ({scenario.filename}, game {scenario.game})"
    if scenario.status == "pending-engine":
        yield f"PENDING ENGINE: {scenario.pending_reason}"
    decisions = list(result.decisions)
    for position, step in enumerate(result.steps):
        while decisions and decisions[0].after_step <= position:
            yield _decision_line(decisions.pop(0))
        yield from _step_lines(step)
    for answered in decisions:
        yield _decision_line(answered)
    if result.stopped_on:
        d = result.stopped_on
        yield f"  ... stopped: {d.player} to decide ({d.kind}): {d.prompt}"
    yield verdict_line(result)
    for failure in result.failures:
        yield f"  - {failure}"


def verdict_line(result: Result) -> str:
    label = {"passed": "PASS", "failed": "FAIL", "pending": "PENDING"}[result.status]
    text = f"{label} {result.scenario.filename}: {result.scenario.title}"
    if result.status == "pending":
        still = "still failing" if result.failures else "now passes: drop status?"
        text += f" [pending-engine: {result.scenario.pending_reason}; {still}]"
    return text


def _step_lines(step: Step) -> Iterator[str]:
    who = f"{step.player}: " if step.player else ""
    yield f"{step.index:4d}. [{step.kind}] {who}{step.text}"
    if step.cause:
        yield f"        because: {step.cause}"
    if step.pending:
        yield f"        pending: {', '.join(step.pending)}"
    if step.rules:
        yield f"        rules: {', '.join(step.rules)}"


def _decision_line(answered: Answered) -> str:
    d = answered.decision
    how = "script" if answered.scripted else "default"
    return f"     ? {d.player} decides ({d.kind}): {d.prompt} -> {answered.answer!r} ({how})"
