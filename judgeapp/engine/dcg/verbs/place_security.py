"""Placing cards in the security stack: the top card of the deck ("deck-to-security"), a
Digimon from the battle area ("place-security"), the Option being used or a deleted card
in the trash ("place this card ..."), top or bottom, face down unless "face up" is printed
(manual-en/placing-cards-in-private-areas)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import MAIN, ON_DELETION, Action
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _placed_step(state: GameState, card: Card, owner: str, by: str, action: Action,
                 cause: str, what: str) -> None:
    """``owner``'s card placed in their security stack by ``by``'s effect."""
    emit(state, StepKind.ZONE_MOVE, "place_security", player=by, cards=[card.id],
         rules=cite.PRIVATE_AREAS + (cite.FACE_UP_SECURITY if action.face_up else ()),
         cause=cause, card=card.id, owner=owner, what=what, end=action.end,
         face="face up" if action.face_up else "face down")


def _place_in_security(state: GameState, stack: Stack, action: Action, cause: str,
                       by: str) -> None:
    """A Digimon leaves the battle area for its owner's security stack; the cards under it
    (and its link cards) are trashed at the same time; a Token leaves the game instead."""
    r.detach(state, stack)
    top = stack.top
    left = r.trash_left_behind(state, stack)
    if top.defn.token:
        r.to_trash(state, top)
    else:
        r.into_security(state, r.move(top), stack.owner, action.end, action.face_up)
        _placed_step(state, top, stack.owner, by, action, cause, "leaves_battle_area")
        card_events.on_security_added(state, stack.owner)
    r.stack_trashed_step(state, stack, left, cause)
    overflow.left_field(state, [top], "security stack")
    overflow.left_field(state, stack.under, "trash")


def run_deck(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    card = r.deck_to_security(state, me, action.end, face_up=action.face_up)
    if card is not None:
        _placed_step(state, card, me, me, action, ctx.effect.text,
                     "from_deck_top")
        card_events.on_security_added(state, me)
    yield from ()


def _own_card_zone(ctx: Ctx, action: Action) -> list[Card] | None:
    """Where "this card" is when it is not a Digimon: the Option being used (processing, its
    [Main] effect), or the deleted card in the trash for its own [On Deletion] effect (a card
    checked from the security stack is not: its [Security] effect stops the run)."""
    pl = ctx.state.players[ctx.controller]
    if action.source != "card":  # "this Digimon" is a Digimon in the battle area
        return None
    if ctx.holder in pl.processing and ctx.effect.timing == MAIN:
        return pl.processing
    if ctx.effect.timing == ON_DELETION and ctx.holder in pl.trash:
        return pl.trash
    return None


def _place_card(ctx: Ctx, action: Action, zone: list[Card]) -> None:
    """"Place this card face up as the bottom security card" said by the Option being used
    (it goes there instead of the trash; official Q&A Q4610: with no security card, "you only
    place this card in your security stack"), or "[On Deletion] Place this card on top of your
    security stack" (from the trash, where the deleted card is)."""
    state, me, card = ctx.state, ctx.controller, ctx.holder
    from_trash = zone is state.players[me].trash
    zone.remove(card)
    r.into_security(state, r.move(card), me, action.end, action.face_up)
    _placed_step(state, card, me, me, action, ctx.effect.text,
                 "from_trash" if from_trash else "being_used")
    card_events.on_security_added(state, me)


def run_digimon(ctx: Ctx, action: Action) -> Gen:
    state, me, cause = ctx.state, ctx.controller, ctx.effect.text
    if action.target is not None and action.target.mode == "this" and ctx.stack is None \
            and (zone := _own_card_zone(ctx, action)) is not None:
        _place_card(ctx, action, zone)
        return
    if action.target is not None and action.target.mode == "this" and ctx.stack is None:
        stop_unmodelled(state, f"\"{cause}\" places this card from where it is (a "
                        "[Security] or [On Deletion] effect: not a Digimon in the battle "
                        "area), which the engine does not model", rules=cite.PRIVATE_AREAS,
                        player=me, cards=[ctx.card_id], cause=cause)
    stacks = yield from r.choose(ctx, action.target, f"place as the {action.end} security card")
    yield from r.leave_by_effect(
        state, r.affected(ctx, stacks), by=me,
        leave=lambda s: _place_in_security(state, s, action, cause, me))


RULES = cite.PRIVATE_AREAS + cite.FACE_UP_SECURITY
register(Verb(("deck-to-security",), run_deck, rules=RULES, steps=("place_security",)))
register(Verb(("place-security",), run_digimon, rules=RULES + cite.DIGIVOLUTION_CARDS,
              steps=("place_security", "stack_trashed", "unmodelled")))
