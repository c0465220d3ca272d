"""A card's own play cost reduction: "When this card would be played [from the hand], [if
<condition>,] reduce the play cost by N" (also "When you would play this card ...").

Printed before the card's timings, it is an immediate-type effect of the card in the hand
that triggers when the card would be played, before the cost is paid (CR 4.2 7-1-2-2,
15-8-5); its condition is checked then, and an effect none of whose processing conditions
hold isn't activated (15-8-3-9). The reduced cost is an alternate cost (4-2-3-1), never below
0 (official Q&A Q1773), and the card can be declared when that cost can be paid (1-3-11-2):
``cost_to_play`` is what the main-phase options and refusals use. A play with DigiXros is a
play too (xros.py applies it after the DigiXros reduction).

An Option's "When you would use this card / When this card would be used, [if ...,] reduce
the [memory / use] cost by N" is the same for its use cost: it triggers when the card is
revealed in the use procedure (9-1-6), and the card can be declared when the reduced cost can
be paid (1-3-11-2). ``event``: ``PLAYED`` or ``USED``.

A card in play may reduce the play cost of its owner's cards: "[Your Turn] When any Digimon
cards with the [X] trait would be played from your hand, by suspending this Tamer, reduce the
play cost by 1." (``FIELD``): the same immediate-type timing, after the card's own reductions;
each applies once per play, its turn scope and [Once Per Turn] respected; "by" costs are
optional unless needed to pay (1-3-11-3). Two optional costs where only one is needed is the
player's choice, not modelled (an ``unmodelled`` step); so is a DigiXros play with one.

A card an effect plays without paying the cost still "would be played": its own reduction "by"
a cost may be used, the cost performed and the play still free (``free``; official Q&A Q4796).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_refs, counting
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

KEYWORD = "play-reduction"
FIELD = "field-play-reduction"
VERB = "reduce-play-cost"
PLAYED = "would-be-played"
USED = "would-be-used"


def applicable(state: GameState, card: Card, player: str, event: str = PLAYED,
               from_hand: bool = True) -> list[Effect]:
    """The card's reductions of that cost (played or used) whose condition holds now, or
    whose "by" cost can be performed; none of a play cost while "Players can't reduce play
    costs" is in force (a prohibition: CR 4.2 15-1-3; query.play_cost_lock). ``from_hand``
    False (an effect plays it from the trash ...): not the ones printed "from the hand"."""
    if event == PLAYED and q.play_cost_lock(state) is not None:
        return []
    return [e for e in card.defn.effects if e.keyword == KEYWORD
            and e.trigger is not None and e.trigger.event == event
            and _from_where(e, from_hand) and _can(state, card, player, e)]


def _from_where(effect: Effect, from_hand: bool) -> bool:
    """"... would be played from your hand": only for a card played from the hand."""
    return from_hand or effect.clauses[0].actions[0].source != "hand"


def _can(state: GameState, card: Card, player: str, effect: Effect) -> bool:
    clause = effect.clauses[0]
    if clause.form == "by":
        ctx = Ctx(state, effect, player, card.id, card)
        return all(r.can_do(ctx, a) for a in clause.cost)
    return clause.condition is None or q.holds(state, clause.condition, player, None)


def field(state: GameState, card: Card, player: str,
          from_hand: bool = True) -> list[tuple[Stack, Effect, Card]]:
    """The reductions of ``player``'s cards in play that apply to playing ``card``: (the
    Digimon or Tamer, its effect, the card holding it)."""
    if q.play_cost_lock(state) is not None:
        return []
    out = []
    for stack in state.stacks(player):
        for effect, holder in q.stack_effects(state, stack):
            if effect.keyword != FIELD or not q.in_scope(state, effect, stack.owner) \
                    or not q.uses_left(state, holder, effect) \
                    or not _from_where(effect, from_hand):
                continue
            clause = effect.clauses[0]
            flt = clause.actions[0].filter
            ctx = Ctx(state, effect, stack.owner, stack.id, holder, stack.uid)
            if (flt is None or card_refs.fits(card.defn, flt)) and (
                    clause.form != "by" or all(r.can_do(ctx, a) for a in clause.cost)):
                out.append((stack, effect, holder))
    return out


def cost_to_play(state: GameState, card: Card, player: str, cost: int,
                 event: str = PLAYED) -> int:
    """The lowest cost the card can be declared for: its own applicable reductions, and for a
    play those of its owner's cards in play (no step recorded; CR 4.2 1-3-11-2, 1-3-11-3)."""
    found = list(applicable(state, card, player, event))
    if event == PLAYED:
        found += [e for _s, e, _h in field(state, card, player)]
    return max(0, cost - sum(amount(state, e.clauses[0].actions[0], player) for e in found))


