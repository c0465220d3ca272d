"""The turn procedure, the main-phase actions, attacks, security checks and battles."""

from __future__ import annotations

from judgeapp.engine.dcg import (
    card_events,
    color_req,
    digivolve_cost,
    dual,
    main_actions,
    play_cost,
    use_req,
)
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.attack import attack, can_attack
from judgeapp.engine.dcg.cards import Card, CardDef, DigivolveReq
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled, win, yes_no
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import PHASES, GameState, Stack, other
from judgeapp.engine.steps import Option, StepKind


def play_game(state: GameState) -> Gen:
    """Run turns from the scenario's phase until the game ends."""
    start = PHASES.index(state.phase)
    while True:
        if start <= 0:
            yield from unsuspend_phase(state)
        if start <= 1:
            yield from draw_phase(state)
        if start <= 2:
            yield from breeding_phase(state)
        yield from main_phase(state, at_end=start == 4)
        start = 0
        next_turn(state)




def _phase(state: GameState, phase: str, rules: tuple[str, ...]) -> None:
    state.phase = phase
    emit(state, StepKind.PHASE, "phase", player=state.turn_player, rules=rules, phase=phase)


def next_turn(state: GameState) -> None:
    old = state.turn_player
    emit(state, StepKind.PHASE, "turn_end", player=old, rules=cite.END_OF_TURN,
         opponent=other(old), memory=-state.mem(old))
    for mod in state.modifiers:
        alive = mod.stack_uid is None or state.stack_by_uid(mod.stack_uid) is not None
        if mod.until <= state.turn and alive:
            card = state.stack_by_uid(mod.stack_uid).id if mod.stack_uid else "all matching cards"
            emit(state, StepKind.ACTION, "expire", cards=[mod.source], rules=cite.EFFECT_BASICS,
                 source=mod.source, card=card, turn=state.turn)
    state.modifiers = [m for m in state.modifiers if m.until > state.turn]
    state.turn += 1
    state.turn_player = other(old)
    state.per_turn_uses.clear()
    for pl in state.players.values():
        pl.hatched_this_turn = False
    emit(state, StepKind.PHASE, "turn_start", player=state.turn_player, rules=cite.TURN,
         turn=state.turn)


def unsuspend_phase(state: GameState) -> Gen:
    """[Start of Your Turn] effects activate before unsuspending (manual "Unsuspend Phase")."""
    state.phase = "unsuspend"
    emit(state, StepKind.PHASE, "start_of_turn", player=state.turn_player,
         rules=cite.UNSUSPEND_PHASE, phase="start-of-turn")
    r.on_turn_timing(state, (fx.START_OF_YOUR_TURN,), (fx.START_OF_OPPONENTS_TURN,))
    yield from r.checkpoint(state)
    _phase(state, "unsuspend", cite.UNSUSPEND_PHASE)
    pl = state.players[state.turn_player]
    unsuspended = []
    for stack in list(pl.battle) + ([pl.breeding] if pl.breeding else []):
        if stack.suspended and q.restricted(state, stack, "unsuspend"):
            emit(state, StepKind.ACTION, "cant_unsuspend", cards=[stack.id],
                 player=state.turn_player, rules=cite.UNSUSPEND_PHASE + cite.TEXT_OVER_RULES,
                 card=stack.id)
        elif stack.suspended:
            stack.suspended = False
            unsuspended.append(stack)
            emit(state, StepKind.ACTION, "unsuspend", cards=[stack.id],
                 player=state.turn_player, rules=cite.UNSUSPEND_PHASE, card=stack.id)
    for stack in state.players[state.non_turn_player].battle:
        if stack.suspended and q.has_keyword(state, stack, "reboot") and \
                not q.restricted(state, stack, "unsuspend"):
            stack.suspended = False
            unsuspended.append(stack)
            emit(state, StepKind.ACTION, "reboot", cards=[stack.id],
                 player=state.non_turn_player, rules=cite.UNSUSPEND_PHASE + cite.KW["reboot"],
                 card=stack.id)
    # all at the same time, by the rules ("When this Digimon becomes unsuspended": official
    # Q&A Q1830, also during the unsuspend phase)
    r.on_suspend_change(state, unsuspended, False, by_effect=False)
    if unsuspended:
        yield from r.checkpoint(state)


