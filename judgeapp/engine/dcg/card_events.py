"""Trigger-type effects on events about cards (CR 4.2 15-8-3): a card becoming a link card
([When Linking], "When this Digimon gets linked"), a Digimon moving out of the breeding area
([When Moving]), an Option card being used ("When you use an Option card ...").

Each ``on_...`` function is called by the procedure that performs the event, once the event is
complete; it collects the effects it triggers into the current batch (``resolve.collect``),
which activate at the next check point like any other trigger.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from judgeapp.engine.dcg import card_refs
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.state import GameState, Pending, Stack


def _pend(state: GameState, stack: Stack, effect: Effect, holder: Card,
          context: dict[str, Any]) -> None:
    r.collect(state, Pending(effect, stack.top.id, stack.owner, stack.uid, stack.top.moves,
                             holder.id, dict(context)))


def _event_effects(state: GameState, fits: Callable[[fx.Trigger, Stack], bool]
                   ) -> Iterator[tuple[Stack, Effect, Card]]:
    """The "When ..." effects on the field whose trigger condition ``fits`` the event (given
    the effect's trigger and its field object) and that work now (their turn; [Once Per Turn]
    uses left)."""
    for stack in list(state.stacks()):
        for effect, holder in q.stack_effects(state, stack):
            trig = effect.trigger
            if effect.type == fx.TRIGGER and trig is not None and fits(trig, stack) \
                    and q.in_scope(state, effect, stack.owner) \
                    and q.uses_left(state, holder, effect):
                yield stack, effect, holder


def on_linked(state: GameState, stack: Stack, card: Card) -> None:
    """``card`` became a link card of ``stack`` (manual "D. Linking"): its [When Linking]
    effects trigger (CR 4.2 15-16-6-1), with "When this Digimon gets linked" of ``stack`` and
    "When [any of] your Digimon get linked [to a <card>]" of its owner's cards, the link card
    fitting the description (official Q&A Q4528: they trigger at the same time). Not by
    <Mind Link> (Q5832): it places no link card."""
    state.event_id += 1
    context = {"linked": stack.top.id, "link_card": card.id}
    for effect in card.defn.rules.link_effects:
        if effect.timing == fx.WHEN_LINKING and q.uses_left(state, card, effect):
            _pend(state, stack, effect, card, context)
    for other, effect, holder in _event_effects(state, lambda t, at: t.event == "linked" and (
            (t.side == "this" and at is stack) or (t.side == "own" and at.owner == stack.owner))
            and (t.cards is None or card_refs.fits(card.defn, t.cards))):
        _pend(state, other, effect, holder, context)


def on_moved(state: GameState, stack: Stack) -> None:
    """``stack`` moved from the breeding area to the battle area (CR 4.2 4-17-1): its
    [When Moving] effects trigger (CR 4.2 15-16-16-1), with "When <subject> moves from the
    breeding area to the battle area" on the field."""
    state.event_id += 1
    for effect in stack.top.defn.effects:  # the card that moved: not inherited effects
        if effect.timing == fx.WHEN_MOVING and effect.type == fx.TRIGGER \
                and q.uses_left(state, stack.top, effect):
            _pend(state, stack, effect, stack.top, {})
    r.on_subject_event(state, "moved", stack)


def on_option_used(state: GameState, player: str, card: Card) -> None:
    """``player`` used the Option ``card`` from the hand (its cost paid, before its [Main]
    effect): "When you use an Option card [with a cost of N or more]" (and "When a player uses
    an Option card", either player's) triggers, and activates
    after the [Main] effect (official Q&A Q1954: nothing activates while an effect is being
    processed). Only using the card counts, not an Option's effect activated otherwise
    ([Security], <Delay>: Q1955). The cost compared is the card's use cost; no effect of the
    engine changes a use cost (a reduced use cost would count as reduced, Q1956): an Option's
    own "when you would use this card, reduce the cost by N" reduces the cost to pay, not the
    use cost (Q1501, Q1957; play_cost.py)."""
    state.event_id += 1
    cost = card.defn.cost or 0
    for stack, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "use-option" and (t.side == "any" or at.owner == player)
            and (t.n is None or cost >= t.n))):
        _pend(state, stack, effect, holder, {"option": card.id})


