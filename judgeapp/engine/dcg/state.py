"""The game state: players and their zones, the memory gauge, the turn, pending effects."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import Any

from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Effect, Target
from judgeapp.engine.steps import Cause, Decision, Step

PLAYERS = ("p1", "p2")
PHASES = ("unsuspend", "draw", "breeding", "main", "end")


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


@dataclass(eq=False)
class Stack:
    """A Digimon, Tamer or Option on the field: the top card and what is under it.

    ``uid`` is the identity of the field object: a card that leaves the area and comes back
    is a new stack with a new uid (pending effects of the old one cannot activate).
    """

    uid: int
    cards: list[Card]  # cards[0] is the top card; the rest are digivolution cards, top first
    owner: str
    suspended: bool = False
    played_turn: int | None = None  # turn in which it was played (can't attack that turn)
    by_effect: bool = False  # placed in its area by an effect (rule checks C and D)
    # played from the trash or from a Digimon's digivolution cards (trash | under: the verbs
    # that play from there set it; "When you play a Digimon from your trash", group_events)
    played_from: str | None = None
    links: list[Card] = field(default_factory=list)
    area: str | None = None  # battle | breeding | None (left the field)

    @property
    def top(self) -> Card:
        return self.cards[0]

    @property
    def under(self) -> list[Card]:
        return self.cards[1:]

    @property
    def name(self) -> str:
        """The top card's name: a field object is named by its top card."""
        return self.top.name

    @property
    def id(self) -> str:
        return self.top.id


@dataclass
class Player:
    id: str
    deck: list[Card] = field(default_factory=list)  # top first
    egg_deck: list[Card] = field(default_factory=list)  # top first
    hand: list[Card] = field(default_factory=list)
    breeding: Stack | None = None
    battle: list[Stack] = field(default_factory=list)
    security: list[Card] = field(default_factory=list)  # top first
    trash: list[Card] = field(default_factory=list)
    processing: list[Card] = field(default_factory=list)  # Option being used, checked card
    hatched_this_turn: bool = False


@dataclass
class Modifier:
    """A lasting effect created by an action (``gets +3000 DP for the turn``).

    ``stack_uid`` set: it affects that Digimon only; None: all matching Digimon (``all of
    your opponent's Digimon``), including later arrivals.
    """

    controller: str
    source: str  # the card id of the effect that created it
    stack_uid: int | None
    dp: int = 0
    keywords: tuple[str, ...] = ()
    restriction: str | None = None
    target: Target | None = None  # for "all" modifiers: re-evaluated on every query
    until: int = 0  # the modifier ends with the end of this turn number
    card_id: str | None = None  # the Digimon it was put on (for the expiry step)
    unaffected_by: str | None = None  # effects | digimon: what it keeps out (effects.Static)
    source_kind: str = "digimon"  # whose effect made it: resolve.effect_kind
    effects: tuple[Effect, ...] = ()  # effects it gains (verbs/gain_effect.py, CR 4.2 15-13)


@dataclass
class Pending:
    """A triggered effect waiting to activate."""

    effect: Effect
    card_id: str  # card that has the effect (for inherited: the Digimon's top card)
    controller: str
    stack_uid: int | None  # the field object it triggered on (None: the card itself)
    moves: int  # the card's move count when it triggered: if it moved, it is a new card
    holder_id: str  # card whose printed text holds the effect
    context: dict[str, Any] = field(default_factory=dict)
    label: str = ""  # "<card> <timing>": the option id that picks it in order_triggers

    def __post_init__(self) -> None:
        self.label = f"{self.card_id} {self.effect.timing}"


@dataclass
class Attack:
    attacker_uid: int
    attacker_id: str
    player: str
    target_uid: int | None  # None: the player
    target_id: str | None
    ended: bool = False
    blocked: bool = False
    confirming: bool = False  # its confirmation (security checks or battle) has begun
    for_attack: list[Modifier] = field(default_factory=list)  # end with the attack (Alliance)


