"""The legacy Digimon Collectible Card Game (seed 003) as the ``dccg`` ruleset.

Pure Python, no I/O: ``setup`` builds a ``GameState`` from a scenario mapping, ``advance``
plays on a copy of it until the next player decision, ``snapshot`` pictures the board
(``snapshots.py``).
See docs/dccg.md for the zones, phases, option ids and the points the rules leave open.
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dccg.game import Run
from judgeapp.engine.dccg.setup import setup as build_state
from judgeapp.engine.dccg.snapshots import snapshot
from judgeapp.engine.dccg.state import GameState
from judgeapp.engine.ruleset import Advance, register


class LegacyRuleset:
    game = "dccg"

    def setup(self, scenario: dict[str, Any], *, record_boards: bool = False) -> GameState:
        state = build_state(scenario)
        state.record_boards = record_boards
        return state

    def advance(self, state: GameState, answer: str | list[str] | None) -> Advance:
        return Run(state.copy()).advance(answer)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return snapshot(state)


RULESET = LegacyRuleset()
register(RULESET)
