"""<Ascension> (Comprehensive Rules Ver.4.2, cr-en/16-43).

"When the card with this effect is deleted, the player may place this card at the top of the
security stack" (16-43-1): a trigger-type effect that triggers when the Digimon is deleted
(16-43-2), optional (16-43-3).  Like [On Deletion] it waits on the card in the trash
(cr-en/4-15-2) and can't activate once the card has left the trash (a new card, 15-4-4-3).
The card goes on top of its owner's security stack face down, by the rules of that area
(3-1-3-5, 3-7-2).

Not modelled, refused when the card text is read: an inherited <Ascension> ("the card with
this effect" would be a digivolution card; the rules do not say whether deleting the Digimon
deletes that card in the sense of 16-43-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Clause, Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.errors import CardTextError
from judgeapp.engine.steps import StepKind

if TYPE_CHECKING:
    from judgeapp.engine.dcg.resolve import Ctx, Gen

WORDING = "When this card is deleted, you may place this card at the top of the security stack"


def effect(printed: str, inherited: bool) -> Effect:
    """The trigger-type effect <Ascension> stands for."""
    if inherited:
        raise CardTextError(
            f"<{printed}>",
            f"<{printed}> (ascension) as an inherited effect is not modelled: the rules do not "
            "say whether deleting the Digimon deletes the digivolution card that has it")
    clause = Clause("may", actions=(Action("ascension"),), text=WORDING)
    return Effect(text=f"<{printed}>", timing=fx.ON_DELETION, type=fx.TRIGGER,
                  clauses=(clause,), keyword="ascension", inherited=False)


def place(ctx: Ctx, _action: Action) -> Gen:
    """This card, from the trash to the top of its owner's security stack, face down."""
    state = ctx.state
    card = state.cards.get(ctx.card_id)
    owner = state.players[card.owner] if card is not None else None
    if owner is None or card not in owner.trash:
        emit(state, StepKind.ACTION, "ascension_gone", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.KW["ascension"] + cite.CANT_ACTIVATE,
             cause=ctx.effect.text, card=ctx.card_id)
        return
    owner.trash.remove(card)
    r.into_security(state, r.move(card), card.owner, "top", False)
    emit(state, StepKind.ZONE_MOVE, "place_security", player=card.owner, cards=[card.id],
         rules=cite.KW["ascension"] + cite.PRIVATE_AREAS, cause=ctx.effect.text,
         card=card.id, owner=card.owner, what="from_trash", end="top",
         face="face down")
    card_events.on_security_added(state, card.owner)
    yield from ()


register(Verb(("ascension",), place, rules=cite.KW["ascension"] + cite.PRIVATE_AREAS
              + cite.CANT_ACTIVATE, steps=("ascension_gone", "place_security")))
