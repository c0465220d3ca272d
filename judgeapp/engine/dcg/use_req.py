"""<Use Req.> (Comprehensive Rules Ver.4.2, cr-en/16-42).

"<Use Req.> is a keyword effect that allows a player to ignore the color requirements with the
specified cards" (16-42-1), a persistent effect (16-42-2) that "allows a player to ignore the
color requirements with specific Digimon and/or Tamers on the field" (16-42-3).  It is
printed on Option cards: with a specified Digimon or Tamer in your battle area, the Option can
be used whatever its colors.  The information of cards in the breeding area can't be
referenced unless an effect says so (3-4-7-8), so only the battle area counts.

Read forms: ``<Use Req. ([Name])>`` (a card name) and ``<Use Req. ([Trait] trait)>`` (a
trait), in ( ), 《 》 or ‹ › brackets.  Others are refused by the parser, naming the keyword.
"""

from __future__ import annotations

import re

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg.card_refs import specified_cards
from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Effect
from judgeapp.engine.dcg.state import GameState

_FORM = re.compile(r"Use\s*Req\.?\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》|‹(?P<c>.+)›)", re.IGNORECASE)


def read(inner: str) -> CardFilter | None:
    """The cards ``Use Req. (...)`` specifies; None for a form that is not read."""
    m = _FORM.fullmatch(inner.strip())
    if not m:
        return None
    return specified_cards(m["a"] or m["b"] or m["c"])


def effect(printed: str, inherited: bool) -> Effect:
    """The persistent effect: the specified cards it names, kept on the effect's action."""
    flt = read(printed.strip().removeprefix("<").removesuffix(">"))
    clause = Clause("do", actions=(Action("use-req", filter=flt),),
                    text="Specified cards let you ignore color requirements")
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT, clauses=(clause,),
                  keyword="use-req", inherited=inherited)


def _specified(defn: CardDef, flt: CardFilter) -> bool:
    if defn.kind not in ("digimon", "tamer") or defn.blank:
        return False
    return any(defn.named(n) for n in flt.names) or (
        flt.trait is not None and flt.trait in defn.traits)


def ignores_colors(state: GameState, option: CardDef, player: str) -> bool:
    """Whether ``option``'s <Use Req.> lets ``player`` ignore its color requirements now."""
    filters = [a.filter for e in option.effects if e.keyword == "use-req"
               for c in e.clauses for a in c.actions if a.filter is not None]
    tops = [s.top.defn for s in state.players[player].battle]
    return any(_specified(d, f) for f in filters for d in tops)


def citations(state: GameState, option: CardDef, player: str) -> tuple[str, ...]:
    """<Use Req.>'s rules, when it is what lets ``player`` use ``option`` now."""
    missing = [c for c in option.colors if c not in q.field_colors(state, player)]
    return cite.KW["use-req"] if missing and ignores_colors(state, option, player) else ()
