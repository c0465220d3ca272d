"""The card database: load the built data (shipped, or a user import), look cards up.

``get_card_db()`` is cached per data folder and reloads only when that folder's files change,
so it is cheap to call on every request.
"""

from __future__ import annotations

import difflib
import json
import os
import threading
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date as Date
from functools import cached_property
from pathlib import Path
from typing import Any

from .cardnumbers import normalize_number
from .model import BanEvent, Card, Erratum, Provenance, Reminder, Requirement, Restriction, Ruling

SHIPPED = Path(__file__).parent / "data"


def user_cards_dir() -> Path:
    """Where ``judgeapp cards import`` puts a newer snapshot (under DIGIJUDGE_DATA_DIR)."""
    default = Path.home() / ".local" / "share" / "digijudge"
    return Path(os.environ.get("DIGIJUDGE_DATA_DIR", default)) / "cards"


def fold(text: str) -> str:
    """Case-, width- and spacing-insensitive form of a name."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def search_text(card: Card) -> str:
    """The folded words a text lookup searches: names, traits and every text box."""
    return fold(" ".join((card.name, card.name_ja or "", " ".join(card.traits), card.text,
                          card.inherited_text, card.security_text, card.option_text,
                          card.link_text)))


def _card(data: dict[str, Any], provenance: Provenance) -> Card:
    return Card(
        **{k: v for k, v in data.items() if k not in (
            "kinds", "colors", "digivolve_costs", "forms", "attributes", "traits",
            "requirements", "reminders", "errata", "option_color_requirements", "notes",
            "provenance")},
        kinds=tuple(data["kinds"]), colors=tuple(data["colors"]),
        digivolve_costs=tuple((d["color"], d["level"], d["cost"])
                              for d in data["digivolve_costs"]),
        forms=tuple(data["forms"]), attributes=tuple(data["attributes"]),
        traits=tuple(data["traits"]),
        requirements=tuple(Requirement(**r) for r in data["requirements"]),
        reminders=tuple(Reminder(**r) for r in data["reminders"]),
        errata=tuple(Erratum(**e) for e in data["errata"]),
        option_color_requirements=tuple(data["option_color_requirements"]),
        notes=tuple(data["notes"]), provenance=provenance,
    )


@dataclass
class CardDB:
    cards: Mapping[str, Card]
    provenance: Provenance
    path: Path
    _events: tuple[BanEvent, ...]
    _names: Mapping[str, tuple[str, ...]]  # folded EN/JA name -> card numbers

    @classmethod
    def load(cls, folder: Path = SHIPPED) -> CardDB:
        """Read a data folder written by ``rulesdb.cards.build``."""
        provenance = Provenance(**json.loads((folder / "provenance.json").read_text("utf-8")))
        raw_cards = json.loads((folder / "cards.json").read_text("utf-8"))
        cards = {c["number"]: _card(c, provenance) for c in raw_cards}
        banlist = json.loads((folder / "banlist.json").read_text("utf-8"))
        events = tuple(sorted(
            (BanEvent(number=e["cardId"], name=e.get("name") or "", status=e["status"],
                      count=int(e.get("count") or 0), date=e["effectiveDate"],
                      action=e["action"]) for e in banlist["events"]),
            key=lambda e: e.date))
        names: dict[str, list[str]] = {}
        for card in cards.values():
            for name in {card.name, card.name_ja} - {None}:
                names.setdefault(fold(name), []).append(card.number)
        return cls(cards, provenance, folder, events, {k: tuple(v) for k, v in names.items()})

    @cached_property
    def search_texts(self) -> Mapping[str, str]:
        """Card number -> folded names, traits and text (for rulesdb.cards.lookup)."""
        return {number: search_text(card) for number, card in self.cards.items()}

    @cached_property
    def _rulings(self) -> Mapping[str, tuple[Ruling, ...]]:
        """Read on first use: the app's start needs the cards, not the 6,900 rulings."""
        raw = json.loads((self.path / "rulings.json").read_text("utf-8"))
        return {
            number: tuple(Ruling(qno=r["qno"], number=number, question=r["question"],
                                 answer=r["answer"], date=r.get("date"),
                                 related=tuple(r.get("related") or ()),
                                 provenance=self.provenance)
                          for r in items)
            for number, items in raw.items()}

    # ---- lookups ---------------------------------------------------------------------------

    def get(self, spelling: str) -> Card | None:
        """The card for any common spelling of its number (``bt1-10``, ``BT01-010``)."""
        number = normalize_number(spelling)
        return self.cards.get(number) if number else None

    def by_name(self, name: str) -> list[Card]:
        """Every card with this English or Japanese name (case/width-insensitive)."""
        return [self.cards[n] for n in self._names.get(fold(name), ())]

    def suggest(self, text: str, n: int = 5) -> list[Card]:
        """Near misses for a card number or name that was not found (for 'did you mean')."""
        text = (text or "")[:100]
        number = normalize_number(text)
        if number:
            prefix, serial = number.split("-")
            same_set = [c for c in self.cards.values() if c.number.split("-")[0] == prefix]
            same_set.sort(key=lambda c: abs(int(c.number.split("-")[1]) - int(serial)))
            close = difflib.get_close_matches(number, list(self.cards), n=n, cutoff=0.75)
            seen: dict[str, Card] = {c.number: c for c in same_set[:n]}
            for match in close:
                seen.setdefault(match, self.cards[match])
            return list(seen.values())[:n]
        folded = fold(text)
        if not folded:
            return []
        hits = difflib.get_close_matches(folded, list(self._names), n=n, cutoff=0.6)
        contains = [k for k in self._names if folded in k and k not in hits]
        out: list[Card] = []
        for key in hits + sorted(contains, key=len):
            card = self.cards[self._names[key][0]]
            if card not in out:
                out.append(card)
        return out[:n]

    def rulings(self, number: str) -> list[Ruling]:
        card = self.get(number)
        return list(self._rulings.get(card.number, ())) if card else []

    @property
    def ruling_count(self) -> int:
        return sum(len(v) for v in self._rulings.values())

    def all_rulings(self) -> list[Ruling]:
        return [r for items in self._rulings.values() for r in items]

    # ---- restrictions ----------------------------------------------------------------------

    def events(self, number: str | None = None) -> list[BanEvent]:
        """The restriction history (of one card when ``number`` is given), oldest first."""
        return [e for e in self._events if number is None or e.number == number]

    def status(self, number: str, on: str | Date | None = None) -> Restriction:
        """Banned / restricted to N / unlimited on date ``on`` (default: today)."""
        as_of = (on or Date.today())
        as_of = as_of.isoformat() if isinstance(as_of, Date) else str(as_of)
        card = self.get(number)
        key = card.number if card else number
        last: BanEvent | None = None
        for event in self._events:
            if event.number == key and event.date <= as_of:
                last = event
        if last is None:
            return Restriction(key, "unlimited", None, as_of)
        if last.action == "lift":
            return Restriction(key, "unlimited", None, as_of, last)
        if last.status == "restricted":
            return Restriction(key, "restricted", last.count, as_of, last)
        if last.status == "banned_pair":
            partners = tuple(e.number for e in self._events if e.status == "banned_pair"
                             and e.date == last.date and e.number != key)
            return Restriction(key, "banned_pair", None, as_of, last, partners)
        return Restriction(key, "banned", 0, as_of, last)

    def restricted_on(self, on: str | Date | None = None) -> list[Restriction]:
        """Every card that is not unlimited on that date."""
        numbers = dict.fromkeys(e.number for e in self._events)
        statuses = [self.status(n, on) for n in numbers]
        return [s for s in statuses if s.status != "unlimited"]


