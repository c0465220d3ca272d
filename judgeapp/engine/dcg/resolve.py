"""Effects: triggering, pending batches, check points, rule checks, and what actions do.

Generators (``Gen``) may pause for a player's decision; they are driven by ``yield from``.
The timing loop is iterative: derived triggers push a new batch on ``state.pending`` and the
check point loop continues, so long cascades never deepen the Python stack.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from typing import Any

from judgeapp.engine.dcg import card_refs, cost_paid, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Effect, Target
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled, yes_no
from judgeapp.engine.dcg.state import GameState, Modifier, Pending, Stack, other
from judgeapp.engine.steps import Decision, Option, StepKind

Gen = Generator[Decision, Any, Any]

# Modules that build on this one register what they add here instead of being imported by it
# (no import cycle): verbs they perform (effect_attack.py: attacks by an effect), checks made
# before an effect of a keyword starts processing, and rule checks of keyword rules (link.py).
VERBS: dict[str, Callable[[Ctx, Action], Gen]] = {}
# whether a registered cost verb can be paid in full (detach.py: a specified link card)
CAN_DO: dict[str, Callable[[Ctx, Action], bool]] = {}
# immediate-type effects on another Digimon than the one leaving (guard.py): who may protect
# the leaving Digimon, and what activating the effect does
PROTECTORS: list[Callable[[GameState, list[Stack], str, str | None],
                          list[tuple[Stack, Effect, Card]]]] = []
PROTECT: dict[str, Callable[[GameState, Stack, Effect, Card, set[int]], Gen]] = {}
BEFORE_EFFECT: dict[str, Callable[[Ctx], None]] = {}
RULE_CHECKS: list[Callable[[GameState], None]] = []


@dataclass
class Ctx:
    """Who is processing which effect from where."""

    state: GameState
    effect: Effect
    controller: str
    card_id: str  # the card the effect is on (a Digimon's top card for inherited effects)
    holder: Card
    stack_uid: int | None = None
    event: dict[str, Any] = field(default_factory=dict)
    counted: bool = False
    # uids ``choose`` picked last: what "it" refers to (Target mode "it"), and what a "by"
    # cost acted on (cost_paid.py)
    chosen: list[int] | None = None
    paying: bool = False  # a "by" cost is being paid: an "up to" choice takes at least one
    revealed: list[Card] = field(default_factory=list)  # cards revealed, not yet placed (reveal.py)

    @property
    def stack(self) -> Stack | None:
        return self.state.stack_by_uid(self.stack_uid)

    @property
    def label(self) -> str:
        return f"{self.card_id} {self.effect.timing}"

    @property
    def kind(self) -> str:
        return effect_kind(self.state, self.effect, self.holder)


def effect_kind(state: GameState, effect: Effect, holder: Card) -> str:
    """The kind of card whose effect it is ("the effects of your opponent's Digimon"):
    inherited effects are the Digimon's; a Digimon card being checked in security is not a
    Digimon, and whether its [Security] effect is a Digimon's effect the corpus doesn't
    settle ("digimon-security": ``unaffected`` stops the run where it would matter)."""
    if effect.inherited:
        return "digimon"
    if holder.defn.is_digimon:
        checked = any(holder in pl.processing for pl in state.players.values())
        return "digimon-security" if checked else "digimon"
    return holder.defn.kind


# ---------------------------------------------------------------- zone operations


def move(card: Card) -> Card:
    """A card that changes zone becomes a new card."""
    card.moves += 1
    return card


def to_trash(state: GameState, card: Card) -> None:
    if card.defn.token:
        emit(state, StepKind.ZONE_MOVE, "leave_game", cards=[card.id], rules=cite.TOKENS,
             card=card.id)
        state.cards.pop(card.id, None)
        return
    state.players[card.owner].trash.append(move(card))


def detach(state: GameState, stack: Stack) -> None:
    """Take a stack off the field (battle or breeding area)."""
    pl = state.players[stack.owner]
    if stack.area == "battle":
        pl.battle.remove(stack)
    elif stack.area == "breeding":
        pl.breeding = None
    stack.area = None


def trash_stack(state: GameState, stack: Stack) -> None:
    detach(state, stack)
    for card in stack.cards + stack.links:
        to_trash(state, card)
    overflow.left_field(state, stack.cards, "trash")  # link cards are not on the field


def draw(state: GameState, player: str, n: int, why: str = "",
         rules: tuple[str, ...] = cite.KW["draw"]) -> None:
    pl = state.players[player]
    for _ in range(n):
        if not pl.deck:
            emit(state, StepKind.ZONE_MOVE, "draw_failed", player=player, rules=rules, why=why)
            return
        card = move(pl.deck.pop(0))
        pl.hand.append(card)
        emit(state, StepKind.ZONE_MOVE, "draw", player=player, cards=[card.id], rules=rules,
             card=card.id, why=why)


def change_memory(state: GameState, player: str, amount: int, rules: tuple[str, ...],
                  cause: str | None = None) -> None:
    before = state.mem(player)
    state.set_mem(player, before + amount)
    emit(state, StepKind.MEMORY, "memory", player=player, rules=rules + cite.MEMORY_CHANGE,
         cause=cause, verb="gains" if amount >= 0 else "loses", amount=abs(amount),
         before=before, after=state.mem(player))


def place_on_field(state: GameState, card: Card, player: str, *, by_effect: bool) -> Stack:
    stack = Stack(uid=state.new_uid(), cards=[move(card)], owner=player,
                  played_turn=state.turn, by_effect=by_effect, area="battle")
    state.players[player].battle.append(stack)
    return stack


# ---------------------------------------------------------------- triggering


def collect(state: GameState, pending: Pending) -> None:
    """Add a triggered effect to the current batch. A trigger condition met several times
    by one event (cards deleted at the same time) triggers once (CR 15-5-2); met again by a
    later event before it activated, it triggers again."""
    key = (pending.holder_id, pending.effect.index, pending.effect.inherited,
           pending.card_id, pending.effect.timing, state.event_id)
    if not state.collected:
        state.collected_keys = set()
    if key in state.collected_keys:
        return
    state.collected_keys.add(key)
    state.collected.append(pending)
    state.pending_rev += 1
    emit(state, StepKind.TRIGGER, "trigger", cards=[pending.card_id],
         player=pending.controller, rules=cite.TRIGGER + cite.timing(pending.effect.timing)
         + cite.keyword(pending.effect.keyword or ""),
         cause=pending.effect.text,
         card=pending.card_id, timing=pending.effect.timing, text=pending.effect.text)


def _trigger_on_stack(state: GameState, stack: Stack, timings: tuple[str, ...],
                      context: dict[str, Any] | None = None) -> None:
    for effect, holder in q.stack_effects(state, stack):
        if effect.timing in timings and effect.type == fx.TRIGGER and effect.trigger is None \
                and q.in_scope(state, effect, stack.owner) and q.uses_left(state, holder, effect):
            collect(state, Pending(effect, stack.top.id, stack.owner, stack.uid,
                                   stack.top.moves, holder.id, dict(context or {})))


def _trigger_conditional(state: GameState, event: str, subject_owner: str,
                         context: dict[str, Any]) -> None:
    """Effects such as "[Your Turn] When an opponent's Digimon attacks, ..."."""
    for stack in list(state.stacks()):
        for effect, holder in q.stack_effects(state, stack):
            trig = effect.trigger
            if trig is None or trig.event != event or effect.type != fx.TRIGGER:
                continue
            if (trig.side == "own") != (subject_owner == stack.owner):
                continue
            if not q.in_scope(state, effect, stack.owner) or not q.uses_left(state, holder,
                                                                             effect):
                continue
            collect(state, Pending(effect, stack.top.id, stack.owner, stack.uid,
                                   stack.top.moves, holder.id, dict(context)))


def on_play(state: GameState, stack: Stack) -> None:
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.ON_PLAY,))


def on_digivolve(state: GameState, stack: Stack) -> None:
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.WHEN_DIGIVOLVING,))


def on_attack(state: GameState, stack: Stack) -> None:
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.WHEN_ATTACKING,))
    _trigger_conditional(state, "attack", stack.owner, {"attacker": stack.top.id})


def on_end_of_attack(state: GameState, stack: Stack | None) -> None:
    state.event_id += 1
    if stack is not None:
        _trigger_on_stack(state, stack, (fx.END_OF_ATTACK,))


def on_turn_timing(state: GameState, mine: tuple[str, ...], theirs: tuple[str, ...]) -> None:
    """Start/end of turn or main phase: the turn player's "Your" timings, the other's
    "Opponent's" timings (and "All Turns" ones for both)."""
    state.event_id += 1
    for stack in list(state.stacks(state.turn_player)):
        _trigger_on_stack(state, stack, mine)
    for stack in list(state.stacks(state.non_turn_player)):
        _trigger_on_stack(state, stack, theirs)


def on_deleted(state: GameState, top: Card, under: list[Card], owner: str) -> None:
    """[On Deletion] effects wait on the card in the trash; an inherited [On Deletion] is
    pending on the card that was the top card. The caller numbers the event: Digimon
    deleted at the same time are one event."""
    sources = [(e, top) for e in top.defn.effects]
    if top.defn.is_digimon:
        sources += [(e, card) for card in under for e in card.defn.inherited]
    for effect, holder in sources:
        if effect.keyword == "fortitude" and not under:
            continue  # <Fortitude>: "When this Digimon with digivolution cards is deleted"
        if effect.timing == fx.ON_DELETION and q.uses_left(state, holder, effect):
            collect(state, Pending(effect, top.id, owner, None, top.moves, holder.id,
                                   {"deleted": top.id}))
    _trigger_conditional(state, "delete", owner, {"deleted": top.id})


# <Retaliation> as the trigger-type effect it is: "When only this Digimon is deleted in battle,
# delete the Digimon it battled." (manual-en/kw-retaliation). A Digimon has the keyword as a
# persistent marker (printed, inherited or gained); each instance it had triggers this effect.
RETALIATION = Effect(
    text="<Retaliation> (When only this Digimon is deleted in battle, delete the Digimon it "
         "battled.)",
    timing=fx.RETALIATION, type=fx.TRIGGER, keyword="retaliation",
    clauses=(Clause("do", actions=(Action("retaliation"),),
                    text="Delete the Digimon it battled"),))


def _retaliating(state: GameState, gone: list[Stack],
                battled: dict[int, Stack] | None) -> dict[int, tuple[int, Stack]]:
    """For the Digimon deleted in a battle with a Digimon (``battled``: each battler's uid ->
    the Digimon it battled), if it alone was deleted: its uid -> (how many <Retaliation> it
    had, the Digimon it battled). Read while it is still in the battle area."""
    if battled is None or len(gone) != 1:
        return {}
    stack = gone[0]
    count = q.keywords(state, stack).count("retaliation")
    return {stack.uid: (count, battled[stack.uid])} if count else {}


def on_retaliation(state: GameState, top: Card, owner: str, count: int,
                   opponent: Stack) -> None:
    """<Retaliation> triggers with the deletion's other effects and, like [On Deletion],
    waits on the card in the trash."""
    context = {"deleted": top.id, "battled": opponent.id, "battled_uid": opponent.uid}
    for instance in range(count):
        collect(state, Pending(replace(RETALIATION, index=instance), top.id, owner, None,
                               top.moves, top.id, dict(context)))


# ---------------------------------------------------------------- check points


def checkpoint(state: GameState) -> Gen:
    """Rule checks, then activate pending effects one at a time (turn player first, newest
    batch first), with rule checks again after each (manual "Effect Rules", CR 15-4)."""
    menu: OrderMenu | None = None
    while True:
        while (yield from rule_checks(state)):
            pass  # a rule check is followed by another once it is resolved (CR 4.2 17-1-2-1)
        if state.collected:
            # A fully resolved batch stays as an empty marker (an older batch existed); keep
            # one marker, not one per loop round, so a long loop costs the same per step.
            while len(state.pending) > 1 and not state.pending[-1] and not state.pending[-2]:
                state.pending.pop()
            state.pending.append(state.collected)
            state.collected = []
        while state.pending and not state.pending[-1]:
            state.pending.pop()
        state.pending_rev += 1
        if not state.pending:
            return
        batch = state.pending[-1]
        if len(batch) == 1:  # nothing to choose (the usual case): no menu
            chosen, menu = batch.pop(), None
        else:
            if menu is None or not menu.still_valid(state, batch):
                menu = OrderMenu.of(state, batch)
            index = 0
            if menu.choice_needed:
                rules = cite.SIMULTANEOUS + (cite.DERIVED if len(state.pending) > 1 else ())
                answer = yield from ask(state, menu.player, "order_triggers",
                                        "Choose the pending effect to activate next",
                                        menu.options, rules=rules)
                index = menu.ids.index(answer)
            chosen = menu.mine[index]
            batch.remove(chosen)
            menu = menu.without(index, batch)
        state.pending_rev += 1
        yield from activate(state, chosen)


@dataclass
class OrderMenu:
    """The turn player's (else the other player's) effects of the newest batch, with the
    option ids that pick them (``option_ids``).

    Rebuilding it before every activation would make N simultaneous triggers cost N^2; after
    an activation that left the batch as it was (nothing new triggered), the same menu less
    the chosen effect is reused, when that removal cannot change any other option id.
    """

    player: str
    mine: list[Pending]
    ids: list[str]
    options: list[Option]
    labels: Counter[str]
    batch: list[Pending] | None = None  # the batch as this menu left it, for reuse
    expected: list[Pending] = field(default_factory=list)

    @classmethod
    def of(cls, state: GameState, batch: list[Pending]) -> OrderMenu:
        mine = [p for p in batch if p.controller == state.turn_player] or list(batch)
        ids = option_ids(mine)
        options = [Option(i, f"{i}: {p.effect.text}") for i, p in zip(ids, mine, strict=True)]
        return cls(mine[0].controller, mine, ids, options, Counter(p.label for p in mine))

    @property
    def choice_needed(self) -> bool:
        """Two or more different effects (the same effect of one card twice needs no choice)."""
        if len(self.mine) < 2:
            return False
        if len(self.labels) == len(self.mine):
            return True  # distinct labels are distinct effects
        return len({(p.holder_id, p.effect.index, p.effect.inherited, p.card_id)
                    for p in self.mine}) > 1

    def without(self, index: int, batch: list[Pending]) -> OrderMenu | None:
        """This menu less the chosen entry, or None when the other ids could change."""
        label = self.mine[index].label
        if self.labels[label] != 1 or len(self.mine) == 1:
            return None
        del self.mine[index], self.ids[index], self.options[index]
        del self.labels[label]
        self.batch, self.expected = batch, list(batch)
        return self

    def still_valid(self, state: GameState, batch: list[Pending]) -> bool:
        """Nothing joined or left the batch, and the choosing player still has effects in it."""
        return batch is self.batch and batch == self.expected and (
            self.player == state.turn_player or not any(
                p.controller == state.turn_player for p in batch))


def option_ids(pendings: list[Pending]) -> list[str]:
    """``<card> <timing>``; when two pending effects share it (a card's own effect and an
    inherited one), ``<card> <timing> <holder>``, then ``#<n>`` for the effect's position."""
    labels = Counter(p.label for p in pendings)
    ids = [f"{p.label} {p.holder_id}" if labels[p.label] > 1 else p.label for p in pendings]
    counts = Counter(ids)
    ids = [f"{i}#{p.effect.index}" if counts[i] > 1 else i
           for i, p in zip(ids, pendings, strict=True)]
    counts, seen = Counter(ids), Counter()
    unique = []
    for i in ids:  # the same effect triggered twice: number the copies
        seen[i] += 1
        unique.append(i if counts[i] == 1 else f"{i} ({seen[i]})")
    return unique


