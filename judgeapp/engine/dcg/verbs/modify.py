"""Lasting changes to Digimon: DP ("dp"), keywords gained ("gain-keyword"), restrictions
("restrict") and "isn't affected by" ("unaffected"), for a duration."""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Modifier, other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _modify(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    if action.per is not None and action.verb in ("restrict", "unaffected"):  # "1 of ..." each
        counted = counting.counted(ctx, action, times_target=True)  # CR 4.2 4-27-1
        if counted is None:
            return
        action = counted
    if action.per is not None:  # "+1000 DP for each ...": counted as it is processed
        n = counting.now(ctx, action.per)
        action = replace(action, amount=action.amount * n, keywords=action.keywords * n,
                         per=None)
    ends = until(state, ctx.controller, action.duration)
    base = dict(controller=ctx.controller, source=ctx.card_id, dp=action.amount
                if action.verb == "dp" else 0, keywords=action.keywords,
                restriction=action.restriction, until=ends,
                unaffected_by=action.unaffected_by, source_kind=ctx.kind)
    rules = {"dp": cite.DP_RULE, "unaffected": cite.UNAFFECTED}.get(action.verb,
                                                                    cite.EFFECT_BASICS)
    if action.unaffected_by and action.verb != "unaffected":  # "... and it gets +N DP"
        rules = rules + cite.UNAFFECTED
    if action.target is not None and action.target.kind == "security-digimon":
        state.modifiers.append(Modifier(stack_uid=None, target=action.target, **base))
        whose = ctx.controller if action.target.side == "own" else other(ctx.controller)
        emit(state, StepKind.ACTION, "security_dp_change", player=whose,
             rules=cite.SECURITY_DIGIMON + cite.DP_RULE, cause=ctx.effect.text,
             amount=action.amount, duration=duration_text(action.duration, ctx.controller))
        return
    if action.target is not None and action.target.mode == "all":
        state.modifiers.append(Modifier(stack_uid=None, target=action.target, **base))
        stacks = yield from r.choose(ctx, action.target, "affect")
        rules = rules + cite.ALL_TARGETS
    else:
        stacks = yield from r.choose(ctx, action.target, "affect")
        rules = rules + cite.TARGETS
        for s in stacks:
            state.modifiers.append(Modifier(stack_uid=s.uid, card_id=s.id, **base))
    for s in r.affected(ctx, stacks, lasting=True):
        data = dict(card=s.id, duration=duration_text(action.duration, ctx.controller))
        if action.verb == "dp":
            emit(state, StepKind.ACTION, "dp_change", cards=[s.id], rules=rules,
                 cause=ctx.effect.text, amount=action.amount, **data)
        if action.keywords:
            emit(state, StepKind.ACTION, "gain_keyword", cards=[s.id],
                 rules=rules + tuple(k for kw in action.keywords for k in cite.keyword(kw)),
                 cause=ctx.effect.text, keywords=list(action.keywords), **data)
        if action.restriction:
            emit(state, StepKind.ACTION, "restrict", cards=[s.id], rules=rules,
                 cause=ctx.effect.text,
                 restriction=fragment(f"restriction:{action.restriction}"), **data)
        if action.unaffected_by:
            emit(state, StepKind.ACTION, "gain_unaffected", cards=[s.id], rules=rules,
                 cause=ctx.effect.text, player=ctx.controller,
                 what=r.unaffected_text(action.unaffected_by, other(ctx.controller)), **data)


def until(state: GameState, controller: str, duration: str | None) -> int:
    """The turn number with whose end a lasting effect ends. "Next" is the first such turn
    that starts after the current one: the opponent's next turn is the coming turn on the
    controller's turn, the one after it on the opponent's turn (and "your next turn" the
    other way round)."""
    mine = state.turn_player == controller
    if duration == fx.UNTIL_OPP_TURN_END and mine:
        return state.turn + 1
    if duration in (fx.UNTIL_OPP_NEXT_TURN_END, fx.OPP_NEXT_UNSUSPEND_PHASE):
        return state.turn + (1 if mine else 2)
    if duration == fx.UNTIL_YOUR_NEXT_TURN_END:
        return state.turn + (2 if mine else 1)
    if duration == fx.UNTIL_YOUR_TURN_END and not mine:
        return state.turn + 1
    return state.turn


def duration_text(duration: str | None, controller: str) -> str:
    """Names the player whose turn ends it: "the opponent's turn" was read as the affected
    card's opponent; "your next turn" is the controller's."""
    if not duration:
        return ""
    player = controller if duration in (fx.UNTIL_YOUR_NEXT_TURN_END, fx.UNTIL_YOUR_TURN_END) \
        else other(controller)
    return fragment(f"duration:{duration}").format(player=player)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _modify(ctx, action)


register(Verb(("dp", "gain-keyword", "restrict", "unaffected"), run,
              rules=cite.DP_RULE + cite.UNAFFECTED + cite.EFFECT_BASICS + cite.TARGETS
              + cite.ALL_TARGETS + cite.SECURITY_DIGIMON,
              steps=("dp_change", "gain_keyword", "restrict", "gain_unaffected",
                     "security_dp_change", "counted")))
