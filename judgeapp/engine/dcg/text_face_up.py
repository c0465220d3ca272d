"""Reading the face-up security family (grammar section "cards from the hand or trash placed
in the security stack"; the execution: ``verbs/cards_to_security.py``).

"You may place 1 [Royal Base] trait Digimon card from your hand face up as the bottom security
card.", "By placing 1 Digimon card with the [Royal Base] trait in your hand face up as the
bottom security card, ...", "... from your hand or trash face up as your bottom security card":
cards from the hand or trash go to the security stack, face down unless "face up" is printed
(manual "Placing cards in private areas"); a face-up one is public information there (CR 4.2
3-7-4; official Q&A Q2904: "They become face-up security cards that remain revealed").

The transformer methods are mixed into ``text_grammar._Reader``; the lowering is called by
``text_lower.action`` with the card description already lowered.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.errors import CardTextError

VERB = "cards-to-security"


class FaceUpReader:
    """Transformer methods of the face-up security section (mixed into
    ``text_grammar._Reader``)."""

    def cards_to_your_security(self, ch: list[Any]) -> ir.CardsToSecurity:
        return self.cards_to_security(ch, owner="your")

    def cards_to_security(self, ch: list[Any], owner: str = "the") -> ir.CardsToSecurity:
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        count = next(v for v in ch if isinstance(v, tuple))
        if len(count) > 2:
            raise CardTextError("place a card ... as the security card", "write the number of "
                                "cards ('place 1 ...')")
        source = next(v for v in ch if hasattr(v, "zone"))
        marks = [str(v) for v in ch if isinstance(v, str) and not isinstance(v, Token)]
        end = next(m for m in marks if m in ("top", "bottom"))
        return ir.CardsToSecurity(next(v for v in ch if isinstance(v, ir.Cards)), n=count[0],
                                  up_to=count[1], source=source.zone, in_hand=source.in_hand,
                                  face_up="face-up" in marks, end=end, owner_word=owner,
                                  gerund=words[0] == "placing")


def lower_cards_to_security(a: ir.CardsToSecurity, flt: CardFilter) -> Action:
    """``cards-to-security``: N cards fitting ``flt`` from the hand and/or trash to the
    controller's security stack."""
    if a.source not in ("hand", "trash", "hand-or-trash"):
        raise CardTextError("among them ... as the security card", "cards are placed in the "
                            "security stack from the hand or trash only")
    return Action(VERB, filter=flt, source=a.source, amount=a.n, up_to=a.up_to, end=a.end,
                  face_up=a.face_up)