def _why_invalid(state: GameState, p: Pending) -> str | None:
    card = state.cards.get(p.card_id)
    effect = p.effect
    if p.stack_uid is None:  # waits on the card in the trash ([On Deletion])
        if card is None or card not in state.players[card.owner].trash or card.moves != p.moves:
            return "the card left the trash and is a new card"
    else:
        stack = state.stack_by_uid(p.stack_uid)
        if stack is None:
            return "its card left the area and is a new card"
        holder = state.cards.get(p.holder_id)
        if holder is None or (holder not in stack.under if effect.inherited
                              else stack.top is not holder and holder not in stack.links):
            return "its card no longer has the effect"
        if not q.in_scope(state, effect, p.controller):
            return "its trigger condition no longer holds"
        if not q.delay_ready(state, stack, effect):
            return "<Delay> can't be activated the turn its card was placed"
    holder = state.cards.get(p.holder_id)
    if holder is not None and not q.uses_left(state, holder, effect):
        return "its [Per Turn] limit was reached"
    stack = state.stack_by_uid(p.stack_uid)
    if not q.holds(state, effect.condition, p.controller, stack):
        return "its processing condition is not met"
    if effect.clauses and all(c.condition for c in effect.clauses) and not any(
            q.holds(state, c.condition, p.controller, stack) for c in effect.clauses):
        return "none of its processing conditions is met"
    return None


def activate(state: GameState, p: Pending) -> Gen:
    reason = _why_invalid(state, p)
    if reason:
        emit(state, StepKind.TRIGGER, "cannot_activate", cards=[p.card_id],
             player=p.controller,
             rules=cite.CANT_ACTIVATE + cite.keyword(p.effect.keyword or ""),
             cause=p.effect.text, card=p.card_id,
             timing=p.effect.timing, reason=reason)
        return
    emit(state, StepKind.ACTIVATION, "activate", cards=[p.card_id], player=p.controller,
         rules=cite.TRIGGER + cite.timing(p.effect.timing) + cite.keyword(p.effect.keyword or ""),
         cause=p.effect.text, card=p.card_id, timing=p.effect.timing)
    holder = state.cards[p.holder_id]
    ctx = Ctx(state, p.effect, p.controller, p.card_id, holder, p.stack_uid, p.context)
    yield from run_effect(ctx)


def count_use(ctx: Ctx) -> None:
    if ctx.effect.per_turn is not None and not ctx.counted:
        key = q.use_key(ctx.holder, ctx.effect)
        ctx.state.per_turn_uses[key] = ctx.state.per_turn_uses.get(key, 0) + 1
        ctx.counted = True


