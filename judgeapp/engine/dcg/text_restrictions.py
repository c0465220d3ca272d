"""The restrictions family of sentence forms: reading (``RestrictionsReader``, a mixin of the
grammar's reader), kept out of the large ``text_grammar.py``.

"<target> can't suspend [duration]" (the restriction ``suspend``, checked by
``query.can_suspend``): no attack declaration (CR 4.2 11-2-5), no block (12-1-7-1: the blocker
suspends), an effect or a "by suspending" cost doesn't suspend it (1-3-2; official Q&A Q3585:
whoever's effect it is).

"None of <owner> <description> can <restriction> [duration]" / "<duration>, none of ... can
...": the restriction of "all of" them (``Select.count`` None), re-evaluated as the board
changes: a Digimon that comes to fit the description is restricted, one that stops fitting no
longer is (CR 4.2 15-11-2-3-2, 15-11-2-3-3, whose example is this wording). Only the bare
description ("your opponent's Digimon with ...", "their level 4 or lower Digimon") is read after
"none of".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

NONE = "none"  # Restrict.wording of "none of ... can ..."


def _restriction(ch: list[Any]) -> str:
    """The restriction word the grammar's reader made (a plain string, not a token)."""
    return next(str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token))


class RestrictionsReader:
    """Transformer methods of the restrictions family (mixed into text_grammar._Reader)."""

    def restrict_none(self, ch: list[Any], first: bool = False) -> ir.Restrict:
        who = next(c for c in ch if isinstance(c, (ir.Select, ir.This, ir.Ref)))
        if not isinstance(who, ir.Select) or not who.bare:
            raise CardTextError("none of", "'none of' is read only before a description of "
                                "the Digimon ('none of your opponent's Digimon with ...')")
        duration = next((c for c in ch if isinstance(c, ir.Duration)), None)
        what, _, _ = _restriction(ch).partition("/")
        return ir.Restrict(replace(who, bare=True), what, duration, duration_first=first,
                           wording=NONE)

    def restrict_none_first(self, ch: list[Any]) -> ir.Restrict:
        return self.restrict_none(ch, first=True)
