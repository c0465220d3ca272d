"""How much real card text the engine reads whole (``judgeapp cards coverage``).

A card is *read* when every text box of it (effect, inherited, security, link effect) is read
by the card-text grammar with exactly one reading whose rendering gives back the printed text
(``text_grammar.read_whole``), its keyword-rule lines are modelled, and the engine accepts
each box (``cardtext.parse_text``). Any other card is *refused*, with the phrase and the
reason. Refused phrases are counted by *shape*: numbers become ``N`` and bracketed names
``[X]``, so "Delete 1 of your opponent's Digimon with 4000 DP or less." and the same sentence
with 5000 count together.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from judgeapp.engine.dcg.cardtext import extract_rules, parse_text
from judgeapp.engine.dcg.keyword_rules import KeywordRuleError
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from judgeapp.scenario.realcards import scenario_card

TOP = 30


@dataclass(frozen=True)
class Refusal:
    """Why a card is not read: the phrase quoted, and the reason."""

    phrase: str
    reason: str
    box: str  # text | inherited | security | link

    @property
    def shape(self) -> str:
        return shape(self.phrase)


@dataclass(frozen=True)
class CardReading:
    number: str
    set: str
    has_text: bool
    refusal: Refusal | None = None

    @property
    def read(self) -> bool:
        return self.has_text and self.refusal is None


def shape(phrase: str) -> str:
    """A refused phrase with numbers and names abstracted."""
    phrase = re.sub(r"\[[^\[\]]*\]", "[X]", " ".join(phrase.split()))
    return re.sub(r"\d+", "N", phrase)


def boxes(entry: dict[str, Any]) -> list[tuple[str, str, dict[str, bool]]]:
    """(box name, text, parse options) of a scenario card entry; KeywordRuleError for an
    unmodelled keyword rule."""
    printed, rules = extract_rules(entry.get("text"))
    found = [("text", printed or "", {}), ("inherited", entry.get("inherited") or "",
                                            {"inherited": True}),
             ("security", entry.get("security") or "", {"security": True})]
    if rules.link_text:
        found.append(("link", rules.link_text, {}))
    option = entry.get("option") or {}
    if option.get("text"):  # a DUAL card's Option side (CR 4.2 4-6-6)
        found.append(("option", option["text"], {}))
    return [(name, text, kw) for name, text, kw in found if text.strip()]


def read_card(number: str, card_set: str, entry: dict[str, Any]) -> CardReading:
    """Read one card given as a scenario ``cards:`` entry (``realcards.scenario_card``)."""
    if not any((entry.get(k) or "").strip() for k in ("text", "inherited", "security")) \
            and not (entry.get("option") or {}).get("text"):
        return CardReading(number, card_set, has_text=False)
    try:
        read = boxes(entry)
    except KeywordRuleError as exc:
        return CardReading(number, card_set, True, Refusal(_rule_line(entry, exc), str(exc),
                                                           "text"))
    except CardTextError as exc:
        return CardReading(number, card_set, True, Refusal(exc.sentence, exc.hint, "link"))
    for name, text, kw in read:
        try:
            read_whole(text, security=kw.get("security", False))
        except CardTextError as exc:
            return CardReading(number, card_set, True, Refusal(exc.sentence, exc.hint, name))
        try:
            parse_text(text, **kw)
        except CardTextError as exc:
            return CardReading(number, card_set, True, Refusal(
                exc.sentence, f"read by the grammar, but the engine does not execute it yet: "
                f"{exc.hint}", name))
    return CardReading(number, card_set, True)


def _rule_line(entry: dict[str, Any], exc: Exception) -> str:
    """The phrase a keyword-rule error is about: the sentence it quotes, else the card's first
    requirement line."""
    text = entry.get("text") or ""
    quoted = re.search(r'"([^"]{8,})"', str(exc))
    if quoted and quoted[1].rstrip(".") in text:
        return quoted[1]
    rule = re.search(r"keyword rule (.+?) is not", str(exc))
    for line in text.splitlines() if rule else ():
        if rule[1].lower() in line.lower():
            return line.strip()
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("[") and ":" in line:
            return line.strip()
    return text.splitlines()[0] if text.strip() else str(exc)


@dataclass
class Coverage:
    """Cards read / cards with text, per set, and the refused phrases by shape."""

    readings: list[CardReading]
    source: str = ""
    sets: dict[str, list[int]] = field(default_factory=dict)  # set -> [read, with text]

    def __post_init__(self) -> None:
        for r in self.readings:
            if r.has_text:
                counts = self.sets.setdefault(r.set, [0, 0])
                counts[0] += r.read
                counts[1] += 1

    @property
    def read(self) -> int:
        return sum(r.read for r in self.readings)

    @property
    def with_text(self) -> int:
        return sum(r.has_text for r in self.readings)

    @property
    def percent(self) -> float:
        return 100 * self.read / self.with_text if self.with_text else 0.0

    def refused_shapes(self, n: int = TOP) -> list[tuple[str, int, Refusal]]:
        """The ``n`` most frequent refused phrase shapes: (shape, cards, an example)."""
        counts: Counter[str] = Counter()
        example: dict[str, Refusal] = {}
        for r in self.readings:
            if r.refusal is not None:
                counts[r.refusal.shape] += 1
                example.setdefault(r.refusal.shape, r.refusal)
        return [(s, c, example[s]) for s, c in counts.most_common(n)]

    def summary(self) -> str:
        return (f"card text read whole: {self.read}/{self.with_text} cards = "
                f"{self.percent:.1f}%")

    def lines(self) -> list[str]:
        out = [f"card text coverage: {self.source}" if self.source else "card text coverage",
               "", "per set (read / with text):"]
        for name in sorted(self.sets, key=_set_order):
            read, total = self.sets[name]
            out.append(f"  {name:<6} {read:>4} / {total:<4} {100 * read / total:5.1f}%")
        out += ["", f"the {TOP} most frequent refused phrases (cards, shape, reason):"]
        for text, count, refusal in self.refused_shapes():
            out.append(f"  {count:>4}  {_clip(text, 110)}")
            out.append(f"        {_clip(refusal.reason, 110)}")
        out += ["", self.summary()]
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source, "read": self.read, "with_text": self.with_text,
            "percent": round(self.percent, 2),
            "sets": {k: {"read": v[0], "with_text": v[1]} for k, v in sorted(
                self.sets.items(), key=lambda kv: _set_order(kv[0]))},
            "refused_phrases": [{"shape": s, "cards": c, "example": r.phrase,
                                 "reason": r.reason, "box": r.box}
                                for s, c, r in self.refused_shapes()],
            "summary": self.summary(),
        }


def _clip(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _set_order(name: str) -> tuple[str, int]:
    m = re.fullmatch(r"([A-Z]+)(\d*)", name)
    return (m[1], int(m[2] or 0)) if m else (name, 0)


def measure(cards: Iterable[Any], source: str = "") -> Coverage:
    """Coverage over real cards (``rulesdb.cards.Card``)."""
    return Coverage([read_card(c.number, c.set, scenario_card(c)) for c in cards], source)