def run_effect(ctx: Ctx) -> Gen:
    """Process an effect's clauses in order. Returns True if it ran to the end (used by
    immediate-type replacements)."""
    state, clauses = ctx.state, ctx.effect.clauses
    if before := BEFORE_EFFECT.get(ctx.effect.keyword or ""):
        before(ctx)
    if not clauses or clauses[0].form == "do":
        count_use(ctx)
    for clause in clauses:
        cause = ctx.effect.text
        if clause.condition and not q.holds(state, clause.condition, ctx.controller, ctx.stack):
            emit(state, StepKind.ACTIVATION, "condition_false", cards=[ctx.card_id],
                 player=ctx.controller, rules=cite.EFFECT_BASICS, cause=cause,
                 card=ctx.card_id, clause=_clause_text(clause))
            if ctx.effect.prevent:
                return False
            continue
        if clause.form == "by":
            if not all(can_do(ctx, a) for a in clause.cost):
                refs = tuple(k for a in clause.cost for k in cite.refers(a.filter or a.target))
                emit(state, StepKind.ACTIVATION, "cost_unpayable", player=ctx.controller,
                     cards=[ctx.card_id], rules=cite.BY_COST + refs, cause=cause)
                return False
            pay = yield from yes_no(state, ctx.controller, "pay_cost",
                                    f"{ctx.label}: pay the cost? \"{ctx.effect.text}\"",
                                    cite.BY_COST)
            if not pay:
                emit(state, StepKind.ACTIVATION, "cost_declined", player=ctx.controller,
                     cards=[ctx.card_id], rules=cite.BY_COST, cause=cause)
                return False
            count_use(ctx)
            for action in clause.cost:
                before = cost_paid.measure(ctx, action, _matching(ctx, action.target))
                prior, ctx.chosen, ctx.paying = ctx.chosen, None, True
                yield from do_action(ctx, action)
                ctx.paying = False
                missing = cost_paid.shortfall(ctx, action, before)
                if ctx.chosen is None:  # a cost that chose nothing: "it" keeps its referent
                    ctx.chosen = prior
                if missing:  # not paid in full: it was not paid (manual-en/by-doing)
                    emit(state, StepKind.ACTIVATION, "cost_not_paid", player=ctx.controller,
                         cards=[ctx.card_id], rules=cite.BY_COST, cause=cause,
                         card=ctx.card_id, reason=missing)
                    return False
        elif clause.form == "may":
            if ctx.effect.prevent and not all(can_do(ctx, a) for a in clause.actions):
                return False
            go = yield from yes_no(state, ctx.controller, "optional",
                                   f"{ctx.label}: \"{_clause_text(clause)}\" Do it?",
                                   cite.EFFECT_BASICS)
            if not go:
                emit(state, StepKind.ACTIVATION, "optional_declined", player=ctx.controller,
                     cards=[ctx.card_id], rules=cite.EFFECT_BASICS, cause=cause,
                     clause=_clause_text(clause))
                if ctx.effect.prevent:
                    return False
                continue
            count_use(ctx)
        elif ctx.effect.prevent and not all(can_do(ctx, a) for a in clause.actions):
            return False
        for action in clause.actions:
            yield from do_action(ctx, action)
    return True


def _clause_text(clause: Clause) -> str:
    return clause.text or ", ".join(a.verb for a in clause.actions)


# ---------------------------------------------------------------- actions


def can_do(ctx: Ctx, action: Action) -> bool:
    """Whether an action can be performed in full (for "by" costs and replacements)."""
    state = ctx.state
    if action.verb == "trash-hand":
        return len(_described(state.players[ctx.controller].hand, action.filter)) >= \
            action.amount
    if action.verb == "trash-to-hand":
        return len(_described(state.players[ctx.controller].trash, action.filter)) >= \
            action.amount
    if action.verb == "trash-under":
        stacks = candidates(ctx, action.target)
        return any(len(s.under) >= action.amount for s in stacks)
    if action.verb == "suspend":
        return any(not s.suspended for s in candidates(ctx, action.target))
    if action.verb == "trash-top":
        return any(s.under for s in candidates(ctx, action.target))
    if action.verb == "delay-trash":
        return ctx.stack is not None
    if action.verb in CAN_DO:
        return CAN_DO[action.verb](ctx, action)
    if action.verb == "trash-security":
        return len(state.players[ctx.controller].security) >= action.amount
    if action.verb == "trash-any-under":
        return any(len(s.under) >= action.amount for s in candidates(ctx, action.target))
    if action.verb in ("delete", "return-hand", "return-deck-bottom", "unsuspend"):
        return bool(candidates(ctx, action.target))
    if action.verb == "memory" and action.amount < 0 and action.who == "you":
        return q.can_pay(state, ctx.controller, -action.amount)
    return True


def _matching(ctx: Ctx, target: Target | None) -> list[Stack]:
    """Every Digimon or Tamer ``target`` describes, shielded ones included: a card that isn't
    affected by effects can still be chosen (manual-en/isnt-affected-by-effects)."""
    if target is None:
        return []
    state = ctx.state
    source = ctx.stack
    if target.mode == "this":
        return [source] if source is not None else []
    if target.mode == "it":
        return [s for uid in ctx.chosen or () if (s := state.stack_by_uid(uid)) is not None
                and state.area_of(s) == "battle"]
    found = [s for s in state.stacks()
             if q.target_matches(state, target, s, ctx.controller, source)]
    if target.lowest_level and found:
        low = min(s.top.defn.level or 0 for s in found)
        found = [s for s in found if (s.top.defn.level or 0) == low]
    return found


def candidates(ctx: Ctx, target: Target | None) -> list[Stack]:
    """The stacks the action can actually affect: not those the effect doesn't affect."""
    return [s for s in _matching(ctx, target)
            if q.shielded(ctx.state, s, ctx.controller, ctx.kind) is None]


def unaffected(state: GameState, stack: Stack, controller: str, kind: str, cause: str, *,
               lasting: bool = False) -> bool:
    """Is ``stack`` not affected by this effect of ``controller``'s card of ``kind`` (the step
    says so)? A lasting change is still put on it and applies once it can be affected again
    (manual-en/isnt-affected-by-effects)."""
    if kind == "digimon-security" and controller != stack.owner and any(
            sh.scope == "digimon" for sh in q.shields(state, stack)):
        stop_unmodelled(state, f"{stack.id} isn't affected by the effects of {controller}'s "
                        "Digimon, and this is a Digimon card's [Security] effect: whether it "
                        "counts as a Digimon's effect is not settled by the corpus",
                        rules=cite.UNAFFECTED, player=controller, cards=[stack.id],
                        cause=cause)
    shield = q.shielded(state, stack, controller, kind)
    if shield is None:
        return False
    emit(state, StepKind.ACTIVATION, "unaffected", player=controller, cards=[stack.id],
         rules=cite.PROGRESS if shield.progress else cite.UNAFFECTED, cause=cause,
         card=stack.id, why=_shield_text(stack, shield, controller),
         later="; the change stays with it and applies once it can be affected again"
         if lasting else "")
    return True


def _shield_text(stack: Stack, shield: q.Shield, controller: str) -> str:
    if shield.progress:
        return f"<Progress>: {stack.id} is attacking"
    return (f"{shield.source}'s effect: {stack.id} isn't affected by "
            f"{unaffected_text(shield.scope, controller)}")


def unaffected_text(scope: str, opponent: str) -> str:
    """What a shield of ``scope`` keeps out, ``opponent`` being the shielded card's
    opponent."""
    return f"{opponent}'s effects" if scope == "effects" else \
        f"the effects of {opponent}'s Digimon"


def _affected(ctx: Ctx, stacks: list[Stack], *, lasting: bool = False) -> list[Stack]:
    """The chosen or listed stacks the effect affects."""
    return [s for s in stacks if not unaffected(ctx.state, s, ctx.controller, ctx.kind,
                                                ctx.effect.text, lasting=lasting)]


def choose(ctx: Ctx, target: Target | None, what: str) -> Gen:
    """The stacks an action names: chosen by the controller for "1 of ..." targets, shielded
    Digimon included (``_affected`` then leaves out those the effect doesn't affect)."""
    found = _matching(ctx, target)
    if target is None or target.mode in ("this", "it"):
        return found
    if target.mode == "all":
        ctx.chosen = [s.uid for s in found]
        return found
    if not found:
        emit(ctx.state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.TARGETS + cite.EFFECT_BASICS, cause=ctx.effect.text,
             clause=what)
        ctx.chosen = []
        return []
    chosen: list[Stack] = []
    for _ in range(target.count):
        left = [s for s in found if s not in chosen]
        if not left:
            break
        must = target.mode == "one" or (ctx.paying and not chosen)  # cost_paid.AT_LEAST_ONE
        if len(left) == 1 and must:
            chosen.append(left[0])
            continue
        options = [Option(s.id, f"{s.top.name} ({s.id})") for s in left]
        if not must:
            options.append(Option("none", "No more"))
        answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                                f"{ctx.label}: choose a target to {what}", options,
                                rules=cite.TARGETS + cite.refers(target))
        if answer == "none":
            break
        chosen.append(next(s for s in left if s.id == answer))
    ctx.chosen = [s.uid for s in chosen]
    return chosen


def _until(state: GameState, controller: str, duration: str | None) -> int:
    """The turn number with whose end a lasting effect ends."""
    if duration == fx.UNTIL_OPP_TURN_END and state.turn_player == controller:
        return state.turn + 1
    return state.turn


def _duration_text(duration: str | None, controller: str) -> str:
    """Names the player whose turn ends it: "the opponent's turn" was read as the affected
    card's opponent."""
    return {fx.FOR_TURN: " for the turn",
            fx.UNTIL_OPP_TURN_END: f" until the end of {other(controller)}'s turn"}.get(
                duration or "", "")


