"""Keyword rules printed in a card's text box (manual "Keyword Rules"): read and refused.

Modelled: ``<Overflow <-X>>`` (also ``<Overflow 《-X》>``),
``[DNA Digivolve] <side> + <side>: Cost N`` (a side is ``blue Lv.4``, ``Lv.4`` or ``[Name]``)
and ``[Hand][Counter] <Blast Digivolve>``.
They are taken out of the text before the effect parser sees it. The other keyword rules
(DigiXros, Burst Digivolve, Link, App Fusion, Blast DNA Digivolve, Mind Link) are
refused with a message naming the rule, never silently accepted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")


class KeywordRuleError(ValueError):
    """Printed keyword-rule text the engine does not model (the message says which)."""


@dataclass(frozen=True)
class DnaSide:
    """One Digimon a DNA digivolution requirement names (left side goes on top)."""

    color: str | None = None
    level: int | None = None
    name: str | None = None

    def label(self) -> str:
        if self.name:
            return f"[{self.name}]"
        return " ".join(p for p in (self.color, f"Lv.{self.level}" if self.level else "") if p)


@dataclass(frozen=True)
class DnaReq:
    left: DnaSide
    right: DnaSide
    cost: int

    def label(self) -> str:
        return f"{self.left.label()} + {self.right.label()}: Cost {self.cost}"


@dataclass(frozen=True)
class RuleText:
    """The keyword rules found on one card."""

    overflow: int = 0  # memory lost when the card leaves the field or a stack (0: none)
    dna: tuple[DnaReq, ...] = ()
    blast: bool = False  # [Hand][Counter] <Blast Digivolve>


_OVERFLOW = re.compile(r"<Overflow\s*(?:<|《)?\s*-(\d+)\s*(?:>|》)?>", re.IGNORECASE)
_DNA = re.compile(r"[\[<]DNA Digivolve[\]>]\s*(?P<left>[^+:]+?)\s*\+\s*(?P<right>[^+:]+?)"
                  r"\s*:\s*Cost\s*(?P<cost>\d+)\.?", re.IGNORECASE)
_BLAST = re.compile(r"(?:\[Hand\]\s*)?\[Counter\]\s*<Blast Digivolve>\.?", re.IGNORECASE)
_SIDE = re.compile(r"(?:(?P<color>[a-z]+) )?Lv\.?\s*(?P<level>\d+)|\[(?P<name>[^\]]+)\]",
                   re.IGNORECASE)

# Keyword rules (and Digimon ACE keywords) not modelled yet: pattern -> (name, reason).
NOT_MODELLED = {
    r"DigiXros": ("DigiXros", "choosing the cards to place under and the cost reduction are "
                  "not modelled yet"),
    r"Burst Digivolve": ("Burst Digivolve", "returning the Tamer and the end-of-turn trash "
                         "are not modelled yet"),
    r"App Fusion": ("App Fusion", "the App Fusion digivolution is not modelled yet"),
    r"Blast DNA Digivolve": ("Blast DNA Digivolve", "[Counter] digivolutions from the hand "
                             "are not modelled yet"),
    r"Mind Link": ("Mind Link", "placing a Tamer under a Digimon is not modelled yet"),
    r"Link \+\d": ("Link +X", "link cards are not modelled yet"),
    r"\bLink\b": ("Link", "linking cards to a Digimon is not modelled yet"),
}


def _side(text: str) -> DnaSide:
    m = _SIDE.fullmatch(text.strip())
    if not m:
        raise KeywordRuleError(f"DNA Digivolve: can't read the side {text.strip()!r} "
                               "(write 'blue Lv.4', 'Lv.4' or '[Name]')")
    if m["name"]:
        return DnaSide(name=m["name"])
    color = (m["color"] or "").lower() or None
    if color and color not in COLORS:
        raise KeywordRuleError(f"DNA Digivolve: unknown color {m['color']!r}")
    return DnaSide(color=color, level=int(m["level"]))


def extract(text: str | None) -> tuple[str | None, RuleText]:
    """Take the modelled keyword rules out of ``text``; refuse the unmodelled ones."""
    if not text:
        return text, RuleText()
    overflow = 0
    for m in _OVERFLOW.finditer(text):
        overflow += int(m.group(1))
    rest = _OVERFLOW.sub("", text)
    dna = tuple(DnaReq(_side(m["left"]), _side(m["right"]), int(m["cost"]))
                for m in _DNA.finditer(rest))
    rest = _DNA.sub("", rest)
    blast = bool(_BLAST.search(rest))
    rest = _BLAST.sub("", rest)
    for pattern, (name, reason) in NOT_MODELLED.items():
        if re.search(pattern, rest, re.IGNORECASE):
            raise KeywordRuleError(f"the keyword rule {name} is not modelled by the engine: "
                                   f"{reason}")
    rest = rest.strip()
    return (rest or None), RuleText(overflow=overflow, dna=dna, blast=blast)
