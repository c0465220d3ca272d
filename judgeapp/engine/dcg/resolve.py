"""Effects: triggering, pending batches, check points, rule checks, and the helpers verbs use.

What each action does is its verb's module (``verbs/``, the registry): ``do_action`` and
``can_do`` look it up; the zone operations, target choice and deletion its modules share are
here.

Generators (``Gen``) may pause for a player's decision; they are driven by ``yield from``.
The timing loop is iterative: derived triggers push a new batch on ``state.pending`` and the
check point loop continues, so long cascades never deepen the Python stack.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from typing import Any

from judgeapp.engine.dcg import card_refs, cost_paid, gains_all, overflow, succession
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Condition, Effect, Target
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled, yes_no
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.state import GameState, Pending, Stack
from judgeapp.engine.dcg.verbs import VERBS
from judgeapp.engine.steps import Cause, CauseKind, Decision, Option, StepKind

Gen = Generator[Decision, Any, Any]

# Modules that build on this one register what they add instead of being imported by it (no
# import cycle): the verbs effects perform (verbs/, the registry), checks made before an effect
# of a keyword starts processing, and rule checks of keyword rules (link.py).
# Immediate-type effects on another Digimon than the one leaving (guard.py): who may protect
# the leaving Digimon, and what activating the effect does.
PROTECTORS: list[Callable[[GameState, list[Stack], str, str | None],
                          list[tuple[Stack, Effect, Card]]]] = []
PROTECT: dict[str, Callable[[GameState, Stack, Effect, Card, set[int]], Gen]] = {}
# ... by keyword; for card text, by a test of the effect (would_own.py: "When any of your
# Digimon would leave the battle area, ..."); and which such effect a Digimon leaving in a way
# the engine offers no interrupt for would meet (check_leaving_modelled)
PROTECTING: list[tuple[Callable[[Effect], bool],
                       Callable[[GameState, Stack, Effect, Card, set[int]], Gen]]] = []
LEAVING_WATCHERS: list[Callable[[GameState, Stack], Effect | None]] = []
BEFORE_EFFECT: dict[str, Callable[[Ctx], None]] = {}
RULE_CHECKS: list[Callable[[GameState], None]] = []
# Called with each field object just played, once its [On Play] effects triggered (event
# triggers such as "When you play a Tamer" register here: card_events.py).
PLAYED: list[Callable[[GameState, Stack], None]] = []
# Called with each Digimon that just digivolved, once its [When Digivolving] effects triggered.
DIGIVOLVED: list[Callable[[GameState, Stack], None]] = []
# Called after each action an effect performs, with each player's hand size before it.
AFTER_ACTION: list[Callable[[Ctx, Action, dict[str, int]], None]] = []
# Called before each action an effect performs; returns the action as performed (counting.py:
# a bound raised "for each X").
BEFORE_ACTION: list[Callable[[Ctx, Action], Action]] = []


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
    # the owners of the Digimon this effect's "delete" deleted ("if this effect didn't delete")
    deleted: list[str] = field(default_factory=list)
    # (verb, owner) of each card this effect's actions acted on ("if this effect suspended your
    # Digimon", "for each card trashed by this effect": text_effect_did.py)
    did: list[tuple[str, str]] = field(default_factory=list)
    # its "by" cost must be performed: needed to pay an alternate cost (CR 4.2 1-3-11-3)
    required: bool = False
    added: int = 0  # cards this effect's "add ... among them" added ("if you added")
    # "for each X" counts, read once for the effect (CR 4.2 4-27-4: "A and B" for each X both
    # use the X present when it began): counting.py
    counts: dict[Any, int] = field(default_factory=dict)
    played: list[int] = field(default_factory=list)  # uids of the Digimon "play ..." played
    opponent_did: bool = False  # the opponent did what "Your opponent may ..." offered

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
    """A card that changes zone becomes a new card (a face-down digivolution card that leaves
    its stack is face down no more)."""
    card.moves += 1
    card.face_down = False
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
    trig = pending.effect.trigger
    emit(state, StepKind.TRIGGER, "trigger", cards=[pending.card_id],
         player=pending.controller, rules=cite.TRIGGER + cite.timing(pending.effect.timing)
         + cite.keyword(pending.effect.keyword or "")
         + (cite.EVENT_TRIGGER.get(trig.event, ()) if trig else ()),
         cause=pending.effect.text,
         card=pending.card_id, timing=pending.effect.timing, text=pending.effect.text)


def _trigger_on_stack(state: GameState, stack: Stack, timings: tuple[str, ...],
                      context: dict[str, Any] | None = None) -> None:
    for effect, holder in q.stack_effects(state, stack):
        if effect.timing in timings and effect.type == fx.TRIGGER and effect.trigger is None \
                and q.in_scope(state, effect, stack.owner) and q.uses_left(state, holder, effect):
            collect(state, Pending(effect, stack.top.id, stack.owner, stack.uid,
                                   stack.top.moves, holder.id, dict(context or {})))


def _about(trig: fx.Trigger, stack: Stack, subject_owner: str, subject_uid: int | None) -> bool:
    """Is the event's Digimon (``subject_uid``, its owner) the one ``stack``'s trigger names:
    this Digimon, one of yours (other than this one for "other"), an opponent's, any?"""
    if trig.side == "this":
        return subject_uid == stack.uid
    if trig.other and subject_uid == stack.uid:
        return False
    return trig.side == "any" or (trig.side == "own") == (subject_owner == stack.owner)


