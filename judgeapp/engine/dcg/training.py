"""<Training> (Comprehensive Rules Ver.4.2, cr-en/16-41).

"By suspending this Digimon during the main phase, place the top card of your deck at the
bottom of this Digimon's digivolution cards. This effect can also activate in the breeding
area" (16-41-1): an activation-type effect (16-41-2) whose "by suspending this Digimon" is an
optional processing condition; once it is performed, placing the card is mandatory (16-41-3).
Main-phase option id ``train <Digimon>`` for an unsuspended Digimon of the turn player with
<Training> (printed, or inherited from its digivolution cards) in the battle area or the
breeding area: it can be declared only while the condition can be performed (15-8-4-4-1).
With an empty deck nothing is placed (1-3-2: an impossible action is not carried out).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, main_actions
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind

RULES = cite.KW["training"] + cite.ACTIVATE_MAIN + cite.BY_COST


def effect(printed: str, inherited: bool) -> Effect:
    """A marker the main-phase option looks for (the effect runs in ``perform``)."""
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.ACTIVATION,
                  keyword="training", inherited=inherited)


def _effects(stack: Stack) -> list[Effect]:
    """Its printed effects and, for a Digimon, the inherited effects under it."""
    if not q.is_digimon(stack):
        return list(stack.top.defn.effects)
    inherited = [e for c in q.visible_under(stack) for e in c.defn.inherited]
    return [*stack.top.defn.effects, *inherited]


def _has_training(stack: Stack) -> bool:
    return any(e.keyword == "training" for e in _effects(stack))


def _trainable(state: GameState) -> list[Stack]:
    pl = state.players[state.turn_player]
    areas = [*pl.battle, *([pl.breeding] if pl.breeding else [])]
    return [s for s in areas if q.is_digimon(s) and q.can_suspend(state, s) and _has_training(s)]


def options(state: GameState) -> list[Option]:
    return [Option(f"train {s.id}", label("training", name=s.top.name))
            for s in _trainable(state)]


def _parse(state: GameState, words: list[str]) -> Stack | None:
    if len(words) != 2:
        return None
    return next((s for s in _trainable(state) if s.id == words[1]), None)


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    if _parse(state, words) is None:
        return ("<Training> is activated by suspending one of your unsuspended Digimon with "
                "<Training> in the battle area or the breeding area.", RULES)
    return None, ()


def perform(state: GameState, words: list[str]) -> Gen:
    stack = _parse(state, words)
    effect = next(e for e in _effects(stack) if e.keyword == "training")
    with r.processing(state, stack.id, effect):
        yield from _train(state, stack)


def _train(state: GameState, stack: Stack) -> Gen:
    """<Training>'s processing: suspend it, then the top card of the deck under it."""
    tp = state.turn_player
    stack.suspended = True
    emit(state, StepKind.ACTION, "suspend", player=tp, cards=[stack.id], rules=RULES,
         cause="<Training>", card=stack.id)
    r.on_suspend_change(state, [stack], True, by_effect=True)
    deck = state.players[tp].deck
    if not deck:
        emit(state, StepKind.ACTION, "training_empty_deck", player=tp, cards=[stack.id],
             rules=RULES, card=stack.id)
        return
    card = r.move(deck.pop(0))
    stack.cards.append(card)
    emit(state, StepKind.ZONE_MOVE, "training", player=tp, cards=[card.id, stack.id],
         rules=RULES + cite.DIGIVOLUTION_CARDS, card=card.id, target=stack.id)
    card_events.on_placed_under(state, stack, tp, [card])  # <Training>'s effect placed it
    yield from ()


main_actions.register(main_actions.MainAction(
    "Training", main_actions.by_word("train"), options, explain, perform))
