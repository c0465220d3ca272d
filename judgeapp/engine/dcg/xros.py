"""DigiXros (manual "DigiXros": requirements, rules, procedure; keyword <DigiXros>).

Main-phase option id: ``play <card> xros <material> ...`` (materials in requirement order,
left first). DigiXros is declared with the play, before the cost is paid: the chosen cards
(1 of each named card, from the hand and/or the battle area; some or all of them) go under
the played card, the left-most requirement on top, and the play cost is reduced by X per
card placed. A Digimon used from the battle area leaves it; its digivolution cards are
trashed. Playing without DigiXros stays ``play <card>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from judgeapp.engine.dcg import card_refs, main_actions, overflow, play_cost, xros_tamers
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.keyword_rules import XrosDescribed, XrosSlot
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind

MAX_OPTIONS = 64  # material combinations offered per card (the script may name any other)


def _fits(material: Card, slot: tuple[str, ...] | XrosSlot) -> bool:
    """A card named one of ``slot`` ("[A] or [B]" is one card of either name, official Q&A
    Q3720), or "also treated as [A] for a DigiXros" (Q3068); or fitting a requirement by
    description (``_fits_slot``)."""
    if isinstance(slot, XrosSlot):
        return _fits_slot(material.defn, slot)
    return any(material.defn.named(n) or n in material.defn.rules.xros_also for n in slot)


def _fits_slot(defn: CardDef, slot: XrosSlot) -> bool:
    """One of its names (exactly, or also treated as it for a DigiXros), one of its parts in
    the card's name (manual-en/specifying-names) or one of its traits (CR 4.2 4-24-1 for
    "[A]/[B]"), and its level and color; "Digimon card": a Digimon card (not a Token)."""
    if defn.blank or defn.token or slot.digimon and not defn.is_digimon:
        return False
    if slot.names and not any(defn.named(n) or n in defn.rules.xros_also for n in slot.names):
        return False
    if slot.name_has and not card_refs.name_includes(defn, slot.name_has):
        return False
    if slot.traits and not any(t in defn.traits for t in slot.traits):
        return False
    if slot.level is not None and defn.level != slot.level:
        return False
    return slot.color is None or slot.color in defn.colors


def _candidates(state: GameState, card: Card, slot: tuple[str, ...]) -> list[Card]:
    """Cards that can fill one requirement (``_fits``), from the hand or the battle area."""
    pl = state.players[state.turn_player]
    hand = [c for c in pl.hand if c is not card and _fits(c, slot)]
    field = [s.top for s in pl.battle if _fits(s.top, slot) and not s.top.defn.token]
    extra = xros_tamers.extras(state, xros_tamers.grants(state, card))
    return hand + field + [c for c in extra if _fits(c, slot)]


def slot_label(slot: tuple[str, ...] | XrosSlot) -> str:
    if isinstance(slot, XrosSlot):
        return slot.label()
    return " or ".join(f"[{n}]" for n in slot)


def reduction(state: GameState, card: Card, n: int) -> int:
    """-X per material, none while "Players can't reduce play costs" is in force."""
    return 0 if q.play_cost_lock(state) else card.defn.rules.xros_reduction * n


def cost(state: GameState, card: Card, n: int) -> int:
    return max(0, (card.defn.cost or 0) - reduction(state, card, n))


def fits_described(desc: XrosDescribed, defn: CardDef) -> bool:
    """Does a card fit a requirement by description: a Digimon card (not a Token) with one of
    its traits, or with the icon printed on it (card_refs.text_includes)?"""
    if not defn.is_digimon or defn.token or defn.blank:
        return False
    if desc.traits:
        return any(t in defn.traits for t in desc.traits)
    return card_refs.text_includes(defn, desc.text_has or "")


def _described(state: GameState, card: Card) -> list[Card]:
    """The cards that fit a requirement by description ("1 Digimon card w/[X] trait"), from
    the hand or the battle area (a Digimon's top card)."""
    desc = card.defn.rules.xros_described
    pl = state.players[state.turn_player]
    extra = xros_tamers.extras(state, xros_tamers.grants(state, card))
    return [c for c in pl.hand if c is not card and fits_described(desc, c.defn)] + \
        [s.top for s in pl.battle if fits_described(desc, s.top.defn)] + \
        [c for c in extra if fits_described(desc, c.defn)]


def _combos(state: GameState, card: Card) -> Iterator[list[Card]]:
    """Every choice of materials: 1 or more of the named requirements (1 card each), or 1 to
    N cards fitting the requirement by description (CR 4.2 7-2-2-4: any number of them);
    cards from under Tamers or the trash only as a Tamer's effect allows (xros_tamers.py)."""
    grants = xros_tamers.grants(state, card)
    if (desc := card.defn.rules.xros_described) is not None:
        found = _described(state, card)
        for k in range(1, min(desc.count, len(found)) + 1):
            yield from (list(c) for c in combinations(found, k)
                        if xros_tamers.allowed(state, list(c), grants))
        return
    slots = [[None, *_candidates(state, card, n)] for n in card.defn.rules.xros]
    for combo in product(*slots):
        chosen = [c for c in combo if c is not None]
        if chosen and len({c.id for c in chosen}) == len(chosen) \
                and xros_tamers.allowed(state, chosen, grants):
            yield chosen


def _has_xros(card: Card) -> bool:
    return bool(card.defn.rules.xros or card.defn.rules.xros_described)


def options(state: GameState) -> list[Option]:
    tp = state.turn_player
    out: list[Option] = []
    for card in state.players[tp].hand:
        if not _has_xros(card) or card.defn.kind != "digimon":
            continue
        for chosen in _combos(state, card):
            price = play_cost.cost_to_play(state, card, tp, cost(state, card, len(chosen)))
            if q.can_pay(state, tp, price):
                ids = " ".join(c.id for c in chosen)
                out.append(Option(f"play {card.id} xros {ids}",
                                  label("xros", name=card.name, n=len(chosen),
                                        cost=price)))
            if len(out) >= MAX_OPTIONS:
                return out
    return out


def _materials(state: GameState, card: Card, ids: list[str]) -> list[Card] | None:
    """The named materials in requirement order, or None if they don't fit the slots."""
    if (desc := card.defn.rules.xros_described) is not None:
        fitting = _described(state, card)
        mats = [state.cards.get(cid) for cid in ids]
        fit = len(set(ids)) == len(ids) <= desc.count and all(m in fitting for m in mats)
        return mats if fit and mats and _allowed(state, card, mats) else None
    names = card.defn.rules.xros
    found: list[tuple[int, Card]] = []
    for cid in ids:
        slot = next((i for i, n in enumerate(names) if state.cards.get(cid) in
                     _candidates(state, card, n) and i not in {s for s, _ in found}), None)
        if slot is None:
            return None
        found.append((slot, state.cards[cid]))
    mats = [c for _, c in sorted(found, key=lambda t: t[0])]
    return mats if _allowed(state, card, mats) else None


def _allowed(state: GameState, card: Card, mats: list[Card]) -> bool:
    return xros_tamers.allowed(state, mats, xros_tamers.grants(state, card))


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    card = next((c for c in state.players[state.turn_player].hand if c.id == words[1]), None)
    if card is None or not _has_xros(card):
        return f"{words[1]} is not a card in your hand with DigiXros requirements.", cite.XROS
    mats = _materials(state, card, words[3:])
    if mats is None or len(set(words[3:])) < len(words[3:]):
        desc = card.defn.rules.xros_described
        need = f"up to {desc.label()}" if desc else \
            " × ".join(slot_label(s) for s in card.defn.rules.xros)
        return (f"DigiXros places 1 each of {need} from your hand or battle area; "
                f"{' '.join(words[3:])} doesn't fit.", cite.XROS)
    in_order = " ".join(m.id for m in mats)
    if in_order != " ".join(words[3:]):
        return ("Name the DigiXros cards in requirement order, left (top) first: "
                f"play {card.id} xros {in_order}.", cite.XROS)
    return (f"The reduced cost {cost(state, card, len(mats))} can't be paid (you have "
            f"{state.mem(state.turn_player)} memory).", cite.XROS + cite.MEMORY)


def _take(state: GameState, material: Card, card: Card) -> Card:
    """Remove a material from the hand or the battle area (its digivolution cards trashed)."""
    pl = state.players[state.turn_player]
    if material in pl.hand:
        pl.hand.remove(material)
        return material
    if xros_tamers.take(state, material):  # from under a Tamer or the trash
        return material
    stack: Stack = next(s for s in pl.battle if s.top is material)
    r.detach(state, stack)
    for under in stack.under + stack.links:
        r.to_trash(state, under)
        emit(state, StepKind.ZONE_MOVE, "xros_source_trash", player=state.turn_player,
             cards=[under.id, material.id], rules=cite.XROS, card=under.id,
             source=material.id)
    overflow.left_field(state, stack.under, "trash")
    return material


def perform(state: GameState, words: list[str]) -> Gen:
    tp = state.turn_player
    pl = state.players[tp]
    card = next(c for c in pl.hand if c.id == words[1])
    mats = _materials(state, card, words[3:])
    r.check_leaving_modelled(state, [s for s in pl.battle if s.top in mats],
                             f"as DigiXros material for {card.id}")
    pl.hand.remove(card)
    pl.processing.append(card)  # revealed while "when it would be played" effects activate
    yield from xros_tamers.activate(state, card, mats)
    pl.processing.remove(card)
    emit(state, StepKind.ACTION, "digixros", player=tp, cards=[card.id, *words[3:]],
         rules=cite.XROS, card=card.id, materials=[m.id for m in mats],
         reduction=reduction(state, card, len(mats)))
    placed = [r.move(_take(state, m, card)) for m in mats]
    price = yield from play_cost.reduced(state, card, tp, cost(state, card, len(mats)),
                                         by_costs=False)
    before = state.mem(tp)
    state.set_mem(tp, before - price)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=cite.XROS + cite.PLAY + cite.MEMORY, card=card.id, cost=price, before=before,
         after=state.mem(tp))
    stack = r.place_on_field(state, card, tp, by_effect=False)
    stack.cards.extend(placed)
    emit(state, StepKind.ACTION, "play", player=tp, cards=[card.id], rules=cite.PLAY,
         card=card.id, how=f" with DigiXros (cost {price})")
    r.on_play(state, stack, xros=len(placed))


def _claims(words: list[str]) -> bool:
    return len(words) > 2 and words[0] == "play" and words[2] == "xros"


main_actions.register(main_actions.MainAction("DigiXros", _claims, options, explain, perform))
