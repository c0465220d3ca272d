""""Return this card to its owner's hand" said by a card waiting in the trash: the digivolution
card trashed to activate <Digi-Burst> ("When this card is trashed due to activating this
Digimon's <Digi-Burst>, ...", card_events.on_burst_trashed)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

RULES = cite.KW["digi-burst"] + cite.TRIGGER


def run(ctx: Ctx, action: Action) -> Gen:
    state, card = ctx.state, ctx.holder
    owner = state.players[card.owner]
    if card in owner.trash:  # a pending effect whose card left the trash can't activate
        owner.trash.remove(card)
        owner.hand.append(r.move(card))
        emit(state, StepKind.ZONE_MOVE, "return_self_to_hand", player=card.owner,
             cards=[card.id], rules=RULES, cause=ctx.effect.text, card=card.id)
    yield from ()


register(Verb(("return-self-to-hand",), run, rules=RULES, steps=("return_self_to_hand",)))
