"""Assembly (Comprehensive Rules Ver.4.2, cr-en/7-3; Rule Manual 6.0 "Assembly").

"Assembly refers to a rule where a player plays a Digimon card with Assembly requirements,
places the specified number of the cards specified in that card's Assembly requirements from
their trash under the Digimon card to be played, and the play cost is reduced by the value
specified" (7-3-1), shown as ``Assembly -6: 4 [Negamon] cards``.

Main-phase option id: ``play <card> assemble <trash cards...>``. Assembly is declared
immediately before paying the play cost, choosing the cards at the same time (7-3-2-2,
7-3-2-3); exactly the specified number must be placed (7-3-2-4); it is optional (7-3-2-9:
``play <card>`` plays it without).  The cards go under the played card, then the reduced cost
is paid (7-3-3-3) and the card is placed on the field.

Read forms: ``Assembly -X: N [Name] cards`` (one name) and requirements by description
(``keyword_rules.AssemblyReq``: a level, traits, names, "w/different levels|names": each card's
level or name differs from the others'; a level and "w/..." alternatives, "Lv.5 x Lv.4 x
Lv.3, all w/...": ``assembly_alts``). Other requirements and Assembly when an effect plays
the card (7-3-2-10) are not modelled: the parser refuses the first; playing by an effect never
offers Assembly.
"""

from __future__ import annotations

from itertools import combinations

from judgeapp.engine.dcg import card_refs, main_actions
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.keyword_rules import AssemblyReq
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.dcg.trait_reading import trait_includes, trait_is
from judgeapp.engine.steps import Option, StepKind

RULES = cite.ASSEMBLY
MAX_TRIES = 2000  # combinations looked at for a first valid choice (the script may name any)


def reduction(state: GameState, card: Card) -> int:
    """The Assembly reduction, none while "Players can't reduce play costs" is in force."""
    req = card.defn.rules.assembly
    return 0 if req is None or q.play_cost_lock(state) else req.reduction


def cost(state: GameState, card: Card) -> int:
    return max(0, (card.defn.cost or 0) - reduction(state, card))


def _materials(state: GameState, card: Card) -> list[Card]:
    req = card.defn.rules.assembly
    return [c for c in state.players[state.turn_player].trash
            if req and req.fits(c.defn) and fits_alternatives(c.defn, req.alts)]


def fits_alternatives(defn: CardDef, alts: tuple[tuple[str, tuple[str, ...]], ...]) -> bool:
    """Does the card fit one of the "w/..." alternatives (assembly_alts.py; any of each one's
    names or traits), or are there none?"""
    checks = {"name": lambda v: card_refs.name_includes(defn, v),
              "trait": lambda v: trait_is(defn, v),
              "trait_part": lambda v: trait_includes(defn, v),
              "text": lambda v: any(card_refs.text_includes(defn, x) for x in v)}
    return not alts or any(checks[kind](values) for kind, values in alts)


def _different(req: AssemblyReq, cards: list[Card]) -> bool:
    """"w/different levels|names": no two of the cards share one."""
    if req.different is None:
        return True
    values = [c.defn.level if req.different == "levels" else c.defn.name for c in cards]
    return len(set(values)) == len(values)


def _first_choice(req: AssemblyReq, mats: list[Card]) -> list[Card] | None:
    """The first ``req.count`` cards (trash order) that can be placed together."""
    for n, chosen in enumerate(combinations(mats, req.count)):
        if n >= MAX_TRIES:
            break
        if _different(req, list(chosen)):
            return _stacked(req, list(chosen))
    return None


def _stacked(req: AssemblyReq, cards: list[Card]) -> list[Card]:
    """The cards top first: "Lv.5 x Lv.4 x Lv.3" puts the left one on top (7-3-2-6); other
    requirements name the same cards, and the player's order is kept."""
    return sorted(cards, key=lambda c: req.levels.index(c.defn.level)) if req.levels else cards


def options(state: GameState) -> list[Option]:
    """One option per Digimon card in the hand with Assembly requirements that can be met
    (the first cards of the trash in order; the script may name any others)."""
    tp = state.turn_player
    out = []
    for card in state.players[tp].hand:
        req = card.defn.rules.assembly
        if not req or card.defn.kind != "digimon" or not q.can_pay(state, tp, cost(state, card)):
            continue
        chosen = _first_choice(req, _materials(state, card))
        if chosen:
            ids = " ".join(c.id for c in chosen)
            out.append(Option(f"play {card.id} assemble {ids}",
                              label("assembly", name=card.name, n=req.count,
                                    material=req.label(), cost=cost(state, card))))
    return out


def _chosen(state: GameState, card: Card, ids: list[str]) -> list[Card] | None:
    req = card.defn.rules.assembly
    mats = {c.id: c for c in _materials(state, card)}
    if req is None or len(ids) != req.count or len(set(ids)) != len(ids) \
            or not all(i in mats for i in ids) or not _different(req, [mats[i] for i in ids]):
        return None
    return [mats[i] for i in ids]


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    card = next((c for c in state.players[state.turn_player].hand if c.id == words[1]), None)
    req = card.defn.rules.assembly if card else None
    if req is None:
        return f"{words[1]} is not a card in your hand with Assembly requirements.", RULES
    if _chosen(state, card, words[3:]) is None:
        return (f"Assembly places exactly {req.count} {req.label()} from your trash "
                f"(7-3-2-4); {' '.join(words[3:]) or 'none'} doesn't fit.", RULES)
    return (f"The reduced cost {cost(state, card)} can't be paid (you have "
            f"{state.mem(state.turn_player)} memory).", RULES + cite.MEMORY)


def perform(state: GameState, words: list[str]) -> Gen:
    tp = state.turn_player
    pl = state.players[tp]
    card = next(c for c in pl.hand if c.id == words[1])
    mats = _chosen(state, card, words[3:])
    pl.hand.remove(card)
    emit(state, StepKind.ACTION, "assembly", player=tp, cards=[card.id, *words[3:]],
         rules=RULES, card=card.id, materials=[m.id for m in mats],
         reduction=reduction(state, card))
    for m in mats:
        pl.trash.remove(m)
    placed = [r.move(m) for m in _stacked(card.defn.rules.assembly, mats)]
    price = cost(state, card)
    before = state.mem(tp)
    state.set_mem(tp, before - price)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=RULES + cite.PLAY + cite.MEMORY, card=card.id, cost=price, before=before,
         after=state.mem(tp))
    stack = r.place_on_field(state, card, tp, by_effect=False)
    stack.cards.extend(placed)
    emit(state, StepKind.ACTION, "play", player=tp, cards=[card.id], rules=cite.PLAY,
         card=card.id, how=f" with Assembly (cost {price})")
    r.on_play(state, stack)
    yield from ()


def _claims(words: list[str]) -> bool:
    return len(words) > 2 and words[0] == "play" and words[2] == "assemble"


main_actions.register(main_actions.MainAction("Assembly", _claims, options, explain, perform))