def _trigger_conditional(state: GameState, event: str, subject_owner: str,
                         context: dict[str, Any], *, subject_uid: int | None = None,
                         cause: str | None = None, target: str | None = None,
                         stacks: list[Stack] | None = None, subject: Stack | None = None) -> None:
    """Effects such as "[Your Turn] When an opponent's Digimon attacks, ...": each trigger
    whose event, Digimon, cause ("an effect suspends", "and survives"), attack target ("a
    player") and phase ("during your main phase") the event meets (CR 15-8-3-3, 15-8-3-4).
    ``stacks``: where to look (all Digimon and Tamers in play by default); ``subject``: the
    event's Digimon, checked against a qualified subject ("one of your level 6 Digimon");
    ``subject_uid``: its uid, when the caller has no stack for it."""
    if subject is not None:
        subject_uid = subject.uid
    for stack in list(state.stacks()) if stacks is None else stacks:
        for effect, holder in q.stack_effects(state, stack):
            trig = effect.trigger
            if trig is None or trig.event != event or effect.type != fx.TRIGGER:
                continue
            if not _about(trig, stack, subject_owner, subject_uid):
                continue
            if trig.subject is None and trig.side != "this" and subject is not None \
                    and subject.top.defn.kind == "tamer":
                continue  # an unqualified subject is printed "Digimon": a Tamer is not one
            if trig.subject is not None and (subject is None or not q.target_matches(
                    state, trig.subject, subject, stack.owner, stack, anywhere=True)):
                continue
            if (trig.cause and cause not in trig.cause.split("|")) or (
                    trig.target and trig.target != target) \
                    or (trig.phase and trig.phase != state.phase):
                continue
            if not q.in_scope(state, effect, stack.owner) or not q.uses_left(state, holder,
                                                                             effect):
                continue
            about = {"subject_uid": subject.uid} if subject is not None else {}
            collect(state, Pending(effect, stack.top.id, stack.owner, stack.uid,
                                   stack.top.moves, holder.id, {**context, **about}))


def on_play(state: GameState, stack: Stack, *, xros: int = 0) -> None:
    """[On Play] effects trigger; ``xros``: the cards a DigiXros placed under it (what "if
    DigiXrosing [with N cards]" reads: only on this trigger, CR 4.2 7-2-2-9/10, Q3721)."""
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.ON_PLAY,), {"xros": xros} if xros else None)
    for hook in PLAYED:
        hook(state, stack)


def on_digivolve(state: GameState, stack: Stack, *, dna: bool = False) -> None:
    """[When Digivolving] effects trigger; ``dna``: it was a DNA digivolution (what "if DNA
    digivolving" reads: only on this trigger, official Q&A Q3687)."""
    _succession_open(state, stack.top, stack.under, fx.WHEN_DIGIVOLVING)
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.WHEN_DIGIVOLVING,), {"dna": True} if dna else None)
    for hook in DIGIVOLVED:
        hook(state, stack)


def on_attack(state: GameState, stack: Stack, target: Stack | None = None, *,
              suspended: bool = True) -> None:
    """The attack declaration: [When Attacking], "when ... attacks [a player]" (the target
    it was declared on: official Q&A Q996, Q4926), and the attacker's suspending (by the
    rules, not by an effect: Q2872, Q3438) unless it attacked without suspending."""
    state.event_id += 1
    _trigger_on_stack(state, stack, (fx.WHEN_ATTACKING,))
    _trigger_conditional(state, "attack", stack.owner, {"attacker": stack.top.id},
                         target="player" if target is None else "digimon", subject=stack)
    if suspended:
        _trigger_conditional(state, "suspend", stack.owner, {"suspended": stack.top.id},
                             subject=stack)


def on_blocked(state: GameState, attacker: Stack | None, blocker: Stack) -> None:
    """A block: "When this Digimon is blocked" on the attacker (official Q&A Q1519: it
    triggers once the attack target is changed), and the blocker's suspending (by the rules)."""
    state.event_id += 1
    if attacker is not None:
        _trigger_conditional(state, "blocked", attacker.owner, {"blocker": blocker.top.id},
                             subject=attacker)
    _target_switched(state)
    _trigger_conditional(state, "suspend", blocker.owner, {"suspended": blocker.top.id},
                         subject=blocker)


def _target_switched(state: GameState) -> None:
    att = state.attack
    if att is not None:
        _trigger_conditional(state, "switch", att.player, {"attacker": att.attacker_id},
                             subject_uid=att.attacker_uid)


def on_target_switched(state: GameState) -> None:
    """An effect switched the current attack's target (CR 4.2 11-2-7-2; <Raid>: official Q&A
    Q4926): "When an attack target is switched", "When this Digimon's attack target is
    switched". A block switches it too (CR 4.2 12-1-1: on_blocked)."""
    state.event_id += 1
    _target_switched(state)


def on_suspend_change(state: GameState, stacks: list[Stack], suspended: bool, *,
                      by_effect: bool) -> None:
    """Digimon or Tamers that became suspended or unsuspended at the same time (one event):
    "When ... becomes suspended / suspends / becomes unsuspended", "When an effect suspends
    ..." (``by_effect``: an effect suspended them, keyword effects such as <Evade> included:
    official Q&A Q3415; the rules' suspending is not: Q2872)."""
    if not stacks:
        return
    state.event_id += 1
    event = "suspend" if suspended else "unsuspend"
    for stack in stacks:
        _trigger_conditional(state, event, stack.owner, {event + "ed": stack.top.id},
                             cause="effect" if by_effect else None, subject=stack)


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


