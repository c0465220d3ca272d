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
    ("[you may] place N <cards> among them as this Digimon's bottom digivolution card / under "
     "this Digimon as its bottom digivolution card (revealed cards; as many as possible)",
     "[On Play] [When Digivolving] Reveal the top 3 cards of your deck. Place 1 level 5 or "
     "lower black Digimon card among them as this Digimon's bottom digivolution card. Trash "
     "the rest."),
    ("<cards> with inherited effects / with an inherited effect (an inherited effect printed in "
     "its lower text, not a [Security] effect: official Q&A Q2717)",
     "[When Digivolving] You may play 1 Tamer card with inherited effects from your trash "
     "without paying the cost."),
    ("trash N <cards> among them (revealed cards; as many as possible: official Q&A Q1506)",
     "[When Attacking] You may reveal the top 3 cards of your deck. Trash 1 Tamer card among "
     "them. Place the remaining cards at the bottom of your deck in any order."),
)

SAME_NAMES = "without the same name as the cards in your battle area or trash"
TO_BREEDING = "to an empty space in your breeding area"


class _SameNames:
    """``without the same name as the cards in your battle area or trash``."""


class RevealPlayReader:
    """The reveal-play rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def with_inherited(self, ch: list[Any]) -> ir.WithInherited:
        return ir.WithInherited(an=any(str(t).lower() == "an" for t in ch))

    def same_names(self, ch: list[Any]) -> _SameNames:
        return _SameNames()

    def to_breeding(self, ch: list[Any]) -> str:
        return TO_BREEDING

    def trash_among(self, ch: list[Any]) -> ir.TrashAmong:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.TrashAmong(n, next(c for c in ch if isinstance(c, ir.Cards)))

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


def reveal_place(s: ir.Sentence, a: object) -> bool:
    """"[You may] place N <cards> among them as this Digimon's bottom digivolution card / ...":
    a sentence the engine executes while cards are revealed (text_lower.check_reveals), printed
    with no condition and no "Then"."""
    return isinstance(a, ir.PlaceUnder) and a.source == "among" and s.condition is None and \
        not s.then and isinstance(s.clause, ir.Do | ir.May)
