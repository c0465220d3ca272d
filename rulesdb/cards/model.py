"""The card database's records: cards, rulings, errata, restrictions, provenance."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

KINDS = ("Digimon", "Tamer", "Option", "Digi-Egg")
REQUIREMENT_KINDS = ("digivolve", "dna", "digixros", "link", "burst", "app-fusion", "assembly")


@dataclass(frozen=True)
class Provenance:
    """Where the data comes from: the community repository, its commit and snapshot date."""

    source: str
    commit: str
    snapshot_date: str
    official: str = "https://world.digimoncard.com/"
    license: str = "MIT (the repository); card text and rulings are the publisher's words"

    def to_dict(self) -> dict[str, str]:
        return asdict(self)


@dataclass(frozen=True)
class Requirement:
    """A special requirement line (``[Digivolve] Lv.4 w/[Growlmon] in name: Cost 3``)."""

    kind: str  # one of REQUIREMENT_KINDS
    line: str  # the normalized line as printed
    cost: int | None = None  # memory cost, or the reduction for DigiXros/Assembly
    detail: str = ""  # what the requirement asks for, between the label and the cost
    reminder: str = ""  # the rule's reminder sentence printed with it, if any
    field: str = "text"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Reminder:
    """Reminder text printed in parentheses after a keyword, kept for display."""

    keyword: str
    text: str
    field: str = "text"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Erratum:
    """An official erratum: the printed wording (``before``) and the current one (``after``)."""

    date: str
    before: str
    after: str
    notes: str | None = None
    source: str | None = None
    field: str | None = None  # which text the change is in (None: not found in the card's text)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Card:
    number: str
    set: str
    name: str
    name_ja: str | None
    kinds: tuple[str, ...]
    colors: tuple[str, ...]
    level: int | None
    play_cost: int | None
    use_cost: int | None
    dp: int | None
    digivolve_costs: tuple[tuple[str, int, int], ...]
    forms: tuple[str, ...]
    attributes: tuple[str, ...]
    traits: tuple[str, ...]
    text: str
    inherited_text: str
    security_text: str
    requirements: tuple[Requirement, ...]
    reminders: tuple[Reminder, ...]
    rarity: str | None
    max_copies: int
    errata: tuple[Erratum, ...] = ()
    link_dp: int | None = None
    link_text: str = ""
    dual_name: str | None = None  # a dual card's other half (the Option side's name)
    option_text: str = ""  # a dual card's Option effect
    option_color_requirements: tuple[str, ...] = ()
    ace: bool = False
    overflow: int | None = None
    notes: tuple[str, ...] = ()  # known damage in the source that could not be repaired
    provenance: Provenance | None = field(default=None, compare=False)

    @property
    def kind(self) -> str:
        """The first kind (a dual card is a Digimon first)."""
        return self.kinds[0]

    def to_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "provenance"}
        data["digivolve_costs"] = [
            {"color": c, "level": lv, "cost": cost} for c, lv, cost in self.digivolve_costs]
        if self.provenance is not None:
            data["provenance"] = self.provenance.to_dict()
        return data


@dataclass(frozen=True)
class Ruling:
    """One official Q&A entry for a card."""

    qno: str
    number: str
    question: str
    answer: str
    date: str | None
    related: tuple[str, ...] = ()
    provenance: Provenance | None = field(default=None, compare=False)

    def to_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "provenance"}
        if self.provenance is not None:
            data["provenance"] = self.provenance.to_dict()
        return data


@dataclass(frozen=True)
class BanEvent:
    """One entry of the official restriction history."""

    number: str
    name: str
    status: str  # banned | restricted | banned_pair
    count: int
    date: str
    action: str  # restrict | lift


@dataclass(frozen=True)
class Restriction:
    """A card's status on a date: ``unlimited``, ``restricted`` (to ``limit`` copies),
    ``banned``, or ``banned_pair`` (banned in one deck together with ``partners``)."""

    number: str
    status: str
    limit: int | None  # copies allowed; None = unlimited (the card's own max applies)
    as_of: str
    event: BanEvent | None = None  # the event that set this status (None: never listed)
    partners: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.status == "unlimited":
            return "unlimited" + (f" (lifted {self.event.date})" if self.event else "")
        since = f" since {self.event.date}" if self.event else ""
        if self.status == "restricted":
            return f"restricted to {self.limit}{since}"
        if self.status == "banned_pair":
            with_ = (" with " + ", ".join(self.partners)) if self.partners else (
                " with a card the source does not name")
            return f"banned in combination{with_}{since}"
        return f"banned{since}"

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "status": self.status, "limit": self.limit,
                "as_of": self.as_of, "partners": list(self.partners),
                "event": asdict(self.event) if self.event else None,
                "description": self.describe()}
