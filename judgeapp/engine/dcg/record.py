"""Recording steps and asking decisions (the two ways the resolver talks to the outside)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.render import label, render
from judgeapp.engine.dcg.snapshots import step_board
from judgeapp.engine.dcg.state import GameOver, GameState
from judgeapp.engine.dcg.trait_reading import UnsettledTrait
from judgeapp.engine.steps import Cause, CauseKind, Decision, Option, Step, StepKind

Explain = Callable[[str], tuple[str, tuple[str, ...]]]


def emit(state: GameState, kind: StepKind, event: str, *, cards: Iterable[str] = (),
         rules: Iterable[str] = (), player: str | None = None, cause: str | None = None,
         typed_cause: Cause | None = None, **data: Any) -> Step:
    """Append one step. Past the step limit, record a LIMIT step and stop the game.

    The step's typed cause is set here, the one place: ``typed_cause`` when given (a decision),
    else the effect being processed (``state.origin``, kept by ``resolve.run_effect``), else
    the game's procedure in the current phase."""
    if len(state.steps) >= state.step_limit:
        limit = Step(index=len(state.steps), kind=StepKind.LIMIT, event="step_limit",
                     text=render("step_limit", {"limit": state.step_limit}, {}),
                     rules=cite.RULE_CHECK_TIMING, data={"limit": state.step_limit},
                     pending=_pending(state), board=_board(state),
                     origin=state.origin or _procedure(state.phase))
        state.steps.append(limit)
        state.over = True
        raise GameOver("step limit")
    cards = tuple(cards)
    if player is not None:
        data.setdefault("player", player)
    names = {cid: state.cards[cid].name for cid in _ids(data, cards) if cid in state.cards}
    step = Step(index=len(state.steps), kind=kind, event=event,
                text=render(event, data, names), rules=tuple(rules), cards=cards,
                player=player, cause=cause, pending=_pending(state), data=data,
                board=_board(state),
                origin=typed_cause or state.origin or _PROCEDURES.get(state.phase)
                or _procedure(state.phase))
    state.steps.append(step)
    return step


_PROCEDURES: dict[str, Cause] = {}


def _procedure(phase: str) -> Cause:
    cause = _PROCEDURES.get(phase)
    if cause is None:
        cause = _PROCEDURES[phase] = Cause(CauseKind.PROCEDURE, phase)
    return cause


def decision_cause(state: GameState, kind: str) -> Cause:
    """A player's answer to a decision of ``kind``, within the effect that asked (if any)."""
    return Cause(CauseKind.DECISION, kind, parent=state.origin)


def stop_unmodelled(state: GameState, reason: str, *, rules: Iterable[str] = (),
                    player: str | None = None, cause: str | None = None,
                    cards: Iterable[str] = ()) -> None:
    """End the run where the engine cannot model what the rules require next: saying so is
    better than going on with a ruling it cannot back (an ``unmodelled`` step, then stop)."""
    emit(state, StepKind.UNMODELLED, "unmodelled", cards=cards, rules=rules, player=player,
         cause=cause, reason=reason)
    state.over = True
    raise GameOver("not modelled")


def stop_unsettled(state: GameState, unsettled: UnsettledTrait) -> None:
    """The run met a card for which the two readings of "with [X] in its traits" differ
    (``trait_reading``): an ``unmodelled`` step naming the card and its trait, then stop."""
    state.decision = None
    ids = [cid for cid, card in state.cards.items() if card.defn is unsettled.defn]
    try:
        emit(state, StepKind.UNMODELLED, "trait_unsettled", cards=ids,
             rules=cite.TRAIT + cite.TRAIT_PART + (cite.TRAIT_PLACES if unsettled.field else ()),
             name=unsettled.defn.name,
             trait=unsettled.trait, part=unsettled.part, where=unsettled.field or "traits")
    except GameOver:
        pass
    state.over = True


def _board(state: GameState) -> dict[str, Any] | None:
    """The board as of the step being recorded, only when the run records boards."""
    return step_board(state) if state.record_boards else None


def _ids(data: dict[str, Any], cards: tuple[str, ...]) -> set[str]:
    ids = set(cards)
    for value in data.values():
        if isinstance(value, str):
            ids.add(value)
        elif isinstance(value, list):
            ids.update(v for v in value if isinstance(v, str))
    return ids


def _pending(state: GameState) -> tuple[str, ...]:
    """Pending effects in the order their batches activate: those triggered since the check
    point (they form the newest batch), then the older batches, newest first."""
    rev, labels = state.pending_cache
    if rev != state.pending_rev:
        labels = tuple([p.label for p in state.collected]
                       + [p.label for batch in reversed(state.pending) for p in batch])
        state.pending_cache = (state.pending_rev, labels)
    return labels


def ask(state: GameState, player: str, kind: str, prompt: str, options: Iterable[Option],
        *, rules: tuple[str, ...] = (), default: str | None = None,
        explain: Explain | None = None) -> Generator[Decision, Any, str]:
    """Pause for ``player``'s answer; refuse (with a step and the same question) anything
    that is not an option. ``explain`` gives the rule that makes an answer illegal."""
    options = tuple(options)
    ids = [o.id for o in options]
    if default is None and ids:
        default = ids[0]
    decision = Decision(player=player, kind=kind, prompt=prompt, options=options, rules=rules,
                        default=default)
    while True:
        answer = yield decision
        if answer is None:
            answer = default
        if isinstance(answer, list | tuple) and len(answer) == 1:
            answer = answer[0]
        if isinstance(answer, str):
            answer = " ".join(answer.split())
        if answer in ids:
            emit(state, StepKind.DECISION, "choice", player=player, cause=kind,
                 typed_cause=decision_cause(state, kind), rules=rules, answer=answer,
                 decision=kind)
            return answer
        text = answer if isinstance(answer, str) else repr(answer)
        reason, why = explain(text) if explain else (None, ())
        if reason is None:
            reason = f"It is not one of the options ({', '.join(ids)})."
            why = rules
        emit(state, StepKind.REFUSED, "refused", player=player, cause=kind,
             typed_cause=decision_cause(state, kind), rules=why or rules, action=text,
             reason=reason, decision=kind)


def yes_no(state: GameState, player: str, kind: str, prompt: str, rules: tuple[str, ...],
           default: str = "no") -> Generator[Decision, Any, bool]:
    answer = yield from ask(state, player, kind, prompt,
                            (Option("yes", label("yes")), Option("no", label("no"))), rules=rules,
                            default=default)
    return answer == "yes"


def win(state: GameState, player: str, reason: str, rules: tuple[str, ...]) -> None:
    state.winner = player
    emit(state, StepKind.GAME_END, "win", player=player, rules=rules, reason=reason)
    state.over = True
    raise GameOver(reason)
