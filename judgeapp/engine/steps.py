"""What the engine records and asks: steps (what happened, why, under which rules) and decisions.

Steps are data. Their text is rendered from ``kind`` + ``event`` + ``data`` by a renderer, so
other languages can be added without touching the rules code. Every step carries the keys of
the corpus sections (``document/section``) that govern it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class StepKind(StrEnum):
    PHASE = "phase"
    ACTION = "action"
    TRIGGER = "trigger"
    ACTIVATION = "activation"
    RULE_CHECK = "rule_check"
    BATTLE = "battle"
    SECURITY_CHECK = "security_check"
    INTERRUPT = "interrupt"
    DECISION = "decision"
    MEMORY = "memory"
    ZONE_MOVE = "zone_move"
    GAME_END = "game_end"
    REFUSED = "refused"  # an illegal action or answer: explained, never a crash
    LIMIT = "limit"  # the step limit stopped an infinite loop
    UNMODELLED = "unmodelled"  # the engine cannot rule on what comes next: the run stops


class CauseKind(StrEnum):
    EFFECT = "effect"  # an effect being processed (activated, or a keyword's procedure)
    DECISION = "decision"  # a player's answer to a decision
    PROCEDURE = "procedure"  # the game's procedure (a phase, a player's action, rule checks)


@dataclass(frozen=True)
class Cause:
    """What produced a step (``Step.origin``): the effect being processed (``label`` is its
    card and timing, ``card`` the card it is on, ``text`` its printed text), a decision
    (``label`` is the decision's kind; ``parent`` the effect that asked, if any), or the
    game's procedure (``label`` is the phase)."""

    kind: CauseKind
    label: str
    card: str | None = None
    text: str | None = None
    parent: Cause | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": str(self.kind), "label": self.label, "card": self.card,
                "text": self.text, "parent": self.parent.to_dict() if self.parent else None}


@dataclass(frozen=True)
class Step:
    """One thing that happened.

    ``event`` names the specific happening (``"draw"``, ``"delete"``, ``"security_reveal"``...)
    and, with ``data``, is all a renderer needs. ``cards`` are instance ids of the cards
    involved; ``pending`` lists the pending effects (as rendered labels) at that moment;
    ``cause`` says what produced this step (an effect label, a rule, a player's action), as
    text; ``origin`` says it typed (:class:`Cause`), set by the recorder from what the resolver
    is processing (never None for a step an effect made).
    ``board`` is the ruleset's snapshot as of this step (after its change), recorded only when
    the state was set up with ``record_boards=True`` (the replayer); None otherwise.
    """

    index: int
    kind: StepKind
    event: str
    text: str
    rules: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    player: str | None = None
    cause: str | None = None
    pending: tuple[str, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    board: dict[str, Any] | None = None
    origin: Cause | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {
            "index": self.index,
            "kind": str(self.kind),
            "event": self.event,
            "text": self.text,
            "rules": list(self.rules),
            "cards": list(self.cards),
            "player": self.player,
            "cause": self.cause,
            "pending": list(self.pending),
            "data": self.data,
            "origin": self.origin.to_dict() if self.origin else None,
        }
        if self.board is not None:
            out["board"] = self.board
        return out


@dataclass(frozen=True)
class Option:
    """One answer a player may give; ``id`` is what a scenario script or the web form sends."""

    id: str
    label: str


@dataclass(frozen=True)
class Decision:
    """The engine is paused: ``player`` must choose among ``options``.

    ``kind`` is e.g. ``"main_action"``, ``"order_triggers"``, ``"choose_target"``,
    ``"choose_amount"`` (a number), ``"choose_effect"`` (a bullet number), ``"optional"``
    ("you may"), ``"pay_cost"`` ("by ..."), ``"block"``, ``"counter"``, ``"interrupt"``,
    ``"effect_attack"``. ``default`` is the documented answer used when a scenario leaves it
    unscripted; ``rules`` cite the section that says who decides.
    """

    player: str
    kind: str
    prompt: str
    options: tuple[Option, ...]
    rules: tuple[str, ...] = ()
    default: str | None = None
    min_choices: int = 1
    max_choices: int = 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [{"id": o.id, "label": o.label} for o in self.options],
            "rules": list(self.rules),
            "default": self.default,
            "min_choices": self.min_choices,
            "max_choices": self.max_choices,
        }