def draw_phase(state: GameState) -> Gen:
    _phase(state, "draw", cite.DRAW_PHASE)
    tp = state.turn_player
    if state.turn == 1 and tp == state.first_player:
        emit(state, StepKind.PHASE, "draw_skipped", player=tp, rules=cite.DRAW_PHASE)
    elif not state.players[tp].deck:
        emit(state, StepKind.GAME_END, "deck_out", player=tp, rules=cite.DRAW_PHASE)
        win(state, other(tp), f"{tp} could not draw", cite.DRAW_PHASE)
    else:
        r.draw(state, tp, 1, rules=cite.DRAW_PHASE)
    yield from r.checkpoint(state)


# ---------------------------------------------------------------- breeding


def breeding_phase(state: GameState) -> Gen:
    _phase(state, "breeding", cite.BREEDING_PHASE)
    tp = state.turn_player
    pl = state.players[tp]
    if pl.hatched_this_turn:
        return
    options = []
    if pl.egg_deck and pl.breeding is None:
        options.append(Option("hatch", label("hatch", name=pl.egg_deck[0].name)))
    if pl.breeding and q.is_digimon(pl.breeding) and pl.breeding.top.defn.dp is not None:
        options.append(Option(f"move {pl.breeding.id}",
                              label("move_out", name=pl.breeding.top.name)))
    options.append(Option("skip", label("skip")))

    def explain(answer: str) -> tuple[str | None, tuple[str, ...]]:
        if answer == "hatch":
            if pl.breeding is not None:
                return ("You can hatch a Digi-Egg only when there are no Digimon in the "
                        "breeding area.", cite.HATCH)
            return "Your Digi-Egg deck is empty.", cite.HATCH
        if answer.startswith("move "):
            if pl.breeding is None or pl.breeding.id != answer[5:]:
                return f"{answer[5:]} is not in your breeding area.", cite.MOVE_OUT
            return ("Digimon that don't have DP can't be moved to the battle area.",
                    cite.MOVE_OUT)
        return None, ()

    answer = yield from ask(state, tp, "breeding_action", prompt("breeding_action"),
                            options, rules=cite.BREEDING_PHASE, default="skip", explain=explain)
    pl.hatched_this_turn = True
    if answer == "hatch":
        card = r.move(pl.egg_deck.pop(0))
        pl.breeding = Stack(uid=state.new_uid(), cards=[card], owner=tp, area="breeding")
        emit(state, StepKind.ZONE_MOVE, "hatch", player=tp, cards=[card.id], rules=cite.HATCH,
             card=card.id)
    elif answer.startswith("move "):
        stack = pl.breeding
        pl.breeding = None
        stack.uid = state.new_uid()  # a new object in a new area
        stack.area = "battle"
        pl.battle.append(stack)
        emit(state, StepKind.ZONE_MOVE, "move_out", player=tp, cards=[stack.id],
             rules=cite.MOVE_OUT, card=stack.id)
        card_events.on_moved(state, stack)
    else:
        emit(state, StepKind.ACTION, "breeding_skip", player=tp, rules=cite.BREEDING_PHASE)
    yield from r.checkpoint(state)


# ---------------------------------------------------------------- main phase


def main_phase(state: GameState, at_end: bool = False) -> Gen:
    tp = state.turn_player
    if not at_end:
        _phase(state, "main", cite.MAIN_PHASE)
        r.on_turn_timing(state, (fx.START_OF_YOUR_MAIN,), (fx.START_OF_OPPONENTS_MAIN,))
        yield from r.checkpoint(state)
    while True:
        if not at_end and state.mem(tp) >= 0:
            answer = yield from ask(state, tp, "main_action", prompt("main_action"),
                                    legal_actions(state), rules=cite.MAIN_PHASE,
                                    default="pass", explain=lambda a: explain_illegal(state, a))
            yield from perform(state, answer)
            yield from r.checkpoint(state)
        at_end = False
        if state.mem(tp) >= 0:
            continue
        emit(state, StepKind.PHASE, "turn_end_check", player=tp, rules=cite.END_OF_TURN,
             opponent=other(tp))
        for hook in main_actions.END_OF_TURN:
            hook(state)
        state.phase = "end"
        r.on_turn_timing(state, (fx.END_OF_YOUR_TURN, fx.END_OF_ALL_TURNS),
                         (fx.END_OF_OPPONENTS_TURN, fx.END_OF_ALL_TURNS))
        yield from r.checkpoint(state)
        if state.mem(tp) < 0:
            return
        state.phase = "main"
        emit(state, StepKind.PHASE, "turn_continues", player=tp, rules=cite.END_OF_TURN)


