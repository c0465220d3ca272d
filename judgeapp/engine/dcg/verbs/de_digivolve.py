"""<De-Digivolve X>: trash 1 to X cards from the top of the chosen Digimon."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import counting
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def _de_digivolve(ctx: Ctx, stack: Stack, n: int) -> Gen:
    """<De-Digivolve X>: trash 1 to X cards from the top, one at a time; never past a level 3
    card, never the last card. The effect's controller chooses how many: the English manual
    says "the/up to X", the Japanese one, which prevails, "上から1~X枚まで" (1 to X), so at
    least 1 when any can be trashed."""
    state, rules = ctx.state, cite.KW["de-digivolve"]
    most, stop = _de_digivolve_limit(stack, n)
    count = most
    if most > 1:
        options = [Option(str(k), _de_digivolve_option(stack, k)) for k in range(1, most + 1)]
        answer = yield from ask(state, ctx.controller, "choose_amount",
                                prompt("de_digivolve", label=ctx.label, n=n, card=stack.id),
                                options, rules=rules,
                                default=str(most))
        count = int(answer)
    for _ in range(count):
        r.trash_top(state, stack, ctx.effect.text, rules)
    if stop and count == most:
        emit(state, StepKind.ACTION, "de_digivolve_stop", cards=[stack.id],
             player=stack.owner, rules=rules, cause=ctx.effect.text, card=stack.id,
             reason=stop)


def _de_digivolve_limit(stack: Stack, n: int) -> tuple[int, str | None]:
    """The most cards <De-Digivolve n> can trash from ``stack``, and the stop rule that limits
    it below n (None when n can be trashed): no card is trashed from a Digimon with no
    digivolution cards or from a level 3 (or lower) top card (CR 4.2 16-12-4). A top card
    with no level (a Tamer or Option card, a "Lv.-" Digimon, CR 2-9-2) is not level 3 or
    lower: it is trashed like any other, "regardless of its card category" (official rulings
    Q1916, Q5628)."""
    cards = stack.cards
    for k in range(n):
        if k == len(cards) - 1:
            return k, "no digivolution cards"
        level = cards[k].defn.level
        if level is not None and level <= 3:
            return k, "a level 3 card"
    return n, None


def _de_digivolve_option(stack: Stack, k: int) -> str:
    names = ", ".join(c.name for c in stack.cards[:k])
    return label("de_digivolve", k=k, names=names, top=stack.cards[k].name)


def run(ctx: Ctx, action: Action) -> Gen:
    if action.per is not None:
        yield from _each(ctx, action)
        return
    stacks = yield from r.choose(ctx, action.target, "de-digivolve")
    for s in r.affected(ctx, stacks):
        yield from _de_digivolve(ctx, s, action.amount)


def _each(ctx: Ctx, action: Action) -> Gen:
    """"To 1 of ..., <De-Digivolve N> for each X": the Digimon chosen once, then <De-Digivolve
    N> performed X times, one instance after the other (official Q&A Q4568, Q2982: not one
    <De-Digivolve N x X>); each instance only while the Digimon is in the battle area and
    affected. A count of 0 processes nothing (CR 4.2 1-3-4; text_de_digivolve_each.py)."""
    n = counting.count(ctx, action.per)
    if n <= 0:
        return
    stacks = yield from r.choose(ctx, action.target, "de-digivolve")
    for _ in range(n):
        for s in r.affected(ctx, [s for s in stacks if s in ctx.state.players[s.owner].battle]):
            yield from _de_digivolve(ctx, s, action.amount)


register(Verb(("de-digivolve",), run, rules=cite.KW["de-digivolve"],
              steps=("trash_top", "de_digivolve_stop", "counted")))
