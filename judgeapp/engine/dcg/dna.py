"""DNA digivolution from the hand (manual "DNA Digivolve": requirements, rules, procedure).

Main-phase option id: ``dna <hand card> onto <left Digimon> + <right Digimon>``. The left
Digimon meets the requirement's left side and goes on top (with its digivolution cards),
the right one below it. The result is a new Digimon: unsuspended (not "unsuspending"),
no statuses or effects carried over, [X Per Turn] counts reset, able to attack even if
the two were played this turn. The player pays the cost, draws 1, and [When Digivolving]
effects trigger.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import digivolve_cost, main_actions
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.keyword_rules import DnaReq, DnaSide
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def _fits(side: DnaSide, stack: Stack, state: GameState, card: Card) -> bool:
    return any(side.fits(defn) for defn in as_for(state, stack, card))


def as_for(state: GameState, stack: Stack, card: Card) -> list[CardDef]:
    """The Digimon's top card as a DNA digivolution into ``card`` sees it: itself, and as the
    level and name its own "This Digimon is also treated as Lv.6 [Slayerdramon] for
    [Examon]'s DNA digivolution" (text_dna.py) gives it when ``card`` is named [Examon] (in
    the battle area only: official Q&A Q4314, Q4359)."""
    top = stack.top.defn
    if state.area_of(stack) != "battle":
        return [top]
    effects = [*top.effects, *(e for c in q.visible_under(stack) for e in c.defn.inherited)]
    return [top, *(replace(top, level=s.dna_as[1], name=s.dna_as[2]) for e in effects
                   if e.type == fx.PERSISTENT and q.in_scope(state, e, stack.owner)
                   for s in e.statics if s.dna_as and card.defn.named(s.dna_as[0]))]


def _pairs(state: GameState, card: Card, player: str | None = None
           ) -> Iterator[tuple[DnaReq, Stack, Stack]]:
    """Every requirement of ``card`` with two different Digimon of ``player`` (default: the
    turn player) that meet its left and right sides, neither of which an effect says "can't
    digivolve" (official Q&A Q3420, Q5256)."""
    battle = [s for s in state.players[player or state.turn_player].battle
              if q.may_digivolve_into(state, s, card.defn)]
    for req in card.defn.rules.dna:
        for left in battle:
            for right in battle:
                if left is not right and _fits(req.left, left, state, card) \
                        and _fits(req.right, right, state, card):
                    yield req, left, right


def answer_id(card: Card, left: Stack, right: Stack) -> str:
    return f"dna {card.id} onto {left.id} + {right.id}"


def options(state: GameState) -> list[Option]:
    """The legal DNA digivolutions of the turn player (cheapest requirement per pair)."""
    tp = state.turn_player
    out: dict[str, Option] = {}
    for card in state.players[tp].hand:
        for req, left, right in sorted(_pairs(state, card), key=lambda t: t[0].cost):
            key = answer_id(card, left, right)
            if key not in out and q.can_pay(state, tp, req.cost):
                out[key] = Option(key, label("dna", left=left.top.name, right=right.top.name,
                                             name=card.name, cost=req.cost))
    return list(out.values())


def _parse(state: GameState, words: list[str]) -> tuple[Card | None, Stack | None,
                                                        Stack | None]:
    if len(words) != 6 or words[2] != "onto" or words[4] != "+":
        return None, None, None
    card = next((c for c in state.players[state.turn_player].hand if c.id == words[1]), None)
    battle = state.players[state.turn_player].battle
    left = next((s for s in battle if s.id == words[3]), None)
    right = next((s for s in battle if s.id == words[5]), None)
    return card, left, right


def _requirement(state: GameState, card: Card, left: Stack, right: Stack) -> DnaReq | None:
    reqs = [req for req, lt, rt in _pairs(state, card) if lt is left and rt is right]
    return min(reqs, key=lambda req: req.cost) if reqs else None


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    """Why a ``dna ...`` answer is not allowed."""
    card, left, right = _parse(state, words)
    if len(words) != 6:
        return "Write 'dna <hand card> onto <left Digimon> + <right Digimon>'.", cite.DNA
    if card is None or not card.defn.rules.dna:
        return (f"{words[1]} is not a card in your hand with a DNA digivolution requirement.",
                cite.DNA_REQUIREMENTS)
    if left is None or right is None or left is right:
        return ("DNA digivolution needs two different Digimon of yours in the battle area "
                "(not the breeding area).", cite.DNA_REQUIREMENTS)
    req = _requirement(state, card, left, right)
    if req is None:
        if any(lt is right and rt is left for _, lt, rt in _pairs(state, card)):
            return ("The Digimon on the left of the requirement goes on top: name them in "
                    f"that order (dna {card.id} onto {right.id} + {left.id}).", cite.DNA)
        reqs = "; ".join(x.label() for x in card.defn.rules.dna)
        return (f"{left.top.name} and {right.top.name} don't meet {card.name}'s DNA "
                f"digivolution requirements ({reqs}), or an effect says one of them can't "
                f"digivolve; Tokens can't digivolve.",
                cite.DNA_REQUIREMENTS + cite.TOKENS + cite.PROHIBITION)
    return (f"The cost {req.cost} can't be paid (you have {state.mem(state.turn_player)} "
            "memory).", cite.MEMORY)


def perform(state: GameState, words: list[str]) -> Gen:
    card, left, right = _parse(state, words)
    req = _requirement(state, card, left, right)
    yield from dna_digivolve(state, state.turn_player, card, left, right, req)


def pairs_for(state: GameState, player: str, card: Card
              ) -> Iterator[tuple[DnaReq, Stack, Stack]]:
    """The DNA digivolutions of ``player`` into ``card``, cheapest requirement first."""
    return iter(sorted(_pairs(state, card, player), key=lambda t: t[0].cost))


def dna_digivolve(state: GameState, tp: str, card: Card, left: Stack, right: Stack,
                  req: DnaReq, cause: str | None = None) -> Generator[Any, Any, Stack]:
    """The procedure (CR 4.2 8-2-3): pay, stack the two with ``card`` on top, draw 1; by the
    main-phase action or by an effect (``cause``: its text). Returns the new Digimon."""
    pl = state.players[tp]
    cost = yield from digivolve_cost.reduced(state, [left, right], card, req.cost)  # 8-2-2-5
    pl.hand.remove(card)
    before = state.mem(tp)
    state.set_mem(tp, before - cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=cite.DNA + cite.MEMORY, card=card.id, cost=cost, before=before,
         after=state.mem(tp))
    index = pl.battle.index(left)
    for old in (left, right):
        pl.battle.remove(old)
        old.area = None  # both stop being Digimon: pending effects on them can't activate
    stack = Stack(uid=state.new_uid(), cards=[r.move(card)] + left.cards + right.cards,
                  owner=tp, links=left.links + right.links, area="battle")
    pl.battle.insert(index, stack)
    keys = tuple(f"{c.id}#" for c in stack.cards)
    for key in [k for k in state.per_turn_uses if k.startswith(keys)]:
        del state.per_turn_uses[key]
    emit(state, StepKind.ACTION, "dna_digivolve", player=tp,
         cards=[card.id, left.id, right.id], rules=cite.DNA + cite.DNA_REQUIREMENTS,
         cause=cause, card=card.id, left=left.id, right=right.id, requirement=req.label(),
         cost=cost)
    r.draw(state, tp, 1, why="digivolution_bonus", rules=cite.DNA)
    r.on_digivolve(state, stack, dna=True)
    yield from ()
    return stack


main_actions.register(main_actions.MainAction(
    "DNA digivolve", main_actions.by_word("dna"), options, explain, perform))