def on_burst_trashed(state: GameState, card: Card, owner: str) -> None:
    """``card`` was trashed from under a Digimon to activate its <Digi-Burst> (CR 4.2 16-14-1):
    its inherited "When this card is trashed due to activating this Digimon's <Digi-Burst>"
    triggers and waits on the card in the trash, like [On Deletion]; it activates after the
    <Digi-Burst> effect (official Q&A Q1551). Its [Your Turn] is read when it triggers."""
    state.event_id += 1
    for effect in card.defn.inherited:
        trig = effect.trigger
        if effect.type == fx.TRIGGER and trig is not None and trig.event == "burst-trashed" \
                and q.in_scope(state, effect, owner) and q.uses_left(state, card, effect):
            r.collect(state, Pending(effect, card.id, owner, None, card.moves, card.id,
                                     {"trashed": card.id}))


def on_security_removed(state: GameState, owner: str) -> None:
    """Cards left ``owner``'s security stack (checked: CR 4.2 13-1-6; trashed; ...): "When a
    card is removed from your / your opponent's / a security stack" and "When your / your
    opponent's security stack is removed from", "When security stacks are removed from"
    trigger, once for cards removed at the same time (CR 4.2 15-5-2). A checked card's
    [Security] effect activates first, without waiting (official Q&A Q4523; CR 4.2
    15-16-10-2): these wait for the check point after it. A card only revealed from the stack
    is not removed (CR 4.2 15-15-3-1); no verb of the engine reveals security cards."""
    state.event_id += 1
    for stack, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "security-removed" and (
                t.side == "any" or (t.side == "own") == (at.owner == owner)))):
        _pend(state, stack, effect, holder, {"security_of": owner})


def on_hand_trashed(state: GameState, player: str, by: str) -> None:
    """An effect of ``by`` trashed cards from ``player``'s hand (cards trashed by one
    processing are one event: official Q&A Q6401; trashed twice, it triggers twice: Q6400):
    "When one of your effects trashes a card in your hand" / "When you trash a card in your
    hand using one of your effects" (only ``by`` == ``player``), "When an effect trashes a card
    in your hand", "When your hand is trashed from"."""
    state.event_id += 1
    for stack, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "hand-trashed" and at.owner == player
            and (t.cause != "own-effect" or by == player))):
        _pend(state, stack, effect, holder, {"hand_of": player})


def _played_fits(state: GameState, t: fx.Trigger, at: Stack, played: Stack) -> bool:
    """Does playing ``played`` meet trigger ``t`` of an effect on ``at``? ``t.what``: the
    kind played, after "other" (not ``at`` itself) or a color."""
    if t.event != "played" or (t.side != "any" and (t.side == "own") != (at.owner == played.owner)):
        return False
    if t.cause == "effect" and not played.by_effect:
        return False
    if t.cause in ("from-trash", "from-under") and played.played_from != t.cause[5:]:
        return False
    *words, kind = (t.what or "digimon").split()
    card = played.top.defn
    if kind not in (card.kind, "card") or (words == ["other"] and at is played):
        return False
    if t.trait is not None and t.trait not in card.traits:  # as targets match a trait
        return False
    if t.subject is not None and not q.target_matches(state, t.subject, played, at.owner, at):
        return False
    return not words or words == ["other"] or words[0] in card.colors


def on_played(state: GameState, stack: Stack) -> None:
    """``stack`` was just played (from the hand, or by an effect: ``Stack.by_effect``):
    "When you play a [blue] Tamer", "When you play another Digimon [by an effect]", "When you
    play a Digimon by an effect", "When an effect plays one of your / an opponent's Digimon",
    "When an opponent plays a Digimon" trigger, with its [On Play] effects. "You play"
    includes playing by your effects (official Q&A Q1494, Q2413); the played card's own
    effect triggers too unless it says "another" (CR 4.2 15-5-3)."""
    for at, effect, holder in _event_effects(
            state, lambda t, at: _played_fits(state, t, at, stack)):
        _pend(state, at, effect, holder, {"played": stack.top.id, "subject_uid": stack.uid})



def on_security_added(state: GameState, owner: str) -> None:
    """Cards were added to ``owner``'s security stack (<Recovery>, placed from the deck or the
    battle area, <Ascension>): "When a card is added to your security stack" triggers, once
    for the cards one processing adds (CR 4.2 15-5-2)."""
    state.event_id += 1
    for stack, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "security-added" and (t.side == "own") == (at.owner == owner))):
        _pend(state, stack, effect, holder, {"security_of": owner})



