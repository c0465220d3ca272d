"""The turn procedure, the main-phase actions, attacks, security checks and battles."""

from __future__ import annotations

from judgeapp.engine.dcg import app_fusion, blast, burst, dna, link, mind_link, xros
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.record import ask, emit, yes_no
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import PHASES, Attack, GameOver, GameState, Stack, other
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


def win(state: GameState, player: str, reason: str, rules: tuple[str, ...]) -> None:
    state.winner = player
    emit(state, StepKind.GAME_END, "win", player=player, rules=rules, reason=reason)
    state.over = True
    raise GameOver(reason)


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
    for stack in list(pl.battle) + ([pl.breeding] if pl.breeding else []):
        if stack.suspended:
            stack.suspended = False
            emit(state, StepKind.ACTION, "unsuspend", cards=[stack.id],
                 player=state.turn_player, rules=cite.UNSUSPEND_PHASE, card=stack.id)
    for stack in state.players[state.non_turn_player].battle:
        if stack.suspended and q.has_keyword(state, stack, "reboot"):
            stack.suspended = False
            emit(state, StepKind.ACTION, "reboot", cards=[stack.id],
                 player=state.non_turn_player, rules=cite.UNSUSPEND_PHASE + cite.KW["reboot"],
                 card=stack.id)


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
        options.append(Option("hatch", f"Hatch {pl.egg_deck[0].name}"))
    if pl.breeding and q.is_digimon(pl.breeding) and pl.breeding.top.defn.dp is not None:
        options.append(Option(f"move {pl.breeding.id}", f"Move {pl.breeding.top.name} out"))
    options.append(Option("skip", "Do nothing"))

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

    answer = yield from ask(state, tp, "breeding_action", "Breeding phase: choose one",
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
            answer = yield from ask(state, tp, "main_action", "Main phase: choose an action",
                                    legal_actions(state), rules=cite.MAIN_PHASE,
                                    default="pass", explain=lambda a: explain_illegal(state, a))
            yield from perform(state, answer)
            yield from r.checkpoint(state)
        at_end = False
        if state.mem(tp) >= 0:
            continue
        emit(state, StepKind.PHASE, "turn_end_check", player=tp, rules=cite.END_OF_TURN,
             opponent=other(tp))
        burst.end_of_turn(state)
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


def digivolve_cost(card: CardDef, stack: Stack) -> int | None:
    """The cheapest digivolution requirement of ``card`` that ``stack`` meets, or None."""
    top = stack.top.defn
    if not top.is_digimon or top.token or top.blank:
        return None
    costs = [req.cost for req in card.digivolve
             if (req.name is None or req.name == top.name)
             and (req.color is None or req.color in top.colors)
             and (req.level is None or req.level == top.level)
             and (req.trait is None or req.trait in top.traits)]
    return min(costs) if costs else None


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
    return None


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
        if d.kind in ("digimon", "tamer") and d.cost is not None and q.can_pay(state, tp, d.cost):
            opts.append(Option(f"play {card.id}", f"Play {d.name} (cost {d.cost})"))
    for card in pl.hand:
        for stack in _my_field(state):
            cost = digivolve_cost(card.defn, stack) if card.defn.kind == "digimon" else None
            if cost is not None and digivolve_payable(state, card, cost):
                opts.append(Option(f"digivolve {card.id} onto {stack.id}",
                                   f"Digivolve {stack.top.name} into {card.name} (cost {cost})"))
    for card in pl.hand:
        if card.defn.kind == "option" and _use_problem(state, card) is None:
            opts.append(Option(f"use {card.id}", f"Use {card.name}"))
    for stack in pl.battle:
        if _main_effect(state, stack):
            opts.append(Option(f"activate {stack.id}", f"Activate [Main] of {stack.top.name}"))
    for stack in pl.battle:
        if can_attack(state, stack) is None:
            opts.append(Option(f"attack {stack.id} -> player", f"{stack.top.name} attacks "
                               "the player"))
            for target in state.players[other(tp)].battle:
                if target.suspended and q.is_digimon(target):
                    opts.append(Option(f"attack {stack.id} -> {target.id}",
                                       f"{stack.top.name} attacks {target.top.name}"))
    opts.extend(dna.options(state))
    opts.extend(link.options(state))
    opts.extend(xros.options(state))
    opts.extend(burst.options(state))
    opts.extend(app_fusion.options(state))
    opts.extend(mind_link.options(state))
    opts.append(Option("pass", "Pass (memory to the opponent's 3)"))
    return opts


def _use_problem(state: GameState, card: Card) -> tuple[str, tuple[str, ...]] | None:
    d = card.defn
    tp = state.turn_player
    missing = [c for c in d.colors if c not in q.field_colors(state, tp)]
    if missing:
        return (f"Color requirement not met: you need a {' and a '.join(missing)} Digimon or "
                "Tamer on your field (a multicolor card needs all of its colors).",
                cite.COLOR_REQUIREMENTS)
    if d.cost is None or not q.can_pay(state, tp, d.cost):
        return _cost_problem(state, d.cost or 0)
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
                + (cite.DIGIVOLVE if "digivolving" in why else ())
            return why[0].upper() + why[1:] + ".", rules
        if words[3] != "player":
            target = state.find_stack(words[3], breeding=False)
            if target is None or target.owner == tp:
                return f"{words[3]} is not one of your opponent's Digimon.", \
                    cite.ATTACK_DECLARATION
            if not target.suspended:
                return ("Only the opponent player or a suspended Digimon of the opponent can "
                        "be attacked.", cite.ATTACK_DECLARATION)
    if verb == "play" and len(words) == 2:
        card = _hand(state, words[1])
        if card is None:
            return f"{words[1]} is not in your hand.", cite.PLAY
        if card.defn.kind not in ("digimon", "tamer"):
            return "Only Digimon and Tamer cards are played; Options are used.", cite.PLAY
        return _cost_problem(state, card.defn.cost or 0)
    if verb == "use" and len(words) == 2:
        card = _hand(state, words[1])
        if card is None or card.defn.kind != "option":
            return f"{words[1]} is not an Option card in your hand.", cite.USE_OPTION
        return _use_problem(state, card) or (None, ())
    if verb == "digivolve" and len(words) == 4 and words[2] == "onto":
        card = _hand(state, words[1])
        stack = next((s for s in _my_field(state) if s.id == words[3]), None)
        if card is None or stack is None:
            return "The card must be in your hand and the Digimon on your field.", \
                cite.DIGIVOLVE
        cost = digivolve_cost(card.defn, stack)
        if stack.top.defn.token:
            return ("Tokens can't digivolve and no card can be placed under a Token.",
                    cite.TOKENS + cite.DIGIVOLVE)
        if cost is None:
            reqs = "; ".join(req.label() for req in card.defn.digivolve) or "none"
            return (f"{stack.top.name} doesn't meet {card.name}'s digivolution requirements "
                    f"({reqs}).", cite.DIGIVOLVE)
        return _digivolve_cost_problem(state, card, cost)
    if verb == "dna":
        return dna.explain(state, words)
    if verb == "link":
        return link.explain(state, words)
    if verb == "play" and len(words) > 2 and words[2] == "xros":
        return xros.explain(state, words)
    if verb == "burst":
        return burst.explain(state, words)
    if verb == "fuse":
        return app_fusion.explain(state, words)
    if verb == "mindlink":
        return mind_link.explain(state, words)
    if verb == "activate" and len(words) == 2:
        if _delay_placed_this_turn(state, words[1]):
            return ("<Delay> can't be activated the turn its card was placed in the battle "
                    "area.", cite.KW["delay"] + cite.ACTIVATE_MAIN)
        return ("No [Main] effect of that card can be activated now (Once/Twice Per Turn "
                "limits count per card).", cite.ACTIVATE_MAIN + cite.PER_TURN)
    if verb in ("hatch", "move", "skip"):
        return "Breeding actions are taken in the breeding phase only.", cite.BREEDING_PHASE
    return None, ()


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
        yield from digivolve(state, _hand(state, words[1]), stack)
    elif verb == "use":
        yield from use_option(state, _hand(state, words[1]))
    elif verb == "dna":
        yield from dna.perform(state, words)
    elif verb == "link":
        yield from link.perform(state, words)
    elif verb == "play" and len(words) > 2:
        yield from xros.perform(state, words)
    elif verb == "burst":
        yield from burst.perform(state, words)
    elif verb == "fuse":
        yield from app_fusion.perform(state, words)
    elif verb == "mindlink":
        yield from mind_link.perform(state, words)
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
    state.players[tp].hand.remove(card)
    _pay(state, card, card.defn.cost or 0, cite.PLAY)
    stack = r.place_on_field(state, card, tp, by_effect=False)
    emit(state, StepKind.ACTION, "play", player=tp, cards=[card.id], rules=cite.PLAY,
         card=card.id, how=f" (cost {card.defn.cost or 0})")
    r.on_play(state, stack)
    yield from ()


def digivolve(state: GameState, card: Card, stack: Stack) -> Gen:
    tp = state.turn_player
    cost = digivolve_cost(card.defn, stack)
    cost = yield from digisorption(state, card, cost)
    state.players[tp].hand.remove(card)
    _pay(state, card, cost, cite.DIGIVOLVE)
    old = stack.id
    stack.cards.insert(0, r.move(card))  # display format (suspended or not) carries over
    emit(state, StepKind.ACTION, "digivolve", player=tp, cards=[card.id, old],
         rules=cite.DIGIVOLVE, card=card.id, target=old, cost=cost)
    r.draw(state, tp, 1, why=" (digivolution bonus)", rules=cite.DIGIVOLVE)
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
            if q.is_digimon(s) and not s.suspended]