def do_action(ctx: Ctx, action: Action) -> Gen:
    state, verb = ctx.state, action.verb
    cause, me = ctx.effect.text, ctx.controller
    if verb == "draw":
        draw(state, me, action.amount)
    elif verb == "recovery":
        for _ in range(action.amount):
            card = _deck_to_security(state, me, "top", face_up=False)
            if card is None:
                break
            emit(state, StepKind.ZONE_MOVE, "recovery", player=me, cards=[card.id],
                 rules=cite.KW["recovery"], cause=cause, card=card.id)
    elif verb == "deck-to-security":
        card = _deck_to_security(state, me, action.end, face_up=action.face_up)
        if card is not None:
            _placed_step(state, card, me, me, action, cause, ", the top card of the deck,")
    elif verb == "memory":
        who = me if action.who == "you" else other(me)
        change_memory(state, who, action.amount, cite.EFFECT_BASICS, cause)
    elif verb == "set-memory":
        state.set_mem(me, action.amount)
        emit(state, StepKind.MEMORY, "memory_set", player=me, rules=cite.MEMORY_CHANGE, cause=cause,
             after=state.mem(me))
    elif verb == "delete":
        stacks = yield from choose(ctx, action.target, "delete")
        yield from delete(state, _affected(ctx, stacks), "effect", by=me, text=cause)
    elif verb in ("dp", "gain-keyword", "restrict", "unaffected"):
        yield from _modify(ctx, action)
    elif verb in ("suspend", "unsuspend"):
        stacks = yield from choose(ctx, action.target, verb)
        for s in _affected(ctx, stacks):
            if s.suspended != (verb == "suspend"):
                s.suspended = verb == "suspend"
                emit(state, StepKind.ACTION, verb, cards=[s.id], rules=cite.DISPLAY_FORMAT,
                     cause=cause, card=s.id, player=me)
    elif verb in ("return-hand", "return-deck-bottom"):
        stacks = yield from choose(ctx, action.target, "return")
        yield from _return_stacks(state, _affected(ctx, stacks), verb, by=me, text=cause)
    elif verb == "place-security":
        if action.target is not None and action.target.mode == "this" and ctx.stack is None:
            stop_unmodelled(state, f"\"{cause}\" places this card from where it is (a "
                            "[Security] or [On Deletion] effect: not a Digimon in the battle "
                            "area), which the engine does not model", rules=cite.PRIVATE_AREAS,
                            player=me, cards=[ctx.card_id], cause=cause)
        stacks = yield from choose(ctx, action.target, f"place as the {action.end} security card")
        yield from _leave_by_effect(
            state, _affected(ctx, stacks), by=me,
            leave=lambda s: _place_in_security(state, s, action, cause, me))
    elif verb == "trash-under":
        stacks = yield from choose(ctx, action.target, "trash digivolution cards of")
        for s in _affected(ctx, stacks):
            for card in s.under[: action.amount]:
                s.cards.remove(card)
                to_trash(state, card)
                emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, s.id],
                     rules=cite.DIGIVOLUTION_CARDS, cause=cause, card=card.id, target=s.id)
                overflow.left_field(state, [card], "trash")
    elif verb == "trash-top":
        for s in candidates(ctx, action.target):
            _trash_top(state, s, cause, cite.KW["armor-purge"])
    elif verb == "trash-security":
        _trash_security(state, me, action.amount, cause)
    elif verb == "raid":
        yield from _raid(ctx)
    elif verb == "switch-target":
        yield from _switch_target(ctx, action.target)
    elif verb == "save":
        yield from _save(ctx)
    elif verb == "place-self":
        _place_self(ctx)
    elif verb == "delay-trash":
        _delay_trash(ctx)
    elif verb == "alliance":
        yield from _alliance(ctx)
    elif verb in VERBS:
        yield from VERBS[verb](ctx, action)
    elif verb == "material-save":
        yield from _material_save(ctx, action.amount)
    elif verb == "partition":
        yield from _partition(ctx, action.filter.names if action.filter else ())
    elif verb == "decode":
        yield from _decode(ctx, action.filter)
    elif verb == "trash-any-under":
        for s in candidates(ctx, action.target):
            yield from _trash_any_under(ctx, s, action.amount)
    elif verb == "de-digivolve":
        stacks = yield from choose(ctx, action.target, "de-digivolve")
        for s in _affected(ctx, stacks):
            yield from _de_digivolve(ctx, s, action.amount)
    elif verb == "retaliation":
        yield from _retaliation(ctx)
    elif verb == "trash-hand":
        yield from _trash_hand(ctx, action.amount, action.filter)
    elif verb == "trash-to-hand":
        yield from _trash_to_hand(ctx, action.amount, action.filter)
    elif verb == "play-free":
        yield from _play_free(ctx, action)
    elif verb == "play-self":
        yield from _play_self(ctx)
    elif verb == "end-attack":
        if state.attack is not None and not state.attack.ended:
            state.attack.ended = True
            emit(state, StepKind.ACTION, "end_attack", player=me, cards=[ctx.card_id],
                 rules=cite.ENDED_ATTACK, cause=cause)
    elif verb == "activate-main":
        main = [e for e in ctx.holder.defn.effects
                if e.timing == fx.MAIN and e.keyword != "delay"]
        for effect in main:
            sub = Ctx(state, effect, me, ctx.card_id, ctx.holder, ctx.stack_uid, ctx.event)
            yield from run_effect(sub)
    else:  # pragma: no cover - the parser only builds the verbs above
        raise AssertionError(verb)


def _trash_top(state: GameState, stack: Stack, cause: str, rules: tuple[str, ...]) -> None:
    """Trash the top card of a stack that has digivolution cards; the Digimon stays (the same
    field object, its lasting effects kept) with the next card on top."""
    if not stack.under:
        return
    top = stack.cards.pop(0)
    to_trash(state, top)
    emit(state, StepKind.ZONE_MOVE, "trash_top", cards=[top.id, stack.id], player=stack.owner,
         rules=rules, cause=cause, card=top.id, target=stack.id)
    overflow.left_field(state, [top], "trash")


def _trash_security(state: GameState, player: str, n: int, cause: str) -> None:
    pl = state.players[player]
    for _ in range(n):
        if not pl.security:
            return
        card = move(pl.security.pop(0))
        to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_security", cards=[card.id], player=player,
             rules=cite.KW["barrier"], cause=cause, card=card.id)


def _alliance(ctx: Ctx) -> Gen:
    """<Alliance>: by suspending 1 of your other Digimon, this Digimon gains <Security A. +1>
    and the suspended Digimon's DP for the attack (the "by" cost is optional)."""
    state, me, att, attacker = ctx.state, ctx.controller, ctx.state.attack, ctx.stack
    if att is None or attacker is None or att.attacker_uid != attacker.uid:
        return
    partners = [s for s in state.players[me].battle
                if q.is_digimon(s) and not s.suspended and s.uid != attacker.uid]
    if not partners:
        emit(state, StepKind.ACTIVATION, "cost_unpayable", player=me, cards=[ctx.card_id],
             rules=cite.BY_COST + cite.KW["alliance"], cause=ctx.effect.text)
        return
    pay = yield from yes_no(state, me, "pay_cost", f"{ctx.label}: suspend 1 of your other "
                            "Digimon for <Alliance>?", cite.BY_COST + cite.KW["alliance"])
    if not pay:
        emit(state, StepKind.ACTIVATION, "cost_declined", player=me, cards=[ctx.card_id],
             rules=cite.BY_COST, cause=ctx.effect.text)
        return
    partner = partners[0]
    if len(partners) > 1:
        options = [Option(s.id, f"{s.top.name} ({s.id})") for s in partners]
        answer = yield from ask(state, me, "choose_target", f"{ctx.label}: choose the Digimon "
                                "to suspend", options, rules=cite.KW["alliance"])
        partner = next(s for s in partners if s.id == answer)
    partner.suspended = True
    emit(state, StepKind.ACTION, "suspend", cards=[partner.id], rules=cite.KW["alliance"],
         cause=ctx.effect.text, card=partner.id, player=me)
    gain = q.dp(state, partner) or 0
    mod = Modifier(controller=me, source=ctx.card_id, stack_uid=attacker.uid,
                   card_id=attacker.id, dp=gain, keywords=("security-attack+1",),
                   until=state.turn)
    state.modifiers.append(mod)
    att.for_attack.append(mod)
    emit(state, StepKind.ACTION, "alliance", player=me, cards=[attacker.id, partner.id],
         rules=cite.KW["alliance"] + cite.KW["security-attack"], cause=ctx.effect.text,
         card=attacker.id, target=partner.id, amount=gain)


def _offer(ctx: Ctx, possible: bool, clause: str, question: str, rules: tuple[str, ...],
           declined: str | None = None) -> Gen:
    """A keyword's "you may": a ``no_target`` step when there is nothing it could do (then
    False), else ask the controller, with an ``optional_declined`` step on "no"."""
    state, me = ctx.state, ctx.controller
    if not possible:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause=clause)
        return False
    go = yield from yes_no(state, me, "optional", f"{ctx.label}: {question}", rules)
    if not go:
        emit(state, StepKind.ACTIVATION, "optional_declined", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause=declined or ctx.effect.text)
    return go


def _material_save(ctx: Ctx, n: int) -> Gen:
    """<Material Save X>: before the deletion, you may place X of this Digimon's digivolution
    cards named in its DigiXros requirements under 1 of your Tamers."""
    state, me, stack = ctx.state, ctx.controller, ctx.stack
    rules = cite.KW["material-save"]
    names = stack.top.defn.rules.xros if stack is not None else ()
    cards = [c for c in stack.under if c.name in names] if stack is not None else []
    tamers = [s for s in state.players[me].battle if s.top.defn.kind == "tamer"]
    go = yield from _offer(ctx, bool(cards and tamers), "place DigiXros cards under a Tamer",
                           f"place up to {n} DigiXros card(s) under 1 of your Tamers?", rules)
    if not go:
        return
    tamer = yield from _pick(ctx, tamers, "choose a Tamer", rules)
    for left in range(min(n, len(cards)), 0, -1):
        card = cards[0]
        if len(cards) > left:
            card = yield from _pick(ctx, cards, "choose a card to place under the Tamer", rules)
        cards.remove(card)
        stack.cards.remove(card)
        tamer.cards.append(move(card))
        emit(state, StepKind.ZONE_MOVE, "material_save", player=me, cards=[card.id, tamer.id],
             rules=rules, cause=ctx.effect.text, card=card.id, target=tamer.id)