def _hand(state: GameState, card_id: str) -> Card | None:
    return next((c for c in state.players[state.turn_player].hand if c.id == card_id), None)




def _my_field(state: GameState) -> list[Stack]:
    pl = state.players[state.turn_player]
    return list(pl.battle) + ([pl.breeding] if pl.breeding else [])


def _main_effect(state: GameState, stack: Stack):
    for effect, holder in q.stack_effects(state, stack):
        if effect.type == fx.ACTIVATION and effect.timing == fx.MAIN and \
                q.uses_left(state, holder, effect) and q.delay_ready(state, stack, effect):
            return effect, holder
    return None


def legal_actions(state: GameState) -> list[Option]:
    tp = state.turn_player
    pl = state.players[tp]
    opts: list[Option] = []
    for card in pl.hand:
        d = card.defn
        cost = play_cost.cost_to_play(state, card, tp, d.cost or 0)
        if d.kind in ("digimon", "tamer") and d.cost is not None and q.can_pay(state, tp, cost):
            opts.append(Option(f"play {card.id}", label("play", name=d.name, cost=cost)))
    for card in pl.hand:
        for stack in _my_field(state):
            cost = q.digivolve_cost(state, card.defn, stack) \
                if card.defn.kind == "digimon" else None
            if cost is not None and digivolve_payable(state, card, cost):
                opts.append(Option(f"digivolve {card.id} onto {stack.id}",
                                   label("digivolve", target=stack.top.name, name=card.name,
                                         cost=cost)))
            elif (req := q.tamer_digivolve_req(state, card.defn, stack)) and \
                    q.can_pay(state, tp, req.cost):
                opts.append(Option(f"digivolve {card.id} onto {stack.id}",
                                   label("digivolve_tamer", target=stack.top.name,
                                         name=card.name, cost=req.cost)))
    for card in pl.hand:
        if dual.option_side(card.defn) is not None and _use_problem(state, card) is None:
            opts.append(Option(f"use {card.id}", label("use", name=card.name)))
    for stack in pl.battle:
        if _main_effect(state, stack):
            opts.append(Option(f"activate {stack.id}", label("activate_main", name=stack.top.name)))
    for stack in pl.battle:
        if can_attack(state, stack) is None:
            if not q.restricted(state, stack, "attack-players"):
                opts.append(Option(f"attack {stack.id} -> player",
                                   label("attack_player", attacker=stack.top.name)))
            for target in state.players[other(tp)].battle:
                if q.attackable(state, stack, target):
                    opts.append(Option(f"attack {stack.id} -> {target.id}",
                                       label("attack", attacker=stack.top.name,
                                             target=target.top.name)))
    opts.extend(main_actions.options(state))
    opts.append(Option("pass", label("pass")))
    return opts


def _use_problem(state: GameState, card: Card) -> tuple[str, tuple[str, ...]] | None:
    """Why the card can't be used now; a DUAL card as its Option information (dual.py)."""
    with dual.used_as_option(card):
        return _option_problem(state, card)


def _option_problem(state: GameState, card: Card) -> tuple[str, tuple[str, ...]] | None:
    d = card.defn
    tp = state.turn_player
    missing = color_req.missing(state, d, tp)
    if missing and not use_req.ignores_colors(state, d, tp):
        return (f"Color requirement not met: you need a {' and a '.join(missing)} Digimon or "
                "Tamer on your field (a multicolor card needs all of its colors).",
                cite.COLOR_REQUIREMENTS)
    cost = None if d.cost is None else \
        play_cost.cost_to_play(state, card, tp, d.cost, play_cost.USED)
    if cost is None or not q.can_pay(state, tp, cost):
        return _cost_problem(state, cost or 0)
    if not any(_used_from_hand(e) for e in d.effects):
        return "This Option has no [Main] effect.", cite.USE_OPTION
    return None