def on_deleted(state: GameState, gone: Stack, cause: str | None = None,
               hidden: frozenset[str] = frozenset()) -> None:
    """``gone`` (its cards as they were in play) was deleted; ``hidden``: the ids of its
    face-down digivolution cards. [On Deletion] effects wait on the card in the trash; an
    inherited [On Deletion] is pending on the card that was the top card. The caller numbers
    the event: Digimon deleted at the same time are one event. A Token is deleted too, then
    removed from the game (manual-en/token-rules): "When ... is deleted" effects of other
    cards trigger (official Q&A Q860: a Token is deleted "as if the token was a Digimon");
    nothing waits on the Token itself, which is gone."""
    top, under, owner = gone.top, gone.under, gone.owner
    _succession_open(state, top, under, fx.ON_DELETION)
    sources = [(e, top) for e in top.defn.effects]
    if top.defn.is_digimon:
        # a face-down digivolution card had no card information (CR 4.2 4-7-9): no effects
        sources += [(e, card) for card in under if card.id not in hidden
                    for e in card.defn.inherited]
    sources += [(e, top) for e in gained_on_deletion(state, gone)]
    if (card := gains_all.open_point(top, [c for c in under if c.id not in hidden])) is not None:
        stop_unmodelled(state, fragment("gains_all_on_deletion").format(top=top.id, card=card.id),
                        rules=cite.GAINED, player=owner, cards=[top.id, card.id])
    if top.id not in state.cards:
        sources = []
    for effect, holder in sources:
        if effect.keyword == "fortitude" and not under:
            continue  # <Fortitude>: "When this Digimon with digivolution cards is deleted"
        if effect.timing == fx.ON_DELETION and q.uses_left(state, holder, effect):
            collect(state, Pending(effect, top.id, owner, None, top.moves, holder.id,
                                   {"deleted": top.id, "gone": gone, "deletion": cause}))
    # "deleted by dropping to 0 DP": the rule check's deletion (CR 4.2 17-1-3-1-1); "When
    # effects delete Digimon": an effect's deletion (text_delay.py); "deleted in battle": a
    # battle's loser (CR 4.2 14-2-2; text_battle.py)
    _trigger_conditional(state, "delete", owner, {"deleted": top.id}, cause={
        "rule": "zero-dp", "effect": "effect", "battle": "battle"}.get(cause), subject=gone)


def gained_on_deletion(state: GameState, gone: Stack) -> list[Effect]:
    """The effects ``gone`` had gained (verbs/gain_effect.py): its [On Deletion] ones trigger
    like its own. One its opponent's effect gave, on a Digimon that may have been shielded from
    that effect as it was deleted (CR 4.2 15-15-5-4), stops the run: the shields a Digimon had
    as it left are not kept."""
    found = list(q.gained_effects(state, gone, anywhere=True))
    if found and q.may_have_been_shielded(state, gone):
        stop_unmodelled(state, fragment("gained_shield_gone").format(card=gone.top.id),
                        rules=cite.GAINED_UNAFFECTED, player=gone.owner, cards=[gone.top.id])
    return found


def _succession_open(state: GameState, top: Card, under: list[Card], timing: str) -> None:
    """Stop where <Succession>'s gain is not settled by the rules (succession.py)."""
    found = succession.open_point(top, under, timing)
    if found is not None:
        code, card = found
        stop_unmodelled(state, fragment(code).format(top=top.id, card=card.id),
                        rules=cite.SUCCESSION, player=top.owner,
                        cards=[top.id, card.id])


def on_battle_deletes(state: GameState, gone: list[Stack],
                      battled: dict[int, Stack | Card] | None) -> None:
    """"When this Digimon deletes an opponent's Digimon in battle [and survives]": on each
    Digimon whose battle opponent was deleted in that battle (a Security Digimon is not
    deleted, so never: official Q&A Q985, Q1124). "And survives": it is still in the battle
    area (Q986). A Digimon deleted in the same battle triggers it but can't activate it: its
    card left the area (CR 4.2 15-4-4-3; Q6481)."""
    if not battled:
        return
    gone_uids = {s.uid for s in gone}
    for stack in gone:
        winner = battled.get(stack.uid)
        if not isinstance(winner, Stack):
            continue
        survived = winner.uid not in gone_uids
        _trigger_conditional(state, "battle-delete", winner.owner, {"deleted": stack.top.id},
                             cause="survives" if survived else None, subject=winner)


def on_subject_event(state: GameState, event: str, subject: Stack) -> None:
    """An event about one Digimon, for the "When <subject> <event>" triggers that name it:
    "wins a battle" (attack.battle: its DP was the higher, CR 4.2 14-2-1-1, against a Security
    Digimon too, official Q&A Q6318, whether or not the loser was deleted, Q6321, triggering
    with what the loser's deletion triggers, Q6319), "moves from the breeding area to the
    battle area" (card_events.on_moved, CR 4.2 4-17-1)."""
    state.event_id += 1
    _trigger_conditional(state, event, subject.owner, {}, subject=subject)


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
                                        prompt("order_triggers"),
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
        options = [Option(i, label("pending", id=i, text=p.effect.text))
                   for i, p in zip(ids, mine, strict=True)]
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
    if p.context.get("pending_processing"):
        return None  # set aside by an effect already processed, not an effect of its card
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
        gained = holder is not None and (holder is succession.source(stack) or gains_all.holds(
            stack, effect, holder)) or effect in list(q.gained_effects(state, stack))
        if holder is None or not gained and (
                holder not in stack.under if effect.inherited
                else stack.top is not holder and holder not in stack.links):
            return "its card no longer has the effect"
        if not q.in_scope(state, effect, p.controller):
            return "its trigger condition no longer holds"
        if q.restricted(state, stack, "activate-" + effect.timing):  # text_restrictions.py
            return fragment("cant_activate_restricted")
        if not q.delay_ready(state, stack, effect):
            return "<Delay> can't be activated the turn its card was placed"
    holder = state.cards.get(p.holder_id)
    if holder is not None and not q.uses_left(state, holder, effect):
        return "its [Per Turn] limit was reached"
    stack = state.stack_by_uid(p.stack_uid)
    if not q.holds(state, effect.condition, p.controller, stack, event=p.context):
        return "its processing condition is not met"
    if effect.clauses and all(c.condition for c in effect.clauses) and not any(
            q.holds(state, c.condition, p.controller, stack, event=p.context)
            for c in effect.clauses):
        return "none of its processing conditions is met"
    return None