def on_digivolved(state: GameState, stack: Stack) -> None:
    """``stack`` just digivolved (from the hand, by DNA, by an effect...): "When one of your
    [other] Digimon digivolves [into <card>]" of its owner's cards triggers (the card it
    digivolved into, now its top card, fits), with its [When Digivolving] effects."""
    for at, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "digivolved" and at.owner == stack.owner
            and (t.what != "other digimon" or at is not stack)
            and (t.into is None or q.target_matches(state, t.into, stack, at.owner, at)))):
        _pend(state, at, effect, holder, {"digivolved": stack.top.id,
                                          "subject_uid": stack.uid})



# The verbs that add cards to a hand (and move no card out of one): drawing by an effect counts
# (official Q&A Q1795, Q2861), the digivolution bonus draw, a rule, does not (Q2862);
# returning a Digimon to its owner's hand counts (Q1794, Q1658).
ADDS_TO_HAND = ("draw", "return-hand", "trash-to-hand", "add-among", "return-self-to-hand")


def after_action(ctx: r.Ctx, action: Action, hands: dict[str, int]) -> None:
    """After an effect's action: "When an effect adds a card / cards to your hand", "When an
    effect adds cards to your opponent's hand", "When one of your Digimon's effects adds cards
    to your hand" trigger for each hand the action added cards to (once per action)."""
    if action.verb not in ADDS_TO_HAND:
        return
    state = ctx.state
    source = ctx.stack
    by_digimon = source is not None and q.is_digimon(source)
    for player, before in hands.items():
        if len(state.players[player].hand) <= before:
            continue
        state.event_id += 1
        for stack, effect, holder in _event_effects(state, lambda t, at, p=player: (
                t.event == "hand-added" and (t.side == "own") == (at.owner == p)
                and (t.cause != "own-digimon-effect" or (by_digimon and ctx.controller == p)))):
            _pend(state, stack, effect, holder, {"hand_of": player})


r.PLAYED.append(on_played)
r.AFTER_ACTION.append(after_action)
r.DIGIVOLVED.append(on_digivolved)


def on_under_trashed(state: GameState, stack: Stack, cards: list[Card], by: str,
                     hidden: frozenset[str] = frozenset()) -> None:
    """An effect of ``by`` trashed ``cards`` from the digivolution cards of the Digimon
    ``stack``, at the same time (one event: CR 4.2 15-5-2). Each card's inherited "When an
    effect trashes this digivolution card" triggers and waits on the card in the trash, like
    [On Deletion] (unless it was face down: no information, CR 4.2 4-7-9); "When one of your
    opponent's digivolution cards is trashed" and "When you trash a digivolution card of 1 of
    your opponent's Digimon" (trashed by ``by``'s effect) trigger on the field. Cards trashed
    with a Digimon leaving the field are trashed by the rules, not by an effect, and are not
    reported here (official Q&A Q1037, Q1399, Q4113)."""
    if not cards or not q.is_digimon(stack):
        return
    state.event_id += 1
    context = {"trashed": [c.id for c in cards], "from": stack.top.id}
    for card in cards:
        if card.id in hidden:
            continue
        for effect in card.defn.inherited:
            trig = effect.trigger
            if effect.type == fx.TRIGGER and trig is not None and trig.event == "under-trashed" \
                    and trig.side == "this" and q.in_scope(state, effect, card.owner) \
                    and q.uses_left(state, card, effect):
                r.collect(state, Pending(effect, card.id, card.owner, None, card.moves, card.id,
                                         dict(context)))
    for other, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "under-trashed" and t.side == "opponent" and at.owner != stack.owner
            and (t.cause != "you" or by == at.owner))):
        _pend(state, other, effect, holder, context)


