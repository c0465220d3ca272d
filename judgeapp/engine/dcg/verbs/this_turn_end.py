"""Pending processing for the end of this turn: "If digivolved by this effect, delete this
Digimon at the end of the turn." (CR 18-1-1). The effect sets the deletion aside; when the turn
is about to end it is collected with the effects that trigger there (CR 18-1-2: as if it
triggered at the same time; the turn player orders them). A Digimon that left the battle area
in the meantime is a new object the processing no longer finds (CR 4.2 15-4-4-3, as for "At
the next end of your opponent's turn": verbs/turn_end_pending.py), and nothing happens; so
does one that is no longer a Digimon (a <De-Digivolve> left a Tamer card on top: official Q&A
Q2729). Set aside after this turn's end-of-turn timing passed, it isn't processed (Q2731).
Digivolving again keeps it the same Digimon: it is deleted (Q2728)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import main_actions
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.verbs import Verb, register, turn_end_pending
from judgeapp.engine.steps import StepKind


def set_aside(ctx: Ctx, action: Action, stacks: list[Stack]) -> None:
    """Set ``action`` aside for each of ``stacks``, to be done at the end of this turn (CR 4.2
    18-1): step ``this_turn_end_pending``."""
    state, me = ctx.state, ctx.controller
    text = next((c.text for c in ctx.effect.clauses if action in c.actions), ctx.effect.text)
    for stack in stacks:
        state.this_turn_end_moves.append((state.turn, me, ctx.card_id, stack.uid,
                                          action.source or "delete", text))
        emit(state, StepKind.ACTION, "this_turn_end_pending", player=me,
             cards=[ctx.card_id, stack.id], rules=cite.PENDING_PROCESSING,
             cause=ctx.effect.text, card=stack.id)


def run(ctx: Ctx, action: Action) -> Gen:
    set_aside(ctx, action, r.matching(ctx, action.target))
    yield from ()


def end_of_turn(state: GameState) -> None:
    """Collect this turn's pending deletions with the end-of-turn triggers."""
    due = [m for m in state.this_turn_end_moves if m[0] == state.turn]
    state.this_turn_end_moves = [m for m in state.this_turn_end_moves if m[0] != state.turn]
    for _turn, player, holder_id, uid, verb, text in due:
        stack = state.stack_by_uid(uid)
        if stack is None or not q.is_digimon(stack):
            emit(state, StepKind.ACTIVATION, "this_turn_end_pending_gone", player=player,
                 cards=[holder_id], rules=cite.PENDING_PROCESSING, cause=text)
            continue
        turn_end_pending.collect_move(state, stack, player, holder_id, verb, text)


main_actions.END_OF_TURN.append(end_of_turn)
register(Verb(("at-this-turn-end",), run, rules=cite.PENDING_PROCESSING,
              steps=("this_turn_end_pending", "this_turn_end_pending_gone")))
