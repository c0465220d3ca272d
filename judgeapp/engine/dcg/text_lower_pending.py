"""Lowering pending processing (CR 4.2 18-1): ``At end of turn, lose N memory``
(verbs/end_of_turn.py) and ``At the next end of your opponent's turn, return it to the hand /
delete it`` (verbs/turn_end_pending.py). What the engine does not execute is refused with the
reason."""

from __future__ import annotations

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg import text_turn_end
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError


def _refuse(what: str, why: str) -> CardTextError:
    return CardTextError(what, f"read, but not executed by the engine: {why}")


def pending_action(c: ir.AtEndOfTurn) -> Action:
    """The action that sets the processing aside until its turn end."""
    a = c.action
    if c.when == text_turn_end.WHEN:  # "At turn end, delete the Digimon this effect played"
        return text_turn_end.lower(c)
    if c.when == "this-turn":  # "delete this Digimon at the end of the turn"
        if not (isinstance(a, ir.Delete) and a.target == ir.This("digimon")):
            raise _refuse("at the end of the turn", "only 'delete this Digimon' is executed "
                          "then")
        return Action("at-this-turn-end", target=FxTarget("this"), source="delete")
    if c.when == "next-opponent":
        return Action("at-opponent-turn-end", target=FxTarget("it"), source=_later_verb(a))
    if not (isinstance(a, ir.Memory) and a.amount < 0 and not a.opponent):
        raise _refuse("at end of turn", "only 'lose N memory' is executed at the end of the "
                      "turn")
    return Action("memory-at-end-of-turn", amount=a.amount)


def _later_verb(a: ir.Action) -> str:
    """"return it to the hand" / "delete it": the Digimon an earlier sentence played or
    chose (the resolver's ``it``)."""
    if isinstance(a, ir.Move) and isinstance(a.what, ir.Ref) and a.to == "hand" \
            and a.source == "field":
        return "return-hand"
    if isinstance(a, ir.Delete) and isinstance(a.target, ir.Ref):
        return "delete"
    raise _refuse("at the next end of your opponent's turn", "only 'return it to the hand' "
                  "and 'delete it' are executed then")
