"""Playing, using and digivolving by effects, and their costs: the forms of the costs family
read (the rendering is in ``text_render``, the execution in ``verbs/play_free.py``).

"You may play 1 blue level 3 Digimon card from one of your blue Digimon's digivolution cards
without paying its memory cost." (grammar rule ``play_under_own``): the cards under any of
the player's Digimon in the battle area that fit the description (cards in the breeding area
can't be chosen: CR 4.2 3-4-7-5).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("play N <cards> from one of your <Digimon>'s digivolution cards without paying the cost "
     "(the digivolution cards of any of your Digimon in the battle area that fit; a face-down "
     "card has no card information: CR 4.2 4-7-9)",
     "[On Play] You may play 1 blue level 3 Digimon card from one of your blue Digimon's "
     "digivolution cards without paying its memory cost."),
)


AS_ANOTHER = "as another Digimon"
AS_TAMER_OR_ANOTHER = "as a Tamer or another Digimon"


class _As:
    """"as another Digimon" / "as a Tamer or another Digimon" (printed after the source)."""

    def __init__(self, words: str) -> None:
        self.words = words


class _Holder:
    """"one of your blue Digimon's": the count word printed and the Digimon described."""

    def __init__(self, word: str, select: ir.Select) -> None:
        self.word = word
        self.select = select


class CostsReader:
    """Reader methods for the costs family (mixed into ``text_grammar._Reader``)."""

    def holder_stack(self, ch: list[Any]) -> _Holder:
        word = str(ch[0])
        if word.lower() != "one" and word != "1":
            raise CardTextError(f"from {word} of your Digimon's digivolution cards",
                                "the cards under one of your Digimon are read")
        before = tuple(c for c in ch if not isinstance(c, Token))
        return _Holder(word, ir.Select(1, False, "your", False, "digimon", before))

    def as_another(self, ch: list[Any]) -> _As:
        return _As(AS_ANOTHER)

    def as_tamer_or_another(self, ch: list[Any]) -> _As:
        return _As(AS_TAMER_OR_ANOTHER)

    def play_under_own(self, ch: list[Any]) -> ir.PlayFree:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        holder = next(v for v in vals if isinstance(v, _Holder))
        as_words = next((v.words for v in vals if isinstance(v, _As)), "")
        return ir.PlayFree(next(v for v in vals if isinstance(v, ir.Cards)), "under-own", n,
                           up_to=up_to, cost_words=str(vals[-1]), under_words=holder.word,
                           holder=holder.select, as_words=as_words)
