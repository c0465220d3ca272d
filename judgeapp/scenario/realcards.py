"""Real cards in scenario files: ``cards: [{number: BT1-010}]`` filled in from rulesdb.cards.

``scenario_card(card)`` writes a real card as a scenario ``cards:`` entry
(docs/scenario-format.md "Cards"); ``expand_real_cards(source)`` replaces every reference
``{number: ..., name: ...}`` in a parsed file by that entry before validation, so the engine's
card-text parser reads (or refuses, with its normal message) the publisher's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judgeapp.engine.dcg.cards import NO_LEVEL
from judgeapp.scenario.source import Path, Problem, Source

if TYPE_CHECKING:
    from rulesdb.cards import Card, CardDB, Requirement

REFERENCE_KEYS = ("number", "name", "label")
_KINDS = {"Digimon": "digimon", "Digi-Egg": "digi-egg", "Tamer": "tamer", "Option": "option"}
_NAME_ONLY = re.compile(r"^\[([^\[\]]+)\]$")
# one DigiXros requirement: a name, or names of which one card is placed ("[A] or [B]")
_XROS_SLOT = re.compile(r"^\[[^\[\]]+\](?: or \[[^\[\]]+\])*$")


def _requirement_text(req: Requirement) -> str:
    """A special requirement as the engine's keyword-rule line (docs/scenario-format.md)."""
    if req.kind == "dna" and not req.line.startswith("["):  # 'DNA Digivolution: 0 from ...'
        return f"[DNA Digivolve] {req.detail}: Cost {req.cost}"
    if req.kind == "link" and req.line.startswith("[Link]"):
        return f"Link {req.detail}: Cost {req.cost}"
    if req.kind == "app-fusion":
        return f"App Fusion {req.detail}: Cost {req.cost}"
    if req.kind == "digixros":
        parts = re.split(r"\s+[x×+]\s+", req.detail)
        if all(_XROS_SLOT.match(p) for p in parts):
            return f"DigiXros -{req.cost} " + " × ".join(parts)
    return req.line  # as printed: the engine reads it or refuses it by name


def scenario_card(card: Card) -> dict[str, Any]:
    """The card as a scenario ``cards:`` entry (name, kind, colors, stats, text, number)."""
    kind = _KINDS[card.kind]
    entry: dict[str, Any] = {"name": card.name, "kind": kind}
    colors = [c.lower() for c in card.colors]
    if len(colors) == 1:
        entry["color"] = colors[0]
    else:
        entry["colors"] = colors
    if kind in ("digimon", "digi-egg"):  # "Lv.-": no level (CR 4.2 2-9-2)
        entry["level"] = card.level if card.level is not None else NO_LEVEL
    if kind == "digimon" and card.dp is not None:
        entry["dp"] = card.dp
    if kind in ("digimon", "tamer") and card.play_cost is not None:
        entry["play_cost"] = card.play_cost
    if kind == "option" and card.use_cost is not None:
        entry["use_cost"] = card.use_cost
    lines: list[str] = []
    digivolve = [{"color": color.lower(), "level": level, "cost": cost}
                 for color, level, cost in card.digivolve_costs]
    for req in card.requirements:
        name = _NAME_ONLY.match(req.detail)
        if req.kind == "digivolve" and name and req.cost is not None:
            digivolve.append({"name": name.group(1), "cost": req.cost})
        elif req.line:
            lines.append(_requirement_text(req))
    if kind == "digimon" and digivolve:
        entry["digivolve"] = digivolve
    traits = [*card.forms, *card.attributes, *card.traits]
    if traits:
        entry["traits"] = traits
    for key, places in (("forms", card.forms), ("attributes", card.attributes)):
        if places:  # which traits are printed as its form / attribute (CR 4.2 2-3-2-1)
            entry[key] = list(places)
    if card.link_dp is not None:
        lines.append(f"Link DP: +{card.link_dp}")
    text = "\n".join([*lines, card.text] if card.text else lines)
    if card.link_text:
        text = "\n".join(filter(None, [text, f"Link effect: {card.link_text}"]))
    if text:
        entry["text"] = text
    # a Tamer's inherited effects count too: they apply once it is a digivolution card
    # (<Mind Link>, "place this Tamer as ... bottom digivolution card"; CR 4.2 15-3-1)
    if card.inherited_text and kind in ("digimon", "digi-egg", "tamer"):
        entry["inherited"] = card.inherited_text
    if card.security_text:
        entry["security"] = card.security_text
    if card.dual_name:
        entry["option"] = _option_side(card)
    entry["number"] = card.number
    return entry


