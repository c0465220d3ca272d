"""<Blast Digivolve> (manual "Digimon ACE", "<Blast Digivolve>"): in the counter timing of an
opponent's attack, the defending player may digivolve one of their Digimon in the battle area
into the Digimon ACE card in their hand without paying the cost (the requirements must be
met). It is the one [Counter] activation of that counter timing. They draw 1 and
[When Digivolving] effects trigger; then the block timing follows.

Counter-decision option id: ``blast <hand card> onto <field card>``.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.steps import Option, StepKind


def options(state: GameState, player: str) -> list[Option]:
    """``player``'s Blast Digivolve choices (hand card onto a battle-area Digimon)."""
    from judgeapp.engine.dcg.game import digivolve_cost  # game imports this module

    pl = state.players[player]
    out = []
    for card in pl.hand:
        if not card.defn.rules.blast:
            continue
        for stack in pl.battle:
            if digivolve_cost(card.defn, stack) is not None:
                out.append(Option(f"blast {card.id} onto {stack.id}",
                                  f"<Blast Digivolve> {stack.top.name} into {card.name} "
                                  "(no cost)"))
    return out


def perform(state: GameState, player: str, answer: str) -> Gen:
    words = answer.split()
    pl = state.players[player]
    card = next(c for c in pl.hand if c.id == words[1])
    stack = next(s for s in pl.battle if s.id == words[3])
    pl.hand.remove(card)
    old = stack.id
    stack.cards.insert(0, r.move(card))  # the display format carries over
    emit(state, StepKind.ACTION, "blast_digivolve", player=player, cards=[card.id, old],
         rules=cite.BLAST + cite.COUNTER_TIMING, card=card.id, target=old)
    r.draw(state, player, 1, why=" (digivolution bonus)", rules=cite.BLAST + cite.DIGIVOLVE)
    r.on_digivolve(state, stack)
    yield from r.checkpoint(state)
