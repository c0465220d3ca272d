"""The Digimon Card Game (2020-) ruleset, registered as game ``dcg``.

``setup`` builds a :class:`~judgeapp.engine.dcg.state.GameState` from a scenario mapping;
``advance`` runs the resolver (a generator held in the state) until the next decision;
``snapshot`` is the JSON-able board (docs/scenario-format.md, "Snapshot").
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.board import setup as build_state
from judgeapp.engine.dcg.game import play_game
from judgeapp.engine.dcg.state import PLAYERS, GameOver, GameState, Stack
from judgeapp.engine.ruleset import Advance, register


class DcgRuleset:
    game = "dcg"

    def setup(self, scenario: dict[str, Any]) -> GameState:
        return build_state(scenario)

    def advance(self, state: GameState, answer: str | list[str] | None) -> Advance:
        """Run until the next decision. ``answer`` answers the pending decision; None
        starts the run, or takes the decision's documented default once started."""
        if not state.over:
            try:
                if state.runner is None:
                    state.runner = play_game(state)
                    state.decision = next(state.runner)
                else:
                    state.decision = state.runner.send(answer)
            except (GameOver, StopIteration):
                state.decision = None
                state.over = True
        if state.over:
            state.decision = None
        steps = state.steps[state.reported:]
        state.reported = len(state.steps)
        return Advance(state=state, steps=steps, decision=state.decision)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return snapshot(state)


def _stack(state: GameState, stack: Stack, statics: list) -> dict[str, Any]:
    return {
        "id": stack.id,
        "name": stack.top.name,
        "under": [c.id for c in stack.under],
        "links": [c.id for c in stack.links],
        "suspended": stack.suspended,
        "dp": q.dp(state, stack, statics) if state.area_of(stack) == "battle"
        else stack.top.defn.dp,
        "played_this_turn": stack.played_turn == state.turn,
        "keywords": sorted(set(q.keywords(state, stack, statics))),
    }


def snapshot(state: GameState) -> dict[str, Any]:
    players = {}
    statics = q.active_statics(state)
    for p in PLAYERS:
        pl = state.players[p]
        players[p] = {
            "deck": [c.id for c in pl.deck],
            "digi_egg_deck": [c.id for c in pl.egg_deck],
            "hand": [c.id for c in pl.hand],
            "breeding": _stack(state, pl.breeding, statics) if pl.breeding else None,
            "battle": [_stack(state, s, statics) for s in pl.battle],
            "security": [c.id for c in pl.security],
            "security_face_up": [c.id for c in pl.security if c.face_up],
            "trash": [c.id for c in pl.trash],
            "processing": [c.id for c in pl.processing],
        }
    return {
        "game": "dcg",
        "turn": state.turn,
        "turn_player": state.turn_player,
        "phase": state.phase,
        "memory": {"p1": state.mem("p1"), "p2": state.mem("p2")},
        "winner": state.winner,
        "players": players,
        "cards": {cid: {"name": c.name, "owner": c.owner, "kind": c.defn.kind,
                        "token": c.defn.token} for cid, c in state.cards.items()},
        "pending": [p.label for batch in reversed(state.pending) for p in batch],
        "attack": None if state.attack is None else {
            "attacker": state.attack.attacker_id, "target": state.attack.target_id,
            "blocked": state.attack.blocked, "ended": state.attack.ended},
    }


RULESET = DcgRuleset()
register(RULESET)