def activate(state: GameState, p: Pending) -> Gen:
    with processing(state, p.card_id, p.effect):
        try:
            yield from _activate(state, p)
        except q.EventGone:  # "if any of them ...": the Digimon of the event left (text_group)
            stop_unmodelled(state, fragment("event_gone"), rules=cite.EVENT_REFERENCE,
                            player=p.controller, cause=p.effect.text, cards=[p.card_id])


def _activate(state: GameState, p: Pending) -> Gen:
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


class processing:  # lower case: used like a function, ``with processing(...):``
    """While an effect is activated and processed (``card_id``: the card it is on), every step
    recorded has it as its typed cause (``Step.origin``, set by ``record.emit``); an effect
    processed meanwhile (an interrupt, a derived activation) is the cause of its own steps.
    (A class, not ``contextlib.contextmanager``: it runs for every effect processed.)"""

    __slots__ = ("state", "cause", "prior")

    def __init__(self, state: GameState, card_id: str, effect: Effect) -> None:
        self.state = state
        self.cause = Cause(CauseKind.EFFECT, f"{card_id} {effect.timing}", card_id,
                           effect.text)
        self.prior: Cause | None = None

    def __enter__(self) -> None:
        self.prior, self.state.origin = self.state.origin, self.cause

    def __exit__(self, *exc: object) -> None:
        self.state.origin = self.prior


def run_effect(ctx: Ctx) -> Gen:
    """Process an effect's clauses in order. Returns True if it ran to the end (used by
    immediate-type replacements)."""
    with processing(ctx.state, ctx.card_id, ctx.effect):
        return (yield from _process(ctx))


