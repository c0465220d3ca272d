"""Burst Digivolve (manual "Burst Digivolve": requirements, rules, procedure).

Main-phase option id: ``burst <hand card> onto <Digimon>``. The Digimon must have the
required name; one of your Tamers with the required name in the battle area returns to the
hand, then the card goes on top (the display format carries over), the cost is paid, you draw
1 and [When Digivolving] effects trigger. At the end of that turn the Digimon's top stacked
card is trashed, whichever card is on top by then (nothing if it has no stacked cards).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import main_actions, overflow
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.keyword_rules import BurstReq
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def _tamer(state: GameState, name: str) -> Stack | None:
    return next((s for s in state.players[state.turn_player].battle
                 if s.top.defn.kind == "tamer" and s.top.name == name), None)


def _req(state: GameState, card: Card, target: Stack) -> BurstReq | None:
    fits = [b for b in card.defn.rules.burst if target.top.name == b.digimon
            and q.is_digimon(target) and not target.top.defn.token and _tamer(state, b.tamer)
            and q.may_digivolve_into(state, target, card.defn)]  # a digivolution (CR 4.2 8-3)
    return min(fits, key=lambda b: b.cost) if fits else None


def options(state: GameState) -> list[Option]:
    tp = state.turn_player
    pl = state.players[tp]
    out = []
    for card in pl.hand:
        for target in pl.battle:
            req = _req(state, card, target) if card.defn.rules.burst else None
            if req and q.can_pay(state, tp, req.cost):
                out.append(Option(f"burst {card.id} onto {target.id}",
                                  label("burst", target=target.top.name, name=card.name,
                                        tamer=req.tamer, cost=req.cost)))
    return out


def _parse(state: GameState, words: list[str]) -> tuple[Card | None, Stack | None]:
    if len(words) != 4 or words[2] != "onto":
        return None, None
    pl = state.players[state.turn_player]
    return (next((c for c in pl.hand if c.id == words[1]), None),
            next((s for s in pl.battle if s.id == words[3]), None))


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    card, target = _parse(state, words)
    if card is None or not card.defn.rules.burst:
        return f"{words[1]} is not a card in your hand with Burst Digivolve.", cite.BURST
    if target is None or _req(state, card, target) is None:
        reqs = "; ".join(b.label() for b in card.defn.rules.burst)
        return (f"Burst digivolution needs your Digimon with the required name and your Tamer "
                f"with the required name in the battle area ({reqs}).", cite.BURST)
    return f"The cost can't be paid (you have {state.mem(state.turn_player)} memory).", \
        cite.MEMORY


def perform(state: GameState, words: list[str]) -> Gen:
    card, target = _parse(state, words)
    req = _req(state, card, target)
    tp = state.turn_player
    tamer = _tamer(state, req.tamer)
    r.detach(state, tamer)
    for under in tamer.under + tamer.links:
        r.to_trash(state, under)
    state.players[tp].hand.append(r.move(tamer.top))
    emit(state, StepKind.ZONE_MOVE, "burst_return", player=tp, cards=[tamer.id, card.id],
         rules=cite.BURST, card=tamer.id, burst=card.id)
    overflow.left_field(state, tamer.cards, "hand")
    state.players[tp].hand.remove(card)
    before = state.mem(tp)
    state.set_mem(tp, before - req.cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=cite.BURST + cite.MEMORY, card=card.id, cost=req.cost, before=before,
         after=state.mem(tp))
    old = target.id
    target.cards.insert(0, r.move(card))
    state.burst_uids.append(target.uid)
    emit(state, StepKind.ACTION, "burst_digivolve", player=tp, cards=[card.id, old],
         rules=cite.BURST, card=card.id, target=old, tamer=tamer.id)
    r.draw(state, tp, 1, why="digivolution_bonus", rules=cite.BURST)
    r.on_digivolve(state, target)
    yield from ()


def end_of_turn(state: GameState) -> None:
    """Trash the top stacked card of each Digimon that burst digivolved this turn."""
    uids, state.burst_uids = state.burst_uids, []
    for uid in uids:
        stack = state.stack_by_uid(uid)
        if stack is None or not stack.under:
            continue
        top = stack.cards.pop(0)
        r.to_trash(state, top)
        emit(state, StepKind.ZONE_MOVE, "burst_trash", player=stack.owner,
             cards=[top.id, stack.id], rules=cite.BURST, card=top.id, target=stack.id)
        overflow.left_field(state, [top], "trash")


main_actions.register(main_actions.MainAction(
    "Burst digivolve", main_actions.by_word("burst"), options, explain, perform))
main_actions.END_OF_TURN.append(end_of_turn)