def amount(state: GameState, action: Action, player: str) -> int:
    """How much a reduction takes off: N, or N times its "for each" count as the board stands
    (CR 4.2 4-27: read when the reduction is processed)."""
    return action.amount if action.per is None else \
        action.amount * q.count(state, action.per, player, None)


def reduced(state: GameState, card: Card, player: str, cost: int, event: str = PLAYED,
            *, by_costs: bool = True, from_hand: bool = True) -> Gen:
    """Apply the reductions, each recorded; the cost to pay. A reduction "by <cost>" is
    optional, unless the cost can't be paid without it (CR 4.2 1-3-11-3: the card was
    declared for the reduced cost); ``by_costs`` False (a DigiXros play): such a reduction
    stops the run, not modelled there."""
    lock = q.play_cost_lock(state) if event == PLAYED else None
    if lock is not None and any(e.keyword == KEYWORD and e.trigger is not None
                                and e.trigger.event == PLAYED for e in card.defn.effects):
        emit(state, StepKind.MEMORY, "play_cost_locked", player=player, cards=[card.id, lock.id],
             rules=cite.PROHIBITION + cite.PLAY_REDUCTION, card=card.id, source=lock.id)
    found = [(None, e, card) for e in applicable(state, card, player, event, from_hand)]
    if event == PLAYED:
        found += field(state, card, player, from_hand)
    optional = [e for _s, e, _h in found if e.clauses[0].form == "by"]
    if optional and not by_costs or len(optional) > 1 and not q.can_pay(state, player, cost):
        stop_unmodelled(state, fragment("by_reduction_choice" if by_costs else
                                        "by_reduction_xros"), rules=cite.ALTERNATE_REQUIRED,
                        player=player, cards=[card.id], cause=optional[0].text)
    # the card is revealed (in the processing area), out of the hand, while these activate (CR
    # 4.2 7-1-2-2; it goes back where it was if it can't be played, 7-1-2-3): a "by trashing
    # 1 ... card from your hand" cost never picks the card being played
    hand, revealed = state.players[player].hand, state.players[player].processing
    at = hand.index(card) if card in hand else None
    if at is not None:
        hand.remove(card)
        revealed.append(card)
    try:
        for stack, effect, holder in found:
            if stack is not None and (state.area_of(stack) != "battle"
                                      or not q.uses_left(state, holder, effect)):
                continue  # a card in play that left or was used meanwhile
            event_data = {"card": card, "cost": cost}
            ctx = Ctx(state, effect, player, card.id, card, event=event_data) if stack is None \
                else Ctx(state, effect, stack.owner, stack.id, holder, stack.uid,
                         event=event_data)
            if effect.clauses[0].form == "by":
                ctx.required = not q.can_pay(state, player, cost)
            yield from r.run_effect(ctx)
            cost = ctx.event["cost"]
    finally:
        if at is not None and card in revealed:
            revealed.remove(card)
            hand.insert(min(at, len(hand)), card)
    return cost


