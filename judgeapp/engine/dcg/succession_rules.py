"""<Succession> at check points (succession.py): a Digimon whose <Succession> specifies a card
with inherited effects stops the run, since the rules don't say whether it gains them a second
time (CR 4.2 16-47-1: "all effects ... on its topmost specified digivolution card")."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg import succession
from judgeapp.engine.dcg.record import stop_unmodelled
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.state import GameState


def rule_check(state: GameState) -> None:
    for stack in state.stacks():
        if state.area_of(stack) != "battle":
            continue
        card = succession.inherited_source(stack)
        if card is not None:
            stop_unmodelled(state, fragment("succession_inherited").format(top=stack.top.id,
                                                                            card=card.id),
                            rules=cite.SUCCESSION, player=stack.owner,
                            cards=[stack.top.id, card.id])


r.RULE_CHECKS.append(rule_check)
