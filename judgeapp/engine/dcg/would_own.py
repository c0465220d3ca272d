"""Immediate-type effects of a card in play for its owner's Digimon (text_would_own.py):
"When any of your [other] <qualified> Digimon would leave the battle area [<cause>], by <cost>,
they don't leave.", "..., 1 of those Digimon doesn't leave.", "When one of your ... would leave
the battle area ..., by <cost>, prevent it from leaving." and the ones that don't prevent it
("..., you may play 1 [X] from your hand ...").

They interrupt before the cause (CR 4.2 15-8-5-2), while the Digimon are still in the battle
area, like <Guard> (guard.py). Met by several of the Digimon at once, the effect triggers once
(CR 4.2 15-5-2) and "they" are all of them, without choosing (official Q&A Q3098, Q4319,
Q5580, Q6307, Q6314); "N of those Digimon" are chosen among them. The card with the effect may
be one of the Digimon leaving, and may pay its cost by deleting itself (official Q&A Q4002).
The cost is a "by" cost: not paid in full, nothing is prevented (CR 4.2 15-7-4). "One of your
... prevent it from leaving" met by several at once: which one it is about is not settled by
the rules, so the run stops with an ``unmodelled`` step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Effect
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.text_would_own import IT
from judgeapp.engine.steps import StepKind

if TYPE_CHECKING:
    from judgeapp.engine.dcg.resolve import Gen

RULES = cite.IMMEDIATE + cite.ONE_TRIGGERING
SIDE = "own"  # the trigger side of these effects


def watches(effect: Effect) -> bool:
    """Is ``effect`` an interrupt of this module (card text, or a <Delay> Option's: not
    <Guard>'s or <Decoy>'s)?"""
    t = effect.trigger
    return effect.type == fx.IMMEDIATE and effect.keyword in (None, "delay") \
        and t is not None and t.event == "would-leave" and t.side == SIDE


def _about(state: GameState, effect: Effect, card: Stack, stack: Stack) -> bool:
    """Is ``stack`` one of the Digimon the trigger of ``effect`` on ``card`` is about?"""
    t = effect.trigger
    fits = q.is_digimon(stack) if t.subject is None \
        else q.target_matches(state, t.subject, stack, card.owner, card)
    return stack.owner == card.owner and not (t.other and stack.uid == card.uid) and fits


def candidates(state: GameState, stacks: list[Stack], cause: str,
               by: str | None) -> list[tuple[Stack, Effect, Card]]:
    """One (first Digimon, effect, holder) for each such effect that the Digimon leaving meet;
    all of them are kept for its activation (``GameState.interrupt_groups``)."""
    out = []
    for card in state.stacks():
        if state.area_of(card) != "battle":
            continue
        for effect, holder in q.stack_effects(state, card):
            if not watches(effect) or not q.delay_ready(state, card, effect):
                continue
            group = [s for s in stacks if state.area_of(s) == "battle"
                     and _about(state, effect, card, s)
                     and r.cause_matches(effect.trigger.cause, s, cause, by)]
            if group:
                state.interrupt_groups[r.activation_key(group[0], effect, holder)] = \
                    tuple(s.uid for s in group)
                out.append((group[0], effect, holder))
    return out


def protect(state: GameState, stack: Stack, effect: Effect, holder: Card,
            prevented: set[int]) -> Gen:
    """Activate the effect of ``holder``'s Digimon or Tamer for the Digimon it triggered on."""
    card = r.holder_stack(state, holder)
    if card is None:
        return
    uids = state.interrupt_groups.pop(r.activation_key(stack, effect, holder), (stack.uid,))
    group = [s for u in uids if (s := state.stack_by_uid(u)) is not None
             and state.area_of(s) == "battle"]
    ids = [s.id for s in group]
    t = effect.trigger
    if effect.prevent and t.target == IT and len(group) > 1:
        stop_unmodelled(state, f"{card.id}: {', '.join(ids)}: {fragment('which_it')}",
                        rules=RULES, player=card.owner, cards=ids, cause=effect.text)
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[card.id, *ids], player=card.owner,
         rules=RULES, cause=effect.text, card=card.id, text=effect.text,
         before=f"{', '.join(ids)}: {r.LEAVES}")
    ctx = r.Ctx(state, effect, card.owner, card.id, holder, card.uid)
    done = yield from r.run_effect(ctx)
    if not (done and effect.prevent):
        return
    kept = group if t.n is None or t.n >= len(group) else (yield from _chosen(ctx, group, t.n))
    for s in kept:
        if state.area_of(s) != "battle":
            continue
        prevented.add(s.uid)
        emit(state, StepKind.INTERRUPT, "prevented", cards=[s.id], player=s.owner,
             rules=RULES, cause=effect.text, card=s.id, why=effect.text)


def _chosen(ctx: r.Ctx, group: list[Stack], n: int) -> Gen:
    """"N of those Digimon": the controller chooses them among the ones leaving."""
    left, out = list(group), []
    for _ in range(n):
        pick = yield from r.pick(ctx, left, "keep_in_play", RULES + cite.TARGETS)
        left.remove(pick)
        out.append(pick)
    return out


def unmodelled_leaving(state: GameState, stack: Stack) -> Effect | None:
    """Such an effect that ``stack`` leaving the battle area would meet, whatever the cause
    (for the ways of leaving the engine offers no interrupt for: resolve.check_leaving_modelled)."""
    for card in state.stacks():
        for effect, _holder in q.stack_effects(state, card):
            if watches(effect) and _about(state, effect, card, stack):
                return effect
    return None


r.PROTECTORS.append(candidates)
r.PROTECTING.append((watches, protect))
r.LEAVING_WATCHERS.append(unmodelled_leaving)
