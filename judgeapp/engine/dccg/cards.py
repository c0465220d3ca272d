"""Legacy card definitions (as printed) and the small subset of effect text the engine models.

The legacy rules document (seed 003) describes no card text templates. The engine models only
the effects named in its FAQ ("Boost Attack", "Boost Defense") and two plain effects; any
other text is refused with a ``CardTextError`` that quotes it, never silently ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judgeapp.engine.errors import CardTextError

LEVELS = ("rookie", "champion", "ultimate", "mega")
KINDS = ("digimon", "digi-destined", "digi-modify", "digivolve", "other")

SUPPORTED_TEXT = (
    "'Boost Attack +N.' (your Digimon in the current attack gets +N Attack for that attack), "
    "'Boost Defense +N.' (your Digimon in the current attack gets +N Defense for that attack), "
    "'Draw N.' (draw N cards from your Online pile), "
    "'Gain N Data Points.' (add N to your Data Points)"
)

_TEMPLATES = (
    (re.compile(r"^boost attack \+(\d+)$"), "boost_attack"),
    (re.compile(r"^boost defense \+(\d+)$"), "boost_defense"),
    (re.compile(r"^draw (\d+)$"), "draw"),
    (re.compile(r"^gain (\d+) data points?$"), "gain_data_points"),
)


@dataclass(frozen=True)
class Effect:
    """One modelled effect: ``verb`` is boost_attack | boost_defense | draw | gain_data_points."""

    verb: str
    amount: int
    text: str


def parse_effect(text: str) -> Effect:
    """Parse one sentence of the supported subset; raise CardTextError quoting anything else."""
    sentence = " ".join(text.split()).rstrip(".").replace(",", "")
    for pattern, verb in _TEMPLATES:
        match = pattern.match(sentence.lower())
        if match:
            return Effect(verb=verb, amount=int(match.group(1)), text=text.strip())
    raise CardTextError(text, f"the legacy engine supports only {SUPPORTED_TEXT}")


@dataclass(frozen=True)
class CardDef:
    """A legacy card as printed. ``true_digivolution`` (Rookies only) names the Champion,
    Ultimate and Mega of the Rookie's "true" digivolution (Special Digivolution)."""

    name: str
    kind: str
    number: str | None = None
    level: str | None = None
    attack: int | None = None
    defense: int | None = None
    effect: Effect | None = None
    true_digivolution: tuple[str, ...] = ()
    gigapower: bool = False
    blank: bool = False

    @property
    def is_digimon(self) -> bool:
        return self.kind == "digimon"

    def label(self) -> str:
        return f"{self.name} ({self.number})" if self.number else self.name


BLANK = CardDef(name="(blank card)", kind="other", blank=True)


@dataclass
class Card:
    """One physical card in a game."""

    id: str
    owner: str
    definition: CardDef

    @property
    def name(self) -> str:
        return self.definition.name