def on_links_trashed(state: GameState, stack: Stack, cards: list[Card]) -> None:
    """An effect trashed ``cards``, link cards of the Digimon ``stack``, at the same time (one
    event, CR 4.2 15-5-2): "When effects trash any of this Digimon's link cards" of ``stack``
    and "... any of your Digimon's link cards" of its owner's cards trigger once. A link card
    replaced by a new link is not trashed by an effect (official Q&A Q5006, Q5088), nor are
    link cards trashed by the rules (a Digimon leaving the field, a rule check): not reported
    here."""
    if not cards:
        return
    state.event_id += 1
    context = {"trashed": [c.id for c in cards], "from": stack.top.id}
    def fits(t: fx.Trigger, at: Stack) -> bool:
        return t.event == "links-trashed" and (
            (t.side == "this" and at is stack) or (t.side == "own" and at.owner == stack.owner))

    for other, effect, holder in _event_effects(state, fits):
        _pend(state, other, effect, holder, context)


def on_tamer_under_trashed(state: GameState, trashed: list[tuple[Stack, list[Card]]]) -> None:
    """An effect trashed cards from under Tamers (one event, however many Tamers: CR 4.2
    15-5-2): "When effects trash cards from under this Tamer" of those Tamers and "... from
    under your Tamers" of their owner's cards trigger once."""
    trashed = [(s, cards) for s, cards in trashed if cards]
    if not trashed:
        return
    state.event_id += 1
    tamers = [s for s, _ in trashed]
    context = {"trashed": [c.id for _, cards in trashed for c in cards]}
    for other, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "tamer-under-trashed" and (
                (t.side == "this" and at in tamers)
                or (t.side == "own" and any(s.owner == at.owner for s in tamers))))):
        _pend(state, other, effect, holder, context)


def on_placed_under(state: GameState, stack: Stack, by: str, placed: list[Card]) -> None:
    """An effect of ``by`` placed the digivolution cards ``placed`` under the Digimon ``stack``
    (one event): its "When an effect / one of your effects places a digivolution card under
    this Digimon" triggers, also when the placed card itself has that inherited effect (CR
    4.2 15-5-3); "When an effect places a Tamer card in this Digimon's digivolution cards"
    when one of the cards placed fits (a face-down card has no information to fit: CR 4.2
    4-7-9); and "When effects place digivolution cards under your Digimon" of its owner's
    cards. A digivolution is not such a placing, even by an effect (official Q&A Q1504):
    only the verbs that place cards under a Digimon, <Training> and <Mind Link> (Q2703) call
    this."""
    if not q.is_digimon(stack):
        return
    state.event_id += 1
    for other, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "placed-under"
            and (at is stack if t.side == "this" else at.owner == stack.owner)
            and (t.cause != "own-effect" or by == at.owner)
            and (t.cards is None or any(not c.face_down and card_refs.fits(c.defn, t.cards)
                                        for c in placed)))):
        _pend(state, other, effect, holder, {"placed_under": stack.top.id})


def on_deck_trashed(state: GameState, player: str) -> None:
    """An effect trashed cards from the top of ``player``'s deck (deck_trash.py): "When a card
    is trashed from your deck" of their cards and "When a card in your opponent's deck is
    trashed" of their opponent's trigger, once for the cards one processing trashes (CR 4.2
    15-5-2), whoever's effect it was (official Q&A Q1696). Cards revealed and then trashed are
    not trashed from the deck (Q1697, Q1759): reveal.py does not call this."""
    state.event_id += 1
    for stack, effect, holder in _event_effects(state, lambda t, at: (
            t.event == "deck-trashed" and (t.side == "own") == (at.owner == player))):
        _pend(state, stack, effect, holder, {"deck_of": player})


def on_self_trashed(state: GameState, cards: list[Card], where: str) -> None:
    """``cards`` were just trashed from ``where`` (deck | hand | security) by an effect: each
    card's own "When this card is trashed from your deck", "When you trash this card in your
    hand using one of your effects", "When an effect trashes this card from the security
    stack" triggers where the card was and waits on it in the trash (CR 4.2 4-16-2), like
    [On Deletion]. Only the card's own text box (not inherited effects: the card is not under
    a Digimon). The callers are the verbs that trash by an effect (deck_trash.py,
    verbs/trash_hand.py: the owner's own effects only; verbs/trash_security.py)."""
    state.event_id += 1
    for card in cards:
        for effect in card.defn.effects:
            trig = effect.trigger
            if effect.type == fx.TRIGGER and trig is not None and trig.event == "self-trashed" \
                    and trig.cause == where and q.uses_left(state, card, effect):
                r.collect(state, Pending(effect, card.id, card.owner, None, card.moves, card.id,
                                         {"trashed": card.id}))
