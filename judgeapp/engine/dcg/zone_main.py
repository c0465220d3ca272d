"""[Hand] [Main] and [Trash] [Main] effects: activated in the main phase from the hand or
the trash (CR 4.2 15-14-2-1: "An effect with the {Hand} icon can be activated when you reveal
the card with the effect from your hand"; 15-14-3-1: "An effect with the {Trash} icon can
trigger and activate while the card with the effect is in your trash"; official Q&A Q4438).

Main-phase option id ``zone <card>``: the turn player activates one such effect of a card in
their hand or trash (an activation-type [Main] effect, 6-5-1-6-1, 15-8-4-2), within its [X
Per Turn] limit. A [Hand] effect's card is revealed first (15-14-2-1). The effect is read by
``text_face_up`` (``CardDef.zone_effects``); the card's other effects never work from there,
and these never work from the battle area.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import main_actions
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import MAIN, Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import fragment, label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.steps import Option, StepKind

WORD = "zone"
RULES = cite.ZONE_ICONS


def _usable(state: GameState) -> list[tuple[Card, Effect]]:
    """The turn player's cards in the hand and trash with a [Hand] / [Trash] [Main] effect
    they can activate now (its [X Per Turn] limit not reached)."""
    pl = state.players[state.turn_player]
    out = []
    for zone, cards in (("hand", pl.hand), ("trash", pl.trash)):
        for card in cards:
            effect = next((e for e in card.defn.zone_effects if e.zone == zone
                           and e.timing == MAIN and q.uses_left(state, card, e)), None)
            if effect is not None:
                out.append((card, effect))
    return out


def options(state: GameState) -> list[Option]:
    return [Option(f"{WORD} {card.id}", label("zone_main", name=card.name, icon=effect.zone.title(),
                                           zone=effect.zone))
            for card, effect in _usable(state)]


def _find(state: GameState, words: list[str]) -> tuple[Card, Effect] | None:
    return next(((c, e) for c, e in _usable(state) if len(words) == 2 and c.id == words[1]),
                None)


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    return fragment("zone_main_illegal"), RULES["hand"] + RULES["trash"] + cite.PER_TURN


def perform(state: GameState, words: list[str]) -> Gen:
    card, effect = _find(state, words)
    tp = state.turn_player
    rules = RULES[effect.zone] + cite.ACTIVATE_MAIN + cite.ACTIVATION
    if effect.zone == "hand":
        emit(state, StepKind.ACTION, "reveal_hand_card", player=tp, cards=[card.id],
             rules=RULES["hand"], card=card.id)
    emit(state, StepKind.ACTIVATION, "activate", player=tp, cards=[card.id], rules=rules,
         cause=effect.text, card=card.id, timing=MAIN)
    yield from r.run_effect(r.Ctx(state, effect, tp, card.id, card))


main_actions.register(main_actions.MainAction(
    "[Hand] / [Trash] [Main]", main_actions.by_word(WORD), options, explain, perform))
