"""Deck construction checks for both games, from a plain-text deck list. Pure functions.

Deck list format (one card per line; docs/dccg.md "Deck lists")::

    # comments and blank lines are ignored
    4 Agumon (BT1-010)
    4x Greymon (BT1-011)
    Digi-Egg deck:              <- section header (also "Digi-Egg", "Eggs"); "Main deck:" goes back
    4 Koromon (BT1-001)
    1 D-Power Digivice (DV-003) [GigaPower]     <- legacy game: marks a GigaPower card

Copies are counted by card number when one is given in parentheses, else by name (and the
report says so). Every violation names the line(s) and cites the rule's corpus key.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

GAMES = ("dcg", "dccg")
MAX_TEXT = 20_000

# Digimon Card Game (manual-en "Decks")
DCG_RULE = "manual-en/decks"
DCG_MAIN_SIZE = 50
DCG_COPIES = 4
DCG_EGG_MAX = 5
# legacy Digimon Collectible Card Game (dccg-rules-en "Deck Construction")
DCCG_SIZE = 50
DCCG_COPIES = 3
DCCG_SIZE_RULE = "dccg-rules-en/deck-size"
DCCG_MINIMUM_RULE = "dccg-rules-en/getting-started"
DCCG_COPY_RULE = "dccg-rules-en/copy-limit"
DCCG_GIGAPOWER_RULE = "dccg-rules-en/gigapower-limit"
# GigaPower cards the legacy rules name (the list marks others with [GigaPower])
KNOWN_GIGAPOWER = {"DV-003": "D-Power Digivice", "DV-004": "D-Terminal"}

_KNOWN_GIGAPOWER_NAMES = {name.casefold() for name in KNOWN_GIGAPOWER.values()}

RULE_KEYS = (DCG_RULE, DCCG_SIZE_RULE, DCCG_MINIMUM_RULE, DCCG_COPY_RULE, DCCG_GIGAPOWER_RULE)

_LINE = re.compile(
    r"^(?P<count>\d+)\s*[xX×]?\s+(?P<name>.+?)"
    r"(?:\s*\((?P<number>[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+)\))?"
    r"(?P<giga>\s*\[\s*giga\s*power\s*\])?\s*$",
    re.IGNORECASE,
)
_EGG_HEADER = re.compile(r"^(digi-?egg(s)?( deck)?|eggs?( deck)?)\s*:?\s*$", re.IGNORECASE)
_MAIN_HEADER = re.compile(r"^(main( deck)?|deck)\s*:?\s*$", re.IGNORECASE)


class DeckInputError(ValueError):
    """The request itself is unusable (unknown game, empty or oversized list)."""


@dataclass(frozen=True)
class Entry:
    line: int
    count: int
    name: str
    number: str | None
    section: str  # "main" | "egg"
    gigapower: bool

    @property
    def identity(self) -> str:
        """What copies are counted by: the card number, else the name."""
        return self.number.upper() if self.number else self.name.casefold()

    def label(self) -> str:
        return f"{self.name} ({self.number})" if self.number else self.name


@dataclass(frozen=True)
class Problem:
    message: str
    rule: str | None = None
    lines: tuple[int, ...] = ()
    severity: str = "error"  # "error" | "warning"

    def to_dict(self) -> dict[str, Any]:
        return {"message": self.message, "rule": self.rule, "lines": list(self.lines),
                "severity": self.severity}


@dataclass
class DeckReport:
    game: str
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @property
    def main_count(self) -> int:
        return sum(e.count for e in self.entries if e.section == "main")

    @property
    def egg_count(self) -> int:
        return sum(e.count for e in self.entries if e.section == "egg")

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]

    @property
    def legal(self) -> bool:
        return not self.errors

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "legal": self.legal,
            "main_count": self.main_count,
            "egg_count": self.egg_count,
            "errors": [p.to_dict() for p in self.errors],
            "warnings": [p.to_dict() for p in self.warnings],
            "entries": [
                {"line": e.line, "count": e.count, "name": e.name, "number": e.number,
                 "section": e.section, "gigapower": e.gigapower}
                for e in self.entries
            ],
        }


def parse_deck(text: str) -> tuple[list[Entry], list[Problem]]:
    """The entries of a deck list and the lines that could not be read."""
    entries: list[Entry] = []
    problems: list[Problem] = []
    section = "main"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if _EGG_HEADER.match(line):
            section = "egg"
            continue
        if _MAIN_HEADER.match(line):
            section = "main"
            continue
        match = _LINE.match(line)
        if not match:
            problems.append(Problem(
                f"line {number}: {raw.strip()[:80]!r} is not a card line; write "
                "'<count> <name> (<card number>)', e.g. '4 Agumon (BT1-010)'", lines=(number,)))
            continue
        count = int(match["count"])
        if count < 1:
            problems.append(Problem(f"line {number}: a count must be at least 1", lines=(number,)))
            continue
        entries.append(Entry(
            line=number, count=count, name=match["name"].strip(), number=match["number"],
            section=section, gigapower=bool(match["giga"]),
        ))
    return entries, problems


def check_deck(text: str, game: str = "dcg") -> DeckReport:
    """Check a deck list against ``game``'s deck construction rules."""
    if game not in GAMES:
        raise DeckInputError(f"unknown game {game!r}: use dcg (Digimon Card Game) or dccg "
                             "(legacy Digimon Collectible Card Game)")
    if not text or not text.strip():
        raise DeckInputError("the deck list is empty: paste one card per line, "
                             "e.g. '4 Agumon (BT1-010)'")
    if len(text) > MAX_TEXT:
        raise DeckInputError(f"the deck list is longer than {MAX_TEXT:,} characters")
    entries, problems = parse_deck(text)
    report = DeckReport(game=game, entries=entries, problems=problems)
    if game == "dcg":
        _check_dcg(report)
    else:
        _check_dccg(report)
    _note_unnumbered(report)
    return report


