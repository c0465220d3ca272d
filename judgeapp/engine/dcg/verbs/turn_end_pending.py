""""At the next end of your opponent's turn, return it to the hand / delete it" (CR 4.2 18-1,
pending processing): the Digimon the effect played is set aside, and at the end of the
opponent's first turn after that, the return or deletion is processed as if it triggered then,
with the effects triggering at that time (18-1-2: the turn player orders them, official Q&A
Q5535).

It follows that Digimon, digivolved or not (Q2675, Q2683: the top card returns, the cards
under it are trashed); a Digimon that left the battle area is a new object the processing no
longer finds (Q2771). It happens once: if another effect prevents it, later turn ends don't
repeat it (Q5534). Set aside during the opponent's own turn, which end is "the next" the rules
don't say: the run stops there (unmodelled)."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import main_actions
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Clause, Effect
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Pending, Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    text = next((c.text for c in ctx.effect.clauses if action in c.actions), ctx.effect.text)
    found = r.matching(ctx, action.target)
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=cite.PENDING_PROCESSING, cause=ctx.effect.text, clause=text)
        return
    if state.turn_player != me:
        stop_unmodelled(state, fragment("opponent_turn_end_unsettled"),
                        rules=cite.PENDING_PROCESSING, player=me, cause=ctx.effect.text,
                        cards=[ctx.card_id])
        return
    for stack in found:
        state.turn_end_moves.append((state.turn, me, ctx.card_id, stack.uid, action.source,
                                     text))
        emit(state, StepKind.ACTION, "turn_end_pending", player=me,
             cards=[ctx.card_id, stack.id], rules=cite.PENDING_PROCESSING,
             cause=ctx.effect.text, card=stack.id,
             how=f"pending_{action.source}")
    yield from ()


def end_of_turn(state: GameState) -> None:
    """At the end of an opponent's turn after the one it was set aside in, collect each
    pending return or deletion with the end-of-turn triggers (once: Q5534)."""
    due = [m for m in state.turn_end_moves
           if m[0] < state.turn and state.turn_player != m[1]]
    state.turn_end_moves = [m for m in state.turn_end_moves if m not in due]
    for _turn, player, holder_id, uid, verb, text in due:
        stack = state.stack_by_uid(uid)
        if stack is None:
            emit(state, StepKind.ACTIVATION, "turn_end_pending_gone", player=player,
                 cards=[holder_id], rules=cite.PENDING_PROCESSING, cause=text)
            continue
        collect_move(state, stack, player, holder_id, verb, text)


def collect_move(state: GameState, stack: Stack, player: str, holder_id: str, verb: str,
                 text: str) -> None:
    """Pending processing set aside by an effect (CR 4.2 18-1), due now: its action on
    ``stack`` is collected with the end-of-turn triggers, caused by ``holder_id``'s effect."""
    effect = Effect(text=text, timing=fx.END_OF_TURN_PENDING, type=fx.TRIGGER,
                    clauses=(Clause("do", actions=(Action(verb, target=FxTarget("this")),),
                                    text=text),))
    top = stack.top
    r.collect(state, Pending(effect, top.id, player, stack.uid, top.moves, holder_id,
                             {"pending_processing": True}))


main_actions.END_OF_TURN.append(end_of_turn)
register(Verb(("at-opponent-turn-end",), run, rules=cite.PENDING_PROCESSING,
              steps=("turn_end_pending", "turn_end_pending_gone", "no_target")))
