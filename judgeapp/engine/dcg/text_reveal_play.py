"""Playing cards by an effect, the forms of the reveal-play family read and written back:
"You may play 1 [Deva] trait Digimon card without the same name as the cards in your battle
area or trash from your hand to an empty space in your breeding area without paying the cost."
(grammar rule ``play_breeding``; executed by ``verbs/play_free.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is used by ``text_render``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("play N <cards> [without the same name as the cards in your battle area or trash] from "
     "your hand to an empty space in your breeding area without paying the cost (not a hatch; "
     "nothing triggers on it there: CR 4.2 3-4-7-4, official Q&A Q3531-Q3536)",
     "[On Play] <Draw 1> Then, you may play 1 [Deva] trait Digimon card without the same name "
     "as the cards in your battle area or trash from your hand to an empty space in your "
     "breeding area without paying the cost."),
    ("by <cost>, you may <action> (the cost paid, the action is still a choice: official Q&A "
     "Q2686)",
     "[Main] By returning this Tamer to the bottom of the deck, you may play 1 [Agumon] from "
     "your hand without paying the cost."),
)

SAME_NAMES = "without the same name as the cards in your battle area or trash"
TO_BREEDING = "to an empty space in your breeding area"


class _SameNames:
    """``without the same name as the cards in your battle area or trash``."""


class RevealPlayReader:
    """The reveal-play rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def same_names(self, ch: list[Any]) -> _SameNames:
        return _SameNames()

    def to_breeding(self, ch: list[Any]) -> str:
        return TO_BREEDING

    def play_breeding(self, ch: list[Any]) -> ir.PlayFree:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        return ir.PlayFree(next(v for v in vals if isinstance(v, ir.Cards)), "hand", n,
                           up_to=up_to, cost_words=str(vals[-1]), breeding=True,
                           unique_names=any(isinstance(v, _SameNames) for v in vals))


def play_place_words(a: ir.PlayFree) -> tuple[str, str]:
    """The words printed after the cards and after the zone of a "play ... from your hand"."""
    return (f" {SAME_NAMES}" if a.unique_names else "",
            f" {TO_BREEDING}" if a.breeding else "")
