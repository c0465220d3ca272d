"""Stack surgery: trashing an opponent's digivolution cards from the bottom, or the ones the
player picks (one verb module of the registry).

* ``trash-under-bottom``: "Trash the bottom [N] digivolution card(s) of <target>", "Trash N
  digivolution cards from/at the bottom of <target>". The bottom cards of a stack are the
  cards placed lowest under the top card (CR 4.2 4-7; manual-en/digivolution-cards); a
  Digimon with fewer than N digivolution cards loses all of them, one with none loses
  nothing and can still be chosen (CR 4.2 1-3-2: as many of the required actions as
  possible; official Q&A Q1713: the rest of the effect is still processed). "Trash up to N
  digivolution cards from the bottom of <target>": for each chosen Digimon the controller
  chooses how many of its bottom cards, 1 to N (CR 4.2 15-10-2-2; at least 1 once the effect
  activates: official Q&A Q3520, Q5096, Q5099), asked only when there is a choice.
* ``trash-pick-under``: "Trash any N digivolution cards of 1 of your opponent's Digimon" (the
  player picks which cards of the chosen Digimon) and "... from/of your opponent's Digimon"
  (picked among all of the opponent's Digimon, several Digimon allowed: official Q&A Q3686),
  one card at a time, asked only when there are more cards than are still to be trashed.

Both leave the Digimon in the battle area (its top card stays: CR 4.2 4-7-7), and trash
nothing of a Digimon the effect does not affect. As a "by" cost they can be paid only when
N cards can be trashed (manual "By Doing...").
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen, to_trash
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

RULES = cite.STACK_SURGERY + cite.TARGETS


def _trash(ctx: Ctx, stack: Stack, card: Card) -> None:
    stack.cards.remove(card)
    to_trash(ctx.state, card)
    emit(ctx.state, StepKind.ZONE_MOVE, "trash_under", cards=[card.id, stack.id], rules=RULES,
         cause=ctx.effect.text, card=card.id, target=stack.id)
    overflow.left_field(ctx.state, [card], "trash")


def trash_bottom(ctx: Ctx, action: Action) -> Gen:
    """The bottom N digivolution cards of each chosen Digimon (all it has, if fewer)."""
    stacks = yield from r.choose(ctx, action.target, "trash the bottom digivolution cards of")
    for stack in r.affected(ctx, stacks):
        if not stack.under:
            emit(ctx.state, StepKind.ACTIVATION, "nothing_to_trash", cards=[stack.id],
                 rules=RULES, cause=ctx.effect.text, card=stack.id)
        n = action.amount
        if action.up_to:
            n = yield from _how_many(ctx, stack, n)
        gone = list(reversed(stack.under))[:n]  # bottom first
        hidden = frozenset(c.id for c in gone if c.face_down)
        for card in gone:
            _trash(ctx, stack, card)
        card_events.on_under_trashed(ctx.state, stack, gone, ctx.controller, hidden)


def _how_many(ctx: Ctx, stack: Stack, n: int) -> Gen:
    """"Up to N": how many of ``stack``'s bottom cards the controller trashes (1 to as many as
    it has, at most N); by default as many as possible."""
    most = min(n, len(stack.under))
    if most <= 1:
        return most
    options = [Option(str(k), label("trash_bottom_amount", k=k)) for k in range(1, most + 1)]
    answer = yield from ask(ctx.state, ctx.controller, "choose_amount",
                            prompt("trash_bottom_up_to", label=ctx.label, n=n, card=stack.id),
                            options, rules=RULES, default=str(most))
    return int(answer)


def trash_pick(ctx: Ctx, action: Action) -> Gen:
    """N digivolution cards the controller picks, from the chosen Digimon or from all of the
    opponent's Digimon."""
    stacks = yield from r.choose(ctx, action.target, "trash digivolution cards of")
    stacks = r.affected(ctx, stacks)
    gone: dict[int, list[Card]] = {}
    hidden: set[str] = set()
    for left in range(action.amount, 0, -1):
        pool = [card for s in stacks for card in s.under]
        if not pool:
            break
        card = pool[0]
        if len(pool) > left:  # a real choice: more cards than still to trash
            card = yield from r.pick(ctx, pool, "pick_to_trash", RULES)
        stack = next(s for s in stacks if card in s.under)
        if card.face_down:
            hidden.add(card.id)
        _trash(ctx, stack, card)
        gone.setdefault(stack.uid, []).append(card)
    for stack in stacks:
        card_events.on_under_trashed(ctx.state, stack, gone.get(stack.uid, []),
                                     ctx.controller, frozenset(hidden))


def can_trash(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: N cards can be trashed (from one Digimon, unless picked among all)."""
    stacks = r.candidates(ctx, action.target)
    if action.verb == "trash-pick-under" and action.source != "one":
        return sum(len(s.under) for s in stacks) >= action.amount
    return any(len(s.under) >= action.amount for s in stacks)


register(Verb(("trash-under-bottom",), trash_bottom, rules=RULES,
              steps=("trash_under", "nothing_to_trash"), can=can_trash))
register(Verb(("trash-pick-under",), trash_pick, rules=RULES, steps=("trash_under",),
              can=can_trash))