def _used_from_hand(effect: fx.Effect) -> bool:
    """An Option's [Main] effects other than <Delay> (that one works in the battle area)."""
    return effect.timing == fx.MAIN and effect.keyword != "delay"


def _cost_problem(state: GameState, cost: int) -> tuple[str, tuple[str, ...]]:
    return (f"The cost {cost} can't be paid: the memory counter can move at most to 10 on the "
            f"opponent's side (you have {state.mem(state.turn_player)}).", cite.MEMORY)


def _digivolve_cost_problem(state: GameState, card: Card,
                            cost: int) -> tuple[str, tuple[str, ...]]:
    """The unpayable digivolution cost, and why <Digisorption -X> doesn't make it payable."""
    why, rules = _cost_problem(state, cost)
    x = _digisorption(card.defn)[1]
    if not x:
        return why, rules
    if not _suspendable(state):
        return (f"{why} <Digisorption -{x}> would reduce it, but you have no unsuspended "
                "Digimon in the battle area to suspend.", rules + cite.KW["digisorption"])
    return (f"{why} Even reduced by <Digisorption -{x}> it would be {max(0, cost - x)}.",
            rules + cite.KW["digisorption"])


def explain_illegal(state: GameState, answer: str) -> tuple[str | None, tuple[str, ...]]:
    """Why a main-phase answer is not allowed, citing the rule."""
    tp = state.turn_player
    words = answer.split()
    if not words:
        return None, ()
    verb = words[0]
    if verb == "attack" and len(words) == 4 and words[2] == "->":
        stack = state.find_stack(words[1], breeding=False)
        if stack is None or stack.owner != tp:
            return f"{words[1]} is not one of your Digimon in the battle area.", cite.ATTACK
        why = can_attack(state, stack)
        if why:
            rules = cite.ATTACK_DECLARATION + (cite.PLAY + cite.KW["rush"]
                                               if "played" in why else ()) \
                + (cite.DIGIVOLVE if "digivolving" in why else ()) \
                + (cite.CANT_SUSPEND if "can't suspend" in why else ())
            return why[0].upper() + why[1:] + ".", rules
        if words[3] == "player" and q.restricted(state, stack, "attack-players"):
            return fragment("cant_attack_players"), \
                cite.ATTACK_DECLARATION + cite.TEXT_OVER_RULES
        if words[3] != "player":
            target = state.find_stack(words[3], breeding=False)
            if target is None or target.owner == tp:
                return f"{words[3]} is not one of your opponent's Digimon.", \
                    cite.ATTACK_DECLARATION
            if q.restricted(state, stack, "attack-digimon"):
                return fragment("cant_attack_digimon"), \
                    cite.ATTACK_DECLARATION + cite.PROHIBITION
            if not target.suspended and not q.may_attack_unsuspended(state, stack, target):
                return ("Only the opponent player or a suspended Digimon of the opponent can "
                        "be attacked.", cite.ATTACK_DECLARATION)
            if q.restricted(state, target, "be-attacked"):
                return fragment("cant_be_attacked"), cite.ATTACK_DECLARATION + cite.PROHIBITION
    if verb == "play" and len(words) == 2:
        card = _hand(state, words[1])
        if card is None:
            return f"{words[1]} is not in your hand.", cite.PLAY
        if card.defn.option is not None:
            return dual.play_refusal(card.defn), cite.DUAL_CARDS + cite.PLAY
        if card.defn.kind not in ("digimon", "tamer"):
            return "Only Digimon and Tamer cards are played; Options are used.", cite.PLAY
        return _cost_problem(state, play_cost.cost_to_play(state, card, state.turn_player,
                                                           card.defn.cost or 0))
    if verb == "use" and len(words) == 2:
        card = _hand(state, words[1])
        if card is None or dual.option_side(card.defn) is None:
            return f"{words[1]} is not an Option card in your hand.", cite.USE_OPTION
        return _use_problem(state, card) or (None, ())
    if verb == "digivolve" and len(words) == 4 and words[2] == "onto":
        card = _hand(state, words[1])
        stack = next((s for s in _my_field(state) if s.id == words[3]), None)
        if card is None or stack is None:
            return "The card must be in your hand and the Digimon on your field.", \
                cite.DIGIVOLVE
        cost = q.digivolve_cost(state, card.defn, stack)
        if stack.top.defn.token:
            return ("Tokens can't digivolve and no card can be placed under a Token.",
                    cite.TOKENS + cite.DIGIVOLVE)
        if not q.may_digivolve_into(state, stack, card.defn):
            return fragment("cant_digivolve").format(name=stack.top.name, card=card.name), \
                cite.DIGIVOLVE + cite.PROHIBITION
        if cost is None and (treq := q.tamer_digivolve_req(state, card.defn, stack)):
            return _cost_problem(state, treq.cost)
        if cost is None and stack.top.defn.is_digimon and stack.top.defn.level is None:
            return stack.top.name + fragment("no_level_digivolve"), cite.NO_LEVEL + cite.DIGIVOLVE
        if cost is None:
            reqs = "; ".join(req.label() for req in card.defn.digivolve) or "none"
            return (f"{stack.top.name} doesn't meet {card.name}'s digivolution requirements "
                    f"({reqs}).", cite.DIGIVOLVE + _requirement_rules(card.defn))
        return _digivolve_cost_problem(state, card, cost)
    if mechanic := main_actions.claiming(words):
        return mechanic.explain(state, words)
    if verb == "activate" and len(words) == 2:
        if _delay_placed_this_turn(state, words[1]):
            return ("<Delay> can't be activated the turn its card was placed in the battle "
                    "area.", cite.KW["delay"] + cite.ACTIVATE_MAIN)
        return ("No [Main] effect of that card can be activated now (Once/Twice Per Turn "
                "limits count per card).", cite.ACTIVATE_MAIN + cite.PER_TURN)
    if verb in ("hatch", "move", "skip"):
        return "Breeding actions are taken in the breeding phase only.", cite.BREEDING_PHASE
    return None, ()