def _option_side(card: Card) -> dict[str, Any]:
    """A DUAL card's Option side as a scenario ``option:`` entry (CR 4.2 4-6-6): its name,
    use cost, color requirements and Option text."""
    side: dict[str, Any] = {"name": card.dual_name, "use_cost": card.use_cost}
    colors = [c.lower() for c in card.option_color_requirements]
    if len(colors) == 1:
        side["color"] = colors[0]
    else:
        side["colors"] = colors
    if card.option_text:
        side["text"] = card.option_text
    return side


def _is_reference(entry: Any) -> bool:
    return isinstance(entry, dict) and "number" in entry and "kind" not in entry


def expand_real_cards(source: Source, db: CardDB | None = None) -> list[Problem]:
    """Replace each ``{number: ...}`` card reference in ``source.data`` by the real card.

    Returns line-precise problems for unknown numbers and malformed references."""
    data = source.data
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list) or not any(_is_reference(c) for c in cards):
        return []
    if db is None:
        from rulesdb.cards import get_card_db

        db = get_card_db()
    problems: list[Problem] = []
    for i, entry in enumerate(cards):
        if not _is_reference(entry):
            continue
        path: Path = ("cards", i)
        extra = sorted(str(k) for k in entry if k not in REFERENCE_KEYS)
        if extra:
            problems.append(source.problem(
                (*path, extra[0]), f"a card with a number and no kind is a real card from the "
                f"database and takes only number, name and label; {extra[0]!r} comes from the "
                "database (to write the card out yourself, give its kind too)"))
            continue
        number, name = entry["number"], entry.get("name")
        if not isinstance(number, str):
            problems.append(source.problem((*path, "number"), "expected a card number like "
                                                              "BT1-010"))
            continue
        card = db.get(number)
        if card is None:
            near = db.suggest(number, 1)
            hint = f" (did you mean {near[0].number!r}, {near[0].name}?)" if near else ""
            problems.append(source.problem(
                (*path, "number"), f"unknown card number {number[:40]!r}{hint}"))
            continue
        if name is not None and not (isinstance(name, str) and name.strip()):
            problems.append(source.problem((*path, "name"), "expected a non-empty name"))
            continue
        label = entry.get("label")
        if label is not None and not (isinstance(label, str) and label.strip()):
            problems.append(source.problem((*path, "label"), "expected a non-empty label"))
            continue
        cards[i] = {**scenario_card(card), **({"name": name} if name else {}),
                    **({"label": label} if label else {})}
    return problems


@dataclass(frozen=True)
class CardOrigin:
    """Where a scenario card comes from, so a page never passes an invented card off as real.

    ``printed``: the card as in the database; ``altered``: written out with a card number but
    differing from the printed card in ``differences``; ``invented``: no number (``shares_name``
    when a printed card has the same name, whose stats and text these are not)."""

    name: str
    origin: str  # printed | altered | invented
    number: str | None = None
    differences: tuple[str, ...] = ()
    shares_name: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "origin": self.origin, "number": self.number,
                "differences": list(self.differences), "shares_name": self.shares_name}


def card_origin(entry: dict[str, Any], db: CardDB) -> CardOrigin:
    """The origin of one expanded scenario ``cards:`` entry."""
    name = str(entry.get("name") or "?")
    card = db.get(entry["number"]) if isinstance(entry.get("number"), str) else None
    if card is None:
        return CardOrigin(name, "invented", shares_name=bool(db.by_name(name)))
    printed = scenario_card(card)
    differences = tuple(sorted(k for k in {*printed, *entry} if printed.get(k) != entry.get(k)))
    return CardOrigin(name, "altered" if differences else "printed", card.number, differences)
