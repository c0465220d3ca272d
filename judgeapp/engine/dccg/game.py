"""The legacy game's turn, phases, attacks and DigiQueue, advanced one player decision at a time.

Every answer is checked by the same function that builds the options, so an illegal answer is
refused with the rule that forbids it. Where the rules document (seed 003) is silent, the step
says so in its text and in ``data["unspecified"]`` (docs/dccg.md lists every such point).
"""

from __future__ import annotations

from dataclasses import dataclass

from judgeapp.engine.dccg import citations as R
from judgeapp.engine.dccg.cards import LEVELS
from judgeapp.engine.dccg.snapshots import snapshot
from judgeapp.engine.dccg.state import (
    BRING_LIMIT,
    DIGIVOLVE_LIMIT,
    DISCARD_LIMIT,
    DRAW_COUNT,
    MOVE_LIMIT,
    PHASES,
    ROW_LIMIT,
    SPECIAL_DIGIVOLUTION_POINTS,
    WINNING_DATA_POINTS,
    Attack,
    GameState,
    Queued,
    Turn,
    opponent,
)
from judgeapp.engine.ruleset import Advance
from judgeapp.engine.steps import Decision, Option, StepKind

PHASE_NAMES = {
    "draw": "Draw Phase", "bring-online": "Bring Online Phase", "digivolve": "Digivolve Phase",
    "move": "Move Phase", "attack": "Attack Phase", "discard": "Discard Phase",
}
PHASE_RULES = {
    "draw": R.DRAW_PHASE, "bring-online": R.BRING_ONLINE_PHASE, "digivolve": R.DIGIVOLVE_PHASE,
    "move": R.MOVE_PHASE, "attack": R.ATTACK_PHASE, "discard": R.DISCARD_PHASE,
}
PHASE_VERBS = {
    "bring-online": "bring", "digivolve": "digivolve", "move": "move", "attack": "attack",
    "discard": "discard",
}
REQUIREMENTS_UNCHECKED = (
    "The rules document says the Digivolve Requirements printed on the card must be met but "
    "does not describe them; the engine checks only the level order, so check the printed "
    "requirements yourself."
)


@dataclass(frozen=True)
class Refusal:
    """Why an answer is not allowed, and the rule that says so."""

    reason: str
    rules: tuple[str, ...]


