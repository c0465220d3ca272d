"""Digimon cards that digivolve onto a Tamer: "You may digivolve this card from your hand onto
one of your red Tamers as if the Tamer is a level 3 [red] Digimon [for a digivolution cost of
2]." (also "onto one of your [Takuya Kanbara] cards").

Printed above the card's effects like a requirement, it is read as the official Q&A reads it
(Q4633, Q4651: "you declare a digivolution, then upon revealing this card, you can also
choose a Tamer as the card to digivolve, and that Tamer is also treated as a level 3
Digimon"): when digivolving this card from the hand, such a Tamer can be the card digivolved
from, treated as a Digimon of that level (and color, when printed; else its own colors). The
card's digivolution requirements are then checked on it, or the printed cost is paid. It is
a digivolution like any other (Q1157: "when ... digivolves" effects trigger; Q1158: the
bonus draw; Q1159: a Tamer played this turn can't attack after it; Q1160: the Tamer becomes a
digivolution card).

A line is read by the card-text grammar (``text_grammar.lark``, block "digivolving onto a
Tamer", start symbol ``tamer_line``) into :class:`OntoTamer`, rendered back (:func:`render`;
a line is taken out of the text box only if that gives back its text) and kept in the card's
``RuleText.onto_tamer``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

from judgeapp.engine.dcg.rule_lines import take_lines

LINE = re.compile(r"^[ \t]*You may digivolve this card from your hand onto one of your [^\n]*$",
                  re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True)
class OntoTamer:
    """Which Tamers (``tamer_color`` or ``tamer_name``), the ``level`` and ``color`` (None:
    its own) it is treated as having, the printed digivolution ``cost`` (None: the card's
    requirements decide), as printed (``verb``: "digivolve" / "Digivolve")."""

    level: int
    tamer_color: str | None = None
    tamer_name: str | None = None
    color: str | None = None
    cost: int | None = None
    verb: str = "digivolve"
    period: bool = True
    as_words: str = "the Tamer"  # "as if the Tamer is" / "as if that card is" (BT17-012)
    cost_word: str = "digivolution"  # "for a digivolution / memory cost of N" (BT7-011)

    def fits(self, colors: tuple[str, ...], named: Any) -> bool:
        """Is a Tamer of these ``colors`` (``named(name)``: does it have that name) one this
        card can digivolve onto?"""
        if self.tamer_name is not None:
            return bool(named(self.tamer_name))
        return self.tamer_color in colors


def render(r: OntoTamer) -> str:
    tamers = f"[{r.tamer_name}] cards" if r.tamer_name else f"{r.tamer_color} Tamers"
    color = f"{r.color} " if r.color else ""
    cost = f" for a {r.cost_word} cost of {r.cost}" if r.cost is not None else ""
    return (f"You may {r.verb} this card from your hand onto one of your {tamers} as if "
            f"{r.as_words} is a level {r.level} {color}Digimon{cost}" + ("." if r.period else ""))


class _Reader(Transformer):
    def color_word(self, ch: list[Any]) -> str:
        return str(ch[0]).lower()

    def onto_color(self, ch: list[Any]) -> dict[str, str]:
        return {"tamer_color": next(c for c in ch if not isinstance(c, Token))}

    def onto_named(self, ch: list[Any]) -> dict[str, str]:
        return {"tamer_name": next(str(t)[1:-1] for t in ch if t.type == "NAME")}

    def onto_cost(self, ch: list[Any]) -> dict[str, Any]:
        word = next(c for c in ch if isinstance(c, dict))
        return {"cost": int(next(t for t in ch if isinstance(t, Token) and t.type == "INT")),
                **word}

    def onto_cost_word(self, ch: list[Any]) -> dict[str, str]:
        return {"cost_word": str(ch[0]).lower()}

    def onto_as(self, ch: list[Any]) -> dict[str, str]:
        return {"as_words": "the Tamer" if str(ch[0]).lower() == "the" else "that card"}

    def tamer_line(self, ch: list[Any]) -> OntoTamer:
        parts: dict[str, Any] = {}
        for c in ch:
            if isinstance(c, dict):
                parts.update(c)
        tokens = [t for t in ch if isinstance(t, Token)]
        colors = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        return OntoTamer(level=int(next(t for t in tokens if t.type == "INT")),
                         color=colors[0] if colors else None, verb=str(tokens[2]),
                         period=any(t.type == "DOT" for t in tokens), **parts)


def reading(tree: Any) -> OntoTamer:
    """The typed reading of a parsed line (``tree``: the grammar's ``tamer_line``)."""
    return _Reader().transform(tree)


def extract(text: str, read_line: Any) -> tuple[str, OntoTamer | None]:
    """Take the line that ``read_line`` (``text_grammar.read_tamer_line``) reads out of a
    text box: (the rest, its reading)."""
    rest, found = take_lines(text, LINE, read_line)
    return rest, found[0] if len(found) == 1 else None
