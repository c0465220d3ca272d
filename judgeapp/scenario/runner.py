"""Running a scenario through its ruleset: scripted answers, defaults, steps and the verdict."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judgeapp.engine.errors import CardTextError, EngineError
from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Decision, Step
from judgeapp.scenario.expect import evaluate
from judgeapp.scenario.loader import Scenario
from judgeapp.scenario.source import ScenarioFileError

MAX_ANSWERS = 10_000  # a runaway engine asking forever is a failure, not a hang


@dataclass(frozen=True)
class Answered:
    """A decision the run met, the answer given, and whether the script or the default gave it.

    ``after_step`` is how many steps had happened when it was asked (for interleaving).
    """

    decision: Decision
    answer: str | list[str]
    scripted: bool
    after_step: int

    def to_dict(self) -> dict[str, Any]:
        return {**self.decision.to_dict(), "answer": self.answer, "scripted": self.scripted,
                "after_step": self.after_step}


@dataclass
class Result:
    """The replay of one scenario and its verdict.

    ``status``: ``passed``, ``failed`` (expect not met, or the engine refused the board),
    ``pending`` (the file says ``status: pending-engine``; it was still run for information).
    """

    scenario: Scenario
    steps: list[Step] = field(default_factory=list)
    decisions: list[Answered] = field(default_factory=list)
    stopped_on: Decision | None = None
    snapshot: dict[str, Any] | None = None
    failures: list[str] = field(default_factory=list)
    status: str = "passed"
    timed_out: str | None = None  # why ``time_budget`` ended the run, if it did

    @property
    def passed(self) -> bool:
        return self.status == "passed"

    def to_dict(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario.meta(),
            "status": self.status,
            "failures": self.failures,
            "steps": [s.to_dict() for s in self.steps],
            "decisions": [d.to_dict() for d in self.decisions],
            "stopped_on": self.stopped_on.to_dict() if self.stopped_on else None,
            "snapshot": self.snapshot,
        }


@dataclass(frozen=True)
class Refusal:
    """The engine's refusal of a scenario's card text, as data.

    ``phrase`` is the refused card text as the engine quotes it (None when the engine names a
    rule instead, e.g. a keyword rule it does not model), ``card`` the card definition's
    index in ``cards`` when known, ``message`` the located message
    (``file:line: cards[0].text: unsupported card text ...``).
    """

    message: str
    phrase: str | None = None
    card: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"message": self.message, "phrase": self.phrase, "card": self.card}


class EngineRefused(ScenarioFileError):
    """``run_scenario``: the engine cannot read a card's text (``refusal`` says which).

    A ``ScenarioFileError`` like any other setup problem, so callers that only report keep
    working; callers that show ``pending-engine`` files catch it to show the refusal.
    """

    def __init__(self, error: ScenarioFileError, refusal: Refusal) -> None:
        super().__init__(error.filename, error.problems)
        self.refusal = refusal


Observer = Callable[[dict[str, Any]], None]
# Answers a decision the script leaves open (interactive "ask me" mode); None ends the run there.
Ask = Callable[[Decision], "str | list[str] | None"]


def run_scenario(scenario: Scenario, observe: Observer | None = None,
                 ask: Ask | None = None, *, record_boards: bool = False,
                 time_budget: float | None = None) -> Result:
    """Play ``scenario`` out and check its ``expect``.

    ``observe`` is called with the snapshot after setup and after every advance (the tests
    check invariants there). ``ask``, when given, answers every decision the script leaves
    open instead of the defaults (the web replayer's interactive mode). ``record_boards``
    makes every step carry its board (``Step.board``) for the step-through replayer; it costs
    a snapshot per step, so checks leave it off. ``time_budget`` (seconds, for web requests)
    ends the run with a failure saying so once it is spent. Input errors the engine
    finds (impossible board, unsupported card text) become ``ScenarioFileError`` located in
    the file.
    """
    result = Result(scenario)
    ruleset = get_ruleset(scenario.game)
    try:
        state = ruleset.setup(scenario.data, record_boards=record_boards)
    except CardTextError as exc:
        path = scenario.locate_text(exc.sentence)
        raise _refused(scenario.problem_at(path, str(exc)), path, exc.sentence) from None
    except EngineError as exc:
        path = tuple(_split_field(getattr(exc, "field", None)))
        error = scenario.problem_at(path, getattr(exc, "message", str(exc)))
        if _is_card_text(path):
            cause = exc.__cause__
            phrase = cause.sentence if isinstance(cause, CardTextError) else None
            raise _refused(error, path, phrase) from None
        raise error from None
    if observe:
        observe(ruleset.snapshot(state))
    script = deque(scenario.actions)
    answer: str | list[str] | None = None
    deadline = time.monotonic() + time_budget if time_budget is not None else None
    for _ in range(MAX_ANSWERS):
        advance = ruleset.advance(state, answer)
        state = advance.state
        result.steps.extend(advance.steps)
        if observe:
            observe(ruleset.snapshot(state))
        decision = advance.decision
        if deadline is not None and decision is not None and time.monotonic() > deadline:
            result.stopped_on = decision
            result.timed_out = (f"stopped after {len(result.steps)} steps: a run here may take "
                                f"at most {time_budget:g} s; run it with 'judgeapp replay "
                                "FILE' to see the rest")
            result.failures.append(result.timed_out)
            break
        answer, scripted = _next_answer(decision, script, ask)
        if answer is None:
            result.stopped_on = decision
            break
        result.decisions.append(Answered(decision, answer, scripted, len(result.steps)))
    else:
        result.failures.append(f"stopped after {MAX_ANSWERS} answers: the engine keeps asking")
    if script:
        result.failures.append(f"{len(script)} scripted answer(s) never used: {list(script)}")
    result.snapshot = ruleset.snapshot(state)
    result.failures.extend(evaluate(scenario, result.snapshot, result.steps, result.stopped_on))
    if scenario.status == "pending-engine":
        result.status = "pending"
    elif result.failures:
        result.status = "failed"
    return result


def _next_answer(decision: Decision | None, script: deque,
                 ask: Ask | None = None) -> tuple[str | list[str] | None, bool]:
    """The script's next entry, else ``ask``'s answer or the default; None ends the run."""
    if decision is None:
        return None, False
    if script:
        return script.popleft(), True
    if ask is not None:
        return ask(decision), False
    if decision.kind == "main_action":
        return None, False
    return decision.default, False


def _is_card_text(path: tuple) -> bool:
    """``cards[i].text`` / ``.inherited`` / ``.security`` / ``.option.text`` (a DUAL card's
    Option side): a card's printed text."""
    return (len(path) in (3, 4) and path[0] == "cards" and isinstance(path[1], int)
            and (path[2:] == ("option", "text")
                 or (len(path) == 3 and path[2] in ("text", "inherited", "security"))))


def _refused(error: ScenarioFileError, path: tuple, phrase: str | None) -> EngineRefused:
    card = path[1] if len(path) > 1 and isinstance(path[1], int) else None
    return EngineRefused(error, Refusal(str(error), phrase, card))


def _split_field(field_path: str | None) -> list[str | int]:
    """``board.p1.battle[0].card`` -> ``["board", "p1", "battle", 0, "card"]``."""
    parts: list[str | int] = []
    for chunk in (field_path or "").replace("]", "").split("."):
        if not chunk:
            continue
        name, *indexes = chunk.split("[")
        parts.append(name)
        parts.extend(int(i) for i in indexes if i.isdigit())
    return parts

