"""Revealing the top of the deck: "Reveal the top N cards of your deck. Add 1 ... among them
to the hand. Return the rest to the bottom of the deck." (verbs ``reveal``, ``add-among``,
``play-among``, ``reveal-rest``; registered in the verb registry; steps ``reveal``,
``reveal_add``, ``reveal_none_fit``, ``reveal_rest`` and ``play``).

* ``reveal``: the controller's top N cards leave the deck and are held revealed (the player's
  processing area) until the effect places them; with fewer than N cards in the deck, as many
  as there are are revealed (official Q&A Q873, Q908, Q933: "reveal as many cards as
  possible"), and with none nothing is revealed.
* ``add-among``: of the revealed cards, N that fit the description go to the hand. It is not
  optional: as many as possible are added (official Q&A Q1934, Q1997: "you must add as many
  cards to your hand as possible"); the player chooses which only when more fit than are
  added.
* ``play-among``: "[you may] play N ... [suspended] among them without paying the cost": as
  playing by an effect from the hand; the played card's [On Play] effects wait until the rest
  is placed (official Q&A Q7126).
* ``reveal-rest``: the cards still revealed go to the bottom or the top of the deck (or
  either, the activating player's choice: decision ``choose_end``, official Q&A Q2438), one
  at a time in the order the player who activated the effect chooses (manual-en/returning-
  revealed-cards-to-the-deck: that player "choose[s] the order in which the cards are
  revealed to the opponent and returned to the bottom of the deck"; official Q&A Q1983), or
  to the trash (in the order they were revealed).

The reading only accepts a reveal followed by "add ... among them" sentences and then the
sentence placing the rest (``text_lower.check_reveals``), so no other processing happens while
cards are revealed, and no revealed card is left unplaced.
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, play_cost
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pick_to_play, playable
from judgeapp.engine.steps import Option, StepKind


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
    if action.up_to:
        yield from _add_up_to(ctx, action)
        return
    picks = _slot_picks(action, len(ctx.revealed))
    slots = [flt for _, flt in picks]
    every = {i for i, (n, _) in enumerate(picks) if n is None}
    rules = cite.REVEAL + tuple(k for _, flt in action.picks for k in cite.refers(flt))
    cards = list(ctx.revealed)
    best = most_added(slots, cards)
    if best == 0:
        emit(state, StepKind.ACTIVATION, "reveal_none_fit", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, what="a card the effect adds")
        return
    for i, flt in enumerate(slots):
        keep = slot_keepers(slots, i, cards, best, r.described(cards, flt))
        if not keep:  # this description is left unfilled in every most-cards choice
            continue
        card = keep[0] if len(keep) == 1 or i in every else (yield from _choose(
            ctx, keep, "reveal_add", rules))
        cards.remove(card)
        best -= 1
        leave_reveal(ctx, card)
        state.players[me].hand.append(r.move(card))
        ctx.added += 1
        emit(state, StepKind.ZONE_MOVE, "reveal_add", player=me, cards=[card.id], rules=rules,
             cause=ctx.effect.text, card=card.id)


def _add_up_to(ctx: Ctx, action: Action) -> Gen:
    """"Add up to N <cards> among them": one description; the player adds fitting cards one
    at a time and may stop (the option ``none``; CR 4.2 15-10-2-2)."""
    (n, flt), = action.picks
    rules = cite.REVEAL + cite.TARGETS + cite.refers(flt)
    for _ in range(n or 0):
        fitting = r.described(ctx.revealed, flt)
        if not fitting:
            break
        card = yield from pick_to_play(ctx, fitting, True, "reveal_add", rules)
        if card is None:
            break
        leave_reveal(ctx, card)
        ctx.state.players[ctx.controller].hand.append(r.move(card))
        emit(ctx.state, StepKind.ZONE_MOVE, "reveal_add", player=ctx.controller,
             cards=[card.id], rules=rules, cause=ctx.effect.text, card=card.id)


def _slot_picks(action: Action, revealed: int) -> list[tuple[int | None, CardFilter]]:
    """The pick of each slot ("all": as many slots as revealed cards; all fitting ones are
    added, in revealed order, with no choice to make)."""
    return [(n, flt) for n, flt in action.picks for _ in range(revealed if n is None else n)]


def slot_keepers(slots: list[CardFilter], i: int, cards: list[Card], best: int,
                 fitting: list[Card]) -> list[Card]:
    """The cards of ``fitting`` (those that fit slot ``i``) that still leave the slots after
    it a most-cards choice (``best`` cards in all, counting this one)."""
    rest = slots[i + 1:]
    return [c for c in fitting if 1 + most_added(rest, [x for x in cards if x is not c]) == best]


def most_added(slots: list[CardFilter], cards: list[Card]) -> int:
    """The most cards that can fill ``slots`` (one card per slot, each card once): a maximum
    bipartite matching (augmenting paths; a handful of revealed cards)."""
    holder: dict[int, int] = {}  # card index -> slot index

    def place(slot: int, seen: set[int]) -> bool:
        for k, card in enumerate(cards):
            if k in seen or not r.described([card], slots[slot]):
                continue
            seen.add(k)
            if k not in holder or place(holder[k], seen):
                holder[k] = slot
                return True
        return False

    return sum(place(s, set()) for s in range(len(slots)))


def play_among(ctx: Ctx, action: Action) -> Gen:
    """Play revealed cards fitting ``filter`` without paying the cost, one at a time ("up to":
    the player may stop). Their [On Play] effects trigger now and activate once the effect,
    the rest placed, is over (official Q&A Q7126)."""
    state, me = ctx.state, ctx.controller
    if not ctx.revealed:
        return
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.REVEAL + cite.refers(flt)
    picked: list[Card] = []
    for _ in range(action.amount):
        fitting = playable(ctx, ctx.revealed, flt, picked)
        if not fitting:
            if not picked:
                emit(state, StepKind.ACTIVATION, "reveal_none_fit", player=me,
                     cards=[ctx.card_id], rules=rules, cause=ctx.effect.text,
                     what="a card the effect plays")
            return
        card = yield from pick_to_play(ctx, fitting, action.up_to, "reveal_play", rules)
        if card is None:
            return
        picked.append(card)
        leave_reveal(ctx, card)
        yield from play_cost.free(state, card, me, False)  # official Q&A Q4796
        stack = r.place_on_field(state, card, me, by_effect=True)
        stack.suspended = action.suspended  # "... suspended among them"
        emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id], rules=rules,
             cause=ctx.effect.text, card=card.id,
             how="suspended_from_revealed" if stack.suspended else "from_revealed_by_effect")
        r.on_play(state, stack)


def place_rest(ctx: Ctx, action: Action) -> Gen:
    """The cards still revealed go to the trash, or to the deck in the order the player who
    activated the effect chooses: to the bottom (the first chosen placed first, right under
    the deck, the last chosen at the very bottom), to the top (the first chosen becomes the
    top card), or to the top or the bottom, that player's choice (official Q&A Q2438)."""
    state, me = ctx.state, ctx.controller
    left = list(ctx.revealed)
    to = action.source
    if to == "deck-top-or-bottom" and left:
        end = yield from ask(state, me, "choose_end", prompt("reveal_end", label=ctx.label),
                             [Option("top", label("deck_top")),
                              Option("bottom", label("deck_bottom"))], rules=cite.REVEAL_REST)
        to = f"deck-{end}"
    on_top = 0
    while left:
        card = left[0]
        if to != "trash" and len(left) > 1:
            card = yield from _choose(ctx, left, _ORDER_QUESTION[to], cite.REVEAL_REST)
        left.remove(card)
        leave_reveal(ctx, card)
        deck = state.players[card.owner].deck
        if to == "deck-bottom":
            deck.append(r.move(card))
        elif to == "deck-top":
            deck.insert(on_top, r.move(card))
            on_top += 1
        else:
            r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "reveal_rest", player=me, cards=[card.id],
             rules=cite.REVEAL_REST, cause=ctx.effect.text, card=card.id, where=_WHERE[to],
             to=to)


