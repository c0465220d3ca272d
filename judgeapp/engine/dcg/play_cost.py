"""A card's own play cost reduction: "When this card would be played [from the hand], [if
<condition>,] reduce the play cost by N" (also "When you would play this card ...").

Printed before the card's timings, it is an immediate-type effect of the card in the hand
that triggers when the card would be played, before the cost is paid (CR 4.2 7-1-2-2,
15-8-5); its condition is checked then, and an effect none of whose processing conditions
hold isn't activated (15-8-3-9). The reduced cost is an alternate cost (4-2-3-1), never below
0 (official Q&A Q1773), and the card can be declared when that cost can be paid (1-3-11-2):
``cost_to_play`` is what the main-phase options and refusals use. A play with DigiXros is a
play too (xros.py applies it after the DigiXros reduction).

An Option's "When you would use this card / When this card would be used, [if ...,] reduce
the [memory / use] cost by N" is the same for its use cost: it triggers when the card is
revealed in the use procedure (9-1-6), and the card can be declared when the reduced cost can
be paid (1-3-11-2). ``event``: ``PLAYED`` or ``USED``.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

KEYWORD = "play-reduction"
VERB = "reduce-play-cost"
PLAYED = "would-be-played"
USED = "would-be-used"


def applicable(state: GameState, card: Card, player: str, event: str = PLAYED) -> list[Effect]:
    """The card's reductions of that cost (played or used) whose condition holds now; none
    of a play cost while "Players can't reduce play costs" is in force (a prohibition: CR 4.2
    15-1-3; query.play_cost_lock)."""
    if event == PLAYED and q.play_cost_lock(state) is not None:
        return []
    return [e for e in card.defn.effects if e.keyword == KEYWORD
            and e.trigger is not None and e.trigger.event == event
            and (e.clauses[0].condition is None
                 or q.holds(state, e.clauses[0].condition, player, None))]


def cost_to_play(state: GameState, card: Card, player: str, cost: int,
                 event: str = PLAYED) -> int:
    """The cost once the card's applicable reductions are applied (no step recorded)."""
    return max(0, cost - sum(e.clauses[0].actions[0].amount
                             for e in applicable(state, card, player, event)))


def reduced(state: GameState, card: Card, player: str, cost: int, event: str = PLAYED) -> Gen:
    """Apply the reductions, each recorded; the cost to pay."""
    lock = q.play_cost_lock(state) if event == PLAYED else None
    if lock is not None and any(e.keyword == KEYWORD and e.trigger is not None
                                and e.trigger.event == PLAYED for e in card.defn.effects):
        emit(state, StepKind.MEMORY, "play_cost_locked", player=player, cards=[card.id, lock.id],
             rules=cite.PROHIBITION + cite.PLAY_REDUCTION, card=card.id, source=lock.id)
    for effect in applicable(state, card, player, event):
        ctx = Ctx(state, effect, player, card.id, card, event={"card": card, "cost": cost})
        yield from r.run_effect(ctx)
        cost = ctx.event["cost"]
    return cost


def run(ctx: Ctx, action: Action) -> Gen:
    before = ctx.event["cost"]
    ctx.event["cost"] = max(0, before - action.amount)
    used = ctx.effect.trigger is not None and ctx.effect.trigger.event == USED
    emit(ctx.state, StepKind.MEMORY, "use_cost_reduced" if used else "play_cost_reduced",
         player=ctx.controller, cards=[ctx.card_id],
         rules=cite.USE_REDUCTION if used else cite.PLAY_REDUCTION, cause=ctx.effect.text,
         card=ctx.card_id, amount=action.amount, before=before, cost=ctx.event["cost"])
    yield from ()


register(Verb((VERB,), run, rules=cite.PLAY_REDUCTION + cite.USE_REDUCTION,
              steps=("play_cost_reduced", "use_cost_reduced", "play_cost_locked")))
