"""Digivolution costs reduced by a Digimon's own effect: "[Your Turn] When this Digimon would
digivolve [into <cards>], [if <condition>,] reduce the [digivolution] cost by N."

An immediate-type effect that triggers when the digivolution would occur, after the card and
its requirement are chosen and before the cost is paid (CR 4.2 8-1-2-4, 15-8-5); the reduced
cost is an alternate cost (4-2-3-1) and never below 0 (official Q&A Q1773). Effects that
affect digivolution also affect DNA digivolution (8-2-2-5), so dna.py asks here too. The
"into <cards>" part is read from the effect's action filter: it decides whether the effect
triggers for this digivolution.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.text_group import FIELD_DIGIVOLVE
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

EVENT = "would-digivolve"
VERB = "reduce-digivolve-cost"
# a card in play reducing its owner's digivolutions: "When one of your [green] Digimon / any
# of your Digimon would digivolve into <cards>, [by <cost>,] reduce ..." (text_group)
FIELD = FIELD_DIGIVOLVE
# the card's own "When one of your [A] or [B] would digivolve into this card in your hand,
# reduce the memory cost of the digivolution by N" (an immediate-type effect in the hand)
HAND = "hand-digivolve-reduction"


def _in_turn(state: GameState, stack: Stack, effect: Effect) -> bool:
    scope = effect.turn_scope
    mine = stack.owner == state.turn_player
    return scope == "any" or (scope == "mine") == mine


def applicable(state: GameState, stack: Stack, card: Card) -> list[tuple[Effect, Card]]:
    """The reductions ``stack`` has for digivolving into ``card`` now: in its turn, with a
    Once Per Turn use left, its condition met (an effect none of whose processing conditions
    hold can't be activated: CR 4.2 15-8-3-9)."""
    found = []
    for effect, holder in q.stack_effects(state, stack):
        if effect.trigger is None or effect.trigger.event != EVENT or effect.keyword == FIELD:
            continue
        clause = effect.clauses[0]
        action = clause.actions[0]
        if (action.filter is None or r.fits(card, action.filter)) \
                and (action.source != "hand" or card in state.players[stack.owner].hand) \
                and (action.source != "trash" or card in state.players[stack.owner].trash) \
                and _in_turn(state, stack, effect) and q.uses_left(state, holder, effect) \
                and (clause.condition is None
                     or q.holds(state, clause.condition, stack.owner, stack)):
            found.append((effect, holder))
    return found


def from_field(state: GameState, stacks: list[Stack], card: Card
               ) -> list[tuple[Stack, Effect, Card]]:
    """The reductions of the owner's cards in play for one of their Digimon (``stacks``: the
    digivolving one, or the two of a DNA digivolution: one event, CR 4.2 15-5-2) digivolving
    into ``card``: the Digimon fits the effect's subject, the card its description (CR 4.2
    15-8-3-3), in its turn, with a use left. A "by" cost is asked when the effect activates."""
    owner = stacks[0].owner
    found = []
    for at in list(state.players[owner].battle):
        for effect, holder in q.stack_effects(state, at):
            trig = effect.trigger
            if effect.keyword != FIELD or trig is None:
                continue
            action = effect.clauses[0].actions[0]
            if (action.filter is None or r.fits(card, action.filter)) \
                    and (action.source != "hand" or card in state.players[owner].hand) \
                    and any(trig.subject is None or q.target_matches(state, trig.subject, s,
                                                                     owner, at)
                            or (action.alt is not None  # "this Digimon or any of your Tamers"
                                and q.target_matches(state, action.alt, s, owner, at))
                            for s in stacks) \
                    and _in_turn(state, at, effect) and q.uses_left(state, holder, effect):
                found.append((at, effect, holder))
    return found


def from_hand(state: GameState, stacks: list[Stack], card: Card) -> list[Effect]:
    """The card's own reductions for a digivolution into it from its owner's hand by the
    Digimon its text describes ("one of your ...": in the battle area, not the breeding area,
    official Q&A Q1067): by name (CR 4.2 2-3-1-2) or with a Tamer card in its digivolution
    cards."""
    if len(stacks) != 1 or card not in state.players[stacks[0].owner].hand \
            or state.area_of(stacks[0]) != "battle":
        return []
    stack = stacks[0]
    found = []
    for effect in card.defn.effects:
        if effect.keyword != HAND:
            continue
        act = effect.clauses[0].actions[0]
        if act.filter is not None and not any(stack.top.defn.named(n)
                                              for n in act.filter.names):
            continue
        if act.source == "tamer-under" and not any(c.defn.kind == "tamer" for c in stack.under):
            continue
        found.append(effect)
    return found


def reduced(state: GameState, stacks: list[Stack], card: Card, cost: int) -> Gen:
    """The cost once the reductions of the digivolving Digimon (both, for a DNA
    digivolution) and the card's own (from the hand) are applied; each one activates and is
    recorded."""
    if len(stacks) > 1 and any(e.keyword == HAND for e in card.defn.effects):
        stop_unmodelled(state, fragment("hand_reduction_dna"), rules=cite.DIGIVOLVE_REDUCTION,
                        player=stacks[0].owner, cards=[card.id])
    for effect in from_hand(state, stacks, card):
        ctx = Ctx(state, effect, stacks[0].owner, card.id, card,
                  event={"card": card, "cost": cost})
        yield from r.run_effect(ctx)
        cost = ctx.event["cost"]
    found = [(s, e, h) for s in stacks for e, h in applicable(state, s, card)]
    for stack, effect, holder in found + from_field(state, stacks, card):
        ctx = Ctx(state, effect, stack.owner, stack.id, holder, stack.uid,
                  event={"card": card, "cost": cost, "subject_uid": _that_digimon(
                      state, stacks, effect)})
        with r.processing(state, stack.id, effect):
            emit(state, StepKind.ACTIVATION, "activate", player=stack.owner,
                 cards=[stack.id], rules=cite.IMMEDIATE + cite.DIGIVOLVE_REDUCTION,
                 cause=effect.text, card=stack.id, timing=effect.timing)
        yield from r.run_effect(ctx)
        cost = ctx.event["cost"]
    return cost


def _that_digimon(state: GameState, stacks: list[Stack], effect: Effect) -> int | None:
    """"that Digimon" of a cost ("placing 1 card ... under that Digimon": text_tamer_stack):
    the digivolving Digimon; of the two of a DNA digivolution, which one is not settled."""
    if len(stacks) > 1 and any(a.target is not None and a.target.mode == "event"
                               for c in effect.clauses for a in c.cost):
        stop_unmodelled(state, fragment("that_digimon_dna"), rules=cite.DIGIVOLVE_REDUCTION,
                        player=stacks[0].owner, cards=[s.id for s in stacks],
                        cause=effect.text)
    return stacks[0].uid


def locked_step(state: GameState, player: str, card: Card, source: Stack,
                cause: str | None) -> None:
    """Record that ``player``'s digivolution cost is not reduced: ``source`` says they can't
    reduce digivolution costs (query.digivolve_cost_lock; official Q&A Q1285)."""
    emit(state, StepKind.MEMORY, "digivolve_cost_locked", player=player,
         cards=[card.id, source.id], rules=cite.DIGIVOLVE_COST_LOCK, cause=cause, card=card.id,
         source=source.id)


def run(ctx: Ctx, action: Action) -> Gen:
    if (lock := q.digivolve_cost_lock(ctx.state, ctx.controller)) is not None:
        locked_step(ctx.state, ctx.controller, ctx.event["card"], lock, ctx.effect.text)
        return
    before = ctx.event["cost"]
    ctx.event["cost"] = max(0, before - action.amount)
    emit(ctx.state, StepKind.MEMORY, "digivolve_cost_reduced", player=ctx.controller,
         cards=[ctx.event["card"].id], rules=cite.DIGIVOLVE_REDUCTION, cause=ctx.effect.text,
         card=ctx.event["card"].id, amount=action.amount, before=before,
         cost=ctx.event["cost"])
    yield from ()


register(Verb((VERB,), run, rules=cite.DIGIVOLVE_REDUCTION + cite.DIGIVOLVE_COST_LOCK,
              steps=("digivolve_cost_reduced", "activate", "digivolve_cost_locked",
                     "unmodelled")))