class Run:
    """One ``advance`` call: mutates its own copy of the state and collects the steps."""

    def __init__(self, state: GameState) -> None:
        self.s = state
        self.steps: list = []

    # -- recording ------------------------------------------------------------------------

    def log(self, kind: StepKind, event: str, text: str, rules: tuple[str, ...] | list[str],
            cards: tuple[str, ...] = (), player: str | None = None, cause: str | None = None,
            **data) -> None:
        pending = tuple(q.label() for q in self.s.attack.queue) if self.s.attack else ()
        board = snapshot(self.s) if self.s.record_boards else None
        self.steps.append(self.s.new_step(
            kind=kind, event=event, text=text, rules=tuple(rules), cards=tuple(cards),
            player=player, cause=cause, pending=pending, data=data, board=board,
        ))

    def name(self, card_id: str) -> str:
        return self.s.name(card_id)

    # -- the loop -------------------------------------------------------------------------

    def advance(self, answer: str | list[str] | None) -> Advance:
        if self.s.winner or self.s.stopped:
            return Advance(self.s, self.steps, None)
        if answer is not None:
            decision = self.decide()
            refusal = self.apply(decision, answer)
            if refusal:
                self.log(StepKind.REFUSED, "refused", f"Refused '{answer}': {refusal.reason}",
                         refusal.rules, player=decision.player, cause="rules",
                         action=answer if isinstance(answer, str) else list(answer))
                return Advance(self.s, self.steps, decision)
        while True:
            if self.s.winner:
                return Advance(self.s, self.steps, None)
            if self.s.steps_taken >= self.s.step_limit:
                self.s.stopped = True
                self.log(StepKind.LIMIT, "step_limit",
                         f"Stopped after {self.s.step_limit} steps (the step limit).", (),
                         cause="step limit")
                return Advance(self.s, self.steps, None)
            if not self.s.phase_entered:
                self.enter_phase()
            elif not self.settle():
                return Advance(self.s, self.steps, self.decide())

    def enter_phase(self) -> None:
        s = self.s
        phase = s.phase
        s.phase_entered = True
        self.log(StepKind.PHASE, "phase_start",
                 f"Turn {s.turn}: {s.turn_player}'s {PHASE_NAMES[phase]}.",
                 (R.ORDER_OF_PLAY, PHASE_RULES[phase]), player=s.turn_player, cause="turn order",
                 phase=phase, turn=s.turn)
        if phase == "draw":
            for _ in range(DRAW_COUNT):
                self.draw(s.turn_player, "Draw Phase", R.DRAW_PHASE)
            self.next_phase()
        elif phase == "attack" and self.first_turn():
            self.log(StepKind.RULE_CHECK, "no_attack_first_turn",
                     f"{s.turn_player} went first and this is the first turn: "
                     "they cannot attack this turn.", (R.ATTACK_PHASE,), player=s.turn_player,
                     cause="first player's first turn")

    def settle(self) -> bool:
        """Do what needs no decision (auto-pass, queue resolution, end of Bring Online)."""
        s = self.s
        if s.attack is not None:
            if s.attack.passes >= 2:
                self.resolve_queue()
                return True
            if not self.queue_options(s.attack.to_act):
                self.pass_queue(auto=True)
                return True
            return False
        if s.excess_check and len(s.mats[s.turn_player].digivolve_row) <= ROW_LIMIT:
            s.excess_check = False
            self.next_phase()
            return True
        return False

    def first_turn(self) -> bool:
        return self.s.turn == 1 and self.s.turn_player == self.s.first_player

    def next_phase(self) -> None:
        s = self.s
        if s.phase == "discard":
            self.end_turn("the Discard Phase is over")
            return
        s.phase = PHASES[PHASES.index(s.phase) + 1]
        s.phase_entered = False

    def end_turn(self, why: str) -> None:
        s = self.s
        self.log(StepKind.PHASE, "turn_end", f"{s.turn_player}'s turn {s.turn} ends: {why}.",
                 (R.ORDER_OF_PLAY,), player=s.turn_player, cause=why, turn=s.turn)
        s.turn += 1
        s.turn_player = opponent(s.turn_player)
        s.counters = Turn()
        s.phase = "draw"
        s.phase_entered = False

    # -- decisions ------------------------------------------------------------------------

    def decide(self) -> Decision:
        s = self.s
        if s.attack is not None:
            player = s.attack.to_act
            options = [*self.queue_options(player), Option("pass", "Pass")]
            return Decision(
                player=player, kind="digiqueue",
                prompt=f"{player}: add a card to the DigiQueue, or pass "
                       f"({len(s.attack.queue)} effect(s) waiting).",
                options=tuple(options), rules=(R.DIGIQUEUE,), default="pass")
        if s.excess_check:
            row = s.mats[s.turn_player].digivolve_row
            options = tuple(Option(f"offline {c}", f"Offline {self.name(c)}") for c in row)
            return Decision(
                player=s.turn_player, kind="offline_excess",
                prompt=f"{s.turn_player} has {len(row)} Digimon in the Digivolve Row: choose one "
                       f"to Offline until only {ROW_LIMIT} remain.",
                options=options, rules=(R.BRING_ONLINE_PHASE,), default=options[0].id)
        options = [Option(a, self.label(a)) for a in self.candidates() if not self.check(a)]
        options.append(Option("next-phase", f"End the {PHASE_NAMES[s.phase]}"))
        return Decision(player=s.turn_player, kind=s.phase.replace("-", "_"),
                        prompt=f"{s.turn_player}'s {PHASE_NAMES[s.phase]}: act or end the phase.",
                        options=tuple(options), rules=(PHASE_RULES[s.phase],), default=None)

    def candidates(self) -> list[str]:
        """Every answer of the current phase's form; ``check`` keeps the legal ones."""
        s = self.s
        me, them = s.mats[s.turn_player], s.mats[opponent(s.turn_player)]
        if s.phase == "bring-online":
            return [f"bring {c}" for c in me.hand]
        if s.phase == "digivolve":
            found = [f"digivolve {h} onto {t}" for t in me.digivolve_row for h in me.hand]
            return found + self.special_candidates()
        if s.phase == "move":
            return [f"move {c}" for c in me.digivolve_row + me.attack_row]
        if s.phase == "attack":
            targets = them.attack_row or ["player"]
            return ([f"attack {a} -> {t}" for a in me.attack_row for t in targets]
                    + [f"queue {c}" for c in me.hand if self.digi_destined(c)])
        if s.phase == "discard":
            return [f"discard {c}" for c in me.hand]
        return []

    def special_candidates(self) -> list[str]:
        hand = self.s.mats[self.s.turn_player].hand
        found = []
        for rookie in hand:
            names = self.s.cards[rookie].definition.true_digivolution
            picks = [next((c for c in hand if self.s.cards[c].name == n), None) for n in names]
            if names and None not in picks:
                found.append(" ".join(["special", rookie, *picks]))
        return found

    def label(self, answer: str) -> str:
        words = answer.split()
        names = [self.name(w) if w in self.s.cards else w for w in words[1:]]
        if words[0] == "digivolve":
            return f"Digivolve {names[0]} onto {names[2]}"
        if words[0] == "attack":
            return f"{names[0]} attacks {names[2]}"
        if words[0] == "special":
            return "Special Digivolution: " + " -> ".join(names)
        return f"{words[0].capitalize()} {' '.join(names)}"

    # -- answers --------------------------------------------------------------------------

    def apply(self, decision: Decision, answer: str | list[str]) -> Refusal | None:
        if not isinstance(answer, str):
            return Refusal("the legacy game asks for one answer at a time", decision.rules)
        answer = " ".join(answer.split())
        refusal = self.check(answer)
        if refusal:
            return refusal
        self.perform(answer)
        return None

    def check(self, answer: str) -> Refusal | None:
        """None if ``answer`` is legal now, else the reason and rule (one source of truth)."""
        s = self.s
        words = answer.split() or [""]
        verb = words[0]
        if s.attack is not None:
            if answer == "pass":
                return None
            if verb == "queue" and len(words) == 2:
                return self.check_queue(s.attack.to_act, words[1])
            return Refusal("the DigiQueue is open: answer 'queue <card>' or 'pass'",
                           (R.DIGIQUEUE,))
        if s.excess_check:
            row = s.mats[s.turn_player].digivolve_row
            if verb == "offline" and len(words) == 2 and words[1] in row:
                return None
            return Refusal(f"more than {ROW_LIMIT} Digimon are in the Digivolve Row: answer "
                           "'offline <card>' with one of them", (R.BRING_ONLINE_PHASE,))
        if answer == "next-phase":
            return None
        if verb == "special" and s.phase == "digivolve" and len(words) == 5:
            return self.check_special(words[1:])
        if verb == "queue" and s.phase == "attack" and len(words) == 2:
            return self.check_digi_destined(words[1])
        if verb != PHASE_VERBS.get(s.phase):
            expected = PHASE_VERBS.get(s.phase)
            hint = f"'{expected} ...' or 'next-phase'" if expected else "'next-phase'"
            return Refusal(f"'{verb}' is not an action of the {PHASE_NAMES[s.phase]} "
                           f"(answer {hint})", (R.ORDER_OF_PLAY, PHASE_RULES[s.phase]))
        unknown = [w for w in words[1:] if w not in s.cards and w not in ("onto", "->", "player")]
        if unknown:
            return Refusal(f"unknown card id {unknown[0]!r}", (PHASE_RULES[s.phase],))
        if verb == "digivolve" and len(words) == 4 and words[2] == "onto":
            return self.check_digivolve(words[1], words[3])
        if verb == "attack" and len(words) == 4 and words[2] == "->":
            return self.check_attack(words[1], words[3])
        if verb in ("bring", "move", "discard") and len(words) == 2:
            return getattr(self, f"check_{verb}")(words[1])
        return Refusal(f"malformed answer; see docs/dccg.md for the {PHASE_NAMES[s.phase]}'s "
                       "option ids", (PHASE_RULES[s.phase],))

    def perform(self, answer: str) -> None:
        words = answer.split()
        verb = words[0]
        if answer == "pass":
            self.pass_queue(auto=False)
        elif answer == "next-phase":
            self.log(StepKind.ACTION, "phase_end",
                     f"{self.s.turn_player} ends the {PHASE_NAMES[self.s.phase]}.",
                     (PHASE_RULES[self.s.phase],), player=self.s.turn_player,
                     cause="player's choice", phase=self.s.phase)
            if self.s.phase == "bring-online":
                self.s.excess_check = True
            else:
                self.next_phase()
        elif verb == "digivolve":
            self.do_digivolve(words[1], words[3])
        elif verb == "attack":
            self.do_attack(words[1], words[3])
        elif verb == "special":
            self.do_special(words[1:])
        elif verb == "queue" and self.s.attack is None:
            self.open_queue(words[1])
        else:
            getattr(self, f"do_{verb}")(words[1])

    # -- zones ----------------------------------------------------------------------------

    def move_card(self, card_id: str, zone: str, index: int | None = None) -> str:
        """Take a card from wherever it is and put it in ``zone`` of its owner; return the
        zone it left."""
        mat = self.s.mats[self.s.owner(card_id)]
        origin = mat.zone_of(card_id)
        getattr(mat, origin).remove(card_id)
        target = getattr(mat, zone)
        target.insert(len(target) if index is None else index, card_id)
        return origin

    def offline(self, card_id: str, why: str, rules: tuple[str, ...]) -> None:
        origin = self.move_card(card_id, "offline")
        self.log(StepKind.ZONE_MOVE, "offline",
                 f"{self.name(card_id)} is discarded face up to {self.s.owner(card_id)}'s "
                 f"Offline pile ({why}).", rules, cards=(card_id,), player=self.s.owner(card_id),
                 cause=why, origin=origin)

    def draw(self, player: str, why: str, rule: str) -> None:
        mat = self.s.mats[player]
        if not mat.online:
            if not mat.offline:
                self.log(StepKind.RULE_CHECK, "cannot_draw",
                         f"{player} cannot draw: the Online and Offline piles are both empty. "
                         "The rules document does not say what happens then; the draw is "
                         "skipped.", (R.FAQ_ONLINE_EXHAUSTED,), player=player, cause=why,
                         unspecified="drawing with both piles empty")
                return
            self.reshuffle(player)
        card_id = mat.online[0]
        self.move_card(card_id, "hand")
        self.log(StepKind.ZONE_MOVE, "draw", f"{player} draws {self.name(card_id)} ({why}).",
                 (rule, R.ONLINE), cards=(card_id,), player=player, cause=why)

    def reshuffle(self, player: str) -> None:
        mat = self.s.mats[player]
        pile = list(mat.offline)
        self.s.rng.shuffle(pile)
        mat.online, mat.offline = pile, []
        self.log(StepKind.RULE_CHECK, "reshuffle",
                 f"{player}'s Online pile is empty: the {len(pile)} card(s) of the Offline pile "
                 "are shuffled and become the Online pile. There is no penalty. (The document "
                 "does not say whether this happens as the pile runs out or when a card must be "
                 "drawn; the engine does it when a card must be drawn.)",
                 (R.FAQ_ONLINE_EXHAUSTED, R.ONLINE, R.OFFLINE), cards=tuple(pile), player=player,
                 cause="Online pile exhausted", count=len(pile),
                 unspecified="when the reshuffle happens")

    def add_points(self, player: str, points: int, why: str, rules: tuple[str, ...],
                   cards: tuple[str, ...] = ()) -> None:
        mat = self.s.mats[player]
        mat.data_points += points
        self.log(StepKind.ACTION, "data_points",
                 f"{player} adds {points:,} Data Points ({why}): now {mat.data_points:,}.",
                 rules, cards=cards, player=player, cause=why, points=points,
                 total=mat.data_points)
        if mat.data_points >= WINNING_DATA_POINTS and self.s.winner is None:
            self.s.winner = player
            self.log(StepKind.GAME_END, "win",
                     f"{player} has {mat.data_points:,} Data Points, at least "
                     f"{WINNING_DATA_POINTS:,}: {player} wins the game.", (R.WINNING,),
                     player=player, cause=why, total=mat.data_points)

    # -- Bring Online ---------------------------------------------------------------------

    def check_bring(self, card_id: str) -> Refusal | None:
        s = self.s
        rule = (R.BRING_ONLINE_PHASE,)
        if card_id not in s.mats[s.turn_player].hand:
            return Refusal(f"{self.name(card_id)} is not in {s.turn_player}'s hand", rule)
        card = s.cards[card_id].definition
        if not card.is_digimon or card.level != "rookie":
            what = (f"a {card.level.capitalize()}" if card.level else
                    "a Digimon whose level this scenario does not give" if card.is_digimon
                    else "not a Digimon")
            return Refusal(f"{self.name(card_id)} is {what}: ONLY Rookie Digimon can be played "
                           "during the Bring Online Phase", rule)
        if s.counters.brought >= BRING_LIMIT:
            return Refusal(f"{s.turn_player} has already brought {BRING_LIMIT} Rookies online "
                           "this turn (up to 2 per Bring Online Phase)", rule)
        return None

    def do_bring(self, card_id: str) -> None:
        s = self.s
        self.move_card(card_id, "digivolve_row")
        s.counters.brought += 1
        row = s.mats[s.turn_player].digivolve_row
        note = (f" The row now holds {len(row)}: more than {ROW_LIMIT} must be taken Offline at "
                "the end of this phase." if len(row) > ROW_LIMIT else "")
        self.log(StepKind.ACTION, "bring_online",
                 f"{s.turn_player} places the Rookie {self.name(card_id)} face up in the "
                 f"Digivolve Row ({s.counters.brought} of {BRING_LIMIT} this phase).{note}",
                 (R.BRING_ONLINE_PHASE, R.DIGIVOLVE_ROW), cards=(card_id,), player=s.turn_player,
                 cause="player's choice", count=s.counters.brought)

    def do_offline(self, card_id: str) -> None:
        self.offline(card_id, f"more than {ROW_LIMIT} Digimon in the Digivolve Row at the end "
                     "of the Bring Online Phase; chosen by its player", (R.BRING_ONLINE_PHASE,))

    # -- Digivolve ------------------------------------------------------------------------

    def check_digivolve(self, hand_id: str, target_id: str) -> Refusal | None:
        s = self.s
        me = s.mats[s.turn_player]
        rule = (R.DIGIVOLVE_PHASE,)
        if hand_id not in me.hand:
            return Refusal(f"{self.name(hand_id)} is not in {s.turn_player}'s hand", rule)
        if target_id in me.attack_row:
            return Refusal(f"{self.name(target_id)} is in the Attack Row: Digimon can only be "
                           "digivolved in the Digivolve Row", (R.FAQ_DIGIVOLVE_ATTACK_ROW, *rule))
        if target_id not in me.digivolve_row:
            return Refusal(f"{self.name(target_id)} is not in {s.turn_player}'s Digivolve Row",
                           rule)
        new, old = s.cards[hand_id].definition, s.cards[target_id].definition
        if not new.is_digimon:
            return Refusal(f"{self.name(hand_id)} is not a Digimon card", rule)
        if s.counters.digivolved >= DIGIVOLVE_LIMIT:
            return Refusal(f"{s.turn_player} has already digivolved {DIGIVOLVE_LIMIT} Digimon "
                           "this turn (up to 2 per Digivolve Phase)", rule)
        if target_id in s.counters.digivolved_ids:
            return Refusal(f"{self.name(target_id)} has already digivolved this turn: a Digimon "
                           "may only digivolve one level per turn (Digivolve Cards, which allow "
                           "otherwise, are not modelled)", (R.FAQ_ONE_LEVEL, *rule))
        if new.level is None or old.level is None:
            return Refusal("the level of one of the two Digimon is not given in this scenario",
                           rule)
        if LEVELS.index(new.level) != LEVELS.index(old.level) + 1:
            return Refusal(f"{old.level.capitalize()} {self.name(target_id)} cannot digivolve "
                           f"into {new.level.capitalize()} {self.name(hand_id)}: the order is "
                           "Rookie -> Champion -> Ultimate -> Mega, one level at a time", rule)
        return None

    def do_digivolve(self, hand_id: str, target_id: str) -> None:
        s = self.s
        row = s.mats[s.turn_player].digivolve_row
        space = row.index(target_id)
        self.move_card(target_id, "offline")
        self.move_card(hand_id, "digivolve_row", space)
        s.counters.digivolved += 1
        s.counters.digivolved_ids.add(hand_id)
        self.log(StepKind.ACTION, "digivolve",
                 f"{self.name(target_id)} digivolves into {self.name(hand_id)} in space "
                 f"{space + 1} of the Digivolve Row ({s.counters.digivolved} of "
                 f"{DIGIVOLVE_LIMIT} this phase); {self.name(target_id)} is discarded face up to "
                 f"the Offline pile. {REQUIREMENTS_UNCHECKED}",
                 (R.DIGIVOLVE_PHASE,), cards=(hand_id, target_id), player=s.turn_player,
                 cause="player's choice", space=space, count=s.counters.digivolved,
                 unspecified="Digivolve Requirements printed on cards")

    def check_special(self, ids: list[str]) -> Refusal | None:
        s = self.s
        me = s.mats[s.turn_player]
        rule = (R.SPECIAL_DIGIVOLUTION,)
        missing = [c for c in ids if c not in me.hand]
        if missing:
            return Refusal(f"{missing[0]} is not in {s.turn_player}'s hand: all 4 cards of the "
                           "true digivolution must be collected", rule)
        if len(set(ids)) != 4:
            return Refusal("the 4 cards must be different cards", rule)
        rookie = s.cards[ids[0]].definition
        if rookie.level != "rookie" or not rookie.true_digivolution:
            return Refusal(f"{self.name(ids[0])} is not a Rookie with a true digivolution "
                           "printed on it", rule)
        names = [s.cards[c].name for c in ids[1:]]
        if names != list(rookie.true_digivolution):
            return Refusal(f"{rookie.name}'s true digivolution is "
                           f"{' -> '.join(rookie.true_digivolution)}, not {' -> '.join(names)}",
                           rule)
        if len(me.digivolve_row) >= ROW_LIMIT:
            return Refusal("there is no open space in the Digivolve Row", rule)
        return None

    def do_special(self, ids: list[str]) -> None:
        s = self.s
        player = s.turn_player
        self.log(StepKind.ACTION, "special_digivolution",
                 f"{player} plays the true digivolution {' -> '.join(map(self.name, ids))} in an "
                 "open space of the Digivolve Row. (The document does not say whether this "
                 "counts toward the 2 Digivolutions of the phase; the engine does not count it.)",
                 (R.SPECIAL_DIGIVOLUTION,), cards=tuple(ids), player=player,
                 cause="player's choice", unspecified="Special Digivolution and the phase limit")
        self.move_card(ids[3], "digivolve_row")
        for card_id in ids[:3]:
            self.move_card(card_id, "offline")
            self.log(StepKind.ZONE_MOVE, "offline",
                     f"{self.name(card_id)} is discarded to the Offline pile (Special "
                     "Digivolution).", (R.SPECIAL_DIGIVOLUTION,), cards=(card_id,), player=player,
                     cause="Special Digivolution", origin="digivolve_row")
        self.add_points(player, SPECIAL_DIGIVOLUTION_POINTS, "Special Digivolution",
                        (R.SPECIAL_DIGIVOLUTION,), cards=(ids[3],))
        if not s.winner:
            self.end_turn("Special Digivolution: your turn is over")

    # -- Move -----------------------------------------------------------------------------

    def check_move(self, card_id: str) -> Refusal | None:
        s = self.s
        me = s.mats[s.turn_player]
        rule = (R.MOVE_PHASE,)
        zone = me.zone_of(card_id)
        if zone not in ("attack_row", "digivolve_row"):
            return Refusal(f"{self.name(card_id)} is not in {s.turn_player}'s Attack Row or "
                           "Digivolve Row", rule)
        if s.counters.moved >= MOVE_LIMIT:
            return Refusal(f"{s.turn_player} has already moved {MOVE_LIMIT} Digimon this turn "
                           "(up to 2 per Move Phase)", rule)
        destination = "attack_row" if zone == "digivolve_row" else "digivolve_row"
        if len(getattr(me, destination)) >= ROW_LIMIT:
            row = "Attack Row" if destination == "attack_row" else "Digivolve Row"
            return Refusal(f"the {row} already holds {ROW_LIMIT} Digimon (its maximum)",
                           (*rule, R.ATTACK_ROW if destination == "attack_row"
                            else R.DIGIVOLVE_ROW))
        return None

    def do_move(self, card_id: str) -> None:
        s = self.s
        zone = s.mats[s.turn_player].zone_of(card_id)
        destination = "attack_row" if zone == "digivolve_row" else "digivolve_row"
        self.move_card(card_id, destination)
        s.counters.moved += 1
        rows = {"attack_row": "Attack Row", "digivolve_row": "Digivolve Row"}
        self.log(StepKind.ACTION, "move",
                 f"{s.turn_player} moves {self.name(card_id)} from the {rows[zone]} to the "
                 f"{rows[destination]} ({s.counters.moved} of {MOVE_LIMIT} this phase).",
                 (R.MOVE_PHASE,), cards=(card_id,), player=s.turn_player, cause="player's choice",
                 origin=zone, destination=destination, count=s.counters.moved)

    # -- Attack ---------------------------------------------------------------------------

    def check_attack(self, attacker: str, target: str) -> Refusal | None:
        s = self.s
        me, them = s.mats[s.turn_player], s.mats[opponent(s.turn_player)]
        rule = (R.ATTACK_PHASE,)
        if self.first_turn():
            return Refusal("the player who goes first cannot attack on the first turn", rule)
        if attacker in me.digivolve_row:
            return Refusal(f"{self.name(attacker)} is in the Digivolve Row: Digimon in the "
                           "Digivolve Row may not attack or be attacked", rule)
        if attacker not in me.attack_row:
            return Refusal(f"{self.name(attacker)} is not in {s.turn_player}'s Attack Row", rule)
        if attacker in s.counters.attacked_ids:
            return Refusal(f"{self.name(attacker)} has already attacked this turn: each Digimon "
                           "in the Attack Row can attack once per turn",
                           (*rule, R.CONTINUING_ATTACK))
        if s.cards[attacker].definition.attack is None:
            return Refusal(f"{self.name(attacker)}'s Attack number is not given in this "
                           "scenario", (R.ATTACK_RESOLUTION,))
        if target == "player":
            if them.attack_row:
                return Refusal("the opponent has Digimon in the Attack Row: you must pick one of "
                               "them as the target (a direct attack needs an empty Attack Row)",
                               (*rule, R.DIRECT_ATTACK))
            return None
        if target in them.digivolve_row:
            return Refusal(f"{self.name(target)} is in the Digivolve Row: Digimon in the "
                           "Digivolve Row may not attack or be attacked", rule)
        if target not in them.attack_row:
            return Refusal(f"{self.name(target)} is not in the opponent's Attack Row", rule)
        if s.cards[target].definition.defense is None:
            return Refusal(f"{self.name(target)}'s Defense number is not given in this "
                           "scenario", (R.ATTACK_RESOLUTION,))
        return None

    def do_attack(self, attacker: str, target: str) -> None:
        s = self.s
        s.counters.attacked_ids.add(attacker)
        s.attack = Attack(attacker=attacker, target=None if target == "player" else target,
                          to_act=s.turn_player)
        what = "the opponent directly" if target == "player" else self.name(target)
        self.log(StepKind.ACTION, "attack_declared",
                 f"{self.name(attacker)} attacks {what}. The DigiQueue opens: {s.turn_player} "
                 "first, then the players alternate until both pass. (The document does not say "
                 "who adds the first effect; the engine asks the attacking player first.)",
                 (R.ATTACK_PHASE, R.DIGIQUEUE), cards=(attacker,) if target == "player"
                 else (attacker, target), player=s.turn_player, cause="player's choice",
                 target=target, unspecified="who acts first in the DigiQueue")

    def resolve_attack(self) -> None:
        s = self.s
        attack = s.attack
        s.attack = None
        player, other = s.turn_player, opponent(s.turn_player)
        attacker = s.cards[attack.attacker].definition
        power = attacker.attack + attack.attack_bonus
        if attack.target is None:
            self.log(StepKind.BATTLE, "direct_attack",
                     f"{other} has no Digimon in the Attack Row: {self.name(attack.attacker)} "
                     f"attacks directly with Attack {power:,}.", (R.DIRECT_ATTACK,),
                     cards=(attack.attacker,), player=player, cause="attack resolution",
                     attack=power)
            self.add_points(player, power, f"direct attack by {self.name(attack.attacker)}",
                            (R.DIRECT_ATTACK,), cards=(attack.attacker,))
            return
        defender = s.cards[attack.target].definition
        guard = defender.defense + attack.defense_bonus
        ids = (attack.attacker, attack.target)
        comparison = (f"{self.name(attack.attacker)} Attack {power:,} against "
                      f"{self.name(attack.target)} Defense {guard:,}")
        base = dict(cards=ids, player=player, cause="attack resolution", attack=power,
                    defense=guard)
        if power > guard:
            self.log(StepKind.BATTLE, "attack_resolution",
                     f"{comparison}: the Attack number is greater, the attacking Digimon wins.",
                     (R.ATTACK_RESOLUTION, R.ATTACK_GREATER), result="attacker_wins", **base)
            self.offline(attack.target, "lost the fight", (R.ATTACK_GREATER,))
            self.add_points(player, power - guard, f"{power:,} - {guard:,}", (R.ATTACK_GREATER,),
                            cards=ids)
        elif power == guard:
            self.log(StepKind.BATTLE, "attack_resolution",
                     f"{comparison}: the numbers are equal, both Digimon are discarded and "
                     "neither player adds Data Points.",
                     (R.ATTACK_RESOLUTION, R.ATTACK_EQUAL), result="tie", **base)
            self.offline(attack.attacker, "equal numbers", (R.ATTACK_EQUAL,))
            self.offline(attack.target, "equal numbers", (R.ATTACK_EQUAL,))
        else:
            self.log(StepKind.BATTLE, "attack_resolution",
                     f"{comparison}: the Attack number is less, the attacking Digimon loses.",
                     (R.ATTACK_RESOLUTION, R.ATTACK_LESS), result="defender_wins", **base)
            self.offline(attack.attacker, "lost the fight", (R.ATTACK_LESS,))
            self.add_points(other, guard - power, f"{guard:,} - {power:,}", (R.ATTACK_LESS,),
                            cards=ids)

    # -- DigiQueue ------------------------------------------------------------------------

    def queue_options(self, player: str) -> list[Option]:
        cards = [self.s.cards[c] for c in self.s.mats[player].hand]
        return [Option(f"queue {c.id}", f"Play {c.definition.label()}: {c.definition.effect.text}")
                for c in cards if c.definition.effect]

    def digi_destined(self, card_id: str) -> bool:
        card = self.s.cards[card_id].definition
        return card.kind == "digi-destined" and card.effect is not None

    def check_digi_destined(self, card_id: str) -> Refusal | None:
        """Outside an attack, the Attack Phase allows Digi-Destined cards (with an effect the
        engine models); other cards are played in response to an attack."""
        s = self.s
        rule = (R.ATTACK_PHASE,)
        if card_id not in s.mats[s.turn_player].hand:
            return Refusal(f"{card_id} is not in {s.turn_player}'s hand", rule)
        if not self.digi_destined(card_id):
            return Refusal(f"{self.name(card_id)} is not a Digi-Destined card with an effect the "
                           "engine models: outside an attack, the Attack Phase allows "
                           "Digi-Destined cards", rule)
        return None

    def open_queue(self, card_id: str) -> None:
        s = self.s
        s.attack = Attack(attacker=None, target=None, to_act=s.turn_player)
        self.log(StepKind.ACTION, "queue_opened",
                 f"{s.turn_player} plays a Digi-Destined card in the Attack Phase: the DigiQueue "
                 "opens, the players alternate until both pass.", (R.ATTACK_PHASE, R.DIGIQUEUE),
                 cards=(card_id,), player=s.turn_player, cause="player's choice")
        self.do_queue(card_id)

    def check_queue(self, player: str, card_id: str) -> Refusal | None:
        if card_id not in self.s.mats[player].hand:
            return Refusal(f"{card_id} is not in {player}'s hand", (R.DIGIQUEUE,))
        if not self.s.cards[card_id].definition.effect:
            return Refusal(f"{self.name(card_id)} has no effect the engine models (docs/dccg.md "
                           "lists the supported card text)", (R.DIGIQUEUE,))
        return None

    def do_queue(self, card_id: str) -> None:
        attack = self.s.attack
        player = attack.to_act
        effect = self.s.cards[card_id].definition.effect
        attack.queue.append(Queued(card=card_id, player=player, effect=effect))
        attack.passes = 0
        attack.to_act = opponent(player)
        self.log(StepKind.ACTIVATION, "queue_add",
                 f"{player} plays {self.name(card_id)} ({effect.text}): it is added to the "
                 f"DigiQueue in position {len(attack.queue)}.", (R.DIGIQUEUE,), cards=(card_id,),
                 player=player, cause="player's choice", position=len(attack.queue))
        self.move_card(card_id, "offline")
        self.log(StepKind.ZONE_MOVE, "offline",
                 f"{self.name(card_id)} is discarded to {player}'s Offline pile after being "
                 "played; its effect waits in the DigiQueue. (The document says 'after being "
                 "played' without saying whether before or after resolution.)",
                 (R.DIGIQUEUE, R.FAQ_BOOST), cards=(card_id,), player=player,
                 cause="played card", origin="hand", unspecified="when a played card goes Offline")

    def pass_queue(self, auto: bool) -> None:
        attack = self.s.attack
        player = attack.to_act
        attack.passes += 1
        attack.to_act = opponent(player)
        why = ("has no card in hand with an effect the engine models, so passes" if auto
               else "passes")
        both = " Both players have passed." if attack.passes >= 2 else ""
        self.log(StepKind.DECISION, "queue_pass", f"{player} {why}.{both}", (R.DIGIQUEUE,),
                 player=player, cause="no playable card" if auto else "player's choice",
                 auto=auto)

    def resolve_queue(self) -> None:
        attack = self.s.attack
        if attack.queue:
            self.log(StepKind.RULE_CHECK, "queue_resolution",
                     f"Both players have passed: the {len(attack.queue)} effect(s) resolve from "
                     "last played to first played.", (R.DIGIQUEUE,), cause="both passed")
        while attack.queue:
            item = attack.queue.pop()
            self.resolve_effect(item)
            if self.s.winner:
                return
        if attack.attacker is None:
            self.s.attack = None
            return
        self.resolve_attack()

    def resolve_effect(self, item: Queued) -> None:
        s, attack, effect = self.s, self.s.attack, item.effect
        attacking = item.player == s.turn_player
        text = f"{self.name(item.card)} resolves ({effect.text})"
        rules = (R.DIGIQUEUE,)
        if effect.verb in ("boost_attack", "boost_defense") and attack.attacker is None:
            self.log(StepKind.ACTIVATION, "queue_resolve",
                     f"{text}: it changes nothing, because no attack is being made.",
                     (*rules, R.FAQ_BOOST), cards=(item.card,), player=item.player,
                     cause=effect.text, amount=0)
        elif effect.verb == "boost_attack" and attacking:
            attack.attack_bonus += effect.amount
            self.log(StepKind.ACTIVATION, "queue_resolve",
                     f"{text}: {self.name(attack.attacker)} gets +{effect.amount:,} Attack for "
                     "this attack.", (*rules, R.FAQ_BOOST), cards=(item.card, attack.attacker),
                     player=item.player, cause=effect.text, amount=effect.amount)
        elif effect.verb == "boost_defense" and not attacking and attack.target:
            attack.defense_bonus += effect.amount
            self.log(StepKind.ACTIVATION, "queue_resolve",
                     f"{text}: {self.name(attack.target)} gets +{effect.amount:,} Defense for "
                     "this attack.", (*rules, R.FAQ_BOOST), cards=(item.card, attack.target),
                     player=item.player, cause=effect.text, amount=effect.amount)
        elif effect.verb in ("boost_attack", "boost_defense"):
            self.log(StepKind.ACTIVATION, "queue_resolve",
                     f"{text}: it changes nothing, because the number it raises is not compared "
                     f"in this attack (only the attacker's Attack and the defender's Defense "
                     "are).", (*rules, R.ATTACK_RESOLUTION), cards=(item.card,),
                     player=item.player, cause=effect.text, amount=0)
        elif effect.verb == "draw":
            self.log(StepKind.ACTIVATION, "queue_resolve", f"{text}.", rules, cards=(item.card,),
                     player=item.player, cause=effect.text, amount=effect.amount)
            for _ in range(effect.amount):
                self.draw(item.player, effect.text, R.DIGIQUEUE)
        else:
            self.log(StepKind.ACTIVATION, "queue_resolve", f"{text}.", rules, cards=(item.card,),
                     player=item.player, cause=effect.text, amount=effect.amount)
            self.add_points(item.player, effect.amount, effect.text, rules, cards=(item.card,))

    # -- Discard --------------------------------------------------------------------------

    def check_discard(self, card_id: str) -> Refusal | None:
        s = self.s
        rule = (R.DISCARD_PHASE,)
        if card_id not in s.mats[s.turn_player].hand:
            return Refusal(f"{self.name(card_id)} is not in {s.turn_player}'s hand", rule)
        if s.counters.discarded >= DISCARD_LIMIT:
            return Refusal(f"{s.turn_player} has already discarded and replaced {DISCARD_LIMIT} "
                           "cards this turn (up to 3 per Discard Phase)", rule)
        return None

    def do_discard(self, card_id: str) -> None:
        s = self.s
        s.counters.discarded += 1
        self.offline(card_id, f"discarded in the Discard Phase, {s.counters.discarded} of "
                     f"{DISCARD_LIMIT}", (R.DISCARD_PHASE,))
        self.draw(s.turn_player, "replacing a discarded card; the document says 'discard and "
                  "replace' and the engine reads it as drawing one card from the Online pile",
                  R.DISCARD_PHASE)