class GameOver(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside the resolver when a player wins or the step limit is hit."""


Runner = Generator[Decision, Any, None]


@dataclass(eq=False)
class GameState:
    players: dict[str, Player]
    cards: dict[str, Card]
    turn: int
    turn_player: str
    first_player: str
    phase: str
    memory: int  # from p1's view: positive on p1's side
    seed: int = 0
    step_limit: int = 5000
    record_boards: bool = False  # every step carries the board as of that step (replayer)
    winner: str | None = None
    steps: list[Step] = field(default_factory=list)
    pending: list[list[Pending]] = field(default_factory=list)  # stack of batches (top last)
    collected: list[Pending] = field(default_factory=list)  # triggered since the check point
    collected_keys: set[tuple] = field(default_factory=set)  # one trigger per condition met
    event_id: int = 0  # numbers the events that trigger effects (same event: trigger once)
    modifiers: list[Modifier] = field(default_factory=list)
    per_turn_uses: dict[str, int] = field(default_factory=dict)  # "<card> <index>" -> uses
    attack: Attack | None = None
    counter: int = 0  # uid source for stacks
    runner: Runner | None = None
    decision: Decision | None = None
    over: bool = False
    reported: int = 0  # steps already returned by advance()
    pending_rev: int = 0  # bumped whenever pending/collected change (step labels cache)
    pending_cache: tuple[int, tuple[str, ...]] = (-1, ())
    statics_cache: tuple[Any, Any] = (None, None)
    burst_uids: list[int] = field(default_factory=list)  # burst digivolved this turn (burst.py)
    # security cards whose effect waits for "the end of the battle" (end_of_battle.py): (card,
    # moves, text, the effect processed then; None: play the card)
    end_of_battle: list[tuple[Any, int, str, Any]] = field(default_factory=list)
    # pending processing for the end of a turn (verbs/end_of_turn.py, CR 18-1): (turn, player,
    # card id, memory change, text)
    end_of_turn: list[tuple[int, str, str, int, str]] = field(default_factory=list)
    # "At the next end of your opponent's turn, return it to the hand / delete it"
    # (verbs/turn_end_pending.py): (turn set aside, player, holder card id, Digimon uid, verb,
    # text)
    turn_end_moves: list[tuple[int, str, str, int, str, str]] = field(default_factory=list)
    # "... delete this Digimon at the end of the turn" (verbs/this_turn_end.py): the same, due
    # at the end of the turn it was set aside in
    this_turn_end_moves: list[tuple[int, str, str, int, str, str]] = field(default_factory=list)
    cards_cache: tuple[tuple[str, ...], dict] = ((), {})  # snapshot's card facts, by ids
    origin: Cause | None = None  # the effect being processed (record.emit: Step.origin)
    # immediate-type effects activated for a cause still being resolved (resolve._interrupts;
    # CR 4.2 15-8-5-4): (Digimon uid, holder card id, effect index, timing)
    interrupting: set[tuple[int, str, int, str]] = field(default_factory=set)
    # the Digimon an immediate-type effect for its owner's Digimon triggered on, by activation
    # key (would_own.py: "When any of your ... would leave the battle area, ..., they don't
    # leave": one activation for all of them)
    interrupt_groups: dict[tuple[int, str, int, str], tuple[int, ...]] = \
        field(default_factory=dict)

    def new_uid(self) -> int:
        self.counter += 1
        return self.counter

    def mem(self, player: str) -> int:
        """Memory from ``player``'s view (positive: on their side)."""
        return self.memory if player == "p1" else -self.memory

    def set_mem(self, player: str, value: int) -> None:
        value = max(-10, min(10, value))
        self.memory = value if player == "p1" else -value

    @property
    def non_turn_player(self) -> str:
        return other(self.turn_player)

    def stacks(self, player: str | None = None) -> Iterator[Stack]:
        """Battle area stacks, turn player's first (board order)."""
        order = [player] if player else [self.turn_player, self.non_turn_player]
        for p in order:
            yield from self.players[p].battle

    def find_stack(self, card_id: str, *, breeding: bool = True) -> Stack | None:
        for p in PLAYERS:
            pl = self.players[p]
            for s in pl.battle:
                if s.top.id == card_id:
                    return s
            if breeding and pl.breeding and pl.breeding.top.id == card_id:
                return pl.breeding
        return None

    def stack_by_uid(self, uid: int | None) -> Stack | None:
        if uid is None:
            return None
        for p in PLAYERS:
            for s in self.players[p].battle:
                if s.uid == uid:
                    return s
        return None

    def area_of(self, stack: Stack) -> str | None:
        return stack.area
