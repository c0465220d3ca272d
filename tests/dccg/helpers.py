"""Build small legacy scenario mappings and drive the dccg ruleset, checking invariants."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Decision, Step, StepKind

ZONES = ("online", "offline", "hand", "attack_row", "digivolve_row")
CARDS: dict[str, dict[str, Any]] = {
    "Agumon": {"level": "rookie", "attack": 400, "defense": 300},
    "Gabumon": {"level": "rookie", "attack": 350, "defense": 350},
    "Patamon": {"level": "rookie", "attack": 300, "defense": 300},
    "Greymon": {"level": "champion", "attack": 900, "defense": 900},
    "Garurumon": {"level": "champion", "attack": 800, "defense": 900},
    "MetalGreymon": {"level": "ultimate", "attack": 1300, "defense": 1200},
    "WarGreymon": {"level": "mega", "attack": 1800, "defense": 1600},
    "Boost Attack": {"kind": "digi-modify", "text": "Boost Attack +300."},
    "Boost Defense": {"kind": "digi-modify", "text": "Boost Defense +300."},
    "Data Gain": {"kind": "digi-destined", "text": "Gain 500 Data Points."},
    "Draw Two": {"kind": "digi-destined", "text": "Draw 2."},
}


def scenario(p1: dict | None = None, p2: dict | None = None, cards: dict | None = None,
             **board: Any) -> dict[str, Any]:
    defs = {**CARDS, **(cards or {})}
    b: dict[str, Any] = {"turn_player": "p1", "turn": 3, "phase": "attack"}
    b.update(board)
    b["p1"] = {"online": 5, **(p1 or {})}
    b["p2"] = {"online": 5, **(p2 or {})}
    return {"game": "dccg", "seed": 0,
            "cards": [{"name": n, "kind": "digimon", **f} for n, f in defs.items()],
            "board": b}


@dataclass
class Run:
    steps: list[Step]
    snapshot: dict[str, Any]
    decision: Decision | None

    def events(self) -> list[str]:
        return [s.event for s in self.steps]

    def refusals(self) -> list[Step]:
        return [s for s in self.steps if s.kind == StepKind.REFUSED]

    def find(self, event: str) -> list[Step]:
        return [s for s in self.steps if s.event == event]


def check_invariants(snap: dict[str, Any], initial: set[str]) -> None:
    found = [c for p in snap["players"].values() for z in ZONES for c in p[z]]
    twice = [c for c, n in Counter(found).items() if n > 1]
    assert not twice, f"cards in two places: {twice}"
    assert set(found) == initial == set(snap["cards"]), "a card appeared or disappeared"
    for p in snap["players"].values():
        assert len(p["attack_row"]) <= 4
        assert p["data_points"] >= 0


def play(data: dict[str, Any], *answers: str, defaults: bool = True) -> Run:
    """Run ``answers`` in order, then the decisions' defaults (when ``defaults``)."""
    ruleset = get_ruleset("dccg")
    state = ruleset.setup(data)
    initial = set(ruleset.snapshot(state)["cards"])
    script = list(answers)
    advance = ruleset.advance(state, None)
    steps = list(advance.steps)
    for _ in range(1000):
        check_invariants(ruleset.snapshot(advance.state), initial)
        decision = advance.decision
        if decision is None:
            break
        if script:
            answer = script.pop(0)
        elif defaults and decision.default is not None:
            answer = decision.default
        else:
            break
        advance = ruleset.advance(advance.state, answer)
        steps.extend(advance.steps)
    assert not script, f"answers never used: {script}"
    return Run(steps, ruleset.snapshot(advance.state), advance.decision)
