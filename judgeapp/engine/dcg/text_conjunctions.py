"""Forms joined by "and" / "or" that the other families don't read.

Two actions joined by "and" ("Delete this Digimon and <Draw 2>.", "Unsuspend 1 of your Digimon
and suspend 1 of your opponent's Digimon."): the grammar's ``both``, lowered as two actions
processed in the printed order (CR 4.2 15-1-2; the one that can't be done does not stop the
other, CR 4.2 1-3-2, official Q&A Q1273).

Conditions joined by "and" / "or" ("If A and B, ...", "If A, or [if] B, ...", "While A or B,
..."): a processing condition (CR 4.2 15-6-1) that holds when both parts hold ("and") or when
at least one does ("or"). Read (``ConjunctionReader``, a mixin of the grammar's reader),
rendered back (``render``) and lowered (``lower``) to a ``Condition`` with subject ``all-of`` /
``any-of`` whose ``any_of`` are the parts (query.holds). Only conditions read from the board
are joined: the conditions that refer to what the effect itself did ("if this effect didn't
delete", "if they don't", "if you added") or to the trigger's Digimon ("if any of them", "if
this Digimon had") are checked against their sentence by other modules, and a DP condition in
a persistent effect is refused (text_lower), so those stay refused inside a joined
condition."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Condition, Target
from judgeapp.engine.errors import CardTextError

# "or" followed by the start of a second condition is lexed as COND_OR (text_grammar.WordLexer)
# (not "[A] or [B] is in ...": one condition on either name)
COND_OR = re.compile(r"\s+(?:you (?:have|don't)\b|your opponent (?:has|doesn't)\b"
                     r"|this digimon (?:has|is)\b)", re.IGNORECASE)

ALL_OF, ANY_OF = "all-of", "any-of"

EXAMPLES: tuple[tuple[str, str], ...] = (
    ("two conditions joined by 'and' (both must hold when the sentence is processed; not a "
     "condition on what the effect did, on the trigger's Digimon or on a Digimon's DP)",
     "[When Digivolving] If [Angewomon] or [X Antibody] is in this Digimon's digivolution "
     "cards and you have 5 or fewer security cards, <Recovery +1 (Deck)>."),
    ("two conditions joined by 'or', ', or' or ', or if' (one of them must hold; 'or' before "
     "'you have ...', 'your opponent has ...', 'this Digimon has/is ...')",
     "[On Play] If you have a Tamer, or if you have 3 or more memory, gain 1 memory."),
    ("'you have a <color> or <color> Digimon/Tamer' (a card of either color)",
     "[Start of Your Main Phase] If you have a red or yellow Tamer in play, gain 1 memory."),
    ("'trash the top or bottom card of your security stack' / 'your top or bottom security "
     "card' (the player chooses the end; the stack keeps its order, CR 4.2 3-7-3)",
     "[When Attacking] [Once Per Turn] By trashing the top or bottom card of your security "
     "stack, gain 1 memory."),
    ("'Choose 1 of <target>.': the chosen Digimon is 'that Digimon' / 'it' of the sentences "
     "after it (the description checked when it is chosen: official Q&A Q625)",
     "[Main] Choose 1 of your opponent's Digimon with no digivolution cards. That Digimon "
     "can't attack or block until the end of your opponent's next turn."),
    ("'... that share a name with it': the Digimon chosen before ('Choose 1 of ...') and "
     "every one that shares a name with it (an exact name: official Q&A Q940, Q941)",
     "[When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's "
     "Digimon that share a name with it."),
    ("two actions joined by 'and': delete, suspend, unsuspend, trash cards in your hand, trash "
     "the top cards of your deck or return to the bottom of the deck, then <Draw N>, gain "
     "memory, delete, suspend or unsuspend; 'trash your top security card, and <Recovery "
     "+N>' (in the printed order, CR 4.2 15-1-2; the one that "
     "can't be done does not stop the other, CR 4.2 1-3-2; official Q&A Q1273)",
     "[Main] Unsuspend 1 of your Digimon and suspend 1 of your opponent's Digimon."),
)

# parts that other modules check against their own sentence: not joined
_REFUSED = (ir.EffectDeleted, ir.EffectDid, ir.TheyDidnt, ir.YouAdded, ir.EventDigimon, ir.Had,
            ir.DeletedOutsideBattle, ir.PlayedByEffect)


@dataclass(frozen=True)
class _Joint:
    printed: str


class ConjunctionReader:
    """Transformer methods of the grammar rules ``condition_joined`` and ``cond_joint``."""

    def joint_and(self, ch: list[Any]) -> _Joint:
        return _Joint(" and ")

    def joint_or(self, ch: list[Any]) -> _Joint:
        return _Joint(" or ")

    def joint_comma_or(self, ch: list[Any]) -> _Joint:
        return _Joint(", or if " if len(ch) == 3 else ", or ")

    def trash_security_end(self, ch: list[Any]) -> ir.TrashSecurity:
        """"trash your top or bottom security card"."""
        return ir.TrashSecurity(gerund=str(ch[0]).lower() == "trashing", either_end=True)

    def trash_security_end_stack(self, ch: list[Any]) -> ir.TrashSecurity:
        """"trash the top or bottom card of your security stack"."""
        return ir.TrashSecurity(gerund=str(ch[0]).lower() == "trashing", stack_words=True,
                                either_end=True)

    def share_name_it(self, ch: list[Any]) -> ir.SameNameAsThis:
        return ir.SameNameAsThis(it=True)

    def choose_one(self, ch: list[Any]) -> ir.ChooseTarget:
        return ir.ChooseTarget(ch[1])

    def condition_joined(self, ch: list[Any]) -> ir.If:
        word = str(ch[0]).lower()
        first, joint, second = ch[1], ch[2], ch[3]
        for part in (first, second):
            if isinstance(part, _REFUSED):
                raise CardTextError(joint.printed.strip(", "), "a condition on what the effect "
                                    "did or on the trigger's Digimon is not read joined with "
                                    "another condition")
            if getattr(part, "dp", None):
                raise CardTextError(joint.printed.strip(", "), "a condition on a Digimon's DP "
                                    "is not read joined with another condition")
        return ir.If(ir.Joined((first, second), joint.printed), word=word)


def render(c: ir.Joined, part: Callable[[ir.Condition], str]) -> str:
    """The printed words of a joined condition (``part`` renders one condition)."""
    return c.joint.join(part(p) for p in c.parts)


def lower(c: ir.Joined, part: Callable[[ir.Condition], Condition]) -> Condition:
    """Both parts must hold ("and"), or one of them ("or")."""
    subject = ALL_OF if c.joint == " and " else ANY_OF
    return Condition(subject, any_of=tuple(part(p) for p in c.parts))


def lower_choose(target: Target) -> Action:
    """"Choose 1 of <target>.": one Digimon (or Tamer) chosen, named "it" / "that Digimon" by
    the sentences after it (text_lower.bind_it); other counts are not read."""
    if target.mode != "one" or target.count != 1:
        raise CardTextError("choose", "'Choose 1 of <target>' is read with 1 only")
    return Action("choose", target=target)
