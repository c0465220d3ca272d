"""<Raid>: the attack target changes to the opponent's unsuspended Digimon with the highest DP."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _raid(ctx: Ctx) -> Gen:
    """<Raid>: the attack target becomes 1 of the opponent's unsuspended Digimon with the
    highest DP (the attacker's controller chooses among ties)."""
    state, att = ctx.state, ctx.state.attack
    if att is None or att.attacker_uid != ctx.stack_uid:
        return
    attacker = state.stack_by_uid(att.attacker_uid)
    if attacker is not None and q.restricted(state, attacker, "target-locked"):
        emit(state, StepKind.ACTIVATION, "attack_target_unchanged", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.KW["raid"] + cite.PROHIBITION,
             cause=ctx.effect.text, reason=fragment("target_locked").format(
                 attacker=attacker.id))  # official Q&A Q6081
        return
    found = [s for s in state.stacks(other(ctx.controller))
             if q.is_digimon(s) and not s.suspended and state.area_of(s) == "battle"]
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.KW["raid"], cause=ctx.effect.text,
             clause="change the attack target")
        return
    best = max(q.dp(state, s) or 0 for s in found)
    highest = [s for s in found if (q.dp(state, s) or 0) == best]
    target = yield from r.pick(ctx, highest, "pick_attack_target", cite.KW["raid"])
    att.target_uid, att.target_id = target.uid, target.id
    emit(state, StepKind.ACTION, "attack_target_changed", player=ctx.controller,
         cards=[ctx.card_id, target.id], rules=cite.KW["raid"], cause=ctx.effect.text,
         card=target.id)
    r.on_target_switched(state)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _raid(ctx)


register(Verb(("raid",), run, rules=cite.KW["raid"] + cite.PROHIBITION,
              steps=("no_target", "attack_target_changed", "attack_target_unchanged")))
