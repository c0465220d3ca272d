"""The legacy game state: two players' playmats, the turn, the phase and per-turn counters."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from judgeapp.engine.dccg.cards import Card, Effect
from judgeapp.engine.steps import Step

PLAYERS = ("p1", "p2")
PHASES = ("draw", "bring-online", "digivolve", "move", "attack", "discard")
ROW_LIMIT = 4  # Attack Row and Digivolve Row hold at most 4 Digimon each
BRING_LIMIT = 2
DIGIVOLVE_LIMIT = 2
MOVE_LIMIT = 2
DISCARD_LIMIT = 3
DRAW_COUNT = 2
WINNING_DATA_POINTS = 7500
SPECIAL_DIGIVOLUTION_POINTS = 500
ZONES = ("online", "offline", "hand", "attack_row", "digivolve_row")


def opponent(player: str) -> str:
    return "p2" if player == "p1" else "p1"


@dataclass
class Playmat:
    """One player's zones (lists of card ids; ``online`` top first) and Data Points."""

    online: list[str] = field(default_factory=list)
    offline: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    attack_row: list[str] = field(default_factory=list)
    digivolve_row: list[str] = field(default_factory=list)
    data_points: int = 0

    def copy(self) -> Playmat:
        return replace(self, **{zone: list(getattr(self, zone)) for zone in ZONES})

    def zone_of(self, card_id: str) -> str | None:
        for zone in ZONES:
            if card_id in getattr(self, zone):
                return zone
        return None


@dataclass
class Queued:
    """An effect waiting in the DigiQueue (its card is already in the Offline pile)."""

    card: str
    player: str
    effect: Effect

    def label(self) -> str:
        return f"{self.card}: {self.effect.text}"


@dataclass
class Attack:
    """An open DigiQueue window and the attack it belongs to: ``attacker`` and ``target``
    (None: a direct attack). ``attacker`` is None when the window was opened by playing a
    Digi-Destined card in the Attack Phase outside an attack."""

    attacker: str | None
    target: str | None
    queue: list[Queued] = field(default_factory=list)
    to_act: str = "p1"
    passes: int = 0
    attack_bonus: int = 0
    defense_bonus: int = 0


@dataclass
class Turn:
    """Per-turn counters of the turn player, reset when a turn begins."""

    brought: int = 0
    digivolved: int = 0
    moved: int = 0
    discarded: int = 0
    digivolved_ids: set[str] = field(default_factory=set)
    attacked_ids: set[str] = field(default_factory=set)


@dataclass
class GameState:
    cards: dict[str, Card]
    mats: dict[str, Playmat]
    turn: int
    turn_player: str
    first_player: str
    phase: str
    rng: random.Random
    step_limit: int
    record_boards: bool = False  # every step carries the board as of that step (replayer)
    counters: Turn = field(default_factory=Turn)
    phase_entered: bool = False
    excess_check: bool = False  # the end of Bring Online: taking the excess Offline
    attack: Attack | None = None
    winner: str | None = None
    stopped: bool = False  # the step limit was hit
    steps_taken: int = 0

    def copy(self) -> GameState:
        """An independent copy for ``advance`` (cards and their definitions never change
        during a game, so they are shared; the random generator keeps its exact state)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        counters = replace(self.counters, digivolved_ids=set(self.counters.digivolved_ids),
                           attacked_ids=set(self.counters.attacked_ids))
        attack = None if self.attack is None else replace(self.attack,
                                                          queue=list(self.attack.queue))
        return replace(self, mats={p: m.copy() for p, m in self.mats.items()}, rng=rng,
                       counters=counters, attack=attack)

    def owner(self, card_id: str) -> str:
        return self.cards[card_id].owner

    def name(self, card_id: str) -> str:
        return self.cards[card_id].definition.label()

    def new_step(self, **kwargs) -> Step:
        step = Step(index=self.steps_taken, **kwargs)
        self.steps_taken += 1
        return step
