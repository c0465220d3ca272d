""""Play [up to] N ... from your hand/trash/hand or trash without paying the cost"."""

from __future__ import annotations

from judgeapp.engine.dcg import card_refs, play_cost
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def _play_free(ctx: Ctx, action: Action) -> Gen:
    """Play cards fitting the description one at a time ("up to": the player may stop).
    ``source`` under: from the digivolution cards of the effect's Digimon (in the battle
    area: before it leaves, for a "would leave the battle area" effect; CR 4.2 15-8-5-2)."""
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    if action.source == "under":
        yield from _play_stacked(ctx, action)
        return
    if action.source in UNDER_TAMER_SOURCES:
        yield from _play_under_tamers(ctx, action)
        return
    if action.source == "under-own":
        yield from _play_under_own(ctx, action)
        return
    # "from your hand or trash": a card from either (CR 4.2 4-24-1 reads "or" as either)
    zones = {"hand": [pl.hand], "trash": [pl.trash]}.get(action.source, [pl.hand, pl.trash])
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.refers(flt) + (
        cite.PLAY_TO_BREEDING if action.to_breeding else ()) + (
        cite.NOT_SAME_NAMES if action.unique_names else ()) + (
        cite.NOT_TAMER_NAMES if action.not_tamer_names else ())
    picked: list[Card] = []
    ctx.chosen = []
    for _ in range(action.amount):
        if action.to_breeding and pl.breeding is not None:
            emit(state, StepKind.ACTIVATION, "no_breeding_space", player=me,
                 cards=[ctx.card_id, pl.breeding.id], rules=rules, cause=ctx.effect.text,
                 card=pl.breeding.id)
            return
        fitting = playable(ctx, [c for zone in zones for c in zone], flt, picked)
        if action.unique_names:
            fitting = [c for c in fitting if not names_in_play_or_trash(ctx, c)]
        if action.not_tamer_names:
            fitting = [c for c in fitting if not named_as_a_tamer(ctx, c)]
        if action.cost == "reduced":  # only a card whose cost can be paid (CR 4.2 1-3-11-1)
            fitting = [c for c in fitting if q.can_pay(state, me, reduced_price(ctx, c, action))]
        card = yield from _next_card(ctx, fitting, picked, action.up_to, rules)
        if card is None:
            return
        zone = next(zone for zone in zones if card in zone)
        zone.remove(card)
        if action.to_breeding:
            _play_to_breeding(ctx, card, rules)
            continue
        if action.cost == "reduced":
            paid = yield from pay_reduced(ctx, card, action, zone is pl.hand)
        else:  # its own "by <cost>, reduce" may still be used (official Q&A Q4796)
            paid = None
            yield from play_cost.free(state, card, me, zone is pl.hand)
        stack = r.place_on_field(state, card, me, by_effect=True)
        stack.played_from = "trash" if zone is pl.trash else None
        stack.suspended = action.suspended  # "play ... suspended"
        ctx.chosen = [*(ctx.chosen or ()), stack.uid]  # what "it" is afterwards
        ctx.played.append(stack.uid)  # "Any [On Play] effects on Digimon played with ..."
        how = {"how": "suspended_by_effect" if stack.suspended else "by_effect"} \
            if paid is None else {"how": "reduced_by_effect", "cost": paid}
        emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
             rules=rules + (cite.PLAY_REDUCTION if paid is not None else ()),
             cause=ctx.effect.text, card=card.id, **how)
        r.on_play(state, stack)


def _next_card(ctx: Ctx, fitting: list[Card], picked: list[Card], up_to: bool,
               rules: tuple[str, ...]) -> Gen:
    """The next card the player plays (added to ``picked``), or None: none fits (a
    ``no_target`` step if none was played yet) or the player stops ("up to")."""
    if not fitting:
        if not picked:  # after a card was played, the effect did something
            emit(ctx.state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
                 cards=[ctx.card_id], rules=rules, cause=ctx.effect.text, clause="play")
        return None
    card = yield from pick_to_play(ctx, fitting, up_to, "play_free", rules)
    if card is not None:
        picked.append(card)
    return card


UNDER_TAMER_SOURCES = ("hand-or-under-tamer", "under-tamers")


