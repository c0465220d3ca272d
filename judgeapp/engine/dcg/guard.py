"""<Guard> (Comprehensive Rules Ver.4.2, cr-en/16-45).

"When any of a player's other Digimon would leave the battle area by an opponent's effect, by
deleting the Digimon with this effect, it doesn't leave" (16-45-1): an immediate-type effect
(16-45-2), optional (16-45-3).  It interrupts before the cause (15-8-5-2) like the other
immediate-type effects: a deletion by an opponent's effect (a deletion is leaving the battle
area), a return to the hand or deck, or a placing in security by an opponent's effect.  The
<Guard> Digimon must be in the battle area and not itself leaving by the same cause; deleting
it is the cost ("by deleting"): if that deletion is prevented, it is not paid and the other
Digimon still leaves.  Not in battle, and not by the 0 DP rule (those are not effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Effect, Trigger
from judgeapp.engine.dcg.record import emit, yes_no
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import StepKind

if TYPE_CHECKING:
    from judgeapp.engine.dcg.resolve import Gen

RULES = cite.IMMEDIATE + cite.KW["guard"]


def effect(printed: str, inherited: bool) -> Effect:
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                  trigger=Trigger("would-leave", "other", "opponent-effect"), keyword="guard",
                  prevent=True, inherited=inherited)


def candidates(state: GameState, stacks: list[Stack], cause: str,
               by: str | None) -> list[tuple[Stack, Effect, Card]]:
    """(protected Digimon, <Guard> effect, holder) for each Digimon leaving by an opponent's
    effect that another Digimon of its owner with <Guard> can protect."""
    if cause != "effect" or by is None:
        return []
    leaving = {s.uid for s in stacks}
    out = []
    for guard in state.stacks():
        if guard.uid in leaving or state.area_of(guard) != "battle":
            continue
        for eff, holder in q.stack_effects(state, guard):
            if eff.keyword == "guard":
                out += [(s, eff, holder) for s in stacks
                        if s.owner == guard.owner and by != s.owner]
    return out


def protect(state: GameState, stack: Stack, eff: Effect, holder: Card,
            prevented: set[int]) -> Gen:
    """Delete the <Guard> Digimon so that ``stack`` doesn't leave."""
    guard = next((s for s in state.stacks() if holder in s.cards
                  and state.area_of(s) == "battle"), None)
    if guard is None:
        return
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[guard.id, stack.id], player=guard.owner,
         rules=RULES, cause=eff.text, card=guard.id, text=eff.text,
         before=f"{stack.id} leaves the battle area")
    pay = yield from yes_no(state, guard.owner, "pay_cost", f"{guard.id}: delete it so that "
                            f"{stack.id} doesn't leave the battle area? \"{eff.text}\"", RULES)
    if not pay:
        emit(state, StepKind.ACTIVATION, "cost_declined", player=guard.owner,
             cards=[guard.id], rules=cite.BY_COST, cause=eff.text)
        return
    yield from r.delete(state, [guard], "effect", by=guard.owner, text=eff.text)
    if state.stack_by_uid(guard.uid) is not None:  # its deletion was prevented: not paid
        emit(state, StepKind.ACTIVATION, "cost_not_paid", player=guard.owner,
             cards=[guard.id], rules=cite.BY_COST + RULES, cause=eff.text, card=guard.id,
             reason=f"{guard.id} was to be deleted, and it was not")
        return
    prevented.add(stack.uid)
    emit(state, StepKind.INTERRUPT, "guarded", cards=[stack.id], player=stack.owner,
         rules=RULES, cause=eff.text, card=stack.id, guard=guard.id)




r.PROTECTORS.append(candidates)
r.PROTECT["guard"] = protect
