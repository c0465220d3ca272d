"""(Rule) lines giving a card another name or trait it counts as (CR 4.2 2-3-4).

"[Rule] Trait: Has the [Aquatic] type." (2-3-4-2: the card is treated as having the trait),
"[Rule] Name: Also treated as [Numemon]." (2-3-4-3: its name is also [Numemon]; an effect
naming exactly [Numemon] can choose it: official Q&A Q2517), "[Rule] Name: Also treated as
having [Leomon]." (2-3-4-4: it has [Leomon] in its name, but it is not a [Leomon]: Q2421).
A (Rule) is not an effect: it always applies, in every zone (2-3-4-1). Cards printed before
the (Rule) icon say the same in older words, which the publisher changed to the (Rule) form
(Q1988, Q2054, Q2087): "The name of this card/Digimon is also treated as [A] and [B].",
"This card/Digimon is also treated as having [Greymon] in its name.", "This card/Digimon is
also treated as having the [Cyborg] trait."

A line is read by the card-text grammar (``text_grammar.lark``, block "(Rule) lines", start
symbol ``rule_line``) into :class:`AlsoTreated`, rendered back (:func:`render`; a line is
taken out of the text box only if that gives back its text) and kept in the card's
``RuleText`` (``also_names``, ``name_parts``, ``also_traits``). A line the grammar does not
read stays in the text box, where the reader refuses it naming the (Rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

# kind -> the printed wordings ({} is the bracketed names, with their separators)
WORDINGS: dict[str, tuple[str, ...]] = {
    "trait": ("[Rule] Trait: Has the {} type", "[Rule] Trait: Has {} type",
              "[Rule] Trait: Has {}", "This card/Digimon is also treated as having the {} "
              "trait"),
    "name": ("[Rule] Name: Also treated as {}", "[Rule] Name: Treated as {}",
             "The name of this card/Digimon is also treated as {}",
             "This card/Digimon is also treated as {}"),
    "name-part": ("[Rule] Name: Also treated as having {}", "[Rule] Name: Treated as having {}",
                  "This card/Digimon is also treated as having {} in its name"),
}

# the lines taken out of a text box to be read (one (Rule) per line)
LINE = re.compile(r"^[ \t]*(?:\[Rule\]|The name of this card/Digimon is also treated as"
                  r"|This card/Digimon is also treated as)[^\n]*$",
                  re.IGNORECASE | re.MULTILINE)

# the same (Rule), its icon extracted as "(Rule)" and glued to the end of the line before
# (extraction damage on 9 real cards: "... Suspend 1 of your opponent's Digimon. (Rule) Name:
# Treated as having [Leomon]."): read as the "[Rule] ..." line it is on the card
GLUED = re.compile(r"(?<=[.)])[ \t]*\(Rule\)[^\n]*$", re.IGNORECASE | re.MULTILINE)
_GLUED_ICON = re.compile(r"^\s*\(Rule\)", re.IGNORECASE)


@dataclass(frozen=True)
class AlsoTreated:
    """One (Rule) line: ``kind`` name | name-part | trait, the ``values`` in brackets, the
    separator printed between them ("/" or "and") and which wording was printed."""

    kind: str
    values: tuple[str, ...]
    sep: str = "/"
    wording: int = 0
    period: bool = True


def render(r: AlsoTreated) -> str:
    joiner = "/" if r.sep == "/" else f" {r.sep} "
    names = joiner.join(f"[{v}]" for v in r.values)
    return WORDINGS[r.kind][r.wording].format(names) + ("." if r.period else "")


class _Reader(Transformer):
    def rule_names(self, ch: list[Any]) -> tuple[tuple[str, ...], str]:
        values = tuple(str(t)[1:-1].strip() for t in ch
                       if isinstance(t, Token) and t.type == "NAME")
        seps = [s for s in ch if isinstance(s, str) and not isinstance(s, Token)]
        return values, (seps[0] if seps else "/")

    def rule_sep(self, ch: list[Any]) -> str:
        return str(ch[0]).lower()

    def _also(self, ch: list[Any], kind: str) -> tuple[str, tuple[str, ...], str, list[str]]:
        values, sep = next(c for c in ch if isinstance(c, tuple))
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        return kind, values, sep, words

    def rule_trait(self, ch):
        kind, values, sep, words = self._also(ch, "trait")
        return kind, values, sep, 0 if "the" in words else 1 if "type" in words else 2

    def rule_name(self, ch):
        kind, values, sep, words = self._also(ch, "name")
        return kind, values, sep, 0 if "also" in words else 1

    def rule_name_part(self, ch):
        kind, values, sep, words = self._also(ch, "name-part")
        return kind, values, sep, 0 if "also" in words else 1

    def old_name_of(self, ch):
        return self._also(ch, "name")[:3] + (2,)

    def old_name(self, ch):
        return self._also(ch, "name")[:3] + (3,)

    def old_name_part(self, ch):
        return self._also(ch, "name-part")[:3] + (2,)

    def old_trait(self, ch):
        return self._also(ch, "trait")[:3] + (3,)

    def old_rule(self, ch):
        """"This card/Digimon is also treated as ...": the reading of what follows."""
        return next(c for c in ch if isinstance(c, tuple))

    def rule_line(self, ch):
        kind, values, sep, wording = next(c for c in ch if isinstance(c, tuple))
        period = any(isinstance(t, Token) and t.type == "DOT" for t in ch)
        return AlsoTreated(kind, values, sep, wording, period)


def reading(tree: Any) -> AlsoTreated:
    """The typed reading of a parsed line (``tree``: the grammar's ``rule_line``)."""
    return _Reader().transform(tree)


def take_lines(text: str, line: re.Pattern[str], read_line: Any) -> tuple[str, list[Any]]:
    """Take the lines matching ``line`` that ``read_line`` reads out of a text box: (the rest,
    their readings). A line it refuses (None) stays in the text, where the reader refuses it."""
    found: list[Any] = []

    def take(m: re.Match[str]) -> str:
        r = read_line(m.group())
        if r is None:
            return m.group()
        found.append(r)
        return ""

    return line.sub(take, text), found


def extract(text: str, read_line: Any) -> tuple[str, tuple[AlsoTreated, ...]]:
    """Take the (Rule) lines that ``read_line`` (``text_grammar.read_rule_line``) reads out
    of a text box: (the rest, their readings)."""
    rest, found = take_lines(text, LINE, read_line)
    rest, glued = take_lines(rest, GLUED, lambda line: read_line(_GLUED_ICON.sub("[Rule]", line)))
    return rest, tuple(found + glued)
