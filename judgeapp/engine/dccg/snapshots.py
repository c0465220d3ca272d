"""The JSON-able picture of a legacy board: zones, Data Points, counters, the open DigiQueue.

Used for expect checks and invariants at the end of a run, and, when the state was set up with
``record_boards``, for the board of every step (``game.Run.log``).
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dccg.state import PLAYERS, ZONES, GameState


def snapshot(state: GameState) -> dict[str, Any]:
    attack = state.attack
    return {
        "game": "dccg",
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
