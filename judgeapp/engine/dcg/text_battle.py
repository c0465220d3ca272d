"""The attack-and-battle family of sentence forms added for issue 11 (reading, a mixin of the
grammar's reader; the rendering of each wording is in ``text_render``).

Attack-target triggers in their other printed wordings: "When an attack target is changed",
"When this Digimon's attack target changes" (the same events as "... is switched": changing
an attack target, CR 4.2 11-2-7-2, 12-1-1; manual-en/changing-an-attack-target).

The duration "until the end of the turn" (as "for the turn": CR 4.2 15-6-2).
"""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg import text_ir as ir

# the attack-target trigger wordings this module reads -> their printed text
SWITCHED = {"any_target_changed": "When an attack target is changed",
            "this_target_changes": "When this Digimon's attack target changes"}


class BattleReader:
    """Transformer methods of the grammar's "attack and battle" section (mixed into
    ``text_grammar._Reader``)."""

    def any_target_changed(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "any", subject="any_target_changed")

    def this_target_changes(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("switch", "this", subject="this_target_changes")

    def until_end_the_turn(self, ch: list[Any]) -> ir.Duration:
        """"until the end of the turn" (the second wording of "for the turn")."""
        return ir.Duration("turn", 1)
