"""Scenario replays for the web: the board at every step, the decisions, and "ask me" runs.

The runner plays a scenario with ``record_boards`` on, so every step carries the board as of
that step and a replayer can show one step per screen. This module also ties each answered
decision to the step that records it, and finds library scenarios by name, caching each load
and run by the file's modification time. No Flask here.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from judgeapp.engine.errors import EngineError
from judgeapp.engine.steps import Decision, Step
from judgeapp.resources import resource_dir
from judgeapp.scenario.loader import Scenario, load_file
from judgeapp.scenario.runner import Answered, EngineRefused, Refusal, Result, run_scenario
from judgeapp.scenario.source import ScenarioFileError

NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,119}$")
MAX_ANSWERS = 300  # answers an interactive run accepts in its URL


class BadAnswer(ValueError):
    """An answer of an interactive run that is not one of the decision's options."""


class TooLong(ValueError):
    """A run that did not finish within its time budget (the message says where it stopped)."""


class ReplayError(ValueError):
    """A library file that cannot be replayed (invalid, or refused by the engine)."""


class PendingRefused(ReplayError):
    """A ``pending-engine`` library file whose card text the engine cannot read yet: not a
    broken file, its page shows ``refusal`` (the refused phrase) instead of a replay."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal


@dataclass
class Replay:
    """A finished run whose steps each carry their board (``Step.board``).

    ``answered[i]`` is the decision answered by step ``i`` (the step that records the choice).
    """

    scenario: Scenario
    result: Result
    answered: dict[int, Answered] = field(default_factory=dict)

    @property
    def steps(self) -> list[Step]:
        return self.result.steps

    def board_at(self, index: int) -> dict[str, Any]:
        """The board as of step ``index``, after that step's change."""
        return self.steps[index].board

    def to_dict(self) -> dict[str, Any]:
        """The whole replay as JSON: every step with its board, and the final board."""
        return self.result.to_dict()


def replay(scenario: Scenario, answers: list[str] | None = None,
           follow_script: bool = True, time_budget: float | None = None) -> Replay:
    """Run ``scenario``; with ``answers`` (a list, maybe empty) every decision the script
    leaves open is answered from it, and the run stops at the first one it cannot answer.
    ``follow_script=False`` drops the file's ``actions`` so every decision is asked.

    Raises ``BadAnswer`` for an answer that is not among the options, ``ScenarioFileError``
    or ``EngineError`` when the scenario cannot be run, ``TooLong`` when ``time_budget``
    (seconds) ran out.
    """
    if not follow_script:
        scenario = Scenario(scenario.filename, {**scenario.data, "actions": []}, scenario.source)
    ask = _Asker(answers) if answers is not None else None
    result = run_scenario(scenario, ask=ask, record_boards=True, time_budget=time_budget)
    if result.timed_out:
        raise TooLong(result.timed_out)
    if ask is not None and ask.left:
        raise BadAnswer(f"{len(ask.left)} answer(s) were not needed: the run ended before them")
    answered = {d.after_step: d for d in result.decisions if d.after_step < len(result.steps)}
    return Replay(scenario, result, answered)


class _Asker:
    """Answers decisions from a list, checking each answer against the options."""

    def __init__(self, answers: list[str]) -> None:
        if len(answers) > MAX_ANSWERS:
            raise BadAnswer(f"too many answers ({len(answers)}); at most {MAX_ANSWERS}")
        self.left = deque(answers)
        self.given = 0

    def __call__(self, decision: Decision) -> str | list[str] | None:
        if not self.left:
            return None
        raw = self.left.popleft()
        self.given += 1
        return check_answer(decision, raw, self.given)


def check_answer(decision: Decision, raw: str, number: int = 1) -> str | list[str]:
    """``raw`` as the decision's answer (comma-separated ids when several are chosen)."""
    ids = [o.id for o in decision.options]
    many = decision.max_choices > 1
    picks = [p.strip() for p in raw.split(",")] if many else [raw]
    wrong = [p for p in picks if p not in ids]
    shown = raw if len(raw) <= 80 else raw[:77] + "..."
    if wrong:
        raise BadAnswer(f"answer {number} {shown!r} is not an option of '{decision.prompt}' "
                        f"({decision.player} decides); the options are: {', '.join(ids)}")
    if many:
        in_range = decision.min_choices <= len(picks) <= decision.max_choices
        if not in_range or len(set(picks)) < len(picks):
            raise BadAnswer(f"answer {number}: choose {decision.min_choices} to "
                            f"{decision.max_choices} different options for '{decision.prompt}'")
        return picks
    return raw


# ---------------------------------------------------------------------- the library shelf
@dataclass(frozen=True)
class Entry:
    """One library file: its scenario, or the reason it cannot be loaded."""

    name: str
    path: Path
    scenario: Scenario | None
    error: str | None


def library_folder() -> Path:
    return resource_dir("scenarios")


def library(folder: Path | None = None) -> list[Entry]:
    """Every scenario file of the library, by name (the file name without ``.yaml``)."""
    folder = folder or library_folder()
    paths = sorted(folder.rglob("*.yaml"))
    return [_entry(str(p), p.stat().st_mtime_ns) for p in paths if p.is_file()]


def find(name: str, folder: Path | None = None) -> Entry | None:
    """The library entry called ``name``, or None (names are checked, never used as paths)."""
    if not NAME.match(name):
        return None
    folder = folder or library_folder()
    direct = folder / f"{name}.yaml"
    if direct.is_file():
        return _entry(str(direct), direct.stat().st_mtime_ns)
    return next((e for e in library(folder) if e.name == name), None)


def library_replay(entry: Entry) -> Replay:
    """The scripted replay of a library entry (cached until the file changes).

    Raises ``PendingRefused`` for a ``pending-engine`` file whose card text is refused,
    ``ReplayError`` for any other file that cannot be replayed.
    """
    if entry.scenario is None:
        raise ReplayError(entry.error or "the scenario cannot be loaded")
    run = _cached_replay(str(entry.path), entry.path.stat().st_mtime_ns)
    if isinstance(run, Refusal):
        raise PendingRefused(run)
    return run


def pending_refusal(entry: Entry) -> Refusal | None:
    """The engine's refusal of a ``pending-engine`` entry's card text; None when it runs
    (or the file is not pending)."""
    if entry.scenario is None or entry.scenario.status != "pending-engine":
        return None
    try:
        library_replay(entry)
    except PendingRefused as exc:
        return exc.refusal
    except ReplayError:
        return None
    return None


# Larger than the library (559 files): a cache smaller than the files a ``library()`` pass
# walks in order evicts each entry before it is read again, and every page that lists the
# library re-parses every file (a card page took 2-8 s at 559 files with 512 here).
@lru_cache(maxsize=4096)
def _entry(path: str, mtime: int) -> Entry:
    file = Path(path)
    try:
        return Entry(file.stem, file, load_file(file), None)
    except ScenarioFileError as exc:
        return Entry(file.stem, file, None, str(exc))


@lru_cache(maxsize=256)
def _cached_replay(path: str, mtime: int) -> Replay | Refusal:
    entry = _entry(path, mtime)
    try:
        return replay(entry.scenario)
    except EngineRefused as exc:
        if entry.scenario.status == "pending-engine":
            return exc.refusal
        raise ReplayError(str(exc)) from None
    except (ScenarioFileError, EngineError, KeyError) as exc:
        raise ReplayError(str(exc)) from None