def _requirement_rules(defn: CardDef, req: DigivolveReq | None = None) -> tuple[str, ...]:
    """The rules a card's special requirements add (all of them, or the one used): printed
    lines, name parts, text."""
    reqs = defn.digivolve if req is None else (req,)
    printed = defn.rules.digivolve if req is None else \
        tuple(r for r in defn.rules.digivolve if r == req)
    return ((cite.DIGIVOLVE_LINE if printed else ())
            + (cite.DIGIVOLVE_NAME_PART if any(r.name_has for r in reqs) else ())
            + (cite.DIGIVOLVE_TEXT if any(r.text_has for r in reqs) else ()))


def _delay_placed_this_turn(state: GameState, card_id: str) -> bool:
    stack = state.find_stack(card_id, breeding=False)
    return stack is not None and stack.owner == state.turn_player and \
        stack.played_turn == state.turn and \
        any(e.keyword == "delay" for e, _ in q.stack_effects(state, stack))


def perform(state: GameState, answer: str) -> Gen:
    words = answer.split()
    verb = words[0]
    if verb == "pass":
        tp = state.turn_player
        state.set_mem(tp, -3)
        emit(state, StepKind.ACTION, "pass", player=tp, rules=cite.PASS, opponent=other(tp))
    elif verb == "play" and len(words) == 2:
        yield from play_from_hand(state, _hand(state, words[1]))
    elif verb == "digivolve":
        stack = next(s for s in _my_field(state) if s.id == words[3])
        card = _hand(state, words[1])
        if stack.top.defn.kind == "tamer" and not q.onto_tamer(card.defn, stack):
            stop_unmodelled(state, "digivolving from a Tamer (a requirement naming it; official "
                            "Q&A Q6903: it digivolves as a Tamer, not as a Digimon) is not "
                            "modelled", rules=cite.DIGIVOLVE + cite.DIGIVOLVE_LINE,
                            player=state.turn_player, cards=[words[1], words[3]])
        yield from digivolve(state, card, stack)
    elif verb == "use":
        yield from use_option(state, _hand(state, words[1]))
    elif mechanic := main_actions.claiming(words):
        yield from mechanic.perform(state, words)
    elif verb == "activate":
        yield from activate_main(state, state.find_stack(words[1], breeding=False))
    elif verb == "attack":
        attacker = state.find_stack(words[1], breeding=False)
        target = None if words[3] == "player" else state.find_stack(words[3], breeding=False)
        yield from attack(state, attacker, target)