def _play_under_tamers(ctx: Ctx, action: Action) -> Gen:
    """"... from your hand or from under one of your Tamers" / "... from under your Tamers":
    the cards under the controller's Tamers in the battle area (not under a Digimon that
    digivolved from a Tamer: official Q&A Q2021). A face-down card there has no card
    information (CR 4.2 4-7-9): whether it can be chosen is not modelled."""
    state, me = ctx.state, ctx.controller
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.UNDER_TAMER + cite.refers(flt)
    hand = state.players[me].hand if action.source == "hand-or-under-tamer" else []
    picked: list[Card] = []
    for _ in range(action.amount):
        tamers = [s for s in state.players[me].battle
                  if s.top.defn.kind == "tamer" and not q.is_digimon(s)]
        if any(c.face_down for s in tamers for c in s.under):
            stop_unmodelled(state, fragment("face_down_under_tamer_play"), rules=rules,
                            player=me, cause=ctx.effect.text, cards=[ctx.card_id])
        under = {c.id: s for s in tamers for c in s.under}
        fitting = playable(ctx, hand + [c for s in tamers for c in s.under], flt, picked)
        card = yield from _next_card(ctx, fitting, picked, action.up_to, rules)
        if card is None:
            return
        if card.id in under:  # it leaves the Tamer's stack (resolve.play_from_under)
            play_cost.free_from_under(state, card, me)
            new = r.play_from_under(ctx, under[card.id], card, rules)
            if new is not None:
                ctx.chosen = [*(ctx.chosen or ()), new.uid]
                ctx.played.append(new.uid)
            continue
        hand.remove(card)
        yield from play_cost.free(state, card, me)  # official Q&A Q4796
        stack = r.place_on_field(state, card, me, by_effect=True)
        ctx.chosen = [*(ctx.chosen or ()), stack.uid]
        ctx.played.append(stack.uid)
        emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id], rules=rules,
             cause=ctx.effect.text, card=card.id, how="by_effect")
        r.on_play(state, stack)


def reduced_price(ctx: Ctx, card: Card, action: Action) -> int:
    """"with the play cost reduced by N": never below 0 (official Q&A Q1773); the printed
    cost when the player can't reduce play costs (query.play_cost_lock)."""
    cost = card.defn.cost or 0
    return cost if q.play_cost_lock(ctx.state) is not None else max(0, cost - action.reduce)


def pay_reduced(ctx: Ctx, card: Card, action: Action, from_hand: bool) -> Gen:
    """Pay the reduced play cost (CR 4.2 7-1-3-2), after the other reductions that apply to
    playing the card (play_cost.reduced; ``from_hand``: it is played from the hand); the
    memory paid."""
    state, me = ctx.state, ctx.controller
    if (lock := q.play_cost_lock(state)) is not None and action.reduce:
        emit(state, StepKind.MEMORY, "play_cost_locked", player=me, cards=[card.id, lock.id],
             rules=cite.PROHIBITION + cite.PLAY_REDUCTION, card=card.id, source=lock.id)
    cost = yield from play_cost.reduced(state, card, me, reduced_price(ctx, card, action),
                                        from_hand=from_hand)
    before = state.mem(me)
    state.set_mem(me, before - cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=me, cards=[card.id],
         rules=cite.PLAY_REDUCTION + cite.MEMORY, card=card.id, cost=cost, before=before,
         after=state.mem(me))
    return cost


def _play_to_breeding(ctx: Ctx, card: Card, rules: tuple[str, ...]) -> None:
    """Play into the empty breeding area: not hatching (official Q&A Q2877). Nothing
    triggers on it there: not its own [On Play], not "when a Digimon is played" (CR 4.2
    3-4-7-4, 3-4-7-6; Q3533, Q3535); it came into play this turn, so moved to the battle
    area it can't attack this turn (Q3534)."""
    state, me = ctx.state, ctx.controller
    stack = Stack(uid=state.new_uid(), cards=[r.move(card)], owner=me, played_turn=state.turn,
                  by_effect=True, area="breeding")
    state.players[me].breeding = stack
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id], rules=rules,
         cause=ctx.effect.text, card=card.id, how="to_breeding_by_effect")


def names_in_play_or_trash(ctx: Ctx, card: Card) -> bool:
    """Does ``card`` share a name with a card in the controller's battle area (the cards on
    top: not digivolution cards or cards under a Tamer) or trash (official Q&A Q3531,
    Q3532)? A (Rule) name counts (CR 4.2 2-3-4-3)."""
    pl = ctx.state.players[ctx.controller]
    names = (card.defn.name, *card.defn.rules.also_names)
    return any(other.defn.named(n) for other in [s.top for s in pl.battle] + pl.trash
               for n in names)


def named_as_a_tamer(ctx: Ctx, card: Card) -> bool:
    """Does ``card`` share a name with one of the controller's Tamers in the battle area? The
    exact name, a (Rule) name too (CR 4.2 2-3-1-1, 2-3-4-3): [Sayo] is not [Koh & Sayo]
    (official Q&A Q4931)."""
    names = (card.defn.name, *card.defn.rules.also_names)
    return any(s.top.defn.named(n) for s in ctx.state.players[ctx.controller].battle
               if s.top.defn.kind == "tamer" for n in names)


