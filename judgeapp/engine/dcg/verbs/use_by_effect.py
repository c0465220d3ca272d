""""You may use 1 Option card ... from your hand/trash without paying the cost / with the cost
reduced by N", "You may play or use 1 ... card ...": an Option card used by an effect (verb
``use-by-effect``).

The use is the rule's (CR 4.2 9-1-9, game.use_option): its color requirements must be met
(9-1-1; the effects that let them be ignored apply: use_req), the cost the effect says is
paid (0, or the use cost reduced by N, never below 0), its [Main] effects activate, then it is
trashed. "Play or use": a Digimon or Tamer card fitting the description may be played instead
(verbs/play_free.py, with the play cost reduced). Not modelled (the run stops): a use in the
opponent's turn, a DUAL card (used as its Option or played?), a reduced use cost while players
can't reduce play costs.
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_refs, color_req, game, play_cost, use_req
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pay_reduced, pick_to_play, playable, reduced_price
from judgeapp.engine.steps import StepKind


def _price(ctx: Ctx, card: Card, action: Action) -> int:
    if action.cost == "free":
        return 0
    if q.play_cost_lock(ctx.state) is not None:
        stop_unmodelled(ctx.state, fragment("use_cost_lock"), rules=cite.PROHIBITION,
                        player=ctx.controller, cause=ctx.effect.text, cards=[card.id])
    return max(0, (card.defn.cost or 0) - action.reduce)


def _usable(ctx: Ctx, card: Card, action: Action) -> bool:
    """An Option card the effect can use now: its colors met (or ignored), a [Main] effect to
    activate, the cost payable (CR 4.2 9-1-1, 9-1-8)."""
    state, me, d = ctx.state, ctx.controller, card.defn
    if color_req.missing(state, d, me) and not use_req.ignores_colors(state, d, me):
        return False
    if not any(e.timing == fx.MAIN and e.keyword != "delay" for e in d.effects):
        return False
    return q.can_pay(state, me, _price(ctx, card, action))


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    flt = action.filter or CardFilter()
    rules = cite.USE_BY_EFFECT + cite.refers(flt)
    zones = {"hand": [pl.hand], "trash": [pl.trash]}.get(action.source or "", [pl.hand, pl.trash])
    cards = [c for zone in zones for c in zone]
    if dual := [c.id for c in cards if c.defn.option is not None
                and card_refs.fits_off_field(c.defn, flt)]:
        stop_unmodelled(state, fragment("use_dual_by_effect"), rules=cite.DUAL_CARDS + rules,
                        player=me, cause=ctx.effect.text, cards=dual)
    options = [c for c in cards if c.defn.kind == "option" and card_refs.fits(c.defn, flt)
               and _usable(ctx, c, action)]
    plays = [c for c in playable(ctx, cards, flt, []) if action.cost == "free"
             or q.can_pay(state, me, reduced_price(ctx, c, action))] if action.or_play else []
    fitting = options + plays
    if not fitting:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="use")
        return
    if options and me != state.turn_player:
        stop_unmodelled(state, fragment("use_in_opponents_turn"), rules=rules, player=me,
                        cause=ctx.effect.text, cards=[ctx.card_id])
    card = yield from pick_to_play(ctx, fitting, False, "use_by_effect", rules)
    zone = next(z for z in zones if card in z)
    if card in options:
        price = _price(ctx, card, action)
        if action.cost == "reduced":  # the other reductions of its use (play_cost.USED)
            price = yield from play_cost.reduced(state, card, me, price, play_cost.USED)
        yield from game.use_option(state, card, zone=zone, cost=price)
        return
    zone.remove(card)
    paid = (yield from pay_reduced(ctx, card, action, zone is state.players[me].hand)) \
        if action.cost == "reduced" else 0
    stack = r.place_on_field(state, card, me, by_effect=True)
    ctx.chosen = [*(ctx.chosen or ()), stack.uid]
    ctx.played.append(stack.uid)
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
         rules=rules + cite.PLAY_BY_EFFECT + cite.PLAY_REDUCTION, cause=ctx.effect.text,
         card=card.id, how="reduced_by_effect", cost=paid)
    r.on_play(state, stack)


register(Verb(("use-by-effect",), run, rules=cite.USE_BY_EFFECT + cite.PLAY_BY_EFFECT,
              steps=("no_target", "play", "unmodelled", "pay_cost", "play_cost_locked",
                     "play_digimon_locked")))
