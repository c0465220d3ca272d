""""You may play 1 of this Digimon's link cards without paying the cost.": a link card of the
Digimon (not a card on the field, CR 4.2 4-9-4) played by an effect as a new Digimon or Tamer
(an Option card has no play cost and isn't played, CR 4.2 7-1-1: it isn't offered). The
player picks when there are several; it stops being a link card, and its [On Play] effects
trigger.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

RULES = cite.LINK_RULES + cite.PLAY_BY_EFFECT


def run(ctx: Ctx, action: Action) -> Gen:
    state, me, stack = ctx.state, ctx.controller, ctx.stack
    cards = [c for c in (stack.links if stack else []) if c.defn.kind in ("digimon", "tamer")]
    if not cards:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=RULES, cause=ctx.effect.text, clause="play")
        return
    card = yield from r.pick(ctx, cards, "pick_link_to_play", RULES)
    if r.play_locked(state, card, me, ctx.effect.text):
        return
    stack.links.remove(card)
    new = r.place_on_field(state, card, me, by_effect=True)
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id, stack.id],
         rules=RULES, cause=ctx.effect.text, card=card.id, how="from_links_by_effect",
         under=stack.id)
    r.on_play(state, new)


register(Verb(("play-link",), run, rules=RULES,
              steps=("no_target", "play", "play_digimon_locked")))
