"""The attack procedure (manual "E. Attack"): declaration, [When Attacking], counter timing,
block timing, confirmation (security checks, battles, the win), end of attack.

Used by the main phase (``game.py``) and by attacks an effect makes (``effect_attack.py``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import blast, card_events, end_of_battle
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.record import ask, emit, win, yes_no
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import Attack, GameState, Stack, other
from judgeapp.engine.steps import Option, StepKind


def can_attack(state: GameState, stack: Stack, *, played_this_turn_ok: bool = False) -> str | None:
    """Why ``stack`` can't attack now (None: it can). ``played_this_turn_ok``: an effect
    (<Vortex>) lets it attack the turn it was played."""
    if not q.is_digimon(stack) or state.area_of(stack) != "battle":
        return "only Digimon in the battle area can attack"
    if stack.suspended:
        return "a suspended Digimon can't attack: attacking suspends the attacker"
    if stack.played_turn == state.turn and not played_this_turn_ok and \
            not q.has_keyword(state, stack, "rush"):
        if stack.under:
            return ("this Digimon (or the card it digivolved from) was played this turn: cards "
                    "can't attack on the turn they were played, even after digivolving "
                    "(no <Rush>)")
        return "cards can't attack on the turn they were played (no <Rush>)"
    if q.restricted(state, stack, "attack"):
        return "an effect says it can't attack"
    if q.restricted(state, stack, "suspend"):  # CR 4.2 11-2-5
        return fragment("attack_cant_suspend")
    return None


def _alive(state: GameState, uid: int | None) -> Stack | None:
    return state.stack_by_uid(uid)


def attack(state: GameState, attacker: Stack, target: Stack | None, *, suspend: bool = True,
           rules: tuple[str, ...] = ()) -> Gen:
    """The attack procedure, from the main phase or from an effect (effect_attack.py: the
    keyword's ``rules`` are cited on the declaration; <Overclock> attacks without
    suspending)."""
    tp = state.turn_player
    defender = other(tp)
    if suspend:
        attacker.suspended = True
    att = Attack(attacker.uid, attacker.id, tp, target.uid if target else None,
                 target.id if target else None)
    state.attack = att
    emit(state, StepKind.ACTION, "attack_declared", player=tp,
         cards=[attacker.id] + ([target.id] if target else []),
         rules=cite.ATTACK_DECLARATION + rules, card=attacker.id,
         target=target.id if target else defender, how="" if suspend else
         " without suspending")
    r.on_attack(state, attacker, target, suspended=suspend)
    yield from r.checkpoint(state)
    if not att.ended:
        yield from counter_timing(state, att)
    if not att.ended:
        yield from block_timing(state, att)
    if att.ended:
        emit(state, StepKind.ACTION, "attack_ended", player=tp, rules=cite.ENDED_ATTACK)
    else:
        yield from confirm(state, att)
    emit(state, StepKind.ACTION, "end_of_attack", player=tp, cards=[att.attacker_id],
         rules=cite.END_OF_ATTACK, card=att.attacker_id)
    r.on_end_of_attack(state, _alive(state, att.attacker_uid))
    yield from r.checkpoint(state)
    state.modifiers = [m for m in state.modifiers if m not in att.for_attack]
    state.attack = None


def counter_timing(state: GameState, att: Attack) -> Gen:
    defender = other(att.player)
    emit(state, StepKind.PHASE, "counter_timing", player=defender, rules=cite.COUNTER_TIMING)
    found = [(s, e, h) for s in state.stacks(defender) for e, h in q.stack_effects(state, s)
             if e.timing == fx.COUNTER and q.uses_left(state, h, e)]
    blasts = blast.options(state, defender)
    if not found and not blasts:
        return
    if len(found) == 1 and not blasts:
        go = yield from yes_no(state, defender, "counter",
                               prompt("counter_one", card=found[0][0].id), cite.COUNTER_TIMING)
        chosen = found[0] if go else None
    else:
        options = [Option(s.id, label("counter", name=s.top.name, text=e.text))
                   for s, e, _ in found] + blasts
        options.append(Option("no", label("no_counter")))
        answer = yield from ask(state, defender, "counter", prompt("counter"),
                                options, rules=cite.COUNTER_TIMING, default="no")
        if answer.split()[0] in ("blast", "blastdna"):
            yield from blast.perform(state, defender, answer)
            return
        chosen = next((f for f in found if f[0].id == answer), None)
    if chosen:
        stack, effect, holder = chosen
        with r.processing(state, stack.id, effect):
            emit(state, StepKind.ACTIVATION, "activate", player=defender, cards=[stack.id],
                 rules=cite.COUNTER_TIMING, cause=effect.text, card=stack.id,
                 timing=fx.COUNTER)
            yield from r.run_effect(r.Ctx(state, effect, defender, stack.id, holder,
                                          stack.uid))
        yield from r.checkpoint(state)


def _why_not_blocker(state: GameState, att: Attack, stack: Stack) -> str | None:
    """Why the defender's Digimon ``stack`` can't block this attack (None: it can)."""
    name = f"{stack.top.name} ({stack.id})"
    if not q.has_keyword(state, stack, "blocker"):  # <Collision> gives it to all
        return f"{name} has no <Blocker>"
    if stack.uid == att.target_uid:
        return f"{name} is the attack target (the attack target can't block)"
    if stack.suspended:
        return f"{name} is suspended (blocking suspends the blocker)"
    if q.restricted(state, stack, "block"):
        return f"an effect says {name} can't block"
    if q.restricted(state, stack, "suspend"):  # CR 4.2 12-1-7-1
        return fragment("block_cant_suspend").format(name=name)
    attacker = _alive(state, att.attacker_uid)
    if attacker is not None and not stack.under and \
            q.restricted(state, attacker, "be-blocked-no-digivolution"):
        return fragment("block_no_digivolution").format(name=name, attacker=attacker.id)
    return None


def _no_block_reason(state: GameState, att: Attack, attacker: Stack | None,
                     why_not: dict[str, str]) -> str:
    """Why nobody can block, for the judge: the attacker, or each Digimon with <Blocker>."""
    if attacker is None:
        return "the attacking Digimon left the battle area"
    if q.restricted(state, attacker, "be-blocked"):
        return f"an effect says {attacker.top.name} ({attacker.id}) can't be blocked"
    if q.restricted(state, attacker, "target-locked"):
        return fragment("block_target_locked").format(attacker=attacker.id)
    with_blocker = [why for why in why_not.values() if "has no <Blocker>" not in why]
    if not with_blocker:
        return f"{other(att.player)} has no Digimon with <Blocker>"
    return "; ".join(with_blocker)


def block_timing(state: GameState, att: Attack) -> Gen:
    """The block timing: the step says who may block, or why nobody can."""
    defender = other(att.player)
    attacker = _alive(state, att.attacker_uid)
    digimon = [s for s in state.stacks(defender) if q.is_digimon(s)]
    why_not = {s.id: why for s in digimon if (why := _why_not_blocker(state, att, s))}
    blockers = [s for s in digimon if s.id not in why_not]
    if attacker is None or q.restricted(state, attacker, "be-blocked") or \
            q.restricted(state, attacker, "target-locked"):  # official Q&A Q2280
        blockers = []
    rules = cite.BLOCK_TIMING + cite.KW["blocker"] + \
        (cite.CANT_SUSPEND if any(q.restricted(state, s, "suspend") for s in digimon
                                  if s.id in why_not) else ())
    if not blockers:
        named = [s.id for s in digimon if q.has_keyword(state, s, "blocker")]
        emit(state, StepKind.PHASE, "block_timing", player=defender, rules=rules,
             cards=named, can_block=False, outcome="can't block: "
             + _no_block_reason(state, att, attacker, why_not))
        return
    emit(state, StepKind.PHASE, "block_timing", player=defender, rules=rules,
         cards=[s.id for s in blockers], can_block=True, outcome="may block with "
         + ", ".join(f"{s.top.name} ({s.id})" for s in blockers))
    collision = q.has_keyword(state, attacker, "collision")
    options = [Option(f"block {s.id}", label("block", name=s.top.name)) for s in blockers]
    if collision:  # every opponent's Digimon has <Blocker> and must block if able
        rules += cite.KW["collision"]
        have = [s.id for s in state.stacks(defender) if q.has_keyword(state, s, "blocker")]
        emit(state, StepKind.ACTION, "collision", player=att.player, cards=[attacker.id, *have],
             rules=rules, card=attacker.id, have_blocker=have)
    else:
        options.append(Option("no", label("no_block")))
    answer = yield from ask(state, defender, "block", prompt("block", attacker=att.attacker_id),
                            options, rules=rules, default=options[0].id if collision else "no")
    if answer == "no":
        emit(state, StepKind.ACTION, "no_block", player=defender, rules=rules)
        return
    blocker = next(s for s in blockers if s.id == answer.split()[1])
    blocker.suspended = True
    att.target_uid, att.target_id, att.blocked = blocker.uid, blocker.id, True
    emit(state, StepKind.ACTION, "block", player=defender, cards=[blocker.id], rules=rules,
         card=blocker.id)
    r.on_blocked(state, attacker, blocker)
    yield from r.checkpoint(state)


def confirm(state: GameState, att: Attack) -> Gen:
    att.confirming = True
    defender = other(att.player)
    attacker = _alive(state, att.attacker_uid)
    if attacker is None:
        emit(state, StepKind.ACTION, "attack_fizzle", rules=cite.CONFIRMATION,
             reason="the attacking Digimon left the battle area")
        return
    if att.target_uid is None:
        yield from check_security(state, att, attacker, defender, may_win=True)
        return
    target = _alive(state, att.target_uid)
    if target is None:
        emit(state, StepKind.ACTION, "attack_fizzle", rules=cite.CONFIRMATION,
             reason="the attack target left the battle area")
        return
    deleted = yield from battle(state, attacker, target)
    # What the battle triggered ([On Deletion]...) resolves before the end of attack
    # timing (manual-en/battles, manual-en/confirming-attack-success).
    yield from r.checkpoint(state)
    attacker = _alive(state, att.attacker_uid)
    if target.uid in {s.uid for s in deleted} and attacker is not None and \
            q.has_keyword(state, attacker, "piercing"):
        emit(state, StepKind.ACTION, "piercing", cards=[attacker.id],
             rules=cite.KW["piercing"], card=attacker.id)
        yield from check_security(state, att, attacker, defender, may_win=False)


def checks_allowed(state: GameState, attacker: Stack) -> int:
    """How many cards ``attacker`` checks in its security check: 1, modified by every
    <Security A.> it has now, never below 0 (manual-en/kw-security-attack; CR 16-4-3/4)."""
    return max(0, 1 + q.security_attack(state, attacker))


def check_security(state: GameState, att: Attack, attacker: Stack, defender: str,
                   may_win: bool) -> Gen:
    """The security check, one card at a time. <Security A.> is a persistent effect: the
    number of checks is read again before each card, so one gained or lost during the check
    (a [Security] effect, an effect that triggered on the previous card) changes how many
    more cards are checked (manual-en/security-check-rules; CR 13-1-8-5, 16-4-2; official
    Q&A Q881, Q3346, Q2609)."""
    if not state.players[defender].security:
        if may_win and checks_allowed(state, attacker) >= 1:
            win(state, att.player, f"a successful attack on {defender} with 0 security cards",
                cite.CONFIRMATION)
        elif may_win:  # CR 11-5-1-2-1: no win for a Digimon that can't check any card
            emit(state, StepKind.SECURITY_CHECK, "no_more_checks", cards=[attacker.id],
                 rules=cite.CONFIRMATION + cite.KW["security-attack"],
                 reason=f"{defender} has 0 security cards, but {attacker.id} checks no card "
                 "(its <Security A.> brings the number of checks to 0), so the attack doesn't "
                 "win")
        return
    first = allowed = checks_allowed(state, attacker)
    done = 0
    while True:
        attacker = _alive(state, att.attacker_uid)
        if attacker is None:  # said only when it had checks left (as of its last card)
            if done < allowed:
                emit(state, StepKind.SECURITY_CHECK, "no_more_checks",
                     rules=cite.SECURITY_CHECK, reason="the checking Digimon left the battle "
                     "area")
            return
        allowed = checks_allowed(state, attacker)
        rules = cite.CONFIRMATION + (cite.KW["security-attack"]
                                     if allowed != 1 or first != 1 else ())
        if done >= allowed:
            if done < first or (done == 0 and first == 0):
                emit(state, StepKind.SECURITY_CHECK, "no_more_checks", cards=[attacker.id],
                     rules=rules + cite.SECURITY_CHECK,
                     reason=f"{attacker.id} checks no card: its <Security A.> brings the "
                     "number of checks to 0" if done == 0 else
                     f"{attacker.id} now checks {allowed} card(s) in all and has checked "
                     f"{done}: its <Security A.> changed during the check")
            return
        if not state.players[defender].security:
            if done:
                emit(state, StepKind.SECURITY_CHECK, "no_more_checks", rules=rules,
                     reason="the security stack is empty")
            return
        done += 1
        yield from security_check(state, attacker, defender, rules, number=(done, allowed))


def security_check(state: GameState, attacker: Stack, defender: str,
                   rules: tuple[str, ...], number: tuple[int, int] = (1, 1)) -> Gen:
    """One card of the security check; ``number``: (this card's number, how many cards the
    attacker checks as of now)."""
    pl = state.players[defender]
    card = r.move(pl.security.pop(0))
    card.face_up = True
    pl.processing.append(card)
    emit(state, StepKind.SECURITY_CHECK, "security_reveal", player=defender, cards=[card.id],
         rules=rules + cite.SECURITY_CHECK, card=card.id, attacker=attacker.id,
         number=number[0], of=number[1])
    card_events.on_security_removed(state, defender)
    is_digimon = card.defn.kind == "digimon"
    if is_digimon:
        dp = q.security_dp(state, card)
        emit(state, StepKind.SECURITY_CHECK, "security_digimon", player=defender,
             cards=[card.id], rules=cite.SECURITY_CHECK + (
                 cite.SECURITY_DIGIMON if dp != (card.defn.dp or 0) else ()),
             card=card.id, dp=dp)
    for effect in card.defn.security:
        if card.defn.kind == "option" and q.restricted(state, attacker, "no-option-security"):
            emit(state, StepKind.ACTIVATION, "security_effect_not_activated", player=defender,
                 cards=[card.id, attacker.id], rules=cite.SECURITY_EFFECT + cite.TEXT_OVER_RULES,
                 card=card.id, attacker=attacker.id)
            continue
        with r.processing(state, card.id, effect):
            emit(state, StepKind.ACTIVATION, "security_effect", player=defender,
                 cards=[card.id], rules=cite.SECURITY_EFFECT, cause=effect.text, card=card.id)
            yield from r.run_effect(r.Ctx(state, effect, defender, card.id, card))
    yield from r.checkpoint(state)
    attacker_now = state.stack_by_uid(attacker.uid)
    battles = is_digimon and card in pl.processing and attacker_now is not None
    if battles:
        yield from battle(state, attacker_now, card)
        yield from r.checkpoint(state)
    yield from end_of_battle.after_battle(state, card, battled=battles)
    if card in pl.processing:
        pl.processing.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "security_trash", player=defender, cards=[card.id],
             rules=cite.SECURITY_CHECK, card=card.id)


def battle(state: GameState, attacker: Stack, defender: Stack | Card) -> Gen:
    """Compare DP; the lower loses, a tie loses both. Losing Digimon are deleted together;
    a losing Security Digimon is not deleted (and never triggers <Retaliation>). Returns the
    deleted stacks."""
    security = isinstance(defender, Card)
    a_dp = q.dp(state, attacker) or 0
    d_dp = q.security_dp(state, defender) if security else (q.dp(state, defender) or 0)
    if not security and any(q.has_keyword(state, s, "iceclad") for s in (attacker, defender)):
        a_dp, d_dp = len(attacker.under), len(defender.under)
        emit(state, StepKind.BATTLE, "iceclad", player=attacker.owner,
             cards=[attacker.id, defender.id], rules=cite.KW["iceclad"], attacker=attacker.id,
             defender=defender.id, attacker_cards=a_dp, defender_cards=d_dp)
    d_id = defender.id
    losers_a = a_dp <= d_dp
    losers_d = d_dp <= a_dp
    names = {attacker.id: attacker.top.name, d_id: state.cards[d_id].name}
    winner = None if a_dp == d_dp else (attacker.id if a_dp > d_dp else d_id)
    result = "tie: both lose" if winner is None else f"{names[winner]} ({winner}) wins"
    emit(state, StepKind.BATTLE, "battle", player=attacker.owner, cards=[attacker.id, d_id],
         rules=cite.BATTLE, attacker=attacker.id, defender=d_id, attacker_dp=a_dp,
         defender_dp=d_dp, result=result, winner=winner)
    doomed: list[Stack] = []
    if losers_a:
        if security and q.has_keyword(state, attacker, "jamming"):
            emit(state, StepKind.BATTLE, "jamming", cards=[attacker.id],
                 rules=cite.KW["jamming"], card=attacker.id)
        else:
            doomed.append(attacker)
    if losers_d:
        if security:
            emit(state, StepKind.BATTLE, "battle_lost_security", cards=[d_id],
                 rules=cite.SECURITY_CHECK, card=d_id)
        else:
            doomed.append(defender)
    for s in [s for s in doomed if q.restricted(state, s, "deleted-in-battle")]:
        doomed.remove(s)  # card text over the rule that deletes the loser (CR 1-3-1)
        emit(state, StepKind.BATTLE, "not_deleted_in_battle", cards=[s.id],
             rules=cite.BATTLE + cite.TEXT_OVER_RULES, card=s.id)
    won = attacker if winner == attacker.id else None if security or winner is None else defender
    gone: list[Stack] = []
    if doomed:
        battled = None if security else {attacker.uid: defender, defender.uid: attacker}
        gone = yield from r.delete(state, doomed, "battle", kind=StepKind.BATTLE,
                                   rules=cite.BATTLE, battled=battled)
    if won is not None:
        r.on_subject_event(state, "win-battle", won)
    return gone
