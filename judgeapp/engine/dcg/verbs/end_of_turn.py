"""Pending processing for the end of the turn: "Gain 3 memory. At end of turn, lose 3 memory."
(CR 18-1-1). The effect sets it aside; when the turn is about to end it is collected with the
effects that trigger there (CR 18-1-2: as if it triggered at the same time) and processed
whatever became of its card (official Q&A Q882: the Digimon was deleted, the memory is still
lost)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import main_actions
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Clause, Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Pending
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    text = next((c.text for c in ctx.effect.clauses if action in c.actions), ctx.effect.text)
    state.end_of_turn.append((state.turn, ctx.controller, ctx.card_id, action.amount, text))
    emit(state, StepKind.MEMORY, "end_of_turn_pending", player=ctx.controller,
         cards=[ctx.card_id], rules=cite.PENDING_PROCESSING, cause=ctx.effect.text,
         verb="gain" if action.amount > 0 else "lose", amount=abs(action.amount))
    yield from ()


def end_of_turn(state: GameState) -> None:
    """Collect this turn's pending processing with the end-of-turn triggers."""
    due = [e for e in state.end_of_turn if e[0] == state.turn]
    state.end_of_turn = [e for e in state.end_of_turn if e[0] != state.turn]
    for _turn, player, card_id, amount, text in due:
        effect = Effect(text=text, timing=fx.END_OF_TURN_PENDING, type=fx.TRIGGER,
                        clauses=(Clause("do", actions=(Action("memory", amount=amount),),
                                        text=text),))
        card = state.cards[card_id]
        r.collect(state, Pending(effect, card_id, player, None, card.moves, card_id,
                                 {"pending_processing": True}))


main_actions.END_OF_TURN.append(end_of_turn)
register(Verb(("memory-at-end-of-turn",), run, rules=cite.PENDING_PROCESSING,
              steps=("end_of_turn_pending",)))
