"""<Detach> (Comprehensive Rules Ver.4.2, cr-en/16-46).

"When this Digimon would leave the battle area other than by your effects, by trashing 1 of its
specified link cards, it doesn't leave" (16-46-1), shown as ``<Detach ([Seven Code] trait)>``.
It interrupts before the Digimon leaves (15-8-5); "by trashing 1 of its specified link cards"
is an optional processing condition, and once it is performed "it doesn't leave" is mandatory
(16-46-3).  It applies to a deletion in battle, by the 0 DP rule or by the opponent's effect,
and to the opponent's effects returning it or placing it in security; not to its owner's
effects.

Read forms: ``<Detach ([Name])>`` and ``<Detach ([Trait] trait)>``; others are refused.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judgeapp.engine.dcg import card_events, card_refs, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Effect, Trigger
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

if TYPE_CHECKING:
    from judgeapp.engine.dcg.cards import Card
    from judgeapp.engine.dcg.resolve import Ctx, Gen

_FORM = re.compile(r"Detach\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)
RULES = cite.IMMEDIATE + cite.KW["detach"]


def read(inner: str) -> CardFilter | None:
    """The link cards ``Detach (...)`` specifies; None for a form that is not read."""
    m = _FORM.fullmatch(inner.strip())
    if not m:
        return None
    return card_refs.specified_cards(m["a"] or m["b"])


def effect(printed: str, inherited: bool) -> Effect:
    flt = read(printed.strip().removeprefix("<").removesuffix(">"))
    clause = Clause("by", cost=(Action("detach", filter=flt),),
                    text="By trashing 1 of its specified link cards, it doesn't leave")
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                  trigger=Trigger("would-leave", "this", "not-own-effect"), clauses=(clause,),
                  prevent=True, keyword="detach", inherited=inherited)


def _specified(ctx: Ctx, action: Action) -> list[Card]:
    stack = ctx.stack
    if stack is None or action.filter is None:
        return []
    return [c for c in stack.links if card_refs.fits(c.defn, action.filter)]


def can_pay(ctx: Ctx, action: Action) -> bool:
    """The Digimon has 1 or more of the specified link cards."""
    return bool(_specified(ctx, action))


def pay(ctx: Ctx, action: Action) -> Gen:
    """Trash 1 of its specified link cards (the player picks when there are several)."""
    cards = _specified(ctx, action)
    if not cards:
        return
    card = cards[0]
    if len(cards) > 1:
        options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in cards]
        answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                                prompt("detach", label=ctx.label), options, rules=RULES)
        card = next(c for c in cards if c.id == answer)
    ctx.stack.links.remove(card)
    r.to_trash(ctx.state, card)
    emit(ctx.state, StepKind.ZONE_MOVE, "detach", player=ctx.controller,
         cards=[card.id, ctx.stack.id], rules=RULES + cite.BY_COST, cause=ctx.effect.text,
         card=card.id, target=ctx.stack.id)
    overflow.left_field(ctx.state, [card], "trash")
    card_events.on_links_trashed(ctx.state, ctx.stack, [card])


register(Verb(("detach",), pay, rules=RULES + cite.BY_COST, steps=("detach",), can=can_pay))