def _process(ctx: Ctx) -> Gen:
    state, clauses = ctx.state, ctx.effect.clauses
    if before := BEFORE_EFFECT.get(ctx.effect.keyword or ""):
        before(ctx)
    if not clauses or clauses[0].form == "do":
        count_use(ctx)
    overwrite = False  # the clause before an "instead" one was replaced by it (CR 18-2)
    for i, clause in enumerate(clauses):
        cause = ctx.effect.text
        if clause.instead:
            emit(state, StepKind.ACTIVATION, "overwritten" if overwrite else "not_overwritten",
                 cards=[ctx.card_id], player=ctx.controller, rules=cite.OVERWRITE,
                 cause=cause, card=ctx.card_id, clause=_clause_text(clause))
            if overwrite:
                overwrite = False
                for action in clause.actions:
                    yield from do_action(ctx, action)
            continue
        after = clauses[i + 1] if i + 1 < len(clauses) else None
        if after is not None and after.instead:
            overwrite = yield from _overwrites(ctx, after)
            if overwrite:
                continue
        if clause.condition and not clause_holds(ctx, clause.condition):
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
            if ctx.required:
                emit(state, StepKind.ACTIVATION, "cost_required", player=ctx.controller,
                     cards=[ctx.card_id], rules=cite.BY_COST + cite.ALTERNATE_REQUIRED,
                     cause=cause, card=ctx.card_id)
                pay = True
            else:
                pay = yield from yes_no(state, ctx.controller, "pay_cost", prompt(
                    "pay_cost", label=ctx.label, text=ctx.effect.text), cite.BY_COST)
            if not pay:
                emit(state, StepKind.ACTIVATION, "cost_declined", player=ctx.controller,
                     cards=[ctx.card_id], rules=cite.BY_COST, cause=cause)
                return False
            count_use(ctx)
            for action in clause.cost:
                before = cost_paid.measure(ctx, action, matching(ctx, action.target))
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
            if clause.may:  # "By X, <Digimon> may ...": X paid, the "may" is still a choice
                go = yield from yes_no(state, ctx.controller, "optional", prompt(
                    "optional", label=ctx.label, clause=_clause_text(clause)), cite.BY_COST)
                if not go:
                    emit(state, StepKind.ACTIVATION, "optional_declined", player=ctx.controller,
                         cards=[ctx.card_id], rules=cite.BY_COST, cause=cause,
                         clause=_clause_text(clause))
                    continue
        elif clause.form == "may":
            if ctx.effect.prevent and not all(can_do(ctx, a) for a in clause.actions):
                return False
            go = yield from yes_no(state, ctx.controller, "optional",
                                   prompt("optional", label=ctx.label, clause=_clause_text(clause)),
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


def _overwrites(ctx: Ctx, clause: Clause) -> Gen:
    """Does the "... instead" ``clause`` replace the one before it: its condition holds and,
    printed "you may ... instead", the player chooses it (CR 4.2 18-2-2, 18-2-3)?"""
    if clause.condition is not None and not clause_holds(ctx, clause.condition):
        return False
    if clause.form != "may":
        return True
    return (yield from yes_no(ctx.state, ctx.controller, "overwrite", prompt(
        "overwrite", label=ctx.label, clause=_clause_text(clause)), cite.OVERWRITE))


def clause_holds(ctx: Ctx, cond: Condition) -> bool:
    """A sentence's processing condition. "If this effect didn't delete" is read from what the
    effect's own "delete" deleted (official Q&A Q1812, Q3298, Q3302, Q5018; text_deleted.py);
    the others from the board (query.holds)."""
    if cond.subject == "effect-deleted":
        n = sum(cond.kind != "opponent" or owner != ctx.controller for owner in ctx.deleted)
        return n >= cond.value if cond.op == ">=" else n <= cond.value
    if cond.subject == "effect-did":  # "if this effect suspended your Digimon"
        n = sum(verb == cond.kind and (not cond.where or owner == ctx.controller)
                for verb, owner in ctx.did)
        return n >= cond.value if cond.op == ">=" else n <= cond.value
    if cond.subject == "effect-added":  # "if you added" (text_attack.py)
        return ctx.added >= cond.value
    if cond.subject == "opponent-didnt":  # "if they don't" (text_statics.py)
        return not ctx.opponent_did
    return q.holds(ctx.state, cond, ctx.controller, ctx.stack, event=ctx.event)


def _clause_text(clause: Clause) -> str:
    return clause.text or ", ".join(a.verb for a in clause.actions)


# ---------------------------------------------------------------- actions


def do_action(ctx: Ctx, action: Action) -> Gen:
    """Perform one action: its verb's module does it (verbs/, the registry)."""
    hands = {p: len(pl.hand) for p, pl in ctx.state.players.items()}
    for before in BEFORE_ACTION:
        action = before(ctx, action)
    yield from VERBS[action.verb].run(ctx, action)
    for hook in AFTER_ACTION:
        hook(ctx, action, hands)


def can_do(ctx: Ctx, action: Action) -> bool:
    """Whether an action can be performed in full (for "by" costs and replacements)."""
    return VERBS[action.verb].can(ctx, action)


def matching(ctx: Ctx, target: Target | None) -> list[Stack]:
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
    if target.mode == "event":  # the Digimon the trigger's event was about, still in play
        s = state.stack_by_uid(ctx.event.get("subject_uid"))
        return [s] if s is not None and state.area_of(s) == "battle" else []
    if (target.dp_at_most_this or target.cards_at_most_this or target.cards_at_least_this) and (
            source is None or state.area_of(source) != "battle"):
        stop_unmodelled(state, fragment("source_dp_gone"), rules=cite.REFERENCE_TIMING,
                        player=ctx.controller, cause=ctx.effect.text, cards=[ctx.card_id])
    found = [s for s in state.stacks()
             if q.target_matches(state, target, s, ctx.controller, source)]
    if target.extreme is not None:
        found = extremes(state, found, *target.extreme)
    if target.same_name_it:  # "that share a name with it" (text_conjunctions)
        found = q.sharing_a_name(found, matching(ctx, Target("it")))
    return found


def extremes(state: GameState, found: list[Stack], what: str, highest: bool) -> list[Stack]:
    """The Digimon of ``found`` with the lowest (highest) level, DP or play cost; those
    without that information are never among them (official Q&A Q2386, Q5796; a Digimon
    with no level has no lowest level: Q2596, Q3589)."""
    values = {s.uid: v for s in found if (v := q.measure(state, s, what)) is not None}
    if not values:
        return []
    best = max(values.values()) if highest else min(values.values())
    return [s for s in found if values.get(s.uid) == best]


def candidates(ctx: Ctx, target: Target | None) -> list[Stack]:
    """The stacks the action can actually affect: not those the effect doesn't affect."""
    return [s for s in matching(ctx, target)
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
         later="lasting_later"
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


def affected(ctx: Ctx, stacks: list[Stack], *, lasting: bool = False) -> list[Stack]:
    """The chosen or listed stacks the effect affects."""
    return [s for s in stacks if not unaffected(ctx.state, s, ctx.controller, ctx.kind,
                                                ctx.effect.text, lasting=lasting)]


def choose(ctx: Ctx, target: Target | None, what: str) -> Gen:
    """The stacks an action names: chosen by the controller for "1 of ..." targets, shielded
    Digimon included (``affected`` then leaves out those the effect doesn't affect)."""
    found = matching(ctx, target)
    if target is None or target.mode in ("this", "it", "event"):
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
        options = [Option(s.id, label("card", name=s.top.name, id=s.id)) for s in left]
        if not must:
            options.append(Option("none", label("no_more")))
        answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                                prompt("choose_target", label=ctx.label, what=fragment(what)),
                                options, rules=cite.TARGETS + cite.refers(target))
        if answer == "none":
            break
        chosen.append(next(s for s in left if s.id == answer))
    ctx.chosen = [s.uid for s in chosen]
    return chosen


def trash_top(state: GameState, stack: Stack, cause: str, rules: tuple[str, ...]) -> None:
    """Trash the top card of a stack that has digivolution cards; the Digimon stays (the same
    field object, its lasting effects kept) with the next card on top."""
    if not stack.under:
        return
    top = stack.cards.pop(0)
    to_trash(state, top)
    emit(state, StepKind.ZONE_MOVE, "trash_top", cards=[top.id, stack.id], player=stack.owner,
         rules=rules, cause=cause, card=top.id, target=stack.id)
    overflow.left_field(state, [top], "trash")


def offer(ctx: Ctx, possible: bool, clause: str, question: str, rules: tuple[str, ...],
           declined: str | None = None) -> Gen:
    """A keyword's "you may": a ``no_target`` step when there is nothing it could do (then
    False), else ask the controller ``question`` (a prompt, render.py), with an
    ``optional_declined`` step on "no"."""
    state, me = ctx.state, ctx.controller
    if not possible:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause=clause)
        return False
    go = yield from yes_no(state, me, "optional", question, rules)
    if not go:
        emit(state, StepKind.ACTIVATION, "optional_declined", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause=declined or ctx.effect.text)
    return go