def _play_stacked(ctx: Ctx, action: Action) -> Gen:
    """"Play N ... from its / this Digimon's digivolution cards": each card played leaves the
    stack as a new Digimon (resolve.play_from_under)."""
    state, stack = ctx.state, ctx.stack
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.refers(flt)
    if stack is None or state.area_of(stack) != "battle":
        stop_unmodelled(state, f"{ctx.card_id}: {fragment('under_gone')}", rules=rules,
                        player=ctx.controller, cause=ctx.effect.text, cards=[ctx.card_id])
    picked: list[Card] = []
    for _ in range(action.amount):
        fitting = playable(ctx, stack.under, flt, picked)
        if not fitting:
            if not picked:
                emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
                     cards=[ctx.card_id], rules=rules, cause=ctx.effect.text, clause="play")
            return
        card = yield from pick_to_play(ctx, fitting, action.up_to, "play_free", rules)
        if card is None:
            return
        picked.append(card)
        play_cost.free_from_under(state, card, ctx.controller)
        new = r.play_from_under(ctx, stack, card, rules)
        if new is not None:
            new.suspended = action.suspended


def _play_under_own(ctx: Ctx, action: Action) -> Gen:
    """"Play N ... from one of your [blue] Digimon's digivolution cards": a card under any of
    the controller's Digimon in the battle area that fit (cards in the breeding area can't be
    chosen: CR 4.2 3-4-7-5); a face-down card has no card information to fit the description
    (CR 4.2 4-7-9). The card leaves that stack as a new Digimon (resolve.play_from_under)."""
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.UNDER_OWN + cite.refers(flt)
    picked: list[Card] = []
    for _ in range(action.amount):
        holders = r.matching(ctx, action.target)
        under = {c.id: s for s in holders for c in s.under if not c.face_down}
        fitting = playable(ctx, [c for s in holders for c in s.under if c.id in under], flt,
                           picked)
        card = yield from _next_card(ctx, fitting, picked, action.up_to, rules)
        if card is None:
            return
        play_cost.free_from_under(ctx.state, card, ctx.controller)
        new = r.play_from_under(ctx, under[card.id], card, rules)
        if new is not None:
            ctx.chosen = [*(ctx.chosen or ()), new.uid]
            ctx.played.append(new.uid)


def pick_to_play(ctx: Ctx, fitting: list[Card], up_to: bool, question: str,
                 rules: tuple[str, ...]) -> Gen:
    """The card of ``fitting`` played next, asked when there is a choice; None when the player
    stops ("up to": the option ``none``). ``question`` is the code of its prompt (render.py)."""
    options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
    if up_to:
        options.append(Option("none", label("no_more")))
    answer = fitting[0].id
    if len(options) > 1:
        answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                                prompt(question, label=ctx.label), options, rules=rules)
    return None if answer == "none" else next(c for c in fitting if c.id == answer)


def playable(ctx: Ctx, zone: list[Card], flt: CardFilter, picked: list[Card]) -> list[Card]:
    """The cards that can be played next. "With different colors": the picked cards and the
    next one must each keep one of their own colors, all different (manual-en/with-
    different-xx); a colorless card could form no such combination, and the manual does not
    say whether it may be played, so the run stops rather than rule."""
    fitting = [c for c in zone if r.playable(c, flt)]
    locked = [c for c in fitting if c not in picked and c.defn.is_digimon
              and q.play_digimon_lock(ctx.state)]
    for card in locked[:1]:  # said once: every Digimon card here is kept from being played
        r.play_locked(ctx.state, card, ctx.controller, ctx.effect.text)
    fitting = [c for c in fitting if c not in locked]
    return different_colors(ctx, flt, fitting, picked)


def different_colors(ctx: Ctx, flt: CardFilter | None, fitting: list[Card], picked: list[Card]
                     ) -> list[Card]:
    """The fitting cards that can be picked next when the description says "with different
    colors" (all of them otherwise): the picked cards and the next one must each keep one of
    their own colors, all different (manual-en/with-different-xx; also placing under a Tamer,
    verbs/stack_place.py)."""
    if flt is None or not flt.different_colors:
        return fitting
    if colorless := [c.id for c in fitting if not c.defn.colors]:
        stop_unmodelled(ctx.state, f"{', '.join(colorless)} has no color: whether a colorless "
                        "card can be one of the cards 'with different colors' is not "
                        "modelled", rules=cite.DIFFERENT, player=ctx.controller,
                        cause=ctx.effect.text, cards=colorless)
    chosen = [c.defn.colors for c in picked]
    return [c for c in fitting if card_refs.distinct_colors([*chosen, c.defn.colors])]


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _play_free(ctx, action)


register(Verb(("play-free",), run, rules=cite.PLAY_BY_EFFECT + cite.DIFFERENT + cite.PROHIBITION,
              steps=("no_target", "play", "unmodelled", "play_digimon_locked",
                     "no_breeding_space", "play_cost_locked", "pay_cost")))
