"""Revealing the top of the deck: "Reveal the top N cards of your deck. Add 1 ... among them
to the hand. Return the rest to the bottom of the deck." (verbs ``reveal``, ``add-among``,
``reveal-rest``; registered in ``resolve.VERBS``).

* ``reveal``: the controller's top N cards leave the deck and are held revealed (the player's
  processing area) until the effect places them; with fewer than N cards in the deck, as many
  as there are are revealed (official Q&A Q873, Q908, Q933: "reveal as many cards as
  possible"), and with none nothing is revealed.
* ``add-among``: of the revealed cards, N that fit the description go to the hand. It is not
  optional: as many as possible are added (official Q&A Q1934, Q1997: "you must add as many
  cards to your hand as possible"); the player chooses which only when more fit than are
  added.
* ``reveal-rest``: the cards still revealed go to the bottom of the deck, one at a time in the
  order the player who activated the effect chooses (manual-en/returning-revealed-cards-to-
  the-deck: that player "choose[s] the order in which the cards are revealed to the opponent
  and returned to the bottom of the deck"; official Q&A Q1983), or to the trash.

The reading only accepts a reveal followed by "add ... among them" sentences and then the
sentence placing the rest (``text_lower.check_reveals``), so no other processing happens while
cards are revealed, and no revealed card is left unplaced.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import render
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.steps import Option, StepKind

STEP_TEXT = {
    "reveal": "{player} reveals the top {count} of the deck: {revealed}{short}.",
    "reveal_add": "{player} adds {card}, one of the revealed cards, to the hand.",
    "reveal_none_fit": "None of the revealed cards is {what}: no card is added to the hand.",
    "reveal_rest": "{player} places {card}, a revealed card, {where}.",
}
render.EN.update(STEP_TEXT)


def reveal(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    deck = state.players[me].deck
    cards, deck[:] = deck[: action.amount], deck[action.amount:]
    state.players[me].processing.extend(cards)
    ctx.revealed = list(cards)
    short = "" if len(cards) == action.amount else (
        f" (only {len(cards)} in the deck: as many as possible are revealed, official Q&A "
        "Q873)")
    emit(state, StepKind.ZONE_MOVE, "reveal", player=me, cards=[c.id for c in cards],
         rules=cite.REVEAL, cause=ctx.effect.text,
         count=f"{action.amount} card{'s' * (action.amount != 1)}",
         revealed=", ".join(c.id for c in cards) or "nothing", short=short)
    return
    yield  # a generator, like every verb


def add_among(ctx: Ctx, action: Action) -> Gen:
    """Add revealed cards to the hand, ``n`` fitting each description of ``picks``, as many as
    possible in all: a card fitting two descriptions counts for either, never both (official
    Q&A Q1934, Q1050). The player fills the descriptions in printed order, offered only the
    cards that still let the most cards be added."""
    state, me = ctx.state, ctx.controller
    if not ctx.revealed:  # nothing revealed ("you may reveal" declined, or an empty deck)
        return
    slots = [flt for n, flt in action.picks for _ in range(n)]
    rules = cite.REVEAL + tuple(k for _, flt in action.picks for k in cite.refers(flt))
    cards = list(ctx.revealed)
    best = most_added(slots, cards)
    if best == 0:
        emit(state, StepKind.ACTIVATION, "reveal_none_fit", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, what="a card the effect adds")
        return
    for i, flt in enumerate(slots):
        rest = slots[i + 1:]
        keep = [c for c in r._described(cards, flt)
                if 1 + most_added(rest, [x for x in cards if x is not c]) == best]
        if not keep:  # this description is left unfilled in every most-cards choice
            continue
        card = keep[0] if len(keep) == 1 else (yield from _choose(
            ctx, keep, "choose a revealed card to add to the hand", rules))
        cards.remove(card)
        best -= 1
        _leave_reveal(ctx, card)
        state.players[me].hand.append(r.move(card))
        emit(state, StepKind.ZONE_MOVE, "reveal_add", player=me, cards=[card.id], rules=rules,
             cause=ctx.effect.text, card=card.id)


def most_added(slots: list[CardFilter], cards: list[Card]) -> int:
    """The most cards that can fill ``slots`` (one card per slot, each card once): a maximum
    bipartite matching (augmenting paths; a handful of revealed cards)."""
    holder: dict[int, int] = {}  # card index -> slot index

    def place(slot: int, seen: set[int]) -> bool:
        for k, card in enumerate(cards):
            if k in seen or not r._described([card], slots[slot]):
                continue
            seen.add(k)
            if k not in holder or place(holder[k], seen):
                holder[k] = slot
                return True
        return False

    return sum(place(s, set()) for s in range(len(slots)))


def place_rest(ctx: Ctx, action: Action) -> Gen:
    """The cards still revealed go to the bottom of the deck in the chosen order (the first
    chosen is placed first, so the last chosen is the bottom card), or to the trash."""
    state, me = ctx.state, ctx.controller
    left = list(ctx.revealed)
    while left:
        card = left[0]
        if action.source == "deck-bottom" and len(left) > 1:
            card = yield from _choose(
                ctx, left, "choose the next revealed card to place at the bottom of the deck "
                "(each goes under the ones placed before it)", cite.REVEAL_REST)
        left.remove(card)
        _leave_reveal(ctx, card)
        if action.source == "deck-bottom":
            state.players[card.owner].deck.append(r.move(card))
            where = "at the bottom of the deck"
        else:
            r.to_trash(state, card)
            where = "in the trash"
        emit(state, StepKind.ZONE_MOVE, "reveal_rest", player=me, cards=[card.id],
             rules=cite.REVEAL_REST, cause=ctx.effect.text, card=card.id, where=where,
             to=action.source)


def _choose(ctx: Ctx, cards: list[Card], question: str, rules: tuple[str, ...]) -> Gen:
    options = [Option(c.id, f"{c.name} ({c.id})") for c in cards]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            f"{ctx.label}: {question}", options, rules=rules)
    return next(c for c in cards if c.id == answer)


def _leave_reveal(ctx: Ctx, card: Card) -> None:
    ctx.revealed.remove(card)
    ctx.state.players[ctx.controller].processing.remove(card)


r.VERBS.update({"reveal": reveal, "add-among": add_among, "reveal-rest": place_rest})
