"""Training quizzes: the ``quiz:`` points of library scenarios, chosen, checked and scored.

A quiz point stands at one step of a scenario's replay. Its options may carry claims the
engine can check (docs/scenario-format.md "Quiz"): ``step`` (of the steps the options name,
this one comes first from the quiz point on) or ``card`` + ``zone`` (where the card is when
the run ends). ``disagreements`` compares those claims with the replay, so a quiz answer can
never contradict what the engine does. No Flask here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from judgeapp.replay import Entry, Replay, ReplayError, library, library_replay
from judgeapp.scenario.expect import matches
from judgeapp.scenario.snapshot import index

MAX_SET = 20
GAMES = {"dcg": "Digimon Card Game", "dccg": "Digimon Collectible Card Game (legacy)"}


@dataclass(frozen=True)
class QuizPoint:
    """One question, placed at ``step`` of its scenario's replay."""

    id: str  # "<scenario name>.<n>"
    scenario: str
    title: str
    game: str
    tags: tuple[str, ...]
    difficulty: int
    question: str
    options: tuple[str, ...]
    claims: tuple[dict[str, Any] | None, ...]
    answer: int
    explanation: str
    rules: tuple[str, ...]
    step: int

    def to_dict(self, with_answer: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id, "scenario": self.scenario, "title": self.title, "game": self.game,
            "tags": list(self.tags), "difficulty": self.difficulty, "question": self.question,
            "options": list(self.options), "step": self.step,
        }
        if with_answer:
            data.update(answer=self.answer, explanation=self.explanation, rules=list(self.rules))
        return data


class QuizError(ValueError):
    """A quiz point that cannot be placed in its replay (its step does not exist)."""


def points_of(entry: Entry, rp: Replay) -> list[QuizPoint]:
    """The quiz points of one scenario, placed in its replay."""
    scenario = entry.scenario
    found = []
    for n, raw in enumerate(scenario.data.get("quiz") or []):
        options = [o if isinstance(o, str) else o["text"] for o in raw["options"]]
        claims = [None if isinstance(o, str) else
                  {k: v for k, v in o.items() if k != "text"} or None for o in raw["options"]]
        found.append(QuizPoint(
            id=f"{entry.name}.{n}", scenario=entry.name, title=scenario.title,
            game=scenario.game, tags=tuple(scenario.data["tags"]),
            difficulty=scenario.data["difficulty"], question=raw["question"].strip(),
            options=tuple(options), claims=tuple(claims), answer=raw["answer"],
            explanation=raw["explanation"].strip(), rules=tuple(raw["rules"]),
            step=_place(raw, rp, f"{entry.name} quiz[{n}]")))
    return found


def _place(raw: dict[str, Any], rp: Replay, where: str) -> int:
    steps = rp.steps
    if "at" in raw:
        if raw["at"] >= len(steps):
            raise QuizError(f"{where}: at {raw['at']}: the replay has {len(steps)} steps")
        return raw["at"]
    hit = next((n for n, s in enumerate(steps) if matches(raw["before"], s)), None)
    if hit is None:
        raise QuizError(f"{where}: before: no step matches {raw['before']}")
    return hit


def all_points() -> tuple[list[QuizPoint], list[str]]:
    """Every quiz point of the library, and the problems of points that cannot be placed."""
    points: list[QuizPoint] = []
    problems: list[str] = []
    for entry in library():
        if entry.scenario is None or not entry.scenario.data.get("quiz"):
            continue
        try:
            points.extend(points_of(entry, library_replay(entry)))
        except (ReplayError, QuizError) as exc:
            problems.append(str(exc))
    return points, problems


def choose(points: list[QuizPoint], tags: list[str], difficulty: int | None,
           game: str | None = None, limit: int = MAX_SET) -> list[QuizPoint]:
    """The points of ``game`` (any when None) in any of ``tags`` (all when empty) at
    ``difficulty`` (any when None)."""
    return [p for p in points
            if (game is None or p.game == game)
            and (not tags or set(tags) & set(p.tags))
            and (difficulty is None or p.difficulty == difficulty)][:limit]


def quiz_set(points: list[QuizPoint], seed: int, limit: int = MAX_SET) -> list[QuizPoint]:
    """Up to ``limit`` of ``points`` picked by ``seed``, in the order they are asked.

    The scenarios come in a seeded order; the points of one scenario stay in the order of
    their steps, so an earlier question is always asked before the step that shows its answer.
    """
    rng = random.Random(f"set:{seed}")
    picked = rng.sample(points, min(limit, len(points)))
    rank: dict[str, int] = {}
    for p in picked:
        rank.setdefault(p.scenario, len(rank))
    return sorted(picked, key=lambda p: (rank[p.scenario], p.step, p.id))


def option_order(point: QuizPoint, seed: int) -> list[int]:
    """The options of ``point`` as shown in the set ``seed``: position -> option number.

    Recomputed by the server when the answers come back, so a posted position is always read
    in the order it was shown, whatever the client sends.
    """
    order = list(range(len(point.options)))
    random.Random(f"options:{seed}:{point.id}").shuffle(order)
    return order


@dataclass(frozen=True)
class Marked:
    point: QuizPoint
    given: int | None

    @property
    def right(self) -> bool:
        return self.given == self.point.answer


def score(marked: list[Marked]) -> tuple[int, int]:
    return sum(m.right for m in marked), len(marked)


def disagreements(point: QuizPoint, rp: Replay) -> list[str]:
    """How the point's checkable options disagree with the replay (empty: they agree).

    The answer's claim must hold and every other option's claim must not.
    """
    truth = _claim_truth(point, rp)
    problems = []
    for i, holds in truth.items():
        if i == point.answer and not holds:
            problems.append(f"{point.id}: the answer {point.options[i]!r} does not happen")
        if i != point.answer and holds:
            problems.append(f"{point.id}: the wrong option {point.options[i]!r} is what happens")
    return problems


def checked(point: QuizPoint) -> bool:
    """Whether the answer's option carries a claim the replay can check."""
    return point.claims[point.answer] is not None


def _claim_truth(point: QuizPoint, rp: Replay) -> dict[int, bool]:
    truth: dict[int, bool] = {}
    later = rp.steps[point.step:]
    firsts = {}
    for i, claim in enumerate(point.claims):
        if claim and "step" in claim:
            firsts[i] = next((n for n, s in enumerate(later) if matches(claim["step"], s)), None)
    happened = [n for n in firsts.values() if n is not None]
    for i, first in firsts.items():
        truth[i] = first is not None and first == min(happened)
    where = index(rp.result.snapshot)
    for i, claim in enumerate(point.claims):
        if claim and "card" in claim:
            place = where.get(claim["card"])
            truth[i] = (place.zone if place else "gone") == claim["zone"]
    return truth