def _partition(ctx: Ctx, names: tuple[str, ...]) -> Gen:
    """<Partition (A & B)>: before this Digimon leaves the battle area, you may play 1 each of
    the named cards from its digivolution cards without paying the costs (all of them or
    none); it still leaves."""
    stack = ctx.stack
    rules = cite.KW["partition"]
    go = yield from _offer(ctx, stack is not None and _has_each(stack, names),
                           "play the specified cards",
                           f"play 1 each of {', '.join(names)} from its digivolution cards?",
                           rules)
    if not go:
        return
    for name in names:
        card = yield from _pick(ctx, [c for c in stack.under if c.name == name],
                                "choose a digivolution card to play", rules)
        _play_from_under(ctx, stack, card, rules)


def _has_each(stack: Stack, names: tuple[str, ...]) -> bool:
    """<Partition>: "this Digimon with each of the specified digivolution cards"."""
    return bool(names) and all(any(c.name == n for c in stack.under) for n in names)


def _decode(ctx: Ctx, flt: CardFilter | None) -> Gen:
    """<Decode (XX)>: before this Digimon leaves the battle area, you may play 1 XX Digimon
    card from its digivolution cards without paying the cost; it still leaves."""
    stack = ctx.stack
    rules = cite.KW["decode"]
    fitting = [c for c in stack.under if _fits(c, flt)] if stack and flt else []
    go = yield from _offer(ctx, bool(fitting), "play a digivolution card",
                           "play 1 of its digivolution cards without paying the cost?", rules)
    if not go:
        return
    card = yield from _pick(ctx, fitting, "choose a digivolution card to play", rules)
    _play_from_under(ctx, stack, card, rules)


def _play_from_under(ctx: Ctx, stack: Stack, card: Card, rules: tuple[str, ...]) -> None:
    """Play a digivolution card of ``stack`` as a new Digimon by an effect (no cost; it can't
    attack this turn without <Rush>); it is no longer under ``stack``."""
    state, me = ctx.state, ctx.controller
    stack.cards.remove(card)
    new = place_on_field(state, card, me, by_effect=True)
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id, stack.id],
         rules=rules + cite.PLAY_BY_EFFECT, cause=ctx.effect.text, card=card.id,
         how=f" from under {stack.id} without paying the cost (by an effect)")
    on_play(state, new)


def _save(ctx: Ctx) -> Gen:
    """<Save>: you may place this card (in the trash) under 1 of your Tamers."""
    state, me, card = ctx.state, ctx.controller, ctx.holder
    tamers = [s for s in state.players[me].battle if s.top.defn.kind == "tamer"]
    go = yield from _offer(ctx, card in state.players[me].trash and bool(tamers),
                           "place under a Tamer", f"place {card.name} under 1 of your Tamers?",
                           cite.KW["save"], declined="<Save>")
    if not go:
        return
    tamer = yield from _pick(ctx, tamers, "choose a Tamer", cite.KW["save"])
    state.players[me].trash.remove(card)
    tamer.cards.append(move(card))
    emit(state, StepKind.ZONE_MOVE, "save", player=me, cards=[card.id, tamer.id],
         rules=cite.KW["save"], cause=ctx.effect.text, card=card.id, target=tamer.id)


def _place_self(ctx: Ctx) -> None:
    """"Place this card in your battle area": the Option being used (or a checked security
    card) stays in the battle area, placed by an effect, so rule check C leaves it there."""
    state, me, card = ctx.state, ctx.controller, ctx.holder
    pl = state.players[me]
    if card not in pl.processing or card.defn.kind != "option":
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=cite.EFFECT_BASICS, cause=ctx.effect.text,
             clause="place this card in the battle area")
        return
    pl.processing.remove(card)
    place_on_field(state, card, me, by_effect=True)
    emit(state, StepKind.ZONE_MOVE, "place_in_battle_area", player=me, cards=[card.id],
         rules=cite.EFFECT_BASICS + cite.RULE_CHECK["C"], cause=ctx.effect.text, card=card.id)


def _delay_trash(ctx: Ctx) -> None:
    """<Delay>'s cost: trash this Option from the battle area (no memory cost, no color
    requirement: glossary-en/kw-delay)."""
    state, stack = ctx.state, ctx.stack
    trash_stack(state, stack)
    emit(state, StepKind.ZONE_MOVE, "delay_trash", player=ctx.controller, cards=[stack.id],
         rules=cite.KW["delay"], cause=ctx.effect.text, card=stack.id)


def _trash_any_under(ctx: Ctx, stack: Stack, n: int) -> Gen:
    """Trash any N of a Digimon's digivolution cards, chosen one at a time (<Fragment>)."""
    state = ctx.state
    kw = "fragment" if ctx.effect.keyword == "fragment" else \
        "digi-burst" if "<Digi-Burst" in ctx.effect.text else None
    why = cite.KW[kw] if kw else ()
    for left in range(n, 0, -1):
        if not stack.under:
            return
        card = stack.under[0]
        if len(stack.under) > left:  # a real choice: more cards than still to trash
            card = yield from _pick(ctx, stack.under, "choose a digivolution card to trash",
                                    cite.DIGIVOLUTION_CARDS + why)
        stack.cards.remove(card)
        to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, stack.id],
             rules=cite.DIGIVOLUTION_CARDS + why, cause=ctx.effect.text,
             card=card.id, target=stack.id)
        overflow.left_field(state, [card], "trash")


def _pick(ctx: Ctx, items: list[Stack] | list[Card], question: str,
          rules: tuple[str, ...]) -> Gen:
    """The controller picks one of ``items`` (stacks or cards; asked only when there are
    several)."""
    if len(items) == 1:
        return items[0]
    options = [Option(x.id, f"{x.name} ({x.id})") for x in items]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            f"{ctx.label}: {question}", options, rules=rules)
    return next(x for x in items if x.id == answer)


def _raid(ctx: Ctx) -> Gen:
    """<Raid>: the attack target becomes 1 of the opponent's unsuspended Digimon with the
    highest DP (the attacker's controller chooses among ties)."""
    state, att = ctx.state, ctx.state.attack
    if att is None or att.attacker_uid != ctx.stack_uid:
        return
    found = [s for s in state.stacks(other(ctx.controller))
             if q.is_digimon(s) and not s.suspended and state.area_of(s) == "battle"]
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=ctx.controller,
             cards=[ctx.card_id], rules=cite.KW["raid"], cause=ctx.effect.text,
             clause="change the attack target")
        return
    best = max(q.dp(state, s) or 0 for s in found)
    highest = [s for s in found if (q.dp(state, s) or 0) == best]
    target = yield from _pick(ctx, highest, "choose the new attack target", cite.KW["raid"])
    att.target_uid, att.target_id = target.uid, target.id
    emit(state, StepKind.ACTION, "attack_target_changed", player=ctx.controller,
         cards=[ctx.card_id, target.id], rules=cite.KW["raid"], cause=ctx.effect.text,
         card=target.id)


def _switch_target(ctx: Ctx, target: Target | None) -> Gen:
    """"Switch the target of attack to 1 of your [suspended] Digimon": the attack by the
    controller's opponent's Digimon gets a new target (manual-en/changing-an-attack-target).
    "The attack target can't be changed to a target that is already an attack target": the
    current target is not offered (nothing else: nothing happens). Neither an attacker nor a
    new target that isn't affected by effects stops it (the change is to the attack)."""
    state, att, me = ctx.state, ctx.state.attack, ctx.controller
    rules = cite.CHANGE_TARGET
    why = _no_switch(state, me)
    if why:
        emit(state, StepKind.ACTIVATION, "attack_target_unchanged", player=me,
             cards=[ctx.card_id], rules=rules, cause=ctx.effect.text, reason=why)
        return
    if att.confirming:
        stop_unmodelled(state, "the attack target would change after the attack's "
                        "confirmation began; the engine changes it only before (from the "
                        "declaration to the block timing)", rules=rules, player=me,
                        cards=[ctx.card_id], cause=ctx.effect.text)
    found = [s for s in _matching(ctx, target) if s.uid != att.target_uid]
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules + cite.TARGETS, cause=ctx.effect.text,
             clause="switch the target of attack to, other than the current target")
        return
    new = yield from _pick(ctx, found, "choose the new attack target", rules + cite.TARGETS)
    old = att.target_id or other(att.player)
    att.target_uid, att.target_id = new.uid, new.id
    emit(state, StepKind.ACTION, "attack_target_switched", player=me,
         cards=[ctx.card_id, att.attacker_id, new.id], rules=rules, cause=ctx.effect.text,
         card=new.id, attacker=att.attacker_id, old=old)


def _no_switch(state: GameState, me: str) -> str | None:
    """Why no attack target can be switched now (None: it can)."""
    att = state.attack
    if att is None:
        return "no attack is in progress"
    if att.ended:
        return "the attack was ended"
    if att.player == me:
        return "the attack is by your own Digimon, which can't attack your Digimon"
    return None


