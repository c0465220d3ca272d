"""Trash the top cards of the controller's security stack (<Barrier>)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _trash_security(state: GameState, player: str, n: int, cause: str) -> None:
    pl = state.players[player]
    removed: list[Card] = []
    for _ in range(n):
        if not pl.security:
            break
        card = r.move(pl.security.pop(0))
        r.to_trash(state, card)
        removed.append(card)
        emit(state, StepKind.ZONE_MOVE, "trash_security", cards=[card.id], player=player,
             rules=cite.KW["barrier"], cause=cause, card=card.id)
    if removed:  # trashed at the same time: one event (CR 4.2 15-5-2)
        card_events.on_security_removed(state, player)
        card_events.on_self_trashed(state, removed, "security")


def run(ctx: Ctx, action: Action) -> Gen:
    _trash_security(ctx.state, ctx.controller, action.amount, ctx.effect.text)
    yield from ()


def can(ctx: Ctx, action: Action) -> bool:
    return len(ctx.state.players[ctx.controller].security) >= action.amount


register(Verb(("trash-security",), run, rules=cite.KW["barrier"], steps=("trash_security",),
              can=can))
