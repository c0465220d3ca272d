""""Play 1 [Name] Token": a Token, described by the reminder printed with the effect, is
played to the controller's battle area (manual-en/token-rules: it is played as a card with
that name and those facts; it leaves the game instead of moving to another area; nothing is
stacked on it). Only keywords are given to Tokens (token_spec.py refuses other effects).
"""

from __future__ import annotations

import re

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.effects import Action, TokenSpec
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def token_def(spec: TokenSpec) -> CardDef:
    keywords = " ".join(f"<{k}>" for k in spec.keywords)
    return CardDef(name=spec.name, kind="digimon", colors=spec.colors, level=spec.level,
                   dp=spec.dp, cost=spec.cost, traits=spec.traits, token=True,
                   effects=parse_text(keywords) if keywords else ())


def _new_id(ctx: Ctx, name: str) -> str:
    base = f"{ctx.controller}-{re.sub(r'[^a-z0-9]+', '-', name.lower()).strip('-')}-token"
    n = 1
    while f"{base}-{n}" in ctx.state.cards:
        n += 1
    return f"{base}-{n}"


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    defn = token_def(action.token)
    for _ in range(action.amount):
        card = Card(id=_new_id(ctx, defn.name), owner=me, defn=defn)
        state.cards[card.id] = card
        stack = r.place_on_field(state, card, me, by_effect=True)
        emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
             rules=cite.TOKENS + cite.PLAY_BY_EFFECT, cause=ctx.effect.text, card=card.id,
             how="token_by_effect")
        r.on_play(state, stack)
    yield from ()


register(Verb(("play-token",), run, rules=cite.TOKENS + cite.PLAY_BY_EFFECT, steps=("play",)))
