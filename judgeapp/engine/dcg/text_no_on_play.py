""""Any [On Play] effects on Digimon (the Digimon, the Tamer) played with this effect don't
activate.", read, written back and checked: it follows a "play ... from your hand / trash" or
"play this card" sentence of the same effect (``PlayFree``, ``PlaySelf``), whose played
Digimon it names; anywhere else it is refused (the grammar's ``no_on_play``; executed by
``verbs/no_on_play.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError


class NoOnPlayReader:
    """The ``no_on_play`` rule of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def no_on_play(self, ch: list[Any]) -> ir.NoOnPlay:
        timing = next(str(t) for t in ch if isinstance(t, Token) and t.type == "TIMING")
        if timing.lower() != "[on play]":
            raise CardTextError(f"Any {timing} effects", "only [On Play] effects of the played "
                                "Digimon are read this way")
        return ir.NoOnPlay(by=any(isinstance(t, Token) and str(t).lower() == "by" for t in ch),
                           whom=next(c for c in ch if isinstance(c, _Whom)))

    def no_on_play_whom(self, ch: list[Any]) -> _Whom:
        return _Whom(" ".join(str(t).lower() for t in ch).replace("digimon", "Digimon")
                     .replace("tamer", "Tamer"))


class _Whom(str):
    """The printed noun of the played cards ("Digimon", "the Digimon", "the Tamer")."""


def render(a: ir.NoOnPlay) -> str:
    return f"any [On Play] effects on {a.whom} played {'by' if a.by else 'with'} this effect " \
        "don't activate"


def check(sentences: tuple[ir.Sentence, ...]) -> None:
    """The sentence names the Digimon an earlier sentence of the effect played from the hand
    or trash, or "this card" it played; with no such sentence it is refused."""
    played = False
    for sentence in sentences:
        action = getattr(sentence.clause, "action", None)
        if isinstance(action, ir.PlayFree) and action.source in ("hand", "trash",
                                                                  "hand-or-trash") \
                or isinstance(action, ir.PlaySelf):
            played = True
        elif isinstance(action, ir.NoOnPlay) and not played:
            raise CardTextError(render(action), "names the Digimon an earlier sentence played "
                                "from the hand or trash, and no earlier sentence of the effect "
                                "does")
