"""Reading deck lists: the formats judges paste, one card per line. Pure functions.

Accepted (docs/dccg.md "Deck lists" and README "Deck check")::

    4 Agumon (BT1-010)        4x Agumon (BT1-010)      4 (ST1-03)      4x ST1-03
    4 Agumon ST1-03           4 ST1-03 Agumon          Agumon ST1-03 x4
    # or // comments; blank lines; section headers such as "Digi-Egg deck:", "Eggs",
    "Main deck", "Digimon (32)", "Tamers: 8" (Digi-Eggs are also recognised by their kind)
    1 D-Power Digivice (DV-003) [GigaPower]     <- legacy game: marks a GigaPower card
    ["Exported from https://digimoncard.dev","BT1-010","BT1-010",...]  <- Tabletop Simulator
    1 MetalTyrannomon          (DCG) (BT11-055)                          <- Untap

The exports of the common deck builders are among these: digimoncard.io ('// Digimon Deck
List', '4 Agumon BT1-010', '// Egg Deck'), DigimonMeta ('4 (BT22-002)'), Untap, and the
Tabletop Simulator list of digimoncard.dev.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

_NUMBER = r"[A-Za-z]{1,4}\d{0,2}-\d{1,3}(?:_P\d+)?"
_COUNT = r"(?P<count>\d+)\s*[xX×]?"
_GIGA = r"(?P<giga>\s*\[\s*(?i:giga\s*power)\s*\])?"
_LINE_FORMS = (  # tried in order: the forms that give a card number first
    # 4 Agumon (BT1-010) / 4x (ST1-03)
    re.compile(rf"^{_COUNT}\s*(?P<name>.*?)\s*\(\s*(?P<number>{_NUMBER})\s*\){_GIGA}\s*$"),
    # 4 ST1-03 Agumon / 4x ST1-03
    re.compile(rf"^{_COUNT}\s+(?P<number>{_NUMBER})(?:\s+(?P<name>.+?))?{_GIGA}\s*$"),
    # 4 Agumon ST1-03
    re.compile(rf"^{_COUNT}\s+(?P<name>.+?)\s+(?P<number>{_NUMBER}){_GIGA}\s*$"),
    # Agumon ST1-03 x4 / ST1-03 x4
    re.compile(rf"^(?:(?P<name>.+?)\s+)?\(?(?P<number>{_NUMBER})\)?\s*[xX×]\s*(?P<count>\d+)"
               rf"{_GIGA}\s*$"),
    # 4 Agumon (no number: counted by name)
    re.compile(rf"^{_COUNT}\s+(?P<name>.+?)(?P<number>){_GIGA}\s*$"),
)
_EGG_HEADER = re.compile(
    r"^(digi-?eggs?|eggs?)(\s+deck)?\s*(\(\s*\d+\s*\)|:\s*\d*)?\s*:?\s*$", re.IGNORECASE)
_MAIN_HEADER = re.compile(
    r"^(main(\s+deck)?|deck|digimon|tamers?|options?)\s*(\(\s*\d+\s*\)|:\s*\d*)?\s*:?\s*$",
    re.IGNORECASE)
_COMMENT = re.compile(r"(^|\s)(#|//).*$")
_GAME_TAG = re.compile(r"\s*\(DCG\)", re.IGNORECASE)  # Untap: '1 Agumon  (DCG) (BT1-010)'
MAX_COUNT = 999


@dataclass(frozen=True)
class Entry:
    line: int
    count: int
    name: str
    number: str | None
    section: str  # "main" | "egg" (from the list's headers; the check may move a card by kind)
    gigapower: bool
    headed: bool = False  # the section was set by a header line (not the default)

    @property
    def identity(self) -> str:
        """What copies are counted by: the card number, else the name."""
        return self.number.upper() if self.number else self.name.casefold()

    def label(self) -> str:
        if self.name and self.number:
            return f"{self.name} ({self.number})"
        return self.name or self.number or "?"


@dataclass(frozen=True)
class ParseProblem:
    line: int
    message: str


def _card_line(line: str) -> re.Match[str] | None:
    """The first form that reads the line with a name or a number."""
    for form in _LINE_FORMS:
        match = form.match(line)
        if match and ((match["name"] or "").strip() or match["number"]):
            return match
    return None


def _parse_export(text: str) -> tuple[list[Entry], list[ParseProblem]] | None:
    """A Tabletop Simulator export (a JSON list of card numbers), or None if it is not one."""
    stripped = text.strip()
    if not stripped.startswith("["):
        return None
    try:
        items = json.loads(stripped)
    except ValueError:
        return None
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        return None
    counts: dict[str, int] = {}
    problems: list[ParseProblem] = []
    for position, item in enumerate(items, start=1):
        if re.fullmatch(rf"\s*{_NUMBER}\s*", item):
            counts[item.strip().upper()] = counts.get(item.strip().upper(), 0) + 1
        elif not (position == 1 and item.lower().startswith("exported from")):
            problems.append(ParseProblem(1, f"item {position} {item[:40]!r} of the exported "
                                            "list is not a card number"))
    entries = [Entry(1, count, "", number, "main", False) for number, count in counts.items()]
    return entries, problems


def parse_deck(text: str) -> tuple[list[Entry], list[ParseProblem]]:
    """The entries of a deck list and the lines that could not be read."""
    export = _parse_export(text)
    if export is not None:
        return export
    entries: list[Entry] = []
    problems: list[ParseProblem] = []
    section, headed = "main", False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = _GAME_TAG.sub("", _COMMENT.sub("", raw)).strip()
        if not line:
            continue
        if _EGG_HEADER.match(line):
            section, headed = "egg", True
            continue
        if _MAIN_HEADER.match(line):
            section, headed = "main", True
            continue
        match = _card_line(line)
        if not match:
            problems.append(ParseProblem(number, f"{raw.strip()[:80]!r} is not a card line; "
                                                 "write '<count> <name> (<card number>)', "
                                                 "e.g. '4 Agumon (BT1-010)'"))
            continue
        digits = match["count"]  # (no int() of thousands of digits: Python refuses those)
        count = int(digits) if len(digits) <= 6 else MAX_COUNT + 1
        if not 1 <= count <= MAX_COUNT:
            problems.append(ParseProblem(number, f"a count must be 1 to {MAX_COUNT}"))
            continue
        entries.append(Entry(
            line=number, count=count, name=(match["name"] or "").strip(),
            number=match["number"] or None, section=section, gigapower=bool(match["giga"]),
            headed=headed,
        ))
    return entries, problems