def each_fitting(cards: list[Card], filters: tuple[CardFilter, ...]) -> list[Card] | None:
    """Different cards of ``cards``, one fitting each of ``filters`` in order, or None: "1 of
    each of the specified cards" (<Partition>, CR 4.2 16-29-1). A card that fits two
    descriptions stands for one of them only."""
    if not filters:
        return []
    for card in cards:
        if fits(card, filters[0]):
            rest = each_fitting([c for c in cards if c is not card], filters[1:])
            if rest is not None:
                return [card, *rest]
    return None


def has_each(stack: Stack, filters: tuple[CardFilter, ...]) -> bool:
    """<Partition>: "this Digimon with each of the specified digivolution cards"."""
    return bool(filters) and each_fitting(q.visible_under(stack), filters) is not None


def play_locked(state: GameState, card: Card, player: str, cause: str | None) -> bool:
    """A Digimon card that "Players can't play Digimon by effects" keeps from being played by
    an effect (a prohibiting effect, CR 15-1-3): step ``play_digimon_locked``."""
    source = q.play_digimon_lock(state) if card.defn.is_digimon else None
    if source is not None:
        emit(state, StepKind.ZONE_MOVE, "play_digimon_locked", player=player,
             cards=[card.id, source.id], rules=cite.PROHIBITION + cite.PLAY_BY_EFFECT,
             cause=cause, card=card.id, source=source.id)
    return source is not None


def play_from_under(ctx: Ctx, stack: Stack, card: Card,
                    rules: tuple[str, ...]) -> Stack | None:
    """Play a digivolution card of ``stack`` as a new Digimon by an effect (no cost; it can't
    attack this turn without <Rush>); it is no longer under ``stack``. The new field object
    (None: a lock kept it from being played)."""
    state, me = ctx.state, ctx.controller
    if play_locked(state, card, me, ctx.effect.text):
        return None
    stack.cards.remove(card)
    new = place_on_field(state, card, me, by_effect=True)
    new.played_from = "under"
    emit(state, StepKind.ZONE_MOVE, "play", player=me, cards=[card.id, stack.id],
         rules=rules + cite.PLAY_BY_EFFECT, cause=ctx.effect.text, card=card.id,
         how="from_under_by_effect", under=stack.id)
    on_play(state, new)
    return new


def pick(ctx: Ctx, items: list[Stack] | list[Card], question: str,
          rules: tuple[str, ...]) -> Gen:
    """The controller picks one of ``items`` (stacks or cards; asked only when there are
    several); ``question`` is the code of its prompt (render.py)."""
    if len(items) == 1:
        return items[0]
    options = [Option(x.id, label("card", name=x.name, id=x.id)) for x in items]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            prompt(question, label=ctx.label), options, rules=rules)
    return next(x for x in items if x.id == answer)


def check_leaving_modelled(state: GameState, stacks: list[Stack], how: str) -> None:
    """Stop the run when a Digimon that leaves the battle area other than by a deletion, a
    return or a placing in security (as DigiXros material, to link) has a "would leave the
    battle area" effect (<Partition>, <Decode>): the engine offers those interrupts only for
    those, and going on without them would be a silent wrong ruling."""
    for stack in stacks:
        own = [e for e, _holder in q.stack_effects(state, stack)]
        watched = [e for e in (w(state, stack) for w in LEAVING_WATCHERS) if e is not None]
        for effect in own + watched:
            if effect.type == fx.IMMEDIATE and effect.trigger is not None \
                    and effect.trigger.event == "would-leave":
                stop_unmodelled(state, f"{stack.id} leaves the battle area {how}, and "
                                f"{effect.text} applies when it 'would leave the battle area'; "
                                "the engine offers that only for deletions, returns to the hand "
                                "or deck and placing in security",
                                rules=cite.keyword(effect.keyword or ""), player=stack.owner,
                                cards=[stack.id], cause=effect.text if effect in own else None)


def leave_by_effect(state: GameState, stacks: list[Stack], *, by: str,
                     leave: Callable[[Stack], None]) -> Gen:
    """Digimon leave the battle area by an effect of ``by`` (not a deletion), at the same
    time: immediate "would leave the battle area" effects (<Partition>, <Decode>) interrupt
    first; then ``leave`` moves each one still there."""
    found = [(s, e, h) for s in stacks for e, h in q.stack_effects(state, s)
             if _interrupt_applies(state, e, s, "effect", by, "leave")] \
        + _protectors(state, stacks, "effect", by)
    prevented: set[int] = set()
    yield from _interrupts(state, found, prevented, LEAVES)
    for stack in stacks:
        if stack.uid not in prevented and state.area_of(stack) == "battle":
            leave(stack)


def into_security(state: GameState, card: Card, player: str, end: str, face_up: bool) -> None:
    """Put ``card`` (already moved) at the top or bottom of ``player``'s security stack, face
    down unless specified (manual-en/placing-cards-in-private-areas)."""
    card.face_up = face_up
    security = state.players[player].security
    if end == "top":
        security.insert(0, card)
    else:
        security.append(card)