def free(state: GameState, card: Card, player: str, from_hand: bool = True) -> Gen:
    """A card an effect plays without paying the cost: its own "When this card would be
    played, by <cost>, reduce ..." still triggers when it would be played (CR 4.2 7-1-2-2,
    15-8-5) and may be used, its cost performed; the card is still played without paying the
    cost, the reduction changes no cost (official Q&A Q4796). Always optional: there is no
    cost to pay (1-3-11-3 never requires it). A reduction without a "by" cost does nothing
    here. Not modelled (no ruling): the same while "Players can't reduce play costs" is in
    force, and a "by" reduction of a card in play (``FIELD``)."""
    own = [e for e in card.defn.effects if e.keyword == KEYWORD and e.trigger is not None
           and e.trigger.event == PLAYED and e.clauses[0].form == "by"
           and _from_where(e, from_hand) and _can(state, card, player, e)]
    stop = own and q.play_cost_lock(state) is not None or any(
        e.clauses[0].form == "by" for _s, e, _h in field(state, card, player, from_hand))
    revealed = state.players[player].processing
    held = bool(own or stop) and card not in revealed
    if held:  # revealed for the play while these activate (CR 4.2 7-1-2-2), out of its zone
        revealed.append(card)
    if stop:
        stop_unmodelled(state, fragment("free_play_reduction"),
                        rules=cite.FREE_PLAY_REDUCTION + cite.PROHIBITION, player=player,
                        cards=[card.id])
    try:
        for effect in own:
            yield from r.run_effect(Ctx(state, effect, player, card.id, card,
                                        event={"card": card, "cost": None}))
    finally:
        if held and card in revealed:
            revealed.remove(card)


def free_from_under(state: GameState, card: Card, player: str) -> None:
    """A card an effect plays from under a Digimon or Tamer without paying the cost (it leaves
    the stack as it is played, resolve.play_from_under): its own reduction "by" a cost may be
    used there too (official Q&A Q4796), which is not modelled: the run stops rather than
    silently skip it."""
    if any(e.keyword == KEYWORD and e.trigger is not None and e.trigger.event == PLAYED
           and e.clauses[0].form == "by" and _from_where(e, False) for e in card.defn.effects):
        stop_unmodelled(state, fragment("free_play_reduction_under"),
                        rules=cite.FREE_PLAY_REDUCTION, player=player, cards=[card.id])


def cancelled(state: GameState, card: Card, player: str, cost: int) -> bool:
    """After the reductions: a card whose cost can't be paid now can no longer be played; it
    stays where it was and no memory moves (CR 4.2 7-1-2-3: a "by" cost whose processing was
    prevented was not paid, so its reduction did not happen)."""
    if q.can_pay(state, player, cost):
        return False
    emit(state, StepKind.ACTION, "play_cancelled", player=player, cards=[card.id],
         rules=cite.PLAY_CANCELLED + cite.MEMORY, card=card.id, cost=cost)
    return True


def run(ctx: Ctx, action: Action) -> Gen:
    before = ctx.event["cost"]
    if before is None:  # played without paying the cost (``free``): nothing to reduce
        emit(ctx.state, StepKind.MEMORY, "play_cost_not_paid", player=ctx.controller,
             cards=[ctx.event["card"].id], rules=cite.FREE_PLAY_REDUCTION,
             cause=ctx.effect.text, card=ctx.event["card"].id)
        return
    by = action.amount if action.per is None else action.amount * counting.count(ctx, action.per)
    ctx.event["cost"] = max(0, before - by)
    used = ctx.effect.trigger is not None and ctx.effect.trigger.event == USED
    card = ctx.event["card"].id  # the card played or used (not a card in play reducing it)
    emit(ctx.state, StepKind.MEMORY, "use_cost_reduced" if used else "play_cost_reduced",
         player=ctx.controller, cards=[card],
         rules=cite.USE_REDUCTION if used else cite.PLAY_REDUCTION, cause=ctx.effect.text,
         card=card, amount=by, before=before, cost=ctx.event["cost"])
    yield from ()


register(Verb((VERB,), run, rules=cite.PLAY_REDUCTION + cite.USE_REDUCTION,
              steps=("play_cost_reduced", "use_cost_reduced", "play_cost_not_paid",
                     "play_cost_locked", "play_cancelled", "unmodelled", *counting.STEPS)))
