"""``this Digimon and 1 of your Digimon with [Greymon] in its name may unsuspend`` (AD1-012):
two Digimon as the subject of one "may unsuspend". Read (``UnsuspendBothReader``, a mixin of
the grammar's reader), rendered (``render``) and lowered (``lower``) to the two unsuspend
verbs of one "may" clause: the player chooses once whether the action is performed, and if
so both Digimon unsuspend in the printed order (CR 4.2 15-1-2). Only "this Digimon" first
and one of your own Digimon second are read: other pairs stay refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.errors import CardTextError


class UnsuspendBothReader:
    def unsuspend_both_may(self, ch: list[Any]) -> ir.UnsuspendBoth:
        first, second = (c for c in ch if isinstance(c, ir.Target))
        if not isinstance(first, ir.This) or first.kind != "digimon" or not (
                isinstance(second, ir.Select) and second.owner == "your"
                and second.count == 1 and not second.up_to):
            raise CardTextError("... and ... may unsuspend", "read only as 'this Digimon and "
                                "<one of your Digimon> may unsuspend'")
        return ir.UnsuspendBoth(first, second)


def render(a: ir.UnsuspendBoth, target: Callable[[ir.Target], str]) -> str:
    return f"{target(a.first)} and {target(a.second)} may unsuspend"


def lower(a: ir.UnsuspendBoth, action: Callable[[ir.Action], Action]) -> tuple[Action, ...]:
    return (action(ir.Suspend(a.first, unsuspend=True)),
            action(ir.Suspend(a.second, unsuspend=True)))
