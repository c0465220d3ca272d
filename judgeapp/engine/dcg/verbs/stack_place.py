"""Digivolution-card surgery: placing cards under a Digimon, trashing all of its digivolution
cards (one verb module of the registry).

* ``place-under``: "place [up to] N <cards> from your hand/trash as this Digimon's bottom
  digivolution card(s)" (also "... under this Digimon as its bottom digivolution card", "... as
  the bottom digivolution card of 1 of your Digimon"). The cards go under the Digimon's other
  digivolution cards, one at a time in the order the player picks them (official Q&A Q2264),
  face up (CR 4.2 4-7-5); they are part of the top card's information, not placed on the field
  (4-7-7). As many as possible are placed (1-3-2; Q2939), at least one for "up to" (Q5096,
  Q3940); a card in the hand is private, so the player may place none of them from there
  (Q2340). As a "by" cost all N must be placed (Q4902, Q2600).
* ``place-self-under``: "place this card as the bottom digivolution card of 1 of your Digimon":
  the card being used or checked (an Option in processing) goes under that Digimon instead of
  to the trash.
* ``place-this-under``: "place this Digimon under 1 of your other Digimon as its bottom
  digivolution card": its top card only; the cards under it are trashed (Q2166, Q3320).
  ``place-digimon-under``: "place 1 of your other Digimon as this Digimon's bottom
  digivolution card", the same the other way round.
* ``trash-all-under``: "trash all [of the] digivolution cards of <target>" at the same time;
  "... of that Digimon" after the Digimon left the battle area trashes nothing more: its
  digivolution cards went to the trash with it (4-7-8), and the sentence only explains that
  (official Q&A Q1037, Q1399, Q4113: it doesn't count as trashing digivolution cards).
* A card placed face down (``Action.face_down``) has no card information while it is there
  (4-7-9; ``query.visible_under``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.reveal import leave_reveal
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import different_colors
from judgeapp.engine.steps import Option, StepKind

TRASH_RULES = cite.STACK_SURGERY + cite.DIGIVOLUTION_CARDS + cite.TARGETS
PLACE_RULES = cite.PLACE_UNDER + cite.TARGETS
TAMER_RULES = cite.PLACE_UNDER + cite.FACE_DOWN
PLACING = "place cards under"  # what a target is chosen for (a fragment code, render.py)


# ---------------------------------------------------------------- trash all


def trash_all(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    earlier = list(ctx.chosen or ())
    stacks = yield from r.choose(ctx, action.target, "trash digivolution cards of")
    if action.target is not None and action.target.mode == "it" and earlier and not stacks:
        emit(state, StepKind.ACTIVATION, "under_left_with", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.DIGIVOLUTION_CARDS, cause=ctx.effect.text)
        return
    for stack in r.affected(ctx, stacks):
        if not stack.under:
            emit(state, StepKind.ACTIVATION, "nothing_to_trash", cards=[stack.id],
                 rules=TRASH_RULES, cause=ctx.effect.text, card=stack.id)
            continue
        gone = list(stack.under)  # all of them at the same time
        hidden = frozenset(c.id for c in gone if c.face_down)
        del stack.cards[1:]
        for card in gone:
            r.to_trash(state, card)
            emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, stack.id],
                 rules=TRASH_RULES, cause=ctx.effect.text, card=card.id, target=stack.id)
        overflow.left_field(state, gone, "trash")
        card_events.on_under_trashed(state, stack, gone, ctx.controller, hidden)


# ---------------------------------------------------------------- place under


def _zones(ctx: Ctx, source: str | None) -> list[list[Card]]:
    pl = ctx.state.players[ctx.controller]
    if source in UNDER_TAMERS:  # the hand (where printed), then the cards under each Tamer
        return [pl.hand] * (source != "under-tamer") + [s.under for s in under_tamers(ctx)]
    return {"hand": [pl.hand], "trash": [pl.trash], "deck-top": [pl.deck],
            "security-top": [pl.security],
            "among": [ctx.revealed]}.get(source or "", [pl.hand, pl.trash])


# "from under one of your Tamers", "from your hand or from under one of your Tamers", "from
# your hand, or from under your Tamers," (text_tamer_stack.TAMER_SOURCES)
UNDER_TAMERS = ("under-tamer", "hand-or-under-tamer", "hand-or-under-tamers")


def under_tamers(ctx: Ctx) -> list[Stack]:
    """The controller's Tamers in the battle area with cards under them (not a Digimon that
    digivolved from a Tamer: official Q&A Q2021). A face-down card there has no card
    information (CR 4.2 4-7-9): whether it can be chosen, and whether it would stay face
    down under a Digimon (4-7-5), is not settled, so the run stops."""
    tamers = [s for s in ctx.state.players[ctx.controller].battle
              if s.top.defn.kind == "tamer" and not q.is_digimon(s) and s.under]
    if any(c.face_down for s in tamers for c in s.under):
        stop_unmodelled(ctx.state, fragment("face_down_under_tamer_place"),
                        rules=PLACE_RULES + cite.UNDER_TAMER, player=ctx.controller,
                        cause=ctx.effect.text, cards=[ctx.card_id])
    return tamers


def _fitting(ctx: Ctx, action: Action) -> list[Card]:
    if action.source == "deck-top":  # "your deck's top card": that one card, if any
        return ctx.state.players[ctx.controller].deck[:1]
    if action.source == "security-top":  # "your top security card" (CR 4.2 3-7-3)
        return ctx.state.players[ctx.controller].security[:1]
    return [c for zone in _zones(ctx, action.source) for c in r.described(zone, action.filter)]


def _under(ctx: Ctx, stack: Stack, card: Card, where: str, face_down: bool = False) -> None:
    stack.cards.append(r.move(card))  # the bottom: under every card already there
    card.face_down = face_down  # no card information while it is there (CR 4.2 4-7-9)
    rules = PLACE_RULES + (cite.FACE_DOWN if face_down else ())
    event = "place_under" if q.is_digimon(stack) else "place_under_tamer"
    emit(ctx.state, StepKind.ZONE_MOVE, event, player=ctx.controller,
         cards=[card.id, stack.id], rules=rules, cause=ctx.effect.text, card=card.id,
         target=stack.id, where=f"under_from:{where}", face="face_down" if face_down else "")


def _may_stop(ctx: Ctx, action: Action, placed: int, fitting: list[Card]) -> bool:
    """May the player place no more? After one card of "up to" (at least one: Q5096), or when
    only cards in the hand fit (private information: Q2340); never while paying a "by" cost,
    which is paid in full or not at all (Q4902)."""
    if ctx.paying:
        return False
    hand = ctx.state.players[ctx.controller].hand
    return action.up_to and placed > 0 or all(c in hand for c in fitting)


def place(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    if action.source == "among" and not _fitting(ctx, action):
        # no revealed card fits: nothing is placed, so no Digimon is chosen (official Q&A
        # Q4750: the cards added before are gone from the revealed ones)
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=PLACE_RULES + cite.refers(action.filter),
             cause=ctx.effect.text, clause=PLACING)
        return
    stacks = yield from r.choose(ctx, action.target, PLACING)
    stacks = [s for s in r.affected(ctx, stacks) if state.area_of(s) is not None]
    if not stacks:
        if action.target is not None and action.target.mode == "this":
            emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
                 cards=[ctx.card_id], rules=PLACE_RULES, cause=ctx.effect.text,
                 clause=PLACING)
        return
    stack, pl = stacks[0], state.players[ctx.controller]
    placed: list[Card] = []
    while len(placed) < action.amount:
        # "place up to N ... with different colors" (as for playing: verbs/play_free.py)
        fitting = different_colors(ctx, action.filter, _fitting(ctx, action), placed)
        if not fitting:
            if not placed:
                emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
                     cards=[ctx.card_id], rules=PLACE_RULES + cite.refers(action.filter),
                     cause=ctx.effect.text, clause=PLACING)
            break
        card = yield from _pick(ctx, action, len(placed), fitting)
        if card is None:
            break
        zone = next(z for z in _zones(ctx, action.source) if card in z)
        tamer = next((s for s in pl.battle if card in s.under), None) \
            if action.source in UNDER_TAMERS else None
        if action.source == "among":  # one of the revealed cards (reveal.py)
            leave_reveal(ctx, card)
        elif tamer is not None:  # it leaves the Tamer's stack (CR 4.2 4-4-2)
            tamer.cards.remove(card)
        else:
            zone.remove(card)
        where = "tamer" if tamer is not None else {
            id(pl.hand): "hand", id(pl.trash): "trash", id(pl.security): "security",
            id(ctx.revealed): "revealed"}.get(id(zone), "deck")
        card.face_up = card.face_up and zone is not pl.security  # no longer a security card
        _under(ctx, stack, card, where, action.face_down)
        placed.append(card)
        if zone is pl.security:  # a card removed from the security stack (card_events)
            card_events.on_security_removed(state, ctx.controller)
    if placed:
        ctx.did.extend(("place", ctx.controller) for _ in placed)  # "if this effect placed"
        card_events.on_placed_under(state, stack, ctx.controller, placed)


def _pick(ctx: Ctx, action: Action, placed: int, fitting: list[Card]) -> Gen:
    options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
    if _may_stop(ctx, action, placed, fitting):
        options.append(Option("none", label("no_more")))
    if len(options) == 1:
        return fitting[0]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            prompt("place_under", label=ctx.label), options,
                            rules=PLACE_RULES + cite.refers(action.filter))
    return None if answer == "none" else next(c for c in fitting if c.id == answer)


def can_place(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: all N cards can be placed under the Digimon (Q4902)."""
    return bool(r.candidates(ctx, action.target)) and len(_fitting(ctx, action)) >= action.amount


