"""The verbs ``search-security`` and ``shuffle-security``: "Search your security stack. You may
add 1 ... among them to your hand. If you added, <Recovery +1 (Deck)>. Then, shuffle your
security stack." (read by ``text_attack.py``).

* ``search-security``: the controller looks at their security cards, which stay in the
  security stack (the searching player sees them: no zone changes); they are the cards "among
  them" of the next sentence (``reveal.add_among`` / ``play_among``, which take the cards
  they pick out of the security stack: a card removed from it, CR 4.2 15-15-3-2). "If you
  added" reads how many that sentence added (``Ctx.added``).
* ``shuffle-security``: the security stack is put in a random order, reproducible from the
  scenario's ``seed`` (docs/scenario-format.md); face-up security cards are placed face down
  before shuffling and stay face down (Rule Manual 6.0, "Face-up Security Cards"). The part
  after "Then" is processed whether or not a card was added (official Q&A Q4848).
"""

from __future__ import annotations

import random

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def search(ctx: r.Ctx, action: Action) -> r.Gen:
    state, me = ctx.state, ctx.controller
    cards = list(state.players[me].security)
    ctx.revealed = cards
    emit(state, StepKind.ACTION, "search_security", player=me, cards=[c.id for c in cards],
         rules=cite.SEARCH_SECURITY, cause=ctx.effect.text, count=len(cards))
    yield from ()


def shuffle(ctx: r.Ctx, action: Action) -> r.Gen:
    state, me = ctx.state, ctx.controller
    security = state.players[me].security
    for card in security:
        card.face_up = False
    random.Random(state.seed * 1_000_003 + len(state.steps)).shuffle(security)
    ctx.revealed = []
    emit(state, StepKind.ACTION, "shuffle_security", player=me, cards=[],
         rules=cite.SHUFFLE_SECURITY, cause=ctx.effect.text, count=len(security))
    yield from ()


register(Verb(("search-security",), search, rules=cite.SEARCH_SECURITY,
              steps=("search_security",)))
register(Verb(("shuffle-security",), shuffle, rules=cite.SHUFFLE_SECURITY,
              steps=("shuffle_security",)))
