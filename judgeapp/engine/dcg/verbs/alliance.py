"""<Alliance>: suspend 1 of your other Digimon for <Security A. +1> and its DP for the attack."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit, yes_no
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Modifier
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def _alliance(ctx: Ctx) -> Gen:
    """<Alliance>: by suspending 1 of your other Digimon, this Digimon gains <Security A. +1>
    and the suspended Digimon's DP for the attack (the "by" cost is optional)."""
    state, me, att, attacker = ctx.state, ctx.controller, ctx.state.attack, ctx.stack
    if att is None or attacker is None or att.attacker_uid != attacker.uid:
        return
    partners = [s for s in state.players[me].battle
                if q.is_digimon(s) and q.can_suspend(state, s) and s.uid != attacker.uid]
    if not partners:
        emit(state, StepKind.ACTIVATION, "cost_unpayable", player=me, cards=[ctx.card_id],
             rules=cite.BY_COST + cite.KW["alliance"], cause=ctx.effect.text)
        return
    pay = yield from yes_no(state, me, "pay_cost", prompt("alliance", label=ctx.label),
                            cite.BY_COST + cite.KW["alliance"])
    if not pay:
        emit(state, StepKind.ACTIVATION, "cost_declined", player=me, cards=[ctx.card_id],
             rules=cite.BY_COST, cause=ctx.effect.text)
        return
    partner = partners[0]
    if len(partners) > 1:
        options = [Option(s.id, label("card", name=s.top.name, id=s.id)) for s in partners]
        answer = yield from ask(state, me, "choose_target",
                                prompt("alliance_target", label=ctx.label), options,
                                rules=cite.KW["alliance"])
        partner = next(s for s in partners if s.id == answer)
    partner.suspended = True
    emit(state, StepKind.ACTION, "suspend", cards=[partner.id], rules=cite.KW["alliance"],
         cause=ctx.effect.text, card=partner.id, player=me)
    r.on_suspend_change(state, [partner], True, by_effect=True)
    gain = q.dp(state, partner) or 0
    mod = Modifier(controller=me, source=ctx.card_id, stack_uid=attacker.uid,
                   card_id=attacker.id, dp=gain, keywords=("security-attack+1",),
                   until=state.turn)
    state.modifiers.append(mod)
    att.for_attack.append(mod)
    emit(state, StepKind.ACTION, "alliance", player=me, cards=[attacker.id, partner.id],
         rules=cite.KW["alliance"] + cite.KW["security-attack"], cause=ctx.effect.text,
         card=attacker.id, target=partner.id, amount=gain)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _alliance(ctx)


register(Verb(("alliance",), run,
              rules=cite.KW["alliance"] + cite.KW["security-attack"] + cite.BY_COST,
              steps=("cost_unpayable", "cost_declined", "suspend", "alliance")))