def _self_zone(ctx: Ctx) -> str | None:
    """Where "this card" is placed from: the Option being used, or (a [Hand] effect, CR 4.2
    15-14-2-1: the Legend-Arms "By paying N cost and placing this card as ...") the hand."""
    pl = ctx.state.players[ctx.controller]
    if ctx.holder in pl.processing:
        return "processing"
    if ctx.effect.zone == "hand" and ctx.holder in pl.hand:
        return "hand"
    return None


def place_self(ctx: Ctx, action: Action) -> Gen:
    state, me, card = ctx.state, ctx.controller, ctx.holder
    pl = state.players[me]
    zone = _self_zone(ctx)
    if zone is None:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=PLACE_RULES, cause=ctx.effect.text, clause=PLACING)
        return
    stacks = yield from r.choose(ctx, action.target, PLACING)
    stacks = r.affected(ctx, stacks)
    if stacks:
        (pl.processing if zone == "processing" else pl.hand).remove(card)
        _under(ctx, stacks[0], card, zone, action.face_down)
        card_events.on_placed_under(state, stacks[0], me, [card])


def can_place_self(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: this card is where it is placed from and a Digimon fits (official Q&A
    Q3701: without one the effect can't be activated, not even to pay its memory)."""
    return _self_zone(ctx) is not None and bool(r.candidates(ctx, action.target))


# ---------------------------------------------------------------- this Option under a Tamer


def _other_chosen(ctx: Ctx, action: Action) -> Gen:
    """The Digimon or Tamer other than this card's own that the player chooses for
    ``action.target`` (None: nothing to choose, or this card is no longer in the battle
    area: ``no_target``)."""
    state, this = ctx.state, ctx.stack
    if this is None or state.area_of(this) != "battle":
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=PLACE_RULES, cause=ctx.effect.text, clause=PLACING)
        return None
    stacks = yield from r.choose(ctx, action.target, PLACING)
    stacks = [s for s in r.affected(ctx, stacks) if s is not this and state.area_of(s)]
    return stacks[0] if stacks else None


def place_option(ctx: Ctx, action: Action) -> Gen:
    """"By placing this card from the battle area face down under any of your [X] trait
    Tamers": the Option in the battle area leaves it (CR 4.2 4-7-7) and goes under the Tamer,
    at the bottom of the cards there (4-4-2; official Q&A Q6194), face down as printed (4-7-9:
    no card information there)."""
    state, this = ctx.state, ctx.stack
    dest = yield from _other_chosen(ctx, action)
    if dest is None or this is None:
        return
    r.detach(state, this)
    left = r.trash_left_behind(state, this)
    _under(ctx, dest, this.top, "battle", action.face_down)
    overflow.left_field(state, left, "trash")
    card_events.on_placed_under(state, dest, ctx.controller, [this.top])


def can_place_option(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: this card is in the battle area and a Tamer fits."""
    this = ctx.stack
    return this is not None and ctx.state.area_of(this) == "battle" and any(
        s is not this for s in r.candidates(ctx, action.target))


# ---------------------------------------------------------------- this Digimon under another


def place_this(ctx: Ctx, action: Action) -> Gen:
    """"Place this Digimon under 1 of your other Digimon as its bottom digivolution card": it
    leaves the battle area (CR 4.2 4-7-7) and only its top card goes under the other Digimon;
    the cards under it are trashed at the same time by the rules (4-7-8; official Q&A Q2166,
    Q3320). A "would leave the battle area" effect interrupts first (r.leave_by_effect)."""
    state, this = ctx.state, ctx.stack
    if this is None or state.area_of(this) != "battle":
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=PLACE_RULES, cause=ctx.effect.text, clause=PLACING)
        return
    if this.top.defn.rules.overflow:
        stop_unmodelled(state, fragment("overflow_placed_under").format(card=this.id),
                        rules=PLACE_RULES + cite.OVERFLOW, player=ctx.controller,
                        cards=[this.id], cause=ctx.effect.text)
    stacks = yield from r.choose(ctx, action.target, PLACING)
    stacks = [s for s in r.affected(ctx, stacks) if s is not this and state.area_of(s)]
    if not stacks:
        return
    dest = stacks[0]
    yield from r.leave_by_effect(state, [this], by=ctx.controller,
                                 leave=lambda s: _this_under(ctx, s, dest, action.face_down))


def place_other(ctx: Ctx, action: Action) -> Gen:
    """"Place 1 of your other Digimon as this Digimon's bottom digivolution card": as
    ``place_this``, the other way round (official Q&A Q2166: its digivolution cards are
    trashed)."""
    state, this = ctx.state, ctx.stack
    moved = yield from _other_chosen(ctx, action)
    if moved is None or this is None:
        return
    if moved.top.defn.rules.overflow:
        stop_unmodelled(state, fragment("overflow_placed_under").format(card=moved.id),
                        rules=PLACE_RULES + cite.OVERFLOW, player=ctx.controller,
                        cards=[moved.id], cause=ctx.effect.text)
    yield from r.leave_by_effect(state, [moved], by=ctx.controller,
                                 leave=lambda s: _this_under(ctx, s, this, action.face_down))


def can_place_other(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: this Digimon is in the battle area and another one can go under it."""
    this = ctx.stack
    return this is not None and ctx.state.area_of(this) == "battle" and any(
        s is not this for s in r.candidates(ctx, action.target))


def _this_under(ctx: Ctx, this: Stack, dest: Stack, face_down: bool) -> None:
    state = ctx.state
    r.detach(state, this)
    left = r.trash_left_behind(state, this)
    _under(ctx, dest, this.top, "battle", face_down)
    r.stack_trashed_step(state, this, left, ctx.effect.text)
    overflow.left_field(state, left, "trash")
    card_events.on_placed_under(state, dest, ctx.controller, [this.top])


def can_place_this(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: this Digimon is in the battle area and another Digimon can take it."""
    this = ctx.stack
    return this is not None and ctx.state.area_of(this) == "battle" and any(
        s is not this for s in r.candidates(ctx, action.target))


# ---------------------------------------------------------------- face-down cards under Tamers


def _face_down_run(stack: Stack) -> int:
    """How many face-down cards lie at the bottom of the stack, one on another."""
    n = 0
    for card in reversed(stack.under):
        if not card.face_down:
            break
        n += 1
    return n


def _tamers(ctx: Ctx) -> list[Stack]:
    """The controller's Tamers with a face-down card at the bottom; a Tamer with face-down
    cards above a face-up bottom card stops the run: which is "the bottom face-down card" the
    rules don't say."""
    tamers = [s for s in ctx.state.players[ctx.controller].battle
              if s.top.defn.kind == "tamer"]
    for s in tamers:
        if any(c.face_down for c in s.under) and not _face_down_run(s):
            stop_unmodelled(ctx.state, fragment("face_down_above_face_up").format(card=s.id),
                            rules=TAMER_RULES, player=ctx.controller, cards=[s.id],
                            cause=ctx.effect.text)
    return [s for s in tamers if _face_down_run(s)]


def trash_tamer(ctx: Ctx, action: Action) -> Gen:
    """One card at a time, from the bottom of the Tamer the player picks each time: the N cards
    may come from several Tamers (official Q&A Q6301, Q6212); a trashed face-down card goes
    face up to the trash (Q6412)."""
    state = ctx.state
    gone: dict[int, tuple[Stack, list[Card]]] = {}
    for done in range(action.amount):
        tamers = _tamers(ctx)
        if not tamers:
            if not done:
                emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
                     cards=[ctx.card_id], rules=TAMER_RULES, cause=ctx.effect.text,
                     clause=PLACING)
            break
        stack = yield from r.pick(ctx, tamers, "pick_tamer_under", TAMER_RULES)
        card = stack.under[-1]
        stack.cards.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_tamer_under", player=ctx.controller,
             cards=[card.id, stack.id], rules=TAMER_RULES, cause=ctx.effect.text, card=card.id,
             target=stack.id)
        overflow.left_field(state, [card], "trash")
        gone.setdefault(stack.uid, (stack, []))[1].append(card)
    card_events.on_tamer_under_trashed(state, list(gone.values()))


def can_trash_tamer(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: N face-down cards in all (Q6300: not fewer; Q6301: from several)."""
    return sum(_face_down_run(s) for s in _tamers(ctx)) >= action.amount


register(Verb(("trash-tamer-under",), trash_tamer, rules=TAMER_RULES,
              steps=("trash_tamer_under", "no_target", "unmodelled"), can=can_trash_tamer))
register(Verb(("trash-all-under",), trash_all, rules=TRASH_RULES,
              steps=("trash_under", "nothing_to_trash", "under_left_with")))
register(Verb(("place-under",), place, rules=PLACE_RULES + cite.UNDER_TAMER,
              steps=("place_under", "place_under_tamer", "no_target", "unmodelled"),
              can=can_place))
register(Verb(("place-option-under",), place_option, rules=PLACE_RULES + cite.UNDER_TAMER,
              steps=("place_under_tamer", "no_target"), can=can_place_option))
register(Verb(("place-self-under",), place_self, rules=PLACE_RULES + cite.ZONE_ICONS["hand"],
              steps=("place_under", "place_under_tamer", "no_target"), can=can_place_self))
register(Verb(("place-this-under",), place_this, rules=PLACE_RULES + cite.OVERFLOW,
              steps=("place_under", "stack_trashed", "no_target", "unmodelled"),
              can=can_place_this))
register(Verb(("place-digimon-under",), place_other, rules=PLACE_RULES + cite.OVERFLOW,
              steps=("place_under", "stack_trashed", "no_target", "unmodelled"),
              can=can_place_other))