def _de_digivolve(ctx: Ctx, stack: Stack, n: int) -> Gen:
    """<De-Digivolve X>: trash 1 to X cards from the top, one at a time; never past a level 3
    card, never the last card. The effect's controller chooses how many: the English manual
    says "the/up to X", the Japanese one, which prevails, "上から1~X枚まで" (1 to X), so at
    least 1 when any can be trashed."""
    state, rules = ctx.state, cite.KW["de-digivolve"]
    most, stop = _de_digivolve_limit(stack, n)
    count = most
    if most > 1:
        options = [Option(str(k), _de_digivolve_option(stack, k)) for k in range(1, most + 1)]
        answer = yield from ask(state, ctx.controller, "choose_amount",
                                f"{ctx.label}: <De-Digivolve {n}> {stack.id}: how many cards "
                                "to trash from the top?", options, rules=rules,
                                default=str(most))
        count = int(answer)
    for _ in range(count):
        _trash_top(state, stack, ctx.effect.text, rules)
    if stop and count == most:
        emit(state, StepKind.ACTION, "de_digivolve_stop", cards=[stack.id],
             player=stack.owner, rules=rules, cause=ctx.effect.text, card=stack.id,
             reason=stop)


def _de_digivolve_limit(stack: Stack, n: int) -> tuple[int, str | None]:
    """The most cards <De-Digivolve n> can trash from ``stack``, and the stop rule that limits
    it below n (None when n can be trashed): no card is trashed from a Digimon with no
    digivolution cards or from a level 3 (or lower) top card."""
    cards = stack.cards
    for k in range(n):
        if k == len(cards) - 1:
            return k, "no digivolution cards"
        if (cards[k].defn.level or 0) <= 3:
            return k, "a level 3 card"
    return n, None


def _de_digivolve_option(stack: Stack, k: int) -> str:
    names = ", ".join(c.name for c in stack.cards[:k])
    return f"Trash {k} ({names}): {stack.cards[k].name} becomes the top card"


def _retaliation(ctx: Ctx) -> Gen:
    """<Retaliation>: delete the Digimon this one battled, by this Digimon's owner's effect,
    if it is still in the battle area as the same field object (manual-en/kw-retaliation)."""
    state, me = ctx.state, ctx.controller
    target = state.stack_by_uid(ctx.event["battled_uid"])
    rules = cite.KW["retaliation"]
    if target is None:
        emit(state, StepKind.ACTIVATION, "retaliation_fizzle", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, card=ctx.card_id,
             target=ctx.event["battled"], reason="is no longer in the battle area as the same "
             "Digimon (it left; back again, it would be a new Digimon)")
        return
    emit(state, StepKind.ACTIVATION, "retaliation", player=me, cards=[ctx.card_id, target.id],
         rules=rules, cause=ctx.effect.text, card=ctx.card_id, target=target.id)
    if not unaffected(state, target, me, ctx.kind, ctx.effect.text):
        yield from delete(state, [target], "effect", by=me, text=ctx.effect.text)


def _modify(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    until = _until(state, ctx.controller, action.duration)
    base = dict(controller=ctx.controller, source=ctx.card_id, dp=action.amount
                if action.verb == "dp" else 0, keywords=action.keywords,
                restriction=action.restriction, until=until,
                unaffected_by=action.unaffected_by, source_kind=ctx.kind)
    rules = {"dp": cite.DP_RULE, "unaffected": cite.UNAFFECTED}.get(action.verb,
                                                                    cite.EFFECT_BASICS)
    if action.target is not None and action.target.mode == "all":
        state.modifiers.append(Modifier(stack_uid=None, target=action.target, **base))
        stacks = yield from choose(ctx, action.target, "affect")
        rules = rules + cite.ALL_TARGETS
    else:
        stacks = yield from choose(ctx, action.target, "affect")
        rules = rules + cite.TARGETS
        for s in stacks:
            state.modifiers.append(Modifier(stack_uid=s.uid, card_id=s.id, **base))
    for s in _affected(ctx, stacks, lasting=True):
        data = dict(card=s.id, duration=_duration_text(action.duration, ctx.controller))
        if action.verb == "dp":
            emit(state, StepKind.ACTION, "dp_change", cards=[s.id], rules=rules,
                 cause=ctx.effect.text, amount=action.amount, **data)
        if action.keywords:
            emit(state, StepKind.ACTION, "gain_keyword", cards=[s.id],
                 rules=rules + tuple(k for kw in action.keywords for k in cite.keyword(kw)),
                 cause=ctx.effect.text, keywords=list(action.keywords), **data)
        if action.restriction:
            emit(state, StepKind.ACTION, "restrict", cards=[s.id], rules=rules,
                 cause=ctx.effect.text,
                 restriction=action.restriction.replace("-", " or ").replace(
                     "be or blocked", "be blocked"), **data)
        if action.unaffected_by:
            emit(state, StepKind.ACTION, "gain_unaffected", cards=[s.id], rules=rules,
                 cause=ctx.effect.text, player=ctx.controller,
                 what=unaffected_text(action.unaffected_by, other(ctx.controller)), **data)


def check_leaving_modelled(state: GameState, stacks: list[Stack], how: str) -> None:
    """Stop the run when a Digimon that leaves the battle area other than by a deletion, a
    return or a placing in security (as DigiXros material, to link) has a "would leave the
    battle area" effect (<Partition>, <Decode>): the engine offers those interrupts only for
    those, and going on without them would be a silent wrong ruling."""
    for stack in stacks:
        for effect, _holder in q.stack_effects(state, stack):
            if effect.type == fx.IMMEDIATE and effect.trigger is not None \
                    and effect.trigger.event == "would-leave":
                stop_unmodelled(state, f"{stack.id} leaves the battle area {how}, and its "
                                f"{effect.text} applies when it 'would leave the battle area'; "
                                "the engine offers that only for deletions, returns to the hand "
                                "or deck and placing in security",
                                rules=cite.keyword(effect.keyword or ""),
                                player=stack.owner, cards=[stack.id], cause=effect.text)


def _return_stacks(state: GameState, stacks: list[Stack], verb: str, *, by: str,
                   text: str) -> Gen:
    """Return Digimon to the hand or deck by an effect of ``by``, at the same time."""
    yield from _leave_by_effect(state, stacks, by=by,
                                leave=lambda s: _return(state, s, verb, text))


def _leave_by_effect(state: GameState, stacks: list[Stack], *, by: str,
                     leave: Callable[[Stack], None]) -> Gen:
    """Digimon leave the battle area by an effect of ``by`` (not a deletion), at the same
    time: immediate "would leave the battle area" effects (<Partition>, <Decode>) interrupt
    first; then ``leave`` moves each one still there."""
    found = [(s, e, h) for s in stacks for e, h in q.stack_effects(state, s)
             if _interrupt_applies(e, s, "effect", by, "leave")] \
        + _protectors(state, stacks, "effect", by)
    prevented: set[int] = set()
    yield from _interrupts(state, found, prevented, LEAVES)
    for stack in stacks:
        if stack.uid not in prevented and state.area_of(stack) == "battle":
            leave(stack)


def _into_security(state: GameState, card: Card, player: str, end: str, face_up: bool) -> None:
    """Put ``card`` (already moved) at the top or bottom of ``player``'s security stack, face
    down unless specified (manual-en/placing-cards-in-private-areas)."""
    card.face_up = face_up
    security = state.players[player].security
    if end == "top":
        security.insert(0, card)
    else:
        security.append(card)


def _deck_to_security(state: GameState, player: str, end: str, *,
                      face_up: bool) -> Card | None:
    """The top card of ``player``'s deck to their security stack (None: the deck is empty)."""
    deck = state.players[player].deck
    if not deck:
        return None
    card = move(deck.pop(0))
    _into_security(state, card, player, end, face_up)
    return card


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
    detach(state, stack)
    top = stack.top
    left = _trash_left_behind(state, stack)
    if top.defn.token:
        to_trash(state, top)
    else:
        _into_security(state, move(top), stack.owner, action.end, action.face_up)
        _placed_step(state, top, stack.owner, by, action, cause, " leaves the battle area and")
    _stack_trashed_step(state, stack, left, cause)
    overflow.left_field(state, [top], "security stack")
    overflow.left_field(state, stack.under, "trash")


def _trash_left_behind(state: GameState, stack: Stack) -> list[Card]:
    """Trash the digivolution and link cards of a stack leaving the field (not its top)."""
    left = stack.under + stack.links
    for card in left:
        to_trash(state, card)
    return left


def _stack_trashed_step(state: GameState, stack: Stack, left: list[Card], cause: str) -> None:
    if left:  # "any cards under it are trashed at the same time" (digivolution-cards)
        ids = [c.id for c in left]
        emit(state, StepKind.ZONE_MOVE, "stack_trashed", cards=ids,
             rules=cite.DIGIVOLUTION_CARDS, cause=cause, card=stack.top.id, trashed=ids)


def _return(state: GameState, stack: Stack, verb: str, cause: str) -> None:
    detach(state, stack)
    _return_cards(state, stack, verb, cause)
    if verb == "return-hand":  # the top card to the hand, the cards under it to the trash
        overflow.left_field(state, [stack.top], "hand")
        overflow.left_field(state, stack.under, "trash")
    else:
        overflow.left_field(state, stack.cards, "deck")


def _return_cards(state: GameState, stack: Stack, verb: str, cause: str) -> None:
    pl = state.players[stack.owner]
    top = stack.top
    if verb == "return-hand":
        left = _trash_left_behind(state, stack)
        if top.defn.token:
            to_trash(state, top)
            return
        pl.hand.append(move(top))
        emit(state, StepKind.ZONE_MOVE, "return_hand", cards=[top.id], rules=cite.EFFECT_BASICS,
             cause=cause, card=top.id, owner=stack.owner)
        _stack_trashed_step(state, stack, left, cause)
        return
    for card in stack.cards + stack.links:
        if card.defn.token:
            to_trash(state, card)
            continue
        pl.deck.append(move(card))
        emit(state, StepKind.ZONE_MOVE, "return_deck", cards=[card.id],
             rules=cite.EFFECT_BASICS, cause=cause, card=card.id, owner=stack.owner)


def _described(cards: list[Card], flt: CardFilter | None) -> list[Card]:
    """The cards of a zone that fit a description (any card without one)."""
    return list(cards) if flt is None else [c for c in cards if card_refs.fits(c.defn, flt)]


def _trash_hand(ctx: Ctx, n: int, flt: CardFilter | None) -> Gen:
    """Trash ``n`` cards (fitting ``flt``: "1 card with [Knightmon] in its text") from the
    hand; the player chooses unless exactly the cards needed fit."""
    state, me = ctx.state, ctx.controller
    hand = state.players[me].hand
    rules = cite.BY_COST + cite.refers(flt)
    for done in range(n):
        fitting = _described(hand, flt)
        if not fitting:
            return
        card = fitting[0]
        if len(fitting) > n - done:
            card = yield from _pick(ctx, fitting, "choose a card in your hand to trash", rules)
        hand.remove(card)
        to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_hand", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)


def _trash_to_hand(ctx: Ctx, n: int, flt: CardFilter | None) -> Gen:
    """"Return N <cards> from your trash to the hand": the player chooses each card."""
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    rules = cite.EFFECT_BASICS + cite.refers(flt)
    for _ in range(n):
        fitting = _described(pl.trash, flt)
        if not fitting:
            emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                 rules=rules, cause=ctx.effect.text, clause="return to the hand")
            return
        card = yield from _pick(ctx, fitting, "choose a card in your trash to return to the hand",
                                rules)
        pl.trash.remove(card)
        pl.hand.append(move(card))
        emit(state, StepKind.ZONE_MOVE, "trash_to_hand", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)


