"""Card definitions (what is printed) and card instances (one physical card in a game)."""

from __future__ import annotations

from dataclasses import dataclass

from judgeapp.engine.dcg.effects import Effect
from judgeapp.engine.dcg.keyword_rules import RuleText
from judgeapp.engine.dcg.requirements import DigivolveReq

__all__ = ["BLANK", "COLORS", "KINDS", "NO_LEVEL", "Card", "CardDef", "DigivolveReq"]

# A card printed "Lv.-" (or with no level) has no level (CR 4.2 2-9-2): ``level: "-"`` in a
# scenario, ``level=None`` here. Effects that reference levels never match it (official
# rulings Q2596, Q3589) and it can't be digivolved from except by special digivolution (Q3275).
NO_LEVEL = "-"
COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")
KINDS = ("digimon", "digi-egg", "tamer", "option")


@dataclass(frozen=True)
class CardDef:
    """A card as printed. ``effects`` are parsed from ``text``/``inherited``/``security``."""

    name: str
    kind: str
    colors: tuple[str, ...] = ()
    level: int | None = None  # None: no level ("Lv.-", CR 4.2 2-9-2)
    dp: int | None = None
    cost: int | None = None  # play cost (Digimon, Tamer) or use cost (Option)
    digivolve: tuple[DigivolveReq, ...] = ()
    traits: tuple[str, ...] = ()
    # which of ``traits`` are printed as its form and its attribute (CR 4.2 2-3-2-1; the rest
    # are its types): what older cards' "with [X] in its form / attribute / type" reads
    forms: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    inherited: tuple[Effect, ...] = ()
    security: tuple[Effect, ...] = ()
    # [Hand] / [Trash] [Main] effects: used from that zone only (zone_main.py, CR 4.2 15-14-2)
    zone_effects: tuple[Effect, ...] = ()
    token: bool = False
    blank: bool = False  # an anonymous card given as a count: no name, no effects
    rules: RuleText = RuleText()  # keyword rules printed on it (Overflow, DNA Digivolve)
    # the text boxes as printed (text with its keyword rules, inherited, security): what
    # "with XX in its text" reads (card_refs.text_includes); gained effects are not in it
    printed: tuple[str, ...] = ()
    # the text box above the traits as printed (effects and keyword rules; not the inherited
    # or [Security] lower text, CR 4.2 2-3-11): what "a card with <Icon>" reads
    effect_text: str = ""
    # a DUAL card (CR 4.2 4-6): this definition is its Digimon information (no play cost:
    # it can't be played), ``option`` its Option information (kind "option", the use cost,
    # the color requirements as its colors, the Option effects; same traits, 4-6-6-1)
    option: CardDef | None = None
    arts_digivolve: bool = False  # it has Arts Digivolve (CR 4.2 2-11, 4-20)

    def named(self, name: str) -> bool:
        """Is the card named ``name``: its name, or a name a (Rule) says it is also treated
        as (CR 4.2 2-3-4-3; official Q&A Q2517)? Not a name it only has in its name
        (2-3-4-4: Q2421)."""
        return not self.blank and (name == self.name or name in self.rules.also_names)

    @property
    def names(self) -> tuple[str, ...]:
        """Every name "with [X] in its name" reads (CR 4.2 2-3-1-3, 2-3-4-3, 2-3-4-4)."""
        return (self.name, *self.rules.also_names, *self.rules.name_parts)

    @property
    def playable(self) -> bool:
        """A Digimon or Tamer card that can be played: not a DUAL card (no play cost; "they
        can't be played by effects, either": Rule Manual 6.0 "Dual cards")."""
        return self.kind in ("digimon", "tamer") and self.option is None

    @property
    def is_digimon(self) -> bool:
        """Digimon and Digi-Egg cards are treated as Digimon on the field."""
        return self.kind in ("digimon", "digi-egg")


BLANK = CardDef(name="(blank card)", kind="blank", blank=True)


@dataclass(eq=False)
class Card:
    """One card instance. ``moves`` counts zone changes: a card that moved is a new card."""

    id: str
    owner: str
    defn: CardDef
    moves: int = 0
    face_up: bool = False  # for security cards
    # a digivolution card placed face down: a card without card information, its information
    # can't be referenced (CR 4.2 4-7-9); a card that moves is a new card, face up again
    face_down: bool = False

    @property
    def name(self) -> str:
        return self.defn.name
