"""The security-attack family of sentence forms: reading (a mixin of the grammar's reader),
rendering and lowering, kept out of the large ``text_grammar.py`` / ``text_lower.py``.

Attacks by an effect (CR 4.2 11-1-2, 11-2-4, 11-2-7-1; executed by
``verbs/attack_by_effect.py``): "<who> may attack [a player | your opponent | an opponent's
Digimon | your opponent's Digimon] [without suspending]" and "you may attack [...] with this
Digimon [without suspending it]".
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError

# the printed words of the attack target -> what the verb allows: player | digimon
ATTACK_WHOM = {"a player": "player", "your opponent": "player",
               "an opponent's digimon": "digimon", "your opponent's digimon": "digimon"}


def _words(ch: list[Any]) -> str:
    return " ".join(str(t).lower() for t in ch if isinstance(t, Token))


class _Whom(str):
    """The printed attack target words."""


class _NoSuspend(str):
    """"without suspending [it]"."""


class AttackReader:
    """Transformer methods of the grammar's "attacks by an effect" section (mixed into
    ``text_grammar._Reader``)."""

    def attack_whom(self, ch: list[Any]) -> _Whom:
        return _Whom(_words(ch))

    def attack_no_suspend(self, ch: list[Any]) -> _NoSuspend:
        return _NoSuspend(_words(ch))

    def may_attack(self, ch: list[Any]) -> ir.MayAttack:
        who = next(c for c in ch if isinstance(c, (ir.This, ir.Ref, ir.Select,
                                                   ir.SecurityDigimon)))
        return ir.MayAttack(who, _one_of(ch, _Whom), _one_of(ch, _NoSuspend))

    def may_attack_with(self, ch: list[Any]) -> ir.Do:
        return ir.Do(ir.MayAttack(ir.This("digimon"), _one_of(ch, _Whom),
                                  _one_of(ch, _NoSuspend), with_form=True))


def _one_of(ch: list[Any], cls: type) -> str | None:
    found = next((c for c in ch if isinstance(c, cls)), None)
    return str(found) if found is not None else None


def _whom_text(whom: str | None) -> str:
    return {"an opponent's digimon": " an opponent's Digimon",
            "your opponent's digimon": " your opponent's Digimon"}.get(
        whom or "", f" {whom}" if whom else "")


def render_may_attack(a: ir.MayAttack, who: str) -> str:
    """The canonical English of the reading (``who``: the rendered attacker)."""
    tail = f" {a.no_suspend}" if a.no_suspend else ""
    if a.with_form:
        return f"you may attack{_whom_text(a.whom)} with this Digimon{tail}"
    return f"{who} may attack{_whom_text(a.whom)}{tail}"


def lower_may_attack(a: ir.MayAttack, who: FxTarget) -> Action:
    """``attack-by-effect``: this Digimon, "it", or 1 of your Digimon (the player picks it
    among those that can attack, with the target, or declines)."""
    if not (who.mode in ("this", "it") or who.mode == "one" and who.count == 1
            and who.side == "own" and who.kind == "digimon"):
        raise CardTextError(f"{a.who} may attack", "read, but not executed by the engine: an "
                            "attack by an effect is made by this Digimon, it, or 1 of your "
                            "Digimon")
    return Action("attack-by-effect", target=who,
                  restriction=ATTACK_WHOM[a.whom] if a.whom else None,
                  cost="no-suspend" if a.no_suspend else "")