def _fits(card: Card, flt: CardFilter) -> bool:
    """A Digimon or Tamer card fitting ``flt`` (cards an effect plays)."""
    return card.defn.kind in ("digimon", "tamer") and card_refs.fits(card.defn, flt)


def _playable(ctx: Ctx, zone: list[Card], flt: CardFilter, picked: list[Card]) -> list[Card]:
    """The cards that can be played next. "With different colors": the picked cards and the
    next one must each keep one of their own colors, all different (manual-en/with-
    different-xx); a colorless card could form no such combination, and the manual does not
    say whether it may be played, so the run stops rather than rule."""
    fitting = [c for c in zone if _fits(c, flt)]
    if not flt.different_colors:
        return fitting
    if colorless := [c.id for c in fitting if not c.defn.colors]:
        stop_unmodelled(ctx.state, f"{', '.join(colorless)} has no color: whether a colorless "
                        "card can be one of the cards 'with different colors' is not "
                        "modelled", rules=cite.DIFFERENT, player=ctx.controller,
                        cause=ctx.effect.text, cards=colorless)
    chosen = [c.defn.colors for c in picked]
    return [c for c in fitting if card_refs.distinct_colors([*chosen, c.defn.colors])]


def _play_free(ctx: Ctx, action: Action) -> Gen:
    """Play cards fitting the description one at a time ("up to": the player may stop)."""
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    zone = pl.hand if action.source == "hand" else pl.trash
    flt = action.filter or CardFilter()
    rules = cite.PLAY_BY_EFFECT + cite.refers(flt)
    picked: list[Card] = []
    for _ in range(action.amount):
        fitting = _playable(ctx, zone, flt, picked)
        if not fitting:
            if not picked:  # after a card was played, the effect did something
                emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                     rules=rules, cause=ctx.effect.text, clause="play")
            return
        options = [Option(c.id, f"{c.name} ({c.id})") for c in fitting]
        if action.up_to:
            options.append(Option("none", "No more"))
        answer = fitting[0].id
        if len(options) > 1:
            answer = yield from ask(state, me, "choose_target", f"{ctx.label}: choose a card "
                                    "to play", options, rules=rules)
        if answer == "none":
            return
        card = next(c for c in fitting if c.id == answer)
        picked.append(card)
        zone.remove(card)
        stack = place_on_field(state, card, me, by_effect=True)
        emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id,
             how=" without paying the cost (by an effect)")
        on_play(state, stack)


def _play_self(ctx: Ctx) -> Gen:
    """"Play this card": a checked security card, or an [On Deletion] card in the trash."""
    state, me = ctx.state, ctx.controller
    card = state.cards.get(ctx.card_id)
    pl = state.players[me]
    zone = next((z for z in (pl.processing, pl.trash) if card in z), None)
    if zone is None or card.defn.kind not in ("digimon", "tamer"):
        return
    zone.remove(card)
    stack = place_on_field(state, card, me, by_effect=True)
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id],
         rules=cite.PLAY_BY_EFFECT, cause=ctx.effect.text, card=card.id,
         how=" without paying the cost (by its own effect)")
    on_play(state, stack)
    yield from ()


# ---------------------------------------------------------------- deletion


def _interrupt_ids(found: list[tuple[Stack, Effect, Card]]) -> list[str]:
    labels = [f"{s.id} {e.timing}" for s, e, _ in found]
    counts = Counter(labels)
    return [f"{label} {h.id}#{e.index}" if counts[label] > 1 else label
            for label, (_, e, h) in zip(labels, found, strict=True)]


DELETION = "the deletion"
LEAVES = "it leaves the battle area"


def _interrupt(state: GameState, stack: Stack, effect: Effect, holder: Card,
               prevented: set[int], before: str) -> Gen:
    """Activate one immediate-type effect while the Digimon is still in the battle area."""
    if effect.keyword == "decoy":
        yield from _decoy(state, stack, effect, holder, prevented)
        return
    if effect.keyword in PROTECT:
        yield from PROTECT[effect.keyword](state, stack, effect, holder, prevented)
        return
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[stack.id], player=stack.owner,
         rules=cite.IMMEDIATE + cite.keyword(effect.keyword or ""), cause=effect.text,
         card=stack.id, text=effect.text, before=before)
    ctx = Ctx(state, effect, stack.owner, stack.id, holder, stack.uid)
    done = yield from run_effect(ctx)
    if done and effect.prevent:
        prevented.add(stack.uid)
        emit(state, StepKind.INTERRUPT, "prevented", cards=[stack.id], player=stack.owner,
             rules=cite.IMMEDIATE, cause=effect.text, card=stack.id, why=effect.text)


def _protectors(state: GameState, stacks: list[Stack], cause: str,
                by: str | None) -> list[tuple[Stack, Effect, Card]]:
    return [found for source in PROTECTORS for found in source(state, stacks, cause, by)]


def _holder_stack(state: GameState, holder: Card) -> Stack | None:
    """The battle-area Digimon a card belongs to (top or digivolution card), if any."""
    return next((s for s in state.stacks() if holder in s.cards
                 and state.area_of(s) == "battle"), None)


def _decoys(state: GameState, stacks: list[Stack], cause: str,
            by: str | None) -> list[tuple[Stack, Effect, Card]]:
    """<Decoy (X)>: (protected Digimon, decoy effect, holder) for each of the owner's other X
    Digimon that the opponent's effect would delete; a Decoy being deleted can't activate."""
    if cause != "effect":
        return []
    out = []
    doomed = {s.uid for s in stacks}
    for decoy in state.stacks():
        if decoy.uid in doomed or state.area_of(decoy) != "battle":
            continue
        for effect, holder in q.stack_effects(state, decoy):
            if effect.keyword != "decoy" or effect.trigger is None:
                continue
            color = effect.trigger.side.removeprefix("other:")
            out += [(s, effect, holder) for s in stacks
                    if s.owner == decoy.owner and by is not None and by != s.owner
                    and color in s.top.defn.colors]
    return out


def _decoy(state: GameState, stack: Stack, effect: Effect, holder: Card,
           prevented: set[int]) -> Gen:
    """Delete the Decoy Digimon so that ``stack`` isn't deleted (manual-en/kw-decoy)."""
    decoy = _holder_stack(state, holder)
    if decoy is None:
        return
    rules = cite.IMMEDIATE + cite.KW["decoy"]
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[decoy.id, stack.id],
         player=decoy.owner, rules=rules, cause=effect.text, card=stack.id, text=effect.text,
         before=DELETION)
    pay = yield from yes_no(state, decoy.owner, "pay_cost", f"{decoy.id}: delete it so that "
                            f"{stack.id} isn't deleted? \"{effect.text}\"", rules)
    if not pay:
        emit(state, StepKind.ACTIVATION, "cost_declined", player=decoy.owner,
             cards=[decoy.id], rules=cite.BY_COST, cause=effect.text)
        return
    yield from delete(state, [decoy], "effect", by=decoy.owner, text=effect.text)
    if state.stack_by_uid(decoy.uid) is not None:  # its deletion was prevented: not paid
        emit(state, StepKind.ACTIVATION, "cost_not_paid", player=decoy.owner,
             cards=[decoy.id], rules=cite.BY_COST + rules, cause=effect.text, card=decoy.id,
             reason=f"{decoy.id} was to be deleted, and it was not")
        return
    prevented.add(stack.uid)
    emit(state, StepKind.INTERRUPT, "prevented", cards=[stack.id], player=stack.owner,
         rules=rules, cause=effect.text, card=stack.id, why=effect.text)


