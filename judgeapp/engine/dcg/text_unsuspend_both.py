"""Two Digimon of one sentence, "this Digimon and 1 of your Digimon with [X] in its name":
"... may unsuspend" (AD1-012: one "may" over both unsuspends; the player chooses once, then
both unsuspend in the printed order, CR 4.2 15-1-2) and "Until ..., their Digimon's effects
don't affect ..." (AD1-009: the same shield on both). Read (``UnsuspendBothReader``, a mixin
of the grammar's reader), rendered and lowered to the two actions of one clause. Only "this
Digimon" first and one of your own Digimon second are read: other pairs stay refused."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.errors import CardTextError

PAIR = "pair-this-and-yours"  # the refusal's reason (render.FRAGMENTS_EN)


class UnsuspendBothReader:
    def unsuspend_both_may(self, ch: list[Any]) -> ir.UnsuspendBoth:
        first, second = (c for c in ch if isinstance(c, ir.Target))
        if not _this_and_one_of_yours(first, second):
            raise CardTextError("... and ... may unsuspend", fragment(PAIR))
        return ir.UnsuspendBoth(first, second)

    def dont_affect_pair_first(self, ch: list[Any]) -> ir.UnaffectedPair:
        """"Until ..., their Digimon's effects don't affect this Digimon and 1 of your Digimon
        with [Garurumon] in its name" (AD1-009): read as the one-target form, then the second."""
        *_, first, second = (c for c in ch if isinstance(c, ir.Target))
        if not _this_and_one_of_yours(first, second):
            raise CardTextError("... don't affect ... and ...", fragment(PAIR))
        one = self.dont_affect_first([c for c in ch if c is not second])  # type: ignore[attr-defined]
        return ir.UnaffectedPair(one, second)


def _this_and_one_of_yours(first: object, second: object) -> bool:
    return isinstance(first, ir.This) and first.kind == "digimon" and isinstance(
        second, ir.Select) and second.owner == "your" and second.count == 1 and not second.up_to


def render(a: ir.UnsuspendBoth, target: Callable[[ir.Target], str]) -> str:
    return f"{target(a.first)} and {target(a.second)} may unsuspend"


def render_pair(a: ir.UnaffectedPair, action: Callable[[ir.Action], str],
                target: Callable[[ir.Target], str]) -> str:
    return f"{action(a.first)} and {target(a.second)}"


def lower_pair(a: ir.UnaffectedPair, action: Callable[[ir.Action], Action]) -> tuple[Action, ...]:
    return (action(a.first), action(replace(a.first, target=a.second)))


def lower(a: ir.UnsuspendBoth, action: Callable[[ir.Action], Action]) -> tuple[Action, ...]:
    return (action(ir.Suspend(a.first, unsuspend=True)),
            action(ir.Suspend(a.second, unsuspend=True)))