def _groups(entries: list[Entry]) -> dict[str, list[Entry]]:
    groups: dict[str, list[Entry]] = defaultdict(list)
    for entry in entries:
        groups[entry.identity].append(entry)
    return groups


def _copies(report: DeckReport, entries: list[Entry], limit: int, rule: str, where: str) -> None:
    for group in _groups(entries).values():
        total = sum(e.count for e in group)
        if total > limit:
            report.problems.append(Problem(
                f"{group[0].label()}: {total} copies {where}; no more than {limit} copies of "
                f"cards with the same {'card number' if group[0].number else 'name'}",
                rule, tuple(e.line for e in group)))


def _check_dcg(report: DeckReport) -> None:
    main = [e for e in report.entries if e.section == "main"]
    eggs = [e for e in report.entries if e.section == "egg"]
    if report.main_count != DCG_MAIN_SIZE:
        report.problems.append(Problem(
            f"the deck has {report.main_count} cards; it must have exactly {DCG_MAIN_SIZE} "
            "(Digi-Egg cards go in the Digi-Egg deck section and are not counted)", DCG_RULE))
    if report.egg_count > DCG_EGG_MAX:
        report.problems.append(Problem(
            f"the Digi-Egg deck has {report.egg_count} cards; it may have 0 to {DCG_EGG_MAX}",
            DCG_RULE, tuple(e.line for e in eggs)))
    _copies(report, main, DCG_COPIES, DCG_RULE, "in the deck")
    _copies(report, eggs, DCG_COPIES, DCG_RULE, "in the Digi-Egg deck")
    for entry in report.entries:
        if entry.gigapower:
            report.problems.append(Problem(
                f"line {entry.line}: GigaPower is a legacy-game marking; it has no effect on a "
                "Digimon Card Game deck", None, (entry.line,), "warning"))


def _check_dccg(report: DeckReport) -> None:
    eggs = [e for e in report.entries if e.section == "egg"]
    if eggs:
        report.problems.append(Problem(
            "the legacy game has no Digi-Egg deck; list every card in one deck",
            DCCG_SIZE_RULE, tuple(e.line for e in eggs)))
    total = report.main_count + report.egg_count
    if total < DCCG_SIZE:
        report.problems.append(Problem(
            f"the deck has {total} cards; it must have {DCCG_SIZE}", DCCG_SIZE_RULE))
    elif total > DCCG_SIZE:
        report.problems.append(Problem(
            f"the deck has {total} cards. Deck Construction says a deck 'must have 50 cards' "
            "while Getting Started says each player needs 'at least 50 cards': the rules "
            "are ambiguous about decks over 50; ask the event's organiser",
            DCCG_MINIMUM_RULE, (), "warning"))
    _copies(report, report.entries, DCCG_COPIES, DCCG_COPY_RULE, "in the deck")
    for group in _groups(report.entries).values():
        giga = [e for e in group if e.gigapower or (e.number or "").upper() in KNOWN_GIGAPOWER
                or e.name.casefold() in _KNOWN_GIGAPOWER_NAMES]
        total = sum(e.count for e in group)
        if giga and total > 1:
            report.problems.append(Problem(
                f"{group[0].label()} is a GigaPower card: only 1 copy of any specific GigaPower "
                f"card is allowed, the deck has {total}", DCCG_GIGAPOWER_RULE,
                tuple(e.line for e in group)))


def _note_unnumbered(report: DeckReport) -> None:
    unnumbered = [e for e in report.entries if not e.number]
    if unnumbered:
        report.problems.append(Problem(
            f"{len(unnumbered)} line(s) give no card number: their copies were counted by name, "
            "so printings that share a name count together unless their numbers are given",
            None, tuple(e.line for e in unnumbered), "warning"))