def digivolve_payable(state: GameState, card: Card, cost: int) -> bool:
    """Can the digivolution cost be paid: in full, or reduced by <Digisorption -X> with a
    Digimon to suspend ("if an effect that reduces the original cost is used and the cost can
    be paid, that card can then be used": manual-en/paying-costs)?"""
    tp = state.turn_player
    if q.can_pay(state, tp, cost):
        return True
    x = _digisorption(card.defn)[1]
    return bool(x and _suspendable(state)) and q.can_pay(state, tp, max(0, cost - x))


def digisorption(state: GameState, card: Card, cost: int) -> Gen:
    """<Digisorption -X> on the card in the hand: by suspending 1 of your Digimon, the
    digivolution cost is reduced by X (not below 0). Returns the cost to pay. Asked when the
    full cost could be paid too; when it couldn't, declaring the digivolution was declaring
    the reduction (manual-en/paying-costs), so the Digimon is suspended without asking."""
    text, x = _digisorption(card.defn)
    tp = state.turn_player
    mine = _suspendable(state)
    if not x or not mine:
        return cost
    rules = cite.KW["digisorption"]
    if q.can_pay(state, tp, cost):
        pay = yield from yes_no(state, tp, "pay_cost", f"{card.id} {text}: suspend 1 of "
                                f"your Digimon to reduce the digivolution cost by {x}?", rules)
        if not pay:
            return cost
    else:
        emit(state, StepKind.ACTION, "digisorption_required", player=tp, cards=[card.id],
             rules=rules + cite.MEMORY, card=card.id, cost=cost, amount=x,
             memory=state.mem(tp))
    chosen = mine[0]
    if len(mine) > 1:
        options = [Option(s.id, f"{s.top.name} ({s.id})") for s in mine]
        answer = yield from ask(state, tp, "choose_target", "Choose the Digimon to suspend",
                                options, rules=rules)
        chosen = next(s for s in mine if s.id == answer)
    chosen.suspended = True
    emit(state, StepKind.ACTION, "suspend", player=tp, cards=[chosen.id], rules=rules,
         cause=text, card=chosen.id)
    emit(state, StepKind.ACTION, "digisorption", player=tp, cards=[card.id, chosen.id],
         rules=rules, card=card.id, target=chosen.id, amount=x, cost=max(0, cost - x))
    return max(0, cost - x)


