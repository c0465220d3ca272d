"""The verbs ``play-self-end-of-battle`` ("[Security] At the end of the battle, play this card
without paying the cost.") and ``end-of-battle`` (any other effect printed after "At the end
of the battle", with its "Then," sentences: text_battle.py).

"At the end of the battle" timing "occurs after comparing DP and determining the battle's
outcome" (glossary-en/at-the-end-of-the-battle), once the effects the battle triggered are
resolved (CR 4.2 14-2-4, 14-2-5); the checked card is still revealed, not yet in the trash
(CR 13-1-8-4: it goes there "unless it belongs to an area"). The [Security] effect activates
when the card is checked (manual-en/timing-security); what it does is done later, so processing it
only records the card (step ``end_of_battle_wait``). When the Security Digimon's battle has
been decided, the card, still the checked card (not yet trashed), is played without paying
its cost, whatever the outcome (official Q&A Q699), and the check point that follows
activates its [On Play] effects before the next security check (Q700, Q701).

Any other effect so printed ("At the end of the battle, <Draw 2>. Then, add this card to its
owner's hand.") is processed then, whatever the battle's outcome and before the next check
(official Q&A Q1448, Q1449), all its sentences ("Then, ..." too: Q4846), with the checked
card as "this card"; the check point after it activates what it triggered.

Not modelled, and said so (the run stops with an ``unmodelled`` step): the effect of a card
that is not a Security Digimon being checked (no battle of its own to end), and a checked
card that does not battle (the attacker left the battle area first): whether "the end of the
battle" still comes is not settled by the rules corpus.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import play_cost
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

VERB = "play-self-end-of-battle"
LATER_VERB = "end-of-battle"  # text_battle.END_OF_BATTLE_VERB
STEP_EVENTS = ("end_of_battle_wait",)


def wait_for_battle_end(ctx: r.Ctx, action: Action) -> r.Gen:
    """Processing the [Security] effect: the card is played when its battle ends."""
    state, me = ctx.state, ctx.controller
    card = state.cards.get(ctx.card_id)
    if card is None or card not in state.players[me].processing or \
            card.defn.kind != "digimon" or state.attack is None:
        stop_unmodelled(state, "'at the end of the battle' on a card that is not a Security "
                        "Digimon being checked", rules=cite.END_OF_BATTLE, player=me,
                        cause=ctx.effect.text, cards=[ctx.card_id])
    later = action.choices[0] if action.choices else None
    state.end_of_battle.append((card, card.moves, ctx.effect.text, later))
    emit(state, StepKind.ACTIVATION, "end_of_battle_wait" if later is None else
         "end_of_battle_later", player=me, cards=[card.id], rules=cite.END_OF_BATTLE,
         cause=ctx.effect.text, card=card.id)
    yield from ()


def after_battle(state: GameState, card: Card, *, battled: bool) -> r.Gen:
    """The end of the checked ``card``'s battle (``battled``: it battled): play it if its
    [Security] effect said so and it is still the checked card."""
    waiting = [(c, text, later) for c, moves, text, later in state.end_of_battle
               if c is card and c.moves == moves]
    state.end_of_battle = [e for e in state.end_of_battle if e[0] is not card]
    if not waiting:
        return
    owner = state.players[card.owner]
    if not battled:
        stop_unmodelled(state, "the checked card did not battle: whether 'at the end of the "
                        "battle' still comes is not settled", rules=cite.END_OF_BATTLE,
                        player=card.owner, cause=waiting[0][1], cards=[card.id])
    if waiting[0][2] is not None:
        yield from _process_later(state, card, waiting[0][1], waiting[0][2])
        return
    if card not in owner.processing or r.play_locked(state, card, card.owner, waiting[0][1]):
        return
    owner.processing.remove(card)
    effect = next(e for e in card.defn.security if e.text == waiting[0][1])
    with r.processing(state, card.id, effect):  # the rest of that [Security] effect
        yield from play_cost.free(state, card, card.owner, False)  # official Q&A Q4796
        stack = r.place_on_field(state, card, card.owner, by_effect=True)
        emit(state, StepKind.ZONE_MOVE, "play", player=card.owner, cards=[card.id],
             rules=cite.END_OF_BATTLE + cite.PLAY_BY_EFFECT, cause=waiting[0][1],
             card=card.id, how="end_of_battle_by_effect")
        r.on_play(state, stack)
    yield from r.checkpoint(state)


def _process_later(state: GameState, card: Card, text: str, later: Effect) -> r.Gen:
    """The rest of the [Security] effect, at the end of the checked card's battle."""
    effect = next(e for e in card.defn.security if e.text == text)
    with r.processing(state, card.id, effect):  # the rest of that [Security] effect
        emit(state, StepKind.ACTIVATION, "end_of_battle_effect", player=card.owner,
             cards=[card.id], rules=cite.END_OF_BATTLE, cause=text, card=card.id)
        yield from r.run_effect(r.Ctx(state, later, card.owner, card.id, card))
    yield from r.checkpoint(state)


register(Verb((LATER_VERB,), wait_for_battle_end, rules=cite.END_OF_BATTLE,
              steps=("end_of_battle_later", "end_of_battle_effect", "unmodelled")))
register(Verb((VERB,), wait_for_battle_end, rules=cite.END_OF_BATTLE + cite.PLAY_BY_EFFECT,
              steps=("end_of_battle_wait", "play", "unmodelled", "play_digimon_locked")))