def deck_to_security(state: GameState, player: str, end: str, *,
                      face_up: bool) -> Card | None:
    """The top card of ``player``'s deck to their security stack (None: the deck is empty)."""
    deck = state.players[player].deck
    if not deck:
        return None
    card = move(deck.pop(0))
    into_security(state, card, player, end, face_up)
    return card


def trash_left_behind(state: GameState, stack: Stack) -> list[Card]:
    """Trash the digivolution and link cards of a stack leaving the field (not its top)."""
    left = stack.under + stack.links
    for card in left:
        to_trash(state, card)
    return left


def stack_trashed_step(state: GameState, stack: Stack, left: list[Card], cause: str) -> None:
    if left:  # "any cards under it are trashed at the same time" (digivolution-cards)
        ids = [c.id for c in left]
        emit(state, StepKind.ZONE_MOVE, "stack_trashed", cards=ids,
             rules=cite.DIGIVOLUTION_CARDS, cause=cause, card=stack.top.id, trashed=ids)


def described(cards: list[Card], flt: CardFilter | None) -> list[Card]:
    """The cards of a zone that fit a description (any card without one)."""
    return list(cards) if flt is None else [c for c in cards
                                             if card_refs.fits_off_field(c.defn, flt)]


def fits(card: Card, flt: CardFilter) -> bool:
    """A Digimon or Tamer card fitting ``flt`` (cards an effect plays or digivolves into)."""
    return card.defn.kind in ("digimon", "tamer") and card_refs.fits(card.defn, flt)


def playable(card: Card, flt: CardFilter) -> bool:
    """A card fitting ``flt`` that an effect can play: not a DUAL card ("they can't be played
    by effects, either": Rule Manual 6.0 "Dual cards", CR 4.2 4-6)."""
    return card.defn.playable and fits(card, flt)


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
    if (protect := protector(effect)) is not None:
        with processing(state, holder.id, effect):
            yield from protect(state, stack, effect, holder, prevented)
        return
    with processing(state, stack.id, effect):
        yield from _interrupt_with(state, stack, effect, holder, prevented, before)


def _interrupt_with(state: GameState, stack: Stack, effect: Effect, holder: Card,
                    prevented: set[int], before: str) -> Gen:
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[stack.id], player=stack.owner,
         rules=cite.IMMEDIATE + cite.keyword(effect.keyword or ""), cause=effect.text,
         card=stack.id, text=effect.text, before=before)
    ctx = Ctx(state, effect, stack.owner, stack.id, holder, stack.uid)
    done = yield from run_effect(ctx)
    if done and effect.prevent:
        prevented.add(stack.uid)
        emit(state, StepKind.INTERRUPT, "prevented", cards=[stack.id], player=stack.owner,
             rules=cite.IMMEDIATE, cause=effect.text, card=stack.id, why=effect.text)


def protector(effect: Effect) -> Callable[[GameState, Stack, Effect, Card, set[int]], Gen] | None:
    """How an immediate-type effect on another Digimon than the one leaving activates (None:
    it is the leaving Digimon's own)."""
    if effect.keyword in PROTECT:
        return PROTECT[effect.keyword]
    return next((protect for test, protect in PROTECTING if test(effect)), None)


def _protectors(state: GameState, stacks: list[Stack], cause: str,
                by: str | None) -> list[tuple[Stack, Effect, Card]]:
    return [found for source in PROTECTORS for found in source(state, stacks, cause, by)]


def holder_stack(state: GameState, holder: Card) -> Stack | None:
    """The battle-area Digimon a card belongs to (top or digivolution card), if any."""
    return next((s for s in state.stacks() if holder in s.cards
                 and state.area_of(s) == "battle"), None)


def _decoys(state: GameState, stacks: list[Stack], cause: str,
            by: str | None) -> list[tuple[Stack, Effect, Card]]:
    """<Decoy (X)>: (protected Digimon, decoy effect, holder) for each of the owner's other X
    Digimon (the trigger's subject: a color, a trait, ...) that the opponent's effect would
    delete; a Decoy being deleted can't activate."""
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
            protects = effect.trigger.subject
            out += [(s, effect, holder) for s in stacks
                    if s.owner == decoy.owner and by is not None and by != s.owner
                    and protects is not None
                    and q.target_matches(state, protects, s, decoy.owner, decoy)]
    return out


def _decoy(state: GameState, stack: Stack, effect: Effect, holder: Card,
           prevented: set[int]) -> Gen:
    """Delete the Decoy Digimon so that ``stack`` isn't deleted (manual-en/kw-decoy)."""
    decoy = holder_stack(state, holder)
    if decoy is None:
        return
    with processing(state, decoy.id, effect):
        yield from _decoy_deleted(state, stack, effect, decoy, prevented)


def _decoy_deleted(state: GameState, stack: Stack, effect: Effect, decoy: Stack,
                   prevented: set[int]) -> Gen:
    rules = cite.IMMEDIATE + cite.KW["decoy"]
    emit(state, StepKind.INTERRUPT, "interrupt", cards=[decoy.id, stack.id],
         player=decoy.owner, rules=rules, cause=effect.text, card=stack.id, text=effect.text,
         before=DELETION)
    pay = yield from yes_no(state, decoy.owner, "pay_cost", prompt(
        "decoy", decoy=decoy.id, card=stack.id, text=effect.text), rules)
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