_ORDER_QUESTION = {"deck-bottom": "reveal_order_bottom", "deck-top": "reveal_order_top"}
_WHERE = {"deck-bottom": "revealed_to_bottom", "deck-top": "revealed_to_top",
          "trash": "revealed_to_trash"}


def _choose(ctx: Ctx, cards: list[Card], question: str, rules: tuple[str, ...]) -> Gen:
    options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in cards]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            prompt(question, label=ctx.label), options, rules=rules)
    return next(c for c in cards if c.id == answer)


def leave_reveal(ctx: Ctx, card: Card) -> None:
    """The card leaves the revealed ones: from the processing area, or, for cards searched in
    the security stack (verbs/search_security.py), from the security stack (a card removed
    from it: CR 4.2 15-15-3-2)."""
    ctx.revealed.remove(card)
    pl = ctx.state.players[ctx.controller]
    if card in pl.processing:
        pl.processing.remove(card)
        return
    pl.security.remove(card)
    card.face_up = False
    card_events.on_security_removed(ctx.state, ctx.controller)


register(Verb(("reveal",), reveal, rules=cite.REVEAL, steps=("reveal",)))
register(Verb(("add-among",), add_among, rules=cite.REVEAL, steps=("reveal_none_fit",
                                                                   "reveal_add")))
register(Verb(("play-among",), play_among, rules=cite.REVEAL + cite.PLAY_BY_EFFECT
              + cite.PROHIBITION, steps=("reveal_none_fit", "play", "play_digimon_locked")))
register(Verb(("reveal-rest",), place_rest, rules=cite.REVEAL_REST, steps=("reveal_rest",)))
