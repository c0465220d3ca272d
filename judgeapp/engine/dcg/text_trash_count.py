"""A count of described cards in your trash as a condition: "if you have 4 or more cards with
[Lucemon] or [Witchelny] in its text in your trash, reduce the play cost by 5" (AD1-017,
AD1-018). The cards of the trash that fit the description are counted when the condition is
checked (``query.condition``, subject ``TRASH_DESCRIBED``); "with [X] in its text" is the
manual's text reference (card_refs; official Q&A Q6051)."""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

# Compare.subject and wording: "you have N or more <cards> in your trash"
TRASH_DESCRIBED = "trash-described"


class TrashCountReader:
    """Transformer method of the form (mixed into text_grammar._Reader)."""

    def trash_described(self, ch: list[Any]) -> ir.Compare:
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        vals = [c for c in ch if not isinstance(c, Token)]
        word = str(vals[0])  # more_less
        plural = next(v for v in vals if isinstance(v, bool))
        posts = tuple(v for v in vals[1:] if not isinstance(v, bool))
        return ir.Compare(TRASH_DESCRIBED, word in ("less", "fewer"), n,
                          fewer=word == "fewer", wording=TRASH_DESCRIBED,
                          cards=ir.Cards(plural=plural, after=posts))


def render(c: ir.Compare, word: str, cards: str) -> str:
    """The condition's printed text (``cards`` is the rendered description)."""
    return f"you have {c.n} or {word} {cards} in your trash"
