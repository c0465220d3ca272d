"""The JSON-able picture of a dcg board (docs/scenario-format.md, "Snapshot").

Used for expect checks and invariants at the end of a run, and, when the state was set up with
``record_boards``, for the board of every step (``record.emit``).
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.state import PLAYERS, GameState, Stack
from judgeapp.engine.dcg.trait_reading import resolving


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


def _cards(state: GameState) -> dict[str, dict[str, Any]]:
    """Every card's printed facts by id. They never change during a game, so the map is
    rebuilt only when cards enter or leave the game (tokens); each snapshot gets its own copy
    of the mapping (the facts themselves are shared, read-only)."""
    ids, facts = state.cards_cache
    if ids != tuple(state.cards):
        facts = {cid: {"name": c.name, "owner": c.owner, "kind": c.defn.kind,
                       "token": c.defn.token} for cid, c in state.cards.items()}
        state.cards_cache = (tuple(state.cards), facts)
    return dict(facts)


def snapshot(state: GameState) -> dict[str, Any]:
    """The board: a picture, never a ruling (an unsettled trait wording is answered as
    ``trait_reading`` says for pictures, without stopping the run)."""
    with resolving(on=False):
        return _snapshot(state)


def _snapshot(state: GameState) -> dict[str, Any]:
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
        "cards": _cards(state),
        "pending": [p.label for batch in reversed(state.pending) for p in batch],
        "attack": None if state.attack is None else {
            "attacker": state.attack.attacker_id, "target": state.attack.target_id,
            "blocked": state.attack.blocked, "ended": state.attack.ended},
    }


def step_board(state: GameState) -> dict[str, Any]:
    """The snapshot for the step being recorded, leaving the engine's caches as they were.

    ``query.active_statics`` is cached per step count; the step's board is computed afresh
    (the board just changed) and the engine's own cache is put back, so recording boards
    cannot change what the engine computes next.
    """
    saved = state.statics_cache
    state.statics_cache = (None, None)
    try:
        return snapshot(state)
    finally:
        state.statics_cache = saved
