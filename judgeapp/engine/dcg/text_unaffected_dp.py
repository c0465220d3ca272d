"""Effects that don't affect a Digimon and DP for it, one sentence: "[All Turns] While your
opponent has a Digimon with 13000 DP or more, your opponent's Digimon's effects don't affect
this Digimon, and it gets +3000 DP." (EX10-010), "Until your opponent's turn ends, their
Digimon effects don't affect this Digimon, and it gets +3000 DP." (BT26-057, EX11-074,
EX12-019).

"it" is the Digimon the first part names: one lasting change of that Digimon (the "dp" verb
with ``unaffected_by``: verbs/modify.py), both parts for the printed duration; printed without
a duration, a persistent effect's DP and shield (a ``Static`` with both). The shield is the
one "effects don't affect" reads alone (CR 4.2 15-1; official Q&A Q5020-Q5025).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Static


class UnaffectedDPReader:
    """Transformer method of the form (mixed into text_grammar._Reader)."""

    def unaffected_dp(self, ch: list[Any]) -> ir.UnaffectedDP:
        first = next(c for c in ch if isinstance(c, ir.Unaffected))
        signed = next(t for t in ch if isinstance(t, Token) and t.type == "SIGNED")
        comma = any(not isinstance(c, (Token, ir.Unaffected, bool)) for c in ch)
        return ir.UnaffectedDP(first, int(str(signed).replace(",", "")), comma)


def render(a: ir.UnaffectedDP, first: str) -> str:
    """``first``: the unaffected part rendered as printed."""
    return f"{first}{',' if a.comma else ''} and it gets {a.amount:+d} DP"


def lower(shield: Action, a: ir.UnaffectedDP) -> Action:
    """``shield``: the unaffected part lowered ("unaffected"), now also the DP."""
    return replace(shield, verb="dp", amount=a.amount)


def lower_static(shield: Static, a: ir.UnaffectedDP) -> Static:
    return replace(shield, dp=a.amount)