def use_option(state: GameState, card: Card) -> Gen:
    tp = state.turn_player
    pl = state.players[tp]
    pl.hand.remove(card)
    _pay(state, card, card.defn.cost or 0, cite.USE_OPTION)
    pl.processing.append(r.move(card))
    emit(state, StepKind.ACTION, "use_option", player=tp, cards=[card.id],
         rules=cite.USE_OPTION + cite.COLOR_REQUIREMENTS, card=card.id)
    for effect in card.defn.effects:
        if _used_from_hand(effect):
            ctx = r.Ctx(state, effect, tp, card.id, card)
            yield from r.run_effect(ctx)
    if card in pl.processing:
        pl.processing.remove(card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "option_trash", player=tp, cards=[card.id],
             rules=cite.USE_OPTION, card=card.id)


def activate_main(state: GameState, stack: Stack) -> Gen:
    effect, holder = _main_effect(state, stack)
    emit(state, StepKind.ACTIVATION, "activate", player=stack.owner, cards=[stack.id],
         rules=cite.ACTIVATE_MAIN + cite.ACTIVATION + cite.keyword(effect.keyword or ""),
         cause=effect.text, card=stack.id, timing=fx.MAIN)
    ctx = r.Ctx(state, effect, stack.owner, stack.id, holder, stack.uid)
    yield from r.run_effect(ctx)


