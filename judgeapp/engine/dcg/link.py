"""Linking (manual "D. Linking", "Link Rules", keyword <Link>, <Link +X>).

Main-phase option id: ``link <card> onto <Digimon>``; the card is in the hand (revealed) or is
one of your Digimon in the battle area. Pay the link cost, plug the card in under the chosen
Digimon as a link card (not a card on the field, not a digivolution card): its Link DP adds
to that Digimon's DP. A Digimon linked from the battle area leaves it (its digivolution cards
are trashed). A Digimon has at most 1 link card (+X with <Link +X>); a new link replaces the
oldest ones, which are trashed. At every rule check, link cards whose requirement the Digimon
no longer meets are trashed.
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg import card_events, main_actions, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.keyword_rules import LinkReq
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def limit(stack: Stack) -> int:
    """How many link cards the Digimon may have: 1, plus X for <Link +X>."""
    return 1 + stack.top.defn.rules.link_plus


def _requirement(card: Card, target: Stack) -> LinkReq | None:
    reqs = [req for req in card.defn.rules.link if req.side.fits(target.top.defn)]
    return min(reqs, key=lambda req: req.cost) if reqs else None


def _sources(state: GameState) -> list[tuple[Card, Stack | None]]:
    """Cards the turn player can link: hand cards and battle-area Digimon with a Link."""
    pl = state.players[state.turn_player]
    out: list[tuple[Card, Stack | None]] = [(c, None) for c in pl.hand if c.defn.rules.link]
    out += [(s.top, s) for s in pl.battle if s.top.defn.rules.link]
    return out


def options(state: GameState) -> list[Option]:
    tp = state.turn_player
    out = []
    for card, source in _sources(state):
        for target in state.players[tp].battle:
            req = _requirement(card, target)
            if target is not source and req and q.can_pay(state, tp, req.cost):
                out.append(Option(f"link {card.id} onto {target.id}",
                                  label("link", name=card.name, target=target.top.name,
                                        cost=req.cost)))
    return out


def _parse(state: GameState, words: list[str]) -> tuple[Card | None, Stack | None,
                                                        Stack | None]:
    if len(words) != 4 or words[2] != "onto":
        return None, None, None
    battle = state.players[state.turn_player].battle
    found = next(((c, s) for c, s in _sources(state) if c.id == words[1]), (None, None))
    target = next((s for s in battle if s.id == words[3]), None)
    return found[0], found[1], target


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    card, source, target = _parse(state, words)
    if card is None:
        return ("Write 'link <card> onto <Digimon>' with a card that has a link requirement, "
                "in your hand or battle area.", cite.LINK)
    if target is None or target is source:
        return "Link to one of your other Digimon in the battle area.", cite.LINK
    req = _requirement(card, target)
    if req is None:
        reqs = "; ".join(x.label() for x in card.defn.rules.link)
        return (f"{target.top.name} doesn't meet {card.name}'s link requirement ({reqs}).",
                cite.LINK)
    return (f"The link cost {req.cost} can't be paid (you have "
            f"{state.mem(state.turn_player)} memory).", cite.MEMORY)


def perform(state: GameState, words: list[str]) -> Gen:
    card, source, target = _parse(state, words)
    req = _requirement(card, target)
    if source is not None:
        r.check_leaving_modelled(state, [source], f"to be linked to {target.id}")
    tp = state.turn_player
    pl = state.players[tp]
    if source is None:
        pl.hand.remove(card)
    else:  # the Digimon leaves the battle area: its digivolution cards are trashed
        r.detach(state, source)
        for under in source.under + source.links:
            r.to_trash(state, under)
            emit(state, StepKind.ZONE_MOVE, "link_source_trash", player=tp,
                 cards=[under.id, card.id], rules=cite.LINK_RULES, card=under.id,
                 source=card.id)
        overflow.left_field(state, source.under, "trash")
    before = state.mem(tp)
    state.set_mem(tp, before - req.cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=cite.LINK + cite.MEMORY, card=card.id, cost=req.cost, before=before,
         after=state.mem(tp))
    plug(state, card, target, player=tp, rules=cite.LINK,
         origin="hand" if source is None else "battle area", requirement=req.label())
    yield from ()


def plug(state: GameState, card: Card, target: Stack, event: str = "link", **step: Any) -> None:
    """Plug ``card`` (already out of its zone) in under ``target`` as its newest link card
    and record the ``link`` step (``step``: its player, rules and data); over the link limit,
    the oldest link cards are trashed at the same time (CR 4.2 4-9-5); then its [When
    Linking] effects and "gets linked" effects trigger."""
    target.links.append(r.move(card))
    emit(state, StepKind.ACTION, event, cards=[card.id, target.id], card=card.id,
         target=target.id, **step)
    while len(target.links) > limit(target):
        old = target.links.pop(0)
        r.to_trash(state, old)
        emit(state, StepKind.ZONE_MOVE, "link_replaced", player=target.owner,
             cards=[old.id, target.id], rules=cite.LINK_RULES + cite.LINK_PLUS, card=old.id,
             target=target.id, limit=limit(target))
    card_events.on_linked(state, target, card)


def requirement(card: Card, target: Stack) -> LinkReq | None:
    """The cheapest of ``card``'s link requirements that ``target`` meets, or None (a card
    without [Link] has none: it can't be linked, official Q&A Q4533)."""
    return _requirement(card, target)


def rule_check(state: GameState) -> None:
    """Trash link cards whose requirement the linked Digimon no longer meets."""
    for stack in list(state.stacks()):
        for card in list(stack.links):
            if card.defn.rules.link and _requirement(card, stack) is None:
                stack.links.remove(card)
                r.to_trash(state, card)
                emit(state, StepKind.RULE_CHECK, "link_trash", player=stack.owner,
                     cards=[card.id, stack.id], rules=cite.LINK_RULES + cite.RULE_CHECK_TIMING,
                     card=card.id, target=stack.id)


main_actions.register(main_actions.MainAction(
    "Link", main_actions.by_word("link"), options, explain, perform))
r.RULE_CHECKS.append(rule_check)  # manual "Link Rules"
