"""Main-phase actions that keyword rules add (DNA, Link, DigiXros, Burst, App Fusion, Mind
Link): each mechanic module registers itself here, so ``game.py`` asks the registry instead of
importing every mechanic (no import cycle: the mechanics build on ``resolve``, not on ``game``).

A mechanic's answer ids start with its own word (``dna ...``, ``link ...``); ``claims`` says
whether a split answer is one of its actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.steps import Option

Explanation = tuple[str | None, tuple[str, ...]]


@dataclass(frozen=True)
class MainAction:
    """One kind of main-phase action a keyword rule adds."""

    name: str
    claims: Callable[[list[str]], bool]
    options: Callable[[GameState], list[Option]]
    explain: Callable[[GameState, list[str]], Explanation]
    perform: Callable[[GameState, list[str]], Gen]


ACTIONS: list[MainAction] = []
# Called when the turn player's turn is about to end (before [End of Your Turn] triggers).
END_OF_TURN: list[Callable[[GameState], None]] = []


def register(action: MainAction) -> MainAction:
    ACTIONS.append(action)
    return action


def by_word(word: str) -> Callable[[list[str]], bool]:
    """An answer claimed by its first word."""
    return lambda words: bool(words) and words[0] == word


def options(state: GameState) -> list[Option]:
    return [opt for action in ACTIONS for opt in action.options(state)]


def claiming(words: list[str]) -> MainAction | None:
    return next((a for a in ACTIONS if a.claims(words)), None)