# ---------------------------------------------------------------- attack


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
    r.on_attack(state, attacker)
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
        go = yield from yes_no(state, defender, "counter", f"Activate {found[0][0].id}'s "
                               f"[Counter] effect?", cite.COUNTER_TIMING)
        chosen = found[0] if go else None
    else:
        options = [Option(s.id, f"{s.top.name}: {e.text}") for s, e, _ in found] + blasts
        options.append(Option("no", "No counter"))
        answer = yield from ask(state, defender, "counter", "Activate one [Counter] effect?",
                                options, rules=cite.COUNTER_TIMING, default="no")
        if answer.split()[0] in ("blast", "blastdna"):
            yield from blast.perform(state, defender, answer)
            return
        chosen = next((f for f in found if f[0].id == answer), None)
    if chosen:
        stack, effect, holder = chosen
        emit(state, StepKind.ACTIVATION, "activate", player=defender, cards=[stack.id],
             rules=cite.COUNTER_TIMING, cause=effect.text, card=stack.id, timing=fx.COUNTER)
        yield from r.run_effect(r.Ctx(state, effect, defender, stack.id, holder, stack.uid))
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
    return None


def _no_block_reason(state: GameState, att: Attack, attacker: Stack | None,
                     why_not: dict[str, str]) -> str:
    """Why nobody can block, for the judge: the attacker, or each Digimon with <Blocker>."""
    if attacker is None:
        return "the attacking Digimon left the battle area"
    if q.restricted(state, attacker, "be-blocked"):
        return f"an effect says {attacker.top.name} ({attacker.id}) can't be blocked"
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
    if attacker is None or q.restricted(state, attacker, "be-blocked"):
        blockers = []
    rules = cite.BLOCK_TIMING + cite.KW["blocker"]
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
    options = [Option(f"block {s.id}", f"Block with {s.top.name}") for s in blockers]
    if collision:  # every opponent's Digimon has <Blocker> and must block if able
        rules += cite.KW["collision"]
        have = [s.id for s in state.stacks(defender) if q.has_keyword(state, s, "blocker")]
        emit(state, StepKind.ACTION, "collision", player=att.player, cards=[attacker.id, *have],
             rules=rules, card=attacker.id, have_blocker=have)
    else:
        options.append(Option("no", "Don't block"))
    answer = yield from ask(state, defender, "block", f"Block the attack of {att.attacker_id}?",
                            options, rules=rules, default=options[0].id if collision else "no")
    if answer == "no":
        emit(state, StepKind.ACTION, "no_block", player=defender, rules=rules)
        return
    blocker = next(s for s in blockers if s.id == answer.split()[1])
    blocker.suspended = True
    att.target_uid, att.target_id, att.blocked = blocker.uid, blocker.id, True
    emit(state, StepKind.ACTION, "block", player=defender, cards=[blocker.id], rules=rules,
         card=blocker.id)
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
        return
    first = checks_allowed(state, attacker)
    done = 0
    while True:
        attacker = _alive(state, att.attacker_uid)
        if attacker is None:
            emit(state, StepKind.SECURITY_CHECK, "no_more_checks", rules=cite.SECURITY_CHECK,
                 reason="the checking Digimon left the battle area")
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
    is_digimon = card.defn.kind == "digimon"
    if is_digimon:
        emit(state, StepKind.SECURITY_CHECK, "security_digimon", player=defender,
             cards=[card.id], rules=cite.SECURITY_CHECK, card=card.id, dp=card.defn.dp)
    for effect in card.defn.security:
        emit(state, StepKind.ACTIVATION, "security_effect", player=defender, cards=[card.id],
             rules=cite.SECURITY_EFFECT, cause=effect.text, card=card.id)
        yield from r.run_effect(r.Ctx(state, effect, defender, card.id, card))
    yield from r.checkpoint(state)
    attacker_now = state.stack_by_uid(attacker.uid)
    if is_digimon and card in pl.processing and attacker_now is not None:
        yield from battle(state, attacker_now, card)
        yield from r.checkpoint(state)
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
    d_dp = (defender.defn.dp or 0) if security else (q.dp(state, defender) or 0)
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
    if not doomed:
        return []
    battled = None if security else {attacker.uid: defender, defender.uid: attacker}
    return (yield from r.delete(state, doomed, "battle", kind=StepKind.BATTLE,
                                rules=cite.BATTLE, battled=battled))
