"""The Tamers family of sentence forms: reading (a mixin of the grammar's reader), rendering
and the words of each form, kept out of the large ``text_grammar.py`` / ``text_lower.py``.

* "You can suspend this Tamer to <action>": the first sets' wording of "you may <cost> to
  <action>" (``Cost`` with ``can_to``).
* Cards with different colors placed under a Tamer ("You may place up to 2 [Hybrid] trait
  cards with different colors from your hand or trash under this Tamer.", verbs/stack_place.py)
  and "If this effect placed, ..." (text_effect_did.py: the place verb records what it placed).
* Tamers' colors as a condition: "If your Tamers [with the [X] trait] have 3 or more total
  colors, ..." (``Compare`` subject ``TAMER_COLORS``): the different colors among the
  player's Tamers in the battle area, each color once and each color of a multicolor Tamer
  (CR 4.2 2-4-3-1; official Q&A Q4444: "as many or more total colors than the number
  specified", Q3209: each different color once), with a color a Tamer "is also treated as";
  read by ``query.tamer_colors``, as the count below is, so the two can't disagree.
* "Until your opponent's turn ends, for every 2 colors your Tamers have, their Digimon's effects
  don't affect 1 of your Digimon." (``DurationEach``: 1 of your Digimon chosen for every 2).
* Tamers' colors as a count: "for every 2 colors your Tamers with the [ADVENTURE] trait have"
  (``ForEach`` "colors" of zone "tamers" with a description of the Tamers counted;
  ``query.count`` through ``query.tamer_colors``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

# Compare.subject and wording: "your Tamers have N or more total colors"
TAMER_COLORS = "tamer-colors"

# one example of each form (text_docs: docs/card-text.md, read in tests/engine/test_cardtext.py)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'you can <cost> to <action>' (the first sets' wording of 'you may <cost> to <action>': "
     "an optional cost, paid in full, CR 4.2 15-7)",
     "[Your Turn] When you play a blue Digimon, you can suspend this Tamer to trash the bottom "
     "digivolution card of 1 of your opponent's Digimon."),
    ("'your Tamers [with the [X] trait] have N or more total colors' (the different colors "
     "of your Tamers in the battle area, each color once: official Q&A Q4444, Q3209; a "
     "multicolor Tamer has each of its colors, CR 4.2 2-4-3-1)",
     "[On Play] [When Digivolving] If your Tamers with the [ADVENTURE] trait have 3 or more "
     "total colors, this Digimon may digivolve into a Digimon card with the [ADVENTURE] trait "
     "in the hand without paying the cost."),
    ("'place up to N <cards> with different colors ... under this Tamer' (the cards placed "
     "keep one of their own colors each, all different: manual-en/with-different-xx, official "
     "Q&A Q6113) and 'If this effect placed, ...' (at least 1 card placed; Q6114: what follows "
     "'Then' is processed either way)",
     "[Start of Your Main Phase] [On Play] You may place up to 2 [Hybrid] trait cards with "
     "different colors from your hand or trash under this Tamer. If this effect placed, <Draw "
     "1> Then, if there are 4 or more [Hybrid] trait cards under this Tamer, gain 2 memory."),
    ("'<duration>, for every N X, their Digimon's effects don't affect 1 of your Digimon' (1 "
     "chosen for every N: official Q&A Q4457)",
     "[On Play] [When Digivolving] Until your opponent's turn ends, for every 2 colors your "
     "Tamers have, their Digimon's effects don't affect 1 of your Digimon."),
    ("'for every N colors your Tamers with the [X] trait have' (the colors of those Tamers "
     "only)",
     "[On Play] [When Digivolving] 1 of your Digimon unsuspends. Then, for every 2 colors your "
     "Tamers with the [ADVENTURE] trait have, Suspend 1 of your opponent's Digimon."),
)


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _ints(ch: list[Any]) -> list[int]:
    return [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]


@dataclass(frozen=True)
class DurationEach:
    """``<duration>, for every N ..., <their Digimon's effects don't affect 1 of your Digimon>``:
    the Digimon chosen for each X (official Q&A Q4457: "You choose 1 of your Digimon for every
    2 colors your Tamers have"; CR 4.2 4-27-1), ``action`` read with its duration."""

    action: ir.Unaffected
    per: ir.ForEach


class TamersReader:
    """Transformer methods of the Tamers forms (mixed into text_grammar._Reader)."""

    def dont_affect_each(self, ch: list[Any]) -> DurationEach:
        per = next(v for v in ch if isinstance(v, ir.ForEach))
        shield = self.dont_affect_first(  # type: ignore[attr-defined]
            [v for v in ch if not isinstance(v, ir.ForEach)])
        return DurationEach(shield, per)

    def can_to(self, ch: list[Any]) -> ir.Cost:
        """"You can suspend this Tamer to <action>" (BT1-086): the first sets' wording of "you
        may <cost> to <action>", an optional cost paid in full (CR 4.2 15-7; the card's
        current text reads "By suspending this Tamer, ...")."""
        return replace(self.may_to(ch), can_to=True)  # type: ignore[attr-defined]

    def tamer_colors(self, ch: list[Any]) -> ir.Compare:
        vals = _vals(ch)
        word = str(vals[-1])  # more_less
        posts = tuple(vals[:-1])
        return ir.Compare(TAMER_COLORS, word in ("less", "fewer"), _ints(ch)[0],
                          fewer=word == "fewer", wording=TAMER_COLORS,
                          cards=ir.Cards(kind="tamer", plural=True, after=posts)
                          if posts else None)

    def count_colors_tamers_with(self, ch: list[Any]) -> ir.ForEach:
        ints = _ints(ch)
        vals = _vals(ch)
        return ir.ForEach("colors", per=ints[0] if ints else None, zone="tamers",
                          plural=vals[0],
                          cards=ir.Cards(kind="tamer", plural=True, after=tuple(vals[1:])))


def render_duration_each(a: DurationEach, duration: str, counted: str,
                          body: Any) -> str:
    """``<duration>, <for every ...>, <body>`` (``body``: text_render's action, given the
    change without its duration)."""
    return f"{duration}, {counted}, {body(replace(a.action, form='dont', duration=None))}"


def posts_words(c: ir.Cards | None, card_posts: Any) -> str:
    """" with the [X] trait" after "your Tamers" (``card_posts``: text_render's)."""
    return "".join(" " + w for w in card_posts(c.after)) if c is not None else ""


def render_compare(c: ir.Compare, word: str, card_posts: Any) -> str:
    """``your Tamers [with ...] have N or more total colors``."""
    return f"your Tamers{posts_words(c.cards, card_posts)} have {c.n} or {word} total colors"
