""""Play 1 <cards> and 1 <cards> from this Digimon's digivolution cards [suspended] without
paying their costs": one card for each description (verb ``play-each``).

The "may" is the player's; once they play, as many cards as possible are played (official Q&A
Q1951, Q710, Q1623: "if you choose to play them, you must play as many cards as possible"),
each card for one description only, the player choosing which only among the cards that
still let the most be played (as "add 1 ... and 1 ... among them": reveal.add_among). Each
card leaves the stack as a new Digimon (resolve.play_from_under); their [On Play] effects wait
until the effect is over.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.reveal import most_added, slot_keepers
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pick_to_play
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, stack, me = ctx.state, ctx.stack, ctx.controller
    rules = cite.PLAY_BY_EFFECT + tuple(k for _, flt in action.picks for k in cite.refers(flt))
    if stack is None or state.area_of(stack) != "battle":
        stop_unmodelled(state, f"{ctx.card_id}: {fragment('under_gone')}", rules=rules,
                        player=me, cause=ctx.effect.text, cards=[ctx.card_id])
    slots = [flt for n, flt in action.picks for _ in range(n)]
    cards = [c for c in stack.under if c.defn.playable and not c.face_down]  # CR 4.2 4-7-9
    best = most_added(slots, cards)
    if best == 0:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="play")
        return
    for i, flt in enumerate(slots):
        keep = slot_keepers(slots, i, cards, best, [c for c in cards if r.fits(c, flt)])
        if not keep:  # this description is left unfilled in every most-cards choice
            continue
        card = keep[0] if len(keep) == 1 else (
            yield from pick_to_play(ctx, keep, False, "play_free", rules))
        cards.remove(card)
        best -= 1
        new = r.play_from_under(ctx, stack, card, rules)
        if new is not None:
            new.suspended = action.suspended  # "... suspended"


register(Verb(("play-each",), run, rules=cite.PLAY_BY_EFFECT + cite.PROHIBITION,
              steps=("no_target", "play", "play_digimon_locked", "unmodelled")))
