"""DigiXros cards from under Tamers (and the trash), by a Tamer's effect (text_xros.py).

"When you would play a Digimon card with a DigiXros requirement, by suspending this Tamer, you
may place cards from under your Tamers as digivolution cards for a DigiXros": normally the
DigiXros cards come from the hand and the battle area (CR 4.2 7-2-1, 7-2-3-2); with this effect
activated they may also come from under any of the player's Tamers (official Q&A Q2011, Q2012:
not from the digivolution cards of a Digimon that digivolved from a Tamer, Q2013). "... from
under one of your Tamers" is read as printed: from under one Tamer. "1 card [from] under your
Tamers and 1 card in your trash can also be placed for their DigiXros" adds 1 card from under
the Tamers and 1 from the trash per activation (Q3153, Q5175; two copies activated: 2 of each,
Q3156, Q5178).

The effect triggers when the card would be played, so it is activated before the DigiXros is
declared (7-2-2-2): the main-phase option ``play <card> xros <materials>`` names the cards; when
some come from under Tamers or from the trash, the fewest activations that allow them are
performed first, each paying its "by" cost (the Tamer suspends, CR 4.2 15-7). When different
Tamers could be suspended for them, the player picks which (one activation); two or more
activations with a choice between sets of Tamers stop the run (``unmodelled``).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from judgeapp.engine.dcg import card_refs
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Effect
from judgeapp.engine.dcg.record import ask, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.dcg.text_xros import KEYWORD
from judgeapp.engine.steps import Option

Grant = tuple[Stack, Effect, Card]  # the Tamer, its effect, the card holding it


def grants(state: GameState, card: Card) -> list[Grant]:
    """The turn player's Tamer effects that apply to playing ``card`` now (their turn, [Once
    Per Turn] uses left, the card fits, the "by" cost can be paid)."""
    tp = state.turn_player
    out = []
    for stack in state.stacks(tp):
        for effect, holder in q.stack_effects(state, stack):
            if effect.keyword != KEYWORD or not q.in_scope(state, effect, tp) \
                    or not q.uses_left(state, holder, effect):
                continue
            clause = effect.clauses[0]
            ctx = Ctx(state, effect, tp, stack.id, holder, stack.uid)
            if card_refs.fits(card.defn, clause.actions[0].filter) \
                    and all(r.can_do(ctx, a) for a in clause.cost):
                out.append((stack, effect, holder))
    return out


def _kind(grant: Grant) -> str:
    return grant[1].clauses[0].actions[0].who  # one | any | each


def extras(state: GameState, found: list[Grant]) -> list[Card]:
    """The cards ``found`` lets be placed: from under the turn player's Tamers (any grant),
    from the trash ("each" grants)."""
    if not found:
        return []
    pl = state.players[state.turn_player]
    out = [c for s in pl.battle if s.top.defn.kind == "tamer" for c in s.under]
    if any(_kind(g) == "each" for g in found):
        out += list(pl.trash)
    return out


def _origins(state: GameState, chosen: list[Card]) -> tuple[Counter, int]:
    """Cards from under each Tamer (by the Tamer's uid) and from the trash."""
    pl = state.players[state.turn_player]
    under = Counter(s.uid for s in pl.battle if s.top.defn.kind == "tamer"
                    for c in s.under if c in chosen)
    return under, sum(1 for c in chosen if c in pl.trash)


def _covers(subset: tuple[Grant, ...], under: Counter, trash: int) -> bool:
    kinds = Counter(_kind(g) for g in subset)
    if trash > kinds["each"]:
        return False
    if kinds["any"]:
        return True
    groups = sorted(under.values(), reverse=True)
    return sum(groups[kinds["one"]:]) <= kinds["each"]


def plans(state: GameState, chosen: list[Card], found: list[Grant]) -> list[tuple[Grant, ...]]:
    """The smallest sets of activations that allow the ``chosen`` cards: ``[()]`` when none
    is needed, ``[]`` when none allows them."""
    under, trash = _origins(state, chosen)
    if not under and not trash:
        return [()]
    for k in range(1, len(found) + 1):
        fit = [s for s in combinations(found, k) if _covers(s, under, trash)]
        if fit:
            return fit
    return []


def allowed(state: GameState, chosen: list[Card], found: list[Grant]) -> bool:
    return bool(plans(state, chosen, found))


def activate(state: GameState, card: Card, chosen: list[Card]) -> Gen:
    """Activate the Tamer effects the ``chosen`` cards need, before the DigiXros declaration
    (CR 4.2 7-2-2-2): each pays its "by" cost (required: the cards were chosen with it)."""
    options = plans(state, chosen, grants(state, card))
    if not options or options == [()]:
        return
    plan = options[0]
    if len(options) > 1:
        if len(plan) > 1:
            stop_unmodelled(state, fragment("xros_tamers_choice"), rules=cite.XROS,
                            player=state.turn_player, cards=[card.id])
        picks = [Option(g[0].id, label("card", name=g[0].top.name, id=g[0].id))
                 for (g,) in options]
        played = label("card", name=card.name, id=card.id)
        answer = yield from ask(state, state.turn_player, "choose_target",
                                prompt("xros_tamers", card=played), picks, rules=cite.XROS)
        plan = next(s for s in options if s[0][0].id == answer)
    for stack, effect, holder in plan:
        ctx = Ctx(state, effect, state.turn_player, stack.id, holder, stack.uid,
                  event={"card": card})
        ctx.required = True
        done = yield from r.run_effect(ctx)
        if not done:  # its cost was not paid: the chosen cards can't be placed
            stop_unmodelled(state, fragment("xros_tamers_unpaid"), rules=cite.XROS,
                            player=state.turn_player, cards=[card.id, stack.id])


def take(state: GameState, material: Card) -> bool:
    """Take ``material`` from under a Tamer or from the trash; False if it is elsewhere."""
    pl = state.players[state.turn_player]
    for stack in pl.battle:
        if stack.top.defn.kind == "tamer" and material in stack.under:
            stack.cards.remove(material)
            return True
    if material in pl.trash:
        pl.trash.remove(material)
        return True
    return False