def _pay(state: GameState, card: Card, cost: int, rules: tuple[str, ...]) -> None:
    tp = state.turn_player
    before = state.mem(tp)
    state.set_mem(tp, before - cost)
    emit(state, StepKind.MEMORY, "pay_cost", player=tp, cards=[card.id],
         rules=rules + cite.MEMORY, card=card.id, cost=cost, before=before,
         after=state.mem(tp))


def play_from_hand(state: GameState, card: Card) -> Gen:
    tp = state.turn_player
    cost = yield from play_cost.reduced(state, card, tp, card.defn.cost or 0)
    if play_cost.cancelled(state, card, tp, cost):
        return
    state.players[tp].hand.remove(card)
    _pay(state, card, cost, cite.PLAY)
    stack = r.place_on_field(state, card, tp, by_effect=False)
    emit(state, StepKind.ACTION, "play", player=tp, cards=[card.id], rules=cite.PLAY,
         card=card.id, how=f" (cost {cost})")
    r.on_play(state, stack)


def digivolve(state: GameState, card: Card, stack: Stack) -> Gen:
    tp = state.turn_player
    if q.onto_tamer(card.defn, stack) and q.digivolve_restriction_in_force(state):
        stop_unmodelled(state, fragment("tamer_as_digimon_restricted").format(tamer=stack.id),
                        rules=cite.DIGIVOLVE + cite.PROHIBITION, player=tp, cards=[stack.id])
    req = q.digivolve_req(state, card.defn, stack) or q.tamer_digivolve_req(state, card.defn, stack)
    cost = yield from digivolve_cost.reduced(state, [stack], card, req.cost)
    cost = yield from digisorption(state, card, cost)
    state.players[tp].hand.remove(card)
    _pay(state, card, cost, cite.DIGIVOLVE)
    old = stack.id
    stack.cards.insert(0, r.move(card))  # display format (suspended or not) carries over
    emit(state, StepKind.ACTION, "digivolve", player=tp, cards=[card.id, old],
         rules=cite.DIGIVOLVE + _requirement_rules(card.defn, req), card=card.id, target=old,
         cost=cost, requirement=req.label())
    r.draw(state, tp, 1, why="digivolution_bonus", rules=cite.DIGIVOLVE)
    if state.area_of(stack) == "battle":
        r.on_digivolve(state, stack)
    yield from ()


def _digisorption(card: CardDef) -> tuple[str, int]:
    """The card's <Digisorption -X> as printed, and X ("", 0: it has none)."""
    effect = next((e for e in card.effects if e.keyword == "digisorption"), None)
    return (effect.text, int(effect.text.rstrip(">").split("-")[-1])) if effect else ("", 0)


def _suspendable(state: GameState) -> list[Stack]:
    """The turn player's Digimon that <Digisorption> can suspend (the digivolving one too)."""
    return [s for s in state.players[state.turn_player].battle
            if q.is_digimon(s) and q.can_suspend(state, s)]


def digivolve_payable(state: GameState, card: Card, cost: int) -> bool:
    """Can the digivolution cost be paid: in full, or reduced by <Digisorption -X> with a
    Digimon to suspend ("if an effect that reduces the original cost is used and the cost can
    be paid, that card can then be used": manual-en/paying-costs)?"""
    tp = state.turn_player
    if q.can_pay(state, tp, cost):
        return True
    x = _digisorption(card.defn)[1]
    return bool(x and _suspendable(state)) and q.can_pay(state, tp, max(0, cost - x)) \
        and q.digivolve_cost_lock(state, tp) is None


def digisorption(state: GameState, card: Card, cost: int) -> Gen:
    """<Digisorption -X> on the card in the hand: by suspending 1 of your Digimon, the
    digivolution cost is reduced by X (not below 0). Returns the cost to pay. Asked when the
    full cost could be paid too; when it couldn't, declaring the digivolution was declaring
    the reduction (manual-en/paying-costs), so the Digimon is suspended without asking."""
    x = _digisorption(card.defn)[1]
    mine = _suspendable(state)
    if not x or not mine:
        return cost
    effect = next(e for e in card.defn.effects if e.keyword == "digisorption")
    with r.processing(state, card.id, effect):
        if (lock := q.digivolve_cost_lock(state, state.turn_player)) is not None:
            # it would reduce nothing: not offered (official Q&A Q1286)
            digivolve_cost.locked_step(state, state.turn_player, card, lock, effect.text)
            return cost
        return (yield from _reduce(state, card, cost, mine))


