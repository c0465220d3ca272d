""""If this effect didn't delete, ..." and its wordings: read (``DeletedReader``, a mixin of
the grammar's reader), lowered (``lower``) and checked against the effect's sentences
(``check``). The resolver counts what each effect's "delete" actually deleted (``Ctx.deleted``,
verbs/delete.py) and reads the condition there (resolve.clause_holds)."""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Clause, Condition
from judgeapp.engine.errors import CardTextError

SUBJECT = "effect-deleted"


def _words(ch: list[Any]) -> str:
    """The printed words (tokens, and sub-rules already joined as ``_Words``)."""
    return " ".join(" ".join(str(c).lower().split()) for c in ch)


class DeletedReader:
    """Transformer methods of the grammar rules in the section "what this effect deleted"."""

    def deleted_opponent(self, ch):
        return _Words(_words(ch))

    def was_is(self, ch):
        return _Words(_words(ch))

    def wasnt_isnt(self, ch):
        return _Words(_words(ch))

    def effect_didnt_delete(self, ch):
        words = _words(ch)
        return ir.EffectDeleted(False, words.endswith("digimon"), words)

    def effect_deleted(self, ch):
        return ir.EffectDeleted(True, False, _words(ch))

    def none_deleted(self, ch):
        words = _words(ch)
        return ir.EffectDeleted(False, "opponent's" in words, words)

    def opponent_not_deleted(self, ch):
        return ir.EffectDeleted(False, True, _words(ch))


class _Words(str):
    """The printed words of a sub-rule, joined back into the condition's wording."""


def render(c: ir.EffectDeleted) -> str:
    return c.wording.replace("digimon", "Digimon")


def lower(c: ir.EffectDeleted) -> Condition:
    """Holds when the count of Digimon this effect deleted (the opponent's only, if printed)
    is 0 ("didn't delete") or at least 1 ("deleted")."""
    return Condition(SUBJECT, ">=" if c.deleted else "<=", 1 if c.deleted else 0,
                     kind="opponent" if c.opponent else None)


def check(clauses: tuple[Clause, ...], text: str) -> None:
    """The condition is about a "delete" earlier in the same effect: refused elsewhere. When
    a "by" cost of the effect also deletes, whether the cost's deletion is "this effect"'s is
    not settled by the corpus (the cards that do it print "didn't delete your opponent's
    Digimon"): the unqualified wording is refused there."""
    seen = False
    cost_deletes = False
    for c in clauses:
        cond = c.condition
        if cond is not None and cond.subject == SUBJECT:
            if not seen:
                raise CardTextError(text, "'if this effect didn't delete' is read only after "
                                    "a 'delete' of the same effect")
            if cost_deletes and cond.kind != "opponent":
                raise CardTextError(text, "'if this effect didn't delete' after a 'by "
                                    "deleting' cost: whether the cost's deletion counts is "
                                    "not settled by the corpus")
        cost_deletes = cost_deletes or any(a.verb == "delete" for a in c.cost)
        seen = seen or any(a.verb == "delete" for a in c.cost + c.actions)
