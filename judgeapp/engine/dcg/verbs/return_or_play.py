""""You may return to the hand or play 1 level 4 or lower red Digimon card from this Digimon's
digivolution cards without paying the cost." (a "would leave the battle area" effect, before
the Digimon leaves: CR 4.2 15-8-5-2): the player chooses one card fitting the description, then
whether it goes to the hand or is played (a card that can't be played, such as a DUAL card or
under a "can't play Digimon by effects" lock, can only be returned)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit, stop_unmodelled, yes_no
from judgeapp.engine.dcg.render import fragment, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "return-or-play"


def run(ctx: Ctx, action: Action) -> Gen:
    state, stack, me = ctx.state, ctx.stack, ctx.controller
    flt = action.filter or CardFilter()
    rules = cite.EFFECT_BASICS + cite.PLAY_BY_EFFECT + cite.STACK_SURGERY + cite.refers(flt)
    if stack is None or state.area_of(stack) != "battle":
        stop_unmodelled(state, f"{ctx.card_id}: {fragment('under_gone')}", rules=rules,
                        player=me, cause=ctx.effect.text, cards=[ctx.card_id])
    fitting = [c for c in q.visible_under(stack) if r.fits(c, flt)]
    if not fitting:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="play")
        return
    card = yield from r.pick(ctx, fitting, "pick_return_or_play", rules)
    playable = r.playable(card, flt) and not (card.defn.is_digimon
                                               and q.play_digimon_lock(state))
    # "play it?" (no: return it to the hand; the default, as for every "optional" decision)
    if playable and (yield from yes_no(state, me, "optional", prompt(
            "return_or_play", label=ctx.label, card=card.id), rules)):
        r.play_from_under(ctx, stack, card, rules)
        return
    stack.cards.remove(card)
    state.players[card.owner].hand.append(r.move(card))
    emit(state, StepKind.ZONE_MOVE, "under_to_hand", player=me, cards=[card.id, stack.id],
         rules=rules, cause=ctx.effect.text, card=card.id, stack=stack.id)


register(Verb((VERB,), run, rules=cite.EFFECT_BASICS + cite.PLAY_BY_EFFECT + cite.STACK_SURGERY,
              steps=("no_target", "under_to_hand", "play", "unmodelled")))
