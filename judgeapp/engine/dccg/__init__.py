"""The legacy Digimon Collectible Card Game (seed 003) as the ``dccg`` ruleset.

Pure Python, no I/O: ``setup`` builds a ``GameState`` from a scenario mapping, ``advance``
plays on a copy of it until the next player decision, ``snapshot`` pictures the board.
See docs/dccg.md for the zones, phases, option ids and the points the rules leave open.
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dccg.game import Run
from judgeapp.engine.dccg.setup import setup as build_state
from judgeapp.engine.dccg.state import PLAYERS, ZONES, GameState
from judgeapp.engine.ruleset import Advance, register


class LegacyRuleset:
    game = "dccg"

    def setup(self, scenario: dict[str, Any]) -> GameState:
        return build_state(scenario)

    def advance(self, state: GameState, answer: str | list[str] | None) -> Advance:
        return Run(state.copy()).advance(answer)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        attack = state.attack
        return {
            "game": self.game,
            "turn": state.turn,
            "turn_player": state.turn_player,
            "first_player": state.first_player,
            "phase": state.phase,
            "winner": state.winner,
            "data_points": {p: state.mats[p].data_points for p in PLAYERS},
            "players": {
                p: {zone: list(getattr(state.mats[p], zone)) for zone in ZONES}
                | {"data_points": state.mats[p].data_points}
                for p in PLAYERS
            },
            "cards": {
                card.id: {
                    "name": card.definition.name, "owner": card.owner,
                    "kind": card.definition.kind, "number": card.definition.number,
                    "level": card.definition.level, "attack": card.definition.attack,
                    "defense": card.definition.defense,
                }
                for card in state.cards.values()
            },
            "counters": {
                "brought_online": state.counters.brought,
                "digivolved": state.counters.digivolved,
                "moved": state.counters.moved,
                "discarded": state.counters.discarded,
                "digivolved_this_turn": sorted(state.counters.digivolved_ids),
                "attacked": sorted(state.counters.attacked_ids),
            },
            "attack": None if attack is None else {
                "attacker": attack.attacker, "target": attack.target or "player",
                "digiqueue": [q.label() for q in attack.queue],
            },
        }


RULESET = LegacyRuleset()
register(RULESET)
