"""App Fusion (manual "App Fusion": requirements, rules, procedure).

Main-phase option id: ``fuse <hand card> onto <Digimon> with <link card>``. The Digimon's
name and the name of one of its link cards must be 2 different names of the requirement
(``App Fusion [A] & [B] & [C]: Cost N``). The link card goes on top of the Digimon (a
digivolution card now), the app fusion card on top of it, the cost is paid, you draw 1 and
[When Digivolving] effects trigger.
"""

from __future__ import annotations

from collections.abc import Iterator

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import main_actions
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def _fits(state: GameState, card: Card, target: Stack) -> Iterator[tuple[Card, int]]:
    """(link card, cost) pairs with which ``target`` can app fuse into ``card`` (a
    digivolution, CR 4.2 8-4: not one an effect says "can't digivolve")."""
    if not q.is_digimon(target) or target.top.defn.token or \
            not q.may_digivolve_into(state, target, card.defn):
        return
    for names, cost in card.defn.rules.app_fusion:
        if target.top.name not in names:
            continue
        for link in target.links:
            if link.name in names and link.name != target.top.name:
                yield link, cost


def options(state: GameState) -> list[Option]:
    tp = state.turn_player
    pl = state.players[tp]
    out = []
    for card in pl.hand:
        if not card.defn.rules.app_fusion:
            continue
        for target in pl.battle:
            for link, cost in _fits(state, card, target):
                if q.can_pay(state, tp, cost):
                    out.append(Option(f"fuse {card.id} onto {target.id} with {link.id}",
                                      label("app_fuse", target=target.top.name, link=link.name,
                                            name=card.name, cost=cost)))
    return out


def _parse(state: GameState, words: list[str]) -> tuple[Card | None, Stack | None,
                                                        Card | None, int | None]:
    if len(words) != 6 or words[2] != "onto" or words[4] != "with":
        return None, None, None, None
    pl = state.players[state.turn_player]
    card = next((c for c in pl.hand if c.id == words[1]), None)
    target = next((s for s in pl.battle if s.id == words[3]), None)
    if card is None or target is None:
        return card, target, None, None
    fit = next(((lk, c) for lk, c in _fits(state, card, target) if lk.id == words[5]), (None, None))
    return card, target, fit[0], fit[1]


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    card, target, link, cost = _parse(state, words)
    if card is None or not card.defn.rules.app_fusion:
        return ("Write 'fuse <hand card> onto <Digimon> with <link card>' with a card that has "
                "App Fusion in your hand.", cite.APP_FUSION)
    if link is None:
        return ("App fusion needs your Digimon with one of the named cards and a link card "
                "with another of them.", cite.APP_FUSION)
    return f"The cost {cost} can't be paid.", cite.MEMORY


def perform(state: GameState, words: list[str]) -> Gen:
    card, target, link, cost = _parse(state, words)
    fuse(state, state.turn_player, card, target, link, cost)
    yield from ()


def fits(state: GameState, card: Card, target: Stack) -> list[tuple[Card, int]]:
    """(link card, cost) pairs with which ``target`` can app fuse into ``card``."""
    return list(_fits(state, card, target))


def fuse(state: GameState, player: str, card: Card, target: Stack, link: Card, cost: int,
         cause: str | None = None) -> None:
    """App fuse ``target`` into ``card`` (from ``player``'s hand) with its link card ``link``:
    pay ``cost``, the link card on top of the Digimon, the card on top of it, draw 1 (CR 4.2
    8-4-3-2, 8-4-3-3); [When Digivolving] effects trigger. ``cause``: the effect doing it."""
    state.players[player].hand.remove(card)
    before = state.mem(player)
    state.set_mem(player, before - cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=player, cards=[card.id],
         rules=cite.APP_FUSION + cite.MEMORY, card=card.id, cost=cost, before=before,
         after=state.mem(player))
    old = target.id
    target.links.remove(link)
    target.cards.insert(0, r.move(link))
    target.cards.insert(0, r.move(card))
    emit(state, StepKind.ACTION, "app_fusion", player=player, cards=[card.id, old, link.id],
         rules=cite.APP_FUSION, cause=cause, card=card.id, target=old, link=link.id)
    r.draw(state, player, 1, why="digivolution_bonus", rules=cite.APP_FUSION)
    r.on_digivolve(state, target)


main_actions.register(main_actions.MainAction(
    "App Fusion", main_actions.by_word("fuse"), options, explain, perform))
