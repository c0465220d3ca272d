"""A Tamer letting cards from under Tamers be placed for a DigiXros, read and lowered:
"[Your Turn] When you play 1 Digimon with DigiXros requirements, by suspending this Tamer, you
may place cards from under one of your Tamers as digivolution cards for a DigiXros." and "[All
Turns] When any of your [X] trait Digimon cards with DigiXros requirements would be played, by
suspending this Tamer, 1 card from under your Tamers and 1 card in your trash can also be placed
for their DigiXros." (grammar rule ``xros_tamers``; performed by ``xros.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is ``text_render.xros_tamers``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Effect
from judgeapp.engine.errors import CardTextError

KEYWORD = "xros-tamers"
COST = "suspending this Tamer"


class _Grant(str):
    """one | any: "from under one of your Tamers" / "from under your Tamers"."""


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _ints(ch: list[Any]) -> list[int]:
    return [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]


class XrosReader:
    """The ``xros_tamers`` rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def played_xros(self, ch: list[Any]) -> ir.PlayedCard:
        kind = next(v for v in _vals(ch) if isinstance(v, str))
        plural = next(v for v in _vals(ch) if isinstance(v, bool))
        return ir.PlayedCard(kind=str(kind), plural=plural, xros=True)

    def would_played_xros(self, ch: list[Any]) -> ir.XrosWhen:
        pres = [v for v in _vals(ch) if not isinstance(v, (str, bool))]
        if len(pres) != 1 or not isinstance(pres[0], (ir.Trait, ir.TraitAny)):
            raise CardTextError("When any of your ... Digimon cards with DigiXros requirements",
                                "the DigiXros cards are described by their traits only: "
                                "'[X] trait' or '[A]/[B] trait'")
        pre = pres[0]
        traits = ir.TraitAny((pre.trait,), slash=True, before=True) \
            if isinstance(pre, ir.Trait) else pre
        return ir.XrosWhen("any", traits=traits, plural=_plural(ch))

    def xw_play(self, ch: list[Any]) -> ir.XrosWhen:
        if _ints(ch)[0] != 1:  # official Q&A Q2014: only when playing 1 such Digimon
            raise CardTextError(f"When you play {_ints(ch)[0]} Digimon", "read as printed: "
                                "'When you play 1 Digimon with DigiXros requirements'")
        return ir.XrosWhen("play", n=1)

    def xros_would(self, ch: list[Any]) -> str:
        return "would"

    def xt_one(self, ch: list[Any]) -> _Grant:
        return _Grant("one")

    def xt_any(self, ch: list[Any]) -> _Grant:
        return _Grant("any")

    def xg_under(self, ch: list[Any]) -> _Grant:
        return next(v for v in _vals(ch) if isinstance(v, _Grant))

    def xg_each(self, ch: list[Any]) -> tuple[str, bool]:
        if _ints(ch) != [1, 1]:
            raise CardTextError(" and ".join(f"{n} card" for n in _ints(ch)),
                                "read as printed: '1 card ... and 1 card ...'")
        return ("each", "from" in _vals(ch))

    def xros_under_word(self, ch: list[Any]) -> str:
        return "from" if any(str(t).lower() == "from" for t in ch) else "under"


def _plural(ch: list[Any]) -> bool:
    return next(v for v in _vals(ch) if isinstance(v, bool))


def read(header: Any, when: Any, cost: Any, grant: Any, end: tuple[bool, str | None],
         rendered_cost: str) -> ir.Effect:
    """The effect, given what its parts were read as (``when``: a ``would_played`` reading,
    which has ``form`` and ``card``, or an ``XrosWhen``)."""
    if rendered_cost != COST:
        raise CardTextError(f"by {rendered_cost}", "this effect is read with the cost "
                            f"'by {COST}' only")
    if not isinstance(when, ir.XrosWhen):
        card = getattr(when, "card", None)
        if getattr(when, "form", None) != "you" or card is None or not card.xros \
                or card.color or getattr(when, "hand", ""):
            raise CardTextError("When ... would be played", "cards from under Tamers are read "
                                "for a Digimon card with a DigiXros requirement only")
        when = ir.XrosWhen("you", plural=card.plural, article=when.article)
    kind, from_word = grant if isinstance(grant, tuple) else (str(grant), True)
    period, note = end
    return ir.Effect(header, KEYWORD, xros_tamers=ir.XrosTamers(
        when, cost, kind, from_word=from_word, period=period, note=note))


def lower(x: ir.XrosTamers, cost: Action, timing: str, base: dict) -> Effect:
    """An immediate-type effect of a Tamer in play when its owner would play a DigiXros card
    fitting ``when``: xros.py offers the cards from under Tamers (and the trash) as DigiXros
    cards and activates it (its "by" cost paid) when the player places one of them."""
    if timing not in ("your-turn", "all-turns"):
        raise CardTextError(timing, "cards from under Tamers for a DigiXros are read after "
                            "[Your Turn] or [All Turns]")
    traits = x.when.traits.traits if x.when.traits else ()
    act = Action(KEYWORD, filter=CardFilter(kind="digimon", traits_any=traits), who=x.grant,
                 amount=x.when.n if x.when.form == "play" else 0)
    clause = Clause("by", cost=(cost,), actions=(act,), text=base["text"])
    return Effect(type=fx.IMMEDIATE, trigger=fx.Trigger("would-play-card"), keyword=KEYWORD,
                  clauses=(clause,), **base)
