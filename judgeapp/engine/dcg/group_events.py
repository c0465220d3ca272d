"""Triggers on Digimon played or digivolving (text_group.py reads them): "When your [other]
Digimon [or Tamers] are played or digivolve", "When [any] [other] Digimon are played or
digivolve", "When any of your [other] Digimon are played or digivolve", "When one of your
[other] Digimon / an opponent's Digimon is played or digivolves".

Each play and each digivolution is one event (``resolve.on_play`` / ``resolve.on_digivolve``
number it), so the trigger meets it once (CR 4.2 15-5-2). The played card's own effect
triggers too unless it says "other" (CR 4.2 15-5-3; official Q&A Q6115, Q6375). The event's
Digimon is what "any of them" / "it" / "that Digimon" in the effect's condition refer to (the
context's ``subject_uid``; query.holds, condition ``event-digimon``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.record import stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.state import GameState, Pending, Stack
from judgeapp.engine.dcg.text_group import EVENT


def _fits(t: fx.Trigger, at: Stack, entered: Stack) -> bool:
    """Does ``entered`` (just played or digivolved) meet trigger ``t`` of an effect on ``at``:
    whose it is, "other" (not ``at`` itself), a Digimon (or a Tamer, where printed)?"""
    if t.side != "any" and (t.side == "own") != (at.owner == entered.owner):
        return False
    if t.other and at is entered:
        return False
    kinds = ("digimon", "tamer") if t.what == "digimon-or-tamer" else ("digimon",)
    return entered.top.defn.kind in kinds


def _entered(state: GameState, stack: Stack, how: str) -> None:
    """``stack`` was just played or digivolved (``how``: played | digivolved): the effects in
    play whose trigger it meets trigger (resolve.collect; one event, one triggering)."""
    for at in list(state.stacks()):
        for effect, holder in q.stack_effects(state, at):
            t = effect.trigger
            if effect.type == fx.TRIGGER and t is not None and t.event == EVENT \
                    and _fits(t, at, stack) and q.in_scope(state, effect, at.owner) \
                    and q.uses_left(state, holder, effect):
                if _again_in_one_processing(state, holder.id, effect, how):
                    stop_unmodelled(state, fragment("group_played_together"),
                                    rules=cite.ONE_TRIGGERING, player=at.owner,
                                    cause=effect.text, cards=[at.top.id, stack.top.id])
                    return
                r.collect(state, Pending(effect, at.top.id, at.owner, at.uid, at.top.moves,
                                         holder.id, {how: stack.top.id,
                                                     "subject_uid": stack.uid,
                                                     "processing": id(state.origin)}))


def _again_in_one_processing(state: GameState, holder_id: str, effect: fx.Effect,
                             how: str) -> bool:
    """Did the effect being processed already play a Digimon that met this trigger? Digimon
    an effect plays are played at the same time, one triggering for them all (CR 4.2 15-5-2),
    but the engine plays them one at a time: rather than trigger twice, the run stops."""
    return how == "played" and state.origin is not None and any(
        p.holder_id == holder_id and p.effect == effect and "played" in p.context
        and p.context.get("processing") == id(state.origin) for p in state.collected)


def on_played(state: GameState, stack: Stack) -> None:
    _entered(state, stack, "played")


def on_digivolved(state: GameState, stack: Stack) -> None:
    _entered(state, stack, "digivolved")


r.PLAYED.append(on_played)
r.DIGIVOLVED.append(on_digivolved)
