"""The reveal family's long tail: the descriptions of what "add ... among them" / "play ...
among them" takes from the revealed cards, read and written back.

* "1 Digimon card with <Digi-Burst>": the icon printed in the card's effects, not in an
  inherited effect (official Q&A Q3249, Q1289; ``card_refs.icon_in_effects``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("add N / all <cards> with <Icon> among them (the icon in its effects, not an inherited "
     "one: official Q&A Q3249, Q1289)",
     "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with <Digi-Burst> among "
     "them to your hand. Place the remaining cards at the bottom of your deck in any order."),
)


class RevealPicksReader:
    """The reveal-picks rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def keyword_cards(self, ch: list[Any]) -> ir.Cards:
        icon = next(t for t in ch if isinstance(t, Token) and str(t).startswith("<"))
        rest = [c for c in ch if c is not icon and not (isinstance(c, Token)
                                                         and str(c).lower() == "with")]
        cards = self.described_cards(rest)  # type: ignore[attr-defined]
        return ir.Cards(**{**cards.__dict__, "after": (*cards.after, ir.EffectIcon(str(icon)))})
