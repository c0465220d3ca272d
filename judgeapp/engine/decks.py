"""Deck construction checks for both games, from a plain-text deck list. No I/O of its own.

The list is read by ``judgeapp.engine.decklist`` (formats there). For the Digimon Card Game
every card is looked up in the real card database (``rulesdb.cards``, passed in or the cached
one): unknown numbers get suggestions, Digi-Egg cards go to the Digi-Egg deck by their kind,
copies are counted by card number (Comprehensive Rules 1-4-1-2-2 and 1-4-1-3-2; a card's own
(Rule) may allow more, 2-3-4-6) and the restriction list as of a date (default today) bans or
limits cards, naming the event that set each status. Every problem names its line(s).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace
from datetime import date as Date
from typing import TYPE_CHECKING, Any

from judgeapp.engine.decklist import Entry, parse_deck

if TYPE_CHECKING:
    from rulesdb.cards import Card, CardDB

GAMES = ("dcg", "dccg")
MAX_TEXT = 20_000
MAX_SUGGESTED = 10  # unknown cards that get "did you mean" (each is a fuzzy search)

# Digimon Card Game (manual-en "Decks")
DCG_RULE = "manual-en/decks"
DCG_MAIN_SIZE = 50
DCG_COPIES = 4
DCG_EGG_MAX = 5
RESTRICTION_SOURCE = "https://world.digimoncard.com/rule/restriction_card/"
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

__all__ = ["DeckInputError", "DeckReport", "Entry", "Problem", "check_deck", "parse_deck"]


class DeckInputError(ValueError):
    """The request itself is unusable (unknown game, empty or oversized list, bad date)."""


@dataclass(frozen=True)
class Problem:
    message: str
    rule: str | None = None
    lines: tuple[int, ...] = ()
    severity: str = "error"  # "error" | "warning"
    source: str | None = None  # an outside source (the official restriction list)

    def to_dict(self) -> dict[str, Any]:
        return {"message": self.message, "rule": self.rule, "lines": list(self.lines),
                "severity": self.severity, "source": self.source}


@dataclass
class DeckReport:
    game: str
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    as_of: str | None = None  # the date the restriction list was applied for
    cards: dict[int, Card] = field(default_factory=dict)  # line -> the real card it names
    unknown: set[int] = field(default_factory=set)  # lines naming no real card

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
            "as_of": self.as_of,
            "main_count": self.main_count,
            "egg_count": self.egg_count,
            "errors": [p.to_dict() for p in self.errors],
            "warnings": [p.to_dict() for p in self.warnings],
            "entries": [
                {"line": e.line, "count": e.count, "name": e.name, "number": e.number,
                 "section": e.section, "gigapower": e.gigapower,
                 "card": ({"number": c.number, "name": c.name, "kinds": list(c.kinds)}
                          if (c := self.cards.get(e.line)) else None)}
                for e in self.entries
            ],
        }


def _as_of(on: str | Date | None) -> str:
    if on is None or on == "":
        return Date.today().isoformat()
    if isinstance(on, Date):
        return on.isoformat()
    try:
        return Date.fromisoformat(str(on).strip()).isoformat()
    except ValueError:
        raise DeckInputError(f"{str(on)[:40]!r} is not a date: write YYYY-MM-DD") from None


def check_deck(text: str, game: str = "dcg", db: CardDB | None = None,
               on: str | Date | None = None) -> DeckReport:
    """Check a deck list against ``game``'s deck construction rules.

    For ``dcg`` the cards are looked up in ``db`` (default: ``rulesdb.cards.get_card_db()``)
    and the restriction list is applied as of ``on`` (default: today)."""
    if game not in GAMES:
        raise DeckInputError(f"unknown game {game!r}: use dcg (Digimon Card Game) or dccg "
                             "(legacy Digimon Collectible Card Game)")
    if not text or not text.strip():
        raise DeckInputError("the deck list is empty: paste one card per line, "
                             "e.g. '4 Agumon (BT1-010)'")
    if len(text) > MAX_TEXT:
        raise DeckInputError(f"the deck list is longer than {MAX_TEXT:,} characters")
    as_of = _as_of(on) if game == "dcg" else None
    entries, unread = parse_deck(text)
    report = DeckReport(game=game, entries=entries, as_of=as_of, problems=[
        Problem(f"line {p.line}: {p.message}", lines=(p.line,)) for p in unread])
    if game == "dcg":
        if db is None:
            from rulesdb.cards import get_card_db

            db = get_card_db()
        _resolve(report, db)
        _check_dcg(report)
        _check_restrictions(report, db)
    else:
        _check_dccg(report)
    _note_unnumbered(report)
    return report


# ---- real cards --------------------------------------------------------------------------------

def _same_name(given: str, card: Card) -> bool:
    from rulesdb.cards.db import fold

    given = fold(given)
    names = [fold(card.name)] + ([fold(card.name_ja)] if card.name_ja else [])
    return any(given == n or given in n or n in given for n in names)


def _resolve(report: DeckReport, db: CardDB) -> None:
    """Look every line's card up; file Digi-Eggs by kind; name unknown cards."""
    resolved: list[Entry] = []
    suggested = 0

    def _did_you_mean(text: str) -> str:
        """Suggestions for the first MAX_SUGGESTED unknown cards (bounded time on any list)."""
        nonlocal suggested
        suggested += 1
        if suggested > MAX_SUGGESTED:
            return ""
        near = db.suggest(text, 3)
        return ("; did you mean " + ", ".join(f"{c.number} {c.name}" for c in near)) \
            if near else ""

    for entry in report.entries:
        card = db.get(entry.number) if entry.number else None
        if entry.number and card is None:
            report.unknown.add(entry.line)
            report.problems.append(Problem(
                f"line {entry.line}: no card {entry.number!r}{_did_you_mean(entry.number)}",
                None, (entry.line,)))
        elif not entry.number:
            named = {c.number: c for c in db.by_name(entry.name)}
            if len(named) == 1:
                card = next(iter(named.values()))
            elif not named:
                report.unknown.add(entry.line)
                report.problems.append(Problem(
                    f"line {entry.line}: no card named {entry.name[:60]!r}"
                    f"{_did_you_mean(entry.name)}", None, (entry.line,)))
        if card is None:
            resolved.append(entry)
            continue
        report.cards[entry.line] = card
        if entry.name and not _same_name(entry.name, card):
            report.problems.append(Problem(
                f"line {entry.line}: {card.number} is {card.name}, not {entry.name[:60]!r}; "
                "the card number was used", None, (entry.line,), "warning"))
        section = "egg" if "Digi-Egg" in card.kinds else "main"
        if section != entry.section and entry.headed:
            where = "the Digi-Egg deck" if section == "egg" else "the deck"
            report.problems.append(Problem(
                f"line {entry.line}: {card.name} ({card.number}) is a {card.kind} card: counted "
                f"in {where}", DCG_RULE, (entry.line,), "warning"))
        resolved.append(replace(entry, number=card.number, name=entry.name or card.name,
                                section=section))
    report.entries = resolved