# The immediate-type trigger events each way of leaving meets: a deletion is also leaving the
# battle area; a return to the hand or deck, or a placing in security, is only leaving.
_WOULD = {"delete": ("would-delete", "would-leave"), "leave": ("would-leave",)}


def _interrupt_applies(effect: Effect, stack: Stack, cause: str, by: str | None,
                       leaving: str = "delete") -> bool:
    """Whether ``effect`` of ``stack`` triggers when ``stack`` would be deleted (``cause``:
    effect | battle | rule) or would leave the battle area otherwise by an effect
    (``leaving="leave"``: returned to the hand or deck, placed in security; ``by``: whose
    effect)."""
    trig = effect.trigger
    if effect.type != fx.IMMEDIATE or trig is None or trig.event not in _WOULD[leaving] \
            or effect.keyword == "decoy" or effect.keyword in PROTECT:
        return False
    if effect.keyword == "partition" and not _has_each(stack, _specified(effect)):
        return False
    return _cause_matches(trig.cause, stack, cause, by)


def _cause_matches(wanted: str | None, stack: Stack, cause: str, by: str | None) -> bool:
    own_effect = cause == "effect" and by == stack.owner
    if wanted == "battle":
        return cause == "battle"
    if wanted == "opponent-effect":
        return cause == "effect" and by is not None and by != stack.owner
    if wanted == "not-own-effect":
        return not own_effect
    if wanted == "not-battle":
        return cause != "battle"
    if wanted == "not-own-effect-or-battle":
        return cause != "battle" and not own_effect
    return True


def _specified(effect: Effect) -> tuple[str, ...]:
    """The card names a <Partition> specifies (its action's filter)."""
    action = effect.clauses[0].actions[0]
    return action.filter.names if action.filter else ()


def _interrupts(state: GameState, found: list[tuple[Stack, Effect, Card]],
                prevented: set[int], before: str) -> Gen:
    """Activate the immediate-type effects in ``found`` one at a time, turn player's first
    (asked when one player has several), each at most once; ``prevented`` collects the
    Digimon whose leaving was prevented. ``before``: what they interrupt (for the step)."""
    for player in (state.turn_player, state.non_turn_player):
        waiting = [f for f in found if f[0].owner == player]
        while True:
            waiting = [f for f in waiting if _activatable(state, *f)]
            if not waiting:
                break
            pick = waiting[0]
            if len(waiting) > 1:
                ids = _interrupt_ids(waiting)
                options = [Option(i, f"{i}: {e.text}") for i, (_, e, _) in zip(ids, waiting,
                                                                                strict=True)]
                answer = yield from ask(state, player, "interrupt", "Choose the immediate-type "
                                        "effect to activate next", options,
                                        rules=cite.IMMEDIATE)
                pick = waiting[ids.index(answer)]
            waiting.remove(pick)
            already = " (already prevented: it still activates)" \
                if pick[0].uid in prevented else ""
            yield from _interrupt(state, *pick, prevented, before + already)


def _activatable(state: GameState, stack: Stack, effect: Effect, holder: Card) -> bool:
    """Can an immediate-type effect that triggered on this cause still activate? Yes, even
    after another one prevented the deletion or the leaving (official Q&A Q6516: <Evade>
    first, then <Decode>; Q5906, Q5437): each activates once until the cause is resolved
    (manual-en/immediate-type-effects; CR 4.2 15-8-5-4). Not when its Digimon left the battle
    area, its turn scope or [Once Per Turn] stops it; nor, with a ``cannot_activate`` step,
    when the Digimon lost the effect meanwhile (its holder played out from under it: Q6250;
    CR 4.2 15-4-4-4). A "by" cost that can't be paid is reported when it activates
    (``cost_unpayable``)."""
    if state.area_of(stack) != "battle" or not q.in_scope(state, effect, stack.owner) \
            or not q.uses_left(state, holder, effect):
        return False
    if effect.keyword == "decoy" or effect.keyword in PROTECT:  # on another Digimon
        return _holder_stack(state, holder) is not None
    if any(e == effect and h is holder for e, h in q.stack_effects(state, stack)):
        return True
    emit(state, StepKind.TRIGGER, "cannot_activate", cards=[stack.id], player=stack.owner,
         rules=cite.CANT_ACTIVATE + cite.IMMEDIATE + cite.keyword(effect.keyword or ""),
         cause=effect.text, card=stack.id, timing=effect.timing,
         reason=f"{stack.id} no longer has this effect ({holder.id} is no longer part of it)")
    return False


def delete(state: GameState, stacks: list[Stack], cause: str, *, by: str | None = None,
           kind: StepKind = StepKind.ZONE_MOVE, rules: tuple[str, ...] = (),
           text: str | None = None, battled: dict[int, Stack] | None = None) -> Gen:
    """Delete Digimon at the same time. Immediate-type "would be deleted" and "would leave the
    battle area" effects interrupt first (turn player's first, one at a time); a prevented
    deletion does not happen and triggers nothing. ``cause``: effect | battle | rule;
    ``battled`` (a battle between Digimon): each battler's uid -> the Digimon it battled."""
    stacks = [s for s in stacks if state.area_of(s) == "battle"]
    prevented: set[int] = set()
    found = [(s, e, h) for s in stacks for e, h in q.stack_effects(state, s)
             if _interrupt_applies(e, s, cause, by)] + _decoys(state, stacks, cause, by) \
        + _protectors(state, stacks, cause, by)
    yield from _interrupts(state, found, prevented, DELETION)
    gone = [s for s in stacks if s.uid not in prevented and state.area_of(s) == "battle"]
    retaliation = _retaliating(state, gone, battled)
    state.event_id += 1
    for stack in gone:
        detach(state, stack)
    for stack in gone:
        top, under = stack.top, stack.under
        step = dict(cards=[top.id], player=stack.owner, card=top.id, cause=text, reason=cause,
                    rules=rules or (cite.BATTLE if cause == "battle" else cite.EFFECT_BASICS))
        if top.defn.token:  # deleted, then removed from the game (manual-en/token-rules)
            emit(state, kind, "delete", **step)
        for card in stack.cards + stack.links:
            to_trash(state, card)
        if not top.defn.token:
            emit(state, kind, "delete", **step)
        overflow.left_field(state, stack.cards, "trash")
        if top.id in state.cards:  # tokens left the game: nothing waits on them
            on_deleted(state, top, under, stack.owner)
            if stack.uid in retaliation:
                on_retaliation(state, top, stack.owner, *retaliation[stack.uid])
    return gone


# ---------------------------------------------------------------- rule checks


def _check_shields_settled(state: GameState) -> None:
    """Stop where a [Security] effect's lasting change meets a shield from the effects of the
    opponent's Digimon (it may have been made before the shield came): see unaffected()."""
    if not any(m.source_kind == "digimon-security" for m in state.modifiers):
        return
    for stack in state.stacks():
        if source := q.unsettled_shield(state, stack):
            stop_unmodelled(state, f"{stack.id} isn't affected by the effects of its "
                            f"opponent's Digimon, and a lasting change from {source}'s "
                            "[Security] effect (a Digimon card's) reaches it: whether that "
                            "counts as a Digimon's effect is not settled by the corpus",
                            rules=cite.UNAFFECTED, player=stack.owner, cards=[stack.id])


def rule_checks(state: GameState) -> Gen:
    """Manual "Rule Checks" A-D, all targets at the same time. Returns whether anything was
    processed: then another rule check follows, so a Digimon whose 0-DP deletion was
    prevented and still has 0 DP is deleted by it (manual-en/rule-check-timing; CR 4.2
    17-1-2-1; official Q&A Q6515, Q6399, Q2818)."""
    for check in RULE_CHECKS:  # link.py: link cards whose requirements fail
        check(state)
    _check_shields_settled(state)
    statics = q.active_statics(state)
    zero, no_dp, options, breeding = [], [], [], []
    for stack in state.stacks():
        kind = stack.top.defn.kind
        if kind in ("digimon", "digi-egg"):
            value = q.dp(state, stack, statics)
            if value is None:
                no_dp.append(stack)
            elif value == 0:
                zero.append(stack)
        elif kind == "option" and not stack.by_effect:
            options.append(stack)
    for p in (state.turn_player, state.non_turn_player):
        b = state.players[p].breeding
        if b and b.top.defn.kind in ("tamer", "option") and not b.by_effect:
            breeding.append(b)
    if not (zero or no_dp or options or breeding):
        return False
    for stack in zero:
        emit(state, StepKind.RULE_CHECK, "rule_delete", cards=[stack.id], player=stack.owner,
             rules=cite.RULE_CHECK_A + cite.RULE_CHECK_TIMING, card=stack.id)
    for check, group, reason in (("B", no_dp, "a Digimon without DP in the battle area"),
                                 ("C", options, "an Option card in the battle area"),
                                 ("D", breeding, "a Tamer or Option in the breeding area")):
        for stack in group:
            emit(state, StepKind.RULE_CHECK, "rule_trash", cards=[stack.id],
                 player=stack.owner, rules=cite.RULE_CHECK[check] + cite.RULE_CHECK_TIMING,
                 card=stack.id, check=check,
                 reason=reason)
            trash_stack(state, stack)
    yield from delete(state, zero, "rule", kind=StepKind.RULE_CHECK, rules=cite.RULE_CHECK_A)
    return True
