"""A Digimon card's own other way to be digivolved into: "Your [Shoutmon] can digivolve into
this card in your hand for a memory cost of 4, ignoring this card's digivolution
requirements." (also "Your Digimon with [Omnimon] in its name ...", and after a condition:
"While you have 10 or more cards in your trash, your [Impmon] can ...", "If you have
[Shu-Chong Wong] in play, your [Lopmon] can ... for a digivolution cost of 3, ignoring its
digivolution requirements.").

Printed above the card's effects like a requirement, it is read as the official Q&A reads it:
one more digivolution requirement of the card, from a Digimon of that name (or with that in
its name) for that cost, while the condition holds. It is no cost reduction (Q1287: "Players
can't reduce digivolution costs" doesn't stop it), it works when an effect digivolves one of
your Digimon into this card in the hand (Q1293, Q1043, Q3313), and it never digivolves a
Digimon in the breeding area (Q1291, Q1042, Q1385: ``DigivolveReq.battle_only``).

A line is read by the card-text grammar (``text_grammar.lark``, block "digivolving into this
card", start symbol ``into_this_line``) into :class:`IntoThis`, rendered back (:func:`render`;
a line is taken out of the text box only if that gives back its text) and lowered to a
:class:`requirements.DigivolveReq` added to the card's requirements (``cardtext``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer, Tree

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg import text_render
from judgeapp.engine.dcg.requirements import DigivolveReq
from judgeapp.engine.dcg.rule_lines import take_lines

LINE = re.compile(r"^[ \t]*(?:(?:While|If) [^\n]*?, )?your [^\n]*?can digivolve into this card "
                  r"in your hand[^\n]*$", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True)
class IntoThis:
    """From a Digimon named ``name`` (``name_part``: with ``name`` in its name), for ``cost``,
    while ``condition`` (the printed "While/If ...,"; None: always) holds."""

    name: str
    cost: int
    name_part: bool = False
    condition: ir.If | None = None
    cost_word: str = "memory"  # "for a memory / digivolution cost of N"
    whose: str = "this card's"  # "ignoring this card's / its digivolution requirements"
    period: bool = True


def render(r: IntoThis) -> str:
    first = f"{r.condition.word.capitalize()} {text_render.condition(r.condition.condition)}, " \
        if r.condition else ""
    source = f"Digimon with [{r.name}] in its name" if r.name_part else f"[{r.name}]"
    return (f"{first}your {source} can digivolve into this card in your hand for a "
            f"{r.cost_word} cost of {r.cost}, ignoring {r.whose} digivolution requirements"
            + ("." if r.period else ""))


class _Reader(Transformer):
    def __init__(self, condition: Callable[[Tree], ir.If]) -> None:
        super().__init__()
        self._condition = condition

    def condition_if(self, ch: list[Any]) -> ir.If:
        return self._condition(Tree("condition_if", ch))

    def into_name(self, ch: list[Any]) -> dict[str, Any]:
        return {"name": next(str(t)[1:-1] for t in ch if t.type == "NAME")}

    def into_name_part(self, ch: list[Any]) -> dict[str, Any]:
        return {**self.into_name(ch), "name_part": True}

    def into_whose(self, ch: list[Any]) -> dict[str, str]:
        return {"whose": "its" if str(ch[0]).lower() == "its" else "this card's"}

    def onto_cost_word(self, ch: list[Any]) -> dict[str, str]:
        return {"cost_word": str(ch[0]).lower()}

    def into_this_line(self, ch: list[Any]) -> IntoThis:
        parts: dict[str, Any] = {}
        for c in ch:
            if isinstance(c, dict):
                parts.update(c)
        tokens = [t for t in ch if isinstance(t, Token)]
        return IntoThis(cost=int(next(t for t in tokens if t.type == "INT")),
                        condition=next((c for c in ch if isinstance(c, ir.If)), None),
                        period=any(t.type == "DOT" for t in tokens), **parts)


def reading(tree: Any, condition: Callable[[Tree], ir.If]) -> IntoThis:
    """The typed reading of a parsed line (``tree``: the grammar's ``into_this_line``);
    ``condition`` reads its "While/If ...," with the card-text grammar's reader."""
    return _Reader(condition).transform(tree)


@dataclass(frozen=True)
class LineModule:
    """This module as ``text_grammar._read_line`` takes one (``reading``, ``render``), with the
    grammar's reader for the condition (``text_grammar`` can't be imported here: a cycle)."""

    condition: Callable[[Tree], ir.If]

    def reading(self, tree: Any) -> IntoThis:
        return reading(tree, self.condition)

    @staticmethod
    def render(r: IntoThis) -> str:
        return render(r)


def lower(r: IntoThis, condition: Callable[[ir.Condition], Any]) -> DigivolveReq:
    """The requirement it adds (``condition``: ``text_lower.condition``)."""
    return DigivolveReq(cost=r.cost, name=None if r.name_part else r.name,
                        name_has=r.name if r.name_part else None, battle_only=True,
                        condition=condition(r.condition.condition) if r.condition else None)


def extract(text: str, read_line: Callable[[str], IntoThis | None]
            ) -> tuple[str, tuple[IntoThis, ...]]:
    """Take the lines that ``read_line`` (``text_grammar.read_into_this_line``) reads out of a
    text box: (the rest, their readings)."""
    rest, found = take_lines(text, LINE, read_line)
    return rest, tuple(found)