def _check_restrictions(report: DeckReport, db: CardDB) -> None:
    """Banned and restricted cards as of ``report.as_of``, each naming the event's date."""
    groups = _groups([e for e in report.entries if e.line in report.cards])
    in_deck = {report.cards[g[0].line].number for g in groups.values()}
    for group in groups.values():
        card = report.cards[group[0].line]
        status = db.status(card.number, report.as_of)
        total = sum(e.count for e in group)
        lines = tuple(e.line for e in group)
        label = f"{card.name} ({card.number})"
        since = status.event.date if status.event else ""
        if status.status == "banned":
            report.problems.append(Problem(
                f"{label} is banned since {since} (restriction list effective {since}): a deck "
                "can't include it", None, lines, source=RESTRICTION_SOURCE))
        elif status.status == "restricted" and total > (status.limit or 0):
            report.problems.append(Problem(
                f"{label} is restricted to {status.limit} cop{'y' if status.limit == 1 else 'ies'}"
                f" since {since}: the deck has {total}", None, lines,
                source=RESTRICTION_SOURCE))
        elif status.status == "banned_pair":
            partners = [p for p in status.partners if p in in_deck]
            if partners and card.number < min(partners):
                names = ", ".join(f"{db.cards[p].name} ({p})" for p in partners)
                report.problems.append(Problem(
                    f"{label} and {names} are banned together since {since}: a deck can't "
                    "include both", None, tuple(sorted(lines + tuple(
                        e.line for e in report.entries
                        if e.line in report.cards and report.cards[e.line].number in partners))),
                    source=RESTRICTION_SOURCE))
            elif not status.partners:
                report.problems.append(Problem(
                    f"{label} is banned in combination with another card since {since}; the "
                    "card data does not name the other card: check the official list", None,
                    lines, "warning", RESTRICTION_SOURCE))


# ---- copy counts and sizes -----------------------------------------------------------------

def _groups(entries: list[Entry]) -> dict[str, list[Entry]]:
    groups: dict[str, list[Entry]] = defaultdict(list)
    for entry in entries:
        groups[entry.identity].append(entry)
    return groups


def _copies(report: DeckReport, entries: list[Entry], limit: int, rule: str, where: str) -> None:
    for group in _groups(entries).values():
        total = sum(e.count for e in group)
        card = report.cards.get(group[0].line)
        allowed = card.max_copies if card else limit
        if total > allowed:
            why = (f"this card's (Rule) allows up to {allowed} copies" if allowed != limit else
                   f"no more than {limit} copies of cards with the same "
                   f"{'card number' if group[0].number else 'name'}")
            report.problems.append(Problem(
                f"{group[0].label()}: {total} copies {where}; {why}",
                rule, tuple(e.line for e in group)))


def _check_dcg(report: DeckReport) -> None:
    main = [e for e in report.entries if e.section == "main"]
    eggs = [e for e in report.entries if e.section == "egg"]
    if report.main_count != DCG_MAIN_SIZE:
        report.problems.append(Problem(
            f"the deck has {report.main_count} cards; it must have exactly {DCG_MAIN_SIZE} "
            "(Digi-Egg cards go in the Digi-Egg deck and are not counted)", DCG_RULE))
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
    unnumbered = [e for e in report.entries if not e.number and e.line not in report.unknown]
    if unnumbered:
        report.problems.append(Problem(
            f"{len(unnumbered)} line(s) give no card number: their copies were counted by name, "
            "so printings that share a name count together unless their numbers are given",
            None, tuple(e.line for e in unnumbered), "warning"))