def _interrupt_applies(state: GameState, effect: Effect, stack: Stack, cause: str,
                       by: str | None, leaving: str = "delete") -> bool:
    """Whether ``effect`` of ``stack`` triggers when ``stack`` would be deleted (``cause``:
    effect | battle | rule) or would leave the battle area otherwise by an effect
    (``leaving="leave"``: returned to the hand or deck, placed in security; ``by``: whose
    effect). "When this yellow Digimon with the [X] trait would ...": ``stack`` fits the
    trigger's subject then (CR 4.2 15-8-3-3)."""
    trig = effect.trigger
    if effect.type != fx.IMMEDIATE or trig is None or trig.event not in _WOULD[leaving] \
            or effect.keyword == "decoy" or protector(effect) is not None:
        return False
    if trig.subject is not None and not q.target_matches(state, trig.subject, stack,
                                                         stack.owner, stack):
        return False
    if effect.keyword == "partition" and not has_each(stack, _specified(effect)):
        return False
    return cause_matches(trig.cause, stack, cause, by)


def cause_matches(wanted: str | None, stack: Stack, cause: str, by: str | None) -> bool:
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
    if wanted == "effect":  # "by effects": either player's (not a battle or a rule check)
        return cause == "effect"
    return True


def _specified(effect: Effect) -> tuple[CardFilter, ...]:
    """The cards a <Partition> specifies (its action's picks)."""
    return tuple(flt for _n, flt in effect.clauses[0].actions[0].picks)


def _interrupts(state: GameState, found: list[tuple[Stack, Effect, Card]],
                prevented: set[int], before: str) -> Gen:
    """Activate the immediate-type effects in ``found`` one at a time, turn player's first
    (asked when one player has several), each at most once; ``prevented`` collects the
    Digimon whose leaving was prevented. ``before``: what they interrupt (for the step).
    An effect activated here can't activate again for a cause met while this one is being
    resolved (CR 4.2 15-8-5-4; official Q&A Q2308: two Digimon deleting each other)."""
    mine: set[tuple[int, str, int, str]] = set()
    try:
        for player in (state.turn_player, state.non_turn_player):
            waiting = [f for f in found if f[0].owner == player]
            while True:
                waiting = [f for f in waiting if _activatable(state, *f)]
                if not waiting:
                    break
                pick = waiting[0]
                if len(waiting) > 1:
                    ids = _interrupt_ids(waiting)
                    options = [Option(i, label("pending", id=i, text=e.text))
                               for i, (_, e, _) in zip(ids, waiting, strict=True)]
                    answer = yield from ask(state, player, "interrupt", prompt("interrupt"),
                                            options, rules=cite.IMMEDIATE)
                    pick = waiting[ids.index(answer)]
                waiting.remove(pick)
                key = activation_key(*pick)
                mine.add(key)
                state.interrupting.add(key)
                already = " (already prevented: it still activates)" \
                    if pick[0].uid in prevented else ""
                yield from _interrupt(state, *pick, prevented, before + already)
    finally:
        state.interrupting -= mine


def activation_key(stack: Stack, effect: Effect, holder: Card) -> tuple[int, str, int, str]:
    return (stack.uid, holder.id, effect.index, effect.timing)


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
    if activation_key(stack, effect, holder) in state.interrupting:
        emit(state, StepKind.TRIGGER, "cannot_activate", cards=[stack.id], player=stack.owner,
             rules=cite.IMMEDIATE, cause=effect.text, card=stack.id, timing=effect.timing,
             reason=fragment("interrupt_once"))
        return False
    if effect.keyword == "decoy" or protector(effect) is not None:  # on another Digimon
        return holder_stack(state, holder) is not None
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
    if cause == "effect" and by is not None:  # "can't be deleted by your opponent's effects"
        for s in [s for s in stacks if s.owner != by
                  and q.restricted(state, s, "deleted-by-opponent")]:
            stacks.remove(s)  # a prohibiting effect takes precedence (CR 15-1-3)
            emit(state, StepKind.ACTION, "not_deleted_by_effect", cards=[s.id], player=by,
                 rules=cite.PROHIBITION, cause=text, card=s.id)
    prevented: set[int] = set()
    found = [(s, e, h) for s in stacks for e, h in q.stack_effects(state, s)
             if _interrupt_applies(state, e, s, cause, by)] + _decoys(state, stacks, cause, by) \
        + _protectors(state, stacks, cause, by)
    yield from _interrupts(state, found, prevented, DELETION)
    gone = [s for s in stacks if s.uid not in prevented and state.area_of(s) == "battle"]
    retaliation = _retaliating(state, gone, battled)
    state.event_id += 1
    for stack in gone:
        detach(state, stack)
    for stack in gone:
        top, under = stack.top, stack.under
        hidden = frozenset(c.id for c in under if c.face_down)
        step = dict(cards=[top.id], player=stack.owner, card=top.id, cause=text, reason=cause,
                    rules=rules or (cite.BATTLE if cause == "battle" else cite.EFFECT_BASICS))
        if top.defn.token:  # deleted, then removed from the game (manual-en/token-rules)
            emit(state, kind, "delete", **step)
        for card in stack.cards + stack.links:
            to_trash(state, card)
        if not top.defn.token:
            emit(state, kind, "delete", **step)
        overflow.left_field(state, stack.cards, "trash")
        on_deleted(state, stack, cause, hidden)
        if stack.uid in retaliation and top.id in state.cards:
            on_retaliation(state, top, stack.owner, *retaliation[stack.uid])
    if cause == "battle":
        on_battle_deletes(state, gone, battled)
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