def _reduce(state: GameState, card: Card, cost: int, mine: list[Stack]) -> Gen:
    """<Digisorption -X>'s processing: suspend 1 of ``mine``; the cost to pay."""
    text, x = _digisorption(card.defn)
    tp = state.turn_player
    rules = cite.KW["digisorption"]
    if q.can_pay(state, tp, cost):
        pay = yield from yes_no(state, tp, "pay_cost", prompt("digisorption", card=card.id,
                                                               text=text, amount=x), rules)
        if not pay:
            return cost
    else:
        emit(state, StepKind.ACTION, "digisorption_required", player=tp, cards=[card.id],
             rules=rules + cite.MEMORY, card=card.id, cost=cost, amount=x,
             memory=state.mem(tp))
    chosen = mine[0]
    if len(mine) > 1:
        options = [Option(s.id, label("card", name=s.top.name, id=s.id)) for s in mine]
        answer = yield from ask(state, tp, "choose_target", prompt("digisorption_target"),
                                options, rules=rules)
        chosen = next(s for s in mine if s.id == answer)
    chosen.suspended = True
    emit(state, StepKind.ACTION, "suspend", player=tp, cards=[chosen.id], rules=rules,
         cause=text, card=chosen.id)
    r.on_suspend_change(state, [chosen], True, by_effect=True)  # <Digisorption>'s effect
    emit(state, StepKind.ACTION, "digisorption", player=tp, cards=[card.id, chosen.id],
         rules=rules, card=card.id, target=chosen.id, amount=x, cost=max(0, cost - x))
    return max(0, cost - x)


def use_option(state: GameState, card: Card, *, zone: list[Card] | None = None,
               cost: int | None = None) -> Gen:
    """Use an Option card, or a DUAL card as its Option (dual.py): pay, activate its [Main]
    effects, then trash it (CR 4.2 9-1-5) unless Arts Digivolve replaces the trashing.
    ``zone`` and ``cost``: used by an effect (verbs/use_by_effect.py), from that zone for that
    cost (default: from the hand, the printed cost with its reductions)."""
    tp = state.turn_player
    pl = state.players[tp]
    with dual.used_as_option(card) as printed:
        colors = cite.COLOR_REQUIREMENTS + use_req.citations(state, card.defn, tp) + \
            color_req.citations(state, card.defn, tp)
        if cost is None:
            cost = yield from play_cost.reduced(state, card, tp, card.defn.cost or 0,
                                                play_cost.USED)
        (pl.hand if zone is None else zone).remove(card)
        _pay(state, card, cost, cite.USE_OPTION)
        pl.processing.append(r.move(card))
        if printed.option is None:
            emit(state, StepKind.ACTION, "use_option", player=tp, cards=[card.id],
                 rules=cite.USE_OPTION + colors, card=card.id)
        else:
            emit(state, StepKind.ACTION, "use_dual", player=tp, cards=[card.id],
                 rules=cite.DUAL_CARDS + cite.USE_OPTION + colors, card=card.id,
                 option=card.defn.name)
        card_events.on_option_used(state, tp, card)
        for effect in card.defn.effects:
            if _used_from_hand(effect):
                ctx = r.Ctx(state, effect, tp, card.id, card)
                yield from r.run_effect(ctx)
    if card in pl.processing and printed.arts_digivolve and \
            (yield from dual.arts_digivolve(state, card)):
        return
    if card in pl.processing:
        pl.processing.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "option_trash", player=tp, cards=[card.id],
             rules=cite.USE_OPTION, card=card.id)


def activate_main(state: GameState, stack: Stack) -> Gen:
    effect, holder = _main_effect(state, stack)
    with r.processing(state, stack.id, effect):
        emit(state, StepKind.ACTIVATION, "activate", player=stack.owner, cards=[stack.id],
             rules=cite.ACTIVATE_MAIN + cite.ACTIVATION + cite.keyword(effect.keyword or ""),
             cause=effect.text, card=stack.id, timing=fx.MAIN)
        ctx = r.Ctx(state, effect, stack.owner, stack.id, holder, stack.uid)
        yield from r.run_effect(ctx)