_lock = threading.Lock()
_cache: dict[Path, tuple[tuple[float, ...], CardDB]] = {}


def _signature(folder: Path) -> tuple[float, ...]:
    return tuple((folder / name).stat().st_mtime
                 for name in ("cards.json", "rulings.json", "banlist.json", "provenance.json"))


def _snapshot_date(folder: Path) -> str:
    try:
        return json.loads((folder / "provenance.json").read_text("utf-8"))["snapshot_date"]
    except (OSError, ValueError, KeyError, TypeError):
        return ""


def active_dir() -> Path:
    """The user's import when it is at least as new as the shipped copy, else the shipped copy."""
    user = user_cards_dir()
    if (user / "cards.json").is_file() and _snapshot_date(user) >= _snapshot_date(SHIPPED):
        return user
    return SHIPPED


def _cached(folder: Path) -> CardDB:
    signature = _signature(folder)
    with _lock:
        cached = _cache.get(folder)
        if cached and cached[0] == signature:
            return cached[1]
        db = CardDB.load(folder)
        _cache[folder] = (signature, db)
        return db


def get_card_db(folder: Path | None = None) -> CardDB:
    """The card database, loaded once per process and folder (reloaded when its files change).

    Without ``folder``: the user's import when it is usable and at least as new as the shipped
    copy, else the shipped copy."""
    if folder is not None:
        return _cached(folder)
    chosen = active_dir()
    if chosen == SHIPPED:
        return _cached(SHIPPED)
    try:
        return _cached(chosen)
    except (OSError, ValueError, KeyError, TypeError):
        return _cached(SHIPPED)  # a damaged user import must not stop the app
